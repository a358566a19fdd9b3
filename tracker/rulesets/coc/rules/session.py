"""The Call of Cthulhu part of a headless session (``contracts/session.md``): the attack
dialog's Apply, damage entered directly, first aid and the Keeper dock's actions, and the
state keys only CoC has (wounds, acted, the death clock)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from tracker.model.combatant import Combatant
from tracker.model.encounter import SLOT_SEP, Encounter, combatant_of
from tracker.model.errors import RulesError
from tracker.model.session.engine import Handler, Session
from tracker.model.session.request import Req, RequestError, is_int

from . import harm, state
from .actions.aid import first_aid
from .actions.arms import weapons_of
from .actions.attack import attack
from .actions.attack_plan import damage_trace, may_defend, preview_attack
from .actions.attack_request import DEFENSES, AttackRequest, Defense
from .actions.damage import Damage
from .actions.guns import break_away, close_in, declare_rapid_fire, reload
from .actions.recover import get_up, pick_up
from .actions.sanity import san_check
from .checks import parse_d100
from .martial import COMBINE_KINDS, FEINT, TECHNIQUES
from .names import namer
from .texts import render

_ENGLISH = namer("en")


# -- state ------------------------------------------------------------------------------------
def combatant_state(enc: Encounter, c: Combatant) -> dict[str, Any]:
    clock = next((k for k in enc.state.get("clocks", []) if k.get("victim") == c.id), None)
    shown = None
    if clock is not None:
        after = clock["after"]
        holder = enc.combatants.get(combatant_of(after))
        shown = {"round": clock["round"], "after": holder.name if holder else after,
                 "slot": after.split(SLOT_SEP, 1)[1] if SLOT_SEP in after else None}
    return {
        "wounds": [{"amount": w.amount, "treated": w.treated, "source": w.source}
                   for w in c.sheet.wounds],
        "acted": enc.in_combat and state.has_acted(enc, c.id),
        "death_clock": shown,
    }


def timers(enc: Encounter) -> list[dict[str, Any]]:
    return []


def end_combat_rolls(s: Session, raw: Any) -> tuple[dict[str, Any], Callable[[Any], dict]]:
    if raw is not None:
        raise RequestError("'rolls': ending a Call of Cthulhu fight rolls nothing")
    return {}, lambda _result: {}


# -- helpers ----------------------------------------------------------------------------------
def _weapon_key(c: Combatant, given: str, what: str) -> str:
    """A weapon of ``c`` by its name, its skill id or its key (w0, w1 …)."""
    attacks = weapons_of(c)
    for match in (lambda k, w: w.name == given, lambda k, w: w.skill == given,
                  lambda k, w: k == given):
        key = next((k for k, w in attacks if match(k, w)), None)
        if key is not None:
            return key
    known = ", ".join(w.name or w.skill or k for k, w in attacks)
    raise RequestError(f"'{what}': {c.name} has no weapon or attack '{given}' (known: {known})")


def _faces(r: Req, key: str) -> tuple[int, ...] | None:
    v = r.list_(key, is_int, "die faces (whole numbers)")
    return None if v is None else tuple(v)


def _d100(r: Req, key: str = "roll") -> int | None:
    """A d100 given as a number, or as the keeper types it (R16: "00" and "100" are 100,
    "0" is refused), read as every d100 field of the window reads it."""
    v = r.raw(key)
    if isinstance(v, str):
        try:
            value = parse_d100(v)
        except RulesError as e:
            raise RequestError(f"'{r.name(key)}': {e}") from None
        if value is None:
            raise RequestError(f"'{r.name(key)}' must be a d100 roll (1–100, 00 = 100), "
                               "got an empty text")
        return value
    return r.int_(key, lo=1, hi=100)


def _lines(enc: Encounter, lines: Any) -> list[str]:
    return [render(x, _ENGLISH) for x in lines]


# -- ops --------------------------------------------------------------------------------------
def _defense(s: Session, req: Req, target: Combatant) -> Defense:
    d = req.obj("defense")
    if d is None:
        return Defense()
    kind = d.choice("kind", DEFENSES, "none")
    roll = _d100(d)
    by = d.str_("by")
    with_ = d.str_("with")
    cover_by = cover_roll = None
    cov = d.obj("cover")
    if cov is not None:
        if kind != "dodge":
            raise RequestError("'defense.cover': a cover after a failed dodge (R15) needs "
                               "kind dodge")
        cover_by = s.named(cov.str_("by", required=True), "defense.cover.by").id
        cover_roll = _d100(cov)
        cov.done()
    d.done()
    if kind == "cover":
        if by is None:
            raise RequestError("'defense.by': cover needs the investigator who steps in")
        by = s.named(by, "defense.by").id
    elif by is not None:
        raise RequestError("'defense.by' is for cover only")
    if kind == "parry":
        if with_ is None:
            raise RequestError("'defense.with': parry with which weapon (or ma, "
                               "budo_strike, budo_grapple)?")
        if with_ not in COMBINE_KINDS:
            with_ = _weapon_key(target, with_, "defense.with")
    elif with_ is not None:
        raise RequestError("'defense.with' is for a parry only")
    return Defense(kind, roll, with_ or "", by or "", cover_by or "", cover_roll)


def _attack_request(s: Session, req: Req) -> AttackRequest:
    """The model's request of an ``attack`` (every key read)."""
    att, tgt = s.combatant(req, "attacker"), s.combatant(req, "target")
    weapon = _weapon_key(att, req.str_("weapon", required=True), "weapon")
    roll = _d100(req)
    combine = None
    hands_free = True
    c = req.obj("combine")
    if c is not None:
        combine = c.choice("skill", COMBINE_KINDS, required=True)
        hands_free = c.bool_("hands_free", True)
        c_roll = _d100(c)
        c.done()
        if c_roll is not None and roll is not None and c_roll != roll:
            raise RequestError("'combine.roll': one d100 decides the attack and the martial "
                               "arts combined with it (C11)")
        roll = roll if roll is not None else c_roll
    dice = req.obj("dice")
    w_faces = db_faces = armor_faces = None
    if dice is not None:
        w_faces, db_faces = _faces(dice, "w"), _faces(dice, "db")
        armor_faces = _faces(dice, "armor")  # R16: a rolled armor ("1d6") typed too
        dice.done()
    tech = req.obj("technique")
    technique: dict[str, Any] = {}
    if tech is not None:
        wall = tech.get("wall", False)
        if wall is not None and type(wall) is not bool:
            raise RequestError("'technique.wall': true, false or null (unclear)")
        technique = {"technique": tech.choice("name", TECHNIQUES, required=True),
                     "tech_roll": _d100(tech, "roll"), "tech_roll2": _d100(tech, "roll2"),
                     "wall": wall, "height": tech.str_("height") or "",
                     "humanoid": tech.bool_("humanoid", False)}
        tech.done()
    knockout = req.bool_("knockout", False)
    knockout_roll = _d100(req, "knockout_roll")
    if knockout_roll is not None and not knockout:
        raise RequestError("'knockout_roll' is the resistance roll of a knockout: declare "
                           "'knockout' true (C7)")
    return AttackRequest(
        attacker=att.id, target=tgt.id, weapon=weapon, combine=combine, hands_free=hands_free,
        knockout=knockout, roll=roll, defense=_defense(s, req, tgt),
        # C13: the dialog's "surprise attack" (the keeper's secret roll let it through)
        surprise=req.bool_("surprise", False),
        w_faces=w_faces, db_faces=db_faces, armor_faces=armor_faces,
        # R16: the knockout's resistance roll (C7, R5) may be typed as the dialog allows
        knockout_roll=knockout_roll,
        # R18: the counterattack of a critical dodge, outside the turn order
        counter=req.bool_("counter", False), **technique)


