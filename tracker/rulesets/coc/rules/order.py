"""The turn order at the table (C0, C12, R3, R8): DEX order with the skill and d100
tie-breaks, a handgun's round-start and DEX÷2 shots as positions of their own, played only
with the gun in hand, and the handgun places passed over, logged with why. The pure order
rules are in :mod:`.turns`; these change an :class:`Encounter`'s order in place."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tracker.model.combatant import Combatant
from tracker.model.encounter import SLOT_SEP, combatant_of

from . import harm, state
from .firearms import half_dex
from .harm import PRONE, WEAPON_DROPPED
from .injury import DEAD, UNCONSCIOUS
from .turns import HALF_DEX_SLOT, ROUND_START_SLOT, position_key
from .weapons import ready_gun

if TYPE_CHECKING:
    from tracker.model.encounter import Encounter


def slots(c: Combatant) -> tuple[str, ...]:
    """The handgun shots ``c`` has of its own this round: none without a gun ready; a
    round-start shot, and a DEX÷2 one with three shots or more a round (C12)."""
    gun = ready_gun(c)
    if gun is None or c.has(DEAD):
        return ()
    return (ROUND_START_SLOT, HALF_DEX_SLOT) if gun.shots >= 3 else (ROUND_START_SLOT,)


def order_key(c: Combatant) -> tuple[int, int]:
    """DEX highest first; on a tie the higher skill of the weapon carried first (C0)."""
    s = c.sheet
    skill = s.skill(s.weapons[0].skill) if s.weapons and s.weapons[0].skill else 0
    return (-s.stat("dex"), -skill)


def key(enc: Encounter, cid: str) -> tuple[int, int, int]:
    """C0: DEX, the weapon's skill, then the d100 tie-break (lower first), which the
    combatant's ``initiative_roll`` holds (rolled when it first takes its place)."""
    return (*order_key(enc.combatants[cid]), enc.combatants[cid].initiative_roll)


def own_rows_sorted(enc: Encounter) -> list[str]:
    """The combatants' own rows in C0's order, without the handgun slots."""
    return sorted((p for p in enc.order if SLOT_SEP not in p), key=lambda cid: key(enc, cid))


def sort_order(enc: Encounter) -> None:
    current = enc.position
    enc.order[:] = own_rows_sorted(enc)
    add_slots(enc)
    _keep_turn(enc, current)


def place(enc: Encounter, cid: str) -> None:
    """Put ``cid``'s own row where DEX puts it among the others' own rows, leaving the
    keeper's hand-made order of the others alone (slots come at the next round start)."""
    current = enc.position
    if cid in enc.order:
        enc.order.remove(cid)
    else:  # joining: the C0 tie-break is a d100 (the core rolled a 1d6)
        enc.combatants[cid].initiative_roll = enc.dice.d100()
    mine = key(enc, cid)
    own = [i for i, p in enumerate(enc.order) if SLOT_SEP not in p]
    before = [i for i in own if key(enc, enc.order[i]) <= mine]
    # a DEX÷2 shot above its DEX acts before it too (R3: DEX 2 after a DEX÷2 of 4.5)
    before += halves_above(enc, enc.combatants[cid].sheet.stat("dex"))
    if before:
        before.sort()
        at = before[-1] + 1
    else:
        at = own[0] if own else len(enc.order)
    enc.order.insert(at, cid)
    _keep_turn(enc, current)


def _keep_turn(enc: Encounter, current: str | None) -> None:
    """The turn stays with the position that had it (or the nearest place left)."""
    if current in enc.order:
        enc.turn = enc.order.index(current)
    else:
        enc.turn = min(enc.turn, max(0, len(enc.order) - 1))


def add_slots(enc: Encounter) -> None:
    """The round's order: round-start shots first (C12), the combatants' own rows as they
    stand, and each DEX÷2 shot before the first own row of lower DEX (6.5 acts after 7,
    before 6; R3)."""
    own = [p for p in enc.order if SLOT_SEP not in p]
    starts, halves = [], []
    for cid in own:
        c = enc.combatants[cid]
        mine = slots(c)
        if ROUND_START_SLOT in mine:
            starts.append(position_key(cid, ROUND_START_SLOT))
        if HALF_DEX_SLOT in mine:
            halves.append((half_dex(c.sheet.stat("dex")), position_key(cid, HALF_DEX_SLOT)))
    rows: list[tuple[float, str]] = [(enc.combatants[p].sheet.stat("dex"), p) for p in own]
    for h, pos in sorted(halves, key=lambda x: -x[0]):
        at = next((i for i, (value, _p) in enumerate(rows) if value < h), len(rows))
        rows.insert(at, (h, pos))
    enc.order[:] = starts + [p for _v, p in rows]


def halves_above(enc: Encounter, dex: int) -> list[int]:
    """Where in the order the DEX÷2 shots of a value above ``dex`` stand (a tie goes to the
    own row: add_slots puts a DEX÷2 shot after the rows of its value)."""
    return [i for i, p in enumerate(enc.order) if p.endswith(SLOT_SEP + HALF_DEX_SLOT)
            and half_dex(enc.combatants[combatant_of(p)].sheet.stat("dex")) > dex]


def takes_turn(c: Combatant) -> bool:
    return not (c.has(DEAD) or c.has(UNCONSCIOUS))


def slot_active(enc: Encounter, position: str) -> bool:
    """A handgun slot is played only with the gun in hand, standing, and without rapid fire
    declared this round (R8: all shots then go at DEX)."""
    cid = combatant_of(position)
    c = enc.combatants[cid]
    gun = ready_gun(c)
    if c.has(PRONE) or gun is None:
        return False
    dropped = harm.dropped_keys(c)
    if dropped is None or f"w{c.sheet.weapons.index(gun)}" in dropped:
        return False
    return cid not in state.peek_round(enc)["rapid"]


def slot_passed_why(enc: Encounter, position: str) -> str | None:
    """Why a handgun place of someone able to act is passed over (None: it is not)."""
    if SLOT_SEP not in position:
        return None
    c = enc.combatants.get(combatant_of(position))
    if c is None or not takes_turn(c) or slot_active(enc, position):
        return None
    if c.has(PRONE):
        return PRONE
    if c.id in state.peek_round(enc)["rapid"]:
        return "rapid"
    return WEAPON_DROPPED if ready_gun(c) is not None else None


def log_passed(enc: Encounter, end: int) -> None:
    """Log the handgun places passed over just before index ``end`` of the order."""
    passed = []
    j = end - 1
    while j >= 0:
        pos = enc.order[j]
        owner = enc.combatants.get(combatant_of(pos))
        if owner is None:
            break
        if takes_turn(owner) and (SLOT_SEP not in pos or slot_active(enc, pos)):
            break
        passed.append(pos)
        j -= 1
    for pos in reversed(passed):
        why = slot_passed_why(enc, pos)
        if why is not None:
            owner = enc.combatants[combatant_of(pos)]
            enc.add_log("coc.slot_passed", owner.id, name=owner.name, why=why)
