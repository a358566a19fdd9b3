"""The hit resolver: (target, hit, options) -> outcome with an explain trace (G2–G13).

A pure function: it reads a snapshot of the target and never changes anything. Random
location rolls come from the injected :class:`~tracker.model.dice.Dice` when not given.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from tracker.model.dice import Dice
from tracker.model.explain import ExplainLine
from tracker.model.validation import desc

from . import texts  # noqa: F401  (registers the templates the explain lines use)
from .bodyplan import BodyPlan, Location, body_plan
from .crippling import minimum_crippling, part_count, part_effect, threshold
from .damage import (
    BASE,
    DAMAGE_TYPES,
    EYE_TYPES,
    HOMOGENEOUS,
    LIMB_REDUCED,
    NECK,
    PIERCING,
    UNLIVING,
    VITALS_TYPES,
    WOUND_BONUS,
    fmt_mult,
)
from .errors import RulesError

TRAITS: tuple[str, ...] = (
    "no_brain", "no_head", "no_neck", "no_vitals", "no_eyes", "unliving",
    "homogeneous", "diffuse", "male", "high_pain_threshold", "low_pain_threshold",
    # no_blood changes no wounding (G12); bleeding and infection will read it
    "no_blood",
)
_IMPLIED = {
    "no_head": ("no_brain",),
    "homogeneous": ("no_brain", "no_vitals"),
    "diffuse": ("no_blood", "no_brain", "no_vitals"),
}
_HEAD_PARTS = frozenset({"skull", "brain", "face", "eye"})
_SHOCK_HEAD = frozenset({"skull", "eye", "face", "vitals"})

# Hot-path helpers (see tracker/bench.py): constant multipliers and small memo tables of
# pure, immutable results. Each table is bounded; a miss recomputes exactly as before.
_X1, _X2, _X3, _X4, _X3_2 = Fraction(1), Fraction(2), Fraction(3), Fraction(4), Fraction(3, 2)
_CACHE_LIMIT = 4096
_TRAITS_CACHE: dict[Any, frozenset[str]] = {}
_DIVISOR_CACHE: dict[tuple[type, Any], Fraction] = {}
_CRIPPLE_CACHE: dict[tuple[int, str, int], tuple[int, str]] = {}


@dataclass(frozen=True, slots=True)
class Target:
    """What the resolver needs to know about the one being hit."""

    max_hp: int
    ht: int = 10
    current_hp: int | None = None
    #: a bundled plan's id, or a custom plan object (see bodyplan.plan_problems)
    body: str | Mapping[str, Any] = "humanoid"
    dr: int | Mapping[str, int] = 0
    traits: frozenset[str] = frozenset()
    arms: int | None = None
    legs: int | None = None
    max_fp: int | None = None
    current_fp: int | None = None
    #: severed/destroyed-and-gone parts: cannot be aimed at, random hits go to the torso
    missing: frozenset[str] = frozenset()
    #: parts already crippled (for "last eye" blindness)
    crippled: frozenset[str] = frozenset()
    flexible_armor: bool = False
    #: heads with a brain (Extra Head): each takes at most 2×HP/heads from one attack (G8)
    heads: int = 1
    #: brainless extra heads (G8): extremities, aimed at as head_extra_1 …
    brainless_heads: int = 0
    #: already unconscious: a further hit owes no knockdown or stay-conscious roll (G9, G11;
    #: a death check at a new −×HP threshold is still owed)
    unconscious: bool = False


@dataclass(frozen=True, slots=True)
class Hit:
    """One hit as the GM enters it: damage, type, where (or a random roll), armor divisor and
    what else changes how it lands."""

    damage: int
    type: str = "cr"
    location: str = "torso"  # a location id or "random"
    roll: int | None = None
    subroll: int | None = None
    armor_divisor: float | int | Fraction = 1
    chinks: bool = False
    explosive: bool = False
    targeting_wound: bool = False
    from_behind: bool = False


@dataclass(frozen=True, slots=True)
class Options:
    """The optional rules the resolver applies."""

    #: G5 optional rule: flexible armor that stops a hit still does blunt trauma
    blunt_trauma: bool = False


@dataclass(frozen=True, slots=True)
class Outcome:
    """What a hit does: where it landed, the effective DR, the injury, HP before and after,
    crippling, the checks it calls for, and the explain trace."""

    location: str | None
    roll: int | None
    subroll: int | None
    damage: int
    type: str
    effective_dr: int
    penetrating: int
    multiplier: Fraction
    injury_uncapped: int
    injury: int
    crippled: bool
    cripple_minimum: int | None
    dismemberment: str | None
    major_wound: bool
    knockdown_check: int | None
    shock: int
    hp_before: int
    hp_after: int
    fp_before: int
    fp_after: int
    reeling: bool
    collapse_check: bool
    death_checks: int
    dead: bool
    destroyed: bool
    effects: tuple[tuple[str, str], ...]
    blinded_eyes: tuple[str, ...]
    explain: tuple[ExplainLine, ...] = field(default=())
    #: where the hit landed (aimed or rolled) when it counts as another location (G12: No
    #: Vitals, No Brain), else the same as ``location``, which is where it is recorded
    aimed: str | None = None

    @property
    def hp_loss(self) -> int:
        return self.hp_before - self.hp_after

    def to_dict(self) -> dict[str, Any]:
        return {
            "location": self.location,
            "roll": self.roll,
            "subroll": self.subroll,
            "damage": self.damage,
            "type": self.type,
            "effective_dr": self.effective_dr,
            "penetrating": self.penetrating,
            "multiplier": fmt_mult(self.multiplier),
            "injury_uncapped": self.injury_uncapped,
            "injury": self.injury,
            "crippled": self.crippled,
            "cripple_minimum": self.cripple_minimum,
            "dismemberment": self.dismemberment,
            "major_wound": self.major_wound,
            "knockdown_check": self.knockdown_check,
            "shock": self.shock,
            "hp_before": self.hp_before,
            "hp_after": self.hp_after,
            "fp_before": self.fp_before,
            "fp_after": self.fp_after,
            "reeling": self.reeling,
            "collapse_check": self.collapse_check,
            "death_checks": self.death_checks,
            "dead": self.dead,
            "destroyed": self.destroyed,
            "effects": [{"location": loc, "effect": eff} for loc, eff in self.effects],
            "blinded_eyes": list(self.blinded_eyes),
            "aimed": self.aimed,
        }


def expand_traits(traits: frozenset[str] | set[str] | tuple[str, ...]) -> frozenset[str]:
    unknown = [t for t in traits if t not in TRAITS]
    if unknown:
        raise RulesError(
            "unknown_trait",
            f"unknown trait '{unknown[0]}' (known: {', '.join(TRAITS)})",
            trait=unknown[0],
        )
    out = set(traits)
    for t in traits:
        out.update(_IMPLIED.get(t, ()))
    return frozenset(out)


def _traits(traits: Any) -> frozenset[str]:
    """expand_traits, memoized for hashable trait collections."""
    try:
        return _TRAITS_CACHE[traits]
    except (KeyError, TypeError):
        pass
    out = expand_traits(traits)
    try:
        if len(_TRAITS_CACHE) < _CACHE_LIMIT:
            _TRAITS_CACHE[traits] = out
    except TypeError:
        pass
    return out


#: whole numbers of a target or hit (HP, HT, damage, limbs …) lie within ±MAX_NUMBER, as in a
#: file (see validation.MAX_INT): beyond it no rule means anything, and work grows with some
MAX_NUMBER = 10**9
#: brainless extra heads (G8): as many as the stats dialog offers (and the silhouette draws);
#: each one adds hit locations to the body plan
MAX_BRAINLESS_HEADS = 8


def _check_int(name: str, value: Any, minimum: int | None = None,
               maximum: int = MAX_NUMBER) -> int:
    if type(value) is int and (minimum is None or value >= minimum) and value <= maximum:
        return value  # fast path: the common, valid case
    if isinstance(value, bool) or not isinstance(value, int):
        raise RulesError("bad_number", f"{name} must be a whole number, got {desc(value)}",
                         field=name)
    if minimum is not None and value < minimum:
        raise RulesError(
            "too_small", f"{name} must be at least {minimum}, got {desc(value)}", field=name
        )
    if value > maximum or value < -MAX_NUMBER:
        raise RulesError(
            "too_large", f"{name} must be at most {maximum:,}, got {desc(value)}", field=name
        )
    return value


def _divisor(value: Any) -> Fraction:
    key = (type(value), value)
    try:
        return _DIVISOR_CACHE[key]
    except (KeyError, TypeError):
        pass
    d = _make_divisor(value)
    if len(_DIVISOR_CACHE) < _CACHE_LIMIT:
        _DIVISOR_CACHE[key] = d
    return d


def _make_divisor(value: Any) -> Fraction:
    if (isinstance(value, bool) or not isinstance(value, int | float | Fraction)
            or (isinstance(value, float) and not math.isfinite(value))):
        raise RulesError("bad_divisor", f"armor divisor must be a number, got {desc(value)}")
    if value > MAX_NUMBER:
        raise RulesError("bad_divisor", f"armor divisor must be at most {MAX_NUMBER:,}, "
                                        f"got {desc(value)}")
    d = Fraction(value).limit_denominator(1000) if isinstance(value, float) else Fraction(value)
    if d <= 0:
        raise RulesError("bad_divisor", f"armor divisor must be above 0, got {value}")
    return d


_TEXT_CACHE: dict[tuple[str, int, int], str] = {}


def _fmt_frac(x: Fraction) -> str:
    if x.denominator == 1:
        return str(x.numerator)
    key = ("f", x.numerator, x.denominator)
    text = _TEXT_CACHE.get(key)
    if text is None:
        text = f"{float(x):.2f}".rstrip("0").rstrip(".")
        if len(_TEXT_CACHE) < _CACHE_LIMIT:
            _TEXT_CACHE[key] = text
    return text


def _mult_text(m: Fraction) -> str:
    """damage.fmt_mult, memoized by value."""
    key = ("m", m.numerator, m.denominator)
    text = _TEXT_CACHE.get(key)
    if text is None:
        text = fmt_mult(m)
        if len(_TEXT_CACHE) < _CACHE_LIMIT:
            _TEXT_CACHE[key] = text
    return text


def _gone(plan: BodyPlan, loc: Location, missing: frozenset[str]) -> bool:
    """The part is gone, or hangs from a gone part (a hand of a severed arm) (G2)."""
    while True:
        if loc.id in missing:
            return True
        if loc.attached_to is None:
            return False
        loc = plan.by_id[loc.attached_to]


def _missing_by_trait(loc: Location, traits: frozenset[str]) -> str | None:
    if "no_head" in traits and loc.part in _HEAD_PARTS:
        return "no_head"
    if "no_neck" in traits and loc.kind == "neck":
        return "no_neck"
    if "no_eyes" in traits and loc.kind == "eye":
        return "no_eyes"
    return None


def targetable(target: Target) -> list[str]:
    """The location ids a hit may be aimed at, in the plan's order: not gone with a severed
    part (G2) and not ruled out by a trait (G12) — what :func:`resolve` accepts as aimed."""
    traits = _traits(target.traits)
    plan = body_plan(target.body, target.brainless_heads)
    return [loc.id for loc in plan.locations
            if not _gone(plan, loc, target.missing)
            and not (traits and _missing_by_trait(loc, traits))]


def resolve(
    target: Target, hit: Hit, options: Options = Options(), dice: Dice | None = None
) -> Outcome:
    """Resolve one hit against one target. Raises RulesError for impossible requests.

    The steps run in the rules' order, each adding its explain lines to one trace."""
    trace: list[ExplainLine] = []
    add = trace.append
    max_hp, hp_before, fp_before, damage, divisor, traits, plan = _checked_inputs(target, hit)
    dtype = hit.type

    # --- location (G2, G8, G12, G13) -------------------------------------------------------
    roll = subroll = None
    loc: Location | None
    if dtype == "fat":
        loc = None
        add(ExplainLine("loc.fatigue", "G3"))
    else:
        loc, roll, subroll = _locate(plan, target, hit, traits, dice, trace)
    rules_kind, counted_as = _rules_kind(loc, traits, dtype, add)

    dr_total, eff_dr = _effective_dr(target, hit, loc, plan, rules_kind, divisor, add)
    penetrating = max(0, damage - eff_dr)
    add(ExplainLine("pen.value", "G5", {"damage": damage, "dr": eff_dr, "penetrating": penetrating}))

    # --- wounding multiplier (G3, G4, G12) -------------------------------------------------
    mult, mult_text = _multiplier(dtype, rules_kind, loc, traits, trace)
    if hit.targeting_wound:
        mult = mult * WOUND_BONUS
        mult_text = _mult_text(mult)
        add(ExplainLine("mult.wound", "G2", {"mult": mult_text}))

    injury = _injury(target, hit, options, damage, dr_total, penetrating, mult, mult_text, add)
    injury = _diffuse_cap(hit, traits, injury, add)
    injury_uncapped = injury
    if dtype == "fat":
        return _fatigue_outcome(
            hit, damage, eff_dr, penetrating, mult, injury, max_hp, hp_before,
            fp_before, trace, target.unconscious,
        )

    assert loc is not None
    crippled, minimum, dismember, injury, count = _crippling(
        target, hit, plan, loc, traits, max_hp, injury, add)
    effects: list[tuple[str, str]] = []
    if crippled:
        effects.append(_part_effect(target, plan, loc, count, dismember, add))
    injury = _head_cap(target, loc, max_hp, injury, add)
    major = _major_wound(max_hp, injury, crippled, add)
    blinded: tuple[str, ...] = ()
    if rules_kind == "face" and loc.kind == "face" and dtype == "cor" and major:
        blinded = _face_corrosion_blinds(target, plan, traits, max_hp, injury, add)

    raw_shock, shock = _shock(rules_kind, traits, dtype, max_hp, injury, add)
    knockdown = _knockdown(target, plan, loc, rules_kind, counted_as, traits, dtype, major,
                           crippled, raw_shock, add)

    hp_after = hp_before - injury
    add(ExplainLine("hp.after", "G11", {"before": hp_before, "after": hp_after}))
    th = _thresholds(max_hp, hp_before, hp_after, trace, target.unconscious)
    return Outcome(
        location=_recorded_at(plan, loc, rules_kind, counted_as, crippled), aimed=loc.id,
        roll=roll, subroll=subroll, damage=damage, type=dtype,
        effective_dr=eff_dr, penetrating=penetrating, multiplier=mult,
        injury_uncapped=injury_uncapped, injury=injury, crippled=crippled,
        cripple_minimum=minimum, dismemberment=dismember, major_wound=major,
        knockdown_check=knockdown, shock=-shock, hp_before=hp_before, hp_after=hp_after,
        fp_before=fp_before, fp_after=fp_before, effects=tuple(effects),
        blinded_eyes=blinded, explain=tuple(trace), **th,
    )


