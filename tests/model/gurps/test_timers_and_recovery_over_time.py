"""Whole GURPS sessions played as a GM would (``python -m tracker session``), and one test for
each defect in flows over time they showed: the numbers worked out by hand from RULES.md."""

from __future__ import annotations

import pytest

from tests.session_script import combatant, run

VAMPIRE = {"op": "new", "ruleset": "gurps", "preset": "vampire_hunter"}


def _checks(answer, who):
    return [(k["kind"], k["target"]) for k in answer["state"]["checks"] if k["who"] == who]


# -- defects ------------------------------------------------------------------------------------
def test_hunger_dropping_the_unconscious_to_0_hp_makes_waking_an_hourly_roll():
    """G14 + V6: knocked out at 1 HP she would wake 15 minutes later without a roll; a missed
    meal that takes her to 0 HP makes it an HT roll each hour (the loss was judged from the
    HP before it, so she woke at 8:15 regardless)."""
    answers = run([
        VAMPIRE,
        {"op": "add", "name": "Aiko", "side": "pc", "sheet": {"max_hp": 12, "ht": 12,
                                                              "max_fp": 12}},
        {"op": "edit", "name": "Aiko", "sheet": {"hp": 1, "fp": 1}},
        {"op": "condition", "name": "Aiko", "condition": "unconscious", "on": True},
        {"op": "meal", "name": "Aiko", "ate": False},   # FP 0
        {"op": "meal", "name": "Aiko", "ate": False},   # FP -1: 1 HP too (G11), HP 0
        {"op": "advance", "minutes": 20},
    ], seed=3)
    assert _checks(answers[3], "Aiko") == [("wake", None)]
    at_zero = answers[5]
    assert combatant(at_zero, "Aiko")["hp"] == 0
    assert _checks(at_zero, "Aiko") == [("wake", 12)]
    later = answers[6]
    assert "unconscious" in combatant(later, "Aiko")["conditions"]
    assert later["rolls"] == []  # 8:20: the first hourly roll is at 9:00


def test_a_temporary_crippling_ends_when_the_gm_heals_the_hp_back():
    """G7: a crippled part judged temporary lasts until the HP are fully recovered. Healed to
    full by the GM (a potion, a spell), the arm was still shown crippled, with its timer,
    until some Advance time; healed in the fight, End combat left it crippled too."""
    answers = run([
        {"op": "new", "ruleset": "gurps"},
        {"op": "add", "name": "Aiko", "side": "pc", "sheet": {"max_hp": 12, "ht": 12}},
        {"op": "add", "name": "Kaede", "side": "pc", "sheet": {"max_hp": 10, "ht": 10}},
        {"op": "start_combat"},
        {"op": "hit", "target": "Aiko", "location": "arm_left", "damage": 8, "type": "cr"},
        {"op": "hit", "target": "Kaede", "location": "leg_right", "damage": 6, "type": "cr"},
        {"op": "edit", "name": "Kaede", "sheet": {"hp": 10}},   # healed within the fight
        {"op": "end_combat", "rolls": {"Aiko": {"arm_left": 9}, "Kaede": {"leg_right": 8}}},
        {"op": "edit", "name": "Aiko", "sheet": {"hp": 12}},
        {"op": "undo"},
    ], seed=4)
    hit = answers[4]
    assert combatant(hit, "Aiko")["hp"] == 5 and combatant(hit, "Aiko")["crippled"] == ["arm_left"]
    ended = answers[7]
    assert combatant(ended, "Aiko")["crippled"] == ["arm_left"]    # 5/12 HP: still crippled
    kaede = combatant(ended, "Kaede")
    assert kaede["crippled"] == [] and kaede["injured"] == {}
    assert [t["who"] for t in ended["state"]["timers"]] == ["Aiko"]
    healed = answers[8]
    aiko = combatant(healed, "Aiko")
    assert aiko["hp"] == 12 and aiko["crippled"] == [] and aiko["injured"] == {}
    assert healed["state"]["timers"] == []
    assert answers[9]["state"] == ended["state"]


def _cured_then(steps, rolls):
    """Aiko's cut torso festers four days, is cured by a spell at 9:00 on day 5, then the
    days in ``steps`` pass with ``rolls`` for its natural recovery rolls."""
    from tracker.model.session.engine import Session
    from tracker.rulesets.gurps.rules.modules import operations as mops

    s = Session(seed=21)
    for req in [VAMPIRE,
                {"op": "add", "name": "Aiko", "side": "pc",
                 "sheet": {"max_hp": 12, "ht": 12, "max_fp": 12}},
                {"op": "start_combat"},
                {"op": "hit", "target": "Aiko", "location": "torso", "damage": 4, "type": "cut"},
                {"op": "end_combat"},
                {"op": "advance", "hours": 1, "rolls": [14, 9]},   # infected: the torso
                {"op": "advance", "days": 4}]:
        answer, ok = s.answer(req)
        assert ok, answer
    s.history.push(mops.cure_infection(s.enc, "c1", 0))
    rolls = list(rolls)
    for step in steps:
        answer, ok = s.answer({"op": "advance", **step, "rolls": rolls})
        assert ok, answer
        rolls = rolls[len(answer["rolls"]):]
    heals = [e.args["target"] for e in s.enc.log if e.key == "heal"]
    return answer, heals


