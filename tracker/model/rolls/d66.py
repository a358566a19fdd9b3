"""BCDice's ``D66``: two d6 read as tens and units (``(D66) ＞ 16``). The order is the game
system's: the Cthulhu system leaves them as rolled; ``D66A``/``D66S`` sort them up, ``D66D``
down, ``D66N`` leaves them."""

from __future__ import annotations

import re

from .faces import Faces, RollResult, plain
from .sums import SEP

_D66 = re.compile(r"^(S)?D66([ANSD])?$")
#: the Cthulhu system's own order for a plain D66 (BCDice: no sort)
SYSTEM_ORDER = "N"


def roll_d66(text: str, faces: Faces) -> RollResult | None:
    """The result of ``text`` as a ``D66`` command, or None when it is not one."""
    words = text.split(None, 1)
    m = _D66.match(words[0].upper()) if words else None
    if m is None:
        return None
    start = len(faces.rolled)
    pair = [faces.roll(6), faces.roll(6)]
    order = m[2] or SYSTEM_ORDER
    if order in "AS":
        pair.sort()
    elif order == "D":
        pair.sort(reverse=True)
    return plain(f"(D66{m[2] or ''}){SEP}{pair[0] * 10 + pair[1]}", faces.rolled[start:],
                 m[1] is not None, f"D66{m[2] or ''}")
