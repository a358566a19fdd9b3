"""The GURPS exchange at the table (issue 22): the chance to hit before the attack roll, the
defense step after it."""

from __future__ import annotations

import pytest

from tracker.model.dice import Dice
from tracker.rulesets.gurps.kit.attack_dialog import AttackDialog
from tracker.rulesets.gurps.kit.hit_dialog import HitDialog
from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.ui import i18n
from tracker.ui.document import EncounterDocument

AIKO, BRAM, WOLF = "c1", "c2", "c3"


@pytest.fixture(autouse=True)
def _english(qapp):
    i18n.install("en")
    yield


@pytest.fixture
def doc(qtbot):
    return EncounterDocument(demo_encounter())


def attack_dialog(qtbot, doc, target=WOLF, location=None) -> AttackDialog:
    dlg = AttackDialog(doc, target, location, dice=Dice(3))
    qtbot.addWidget(dlg)
    return dlg


def test_chance_to_hit_is_shown_before_the_roll(qtbot, doc):
    dlg = attack_dialog(qtbot, doc)
    dlg.skill_spin.setValue(10)
    text = dlg.chance_label.text()
    assert "Chance to hit: 50.0%" in text  # 3d ≤ 10: 108 of 216
    assert "critical hit 1.9%" in text and "critical miss 1.9%" in text
    dlg.skill_spin.setValue(16)
    assert "Chance to hit: 98.1%" in dlg.chance_label.text()  # 17 and 18 always miss
    assert "critical hit 9.3%" in dlg.chance_label.text()  # 3-6 at 16
    dlg.location_combo.setCurrentIndex(dlg.location_combo.findData("skull"))
    dlg.skill_spin.setValue(14)  # effective 7: 8 hits the torso
    assert "9.7% of it on the torso" in dlg.chance_label.text()


def test_stats_dialog_edits_the_defenses_in_one_undo_step(qtbot, doc):
    from tracker.rulesets.gurps.kit.combatant_dialog import CombatantDialog

    dlg = CombatantDialog.for_edit(doc, WOLF)
    qtbot.addWidget(dlg)
    assert dlg.dodge_spin.text() == "—"  # the demo wolf has none given
    dlg.dodge_spin.setValue(9)
    dlg.parry_spin.setValue(0)
    dlg.ok_button.click()
    sheet = doc.encounter.combatants[WOLF].sheet
    assert (sheet.dodge, sheet.parry, sheet.block) == (9, 0, None)
    doc.undo_stack.undo()
    assert doc.encounter.combatants[WOLF].sheet.dodge is None
    doc.undo_stack.redo()
    again = CombatantDialog.for_edit(doc, WOLF)
    qtbot.addWidget(again)
    again.dodge_spin.setValue(-1)  # back to none
    again.ok_button.click()
    assert doc.encounter.combatants[WOLF].sheet.dodge is None
    assert doc.encounter.combatants[WOLF].sheet.parry == 0
    doc.encounter.combatants[WOLF].sheet.block = 12
    third = CombatantDialog.for_edit(doc, WOLF)
    qtbot.addWidget(third)
    assert third.block_spin.value() == 12


# -- the defense step ---------------------------------------------------------------------------

from PySide6.QtCore import Qt  # noqa: E402

from tracker.rulesets.gurps.kit.defense_dialog import DefenseDialog  # noqa: E402
from tracker.ui.log_text import render_entry, render_explain  # noqa: E402


@pytest.fixture
def window(open_window):
    return open_window(demo_encounter())


