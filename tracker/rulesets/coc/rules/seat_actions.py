"""What a Call of Cthulhu seat may declare and how it defends (``contracts/seats.md``), as
the session requests the Keeper would have typed (``contracts/session.md``): an attack
(target as players see it, weapon, martial arts or 武道 combined, knockout, rapid fire),
getting up, closing in, first aid; a defense (回避, 受け流し with a weapon, かばう by another,
or none). The keys are read here; every rule is judged by the operation when the Keeper
accepts."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tracker.model.combatant import Combatant
from tracker.model.request import Request, RequestError
from tracker.model.seat_requests import typed

from .actions.attack_request import DEFENSES
from .martial import COMBINE_KINDS

DEFENSE_KINDS = DEFENSES

Real = Callable[[str, str], str]


def defense_choices(c: Combatant) -> list[str]:
    """Every defense is offered; the rules say at Accept whether it may be tried (R9–R15)."""
    return ["dodge", "parry", "cover", "none"]


def defense(r: Request, real: Real) -> dict[str, Any]:
    """The ``defense`` object of the session's ``attack``."""
    kind = r.choice("kind", DEFENSE_KINDS, required=True)
    out: dict[str, Any] = {"kind": kind}
    with_ = r.str_("with")
    if with_ is not None:
        if kind != "parry":
            raise RequestError("'with' is for a parry only")
        out["with"] = with_
    by = r.str_("by")
    if by is not None:
        if kind != "cover":
            raise RequestError("'by' is for cover only")
        out["by"] = real(by, "by")
    roll = typed(r, "roll", 1, 100)
    if roll is not None:
        out["roll"] = roll
    return out


def declare(r: Request, own: str, real: Real) -> list[dict[str, Any]]:
    """The session requests of a declaration, in the order the Keeper would type them."""
    out: list[dict[str, Any]] = []
    if r.bool_("get_up", False):
        out.append({"op": "get_up", "name": own})
    close = r.obj("close_in")
    if close is not None:
        out.append({"op": "close_in", "name": own,
                    "target": real(close.str_("target", required=True), "close_in.target")})
        close.done()
    aid = r.obj("first_aid")
    if aid is not None:
        out.append({"op": "first_aid", "healer": own, "wound": aid.int_("wound", 0, lo=0),
                    "patient": real(aid.str_("patient", required=True), "first_aid.patient")})
        aid.done()
    attack = r.obj("attack")
    if attack is not None:
        out.extend(_attack(attack, own, real))
        attack.done()
    return out


def _attack(a: Request, own: str, real: Real) -> list[dict[str, Any]]:
    steps: list[dict[str, Any]] = []
    if a.bool_("rapid_fire", False):
        steps.append({"op": "rapid_fire", "name": own})
    step: dict[str, Any] = {"op": "attack", "attacker": own,
                            "target": real(a.str_("target", required=True), "attack.target"),
                            "weapon": a.str_("weapon", required=True)}
    combine = a.str_("combine")
    if combine is not None:
        if combine not in COMBINE_KINDS:
            raise RequestError(f"'combine': one of {', '.join(COMBINE_KINDS)}")
        step["combine"] = {"skill": combine}
    if a.bool_("knockout", False):
        step["knockout"] = True
    steps.append(step)
    return steps


def weapons(c: Combatant) -> list[str]:
    """The attacks the seat's form offers: its weapons by name, then bare hands by skill."""
    from .actions.arms import weapons_of

    return [w.name or w.skill or key for key, w in weapons_of(c)]
