"""The turn order (C0, R3, R7): DEX order with the GM's tie-break, and the positions a death
clock counts: a combatant's id for its action at its DEX, and ``"<id>@start"`` /
``"<id>@half"`` for a handgun's round-start and DEX÷2 shots (C12), which are positions of
their own."""

from __future__ import annotations

from collections.abc import Collection, Iterable

from tracker.model.encounter import SLOT_SEP
from tracker.model.errors import RulesError

ROUND_START_SLOT, HALF_DEX_SLOT = "start", "half"
SLOTS = (ROUND_START_SLOT, HALF_DEX_SLOT)


def position_key(combatant: str, slot: str | None = None) -> str:
    """The order position of a combatant's action (``slot`` None) or of a handgun slot."""
    if slot is None:
        return combatant
    if slot not in SLOTS:
        raise RulesError("bad_slot", f"unknown slot {slot!r} (known: {', '.join(SLOTS)})")
    return f"{combatant}{SLOT_SEP}{slot}"


def turn_order(entries: Iterable[tuple[str, float, Collection[str]]]) -> list[str]:
    """Order positions from (combatant id, DEX, its handgun slots) given in the GM's order
    for equal DEX: round-start shots first, then every action and DEX÷2 shot by DEX, highest
    first (a DEX÷2 of 6.5 comes after 7 and before 6, R3)."""
    starts: list[str] = []
    timed: list[tuple[float, int, str]] = []
    for i, (cid, dex, slots) in enumerate(entries):
        if ROUND_START_SLOT in slots:
            starts.append(position_key(cid, ROUND_START_SLOT))
        timed.append((-dex, i, cid))
        if HALF_DEX_SLOT in slots:
            timed.append((-dex / 2, i, position_key(cid, HALF_DEX_SLOT)))
    return starts + [key for _, _, key in sorted(timed)]


def order_key(dex: int, weapon_skill: int = 0, tie_roll: int = 0) -> tuple[int, int, int]:
    """Sort key for the turn order (ascending sort = acting order): DEX highest first; on a
    tie the higher skill of the weapon used, then the lower d100 ``tie_roll`` (C0). The GM
    may still drag the order by hand."""
    return (-dex, -weapon_skill, tie_roll)
