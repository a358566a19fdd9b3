"""Edit in the Players' requests dock (``contracts/seats.md``) for a seat's defense (the usual
defense entry of the attack the GM asked about, filled with the player's choice) and for the
Call of Cthulhu declarations besides an attack (get up, close in, first aid: their entries
filled in). OK there runs the operation as one undo step, logged from the seat's device."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from tests.seats.seat_http import Phone
from tests.ui.players.test_requests_dock import _has, _seat, free_port, shared  # noqa: F401
from tracker.model import operations as ops
from tracker.model.session import Session


def _ask(window, request: dict) -> dict:
    """The model's ``attack`` asking the defender's seat, run on the window's encounter and
    book as the window runs Accept (:meth:`WindowSeats.accept`)."""
    session = Session(window.doc.encounter)
    session.seats = window.seats.book
    answer, ok = session.answer({**request, "defense": {"ask": True}})
    assert ok, answer
    window.seats.publish()
    return answer


def _hp(enc, cid: str) -> int:
    return next(t for t in enc.ruleset.tracks(enc.combatants[cid]) if t.id == "hp").current


def test_edit_a_gurps_defense_opens_the_defense_step_filled_in(shared, qtbot):  # noqa: F811
    from tracker.rulesets.gurps.kit.attack_dialog import AttackDialog

    window, phones = shared
    _dlg, phone = _seat(window, phones)
    enc = window.doc.encounter
    aiko = next(c.id for c in enc.ordered() if c.name == "Aiko")
    window.doc.run("next", ops.next_turn)                          # Brute's turn
    before = window.doc.undo_stack.count()
    # Brute's 3d 5 against skill 12 hits: Aiko's phone is asked
    assert _ask(window, {"op": "attack", "attacker": "Brute", "target": "Aiko", "skill": 12,
                         "roll": 5, "location": "torso"})["pending"] == "defense"
    phone.wait(lambda v: v["prompt"] is not None)
    assert phone.post({"id": "d1", "type": "defense", "kind": "dodge", "retreat": True,
                       "roll": 11})[0] == 202
    dock = window.requests_dock
    qtbot.waitUntil(lambda: dock.list.topLevelItemCount() == 1, timeout=10000)
    assert dock.edit_button.isEnabled()
    dock.edit_button.click()
    attack = window.dialog
    assert isinstance(attack, AttackDialog) and attack.cid == aiko
    assert attack.roll_spin.value() == 5 and attack.skill_spin.value() == 12  # as asked
    assert attack.attacker_combo.currentText() == "Brute"
    defense = attack.defense_dialog
    assert defense is not None and defense.kind() == "dodge"
    assert defense.retreat_check.isChecked() and defense.roll_spin.value() == 11
    assert window.doc.undo_stack.count() == before                  # nothing applied yet
    # B: Dodge = Basic Speed 6 + 3 = 9; retreat +3 = 12; 11 ≤ 12 stops the hit
    qtbot.mouseClick(defense.ok_button, Qt.MouseButton.LeftButton)
    assert window.doc.undo_stack.count() == before + 1              # one undo step
    logged = next(e for e in reversed(enc.log) if e.key == "attack")
    assert logged.args["roll"] == 5 and logged.args.get("via") == "Aiko"
    assert next(e for e in reversed(enc.log) if e.key == "defense").args.get("via") == "Aiko"
    assert _hp(enc, aiko) == 12
    view = phone.wait(lambda v: _has(v, "d1", "accepted"))
    assert view["prompt"] is None and window.seats.book.prompts == {}
    window.doc.undo_stack.undo()
    phone.wait(lambda v: _has(v, "d1", "undone"))


REVOLVER = {"name": ".38", "skill": "handgun", "damage": "1d10", "class": "firearm",
            "db": False, "shots": 3}
KNIFE = {"name": "Knife", "skill": "knife", "damage": "1d4+2", "class": "edged",
         "small": True, "durability": 15}


def _coc_fight():
    """Tanaka (DEX 10, a revolver, First Aid 40), Sato (wounded 4), a Cultist (DEX 13, knife);
    the round begins with Tanaka's round-start shot (C12), then the Cultist, then Tanaka."""
    s = Session(seed=2)
    for line in ({"op": "new", "ruleset": "coc"},
                 {"op": "add", "name": "Tanaka", "side": "pc",
                  "sheet": {"dex": 10, "con": 12, "siz": 12, "weapons": [REVOLVER],
                            "skills": {"dodge": 40, "first_aid": 40, "handgun": 60}}},
                 {"op": "add", "name": "Sato", "side": "pc",
                  "sheet": {"dex": 8, "con": 12, "siz": 12}},
                 {"op": "add", "name": "Cultist", "side": "enemy",
                  "sheet": {"dex": 13, "str": 12, "siz": 12, "skills": {"knife": 50},
                            "weapons": [KNIFE]}},
                 {"op": "damage", "target": "Sato", "amount": 4},
                 {"op": "start_combat"}):
        assert s.answer(line)[1], line
    return s.enc


