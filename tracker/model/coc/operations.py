"""What a keeper does in a CoC fight, each as ONE undoable action (``Encounter.perform``): the
attack with the defender's answer and its damage, first aid, getting up, closing in and
breaking away, rapid fire, the keeper's secret rolls, and damage entered directly.

The attack is planned by a pure function (:func:`plan_attack`) that reads the encounter and
rolls what was not given with the dice it is handed; :func:`preview_attack` runs it with a
copy of the encounter's dice, so the preview shows exactly what :func:`attack` will do."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, NoReturn

from ..combatant import Combatant
from ..dice import Dice
from ..encounter import Action, Encounter, combatant_of
from ..errors import RulesError
from ..explain import ExplainLine
from ..operations import land_hit
from . import harm, state
from .attack import AttackResult, armor_points, resolve_attack
from .checks import CRITICAL, SPECIAL, SUCCESS, SUCCESSES, classify, d100
from .defense import (
    UNARMED_PARRY,
    WEAPON,
    CoverResult,
    DodgeResult,
    ParriedAttack,
    ParryResult,
    cover_refusal,
    dodge_refusal,
    next_dodge_value,
    parry_refusal,
    resolve_cover,
    resolve_dodge,
    resolve_parry,
)
from .firearms import break_away as resolve_break_away
from .firearms import close_in_line, fire_plan
from .harm import CLOSED_IN, GRAPPLED, KNOCKED_OUT, PRONE, WEAPON_DROPPED
from .injury import (
    DEAD,
    FROM_FUMBLE,
    NORMAL,
    UNCONSCIOUS,
    DamageResult,
    KnockoutResult,
    resolve_knockout,
)
from .injury import first_aid as resolve_first_aid
from .martial import (
    BUDO_STRIKE,
    COMBINE_KINDS,
    FEINT,
    RUSH,
    SALTO,
    TACKLE,
    TECHNIQUES,
    Combine,
    FeintResult,
    TechniqueCheck,
    TechniqueResult,
    combine_refusal,
    feint,
    rush,
    salto,
    tackle,
    technique_allowed,
)
from .names import namer
from .ruleset import ready_gun
from .sanity import SanResult, parse_san_loss
from .sanity import san_check as resolve_san
from .secret import psychology, secret_roll
from .sheet import HUMAN
from .special import special_damage
from .texts import render
from .weapons import FIREARM, KNOCKOUT_CLASSES, UNARMED, Weapon

#: the bare-handed attacks every human has (6th-edition damage), by skill id
BARE_HANDS: dict[str, Weapon] = {
    "fist": Weapon("1d3", UNARMED, skill="fist"),
    "kick": Weapon("1d6", UNARMED, skill="kick"),
    "headbutt": Weapon("1d4", UNARMED, skill="headbutt"),
    # grappling holds the target; its 1d6 (+DB) counts when it knocks out (C7) or throws
    "grapple": Weapon("1d6", UNARMED, skill="grapple"),
}
#: a grapple that only holds: no damage
_HOLD = Weapon("0", UNARMED, db=False, skill="grapple")
#: the skill id of each martial-arts kind (C11)
COMBINE_SKILLS = {"ma": "martial_arts", "budo_strike": "budo_strike",
                  "budo_grapple": "budo_grapple"}
DEFENSES = ("none", "dodge", "parry", "cover")
_ENGLISH = namer("en")


def _refuse(code: str, message: str, **args: Any) -> RulesError:
    return RulesError(code, message, **args)


# -- weapons --------------------------------------------------------------------------------------


def weapons_of(c: Combatant) -> list[tuple[str, Weapon]]:
    """(key, weapon) of every attack ``c`` can make: the sheet's weapons ("w0", "w1" …), then
    for a human the bare-handed attacks its sheet does not list."""
    out = [(f"w{i}", w) for i, w in enumerate(c.sheet.weapons)]
    if c.sheet.kind == HUMAN:
        listed = {w.skill for w in c.sheet.weapons}
        out += [(sid, w) for sid, w in BARE_HANDS.items() if sid not in listed]
    return out


def weapon_of(c: Combatant, key: str) -> Weapon:
    for k, w in weapons_of(c):
        if k == key:
            return w
    raise _refuse("unknown_weapon", f"{c.name} has no weapon or attack '{key}'",
                  name=c.name)


def weapon_label(c: Combatant, key: str) -> str:
    """The weapon's name as the sheet gives it, else its skill id (the views name it)."""
    w = weapon_of(c, key)
    return w.name or w.skill or key


def skill_value(c: Combatant, w: Weapon) -> int:
    return c.sheet.skill(w.skill) if w.skill else 0


def can_act(c: Combatant) -> str | None:
    """Why ``c`` cannot act at all (None: it can)."""
    if c.has(DEAD):
        return f"{c.name} is dead"
    if c.has(UNCONSCIOUS):
        return f"{c.name} is unconscious"
    return None


def _require_able(c: Combatant) -> None:
    """RulesError when ``c`` cannot act (dead or unconscious)."""
    why = can_act(c)
    if why:
        raise _refuse("is_dead" if c.has(DEAD) else "is_unconscious", why, name=c.name)


def _require_turn_left(enc: Encounter, c: Combatant) -> None:
    """RulesError when ``c`` covered someone this round: covering spent the turn (C6), so
    no attack, first aid, closing in or breaking away is left to it (R14 counts each of them
    as acting)."""
    if state.has_covered(enc, c.id):
        raise _refuse("covered", f"{c.name} covered someone this round: covering spent "
                                 "the turn (C6)", name=c.name)


#: what a position's spent action was, as the refusals say it
_SPENT_AS = {"attack": "attacked", "shot": "fired", "first_aid": "given first aid",
             "close_in": "closed in", "break_away": "tried to break away",
             "get_up": "spent the turn on getting up", "pick_up": "picked up the weapon",
             "reload": "reloaded"}


