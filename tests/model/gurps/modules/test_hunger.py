"""V6 hunger with the V6 reading: 1 FP per missed meal, from the fourth missed in a row 1 HP
as well; a full day of three meals gives it all back."""

from __future__ import annotations

import pytest

from tracker.model.errors import RulesError
from tracker.rulesets.gurps.rules.modules.clock import minute_of
from tracker.rulesets.gurps.rules.modules.hunger import (
    HungerState,
    eat_meal,
    meal_times,
    miss_meal,
)


def starve(meals: int, state: HungerState | None = None, day: int = 1):
    """Miss ``meals`` meals, three a day from ``day``: (state, FP lost, HP lost)."""
    s = state or HungerState(day=day)
    fp = hp = 0
    for i in range(meals):
        step = miss_meal(s, day + i // 3)
        s, fp, hp = step.state, fp + step.fp, hp + step.hp
    return s, fp, hp


def test_V6_three_missed_meals_cost_3_fp_and_no_hp():
    s, fp, hp = starve(3)
    assert (fp, hp) == (-3, 0)
    assert (s.missed_in_row, s.fp_lost, s.hp_lost, s.fp_held) == (3, 3, 0, 3)


def test_V6_from_the_fourth_in_a_row_also_1_hp():
    s, _, _ = starve(3)
    step = miss_meal(s, 2)
    assert (step.fp, step.hp) == (-1, -1)
    assert [line.key for line in step.explain] == ["hunger.missed", "hunger.hp"]
    assert all(line.rule == "V6" for line in step.explain)


def test_V6_the_seeds_worked_example():
    # an ordinary human (HP 10, FP 10) fasting from day 1: HP start to go on day 2, and at
    # -HP (20 HP lost) a death check is due about a week and a half day later (day 8 lunch)
    s, fp, hp = starve(4)
    assert hp == -1  # day 2 breakfast
    s, fp, hp = starve(23)
    assert (fp, hp) == (-23, -20)
    assert s.day == 8 and s.missed == 2  # the 23rd meal is lunch of day 8


def test_V6_a_meal_breaks_the_row_but_gives_nothing_back():
    s, _, _ = starve(3)
    s = eat_meal(s, 2).state
    step = miss_meal(s, 2)
    assert (step.fp, step.hp) == (-1, 0)
    assert (step.state.missed_in_row, step.state.fp_lost) == (1, 4)


def test_V6_a_full_day_of_three_meals_restores_everything():
    s, _, _ = starve(6)  # day 1 and 2: 6 FP, 3 HP
    assert (s.fp_lost, s.hp_lost) == (6, 3)
    steps = [eat_meal(s, 3)]
    steps.append(eat_meal(steps[-1].state, 3))
    assert [(x.fp, x.hp) for x in steps] == [(0, 0), (0, 0)]
    last = eat_meal(steps[-1].state, 3)
    assert (last.fp, last.hp) == (6, 3)
    assert (last.state.fp_lost, last.state.hp_lost, last.state.missed_in_row) == (0, 0, 0)
    assert last.explain[-1].key == "hunger.restored"


def test_V6_three_meals_over_two_days_are_not_a_full_day():
    s, _, _ = starve(1)
    s = eat_meal(s, 1).state
    s = eat_meal(s, 1).state
    step = eat_meal(s, 2)
    assert (step.fp, step.state.fp_lost, step.state.eaten) == (0, 1, 1)


@pytest.mark.parametrize("meals, day, says", [
    (3, 1, "all 3 meals of day 1"),
    (1, 0, "'day' must be 1.."),
])
def test_V6_bad_ticks_are_refused(meals, day, says):
    s, _, _ = starve(meals)
    with pytest.raises(RulesError, match=says):
        miss_meal(s, day)


def test_V6_a_past_day_cannot_change():
    s = eat_meal(HungerState(), 4).state
    with pytest.raises(RulesError, match="day 2 can no longer"):
        eat_meal(s, 2)


def test_V6_meal_times_crossed_by_a_time_advance():
    start = minute_of(1, 8)
    assert meal_times(start, 4 * 60) == [minute_of(1, 12)]
    assert meal_times(start, 24 * 60) == [minute_of(1, 12), minute_of(1, 19), minute_of(2, 7)]
    assert meal_times(minute_of(1, 7), 0) == []
    assert meal_times(minute_of(1, 6, 59), 1) == [minute_of(1, 7)]


def test_V6_state_round_trip_and_problems():
    good = {"missed_in_row": 4, "fp_lost": 5, "hp_lost": 1, "day": 3, "eaten": 1, "missed": 2}
    assert HungerState.from_dict(good).to_dict() == good
    assert HungerState.problems({"eaten": 2, "missed": 2}) == [
        ("ext", "more than 3 meals counted on one day")]
    assert HungerState.problems({"fp_lost": -1})[0][0] == "ext.fp_lost"
    assert HungerState.problems({"hungry": True})[0][0] == "ext.hungry"
