"""Round start: waking and SAN loss (C8, R5, R6); handgun slots and rapid fire (C12, R8, R3)."""

from __future__ import annotations

import pytest

from tracker.model.errors import RulesError
from tracker.rulesets.coc.rules.firearms import break_away, fire_plan, half_dex
from tracker.rulesets.coc.rules.rounds import round_start

ROUNDS = [
    # rule, hp, con, states, roll, faces, expected
    ("R6", 2, 11, ["unconscious"], 40, [2],
     dict(wake_target=55, woke=True, san_loss=2, states=[])),
    ("C8", 2, 11, ["unconscious"], 60, None,
     dict(wake_target=55, woke=False, san_loss=0, states=["unconscious"])),
    ("R6", 1, 11, [], None, [3], dict(wake_target=None, woke=False, san_loss=3, states=[])),
    ("R5", 6, 11, ["unconscious", "prone"], 40, None,
     dict(wake_target=55, woke=True, san_loss=0, states=["prone"])),
    ("R6", 5, 11, [], None, None, dict(wake_target=None, woke=False, san_loss=0)),
    ("C10", 0, 11, ["unconscious", "dying", "dead"], None, None,
     dict(wake_target=None, woke=False, san_loss=0)),
]


@pytest.mark.parametrize(("rule", "hp", "con", "states", "roll", "faces", "want"), ROUNDS,
                         ids=[f"{c[0]} #{i}" for i, c in enumerate(ROUNDS)])
def test_round_start_table(rule, hp, con, states, roll, faces, want):
    r = round_start(hp, con, states, roll=roll, faces=faces)
    got = r.to_dict()
    assert {k: got[k] for k in want} == want
    if r.explain:
        assert rule in {line.rule for line in r.explain}


def test_round_start_bad_input():
    with pytest.raises(RulesError):
        round_start(2, 11, ["sleepy"], roll=10)
    with pytest.raises(RulesError):
        round_start(1, 11, [], faces=[4])


PLANS = [
    # rule, dex, skill, shots, rapid, point blank, slots
    ("R8", 13, 8, 3, True, False, [(13, 8), (13, 13), (13, 16)]),
    ("C12", 13, 40, 3, False, False, [("round_start", 40), (13, 40), (6.5, 40)]),
    ("C12", 12, 40, 2, False, False, [("round_start", 40), (12, 40)]),
    ("C12", 12, 40, 1, False, False, [(12, 40)]),
    ("C12", 12, 40, 6, False, False, [("round_start", 40), (12, 40), (6, 40)]),
    ("R8", 12, 40, 2, True, False, [(12, 40), (12, 45)]),
    ("R8", 12, 40, 3, False, True, [("round_start", 80), (12, 80), (6, 80)]),
    ("R8", 12, 40, 3, True, True, [(12, 80), (12, 80), (12, 80)]),
]


@pytest.mark.parametrize(("rule", "dex", "skill", "shots", "rapid", "pb", "slots"), PLANS,
                         ids=[f"{c[0]} #{i}" for i, c in enumerate(PLANS)])
def test_fire_plan_table(rule, dex, skill, shots, rapid, pb, slots):
    r = fire_plan(dex, skill, shots, rapid_fire=rapid, point_blank=pb)
    assert [(s.at, s.target) for s in r.slots] == slots
    assert rule in {line.rule for line in r.explain}


@pytest.mark.parametrize(("dex", "half"), [
    pytest.param(13, 6.5, id="R3 DEX/2 keeps .5"), pytest.param(12, 6, id="R3 even DEX"),
])
def test_half_dex(dex, half):
    assert half_dex(dex) == half


@pytest.mark.parametrize(("mine", "theirs", "roll", "free"), [
    pytest.param(12, 12, 50, "this_round", id="C12 break away: DEX contest won"),
    pytest.param(12, 12, 51, "next_round", id="C12 break away: lost, free next round"),
    pytest.param(22, 12, None, "this_round", id="C12 break away: automatic"),
])
def test_break_away(mine, theirs, roll, free):
    assert break_away(mine, theirs, roll=roll).free_from == free


def test_fire_plan_needs_a_shot():
    with pytest.raises(RulesError):
        fire_plan(12, 40, 0)
