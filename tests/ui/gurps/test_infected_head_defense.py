"""V7's infected head keeps its bearer stunned: the defense step opens with Stunned (−4) on
(tests/model/gurps/test_infected_head_stuns.py has the rule)."""

from __future__ import annotations

from tests.model.gurps.test_infected_head_stuns import _infected
from tracker.model import operations as ops


def test_the_defense_step_starts_stunned(qtbot):
    from PySide6.QtWidgets import QWidget

    from tracker.rulesets.gurps.kit.hit_defense import HitDefense
    from tracker.ui.document import EncounterDocument

    enc = _infected(3)
    ops.advance_time(enc, 25)
    parent = QWidget()
    qtbot.addWidget(parent)
    step = HitDefense(EncounterDocument(enc), "c1", parent)
    step.open()
    assert step.dialog.stunned_check.isChecked()  # −4, as the rules say, without a click
    step.dialog.reject()
