"""Issue 29 in the CoC attack dialog: the counterattack offered after a critical dodge (C4,
R18), no app roll shown before the declarations that precede it (C7, R20), and no stale
labels after a pasted attack line. Numbers from the demo's sheets (tracker.rulesets.coc.rules.demo):
the cultist (c4) HP (11 + 12) / 2 = 12 rounded up, knife 40, 1d4+2, DB none (12 + 12 =
24); 白石/Ruth (c3) dodge 35, scalpel (knife 40) 1d4, DB none (10 + 12 = 22); 黒田/Tom (c2)
fist 70, martial arts 45, DB +1d4 (16 + 15 = 31)."""

from __future__ import annotations

from tests.ui.docks.test_roll_line import paste_into
from tracker.model import operations as ops
from tracker.model.dice import Dice
from tracker.rulesets.coc.kit.attack_dialog import AttackDialog
from tracker.rulesets.coc.rules.actions.attack import attack
from tracker.rulesets.coc.rules.actions.attack_plan import preview_attack
from tracker.rulesets.coc.rules.actions.attack_request import AttackRequest, Defense
from tracker.rulesets.coc.rules.actions.counter import counter_refusal
from tracker.rulesets.coc.rules.actions.damage import Damage
from tracker.rulesets.coc.rules.demo import demo_encounter
from tracker.ui.document import EncounterDocument


def _dialog(qtbot, doc, target, attacker, weapon):
    dlg = AttackDialog(doc, target, attacker, dice=Dice(3))
    qtbot.addWidget(dlg)
    dlg.weapon_combo.setCurrentIndex(dlg.weapon_combo.findData(weapon))
    return dlg


# -- item 9: C4, R18 -----------------------------------------------------------------------------
def test_the_dialog_offers_the_counterattack_right_after_a_critical_dodge(qtbot):
    doc = EncounterDocument(demo_encounter())
    enc = doc.encounter
    dlg = _dialog(qtbot, doc, "c3", "c4", "w1")                       # the cultist's knife
    assert not dlg.counter_check.isEnabled() and dlg.counter_button.isHidden()
    dlg.roll_spin.setValue(30)                                       # 30 ≤ 40: a hit
    dlg.def_dodge.setChecked(True)
    dlg.def_roll_spin.setValue(2)                                    # 2 ≤ 5: critical dodge
    dlg.damage_edit.setText("3")
    assert dlg.apply()
    assert dlg.result() == 0 and not dlg.counter_button.isHidden()   # still open: offered
    assert "R18" in dlg.message_label.text() and not dlg.apply_button.isEnabled()
    # the preview still shows the attack applied (the first dodge, 35 %), and edits to it
    # cannot apply it a second time
    assert "Dodge: d100 2 against 35% → critical" in dlg.summary_label.text()
    dlg.roll_spin.setValue(31)
    assert not dlg.apply_button.isEnabled() and not dlg.apply()
    dlg.counter_button.click()
    assert (dlg.attacker_combo.currentData(), dlg.target_combo.currentData()) == ("c3", "c4")
    assert dlg.counter_check.isChecked() and dlg.counter_check.isEnabled()
    assert dlg.weapon_combo.currentData() == "w0" and dlg.roll_spin.roll() is None
    dlg.roll_spin.setValue(20)                                       # 20 ≤ 40: a hit
    dlg.damage_edit.setText("3")                                     # 1d4 = 3, no DB
    assert dlg.outcome is not None and dlg.outcome.damage == {"c4": 3}
    assert dlg.apply() and dlg.result() == dlg.DialogCode.Accepted
    assert enc.get("c4").sheet.hp == 12 - 3
    assert [e.key for e in enc.log][-2:] == ["coc.counter", "coc.damage"]
    assert "c3" not in enc.state["round"]["acted"]                   # outside the turn order
    doc.undo_stack.undo()                                            # one undo step
    assert enc.get("c4").sheet.hp == 12
    assert counter_refusal(enc, "c3", "c4") is None


def test_the_counter_box_is_only_for_the_dodger_against_that_attacker(qtbot):
    doc = EncounterDocument(demo_encounter())
    doc.run("", attack, AttackRequest("c4", "c3", "w1", roll=30, w_faces=(1,),
                                      defense=Defense("dodge", 2)))
    dlg = _dialog(qtbot, doc, "c4", "c3", "w0")
    assert dlg.counter_check.isEnabled()
    dlg.attacker_combo.setCurrentIndex(dlg.attacker_combo.findData("c2"))  # not the dodger
    assert not dlg.counter_check.isEnabled() and not dlg.counter_check.isChecked()
    assert "R18" in dlg.counter_check.toolTip()


