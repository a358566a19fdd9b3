"""Encounter files: round trips, atomic saves, refusals of bad files, format 0, schema, check."""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tracker.model import files, regular_file
from tracker.model import operations as ops
from tracker.model.calendar import Calendar
from tracker.model.combatant import Combatant, Condition, Visibility
from tracker.model.dice import Dice
from tracker.model.encounter import Encounter
from tracker.model.errors import RulesError, TrackerError
from tracker.model.explain import ExplainLine
from tracker.model.files import (
    FileError,
    Problem,
    check_file,
    dumps_encounter,
    load_encounter,
    loads_encounter,
    save_encounter,
    validate_document,
)
from tracker.model.files import io as files_io
from tracker.model.log import LogEntry
from tracker.rulesets.gurps.rules.bodyplan import body_plans
from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.rulesets.gurps.rules.recovery import RecoveryTimer
from tracker.rulesets.gurps.rules.resolver import TRAITS, Hit
from tracker.rulesets.gurps.rules.sheet import GurpsSheet, Part

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data"


def fought_demo() -> Encounter:
    """The demo after hits, checks, turns, the end of combat and two days."""
    enc = demo_encounter()
    ops.apply_hit(enc, "c1", Hit(14, "cut", "arm_right"))
    ops.apply_hit(enc, "c3", Hit(20, "imp", "random", roll=10, armor_divisor=0.5))
    ops.apply_hit(enc, "c5", Hit(9, "cr", "random", roll=7))
    ops.set_condition(enc, "c2", "blessed", True, rounds=3)
    ops.set_visibility(enc, "c5", shown=False, hp="hidden", alias="Something in the water")
    ops.edit_combatant(enc, "c2", notes="Owes Aiko a drink")
    ops.next_turn(enc)
    for chk in list(enc.checks)[:-1]:
        ops.resolve_check(enc, chk.id, 11)
    ops.roll_dice(enc, "2d+1")
    ops.next_turn(enc)
    if enc.checks:  # keep one pending check in the file
        ops.resolve_check(enc, enc.checks[0].id, 9)
    ops.apply_hit(enc, "c4", Hit(6, "cut", "random", roll=12))
    assert enc.checks, "the scenario should leave a pending check"
    return enc


def issue_15_fields() -> Encounter:
    """The optional fields of issue #15: brainless heads (wounded, with DR), a condition's
    ticks and the wound that caused a fall."""
    enc = demo_encounter()
    ops.edit_combatant(enc, "c4", sheet={"brainless_heads": 2,
                                         "dr": {"torso": 2, "head_extra_2": 1}})
    ops.apply_hit(enc, "c4", Hit(9, "cr", "head_extra_2"))
    ops.apply_hit(enc, "c2", Hit(11, "cr", "leg_left"))  # crippled: falls (cause)
    ops.next_turn(enc)
    return enc


def ended_demo() -> Encounter:
    enc = fought_demo()
    ops.end_combat(enc, rolls={("c1", "arm_right"): 13})
    ops.advance_time(enc, 48)
    return enc


def doc_of(enc: Encounter) -> dict:
    return json.loads(dumps_encounter(enc))


def rolls(enc: Encounter, n: int = 30) -> list[int]:
    return [enc.dice.roll(3) for _ in range(n)] + [enc.dice.die(100) for _ in range(n)]


# ----------------------------------------------------------------------------------------------
# Round trips
# ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("make", [demo_encounter, fought_demo, ended_demo, issue_15_fields])
def test_save_load_round_trip_and_identical_future_rolls(tmp_path, make):
    enc = make()
    path = tmp_path / "fight.json"
    save_encounter(enc, path)
    loaded = load_encounter(path)
    assert loaded.to_dict() == enc.to_dict()
    assert loaded.dice.seed == enc.dice.seed
    # the dice continue exactly where they were
    assert rolls(loaded) == rolls(enc)
    # and so does the fight
    for e in (enc, loaded):
        ops.apply_hit(e, "c2", Hit(8, "cut", "random", roll=9))
        if not e.in_combat:  # turns come with a fight (issue #15)
            ops.start_combat(e)
        ops.next_turn(e)
    assert loaded.to_dict() == enc.to_dict()


