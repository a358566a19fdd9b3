"""GURPS fights then time as a GM runs them (issue 24), replayed through ``python -m tracker
session``: a plain fight of several rounds, then 98 days, and a hot afternoon, each advanced in
one step and in pieces with the same rolls, undo across them, save and reopen. Asserts that a
known rule defect breaks sit in tests of their own, named with the issue item; the flow itself
is always checked."""

from __future__ import annotations

import pytest

from tests.session_script import combatant, run

# -- GURPS: a plain fight of several rounds, then 98 days ---------------------------------------
PARTY = [
    {"op": "new", "ruleset": "gurps"},
    {"op": "add", "name": "Aiko", "side": "pc",
     "sheet": {"max_hp": 12, "ht": 12, "basic_speed": 6.5, "dx": 12}},
    {"op": "add", "name": "Kaede", "side": "pc",
     "sheet": {"max_hp": 11, "ht": 11, "basic_speed": 6.0, "dx": 13}},
    {"op": "add", "name": "Brute", "sheet": {"max_hp": 30, "ht": 10, "basic_speed": 5.0}},
    {"op": "add", "name": "Orc", "sheet": {"max_hp": 18, "ht": 11, "basic_speed": 5.5}},
]
FIGHT = [
    {"op": "start_combat"},                                                    # Aiko
    {"op": "hit", "target": "Brute", "location": "torso", "damage": 16, "type": "cr"},
    {"op": "check", "who": "Brute", "kind": "knockdown", "roll": 16},
    {"op": "next_turn"},                                                       # Kaede
    {"op": "hit", "target": "Orc", "location": "torso", "damage": 16, "type": "cr"},
    {"op": "check", "who": "Orc", "kind": "knockdown", "roll": 8},
    {"op": "next_turn"},                                                       # Orc
    {"op": "next_turn"},                                                       # round 2, Aiko
    {"op": "hit", "target": "Kaede", "location": "arm_left", "damage": 4, "type": "cut"},
    {"op": "check", "who": "Kaede", "kind": "knockdown", "roll": 9},
    {"op": "next_turn"},                                                       # Kaede
    {"op": "next_turn"},                                                       # Orc
    {"op": "hit", "target": "Orc", "location": "leg_right", "damage": 9, "type": "cut"},
    {"op": "next_turn"},                                                       # round 3
    {"op": "end_combat", "rolls": {"Orc": {"leg_right": 9}, "Kaede": {"arm_left": 12}}},
]
I_FIRST_PASS = len(PARTY) + 7  # round 2 began: Brute's position (after the Orc's) passed
I_END = len(PARTY) + len(FIGHT) - 1
MAX_HP = {"Aiko": 12, "Kaede": 11, "Orc": 18, "Brute": 30}


@pytest.fixture(scope="module")
def gurps_days(tmp_path_factory):
    path = tmp_path_factory.mktemp("flow") / "after.json"
    one = run(PARTY + FIGHT + [
        {"op": "advance", "days": 98},
        {"op": "undo"},
        {"op": "redo"},
        {"op": "save", "file": str(path)},
    ], seed=5)
    rolls = list(one[I_END + 1]["rolls"])
    pieces = []
    answers = run(PARTY + FIGHT, seed=5)
    # the same 98 days in pieces, with the same rolls in the same order
    steps = [{"days": 1}, {"hours": 12}, {"hours": 12}, {"days": 30}, {"days": 30},
             {"minutes": 90}, {"days": 35, "minutes": 1350}]
    script = list(PARTY + FIGHT)
    for step in steps:
        answer = run(script + [{"op": "advance", **step, "rolls": rolls}], seed=5)[-1]
        used = answer["rolls"]
        assert used == rolls[:len(used)]
        script.append({"op": "advance", **step, "rolls": rolls[:len(used)]})
        rolls = rolls[len(used):]
        pieces.append(answer)
    reopened = run([{"op": "state"}, {"op": "start_combat"}, {"op": "next_turn"},
                    {"op": "next_turn"}, {"op": "next_turn"}], file=str(path))
    return {"one": one, "fight": answers, "pieces": pieces, "reopened": reopened}


def test_gurps_a_fight_then_98_days_in_one_step_and_in_pieces(gurps_days):
    one, pieces, reopened = gurps_days["one"], gurps_days["pieces"], gurps_days["reopened"]
    fought = one[I_END - 1]
    assert {"prone", "stunned", "unconscious"} <= set(combatant(fought, "Brute")["conditions"])
    assert combatant(fought, "Brute")["hp"] == 14
    assert combatant(fought, "Orc")["hp"] == -8
    assert combatant(fought, "Orc")["crippled"] == ["leg_right"]
    assert combatant(fought, "Kaede")["crippled"] == ["arm_left"]
    ended = one[I_END]
    assert ended["rolls"] == {"Orc": {"leg_right": 9}, "Kaede": {"arm_left": 12}}
    assert ended["state"]["in_combat"] is False and ended["state"]["turn"] is None
    assert all(c["shock"] == 0 for c in ended["state"]["combatants"])
    timers = {t["who"]: t for t in ended["state"]["timers"]}
    assert timers["Orc"]["kind"] == "temporary" and timers["Kaede"]["kind"] == "lasting"
    lasting = timers["Kaede"]["minutes_left"]
    assert lasting % (30 * 1440) == 0 and lasting > 0

    after = one[I_END + 1]
    assert after["state"]["time"] == {"day": 99, "hour": 8, "minute": 0}
    assert {c["name"]: c["hp"] for c in after["state"]["combatants"]} == MAX_HP
    assert combatant(after, "Orc")["crippled"] == []  # temporary: back with full HP
    left = [t for t in after["state"]["timers"] if t["who"] == "Kaede"]
    if lasting > 98 * 1440:
        assert left[0]["minutes_left"] == lasting - 98 * 1440
        assert combatant(after, "Kaede")["crippled"] == ["arm_left"]
    else:
        assert left == [] and combatant(after, "Kaede")["crippled"] == []
    # undo across the 98 days gives the state after End combat back, redo the days
    assert one[I_END + 2]["state"] == ended["state"]
    assert one[I_END + 3]["state"] == after["state"]
    # in pieces: the same state
    assert pieces[-1]["state"] == after["state"]
    assert pieces[0]["state"]["time"] == {"day": 2, "hour": 8, "minute": 0}
    assert pieces[2]["state"]["time"] == {"day": 3, "hour": 8, "minute": 0}
    # saved and reopened as it was
    assert reopened[0]["state"] == after["state"]
    assert reopened[1]["state"]["in_combat"] is True and reopened[1]["state"]["round"] == 1


