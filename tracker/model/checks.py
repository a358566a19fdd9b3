"""Pending checks: rolls the rules ask for that the GM still has to make (or let the app make).

The core keeps them in the encounter and in files; what a check is rolled against and what its
result does belong to the ruleset (or to the rule module named in ``source``).

Every roll the rules owe is a check of its own (R34): a ruleset appends a new one and never
replaces one still pending of the same kind (two shock wounds owe two rolls; a roll skipped
on one turn is still owed beside the next turn's). The GM rolls them in any order, each
logged when rolled; a check that no longer decides anything (the combatant woke, died, the
stun is over) is dropped by the ruleset then. Only a confirmation that is no roll (CoC's
death to confirm) or a roll on the calendar that is re-timed (GURPS waking) is kept once."""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any


@dataclass(slots=True)
class PendingCheck:
    """A roll the rules call for and the GM has not made yet (a stun, knockdown, death or
    infection check …), due for one combatant, at a game time or now."""

    id: int
    combatant: str
    kind: str  # one of the owner's check kinds
    modifier: int = 0
    #: for GURPS death checks: which -N×HP threshold
    threshold: int = 0
    #: the rule module that made it (None: the ruleset)
    source: str | None = None
    #: whatever else its owner needs to judge it (plain JSON values)
    data: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"id": self.id, "combatant": self.combatant, "kind": self.kind,
                             "modifier": self.modifier, "threshold": self.threshold}
        if self.source is not None:  # written only when set: most checks are the ruleset's
            d["source"] = self.source
        if self.data:
            d["data"] = copy.deepcopy(self.data)
        return d

    def matches(self, d: dict[str, Any]) -> bool:
        """Whether ``d`` (an earlier :meth:`to_dict`) still describes this check."""
        return (d["id"] == self.id and d["combatant"] == self.combatant
                and d["kind"] == self.kind and d["modifier"] == self.modifier
                and d["threshold"] == self.threshold and d.get("source") == self.source
                and d.get("data", {}) == self.data
                and type(d["modifier"]) is type(self.modifier))

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> PendingCheck:
        src = d.get("source")
        return cls(int(d["id"]), str(d["combatant"]), str(d["kind"]),
                   int(d.get("modifier", 0)), int(d.get("threshold", 0)),
                   None if src is None else str(src), copy.deepcopy(dict(d.get("data", {}))))
