"""The app says what it is (combat-tracker, not one ruleset's name) in its distribution, its
files and its data folder, and reads what the old name wrote as it is: files, library backups,
the data folder (library and recovery journals) and the settings."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tracker.model import files
from tracker.model.library import open_library
from tracker.model.library.files import backup, export, import_path
from tracker.model.library.place import data_folder
from tracker.model.ruleset import get_ruleset

ROOT = Path(__file__).resolve().parents[2]
OLD = "gurps-combat-tracker"


def test_the_distribution_and_new_files_have_the_neutral_name():
    assert 'name = "combat-tracker"' in (ROOT / "pyproject.toml").read_text("utf-8")
    doc = json.loads(files.dumps_encounter(get_ruleset("gurps").demo_encounter()))
    assert doc["app"] == "combat-tracker"


def test_a_file_of_the_old_name_opens_and_saves_with_the_new(tmp_path):
    doc = json.loads(files.dumps_encounter(get_ruleset("coc").demo_encounter()))
    doc["app"] = OLD
    path = tmp_path / "old.ctenc"
    path.write_text(json.dumps(doc), "utf-8")
    enc = files.load_encounter(str(path))
    assert enc.ruleset_id == "coc" and len(enc.combatants) == len(doc["encounter"]["combatants"])
    files.save_encounter(enc, str(path))
    assert json.loads(path.read_text("utf-8"))["app"] == "combat-tracker"


def test_a_library_backup_of_the_old_name_is_read_whole(tmp_path):
    with open_library(str(tmp_path / "a.sqlite3")) as lib:
        lib.add("gurps", "Ghoul", {"max_hp": 14}, ["undead"], "")
        lib.add("gurps", "Wolf", {"max_hp": 9}, [], "")
        data = backup(lib)
    data["app"] = OLD
    old = tmp_path / "old-backup.json"
    old.write_text(json.dumps(data), "utf-8")
    with open_library(str(tmp_path / "b.sqlite3")) as lib:
        added, warnings = import_path(lib, str(old))
        assert sorted(e.name for e in added) == ["Ghoul", "Wolf"] and warnings == []
        assert export(lib, str(tmp_path / "new.json")) == 2
    assert json.loads((tmp_path / "new.json").read_text("utf-8"))["app"] == "combat-tracker"


def test_the_old_data_folder_moves_whole_to_the_new_one(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setattr(sys, "platform", "linux")
    old = tmp_path / OLD / "combat-tracker"
    (old / "recovery" / "a1").mkdir(parents=True)
    (old / "recovery" / "a1" / "recovery.json").write_text("{}", "utf-8")
    (old / "library.sqlite3").write_bytes(b"library bytes")
    new = Path(data_folder())
    assert new == tmp_path / "combat-tracker" / "combat-tracker"
    assert (new / "library.sqlite3").read_bytes() == b"library bytes"
    assert (new / "recovery" / "a1" / "recovery.json").read_text("utf-8") == "{}"
    assert not (tmp_path / OLD).exists()  # moved, and the old name's empty folder gone
    assert Path(data_folder()) == new  # once


def test_when_both_folders_exist_neither_is_touched(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setattr(sys, "platform", "linux")
    old = tmp_path / OLD / "combat-tracker"
    old.mkdir(parents=True)
    (old / "library.sqlite3").write_bytes(b"old")
    new = tmp_path / "combat-tracker" / "combat-tracker"
    new.mkdir(parents=True)
    assert Path(data_folder()) == new and (old / "library.sqlite3").read_bytes() == b"old"


def test_the_settings_of_the_old_name_are_copied_once_and_kept(tmp_path):
    """In a process of its own: Qt settles where settings live once per process."""
    conf = tmp_path / "config"
    (conf / OLD).mkdir(parents=True)
    (conf / OLD / "Combat Tracker.conf").write_text(
        "[General]\nlanguage=ja\n\n[files]\nrecent=/x/fight.ctenc\n", "utf-8")
    script = ("from tracker.ui.appinfo import app_settings\n"
              "s = app_settings(); print(s.value('language'), s.value('files/recent'))\n")
    env = dict(os.environ, XDG_CONFIG_HOME=str(conf), QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True,
                         text=True, timeout=60, check=True).stdout
    assert out.split() == ["ja", "/x/fight.ctenc"]
    assert "language=ja" in (conf / "combat-tracker" / "Combat Tracker.conf").read_text("utf-8")
    assert (conf / OLD / "Combat Tracker.conf").exists()  # an older copy still reads it
