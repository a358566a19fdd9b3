"""Campaign time: a calendar that moves only by explicit actions (never by a clock)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

MINUTES_PER_HOUR = 60
MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR


@dataclass(slots=True)
class Calendar:
    """Game time out of combat: the day (from 1), the hour and the minute."""

    day: int = 1
    hour: int = 8
    #: minutes past the hour (the V8 heat and cold checks come every 30 minutes)
    minute: int = 0

    @property
    def total_minutes(self) -> int:
        """Minutes since day 1, 00:00: the span between two calendars is a subtraction."""
        return ((self.day - 1) * 24 + self.hour) * MINUTES_PER_HOUR + self.minute

    def advance(self, hours: int) -> int:
        """Move forward; returns how many midnights were crossed (days of recovery)."""
        return self.advance_minutes(hours * MINUTES_PER_HOUR)

    def advance_minutes(self, minutes: int) -> int:
        """Move forward by ``minutes``; returns how many midnights were crossed."""
        before = self.day
        total = self.total_minutes + minutes
        days, rest = divmod(total, MINUTES_PER_DAY)
        self.day = days + 1
        self.hour, self.minute = divmod(rest, MINUTES_PER_HOUR)
        return self.day - before

    def clock(self) -> str:
        """"8:05": the time of day as GMs write it."""
        return f"{self.hour}:{self.minute:02d}"

    def to_dict(self) -> dict[str, Any]:
        d = {"day": self.day, "hour": self.hour}
        if self.minute:  # written only when set: files of whole hours stay as they were
            d["minute"] = self.minute
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Calendar:
        return cls(int(d.get("day", 1)), int(d.get("hour", 8)), int(d.get("minute", 0)))
