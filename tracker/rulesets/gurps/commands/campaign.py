"""Headless campaign conditions (no Qt): ``python -m tracker campaign``.

One JSON request per line with an ``op``; each op
calls the pure rule of the same name, whose arguments are the request's keys and whose result
fields are the answer's keys."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import IO, Any

from tracker.cli.jsonl import QUOTE, RequestError, quote, serve
from tracker.rulesets.gurps.rules.modules import climate, infection, moon, weather


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
        raise RequestError(f"unknown op {quote(name)} (known: "
                           + ", ".join(OPS) + ")")
    args = {k: v for k, v in req.items() if k != "op"}
    unknown = sorted(set(args) - set(op.required) - set(op.optional))
    if unknown:
        raise RequestError(f"unknown key '{unknown[0][:QUOTE]}' for op '{name}' (known: "
                           + ", ".join(op.required + op.optional) + ")")
    missing = [k for k in op.required if k not in args]
    if missing:
        raise RequestError(f"'{missing[0]}' is required for op '{name}'")
    result = op.rule(**args)
    return {k: getattr(result, k) for k in op.answer}


def campaign_stream(lines: Iterable[str], out: IO[str]) -> int:
    return serve(lines, out, answer)


USAGE = "usage: {prog} campaign  (JSON requests on stdin)\n"


def main(argv: list[str], prog: str = "python -m tracker",
         out: IO[str] | None = None, err: IO[str] | None = None,
         inp: Iterable[str] | None = None) -> int:
    if argv[:1] in (["-h"], ["--help"]):
        (out or sys.stdout).write(USAGE.format(prog=prog))
        return 0
    if argv:
        (err or sys.stderr).write(USAGE.format(prog=prog))
        return 2
    return campaign_stream(sys.stdin if inp is None else inp, out or sys.stdout)
