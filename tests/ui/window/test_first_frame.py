"""Issue #18: the window's first frame comes before the demo, and the demo moves nothing.

The app shows the GM window on an empty encounter of the demo's rules (its kit, docks and
columns are all there), and builds the demo once that frame is on screen."""

import json
import os
import subprocess
import sys

from PySide6.QtCore import QPoint, QSettings
from PySide6.QtWidgets import QApplication

from tracker.model import operations as ops
from tracker.ui import i18n
from tracker.ui.app import TrackerApp

from ..starting import shown_with_demo

# the app exactly as `python -m tracker` starts it; at its first frame it says which of the
# tracker's modules are loaded and how many combatants the window holds
DRIVER = r"""
import json, os, sys
os.environ["COMBAT_TRACKER_QUIT_WHEN_SHOWN"] = "1"
import tracker.ui.app as start
made = start.TrackerApp.__init__
def init(self, *args, **kw):
    made(self, *args, **kw)
    self.when_shown.insert(0, lambda: print(json.dumps({
        "modules": sorted(m for m in sys.modules if m.startswith("tracker")),
        "combatants": len(self.doc.encounter.order)}), flush=True))
start.TrackerApp.__init__ = init
from tracker.__main__ import main
code = main(sys.argv[1:])
import tracker.ui.app as again
print(json.dumps({"after": len(next(w for w in again.QApplication.topLevelWidgets()
                                    if hasattr(w, "doc")).doc.encounter.order)}), flush=True)
sys.exit(code)
"""


def _start(tmp_path, *args):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
               LANG="C.UTF-8", LANGUAGE="en")
    res = subprocess.run([sys.executable, "-c", DRIVER, *args], capture_output=True,
                         text=True, env=env, timeout=60, cwd=tmp_path)
    assert res.returncode == 0, res.stderr
    return res.stdout.splitlines()


#: what finding a ruleset loads of it: its (lazy) package and its manifest
_MANIFEST = {rid: {f"tracker.rulesets.{rid}", f"tracker.rulesets.{rid}.manifest"}
             for rid in ("gurps", "coc")}


def test_the_first_frame_comes_before_the_demo_and_loads_only_what_it_shows(tmp_path):
    lines = _start(tmp_path)
    first = json.loads(lines[0])
    labels = [line.split()[0] for line in lines[1:3]]
    assert labels == ["shown", "ready"]  # the app's own report: first frame, then the demo
    assert json.loads(lines[3]) == {"after": 5}
    assert first["combatants"] == 0  # the demo comes after the first frame
    loaded = set(first["modules"])
    assert "tracker.rulesets.gurps.kit.kit" in loaded  # the demo's rules are up: their docks, columns
    # nothing of the other rules (only its manifest, which says it is there: rulesets are
    # found at start), no dialog, not the sheets, hits and body plans that
    assert not [m for m in loaded if ".coc" in m and m not in _MANIFEST["coc"]], loaded
    assert not [m for m in loaded if "dialog" in m], loaded
    # only combatants need, nor the files and journal code that the first file or action
    # needs (the autosave journal starts after the first frame: nothing is done before it)
    for name in ("tracker.rulesets.gurps.rules.resolver", "tracker.rulesets.gurps.rules.sheet",
                 "tracker.rulesets.gurps.rules.bodyplan", "tracker.rulesets.gurps.rules.demo",
                 "tracker.rulesets.gurps.rules.quick_hit", "tracker.rulesets.gurps.kit.silhouette_shapes",
                 "tracker.model.files", "tracker.model.journal", "tracker.ui.file_errors"):
        assert name not in loaded, name


def test_a_file_of_other_rules_starts_with_their_window(tmp_path):
    """``python -m tracker FILE``: the file is read before the window is made, so the first
    frame already has its rules' kit (nothing of GURPS for a Call of Cthulhu file)."""
    from tracker.model.files import save_encounter

    enc = ops.new_encounter("coc", "The cellar")
    ops.add_combatant(enc, "Cultist", "enemy")
    path = tmp_path / "cellar.ctenc"
    save_encounter(enc, str(path))
    lines = _start(tmp_path, str(path))
    first = json.loads(lines[0])
    assert first["combatants"] == 1  # the file is in the first frame, no demo after it
    assert json.loads(lines[3]) == {"after": 1}
    loaded = set(first["modules"])
    assert "tracker.rulesets.coc.kit.kit" in loaded
    assert not [m for m in loaded if ".gurps" in m and m not in _MANIFEST["gurps"]], loaded


def _places(win) -> dict[str, object]:
    """Where everything the GM may click sits in the window: toolbar buttons, docks, the
    roster's titles, the quick-hit line, the splitters."""
    def at(w) -> tuple[int, int, int, int]:
        p = w.mapTo(win, QPoint(0, 0))
        return p.x(), p.y(), w.width(), w.height()

    places: dict[str, object] = {}
    for bar in win.findChildren(type(win.findChild(object, "mainToolbar"))):
        for act in bar.actions():
            w = bar.widgetForAction(act)
            if w is not None and w.isVisible():
                places[f"{bar.objectName()}:{act.text() or w.objectName()}"] = at(w)
    for key, dock in {**win.docks, **win.kit_docks}.items():
        if dock.isVisible():
            places[f"dock:{key}"] = at(dock)
    header = win.roster.horizontalHeader()
    places["titles"] = at(header)
    places["columns"] = [(header.sectionPosition(i), header.sectionSize(i))
                         for i in range(header.count())]
    places["splitter"] = win.splitter.sizes()
    return places


