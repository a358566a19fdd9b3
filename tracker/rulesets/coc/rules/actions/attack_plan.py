"""The attack planned without changing the encounter: :func:`plan_attack` reads the encounter
and rolls what the request did not give with the dice it is handed; :func:`preview_attack`
runs it with a copy of the encounter's dice, so the preview shows exactly what the attack
(:mod:`.attack`) will do."""

from __future__ import annotations

from typing import Any

from tracker.model.combatant import Combatant
from tracker.model.dice import Dice
from tracker.model.encounter import Encounter
from tracker.model.explain import ExplainLine

from .. import harm, state
from ..attack import AttackResult, resolve_attack
from ..checks import CRITICAL, SPECIAL, classify, d100
from ..firearms import fire_plan
from ..harm import PRONE
from ..injury import DEAD, resolve_knockout
from ..martial import (
    BUDO_STRIKE,
    COMBINE_KINDS,
    FEINT,
    RUSH,
    SALTO,
    TACKLE,
    Combine,
    FeintResult,
    combine_refusal,
    feint,
    rush,
    salto,
    tackle,
)
from ..special import special_damage
from ..weapons import FIREARM, KNOCKOUT_CLASSES, UNARMED, Weapon
from .arms import COMBINE_SKILLS, require_usable, skill_value, weapon_of
from .attack_request import AttackOutcome, AttackRequest
from .counter import require_counter
from .defend import defend, feint_spends
from .techniques import check_technique, see_through
from .turn import refuse, require_able, require_position_free, require_turn_left

#: a grapple that only holds: no damage
_HOLD = Weapon("0", UNARMED, db=False, skill="grapple")


def dice_copy(dice: Dice) -> Dice:
    d = Dice(dice.seed)
    d.setstate(dice.getstate())
    return d


def preview_attack(enc: Encounter, req: AttackRequest) -> AttackOutcome:
    """What :func:`attack` would do, changing nothing (rolls not given come from a copy of
    the encounter's dice, so they are the ones Apply will roll)."""
    return plan_attack(enc, req, dice_copy(enc.dice))


def may_defend(out: AttackOutcome) -> bool:
    """Whether the target may answer the planned attack ``out`` (dodge, parry, or cover
    by another, C4–C6): it hit, and it is no feint (C11, whose hit spends the defense).
    A critical can still be covered (R1). A defender's phone is asked only then
    (``contracts/seats.md``)."""
    return out.attack.hit and out.feint is None


def _firearm_value(enc: Encounter, c: Combatant, w: Weapon, target: str,
                   skill: int) -> tuple[int, tuple[ExplainLine, ...]]:
    """C12, R8: the value of this round's next shot, or RulesError when none is left."""
    fired = state.shots(enc, c.id)
    rapid = c.id in state.peek_round(enc)["rapid"]
    entry = enc.state.get("closed_in", {}).get(c.id)
    point_blank = (entry is not None and entry.get("target") == target
                   and entry.get("round", enc.round) < enc.round)
    plan = fire_plan(c.sheet.stat("dex"), skill, w.shots, rapid_fire=rapid,
                     point_blank=point_blank)
    most = len(plan.slots)
    if enc.in_combat and fired >= most:
        raise refuse("no_shots", f"{c.name} has fired {fired} shot(s) this round: no shots "
                                 f"left ({most} a round, C12)", name=c.name, shots=most)
    lines = plan.explain if (rapid or point_blank) else ()
    if not enc.in_combat:
        return plan.slots[0].target, lines
    return plan.slots[fired].target, lines + (ExplainLine(
        "coc.gun.shot_n", "C12", {"n": fired + 1, "max": most}),)


def plan_attack(enc: Encounter, req: AttackRequest, dice: Dice) -> AttackOutcome:
    """The attack resolved from ``req`` without changing ``enc`` (``dice`` rolls what the
    request does not give). RulesError when the rules or the situation forbid it."""
    att, tgt, w = _ready(enc, req)
    opts = harm.options(enc)
    skill = skill_value(att, w)
    lines: tuple[ExplainLine, ...] = ()
    if w.cls == FIREARM:
        skill, lines = _firearm_value(enc, att, w, tgt.id, skill)
    combine, rounds = _weapon_allows(req, att, w)
    lines += rounds
    if req.technique is not None:
        check_technique(att, tgt, w, req)
    res, f = _resolve(req, att, tgt, w, skill, combine, dice, opts)
    if req.counter:
        lines = (_COUNTER_LINE, *lines)
    out = AttackOutcome(res, skill, w, attack_lines=lines + res.explain, feint=f)
    out.attack_lines += _rush_lines(req, res)
    if not _answered(enc, req, dice, opts, att, tgt, w, out):
        return out
    _landing(req, dice, opts, tgt, w, out)
    by = harm.acting_position(enc, att.id)
    for cid, dmg in out.damage.items():
        out.results[cid] = harm.damage_result(enc, enc.combatants[cid], dmg, by, opts)
    return out