# -- item 10: C7, R20 ----------------------------------------------------------------------------
def test_no_app_roll_is_shown_before_the_roll_is_in_its_field(qtbot):
    """The knife cannot knock out, yet its preview showed the app's d100 ("failure (d100 64
    …)") with the field at "—": switching to a fist, the keeper could declare a knockout
    after seeing it."""
    doc = EncounterDocument(demo_encounter())
    dlg = _dialog(qtbot, doc, "c2", "c4", "w1")
    app_roll = preview_attack(doc.encounter, dlg.request).attack.roll
    assert dlg.roll_spin.roll() is None and dlg.apply_button.isEnabled()
    assert f"d100 {app_roll} " not in dlg.summary_label.text() and "R20" in dlg.summary_label.text()
    assert dlg.explain_view.toPlainText() == ""
    assert dlg.formula_label.text() == "Damage: known once the d100 is rolled"
    assert not dlg.damage_button.isEnabled()
    dlg.damage_edit.setText("3")                                     # damage before the roll
    assert dlg.outcome is None and "R20" in dlg.message_label.text()
    dlg.damage_edit.clear()
    dlg.roll_spin.setValue(30)                                       # now it shows
    assert "(d100 30 against 40%)" in dlg.summary_label.text()
    assert dlg.formula_label.text() == "Formula: 1d4+2"


def test_declarations_are_fixed_once_the_roll_is_in_its_field(qtbot):
    """Tom's fist may combine martial arts 45 and declare a knockout (C7, C11); with the
    d100 typed, neither (nor a technique or surprise) can change; cleared, they can."""
    doc = EncounterDocument(demo_encounter())
    dlg = _dialog(qtbot, doc, "c4", "c2", "fist")
    assert dlg.combine_combo.isEnabled() and dlg.knockout_check.isEnabled()
    assert dlg.surprise_check.isEnabled()
    dlg.roll_spin.setValue(30)
    assert not dlg.combine_combo.isEnabled() and not dlg.knockout_check.isEnabled()
    assert not dlg.surprise_check.isEnabled() and not dlg.hands_check.isEnabled()
    assert "R20" in dlg.combine_combo.toolTip()
    dlg.roll_spin.setValue(0)
    assert dlg.combine_combo.isEnabled() and dlg.surprise_check.isEnabled()


# -- item 12: labels after a paste ---------------------------------------------------------------
def test_a_pasted_line_of_the_target_turns_the_attack_round(qtbot, japanese):
    """教団員 (the cultist) attacks 黒田 with the knife, 3 typed: critical, 2d4+4 (R2) against
    40 %. 黒田's own CCB line is pasted: he becomes the attacker, the cultist the target,
    and the labels follow: fist 70, 23 (> 70 / 5 = 14): a success, 1d3+1d4."""
    doc = EncounterDocument(demo_encounter(lang="ja"))
    dlg = _dialog(qtbot, doc, "c2", "c4", "w1")
    dlg.roll_spin.setValue(3)
    assert "40" in dlg.value_label.text() and "2d4+4" in dlg.formula_label.text()
    paste_into(dlg.roll_spin, "黒田 剛 : CCB<=70 【こぶし】 (1D100<=70) ＞ 23 ＞ 成功")
    qtbot.waitUntil(lambda: dlg.attacker_combo.currentData() == "c2")
    assert dlg.target_combo.currentData() == "c4" and dlg.weapon_combo.currentData() == "fist"
    assert dlg.roll_spin.value() == 23
    assert "70" in dlg.value_label.text() and "40" not in dlg.value_label.text()
    assert "1d3+1d4" in dlg.formula_label.text()


def test_labels_are_cleared_when_the_pasted_attacker_cannot_attack(qtbot, japanese):
    """朝倉 is at HP 0 (unconscious, C8): her pasted line picks her, the attack is refused,
    and neither the knife's 40 % nor its formula stays on screen."""
    doc = EncounterDocument(demo_encounter(lang="ja"))
    doc.run("", ops.apply_hit, "c1", Damage(11))                     # HP 12 − 11 = 1
    dlg = _dialog(qtbot, doc, "c2", "c4", "w1")
    dlg.roll_spin.setValue(3)
    assert "40" in dlg.value_label.text()
    paste_into(dlg.roll_spin, "朝倉 美咲 : CCB<=45 【.32リボルバー】 (1D100<=45) ＞ 23 ＞ 成功")
    qtbot.waitUntil(lambda: dlg.attacker_combo.currentData() == "c1")
    assert dlg.outcome is None and dlg.message_label.text()
    assert dlg.value_label.text() == "" and dlg.formula_label.text() == ""
