"""Dropping GURPS Character Sheet files onto a widget (the roster): a small event filter the
GM window installs at start-up without loading the importer itself."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtWidgets import QWidget

SUFFIX = ".gcs"


def gcs_paths(urls: Sequence) -> list[str]:
    """Local ``.gcs`` files among dropped URLs (QUrl), in order."""
    out = []
    for url in urls:
        path = url.toLocalFile() if url.isLocalFile() else ""
        if path.lower().endswith(SUFFIX):
            out.append(path)
    return out


class GcsDropFilter(QObject):
    """Lets a widget (the roster) take ``.gcs`` files dropped on it: install it on the
    widget (its viewport for a view); :attr:`filesDropped` gives the paths."""

    filesDropped = Signal(list)

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        widget.setAcceptDrops(True)
        widget.installEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
        kind = event.type()
        if kind in (QEvent.Type.DragEnter, QEvent.Type.DragMove):
            mime = event.mimeData()
            if mime.hasUrls() and gcs_paths(mime.urls()):
                event.acceptProposedAction()
                return True
        elif kind == QEvent.Type.Drop:
            paths = gcs_paths(event.mimeData().urls()) if event.mimeData().hasUrls() else []
            if paths:
                event.acceptProposedAction()
                self.filesDropped.emit(paths)
                return True
        return super().eventFilter(obj, event)
