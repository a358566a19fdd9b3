"""V6 hunger: three meals a day; each missed one costs 1 FP, and from the fourth missed in a
row 1 HP as well (V6 reading); only a full day of three meals gives back what hunger took.

A day's meals count on the calendar day they belong to, so the GM may tick them late."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from tracker.model.errors import RulesError
from tracker.model.explain import ExplainLine
from tracker.model.options import Option
from tracker.model.validation import got

from .clock import MINUTES_PER_DAY, MINUTES_PER_HOUR, crossings
from .fields import Fields, Problem, Saved, need_int

ID = "gurps.hunger"
VERSION = 1
OPTIONS: tuple[Option, ...] = ()
MEALS_PER_DAY = 3
#: the hours at which the tracker asks about a meal (the GM ticks it eaten or missed)
MEAL_HOURS = (7, 12, 19)
#: the missed meal (in a row) from which each also costs 1 HP
HP_FROM_MISSED = 4


@dataclass(frozen=True, slots=True)
class HungerState(Saved):
    """Per combatant."""

    what = "the hunger state"
    sparse = ("due",)

    missed_in_row: int = 0
    #: FP and HP that hunger has taken and rest does not give back
    fp_lost: int = 0
    hp_lost: int = 0
    #: the calendar day the two counts below belong to
    day: int = 1
    eaten: int = 0
    missed: int = 0
    #: the calendar days of the meal times that passed and the GM has not marked yet, oldest
    #: first (each is marked eaten or missed, in this order)
    due: tuple[int, ...] = ()

    @staticmethod
    def problems(d: Any, path: str = "ext") -> list[Problem]:
        f = Fields(d, path, HungerState.__slots__)
        for key in ("missed_in_row", "fp_lost", "hp_lost"):
            f.int_(key, 0, 10**6)
        f.int_("day", 1, 10**7)
        f.int_("eaten", 0, MEALS_PER_DAY)
        f.int_("missed", 0, MEALS_PER_DAY)
        due = f.d.get("due", [])
        if not isinstance(due, list):
            f.bad(f"{path}.due", "must be a list of days", "not_type", expected="list",
                  **got(due))
        else:
            counted = f.d.get("day", 1)
            prev = None  # the last good day: a bad one is not compared with
            for i, day in enumerate(due):
                if isinstance(day, bool) or not isinstance(day, int) or not 1 <= day <= 10**7:
                    f.bad(f"{path}.due[{i}]", "must be a day 1..10000000", "out_of_range",
                          lo=1, hi=10**7, **got(day))
                    continue
                if prev is not None and day < prev:
                    f.bad(f"{path}.due[{i}]", "days must not go back (oldest first)",
                          "days_go_back", day=day, last=prev)
                elif type(counted) is int and day < counted:
                    f.bad(f"{path}.due[{i}]", f"day {day} is before the day being counted",
                          "day_before_count", day=day, counted=counted)
                prev = day
        if not f.problems and d.get("eaten", 0) + d.get("missed", 0) > MEALS_PER_DAY:
            f.bad(path, f"more than {MEALS_PER_DAY} meals counted on one day", "too_many_meals",
                  limit=MEALS_PER_DAY)
        return f.problems

    @property
    def fp_held(self) -> int:
        """FP the combatant cannot get back by rest."""
        return self.fp_lost


@dataclass(frozen=True, slots=True)
class HungerStep:
    """The new state and the changes to the combatant (negative = lost)."""

    state: HungerState
    fp: int
    hp: int
    explain: tuple[ExplainLine, ...]


def _on(state: HungerState, day: int) -> HungerState:
    need_int(day, "day", 1, 10**7)
    if day < state.day:
        raise RulesError("past_day", f"the meals of day {day} can no longer be changed "
                                     f"(day {state.day} is being counted)")
    if day > state.day:
        state = replace(state, day=day, eaten=0, missed=0)
    if state.eaten + state.missed >= MEALS_PER_DAY:
        raise RulesError("meals_full", f"all {MEALS_PER_DAY} meals of day {day} are counted")
    return state


def miss_meal(state: HungerState, day: int) -> HungerStep:
    state = _on(state, day)
    row = state.missed_in_row + 1
    hp = 1 if row >= HP_FROM_MISSED else 0
    lines = [ExplainLine("hunger.missed", "V6", {"row": row, "fp": 1})]
    if hp:
        lines.append(ExplainLine("hunger.hp", "V6", {"row": row, "from": HP_FROM_MISSED}))
    new = replace(state, missed_in_row=row, fp_lost=state.fp_lost + 1,
                  hp_lost=state.hp_lost + hp, missed=state.missed + 1)
    return HungerStep(new, -1, -hp, tuple(lines))


def eat_meal(state: HungerState, day: int) -> HungerStep:
    state = _on(state, day)
    eaten = state.eaten + 1
    lines = [ExplainLine("hunger.ate", "V6", {"eaten": eaten, "of": MEALS_PER_DAY})]
    if eaten < MEALS_PER_DAY:
        return HungerStep(replace(state, missed_in_row=0, eaten=eaten), 0, 0, tuple(lines))
    if state.fp_lost or state.hp_lost:
        lines.append(ExplainLine("hunger.restored", "V6", {"fp": state.fp_lost,
                                                           "hp": state.hp_lost}))
    new = replace(state, missed_in_row=0, fp_lost=0, hp_lost=0, eaten=eaten)
    return HungerStep(new, state.fp_lost, state.hp_lost, tuple(lines))


def meal_times(start: int, minutes: int, hours: tuple[int, ...] = MEAL_HOURS) -> list[int]:
    """The campaign minutes of the meal times in (start, start + minutes], in order: the meals
    to ask the GM about after time advanced."""
    need_int(minutes, "minutes", 0, 10**7)
    times: list[int] = []
    for hour in hours:
        times += crossings(start, minutes, MINUTES_PER_DAY, hour * MINUTES_PER_HOUR)
    return sorted(times)
