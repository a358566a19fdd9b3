"""V6 in an encounter: the meal times the calendar passes come due for everyone who lives
through campaign time; the GM marks each eaten or missed (oldest first). What hunger took is
held from rest and natural recovery until a full day of meals gives it back."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from tracker.model.errors import RulesError
from tracker.model.ruleset import BaseModule, ModuleInfo

from . import hunger, shared
from .clock import calendar_of
from .fields import report
from .hunger import ID, HungerState

if TYPE_CHECKING:
    from tracker.model.calendar import Calendar
    from tracker.model.combatant import Combatant
    from tracker.model.encounter import Encounter
    from tracker.model.validation import Checker


class HungerModule(BaseModule):
    info = ModuleInfo(ID, hunger.VERSION, "Vampire hunters: hunger", hunger.OPTIONS,
                      rules=("V6",))

    def validate_ext(self, v: Checker, ext: Any, path: str) -> None:
        report(v, HungerState.problems(ext, path))

    @staticmethod
    def hunger(enc: Encounter, c: Combatant) -> HungerState:
        """``c``'s meals (a fresh state when none is kept yet: it moves to the day of the
        first meal marked)."""
        d = c.ext.get(ID)
        return HungerState.from_dict(d) if d is not None else HungerState()

    # -- hooks ------------------------------------------------------------------------------
    def advance_time(self, enc: Encounter, start: Calendar, hours: float) -> None:
        span = enc.calendar.total_minutes - start.total_minutes
        times = hunger.meal_times(start.total_minutes, span)
        if not times:
            return
        days = tuple(calendar_of(t)[0] for t in times)
        count = 0
        for c in shared.members(enc, ID):
            s = self.hunger(enc, c)
            due = list(s.due)
            for day in days:
                # a meal the GM marked ahead (none was due: today's next one) is this one: a
                # day never owes more than three, else the fourth could never be marked and
                # every later mark would be refused
                counted = (s.eaten + s.missed if day == s.day else 0) + due.count(day)
                if day >= s.day and counted < hunger.MEALS_PER_DAY:
                    due.append(day)
            shared.store(enc, c, ID, replace(s, due=tuple(due)).to_dict())
            count += len(due) - len(s.due)
        if count:
            enc.add_log("meals_due", None, count=count)

    def held(self, enc: Encounter, c: Combatant, track: str) -> int:
        if ID not in c.ext:
            return 0
        s = self.hunger(enc, c)
        return s.fp_held if track == "fp" else s.hp_lost if track == "hp" else 0

    # -- the GM's marks ---------------------------------------------------------------------
    def mark(self, enc: Encounter, c: Combatant, ate: bool) -> hunger.HungerStep:
        """The oldest due meal of ``c`` (or, with none due, today's next one) was eaten or
        missed; FP and HP follow."""
        s = self.hunger(enc, c)
        day = s.due[0] if s.due else enc.calendar.day
        if day < s.day:  # cannot happen with due days kept in order; say so plainly
            raise RulesError("past_day", f"the meals of day {day} are already counted")
        step = (hunger.eat_meal if ate else hunger.miss_meal)(s, day)
        shared.store(enc, c, ID, replace(step.state, due=s.due[1:]).to_dict())
        if step.fp < 0 or step.hp < 0:
            loss = shared.lose(enc, c, fp=-step.fp, hp=-step.hp)
            enc.add_log("meal_missed", c.id, shared.explain(step.explain, loss.explain),
                        name=c.name, day=day, **loss.args())
        elif step.fp or step.hp:
            back = shared.regain(enc, c, fp=step.fp, hp=step.hp)
            enc.add_log("meal_eaten", c.id, step.explain[:1], name=c.name, day=day,
                        eaten=step.state.eaten)
            enc.add_log("meals_restored", c.id, shared.explain(step.explain[1:], back.explain),
                        name=c.name, **back.args())
        else:
            enc.add_log("meal_eaten", c.id, step.explain, name=c.name, day=day,
                        eaten=step.state.eaten)
        return step


MODULE = HungerModule()
