"""Keyboard shortcuts of the GM window: each key does one thing, and the standard ones work."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction

from tracker.model.gurps.demo import demo_encounter
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
