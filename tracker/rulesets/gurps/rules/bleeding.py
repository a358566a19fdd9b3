"""W4: bleeding (Basic Set B420, an optional rule), pure.

A combatant with a bleeding wound (cutting, impaling or piercing damage that got through DR
and took HP, as V7 counts a bleeding wound; never one with No Blood) rolls HT once a minute
of game time after the wound — in a fight, whose turns are seconds, once every 60 rounds —
at −1 per full 5 HP that its bleeding wounds took. A failure costs 1 HP, a critical failure
3; a success costs nothing; a critical success, or the third success in a row, stops the
bleeding. A successful First Aid roll stops it (B424) and gives back what bandaging does: 1
HP, or what the GM rolls on the First Aid table. A new bleeding wound adds its injury to the
penalty and starts the count of successes again."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tracker.model.explain import ExplainLine

from .checks import success_roll

ID = "gurps.bleeding"
VERSION = 1
#: damage types whose wounds bleed (as V7's bleeding wound)
BLEEDING_TYPES = frozenset({"cut", "imp", "pi-", "pi", "pi+", "pi++"})
#: traits that mean no blood to lose
BLOODLESS = frozenset({"no_blood", "unliving", "homogeneous", "diffuse"})
#: HP of injury per −1 to the roll
HP_PER_PENALTY = 5
#: successes in a row that stop the bleeding
STOPS_AFTER = 3
#: HP a failure and a critical failure cost
FAILURE_HP, CRITICAL_HP = 1, 3
#: one roll a minute: 60 one-second rounds in a fight
ROUNDS_PER_ROLL = 60
#: HP a successful First Aid gives back by bandaging alone
BANDAGE_HP = 1


def bleeds(damage_type: str, penetrating: int, injury: int, traits: Any = ()) -> bool:
    """Whether a hit opens a bleeding wound."""
    return (damage_type in BLEEDING_TYPES and penetrating > 0 and injury > 0
            and BLOODLESS.isdisjoint(traits or ()))


@dataclass(frozen=True, slots=True)
class Bleeding:
    """A combatant's bleeding: the HP its bleeding wounds took, the successes in a row, and
    in a fight the round its next roll comes due (out of a fight its pending check says when)."""

    injury: int = 0
    streak: int = 0
    due_round: int | None = None

    @property
    def modifier(self) -> int:
        return -(self.injury // HP_PER_PENALTY)

    def to_dict(self) -> dict[str, Any]:
        return {"injury": self.injury, "streak": self.streak, "due_round": self.due_round}

    @classmethod
    def from_dict(cls, d: Any) -> Bleeding:
        d = d if isinstance(d, dict) else {}
        return cls(int(d.get("injury", 0)), int(d.get("streak", 0)), d.get("due_round"))

    @staticmethod
    def problems(d: Any, path: str) -> list[tuple[str, str]]:
        if not isinstance(d, dict):
            return [(path, "must be an object {injury, streak, due_round}")]
        out = []
        for key, lo, hi in (("injury", 0, 10**9), ("streak", 0, STOPS_AFTER)):
            v = d.get(key, 0)
            if type(v) is not int or not lo <= v <= hi:
                out.append((f"{path}.{key}", f"must be a whole number from {lo} to {hi}"))
        r = d.get("due_round")
        if r is not None and (type(r) is not int or r < 1):
            out.append((f"{path}.due_round", "must be a round number (1 or more) or null"))
        unknown = set(d) - {"injury", "streak", "due_round"}
        if unknown:
            out.append((f"{path}.{sorted(unknown)[0]}", "unknown key"))
        return out


@dataclass(frozen=True, slots=True)
class BleedRoll:
    """One bleeding roll judged: HP lost, whether the bleeding stops, the new streak."""

    target: int
    roll: int
    hp: int
    stops: bool
    streak: int
    explain: tuple[ExplainLine, ...]


def bleed_roll(ht: int, state: Bleeding, roll: int) -> BleedRoll:
    """The roll of one minute against ``ht`` with the wound's penalty."""
    target = ht + state.modifier
    r = success_roll(target, roll)
    lines = [ExplainLine("bleed.roll", "W4", {"ht": ht, "modifier": state.modifier,
                                              "target": target, "roll": roll})]
    if r.success and r.critical:
        lines.append(ExplainLine("bleed.critical_success", "W4", {}))
        return BleedRoll(target, roll, 0, True, 0, tuple(lines))
    if r.success:
        streak = state.streak + 1
        stops = streak >= STOPS_AFTER
        lines.append(ExplainLine("bleed.stops_streak" if stops else "bleed.success", "W4",
                                 {"streak": streak}))
        return BleedRoll(target, roll, 0, stops, streak, tuple(lines))
    hp = CRITICAL_HP if r.critical else FAILURE_HP
    lines.append(ExplainLine("bleed.failure", "W4", {"hp": hp}))
    return BleedRoll(target, roll, hp, False, 0, tuple(lines))
