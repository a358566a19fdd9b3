"""Headless subcommands (no Qt): ``python -m tracker resolve``."""

from __future__ import annotations

import sys
from collections.abc import Iterable
from typing import IO, Any

from ..model.dice import Dice
from ..model.gurps.bodyplan import body_plan, plan_problems
from ..model.gurps.resolver import Hit, Options, Target, resolve
from .jsonl import RequestError, answer_line, run_jsonl, serve, usage_text

_TARGET_KEYS = {"hp", "ht", "current_hp", "body", "dr", "traits", "arms", "legs", "fp",
                "current_fp", "heads", "brainless_heads"}
_HIT_KEYS = {"target", "location", "roll", "subroll", "damage", "type", "armor_divisor",
             "chinks", "explosive", "targeting_wound", "from_behind", "blunt_trauma",
             "flexible_armor", "missing", "crippled", "seed"}


def _bool(req: dict[str, Any], key: str) -> bool:
    v = req.get(key, False)
    if not isinstance(v, bool):
        raise RequestError(f"'{key}' must be true or false")
    return v


def _opt_int(obj: dict[str, Any], key: str) -> int | None:
    v = obj.get(key)
    if v is None:
        return None
    if isinstance(v, bool) or not isinstance(v, int):
        raise RequestError(f"'{key}' must be a whole number")
    return v


def parse_request(req: Any) -> tuple[Target, Hit, Options]:
    if not isinstance(req, dict):
        raise RequestError("a request must be a JSON object")
    unknown = set(req) - _HIT_KEYS
    if unknown:
        raise RequestError(f"unknown key '{sorted(unknown)[0]}'")
    t = req.get("target")
    if not isinstance(t, dict):
        raise RequestError("'target' must be an object with at least 'hp'")
    unknown = set(t) - _TARGET_KEYS
    if unknown:
        raise RequestError(f"unknown target key '{sorted(unknown)[0]}'")
    if "hp" not in t:
        raise RequestError("'target.hp' is required")
    traits = t.get("traits", [])
    if not isinstance(traits, list) or not all(isinstance(x, str) for x in traits):
        raise RequestError("'target.traits' must be a list of names")
    dr = t.get("dr", 0)
    if not isinstance(dr, int | dict) or isinstance(dr, bool):
        raise RequestError("'target.dr' must be a number or an object {location: DR}")
    body = t.get("body", "humanoid")
    if isinstance(body, dict):
        problems = plan_problems(body, "target.body")
        if problems:
            raise RequestError("'{}': {}".format(*problems[0]))
    elif not isinstance(body, str):
        raise RequestError("'target.body' must be a body plan id or a body plan object")
    for key in ("missing", "crippled"):
        v = req.get(key, [])
        if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
            raise RequestError(f"'{key}' must be a list of location ids")
    target = Target(
        max_hp=t["hp"], ht=t.get("ht", 10), current_hp=t.get("current_hp"), body=body,
        dr=dr, traits=frozenset(traits), arms=_opt_int(t, "arms"), legs=_opt_int(t, "legs"),
        max_fp=_opt_int(t, "fp"), current_fp=_opt_int(t, "current_fp"),
        missing=frozenset(req.get("missing", [])), crippled=frozenset(req.get("crippled", [])),
        flexible_armor=_bool(req, "flexible_armor"), heads=_opt_int(t, "heads") or 1,
        brainless_heads=_opt_int(t, "brainless_heads") or 0,
    )
    if "damage" not in req:
        raise RequestError("'damage' is required")
    location = req.get("location", "torso")
    if not isinstance(location, str):
        raise RequestError("'location' must be a location id or \"random\"")
    dtype = req.get("type", "cr")
    if not isinstance(dtype, str):
        raise RequestError("'type' must be a damage type such as cr, cut or imp")
    hit = Hit(
        damage=req["damage"], type=dtype, location=location, roll=_opt_int(req, "roll"),
        subroll=_opt_int(req, "subroll"), armor_divisor=req.get("armor_divisor", 1),
        chinks=_bool(req, "chinks"), explosive=_bool(req, "explosive"),
        targeting_wound=_bool(req, "targeting_wound"), from_behind=_bool(req, "from_behind"),
    )
    return target, hit, Options(blunt_trauma=_bool(req, "blunt_trauma"))


def _english_names(body: Any, brainless_heads: int = 0):
    plan = body_plan(body, brainless_heads)

    def name_of(arg: str, value: Any) -> str:
        if arg in ("location", "as_location") and isinstance(value, str) and value in plan.by_id:
            return plan.by_id[value].name_en
        if arg == "effect":
            from ..model.gurps.texts import EFFECTS
            return EFFECTS.get(value, str(value))
        return str(value)

    return name_of


def answer(req: Any, dice: Dice) -> dict[str, Any]:
    target, hit, options = parse_request(req)
    seed = req.get("seed")
    roller = Dice(seed) if isinstance(seed, int) and not isinstance(seed, bool) else dice
    outcome = resolve(target, hit, options, roller)
    out = outcome.to_dict()
    name_of = _english_names(target.body, target.brainless_heads)
    out["explain"] = [line.render(name_of=name_of) for line in outcome.explain]
    return out


def resolve_line(line: str, dice: Dice) -> tuple[dict[str, Any], bool]:
    return answer_line(line, lambda req: answer(req, dice))


def resolve_stream(lines: Iterable[str], out: IO[str], seed: int | None = None) -> int:
    dice = Dice(seed)
    return serve(lines, out, lambda req: answer(req, dice))


def resolve_usage(prog: str) -> str:
    return usage_text(prog, "resolve", "Reads one JSON hit request per line on stdin and "
                      "writes one JSON answer per line on stdout.",
                      seed="seed for random hit locations (a request may carry its own "
                      "\"seed\")")


def main(argv: list[str], prog: str = "python -m tracker",
         out: IO[str] | None = None, err: IO[str] | None = None,
         inp: Iterable[str] | None = None) -> int:
    """Exit status 0, 1 if a request failed, 2 for bad arguments (usage on stderr, stdin
    untouched)."""
    return run_jsonl(argv, prog, "resolve", resolve_usage(prog),
                     lambda seed: (lambda req, dice=Dice(seed): answer(req, dice)),
                     out or sys.stdout, err or sys.stderr, sys.stdin if inp is None else inp)

