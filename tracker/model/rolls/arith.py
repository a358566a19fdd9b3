"""Whole-number arithmetic as BCDice reads it in a command: ``+ - * /``, parentheses, signs,
and a rounding letter after a divisor (``/2U`` or ``/2C`` up, ``/2R`` to nearest, ``/2F``
down; plain ``/`` rounds down, the Call of Cthulhu system's setting).

The same expressions are the counts, sides and targets of BCDice's other commands and the
body of ``C(…)``; :class:`Expr` keeps the text BCDice echoes for them. Written from BCDice's
documented behaviour (its test data), not from its code."""

from __future__ import annotations

import re
from dataclasses import dataclass

#: one token: a number, a comparison, or any other single character (letters upper-cased)
_TOKEN = re.compile(r"\d+|[<>!=]+|.", re.S)
#: deeper nesting than any command a table types; bounds the parser's recursion
MAX_DEPTH = 30


class ParseFailed(ValueError):
    """The text is not what BCDice would read (BCDice answers nothing)."""


class ZeroDivision(ValueError):
    """A division by zero where BCDice cannot go on (a count, a target, ``C(1/0)``)."""


@dataclass(slots=True)
class Tokens:
    items: list[str]
    pos: int = 0
    depth: int = 0

    @classmethod
    def of(cls, text: str) -> Tokens:
        return cls(_TOKEN.findall(text.upper()))

    def peek(self, ahead: int = 0) -> str | None:
        i = self.pos + ahead
        return self.items[i] if i < len(self.items) else None

    def take(self, *wanted: str) -> str | None:
        tok = self.peek()
        if tok is not None and (not wanted or tok in wanted):
            self.pos += 1
            return tok
        return None

    def expect(self, wanted: str) -> None:
        if self.take(wanted) is None:
            raise ParseFailed(f"{wanted!r} expected at {self.peek() or 'the end'!r}")

    def number(self) -> int | None:
        tok = self.peek()
        if tok is not None and tok.isdigit():
            self.pos += 1
            return int(tok)
        return None

    def deeper(self) -> None:
        """One more level of nesting (a parenthesis or a sign); :meth:`back` when it ends."""
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise ParseFailed(f"more than {MAX_DEPTH} nested parentheses or signs")

    def back(self) -> None:
        self.depth -= 1

    def starts_term(self) -> bool:
        tok = self.peek()
        return tok is not None and (tok == "(" or tok.isdigit())

    @property
    def done(self) -> bool:
        return self.pos >= len(self.items)


def divide(a: int, b: int, rounding: str) -> int:
    """``a / b`` (b ≠ 0) rounded as BCDice does: "" or "F" down, "U"/"C" up, "R" to nearest
    with halves away from zero (Ruby's Float#round)."""
    if rounding in ("U", "C"):
        return -(-a // b)
    if rounding == "R":
        q, r = divmod(abs(a), abs(b))
        q += 2 * r >= abs(b)
        return q if (a < 0) == (b < 0) else -q
    return a // b


def apply(a: int, op: str, b: int, rounding: str = "") -> int:
    """``a op b`` for ``+ - * /``; ZeroDivision for ``a / 0``."""
    if op == "+":
        return a + b
    if op == "-":
        return a - b
    if op == "*":
        return a * b
    if b == 0:
        raise ZeroDivision("division by zero")
    return divide(a, b, rounding)


def rounding_letter(tokens: Tokens) -> str:
    return tokens.take("U", "C", "R", "F") or ""


# -- an expression without dice, with the text BCDice echoes for it -------------------------
@dataclass(frozen=True, slots=True)
class Num:
    n: int

    def value(self) -> int:
        return self.n

    def output(self) -> str:
        return str(self.n)


@dataclass(frozen=True, slots=True)
class Neg:
    body: Expr

    def value(self) -> int:
        return -self.body.value()

    def output(self) -> str:
        return f"-{self.body.output()}"


@dataclass(frozen=True, slots=True)
class Paren:
    inner: Expr

    def value(self) -> int:
        return self.inner.value()

    def output(self) -> str:
        return f"({self.inner.output()})"


@dataclass(frozen=True, slots=True)
class Bin:
    lhs: Expr
    op: str
    rhs: Expr
    rounding: str = ""

    def value(self) -> int:
        return apply(self.lhs.value(), self.op, self.rhs.value(), self.rounding)

    def output(self) -> str:
        # C(…) echoes a rounding up as C whether it was typed U or C
        shown = "C" if self.rounding == "U" else self.rounding
        return f"{self.lhs.output()}{self.op}{self.rhs.output()}{shown}"


Expr = Num | Neg | Paren | Bin


def parse_add(t: Tokens, keep_parens: bool = False) -> Expr:
    """``a + b - …`` from ``t``; ``keep_parens`` keeps the parentheses in the echo (C(…))."""
    node = _mul(t, keep_parens)
    while (op := t.take("+", "-")) is not None:
        node = Bin(node, op, _mul(t, keep_parens))
    return node


def _mul(t: Tokens, keep: bool) -> Expr:
    node = _unary(t, keep)
    while (op := t.take("*", "/")) is not None:
        rhs = _unary(t, keep)
        node = Bin(node, op, rhs, rounding_letter(t) if op == "/" else "")
    return node


def parse_mul(t: Tokens) -> Expr:
    """``a * b / c…`` from ``t`` (a modifier's terms)."""
    return _mul(t, False)


def _unary(t: Tokens, keep: bool) -> Expr:
    sign = t.take("+", "-")
    if sign is None:
        return parse_term(t, keep)
    t.deeper()
    body = _unary(t, keep)
    t.back()
    return body if sign == "+" else Neg(body)


def parse_term(t: Tokens, keep_parens: bool = False) -> Expr:
    """A number or ``( … )``."""
    if t.take("(") is not None:
        t.deeper()
        inner = parse_add(t, keep_parens)
        t.expect(")")
        t.back()
        return Paren(inner) if keep_parens else inner
    n = t.number()
    if n is None:
        raise ParseFailed(f"a number is missing at {t.peek() or 'the end'!r}")
    return Num(n)


def evaluate(text: str | None) -> int | None:
    """The value of ``text``, or None when it is not arithmetic BCDice can read or divides
    by zero (then a command that needed it treats it as 0, as BCDice does)."""
    if not text:
        return None
    t = Tokens.of(text)
    try:
        value = parse_add(t).value()
    except (ParseFailed, ZeroDivision):
        return None
    return value if t.done else None
