"""Campaign time in the order of game time ("Time runs in order", V4–V8, G14): the pieces an
advance runs in, the checks on the calendar that fall due (rolled at their time, oldest
first) and how a long span is logged. :func:`tracker.model.operations.advance_time` drives
it as one action."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .errors import RulesError
from .ruleset import module_for, module_hooks, ruleset_for

if TYPE_CHECKING:
    from .calendar import Calendar
    from .encounter import Encounter


def owner(enc: Encounter, chk: Any) -> Any:
    """The ruleset, or the rule module that made the check."""
    if chk.source is None:
        return ruleset_for(enc)
    return module_for(enc.ruleset_id, chk.source)


#: time runs in pieces that end on the clock's half hours (V8's period) and at the minute of
#: each event (:func:`next_event`) while anything falls due at that grain, else in one piece:
#: advancing N minutes at once is the same as advancing them piece by piece, with the same
#: rolls in the same order
PIECE_MINUTES = 30
#: the longest piece the hooks are given at once (they bound the spans they take)
COARSE_MINUTES = 365 * 24 * 60


def fine_time(enc: Encounter) -> bool:
    """Whether time must run in half hours now: a check waits on the calendar, or the ruleset
    or a rule module has something of its own at that grain or finer (heat, a disease, rolls
    made each round); else the rest runs in one piece (what happens then adds up the same
    over any pieces: rest, each midnight's recovery roll, meal times, the moon's drift)."""
    if any(isinstance(k.data.get("at"), int) for k in enc.checks):
        return True
    if ruleset_for(enc).fine_time(enc):
        return True
    return any(fn(enc) for fn in module_hooks(enc, "fine_time"))


def next_event(enc: Encounter, now: int) -> int | None:
    """The first minute after ``now`` at which something falls due at a minute of its own: a
    check on the calendar (a waking), a rule module's event (a fever, a heat roll 30 minutes
    into the heat). A piece of time ends there, so that what happens at a later minute of
    that half hour (rest, a fever) runs after it, as when the GM stops there."""
    times = [at for k in enc.checks if isinstance(at := k.data.get("at"), int)
             and not isinstance(at, bool) and at > now]
    times += [t for fn in module_hooks(enc, "next_event") if (t := fn(enc, now)) is not None
              and t > now]
    return min(times, default=None)


@dataclass(slots=True)
class Advance:
    """What one piece of an advance may need of the whole (the ruleset's ``advance_time``
    gets it as ``advance``): where the advance began on the calendar, where its log lines
    begin (a line may sum up what several pieces did), and the GM's rolls not used yet."""

    #: the calendar minute the advance started at
    began: int
    #: index in ``enc.log`` of the advance's first line
    first_log: int
    #: the GM's 3d results for what falls due, used up from the front, in game-time order
    rolls: list[int] = field(default_factory=list)

    def roll(self, enc: Encounter) -> int:
        """The GM's next 3d roll, else the encounter's dice."""
        if not self.rolls:
            return enc.dice.roll(3)
        roll = self.rolls.pop(0)
        if not 3 <= roll <= 18:
            raise RulesError("roll_range", f"a roll for the checks must be 3..18, got {roll}")
        return roll


def check_rolls(rolls: Any) -> list[int]:
    if rolls is None:
        return []
    if not isinstance(rolls, (list, tuple)) or any(
            isinstance(r, bool) or not isinstance(r, int) for r in rolls):
        raise RulesError("bad_roll", "the rolls for the checks must be a list of whole numbers")
    return list(rolls)


def log_time(enc: Encounter, span: int, cal: Calendar) -> None:
    """"Time passes: 60 d 0 h 0 min" from a day on; hours and minutes below that."""
    days, rest = divmod(span, 24 * 60)
    if days:
        enc.add_log("time_days", days=days, hours=rest // 60, minutes=rest % 60, day=cal.day,
                    clock=cal.clock())
    elif span % 60 or cal.minute:
        enc.add_log("time_min", hours=span // 60, minutes=span % 60, day=cal.day,
                    clock=cal.clock())
    else:
        enc.add_log("time", hours=span // 60, day=cal.day, hour=cal.hour)


def due_checks(enc: Encounter, before: int | None = None) -> list[Any]:
    """The pending checks on the calendar whose time has come, oldest first; with
    ``before``: only rolls due before that minute, and what needs no roll due by now."""
    now = enc.calendar.total_minutes
    due = []
    for k in enc.checks:
        at = k.data.get("at")
        if not isinstance(at, int) or isinstance(at, bool) or at > now:
            continue
        if before is not None and at >= before and owner(enc, k).check_spec(enc, k).dice:
            continue
        due.append(k)
    return sorted(due, key=lambda k: (k.data["at"], k.id))


def roll_due_checks(enc: Encounter, rolls: list[int] | None = None,
                    before: int | None = None) -> int:
    """Inside an action: roll every check on the calendar that is due (``before``: see
    :func:`due_checks`), in the order of its time (one made due by a result comes in its
    turn); ``rolls`` are used up from the front, then the dice roll. How many were rolled."""
    count = 0
    while True:
        due = due_checks(enc, before)
        if not due:
            return count
        chk = due[0]
        spec = owner(enc, chk).check_spec(enc, chk)
        roll = rolls.pop(0) if rolls and spec.dice else None
        if roll is not None and not spec.lowest <= roll <= spec.highest:
            raise RulesError("roll_range", f"a roll for the checks must be "
                                           f"{spec.lowest}..{spec.highest}, got {roll}")
        enc.touch(chk.combatant)
        owner(enc, chk).resolve_check(enc, chk, roll)
        count += 1


def _rollable(enc: Encounter, k: Any, now: int) -> bool:
    at = k.data.get("at")
    timed = isinstance(at, int) and not isinstance(at, bool)
    return not (timed and at > now) and bool(owner(enc, k).check_spec(enc, k).dice)


def any_rollable(enc: Encounter) -> bool:
    """Whether "Roll them all" has anything to roll (stops at the first: asked after every
    action, with 1,500 checks pending)."""
    now = enc.calendar.total_minutes
    return any(_rollable(enc, k, now) for k in enc.checks)


def rollable_checks(enc: Encounter) -> list[Any]:
    """The pending checks "Roll them all" rolls: every roll due now (the calendar's in the
    order of their time first, then the fight's in the order they arose); checks still to
    come on the calendar and those that are not rolls (a death to confirm) are left."""
    now = enc.calendar.total_minutes
    out = [k for k in enc.checks if _rollable(enc, k, now)]
    return sorted(out, key=lambda k: (0, k.data["at"], k.id) if isinstance(
        k.data.get("at"), int) else (1, 0, k.id))


def merge_counts(enc: Encounter, first: int) -> None:
    """The hooks say once per piece how many things fell due ("3 meals to mark"): a long
    advance keeps one such entry per key, with the counts added up."""
    seen: dict[str, Any] = {}
    kept = []
    for e in enc.log[first:]:
        if e.combatant is None and set(e.args) == {"count"} and e.key in seen:
            seen[e.key].args["count"] += e.args["count"]
            continue
        if e.combatant is None and set(e.args) == {"count"}:
            seen[e.key] = e
        kept.append(e)
    enc.log[first:] = kept