def test_window_burst_of_nine_against_a_dodge_is_one_flow_and_one_undo_step(qtbot, window):
    doc = window.doc
    doc.encounter.combatants[WOLF].sheet.dodge = 9
    before = doc.encounter.to_dict()
    window.select(WOLF)
    window.act_attack.trigger()
    dlg = window.dialog
    assert isinstance(dlg, AttackDialog) and dlg.defense_check.isChecked()
    dlg.weapon_combo.setCurrentIndex(0)  # the demo's Aiko carries a sword: a typed burst
    dlg.ranged_radio.setChecked(True)
    dlg.location_combo.setCurrentIndex(dlg.location_combo.findData("random"))
    dlg.skill_spin.setValue(20)
    dlg.shots_spin.setValue(9)
    dlg.recoil_spin.setValue(1)
    # 20 + 2 (rapid fire) − 4 (W3, B550: 10 m is the 10 yd line) = 18, margin 10: all 9 hit
    dlg.roll_spin.setValue(8)
    assert dlg.result().hits == 9
    qtbot.mouseClick(dlg.apply_button, Qt.MouseButton.LeftButton)
    defense = dlg.defense_dialog
    assert isinstance(defense, DefenseDialog) and defense.isVisible()
    assert defense.kind() == "dodge" and defense.base_spin.value() == 9
    defense.retreat_check.setChecked(True)  # 9 + 3 = 12
    defense.roll_spin.setValue(9)  # margin 3: stops 1 + 3 = 4 of 9
    assert defense.result().stopped == 4 and defense.result().through == 5
    assert "4 hit(s) stopped, 5 got through" in defense.result_label.text()
    qtbot.mouseClick(defense.ok_button, Qt.MouseButton.LeftButton)
    seq = dlg.sequence
    locations = []
    while not seq.done:
        hit_dlg = seq.current
        assert isinstance(hit_dlg, HitDialog) and hit_dlg.isVisible()
        assert hit_dlg.location_combo.currentData() == "random"
        assert hit_dlg.roll_spin.value() >= 3  # each hit rolled its own location
        locations.append((hit_dlg.roll_spin.value(), hit_dlg.subroll_spin.value()))
        hit_dlg.damage_edit.setText("3")
        qtbot.mouseClick(hit_dlg.apply_button, Qt.MouseButton.LeftButton)
    assert len(locations) == 5 and len(set(locations)) > 1
    assert doc.undo_stack.count() == 1
    new = doc.encounter.log[len(before["log"]):]
    assert [e.key for e in new] == ["attack_burst", "defense"] + ["hit"] * 5
    text = render_entry(new[1], doc.encounter)
    assert "Dire wolf defends (Dodge): 3d 9 vs 12 — success; 4 hit(s) stopped" in text
    assert any("[B375]" in line for line in render_explain(new[1], doc.encounter))
    window.act_undo.trigger()
    assert doc.encounter.to_dict() == before


def test_a_defense_that_stops_everything_logs_attack_and_defense_only(qtbot, doc):
    dlg = attack_dialog(qtbot, doc)
    dlg.skill_spin.setValue(12)
    dlg.roll_spin.setValue(10)
    dlg.apply_button.click()
    defense = dlg.defense_dialog
    defense.kind_radios["parry"].setChecked(True)
    defense.base_spin.setValue(11)
    defense.roll_spin.setValue(8)
    defense.ok_button.click()
    assert dlg.sequence is None
    assert [e.key for e in doc.encounter.log[-2:]] == ["attack", "defense"]
    assert doc.encounter.combatants[WOLF].sheet.hp == 14
    assert doc.undo_stack.count() == 1


def test_cancelling_the_defense_goes_back_to_the_attack(qtbot, doc):
    dlg = attack_dialog(qtbot, doc)
    dlg.roll_spin.setValue(6)
    dlg.show()
    dlg.apply_button.click()
    defense = dlg.defense_dialog
    defense.reject()
    assert dlg.isVisible() and dlg.sequence is None and doc.undo_stack.count() == 0


def test_a_critical_hit_allows_no_defense_and_records_the_table_line(qtbot, doc):
    dlg = attack_dialog(qtbot, doc)
    dlg.show()
    dlg.roll_spin.setValue(3)
    assert dlg.critical_box.isVisible() and "B556" in dlg.critical_box.title()
    rolled = dlg.roll_critical_table()
    dlg.critical_edit.setText("  <i>the GM's line</i> ")
    dlg.apply_button.click()
    defense = dlg.defense_dialog
    assert defense.kind() == "none" and not defense.kind_radios["dodge"].isEnabled()
    assert "critical hit" in defense.none_label.text().lower()
    defense.ok_button.click()
    hit_dlg = dlg.sequence.current
    qtbot.addWidget(hit_dlg)
    hit_dlg.damage_edit.setText("4")
    hit_dlg.apply_button.click()
    keys = [e.key for e in doc.encounter.log[-4:]]
    assert keys == ["attack", "critical_table", "defense_none", "hit"]
    note = doc.encounter.log[-3]
    assert note.args == {"name": "Dire wolf", "roll": rolled, "text": "<i>the GM's line</i>"}
    assert render_entry(note, doc.encounter).endswith("— <i>the GM's line</i>")


def test_a_critical_miss_records_its_table_line_without_a_defense(qtbot, doc):
    dlg = attack_dialog(qtbot, doc)
    dlg.show()
    dlg.roll_spin.setValue(18)
    assert dlg.critical_box.isVisible() and "B557" in dlg.critical_box.title()
    assert not dlg.defense_check.isEnabled()
    dlg.critical_spin.setValue(12)
    dlg.critical_edit.setText("drops the weapon")
    dlg.apply_button.click()
    assert dlg.defense_dialog is None
    assert [e.key for e in doc.encounter.log[-2:]] == ["attack", "critical_table"]
    assert doc.encounter.log[-1].args["name"] == "Aiko"


def test_stunned_and_prone_come_from_the_conditions(qtbot, doc):
    from tracker.model import operations

    doc.run("stun", operations.set_condition, WOLF, "stunned")
    dlg = attack_dialog(qtbot, doc)
    dlg.roll_spin.setValue(6)
    dlg.apply_button.click()
    defense = dlg.defense_dialog
    assert defense.stunned_check.isChecked() and not defense.prone_check.isChecked()
    assert defense.base_spin.value() == int(doc.encounter.combatants[WOLF].sheet.basic_speed) + 3


