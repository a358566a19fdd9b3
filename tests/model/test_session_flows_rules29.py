"""Issue 29 (GURPS), flows through ``python -m tracker session``: what the fourth play-test found
against RULES.md. Every number is worked out by hand from RULES.md in a comment."""

from __future__ import annotations

from tests.session_script import combatant, holds, run
from tracker.cli.odds import answer as odds_answer
from tracker.model.gurps.texts import LOG_TEMPLATES
from tracker.model.session.engine import Session


def _checks(answer):
    return [(k["who"], k["kind"], k["target"]) for k in answer["state"]["checks"]]


def _session(lines, seed=1):
    s = Session(seed=seed)
    answers = []
    for req in lines:
        answer, ok = s.answer(req)
        assert ok, answer
        answers.append(answer)
    return s, answers


# -- item 5: an unconscious target owes no knockdown or stay-conscious roll -----------------
KNOCKED_OUT = [
    {"op": "new", "ruleset": "gurps"},
    {"op": "add", "name": "Brute", "side": "enemy", "sheet": {"max_hp": 10, "ht": 10}},
    {"op": "start_combat"},
    # skull: DR 0 + 2 natural → 4 − 2 = 2 penetrating × 4 = 8 injury, over 10/2: a major
    # wound; knockdown at −10 (G4/G9): HT 10 − 10 = 0; HP 10 → 2
    {"op": "hit", "target": "Brute", "location": "skull", "damage": 4},
    # 8 against 0 fails by 8 (5 or more): stunned, prone and unconscious (G9)
    {"op": "check", "who": "Brute", "kind": "knockdown", "roll": 8},
]


def test_an_unconscious_target_owes_no_knockdown_and_no_stay_conscious_roll():
    answers = run(KNOCKED_OUT + [
        # torso 6 cr: 6 injury, over 10/2 (a major wound: a knockdown roll if awake), and
        # HP 2 → −4 crosses 0 (a roll to stay conscious if awake); −4 is above −10: no death
        # check
        {"op": "hit", "target": "Brute", "location": "torso", "damage": 6},
        {"op": "next_turn"},
    ])
    assert "unconscious" in combatant(answers[4], "Brute")["conditions"]
    out = answers[5]["outcome"]
    assert holds(out, {"injury": 6, "major_wound": True, "hp_before": 2, "hp_after": -4,
                       "knockdown_check": None, "collapse_check": False, "death_checks": 0})
    assert "[G9] Already unconscious: no knockdown roll." in out["explain"]
    assert ("[G11] HP 0 or below, already unconscious: no roll to stay conscious."
            in out["explain"])
    # the session queues neither, before or after the turn goes round (G14: only the
    # conscious collapse); its waking (HP −4, from 0 to above −1×HP: an HT 10 roll each hour,
    # G14) is all it owes
    assert _checks(answers[5]) == [("Brute", "wake", 10)]
    assert _checks(answers[6]) == [("Brute", "wake", 10)]


def test_an_unconscious_target_still_owes_a_death_check_at_a_new_threshold():
    answers = run(KNOCKED_OUT + [
        # torso 12 cr: 12 injury (major); HP 2 → −10 reaches −1×HP: one death check (G11),
        # against HT 10; its waking becomes one roll after 12 hours (G14), also against 10
        {"op": "hit", "target": "Brute", "location": "torso", "damage": 12},
    ])
    assert holds(answers[-1]["outcome"], {"knockdown_check": None, "collapse_check": False,
                                          "death_checks": 1, "hp_after": -10})
    assert _checks(answers[-1]) == [("Brute", "death", 10), ("Brute", "wake", 10)]


def test_the_odds_agree_with_resolve_for_an_unconscious_target():
    """``odds`` over 2d to the torso of the unconscious Brute at HP 2: every total 2..12
    does injury (2d never rolls 0), every total ≥ 6 is a major wound (over 10/2); 2..12 all
    take HP 2 to 0 or below — yet 0 % for a knockdown roll and for a roll to stay conscious.
    Awake, the same hit owes the knockdown roll for a major wound (26/36: totals 6..12) and
    the roll to stay conscious for all 36/36."""
    target = {"hp": 10, "ht": 10, "current_hp": 2}
    asleep = odds_answer({"target": {**target, "unconscious": True}, "damage": "2d"})
    awake = odds_answer({"target": target, "damage": "2d"})
    # 2d totals 6..12: 5+6+5+4+3+2+1 = 26 of 36
    assert abs(asleep["p"]["major_wound"] - 26 / 36) < 1e-9
    assert asleep["p"]["knockdown"] == 0.0 and asleep["p"]["collapse"] == 0.0
    assert abs(awake["p"]["knockdown"] - 26 / 36) < 1e-9 and awake["p"]["collapse"] == 1.0
    # a death check at −1×HP: HP 2 − 12 = −10 only for a 12 (1/36)
    assert abs(asleep["p"]["death_check"] - 1 / 36) < 1e-9


