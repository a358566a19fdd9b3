"""武道 techniques and their eligibility (C11); Keeper's hidden rolls (C13)."""

from __future__ import annotations

import pytest

from tracker.model.errors import RulesError
from tracker.rulesets.coc.rules.martial import feint, rush, salto, tackle, technique_allowed
from tracker.rulesets.coc.rules.secret import (
    conceal_value,
    notice,
    psychology,
    psychology_contest,
    secret_roll,
    surprise,
)

GOOD = {"grapple": 60, "headbutt": 60, "fist": 60, "kick": 60, "budo_grapple": 60,
        "budo_strike": 60}

ELIGIBILITY = [
    # technique, skills, kwargs, allowed
    ("salto", GOOD, {}, True),
    ("salto", {**GOOD, "grapple": 59}, {}, False),
    ("salto", {**GOOD, "budo_grapple": 59}, {}, False),
    ("salto", GOOD, {"target_human": False, "target_humanoid": True, "target_siz": 18}, True),
    ("salto", GOOD, {"target_human": False, "target_humanoid": True, "target_siz": 19}, False),
    ("salto", GOOD, {"target_human": False, "target_humanoid": False, "target_siz": 10}, False),
    ("salto", GOOD, {"knockout_only": True}, False),
    ("tackle", GOOD, {"target_human": False}, True),
    ("tackle", {**GOOD, "headbutt": 10}, {}, False),
    ("rush", GOOD, {"attack_skill": "fist"}, True),
    ("rush", GOOD, {"attack_skill": "headbutt"}, True),
    ("rush", GOOD, {"attack_skill": "fist", "target_human": False}, False),
    ("rush", GOOD, {"attack_skill": "fist", "also": "feint"}, False),
    ("rush", {**GOOD, "kick": 40}, {"attack_skill": "kick"}, False),
    ("rush", GOOD, {"attack_skill": "fist", "knockout_only": True}, False),
    ("feint", GOOD, {"attack_skill": "kick"}, True),
    ("feint", GOOD, {"attack_skill": "headbutt"}, False),
    ("feint", GOOD, {"attack_skill": "kick", "also": "rush"}, False),
    ("feint", GOOD, {"attack_skill": "kick", "knockout_only": True}, True),
    ("feint", {**GOOD, "budo_strike": 59}, {"attack_skill": "kick"}, False),
]


@pytest.mark.parametrize(("technique", "skills", "kw", "allowed"), ELIGIBILITY,
                         ids=[f"C11 {c[0]} #{i}" for i, c in enumerate(ELIGIBILITY)])
def test_technique_eligibility(technique, skills, kw, allowed):
    r = technique_allowed(technique, skills, **kw)
    assert r.allowed is allowed
    assert bool(r.reasons) is not allowed
    assert {line.rule for line in r.explain} == {"C11"}


def test_unknown_technique():
    with pytest.raises(RulesError):
        technique_allowed("suplex", GOOD)


@pytest.mark.parametrize(("con_roll", "states"), [
    pytest.param(55, ("prone",), id="C11 salto: CON×5 made, prone"),
    pytest.param(56, ("prone", "unconscious"), id="C11 salto: CON×5 failed, knocked out"),
])
def test_salto(con_roll, states):
    r = salto(11, con_roll=con_roll)
    assert (r.damage, r.db, r.states) == ("1d6", True, states)
    assert salto(11, con_roll=1, from_height="2d6").damage == "1d6+2d6"


@pytest.mark.parametrize(("siz", "wall", "outcome", "dex_roll", "con_roll", "damage", "states"), [
    pytest.param(12, False, "success", 10, None, "1d4", (), id="C11 tackle: DEX×5 made"),
    pytest.param(12, False, "success", 80, 10, "1d4", ("prone",), id="C11 tackle: prone"),
    pytest.param(12, True, "success", 80, 80, "1d4+1d4", ("prone", "unconscious"),
                 id="C11 tackle: wall, prone, knocked out"),
    pytest.param(12, None, "special", 10, None, "1d4+1d4", (), id="C11 unclear wall on special"),
    pytest.param(12, None, "success", 10, None, "1d4", (), id="C11 unclear wall on success"),
    pytest.param(19, False, "success", None, None, "1d4", (), id="C11 SIZ 19: no knockback"),
])
def test_tackle(siz, wall, outcome, dex_roll, con_roll, damage, states):
    r = tackle(siz, 12, 11, attack_outcome=outcome, wall=wall, dex_roll=dex_roll,
               con_roll=con_roll)
    assert (r.damage, r.states, r.knockback) == (damage, states, siz <= 18)


@pytest.mark.parametrize(("value", "roll", "seen"), [
    pytest.param(0, None, False, id="C11 feint works without 武道/MA"),
    pytest.param(40, 41, False, id="C11 feint: target's 武道 fails"),
    pytest.param(40, 40, True, id="C11 feint seen through"),
])
def test_feint(value, roll, seen):
    r = feint(value, target_roll=roll)
    assert (r.seen_through, r.second_hits, r.defense_spent) == (seen, not seen, not seen)


def test_rush_adds_an_attack():
    assert rush().technique == "rush" and rush().explain[0].rule == "C11"


@pytest.mark.parametrize(("own", "other", "roll", "active", "passive", "target", "won"), [
    pytest.param(80, 5, 90, 8, 0, 90, True, id="C13 psychology 8 vs 0"),
    pytest.param(68, 71, 46, 6, 7, 45, False, id="C13 psychology 6 vs 7"),
    pytest.param(68, 71, 45, 6, 7, 45, True, id="C13 psychology 6 vs 7 made"),
])
def test_psychology_contest(own, other, roll, active, passive, target, won):
    c = psychology_contest(own, other, roll=roll)
    assert (c.active, c.passive, c.target, c.won) == (active, passive, target, won)


def test_secret_rolls():
    r = secret_roll("listen", 50, roll=20)
    assert r.secret and r.success and r.explain[-1].rule == "C13"
    assert not secret_roll("listen", 50, roll=20, secret=False).secret
    p = psychology(5, roll=50)
    assert p.secret and not p.success and p.misleading
    assert not psychology(60, roll=70).misleading
    assert not psychology(60, roll=70, open_roll=True).secret


@pytest.mark.parametrize(("skill", "hider", "roll", "success"), [
    pytest.param(50, 30, 30, True, id="C13 notice at the sneak roll"),
    pytest.param(50, 30, 31, False, id="C13 notice above the sneak roll fails"),
])
def test_notice(skill, hider, roll, success):
    assert notice(skill, hider, roll=roll).success is success


def test_conceal_and_surprise():
    assert conceal_value(60, 9) == 60 and conceal_value(60, 12) == 48
    s = surprise(40, roll=70)
    assert (s.noticed, s.undodgeable) == (False, True) and s.roll.secret
    assert surprise(40, roll=10).noticed
