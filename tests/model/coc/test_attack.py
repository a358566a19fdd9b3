"""Attacks: critical and special damage (C1, C2, R1, R2), fumbles (C3), martial-arts
doubling (C11), armor (C0), surprise (C13)."""

from __future__ import annotations

import pytest

from tracker.model.dice import Dice
from tracker.model.errors import RulesError
from tracker.rulesets.coc.rules.attack import damage_formula, resolve_attack
from tracker.rulesets.coc.rules.checks import Options
from tracker.rulesets.coc.rules.martial import Combine
from tracker.rulesets.coc.rules.weapons import Weapon

FIST = Weapon("1d3", "unarmed", skill="fist")
KICK = Weapon("1d6", "unarmed", skill="kick")
CLUB = Weapon("1d6", "blunt", skill="club")
KNIFE = Weapon("1d4+2", "edged", skill="knife")
PISTOL = Weapon("1d10", "firearm", db=False, skill="handgun")


@pytest.mark.parametrize(("damage", "db", "doubled", "critical", "formula"), [
    pytest.param("1d6", "+1d4", False, True, "2d6+1d4", id="C1 critical kick 2d6+DB"),
    pytest.param("1d6", "+1d4", True, True, "4d6+1d4", id="R2 critical MA kick 4d6+DB"),
    pytest.param("1d3", "-1d3", False, True, "2d3-1d3", id="C1 critical fist with DB -1d3"),
    pytest.param("1d4+2", "0", False, True, "2d4+4", id="R2 whole expression repeated"),
    pytest.param("1d6", "+1d4", True, False, "2d6+1d4", id="C11 MA doubles, not the DB"),
    pytest.param("1d8+1d4", "+1d6", False, False, "1d8+1d4+1d6", id="C0 plain sum + DB"),
])
def test_damage_formula(damage, db, doubled, critical, formula):
    assert damage_formula(damage, db, doubled=doubled, critical=critical).text == formula


CASES = [
    # (rule, skill, roll, weapon, db, armor, combine, w, dbf, expected subset)
    ("C1", 60, 3, KICK, "+1d4", 2, None, [4, 5], [3],
     dict(outcome="critical", hit=True, undodgeable=True, ignore_armor=True,
          formula="2d6+1d4", damage=12)),
    ("R1", 60, 1, CLUB, "0", 0, None, [6, 6], [],
     dict(undodgeable=True, formula="2d6", damage=12)),
    ("C2", 55, 11, KICK, "+1d4", 2, None, [5], [1],
     dict(outcome="special", ignore_armor=True, undodgeable=False, formula="1d6+1d4",
          damage=6)),
    ("C0", 55, 12, KICK, "+1d4", 2, None, [5], [1],
     dict(outcome="success", ignore_armor=False, formula="1d6+1d4", damage=4, armor=2)),
    ("C0", 55, 12, KICK, "-1d4", 9, None, [2], [4],
     dict(damage=0, rolled=0)),  # below 0 before armor is 0; armor cannot make it negative
    ("C11", 50, 20, KICK, "+1d4", 0, Combine("ma", 30), [3, 4], [2],
     dict(ma_applied=True, formula="2d6+1d4", damage=9)),
    ("C11", 50, 40, KICK, "+1d4", 0, Combine("ma", 30), [3], [2],
     dict(ma_applied=False, formula="1d6+1d4", damage=5)),
    ("R2", 50, 2, KICK, "+1d4", 0, Combine("budo_strike", 30), [1, 2, 3, 4], [4],
     dict(ma_applied=True, formula="4d6+1d4", damage=14)),
    ("C11", 50, 20, Weapon("1d4", "unarmed", skill="headbutt"), "0", 0,
     Combine("budo_grapple", 20), [4, 4], [], dict(ma_applied=True, formula="2d4", damage=8)),
    ("C0", 40, 30, PISTOL, "+1d6", 1, None, [7], [],
     dict(formula="1d10", damage=6)),  # a gun adds no DB
]


