"""Whole-number arithmetic as BCDice reads it in a command: ``+ - * /``, parentheses, signs,
and a rounding letter after a divisor (``/2U`` or ``/2C`` up, ``/2R`` to nearest, ``/2F``
down; plain ``/`` rounds down, BCDice's default for Call of Cthulhu).

Written from BCDice's documented behaviour (its test data), not from its code."""

from __future__ import annotations

import re
from dataclasses import dataclass

#: one token: a number, an operator, a parenthesis or a letter (rounding, dice, filters)
_TOKEN = re.compile(r"\d+|[<>!=]+|.", re.S)
#: deeper nesting than any command a table types; bounds the parser's recursion
MAX_DEPTH = 30


class ParseFailed(ValueError):
    """The text is not what BCDice would read (BCDice answers nothing)."""


@dataclass(slots=True)
class Tokens:
    items: list[str]
    pos: int = 0
    depth: int = 0

    @classmethod
    def of(cls, text: str) -> Tokens:
        return cls(_TOKEN.findall(text.upper()))

    def peek(self) -> str | None:
        return self.items[self.pos] if self.pos < len(self.items) else None

    def take(self, *wanted: str) -> str | None:
        tok = self.peek()
        if tok is not None and (not wanted or tok in wanted):
            self.pos += 1
            return tok
        return None

    def number(self) -> int | None:
        tok = self.peek()
        if tok is not None and tok.isdigit():
            self.pos += 1
            return int(tok)
        return None

    def deeper(self) -> None:
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise ParseFailed(f"more than {MAX_DEPTH} nested parentheses")

    @property
    def done(self) -> bool:
        return self.pos >= len(self.items)


def divide(a: int, b: int, rounding: str) -> int:
    """``a / b`` rounded as BCDice does: "" or "F" down, "U"/"C" up, "R" to nearest with
    halves away from zero (Ruby's Float#round)."""
    if rounding in ("U", "C"):
        return -(-a // b)
    if rounding == "R":
        q, r = divmod(abs(a), abs(b))
        q += 2 * r >= abs(b)
        return q if (a < 0) == (b < 0) else -q
    return a // b


def rounding_letter(tokens: Tokens) -> str:
    return tokens.take("U", "C", "R", "F") or ""


def _add(t: Tokens) -> int:
    value = _mul(t)
    while (op := t.take("+", "-")) is not None:
        rhs = _mul(t)
        value = value + rhs if op == "+" else value - rhs
    return value


def _mul(t: Tokens) -> int:
    value = _unary(t)
    while (op := t.take("*", "/")) is not None:
        rhs = _unary(t)
        if op == "*":
            value *= rhs
        else:
            rounding = rounding_letter(t)
            if rhs == 0:
                raise ParseFailed("division by zero")
            value = divide(value, rhs, rounding)
    return value


def _unary(t: Tokens) -> int:
    if t.take("+") is not None:
        t.deeper()
        return _unary(t)
    if t.take("-") is not None:
        t.deeper()
        return -_unary(t)
    if t.take("(") is not None:
        t.deeper()
        value = _add(t)
        if t.take(")") is None:
            raise ParseFailed("a parenthesis is not closed")
        return value
    n = t.number()
    if n is None:
        raise ParseFailed(f"a number is missing at {t.peek() or 'the end'!r}")
    return n


def evaluate(text: str | None) -> int | None:
    """The value of ``text``, or None when it is not arithmetic BCDice can read (then a
    command that needed it treats it as 0, as BCDice does)."""
    if not text:
        return None
    t = Tokens.of(text)
    try:
        value = _add(t)
    except ParseFailed:
        return None
    return value if t.done else None
