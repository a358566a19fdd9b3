"""``python -m tracker coc``: the contract's examples, every op, bad requests."""

from __future__ import annotations

import io
import json
import subprocess
import sys

import pytest

from tracker.model.dice import Dice
from tracker.rulesets.coc.commands.requests import answer, run

#: the examples of the interface contract (request, answer subset), verbatim
EXAMPLES = [
    ({"op": "derive", "str": 13, "con": 11, "siz": 14, "dex": 12, "pow": 10},
     {"hp": 13, "mp": 10, "san": 50, "db": "+1d4", "dodge": 24}),
    ({"op": "attack", "skill": 60, "roll": 3,
      "weapon": {"damage": "1d6", "class": "unarmed", "db": True}, "db": "+1d4",
      "target": {"armor": 2}, "dice": {"w": [4, 5], "db": [3]}},
     {"outcome": "critical", "hit": True, "undodgeable": True, "ignore_armor": True,
      "formula": "2d6+1d4", "damage": 12, "ma_applied": False, "attacker_states": []}),
    ({"op": "attack", "skill": 55, "roll": 12,
      "weapon": {"damage": "1d6", "class": "blunt", "db": True}, "db": "+1d4",
      "target": {"armor": 2}, "dice": {"w": [5], "db": [1]}},
     {"outcome": "success", "hit": True, "undodgeable": False, "ignore_armor": False,
      "formula": "1d6+1d4", "damage": 4, "ma_applied": False, "attacker_states": []}),
    ({"op": "dodge", "dodge": 60, "tries": [60, 30],
      "attack": {"outcome": "success", "class": "unarmed"}, "roll": 20},
     {"allowed": True, "target": 20, "outcome": "success", "evaded": True,
      "tries": [60, 30, 20], "counter_chance": False, "defender_states": [],
      "cover_allowed": True}),
    ({"op": "cover", "dex": 12, "acted": False, "pc": True, "roll": 70, "damage": 7},
     {"allowed": True, "target": 60, "outcome": "failure", "coverer_damage": 3,
      "covered_damage": 4, "coverer_states": []}),
    ({"op": "knockout", "weapon": {"class": "unarmed"}, "declared_before_roll": True,
      "damage": 6, "target": {"hp": 10}, "roll": 25},
     {"allowed": True, "res_target": 30, "outcome": "success", "damage": 2,
      "states": ["unconscious"]}),
    ({"op": "damage", "target": {"id": "A", "hp": 3, "con": 11, "pc": True}, "damage": 4,
      "in_combat": True, "round": 2, "order": ["A", "B", "C", "D", "E"], "by": "C"},
     {"hp": 0, "overflow": 1, "states": ["unconscious", "dying"], "shock_check": None,
      "death_clock": {"victim": "A", "round": 3, "after": "C"}}),
    ({"op": "end_action", "round": 3, "actor": "B", "order": ["A", "B", "C", "D", "E"],
      "dead": ["C"], "clocks": [{"victim": "A", "round": 3, "after": "C"}], "hp": {"A": 0}},
     {"deaths": ["A"], "clocks": []}),
    ({"op": "fire_plan", "dex": 13, "skill": 8, "shots": 3, "rapid_fire": True,
      "point_blank": False},
     {"slots": [{"at": 13, "target": 8}, {"at": 13, "target": 13},
                {"at": 13, "target": 16}]}),
]


def _ask(req, seed=1):
    return answer(json.dumps(req), Dice(seed))


@pytest.mark.parametrize(("req", "want"), EXAMPLES, ids=[r["op"] for r, _ in EXAMPLES])
def test_contract_examples(req, want):
    out, ok = _ask(req)
    assert ok, out
    assert {k: out[k] for k in want} == want
    assert out["explain"] and all(line.startswith(("[C", "[R")) for line in out["explain"])


@pytest.mark.parametrize("req", [
    {"op": "parry", "skill": 50, "with": "weapon", "durability": 15,
     "attack": {"outcome": "success", "class": "edged", "damage": "1d6", "db": "+1d4"},
     "dice": {"w": [3], "db": [2]}, "roll": 20},
    {"op": "first_aid", "skill": 30, "roll": 10, "wound": {"amount": 4, "source": "normal",
                                                           "treated": False},
     "patient": {"hp": 0, "max_hp": 12}, "dice": [2]},
    {"op": "round_start", "combatant": {"hp": 2, "con": 11, "states": ["unconscious"]},
     "roll": 30, "dice": [3]},
    {"op": "check", "value": 50, "roll": 7},
    {"op": "resistance", "active": 12, "passive": 10, "roll": 60},
    {"op": "technique", "technique": "salto", "skills": {"grapple": 70, "budo_grapple": 60}},
], ids=lambda r: r["op"])
def test_other_ops(req):
    out, ok = _ask(req)
    assert ok, out
    assert "error" not in out


