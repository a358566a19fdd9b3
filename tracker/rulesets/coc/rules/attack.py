"""An attack roll and its damage (C1–C3, C11, R1, R2, C13 surprise)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from tracker.model.dice import Dice, DiceSum, parse_formula
from tracker.model.errors import RulesError
from tracker.model.explain import ExplainLine

from .checks import (
    CRITICAL,
    DEFAULT_OPTIONS,
    FUMBLE,
    SPECIAL,
    SUCCESSES,
    Options,
    check_line,
    classify,
    d100,
    line_new,
    roll_sum,
)
from .derived import db_text, parse_db
from .martial import Combine, combine_refusal, combined_applies
from .weapons import UNARMED, Weapon


@dataclass(frozen=True, slots=True)
class DamageFormula:
    """What is rolled for damage: the weapon part (after every doubling) and the DB part."""

    weapon: DiceSum
    db: DiceSum
    text: str


@lru_cache(maxsize=4096)
def damage_formula(damage: str, db: str = "0", doubled: bool = False,
                   critical: bool = False) -> DamageFormula:
    """The damage expression rolled (R2): the martial-arts doubling first, then a critical
    repeats the whole non-DB expression once; DB is added once, never doubled.
    1d6 → 2d6 (MA) → 4d6 (critical MA); 1d4+2 critical → 2d4+4."""
    try:
        weapon = parse_formula(damage)
    except RulesError as exc:
        raise RulesError("bad_damage", f"weapon damage {exc.message}") from None
    if doubled:
        weapon = weapon.scaled(2)
    if critical:
        weapon = weapon.scaled(2)
    bonus = parse_db(db)
    text = str(weapon)
    if bonus.terms or bonus.modifier:
        text += db_text(bonus)
    return DamageFormula(weapon, bonus, text)


@dataclass(slots=True)
class AttackResult:
    roll: int
    outcome: str
    hit: bool
    undodgeable: bool
    ignore_armor: bool
    formula: str | None
    #: damage after armor (None on a miss)
    damage: int | None
    #: the rolled total before armor, never below 0 (None on a miss)
    rolled: int | None
    armor: int
    ma_applied: bool
    attacker_states: tuple[str, ...]
    w_faces: tuple[int, ...] = ()
    db_faces: tuple[int, ...] = ()
    armor_faces: tuple[int, ...] = ()
    explain: tuple[ExplainLine, ...] = field(default=(), compare=False)
    #: what was rolled for damage, as :func:`damage_formula` made it (None on a miss)
    damage_dice: DamageFormula | None = field(default=None, compare=False)

    def to_dict(self) -> dict[str, Any]:
        return {
            "outcome": self.outcome, "hit": self.hit, "undodgeable": self.undodgeable,
            "ignore_armor": self.ignore_armor, "formula": self.formula, "damage": self.damage,
            "ma_applied": self.ma_applied, "attacker_states": list(self.attacker_states),
            "roll": self.roll, "rolled": self.rolled, "armor": self.armor,
            "dice": {"w": list(self.w_faces), "db": list(self.db_faces)},
        }


_NO_STATES: tuple[str, ...] = ()
# lines without arguments are the same every time: built once
_MISS = ExplainLine("coc.atk.miss", "C0")
_FUMBLE_PRONE = ExplainLine("coc.atk.fumble_prone", "C3")
_FUMBLE_DROPPED = ExplainLine("coc.atk.fumble_dropped", "C3")
_CRITICAL = ExplainLine("coc.atk.critical", "C1")
_UNDODGEABLE = ExplainLine("coc.atk.undodgeable", "R1")
_SPECIAL = ExplainLine("coc.atk.special", "C2")
_SURPRISE = ExplainLine("coc.atk.surprise", "C13")
_PRONE = ("prone",)
_DROPPED = ("weapon_dropped",)


_HOLDS = ExplainLine("coc.atk.hold", "C7", {})


def _combined(combine: Combine, weapon: Weapon, roll: int, outcome: str, options: Options,
              hold: bool) -> tuple[bool, ExplainLine]:
    """Whether the martial-arts combination doubles the damage (C11), and the line saying
    so; RulesError when it does not combine with ``weapon``. A hold has no damage to double."""
    refusal = combine_refusal(combine.kind, weapon.cls, weapon.skill)
    if refusal is not None:
        raise RulesError("bad_combine", f"{combine.kind} combines with unarmed attacks "
                                        f"(fist, kick, head-butt, grapple): {refusal}")
    applied = combined_applies(combine, roll, outcome, options.critical)
    if not combine.hands_free:
        return applied, ExplainLine("coc.ma.hands", "C11", {"kind": combine.kind})
    args = {"kind": combine.kind, "roll": roll, "value": combine.value}
    if hold and applied:
        return applied, ExplainLine("coc.ma.hold", "C11", args)
    return applied, ExplainLine("coc.ma.doubled" if applied else "coc.ma.failed", "C11", args)


def resolve_attack(skill: int, weapon: Weapon, db: str = "0", *, roll: int | None = None,
                   dice: Dice | None = None, armor: int | str = 0,
                   combine: Combine | None = None, w_faces: Sequence[int] | None = None,
                   db_faces: Sequence[int] | None = None,
                   armor_faces: Sequence[int] | None = None, surprise: bool = False,
                   options: Options = DEFAULT_OPTIONS) -> AttackResult:
    """Roll (or take) the attack's d100 against ``skill`` and, on a hit, its damage.

    ``db``: the attacker's damage bonus ("+1d4", "-1d3", "0"), used when the weapon adds DB.
    ``armor``: the target's armor points, a number or an expression rolled on each hit.
    ``surprise``: a surprise attack (C13) that hits cannot be dodged."""
    roll = dice.d100() if roll is None and dice is not None else d100(roll, dice)
    outcome = classify(roll, skill, options.critical)
    lines = [check_line("attack", roll, skill, outcome)]
    if outcome not in SUCCESSES:
        states = _NO_STATES
        if outcome == FUMBLE:
            if weapon.cls == UNARMED:
                states = _PRONE
                lines.append(_FUMBLE_PRONE)
            else:
                states = _DROPPED
                lines.append(_FUMBLE_DROPPED)
        else:
            lines.append(_MISS)
        return AttackResult(roll, outcome, False, False, False, None, None, None, 0, False,
                            states, explain=tuple(lines))
    critical = outcome == CRITICAL
    # a grapple without a knockout only holds (C7): nothing to roll, nothing to double
    hold = weapon.damage == "0" and weapon.skill == "grapple"
    ma_applied = False
    if combine is not None:
        ma_applied, line = _combined(combine, weapon, roll, outcome, options, hold)
        lines.append(line)
    formula = damage_formula(weapon.damage, db if weapon.db else "0", ma_applied, critical)
    undodgeable = critical
    if critical:
        lines.append(_CRITICAL)
        lines.append(_UNDODGEABLE)
        lines.append(ExplainLine("coc.atk.critical_dice", "R2", {"formula": formula.text}))
        ignore = True
    elif outcome == SPECIAL:
        lines.append(_SPECIAL)
        ignore = True
    else:
        ignore = False
    if surprise:
        undodgeable = True
        lines.append(_SURPRISE)
    if w_faces is None and db_faces is None and dice is not None:
        w_total, w_rolled = dice.roll_sum(formula.weapon)
        db_total, db_rolled = dice.roll_sum(formula.db)
        w_used, db_used = tuple(w_rolled), tuple(db_rolled)
    else:
        w_total, w_used = roll_sum(formula.weapon, w_faces, dice, "dice.w")
        db_total, db_used = roll_sum(formula.db, db_faces, dice, "dice.db")
    rolled = w_total + db_total
    if rolled < 0:
        rolled = 0
    lines.append(_HOLDS if hold else line_new(ExplainLine, (
        "coc.atk.damage", "C0", {"formula": formula.text, "total": rolled})))
    armor_value, armor_used = 0, ()
    if ignore:
        damage = rolled
        if armor:
            lines.append(ExplainLine("coc.atk.armor_ignored", "C1" if critical else "C2",
                                     {"armor": armor}))
    else:
        armor_value, armor_used = armor_points(armor, armor_faces, dice)
        damage = rolled - armor_value if rolled > armor_value else 0
        if armor_value:
            lines.append(line_new(ExplainLine, ("coc.atk.armor", "C0", {
                "armor": armor_value, "before": rolled, "after": damage})))
    return AttackResult(roll, outcome, True, undodgeable, ignore, formula.text, damage, rolled,
                        armor_value, ma_applied, _NO_STATES, w_used, db_used, armor_used,
                        tuple(lines), formula)


def armor_points(armor: int | str, faces: Sequence[int] | None,
                 dice: Dice | None) -> tuple[int, tuple[int, ...]]:
    """Armor's points against one hit and the faces rolled: a number as it is, an expression
    rolled (or read from ``faces``)."""
    if type(armor) is int:
        return armor, ()
    return roll_sum(_armor_expr(armor), faces, dice, "dice.armor")


@lru_cache(maxsize=256)
def _armor_expr(text: str) -> DiceSum:
    try:
        expr = parse_formula(text)
    except RulesError as exc:
        raise RulesError("bad_armor", f"armor {exc.message}") from None
    if expr.minimum < 0:
        raise RulesError("bad_armor", f"armor {text!r} could come out below 0")
    return expr
