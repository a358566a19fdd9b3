"""Several actions as ONE undo step, undone last first: a group operation of the window
(:mod:`.batch`) and a session request that ran several operations (:mod:`.session.engine`)
are both this one thing. A module of its own, without the operations, so that neither loads
what the other needs."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .encounter import Action, Encounter


@dataclass(slots=True)
class Compound:
    """Quacks like :class:`~tracker.model.encounter.Action` for the undo stacks."""

    label: str
    actions: list[Action] = field(default_factory=list)

    @property
    def result(self) -> list[Any]:
        return [a.result for a in self.actions]

    def undo(self, enc: Encounter) -> None:
        for a in reversed(self.actions):
            a.undo(enc)

    def redo(self, enc: Encounter) -> None:
        for a in self.actions:
            a.redo(enc)