def _checked_inputs(
    target: Target, hit: Hit
) -> tuple[int, int, int, int, Fraction, frozenset[str], BodyPlan]:
    """The target's and the hit's numbers checked (a RulesError names a bad one): max HP, HP
    and FP before the hit, the damage, the armor divisor, the traits and the body plan."""
    max_hp = _check_int("max HP", target.max_hp, 1)
    hp_before = max_hp if target.current_hp is None else _check_int("current HP", target.current_hp)
    _check_int("HT", target.ht, 0)
    damage = _check_int("damage", hit.damage, 0)
    dtype = hit.type
    if dtype not in BASE:
        raise RulesError(
            "unknown_type",
            f"unknown damage type '{dtype}' (known: {' '.join(DAMAGE_TYPES)})",
            type=dtype,
        )
    divisor = _divisor(hit.armor_divisor)
    if target.arms is not None:
        _check_int("arms", target.arms, 0)
    if target.legs is not None:
        _check_int("legs", target.legs, 0)
    traits = _traits(target.traits)
    if target.brainless_heads:
        _check_int("brainless heads", target.brainless_heads, 0, MAX_BRAINLESS_HEADS)
    plan = body_plan(target.body, target.brainless_heads)
    fp_max = target.max_fp if target.max_fp is not None else target.ht
    fp_before = fp_max if target.current_fp is None else _check_int("current FP", target.current_fp)
    return max_hp, hp_before, fp_before, damage, divisor, traits, plan


