"""The conditions the GURPS rules set and clear themselves, the checks they owe, and the
conditions a wound caused, which go when it heals (G6). The lowest layer of the rules: the
hits, turns, rolls and campaign time above it all set and clear conditions through it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tracker.model.checks import PendingCheck
from tracker.model.combatant import Condition
from tracker.model.ruleset import module_hooks

if TYPE_CHECKING:
    from tracker.model.combatant import Combatant
    from tracker.model.encounter import Encounter

#: G6 effects of a crippled part that make its bearer fall
FALLS = frozenset({"leg", "foot"})


def set_condition(enc: Encounter, c: Combatant, name: str, **kw: Any) -> None:
    if name not in c.conditions:
        c.conditions[name] = Condition(name, **kw)
        enc.add_log("condition_on", c.id, name=c.name, condition=name)


def clear_condition(enc: Encounter, c: Combatant, name: str) -> None:
    if c.conditions.pop(name, None) is not None:
        enc.add_log("condition_off", c.id, name=c.name, condition=name)


def fall(enc: Encounter, c: Combatant) -> None:
    """Prone for a reason of its own: it no longer leaves with a healed leg."""
    set_condition(enc, c, "prone")
    c.conditions["prone"].cause = None


def add_check(enc: Encounter, cid: str, kind: str, modifier: int = 0,
              threshold: int = 0) -> PendingCheck:
    chk = PendingCheck(enc.next_id("check"), cid, kind, modifier, threshold)
    enc.checks.append(chk)
    return chk


def wounds_changed(enc: Encounter, c: Combatant) -> None:
    """Conditions that came from a wound go with it (a body plan changed, a part
    recovered): a fall stays only while some leg or foot is still crippled or lost."""
    for cond in list(c.conditions.values()):
        if cond.cause is None or c.sheet.status_of(cond.cause) != "ok":
            continue
        other = next((loc for loc, p in c.sheet.parts.items()
                      if p.status != "ok" and p.effect in FALLS), None)
        if cond.name == "prone" and other is not None:
            cond.cause = other
        else:
            clear_condition(enc, c, cond.name)
    for fn in module_hooks(enc, "wounds_changed"):  # a roll that a wound made due
        fn(enc, c)
