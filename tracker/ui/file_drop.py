"""Dropping character files onto a widget (the roster): a small event filter the GM window
installs at start-up without loading any importer. It takes the kinds of file the ruleset's
kit imports (GURPS: GURPS Character Sheet files; CoC: CCFolia pieces), asked at each drop."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtWidgets import QWidget


def dropped_paths(urls: Sequence, suffixes: tuple[str, ...]) -> list[str]:
    """Local files with one of these ``suffixes`` (any case) among dropped URLs (QUrl), in
    order."""
    out = []
    for url in urls:
        path = url.toLocalFile() if url.isLocalFile() else ""
        if suffixes and path.lower().endswith(suffixes):
            out.append(path)
    return out


class FileDropFilter(QObject):
    """Lets a widget (the roster) take files dropped on it: install it on the widget (its
    viewport for a view); :attr:`filesDropped` gives the paths."""

    filesDropped = Signal(list)

    def __init__(self, widget: QWidget, suffixes: Callable[[], tuple[str, ...]]) -> None:
        super().__init__(widget)
        self.suffixes = suffixes
        widget.setAcceptDrops(True)
        widget.installEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
        kind = event.type()
        if kind in (QEvent.Type.DragEnter, QEvent.Type.DragMove):
            mime = event.mimeData()
            if mime.hasUrls() and dropped_paths(mime.urls(), self.suffixes()):
                event.acceptProposedAction()
                return True
        elif kind == QEvent.Type.Drop:
            paths = (dropped_paths(event.mimeData().urls(), self.suffixes())
                     if event.mimeData().hasUrls() else [])
            if paths:
                event.acceptProposedAction()
                self.filesDropped.emit(paths)
                return True
        return super().eventFilter(obj, event)
