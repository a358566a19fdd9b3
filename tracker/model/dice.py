"""Dice: a seedable roller, GURPS-style dice expressions ("2d+1", "3d-2", "1d6", "7") and
sums of dice terms as percentile games write them ("1d100", "1d8+1d4", "2d3-1d3", "-1d4").

Every random number the model uses comes from a :class:`Dice`, so any fight can be replayed
from its seed. A sum can also be totalled from faces the GM rolled at the table
(:meth:`DiceSum.total`), after checking that those faces are possible.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field

from .errors import RulesError
from .input_text import formula

_EXPR = re.compile(
    r"^\s*(?:(?P<n>\d+)\s*[dD](?P<sides>\d+)?)?\s*(?P<sign>[+-])?\s*(?P<mod>\d+)?\s*$"
)
_MAX_DICE = 1000
_MAX_SIDES = 1000
#: longer text is refused before it is read (fifty terms of "-1000d1000" fit easily)
_MAX_TEXT = 1000
#: a count, a die or a number with more digits than this is over every limit
_MAX_DIGITS = 9


def _number(digits: str, text: str) -> int:
    """A count, die or number of a formula; refuses one too long to be meant (and to be
    converted at all: Python refuses ints of more than 4,300 digits)."""
    if len(digits) > _MAX_DIGITS:
        raise RulesError("bad_dice", f"'{_clip(text)}': {digits[:12]}… is too large a number")
    return int(digits)


def _clip(text: str | None) -> str:
    """The formula as quoted in a message: at most about 40 characters."""
    text = text or ""
    return text if len(text) <= 40 else text[:40] + "…"


def _too_long(text: str | None) -> None:
    if text is not None and len(text) > _MAX_TEXT:
        raise RulesError("bad_dice", f"'{_clip(text)}' is too long for a dice expression "
                                     f"({len(text)} characters)")


@dataclass(frozen=True, slots=True)
class DiceExpr:
    """A dice expression such as 2d+1 or 3d6-2: how many dice, of how many sides, plus what."""

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
    _too_long(text)
    m = _EXPR.match(formula(text))
    if not m or (m.group("n") is None and m.group("mod") is None):
        raise RulesError("bad_dice", f"'{text}' is not a number or dice expression like 2d+1")
    count = _number(m.group("n") or "0", text)
    sides = _number(m.group("sides") or "6", text)
    if m.group("sign") and m.group("mod") is None:
        raise RulesError("bad_dice", f"'{text}' has a sign without a number")
    if m.group("n") is None and m.group("sign") == "-":
        raise RulesError("bad_dice", f"'{text}': damage cannot be negative")
    mod = _number(m.group("mod") or "0", text) * (-1 if m.group("sign") == "-" else 1)
    if count > _MAX_DICE or sides < 2 or sides > _MAX_SIDES:
        raise RulesError("bad_dice", f"'{text}': too many dice or an impossible die")
    return DiceExpr(count, sides, mod)


#: one signed term of a sum: "+2d6", "-1d3", "+4", "d%"
_TERM = re.compile(r"\s*([+-])?\s*(?:(\d*)\s*[dD]\s*(%|\d*)|(\d+))\s*")
_MAX_TERMS = 50
_MAX_MODIFIER = 1_000_000


@dataclass(frozen=True, slots=True)
class DiceSum:
    """A sum of dice terms and whole numbers: ``1d8+1d4``, ``2d3-1d3``, ``4d6+1d4``, ``1d4+2``.

    ``terms`` holds (count, sides) in the order written; a negative count subtracts those
    dice. The faces of a roll are listed term by term in that order."""

    terms: tuple[tuple[int, int], ...] = ()
    modifier: int = 0
    #: the die of every face, in order (see :attr:`sides`); derived, kept for fast rolling
    _sides: tuple[int, ...] = field(init=False, repr=False, compare=False)
    #: True when no term is subtracted (the total is then a plain sum)
    _plain: bool = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_sides",
                           tuple(s for n, s in self.terms for _ in range(abs(n))))
        object.__setattr__(self, "_plain", all(n > 0 for n, _ in self.terms))

    def __str__(self) -> str:
        parts = [f"{'-' if n < 0 else '+'}{abs(n)}d{s}" for n, s in self.terms]
        if self.modifier or not parts:
            parts.append(f"{self.modifier:+d}")
        text = "".join(parts)
        return text[1:] if text.startswith("+") else text

    @property
    def dice_count(self) -> int:
        return sum(abs(n) for n, _ in self.terms)

    @property
    def sides(self) -> tuple[int, ...]:
        """The die of every face, in the order faces are listed."""
        return self._sides

    @property
    def minimum(self) -> int:
        return sum(n if n > 0 else n * s for n, s in self.terms) + self.modifier

    @property
    def maximum(self) -> int:
        return sum(n * s if n > 0 else n for n, s in self.terms) + self.modifier

    def scaled(self, factor: int) -> DiceSum:
        """Every term and the number ``factor`` times: 1d4+2 ×2 → 2d4+4."""
        return DiceSum(tuple((n * factor, s) for n, s in self.terms), self.modifier * factor)

    def plus(self, other: DiceSum) -> DiceSum:
        """This sum followed by ``other`` (terms kept apart, so faces stay in order)."""
        return DiceSum(self.terms + other.terms, self.modifier + other.modifier)

    def check_faces(self, faces: object, what: str = "dice") -> tuple[int, ...]:
        """``faces`` as a tuple if they can be a roll of this sum, else RulesError."""
        if not isinstance(faces, list | tuple):
            raise RulesError("bad_faces", f"{what} must be a list of die faces")
        need = self.sides
        if len(faces) != len(need):
            raise RulesError(
                "bad_faces",
                f"{what}: {self} needs {len(need)} "
                f"{'face' if len(need) == 1 else 'faces'}, got {len(faces)}")
        for i, (face, sides) in enumerate(zip(faces, need, strict=True)):
            if type(face) is not int or not 1 <= face <= sides:
                raise RulesError(
                    "bad_faces", f"{what}[{i}]: {face!r} is not a face of a d{sides}")
        return tuple(faces)

    def total(self, faces: object, what: str = "dice") -> int:
        """The sum rolled with these faces (checked with :meth:`check_faces`)."""
        checked = self.check_faces(faces, what)
        return self._sum(checked)

    def _sum(self, faces: tuple[int, ...] | list[int]) -> int:
        if self._plain:
            return sum(faces) + self.modifier
        total, i = self.modifier, 0
        for n, _ in self.terms:
            k = abs(n)
            part = sum(faces[i:i + k])
            total += part if n > 0 else -part
            i += k
        return total


def parse_formula(text: str | None, *, bare_d: int | None = None) -> DiceSum:
    """Parse a sum of dice terms and whole numbers ("1d100", "d100", "d%", "1d8+1d4",
    "2d3-1d3", "+1d4", "-1d3", "0"). ``bare_d``: the die meant by a "d" without sides
    (GURPS: 6); without it that is an error. Raises RulesError (code ``bad_dice``).

    The limits (dice, sides, terms, numbers) are checked on the text, term by term, before
    anything is built: a file or a command naming "100000000d6" costs nothing."""
    _too_long(text)
    src = formula(text)
    if not src:
        raise RulesError("bad_dice", f"'{text or ''}' is empty: write a number or dice like 1d6+1")
    terms: list[tuple[int, int]] = []
    modifier = 0
    dice = 0
    pos = 0
    while pos < len(src):
        m = _TERM.match(src, pos)
        if m is None or m.end() == pos or (m.group(3) is None and m.group(4) is None):
            raise RulesError("bad_dice", f"'{text}' is not a dice expression like 1d8+1d4 "
                                         f"(stuck at '{src[pos:pos + 10]}')")
        sign = -1 if m.group(1) == "-" else 1
        if pos > 0 and m.group(1) is None:
            raise RulesError("bad_dice", f"'{text}': a + or - is missing before "
                                         f"'{m.group(0).strip()}'")
        if m.group(4) is not None:
            modifier += sign * _number(m.group(4), text)
            if abs(modifier) > _MAX_MODIFIER:
                raise RulesError("bad_dice", f"'{_clip(text)}': too large a number "
                                             f"(at most {_MAX_MODIFIER:,})")
        else:
            count = _number(m.group(2), text) if m.group(2) else 1
            sides_text = m.group(3)
            if sides_text == "%":
                sides = 100
            elif sides_text:
                sides = _number(sides_text, text)
            elif m.end() < len(src) and src[m.end()] not in "+-":
                raise RulesError("bad_dice", f"'{text}' is not a dice expression like 1d8+1d4 "
                                             f"(stuck at '{src[m.end():m.end() + 10]}')")
            elif bare_d is not None:
                sides = bare_d
            else:
                raise RulesError("bad_dice", f"'{text}': say which die, e.g. 1d6 (not 1d)")
            if count < 1 or sides < 2 or sides > _MAX_SIDES:
                raise RulesError("bad_dice", f"'{_clip(text)}': {count}d{sides} is not a roll "
                                             f"of 1 or more dice with 2 to {_MAX_SIDES} sides")
            dice += count
            if dice > _MAX_DICE:
                raise RulesError("bad_dice", f"'{_clip(text)}': too many dice (at most "
                                             f"{_MAX_DICE:,} in all)")
            terms.append((sign * count, sides))
        pos = m.end()
        if len(terms) > _MAX_TERMS:
            raise RulesError("bad_dice", f"'{text}': more than {_MAX_TERMS} dice terms")
    result = DiceSum(tuple(terms), modifier)
    if result.dice_count > _MAX_DICE or abs(modifier) > _MAX_MODIFIER:
        raise RulesError("bad_dice", f"'{text}': too many dice or too large a number")
    return result


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

    def roll_sum(self, expr: DiceSum | str) -> tuple[int, list[int]]:
        """A sum of dice terms: its exact total (may be negative) and the faces, in order."""
        rolled = parse_formula(expr) if isinstance(expr, str) else expr
        rnd = self._rng.random
        faces = [int(rnd() * s) + 1 for s in rolled._sides]
        if rolled._plain:
            return sum(faces) + rolled.modifier, faces
        return rolled._sum(faces), faces

    def d100(self) -> int:
        """A percentile roll, 1–100."""
        return int(self._rng.random() * 100) + 1

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