def attack_first(s: Session, req: Req) -> tuple[dict[str, Any], bool]:
    """An ``attack`` whose defender is asked (``contracts/seats.md``): its d100 rolled now
    (unless typed; a feint rolls none, C11) with the encounter's dice, and whether the
    defender may answer it: it hit (a miss needs no answer; a critical can still be
    covered, R1). The request again with that roll, for the ``attack`` that follows."""
    request = _attack_request(s, req)
    data = dict(req.data)
    if request.roll is None and request.technique != FEINT:
        data["roll"] = s.enc.dice.d100()
        request = replace(request, roll=data["roll"])
    out = preview_attack(s.enc, request)
    return data, may_defend(out)


def op_attack(s: Session, req: Req) -> dict[str, Any]:
    request = _attack_request(s, req)
    out = s.run(attack, request)
    res = out.attack
    answer = res.to_dict()
    answer["value"] = out.value
    d = out.dodge or out.parry or out.cover
    answer["defense"] = None if d is None else {"kind": request.defense.kind, **d.to_dict()}
    if out.dodge is not None and out.cover is not None:  # R15: the cover after the dodge
        answer["defense"]["cover"] = out.cover.to_dict()
    if out.technique is not None:
        answer["technique"] = {"name": out.technique.technique,
                               "states": list(out.technique.states),
                               "rolls": [list(r) for r in out.technique.rolls]}
    if out.knockout is not None:
        answer["knockout"] = out.knockout.to_dict()
    enc = s.enc
    answer["damage_to"] = {enc.combatants[cid].name: n for cid, n in out.damage.items()}
    lines = list(out.attack_lines) + list(out.defense_lines)
    for cid in out.damage:
        lines += damage_trace(enc, out, cid)
    answer["explain"] = _lines(enc, lines)
    echo: dict[str, Any] = {"outcome": answer, "roll": res.roll,
                            "dice": {"w": list(res.w_faces), "db": list(res.db_faces)}}
    if res.armor_faces:
        echo["dice"]["armor"] = list(res.armor_faces)
    if d is not None:
        echo["defense"] = {"roll": d.roll}
    if out.knockout is not None and out.knockout.roll is not None:
        echo["knockout_roll"] = out.knockout.roll
    return echo


