"""Starting and stopping as a desktop program: Ctrl+C in the terminal, the window icon, titles
that end in the app's name in the UI language, and the recovery folder's name."""

import json
import os
import signal
import subprocess
import sys
import time

import pytest
from PySide6.QtCore import QLockFile, QSettings, QSize
from PySide6.QtWidgets import QApplication, QMessageBox

from tracker.model.journal import Journal
from tracker.rulesets.gurps.kit.hit_dialog import HitDialog
from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.ui import i18n
from tracker.ui.app import TrackerApp
from tracker.ui.appinfo import ICON_SIZES, app_icon
from tracker.ui.files_controller import SessionJournal, adopt_sessions

from ..starting import shown_with_demo

# Runs the app exactly as `python -m tracker` does; once the first events have been handled
# it reports, as one JSON line, either the restore question (then stops) or, once the demo
# has come into the window, after applying a hit so that the encounter has unsaved changes,
# that it is ready (a busy machine may take longer than the first 200 ms: it looks again).
DRIVER = r"""
import gc, json, os, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
app = QApplication([])
looks = []
def ready():
    boxes = [w for w in app.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]
    if boxes:
        print(json.dumps({"restore_offered": boxes[0].text()}), flush=True)
        os._exit(3)
    from tracker.model import operations as ops
    from tracker.rulesets.gurps.rules.resolver import Hit
    from tracker.ui.main_window import MainWindow
    wins = [w for w in app.topLevelWidgets() if isinstance(w, MainWindow)]
    looks.append(1)
    if (not wins or not wins[0].doc.encounter.order or not gc.isenabled()) and len(looks) < 200:
        QTimer.singleShot(50, ready)
        return
    win = wins[0]
    cid = win.doc.encounter.order[0]
    win.doc.run("hit", ops.apply_hit, cid, Hit(3, "cr", "torso"))
    # collection is off for the start (tracker/__main__.py), on again once the demo is in
    print(json.dumps({"ready": True, "dirty": not win.doc.undo_stack.isClean(),
                      "collecting": gc.isenabled()}), flush=True)
QTimer.singleShot(200, ready)
from tracker.__main__ import main
sys.exit(main([]))
"""


def _start(home):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home),
               XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "data"),
               LANG="C.UTF-8", LANGUAGE="en")
    proc = subprocess.Popen([sys.executable, "-c", DRIVER], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env, cwd=home)
    line = proc.stdout.readline()
    if not line:
        proc.kill()
        raise AssertionError("the app stopped before it was ready: " + proc.stderr.read())
    return proc, json.loads(line)


def _recovery(home):
    return home / "data" / "combat-tracker" / "combat-tracker" / "recovery"


@pytest.mark.skipif(sys.platform == "win32", reason="SIGINT from another process is POSIX")
def test_ctrl_c_quits_cleanly_and_the_next_start_offers_no_restore(tmp_path):
    proc, state = _start(tmp_path)
    assert state == {"ready": True, "dirty": True, "collecting": True}
    sessions = list(_recovery(tmp_path).iterdir())
    assert len(sessions) == 1 and (sessions[0] / "recovery.json").exists()  # journaled
    t0 = time.monotonic()
    proc.send_signal(signal.SIGINT)
    try:
        code = proc.wait(timeout=20)  # an unsaved-changes question would hang here
    finally:
        proc.kill()
    assert code == 0, proc.stderr.read()
    assert time.monotonic() - t0 < 5  # the idle event loop was woken at once
    assert "Traceback" not in proc.stderr.read()
    assert list(_recovery(tmp_path).iterdir()) == []  # journal closed and removed
    settings = QSettings(str(tmp_path / "config" / "combat-tracker" / "Combat Tracker.conf"),
                         QSettings.Format.IniFormat)
    assert settings.value("window/geometry") is not None  # as on a normal quit

    proc, state = _start(tmp_path)
    assert "ready" in state  # no restore question
    proc.kill()  # a crash this time, after an unsaved hit: the control case
    proc.wait()
    proc, state = _start(tmp_path)
    proc.kill()
    proc.wait()
    assert "restore_offered" in state and "1 action recorded" in state["restore_offered"]


@pytest.mark.skipif(sys.platform == "win32", reason="SIGINT from another process is POSIX")
def test_ctrl_c_wakes_an_idle_event_loop():
    """With nothing but Qt's idle loop running (no Python code to run the handler in), the
    signal still gets through."""
    script = (
        "import sys\n"
        "from PySide6.QtWidgets import QApplication, QWidget\n"
        "from tracker.ui.app import Interrupt\n"
        "app = QApplication([]); interrupt = Interrupt(app); w = QWidget(); w.show()\n"
        "print('ready', flush=True); code = app.exec(); interrupt.restore()\n"
        "print('requested' if interrupt.requested else 'not requested', code, flush=True)\n")
    proc = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True,
                            env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    try:
        assert proc.stdout.readline().strip() == "ready"
        time.sleep(0.3)
        proc.send_signal(signal.SIGINT)
        assert proc.wait(timeout=10) == 0
        assert proc.stdout.read().strip() == "requested 0"
    finally:
        proc.kill()


