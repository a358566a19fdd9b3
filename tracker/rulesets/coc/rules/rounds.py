"""What happens to one combatant at the start of a round (C8, R5, R6): the CON×5 roll to
wake, and the 1d3 SAN lost while waking or awake at HP ≤ 2."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from tracker.model.dice import Dice, DiceSum
from tracker.model.errors import RulesError
from tracker.model.explain import ExplainLine

from .checks import DEFAULT_OPTIONS, SUCCESSES, Options, check_line, classify_plain, d100, roll_sum
from .injury import DEAD, STATES, UNCONSCIOUS, UNCONSCIOUS_HP

SAN_DICE = DiceSum(((1, 3),), 0)


@dataclass(slots=True)
class RoundStartResult:
    #: CON×5 when the combatant was unconscious and rolled to wake, else None
    wake_target: int | None
    roll: int | None
    outcome: str | None
    woke: bool
    san_loss: int
    states: tuple[str, ...]
    faces: tuple[int, ...] = ()
    explain: tuple[ExplainLine, ...] = field(default=(), compare=False)

    def to_dict(self) -> dict[str, Any]:
        return {"wake_target": self.wake_target, "roll": self.roll, "outcome": self.outcome,
                "woke": self.woke, "san_loss": self.san_loss, "states": list(self.states),
                "dice": list(self.faces)}


def round_start(hp: int, con: int, states: Iterable[str], *, roll: int | None = None,
                faces: Sequence[int] | None = None, dice: Dice | None = None,
                options: Options = DEFAULT_OPTIONS, roll_san: bool = True) -> RoundStartResult:
    """Call at the start of every round after the one the combatant fell in.

    Unconscious: CON×5 to wake (R5, R6); waking at HP ≤ 2 costs 1d3 SAN. Awake at HP ≤ 2
    (woke in an earlier round): 1d3 SAN every round start until HP is 3+ (C8).
    ``roll_san`` False: the 1d3 is left for the keeper to roll or type (``san_loss`` 0, a
    line saying it is due)."""
    states = tuple(states)
    for s in states:
        if s not in STATES:
            raise RulesError("bad_state", f"unknown state {s!r} (known: {', '.join(STATES)})")
    if DEAD in states:
        return RoundStartResult(None, None, None, False, 0, states, (),
                                (ExplainLine("coc.rs.dead", "C10", {}),))
    lines: list[ExplainLine] = []
    woke = False
    wake_target = outcome = None
    low = hp <= UNCONSCIOUS_HP
    if UNCONSCIOUS in states:
        wake_target = con * 5
        roll = d100(roll, dice)
        outcome = classify_plain(roll, wake_target, options.critical)
        lines.append(check_line("wake", roll, wake_target, outcome))
        woke = outcome in SUCCESSES
        if woke:
            states = tuple(s for s in states if s != UNCONSCIOUS)
            lines.append(ExplainLine("coc.rs.woke_low", "R6") if low
                         else ExplainLine("coc.rs.woke", "R5"))
        else:
            lines.append(ExplainLine("coc.rs.still_out", "C8", {}))
        lose = woke and low
    else:
        if roll is not None:
            d100(roll, None)
        roll = None
        lose = low
        if low:
            lines.append(ExplainLine("coc.rs.awake_low", "R6", {"hp": hp}))
    san = 0
    used: tuple[int, ...] = ()
    if lose and not roll_san:
        lines.append(ExplainLine("coc.rs.san_due", "C8", {}))
    elif lose:
        san, used = roll_sum(SAN_DICE, faces, dice, "dice")
        lines.append(ExplainLine("coc.rs.san", "C8", {"loss": san}))
    elif faces is not None:
        SAN_DICE.check_faces(faces, "dice")
    return RoundStartResult(wake_target, roll, outcome, woke, san, states, used, tuple(lines))
