"""The add/edit combatant dialog: validation, one undoable command, body-plan changes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from tracker.model import operations
from tracker.rulesets.gurps.kit.combatant_dialog import CombatantDialog
from tracker.rulesets.gurps.rules.bodyplan import body_plan
from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.rulesets.gurps.rules.resolver import TRAITS, Hit
from tracker.ui.document import EncounterDocument


@pytest.fixture
def doc(qtbot):
    return EncounterDocument(demo_encounter())


def _cid(doc: EncounterDocument, name: str) -> str:
    return next(c.id for c in doc.encounter.combatants.values() if c.name == name)


def _new(qtbot, doc) -> CombatantDialog:
    dlg = CombatantDialog.for_new(doc)
    qtbot.addWidget(dlg)
    return dlg


def _edit(qtbot, doc, name: str) -> CombatantDialog:
    dlg = CombatantDialog.for_edit(doc, _cid(doc, name))
    qtbot.addWidget(dlg)
    return dlg


def test_new_combatant_appears_as_one_command(qtbot, doc):
    dlg = _new(qtbot, doc)
    assert not dlg.ok_button.isEnabled()  # no name yet
    assert "name" in dlg.message_label.text()
    dlg.name_edit.setText("Goblin")
    dlg.max_hp_spin.setValue(8)
    dlg.ht_spin.setValue(11)
    dlg.speed_spin.setValue(5.75)
    dlg.trait_checks["male"].setChecked(True)
    dlg.notes_edit.setPlainText("carries a rusty knife")
    assert dlg.ok_button.isEnabled() and dlg.message_label.text() == ""
    before = len(doc.encounter.combatants)
    dlg.ok_button.click()
    assert dlg.result() == QDialog.DialogCode.Accepted
    assert len(doc.encounter.combatants) == before + 1
    goblin = doc.encounter.get(dlg.result_id)
    assert goblin.name == "Goblin" and goblin.side == "enemy"
    s = goblin.sheet
    assert (s.max_hp, s.hp, s.ht, s.basic_speed, s.traits) == (8, 8, 11, 5.75, ["male"])
    assert goblin.notes == "carries a rusty knife"
    assert doc.undo_stack.count() == 1 and doc.undo_stack.undoText() == "Add Goblin"
    doc.undo_stack.undo()
    assert dlg.result_id not in doc.encounter.combatants
    doc.undo_stack.redo()
    assert doc.encounter.get(dlg.result_id).notes == "carries a rusty knife"


def test_invalid_values_disable_ok(qtbot, doc):
    dlg = _new(qtbot, doc)
    dlg.name_edit.setText("Goblin")
    assert dlg.ok_button.isEnabled()
    dlg.max_hp_spin.setValue(0)
    assert not dlg.ok_button.isEnabled()
    assert "HP" in dlg.message_label.text()
    dlg.max_hp_spin.setValue(1)
    assert dlg.ok_button.isEnabled()
    dlg.name_edit.setText("   ")
    assert not dlg.ok_button.isEnabled()
    dlg.name_edit.setText("Goblin")
    dlg.speed_spin.setValue(5.1)
    assert not dlg.ok_button.isEnabled() and "0.25" in dlg.message_label.text()
    dlg.speed_spin.setValue(5.5)
    dlg.ht_spin.setValue(0)
    assert not dlg.ok_button.isEnabled()
    dlg.ht_spin.setValue(10)
    assert dlg.ok_button.isEnabled()
    dlg.ok_button.setEnabled(True)  # even if forced, an invalid entry is not added
    dlg.max_fp_spin.setValue(0)
    dlg.ok_button.click()
    assert doc.undo_stack.count() == 0


def test_cancel_adds_nothing(qtbot, doc):
    dlg = _new(qtbot, doc)
    dlg.name_edit.setText("Goblin")
    dlg.cancel_button.click()
    assert doc.undo_stack.count() == 0
    assert all(c.name != "Goblin" for c in doc.encounter.combatants.values())


def test_edit_prefills_and_changes_only_what_changed(qtbot, doc):
    dlg = _edit(qtbot, doc, "Bram")
    assert dlg.name_edit.text() == "Bram"
    assert dlg.side_combo.currentData() == "pc"
    assert dlg.max_hp_spin.value() == 15 and dlg.dr_spin.value() == 3
    assert not dlg.dr_per_location_check.isChecked()
    assert dlg.trait_checks["high_pain_threshold"].isChecked()
    assert dlg.medical_spin.value() == 3
    assert dlg.changes() == {}
    dlg.dx_spin.setValue(12)
    assert dlg.changes() == {"dx": 12}
    dlg.ok_button.click()
    bram = doc.encounter.get(_cid(doc, "Bram"))
    assert bram.sheet.dx == 12 and bram.sheet.hp == 15
    assert doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    assert doc.encounter.get(_cid(doc, "Bram")).sheet.dx == 11


def test_edit_with_no_change_pushes_nothing(qtbot, doc):
    dlg = _edit(qtbot, doc, "Aiko")
    dlg.ok_button.click()
    assert dlg.result() == QDialog.DialogCode.Accepted
    assert doc.undo_stack.count() == 0


def test_edit_body_plan_drops_dr_of_missing_locations(qtbot, doc):
    cid = _cid(doc, "Aiko")
    dlg = _edit(qtbot, doc, "Aiko")
    assert dlg.dr_per_location_check.isChecked()
    assert dlg.dr_spin_for("skull").value() == 2
    dlg.body_combo.setCurrentIndex(dlg.body_combo.findData("octopod"))
    assert dlg.dr_value() == {"torso": 4, "vitals": 4}
    assert dlg.dr_spin_for("skull") is None and dlg.dr_spin_for("brain").value() == 0
    assert "Skull" in dlg.note_label.text() and "Groin" in dlg.note_label.text()
    assert dlg.ok_button.isEnabled()
    dlg.ok_button.click()
    s = doc.encounter.get(cid).sheet
    assert s.body == "octopod" and s.dr == {"torso": 4, "vitals": 4}
    assert doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    s = doc.encounter.get(cid).sheet
    assert s.body == "humanoid" and s.dr == {"torso": 4, "groin": 4, "vitals": 4, "skull": 2}
    doc.undo_stack.redo()
    assert doc.encounter.get(cid).sheet.dr == {"torso": 4, "vitals": 4}


def test_per_location_dr_starts_from_the_single_value(qtbot, doc):
    dlg = _new(qtbot, doc)
    dlg.name_edit.setText("Knight")
    dlg.dr_spin.setValue(5)
    assert dlg.dr_value() == 5 and not dlg.dr_table.isVisibleTo(dlg)
    dlg.dr_per_location_check.setChecked(True)
    assert dlg.dr_table.isVisibleTo(dlg) and not dlg.dr_spin.isEnabled()
    plan = body_plan("humanoid")
    assert dlg.dr_table.rowCount() == len(plan.locations)
    dr = dlg.dr_value()
    assert dr["torso"] == 5 and "eye_right" not in dr  # armor does not cover the eyes
    dlg.dr_spin_for("skull").setValue(7)
    dlg.ok_button.click()
    knight = doc.encounter.get(dlg.result_id)
    assert knight.sheet.dr["skull"] == 7 and knight.sheet.dr["torso"] == 5


def test_edit_current_hp_and_fp(qtbot, doc):
    cid = _cid(doc, "Aiko")
    dlg = _edit(qtbot, doc, "Aiko")
    assert dlg.hp_spin.isVisibleTo(dlg)
    dlg.hp_spin.setValue(-3)
    dlg.fp_spin.setValue(5)
    assert dlg.changes() == {"hp": -3, "fp": 5}
    dlg.ok_button.click()
    s = doc.encounter.get(cid).sheet
    assert (s.hp, s.fp) == (-3, 5)


def test_raising_max_hp_keeps_damage_taken(qtbot, doc):
    cid = _cid(doc, "Aiko")
    doc.run("hit", operations.apply_hit, cid, Hit(5, "cr", "torso"))  # DR 4: 1 injury
    dlg = _edit(qtbot, doc, "Aiko")
    assert dlg.hp_spin.value() == 11
    dlg.max_hp_spin.setValue(14)
    assert dlg.hp_spin.value() == 13
    assert "hp" not in dlg.changes()
    dlg.ok_button.click()
    s = doc.encounter.get(cid).sheet
    assert (s.max_hp, s.hp) == (14, 13)


def test_new_dialog_hides_current_hp(qtbot, doc):
    dlg = _new(qtbot, doc)
    assert not dlg.hp_spin.isVisibleTo(dlg) and not dlg.fp_spin.isVisibleTo(dlg)


def test_arms_legs_and_medical_care(qtbot, doc):
    dlg = _new(qtbot, doc)
    dlg.name_edit.setText("Ettin")
    assert dlg.sheet().arms is None and dlg.sheet().medical_tl is None
    dlg.arms_spin.setValue(4)
    dlg.medical_spin.setValue(8)
    dlg.ok_button.click()
    s = doc.encounter.get(dlg.result_id).sheet
    assert (s.arms, s.legs, s.medical_tl) == (4, None, 8)


def test_body_plans_and_traits_are_all_offered(qtbot, doc):
    from tracker.rulesets.gurps.rules.bodyplan import body_plans

    dlg = _new(qtbot, doc)
    ids = {dlg.body_combo.itemData(i) for i in range(dlg.body_combo.count())}
    assert ids == set(body_plans())
    assert dlg.body_combo.itemData(0) == "humanoid"
    assert set(dlg.trait_checks) == set(TRAITS)
    assert dlg.trait_checks["no_brain"].text() == "No Brain"


def test_keyboard_enter_adds(qtbot, doc):
    dlg = _new(qtbot, doc)
    dlg.show()
    qtbot.waitExposed(dlg)
    qtbot.keyClicks(dlg.name_edit, "Orc")
    qtbot.keyClick(dlg.name_edit, Qt.Key.Key_Return)
    assert dlg.result() == QDialog.DialogCode.Accepted
    assert any(c.name == "Orc" for c in doc.encounter.combatants.values())
