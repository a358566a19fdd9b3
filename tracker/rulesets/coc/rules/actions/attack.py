"""The attack as ONE undoable action (``Encounter.perform``): planned once
(:func:`.attack_plan.plan_attack`), then that plan applied: the log, what the attack and the
answers spend this round, the damage through the core's ``land_hit``, and what the hit leaves
on the target."""

from __future__ import annotations

from typing import Any

from tracker.model.combatant import Combatant
from tracker.model.encounter import Action, Encounter
from tracker.model.operations import land_hit

from .. import harm, state
from ..defense import next_dodge_value
from ..harm import GRAPPLED, KNOCKED_OUT, PRONE, WEAPON_DROPPED
from ..injury import DEAD, NORMAL, UNCONSCIOUS
from ..weapons import FIREARM, Weapon
from .arms import weapon_label
from .attack_plan import dice_copy, plan_attack
from .attack_request import AttackOutcome, AttackRequest
from .damage import AttackDamage
from .turn import act


def attack(enc: Encounter, req: AttackRequest) -> Action:
    """One attack, its defense and its damage as ONE undoable action: planned once (it
    refuses before anything is recorded), then that plan is applied."""
    dice = dice_copy(enc.dice)
    out = plan_attack(enc, req, dice)

    def run() -> AttackOutcome:
        enc.dice.setstate(dice.getstate())  # the plan's rolls are the encounter's rolls
        _commit(enc, req, out)
        return out

    ids = [req.attacker, req.target] + [x for x in (req.defense.by, req.defense.cover_by) if x]
    return enc.perform("attack", list(dict.fromkeys(ids)), run)


def _commit(enc: Encounter, req: AttackRequest, out: AttackOutcome) -> None:
    """The planned attack applied, in the order the log tells it: the attack, the answers,
    the damage, what the hit leaves on the target, and the counterattack it may grant."""
    att, tgt = enc.get(req.attacker), enc.get(req.target)
    _log_attack(enc, req, out, att, tgt)
    rnd = state.round_state(enc) if enc.in_combat else None
    _attacker_spends(enc, req, out, att, tgt, rnd)
    defender = _log_answers(enc, req, out, tgt)
    _mark_answers(enc, out, tgt, defender, rnd)
    _wear(enc, tgt, out)
    by = harm.acting_position(enc, att.id)
    for cid, dmg in out.damage.items():
        c = enc.get(cid)
        if dmg > 0:  # through the core, so rule modules' after_hit see the attack's damage
            land_hit(enc, cid, AttackDamage(dmg, out.sources.get(cid, NORMAL), by,
                                            out.damage_lines.get(cid, ()), out.results[cid]))
        elif not (out.holds and cid == tgt.id):  # a hold (C7) is no damage: it grapples
            enc.add_log("coc.no_damage", cid, out.damage_lines.get(cid, ()), name=c.name)
    _target_states(enc, out, tgt)
    if req.counter:
        state.use_counter(enc)  # R18: one counterattack a critical dodge
    if out.dodge is not None and out.dodge.counter_chance and not tgt.has(DEAD):
        # C4, R18: last, so that the grant holds until anything else is logged (a counter
        # is an ordinary attack otherwise: its critical dodge grants one back)
        state.grant_counter(enc, tgt.id, att.id)


def _log_attack(enc: Encounter, req: AttackRequest, out: AttackOutcome, att: Combatant,
                tgt: Combatant) -> None:
    res = out.attack
    result = out.dodge or out.parry or out.cover
    enc.add_log("coc.counter" if req.counter else "coc.attack", att.id,
                out.attack_lines + (() if result else out.defense_lines),
                name=att.name, target=tgt.name,
                weapon=weapon_label(att, req.weapon),
                roll="—" if out.feint is not None else res.roll,  # a feint rolls no attack
                value=out.value, outcome=res.outcome)


def _attacker_spends(enc: Encounter, req: AttackRequest, out: AttackOutcome, att: Combatant,
                     tgt: Combatant, rnd: dict[str, Any] | None) -> None:
    """The shot, the round and the action the attack spends, the defence a feint spends
    (C11), and what a fumble leaves on the attacker."""
    if out.weapon.cls == FIREARM and rnd is not None:
        rnd["shots"][att.id] = rnd["shots"].get(att.id, 0) + 1
    _spend_round(att, req.weapon, out.weapon)
    if out.feint is not None and out.feint.defense_spent:
        _spend_defense(enc, tgt, req.defense.kind)
    if not req.counter:  # R18: a counterattack is outside the turn order: nothing spent
        act(enc, att, "shot" if out.weapon.cls == FIREARM else "attack")  # R14: any position
    for name in out.attack.attacker_states:
        if name == WEAPON_DROPPED:
            harm.drop_weapon(enc, att, req.weapon)
        else:
            harm.set_cond(enc, att, name)


