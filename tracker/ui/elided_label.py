"""A one-line label that never makes its window wider: a text longer than the room it has
is drawn elided in the middle (its whole text in the tooltip), so that a long name in the
turn line does not widen the GM window past a 1366 px screen (issue 43)."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QLabel

from .user_text import plain_tip

#: the least width it asks for, in "…" widths (a few characters either side of it)
LEAST_ELLIPSES = 8


class ElidedLabel(QLabel):
    """A plain-text, one-line QLabel whose least width is a few characters: ``text()`` is
    its whole text, drawn elided when the label is narrower than it."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        hint = super().minimumSizeHint()
        least = self.fontMetrics().horizontalAdvance("\u2026") * LEAST_ELLIPSES
        return QSize(min(hint.width(), least), hint.height())

    def shown_text(self) -> str:
        """The text as drawn in the room the label has now."""
        return self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideMiddle,
                                             self.contentsRect().width())

    def setText(self, text: str) -> None:  # noqa: N802 (Qt name)
        super().setText(text)
        self._tip()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        super().resizeEvent(event)
        self._tip()

    def _tip(self) -> None:
        # the whole text as it is: a name that looks like markup is not rendered (hostile)
        self.setToolTip(plain_tip(self.text()) if self.shown_text() != self.text() else "")

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt name)
        shown = self.shown_text()
        if shown == self.text():
            super().paintEvent(event)
            return
        painter = QPainter(self)
        self.style().drawItemText(painter, self.contentsRect(), int(self.alignment()),
                                  self.palette(), self.isEnabled(), shown,
                                  self.foregroundRole())
