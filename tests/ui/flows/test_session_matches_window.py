"""The headless session and the GM window's document run the same operations on the same
undo steps: one script, both ways, the same encounter after every step and every undo."""

from __future__ import annotations

from tracker.model import files
from tracker.model import operations as ops
from tracker.model.dice import Dice
from tracker.model.session import Session
from tracker.rulesets.gurps.rules.resolver import Hit
from tracker.ui.document import EncounterDocument


def _same(a, b) -> bool:
    return files.dumps_encounter(a) == files.dumps_encounter(b)


def test_a_fight_and_its_undo_match_the_window(qapp):
    s = Session(seed=8)
    enc = ops.new_encounter("gurps")
    enc.dice = Dice(8)
    doc = EncounterDocument(enc)
    steps = [
        ({"op": "add", "name": "Orc", "sheet": {"max_hp": 12, "ht": 11}},
         lambda: doc.run("Add", ops.add_combatant, "Orc", "enemy",
                         enc.ruleset.sheet_from_dict({"max_hp": 12, "ht": 11}))),
        ({"op": "start_combat"}, lambda: doc.run("Start", ops.start_combat)),
        ({"op": "hit", "target": "Orc", "location": "leg_left", "damage": 8, "type": "cut"},
         lambda: doc.run("Hit", ops.apply_hit, "c1", Hit(8, "cut", "leg_left"))),
        ({"op": "check", "who": "Orc"},
         lambda: doc.run("Check", ops.resolve_check, doc.encounter.checks[0].id)),
        ({"op": "end_combat"}, lambda: doc.run("End", ops.end_combat)),
        ({"op": "advance", "days": 3}, lambda: doc.run("Advance", ops.advance_time, 72)),
    ]
    for req, click in steps:
        assert s.answer(req)[1]
        click()
        assert _same(s.enc, doc.encounter), req["op"]
    for _ in steps:
        assert s.answer({"op": "undo"})[1]
        doc.undo_stack.undo()
        assert _same(s.enc, doc.encounter)
    for _ in steps:
        assert s.answer({"op": "redo"})[1]
        doc.undo_stack.redo()
        assert _same(s.enc, doc.encounter)
