"""The defender's answer to an attack that hit: the dodge (C4, R4, R15), the parry (C5, R10)
and the cover (C6, R9), each refused when the rules forbid it, so the keeper can answer
otherwise; and the refusals known before the roll, which the attack dialog offers by."""

from __future__ import annotations

from typing import Any, NoReturn

from tracker.model.combatant import Combatant
from tracker.model.dice import Dice
from tracker.model.encounter import Encounter
from tracker.model.explain import ExplainLine

from .. import harm, state
from ..attack import AttackResult, armor_points
from ..checks import CRITICAL, SUCCESS, classify
from ..defense import (
    UNARMED_PARRY,
    WEAPON,
    ParriedAttack,
    cover_refusal,
    dodge_refusal,
    next_dodge_value,
    parry_refusal,
    resolve_cover,
    resolve_dodge,
    resolve_parry,
)
from ..harm import CLOSED_IN, PRONE
from ..injury import DEAD, FROM_FUMBLE, UNCONSCIOUS
from ..martial import COMBINE_KINDS
from ..names import namer
from ..texts import render
from ..weapons import UNARMED, Weapon
from .arms import COMBINE_SKILLS, require_usable, skill_value, weapon_of
from .attack_request import DEFENSES, AttackOutcome, AttackRequest
from .turn import refuse, require_able

_ENGLISH = namer("en")


def _parried_attack(att: Combatant, w: Weapon, res: AttackResult,
                    combined: str | None) -> ParriedAttack:
    formula = res.damage_dice
    assert formula is not None  # only a hit is parried
    w_total = formula.weapon.total(list(res.w_faces), "dice.w")
    db_total = formula.db.total(list(res.db_faces), "dice.db")
    return ParriedAttack(res.outcome, w.cls, w_total, db_total, w.small, att.sheet.kind,
                         combined)


def defend(enc: Encounter, req: AttackRequest, dice: Dice, opts: Any, att: Combatant,
            tgt: Combatant, w: Weapon, out: AttackOutcome) -> None:
    d = req.defense
    res = out.attack
    if d.kind == "none":
        out.defense_lines = (ExplainLine("coc.defense.none", "C0"),)
        out.damage[tgt.id] = res.damage or 0
        return
    if d.kind not in DEFENSES:
        raise refuse("bad_defense", f"unknown defense '{d.kind}' (known: "
                                    f"{', '.join(DEFENSES)})")
    if d.kind in ("dodge", "parry"):
        require_able(tgt)
    if d.kind == "dodge":
        dodge = resolve_dodge(tgt.sheet.skill("dodge"), state.dodges(enc, tgt.id), res.outcome,
                              w.cls, roll=d.roll, dice=dice, undodgeable=res.undodgeable,
                              prone=tgt.has(PRONE), options=opts)
        if not dodge.allowed and not d.cover_by:  # R1, R4, C3, C13: refused, as a parry is
            _refuse_defense("dodge", tgt, dodge.explain[0])
        out.dodge = dodge
        out.defense_lines = dodge.explain
        out.damage[tgt.id] = 0 if dodge.evaded else (res.damage or 0)
        if dodge.defender_states:  # R11: its own fumble's damage is no wound to treat
            out.sources[tgt.id] = FROM_FUMBLE
        if d.cover_by and not dodge.evaded:  # R15: a plain failed dodge may still be covered
            _cover(enc, dice, opts, att, tgt, d.cover_by, d.cover_roll, out,
                   dodge_fumbled=not dodge.cover_allowed)
            if not dodge.allowed and out.cover is not None and not out.cover.allowed:
                # neither answer the keeper declared can be tried: refused as above
                _refuse_defense("dodge", tgt, dodge.explain[0])
            if out.cover is not None and not out.cover.allowed \
                    and out.cover.explain[0].key != _DODGE_FUMBLED:
                # C6, C3, R9: this coverer may not cover at all, whatever the dodge rolled;
                # only the fumble (C4, known once rolled) lets the declared cover lapse
                _refuse_defense("cover", enc.get(d.cover_by), out.cover.explain[0])
            out.defense_lines = dodge.explain + out.cover_lines
        return
    if d.kind == "parry":
        _parry(enc, req, dice, opts, att, tgt, w, out)
        return
    _cover(enc, dice, opts, att, tgt, d.by, d.roll, out)
    if out.cover is not None and not out.cover.allowed:  # C6, C3, R9: refused, as a parry
        _refuse_defense("cover", enc.get(d.by), out.cover.explain[0])
    out.defense_lines = out.cover_lines


#: the one cover refusal known only once the dodge before it is rolled (C4)
_DODGE_FUMBLED = "coc.cover.dodge_fumbled"


