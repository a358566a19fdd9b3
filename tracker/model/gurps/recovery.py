"""G7: how long a crippled part stays crippled, as recovery timers on the campaign calendar."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

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