def test_the_ht_a_cured_infection_gives_back_counts_on_each_midnight_in_one_step():
    """V7 + G14 + "time runs in order": once cured, the HT the infection took comes back one a
    midnight, and each recovery roll is against the HT of its time. Six days in one step
    rolled all six at the HT of the cure (8). The recovery rolls fall at 8:00, 24 hours of
    rest after each other from End combat (R17), each after that night's HT came back: HT
    9, 10, 11, 12, 12, 12; rolls 9 7 10 11 13 9: all but the 13 succeed, HP 6 → 11."""
    rolls = [9, 7, 10, 11, 13, 9]
    one, heals_one = _cured_then([{"days": 6}], rolls)
    days, heals_days = _cured_then([{"days": 1}] * 6, rolls)
    assert heals_one[-6:] == heals_days[-6:] == [9, 10, 11, 12, 12, 12]
    assert combatant(one, "Aiko")["hp"] == combatant(days, "Aiko")["hp"] == 11
    assert one["state"] == days["state"]



def test_a_condition_for_n_rounds_runs_out_for_one_whose_turns_are_skipped():
    """A condition the GM sets for 2 rounds ran out for Aiko after her two turns, but never
    for the knocked-out Brute (his turn positions are passed over): still blinded five rounds
    later. It runs out when his second position has passed, as shock does (G14)."""
    answers = run([
        {"op": "new", "ruleset": "gurps"},
        {"op": "add", "name": "Aiko", "side": "pc", "sheet": {"basic_speed": 6}},
        {"op": "add", "name": "Brute", "sheet": {"max_hp": 20, "basic_speed": 5}},
        {"op": "start_combat"},                                                 # 1: Aiko
        {"op": "condition", "name": "Brute", "condition": "blinded", "rounds": 2},
        {"op": "condition", "name": "Aiko", "condition": "blinded", "rounds": 2},
        {"op": "condition", "name": "Brute", "condition": "unconscious"},
        {"op": "next_turn"},                           # 2: Aiko (round 1's Brute passed)
        {"op": "next_turn"},                           # 3: Aiko (round 2's Brute passed)
        {"op": "next_turn"}, {"op": "next_turn"},
        {"op": "undo"}, {"op": "undo"}, {"op": "undo"},
    ], seed=1)
    assert "blinded" in combatant(answers[7], "Brute")["conditions"]
    for answer in answers[8:11]:
        assert answer["state"]["round"] >= 3
        assert combatant(answer, "Aiko")["conditions"] == []
        assert combatant(answer, "Brute")["conditions"] == ["unconscious"]
    assert answers[13]["state"] == answers[7]["state"]




def test_a_death_check_left_from_the_fight_is_rolled_before_the_days_of_healing():
    """G11 + time runs in order: the Brute crossed −1×HP in the fight and the GM ended it
    with the "HT roll or die" unrolled. Ten days of Advance time healed him from −25 to −16
    first, the death roll still pending (a failure then killed a man on the mend); it is
    rolled first, with the advance's first roll."""
    script = [
        {"op": "new", "ruleset": "gurps"},
        {"op": "add", "name": "Brute", "sheet": {"max_hp": 20, "ht": 11}},
        {"op": "start_combat"},
        {"op": "hit", "target": "Brute", "location": "torso", "damage": 45, "type": "cr"},
        {"op": "end_combat"},
    ]
    dies = run(script + [{"op": "advance", "days": 10, "rolls": [14] + [10] * 10}], seed=2)
    assert _checks(dies[4], "Brute") == [("death", 11)]
    brute = combatant(dies[5], "Brute")
    assert dies[5]["rolls"] == [14]               # HT 11: 14 fails, nothing left to roll
    assert "dead" in brute["conditions"] and brute["hp"] == -25
    lives = run(script + [{"op": "advance", "days": 10, "rolls": [10] + [10] * 10}], seed=2)
    assert lives[5]["rolls"] == [10] * 11
    brute = combatant(lives[5], "Brute")
    assert "dead" not in brute["conditions"] and brute["hp"] == -15
    assert lives[5]["state"]["checks"] == []



def _fever_at_8_07(steps):
    from tracker.model.session.engine import Session

    s = Session(seed=7)
    for req in [VAMPIRE,
                {"op": "add", "name": "Aiko", "side": "pc", "sheet": {"max_hp": 12, "ht": 12,
                                                                      "max_fp": 12}},
                {"op": "advance", "minutes": 7},
                {"op": "hit", "target": "Aiko", "location": "torso", "damage": 2, "type": "cut"},
                {"op": "advance", "minutes": 1, "rolls": [14, 9]},  # infected at 8:07
                *({"op": "advance", **step} for step in steps)]:
        answer, ok = s.answer(req)
        assert ok, answer
    fevers = [(e.args["fp_before"], e.args["fp_after"]) for e in s.enc.log
              if e.key == "infection_loss"]
    return answer, fevers


def test_a_fever_at_8_07_comes_before_the_rest_of_8_10_to_8_30_in_one_step():
    """V7 + G14, time runs in order: the fever falls 24 h after the failed roll, at 8:07; a
    piece of time ran on to the half hour, so one step to 8:30 gave the rest of 8:10, 8:20
    and 8:30 first (at full FP: nothing) and the fever's 2d FP after (FP 10), where stopping
    at 8:07 gave the fever first and the 3 FP of rest after it (FP 12)."""
    one, fever_one = _fever_at_8_07([{"hours": 24, "minutes": 22}])
    pieces, fever_pieces = _fever_at_8_07([{"hours": 23, "minutes": 59}, {"minutes": 23}])
    assert fever_one == fever_pieces == [(12, 10)]   # 2d = 2 with this seed
    assert one["state"]["time"] == {"day": 2, "hour": 8, "minute": 30}
    assert combatant(one, "Aiko")["tracks"]["fp"] == [12, 12]   # 10 + 3 rest, at most 12
    assert one["state"] == pieces["state"]


