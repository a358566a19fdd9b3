"""Damage types and wounding multipliers (G3, G4, G12), as exact fractions."""

from __future__ import annotations

from fractions import Fraction

F = Fraction

DAMAGE_TYPES: tuple[str, ...] = (
    "cr", "cut", "imp", "pi-", "pi", "pi+", "pi++", "burn", "tbb", "cor", "tox", "fat",
)
PIERCING = frozenset({"pi-", "pi", "pi+", "pi++"})
#: Types that may be aimed at eyes or vitals (G4).
EYE_TYPES = PIERCING | {"imp", "tbb"}
VITALS_TYPES = EYE_TYPES
#: pi+, pi++ and imp drop to x1 on limbs and extremities (G4).
LIMB_REDUCED = frozenset({"pi+", "pi++", "imp"})

BASE: dict[str, Fraction] = {
    "pi-": F(1, 2), "pi": F(1), "pi+": F(3, 2), "pi++": F(2),
    "cut": F(3, 2), "imp": F(2), "cr": F(1), "burn": F(1), "tbb": F(1),
    "cor": F(1), "tox": F(1), "fat": F(1),
}
UNLIVING: dict[str, Fraction] = {
    "imp": F(1), "pi++": F(1), "pi+": F(1, 2), "pi": F(1, 3), "pi-": F(1, 5),
}
HOMOGENEOUS: dict[str, Fraction] = {
    "imp": F(1, 2), "pi++": F(1, 2), "pi+": F(1, 3), "pi": F(1, 5), "pi-": F(1, 10),
}
NECK: dict[str, Fraction] = {"cr": F(3, 2), "cor": F(3, 2), "cut": F(2)}
WOUND_BONUS = F(3, 2)
#: G2: aiming at the Wounded disadvantage's wound, on top of the location's penalty
WOUND_PENALTY = -7


def fmt_mult(m: Fraction) -> str:
    """1/2 -> "0.5", 1/3 -> "1/3", 3/2 -> "1.5": the way a GM reads multipliers."""
    if m.denominator == 1:
        return str(m.numerator)
    if m.denominator in (2, 4, 5, 10):
        return f"{float(m):g}"
    return f"{m.numerator}/{m.denominator}"
