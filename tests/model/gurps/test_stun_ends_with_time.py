"""G14 stun over an Advance time: a turn is one second, and at the end of each of the victim's
turns an HT roll ends the stun on a success. N seconds advanced give a stunned combatant who
takes turns up to N rolls, one a second in game-time order, and the stun ends at the second
of the first success. The stun stayed on through any length of time. The log gets one line
per victim (not one per failed roll); undo brings back the stun and its pending roll; one
long advance is the same as the same time in pieces. Every number is worked out by hand:
3d ≤ HT succeeds (3 and 4 always, 17 and 18 never)."""

from __future__ import annotations

import json

from tests.session_script import combatant, holds, run

#: Aiko (Basic Speed 6, acts first) hits the Brute (HP 20, HT 11) in the torso for 11 crushing:
#: injury 11 > HP/2 = 10, a major wound; his knockdown roll 13 > 11 fails by 2 (not 5):
#: stunned and prone, shock −4. His turn comes: the stun_recovery roll is owed (HT 11).
FIGHT = [
    {"op": "new", "ruleset": "gurps"},
    {"op": "add", "name": "Aiko", "side": "pc",
     "sheet": {"max_hp": 12, "ht": 12, "basic_speed": 6}},
    {"op": "add", "name": "Brute", "sheet": {"max_hp": 20, "ht": 11, "basic_speed": 5}},
    {"op": "start_combat"},
    {"op": "hit", "target": "Brute", "location": "torso", "damage": 11, "type": "cr"},
    {"op": "check", "who": "Brute", "kind": "knockdown", "roll": 13},
    {"op": "next_turn"},
]


def _checks(answer, who):
    return [(k["kind"], k["target"]) for k in answer["state"]["checks"] if k["who"] == who]


def _log(path):
    """The saved encounter's log as (key, combatant, args)."""
    data = json.loads(path.read_text(encoding="utf-8"))["encounter"]
    return [(e["key"], e.get("combatant"), e["args"]) for e in data["log"]]


def _stun_lines(log):
    return [(key, args) for key, _who, args in log if key.startswith("stun_")]


def test_the_stun_ends_at_the_second_of_the_first_success_and_undo_brings_it_back(tmp_path):
    """The roll owed for his turn is the first of the minute's (second 1): 14 fails, 12 fails
    at second 2, 11 ≤ 11 succeeds at second 3. Three rolls in all, one log line; his shock
    ends too (G10); the pending check is gone with the stun. Undo: stun, shock and the pending
    roll are back as they were."""
    path = tmp_path / "fight.json"
    answers = run([*FIGHT, {"op": "advance", "minutes": 1, "rolls": [14, 12, 11]},
                   {"op": "save", "file": str(path)}, {"op": "undo"}], seed=5)
    before, advanced, undone = answers[len(FIGHT) - 1], answers[-3], answers[-1]
    assert combatant(before, "Brute")["conditions"] == ["prone", "shock", "stunned"]
    assert _checks(before, "Brute") == [("stun_recovery", 11)]
    assert advanced["rolls"] == [14, 12, 11]
    brute = combatant(advanced, "Brute")
    assert brute["conditions"] == ["prone"] and brute["shock"] == 0
    assert _checks(advanced, "Brute") == []
    assert advanced["state"]["time"] == {"day": 1, "hour": 8, "minute": 1}
    log = _log(path)
    assert _stun_lines(log) == [("stun_ends", {"name": "Brute", "second": 3, "rolls": 3,
                                               "roll": 11, "target": 11})]
    advance_at = next(i for i, (key, _w, _a) in enumerate(log) if key.startswith("time"))
    assert [key for key, _w, _a in log[advance_at:]] == [
        "time_min", "condition_off", "stun_ends"]  # no line per failed roll
    assert undone["state"] == before["state"]


def test_a_stun_that_never_ends_in_the_advance_is_one_line_and_the_fight_goes_on(tmp_path):
    """A minute of 12s (each > HT 11): 60 rolls, still stunned, one line saying so; no roll is
    left pending (the seconds are past). His next turn owes the next roll, as before."""
    path = tmp_path / "fight.json"
    answers = run([*FIGHT, {"op": "advance", "minutes": 1, "rolls": [12] * 60},
                   {"op": "save", "file": str(path)},
                   {"op": "next_turn"}, {"op": "next_turn"}], seed=5)
    advanced, his_turn = answers[len(FIGHT)], answers[-1]
    assert advanced["rolls"] == [12] * 60  # exactly one a second: no 61st
    assert combatant(advanced, "Brute")["conditions"] == ["prone", "stunned"]
    assert _checks(advanced, "Brute") == []
    assert _stun_lines(_log(path)) == [("stun_holds", {"name": "Brute", "rolls": 60})]
    assert his_turn["state"]["turn"] == "Brute" and his_turn["state"]["round"] == 2
    assert _checks(his_turn, "Brute") == [("stun_recovery", 11)]


