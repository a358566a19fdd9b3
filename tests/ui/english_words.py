"""The visible texts of a window in the Japanese UI that still hold English words (issue 43):
labels, buttons, group titles, combo items, table titles and cells, menus and toolbars.

A word counts as English when it has three letters or more and is not one of the terms the
Japanese UI keeps in Latin letters (the rules' abbreviations, dice notation, key names)."""

from __future__ import annotations

import re

from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMainWindow,
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
    "Dark", "Light", "System", "Basic", "Speed", "TRPG", "XXL",
    "claw",  # a CoC skill id, the example of the field that takes ids
}
WORD = re.compile(r"[A-Za-z]{3,}")


def english(text: str, names: set[str]) -> list[str]:
    """The English words of ``text`` (``names``: the combatants' own names, typed by the
    GM, kept as they are)."""
    plain = re.sub(r"<[^>]+>|&[a-z]+;", " ", text)  # rich text's tags and entities
    for name in names:
        plain = plain.replace(name, " ")
    return [w for w in WORD.findall(plain) if w not in KEPT and not w.startswith("F1")]


def _texts(top: QWidget) -> list[str]:
    out: list[str] = []
    for w in [top, *top.findChildren(QWidget)]:
        if not w.isVisibleTo(top) and w is not top:
            continue
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
            out += [str(m.index(r, c, QModelIndex()).data() or "")
                    for r in range(min(m.rowCount(), 30)) for c in range(cols)]
    if isinstance(top, QMainWindow):
        for menu_action in top.menuBar().actions():
            out.append(menu_action.text())
            menu = menu_action.menu()
            if menu is not None:
                out += [a.text() for a in menu.actions()]
    return out


def english_texts(top: QWidget, names: set[str]) -> list[str]:
    """The visible texts under ``top`` with English words in them."""
    return sorted({t for t in _texts(top) if t and english(t, names)})