def _require_position_free(enc: Encounter, c: Combatant, doing: str) -> None:
    """RulesError when the action of the turn-order position ``c`` acts in now is spent: a
    position is one action (R7, R14), closing in spends it (C12). An attack after an attack
    stays allowed; a second shot only under rapid fire, which puts the round's shots at DEX
    (C12, R8)."""
    done = state.spent(enc, _own_position(enc, c))
    if done is None:
        return
    if doing in ("attack", "shot") and done in ("attack", "shot"):
        if doing == "attack" or done == "attack" or c.id in state.peek_round(enc)["rapid"]:
            return
        # C12: one shot at round start, one at DEX, one at DEX÷2; only rapid fire puts the
        # round's shots together (R8)
        raise _refuse("position_spent", f"{c.name} has already fired at this turn-order "
                                        "position: one shot a position without rapid fire "
                                        "(C12, R8)", name=c.name, done=done, one_shot=True)
    why = ("closing in spent its action (C12)" if done == "close_in"
           else "its action is spent (R14)")
    raise _refuse("position_spent", f"{c.name} has already {_SPENT_AS[done]} at this "
                                    f"turn-order position: {why}", name=c.name, done=done)


def _own_position(enc: Encounter, c: Combatant) -> str | None:
    """The turn-order position ``c`` acts in now: the current one if it is ``c``'s, else its
    own row (None when it has none: nobody else's position is spent for it)."""
    pos = harm.acting_position(enc, c.id)
    return pos if pos is not None and combatant_of(pos) == c.id else None


def _act(enc: Encounter, c: Combatant, kind: str) -> None:
    """``c`` acts (R14): it has acted this round, and the action of the position it acts in
    now is spent on ``kind``."""
    state.mark(enc, "acted", c.id)
    state.spend(enc, _own_position(enc, c), kind)


def _require_standing(c: Combatant) -> None:
    """RulesError when ``c`` is prone: no action at all until someone spends a turn to get
    them up (C3)."""
    if c.has(PRONE):
        raise _refuse("prone", f"{c.name} is prone: no action until someone spends a turn to "
                               "get them up (C3)", name=c.name)


def _require_usable(c: Combatant, key: str, w: Weapon) -> None:
    """RulesError when ``w`` is the dropped weapon (C3) or broken (durability 0, C5)."""
    if w.cls != UNARMED and w.durability == 0:
        raise _refuse("broken_weapon", f"{c.name}'s {w.name or w.skill} is broken "
                                       "(durability 0)", name=c.name)
    keys = harm.dropped_keys(c)
    if w.cls != UNARMED and (keys is None or key in keys):
        raise _refuse("weapon_dropped", f"{c.name} dropped the weapon (C3): bare hands only",
                      name=c.name)


# -- the attack -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Defense:
    """The defender's answer. ``kind``: none, dodge, parry, cover. ``with_`` (parry): a
    weapon key of the defender, or a martial-arts kind (ma, budo_strike, budo_grapple).
    ``by`` (cover): the investigator who steps in."""

    kind: str = "none"
    roll: int | None = None
    with_: str = ""
    by: str = ""
    #: dodge: an investigator who covers if the dodge simply fails (R15), and its DEX×5 roll
    cover_by: str = ""
    cover_roll: int | None = None


@dataclass(frozen=True, slots=True)
class AttackRequest:
    attacker: str
    target: str
    weapon: str
    #: a martial-arts kind combined with the attack (C11), with both hands and feet free
    combine: str | None = None
    hands_free: bool = True
    #: knockout declared before the roll (C7)
    knockout: bool = False
    #: a surprise attack the keeper's secret roll let through (C13)
    surprise: bool = False
    roll: int | None = None
    defense: Defense = Defense()
    w_faces: tuple[int, ...] | None = None
    db_faces: tuple[int, ...] | None = None
    armor_faces: tuple[int, ...] | None = None
    knockout_roll: int | None = None
    #: a 武道 technique (C11): salto, tackle, rush, feint
    technique: str | None = None
    #: its rolls: Salto the target's CON×5; Tackle its DEX×5 then CON×5; Feint the
    #: target's roll to see through it
    tech_roll: int | None = None
    tech_roll2: int | None = None
    #: Tackle: a hard wall within 3 m (None: unclear, a special roll decides); Salto: the
    #: falling damage when thrown from a height (an expression)
    wall: bool | None = False
    height: str = ""
    #: the target is a two-legged humanoid (Salto on a creature of SIZ 18 or less)
    humanoid: bool = False
    #: the counterattack a critical dodge of the attacker's granted against the target (R18)
    counter: bool = False


@dataclass(slots=True)
class AttackOutcome:
    attack: AttackResult
    value: int
    weapon: Weapon
    dodge: DodgeResult | None = None
    parry: ParryResult | None = None
    cover: CoverResult | None = None
    knockout: KnockoutResult | None = None
    #: combatant id -> damage after armor, for everyone the attack hurts
    damage: dict[str, int] = field(default_factory=dict)
    #: combatant id -> what that damage does (HP, states, clock, shock)
    results: dict[str, DamageResult] = field(default_factory=dict)
    #: (weapon index of the parrying item, durability before, after)
    durability: tuple[int, int, int] | None = None
    attack_lines: tuple[ExplainLine, ...] = ()
    defense_lines: tuple[ExplainLine, ...] = ()
    #: the cover's own lines when it came after a failed dodge (also in defense_lines)
    cover_lines: tuple[ExplainLine, ...] = ()
    damage_lines: dict[str, tuple[ExplainLine, ...]] = field(default_factory=dict)
    #: combatant id -> the wound's source when it is not "normal" (a fumbled dodge, R11)
    sources: dict[str, str] = field(default_factory=dict)
    technique: TechniqueResult | None = None
    feint: FeintResult | None = None
    #: the grapple holds the target (it hit and was neither dodged nor parried)
    holds: bool = False