def feint_spends(enc: Encounter, req: AttackRequest, att: Combatant, tgt: Combatant,
                  w: Weapon, res: AttackResult) -> None:
    """C11: a working feint uses up the dodge or parry the keeper declared for the target;
    one the rules forbid (C3, C5, R4, R10) is no defence it has: refused as against any
    attack, so nothing is spent that could not have been used."""
    d = req.defense
    if d.kind not in ("dodge", "parry"):
        return
    require_able(tgt)
    if d.kind == "dodge":
        why = dodge_refusal_before_roll(enc, req.attacker, req.target, req.weapon,
                                        surprise=res.undodgeable)
    else:
        kind = _parry_kind(tgt, d.with_)
        hit = ParriedAttack(SUCCESS, w.cls, 0, 0, w.small, att.sheet.kind,
                            req.combine if res.ma_applied else None)
        why = parry_refusal(kind, hit,
                            parried_this_round=tgt.id in state.peek_round(enc)["parried"],
                            closed_in=tgt.has(CLOSED_IN), prone=tgt.has(PRONE))
    if why is not None:
        _refuse_defense(d.kind, tgt, why)


def _parry_kind(tgt: Combatant, with_: str, *, usable: bool = True) -> str:
    """What ``tgt`` parries with: a martial-arts kind, bare hands or a weapon (C5, R10);
    ``usable``: a weapon it cannot use (dropped, C3) is refused."""
    if with_ in COMBINE_KINDS:
        return with_
    pw = weapon_of(tgt, with_)
    if usable:
        require_usable(tgt, with_, pw)
    return UNARMED_PARRY if pw.cls == UNARMED else WEAPON


def _refuse_defense(kind: str, tgt: Combatant, why: ExplainLine) -> NoReturn:
    """RulesError ``dodge_refused`` / ``parry_refused`` / ``cover_refused``: the rules forbid
    this defence of ``tgt`` (for a cover: the coverer; ``why`` names the rule), so nothing is
    done and the keeper can answer otherwise."""
    raise refuse(f"{kind}_refused", f"{tgt.name} cannot {kind} this attack: "
                                    f"{render(why, _ENGLISH)}", name=tgt.name,
                 reason=why.key, line=why)


def _cover(enc: Encounter, dice: Dice, opts: Any, att: Combatant, tgt: Combatant, by: str,
           roll: int | None, out: AttackOutcome, dodge_fumbled: bool = False) -> None:
    """C6, R9: ``by`` steps in front of the attack's damage; sets ``out.cover``, its lines
    (``out.cover_lines``) and the damage of both."""
    res = out.attack
    coverer = enc.get(by) if by else None
    if coverer is None or coverer.id in (tgt.id, att.id):
        raise refuse("bad_cover", "cover needs an investigator other than the attacker "
                                  "and the target")
    require_able(coverer)
    if coverer.side == "pc" and tgt.side != "pc":
        raise refuse("cover_foe", f"{coverer.name} does not step in front of a foe's "
                                  "attackers (C6)", name=coverer.name)
    rolled = res.rolled or 0
    cover = resolve_cover(coverer.sheet.stat("dex"), rolled,
                          acted=state.has_acted(enc, coverer.id), pc=coverer.side == "pc",
                          roll=roll, dice=dice, prone=coverer.has(PRONE),
                          dodge_fumbled=dodge_fumbled, options=opts)
    out.cover = cover
    lines = cover.explain
    if not cover.allowed:
        out.cover_lines = lines
        out.damage[tgt.id] = res.damage or 0
        return
    lines += (ExplainLine("coc.cover.spends_turn", "C6", {"name": coverer.name}),)
    theirs = cover.covered_damage
    if not res.ignore_armor and res.armor:
        after = max(0, theirs - res.armor)
        lines += (ExplainLine("coc.cover.armor", "C0", {"armor": res.armor, "name": tgt.name,
                                                        "before": theirs, "after": after}),)
        theirs = after
    mine = cover.coverer_damage
    if not res.ignore_armor and mine and coverer.sheet.armor:
        value = armor_points(coverer.sheet.armor, None, dice)[0]
        after = max(0, mine - value)
        lines += (ExplainLine("coc.cover.armor", "C0", {"armor": value, "name": coverer.name,
                                                        "before": mine, "after": after}),)
        mine = after
    out.cover_lines = lines
    out.damage[tgt.id] = theirs
    out.damage[coverer.id] = mine


