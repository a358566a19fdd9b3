"""Dice: a seedable roller and GURPS-style dice expressions ("2d+1", "3d-2", "1d6", "7").

Every random number the model uses comes from a :class:`Dice`, so any fight can be replayed
from its seed.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from .errors import RulesError
from .input_text import formula

_EXPR = re.compile(
    r"^\s*(?:(?P<n>\d+)\s*[dD](?P<sides>\d+)?)?\s*(?P<sign>[+-])?\s*(?P<mod>\d+)?\s*$"
)
_MAX_DICE = 1000


@dataclass(frozen=True, slots=True)
class DiceExpr:
    count: int
    sides: int
    modifier: int

    def __str__(self) -> str:
        if self.count == 0:
            return str(self.modifier)
        sides = "" if self.sides == 6 else str(self.sides)
        mod = f"{self.modifier:+d}" if self.modifier else ""
        return f"{self.count}d{sides}{mod}"

    @property
    def minimum(self) -> int:
        return self.count + self.modifier

    @property
    def maximum(self) -> int:
        return self.count * self.sides + self.modifier


def parse_dice(text: str) -> DiceExpr:
    """Parse "2d+1", "3d", "1d6-1", "12". Raises RulesError with a clear message."""
    m = _EXPR.match(formula(text))
    if not m or (m.group("n") is None and m.group("mod") is None):
        raise RulesError("bad_dice", f"'{text}' is not a number or dice expression like 2d+1")
    count = int(m.group("n") or 0)
    sides = int(m.group("sides") or 6)
    if m.group("sign") and m.group("mod") is None:
        raise RulesError("bad_dice", f"'{text}' has a sign without a number")
    if m.group("n") is None and m.group("sign") == "-":
        raise RulesError("bad_dice", f"'{text}': damage cannot be negative")
    mod = int(m.group("mod") or 0) * (-1 if m.group("sign") == "-" else 1)
    if count > _MAX_DICE or sides < 2 or sides > 1000:
        raise RulesError("bad_dice", f"'{text}': too many dice or an impossible die")
    return DiceExpr(count, sides, mod)


class Dice:
    """A reproducible source of dice rolls."""

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed if seed is not None else random.SystemRandom().randrange(2**32)
        self._rng = random.Random(self.seed)

    def die(self, sides: int = 6) -> int:
        return self._rng.randint(1, sides)

    def roll(self, count: int = 3, sides: int = 6) -> int:
        return sum(self._rng.randint(1, sides) for _ in range(count))

    def roll_detail(self, count: int, sides: int = 6) -> list[int]:
        return [self._rng.randint(1, sides) for _ in range(count)]

    def roll_expr(self, expr: DiceExpr | str) -> tuple[int, list[int]]:
        """Total (never below 0, as GURPS damage) and the individual dice."""
        if isinstance(expr, str):
            expr = parse_dice(expr)
        faces = self.roll_detail(expr.count, expr.sides)
        return max(0, sum(faces) + expr.modifier), faces

    def getstate(self) -> object:
        return self._rng.getstate()

    def setstate(self, state: object) -> None:
        self._rng.setstate(state)  # type: ignore[arg-type]
