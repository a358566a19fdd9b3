"""Issue 39, files: a body-plan location whose ``kind`` or ``part`` is an object or a list
(M5), and a number that overflows to infinity (M6), are refused with their path where files,
sheets and requests are read — never an internal error, never a file that opens and then
cannot be saved."""

from __future__ import annotations

import copy
import io
import json
import subprocess
import sys

import pytest

from tracker.cli.library import main as library_main
from tracker.model import files
from tracker.model.files import FileError, loads_encounter
from tracker.model.session import Session
from tracker.rulesets.gurps.rules.bodyplan import plan_problems
from tracker.rulesets.gurps.rules.demo import demo_encounter

DOC = json.loads(files.dumps_encounter(demo_encounter()))
BODY = "encounter.combatants[0].sheet.body"
#: a custom plan of one location (the smallest the format accepts)
BLOB = {"id": "blob", "name": {"en": "Blob"},
        "locations": [{"id": "torso", "kind": "torso", "name": {"en": "Torso"},
                       "hit_penalty": 0}],
        "table": [{"roll": [3, 18], "location": "torso"}]}


def _plan(key: str, value, *, table: bool = False) -> dict:
    plan = copy.deepcopy(BLOB)
    if table:
        plan["table"][0][key] = value
    else:
        plan["locations"][0][key] = value
    return plan


CASES = [("kind", {"a": 1}, "locations[0].kind"), ("kind", [1], "locations[0].kind"),
         ("part", {"a": 1}, "locations[0].part"), ("part", ["arm"], "locations[0].part"),
         ("side", {"right": 1}, "locations[0].side")]


@pytest.mark.parametrize(("key", "value", "where"), CASES)
def test_an_object_or_a_list_in_a_location_is_a_problem_with_its_path(key, value, where):
    assert [p for p, _ in plan_problems(_plan(key, value))] == [where]


def test_a_list_where_the_table_names_a_location_is_a_problem():
    assert [p for p, _ in plan_problems(_plan("location", ["torso"], table=True))] == [
        "table[0].location"]


def _with_body(plan) -> str:
    doc = copy.deepcopy(DOC)
    doc["encounter"]["combatants"][0]["sheet"]["body"] = plan
    return json.dumps(doc)


@pytest.mark.parametrize(("key", "value", "where"), CASES[:4])
def test_a_file_with_such_a_plan_is_refused_with_the_path(key, value, where):
    with pytest.raises(FileError) as info:
        loads_encounter(_with_body(_plan(key, value)), "odd.ctenc")
    assert [p.path for p in info.value.problems] == [f"{BODY}.{where}"]


def test_check_names_the_path_and_answers_every_file(tmp_path):
    odd = tmp_path / "odd.ctenc"
    odd.write_text(_with_body(_plan("kind", {"a": 1})), encoding="utf-8")
    good = tmp_path / "good.ctenc"
    files.save_encounter(demo_encounter(), good)
    r = subprocess.run([sys.executable, "-m", "tracker", "check", str(odd), str(good)],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 1 and "Traceback" not in r.stderr
    assert f"{BODY}.locations[0].kind" in r.stdout + r.stderr
    assert str(good) in r.stdout + r.stderr  # the run went on to the next file
    # serve cannot share a file it cannot read: it says why, with the path, and stops
    r = subprocess.run([sys.executable, "-m", "tracker", "serve", str(odd), "--host",
                        "127.0.0.1", "--port", "0"], capture_output=True, text=True,
                       timeout=120)
    assert r.returncode != 0 and "Traceback" not in r.stderr
    assert f"{BODY}.locations[0].kind" in r.stderr


def test_the_session_and_the_library_refuse_such_a_sheet_clearly(tmp_path):
    s = Session()
    assert s.answer({"op": "new", "ruleset": "gurps"})[1]
    ans, good = s.answer({"op": "add", "name": "Blob",
                          "sheet": {"max_hp": 10, "body": _plan("part", ["x"])}})
    assert not good and "internal" not in ans["error"]
    assert "locations[0].part" in ans["error"]
    out = io.StringIO()
    req = {"op": "add", "ruleset": "gurps", "name": "Blob",
           "sheet": {"max_hp": 10, "body": _plan("kind", [1])}}
    library_main(["--db", str(tmp_path / "lib.sqlite3")], out=out, err=io.StringIO(),
                 inp=[json.dumps(req) + "\n"])
    answer = json.loads(out.getvalue())
    assert answer["code"] == "bad_entry" and "locations[0].kind" in answer["error"]


# -- M6: numbers that overflow ------------------------------------------------------------------
def _log_round(text: str) -> str:
    """The demo's file with its first log entry's round written as ``text`` (a log entry's
    arguments take any number, so only the reading can refuse it)."""
    doc = copy.deepcopy(DOC)
    doc["encounter"]["log"][0]["args"]["round"] = 424242
    return json.dumps(doc).replace("424242", text)


@pytest.mark.parametrize("number", ["1e999", "-1e999", "1.5e400"])
def test_a_number_that_overflows_is_refused_with_its_path(number):
    with pytest.raises(FileError) as info:
        loads_encounter(_log_round(number), "big.ctenc")
    assert info.value.code == "file_invalid"
    assert [p.path for p in info.value.problems] == ["encounter.log[0].args.round"]
    assert number in str(info.value) and "big.ctenc" in str(info.value)


def test_a_large_finite_number_still_opens_and_saves(tmp_path):
    enc = loads_encounter(_log_round("1e300"), "fine.ctenc")
    files.save_encounter(enc, tmp_path / "again.ctenc")  # no refusal: it is finite


def test_check_refuses_an_overflowing_number(tmp_path):
    path = tmp_path / "big.ctenc"
    path.write_text(_log_round("1e999"), encoding="utf-8")
    assert [p.path for p in files.check_file(path)] == ["encounter.log[0].args.round"]
