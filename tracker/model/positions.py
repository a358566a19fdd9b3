"""Turn-order positions: a combatant id, or "<id>@<slot>" for an extra turn of that
combatant's that a ruleset adds (a CoC handgun's round-start and DEX÷2 shots)."""

from __future__ import annotations

SLOT_SEP = "@"


def combatant_of(position: str) -> str:
    """The combatant id of a turn-order position."""
    return position.split(SLOT_SEP, 1)[0]
