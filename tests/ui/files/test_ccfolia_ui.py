"""CCFolia pieces in the GM window: File → Import characters… with .json pieces, Ctrl+V on the
roster (a preview first, one undoable import, names numbered), "Copy as CCFolia piece"."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMenu

from tracker.model import files
from tracker.rulesets.coc.kit.ccfolia_dialog import PieceImportDialog
from tracker.rulesets.coc.rules.ccfolia import read_piece
from tracker.rulesets.coc.rules.demo import demo_encounter
from tracker.rulesets.gurps.rules.demo import demo_encounter as gurps_demo
from tracker.ui.document import EncounterDocument
from tracker.ui.main_window import MainWindow

PIECE = {"kind": "character", "data": {
    "name": "佐藤 記者", "memo": "新聞記者",
    "status": [{"label": "HP", "value": 13, "max": 13}, {"label": "SAN", "value": 60, "max": 99}],
    "params": [{"label": "STR", "value": "13"}, {"label": "CON", "value": "12"},
               {"label": "SIZ", "value": "13"}, {"label": "DEX", "value": "14"},
               {"label": "POW", "value": "12"}, {"label": "DB", "value": "+1d6"}],
    "commands": "CCB<=70 【こぶし（パンチ）】\n1d3+{DB} 【こぶし ダメージ】\nCCB<=40 【ドイツ語】"}}


def state(doc) -> dict:
    return json.loads(files.dumps_encounter(doc.encounter))


@pytest.fixture
def window(open_window):
    return open_window(demo_encounter(lang="ja"))


def test_ctrl_v_on_the_roster_previews_then_imports_in_one_undo_step(qtbot, window):
    w = window
    before = state(w.doc)
    QGuiApplication.clipboard().setText(json.dumps(PIECE, ensure_ascii=False))
    w.roster.setFocus()
    qtbot.keyClick(w.roster, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    dlg = w.dialog
    assert isinstance(dlg, PieceImportDialog) and state(w.doc) == before  # a preview first
    assert [dlg.warnings.item(i).text() for i in range(dlg.warnings.count())] == [
        "ドイツ語 is not a 6th-edition skill: kept as a skill of its own",
        "DB +1d6 differs from +1d4 (STR+SIZ = 26): kept as an override"]
    dlg.ok_button.click()
    new = w.doc.encounter.get(dlg.result_ids[0])
    assert (new.name, new.side, new.notes) == ("佐藤 記者", "pc", "新聞記者")
    assert new.sheet.skills["fist"] == 70 and new.sheet.db == "+1d6"
    assert w.selected == new.id
    # pasted again: the name is numbered
    qtbot.keyClick(w.roster, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    w.dialog.ok_button.click()
    assert w.doc.encounter.get(w.dialog.result_ids[0]).name == "佐藤 記者 2"
    w.doc.undo_stack.undo()
    w.doc.undo_stack.undo()
    assert state(w.doc) == before


def test_a_bad_paste_or_a_bad_file_changes_nothing_and_says_why(qtbot, window, tmp_path):
    w = window
    before = state(w.doc)
    QGuiApplication.clipboard().setText("hello")
    w.roster.setFocus()
    qtbot.keyClick(w.roster, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert "clipboard" in w.statusBar().currentMessage() and state(w.doc) == before
    bad = dict(PIECE, data=dict(PIECE["data"], params=[{"label": "STR", "value": "強い"}]))
    good, wrong = tmp_path / "good.json", tmp_path / "bad.json"
    good.write_text(json.dumps(PIECE, ensure_ascii=False), encoding="utf-8")
    wrong.write_text(json.dumps(bad, ensure_ascii=False), encoding="utf-8")
    w.import_characters([str(good), str(wrong), str(tmp_path / "x.gcs")])
    dlg = w.dialog
    assert len(dlg.pieces) == 1 and "STR is not a number" in dlg.errors.item(0).text()
    assert "x.gcs" in w.statusBar().currentMessage()
    dlg.reject()
    assert state(w.doc) == before


def test_copy_as_ccfolia_piece_from_the_context_menu(qtbot, window):
    w = window
    cid = next(c.id for c in w.doc.encounter.ordered() if c.name == "グール")
    from tracker.ui.roster_model import IdRole

    row = next(r for r in range(w.roster_model.rowCount())
               if w.roster_model.index(r, 0).data(IdRole) == cid)
    pos = w.roster.visualRect(w.roster_model.index(row, 0)).center()
    w._roster_menu(pos)
    menu: QMenu = w.context_menu
    (copy,) = [a for a in menu.actions() if a.text() == "Copy as CCFolia piece"]
    copy.trigger()
    back = read_piece(QGuiApplication.clipboard().text())
    ghoul = w.doc.encounter.combatants[cid]
    assert back.name == "グール" and back.sheet.hp == ghoul.sheet.hp
    assert [x.name for x in back.sheet.weapons] == [x.name for x in ghoul.sheet.weapons]
    menu.close()


def test_a_gurps_encounter_still_imports_gcs_and_refuses_pieces(qtbot, tmp_path):
    w = MainWindow(EncounterDocument(gurps_demo()),
                   QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(w)
    assert w.act_import.isEnabled()
    piece = tmp_path / "p.json"
    piece.write_text(json.dumps(PIECE, ensure_ascii=False), encoding="utf-8")
    w.import_characters([str(piece)])
    assert "p.json" in w.statusBar().currentMessage() and w.dialog is None


def test_an_imported_skill_of_its_own_keeps_its_name_in_the_sheet_editor(qtbot, window):
    from tracker.rulesets.coc.kit.sheet_dialog import SheetDialog

    w = window
    QGuiApplication.clipboard().setText(json.dumps(PIECE, ensure_ascii=False))
    w.roster.setFocus()
    qtbot.keyClick(w.roster, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    w.dialog.ok_button.click()
    cid = w.dialog.result_ids[0]
    (own,) = w.doc.encounter.combatants[cid].sheet.skill_names
    dlg = SheetDialog(w.doc, cid)
    qtbot.addWidget(dlg)
    labels = {dlg.skills.item(r, 0).data(Qt.ItemDataRole.UserRole): dlg.skills.item(r, 0).text()
              for r in range(dlg.skills.rowCount())}
    assert labels[own] == "ドイツ語" and labels["fist"] == "Fist/Punch"
    assert dlg.sheet().skill_names == {own: "ドイツ語"} and dlg.sheet().skills[own] == 40


def test_a_piece_dropped_on_the_roster_opens_the_preview(qtbot, window, tmp_path):
    from PySide6.QtCore import QMimeData, QUrl

    from ..conftest import drag_and_drop

    path = tmp_path / "sato.json"
    path.write_text(json.dumps(PIECE, ensure_ascii=False), encoding="utf-8")
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    assert drag_and_drop(window.roster.viewport(), mime)
    assert isinstance(window.dialog, PieceImportDialog)
    assert [p.name for p in window.dialog.pieces] == ["佐藤 記者"]


def test_the_context_menu_on_a_multiple_selection_acts_on_everyone_selected(qtbot, window):
    from PySide6.QtCore import QItemSelectionModel

    w = window
    model = w.roster.selectionModel()
    flags = QItemSelectionModel.SelectionFlag
    a, b = [c.id for c in w.doc.encounter.ordered()][-2:]
    model.clearSelection()
    for cid in (a, b):
        model.select(w.roster_model.index(w.roster_model.row_of(cid), 0), flags.Select | flags.Rows)
    assert w.group.selected_ids() == [a, b]
    w._roster_menu(w.roster.visualRect(w.roster_model.index(w.roster_model.row_of(b), 0)).center())
    texts = [a.text() for a in w.context_menu.actions()]
    assert w.group.act_remove.text() in texts and "Copy as CCFolia piece" not in texts
    assert w.group.selected_ids() == [a, b]  # the selection stays
    w.context_menu.close()


def test_a_weapon_of_unknown_skill_gets_skill_and_class_fields_in_the_warnings_column(
        qtbot, window, tmp_path):
    from tracker.rulesets.coc.kit.ccfolia_dialog import COL_WARN

    w = window
    claw = dict(PIECE, data=dict(PIECE["data"], name="鉄爪の男",
                                 commands="CCB<=60 【こぶし（パンチ）】\n1d6+{DB} 【鉄の爪 ダメージ】\n"
                                          "1d10 【.38リボルバー ダメージ】\nCCB<=55 【拳銃】"))
    path = tmp_path / "claw.json"
    path.write_text(json.dumps(claw, ensure_ascii=False), encoding="utf-8")
    w.import_characters([str(path)])
    dlg = w.dialog
    cell = dlg.table.cellWidget(0, COL_WARN)
    (skill,) = cell.findChildren(type(dlg.side_combos[0]), "weapon_skill")
    (cls,) = cell.findChildren(type(dlg.side_combos[0]), "weapon_class")
    assert (skill.currentData(), cls.currentData()) == ("", "blunt")
    assert "鉄の爪: the skill this weapon is rolled with is not known" in dlg.warnings.item(0).text()
    skill.setCurrentIndex(skill.findData("fist"))
    assert cls.currentData() == "unarmed"  # the skill sets the class
    assert skill.currentText() == "Fist/Punch (60%)"
    from PySide6.QtWidgets import QSpinBox

    # the revolver's (not in the piece); the claw's is greyed: no firearm
    (shots,) = [x for x in cell.findChildren(QSpinBox, "weapon_shots") if x.isEnabled()]
    assert shots.value() == 1
    shots.setValue(3)
    dlg.ok_button.click()
    new = w.doc.encounter.get(dlg.result_ids[0])
    assert [(x.name, x.skill, x.cls, x.shots) for x in new.sheet.weapons] == [
        ("鉄の爪", "fist", "unarmed", 1), (".38リボルバー", "handgun", "firearm", 3)]
    from tracker.rulesets.coc.rules.weapons import ready_gun

    # C12: a gun of 2 or more shots a round gets places of its own in the turn order
    assert ready_gun(new) is new.sheet.weapons[1]
    w.doc.undo_stack.undo()
    assert dlg.result_ids[0] not in w.doc.encounter.combatants


def test_a_file_of_several_pieces_with_a_bad_one_imports_the_others(qtbot, window):
    from pathlib import Path

    data = Path(__file__).resolve().parents[2] / "data" / "ccfolia"
    w = window
    w.import_characters([str(data / "tracker_export_three_one_bad.jsonl"),
                         str(data / "iachara_7th_student.json")])
    dlg = w.dialog
    assert [p.name for p in dlg.pieces] == ["朝倉 美咲", "黒田 剛", "水瀬 ひかり"]
    assert [dlg.errors.item(i).text() for i in range(dlg.errors.count())] == [
        "tracker_export_three_one_bad.jsonl: line 2 of 3 (壊れた駒): STR is not a number: '強い'"]
    assert dlg.ok_button.text() == "&Add 3 characters"
    dlg.reject()


def test_a_piece_with_a_4301_digit_number_is_named_and_the_good_one_beside_it_kept(
        qtbot, window, tmp_path, japanese):
    w = window
    good, huge = tmp_path / "good.json", tmp_path / "huge.json"
    good.write_text(json.dumps(PIECE, ensure_ascii=False), encoding="utf-8")
    text = json.dumps(PIECE, ensure_ascii=False)
    huge.write_text(text.replace('"value": 13', '"value": ' + "9" * 4301, 1), encoding="utf-8")
    assert "9" * 4301 in huge.read_text(encoding="utf-8")
    w.import_characters([str(huge), str(good)])
    dlg = w.dialog
    assert len(dlg.pieces) == 1 and dlg.errors.count() == 1
    assert dlg.errors.item(0).text() == "huge.json: 数値の桁数が30桁を超えています"
    dlg.reject()


def test_the_preview_asks_a_guns_shots_and_rounds_when_the_piece_does_not_say(qtbot, window,
                                                                            tmp_path):
    """A gun the piece does not describe (ニューナンブM60, rolled with 拳銃): the preview asks
    its shots a round and the rounds it holds, beside the warning, before the import: 1 a
    round, 5 rounds loaded in full; the model's link does the same headless."""
    from PySide6.QtWidgets import QSpinBox

    from tracker.rulesets.coc.kit.ccfolia_dialog import COL_WARN
    from tracker.rulesets.coc.rules.ccfolia import link_weapon, read_piece

    w = window
    gun = dict(PIECE, data=dict(PIECE["data"], name="巡査", commands=(
        "CCB<=55 【拳銃】\n1d10 【ニューナンブM60 ダメージ】")))
    path = tmp_path / "police.json"
    path.write_text(json.dumps(gun, ensure_ascii=False), encoding="utf-8")
    w.import_characters([str(path)])
    dlg = w.dialog
    cell = dlg.table.cellWidget(0, COL_WARN)
    (skill,) = cell.findChildren(type(dlg.side_combos[0]), "weapon_skill")
    (shots,) = cell.findChildren(QSpinBox, "weapon_shots")
    (rounds,) = cell.findChildren(QSpinBox, "weapon_capacity")
    assert not shots.isEnabled() and not rounds.isEnabled()     # blunt until told
    skill.setCurrentIndex(skill.findData("handgun"))            # 拳銃: a firearm
    assert shots.isEnabled() and rounds.isEnabled()
    assert rounds.value() == 0 and rounds.text() == "rounds not counted"
    rounds.setValue(5)
    dlg.ok_button.click()
    new = w.doc.encounter.get(dlg.result_ids[0])
    (m60,) = new.sheet.weapons
    assert (m60.name, m60.skill, m60.shots, m60.capacity, m60.rounds) == (
        "ニューナンブM60", "handgun", 1, 5, 5)
    piece = read_piece(json.dumps(gun, ensure_ascii=False))
    linked = link_weapon(piece, 0, shots=2, capacity=5)
    assert (linked.sheet.weapons[0].shots, linked.sheet.weapons[0].rounds) == (2, 5)
    assert not [k for k, _a in linked.notes if k == "gun_shots"]
