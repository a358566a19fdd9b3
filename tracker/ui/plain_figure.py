"""The figure of a ruleset whose kit draws none of its own: a card with a line of text (its
HP) that a click on it enters a hit on the whole combatant (``locationClicked("")``)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QSizePolicy


class PlainFigure(QLabel):
    locationClicked = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setFrameShape(QLabel.Shape.StyledPanel)
        self.setMinimumSize(80, 80)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def show_text(self, text: str) -> None:
        self.setText(text)

    def set_compact(self, compact: bool) -> None:
        self.setMinimumSize(40 if compact else 80, 40 if compact else 80)

    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        if event.button() == Qt.MouseButton.LeftButton:
            self.locationClicked.emit("")
        super().mousePressEvent(event)
