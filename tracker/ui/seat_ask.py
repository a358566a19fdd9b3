"""Asking a defender's phone from the GM's own defense entry (``contracts/seats.md``): when
the defender has a seat and the GM shares, the dialog gets an "Ask …'s phone" button. The
phone is prompted; its answer fills the dialog in when it comes, and the GM applies it (or
enters the defense himself). The request is accepted with the dialog, dropped without it.
The dialog's ruleset says how an answer fills it (``fill``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QPushButton, QWidget

from ..model.public import display_name
from ..model.seat_requests import seat_actions
from ..model.seats import Prompt, SeatRequest


def window_seats(widget: QWidget | None) -> Any:
    """The seats of the GM window ``widget`` belongs to (None: none, or not sharing)."""
    while widget is not None:
        seats = getattr(widget, "seats", None)
        if seats is not None and hasattr(seats, "book"):
            return seats if seats.routes is not None else None
        widget = widget.parentWidget()
    return None


def offer_ask(dialog: QDialog, defender: str, attacker: str | None,
              fill: Callable[[dict[str, Any]], None],
              first: Callable[[], str | None] | None = None) -> QPushButton | None:
    """Add the Ask button to ``dialog`` (above its last row) when ``defender`` has a seat.
    ``first``: a dialog that asks before its attack roll is known makes that roll when Ask
    is pressed, as the headless ``attack`` asking does; it answers why there is nothing to
    ask (a miss: the GM applies the attack, nobody is prompted), or None to ask."""
    seats = window_seats(dialog.parentWidget())
    if seats is None:
        return None
    seat = seats.book.seat_of(defender)
    enc = seats.doc.encounter
    actions = seat_actions(enc.ruleset_id)
    if seat is None or actions is None or defender not in enc.combatants:
        return None
    name = enc.combatants[defender].name
    button = QPushButton(QCoreApplication.translate("SeatAsk", "Ask {0}'s phone").format(name))
    button.setObjectName("askSeat")
    button.setAutoDefault(False)
    button.setToolTip(QCoreApplication.translate(
        "SeatAsk", "The player chooses the defense on their phone; the answer fills this "
        "dialog in, and you apply it"))
    lay = dialog.layout()
    lay.insertWidget(lay.count() - 1, button)
    asked: dict[str, SeatRequest] = {}

    def answered(req: SeatRequest) -> None:
        asked["req"] = req
        # what the GM applies in this (modal) dialog now comes from that seat: its log lines
        # say so, as Accept's do
        seats.doc.lines_from_until_closed(name, dialog)
        fill(dict(req.body))
        button.setText(QCoreApplication.translate("SeatAsk", "{0} answered").format(name))

    start = seats.doc.undo_stack.index()

    def ask() -> None:
        why = first() if first is not None else None
        if why is not None:
            button.setEnabled(False)
            button.setText(why)
            return
        shooter = enc.combatants.get(attacker or "")
        shown = display_name(shooter) if shooter is not None and shooter.visibility.shown \
            else ""
        seats.book.prompts[seat.token] = Prompt(
            {}, shown, tuple(actions.defense_choices(enc.combatants[defender])))
        seats.asking[seat.token] = answered
        seats.publish()
        button.setEnabled(False)
        button.setText(QCoreApplication.translate("SeatAsk", "Waiting for {0}…").format(name))

    def done(result: int) -> None:
        seats.asking.pop(seat.token, None)
        seats.book.prompts.pop(seat.token, None)
        req = asked.get("req")
        if req is not None and req.status == "pending":
            applied = result == QDialog.DialogCode.Accepted
            seats.book.settle(req, "accepted" if applied else "dropped")
            if applied:  # the attack's step comes when its hits are in: Undo shows it
                seats.await_step(req, start)
        seats.publish()
        seats.requestsChanged.emit()

    button.clicked.connect(ask)
    dialog.finished.connect(done)
    return button
