"""Choosing maneuvers and postures (RULES M) as undoable actions, and what a turn's start, an
attack and the end of the fight do to them (called inside the ruleset's own actions)."""

from __future__ import annotations

from typing import Any

from tracker.model.combatant import Combatant
from tracker.model.encounter import Action, Encounter
from tracker.model.errors import RulesError

from . import maneuvers as m
from .conditions import clear_condition, fall
from .modifiers import roll_modifier
from .sheet_defense import dodge_halved
from .views import stunned


def _blank(mid: str, option: str | None = None, target: str | None = None, turns: int = 1,
           acc: int = 0, braced: bool = False, margin: int = 0) -> dict[str, Any]:
    return {"id": mid, "option": option, "target": target, "turns": turns, "acc": acc,
            "braced": braced, "margin": margin}


def _own_turn(enc: Encounter, c: Combatant) -> bool:
    return enc.in_combat and enc.current is not None and enc.current.id == c.id


def set_maneuver(enc: Encounter, cid: str, mid: str, option: str | None = None,
                 target: str | None = None, acc: int | None = None, braced: bool = False,
                 margin: int | None = None) -> Action:
    """``cid`` chooses ``mid`` for its turn (it must be that turn; RULES M). ``target``: the
    foe of an Aim, Evaluate or Feint (a combatant id); ``acc``, ``braced``: the Aim's weapon;
    ``margin``: the Feint's won contest. Choosing again in the same turn replaces the choice
    (the GM correcting it)."""
    c = enc.get(cid)
    m.check_choice(mid, option, target, acc, margin)
    if not enc.in_combat:
        raise RulesError("not_in_combat", "maneuvers are chosen in combat, at the start of "
                         "the combatant's turn (M): start combat first")
    why = m.refusal(c, mid, stunned(c) and _own_turn(enc, c))
    if why and c.is_out:
        raise RulesError("maneuver_refused", why)
    if not _own_turn(enc, c):
        now = enc.current.name if enc.current else "nobody"
        raise RulesError("not_its_turn", f"{c.name} chooses its maneuver at the start of its "
                         f"own turn; it is {now}'s turn (M)")
    if why:
        raise RulesError("maneuver_refused", why)
    if target is not None:
        foe = enc.get(target)
        if foe.id == c.id:
            raise RulesError("bad_value", f"{c.name} cannot aim at, evaluate or feint itself")
    feint = mid == "feint" or (mid == "all_out_attack" and option == "feint")

    def run() -> bool:
        s = c.sheet
        old = m.Focus.from_dict(s.focus)
        turns = 1
        if mid in ("aim", "evaluate") and old is not None and old.id == mid \
                and old.target == target:
            turns = old.turns + 1  # another turn of it on the same foe
        s.maneuver = _blank(mid, option, target if (mid in m.TARGETED or feint) else None,
                            turns, acc or 0, bool(braced), (margin or 0) if feint else 0)
        if mid == "all_out_attack" and option == "feint":  # the feint and the attack at once
            s.focus = {**_blank("feint", None, target, margin=margin or 0)}
        elif mid not in m.KEEPS_FOCUS and mid not in ("aim", "evaluate"):
            s.focus = None
        enc.add_log("maneuver", cid, name=c.name,
                    maneuver=f"{mid}.{option}" if option else mid)
        return True

    return enc.perform("maneuver", [cid], run)


def set_posture(enc: Encounter, cid: str, posture: str) -> Action:
    """On ``cid``'s own turn: its Change Posture maneuver, one step (from lying only to
    kneeling or crawling). Out of its turn or out of combat: the GM setting the table right,
    any posture at once. Lying down is the ``prone`` condition."""
    c = enc.get(cid)
    if posture not in m.POSTURES:
        raise RulesError("bad_value", f"unknown posture '{posture}' (known: "
                         f"{', '.join(m.POSTURES)})", field="posture")
    old = m.posture_of(c)
    own = _own_turn(enc, c)
    if own:
        if old == posture:
            raise RulesError("same_posture", f"{c.name} is already {posture}")
        chosen = m.maneuver_id(c)
        why = m.refusal(c, "change_posture", stunned(c))
        if why:
            raise RulesError("maneuver_refused", why)
        if chosen == "change_posture":
            raise RulesError("one_step", f"{c.name} has changed posture this turn already: "
                             "one step a turn (M)")
        if chosen is not None:
            raise RulesError("maneuver_chosen", f"{c.name} chose {chosen} this turn: Change "
                             "Posture is a maneuver of its own (M); choose it instead first")
        prone = c.conditions.get("prone")
        if old == "lying" and prone is not None and prone.cause is not None:
            raise RulesError("cannot_rise", f"{c.name}'s crippled {prone.cause} keeps it "
                             "down (G6)")
        why = m.posture_step_refusal(c, old, posture)
        if why:
            raise RulesError("one_step", why)

    def run() -> bool:
        _put(enc, c, posture)
        if own:
            c.sheet.maneuver = _blank("change_posture")
            c.sheet.focus = None
        enc.add_log("posture", cid, name=c.name, posture=posture, before=old)
        return True

    return enc.perform("posture", [cid], run)


