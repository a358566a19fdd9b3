"""The Library dock and the library in the GM window, on a real library file: search as you
type in Japanese and English, filters, add ×N (numbered, one undo step), a drop on the
roster, Save to library, the party's state offered back after End combat and File → Save, a
damaged library shown and left untouched, the default file where Qt keeps app data, and the
dock translated and within a 1366×768 screen."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QCoreApplication, QMimeData, QSettings, QStandardPaths, Qt
from PySide6.QtWidgets import QMessageBox

from tracker.model import operations as ops
from tracker.model.library import open_library
from tracker.model.library.place import APP, ORG, data_folder
from tracker.rulesets.gurps.rules.resolver import Hit
from tracker.ui.document import EncounterDocument
from tracker.ui.library_dock import MIME
from tracker.ui.main_window import MainWindow

from ..conftest import drag_and_drop


@pytest.fixture
def library(tmp_path):
    path = tmp_path / "library.sqlite3"
    with open_library(str(path)) as lib:
        lib.add("gurps", "Ghoul", {"max_hp": 14}, ["undead"], "Smells of the grave")
        lib.add("gurps", "グール", {"max_hp": 12}, ["アンデッド"])
        lib.add("gurps", "吸血鬼の花嫁", {"max_hp": 18}, ["ボス"], "古城の地下")
        lib.add("coc", "深きもの", {}, ["神話生物"])
    return path


def open_with_dock(qtbot, settings) -> MainWindow:
    """The GM window at 1366×768 on an empty GURPS encounter, its Library dock shown."""
    w = MainWindow(EncounterDocument(ops.new_encounter("gurps")), settings)
    w.resize(1366, 768)
    w.show()
    qtbot.waitExposed(w)
    w.library.dock.raise_()
    qtbot.waitUntil(lambda: w.library.widget is not None)
    return w


@pytest.fixture
def window(qtbot, tmp_path, library):
    """The GM window, its library the test's file."""
    settings = QSettings(str(tmp_path / "window.ini"), QSettings.Format.IniFormat)
    settings.setValue("library/path", str(library))
    w = open_with_dock(qtbot, settings)
    yield w
    w.doc.undo_stack.setClean()
    w.close()
    w.deleteLater()


def shown(w) -> list[str]:
    t = w.library.widget.table
    return [t.item(r, 0).text() for r in range(t.rowCount())]


def roster(w) -> list[str]:
    return [c.name for c in w.doc.encounter.ordered()]


def test_search_as_you_type_in_both_languages_and_the_filters(window, qtbot):
    dock = window.library.widget
    assert sorted(shown(window)) == sorted(["Ghoul", "グール", "吸血鬼の花嫁", "深きもの"])
    for ch in "吸血":  # typed as an IME commits it (QTest types no kanji)
        dock.query.insert(ch)
    qtbot.waitUntil(lambda: shown(window) == ["吸血鬼の花嫁"])
    dock.query.setText("ぐー")  # hiragana finds the katakana name
    qtbot.waitUntil(lambda: shown(window) == ["グール"])
    dock.query.setText("grave")  # a note
    qtbot.waitUntil(lambda: shown(window) == ["Ghoul"])
    dock.query.clear()
    dock.ruleset.setCurrentIndex(dock.ruleset.findData("coc"))
    assert shown(window) == ["深きもの"]
    dock.ruleset.setCurrentIndex(0)
    dock.tag.setCurrentIndex(dock.tag.findData("undead"))
    assert shown(window) == ["Ghoul"]
    assert dock.count_label.text() == "1 entry"


def test_add_three_numbered_in_one_undo_step(window):
    dock = window.library.widget
    dock.query.setText("ghoul")
    dock.refresh()
    dock.table.selectRow(0)
    dock.times.setValue(3)
    dock.add_button.click()
    assert sorted(roster(window)) == ["Ghoul 1", "Ghoul 2", "Ghoul 3"]  # in GURPS order
    assert all(c.sheet.max_hp == 14 for c in window.doc.encounter.ordered())
    assert window.doc.undo_stack.count() == 1
    window.doc.undo_stack.undo()
    assert roster(window) == []