def test_file_holds_everything_needed(tmp_path):
    enc = ended_demo()
    text = dumps_encounter(enc)
    doc = json.loads(text)
    assert doc["format_version"] == 2 and doc["app"] == "combat-tracker"
    e = doc["encounter"]
    assert set(e) >= {"ruleset", "options", "combatants", "order", "round", "turn", "in_combat",
                      "calendar", "timers", "checks", "log", "dice", "counters"}
    assert e["timers"] and any(x.get("explain") for x in e["log"])
    state = e["dice"]["state"]
    assert state[0] == 3 and len(state[1]) == 625
    c = next(c for c in e["combatants"] if c["id"] == "c5")
    assert c["visibility"] == {"shown": False, "hp": "hidden", "alias": "Something in the water"}
    assert text.endswith("\n") and "\n      {\"id\": \"c" in text  # one combatant per line


def test_pending_checks_and_conditions_survive(tmp_path):
    enc = fought_demo()
    loaded = loads_encounter(dumps_encounter(enc))
    assert [c.to_dict() for c in loaded.checks] == [c.to_dict() for c in enc.checks]
    assert loaded.combatants["c2"].conditions["blessed"].rounds == 3
    assert loaded.combatants["c2"].notes == "Owes Aiko a drink"


def test_a_step_back_in_the_turns_survives_a_save(tmp_path):
    """After "previous turn" the file keeps how far back the pointer is, so "next turn"
    after loading still does not tick anything twice; files without it load as 0."""
    enc = demo_encounter()
    ops.next_turn(enc)
    ops.next_turn(enc)
    ops.previous_turn(enc)
    path = tmp_path / "f.json"
    save_encounter(enc, path)
    again = load_encounter(path)
    assert again.turns_back == 1 and again.to_dict() == enc.to_dict()
    ops.next_turn(enc)
    save_encounter(enc, path)
    assert "turns_back" not in json.loads(path.read_text(encoding="utf-8"))["encounter"]
    assert load_encounter(path).turns_back == 0


def test_undo_history_is_not_saved_but_state_is(tmp_path):
    enc = demo_encounter()
    h = ops.History(enc)
    h.push(ops.apply_hit(enc, "c1", Hit(5, "cr", "torso")))
    loaded = loads_encounter(dumps_encounter(enc))
    assert loaded.combatants["c1"].sheet.hp == enc.combatants["c1"].sheet.hp


def test_text_outside_ascii_and_lone_surrogates(tmp_path):
    enc = demo_encounter()
    ops.edit_combatant(enc, "c1", name="愛子", notes="メモ ✓")
    path = tmp_path / "ja.json"
    save_encounter(enc, path)
    assert "愛子" in path.read_text(encoding="utf-8")
    assert load_encounter(path).combatants["c1"].name == "愛子"
    # A lone surrogate (from a bad paste) cannot be UTF-8: the file escapes it instead.
    enc.combatants["c2"].notes = "bad \ud800 paste"
    save_encounter(enc, path)
    assert load_encounter(path).combatants["c2"].notes == "bad \ud800 paste"


def test_save_keeps_file_mode(tmp_path):
    path = tmp_path / "f.json"
    path.write_text("old")
    os.chmod(path, 0o640)
    save_encounter(demo_encounter(), path)
    assert (os.stat(path).st_mode & 0o777) == 0o640


# ----------------------------------------------------------------------------------------------
# Hypothesis: random encounters round-trip
# ----------------------------------------------------------------------------------------------
PLAN_IDS = sorted(body_plans())
DAMAGE = ("cr", "cut", "imp", "pi-", "pi", "pi+", "pi++", "burn", "cor", "tox", "fat")
NAMES = st.text(st.characters(blacklist_categories=("Cs", "Cc")), min_size=1,
                max_size=12).filter(lambda s: s.strip())


@st.composite
def sheets(draw):
    plan = body_plans()[draw(st.sampled_from(PLAN_IDS))]
    locs = [loc.id for loc in plan.locations]
    if draw(st.booleans()):
        dr = draw(st.integers(0, 8))
    else:
        dr = draw(st.dictionaries(st.sampled_from(locs), st.integers(0, 10), max_size=6))
    traits = draw(st.lists(st.sampled_from([t for t in TRAITS if t != "no_head"]),
                           max_size=3, unique=True))
    return GurpsSheet(
        max_hp=draw(st.integers(1, 40)), max_fp=draw(st.integers(1, 20)),
        ht=draw(st.integers(1, 16)), dx=draw(st.integers(1, 16)),
        basic_speed=draw(st.sampled_from([0, 4.75, 5, 5.25, 6.5, 7.0])), body=plan.id,
        dr=dr, traits=traits, arms=draw(st.none() | st.integers(0, 6)),
        legs=draw(st.none() | st.integers(0, 8)),
        medical_tl=draw(st.none() | st.integers(0, 12)))


