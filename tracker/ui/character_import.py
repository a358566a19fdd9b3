"""Characters into the GM window from the files (and the clipboard text) the encounter's
ruleset's kit imports: File → Import characters…, a drop on the roster, Ctrl+V on it."""

from __future__ import annotations

import os
from typing import Any

from PySide6.QtCore import QCoreApplication

from .kit import importers


def import_characters(window: Any, paths: list[str] | None = None) -> None:
    """The import preview of character files the kit takes, chosen in a file dialog when not
    given; files no importer takes are named in an error."""
    from PySide6.QtWidgets import QFileDialog

    own = importers(window.kit)
    if not own:
        window.show_error(QCoreApplication.translate(
            "MainWindow", "This encounter's rules import no character files."))
        return
    if not paths:
        kinds = [f"{imp.label()} ({' '.join('*' + x for x in imp.suffixes)})" for imp in own]
        every = " ".join("*" + x for imp in own for x in imp.suffixes)
        paths, _ = QFileDialog.getOpenFileNames(
            window, QCoreApplication.translate("MainWindow", "Import characters"), "",
            ";;".join([QCoreApplication.translate("MainWindow", "Character files ({0})")
                       .format(every), *kinds,
                       QCoreApplication.translate("MainWindow", "All files (*)")]))
    rest = list(paths or [])
    for imp in own:
        mine = [p for p in rest if p.lower().endswith(imp.suffixes)]
        rest = [p for p in rest if p not in mine]
        if mine:
            imp.open(window, mine)
    if rest:
        window.show_error(QCoreApplication.translate(
            "MainWindow", "Not imported: {0} — this encounter's rules take {1}.").format(
            ", ".join(os.path.basename(p) for p in rest),
            ", ".join(f"{imp.label()} ({' '.join(imp.suffixes)})" for imp in own)))


def suffixes(window: Any) -> tuple[str, ...]:
    """The file name endings a drop on the roster may carry (asked at each drop)."""
    return tuple(x for imp in importers(window.kit) for x in imp.suffixes) if window.kit else ()


def paste_characters(window: Any) -> bool:
    """Ctrl+V on the roster: the import preview of a character on the clipboard."""
    from PySide6.QtGui import QGuiApplication

    text = QGuiApplication.clipboard().text()
    for imp in importers(window.kit):
        if imp.paste is not None and text.strip() and imp.paste(window, text):
            return True
    window.show_error(QCoreApplication.translate(
        "MainWindow", "The clipboard holds no character these rules can import."))
    return False
