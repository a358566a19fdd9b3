"""Infection and recovery over time, through ``python -m tracker session``: the running
infection's penalty on the next infection roll and on attack and defense (V7), natural recovery
after each full 24 hours of rest (R17), and FP lost to the cold held while it lasts (V8) — what
the fourth GURPS play-test found against RULES.md (issue 29). Every number is worked out by hand
from RULES.md in a comment."""

from __future__ import annotations

from tests.model.gurps.test_unconscious_targets_and_hit_locations import _session
from tests.session_script import combatant, run

# -- item 1: the running infection's own penalty applies to the next infection roll (V7) ----
VAMPIRE = {"op": "new", "ruleset": "gurps", "preset": "vampire_hunter"}
FESTERING = [
    VAMPIRE,
    {"op": "add", "name": "Aiko", "side": "pc", "sheet": {"max_hp": 12, "ht": 7, "max_fp": 12}},
    # 2 cut to the torso bleeds: the infection roll is due, against HT 7 (no modifier)
    {"op": "hit", "target": "Aiko", "location": "torso", "damage": 2, "type": "cut"},
    # 14 > 7 fails: infected; 3d 9 puts it in the torso (9-11), an ordinary disease
    {"op": "advance", "hours": 1, "rolls": [14, 9]},
    # 24 h after the wound the fever (1 HT, −2 to all rolls); 24 h later its first day takes
    # 1 HT more: 2 HT lost, festering (−4 to all rolls). HT 7 − 2 = 5
    {"op": "advance", "hours": 48},
]


def test_a_festering_combatant_rolls_its_next_infection_check_with_the_penalty():
    answers = run(FESTERING + [
        {"op": "start_combat"},
        # a new bleeding wound: its infection roll against HT 5 − 4 (festering) = 1, not 5
        {"op": "hit", "target": "Aiko", "location": "arm_left", "damage": 2, "type": "cut"},
        # skull 3 cr: (3 − 2) × 4 = 4 injury with shock: knockdown at −10 (G9), 5 − 10 − 4 = −9
        {"op": "hit", "target": "Aiko", "location": "skull", "damage": 3},
    ], seed=3)
    assert answers[-2]["state"]["checks"] == [{"who": "Aiko", "kind": "infection", "target": 1}]
    assert {(k["kind"], k["target"]) for k in answers[-1]["state"]["checks"]} == {
        ("infection", 1), ("knockdown", -9)}


def test_the_infection_roll_says_why_it_is_lower():
    s, _answers = _session(FESTERING + [
        {"op": "hit", "target": "Aiko", "location": "arm_left", "damage": 2, "type": "cut"},
        # against 1 only a 3 or 4 succeeds (V7 reading: 3–4 always do; a 3 is critical)
        {"op": "check", "who": "Aiko", "kind": "infection", "roll": 3},
    ], seed=3)
    roll = [e for e in s.enc.log if e.key == "infection_roll"][-1]
    assert (roll.args["roll"], roll.args["target"], roll.args["result"]) == (3, 1, "critical_success")
    assert [(x.key, x.args) for x in roll.explain if x.key == "inf.running"] == [
        ("inf.running", {"modifier": -4})]


# -- item 3: natural recovery after each full 24 hours of rest, not at midnight (R17) ------
NIGHT_FIGHT = [
    {"op": "new", "ruleset": "gurps"},
    {"op": "add", "name": "Aiko", "side": "pc", "sheet": {"max_hp": 12, "ht": 12}},
    {"op": "advance", "hours": 15, "minutes": 50},                 # day 1 8:00 → 23:50
    {"op": "start_combat"},
    {"op": "hit", "target": "Aiko", "location": "torso", "damage": 4},   # 4 injury: HP 8
    {"op": "advance", "minutes": 5},                               # the fight to 23:55
    {"op": "end_combat"},                                          # rest begins at 23:55
]


