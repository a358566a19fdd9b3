"""A push button whose text wraps: a long label (the World dock's "Use the vampire-hunter
options" in Japanese) takes two lines instead of widening the dock and the window."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from .user_text import plain


class WrapButton(QPushButton):
    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = plain(QLabel())
        self.label.setWordWrap(True)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 4, 8, 4)
        lay.addWidget(self.label)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setText(text)

    def setText(self, text: str) -> None:  # noqa: N802
        self.label.setText(text)
        self.setAccessibleName(self.label.text())
        self.updateGeometry()

    def text(self) -> str:
        return self.label.text()

    def sizeHint(self) -> QSize:  # noqa: N802
        return self.label.sizeHint() + QSize(16, 8)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        # as narrow as its longest word (Japanese: a few characters), never the whole text
        fm = self.label.fontMetrics()
        return QSize(fm.horizontalAdvance("あ" * 6) + 16, fm.height() + 8)

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return self.label.heightForWidth(max(1, width - 16)) + 8
