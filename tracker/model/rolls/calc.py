"""BCDice's ``C(…)``: arithmetic alone, no dice (``C(10/2+3)`` gives ``c(10/2+3) ＞ 8``);
division by zero answers in BCDice's words."""

from __future__ import annotations

from .arith import Paren, ParseFailed, ZeroDivision, parse_add
from .faces import RollResult, plain
from .pools import tokens
from .sums import SEP

ZERO_DIVISION = "ゼロ除算が発生したため計算できませんでした"


def roll_calc(text: str) -> RollResult | None:
    """The result of ``text`` as a ``C(…)`` command, or None when it is not one."""
    t = tokens(text)
    if t is None:
        return None
    secret = t.take("S") is not None
    if t.take("C") is None:
        return None
    try:
        expr = parse_add(t, keep_parens=True)
    except ParseFailed:
        return None
    if not t.done:
        return None
    try:
        answer = str(expr.value())
    except ZeroDivision:
        answer = ZERO_DIVISION
    shown = expr.output() if isinstance(expr, Paren) else f"({expr.output()})"
    return plain(f"c{shown}{SEP}{answer}", [], secret, f"C{shown}")
