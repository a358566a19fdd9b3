"""The visible texts of a window in the Japanese UI that still hold English words (issue 43):
labels, buttons, group titles, combo items, table titles and cells and their tips, menus at
every depth, toolbars and their tips, every widget's tooltip.

A word counts as English when it has three letters or more and is not one of the terms the
Japanese UI keeps in Latin letters (the rules' abbreviations, dice notation, key names)."""

from __future__ import annotations

import os
import re

from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMainWindow,
    QToolBar,
    QWidget,
)

#: Latin words the Japanese UI keeps (abbreviations of the rules, dice, keys, formats, names)
KEPT = {
    "HP", "FP", "MP", "SAN", "PC", "NPC", "DR", "HT", "DX", "IQ", "ST", "DEX", "CON", "STR",
    "POW", "APP", "SIZ", "EDU", "INT", "MOV", "BCDice", "CCB", "RES", "GURPS", "CoC", "Ctrl",
    "Shift", "Alt", "Enter", "Esc", "Tab", "JSON", "CSV", "URL", "QR", "LAN", "GM", "KP", "OK",
    "HTML", "SQLite", "CCFolia", "GCS", "Qt", "PySide", "LGPL", "GPL", "MIT", "Del", "Space",
    "Home", "End", "PgUp", "PgDn", "Backspace", "Delete", "Up", "Down", "Left", "Right",
    "English", "cr", "cut", "imp", "pi", "burn", "tox", "cor", "fat", "aff", "spec", "tbb",
    "Dark", "Light", "System", "Basic", "Speed", "TRPG", "RPG", "XXL",
    "claw",  # a CoC skill id, the example of the field that takes ids
    "choice",  # BCDice's command (choice[A,B]), typed as it is
}
WORD = re.compile(r"[A-Za-z]{3,}")


def english(text: str, names: set[str]) -> list[str]:
    """The English words of ``text`` (``names``: the combatants' own names, typed by the
    GM, kept as they are)."""
    plain = re.sub(r"<[^>]+>|&[a-z]+;", " ", text)  # rich text's tags and entities
    for name in names:
        plain = plain.replace(name, " ")
    return [w for w in WORD.findall(plain) if w not in KEPT and not w.startswith("F1")]


def _is_path(text: str) -> bool:
    """A file's or folder's path (the GM's own, shown as it is)."""
    return os.path.isabs(text.strip()) and "\n" not in text


def _texts(top: QWidget) -> list[str]:
    out: list[str] = []
    for w in [top, *top.findChildren(QWidget)]:
        if not w.isVisibleTo(top) and w is not top:
            continue
        if w.toolTip() and not _is_path(w.toolTip()):
            out.append(w.toolTip())  # what the GM reads hovering over it
        if isinstance(w, (QLabel, QAbstractButton)):
            out.append(w.text())
        elif isinstance(w, QGroupBox):
            out.append(w.title())
        elif isinstance(w, QComboBox):
            out += [w.itemText(i) for i in range(w.count())]
        elif isinstance(w, QLineEdit):
            out.append(w.placeholderText())
        elif isinstance(w, QAbstractItemView) and w.model() is not None:
            m = w.model()
            # a list model's columnCount is private in PySide: one column
            cols = 1 if isinstance(m, QAbstractListModel) else m.columnCount()
            out += [str(m.headerData(c, Qt.Orientation.Horizontal) or "") for c in range(cols)]
            out += [str(m.index(r, c, QModelIndex()).data(role) or "")
                    for r in range(min(m.rowCount(), 30)) for c in range(cols)
                    for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole)]
    if isinstance(top, QMainWindow):
        for menu_action in top.menuBar().actions():
            out += menu_texts(menu_action)
        for bar in top.findChildren(QToolBar):
            out.append(bar.windowTitle())  # the toolbars' names in their context menu
            out += [a.toolTip() for a in bar.actions()]
    return out


def menu_texts(action: QAction) -> list[str]:
    """A menu entry's text and tip, and its submenu's entries at every depth (filled as when
    it opens: the recent files, the demos, a kit's entries)."""
    out = [action.text(), action.statusTip()]
    if action.toolTip() != action.text().replace("&", ""):
        out.append(action.toolTip())
    menu = action.menu()
    if menu is not None:
        menu.aboutToShow.emit()
        for sub in menu.actions():
            out += menu_texts(sub)
    return out


def english_texts(top: QWidget, names: set[str]) -> list[str]:
    """The visible texts under ``top`` with English words in them."""
    return sorted({t for t in _texts(top) if t and english(t, names)})
