"""``python -m tracker odds`` (contracts/odds.md): JSON lines in and out, errors named."""

from __future__ import annotations

import io
import json
import subprocess
import sys

import pytest

from tests.model.gurps.test_odds import brute_force
from tracker.rulesets.gurps.commands.odds import main, odds_stream
from tracker.rulesets.gurps.rules.resolver import Hit, Target


def _ask(*requests) -> tuple[list[dict], int]:
    out = io.StringIO()
    status = odds_stream([json.dumps(r) + "\n" for r in requests], out)
    return [json.loads(line) for line in out.getvalue().splitlines()], status


def test_answer_matches_the_sum_of_resolve():
    (got,), status = _ask({"target": {"hp": 12, "dr": 1, "body": "quadruped"},
                           "damage": "2d+1", "type": "cut", "location": "random"})
    assert status == 0
    p, injury, hp_after, where = brute_force(Target(max_hp=12, dr=1, body="quadruped"),
                                             Hit(0, "cut", "random"), "2d+1")
    for flag, value in p.items():
        assert got["p"][flag] == pytest.approx(float(value), abs=1e-9)
    assert {int(k): v for k, v in got["injury"]["dist"].items()} == pytest.approx(
        {k: float(v) for k, v in injury.items() if v}, abs=1e-9)
    assert {int(k): v for k, v in got["hp_after"]["dist"].items()} == pytest.approx(
        {k: float(v) for k, v in hp_after.items() if v}, abs=1e-9)
    assert got["locations"] == pytest.approx({k: float(v) for k, v in where.items()},
                                             abs=1e-9)
    assert got["injury"]["min"] == min(injury) and got["injury"]["max"] == max(injury)


def test_a_given_roll_fixes_the_location():
    (got,), _ = _ask({"target": {"hp": 10}, "damage": "1d", "location": "random", "roll": 4})
    assert got["locations"] == {"skull": 1.0}


def test_bad_requests_are_answered_and_the_loop_goes_on():
    answers, status = _ask({"target": {"hp": 10}, "damage": "2q"},
                           {"target": {"hp": 10}, "damage": "1d", "location": "eye_left"},
                           {"target": {"hp": 10}, "damage": "1d", "colour": 1},
                           {"target": {"hp": 10}, "damage": "1d"})
    assert status == 1
    assert answers[0]["code"] == "bad_dice"
    assert answers[1]["code"] == "type_not_allowed"
    assert answers[2]["error"] == "unknown key 'colour'"
    assert answers[3]["p"]["injury"] == pytest.approx(1.0)  # 1d cr: 1..6 on the torso


def test_help_and_bad_arguments():
    out, err = io.StringIO(), io.StringIO()
    assert main(["--help"], out=out, err=err, inp=[]) == 0
    assert "odds" in out.getvalue()
    assert main(["--bogus"], out=out, err=err, inp=[]) == 2
    assert "unknown argument" in err.getvalue()


def test_listed_in_the_usage_and_runs_headless():
    p = subprocess.run([sys.executable, "-m", "tracker", "odds"], capture_output=True,
                       text=True, timeout=60,
                       input=json.dumps({"target": {"hp": 10}, "damage": "3d"}) + "\n")
    assert p.returncode == 0
    assert set(json.loads(p.stdout)) == {"p", "injury", "hp_after"}
    usage = subprocess.run([sys.executable, "-m", "tracker", "--help"], capture_output=True,
                           text=True, timeout=60)
    assert " odds " in usage.stdout
