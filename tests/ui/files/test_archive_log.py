"""File → Archive the log…: a long campaign's log would grow past what a file may hold (Save
then refuses), so the GM writes it to a file and empties it, as one undoable step; nothing is
emptied when the file cannot be written, and the refused save says what to do."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from tracker.model import operations as ops
from tracker.model.errors import RulesError
from tracker.model.files import dumps_encounter, io, loads_encounter
from tracker.model.journal import Journal, recover
from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.rulesets.gurps.rules.resolver import Hit


def _played():
    enc = demo_encounter()
    ops.apply_hit(enc, enc.order[1], Hit(7, "cut", "arm_right"))
    ops.next_turn(enc)
    ops.next_turn(enc)
    return enc


def test_clear_log_is_one_undoable_step_that_keeps_everything_else():
    enc = _played()
    before = enc.to_dict()
    seqs = [e.seq for e in enc.log]
    action = ops.clear_log(enc)
    assert enc.log == [] and action.result == len(seqs)
    after = enc.to_dict()
    assert {k: v for k, v in after.items() if k != "log"} == {
        k: v for k, v in before.items() if k != "log"}
    action.undo(enc)
    assert [e.seq for e in enc.log] == seqs and enc.to_dict() == before
    action.redo(enc)
    assert enc.log == []
    ops.next_turn(enc)  # the log goes on numbering after the archived entries
    assert enc.log[0].seq > seqs[-1]
    assert loads_encounter(dumps_encounter(enc)).log[0].seq == enc.log[0].seq
    with pytest.raises(RulesError):
        ops.clear_log(demo_encounter().__class__())  # an encounter with no log yet


def test_the_journal_follows_the_emptied_log_and_its_undo(tmp_path):
    enc = _played()
    journal = Journal(tmp_path)
    journal.start(enc)
    action = ops.clear_log(enc)
    journal.record(enc, action.ids)
    assert recover(tmp_path).log == []
    action.undo(enc)
    journal.record(enc, action.ids)
    assert [e.seq for e in recover(tmp_path).log] == [e.seq for e in enc.log] != []


@pytest.fixture
def win(open_window):
    return open_window(_played())


def _choose(monkeypatch, path, kind="Chat log, GM version (*.html)"):
    seen = []

    def dialog(parent, title, start, filters, *a, **k):
        seen.append(filters)
        return str(path), kind

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(dialog))
    return seen


def test_archive_writes_the_gm_log_then_empties_it_and_undo_brings_it_back(
        win, tmp_path, monkeypatch):
    enc = win.doc.encounter
    hidden = ops.add_combatant(enc, "Hidden lich", "enemy", None, mid_fight=True)
    assert hidden  # its arrival is a log entry the players never see
    entries = len(enc.log)
    filters = _choose(monkeypatch, tmp_path / "campaign-log")
    win.act_archive_log.trigger()
    written = (tmp_path / "campaign-log.html").read_text(encoding="utf-8")
    assert "GM version" in written and "Hidden lich" in written  # everything, not the players'
    assert "players' version" not in filters[0]  # an archive is the whole log
    assert win.doc.encounter.log == [] and win.log_view.model().rowCount() == 0
    assert "emptied" in win.statusBar().currentMessage()
    assert win.files.dirty  # the file on disk still holds the log until saved
    win.doc.undo_stack.undo()
    assert len(win.doc.encounter.log) == entries and win.log_view.model().rowCount() > 0
    win.doc.undo_stack.redo()
    assert win.doc.encounter.log == []


def test_nothing_is_emptied_when_the_archive_cannot_be_written(win, tmp_path, monkeypatch):
    entries = len(win.doc.encounter.log)
    errors = []
    monkeypatch.setattr(win, "show_error", lambda text, *a: errors.append(text))
    _choose(monkeypatch, tmp_path / "no such folder" / "log.html")
    win.act_archive_log.trigger()
    assert errors and "could not be written" in errors[0]
    assert len(win.doc.encounter.log) == entries
    win.act_export_log.trigger()  # Export log… says so too (it raised out of the handler)
    assert len(errors) == 2 and "no such folder" in errors[1]
    _choose(monkeypatch, "")  # cancelled
    win.act_archive_log.trigger()
    assert len(win.doc.encounter.log) == entries


def test_an_empty_log_is_said_so(win, monkeypatch):
    win.doc.run("Archive", ops.clear_log)
    asked = _choose(monkeypatch, "x.html")
    win.act_archive_log.trigger()
    assert asked == [] and "empty" in win.statusBar().currentMessage()


def test_a_save_refused_for_its_size_points_to_the_archive(win, tmp_path, monkeypatch):
    monkeypatch.setattr(io, "MAX_FILE_BYTES", 2000)
    shown = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()) or 0)
    assert win.files._save_reporting(str(tmp_path / "big.ctenc"), win) is False
    entries = len(win.doc.encounter.log)
    assert "NOT saved" in shown[0] and f"holds {entries} entries" in shown[0]
    assert "more than the 0 MB a file may hold" in shown[0]  # in the UI language
    assert "Archive the log" in shown[0]
    win.doc.run("Archive", ops.clear_log)
    monkeypatch.setattr(io, "MAX_FILE_BYTES", 10 ** 8)
    assert win.files._save_reporting(str(tmp_path / "big.ctenc"), win) is True
