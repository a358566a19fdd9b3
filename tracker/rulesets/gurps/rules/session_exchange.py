"""The GURPS session's maneuvers, postures and whole exchange (``contracts/maneuvers.md``):
``maneuver``, ``posture`` and ``attack`` (the attack roll, the defense and the hits as one
undo step, as the window's attack dialog does), and the state keys they add."""

from __future__ import annotations

from typing import Any

from tracker.model.combatant import Combatant
from tracker.model.encounter import Encounter
from tracker.model.session.engine import Session
from tracker.model.session.request import Req, RequestError

from . import maneuver_ops as mo
from . import maneuvers as m
from . import session_weapons as sw
from .attack_skill import attack_skill
from .defense import KINDS, NONE, Defense
from .operations import apply_hits, attack_preview, may_defend
from .resolver import Hit
from .sheet_defense import sheet_defense
from .tohit import Attack
from .tohit_request import parse_request
from .weapons import Weapon


def stance_state(enc: Encounter, c: Combatant) -> dict[str, Any]:
    """STATE: ``posture`` (never null) and ``maneuver`` (null out of combat or before the
    combatant has chosen one this turn)."""
    mv = m.maneuver_of(c) if enc.in_combat else None
    out: dict[str, Any] = {"posture": m.posture_of(c), "maneuver": None}
    if mv is not None:
        target = enc.combatants.get(mv.get("target") or "")
        out["maneuver"] = {"id": mv["id"], "option": mv.get("option"),
                           "target": target.name if target is not None else None,
                           "turns": mv.get("turns", 1)}
    return out


def op_maneuver(s: Session, req: Req) -> None:
    c = s.combatant(req, "name")
    mid = req.choice("maneuver", m.MANEUVERS, required=True)
    option = req.str_("option")
    foe = req.str_("target")
    target = s.named(foe, "target").id if foe is not None else None
    margin = req.int_("margin")
    acc = req.int_("acc")
    braced = req.bool_("braced", False)
    s.run(mo.set_maneuver, c.id, mid, option, target, acc, braced, margin)


def op_posture(s: Session, req: Req) -> None:
    c = s.combatant(req, "name")
    posture = req.choice("posture", m.POSTURES, required=True)
    s.run(mo.set_posture, c.id, posture)


#: the hit's keys an ``attack`` request passes on (as ``hit`` takes them)
_HIT_FLAGS = ("chinks", "explosive", "targeting_wound", "from_behind")


def _hits(req: Req, shots: int, location: str, weapon: Weapon | None = None,
          rolled: tuple[Any, list] | None = None) -> list[Hit]:
    """The hit ready for every shot: ``damage`` one number (each hit the same) or a list
    (one per hit, in order); with a ``weapon`` and no ``damage``, its dice rolled once a
    shot (``rolled``: the dice, and the list that gets each roll, W1)."""
    raw = req.get("damage")
    if raw is None and weapon is not None and rolled is not None:
        return sw.rolled_hits(req, weapon, shots, location, *rolled, _HIT_FLAGS)
    if raw is None:  # a miss needs none; a hit that lands is refused below without it
        return []
    damages = raw if type(raw) is list else [raw]
    if not damages or any(type(d) is not int or d < 0 for d in damages):
        raise RequestError("'damage' must be a whole number 0 or more, or a list of them "
                           "(one per hit)")
    if type(raw) is not list:
        damages = damages * shots
    kind, divisor, flags = sw.hit_keys(req, weapon, _HIT_FLAGS)
    return [Hit(damage=d, type=kind, location=location, armor_divisor=divisor, **flags)
            for d in damages]


def _defense(s: Session, target: Combatant, dreq: Req, kinds: tuple[str, ...],
             why: str | None) -> tuple[Defense, int | None]:
    """One defense of ``defense`` (or of its ``then``) from the target's sheet; none when
    the rules allow none (``why``, RULES M)."""
    kind = dreq.choice("kind", kinds, required=True)
    roll = dreq.int_("roll", lo=3, hi=18)
    retreat = dreq.bool_("retreat", False)
    weapon = sw.defense_keys(target, dreq, kind)  # W1: ``with``, ``feverish``
    if kind != NONE and why is not None:
        return Defense(NONE), None
    if kind == NONE:
        return Defense(NONE), roll
    base = sheet_defense(target.sheet, kind)  # as the defense dialog starts
    if base is None and weapon[0] is None:
        raise RequestError(f"'{dreq.name('kind')}': {target.name}'s sheet has no {kind}")
    d = Defense(kind, base or 0, retreat=retreat, stunned=s.enc.ruleset.stunned(target),
                feverish=weapon[1])
    return sw.with_weapon(target, d, weapon[0]), roll


