"""V4, V5, V8 world rules beyond the contract rows: the session-start and daily rolls with
injected dice, the drift at midnight, the states, and properties."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tracker.model.dice import Dice
from tracker.model.errors import RulesError
from tracker.rulesets.gurps.rules.modules import climate, moon, weather
from tracker.rulesets.gurps.rules.modules.clock import calendar_of, midnights, minute_of
from tracker.rulesets.gurps.rules.modules.fields import Scripted

phases = st.integers(1, 6)


# -- V4 ------------------------------------------------------------------------------------
@given(phases, st.booleans())
def test_V4_moon_stays_1_to_6_and_moves_one_step(phase, waxing):
    step = moon.moon_next(phase, waxing)
    assert 1 <= step.phase <= 6
    assert abs(step.phase - phase) == 1
    # the direction says where it goes next, and only turns at new and full moon
    assert step.waxing == (step.phase == 1 or (step.phase != 6 and step.phase > phase))


@given(phases, st.booleans(), st.integers(0, 60))
def test_V4_midnights_are_that_many_daily_steps(phase, waxing, days):
    state = moon.MoonState(phase, waxing)
    p, w = phase, waxing
    for _ in range(days):
        s = moon.moon_next(p, w)
        p, w = s.phase, s.waxing
    got = moon.moon_after_midnights(state, days)
    if days:
        assert (got.phase, got.waxing) == (p, w)
        assert got.explain[0].rule == "V4"
    else:
        assert got.phase == phase and got.explain == ()


def test_V4_a_cycle_is_ten_days():
    assert [moon.moon_after_midnights(moon.MoonState(1, True), d).phase
            for d in range(11)] == [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]


def test_V4_drift_follows_the_calendar_midnights():
    # day 1 22:00 + 3 hours crosses one midnight; + 26 hours from 23:00 crosses two
    assert midnights(minute_of(1, 22), 180) == 1
    assert midnights(minute_of(1, 23), 26 * 60) == 2
    assert midnights(minute_of(1, 0), 23 * 60 + 59) == 0
    assert calendar_of(minute_of(3, 7, 30)) == (3, 7, 30)


@pytest.mark.parametrize("roll, waxing, want", [
    (1, False, (1, True)),   # V4 new moon can only grow
    (6, True, (6, False)),   # full moon can only wane
    (3, True, (3, True)),
    (4, False, (4, False)),  # the GM says it is waning
])
def test_V4_session_start_from_1d(roll, waxing, want):
    step = moon.roll_moon(Scripted([roll]), waxing)
    assert (step.phase, step.waxing) == want
    assert step.explain[0].key == "moon.start"


def test_V4_seeded_dice_start_is_reproducible():
    assert moon.roll_moon(Dice(7)).phase == moon.roll_moon(Dice(7)).phase


# -- V5 ------------------------------------------------------------------------------------
def test_V5_roll_weather_uses_1d_and_not_in_the_rainy_season():
    dice = Scripted([5])
    assert weather.roll_weather(dice).weather == "overcast"
    with pytest.raises(RulesError, match="1d roll is needed"):
        weather.roll_weather(Scripted([]))
    # the rainy season takes no die: a dice source without rolls is fine
    assert weather.roll_weather(Scripted([]), rainy_season=True).weather == "rain"


# -- V8 ------------------------------------------------------------------------------------
def test_V8_session_temperature_is_1d_then_the_dice():
    t = climate.roll_temperature(Scripted([3, 4, 4, 4]))
    assert (t.season, t.celsius) == ("summer", 27)
    t = climate.roll_temperature(Scripted([6, 2, 2, 2, 2, 2]), count=5)
    assert (t.season, t.celsius) == ("winter", 5)


def test_V8_daily_reroll_keeps_the_season():
    t = climate.roll_temperature(Scripted([1, 1, 1]), season="winter")
    assert (t.season, t.celsius) == ("winter", 12)
    with pytest.raises(RulesError, match="temperature_dice"):
        climate.roll_temperature(Scripted([1] * 7), count=6)


temps = st.one_of(st.integers(-100, 100), st.floats(-100, 100, allow_nan=False))


@given(temps, temps, st.booleans(), st.integers(0, 10), st.integers(0, 4))
def test_V8_heat_modifier_never_rises_with_the_temperature(a, b, fat, dr, enc):
    lo, hi = sorted((a, b))
    m_lo = climate.heat_check(lo, fat=fat, armor_dr=dr, encumbrance=enc)
    m_hi = climate.heat_check(hi, fat=fat, armor_dr=dr, encumbrance=enc)
    assert m_hi.modifier <= m_lo.modifier
    assert m_lo.applies <= m_hi.applies  # once hot, hotter is hot too


@given(temps, temps, st.sampled_from([None, *climate.GEAR]),
       st.sampled_from([None, *climate.CLOTHES]))
def test_V8_cold_modifier_never_falls_as_it_gets_warmer(a, b, gear, clothes):
    lo, hi = sorted((a, b))
    m_lo = climate.cold_check(lo, gear, clothes)
    m_hi = climate.cold_check(hi, gear, clothes)
    assert m_lo.modifier <= m_hi.modifier
    assert m_hi.applies <= m_lo.applies


@given(temps, temps)
def test_V8_albino_modifier_never_rises_with_the_temperature(a, b):
    lo, hi = sorted((a, b))
    s_lo = climate.albino_sun(lo, "clear", True)
    s_hi = climate.albino_sun(hi, "clear", True)
    assert s_hi.modifier <= s_lo.modifier
    assert s_lo.applies <= s_hi.applies


@pytest.mark.parametrize("celsius, weather_, daytime, protected, want", [
    (24, "cloudless", True, True, (False, True, 0)),    # V8 below 25 °C
    (25, "cloudless", True, True, (True, True, 0)),
    (25, "clear", True, True, (True, True, 0)),
    (25, "thin_clouds", True, True, (False, True, 0)),  # only clear or cloudless
    (30, "clear", False, True, (False, True, 0)),        # by night
    (33, "clear", True, True, (True, True, -2)),         # -2 per full 3 °C over 30
    (36, "clear", True, True, (True, True, -4)),
    (32, "clear", True, False, (True, False, 0)),        # unprotected: no roll
])
def test_V8_albino_sun(celsius, weather_, daytime, protected, want):
    s = climate.albino_sun(celsius, weather_, daytime, protected)
    assert (s.applies, s.roll_allowed, s.modifier) == want


@pytest.mark.parametrize("kind, fp, roll, want", [
    ("heat", 10, 10, (True, 0, 0)),
    ("heat", 4, 11, (False, -1, 0)),   # V8: FP 4 → 3 costs FP only
    ("heat", 3, 11, (False, -1, -1)),  # from FP ≤ 3 also 1 HP
    ("heat", 0, 11, (False, -1, -1)),
    ("cold", 3, 11, (False, -1, 0)),   # cold: only below 3
    ("cold", 2, 11, (False, -1, -1)),
    ("cold", 10, 17, (False, -1, 0)),  # 17 fails against 10
])
def test_V8_exposure_failure_cost(kind, fp, roll, want):
    r = climate.exposure_result(kind, 10, roll, fp)
    assert (r.success, r.fp, r.hp) == want
    assert all(line.rule == "V8" for line in r.explain)


def test_V8_per_action_failure_may_cost_1d_fp():
    r = climate.exposure_result("heat", 10, 12, 10, Scripted([4]), fp_1d=True)
    assert (r.fp, r.hp) == (-4, 0)
    with pytest.raises(RulesError, match="1d"):
        climate.exposure_result("heat", 10, 12, 10, None, fp_1d=True)


@pytest.mark.parametrize("roll, dice, want", [
    (9, [], (True, -1)),       # success still costs 1 HP
    (12, [5], (False, -5)),    # failure 1d
    (None, [6], (False, -6)),  # no roll allowed: as a failure
])
def test_V8_albino_sun_result(roll, dice, want):
    r = climate.albino_sun_result(10, roll, Scripted(dice))
    assert (r.success, r.hp) == want


@pytest.mark.parametrize("celsius, fp", [(None, 0), (24, 0), (24.9, 0), (25, -1), (40, -1)])
def test_V8_hot_day_costs_1_fp_per_fight(celsius, fp):
    assert climate.fight_fp(celsius).fp == fp


def test_V8_checks_every_30_minutes_carry_over():
    s = climate.ExposureState()
    start = minute_of(1, 12)
    s, due = climate.checks_due(s, start, 29, 28)
    assert due == [] and s.minutes == 29
    s, due = climate.checks_due(s, start + 29, 1, 28)
    assert [(d.kind, d.at) for d in due] == [("heat", start + 30)] and s.minutes == 0
    s, due = climate.checks_due(s, start + 30, 125, 28)
    assert [d.at for d in due] == [start + 60, start + 90, start + 120, start + 150]
    assert s.minutes == 5


def test_V8_the_count_restarts_in_mild_weather():
    s = climate.ExposureState(minutes=20)
    s, due = climate.checks_due(s, 0, 600, 15)
    assert due == [] and s.minutes == 0
    s, due = climate.checks_due(s, 0, 600, None)
    assert due == [] and s.minutes == 0


def test_V8_due_checks_carry_the_combatants_modifiers():
    s = climate.ExposureState(fat=True, armor_dr=2, encumbrance=3, albino=True)
    start = minute_of(2, 17, 15)  # the sun sets at 18:00
    s, due = climate.checks_due(s, start, 60, 33, "clear")
    got = [(d.kind, d.at, d.modifier, d.roll_allowed) for d in due]
    assert got == [("heat", start + 30, -3, True), ("albino_sun", start + 30, -2, True),
                   ("heat", start + 60, -3, True)]  # 18:15: night, no sun roll
    cold = climate.ExposureState(gear="armor_jacket", clothes="summer")
    _, due = climate.checks_due(cold, 0, 30, -4)
    assert [(d.kind, d.modifier) for d in due] == [("cold", -5)]


def test_V8_one_investigation_action_is_one_round_of_checks():
    s = climate.ExposureState(minutes=12, sun_protected=False, albino=True)
    s, due = climate.action_checks(s, minute_of(1, 10), 26, "cloudless")
    assert [(d.kind, d.roll_allowed) for d in due] == [("heat", True), ("albino_sun", False)]
    assert s.minutes == 0


# -- states --------------------------------------------------------------------------------
@pytest.mark.parametrize("cls, good", [
    (moon.MoonState, {"phase": 4, "waxing": False}),
    (moon.MoonTraits, {"half_werewolf": True}),
    (weather.WeatherState, {"weather": "thin_clouds", "rainy_season": False}),
    (weather.WeatherState, {"weather": None, "rainy_season": True}),
    (climate.ClimateState, {"season": "winter", "celsius": -4.5}),
    (climate.ExposureState, {"minutes": 29, "overweight": False, "fat": True, "albino": False,
                             "heavy_armor": True, "armor_dr": 6, "encumbrance": 2,
                             "gear": "combat_suit", "clothes": "warm",
                             "sun_protected": True}),
])
def test_states_round_trip(cls, good):
    assert cls.problems(good) == []
    assert cls.from_dict(good).to_dict() == good


@pytest.mark.parametrize("cls, bad, path", [
    (moon.MoonState, {"phase": 7}, "state.phase"),
    (moon.MoonState, {"phase": 2, "waxing": "up"}, "state.waxing"),
    (moon.MoonState, {"phase": 2, "age": 3}, "state.age"),
    (moon.MoonState, [], "state"),
    (moon.MoonTraits, {"half_werewolf": 1}, "ext.half_werewolf"),
    (weather.WeatherState, {"weather": "snow"}, "state.weather"),
    (climate.ClimateState, {"season": "spring"}, "state.season"),
    (climate.ClimateState, {"celsius": "warm"}, "state.celsius"),
    (climate.ClimateState, {"celsius": 500}, "state.celsius"),
    (climate.ExposureState, {"minutes": 30}, "ext.minutes"),
    (climate.ExposureState, {"encumbrance": 5}, "ext.encumbrance"),
    (climate.ExposureState, {"gear": "parka"}, "ext.gear"),
])
def test_bad_states_name_the_field(cls, bad, path):
    problems = cls.problems(bad)
    assert problems and problems[0][0] == path
    with pytest.raises(RulesError, match="cannot be read"):
        cls.from_dict(bad)


def test_a_full_moon_state_cannot_wax():
    assert moon.MoonState.from_dict({"phase": 6, "waxing": True}).waxing is False
