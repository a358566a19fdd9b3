"""A GM's and a keeper's evening in the real window, in Japanese, with the players' window
open and the LAN page shared throughout: fights, End combat, the Checks dock, a second fight,
undo, save and reopen, a language switch. What the play-test found wrong is asserted here."""

from __future__ import annotations

import json
import socket
import urllib.request

import pytest
from PySide6.QtCore import QItemSelectionModel, QSettings, Qt
from PySide6.QtWidgets import QApplication

from tracker.model.public import project
from tracker.ui import i18n
from tracker.ui.app import TrackerApp
from tracker.ui.checks_view import ChecksView

from ..starting import shown_with_demo


def _port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _page(url: str) -> dict:
    base, _, query = url.partition("/?")
    with urllib.request.urlopen(f"{base}/api/state?{query}", timeout=10) as r:
        return json.loads(r.read())


@pytest.fixture
def table(qtbot, tmp_path):
    """The app in Japanese on a demo, the players' window open, sharing on 127.0.0.1."""
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("language", "ja")
    app = TrackerApp(QApplication.instance(), settings)
    w = app.window
    w.resize(1280, 800)
    shown_with_demo(qtbot, app)
    qtbot.waitExposed(w)
    w.act_player.trigger()
    w.act_share.trigger()
    dlg = w.share_dialog
    dlg.host_combo.setCurrentIndex(dlg.host_combo.findData("127.0.0.1"))
    dlg.port_spin.setValue(_port())
    dlg.start_button.click()
    assert w.sharing.running
    yield app
    app.window.doc.undo_stack.setClean()
    if app.window.sharing is not None:
        app.window.sharing.stop()
    if app.window.player_view is not None:
        app.window.player_view.close()
    app.window.close()
    i18n.install("en")


def _named(app, name: str) -> str:
    return next(c.id for c in app.window.doc.encounter.ordered() if c.name == name)


def _in_sync(app, qtbot) -> None:
    w = app.window
    qtbot.waitUntil(lambda: _page(w.sharing.url) == project(w.doc.encounter).to_json(),
                    timeout=3000)


def test_the_quick_hit_line_speaks_japanese_on_several_selected(table, qtbot):
    """The line's example and the word it writes for "everyone selected" were English in the
    Japanese window ("Goblin 2d+1 cut torso · all-selected 8 cr"); the line reads Japanese."""
    app = table
    w = app.window
    bar = w.group.part("toolbar_quick_hit")
    assert "Goblin" not in bar.edit.placeholderText()
    assert "all-selected" not in bar.edit.placeholderText() + bar.edit.toolTip()
    assert "選択中" in bar.edit.placeholderText()
    wolf, octopus = _named(app, "ダイアウルフ"), _named(app, "沼ダコ")
    model = w.roster.selectionModel()
    model.clearSelection()
    flags = QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows
    for cid in (wolf, octopus):
        model.select(w.roster_model.index(w.roster_model.row_of(cid), 0), flags)
    w.group.act_hit.trigger()
    assert bar.edit.text() == "選択中 "
    bar.edit.setText(bar.edit.text() + "3 叩き")
    enc = w.doc.encounter
    before = {cid: enc.combatants[cid].sheet.hp for cid in (wolf, octopus)}
    qtbot.keyClick(bar.edit, Qt.Key.Key_Return)
    assert all(enc.combatants[cid].sheet.hp < before[cid] for cid in (wolf, octopus))
    _in_sync(app, qtbot)
    w.act_undo.trigger()
    assert {cid: enc.combatants[cid].sheet.hp for cid in (wolf, octopus)} == before


def test_the_keepers_evening(table, qtbot, tmp_path):
    app = table
    app.window.open_demo("coc")
    w = app.window
    enc = w.doc.encounter
    # an investigator's card names HP as a foe's card and the roster do (耐久力); it was
    # "HP 12/12 · SAN 75" beside "耐久力 12/12"
    pc, foe = (enc.combatants[_named(app, n)] for n in ("白石 玲子", "教団員"))
    assert w.kit.card_numbers(foe).startswith("耐久力 ")
    assert w.kit.card_numbers(pc).startswith("耐久力 ") and "HP" not in w.kit.card_numbers(pc)
    shiraishi, kuroda = _named(app, "白石 玲子"), _named(app, "黒田 剛")
    from tracker.model import operations as ops
    from tracker.rulesets.coc.rules.actions.damage import Damage

    w.doc.run("damage", ops.apply_hit, shiraishi, Damage(10))   # 12 → 2: unconscious
    w.doc.run("damage", ops.apply_hit, kuroda, Damage(9))       # 15 → 6: shock roll
    checks = w.findChild(ChecksView)
    shock = next(k for k in enc.checks if k.kind == "shock")
    checks.enter(shock.id, 95)                                  # fails: unconscious
    assert enc.combatants[kuroda].has("unconscious")
    _in_sync(app, qtbot)
    # End combat: Kuroda, out from shock at HP 6, keeps his CON×5 to wake in the Checks
    # dock; Shiraishi at HP 2 owes none out of combat (R30)
    w.act_end.trigger()
    wake = {k.combatant: k for k in enc.checks if k.kind == "wake"}
    assert set(wake) == {kuroda}
    assert set(checks.enter_buttons) == {k.id for k in wake.values()}
    app.switch_language("en")                                   # mid-evening
    w = app.window
    assert w.player_view is not None and w.sharing.running
    app.switch_language("ja")
    w = app.window
    checks = w.findChild(ChecksView)
    checks.enter(wake[kuroda].id, 10)                           # CON×5 75: wakes
    assert not w.doc.encounter.combatants[kuroda].has("unconscious")
    w.act_undo.trigger()
    assert w.doc.encounter.combatants[kuroda].has("unconscious")
    w.act_redo.trigger()
    path = tmp_path / "evening.ctenc"
    app.files.save_to(str(path))
    app.files.open_path(str(path))
    enc = w.doc.encounter
    assert [k.combatant for k in enc.checks if k.kind == "wake"] == []
    assert enc.combatants[shiraishi].has("unconscious")
    # the next fight: Shiraishi rolls in round 1, not once the old fight's round is reached
    w.act_start.trigger()
    assert enc.round == 1
    assert [k.combatant for k in enc.checks if k.kind == "wake"] == [shiraishi]
    assert not any(e.key == "check_lapsed" for e in enc.log)
    _in_sync(app, qtbot)
    pv = w.player_view
    pv.resize(1280, 800)
    assert pv.isVisible()


