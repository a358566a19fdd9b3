"""Headless campaign conditions (no Qt): ``python -m tracker campaign``.

One JSON request per line with an ``op`` (contract: ../shared/contracts/campaign.md); each op
calls the pure rule of the same name, whose arguments are the request's keys and whose result
fields are the answer's keys."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import IO, Any

from .jsonl import RequestError, serve
from .model.errors import TrackerError
from .model.gurps.modules import climate, infection, moon, weather


@dataclass(frozen=True)
class Op:
    rule: Callable[..., Any]
    required: tuple[str, ...]
    optional: tuple[str, ...]
    answer: tuple[str, ...]


OPS: dict[str, Op] = {
    "moon_next": Op(moon.moon_next, ("phase",), ("waxing",), ("phase", "waxing")),
    "moon_effects": Op(moon.moon_effects, ("phase",), ("night",),
                       ("reaction", "bestial", "animal")),
    "weather": Op(weather.weather, (), ("roll", "rainy_season"), ("weather",)),
    "temperature": Op(climate.temperature, ("season_roll", "dice"), (), ("season", "celsius")),
    "heat_check": Op(climate.heat_check, ("celsius",),
                     ("overweight", "fat", "albino", "heavy_armor", "armor_dr", "encumbrance"),
                     ("applies", "modifier")),
    "cold_check": Op(climate.cold_check, ("celsius",), ("gear", "clothes"),
                     ("applies", "modifier")),
    "infection_check": Op(infection.infection_check, ("ht",),
                          ("roll", "environment", "disinfected", "treater_skill",
                           "medical_kit", "st", "sterilize"),
                          ("immune", "modifier", "target", "infected", "onset_hours")),
    "infection_location": Op(infection.infection_location, ("roll",),
                             ("side_roll", "dominant", "female"), ("location",)),
}


def answer(req: Any) -> dict[str, Any]:
    if not isinstance(req, dict):
        raise RequestError("a request must be a JSON object with an 'op'")
    name = req.get("op")
    op = OPS.get(name) if isinstance(name, str) else None
    if op is None:
        raise RequestError(f"unknown op {json.dumps(name, ensure_ascii=False)} (known: "
                           + ", ".join(OPS) + ")")
    args = {k: v for k, v in req.items() if k != "op"}
    unknown = sorted(set(args) - set(op.required) - set(op.optional))
    if unknown:
        raise RequestError(f"unknown key '{unknown[0]}' for op '{name}' (known: "
                           + ", ".join(op.required + op.optional) + ")")
    missing = [k for k in op.required if k not in args]
    if missing:
        raise RequestError(f"'{missing[0]}' is required for op '{name}'")
    result = op.rule(**args)
    return {k: getattr(result, k) for k in op.answer}


def answer_line(line: str) -> tuple[dict[str, Any], bool]:
    try:
        req = json.loads(line)
    except (json.JSONDecodeError, RecursionError) as exc:
        return {"error": f"not valid JSON: {exc}"}, False
    try:
        return answer(req), True
    except RequestError as exc:
        return {"error": str(exc)}, False
    except TrackerError as exc:
        return {"error": str(exc), "code": exc.code}, False


def campaign_stream(lines: Iterable[str], out: IO[str]) -> int:
    return serve(lines, out, answer_line)


def cmd_campaign(argv: list[str]) -> int:
    if argv:
        sys.stderr.write("usage: python -m tracker campaign  (JSON requests on stdin)\n")
        return 2
    return campaign_stream(sys.stdin, sys.stdout)
