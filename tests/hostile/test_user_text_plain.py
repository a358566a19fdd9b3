"""User text is shown as plain text everywhere (issue #23, 1): a combatant named
``<img src='FIFO'>Zero<b>x</b>`` (names, aliases, notes, conditions, weapon and skill names,
encounter names, imported fields) is shown literally in the GM window, its docks, cards,
dialogs, tooltips and message boxes, and nothing tries to load the image."""

from __future__ import annotations

import dataclasses
import json
import os
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox

from tracker.model import operations as ops
from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.rulesets.gurps.rules.resolver import Hit
from tracker.ui import i18n
from tracker.ui.document import EncounterDocument
from tracker.ui.main_window import MainWindow

from .markup import MARK, FifoWatch, hostile, rendered_markup, settle, shown_texts

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs a FIFO")
DATA = Path(__file__).resolve().parent.parent / "data" / "gcs"


@pytest.fixture
def fifo(tmp_path):
    watch = FifoWatch(tmp_path)
    yield watch
    assert watch.stop() == 0, "something tried to load the image of a name"


def _window(qtbot, tmp_path, enc) -> MainWindow:
    i18n.install("en")
    doc = EncounterDocument(enc)
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    w = MainWindow(doc, settings)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def _close(w: MainWindow) -> None:
    w.doc.undo_stack.setClean()
    try:
        if w.dialog is not None:
            w.dialog.close()
    except RuntimeError:  # already closed and deleted
        pass
    w.close()


def _check(root, where: str, fifo: FifoWatch | None = None) -> None:
    settle()
    root.grab()  # paint: a label renders (and would load its image) when painted
    bad = rendered_markup(root)
    assert not bad, f"{where}: " + "\n".join(bad)
    if fifo is not None:
        time.sleep(0.05)  # the watcher notes an open within milliseconds
        assert fifo.opened == 0, f"{where}: something loaded the image of a name"


def _gurps(fifo_path: str):
    enc = demo_encounter()
    enc.name = hostile(fifo_path, "E")
    for i, cid in enumerate(list(enc.order)):
        ops.edit_combatant(enc, cid, name=hostile(fifo_path, str(i)),
                           notes=hostile(fifo_path, "note"))
        ops.set_visibility(enc, cid, alias=hostile(fifo_path, f"alias{i}"))
    first = enc.order[0]
    ops.set_condition(enc, first, hostile(fifo_path, "cond"), True, rounds=2)
    ops.start_combat(enc)
    ops.apply_hit(enc, enc.order[1], Hit(9, "cut", "torso"))
    ops.roll_dice(enc, "2d+1", enc.order[0])
    return enc


def test_gurps_window_shows_names_literally(qtbot, tmp_path, fifo):
    w = _window(qtbot, tmp_path, _gurps(fifo.path))
    try:
        for cid in list(w.doc.encounter.order):
            w.select(cid)
            _check(w, f"GM window, {cid} selected")
        text = shown_texts(w)
        assert hostile(fifo.path, "0") in text  # shown, literally
        assert hostile(fifo.path, "cond") in text
    finally:
        _close(w)


def test_gurps_dialogs_show_names_literally(qtbot, tmp_path, fifo):
    w = _window(qtbot, tmp_path, _gurps(fifo.path))
    try:
        cid = w.doc.encounter.order[1]
        w.open_hit(cid, "torso")
        _check(w.dialog, "hit dialog")
        assert MARK in shown_texts(w.dialog)
        w.dialog.close()
        w.open_attack(cid)
        _check(w.dialog, "attack dialog")
        w.dialog.close()
        w._edit(cid)
        _check(w.dialog, "edit dialog")
        assert hostile(fifo.path, "1") in shown_texts(w.dialog)
        w.dialog.close()
        from tracker.rulesets.gurps.kit.recovery_view import EndCombatDialog

        w.doc.run("cripple", ops.apply_hit, cid, Hit(30, "cut", "arm_right"))
        dlg = EndCombatDialog(w.doc.encounter, w)
        qtbot.addWidget(dlg)
        dlg.show()
        _check(dlg, "end-combat dialog", fifo)
        assert hostile(fifo.path, "1") in shown_texts(dlg)
        dlg.close()
    finally:
        _close(w)


