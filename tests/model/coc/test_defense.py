"""Dodge (C4, R4), parry (C5, R10, C11) and cover (C6, R9)."""

from __future__ import annotations

import pytest

from tracker.model.errors import RulesError
from tracker.rulesets.coc.rules.defense import (
    ParriedAttack,
    next_dodge_value,
    resolve_cover,
    resolve_dodge,
    resolve_parry,
)


@pytest.mark.parametrize(("dodge", "tries", "value"), [
    pytest.param(60, [], 60, id="C4 first dodge: full"),
    pytest.param(60, [60], 30, id="C4 second dodge: half"),
    pytest.param(61, [61], 30, id="R3 half rounds down"),
    pytest.param(60, [60, 30], 20, id="C4 third: previous −10"),
    pytest.param(60, [60, 30, 20], 10, id="R4 fourth: previous −10"),
    pytest.param(60, [60, 30, 20, 10], 0, id="R4 fifth reaches 0"),
])
def test_dodge_values(dodge, tries, value):
    assert next_dodge_value(dodge, tries) == value


DODGES = [
    # rule, dodge, tries, attack outcome, class, roll, kwargs, expected subset
    ("R4", 60, [60, 30], "success", "unarmed", 20, {},
     dict(allowed=True, target=20, outcome="success", evaded=True, tries=[60, 30, 20],
          counter_chance=False, defender_states=[], cover_allowed=True)),
    ("C4", 60, [], "success", "edged", 3, {},
     dict(outcome="critical", evaded=True, counter_chance=True, tries=[60])),
    ("C4", 60, [], "special", "blunt", 97, {},
     dict(outcome="fumble", evaded=False, defender_states=["prone"], cover_allowed=False)),
    ("C4", 60, [], "success", "blunt", 61, {},
     dict(outcome="failure", evaded=False, tries=[60], cover_allowed=True)),
    ("R1", 60, [], "critical", "unarmed", 10, {},
     dict(allowed=False, evaded=False, tries=[], outcome=None)),
    ("R4", 60, [], "success", "firearm", 10, {}, dict(allowed=False, tries=[])),
    ("R4", 60, [60, 30, 20, 10, 0], "success", "unarmed", 1, {},
     dict(allowed=False, target=-10, tries=[60, 30, 20, 10, 0])),
    ("C13", 60, [], "success", "edged", 10, {"undodgeable": True}, dict(allowed=False)),
    ("C3", 60, [], "success", "edged", 10, {"prone": True}, dict(allowed=False)),
    ("C4", 60, [], "failure", "edged", 10, {}, dict(allowed=False, tries=[])),
]


@pytest.mark.parametrize(("rule", "dodge", "tries", "outcome", "cls", "roll", "kw", "want"),
                         DODGES, ids=[f"{c[0]} #{i}" for i, c in enumerate(DODGES)])
def test_dodge_table(rule, dodge, tries, outcome, cls, roll, kw, want):
    r = resolve_dodge(dodge, tries, outcome, cls, roll=roll, **kw)
    got = r.to_dict()
    assert {k: got[k] for k in want} == want
    assert rule in {line.rule for line in r.explain}


def _atk(**kw):
    base = dict(outcome="success", cls="edged", damage=5, db=2, small=False, by="human")
    base.update(kw)
    return ParriedAttack(**base)