def test_a_heat_roll_30_minutes_into_the_heat_comes_before_a_later_fever():
    """V8 + V7: heat set at 8:01 makes a heat roll due at each :01 and :31; one step of two
    days rolled the 7:31 roll after the 8:00 fever (with its −2 and lost HT), pieces ending
    at 7:31 before it: the same rolls gave different FP and HP."""
    from tracker.model.session.engine import Session

    def play(steps):
        s = Session(seed=7)
        for req in [VAMPIRE,
                    {"op": "add", "name": "Aiko", "side": "pc",
                     "sheet": {"max_hp": 12, "ht": 12, "max_fp": 12}},
                    {"op": "hit", "target": "Aiko", "location": "torso", "damage": 2,
                     "type": "cut"},
                    {"op": "advance", "minutes": 1, "rolls": [14, 9]},  # infected at 8:00
                    {"op": "world", "celsius": 32, "season": "summer"},
                    *({"op": "advance", **step} for step in steps)]:
            answer, ok = s.answer(req)
            assert ok, answer
        heat = [(e.args["roll"], e.args["target"]) for e in s.enc.log
                if e.key == "exposure_roll"]
        return answer, heat

    one, heat_one = play([{"days": 2}])
    pieces, heat_pieces = play([{"minutes": 30}] * 96)
    assert heat_one == heat_pieces
    before_fever = heat_one[:2 * 23 + 1]          # 8:31 … 7:31 of day 2: HT 12, no fever
    assert {target for _roll, target in before_fever} == {12}  # 32 °C: nothing per 3 over 30
    assert heat_one[2 * 23 + 1][1] == 12 - 1 - 2  # 8:01: HT 11 and −2 of the 8:00 fever
    assert one["state"] == pieces["state"]



def test_a_meal_marked_before_its_time_is_not_owed_again():
    """V6: at midnight the GM marks the next meal ahead (none was due: today's breakfast).
    The day's three meal times then all came due as well: four for a day of three, the
    fourth refused ("all 3 meals of day 2 are counted") and, being the oldest, blocking every
    later mark for good. The meal marked ahead is the first of the day's three."""
    answers = run([
        VAMPIRE,
        {"op": "add", "name": "Aiko", "side": "pc", "sheet": {"max_hp": 12, "ht": 12,
                                                              "max_fp": 12}},
        {"op": "advance", "hours": 16},                   # 12:00 and 19:00 of day 1 due
        {"op": "meal", "name": "Aiko", "ate": False},
        {"op": "meal", "name": "Aiko", "ate": False},
        {"op": "meal", "name": "Aiko", "ate": False},     # day 2, 0:00: ahead, breakfast
        {"op": "advance", "hours": 28},                   # day 3, 4:00: day 2's others due
        {"op": "meal", "name": "Aiko", "ate": False},     # the 4th missed in a row: 1 HP
        {"op": "meal", "name": "Aiko", "ate": True},
        {"op": "meal", "name": "Aiko", "ate": True},      # day 3: ahead again
        {"op": "advance", "hours": 24},
        {"op": "meal", "name": "all", "ate": True},       # day 3's other two: a full day
    ], seed=3)
    assert combatant(answers[5], "Aiko")["tracks"]["fp"] == [9, 12]
    fourth = combatant(answers[7], "Aiko")
    assert (fourth["hp"], fourth["tracks"]["fp"]) == (11, [8, 12])
    fed = combatant(answers[11], "Aiko")
    assert (fed["hp"], fed["tracks"]["fp"]) == (12, [12, 12])



def test_a_part_crippled_outside_a_fight_gets_its_duration_roll_when_time_passes():
    """G7: the duration roll came only at End combat, so an arm crippled between fights (a
    trap, the GM's hit out of combat) stayed crippled for good: after 400 days at full HP,
    still crippled, its injury on the figure, no timer. It is rolled as time starts to pass,
    before the days of recovery."""
    answers = run([
        {"op": "new", "ruleset": "gurps"},
        {"op": "add", "name": "Aiko", "side": "pc", "sheet": {"max_hp": 12, "ht": 12}},
        {"op": "hit", "target": "Aiko", "location": "arm_left", "damage": 8, "type": "cr"},
        {"op": "advance", "hours": 1, "rolls": [9]},        # 9 ≤ HT 12: temporary
        {"op": "advance", "days": 10, "rolls": [10] * 10},  # a HP a night: full on day 8
        {"op": "hit", "target": "Aiko", "location": "leg_right", "damage": 8, "type": "cr"},
        {"op": "advance", "days": 1, "rolls": [14, 10]},    # 14 > 12: lasting (1d months)
    ], seed=1)
    assert combatant(answers[2], "Aiko")["crippled"] == ["arm_left"]
    judged = answers[3]
    assert judged["rolls"] == [9]
    assert [(t["who"], t["what"], t["kind"]) for t in judged["state"]["timers"]] == [
        ("Aiko", "arm_left", "temporary")]
    healed = combatant(answers[4], "Aiko")
    assert healed["hp"] == 12 and healed["crippled"] == [] and healed["injured"] == {}
    assert answers[4]["state"]["timers"] == []
    lasting = answers[6]
    assert lasting["rolls"] == [14, 10]
    [timer] = lasting["state"]["timers"]
    assert (timer["what"], timer["kind"]) == ("leg_right", "lasting")
    assert combatant(lasting, "Aiko")["crippled"] == ["leg_right"]



