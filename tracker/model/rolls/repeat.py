"""BCDice's repetition: ``x3 CCB<=50``, ``rep3 …``, ``repeat3 …`` roll the command after the
blank 1 to 100 times, each result under its number (``#1``, a line, a blank line, ``#2`` …);
a repetition of a repetition is refused, in BCDice's words, however it is spelt (BCDice
itself misses ``X100 REP100 …`` in capitals, which would roll ten thousand times)."""

from __future__ import annotations

import re
from collections.abc import Callable

from .faces import Faces, RollResult

REPEAT_LIMIT = 100
NESTED = "Repeatコマンドの重複はできません"
BAD_TIMES = f"繰り返し回数は1以上、{REPEAT_LIMIT}以下としてください"
NOTHING = "繰り返し対象のコマンドが実行できませんでした ({0})"

_HEAD = re.compile(r"(s)?(repeat|rep|x)(\d+)[ \t\n\r\f\v]+", re.I)
_NESTED = re.compile(r"\A(repeat|rep|x)\d+", re.I)

#: the game system's whole roller: a result, or None when it does not answer the text
SystemRoll = Callable[[str, Faces], RollResult | None]


def roll_repeat(text: str, faces: Faces, system: SystemRoll) -> RollResult | None:
    """The result of ``text`` as a repetition, or None when it is not one."""
    m = _HEAD.match(text)
    if m is None or not text[m.end():]:
        return None
    secret, times, trailer = m[1] is not None, int(m[3]), text[m.end():]
    if _NESTED.match(trailer):
        return RollResult(NESTED, (), secret)
    if not 1 <= times <= REPEAT_LIMIT:
        return RollResult(BAD_TIMES, (), secret)
    start = len(faces.rolled)
    results = []
    for _ in range(times):
        one = system(trailer, faces)
        if one is None:  # the same text each time: none of them answers
            return RollResult(NOTHING.format(trailer), (), secret)
        results.append(one)
    text_out = "\n\n".join(f"#{i}\n{r.text}" for i, r in enumerate(results, 1))
    return RollResult(text_out, tuple(faces.rolled[start:]),
                      secret or any(r.secret for r in results), command=text,
                      results=tuple(results))
