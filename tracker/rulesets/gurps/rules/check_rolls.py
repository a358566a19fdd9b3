"""The HT rolls the GURPS rules ask for (pending checks): what each is rolled against, and
what its result does: knockdown and stun (G9), collapse and death (G11), waking (G14)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tracker.model.checks import PendingCheck
from tracker.model.errors import RulesError
from tracker.model.ruleset import CheckSpec

from .checks import RollResult, success_roll
from .conditions import clear_condition, fall, set_condition
from .modifiers import ht_target
from .waking import WAKE_AFTER, clock
from .wounds import conditions_changed

if TYPE_CHECKING:
    from tracker.model.combatant import Combatant
    from tracker.model.encounter import Encounter


def check_spec(enc: Encounter, chk: PendingCheck) -> CheckSpec:
    """Every GURPS check of a fight is an HT roll on 3d (G9, G11), with the HT and the
    penalty to all rolls that rule modules hold (a running infection)."""
    c = enc.get(chk.combatant)
    if chk.kind == "wake" and chk.data.get("mode") == "short":
        return CheckSpec("", 0, 0, 0, "wakes up")  # no roll: the time has come
    return CheckSpec("3d6", ht_target(enc, c) + chk.modifier, 3, 18, "HT")


def _verdict(result: RollResult) -> str:
    return ("critical success" if result.critical and result.success else
            "critical failure" if result.critical else
            "success" if result.success else "failure")


def resolve_check(enc: Encounter, chk: PendingCheck, roll: int | None = None) -> Any:
    c = enc.get(chk.combatant)
    if chk.kind == "wake":
        return _resolve_wake(enc, c, chk, roll)
    target = check_spec(enc, chk).target
    if roll is None:
        roll = enc.dice.roll(3)
    result = success_roll(target, roll)
    enc.checks.remove(chk)
    enc.add_log("check", c.id, name=c.name, check=chk.kind, roll=roll, target=target,
                result=_verdict(result))
    if chk.kind == "knockdown" and not result.success:
        set_condition(enc, c, "stunned")
        fall(enc, c)
        if result.margin <= -5 or result.critical:
            set_condition(enc, c, "unconscious")
    elif chk.kind == "stun_recovery" and result.success:
        clear_condition(enc, c, "stunned")
    elif chk.kind == "collapse" and not result.success:
        set_condition(enc, c, "unconscious")
        fall(enc, c)
    elif chk.kind == "death" and not result.success:
        set_condition(enc, c, "dead")
    conditions_changed(enc, c)
    return result


def _resolve_wake(enc: Encounter, c: Combatant, chk: PendingCheck,
                  roll: int | None) -> Any:
    """G14: the time has come (refused before it: the calendar decides, not a click)."""
    at = chk.data.get("at")
    if isinstance(at, bool) or not isinstance(at, int):  # a file's odd value: due now
        at = enc.calendar.total_minutes
    if at > enc.calendar.total_minutes:
        day, hour, minute = clock(at)
        raise RulesError("not_due", f"{c.name} may wake on day {day} at {hour}:{minute:02d}"
                                    ": advance time to get there")
    enc.checks.remove(chk)
    mode = chk.data.get("mode")
    if mode == "short":
        enc.add_log("wakes", c.id, name=c.name)
        clear_condition(enc, c, "unconscious")
        conditions_changed(enc, c)
        return None
    target = check_spec(enc, chk).target
    if roll is None:
        roll = enc.dice.roll(3)
    result = success_roll(target, roll)
    enc.add_log("check", c.id, name=c.name, check="wake", roll=roll, target=target,
                result=_verdict(result))
    if result.success:
        clear_condition(enc, c, "unconscious")
    elif mode == "once":
        set_condition(enc, c, "coma")  # the GM decides from here on
    else:
        # the next hour's roll (judged again from the HP of that time)
        enc.checks.append(PendingCheck(enc.next_id("check"), c.id, "wake", 0, 0, None,
                                       {"at": at + WAKE_AFTER["hourly"], "mode": "hourly"}))
    conditions_changed(enc, c)
    return result
