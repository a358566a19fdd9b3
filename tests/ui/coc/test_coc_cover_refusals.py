"""The attack dialog and a cover the rules forbid (C6/R14 acted, C3 prone), as it does for a
parry or a dodge: the coverers the model refuses before the roll are greyed out in "Cover by"
with the reason as tooltip, "Cover by" itself (and "cover if the dodge fails") when nobody is
left; a refusal the model makes is the preview's error with Apply off. English and
Japanese."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QStandardItemModel

from tests.model.coc.test_table import ids, sheet, table
from tracker.model import operations as ops
from tracker.model.combatant import Condition
from tracker.model.errors import RulesError
from tracker.rulesets.coc.kit import texts as coc_texts
from tracker.rulesets.coc.kit.attack_dialog import AttackDialog
from tracker.rulesets.coc.rules.actions.attack import attack
from tracker.rulesets.coc.rules.actions.attack_request import AttackRequest, Defense
from tracker.ui.document import EncounterDocument


@pytest.fixture
def doc(qapp):
    """A (PC, DEX 15), B (PC, DEX 12, knife), C (cultist, revolver), D (club); all dodge 60;
    order C@start, A, C, B, D, C@half."""
    enc, _h = table()
    return EncounterDocument(enc)


def _item(dlg: AttackDialog, cid: str):
    model = dlg.cover_combo.model()
    assert isinstance(model, QStandardItemModel)
    return model.item(dlg.cover_combo.findData(cid))


def _b_has_acted(doc):
    """B's turn: a missed knife at D. B has acted this round (R14)."""
    enc = doc.encounter
    n = ids(enc)
    while enc.position != n["B"]:
        doc.run("", ops.next_turn)
    doc.run("", attack, AttackRequest(n["B"], n["D"], "w0", roll=95))
    return n


def test_a_prone_coverer_is_greyed_out(doc):
    """C3: B (the only one who could cover A) is prone: greyed with the reason, and so are
    "Cover by" and "cover if the dodge fails"; standing again, B is offered."""
    n = ids(doc.encounter)
    b = doc.encounter.combatants[n["B"]]
    b.conditions["prone"] = Condition("prone")
    dlg = AttackDialog(doc, n["A"], n["D"])
    item = _item(dlg, n["B"])
    assert not item.isEnabled() and item.toolTip().startswith("[C3]")
    assert not dlg.def_cover.isEnabled() and dlg.def_cover.toolTip() == item.toolTip()
    assert not dlg.dodge_cover_check.isEnabled()
    assert dlg.def_dodge.isEnabled()                       # A's own dodge is untouched
    del b.conditions["prone"]
    dlg = AttackDialog(doc, n["A"], n["D"])
    assert _item(dlg, n["B"]).isEnabled() and _item(dlg, n["B"]).toolTip() == ""
    assert dlg.def_cover.isEnabled() and dlg.def_cover.toolTip() == ""
    assert dlg.dodge_cover_check.isEnabled()


def test_a_coverer_who_has_acted_is_greyed_out_the_others_stay(doc):
    """C6, R14: B has acted: greyed in "Cover by" with the reason; with a second
    investigator E in the fight, "Cover by" stays and the choice moves to E."""
    n = _b_has_acted(doc)
    dlg = AttackDialog(doc, n["A"], n["D"])
    assert "[C6]" in _item(dlg, n["B"]).toolTip() and not dlg.def_cover.isEnabled()
    assert "[C6]" in dlg.def_cover.toolTip()
    ops.add_combatant(doc.encounter, "E", "pc", sheet(11), mid_fight=True)
    e = ids(doc.encounter)["E"]
    dlg = AttackDialog(doc, n["A"], n["D"])
    assert not _item(dlg, n["B"]).isEnabled() and _item(dlg, e).isEnabled()
    assert dlg.def_cover.isEnabled() and dlg.cover_combo.currentData() == e
    dlg.def_cover.setChecked(True)
    dlg.roll_spin.setValue(10)
    dlg.def_roll_spin.setValue(10)
    dlg.damage_edit.setText("4")
    assert dlg.outcome is not None and dlg.apply_button.isEnabled()
    assert dlg.outcome.damage == {n["A"]: 0, e: 4}


def test_a_refused_cover_is_the_previews_error(doc):
    """Should B become unable to cover while the dialog is open (B acts in the meantime),
    the preview shows the model's refusal and Apply is off; nothing is done."""
    n = ids(doc.encounter)
    dlg = AttackDialog(doc, n["A"], n["D"])
    dlg.cover_combo.setCurrentIndex(dlg.cover_combo.findData(n["B"]))
    dlg.def_cover.setChecked(True)
    dlg.roll_spin.setValue(10)
    dlg.damage_edit.setText("4")
    assert dlg.apply_button.isEnabled()
    _b_has_acted(doc)
    steps = doc.undo_stack.count()
    dlg.update_preview()
    assert dlg.outcome is None and not dlg.apply_button.isEnabled()
    assert "B cannot cover this attack: [C6]" in dlg.message_label.text()
    assert dlg.apply() is False and doc.undo_stack.count() == steps


def test_the_cover_refusals_read_in_japanese(doc, japanese):
    """C3 in the greyed coverer's tooltip; C6 in the refusal's message."""
    enc = doc.encounter
    n = ids(enc)
    enc.combatants[n["B"]].conditions["prone"] = Condition("prone")
    dlg = AttackDialog(doc, n["A"], n["D"])
    assert _item(dlg, n["B"]).toolTip().startswith("[C3] 転倒：")
    del enc.combatants[n["B"]].conditions["prone"]
    _b_has_acted(doc)
    with pytest.raises(RulesError) as refused:
        attack(enc, AttackRequest(n["D"], n["A"], "w0", roll=10, w_faces=(3,),
                                  defense=Defense("cover", 10, by=n["B"])))
    msg = coc_texts.error_text(refused.value)
    assert msg.startswith("Bはこの攻撃をかばえない：[C6] ")