PARRIES = [
    # rule, skill, with, attack, kwargs, roll, expected subset
    ("C5", 50, "weapon", _atk(), {"durability": 15}, 30,
     dict(allowed=True, parried=True, damage_to_defender=0, durability_after=8,
          parried_this_round=True)),
    ("R10", 50, "weapon", _atk(damage=9, db=9), {"durability": 15}, 30,
     dict(parried=True, durability_after=0, item_broken=True)),
    ("C5", 50, "weapon", _atk(), {"parried_this_round": True}, 30,
     dict(allowed=False, parried=False, damage_to_defender=7, parried_this_round=True)),
    ("C5", 50, "weapon", _atk(), {"durability": 15}, 70,
     dict(allowed=True, parried=False, damage_to_defender=7, durability_after=15)),
    ("R10", 50, "unarmed", _atk(), {}, 30,
     dict(parried=True, damage_to_defender=5)),
    ("R10", 50, "unarmed", _atk(db=-3), {}, 30,
     dict(parried=True, damage_to_defender=2)),
    ("C5", 50, "unarmed", _atk(cls="unarmed"), {}, 30,
     dict(parried=True, damage_to_defender=0)),
    ("R10", 50, "weapon", _atk(cls="firearm"), {}, 30, dict(allowed=False)),
    ("R1", 50, "weapon", _atk(outcome="critical"), {}, 30, dict(allowed=False)),
    ("R10", 50, "ma", _atk(small=True), {}, 30, dict(allowed=True, parried=True)),
    ("R10", 50, "ma", _atk(small=False), {}, 30, dict(allowed=False)),
    ("R10", 50, "budo_strike", _atk(small=True, by="mythos"), {}, 30, dict(allowed=False)),
    ("R10", 50, "unarmed", _atk(cls="unarmed", by="mythos"), {}, 30, dict(allowed=False)),
    ("C5", 50, "weapon", _atk(cls="unarmed", by="mythos"), {}, 30,
     dict(allowed=True, parried=True)),
    ("C11", 50, "budo_strike", _atk(cls="unarmed", combined="ma"), {}, 25,
     dict(allowed=True, target=25, parried=True)),
    ("C11", 50, "budo_grapple", _atk(cls="unarmed", combined="ma"), {}, 26,
     dict(allowed=True, target=25, parried=False)),
    ("C11", 50, "ma", _atk(cls="unarmed", combined="budo_grapple"), {}, 40,
     dict(allowed=True, target=50, parried=True)),
    ("C11", 50, "budo_strike", _atk(cls="unarmed", combined="budo_grapple"), {}, 40,
     dict(allowed=False)),
    ("C11", 50, "budo_grapple", _atk(cls="unarmed", combined="budo_grapple"), {}, 40,
     dict(allowed=True, target=50)),
    ("C11", 50, "weapon", _atk(cls="unarmed", combined="ma"), {}, 30, dict(allowed=False)),
    ("C11", 50, "unarmed", _atk(cls="unarmed", combined="budo_strike"), {}, 30,
     dict(allowed=False)),
    ("C12", 50, "weapon", _atk(), {"closed_in": True}, 30, dict(allowed=False)),
    ("C5", 50, "weapon", _atk(outcome="failure"), {}, 30,
     dict(allowed=False, damage_to_defender=0)),
]


@pytest.mark.parametrize(("rule", "skill", "with_", "attack", "kw", "roll", "want"), PARRIES,
                         ids=[f"{c[0]} #{i}" for i, c in enumerate(PARRIES)])
def test_parry_table(rule, skill, with_, attack, kw, roll, want):
    r = resolve_parry(skill, with_, attack, roll=roll, **kw)
    got = r.to_dict()
    assert {k: got[k] for k in want} == want
    assert rule in {line.rule for line in r.explain}


def test_parry_rolls_expressions_from_faces():
    atk = ParriedAttack("success", "edged", damage="1d6", db="+1d4")
    r = resolve_parry(50, "unarmed", atk, roll=30, w_faces=[4], db_faces=[3])
    assert (r.full_damage, r.damage_to_defender, r.w_faces, r.db_faces) == (7, 4, (4,), (3,))
    with pytest.raises(RulesError):
        resolve_parry(50, "unarmed", atk, roll=30, w_faces=[9], db_faces=[3])


COVERS = [
    ("R9", 12, 70, 7, {}, dict(allowed=True, target=60, outcome="failure", coverer_damage=3,
                               covered_damage=4, coverer_states=[])),
    ("R9", 12, 3, 7, {}, dict(outcome="critical", coverer_damage=0, covered_damage=0)),
    ("R9", 12, 40, 7, {}, dict(outcome="success", coverer_damage=7, covered_damage=0)),
    ("R9", 12, 90, 7, {}, dict(outcome="failure", coverer_damage=0, covered_damage=7)),
    ("R9", 12, 96, 7, {}, dict(outcome="fumble", coverer_damage=0, covered_damage=7,
                               coverer_states=["prone"])),
    ("R9", 12, 89, 8, {}, dict(coverer_damage=4, covered_damage=4)),
    ("C6", 12, 40, 7, {"acted": True}, dict(allowed=False, covered_damage=7)),
    ("R9", 12, 40, 7, {"pc": False}, dict(allowed=False, covered_damage=7)),
    ("C4", 12, 40, 7, {"dodge_fumbled": True}, dict(allowed=False)),
    ("R9", 18, 92, 7, {}, dict(outcome="failure", coverer_damage=0, covered_damage=7)),
    ("R9", 19, 94, 7, {}, dict(outcome="success", coverer_damage=7, covered_damage=0)),
]


@pytest.mark.parametrize(("rule", "dex", "roll", "damage", "kw", "want"), COVERS,
                         ids=[f"{c[0]} #{i}" for i, c in enumerate(COVERS)])
def test_cover_table(rule, dex, roll, damage, kw, want):
    r = resolve_cover(dex, damage, roll=roll, **kw)
    got = r.to_dict()
    assert {k: got[k] for k in want} == want
    assert rule in {line.rule for line in r.explain}
    assert r.coverer_damage + r.covered_damage in (0, damage)
