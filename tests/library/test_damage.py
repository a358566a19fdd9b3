"""Issue 39, the library: damaged rows ``PRAGMA quick_check`` does not see (L1), a sound
library on a read-only mount (L2), a NUL or a lone surrogate in a search or a name (L3) each
give a clear message, never an internal error; ids are never given again (L4); a GCS file
nested too deeply says so (L6)."""

from __future__ import annotations

import io
import json
import os
import shutil
import sqlite3
import subprocess

import pytest

from tracker.cli.library import main as library_main
from tracker.model.library import SCHEMA_VERSION, LibraryError, open_library
from tracker.model.library.store import APPLICATION_ID, MIGRATIONS
from tracker.rulesets.gurps.rules.gcs import GcsError, import_file


def run(path, lines):
    out, err = io.StringIO(), io.StringIO()
    status = library_main(["--db", str(path)], out=out, err=err,
                          inp=[json.dumps(x) + "\n" for x in lines])
    return status, [json.loads(x) for x in out.getvalue().splitlines()], err.getvalue()


def _stocked(path) -> None:
    with open_library(str(path)) as lib:
        lib.add("gurps", "Ghoul", {"max_hp": 14}, ["undead"])
        lib.add("gurps", "Orc", {"max_hp": 12}, persistent=True)


def _damaged(tmp_path, sql: str):
    path = tmp_path / "lib.sqlite3"
    _stocked(path)
    db = sqlite3.connect(path)
    db.execute(sql)
    db.commit()
    db.close()
    return path


# -- L1 --------------------------------------------------------------------------------------
@pytest.mark.parametrize(("sql", "entry", "column"), [
    ("UPDATE entries SET sheet = '{oops' WHERE id = 1", 1, "sheet: not JSON text"),
    ("UPDATE entries SET sheet = '[1]' WHERE id = 1", 1, "sheet: not a JSON object"),
    ("UPDATE entries SET tags = 'oops' WHERE id = 1", 1, "tags: not JSON text"),
    ("UPDATE entries SET tags = '[1, 2]' WHERE id = 1", 1, "tags: not a list of words"),
    ("UPDATE entries SET source = 'x' WHERE id = 1", 1, "source: not JSON text"),
    ("UPDATE entries SET state = '[' WHERE id = 2", 2, "state: not JSON text"),
    ("UPDATE entries SET name = x'ff00' WHERE id = 1", 1, "name: not text"),
    ("UPDATE entries SET sheet = '{\"max_hp\": 1e999}' WHERE id = 1", 1,
     "sheet: a number that is not finite"),
    ("UPDATE entries SET state = '{\"hp\": NaN}' WHERE id = 2", 2,
     "state: a number that is not finite"),
])
def test_a_damaged_row_is_named_not_an_internal_error(tmp_path, sql, entry, column):
    path = _damaged(tmp_path, sql)
    status, answers, _ = run(path, [{"op": "search"}, {"op": "get", "id": entry},
                                    {"op": "export", "file": str(tmp_path / "b.json")},
                                    {"op": "get", "id": 3 - entry}])
    assert status == 1
    for a in answers[:3]:
        assert a["code"] == "corrupt" and "could not be answered" not in a["error"]
        assert f"library entry {entry} is damaged ({column})" in a["error"]
    assert answers[3]["ok"] is True  # the other entry is still read


def test_a_search_row_of_an_entry_that_is_gone_is_named(tmp_path):
    path = _damaged(tmp_path, "PRAGMA foreign_keys = OFF")
    db = sqlite3.connect(path)  # foreign keys are off by default in a new connection
    db.execute("DELETE FROM entries WHERE id = 1")
    db.commit()
    db.close()
    _status, answers, _ = run(path, [{"op": "search", "query": "ghoul"}])
    assert answers[0]["code"] == "corrupt"
    assert "search rows name entry 1, which is not there" in answers[0]["error"]


def test_the_ui_words_a_damaged_entry_and_a_read_only_library():
    pytest.importorskip("PySide6")
    from tracker.ui.library_window import library_error_text

    exc = LibraryError("corrupt", "/x/lib.sqlite3: library entry 1 is damaged (sheet: not "
                                  "JSON text); the file was left as it is", file="/x/lib.sqlite3")
    text = library_error_text(exc)
    assert "/x/lib.sqlite3" in text and "entry 1 is damaged (sheet" in text
    ro = LibraryError("read_only", "/x/lib.sqlite3: the library is read-only (opened for "
                                   "reading only); nothing was changed", file="/x/lib.sqlite3")
    assert library_error_text(ro).startswith("The library /x/lib.sqlite3 is read-only (its "
                                             "disk or folder cannot be written)")


# -- L2 --------------------------------------------------------------------------------------
@pytest.fixture
def read_only_folder(tmp_path):
    """A folder this process cannot write (a read-only tmpfs mount when running as root,
    which permissions do not stop; else a folder without write permission)."""
    folder = tmp_path / "ro"
    folder.mkdir()
    if os.geteuid() != 0:
        yield folder, lambda: (os.chmod(folder, 0o555))
        os.chmod(folder, 0o755)
        return
    if shutil.which("mount") is None or subprocess.run(
            ["mount", "-t", "tmpfs", "-o", "size=4m", "tmpfs", str(folder)],
            capture_output=True).returncode != 0:
        pytest.skip("running as root without the right to mount a read-only folder")
    try:
        yield folder, lambda: subprocess.run(["mount", "-o", "remount,ro", str(folder)],
                                             check=True)
    finally:
        subprocess.run(["umount", str(folder)], check=False)


