"""W3: the Basic Set's size and speed/range table (B550), for ranged attacks while the
simplified ranged modifiers (V1) are off.

The table is one progression of lengths, each line one step of Size Modifier: 1 yd is SM −2,
1.5 yd −1, 2 yd 0, 3 yd +1, 5 yd +2, 7 yd +3, 10 yd +4, and so on, the mantissas 1, 1.5, 2, 3,
5, 7 repeating in every power of ten (six steps a decade). A length between two lines counts
as the longer one. A ranged attack takes:

* the target's Size Modifier (its sheet's ``size_modifier``) as a bonus or penalty, and
* minus the line of its distance plus its speed (yards, and yards per second, added), never
  a bonus: up to 2 yd it is 0.

The tracker measures in metres and reads 1 m as 1 yd (as the Japanese edition does)."""

from __future__ import annotations

import math
from dataclasses import dataclass

from tracker.model.explain import ExplainLine

#: the lengths of one decade of the table, from SM −2 (1 yd) to SM +3 (7 yd)
MANTISSAS = (1.0, 1.5, 2.0, 3.0, 5.0, 7.0)
#: the SM of the decade's first line (1 yd)
FIRST_SM = -2
#: the longest range and speed the table reads (beyond every real shot)
MAX_MEASURE = 1e12


def length_of(sm: int) -> float:
    """The table's length (yards) on the line of ``sm``: −2 → 1, 0 → 2, 4 → 10, 6 → 20."""
    steps = sm - FIRST_SM
    decade, index = divmod(steps, len(MANTISSAS))
    return MANTISSAS[index] * 10.0 ** decade


def line_of(measure: float) -> int:
    """The SM line of ``measure`` yards: the first line at least that long."""
    if measure <= 0:
        raise ValueError("a length over 0")
    measure = min(measure, MAX_MEASURE)
    decade = math.floor(math.log10(measure))
    sm = FIRST_SM + len(MANTISSAS) * (decade - 1)  # start a decade below: float safety
    while length_of(sm) < measure - 1e-9:
        sm += 1
    return sm


def speed_range_penalty(range_yd: float, speed_yps: float = 0) -> int:
    """B550: the speed/range modifier of distance plus speed (never a bonus)."""
    total = max(0.0, range_yd) + max(0.0, speed_yps)
    if total <= length_of(0):
        return 0
    return -line_of(total)


@dataclass(frozen=True, slots=True)
class RangeParts:
    parts: tuple[tuple[str, int], ...]
    explain: tuple[ExplainLine, ...]


def parts(range_m: float, speed_mps: float, target_sm: int) -> RangeParts:
    """The W3 modifiers of a ranged attack: the target's size and the speed/range line."""
    out: list[tuple[str, int]] = []
    lines: list[ExplainLine] = []
    if target_sm:
        out.append(("size_modifier", target_sm))
    lines.append(ExplainLine("tohit.b550_size", "W3", {"value": target_sm}))
    penalty = speed_range_penalty(range_m, speed_mps)
    if penalty:
        out.append(("speed_range", penalty))
    lines.append(ExplainLine("tohit.b550_range", "W3", {
        "range": _num(range_m), "speed": _num(speed_mps),
        "total": _num(max(0.0, range_m) + max(0.0, speed_mps)), "value": penalty}))
    return RangeParts(tuple(out), tuple(lines))


def _num(x: float) -> int | float:
    return int(x) if float(x).is_integer() else round(x, 1)
