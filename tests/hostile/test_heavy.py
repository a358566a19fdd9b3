"""Heavy but valid input (issue #23, 10), checked by structure, not by the clock: the card
grid is laid out once however many cards a file brings, the checks dock builds a bounded
number of rows, and snapshots share what an action did not change. The figures themselves
come from ``python -m tracker.ui.bench --heavy``."""

from __future__ import annotations

import os

from PySide6.QtCore import QSettings

from tracker.bench_files import big_encounter
from tracker.model import operations as ops
from tracker.model.checks import PendingCheck
from tracker.model.encounter import Encounter
from tracker.model.files import save_encounter
from tracker.ui import cards as cards_mod
from tracker.ui import i18n
from tracker.ui.document import EncounterDocument
from tracker.ui.main_window import MainWindow


def _window(qtbot, tmp_path, enc=None) -> MainWindow:
    i18n.install("en")
    w = MainWindow(EncounterDocument(enc or Encounter()),
                   QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(w)
    w.resize(1280, 860)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_opening_many_combatants_lays_the_cards_out_a_few_times(qtbot, tmp_path,
                                                                  monkeypatch):
    path = tmp_path / "crowd.ctenc"
    save_encounter(big_encounter(300, 50), path)
    w = _window(qtbot, tmp_path)
    passes = []
    real = cards_mod.FlowLayout._do_layout

    def counted(self, rect, test):
        if not test:
            passes.append(1)
        return real(self, rect, test)

    monkeypatch.setattr(cards_mod.FlowLayout, "_do_layout", counted)
    try:
        w.files.open_path(str(path))
        qtbot.wait(50)
        assert len(w.cards.cards) == 300
        assert all(card.isVisible() for card in w.cards.cards.values())
        assert len(passes) <= 10  # was one pass per card: 300 here, 2,000 took 15 s
    finally:
        w.doc.undo_stack.setClean()
        w.close()


def _with_checks(n: int) -> Encounter:
    enc = big_encounter(20, 10)
    ops.start_combat(enc) if not enc.in_combat else None
    ids = list(enc.combatants)
    for k in range(n):
        enc.checks.append(PendingCheck(enc.next_id("check"), ids[k % len(ids)], "knockdown"))
    return enc


def test_the_checks_dock_lists_a_bounded_number_and_counts_the_rest(qtbot, tmp_path):
    w = _window(qtbot, tmp_path, _with_checks(150))
    try:
        view = w.checks_view
        assert len(view.roll_buttons) == view.MAX_ROWS == 100
        assert view.more_label.isVisible()
        assert "50 more check" in view.more_label.text()
        first = w.doc.encounter.checks[0].id
        view.enter(first, 3)  # one rolled: the next one moves up
        assert len(view.roll_buttons) == 100 and "49 more check" in view.more_label.text()
    finally:
        w.doc.undo_stack.setClean()
        w.close()


def test_a_few_checks_show_no_count(qtbot, tmp_path):
    w = _window(qtbot, tmp_path, _with_checks(3))
    try:
        assert len(w.checks_view.roll_buttons) == 3
        assert not w.checks_view.more_label.isVisible()
    finally:
        w.doc.undo_stack.setClean()
        w.close()


def test_snapshots_share_unchanged_checks_and_dice():
    enc = _with_checks(200)
    first = ops.set_condition(enc, enc.order[0], "blessed", True, rounds=2)
    second = ops.set_condition(enc, enc.order[1], "blessed", True, rounds=2)
    assert first.after.checks is second.before.checks is second.after.checks
    assert first.after.dice_state is second.after.dice_state
    # a changed check gets new data; the others stay shared
    enc.checks[5].modifier = -3
    third = ops.set_condition(enc, enc.order[2], "blessed", True, rounds=2)
    assert third.after.checks is not second.after.checks
    assert third.after.checks[5]["modifier"] == -3
    assert all(a is b for i, (a, b) in enumerate(zip(third.after.checks,
                                                      second.after.checks, strict=True))
               if i != 5)
    # undo still restores exactly
    third.undo(enc)
    assert [c.to_dict() for c in enc.checks] == third.before.checks


def test_the_heavy_bench_runs_small(qtbot, tmp_path):
    from tracker.rulesets.gurps.kit.bench import pending_checks_actions
    from tracker.ui.bench import open_time

    path = tmp_path / "small.ctenc"
    save_encounter(big_encounter(10, 20), path)
    assert 0 < open_time(str(path)) < 60
    pending, ms, kept, _rss = pending_checks_actions(12, 3, os.fspath(tmp_path / "j"))
    assert pending > 0 and ms > 0 and kept >= 0
