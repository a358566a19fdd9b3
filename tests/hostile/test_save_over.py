"""Saving over a file someone else changed asks first and offers Save As; saving over a
symbolic link writes through to its target (issue #23, 8)."""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QFileDialog, QMessageBox

from tracker.model import operations as ops
from tracker.model.files import load_encounter, save_encounter
from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.rulesets.gurps.rules.resolver import Hit
from tracker.ui import i18n
from tracker.ui.document import EncounterDocument
from tracker.ui.main_window import MainWindow


@pytest.fixture
def window(qtbot, tmp_path):
    i18n.install("en")
    w = MainWindow(EncounterDocument(demo_encounter()),
                   QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    yield w
    w.doc.undo_stack.setClean()
    w.close()
    w.deleteLater()


def _hit(w):
    w.doc.run("hit", ops.apply_hit, w.doc.encounter.order[1], Hit(6, "cr", "torso"))


def _other_program_writes(path, name="Changed elsewhere"):
    enc = demo_encounter()
    enc.name = name
    save_encounter(enc, path)
    st = os.stat(path)
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 5_000_000_000))  # a later time


def _answer(monkeypatch, button, asked):
    def exec_(box):
        asked.append((box.objectName(), box.text()))
        return button
    monkeypatch.setattr(QMessageBox, "exec", exec_)


def test_unchanged_file_saves_without_asking(window, tmp_path, monkeypatch):
    path = tmp_path / "fight.ctenc"
    window.files.save_to(str(path))
    _hit(window)
    asked = []
    _answer(monkeypatch, QMessageBox.StandardButton.Cancel, asked)
    assert window.files.save(window) is True
    assert not asked
    assert load_encounter(path).to_dict() == window.doc.encounter.to_dict()


@pytest.mark.parametrize("opened", [True, False])
def test_a_file_changed_elsewhere_asks_and_cancel_keeps_it(window, tmp_path, monkeypatch,
                                                            opened):
    path = tmp_path / "fight.ctenc"
    if opened:
        save_encounter(demo_encounter(), path)
        window.files.open_path(str(path))
    else:
        window.files.save_to(str(path))
    _hit(window)
    _other_program_writes(path)
    asked = []
    _answer(monkeypatch, QMessageBox.StandardButton.Cancel, asked)
    assert window.files.save(window) is False
    assert [a[0] for a in asked] == ["changedBox"] and "fight.ctenc" in asked[0][1]
    assert load_encounter(path).name == "Changed elsewhere"  # their changes are kept
    assert window.files.dirty


def test_overwrite_replaces_and_remembers_the_new_state(window, tmp_path, monkeypatch):
    path = tmp_path / "fight.ctenc"
    window.files.save_to(str(path))
    _hit(window)
    _other_program_writes(path)
    asked = []
    _answer(monkeypatch, QMessageBox.StandardButton.Save, asked)
    assert window.files.save(window) is True
    assert load_encounter(path).to_dict() == window.doc.encounter.to_dict()
    _hit(window)
    asked.clear()
    assert window.files.save(window) is True and not asked  # our own save is not "changed"


def test_save_as_is_offered(window, tmp_path, monkeypatch):
    path = tmp_path / "fight.ctenc"
    other = tmp_path / "mine.ctenc"
    window.files.save_to(str(path))
    _hit(window)
    _other_program_writes(path)
    _answer(monkeypatch, QMessageBox.StandardButton.SaveAll, [])
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(other), ""))
    assert window.files.save(window) is True
    assert load_encounter(path).name == "Changed elsewhere"
    assert load_encounter(other).to_dict() == window.doc.encounter.to_dict()
    assert window.files.path == str(other)


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no symbolic links")
def test_saving_over_a_symlink_writes_through_to_its_target(window, tmp_path):
    real_dir = tmp_path / "campaign"
    real_dir.mkdir()
    target = real_dir / "fight.ctenc"
    save_encounter(demo_encounter(), target)
    link = tmp_path / "current.ctenc"
    link.symlink_to(target)
    window.files.open_path(str(link))
    _hit(window)
    window.files.save(window)
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert load_encounter(target).to_dict() == window.doc.encounter.to_dict()
    assert sorted(p.name for p in real_dir.iterdir()) == ["fight.ctenc"]  # no temp left
