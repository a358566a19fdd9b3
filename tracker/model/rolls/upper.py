"""BCDice's ``nUx``: each die rolled again while it shows the threshold or more, its faces
added up (``11[6,5]``); a modifier is added to each die's sum; with a comparison, the count of
sums meeting it, else the highest and the whole (``23/41(最大/合計)``). The threshold is in
brackets (``4U6[6]``) or after an ``@`` at the end (``4U6>=10@6``); one of 1 or less (or none)
is refused in BCDice's words."""

from __future__ import annotations

from .arith import Bin, Expr, Neg, ParseFailed, Tokens, parse_add, parse_mul
from .faces import Faces, RollResult, plain
from .pools import SUCCESSES_TEXT, start, target, value
from .sums import SEP, TESTS

WRONG_CONDITION = "無限ロールの条件がまちがっています"
MAX_AND_SUM = "{0}/{1}(最大/合計)"


def _modifier(t: Tokens) -> Expr | None:
    node: Expr | None = None
    while (op := t.take("+", "-")) is not None:
        rhs = parse_mul(t)
        if node is None:
            node = rhs if op == "+" else Neg(rhs)
        else:
            node = Bin(node, op, rhs)
    return node


def _signed(n: int) -> str:
    return "" if n == 0 else f"{n:+d}"


def roll_upper(text: str, faces: Faces) -> RollResult | None:
    """The result of ``text`` as a ``nUx`` command, or None when it is not one."""
    begun = start(text, "U")
    if begun is None:
        return None
    t, secret, found = begun
    try:
        threshold = None
        if t.take("[") is not None:
            threshold = parse_add(t)
            t.expect("]")
        modifier = _modifier(t)
        op, goal = target(t)
        if threshold is None and t.take("@") is not None:
            threshold = parse_add(t)
        if not t.done:
            return None
    except ParseFailed:
        return None
    dice = [n.counts() for n in found]
    limit = 0 if threshold is None else value(threshold)
    mod = 0 if modifier is None else value(modifier)
    aim = None if goal is None else value(goal)
    expr = "+".join(f"{times}U{sides}" for times, sides in dice)
    head = f"({expr}[{limit}]{_signed(mod)}{op or ''}{'' if aim is None else aim})"
    if limit <= 1:
        return plain(f"{head}{SEP}{WRONG_CONDITION}", [], secret, expr)
    first = len(faces.rolled)
    rolls: list[list[int]] = []
    for times, sides in dice:
        for _ in range(max(times, 0)):
            one = [faces.roll(sides)]
            while one[-1] >= limit:
                one.append(faces.roll(sides))
            rolls.append(one)
    sums = [sum(one) for one in rolls]
    shown = ",".join(str(s) if len(one) == 1 else f"{s}[{','.join(map(str, one))}]"
                     for s, one in zip(sums, rolls, strict=True)) + _signed(mod)
    if op is not None:
        last = SUCCESSES_TEXT.format(sum(TESTS[op](s + mod, aim) for s in sums))
    else:
        last = MAX_AND_SUM.format(max((s + mod for s in sums), default=""), sum(sums) + mod)
    return plain(SEP.join((head, shown, last)), faces.rolled[first:], secret, expr)
