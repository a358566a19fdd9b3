"""The firearm actions (C12, R8): reloading, declaring rapid fire, closing in on a target for
point-blank shots, and the target's DEX contest to break away."""

from __future__ import annotations

from typing import Any

from tracker.model.combatant import Combatant
from tracker.model.encounter import Action, Encounter
from tracker.model.explain import ExplainLine

from .. import harm, state
from ..firearms import break_away as resolve_break_away
from ..firearms import close_in_line, fire_plan
from ..harm import CLOSED_IN, PRONE
from ..weapons import FIREARM, ready_gun
from .arms import require_usable, weapon_of
from .turn import (
    act,
    refuse,
    require_able,
    require_position_free,
    require_standing,
    require_turn_left,
)


def reload(enc: Encounter, cid: str, weapon: str) -> Action:
    """Reloading a gun whose rounds are counted takes the combatant's action."""
    c = enc.get(cid)
    w = weapon_of(c, weapon)
    if w.cls != FIREARM or w.capacity is None:
        raise refuse("no_ammo_count", f"{c.name}'s {w.name or w.skill or weapon} has no "
                                      "rounds counted", name=c.name)
    require_able(c)
    require_usable(c, weapon, w)
    if c.has(PRONE):
        raise refuse("prone", f"{c.name} is prone: no action until someone spends a turn to "
                              "get them up (C3)", name=c.name)
    if w.rounds == w.capacity:
        raise refuse("full", f"{c.name}'s {w.name or w.skill} is loaded", name=c.name)
    require_turn_left(enc, c)
    require_position_free(enc, c, "reload")

    def run() -> None:
        i = int(weapon[1:])
        c.sheet.weapons[i] = w.replace(rounds=w.capacity)
        enc.add_log("coc.reload", cid, name=c.name, weapon=w.name or w.skill,
                    rounds=w.capacity)
        act(enc, c, "reload")

    return enc.perform("reload", [cid], run)


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
        raise refuse("self_attack", "a shooter closes in on someone else")
    require_able(s)
    require_standing(s)
    require_turn_left(enc, s)
    require_position_free(enc, s, "close_in")
    if not any(w.cls == FIREARM for w in s.sheet.weapons):
        raise refuse("no_firearm", f"{s.name} carries no firearm to close in with (C12)",
                     name=s.name)
    if not gun_in_hand(s):
        # closing in is the step towards point-blank shots (C12): not with the gun dropped
        raise refuse("weapon_dropped", f"{s.name} dropped the weapon (C3): bare hands only",
                     name=s.name)

    def run() -> None:
        state.closed_in(enc)[s.id] = {"target": t.id, "round": enc.round}
        harm.set_cond(enc, s, CLOSED_IN)
        enc.add_log("coc.close_in", s.id, (close_in_line(),), name=s.name, target=t.name)
        act(enc, s, "close_in")

    return enc.perform("close_in", [shooter], run)


def break_away(enc: Encounter, target: str, roll: int | None = None) -> Action:
    """C12: the target spends the turn on a DEX contest against the shooter who closed in."""
    t = enc.get(target)
    shooter = next((sid for sid, e in enc.state.get("closed_in", {}).items()
                    if e.get("target") == target and sid in enc.combatants), None)
    if shooter is None:
        raise refuse("not_closed_in", f"nobody has closed in on {t.name}", name=t.name)
    require_able(t)
    require_standing(t)
    require_turn_left(enc, t)
    require_position_free(enc, t, "break_away")
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
        act(enc, t, "break_away")
        return res

    return enc.perform("break_away", [target, shooter], run)


def declare_rapid_fire(enc: Encounter, cid: str) -> Action:
    """R8: all of this round's shots at DEX, +5% each after the first; the round-start and
    DEX÷2 shots are dropped. Only before the first shot of the round."""
    c = enc.get(cid)
    gun = ready_gun(c)
    if gun is None:
        raise refuse("no_multishot", f"{c.name} has no gun that fires several shots a round",
                     name=c.name)
    if not enc.in_combat:
        raise refuse("not_in_combat", "rapid fire is declared during a fight")
    if state.shots(enc, cid):
        raise refuse("already_fired", f"{c.name} has already fired this round: rapid fire "
                                      "is declared instead of the round-start shot (R8)",
                     name=c.name)
    if cid in state.peek_round(enc)["rapid"]:
        raise refuse("already_declared", f"{c.name} already declared rapid fire this round",
                     name=c.name)

    def run() -> None:
        state.mark(enc, "rapid", cid)
        plan = fire_plan(c.sheet.stat("dex"), c.sheet.skill(gun.skill) if gun.skill else 0,
                         gun.shots, rapid_fire=True)
        enc.add_log("coc.rapid", cid, plan.explain + (
            ExplainLine("coc.gun.rapid_declared", "R8"),), name=c.name)

    return enc.perform("rapid_fire", [cid], run)
