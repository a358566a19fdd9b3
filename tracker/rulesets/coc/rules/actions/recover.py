"""Getting back into the fight after C3: getting up from prone (oneself or with a helper) and
picking up the dropped weapon, each spending the turn."""

from __future__ import annotations

from tracker.model.encounter import Action, Encounter
from tracker.model.explain import ExplainLine

from .. import harm
from ..harm import PRONE, WEAPON_DROPPED
from .turn import act, refuse, require_able, require_position_free, require_turn_left


def get_up(enc: Encounter, cid: str, helper: str | None = None) -> Action:
    """C3: a prone combatant gets up from the round after it fell, when it or a helper
    spends a turn on it."""
    c = enc.get(cid)
    who = enc.get(helper) if helper else c
    cond = c.conditions.get(PRONE)
    if cond is None:
        raise refuse("not_prone", f"{c.name} is not prone", name=c.name)
    if enc.in_combat and cond.value >= enc.round:
        raise refuse("too_soon", f"{c.name} fell this round: getting up is possible from "
                                 "the next round (C3)", name=c.name)
    require_able(who)
    if who is not c and who.has(PRONE):
        raise refuse("prone", f"{who.name} is prone too", name=who.name)
    # R14: the position it acts in is what is spent, so a handgun's round-start shot leaves
    # its DEX position free for this (as for first aid)
    require_turn_left(enc, who)
    require_position_free(enc, who, "get_up")

    def run() -> None:
        line = (ExplainLine("coc.get_up.self", "C3") if who is c else
                ExplainLine("coc.get_up.helper", "C3", {"helper": who.name, "name": c.name}))
        harm.clear_cond(enc, c, PRONE)
        enc.add_log("coc.get_up", c.id, (line,), name=c.name, helper=who.name)
        act(enc, who, "get_up")

    return enc.perform("get_up", list(dict.fromkeys([cid, who.id])), run)


def pick_up(enc: Encounter, cid: str) -> Action:
    """C3: a combatant who dropped its weapon spends the turn picking it up."""
    c = enc.get(cid)
    if not c.has(WEAPON_DROPPED):
        raise refuse("not_dropped", f"{c.name} has not dropped a weapon", name=c.name)
    require_able(c)
    if c.has(PRONE):
        raise refuse("prone", f"{c.name} is prone: no action until someone spends a turn to "
                              "get them up (C3)", name=c.name)
    require_turn_left(enc, c)
    require_position_free(enc, c, "pick_up")

    def run() -> None:
        harm.clear_cond(enc, c, WEAPON_DROPPED)
        enc.add_log("coc.pick_up", c.id, (ExplainLine("coc.pick_up.turn", "C3"),), name=c.name)
        act(enc, c, "pick_up")

    return enc.perform("pick_up", [cid], run)
