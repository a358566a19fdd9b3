"""Campaign time in minutes: the modules count from day 1, 00:00, as the calendar's
``total_minutes`` does (``minute_of(day, hour, minute)``); the V8 checks come every 30
minutes."""

from __future__ import annotations

from tracker.model.calendar import MINUTES_PER_DAY, MINUTES_PER_HOUR

#: daylight for the half-werewolf's night (V4) and the albino's sun (V8): 06:00 to 18:00
DAY_STARTS, NIGHT_STARTS = 6, 18


def minute_of(day: int, hour: int, minute: int = 0) -> int:
    """Minutes since day 1, 00:00."""
    return ((day - 1) * 24 + hour) * MINUTES_PER_HOUR + minute


def calendar_of(total: int) -> tuple[int, int, int]:
    """(day, hour, minute) of a minute count."""
    days, rest = divmod(total, MINUTES_PER_DAY)
    hour, minute = divmod(rest, MINUTES_PER_HOUR)
    return days + 1, hour, minute


def midnights(start: int, minutes: int) -> int:
    """How many midnights lie in (start, start + minutes]."""
    return (start + minutes) // MINUTES_PER_DAY - start // MINUTES_PER_DAY


def is_daytime(total: int) -> bool:
    hour = total % MINUTES_PER_DAY // MINUTES_PER_HOUR
    return DAY_STARTS <= hour < NIGHT_STARTS


def crossings(start: int, minutes: int, period: int, phase: int = 0) -> list[int]:
    """The times ``phase + k * period`` in (start, start + minutes], in order."""
    first = start + (phase - start) % period
    if first == start:
        first += period
    return list(range(first, start + minutes + 1, period))