def _rules_kind(loc: Location | None, traits: frozenset[str], dtype: str,
                add: Callable[[ExplainLine], None]) -> tuple[str, bool]:
    """The kind whose multipliers, natural DR and knockdown modifiers apply (G4, G12), and
    whether the hit counts as (and is recorded at) another location (G12)."""
    if loc is None:
        return "torso", False
    rules_kind, counted_as = loc.kind, False
    if "no_brain" in traits and rules_kind in ("skull", "eye"):
        add(ExplainLine("loc.counts_as", "G12",
                        {"trait": "no_brain", "location": loc.id, "as_location": "face"}))
        rules_kind, counted_as = "face", True
    elif "no_vitals" in traits and rules_kind in ("vitals", "groin"):
        add(ExplainLine("loc.counts_as", "G12",
                        {"trait": "no_vitals", "location": loc.id, "as_location": "torso"}))
        rules_kind, counted_as = "torso", True
    if dtype == "tox" and rules_kind == "skull":
        rules_kind = "torso"  # G4: no skull effect applies to toxic damage
    return rules_kind, counted_as


def _effective_dr(target: Target, hit: Hit, loc: Location | None, plan: BodyPlan,
                  rules_kind: str, divisor: Fraction,
                  add: Callable[[ExplainLine], None]) -> tuple[int, int]:
    """DR at the location with the skull's natural DR (G4, G5), and that DR after the armor
    divisor and chinks (G5): (total, effective)."""
    dr_loc = _location_dr(target.dr, loc, plan)
    if loc is not None and loc.kind == "eye" and not isinstance(target.dr, Mapping):
        add(ExplainLine("dr.eye_unarmored", "G4"))
    else:
        add(ExplainLine("dr.base", "G5", {"dr": dr_loc, "location": loc.id if loc else "torso"}))
    dr_total = dr_loc
    if loc is not None and rules_kind == "skull" and loc.dr_bonus:
        dr_total += loc.dr_bonus
        add(ExplainLine("dr.natural", "G4", {"bonus": loc.dr_bonus, "location": loc.id}))
    undivided = divisor == 1
    if undivided and not hit.chinks:
        eff_dr = dr_total  # nothing to divide: no fractions needed
    else:
        eff_dr = _divided_dr(dr_total, divisor, hit.chinks, add)
    if not undivided or hit.chinks or dr_total != dr_loc:
        add(ExplainLine("dr.effective", "G5", {"dr": eff_dr}))
    return dr_total, eff_dr


