"""Combat → Advance time…: the calendar moved on by minutes, hours or days in any ruleset
(the GURPS recovery dock has its own row; a CoC keeper has only this), as one undo step."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QDialog, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ..model import operations
from .document import EncounterDocument
from .forms import accept_cancel
from .spinboxes import SpinBox
from .user_text import plain

#: the longest advance the window offers, as the recovery dock's (9999 days)
MOST_MINUTES = 9999 * 24 * 60


class AdvanceDialog(QDialog):
    def __init__(self, doc: EncounterDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.setWindowTitle(self.tr("Advance time"))
        cal = doc.encounter.calendar
        self.now_label = plain(QLabel(self.tr("Now: day {0}, {1}").format(cal.day, cal.clock())))
        self.amount = SpinBox()
        self.amount.setRange(1, 9999)
        self.amount.setValue(1)
        self.unit = QComboBox()
        self.unit.addItem(self.tr("minutes"), 1)
        self.unit.addItem(self.tr("hours"), 60)
        self.unit.addItem(self.tr("days"), 24 * 60)
        self.unit.setCurrentIndex(1)
        box, self.ok_button, self.cancel_button = accept_cancel(
            self.tr("&Advance"), self.tr("Cancel"))
        self.ok_button.clicked.connect(self.accept)
        self.cancel_button.clicked.connect(self.reject)
        row = QHBoxLayout()
        row.addWidget(self.amount)
        row.addWidget(self.unit)
        lay = QVBoxLayout(self)
        lay.addWidget(self.now_label)
        lay.addLayout(row)
        lay.addWidget(box)

    def minutes(self) -> int:
        return min(MOST_MINUTES, self.amount.value() * int(self.unit.currentData() or 60))

    def advance(self) -> object:
        """Move the calendar on by what the dialog says (one undo step)."""
        hours, minutes = divmod(self.minutes(), 60)
        return self.doc.run(lambda: QCoreApplication.translate("AdvanceDialog", "Advance time"),
                            operations.advance_time, hours, minutes=minutes)
