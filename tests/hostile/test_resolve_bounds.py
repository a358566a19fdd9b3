"""resolve bounds brainless heads, damage and the other numbers of a target and a hit
(issue #23, 7): a million brainless heads took 11 s and 488 MB."""

from __future__ import annotations

import json
import math
import time

import pytest

from tracker.model.dice import Dice
from tracker.model.errors import RulesError
from tracker.rulesets.gurps.commands.resolve import resolve_line
from tracker.rulesets.gurps.rules.resolver import Hit, Target, resolve


def _line(**extra) -> str:
    req = {"target": {"hp": 12, "ht": 11, "body": "humanoid"}, "damage": 8, "type": "cut",
           "location": "torso"}
    for k, v in extra.items():
        if k in ("brainless_heads", "heads", "hp", "arms"):
            req["target"][k] = v
        else:
            req[k] = v
    return json.dumps(req)


@pytest.mark.parametrize("extra, word", [
    ({"brainless_heads": 1_000_000}, "brainless"),
    ({"brainless_heads": 9}, "brainless"),
    ({"damage": 10**12}, "damage"),
    ({"hp": 10**12}, "hp"),
    ({"arms": 10**15}, "arms"),
])
def test_resolve_refuses_huge_numbers_at_once(extra, word):
    start = time.perf_counter()
    answer, ok = resolve_line(_line(**extra), Dice(1))
    assert not ok
    assert word in answer["error"].lower()
    assert time.perf_counter() - start < 0.5


def test_the_limits_themselves_resolve():
    answer, ok = resolve_line(_line(brainless_heads=8, damage=10**9), Dice(1))
    assert ok, answer


@pytest.mark.parametrize("divisor", [math.nan, math.inf, -math.inf, 10**400])
def test_non_finite_or_huge_divisors_are_refused(divisor):
    with pytest.raises(RulesError):
        resolve(Target(max_hp=10, ht=10), Hit(5, "cr", "torso", armor_divisor=divisor))


def test_an_enormous_integer_is_described_not_printed():
    with pytest.raises(RulesError) as info:
        resolve(Target(max_hp=10, ht=10), Hit(10**5000, "cr", "torso"))
    assert len(str(info.value)) < 200