def _tracker(qtbot, tmp_path, lang):
    s = QSettings(str(tmp_path / f"{lang}.ini"), QSettings.Format.IniFormat)
    s.setValue("language", lang)
    return shown_with_demo(qtbot, TrackerApp(QApplication.instance(), s))


@pytest.mark.parametrize(("lang", "name", "players"), [
    ("ja", "戦闘トラッカー", "プレイヤー用画面 — 戦闘トラッカー"),
    ("en", "Combat Tracker", "Players' view — Combat Tracker"),
])
def test_titles_end_in_the_app_name_in_the_ui_language(qtbot, tmp_path, lang, name, players):
    app = _tracker(qtbot, tmp_path, lang)
    try:
        assert app.window.windowTitle().endswith(" — " + name)
        assert app.doc.encounter.name in app.window.windowTitle()
        app.window.open_player_view()
        assert app.window.player_view.windowTitle() == players
        # what Qt appends to the titles of the other windows (dialogs, message boxes)
        assert QApplication.applicationDisplayName() == name
    finally:
        i18n.install("en")
        if app.window.player_view is not None:
            app.window.player_view.close()
        app.window.close()


def test_switching_language_renames_the_app(qtbot, tmp_path):
    app = _tracker(qtbot, tmp_path, "en")
    try:
        app.window.lang_actions["ja"].trigger()
        assert app.window.windowTitle().endswith(" — 戦闘トラッカー")
        assert QApplication.applicationDisplayName() == "戦闘トラッカー"
    finally:
        i18n.install("en")
        app.doc.undo_stack.setClean()
        app.window.close()


def test_every_window_has_the_app_icon(qtbot, tmp_path):
    icon = app_icon()
    assert [s.width() for s in icon.availableSizes()] == list(ICON_SIZES)
    app = _tracker(qtbot, tmp_path, "en")
    try:
        key = QApplication.windowIcon().cacheKey()
        assert not QApplication.windowIcon().isNull()
        assert sorted(s.width() for s in QApplication.windowIcon().availableSizes()) == list(
            ICON_SIZES)
        app.window.open_player_view()
        cid = app.doc.encounter.order[0]
        dialog = HitDialog(app.doc, cid, "torso", app.window)
        box = QMessageBox(app.window)
        for w in (app.window, app.window.player_view, dialog, box):
            assert w.windowIcon().cacheKey() == key, w
        # the 16 px image is the small rendering, not the big one scaled by the desktop
        assert QApplication.windowIcon().pixmap(QSize(16, 16)).width() == 16
        dialog.reject()
    finally:
        if app.window.player_view is not None:
            app.window.player_view.close()
        app.window.close()


# -- the recovery folder ------------------------------------------------------------------------
def _crashed_session(folder, actions=2):
    folder.mkdir(parents=True)
    Journal(folder).start(demo_encounter(lang="en"), actions=actions)
    return folder


def test_sessions_of_the_old_folder_move_to_the_new_one(tmp_path):
    old = tmp_path / "gurps-combat-tracker" / "Combat Tracker" / "recovery"
    new = tmp_path / "gurps-combat-tracker" / "combat-tracker" / "recovery"
    _crashed_session(old / "a1")
    _crashed_session(old / "b2")
    adopt_sessions(old, new)
    assert sorted(p.name for p in new.iterdir()) == ["a1", "b2"]
    assert [p.name for p in SessionJournal.abandoned(new)] and " " not in str(new.relative_to(
        tmp_path))
    assert not (tmp_path / "gurps-combat-tracker" / "Combat Tracker").exists()  # emptied


def test_a_session_still_running_in_the_old_folder_stays(tmp_path):
    old = tmp_path / "old" / "recovery"
    new = tmp_path / "new" / "recovery"
    running = _crashed_session(old / "running")
    _crashed_session(old / "crashed")
    lock = QLockFile(str(running / "session.lock"))
    assert lock.tryLock(0)
    try:
        adopt_sessions(old, new)
    finally:
        lock.unlock()
    assert [p.name for p in new.iterdir()] == ["crashed"]
    assert [p.name for p in old.iterdir()] == ["running"]


