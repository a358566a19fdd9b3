"""Issue 44 section 3 in the GM window: the defense dialog and the attack dialog take the
same numbers as the session (tests/model/gurps/test_defects_of_the_fifth_play_test.py)."""

from __future__ import annotations

from tracker.model import operations as ops
from tracker.rulesets.gurps.kit.attack_dialog import AttackDialog
from tracker.rulesets.gurps.rules import maneuver_ops as mo
from tracker.ui.document import EncounterDocument


def fight(**brute) -> tuple[EncounterDocument, str, str]:
    enc = ops.new_encounter("gurps")
    ops.add_combatant(enc, "Aiko", "pc", enc.ruleset.new_sheet(dx=12, dodge=9, basic_speed=6.0))
    ops.add_combatant(enc, "Brute", "enemy", enc.ruleset.new_sheet(
        dx=11, dodge=8, max_hp=12, **brute))
    ops.start_combat(enc)
    ids = {c.name: c.id for c in enc.combatants.values()}
    return EncounterDocument(enc), ids["Aiko"], ids["Brute"]


# -- D1 (G11, R25) ---------------------------------------------------------------------------
def test_the_defense_dialog_halves_a_reeling_dodge(qtbot):
    from PySide6.QtWidgets import QWidget

    from tracker.rulesets.gurps.kit.hit_defense import HitDefense

    doc, _aiko, brute = fight(hp=3)
    parent = QWidget()
    qtbot.addWidget(parent)
    step = HitDefense(doc, brute, parent)
    step.open()
    # HP 3 of 12 (9 < 12): reeling, Dodge ⌈8 / 2⌉ = 4 (gave 8)
    assert "<b>4</b>" in step.dialog.effective_label.text()
    assert "Dodge halved, 8 → 4" in step.dialog.explain_view.toPlainText()
    step.dialog.reject()


def test_the_defense_dialog_halves_then_takes_stunned_and_lying(qtbot):
    from PySide6.QtWidgets import QWidget

    from tracker.rulesets.gurps.kit.hit_defense import HitDefense

    doc, _aiko, brute = fight(hp=3)
    mo.set_posture(doc.encounter, brute, "lying")
    ops.set_condition(doc.encounter, brute, "stunned")
    parent = QWidget()
    qtbot.addWidget(parent)
    step = HitDefense(doc, brute, parent)
    step.open()
    # ⌈8 / 2⌉ − 4 (stunned) − 3 (lying) = −3 (gave 1)
    assert "<b>-3</b>" in step.dialog.effective_label.text()
    step.dialog.reject()


def test_the_attack_dialog_gives_the_chance_of_a_halved_dodge(qtbot):
    doc, aiko, brute = fight(fp=3, max_fp=12)
    dlg = AttackDialog(doc, brute, attacker=aiko)
    qtbot.addWidget(dlg)
    # FP 3 of 12: very tired, Dodge ⌈8 / 2⌉ = 4: 3d rolls 3–4 are 1 + 3 = 4 of 216 = 1.9 %
    text = dlg.chance_label.text()
    assert "Dodge 4" in text and "1.9" in text


# -- D2 (G2, R26) ----------------------------------------------------------------------------
def test_the_attack_dialog_takes_chinks_into_the_roll_and_a_miss_lands_nothing(qtbot):
    doc, aiko, brute = fight()
    dlg = AttackDialog(doc, brute, "torso", attacker=aiko)
    qtbot.addWidget(dlg)
    dlg.skill_spin.setValue(14)
    dlg.chinks_check.setChecked(True)
    dlg.roll_spin.setValue(10)
    res = dlg.result()
    assert res.effective_skill == 6 and not res.hit    # 14 − 8 (torso chinks) = 6; 10 > 6
    assert "chinks in armor" in dlg.modifiers_label.text()
    dlg.apply_button.click()
    assert dlg.sequence is None or dlg.sequence.current is None  # no hit to enter
    assert doc.encounter.log[-1].args["result"] == "miss"
    assert doc.encounter.combatants[brute].sheet.hp == 12


def test_the_attack_dialog_aims_at_the_wound_and_the_hit_entry_has_it(qtbot):
    doc, aiko, brute = fight()
    dlg = AttackDialog(doc, brute, "arm_right", attacker=aiko)
    qtbot.addWidget(dlg)
    dlg.skill_spin.setValue(14)
    dlg.wound_check.setChecked(True)
    dlg.roll_spin.setValue(5)
    assert dlg.result().effective_skill == 5           # 14 − 2 (arm) − 7 (the Wound) = 5
    dlg.defense_check.setChecked(False)
    dlg.apply_button.click()
    hit = dlg.sequence.current
    qtbot.addWidget(hit)
    assert hit.wound_check.isChecked() and not hit.wound_check.isEnabled()
    assert not hit.chinks_check.isChecked()
    hit.damage_edit.setText("2")
    hit.apply_button.click()
    # 2 cr ×1 on the arm, ×1.5 for the Wound: 3 injury, HP 12 → 9, one undo step
    assert doc.encounter.combatants[brute].sheet.hp == 9
    doc.undo_stack.undo()
    assert doc.encounter.combatants[brute].sheet.hp == 12


