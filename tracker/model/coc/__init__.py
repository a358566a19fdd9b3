"""Call of Cthulhu 6th edition under the house rules of seed 004 (RULES.md C0–C13, R1–R11).

Pure and Qt-free: every function takes plain values (and its d100 roll and dice faces, or a
:class:`~tracker.model.dice.Dice` to roll them) and returns a frozen result with an explain
trace of :class:`~tracker.model.explain.ExplainLine` citing C/R ids (templates in
:mod:`.texts`). Nothing in these rule modules changes an encounter.

At the table they are used by the ruleset behind the seam (:mod:`.ruleset`: sheets, turn
order with handgun slots, round start, death clocks; :mod:`.state` and :mod:`.harm` for its
bookkeeping) and by the keeper's actions (:mod:`.operations`), which change an encounter in
place inside ``Encounter.perform``; :mod:`.demo` is the bundled fight.
"""

from ..encounter import combatant_of
from .attack import AttackResult, DamageFormula, damage_formula, resolve_attack
from .checks import (
    AUTO_FAILURE,
    AUTO_SUCCESS,
    CRITICAL,
    DEFAULT_OPTIONS,
    FAILURE,
    FUMBLE,
    OUTCOMES,
    SPECIAL,
    SUCCESS,
    SUCCESSES,
    Options,
    classify,
    resistance_outcome,
    resistance_target,
)
from .death import (
    DeathClock,
    EndActionResult,
    clock_holder,
    deadline,
    end_action,
    outside_combat_clock_out,
)
from .defense import (
    CoverResult,
    DodgeResult,
    ParriedAttack,
    ParryResult,
    cover_refusal,
    dodge_refusal,
    next_dodge_value,
    parry_refusal,
    resolve_cover,
    resolve_dodge,
    resolve_parry,
)
from .derived import Derived, damage_bonus, derive, dodge_base, hp_max, mp_max, san_start
from .firearms import FirePlan, Shot, break_away, fire_plan, half_dex
from .injury import (
    DamageResult,
    FirstAidResult,
    KnockoutResult,
    Wound,
    apply_damage,
    first_aid,
    hp_states,
    resolve_knockout,
    resolve_shock,
)
from .martial import (
    Combine,
    FeintResult,
    TechniqueCheck,
    TechniqueResult,
    combine_refusal,
    feint,
    parry_divisor,
    rush,
    salto,
    tackle,
    technique_allowed,
)
from .rounds import RoundStartResult, round_start
from .secret import (
    Contest,
    SecretRoll,
    Surprise,
    conceal_value,
    notice,
    psychology,
    psychology_contest,
    secret_roll,
    surprise,
)
from .turns import order_key, position_key, turn_order
from .weapons import WEAPON_CLASSES, Weapon

__all__ = [
    "AttackResult", "DamageFormula", "damage_formula", "resolve_attack", "AUTO_FAILURE",
    "AUTO_SUCCESS", "CRITICAL", "DEFAULT_OPTIONS", "FAILURE", "FUMBLE", "OUTCOMES", "SPECIAL",
    "SUCCESS", "SUCCESSES", "Options", "classify", "resistance_outcome", "resistance_target",
    "DeathClock", "EndActionResult", "clock_holder", "deadline", "end_action",
    "outside_combat_clock_out", "CoverResult", "DodgeResult", "ParriedAttack", "ParryResult",
    "cover_refusal", "dodge_refusal", "next_dodge_value", "parry_refusal", "resolve_cover", "resolve_dodge", "resolve_parry",
    "Derived", "damage_bonus", "derive", "dodge_base", "hp_max", "mp_max", "san_start",
    "FirePlan", "Shot", "break_away", "fire_plan", "half_dex",
    "DamageResult", "FirstAidResult", "KnockoutResult", "Wound", "apply_damage", "first_aid",
    "hp_states", "resolve_knockout", "resolve_shock", "Combine", "FeintResult", "TechniqueCheck",
    "TechniqueResult", "combine_refusal", "feint", "parry_divisor", "rush", "salto", "tackle",
    "technique_allowed", "RoundStartResult", "round_start", "Contest", "SecretRoll", "Surprise",
    "conceal_value", "notice", "psychology", "psychology_contest", "secret_roll", "surprise",
    "combatant_of", "order_key", "position_key", "turn_order", "WEAPON_CLASSES", "Weapon",
]
