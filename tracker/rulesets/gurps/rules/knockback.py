"""W5: knockback (Basic Set B378), pure.

Crushing damage, and cutting damage that did not get through DR, can push the target back:
one yard for each full multiple of its ST − 2 in the basic damage rolled (ST − 2 at least 1;
a sheet without ST uses its HP, which GURPS sets from ST by default). A target knocked back
rolls against the best of its DX, Acrobatics and Judo, at −1 per yard after the first, or
falls (lying down). One already lying down or unconscious owes no roll. The tracker measures
in metres and reads a yard as a metre."""

from __future__ import annotations

from dataclasses import dataclass

from tracker.model.explain import ExplainLine

ID = "gurps.knockback"
VERSION = 1


def pushes(damage_type: str, penetrating: int) -> bool:
    """Whether a hit can knock back: crushing, or cutting that DR stopped."""
    return damage_type == "cr" or (damage_type == "cut" and penetrating <= 0)


@dataclass(frozen=True, slots=True)
class Knockback:
    yards: int
    #: the modifier of the roll to stay standing (0 for one yard)
    modifier: int
    explain: tuple[ExplainLine, ...]


def knockback(damage: int, damage_type: str, penetrating: int, st: int) -> Knockback | None:
    """The knockback of a hit of ``damage`` basic damage on a target of ``st``; None when
    it pushes the target no yard."""
    if not pushes(damage_type, penetrating):
        return None
    per_yard = max(1, st - 2)
    yards = damage // per_yard
    if yards < 1:
        return None
    modifier = -(yards - 1)
    return Knockback(yards, modifier, (ExplainLine("kb.yards", "W5", {
        "damage": damage, "per_yard": per_yard, "yards": yards, "modifier": modifier}),))