def test_an_infected_part_that_healed_owes_no_roll_to_lose_it():
    """V7 + G7: the infected right arm was crippled, so a roll whether it is lost for good
    came due with the fever; healed to full HP, the temporary crippling ended, yet the roll
    stayed pending, and a failed one said "the part is lost for good" of a healed arm."""
    answers = run([
        VAMPIRE,
        {"op": "add", "name": "Aiko", "side": "pc", "sheet": {"max_hp": 12, "ht": 12,
                                                              "max_fp": 12}},
        {"op": "start_combat"},
        {"op": "hit", "target": "Aiko", "location": "arm_right", "damage": 5, "type": "cut"},
        {"op": "end_combat", "rolls": {"Aiko": {"arm_right": 10}}},      # temporary
        {"op": "advance", "minutes": 1, "rolls": [14, 6]},  # infected: 6, the dominant arm
        {"op": "advance", "days": 1},                          # the fever: the part's roll
        {"op": "edit", "name": "Aiko", "sheet": {"hp": 12}},
        {"op": "check", "who": "Aiko", "kind": "part_loss", "roll": 17},
    ], seed=3, errors=True)
    assert [k["kind"] for k in answers[6]["state"]["checks"]] == ["part_loss"]
    healed = answers[7]
    assert combatant(healed, "Aiko")["crippled"] == [] and healed["state"]["checks"] == []
    assert "error" in answers[8]



def test_an_uncured_torso_infection_does_not_take_ht_below_0():
    from tracker.model.session.engine import Session
    from tracker.rulesets.gurps.rules.modules.infection_module import MODULE

    s = Session(seed=21)
    for req in [VAMPIRE,
                {"op": "add", "name": "Aiko", "side": "pc", "sheet": {"max_hp": 12, "ht": 12}},
                {"op": "hit", "target": "Aiko", "location": "torso", "damage": 4, "type": "cut"},
                {"op": "advance", "hours": 1, "rolls": [14, 9]},   # infected: the torso
                {"op": "advance", "days": 60}]:
        answer, ok = s.answer(req)
        assert ok, answer
    aiko = s.enc.combatants["c1"]
    assert "dead" not in aiko.conditions
    # R24: HT 12 is lost one a day (the fever's 1, then 11 daily) and stops at 0
    assert aiko.sheet.ht - MODULE.infections(aiko).ht_lost == 0
    assert [k.kind for k in s.enc.checks if k.combatant == "c1"] == ["ht_zero"]
    zero = [e for e in s.enc.log if e.key == "infection_event"
            and e.args["event"] == "ht_zero"]
    assert len(zero) == 1                           # said once, not every day after
    answer, ok = s.answer({"op": "check", "who": "Aiko", "kind": "ht_zero"})
    assert ok, answer                               # the GM has decided: the mark goes
    assert answer["state"]["checks"] == []


def test_an_infected_head_at_ht_0_costs_1_iq_once_and_takes_no_more():
    """R24: the head's outcome on reaching HT 0 (1 IQ for good) applies once; the daily
    course (4 HT a day for the head) stops there. HT 9: the fever takes 1 (8), then 4 a
    day: 4, 0 on the second day."""
    from tracker.model.session.engine import Session
    from tracker.rulesets.gurps.rules.modules.infection_module import MODULE

    s = Session(seed=21)
    for req in [VAMPIRE,
                {"op": "add", "name": "Aiko", "side": "pc", "sheet": {"max_hp": 12, "ht": 9}},
                {"op": "hit", "target": "Aiko", "location": "torso", "damage": 4, "type": "cut"},
                {"op": "advance", "hours": 1, "rolls": [14, 3]},   # infected: 3, the head
                {"op": "advance", "days": 10}]:
        answer, ok = s.answer(req)
        assert ok, answer
    aiko = s.enc.combatants["c1"]
    inf = MODULE.infections(aiko)
    assert aiko.sheet.ht - inf.ht_lost == 0 and inf.wounds[0].iq_lost == 1
    events = [e.args["event"] for e in s.enc.log if e.key.startswith("infection_")
              and "event" in e.args]
    assert events.count("iq_lost") == 1 and events.count("ht_zero") == 1
    assert events.count("daily") == 2               # 8 → 4 → 0, then nothing



def test_a_comatose_combatant_healed_by_the_gm_wakes_15_minutes_later():
    """R23: healing a comatose combatant to 1 HP or more ends the coma; it wakes 15 minutes
    later like any unconscious combatant at 1 HP or more (G14)."""
    answers = run([
        {"op": "new", "ruleset": "gurps"},
        {"op": "add", "name": "Wolf", "sheet": {"max_hp": 14, "ht": 12, "body": "quadruped"}},
        {"op": "edit", "name": "Wolf", "sheet": {"hp": -20}},
        {"op": "check", "who": "Wolf", "kind": "death", "roll": 9},
        {"op": "condition", "name": "Wolf", "condition": "unconscious"},
        {"op": "advance", "hours": 13, "rolls": [13]},       # 13 > HT 12 at 20:00: a coma
        {"op": "edit", "name": "Wolf", "sheet": {"hp": 3}},  # healed by magic at 21:00
        {"op": "advance", "minutes": 14},                     # 21:14: still out
        {"op": "advance", "minutes": 1},                      # 21:15: awake
    ], seed=1)
    assert combatant(answers[5], "Wolf")["conditions"] == ["coma", "unconscious"]
    assert combatant(answers[6], "Wolf")["conditions"] == ["unconscious"]
    assert [k["kind"] for k in answers[6]["state"]["checks"]] == ["wake"]
    assert combatant(answers[7], "Wolf")["conditions"] == ["unconscious"]
    assert combatant(answers[8], "Wolf")["conditions"] == []