def test_a_double_click_adds_one_whatever_the_times_box_says(window, qtbot):
    dock = window.library.widget
    dock.query.setText("ghoul")
    dock.refresh()
    dock.times.setValue(3)  # left at 3 from an earlier add
    table = dock.table
    rect = table.visualRect(table.model().index(0, 0))
    got = []
    dock.addRequested.connect(lambda ids, n: got.append((ids, n)))
    # a click, then the double-click (as a real one arrives: press, release, double)
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert [n for _ids, n in got] == [1]
    assert roster(window) == ["Ghoul"]  # one, under its own name
    assert window.doc.undo_stack.count() == 1


def test_entries_dropped_on_the_roster_join(window):
    lib = window.library.lib
    ids = [lib.named("吸血鬼の花嫁").id]
    mime = QMimeData()
    mime.setData(MIME, json.dumps(ids).encode())
    assert drag_and_drop(window.roster.viewport(), mime)
    assert roster(window) == ["吸血鬼の花嫁"]


def test_an_entry_of_other_rules_is_refused_with_the_reason(window, qtbot):
    dock = window.library.widget
    dock.ruleset.setCurrentIndex(dock.ruleset.findData("coc"))
    dock.table.selectRow(0)
    dock.add_button.click()
    assert roster(window) == []
    assert window.statusBar().currentMessage() == (
        "深きもの is an entry of other rules (Call of Cthulhu 6th edition) than this "
        "encounter's (GURPS 4th edition).")


def _party_box(qtbot, w) -> QMessageBox:
    qtbot.waitUntil(lambda: w.findChild(QMessageBox, "partyBox") is not None)
    return w.findChild(QMessageBox, "partyBox")


def test_a_persistent_pc_is_offered_back_after_end_combat_and_save(window, qtbot, tmp_path):
    doc = window.doc
    cid = doc.run("add", ops.add_combatant, "Aiko", "pc", doc.encounter.ruleset.new_sheet(
        max_hp=10, ht=10))
    labels = [text for text, _slot in window.library.context_actions(cid)]
    assert labels == ["Save to library", "Save to library as a persistent character"]
    window.library.context_actions(cid)[1][1]()  # as a persistent character
    c = doc.encounter.combatants[cid]
    entry = window.library.lib.by_uid(c.library)
    assert entry.persistent and entry.state["combatant"]["sheet"]["hp"] == 10
    assert doc.encounter.log[-1].key == "library_saved"
    assert [t for t, _s in window.library.context_actions(cid)] == ["Write state to the library"]
    doc.run("start", ops.start_combat)
    doc.run("hit", ops.apply_hit, cid, Hit(3, "cr", "torso"))  # HP 10 → 7
    window.act_end.trigger()
    box = _party_box(qtbot, window)
    assert "Aiko" in box.text()
    # issue 44 m2: what goes back says that a posture is kept, and the owed rolls go too
    assert "the posture (kept: one lying stays lying)" in box.informativeText()
    assert "the rolls still owed" in box.informativeText()
    box.button(QMessageBox.StandardButton.Yes).click()
    assert window.library.lib.get(entry.id).state["combatant"]["sheet"]["hp"] == 7
    # File → Save asks again; "Not now" leaves the library as it is
    doc.run("hit", ops.apply_hit, cid, Hit(2, "cr", "torso"))  # 7 → 5 out of combat
    window.files.save_to(str(tmp_path / "fight.ctenc"))
    box = _party_box(qtbot, window)
    box.button(QMessageBox.StandardButton.No).click()
    assert window.library.lib.get(entry.id).state["combatant"]["sheet"]["hp"] == 7
    assert doc.undo_stack.isClean()  # writing back changed nothing to save again


