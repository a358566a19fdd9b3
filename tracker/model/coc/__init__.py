"""Call of Cthulhu 6th edition under the house rules of seed 004 (docs/rules.md C0–C13, R1–R20).

Pure and Qt-free: every function takes plain values (and its d100 roll and dice faces, or a
:class:`~tracker.model.dice.Dice` to roll them) and returns a frozen result with an explain
trace of :class:`~tracker.model.explain.ExplainLine` citing C/R ids (templates in
:mod:`.texts`). Nothing in these rule modules changes an encounter.

At the table they are used by the ruleset behind the seam (:mod:`.ruleset`: sheets, turn
order with handgun slots, round start, death clocks; :mod:`.state` and :mod:`.harm` for its
bookkeeping) and by the keeper's actions (:mod:`.actions`, one module a kind, their names
gathered in :mod:`.operations`), which change an encounter in place inside
``Encounter.perform``; :mod:`.demo` is the bundled fight.
"""

from __future__ import annotations

import importlib
from typing import Any

# The names below are re-exported lazily (PEP 562): the manifest of the ruleset lives in this
# package and is read at every start, which must not load the rules themselves.
_WHERE: dict[str, str] = {
    "combatant_of": "..encounter",
    "AttackResult": ".attack",
    "DamageFormula": ".attack",
    "damage_formula": ".attack",
    "resolve_attack": ".attack",
    "AUTO_FAILURE": ".checks",
    "AUTO_SUCCESS": ".checks",
    "CRITICAL": ".checks",
    "DEFAULT_OPTIONS": ".checks",
    "FAILURE": ".checks",
    "FUMBLE": ".checks",
    "OUTCOMES": ".checks",
    "SPECIAL": ".checks",
    "SUCCESS": ".checks",
    "SUCCESSES": ".checks",
    "Options": ".checks",
    "classify": ".checks",
    "resistance_outcome": ".checks",
    "resistance_target": ".checks",
    "DeathClock": ".death",
    "EndActionResult": ".death",
    "clock_holder": ".death",
    "deadline": ".death",
    "end_action": ".death",
    "outside_combat_clock_out": ".death",
    "CoverResult": ".defense",
    "DodgeResult": ".defense",
    "ParriedAttack": ".defense",
    "ParryResult": ".defense",
    "cover_refusal": ".defense",
    "dodge_refusal": ".defense",
    "next_dodge_value": ".defense",
    "parry_refusal": ".defense",
    "resolve_cover": ".defense",
    "resolve_dodge": ".defense",
    "resolve_parry": ".defense",
    "Derived": ".derived",
    "damage_bonus": ".derived",
    "derive": ".derived",
    "dodge_base": ".derived",
    "hp_max": ".derived",
    "mp_max": ".derived",
    "san_start": ".derived",
    "FirePlan": ".firearms",
    "Shot": ".firearms",
    "break_away": ".firearms",
    "fire_plan": ".firearms",
    "half_dex": ".firearms",
    "DamageResult": ".injury",
    "FirstAidResult": ".injury",
    "KnockoutResult": ".injury",
    "Wound": ".injury",
    "apply_damage": ".injury",
    "first_aid": ".injury",
    "hp_states": ".injury",
    "resolve_knockout": ".injury",
    "resolve_shock": ".injury",
    "Combine": ".martial",
    "FeintResult": ".martial",
    "TechniqueCheck": ".martial",
    "TechniqueResult": ".martial",
    "combine_refusal": ".martial",
    "feint": ".martial",
    "parry_divisor": ".martial",
    "rush": ".martial",
    "salto": ".martial",
    "tackle": ".martial",
    "technique_allowed": ".martial",
    "RoundStartResult": ".rounds",
    "round_start": ".rounds",
    "Contest": ".secret",
    "SecretRoll": ".secret",
    "Surprise": ".secret",
    "conceal_value": ".secret",
    "notice": ".secret",
    "psychology": ".secret",
    "psychology_contest": ".secret",
    "secret_roll": ".secret",
    "surprise": ".secret",
    "order_key": ".turns",
    "position_key": ".turns",
    "turn_order": ".turns",
    "WEAPON_CLASSES": ".weapons",
    "Weapon": ".weapons",
}

__all__ = sorted(_WHERE)



def __getattr__(name: str) -> Any:
    where = _WHERE.get(name)
    if where is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(where, __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_WHERE})
