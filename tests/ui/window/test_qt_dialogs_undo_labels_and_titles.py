"""Issue #19, minor items in the window: fixed undo labels (8), Qt's own dialogs in Japanese
and the save name (13), the CoC header without a calendar (13), the title after a crash
recovery (18)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QFileDialog

import tracker
from tracker.model import operations as ops
from tracker.rulesets.coc.rules.demo import demo_encounter
from tracker.ui import files_controller as fc
from tracker.ui import i18n
from tracker.ui.document import EncounterDocument
from tracker.ui.main_window import MainWindow

SHIPPED = Path(tracker.__file__).resolve().parent.parent / "resources" / "translations"


def test_qt_catalogue_is_shipped_and_translates_standard_buttons(qapp):
    """Item 13: Qt's own words (standard buttons, file dialogs) come from a shipped copy."""
    assert (SHIPPED / "qtbase_ja.qm").is_file()
    tr = QTranslator()
    assert tr.load("qtbase_ja", str(SHIPPED))
    qapp.installTranslator(tr)
    try:
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "キャンセル"
        assert QCoreApplication.translate("QFileDialog", "File &name:") != "File &name:"
    finally:
        qapp.removeTranslator(tr)


def test_file_dialogs_are_qts_own_when_the_ui_language_is_not_the_systems(qapp, monkeypatch):
    monkeypatch.setattr(i18n, "system_language", lambda: "en")
    monkeypatch.setattr(i18n, "language", lambda: "ja")
    assert fc.dialog_options() == {"options": QFileDialog.Option.DontUseNativeDialog}
    monkeypatch.setattr(i18n, "language", lambda: "en")
    assert fc.dialog_options() == {}


@pytest.mark.parametrize(("name", "file"), [
    ("デモ：ロッジの地下室", "デモ：ロッジの地下室.ctenc"), ("a/b:c", "a_b_c.ctenc"),
    ("", "encounter.ctenc"), ("..", "encounter.ctenc")])
def test_the_save_name_is_the_encounters(name, file):
    assert fc.suggested_file_name(name) == file


def test_the_save_dialog_starts_in_a_folder_not_the_working_directory(qapp, monkeypatch):
    ctl = fc.FilesController(EncounterDocument(demo_encounter()), None)
    assert Path(ctl._start_dir()).is_absolute()


@pytest.fixture
def window(qapp, qtbot, tmp_path):
    from PySide6.QtCore import QSettings

    w = MainWindow(EncounterDocument(demo_encounter()),
                   QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    yield w
    w.doc.undo_stack.setClean()  # closing asks nothing
    w.close()
    w.deleteLater()


def test_undo_keeps_its_label_and_tells_the_action_in_its_tooltip(window):
    """Item 8: the toolbar does not move."""
    w = window
    text = w.act_undo.text()
    w.doc.run(lambda: "Tom: rapid fire", ops.next_turn)
    assert w.act_undo.text() == text and w.act_undo.isEnabled()
    assert "Tom: rapid fire" in w.act_undo.toolTip()
    w.act_undo.trigger()
    assert not w.act_undo.isEnabled() and w.act_redo.isEnabled()
    assert w.act_redo.text() == "&Redo" and "Tom: rapid fire" in w.act_redo.toolTip()


def test_the_coc_header_out_of_combat_shows_no_calendar(window):
    w = window
    w.doc.run(lambda: "end", ops.end_combat)
    assert w.turn_label.text() == "Out of combat"


def test_a_save_names_the_file_in_the_recovery_journal(qapp, tmp_path):
    """Item 18: saved, then an action, then a crash: the journal names the file."""
    from tracker.model.journal import recover_details

    doc = EncounterDocument(demo_encounter())
    session = fc.SessionJournal(tmp_path / "recovery")
    ctl = fc.FilesController(doc, None, session)
    target = tmp_path / "cellar.ctenc"
    ctl.save_to(str(target))
    doc.run(lambda: "next", ops.next_turn)
    details = recover_details(session.directory)
    assert details.source == str(target) and details.actions == 1
