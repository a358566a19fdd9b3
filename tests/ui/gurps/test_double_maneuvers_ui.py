"""RULES M's "Double" options in the GM window: the defense step offers All-Out Defense
(Double)'s second defense only after a failed first one, with the kinds left, and applies
both as one undo step; the attack dialog refuses one attack too many in a turn."""

from __future__ import annotations

from tracker.model import operations as ops
from tracker.rulesets.gurps.kit.attack_dialog import AttackDialog
from tracker.rulesets.gurps.kit.defense_dialog import DefenseDialog
from tracker.rulesets.gurps.rules import maneuver_ops as mo
from tracker.ui.document import EncounterDocument
from tracker.ui.log_text import render_entry, render_explain


def fight(**aiko) -> tuple[EncounterDocument, str, str]:
    """Aiko (Dodge 9, Parry 10, acts first) and Brute (Dodge 8); combat started."""
    enc = ops.new_encounter("gurps")
    ops.add_combatant(enc, "Aiko", "pc", enc.ruleset.new_sheet(
        dx=12, dodge=9, parry=10, basic_speed=6.0, max_hp=12, **aiko))
    ops.add_combatant(enc, "Brute", "enemy", enc.ruleset.new_sheet(dx=11, dodge=8))
    ops.start_combat(enc)
    ids = {c.name: c.id for c in enc.combatants.values()}
    return EncounterDocument(enc), ids["Aiko"], ids["Brute"]


def brute_attacks_aiko(qtbot, option: str) -> tuple[EncounterDocument, str, DefenseDialog]:
    """Aiko's All-Out Defense (``option``), then Brute's attack that hits: its defense step."""
    doc, aiko, brute = fight()
    mo.set_maneuver(doc.encounter, aiko, "all_out_defense", option)
    ops.next_turn(doc.encounter)
    dlg = AttackDialog(doc, aiko, attacker=brute)
    qtbot.addWidget(dlg)
    dlg.skill_spin.setValue(12)
    dlg.roll_spin.setValue(10)
    dlg.defense_check.setChecked(True)
    dlg.apply_button.click()
    defense = dlg.defense_dialog
    assert isinstance(defense, DefenseDialog)
    qtbot.addWidget(defense)
    return doc, aiko, defense


def test_the_second_defense_opens_after_a_failed_parry_and_stops_the_hit(qtbot):
    doc, aiko, defense = brute_attacks_aiko(qtbot, "double")
    panel = defense.second_panel
    assert panel is not None and not panel.radios["dodge"].isEnabled()  # nothing failed yet
    defense.kind_radios["parry"].setChecked(True)
    defense.roll_spin.setValue(8)  # Parry 10: success, no second defense
    assert not panel.radios["dodge"].isEnabled() and defense.second_defense() is None
    defense.roll_spin.setValue(15)  # fails: the kinds left are offered
    assert panel.radios["dodge"].isEnabled() and not panel.radios["parry"].isEnabled()
    assert panel.kind() == "dodge"
    assert not defense.ok_button.isEnabled()  # the second roll is missing
    panel.roll_spin.setValue(8)  # Dodge 9: success by 1, the one hit stopped
    assert defense.ok_button.isEnabled() and defense.through() == 0
    assert "Second defense: 1 hit(s) stopped, 0 got through." in defense.result_label.text()
    assert "[M] All-Out Defense (Double)" in defense.explain_view.toPlainText()
    defense.ok_button.click()
    assert doc.encounter.combatants[aiko].sheet.hp == 12
    assert doc.undo_stack.count() == 1
    keys = [e.key for e in doc.encounter.log[-3:]]
    assert keys == ["attack", "defense", "defense_second"]
    entry = doc.encounter.log[-1]
    text = render_entry(entry, doc.encounter)
    assert "Aiko defends again (Dodge, after a failed Parry; All-Out Defense, Double)" in text
    assert any(line.startswith("[M] All-Out Defense (Double)")
               for line in render_explain(entry, doc.encounter))
    doc.undo_stack.undo()
    assert [e.key for e in doc.encounter.log][-1] != "defense_second"


