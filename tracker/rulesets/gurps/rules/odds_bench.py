"""Timing of the odds (contracts/odds.md: 6d on a random location, any bundled plan, within
one frame). Used by ``python -m tracker.bench``."""

from __future__ import annotations

import time

from .bodyplan import body_plans
from .odds import odds
from .resolver import Hit, Target

FRAME_MS = 16.0


def worst_case(repeat: int = 3) -> tuple[str, float]:
    """(plan id, best-of-``repeat`` milliseconds) of the slowest bundled plan for 6d cut on a
    random location. Each run starts cold: odds keeps nothing between calls."""
    worst = ("", 0.0)
    for plan in body_plans():
        target = Target(max_hp=14, body=plan, dr=2)
        hit = Hit(0, "cut", "random")
        best = float("inf")
        for _ in range(max(1, repeat)):
            start = time.perf_counter()
            odds(target, hit, "6d")
            best = min(best, time.perf_counter() - start)
        if best * 1000 > worst[1]:
            worst = (plan, best * 1000)
    return worst


def report(repeat: int = 3) -> str:
    plan, ms = worst_case(repeat)
    verdict = "meets" if ms <= FRAME_MS else "BELOW"
    return (f"odds: 6d on a random location, slowest bundled plan ({plan}): {ms:.1f} ms "
            f"({verdict} the {FRAME_MS:.0f} ms frame target)")
