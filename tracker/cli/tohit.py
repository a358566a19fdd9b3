"""``python -m tracker tohit``: the GURPS attack roll, headless (contracts/tohit.md)."""

from __future__ import annotations

import sys
from collections.abc import Iterable
from typing import IO, Any

from ..model.dice import Dice
from ..model.gurps.modules import ranged as v
from ..model.gurps.tohit import Attack, roll_attack
from ..model.options import option_problems
from .jsonl import RequestError, run_jsonl, serve, usage_text
from .resolve import _english_names

_KEYS = {"skill", "body", "location", "ranged", "situation", "behind_characters", "shots",
         "recoil", "other", "roll", "options"}
_RANGED_KEYS = {"size", "range_m", "nearsighted", "target_speed_mps", "clothes_on_fire",
                "posture", "step_and_fire", "moving_bulk", "elevation_m", "gunfire_within_1m",
                "poor_visibility", "survival_skill"}


def _int(obj: dict[str, Any], key: str, default: Any) -> Any:
    value = obj.get(key, default)
    if value is default:
        return value
    if isinstance(value, bool) or not isinstance(value, int):
        raise RequestError(f"'{key}' must be a whole number")
    return value


def _number(obj: dict[str, Any], key: str, default: float, where: str) -> float:
    value = obj.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise RequestError(f"'{where}{key}' must be a number")
    return value


def _bool(obj: dict[str, Any], key: str, where: str) -> bool:
    value = obj.get(key, False)
    if not isinstance(value, bool):
        raise RequestError(f"'{where}{key}' must be true or false")
    return value


def _str(obj: dict[str, Any], key: str, default: str, what: str) -> str:
    value = obj.get(key, default)
    if not isinstance(value, str):
        raise RequestError(f"'{key}' must be {what}")
    return value


def _ranged(r: Any) -> v.Ranged:
    if not isinstance(r, dict):
        raise RequestError("'ranged' must be an object (leave it out for a melee attack)")
    unknown = set(r) - _RANGED_KEYS
    if unknown:
        raise RequestError(f"unknown ranged key '{sorted(unknown)[0]}'")
    if "range_m" not in r:
        raise RequestError("'ranged.range_m' is required: the distance in metres")
    moving = "moving_bulk" in r
    bulk = r.get("moving_bulk")
    if bulk is not None and (isinstance(bulk, bool) or not isinstance(bulk, int)):
        raise RequestError("'ranged.moving_bulk' must be a whole number (the weapon's Bulk) "
                           "or null when none is listed")
    size = r.get("size", "M")
    posture = r.get("posture", "standing")
    for key, value in (("size", size), ("posture", posture)):
        if not isinstance(value, str):
            raise RequestError(f"'ranged.{key}' must be text")
    w = "ranged."
    return v.Ranged(
        range_m=_number(r, "range_m", 0, w), size=size,
        nearsighted=_bool(r, "nearsighted", w),
        target_speed_mps=_number(r, "target_speed_mps", 0, w),
        clothes_on_fire=_bool(r, "clothes_on_fire", w), posture=posture,
        step_and_fire=_bool(r, "step_and_fire", w), moving=moving, bulk=bulk,
        elevation_m=_number(r, "elevation_m", 0, w),
        gunfire_within_1m=_bool(r, "gunfire_within_1m", w),
        poor_visibility=_bool(r, "poor_visibility", w),
        survival_skill=_bool(r, "survival_skill", w),
    )


def parse_request(req: Any) -> tuple[Attack, int | None, bool]:
    """(attack, roll or None, simplified ranged modifiers on)."""
    if not isinstance(req, dict):
        raise RequestError("a request must be a JSON object")
    unknown = set(req) - _KEYS
    if unknown:
        raise RequestError(f"unknown key '{sorted(unknown)[0]}'")
    if "skill" not in req:
        raise RequestError("'skill' is required: the attacker's weapon skill")
    situation = req.get("situation", [])
    if not isinstance(situation, list) or not all(isinstance(s, str) for s in situation):
        raise RequestError("'situation' must be a list of situation ids")
    options = req.get("options", {})
    if not isinstance(options, dict):
        raise RequestError("'options' must be an object such as {\"simplified_ranged\": true}")
    problems = option_problems(v.OPTIONS, options)
    if problems:
        path, message = problems[0]
        raise RequestError(f"'{path}': {message}")
    ranged = _ranged(req["ranged"]) if "ranged" in req else None
    attack = Attack(
        skill=_int(req, "skill", None),
        body=_str(req, "body", "humanoid", "a body plan id"),
        location=_str(req, "location", "torso", "a location id or \"random\""),
        ranged=ranged, situation=tuple(situation),
        behind_characters=_int(req, "behind_characters", 0),
        shots=_int(req, "shots", 1), recoil=_int(req, "recoil", None),
        other=_int(req, "other", 0),
    )
    simplified = options.get("simplified_ranged", v.OPTIONS[0].default)
    return attack, _int(req, "roll", None), simplified


def answer(req: Any, dice: Dice) -> dict[str, Any]:
    attack, roll, simplified = parse_request(req)
    result = roll_attack(attack, roll, dice, simplified)
    out = result.to_dict()
    name_of = _english_names(attack.body)
    out["explain"] = [x.render(name_of=name_of) for x in result.explain]
    return out


def tohit_stream(lines: Iterable[str], out: IO[str], seed: int | None = None) -> int:
    dice = Dice(seed)
    return serve(lines, out, lambda req: answer(req, dice))


def tohit_usage(prog: str) -> str:
    return usage_text(prog, "tohit", "Reads one JSON attack-roll request per line on stdin and "
                      "writes one JSON answer per line on stdout.",
                      seed="seed for the rolls a request does not give")


def main(argv: list[str], prog: str = "python -m tracker",
         out: IO[str] | None = None, err: IO[str] | None = None,
         inp: Iterable[str] | None = None) -> int:
    return run_jsonl(argv, prog, "tohit", tohit_usage(prog),
                     lambda seed: (lambda req, dice=Dice(seed): answer(req, dice)),
                     out or sys.stdout, err or sys.stderr, sys.stdin if inp is None else inp)