def test_a_comatose_combatant_healed_to_full_hp_wakes():
    """R23 through natural recovery: the day's roll that brings the HP to 1 ends the coma."""
    answers = run([
        {"op": "new", "ruleset": "gurps"},
        {"op": "add", "name": "Wolf", "sheet": {"max_hp": 14, "ht": 12, "body": "quadruped"}},
        {"op": "edit", "name": "Wolf", "sheet": {"hp": -20}},
        {"op": "check", "who": "Wolf", "kind": "death", "roll": 9},
        {"op": "condition", "name": "Wolf", "condition": "unconscious"},
        {"op": "advance", "hours": 13, "rolls": [13]},       # 20:00 fails: a coma
        {"op": "advance", "days": 60},
    ], seed=1)
    assert "coma" in combatant(answers[5], "Wolf")["conditions"]
    wolf = combatant(answers[6], "Wolf")
    assert wolf["hp"] == 14
    assert "unconscious" not in wolf["conditions"]


# -- flow 1: three fights in one encounter, then hours and days in one step and in pieces ------
PARTY = [
    {"op": "new", "ruleset": "gurps"},
    {"op": "add", "name": "Aiko", "side": "pc",
     "sheet": {"max_hp": 12, "ht": 12, "basic_speed": 6.5, "max_fp": 12}},
    {"op": "add", "name": "Kaede", "side": "pc",
     "sheet": {"max_hp": 11, "ht": 11, "basic_speed": 6, "max_fp": 11}},
    {"op": "add", "name": "Wolf", "sheet": {"max_hp": 14, "ht": 12, "basic_speed": 7,
                                            "body": "quadruped"}},
    {"op": "add", "name": "Brute", "sheet": {"max_hp": 20, "ht": 11, "basic_speed": 5}},
    {"op": "add", "name": "Zombie", "sheet": {"max_hp": 15, "ht": 12, "basic_speed": 4,
                                              "traits": ["unliving", "no_blood"],
                                              "brainless_heads": 1}},
]
FIGHT_1 = [
    {"op": "start_combat"},                                                      # Wolf
    {"op": "hit", "target": "Kaede", "location": "leg_left", "damage": 7, "type": "cut"},
    {"op": "check", "who": "Kaede", "kind": "knockdown", "roll": 10},
    {"op": "next_turn"},                                                         # Aiko
    {"op": "hit", "target": "Wolf", "location": "leg_fore_right", "damage": 8, "type": "cut"},
    {"op": "check", "who": "Wolf", "kind": "knockdown", "roll": 13},
    {"op": "next_turn"},                                                         # Kaede
    {"op": "hit", "target": "Brute", "location": "skull", "damage": 5, "type": "cr"},
    {"op": "check", "who": "Brute", "kind": "knockdown", "roll": 10},
    {"op": "next_turn"},                                              # Zombie (Brute is out)
    {"op": "hit", "target": "Aiko", "location": "vitals", "damage": 4, "type": "imp"},
    {"op": "check", "who": "Aiko", "kind": "knockdown", "roll": 8},
    {"op": "next_turn"},                                                         # 2: Wolf
    {"op": "check", "who": "Wolf", "kind": "stun_recovery", "roll": 10},
    {"op": "next_turn"},                                                         # Aiko
    {"op": "check", "who": "Aiko", "kind": "collapse", "roll": 14},
    {"op": "next_turn"},                                                         # Kaede
    {"op": "hit", "target": "Zombie", "location": "head_extra_1", "damage": 6, "type": "cut"},
    {"op": "next_turn"}, {"op": "next_turn"}, {"op": "next_turn"},               # 3: Kaede
    {"op": "hit", "target": "Wolf", "location": "torso", "damage": 20, "type": "cut"},
    {"op": "check", "who": "Wolf", "kind": "death", "roll": 9},
    {"op": "end_combat", "rolls": {"Kaede": {"leg_left": 12}, "Zombie": {"head_extra_1": 10}}},
]
FIGHT_2 = [
    {"op": "advance", "minutes": 10},
    {"op": "add", "name": "Orc", "sheet": {"max_hp": 12, "ht": 10, "basic_speed": 5.5}},
    {"op": "start_combat"},                                                      # Wolf
    {"op": "check", "who": "Wolf", "kind": "collapse", "roll": 12},
    {"op": "next_turn"},                                                         # Kaede
    {"op": "hit", "target": "Orc", "location": "arm_right", "damage": 13, "type": "cr"},
    {"op": "check", "who": "Orc", "kind": "knockdown", "roll": 11},
    {"op": "next_turn"},                                                         # Orc
    {"op": "check", "who": "Orc", "kind": "stun_recovery", "roll": 9},
    {"op": "next_turn"},                                                         # Zombie
    {"op": "hit", "target": "Kaede", "location": "skull", "damage": 3, "type": "cr"},
    {"op": "next_turn"}, {"op": "next_turn"},
    {"op": "hit", "target": "Orc", "location": "torso", "damage": 70, "type": "cr"},
    {"op": "end_combat"},
]
FIGHT_3 = [
    {"op": "advance", "minutes": 10},                                   # 8:20: the Brute woke
    {"op": "start_combat"},
    {"op": "hit", "target": "Brute", "location": "leg_left", "damage": 8, "type": "cut"},
    {"op": "check", "who": "Brute", "kind": "knockdown", "roll": 9},
    {"op": "hit", "target": "Brute", "location": "neck", "damage": 11, "type": "cut"},
    {"op": "check", "who": "Brute", "kind": "death", "roll": 10},
    {"op": "next_turn"}, {"op": "next_turn"}, {"op": "next_turn"}, {"op": "next_turn"},
    {"op": "end_combat", "rolls": {"Brute": {"leg_left": 5}}},
]
FIGHTS = PARTY + FIGHT_1 + FIGHT_2 + FIGHT_3
N1, N2 = len(PARTY) + len(FIGHT_1), len(PARTY) + len(FIGHT_1) + len(FIGHT_2)
HOURS = {"op": "advance", "hours": 14, "rolls": [11, 13]}  # 9:00 Aiko wakes, 20:10 Wolf fails


