"""What a GURPS seat may declare and how it defends (``contracts/seats.md``), as the session
requests the GM would have typed (``contracts/maneuvers.md``): a maneuver (with option and
target), a posture, an attack (target as players see it, a weapon of its own sheet, location,
chinks, targeting a wound, shots); a defense (dodge, parry, block or none, retreat, the
weapon it parries or blocks with, All-Out Defense (Double)'s second). The keys are read
here; every rule (the weapon's skill, Parry, Block, RoF) is judged by the session's
``attack`` when the GM accepts (W1, docs/weapons.md)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tracker.model.combatant import Combatant
from tracker.model.request import Request, RequestError
from tracker.model.seat_requests import typed

from . import maneuvers as m
from .defense import KINDS, NONE
from .sheet_defense import sheet_defense

DEFENSE_KINDS = (*KINDS, NONE)
#: the most shots a declaration may name (rapid fire's are counted by the rules)
MAX_SHOTS = 100

Real = Callable[[str, str], str]


def defense_choices(c: Combatant) -> list[str]:
    """The defenses the seat is offered: those its sheet has (a Parry or Block of its own,
    or of one of its weapons, W1), and none."""
    return [k for k in KINDS if sheet_defense(c.sheet, k) is not None
            or any(getattr(w, k, None) is not None for w in c.sheet.weapons)] + [NONE]


def _one(r: Request, second: bool) -> dict[str, Any]:
    kind = r.choice("kind", KINDS if second else DEFENSE_KINDS, required=True)
    out: dict[str, Any] = {"kind": kind}
    if r.bool_("retreat", False):
        out["retreat"] = True
    roll = typed(r, "roll", 3, 18)
    if roll is not None:
        out["roll"] = roll
    weapon = r.str_("with")
    if weapon is not None and weapon.strip():
        if kind not in ("parry", "block"):
            raise RequestError(f"'{r.name('with')}': only a parry or a block is made with a "
                               "weapon")
        out["with"] = weapon.strip()  # W1: the session finds it on the defender's sheet
    return out


def defense(r: Request, real: Real) -> dict[str, Any]:
    """The ``defense`` object of the session's ``attack`` (``then``: the second one)."""
    out = _one(r, False)
    raw = r.get("second")
    if raw is not None:
        if type(raw) is str:
            raw = {"kind": raw}
        second = Request(raw, r.name("second"))
        out["then"] = _one(second, True)
        second.done()
    return out


def declare(r: Request, own: str, real: Real) -> list[dict[str, Any]]:
    """The session requests of a declaration, in the order the GM would type them."""
    out: list[dict[str, Any]] = []
    posture = r.str_("posture")
    if posture is not None:
        if posture not in m.POSTURES:
            raise RequestError(f"'posture': one of {', '.join(m.POSTURES)}")
        out.append({"op": "posture", "name": own, "posture": posture})
    mid = r.str_("maneuver")
    if mid is not None:
        if mid not in m.MANEUVERS:
            raise RequestError(f"'maneuver': one of {', '.join(m.MANEUVERS)}")
        step: dict[str, Any] = {"op": "maneuver", "name": own, "maneuver": mid}
        option = r.str_("option")
        if option is not None:
            step["option"] = option
        foe = r.str_("target")
        if foe is not None:
            step["target"] = real(foe, "target")
        out.append(step)
    attack = r.obj("attack")
    if attack is not None:
        out.append(_attack(attack, own, real))
        attack.done()
    return out


def _attack(a: Request, own: str, real: Real) -> dict[str, Any]:
    step: dict[str, Any] = {"op": "attack", "attacker": own,
                            "target": real(a.str_("target", required=True), "attack.target")}
    location = a.str_("location")
    if location is not None:
        step["location"] = location
    if a.bool_("chinks", False):
        step["chinks"] = True
    if a.bool_("wound", False):
        step["targeting_wound"] = True
    shots = a.int_("shots", lo=1, hi=MAX_SHOTS)
    if shots is not None:
        step["shots"] = shots
    weapon = a.str_("weapon")
    if weapon is not None and weapon.strip():
        # W1: the session's attack takes the skill, damage and RoF from the attacker's own
        # sheet; a name it does not carry is refused there with the sheet's labels
        step["weapon"] = weapon.strip()
    return step


def weapons(c: Combatant) -> list[str]:
    """The weapons the seat's form offers: its own sheet's, by the labels the session's
    ``attack`` finds them by (W1)."""
    return list(dict.fromkeys(w.label for w in c.sheet.weapons))


def defend_with(c: Combatant) -> dict[str, list[str]]:
    """The defender's own weapons that can parry and those that can block (W1), for the
    defense prompt's "with" list; the session takes the best when none is named."""
    return {k: list(dict.fromkeys(w.label for w in c.sheet.weapons if getattr(w, k) is not None))
            for k in ("parry", "block")}
