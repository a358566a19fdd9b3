"""Fuzzing the loader: whatever the text, only FileError may come out of loads_encounter.

The safety net that turns unexpected exceptions into FileError is switched off here, so a
document the validator lets through but Encounter.from_dict or the rules cannot take fails
the test. Set FILES_FUZZ_EXAMPLES for a longer hunt."""

from __future__ import annotations

import json
import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tracker.model import files
from tracker.model import operations as ops
from tracker.model.files import FileError, dumps_encounter, loads_encounter, validate_document
from tracker.model.files import validate as files_validate
from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.rulesets.gurps.rules.resolver import Hit

EXAMPLES = int(os.environ.get("FILES_FUZZ_EXAMPLES", "300"))
SETTINGS = settings(max_examples=EXAMPLES, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                           HealthCheck.filter_too_much])


@pytest.fixture(autouse=True)
def no_backstop(monkeypatch):
    monkeypatch.setattr(files_validate, "_BACKSTOP", False)


def _base_doc() -> dict:
    enc = demo_encounter()
    ops.apply_hit(enc, "c1", Hit(14, "cut", "arm_right"))
    ops.apply_hit(enc, "c3", Hit(12, "imp", "random", roll=10))
    ops.set_condition(enc, "c2", "blessed", True, rounds=2)
    ops.next_turn(enc)
    ops.end_combat(enc, rolls={("c1", "arm_right"): 14})
    ops.apply_hit(enc, "c4", Hit(9, "cut", "random", roll=12))
    return json.loads(dumps_encounter(enc))


BASE = _base_doc()
BASE_TEXT = json.dumps(BASE)

scalars = (st.none() | st.booleans() | st.integers(-2**70, 2**70)
           | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=12)
           | st.sampled_from(["c1", "c2", "humanoid", "torso", "arm_right", "pc", "ok",
                              "crippled", "lasting", "knockdown", "shock", "male", "", " ",
                              "gurps", "gurps-combat-tracker", 0, 1, -1, 3, 18, 624, 625]))
json_values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4)
                           | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                           max_leaves=12)


def _load(text: str):
    """loads_encounter must succeed or raise FileError; anything it accepts saves and
    loads again to the same state."""
    try:
        enc = loads_encounter(text, "fuzz.json")
    except FileError as exc:
        assert "fuzz.json" in str(exc)
        return None
    again = loads_encounter(dumps_encounter(enc), "again.json")
    assert again.to_dict() == enc.to_dict()
    return enc


@SETTINGS
@given(json_values)
def test_arbitrary_json_values(value):
    _load(json.dumps(value))


@SETTINGS
@given(st.dictionaries(st.sampled_from(["format_version", "version", "app", "encounter"]),
                       json_values, max_size=4))
def test_arbitrary_top_level_objects(value):
    _load(json.dumps(value))


@SETTINGS
@given(json_values)
def test_arbitrary_encounter_objects(value):
    _load(json.dumps({"format_version": 1, "app": "gurps-combat-tracker", "encounter": value}))
    _load(json.dumps({"version": 0, "encounter": value}))


def _paths(node, prefix=()):
    """Every (container path, key) in a document."""
    if isinstance(node, dict):
        for k, v in node.items():
            yield prefix, k
            yield from _paths(v, prefix + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield prefix, i
            yield from _paths(v, prefix + (i,))


ALL_PATHS = [(prefix, key) for prefix, key in _paths(BASE)
             # the 625 words of the dice state would drown everything else
             if prefix != ("encounter", "dice", "state", 1) or key in (0, 623, 624)]


def _retype(v):
    """Same value, another JSON type."""
    if isinstance(v, bool):
        return int(v)
    if isinstance(v, int):
        return [str(v), float(v), bool(v), None, -v, v + 10**9][abs(v) % 6]
    if isinstance(v, float):
        return int(v) if v.is_integer() else str(v)
    if isinstance(v, str):
        return [v.upper(), 0, [v], {v: v}, None, v + "x"][len(v) % 6]
    if isinstance(v, list):
        return {str(i): x for i, x in enumerate(v)} if v else None
    if isinstance(v, dict):
        return list(v.values())
    return 0


mutation = st.tuples(st.sampled_from(ALL_PATHS),
                     st.sampled_from(["delete", "retype", "replace", "duplicate", "empty"]),
                     json_values)


@SETTINGS
@given(st.lists(mutation, min_size=1, max_size=4))
def test_mutated_documents(mutations):
    doc = json.loads(BASE_TEXT)
    for (prefix, key), how, value in mutations:
        node = doc
        try:
            for p in prefix:
                node = node[p]
            if not isinstance(node, (list, dict)):
                continue
            if isinstance(node, list) and not (isinstance(key, int) and key < len(node)):
                continue
            if isinstance(node, dict) and key not in node:
                continue
        except (KeyError, IndexError, TypeError):
            continue  # an earlier mutation removed or changed the way there
        if how == "delete":
            del node[key]
        elif how == "retype":
            node[key] = _retype(node[key])
        elif how == "replace":
            node[key] = value
        elif how == "duplicate" and isinstance(node, list):
            node.insert(key, json.loads(json.dumps(node[key])))
        elif how == "empty":
            node[key] = type(node[key])() if isinstance(node[key], (list, dict, str)) else 0
    problems = validate_document(doc)
    enc = _load(json.dumps(doc))
    if problems:
        assert enc is None


@SETTINGS
@given(st.integers(0, len(BASE_TEXT) - 1), st.integers(0, 255), st.booleans())
def test_damaged_bytes(pos, byte, truncate):
    data = bytearray(BASE_TEXT.encode("utf-8"))
    if truncate:
        data = data[:pos]
    else:
        data[pos] = byte
    try:
        text = files.decode_bytes(bytes(data), "fuzz.json")
    except FileError:
        return
    _load(text)


def test_the_base_document_is_valid():
    assert validate_document(BASE) == []
    assert _load(BASE_TEXT) is not None


@pytest.mark.parametrize("depth", [55, 56, 57, 58, 59, 64, 200, 990, 5000])
def test_nesting_at_and_around_the_limits(depth):
    # options are declared (an unknown one is refused): nest inside a log entry's free-form
    # arguments instead, which sit 5 levels down (document, encounter, log, entry, args)
    doc = json.loads(BASE_TEXT)
    doc["encounter"]["log"][0]["args"]["deep"] = "@DEEP@"
    text = json.dumps(doc).replace('"@DEEP@"', "[" * depth + "]" * depth)
    enc = _load(text)
    # free-form values may nest FREE_DEPTH (58) levels with their own object: 57 more
    assert (enc is not None) == (depth <= 57)