def test_a_second_try_after_cancelling_the_defense_works(qtbot, doc):
    dlg = attack_dialog(qtbot, doc)
    dlg.show()
    dlg.roll_spin.setValue(6)
    dlg.apply_button.click()
    dlg.defense_dialog.reject()
    dlg.apply_button.click()
    defense = dlg.defense_dialog
    defense.kind_radios["none"].setChecked(True)
    assert "No defense: 1 hit(s) got through." in defense.result_label.text()
    defense.ok_button.click()
    hit_dlg = dlg.sequence.current
    qtbot.addWidget(hit_dlg)
    hit_dlg.damage_edit.setText("5")
    hit_dlg.apply_button.click()
    assert [e.key for e in doc.encounter.log[-3:]] == ["attack", "defense_none", "hit"]


# -- the defense from the hit dialog (a hit entered without an attack roll) ---------------------

def _hit_dialog(qtbot, doc, location="torso") -> HitDialog:
    dlg = HitDialog(doc, WOLF, location, dice=Dice(2))
    qtbot.addWidget(dlg)
    dlg.show()
    return dlg


def test_a_defense_from_the_hit_dialog_that_stops_the_hit(qtbot, doc):
    doc.encounter.combatants[WOLF].sheet.dodge = 9
    dlg = _hit_dialog(qtbot, doc)
    dlg.damage_edit.setText("7")
    dlg.defense.button.click()
    defense = dlg.defense.dialog
    assert "A hit on Dire wolf" in defense.header_label.text()
    defense.roll_spin.setValue(8)
    defense.ok_button.click()
    assert dlg.result() == dlg.DialogCode.Accepted and dlg.applied is None
    assert doc.encounter.log[-1].key == "defense" and doc.undo_stack.count() == 1
    assert doc.encounter.combatants[WOLF].sheet.hp == 14


def test_a_failed_defense_goes_with_the_hit_in_one_step(qtbot, doc):
    before = doc.encounter.to_dict()
    dlg = _hit_dialog(qtbot, doc)
    dlg.damage_edit.setText("7")
    dlg.defense.button.click()
    defense = dlg.defense.dialog
    defense.kind_radios["parry"].setChecked(True)
    defense.base_spin.setValue(9)
    defense.roll_spin.setValue(15)
    defense.ok_button.click()
    assert dlg.isVisible() and "failed" in dlg.defense.label.text()
    dlg.apply_button.click()
    assert [e.key for e in doc.encounter.log[-2:]] == ["defense", "hit"]
    assert doc.encounter.combatants[WOLF].sheet.hp == 14 - 6  # DR 1
    assert doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    assert doc.encounter.to_dict() == before


def test_the_hits_of_a_burst_have_no_defense_button(qtbot, doc):
    dlg = attack_dialog(qtbot, doc)
    dlg.defense_check.setChecked(False)
    dlg.roll_spin.setValue(6)
    dlg.apply_button.click()
    hit_dlg = dlg.sequence.current
    qtbot.addWidget(hit_dlg)
    assert hit_dlg.defense.button.isHidden()


def test_the_detail_panel_shows_the_defenses(qtbot, doc):
    from tracker.rulesets.gurps.kit.kit import GurpsKit

    wolf = doc.encounter.combatants[WOLF]
    assert "Dodge" not in GurpsKit.detail_stats(wolf)
    wolf.sheet.dodge, wolf.sheet.parry = 9, 11
    text = GurpsKit.detail_stats(wolf)
    assert text.endswith("· Dodge 9 · Parry 11") and "Block" not in text


def test_the_defense_step_is_remembered_by_the_document_not_the_process(qtbot, doc):
    """The GM's last choice carries to his next attack on the same encounter; another
    document (another window, another test) starts from the default, defending."""
    dlg = attack_dialog(qtbot, doc)
    dlg.weapon_combo.setCurrentIndex(0)  # the demo's Aiko carries a sword: a typed attack
    dlg.defense_check.setChecked(False)
    dlg.ranged_radio.setChecked(True)
    dlg.skill_spin.setValue(12)
    dlg.roll_spin.setValue(6)  # 6 ≤ 12: a hit, straight to the hits (no defense step)
    dlg.apply_button.click()
    qtbot.addWidget(dlg.sequence.current)
    again = attack_dialog(qtbot, doc)
    # the defense step carries; the kind typed last is remembered, though the weapon the
    # dialog starts with (Aiko's sword) names its own kind, melee
    assert not again.defense_check.isChecked() and again.melee_radio.isChecked()
    assert doc.remembered[AttackDialog.RANGED] is True
    other = attack_dialog(qtbot, EncounterDocument(demo_encounter()))
    assert other.defense_check.isChecked() and other.melee_radio.isChecked()