def _injury(target: Target, hit: Hit, options: Options, damage: int, dr_total: int,
            penetrating: int, mult: Fraction, mult_text: str,
            add: Callable[[ExplainLine], None]) -> int:
    """Penetrating damage times the multiplier, at least 1 (G3); else blunt trauma through
    flexible armor, when the option is on (G5); else none."""
    dtype = hit.type
    if penetrating > 0:
        injury = penetrating * mult.numerator // mult.denominator
        add(ExplainLine("inj.value", "G3", {"penetrating": penetrating,
                                            "mult": mult_text, "injury": injury}))
        if injury < 1:
            injury = 1
            add(ExplainLine("inj.minimum", "G3"))
        return injury
    if (options.blunt_trauma and target.flexible_armor and dr_total > 0 and damage > 0
            and (dtype in PIERCING or dtype in ("cr", "cut", "imp"))):
        injury = damage // (5 if dtype == "cr" else 10)
        add(ExplainLine("pen.blunt_trauma", "G5", {"injury": injury}))
        return injury
    add(ExplainLine("inj.none", "G5"))
    return 0


def _diffuse_cap(hit: Hit, traits: frozenset[str], injury: int,
                 add: Callable[[ExplainLine], None]) -> int:
    """A Diffuse target takes at most 1 (piercing, impaling) or 2 from a non-explosive hit
    (G12)."""
    dtype = hit.type
    if "diffuse" in traits and not hit.explosive and injury > 0 and dtype != "fat":
        cap = 1 if (dtype in PIERCING or dtype == "imp") else 2
        if injury > cap:
            add(ExplainLine("inj.diffuse_cap", "G12", {"cap": cap}))
            return cap
    return injury


def _crippling(
    target: Target, hit: Hit, plan: BodyPlan, loc: Location, traits: frozenset[str],
    max_hp: int, injury: int, add: Callable[[ExplainLine], None],
) -> tuple[bool, int | None, str | None, int, int]:
    """Crippling, the cap at the crippling minimum and dismemberment (G6): (crippled, minimum,
    "severed"/"destroyed"/None, the injury after the cap, how many such parts)."""
    count = 0
    if loc.kind not in _CRIPPLEABLE:  # threshold() is None for every other kind
        return False, None, None, injury, count
    count = part_count(plan, loc, target.arms, target.legs)
    if "diffuse" in traits:
        add(ExplainLine("crip.immune", "G12"))
        return False, None, None, injury, count
    if injury <= 0:
        return False, None, None, injury, count
    minimum, thr_text = _cripple_minimum(max_hp, loc.kind, count)
    if loc.part == "head":  # G8: the extremity formula, not the seed's HP×1.5/N
        add(ExplainLine("crip.brainless_head", "G8", {
            "formula": "HP/3" if count < 3 else f"HP/(1.5×{count})"}))
    add(ExplainLine("crip.threshold", "G6", {"location": loc.id,
                                             "threshold": thr_text,
                                             "minimum": minimum}))
    crippled = injury >= minimum
    add(ExplainLine("crip.crippled" if crippled else "crip.not", "G6",
                    {"injury": injury, "location": loc.id}))
    if loc.kind == "eye":
        if injury > minimum:
            add(ExplainLine("crip.eye_uncapped", "G4"))
        return crippled, minimum, None, injury, count
    uncapped, dismember = injury, None
    if injury > minimum:
        add(ExplainLine("crip.cap", "G6", {"cap": minimum, "before": injury}))
        injury = minimum
    if uncapped >= 2 * minimum:
        dismember = "severed" if (hit.type == "cut" or hit.explosive) else "destroyed"
        add(ExplainLine("dism." + dismember, "G6", {
            "injury": uncapped, "minimum": minimum, "location": loc.id}))
    return crippled, minimum, dismember, injury, count


