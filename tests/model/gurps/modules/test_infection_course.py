"""V7 course of an infected wound on the calendar: fever 24 hours after the failed roll, then
the daily losses by location until cured; and a week of campaign time hour by hour."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tracker.model.errors import RulesError
from tracker.rulesets.gurps.rules.modules.clock import MINUTES_PER_DAY, calendar_of, minute_of
from tracker.rulesets.gurps.rules.modules.fields import Scripted
from tracker.rulesets.gurps.rules.modules.infection import (
    Infections,
    InfectionState,
    advance_infection,
    bleeds,
    cure,
    start_infection,
)

HOUR, DAY = 60, MINUTES_PER_DAY
WOUNDED = minute_of(1, 8)


def run(location, hours, dice, ht=10, step_hours=1, **kw):
    """Advance hour by hour (or in steps): the final state and every event."""
    s = start_infection(location, WOUNDED)
    events = []
    left = hours
    while left > 0:
        n = min(step_hours, left)
        step = advance_infection(s, n * HOUR, ht, dice, **kw)
        s, left = step.state, left - n
        events.extend(step.events)
    return s, events


def kinds(events):
    return [(calendar_of(e.at)[:2], e.kind) for e in events]


@pytest.mark.parametrize("dtype, penetrating, no_blood, want", [
    ("cut", 1, False, True), ("imp", 3, False, True), ("pi-", 1, False, True),
    ("pi++", 2, False, True), ("pi", 0, False, False), ("cut", 4, True, False),
    ("cr", 8, False, False), ("burn", 5, False, False),
])
def test_V7_which_hits_bleed(dtype, penetrating, no_blood, want):
    assert bleeds(dtype, penetrating, no_blood) is want


def test_V7_incubating_for_24_hours_then_fever():
    s, events = run("torso", 23, Scripted([]))
    assert (s.stage, events, s.roll_penalty) == ("incubating", [], 0)
    step = advance_infection(s, HOUR, 10, Scripted([8]))
    assert [(e.kind, e.fp, e.ht, e.at) for e in step.events] == [("fever", -8, -1,
                                                                   minute_of(2, 8))]
    s = step.state
    assert (s.stage, s.ht_lost, s.roll_penalty, s.fp_kept) == ("fever", 1, -2, 0)
    assert all(line.rule == "V7" for e in step.events for line in e.explain)


def test_V7_torso_is_an_ordinary_disease_festering_after_2_ht():
    s, events = run("torso", 24 + 3 * 24, Scripted([5]))
    assert kinds(events) == [((2, 8), "fever"), ((3, 8), "daily"), ((3, 8), "festering"),
                             ((4, 8), "daily"), ((5, 8), "daily")]
    assert [e.ht for e in events if e.kind == "daily"] == [-1, -1, -1]
    assert (s.stage, s.ht_lost, s.roll_penalty, s.stunned) == ("festering", 4, -4, False)


def test_V7_the_gm_may_change_the_ordinary_rate():
    s, _ = run("torso", 48, Scripted([5]), ordinary_ht_per_day=2)
    assert s.ht_lost == 3


def test_V7_vitals_3_ht_2_fp_a_day_and_2_more_penalty_each_day_st_at_ht_0():
    s, events = run("vitals", 24 + 4 * 24, Scripted([6]), ht=11)
    daily = [(e.ht, e.fp) for e in events if e.kind == "daily"]
    # HT 11: 1 + 3 + 3 + 3 = 10 lost → HT 1; the fourth day takes the last 1 (R24: HT stops
    # at 0), its 2 FP still, and costs 1 ST
    assert daily == [(-3, -2)] * 3 + [(-1, -2)]
    st_lost = [e for e in events if e.kind == "st_lost"]
    assert len(st_lost) == 1 and st_lost[0].st == -1 and calendar_of(st_lost[0].at)[0] == 6
    assert [e.kind for e in events].count("ht_zero") == 1
    assert (s.ht_lost, s.fp_held, s.fp_kept, s.st_lost) == (11, 8, 8, 1)
    assert s.roll_penalty == -4 - 2 * 4


def test_V7_groin_impotence_after_a_third_of_ht_rounded_up():
    s, events = run("groin", 24 + 3 * 24, Scripted([3]), ht=10)  # a third of 10 → 4
    imp = [e for e in events if e.kind == "impotent"]
    assert len(imp) == 1 and calendar_of(imp[0].at)[:2] == (5, 8)  # 1+1+1+1 = 4 HT
    assert s.impotent
    s, events = run("groin", 24 + 24, Scripted([3]), ht=6)  # a third of 6 → 2
    assert [e.kind for e in events].count("impotent") == 1


def test_V7_face_appearance_one_level_lower():
    s, events = run("face", 24, Scripted([4]))
    assert [e.kind for e in events] == ["fever", "appearance"]
    assert s.appearance == -1


@pytest.mark.parametrize("rapid, roll, want, target", [
    (False, 7, "part_kept", 7),    # HT 10 - 1 lost - 2 fever = 7
    (False, 8, "part_lost", 7),
    (True, 12, "part_kept", 12),   # Rapid Healing +5
    (True, 13, "part_lost", 12),
])
def test_V7_crippled_limb_one_ht_roll_whether_it_is_lost_for_good(rapid, roll, want, target):
    s, events = run("arm_left", 24 + 48, Scripted([7, roll]), crippled=True,
                    rapid_healing=rapid)
    checks = [e for e in events if e.kind.startswith("part_")]
    assert [e.kind for e in checks] == [want]
    assert checks[0].explain[0].args["target"] == target
    assert s.part == want.removeprefix("part_")


def test_V7_crippling_after_the_fever_is_checked_then_and_the_torso_never():
    s, _ = run("leg_right", 30, Scripted([7]))
    step = advance_infection(s, HOUR, 10, Scripted([4]), crippled=True)
    assert [e.kind for e in step.events] == ["part_kept"]
    assert step.events[0].at == WOUNDED + 30 * HOUR
    again = advance_infection(step.state, DAY, 10, Scripted([]), crippled=True)
    assert [e.kind for e in again.events] == ["daily", "festering"]
    _, events = run("torso", 30, Scripted([7]), crippled=True)
    assert not any(e.kind.startswith("part_") for e in events)


def test_V7_cure_ends_the_course_and_releases_held_fp():
    s, _ = run("skull", 24 + 24, Scripted([5, 3]))
    assert (s.stunned, s.fp_kept, s.roll_penalty) == (True, 3, -4)
    step = cure(s, WOUNDED + 50 * HOUR, "hospital")
    assert [e.kind for e in step.events] == ["cured"]
    c = step.state
    assert (c.stage, c.stunned, c.fp_kept, c.roll_penalty, c.ht_lost) == ("cured", False, 0, 0, 5)
    assert advance_infection(c, 10 * DAY, 10, Scripted([])).events == ()
    with pytest.raises(RulesError, match="already cured"):
        cure(c, WOUNDED + 60 * HOUR)


def test_V7_cure_before_the_fever():
    s, _ = run("torso", 5, Scripted([]))
    c = cure(s, WOUNDED + 5 * HOUR, "spell").state
    assert advance_infection(c, 3 * DAY, 10, Scripted([])).events == ()


# -- the week ------------------------------------------------------------------------------
FEVER_FP = 7
HEAD_FP = [3, 4, 2, 5, 1, 6]


def test_V7_a_week_hour_by_hour_with_a_festering_head_wound():
    """HT 10, wounded day 1 08:00; fever day 2 08:00 (2d = 7 FP, 1 HT), then 4 HT and 1d FP
    each morning, always physically stunned; HT reaches 0 on day 5 (1 + 4 + 4 + 1: the third
    day finds 1 left): 1 IQ for good, once, and no more HT or FP after it (R24)."""
    s = start_infection("skull", WOUNDED)
    dice = Scripted([FEVER_FP, *HEAD_FP])
    timeline = []
    for hour in range(1, 7 * 24 + 1):
        step = advance_infection(s, HOUR, 10, dice)
        s = step.state
        for e in step.events:
            timeline.append((calendar_of(e.at)[:2], e.kind, e.ht, e.fp, e.iq))
            assert e.at == WOUNDED + hour * HOUR  # each event comes in the hour it is due
        if hour >= 24:
            assert s.stunned and s.roll_penalty == (-2 if hour < 48 else -4)
    assert timeline == [
        ((2, 8), "fever", -1, -7, 0), ((2, 8), "stunned", 0, 0, 0),
        ((3, 8), "daily", -4, -3, 0), ((3, 8), "festering", 0, 0, 0),
        ((4, 8), "daily", -4, -4, 0),
        ((5, 8), "daily", -1, -2, 0), ((5, 8), "iq_lost", 0, 0, -1),
        ((5, 8), "ht_zero", 0, 0, 0),
    ]
    assert (s.stage, s.days, s.ht_lost, s.fp_held, s.iq_lost) == ("festering", 3, 10, 9, 1)
    assert dice.totals == HEAD_FP[3:]  # the days after HT 0 roll nothing
    # the same week in one jump gives the same state and the same events
    jump = advance_infection(start_infection("skull", WOUNDED), 7 * DAY, 10,
                             Scripted([FEVER_FP, *HEAD_FP[:3]]))
    assert jump.state == s
    assert [(calendar_of(e.at)[:2], e.kind, e.ht, e.fp, e.iq) for e in jump.events] == timeline


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(1, 40), min_size=1, max_size=30),
       st.sampled_from(["skull", "vitals", "torso", "groin", "face", "foot_left"]))
def test_V7_the_course_does_not_depend_on_how_time_is_cut(hours, location):
    total = sum(hours)
    rolls = [7, *range(1, 7)] + [*range(1, 7)] * 40
    whole = advance_infection(start_infection(location, 0), total * HOUR, 9, Scripted(rolls))
    s, events = start_infection(location, 0), []
    dice = Scripted(rolls)
    for h in hours:
        step = advance_infection(s, h * HOUR, 9, dice)
        s = step.state
        events.extend(step.events)
    assert s == whole.state
    assert tuple(events) == whole.events


# -- saved state ---------------------------------------------------------------------------
def test_V7_state_round_trip_and_problems():
    s, _ = run("vitals", 24 + 48, Scripted([6]))
    d = s.to_dict()
    assert InfectionState.problems(d) == []
    assert InfectionState.from_dict(d) == s
    both = Infections((s, cure(s, 5 * DAY).state))
    assert Infections.from_dict(both.to_dict()) == both
    assert both.roll_penalty == s.roll_penalty and both.fp_kept == s.fp_held


@pytest.mark.parametrize("patch, path", [
    ({"location": "neck"}, "wound.location"),
    ({"stage": "dormant"}, "wound.stage"),
    ({"ht_lost": -1}, "wound.ht_lost"),
    ({"iq_lost": 2}, "wound.iq_lost"),
    ({"part": "gone"}, "wound.part"),
    ({"appearance": -2}, "wound.appearance"),
    ({"stage": "incubating"}, "wound.stage"),   # but the fever has come
    ({"cured_at": 100}, "wound.cured_at"),       # set while not cured
    ({"colour": "green"}, "wound.colour"),
])
def test_V7_bad_states_name_the_field(patch, path):
    s, _ = run("torso", 48, Scripted([6]))
    d = {**s.to_dict(), **patch}
    problems = InfectionState.problems(d)
    assert problems and problems[0][0] == path, problems
    with pytest.raises(RulesError, match="cannot be read"):
        InfectionState.from_dict(d)


def test_V7_a_missing_location_and_a_bad_wound_list():
    assert InfectionState.problems({"infected_at": 0})[0] == ("wound",
                                                              "missing field 'location'")
    assert Infections.problems({"wounds": {}})[0] == ("ext.wounds", "must be a list")
    assert Infections.problems({"wounds": [{"location": "torso", "infected_at": -5}]})[0][0] \
        == "ext.wounds[0].infected_at"