def test_a_damaged_library_is_named_and_left_as_it_is(qtbot, tmp_path):
    bad = tmp_path / "bad.sqlite3"
    bad.write_bytes(b"garbage" * 100)
    settings = QSettings(str(tmp_path / "w.ini"), QSettings.Format.IniFormat)
    settings.setValue("library/path", str(bad))
    w = open_with_dock(qtbot, settings)
    assert "is not a library" in w.library.widget.count_label.text()
    assert bad.read_bytes() == b"garbage" * 100
    w.close()


def test_the_default_library_is_in_the_folder_qt_gives_app_data(qapp):
    org, app = QCoreApplication.organizationName(), QCoreApplication.applicationName()
    QCoreApplication.setOrganizationName(ORG)
    QCoreApplication.setApplicationName(APP)
    try:
        qt = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    finally:
        QCoreApplication.setOrganizationName(org)
        QCoreApplication.setApplicationName(app)
    assert data_folder() == qt


def _inside(w, widget) -> bool:
    top_left = widget.mapTo(w, widget.rect().topLeft())
    bottom_right = widget.mapTo(w, widget.rect().bottomRight())
    return w.rect().contains(top_left) and w.rect().contains(bottom_right)


def test_the_dock_is_translated_and_fits_a_1366_by_768_screen(window, japanese, qtbot):
    # the window rebuilt in Japanese, as the language switch does
    w = open_with_dock(qtbot, window.settings)
    dock = w.library.widget
    qtbot.waitUntil(lambda: dock.isVisible() and dock.table.width() > 100)
    assert dock.add_button.text() == "遭遇に追加"
    assert dock.query.placeholderText() == "名前・タグ・メモを検索…"
    assert w.library.dock.windowTitle() == "ライブラリ"
    assert dock.count_label.text() == "4 件"
    for part in (dock.query, dock.add_button, dock.more, dock.party, dock.table):
        assert _inside(w, part), part.objectName()
    assert dock.height() >= dock.minimumSizeHint().height()
    w.close()
    w.deleteLater()


def test_imports_go_straight_into_the_library_and_the_list(window, tmp_path):
    import shutil
    from pathlib import Path

    gcs = Path(__file__).resolve().parents[2] / "data" / "gcs"
    folder = tmp_path / "foes"
    folder.mkdir()
    shutil.copy(gcs / "Giant_Spider.gcs", folder)
    shutil.copy(gcs / "Big_Beetle.gcs", folder)
    window.library.import_paths([str(folder)])
    assert window.statusBar().currentMessage() == "2 entries imported into the library."
    dock = window.library.widget
    dock.query.setText("spider")
    dock.refresh()
    assert shown(window) == ["Giant Spider"]
    assert roster(window) == []  # into the library, not the encounter


def test_another_library_opens_and_is_remembered(window, tmp_path):
    other = tmp_path / "campaign2.sqlite3"
    assert window.library.open(str(other))
    assert shown(window) == [] and window.library.widget.count_label.text() == "0 entries"
    assert window.settings.value("library/path") == str(other)


def test_the_notes_on_taking_an_entry_are_translated_as_the_model_words_them(japanese):
    from tracker.model.library.party import NOTES
    from tracker.ui.library_window import _NOTES, _note_text

    assert _NOTES == NOTES  # the same English, so lupdate has each of them
    text = _note_text(("calendar_behind", {"name": "アイコ", "day": 1, "clock": "8:00",
                                           "saved_day": 6, "saved_clock": "9:30"}))
    assert text == ("アイコ：この遭遇の暦（1日目 8:00）は状態を保存した時（6日目 9:30）より前です。"
                    "タイマーは進めません")