def _parry(enc: Encounter, req: AttackRequest, dice: Dice, opts: Any, att: Combatant,
           tgt: Combatant, w: Weapon, out: AttackOutcome) -> None:
    d = req.defense
    res = out.attack
    durability = None
    index = None
    if d.with_ in COMBINE_KINDS:
        with_, skill = d.with_, tgt.sheet.skill(COMBINE_SKILLS[d.with_])
    else:
        pw = weapon_of(tgt, d.with_)
        require_usable(tgt, d.with_, pw)
        with_ = UNARMED_PARRY if pw.cls == UNARMED else WEAPON
        skill = skill_value(tgt, pw)
        if d.with_.startswith("w") and d.with_[1:].isdigit():
            index = int(d.with_[1:])
            durability = pw.durability
    attack = _parried_attack(att, w, res, req.combine if res.ma_applied else None)
    parried_before = tgt.id in state.peek_round(enc)["parried"]
    parry = resolve_parry(skill, with_, attack, parried_this_round=parried_before,
                          roll=d.roll, dice=dice, durability=durability,
                          closed_in=tgt.has(CLOSED_IN), prone=tgt.has(PRONE), options=opts)
    if not parry.allowed:  # C5, R10: refused, so the keeper can answer otherwise
        _refuse_defense("parry", tgt, parry.explain[0])
    out.parry = parry
    lines = parry.explain
    taken = parry.damage_to_defender
    if not res.ignore_armor and res.armor and taken:
        after = max(0, taken - res.armor)
        lines += (ExplainLine("coc.atk.armor", "C0", {"armor": res.armor, "before": taken,
                                                      "after": after}),)
        taken = after
    out.defense_lines = lines
    out.damage[tgt.id] = taken
    if (index is not None and durability is not None and parry.durability_after is not None
            and parry.durability_after != durability):
        out.durability = (index, durability, parry.durability_after)


def _known_outcome(enc: Encounter, att: Combatant, w: Weapon, roll: int | None) -> str:
    """The attack's outcome as far as a typed d100 tells it (a critical, R1), else a hit."""
    if roll is None:
        return SUCCESS
    outcome = classify(roll, skill_value(att, w), harm.options(enc).critical)
    return outcome if outcome == CRITICAL else SUCCESS


def _out_cold(tgt: Combatant) -> ExplainLine | None:
    """An unconscious (or dead) target answers no attack (C8)."""
    if tgt.has(UNCONSCIOUS) or tgt.has(DEAD):
        return ExplainLine("coc.state.out_cold", "C8", {})
    return None


def parry_refusal_before_roll(enc: Encounter, attacker: str, target: str, weapon: str,
                              with_: str, roll: int | None = None) -> ExplainLine | None:
    """Why ``target`` cannot parry ``attacker``'s attack with ``weapon`` using ``with_`` (a
    weapon key of the target or a martial-arts kind), as far as it is known before the
    attack is applied (C3, C5, C8, C12, R10, and R1 once ``roll``, the typed d100, is a
    critical): the attack dialog offers only the parries this allows. An attack combined
    with martial arts (C11) is known only once rolled: the attack itself refuses that."""
    att, tgt = enc.get(attacker), enc.get(target)
    w = weapon_of(att, weapon)
    cold = _out_cold(tgt)
    if cold is not None:
        return cold
    hit = ParriedAttack(_known_outcome(enc, att, w, roll), w.cls, 0, 0, w.small,
                        att.sheet.kind)
    return parry_refusal(_parry_kind(tgt, with_, usable=False), hit, parried_this_round=tgt.id in state.peek_round(enc)["parried"],
                         closed_in=tgt.has(CLOSED_IN), prone=tgt.has(PRONE))


def cover_refusal_before_roll(enc: Encounter, attacker: str, target: str,
                              by: str) -> ExplainLine | None:
    """Why ``by`` cannot cover ``target`` against ``attacker`` (C6/R14 has acted, C3 prone, R9
    no investigator), all known before the roll: the attack dialog offers only the coverers
    this allows. A fumbled dodge before it (C4) is known only once rolled."""
    for cid in (attacker, target):
        enc.get(cid)  # an unknown id is refused here as in the attack
    c = enc.get(by)
    return cover_refusal(acted=state.has_acted(enc, c.id), pc=c.side == "pc",
                         prone=c.has(PRONE))


def dodge_refusal_before_roll(enc: Encounter, attacker: str, target: str, weapon: str, *,
                              surprise: bool = False, roll: int | None = None
                              ) -> ExplainLine | None:
    """Why ``target`` cannot dodge ``attacker``'s attack with ``weapon`` if it hits, as far as
    it is known before the attack is applied (R4 bullets and a spent dodge value, C13 a
    declared surprise, C3 prone, C8 unconscious, R1 once ``roll``, the typed d100, is a
    critical): the attack dialog offers the dodge only when this allows it."""
    att, tgt = enc.get(attacker), enc.get(target)
    w = weapon_of(att, weapon)
    cold = _out_cold(tgt)
    if cold is not None:
        return cold
    value = next_dodge_value(tgt.sheet.skill("dodge"), state.dodges(enc, tgt.id))
    return dodge_refusal(value, _known_outcome(enc, att, w, roll), w.cls,
                         undodgeable=surprise, prone=tgt.has(PRONE))