# -- D4 (M): All-Out Attack (Strong) in the hit preview and the odds ---------------------------
def _strong_hit_entry(qtbot, doc, aiko, brute):
    mo.set_maneuver(doc.encounter, aiko, "all_out_attack", "strong")
    dlg = AttackDialog(doc, brute, "torso", attacker=aiko)
    qtbot.addWidget(dlg)
    dlg.skill_spin.setValue(13)
    dlg.roll_spin.setValue(10)
    dlg.defense_check.setChecked(False)
    dlg.apply_button.click()
    hit = dlg.sequence.current
    qtbot.addWidget(hit)
    return dlg, hit  # the attack dialog keeps the sequence that commits the hit


def test_the_strong_hit_previews_what_apply_lands(qtbot):
    doc, aiko, brute = fight()
    _attack, hit = _strong_hit_entry(qtbot, doc, aiko, brute)
    hit.damage_edit.setText("6")
    # 6 + 2 (Strong, a typed number: +2) = 8 cr to the torso, DR 0: HP 12 → 4 (showed 6)
    assert hit.preview_outcome().hp_after == 4
    assert "<b>4</b>" in hit.summary_label.text()
    hit.apply_button.click()
    assert doc.encounter.combatants[brute].sheet.hp == 4


def test_the_strong_hit_previews_rolled_dice_with_a_die_each(qtbot):
    doc, aiko, brute = fight()
    _attack, hit = _strong_hit_entry(qtbot, doc, aiko, brute)
    hit.damage_edit.setText("3d")
    req = hit._odds_request()
    assert (req.damage, req.bonus) == ("3d", 3)      # the odds: +1 a die (3) beats +2
    hit.roll_damage()
    rolled = sum(hit._rolled.faces)
    # 3 dice: +3; cr ×1, DR 0
    assert hit.preview_outcome().hp_after == 12 - (rolled + 3)
    hit.apply_button.click()
    assert doc.encounter.combatants[brute].sheet.hp == 12 - (rolled + 3)


def test_a_hit_without_strong_keeps_its_damage(qtbot):
    doc, aiko, brute = fight()
    dlg = AttackDialog(doc, brute, "torso", attacker=aiko)
    qtbot.addWidget(dlg)
    dlg.skill_spin.setValue(13)
    dlg.roll_spin.setValue(10)
    dlg.defense_check.setChecked(False)
    dlg.apply_button.click()
    hit = dlg.sequence.current
    qtbot.addWidget(hit)
    hit.damage_edit.setText("3d")
    assert (hit._odds_request().damage, hit._odds_request().bonus) == ("3d", 0)


# -- m2 (M): the sheet and the party's write-back say that a posture is kept ---------------------
def test_the_stats_dialog_says_a_posture_is_kept(qtbot):
    from tracker.rulesets.gurps.kit.combatant_dialog import CombatantDialog

    doc, aiko, brute = fight()
    mo.set_posture(doc.encounter, brute, "kneeling")
    dlg = CombatantDialog.for_edit(doc, brute)
    qtbot.addWidget(dlg)
    assert "Brute is kneeling: the posture is kept" in dlg.note_label.text()
    standing = CombatantDialog.for_edit(doc, aiko)
    qtbot.addWidget(standing)
    assert "posture" not in standing.note_label.text()


def test_a_strong_hit_of_a_weapon_counts_its_dice_for_typed_damage(qtbot):
    """W1 with M: typed damage of a weapon's Strong hit gets +1 a die of the weapon (as Apply
    does, operations._strong); the hit entry's preview and odds count the same."""
    from tracker.rulesets.gurps.kit.hit_dialog import HitDialog

    doc, _aiko, brute = fight()
    dlg = HitDialog(doc, brute, "torso")
    qtbot.addWidget(dlg)
    dlg.set_strong(True, weapon_dice=4)              # a 4d weapon
    dlg.damage_edit.setText("6")
    # 6 + 4 (a die of the weapon each: 4 > 2) = 10 cr to the torso, DR 0: HP 12 → 2
    assert dlg.preview_outcome().hp_after == 2
    assert dlg._odds_request().bonus == 4
