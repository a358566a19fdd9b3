"""The GM window's docks: the log, the plot, the checks and the history it always has, and
the docks of the encounter's ruleset (its kit's), rebuilt when the ruleset changes."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDockWidget, QUndoView, QWidget

from .checks_view import ChecksView
from .lazy_widget import LazyWidget
from .log_view import LogView


def make_docks(window: Any) -> dict[str, QDockWidget]:
    """The window's own docks by key; the log, plot and history tabbed at the bottom."""
    doc = window.doc
    window.log_view = LogView(doc)
    # {SAN}, {STR} … on the roll line are the chosen combatant's
    window.log_view.roll_line.selected = lambda: window.selected
    # pyqtgraph (and numpy) load only when the plot is first shown: faster start-up
    window.plot_dock_body = LazyWidget(lambda: _plot_view(doc))
    window.checks_view = ChecksView(doc)
    window.undo_view = QUndoView(doc.undo_stack)
    window.undo_view.setEmptyLabel(QCoreApplication.translate("MainWindow", "<start>"))
    window.seats = _seats(window)
    docks = {}
    right, bottom = Qt.DockWidgetArea.RightDockWidgetArea, Qt.DockWidgetArea.BottomDockWidgetArea
    for key, title, widget, area in (
        ("checks", QCoreApplication.translate("MainWindow", "Checks"), window.checks_view, right),
        ("log", QCoreApplication.translate("MainWindow", "Combat log"), window.log_view, bottom),
        ("plot", QCoreApplication.translate("MainWindow", "Track plot"), window.plot_dock_body, bottom),
        ("history", QCoreApplication.translate("MainWindow", "History"), window.undo_view, bottom),
        ("requests", QCoreApplication.translate("MainWindow", "Players' requests"),
         window.requests_dock, right),
    ):
        dock = QDockWidget(title, window)
        dock.setObjectName(f"dock_{key}")
        dock.setWidget(widget)
        window.addDockWidget(area, dock)
        docks[key] = dock
    docks["plot"].visibilityChanged.connect(
        lambda visible: visible and window.plot_dock_body.ensure())
    # a tab of the checks, hidden until a seat is opened or a request comes: the window's
    # height on a 1366×768 laptop stays what it was without seats
    window.tabifyDockWidget(docks["checks"], docks["requests"])
    docks["checks"].raise_()
    docks["requests"].hide()
    docks["plot"].visibilityChanged.connect(lambda visible: _plot_room(window, visible))
    window.tabifyDockWidget(docks["log"], docks["plot"])
    # a tab of the log: the roster keeps the width for all its columns (issue #24)
    window.tabifyDockWidget(docks["log"], docks["history"])
    return docks


def _seats(window: Any) -> Any:
    """The seats of the players' phones and the Players' requests dock (contracts/seats.md)."""
    from .requests_dock import RequestsDock
    from .seats import WindowSeats

    seats = WindowSeats(window.doc, getattr(window, "settings", None),
                        lambda: getattr(getattr(window, "files", None), "path", None), window)
    window.requests_dock = RequestsDock(seats)
    return seats


#: the height the plot's tab takes while it is shown (a laptop's log strip is ~120 px: its
#: axis title and legend were cut, issue 43); the log's height comes back after
PLOT_HEIGHT = 280


def _plot_room(window: Any, visible: bool) -> None:
    """The plot's tab raised in a short strip: the strip grows for it; the plot's tab left:
    the strip as it was."""
    from shiboken6 import isValid

    dock = window.docks.get("plot") if isValid(window) and hasattr(window, "docks") else None
    if dock is None or not isValid(dock) or dock.isFloating():
        return
    if visible and dock.height() < PLOT_HEIGHT:
        window._log_height = dock.height()
        window.resizeDocks([dock], [min(PLOT_HEIGHT, window.height() // 2)],
                           Qt.Orientation.Vertical)
    elif not visible and getattr(window, "_log_height", None) and not dock.isHidden():
        # another tab of the strip raised (the plot still open behind it)
        window.resizeDocks([window.docks["log"]], [window._log_height], Qt.Orientation.Vertical)
        window._log_height = None


def _plot_view(doc) -> QWidget:
    from .plot_view import PlotView

    return PlotView(doc)


def replace_kit_docks(window: Any, kit: Any) -> dict[str, QDockWidget]:
    """Take the previous ruleset's docks off the window and give it ``kit``'s; the plot dock
    is named by the ruleset's word for HP (耐久力グラフ in a Call of Cthulhu window)."""
    window.docks["plot"].setWindowTitle(QCoreApplication.translate(
        "MainWindow", "{0} plot").format(kit.track_label("hp")))
    for dock in window.kit_docks.values():
        window.removeDockWidget(dock)
        dock.deleteLater()
    found: dict[str, QDockWidget] = {}
    for spec in kit.docks():
        dock = QDockWidget(spec.title(), window)
        dock.setObjectName(f"dock_{spec.key}")
        tabbed = spec.tab_with in window.docks
        if tabbed:  # a tab behind the log: built when the GM first opens it
            body = LazyWidget(lambda make=spec.make: make(window.doc))
            dock.visibilityChanged.connect(lambda visible, b=body: visible and b.ensure())
            dock.setWidget(body)
        else:
            dock.setWidget(spec.make(window.doc))
        window.addDockWidget(spec.area, dock)
        if tabbed:
            window.tabifyDockWidget(window.docks[spec.tab_with], dock)
        found[spec.key] = dock
    return found


def dock_body(dock: QDockWidget) -> QWidget:
    """The widget of a dock, built if it was not."""
    body = dock.widget()
    return body.ensure() if isinstance(body, LazyWidget) else body