def test_parry_first_aid_round_start_values():
    out, _ = _ask({"op": "parry", "skill": 50, "with": "weapon", "durability": 15,
                   "parried_this_round": False, "roll": 20,
                   "attack": {"outcome": "success", "class": "edged", "damage": "1d6",
                              "db": "+1d4", "small": False, "by": "human"},
                   "dice": {"w": [3], "db": [2]}})
    assert (out["allowed"], out["parried"], out["damage_to_defender"], out["durability_after"],
            out["parried_this_round"]) == (True, True, 0, 10, True)
    out, _ = _ask({"op": "first_aid", "skill": 30, "roll": 10, "wound": {"amount": 4},
                   "patient": {"hp": 0, "max_hp": 12}, "dice": [2]})
    assert (out["allowed"], out["outcome"], out["healed"], out["hp"], out["wound_treated"],
            out["clock_cleared"]) == (True, "success", 2, 2, True, True)
    out, _ = _ask({"op": "round_start", "roll": 30, "dice": [3],
                   "combatant": {"hp": 2, "con": 11, "states": ["unconscious"]}})
    assert (out["wake_target"], out["woke"], out["san_loss"], out["states"]) == (
        55, True, 3, [])


def test_rolls_are_echoed_and_seeded():
    req = {"op": "attack", "skill": 60, "weapon": {"damage": "1d6", "class": "unarmed"},
           "db": "+1d4"}
    (a, _), (b, _) = _ask(req, seed=5), _ask(req, seed=5)
    assert a == b and 1 <= a["roll"] <= 100
    if a["hit"]:
        again, _ = _ask({**req, "roll": a["roll"], "dice": a["dice"]}, seed=99)
        assert again["damage"] == a["damage"]


