"""The File menu as a GM uses it: save, open, bad files, failed saves, unsaved changes,
autosave and the offer to restore after a crash."""

import json

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox

from tracker.model import operations as ops
from tracker.model.files import FileError, load_encounter
from tracker.model.journal import recover
from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.rulesets.gurps.rules.resolver import Hit
from tracker.ui import files_controller as fc
from tracker.ui import i18n
from tracker.ui.app import TrackerApp
from tracker.ui.document import EncounterDocument
from tracker.ui.main_window import MainWindow

from ..starting import shown_with_demo


@pytest.fixture
def settings(tmp_path):
    s = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    s.setValue("language", "en")
    return s


@pytest.fixture
def window(qtbot, settings):
    i18n.install("en")
    w = MainWindow(EncounterDocument(demo_encounter()), settings)
    yield w
    # pytest-qt's own close would come before this and stop at the unsaved-changes prompt
    w.doc.undo_stack.setClean()
    w.close()
    w.deleteLater()


def _hit(w, name="Bram", damage=6):
    cid = next(c.id for c in w.doc.encounter.combatants.values() if c.name == name)
    w.doc.run("hit", ops.apply_hit, cid, Hit(damage, "cr", "torso"))


def test_save_and_open_round_trip_with_title(window, tmp_path):
    _hit(window)
    assert window.windowTitle().startswith(window.doc.encounter.name + " *")
    path = tmp_path / "fight.encounter.json"
    window.files.save_to(str(path))
    assert window.windowTitle().startswith("fight.encounter.json —")
    assert "*" not in window.windowTitle()
    saved = window.doc.encounter.to_dict()
    _hit(window)
    assert "*" in window.windowTitle()
    window.files.open_path(str(path))
    assert window.doc.encounter.to_dict() == saved
    assert window.doc.undo_stack.count() == 0 and "*" not in window.windowTitle()
    assert window.files.recent_files()[0] == str(path)
    assert [a.text() for a in window.recent_menu.actions()] == [str(path)]


def test_failed_save_says_so_and_keeps_the_encounter_dirty(window, tmp_path, monkeypatch):
    good = tmp_path / "keep.json"
    window.files.save_to(str(good))
    before = good.read_bytes()
    _hit(window)

    def broken(enc, path):
        raise FileError("file_write", f"Cannot save '{path}': No space left on device")

    import tracker.model.files as files_package  # where the controller finds it when saving

    monkeypatch.setattr(files_package, "save_encounter", broken)
    shown = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()) or 0)
    assert window.files.save(window) is False
    assert shown and "NOT saved" in shown[0] and "No space left" in shown[0]
    assert window.files.dirty and "*" in window.windowTitle()
    assert good.read_bytes() == before


@pytest.mark.parametrize("content", [
    b"{not json", b"", b'{"format_version": 99, "encounter": {}}', b"\xff\xfe\x00garbage",
    b'{"format_version": 1, "app": "gurps-combat-tracker", "encounter": {"combatants": 3}}',
    b"[" * 5000 + b"]" * 5000,
])
def test_bad_file_gives_a_message_and_keeps_the_open_encounter(window, tmp_path, monkeypatch,
                                                                content):
    _hit(window)
    before = window.doc.encounter.to_dict()
    bad = tmp_path / "bad.json"
    bad.write_bytes(content)
    shown = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()) or 0)
    assert window.files.open_reporting(str(bad), window) is False
    assert shown and "bad.json" in shown[0]
    assert window.doc.encounter.to_dict() == before
    assert window.doc.undo_stack.count() == 1  # the GM's history is untouched too


def test_closing_with_unsaved_changes_asks(window, monkeypatch):
    _hit(window)
    monkeypatch.setattr(QMessageBox, "exec", lambda self: QMessageBox.StandardButton.Cancel)
    window.show()
    assert window.close() is False and window.isVisible()
    monkeypatch.setattr(QMessageBox, "exec", lambda self: QMessageBox.StandardButton.Discard)
    assert window.close() is True


def test_autosave_journal_follows_every_action_and_undo(qtbot, tmp_path, settings):
    session = fc.SessionJournal(tmp_path / "recovery")
    doc = EncounterDocument(demo_encounter())
    files = fc.FilesController(doc, settings, session)
    w = MainWindow(doc, settings, files)
    qtbot.addWidget(w)
    _hit(w)
    _hit(w, "Dire wolf", 9)
    assert recover(session.directory).to_dict() == doc.encounter.to_dict()
    doc.undo_stack.undo()
    assert recover(session.directory).to_dict() == doc.encounter.to_dict()
    doc.undo_stack.setClean()
    session.finish()
    assert not session.directory.exists()


def _crashed_session(root, settings, monkeypatch) -> dict:
    """A session that did one hit and died; the GM will answer Yes to restoring it.
    Returns the state it had."""
    crashed = fc.SessionJournal(root)
    doc = EncounterDocument(demo_encounter())
    fc.FilesController(doc, settings, crashed)
    _hit(type("W", (), {"doc": doc})(), "Bog octopus", 10)
    crashed.lock.unlock()  # the process died: its lock is gone, its files stay
    monkeypatch.setattr(QMessageBox, "exec", lambda box: QMessageBox.StandardButton.Yes)
    return doc.encounter.to_dict()