def test_a_sound_library_on_a_read_only_disk_opens_for_reading(tmp_path, read_only_folder):
    folder, lock = read_only_folder
    _stocked(tmp_path / "lib.sqlite3")
    shutil.copy(tmp_path / "lib.sqlite3", folder / "lib.sqlite3")
    lock()
    path = folder / "lib.sqlite3"
    before = path.read_bytes()
    with open_library(str(path)) as lib:
        assert lib.read_only
        assert [e.name for e in lib.search("ghoul")[0]] == ["Ghoul"]
        with pytest.raises(LibraryError) as err:
            lib.add("gurps", "Wolf", {"max_hp": 9})
        assert err.value.code == "read_only" and "nothing was changed" in str(err.value)
    status, answers, said = run(path, [{"op": "get", "id": 2},
                                       {"op": "remove", "id": 2}])
    assert "read-only" in said and "opened for reading only" in said
    assert answers[0]["entry"]["name"] == "Orc" and answers[1]["code"] == "read_only"
    assert status == 1 and path.read_bytes() == before
    assert sorted(os.listdir(folder)) == ["lib.sqlite3"]  # no log or lock file beside it


# -- L3 --------------------------------------------------------------------------------------
@pytest.mark.parametrize(("request_", "code", "said"), [
    ({"op": "search", "query": "gh\u0000oul"}, "bad_query", "'query': a NUL character"),
    ({"op": "search", "query": "\ud800"}, "bad_query", "'query': a lone surrogate (U+D800)"),
    ({"op": "search", "tags": ["\udfff"]}, "bad_query", "'tags[0]': a lone surrogate"),
    ({"op": "add", "ruleset": "gurps", "name": "A\u0000B"}, "bad_entry", "'name': a NUL"),
    ({"op": "add", "ruleset": "gurps", "name": "\udc00x"}, "bad_entry", "'name': a lone"),
    ({"op": "update", "id": 1, "notes": "\ud800"}, "bad_entry", "'notes': a lone surrogate"),
    ({"op": "update", "id": 1, "tags": ["a\u0000"]}, "bad_entry", "'tags[0]': a NUL"),
])
def test_a_nul_or_a_lone_surrogate_is_refused_clearly(tmp_path, request_, code, said):
    path = tmp_path / "lib.sqlite3"
    _stocked(path)
    status, answers, _ = run(path, [request_, {"op": "search"}])
    assert status == 1
    assert answers[0]["code"] == code and answers[0]["error"].startswith(said)
    assert answers[1]["total"] == 2  # nothing was added or changed


def test_a_name_taken_by_the_session_is_checked_the_same_way(tmp_path):
    with open_library(str(tmp_path / "lib.sqlite3")) as lib:
        with pytest.raises(LibraryError) as err:
            lib.named("\ud800")
        assert err.value.code == "bad_query"


# -- L4 --------------------------------------------------------------------------------------
def test_the_id_of_a_removed_last_entry_is_never_given_again(tmp_path):
    with open_library(str(tmp_path / "lib.sqlite3")) as lib:
        a = lib.add("gurps", "Ghoul", {"max_hp": 14})
        b = lib.add("gurps", "Orc", {"max_hp": 12})
        lib.remove(b.id)
        c = lib.add("gurps", "Wolf", {"max_hp": 9})
        # ids 1 and 2 given; 2 removed; the next is 3, not 2 again
        assert (a.id, b.id, c.id) == (1, 2, 3)
        lib.remove(c.id)
        lib.remove(a.id)
        assert lib.add("gurps", "Bat", {"max_hp": 3}).id == 4  # empty, still counting on


def test_a_version_2_library_migrates_keeping_ids_tags_and_search(tmp_path):
    path = tmp_path / "v2.sqlite3"
    db = sqlite3.connect(path)
    db.executescript(MIGRATIONS[0] + MIGRATIONS[1])
    for eid, name in ((1, "Ghoul"), (2, "Orc")):
        db.execute("INSERT INTO entries (id, uid, ruleset, name, sheet, tags, notes, updated) "
                   "VALUES (?, ?, 'gurps', ?, '{\"max_hp\": 9}', '[\"undead\"]', '', 'x')",
                   (eid, f"u{eid}", name))
        db.execute("INSERT INTO entries_text (rowid, name, tags, notes) VALUES (?, ?, "
                   "'undead', '')", (eid, name.lower()))
        db.execute("INSERT INTO entry_search VALUES (?, 'gurps', 0, ?, ?)",
                   (eid, name.lower(), name.lower() + "\nundead\n"))
        db.execute("INSERT INTO entry_tags VALUES (?, 'undead', 'undead')", (eid,))
    db.execute("PRAGMA user_version = 2")
    db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    db.commit()
    db.close()
    with open_library(str(path)) as lib:
        assert lib.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 3
        assert lib.db.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
        # the tag and search rows survived the move of the entries to their new table
        assert [e.name for e in lib.search("", tags=["undead"])[0]] == ["Ghoul", "Orc"]
        assert [e.name for e in lib.search("orc")[0]] == ["Orc"]
        assert lib.get(2).sheet["max_hp"] == 9
        lib.remove(2)
        assert lib.add("gurps", "Wolf", {"max_hp": 9}).id == 3  # not 2 again


# -- L6 --------------------------------------------------------------------------------------
def test_a_gcs_file_nested_too_deeply_says_so(tmp_path):
    path = tmp_path / "deep.gcs"
    path.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    with pytest.raises(GcsError) as err:
        import_file(str(path))
    assert err.value.key == "err.too_deep"
    assert str(err.value) == "Not a GCS character file: its JSON is nested too deeply."
    assert "RecursionError" not in str(err.value)
    status, answers, _ = run(tmp_path / "lib.sqlite3", [{"op": "import", "file": str(path)}])
    assert "nested too deeply" in answers[0]["error"] and status == 1
