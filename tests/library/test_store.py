"""The library database on a real file: entries of every ruleset, checked as files are;
search in Japanese and English over names, tags and notes; filters; WAL; migration of an
older schema; refusal of what is not a sound library of ours, which is never written to."""

from __future__ import annotations

import hashlib
import sqlite3

import pytest

from tracker.model.library import SCHEMA_VERSION, Entry, LibraryError, open_library
from tracker.model.library.store import APPLICATION_ID, MIGRATIONS


def names(found):
    return [e.name for e in found[0]]


@pytest.fixture
def stocked(lib):
    lib.add("coc", "吸血鬼の花嫁", {}, ["吸血鬼", "ボス"], "古城の地下に棲む")
    lib.add("coc", "深きものども", {}, ["神話生物"], "海辺の村")
    lib.add("gurps", "Ghoul", {"max_hp": 14}, ["undead"], "Smells of the grave")
    lib.add("gurps", "グール", {"max_hp": 12}, ["アンデッド"], "")
    lib.add("gurps", "Ghoul Lord", {"max_hp": 20}, ["undead", "boss"], "")
    lib.add("gurps", "Bandit", {"max_hp": 10}, ["human"], "waits by the ghoul's road")
    return lib


@pytest.mark.parametrize(("query", "found"), [
    ("吸血", ["吸血鬼の花嫁"]),  # two characters: shorter than a trigram
    ("花嫁", ["吸血鬼の花嫁"]),
    ("吸血鬼の花", ["吸血鬼の花嫁"]),  # the trigram index
    ("神話", ["深きものども"]),  # a tag
    ("地下", ["吸血鬼の花嫁"]),  # the notes
    ("ぐーる", ["グール"]),  # hiragana finds katakana
    ("ｸﾞｰﾙ", ["グール"]),  # so does half-width katakana
    ("GHOUL", ["Ghoul", "Ghoul Lord", "Bandit"]),  # the name itself, then a name holding it, then notes
    ("lord gho", ["Ghoul Lord"]),  # every word, in any order
    ("grave", ["Ghoul"]),
    ("ｕｎｄｅａｄ", ["Ghoul", "Ghoul Lord"]),  # full-width Latin as typed with an IME
    ("nobody", []),
])
def test_search_finds_any_part_of_a_name_tag_or_note_in_both_languages(stocked, query, found):
    assert names(stocked.search(query)) == found
    assert stocked.search(query)[1] == len(found)


def test_filters_by_ruleset_tag_and_persistence_with_the_total_beyond_the_limit(stocked):
    assert names(stocked.search("", ruleset="coc")) == ["吸血鬼の花嫁", "深きものども"]
    assert names(stocked.search("", tags=["UNDEAD"])) == ["Ghoul", "Ghoul Lord"]
    assert names(stocked.search("", tags=["undead", "boss"])) == ["Ghoul Lord"]
    assert names(stocked.search("gho", ruleset="coc")) == []
    first, total = stocked.search("", ruleset="gurps", limit=2)
    assert len(first) == 2 and total == 4
    stocked.update(3, persistent=True)
    assert names(stocked.search("", persistent=True)) == ["Ghoul"]
    assert stocked.tags() == ["boss", "human", "undead", "アンデッド", "ボス", "吸血鬼", "神話生物"]


def test_an_entry_holds_the_contract_keys_and_the_sheet_with_its_defaults(lib):
    e = lib.add("gurps", " Ogre ", {"max_hp": 20}, ["giant", "giant", " big "], "slow", True)
    d = e.to_dict()
    assert set(d) == {"id", "ruleset", "name", "sheet", "tags", "notes", "persistent",
                      "source", "state", "updated"}
    assert (d["name"], d["tags"], d["persistent"], d["state"]) == ("Ogre", ["giant", "big"],
                                                                  True, None)
    assert d["sheet"]["max_hp"] == 20 and d["sheet"]["hp"] == 20  # absent HP: full
    assert lib.get(e.id).to_dict() == d


@pytest.mark.parametrize(("ruleset", "sheet", "needle"), [
    ("gurps", {"max_hp": 0}, "sheet.max_hp"),
    ("gurps", {"hp": "x"}, "sheet.hp"),
    ("coc", {"str": -4}, "sheet.str"),
    ("coc", {"colour": "red"}, "sheet.colour"),
    ("gurps", [], "'sheet' must be an object"),
])
def test_a_sheet_the_ruleset_refuses_is_refused_with_its_path(lib, ruleset, sheet, needle):
    with pytest.raises(LibraryError) as err:
        lib.add(ruleset, "Bad", sheet)
    assert needle in str(err.value)
    assert lib.count() == 0


def test_unknown_rulesets_and_bad_fields_are_refused(lib):
    with pytest.raises(LibraryError, match="unknown ruleset 'd20'"):
        lib.add("d20", "Orc", {})
    with pytest.raises(LibraryError, match="needs a name"):
        lib.add("gurps", "  ", {})
    with pytest.raises(LibraryError, match="list of words"):
        lib.add("gurps", "Orc", {}, "orc")
    with pytest.raises(LibraryError, match="no library entry 9"):
        lib.get(9)


