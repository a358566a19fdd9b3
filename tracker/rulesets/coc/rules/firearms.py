"""Handguns (C12, R8): when a gun fires in a round and at what target; point-blank range
after closing in, and breaking away from it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tracker.model.dice import Dice
from tracker.model.errors import RulesError
from tracker.model.explain import ExplainLine

from .checks import (
    SUCCESSES,
    d100,
    resistance_outcome,
    resistance_target,
)

ROUND_START = "round_start"
#: at most this many shots a round (round start, DEX, DEX÷2)
MAX_SHOTS = 3
RAPID_STEP = 5


@dataclass(slots=True)
class Shot:
    #: "round_start", or the DEX rank it fires at (DEX÷2 keeps .5)
    at: str | int | float
    target: int

    def to_dict(self) -> dict[str, Any]:
        return {"at": self.at, "target": self.target}


@dataclass(slots=True)
class FirePlan:
    slots: tuple[Shot, ...]
    explain: tuple[ExplainLine, ...] = field(default=(), compare=False)

    def to_dict(self) -> dict[str, Any]:
        return {"slots": [s.to_dict() for s in self.slots]}


def half_dex(dex: int) -> int | float:
    """DEX÷2 for ordering: .5 is kept (R3)."""
    return dex // 2 if dex % 2 == 0 else dex / 2


def fire_plan(dex: int, skill: int, shots: int, *, rapid_fire: bool = False,
              point_blank: bool = False) -> FirePlan:
    """The shots of one round (C12, R8). A multi-shot gun fires at round start, at DEX and at
    DEX÷2 (as many as ``shots``, at most 3); a single shot goes at DEX. Rapid fire puts them
    all at DEX, the k-th at skill + 5×(k−1), never above 2×skill. Point-blank: skill×2."""
    if shots < 1:
        raise RulesError("bad_shots", f"a gun fires at least 1 shot a round, got {shots}")
    count = min(shots, MAX_SHOTS)
    lines: list[ExplainLine] = []
    base = skill * 2 if point_blank else skill
    if point_blank:
        lines.append(ExplainLine("coc.gun.point_blank", "R8", {"value": skill, "target": base}))
    if rapid_fire:
        cap = 2 * skill
        slots = tuple(Shot(dex, base if point_blank else min(skill + RAPID_STEP * k, cap))
                      for k in range(count))
        lines.append(ExplainLine("coc.gun.rapid", "R8", {"shots": count, "cap": cap}))
    else:
        times: list[str | int | float] = [dex] if count == 1 else [ROUND_START, dex,
                                                                   half_dex(dex)][:count]
        slots = tuple(Shot(at, base) for at in times)
        lines.append(ExplainLine("coc.gun.slots", "C12", {"shots": count}))
    if shots > MAX_SHOTS:
        lines.append(ExplainLine("coc.gun.max", "C12", {"shots": shots, "max": MAX_SHOTS}))
    return FirePlan(slots, tuple(lines))


@dataclass(slots=True)
class BreakAway:
    """The DEX contest of a target a shooter closed in on (C12)."""

    target: int
    roll: int | None
    outcome: str
    #: "this_round" on a success, "next_round" on a failure
    free_from: str
    explain: tuple[ExplainLine, ...] = field(default=(), compare=False)


def break_away(target_dex: int, shooter_dex: int, *, roll: int | None = None,
               dice: Dice | None = None) -> BreakAway:
    """A target spends its turn on a DEX contest against the shooter who closed in: success
    frees it this round, failure from the next round on."""
    target = resistance_target(target_dex, shooter_dex)
    if 0 < target < 100:
        roll = d100(roll, dice)
    outcome = resistance_outcome(target, roll)
    won = outcome in SUCCESSES or outcome == "auto_success"
    free = "this_round" if won else "next_round"
    return BreakAway(target, roll, outcome, free, (
        ExplainLine("coc.gun.break_away", "C12", {"target": target, "outcome": outcome,
                                              "free": free}),))


def close_in_line() -> ExplainLine:
    """Closing in spends the turn; from the next round point-blank, and no parrying."""
    return ExplainLine("coc.gun.close_in", "C12", {})
