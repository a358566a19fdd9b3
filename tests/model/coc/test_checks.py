"""C0: outcome classes of a d100 roll, the resistance table and derived values."""

from __future__ import annotations

import pytest

from tracker.model.errors import RulesError
from tracker.rulesets.coc.rules.checks import (
    Options,
    classify,
    resistance_outcome,
    resistance_target,
)
from tracker.rulesets.coc.rules.derived import damage_bonus, derive


@pytest.mark.parametrize(("roll", "value", "critical", "outcome"), [
    pytest.param(1, 50, 5, "critical", id="C0 01 critical"),
    pytest.param(5, 50, 5, "critical", id="C0 05 critical (5% rule)"),
    pytest.param(6, 50, 5, "special", id="C0 special up to value/5"),
    pytest.param(10, 50, 5, "special", id="C0 special at value/5"),
    pytest.param(11, 50, 5, "success", id="C0 success above value/5"),
    pytest.param(50, 50, 5, "success", id="C0 success at value"),
    pytest.param(51, 50, 5, "failure", id="C0 failure above value"),
    pytest.param(95, 50, 5, "failure", id="C0 95 plain failure"),
    pytest.param(96, 50, 5, "fumble", id="C0 96 fumble"),
    pytest.param(100, 50, 5, "fumble", id="C0 00 fumble"),
    pytest.param(97, 98, 5, "success", id="C0 97 under 98 is a success, not a fumble"),
    pytest.param(100, 200, 5, "fumble", id="C0 00 always fails"),
    pytest.param(4, 3, 5, "failure", id="C0 a critical needs a success"),
    pytest.param(3, 3, 5, "critical", id="C0 critical within a tiny value"),
    pytest.param(1, 4, 5, "critical", id="C0 01 with value 4"),
    pytest.param(1, 0, 5, "failure", id="C0 value 0 never succeeds"),
    pytest.param(2, 50, 1, "special", id="C0 1% rule: 02 is no critical"),
    pytest.param(1, 50, 1, "critical", id="C0 1% rule: 01 critical"),
    pytest.param(99, 50, 1, "failure", id="C0 1% rule: 99 no fumble"),
    pytest.param(100, 50, 1, "fumble", id="C0 1% rule: 00 fumble"),
    pytest.param(1, 2, 1, "critical", id="C0 special of a value under 5 is 01"),
    pytest.param(2, 4, 1, "success", id="C0 value 4: 02 is a plain success (special is 01)"),
])
def test_classify(roll, value, critical, outcome):
    assert classify(roll, value, critical) == outcome


def test_option_accepts_only_5_or_1():
    with pytest.raises(RulesError):
        Options(critical=3)


@pytest.mark.parametrize(("active", "passive", "roll", "target", "outcome"), [
    pytest.param(10, 10, 50, 50, "success", id="C0 resistance even"),
    pytest.param(6, 10, 31, 30, "failure", id="C0 resistance 50+5×(−4)"),
    pytest.param(20, 10, None, 100, "auto_success", id="C0 resistance ≥100 automatic"),
    pytest.param(0, 10, None, 0, "auto_failure", id="C0 resistance ≤0 automatic"),
    pytest.param(19, 10, 100, 95, "failure", id="C0 resistance 00 fails"),
])
def test_resistance(active, passive, roll, target, outcome):
    assert resistance_target(active, passive) == target
    assert resistance_outcome(target, roll) == outcome


@pytest.mark.parametrize(("total", "db"), [
    pytest.param(2, "-1d6", id="C0 DB 2–12"), pytest.param(12, "-1d6", id="C0 DB 12"),
    pytest.param(13, "-1d4", id="C0 DB 13"), pytest.param(16, "-1d4", id="C0 DB 16"),
    pytest.param(17, "0", id="C0 DB 17"), pytest.param(24, "0", id="C0 DB 24"),
    pytest.param(25, "+1d4", id="C0 DB 25"), pytest.param(32, "+1d4", id="C0 DB 32"),
    pytest.param(33, "+1d6", id="C0 DB 33"), pytest.param(40, "+1d6", id="C0 DB 40"),
    pytest.param(41, "+2d6", id="C0 DB 41"), pytest.param(56, "+2d6", id="C0 DB 56"),
    pytest.param(57, "+3d6", id="C0 DB 57"), pytest.param(72, "+3d6", id="C0 DB 72"),
    pytest.param(73, "+4d6", id="C0 DB 73"), pytest.param(88, "+4d6", id="C0 DB 88"),
    pytest.param(89, "+5d6", id="C0 DB 89"), pytest.param(104, "+5d6", id="C0 DB 104"),
    pytest.param(105, "+6d6", id="C0 DB each further 16"),
])
def test_damage_bonus_table(total, db):
    assert damage_bonus(total - 1, 1) == db


@pytest.mark.parametrize(("stats", "want"), [
    pytest.param((13, 11, 14, 12, 10), (13, 10, 50, "+1d4", 24), id="C0 contract example"),
    pytest.param((10, 10, 11, 9, 13), (11, 13, 65, "0", 18), id="C0 HP rounds up"),
    pytest.param((3, 3, 3, 3, 3), (3, 3, 15, "-1d6", 6), id="C0 weakest"),
])
def test_derive(stats, want):
    d = derive(*stats)
    assert (d.hp, d.mp, d.san, d.db, d.dodge) == want
    assert {line.rule for line in d.explain} == {"C0"}


def test_derive_rejects_negative():
    with pytest.raises(RulesError):
        derive(-1, 10, 10, 10, 10)


def test_r19_a_secret_roll_outside_combat_counts_no_special():
    """R19: Spot Hidden 50 rolled 10 (10 ≤ floor(50/5) = 10) is a plain success; 3 ≤ 5 is
    still a critical and 97 ≥ 96 a fumble (C0)."""
    from tracker.rulesets.coc.rules.checks import classify_plain
    from tracker.rulesets.coc.rules.secret import secret_roll

    assert secret_roll("spot_hidden", 50, roll=10).outcome == "success"
    assert [classify_plain(r, 50) for r in (3, 10, 11, 50, 51, 97)] == [
        "critical", "success", "success", "success", "failure", "fumble"]
