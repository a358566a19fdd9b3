"""``python -m tracker coc``: the Call of Cthulhu rules (docs/rules.md C0–C13, R1–R20) over JSON
lines, one answer per request (see README, "Headless CoC interface")."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tracker.cli.jsonl import DiceCommand, Request, RequestError, answer_line, quote
from tracker.model.dice import Dice
from tracker.model.explain import ExplainLine
from tracker.model.request import BIG as _BIG
from tracker.rulesets.coc.rules.attack import resolve_attack
from tracker.rulesets.coc.rules.checks import (
    OUTCOMES,
    Options,
    check_line,
    classify,
    d100,
    resistance_line,
    resistance_outcome,
    resistance_target,
)
from tracker.rulesets.coc.rules.death import DeathClock, end_action
from tracker.rulesets.coc.rules.defense import (
    PARRY_WITH,
    ParriedAttack,
    resolve_cover,
    resolve_dodge,
    resolve_parry,
)
from tracker.rulesets.coc.rules.derived import damage_bonus, derive
from tracker.rulesets.coc.rules.firearms import fire_plan
from tracker.rulesets.coc.rules.injury import (
    STATES,
    WOUND_SOURCES,
    Wound,
    apply_damage,
    first_aid,
    resolve_knockout,
)
from tracker.rulesets.coc.rules.martial import COMBINE_KINDS, TECHNIQUES, Combine, technique_allowed
from tracker.rulesets.coc.rules.names import namer
from tracker.rulesets.coc.rules.rounds import round_start
from tracker.rulesets.coc.rules.texts import render
from tracker.rulesets.coc.rules.weapons import WEAPON_CLASSES, Weapon

_ENGLISH = namer("en")


class _Req(Request):
    def roll(self) -> int | None:
        """The d100 a request types (1–100), or None to roll it."""
        return self.int_("roll", None, 1, 100)


def _options(req: _Req) -> Options:
    r = req.obj("rules", required=False)
    if r is None:
        return Options()
    crit = r.int_("critical", 5)
    if crit not in (1, 5):
        raise RequestError(f"'rules.critical' must be 5 or 1, got {crit}")
    opts = Options(critical=crit, shock=r.bool_("shock", True),
                   npc_clock=r.bool_("npc_clock", False))
    r.done()
    return opts


def _dice_obj(req: _Req, parts: tuple[str, ...]) -> dict[str, list[int] | None]:
    d = req.obj("dice", required=False)
    if d is None:
        return {p: None for p in parts}
    out = {p: d.faces(p) for p in parts}
    d.done()
    return out


def _ints(x: Any) -> bool:
    return type(x) is int


def _strs(x: Any) -> bool:
    return type(x) is str


# -- ops --------------------------------------------------------------------------------------


def op_derive(req: _Req, dice: Dice, opts: Options) -> Any:
    return derive(req.int_("str", lo=0, required=True), req.int_("con", lo=0, required=True),
                  req.int_("siz", lo=0, required=True), req.int_("dex", lo=0, required=True),
                  req.int_("pow", lo=0, required=True))


def op_attack(req: _Req, dice: Dice, opts: Options) -> Any:
    w = req.obj("weapon", required=True)
    assert w is not None
    weapon = Weapon(damage=w.expr("damage", required=True),
                    cls=w.choice("class", WEAPON_CLASSES, required=True),
                    db=w.bool_("db", True), small=w.bool_("small", False),
                    skill=w.str_("skill", ""))
    w.done()
    db = req.expr("db")
    has_stats = req.has("str") or req.has("siz")
    if db is not None and has_stats:
        raise RequestError("give either 'db' or 'str' and 'siz', not both")
    if has_stats:
        db = damage_bonus(req.int_("str", lo=0, required=True),
                          req.int_("siz", lo=0, required=True))
    if db is None:
        if weapon.db:
            raise RequestError("the weapon adds damage bonus: give 'db' (\"+1d4\", \"0\" …) "
                               "or 'str' and 'siz'")
        db = "0"
    combine = None
    c = req.obj("combine", required=False)
    if c is not None:
        combine = Combine(c.choice("skill", COMBINE_KINDS, required=True),
                          c.int_("value", lo=-_BIG, required=True),
                          c.bool_("hands_free", True))
        c.done()
    armor: int | str = 0
    t = req.obj("target", required=False)
    if t is not None:
        armor = t.expr("armor", "0")
        armor = int(armor) if armor.isdigit() else armor
        t.done()
    faces = _dice_obj(req, ("w", "db", "armor"))
    result = resolve_attack(
        req.int_("skill", required=True), weapon, db, roll=req.roll(), dice=dice, armor=armor,
        combine=combine, w_faces=faces["w"], db_faces=faces["db"],
        armor_faces=faces["armor"], surprise=req.bool_("surprise", False), options=opts)
    out = result.to_dict()
    out["db"] = db if weapon.db else "0"
    if result.armor_faces:
        out["dice"]["armor"] = list(result.armor_faces)
    return result, out


def _attack_info(req: _Req) -> _Req:
    a = req.obj("attack", required=True)
    assert a is not None
    return a


def op_dodge(req: _Req, dice: Dice, opts: Options) -> Any:
    a = _attack_info(req)
    outcome, cls = a.choice("outcome", OUTCOMES, required=True), a.choice(
        "class", WEAPON_CLASSES, required=True)
    undodgeable = a.bool_("undodgeable", False)
    a.done()
    tries = req.list_("tries", _ints, "whole numbers") or []
    return resolve_dodge(req.int_("dodge", lo=0, required=True), tries, outcome, cls,
                         roll=req.roll(), dice=dice, undodgeable=undodgeable,
                         prone=req.bool_("prone", False), options=opts)


def op_parry(req: _Req, dice: Dice, opts: Options) -> Any:
    a = _attack_info(req)
    attack = ParriedAttack(
        outcome=a.choice("outcome", OUTCOMES, required=True),
        cls=a.choice("class", WEAPON_CLASSES, required=True),
        damage=_num_or_expr(a, "damage", None), db=_num_or_expr(a, "db", "0"),
        small=a.bool_("small", False), by=a.choice("by", ("human", "mythos"), "human"),
        combined=a.choice("combined", COMBINE_KINDS))
    a.done()
    faces = _dice_obj(req, ("w", "db"))
    return resolve_parry(
        req.int_("skill", required=True), req.choice("with", PARRY_WITH, required=True), attack,
        parried_this_round=req.bool_("parried_this_round", False), roll=req.roll(), dice=dice,
        durability=req.int_("durability", None, 0), w_faces=faces["w"], db_faces=faces["db"],
        closed_in=req.bool_("closed_in", False), prone=req.bool_("prone", False), options=opts)


def _num_or_expr(r: _Req, key: str, default: str | None) -> str | int:
    v = r.raw(key, default is None)
    if v is None:
        return default  # type: ignore[return-value]
    if type(v) is int or type(v) is str:
        return v
    raise RequestError(f"'{r.name(key)}' must be a dice expression or a number, "
                       f"got {quote(v)}")


def op_cover(req: _Req, dice: Dice, opts: Options) -> Any:
    return resolve_cover(req.int_("dex", lo=0, required=True),
                         req.int_("damage", lo=0, required=True),
                         acted=req.bool_("acted", False), pc=req.bool_("pc", True),
                         roll=req.roll(), dice=dice,
                         dodge_fumbled=req.bool_("dodge_fumbled", False),
                         prone=req.bool_("prone", False), options=opts)


def op_knockout(req: _Req, dice: Dice, opts: Options) -> Any:
    w, t = req.obj("weapon", required=True), req.obj("target", required=True)
    assert w is not None and t is not None
    cls = w.choice("class", WEAPON_CLASSES, required=True)
    w.done()
    hp = t.int_("hp", lo=0, required=True)
    t.done()
    return resolve_knockout(cls, req.int_("damage", lo=0, required=True), hp,
                            declared_before_roll=req.bool_("declared_before_roll", required=True),
                            roll=req.roll(), dice=dice)


def op_damage(req: _Req, dice: Dice, opts: Options) -> Any:
    t = req.obj("target", required=True)
    assert t is not None
    victim = t.str_("id", required=True)
    hp, con = t.int_("hp", lo=0, required=True), t.int_("con", lo=0, required=True)
    pc = t.bool_("pc", True)
    t.done()
    order = req.list_("order", _strs, "order positions (text)") or []
    return apply_damage(victim, hp, con, req.int_("damage", lo=0, required=True), pc=pc,
                        in_combat=req.bool_("in_combat", True), round=req.int_("round", 1, 1),
                        by=req.str_("by"), order=order, options=opts)


def op_end_action(req: _Req, dice: Dice, opts: Options) -> Any:
    order = req.list_("order", _strs, "order positions (text)", required=True)
    dead = req.list_("dead", _strs, "combatant ids") or []
    clocks = []
    for i, raw in enumerate(req.list_("clocks", lambda x: True, "clocks") or []):
        c = _Req(raw, f"clocks[{i}]")
        clocks.append(DeathClock(c.str_("victim", required=True),
                                 c.int_("round", lo=1, required=True),
                                 c.str_("after", required=True)))
        c.done()
    hp_raw = req.raw("hp") or {}
    if type(hp_raw) is not dict or not all(type(v) is int for v in hp_raw.values()):
        raise RequestError("'hp' must be an object {combatant id: HP}")
    return end_action(req.int_("round", lo=1, required=True), req.str_("actor", required=True),
                      order, frozenset(dead), clocks, hp_raw)


def op_first_aid(req: _Req, dice: Dice, opts: Options) -> Any:
    w, p = req.obj("wound", required=True), req.obj("patient", required=True)
    assert w is not None and p is not None
    wound = Wound(w.int_("amount", lo=0, required=True),
                  w.choice("source", WOUND_SOURCES, "normal"), w.bool_("treated", False))
    w.done()
    max_hp = p.int_("max_hp", lo=1, required=True)
    hp = p.int_("hp", lo=0, hi=max_hp, required=True)
    p.done()
    return first_aid(req.int_("skill", required=True), wound, hp, max_hp, roll=req.roll(),
                     faces=req.faces("dice"), dice=dice, options=opts)


def op_round_start(req: _Req, dice: Dice, opts: Options) -> Any:
    c = req.obj("combatant", required=True)
    assert c is not None
    hp, con = c.int_("hp", lo=0, required=True), c.int_("con", lo=0, required=True)
    states = c.list_("states", lambda x: x in STATES,
                     f"states ({', '.join(STATES)})") or []
    c.done()
    return round_start(hp, con, states, roll=req.roll(), faces=req.faces("dice"), dice=dice,
                       options=opts)


def op_fire_plan(req: _Req, dice: Dice, opts: Options) -> Any:
    return fire_plan(req.int_("dex", lo=0, required=True), req.int_("skill", required=True),
                     req.int_("shots", 1, 1, 100), rapid_fire=req.bool_("rapid_fire", False),
                     point_blank=req.bool_("point_blank", False))


class _Plain:
    """An answer built here, with its explain lines."""

    def __init__(self, out: dict[str, Any], *lines: ExplainLine) -> None:
        self.out, self.explain = out, lines

    def to_dict(self) -> dict[str, Any]:
        return self.out


def op_check(req: _Req, dice: Dice, opts: Options) -> Any:
    value = req.int_("value", required=True)
    roll = d100(req.roll(), dice)
    outcome = classify(roll, value, opts.critical)
    return _Plain({"roll": roll, "value": value, "outcome": outcome},
                  check_line("check", roll, value, outcome))


def op_resistance(req: _Req, dice: Dice, opts: Options) -> Any:
    active = req.int_("active", lo=0, required=True)
    passive = req.int_("passive", lo=0, required=True)
    target = resistance_target(active, passive)
    roll = req.roll()
    if 0 < target < 100:
        roll = d100(roll, dice)
    outcome = resistance_outcome(target, roll)
    return _Plain({"target": target, "roll": roll, "outcome": outcome},
                  resistance_line(active, passive, target, outcome))


def op_technique(req: _Req, dice: Dice, opts: Options) -> Any:
    skills_raw = req.raw("skills", True)
    if type(skills_raw) is not dict or not all(type(v) is int for v in skills_raw.values()):
        raise RequestError("'skills' must be an object {skill id: value}")
    result = technique_allowed(
        req.choice("technique", TECHNIQUES, required=True), skills_raw,
        attack_skill=req.str_("attack_skill", ""), target_human=req.bool_("target_human", True),
        target_humanoid=req.bool_("target_humanoid", False),
        target_siz=req.int_("target_siz", None, 0), also=req.choice("also", TECHNIQUES),
        knockout_only=req.bool_("knockout_only", False))
    return result, {"allowed": result.allowed, "reasons": list(result.reasons)}


OPS: dict[str, Callable[[_Req, Dice, Options], Any]] = {
    "derive": op_derive, "attack": op_attack, "dodge": op_dodge, "parry": op_parry,
    "cover": op_cover, "knockout": op_knockout, "damage": op_damage,
    "end_action": op_end_action, "first_aid": op_first_aid, "round_start": op_round_start,
    "fire_plan": op_fire_plan, "check": op_check, "resistance": op_resistance,
    "technique": op_technique,
}


def answer_request(data: Any, dice: Dice) -> dict[str, Any]:
    req = _Req(data)
    op = req.str_("op", required=True)
    if op not in OPS:
        raise RequestError(f"unknown op {quote(op)} (known: {', '.join(OPS)})")
    opts = _options(req)
    result = OPS[op](req, dice, opts)
    req.done()
    if isinstance(result, tuple):
        result, out = result
    else:
        out = result.to_dict()
    out["explain"] = [render(x, _ENGLISH) for x in result.explain]
    return out


def answer(line: str, dice: Dice) -> tuple[dict[str, Any], bool]:
    """One request line → (answer, ok)."""
    return answer_line(line, lambda data: answer_request(data, dice))


COMMAND = DiceCommand(
    "coc", "Reads one JSON Call of Cthulhu request per line on stdin and writes one JSON answer "
    "per line on stdout.", "seed for the dice a request does not give", answer_request)
main, run, coc_usage = COMMAND.main, COMMAND.stream, COMMAND.usage