def test_gurps_the_knocked_out_brute_wakes_and_fights_again(gurps_days):
    day_after = gurps_days["pieces"][0]
    assert "unconscious" not in combatant(day_after, "Brute")["conditions"]
    turns = [a["state"]["turn"] for a in gurps_days["reopened"][1:]]
    assert "Brute" in turns


def test_gurps_shock_ends_when_the_unconscious_brutes_position_passes(gurps_days):
    passed = gurps_days["one"][I_FIRST_PASS]
    assert passed["state"]["round"] == 2
    assert combatant(passed, "Brute")["shock"] == 0


def test_gurps_wounds_healed_with_the_hp_leave_the_figures(gurps_days):
    after = gurps_days["one"][I_END + 1]
    assert combatant(after, "Orc")["injured"] == {}
    assert combatant(after, "Brute")["injured"] == {}


# -- GURPS vampire hunters: a hot afternoon, in one step and in 30-minute pieces -----------------
HOT_DAY = [
    {"op": "new", "ruleset": "gurps", "preset": "vampire_hunter"},
    {"op": "add", "name": "Kaede", "side": "pc", "sheet": {"max_hp": 11, "ht": 11, "max_fp": 11}},
    {"op": "add", "name": "Jun", "side": "pc", "sheet": {"max_hp": 12, "ht": 10, "max_fp": 10}},
    {"op": "world", "moon": {"phase": 3, "waxing": True}, "weather": "cloudless",
     "celsius": 32, "season": "summer"},
]
HEAT = [{"op": "check", "who": w, "kind": "heat", "roll": 14} for w in ("Kaede", "Jun")]


@pytest.fixture(scope="module")
def hot_day(tmp_path_factory):
    path = tmp_path_factory.mktemp("hot") / "noon.json"
    one = run(HOT_DAY + [{"op": "advance", "hours": 4, "rolls": [14] * 16}, {"op": "state"}]
              + HEAT * 8 + [{"op": "meal", "name": "all", "ate": True}, {"op": "undo"},
                            {"op": "redo"}, {"op": "save", "file": str(path)}],
              seed=3, errors=True)
    pieces = run(HOT_DAY + [x for _ in range(8) for x in (
        [{"op": "advance", "minutes": 30, "rolls": [14, 14]}] + HEAT)]
        + [{"op": "meal", "name": "all", "ate": True}], seed=3, errors=True)
    reopened = run([{"op": "state"}, {"op": "advance", "minutes": 30}], file=str(path))
    return {"one": one, "pieces": pieces, "reopened": reopened}


def test_gurps_a_hot_afternoon_in_one_step_and_in_pieces(hot_day):
    one, pieces = hot_day["one"], hot_day["pieces"]
    n = len(HOT_DAY)
    assert all("error" not in a for a in one[:n + 2])
    advanced = one[n + 1]["state"]
    assert advanced["time"] == {"day": 1, "hour": 12, "minute": 0}
    due = [k for k in advanced["checks"] if k["kind"] == "heat"]
    # 32 °C: a heat roll every 30 minutes for each of the two PCs, each roll used or pending
    assert len(due) + len(one[n]["rolls"]) == 16
    assert {k["who"] for k in due} <= {"Kaede", "Jun"}
    # the heat rolls the advance left pending, rolled one by one (none left: each is refused)
    rolled = [a for a in one[n + 1:n + 2 + 16] if "state" in a][-1]
    assert all(k["kind"] != "heat" for k in rolled["state"]["checks"])
    final = one[n + 2 + 16]  # lunch at noon, everyone ate
    assert "error" not in final and "error" not in pieces[-1]
    # undo gives back the meals, redo marks them again
    assert one[n + 2 + 17]["state"] == rolled["state"]
    assert one[n + 2 + 18]["state"] == final["state"]
    assert pieces[-1]["state"]["time"] == {"day": 1, "hour": 12, "minute": 0}
    assert all(k["kind"] != "heat" for k in pieces[-1]["state"]["checks"])
    reopened = hot_day["reopened"]
    assert reopened[0]["state"] == final["state"]
    assert reopened[1]["state"]["time"] == {"day": 1, "hour": 12, "minute": 30}


def test_gurps_four_hours_at_once_equal_eight_half_hours_with_the_same_rolls(hot_day):
    n = len(HOT_DAY)
    once = hot_day["one"][n + 2 + 16]["state"]["combatants"]
    assert hot_day["pieces"][-1]["ok"]
    assert once == hot_day["pieces"][-1]["state"]["combatants"]
