"""Damage that lands on a combatant through the ruleset's ``apply_hit`` (the core's
``land_hit``): damage the keeper enters directly (a fall, fire, a technique's extra dice) and
an attack's damage as its plan worked it out. Low in the package: the ruleset itself uses it."""

from __future__ import annotations

from dataclasses import dataclass

from tracker.model.encounter import Encounter
from tracker.model.errors import RulesError
from tracker.model.explain import ExplainLine

from .. import harm
from ..injury import DEAD, DamageResult
from .turn import refuse


@dataclass(frozen=True, slots=True)
class Damage:
    """Damage the keeper enters (armor already off): a fall, fire, a technique's extra dice.
    ``source`` "fumble" or "extra" makes it a wound first aid cannot treat (R11)."""

    damage: int
    source: str = "normal"

    def __post_init__(self) -> None:
        if type(self.damage) is not int or self.damage < 0:
            raise RulesError("bad_damage", f"damage must be a whole number 0 or more, got "
                                           f"{self.damage!r}")
        if self.source not in ("normal", "fumble", "extra"):
            raise RulesError("bad_wound", f"unknown wound source {self.source!r}")


@dataclass(frozen=True, slots=True)
class AttackDamage:
    """An attack's damage to one combatant (armor off), as :func:`_commit` hands it to the
    core's ``land_hit``: the attack planned its result and explain lines already."""

    damage: int
    source: str
    #: the acting position it is dealt from (the death clock's reference)
    by: str | None
    lines: tuple[ExplainLine, ...]
    result: DamageResult


def land_damage(enc: Encounter, cid: str, hit: Damage | AttackDamage) -> DamageResult:
    """The CoC ruleset's ``apply_hit``: damage the keeper enters, or an attack's."""
    if isinstance(hit, AttackDamage):
        harm.hurt(enc, enc.get(cid), hit.damage, by=hit.by, lines=hit.lines, res=hit.result,
                  source=hit.source)
        return hit.result
    return damage_now(enc, cid, hit)


def preview_damage(enc: Encounter, cid: str, hit: Damage) -> DamageResult:
    return harm.damage_result(enc, enc.get(cid), hit.damage, harm.acting_position(enc, None))


def damage_now(enc: Encounter, cid: str, hit: Damage) -> DamageResult:
    c = enc.get(cid)
    if c.has(DEAD):
        raise refuse("dead_target", f"{c.name} is already dead", name=c.name)
    result = preview_damage(enc, cid, hit)
    harm.hurt(enc, c, hit.damage, by=harm.acting_position(enc, None), source=hit.source,
              log_key="coc.hurt", res=result)
    return result
