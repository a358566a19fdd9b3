"""W1 in the GM window: a GCS character's attack is choose the weapon, the target and the
location, roll — nothing typed that the file holds. The defense step offers the defender's
own weapons (its best parry first), repeated parries and Feverish Defense.

The characters come from tests/data/gcs (see tests/model/gurps/test_weapons.py): the
Watcher's Hook-Shaped Shortsword (Swung) skill 18, 1d+2 cut; the Orc Sergeant's Axe (Swung)
parry 13U, Shortsword parry 13, torso DR 4, HP 18."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.model.gurps.test_weapons import ok, table
from tracker.model.dice import Dice
from tracker.rulesets.gurps.kit.attack_dialog import AttackDialog
from tracker.rulesets.gurps.kit.hit_dialog import HitDialog
from tracker.ui import i18n
from tracker.ui.document import EncounterDocument


@pytest.fixture(autouse=True)
def _english(qapp):
    i18n.install("en")
    yield


def ids(enc) -> dict[str, str]:
    return {c.name: c.id for c in enc.combatants.values()}


def test_a_weapon_attack_with_nothing_typed(qtbot):
    s = table()
    doc = EncounterDocument(s.enc)
    who = ids(s.enc)
    dlg = AttackDialog(doc, who["Orc"], "torso", attacker=who["Watcher"], dice=Dice(3))
    qtbot.addWidget(dlg)
    # the first weapon with a skill is chosen: Hook-Shaped Shortsword (Swung), skill 18
    assert dlg.weapon().label == "Hook-Shaped Shortsword (Swung)"
    assert dlg.skill_spin.value() == 18 and dlg.melee_radio.isChecked()
    qtbot.mouseClick(dlg.roll_button, Qt.MouseButton.LeftButton)
    res = dlg.result()
    assert res.hit  # the dialog's dice (seed 3) roll a hit at skill 18
    qtbot.mouseClick(dlg.apply_button, Qt.MouseButton.LeftButton)
    dd = dlg.defense_dialog
    dd.kind_radios["parry"].setChecked(True)
    # the Orc's best parry: the axe, 13 (first of its 13s)
    assert dd.with_combo.currentData() == "Axe (Swung)" and dd.base_spin.value() == 13
    dd.roll_spin.setValue(18)  # the defense fails (17–18 always fail)
    qtbot.mouseClick(dd.ok_button, Qt.MouseButton.LeftButton)
    hit_dlg = dlg.sequence.current
    qtbot.addWidget(hit_dlg)
    # the weapon's damage, type and divisor, rolled at once
    assert hit_dlg.damage_edit.text() == "1d+2" and hit_dlg.type_combo.currentData() == "cut"
    qtbot.mouseClick(hit_dlg.apply_button, Qt.MouseButton.LeftButton)
    log = doc.encounter.log
    dice = [e for e in log if e.key == "dice"][-1]
    total = int(dice.args["faces"]) + 2  # 1d+2
    # cut ×1.5 on the torso after DR 4, rounded down (at least 1 when any penetrates)
    penetrating = max(0, total - 4)
    injury = max(1, penetrating * 3 // 2) if penetrating else 0
    assert doc.encounter.combatants[who["Orc"]].sheet.hp == 18 - injury
    assert doc.encounter.combatants[who["Orc"]].sheet.parries == {"Axe": 1}  # by weapon
    assert doc.undo_stack.count() == 1
    attack = [e for e in log if e.key == "attack"][-1]
    assert attack.explain[0].key == "tohit.weapon"


def test_the_second_parry_with_the_axe_is_minus_four_and_feverish_adds_two(qtbot):
    s = table()
    who = ids(s.enc)
    ok(s, {"op": "attack", "attacker": "Watcher", "target": "Orc", "weapon":
           "Hook-Shaped Shortsword", "roll": 10, "defense": {"kind": "parry", "roll": 12}})
    doc = EncounterDocument(s.enc)
    dlg = AttackDialog(doc, who["Orc"], "torso", attacker=who["Watcher"], dice=Dice(3))
    qtbot.addWidget(dlg)
    dlg.roll_spin.setValue(10)
    qtbot.mouseClick(dlg.apply_button, Qt.MouseButton.LeftButton)
    dd = dlg.defense_dialog
    dd.kind_radios["parry"].setChecked(True)
    dd.feverish_check.setChecked(True)
    # the best as it stands: the shortsword, fresh: 13 + 2 (Feverish) = 15
    assert dd.with_combo.currentData() == "Shortsword (Swung)"
    assert "<b>15</b>" in dd.effective_label.text()
    dd.with_combo.setCurrentIndex(dd.with_combo.findData("Axe (Swung)"))
    assert "<b>11</b>" in dd.effective_label.text()  # 13 − 4 (second parry) + 2


def test_a_weapon_roll_in_the_hit_entry_does_at_least_one(qtbot):
    from tracker.rulesets.gurps.rules.weapons import Weapon

    s = table()
    doc = EncounterDocument(s.enc)
    who = ids(s.enc)
    dlg = HitDialog(doc, who["Orc"], "torso")
    qtbot.addWidget(dlg)
    dlg.dice = Dice(2)
    teeth = Weapon(name="Sharp Teeth", usage="Bite", damage="1d-5", type="cut")  # Aberrant Head
    dlg.use_weapon(teeth)
    (face,) = dlg._rolled.faces
    # the seed rolls a 1: 1d−5 is −4, and below 1 counts as 1 (B378, cutting), as in the session
    assert face == 1 and dlg.hit().damage == 1 and dlg.hit().type == "cut"


def test_the_attack_dialog_odds_count_the_repeated_parry(qtbot):
    s = table()
    who = ids(s.enc)
    doc = EncounterDocument(s.enc)
    dlg = AttackDialog(doc, who["Orc"], "torso", attacker=who["Watcher"], dice=Dice(3))
    qtbot.addWidget(dlg)
    assert "Parry 13" in dlg.chance_label.text()  # the axe's 13, first parry
    for weapon in ("Axe (Swung)", "Shortsword (Swung)"):
        ok(s, {"op": "attack", "attacker": "Watcher", "target": "Orc", "out_of_turn": True,
               "weapon": "Hook-Shaped Shortsword", "roll": 10,
               "defense": {"kind": "parry", "with": weapon, "roll": 12}})
    dlg._update()
    # both of the Orc's parrying weapons have parried: each is at 13 − 4 = 9, the Block
    # (shield, 13) and Dodge (12, Orc_Sergeant.gcs) are better: the best is the Block 13
    assert "Parry 13" not in dlg.chance_label.text()
    assert "Block 13" in dlg.chance_label.text()


def test_the_demo_fight_shows_weapons_in_the_attack_dialog_at_once(qtbot):
    """The app starts with the demo: every combatant carries weapons (W1), so the first
    attack shows the Weapon list filled and a weapon's damage reaches the hit entry."""
    from tracker.rulesets.gurps.rules.demo import demo_encounter

    enc = demo_encounter()
    assert all(c.sheet.weapons for c in enc.combatants.values())
    doc = EncounterDocument(enc)
    doc.remembered[AttackDialog.DEFENSE_STEP] = False  # straight to the hit entry
    who = ids(enc)
    dlg = AttackDialog(doc, who["Dire wolf"], "torso", attacker=who["Aiko"], dice=Dice(3))
    qtbot.addWidget(dlg)
    # the list: "(none)" and Aiko's two Shortsword modes; the first with a skill is chosen
    assert dlg.weapon_combo.count() == 3
    assert dlg.weapon().label == "Shortsword (Swung)" and dlg.skill_spin.value() == 14
    dlg.roll_spin.setValue(10)  # 10 ≤ 14 (torso +0): a hit by 4
    dlg.apply_button.click()
    hit_dlg = dlg.sequence.current
    qtbot.addWidget(hit_dlg)
    assert hit_dlg.damage_edit.text() == "1d+1" and hit_dlg.type_combo.currentData() == "cut"
    # the centaur shoots with its bow: ranged, Bulk −7 from the sheet
    dlg = AttackDialog(doc, who["Bram"], "torso", attacker=who["Centaur archer"],
                       dice=Dice(3))
    qtbot.addWidget(dlg)
    assert dlg.weapon().label == "Composite Bow (Shoot)" and dlg.ranged_radio.isChecked()
    assert dlg.skill_spin.value() == 14
