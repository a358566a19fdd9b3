"""Weapons as the CoC rules see them: damage expression, class, damage bonus, size."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tracker.model.errors import RulesError

if TYPE_CHECKING:
    from tracker.model.combatant import Combatant

UNARMED, BLUNT, EDGED, IMPALING, FIREARM = "unarmed", "blunt", "edged", "impaling", "firearm"
WEAPON_CLASSES = (UNARMED, BLUNT, EDGED, IMPALING, FIREARM)
#: C7: only these may knock out
KNOCKOUT_CLASSES = frozenset({UNARMED, BLUNT})


@dataclass(frozen=True, slots=True)
class Weapon:
    """One attack a combatant can make. ``skill`` is a skill id of the sheet (fist, kick,
    handgun …); ``shots`` the shots a round (handguns, C12); ``durability`` None when the
    item has no durability to lose (fists)."""

    damage: str = "1d3"
    cls: str = UNARMED
    db: bool = True
    small: bool = False
    skill: str = ""
    name: str = ""
    durability: int | None = None
    shots: int = 1
    #: a gun's rounds left and how many it holds (None: ammunition is not counted)
    rounds: int | None = None
    capacity: int | None = None
    #: enchanted or otherwise magical: it hurts beings immune to ordinary weapons
    magic: bool = False

    def __post_init__(self) -> None:
        if self.cls not in WEAPON_CLASSES:
            raise RulesError("bad_weapon_class", f"unknown weapon class {self.cls!r} "
                                                 f"(known: {', '.join(WEAPON_CLASSES)})")

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"name": self.name, "skill": self.skill, "damage": self.damage,
                             "class": self.cls, "db": self.db, "small": self.small,
                             "durability": self.durability, "shots": self.shots}
        # written only when used: files without them stay as they were
        if self.capacity is not None:
            d["capacity"] = self.capacity
            d["rounds"] = self.rounds
        if self.magic:
            d["magic"] = True
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Weapon:
        capacity = d.get("capacity")
        return cls(damage=d.get("damage", "1d3"), cls=d.get("class", UNARMED),
                   db=d.get("db", True), small=d.get("small", False), skill=d.get("skill", ""),
                   name=d.get("name", ""), durability=d.get("durability"),
                   shots=d.get("shots", 1), capacity=capacity,
                   rounds=(d.get("rounds", capacity) if capacity is not None else None),
                   magic=d.get("magic", False))

    def replace(self, **changes: Any) -> Weapon:
        """This weapon with some fields changed (durability worn, a round spent)."""
        return Weapon.from_dict({**self.to_dict(), **_keys(changes)})


def _keys(changes: dict[str, Any]) -> dict[str, Any]:
    return {("class" if k == "cls" else k): v for k, v in changes.items()}


def ready_gun(c: Combatant) -> Weapon | None:
    """The multi-shot firearm that gives ``c`` extra places in the turn order (C12)."""
    for w in c.sheet.weapons:
        if w.cls == FIREARM and w.shots >= 2:
            return w
    return None