@pytest.mark.parametrize(("line", "message"), [
    ("not json", "not valid JSON"),
    ("[1, 2]", "must be a JSON object"),
    ('{"skill": 5}', "'op' is required"),
    ('{"op": "fly"}', "unknown op"),
    ('{"op": "derive", "str": 13, "con": 11, "siz": 14, "dex": 12}', "'pow' is required"),
    ('{"op": "derive", "str": "13", "con": 11, "siz": 14, "dex": 12, "pow": 1}',
     "'str' must be a whole number"),
    ('{"op": "derive", "str": true, "con": 11, "siz": 14, "dex": 12, "pow": 1}',
     "'str' must be a whole number"),
    ('{"op": "derive", "str": 1, "con": 11, "siz": 14, "dex": 12, "pow": 1, "luck": 5}',
     "unknown key 'luck'"),
    ('{"op": "attack", "skill": 50, "roll": 0, "db": "0", '
     '"weapon": {"damage": "1d6", "class": "unarmed"}}', "'roll' must be from 1 to 100"),
    ('{"op": "attack", "skill": 50, "roll": 101, "db": "0", '
     '"weapon": {"damage": "1d6", "class": "unarmed"}}', "'roll' must be from 1 to 100"),
    ('{"op": "attack", "skill": 50, "roll": 10, "db": "0", "dice": {"w": [7]}, '
     '"weapon": {"damage": "1d6", "class": "unarmed"}}', "7 is not a face of a d6"),
    ('{"op": "attack", "skill": 50, "roll": 10, "db": "0", "dice": {"w": [1, 2]}, '
     '"weapon": {"damage": "1d6", "class": "unarmed"}}', "needs 1 face, got 2"),
    ('{"op": "attack", "skill": 50, "roll": 10, "db": "0", '
     '"weapon": {"damage": "1d6+", "class": "unarmed"}}', "weapon damage"),
    ('{"op": "attack", "skill": 50, "roll": 10, "db": "plenty", '
     '"weapon": {"damage": "1d6", "class": "unarmed"}}', "damage bonus"),
    ('{"op": "attack", "skill": 50, "roll": 10, '
     '"weapon": {"damage": "1d6", "class": "unarmed"}}', "give 'db'"),
    ('{"op": "attack", "skill": 50, "roll": 10, "db": "0", "str": 10, "siz": 10, '
     '"weapon": {"damage": "1d6", "class": "unarmed"}}', "not both"),
    ('{"op": "attack", "skill": 50, "roll": 10, "db": "0", '
     '"weapon": {"damage": "1d6", "class": "laser"}}', "'weapon.class' must be one of"),
    ('{"op": "attack", "skill": 50, "roll": 10, "db": "0", '
     '"weapon": {"damage": "1d6", "class": "unarmed", "colour": "red"}}',
     "unknown key 'weapon.colour'"),
    ('{"op": "attack", "skill": 50, "roll": 10, "db": "0", "combine": {"skill": "ma"}, '
     '"weapon": {"damage": "1d6", "class": "unarmed"}}', "'combine.value' is required"),
    ('{"op": "attack", "skill": 50, "roll": 10, "db": "0", "combine": '
     '{"skill": "ma", "value": 40}, "weapon": {"damage": "1d6", "class": "edged"}}',
     "combines with unarmed"),
    ('{"op": "attack", "skill": 50, "roll": 10, "db": "0", "rules": {"critical": 3}, '
     '"weapon": {"damage": "1d6", "class": "unarmed"}}', "'rules.critical' must be 5 or 1"),
    ('{"op": "dodge", "dodge": 60, "tries": [60, "x"], "roll": 5, '
     '"attack": {"outcome": "success", "class": "unarmed"}}', "'tries' must be a list"),
    ('{"op": "dodge", "dodge": 60, "roll": 5, "attack": {"outcome": "great", '
     '"class": "unarmed"}}', "'attack.outcome' must be one of"),
    ('{"op": "parry", "skill": 50, "with": "shield", "roll": 5, '
     '"attack": {"outcome": "success", "class": "edged", "damage": 3}}', "'with' must be one of"),
    ('{"op": "knockout", "weapon": {"class": "unarmed"}, "damage": 6, "target": {"hp": 10}}',
     "'declared_before_roll' is required"),
    ('{"op": "damage", "target": {"id": "A", "hp": 3, "con": 11}, "damage": 5, '
     '"order": ["A", "B"], "by": "Z"}', "'by' 'Z' is not in the order"),
    ('{"op": "damage", "target": {"id": "A", "hp": 3, "con": 11}, "damage": -1}',
     "'damage' must be from 0"),
    ('{"op": "end_action", "round": 3, "actor": "Q", "order": ["A"]}', "not in the order"),
    ('{"op": "end_action", "round": 3, "actor": "A", "order": ["A"], "hp": {"A": "x"}}',
     "'hp' must be an object"),
    ('{"op": "first_aid", "skill": 30, "roll": 10, "wound": {"amount": 4}, '
     '"patient": {"hp": 13, "max_hp": 12}}', "'patient.hp' must be from 0 to 12"),
    ('{"op": "first_aid", "skill": 30, "roll": 10, "wound": {"amount": 4}, '
     '"patient": {"hp": 3, "max_hp": 12}, "dice": [4]}', "4 is not a face of a d3"),
    ('{"op": "round_start", "combatant": {"hp": 2, "con": 11, "states": ["asleep"]}}',
     "'combatant.states' must be a list of states"),
    ('{"op": "fire_plan", "dex": 13, "skill": 40, "shots": 0}', "'shots' must be from 1"),
])
def test_bad_requests(line, message):
    out, ok = answer(line, Dice(1))
    assert not ok and set(out) <= {"error", "code"}
    assert message in out["error"]


def test_stream_goes_on_after_errors_and_exits_1():
    lines = ["junk", json.dumps(EXAMPLES[0][0]), "", '{"op": "fly"}', json.dumps(EXAMPLES[4][0])]
    out = io.StringIO()
    assert run(lines, out, seed=1) == 1
    answers = [json.loads(x) for x in out.getvalue().splitlines()]
    assert len(answers) == 4
    assert "error" in answers[0] and "error" in answers[2]
    assert answers[1]["hp"] == 13 and answers[3]["coverer_damage"] == 3
    out = io.StringIO()
    assert run([json.dumps(EXAMPLES[0][0])], out) == 0


def test_module_entry_point():
    help_text = subprocess.run([sys.executable, "-m", "tracker", "--help"],
                               capture_output=True, text=True, timeout=60).stdout
    assert "tracker coc [--seed N]" in help_text
    p = subprocess.run([sys.executable, "-m", "tracker", "coc", "--seed", "4"],
                       input=json.dumps(EXAMPLES[8][0]) + "\n{\n", capture_output=True,
                       text=True, timeout=60)
    outs = [json.loads(x) for x in p.stdout.splitlines()]
    assert p.returncode == 1 and outs[0]["slots"][2] == {"at": 13, "target": 16}
    assert "error" in outs[1]
    bad = subprocess.run([sys.executable, "-m", "tracker", "coc", "--seed", "x"],
                         capture_output=True, text=True, timeout=60, input="")
    assert bad.returncode == 2 and "usage" in bad.stderr
