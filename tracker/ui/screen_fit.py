"""A window's size and place on the GM's screen: fit the available area (the screen less its
panels and taskbar), restore a remembered geometry only where it still fits."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QGuiApplication, QScreen

#: up to this size (a 1366×768 or 1440×900 laptop) the window takes the whole available area;
#: a larger screen keeps a margin around it, so that it reads as a window one can move
SMALL = QSize(1440, 900)
#: the part of a large screen's available area the window takes at first
LARGE_SHARE = 0.9


def is_small(avail: QRect) -> bool:
    return avail.width() <= SMALL.width() or avail.height() <= SMALL.height()


def first_geometry(avail: QRect) -> QRect:
    """Where a window opens on a screen with the ``avail`` area (frame included)."""
    if is_small(avail):
        return QRect(avail)
    w, h = int(avail.width() * LARGE_SHARE), int(avail.height() * LARGE_SHARE)
    return QRect(avail.x() + (avail.width() - w) // 2, avail.y() + (avail.height() - h) // 2,
                 w, h)


def screen_holding(rect: QRect) -> QScreen | None:
    """The screen whose available area holds all of ``rect`` (a frame geometry), if any."""
    for screen in QGuiApplication.screens():
        if screen.availableGeometry().contains(rect):
            return screen
    return None


def fit_inside(frame: QRect, avail: QRect) -> QRect:
    """``frame`` moved, then shrunk, until it lies inside ``avail``."""
    size = frame.size().boundedTo(avail.size())
    x = min(max(frame.x(), avail.x()), avail.right() + 1 - size.width())
    y = min(max(frame.y(), avail.y()), avail.bottom() + 1 - size.height())
    return QRect(x, y, size.width(), size.height())
