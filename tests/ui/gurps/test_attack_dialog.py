"""The attack roll in the GM window (issue #12): modifiers shown as they change, the roll or
the GM's roll, a miss logged, a hit opening the hit dialog where it landed (the torso after a
miss by one), a burst entered hit by hit and undone in one step, the V1 option, the log in
both languages, and keyboard mnemonics without clashes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from tests.ui.keyboard.test_mnemonics import MNEMONIC, clashes
from tracker.model import operations as ops
from tracker.model.dice import Dice
from tracker.rulesets.gurps.kit.attack_dialog import AttackDialog
from tracker.rulesets.gurps.kit.hit_dialog import HitDialog
from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.rulesets.gurps.rules.modules import ranged
from tracker.ui import i18n
from tracker.ui.document import EncounterDocument
from tracker.ui.log_text import render_entry, render_explain

AIKO, BRAM, WOLF = "c1", "c2", "c3"


@pytest.fixture(autouse=True)
def _english_and_fresh_memory(qapp):
    i18n.install("en")
    yield
    i18n.install("en")


def vampire_hunter_demo():
    """The demo with the vampire-hunter ranged module on (V1 applies)."""
    enc = demo_encounter()
    ops.set_modules(enc, {ranged.ID: {}})
    return enc


@pytest.fixture
def doc(qtbot):
    doc = EncounterDocument(vampire_hunter_demo())
    doc.remembered[AttackDialog.DEFENSE_STEP] = False  # the defense step: tests/ui/gurps/test_exchange.py
    return doc


def dialog(qtbot, doc, target=WOLF, location=None, weapon=False, **kw) -> AttackDialog:
    """The attack dialog; without ``weapon`` the GM types the skill and the damage (the
    demo's combatants carry weapons: tests/ui/gurps/test_weapon_attack_dialog.py)."""
    dlg = AttackDialog(doc, target, location, dice=Dice(3), **kw)
    qtbot.addWidget(dlg)
    if not weapon:
        dlg.weapon_combo.setCurrentIndex(0)  # "(none: type the skill)"
    return dlg


@pytest.fixture
def window(open_window):
    win = open_window(demo_encounter())
    win.doc.remembered[AttackDialog.DEFENSE_STEP] = False  # as the doc fixture's
    return win


def test_defaults_come_from_the_turn_and_the_remembered_skill(qtbot, doc):
    doc.encounter.combatants[BRAM].sheet.weapon_skill = 15
    dlg = dialog(qtbot, doc, weapon=True)
    assert dlg.attacker_id() == AIKO  # whose turn it is
    # the demo's first weapon with a skill: Aiko's Shortsword (Swung), skill 14
    assert dlg.weapon().label == "Shortsword (Swung)" and dlg.skill_spin.value() == 14
    dlg.weapon_combo.setCurrentIndex(0)  # no weapon: the skill stays what it was
    assert dlg.skill_spin.value() == 14
    dlg.attacker_combo.setCurrentIndex(dlg.attacker_combo.findData(BRAM))
    # Bram's Axe (Swung), skill 13, over the remembered 15
    assert dlg.weapon().label == "Axe (Swung)" and dlg.skill_spin.value() == 13
    dlg.weapon_combo.setCurrentIndex(0)
    dlg.skill_spin.setValue(15)
    assert dlg.location_combo.currentData() == "torso"
    assert "(15 +0)" in dlg.effective_label.text()  # a zero modifier keeps its sign
    assert not dlg.apply_button.isEnabled()  # no roll yet
    # the current combatant as the target: someone else attacks
    assert dialog(qtbot, doc, target=AIKO).attacker_id() != AIKO


def test_each_modifier_and_the_effective_skill_are_shown(qtbot, doc):
    dlg = dialog(qtbot, doc, location="vitals")
    dlg.skill_spin.setValue(14)
    dlg.ranged_radio.setChecked(True)
    dlg.range_spin.setValue(25)
    dlg.elevation_spin.setValue(16)
    dlg.situation_checks["light_cover"].setChecked(True)
    dlg.shots_spin.setValue(10)
    dlg.other_spin.setValue(-1)
    text = dlg.modifiers_label.text()
    for words in ("Vitals", "-3", "Behind light cover", "-2", "rapid fire", "+2",
                  "GM's modifier", "-1"):
        assert words in text, words
    assert "range" not in text  # 25 m shot from 16 m above: near, no modifier
    assert "<b>10</b>" in dlg.effective_label.text()  # 14 - 3 - 2 + 2 - 1
    assert "-2" in dlg.defense_label.text()  # the defender's active defense from elevation
    trace = dlg.explain_view.toPlainText()
    assert "[V1] Shooting down from 16 m above" in trace and "[V3]" in trace
    dlg.melee_radio.setChecked(True)  # melee: no V1, no defense line, no V3 (issue #24)
    assert not dlg.ranged_box.isEnabled() and not dlg.situation_box.isEnabled()
    assert dlg.defense_label.text() == "" and "<b>12</b>" in dlg.effective_label.text()
    assert "light cover" not in dlg.modifiers_label.text()


def test_only_the_head_shows_aims_at_the_head_once(qtbot, doc):
    """Issue #24 item 8: skull −7 only (not −12); the torso cannot be chosen meanwhile."""
    dlg = dialog(qtbot, doc, location="torso")
    dlg.skill_spin.setValue(14)
    dlg.ranged_radio.setChecked(True)
    dlg.range_spin.setValue(5)
    dlg.situation_checks["head_only"].setChecked(True)
    assert dlg.location_combo.currentData() == "skull"
    assert "<b>7</b>" in dlg.effective_label.text()  # 14 − 7
    torso = dlg.location_combo.findData("torso")
    assert not dlg.location_combo.model().item(torso).isEnabled()
    face = dlg.location_combo.findData("face")
    assert dlg.location_combo.model().item(face).isEnabled()
    dlg.location_combo.setCurrentIndex(face)
    assert "<b>9</b>" in dlg.effective_label.text()  # 14 − 5
    dlg.situation_checks["head_only"].setChecked(False)
    assert dlg.location_combo.model().item(torso).isEnabled()


def test_rapid_fire_asks_for_recoil(qtbot, doc):
    """Issue #24 item 9: no silent "1 of 9 shots hit"."""
    dlg = dialog(qtbot, doc)
    dlg.ranged_radio.setChecked(True)
    dlg.shots_spin.setValue(9)
    dlg.roll_spin.setValue(5)
    assert not dlg.apply_button.isEnabled()
    assert "Recoil" in dlg.message_label.text()
    dlg.recoil_spin.setValue(2)
    assert dlg.apply_button.isEnabled() and dlg.message_label.text() == ""
    assert dlg.result().hits > 1


def test_roll_button_and_the_gms_roll(qtbot, doc):
    dlg = dialog(qtbot, doc)
    rolled = dlg.roll()
    assert 3 <= rolled <= 18 and dlg.roll_spin.value() == rolled
    assert dlg.result() is not None and dlg.result().roll == rolled
    dlg.roll_spin.setValue(18)
    assert dlg.result().critical == "miss"
    assert "Critical miss" in dlg.result_label.text()
    assert dlg.apply_button.isEnabled() and dlg.apply_button.text() == "&Apply"
    dlg.roll_spin.setValue(3)
    assert "Critical hit" in dlg.result_label.text()
    assert "enter the hit" in dlg.apply_button.text()


def test_a_miss_is_logged_once_and_remembers_the_skill(qtbot, doc):
    dlg = dialog(qtbot, doc, location="skull")
    dlg.skill_spin.setValue(12)
    dlg.roll_spin.setValue(10)  # 12 - 7 = 5: miss by 5
    dlg.apply_button.click()
    assert dlg.result() is not None and dlg.sequence is None
    assert doc.undo_stack.count() == 1
    entry = doc.encounter.log[-1]
    assert entry.key == "attack" and entry.args["result"] == "miss"
    assert doc.encounter.combatants[AIKO].sheet.weapon_skill == 12
    assert render_entry(entry, doc.encounter) == (
        "Aiko attacks Dire wolf (Skull): 3d 10 vs 5 (skill 12 -7) — miss.")
    doc.undo_stack.undo()
    assert doc.encounter.combatants[AIKO].sheet.weapon_skill is None


def test_a_miss_by_one_opens_the_hit_dialog_on_the_torso(qtbot, doc):
    dlg = dialog(qtbot, doc, location="skull")
    dlg.skill_spin.setValue(14)
    dlg.roll_spin.setValue(8)  # 14 - 7 = 7: missed by exactly 1
    assert "torso" in dlg.result_label.text()
    dlg.apply_button.click()
    hit_dlg = dlg.sequence.current
    assert isinstance(hit_dlg, HitDialog)
    qtbot.addWidget(hit_dlg)
    assert hit_dlg.location_combo.currentData() == "torso"
    hit_dlg.damage_edit.setText("6")
    hit_dlg.apply_button.click()
    keys = [e.key for e in doc.encounter.log[-2:]]
    assert keys == ["attack", "hit"] and doc.encounter.log[-2].args["result"] == "torso"
    assert doc.encounter.combatants[WOLF].sheet.hp == 14 - 5
    assert doc.undo_stack.count() == 1


def test_cancelling_the_hit_entry_still_logs_the_roll(qtbot, doc):
    dlg = dialog(qtbot, doc)
    dlg.roll_spin.setValue(5)
    dlg.apply_button.click()
    qtbot.addWidget(dlg.sequence.current)
    dlg.sequence.current.reject()
    assert doc.encounter.log[-1].key == "attack" and doc.undo_stack.count() == 1
    assert doc.encounter.combatants[WOLF].sheet.hp == 14


def test_each_hit_of_a_burst_previews_the_target_as_the_earlier_hits_left_it(qtbot, doc):
    dlg = dialog(qtbot, doc)
    dlg.skill_spin.setValue(18)
    dlg.shots_spin.setValue(3)
    dlg.recoil_spin.setValue(1)
    dlg.roll_spin.setValue(8)  # margin 10: all 3 shots hit
    assert dlg.result().hits == 3
    dlg.apply_button.click()
    seq = dlg.sequence
    for n in range(3):
        hit_dlg = seq.current
        qtbot.addWidget(hit_dlg)
        assert hit_dlg.windowTitle() == f"Hit {n + 1} of 3 on Dire wolf"
        assert f"HP {14 - 4 * n}/14" in hit_dlg.header_label.text()
        hit_dlg.damage_edit.setText("5")
        hit_dlg.apply_button.click()
    assert seq.done and seq.current is None
    assert doc.encounter.combatants[WOLF].sheet.hp == 2


def test_window_burst_of_ten_is_one_undo_step(qtbot, window):
    doc = window.doc
    before = doc.encounter.to_dict()
    window.select(WOLF)
    assert window.act_attack.isEnabled()
    window.act_attack.trigger()
    dlg = window.dialog
    assert isinstance(dlg, AttackDialog) and dlg.cid == WOLF
    dlg.weapon_combo.setCurrentIndex(0)  # no weapon: a typed burst
    dlg.ranged_radio.setChecked(True)
    dlg.range_spin.setValue(8)
    dlg.skill_spin.setValue(17)
    dlg.shots_spin.setValue(10)
    dlg.recoil_spin.setValue(1)
    qtbot.mouseClick(dlg.roll_button, Qt.MouseButton.LeftButton)  # the dialog's own dice
    # ...then the GM's roll: eff 17 + 2 (rapid fire) − 4 (W3: 8 m is the 10 yd line) = 15:
    # 5 is a critical hit
    dlg.roll_spin.setValue(5)
    res = dlg.result()
    assert res.critical == "hit" and res.hits == 10
    qtbot.mouseClick(dlg.apply_button, Qt.MouseButton.LeftButton)
    seq = dlg.sequence
    entered = 0
    while not seq.done:
        hit_dlg = seq.current
        assert isinstance(hit_dlg, HitDialog) and hit_dlg.isVisible()
        hit_dlg.damage_edit.setText("2")
        qtbot.mouseClick(hit_dlg.apply_button, Qt.MouseButton.LeftButton)
        entered += 1
    assert entered == 10
    wolf = doc.encounter.combatants[WOLF]
    assert wolf.sheet.hp == 14 - 10  # DR 1: 1 injury per hit
    assert doc.undo_stack.count() == 1
    new = doc.encounter.log[len(before["log"]):]
    assert [e.key for e in new].count("hit") == 10 and new[0].key == "attack_burst"
    assert "10 hit(s)" in render_entry(new[0], doc.encounter)
    assert any(line.startswith("[B348]") for line in render_explain(new[0], doc.encounter))
    window.act_undo.trigger()
    assert doc.encounter.to_dict() == before
    window.act_redo.trigger()
    assert doc.encounter.combatants[WOLF].sheet.hp == 4


def test_clicking_a_part_still_skips_the_attack_roll(qtbot, window):
    window.select(WOLF)
    sil = window.cards.cards[WOLF].silhouette
    qtbot.mouseClick(sil, Qt.MouseButton.LeftButton, pos=sil.location_center("torso").toPoint())
    assert isinstance(window.dialog, HitDialog)


def test_the_v1_option_toggles_undoably_and_changes_the_modifiers(qtbot, doc):
    dlg = dialog(qtbot, doc)
    dlg.ranged_radio.setChecked(True)
    dlg.range_spin.setValue(150)
    assert dlg.option_check.isChecked()
    assert "very far" in dlg.modifiers_label.text()
    dlg.option_check.setChecked(False)
    assert ranged.simplified_ranged(doc.encounter) is False
    assert doc.encounter.modules[ranged.ID]["options"] == {"simplified_ranged": False}
    assert "very far" not in dlg.modifiers_label.text()
    # W3: B550's table instead: 150 m is the 150 yd line, −11; the size letters are off
    assert "speed and range (B550)" in dlg.modifiers_label.text()
    assert "−11" in dlg.modifiers_label.text() or "-11" in dlg.modifiers_label.text()
    assert dlg.range_spin.isEnabled() and not dlg.size_combo.isEnabled()
    assert "Option" in doc.undo_stack.text(0)
    entry = doc.encounter.log[-1]
    assert render_entry(entry, doc.encounter) == "Option Simplified ranged modifiers (V1): off."
    doc.undo_stack.undo()
    assert dlg.option_check.isChecked() and "very far" in dlg.modifiers_label.text()


def test_log_lines_in_japanese(qtbot, doc):
    dlg = dialog(qtbot, doc, location="skull")
    dlg.skill_spin.setValue(12)
    dlg.roll_spin.setValue(17)
    dlg.apply_button.click()
    entry = doc.encounter.log[-1]
    assert i18n.install("ja")
    text = render_entry(entry, doc.encounter)
    assert "致命的失敗" in text and "頭蓋骨" in text and "有効技能値5" in text
    explain = render_explain(entry, doc.encounter)
    assert "[B348] 有効技能値5に対して出目17は致命的失敗。" in explain
    assert any(line.startswith("[G1] 頭蓋骨を狙う") for line in explain)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("mode", ["melee", "ranged"])
def test_no_mnemonic_clashes(qtbot, doc, lang, mode):
    assert i18n.install(lang)
    dlg = dialog(qtbot, doc)
    if mode == "ranged":
        dlg.ranged_radio.setChecked(True)
    dlg.roll_spin.setValue(4)
    dlg.show()
    assert sum(bool(MNEMONIC.search(w.text())) for w in dlg.findChildren(QLabel)) >= 10
    assert clashes(dlg) == {}


def test_the_window_action_has_its_own_key(window):
    assert window.act_attack.shortcut().toString() == "Ctrl+R"
    assert window.act_attack in window.menuBar().actions()[2].menu().actions()
    window.select(None)
    assert not window.act_attack.isEnabled()
