"""The Players' requests dock (``contracts/seats.md``): what the players' phones ask, each
with its seat's combatant, what it asks and when; Accept runs it (one undo step, the log
says which device it came from), Refuse sends an optional reason to that seat only."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..model.seats import SeatRequest
from .seats import WindowSeats


class RequestsDock(QWidget):
    def __init__(self, seats: WindowSeats, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("requestsDock")
        self.seats = seats
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        self.list = QTreeWidget()
        self.list.setObjectName("requestsList")
        self.list.setRootIsDecorated(False)
        self.list.setHeaderLabels([self.tr("Who"), self.tr("Asks"), self.tr("When")])
        self.list.itemSelectionChanged.connect(self._enable)
        lay.addWidget(self.list, 1)
        self.message = QLabel()
        self.message.setObjectName("requestsMessage")
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        lay.addWidget(self.message)
        row = QHBoxLayout()
        self.accept_button = QPushButton(self.tr("&Accept"))
        self.accept_button.setObjectName("requestAccept")
        self.accept_button.setToolTip(self.tr("Run the request as you would have (one undo step)"))
        self.edit_button = QPushButton(self.tr("Edi&t…"))
        self.edit_button.setObjectName("requestEdit")
        self.edit_button.setToolTip(self.tr("Open the usual entry filled in; the request is "
                                            "accepted when you apply it there"))
        self.edit_button.clicked.connect(self.edit_selected)
        self.refuse_button = QPushButton(self.tr("&Refuse…"))
        self.refuse_button.setObjectName("requestRefuse")
        self.refuse_button.setToolTip(self.tr("Refuse it, with a reason only that player sees"))
        self.accept_button.clicked.connect(self.accept_selected)
        self.refuse_button.clicked.connect(self.refuse_selected)
        row.addWidget(self.accept_button)
        row.addWidget(self.edit_button)
        row.addWidget(self.refuse_button)
        row.addStretch(1)
        lay.addLayout(row)
        self._requests: list[SeatRequest] = []
        seats.requestsChanged.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        chosen = self.selected()
        # a defense an open dialog is waiting for is the dialog's (tracker.ui.seat_ask)
        self._requests = [r for r in self.seats.book.pending()
                          if not (r.type == "defense" and r.seat in self.seats.asking)]
        self.list.clear()
        for req in self._requests:
            item = QTreeWidgetItem([self.seats._seat_name(req), self.describe(req),
                                    self._when(req)])
            item.setToolTip(1, json.dumps(req.body, ensure_ascii=False))
            self.list.addTopLevelItem(item)
            if req is chosen:
                item.setSelected(True)
        if self.list.topLevelItemCount() and not self.list.selectedItems():
            self.list.topLevelItem(0).setSelected(True)
        if self._requests:
            self.show_dock()
        self._enable()

    def show_dock(self) -> None:
        """The dock comes into view (it is hidden until seats are used)."""
        dock = self.parentWidget()
        while dock is not None and not hasattr(dock, "setFloating"):
            dock = dock.parentWidget()
        if dock is not None and not dock.isVisible():
            dock.show()
            dock.raise_()

    def _when(self, req: SeatRequest) -> str:
        seconds = max(0, int(self.seats.book.clock() - req.at))
        return self.tr("{0} s ago").format(seconds)

    def describe(self, req: SeatRequest) -> str:
        """What the request asks, in a few words (its keys as sent)."""
        body = {k: v for k, v in req.body.items() if k not in ("id", "type")}
        words = {"roll": self.tr("Roll"), "check": self.tr("Check"),
                 "defense": self.tr("Defense"), "declare": self.tr("Declares")}
        return f"{words.get(req.type, req.type)} — {_plain(body)}"

    def selected(self) -> SeatRequest | None:
        items = self.list.selectedItems()
        if not items:
            return None
        i = self.list.indexOfTopLevelItem(items[0])
        return self._requests[i] if 0 <= i < len(self._requests) else None

    def _enable(self) -> None:
        req = self.selected()
        on = req is not None
        self.edit_button.setEnabled(on and self.seats.can_edit(req))
        self.accept_button.setEnabled(on)
        self.refuse_button.setEnabled(on)

    def accept_selected(self) -> None:
        req = self.selected()
        if req is None:
            return
        error = self.seats.accept(req)
        self.message.setText("" if error is None else self.tr(
            "This request cannot run now: {0}").format(error))

    def edit_selected(self) -> None:
        req = self.selected()
        if req is not None and not self.seats.edit(req, self.window_of()):
            self.message.setText(self.tr("This request has no entry to edit it in: accept "
                                         "or refuse it."))

    def window_of(self):
        """The GM window this dock belongs to (the seats' parent)."""
        return self.seats.parent()

    def refuse_selected(self, reason: str | None = None) -> None:
        req = self.selected()
        if req is None:
            return
        if not isinstance(reason, str):
            reason, ok = QInputDialog.getText(self, self.tr("Refuse"), self.tr(
                "Reason (only this player sees it; may be empty):"))
            if not ok:
                return
        self.seats.refuse(req, reason)
        self.message.setText("")


def _plain(value: object) -> str:
    """A request's keys as a short line: ``maneuver attack, attack (target Brute, location
    torso, chinks)`` — a true flag by its name, a false one left out."""
    if isinstance(value, dict):
        parts = []
        for k, v in value.items():
            if v is True:
                parts.append(str(k))
            elif v is not False and v is not None:
                inner = _plain(v)
                parts.append(f"{k} ({inner})" if isinstance(v, dict) else f"{k} {inner}")
        return ", ".join(parts)
    if isinstance(value, list):
        return ", ".join(_plain(v) for v in value)
    return str(value)
