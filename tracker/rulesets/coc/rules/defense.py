"""Defending against an attack: dodge (C4, R4), parry (C5, R10) and cover (C6, R9)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from tracker.model.dice import Dice
from tracker.model.errors import RulesError
from tracker.model.explain import ExplainLine

from .attack import damage_formula
from .checks import (
    CRITICAL,
    DEFAULT_OPTIONS,
    FUMBLE,
    SUCCESSES,
    Options,
    check_line,
    classify,
    d100,
    line_new,
    roll_sum,
)
from .derived import parse_db
from .martial import COMBINE_KINDS, parry_divisor
from .weapons import FIREARM, UNARMED, WEAPON_CLASSES

# -- dodge ------------------------------------------------------------------------------------

_COUNTER = ExplainLine("coc.dodge.counter", "C4")
_DODGE_FUMBLE = ExplainLine("coc.dodge.fumble", "C4")


def next_dodge_value(dodge: int, tries: Sequence[int]) -> int:
    """The value of the next dodge this round (R4): 1st Dodge, 2nd floor(Dodge/2), then the
    previous value −10."""
    n = len(tries)
    if n == 0:
        return dodge
    if n == 1:
        return dodge // 2
    return tries[-1] - 10


@dataclass(slots=True)
class DodgeResult:
    allowed: bool
    target: int
    roll: int | None
    outcome: str | None
    evaded: bool
    tries: tuple[int, ...]
    counter_chance: bool
    defender_states: tuple[str, ...]
    cover_allowed: bool
    explain: tuple[ExplainLine, ...] = field(default=(), compare=False)

    def to_dict(self) -> dict[str, Any]:
        return {"allowed": self.allowed, "target": self.target, "roll": self.roll,
                "outcome": self.outcome, "evaded": self.evaded, "tries": list(self.tries),
                "counter_chance": self.counter_chance,
                "defender_states": list(self.defender_states),
                "cover_allowed": self.cover_allowed}


def dodge_refusal(value: int, attack_outcome: str, attack_class: str, *,
                  undodgeable: bool = False, prone: bool = False) -> ExplainLine | None:
    """Why a dodge at ``value`` against a hit cannot be tried (None: it can): a critical
    (R1), bullets (R4), a surprise that hits (C13), a prone defender (C3), a value at 0 or
    below (R4). A miss is not among them: it leaves nothing to dodge, nothing forbids it."""
    if attack_outcome == CRITICAL:
        return ExplainLine("coc.dodge.critical", "R1", {})
    if attack_class == FIREARM:
        return ExplainLine("coc.dodge.bullet", "R4", {})
    if undodgeable:
        return ExplainLine("coc.dodge.surprise", "C13", {})
    if prone:
        return ExplainLine("coc.state.prone", "C3", {})
    if value <= 0:
        return ExplainLine("coc.dodge.spent", "R4", {"value": value})
    return None


def resolve_dodge(dodge: int, tries: Sequence[int], attack_outcome: str, attack_class: str, *,
                  roll: int | None = None, dice: Dice | None = None,
                  undodgeable: bool = False, prone: bool = False,
                  options: Options = DEFAULT_OPTIONS) -> DodgeResult:
    """A dodge against an attack of ``attack_outcome``/``attack_class``. ``tries``: the dodge
    values already used this round, in order. Dodging does not spend the turn (R4)."""
    target = next_dodge_value(dodge, tries)
    tries = tuple(tries)
    reason = (ExplainLine("coc.dodge.no_hit", "C4", {}) if attack_outcome not in SUCCESSES
              else dodge_refusal(target, attack_outcome, attack_class,
                                 undodgeable=undodgeable, prone=prone))
    if reason is not None:
        return DodgeResult(False, target, None, None, False, tries, False, (), True, (reason,))
    roll = dice.d100() if roll is None and dice is not None else d100(roll, dice)
    outcome = classify(roll, target, options.critical)
    n = len(tries) + 1
    lines = [line_new(ExplainLine, ("coc.dodge.value", "R4" if n > 1 else "C4",
                                    {"n": n, "dodge": dodge, "value": target})),
             check_line("dodge", roll, target, outcome)]
    evaded = outcome in SUCCESSES
    states: tuple[str, ...] = ()
    cover_allowed = True
    if outcome == CRITICAL:
        lines.append(_COUNTER)
    elif outcome == FUMBLE:
        states, cover_allowed = ("prone",), False
        lines.append(_DODGE_FUMBLE)
    return DodgeResult(True, target, roll, outcome, evaded, tries + (target,),
                       outcome == CRITICAL, states, cover_allowed, tuple(lines))


# -- parry ------------------------------------------------------------------------------------

WEAPON, UNARMED_PARRY = "weapon", "unarmed"
PARRY_WITH = (WEAPON, UNARMED_PARRY) + COMBINE_KINDS
HUMAN, MYTHOS = "human", "mythos"


@dataclass(slots=True)
class ParriedAttack:
    """The attack being parried. ``damage``: the weapon's damage without DB, an expression to
    roll or a number already rolled; ``db`` likewise ("+1d4", "-1d3", "0" or a number);
    ``combined``: the martial-arts kind it was combined with, if any."""

    outcome: str
    cls: str
    damage: str | int = 0
    db: str | int = "0"
    small: bool = False
    by: str = HUMAN
    combined: str | None = None

    def __post_init__(self) -> None:
        if self.cls not in WEAPON_CLASSES:
            raise RulesError("bad_weapon_class", f"unknown weapon class {self.cls!r}")
        if self.by not in (HUMAN, MYTHOS):
            raise RulesError("bad_attacker", f"'by' must be human or mythos, got {self.by!r}")
        if self.combined is not None and self.combined not in COMBINE_KINDS:
            raise RulesError("bad_combine", f"unknown combination {self.combined!r}")


@dataclass(slots=True)
class ParryResult:
    allowed: bool
    target: int | None
    roll: int | None
    outcome: str | None
    parried: bool
    #: damage that reaches the defender, before armor
    damage_to_defender: int
    #: the full damage of the attack (weapon + DB, never below 0) when it was rolled
    full_damage: int | None
    durability_after: int | None
    parried_this_round: bool
    w_faces: tuple[int, ...] = ()
    db_faces: tuple[int, ...] = ()
    explain: tuple[ExplainLine, ...] = field(default=(), compare=False)

    @property
    def item_broken(self) -> bool:
        return self.durability_after == 0 and self.parried

    def to_dict(self) -> dict[str, Any]:
        return {"allowed": self.allowed, "target": self.target, "roll": self.roll,
                "outcome": self.outcome, "parried": self.parried,
                "damage_to_defender": self.damage_to_defender,
                "full_damage": self.full_damage, "durability_after": self.durability_after,
                "item_broken": self.item_broken, "parried_this_round": self.parried_this_round,
                "dice": {"w": list(self.w_faces), "db": list(self.db_faces)}}


def _part(value: str | int, faces: Sequence[int] | None, dice: Dice | None,
          what: str) -> tuple[int, tuple[int, ...]]:
    if type(value) is int:
        return value, ()
    expr = damage_formula(value).weapon if what == "dice.w" else parse_db(value)
    return roll_sum(expr, faces, dice, what)


def parry_refusal(with_: str, attack: ParriedAttack, *, parried_this_round: bool = False,
                  closed_in: bool = False, prone: bool = False) -> ExplainLine | None:
    """Why this parry cannot be tried (None: it can)."""
    if with_ not in PARRY_WITH:
        raise RulesError("bad_parry", f"unknown parry {with_!r} (known: {', '.join(PARRY_WITH)})")
    if attack.outcome not in SUCCESSES:
        return ExplainLine("coc.parry.no_hit", "C5", {})
    if parried_this_round:
        return ExplainLine("coc.parry.once", "C5", {})
    if attack.cls == FIREARM:
        return ExplainLine("coc.parry.bullet", "R10", {})
    if attack.outcome == CRITICAL:
        return ExplainLine("coc.parry.critical", "R1", {})
    if prone:
        return ExplainLine("coc.state.prone", "C3", {})
    if closed_in:
        return ExplainLine("coc.parry.closed_in", "C12", {})
    if attack.by == MYTHOS and with_ != WEAPON:
        return ExplainLine("coc.parry.mythos", "R10", {"with": with_})
    if with_ in COMBINE_KINDS and attack.cls != UNARMED and not attack.small:
        return ExplainLine("coc.parry.ma_small_only", "R10", {"with": with_})
    if attack.combined is not None and parry_divisor(with_, attack.combined) is None:
        return ExplainLine("coc.parry.combined", "C11", {"with": with_, "kind": attack.combined})
    return None


def resolve_parry(skill: int, with_: str, attack: ParriedAttack, *,
                  parried_this_round: bool = False, roll: int | None = None,
                  dice: Dice | None = None, durability: int | None = None,
                  w_faces: Sequence[int] | None = None, db_faces: Sequence[int] | None = None,
                  closed_in: bool = False, prone: bool = False,
                  options: Options = DEFAULT_OPTIONS) -> ParryResult:
    """A parry with a weapon, bare hands, or martial arts/武道 (C5, R10, C11). Once a round,
    costs no action. The attack's damage is rolled (or taken from the faces) whenever it
    matters: for the defender when the parry is refused or fails, for an unarmed parry of a
    weapon, and for the parrying item's durability."""
    refusal = parry_refusal(with_, attack, parried_this_round=parried_this_round,
                            closed_in=closed_in, prone=prone)
    hit = attack.outcome in SUCCESSES
    w_total = db_total = 0
    w_used: tuple[int, ...] = ()
    db_used: tuple[int, ...] = ()
    full = None
    if hit:
        w_total, w_used = _part(attack.damage, w_faces, dice, "dice.w")
        db_total, db_used = _part(attack.db, db_faces, dice, "dice.db")
        full = max(0, w_total + db_total)
    if refusal is not None:
        return ParryResult(False, None, None, None, False, full or 0, full, durability,
                           parried_this_round, w_used, db_used, (refusal,))
    divisor = parry_divisor(with_, attack.combined) or 1
    target = skill // divisor
    lines: list[ExplainLine] = []
    if with_ in COMBINE_KINDS and attack.cls != UNARMED:
        lines.append(ExplainLine("coc.parry.ma_small", "R10", {"with": with_}))
    if attack.combined is not None:
        key = "coc.parry.half" if divisor != 1 else "coc.parry.combined_full"
        lines.append(ExplainLine(key, "C11", {"with": with_, "kind": attack.combined,
                                              "value": target}))
    roll = d100(roll, dice)
    outcome = classify(roll, target, options.critical)
    lines.append(check_line("parry", roll, target, outcome))
    assert full is not None
    parried = outcome in SUCCESSES
    durability_after = durability
    if not parried:
        taken = full
        lines.append(ExplainLine("coc.parry.failed", "C5", {"damage": full}))
    elif with_ == UNARMED_PARRY and attack.cls != UNARMED:
        taken = max(0, w_total + db_total) if db_total < 0 else max(0, w_total)
        lines.append(ExplainLine("coc.parry.unarmed_vs_weapon_neg_db" if db_total < 0
                                 else "coc.parry.unarmed_vs_weapon", "R10", {"damage": taken}))
    else:
        taken = 0
        lines.append(ExplainLine("coc.parry.done", "C5", {}))
    if parried and with_ == WEAPON and durability is not None:
        durability_after = max(0, durability - full)
        lines.append(ExplainLine("coc.parry.durability", "R10", {
            "damage": full, "before": durability, "after": durability_after}))
    return ParryResult(True, target, roll, outcome, parried, taken, full, durability_after,
                       True, w_used, db_used, tuple(lines))


