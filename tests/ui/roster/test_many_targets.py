"""Many targets at once (issue 22): multi-select in the roster and on the cards, the Selected
menu (each action ONE undo step over all selected) and the quick-hit line."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QItemSelectionModel, Qt

from tracker.model import operations
from tracker.model.dice import Dice
from tracker.rulesets.gurps.kit.quick_hit_bar import QuickHitBar
from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.rulesets.gurps.rules.sheet import GurpsSheet
from tracker.ui import i18n
from tracker.ui.document import EncounterDocument


@pytest.fixture(autouse=True)
def _english(qapp):
    i18n.install("en")


@pytest.fixture
def window(open_window):
    enc = demo_encounter()
    for _ in range(4):
        operations.add_combatant(enc, "Orc", "enemy", GurpsSheet(max_hp=12, dr=1),
                                 mid_fight=False)
    return open_window(enc)


def orcs(w) -> list[str]:
    return [c.id for c in w.doc.encounter.ordered() if c.name.startswith("Orc")]


def select(w, ids) -> None:
    model = w.roster.selectionModel()
    model.clearSelection()
    flags = QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows
    for cid in ids:
        model.select(w.roster_model.index(w.roster_model.row_of(cid), 0), flags)


def test_ctrl_and_shift_click_on_cards_select_several(qtbot, window):
    w = window
    horde = orcs(w)
    first = w.cards.cards[horde[0]]
    qtbot.mouseClick(first, Qt.MouseButton.LeftButton, pos=first.name_label.geometry().center())
    assert w.selected == horde[0] and w.group.selected_ids() == [horde[0]]
    card = w.cards.cards[horde[2]]
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ControlModifier,
                     pos=card.name_label.geometry().center())
    assert w.group.selected_ids() == [horde[0], horde[2]]
    assert w.cards.group == frozenset({horde[0], horde[2]})  # both framed
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ControlModifier,
                     pos=card.name_label.geometry().center())
    assert w.group.selected_ids() == [horde[0]]
    last = w.cards.cards[horde[3]]
    qtbot.mouseClick(last, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ShiftModifier,
                     pos=last.name_label.geometry().center())
    assert w.group.selected_ids() == horde
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton, pos=card.name_label.geometry().center())
    assert w.group.selected_ids() == [horde[2]] and w.cards.group == frozenset()


def test_condition_reveal_remove_each_one_undo_step(qtbot, window):
    w = window
    doc = w.doc
    horde = orcs(w)
    before = doc.encounter.to_dict()
    select(w, horde[:3])
    assert w.group.add_condition("Stunned")
    assert [doc.encounter.combatants[c].has("stunned") for c in horde] == [True] * 3 + [False]
    assert doc.undo_stack.count() == 1
    assert w.group.add_condition("stunned", on=False)
    assert w.group.set_shown(False)
    assert not any(doc.encounter.combatants[c].visibility.shown for c in horde[:3])
    assert w.group.remove()
    assert not set(horde[:3]) & set(doc.encounter.combatants)
    assert doc.undo_stack.count() == 4
    for _ in range(4):
        w.act_undo.trigger()
    assert doc.encounter.to_dict() == before


def test_menu_is_there_and_follows_the_selection(qtbot, window):
    w = window
    titles = [a.text() for a in w.menuBar().actions()]
    assert "&Selected" in titles and titles.index("&Selected") < titles.index("&View")
    assert w.group.act_hit.isEnabled() and w.group.part("toolbar_quick_hit") is not None


def test_quick_hit_on_all_selected_is_one_step(qtbot, window):
    w = window
    doc = w.doc
    horde = orcs(w)
    select(w, horde)
    w.group.act_hit.trigger()
    bar = w.group.part("toolbar_quick_hit")
    assert bar.edit.text() == "all-selected "
    bar.edit.setText("all-selected 8 cr")
    assert bar.preview.toolTip().count("injury 7, HP 12 → 5") == 4  # 8 - DR 1 on each
    assert bar.preview.text().count("−7 → HP 5") == 4
    before = doc.encounter.to_dict()
    qtbot.keyClick(bar.edit, Qt.Key.Key_Return)
    assert all(doc.encounter.combatants[c].sheet.hp == 12 - 7 for c in horde)
    assert doc.undo_stack.count() == 1 and bar.edit.text() == ""
    w.act_undo.trigger()
    assert doc.encounter.to_dict() == before


def test_quick_hit_rolls_for_each_and_applies_what_it_showed(qtbot):
    enc = demo_encounter()
    for _ in range(3):
        operations.add_combatant(enc, "Orc", "enemy", GurpsSheet(max_hp=30), mid_fight=False)
    doc = EncounterDocument(enc)
    ids = [c.id for c in enc.ordered() if c.name.startswith("Orc")]
    bar = QuickHitBar(doc, lambda: ids, dice=Dice(5))
    qtbot.addWidget(bar)
    bar.edit.setText("all-selected 3d cut random")
    planned = list(bar.planned)
    shown = bar.preview.text()
    bar.update_preview()  # the same line: the same rolls
    assert bar.planned == planned and bar.preview.text() == shown
    assert bar.apply()
    for _cid, hit, rolled in planned:
        assert rolled[0] == "3d" and sum(rolled[1]) == hit.damage
    dice_lines = [e for e in enc.log if e.key == "dice"]
    assert [e.args["total"] for e in dice_lines[-3:]] == [h.damage for _c, h, _r in planned]
    bar.one_roll_check.setChecked(True)
    bar.edit.setText("all-selected 2d cr")
    assert len({h.damage for _c, h, _r in bar.planned}) == 1


@pytest.mark.parametrize(("line", "words"), [
    ("Nobody 2d", "Nobody"), ("Orc", "damage"), ("Orc 2d cut tentacle", "tentacle"),
    ("Orc 2d cr eye_left", "eye"),
])
def test_quick_hit_problems_are_named_and_change_nothing(qtbot, line, words):
    enc = demo_encounter()
    operations.add_combatant(enc, "Orc", "enemy", GurpsSheet(max_hp=12), mid_fight=False)
    doc = EncounterDocument(enc)
    bar = QuickHitBar(doc, lambda: [])
    qtbot.addWidget(bar)
    before = enc.to_dict()
    bar.edit.setText(line)
    assert bar.planned is None and words.lower() in bar.preview.text().lower()
    assert not bar.apply()
    assert enc.to_dict() == before and doc.undo_stack.count() == 0


def test_quick_hit_in_japanese(qtbot):
    i18n.install("ja")
    try:
        enc = demo_encounter()
        operations.add_combatant(enc, "オーク", "enemy", GurpsSheet(max_hp=12), mid_fight=False)
        doc = EncounterDocument(enc)
        bar = QuickHitBar(doc, lambda: [])
        qtbot.addWidget(bar)
        bar.edit.setText("オーク ６ 切り 胴体")
        assert bar.planned is not None and bar.planned[0][1].type == "cut"
        assert "切り" in bar.preview.toolTip() and "胴体" in bar.preview.toolTip()
        assert bar.apply()
        orc = next(c for c in enc.combatants.values() if c.name == "オーク")
        assert orc.sheet.hp == 12 - 9
    finally:
        i18n.install("en")
