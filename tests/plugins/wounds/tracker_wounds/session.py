"""The wound-boxes game's part of a headless session: its hit, by name and damage."""

from __future__ import annotations

from typing import Any

from tracker.model import operations as ops
from tracker.model.session.engine import Handler, Session
from tracker.model.session.generic import combatant_state, end_combat_rolls, timers
from tracker.model.session.request import Req

from .ruleset import WoundsHit

__all__ = ["OPS", "combatant_state", "end_combat_rolls", "timers"]


def op_hit(s: Session, req: Req) -> dict[str, Any]:
    c = s.combatant(req, "target")
    outcome = s.run(ops.apply_hit, c.id, WoundsHit(req.int_("damage", required=True, lo=0)))
    return {"outcome": outcome.to_dict()}


OPS: dict[str, Handler] = {"hit": op_hit}
