"""Martial arts and 武道 (C11): which attacks they combine with, the damage doubling (R2),
who may parry a combined attack, and the 武道 techniques Salto, Tackle, Rush and Feint."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from tracker.model.dice import Dice
from tracker.model.errors import RulesError
from tracker.model.explain import ExplainLine

from .checks import (
    CRITICAL,
    DEFAULT_OPTIONS,
    SPECIAL,
    SUCCESSES,
    Options,
    check_line,
    classify,
    d100,
)

MA, BUDO_STRIKE, BUDO_GRAPPLE = "ma", "budo_strike", "budo_grapple"
COMBINE_KINDS = (MA, BUDO_STRIKE, BUDO_GRAPPLE)
#: the unarmed skills each kind combines with (C11)
COMBINES_WITH: Mapping[str, frozenset[str]] = {
    MA: frozenset({"fist", "kick", "headbutt", "grapple"}),
    BUDO_GRAPPLE: frozenset({"grapple", "headbutt"}),
    BUDO_STRIKE: frozenset({"fist", "kick", "headbutt"}),
}
#: parrying an attack combined with a kind: the kinds that may parry it, and the divisor
_PARRY_COMBINED: Mapping[str, Mapping[str, int]] = {
    MA: {MA: 1, BUDO_STRIKE: 2, BUDO_GRAPPLE: 2},
    BUDO_STRIKE: {BUDO_STRIKE: 1, MA: 1},
    BUDO_GRAPPLE: {BUDO_GRAPPLE: 1, MA: 1},
}
SALTO, TACKLE, RUSH, FEINT = "salto", "tackle", "rush", "feint"
TECHNIQUES = (SALTO, TACKLE, RUSH, FEINT)
TECHNIQUE_MINIMUM = 60
#: SIZ up to which a humanoid can be thrown (Salto) and a target is knocked back (Tackle)
KNOCKBACK_SIZ = 18


@dataclass(frozen=True, slots=True)
class Combine:
    """A combined roll: martial arts or 武道 of ``value`` % with an unarmed attack."""

    kind: str
    value: int
    #: both hands and feet free; a held object must fit the palm (the GM decides, C11)
    hands_free: bool = True

    def __post_init__(self) -> None:
        if self.kind not in COMBINE_KINDS:
            raise RulesError("bad_combine", f"unknown combination {self.kind!r} "
                                            f"(known: {', '.join(COMBINE_KINDS)})")


def combine_refusal(kind: str, weapon_class: str, skill: str = "") -> str | None:
    """Why ``kind`` cannot combine with this attack (None: it can). ``skill`` is the attack's
    skill id when known (fist, kick, headbutt, grapple)."""
    if weapon_class != "unarmed":
        return "unarmed only"
    if skill and skill not in COMBINES_WITH[kind]:
        return f"not with {skill}"
    return None


def combined_applies(combine: Combine, roll: int, attack_outcome: str, critical: int) -> bool:
    """C11: the doubling needs free hands and feet, and the attack and the combined skill to
    succeed on the one roll."""
    return (combine.hands_free and attack_outcome in SUCCESSES
            and classify(roll, combine.value, critical) in SUCCESSES)


def parry_divisor(with_: str, attack_combined: str | None) -> int | None:
    """How a parry fares against an attack combined with ``attack_combined`` (seed C11): 1
    (full value), 2 (half) or None (cannot parry it). An MA attack is parried by MA, or by
    武道 at half; a 武道 attack by the same 武道 or by MA; weapon and bare-hand parries cannot
    parry a combined attack. An attack that was not combined: 1."""
    if attack_combined is None:
        return 1
    allowed = _PARRY_COMBINED[attack_combined]
    if with_ in COMBINE_KINDS:
        return allowed.get(with_)
    return None


# -- techniques -------------------------------------------------------------------------------


@dataclass(slots=True)
class TechniqueCheck:
    technique: str
    allowed: bool
    #: why not, as short English reasons (the explain lines carry the keys)
    reasons: tuple[str, ...] = ()
    explain: tuple[ExplainLine, ...] = field(default=(), compare=False)


def technique_allowed(technique: str, skills: Mapping[str, int], *, attack_skill: str = "",
                      target_human: bool = True, target_humanoid: bool = False,
                      target_siz: int | None = None, also: str | None = None,
                      knockout_only: bool = False) -> TechniqueCheck:
    """Whether an attacker with these skill values (ids → %) may use a 武道 technique (C11).

    ``attack_skill``: the skill the technique is combined with (Rush, Feint: fist/kick/head-
    butt); ``also``: another technique declared with it; ``knockout_only``: declared only to
    knock out."""
    if technique not in TECHNIQUES:
        raise RulesError("bad_technique", f"unknown technique {technique!r} "
                                          f"(known: {', '.join(TECHNIQUES)})")
    need: list[str]
    reasons: list[str] = []
    lines: list[ExplainLine] = []
    if technique == SALTO:
        need = ["grapple", BUDO_GRAPPLE]
        biped_ok = target_humanoid and target_siz is not None and target_siz <= KNOCKBACK_SIZ
        if not (target_human or biped_ok):
            reasons.append("target must be human or a two-legged humanoid of SIZ 18 or less")
            lines.append(ExplainLine("coc.tech.target_salto", "C11", {"technique": technique}))
    elif technique == TACKLE:
        need = ["headbutt", BUDO_GRAPPLE]
    else:
        allowed_with = ("fist", "kick") if technique == FEINT else ("fist", "kick", "headbutt")
        if attack_skill not in allowed_with:
            reasons.append(f"combines with {' or '.join(allowed_with)} only")
            lines.append(ExplainLine("coc.tech.skill", "C11", {"technique": technique,
                                                           "skill": attack_skill or "-"}))
        need = [attack_skill, BUDO_STRIKE] if attack_skill in allowed_with else [BUDO_STRIKE]
        if technique == RUSH and not target_human:
            reasons.append("target must be human")
            lines.append(ExplainLine("coc.tech.target_human", "C11", {"technique": technique}))
        other = FEINT if technique == RUSH else RUSH
        if also == other:
            reasons.append(f"not together with {other}")
            lines.append(ExplainLine("coc.tech.exclusive", "C11", {"technique": technique,
                                                               "other": other}))
    if knockout_only and technique in (SALTO, RUSH):
        reasons.append("cannot be declared only to knock out")
        lines.append(ExplainLine("coc.tech.no_knockout_only", "C11", {"technique": technique}))
    for skill in need:
        value = skills.get(skill, 0)
        if value < TECHNIQUE_MINIMUM:
            reasons.append(f"{skill} {value}% is below {TECHNIQUE_MINIMUM}%")
            lines.append(ExplainLine("coc.tech.minimum", "C11", {
                "technique": technique, "skill": skill, "value": value,
                "minimum": TECHNIQUE_MINIMUM}))
    if not reasons:
        lines.append(ExplainLine("coc.tech.allowed", "C11", {"technique": technique}))
    return TechniqueCheck(technique, not reasons, tuple(reasons), tuple(lines))


@dataclass(slots=True)
class TechniqueResult:
    """What a technique adds to its (hitting) attack: the non-DB damage expression to roll
    with DB added, states of the target, and the characteristic rolls it took."""

    technique: str
    damage: str
    db: bool = True
    knockback: bool = False
    states: tuple[str, ...] = ()
    #: (what, target, roll, outcome) of each characteristic roll made
    rolls: tuple[tuple[str, int, int, str], ...] = ()
    explain: tuple[ExplainLine, ...] = field(default=(), compare=False)


def salto(con: int, *, con_roll: int | None = None, dice: Dice | None = None,
          from_height: str | None = None, options: Options = DEFAULT_OPTIONS) -> TechniqueResult:
    """Salto hit: 1d6+DB, the target falls prone and rolls CON×5 or is knocked out;
    ``from_height`` adds the falling damage the GM sets (an expression)."""
    target = con * 5
    roll = d100(con_roll, dice)
    outcome = classify(roll, target, options.critical)
    states = ["prone"]
    lines = [ExplainLine("coc.tech.salto", "C11", {}), check_line("con5", roll, target, outcome)]
    if outcome not in SUCCESSES:
        states.append("unconscious")
        lines.append(ExplainLine("coc.tech.knocked_out", "C11", {}))
    damage = "1d6"
    if from_height:
        damage = f"1d6+{from_height}"
        lines.append(ExplainLine("coc.tech.falling", "C11", {"damage": from_height}))
    return TechniqueResult(SALTO, damage, True, False, tuple(states),
                           (("con5", target, roll, outcome),), tuple(lines))


def tackle(siz: int, dex: int, con: int, *, attack_outcome: str, wall: bool | None = False,
           dex_roll: int | None = None, con_roll: int | None = None, dice: Dice | None = None,
           options: Options = DEFAULT_OPTIONS) -> TechniqueResult:
    """Tackle hit: 1d4+DB; a target of SIZ ≤ 18 is knocked back and rolls DEX×5 or falls
    prone, and a prone one then CON×5 or is knocked out. A hard wall within 3 m adds 1d4;
    ``wall=None`` (unclear) adds it on a special or critical attack roll."""
    lines = [ExplainLine("coc.tech.tackle", "C11", {})]
    damage = "1d4"
    hits_wall = wall if wall is not None else attack_outcome in (CRITICAL, SPECIAL)
    if hits_wall:
        damage = "1d4+1d4"
        lines.append(ExplainLine("coc.tech.wall" if wall else "coc.tech.wall_unclear", "C11", {}))
    states: list[str] = []
    rolls: list[tuple[str, int, int, str]] = []
    knockback = siz <= KNOCKBACK_SIZ
    if knockback:
        lines.append(ExplainLine("coc.tech.knockback", "C11", {"siz": siz}))
        roll = d100(dex_roll, dice)
        outcome = classify(roll, dex * 5, options.critical)
        rolls.append(("dex5", dex * 5, roll, outcome))
        lines.append(check_line("dex5", roll, dex * 5, outcome))
        if outcome not in SUCCESSES:
            states.append("prone")
            roll = d100(con_roll, dice)
            outcome = classify(roll, con * 5, options.critical)
            rolls.append(("con5", con * 5, roll, outcome))
            lines.append(check_line("con5", roll, con * 5, outcome))
            if outcome not in SUCCESSES:
                states.append("unconscious")
                lines.append(ExplainLine("coc.tech.knocked_out", "C11", {}))
    else:
        lines.append(ExplainLine("coc.tech.no_knockback", "C11", {"siz": siz}))
    return TechniqueResult(TACKLE, damage, True, knockback, tuple(states), tuple(rolls),
                           tuple(lines))


def rush() -> TechniqueResult:
    """Rush, declared when the combined roll hit: one more 武道 fist or kick at the end of the
    round (the caller schedules it)."""
    return TechniqueResult(RUSH, "", True, explain=(ExplainLine("coc.tech.rush", "C11", {}),))


@dataclass(slots=True)
class FeintResult:
    #: the defense the target spent on the first (always missing) attack
    defense_spent: bool
    second_hits: bool
    seen_through: bool
    explain: tuple[ExplainLine, ...] = field(default=(), compare=False)


def feint(target_value: int = 0, *, target_roll: int | None = None, dice: Dice | None = None,
          options: Options = DEFAULT_OPTIONS) -> FeintResult:
    """Feint: the first attack misses but spends the target's dodge or parry, the second
    hits; a target with 武道(立ち技)/MA of ``target_value`` sees through it on a success."""
    lines = [ExplainLine("coc.tech.feint", "C11", {})]
    seen = False
    if target_value > 0:
        roll = d100(target_roll, dice)
        outcome = classify(roll, target_value, options.critical)
        lines.append(check_line("see_feint", roll, target_value, outcome))
        seen = outcome in SUCCESSES
    lines.append(ExplainLine("coc.tech.feint_seen" if seen else "coc.tech.feint_works", "C11", {}))
    return FeintResult(not seen, not seen, seen, tuple(lines))