def test_one_long_advance_is_the_same_as_its_pieces(tmp_path):
    """61 failing rolls then a 10: the stun ends at second 62. Two minutes in one step: one
    line (second 62, 62 rolls). Two one-minute steps: 60 failures (a "still stunned" line),
    then 12 fails and 10 succeeds at second 2 of the second step. Same state, same rolls."""
    rolls = [12] * 61 + [10]
    one_path, pieces_path = tmp_path / "one.json", tmp_path / "pieces.json"
    one = run([*FIGHT, {"op": "advance", "minutes": 2, "rolls": rolls},
               {"op": "save", "file": str(one_path)}], seed=5)
    pieces = run([*FIGHT, {"op": "advance", "minutes": 1, "rolls": rolls[:60]},
                  {"op": "advance", "minutes": 1, "rolls": rolls[60:]},
                  {"op": "save", "file": str(pieces_path)}], seed=5)
    assert one[-2]["rolls"] == rolls
    assert pieces[-3]["rolls"] + pieces[-2]["rolls"] == rolls
    assert one[-1]["state"] == pieces[-1]["state"]
    assert combatant(one[-1], "Brute")["conditions"] == ["prone"]
    assert _stun_lines(_log(one_path)) == [
        ("stun_ends", {"name": "Brute", "second": 62, "rolls": 62, "roll": 10, "target": 11})]
    assert _stun_lines(_log(pieces_path)) == [
        ("stun_holds", {"name": "Brute", "rolls": 60}),
        ("stun_ends", {"name": "Brute", "second": 2, "rolls": 2, "roll": 10, "target": 11})]


PARTY = [
    {"op": "new", "ruleset": "gurps"},
    {"op": "add", "name": "Aiko", "side": "pc",
     "sheet": {"max_hp": 12, "ht": 12, "basic_speed": 6.5}},
    {"op": "add", "name": "Kaede", "side": "pc",
     "sheet": {"max_hp": 11, "ht": 11, "basic_speed": 6}},
    {"op": "condition", "name": "Aiko", "condition": "stunned"},
    {"op": "condition", "name": "Kaede", "condition": "stunned"},
]


def test_two_stunned_roll_second_by_second_in_turn_order(tmp_path):
    """Out of combat too (the GM stunned both). Second 1: Aiko 17, Kaede 16, both fail;
    second 2: Aiko 10 ≤ 12 ends hers (2 rolls), Kaede 15 fails; second 3: Kaede 9 ≤ 11 ends
    hers (3 rolls). Five rolls in all, in that order."""
    path = tmp_path / "party.json"
    answers = run([*PARTY, {"op": "advance", "minutes": 1, "rolls": [17, 16, 10, 15, 9]},
                   {"op": "save", "file": str(path)}], seed=7)
    advanced = answers[-2]
    assert advanced["rolls"] == [17, 16, 10, 15, 9]
    assert holds(advanced, {"state": {"in_combat": False, "combatants": [
        {"name": "Aiko", "conditions": []}, {"name": "Kaede", "conditions": []}]}})
    assert _stun_lines(_log(path)) == [
        ("stun_ends", {"name": "Aiko", "second": 2, "rolls": 2, "roll": 10, "target": 12}),
        ("stun_ends", {"name": "Kaede", "second": 3, "rolls": 3, "roll": 9, "target": 11})]