def test_ctrl_shift_l_shows_the_library_and_the_shortcuts_list_has_it(window, qtbot):
    from tracker.ui.shortcuts_dialog import shortcut_rows

    w = window
    w.docks["log"].raise_()
    w.roster.setFocus()
    qtbot.keyClick(w, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)
    assert w.library.dock.isVisible() and w.library.widget.query.hasFocus()
    assert any(key == "Ctrl+Shift+L" for _menu, _text, key in shortcut_rows(w))


def test_end_combat_first_after_opening_a_saved_fight_offers_the_party(window, qtbot, tmp_path):
    """End combat as the very first action after File → Open of a saved fight asks about the
    party (it did only after another action); a CoC party is asked about in CoC words, the
    names joined as the language writes a list."""
    from tracker.model.operations import new_encounter
    from tracker.rulesets.coc.rules.actions.damage import Damage
    from tracker.ui.typography import list_sep

    doc = window.doc
    doc.set_encounter(new_encounter("coc"))
    ids = [doc.run("add", ops.add_combatant, name, "pc", doc.encounter.ruleset.new_sheet())
           for name in ("朝倉", "早乙女")]
    for cid in ids:
        window.library.save_combatant(cid, True)
    doc.run("start", ops.start_combat)
    path = tmp_path / "fight.ctenc"
    window.files.save_to(str(path))
    _party_box(qtbot, window).button(QMessageBox.StandardButton.No).click()
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, "partyBox") is None)
    window.doc.run("hit", ops.apply_hit, ids[0], Damage(1))  # not saved: Open drops it
    window.files.open_path(str(path))
    assert window.doc.encounter.in_combat and window.doc.undo_stack.count() == 0
    window.act_end.trigger()
    box = _party_box(qtbot, window)
    assert any(list_sep().join(names) in box.text()
               for names in (["朝倉", "早乙女"], ["早乙女", "朝倉"]))
    assert "SAN" in box.informativeText() and "crippled" not in box.informativeText()
    box.button(QMessageBox.StandardButton.No).click()


def test_a_search_the_library_refuses_is_said_under_the_list(window, qtbot):
    """Issue 39 L3: a NUL pasted into the search is a clear line under an empty list, not an
    exception in the dock; clearing it shows every entry again."""
    dock = window.library.widget
    dock.query.setText("gh\u0000oul")
    dock.refresh()
    assert shown(window) == []
    assert dock.count_label.text().startswith("The library refused it: 'query': a NUL")
    dock.query.clear()
    dock.refresh()
    assert len(shown(window)) == 4


def test_an_entry_gone_is_refused_in_japanese(japanese):
    """Issue 43: a library refusal the UI did not word came out in English."""
    from tests.ui.english_words import english
    from tracker.model.library.errors import LibraryError
    from tracker.ui.library_window import library_error_text

    text = library_error_text(LibraryError("no_entry", 'no library entry named "Ghoul"',
                                           name="Ghoul"))
    assert "Ghoul" in text and english(text, {"Ghoul"}) == [], text


@pytest.mark.parametrize(("code", "message", "args", "needle"), [
    ("bad_query", "'query': a NUL character is not allowed", {}, "検索語"),
    ("bad_entry", "'name': at most 200 characters", {}, "名前は200文字まで"),
    ("bad_file", "/tmp/x.json: 'entries' must be a list", {"file": "/tmp/x.json"},
     "「/tmp/x.json」をライブラリに取り込めません"),
])
def test_the_library_refusals_of_a_value_are_in_japanese(japanese, code, message, args,
                                                          needle):
    """Issue 43: a search, an entry or a file the library refuses was said in English."""
    from tests.ui.english_words import english
    from tracker.model.library.errors import LibraryError
    from tracker.ui import i18n
    from tracker.ui.library_window import library_error_text

    exc = LibraryError(code, message, **args)
    text = library_error_text(exc)
    assert needle in text and english(text, {"/tmp/x.json"}) == [], text
    i18n.install("en")  # the English UI keeps the model's own words, the value named
    assert message in library_error_text(exc)
