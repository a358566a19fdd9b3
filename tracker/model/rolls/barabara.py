"""BCDice's ``nBx``: dice rolled and shown each on its own (``(3B6) ＞ 5,2,4``), with a
comparison the count of those meeting it (``(3B6>=4) ＞ 5,2,4 ＞ 成功数2``)."""

from __future__ import annotations

from .arith import ParseFailed
from .faces import Faces, RollResult, plain
from .pools import SUCCESSES_TEXT, start, target, value
from .sums import SEP, TESTS


def roll_barabara(text: str, faces: Faces) -> RollResult | None:
    """The result of ``text`` as a ``nBx`` command, or None when it is not one."""
    begun = start(text, "B")
    if begun is None:
        return None
    t, secret, found = begun
    try:
        op, goal = target(t)
        if not t.done:
            return None
    except ParseFailed:
        return None
    dice = [n.counts() for n in found]
    aim = None if goal is None else value(goal)
    first = len(faces.rolled)
    got = [face for times, sides in dice for face in faces.roll_many(times, sides)]
    expr = "+".join(f"{times}B{sides}" for times, sides in dice)
    parts = [f"({expr}{op or ''}{'' if aim is None else aim})", ",".join(map(str, got))]
    if op is not None:
        parts.append(SUCCESSES_TEXT.format(sum(TESTS[op](face, aim) for face in got)))
    return plain(SEP.join(parts), faces.rolled[first:], secret, expr)