def _put(enc: Encounter, c: Combatant, posture: str) -> None:
    if posture == "lying":
        fall(enc, c)
        return
    c.sheet.posture = posture
    clear_condition(enc, c, "prone")


# -- inside other actions -----------------------------------------------------------------------
def turn_started(c: Combatant) -> None:
    """RULES M: the maneuver of the last turn ends; an Aim, Evaluate or Feint leaves its
    focus for this turn's attack (an Aim spoiled by a defense leaves none)."""
    s = c.sheet
    s.parries.clear()  # W1 (B376): repeated parries count from this turn afresh
    old = s.maneuver
    if old is None and s.focus is None:
        return
    if old is not None and old["id"] in m.TARGETED and not old.get("spoiled"):
        s.focus = {k: old[k] for k in ("id", "option", "target", "turns", "acc", "braced",
                                       "margin")}
    else:  # an attack spent it, or this turn begins without one
        s.focus = None
    s.maneuver = None


def fight_over(c: Combatant) -> None:
    """Out of combat every maneuver is null (RULES M); postures stay."""
    c.sheet.maneuver = None
    c.sheet.focus = None
    c.sheet.parries.clear()


def attack_made(enc: Encounter, attacker: Combatant, *, out_of_turn: bool | None) -> None:
    """Before the attack roll: who may attack now (refused with the rule), the Attack
    maneuver for one who chose none on its turn, and the attack counted in its maneuver
    record (``attacks``; one too many is refused, RULES M); after it the focus is spent.
    ``out_of_turn``: True, marked out of turn (a Wait, a counter): allowed, never counted;
    False: refused out of the attacker's turn; None (the window): allowed out of turn,
    counted on the attacker's own turn."""
    if stunned(attacker):
        raise RulesError("stunned_attacker", f"{attacker.name} is stunned: the stunned can "
                         "only Do Nothing, and make no attack (M, G9)")
    if attacker.is_out:
        raise RulesError("maneuver_refused", f"{attacker.name} is out of the fight: it makes "
                         "no attack (M)")
    if not enc.in_combat:
        return
    chosen = m.maneuver_id(attacker)
    if _own_turn(enc, attacker):
        if chosen is None:
            attacker.sheet.maneuver = _blank("attack")
        elif chosen not in m.ATTACKING:
            raise RulesError("no_attack", f"{attacker.name} chose {chosen} this turn: that "
                             "maneuver makes no attack (M)")
        if out_of_turn is not True:
            why = attack_limit_reason(enc, attacker)
            if why is not None:
                raise RulesError("attack_limit", why)
            mv = attacker.sheet.maneuver
            attacker.sheet.maneuver = {**mv, "attacks": mv.get("attacks", 0) + 1}
    elif out_of_turn is False:
        raise RulesError("not_its_turn", f"it is not {attacker.name}'s turn: an attack out of "
                         "turn (a Wait, a counter the GM allows) must be marked as such "
                         "(out_of_turn) (M)")


def attack_count(enc: Encounter, attacker: Combatant) -> tuple[int, int] | None:
    """(attacks made, attacks allowed) in ``attacker``'s own turn by its maneuver and Extra
    Attack (RULES M); None out of its turn or before it has chosen an attacking maneuver
    (nothing is counted then)."""
    if not _own_turn(enc, attacker):
        return None
    mv = m.maneuver_of(attacker)
    if mv is None or mv["id"] not in m.ATTACKING:
        return None
    extra = getattr(attacker.sheet, "extra_attacks", 0)
    return int(mv.get("attacks", 0)), m.attacks_allowed(mv["id"], mv.get("option"), extra)


