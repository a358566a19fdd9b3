"""G7: how long a crippled part stays crippled, as recovery timers on the campaign calendar:
the roll that judges each part, the days a lasting one counts down, and the part's return."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .checks import success_roll
from .conditions import wounds_changed
from .modifiers import ht_target

if TYPE_CHECKING:
    from tracker.model.calendar import Calendar
    from tracker.model.combatant import Combatant
    from tracker.model.encounter import Encounter

DAYS_PER_MONTH = 30
TIMER_KINDS = ("temporary", "lasting", "permanent")


def medical_modifier(tl: int | None) -> int:
    """G7: months of lasting crippling are reduced by medical care of this TL."""
    if tl is None:
        return 0
    if tl >= 7:
        return 3
    if tl == 6:
        return 2
    if tl == 5:
        return 1
    return 0


@dataclass(slots=True)
class RecoveryTimer:
    """A crippled or lost part on its way back (or not): G7."""

    id: int
    combatant: str
    location: str
    kind: str  # temporary | lasting | permanent
    #: lasting: days left; temporary/permanent: None
    days_left: int | None = None
    months: int | None = None
    medical_tl: int | None = None
    started_day: int = 1
    roll: int | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "combatant": self.combatant, "location": self.location,
                "kind": self.kind, "days_left": self.days_left, "months": self.months,
                "medical_tl": self.medical_tl, "started_day": self.started_day,
                "roll": self.roll}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> RecoveryTimer:
        return cls(int(d["id"]), str(d["combatant"]), str(d["location"]), str(d["kind"]),
                   d.get("days_left"), d.get("months"), d.get("medical_tl"),
                   int(d.get("started_day", 1)), d.get("roll"))


def judge_crippling(enc: Encounter, rolls: dict[tuple[str, str], int] | None = None,
                    months: dict[tuple[str, str], int] | None = None) -> list[RecoveryTimer]:
    """G7 for every crippled or lost part of the living not judged yet: a timer each.
    ``rolls``, ``months``: the GM's HT rolls and month dice per (combatant, location)."""
    rolls = rolls or {}
    months = months or {}
    made: list[RecoveryTimer] = []
    for c in enc.ordered():
        if c.has("dead") or c.has("destroyed"):
            continue  # a corpse's wounds stay as they were: no roll, no timer
        for loc_id, part in c.sheet.parts.items():
            if part.status == "ok" or part.duration is not None:
                continue
            timer = RecoveryTimer(enc.next_id("timer"), c.id, loc_id, "permanent",
                                  medical_tl=c.sheet.medical_tl,
                                  started_day=enc.calendar.day)
            if part.status in ("severed", "destroyed"):
                enc.add_log("dismembered", c.id, name=c.name, location=loc_id)
            else:
                _judge(enc, c, loc_id, timer, rolls.get((c.id, loc_id)),
                       months.get((c.id, loc_id)))
            part.duration = timer.kind
            enc.timers.append(timer)
            made.append(timer)
    return made


def _judge(enc: Encounter, c: Combatant, loc_id: str, timer: RecoveryTimer,
           roll: int | None, m: int | None) -> None:
    """The HT roll of one crippled part: temporary on a success, lasting (1d months, less
    medical care) on a failure, permanent on a critical failure."""
    if roll is None:
        roll = enc.dice.roll(3)
    ht = ht_target(enc, c)
    result = success_roll(ht, roll)
    timer.roll = roll
    if result.success:
        timer.kind = "temporary"
    elif not result.critical:
        timer.kind = "lasting"
        if m is None:
            m = enc.dice.roll(1)
        care = medical_modifier(c.sheet.medical_tl)
        timer.months = max(1, m - care)
        timer.days_left = timer.months * DAYS_PER_MONTH
        # the months are in the log with the die that made them (issue 44 m4)
        enc.add_log("duration_lasting", c.id, name=c.name, location=loc_id, roll=roll,
                    target=ht, die=m, care=care, months=timer.months)
        return
    enc.add_log("duration", c.id, name=c.name, location=loc_id, roll=roll, target=ht,
                kind=timer.kind)


def midnight(enc: Encounter) -> None:
    """A day off every lasting timer; temporary ones end with full HP."""
    for timer in list(enc.timers):
        if timer.kind == "lasting" and timer.days_left is not None:
            timer.days_left -= 1
            if timer.days_left <= 0:
                recover(enc, timer)
    recover_temporary(enc)


def time_away(enc: Encounter, c: Combatant, since: Calendar) -> None:
    """Away from the table: a lasting timer loses a day per midnight between ``since`` and
    the encounter's calendar (as Advance time counts them) and the part is back once none is
    left; temporary and permanent ones wait for HP and the GM as they do here. A calendar
    behind ``since`` is another campaign's: no time ran."""
    if enc.calendar.total_minutes <= since.total_minutes:
        return
    days = enc.calendar.day - since.day
    for timer in [t for t in enc.timers if t.combatant == c.id]:
        if timer.kind == "lasting" and timer.days_left is not None and days:
            timer.days_left -= days
            if timer.days_left <= 0:
                recover(enc, timer)


def recover_temporary(enc: Encounter, only: str | None = None) -> None:
    """Temporary crippling ends for those back at full HP (all, or only combatant ``only``)."""
    for timer in list(enc.timers):
        if (timer.kind != "temporary" or timer.combatant not in enc.combatants
                or only not in (None, timer.combatant)):
            continue
        s = enc.combatants[timer.combatant].sheet
        if s.hp is not None and s.hp >= s.max_hp:
            recover(enc, timer)


def recover(enc: Encounter, timer: RecoveryTimer) -> None:
    enc.timers.remove(timer)
    c = enc.combatants.get(timer.combatant)
    if c is None:
        return
    c.sheet.parts.pop(timer.location, None)
    enc.add_log("recovered", c.id, name=c.name, location=timer.location)
    wounds_changed(enc, c)
