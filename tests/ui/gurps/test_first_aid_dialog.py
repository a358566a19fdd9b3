"""W4 in the GM window: First Aid from a combatant's context menu stops its bleeding (B424)
as one undo step; without the bleeding module the dialog says so and OK stays off."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint

from tests.model.gurps.test_bleeding_and_knockback import table
from tests.model.gurps.test_weapons import ok
from tracker.model.dice import Dice
from tracker.rulesets.gurps.kit.first_aid_dialog import FirstAidDialog
from tracker.ui import i18n
from tracker.ui.document import EncounterDocument


@pytest.fixture(autouse=True)
def _english(qapp):
    i18n.install("en")
    yield


def test_first_aid_stops_the_bleeding_in_one_undo_step(qtbot):
    s = table()
    ok(s, {"op": "hit", "target": "Aiko", "location": "torso", "damage": 4, "type": "cut"})
    doc = EncounterDocument(s.enc)
    aiko = next(c for c in s.enc.combatants.values() if c.name == "Aiko")
    assert "gurps.bleeding" in aiko.ext and aiko.sheet.hp == 6  # 4 cut × 1.5 = 6 injury
    dlg = FirstAidDialog(doc, aiko.id, dice=Dice(1))
    qtbot.addWidget(dlg)
    assert not dlg.ok_button.isEnabled()  # no roll yet
    dlg.skill_spin.setValue(12)
    dlg.roll_spin.setValue(12)  # 12 ≤ 12: a success
    dlg.ok_button.click()
    assert "gurps.bleeding" not in aiko.ext and aiko.sheet.hp == 7  # bandaging: +1 HP
    assert doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    aiko = doc.encounter.combatants[aiko.id]  # undo restores the combatant as it was
    assert "gurps.bleeding" in aiko.ext and aiko.sheet.hp == 6


def test_without_the_module_the_dialog_says_so(qtbot):
    s = table(modules=[])
    doc = EncounterDocument(s.enc)
    cid = next(iter(s.enc.combatants))
    dlg = FirstAidDialog(doc, cid)
    qtbot.addWidget(dlg)
    dlg.roll_spin.setValue(10)
    assert not dlg.ok_button.isEnabled() and "not on" in dlg.message_label.text()


def test_the_context_menu_offers_first_aid(open_window):
    from tracker.rulesets.gurps.rules.demo import demo_encounter

    w = open_window(demo_encounter())
    cid = w.doc.encounter.order[0]
    w._combatant_menu(cid, QPoint(0, 0))
    texts = [a.text() for a in w.context_menu.actions()]
    w.context_menu.close()
    assert "First Aid…" in texts
