"""One compound undo step for the window's group operations and the session's requests that
run several operations (once two classes doing the same: model/batch.py's Batch and the
session engine's Macro)."""

from __future__ import annotations

from tracker.model import batch
from tracker.model import operations as ops
from tracker.model.compound import Compound
from tracker.model.session import core_ops
from tracker.model.session.engine import Session


def test_the_window_and_the_session_share_one_compound_step(monkeypatch):
    assert batch.Batch is Compound

    def op_two(s, req):  # a request running two operations
        s.run(ops.add_combatant, "A", "enemy", s.enc.ruleset.new_sheet(max_hp=10))
        s.run(ops.add_combatant, "B", "enemy", s.enc.ruleset.new_sheet(max_hp=10))

    monkeypatch.setitem(core_ops.OPS, "two", op_two)
    s = Session()
    answer, ok = s.answer({"op": "two"})
    # both in (their order: a tie of equal speeds, broken by the unseeded session's die)
    assert ok and sorted(c["name"] for c in answer["state"]["combatants"]) == ["A", "B"]
    step = s.history.done[-1]
    assert isinstance(step, Compound) and step.label == "add+add" and len(step.actions) == 2
    answer, ok = s.answer({"op": "undo"})
    # one undo takes both adds back
    assert ok and answer["state"]["combatants"] == []


def test_a_group_operation_is_one_step_undone_last_first():
    from tracker.model.ruleset import get_ruleset

    enc = get_ruleset("gurps").demo_encounter()
    before = {cid: c.visibility.shown for cid, c in enc.combatants.items()}
    ids = list(enc.combatants)[:2]
    step = batch.visibility_each(enc, ids, False)
    assert isinstance(step, Compound) and len(step.actions) == 2
    assert all(not enc.combatants[cid].visibility.shown for cid in ids)
    step.undo(enc)
    assert {cid: c.visibility.shown for cid, c in enc.combatants.items()} == before