def test_update_and_remove_keep_the_search_index_in_step(stocked):
    ghoul = stocked.named("ghoul")
    stocked.update(ghoul.id, name="Wight", tags=["barrow"], notes="cold hands")
    assert names(stocked.search("ghoul")) == ["Ghoul Lord", "Bandit"]
    assert names(stocked.search("barrow cold")) == ["Wight"]
    stocked.remove(ghoul.id)
    assert names(stocked.search("wight")) == [] and stocked.tags().count("barrow") == 0
    with pytest.raises(LibraryError):
        stocked.remove(ghoul.id)


def test_the_file_is_a_versioned_wal_database_of_ours(lib):
    db = sqlite3.connect(lib.path)
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert db.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
    db.close()


def test_a_version_1_library_migrates_and_keeps_its_entries(tmp_path):
    path = tmp_path / "old.sqlite3"
    db = sqlite3.connect(path)
    db.executescript(MIGRATIONS[0])
    db.execute("INSERT INTO entries (uid, ruleset, name, sheet, tags, notes, updated) "
               "VALUES ('u1', 'gurps', 'Ghoul', '{\"max_hp\": 14}', '[\"undead\"]', '', 'x')")
    db.execute("INSERT INTO entries_text (rowid, name, tags, notes) VALUES (1, 'ghoul', "
               "'undead', '')")
    db.execute("PRAGMA user_version = 1")
    db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    db.commit()
    db.close()
    with open_library(str(path)) as lib:
        assert names(lib.search("", tags=["undead"])) == ["Ghoul"]  # the tag rows of v2
        assert lib.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION


def _digest(path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_a_file_that_is_no_sqlite_database_is_refused_and_left_as_it_is(tmp_path):
    path = tmp_path / "notes.sqlite3"
    path.write_bytes("吸血鬼のメモ\n".encode() * 50)
    before = _digest(path)
    with pytest.raises(LibraryError) as err:
        open_library(str(path))
    assert err.value.code == "not_sqlite" and "left as it is" in str(err.value)
    assert _digest(path) == before


def test_a_damaged_library_is_refused_and_never_overwritten(tmp_path):
    path = tmp_path / "library.sqlite3"
    with open_library(str(path)) as lib:
        sheet = lib.add("gurps", "Ghoul", {"max_hp": 10}).sheet
        lib.add_many([Entry(0, f"u{i}", "gurps", f"Ghoul {i}", sheet, ["undead"], "x" * 400)
                      for i in range(300)])
        lib.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    raw = bytearray(path.read_bytes())
    page = 4096
    middle = (len(raw) // page // 2) * page
    raw[middle:middle + page] = b"\xa5" * page  # one page of the entries overwritten
    path.write_bytes(bytes(raw))
    before = _digest(path)
    with pytest.raises(LibraryError) as err:
        open_library(str(path))
    assert err.value.code == "corrupt" and "damaged" in str(err.value)
    assert _digest(path) == before


def test_a_newer_library_is_refused_with_the_versions(tmp_path):
    path = tmp_path / "future.sqlite3"
    with open_library(str(path)) as lib:
        lib.add("gurps", "Ghoul", {})
        lib.db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
        lib.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    before = _digest(path)
    with pytest.raises(LibraryError) as err:
        open_library(str(path))
    assert err.value.code == "newer" and f"schema {SCHEMA_VERSION + 1}" in str(err.value)
    assert _digest(path) == before


def test_another_programs_sqlite_file_is_refused(tmp_path):
    path = tmp_path / "other.sqlite3"
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE songs (title TEXT)")
    db.commit()
    db.close()
    before = _digest(path)
    with pytest.raises(LibraryError) as err:
        open_library(str(path))
    assert err.value.code == "other_app"
    assert _digest(path) == before


def test_a_failed_write_leaves_nothing_behind(lib):
    lib.add("gurps", "Ghoul", {})
    with pytest.raises(RuntimeError):
        with lib.write() as db:
            db.execute("DELETE FROM entries")
            raise RuntimeError("power cut in the middle")
    assert names(lib.search("ghoul")) == ["Ghoul"]


def test_a_lock_held_past_the_busy_timeout_is_a_clear_refusal_that_keeps_nothing(lib):
    lib.db.execute("PRAGMA busy_timeout = 200")  # 0.2 s instead of the 30 s a GM waits
    other = sqlite3.connect(lib.path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another process in the middle of its own write
    try:
        with pytest.raises(LibraryError) as err:
            lib.add("gurps", "Wight", {})
        assert err.value.code == "unwritable" and "locked" in str(err.value)
        assert lib.path in str(err.value)
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert lib.count() == 0
    lib.add("gurps", "Wight", {})  # the lock gone, the write goes through
    assert lib.count() == 1
