"""What the encounter's rule modules take of a GURPS combatant and add to its rolls (hunger,
an infection, a fever), and the HT its rolls are made against with them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tracker.model.ruleset import module_hooks

if TYPE_CHECKING:
    from tracker.model.combatant import Combatant
    from tracker.model.encounter import Encounter


def held(enc: Encounter, c: Combatant, track: str) -> int:
    """FP or HP (``track`` "fp", "hp") that the encounter's rule modules keep from coming
    back by rest and natural recovery, or HT ("ht") they take while it lasts (a disease):
    each module with a ``held(enc, c, track)`` method says how many."""
    return _modules_sum(enc, "held", c, track)


def roll_modifier(enc: Encounter, c: Combatant) -> int:
    """What the rule modules add to all of ``c``'s rolls (a fever's −2)."""
    return _modules_sum(enc, "roll_modifier", c)


def ht_target(enc: Encounter, c: Combatant) -> int:
    """What ``c``'s HT rolls are made against: HT less what the modules take of it, plus
    what they add to every roll."""
    return c.sheet.ht - held(enc, c, "ht") + roll_modifier(enc, c)


def _modules_sum(enc: Encounter, hook: str, *args: Any) -> int:
    """The total of ``hook(enc, *args)`` over the encounter's modules that have it."""
    return sum(fn(enc, *args) for fn in module_hooks(enc, hook))