def test_the_unconscious_roll_only_once_awake_in_order_and_in_pieces(tmp_path):
    """G14: the unconscious take no turns, so no stun roll (as in the fight). Knocked out at
    11 HP she wakes 15 minutes later (8:15, no roll); from then on she rolls: 13 > 11 fails at
    second 901, 8 succeeds at second 902. In pieces of 15 and 5 minutes: awake and still
    stunned after the first (no roll used), then 13, 8 at seconds 1 and 2 of the second."""
    knocked = [*PARTY[:3], PARTY[4],
               {"op": "condition", "name": "Kaede", "condition": "unconscious"}]
    one_path, pieces_path = tmp_path / "one.json", tmp_path / "pieces.json"
    one = run([*knocked, {"op": "advance", "minutes": 20, "rolls": [13, 8]},
               {"op": "save", "file": str(one_path)}], seed=9)
    pieces = run([*knocked, {"op": "advance", "minutes": 15, "rolls": []},
                  {"op": "advance", "minutes": 5, "rolls": [13, 8]},
                  {"op": "save", "file": str(pieces_path)}], seed=9)
    assert _checks(one[len(knocked) - 1], "Kaede") == [("wake", None)]
    assert one[-2]["rolls"] == [13, 8]
    assert combatant(one[-1], "Kaede")["conditions"] == []
    awake = pieces[-3]
    assert awake["rolls"] == [] and combatant(awake, "Kaede")["conditions"] == ["stunned"]
    assert pieces[-2]["rolls"] == [13, 8]
    assert one[-1]["state"] == pieces[-1]["state"]
    log = _log(one_path)
    keys = [key for key, who, _a in log if who is not None and key in ("wakes", "stun_ends")]
    assert keys == ["wakes", "stun_ends"]  # in game-time order
    assert _stun_lines(log) == [
        ("stun_ends", {"name": "Kaede", "second": 902, "rolls": 2, "roll": 8, "target": 11})]
    assert _stun_lines(_log(pieces_path)) == [
        ("stun_ends", {"name": "Kaede", "second": 2, "rolls": 2, "roll": 8, "target": 11})]


def test_the_unconscious_stay_stunned_and_the_dead_roll_nothing():
    """No turns, no rolls: an hour leaves both stunned and uses no dice."""
    answers = run([*PARTY, {"op": "condition", "name": "Aiko", "condition": "dead"},
                   {"op": "edit", "name": "Kaede", "sheet": {"hp": 0}},
                   {"op": "condition", "name": "Kaede", "condition": "unconscious"},
                   {"op": "advance", "minutes": 30}], seed=3)
    advanced = answers[-1]
    assert advanced["rolls"] == []  # Kaede's hourly wake roll is at 9:00
    assert "stunned" in combatant(advanced, "Aiko")["conditions"]
    assert "stunned" in combatant(advanced, "Kaede")["conditions"]


def test_no_time_changes_nothing():
    """The least Advance time is a minute: nothing less (0) is taken, and the stun and its
    pending roll stay as they were."""
    answers = run([*FIGHT, {"op": "advance", "minutes": 0}, {"op": "state"}],
                  seed=5, errors=True)
    assert "error" in answers[-2]
    assert answers[-1]["state"] == answers[len(FIGHT) - 1]["state"]
    assert _checks(answers[-1], "Brute") == [("stun_recovery", 11)]


def test_the_stun_rolls_and_a_recovery_roll_come_in_the_order_of_game_time(tmp_path):
    """Hurt to 10/12 HP at 8:00 (rest begins then, R17) and stunned at 7:59 the next day: the
    60 rolls of that last minute (13s, > HT 12) come first, then the natural recovery roll
    after 24 hours of rest at 8:00 (10 ≤ 12: HP 11), then seconds 61 (13) and 62 (9 ≤ 12:
    the stun ends). Rolled out of order, the 10 would have ended the stun and the 13 failed
    the recovery roll. In two one-minute steps: the same."""
    start = [{"op": "new", "ruleset": "gurps"},
             {"op": "add", "name": "Aiko", "side": "pc", "sheet": {"max_hp": 12, "ht": 12}},
             {"op": "edit", "name": "Aiko", "sheet": {"hp": 10}},
             # 8:00 → 7:59 of day 2: 24 hours of rest less a minute, no roll yet (not at the
             # midnight it passes)
             {"op": "advance", "hours": 23, "minutes": 59},
             {"op": "condition", "name": "Aiko", "condition": "stunned"}]
    rolls = [13] * 60 + [10] + [13, 9]
    path = tmp_path / "night.json"
    one = run([*start, {"op": "advance", "minutes": 2, "rolls": rolls},
               {"op": "save", "file": str(path)}], seed=1)
    pieces = run([*start, {"op": "advance", "minutes": 1, "rolls": rolls[:61]},  # to 8:00
                  {"op": "advance", "minutes": 1, "rolls": rolls[61:]}], seed=1)
    assert one[3]["rolls"] == [] and one[3]["state"]["time"] == {"day": 2, "hour": 7,
                                                                  "minute": 59}
    assert one[-2]["rolls"] == rolls
    assert pieces[-2]["rolls"] + pieces[-1]["rolls"] == rolls
    aiko = combatant(one[-2], "Aiko")
    assert aiko["hp"] == 11 and aiko["conditions"] == []
    assert one[-2]["state"] == pieces[-1]["state"]
    log = _log(path)
    assert [args["roll"] for key, _w, args in log if key == "heal"] == [10]
    assert _stun_lines(log) == [
        ("stun_ends", {"name": "Aiko", "second": 62, "rolls": 62, "roll": 9, "target": 12})]
