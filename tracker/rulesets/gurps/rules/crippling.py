"""Crippling thresholds and part effects (G6, G8)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from .bodyplan import BodyPlan, Location

#: Extremities whose count follows the limb they hang from.
_EXTREMITY_OF = {"hand": "arm", "foot": "leg"}


def part_count(
    plan: BodyPlan, loc: Location, arms: int | None, legs: int | None
) -> int:
    """How many parts of this kind the combatant has (3+ lowers the threshold)."""
    part = _EXTREMITY_OF.get(loc.part, loc.part)
    if part == "arm" and arms is not None and loc.part in ("arm", "hand"):
        return arms
    if part == "leg" and legs is not None and loc.part in ("leg", "foot"):
        return legs
    return plan.part_counts.get(loc.part, 1)


def threshold(max_hp: int, kind: str, count: int) -> Fraction | None:
    """Injury a single hit must exceed to cripple a part of this kind; None if not crippleable."""
    if kind == "limb":
        return Fraction(max_hp, count if count >= 3 else 2)
    if kind == "extremity":
        return Fraction(2 * max_hp, 3 * count) if count >= 3 else Fraction(max_hp, 3)
    if kind == "eye":
        return Fraction(max_hp, 10)
    return None


def minimum_crippling(thr: Fraction) -> int:
    """floor(threshold) + 1 — the least injury that is over the threshold (G6)."""
    return thr.numerator // thr.denominator + 1


def part_effect(loc: Location, count: int, severed: bool, other_eyes_working: int) -> str:
    """The G6 effect id of a crippled/severed part (texts in explain.EFFECTS)."""
    part = loc.part
    if part == "eye":
        return "eye" if other_eyes_working > 0 else "eye_last"
    if part == "arm":
        if count > 2:
            return "extra_arm"
        return "arm_severed" if severed else "arm"
    if part in ("leg", "foot") and count > 2:
        return "extra_leg"
    return part  # hand, foot, leg, wing, tail, fin, striker, head: named as the part


def injury_share(sheet: Any, loc_id: str) -> float:
    """How far a part's injury has gone toward crippling it (0 to 1 and beyond): what the
    figures colour an injured part by (the GM's and the players' silhouettes, the page). A
    part that cannot be crippled is measured against the HP."""
    plan = sheet.plan
    loc = plan.location(loc_id)
    thr = threshold(sheet.max_hp, loc.kind, part_count(plan, loc, sheet.arms, sheet.legs))
    ref = float(thr) if thr is not None else float(sheet.max_hp)
    return sheet.part(loc_id).injury / ref if ref > 0 else 1.0
