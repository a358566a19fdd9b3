"""The recovery journal as the window writes it: after every action, undo and redo, the
journal recovers exactly the encounter on screen (the document passes each change's ids, so
the journal re-serialises only the combatants the change touched)."""

from __future__ import annotations

import json

from tracker.model import operations as ops
from tracker.model.files import dumps_encounter
from tracker.model.journal import Journal, recover
from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.rulesets.gurps.rules.resolver import Hit
from tracker.rulesets.gurps.rules.sheet import GurpsSheet
from tracker.ui.document import EncounterDocument


def _same(doc: EncounterDocument, folder) -> None:
    back = recover(folder)
    assert back is not None
    assert json.loads(dumps_encounter(back)) == json.loads(dumps_encounter(doc.encounter))


def test_every_step_of_a_fight_recovers_exactly(qapp, tmp_path):
    doc = EncounterDocument(demo_encounter())
    doc.set_journal(Journal(tmp_path))
    enc = doc.encounter
    steps = [
        lambda: doc.run("hit", ops.apply_hit, "c3", Hit(9, "cut", "torso")),
        lambda: doc.run("hit", ops.apply_hit, "c1", Hit(14, "cut", "arm_right")),
        lambda: doc.run("next", ops.next_turn),
        lambda: doc.run("add", ops.add_combatant, "Goblin", "enemy", GurpsSheet(max_hp=9)),
        lambda: doc.run("cond", ops.set_condition, "c2", "blessed", True, 2),
        lambda: [doc.run("next", ops.next_turn) for _ in range(len(enc.order) + 1)],
        lambda: doc.undo_stack.undo(),
        lambda: doc.undo_stack.undo(),
        lambda: doc.undo_stack.redo(),
        lambda: doc.run("remove", ops.remove_combatant, "c4"),
        lambda: doc.run("edit", ops.edit_combatant, "c1", sheet={"max_hp": 20}),
        lambda: doc.run("end", ops.end_combat, rolls={("c1", "arm_right"): 10}),
        lambda: doc.run("time", ops.advance_time, 30),
        lambda: doc.undo_stack.undo(),
    ]
    for step in steps:
        step()
        _same(doc, tmp_path)
