"""The encounter option "accept owed rolls from seats automatically" (``contracts/seats.md``)
in a headless session: saved in the file and validated like the ruleset's options, it
accepts a seat's owed check and asked defense the app rolls at once (each its own undo step,
logged from that seat), never dice the player typed, never a declaration. Numbers by hand
from docs/rules.md (comments)."""

from __future__ import annotations

import json


def _status(phone, rid: str, status: str):
    return phone.wait(lambda v: any(r["id"] == rid and r["status"] == status
                                    for r in v.get("requests", [])))


def _fight(table, auto: bool):
    table({"op": "new", "ruleset": "gurps", "options": {"seats_auto_accept": auto}})
    # HP 12, HT 12, DX 12: Basic Speed (12 + 12) / 4 = 6 before the Brute's 5.5
    table({"op": "add", "name": "Aiko", "side": "pc",
           "sheet": {"max_hp": 12, "ht": 12, "dx": 12, "dodge": 9}})
    table({"op": "add", "name": "Brute", "side": "enemy",
           "sheet": {"max_hp": 14, "ht": 11, "dx": 11}})
    table({"op": "start_combat"})
    table({"op": "next_turn"})                                      # the Brute's turn
    table({"op": "share"})
    return table.phone("Aiko")


def test_owed_rolls_from_a_seat_are_accepted_by_themselves(table):
    aiko = _fight(table, True)
    # G3/G9: 7 cr on the torso is 7 injury, over 12 / 2 = 6: a major wound, a knockdown roll
    table({"op": "hit", "target": "Aiko", "damage": 7, "type": "cr", "location": "torso"})
    aiko.wait(lambda v: v["seat"]["own"]["checks"])
    steps = len(table.s.history.done)
    status, body = aiko.post({"id": "k1", "type": "check", "kind": "knockdown"})
    assert (status, body) == (202, {"id": "k1", "status": "accepted"})
    assert len(table.s.history.done) == steps + 1                 # its own undo step
    assert table.s.enc.checks == []
    assert any(e.args.get("via") == "Aiko" for e in table.s.enc.log if e.key != "bcdice")
    view = _status(aiko, "k1", "accepted")
    rolled = next(r for r in view["requests"] if r["id"] == "k1")["result"]["roll"]
    assert 3 <= rolled <= 18                                        # the app's 3d

    # an asked defense the app rolls: accepted at once, the attack completed
    pending = table({"op": "attack", "attacker": "Brute", "target": "Aiko", "skill": 12,
                     "roll": 7, "location": "torso", "damage": 2, "type": "cr",
                     "defense": {"ask": True}})
    assert pending["pending"] == "defense"
    aiko.wait(lambda v: v["prompt"] is not None)
    assert aiko.post({"id": "d1", "type": "defense", "kind": "dodge"})[1]["status"] == \
        "accepted"
    assert len(table.s.history.done) == steps + 2
    attack = next(e for e in reversed(table.s.enc.log) if e.key == "defense")
    assert attack.args["via"] == "Aiko"
    assert aiko.wait(lambda v: v["prompt"] is None)["prompt"] is None

    # a declaration, and dice the player typed, wait for the GM
    table({"op": "next_turn"})                                      # Aiko's turn
    aiko.wait(lambda v: v["turn"])
    assert aiko.post({"id": "p1", "type": "declare", "posture": "kneeling"})[1]["status"] \
        == "pending"
    table({"op": "next_turn"})                                      # the Brute's again
    table({"op": "attack", "attacker": "Brute", "target": "Aiko", "skill": 12, "roll": 7,
           "damage": 2, "type": "cr", "defense": {"ask": True}})
    aiko.wait(lambda v: v["prompt"] is not None)
    assert aiko.post({"id": "d2", "type": "defense", "kind": "dodge", "roll": "12"})[1] == {
        "id": "d2", "status": "pending"}
    assert len(table.s.history.done) == steps + 4                  # the two turns only
    assert [r["id"] for r in table({"op": "requests"})["requests"]
            if r["status"] == "pending"] == ["p1", "d2"]


def test_the_option_is_off_unless_set_and_the_file_keeps_it(table, tmp_path):
    aiko = _fight(table, False)
    table({"op": "hit", "target": "Aiko", "damage": 7, "type": "cr", "location": "torso"})
    aiko.wait(lambda v: v["seat"]["own"]["checks"])
    assert aiko.post({"id": "k1", "type": "check", "kind": "knockdown"})[1]["status"] == \
        "pending"
    # switched on later (one undo step), saved in the file; a bad value is refused
    table({"op": "option", "option": "seats_auto_accept", "value": True})
    path = tmp_path / "fight.json"
    table({"op": "save", "file": str(path)})
    assert json.loads(path.read_text("utf-8"))["encounter"]["options"][
        "seats_auto_accept"] is True
    assert "must be true or false" in table.fails(
        {"op": "option", "option": "seats_auto_accept", "value": "yes"})
    doc = json.loads(path.read_text("utf-8"))
    doc["encounter"]["options"]["seats_auto_accept"] = 1
    path.write_text(json.dumps(doc), "utf-8")
    error = table.fails({"op": "open", "file": str(path)})
    assert "options.seats_auto_accept" in error and "true or false" in error
