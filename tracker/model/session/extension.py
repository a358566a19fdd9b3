"""The encounter's ruleset's part of a session: the module its ``session_provider`` names
(``OPS``, ``combatant_state``, ``timers``, ``end_combat_rolls``)."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from ..ruleset import get_ruleset

if TYPE_CHECKING:
    from ..encounter import Encounter


def extension(enc: Encounter) -> Any:
    """The ruleset's session module (its ops and the state keys of its own)."""
    return ruleset_extension(enc.ruleset_id)


def ruleset_extension(rid: str) -> Any:
    return importlib.import_module(get_ruleset(rid).session_provider)
