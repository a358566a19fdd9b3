"""``python -m tracker campaign``: one answer per line in order, bad lines answered with an
error and skipped, exit status 1 when any line failed."""

from __future__ import annotations

import io
import json
import subprocess
import sys

import pytest

from tracker.rulesets.gurps.commands.campaign import campaign_stream


def run(lines):
    out = io.StringIO()
    status = campaign_stream(lines, out)
    return status, [json.loads(x) for x in out.getvalue().splitlines()]


def test_good_lines_exit_0():
    status, answers = run(['{"op": "weather", "roll": 4}\n', "\n",
                           '{"op": "moon_next", "phase": 6}\n'])
    assert status == 0
    assert answers == [{"weather": "thin_clouds"}, {"phase": 5, "waxing": False}]


@pytest.mark.parametrize("line, says", [
    ("{not json", "not valid JSON"),
    ("[1, 2]", "JSON object"),
    ('{"phase": 1}', "unknown op"),
    ('{"op": "eclipse"}', "unknown op \"eclipse\""),
    ('{"op": 3}', "unknown op 3"),
    ('{"op": "weather", "roll": 4, "snow": true}', "unknown key 'snow'"),
    ('{"op": "moon_next"}', "'phase' is required"),
    ('{"op": "moon_next", "phase": 7, "waxing": true}', "'phase' must be 1..6"),
    ('{"op": "moon_next", "phase": 3}', "'waxing' is needed at phase 3"),
    ('{"op": "moon_next", "phase": 3, "waxing": "yes"}', "'waxing' must be true or false"),
    ('{"op": "moon_effects", "phase": 2, "night": 1}', "'night' must be true or false"),
    ('{"op": "weather"}', "'roll' (1d) is needed"),
    ('{"op": "weather", "roll": 0}', "'roll' must be 1..6"),
    ('{"op": "weather", "roll": 2.5}', "'roll' must be a whole number"),
    ('{"op": "temperature", "season_roll": 1, "dice": [1, 2]}', "faces of 3 dice"),
    ('{"op": "temperature", "season_roll": 1, "dice": [1, 2, 7]}', "'dice' must be 1..6"),
    ('{"op": "temperature", "season_roll": 1, "dice": "3d"}', "faces of 3 dice"),
    ('{"op": "heat_check", "celsius": "hot"}', "'celsius' must be a number"),
    ('{"op": "heat_check", "celsius": 1000}', "'celsius' must be -100..100"),
    ('{"op": "heat_check", "celsius": 30, "encumbrance": 5}', "'encumbrance' must be 0..4"),
    ('{"op": "heat_check", "celsius": 30, "armor_dr": -1}', "'armor_dr' must be 0..100"),
    ('{"op": "heat_check", "celsius": 30, "fat": null}', "'fat' must be true or false"),
    ('{"op": "cold_check", "celsius": 0, "gear": "parka"}', "'gear' must be one of"),
    ('{"op": "cold_check", "celsius": 0, "clothes": "fur"}', "'clothes' must be one of"),
    ('{"op": "infection_check", "roll": 10}', "'ht' is required"),
    ('{"op": "infection_check", "ht": 10}', "'roll' (3d) is needed"),
    ('{"op": "infection_check", "ht": 10, "roll": 2}', "'roll' must be 3..18"),
    ('{"op": "infection_check", "ht": 10, "roll": 9, "environment": "sewer"}',
     "'environment' must be one of normal, special, filth"),
    ('{"op": "infection_check", "ht": 10, "roll": 9, "treater_skill": "12"}',
     "'treater_skill' must be a whole number"),
    ('{"op": "infection_location", "roll": 15}', "'side_roll' (1d) is needed for a roll of 15"),
    ('{"op": "infection_location", "roll": 7, "side_roll": 9}', "'side_roll' must be 1..6"),
    ('{"op": "infection_location", "roll": 9, "dominant": "both"}', "'dominant' must be one of"),
])
def test_a_bad_line_is_answered_and_the_rest_goes_on(line, says):
    status, answers = run([line + "\n", '{"op": "weather", "roll": 1}\n'])
    assert status == 1
    assert len(answers) == 2
    assert set(answers[0]) <= {"error", "code"} and says in answers[0]["error"]
    assert answers[1] == {"weather": "cloudless"}


def test_subcommand_and_usage(tmp_path):
    help_ = subprocess.run([sys.executable, "-m", "tracker", "--help"], capture_output=True,
                           text=True, timeout=60)
    assert "tracker campaign" in help_.stdout
    p = subprocess.run([sys.executable, "-m", "tracker", "campaign"], capture_output=True,
                       text=True, timeout=60,
                       input='{"op": "cold_check", "celsius": -3}\n{"op": "cold_check"}\n')
    assert p.returncode == 1
    lines = [json.loads(x) for x in p.stdout.splitlines()]
    assert lines[0] == {"applies": True, "modifier": -1}
    assert "'celsius' is required" in lines[1]["error"]
