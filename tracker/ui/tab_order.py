"""The GM window's Tab order (issue 43): the roster, the selected combatant's pane, the docks
on the right (the Checks dock first), the log and its roll line, then the quick-hit line and
the cards. Qt's own order is the order the widgets were made in (the Checks dock's buttons,
made again on each change, would drift to its end)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QScrollArea, QWidget


def stops(root: QWidget) -> list[QWidget]:
    """The widgets under ``root`` that Tab stops on, in the order they were made; a scroll
    area holding stops of its own is not one (its contents are)."""
    out = []
    for w in [root, *root.findChildren(QWidget)]:
        if not w.focusPolicy() & Qt.FocusPolicy.TabFocus or w.focusProxy() is not None:
            continue
        if isinstance(w, QScrollArea) and stops_inside(w):
            continue
        out.append(w)
    return out


def stops_inside(area: QWidget) -> list[QWidget]:
    return [c for c in area.findChildren(QWidget)
            if c.focusPolicy() & Qt.FocusPolicy.TabFocus]


def chain(window: Any) -> list[QWidget]:
    """The window's stops in the order Tab visits them."""
    out: list[QWidget] = [window.roster]
    out += stops(window.detail_scroll)
    docks = [d for d in window.findChildren(QDockWidget)
             if window.dockWidgetArea(d) != Qt.DockWidgetArea.BottomDockWidgetArea]
    docks.sort(key=lambda d: (d is not window.docks["checks"], d.y(), d.x()))
    for dock in docks:
        out += stops(dock)
    log = window.docks["log"]
    out += [w for w in stops(log) if w is not window.log_view.roll_line]
    out.append(window.log_view.roll_line)
    for dock in window.findChildren(QDockWidget):
        if dock is not log and dock not in docks:
            out += stops(dock)
    group = getattr(window, "group", None)
    for bar in (group.toolbars.values() if group is not None else ()):  # the kit's parts
        out += stops(bar)
    out.append(window.cards)
    seen: set[int] = set()
    # a floating dock is a window of its own: its stops are not in this window's order
    return [w for w in out if w.window() is window
            and not (id(w) in seen or seen.add(id(w)))]


def apply(window: Any) -> None:
    """Put the window's Tab order in :func:`chain`'s order; the scroll areas around stops
    are no stops of their own (a stop inside scrolls into view when it takes the focus)."""
    for area in window.findChildren(QScrollArea):
        if area is not window.cards and area.focusPolicy() != Qt.FocusPolicy.NoFocus \
                and stops_inside(area):
            area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    order = chain(window)
    for first, second in zip(order, order[1:], strict=False):
        QWidget.setTabOrder(first, second)


def keep(window: Any) -> None:
    """Again when the Checks dock has made its buttons anew (after a change)."""
    body = getattr(window.checks_view, "_body", None)
    if body is not getattr(window, "_tab_body", None):
        window._tab_body = body
        apply(window)