def test_the_real_start_finds_a_crash_in_the_old_folder(tmp_path):
    """A crash journal of a version that named the folder "Combat Tracker" is offered by the
    app as it starts, from the new folder, and nothing stays behind in the old one."""
    old_app = tmp_path / "data" / "gurps-combat-tracker" / "Combat Tracker"
    _crashed_session(old_app / "recovery" / "0123abcd", actions=3)
    proc, state = _start(tmp_path)
    proc.kill()
    proc.wait()
    assert "3 actions recorded" in state.get("restore_offered", ""), state
    assert not old_app.exists()
    assert _recovery(tmp_path).is_dir() and " " not in _recovery(tmp_path).name


def test_the_real_start_finds_a_crash_in_the_data_folder_of_the_old_name(tmp_path):
    """The data folder of the name before the rename (gurps-combat-tracker) moves whole to
    the new one as the app starts: its crash journal is offered from there."""
    old = tmp_path / "data" / "gurps-combat-tracker" / "combat-tracker"
    _crashed_session(old / "recovery" / "0123abcd", actions=2)
    proc, state = _start(tmp_path)
    proc.kill()
    proc.wait()
    assert "2 actions recorded" in state.get("restore_offered", ""), state
    assert not old.exists() and (_recovery(tmp_path) / "0123abcd").is_dir()


def test_the_start_spares_the_trackers_modules_pysides_source_scan(tmp_path):
    """PySide6 reads back the source of each module imported after it (its __feature__
    hook); the start enters the tracker's and the standard library's modules as ones PySide
    ignores, so none of the window's modules is read back; any other module still is."""
    (tmp_path / "elsewhere.py").write_text("VALUE = 1\n", encoding="utf-8")
    script = (
        "import json, sys, PySide6.QtCore\n"
        "feature = sys.modules['shibokensupport.feature']\n"
        "from tracker.ui.feature_hook import skip_source_scan\n"
        "entered = skip_source_scan()\n"
        "scanned = []\n"
        "original = feature._mod_uses_pyside\n"
        "def spy(module):\n"
        "    scanned.append(module.__name__)\n"
        "    return original(module)\n"
        "feature._mod_uses_pyside = spy\n"
        "import tracker.ui.app, tracker.rulesets.gurps.kit.kit, elsewhere\n"
        "print(json.dumps([entered, feature.pyside_feature_dict['tracker.ui.main_window'],\n"
        "                  scanned]))\n")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=os.pathsep.join([str(tmp_path), os.environ.get("PYTHONPATH", "")]))
    res = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                         env=env, timeout=60, cwd=os.getcwd())
    assert res.returncode == 0, res.stderr
    entered, value, scanned = json.loads(res.stdout)
    assert entered > 100  # every module of the package, imported or not
    assert value == -1
    assert "elsewhere" in scanned  # the hook is in place: a module of neither is read back
    assert not [n for n in scanned
                if n.startswith("tracker") or n in sys.stdlib_module_names], scanned


def _cjk(text: str) -> str:
    return "".join(ch for ch in text if "\u3000" <= ch <= "\u9fff" or "\uff00" <= ch <= "\uffef")


def test_the_english_start_shows_no_japanese_text(qtbot, tmp_path):
    """An English window with the demo paints no CJK character at start (labels, placeholders,
    buttons): one would make Qt find and load a CJK font for it alone (≈ 3.5 ms). The
    language menu's 日本語 is painted only when the menu opens."""
    from PySide6.QtWidgets import QAbstractButton, QLabel, QLineEdit

    app = _tracker(qtbot, tmp_path, "en")
    try:
        win = app.window
        win.show()
        qtbot.waitExposed(win)
        texts = [win.windowTitle()]
        for w in win.findChildren(QLabel):
            texts += [w.text()] if w.isVisible() else []
        for w in win.findChildren(QLineEdit):
            texts += [w.text(), w.placeholderText()] if w.isVisible() else []
        for w in win.findChildren(QAbstractButton):
            texts += [w.text()] if w.isVisible() else []
        found = {t: _cjk(t) for t in texts if _cjk(t)}
        assert found == {}
        # the roll line's examples are among them: the demo's ruleset's own dice (GURPS: 3d6)
        assert any("3d6, 3d6+2" in t for t in texts)
    finally:
        app.window.doc.undo_stack.setClean()
        app.window.close()


def test_the_japanese_roll_line_keeps_its_japanese_example(qtbot, tmp_path):
    from tracker.ui.roll_line import RollLine

    app = _tracker(qtbot, tmp_path, "ja")
    try:
        line = app.window.findChild(RollLine)
        # the GURPS demo's dice, listed the Japanese way (a keeper's window: 【こぶし】, in
        # tests/ui/docks/test_roll_line.py)
        assert line.placeholderText().startswith("ダイス：3d6、3d6+2")
    finally:
        app.window.doc.undo_stack.setClean()
        app.window.close()
        i18n.install("en")