def test_a_fight_ending_at_23_55_heals_nobody_at_midnight():
    answers = run(NIGHT_FIGHT + [
        {"op": "advance", "minutes": 10},                  # 0:05: midnight passed, no roll
        {"op": "advance", "hours": 23, "minutes": 45},     # 23:50: 23 h 55 min of rest
        {"op": "advance", "minutes": 5, "rolls": [10]},    # 23:55: 24 h; 10 ≤ HT 12: HP 9
    ])
    assert answers[7]["rolls"] == [] and combatant(answers[7], "Aiko")["hp"] == 8
    assert answers[8]["rolls"] == [] and combatant(answers[8], "Aiko")["hp"] == 8
    assert answers[9]["rolls"] == [10] and combatant(answers[9], "Aiko")["hp"] == 9
    assert answers[9]["state"]["time"] == {"day": 2, "hour": 23, "minute": 55}


def test_the_same_two_days_in_one_step_and_in_pieces():
    """48 hours from 23:55: rolls at 23:55 of days 2 and 3 (10 ≤ 12: HP 9; 13 > 12: still
    9), whether in one step, in 24-hour pieces or in odd pieces that cross midnights."""
    one = run(NIGHT_FIGHT + [{"op": "advance", "hours": 48, "rolls": [10, 13]}])
    days = run(NIGHT_FIGHT + [{"op": "advance", "hours": 24, "rolls": [10]},
                              {"op": "advance", "hours": 24, "rolls": [13]}])
    odd = run(NIGHT_FIGHT + [{"op": "advance", "minutes": m, "rolls": r}
                             for m, r in ((7, []), (1430, []), (5, [10]), (1000, []),
                                          (438, [13]))])
    assert one[-1]["rolls"] == [10, 13] and combatant(one[-1], "Aiko")["hp"] == 9
    assert [a["rolls"] for a in days[-2:]] == [[10], [13]]
    assert [a["rolls"] for a in odd[-5:]] == [[], [], [10], [], [13]]
    assert days[-1]["state"] == one[-1]["state"] == odd[-1]["state"]


def test_an_injury_out_of_combat_starts_the_count_again():
    answers = run(NIGHT_FIGHT + [
        {"op": "advance", "hours": 12},                    # day 2 11:55
        # a trap out of combat: 2 injury, HP 6; rest begins again at 11:55
        {"op": "hit", "target": "Aiko", "location": "torso", "damage": 2},
        {"op": "advance", "hours": 12, "minutes": 5},      # 0:00: no roll (12 h of rest)
        {"op": "advance", "hours": 11, "minutes": 54},     # 11:54 day 3: no roll yet
        {"op": "advance", "minutes": 1, "rolls": [9]},     # 11:55: 24 h; 9 ≤ 12: HP 7
    ])
    assert [a["rolls"] for a in answers[-3:]] == [[], [], [9]]
    assert combatant(answers[-1], "Aiko")["hp"] == 7


def test_no_recovery_roll_while_the_fight_goes_on():
    """Rest begins at End combat: a day of Advance time in the fight (the GM's long siege)
    makes no recovery roll; the day after End combat does."""
    answers = run([
        {"op": "new", "ruleset": "gurps"},
        {"op": "add", "name": "Aiko", "side": "pc", "sheet": {"max_hp": 12, "ht": 12}},
        {"op": "start_combat"},
        {"op": "hit", "target": "Aiko", "location": "torso", "damage": 4},   # HP 8
        {"op": "advance", "hours": 25},                    # in the fight: no roll
        {"op": "end_combat"},                              # day 2 9:00
        {"op": "advance", "hours": 24, "rolls": [12]},     # 12 ≤ 12: HP 9
    ])
    assert answers[4]["rolls"] == [] and combatant(answers[4], "Aiko")["hp"] == 8
    assert answers[6]["rolls"] == [12] and combatant(answers[6], "Aiko")["hp"] == 9


