"""The GURPS exchange at the table (issue 22): the chance to hit before the attack roll, the
defense step after it."""

from __future__ import annotations

import pytest

from tracker.model.dice import Dice
from tracker.model.gurps.demo import demo_encounter
from tracker.ui import i18n
from tracker.ui.document import EncounterDocument
from tracker.ui.gurps.attack_dialog import AttackDialog
from tracker.ui.gurps.hit_dialog import HitDialog

AIKO, BRAM, WOLF = "c1", "c2", "c3"


@pytest.fixture(autouse=True)
def _english(qapp):
    i18n.install("en")
    AttackDialog.last_ranged = False
    HitDialog.last_type, HitDialog.last_divisor = "cr", "1"
    yield
    AttackDialog.last_ranged = False
    HitDialog.last_type, HitDialog.last_divisor = "cr", "1"


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
    from tracker.ui.gurps.combatant_dialog import CombatantDialog

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