def _ready(enc: Encounter, req: AttackRequest) -> tuple[Combatant, Combatant, Weapon]:
    """The attacker, the target and the weapon, or RulesError when this attacker may not
    attack this target with it now (C3, C5, C6, R14, R18)."""
    att, tgt = enc.get(req.attacker), enc.get(req.target)
    if att.id == tgt.id:
        raise refuse("self_attack", f"{att.name} cannot attack themselves", name=att.name)
    require_able(att)
    if att.has(PRONE):
        raise refuse("prone", f"{att.name} is prone: no attack until someone spends a turn "
                              "to get them up (C3)", name=att.name)
    if tgt.has(DEAD):
        raise refuse("dead_target", f"{tgt.name} is already dead", name=tgt.name)
    w = weapon_of(att, req.weapon)
    if req.counter:
        # R18: outside the turn order, so neither a spent position nor having acted or
        # covered this round stands in its way
        require_counter(enc, att, tgt, w)
    else:
        require_turn_left(enc, att)
        require_position_free(enc, att, "shot" if w.cls == FIREARM else "attack", w)
    require_usable(att, req.weapon, w)
    return att, tgt, w


def _weapon_allows(req: AttackRequest, att: Combatant,
                   w: Weapon) -> tuple[Combine | None, tuple[ExplainLine, ...]]:
    """The martial-arts combination the request makes (C11) and the line of the gun's
    rounds (C12), or RulesError when ``w`` does not combine, knock out (C7) or has no round
    left."""
    combine = None
    if req.combine is not None:
        if req.combine not in COMBINE_KINDS:
            raise refuse("bad_combine", f"unknown combination '{req.combine}'")
        refusal = combine_refusal(req.combine, w.cls, w.skill)
        if refusal is not None:
            raise refuse("bad_combine", f"{req.combine} does not combine with this attack "
                                        f"({refusal}, C11)")
        combine = Combine(req.combine, att.sheet.skill(COMBINE_SKILLS[req.combine]),
                          req.hands_free)
    if req.knockout and w.cls not in KNOCKOUT_CLASSES:
        raise refuse("bad_knockout", "only fist, kick, grapple, head-butt or a blunt weapon "
                                     "can knock out (C7)")
    if w.cls != FIREARM or w.capacity is None:
        return combine, ()
    if not w.rounds:
        raise refuse("no_ammo", f"{att.name}'s {w.name or w.skill} is empty: reload it "
                                "first", name=att.name)
    return combine, (ExplainLine("coc.gun.rounds", "C12", {"left": w.rounds - 1,
                                                           "capacity": w.capacity}),)


def _resolve(req: AttackRequest, att: Combatant, tgt: Combatant, w: Weapon, skill: int,
             combine: Combine | None, dice: Dice,
             opts: Any) -> tuple[AttackResult, FeintResult | None]:
    """The attack roll and its damage (a feint's instead of a roll, C11), with what the
    target's special nature does to it."""
    tech = req.technique
    armor = tgt.sheet.armor
    roll = d100(req.roll, dice) if tech != FEINT else None
    used = _weapon_used(req, w, roll, skill, opts)
    if tech in (SALTO, TACKLE):
        combine = None
    f = None
    if tech == FEINT:
        f = feint(see_through(tgt), target_roll=req.tech_roll, dice=dice, options=opts)
        # the first attack always misses; the second always hits unless seen through: the
        # attack is not rolled (a sure roll of 50 against 100, or a miss against 0)
        res = resolve_attack(0 if f.seen_through else 100, used, att.sheet.db, roll=50,
                             dice=dice, armor=armor, w_faces=req.w_faces,
                             db_faces=req.db_faces, armor_faces=req.armor_faces,
                             options=opts)
        res.explain = f.explain + res.explain[1:]
    else:
        hold = used is _HOLD  # nothing to roll: faces typed for it are not used
        res = resolve_attack(skill, used, att.sheet.db, roll=roll, dice=dice, armor=armor,
                             combine=combine, w_faces=() if hold else req.w_faces,
                             db_faces=() if hold else req.db_faces,
                             armor_faces=req.armor_faces, surprise=req.surprise, options=opts)
    if res.hit and tgt.sheet.special:
        _special(res, tgt, w)
    return res, f


