"""The attack dialog and a dodge the rules forbid (R4, C13, C3, R1), as it does for a parry:
the dodges the model refuses before the roll are greyed out with the reason as tooltip (and
no "cover if the dodge fails" with them); one refused only once rolled (a critical) is the
preview's error with Apply off. A cover declared after the dodge still answers a critical
(R1, R15). English and Japanese."""

from __future__ import annotations

import pytest

from tests.model.coc.test_table import ids, table
from tracker.model.combatant import Condition
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


def _dodge_off(dlg: AttackDialog) -> str:
    """The dodge is greyed out (and the cover after it too): its tooltip."""
    assert not dlg.def_dodge.isEnabled() and not dlg.dodge_cover_check.isEnabled()
    return dlg.def_dodge.toolTip()


def test_a_prone_target_cannot_dodge_in_the_dialog(doc):
    """C3: prone, no dodge: greyed with the reason; standing again, it is offered."""
    n = ids(doc.encounter)
    a = doc.encounter.combatants[n["A"]]
    a.conditions["prone"] = Condition("prone")
    dlg = AttackDialog(doc, n["A"], n["D"])
    assert "[C3]" in _dodge_off(dlg) and "Prone" in dlg.def_dodge.toolTip()
    assert dlg.def_parry.isEnabled() is False          # C3 forbids the parry too
    del a.conditions["prone"]
    dlg = AttackDialog(doc, n["A"], n["D"])
    assert dlg.def_dodge.isEnabled() and dlg.def_dodge.toolTip() == ""
    assert dlg.dodge_cover_check.isEnabled()


def test_a_spent_dodge_value_and_a_declared_surprise_grey_the_dodge_out(doc):
    """R4: B's dodges 60, 30, 20, 10 are used: the next would be 0. C13: ticking "surprise
    attack" greys out A's dodge; unticking offers it again. R4: bullets, as before."""
    enc = doc.encounter
    n = ids(enc)
    for _ in range(4):
        doc.run("", attack, AttackRequest(n["A"], n["B"], "fist", roll=10, w_faces=(1,),
                                          defense=Defense("dodge", roll=90)))
    dlg = AttackDialog(doc, n["B"], n["D"])
    assert "[R4]" in _dodge_off(dlg) and "0" in dlg.def_dodge.toolTip()
    dlg = AttackDialog(doc, n["A"], n["D"])
    dlg.def_dodge.setChecked(True)
    dlg.surprise_check.setChecked(True)
    assert "[C13]" in _dodge_off(dlg) and dlg.def_none.isChecked()
    dlg.surprise_check.setChecked(False)
    assert dlg.def_dodge.isEnabled() and dlg.def_dodge.toolTip() == ""
    dlg = AttackDialog(doc, n["A"], n["C"])
    assert "R4" in _dodge_off(dlg)


def test_a_dodge_of_a_critical_is_refused_in_the_preview_but_a_cover_after_it_comes(doc):
    """R1: once the typed d100 is a critical the dodge is greyed out with the reason before
    the keeper chooses (the choice goes back to no defense); B's cover (R1 "it can be
    covered") is offered and taken."""
    enc = doc.encounter
    n = ids(enc)
    dlg = AttackDialog(doc, n["A"], n["D"])
    dlg.def_dodge.setChecked(True)
    dlg.def_roll_spin.setValue(5)
    dlg.damage_edit.setText("2 3")
    dlg.roll_spin.setValue(2)
    assert not dlg.def_dodge.isEnabled() and "[R1]" in dlg.def_dodge.toolTip()
    assert dlg.def_none.isChecked() and dlg.outcome is not None
    dlg.def_cover.setChecked(True)
    dlg.cover_combo.setCurrentIndex(dlg.cover_combo.findData(n["B"]))
    dlg.def_roll_spin.setValue(10)
    assert dlg.outcome is not None and dlg.apply_button.isEnabled()
    assert dlg.outcome.cover.allowed and dlg.outcome.damage == {n["A"]: 0, n["B"]: 5}
    assert dlg.apply() and enc.combatants[n["B"]].sheet.hp == 5


def test_the_dodge_refusals_read_in_japanese(doc, japanese):
    """R1 in the preview's error, C3 in the greyed dodge's tooltip."""
    enc = doc.encounter
    n = ids(enc)
    dlg = AttackDialog(doc, n["A"], n["D"])
    dlg.def_dodge.setChecked(True)
    dlg.damage_edit.setText("2 3")
    dlg.roll_spin.setValue(2)
    assert _dodge_off(dlg) == "[R1] クリティカルの攻撃は回避できない。"
    enc.combatants[n["A"]].conditions["prone"] = Condition("prone")
    dlg = AttackDialog(doc, n["A"], n["D"])
    assert _dodge_off(dlg).startswith("[C3] 転倒：")
