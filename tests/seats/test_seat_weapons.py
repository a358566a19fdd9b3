"""A GURPS seat attacks with a weapon of its own sheet and parries with the weapon it names
(W1, docs/weapons.md): the phone offers its combatant's own weapons, the declared weapon
gives the attack its skill and damage type, the defense's ``with`` chooses the parrying
weapon, all through the session's ``attack`` when the GM accepts. Numbers by hand from
docs/rules.md (comments)."""

from __future__ import annotations

SWORD = {"name": "Broadsword", "usage": "Swung", "damage": "2d+1", "type": "cut",
         "skill": 14, "parry": 10, "reach": "1"}
KNIFE = {"name": "Knife", "usage": "Swung", "damage": "1d-2", "type": "cut", "skill": 12,
         "parry": 8, "reach": "C,1"}
SHIELD = {"name": "Shield", "usage": "Bash", "damage": "1d", "type": "cr", "skill": 11,
          "block": 9, "reach": "1"}


def _status(phone, rid: str, status: str):
    return phone.wait(lambda v: any(r["id"] == rid and r["status"] == status
                                    for r in v.get("requests", [])))


def _hp(answer, name: str) -> int:
    return next(c for c in answer["state"]["combatants"] if c["name"] == name)["hp"]


def test_a_seat_attacks_and_parries_with_its_own_weapons(table):
    table({"op": "new", "ruleset": "gurps"})
    table({"op": "add", "name": "Aiko", "side": "pc",
           "sheet": {"max_hp": 12, "ht": 12, "dx": 12, "dodge": 8,
                     "weapons": [SWORD, KNIFE, SHIELD]}})
    table({"op": "add", "name": "Brute", "side": "enemy",
           "sheet": {"max_hp": 14, "ht": 11, "dx": 11, "dodge": 8,
                     "weapons": [{"name": "Club", "damage": "1d+2", "type": "cr",
                                  "skill": 13, "parry": 9}]}})
    table({"op": "start_combat"})
    table({"op": "share"})
    aiko = table.phone("Aiko")
    own = aiko.wait(lambda v: "seat" in v)["seat"]["own"]
    # its own sheet's weapons, never the Brute's Club
    assert own["weapons"] == ["Broadsword (Swung)", "Knife (Swung)", "Shield (Bash)"]
    assert own["defend_with"] == {"parry": ["Broadsword (Swung)", "Knife (Swung)"],
                                  "block": ["Shield (Bash)"]}

    assert aiko.post({"id": "a1", "type": "declare", "maneuver": "attack",
                      "attack": {"target": "Brute", "weapon": "Broadsword (Swung)",
                                 "location": "torso"}})[0] == 202
    answer = table({"op": "accept", "id": "a1", "roll": 12, "defense": {"kind": "none"},
                    "damage": 4})
    # W1: the broadsword's skill 14 (not DX 12), Attack +0, torso +0: 12 ≤ 14 hits
    assert (answer["tohit"]["effective_skill"], answer["tohit"]["hit"]) == (14, True)
    # G3: the broadsword cuts: 4 × 1.5 = 6 injury on the torso; HP 14 − 6 = 8
    assert _hp(answer, "Brute") == 8
    _status(aiko, "a1", "accepted")

    table({"op": "next_turn"})
    table({"op": "attack", "attacker": "Brute", "target": "Aiko", "weapon": "Club",
           "roll": 7, "location": "torso", "damage": 5, "defense": {"ask": True}})
    prompt = aiko.wait(lambda v: v["prompt"] is not None)["prompt"]
    # no Parry or Block on the sheet itself: its weapons give both (W1)
    assert prompt["choices"] == ["dodge", "parry", "block", "none"]
    assert aiko.post({"id": "d1", "type": "defense", "kind": "parry",
                      "with": "Knife (Swung)", "roll": 9})[0] == 202
    answer = table({"op": "accept", "id": "d1"})
    # G10 shock of the Brute's 6 injury: −4 (capped); Club 13 − 4 = 9, 7 ≤ 9 hits.
    # The knife's Parry 8 (not the broadsword's 10): 9 > 8 fails
    assert (answer["tohit"]["effective_skill"], answer["tohit"]["hit"]) == (9, True)
    d = answer["defense"]
    assert (d["with"], d["target"], d["roll"], d["success"]) == ("Knife (Swung)", 8, 9, False)
    # the club crushes: 5 × 1 = 5 injury; HP 12 − 5 = 7
    assert _hp(answer, "Aiko") == 7


def test_a_dodge_with_a_weapon_is_refused_before_the_gm_sees_it(table):
    table({"op": "new", "ruleset": "gurps"})
    table({"op": "add", "name": "Aiko", "side": "pc",
           "sheet": {"max_hp": 12, "ht": 12, "dx": 10, "weapons": [SWORD]}})
    table({"op": "add", "name": "Brute", "side": "enemy", "sheet": {"max_hp": 14}})
    table({"op": "start_combat"})
    table({"op": "next_turn"})
    table({"op": "share"})
    aiko = table.phone("Aiko")
    table({"op": "attack", "attacker": "Brute", "target": "Aiko", "skill": 12, "roll": 7,
           "damage": 5, "type": "cr", "defense": {"ask": True}})
    aiko.wait(lambda v: v["prompt"] is not None)
    status, body = aiko.post({"id": "d1", "type": "defense", "kind": "dodge",
                              "with": "Broadsword (Swung)"})
    assert (status, body) == (400, {"error": "This request cannot be read."})
    assert table({"op": "requests"})["requests"] == []