@pytest.mark.parametrize(("rule", "skill", "roll", "weapon", "db", "armor", "combine", "w",
                          "dbf", "want"), CASES, ids=[f"{c[0]} #{i}" for i, c in enumerate(CASES)])
def test_attack_table(rule, skill, roll, weapon, db, armor, combine, w, dbf, want):
    r = resolve_attack(skill, weapon, db, roll=roll, armor=armor, combine=combine, w_faces=w,
                       db_faces=dbf)
    got = r.to_dict()
    assert {k: got[k] for k in want} == want
    assert rule in {line.rule for line in r.explain}


@pytest.mark.parametrize(("weapon", "states"), [
    pytest.param(FIST, ("prone",), id="C3 unarmed fumble: prone"),
    pytest.param(KNIFE, ("weapon_dropped",), id="C3 weapon fumble: dropped"),
    pytest.param(PISTOL, ("weapon_dropped",), id="C3 gun fumble: dropped"),
])
def test_fumble(weapon, states):
    r = resolve_attack(50, weapon, "0", roll=99)
    assert (r.outcome, r.hit, r.attacker_states, r.damage, r.formula) == (
        "fumble", False, states, None, None)
    assert "C3" in {line.rule for line in r.explain}


def test_miss_has_no_damage():
    r = resolve_attack(50, KICK, "+1d4", roll=70)
    assert (r.outcome, r.hit, r.formula, r.damage, r.attacker_states) == (
        "failure", False, None, None, ())


def test_martial_arts_need_free_hands():  # C11
    r = resolve_attack(50, KICK, "0", roll=20, w_faces=[3], combine=Combine("ma", 40, False))
    assert not r.ma_applied and r.formula == "1d6"
    assert "coc.ma.hands" in {line.key for line in r.explain}


def test_one_percent_option():
    r = resolve_attack(50, KICK, "0", roll=3, w_faces=[2], options=Options(critical=1))
    assert r.outcome == "special" and r.formula == "1d6"


def test_armor_as_dice():
    r = resolve_attack(50, CLUB, "0", roll=30, w_faces=[6], armor="1d3", armor_faces=[2])
    assert (r.rolled, r.armor, r.damage, r.armor_faces) == (6, 2, 4, (2,))


def test_surprise_hit_cannot_be_dodged():  # C13
    r = resolve_attack(50, KNIFE, "0", roll=30, w_faces=[1], surprise=True)
    assert r.undodgeable and "C13" in {line.rule for line in r.explain}


def test_rolls_with_dice_when_no_faces():
    a = resolve_attack(60, KICK, "+1d4", dice=Dice(7))
    b = resolve_attack(60, KICK, "+1d4", dice=Dice(7))
    assert a == b and 1 <= a.roll <= 100


@pytest.mark.parametrize(("weapon", "combine"), [
    pytest.param(KNIFE, Combine("ma", 50), id="C11 MA only with unarmed attacks"),
    pytest.param(FIST, Combine("budo_grapple", 50), id="C11 grappling 武道 not with fist"),
    pytest.param(Weapon("1d6", "unarmed", skill="grapple"), Combine("budo_strike", 50),
                 id="C11 striking 武道 not with grapple"),
])
def test_combine_refused(weapon, combine):
    with pytest.raises(RulesError) as err:
        resolve_attack(60, weapon, "0", roll=10, w_faces=[1, 1], combine=combine)
    assert err.value.code == "bad_combine"


def test_bad_faces_and_rolls():
    with pytest.raises(RulesError):
        resolve_attack(60, KICK, "0", roll=10, w_faces=[7])
    with pytest.raises(RulesError):
        resolve_attack(60, KICK, "0", roll=0)
    with pytest.raises(RulesError):
        resolve_attack(60, Weapon("1dx", "unarmed"), "0", roll=10)