def _in_pieces(script, pieces, rolls, seed):
    """``script`` then the advances ``pieces``, each with the rolls it uses from ``rolls``."""
    script, rolls = list(script), list(rolls)
    for step in pieces:
        used = run(script + [{"op": "advance", **step, "rolls": rolls}], seed=seed)[-1]["rolls"]
        assert used == rolls[:len(used)]
        script.append({"op": "advance", **step, "rolls": rolls[:len(used)]})
        rolls = rolls[len(used):]
    return run(script, seed=seed)


@pytest.fixture(scope="module")
def three_fights(tmp_path_factory):
    path = tmp_path_factory.mktemp("playg") / "fights.json"
    one = run(FIGHTS + [HOURS, {"op": "advance", "days": 10}, {"op": "advance", "days": 400},
                        {"op": "undo"}, {"op": "undo"}, {"op": "redo"}, {"op": "redo"},
                        {"op": "save", "file": str(path)}], seed=11)
    n = len(FIGHTS)
    half_hours = _in_pieces(FIGHTS, [{"minutes": 30}] * 28, one[n]["rolls"], 11)
    days = _in_pieces(FIGHTS + [HOURS], [{"days": 1}] * 10, one[n + 1]["rolls"], 11)
    years = _in_pieces(FIGHTS + [HOURS, {"op": "advance", "days": 10,
                                         "rolls": one[n + 1]["rolls"]}],
                       [{"days": 100}] * 4, one[n + 2]["rolls"], 11)
    reopened = run([{"op": "state"}, {"op": "start_combat"}, {"op": "next_turn"},
                    {"op": "next_turn"}], file=str(path))
    return {"one": one, "half_hours": half_hours, "days": days, "years": years,
            "reopened": reopened}


def test_flow_three_fights(three_fights):
    one = three_fights["one"]
    kaede = combatant(one[len(PARTY) + 1], "Kaede")  # 7 cut ×1.5 = 10, capped at 6: crippled
    assert (kaede["hp"], kaede["crippled"], kaede["shock"]) == (5, ["leg_left"], -4)
    assert "prone" in kaede["conditions"]
    wolf = combatant(one[len(PARTY) + 5], "Wolf")  # 12 ≥ 2×4 (HP/4 with four legs): severed
    assert wolf["lost"] == ["leg_fore_right"] and wolf["hp"] == 10
    assert {"stunned", "prone"} <= set(wolf["conditions"])
    brute = one[len(PARTY) + 8]  # skull 3×4 = 12, knockdown at HT 11 −10: 10 fails by 9
    assert combatant(brute, "Brute")["hp"] == 8
    assert "unconscious" in combatant(brute, "Brute")["conditions"]
    assert _checks(brute, "Brute") == [("wake", None)]  # 1 HP or more: 15 minutes, no roll
    passed = one[len(PARTY) + 9]  # the Brute's position passed: his shock ran out (G14)
    assert combatant(passed, "Brute")["shock"] == 0 and combatant(passed, "Kaede")["shock"] == 0
    collapsed = one[len(PARTY) + 15]  # Aiko at 0 HP fails her HT roll: hourly waking
    assert _checks(collapsed, "Aiko") == [("wake", 12)]
    ended = one[N1 - 1]
    timers = {(t["who"], t["what"]): t for t in ended["state"]["timers"]}
    assert timers[("Wolf", "leg_fore_right")]["kind"] == "permanent"
    assert timers[("Kaede", "leg_left")]["kind"] == "lasting"        # 12 > HT 11
    assert timers[("Zombie", "head_extra_1")]["kind"] == "temporary"  # 10 ≤ HT 12
    assert all(c["shock"] == 0 and "stunned" not in c["conditions"]
               for c in ended["state"]["combatants"])
    second = one[N2 - 1]
    assert _checks(second, "Wolf") == [("wake", 12)]  # −20 ≤ −14: one roll after 12 h
    orc = combatant(second, "Orc")
    assert orc["hp"] == -65 and "dead" in orc["conditions"]
    assert not [t for t in second["state"]["timers"] if t["who"] == "Orc"]
    third = one[len(FIGHTS) - 1]
    brute = combatant(third, "Brute")
    assert brute["hp"] == -25 and "unconscious" not in brute["conditions"]
    assert ("Brute", "leg_left") in {(t["who"], t["what"]) for t in third["state"]["timers"]}


