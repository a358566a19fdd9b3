"""Drag a roster row to another place in the turn order (issue 34; the README promises it for
CoC ties): the same move as Ctrl+Up/Down, one undo step; a handgun's extra row stays with
its DEX."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPoint, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication

from tracker.model import operations as ops
from tracker.model.encounter import SLOT_SEP
from tracker.rulesets.coc.rules.demo import demo_encounter as coc_demo
from tracker.rulesets.gurps.rules.demo import demo_encounter


def test_a_row_dropped_before_another_moves_there_in_one_undo_step(open_window):
    w = open_window(demo_encounter(lang="en"))
    enc, m = w.doc.encounter, w.roster_model
    a, b, c, d, e = enc.order
    steps = w.doc.undo_stack.count()
    # row 0 (a) dropped before row 3 (d): out of the order a leaves [b, c, d, e], and it goes
    # in at index 2, before d
    assert m.dropMimeData(m.mimeData([m.index(0, 0)]), Qt.DropAction.MoveAction, 3, 0,
                          QModelIndex()) is False  # the rows come back from the document
    assert enc.order == [b, c, a, d, e]
    assert w.doc.undo_stack.count() == steps + 1 and w.selected == a
    w.doc.undo_stack.undo()
    assert enc.order == [a, b, c, d, e]
    # the last row dropped on the first row's place: to the front
    m.dropMimeData(m.mimeData([m.index(4, 0)]), Qt.DropAction.MoveAction, 0, 0, QModelIndex())
    assert enc.order == [e, a, b, c, d]


def test_a_drop_in_its_own_place_is_no_step(open_window):
    w = open_window(demo_encounter(lang="en"))
    m = w.roster_model
    steps = w.doc.undo_stack.count()
    data = m.mimeData([m.index(1, 0)])
    # before itself (row 1) or before the next row (row 2): the same place
    for row in (1, 2):
        assert not m.canDropMimeData(data, Qt.DropAction.MoveAction, row, 0, QModelIndex())
        assert m.dropMimeData(data, Qt.DropAction.MoveAction, row, 0, QModelIndex()) is False
    assert w.doc.undo_stack.count() == steps
    # two rows at once: Ctrl+Up/Down moves one combatant, so does a drag
    assert m.mimeData([m.index(0, 0), m.index(1, 0)]) is None


def test_a_handguns_extra_row_is_not_dragged(open_window):
    enc = coc_demo(lang="en")
    ops.start_combat(enc)
    w = open_window(enc)
    m = w.roster_model
    slots = [r for r in range(m.rowCount()) if SLOT_SEP in enc.order[r]]
    own = [r for r in range(m.rowCount()) if SLOT_SEP not in enc.order[r]]
    assert slots and own
    assert all(not m.flags(m.index(r, 0)) & Qt.ItemFlag.ItemIsDragEnabled for r in slots)
    assert all(m.flags(m.index(r, 0)) & Qt.ItemFlag.ItemIsDragEnabled for r in own)


def test_the_view_takes_the_drop(open_window, qtbot):
    """The drop as the roster gets it from the mouse (drag enter, move, drop on a row)."""
    w = open_window(demo_encounter(lang="en"))
    enc, m, view = w.doc.encounter, w.roster_model, w.roster
    a, b, c, d, e = enc.order
    assert view.dragEnabled() and view.acceptDrops()
    data = m.mimeData([m.index(0, 0)])
    rect = view.visualRect(m.index(3, 0))
    at = QPoint(rect.center().x(), rect.top() + 2)  # the top edge of row 3: before it
    vp = view.viewport()
    buttons, mods = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    for kind in (QDragEnterEvent, QDragMoveEvent):
        QApplication.sendEvent(vp, kind(at, Qt.DropAction.MoveAction, data, buttons, mods))
    QApplication.sendEvent(vp, QDropEvent(at.toPointF(), Qt.DropAction.MoveAction, data,
                                          buttons, mods))
    assert enc.order == [b, c, a, d, e]
