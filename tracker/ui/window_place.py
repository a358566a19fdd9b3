"""Where the GM window sits: its first size, the geometry and docks of the last session where
they still fit a screen, and the frame kept inside the screen once shown."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QByteArray, QRect, Qt


def place_first(window: Any) -> None:
    """The size of the screen's available area (a 1366×768 laptop: all of it; a 1920×1080
    monitor: most of it), not one fixed size too tall for a laptop. The window manager's
    frame is taken off once it is known (:func:`keep_on_screen`)."""
    from PySide6.QtGui import QGuiApplication

    from .screen_fit import first_geometry

    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is not None:
        window.setGeometry(first_geometry(screen.availableGeometry()))


def restore(window: Any, settings) -> bool:
    """The geometry and docks of the last session, where they still fit a screen (the frame
    it had is remembered with them): a window left on a 1080p monitor opens on the laptop
    alone at the laptop's size, its docks as at a first start. Whether the docks were
    restored."""
    from .screen_fit import screen_holding

    if settings is None:
        return False
    geo = settings.value("window/geometry")
    state = settings.value("window/state")
    frame = settings.value("window/frame")
    if not (isinstance(geo, QByteArray) and isinstance(frame, QRect)
            and screen_holding(frame) is not None):
        return False
    window.restoreGeometry(geo)
    return isinstance(state, QByteArray) and window.restoreState(state)


def save(window: Any, settings) -> None:
    if settings is None:
        return
    settings.setValue("window/geometry", window.saveGeometry())
    settings.setValue("window/state", window.saveState())
    settings.setValue("window/frame", window.frameGeometry())


def first_log_height(window: Any) -> int:
    """The log's height at a first start: on a laptop the least that shows its row of
    filter, roll line and buttons, four lines and its tabs (the roster's 12 rows and a card
    need the rest); a fifth of a large monitor's window."""
    screen = window.screen()
    if screen is not None and screen.availableGeometry().height() < SHORT:
        return LAPTOP_LOG
    return max(150, window.height() // 5)


#: the log dock's height on a short laptop's screen (px), one under SHORT px tall (a
#: 1366×768 laptop, with or without its taskbar)
LAPTOP_LOG, SHORT = 122, 800


def keep_on_screen(window: Any, log_dock, docks_restored: bool) -> None:
    """Once shown, the frame (title bar included) inside the available area: a window
    manager's decorations or a restored position must not push the log and the roll line
    below the screen's edge."""
    from .screen_fit import fit_inside

    if not docks_restored:
        window.resizeDocks([log_dock], [first_log_height(window)],
                           Qt.Orientation.Vertical)
    screen = window.screen()
    if screen is None or window.windowState() & (Qt.WindowState.WindowMaximized
                                                 | Qt.WindowState.WindowFullScreen):
        return
    avail, frame, inner = screen.availableGeometry(), window.frameGeometry(), window.geometry()
    if avail.contains(frame):
        return
    fit = fit_inside(frame, avail)
    window.setGeometry(fit.x() + inner.x() - frame.x(), fit.y() + inner.y() - frame.y(),
                       fit.width() - (frame.width() - inner.width()),
                       fit.height() - (frame.height() - inner.height()))
