"""Hypothesis over files (issue #23, "Done when"): mutated encounter files of both rulesets,
with the campaign modules on and hostile values (dice bombs, markup, huge numbers, wrong
types) put anywhere. The validator never raises; a file is either refused with a FileError
or it loads, saves again (the save validation agrees with the load), journals, and every
log line and explain line renders. Set HOSTILE_FUZZ_EXAMPLES for a longer hunt."""

from __future__ import annotations

import json
import os

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st
from hypothesis.errors import InvalidArgument

from tracker.model import operations as ops
from tracker.model.files import (
    FileError,
    dumps_encounter,
    loads_encounter,
    save_encounter,
    validate_document,
)
from tracker.model.files import validate as files_validate
from tracker.model.journal import Journal, recover_details
from tracker.rulesets.coc.rules.demo import demo_encounter as coc_demo
from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.rulesets.gurps.rules.resolver import Hit
from tracker.rulesets.gurps.rules.ruleset import GurpsRuleset

EXAMPLES = int(os.environ.get("HOSTILE_FUZZ_EXAMPLES", "200"))
SETTINGS = settings(max_examples=EXAMPLES, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                           HealthCheck.filter_too_much,
                                           HealthCheck.function_scoped_fixture])


@pytest.fixture(autouse=True)
def no_backstop(monkeypatch):
    monkeypatch.setattr(files_validate, "_BACKSTOP", False)


def _campaign_text() -> str:
    enc = demo_encounter()
    ops.set_modules(enc, GurpsRuleset.presets["vampire_hunter"][1])
    ops.apply_hit(enc, enc.order[0], Hit(3, "cut", "arm_right"))
    ops.apply_hit(enc, enc.order[1], Hit(12, "imp", "random", roll=10))
    ops.advance_time(enc, 30)
    return dumps_encounter(enc)


def _coc_text() -> str:
    enc = coc_demo()
    ops.next_turn(enc)
    ops.set_condition(enc, next(iter(enc.combatants)), "blessed", True, rounds=2)
    return dumps_encounter(enc)


BASES = {"gurps": _campaign_text(), "coc": _coc_text()}


def _paths(node, prefix=()):
    if isinstance(node, dict):
        for k, v in node.items():
            yield prefix, k
            yield from _paths(v, prefix + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield prefix, i
            yield from _paths(v, prefix + (i,))


PATHS = {name: [(p, k) for p, k in _paths(json.loads(text))
                if not (len(p) >= 3 and p[1] == "dice" and p[2] == "state")]
         for name, text in BASES.items()}

HOSTILE = st.sampled_from([
    None, True, -1, 0, 10**12, -10**12, 2**63, 1.5, -0.0, 1e308, "", " ", "x",
    "100000000d6", "+".join(["100000000d6"] * 50), "1d6+" + "9" * 5000, "9" * 5000,
    "<img src='/dev/zero'>Zero", "<b>x</b>", "\ud800", "c1", "c99", "torso", [], {},
    ["x", 2], [None], {"modifier": None}, {"": 1}, "a" * 10_000,
])
VALUES = HOSTILE | st.integers(-2**40, 2**40) | st.text(max_size=8)


def _retype(v):
    if isinstance(v, bool):
        return int(v)
    if isinstance(v, int):
        return [str(v), float(v), None, -v, v * 10**9][abs(v) % 5]
    if isinstance(v, float):
        return str(v)
    if isinstance(v, str):
        return [None, 0, [v], {v: v}, v + "<b>x</b>"][len(v) % 5]
    if isinstance(v, list):
        return {str(i): x for i, x in enumerate(v)} if v else None
    if isinstance(v, dict):
        return list(v.values())
    return 0


def _mutations(name):
    return st.lists(st.tuples(st.sampled_from(PATHS[name]),
                              st.sampled_from(["delete", "retype", "replace", "duplicate"]),
                              VALUES), min_size=1, max_size=3)


def _mutate(doc, mutations):
    for (prefix, key), how, value in mutations:
        node = doc
        try:
            for p in prefix:
                node = node[p]
            node[key]  # noqa: B018 - still there after the earlier mutations?
        except (KeyError, IndexError, TypeError):
            continue
        if not isinstance(node, dict | list):  # an earlier mutation put a text there
            continue
        if how == "delete":
            del node[key]
        elif how == "retype":
            node[key] = _retype(node[key])
        elif how == "replace":
            node[key] = value
        elif how == "duplicate" and isinstance(node, list):
            node.insert(key, json.loads(json.dumps(node[key])))
    return doc


def _note(what: str) -> None:
    try:
        event(what)
    except InvalidArgument:  # called outside a hypothesis test (the bases)
        pass


def _accepts_and_shows(text: str, tmp_path) -> None:
    problems = validate_document(json.loads(text))  # never raises
    try:
        enc = loads_encounter(text, "fuzz.ctenc")
    except FileError as exc:
        assert "fuzz.ctenc" in str(exc)
        _note("refused")
        return
    _note("loaded")
    assert not problems
    # what opened saves again (the save's own validation agrees), and round-trips
    path = tmp_path / "again.ctenc"
    save_encounter(enc, path)
    assert loads_encounter(path.read_text(encoding="utf-8")).to_dict() == enc.to_dict()
    # and can be journaled and recovered
    j = Journal(tmp_path / "journal")
    j.start(enc)
    assert recover_details(tmp_path / "journal").encounter.to_dict() == enc.to_dict()
    j.clear()
    for entry in enc.log:
        for line in entry.explain:
            assert isinstance(line.render(), str)
    for chk in enc.checks:
        if chk.combatant in enc.combatants:
            try:
                spec = ops.check_spec(enc, chk)
            except Exception as exc:  # noqa: BLE001
                raise AssertionError(f"check {chk.id} of an accepted file: {exc!r}") from exc
            for line in spec.parts:
                assert isinstance(line.render(), str)


@pytest.mark.parametrize("name", ["gurps", "coc"])
def test_the_bases_are_valid(name, tmp_path):
    assert validate_document(json.loads(BASES[name])) == []
    _accepts_and_shows(BASES[name], tmp_path)


@SETTINGS
@given(data=st.data())
def test_mutated_campaign_and_coc_files(tmp_path, data):
    name = data.draw(st.sampled_from(["gurps", "coc"]))
    doc = _mutate(json.loads(BASES[name]), data.draw(_mutations(name)))
    _accepts_and_shows(json.dumps(doc), tmp_path)
