"""BCDice's ``nRx``: dice shown each on its own, and as many rolled again as met the reroll
condition, until none does: ``(2R6[3]>=3) ＞ 3,1 + 2 ＞ 成功数1``. The condition is in
brackets (``2R6[>4]``, ``2R6[3]`` taking the target's comparison, else ``>=``) or after an
``@`` at the end (``2R6>=4@>4``), else the target itself; one that would reroll for ever is
refused in BCDice's words."""

from __future__ import annotations

from .arith import Expr, ParseFailed, Tokens, parse_add
from .faces import Faces, RollResult, plain
from .pools import SUCCESSES_TEXT, start, target, value
from .sums import SEP, TESTS, comparison, is_comparison

#: BCDice's words for a condition that never stops (or no condition at all)
WRONG_CONDITION = ("条件が間違っています。2R6>=5 あるいは 2R6[5] のように振り足し目標値を"
                   "指定してください。")
#: rolls of dice (the first and every reroll) before BCDice stops rerolling
REROLL_LIMIT = 10000


def _condition(t: Tokens, close: str | None) -> tuple[str | None, Expr]:
    op = None
    if is_comparison(t.peek()):
        op = comparison(t.take())
        if op is None:
            raise ParseFailed("not a comparison")
    threshold = parse_add(t)
    if close is not None:
        t.expect(close)
    return op, threshold


def _stops(op: str, threshold: int, sides: int) -> bool:
    """Whether rerolling on ``op threshold`` can end on a die of ``sides``."""
    if op == "<=":
        return threshold < sides
    if op == "<":
        return threshold <= sides
    if op == ">=":
        return threshold > 1
    if op == ">":
        return threshold >= 1
    if op == "<>":
        return 1 <= threshold <= sides
    return True


def roll_reroll(text: str, faces: Faces) -> RollResult | None:
    """The result of ``text`` as a ``nRx`` command, or None when it is not one."""
    begun = start(text, "R")
    if begun is None:
        return None
    t, secret, found = begun
    source = text.split(None, 1)[0]
    try:
        cond_op = cond = None
        if t.take("[") is not None:
            cond_op, cond = _condition(t, "]")
        op, goal = target(t)
        if cond is None and t.take("@") is not None:
            cond_op, cond = _condition(t, None)
        if not t.done:
            return None
    except ParseFailed:
        return None
    aim = None if goal is None else value(goal)
    reroll_op = cond_op or op or ">="
    threshold = value(cond) if cond is not None else aim
    dice = [n.counts() for n in found]
    if threshold is None or not all(_stops(reroll_op, threshold, sides) for _, sides in dice):
        return plain(f"{source}{SEP}{WRONG_CONDITION}", [], secret)
    first = len(faces.rolled)
    queue, groups = list(dice), []
    while queue and len(groups) < REROLL_LIMIT:
        times, sides = queue.pop(0)
        got = faces.roll_many(times, sides)
        groups.append(got)
        again = sum(TESTS[reroll_op](face, threshold) for face in got)
        if again:
            queue.append((again, sides))
    shown_op = "" if reroll_op == op else reroll_op
    expr = "+".join(f"{times}R{sides}" for times, sides in dice)
    head = f"({expr}[{shown_op}{threshold}]{op or ''}{'' if aim is None else aim})"
    hits = 0 if op is None else sum(TESTS[op](f, aim) for g in groups for f in g)
    text_out = SEP.join((head, " + ".join(",".join(map(str, g)) for g in groups),
                         SUCCESSES_TEXT.format(hits)))
    return plain(text_out, faces.rolled[first:], secret, expr)