def attack_limit_reason(enc: Encounter, attacker: Combatant) -> str | None:
    """Why another attack by ``attacker`` on its own turn is one too many (RULES M: one for
    Attack, Move and Attack and All-Out Attack, two for All-Out Attack (Double), plus the
    sheet's Extra Attack), or None. Out of its turn nothing is counted."""
    if attack_count(enc, attacker) is None:
        return None
    mv = m.maneuver_of(attacker)
    return m.attack_limit_refusal(attacker.name, mv["id"], mv.get("option"),
                                  int(mv.get("attacks", 0)),
                                  getattr(attacker.sheet, "extra_attacks", 0))


def focus_spent(attacker: Combatant) -> None:
    attacker.sheet.focus = None


def defended(target: Combatant) -> None:
    """Defending spoils an Aim (RULES M)."""
    s = target.sheet
    if s.maneuver is not None and s.maneuver["id"] == "aim":
        s.maneuver = {**s.maneuver, "spoiled": True}
    if s.focus is not None and s.focus["id"] == "aim":
        s.focus = None


# -- the exchange in context --------------------------------------------------------------------
def attack_in_context(enc: Encounter, attacker: Combatant, target: Combatant,
                      attack: Any) -> Any:
    """``attack`` (a :class:`~.tohit.Attack`) with what the encounter's state implies
    (RULES M, G10): the attacker's maneuver (Attack when it has chosen none), both postures,
    its Aim/Evaluate on this target, its own shock, the target's maneuver and a feint of the
    attacker's against it. What the GM entered (skill, location, V1 panel …) stays."""
    from dataclasses import replace

    shock = attacker.conditions.get("shock")
    mine = m.maneuver_of(attacker) if enc.in_combat else None
    theirs = m.maneuver_of(target) if enc.in_combat else None
    focus = m.focus_on(attacker, target.id) if enc.in_combat else None
    r = attack.ranged
    if r is not None and r.target_sm is None:  # W3: the target's own Size Modifier
        attack = replace(attack, ranged=replace(r, target_sm=target.sheet.size_modifier))
    return replace(
        attack, maneuver=mine["id"] if mine else ("attack" if enc.in_combat else None),
        option=mine.get("option") if mine else None, posture=m.posture_of(attacker),
        target_posture=m.posture_of(target),
        focus=focus if focus is not None and focus.id != "feint" else None,
        shock=min(0, max(shock.value, -8)) if shock is not None else 0,
        ailment=roll_modifier(enc, attacker),  # V7: a fever, festering
        target_maneuver=theirs["id"] if theirs else None,
        target_option=theirs.get("option") if theirs else None,
        feint=focus.margin if focus is not None and focus.id == "feint" else 0)


def defense_in_context(enc: Encounter, target: Combatant, attacker: Combatant | None,
                       defense: Any) -> Any:
    """``defense`` (a :class:`~.defense.Defense`) with the target's posture, its All-Out
    Defense, a feint of the attacker's against it and no retreat after its Move and Attack
    (RULES M), its Dodge halved when it is reeling or very tired (G11, R25); the GM's own entries (the sheet's number, retreat, stunned) stay."""
    from dataclasses import replace

    theirs = m.maneuver_of(target) if enc.in_combat else None
    focus = (m.focus_on(attacker, target.id)
             if attacker is not None and enc.in_combat else None)
    posture = m.posture_of(target)
    return replace(
        defense, posture=posture, prone=defense.prone and posture == "standing",
        all_out_defense=theirs.get("option") if theirs and theirs["id"] == "all_out_defense"
        else None,
        feint=focus.margin if focus is not None and focus.id == "feint" else 0,
        no_retreat=bool(theirs and theirs["id"] == "move_and_attack"),
        halved=dodge_halved(target.sheet),  # G11, R25: reeling or very tired
        ailment=roll_modifier(enc, target))  # V7


def no_defense_reason(enc: Encounter, target: Combatant) -> str | None:
    """Why ``target`` may make no active defense now (RULES M), or None."""
    theirs = m.maneuver_of(target) if enc.in_combat else None
    if theirs is not None and m.defense_refusal(theirs["id"]) is not None:
        return (f"{target.name} made an All-Out Attack this turn: no active defense until "
                "its next turn (M)")
    return None


def second_defense_allowed(enc: Encounter, target: Combatant) -> bool:
    """Whether ``target`` may try a second, different defense after a failed first one
    against the same attack: it chose All-Out Defense (Double) (RULES M)."""
    theirs = m.maneuver_of(target) if enc.in_combat else None
    return theirs is not None and (theirs["id"], theirs.get("option")) == (
        "all_out_defense", "double")