def _dice_copy(dice: Dice) -> Dice:
    d = Dice(dice.seed)
    d.setstate(dice.getstate())
    return d


def preview_attack(enc: Encounter, req: AttackRequest) -> AttackOutcome:
    """What :func:`attack` would do, changing nothing (rolls not given come from a copy of
    the encounter's dice, so they are the ones Apply will roll)."""
    return plan_attack(enc, req, _dice_copy(enc.dice))


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
        raise _refuse("no_shots", f"{c.name} has fired {fired} shot(s) this round: no shots "
                                  f"left ({most} a round, C12)", name=c.name, shots=most)
    lines = plan.explain if (rapid or point_blank) else ()
    if not enc.in_combat:
        return plan.slots[0].target, lines
    return plan.slots[fired].target, lines + (ExplainLine(
        "coc.gun.shot_n", "C12", {"n": fired + 1, "max": most}),)


def plan_attack(enc: Encounter, req: AttackRequest, dice: Dice) -> AttackOutcome:
    """The attack resolved from ``req`` without changing ``enc`` (``dice`` rolls what the
    request does not give). RulesError when the rules or the situation forbid it."""
    att, tgt = enc.get(req.attacker), enc.get(req.target)
    if att.id == tgt.id:
        raise _refuse("self_attack", f"{att.name} cannot attack themselves", name=att.name)
    _require_able(att)
    if att.has(PRONE):
        raise _refuse("prone", f"{att.name} is prone: no attack until someone spends a turn "
                               "to get them up (C3)", name=att.name)
    if tgt.has(DEAD):
        raise _refuse("dead_target", f"{tgt.name} is already dead", name=tgt.name)
    w = weapon_of(att, req.weapon)
    if req.counter:
        # R18: outside the turn order, so neither a spent position nor having acted or
        # covered this round stands in its way
        _require_counter(enc, att, tgt, w)
    else:
        _require_turn_left(enc, att)
        _require_position_free(enc, att, "shot" if w.cls == FIREARM else "attack")
    _require_usable(att, req.weapon, w)
    opts = harm.options(enc)
    skill = skill_value(att, w)
    lines: tuple[ExplainLine, ...] = ()
    if w.cls == FIREARM:
        skill, lines = _firearm_value(enc, att, w, tgt.id, skill)
    combine = None
    if req.combine is not None:
        if req.combine not in COMBINE_KINDS:
            raise _refuse("bad_combine", f"unknown combination '{req.combine}'")
        refusal = combine_refusal(req.combine, w.cls, w.skill)
        if refusal is not None:
            raise _refuse("bad_combine", f"{req.combine} does not combine with this attack "
                                         f"({refusal}, C11)")
        combine = Combine(req.combine, att.sheet.skill(COMBINE_SKILLS[req.combine]),
                          req.hands_free)
    if req.knockout and w.cls not in KNOCKOUT_CLASSES:
        raise _refuse("bad_knockout", "only fist, kick, grapple, head-butt or a blunt weapon "
                                      "can knock out (C7)")
    if w.cls == FIREARM and w.capacity is not None:
        if not w.rounds:
            raise _refuse("no_ammo", f"{att.name}'s {w.name or w.skill} is empty: reload it "
                                     "first", name=att.name)
        lines += (ExplainLine("coc.gun.rounds", "C12", {"left": w.rounds - 1,
                                                       "capacity": w.capacity}),)
    tech = req.technique
    if tech is not None:
        _check_technique(att, tgt, w, req)
    armor = tgt.sheet.armor
    roll = d100(req.roll, dice) if tech != FEINT else None
    used = w
    if tech == SALTO:
        used = Weapon(f"1d6+{req.height}" if req.height else "1d6", UNARMED, skill=w.skill)
        combine = None
    elif tech == TACKLE:
        wall = req.wall if req.wall is not None else (
            roll is not None and classify(roll, skill, opts.critical) in (CRITICAL, SPECIAL))
        used = Weapon("1d4+1d4" if wall else "1d4", UNARMED, skill=w.skill)
        combine = None
    elif w.skill == "grapple" and w.cls == UNARMED and not req.knockout:
        used = _HOLD  # C7: its damage counts only to knock out
    if tech == FEINT:
        f = feint(_see_through(tgt), target_roll=req.tech_roll, dice=dice, options=opts)
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
        f = None
    if res.hit and tgt.sheet.special:
        rolled, sp_lines = special_damage(tgt.sheet.special, w, res.rolled or 0,
                                          res.damage_dice)
        if sp_lines:
            res.rolled = rolled
            res.damage = rolled if res.ignore_armor else max(0, rolled - res.armor)
            res.explain = res.explain + sp_lines
    if req.counter:
        lines = (_COUNTER_LINE, *lines)
    out = AttackOutcome(res, skill, w, attack_lines=lines + res.explain, feint=f)
    if tech == RUSH and res.hit:
        out.attack_lines += (rush().explain if req.combine == BUDO_STRIKE and res.ma_applied
                             else (ExplainLine("coc.tech.rush_needs", "C11"),))
    if f is not None:
        if f.defense_spent:  # C11 uses up the target's defence: only one it could make
            _feint_spends(enc, req, att, tgt, w, res)
        out.defense_lines = ()
        out.damage[tgt.id] = (res.damage or 0) if res.hit else 0
        if not res.hit:
            return out
    elif not res.hit:
        if req.defense.kind != "none":
            out.defense_lines = (ExplainLine("coc.dodge.no_hit" if req.defense.kind == "dodge"
                                             else "coc.parry.no_hit", "C4"
                                             if req.defense.kind == "dodge" else "C5"),)
        return out
    else:
        _defend(enc, req, dice, opts, att, tgt, w, out)
    landed = not (out.dodge is not None and out.dodge.evaded) and not (
        out.parry is not None and out.parry.parried) and not (
        out.cover is not None and out.cover.allowed)
    out.holds = landed and w.skill == "grapple" and w.cls == UNARMED
    if landed and tech in (SALTO, TACKLE):
        s = tgt.sheet
        out.technique = (salto(s.stat("con"), con_roll=req.tech_roll, dice=dice, options=opts)
                         if tech == SALTO else
                         tackle(s.stat("siz"), s.stat("dex"), s.stat("con"),
                                attack_outcome=res.outcome, wall=req.wall,
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
    by = harm.acting_position(enc, att.id)
    for cid, dmg in out.damage.items():
        out.results[cid] = harm.damage_result(enc, enc.combatants[cid], dmg, by, opts)
    return out


_COUNTER_LINE = ExplainLine("coc.atk.counter", "R18")


def counter_refusal(enc: Encounter, attacker: str, target: str) -> str | None:
    """Why ``attacker`` may not counterattack ``target`` now (R18), in English; None when
    the last action was a critical dodge of ``attacker`` against ``target``'s attack and
    nothing has happened since."""
    att, tgt = enc.get(attacker), enc.get(target)
    grant = state.counter_grant(enc)
    if grant is None or grant["by"] != att.id or grant["against"] != tgt.id:
        return (f"{att.name} has no counterattack against {tgt.name}: a counterattack "
                f"follows at once a critical dodge of {tgt.name}'s attack (C4, R18)")
    if grant["used"]:
        return (f"{att.name} has already counterattacked after this critical dodge: one "
                "counterattack a critical dodge (R18)")
    return None


def _require_counter(enc: Encounter, att: Combatant, tgt: Combatant, w: Weapon) -> None:
    """RulesError unless ``att`` may counterattack ``tgt`` with ``w`` now (C4, R18): a melee
    attack, at once after its critical dodge of ``tgt``'s attack, once."""
    why = counter_refusal(enc, att.id, tgt.id)
    if why is not None:
        raise _refuse("no_counter", why, name=att.name)
    if w.cls == FIREARM:
        raise _refuse("counter_melee", f"a counterattack is a melee attack (C4, R18): not "
                                       f"with {w.name or w.skill}", name=att.name)


def _see_through(c: Combatant) -> int:
    """The value a feint's target rolls to see through it: its 武道 (striking) or MA."""
    best = max(c.sheet.skill("budo_strike"), c.sheet.skill("martial_arts"))
    return best if best > 1 else 0


def technique_check(att: Combatant, tgt: Combatant, w: Weapon, technique: str,
                    knockout: bool = False, humanoid: bool = False) -> TechniqueCheck:
    """Whether ``att`` may use ``technique`` with ``w`` on ``tgt`` (C11)."""
    chk = technique_allowed(technique, att.sheet.skills or {}, attack_skill=w.skill,
                            target_human=tgt.sheet.kind == HUMAN, target_humanoid=humanoid,
                            target_siz=tgt.sheet.stat("siz"), knockout_only=knockout)
    need = {SALTO: "grapple", TACKLE: "headbutt"}.get(technique)
    if need is not None and (w.skill != need or w.cls != UNARMED):
        line = ExplainLine("coc.tech.skill", "C11", {"technique": technique,
                                                     "skill": w.skill or "-"})
        return TechniqueCheck(technique, False, (*chk.reasons, f"with {need} only"),
                              (*[x for x in chk.explain if x.key != "coc.tech.allowed"], line))
    return chk


def _check_technique(att: Combatant, tgt: Combatant, w: Weapon, req: AttackRequest) -> None:
    if req.technique not in TECHNIQUES:
        raise _refuse("bad_technique", f"unknown technique '{req.technique}'")
    chk = technique_check(att, tgt, w, req.technique, req.knockout, req.humanoid)
    if not chk.allowed:
        raise _refuse("bad_technique", f"{req.technique}: {'; '.join(chk.reasons)} (C11)",
                      technique=req.technique)


def damage_trace(enc: Encounter, out: AttackOutcome, cid: str) -> tuple[ExplainLine, ...]:
    """What the attack does to ``cid``: its knockout lines and its damage's trace, with
    names instead of turn-order positions (as the log will show it)."""
    res = out.results.get(cid)
    if res is None or out.damage.get(cid, 0) <= 0:
        return out.damage_lines.get(cid, ())
    return out.damage_lines.get(cid, ()) + harm.named(enc, res.explain)


def _parried_attack(att: Combatant, w: Weapon, res: AttackResult,
                    combined: str | None) -> ParriedAttack:
    formula = res.damage_dice
    assert formula is not None  # only a hit is parried
    w_total = formula.weapon.total(list(res.w_faces), "dice.w")
    db_total = formula.db.total(list(res.db_faces), "dice.db")
    return ParriedAttack(res.outcome, w.cls, w_total, db_total, w.small, att.sheet.kind,
                         combined)


def _defend(enc: Encounter, req: AttackRequest, dice: Dice, opts: Any, att: Combatant,
            tgt: Combatant, w: Weapon, out: AttackOutcome) -> None:
    d = req.defense
    res = out.attack
    if d.kind == "none":
        out.defense_lines = (ExplainLine("coc.defense.none", "C0"),)
        out.damage[tgt.id] = res.damage or 0
        return
    if d.kind not in DEFENSES:
        raise _refuse("bad_defense", f"unknown defense '{d.kind}' (known: "
                                     f"{', '.join(DEFENSES)})")
    if d.kind in ("dodge", "parry"):
        _require_able(tgt)
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


def _feint_spends(enc: Encounter, req: AttackRequest, att: Combatant, tgt: Combatant,
                  w: Weapon, res: AttackResult) -> None:
    """C11: a working feint uses up the dodge or parry the keeper declared for the target;
    one the rules forbid (C3, C5, R4, R10) is no defence it has: refused as against any
    attack, so nothing is spent that could not have been used."""
    d = req.defense
    if d.kind not in ("dodge", "parry"):
        return
    _require_able(tgt)
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
        _require_usable(tgt, with_, pw)
    return UNARMED_PARRY if pw.cls == UNARMED else WEAPON


def _refuse_defense(kind: str, tgt: Combatant, why: ExplainLine) -> NoReturn:
    """RulesError ``dodge_refused`` / ``parry_refused`` / ``cover_refused``: the rules forbid
    this defence of ``tgt`` (for a cover: the coverer; ``why`` names the rule), so nothing is
    done and the keeper can answer otherwise."""
    raise _refuse(f"{kind}_refused", f"{tgt.name} cannot {kind} this attack: "
                                     f"{render(why, _ENGLISH)}", name=tgt.name,
                  reason=why.key, line=why)


def _cover(enc: Encounter, dice: Dice, opts: Any, att: Combatant, tgt: Combatant, by: str,
           roll: int | None, out: AttackOutcome, dodge_fumbled: bool = False) -> None:
    """C6, R9: ``by`` steps in front of the attack's damage; sets ``out.cover``, its lines
    (``out.cover_lines``) and the damage of both."""
    res = out.attack
    coverer = enc.get(by) if by else None
    if coverer is None or coverer.id in (tgt.id, att.id):
        raise _refuse("bad_cover", "cover needs an investigator other than the attacker "
                                   "and the target")
    _require_able(coverer)
    if coverer.side == "pc" and tgt.side != "pc":
        raise _refuse("cover_foe", f"{coverer.name} does not step in front of a foe's "
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
        _require_usable(tgt, d.with_, pw)
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


def parry_refusal_before_roll(enc: Encounter, attacker: str, target: str, weapon: str,
                              with_: str) -> ExplainLine | None:
    """Why ``target`` cannot parry ``attacker``'s attack with ``weapon`` using ``with_`` (a
    weapon key of the target or a martial-arts kind), as far as it is known before the roll
    (C3, C5, C12, R10): the attack dialog offers only the parries this allows. A critical
    (R1) and an attack combined with martial arts (C11) are known only once rolled: the
    attack itself refuses those."""
    att, tgt = enc.get(attacker), enc.get(target)
    w = weapon_of(att, weapon)
    hit = ParriedAttack("success", w.cls, 0, 0, w.small, att.sheet.kind)
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
                              surprise: bool = False) -> ExplainLine | None:
    """Why ``target`` cannot dodge ``attacker``'s attack with ``weapon`` if it hits, as far as
    it is known before the roll (R4 bullets and a spent dodge value, C13 a declared surprise,
    C3 prone): the attack dialog offers the dodge only when this allows it. A critical (R1)
    is known only once rolled: the attack itself refuses that."""
    att, tgt = enc.get(attacker), enc.get(target)
    w = weapon_of(att, weapon)
    value = next_dodge_value(tgt.sheet.skill("dodge"), state.dodges(enc, tgt.id))
    return dodge_refusal(value, "success", w.cls, undodgeable=surprise, prone=tgt.has(PRONE))


def attack(enc: Encounter, req: AttackRequest) -> Action:
    """One attack, its defense and its damage as ONE undoable action: planned once (it
    refuses before anything is recorded), then that plan is applied."""
    dice = _dice_copy(enc.dice)
    out = plan_attack(enc, req, dice)

    def run() -> AttackOutcome:
        enc.dice.setstate(dice.getstate())  # the plan's rolls are the encounter's rolls
        _commit(enc, req, out)
        return out

    ids = [req.attacker, req.target] + [x for x in (req.defense.by, req.defense.cover_by) if x]
    return enc.perform("attack", list(dict.fromkeys(ids)), run)


def _commit(enc: Encounter, req: AttackRequest, out: AttackOutcome) -> None:
    att, tgt = enc.get(req.attacker), enc.get(req.target)
    res = out.attack
    result = out.dodge or out.parry or out.cover
    enc.add_log("coc.counter" if req.counter else "coc.attack", att.id,
                out.attack_lines + (() if result else out.defense_lines),
                name=att.name, target=tgt.name,
                weapon=weapon_label(att, req.weapon),
                roll="—" if out.feint is not None else res.roll,  # a feint rolls no attack
                value=out.value, outcome=res.outcome)
    rnd = state.round_state(enc) if enc.in_combat else None
    if out.weapon.cls == FIREARM and rnd is not None:
        rnd["shots"][att.id] = rnd["shots"].get(att.id, 0) + 1
    _spend_round(att, req.weapon, out.weapon)
    if out.feint is not None and out.feint.defense_spent:
        _spend_defense(enc, tgt, req.defense.kind)
    if not req.counter:  # R18: a counterattack is outside the turn order: nothing spent
        _act(enc, att, "shot" if out.weapon.cls == FIREARM else "attack")  # R14: any position
    for name in res.attacker_states:
        if name == WEAPON_DROPPED:
            harm.drop_weapon(enc, att, req.weapon)
        else:
            harm.set_cond(enc, att, name)
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
    if out.durability is not None:
        index, before, after = out.durability
        ws = tgt.sheet.weapons
        old = ws[index]
        ws[index] = old.replace(durability=after)
        enc.add_log("coc.durability", tgt.id, name=tgt.name, weapon=old.name or old.skill,
                    before=before, after=after)
    by = harm.acting_position(enc, att.id)
    for cid, dmg in out.damage.items():
        c = enc.get(cid)
        if dmg > 0:  # through the core, so rule modules' after_hit see the attack's damage
            land_hit(enc, cid, AttackDamage(dmg, out.sources.get(cid, NORMAL), by,
                                            out.damage_lines.get(cid, ()), out.results[cid]))
        else:
            enc.add_log("coc.no_damage", cid, out.damage_lines.get(cid, ()), name=c.name)
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
    if req.counter:
        state.use_counter(enc)  # R18: one counterattack a critical dodge
    if out.dodge is not None and out.dodge.counter_chance and not tgt.has(DEAD):
        # C4, R18: last, so that the grant holds until anything else is logged (a counter
        # is an ordinary attack otherwise: its critical dodge grants one back)
        state.grant_counter(enc, tgt.id, att.id)


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


def reload(enc: Encounter, cid: str, weapon: str) -> Action:
    """Reloading a gun whose rounds are counted takes the combatant's action."""
    c = enc.get(cid)
    w = weapon_of(c, weapon)
    if w.cls != FIREARM or w.capacity is None:
        raise _refuse("no_ammo_count", f"{c.name}'s {w.name or w.skill or weapon} has no "
                                       "rounds counted", name=c.name)
    _require_able(c)
    _require_usable(c, weapon, w)
    if c.has(PRONE):
        raise _refuse("prone", f"{c.name} is prone: no action until someone spends a turn to "
                               "get them up (C3)", name=c.name)
    if w.rounds == w.capacity:
        raise _refuse("full", f"{c.name}'s {w.name or w.skill} is loaded", name=c.name)
    _require_turn_left(enc, c)
    _require_position_free(enc, c, "reload")

    def run() -> None:
        i = int(weapon[1:])
        c.sheet.weapons[i] = w.replace(rounds=w.capacity)
        enc.add_log("coc.reload", cid, name=c.name, weapon=w.name or w.skill,
                    rounds=w.capacity)
        _act(enc, c, "reload")

    return enc.perform("reload", [cid], run)


# -- SAN checks -------------------------------------------------------------------------------------


def san_hour(enc: Encounter, cid: str, new_hour: bool = False) -> dict[str, Any] | None:
    """The game hour ``cid``'s next SAN check counts in (``start``, ``lost``, ``at``), or
    None when that check begins a new one: none yet, the keeper says so, or the calendar
    has moved an hour or more since it began (Advance time between the checks)."""
    hour = enc.state.get("sanity", {}).get(cid)
    now = enc.calendar.total_minutes
    if new_hour or hour is None or now - hour.get("at", now) >= 60:
        return None
    return hour


def san_check(enc: Encounter, cid: str, loss: str, *, roll: int | None = None,
              faces: tuple[int, ...] | None = None, idea_roll: int | None = None,
              duration: int | None = None, new_hour: bool = False) -> Action:
    """A SAN check as one action, in or out of combat: ``loss`` "0/1d6"; 5+ lost → the idea
    roll, whose success marks temporary insanity (``duration``: rounds the keeper sets, None:
    until removed); a fifth of the SAN the game hour began with lost within it marks
    indefinite insanity. ``new_hour``: a new game hour begins with this check."""
    c = enc.get(cid)
    expr = parse_san_loss(loss)
    if c.has(DEAD):
        raise _refuse("dead_target", f"{c.name} is dead", name=c.name)
    if c.sheet.max_san <= 0:
        raise _refuse("no_san", f"{c.name} has no SAN", name=c.name)
    for r in (roll, idea_roll):
        if r is not None:
            d100(r, None)
    if duration is not None and (type(duration) is not int or not 1 <= duration <= 9999):
        raise _refuse("bad_duration", f"a duration is 1–9999 rounds, got {duration!r}")

    def run() -> SanResult:
        hours = enc.state.setdefault("sanity", {})
        san = c.sheet.san or 0
        now = enc.calendar.total_minutes
        hour = san_hour(enc, cid, new_hour) or {"start": san, "lost": 0, "at": now}
        res = resolve_san(san, c.sheet.stat("int"), expr, roll=roll, faces=faces,
                          idea_roll=idea_roll, dice=enc.dice, hour_start=hour["start"],
                          hour_lost=hour["lost"], options=harm.options(enc))
        hours[cid] = {"start": hour["start"], "lost": res.hour_lost,
                      "at": hour.get("at", now)}
        enc.touch(cid)
        c.sheet.san = res.san_after
        enc.add_log("coc.san_check", cid, res.explain, name=c.name, roll=res.roll,
                    value=san, outcome=res.outcome, expr=res.expression, loss=res.loss,
                    san_before=san, san_after=res.san_after)
        if res.temporary and harm.set_cond(enc, c, harm.TEMPORARY_INSANITY):
            c.conditions[harm.TEMPORARY_INSANITY].rounds = duration
        if res.indefinite:
            harm.set_cond(enc, c, harm.INDEFINITE_INSANITY)
        return res

    return enc.perform("san_check", [cid], run)


# -- damage entered directly ----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Damage:
    """Damage the keeper enters (armor already off): a fall, fire, a technique's extra dice.
    ``source`` "fumble" or "extra" makes it a wound first aid cannot treat (R11)."""

    damage: int
    source: str = "normal"

    def __post_init__(self) -> None:
        if type(self.damage) is not int or self.damage < 0:
            raise RulesError("bad_damage", f"damage must be a whole number 0 or more, got "
                                           f"{self.damage!r}")
        if self.source not in ("normal", "fumble", "extra"):
            raise RulesError("bad_wound", f"unknown wound source {self.source!r}")


@dataclass(frozen=True, slots=True)
class AttackDamage:
    """An attack's damage to one combatant (armor off), as :func:`_commit` hands it to the
    core's ``land_hit``: the attack planned its result and explain lines already."""

    damage: int
    source: str
    #: the acting position it is dealt from (the death clock's reference)
    by: str | None
    lines: tuple[ExplainLine, ...]
    result: DamageResult


def land_damage(enc: Encounter, cid: str, hit: Damage | AttackDamage) -> DamageResult:
    """The CoC ruleset's ``apply_hit``: damage the keeper enters, or an attack's."""
    if isinstance(hit, AttackDamage):
        harm.hurt(enc, enc.get(cid), hit.damage, by=hit.by, lines=hit.lines, res=hit.result,
                  source=hit.source)
        return hit.result
    return damage_now(enc, cid, hit)


def preview_damage(enc: Encounter, cid: str, hit: Damage) -> DamageResult:
    return harm.damage_result(enc, enc.get(cid), hit.damage, harm.acting_position(enc, None))


def damage_now(enc: Encounter, cid: str, hit: Damage) -> DamageResult:
    c = enc.get(cid)
    if c.has(DEAD):
        raise _refuse("dead_target", f"{c.name} is already dead", name=c.name)
    result = preview_damage(enc, cid, hit)
    harm.hurt(enc, c, hit.damage, by=harm.acting_position(enc, None), source=hit.source,
              log_key="coc.hurt", res=result)
    return result


# -- first aid ------------------------------------------------------------------------------------


def first_aid(enc: Encounter, healer: str, patient: str, wound: int, *,
              skill: str = "first_aid", roll: int | None = None,
              faces: tuple[int, ...] | None = None) -> Action:
    """First Aid or Medicine on one wound (C9, R11) as one action."""
    h, p = enc.get(healer), enc.get(patient)
    if skill not in ("first_aid", "medicine"):
        raise _refuse("bad_skill", f"first aid is rolled with first_aid or medicine, not "
                                   f"'{skill}'")
    _require_able(h)
    _require_standing(h)
    _require_turn_left(enc, h)
    if p.has(DEAD):
        raise _refuse("dead_target", f"{p.name} is dead", name=p.name)
    if harm.clock_ran_out(enc, p.id):
        raise _refuse("clock_ran_out", f"{p.name}'s death clock has run out: no healing "
                                       "saves them now (R12)", name=p.name)
    if not 0 <= wound < len(p.sheet.wounds):
        raise _refuse("unknown_wound", f"{p.name} has no wound #{wound + 1}", name=p.name)
    w = p.sheet.wounds[wound]
    if w.treated:
        raise _refuse("already_treated", "that wound has had its first aid (C9)")
    if w.source != NORMAL:
        raise _refuse("not_treatable", "damage from a fumble or additional damage is not a "
                                       "wound first aid can treat (R11)")
    _require_position_free(enc, h, "first_aid")
    if roll is not None:
        d100(roll, None)

    def run() -> Any:
        value = h.sheet.skill(skill)
        before = p.sheet.hp or 0
        res = resolve_first_aid(value, w, before, p.sheet.max_hp, roll=roll,
                                faces=faces, dice=enc.dice, options=harm.options(enc))
        p.sheet.hp = res.hp
        if res.wound_treated:
            p.sheet.wounds[wound] = type(w)(w.amount, w.source, True)
        enc.add_log("coc.aid", p.id, res.explain, name=p.name, healer=h.name, skill=skill,
                    roll=res.roll, value=value, outcome=res.outcome, hp_before=before,
                    hp_after=res.hp)
        _act(enc, h, "first_aid")
        harm.heal(enc, p, before)
        return res

    return enc.perform("first_aid", list(dict.fromkeys([healer, patient])), run)


# -- getting up, closing in, breaking away, rapid fire -----------------------------------------


def get_up(enc: Encounter, cid: str, helper: str | None = None) -> Action:
    """C3: a prone combatant gets up from the round after it fell, when it or a helper
    spends a turn on it."""
    c = enc.get(cid)
    who = enc.get(helper) if helper else c
    cond = c.conditions.get(PRONE)
    if cond is None:
        raise _refuse("not_prone", f"{c.name} is not prone", name=c.name)
    if enc.in_combat and cond.value >= enc.round:
        raise _refuse("too_soon", f"{c.name} fell this round: getting up is possible from "
                                  "the next round (C3)", name=c.name)
    _require_able(who)
    if who is not c and who.has(PRONE):
        raise _refuse("prone", f"{who.name} is prone too", name=who.name)
    # R14: the position it acts in is what is spent, so a handgun's round-start shot leaves
    # its DEX position free for this (as for first aid)
    _require_turn_left(enc, who)
    _require_position_free(enc, who, "get_up")

    def run() -> None:
        line = (ExplainLine("coc.get_up.self", "C3") if who is c else
                ExplainLine("coc.get_up.helper", "C3", {"helper": who.name, "name": c.name}))
        harm.clear_cond(enc, c, PRONE)
        enc.add_log("coc.get_up", c.id, (line,), name=c.name, helper=who.name)
        _act(enc, who, "get_up")

    return enc.perform("get_up", list(dict.fromkeys([cid, who.id])), run)


def pick_up(enc: Encounter, cid: str) -> Action:
    """C3: a combatant who dropped its weapon spends the turn picking it up."""
    c = enc.get(cid)
    if not c.has(WEAPON_DROPPED):
        raise _refuse("not_dropped", f"{c.name} has not dropped a weapon", name=c.name)
    _require_able(c)
    if c.has(PRONE):
        raise _refuse("prone", f"{c.name} is prone: no action until someone spends a turn to "
                               "get them up (C3)", name=c.name)
    _require_turn_left(enc, c)
    _require_position_free(enc, c, "pick_up")

    def run() -> None:
        harm.clear_cond(enc, c, WEAPON_DROPPED)
        enc.add_log("coc.pick_up", c.id, (ExplainLine("coc.pick_up.turn", "C3"),), name=c.name)
        _act(enc, c, "pick_up")

    return enc.perform("pick_up", [cid], run)


def gun_in_hand(c: Combatant) -> bool:
    """``c`` holds a firearm it has not dropped (C3), one to close in with (C12)."""
    dropped = harm.dropped_keys(c)
    return dropped is not None and any(
        w.cls == FIREARM and f"w{i}" not in dropped for i, w in enumerate(c.sheet.weapons))


def close_in(enc: Encounter, shooter: str, target: str) -> Action:
    """C12: the shooter spends the turn closing in; point-blank from the next round, and no
    parrying while closed in."""
    s, t = enc.get(shooter), enc.get(target)
    if s.id == t.id:
        raise _refuse("self_attack", "a shooter closes in on someone else")
    _require_able(s)
    _require_standing(s)
    _require_turn_left(enc, s)
    _require_position_free(enc, s, "close_in")
    if not any(w.cls == FIREARM for w in s.sheet.weapons):
        raise _refuse("no_firearm", f"{s.name} carries no firearm to close in with (C12)",
                      name=s.name)
    if not gun_in_hand(s):
        # closing in is the step towards point-blank shots (C12): not with the gun dropped
        raise _refuse("weapon_dropped", f"{s.name} dropped the weapon (C3): bare hands only",
                      name=s.name)

    def run() -> None:
        state.closed_in(enc)[s.id] = {"target": t.id, "round": enc.round}
        harm.set_cond(enc, s, CLOSED_IN)
        enc.add_log("coc.close_in", s.id, (close_in_line(),), name=s.name, target=t.name)
        _act(enc, s, "close_in")

    return enc.perform("close_in", [shooter], run)


def break_away(enc: Encounter, target: str, roll: int | None = None) -> Action:
    """C12: the target spends the turn on a DEX contest against the shooter who closed in."""
    t = enc.get(target)
    shooter = next((sid for sid, e in enc.state.get("closed_in", {}).items()
                    if e.get("target") == target and sid in enc.combatants), None)
    if shooter is None:
        raise _refuse("not_closed_in", f"nobody has closed in on {t.name}", name=t.name)
    _require_able(t)
    _require_standing(t)
    _require_turn_left(enc, t)
    _require_position_free(enc, t, "break_away")
    s = enc.get(shooter)

    def run() -> Any:
        res = resolve_break_away(t.sheet.stat("dex"), s.sheet.stat("dex"), roll=roll,
                                 dice=enc.dice)
        enc.add_log("coc.break_away", t.id, res.explain, name=t.name, shooter=s.name,
                    outcome=res.outcome, free=res.free_from)
        if res.free_from == "this_round":
            state.closed_in(enc).pop(s.id, None)
            harm.clear_cond(enc, s, CLOSED_IN)
        else:
            state.closed_in(enc)[s.id]["until"] = enc.round + 1
        _act(enc, t, "break_away")
        return res

    return enc.perform("break_away", [target, shooter], run)


def declare_rapid_fire(enc: Encounter, cid: str) -> Action:
    """R8: all of this round's shots at DEX, +5% each after the first; the round-start and
    DEX÷2 shots are dropped. Only before the first shot of the round."""
    c = enc.get(cid)
    gun = ready_gun(c)
    if gun is None:
        raise _refuse("no_multishot", f"{c.name} has no gun that fires several shots a round",
                      name=c.name)
    if not enc.in_combat:
        raise _refuse("not_in_combat", "rapid fire is declared during a fight")
    if state.shots(enc, cid):
        raise _refuse("already_fired", f"{c.name} has already fired this round: rapid fire "
                                       "is declared instead of the round-start shot (R8)",
                      name=c.name)
    if cid in state.peek_round(enc)["rapid"]:
        raise _refuse("already_declared", f"{c.name} already declared rapid fire this round",
                      name=c.name)

    def run() -> None:
        state.mark(enc, "rapid", cid)
        plan = fire_plan(c.sheet.stat("dex"), c.sheet.skill(gun.skill) if gun.skill else 0,
                         gun.shots, rapid_fire=True)
        enc.add_log("coc.rapid", cid, plan.explain + (
            ExplainLine("coc.gun.rapid_declared", "R8"),), name=c.name)

    return enc.perform("rapid_fire", [cid], run)


# -- the keeper's secret rolls --------------------------------------------------------------------


def secret(enc: Encounter, cid: str, what: str, value: int | None = None,
           roll: int | None = None) -> Action:
    """C13: a roll the keeper makes in secret for ``cid`` (a skill id such as psychology,
    listen, spot_hidden; ``value`` overrides the sheet's). Logged hidden from the players."""
    c = enc.get(cid)
    if value is None:
        value = c.sheet.skill(what)
    if type(value) is not int or not 0 <= value <= 999:
        raise _refuse("bad_value", f"a skill value is a whole number 0–999, got {value!r}")
    if roll is not None:
        d100(roll, None)

    def run() -> Any:
        opts = harm.options(enc)
        if what == "psychology":
            res = psychology(value, roll=roll, dice=enc.dice, options=opts)
        else:
            res = secret_roll(what, value, roll=roll, dice=enc.dice, options=opts)
        enc.add_log("coc.secret", cid, res.explain, hidden=True, name=c.name, what=what,
                    roll=res.roll, value=value, outcome=res.outcome)
        return res

    return enc.perform("secret", [], run)


__all__ = ["AttackDamage", "AttackOutcome", "AttackRequest", "BARE_HANDS", "Damage", "Defense", "attack",
           "break_away", "close_in", "counter_refusal", "cover_refusal_before_roll", "gun_in_hand", "damage_now", "dodge_refusal_before_roll", "parry_refusal_before_roll", "pick_up", "reload", "san_check", "technique_check", "declare_rapid_fire", "first_aid", "get_up",
           "land_damage", "plan_attack", "preview_attack", "preview_damage", "secret", "weapon_label",
           "weapons_of", "SUCCESSES"]
