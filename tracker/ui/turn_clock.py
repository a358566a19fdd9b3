"""The optional turn timer on screen (issue 43): the GM's reading in the main window's status
bar, the players' in the player window's header. Both ask the document's
:class:`~tracker.model.turn_timer.TurnTimer` once a second while the encounter has the
option on and a turn runs; the label is hidden otherwise."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtWidgets import QLabel

from ..model.turn_timer import clock_text, timer_on
from .document import EncounterDocument


def turn_time_text(seconds: float) -> str:
    return QCoreApplication.translate("TurnClock", "Turn {0}").format(clock_text(seconds))


class TurnClock(QObject):
    """Keeps ``label`` showing ``reading()`` (seconds, None: no turn) once a second."""

    def __init__(self, doc: EncounterDocument, label: QLabel,
                 reading: Callable[[], float | None]) -> None:
        super().__init__(label)
        self.doc, self.label, self.reading = doc, label, reading
        if not label.objectName():
            label.setObjectName("turnClock")
        label.setToolTip(QCoreApplication.translate(
            "TurnClock", "Real time the current turn has taken (the turn timer: Combat → "
                         "Rules and options)"))
        self.ticker = QTimer(self)
        self.ticker.setInterval(1000)
        self.ticker.timeout.connect(self.show_now)
        doc.changed.connect(lambda _change: self.show_now())
        self.show_now()

    def show_now(self) -> None:
        seconds = self.reading() if timer_on(self.doc.encounter) else None
        if seconds is None:
            self.label.hide()
            self.ticker.stop()
            return
        self.label.setText(turn_time_text(seconds))
        self.label.show()
        if not self.ticker.isActive():
            self.ticker.start()


def gm_clock(window) -> TurnClock:
    """The GM's reading, a permanent widget of the window's status bar."""
    label = QLabel()
    window.statusBar().addPermanentWidget(label)
    return TurnClock(window.doc, label, window.doc.turn_timer.elapsed)


def players_clock(doc: EncounterDocument, label: QLabel) -> TurnClock:
    """The players' reading: the turn they are shown, never a hidden one's time."""
    return TurnClock(doc, label, doc.turn_timer.public_elapsed)
