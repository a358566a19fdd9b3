"""Combat → Advance time… in any ruleset (a CoC keeper has no recovery dock): the calendar
moves on as one undo step, and what the rules make due on the way happens."""

from __future__ import annotations

from tracker.model.ruleset import get_ruleset
from tracker.ui.advance_dialog import AdvanceDialog


def test_a_keeper_advances_two_hours_and_undoes_it(open_window, qtbot):
    w = open_window(get_ruleset("coc").demo_encounter())
    assert w.act_advance in w.menuBar().actions()[2].menu().actions()  # Combat
    cal = w.doc.encounter.calendar
    before = (cal.day, cal.hour, cal.minute)
    w.act_advance.trigger()
    dlg = w.dialog
    assert isinstance(dlg, AdvanceDialog) and dlg.isVisible()
    dlg.amount.setValue(2)
    dlg.unit.setCurrentIndex(dlg.unit.findData(60))
    dlg.ok_button.click()
    cal = w.doc.encounter.calendar
    assert (cal.hour - before[1]) % 24 == 2 and cal.minute == before[2]
    assert w.doc.undo_stack.text(w.doc.undo_stack.index() - 1) == "Advance time"
    w.doc.undo_stack.undo()
    cal = w.doc.encounter.calendar
    assert (cal.day, cal.hour, cal.minute) == before


def test_cancel_changes_nothing(open_window):
    w = open_window(get_ruleset("gurps").demo_encounter())
    index = w.doc.undo_stack.index()
    w.act_advance.trigger()
    w.dialog.cancel_button.click()
    assert w.doc.undo_stack.index() == index

