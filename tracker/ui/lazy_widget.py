"""A widget whose content is built the first time it is shown (a dock the GM may never open
costs nothing at start)."""

from __future__ import annotations

from PySide6.QtWidgets import QVBoxLayout, QWidget


class LazyWidget(QWidget):
    """Builds its content the first time it is shown."""

    def __init__(self, factory, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._factory = factory
        self.content: QWidget | None = None
        QVBoxLayout(self).setContentsMargins(0, 0, 0, 0)

    def ensure(self) -> QWidget:
        if self.content is None:
            self.content = self._factory()
            self.layout().addWidget(self.content)
        return self.content
