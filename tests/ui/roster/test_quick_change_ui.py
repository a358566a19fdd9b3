"""The detail panel's quick damage/heal entry (issue 43): typed on the selected combatant,
Enter applies it through the model's operation as one undo step; bad text is refused in the
window's language and kept to be corrected."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tracker.model import operations as ops
from tracker.rulesets.gurps.rules.sheet import GurpsSheet


def _fight():
    enc = ops.new_encounter("gurps", "quick")
    cid = ops.add_combatant(enc, "Orc", "enemy", GurpsSheet(max_hp=12), mid_fight=False).result
    return enc, cid


def _type(qtbot, w, text: str) -> None:
    field = w.detail.quick_change
    field.setText(text)
    qtbot.keyClick(field, Qt.Key.Key_Return)


def test_enter_hurts_then_heals_each_one_undo_step(open_window, qtbot):
    enc, cid = _fight()
    w = open_window(enc)
    w.select(cid)
    stack = w.doc.undo_stack
    before = stack.count()
    _type(qtbot, w, "-5")
    assert w.doc.encounter.combatants[cid].sheet.hp == 7  # 12 − 5
    assert w.detail.quick_change.text() == ""
    _type(qtbot, w, "h2")
    assert w.doc.encounter.combatants[cid].sheet.hp == 9  # 7 + 2
    assert stack.count() == before + 2
    stack.undo()
    assert w.doc.encounter.combatants[cid].sheet.hp == 7


def test_bad_text_is_refused_and_kept(open_window, qtbot):
    enc, cid = _fight()
    w = open_window(enc)
    w.select(cid)
    before = w.doc.undo_stack.count()
    _type(qtbot, w, "lots")
    assert w.doc.undo_stack.count() == before
    assert w.detail.quick_change.text() == "lots"
    assert "+3" in w.statusBar().currentMessage()
