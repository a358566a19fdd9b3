"""A monster's special armor in the damage step (issue #19: the keeper's ghoul): firearms do
half of the rolled damage, impaling weapons their minimum, and a being immune to ordinary
weapons takes nothing from one that is not magical. Armor points come off afterwards."""

from __future__ import annotations

from collections.abc import Iterable

from tracker.model.explain import ExplainLine

from .attack import DamageFormula
from .sheet import FIREARMS_HALF, IMPALING_MIN, MAGIC_ONLY
from .weapons import FIREARM, IMPALING, Weapon


def special_damage(flags: Iterable[str], weapon: Weapon, rolled: int,
                   formula: DamageFormula | None) -> tuple[int, tuple[ExplainLine, ...]]:
    """The rolled damage (before armor) after the target's special armor, and its lines."""
    flags = tuple(flags)
    if MAGIC_ONLY in flags and not weapon.magic:
        return 0, (ExplainLine("coc.special.magic_only", "C0", {"before": rolled}),)
    if FIREARMS_HALF in flags and weapon.cls == FIREARM:
        half = rolled // 2
        return half, (ExplainLine("coc.special.firearms_half", "C0",
                                  {"before": rolled, "after": half}),)
    if IMPALING_MIN in flags and weapon.cls == IMPALING and formula is not None:
        low = max(0, formula.weapon.minimum + formula.db.minimum)
        if low < rolled:
            return low, (ExplainLine("coc.special.impaling_min", "C0",
                                     {"before": rolled, "after": low}),)
    return rolled, ()
