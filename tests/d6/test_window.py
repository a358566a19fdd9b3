"""The d6 game in the GM window and the player view, through the generic shell only."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QSettings, Qt
from PySide6.QtWidgets import QInputDialog, QLabel, QWidget

from tracker.model.ruleset import get_ruleset
from tracker.ui import i18n
from tracker.ui.document import EncounterDocument
from tracker.ui.main_window import MainWindow


@pytest.fixture
def window(qtbot, tmp_path):
    i18n.install("en")
    doc = EncounterDocument(get_ruleset("d6").demo_encounter())
    w = MainWindow(doc, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    yield w
    # gone before the d6 game is unregistered: a later language switch must not reach them
    w.doc.undo_stack.setClean()
    for top in (w.player_view, w):
        if top is not None:
            top.close()
            top.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def _texts(root: QWidget) -> str:
    return "\n".join(lab.text() for lab in root.findChildren(QLabel))


def test_click_hit_check_and_undo_through_the_window(window, qtbot, monkeypatch):
    w = window
    assert w.roster_model.rowCount() == 2
    w.select("c2")
    monkeypatch.setattr(QInputDialog, "getInt", staticmethod(lambda *a, **k: (6, True)))
    qtbot.mouseClick(w.detail.silhouette, Qt.MouseButton.LeftButton)  # the plain figure
    rat = w.doc.encounter.get("c2")
    assert rat.sheet.current == -2
    assert "HP -2/4" in w.detail.silhouette.text()
    assert [k.kind for k in w.doc.encounter.checks] == ["stay_up"]
    assert "Rat" in _texts(w.checks_view)
    w.checks_view.roll(w.doc.encounter.checks[0].id)
    assert not w.doc.encounter.checks
    w.doc.undo_stack.undo()
    w.doc.undo_stack.undo()
    assert w.doc.encounter.get("c2").sheet.current == 4 and not w.doc.encounter.checks


def test_the_player_view_shows_it(window, qtbot):
    w = window
    w.open_player_view()
    pv = w.player_view
    qtbot.waitExposed(pv)
    text = _texts(pv)
    assert "Hero" in text and "Rat" in text
    from tracker_d6.ruleset import D6Hit

    from tracker.model import operations as ops

    w.doc.run("Hit", ops.apply_hit, "c1", D6Hit(4))
    assert "9/12" in _texts(pv) or "9" in _texts(pv)


def test_save_and_open_through_the_window(window, tmp_path):
    w = window
    path = tmp_path / "fight.ctenc"
    w.files.save_to(str(path))
    w.files.new()
    assert w.doc.encounter.ruleset_id != "d6" or not w.doc.encounter.combatants
    w.files.open_path(str(path))
    assert w.doc.encounter.ruleset_id == "d6"
    assert [c.name for c in w.doc.encounter.combatants.values()] == ["Hero", "Rat"]
    assert w.roster_model.rowCount() == 2


def test_its_own_catalogue_speaks_japanese(window, qtbot, monkeypatch):
    """The d6 package carries d6_ja.qm; the tracker loads it with its own (Manifest.translations)."""
    from tracker.model.ruleset import get_ruleset
    from tracker.ui.kit import kit_for_id
    from tracker.ui.options_text import ruleset_label

    w = window
    kit = kit_for_id("d6")
    try:
        assert i18n.install("ja")
        assert kit.track_label("hp") == "HP"
        assert kit.detail_stats(w.doc.encounter.get("c1")) == "HP 12/12・装甲 1"
        assert ruleset_label(get_ruleset("d6")) == "d6ヒットポイント"
        asked = {}

        def get_int(parent, title, label, *a, **k):
            asked["title"], asked["label"] = title, label
            return 3, True

        monkeypatch.setattr(QInputDialog, "getInt", staticmethod(get_int))
        kit.open_hit(w, "c2", "")
        assert asked == {"title": "命中", "label": "ダメージ"}
        # Rat: 4 HP, armor 0, 3 damage → 1 HP
        assert w.doc.encounter.get("c2").sheet.current == 1
        assert w.doc.undo_stack.undoText() == "命中"
    finally:
        i18n.install("en")
    assert kit.detail_stats(w.doc.encounter.get("c1")) == "HP 12/12 · armor 1"
