"""W3: B550's size and speed/range table for ranged attacks while the simplified ranged
modifiers (V1) are off: the progression, ``tohit`` and a flow through ``session``.

docs/rules.md W3: the lines 1, 1.5, 2, 3, 5, 7 yd repeat in every power of ten, one step of
SM each (2 yd is SM 0); a length between two lines takes the longer; the penalty is minus the
line of range + speed (0 up to 2 yd); 1 m counts as 1 yd. Couatl.gcs has SM +2; the Orc
Sergeant's Regular Bow (Shoot): skill 14, Acc 2 (tests/model/gurps/test_weapons.py)."""

from __future__ import annotations

import pytest

from tests.model.gurps.test_weapons import ok, sheet_of
from tracker.model.dice import Dice
from tracker.model.session import Session
from tracker.rulesets.gurps.commands.tohit import answer as tohit_answer
from tracker.rulesets.gurps.rules.range_table import length_of, line_of, speed_range_penalty


@pytest.mark.parametrize("sm, length", [(-10, 0.05), (-2, 1), (-1, 1.5), (0, 2), (1, 3),
                                        (2, 5), (3, 7), (4, 10), (5, 15), (10, 100),
                                        (16, 1000)])
def test_the_progression(sm, length):
    # six lines a decade from 1 yd at SM −2: SM 4 is 10 yd, 10 is 100 yd, 16 is 1000 yd
    assert length_of(sm) == pytest.approx(length)


@pytest.mark.parametrize("measure, penalty", [
    (0, 0), (1, 0), (2, 0), (2.5, -1), (3, -1), (4, -2), (5, -2), (7, -3), (10, -4),
    (11, -5), (20, -6), (30, -7), (50, -8), (70, -9), (100, -10), (101, -11), (700, -15),
    (1000, -16)])
def test_speed_and_range(measure, penalty):
    # a length between two lines counts as the longer: 2.5 → 3 yd (SM +1) → −1; 11 → 15 → −5
    assert speed_range_penalty(measure) == penalty


def test_range_and_speed_are_added_and_the_line_is_the_first_that_is_long_enough():
    assert speed_range_penalty(20, 10) == -7  # 30 yd → SM +7
    assert line_of(0.06) == -9  # 0.07 yd is SM −9


def test_tohit_without_v1_takes_the_table():
    ans = tohit_answer({"skill": 14, "ranged": {"range_m": 20, "target_speed_mps": 10,
                                                "target_sm": 2},
                        "options": {"simplified_ranged": False}, "roll": 9}, Dice(1))
    # 14 + 2 (SM) − 7 (30 yd) = 9; 9 ≤ 9 hits
    assert [(p["rule"], p["what"], p["value"]) for p in ans["parts"]] == [
        ("W3", "size_modifier", 2), ("W3", "speed_range", -7)]
    assert (ans["effective_skill"], ans["hit"]) == (9, True)
    on = tohit_answer({"skill": 14, "ranged": {"range_m": 20, "target_sm": 2}, "roll": 9}, Dice(1))
    assert all(p["rule"] != "W3" for p in on["parts"])  # with V1 on its own table counts


def test_a_bow_shot_at_the_couatl_through_session(tmp_path):
    s = Session(seed=2)
    ok(s, {"op": "new", "ruleset": "gurps"})  # no vampire-hunter module: V1 is off
    ok(s, {"op": "add", "name": "Orc", "side": "enemy", "sheet": sheet_of("Orc_Sergeant.gcs")})
    ok(s, {"op": "add", "name": "Couatl", "side": "pc", "sheet": sheet_of("Couatl.gcs")})
    ok(s, {"op": "start_combat"})
    while s.enc.current.name != "Orc":
        ok(s, {"op": "next_turn"})
    shot = {"op": "attack", "attacker": "Orc", "target": "Couatl", "weapon": "Regular Bow",
            "ranged": {"range_m": 20, "target_speed_mps": 10}, "roll": 9,
            "defense": {"kind": "none"}, "damage": 3}
    ans = ok(s, shot)
    parts = [(p["rule"], p["what"], p["value"]) for p in ans["tohit"]["parts"]]
    # the Couatl's sheet SM +2; 20 m + 10 m/s = 30 → −7: 14 + 2 − 7 = 9
    assert ("W3", "size_modifier", 2) in parts and ("W3", "speed_range", -7) in parts
    assert ans["tohit"]["effective_skill"] == 9 and ans["tohit"]["hit"]
    ok(s, {"op": "undo"})
    path = tmp_path / "b550.ctenc"
    ok(s, {"op": "save", "file": str(path)})
    t = Session(seed=2)
    ok(t, {"op": "open", "file": str(path)})
    again = ok(t, shot)  # the SM and the weapon came back with the file
    assert again["tohit"]["effective_skill"] == 9
    ok(t, {"op": "next_turn"})  # the Couatl's turn, then the Orc Aims
    while t.enc.current.name != "Orc":
        ok(t, {"op": "next_turn"})
    ok(t, {"op": "maneuver", "name": "Orc", "maneuver": "aim", "target": "Couatl"})
    for _ in range(2):
        ok(t, {"op": "next_turn"})
    aimed = ok(t, {**shot, "roll": 10})
    # one turn of Aim: the bow's Acc 2: 9 + 2 = 11
    assert aimed["tohit"]["effective_skill"] == 11
