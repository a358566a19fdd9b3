"""Whether a combatant may act now, and what acting spends: dead or unconscious (C8, C10),
prone (C3), the turn covering spent (C6), and the one action of each turn-order position
(R7, R14, C12). Every keeper action asks these before it is recorded."""

from __future__ import annotations

from typing import Any

from tracker.model.combatant import Combatant
from tracker.model.encounter import SLOT_SEP, Encounter, combatant_of
from tracker.model.errors import RulesError

from .. import harm, state
from ..harm import PRONE
from ..injury import DEAD, UNCONSCIOUS
from ..weapons import Weapon, ready_gun


def refuse(code: str, message: str, **args: Any) -> RulesError:
    """The RulesError an action raises before anything is recorded (``code`` for the views'
    words, ``message`` in English)."""
    return RulesError(code, message, **args)


def can_act(c: Combatant) -> str | None:
    """Why ``c`` cannot act at all (None: it can)."""
    if c.has(DEAD):
        return f"{c.name} is dead"
    if c.has(UNCONSCIOUS):
        return f"{c.name} is unconscious"
    return None


def require_able(c: Combatant) -> None:
    """RulesError when ``c`` cannot act (dead or unconscious)."""
    why = can_act(c)
    if why:
        raise refuse("is_dead" if c.has(DEAD) else "is_unconscious", why, name=c.name)


def require_turn_left(enc: Encounter, c: Combatant) -> None:
    """RulesError when ``c`` covered someone this round: covering spent the turn (C6), so
    no attack, first aid, closing in or breaking away is left to it (R14 counts each of them
    as acting)."""
    if state.has_covered(enc, c.id):
        raise refuse("covered", f"{c.name} covered someone this round: covering spent "
                                "the turn (C6)", name=c.name)


#: what a position's spent action was, as the refusals say it
_SPENT_AS = {"attack": "attacked", "shot": "fired", "first_aid": "given first aid",
             "close_in": "closed in", "break_away": "tried to break away",
             "get_up": "spent the turn on getting up", "pick_up": "picked up the weapon",
             "reload": "reloaded"}


def require_position_free(enc: Encounter, c: Combatant, doing: str,
                          gun: Weapon | None = None) -> None:
    """RulesError when the action of the turn-order position ``c`` acts in now is spent: a
    position is one action (R7, R14), closing in spends it (C12). An attack after an attack
    stays allowed; a second shot only under rapid fire, which puts the round's shots at DEX
    (C12, R8). A handgun's round-start or DEX÷2 place holds a shot of that gun only (R33):
    ``gun`` is the weapon of a shot, to be the one that place is for."""
    pos = _own_position(enc, c)
    if pos is not None and SLOT_SEP in pos and (doing != "shot" or gun is not ready_gun(c)):
        raise refuse("slot_shots_only", f"{c.name}'s place at round start or DEX÷2 holds a "
                                        "shot of the handgun only: act at DEX (R33)",
                     name=c.name)
    done = state.spent(enc, pos)
    if done is None:
        return
    if doing in ("attack", "shot") and done in ("attack", "shot"):
        if doing == "attack" or done == "attack" or c.id in state.peek_round(enc)["rapid"]:
            return
        # C12: one shot at round start, one at DEX, one at DEX÷2; only rapid fire puts the
        # round's shots together (R8)
        raise refuse("position_spent", f"{c.name} has already fired at this turn-order "
                                       "position: one shot a position without rapid fire "
                                       "(C12, R8)", name=c.name, done=done, one_shot=True)
    why = ("closing in spent its action (C12)" if done == "close_in"
           else "its action is spent (R14)")
    raise refuse("position_spent", f"{c.name} has already {_SPENT_AS[done]} at this "
                                   f"turn-order position: {why}", name=c.name, done=done)


def _own_position(enc: Encounter, c: Combatant) -> str | None:
    """The turn-order position ``c`` acts in now: the current one if it is ``c``'s, else its
    own row (None when it has none: nobody else's position is spent for it)."""
    pos = harm.acting_position(enc, c.id)
    return pos if pos is not None and combatant_of(pos) == c.id else None


def act(enc: Encounter, c: Combatant, kind: str) -> None:
    """``c`` acts (R14): it has acted this round, and the action of the position it acts in
    now is spent on ``kind``."""
    state.mark(enc, "acted", c.id)
    state.spend(enc, _own_position(enc, c), kind)


def require_standing(c: Combatant) -> None:
    """RulesError when ``c`` is prone: no action at all until someone spends a turn to get
    them up (C3)."""
    if c.has(PRONE):
        raise refuse("prone", f"{c.name} is prone: no action until someone spends a turn to "
                              "get them up (C3)", name=c.name)
