"""Knockout (C7, R5), damage and its states (C0, C8, C10, R7) and first aid (C9, R11)."""

from __future__ import annotations

import pytest

from tracker.model.errors import RulesError
from tracker.rulesets.coc.rules.checks import Options
from tracker.rulesets.coc.rules.death import DeathClock
from tracker.rulesets.coc.rules.injury import (
    Wound,
    apply_damage,
    first_aid,
    resolve_knockout,
    resolve_shock,
)

KNOCKOUTS = [
    # rule, class, declared, damage, hp, roll, expected
    ("R5", "unarmed", True, 6, 10, 25,
     dict(allowed=True, res_target=30, outcome="success", damage=2, states=["unconscious"])),
    ("C7", "unarmed", True, 6, 10, 31,
     dict(allowed=True, res_target=30, outcome="failure", damage=6, states=[])),
    ("R5", "blunt", True, 20, 10, None,
     dict(res_target=100, outcome="auto_success", damage=6, states=["unconscious"])),
    ("C7", "blunt", True, 1, 11, None,
     dict(res_target=0, outcome="auto_failure", damage=1, states=[])),
    ("C7", "edged", True, 6, 10, 1, dict(allowed=False, damage=6, states=[])),
    ("C7", "impaling", True, 6, 10, 1, dict(allowed=False, damage=6)),
    ("C7", "firearm", True, 6, 10, 1, dict(allowed=False, damage=6)),
    ("C7", "unarmed", False, 6, 10, 1, dict(allowed=False, damage=6, states=[])),
    ("R5", "unarmed", True, 8, 10, 40, dict(res_target=40, outcome="success", damage=2)),
]


@pytest.mark.parametrize(("rule", "cls", "declared", "damage", "hp", "roll", "want"), KNOCKOUTS,
                         ids=[f"{c[0]} #{i}" for i, c in enumerate(KNOCKOUTS)])
def test_knockout_table(rule, cls, declared, damage, hp, roll, want):
    r = resolve_knockout(cls, damage, hp, declared_before_roll=declared, roll=roll)
    got = r.to_dict()
    assert {k: got[k] for k in want} == want
    assert rule in {line.rule for line in r.explain}


ORDER = ["A", "B", "C", "D", "E"]
DAMAGES = [
    # rule, hp, con, damage, pc, in_combat, options, expected
    ("C10", 3, 11, 4, True, True, Options(),
     dict(hp=0, overflow=1, states=["unconscious", "dying"], shock_check=None,
          death_clock={"victim": "A", "round": 3, "after": "C"}, dead=False)),
    ("C0", 12, 11, 6, True, True, Options(),
     dict(hp=6, overflow=0, states=[], shock_check={"target": 55}, death_clock=None)),
    ("C0", 12, 11, 5, True, True, Options(), dict(hp=7, shock_check=None)),
    ("C0", 12, 11, 6, True, True, Options(shock=False), dict(hp=6, shock_check=None)),
    ("C8", 12, 11, 10, True, True, Options(),
     dict(hp=2, states=["unconscious"], shock_check=None, death_clock=None)),
    ("C8", 3, 11, 1, True, True, Options(), dict(hp=2, states=["unconscious"])),
    ("R7", 5, 11, 9, False, True, Options(),
     dict(hp=0, overflow=4, states=["unconscious", "dying", "dead"], dead=True,
          death_clock=None)),
    ("R7", 5, 11, 9, False, True, Options(npc_clock=True),
     dict(dead=False, death_clock={"victim": "A", "round": 3, "after": "C"})),
    ("C10", 5, 11, 9, True, False, Options(),
     dict(death_clock=None, death_outside_combat=True, dead=False)),
    ("C10", 0, 11, 3, True, True, Options(), dict(hp=0, overflow=3, death_clock=None)),
    ("C0", 8, 11, 0, True, True, Options(), dict(hp=8, shock_check=None, states=[])),
]


@pytest.mark.parametrize(("rule", "hp", "con", "damage", "pc", "in_combat", "options", "want"),
                         DAMAGES, ids=[f"{c[0]} #{i}" for i, c in enumerate(DAMAGES)])
def test_damage_table(rule, hp, con, damage, pc, in_combat, options, want):
    r = apply_damage("A", hp, con, damage, pc=pc, in_combat=in_combat, round=2, by="C",
                     order=ORDER, options=options)
    got = r.to_dict()
    assert {k: got[k] for k in want} == want
    assert rule in {line.rule for line in r.explain}


def test_death_clock_needs_the_position():
    with pytest.raises(RulesError):
        apply_damage("A", 3, 11, 5, round=1, by="Z", order=ORDER)
    r = apply_damage("A", 3, 11, 5, round=1, by="C@half", order=["C@start", "A", "C", "C@half"])
    assert r.death_clock == DeathClock("A", 2, "C@half")


@pytest.mark.parametrize(("roll", "unconscious"), [
    pytest.param(55, False, id="C0 shock CON×5 made"),
    pytest.param(56, True, id="C0 shock failed"),
])
def test_shock_roll(roll, unconscious):
    assert resolve_shock(11, roll=roll)[0] is unconscious


AIDS = [
    # rule, skill, roll, wound, hp, max, faces, expected
    ("C9", 30, 20, Wound(5), 4, 12, [3],
     dict(allowed=True, outcome="success", healed=3, hp=7, wound_treated=True,
          clock_cleared=True)),
    ("C0", 30, 20, Wound(2), 4, 12, [3], dict(healed=2, hp=6)),  # never more than the wound
    ("C0", 30, 20, Wound(5), 11, 12, [3], dict(healed=1, hp=12)),  # never above max HP
    ("R7", 30, 20, Wound(5), 0, 12, [2], dict(healed=2, hp=2, clock_cleared=True)),
    ("C9", 30, 20, Wound(5, treated=True), 4, 12, [3],
     dict(allowed=False, healed=0, hp=4, wound_treated=True)),
    ("R11", 30, 20, Wound(5, "fumble"), 4, 12, [3], dict(allowed=False, healed=0, hp=4)),
    ("R11", 30, 20, Wound(5, "extra"), 4, 12, [3], dict(allowed=False, healed=0)),
    ("R11", 30, 31, Wound(5), 4, 12, None,
     dict(allowed=True, outcome="failure", healed=0, hp=4, wound_treated=True)),
    ("R11", 30, 31, Wound(5), 0, 12, None,
     dict(allowed=True, outcome="failure", healed=0, hp=0, clock_cleared=False)),
]


@pytest.mark.parametrize(("rule", "skill", "roll", "wound", "hp", "max_hp", "faces", "want"),
                         AIDS, ids=[f"{c[0]} #{i}" for i, c in enumerate(AIDS)])
def test_first_aid_table(rule, skill, roll, wound, hp, max_hp, faces, want):
    r = first_aid(skill, wound, hp, max_hp, roll=roll, faces=faces)
    got = r.to_dict()
    assert {k: got[k] for k in want} == want
    assert rule in {line.rule for line in r.explain}


def test_first_aid_checks_faces():
    with pytest.raises(RulesError):
        first_aid(30, Wound(5), 4, 12, roll=20, faces=[4])
    with pytest.raises(RulesError):
        Wound(5, "bogus")
