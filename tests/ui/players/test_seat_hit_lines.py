"""Every log line of a seat's action the GM applied says it came from that seat's device
(issue 41, ``contracts/seats.md``), the hit lines included: when a GURPS attack gets through,
its damage is entered in the hit dialog after the attack dialog (and the seat's Edit or Ask)
closed, and the attack, its defense and its hits are logged then, as one undo step."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from tests.ui.players.test_requests_dock import _has, _seat, shared  # noqa: F401
from tests.ui.players.test_seat_edit import _ask
from tracker.model import operations as ops
from tracker.rulesets.gurps.kit.attack_dialog import AttackDialog
from tracker.rulesets.gurps.kit.hit_dialog import HitDialog
from tracker.ui.log_text import render_entry


def _hp(enc, cid: str) -> int:
    return next(t for t in enc.ruleset.tracks(enc.combatants[cid]) if t.id == "hp").current


def _enter_damage(qtbot, attack: AttackDialog, damage: str) -> None:
    """The hit dialog the attack opened once its dialog closed: the GM enters the damage."""
    qtbot.waitUntil(lambda: attack.sequence is not None and attack.sequence.current is not None,
                    timeout=5000)
    hit = attack.sequence.current
    assert isinstance(hit, HitDialog)
    qtbot.addWidget(hit)
    qtbot.wait(50)  # the seat's Edit or Ask is over: its dialog closed before the hits
    hit.damage_edit.setText(damage)
    hit.apply_button.click()


def _lines_since(enc, count: int):
    return enc.log[count:]


def test_a_defense_edited_from_the_dock_that_fails_logs_the_hit_from_the_seat(
        shared, qtbot):  # noqa: F811
    window, phones = shared
    _dlg, phone = _seat(window, phones)
    enc = window.doc.encounter
    aiko = next(c.id for c in enc.ordered() if c.name == "Aiko")
    window.doc.run("next", ops.next_turn)                           # Brute's turn
    before, lines = window.doc.undo_stack.count(), len(enc.log)
    assert _ask(window, {"op": "attack", "attacker": "Brute", "target": "Aiko", "skill": 12,
                         "roll": 5, "location": "torso"})["pending"] == "defense"
    phone.wait(lambda v: v["prompt"] is not None)
    # Aiko dodges with a typed 15: Dodge 9 (Basic Speed 6 + 3), 15 > 9: the hit gets through
    assert phone.post({"id": "d1", "type": "defense", "kind": "dodge", "roll": 15})[0] == 202
    dock = window.requests_dock
    qtbot.waitUntil(lambda: dock.list.topLevelItemCount() == 1, timeout=10000)
    dock.edit_button.click()
    attack = window.dialog
    assert isinstance(attack, AttackDialog)
    defense = attack.defense_dialog
    assert defense.kind() == "dodge" and defense.through() == 1
    qtbot.mouseClick(defense.ok_button, Qt.MouseButton.LeftButton)
    _enter_damage(qtbot, attack, "5")
    # 5 crushing to the torso, DR 0: HP 12 − 5 = 7, in one undo step
    assert _hp(enc, aiko) == 7 and window.doc.undo_stack.count() == before + 1
    logged = _lines_since(enc, lines)
    assert [e.key for e in logged] == ["attack", "defense", "hit"]
    assert [e.args.get("via") for e in logged] == ["Aiko"] * 3
    assert render_entry(logged[-1], enc).endswith("(from Aiko's device)")
    qtbot.waitUntil(lambda: enc.log_via is None, timeout=5000)
    phone.wait(lambda v: _has(v, "d1", "accepted"))


def test_a_defense_asked_in_the_dialog_that_fails_logs_the_hit_from_the_seat(
        shared, qtbot):  # noqa: F811
    window, phones = shared
    _dlg, phone = _seat(window, phones)
    enc = window.doc.encounter
    aiko = next(c.id for c in enc.ordered() if c.name == "Aiko")
    window.doc.run("next", ops.next_turn)                           # Brute's turn
    window.select(aiko)
    window.act_attack.trigger()
    attack = window.dialog
    assert isinstance(attack, AttackDialog)
    attack.skill_spin.setValue(12)
    attack.roll_spin.setValue(5)                                    # 5 ≤ 12: a hit
    lines = len(enc.log)
    qtbot.mouseClick(attack.apply_button, Qt.MouseButton.LeftButton)
    defense = attack.defense_dialog
    defense.findChild(QPushButton, "askSeat").click()
    phone.wait(lambda v: v["prompt"] is not None)
    assert phone.post({"id": "d1", "type": "defense", "kind": "dodge", "roll": 15})[0] == 202
    qtbot.waitUntil(lambda: defense.roll_spin.value() == 15, timeout=10000)
    assert defense.through() == 1                                   # 15 > Dodge 9
    qtbot.mouseClick(defense.ok_button, Qt.MouseButton.LeftButton)
    _enter_damage(qtbot, attack, "4")
    assert _hp(enc, aiko) == 12 - 4
    logged = _lines_since(enc, lines)
    assert [e.key for e in logged] == ["attack", "defense", "hit"]
    assert [e.args.get("via") for e in logged] == ["Aiko"] * 3
    qtbot.waitUntil(lambda: enc.log_via is None, timeout=5000)
    phone.wait(lambda v: _has(v, "d1", "accepted"))


def test_a_seats_attack_edited_from_the_dock_that_hits_logs_the_hit_from_the_seat(
        shared, qtbot):  # noqa: F811
    window, phones = shared
    _dlg, phone = _seat(window, phones)
    enc = window.doc.encounter
    brute = next(c.id for c in enc.ordered() if c.name == "Brute")
    assert phone.post({"id": "a1", "type": "declare", "maneuver": "attack",
                       "attack": {"target": "Brute", "location": "torso"}})[0] == 202
    dock = window.requests_dock
    qtbot.waitUntil(lambda: dock.list.topLevelItemCount() == 1, timeout=10000)
    dock.edit_button.click()
    attack = window.dialog
    assert isinstance(attack, AttackDialog) and attack.cid == brute
    attack.skill_spin.setValue(12)
    attack.roll_spin.setValue(6)                                    # 6 ≤ 12: a hit
    attack.defense_check.setChecked(False)                          # Brute does not defend
    lines = len(enc.log)
    qtbot.mouseClick(attack.apply_button, Qt.MouseButton.LeftButton)
    _enter_damage(qtbot, attack, "6")
    assert _hp(enc, brute) == 14 - 6
    logged = _lines_since(enc, lines)
    assert [e.key for e in logged][:1] == ["attack"] and "hit" in [e.key for e in logged]
    assert all(e.args.get("via") == "Aiko" for e in logged)
    phone.wait(lambda v: _has(v, "a1", "accepted"))
    qtbot.waitUntil(lambda: enc.log_via is None, timeout=5000)
    # the GM's own attack after it is the GM's: no device named
    window.doc.run("next", ops.next_turn)
    window.select(brute)
    window.act_attack.trigger()
    own = window.dialog
    own.skill_spin.setValue(12)
    own.roll_spin.setValue(18)                                      # 18 always misses
    qtbot.mouseClick(own.apply_button, Qt.MouseButton.LeftButton)
    assert enc.log[-1].key == "attack" and "via" not in enc.log[-1].args
