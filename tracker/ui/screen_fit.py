"""A window's size and place on the GM's screen: fit the available area (the screen less its
panels and taskbar), restore a remembered geometry only where it still fits; every dialog
inside that area, its body scrolling rather than its buttons falling off (issue 43)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import (
    QApplication,
    QBoxLayout,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QLayout,
    QLayoutItem,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

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


# -- dialogs ----------------------------------------------------------------------------------
# Every dialog of the tracker on its screen (issue 43): a dialog taller than the screen's
# available area (the screen less its taskbar) scrolls its body, never its buttons, and a dialog
# that grows (the hit entry after a roll) stays inside that area.
#
# One event filter does it for every dialog the tracker (or a ruleset plugin) defines whose
# parent is the GM window, or a dialog of it, when the dialog is first shown: its layout moves
# into a scrolling body and the button row stays below it. Qt's own dialogs (message boxes, file
# dialogs) are left as Qt made them. (Not a filter on the whole application: that would cost a
# Python call on every event of every widget.)

#: the dynamic property of a dialog already fitted
_DONE = "trackerFitted"
_WATCHED = "trackerFitWatched"
#: what a window manager's title bar and borders may add around a dialog before the dialog
#: is mapped and its real frame is known (a typical title bar is 24–37 px)
FRAME_GUESS = QSize(8, 40)


class _Body(QScrollArea):
    """A scroll area as large as the body it holds (Qt's own caps its size hint at 24 lines):
    the dialog keeps its natural size where it fits and scrolls only where it does not."""

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        inner = self.widget().sizeHint() if self.widget() else QSize(0, 0)
        bar = self.verticalScrollBar().sizeHint().width()
        return QSize(inner.width() + bar, inner.height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        inner = self.widget().minimumSizeHint() if self.widget() else QSize(0, 0)
        bar = self.verticalScrollBar().sizeHint().width()
        # a few lines of the body at least: the rest scrolls
        return QSize(inner.width() + bar, min(inner.height(), 4 * self.fontMetrics().height()))


def available(dialog: QWidget) -> QRect:
    """The available area of the screen the dialog is on (its parent's, before it is)."""
    parent = dialog.parentWidget()
    screen = dialog.screen()
    if parent is not None and not dialog.isVisible():
        screen = parent.window().screen() or screen
    screen = screen or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def _frame(dialog: QWidget) -> QSize:
    """What the window frame adds to the dialog's size (a guess until it is mapped)."""
    frame, inner = dialog.frameGeometry(), dialog.geometry()
    if dialog.isVisible() and frame != inner:
        return QSize(frame.width() - inner.width(), frame.height() - inner.height())
    if QGuiApplication.platformName() in ("offscreen", "minimal"):
        return QSize(0, 0)
    return FRAME_GUESS


def _holds(item: QLayoutItem, box: QWidget) -> bool:
    if item.widget() is not None:
        return item.widget() is box
    layout = item.layout()
    return layout is not None and layout.indexOf(box) >= 0


def _button_item(layout: QLayout) -> int:
    """The index in ``layout`` of the item holding the dialog's button box (-1: none)."""
    boxes = layout.parentWidget().findChildren(QDialogButtonBox)
    for i in reversed(range(layout.count())):
        item = layout.itemAt(i)
        if any(_holds(item, box) for box in boxes):
            return i
    return -1


def wrap(dialog: QDialog) -> bool:
    """Move the dialog's layout into a scrolling body, its button row kept below; False
    where the dialog has no box layout with a button box at its top level."""
    layout = dialog.layout()
    if not isinstance(layout, QBoxLayout) or layout.direction() != QBoxLayout.Direction.TopToBottom:
        return False
    at = _button_item(layout)
    if at < 0:
        return False
    margins, spacing = layout.contentsMargins(), layout.spacing()
    buttons = layout.takeAt(at)
    body = QWidget()
    body.setObjectName("dialogBody")
    body.setLayout(layout)  # takes the layout (and its widgets) off the dialog
    layout.setContentsMargins(margins.left(), margins.top(), margins.right(), 0)
    scroll = _Body()
    scroll.setObjectName("dialogScroll")
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setWidgetResizable(True)
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    # not a Tab stop of its own: the keyboard opens on the first field (the area still
    # scrolls to whichever of its fields has the focus)
    scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    scroll.setWidget(body)
    outer = QVBoxLayout(dialog)
    outer.setContentsMargins(0, 0, 0, margins.bottom())
    outer.setSpacing(spacing if spacing >= 0 else 6)
    outer.addWidget(scroll, 1)
    # the button row in a widget of its own, made and filled before it joins the dialog:
    # its buttons then join the dialog's focus chain after the body (moved in just before),
    # so the dialog opens with the keyboard on its first field and Tab reaches OK last
    holder = QWidget()
    holder.setObjectName("dialogButtons")
    row = QVBoxLayout(holder)
    row.setContentsMargins(margins.left(), 0, margins.right(), 0)
    if buttons.widget() is not None:
        row.addWidget(buttons.widget())
    else:
        row.addLayout(buttons.layout())
    outer.addWidget(holder)
    return True


def keep_inside(dialog: QWidget) -> None:
    """No taller or wider than the available area; moved (never beyond) into it."""
    avail = available(dialog)
    frame = _frame(dialog)
    # at a fractional scale (150 %) the native size is rounded: a pixel of slack
    slack = 0 if float(dialog.devicePixelRatioF()).is_integer() else 1
    limit = QSize(avail.width() - frame.width() - slack, avail.height() - frame.height() - slack)
    if dialog.maximumSize() != limit:
        dialog.setMaximumSize(limit)
    size = dialog.size().boundedTo(limit)
    if size != dialog.size():
        dialog.resize(size)
    outer = QRect(dialog.pos(), size + frame)
    inside = fit_inside(outer, avail)
    if inside.topLeft() != outer.topLeft():
        dialog.move(inside.topLeft())


class DialogFitter(QObject):
    """The filter: a dialog made under a watched widget is watched too (Qt tells the parent
    once the child is complete: ChildPolished); each is wrapped on its first show, and kept
    inside its screen's available area when it is shown or grows."""

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        kind = event.type()
        if kind == QEvent.Type.ChildPolished:
            # the child about to be shown (Qt polishes it first): wrapped and bounded now,
            # so that Qt sizes its window from the new layout
            child = event.child()
            if isinstance(child, QDialog) and _ours(child) and not child.property(_WATCHED):
                watch(child)
                _prepare(child)
        elif kind == QEvent.Type.Show and isinstance(obj, QDialog):
            _prepare(obj)
            obj.setProperty(_DONE, True)  # a dialog that could not be wrapped stays as it is
            keep_inside(obj)
        elif kind == QEvent.Type.Resize and isinstance(obj, QDialog):
            keep_inside(obj)
        return False


def _prepare(dialog: QDialog) -> None:
    if not dialog.property(_DONE) and wrap(dialog):
        dialog.setProperty(_DONE, True)
        keep_inside(dialog)


def _ours(dialog: QDialog) -> bool:
    """A dialog class the tracker or a plugin defined (not one of Qt's own)."""
    return not type(dialog).__module__.startswith(("PySide6", "shiboken"))


_fitter: list[DialogFitter] = []


def watch(widget: QWidget) -> None:
    """Fit ``widget`` if it is a dialog, and every dialog made under it from now on."""
    if not _fitter:
        _fitter.append(DialogFitter(QApplication.instance()))
    widget.setProperty(_WATCHED, True)
    widget.installEventFilter(_fitter[0])
