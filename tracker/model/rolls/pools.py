"""What BCDice's dice-pool commands share: ``nBx`` (:mod:`.barabara`), ``nRx``
(:mod:`.reroll`) and ``nUx`` (:mod:`.upper`) are written ``2B6+4B10``, each count and size
arithmetic, then a comparison whose target is arithmetic too."""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..errors import RulesError
from .arith import Expr, ParseFailed, Tokens, ZeroDivision, parse_add, parse_term
from .sums import comparison, is_comparison

#: BCDice's count of dice meeting the target: 成功数3
SUCCESSES_TEXT = "成功数{0}"
_FIRST_WORD = re.compile(r"\S+")


@dataclass(frozen=True, slots=True)
class Notation:
    """``2B6``: a count and a size, each an expression."""
    times: Expr
    sides: Expr

    def counts(self) -> tuple[int, int]:
        return value(self.times), value(self.sides)


def value(expr: Expr) -> int:
    """An expression's value; a division by zero in a count or a target, where BCDice
    stops without an answer, is refused by name."""
    try:
        return expr.value()
    except ZeroDivision:
        raise RulesError("not_a_command", "a count or a target divides by zero") from None


def tokens(text: str) -> Tokens | None:
    """The first word of ``text`` as tokens (the rest is a comment)."""
    m = _FIRST_WORD.search(text)
    return None if m is None else Tokens.of(m.group(0))


def start(text: str, letter: str) -> tuple[Tokens, bool, list[Notation]] | None:
    """The first word of ``text`` read up to its dice (``S2B6+4B10``): the tokens left, the
    secret ``S``, the dice; None when it does not start so."""
    t = tokens(text)
    if t is None:
        return None
    secret = t.take("S") is not None
    try:
        return t, secret, notations(t, letter)
    except ParseFailed:
        return None


def notations(t: Tokens, letter: str) -> list[Notation]:
    """``aXb+cXd…``; stops before a ``+`` that does not start another one (a modifier)."""
    found = [_notation(t, letter)]
    while t.peek() == "+":
        mark = t.pos
        t.take("+")
        try:
            found.append(_notation(t, letter))
        except ParseFailed:
            t.pos = mark
            break
    return found


def _notation(t: Tokens, letter: str) -> Notation:
    times = parse_term(t)
    t.expect(letter)
    return Notation(times, parse_term(t))


def target(t: Tokens) -> tuple[str | None, Expr | None]:
    """``>=3+1``: the comparison and its target; (None, None) when there is none."""
    if not is_comparison(t.peek()):
        return None, None
    op = comparison(t.take())
    if op is None:
        raise ParseFailed("not a comparison")
    return op, parse_add(t)
