"""The death clock (C10, R7): an investigator dropped to HP 0 in combat dies when the turn
order comes round again to the position whose action dropped them, unless healed to 1+.

The turn order is a list of positions (see :mod:`.turns`): handgun round-start and DEX÷2
shots count as positions of their own (R7). Call :func:`end_action` whenever a position of
the order is over, whether the combatant acted or its turn was skipped.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from tracker.model.encounter import SLOT_SEP, combatant_of
from tracker.model.errors import RulesError
from tracker.model.explain import ExplainLine


@dataclass(frozen=True, slots=True)
class DeathClock:
    """``victim`` dies at the end of position ``after`` in ``round`` unless healed."""

    victim: str
    round: int
    after: str

    def to_dict(self) -> dict[str, Any]:
        return {"victim": self.victim, "round": self.round, "after": self.after}

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> DeathClock:
        return cls(str(d["victim"]), int(d["round"]), str(d["after"]))


def deadline(clock: DeathClock, order: Sequence[str], dead: Collection[str]) -> tuple[int, int]:
    """(round, order index) at whose end the clock runs out (R7). A dead holder passes it
    to the nearest living combatant before it (not the victim); with none, it ran out with
    the last position of the round before."""
    try:
        idx = order.index(clock.after)
    except ValueError:
        raise RulesError("bad_order", f"the death clock of {clock.victim!r} runs to "
                                      f"{clock.after!r}, which is not in the order") from None
    if combatant_of(clock.after) not in dead:
        return clock.round, idx
    for j in range(idx - 1, -1, -1):
        cid = combatant_of(order[j])
        if cid not in dead and cid != clock.victim:
            return clock.round, j
    return clock.round - 1, len(order) - 1


@dataclass(slots=True)
class EndActionResult:
    deaths: tuple[str, ...]
    clocks: tuple[DeathClock, ...]
    explain: tuple[ExplainLine, ...] = field(default=(), compare=False)

    def to_dict(self) -> dict[str, Any]:
        return {"deaths": list(self.deaths), "clocks": [c.to_dict() for c in self.clocks]}


def end_action(round: int, actor: str, order: Sequence[str], dead: Collection[str],
               clocks: Iterable[DeathClock], hp: Mapping[str, int]) -> EndActionResult:
    """The position ``actor`` of ``order`` ended in ``round``: which clocks ran out
    (``deaths``) and which still run. A victim at HP ≥ 1 (``hp``; missing = 0) is safe; a
    victim already dead is dropped."""
    try:
        now = (round, order.index(actor))
    except ValueError:
        raise RulesError("bad_order", f"actor {actor!r} is not in the order") from None
    deaths: list[str] = []
    running: list[DeathClock] = []
    lines: list[ExplainLine] = []
    for clock in clocks:
        if clock.victim in dead:
            continue
        if hp.get(clock.victim, 0) >= 1:
            lines.append(ExplainLine("coc.clock.healed", "R7", {"victim": clock.victim}))
            continue
        due = deadline(clock, order, dead)
        holder = order[due[1]]
        if now >= due:
            if clock.victim not in deaths:
                deaths.append(clock.victim)
            if due[0] < clock.round:
                lines.append(ExplainLine("coc.clock.nobody_before", "R7", {
                    "victim": clock.victim, "after": clock.after}))
            elif holder != clock.after:
                lines.append(ExplainLine("coc.clock.passed", "R7", {
                    "victim": clock.victim, "after": clock.after, "holder": holder}))
            elif SLOT_SEP in holder:
                lines.append(ExplainLine("coc.clock.slot", "R7", {"holder": holder}))
            lines.append(ExplainLine("coc.clock.out", "C10", {"victim": clock.victim}))
        else:
            running.append(clock)
    return EndActionResult(tuple(deaths), tuple(running), tuple(lines))


def clock_holder(clock: DeathClock, order: Sequence[str], dead: Collection[str]) -> str | None:
    """The position whose end now ends the clock (None when it ran out in the round before)."""
    due_round, idx = deadline(clock, order, dead)
    return order[idx] if due_round == clock.round else None


def outside_combat_clock_out(able_to_aid: Collection[str], acted: Collection[str]) -> bool:
    """Outside combat (C10): the clock runs out once everyone present who could give first
    aid has taken one action."""
    return all(cid in acted for cid in able_to_aid)