def _weapon_used(req: AttackRequest, w: Weapon, roll: int | None, skill: int,
                 opts: Any) -> Weapon:
    """What the attack deals its damage with: a throw's fall (Salto), a tackle's (C11), a
    grapple's hold (C7), else ``w``."""
    if req.technique == SALTO:
        return Weapon(f"1d6+{req.height}" if req.height else "1d6", UNARMED, skill=w.skill)
    if req.technique == TACKLE:
        wall = req.wall if req.wall is not None else (
            roll is not None and classify(roll, skill, opts.critical) in (CRITICAL, SPECIAL))
        return Weapon("1d4+1d4" if wall else "1d4", UNARMED, skill=w.skill)
    if w.skill == "grapple" and w.cls == UNARMED and not req.knockout:
        return _HOLD  # C7: its damage counts only to knock out
    return w


def _special(res: AttackResult, tgt: Combatant, w: Weapon) -> None:
    """A monster's special armor changes the damage rolled (issue #19: halved for firearms,
    the minimum for impaling, nothing from an ordinary weapon)."""
    rolled, sp_lines = special_damage(tgt.sheet.special, w, res.rolled or 0, res.damage_dice)
    if sp_lines:
        res.rolled = rolled
        res.damage = rolled if res.ignore_armor else max(0, rolled - res.armor)
        res.explain = res.explain + sp_lines


def _rush_lines(req: AttackRequest, res: AttackResult) -> tuple[ExplainLine, ...]:
    """C11: Rush, one more 武道 fist or kick, when the hit's combined 武道 (striking) roll
    succeeded too."""
    if req.technique != RUSH or not res.hit:
        return ()
    if req.combine == BUDO_STRIKE and res.ma_applied:
        return rush().explain
    return (ExplainLine("coc.tech.rush_needs", "C11"),)


def _answered(enc: Encounter, req: AttackRequest, dice: Dice, opts: Any, att: Combatant,
              tgt: Combatant, w: Weapon, out: AttackOutcome) -> bool:
    """The target's answer to the attack (a feint spends it, C11); False when the attack
    missed, so nothing lands."""
    res = out.attack
    if out.feint is not None:
        if out.feint.defense_spent:  # C11 uses up the target's defence: only one it could make
            feint_spends(enc, req, att, tgt, w, res)
        out.defense_lines = ()
        out.damage[tgt.id] = (res.damage or 0) if res.hit else 0
        return res.hit
    if not res.hit:
        if req.defense.kind != "none":
            out.defense_lines = (ExplainLine("coc.dodge.no_hit" if req.defense.kind == "dodge"
                                             else "coc.parry.no_hit", "C4"
                                             if req.defense.kind == "dodge" else "C5"),)
        return False
    defend(enc, req, dice, opts, att, tgt, w, out)
    return True


def _landed(out: AttackOutcome) -> bool:
    """The attack got through: neither dodged, parried nor taken by a coverer."""
    return not (out.dodge is not None and out.dodge.evaded) and not (
        out.parry is not None and out.parry.parried) and not (
        out.cover is not None and out.cover.allowed)


def _landing(req: AttackRequest, dice: Dice, opts: Any, tgt: Combatant, w: Weapon,
             out: AttackOutcome) -> None:
    """What a hit that got through does besides its damage: a grapple's hold (C7), a
    throw's or tackle's effects (C11), a declared knockout (C7)."""
    landed = _landed(out)
    out.holds = landed and w.skill == "grapple" and w.cls == UNARMED
    tech = req.technique
    if landed and tech in (SALTO, TACKLE):
        s = tgt.sheet
        out.technique = (salto(s.stat("con"), con_roll=req.tech_roll, dice=dice, options=opts)
                         if tech == SALTO else
                         tackle(s.stat("siz"), s.stat("dex"), s.stat("con"),
                                attack_outcome=out.attack.outcome, wall=req.wall,
                                dex_roll=req.tech_roll, con_roll=req.tech_roll2, dice=dice,
                                options=opts))
        out.damage_lines[tgt.id] = out.technique.explain
    to_target = out.damage.get(tgt.id, 0)
    if req.knockout and to_target > 0:
        ko = resolve_knockout(w.cls, to_target, tgt.sheet.hp or 0, roll=req.knockout_roll,
                              dice=dice)
        out.knockout = ko
        out.damage[tgt.id] = ko.damage
        out.damage_lines[tgt.id] = ko.explain


_COUNTER_LINE = ExplainLine("coc.atk.counter", "R18")


def damage_trace(enc: Encounter, out: AttackOutcome, cid: str) -> tuple[ExplainLine, ...]:
    """What the attack does to ``cid``: its knockout lines and its damage's trace, with
    names instead of turn-order positions (as the log will show it)."""
    res = out.results.get(cid)
    if res is None or out.damage.get(cid, 0) <= 0:
        return out.damage_lines.get(cid, ())
    return out.damage_lines.get(cid, ()) + harm.named(enc, res.explain)