@st.composite
def encounters(draw):
    enc = Encounter(name=draw(NAMES))
    enc.dice.__init__(draw(st.integers(0, 2**40)))
    enc.options["blunt_trauma"] = draw(st.booleans())
    for _ in range(draw(st.integers(1, 5))):
        ops.add_combatant(enc, draw(NAMES), draw(st.sampled_from(["pc", "ally", "enemy",
                                                                  "neutral"])),
                          draw(sheets()))
    for _ in range(draw(st.integers(0, 25))):
        cid = draw(st.sampled_from(enc.order))
        what = draw(st.integers(0, 9))
        try:
            if what <= 4:
                c = enc.combatants[cid]
                locs = [loc.id for loc in c.sheet.plan.locations]
                loc = draw(st.sampled_from(["random"] + locs))
                ops.apply_hit(enc, cid, Hit(
                    draw(st.integers(0, 40)), draw(st.sampled_from(DAMAGE)), loc,
                    roll=draw(st.integers(3, 18)),
                    armor_divisor=draw(st.sampled_from([1, 2, 0.5, 3]))))
            elif what == 5:
                ops.set_condition(enc, cid, draw(NAMES), draw(st.booleans()),
                                  rounds=draw(st.none() | st.integers(1, 5)))
            elif what == 6:
                ops.next_turn(enc)
            elif what == 7 and enc.checks:
                ops.resolve_check(enc, enc.checks[0].id, draw(st.integers(3, 18)))
            elif what == 8:
                ops.set_visibility(enc, cid, shown=draw(st.booleans()),
                                   hp=draw(st.sampled_from(["exact", "band", "hidden"])),
                                   alias=draw(st.text(max_size=5)))
            else:
                ops.edit_combatant(enc, cid, notes=draw(st.text(max_size=20)))
        except RulesError:
            pass
    if draw(st.booleans()):
        ops.end_combat(enc)
        if draw(st.booleans()):
            ops.advance_time(enc, draw(st.integers(1, 24 * 40)))
    return enc