def test_message_boxes_show_file_names_and_errors_literally(qtbot, tmp_path, fifo,
                                                           monkeypatch):
    shown = []

    def capture(box):
        shown.append((box.text(), rendered_markup(box)))
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "exec", capture)
    monkeypatch.setattr(QMessageBox, "open", capture)
    w = _window(qtbot, tmp_path, demo_encounter())
    try:
        bad = tmp_path / "<img src='zero.fifo'>Zero<b>x.ctenc"
        bad.write_text("{not json", encoding="utf-8")
        w.files.open_reporting(str(bad), w)
        w.show_error(hostile(fifo.path))
        w.files.path = str(bad)
        w.files.stamp = (0, 0)  # "changed by another program": the question names the file
        w.files.save(w)
        settle()
        assert len(shown) == 3
        assert all(MARK in text and not problems for text, problems in shown), shown
    finally:
        _close(w)


def test_gcs_import_preview_shows_the_profile_name_literally(qtbot, tmp_path, fifo):
    from tracker.rulesets.gurps.kit.import_dialog import ImportDialog

    data = json.loads((DATA / "Big_Beetle.gcs").read_text(encoding="utf-8"))
    data["profile"]["name"] = hostile(fifo.path, "gcs")
    data["traits"].append({"id": "tX", "name": hostile(fifo.path, "trait"), "levels": 1})
    path = tmp_path / "hostile.gcs"
    path.write_text(json.dumps(data), encoding="utf-8")
    w = _window(qtbot, tmp_path, demo_encounter())
    try:
        dlg = ImportDialog(w.doc, [str(path)], w)
        qtbot.addWidget(dlg)
        dlg.show()
        for row in range(dlg.table.rowCount()):
            dlg._show_details(row)
        _check(dlg, "import preview")
        assert hostile(fifo.path, "gcs") in shown_texts(dlg)
        dlg.accept()
        _check(w, "GM window after the import")
    finally:
        _close(w)


def _coc(fifo_path: str):
    from tracker.rulesets.coc.rules.demo import demo_encounter as coc_demo

    enc = coc_demo()
    enc.name = hostile(fifo_path, "E")
    for i, cid in enumerate(list(enc.combatants)):
        c = enc.combatants[cid]
        c.name = hostile(fifo_path, str(i))
        c.notes = hostile(fifo_path, "note")
        c.visibility.alias = hostile(fifo_path, f"alias{i}")
        c.sheet.weapons = [dataclasses.replace(wpn, name=hostile(fifo_path, f"w{i}{k}"))
                           for k, wpn in enumerate(c.sheet.weapons)]
    ops.set_condition(enc, next(iter(enc.combatants)), hostile(fifo_path, "cond"), True,
                      rounds=2)
    return enc


def test_coc_window_keeper_panel_and_dialogs_show_names_literally(qtbot, tmp_path, fifo):
    enc = _coc(fifo.path)
    from tracker.model.files import dumps_encounter, loads_encounter

    enc = loads_encounter(dumps_encounter(enc))  # what a file holds
    w = _window(qtbot, tmp_path, enc)
    try:
        for cid in list(w.doc.encounter.combatants):
            w.select(cid)
            _check(w, f"CoC window, {cid} selected")
        assert hostile(fifo.path, "0") in shown_texts(w)
        cid = next(iter(w.doc.encounter.combatants))
        w.open_attack(cid)
        if w.dialog is not None:
            _check(w.dialog, "CoC attack dialog")
            assert MARK in shown_texts(w.dialog)
            w.dialog.close()
        w._edit(cid)
        _check(w.dialog, "CoC sheet dialog")
        assert MARK in shown_texts(w.dialog)
        w.dialog.close()
    finally:
        _close(w)


