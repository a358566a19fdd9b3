"""Keyboard shortcuts of the GM window: each key does one thing, and the standard ones work."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction

from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.ui.document import EncounterDocument
from tracker.ui.main_window import MainWindow

CTRL, SHIFT = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier


@pytest.fixture
def window(qtbot):
    w = MainWindow(EncounterDocument(demo_encounter()))
    w.show()
    w.activateWindow()
    qtbot.waitExposed(w)
    yield w
    w.doc.undo_stack.setClean()
    w.close()
    w.deleteLater()


def test_no_key_is_bound_twice(window):
    """A key bound twice (even twice to one action) is ambiguous to Qt and does nothing."""
    keys = Counter(k.toString() for a in window.findChildren(QAction) for k in a.shortcuts())
    assert keys and [k for k, n in keys.items() if n > 1] == []


@pytest.mark.parametrize("redo", [(Qt.Key.Key_Y, CTRL), (Qt.Key.Key_Z, CTRL | SHIFT)],
                         ids=["ctrl-y", "ctrl-shift-z"])
def test_undo_and_redo_keys(qtbot, window, redo):
    stack = window.doc.undo_stack
    window.act_next.trigger()
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)
    assert stack.index() == 0
    qtbot.keyClick(window, *redo)
    assert stack.index() == 1


def test_turn_keys(qtbot, window):
    enc = window.doc.encounter
    assert not window.act_prev.isEnabled()  # nothing before the first turn of the fight
    qtbot.keyClick(window, Qt.Key.Key_F8)
    assert enc.turn == 1 and window.act_prev.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_F8, SHIFT)
    assert enc.turn == 0 and not window.act_prev.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_F8, SHIFT)  # a disabled key does nothing at all
    assert enc.turn == 0 and window.doc.undo_stack.count() == 2


def test_a_fight_starts_and_ends_from_the_keyboard(qtbot, window):
    from tracker.model import operations as ops
    from tracker.model.encounter import Change

    enc = window.doc.encounter
    ops.end_combat(enc)  # the demo starts in combat; out of it, as a new encounter is
    window.doc.changed.emit(Change(None, True))
    assert not enc.in_combat and window.act_start.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_F8, CTRL)
    assert enc.in_combat and enc.round == 1
    assert window.act_end.shortcut().toString() == "Ctrl+Shift+F8"


def test_advance_time_share_and_add_condition_have_keys(qtbot, window):
    from tracker.ui.advance_dialog import AdvanceDialog

    assert window.group.act_condition_on.shortcut().toString() == "Ctrl+K"
    assert window.act_share.shortcut().toString() == "Ctrl+F10"
    qtbot.keyClick(window, Qt.Key.Key_T, CTRL)
    assert isinstance(window.dialog, AdvanceDialog)
    window.dialog.reject()


def _every_keyed_action(w) -> set[int]:
    return {id(a) for a in w.findChildren(QAction) if a.shortcuts()}


def test_help_lists_every_shortcut_from_the_actions(qtbot, window):
    from tracker.ui.shortcuts_dialog import ShortcutsDialog, shortcut_rows

    rows = shortcut_rows(window)
    # one row per action that has a key: none left out, none twice (generated, not typed)
    assert len(rows) == len(_every_keyed_action(window))
    assert ("Combat", "Start combat", "Ctrl+F8") in rows
    assert ("Combat", "Advance time…", "Ctrl+T") in rows
    assert ("Selected", "Add a condition…", "Ctrl+K") in rows
    assert ("View", "Share with players' devices…", "Ctrl+F10") in rows
    assert ("Help", "Keyboard shortcuts", "F1") in rows
    # an item another part adds to a menu later is listed with its key as well
    extra = window.menuBar().actions()[0].menu().addAction("Library…")
    extra.setShortcut("Ctrl+Shift+L")
    assert ("File", "Library…", "Ctrl+Shift+L") in shortcut_rows(window)
    window.act_keys.trigger()
    assert isinstance(window.dialog, ShortcutsDialog)
    assert window.dialog.table.rowCount() == len(rows) + 1
    window.dialog.reject()


def test_the_shortcut_list_is_in_japanese(qtbot, japanese):
    from tracker.ui.shortcuts_dialog import shortcut_rows

    w = MainWindow(EncounterDocument(demo_encounter(lang="ja")))
    qtbot.addWidget(w)
    rows = shortcut_rows(w)
    assert ("戦闘", "戦闘開始", "Ctrl+F8") in rows
    assert ("ヘルプ", "キーボードショートカット", "F1") in rows
    w.doc.undo_stack.setClean()
