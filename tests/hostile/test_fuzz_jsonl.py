"""Hypothesis over JSON lines (issue #23, "Done when"): valid requests of every JSON-lines
command, mutated with hostile values (dice bombs, enormous numbers, wrong types, markup, lone
surrogates). Every line gets one answer line, in order; each answer is valid JSON and valid
UTF-8; an error quotes only a little of the bad value; nothing raises; each line is answered
within a fraction of a second."""

from __future__ import annotations

import io
import json
import os
import time

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tracker.rulesets.coc.commands import requests as coc
from tracker.rulesets.coc.commands import roll
from tracker.rulesets.gurps.commands import campaign, odds, resolve, tohit

EXAMPLES = int(os.environ.get("HOSTILE_FUZZ_EXAMPLES", "200"))
SETTINGS = settings(max_examples=EXAMPLES, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

BASES = {
    "resolve": {"target": {"hp": 12, "ht": 11, "body": "humanoid", "brainless_heads": 0},
                "damage": 8, "type": "cut", "location": "torso", "armor_divisor": 2},
    "tohit": {"skill": 13, "location": "vitals", "roll": 11,
              "ranged": {"size": "M", "range_m": 25}},
    "campaign": {"op": "infection_check", "environment": "filth", "disinfected": True,
                 "treater_skill": 15, "medical_kit": False, "st": 12, "sterilize": False,
                 "ht": 11, "roll": 14},
    "coc": {"op": "attack", "skill": 60, "roll": 3,
            "weapon": {"damage": "1d6", "class": "unarmed", "db": True}, "db": "+1d4",
            "target": {"armor": 2}, "dice": {"w": [4, 5], "db": [3]}},
    "roll": {"command": "CCB<=50", "dice": [23]},
    "odds": {"target": {"hp": 12, "ht": 11, "body": "humanoid"}, "damage": "2d+1",
             "type": "cut", "location": "torso"},
}


def _serve(name: str):
    if name == "campaign":
        return lambda lines, out: campaign.main([], out=out, err=io.StringIO(), inp=lines)
    if name == "odds":
        return lambda lines, out: odds.main([], out=out, err=io.StringIO(), inp=lines)
    module = {"resolve": resolve, "tohit": tohit, "coc": coc, "roll": roll}[name]
    return lambda lines, out: module.COMMAND.stream(lines, out, 7)


HOSTILE = st.sampled_from([
    None, True, -1, 0, 10**12, -10**12, 10**40, 1.5, 1e308, "", "x", "100000000d6",
    "+".join(["100000000d6"] * 50), "1d6+" + "9" * 5000, "9" * 5000, "<b>x</b>", "\ud800",
    "a" * 100_000, [], {}, [None], ["x", 2], {"": 1}, 1_000_000,
])
VALUES = HOSTILE | st.integers(-2**70, 2**70) | st.text(max_size=6)


def _keys(node, prefix=()):
    if isinstance(node, dict):
        for k, v in node.items():
            yield prefix + (k,)
            yield from _keys(v, prefix + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield prefix + (i,)
            yield from _keys(v, prefix + (i,))


def _mutated(name: str):
    paths = list(_keys(BASES[name]))
    return st.lists(st.tuples(st.sampled_from(paths), st.booleans(), VALUES),
                    min_size=1, max_size=3)


def _apply(req, mutations):
    for path, delete, value in mutations:
        node = req
        try:
            for p in path[:-1]:
                node = node[p]
            node[path[-1]]  # noqa: B018 - still there?
        except (KeyError, IndexError, TypeError):
            continue
        if not isinstance(node, dict | list):  # an earlier mutation put a text there
            continue
        if delete:
            del node[path[-1]]
        else:
            node[path[-1]] = value
    return req


@SETTINGS
@given(data=st.data())
def test_every_hostile_line_is_answered(data):
    name = data.draw(st.sampled_from(sorted(BASES)))
    lines = []
    for _ in range(data.draw(st.integers(1, 3))):
        req = _apply(json.loads(json.dumps(BASES[name])), data.draw(_mutated(name)))
        lines.append(json.dumps(req) + "\n")
    lines.append(data.draw(st.sampled_from(["{", "[1,", '{"a": NaN}', "1" * 5000, "null",
                                            json.dumps(BASES[name])])) + "\n")
    out = io.StringIO()
    start = time.perf_counter()
    _serve(name)(lines, out)
    assert time.perf_counter() - start < 2.0 * len(lines)
    answers = out.getvalue().splitlines()
    assert len(answers) == len(lines)  # one each, none lost after a bad one
    for text in answers:
        text.encode("utf-8")  # valid UTF-8 (a lone surrogate is written escaped)
        answer = json.loads(text)
        assert isinstance(answer, dict)
        if "error" in answer:
            assert len(answer["error"]) <= 400
