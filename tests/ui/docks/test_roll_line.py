"""The roll line (Ctrl+L) and results pasted from the online table into roll fields."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLineEdit

from tests.bcdice_data import ScriptedDice, cases
from tracker.model import files
from tracker.model.dice import Dice
from tracker.rulesets.coc.kit.attack_dialog import AttackDialog
from tracker.rulesets.coc.rules.demo import demo_encounter as coc_demo
from tracker.rulesets.gurps.rules.demo import demo_encounter as gurps_demo
from tracker.ui.document import EncounterDocument
from tracker.ui.main_window import MainWindow
from tracker.ui.paste_rolls import TAKE_TOTAL, accept_pasted_rolls
from tracker.ui.spinboxes import SpinBox


def state(doc) -> dict:
    return json.loads(files.dumps_encounter(doc.encounter))


def _window(qtbot, tmp_path, enc):
    w = MainWindow(EncounterDocument(enc), QSettings(str(tmp_path / "s.ini"),
                                                     QSettings.Format.IniFormat))
    w.show()
    qtbot.waitExposed(w)
    return w


def _close(w) -> None:
    w.doc.undo_stack.setClean()
    w.close()
    w.deleteLater()


@pytest.fixture(params=["coc", "gurps"])
def window(request, qtbot, tmp_path):
    """Both rulesets: BCDice's common commands are every ruleset's."""
    w = _window(qtbot, tmp_path, coc_demo(lang="ja") if request.param == "coc" else gurps_demo())
    yield w
    _close(w)


@pytest.fixture
def coc_window(qtbot, tmp_path):
    """Call of Cthulhu's own commands (CCB, RES, CBR): its ruleset's roll syntax."""
    w = _window(qtbot, tmp_path, coc_demo(lang="ja"))
    yield w
    _close(w)


def test_the_ruleset_gives_the_syntax_a_gurps_table_has_no_ccb(qtbot, tmp_path):
    w = _window(qtbot, tmp_path, gurps_demo())
    try:
        rl = w.log_view.roll_line
        before = state(w.doc)
        type_line(qtbot, rl, "CCB<=60")
        assert state(w.doc) == before and rl.text() == "CCB<=60"
        assert "CCB<=60" in w.statusBar().currentMessage()
        type_line(qtbot, rl, "3D6<=12")
        assert w.doc.encounter.log[-1].args["text"].startswith("(3D6<=12) ＞ ")
    finally:
        _close(w)


def type_line(qtbot, line_edit: QLineEdit, text: str) -> None:
    line_edit.setText(text)
    qtbot.keyClick(line_edit, Qt.Key.Key_Return)


def test_ctrl_l_focuses_the_roll_line_and_a_roll_is_one_undo_step(qtbot, coc_window):
    w = coc_window
    rl = w.log_view.roll_line
    qtbot.keyClick(w, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert rl.hasFocus()
    before = state(w.doc)
    dice_before = w.doc.encounter.dice.getstate()
    type_line(qtbot, rl, "CCB<=60 【こぶし】")
    entry = w.doc.encounter.log[-1]
    assert entry.key == "bcdice" and not entry.hidden
    text = entry.args["text"]
    assert text.startswith("(1D100<=60) ＞ ") and entry.args["line"] == "CCB<=60 【こぶし】"
    # the roll came from the encounter's dice, and the log shows BCDice's text
    assert Dice(0).getstate() != w.doc.encounter.dice.getstate() != dice_before
    shown = w.log_view.log_model.data(w.log_view.log_model.index(len(w.doc.encounter.log) - 1),
                                      Qt.ItemDataRole.DisplayRole)
    assert "CCB<=60 【こぶし】 (1D100<=60) ＞ " in shown
    assert rl.text() == ""
    w.doc.undo_stack.undo()
    assert state(w.doc) == before
    w.doc.undo_stack.redo()
    assert w.doc.encounter.log[-1].args["text"] == text


def test_every_kind_of_command_rolls_and_a_secret_one_is_hidden(qtbot, coc_window):
    window = coc_window
    rl = window.log_view.roll_line
    for command in ("RES(12-10)", "2D6+1", "3d6", "CBR(50,70)"):
        type_line(qtbot, rl, command)
        assert window.doc.encounter.log[-1].args["line"] == command
    assert window.doc.encounter.log[-3].args["text"].startswith("(2D6+1) ＞ ")
    assert window.doc.encounter.log[-2].args["text"].startswith("(3D6) ＞ ")
    type_line(qtbot, rl, "S1D100")
    assert window.doc.encounter.log[-1].hidden


def test_a_bad_command_says_why_and_changes_nothing(qtbot, window):
    rl = window.log_view.roll_line
    before = state(window.doc)
    for bad in ("hello", "100000000D6"):
        type_line(qtbot, rl, bad)
        assert state(window.doc) == before and rl.text() == bad
    assert "1000" in window.statusBar().currentMessage()


def test_up_and_down_walk_the_history(qtbot, window):
    rl = window.log_view.roll_line
    for command in ("1D100<=50", "2D6"):
        type_line(qtbot, rl, command)
    rl.setText("1D")
    qtbot.keyClick(rl, Qt.Key.Key_Up)
    assert rl.text() == "2D6"
    qtbot.keyClick(rl, Qt.Key.Key_Up)
    qtbot.keyClick(rl, Qt.Key.Key_Up)
    assert rl.text() == "1D100<=50"
    qtbot.keyClick(rl, Qt.Key.Key_Down)
    qtbot.keyClick(rl, Qt.Key.Key_Down)
    assert rl.text() == "1D"


# -- pasted results ---------------------------------------------------------------------------
def paste_into(widget, text: str) -> None:
    QGuiApplication.clipboard().setText(text)
    edit = widget.lineEdit() if isinstance(widget, SpinBox) else widget
    edit.selectAll()
    edit.paste()


def test_a_d100_field_takes_the_roll_and_a_3d_field_the_total(qtbot):
    spin = SpinBox()
    qtbot.addWidget(spin)
    spin.setRange(0, 100)
    got = []
    spin.pasted.connect(got.append)
    paste_into(spin, "佐藤 : CCB<=60 【こぶし】 (1D100<=60) ＞ 97 ＞ 致命的失敗")
    assert spin.value() == 97 and got[0].label == "こぶし"
    assert "CCB<=60" in spin.toolTip() and "97" in spin.toolTip()
    three = SpinBox()
    qtbot.addWidget(three)
    three.setRange(3, 18)
    paste_into(three, "GM : 3d6 (3D6) ＞ 10[3,3,4] ＞ 10")
    assert three.value() == 10


def test_a_faces_field_takes_the_faces_and_a_damage_field_the_total(qtbot):
    faces, total = QLineEdit(), QLineEdit()
    qtbot.addWidget(faces)
    qtbot.addWidget(total)
    accept_pasted_rolls(faces)
    accept_pasted_rolls(total, TAKE_TOTAL)
    line = "鈴木 : 1d3+1d4 【こぶし ダメージ】 (1D3+1D4) ＞ 2[2]+3[3] ＞ 5"
    paste_into(faces, line)
    paste_into(total, line)
    assert (faces.text(), total.text()) == ("2 3", "5")
    faces.setText("7 4")  # what is typed stays as typed
    assert faces.text() == "7 4"


def test_the_attack_dialog_takes_a_pasted_attack_line(qtbot):
    doc = EncounterDocument(coc_demo(lang="ja"))
    dlg = AttackDialog(doc, "c4", dice=Dice(3))
    qtbot.addWidget(dlg)
    assert dlg.attacker_combo.currentData() != "c3"
    paste_into(dlg.roll_spin, "白石 玲子 : CCB<=50 【メス】 (1D100<=50) ＞ 23 ＞ 成功")
    qtbot.waitUntil(lambda: dlg.attacker_combo.currentData() == "c3")
    assert dlg.weapon_combo.currentData() == "w0" and dlg.roll_spin.value() == 23
    paste_into(dlg.damage_edit, "白石 玲子 : 1d4+2 (1D4+2) ＞ 3[3]+2 ＞ 5")
    assert dlg.damage_edit.text() == "3"


# -- File → Export log… --------------------------------------------------------------------------
def test_export_log_writes_both_versions(qtbot, window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    from tracker.model import operations as ops
    from tracker.ui.log_export import export_log

    w = window
    assert w.act_export_log in w.file_menu.actions()
    rl = w.log_view.roll_line
    type_line(qtbot, rl, "1D100<=60 open")  # a common command: either ruleset's line
    type_line(qtbot, rl, "S1D100<=50 hush")
    cid = next(c.id for c in w.doc.encounter.ordered() if c.side != "pc")
    real = w.doc.encounter.combatants[cid].name
    ops.set_visibility(w.doc.encounter, cid, alias="Masked one")
    ops.set_condition(w.doc.encounter, cid, "prone")
    gm, players = tmp_path / "gm.html", tmp_path / "players.txt"
    export_log(w.doc, str(gm), players=False, as_html=True)
    export_log(w.doc, str(players), players=True, as_html=False)
    gm_text, pl_text = gm.read_text(encoding="utf-8"), players.read_text(encoding="utf-8")
    assert "hush" in gm_text and "open" in gm_text and gm_text.startswith("<!DOCTYPE html>")
    assert "hush" not in pl_text and "open" in pl_text and real not in pl_text
    assert "Masked one" in pl_text
    # the menu's save dialog: the chosen filter picks the version and the kind
    target = tmp_path / "chosen"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(
        lambda *a, **k: (str(target), "Plain text, players' version (*.txt)")))
    w.act_export_log.trigger()
    written = (tmp_path / "chosen.txt").read_text(encoding="utf-8")
    assert "hush" not in written and "players' version" in written


# -- BCDice's common commands on the roll line -------------------------------------------------
def _bcdice_cases():
    picked = {"None": (9, 88, 119, 141), "choice": (4, 17), "calc": (25,), "UpperDice": (0,),
              "Repeat": (0,), "D66Dice": (4,)}
    for name, rows in picked.items():
        all_cases = cases(name)
        yield from (all_cases[i] for i in rows)


@pytest.mark.parametrize("case", list(_bcdice_cases()), ids=lambda c: c["input"][:30])
def test_the_roll_line_logs_bcdice_s_own_text(qtbot, window, case):
    window.doc.encounter.dice = ScriptedDice(case.get("rands", []))
    rl = window.log_view.roll_line
    before = len(window.doc.encounter.log)
    type_line(qtbot, rl, case["input"])
    new = window.doc.encounter.log[before:]
    # a repeated command logs each of its results under BCDice's number
    texts = "\n\n".join(f"#{i}\n{e.args['text']}" for i, e in enumerate(new, 1)) \
        if len(new) > 1 else new[0].args["text"]
    assert texts == case["output"] and not window.doc.encounter.dice.rands
    window.doc.undo_stack.undo()  # the whole command, repetitions included, is one step
    assert len(window.doc.encounter.log) == before


def test_the_roll_line_logs_the_outcome_class_of_each_roll(qtbot, coc_window):
    window = coc_window
    # CCB: 3 <= 5 critical; 98 >= 96 fumble; 2D6 = 7 >= 7 success
    window.doc.encounter.dice = ScriptedDice([{"sides": 100, "value": 3},
                                              {"sides": 100, "value": 98},
                                              {"sides": 6, "value": 3}, {"sides": 6, "value": 4}])
    rl = window.log_view.roll_line
    type_line(qtbot, rl, "x2 CCB<=60 【目星】")
    type_line(qtbot, rl, "2D6>=7")
    log = window.doc.encounter.log
    assert [(e.args["line"], e.args.get("outcome")) for e in log[-3:]] == [
        ("x2 CCB<=60 【目星】 #1", "critical"), ("x2 CCB<=60 【目星】 #2", "fumble"),
        ("2D6>=7", "success")]
    model = window.log_view.log_model
    n = len(log)
    tips = [model.data(model.index(row), Qt.ItemDataRole.ToolTipRole) for row in (n - 3, n - 2)]
    # the row's trace names the outcome class (C0) with the roll and the value
    assert "d100 3 against 60 → critical" in tips[0]
    assert "d100 98 against 60 → fumble" in tips[1]


def test_palette_references_come_from_the_chosen_investigator(qtbot, coc_window):
    """{SAN}, {STR}, {回避} are filled from the chosen investigator's sheet as CCFolia fills
    them from the piece; one that names nothing is refused and nothing changes."""
    w = coc_window
    rl = w.log_view.roll_line
    enc = w.doc.encounter
    pc = next(c for c in enc.ordered() if c.side == "pc")
    w.select(pc.id)
    san, dodge, st = pc.sheet.san, pc.sheet.skill("dodge"), pc.sheet.stat("str")
    type_line(qtbot, rl, "CCB<={SAN} 【SANチェック】")
    assert enc.log[-1].args["line"] == f"CCB<={san} 【SANチェック】"
    assert enc.log[-1].args["text"].startswith(f"(1D100<={san}) ＞ ")
    type_line(qtbot, rl, "CCB<={回避}")
    assert enc.log[-1].args["line"] == f"CCB<={dodge}"
    type_line(qtbot, rl, "CCB<={STR}*5")
    assert enc.log[-1].args["text"].startswith(f"(1D100<={st * 5}) ＞ ")
    before = state(w.doc)
    type_line(qtbot, rl, "CCB<={水泳2}")
    assert state(w.doc) == before and "水泳2" in w.statusBar().currentMessage()


def test_a_pasted_result_is_read_not_rolled_again(qtbot, coc_window):
    """A CCFolia/BCDice result line pasted into the roll line is logged as it reads (its
    outcome class too); the encounter's dice roll nothing; one undo step."""
    w = coc_window
    rl = w.log_view.roll_line
    enc = w.doc.encounter
    dice = enc.dice.getstate()
    steps = w.doc.undo_stack.count()
    type_line(qtbot, rl, "佐藤 : CCB<=60 【こぶし】 (1D100<=60) ＞ 97 ＞ 致命的失敗")
    assert enc.log[-1].args == {"line": "CCB<=60 【こぶし】", "text": "(1D100<=60) ＞ 97 ＞ 致命的失敗",
                                "outcome": "fumble"}
    assert enc.dice.getstate() == dice and w.doc.undo_stack.count() == steps + 1
    assert rl.text() == ""


def test_the_examples_are_the_rulesets_own(qtbot, tmp_path):
    """The roll line's placeholder offers what the ruleset rolls: 3d6 at a GURPS table (where
    CCB is refused), CCB and RES at a keeper's; after New in the other ruleset it changes."""
    w = _window(qtbot, tmp_path, gurps_demo())
    try:
        line = w.findChild(QLineEdit, "rollLine")
        assert "3d6" in line.placeholderText() and "CCB" not in line.placeholderText()
        w.doc.set_encounter(coc_demo(lang="en"))
        assert "CCB<=60" in line.placeholderText() and "RES(12-10)" in line.placeholderText()
    finally:
        _close(w)


def test_a_japanese_keepers_examples_keep_their_japanese(qtbot, tmp_path, japanese):
    w = _window(qtbot, tmp_path, coc_demo(lang="ja"))
    try:
        line = w.findChild(QLineEdit, "rollLine")
        assert line.placeholderText().startswith("ダイス：CCB<=60 【こぶし】、RES(12-10)")
    finally:
        _close(w)
