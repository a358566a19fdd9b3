"""``python -m tracker resolve``: GURPS hits (G1–G13) over JSON lines, one answer per request."""

from __future__ import annotations

from typing import Any

from tracker.cli.jsonl import DiceCommand, Request, RequestError, answer_line
from tracker.model.dice import Dice
from tracker.rulesets.gurps.rules.bodyplan import body_plan, plan_problems
from tracker.rulesets.gurps.rules.resolver import MAX_BRAINLESS_HEADS, Hit, Options, Target, resolve

#: as the file format bounds a sheet's (tracker/rulesets/gurps/rules/validate.py)
_MAX_PARTS = 1000


def _names(r: Request, key: str, what: str) -> frozenset[str]:
    return frozenset(r.list_(key, lambda x: type(x) is str, what) or ())


def parse_request(data: Any) -> tuple[Target, Hit, Options]:
    req = Request(data)
    if not isinstance(req.raw("target"), dict):
        raise RequestError("'target' must be an object with at least 'hp'")
    t = req.obj("target", required=True)
    assert t is not None
    body = t.raw("body")
    if body is None:
        body = "humanoid"
    elif isinstance(body, dict):
        problems = plan_problems(body, "target.body")
        if problems:
            raise RequestError("'{}': {}".format(*problems[0]))
    elif not isinstance(body, str):
        raise RequestError("'target.body' must be a body plan id or a body plan object")
    dr = t.raw("dr")
    if dr is None:
        dr = 0
    elif type(dr) is not int and not isinstance(dr, dict):
        raise RequestError("'target.dr' must be a number or an object {location: DR}")
    heads = t.int_("heads", 1, 1, _MAX_PARTS)
    target = Target(
        max_hp=t.int_("hp", required=True), ht=t.int_("ht", 10),
        current_hp=t.int_("current_hp"), body=body, dr=dr,
        traits=_names(t, "traits", "names"),
        arms=t.int_("arms", None, 0, _MAX_PARTS), legs=t.int_("legs", None, 0, _MAX_PARTS),
        max_fp=t.int_("fp"), current_fp=t.int_("current_fp"),
        missing=_names(req, "missing", "location ids"),
        crippled=_names(req, "crippled", "location ids"),
        flexible_armor=req.bool_("flexible_armor", False), heads=heads,
        brainless_heads=t.int_("brainless_heads", 0, 0, MAX_BRAINLESS_HEADS),
        unconscious=t.bool_("unconscious", False),
    )
    t.done()
    damage = req.raw("damage", required=True)
    divisor = req.raw("armor_divisor")
    hit = Hit(
        damage=damage, type=req.str_("type", "cr"),
        location=req.str_("location", "torso"), roll=req.int_("roll"),
        subroll=req.int_("subroll"), armor_divisor=1 if divisor is None else divisor,
        chinks=req.bool_("chinks", False), explosive=req.bool_("explosive", False),
        targeting_wound=req.bool_("targeting_wound", False),
        from_behind=req.bool_("from_behind", False),
    )
    options = Options(blunt_trauma=req.bool_("blunt_trauma", False))
    req.raw("seed")
    req.done()
    return target, hit, options


def _english_names(body: Any, brainless_heads: int = 0):
    plan = body_plan(body, brainless_heads)

    def name_of(arg: str, value: Any) -> str:
        if arg in ("location", "as_location") and isinstance(value, str) and value in plan.by_id:
            return plan.by_id[value].name_en
        if arg == "effect":
            from tracker.rulesets.gurps.rules.texts import EFFECTS
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


COMMAND = DiceCommand(
    "resolve", "Reads one JSON hit request per line on stdin and writes one JSON answer per "
    "line on stdout.", "seed for random hit locations (a request may carry its own \"seed\")",
    answer)
main, resolve_stream, resolve_usage = COMMAND.main, COMMAND.stream, COMMAND.usage


def resolve_line(line: str, dice: Dice) -> tuple[dict[str, Any], bool]:
    return answer_line(line, lambda req: answer(req, dice))
