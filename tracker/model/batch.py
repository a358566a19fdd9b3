"""Several operations as ONE undoable action: the same hit on an orc horde, a condition on
everyone selected, a whole group revealed or removed.

Each step is an ordinary operation (it validates, performs and snapshots as it always does);
the batch runs them in order and undoes them in reverse. If one step refuses, the steps
already done are undone before the error goes on, so a batch changes everything or nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from .compound import Compound
from .encounter import Action, Encounter
from .errors import RulesError
from .operations import apply_hit, remove_combatant, set_condition, set_visibility

Step = Callable[[Encounter], Action]
#: the window's group operation: one compound undo step (the session's is the same class)
Batch = Compound


def batch(enc: Encounter, label: str, steps: Sequence[Step]) -> Batch:
    if not steps:
        raise RulesError("nothing_selected", "select at least one combatant")
    done = Batch(label)
    try:
        for step in steps:
            done.actions.append(step(enc))
    except Exception:
        done.undo(enc)
        raise
    return done


def _ids(enc: Encounter, cids: Sequence[str]) -> list[str]:
    out = list(dict.fromkeys(cids))  # each once, in the order given
    for cid in out:
        enc.get(cid)  # an unknown id is refused before anything changes
    return out


def hit_each(enc: Encounter, hits: Sequence[tuple[str, Any, tuple[str, list[int]] | None]]
             ) -> Batch:
    """One hit on each of several combatants (``(id, the ruleset's hit, damage roll or
    None)``, as :func:`~tracker.model.operations.apply_hit` takes them)."""
    _ids(enc, [cid for cid, _h, _r in hits])
    return batch(enc, "hits", [
        (lambda e, cid=cid, hit=hit, roll=roll: apply_hit(e, cid, hit, roll))
        for cid, hit, roll in hits])


def condition_each(enc: Encounter, cids: Sequence[str], name: str, on: bool = True,
                   rounds: int | None = None, public: bool = False) -> Batch:
    ids = _ids(enc, cids)
    if on:
        todo = ids
    else:  # taking off what someone does not have is no step of its own
        todo = [cid for cid in ids if enc.combatants[cid].has(name.strip())]
        if not todo:
            raise RulesError("no_condition", f"none of them has '{name.strip()}'")
    return batch(enc, "conditions", [
        (lambda e, cid=cid: set_condition(e, cid, name, on, rounds, public)) for cid in todo])


def visibility_each(enc: Encounter, cids: Sequence[str], shown: bool) -> Batch:
    return batch(enc, "visibility", [
        (lambda e, cid=cid: set_visibility(e, cid, shown=shown)) for cid in _ids(enc, cids)])


def remove_each(enc: Encounter, cids: Sequence[str]) -> Batch:
    return batch(enc, "remove", [
        (lambda e, cid=cid: remove_combatant(e, cid)) for cid in _ids(enc, cids)])
