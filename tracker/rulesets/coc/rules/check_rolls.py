"""The rolls the CoC rules leave for the keeper (C0, C8, C10, R5, R6, R35): the shock roll
(CON×5), the roll to wake (CON×5, and one who wakes at a round start acts this round), the
1d3 SAN lost on waking or awake at HP 2 or less, and a death to confirm."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tracker.model.checks import PendingCheck
from tracker.model.combatant import Combatant
from tracker.model.errors import RulesError
from tracker.model.explain import ExplainLine
from tracker.model.ruleset import CheckSpec

from . import harm, state
from .actions.sanity import record_san_loss, san_hour
from .checks import SUCCESSES
from .harm import KNOCKED_OUT
from .injury import UNCONSCIOUS, UNCONSCIOUS_HP, resolve_shock
from .rounds import SAN_DICE, round_start

if TYPE_CHECKING:
    from tracker.model.encounter import Encounter


def has_san(c: Combatant) -> bool:
    """C8's 1d3 SAN is lost by those who have SAN: a creature without it (0/0, as the san
    check refuses it) owes the keeper no roll."""
    return c.sheet.max_san > 0


def check_spec(enc: Encounter, chk: PendingCheck) -> CheckSpec:
    if chk.kind == "death":
        return CheckSpec("", 0, 0, 0, "confirm the death")
    if chk.kind == "san_loss":
        return CheckSpec("1d3", 0, 1, 3, "SAN loss", amount=True)
    con = enc.get(chk.combatant).sheet.stat("con")
    return CheckSpec("1d100", con * 5 + chk.modifier, 1, 100, "CON×5")


def resolve_check(enc: Encounter, chk: PendingCheck, roll: int | None = None) -> Any:
    c = enc.get(chk.combatant)
    enc.checks.remove(chk)
    if chk.kind == "death":
        harm.die(enc, c, (ExplainLine("coc.clock.out", "C10", {"victim": c.name}),))
        return None
    if chk.kind == "san_loss":
        return _resolve_san_loss(enc, c, chk, roll)
    if chk.kind == "shock":
        return _resolve_shock(enc, c, roll)
    return _resolve_wake(enc, c, roll)


def _resolve_shock(enc: Encounter, c: Combatant, roll: int | None) -> str:
    """C0: CON×5 after a wound of half the HP or more; failed, unconscious."""
    s = c.sheet
    out, rolled, outcome, line = resolve_shock(s.stat("con"), roll=roll, dice=enc.dice,
                                               options=harm.options(enc))
    enc.add_log("coc.check_roll", c.id, (line,), name=c.name, check="shock", roll=rolled,
                target=s.stat("con") * 5, outcome=outcome)
    if out:
        harm.set_cond(enc, c, UNCONSCIOUS)
    return outcome


def _resolve_wake(enc: Encounter, c: Combatant, roll: int | None) -> str:
    """C8, R5: CON×5 to wake; awake, the other rolls to wake owed go, the turn may come
    back (R6), and one awake at HP 2 or less owes the 1d3 SAN."""
    s = c.sheet
    res = round_start(s.hp or 0, s.stat("con"), (UNCONSCIOUS,), roll=roll, dice=enc.dice,
                      options=harm.options(enc), roll_san=False)
    enc.add_log("coc.check_roll", c.id, res.explain, name=c.name, check="wake", roll=res.roll,
                target=res.wake_target, outcome=res.outcome)
    if res.outcome in SUCCESSES:
        harm.clear_cond(enc, c, UNCONSCIOUS)
        c.conditions.pop(KNOCKED_OUT, None)
        # the other CON×5 still owed (R34) decide nothing once awake
        harm.drop_checks(enc, c.id, ("wake",))
        turn_to_the_woken(enc, c)
        if (s.hp or 0) <= UNCONSCIOUS_HP and has_san(c):
            harm.add_check(enc, c.id, "san_loss", why="woke", hp=s.hp or 0)
    return res.outcome


def _resolve_san_loss(enc: Encounter, c: Combatant, chk: PendingCheck,
                      roll: int | None) -> int:
    """C8, R6: the 1d3 SAN lost on waking or awake at HP 2 or less, typed or rolled."""
    if roll is None:
        roll = enc.dice.roll_sum(SAN_DICE)[0]
    elif type(roll) is not int or not 1 <= roll <= 3:
        raise RulesError("bad_roll", f"a 1d3 roll is 1, 2 or 3, got {roll!r}")
    why = ((ExplainLine("coc.rs.awake_low", "R6", {"hp": chk.data.get("hp", 0)}),)
           if chk.data.get("why") == "awake_low" else
           (ExplainLine("coc.rs.woke_low", "R6"),))
    lose_san(enc, c, roll, why + (ExplainLine("coc.rs.san", "C8", {"loss": roll}),))
    return roll


def lose_san(enc: Encounter, c: Combatant, loss: int, trace: tuple) -> None:
    """C8's 1d3: it counts toward a fifth of SAN within one game hour like a SAN check's
    loss (R35), and reaching it there is indefinite insanity."""
    if loss <= 0:
        return
    enc.touch(c.id)
    before = c.sheet.san or 0
    c.sheet.san = max(0, before - loss)
    lost = before - c.sheet.san
    hour = san_hour(enc, c.id) or {"start": before, "lost": 0}
    record_san_loss(enc, c, lost, before)
    total, limit = hour["lost"] + lost, max(1, -(-hour["start"] // 5))
    if lost and total >= limit:
        trace = (*trace, ExplainLine("coc.san.indefinite", "R35",
                                          {"lost": total, "start": hour["start"]}))
    enc.add_log("coc.san", c.id, trace, name=c.name, loss=loss, san_before=before,
                san_after=c.sheet.san)
    if lost and total >= limit:
        harm.set_cond(enc, c, harm.INDEFINITE_INSANITY)


def turn_to_the_woken(enc: Encounter, c: Combatant) -> None:
    """R6: one who wakes at a round start acts this round. Its place in the DEX order was
    passed over while it was out; if nothing has been done since the round began, the turn
    goes back to it (the places after it come again, their start already played, as after
    Previous turn). Once someone has acted the keeper decides."""
    if not enc.in_combat or c.id not in enc.order:
        return
    mine = enc.order.index(c.id)
    rnd = state.peek_round(enc)
    if mine >= enc.turn or rnd["acted"] or rnd["spent"] or rnd["shots"] or rnd["covered"]:
        return
    enc.turn = mine  # the action's end counts the places to replay (see model.replay)
    enc.add_log("turn", c.id, round=enc.round, name=c.name)
