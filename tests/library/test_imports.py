"""Imports straight into the library: GCS files and folders, CCFolia pieces, every combatant
of an encounter file, and the library's own backup; a bad file is refused with its reason
(alone) or named among the warnings (in a folder), and nothing of it is kept."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tracker.model.files import save_encounter
from tracker.model.library import LibraryError
from tracker.model.library.files import export, import_path
from tracker.model.ruleset import get_ruleset

GCS = Path(__file__).resolve().parents[1] / "data" / "gcs"
PIECE = {"kind": "character", "data": {
    "name": "佐藤 記者",
    "status": [{"label": "HP", "value": 13, "max": 13}, {"label": "MP", "value": 12, "max": 12},
               {"label": "SAN", "value": 60, "max": 99}],
    "params": [{"label": k, "value": v} for k, v in (
        ("STR", "13"), ("CON", "12"), ("POW", "12"), ("DEX", "14"), ("APP", "10"),
        ("SIZ", "13"), ("INT", "15"), ("EDU", "16"), ("DB", "+1d4"))],
    "memo": "新聞記者",
    "commands": "CCB<=75 【目星】\nCCB<=58 【回避】"}}


def test_a_gcs_file_becomes_a_gurps_entry_with_its_source(lib):
    (e,), warnings = import_path(lib, str(GCS / "Giant_Spider.gcs"), ["spider"])
    assert (e.ruleset, e.name, e.tags) == ("gurps", "Giant Spider", ["spider"])
    assert e.sheet["max_hp"] == 17 and e.sheet["body"] == "arachnoid"
    assert e.source == {"kind": "gcs", "file": "Giant_Spider.gcs"}
    assert warnings == []
    assert [x.name for x in lib.search("spider")[0]] == ["Giant Spider"]


def test_a_folder_imports_every_file_and_names_the_ones_it_could_not(lib, tmp_path):
    folder = tmp_path / "foes"
    (folder / "deep").mkdir(parents=True)
    for name in ("Giant_Spider.gcs", "Aboleth.gcs"):
        shutil.copy(GCS / name, folder / name)
    shutil.copy(GCS / "Big_Beetle.gcs", folder / "deep" / "Big_Beetle.gcs")
    (folder / "broken.gcs").write_text("{not json", encoding="utf-8")
    (folder / "readme.md").write_text("not for the library", encoding="utf-8")
    entries, warnings = import_path(lib, str(folder))
    assert [e.name for e in entries] == ["Aboleth", "Giant Spider", "Big Beetle"]
    assert any(w.startswith("broken.gcs: not imported:") for w in warnings)
    assert any(w.startswith("Aboleth.gcs:") for w in warnings)  # what GCS could not give
    assert lib.count() == 3


def test_a_ccfolia_piece_becomes_a_coc_entry(lib, tmp_path):
    path = tmp_path / "sato.json"
    path.write_text(json.dumps(PIECE, ensure_ascii=False), encoding="utf-8")
    (e,), _ = import_path(lib, str(path), ["探索者"])
    assert (e.ruleset, e.name, e.notes, e.source["kind"]) == ("coc", "佐藤 記者", "新聞記者",
                                                              "ccfolia")
    assert (e.sheet["hp"], e.sheet["san"], e.sheet["skills"]["spot_hidden"]) == (13, 60, 75)
    assert [x.name for x in lib.search("記者")[0]] == ["佐藤 記者"]


def test_every_combatant_of_an_encounter_file_as_prepared(lib, tmp_path):
    enc = get_ruleset("coc").demo_encounter("ja")
    ghoul = next(c for c in enc.ordered() if c.name == "グール")
    ghoul.sheet.hp = 1  # hurt in the saved fight (HP 13 of 13 before)
    path = tmp_path / "洋館.ctenc"
    save_encounter(enc, path)
    entries, _ = import_path(lib, str(path), ["洋館"])
    assert [e.name for e in entries] == ["朝倉 美咲", "教団員", "グール", "白石 玲子", "黒田 剛"]
    # the library keeps the foe as prepared: its fresh sheet, HP 13 again
    assert next(e for e in entries if e.name == "グール").sheet["hp"] == 13
    assert all(e.source["kind"] == "encounter" and e.tags == ["洋館"] for e in entries)


def test_a_bad_single_file_is_refused_with_the_reason_and_nothing_kept(lib, tmp_path):
    bad = tmp_path / "x.gcs"
    bad.write_text("[1, 2]", encoding="utf-8")
    with pytest.raises(LibraryError) as err:
        import_path(lib, str(bad))
    assert "x.gcs" in str(err.value)
    with pytest.raises(LibraryError, match="not a file the library imports"):
        import_path(lib, str(tmp_path / "notes.docx"))
    assert lib.count() == 0


def test_the_backup_holds_every_entry_and_restores_into_an_empty_library(lib, tmp_path):
    from tracker.model.library import open_library

    lib.add("coc", "吸血鬼の花嫁", {}, ["ボス"], "古城", persistent=True)
    lib.add("gurps", "Ghoul", {"max_hp": 14}, ["undead"])
    path = tmp_path / "backup.json"
    assert export(lib, str(path)) == 2
    with open_library(str(tmp_path / "new.sqlite3")) as other:
        entries, warnings = import_path(other, str(path))
        assert [(e.name, e.tags, e.persistent) for e in entries] == [
            ("吸血鬼の花嫁", ["ボス"], True), ("Ghoul", ["undead"], False)]
        assert warnings == []
        # the same backup again: nothing is doubled
        again, warnings = import_path(other, str(path))
        assert again == [] and len(warnings) == 2 and other.count() == 2
