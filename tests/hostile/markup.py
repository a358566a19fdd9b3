"""Helpers for the "user text is plain text" tests (issue #23, 1).

``hostile(tag)`` is a name with markup in it: an image pointing at a FIFO (so that any attempt
to load it is seen by :class:`FifoWatch` instead of hanging the test) and a bold tag. A view
shows it literally when the widget showing it treats it as plain text, or as rich text with
the markup escaped; :func:`rendered_markup` lists every place that would render it."""

from __future__ import annotations

import os
import subprocess
import sys
import time

from PySide6.QtCore import QAbstractItemModel, QModelIndex
from PySide6.QtGui import Qt  # QtGui's Qt namespace has mightBeRichText
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QComboBox,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)

MARK = "Zero"


def hostile(fifo: str, tag: str = "") -> str:
    return f"<img src='{fifo}'>{MARK}{tag}<b>x</b>"


_WATCHER = r"""
import os, sys, time
path, count = sys.argv[1], sys.argv[2]
n = 0
while True:
    try:
        fd = os.open(path, os.O_WRONLY | os.O_NONBLOCK)
    except OSError:
        time.sleep(0.002)
        continue
    n += 1
    os.close(fd)
    with open(count, "w") as f:
        f.write(str(n))
    time.sleep(0.01)
"""


class FifoWatch:
    """Notices when anything opens the FIFO for reading (Qt loading the "image"): a writer
    that opens it without blocking succeeds only then; closing it at once gives the reader
    an end of file, so nothing hangs. The writer is another process: Qt may block in open()
    without letting a Python thread run."""

    def __init__(self, directory) -> None:
        self.path = os.path.join(str(directory), "zero.fifo")
        self._count = os.path.join(str(directory), "zero.count")
        os.mkfifo(self.path)
        self._proc = subprocess.Popen([sys.executable, "-c", _WATCHER, self.path,
                                       self._count])

    @property
    def opened(self) -> int:
        try:
            with open(self._count) as f:
                return int(f.read() or 0)
        except (OSError, ValueError):
            return 0

    def stop(self) -> int:
        time.sleep(0.05)
        self._proc.kill()
        self._proc.wait(5)
        return self.opened


def _rich(fmt, text: str) -> bool:
    if fmt == Qt.TextFormat.RichText or fmt == Qt.TextFormat.MarkdownText:
        return True
    return fmt == Qt.TextFormat.AutoText and Qt.mightBeRichText(text)


def _raw_markup(text: str) -> bool:
    return "<img" in text or "<b>x</b>" in text


def _columns(model, parent) -> int:
    try:
        return model.columnCount(parent)
    except TypeError:  # a list model keeps it private
        return 1


def _children(model, idx) -> bool:
    try:
        return model.hasChildren(idx)
    except TypeError:
        return False


def _model_problems(model: QAbstractItemModel, where: str, parent=QModelIndex(),
                    depth: int = 0) -> list[str]:
    out = []
    if depth > 3:
        return out
    for r in range(min(model.rowCount(parent), 300)):
        for c in range(_columns(model, parent)):
            idx = model.index(r, c, parent)
            tip = model.data(idx, Qt.ItemDataRole.ToolTipRole)
            if isinstance(tip, str) and _raw_markup(tip) and Qt.mightBeRichText(tip):
                out.append(f"{where} item ({r},{c}) tooltip: {tip!r}")
            if c == 0 and _children(model, idx):
                out.extend(_model_problems(model, where, idx, depth + 1))
    return out


def rendered_markup(root: QWidget) -> list[str]:
    """Every place under ``root`` (and ``root`` itself) that renders user markup."""
    out: list[str] = []
    widgets = [root, *root.findChildren(QWidget)]
    for w in widgets:
        name = f"{type(w).__name__}({w.objectName()})"
        tip = w.toolTip()
        if _raw_markup(tip) and Qt.mightBeRichText(tip):
            out.append(f"{name} tooltip: {tip!r}")
        if isinstance(w, QLabel) and _raw_markup(w.text()) and _rich(w.textFormat(), w.text()):
            out.append(f"{name} label: {w.text()!r}")
        if isinstance(w, QMessageBox):
            for text in (w.text(), w.informativeText()):
                if _raw_markup(text) and _rich(w.textFormat(), text):
                    out.append(f"{name} message: {text!r}")
        if isinstance(w, QTextEdit):
            plain = w.toPlainText()
            if MARK in plain and "<img" not in plain:
                out.append(f"{name} text edit renders markup: {plain[:200]!r}")
        if isinstance(w, QAbstractItemView) and w.model() is not None:
            out.extend(_model_problems(w.model(), name))
        if isinstance(w, QComboBox) and w.model() is not None:
            out.extend(_model_problems(w.model(), name))
    return out


def shown_texts(root: QWidget) -> str:
    """All the text the widgets under ``root`` show (to prove the hostile names were shown
    at all)."""
    parts: list[str] = []
    for w in [root, *root.findChildren(QWidget)]:
        if isinstance(w, QLabel):
            parts.append(w.text())
        elif isinstance(w, QTextEdit):
            parts.append(w.toPlainText())
        elif isinstance(w, QPlainTextEdit):
            parts.append(w.toPlainText())
        elif isinstance(w, QLineEdit):
            parts.append(w.text())
        elif isinstance(w, QGroupBox):
            parts.append(w.title())
        elif isinstance(w, QAbstractItemView) and w.model() is not None:
            m = w.model()
            for r in range(min(m.rowCount(), 300)):
                for c in range(_columns(m, QModelIndex())):
                    v = m.data(m.index(r, c))
                    if isinstance(v, str):
                        parts.append(v)
        parts.append(w.toolTip())
        parts.append(w.windowTitle())
    return "\n".join(parts)


def settle() -> None:
    app = QApplication.instance()
    for _ in range(3):
        app.processEvents()


__all__ = ["MARK", "FifoWatch", "QGraphicsView", "hostile", "rendered_markup", "settle",
           "shown_texts"]