@settings(max_examples=int(os.environ.get("FILES_PROPERTY_EXAMPLES", "60")), deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(encounters())
def test_random_encounters_round_trip(enc):
    text = dumps_encounter(enc)
    assert validate_document(json.loads(text)) == []
    loaded = loads_encounter(text, "random.json")
    assert loaded.to_dict() == enc.to_dict()
    assert rolls(loaded, 5) == rolls(enc, 5)
    assert dumps_encounter(loaded) == dumps_encounter(enc)


# ----------------------------------------------------------------------------------------------
# Atomic saves
# ----------------------------------------------------------------------------------------------
def _leftovers(tmp_path: Path) -> list[str]:
    return sorted(p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp"))


@pytest.mark.parametrize("where", ["replace", "fsync", "write"])
def test_failed_save_keeps_previous_file(tmp_path, monkeypatch, where):
    path = tmp_path / "fight.json"
    save_encounter(demo_encounter(), path)
    before = path.read_bytes()

    def disk_full(*_a, **_k):
        raise OSError(errno.ENOSPC, "No space left on device")

    if where == "replace":
        monkeypatch.setattr(files_io.os, "replace", disk_full)
    elif where == "fsync":
        monkeypatch.setattr(files_io.os, "fsync", disk_full)
    else:
        real_fdopen = os.fdopen

        class Half:
            def __init__(self, f):
                self.f = f

            def __enter__(self):
                return self

            def __exit__(self, *exc):
                self.f.close()

            def write(self, data):
                self.f.write(data[: len(data) // 2])
                raise OSError(errno.ENOSPC, "No space left on device")

        monkeypatch.setattr(files_io.os, "fdopen", lambda fd, mode: Half(real_fdopen(fd, mode)))
    with pytest.raises(FileError) as info:
        save_encounter(ended_demo(), path)
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert _leftovers(tmp_path) == []
    msg = str(info.value)
    assert str(path) in msg and "disk is full" in msg and "unchanged" in msg
    assert isinstance(info.value, TrackerError) and info.value.code == "file_write"


def test_save_into_missing_folder(tmp_path):
    path = tmp_path / "nope" / "fight.json"
    with pytest.raises(FileError, match="fight.json.*folder does not exist"):
        save_encounter(demo_encounter(), path)


def test_save_replaces_whole_file(tmp_path):
    path = tmp_path / "fight.json"
    save_encounter(ended_demo(), path)
    save_encounter(demo_encounter(), path)
    assert load_encounter(path).to_dict() == demo_encounter().to_dict()
    assert _leftovers(tmp_path) == []


# ----------------------------------------------------------------------------------------------
# Refusals: every bad file gives a FileError naming the file and the problem
# ----------------------------------------------------------------------------------------------
def _write(tmp_path: Path, data) -> Path:
    path = tmp_path / "bad.json"
    if isinstance(data, bytes):
        path.write_bytes(data)
    elif isinstance(data, str):
        path.write_text(data, encoding="utf-8")
    else:
        path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _refused(path: Path, *expected: str) -> FileError:
    with pytest.raises(FileError) as info:
        load_encounter(path)
    msg = str(info.value)
    assert str(path) in msg, msg
    for part in expected:
        assert part in msg, msg
    assert info.value.problems
    return info.value


def _mutated(fn) -> dict:
    doc = doc_of(fought_demo())
    fn(doc)
    return doc


def _set(path: str, value):
    def fn(doc):
        *parents, last = path.split("/")
        node = doc
        for p in parents:
            node = node[int(p)] if isinstance(node, list) else node[p]
        if isinstance(node, list):
            node[int(last)] = value
        else:
            node[last] = value
    return fn


def _del(path: str):
    def fn(doc):
        *parents, last = path.split("/")
        node = doc
        for p in parents:
            node = node[int(p)] if isinstance(node, list) else node[p]
        del node[int(last) if isinstance(node, list) else last]
    return fn


C2 = "encounter/combatants/2"
BAD_DOCUMENTS = {
    "missing_field": (_del(f"{C2}/sheet/max_hp"),
                      ["encounter.combatants[2].sheet", "missing field 'max_hp'"]),
    "wrong_type": (_set(f"{C2}/sheet/max_hp", "14"),
                   ["encounter.combatants[2].sheet.max_hp", "must be a whole number"]),
    "bool_is_not_int": (_set(f"{C2}/sheet/ht", True),
                        ["encounter.combatants[2].sheet.ht", "whole number, got true"]),
    "float_is_not_int": (_set(f"{C2}/sheet/hp", 3.5),
                         ["encounter.combatants[2].sheet.hp", "whole number"]),
    "max_hp_zero": (_set(f"{C2}/sheet/max_hp", 0),
                    ["encounter.combatants[2].sheet.max_hp", "at least 1, got 0"]),
    "ht_zero": (_set(f"{C2}/sheet/ht", 0), ["encounter.combatants[2].sheet.ht", "at least 1"]),
    "huge_number": (_set(f"{C2}/sheet/max_hp", 10**30),
                    ["encounter.combatants[2].sheet.max_hp", "at most"]),
    "negative_injury": (_set("encounter/combatants/0/sheet/parts/arm_right/injury", -1),
                        ['parts.arm_right.injury', "at least 0"]),
    "negative_counter": (_set("encounter/counters/log", -5), ["encounter.counters.log"]),
    "counter_behind": (_set("encounter/counters/combatant", 2),
                       ["encounter.counters.combatant", "already in use"]),
    "unknown_body": (_set(f"{C2}/sheet/body", "dragon"),
                     ["encounter.combatants[2].sheet.body", "unknown body plan \"dragon\""]),
    "unknown_dr_location": (_set(f"{C2}/sheet/dr", {"torso": 2, "wing_left": 1}),
                            ["encounter.combatants[2].sheet.dr.wing_left",
                             "unknown location"]),
    "negative_dr": (_set(f"{C2}/sheet/dr", -1), ["encounter.combatants[2].sheet.dr"]),
    "unknown_part": (_set("encounter/combatants/0/sheet/parts/tail", {
        "injury": 1, "status": "ok", "effect": None, "duration": None}),
        ["encounter.combatants[0].sheet.parts.tail", "unknown location"]),
    "unknown_part_status": (_set("encounter/combatants/0/sheet/parts/arm_right/status",
                                 "broken"), ["parts.arm_right.status", "unknown part status"]),
    "unknown_trait": (_set(f"{C2}/sheet/traits", ["male", "flying"]),
                      ["encounter.combatants[2].sheet.traits[1]", "unknown trait"]),
    "unknown_side": (_set(f"{C2}/side", "villain"),
                     ["encounter.combatants[2].side", "unknown side \"villain\""]),
    "empty_name": (_set(f"{C2}/name", "  "), ["encounter.combatants[2].name", "empty"]),
    "duplicate_id": (_set("encounter/combatants/3/id", "c1"),
                     ["encounter.combatants[3].id", "duplicate combatant id \"c1\""]),
    "order_unknown": (_set("encounter/order/1", "c99"),
                      ["encounter.order[1]", "unknown combatant \"c99\""]),
    "order_twice": (_set("encounter/order/1", "c1"), ["encounter.order[1]", "twice"]),
    "turn_out_of_range": (_set("encounter/turn", 5), ["encounter.turn", "out of range"]),
    "negative_turn": (_set("encounter/turn", -1), ["encounter.turn", "at least 0"]),
    "round_zero": (_set("encounter/round", 0), ["encounter.round"]),
    "hour_25": (_set("encounter/calendar/hour", 25), ["encounter.calendar.hour", "at most 23"]),
    "condition_not_object": (_set(f"{C2}/conditions", ["stunned"]),
                             ["encounter.combatants[2].conditions[0]", "must be an object"]),
    "condition_as_dict": (_set(f"{C2}/conditions", {"stunned": True}),
                          ["encounter.combatants[2].conditions", "must be a list"]),
    "condition_rounds_zero": (_set(f"{C2}/conditions", [
        {"name": "x", "rounds": 0, "value": 0, "fresh": False}]),
        ["conditions[0].rounds", "at least 1"]),
    "condition_twice": (_set(f"{C2}/conditions", [
        {"name": "x", "rounds": None, "value": 0, "fresh": False}] * 2),
        ["conditions[1].name", "twice"]),
    "visibility_policy": (_set(f"{C2}/visibility/hp", "fuzzy"),
                          ["encounter.combatants[2].visibility.hp", "unknown HP visibility"]),
    "check_unknown_combatant": (_set("encounter/checks/0/combatant", "c42"),
                                ["encounter.checks[0].combatant", "unknown combatant"]),
    "check_kind": (_set("encounter/checks/0/kind", "sanity"),
                   ["encounter.checks[0].kind", "unknown check kind"]),
    "log_not_list": (_set("encounter/log", {}), ["encounter.log", "must be a list"]),
    "log_order": (_set("encounter/log/1/seq", 1), ["encounter.log[1].seq", "increasing"]),
    "explain_bad": (_set("encounter/log/1/explain", [{"key": 1, "rule": "G2", "args": {}}]),
                    ["encounter.log[1].explain[0].key", "must be text"]),
    "unknown_field": (_set(f"{C2}/sheet/max_HP", 10),
                      ["encounter.combatants[2].sheet.max_HP", "unknown field"]),
    "unknown_ruleset": (_set("encounter/ruleset", "dnd"), ["encounter.ruleset"]),
    "dice_state_short": (_set("encounter/dice/state", [3, [1, 2, 3], None]),
                         ["encounter.dice.state[1]", "625"]),
    "dice_state_pos": (lambda d: d["encounter"]["dice"]["state"][1].__setitem__(624, 999),
                       ["encounter.dice.state[1][624]", "0..624"]),
    "dice_seed": (_set("encounter/dice/seed", "lucky"), ["encounter.dice.seed"]),
    "turns_back_negative": (_set("encounter/turns_back", -1),
                            ["encounter.turns_back", "at least 0"]),
    "turns_back_text": (_set("encounter/turns_back", "2"),
                        ["encounter.turns_back", "whole number"]),
    "other_app": (_set("app", "spreadsheet"), ["app", "another program"]),
    "wrong_encounter_type": (_set("encounter", []), ["encounter", "must be an object"]),
    "missing_encounter": (_del("encounter"), ["missing field 'encounter'"]),
    "deep_args": (_set("encounter/log/0/args", {"x": json.loads("[" * 100 + "]" * 100)}),
                  ["encounter.log[0].args", "nested too deeply"]),
}


@pytest.mark.parametrize("case", sorted(BAD_DOCUMENTS))
def test_bad_documents_are_refused_with_path(tmp_path, case):
    fn, expected = BAD_DOCUMENTS[case]
    err = _refused(_write(tmp_path, _mutated(fn)), *expected)
    assert err.code == "file_invalid"


def test_all_problems_are_collected():
    doc = doc_of(fought_demo())
    doc["encounter"]["combatants"][2]["sheet"]["max_hp"] = 0
    doc["encounter"]["combatants"][1]["sheet"]["body"] = "blob"
    doc["encounter"]["combatants"][0]["side"] = "villain"
    doc["encounter"]["turn"] = 77
    doc["encounter"]["log"][3]["round"] = "three"
    paths = [p.path for p in validate_document(doc)]
    assert paths == ["encounter.combatants[0].side", "encounter.combatants[1].sheet.body",
                     "encounter.combatants[2].sheet.max_hp", "encounter.turn",
                     "encounter.log[3].round"]
    with pytest.raises(FileError) as info:
        loads_encounter(json.dumps(doc), "x.json")
    assert "(and 2 more problems)" in str(info.value)
    assert len(info.value.problems) == 5


def test_problem_count_is_bounded():
    doc = doc_of(demo_encounter())
    doc["encounter"]["log"] = [{"seq": "x"}] * 5000
    problems = validate_document(doc)
    assert len(problems) == files.MAX_PROBLEMS + 1
    assert "too many problems" in problems[-1].message


def test_valid_documents_have_no_problems():
    for make in (demo_encounter, fought_demo, ended_demo):
        assert validate_document(doc_of(make())) == []


def test_rules_validation_runs_after_building(monkeypatch):
    """GurpsSheet.validate() is the last word: its RulesError becomes a Problem with a path."""
    def refuse(self):
        raise RulesError("too_small", "DX is too low for this test", field="dx")
    text = dumps_encounter(demo_encounter())
    monkeypatch.setattr(GurpsSheet, "validate", refuse)
    with pytest.raises(FileError) as info:
        loads_encounter(text, "x.json")
    assert info.value.problems[0] == Problem("encounter.combatants[0].sheet.dx",
                                             "DX is too low for this test")


# -- file-level refusals -----------------------------------------------------------------------
def test_missing_file(tmp_path):
    err = _refused(tmp_path / "gone.json", "does not exist")
    assert err.code == "file_missing"


def test_folder_instead_of_file(tmp_path):
    _refused(tmp_path, "is a folder")


def test_unreadable_file(tmp_path, monkeypatch):
    path = _write(tmp_path, dumps_encounter(demo_encounter()))

    def denied(*_a, **_k):
        raise PermissionError(errno.EACCES, "Permission denied")
    monkeypatch.setattr(regular_file, "_open_fd", denied)
    _refused(path, "cannot read it", "permission denied")


def test_not_utf8(tmp_path):
    err = _refused(_write(tmp_path, b'{"format_version": 1, "app": "caf\xe9"}'),
                   "not UTF-8", "byte 33")
    assert err.code == "file_not_utf8"


def test_utf8_bom_is_accepted(tmp_path):
    path = _write(tmp_path, b"\xef\xbb\xbf" + dumps_encounter(demo_encounter()).encode())
    assert load_encounter(path).name == demo_encounter().name


def test_huge_file_refused_quickly_without_reading(tmp_path, monkeypatch):
    path = tmp_path / "huge.json"
    with open(path, "wb") as f:  # sparse: 50 MB that take no disk space
        f.truncate(50 * 1024 * 1024)

    def no_reading(*_a, **_k):
        raise AssertionError("a file over the limit must not be opened")
    monkeypatch.setattr(files_io, "open", no_reading, raising=False)
    t = time.perf_counter()
    err = _refused(path, "too large", "50.0 MB", "20.0 MB")
    assert time.perf_counter() - t < 0.5
    assert err.code == "file_too_large"


def test_file_growing_past_the_limit_is_refused(tmp_path, monkeypatch):
    """The size is checked before reading, and the reading stops at the limit too (the file
    may grow in between, or be a special file that reports no size)."""
    path = _write(tmp_path, "[" + "1," * 200 + "1]")
    real_stat = os.stat

    def small_stat(p, *a, **k):
        st = real_stat(p, *a, **k)
        return os.stat_result((st.st_mode, st.st_ino, st.st_dev, st.st_nlink, st.st_uid,
                               st.st_gid, 10, st.st_atime, st.st_mtime, st.st_ctime))
    monkeypatch.setattr(files_io.os, "stat", small_stat)
    with pytest.raises(FileError, match="bad.json.*too large"):
        files.read_text(path, 100)
    assert files.read_text(path, 1000).startswith("[1,")


@pytest.mark.parametrize("text, expected", [
    ("", "empty"),
    ("hello", "not valid JSON"),
    ('{"format_version": 1, "app": "gurps-combat-tracker", "encounter": {"name": "x"',
     "ends too early"),
    ('{"format_version": 1,}', "not valid JSON"),
    ('{"format_version": NaN}', "NaN"),
    ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
    ("{\"a\":" * 50_000 + "1" + "}" * 50_000, "nested too deeply"),
    ("1" * 5000, "not valid JSON"),
    ("[1, 2, 3]", "expected a JSON object at the top, got a list"),
    ('"encounter"', "got text"),
    ("{}", "format_version: missing"),
    ('{"format_version": 3, "app": "gurps-combat-tracker", "encounter": {}}',
     "format_version: was written by a newer version (format 3); this version reads up to 2"),
    ('{"format_version": "1", "app": "gurps-combat-tracker", "encounter": {}}',
     "format_version: must be a whole number"),
    ('{"format_version": true, "app": "gurps-combat-tracker", "encounter": {}}',
     "format_version: must be a whole number of 0 or more, got true"),
])
def test_bad_texts_are_refused(tmp_path, text, expected):
    _refused(_write(tmp_path, text), expected)


def test_truncated_real_file(tmp_path):
    text = dumps_encounter(ended_demo())
    for cut in (1, len(text) // 3, len(text) - 3):
        _refused(_write(tmp_path, text[:cut]), "bad.json")


def test_newer_format_has_its_own_code(tmp_path):
    doc = doc_of(demo_encounter())
    doc["format_version"] = 3
    err = _refused(_write(tmp_path, doc), "newer version (format 3)")
    assert err.code == "file_newer"


# ----------------------------------------------------------------------------------------------
# Format 0 and migrations
# ----------------------------------------------------------------------------------------------
def expected_v0() -> Encounter:
    enc = Encounter(name="Old save: goblins at the mill", options={"blunt_trauma": True})
    enc.dice = Dice(4242)
    aiko = Combatant("c1", "Aiko", "pc", GurpsSheet(
        max_hp=12, hp=7, max_fp=12, fp=10, ht=12, dx=13, basic_speed=6.25,
        dr={"torso": 4, "groin": 4, "vitals": 4, "skull": 2}, medical_tl=3,
        parts={"arm_left": Part(5, "crippled", "arm", "lasting")}),
        conditions={"shock": Condition("shock", None, -4, False)},
        visibility=Visibility(True, "exact", ""), notes="Has the mill key", initiative_roll=4)
    goblin = Combatant("c2", "Goblin", "enemy", GurpsSheet(
        max_hp=9, max_fp=9, ht=10, dx=12, basic_speed=5.5, dr=1, traits=["male"]),
        visibility=Visibility(True, "band", ""), initiative_roll=2)
    cat = Combatant("c4", "Mill cat", "neutral", GurpsSheet(
        max_hp=4, max_fp=8, ht=11, dx=14, basic_speed=6.5, body="quadruped", legs=4),
        visibility=Visibility(True, "band", ""), initiative_roll=6)
    enc.combatants = {c.id: c for c in (aiko, goblin, cat)}
    enc.order = ["c4", "c1", "c2"]
    enc.round, enc.turn, enc.in_combat = 3, 1, True
    enc.calendar = Calendar(12, 21)
    enc.timers = [RecoveryTimer(1, "c1", "arm_left", "lasting", 58, 2, 3, 10, 13)]
    enc.log = [
        LogEntry(4, 1, "round", {"round": 1}),
        LogEntry(5, 2, "hit", {"name": "Aiko", "damage": 9, "type": "cut",
                               "location": "arm_left", "injury": 5, "hp_before": 12,
                               "hp_after": 7}, "c1",
                 (ExplainLine("loc.aimed", "G2", {"location": "arm_left"}),
                  ExplainLine("hp.after", "G9", {"before": 12, "after": 7}))),
        LogEntry(7, 3, "turn", {"round": 3, "name": "Aiko"}, "c1"),
    ]
    enc.counters = {"combatant": 4, "timer": 1, "check": 0, "log": 7}
    return enc


def test_format_0_file_loads_as_expected():
    loaded = load_encounter(DATA / "encounter_v0.json")
    assert loaded.to_dict() == expected_v0().to_dict()
    # and a new combatant does not collide with the old ids
    ops.add_combatant(loaded, "Goblin", "enemy")
    assert sorted(loaded.combatants) == ["c1", "c2", "c4", "c5"]


@pytest.mark.parametrize(("saved", "expected"), [(None, True), (True, True), (False, False)])
def test_format_0_without_in_combat_is_a_fight_in_progress(tmp_path, saved, expected):
    """Issue #15: a new encounter starts out of combat, but a format-0 save without the
    field was a fight in progress (the old default): it still loads in combat."""
    raw = json.loads((DATA / "encounter_v0.json").read_text(encoding="utf-8"))
    if saved is None:
        del raw["encounter"]["in_combat"]
    else:
        raw["encounter"]["in_combat"] = saved
    loaded = load_encounter(_write(tmp_path, raw))
    assert loaded.in_combat is expected and loaded.round == 3
    assert Encounter().in_combat is False  # File → New: set up first, then Start combat


def test_format_1_still_needs_in_combat(tmp_path):
    doc = doc_of(fought_demo())
    del doc["encounter"]["in_combat"]
    _refused(_write(tmp_path, doc), "encounter: missing field 'in_combat'")


def test_migrations_step_one_version_at_a_time():
    assert sorted(files.MIGRATIONS) == list(range(files.FORMAT_VERSION))
    raw = json.loads((DATA / "encounter_v0.json").read_text(encoding="utf-8"))
    up = files.MIGRATIONS[0](json.loads(json.dumps(raw)))
    assert up["format_version"] == 1 and "version" not in up
    assert validate_document(up) == []
    assert "max_hp" not in up["encounter"]["combatants"][0]
    assert raw["encounter"]["combatants"][0]["max_hp"] == 12  # the input is not changed


def test_bad_format_0_file_names_problems(tmp_path):
    raw = json.loads((DATA / "encounter_v0.json").read_text(encoding="utf-8"))
    raw["encounter"]["combatants"][1]["max_hp"] = -3
    raw["encounter"]["combatants"][2] = "cat"
    _refused(_write(tmp_path, raw), "encounter.combatants[1].sheet.max_hp",
             "encounter.combatants[2]")


# ----------------------------------------------------------------------------------------------
# JSON Schema
# ----------------------------------------------------------------------------------------------
def _schema() -> dict:
    from tracker.model.files.schema import encounter_schema

    return encounter_schema()


def test_saved_files_match_the_schema(tmp_path):
    jsonschema = pytest.importorskip("jsonschema")
    schema = _schema()
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    def stepped_back() -> Encounter:
        enc = fought_demo()
        ops.previous_turn(enc)
        return enc

    for make in (demo_encounter, fought_demo, ended_demo, stepped_back, issue_15_fields):
        path = tmp_path / "f.json"
        save_encounter(make(), path)
        errors = list(validator.iter_errors(json.loads(path.read_text(encoding="utf-8"))))
        assert errors == [], [e.message for e in errors[:3]]


@pytest.mark.parametrize("case", ["missing_field", "wrong_type", "max_hp_zero", "unknown_side",
                                  "unknown_field", "bool_is_not_int", "condition_as_dict",
                                  "dice_state_short", "other_app"])
def test_schema_rejects_bad_documents(case):
    jsonschema = pytest.importorskip("jsonschema")
    validator = jsonschema.Draft202012Validator(_schema())
    fn, _ = BAD_DOCUMENTS[case]
    assert list(validator.iter_errors(_mutated(fn)))


# ----------------------------------------------------------------------------------------------
# python -m tracker check FILE...
# ----------------------------------------------------------------------------------------------
def _check(*args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-c",
                           "import sys; from tracker.cli.check import main as cmd_check; "
                           "sys.exit(cmd_check(sys.argv[1:]))", *args],
                          capture_output=True, text=True, cwd=ROOT, env=env, timeout=60)


def test_check_command(tmp_path):
    good = tmp_path / "good.json"
    save_encounter(ended_demo(), good)
    bad_doc = doc_of(demo_encounter())
    bad_doc["encounter"]["combatants"][2]["sheet"]["max_hp"] = 0
    bad_doc["encounter"]["turn"] = 9
    bad = _write(tmp_path, bad_doc)
    missing = tmp_path / "missing.json"

    r = _check(str(good))
    assert r.returncode == 0 and r.stdout == f"{good}: OK\n"

    r = _check(str(good), str(bad), str(missing), str(DATA / "encounter_v0.json"))
    assert r.returncode == 1
    assert r.stdout.splitlines() == [
        f"{good}: OK",
        f"{bad}: encounter.combatants[2].sheet.max_hp: must be at least 1, got 0",
        f"{bad}: encounter.turn: is out of range: turn 9 of a turn order of 5",
        f"{missing}: the file does not exist",
        f"{DATA / 'encounter_v0.json'}: OK",
    ]


def test_check_without_files_shows_usage():
    r = _check()
    assert r.returncode == 2 and "usage" in r.stderr


def test_check_file_function(tmp_path):
    assert check_file(DATA / "encounter_v0.json") == []
    assert check_file(tmp_path / "x.json") == [Problem("", "the file does not exist")]