# -- cover ------------------------------------------------------------------------------------


@dataclass(slots=True)
class CoverResult:
    allowed: bool
    target: int
    roll: int | None
    outcome: str | None
    coverer_damage: int
    covered_damage: int
    coverer_states: tuple[str, ...]
    explain: tuple[ExplainLine, ...] = field(default=(), compare=False)

    def to_dict(self) -> dict[str, Any]:
        return {"allowed": self.allowed, "target": self.target, "roll": self.roll,
                "outcome": self.outcome, "coverer_damage": self.coverer_damage,
                "covered_damage": self.covered_damage,
                "coverer_states": list(self.coverer_states)}


#: a failed cover roll at this or higher is no cover at all (R9)
COVER_FAILS_FROM = 90


def cover_refusal(*, acted: bool = False, pc: bool = True, prone: bool = False,
                  dodge_fumbled: bool = False) -> ExplainLine | None:
    """Why this cover cannot be tried (None: it can): only an investigator (R9) who has not
    acted this round (C6, R14) and is not prone (C3), never after a fumbled dodge (C4). All
    but the fumble are known before the attack is rolled."""
    if not pc:
        return ExplainLine("coc.cover.pc_only", "R9", {})
    if acted:
        return ExplainLine("coc.cover.acted", "C6", {})
    if prone:
        return ExplainLine("coc.state.prone", "C3", {})
    if dodge_fumbled:
        return ExplainLine("coc.cover.dodge_fumbled", "C4", {})
    return None


