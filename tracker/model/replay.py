"""Walking the turn order, and the turns "previous turn" stepped back over (the replay).

After "previous turn" the GM's "next turn" replays the turns already played, without their
start effects, up to the furthest turn reached (the *frontier*); from there on the turns are
new. ``Encounter.turns_back`` says how far the frontier lies ahead, in positions of the
order (taken or passed over). The order may change meanwhile: one going down, a handgun
slot closing, one joining or leaving between the turn going on and the frontier. So every
action marks the frontier by its position (:func:`mark`, before the action runs) and counts
the positions to it again afterwards (:func:`recount`): the replay goes on to the same
combatant; one who can no longer act is passed over as any turn passes it; one who joined
before the frontier is counted as if it had been there; a round that already began is never
begun again (:func:`started`: also when the frontier's own turn is no longer taken), one
that did not is begun once.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .positions import SLOT_SEP, combatant_of

#: the Encounter (not imported: it imports this module to keep the frontier in every action)
Encounter = Any

#: the frontier: its round, its index in the order, and that order (a copy, never changed)
Mark = tuple[int, int, Sequence[str]]


def takes_turn_at(enc: Encounter, rs: Any, position: str) -> bool:
    """Whether the turn-order ``position`` is played now (its combatant acts, and a slot of
    one is open)."""
    if not rs.takes_turn(enc.combatants[combatant_of(position)]):
        return False
    return SLOT_SEP not in position or rs.slot_active(enc, position)


def neighbour(enc: Encounter, rs: Any, direction: int,
              skip: str | None = None) -> tuple[int, int] | None:
    """(round, turn) of the next (+1) or previous (-1) position that takes a turn, across
    round boundaries; None before round 1's first turn (or with nobody to move to).
    ``skip``: a combatant none of whose positions count (it is being removed)."""
    n = len(enc.order)
    rnd, turn = enc.round, enc.turn
    for _ in range(n):
        turn += direction
        if turn >= n:
            turn, rnd = 0, rnd + 1
        elif turn < 0:
            if rnd == 1:
                return None
            turn, rnd = n - 1, rnd - 1
        pos = enc.order[turn]
        if combatant_of(pos) != skip and takes_turn_at(enc, rs, pos):
            break
    if combatant_of(enc.order[turn]) == skip:  # nobody else takes turns
        return None
    return None if (rnd, turn) == (enc.round, enc.turn) else (rnd, turn)


def mark(enc: Encounter, order: Sequence[str]) -> Mark | None:
    """The frontier before an action: ``turns_back`` positions of the order after the
    current one (the current one when nothing is to be replayed). ``order``: a copy of
    ``enc.order`` that nothing changes. None out of combat."""
    if not enc.in_combat or not order:
        return None
    at = min(enc.turn, len(order) - 1) + enc.turns_back
    return enc.round + at // len(order), at % len(order), order


def reached(enc: Encounter) -> None:
    """Inside an action: a new turn began at the current position, the furthest reached."""
    txn = enc._txn
    if txn is not None and enc.order:
        txn["frontier"] = (enc.round, min(enc.turn, len(enc.order) - 1), list(enc.order))


def _limit(enc: Encounter) -> tuple[int, int] | None:
    """The frontier as (round, index) in the order as it is now: the index of its position,
    or if that left the order, of the last position before it that is still there (-1:
    none). None when the running action has no frontier (out of combat)."""
    txn = enc._txn
    frontier = None if txn is None else txn.get("frontier")
    if frontier is None:
        return None
    rnd, idx, old = frontier
    order = enc.order
    if idx < len(order) and order[idx] == old[idx]:
        return rnd, idx  # the usual case: the order did not change before it
    where = {p: i for i, p in enumerate(order)}
    for j in range(idx, -1, -1):
        if old[j] in where:
            return rnd, where[old[j]]
    return rnd, -1


def played(enc: Encounter, rnd: int, turn: int) -> bool:
    """Inside an action: whether the turn at (``rnd``, ``turn``) of the order as it is now
    was already played (at or before the frontier): "next turn" replays it."""
    limit = _limit(enc)
    return limit is not None and (rnd, turn) <= limit


def started(enc: Encounter, rnd: int) -> bool:
    """Inside an action: whether round ``rnd`` already began (the frontier is in it or
    after it), so that reaching it again begins nothing."""
    limit = _limit(enc)
    return limit is not None and rnd <= limit[0]


def recount(enc: Encounter) -> None:
    """At an action's end: ``turns_back`` = how many positions of the order, as it is now,
    lie from the current one to the frontier (counted whether they take a turn or not: a
    frontier whose own turn is no longer taken still tells which round already began)."""
    limit = _limit(enc)
    if limit is None or not enc.in_combat or not enc.order:
        return
    rnd, idx = limit
    enc.turns_back = max(0, (rnd - enc.round) * len(enc.order) + idx - enc.turn)
