"""An attack-roll request (``contracts/tohit.md``, RULES M keys of ``contracts/maneuvers.md``)
read into an :class:`~.tohit.Attack`: by ``python -m tracker tohit`` and by the session's
``attack``."""

from __future__ import annotations

from typing import Any

from tracker.model.options import option_problems
from tracker.model.request import Request, RequestError

from . import maneuvers as man
from .modules import ranged as v
from .tohit import Attack


def _ranged(r: Request) -> v.Ranged:
    if not r.has("range_m"):
        raise RequestError("'ranged.range_m' is required: the distance in metres")
    moving = "moving_bulk" in r.data
    bulk = r.raw("moving_bulk")
    if bulk is not None and type(bulk) is not int:
        raise RequestError("'ranged.moving_bulk' must be a whole number (the weapon's Bulk) "
                           "or null when none is listed")
    ranged = v.Ranged(
        range_m=r.number("range_m", 0), size=r.str_("size", "M"),
        nearsighted=r.bool_("nearsighted", False),
        target_speed_mps=r.number("target_speed_mps", 0),
        clothes_on_fire=r.bool_("clothes_on_fire", False),
        posture=r.str_("posture", "standing"), step_and_fire=r.bool_("step_and_fire", False),
        moving=moving, bulk=bulk, elevation_m=r.number("elevation_m", 0),
        gunfire_within_1m=r.bool_("gunfire_within_1m", False),
        poor_visibility=r.bool_("poor_visibility", False),
        survival_skill=r.bool_("survival_skill", False),
        target_sm=r.int_("target_sm"),  # W3 (V1 off): the target's Size Modifier
    )
    r.done()
    return ranged


def stance_keys(req: Request) -> dict[str, Any]:
    """RULES M and G10 keys of an attack-roll request: ``maneuver`` {id, option, turns, acc,
    braced, margin} and ``posture`` (the attacker's), ``target_posture``, ``target_maneuver``
    (an id or {id, option}), ``shock`` (the attacker's own, 0 or less). An Aim, Evaluate or
    Feint named as the maneuver is what the attacker did before this attack: its bonus (or
    the feint's margin) goes to this attack, made as an Attack maneuver."""
    out: dict[str, Any] = {"posture": req.choice("posture", man.POSTURES, "standing"),
                           "target_posture": req.choice("target_posture", man.POSTURES,
                                                        "standing"),
                           "shock": req.int_("shock", 0, -8, 0)}
    mine = req.obj("maneuver")
    if mine is not None:
        mid = mine.choice("id", man.MANEUVERS, required=True)
        option = mine.str_("option")
        turns = mine.int_("turns", 1, 1, 1000)
        acc = mine.int_("acc", 0, 0, man.MAX_ACC)
        braced = mine.bool_("braced", False)
        margin = mine.int_("margin", 0, 0, man.MAX_MARGIN)
        mine.done()
        man.check_choice(mid, option, "foe" if mid in man.TARGETED or option == "feint"
                         else None, acc, margin)
        if mid in ("aim", "evaluate"):
            out["focus"] = man.Focus(mid, None, turns, acc, braced)
            mid = "attack"
        elif mid == "feint" or option == "feint":
            out["feint"] = margin
            mid = "attack" if mid == "feint" else mid
        out["maneuver"], out["option"] = mid, option
    theirs = req.raw("target_maneuver")
    if isinstance(theirs, str):
        req.get("target_maneuver")
        out["target_maneuver"] = theirs
    elif theirs is not None:
        t = req.obj("target_maneuver")
        assert t is not None
        out["target_maneuver"] = t.choice("id", man.MANEUVERS, required=True)
        out["target_option"] = t.str_("option")
        t.done()
    return out


def parse_request(data: Any) -> tuple[Attack, int | None, bool]:
    """(attack, roll or None, simplified ranged modifiers on)."""
    req = Request(data)
    if not req.has("skill"):
        raise RequestError("'skill' is required: the attacker's weapon skill")
    options = req.raw("options")
    if options is None:
        options = {}
    if not isinstance(options, dict):
        raise RequestError("'options' must be an object such as {\"simplified_ranged\": true}")
    problems = option_problems(v.OPTIONS, options)
    if problems:
        path, message = problems[0]
        raise RequestError(f"'{path}': {message}")
    if req.has("ranged") and not isinstance(req.raw("ranged"), dict):
        raise RequestError("'ranged' must be an object (leave it out for a melee attack)")
    r = req.obj("ranged", required=False)
    attack = Attack(
        skill=req.int_("skill"), body=req.str_("body", "humanoid"),
        location=req.str_("location", "torso"),
        ranged=_ranged(r) if r is not None else None,
        situation=tuple(req.list_("situation", lambda x: type(x) is str, "situation ids")
                        or ()),
        behind_characters=req.int_("behind_characters", 0),
        shots=req.int_("shots", 1), recoil=req.int_("recoil"), other=req.int_("other", 0),
        chinks=req.bool_("chinks", False),
        targeting_wound=req.bool_("targeting_wound", False),
        **stance_keys(req),
    )
    roll = req.int_("roll")
    req.done()
    simplified = options.get("simplified_ranged", v.OPTIONS[0].default)
    return attack, roll, simplified
