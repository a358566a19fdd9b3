"""The GM window's File menu beyond opening and saving (tracker.ui.files_controller): a new
encounter of chosen rules, the recent files, the rulesets' bundled demos."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction

from ..model.errors import TrackerError


def fill_recent(window: Any) -> None:
    menu = window.recent_menu
    menu.clear()
    recent = window.files.recent_files()
    for path in recent:
        a = menu.addAction(path)
        a.triggered.connect(lambda _=False, p=path: open_recent(window, p))
    menu.setEnabled(bool(recent))


def open_recent(window: Any, path: str) -> None:
    if window.files.maybe_save(window):
        window.files.open_reporting(path, window)


def add_demos(window: Any) -> dict[str, QAction]:
    """File → Open demo: ruleset id -> its action, named as the menu opens (a ruleset's name
    loads it, and the start loads only the one of the encounter shown)."""
    from ..model.ruleset import known_rulesets

    menu = window.demo_menu
    menu.aboutToShow.connect(lambda: name_demos(window))
    found = {}
    for rid in known_rulesets():
        a = menu.addAction(rid)
        a.setStatusTip(QCoreApplication.translate(
            "MainWindow", "Open the bundled demo fight of these rules"))
        a.triggered.connect(lambda _=False, r=rid: window.open_demo(r))
        found[rid] = a
    return found


def name_demos(window: Any) -> None:
    """Each demo by its ruleset's name; a ruleset this installation cannot load has none."""
    from ..model.ruleset import available_rulesets, get_ruleset
    from .options_text import ruleset_label

    available = available_rulesets()
    for rid, a in window.demo_actions.items():
        a.setVisible(rid in available)
        if rid in available:
            a.setText(ruleset_label(get_ruleset(rid)))


def open_demo(window: Any, ruleset_id: str) -> None:
    """Replace the encounter with a ruleset's bundled demo (asks to save first)."""
    from ..model.ruleset import get_ruleset
    from . import i18n

    if window.files.maybe_save(window):
        window.files.new(get_ruleset(ruleset_id).demo_encounter(i18n.language()))


def ask_new(window: Any) -> None:
    """File → New: the rules of an empty encounter, asked in a dialog (after the question
    about unsaved changes)."""
    if not window.files.maybe_save(window):
        return
    from .options_dialog import RulesDialog

    dlg = RulesDialog(None, window)
    dlg.accepted.connect(lambda: _new_from(window, dlg))
    window.open_dialog(dlg)


def _new_from(window: Any, dlg) -> None:
    try:
        enc = dlg.new_encounter()
    except TrackerError as exc:
        window.show_error(str(exc))
        return
    window.files.new(enc)