def test_restore_offered_after_a_crash(qtbot, tmp_path, settings, monkeypatch):
    root = tmp_path / "recovery"
    expected = _crashed_session(root, settings, monkeypatch)
    app = TrackerApp(qtbot_app(qtbot), settings, recovery=root)
    qtbot.addWidget(app.window)
    assert app.doc.encounter.to_dict() == expected
    assert "*" in app.window.windowTitle()  # restored work is not in a file yet
    app.doc.undo_stack.setClean()
    app._finish()


def test_restored_session_survives_a_second_crash(qtbot, tmp_path, settings, monkeypatch):
    """Restored work is in no file: it is journaled at once, so a crash before the next
    action offers it again."""
    root = tmp_path / "recovery"
    expected = _crashed_session(root, settings, monkeypatch)
    app = TrackerApp(qtbot_app(qtbot), settings, recovery=root)
    app.session.lock.unlock()  # ... and this session dies too, before any action
    again = fc.offer_recovery(None, root)
    assert again is not None and again[0].to_dict() == expected and again[2] == 1
    app.doc.undo_stack.setClean()
    app.window.close()


def test_idle_session_writes_no_journal_until_the_first_action(qtbot, tmp_path, settings):
    session = fc.SessionJournal(tmp_path / "recovery")
    doc = EncounterDocument(demo_encounter())
    files = fc.FilesController(doc, settings, session)
    w = MainWindow(doc, settings, files)
    qtbot.addWidget(w)
    assert not (session.directory / "recovery.json").exists()
    _hit(w)
    assert recover(session.directory).to_dict() == doc.encounter.to_dict()
    doc.undo_stack.setClean()
    session.finish()


def test_open_file_from_command_line(qtbot, tmp_path, settings):
    path = tmp_path / "prep.json"
    enc = demo_encounter()
    enc.name = "Prepared ambush"
    from tracker.model.files import save_encounter

    save_encounter(enc, str(path))
    app = TrackerApp(qtbot_app(qtbot), settings, path=str(path))
    qtbot.addWidget(app.window)
    assert app.doc.encounter.name == "Prepared ambush"
    assert app.window.windowTitle().startswith("prep.json")
    assert load_encounter(str(path)).to_dict() == json.loads(json.dumps(enc.to_dict()))


def qtbot_app(qtbot):
    from PySide6.QtWidgets import QApplication

    return QApplication.instance()


def test_no_restore_offer_when_the_crashed_session_did_nothing(qtbot, tmp_path, monkeypatch):
    root = tmp_path / "recovery"
    idle = fc.SessionJournal(root)
    fc.FilesController(EncounterDocument(demo_encounter()), None, idle)
    idle.lock.unlock()
    asked = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: asked.append(box.text()) or 0)
    assert fc.offer_recovery(None, root) is None
    assert not asked and not any(root.iterdir())


def test_unwritable_recovery_folder_starts_without_autosave(qtbot, tmp_path, settings):
    """A profile where the recovery folder cannot be made (read-only, full, a file in the
    way) still opens the window; the GM is told autosave is off, and can play on."""
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x", encoding="utf-8")
    app = shown_with_demo(qtbot, TrackerApp(qtbot_app(qtbot), settings,
                                            recovery=blocker / "recovery"))
    try:
        assert app.session is None and app.doc.journal is None
        box = app.window.findChild(QMessageBox, "errorBox")
        assert box is not None and box.windowTitle() == "Autosave is off"
        assert "recovery folder" in box.text()
        _hit(app.window)
        bram = next(c for c in app.doc.encounter.combatants.values() if c.name == "Bram")
        assert bram.sheet.hp == 12  # 6 crushing against DR 3
    finally:
        app.doc.undo_stack.setClean()
        app.window.close()


@pytest.mark.parametrize(("lang", "count"), [("en", "(1 action recorded)?"),
                                             ("ja", "（記録された操作：1件）")])
def test_restore_prompt_counts_one_action_in_the_gms_language(qtbot, tmp_path, settings,
                                                              monkeypatch, lang, count):
    """Issue #15: "1 actions recorded" — the count uses Qt's plural forms (%n)."""
    from tracker.ui import i18n

    root = tmp_path / "recovery"
    _crashed_session(root, settings, monkeypatch)
    asked = []

    def question(box):
        asked.append(box.text())
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "exec", question)
    assert i18n.install(lang)
    try:
        assert fc.offer_recovery(None, root) is None
    finally:
        i18n.install("en")
    assert len(asked) == 1 and asked[0].endswith(count)


def test_autosave_off_says_why_in_japanese(qtbot, tmp_path, settings):
    """The OS's reason the recovery folder could not be made is in the GM's language too."""
    from tracker.ui import i18n

    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x", encoding="utf-8")
    settings.setValue("language", "ja")
    app = shown_with_demo(qtbot, TrackerApp(qtbot_app(qtbot), settings,
                                            recovery=blocker / "recovery"))
    try:
        box = app.window.findChild(QMessageBox, "errorBox")
        assert box is not None and box.windowTitle() == "自動保存は無効です"
        assert "復旧用フォルダーを作成できませんでした（フォルダーがありません）" in box.text()
    finally:
        i18n.install("en")
        app.doc.undo_stack.setClean()
        app.window.close()
