"""The GM window's CoC controls and the play-test refusals of one turn-order position (C12,
R14) and of a parry the rules forbid (C5, R1, R10): the attack dialog greys out the parries the
model refuses before the roll, shows the refusals it finds after it, and every refusal reads in
the UI language."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QStandardItemModel

from tests.model.coc.test_table import ids, table
from tracker.model import operations as ops
from tracker.rulesets.coc.kit.attack_dialog import AttackDialog
from tracker.rulesets.coc.kit.small_dialogs import AidDialog
from tracker.rulesets.coc.rules.actions.attack import attack
from tracker.rulesets.coc.rules.actions.attack_request import AttackRequest, Defense
from tracker.rulesets.coc.rules.actions.damage import Damage
from tracker.rulesets.coc.rules.actions.guns import close_in
from tracker.ui.document import EncounterDocument


@pytest.fixture
def doc(qapp):
    """A (PC, DEX 15), B (PC, DEX 12, knife, MA 60), C (cultist, revolver), D (club); order
    C@start, A, C, B, D, C@half."""
    enc, _h = table()
    n = ids(enc)
    enc.combatants[n["B"]].sheet.skills["martial_arts"] = 60
    return EncounterDocument(enc)


def _parries(dlg: AttackDialog) -> dict[str, tuple[bool, str]]:
    model = dlg.parry_combo.model()
    assert isinstance(model, QStandardItemModel)
    return {dlg.parry_combo.itemData(i): (model.item(i).isEnabled(), model.item(i).toolTip())
            for i in range(dlg.parry_combo.count())}


def test_the_dialog_greys_out_a_martial_arts_parry_of_a_club(doc):
    """R10: MA parries unarmed attacks and small weapons only: against D's club it is greyed
    with the reason; against C's fist it is offered."""
    n = ids(doc.encounter)
    dlg = AttackDialog(doc, n["B"], n["D"])
    offered = _parries(dlg)
    assert offered["w0"] == (True, "") and offered["fist"] == (True, "")
    assert offered["ma"][0] is False and "[R10]" in offered["ma"][1]
    assert dlg.def_parry.isEnabled()
    dlg.parry_combo.setCurrentIndex(dlg.parry_combo.findData("ma"))
    dlg._fill_defenses()
    assert dlg.parry_combo.currentData() != "ma"      # moved off the refused choice
    dlg.attacker_combo.setCurrentIndex(dlg.attacker_combo.findData(n["C"]))
    dlg.weapon_combo.setCurrentIndex(dlg.weapon_combo.findData("fist"))
    assert _parries(dlg)["ma"] == (True, "")


def test_after_one_parry_the_parry_is_off_with_its_reason(doc):
    """C5: one parry a round; the dialog's Parry is off, its tooltip says why."""
    enc = doc.encounter
    n = ids(enc)
    doc.run("", attack, AttackRequest(n["D"], n["B"], "w0", roll=10, w_faces=(2,),
                                      defense=Defense("parry", 10, "w0")))
    dlg = AttackDialog(doc, n["B"], n["D"])
    assert not dlg.def_parry.isEnabled() and "[C5]" in dlg.def_parry.toolTip()
    assert all(not ok for ok, _tip in _parries(dlg).values())


def test_a_parry_of_a_critical_is_refused_in_the_preview(doc):
    """R1: once the typed d100 is a critical the parry is greyed out with the reason before
    the keeper chooses; the choice goes back to no defense and Apply stays on."""
    n = ids(doc.encounter)
    dlg = AttackDialog(doc, n["B"], n["D"])
    dlg.def_parry.setChecked(True)
    dlg.parry_combo.setCurrentIndex(dlg.parry_combo.findData("w0"))
    dlg.def_roll_spin.setValue(10)
    dlg.damage_edit.setText("3")
    dlg.roll_spin.setValue(2)
    assert not dlg.def_parry.isEnabled() and "[R1]" in dlg.def_parry.toolTip()
    assert dlg.def_none.isChecked()
    assert dlg.outcome is not None and dlg.apply_button.isEnabled()


def _advance(doc: EncounterDocument, position: str) -> None:
    for _ in range(20):
        if doc.encounter.position == position:
            return
        doc.run("", ops.next_turn)
    raise AssertionError(f"never reached {position}")


def test_the_refusals_read_in_japanese(doc, japanese):
    """C12: after closing in, the shot in the same position is refused in the dialog; R14:
    first aid after an attack in the same position is refused by the window's error (the
    document's ``failed``); R1: a parry of a critical; all in Japanese, nothing changes."""
    enc = doc.encounter
    n = ids(enc)
    failed: list[str] = []
    doc.failed.connect(failed.append)
    _advance(doc, n["C"])
    doc.run("", close_in, n["C"], n["B"])
    dlg = AttackDialog(doc, n["B"], n["C"])
    dlg.roll_spin.setValue(30)
    assert dlg.outcome is None and not dlg.apply_button.isEnabled()
    assert dlg.message_label.text() == (
        "Cは行動順のこの位置で接近した：接近でこの位置の手番を消費している（C12）。")
    doc.run("", ops.apply_hit, n["B"], Damage(3))
    _advance(doc, n["B"])
    doc.run("", attack, AttackRequest(n["B"], n["D"], "w0", roll=95))        # a miss
    steps = doc.undo_stack.count()
    aid = AidDialog(doc, n["B"])
    aid.healer_combo.setCurrentIndex(aid.healer_combo.findData(n["B"]))
    aid.roll_spin.setValue(10)
    aid.apply()
    assert doc.undo_stack.count() == steps and not aid.result()
    assert failed[-1] == ("Bは行動順のこの位置ですでに攻撃した：この位置の行動は使われている"
                          "（R14）。")
    dlg = AttackDialog(doc, n["B"], n["D"])
    dlg.def_parry.setChecked(True)
    dlg.parry_combo.setCurrentIndex(dlg.parry_combo.findData("w0"))
    dlg.damage_edit.setText("3")
    dlg.roll_spin.setValue(1)
    assert not dlg.def_parry.isEnabled()
    assert dlg.def_parry.toolTip().startswith("[R1] ")