def _log_answers(enc: Encounter, req: AttackRequest, out: AttackOutcome,
                 tgt: Combatant) -> Combatant:
    """The dodge or parry and the cover logged, each as made or refused; the coverer who
    stepped in, else the target."""
    d = req.defense
    coverer = d.by if d.kind == "cover" else d.cover_by
    defender = enc.get(coverer) if out.cover is not None and coverer else tgt
    answers = [(r, who, kind, lines) for r, who, kind, lines in (
        (out.dodge or out.parry, tgt, d.kind,
         out.defense_lines[:len(out.defense_lines) - len(out.cover_lines)]),
        (out.cover, defender, "cover", out.cover_lines)) if r is not None]
    for r, who, kind, lines in answers:
        if r.allowed:
            enc.add_log("coc.defense", who.id, lines, name=who.name, defense=kind,
                        roll=r.roll, value=r.target, outcome=r.outcome)
        else:
            enc.add_log("coc.defense_refused", who.id, lines, name=who.name, defense=kind)
    return defender


def _mark_answers(enc: Encounter, out: AttackOutcome, tgt: Combatant, defender: Combatant,
                  rnd: dict[str, Any] | None) -> None:
    """What the answers spend this round: the dodge's tries, the parry, the coverer's turn
    (C6), and their fumbles' states."""
    if out.dodge is not None and out.dodge.allowed and rnd is not None:
        rnd["dodges"][tgt.id] = list(out.dodge.tries)
    if out.dodge is not None and out.dodge.defender_states:
        harm.set_cond(enc, tgt, PRONE)
    if out.parry is not None and out.parry.allowed:
        state.mark(enc, "parried", tgt.id)
    if out.cover is not None and out.cover.allowed:
        state.mark(enc, "acted", defender.id)
        state.mark(enc, "covered", defender.id)
        for name in out.cover.coverer_states:
            harm.set_cond(enc, defender, name)


def _wear(enc: Encounter, tgt: Combatant, out: AttackOutcome) -> None:
    """The parrying item's durability lost (C5)."""
    if out.durability is None:
        return
    index, before, after = out.durability
    ws = tgt.sheet.weapons
    old = ws[index]
    ws[index] = old.replace(durability=after)
    enc.add_log("coc.durability", tgt.id, name=tgt.name, weapon=old.name or old.skill,
                before=before, after=after)


def _target_states(enc: Encounter, out: AttackOutcome, tgt: Combatant) -> None:
    """What the hit leaves on a target it did not kill: a grapple's hold (C7), a throw's or
    tackle's states (C11), a knockout (C7)."""
    if out.holds and not tgt.has(DEAD):
        harm.set_cond(enc, tgt, GRAPPLED)
    if out.technique is not None and not tgt.has(DEAD):
        for name in out.technique.states:
            harm.set_cond(enc, tgt, name)
        if UNCONSCIOUS in out.technique.states:
            harm.set_cond(enc, tgt, KNOCKED_OUT)
    if out.knockout is not None and UNCONSCIOUS in out.knockout.states and not tgt.has(DEAD):
        harm.set_cond(enc, tgt, UNCONSCIOUS)
        harm.set_cond(enc, tgt, KNOCKED_OUT)
        harm.drop_checks(enc, tgt.id, ("shock",))
        enc.add_log("coc.knockout", tgt.id, name=tgt.name)


def _spend_round(c: Combatant, key: str, w: Weapon) -> None:
    """A shot spends one of the gun's counted rounds."""
    if w.cls != FIREARM or w.capacity is None or not key.startswith("w"):
        return
    i = int(key[1:])
    c.sheet.weapons[i] = w.replace(rounds=max(0, (w.rounds or 0) - 1))


def _spend_defense(enc: Encounter, tgt: Combatant, kind: str) -> None:
    """A feint that works uses up the target's dodge (this round's next try) or parry."""
    if not enc.in_combat:
        return
    if kind == "parry":
        state.mark(enc, "parried", tgt.id)
    elif kind == "dodge":
        tries = state.dodges(enc, tgt.id)
        nxt = next_dodge_value(tgt.sheet.skill("dodge"), tries)
        state.round_state(enc)["dodges"][tgt.id] = [*tries, nxt]