def resolve_cover(dex: int, damage: int, *, acted: bool = False, pc: bool = True,
                  roll: int | None = None, dice: Dice | None = None,
                  dodge_fumbled: bool = False, prone: bool = False,
                  options: Options = DEFAULT_OPTIONS) -> CoverResult:
    """An investigator steps in front of ``damage`` meant for someone else (C6, R9): only a PC
    who has not acted this round, spending the turn; DEX×5 decides the split."""
    target = dex * 5
    reason = cover_refusal(acted=acted, pc=pc, prone=prone, dodge_fumbled=dodge_fumbled)
    if reason is not None:
        return CoverResult(False, target, None, None, 0, damage, (), (reason,))
    roll = d100(roll, dice)
    outcome = classify(roll, target, options.critical)
    lines = [check_line("cover", roll, target, outcome)]
    states: tuple[str, ...] = ()
    if outcome == CRITICAL:
        mine, theirs = 0, 0
        lines.append(ExplainLine("coc.cover.critical", "R9", {}))
    elif outcome in SUCCESSES:
        mine, theirs = damage, 0
        lines.append(ExplainLine("coc.cover.success", "R9", {"damage": damage}))
    elif outcome == FUMBLE:
        mine, theirs, states = 0, damage, ("prone",)
        lines.append(ExplainLine("coc.cover.fumble", "R9", {"damage": damage}))
    elif roll >= COVER_FAILS_FROM:
        mine, theirs = 0, damage
        lines.append(ExplainLine("coc.cover.failed", "R9", {"damage": damage}))
    else:
        mine = damage // 2
        theirs = damage - mine
        lines.append(ExplainLine("coc.cover.half", "R9", {"coverer": mine, "covered": theirs}))
    return CoverResult(True, target, roll, outcome, mine, theirs, states, tuple(lines))
