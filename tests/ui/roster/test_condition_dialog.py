"""Selected → Add a condition… (Ctrl+K) takes a duration (issue 43): the condition on everyone
selected for the rounds given, one undo step; no rounds, until taken off."""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel

from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.ui.condition_dialog import ConditionDialog


def _select_rows(w, rows):
    sm = w.roster.selectionModel()
    sm.clearSelection()
    flags = QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows
    for r in rows:
        sm.select(w.roster_model.index(r, 0), flags)


def _add(w, name: str, rounds: int) -> None:
    w.group.act_condition_on.trigger()  # Ctrl+K
    dlg = w.group.condition_dialog
    assert isinstance(dlg, ConditionDialog) and dlg.isVisible()
    dlg.name_combo.setEditText(name)
    dlg.rounds_spin.setValue(rounds)
    dlg.accept()


def test_ctrl_k_with_a_countdown_is_one_step_on_everyone_selected(open_window):
    w = open_window(demo_encounter(lang="en"))
    _select_rows(w, [0, 1])
    ids = w.group.selected_ids()
    assert len(ids) == 2
    stack = w.doc.undo_stack
    before = stack.count()
    _add(w, "Stunned", 3)
    for cid in ids:
        cond = w.doc.encounter.combatants[cid].conditions["stunned"]
        assert cond.rounds == 3
    assert stack.count() == before + 1
    # 0 rounds ("no countdown"): until it is taken off
    _add(w, "Blinded", 0)
    assert all(w.doc.encounter.combatants[cid].conditions["Blinded"].rounds is None
               for cid in ids)
    stack.undo()
    assert not any("Blinded" in w.doc.encounter.combatants[cid].conditions for cid in ids)


def test_shown_to_players_reaches_the_player_window_as_typed(open_window, qtbot):
    from tracker.ui.player_view import PlayerView

    w = open_window(demo_encounter(lang="en"))
    _select_rows(w, [0])
    (cid,) = w.group.selected_ids()
    assert w.doc.encounter.combatants[cid].visibility.shown
    players = PlayerView(w.doc)
    qtbot.addWidget(players)
    stack = w.doc.undo_stack
    before = stack.count()
    w.group.act_condition_on.trigger()
    dlg = w.group.condition_dialog
    assert not dlg.public_check.isChecked()  # hidden unless the GM chooses
    dlg.name_combo.setEditText("Blessed by the moon")
    dlg.public_check.setChecked(True)
    dlg.accept()
    _add(w, "Secretly charmed", 0)  # the box left unticked
    cond = w.doc.encounter.combatants[cid].conditions
    assert cond["Blessed by the moon"].public and not cond["Secretly charmed"].public
    assert stack.count() == before + 2
    text = players.cards[cid].cond_label.text()
    assert "Blessed by the moon" in text and "charmed" not in text
    stack.undo()
    stack.undo()
    assert "Blessed" not in players.cards[cid].cond_label.text()
