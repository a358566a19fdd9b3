"""``python -m tracker library``: every op of the contract on a real file, its usage, and a
library it refuses to open (the command stops before reading a request)."""

from __future__ import annotations

import io
import json

from tracker.__main__ import main as tracker_main
from tracker.cli.library import main


def run(path, lines):
    out, err = io.StringIO(), io.StringIO()
    status = main(["--db", str(path)], out=out, err=err,
                  inp=[json.dumps(x, ensure_ascii=False) + "\n" for x in lines])
    return status, [json.loads(x) for x in out.getvalue().splitlines()], err.getvalue()


def test_every_op_answers_as_the_contract_says(tmp_path):
    path = tmp_path / "lib.sqlite3"
    backup = tmp_path / "backup.json"
    status, a, _ = run(path, [
        {"op": "add", "ruleset": "coc", "name": "吸血鬼の花嫁", "sheet": {"pow": 16},
         "tags": ["ボス"], "notes": "古城", "persistent": False},
        {"op": "add", "ruleset": "gurps", "name": "Ghoul", "sheet": {"max_hp": 14},
         "tags": ["undead"]},
        {"op": "search", "query": "吸血"},
        {"op": "search", "query": "", "ruleset": "gurps", "tags": ["undead"], "limit": 5},
        {"op": "update", "id": 2, "notes": "hungry", "persistent": True},
        {"op": "get", "id": 2},
        {"op": "export", "file": str(backup)},
        {"op": "remove", "id": 1},
        {"op": "search"},
        {"op": "import", "file": str(backup), "tags": []},
        {"op": "get", "id": 1},
        {"op": "update", "id": 2},
        {"op": "add", "ruleset": "gurps", "name": "Bad", "sheet": {"max_hp": 0}},
        {"op": "fly"},
    ])
    assert status == 1  # the last three were refused
    bride = a[0]["entry"]
    assert set(bride) == {"id", "ruleset", "name", "sheet", "tags", "notes", "persistent",
                          "source", "state", "updated"}
    assert (bride["id"], bride["sheet"]["pow"], bride["state"]) == (1, 16, None)
    assert [e["name"] for e in a[2]["entries"]] == ["吸血鬼の花嫁"] and a[2]["total"] == 1
    assert [e["name"] for e in a[3]["entries"]] == ["Ghoul"]
    assert a[4]["entry"]["notes"] == "hungry" and a[5]["entry"]["persistent"] is True
    assert a[6] == {"ok": True, "count": 2}
    assert a[7] == {"ok": True} and a[8]["total"] == 1
    # the backup brings back the removed entry, and keeps the one still there
    assert [e["name"] for e in a[9]["entries"]] == ["吸血鬼の花嫁"] and len(a[9]["warnings"]) == 1
    assert a[10]["error"] == "no library entry 1"  # restored under a new id
    assert "nothing to update" in a[11]["error"]
    assert a[12]["error"].startswith("sheet.max_hp:") and a[12]["code"] == "bad_entry"
    assert "'op' must be one of" in a[13]["error"]


def test_the_command_is_in_the_usage_and_refuses_a_bad_library_before_reading(tmp_path,
                                                                              capsys):
    assert tracker_main(["--help"]) == 0
    assert "library [--db PATH]" in capsys.readouterr().out
    bad = tmp_path / "bad.sqlite3"
    bad.write_bytes(b"not a database at all" * 10)
    status, answers, err = run(bad, [{"op": "search"}])
    assert status == 2 and answers == [] and "not an SQLite database" in err
    assert bad.read_bytes() == b"not a database at all" * 10
    out, err = io.StringIO(), io.StringIO()
    assert main(["--db"], out=out, err=err, inp=[]) == 2 and "needs a path" in err.getvalue()
    assert main(["--frobnicate"], out=out, err=err, inp=[]) == 2