# -- item 4: exposure is no rest: FP lost to the cold stay lost while it lasts (V8) --------
COLD = [
    VAMPIRE,
    {"op": "add", "name": "Aiko", "side": "pc", "sheet": {"max_hp": 12, "ht": 10, "max_fp": 12}},
    {"op": "world", "celsius": 2, "season": "winter"},     # 2 °C ≤ 5: cold rolls, HT 10
    # 8:30, 9:00, 9:30: 14 > 10 fails three times, FP 12 → 9; the 10:00 roll stays due
    {"op": "advance", "hours": 2, "rolls": [14, 14, 14]},
    {"op": "check", "who": "Aiko", "kind": "cold", "roll": 9},      # 9 ≤ 10
]


def test_rest_gives_no_fp_back_while_the_cold_calls_for_rolls():
    answers = run(COLD + [
        # 10:30: 9 ≤ 10; three ten-minute marks of rest gave nothing back
        {"op": "advance", "minutes": 30, "rolls": [9]},
        {"op": "check", "who": "Aiko", "kind": "cold", "roll": 10},     # 10:30's, 10 ≤ 10
        {"op": "world", "celsius": 15, "season": "winter"},             # the cold is over
        {"op": "advance", "minutes": 20},                               # 2 marks: FP 11
        {"op": "advance", "minutes": 10},                               # 1 more: FP 12
    ])
    fp = [combatant(a, "Aiko")["tracks"]["fp"][0] for a in answers[3:]]
    # before the reading, 12 marks of rest in the two hours gave the 3 FP back at once
    assert fp == [9, 9, 9, 9, 9, 11, 12]
    assert answers[-1]["state"]["checks"] == []


def test_fp_lost_otherwise_still_come_back_in_the_cold():
    """Only what the cold took is held: fatigue damage (2 FP) in the cold comes back by
    rest, 1 FP per 10 minutes, while the 3 FP of the cold stay lost."""
    answers = run(COLD + [
        {"op": "hit", "target": "Aiko", "location": "torso", "damage": 2, "type": "fat"},
        {"op": "advance", "minutes": 30, "rolls": [9]},   # FP 7 → 9 (two of three marks)
    ])
    fp = [combatant(a, "Aiko")["tracks"]["fp"][0] for a in answers[-2:]]
    assert fp == [7, 9]




def test_a_festering_combatant_attacks_and_defends_at_minus_4():
    """V7 reading: the −4 of festering applies to every roll, the attack roll and the active
    defense included (the to-hit parts and the defense's trace name it)."""
    answers = run(FESTERING + [
        {"op": "add", "name": "Ghoul", "side": "enemy",
         "sheet": {"max_hp": 12, "ht": 12, "dodge": 8, "basic_speed": 5.0}},
        {"op": "edit", "name": "Aiko", "sheet": {"dodge": 9}},
        {"op": "start_combat"},
        # Aiko (festering) attacks at skill 14 − 4 = 10; she rolls 10: a hit; the Ghoul
        # dodges 8 and rolls 12: fails, the hit lands (damage 0: nothing through)
        {"op": "attack", "attacker": "Aiko", "target": "Ghoul", "skill": 14,
         "location": "torso", "roll": 10, "damage": 0, "type": "cr",
         "defense": {"kind": "dodge", "roll": 12}},
        {"op": "next_turn"},
        # the Ghoul attacks her at 12, rolls 9: a hit; her Dodge 9 − 4 = 5, she rolls 6:
        # fails (6 > 5), where without the fever's −4 it would have held
        {"op": "attack", "attacker": "Ghoul", "target": "Aiko", "skill": 12,
         "location": "torso", "roll": 9, "damage": 0, "type": "cr",
         "defense": {"kind": "dodge", "roll": 6}},
    ], seed=3)
    mine, theirs = answers[-3], answers[-1]
    assert mine["tohit"]["effective_skill"] == 10
    assert ("V7", "ailment", -4) in [(p["rule"], p["what"], p["value"])
                                     for p in mine["tohit"]["parts"]]
    assert theirs["defense"]["target"] == 5 and theirs["defense"]["success"] is False
