"""The seam between the tracker and a ruleset.

The tracker (encounter, turns, undo, files, views) only talks to a ruleset through this
protocol; GURPS is the first implementation, a percentile ruleset can follow behind it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from .errors import RulesError

if TYPE_CHECKING:
    from .combatant import Combatant
    from .encounter import Encounter


class Ruleset(Protocol):
    id: str

    def sort_order(self, enc: Encounter) -> None: ...
    def apply_hit(self, enc: Encounter, cid: str, hit: Any) -> Any: ...
    def preview(self, enc: Encounter, cid: str, hit: Any) -> Any: ...
    def resolve_check(self, enc: Encounter, check_id: int, roll: int | None = None) -> Any: ...
    def start_turn(self, enc: Encounter, c: Combatant) -> None: ...
    def end_turn(self, enc: Encounter, c: Combatant) -> None: ...
    def takes_turn(self, c: Combatant) -> bool: ...
    def conditions_changed(self, enc: Encounter, c: Combatant) -> None: ...
    def start_combat(self, enc: Encounter) -> None: ...
    def end_combat(self, enc: Encounter, rolls: Any = None, months: Any = None) -> Any: ...
    def advance_time(self, enc: Encounter, hours: int, heal_rolls: Any = None) -> int: ...


def ruleset_for(enc: Encounter) -> Ruleset:
    from .gurps.ruleset import GURPS

    known: dict[str, Ruleset] = {"gurps": GURPS}
    try:
        return known[enc.ruleset_id]
    except KeyError:
        raise RulesError("unknown_ruleset", f"unknown ruleset '{enc.ruleset_id}'") from None
