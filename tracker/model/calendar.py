"""Campaign time: a calendar that moves only by explicit actions (never by a clock)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(slots=True)
class Calendar:
    day: int = 1
    hour: int = 8

    def advance(self, hours: int) -> int:
        """Move forward; returns how many midnights were crossed (days of recovery)."""
        total = self.hour + hours
        days, self.hour = divmod(total, 24)
        self.day += days
        return days

    def to_dict(self) -> dict[str, Any]:
        return {"day": self.day, "hour": self.hour}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Calendar:
        return cls(int(d.get("day", 1)), int(d.get("hour", 8)))
