"""G14: when the unconscious may wake, as a ``wake`` check on the campaign calendar that
keeps in step with their HP."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tracker.model.checks import PendingCheck
from tracker.model.tracks import current

if TYPE_CHECKING:
    from tracker.model.combatant import Combatant
    from tracker.model.encounter import Encounter

#: G14: minutes until the unconscious may wake: at 1 HP or more ("short", no roll), from 0
#: to above −1×HP ("hourly" HT rolls), at −1×HP or less ("once", failure is a coma)
WAKE_AFTER = {"short": 15, "hourly": 60, "once": 12 * 60}


def clock(minute: int) -> tuple[int, int, int]:
    """The calendar's day, hour and minute of campaign minute ``minute``."""
    days, rest = divmod(minute, 24 * 60)
    return days + 1, rest // 60, rest % 60


def wake_mode(c: Combatant) -> str:
    s = c.sheet
    hp = current(s, "hp")
    return "short" if hp >= 1 else "hourly" if hp > -s.max_hp else "once"


def schedule_wake(enc: Encounter, c: Combatant, now: int | None = None) -> None:
    """Keep ``c``'s ``wake`` check on the calendar in step with its state (G14): one while
    it is unconscious (not in a coma), due after the time its HP give from ``now`` (the
    calendar's minute if None); a change of HP band starts that time anew, the same band
    keeps the time already running."""
    mine = [k for k in enc.checks if k.combatant == c.id and k.kind == "wake"]
    if not c.has("unconscious") or c.has("coma"):
        for k in mine:
            enc.checks.remove(k)
        return
    mode = wake_mode(c)
    if mine and mine[0].data.get("mode") == mode:
        return
    for k in mine:
        enc.checks.remove(k)
    at = (enc.calendar.total_minutes if now is None else now) + WAKE_AFTER[mode]
    enc.checks.append(PendingCheck(enc.next_id("check"), c.id, "wake", 0, 0, None,
                                   {"at": at, "mode": mode}))