@pytest.fixture
def coc_table(open_window):
    window = open_window(_coc_fight())
    window.open_share()
    dlg = window.share_dialog
    dlg.host_combo.setCurrentIndex(dlg.host_combo.findData("127.0.0.1"))
    dlg.port_spin.setValue(free_port())
    dlg.start_button.click()
    window.share_dialog.findChild(QPushButton, "shareSeats").click()
    enc = window.doc.encounter
    tanaka = next(c.id for c in enc.ordered() if c.name == "Tanaka")
    window.seats_dialog.rows[tanaka][0].click()
    phone = Phone(window.seats_dialog.rows[tanaka][1].text())
    assert phone.listen() == 200
    phone.wait(lambda v: "seat" in v)
    yield window, phone
    phone.close()


def test_edit_a_coc_defense_opens_the_attack_dialog_filled_in(coc_table, qtbot):
    from tracker.rulesets.coc.kit.attack_dialog import AttackDialog

    window, phone = coc_table
    enc = window.doc.encounter
    tanaka = next(c.id for c in enc.ordered() if c.name == "Tanaka")
    _advance_to(window, "Cultist")                                 # DEX 13 before 10
    before = window.doc.undo_stack.count()
    # the knife's 30 ≤ 50 hits: Tanaka's phone is asked
    assert _ask(window, {"op": "attack", "attacker": "Cultist", "target": "Tanaka",
                         "weapon": "Knife", "roll": 30,
                         "dice": {"w": [4], "db": []}})["pending"] == "defense"
    phone.wait(lambda v: v["prompt"] is not None)
    assert phone.post({"id": "d1", "type": "defense", "kind": "dodge", "roll": "60"})[0] == 202
    dock = window.requests_dock
    qtbot.waitUntil(lambda: dock.list.topLevelItemCount() == 1, timeout=10000)
    dock.edit_button.click()
    dlg = window.dialog
    assert isinstance(dlg, AttackDialog) and dlg.target().id == tanaka
    assert dlg.attacker().name == "Cultist" and dlg.weapon_combo.currentData() == "w0"
    # the knife's die typed as 4: one die, so the field holds the total 4 + 2 = 6
    assert dlg.roll_spin.value() == 30 and dlg.damage_edit.text() == "6"
    assert dlg.def_dodge.isChecked() and dlg.def_roll_spin.value() == 60
    # C4: 60 > Dodge 40 fails; knife 1d4+2 = 4 + 2 = 6; HP (12 + 12) / 2 = 12 − 6 = 6
    dlg.apply_button.click()
    assert window.doc.undo_stack.count() == before + 1
    assert _hp(enc, tanaka) == 6
    logged = next(e for e in reversed(enc.log) if e.key == "coc.attack")
    assert logged.args["roll"] == 30 and logged.args.get("via") == "Tanaka"
    phone.wait(lambda v: _has(v, "d1", "accepted"))
    assert window.seats.book.prompts == {}


def _advance_to(window, name: str, rnd: int = 1) -> None:
    """Next turn until ``name``'s own position (not a handgun slot) of round ``rnd``."""
    enc = window.doc.encounter
    for _ in range(20):
        slot = enc.state.get("slot") if isinstance(enc.state, dict) else None
        if enc.current.name == name and enc.round == rnd and not _slot(window):
            return
        window.doc.run("next", ops.next_turn)
    raise AssertionError(f"no turn of {name} in round {rnd} ({slot})")


