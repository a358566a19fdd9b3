"""Help → Keyboard shortcuts: a table of every shortcut of the GM window, generated from its
actions (menus first, in their order, then the window's own keys), never written by hand."""

from __future__ import annotations

import re

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QMainWindow,
    QMenu,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

#: a Japanese mnemonic in brackets after the text ("(&S)")
_MNEMONIC = re.compile(r"[(（]&[^)）][)）]")


def _label(action: QAction) -> str:
    """The action's text without its mnemonic: "&Start combat" → "Start combat",
    "戦闘開始(&S)" → "戦闘開始"."""
    text = _MNEMONIC.sub("", action.text().replace("&&", "\0"))
    return text.replace("&", "").replace("\0", "&").strip()


def _walk(menu: QMenu, path: str, out: list[tuple[str, QAction]], seen: set[int]) -> None:
    for a in menu.actions():
        if a.menu() is not None:
            _walk(a.menu(), f"{path} → {_label(a)}", out, seen)
        elif not a.isSeparator() and a.shortcuts() and id(a) not in seen:
            seen.add(id(a))
            out.append((path, a))


def shortcut_rows(window: QMainWindow) -> list[tuple[str, str, str]]:
    """(where, what, keys) for every action of ``window`` that has a key: the menus' in
    their order, then the actions only the window holds (toolbars, a kit's window parts)."""
    found: list[tuple[str, QAction]] = []
    seen: set[int] = set()
    for top in window.menuBar().actions():
        if top.menu() is not None:
            _walk(top.menu(), _label(top), found, seen)
    for a in window.findChildren(QAction):
        if a.shortcuts() and id(a) not in seen and _label(a):
            seen.add(id(a))
            found.append(("", a))
    native = QKeySequence.SequenceFormat.NativeText
    return [(where, _label(a), ", ".join(k.toString(native) for k in a.shortcuts()))
            for where, a in found]


class ShortcutsDialog(QDialog):
    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.setObjectName("shortcutsDialog")
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        lay = QVBoxLayout(self)
        rows = shortcut_rows(window)
        self.table = QTableWidget(len(rows), 3)
        self.table.setHorizontalHeaderLabels([self.tr("Menu"), self.tr("Action"),
                                              self.tr("Keys")])
        for r, (where, what, keys) in enumerate(rows):
            for c, text in enumerate((where, what, keys)):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                self.table.setItem(r, c, item)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        lay.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        screen = window.screen().availableGeometry() if window.screen() else None
        self.resize(640, min(640, screen.height() - 80) if screen else 640)
