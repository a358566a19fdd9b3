"""Importing GCS characters in the GM window (issue #10): File → Import characters…, dropping
files on the roster, the preview (side, body plan, warnings, bad files), one undoable
command, and the generic silhouette of a custom plan."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication

from tracker.model import operations as ops
from tracker.rulesets.gurps.kit import import_dialog as imp
from tracker.rulesets.gurps.kit.combatant_dialog import CombatantDialog
from tracker.rulesets.gurps.kit.import_dialog import COL_BODY, COL_NAME, ImportDialog
from tracker.rulesets.gurps.kit.silhouette import SilhouetteWidget
from tracker.rulesets.gurps.kit.silhouette_shapes import BOX, has_drawing, shapes_for
from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.rulesets.gurps.rules.gcs import MESSAGES, Message, import_file
from tracker.rulesets.gurps.rules.sheet import Part
from tracker.ui import file_drop, i18n
from tracker.ui.document import EncounterDocument

DATA = Path(__file__).resolve().parents[2] / "data" / "gcs"
CUSTOM = ["Cacodemon.gcs", "Aboleth.gcs", "bc_base_sheet.gcs", "Angry_Sands.gcs",
          "Horrid_Skull.gcs", "Gelatinous_Cube.gcs", "Reek.gcs", "Aberrant_Head.gcs"]


@pytest.fixture(autouse=True)
def english(qapp):
    i18n.install("en")
    yield
    i18n.install("en")


@pytest.fixture
def doc(qtbot):
    return EncounterDocument(demo_encounter())


def _dialog(qtbot, doc, *names: str, extra: tuple[str, ...] = ()) -> ImportDialog:
    dlg = ImportDialog(doc, [str(DATA / n) for n in names] + list(extra))
    qtbot.addWidget(dlg)
    return dlg


def test_preview_lists_characters_and_bad_files_before_adding(qtbot, doc, tmp_path):
    bad = tmp_path / "broken.gcs"
    bad.write_text("{ nope", encoding="utf-8")
    before = doc.encounter.to_dict()
    dlg = _dialog(qtbot, doc, "Strix.gcs", "Cacodemon.gcs", extra=(str(bad),))
    assert doc.encounter.to_dict() == before, "nothing is added by the preview"
    assert dlg.table.rowCount() == 2
    assert dlg.table.item(0, COL_NAME).text() == "Strix"
    assert dlg.table.item(0, COL_BODY).text() == "Avian"
    assert dlg.table.item(1, COL_BODY).text() == "Beholder (its own plan)"
    assert [dlg.side_of(r) for r in range(2)] == ["enemy", "enemy"]
    assert dlg.errors.count() == 1 and "broken.gcs: Not a GCS character file" in \
        dlg.errors.item(0).text()
    assert "2 characters read" in dlg.summary.text() and "1 file cannot" in dlg.summary.text()
    dlg.table.setCurrentCell(1, COL_NAME)
    shown = [dlg.warnings.item(i).text() for i in range(dlg.warnings.count())]
    assert any("Beholder" in w for w in shown) and dlg.silhouette.plan().is_custom
    assert dlg.ok_button.text() == "&Add 2 characters" and dlg.ok_button.isEnabled()
    dlg.reject()
    assert doc.encounter.to_dict() == before and doc.undo_stack.count() == 0


def test_the_import_is_one_undoable_command(qtbot, doc):
    ops_before = len(doc.encounter.combatants)
    dlg = _dialog(qtbot, doc, "Strix.gcs", "Reek.gcs", "Kraken.gcs", "Strix.gcs")
    dlg.set_side(0, "pc")
    dlg.table.item(2, COL_NAME).setCheckState(Qt.CheckState.Unchecked)  # no Kraken
    dlg.table.item(1, COL_NAME).setText("Slime")
    assert dlg.ok_button.text() == "&Add 3 characters"
    dlg.ok_button.click()
    assert dlg.result() == dlg.DialogCode.Accepted
    enc = doc.encounter
    added = [enc.get(cid) for cid in dlg.result_ids]
    assert [(c.name, c.side) for c in added] == [("Strix", "pc"), ("Slime", "enemy"),
                                                 ("Strix 2", "enemy")]
    assert isinstance(added[1].sheet.body, dict)  # Reek's Blob plan, saved with it
    assert added[1].notes.startswith("Imported from GCS: Reek.gcs")
    assert doc.undo_stack.count() == 1
    assert doc.undo_stack.command(0).text() == "Import 3 characters"
    doc.undo_stack.undo()
    assert len(enc.combatants) == ops_before
    doc.undo_stack.redo()
    assert len(enc.combatants) == ops_before + 3


def test_nothing_to_add_disables_add(qtbot, doc, tmp_path):
    bad = tmp_path / "x.gcs"
    bad.write_bytes(b"\x00\x01")
    dlg = _dialog(qtbot, doc, extra=(str(bad),))
    assert dlg.table.rowCount() == 0 and not dlg.ok_button.isEnabled()
    dlg2 = _dialog(qtbot, doc, "Strix.gcs")
    dlg2.table.item(0, COL_NAME).setCheckState(Qt.CheckState.Unchecked)
    assert not dlg2.ok_button.isEnabled()


def test_all_pcs_and_all_enemies(qtbot, doc):
    dlg = _dialog(qtbot, doc, "Strix.gcs", "Reek.gcs")
    dlg.all_pc.click()
    assert [dlg.side_of(r) for r in range(2)] == ["pc", "pc"]
    dlg.all_enemy.click()
    assert [dlg.side_of(r) for r in range(2)] == ["enemy", "enemy"]


# -- the GM window ------------------------------------------------------------------------
@pytest.fixture
def window(open_window):
    return open_window(demo_encounter())


def test_file_menu_has_import_characters(window):
    texts = [a.text() for a in window.file_menu.actions()]
    assert "&Import characters…" in texts
    assert window.act_import.shortcut().toString() == "Ctrl+I"


def test_import_from_the_window_selects_the_first_new_one(window, qtbot):
    window.import_characters([str(DATA / "Triger.gcs"), str(DATA / "Cacodemon.gcs")])
    dlg = window.dialog
    assert isinstance(dlg, ImportDialog)
    dlg.ok_button.click()
    new = window.doc.encounter.get(dlg.result_ids[0])
    assert window.selected == new.id and new.name == "Triger"
    assert window.detail.silhouette.plan().id == "quadruped"
    window.select(dlg.result_ids[1])
    assert window.detail.silhouette.plan().is_custom


def _drop_events(widget, paths):
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(p) for p in paths])
    pos = QPointF(widget.rect().center())
    enter = QDragEnterEvent(pos.toPoint(), Qt.DropAction.CopyAction, mime,
                            Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    drop = QDropEvent(pos, Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier)
    return mime, enter, drop


def test_dropping_gcs_files_on_the_roster_opens_the_preview(window, tmp_path):
    viewport = window.roster.viewport()
    other = tmp_path / "notes.txt"
    other.write_text("x", encoding="utf-8")
    mime, enter, _ = _drop_events(viewport, [str(other)])  # the events borrow ``mime``
    QApplication.sendEvent(viewport, enter)
    assert not enter.isAccepted(), "only .gcs files are taken"
    paths = [str(DATA / "Strix.gcs"), str(other), str(DATA / "Reek.gcs")]
    mime2, enter, drop = _drop_events(viewport, paths)
    QApplication.sendEvent(viewport, enter)
    assert enter.isAccepted()
    QApplication.sendEvent(viewport, drop)
    dlg = window.dialog
    assert isinstance(dlg, ImportDialog) and dlg.table.rowCount() == 2
    dlg.reject()
    del mime, mime2


def test_dropped_paths_keeps_only_local_files_the_kit_imports():
    urls = [QUrl.fromLocalFile("/a/B.GCS"), QUrl("https://x/y.gcs"), QUrl.fromLocalFile("/c.json")]
    assert file_drop.dropped_paths(urls, (".gcs",)) == ["/a/B.GCS"]
    assert file_drop.dropped_paths(urls, (".gcs", ".json")) == ["/a/B.GCS", "/c.json"]


# -- the combatant dialog keeps a custom plan ------------------------------------------------
def test_editing_an_imported_combatant_keeps_its_plan(qtbot, doc):
    c = import_file(str(DATA / "Aboleth.gcs"))
    cid = doc.run("import", ops.add_combatants, [{"name": "Aboleth", "sheet": c.sheet()}])[0]
    dlg = CombatantDialog.for_edit(doc, cid)
    qtbot.addWidget(dlg)
    assert dlg.body_combo.currentText() == "Ichthyoid (its own plan)"
    assert dlg._body() is doc.encounter.get(cid).sheet.body
    assert dlg.dr_spin_for("tentacle_left") is not None
    dlg.max_hp_spin.setValue(40)
    dlg.ok_button.click()
    sheet = doc.encounter.get(cid).sheet
    assert sheet.max_hp == 40 and sheet.body == c.body and sheet.dr == c.dr


# -- the generic silhouette of a custom plan -------------------------------------------------
@pytest.mark.parametrize("name", CUSTOM)
def test_every_part_of_a_custom_plan_is_drawn_and_clickable(qtbot, name):
    sheet = import_file(str(DATA / name)).sheet()
    plan = sheet.plan
    assert not has_drawing(plan)
    shapes = shapes_for(plan)
    ids = [k for k, _ in shapes]  # in paint order (zone by zone), each once
    assert sorted(ids) == sorted(loc.id for loc in plan.locations)
    for k, path in shapes:
        assert BOX.contains(path.boundingRect()), k
    w = SilhouetteWidget()
    qtbot.addWidget(w)
    w.resize(300, 420)
    w.set_sheet(sheet)
    clicked = []
    w.locationClicked.connect(clicked.append)
    for loc in plan.locations:
        c = w.location_center(loc.id)
        assert w.location_at(c) == loc.id and w.location_at(QPointF(c.toPoint())) == loc.id
        qtbot.mouseClick(w, Qt.MouseButton.LeftButton, pos=c.toPoint())
        assert clicked[-1] == loc.id
        assert w.tooltip_text(loc.id).startswith(loc.name("en") + " — Hit penalty")


def test_keyboard_reaches_every_part_of_a_custom_plan(qtbot):
    sheet = import_file(str(DATA / "Aboleth.gcs")).sheet()
    w = SilhouetteWidget()
    qtbot.addWidget(w)
    w.resize(300, 420)
    w.set_sheet(sheet)
    w.show()
    w.setFocus()
    qtbot.keyClick(w, Qt.Key.Key_Home)
    seen = [w.focused_location()]
    for _ in range(len(sheet.plan.locations) - 1):
        # Page Down walks the parts in order (Tab leaves the figure, issue 43)
        qtbot.keyClick(w, Qt.Key.Key_PageDown)
        seen.append(w.focused_location())
    assert seen == [loc.id for loc in sheet.plan.locations]
    qtbot.keyClick(w, Qt.Key.Key_Home)
    qtbot.keyClick(w, Qt.Key.Key_Down)
    assert w.focused_location() != seen[0]
    got = []
    w.locationClicked.connect(got.append)
    qtbot.keyClick(w, Qt.Key.Key_Return)
    assert got == [w.focused_location()]


def test_custom_plan_names_are_painted_on_the_large_view(qtbot):
    sheet = import_file(str(DATA / "Cacodemon.gcs")).sheet()
    sheet.parts["torso"] = Part(20, "crippled")
    w = SilhouetteWidget()
    qtbot.addWidget(w)
    w.resize(300, 420)
    w.set_sheet(sheet)
    img_named = w.grab().toImage()
    w.set_compact(True)  # a small card: no names
    img_plain = w.grab().toImage()
    c = w.location_center("vitals").toPoint()
    around = [QPoint(c.x() + dx, c.y() + dy) for dx in range(-12, 13) for dy in range(-4, 5)]
    assert any(img_named.pixel(p) != img_plain.pixel(p) for p in around)


# -- translations ------------------------------------------------------------------------------
def test_lupdate_block_matches_the_importers_messages():
    assert imp._MESSAGE_SOURCES == tuple(MESSAGES.values())
    assert imp.noop_block().count("QT_TRANSLATE_NOOP") == len(MESSAGES)


def test_every_importer_message_has_japanese(qapp):
    assert i18n.install("ja")
    for key, src in MESSAGES.items():
        args = {a: "x" for a in ("reason", "size", "detail", "version", "value", "count",
                                 "limit", "name", "ht", "stat", "current", "maximum", "body",
                                 "standard", "locations", "rolls", "location", "roll",
                                 "file", "plan", "list", "used", "other", "bonus", "kinds",
                                 "trait", "kind", "shown")}
        text = imp.message_text(Message(key, args))
        assert text != Message(key, args).text() or src == "{0}", key
        assert "{" not in text, key


def test_preview_in_japanese(qtbot, doc):
    assert i18n.install("ja")
    dlg = _dialog(qtbot, doc, "Cacodemon.gcs", "Strix.gcs")
    assert dlg.windowTitle() == "GCSからキャラクターの読み込み"
    assert dlg.table.item(0, COL_BODY).text() == "Beholder（独自の体形）"
    assert dlg.table.item(1, COL_BODY).text() == "トリ型"
    assert dlg.ok_button.text() == "2人を追加(&A)"
    assert dlg.warnings.item(0).text().startswith("体形「Beholder」")