def test_the_first_refused_action_moves_nothing(table, qtbot):
    """The status bar was made by the first message: a refused roll line ("100000000D6")
    shifted the whole window up by the bar's height."""
    from tracker.ui.roll_line import RollLine

    w = table.window
    qtbot.waitUntil(lambda: w.docks["log"].isVisible())
    before = (w.centralWidget().geometry(), w.docks["log"].geometry())
    line = w.findChild(RollLine)
    line.setText("100000000D6")
    assert line.submit() is None
    qtbot.wait(30)  # the layout requests run
    assert w.statusBar().currentMessage()
    assert (w.centralWidget().geometry(), w.docks["log"].geometry()) == before


def test_the_world_dock_fits_its_width_in_japanese(table, qtbot):
    """At 1280×800 the World dock cut its buttons (「新しい日」「決める」) behind a
    horizontal scroll bar: one control a row where two do not fit."""
    from PySide6.QtWidgets import QScrollArea

    w = table.window
    panel = w.kit_widget("world")
    panel.enable_rules()
    dock = w.kit_docks["world"]
    qtbot.waitUntil(dock.isVisible)
    QApplication.processEvents()
    area = panel.findChild(QScrollArea)
    body = area.widget()
    assert body.minimumSizeHint().width() <= area.viewport().width()
    assert not area.horizontalScrollBar().isVisible()


def test_the_players_cards_stay_in_place_when_the_fight_ends_and_starts(table, qtbot):
    """The header lost its "Now"/"Next" lines out of combat (and a blank line is lower than
    a Japanese name): every card jumped up at End combat and down again at Start combat."""
    w = table.window
    pv = w.player_view
    pv.resize(1280, 800)
    qtbot.waitUntil(lambda: pv.scroll.geometry().top() > 0)

    def cards_top() -> int:
        qtbot.wait(30)  # the layout requests run
        return pv.scroll.geometry().top()

    fighting = cards_top()
    w.kit_widget("recovery").end_combat(ask=False)
    assert not w.doc.encounter.in_combat
    assert cards_top() == fighting
    w.act_start.trigger()
    assert cards_top() == fighting
    w.act_next.trigger()
    w.act_next.trigger()
    assert cards_top() == fighting



def test_the_log_tags_lines_between_fights_with_no_round(table):
    """Campaign time after End combat was logged as "R1  …" (the finished fight's round)."""
    w = table.window
    model = w.log_view.log_model
    rv = w.kit_widget("recovery")
    rv.end_combat(ask=False)
    end_row = model.rowCount() - 1
    assert model.entry(end_row).key == "end_combat" and model.line(end_row).startswith("R1  ")
    rv.advance_time(2, 60)
    after = [model.line(r) for r in range(end_row + 1, model.rowCount())]
    assert after and all(line.startswith("—  ") for line in after)
    w.act_undo.trigger()
    assert model.rowCount() == end_row + 1
    w.act_redo.trigger()
    assert model.line(model.rowCount() - 1).startswith("—  ")
    w.act_start.trigger()
    assert model.line(model.rowCount() - 1).startswith("R1  ")
    assert w.log_view.visible_text().splitlines()[-1].startswith("R1  ")
    assert any(x.startswith("—  ") for x in w.log_view.visible_text().splitlines())


def test_the_recovery_journal_holds_the_evening_across_end_combat_and_a_new_fight(tmp_path):
    """What this play-test changed in the encounter (a new fight's 'before round 1'
    conditions, the SAN hour's start, wake rolls kept after End combat) is journaled and
    recovered as it was."""
    from tracker.model import operations as ops
    from tracker.model.journal import recover
    from tracker.rulesets.coc.rules.actions.damage import Damage as Damage
    from tracker.rulesets.coc.rules.actions.sanity import san_check
    from tracker.rulesets.coc.rules.demo import demo_encounter as coc_demo
    from tracker.ui import files_controller as fc
    from tracker.ui.document import EncounterDocument

    session = fc.SessionJournal(tmp_path / "recovery")
    doc = EncounterDocument(coc_demo())
    fc.FilesController(doc, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat),
                       session)
    enc = doc.encounter
    ruth = next(c.id for c in enc.ordered() if c.name == "Dr. Ruth Klein")
    doc.run("damage", ops.apply_hit, ruth, Damage(10))          # 12 → 2: unconscious
    doc.run("end", ops.end_combat)
    doc.run("san", san_check, ruth, "0/1d3", roll=90, faces=(2,))
    doc.run("start", ops.start_combat)
    assert any(k.kind == "wake" for k in enc.checks)
    assert recover(session.directory).to_dict() == enc.to_dict()
    doc.undo_stack.setClean()
    session.finish()