def _part_effect(target: Target, plan: BodyPlan, loc: Location, count: int,
                 dismember: str | None, add: Callable[[ExplainLine], None]) -> tuple[str, str]:
    """What the crippled part stops doing (G6), counting the eyes still working."""
    eyes = [x for x in plan.locations if x.kind == "eye"]
    if loc.kind == "eye" and len(eyes) == 1:
        # a plan's single "eyes" location (GCS plans) is a pair: the first crippling hit
        # costs one eye, a second the other
        working = 0 if loc.id in target.crippled else 1
        add(ExplainLine("crip.eyes_both" if working == 0 else "crip.eyes_one", "G6",
                        {"location": loc.id}))
    else:
        working = sum(1 for e in eyes if e.id != loc.id and e.id not in target.crippled
                      and e.id not in target.missing)
    eff = part_effect(loc, count, dismember == "severed", working)
    add(ExplainLine("effect.part", "G6", {"location": loc.id, "effect": eff}))
    return loc.id, eff


def _head_cap(target: Target, loc: Location, max_hp: int, injury: int,
              add: Callable[[ExplainLine], None]) -> int:
    """One of several heads (or its neck) takes at most 2×HP/heads from one attack (G8)."""
    if target.heads == 1:
        return injury
    heads = _check_int("heads", target.heads, 1)
    if heads > 1 and (loc.part in _HEAD_PARTS or loc.kind == "neck"):
        head_cap = 2 * max_hp // heads
        if injury > head_cap:
            add(ExplainLine("head.cap", "G8", {"heads": heads, "cap": head_cap,
                                               "before": injury}))
            return head_cap
    return injury