def test_flow_hours_and_days_in_one_step_and_in_pieces(three_fights):
    one, n = three_fights["one"], len(FIGHTS)
    hours = one[n]
    assert hours["state"]["time"] == {"day": 1, "hour": 22, "minute": 20}
    assert "unconscious" not in combatant(hours, "Aiko")["conditions"]
    assert {"coma", "unconscious"} <= set(combatant(hours, "Wolf")["conditions"])
    assert hours["state"]["checks"] == []
    assert three_fights["half_hours"][-1]["state"] == hours["state"]
    assert three_fights["days"][-1]["state"] == one[n + 1]["state"]
    lasting = [t for t in one[n + 1]["state"]["timers"] if t["who"] == "Kaede"][0]
    kaede_end = [t for t in one[N1 - 1]["state"]["timers"] if t["who"] == "Kaede"][0]
    assert lasting["minutes_left"] == kaede_end["minutes_left"] - 10 * 1440
    years = one[n + 2]
    assert three_fights["years"][-1]["state"] == years["state"]
    for c in years["state"]["combatants"]:
        if c["name"] == "Orc":
            assert c["hp"] == -65 and "dead" in c["conditions"]
            continue
        assert c["hp"] == c["max_hp"] and c["crippled"] == []
        assert c["injured"] == ({"leg_fore_right": 4} if c["name"] == "Wolf" else {})
    assert [(t["who"], t["kind"]) for t in years["state"]["timers"]] == [("Wolf", "permanent")]


def test_flow_undo_redo_save_and_reopen(three_fights):
    one, n = three_fights["one"], len(FIGHTS)
    assert one[n + 3]["state"] == one[n + 1]["state"]
    assert one[n + 4]["state"] == one[n]["state"]
    assert one[n + 6]["state"] == one[n + 2]["state"]
    reopened = three_fights["reopened"]
    assert reopened[0]["state"] == one[n + 2]["state"]
    turns = [a["state"]["turn"] for a in reopened[1:]]
    # R23: healed back to full HP over the 410 days, the Wolf is out of its coma and awake
    # (Basic Speed 7, first); the Orc is dead
    assert turns == ["Wolf", "Aiko", "Kaede"]
    wolf = combatant(reopened[0], "Wolf")
    assert wolf["hp"] == 14 and wolf["conditions"] == ["prone"]  # waking leaves prone (G14)


# -- flow 2: vampire hunters, wounds open, heat, days in one step and in pieces ---------------
HUNTERS = [
    VAMPIRE,
    {"op": "add", "name": "Aiko", "side": "pc",
     "sheet": {"max_hp": 12, "ht": 12, "max_fp": 12, "basic_speed": 6.5}},
    {"op": "add", "name": "Ren", "side": "pc",
     "sheet": {"max_hp": 10, "ht": 10, "max_fp": 10, "basic_speed": 6}},
    {"op": "add", "name": "Ghoul", "sheet": {"max_hp": 14, "ht": 11, "basic_speed": 5}},
    {"op": "world", "moon": {"phase": 3, "waxing": True}, "weather": "clear", "celsius": 15,
     "season": "summer"},
    {"op": "start_combat"}, {"op": "next_turn"}, {"op": "next_turn"},            # the Ghoul
    {"op": "hit", "target": "Aiko", "location": "arm_right", "damage": 5, "type": "cut"},
    {"op": "check", "who": "Aiko", "kind": "knockdown", "roll": 9},
    {"op": "hit", "target": "Ren", "location": "torso", "damage": 3, "type": "imp"},
    {"op": "check", "who": "Ren", "kind": "knockdown", "roll": 17},  # knocked out at 4 HP
    {"op": "end_combat", "rolls": {"Aiko": {"arm_right": 10}}},
    # 8:00: Aiko's infection roll 14 fails (the torso, 9), Ren's 5 succeeds
    {"op": "advance", "minutes": 1, "rolls": [14, 9, 5]},
    # a warm 24 °C from 8:01: no heat rolls (from 25 °C, V8). At 32 °C two days of them, with
    # no FP coming back while the heat lasts (V8 reading), kill both hunters: the heat in
    # pieces is checked in tests/model/gurps/test_waking_infection_and_heat_over_time.py and
    # the hard days' flow
    {"op": "world", "celsius": 24, "season": "summer"},
]


@pytest.fixture(scope="module")
def hunters(tmp_path_factory):
    path = tmp_path_factory.mktemp("playg") / "hunters.json"
    n = len(HUNTERS)
    one = run(HUNTERS + [{"op": "advance", "days": 2}, {"op": "undo"}, {"op": "redo"},
                         {"op": "save", "file": str(path)}], seed=7)
    half_hours = run(HUNTERS + [{"op": "advance", "minutes": 30}] * 96, seed=7)
    odd = run(HUNTERS + [{"op": "advance", "minutes": m} for m in (13, 47, 600, 59, 61)]
              + [{"op": "advance", "hours": 35}], seed=7)
    reopened = run([{"op": "state"}, {"op": "advance", "minutes": 30}], file=str(path))
    import json
    saved = json.loads(path.read_text(encoding="utf-8"))["encounter"]
    return {"one": one, "n": n, "half_hours": half_hours, "odd": odd, "reopened": reopened,
            "saved": saved}


def test_flow_hunters_fight_and_infection_rolls(hunters):
    one, n = hunters["one"], hunters["n"]
    ended = one[n - 3]
    assert [(k["who"], k["kind"], k["target"]) for k in ended["state"]["checks"]] == [
        ("Aiko", "infection", 12), ("Ren", "infection", 10), ("Ren", "wake", None)]
    assert combatant(ended, "Aiko")["crippled"] == ["arm_right"]
    assert [(t["who"], t["kind"]) for t in ended["state"]["timers"]] == [("Aiko", "temporary")]
    assert one[n - 2]["rolls"] == [14, 9, 5]
    assert [k["kind"] for k in one[n - 2]["state"]["checks"]] == ["wake"]  # Ren at 8:15
    aiko = next(c for c in hunters["saved"]["combatants"] if c["name"] == "Aiko")
    wound = aiko["ext"]["gurps.infection"]["wounds"][0]
    # 8:00 day 1 → fever at 8:00 day 2 (1 HT), day 3 at 8:00 the first daily loss: festering
    assert (wound["location"], wound["infected_at"], wound["stage"]) == ("torso", 480,
                                                                          "festering")
    assert (wound["ht_lost"], wound["days"]) == (2, 1)
    ren = next(c for c in hunters["saved"]["combatants"] if c["name"] == "Ren")
    assert "gurps.infection" not in ren.get("ext", {}) or not ren["ext"]["gurps.infection"][
        "wounds"]


