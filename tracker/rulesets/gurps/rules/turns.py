"""The GURPS turn order (Basic Speed, DX, the tie-break roll) and what the fight's turns do:
the rolls owed at a turn's start (G11 collapse, G9 stun; shock at its end is
:mod:`.shock`'s), and what the start and the end of combat bring (RULES M; G7, G14, R17)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .conditions import add_check
from .recovery import RecoveryTimer, judge_crippling, recover_temporary
from .waking import schedule_wake

if TYPE_CHECKING:
    from tracker.model.combatant import Combatant
    from tracker.model.encounter import Encounter


def order_key(c: Combatant) -> tuple:
    """Higher Basic Speed first, then higher DX, then the higher tie-break roll."""
    return (-c.sheet.basic_speed, -c.sheet.dx, -c.initiative_roll)


def sort_order(enc: Encounter) -> None:
    current = enc.current.id if enc.current else None
    enc.order.sort(key=lambda cid: order_key(enc.combatants[cid]))
    if current in enc.order:
        enc.turn = enc.order.index(current)


def place(enc: Encounter, cid: str) -> None:
    """Put ``cid`` where the turn order rules put it among the others, and leave their order
    alone: the GM may have moved them by hand (a held action, a tie decided at the table),
    and adding or editing one combatant must not undo that."""
    current = enc.current.id if enc.current else None
    if cid in enc.order:
        enc.order.remove(cid)
    key = order_key(enc.combatants[cid])
    # right after the last one who acts before it by the rules (even if the GM moved that
    # one down): never ahead of anyone faster
    at = 1 + max((i for i, other in enumerate(enc.order)
                  if order_key(enc.combatants[other]) <= key), default=-1)
    enc.order.insert(at, cid)
    if current in enc.order:
        enc.turn = enc.order.index(current)


def takes_turn(c: Combatant) -> bool:
    """G11: the dead, the destroyed and the unconscious act no more (their pending checks
    stay in the checks dock)."""
    return not c.is_out


def start_combat(enc: Encounter) -> None:
    from .maneuver_ops import fight_over

    for c in enc.combatants.values():  # RULES M: maneuvers of an earlier fight are gone
        fight_over(c)
    enc.in_combat = True
    enc.round = 1
    sort_order(enc)
    enc.turn = 0
    enc.add_log("round", round=1)


def start_turn(enc: Encounter, c: Combatant) -> None:
    from .maneuver_ops import turn_started

    turn_started(c)  # RULES M: last turn's maneuver ends now
    if c.has("dead") or c.has("destroyed"):
        return
    hp, max_hp = c.sheet.hp, c.sheet.max_hp
    assert hp is not None
    if hp <= 0 and not c.has("unconscious"):
        # G11: -1 per full multiple of HP below zero
        _turn_check(enc, c, "collapse", -((-hp) // max_hp))
    if c.has("stunned") and not c.has("unconscious"):
        _turn_check(enc, c, "stun_recovery", 0)


def _turn_check(enc: Encounter, c: Combatant, kind: str, modifier: int) -> None:
    """A roll owed at the start of each turn. One still pending from an earlier turn is
    owed as well (R34: checks pile up, never replace); the GM rolls each, in any order, and
    each is logged. One whose result no longer decides anything (stun over, unconscious)
    goes then (:func:`.wounds.conditions_changed`)."""
    add_check(enc, c.id, kind, modifier)


def end_combat(enc: Encounter, rolls: dict[tuple[str, str], int] | None = None,
               months: dict[tuple[str, str], int] | None = None) -> list[RecoveryTimer]:
    """G7: one HT roll per crippled part; dismemberment is permanent without a roll."""
    made = judge_crippling(enc, rolls, months)
    enc.in_combat = False
    # knockdown, stun and staying conscious are matters of the fight's turns; a death check
    # is not (G11: HT roll or die): it stays pending until the GM resolves it or time is
    # advanced (rolled first then)
    kept = [k for k in enc.checks if k.kind in ("death", "wake") or k.source is not None]
    for k in enc.checks:  # said in the log, so a GM who ended the fight early knows
        if k not in kept and k.combatant in enc.combatants:
            enc.add_log("fight_roll_unmade", k.combatant,
                        name=enc.combatants[k.combatant].name, check=k.kind)
    enc.checks[:] = kept
    from .maneuver_ops import fight_over

    for c in enc.ordered():
        fight_over(c)  # RULES M: out of combat every maneuver is null
        c.conditions.pop("shock", None)
        if c.conditions.pop("stunned", None) is not None:  # R22: no roll, said in the log
            enc.add_log("stun_ended", c.id, name=c.name)
        if not (c.has("dead") or c.has("destroyed")):
            schedule_wake(enc, c)  # G14: the unconscious wake on the calendar from now
            c.sheet.rest_from = enc.calendar.total_minutes  # R17: rest begins
    enc.add_log("end_combat")
    recover_temporary(enc)  # G7: judged temporary with the HP already back
    return made