def test_gurps_campaign_docks_show_names_literally(qtbot, tmp_path, fifo):
    """The vampire-hunter modules: checks dock (infection, heat), world dock, campaign
    section, recovery view with an infection row, plot view."""
    from tracker.rulesets.gurps.rules.modules.climate_module import MODULE as CLIMATE
    from tracker.rulesets.gurps.rules.ruleset import GurpsRuleset

    enc = _gurps(fifo.path)
    ops.set_modules(enc, GurpsRuleset.presets["vampire_hunter"][1])
    w = _window(qtbot, tmp_path, enc)
    try:
        doc = w.doc
        first = doc.encounter.order[0]
        _check(w, "campaign window", fifo)
        doc.run("hit", ops.apply_hit, first, Hit(3, "cut", "arm_right"))
        _check(w, "after the cut", fifo)
        panel = w.kit_widget("world")
        panel.celsius_spin.setValue(33)
        panel.season_combo.setCurrentIndex(panel.season_combo.findData("summer"))
        panel.temp_set.click()
        _check(w, "after the temperature", fifo)
        doc.run("time", ops.advance_time, 1)
        _check(w, "after an hour", fifo)
        assert doc.encounter.checks  # something pending in the checks dock
        infection = [k for k in doc.encounter.checks if k.source == "gurps.infection"]
        if infection:
            w.checks_view.enter(infection[0].id, 17)  # festers: an infection row
        _check(w, "after the infection roll", fifo)
        assert CLIMATE is not None
        for cid in list(doc.encounter.order):
            w.select(cid)
            _check(w, f"campaign window, {cid} selected", fifo)
        for view in (w.kit_widget("recovery"), w.plot_view):
            view.show()
            _check(view, type(view).__name__, fifo)
        assert MARK in shown_texts(w.checks_view)
    finally:
        _close(w)


def test_the_keepers_pick_shows_the_name_in_its_question_literally(qtbot, tmp_path, fifo,
                                                                   monkeypatch):
    from PySide6.QtWidgets import QInputDialog

    from tracker.ui.user_text import choose_item

    seen = []

    def exec_(dlg):
        seen.append((rendered_markup(dlg), dlg.labelText()))
        dlg.setTextValue(dlg.comboBoxItems()[1])
        return 1

    monkeypatch.setattr(QInputDialog, "exec", exec_)
    text, ok = choose_item(None, "Help up", f"Who helps {hostile(fifo.path)} up?",
                           [hostile(fifo.path, "a"), hostile(fifo.path, "b")])
    assert ok and text == hostile(fifo.path, "b")
    assert seen and seen[0][0] == [] and MARK in seen[0][1]


def test_a_gcs_body_plan_with_markup_names_is_shown_literally(qtbot, tmp_path, fifo):
    """A custom body plan from a GCS file: its name and its locations' names are user text
    (silhouette tooltips, hit dialog, detail panel, wound lines)."""
    from tracker.rulesets.gurps.rules.gcs import import_file

    data = json.loads((DATA / "Cacodemon.gcs").read_text(encoding="utf-8"))
    body = data["settings"]["body_type"]
    body["name"] = hostile(fifo.path, "plan")
    for i, loc in enumerate(body["locations"]):  # ids of its own: names from the file
        loc["id"] = f"lobe{i}"
        loc["choice_name"] = loc["table_name"] = hostile(fifo.path, f"loc{i}")
    path = tmp_path / "odd.gcs"
    path.write_text(json.dumps(data), encoding="utf-8")
    char = import_file(str(path))
    enc = demo_encounter()
    ops.add_combatant(enc, hostile(fifo.path, "gcs"), "enemy", char.sheet(), mid_fight=False)
    cid = enc.order[-1]
    locations = list(enc.combatants[cid].sheet.plan.by_id)
    ops.apply_hit(enc, cid, Hit(30, "cr", "torso" if "torso" in locations else locations[0]))
    w = _window(qtbot, tmp_path, enc)
    try:
        w.select(cid)
        sil = w.detail.silhouette
        tips = []
        for loc in locations:  # the mouse over each part: its tooltip
            sil._set_hover(loc)
            tips.append(sil.toolTip())
            _check(sil, f"silhouette tooltip of {loc}", fifo)
        # the file's own names are shown (cut to the length a location name may have)
        assert any("<img src=" in tip or "&lt;img src=" in tip for tip in tips), tips
        _check(w, "GM window with a GCS plan", fifo)
        assert MARK in shown_texts(w)
        w.open_hit(cid, locations[0])
        _check(w.dialog, "hit dialog on a GCS plan", fifo)
        w.dialog.close()
    finally:
        _close(w)
