"""``python -m tracker tohit``: the GURPS attack roll, headless (contracts/tohit.md)."""

from __future__ import annotations

from typing import Any

from ..model.dice import Dice
from ..model.gurps.modules import ranged as v
from ..model.gurps.tohit import Attack, roll_attack
from ..model.options import option_problems
from .jsonl import DiceCommand, Request, RequestError
from .resolve import _english_names


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
    )
    r.done()
    return ranged


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
    )
    roll = req.int_("roll")
    req.done()
    simplified = options.get("simplified_ranged", v.OPTIONS[0].default)
    return attack, roll, simplified


def answer(req: Any, dice: Dice) -> dict[str, Any]:
    attack, roll, simplified = parse_request(req)
    result = roll_attack(attack, roll, dice, simplified)
    out = result.to_dict()
    name_of = _english_names(attack.body)
    out["explain"] = [x.render(name_of=name_of) for x in result.explain]
    return out


COMMAND = DiceCommand(
    "tohit", "Reads one JSON attack-roll request per line on stdin and writes one JSON answer "
    "per line on stdout.", "seed for the rolls a request does not give", answer)
main, tohit_stream, tohit_usage = COMMAND.main, COMMAND.stream, COMMAND.usage
