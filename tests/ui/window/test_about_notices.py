"""The About box names each installed ruleset's trademark, as its kit words it."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox

from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.ui import i18n
from tracker.ui.document import EncounterDocument
from tracker.ui.main_window import MainWindow


def _about_text(qtbot, tmp_path, monkeypatch) -> str:
    seen = []
    monkeypatch.setattr(QMessageBox, "about", staticmethod(lambda parent, title, text:
                                                           seen.append(text)))
    w = MainWindow(EncounterDocument(demo_encounter(lang="en")),
                   QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(w)
    w.act_about.trigger()
    w.doc.undo_stack.setClean()
    return seen[0]


def test_the_about_box_names_every_rulesets_trademark(qtbot, tmp_path, monkeypatch):
    i18n.install("en")
    text = _about_text(qtbot, tmp_path, monkeypatch)
    assert "GURPS is a trademark of Steve Jackson Games" in text
    assert "Call of Cthulhu is a trademark of Chaosium Inc." in text


def test_in_japanese(qtbot, tmp_path, monkeypatch):
    assert i18n.install("ja")
    try:
        text = _about_text(qtbot, tmp_path, monkeypatch)
    finally:
        i18n.install("en")
    assert "Chaosium Inc.の商標" in text and "Steve Jackson Games" in text
    assert "is a trademark" not in text
