"""The CoC fight's hooks as it goes on (C6, C8, C10, R5–R7, R14): its start, each round's
start (death clocks of last round, handgun slots, the round's bookkeeping, waking and SAN
loss at HP 2 or less), the end of a position, a keeper's hand on conditions, a combatant
removed, and the fight's end, when a dying investigator's clock becomes a death to confirm.
Each changes an :class:`Encounter` in place inside ``Encounter.perform``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tracker.model.combatant import Combatant
from tracker.model.encounter import SLOT_SEP
from tracker.model.explain import ExplainLine

from . import harm, order, state
from .check_rolls import has_san
from .harm import CLOSED_IN, CONDITIONS, KNOCKED_OUT
from .injury import DEAD, UNCONSCIOUS, UNCONSCIOUS_HP

if TYPE_CHECKING:
    from tracker.model.encounter import Encounter

#: ``Condition.value`` of a rules condition that began before this fight's round 1
BEFORE_THIS_FIGHT = -1


def start_combat(enc: Encounter) -> None:
    enc.in_combat = True
    enc.round = 1
    for c in enc.ordered():
        for cond in c.conditions.values():
            if cond.name in CONDITIONS:
                # rounds count anew: what began in an earlier fight or between fights began
                # before round 1 (one who fell then gets up, or rolls to wake, now)
                cond.value = BEFORE_THIS_FIGHT
    # a wake roll left from before the fight is round 1's to make (not one that lapsed)
    enc.checks[:] = [k for k in enc.checks if k.kind != "wake" or k.source is not None]
    enc.state.pop("round", None)
    enc.order[:] = order.own_rows_sorted(enc)
    enc.turn = 0
    enc.add_log("round", round=1)


def start_round(enc: Encounter) -> None:
    """A new round: last round's positions that were passed over end (death clocks); the
    order gets this round's handgun slots; the round's bookkeeping starts afresh; the
    unconscious roll to wake (C8, R5) and those awake at HP ≤ 2 lose SAN (R6)."""
    old = enc.state.get("round")
    if old is not None and old.get("n") == enc.round - 1 and enc.order:
        enc.round -= 1  # the places passed over at the end of last round, as they were
        order.log_passed(enc, len(enc.order))
        enc.round += 1
        harm.run_clocks(enc, enc.round - 1, enc.order[-1])
    if old is not None:  # their "this round" goes: the views redraw whom an action touched
        for cid in state.round_ids(old):
            if cid in enc.combatants:
                enc.touch(cid)
    enc.state["round"] = state.fresh_round(enc.round)
    closed = enc.state.get("closed_in", {})
    for shooter in [s for s, e in closed.items() if e.get("until", 1 << 30) <= enc.round]:
        end_closed_in(enc, shooter)
    order.add_slots(enc)
    for c in enc.ordered():
        if not c.has(DEAD):
            _owe_round_start_rolls(enc, c)


def _owe_round_start_rolls(enc: Encounter, c: Combatant) -> None:
    """C8, R5: the unconscious (not fallen this round) roll to wake; R6: one awake at HP 2
    or less loses SAN."""
    hp = c.sheet.hp or 0
    down = c.conditions.get(UNCONSCIOUS)
    if down is not None:
        if down.value < enc.round and hp > 0:
            harm.add_check(enc, c.id, "wake")
    elif 0 < hp <= UNCONSCIOUS_HP and has_san(c):
        harm.add_check(enc, c.id, "san_loss", why="awake_low", hp=hp)


def start_turn(enc: Encounter, c: Combatant) -> None:
    """Positions passed over before this one have ended: their clocks may run out; a
    handgun place passed over for a reason the keeper may not see is logged."""
    i = enc.turn
    if i > 0:
        order.log_passed(enc, i)
        harm.run_clocks(enc, enc.round, enc.order[i - 1])


def end_turn(enc: Encounter, c: Combatant) -> None:
    """The position ended: clocks whose deadline it was run out (R7); the end of its own
    action means the combatant has acted this round (C6, R14), a handgun slot does not (an
    actual shot marks it)."""
    pos = enc.position
    if pos is None or not enc.in_combat:
        return
    if SLOT_SEP not in pos:  # R14: a handgun slot passed unused is not acting
        state.mark(enc, "acted", c.id)
    harm.run_clocks(enc, enc.round, pos)


def conditions_changed(enc: Encounter, c: Combatant) -> None:
    """After the keeper set or removed a condition by hand: a rules condition starts in this
    round; a dead combatant's clock and checks go; someone no longer unconscious owes no
    wake roll; a shooter no longer closed in lets its target go."""
    for cond in c.conditions.values():
        if cond.name in CONDITIONS and cond.value == 0:
            cond.value = enc.round
    if c.has(DEAD):
        harm.die(enc, c)
    if c.has(UNCONSCIOUS):  # C0: no shock roll is left to make for one already out
        harm.drop_checks(enc, c.id, ("shock",))
    if not c.has(UNCONSCIOUS):
        c.conditions.pop(KNOCKED_OUT, None)
        harm.drop_checks(enc, c.id, ("wake",))
    if not c.has(CLOSED_IN):
        enc.state.get("closed_in", {}).pop(c.id, None)


def end_closed_in(enc: Encounter, shooter: str) -> None:
    """The shooter's closing in ends (its time is up, its target gone, the fight over)."""
    enc.state.get("closed_in", {}).pop(shooter, None)
    c = enc.combatants.get(shooter)
    if c is not None:
        harm.clear_cond(enc, c, CLOSED_IN)


def combatant_removed(enc: Encounter, c: Combatant) -> None:
    """Its own clock goes; a clock it held passes to the nearest living position that was
    before it (R7); it is forgotten in the round's bookkeeping."""
    lst = state.clocks(enc)
    lst[:] = [k for k in lst if k["victim"] != c.id]
    for shooter, entry in list(enc.state.get("closed_in", {}).items()):
        if entry.get("target") == c.id:
            end_closed_in(enc, shooter)
    state.forget(enc, c.id)
    harm.run_clocks(enc, enc.round, None)


def end_combat(enc: Encounter, **_rolls: Any) -> None:
    """Out of combat a dying investigator dies once everyone able to give first aid has
    acted (C10): each running clock becomes a death the keeper confirms, or cancels by
    healing; the round's bookkeeping and closing in end."""
    for clock in list(state.clocks(enc)):
        c = enc.combatants.get(clock["victim"])
        if c is not None and not c.has(DEAD):
            harm.add_check(enc, c.id, "death", outside=True)
            enc.add_log("coc.clock_out", c.id, (ExplainLine(
                "coc.clock.combat_over", "C10", {"victim": c.name}),), name=c.name)
    enc.state.pop("clocks", None)
    enc.state.pop("round", None)
    for shooter in list(enc.state.get("closed_in", {})):
        end_closed_in(enc, shooter)
    enc.state.pop("closed_in", None)
    current = enc.current
    enc.order[:] = [p for p in enc.order if SLOT_SEP not in p]
    enc.turn = enc.order.index(current.id) if current is not None else 0
    enc.in_combat = False
    offer_waking(enc)
    enc.add_log("end_combat")


def offer_waking(enc: Encounter) -> None:
    """Out of combat, after the fight and as time passes: every unconscious combatant's
    CON×5 to wake is pending again (see :func:`.harm.offer_wake`)."""
    for c in enc.ordered():
        harm.offer_wake(enc, c)