def _major_wound(max_hp: int, injury: int, crippled: bool,
                 add: Callable[[ExplainLine], None]) -> bool:
    """More than half HP in one blow, or any crippling (G9, G6)."""
    if 2 * injury > max_hp:
        half = str(max_hp // 2) if max_hp % 2 == 0 else f"{max_hp / 2:.2f}".rstrip("0").rstrip(".")
        add(ExplainLine("major.yes", "G9", {"injury": injury, "half": half}))
        return True
    if crippled:
        add(ExplainLine("major.crippling", "G6"))
        return True
    return False


def _face_corrosion_blinds(target: Target, plan: BodyPlan, traits: frozenset[str],
                           max_hp: int, injury: int,
                           add: Callable[[ExplainLine], None]) -> tuple[str, ...]:
    """A major corrosion wound to the face blinds one eye, both at HP or more (G4)."""
    eyes_left = [x.id for x in plan.locations if x.kind == "eye"
                 and x.id not in target.crippled and x.id not in target.missing
                 and not _missing_by_trait(x, traits)]
    blinded = tuple(eyes_left if injury >= max_hp else eyes_left[:1])
    if blinded:
        add(ExplainLine("effect.face_cor_eye", "G4", {"count": len(blinded)}))
    return blinded


def _shock(rules_kind: str, traits: frozenset[str], dtype: str, max_hp: int, injury: int,
           add: Callable[[ExplainLine], None]) -> tuple[int, int]:
    """Shock (G10): (the raw shock before pain traits and the cap, the shock as a positive
    number)."""
    raw_shock = 0
    if injury > 0:
        if max_hp < 20:
            raw_shock = injury
        else:  # -1 per full k of injury, k = HP/10 rounded down (HP 29: k = 2)
            k = max_hp // 10
            raw_shock = injury // k
            add(ExplainLine("shock.per_k", "G10", {"hp": max_hp, "k": k, "injury": injury}))
    if "high_pain_threshold" in traits:
        if raw_shock:
            add(ExplainLine("shock.high_pain", "G10"))
        return raw_shock, 0
    male_groin_cr = (rules_kind == "groin" and "male" in traits and dtype == "cr")
    shock, limit = min(raw_shock, 4), 4
    if male_groin_cr and raw_shock:
        shock, limit = raw_shock * 2, 8
        add(ExplainLine("shock.groin", "G4"))
    if "low_pain_threshold" in traits and raw_shock:
        shock, limit = (shock if male_groin_cr else raw_shock) * 2, 8
        add(ExplainLine("shock.low_pain", "G10"))
    shock = min(shock, limit)
    if shock:
        add(ExplainLine("shock.value", "G10", {"shock": -shock}))
    return raw_shock, shock


def _knockdown(target: Target, plan: BodyPlan, loc: Location, rules_kind: str,
               counted_as: bool, traits: frozenset[str], dtype: str, major: bool,
               crippled: bool, raw_shock: int,
               add: Callable[[ExplainLine], None]) -> int | None:
    """The knockdown-and-stun check's modifier (G9), or None when there is none to make."""
    head_shock = rules_kind in _SHOCK_HEAD and raw_shock > 0
    if not (major or crippled or head_shock):
        return None
    if head_shock and not (major or crippled):
        add(ExplainLine("kd.head_shock", "G9", {"location": loc.id}))
    modifier = _knockdown_location(plan, loc, rules_kind, counted_as, traits, dtype, major, add)
    if "high_pain_threshold" in traits:
        modifier += 3
        add(ExplainLine("kd.high_pain", "G10"))
    if "low_pain_threshold" in traits:
        modifier -= 4
        add(ExplainLine("kd.low_pain", "G10"))
    if target.unconscious:
        add(ExplainLine("kd.unconscious", "G9"))
        return None
    add(ExplainLine("kd.required", "G9", {"modifier": modifier}))
    return modifier


def _knockdown_location(plan: BodyPlan, loc: Location, rules_kind: str, counted_as: bool,
                        traits: frozenset[str], dtype: str, major: bool,
                        add: Callable[[ExplainLine], None]) -> int:
    """The location's knockdown modifier (G9): skull and eye -10, face, major vitals and a
    male groin's crushing or major wound -5; none for Homogeneous or Diffuse (G12)."""
    if "homogeneous" in traits or "diffuse" in traits:
        return 0
    male_groin = rules_kind == "groin" and "male" in traits
    modifier = 0
    if rules_kind in ("skull", "eye"):
        modifier = -10
    elif rules_kind == "face" or (rules_kind == "vitals" and major):
        modifier = -5
    elif male_groin and (dtype == "cr" or major):
        modifier = -5
    if modifier:  # named where it counted (G12: a No Brain skull hit is the face's)
        where = loc.id if not counted_as else next(
            (x.id for x in plan.locations if x.kind == rules_kind), loc.id)
        add(ExplainLine("kd.location", "G9", {"location": where, "modifier": modifier}))
    return modifier


def _recorded_at(plan: BodyPlan, loc: Location, rules_kind: str, counted_as: bool,
                 crippled: bool) -> str:
    """G12: the wound is recorded (and drawn) where it counted; an eye it crippled keeps its
    own wound."""
    if counted_as and not (crippled and loc.kind == "eye"):
        return next((x.id for x in plan.locations if x.kind == rules_kind), loc.id)
    return loc.id


def _locate(
    plan: BodyPlan,
    target: Target,
    hit: Hit,
    traits: frozenset[str],
    dice: Dice | None,
    trace: list[ExplainLine],
) -> tuple[Location, int | None, int | None]:
    """Where the hit lands: rolled on the plan's table (G13), or aimed (G2)."""
    if hit.location == "random":
        return _random_location(plan, target, hit, traits, dice, trace.append)
    return _aimed_location(plan, target, hit, traits, trace.append), None, None


def _random_location(plan: BodyPlan, target: Target, hit: Hit, traits: frozenset[str],
                     dice: Dice | None, add: Callable[[ExplainLine], None]
                     ) -> tuple[Location, int, int | None]:
    """The 3d roll and its sub-roll on the plan's table (G13); from behind the face is the
    skull (G1); a gone or missing part sends the hit to the torso (G2)."""
    roll = _location_roll(hit, dice)
    entry = plan.by_roll[roll]  # roll is 3..18 here; by_roll covers it (validated at load)
    subroll = None
    if entry.subroll is not None:
        subroll = _location_subroll(hit, entry.subroll.dice, dice)
        loc_id = entry.subroll.faces[subroll - 1]  # subroll is 1..sides here
    else:
        loc_id = entry.location
    assert loc_id is not None
    loc = plan.by_id[loc_id]
    add(ExplainLine("loc.random", "G13", {"roll": roll, "location": loc.id}))
    if subroll is not None:
        add(ExplainLine("loc.subroll", "G13",
                        {"subroll": subroll, "dice": entry.subroll.dice, "location": loc.id}))
    if hit.from_behind and loc.kind == "face" and "skull" in plan.by_id:
        loc = plan.by_id["skull"]
        add(ExplainLine("loc.from_behind", "G1"))
    if ((target.missing and _gone(plan, loc, target.missing))
            or (traits and _missing_by_trait(loc, traits))):
        add(ExplainLine("loc.missing_to_torso", "G2", {"location": loc.id}))
        loc = plan.by_id[plan.torso_id]
    return loc, roll, subroll


def _location_roll(hit: Hit, dice: Dice | None) -> int:
    """The hit-location 3d roll given (3..18), or rolled."""
    if hit.roll is None:
        if dice is None:
            raise RulesError("needs_roll", "a random location needs a 3d roll or dice")
        return dice.roll(3)
    roll = _check_int("roll", hit.roll)
    if not 3 <= roll <= 18:
        raise RulesError("roll_range", f"a 3d roll must be 3..18, got {roll}")
    return roll


def _location_subroll(hit: Hit, sides: int, dice: Dice | None) -> int:
    """The sub-roll that picks one of several locations, given (1..sides) or rolled."""
    if hit.subroll is None:
        if dice is None:
            raise RulesError("needs_roll", "this location needs a sub-roll or dice")
        return dice.die(sides)
    subroll = _check_int("subroll", hit.subroll)
    if not 1 <= subroll <= sides:
        raise RulesError(
            "subroll_range", f"the sub-roll must be 1..{sides}, got {subroll}"
        )
    return subroll


def _aimed_location(plan: BodyPlan, target: Target, hit: Hit, traits: frozenset[str],
                    add: Callable[[ExplainLine], None]) -> Location:
    """An aimed hit's location, refused when it is gone, ruled out by a trait (G2, G12) or
    out of the damage type's reach (eyes and vitals, G4)."""
    loc = plan.location(hit.location)
    why = _missing_by_trait(loc, traits) if traits else None
    if why:
        raise RulesError(
            "location_missing", f"{loc.id} cannot be targeted: the target has {why}",
            location=loc.id, trait=why,
        )
    if _gone(plan, loc, target.missing):
        raise RulesError(
            "location_missing", f"{loc.id} cannot be targeted: it is gone",
            location=loc.id,
        )
    _check_type_reaches(loc, hit)
    add(ExplainLine("loc.aimed", "G2", {"location": loc.id}))
    return loc


def _check_type_reaches(loc: Location, hit: Hit) -> None:
    """Only some damage types may aim at an eye (and only from the front) or the vitals (G4)."""
    if loc.kind == "eye":
        if hit.type not in EYE_TYPES:
            raise RulesError(
                "type_not_allowed",
                f"{hit.type} cannot target an eye (only imp, pi-, pi, pi+, pi++ and tbb)",
                location=loc.id, type=hit.type,
            )
        if hit.from_behind:
            raise RulesError("type_not_allowed", "an eye can only be targeted from the front",
                             location=loc.id, type=hit.type)
    if loc.kind == "vitals" and hit.type not in VITALS_TYPES:
        raise RulesError(
            "type_not_allowed",
            f"{hit.type} cannot target the vitals (only imp, pi-, pi, pi+, pi++ and tbb)",
            location=loc.id, type=hit.type,
        )


_DR_CACHE: dict[tuple[int, int, int, bool], tuple[int, tuple[tuple[str, str, tuple], ...]]] = {}


def _divided_dr(
    dr_total: int, divisor: Fraction, chinks: bool, add: Any
) -> int:
    """G5/G2: DR divided by the armor divisor and, for chinks, by 2 more; one floor at the end.

    Pure in its inputs, so the result and its trace lines are memoized (the lines get fresh
    argument dicts every time)."""
    key = (dr_total, divisor.numerator, divisor.denominator, chinks)
    spec = _DR_CACHE.get(key)
    if spec is None:
        spec = _divide_dr(dr_total, divisor, chinks)
        if len(_DR_CACHE) < _CACHE_LIMIT:
            _DR_CACHE[key] = spec
    eff_dr, lines = spec
    for line_key, rule, items in lines:
        add(ExplainLine(line_key, rule, dict(items)))
    return eff_dr


def _divide_dr(
    dr_total: int, divisor: Fraction, chinks: bool
) -> tuple[int, tuple[tuple[str, str, tuple], ...]]:
    lines = []
    eff_exact = Fraction(dr_total)
    if divisor != 1:
        before = eff_exact
        if divisor < 1:
            eff_exact = eff_exact / divisor
            key = "dr.divisor_fractional"
        else:
            eff_exact = eff_exact / divisor
            key = "dr.divisor"
        lines.append((key, "G5", (("divisor", _fmt_frac(divisor)),
                                  ("before", _fmt_frac(before)), ("after", _fmt_frac(eff_exact)))))
    if chinks:
        before = eff_exact
        eff_exact = eff_exact / 2
        lines.append(("dr.chinks", "G2", (("before", _fmt_frac(before)),
                                          ("after", _fmt_frac(eff_exact)))))
    eff = eff_exact.numerator // eff_exact.denominator
    if divisor < 1 and eff < 1:
        # B110: against a fractional divisor DR is at least 1 (DR 0 becomes 1, not 2)
        lines.append(("dr.fractional_minimum", "G5", (("before", eff),)))
        eff = 1
    return eff, tuple(lines)


def _location_dr(dr: int | Mapping[str, int], loc: Location | None, plan: BodyPlan) -> int:
    # Fast paths for the valid common cases; anything else takes the checking path below.
    if type(dr) is int:
        if dr >= 0:
            return 0 if loc is not None and loc.kind == "eye" else dr
    elif (type(dr) is dict and dr.keys() <= plan.by_id.keys()
          and all(type(v) is int and v >= 0 for v in dr.values())):
        return dr.get(loc.id if loc is not None else "torso", 0)
    if isinstance(dr, Mapping):
        key = loc.id if loc is not None else "torso"
        value = dr.get(key, 0)
        for k, v in dr.items():
            if k not in plan.by_id:
                raise RulesError(
                    "unknown_location", f"DR names '{k}', which body plan '{plan.id}' lacks",
                    location=k,
                )
            _check_int(f"DR of {k}", v, 0)
        return value
    _check_int("DR", dr, 0)
    if loc is not None and loc.kind == "eye":
        return 0  # G4: armor does not cover the eyes
    return dr


_MULT_CACHE: dict[tuple[str, str, bool, bool, bool],
                  tuple[Fraction, str, Fraction, str, bool]] = {}


def _multiplier(
    dtype: str, kind: str, loc: Location | None, traits: frozenset[str],
    trace: list[ExplainLine],
) -> tuple[Fraction, str]:
    """The wounding multiplier and its display text (G3, G4, G12)."""
    add = trace.append
    if dtype == "fat" or loc is None:
        base = BASE[dtype]
        text = _mult_text(base)
        add(ExplainLine("mult.type", "G3", {"type": dtype, "mult": text}))
        return base, text
    homogeneous = "homogeneous" in traits
    diffuse = "diffuse" in traits
    unliving = "unliving" in traits
    key = (dtype, kind, homogeneous, diffuse, unliving)
    entry = _MULT_CACHE.get(key)
    if entry is None:
        entry = _mult_entry(*key)
        if len(_MULT_CACHE) < _CACHE_LIMIT:
            _MULT_CACHE[key] = entry
    mult, text, new, new_text, changed = entry
    if homogeneous:
        add(ExplainLine("mult.homogeneous", "G12", {"type": dtype, "mult": text}))
        return mult, text
    if diffuse:
        add(ExplainLine("mult.type", "G3", {"type": dtype, "mult": text}))
        add(ExplainLine("mult.diffuse", "G12"))
        return mult, text
    if unliving and dtype in UNLIVING:
        add(ExplainLine("mult.unliving", "G12", {"type": dtype, "mult": text}))
    else:
        add(ExplainLine("mult.type", "G3", {"type": dtype, "mult": text}))
    if changed:
        add(ExplainLine("mult.location", "G4",
                        {"location": loc.id, "type": dtype, "mult": new_text}))
    return new, new_text


def _mult_entry(
    dtype: str, kind: str, homogeneous: bool, diffuse: bool, unliving: bool
) -> tuple[Fraction, str, Fraction, str, bool]:
    """(type multiplier, its text, multiplier after the location, its text, changed?)."""
    base = BASE[dtype]
    if homogeneous:
        mult = HOMOGENEOUS.get(dtype, base)
        return mult, _mult_text(mult), mult, _mult_text(mult), False
    if diffuse:
        return base, _mult_text(base), base, _mult_text(base), False
    mult = UNLIVING[dtype] if unliving and dtype in UNLIVING else base
    new = mult
    if kind in ("skull", "eye"):
        new = _X4
    elif kind == "face" and dtype == "cor":
        new = _X3_2
    elif kind == "neck" and dtype in NECK:
        new = NECK[dtype]
    elif kind == "vitals":
        if dtype in PIERCING or dtype == "imp":
            new = _X3
        elif dtype == "tbb":
            new = _X2
    elif kind in ("limb", "extremity") and dtype in LIMB_REDUCED:
        new = min(mult, _X1)
    return mult, _mult_text(mult), new, _mult_text(new), new != mult


_CRIPPLEABLE = frozenset({"limb", "extremity", "eye"})


def _cripple_minimum(max_hp: int, kind: str, count: int) -> tuple[int, str]:
    """G6 minimum crippling injury and the threshold's text, memoized."""
    key = (max_hp, kind, count)
    entry = _CRIPPLE_CACHE.get(key)
    if entry is None:
        thr = threshold(max_hp, kind, count)
        assert thr is not None
        entry = (minimum_crippling(thr), _fmt_frac(thr))
        if len(_CRIPPLE_CACHE) < _CACHE_LIMIT:
            _CRIPPLE_CACHE[key] = entry
    return entry


def _thresholds(
    max_hp: int, before: int, after: int, trace: list[ExplainLine], unconscious: bool = False
) -> dict[str, Any]:
    add = trace.append
    reeling = 3 * after < max_hp <= 3 * before
    if reeling:
        add(ExplainLine("hp.reeling", "G11"))
    collapse = after <= 0 < before
    if collapse and unconscious:  # only the conscious roll to stay so (G14)
        collapse = False
        add(ExplainLine("hp.collapse_unconscious", "G11"))
    elif collapse:
        add(ExplainLine("hp.collapse", "G11"))
    checks = 0
    if after <= -max_hp:  # no death check can be due above -1xHP
        for n in range(1, 5):
            if after <= -n * max_hp < before:
                checks += 1
                add(ExplainLine("hp.death_check", "G11", {"n": n}))
    dead = after <= -5 * max_hp
    if dead and before > -5 * max_hp:
        add(ExplainLine("hp.dead", "G11"))
    destroyed = after <= -10 * max_hp
    if destroyed and before > -10 * max_hp:
        add(ExplainLine("hp.destroyed", "G11"))
    return {"reeling": reeling, "collapse_check": collapse, "death_checks": checks,
            "dead": dead, "destroyed": destroyed}


def _fatigue_outcome(
    hit: Hit, damage: int, eff_dr: int, penetrating: int, mult: Fraction, fp_loss: int,
    max_hp: int, hp_before: int, fp_before: int, trace: list[ExplainLine],
    unconscious: bool = False,
) -> Outcome:
    fp_after = fp_before - fp_loss
    trace.append(ExplainLine("fp.after", "G11", {"before": fp_before, "after": fp_after}))
    hp_loss = min(fp_loss, max(0, -fp_after))
    if hp_loss:
        trace.append(ExplainLine("fp.to_hp", "G11", {"hp": hp_loss}))
    hp_after = hp_before - hp_loss
    th = _thresholds(max_hp, hp_before, hp_after, trace, unconscious) if hp_loss else {
        "reeling": False, "collapse_check": False, "death_checks": 0,
        "dead": hp_after <= -5 * max_hp, "destroyed": hp_after <= -10 * max_hp}
    return Outcome(
        location=None, roll=None, subroll=None, damage=damage, type="fat",
        effective_dr=eff_dr, penetrating=penetrating, multiplier=mult,
        injury_uncapped=fp_loss, injury=fp_loss, crippled=False, cripple_minimum=None,
        dismemberment=None, major_wound=False, knockdown_check=None, shock=0,
        hp_before=hp_before, hp_after=hp_after, fp_before=fp_before, fp_after=fp_after,
        effects=(), blinded_eyes=(), explain=tuple(trace), **th,
    )
