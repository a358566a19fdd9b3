"""Hostile JSON lines through every JSON-lines command: each bad line is answered with one
``{"error"}`` line, the loop goes on, every answer is valid UTF-8 and an error quotes little
of a huge value (issue: hostile and heavy input, item 5)."""

from __future__ import annotations

import io
import json

import pytest

from tracker.cli import commands, run
from tracker.cli.jsonl import MAX_LINE, QUOTE, Request, RequestError

#: the commands that read JSON lines on stdin, with one good request each
GOOD = {
    "resolve": {"target": {"hp": 10}, "damage": 5, "type": "cut"},
    "tohit": {"skill": 12, "roll": 10},
    "campaign": {"op": "moon_next", "phase": 3, "waxing": True},
    "coc": {"op": "derive", "str": 13, "con": 11, "siz": 14, "dex": 12, "pow": 10},
    "odds": {"target": {"hp": 10}, "damage": "1d", "type": "cut", "location": "torso"},
    "roll": {"command": "CCB<=50", "dice": [23]},
    "session": {"op": "state"},
}

HOSTILE = [
    "{\"x\": " + "9" * 5000 + "}",                     # over Python's 4,300-digit limit
    "[" + "1" * 4400 + "]",
    "{\"location\": \"\\ud800\", \"op\": \"\\udfff\"}",  # lone surrogates, echoed back
    "{\"op\": \"moon_next\", \"phase\": 1" + "0" * 400 + "}",
    "{\"armor_divisor\": NaN, \"target\": {\"hp\": 10}, \"damage\": 5}",
    "{\"armor_divisor\": Infinity, \"target\": {\"hp\": 10}, \"damage\": 5}",
    "{\"armor_divisor\": -Infinity}",
    "{\"damage\": 1e999, \"target\": {\"hp\": 10}}",
    "[" * 100000,
    "{\"type\": \"" + "x" * 2_000_000 + "\"}",         # longer than a line may be
    "{\"op\": \"" + "y" * 500_000 + "\", \"type\": \"" + "z" * 500_000 + "\"}",
    "{\"op\": \"\\u0085\\u2028\\u2029\", \"type\": \"\\u0085\"}",  # line breaks to str.splitlines
    "\"just text\"",
    "null",
    "{\"unknown_key_" + "k" * 10_000 + "\": 1}",
]


def _run(command: str, lines: list[str]) -> tuple[int, list[str]]:
    out = io.StringIO()
    module = __import__(commands()[command].module, fromlist=["main"])
    status = module.main([], out=out, err=io.StringIO(), inp=[x + "\n" for x in lines])
    return status, out.getvalue().splitlines()


@pytest.mark.parametrize("command", sorted(GOOD))
def test_every_hostile_line_is_answered_and_the_loop_goes_on(command):
    good = json.dumps(GOOD[command])
    lines = [good] + [x for bad in HOSTILE for x in (bad, good)]
    status, answers = _run(command, lines)
    assert status == 1
    assert len(answers) == len(lines)
    for line, ans in zip(lines, answers, strict=True):
        ans.encode("utf-8")  # valid UTF-8 (a lone surrogate would raise here)
        got = json.loads(ans)
        if line is good:
            assert "error" not in got, got
        else:
            assert set(got) <= {"error", "code"} and got["error"], got
            assert len(ans) < 600, f"error line of {len(ans)} characters"


def test_a_huge_value_is_quoted_short():
    r = Request({"type": "x" * 100_000})
    with pytest.raises(RequestError) as exc:
        r.int_("type")
    assert len(str(exc.value)) < QUOTE + 60
    assert str(exc.value).startswith("'type' must be a whole number, got \"xxx")


def test_a_long_line_is_refused_before_parsing():
    status, answers = _run("resolve", ["[" + " " * MAX_LINE + "]"])
    assert status == 1
    assert "characters long" in json.loads(answers[0])["error"]


def test_the_table_dispatches_with_usage(capsys):
    assert run("check", ["--help"], "prog") == 0
    assert "usage: prog check FILE" in capsys.readouterr().out
