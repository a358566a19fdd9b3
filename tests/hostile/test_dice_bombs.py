"""Dice bombs (issue #23, 3): counts, sides and numbers over the limits are refused from the
text, before any die is built, wherever a formula comes from (file, command, dialog)."""

from __future__ import annotations

import json
import time
import tracemalloc

import pytest

from tracker.model.dice import parse_dice, parse_formula
from tracker.model.errors import RulesError
from tracker.model.files import FileError, dumps_encounter, loads_encounter, validate_document
from tracker.rulesets.coc.rules.demo import demo_encounter as coc_demo

BOMBS = [
    "100000000d6",
    "+".join(["100000000d6"] * 50),
    "1d6+" + "9" * 5000,            # over Python's int conversion limit
    "9" * 5000 + "d6",
    "1d" + "9" * 5000,
    "1001d6",
    "500d6+501d6",                  # each term is fine, the sum is not
    "1d100000000",
    "1d6+" * 400 + "1",
    "1d6" + "+0" * 2000,            # long text
]


def _refused_quickly(parse, text):
    tracemalloc.start()
    start = time.perf_counter()
    with pytest.raises(RulesError) as info:
        parse(text)
    elapsed = time.perf_counter() - start
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert elapsed < 0.2
    assert peak < 2_000_000
    return str(info.value)


@pytest.mark.parametrize("text", BOMBS)
def test_parse_formula_refuses_bombs_from_the_text(text):
    message = _refused_quickly(parse_formula, text)
    assert len(message) < 300  # the bad text is quoted, clipped


@pytest.mark.parametrize("text", ["100000000d", "1d+" + "9" * 5000, "9" * 5000, "1001d",
                                  "2d+" + "1" * 2000])
def test_parse_dice_refuses_bombs_from_the_text(text):
    _refused_quickly(parse_dice, text)


def test_limits_themselves_still_parse():
    assert parse_formula("1000d1000").dice_count == 1000
    assert parse_formula("500d6+500d6-1000000").dice_count == 1000
    assert parse_dice("1000d1000+999999").count == 1000


def _coc_doc_with_damage(damage: str) -> dict:
    doc = json.loads(dumps_encounter(coc_demo()))
    for c in doc["encounter"]["combatants"]:
        for w in c["sheet"].get("weapons", []):
            w["damage"] = damage
            return doc
    raise AssertionError("the CoC demo has a weapon")


@pytest.mark.parametrize("damage", BOMBS[:2])
def test_a_coc_file_with_a_dice_bomb_is_refused_at_once(damage):
    doc = _coc_doc_with_damage(damage)
    start = time.perf_counter()
    problems = validate_document(doc)
    assert any(p.path.endswith(".damage") for p in problems)
    with pytest.raises(FileError):
        loads_encounter(json.dumps(doc), "bomb.json")
    assert time.perf_counter() - start < 1.0