def op_damage(s: Session, req: Req) -> dict[str, Any]:
    c = s.combatant(req, "target")
    hit = Damage(req.int_("amount", required=True, lo=0),
                 req.choice("source", ("normal", "fumble", "extra"), "normal"))
    from tracker.model import operations as ops

    res = s.run(ops.apply_hit, c.id, hit)
    out = res.to_dict()
    enc = s.enc
    # R13: the answer names the victim and the holder as every view does, not their ids
    out["explain"] = _lines(enc, harm.named(enc, res.explain))
    if res.death_clock is not None:
        after = res.death_clock.after
        holder = enc.combatants.get(combatant_of(after))
        out["death_clock"] = {"victim": c.name, "round": res.death_clock.round,
                              "after": holder.name if holder else after,
                              "slot": after.split(SLOT_SEP, 1)[1] if SLOT_SEP in after
                              else None}
    return {"outcome": out}


def op_first_aid(s: Session, req: Req) -> dict[str, Any]:
    healer, patient = s.combatant(req, "healer"), s.combatant(req, "patient")
    wound = req.int_("wound", required=True, lo=0)
    skill = req.choice("skill", ("first_aid", "medicine"), "first_aid")
    res = s.run(first_aid, healer.id, patient.id, wound, skill=skill, roll=_d100(req),
                faces=_faces(req, "dice"))
    out = res.to_dict()
    out["explain"] = _lines(s.enc, res.explain)
    return {"outcome": out, "roll": res.roll, "dice": list(res.faces)}


def op_get_up(s: Session, req: Req) -> None:
    c = s.combatant(req, "name")
    helper = req.str_("helper")
    s.run(get_up, c.id, None if helper is None else s.named(helper, "helper").id)


def op_close_in(s: Session, req: Req) -> None:
    s.run(close_in, s.combatant(req, "name").id, s.combatant(req, "target").id)


def op_break_away(s: Session, req: Req) -> dict[str, Any]:
    c = s.combatant(req, "name")
    res = s.run(break_away, c.id, _d100(req))
    out = {"target": res.target, "roll": res.roll, "outcome": res.outcome,
           "free_from": res.free_from, "explain": _lines(s.enc, res.explain)}
    return {"outcome": out, "roll": res.roll}


def op_rapid_fire(s: Session, req: Req) -> None:
    s.run(declare_rapid_fire, s.combatant(req, "name").id)


def op_pick_up(s: Session, req: Req) -> None:
    s.run(pick_up, s.combatant(req, "name").id)


def op_reload(s: Session, req: Req) -> None:
    c = s.combatant(req, "name")
    s.run(reload, c.id, _weapon_key(c, req.str_("weapon", required=True), "weapon"))


def op_san_check(s: Session, req: Req) -> dict[str, Any]:
    c = s.combatant(req, "name")
    duration = req.int_("duration", lo=1, hi=9999)
    res = s.run(san_check, c.id, req.str_("loss", required=True), roll=_d100(req),
                faces=_faces(req, "dice"), idea_roll=_d100(req, "idea_roll"),
                duration=duration, new_hour=req.bool_("new_hour", False))
    out = res.to_dict()
    out["explain"] = _lines(s.enc, res.explain)
    return {"outcome": out, "roll": res.roll, "dice": list(res.faces)}


OPS: dict[str, Handler] = {
    "attack": op_attack, "damage": op_damage, "first_aid": op_first_aid, "get_up": op_get_up,
    "close_in": op_close_in, "break_away": op_break_away, "rapid_fire": op_rapid_fire,
    "pick_up": op_pick_up, "reload": op_reload, "san_check": op_san_check,
}
