"""Call of Cthulhu: two fights a day apart as a keeper runs them (issue 24), replayed through
``python -m tracker session``: End combat, the day advanced in one step and in pieces, undo
across both fights, save and reopen."""

from __future__ import annotations

import pytest

from tests.session_script import combatant, run

# -- Call of Cthulhu: two fights a day apart ------------------------------------------------------
KNIFE = {"name": "Knife", "skill": "knife", "damage": "1d4", "class": "impaling",
         "small": True, "durability": 15}
GUN = {"name": "Revolver", "skill": "handgun", "damage": "1d10", "class": "firearm",
       "db": False, "shots": 3}
COC = [
    {"op": "new", "ruleset": "coc"},
    {"op": "add", "name": "Aiko", "side": "pc",
     "sheet": {"dex": 15, "con": 12, "siz": 12,
               "skills": {"dodge": 40, "handgun": 60, "first_aid": 60}, "weapons": [GUN]}},
    {"op": "add", "name": "Ken", "side": "pc", "sheet": {"dex": 12, "con": 10, "siz": 10}},
    {"op": "add", "name": "Cultist", "sheet": {"dex": 9, "str": 13, "siz": 13,
                                               "weapons": [KNIFE], "skills": {"knife": 60}}},
    {"op": "start_combat"},                                  # round 1: Aiko's round-start shot
    {"op": "attack", "attacker": "Aiko", "target": "Cultist", "weapon": "Revolver", "roll": 30,
     "dice": {"w": [4], "db": []}},
    {"op": "next_turn"},                                     # Aiko
    {"op": "next_turn"},                                     # Ken
    {"op": "attack", "attacker": "Cultist", "target": "Ken", "weapon": "Knife", "roll": 5,
     "dice": {"w": [4, 4], "db": [3]}},                      # a critical: Ken at 0, dying
    {"op": "next_turn"},                                     # Cultist
    {"op": "first_aid", "healer": "Aiko", "patient": "Ken", "wound": 0, "roll": 20,
     "dice": [3]},
    {"op": "next_turn"},                                     # Aiko's DEX÷2 shot
    {"op": "next_turn"},                                     # round 2: round-start shot
    {"op": "next_turn"},                                     # Aiko
    {"op": "attack", "attacker": "Aiko", "target": "Cultist", "weapon": "Revolver", "roll": 10,
     "dice": {"w": [10], "db": []}},
    {"op": "end_combat"},
]
COC_DAY = [{"op": "advance", "hours": 2}, {"op": "advance", "days": 1}]
COC_NEXT = [
    {"op": "add", "name": "Cultist", "sheet": {"dex": 11, "weapons": [KNIFE],
                                               "skills": {"knife": 50}}},
    {"op": "start_combat"},
    {"op": "attack", "attacker": "Cultist 2", "target": "Ken", "weapon": "Knife", "roll": 40,
     "defense": {"kind": "dodge", "roll": 99}, "dice": {"w": [2], "db": []}},
    {"op": "end_combat"},
]


@pytest.fixture(scope="module")
def coc_days(tmp_path_factory):
    path = tmp_path_factory.mktemp("coc") / "next.json"
    undo = [{"op": "undo"}] * 7  # the second fight, the day, the first End combat
    one = run(COC + COC_DAY + COC_NEXT + undo + [{"op": "redo"}] * 7
              + [{"op": "save", "file": str(path)}], seed=4)
    pieces = run(COC + [{"op": "advance", "minutes": 30}] * 4
                 + [{"op": "advance", "hours": 1}] * 24 + COC_NEXT, seed=4)
    reopened = run([{"op": "state"}, {"op": "start_combat"}], file=str(path))
    return {"one": one, "pieces": pieces, "reopened": reopened}


def test_coc_two_fights_a_day_apart(coc_days):
    one = coc_days["one"]
    hit = one[8]
    assert hit["outcome"]["outcome"] == "critical"
    ken = combatant(hit, "Ken")
    assert ken["hp"] == 0 and {"dying", "unconscious"} <= set(ken["conditions"])
    assert ken["death_clock"] == {"round": 2, "after": "Cultist", "slot": None}
    aided = one[10]
    assert combatant(aided, "Ken")["death_clock"] is None
    assert combatant(aided, "Ken")["wounds"] == [{"amount": 10, "treated": True,
                                                  "source": "normal"}]
    assert (one[12]["state"]["round"], one[12]["state"]["slot"]) == (2, "start")
    first_end = one[len(COC) - 1]
    assert first_end["state"]["in_combat"] is False
    assert "dead" in combatant(first_end, "Cultist")["conditions"]
    assert first_end["state"]["checks"] == []
    day = one[len(COC) + 1]
    assert day["state"]["time"] == {"day": 2, "hour": 10, "minute": 0}
    assert day["state"]["combatants"] == first_end["state"]["combatants"]
    second = one[len(COC) + len(COC_DAY) + len(COC_NEXT) - 1]
    assert combatant(second, "Ken")["hp"] == combatant(day, "Ken")["hp"] - 2
    # undo back over the second fight and the day to before the first End combat
    back = one[len(COC) + len(COC_DAY) + len(COC_NEXT) + 6]
    assert back["state"] == one[len(COC) - 2]["state"]
    forth = one[-2]
    assert forth["state"] == second["state"]
    # the same day in pieces
    assert coc_days["pieces"][-1]["state"] == second["state"]
    reopened = coc_days["reopened"]
    assert reopened[0]["state"] == second["state"]
    assert reopened[1]["state"]["in_combat"] is True
    assert reopened[1]["state"]["turn"] in {"Aiko", "Ken", "Cultist 2"}
