"""A keeper's CoC evenings after the refusals of one action a position (C12, R14) and of the
forbidden parries, dodges and covers, replayed through ``python -m tracker session``: what
the rules allow must still go through, round after round (handgun slots, rapid fire, closing
in and point-blank, breaking away, a fumble and getting up, cover after a failed dodge, first
aid against the death clock, knockout, waking, SAN, the dodge value within a round), with
undo, redo, save and reopen, End combat and Advance time.

Roster and order of ``test_coc_flows_playc``: round 1 runs Aoki@start, Priest@start, Ishii,
Aoki, CultB, CultA, Ueda, Priest, Aoki@half; passing one's own DEX position is acting (R14),
passing a handgun slot is not. The defects found have a test of their own below the flows."""

from __future__ import annotations

import pytest

from tests.model.test_coc_flows_playc import (
    NEXT,
    REVOLVER,
    ROSTER,
    STATE,
    aid,
    attack,
    check,
    script,
    turn,
    who,
)
from tests.session_script import run


def _ok(answer):
    assert "error" not in answer, answer.get("error")
    return answer


# -- defects found by the flows (one test each) ------------------------------------------------
def test_defect_a_shooter_picks_up_the_gun_at_his_dex_after_a_round_start_fumble():
    """C3, C12, R14: Aoki's round-start shot is a position of its own; fumbled, the gun drops.
    At his DEX (a free position, where first aid is allowed) the keeper picks it up: it was
    refused ("already acted this round"). Picking up spends that position, and with the gun
    in hand his DEX÷2 slot is played again (shot 2 of 3)."""
    answers = run(ROSTER + [
        {"op": "start_combat"},
        attack("Aoki", "CultA", ".38", 99),                          # fumble: gun dropped
        NEXT, NEXT, NEXT,                                            # Aoki at DEX
        {"op": "pick_up", "name": "Aoki"},
        attack("Aoki", "CultA", ".38", 30, [3]),                     # the position is spent
        NEXT, NEXT, NEXT, NEXT, NEXT,                                # Aoki@half
        attack("Aoki", "CultA", ".38", 30, [3]),
    ], errors=True)
    assert "weapon_dropped" in who(answers[8], "Aoki")["conditions"]
    assert turn(answers[11]) == (1, "Aoki", None)
    picked = _ok(answers[12])
    assert who(picked, "Aoki")["conditions"] == []
    assert "picked up" in answers[13]["error"] and "R14" in answers[13]["error"]
    assert turn(answers[-2]) == (1, "Aoki", "half")
    half = _ok(answers[-1])
    assert half["outcome"]["value"] == 50 and who(half, "CultA")["hp"] == 8


def test_defect_a_shooter_helps_a_comrade_up_at_his_dex_after_a_round_start_shot():
    """C3 "someone (self or another) spends a turn in the next round": Ishii fumbled his kick
    (prone); in round 2 Aoki fires at round start, then spends his DEX position getting Ishii
    up. It was refused ("already acted this round") though that position is free (R14)."""
    answers = run(ROSTER + [
        {"op": "start_combat"}, NEXT, NEXT,                          # Ishii
        attack("Ishii", "CultB", "kick", 99),                        # fumble: prone
        NEXT, NEXT, NEXT, NEXT, NEXT, NEXT, NEXT,                    # round 2, Aoki@start
        attack("Aoki", "CultA", ".38", 80),                          # a miss
        NEXT, NEXT, NEXT,                                            # Aoki at DEX
        {"op": "get_up", "name": "Ishii", "helper": "Aoki"},
        {"op": "close_in", "name": "Aoki", "target": "CultA"},       # the position is spent
    ], errors=True)
    assert "prone" in who(answers[10], "Ishii")["conditions"]
    assert turn(answers[17]) == (2, "Aoki", "start") and "error" not in answers[18]
    assert turn(answers[-3]) == (2, "Aoki", None)
    up = _ok(answers[-2])
    assert who(up, "Ishii")["conditions"] == []
    assert "R14" in answers[-1]["error"]


def test_defect_a_shooter_reloads_at_his_dex_after_emptying_the_gun_at_round_start():
    """R14: the round-start shot empties a one-round gun; reloading at his DEX takes that
    free position (it was refused), and the DEX÷2 slot fires again."""
    gun = {**REVOLVER, "capacity": 1, "rounds": 1}
    answers = run(ROSTER + [
        {"op": "edit", "name": "Aoki", "sheet": {"weapons": [gun]}},
        {"op": "start_combat"},
        attack("Aoki", "CultA", ".38", 80),                          # a miss: empty
        NEXT, NEXT, NEXT,                                            # Aoki at DEX
        {"op": "reload", "name": "Aoki", "weapon": ".38"},
        attack("Aoki", "CultA", ".38", 30, [3]),                     # the position is spent
        NEXT, NEXT, NEXT, NEXT, NEXT,                                # Aoki@half
        attack("Aoki", "CultA", ".38", 30, [3]),
    ], errors=True)
    assert turn(answers[-9]) == (1, "Aoki", None)
    _ok(answers[-8])
    assert "reloaded" in answers[-7]["error"]
    assert turn(answers[-2]) == (1, "Aoki", "half")
    assert who(_ok(answers[-1]), "CultA")["hp"] == 8


def test_defect_no_closing_in_with_the_gun_on_the_floor():
    """C3, C12: closing in is the shooter's step towards point-blank shots; Aoki's gun lies
    where his fumble dropped it (bare hands only), yet the keeper saw him close in."""
    answers = run(ROSTER + [
        {"op": "start_combat"},
        attack("Aoki", "CultA", ".38", 99),                          # fumble: gun dropped
        NEXT, NEXT, NEXT,                                            # Aoki at DEX
        {"op": "close_in", "name": "Aoki", "target": "CultA"},
        STATE,
    ], errors=True)
    assert "error" in answers[-2] and "C3" in answers[-2]["error"]
    assert answers[-1]["state"] == answers[-3]["state"]
