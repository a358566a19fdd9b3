"""Rules tables for the hit resolver (RULES.md G1–G13; G7 is tested elsewhere).

Every case's id starts with the rule it checks. Expected numbers are worked out by hand
from RULES.md, not computed, so a table row is the rule's own arithmetic:
``damage − effective DR = penetrating; penetrating × multiplier, rounded down = injury``.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from tracker.model.dice import Dice
from tracker.model.errors import RulesError
from tracker.rulesets.gurps.rules.bodyplan import body_plan
from tracker.rulesets.gurps.rules.resolver import TRAITS, Hit, Options, Outcome, Target, resolve


def res(target: dict[str, Any], hit: dict[str, Any], options: Options | None = None,
        dice: Dice | None = None) -> Outcome:
    target = dict(target)
    for key in ("traits", "missing", "crippled"):
        if key in target:
            target[key] = frozenset(target[key])
    target.setdefault("max_hp", 10)
    return resolve(Target(**target), Hit(**hit), options or Options(), dice)


def check(out: Outcome, expected: dict[str, Any]) -> None:
    got = {k: getattr(out, k) for k in expected}
    assert got == expected, "\n".join(line.render() for line in out.explain)


def table(cases):
    """(id, target kwargs, hit kwargs, expected fields[, options]) -> pytest params."""
    params = []
    for case in cases:
        cid, target, hit, expected, *rest = case
        params.append(pytest.param(target, hit, expected, rest[0] if rest else None, id=cid))
    return params


def run_table(target, hit, expected, options):
    check(res(target, hit, options), expected)


HP10 = {"max_hp": 10}
HP20 = {"max_hp": 20}

# ---------------------------------------------------------------------------------------------
# G1 — humanoid locations: penalties are plan data
# ---------------------------------------------------------------------------------------------

G1_PENALTIES = [
    ("eye_right", -9, -10), ("eye_left", -9, -10), ("skull", -7, -10), ("face", -5, -10),
    ("neck", -5, -10), ("torso", 0, -8), ("vitals", -3, -10), ("groin", -3, -10),
    ("arm_right", -2, -10), ("arm_left", -2, -10), ("leg_right", -2, -10),
    ("leg_left", -2, -10), ("hand_right", -4, -10), ("hand_left", -4, -10),
    ("foot_right", -4, -10), ("foot_left", -4, -10),
]


@pytest.mark.parametrize(("loc", "penalty", "chinks"), G1_PENALTIES,
                         ids=[f"G1-{c[0]}" for c in G1_PENALTIES])
def test_g1_humanoid_penalties_come_from_the_plan(loc, penalty, chinks):
    location = body_plan("humanoid").location(loc)
    assert (location.hit_penalty, location.chinks_penalty) == (penalty, chinks)


@pytest.mark.parametrize(
    ("from_behind", "want"), [(False, "face"), (True, "skull")],
    ids=["G1-random-face-from-front", "G1-random-face-from-behind-is-skull"],
)
def test_g1_random_face_from_behind_becomes_skull(from_behind, want):
    out = res(HP10, {"damage": 3, "location": "random", "roll": 5, "from_behind": from_behind})
    assert out.location == want
    if from_behind:  # and it is then a real skull hit: +2 DR, x4
        assert (out.effective_dr, out.injury) == (2, 4)


def test_g1_aimed_face_from_behind_stays_face():
    out = res(HP10, {"damage": 3, "location": "face", "from_behind": True})
    assert out.location == "face"


# ---------------------------------------------------------------------------------------------
# G2 — targeting: chinks, the Wounded disadvantage, missing parts
# ---------------------------------------------------------------------------------------------

G2_CASES = table([
    ("G2-chinks-halves-DR", {"dr": 6}, {"damage": 10, "chinks": True},
     {"effective_dr": 3, "penetrating": 7, "injury": 7}),
    ("G2-chinks-halves-odd-DR-round-down", {"dr": 7}, {"damage": 10, "chinks": True},
     {"effective_dr": 3, "penetrating": 7}),
    ("G2-chinks-stacks-with-divisor-2", {"dr": 12},
     {"damage": 10, "chinks": True, "armor_divisor": 2},
     {"effective_dr": 3, "penetrating": 7}),
    ("G2-chinks-stacks-with-divisor-3", {"dr": 12},
     {"damage": 10, "chinks": True, "armor_divisor": 3},
     {"effective_dr": 2, "penetrating": 8}),
    ("G2-chinks-halves-skull-natural-DR-too", {"dr": 4},
     {"damage": 5, "location": "skull", "chinks": True},
     {"effective_dr": 3, "penetrating": 2, "injury": 8}),
    ("G2-targeting-wound-x1.5-cr", HP20, {"damage": 5, "targeting_wound": True},
     {"multiplier": Fraction(3, 2), "injury": 7}),
    ("G2-targeting-wound-x1.5-on-cut", HP20,
     {"damage": 4, "type": "cut", "targeting_wound": True},
     {"multiplier": Fraction(9, 4), "injury": 9}),
    ("G2-targeting-wound-x1.5-on-limb", HP20,
     {"damage": 4, "location": "arm_right", "targeting_wound": True},
     {"injury": 6}),
    ("G2-random-roll-on-missing-arm-hits-torso", {"missing": {"arm_right"}},
     {"damage": 4, "location": "random", "roll": 8},
     {"location": "torso", "roll": 8, "injury": 4, "crippled": False}),
    ("G2-random-roll-on-missing-leg-hits-torso", {"missing": {"leg_left"}},
     {"damage": 4, "location": "random", "roll": 13},
     {"location": "torso"}),
    ("G2-random-roll-on-missing-hand-hits-torso", {"missing": {"hand_left"}},
     {"damage": 4, "location": "random", "roll": 15, "subroll": 5},
     {"location": "torso", "subroll": 5}),
    ("G2-random-roll-on-other-hand-still-hits", {"missing": {"hand_left"}},
     {"damage": 4, "location": "random", "roll": 15, "subroll": 2},
     {"location": "hand_right"}),
    ("G2-random-hand-of-a-missing-arm-hits-torso", {"missing": {"arm_right"}},
     {"damage": 4, "location": "random", "roll": 15, "subroll": 1},
     {"location": "torso"}),
])


@pytest.mark.parametrize(("target", "hit", "expected", "options"), G2_CASES)
def test_g2_targeting(target, hit, expected, options):
    run_table(target, hit, expected, options)


@pytest.mark.parametrize(
    ("missing", "aim"),
    [({"arm_right"}, "arm_right"), ({"eye_left"}, "eye_left"), ({"foot_right"}, "foot_right"),
     ({"arm_left"}, "hand_left")],
    ids=["G2-aim-missing-arm", "G2-aim-missing-eye", "G2-aim-missing-foot",
         "G2-aim-hand-of-missing-arm"],
)
def test_g2_aiming_at_a_missing_part_is_impossible(missing, aim):
    with pytest.raises(RulesError) as err:
        res({"missing": missing}, {"damage": 3, "type": "imp", "location": aim})
    assert err.value.code == "location_missing"
    assert aim in str(err.value) and "cannot be targeted" in str(err.value)


def test_g2_aiming_at_the_other_arm_is_fine():
    out = res({"missing": {"arm_right"}}, {"damage": 3, "location": "arm_left"})
    assert out.location == "arm_left"


# ---------------------------------------------------------------------------------------------
# G3 — wounding multipliers on the torso, rounding down, minimum 1
# ---------------------------------------------------------------------------------------------

G3_CASES = table([
    # damage 7, DR 0, HP 30 (so no cap/major noise)
    ("G3-pi-minus-x0.5-rounds-down", {"max_hp": 30}, {"damage": 7, "type": "pi-"},
     {"multiplier": Fraction(1, 2), "injury": 3}),
    ("G3-pi-x1", {"max_hp": 30}, {"damage": 7, "type": "pi"},
     {"multiplier": Fraction(1), "injury": 7}),
    ("G3-pi-plus-x1.5-rounds-down", {"max_hp": 30}, {"damage": 7, "type": "pi+"},
     {"multiplier": Fraction(3, 2), "injury": 10}),
    ("G3-pi-plusplus-x2", {"max_hp": 30}, {"damage": 7, "type": "pi++"},
     {"multiplier": Fraction(2), "injury": 14}),
    ("G3-cut-x1.5-rounds-down", {"max_hp": 30}, {"damage": 7, "type": "cut"},
     {"multiplier": Fraction(3, 2), "injury": 10}),
    ("G3-imp-x2", {"max_hp": 30}, {"damage": 7, "type": "imp"},
     {"multiplier": Fraction(2), "injury": 14}),
    ("G3-cr-x1", {"max_hp": 30}, {"damage": 7, "type": "cr"},
     {"multiplier": Fraction(1), "injury": 7}),
    ("G3-burn-x1", {"max_hp": 30}, {"damage": 7, "type": "burn"},
     {"multiplier": Fraction(1), "injury": 7}),
    ("G3-tbb-x1", {"max_hp": 30}, {"damage": 7, "type": "tbb"},
     {"multiplier": Fraction(1), "injury": 7}),
    ("G3-cor-x1", {"max_hp": 30}, {"damage": 7, "type": "cor"},
     {"multiplier": Fraction(1), "injury": 7}),
    ("G3-tox-x1", {"max_hp": 30}, {"damage": 7, "type": "tox"},
     {"multiplier": Fraction(1), "injury": 7}),
    ("G3-fat-reduces-FP-not-HP", {"max_hp": 30, "ht": 12}, {"damage": 7, "type": "fat"},
     {"location": None, "injury": 7, "fp_before": 12, "fp_after": 5, "hp_after": 30}),
    ("G3-fat-ignores-location-skull", {"max_hp": 30, "ht": 12},
     {"damage": 7, "type": "fat", "location": "skull"},
     {"location": None, "effective_dr": 0, "injury": 7, "knockdown_check": None}),
    ("G3-fat-ignores-location-eye", {"max_hp": 30, "ht": 12},
     {"damage": 7, "type": "fat", "location": "eye_right"},
     {"location": None, "injury": 7, "crippled": False}),
    ("G3-pi-minus-1-damage-still-1-injury", HP10, {"damage": 1, "type": "pi-"},
     {"penetrating": 1, "injury": 1}),
    ("G3-minimum-1-injury-when-penetrating-1", {"dr": 3}, {"damage": 4, "type": "pi-"},
     {"penetrating": 1, "injury": 1}),
    ("G3-no-injury-when-penetrating-0", {"dr": 4}, {"damage": 4, "type": "imp"},
     {"penetrating": 0, "injury": 0, "shock": 0, "knockdown_check": None}),
    ("G3-cut-1-penetrating-gives-1", {"dr": 3}, {"damage": 4, "type": "cut"},
     {"penetrating": 1, "injury": 1}),
])


@pytest.mark.parametrize(("target", "hit", "expected", "options"), G3_CASES)
def test_g3_multipliers(target, hit, expected, options):
    run_table(target, hit, expected, options)


# ---------------------------------------------------------------------------------------------
# G4 — location overrides
# ---------------------------------------------------------------------------------------------

G4_CASES = table([
    # skull: +2 DR, x4 for every type, knockdown -10 ... none of it for tox
    ("G4-skull-cr-x4-plus2-DR-kd-10", HP10, {"damage": 5, "location": "skull"},
     {"effective_dr": 2, "penetrating": 3, "multiplier": Fraction(4), "injury": 12,
      "major_wound": True, "knockdown_check": -10}),
    ("G4-skull-cut-x4", {"max_hp": 100}, {"damage": 5, "type": "cut", "location": "skull"},
     {"injury": 12}),
    ("G4-skull-imp-x4", {"max_hp": 100}, {"damage": 5, "type": "imp", "location": "skull"},
     {"injury": 12}),
    ("G4-skull-pi-minus-x4", {"max_hp": 100}, {"damage": 5, "type": "pi-", "location": "skull"},
     {"injury": 12}),
    ("G4-skull-burn-x4", {"max_hp": 100}, {"damage": 5, "type": "burn", "location": "skull"},
     {"injury": 12}),
    ("G4-skull-cor-x4", {"max_hp": 100}, {"damage": 5, "type": "cor", "location": "skull"},
     {"injury": 12}),
    ("G4-skull-armor-DR-adds-to-natural", {"max_hp": 100, "dr": 3},
     {"damage": 8, "location": "skull"}, {"effective_dr": 5, "injury": 12}),
    ("G4-skull-tox-no-extra-DR-no-x4-no-kd", HP10,
     {"damage": 5, "type": "tox", "location": "skull"},
     {"effective_dr": 0, "penetrating": 5, "multiplier": Fraction(1), "injury": 5,
      "major_wound": False, "knockdown_check": None}),
    ("G4-skull-tox-major-no-kd-minus-10", HP10,
     {"damage": 6, "type": "tox", "location": "skull"},
     {"injury": 6, "major_wound": True, "knockdown_check": 0}),
    # eye: x4, no extra DR, armor does not cover, not capped
    ("G4-eye-imp-x4-no-natural-DR", HP10, {"damage": 3, "type": "imp", "location": "eye_right"},
     {"effective_dr": 0, "injury": 12, "injury_uncapped": 12, "crippled": True,
      "cripple_minimum": 2, "dismemberment": None, "knockdown_check": -10}),
    ("G4-eye-int-armor-DR-does-not-cover", {"max_hp": 10, "dr": 5},
     {"damage": 3, "type": "pi", "location": "eye_left"},
     {"effective_dr": 0, "penetrating": 3, "injury": 12}),
    ("G4-eye-DR-only-via-per-location-dict", {"max_hp": 10, "dr": {"eye_right": 2, "torso": 9}},
     {"damage": 3, "type": "imp", "location": "eye_right"},
     {"effective_dr": 2, "penetrating": 1, "injury": 4}),
    ("G4-eye-dict-without-eye-key-is-DR-0", {"max_hp": 10, "dr": {"torso": 9, "skull": 9}},
     {"damage": 3, "type": "imp", "location": "eye_right"},
     {"effective_dr": 0, "injury": 12}),
    ("G4-eye-pi-minus-x4", {"max_hp": 100}, {"damage": 3, "type": "pi-", "location": "eye_right"},
     {"multiplier": Fraction(4), "injury": 12}),
    ("G4-eye-pi-plusplus-x4", {"max_hp": 100},
     {"damage": 3, "type": "pi++", "location": "eye_right"}, {"injury": 12}),
    ("G4-eye-tbb-x4", {"max_hp": 100}, {"damage": 3, "type": "tbb", "location": "eye_right"},
     {"injury": 12}),
    ("G4-eye-not-capped-huge-injury", HP10, {"damage": 10, "type": "imp", "location": "eye_right"},
     {"injury": 40, "injury_uncapped": 40, "hp_after": -30, "dismemberment": None}),
    # face
    ("G4-face-cor-x1.5", {"max_hp": 100}, {"damage": 5, "type": "cor", "location": "face"},
     {"multiplier": Fraction(3, 2), "injury": 7}),
    ("G4-face-cr-x1", {"max_hp": 100}, {"damage": 5, "location": "face"},
     {"multiplier": Fraction(1), "injury": 5}),
    ("G4-face-imp-x2-as-G3", {"max_hp": 100}, {"damage": 5, "type": "imp", "location": "face"},
     {"injury": 10}),
    ("G4-face-knockdown-minus-5-on-shock", HP10, {"damage": 3, "location": "face"},
     {"injury": 3, "major_wound": False, "knockdown_check": -5}),
    ("G4-face-knockdown-minus-5-on-major", HP10, {"damage": 6, "location": "face"},
     {"major_wound": True, "knockdown_check": -5}),
    ("G4-face-open-helmet-dict-DR", {"max_hp": 10, "dr": {"skull": 6, "face": 0}},
     {"damage": 3, "location": "face"}, {"effective_dr": 0, "injury": 3}),
    # neck
    ("G4-neck-cr-x1.5", {"max_hp": 100}, {"damage": 5, "location": "neck"},
     {"multiplier": Fraction(3, 2), "injury": 7}),
    ("G4-neck-cor-x1.5", {"max_hp": 100}, {"damage": 5, "type": "cor", "location": "neck"},
     {"injury": 7}),
    ("G4-neck-cut-x2", {"max_hp": 100}, {"damage": 5, "type": "cut", "location": "neck"},
     {"multiplier": Fraction(2), "injury": 10}),
    ("G4-neck-imp-x2", {"max_hp": 100}, {"damage": 5, "type": "imp", "location": "neck"},
     {"injury": 10}),
    ("G4-neck-pi-plus-per-G3", {"max_hp": 100}, {"damage": 5, "type": "pi+", "location": "neck"},
     {"injury": 7}),
    ("G4-neck-pi-minus-per-G3", {"max_hp": 100}, {"damage": 5, "type": "pi-", "location": "neck"},
     {"injury": 2}),
    ("G4-neck-burn-x1", {"max_hp": 100}, {"damage": 5, "type": "burn", "location": "neck"},
     {"injury": 5}),
    # torso unchanged
    ("G4-torso-unchanged-cut", {"max_hp": 100}, {"damage": 5, "type": "cut"}, {"injury": 7}),
    # vitals
    ("G4-vitals-imp-x3", {"max_hp": 100}, {"damage": 4, "type": "imp", "location": "vitals"},
     {"multiplier": Fraction(3), "injury": 12}),
    ("G4-vitals-pi-minus-x3", {"max_hp": 100},
     {"damage": 4, "type": "pi-", "location": "vitals"}, {"injury": 12}),
    ("G4-vitals-pi-x3", {"max_hp": 100}, {"damage": 4, "type": "pi", "location": "vitals"},
     {"injury": 12}),
    ("G4-vitals-pi-plus-x3", {"max_hp": 100}, {"damage": 4, "type": "pi+", "location": "vitals"},
     {"injury": 12}),
    ("G4-vitals-pi-plusplus-x3", {"max_hp": 100},
     {"damage": 4, "type": "pi++", "location": "vitals"}, {"injury": 12}),
    ("G4-vitals-tbb-x2", {"max_hp": 100}, {"damage": 4, "type": "tbb", "location": "vitals"},
     {"multiplier": Fraction(2), "injury": 8}),
    ("G4-vitals-major-knockdown-minus-5", HP10, {"damage": 2, "type": "pi", "location": "vitals"},
     {"injury": 6, "major_wound": True, "knockdown_check": -5}),
    ("G4-vitals-shock-only-knockdown-unmodified", HP20,
     {"damage": 1, "type": "pi", "location": "vitals"},
     {"injury": 3, "shock": -1, "major_wound": False, "knockdown_check": 0}),
    # groin
    ("G4-groin-male-cr-shock-doubled", {"max_hp": 10, "traits": {"male"}},
     {"damage": 3, "location": "groin"}, {"injury": 3, "shock": -6, "knockdown_check": None}),
    ("G4-groin-male-cr-shock-max-8", {"max_hp": 10, "traits": {"male"}},
     {"damage": 5, "location": "groin"}, {"injury": 5, "shock": -8}),
    ("G4-groin-male-major-knockdown-minus-5", {"max_hp": 10, "traits": {"male"}},
     {"damage": 6, "location": "groin"},
     {"injury": 6, "shock": -8, "major_wound": True, "knockdown_check": -5}),
    ("G4-groin-male-cut-not-doubled", {"max_hp": 10, "traits": {"male"}},
     {"damage": 2, "type": "cut", "location": "groin"}, {"injury": 3, "shock": -3}),
    ("G4-groin-not-male-as-torso", HP10, {"damage": 5, "location": "groin"},
     {"injury": 5, "shock": -4, "knockdown_check": None}),
    ("G4-groin-not-male-major-kd-0", HP10, {"damage": 6, "location": "groin"},
     {"knockdown_check": 0}),
    # limbs and extremities: pi+, pi++, imp -> x1 (HP 30: no cap in the way)
    ("G4-arm-imp-x1", {"max_hp": 30}, {"damage": 5, "type": "imp", "location": "arm_right"},
     {"multiplier": Fraction(1), "injury": 5}),
    ("G4-arm-pi-plus-x1", {"max_hp": 30}, {"damage": 5, "type": "pi+", "location": "arm_left"},
     {"multiplier": Fraction(1), "injury": 5}),
    ("G4-leg-pi-plusplus-x1", {"max_hp": 30},
     {"damage": 5, "type": "pi++", "location": "leg_right"},
     {"multiplier": Fraction(1), "injury": 5}),
    ("G4-hand-imp-x1", {"max_hp": 30}, {"damage": 5, "type": "imp", "location": "hand_left"},
     {"injury": 5}),
    ("G4-foot-pi-plus-x1", {"max_hp": 30}, {"damage": 5, "type": "pi+", "location": "foot_right"},
     {"injury": 5}),
    ("G4-arm-pi-minus-stays-x0.5", {"max_hp": 30},
     {"damage": 5, "type": "pi-", "location": "arm_right"}, {"injury": 2}),
    ("G4-leg-cut-stays-x1.5", {"max_hp": 30}, {"damage": 5, "type": "cut", "location": "leg_left"},
     {"injury": 7}),
])


@pytest.mark.parametrize(("target", "hit", "expected", "options"), G4_CASES)
def test_g4_location_overrides(target, hit, expected, options):
    run_table(target, hit, expected, options)


@pytest.mark.parametrize("dtype", ["cr", "cut", "burn", "cor", "tox"],
                         ids=lambda t: f"G4-no-{t}-at-eye")
@pytest.mark.parametrize("eye", ["eye_right", "eye_left"])
def test_g4_only_imp_pi_tbb_may_target_an_eye(dtype, eye):
    with pytest.raises(RulesError) as err:
        res(HP10, {"damage": 3, "type": dtype, "location": eye})
    assert err.value.code == "type_not_allowed"
    assert dtype in str(err.value) and "eye" in str(err.value)


@pytest.mark.parametrize("dtype", ["imp", "pi-", "pi", "pi+", "pi++", "tbb"],
                         ids=lambda t: f"G4-{t}-may-target-eye")
def test_g4_eye_types_allowed(dtype):
    assert res(HP10, {"damage": 1, "type": dtype, "location": "eye_right"}).injury >= 1


def test_g4_eye_only_from_the_front():
    with pytest.raises(RulesError, match="front"):
        res(HP10, {"damage": 3, "type": "imp", "location": "eye_right", "from_behind": True})


@pytest.mark.parametrize("dtype", ["cr", "cut", "burn", "cor", "tox"],
                         ids=lambda t: f"G4-no-{t}-at-vitals")
def test_g4_other_types_cannot_target_vitals(dtype):
    with pytest.raises(RulesError) as err:
        res(HP10, {"damage": 3, "type": dtype, "location": "vitals"})
    assert err.value.code == "type_not_allowed"
    assert "vitals" in str(err.value)


@pytest.mark.parametrize(
    ("damage", "blinded"),
    [(3, ()), (4, ("eye_right",)), (6, ("eye_right",)), (7, ("eye_right", "eye_left"))],
    ids=["G4-face-cor-minor-no-blind", "G4-face-cor-major-one-eye",
         "G4-face-cor-major-below-HP-one-eye", "G4-face-cor-injury-at-HP-both-eyes"],
)
def test_g4_face_corrosion_major_wound_blinds(damage, blinded):
    out = res(HP10, {"damage": damage, "type": "cor", "location": "face"})
    assert out.blinded_eyes == blinded
    assert out.major_wound == bool(blinded)


def test_g4_face_corrosion_skips_an_already_crippled_eye():
    out = res({"crippled": {"eye_right"}}, {"damage": 4, "type": "cor", "location": "face"})
    assert out.blinded_eyes == ("eye_left",)


def test_g4_face_corrosion_blinds_no_eyes_when_there_are_none():
    out = res({"traits": {"no_eyes"}}, {"damage": 7, "type": "cor", "location": "face"})
    assert out.major_wound and out.blinded_eyes == ()


# ---------------------------------------------------------------------------------------------
# G5 — effective DR
# ---------------------------------------------------------------------------------------------

G5_CASES = table([
    ("G5-plain-DR", {"dr": 4}, {"damage": 10}, {"effective_dr": 4, "penetrating": 6}),
    ("G5-DR-above-damage-penetrating-0", {"dr": 12}, {"damage": 10},
     {"effective_dr": 12, "penetrating": 0, "injury": 0}),
    ("G5-divisor-2", {"dr": 6}, {"damage": 10, "armor_divisor": 2},
     {"effective_dr": 3, "penetrating": 7}),
    ("G5-divisor-2-odd-DR-floors", {"dr": 7}, {"damage": 10, "armor_divisor": 2},
     {"effective_dr": 3, "penetrating": 7}),
    ("G5-divisor-3-floors", {"dr": 10}, {"damage": 10, "armor_divisor": 3},
     {"effective_dr": 3, "penetrating": 7}),
    ("G5-divisor-3-with-chinks-one-floor", {"dr": 10},
     {"damage": 10, "armor_divisor": 3, "chinks": True},
     {"effective_dr": 1, "penetrating": 9}),
    ("G5-divisor-1.5-with-chinks-one-floor-at-the-end", {"dr": 3},
     {"damage": 10, "armor_divisor": 1.5, "chinks": True},
     {"effective_dr": 1, "penetrating": 9}),
    ("G5-divisor-2.5-fraction-floors-once", {"dr": 7}, {"damage": 10, "armor_divisor": 2.5},
     {"effective_dr": 2}),
    ("G5-fraction-divisor-argument", {"dr": 7},
     {"damage": 10, "armor_divisor": Fraction(5, 2)}, {"effective_dr": 2}),
    ("G5-skull-natural-DR-before-divisor", {"max_hp": 100, "dr": 3},
     {"damage": 10, "location": "skull", "armor_divisor": 2},
     {"effective_dr": 2, "penetrating": 8}),
    ("G5-fractional-0.5-doubles-DR", {"dr": 3}, {"damage": 10, "armor_divisor": 0.5},
     {"effective_dr": 6, "penetrating": 4}),
    # G5 (B110): DR 0 becomes DR 1 against a fractional divisor, not 1 × the multiplier
    ("G5-fractional-0.5-DR-0-becomes-1", {"dr": 0}, {"damage": 5, "armor_divisor": 0.5},
     {"effective_dr": 1, "penetrating": 4}),
    ("G5-fractional-0.5-DR-0-20-cr-penetrates-19", {"dr": 0},
     {"damage": 20, "armor_divisor": 0.5}, {"effective_dr": 1, "penetrating": 19}),
    ("G5-fractional-0.2-DR-0-becomes-1", {"dr": 0}, {"damage": 7, "armor_divisor": 0.2},
     {"effective_dr": 1, "penetrating": 6}),
    ("G5-fractional-0.1-DR-0-becomes-1", {"dr": 0}, {"damage": 7, "armor_divisor": 0.1},
     {"effective_dr": 1, "penetrating": 6}),
    ("G5-fractional-0.5-DR-1-doubles", {"dr": 1}, {"damage": 5, "armor_divisor": 0.5},
     {"effective_dr": 2, "penetrating": 3}),
    ("G5-fractional-0.5-chinks-DR-0-still-1", {"dr": 0},
     {"damage": 5, "armor_divisor": 0.5, "chinks": True}, {"effective_dr": 1, "penetrating": 4}),
    ("G5-fractional-0.5-eye-unarmored-DR-1", {"max_hp": 100, "dr": 5},
     {"damage": 5, "type": "imp", "location": "eye_left", "armor_divisor": 0.5},
     {"effective_dr": 1, "penetrating": 4}),
    ("G5-fractional-0.1", {"dr": 2}, {"damage": 25, "armor_divisor": 0.1},
     {"effective_dr": 20, "penetrating": 5}),
    ("G5-fractional-with-chinks", {"dr": 3},
     {"damage": 10, "armor_divisor": 0.5, "chinks": True},
     {"effective_dr": 3, "penetrating": 7}),
    ("G5-no-fraction-DR-0-with-divisor-2-is-0", {"dr": 0}, {"damage": 5, "armor_divisor": 2},
     {"effective_dr": 0, "penetrating": 5}),
    ("G5-octopod-brain-natural-DR-1", {"body": "octopod", "max_hp": 100},
     {"damage": 5, "location": "brain"}, {"effective_dr": 1, "injury": 16}),
    ("G5-dict-DR-per-location", {"dr": {"torso": 6, "arm_right": 2}},
     {"damage": 5, "location": "arm_right"}, {"effective_dr": 2, "penetrating": 3}),
    ("G5-dict-DR-missing-key-is-0", {"dr": {"torso": 6}}, {"damage": 5, "location": "groin"},
     {"effective_dr": 0, "penetrating": 5}),
    # blunt trauma (optional, off by default)
    ("G5-blunt-trauma-off-by-default", {"dr": 20, "flexible_armor": True}, {"damage": 12},
     {"penetrating": 0, "injury": 0}),
    ("G5-blunt-trauma-cr-per-full-5", {"dr": 20, "flexible_armor": True}, {"damage": 14},
     {"penetrating": 0, "injury": 2}, Options(blunt_trauma=True)),
    ("G5-blunt-trauma-cr-below-5-none", {"dr": 20, "flexible_armor": True}, {"damage": 4},
     {"injury": 0}, Options(blunt_trauma=True)),
    ("G5-blunt-trauma-cut-per-full-10", {"dr": 20, "flexible_armor": True},
     {"damage": 19, "type": "cut"}, {"injury": 1}, Options(blunt_trauma=True)),
    ("G5-blunt-trauma-imp-9-none", {"dr": 20, "flexible_armor": True},
     {"damage": 9, "type": "imp"}, {"injury": 0}, Options(blunt_trauma=True)),
    ("G5-blunt-trauma-pi-20", {"dr": 30, "flexible_armor": True},
     {"damage": 20, "type": "pi"}, {"injury": 2}, Options(blunt_trauma=True)),
    ("G5-blunt-trauma-not-for-burn", {"dr": 20, "flexible_armor": True},
     {"damage": 15, "type": "burn"}, {"injury": 0}, Options(blunt_trauma=True)),
    ("G5-blunt-trauma-needs-flexible-armor", {"dr": 20}, {"damage": 15},
     {"injury": 0}, Options(blunt_trauma=True)),
    ("G5-blunt-trauma-not-when-penetrating", {"dr": 5, "flexible_armor": True}, {"damage": 15},
     {"penetrating": 10, "injury": 10}, Options(blunt_trauma=True)),
])


@pytest.mark.parametrize(("target", "hit", "expected", "options"), G5_CASES)
def test_g5_effective_dr(target, hit, expected, options):
    run_table(target, hit, expected, options)


# ---------------------------------------------------------------------------------------------
# G6 — crippling thresholds, cap, dismemberment
# ---------------------------------------------------------------------------------------------

G6_MINIMUM = [
    # (id, target, location, minimum crippling injury)
    ("G6-HP10-arm-6", HP10, "arm_right", 6),
    ("G6-HP10-leg-6", HP10, "leg_left", 6),
    ("G6-HP10-hand-4", HP10, "hand_right", 4),
    ("G6-HP10-foot-4", HP10, "foot_left", 4),
    ("G6-HP10-eye-2", HP10, "eye_right", 2),
    ("G6-HP11-arm-6", {"max_hp": 11}, "arm_right", 6),
    ("G6-HP11-hand-4", {"max_hp": 11}, "hand_left", 4),
    ("G6-HP11-eye-2", {"max_hp": 11}, "eye_left", 2),
    ("G6-HP12-arm-7", {"max_hp": 12}, "arm_left", 7),
    ("G6-HP12-hand-5", {"max_hp": 12}, "hand_right", 5),
    ("G6-HP9-hand-exact-third-4", {"max_hp": 9}, "hand_right", 4),
    ("G6-HP20-eye-exact-tenth-3", HP20, "eye_right", 3),
    ("G6-arms-4-limb-HP-over-4", {"max_hp": 12, "arms": 4}, "arm_right", 4),
    ("G6-arms-4-hand-HP-over-6", {"max_hp": 12, "arms": 4}, "hand_right", 3),
    ("G6-arms-3-limb-HP-over-3", {"max_hp": 12, "arms": 3}, "arm_left", 5),
    ("G6-arms-3-hand-HP-over-4.5", {"max_hp": 12, "arms": 3}, "hand_left", 3),
    ("G6-legs-3-leg-HP-over-3", {"max_hp": 12, "legs": 3}, "leg_right", 5),
    ("G6-arms-4-legs-unaffected", {"max_hp": 12, "arms": 4}, "leg_right", 7),
    ("G6-quadruped-leg-HP-over-4", {"max_hp": 12, "body": "quadruped"}, "leg_fore_right", 4),
    ("G6-quadruped-foot-HP-over-6", {"max_hp": 12, "body": "quadruped"}, "foot_hind_left", 3),
    ("G6-quadruped-tail-extremity", {"max_hp": 12, "body": "quadruped"}, "tail", 5),
    ("G6-hexapod-leg-HP-over-6", {"max_hp": 12, "body": "hexapod"}, "leg_mid_left", 3),
    ("G6-hexapod-foot-HP-over-9", {"max_hp": 12, "body": "hexapod"}, "foot_mid_right", 2),
    ("G6-centaur-arm-HP-over-2", {"max_hp": 12, "body": "centaur"}, "arm_right", 7),
    ("G6-centaur-leg-HP-over-4", {"max_hp": 12, "body": "centaur"}, "leg_hind_left", 4),
    ("G6-centaur-foot-HP-over-6", {"max_hp": 12, "body": "centaur"}, "foot_fore_left", 3),
    ("G6-centaur-hand-HP-over-3", {"max_hp": 12, "body": "centaur"}, "hand_left", 5),
    ("G6-octopod-8-arms-HP-over-8", {"max_hp": 16, "body": "octopod"}, "arm_5", 3),
    ("G6-arachnoid-8-legs", {"max_hp": 16, "body": "arachnoid"}, "leg_7", 3),
    ("G6-ichthyoid-3-fins-HP-over-4.5", {"max_hp": 9, "body": "ichthyoid"}, "fin_dorsal", 3),
    ("G6-winged-humanoid-wing-limb", {"max_hp": 12, "body": "winged_humanoid"}, "wing_left", 7),
]


@pytest.mark.parametrize(("target", "loc", "minimum"),
                         [pytest.param(t, loc, m, id=i) for i, t, loc, m in G6_MINIMUM])
def test_g6_minimum_crippling_injury(target, loc, minimum):
    dtype = "imp" if loc.startswith("eye") else "cr"
    # just below: not crippled; exactly the minimum: crippled (eye injury comes in steps of 4)
    out = res(target, {"damage": 1, "type": dtype, "location": loc})
    assert out.cripple_minimum == minimum
    if not loc.startswith("eye"):
        below = res(target, {"damage": minimum - 1, "location": loc})
        assert (below.injury, below.crippled) == (minimum - 1, False)
        at = res(target, {"damage": minimum, "location": loc})
        assert (at.injury, at.crippled, at.dismemberment) == (minimum, True, None)
        assert at.major_wound  # G6: a crippling injury is always a major wound (G9)


G6_CASES = table([
    # cap
    ("G6-cap-HP10-arm-9-injury-loses-6", HP10, {"damage": 9, "location": "arm_right"},
     {"injury_uncapped": 9, "injury": 6, "hp_after": 4, "crippled": True,
      "dismemberment": None}),
    ("G6-cap-hand", HP10, {"damage": 7, "location": "hand_left"},
     {"injury_uncapped": 7, "injury": 4, "crippled": True, "dismemberment": None}),
    ("G6-arm-injury-exactly-HP-over-2-not-crippled", HP10, {"damage": 5, "location": "arm_left"},
     {"injury": 5, "crippled": False, "major_wound": False, "knockdown_check": None}),
    ("G6-arm-one-over-HP-over-2-crippled", HP10, {"damage": 6, "location": "arm_left"},
     {"injury": 6, "crippled": True, "major_wound": True, "knockdown_check": 0}),
    ("G6-eye-injury-exactly-HP-over-10-not-crippled", {"max_hp": 40},
     {"damage": 1, "type": "imp", "location": "eye_right"},
     {"injury": 4, "cripple_minimum": 5, "crippled": False}),
    ("G6-eye-over-HP-over-10-crippled", {"max_hp": 40},
     {"damage": 2, "type": "imp", "location": "eye_right"},
     {"injury": 8, "crippled": True, "injury_uncapped": 8}),
    # dismemberment at exactly 2x minimum vs 2x - 1
    ("G6-dismember-2x-minus-1-only-crippled", HP10, {"damage": 11, "location": "arm_right"},
     {"injury_uncapped": 11, "injury": 6, "crippled": True, "dismemberment": None}),
    ("G6-dismember-cr-at-2x-destroyed", HP10, {"damage": 12, "location": "arm_right"},
     {"injury_uncapped": 12, "injury": 6, "crippled": True, "dismemberment": "destroyed"}),
    ("G6-dismember-cut-at-2x-severed", HP10, {"damage": 8, "type": "cut", "location": "arm_right"},
     {"injury_uncapped": 12, "injury": 6, "dismemberment": "severed"}),
    ("G6-dismember-cut-2x-minus-1-not-severed", HP10,
     {"damage": 7, "type": "cut", "location": "arm_right"},
     {"injury_uncapped": 10, "dismemberment": None, "crippled": True}),
    ("G6-dismember-explosive-cr-severs", HP10,
     {"damage": 12, "location": "leg_left", "explosive": True},
     {"dismemberment": "severed"}),
    ("G6-dismember-burn-destroyed", HP10, {"damage": 12, "type": "burn", "location": "leg_left"},
     {"dismemberment": "destroyed"}),
    ("G6-dismember-hand-at-8", HP10, {"damage": 8, "location": "hand_right"},
     {"injury": 4, "dismemberment": "destroyed"}),
    ("G6-dismember-hand-at-7-not", HP10, {"damage": 7, "location": "hand_right"},
     {"dismemberment": None}),
    ("G6-dismember-cut-hand-severed", HP10, {"damage": 6, "type": "cut", "location": "hand_left"},
     {"injury_uncapped": 9, "injury": 4, "dismemberment": "severed"}),
    ("G6-eye-never-dismembered", HP10, {"damage": 5, "type": "imp", "location": "eye_left"},
     {"injury": 20, "dismemberment": None}),
    ("G6-torso-never-crippled", HP10, {"damage": 9},
     {"injury": 9, "crippled": False, "cripple_minimum": None}),
    ("G6-no-injury-no-threshold", {"dr": 10}, {"damage": 9, "location": "arm_right"},
     {"injury": 0, "crippled": False, "cripple_minimum": None}),
    ("G6-arms-4-crippling-below-half-HP-still-major", {"max_hp": 12, "arms": 4},
     {"damage": 4, "location": "arm_right"},
     {"injury": 4, "crippled": True, "major_wound": True, "knockdown_check": 0}),
    ("G6-arms-4-cap", {"max_hp": 12, "arms": 4}, {"damage": 7, "location": "arm_right"},
     {"injury": 4, "injury_uncapped": 7, "dismemberment": None}),
    ("G6-arms-4-dismember", {"max_hp": 12, "arms": 4}, {"damage": 8, "location": "arm_right"},
     {"injury": 4, "dismemberment": "destroyed"}),
])


@pytest.mark.parametrize(("target", "hit", "expected", "options"), G6_CASES)
def test_g6_crippling(target, hit, expected, options):
    run_table(target, hit, expected, options)


@pytest.mark.parametrize(
    ("target", "hit", "effect"),
    [
        pytest.param(HP10, {"damage": 6, "location": "arm_right"}, "arm", id="G6-effect-arm"),
        pytest.param(HP10, {"damage": 8, "type": "cut", "location": "arm_right"}, "arm_severed",
                     id="G6-effect-arm-severed"),
        pytest.param(HP10, {"damage": 4, "location": "hand_left"}, "hand", id="G6-effect-hand"),
        pytest.param(HP10, {"damage": 4, "location": "foot_left"}, "foot", id="G6-effect-foot"),
        pytest.param(HP10, {"damage": 6, "location": "leg_left"}, "leg", id="G6-effect-leg"),
        pytest.param(HP10, {"damage": 1, "type": "imp", "location": "eye_left"}, "eye",
                     id="G6-effect-eye-one-left"),
        pytest.param({"crippled": {"eye_right"}},
                     {"damage": 1, "type": "imp", "location": "eye_left"}, "eye_last",
                     id="G6-effect-last-eye-blindness"),
        pytest.param({"missing": {"eye_right"}},
                     {"damage": 1, "type": "imp", "location": "eye_left"}, "eye_last",
                     id="G6-effect-last-eye-other-missing"),
        pytest.param({"max_hp": 12, "arms": 4}, {"damage": 4, "location": "arm_left"},
                     "extra_arm", id="G6-effect-extra-arm"),
        pytest.param({"body": "winged_humanoid"}, {"damage": 6, "location": "wing_left"},
                     "wing", id="G6-effect-wing"),
        pytest.param({"body": "ichthyoid", "max_hp": 9}, {"damage": 3, "location": "fin_left"},
                     "fin", id="G6-effect-fin"),
        pytest.param({"body": "fish_tailed_humanoid"}, {"damage": 6, "location": "tail"},
                     "tail", id="G6-effect-tail"),
        pytest.param({"body": "scorpion"}, {"damage": 6, "location": "tail"},
                     "striker", id="G6-effect-striker"),
    ],
)
def test_g6_effects(target, hit, effect):
    out = res(target, hit)
    assert out.crippled
    assert out.effects == ((out.location, effect),)


def test_g6_no_effect_without_crippling():
    assert res(HP10, {"damage": 5, "location": "arm_right"}).effects == ()


# ---------------------------------------------------------------------------------------------
# G8 — non-humanoid special cases
# ---------------------------------------------------------------------------------------------

CENTAUR_SUB = {1: "hand_left", 2: "hand_right", 3: "foot_fore_left", 4: "foot_fore_right",
               5: "foot_hind_left", 6: "foot_hind_right"}


@pytest.mark.parametrize("roll", [17, 18], ids=lambda r: f"G8-centaur-roll-{r}")
@pytest.mark.parametrize("sub", sorted(CENTAUR_SUB), ids=[f"G8-centaur-sub-{s}" for s in
                                                            sorted(CENTAUR_SUB)])
def test_g8_centaur_extremity_subroll(roll, sub):
    out = res({"body": "centaur", "max_hp": 30},
              {"damage": 3, "location": "random", "roll": roll, "subroll": sub})
    assert (out.location, out.roll, out.subroll) == (CENTAUR_SUB[sub], roll, sub)
    assert out.cripple_minimum == (11 if sub <= 2 else 6)  # hand HP/3; 4 feet HP/(1.5x4)


G8_CASES = table([
    ("G8-centaur-arm-is-human-upper-arm", {"body": "centaur"},
     {"damage": 3, "location": "random", "roll": 15, "subroll": 4}, {"location": "arm_left"}),
    ("G8-winged-humanoid-9-right-wing", {"body": "winged_humanoid"},
     {"damage": 3, "location": "random", "roll": 9, "subroll": 2}, {"location": "wing_right"}),
    ("G8-winged-humanoid-9-left-wing", {"body": "winged_humanoid"},
     {"damage": 3, "location": "random", "roll": 9, "subroll": 6}, {"location": "wing_left"}),
    ("G8-winged-humanoid-10-torso", {"body": "winged_humanoid"},
     {"damage": 3, "location": "random", "roll": 10}, {"location": "torso", "subroll": None}),
    ("G8-wing-is-a-limb-capped", {"body": "winged_humanoid"},
     {"damage": 9, "location": "wing_right"},
     {"injury": 6, "crippled": True, "cripple_minimum": 6}),
    ("G8-wing-aimed-at-minus-2", {"body": "winged_humanoid"},
     {"damage": 9, "type": "imp", "location": "wing_left"}, {"multiplier": Fraction(1)}),
    ("G8-fish-tail-random-leg-roll-torso", {"body": "fish_tailed_humanoid"},
     {"damage": 3, "location": "random", "roll": 6}, {"location": "torso"}),
    ("G8-fish-tail-random-left-leg-roll-torso", {"body": "fish_tailed_humanoid"},
     {"damage": 3, "location": "random", "roll": 14}, {"location": "torso"}),
    ("G8-fish-tail-random-foot-roll-tail", {"body": "fish_tailed_humanoid"},
     {"damage": 3, "location": "random", "roll": 16}, {"location": "tail"}),
    ("G8-fish-tail-is-a-limb", {"body": "fish_tailed_humanoid"},
     {"damage": 9, "location": "tail"},
     {"injury": 6, "injury_uncapped": 9, "cripple_minimum": 6, "crippled": True}),
    ("G8-octopod-brain-DR-1-x4", {"body": "octopod", "max_hp": 100},
     {"damage": 5, "location": "brain"},
     {"effective_dr": 1, "penetrating": 4, "injury": 16}),
    ("G8-octopod-brain-knockdown-minus-10", {"body": "octopod", "max_hp": 10},
     {"damage": 5, "location": "brain"}, {"knockdown_check": -10}),
    ("G8-squid-brain-DR-1", {"body": "squid", "max_hp": 100, "dr": 2},
     {"damage": 5, "location": "brain"}, {"effective_dr": 3, "injury": 8}),
    ("G8-arachnoid-brain-DR-1", {"body": "arachnoid", "max_hp": 100},
     {"damage": 5, "location": "random", "roll": 3}, {"location": "brain", "effective_dr": 1}),
    ("G8-octopod-brain-tox-no-DR", {"body": "octopod", "max_hp": 100},
     {"damage": 5, "type": "tox", "location": "brain"}, {"effective_dr": 0, "injury": 5}),
    ("G8-quadruped-random-foot-1d4", {"body": "quadruped"},
     {"damage": 3, "location": "random", "roll": 15, "subroll": 4},
     {"location": "foot_hind_left"}),
    ("G8-cancroid-random-leg-1d8", {"body": "cancroid"},
     {"damage": 3, "location": "random", "roll": 13, "subroll": 8}, {"location": "leg_8"}),
])


@pytest.mark.parametrize(("target", "hit", "expected", "options"), G8_CASES)
def test_g8_non_humanoid(target, hit, expected, options):
    run_table(target, hit, expected, options)


# G8: a brainless extra head is an extremity — crippled over HP/3, or HP/(1.5×N) with 3+
# (the seed's HP×1.5/N is not used); capped at the minimum crippling injury; extremity
# multipliers; none of the skull's ×4 and no 2×HP/heads cap of a head with a brain.
G8_BRAINLESS_CASES = table([
    ("G8-brainless-1-HP12-threshold-4-min-5", {"max_hp": 12, "brainless_heads": 1},
     {"damage": 5, "location": "head_extra_1"},
     {"injury": 5, "crippled": True, "cripple_minimum": 5, "dismemberment": None,
      "effects": (("head_extra_1", "head"),)}),
    ("G8-brainless-1-HP12-4-not-crippled", {"max_hp": 12, "brainless_heads": 1},
     {"damage": 4, "location": "head_extra_1"}, {"injury": 4, "crippled": False}),
    ("G8-brainless-2-still-HP-3", {"max_hp": 12, "brainless_heads": 2},
     {"damage": 9, "location": "head_extra_2"},
     {"injury_uncapped": 9, "injury": 5, "crippled": True, "cripple_minimum": 5}),
    ("G8-brainless-3-HP12-over-2.67-min-3", {"max_hp": 12, "brainless_heads": 3},
     {"damage": 3, "location": "head_extra_3"},
     {"injury": 3, "crippled": True, "cripple_minimum": 3}),
    ("G8-brainless-4-HP12-over-2-min-3", {"max_hp": 12, "brainless_heads": 4},
     {"damage": 9, "location": "head_extra_4"},
     {"injury_uncapped": 9, "injury": 3, "cripple_minimum": 3, "dismemberment": "destroyed"}),
    ("G8-brainless-cut-severs", {"max_hp": 12, "brainless_heads": 3},
     {"damage": 4, "type": "cut", "location": "head_extra_1"},
     {"injury_uncapped": 6, "injury": 3, "dismemberment": "severed"}),
    ("G8-brainless-imp-x1-as-extremity", {"max_hp": 30, "brainless_heads": 1},
     {"damage": 4, "type": "imp", "location": "head_extra_1"},
     {"multiplier": Fraction(1), "injury": 4}),
    ("G8-brainless-cr-not-skull-x4", {"max_hp": 30, "brainless_heads": 1},
     {"damage": 4, "location": "head_extra_1"},
     {"effective_dr": 0, "multiplier": Fraction(1), "injury": 4, "knockdown_check": None}),
    ("G8-brainless-not-capped-by-brained-heads", {"max_hp": 30, "heads": 3,
                                                  "brainless_heads": 1},
     {"damage": 10, "location": "head_extra_1"}, {"injury": 10, "crippled": False}),
    ("G8-brainless-dr-per-location", {"max_hp": 30, "brainless_heads": 2,
                                      "dr": {"head_extra_2": 3}},
     {"damage": 5, "location": "head_extra_2"}, {"effective_dr": 3, "injury": 2}),
])


@pytest.mark.parametrize(("target", "hit", "expected", "options"), G8_BRAINLESS_CASES)
def test_g8_brainless_extra_heads(target, hit, expected, options):
    run_table(target, hit, expected, options)


@pytest.mark.parametrize(("count", "formula"), [(1, "HP/3"), (2, "HP/3"), (3, "HP/(1.5×3)"),
                                                (5, "HP/(1.5×5)")])
def test_g8_brainless_head_explains_the_extremity_formula(count, formula):
    out = res({"max_hp": 12, "brainless_heads": count}, {"damage": 2, "location": "head_extra_1"})
    line = next(x for x in out.explain if x.key == "crip.brainless_head")
    assert line.rule == "G8" and line.args == {"formula": formula}
    assert formula in line.render()


def test_g8_brainless_head_exists_only_when_counted():
    with pytest.raises(RulesError) as err:
        res({"max_hp": 12, "brainless_heads": 1}, {"damage": 2, "location": "head_extra_2"})
    assert err.value.code == "unknown_location"
    with pytest.raises(RulesError):
        res({"max_hp": 12}, {"damage": 2, "location": "head_extra_1"})
    # never on the random table: a random hit is never a brainless head
    for roll in range(3, 19):
        out = res({"max_hp": 12, "brainless_heads": 4},
                  {"damage": 1, "location": "random", "roll": roll, "subroll": 1})
        assert not out.location.startswith("head_extra")


# ---------------------------------------------------------------------------------------------
# G9 — major wounds, knockdown and stun
# ---------------------------------------------------------------------------------------------

G9_CASES = table([
    ("G9-HP10-injury-5-not-major", HP10, {"damage": 5},
     {"major_wound": False, "knockdown_check": None}),
    ("G9-HP10-injury-6-major", HP10, {"damage": 6}, {"major_wound": True, "knockdown_check": 0}),
    ("G9-HP11-injury-5-not-major", {"max_hp": 11}, {"damage": 5}, {"major_wound": False}),
    ("G9-HP11-injury-6-major", {"max_hp": 11}, {"damage": 6}, {"major_wound": True}),
    ("G9-HP1-injury-1-major", {"max_hp": 1}, {"damage": 1}, {"major_wound": True}),
    ("G9-crippling-below-half-HP-triggers-knockdown", {"max_hp": 12, "arms": 4},
     {"damage": 4, "location": "arm_left"},
     {"injury": 4, "crippled": True, "major_wound": True, "knockdown_check": 0}),
    ("G9-no-crippling-no-major-no-knockdown", {"max_hp": 12, "arms": 4},
     {"damage": 4, "location": "leg_left", "type": "cut"},
     {"injury": 6, "crippled": False, "major_wound": False, "knockdown_check": None}),
    ("G9-skull-shock-triggers-knockdown", {"max_hp": 40},
     {"damage": 3, "location": "skull"}, {"injury": 4, "shock": -1, "knockdown_check": -10}),
    ("G9-skull-no-shock-no-knockdown", {"max_hp": 40, "dr": 3},
     {"damage": 5, "location": "skull"}, {"injury": 0, "shock": 0, "knockdown_check": None}),
    ("G9-skull-injury-below-shock-no-knockdown", {"max_hp": 50},
     {"damage": 3, "location": "skull"}, {"injury": 4, "shock": 0, "knockdown_check": None}),
    ("G9-face-shock-triggers-knockdown", {"max_hp": 30},
     {"damage": 4, "location": "face"}, {"shock": -1, "knockdown_check": -5}),
    ("G9-eye-shock-knockdown-minus-10", {"max_hp": 40},
     {"damage": 1, "type": "imp", "location": "eye_left"},
     {"shock": -1, "crippled": False, "major_wound": False, "knockdown_check": -10}),
    ("G9-vitals-shock-triggers-knockdown", {"max_hp": 30},
     {"damage": 1, "type": "pi", "location": "vitals"}, {"shock": -1, "knockdown_check": 0}),
    ("G9-torso-shock-only-no-knockdown", HP10, {"damage": 4},
     {"shock": -4, "knockdown_check": None}),
    ("G9-neck-shock-only-no-knockdown", HP10, {"damage": 2, "location": "neck"},
     {"injury": 3, "knockdown_check": None}),
    ("G9-crippled-arm-knockdown-0", HP10, {"damage": 6, "location": "arm_left"},
     {"knockdown_check": 0}),
    ("G9-high-pain-threshold-plus-3", {"max_hp": 10, "traits": {"high_pain_threshold"}},
     {"damage": 6}, {"major_wound": True, "knockdown_check": 3}),
    ("G9-low-pain-threshold-minus-4", {"max_hp": 10, "traits": {"low_pain_threshold"}},
     {"damage": 6}, {"major_wound": True, "knockdown_check": -4}),
    ("G9-skull-with-high-pain-threshold", {"max_hp": 10, "traits": {"high_pain_threshold"}},
     {"damage": 5, "location": "skull"}, {"knockdown_check": -7}),
    ("G9-face-with-low-pain-threshold", {"max_hp": 10, "traits": {"low_pain_threshold"}},
     {"damage": 6, "location": "face"}, {"knockdown_check": -9}),
    ("G9-male-groin-major-any-type-minus-5", {"max_hp": 10, "traits": {"male"}},
     {"damage": 4, "type": "cut", "location": "groin"},
     {"injury": 6, "knockdown_check": -5}),
])


@pytest.mark.parametrize(("target", "hit", "expected", "options"), G9_CASES)
def test_g9_major_and_knockdown(target, hit, expected, options):
    run_table(target, hit, expected, options)


# ---------------------------------------------------------------------------------------------
# G10 — shock
# ---------------------------------------------------------------------------------------------

G10_CASES = table([
    ("G10-no-injury-no-shock", {"dr": 5}, {"damage": 3}, {"shock": 0}),
    ("G10-HP10-1-injury-minus-1", HP10, {"damage": 1}, {"shock": -1}),
    ("G10-HP10-3-injury-minus-3", HP10, {"damage": 3}, {"shock": -3}),
    ("G10-HP10-4-injury-minus-4", HP10, {"damage": 4}, {"shock": -4}),
    ("G10-HP10-max-minus-4", HP10, {"damage": 9}, {"shock": -4}),
    ("G10-HP19-per-HP", {"max_hp": 19}, {"damage": 3}, {"shock": -3}),
    ("G10-HP20-1-injury-none", HP20, {"damage": 1}, {"shock": 0}),
    ("G10-HP20-2-injury-minus-1", HP20, {"damage": 2}, {"shock": -1}),
    ("G10-HP20-3-injury-minus-1", HP20, {"damage": 3}, {"shock": -1}),
    ("G10-HP20-4-injury-minus-2", HP20, {"damage": 4}, {"shock": -2}),
    ("G10-HP20-max-minus-4", HP20, {"damage": 19}, {"shock": -4}),
    # G10: k = HP/10 rounded down (HP 25: k = 2; HP 29: k = 2; HP 39: k = 3)
    ("G10-HP25-k2-3-injury-minus-1", {"max_hp": 25}, {"damage": 3}, {"shock": -1}),
    ("G10-HP25-k2-4-injury-minus-2", {"max_hp": 25}, {"damage": 4}, {"shock": -2}),
    ("G10-HP25-k2-5-injury-minus-2", {"max_hp": 25}, {"damage": 5}, {"shock": -2}),
    ("G10-HP29-k2-2-injury-minus-1", {"max_hp": 29}, {"damage": 2}, {"shock": -1}),
    ("G10-HP29-k2-1-injury-none", {"max_hp": 29}, {"damage": 1}, {"shock": 0}),
    ("G10-HP39-k3-15-injury-minus-4", {"max_hp": 39}, {"damage": 15}, {"shock": -4}),
    ("G10-HP39-k3-11-injury-minus-3", {"max_hp": 39}, {"damage": 11}, {"shock": -3}),
    ("G10-HP39-k3-2-injury-none", {"max_hp": 39}, {"damage": 2}, {"shock": 0}),
    ("G10-HP40-k4-8-injury-minus-2", {"max_hp": 40}, {"damage": 8}, {"shock": -2}),
    ("G10-shock-uses-capped-limb-injury", HP10, {"damage": 9, "location": "arm_right"},
     {"injury": 6, "shock": -4}),
    ("G10-hand-cap-3-shock", {"max_hp": 9}, {"damage": 8, "location": "hand_right"},
     {"injury": 4, "shock": -4}),
    ("G10-high-pain-threshold-none", {"max_hp": 10, "traits": {"high_pain_threshold"}},
     {"damage": 3}, {"shock": 0}),
    ("G10-low-pain-threshold-doubled", {"max_hp": 10, "traits": {"low_pain_threshold"}},
     {"damage": 3}, {"shock": -6}),
    ("G10-low-pain-threshold-doubled-max-8", {"max_hp": 10, "traits": {"low_pain_threshold"}},
     {"damage": 6}, {"shock": -8}),
    ("G10-low-pain-threshold-HP20", {"max_hp": 20, "traits": {"low_pain_threshold"}},
     {"damage": 4}, {"shock": -4}),
    ("G10-male-groin-cr-doubled", {"max_hp": 10, "traits": {"male"}},
     {"damage": 2, "location": "groin"}, {"shock": -4}),
    ("G10-male-groin-cr-max-8", {"max_hp": 10, "traits": {"male"}},
     {"damage": 9, "location": "groin"}, {"shock": -8}),
    ("G10-male-groin-high-pain-threshold-none",
     {"max_hp": 10, "traits": {"male", "high_pain_threshold"}},
     {"damage": 3, "location": "groin"}, {"shock": 0}),
    ("G10-male-groin-HP20", {"max_hp": 20, "traits": {"male"}},
     {"damage": 6, "location": "groin"}, {"shock": -6}),
    ("G10-male-torso-not-doubled", {"max_hp": 10, "traits": {"male"}}, {"damage": 2},
     {"shock": -2}),
])


@pytest.mark.parametrize(("target", "hit", "expected", "options"), G10_CASES)
def test_g10_shock(target, hit, expected, options):
    run_table(target, hit, expected, options)


# ---------------------------------------------------------------------------------------------
# G11 — HP and FP thresholds
# ---------------------------------------------------------------------------------------------

G11_CASES = table([
    ("G11-HP12-at-4-not-reeling", {"max_hp": 12}, {"damage": 8},
     {"hp_after": 4, "reeling": False}),
    ("G11-HP12-at-3-reeling", {"max_hp": 12}, {"damage": 9}, {"hp_after": 3, "reeling": True}),
    ("G11-HP10-at-4-not-reeling", HP10, {"damage": 6}, {"hp_after": 4, "reeling": False}),
    ("G11-HP10-at-3-reeling", HP10, {"damage": 7}, {"hp_after": 3, "reeling": True}),
    ("G11-HP10-at-1-collapse-not-yet", HP10, {"damage": 9},
     {"hp_after": 1, "collapse_check": False}),
    ("G11-HP10-at-0-collapse", HP10, {"damage": 10},
     {"hp_after": 0, "collapse_check": True, "death_checks": 0}),
    ("G11-one-above-minus-HP-no-death-check", HP10, {"damage": 19},
     {"hp_after": -9, "collapse_check": True, "death_checks": 0, "dead": False}),
    ("G11-exactly-minus-HP-death-check", HP10, {"damage": 20},
     {"hp_after": -10, "death_checks": 1, "dead": False}),
    ("G11-minus-2HP-two-checks-in-one-hit", HP10, {"damage": 30},
     {"hp_after": -20, "death_checks": 2}),
    ("G11-three-thresholds-in-one-hit", {"max_hp": 10, "current_hp": -5}, {"damage": 25},
     {"hp_before": -5, "hp_after": -30, "death_checks": 3, "collapse_check": False,
      "reeling": False}),
    ("G11-already-past-minus-HP-one-more-check", {"max_hp": 10, "current_hp": -12},
     {"damage": 8}, {"hp_after": -20, "death_checks": 1}),
    ("G11-already-past-no-new-threshold", {"max_hp": 10, "current_hp": -12}, {"damage": 7},
     {"hp_after": -19, "death_checks": 0}),
    ("G11-minus-4HP-four-checks-alive", HP10, {"damage": 50},
     {"hp_after": -40, "death_checks": 4, "dead": False}),
    ("G11-one-above-minus-5HP-alive", HP10, {"damage": 59},
     {"hp_after": -49, "dead": False, "destroyed": False}),
    ("G11-minus-5HP-dead", HP10, {"damage": 60},
     {"hp_after": -50, "death_checks": 4, "dead": True, "destroyed": False}),
    ("G11-one-above-minus-10HP-not-destroyed", HP10, {"damage": 109},
     {"dead": True, "destroyed": False}),
    ("G11-minus-10HP-destroyed", HP10, {"damage": 110},
     {"hp_after": -100, "dead": True, "destroyed": True}),
    ("G11-current-hp-used", {"max_hp": 10, "current_hp": 4}, {"damage": 2},
     {"hp_before": 4, "hp_after": 2, "reeling": True}),
    # FP
    ("G11-fat-reduces-FP-only", {"max_hp": 10, "max_fp": 12}, {"damage": 5, "type": "fat"},
     {"fp_before": 12, "fp_after": 7, "hp_after": 10, "shock": 0}),
    ("G11-fat-FP-defaults-to-HT", {"max_hp": 10, "ht": 11}, {"damage": 3, "type": "fat"},
     {"fp_before": 11, "fp_after": 8}),
    ("G11-fat-to-exactly-0-no-HP-cost", {"max_hp": 10, "current_fp": 3},
     {"damage": 3, "type": "fat"}, {"fp_after": 0, "hp_after": 10}),
    ("G11-fat-below-0-costs-HP", {"max_hp": 10, "current_fp": 2}, {"damage": 5, "type": "fat"},
     {"fp_after": -3, "hp_before": 10, "hp_after": 7}),
    ("G11-fat-at-0-every-FP-costs-HP", {"max_hp": 10, "current_fp": 0},
     {"damage": 3, "type": "fat"}, {"fp_after": -3, "hp_after": 7}),
    ("G11-fat-below-0-every-FP-costs-HP", {"max_hp": 10, "current_fp": -2},
     {"damage": 4, "type": "fat"}, {"fp_after": -6, "hp_after": 6}),
    ("G11-fat-HP-cost-crosses-reeling", {"max_hp": 10, "current_hp": 4, "current_fp": 0},
     {"damage": 2, "type": "fat"}, {"hp_after": 2, "reeling": True}),
    ("G11-fat-DR-applies", {"max_hp": 10, "max_fp": 10, "dr": 2},
     {"damage": 5, "type": "fat"}, {"penetrating": 3, "fp_after": 7}),
])


@pytest.mark.parametrize(("target", "hit", "expected", "options"), G11_CASES)
def test_g11_thresholds(target, hit, expected, options):
    run_table(target, hit, expected, options)


# ---------------------------------------------------------------------------------------------
# G12 — Injury Tolerance
# ---------------------------------------------------------------------------------------------

G12_CASES = table([
    # No Brain
    ("G12-no-brain-skull-counts-as-face", {"traits": {"no_brain"}, "max_hp": 30},
     {"damage": 5, "location": "skull"},
     {"location": "face", "aimed": "skull", "effective_dr": 0, "multiplier": Fraction(1),
      "injury": 5, "knockdown_check": -5}),
    ("G12-no-brain-skull-cor-face-x1.5", {"traits": {"no_brain"}, "max_hp": 30},
     {"damage": 4, "type": "cor", "location": "skull"},
     {"injury": 6, "blinded_eyes": ()}),
    ("G12-no-brain-eye-counts-as-face", {"traits": {"no_brain"}, "max_hp": 30},
     {"damage": 3, "type": "imp", "location": "eye_right"},
     # 6 injury is over HP 30/10: the eye is crippled (G12) and keeps its wound
     {"multiplier": Fraction(2), "injury": 6, "knockdown_check": -5, "location": "eye_right",
      "aimed": "eye_right", "crippled": True}),
    ("G12-no-brain-eye-not-crippled-recorded-at-face", {"traits": {"no_brain"}, "max_hp": 30},
     # 1 imp ×2 (face) = 2 injury, not over 30/10 = 3: recorded where it counted, the face
     {"damage": 1, "type": "imp", "location": "eye_right"},
     {"injury": 2, "crippled": False, "location": "face", "aimed": "eye_right"}),
    ("G12-tox-skull-recorded-at-skull", {"max_hp": 30},
     # tox ignores the skull's effects (G4) but is no G12 redirect: it stays at the skull
     {"damage": 3, "type": "tox", "location": "skull"},
     {"injury": 3, "location": "skull", "aimed": "skull"}),
    ("G12-no-brain-eye-can-still-be-crippled", {"traits": {"no_brain"}, "max_hp": 10},
     {"damage": 2, "type": "pi", "location": "eye_right"},
     {"injury": 2, "cripple_minimum": 2, "crippled": True, "injury_uncapped": 2,
      "location": "eye_right", "aimed": "eye_right"}),
    ("G12-no-brain-random-skull", {"traits": {"no_brain"}},
     {"damage": 3, "location": "random", "roll": 3},
     {"location": "face", "aimed": "skull", "injury": 3}),
    # No Head
    ("G12-no-head-random-skull-torso", {"traits": {"no_head"}},
     {"damage": 3, "location": "random", "roll": 4}, {"location": "torso", "injury": 3}),
    ("G12-no-head-random-face-torso", {"traits": {"no_head"}},
     {"damage": 3, "location": "random", "roll": 5}, {"location": "torso"}),
    ("G12-no-head-random-face-from-behind-torso", {"traits": {"no_head"}},
     {"damage": 3, "location": "random", "roll": 5, "from_behind": True}, {"location": "torso"}),
    ("G12-no-head-neck-still-there", {"traits": {"no_head"}},
     {"damage": 3, "location": "neck"}, {"location": "neck"}),
    # No Neck
    ("G12-no-neck-random-neck-torso", {"traits": {"no_neck"}},
     {"damage": 3, "type": "cut", "location": "random", "roll": 17},
     {"location": "torso", "injury": 4}),
    # No Vitals
    ("G12-no-vitals-vitals-as-torso", {"traits": {"no_vitals"}, "max_hp": 30},
     {"damage": 4, "type": "imp", "location": "vitals"},
     {"location": "torso", "aimed": "vitals", "multiplier": Fraction(2), "injury": 8}),
    ("G12-no-vitals-groin-as-torso", {"traits": {"no_vitals", "male"}, "max_hp": 10},
     {"damage": 3, "location": "groin"}, {"injury": 3, "shock": -3}),
    ("G12-no-vitals-vitals-no-knockdown", {"traits": {"no_vitals"}, "max_hp": 30},
     {"damage": 1, "type": "pi", "location": "vitals"}, {"injury": 1, "knockdown_check": None}),
    # Unliving
    ("G12-unliving-imp-x1", {"traits": {"unliving"}, "max_hp": 100}, {"damage": 6, "type": "imp"},
     {"multiplier": Fraction(1), "injury": 6}),
    ("G12-unliving-pi-plusplus-x1", {"traits": {"unliving"}, "max_hp": 100},
     {"damage": 6, "type": "pi++"}, {"injury": 6}),
    ("G12-unliving-pi-plus-x0.5", {"traits": {"unliving"}, "max_hp": 100},
     {"damage": 7, "type": "pi+"}, {"injury": 3}),
    ("G12-unliving-pi-third", {"traits": {"unliving"}, "max_hp": 100},
     {"damage": 8, "type": "pi"}, {"multiplier": Fraction(1, 3), "injury": 2}),
    ("G12-unliving-pi-minus-x0.2", {"traits": {"unliving"}, "max_hp": 100},
     {"damage": 9, "type": "pi-"}, {"injury": 1}),
    ("G12-unliving-pi-minus-min-1", {"traits": {"unliving"}, "max_hp": 100},
     {"damage": 2, "type": "pi-"}, {"injury": 1}),
    ("G12-unliving-cut-unchanged", {"traits": {"unliving"}, "max_hp": 100},
     {"damage": 6, "type": "cut"}, {"injury": 9}),
    ("G12-unliving-cr-unchanged", {"traits": {"unliving"}, "max_hp": 100},
     {"damage": 6}, {"injury": 6}),
    ("G12-unliving-keeps-skull-x4", {"traits": {"unliving"}, "max_hp": 100},
     {"damage": 5, "type": "pi", "location": "skull"},
     {"effective_dr": 2, "multiplier": Fraction(4), "injury": 12}),
    ("G12-unliving-keeps-eye-x4", {"traits": {"unliving"}, "max_hp": 100},
     {"damage": 3, "type": "pi-", "location": "eye_left"}, {"injury": 12}),
    ("G12-unliving-keeps-vitals-x3", {"traits": {"unliving"}, "max_hp": 100},
     {"damage": 3, "type": "pi", "location": "vitals"},
     {"multiplier": Fraction(3), "injury": 9}),
    ("G12-unliving-vitals-tbb-x2", {"traits": {"unliving"}, "max_hp": 100},
     {"damage": 3, "type": "tbb", "location": "vitals"}, {"injury": 6}),
    ("G12-unliving-limb-pi-plus-stays-x0.5", {"traits": {"unliving"}, "max_hp": 100},
     {"damage": 7, "type": "pi+", "location": "arm_left"}, {"injury": 3}),
    # Homogeneous
    ("G12-homogeneous-imp-x0.5", {"traits": {"homogeneous"}, "max_hp": 100},
     {"damage": 9, "type": "imp"}, {"multiplier": Fraction(1, 2), "injury": 4}),
    ("G12-homogeneous-pi-plusplus-x0.5", {"traits": {"homogeneous"}, "max_hp": 100},
     {"damage": 10, "type": "pi++"}, {"injury": 5}),
    ("G12-homogeneous-pi-plus-third", {"traits": {"homogeneous"}, "max_hp": 100},
     {"damage": 10, "type": "pi+"}, {"multiplier": Fraction(1, 3), "injury": 3}),
    ("G12-homogeneous-pi-x0.2", {"traits": {"homogeneous"}, "max_hp": 100},
     {"damage": 14, "type": "pi"}, {"injury": 2}),
    ("G12-homogeneous-pi-minus-x0.1", {"traits": {"homogeneous"}, "max_hp": 100},
     {"damage": 25, "type": "pi-"}, {"injury": 2}),
    ("G12-homogeneous-pi-minus-min-1", {"traits": {"homogeneous"}, "max_hp": 100},
     {"damage": 3, "type": "pi-"}, {"injury": 1}),
    ("G12-homogeneous-cut-unchanged", {"traits": {"homogeneous"}, "max_hp": 100},
     {"damage": 6, "type": "cut"}, {"injury": 9}),
    ("G12-homogeneous-skull-no-x4-no-DR", {"traits": {"homogeneous"}, "max_hp": 100},
     {"damage": 6, "location": "skull"},
     {"effective_dr": 0, "multiplier": Fraction(1), "injury": 6}),
    ("G12-homogeneous-eye-no-x4", {"traits": {"homogeneous"}, "max_hp": 100},
     {"damage": 6, "type": "imp", "location": "eye_left"}, {"injury": 3}),
    ("G12-homogeneous-vitals-no-x3", {"traits": {"homogeneous"}, "max_hp": 100},
     {"damage": 6, "type": "imp", "location": "vitals"}, {"injury": 3}),
    ("G12-homogeneous-neck-cut-no-x2", {"traits": {"homogeneous"}, "max_hp": 100},
     {"damage": 6, "type": "cut", "location": "neck"}, {"injury": 9}),
    ("G12-homogeneous-face-cor-no-x1.5", {"traits": {"homogeneous"}, "max_hp": 100},
     {"damage": 6, "type": "cor", "location": "face"}, {"injury": 6}),
    ("G12-homogeneous-face-no-knockdown-modifier", {"traits": {"homogeneous"}, "max_hp": 10},
     {"damage": 3, "location": "face"}, {"knockdown_check": 0}),
    ("G12-homogeneous-skull-major-no-knockdown-modifier",
     {"traits": {"homogeneous"}, "max_hp": 10}, {"damage": 6, "location": "skull"},
     {"major_wound": True, "knockdown_check": 0}),
    ("G12-homogeneous-limb-imp-x0.5-crippling-still", {"traits": {"homogeneous"}, "max_hp": 10},
     {"damage": 12, "type": "imp", "location": "arm_left"},
     {"injury": 6, "crippled": True}),
    # Diffuse
    ("G12-diffuse-imp-max-1", {"traits": {"diffuse"}, "max_hp": 100},
     {"damage": 10, "type": "imp"}, {"injury": 1}),
    ("G12-diffuse-pi-max-1", {"traits": {"diffuse"}, "max_hp": 100},
     {"damage": 10, "type": "pi"}, {"injury": 1}),
    ("G12-diffuse-pi-minus-max-1", {"traits": {"diffuse"}, "max_hp": 100},
     {"damage": 10, "type": "pi-"}, {"injury": 1}),
    ("G12-diffuse-pi-plusplus-max-1", {"traits": {"diffuse"}, "max_hp": 100},
     {"damage": 10, "type": "pi++"}, {"injury": 1}),
    ("G12-diffuse-cut-max-2", {"traits": {"diffuse"}, "max_hp": 100},
     {"damage": 10, "type": "cut"}, {"injury": 2}),
    ("G12-diffuse-cr-max-2", {"traits": {"diffuse"}, "max_hp": 100},
     {"damage": 10}, {"injury": 2}),
    ("G12-diffuse-burn-max-2", {"traits": {"diffuse"}, "max_hp": 100},
     {"damage": 10, "type": "burn"}, {"injury": 2}),
    ("G12-diffuse-below-cap-unchanged", {"traits": {"diffuse"}, "max_hp": 100},
     {"damage": 1}, {"injury": 1}),
    ("G12-diffuse-explosive-exempt", {"traits": {"diffuse"}, "max_hp": 100},
     {"damage": 10, "explosive": True}, {"injury": 10}),
    ("G12-diffuse-immune-to-crippling", {"traits": {"diffuse"}, "max_hp": 2},
     {"damage": 10, "location": "arm_right"},
     {"injury": 2, "crippled": False, "cripple_minimum": None, "dismemberment": None}),
    ("G12-diffuse-explosive-still-immune-to-crippling", {"traits": {"diffuse"}, "max_hp": 10},
     {"damage": 12, "location": "arm_right", "explosive": True},
     {"crippled": False, "dismemberment": None, "effects": ()}),
    ("G12-diffuse-eye-immune", {"traits": {"diffuse"}, "max_hp": 10},
     {"damage": 3, "type": "imp", "location": "eye_left"},
     {"injury": 1, "crippled": False}),
    ("G12-diffuse-no-location-multiplier", {"traits": {"diffuse"}, "max_hp": 100},
     {"damage": 10, "type": "cr", "location": "neck", "explosive": True}, {"injury": 10}),
    ("G12-diffuse-skull-explosive-no-x4", {"traits": {"diffuse"}, "max_hp": 100},
     {"damage": 10, "location": "skull", "explosive": True},
     {"effective_dr": 0, "injury": 10}),
    ("G12-diffuse-fatigue-not-capped", {"traits": {"diffuse"}, "max_hp": 10, "max_fp": 10},
     {"damage": 6, "type": "fat"}, {"injury": 6, "fp_after": 4}),
])


@pytest.mark.parametrize(("target", "hit", "expected", "options"), G12_CASES)
def test_g12_injury_tolerance(target, hit, expected, options):
    run_table(target, hit, expected, options)


@pytest.mark.parametrize(
    ("traits", "aim"),
    [({"no_head"}, "skull"), ({"no_head"}, "face"), ({"no_head"}, "eye_right"),
     ({"no_neck"}, "neck"), ({"no_eyes"}, "eye_left"), ({"no_eyes"}, "eye_right")],
    ids=["G12-no-head-skull", "G12-no-head-face", "G12-no-head-eye", "G12-no-neck-neck",
         "G12-no-eyes-left", "G12-no-eyes-right"],
)
def test_g12_removed_parts_cannot_be_targeted(traits, aim):
    with pytest.raises(RulesError) as err:
        res({"traits": traits}, {"damage": 3, "type": "imp", "location": aim})
    assert err.value.code == "location_missing"
    assert aim in str(err.value)


def test_g12_every_trait_is_known():
    assert set(TRAITS) >= {"no_brain", "no_head", "no_neck", "no_vitals", "no_eyes",
                           "unliving", "homogeneous", "diffuse"}


# ---------------------------------------------------------------------------------------------
# G13 — random hit location
# ---------------------------------------------------------------------------------------------

HUMANOID_TABLE = {
    3: "skull", 4: "skull", 5: "face", 6: "leg_right", 7: "leg_right", 8: "arm_right",
    9: "torso", 10: "torso", 11: "groin", 12: "arm_left", 13: "leg_left", 14: "leg_left",
    17: "neck", 18: "neck",
}
HUMANOID_CASES = [(r, None, loc) for r, loc in HUMANOID_TABLE.items()] + [
    (15, s, "hand_right" if s <= 3 else "hand_left") for s in range(1, 7)
] + [(16, s, "foot_right" if s <= 3 else "foot_left") for s in range(1, 7)]


@pytest.mark.parametrize(("roll", "sub", "want"), sorted(HUMANOID_CASES),
                         ids=[f"G13-humanoid-{r}" + (f"-{s}" if s else "")
                              for r, s, _ in sorted(HUMANOID_CASES)])
def test_g13_humanoid_every_roll(roll, sub, want):
    out = res({"max_hp": 30}, {"damage": 3, "location": "random", "roll": roll, "subroll": sub})
    assert (out.location, out.roll, out.subroll) == (want, roll, sub)
    assert any(line.key == "loc.random" and line.rule == "G13" for line in out.explain)


def test_g13_random_roll_with_seeded_dice():
    plan = body_plan("humanoid")
    seen = set()
    for seed in range(200):
        a = res({"max_hp": 30}, {"damage": 3, "location": "random"}, dice=Dice(seed))
        b = res({"max_hp": 30}, {"damage": 3, "location": "random"}, dice=Dice(seed))
        assert (a.location, a.roll, a.subroll) == (b.location, b.roll, b.subroll)
        assert 3 <= a.roll <= 18
        entry = plan.entry_for_roll(a.roll)
        if entry.subroll is None:
            assert a.subroll is None and a.location == entry.location
        else:
            assert 1 <= a.subroll <= entry.subroll.dice
            assert a.location == entry.subroll.pick(a.subroll)
        seen.add(a.location)
    assert {"torso", "skull", "arm_right", "leg_left"} <= seen


def test_g13_given_roll_needs_subroll_from_dice():
    out = res(HP10, {"damage": 3, "location": "random", "roll": 15}, dice=Dice(7))
    assert out.location in ("hand_right", "hand_left") and 1 <= out.subroll <= 6


def test_g13_random_without_roll_or_dice_is_an_error():
    with pytest.raises(RulesError, match="3d roll"):
        res(HP10, {"damage": 3, "location": "random"})
    with pytest.raises(RulesError, match="sub-roll"):
        res(HP10, {"damage": 3, "location": "random", "roll": 16})


# ---------------------------------------------------------------------------------------------
# Impossible requests raise RulesError with a clear message
# ---------------------------------------------------------------------------------------------

ERRORS = [
    ("G4-cr-at-eye", HP10, {"damage": 3, "type": "cr", "location": "eye_right"},
     "type_not_allowed", "cr cannot target an eye"),
    ("G4-cut-at-vitals", HP10, {"damage": 3, "type": "cut", "location": "vitals"},
     "type_not_allowed", "cut cannot target the vitals"),
    ("G2-unknown-location", HP10, {"damage": 3, "location": "tail"},
     "unknown_location", "no location 'tail'"),
    ("G8-unknown-body", {"body": "dragon"}, {"damage": 3}, "unknown_body", "dragon"),
    ("G5-unknown-location-in-DR", {"dr": {"tail": 3}}, {"damage": 3},
     "unknown_location", "tail"),
    ("G5-negative-DR", {"dr": -1}, {"damage": 3}, "too_small", "DR must be at least 0"),
    ("G5-negative-DR-in-dict", {"dr": {"torso": -2}}, {"damage": 3}, "too_small", "torso"),
    ("G5-zero-divisor", HP10, {"damage": 3, "armor_divisor": 0}, "bad_divisor", "above 0"),
    ("G3-negative-damage", HP10, {"damage": -1}, "too_small", "damage must be at least 0"),
    ("G3-fractional-damage", HP10, {"damage": 2.5}, "bad_number", "damage must be a whole"),
    ("G11-max-HP-0", {"max_hp": 0}, {"damage": 3}, "too_small", "max HP must be at least 1"),
    ("G3-unknown-type", HP10, {"damage": 3, "type": "laser"}, "unknown_type",
     "unknown damage type 'laser'"),
    ("G12-unknown-trait", {"traits": {"armored"}}, {"damage": 3}, "unknown_trait",
     "unknown trait 'armored'"),
    ("G13-roll-2", HP10, {"damage": 3, "location": "random", "roll": 2}, "roll_range",
     "3..18, got 2"),
    ("G13-roll-19", HP10, {"damage": 3, "location": "random", "roll": 19}, "roll_range",
     "3..18, got 19"),
    ("G13-subroll-0", HP10, {"damage": 3, "location": "random", "roll": 15, "subroll": 0},
     "subroll_range", "1..6, got 0"),
    ("G13-subroll-7", HP10, {"damage": 3, "location": "random", "roll": 16, "subroll": 7},
     "subroll_range", "1..6, got 7"),
    ("G13-subroll-9-on-1d8", {"body": "cancroid"},
     {"damage": 3, "location": "random", "roll": 13, "subroll": 9},
     "subroll_range", "1..8, got 9"),
]


@pytest.mark.parametrize(("target", "hit", "code", "message"),
                         [pytest.param(t, h, c, m, id=i) for i, t, h, c, m in ERRORS])
def test_impossible_requests_raise_rules_error(target, hit, code, message):
    with pytest.raises(RulesError) as err:
        res(target, hit)
    assert err.value.code == code
    assert message in str(err.value)


# ---------------------------------------------------------------------------------------------
# Explain trace cites the rules
# ---------------------------------------------------------------------------------------------


def test_explain_cites_rules_and_renders():  # G2, G3, G5, G6, G9, G10, G11 trace lines
    out = res({"max_hp": 10, "dr": 4},
              {"damage": 12, "type": "cut", "location": "arm_right", "armor_divisor": 2,
               "chinks": True})
    rules = {line.rule for line in out.explain}
    assert {"G2", "G3", "G5", "G6", "G9", "G10", "G11"} <= rules
    keys = [line.key for line in out.explain]
    assert "crip.cap" in keys and "dism.severed" in keys
    for line in out.explain:
        assert "{" not in line.render()


def test_outcome_to_dict_round_numbers():  # G3/G4: x0.5 shown as "0.5"; G6 limb injury
    out = res(HP10, {"damage": 7, "type": "pi-", "location": "arm_right"})
    d = out.to_dict()
    assert d["multiplier"] == "0.5" and d["injury"] == 3 and d["location"] == "arm_right"
    assert out.hp_loss == 3


def test_targetable_is_what_resolve_accepts_as_aimed():
    """The hit dialog offers targetable(): every location resolve takes as aimed, and only
    those (G2 severed parts and what hangs from them, G12 No Head / No Neck / No Eyes)."""
    from tracker.model.errors import TrackerError
    from tracker.rulesets.gurps.rules.bodyplan import body_plan
    from tracker.rulesets.gurps.rules.resolver import Hit, Target, resolve, targetable

    cases = [Target(max_hp=10), Target(max_hp=10, traits=frozenset({"no_head"})),
             Target(max_hp=10, traits=frozenset({"no_neck", "no_eyes"})),
             Target(max_hp=10, missing=frozenset({"arm_right", "hand_right"})),
             Target(max_hp=10, body="quadruped", traits=frozenset({"no_eyes"}))]
    for target in cases:
        offered = targetable(target)
        for loc in body_plan(target.body).locations:
            try:
                resolve(target, Hit(0, "imp", loc.id))
                accepted = True
            except TrackerError as exc:
                accepted = exc.code != "location_missing"
            assert (loc.id in offered) == accepted, (target, loc.id)
        assert "torso" in offered
    assert "skull" not in targetable(cases[1]) and "neck" not in targetable(cases[2])
    assert "hand_right" not in targetable(cases[3])