def test_flow_hunters_two_days_in_one_step_equal_any_pieces(hunters):
    one, n = hunters["one"], hunters["n"]
    days = one[n]
    assert days["state"]["time"] == {"day": 3, "hour": 8, "minute": 1}
    assert "unconscious" not in combatant(days, "Ren")["conditions"]
    # R17: the recovery rolls of both, 24 and 48 hours after End combat at 8:00 (Aiko 8 ≤ 12
    # and 8 ≤ 11 − 2 for the fever: HP 5 → 7; Ren 9 ≤ 10 twice: HP 4 → 6)
    assert days["rolls"] == [8, 9, 8, 9]
    assert (combatant(days, "Aiko")["hp"], combatant(days, "Ren")["hp"]) == (7, 6)
    assert days["state"]["checks"] == []
    rolled = lambda answers: [r for a in answers[n:] for r in a["rolls"]]  # noqa: E731
    assert hunters["half_hours"][-1]["state"] == days["state"]
    assert rolled(hunters["half_hours"]) == days["rolls"]
    assert hunters["odd"][-1]["state"] == days["state"]
    assert rolled(hunters["odd"]) == days["rolls"]


def test_flow_hunters_undo_redo_save_reopen(hunters):
    one, n = hunters["one"], hunters["n"]
    assert one[n + 1]["state"] == one[n - 1]["state"]
    assert one[n + 2]["state"] == one[n]["state"]
    reopened = hunters["reopened"]
    assert reopened[0]["state"] == one[n]["state"]
    assert reopened[1]["state"]["time"] == {"day": 3, "hour": 8, "minute": 31}


# -- flow 3: edges ------------------------------------------------------------------------------
EDGES = [
    {"op": "new", "ruleset": "gurps"},
    {"op": "add", "name": "Aiko", "side": "pc", "sheet": {"max_hp": 12, "ht": 12,
                                                          "basic_speed": 6}},
    {"op": "add", "name": "Orc", "sheet": {"max_hp": 12, "ht": 10, "basic_speed": 5}},
    {"op": "add", "name": "Troll", "sheet": {"max_hp": 20, "ht": 12, "basic_speed": 4}},
    {"op": "start_combat"},                                                      # Aiko
    {"op": "hit", "target": "Orc", "location": "torso", "damage": 20, "type": "cr"},
    {"op": "remove", "name": "Orc"},                     # fled, his knockdown roll pending
    {"op": "hit", "target": "Aiko", "location": "arm_left", "damage": 8, "type": "cr"},
    {"op": "check", "who": "Aiko", "kind": "knockdown", "roll": 10},
    {"op": "hit", "target": "Troll", "location": "leg_right", "damage": 14, "type": "cut"},
    {"op": "check", "who": "Troll", "kind": "knockdown", "roll": 10},
    {"op": "next_turn"},                                                         # Troll
    {"op": "remove", "name": "Aiko"}, {"op": "undo"},      # removed and back, checks too
    {"op": "end_combat", "rolls": {"Aiko": {"arm_left": 9}, "Troll": {"leg_right": 14}}},
    {"op": "edit", "name": "Troll", "sheet": {"hp": -100}},  # dead: his timer goes
    {"op": "advance", "minutes": 0},
    {"op": "advance", "days": 400},
    {"op": "undo"},
    {"op": "advance", "days": 200}, {"op": "advance", "days": 200},
]


@pytest.fixture(scope="module")
def edges():
    return run(EDGES, seed=4, errors=True)


def test_flow_edges_a_removed_combatant_takes_his_check_with_him(edges):
    assert [k["who"] for k in edges[5]["state"]["checks"]] == ["Orc"]
    removed = edges[6]
    assert removed["state"]["checks"] == [] and removed["state"]["turn"] == "Aiko"
    assert [c["name"] for c in removed["state"]["combatants"]] == ["Aiko", "Troll"]
    assert edges[13]["state"] == edges[11]["state"]


def test_flow_edges_the_dead_keep_no_timer_and_time_0_is_refused(edges):
    ended = edges[14]
    assert {(t["who"], t["kind"]) for t in ended["state"]["timers"]} == {
        ("Aiko", "temporary"), ("Troll", "lasting")}
    dead = edges[15]
    troll = combatant(dead, "Troll")
    assert "dead" in troll["conditions"] and troll["crippled"] == ["leg_right"]
    assert [t["who"] for t in dead["state"]["timers"]] == ["Aiko"]
    assert "error" in edges[16]
    years = edges[17]
    assert years["state"]["time"] == {"day": 401, "hour": 8, "minute": 0}
    aiko = combatant(years, "Aiko")
    assert aiko["hp"] == 12 and aiko["crippled"] == [] and aiko["injured"] == {}
    assert years["state"]["timers"] == [] and years["state"]["checks"] == []
    assert combatant(years, "Troll") == troll   # a corpse neither heals nor changes
    assert edges[18]["state"] == dead["state"]
    assert edges[20]["state"]["time"] == years["state"]["time"]
    assert combatant(edges[20], "Aiko") == aiko and combatant(edges[20], "Troll") == troll
