"""A week of campaign time advanced hour by hour with a festering head wound (V7), through the
real operations: the fever a day after the failed roll, 4 HT and 1d FP each day after it, the
FP held from rest, 1 IQ lost for good when HT reaches 0 and no more taken after it (R24), the
moon drifting each midnight, and
the undo of the whole week giving back the encounter exactly."""

from __future__ import annotations

import pytest

from tracker.model import operations as ops
from tracker.model.dice import Dice
from tracker.model.encounter import Encounter
from tracker.model.files import dumps_encounter
from tracker.rulesets.gurps.rules.modules import operations as mops
from tracker.rulesets.gurps.rules.modules.infection_module import MODULE as INFECTION
from tracker.rulesets.gurps.rules.modules.moon_module import MODULE as MOON
from tracker.rulesets.gurps.rules.resolver import Hit
from tracker.rulesets.gurps.rules.ruleset import GURPS
from tracker.rulesets.gurps.rules.sheet import GurpsSheet

HOURS = 7 * 24


@pytest.fixture(scope="module")
def week():
    was, Encounter.verify_snapshots = Encounter.verify_snapshots, True
    try:
        enc = Encounter(dice=Dice(2024))
        h = ops.History(enc)
        h.push(ops.add_combatant(enc, "Aiko", "pc", GurpsSheet(max_hp=12, max_fp=12, ht=12)))
        h.push(ops.set_modules(enc, GURPS.presets["vampire_hunter"][1]))
        h.push(mops.roll_world(enc, rolls={"moon": 1, "weather": 2, "season": 2,
                                           "temperature": [1, 1, 1]}))  # 12 °C: mild
        start = dumps_encounter(enc)
        h.push(ops.apply_hit(enc, "c1", Hit(3, "cut", "torso")))
        chk = next(k for k in enc.checks if k.source == "gurps.infection")
        h.push(mops.set_infection_modifiers(enc, chk.id, location_roll=3))  # 3: the head
        h.push(ops.resolve_check(enc, chk.id, 17))
        infected = len(enc.log)
        snapshots = []
        for _ in range(HOURS):
            h.push(ops.advance_time(enc, 1))
            snapshots.append(dumps_encounter(enc))
        yield {"enc": enc, "history": h, "start": start, "infected": infected,
               "hours": snapshots}
    finally:
        Encounter.verify_snapshots = was


def test_the_wound_festers_at_the_head(week):
    enc = week["enc"]
    (w,) = INFECTION.infections(enc.combatants["c1"]).wounds
    assert w.location == "skull" and w.infected_at == 8 * 60
    assert w.stage == "festering" and w.elapsed == HOURS * 60
    # the fever after 24 hours, then a day at a time until HT 0 (R24): 12 − 1 − 4 − 4 − 3
    assert w.days == 3
    assert w.ht_lost == 12
    assert w.iq_lost == 1  # once, when HT reached 0


def test_the_course_came_at_the_right_hours(week):
    enc = week["enc"]
    course = [e for e in enc.log[week["infected"]:]
              if e.key in ("infection_loss", "infection_event")]
    events = [e.args["event"] for e in course]
    assert events == ["fever", "stunned", "daily", "festering", "daily", "daily", "iq_lost",
                      "ht_zero"]   # R24: HT 0, nothing more
    for e in course:
        assert all(line.rule == "V7" for line in e.explain if line.key.startswith("inf."))
    # each hour is one log "time" line; the course's lines follow the hour they fell in
    hour_of = {}
    hour = 0
    for e in enc.log[week["infected"]:]:
        if e.key == "time":
            hour += 1
        hour_of[e.seq] = hour
    assert [hour_of[e.seq] for e in course if e.key == "infection_loss"] == \
        [24, 48, 72, 96]
    iq = next(e for e in course if e.args["event"] == "iq_lost")
    assert hour_of[iq.seq] == 96 and iq.explain[0].args["ht"] == 0  # 12 − 1 − 4 − 4 − 3


def test_each_day_costs_4_HT_and_1d_FP_that_rest_does_not_give_back(week):
    enc = week["enc"]
    daily = [e for e in enc.log if e.key == "infection_loss" and e.args["event"] == "daily"]
    # 4 HT a day; the third day finds 3 left and takes them (R24: HT stops at 0)
    assert [e.args["ht_before"] - e.args["ht_after"] for e in daily] == [4, 4, 3]
    for e in daily:
        fp = e.explain[0].args["fp"]
        assert 1 <= fp <= 6 and e.args["fp_before"] - e.args["fp_after"] == fp
    (w,) = INFECTION.infections(enc.combatants["c1"]).wounds
    held = sum(e.explain[0].args["fp"] for e in daily)
    assert w.fp_held == held
    # the fever's 2d FP came back with rest; the daily ones never did
    assert enc.combatants["c1"].sheet.fp == 12 - held


def test_HP_follow_the_FP_below_zero_and_natural_recovery(week):
    enc = week["enc"]
    c = enc.combatants["c1"]
    hp = 12 - 4  # the cut: 3 × 1.5
    for e in enc.log[week["infected"]:]:
        if e.combatant != "c1":
            continue
        if e.key == "heal":
            hp = e.args["after"]
        for line in e.explain:
            if line.key == "fp.to_hp":
                hp -= line.args["hp"]
    assert c.sheet.hp == hp
    heals = [e for e in enc.log if e.key == "heal"]
    # natural recovery rolls against the HT the disease leaves: HT 0, festering −4 (R24)
    assert [e.args["target"] for e in heals][-1] == 0 - 4


def test_the_moon_drifted_each_midnight(week):
    enc = week["enc"]
    drifts = [e for e in enc.log if e.key == "moon_drift"]
    # a new moon on day 1; seven midnights: full on the fifth, then waning
    assert [d.args["after"] for d in drifts] == [2, 3, 4, 5, 6, 5, 4]
    assert (MOON.moon(enc).phase, MOON.moon(enc).waxing) == (4, False)


def test_undo_of_the_whole_week_restores_the_encounter_exactly(week):
    enc, h = week["enc"], week["history"]
    end = dumps_encounter(enc)
    for i in range(HOURS - 1, -1, -1):
        assert dumps_encounter(enc) == week["hours"][i]
        h.undo()
    for _ in range(3):  # the roll, its modifiers, the hit
        h.undo()
    assert dumps_encounter(enc) == week["start"]
    for _ in range(3 + HOURS):
        h.redo()
    assert dumps_encounter(enc) == end
