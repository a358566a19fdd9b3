"""The log, plot, recovery and checks docks over an EncounterDocument."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QAbstractItemModelTester, QTest
from PySide6.QtWidgets import QLabel

from tracker.model import operations
from tracker.model.encounter import Change, Encounter
from tracker.model.log import LOG_TEMPLATES, LogEntry
from tracker.rulesets.gurps.kit import texts as gurps_texts
from tracker.rulesets.gurps.kit.recovery_view import EndCombatDialog, RecoveryView
from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.rulesets.gurps.rules.resolver import Hit
from tracker.rulesets.gurps.rules.sheet import GurpsSheet
from tracker.ui import log_text
from tracker.ui.checks_view import ChecksView, target_text
from tracker.ui.document import EncounterDocument
from tracker.ui.log_text import render_entry, render_explain
from tracker.ui.log_view import EntryRole, LogView
from tracker.ui.plot_view import PlotView, fp_series, hp_series, series, step_xy

AIKO = "c1"  # max HP 12, HT 12, humanoid
WOLF = "c3"  # quadruped


@pytest.fixture
def doc(qtbot):
    return EncounterDocument(demo_encounter())


def _next_round(doc: EncounterDocument) -> None:
    start = doc.encounter.round
    while doc.encounter.round == start:
        doc.run("next", operations.next_turn)


# -- log text ---------------------------------------------------------------------------------


def test_translate_noop_block_matches_log_templates():
    from tracker.model.log import CORE_TEMPLATES
    from tracker.model.words import raw
    from tracker.rulesets.gurps.rules.modules.texts import LOG_TEMPLATES as CAMPAIGN_LOG
    from tracker.rulesets.gurps.rules.texts import LOG_TEMPLATES as GURPS_LOG

    # the core's here; each ruleset words its own in its words files (GURPS and its campaign
    # modules: tracker/rulesets/gurps/words_*.json; CoC's checked in
    # tests/ui/coc/test_coc_window.py)
    assert list(log_text.LOG_TEMPLATE_SOURCES) == list(CORE_TEMPLATES.values())
    ours = {**GURPS_LOG, **CAMPAIGN_LOG}
    assert raw("gurps", "en")["log"] == ours
    assert set(json.loads((Path(gurps_texts.__file__).parents[1] / "words_ja.json").read_text(
        "utf-8"))["log"]) == set(ours)
    assert set(ours.values()) | set(CORE_TEMPLATES.values()) <= set(LOG_TEMPLATES.values())
    source = open(log_text.__file__, encoding="utf-8").read()
    for template in CORE_TEMPLATES.values():
        assert f'QT_TRANSLATE_NOOP("Log", "{template}")' in source, template
    for english in log_text.RESULT_NAMES.values():
        assert f'QT_TRANSLATE_NOOP("Log", "{english}")' in source
    source = open(gurps_texts.__file__, encoding="utf-8").read()
    for english in gurps_texts.TIMER_KIND_NAMES.values():
        assert f'QT_TRANSLATE_NOOP("Log", "{english}")' in source


def test_render_entry_names_locations_conditions_and_checks(doc):
    doc.run("hit", operations.apply_hit, AIKO, Hit(8, "cr", "arm_right"))
    hit = doc.encounter.log[-1]
    text = render_entry(hit, doc.encounter)
    assert text.startswith("Aiko: 8 cr to Right arm")
    assert "HP 12 → 5" in text
    explain = render_explain(hit, doc.encounter)
    assert explain and all(isinstance(s, str) and s for s in explain)
    assert not any("arm_right" in s for s in explain)
    chk = doc.encounter.checks[0]
    doc.run("check", operations.resolve_check, chk.id, 18)
    lines = [render_entry(e, doc.encounter) for e in doc.encounter.log]
    assert "Aiko: knockdown roll 18 vs 12 — critical failure." in lines
    assert "Aiko: Stunned." in lines  # the condition as the GURPS words file names it
    # an unknown key or broken args never raise
    odd = LogEntry(99, 1, "no_such_key", {"a": 1})
    assert "no_such_key" in render_entry(odd, doc.encounter)
    broken = LogEntry(100, 1, "hit", {"name": "X"}, AIKO)
    assert isinstance(render_entry(broken, doc.encounter), str)


# -- log view ---------------------------------------------------------------------------------


def test_log_view_appends_undoes_filters_and_copies(doc, qtbot):
    view = LogView(doc)
    qtbot.addWidget(view)
    tester = QAbstractItemModelTester(view.model(),
                                      QAbstractItemModelTester.FailureReportingMode.Fatal)
    before = view.proxy.rowCount()
    doc.run("hit", operations.apply_hit, AIKO, Hit(10, "cut", "torso"))
    assert view.proxy.rowCount() > before
    texts = [view.proxy.index(r, 0).data() for r in range(view.proxy.rowCount())]
    hit_rows = [t for t in texts if "Aiko" in t and "cut" in t]
    assert hit_rows
    # the explain trace is the tooltip of the hit entry
    row = next(r for r in range(view.model().rowCount()) if view.model().entry(r).key == "hit")
    idx = view.model().index(row, 0)
    assert "[G9] Major wound" in idx.data(Qt.ItemDataRole.ToolTipRole)

    doc.undo_stack.undo()
    assert view.proxy.rowCount() == before
    doc.undo_stack.redo()
    doc.run("hit", operations.apply_hit, WOLF, Hit(6, "imp", "torso"))
    total = view.proxy.rowCount()

    view.set_filter(WOLF)
    rows = [view.proxy.index(r, 0).data() for r in range(view.proxy.rowCount())]
    assert 0 < len(rows) < total
    assert all("Dire wolf" in r for r in rows)
    assert view.filter_combo.currentText() == "Dire wolf"

    view.copy_visible()
    copied = QGuiApplication.clipboard().text()
    assert "Dire wolf" in copied and "Aiko" not in copied
    assert "Effective DR" in copied or "DR" in copied  # explain lines included
    view.set_filter(None)
    view.copy_visible()
    assert "Aiko" in QGuiApplication.clipboard().text()
    assert view.proxy.rowCount() == total
    del tester  # kept alive to here: it checked every change above


def test_log_view_marks_hidden_entries_and_resets(doc, qtbot):
    view = LogView(doc)
    qtbot.addWidget(view)
    doc.encounter.add_log("dice", AIKO, hidden=True, name="Aiko", expr="3d", total=10,
                          faces="3 3 4")
    doc.encounter.notify(Change(None))  # as a ruleset-made hidden roll would
    last = view.proxy.index(view.proxy.rowCount() - 1, 0)
    assert "[hidden]" in last.data()
    assert last.data(Qt.ItemDataRole.FontRole).italic()
    doc.set_encounter(Encounter())
    assert view.proxy.rowCount() == 0
    assert view.filter_combo.count() == 1  # only "All combatants"


def test_log_view_follows_new_entries_only_at_the_bottom(doc, qtbot):
    view = LogView(doc)
    qtbot.addWidget(view)
    view.resize(400, 200)
    view.show()
    for _ in range(4):
        _next_round(doc)
    bar = view.list.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum())
    doc.run("hit", operations.apply_hit, AIKO, Hit(3, "cr", "torso"))
    qtbot.waitUntil(lambda: bar.value() == bar.maximum())
    last = view.proxy.index(view.proxy.rowCount() - 1, 0)
    assert view.list.viewport().rect().intersects(view.list.visualRect(last))
    bar.setValue(0)  # the GM scrolled up to read: stay there
    doc.run("hit", operations.apply_hit, AIKO, Hit(3, "cr", "torso"))
    qtbot.wait(20)
    assert bar.value() == 0


def test_details_pane_shows_the_explain_trace(doc, qtbot):
    view = LogView(doc)
    qtbot.addWidget(view)
    view.resize(500, 300)
    view.show()
    doc.run("hit", operations.apply_hit, AIKO, Hit(10, "cut", "torso"))
    assert not view.details.isVisible()
    view.details_button.setChecked(True)
    assert view.details.isVisible()
    assert "[G9] Major wound" in view.details.toPlainText()  # the latest hit
    doc.run("hit", operations.apply_hit, WOLF, Hit(6, "imp", "torso"))
    assert view.details.toPlainText().startswith("Dire wolf")
    # double-click (a press first, as a real mouse) picks an entry
    row = next(r for r in range(view.proxy.rowCount())
               if view.proxy.index(r, 0).data(EntryRole).combatant == AIKO
               and view.proxy.index(r, 0).data(EntryRole).key == "hit")
    idx = view.proxy.index(row, 0)
    view.details_button.setChecked(False)
    qtbot.waitUntil(lambda: view.list.visualRect(idx).isValid())
    pos = view.list.visualRect(idx).center()
    for click in (QTest.mouseClick, QTest.mouseDClick):
        click(view.list.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
              pos)
    assert view.details_button.isChecked()
    assert view.details.toPlainText().startswith("Aiko")
    # Enter on a row without a trace: empty pane (placeholder)
    view.list.setCurrentIndex(view.proxy.index(0, 0))
    QTest.keyClick(view.list, Qt.Key.Key_Return)
    assert view.details.toPlainText() == ""


def test_filter_falls_back_to_all_when_the_combatant_leaves(doc, qtbot):
    view = LogView(doc)
    qtbot.addWidget(view)
    view.set_filter(WOLF)
    doc.run("remove", operations.remove_combatant, WOLF)
    assert view.proxy.combatant is None
    assert view.filter_combo.currentIndex() == 0


# -- plot -------------------------------------------------------------------------------------


def test_hp_series_after_hits_in_two_rounds(doc):
    doc.run("hit", operations.apply_hit, AIKO, Hit(5, "cr", "torso"))  # DR 4: 1 injury
    _next_round(doc)
    assert doc.encounter.round == 2
    doc.run("hit", operations.apply_hit, AIKO, Hit(7, "cr", "arm_left"))  # no DR: 7
    hp = hp_series(doc.encounter)
    assert hp[AIKO] == [(1, 12), (1, 11), (2, 4)]
    assert doc.encounter.get(AIKO).sheet.hp == 4
    assert hp[WOLF] == [(1, 14)]
    assert fp_series(doc.encounter)[AIKO] == [(1, 12)]
    xs, ys = step_xy(hp[AIKO], 3)
    assert ys[0] == 12 and ys[-1] == 4 and xs[-1] == 3
    assert xs == sorted(xs)


def test_series_fatigue_heal_and_relative_hp_loss(doc):
    enc = doc.encounter
    octo = "c5"  # HP 16, FP 12, DR 0
    doc.run("fat", operations.apply_hit, octo, Hit(5, "fat"))
    doc.run("fat", operations.apply_hit, octo, Hit(10, "fat"))  # FP 7 -> -3: 3 HP too
    hp, fp = series(enc)
    assert fp[octo] == [(1, 12), (1, 7), (1, -3)]
    assert hp[octo] == [(1, 16), (1, 13)]
    assert enc.get(octo).sheet.hp == 13
    doc.run("end", operations.end_combat)
    doc.run("time", operations.advance_time, 48, heal_rolls={octo: [3, 3]})
    hp, fp = series(enc)
    assert hp[octo][-2:] == [(1, 14), (1, 15)]
    assert fp[octo][-1] == (1, enc.get(octo).sheet.fp)  # rest: no log entry, current value


def test_plot_view_draws_each_combatant(doc, qtbot):
    view = PlotView(doc)
    qtbot.addWidget(view)
    doc.run("hit", operations.apply_hit, AIKO, Hit(10, "cut", "torso"))
    view.refresh()
    assert set(view._hp_items) == set(doc.encounter.combatants)
    x, y = view._hp_items[AIKO].getData()
    assert y[-1] == doc.encounter.get(AIKO).sheet.hp
    assert view.ref_combo.currentData() == doc.encounter.order[0]
    view.set_reference(WOLF)
    assert view.reference_values() == (14 / 3, 0.0, -14.0)
    doc.run("remove", operations.remove_combatant, WOLF)
    view.refresh()
    assert WOLF not in view._hp_items
    assert view.ref_combo.currentData() == doc.encounter.order[0]


def test_plot_is_quick_with_200_combatants_and_10000_entries(qtbot):
    enc = Encounter()
    for i in range(200):
        operations.add_combatant(enc, f"Orc {i}", "enemy", GurpsSheet(max_hp=12),
                                 mid_fight=False)
    ids = list(enc.combatants)
    for n in range(10_000):
        cid = ids[n % 200]
        hp = 12 - (n // 200) % 20
        enc.round = 1 + n // 400
        enc.add_log("hit", cid, name=cid, damage=1, type="cr", location="torso", injury=1,
                    hp_before=hp, hp_after=hp - 1)
    t0 = time.perf_counter()
    hp, _fp = series(enc)
    assert time.perf_counter() - t0 < 0.5
    assert len(hp) == 200 and len(hp[ids[0]]) > 40
    doc = EncounterDocument(enc)
    view = PlotView(doc)
    qtbot.addWidget(view)
    t0 = time.perf_counter()
    view.refresh()
    assert time.perf_counter() - t0 < 3.0


# -- recovery ---------------------------------------------------------------------------------


def test_recovery_view_after_end_combat_and_advance_time(doc, qtbot):
    view = RecoveryView(doc)
    qtbot.addWidget(view)
    tester = QAbstractItemModelTester(view.model(),
                                      QAbstractItemModelTester.FailureReportingMode.Fatal)
    doc.run("hit", operations.apply_hit, AIKO, Hit(8, "cr", "arm_right"))  # crippled
    assert view.model().rowCount() == 0
    assert view.end_button.isEnabled()
    view.end_combat(rolls={(AIKO, "arm_right"): 14}, months={(AIKO, "arm_right"): 2})
    m = view.model()
    assert m.rowCount() == 1
    cells = [m.index(0, c).data() for c in range(m.columnCount())]
    assert cells[0] == "Aiko"
    assert cells[1] == "Right arm"
    assert cells[2] == "lasting"
    assert cells[3] == "60 days"
    assert cells[4] == "TL3"
    assert not view.end_button.isEnabled()
    # G7 failed (14 > HT), not critical: lasting, the months and their die in the log
    assert any(e.key == "duration_lasting" and e.args["roll"] == 14
               and (e.args["die"], e.args["months"]) == (2, 2) for e in doc.encounter.log)

    view.unit.setCurrentIndex(view.unit.findData(24 * 60))  # days, in minutes
    view.amount.setValue(3)
    view.advance_button.click()
    assert m.index(0, 3).data() == "57 days"
    assert doc.encounter.calendar.day == 4
    assert "Day 4" in view.calendar_label.text()
    doc.undo_stack.undo()
    assert m.index(0, 3).data() == "60 days"
    doc.undo_stack.undo()
    assert m.rowCount() == 0
    del tester  # kept alive to here: it checked every change above


def test_end_combat_dialog_collects_rolls(doc, qtbot):
    doc.run("hit", operations.apply_hit, AIKO, Hit(8, "cr", "arm_right"))
    dlg = EndCombatDialog(doc.encounter)
    qtbot.addWidget(dlg)
    assert dlg.rolls() == {}  # all "roll for me"
    dlg.roll_spins[(AIKO, "arm_right")].setValue(5)
    dlg.month_spins[(AIKO, "arm_right")].setValue(4)
    assert dlg.rolls() == {(AIKO, "arm_right"): 5}
    assert dlg.months() == {(AIKO, "arm_right"): 4}


def test_recovery_temporary_and_permanent_texts(doc, qtbot):
    view = RecoveryView(doc)
    qtbot.addWidget(view)
    doc.run("hit", operations.apply_hit, AIKO, Hit(8, "cr", "arm_right"))
    doc.run("hit", operations.apply_hit, AIKO, Hit(3, "cr", "arm_left"))
    doc.run("hit", operations.apply_hit, WOLF, Hit(8, "cr", "torso"))
    view.end_combat(rolls={(AIKO, "arm_right"): 3}, ask=False)
    assert view.model().index(0, 2).data() == "temporary"
    assert view.model().index(0, 3).data() == "until HP full"


# -- checks -----------------------------------------------------------------------------------


def test_target_text():
    assert target_text(12, -10, 2, "HT") == "HT 12 \u221210 = 2"
    assert target_text(11, 3, 14, "HT") == "HT 11 +3 = 14"
    assert target_text(12, 0, 12, "HT") == "HT 12"


def test_checks_view_enter_and_roll(doc, qtbot):
    view = ChecksView(doc)
    qtbot.addWidget(view)
    view.show()
    assert view.empty_label.isVisible()
    assert view.empty_label.text() == "No checks pending"
    doc.run("hit", operations.apply_hit, AIKO, Hit(10, "cut", "torso"))  # major wound
    assert [c.kind for c in view.checks()] == ["knockdown"]
    chk = view.checks()[0]
    assert not view.empty_label.isVisible()
    # nothing typed yet: the field is empty and Enter submits nothing (no middle value)
    assert view.spins[chk.id].text() == "—" and not view.enter_buttons[chk.id].isEnabled()
    index = doc.undo_stack.index()
    view.enter_buttons[chk.id].click()
    assert doc.undo_stack.index() == index and view.checks()[0].id == chk.id
    view.spins[chk.id].setValue(18)
    assert view.enter_buttons[chk.id].isEnabled()
    view.enter_buttons[chk.id].click()
    aiko = doc.encounter.get(AIKO)
    assert aiko.has("stunned") and aiko.has("unconscious")  # critical failure
    # G14: her waking is on the calendar, shown with its time and nothing to click yet
    wake = view.checks()
    assert [c.kind for c in wake] == ["wake"] and wake[0].id not in view.roll_buttons
    assert not view.confirm_buttons and not view.roll_all_button.isEnabled()
    assert "8:15" in view._body.findChildren(QLabel)[0].text()

    doc.undo_stack.undo()
    assert not doc.encounter.get(AIKO).has("stunned")
    chk = view.checks()[0]
    index = doc.undo_stack.index()
    view.roll_buttons[chk.id].click()
    assert all(c.kind == "wake" for c in view.checks())
    assert doc.undo_stack.index() == index + 1
    assert doc.undo_stack.text(index) == "Aiko: knockdown roll"
    last = doc.encounter.log[-1] if doc.encounter.log[-1].key == "check" else next(
        e for e in reversed(doc.encounter.log) if e.key == "check")
    assert 3 <= last.args["roll"] <= 18


def test_checks_view_shows_modifier(doc, qtbot):
    view = ChecksView(doc)
    qtbot.addWidget(view)
    doc.run("hit", operations.apply_hit, AIKO, Hit(8, "cr", "skull"))
    chk = view.checks()[0]
    assert chk.kind == "knockdown" and chk.modifier == -10
    labels = [w.text() for w in view._body.findChildren(type(view.empty_label))]
    assert any("HT 12 \u221210 = 2" in t for t in labels)
