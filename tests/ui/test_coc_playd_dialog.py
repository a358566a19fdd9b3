"""The GM window's CoC controls after a handgun's round-start fumble (C3, C12, R14): the Keeper
dock picks the gun up at the shooter's DEX (a free position), the attack dialog then refuses a
shot in that spent position with the reason, and offers the DEX÷2 shot (2 of 3) at its
value; closing in with the gun on the floor is refused in the window's language."""

from __future__ import annotations

import pytest

from tests.model.coc.test_table import ids, table
from tracker.model import operations as ops
from tracker.model.coc import operations as co
from tracker.model.coc.operations import AttackRequest
from tracker.ui.coc.attack_dialog import AttackDialog
from tracker.ui.coc.keeper_panel import KeeperPanel
from tracker.ui.document import EncounterDocument


@pytest.fixture
def doc(qapp):
    """A (PC, DEX 15), B (PC, DEX 12), C (cultist, DEX 13, revolver, 3 shots), D (club);
    order C@start, A, C, B, D, C@half."""
    enc, _h = table()
    return EncounterDocument(enc)


def _advance(doc: EncounterDocument, position: str) -> None:
    for _ in range(20):
        if doc.encounter.position == position:
            return
        doc.run("", ops.next_turn)
    raise AssertionError(f"never reached {position}")


def test_a_shooter_picks_up_at_his_dex_and_fires_at_dex_half(doc):
    enc = doc.encounter
    n = ids(enc)
    c = enc.combatants[n["C"]]
    failed: list[str] = []
    doc.failed.connect(failed.append)
    doc.run("", co.attack, AttackRequest(n["C"], n["A"], "w0", roll=99))    # fumble at start
    assert c.has("weapon_dropped")
    _advance(doc, n["C"])
    panel = KeeperPanel(doc)
    panel.show_combatant(n["C"])
    assert not panel.buttons["close_in"].isEnabled()     # C3: not with the gun on the floor
    doc.run("", co.close_in, n["C"], n["A"])
    assert failed == ["C dropped the weapon (C3): bare hands only."]
    assert not c.has("closed_in")
    assert panel.buttons["pick_up"].isEnabled()
    panel.buttons["pick_up"].click()
    assert len(failed) == 1 and not panel.buttons["pick_up"].isEnabled()
    assert panel.buttons["close_in"].isEnabled()
    assert not c.has("weapon_dropped")
    dlg = AttackDialog(doc, n["A"], n["C"])
    dlg.weapon_combo.setCurrentIndex(dlg.weapon_combo.findData("w0"))
    dlg.roll_spin.setValue(30)
    assert dlg.outcome is None and not dlg.apply_button.isEnabled()
    assert dlg.message_label.text() == ("C has already picked up the weapon at this turn-order "
                                        "position: its action is spent (R14).")
    _advance(doc, f"{n['C']}@half")
    dlg = AttackDialog(doc, n["A"], n["C"])
    dlg.weapon_combo.setCurrentIndex(dlg.weapon_combo.findData("w0"))
    dlg.roll_spin.setValue(1)
    assert dlg.outcome is not None and dlg.apply_button.isEnabled()
    skill = c.sheet.skill("handgun")
    assert dlg.outcome.value == skill and dlg.value_label.text() == f"against {skill}%"
    assert any(x.key == "coc.gun.shot_n" and x.args == {"n": 2, "max": 3}
               for x in dlg.outcome.attack_lines)