def _defense_answer(d: Any) -> dict[str, Any]:
    return {"kind": d.kind, "target": d.effective, "roll": d.roll, "success": d.success,
            "stopped": d.stopped}


def _attack_keys(s: Session, req: Req) -> tuple[Combatant, Combatant, Weapon | None,
                                                 Attack, int | None]:
    """(attacker, target, weapon, attack, roll) of an ``attack`` request."""
    attacker = s.combatant(req, "attacker")
    target = s.combatant(req, "target")
    roll_keys = {k: req.get(k) for k in ("skill", "location", "ranged", "situation",
                                         "behind_characters", "shots", "recoil", "other",
                                         "chinks", "targeting_wound")  # G2 in the roll (R26)
                 if req.has(k)}
    weapon = sw.attack_weapon(attacker, req, roll_keys)  # W1: its skill unless given
    # no skill given: the one the attack dialog starts from (the remembered skill, else DX)
    roll_keys.setdefault("skill", attack_skill(attacker.sheet))
    roll = req.int_("roll", lo=3, hi=18)
    attack, _roll, _simplified = parse_request(roll_keys)
    return attacker, target, weapon, attack, roll


def attack_first(s: Session, req: Req) -> tuple[dict[str, Any], bool]:
    """An ``attack`` whose defender is asked (``contracts/seats.md``): its 3d rolled now
    (unless typed) with the encounter's dice, and whether the defender may answer it: it
    hit, not critically (B348), and the rules allow the target a defense (RULES M). The
    request again with that roll, for the ``attack`` that follows."""
    attacker, target, weapon, attack, roll = _attack_keys(s, req)
    req.bool_("out_of_turn", False)
    req.get("damage")  # the hit's keys are read again when the attack is made
    sw.hit_keys(req, weapon, _HIT_FLAGS)
    if roll is None:
        roll = s.enc.dice.roll(3)
    result = attack_preview(s.enc, target.id, attacker.id, attack, weapon, roll)
    return {**req.data, "roll": roll}, may_defend(s.enc, target.id, result)


def op_attack(s: Session, req: Req) -> dict[str, Any]:
    attacker, target, weapon, attack, roll = _attack_keys(s, req)
    out_of_turn = req.bool_("out_of_turn", False)
    dreq = req.obj("defense")
    defense, defense_roll = None, None
    second, second_roll = None, None
    why = mo.no_defense_reason(s.enc, target)
    if dreq is not None:
        defense, defense_roll = _defense(s, target, dreq, (*KINDS, NONE), why)
        then = dreq.obj("then")  # All-Out Defense (Double): a second defense (M)
        if then is not None:
            if why is not None:
                raise RequestError(f"'defense.then': {why}")
            second, second_roll = _defense(s, target, then, KINDS, None)
            then.done()
        dreq.done()
    rolled: list = []
    hits = _hits(req, attack.shots, attack.location, weapon, (s.enc.dice, rolled))
    report: dict[str, Any] = {}
    outcomes = s.run(apply_hits, target.id, hits, rolled or None, attacker=attacker.id,
                     attack=attack, weapon=weapon,
                     roll=roll, defense=defense, defense_roll=defense_roll,
                     second_defense=second, second_defense_roll=second_roll,
                     out_of_turn=out_of_turn, as_many_as_land=True, report=report)
    result = report["tohit"]
    d = report.get("defense")
    d2 = report.get("second_defense")
    through = result.hits if d is None else (d2 or d).through
    if len(outcomes) < through:
        raise RequestError(f"{through} hit(s) got through: give 'damage' (a number for every "
                           "hit, or a list, one per hit)")
    tohit = result.to_dict()
    tohit["explain"] = [x.render() for x in result.explain]
    if d is None:
        answer_defense: dict[str, Any] = {"kind": NONE, "why": why or (
            "the attack missed" if not result.hit else "no defense was asked for")}
    elif d.kind == NONE:
        answer_defense = {"kind": NONE, "why": why or "the defender makes no defense"}
    else:
        answer_defense = _defense_answer(d)
        if defense is not None and defense.weapon is not None:  # W1: the weapon parrying
            answer_defense["with"] = defense.weapon
        if d2 is not None:
            answer_defense["then"] = _defense_answer(d2)
    return {"tohit": tohit, "defense": answer_defense,
            "outcomes": [o.to_dict() for o in outcomes]}