def test_nothing_the_gm_may_click_moves_when_the_demo_arrives(qtbot, tmp_path):
    s = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    for lang in ("en", "ja"):
        s.setValue("language", lang)
        app = TrackerApp(QApplication.instance(), s)
        before = {}
        app.when_shown.insert(0, lambda app=app, before=before: before.update(
            _places(app.window), combatants=len(app.doc.encounter.order)))
        try:
            app.window.resize(1280, 800)
            shown_with_demo(qtbot, app)
            QApplication.processEvents()
            after = _places(app.window)
            assert before.pop("combatants") == 0
            assert len(app.doc.encounter.order) == 5
            assert len(before) > 15 and before == after, lang
            assert app.doc.undo_stack.isClean() and app.doc.undo_stack.count() == 0
            assert "*" not in app.window.windowTitle()
            assert app.doc.encounter.name in app.window.windowTitle()
        finally:
            i18n.install("en")
            app.doc.undo_stack.setClean()
            app.window.close()


def test_a_window_that_paints_nothing_still_gets_the_demo(qtbot, tmp_path):
    """Started minimised (no frame is painted): the demo comes after a second all the same,
    and the start's other business (collection back on) with it."""
    s = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    s.setValue("language", "en")
    app = TrackerApp(QApplication.instance(), s)
    called = []
    app.when_shown.append(lambda: called.append(True))
    try:
        assert not app.doc.encounter.order
        qtbot.waitUntil(lambda: bool(app.doc.encounter.order), timeout=3000)
        assert called == [True] and not app.demo_due
        app.window.show()  # its first frame now calls nothing a second time
        qtbot.waitExposed(app.window)
        QApplication.processEvents()
        assert called == [True]
    finally:
        app.doc.undo_stack.setClean()
        app.window.close()


def test_the_demo_never_replaces_what_the_gm_began_first(qtbot, tmp_path):
    s = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    s.setValue("language", "en")
    app = TrackerApp(QApplication.instance(), s)
    try:
        app.doc.run("add", ops.add_combatant, "Troll", "enemy")  # before the first frame
        app.window.show()
        qtbot.waitUntil(lambda: not app.demo_due)
        assert [c.name for c in app.doc.encounter.ordered()] == ["Troll"]
        assert app.doc.undo_stack.count() == 1
    finally:
        app.doc.undo_stack.setClean()
        app.window.close()


def test_a_file_to_open_comes_instead_of_the_demo_and_a_bad_one_leaves_the_demo(
        qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from tracker.model.files import save_encounter

    enc = ops.new_encounter("gurps", "Prepared ambush")
    ops.add_combatant(enc, "Orc", "enemy")
    good = tmp_path / "prep.ctenc"
    save_encounter(enc, str(good))
    bad = tmp_path / "bad.ctenc"
    bad.write_text("{not json", encoding="utf-8")
    monkeypatch.setattr(QMessageBox, "exec", lambda box: 0)
    s = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    s.setValue("language", "en")
    for path, names in ((good, ["Orc"]), (bad, None)):
        app = TrackerApp(QApplication.instance(), s, path=str(path))
        try:
            app.window.show()
            qtbot.waitUntil(lambda app=app: not app.demo_due)
            QApplication.processEvents()
            got = [c.name for c in app.doc.encounter.ordered()]
            if names is None:  # the file was refused: the demo is there to play
                assert len(got) == 5 and app.files.path is None
            else:
                assert got == names and app.files.path == str(path)
        finally:
            app.doc.undo_stack.setClean()
            app.window.close()


def test_the_detail_panel_shows_only_its_title_until_a_combatant_is_selected(open_window):
    w = open_window(ops.new_encounter("gurps", "Empty"))
    d = w.detail
    assert "No combatant selected" in d.title.text()
    assert not d.body.isVisible()  # no empty figure, lists or greyed buttons
    troll = w.doc.run("add", ops.add_combatant, "Troll", "enemy")
    w.select(troll)
    QApplication.processEvents()
    assert d.body.isVisible() and "Troll" in d.title.text()
    assert d.hit_button.isVisible() and d.hit_button.isEnabled()
    assert d.silhouette.isVisible() and d.silhouette.sheet() is not None
    w.select(None)
    QApplication.processEvents()
    assert not d.body.isVisible() and "No combatant selected" in d.title.text()
    assert not d.hit_button.isEnabled()


def test_the_logs_rules_steps_pane_is_made_when_first_opened(open_window):
    from PySide6.QtWidgets import QPlainTextEdit

    w = open_window(ops.new_encounter("gurps", "Empty"))
    view = w.log_view
    assert view.findChildren(QPlainTextEdit) == []  # not part of the first frame
    view.details_button.setChecked(True)
    QApplication.processEvents()
    (pane,) = view.findChildren(QPlainTextEdit)
    assert pane.isVisible() and pane.placeholderText() == "No rules steps for this entry"
    view.details_button.setChecked(False)
    assert not pane.isVisible()