# -- item 7: G12 redirects are recorded where they counted; the log names the aimed place --
def test_a_no_vitals_vitals_hit_is_recorded_at_the_torso():
    s, answers = _session([
        {"op": "new", "ruleset": "gurps"},
        {"op": "add", "name": "Golem", "side": "enemy",
         "sheet": {"max_hp": 30, "ht": 12, "traits": ["no_vitals"]}},
        {"op": "start_combat"},
        # No Vitals: the vitals count as torso (G12): 4 imp × 2 (torso, not ×3) = 8 injury
        {"op": "hit", "target": "Golem", "location": "vitals", "damage": 4, "type": "imp"},
    ])
    assert holds(answers[-1]["outcome"], {"location": "torso", "aimed": "vitals",
                                          "injury": 8, "hp_after": 22})
    assert combatant(answers[-1], "Golem")["injured"] == {"torso": 8}
    last = [e for e in s.enc.log if e.key.startswith("hit")][-1]
    assert last.key == "hit_counts_as"
    assert LOG_TEMPLATES[last.key].format(**last.args) == (
        "Golem: 4 imp to vitals, which counts as torso → 8 injury (HP 30 → 22).")


def test_a_no_brain_skull_hit_is_recorded_at_the_face():
    s, answers = _session([
        {"op": "new", "ruleset": "gurps"},
        {"op": "add", "name": "Zombie", "side": "enemy",
         "sheet": {"max_hp": 12, "ht": 10, "traits": ["no_brain"]}},
        {"op": "start_combat"},
        # No Brain: the skull counts as face (G12): no natural DR +2, cr ×1 → 5 injury; not
        # over 12/2 but a face injury with shock: knockdown at −5 (G9): HT 10 − 5 = 5
        {"op": "hit", "target": "Zombie", "location": "skull", "damage": 5},
    ])
    assert holds(answers[-1]["outcome"], {"location": "face", "aimed": "skull", "injury": 5,
                                          "effective_dr": 0, "knockdown_check": -5})
    assert combatant(answers[-1], "Zombie")["injured"] == {"face": 5}
    assert _checks(answers[-1]) == [("Zombie", "knockdown", 5)]
    last = [e for e in s.enc.log if e.key.startswith("hit")][-1]
    assert (last.args["aimed"], last.args["location"]) == ("skull", "face")


def test_an_ordinary_hit_keeps_its_plain_log_line():
    s, answers = _session([
        {"op": "new", "ruleset": "gurps"},
        {"op": "add", "name": "Aiko", "side": "pc", "sheet": {"max_hp": 12, "ht": 12}},
        {"op": "hit", "target": "Aiko", "location": "skull", "damage": 3},  # (3 − 2) × 4 = 4
    ])
    assert holds(answers[-1]["outcome"], {"location": "skull", "aimed": "skull", "injury": 4})
    last = [e for e in s.enc.log if e.key.startswith("hit")][-1]
    assert last.key == "hit" and "aimed" not in last.args


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


# -- item 2: a GCS plan's single "eyes" location is a pair ----------------------------------
#: as GCS imports a humanoid sheet's body type: one "eyes" location for both eyes
EYES_PLAN = {
    "id": "gcs_humanoid", "name": {"en": "Humanoid"},
    "locations": [
        {"id": "eyes", "kind": "eye", "part": "eye", "name": {"en": "Eyes", "ja": "目"},
         "hit_penalty": -9, "chinks_penalty": -10},
        {"id": "skull", "kind": "skull", "name": {"en": "Skull", "ja": "頭蓋骨"},
         "hit_penalty": -7},
        {"id": "torso", "kind": "torso", "name": {"en": "Torso", "ja": "胴体"},
         "hit_penalty": 0}],
    "table": [{"roll": [3, 4], "location": "skull"}, {"roll": [5, 18], "location": "torso"}]}


def test_the_first_crippling_hit_on_a_single_eyes_location_costs_one_eye():
    answers = run([
        {"op": "new", "ruleset": "gurps"},
        {"op": "add", "name": "Kenji", "side": "pc",
         "sheet": {"max_hp": 10, "ht": 10, "body": EYES_PLAN}},
        {"op": "start_combat"},
        # 1 imp × 4 (eye as skull, G4) = 4 injury, over 10/10: crippled (at least 2); the
        # other eye still works: One Eye, not Blindness
        {"op": "hit", "target": "Kenji", "location": "eyes", "damage": 1, "type": "imp"},
        {"op": "check", "who": "Kenji", "kind": "knockdown", "roll": 3},
        # a second crippling hit there costs the other: Blindness (HP 6 → 2)
        {"op": "hit", "target": "Kenji", "location": "eyes", "damage": 1, "type": "imp"},
    ])
    first, second = answers[3]["outcome"], answers[5]["outcome"]
    assert holds(first, {"injury": 4, "crippled": True, "hp_after": 6,
                         "effects": [{"location": "eyes", "effect": "eye"}]})
    assert ("[G6] Eyes stands for both eyes: a first crippling hit costs one eye."
            in first["explain"])
    assert holds(second, {"injury": 4, "crippled": True, "hp_after": 2,
                          "effects": [{"location": "eyes", "effect": "eye_last"}]})
    assert combatant(answers[5], "Kenji")["crippled"] == ["eyes"]


def test_a_humanoid_s_two_eyes_are_unchanged():
    answers = run([
        {"op": "new", "ruleset": "gurps"},
        {"op": "add", "name": "Aiko", "side": "pc", "sheet": {"max_hp": 10, "ht": 10}},
        {"op": "hit", "target": "Aiko", "location": "eye_right", "damage": 1, "type": "imp"},
        {"op": "hit", "target": "Aiko", "location": "eye_left", "damage": 1, "type": "imp"},
    ])
    assert answers[2]["outcome"]["effects"] == [{"location": "eye_right", "effect": "eye"}]
    assert answers[3]["outcome"]["effects"] == [{"location": "eye_left", "effect": "eye_last"}]


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
