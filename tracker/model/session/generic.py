"""The session part of a ruleset that brings none of its own (``BaseRuleset``): the ops every
ruleset has (core_ops) and nothing more; STATE holds the keys every ruleset has."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..combatant import Combatant
from ..encounter import Encounter
from .engine import Handler, Session
from .request import RequestError


def combatant_state(enc: Encounter, c: Combatant) -> dict[str, Any]:
    return {}


def timers(enc: Encounter) -> list[dict[str, Any]]:
    return []


def end_combat_rolls(s: Session, raw: Any) -> tuple[dict[str, Any], Callable[[Any], dict]]:
    if raw is not None:
        raise RequestError(f"'rolls': ending a fight of '{s.enc.ruleset_id}' rolls nothing")
    return {}, lambda _result: {}


OPS: dict[str, Handler] = {}