def test_both_defenses_failing_let_the_hit_through_to_the_hit_dialog(qtbot):
    doc, aiko, defense = brute_attacks_aiko(qtbot, "double")
    defense.kind_radios["parry"].setChecked(True)
    defense.roll_spin.setValue(15)
    defense.second_panel.roll_spin.setValue(12)  # Dodge 9: fails too
    assert defense.through() == 1
    assert "Second defense failed: 1 hit(s) got through." in defense.result_label.text()
    attack = defense.parent()
    defense.ok_button.click()
    hit = attack.sequence.current
    qtbot.addWidget(hit)
    hit.damage_edit.setText("5")
    hit.apply_button.click()
    # 5 crushing to the torso, DR 0: 5 injury; HP 12 → 7
    assert doc.encounter.combatants[aiko].sheet.hp == 7
    assert [e.key for e in doc.encounter.log][-3:] == ["defense", "defense_second", "hit"]


def test_choosing_no_second_defense_keeps_the_first_ones_result(qtbot):
    _doc, _aiko, defense = brute_attacks_aiko(qtbot, "double")
    defense.kind_radios["dodge"].setChecked(True)
    defense.roll_spin.setValue(14)
    panel = defense.second_panel
    assert panel.kind() == "parry" and not panel.radios["dodge"].isEnabled()
    panel.radios["none"].setChecked(True)
    assert defense.ok_button.isEnabled() and defense.second_defense() is None
    assert defense.through() == 1


def test_without_all_out_defense_double_there_is_no_second_defense(qtbot):
    _doc, _aiko, defense = brute_attacks_aiko(qtbot, "increased_dodge")
    assert defense.second_panel is None
    defense.kind_radios["parry"].setChecked(True)
    defense.roll_spin.setValue(15)
    assert defense.ok_button.isEnabled() and defense.second_defense() is None


def attack_dialog(qtbot, doc: EncounterDocument, target: str, attacker: str) -> AttackDialog:
    dlg = AttackDialog(doc, target, attacker=attacker)
    qtbot.addWidget(dlg)
    dlg.skill_spin.setValue(12)
    dlg.roll_spin.setValue(15)  # a miss: the attack is all there is to apply
    return dlg


def test_the_attack_dialog_refuses_a_second_attack_of_the_attack_maneuver(qtbot):
    doc, aiko, brute = fight()
    first = attack_dialog(qtbot, doc, brute, aiko)
    assert first.apply_button.isEnabled()
    first.apply_button.click()
    assert doc.encounter.combatants[aiko].sheet.maneuver["attacks"] == 1
    again = attack_dialog(qtbot, doc, brute, aiko)
    assert not again.apply_button.isEnabled()
    assert again.message_label.text() == ("Aiko has made 1 attack(s) this turn: its "
                                          "maneuver allows 1 (M).")
    doc.undo_stack.undo()  # the attack taken back: its count too
    assert again.apply_button.isEnabled() and again.message_label.text() == ""


def test_all_out_attack_double_and_extra_attack_in_the_attack_dialog(qtbot):
    doc, aiko, brute = fight(extra_attacks=1)
    mo.set_maneuver(doc.encounter, aiko, "all_out_attack", "double")
    for _ in range(3):  # two (Double) and one (Extra Attack)
        dlg = attack_dialog(qtbot, doc, brute, aiko)
        assert dlg.apply_button.isEnabled(), dlg.message_label.text()
        dlg.apply_button.click()
    dlg = attack_dialog(qtbot, doc, brute, aiko)
    assert not dlg.apply_button.isEnabled()
    assert "3 attack(s) this turn" in dlg.message_label.text()
    assert "allows 3 (M)" in dlg.message_label.text()


def test_the_combatant_dialog_edits_extra_attacks_as_one_undo_step(qtbot):
    from tracker.rulesets.gurps.kit.combatant_dialog import CombatantDialog

    doc, aiko, _brute = fight()
    dlg = CombatantDialog.for_edit(doc, aiko)
    qtbot.addWidget(dlg)
    assert dlg.extra_attacks_spin.value() == 0
    dlg.extra_attacks_spin.setValue(1)
    assert dlg.changes() == {"extra_attacks": 1}
    dlg.ok_button.click()
    assert doc.encounter.combatants[aiko].sheet.extra_attacks == 1
    again = CombatantDialog.for_edit(doc, aiko)
    qtbot.addWidget(again)
    assert again.extra_attacks_spin.value() == 1
    doc.undo_stack.undo()
    assert doc.encounter.combatants[aiko].sheet.extra_attacks == 0
