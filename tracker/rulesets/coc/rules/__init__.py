"""Call of Cthulhu 6th edition under the house rules of seed 004 (docs/rules.md C0–C13, R1–R20).

Pure and Qt-free: every function takes plain values (and its d100 roll and dice faces, or a
:class:`~tracker.model.dice.Dice` to roll them) and returns a frozen result with an explain
trace of :class:`~tracker.model.explain.ExplainLine` citing C/R ids (templates in
:mod:`.texts`). Nothing in these rule modules changes an encounter.

At the table they are used by the ruleset behind the seam (:mod:`.ruleset`, assembled from
:mod:`.sheet_edits`, :mod:`.views`, :mod:`.order` (turn order with handgun slots),
:mod:`.fight` (round start, death clocks), :mod:`.check_rolls` and :mod:`.campaign_time`;
:mod:`.state` and :mod:`.harm` for its bookkeeping) and by the keeper's actions
(:mod:`.actions`, one module a kind, each imported from its module): these change an
encounter in place inside ``Encounter.perform``. :mod:`.demo` is the bundled fight.
"""

from __future__ import annotations

# Nothing is re-exported: callers import from the module a name lives in (the manifest of the
# ruleset lives in this package and is read at every start, which must not load the rules).
