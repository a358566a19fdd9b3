"""The wound-boxes game in the GM window, the player window and the log export, in Japanese:
every word from its words file (its tracks, conditions, check, log lines, its name), none an id
and none "HP"."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QSettings, Qt
from PySide6.QtWidgets import QInputDialog, QLabel, QWidget

from tracker.model.ruleset import get_ruleset
from tracker.ui import i18n
from tracker.ui.document import EncounterDocument
from tracker.ui.kit import kit_for_id
from tracker.ui.main_window import MainWindow
from tracker.ui.roster_model import badges, status_icon, status_text


@pytest.fixture
def window(qtbot, tmp_path):
    i18n.install("ja")
    doc = EncounterDocument(get_ruleset("wounds").demo_encounter())
    w = MainWindow(doc, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.doc.undo_stack.setClean()
    for top in (w.player_view, w):
        if top is not None:
            top.close()
            top.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    i18n.install("en")


def _texts(root: QWidget) -> str:
    return "\n".join(lab.text() for lab in root.findChildren(QLabel))


def _hit(w, qtbot, monkeypatch, cid: str, damage: int) -> None:
    """A click on the selected combatant's plain figure opens the kit's hit entry."""
    monkeypatch.setattr(QInputDialog, "getInt", staticmethod(lambda *a, **k: (damage, True)))
    w.select(cid)
    qtbot.mouseClick(w.detail.silhouette, Qt.MouseButton.LeftButton)


def test_the_roster_cards_and_log_speak_its_words(window, qtbot, monkeypatch):
    w = window
    m = w.roster_model
    headers = [m.headerData(i, Qt.Orientation.Horizontal) for i in range(m.columnCount())]
    assert "傷の枠" in headers and "根性" in headers and "HP" not in headers
    # Oni: Toughness 5, 2 boxes; 9 damage is 4 over → 1 box marked, shaken
    _hit(w, qtbot, monkeypatch, "c2", 9)
    oni = w.doc.encounter.get("c2")
    assert status_text(oni, w.doc.encounter.ruleset) == "動揺"
    card = w.kit.card_numbers(oni)
    assert "傷の枠 1/2" in card and "根性 0/3" in card and "HP" not in card
    assert w.doc.undo_stack.undoText() == "命中"
    # the badge of its condition is its words file's
    assert badges(w.kit)["shaken"] == ("#e08000", "S")
    assert status_icon(("shaken",), w.kit) is not None
    assert status_icon(("shaken",), kit_for_id("gurps")) is None  # not a GURPS condition
    line = w.log_view.log_model.line(w.log_view.log_model.rowCount() - 1)
    assert line.endswith("Oni：ダメージ9対頑健5：枠1つに印。")
    # the plain figure shows the primary track, not the first one (grit)
    assert "傷の枠 1/2" in w.detail.silhouette.text()


def test_its_own_check_in_the_checks_dock_and_the_log(window, qtbot, monkeypatch):
    w = window
    # 17 on Oni: 12 over → 3 boxes > 2: bleeding out, a vigor roll owed
    _hit(w, qtbot, monkeypatch, "c2", 17)
    assert [k.kind for k in w.doc.encounter.checks] == ["vigor"]
    text = _texts(w.checks_view)
    assert "活力判定" in text and "vigor" not in text
    status = status_text(w.doc.encounter.get("c2"), w.doc.encounter.ruleset)
    assert "動揺" in status and "失血中" in status and "bleeding" not in status
    chk = w.doc.encounter.checks[0]
    from tracker.model import operations as ops

    w.doc.run("roll", ops.resolve_check, chk.id, 2)  # 2 ≤ 3: holds on, unconscious
    line = w.log_view.log_model.line(w.log_view.log_model.rowCount() - 1)
    assert "Oniの活力判定 2：" in line and "unconscious" not in line


def test_the_player_window_and_the_log_export(window, qtbot, monkeypatch, tmp_path):
    w = window
    w.open_player_view()
    pv = w.player_view
    qtbot.waitExposed(pv)
    _hit(w, qtbot, monkeypatch, "c1", 10)  # Aki: Toughness 6, 10 is 4 over → 1 of 3 boxes marked
    text = _texts(pv)
    # Aki is a PC: exact numbers of her primary track, under its name
    assert "傷の枠 2/3" in text and "HP" not in text and "boxes" not in text
    assert "動揺" in text and "shaken" not in text
    from tracker.ui.log_export import export_log

    out = tmp_path / "log.txt"
    export_log(w.doc, str(out), players=True, as_html=False)
    exported = out.read_text("utf-8")
    assert "Aki — 傷の枠 2/3" in exported and "動揺" in exported
    export_log(w.doc, str(out), players=False, as_html=False)  # the GM's has every line
    assert "Aki：ダメージ10対頑健6：枠1つに印。" in out.read_text("utf-8")


def test_its_name_where_rulesets_are_listed(window):
    from tracker.ui.options_text import ruleset_label

    assert ruleset_label(get_ruleset("wounds")) == "傷の枠"
    i18n.install("en")
    assert ruleset_label(get_ruleset("wounds")) == "Wound boxes"
    assert kit_for_id("wounds").track_label("boxes") == "Wound boxes"


def test_the_visibility_panel_names_its_primary_track(window):
    w = window
    w.select("c2")
    panel = w.detail.visibility
    # the policy row is the primary track's (wound boxes), its other track (grit) has its own
    assert panel.hp_label.text() == "傷の枠の表示："
    assert "傷の枠 7/12" in panel.hp_combo.toolTip()
    assert list(panel.track_combos) == ["grit"]
    panel.hp_combo.setCurrentIndex(panel.hp_combo.findData("hidden"))
    assert w.doc.encounter.get("c2").visibility.hp == "hidden"
    assert w.doc.undo_stack.undoText() == "傷の枠の表示を変更"