def _slot(window) -> str | None:
    from tracker.model.session.state import encounter_state

    return encounter_state(window.doc.encounter)["slot"]


def _to_tanaka(window) -> None:
    _advance_to(window, "Tanaka")                                  # his own turn (DEX 10)


def _edit(window, qtbot, phone, rid: str, body: dict):
    assert phone.post({"id": rid, "type": "declare", **body})[0] == 202
    dock = window.requests_dock
    qtbot.waitUntil(lambda: dock.list.topLevelItemCount() == 1, timeout=10000)
    assert dock.edit_button.isEnabled()
    dock.edit_button.click()
    return window.dialog


def test_edit_a_coc_close_in_and_first_aid(coc_table, qtbot):
    from tracker.rulesets.coc.kit.small_dialogs import AidDialog, CloseInDialog

    window, phone = coc_table
    enc = window.doc.encounter
    names = {c.name: c.id for c in enc.ordered()}
    _to_tanaka(window)
    phone.wait(lambda v: v["turn"] is True)
    before = window.doc.undo_stack.count()
    dlg = _edit(window, qtbot, phone, "c1", {"close_in": {"target": "Cultist"}})
    assert isinstance(dlg, CloseInDialog) and dlg.cid == names["Tanaka"]
    assert dlg.target_combo.currentData() == names["Cultist"]
    dlg.buttons.button(dlg.buttons.StandardButton.Ok).click()
    assert window.doc.undo_stack.count() == before + 1
    assert enc.state["closed_in"][names["Tanaka"]]["target"] == names["Cultist"]
    assert enc.log[-1].args.get("via") == "Tanaka"
    phone.wait(lambda v: _has(v, "c1", "accepted"))
    window.doc.undo_stack.undo()                                   # he does first aid instead
    phone.wait(lambda v: _has(v, "c1", "undone"))

    # (after that Undo, OK's new step replaces the undone one: the dialog closes all the same)
    dlg = _edit(window, qtbot, phone, "f1", {"first_aid": {"patient": "Sato"}})
    assert isinstance(dlg, AidDialog) and dlg.cid == names["Sato"]
    assert dlg.healer_combo.currentData() == names["Tanaka"]
    assert dlg.wounds.currentRow() == 0
    # C9: First Aid 40; the Keeper types 30 (a success) and 1d3 = 2: Sato 12 − 4 + 2 = 10
    dlg.roll_spin.setValue(30)
    dlg.heal_spin.setValue(2)
    dlg.buttons.button(dlg.buttons.StandardButton.Ok).click()
    assert window.doc.undo_stack.count() == before + 1
    assert _hp(enc, names["Sato"]) == 10
    assert any(e.args.get("via") == "Tanaka" for e in enc.log[-2:])
    assert window.dialog is dlg and not dlg.isVisible()            # closed by its OK
    phone.wait(lambda v: _has(v, "f1", "accepted"))


def test_edit_a_coc_get_up(coc_table, qtbot):
    from tracker.rulesets.coc.kit.small_dialogs import GetUpDialog

    window, phone = coc_table
    enc = window.doc.encounter
    tanaka = next(c.id for c in enc.ordered() if c.name == "Tanaka")
    window.doc.run("prone", ops.set_condition, tanaka, "prone", True)  # fell in round 1
    _advance_to(window, "Tanaka", rnd=2)                           # C3: up from the next
    phone.wait(lambda v: v["turn"] is True)
    before = window.doc.undo_stack.count()
    dlg = _edit(window, qtbot, phone, "g1", {"get_up": True})
    assert isinstance(dlg, GetUpDialog) and dlg.cid == tanaka
    assert dlg.helper_combo.currentData() is None                  # by himself
    dlg.buttons.button(dlg.buttons.StandardButton.Ok).click()
    assert window.doc.undo_stack.count() == before + 1
    assert not enc.combatants[tanaka].has("prone")
    assert enc.log[-1].args.get("via") == "Tanaka"
    phone.wait(lambda v: _has(v, "g1", "accepted"))
