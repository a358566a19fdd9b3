"""The GM window's dark theme (issue 34): the system's by default, or the GM's choice in
View → Theme, kept for the next start."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.ui import theme
from tracker.ui.roster_model import SIDE_COLOURS


@pytest.fixture(autouse=True)
def _system_theme_after():
    yield
    theme.apply("system")


def test_the_choice_and_the_system():
    dark, light = Qt.ColorScheme.Dark, Qt.ColorScheme.Light
    assert theme.wants_dark("dark", light) and theme.wants_dark("system", dark)
    assert not theme.wants_dark("light", dark) and not theme.wants_dark("system", light)
    assert not theme.wants_dark("system", Qt.ColorScheme.Unknown)


def test_dark_from_the_view_menu_and_back(open_window, tmp_path):
    w = open_window(demo_encounter(lang="en"))
    light_base = QApplication.palette().color(QPalette.ColorRole.Base)
    w.theme_actions["dark"].trigger()
    base = QApplication.palette().color(QPalette.ColorRole.Base)
    text = QApplication.palette().color(QPalette.ColorRole.Text)
    assert base.lightness() < 64 and text.lightness() > 200 and theme.is_dark()
    assert w.settings.value(theme.SETTING) == "dark"
    # an enemy's side in the roster: lighter than on white (readable on the dark base)
    row = next(r for r in range(w.roster_model.rowCount())
               if w.roster_model.combatant_at(r).side == "enemy")
    fg = w.roster_model.index(row, w.roster_model.column_of("side")).data(
        Qt.ItemDataRole.ForegroundRole)
    assert fg.lightness() > QColor(SIDE_COLOURS["enemy"]).lightness()
    w.theme_actions["light"].trigger()
    assert QApplication.palette().color(QPalette.ColorRole.Base) == light_base
    assert w.settings.value(theme.SETTING) == "light"


def test_the_next_start_keeps_the_choice(qtbot, tmp_path):
    from tracker.ui.app import TrackerApp

    s = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    s.setValue("language", "en")
    s.setValue(theme.SETTING, "dark")
    app = TrackerApp(QApplication.instance(), s)
    try:
        assert theme.is_dark() and app.window.theme_actions["dark"].isChecked()
    finally:
        app.doc.undo_stack.setClean()
        app.window.close()
