"""What an Advance time does to GURPS combatants: a death check owed is rolled first (G11),
shock runs out (G10), the stunned roll each second (G14), rest brings FP back, each further
24 hours of rest a natural recovery roll (R17, G14), each midnight a day off lasting
crippling (G7); the unconscious come due to wake (G14)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tracker.model.tracks import current

from . import shock, stun_time
from .check_rolls import resolve_check
from .checks import success_roll
from .modifiers import held, ht_target
from .recovery import judge_crippling, midnight, recover_temporary
from .waking import schedule_wake
from .wounds import conditions_changed, heal_wounds, hp_healed

if TYPE_CHECKING:
    from tracker.model.calendar import Calendar
    from tracker.model.combatant import Combatant
    from tracker.model.encounter import Encounter
    from tracker.model.timeline import Advance

DAY_MINUTES = 24 * 60


def fine_time(enc: Encounter) -> bool:
    """G14: while a stunned combatant who takes turns rolls each second, time runs in pieces
    that end at every event (a waking, a midnight): its rolls come before them."""
    return stun_time.any_rolling(enc)


def advance_time(enc: Encounter, start: Calendar, hours: int | float,
                 heal_rolls: dict[str, list[int]] | None = None,
                 advance: Advance | None = None) -> int:
    """The core has moved the calendar from ``start`` by ``hours`` (one piece of an advance,
    never past a half hour): rest restores FP, each midnight brings a natural recovery roll
    (HT, with the day's penalties) and a day off lasting timers; the unconscious come due to
    wake (G14). FP and HP a rule module holds (hunger, a running infection) do not come back
    by rest. ``heal_rolls``: the GM's natural recovery rolls per combatant, used up from the
    front (the dice roll when they run out). ``advance``: the whole advance this piece
    belongs to (its start, log lines and the GM's rolls)."""
    heal_rolls = heal_rolls if heal_rolls is not None else {}
    # G11: a death check owed since a hit (HT roll or die) is rolled before the time that
    # follows it runs (time runs in order): not after days of natural recovery
    for k in [k for k in enc.checks if k.kind == "death" and k.source is None]:
        if k in enc.checks:  # a result may have dropped it (its bearer died)
            enc.touch(k.combatant)
            resolve_check(enc, k, None)
    if not enc.in_combat:
        # G7: a part crippled outside a fight (a trap, a fall) has had no End combat to roll
        # its duration: it is rolled as time begins to pass, before any recovery, else it
        # stayed crippled for good without a timer
        judge_crippling(enc)
    days = enc.calendar.day - start.day
    for c in enc.ordered():
        shock.time_passed(enc, c)
        if not (c.has("dead") or c.has("destroyed")):
            # a file from before G14 ran: its unconscious get their waking, its healed
            # wounds leave the figure
            schedule_wake(enc, c, start.total_minutes)
            heal_wounds(c)
    # G14: a turn is a second; the stunned who take turns roll at the end of each, in
    # game-time order before the rest of the piece (its rest, its midnight)
    for cid in stun_time.roll_seconds(enc, start.total_minutes, enc.calendar.total_minutes,
                                      advance):
        conditions_changed(enc, enc.combatants[cid])
    _rest(enc, start)
    _days(enc, start, heal_rolls)
    if days == 0:
        recover_temporary(enc)
    return days


def _rest(enc: Encounter, start: Calendar) -> None:
    """1 FP per 10 minutes: counted by the ten-minute marks passed, so pieces add up."""
    rest = enc.calendar.total_minutes // 10 - start.total_minutes // 10
    for c in enc.ordered():
        s = c.sheet
        fp = current(s, "fp")  # an unset FP is a full one
        if rest and fp < s.max_fp and not (c.has("dead") or c.has("destroyed")):
            cap = s.max_fp - held(enc, c, "fp")
            s.fp = max(fp, min(cap, fp + rest))


def _days(enc: Encounter, start: Calendar, heal_rolls: dict[str, list[int]]) -> None:
    """R17: one natural recovery roll after each full 24 hours of rest, at its own minute;
    G7: a day off lasting timers at each midnight; in the order of game time."""
    events = [(t, 0, i, c.id) for i, c in enumerate(enc.ordered())
              for t in _heal_times(enc, c, start.total_minutes)]
    events += [(m, 1, 0, "") for m in _midnights(start.total_minutes,
                                                 enc.calendar.total_minutes)]
    for at, kind, _i, cid in sorted(events):
        if kind == 0:
            _natural_recovery(enc, enc.combatants[cid], heal_rolls, at)
        else:
            midnight(enc)


def _heal_times(enc: Encounter, c: Combatant, start: int) -> list[int]:
    """R17: the minutes in (``start``, now] at which ``c`` has rested a further full 24
    hours (none in a fight, for the dead or the unhurt). Rest of unknown start (a file from
    before, one added hurt) begins at ``start``."""
    s = c.sheet
    assert s.hp is not None
    if (enc.in_combat or c.has("dead") or c.has("destroyed")
            or s.hp >= s.max_hp - held(enc, c, "hp")):
        return []
    if s.rest_from is None:
        s.rest_from = start
    now, rest = enc.calendar.total_minutes, s.rest_from
    first = (start - rest) // DAY_MINUTES + 1
    last = (now - rest) // DAY_MINUTES
    return [rest + n * DAY_MINUTES for n in range(first, last + 1)]


def _natural_recovery(enc: Encounter, c: Combatant, heal_rolls: dict[str, list[int]],
                      at: int) -> None:
    """G14: 1 HP back on a successful HT roll (the day's penalties apply), at minute ``at``
    (a waking it brings counts from then, R23)."""
    s = c.sheet
    assert s.hp is not None
    if s.hp >= s.max_hp - held(enc, c, "hp") or c.has("dead") or c.has("destroyed"):
        return  # healed, or dead, since the time was counted
    given = heal_rolls.get(c.id)
    roll = given.pop(0) if given else enc.dice.roll(3)
    before = s.hp
    ht = ht_target(enc, c)
    if success_roll(ht, roll).success:
        s.hp += 1
    enc.add_log("heal", c.id, name=c.name, roll=roll, target=ht, before=before,
                after=s.hp)
    hp_healed(enc, c, before, at)


def _midnights(start: int, end: int) -> list[int]:
    """The calendar midnights in (``start``, ``end``]."""
    return [d * DAY_MINUTES for d in range(start // DAY_MINUTES + 1, end // DAY_MINUTES + 1)]
