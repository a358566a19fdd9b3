"""The attack roll (contracts/tohit.md): G1/G8 location penalty, V1 simplified ranged
modifiers, V3 target situation, V2 rapid fire, B348 criticals, G2 miss by one, hits with Recoil.

Every case id starts with the rule it checks; expected numbers are read off RULES.md and the
contract by hand."""

from __future__ import annotations

import io
import json
import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tracker.model.dice import Dice
from tracker.model.errors import RulesError
from tracker.rulesets.gurps.commands.tohit import tohit_stream
from tracker.rulesets.gurps.rules.modules import ranged as v
from tracker.rulesets.gurps.rules.modules.ranged import Ranged
from tracker.rulesets.gurps.rules.tohit import Attack, critical, hits_from, modifiers, roll_attack


def parts_of(attack: Attack, simplified: bool = True) -> dict[str, int]:
    """what -> value of every non-zero modifier."""
    return {p.what: p.value for p in modifiers(attack, simplified).parts}


def v1(**kw) -> dict[str, int]:
    kw.setdefault("range_m", 5)  # near: no range modifier unless the case asks for one
    return parts_of(Attack(12, ranged=Ranged(**kw)))


# -- G1 / G8: location penalty ---------------------------------------------------------------

@pytest.mark.parametrize(("body", "location", "expected"), [
    ("humanoid", "torso", {}),
    ("humanoid", "skull", {"skull": -7}),
    ("humanoid", "eye_right", {"eye_right": -9}),
    ("humanoid", "face", {"face": -5}),
    ("humanoid", "neck", {"neck": -5}),
    ("humanoid", "vitals", {"vitals": -3}),
    ("humanoid", "groin", {"groin": -3}),
    ("humanoid", "arm_left", {"arm_left": -2}),
    ("humanoid", "hand_right", {"hand_right": -4}),
    ("humanoid", "leg_right", {"leg_right": -2}),
    ("humanoid", "foot_left", {"foot_left": -4}),
    ("humanoid", "random", {}),
    ("winged_humanoid", "wing_left", {"wing_left": -2}),
    ("fish_tailed_humanoid", "tail", {"tail": -3}),
    ("octopod", "brain", {"brain": -7}),
    ("octopod", "eye_left", {"eye_left": -8}),
], ids=lambda x: x if isinstance(x, str) else None)
def test_g1_g8_location_penalty_from_the_body_plan(body, location, expected):
    assert parts_of(Attack(12, body=body, location=location)) == expected
    if expected:
        assert modifiers(Attack(12, body=body, location=location)).parts[0].rule == "G1"


# -- V1 -----------------------------------------------------------------------------------------

@pytest.mark.parametrize(("size", "value"), [
    ("SS", -8), ("S", -4), ("M", 0), ("L", 2), ("LL", 4), ("XL", 6), ("XXL", 9)])
def test_v1_size(size, value):
    assert v1(size=size) == ({f"size_{size.lower()}": value} if value else {})


@pytest.mark.parametrize(("range_m", "band", "value"), [
    (0, "point_blank", 3), (1, "point_blank", 3), (1.5, "near", 0), (10, "near", 0),
    (11, "normal", -2), (30, "normal", -2), (31, "far", -5), (49, "far", -5),
    (50, "far", -5), (99, "far", -5), (100, "very_far", -8), (199, "very_far", -8),
    (200, "extremely_far", -12), (1199, "extremely_far", -12), (1200, "beyond", -15),
    (50_000, "beyond", -15),
])
def test_v1_range_bands(range_m, band, value):
    assert v1(range_m=range_m) == ({f"range_{band}": value} if value else {})


@pytest.mark.parametrize(("kw", "expected"), [
    # Nearsighted: one band farther (near -> normal; beyond stays beyond)
    ({"range_m": 5, "nearsighted": True}, {"range_normal": -2}),
    ({"range_m": 5000, "nearsighted": True}, {"range_beyond": -15}),
    # shooting down from +5 m: one band nearer, never nearer than point-blank
    ({"range_m": 20, "elevation_m": 5}, {}),
    ({"range_m": 8, "elevation_m": 4.9}, {}),
    ({"range_m": 1, "elevation_m": 30}, {"range_point_blank": 3}),
    # shooting up from -5 m: one band farther
    ({"range_m": 20, "elevation_m": -5}, {"range_far": -5}),
    ({"range_m": 20, "elevation_m": -4}, {"range_normal": -2}),
    # both shifts cancel
    ({"range_m": 20, "elevation_m": 6, "nearsighted": True}, {"range_normal": -2}),
    ({"range_m": 20, "elevation_m": -6, "nearsighted": True}, {"range_very_far": -8}),
], ids=["near-nearsighted", "beyond-nearsighted", "down-5", "down-4.9", "down-at-point-blank",
        "up-5", "up-4", "down-and-nearsighted", "up-and-nearsighted"])
def test_v1_band_shifts(kw, expected):
    assert v1(**kw) == expected


@pytest.mark.parametrize(("elevation", "defense"), [
    (0, 0), (9.9, 0), (10, -1), (14, -1), (15, -2), (16, -2), (20, -3), (-9, 0),
    (-10, 1), (-14.5, 1), (-15, 2), (-25, 4),
])
def test_v1_elevation_defense(elevation, defense):
    mods = modifiers(Attack(12, ranged=Ranged(20, elevation_m=elevation)))
    assert mods.defense == defense
    assert v.elevation_defense(elevation) == defense


@pytest.mark.parametrize(("speed", "what", "value"), [
    (0, None, 0), (10, None, 0), (10.5, "speed_fast", -2), (11, "speed_fast", -2),
    (29, "speed_fast", -2), (30, "speed_very_fast", -5), (50, "speed_extremely_fast", -8),
    (199, "speed_extremely_fast", -8), (200, "speed_tremendously_fast", -12),
    (500, "speed_absurdly_fast", -15), (9000, "speed_absurdly_fast", -15),
])
def test_v1_target_speed(speed, what, value):
    assert v1(target_speed_mps=speed) == ({what: value} if what else {})


@pytest.mark.parametrize(("kw", "expected"), [
    ({"clothes_on_fire": True}, {"clothes_on_fire": -2}),
    ({"posture": "standing"}, {}),
    ({"posture": "prone"}, {"posture_prone": -4}),
    ({"posture": "prone_braced"}, {"posture_prone_braced": -2}),
    ({"posture": "crouching"}, {"posture_crouching": -2}),
    ({"posture": "kneeling"}, {"posture_kneeling": -2}),
    ({"posture": "sitting"}, {"posture_sitting": -2}),
    ({"step_and_fire": True}, {"step_and_fire": -1}),
    ({"moving": True, "bulk": -3}, {"moving_fire": -3}),
    ({"moving": True, "bulk": None}, {"moving_fire": -5}),
    ({"moving": True, "bulk": 0}, {}),
    ({"gunfire_within_1m": True}, {"gunfire_within_1m": -4}),
    ({"poor_visibility": True}, {"poor_visibility": -2}),
    ({"poor_visibility": True, "survival_skill": True}, {}),
    ({"survival_skill": True}, {}),
], ids=["clothes-on-fire", "standing", "prone", "prone-braced", "crouching", "kneeling",
        "sitting", "step-and-fire", "moving-bulk-3", "moving-no-bulk", "moving-bulk-0",
        "gunfire-within-1m", "poor-visibility", "poor-visibility-survival", "survival-only"])
def test_v1_shooter_modifiers(kw, expected):
    assert v1(**kw) == expected


def test_v1_off_drops_the_ranged_panel_but_keeps_the_rest():
    attack = Attack(12, location="vitals", other=-1, situation=("light_cover",), shots=10,
                    ranged=Ranged(500, size="S", elevation_m=30, posture="prone"))
    off = modifiers(attack, simplified_ranged=False)
    # W3 instead of V1's panel: 500 m is the 500 yd line of B550 (SM +14) → −14; SM 0
    assert {p.what: p.value for p in off.parts} == {
        "vitals": -3, "speed_range": -14, "light_cover": -2, "rapid_fire": 2, "other": -1}
    assert off.defense == 0
    assert any(line.key == "tohit.v1_off" for line in off.explain)
    on = modifiers(attack)
    assert {p.what for p in on.parts} >= {"size_s", "range_very_far", "posture_prone"}
    assert on.defense == -5


# -- V3 -----------------------------------------------------------------------------------------

NEAR = Ranged(5)  # near: V1 adds nothing


@pytest.mark.parametrize(("sid", "value"), [
    ("light_cover", -2), ("head_and_shoulders", -4), ("half_body", -3),
    ("prone", -4), ("crouching", -2), ("prone_minimal_cover_head", -5),
    ("prone_behind_cover", -7),
])
def test_v3_situation(sid, value):
    mods = modifiers(Attack(12, situation=(sid,), ranged=NEAR))
    assert [p.to_dict() for p in mods.parts] == [{"rule": "V3", "what": sid, "value": value}]


@pytest.mark.parametrize(("location", "value"), [("skull", -7), ("face", -5),
                                                  ("eye_left", -9)])
def test_v3_only_the_head_shows_takes_the_head_location_penalty_only(location, value):
    """Issue #24 item 8: counted once, as the location aimed at (V-reading)."""
    mods = modifiers(Attack(12, location=location, situation=("head_only",), ranged=NEAR))
    assert [p.to_dict() for p in mods.parts] == [{"rule": "G1", "what": location,
                                                  "value": value}]
    assert any(line.key == "tohit.head_only" for line in mods.explain)


@pytest.mark.parametrize("location", ["torso", "vitals", "neck", "random"])
def test_v3_only_the_head_shows_refuses_other_locations(location):
    with pytest.raises(RulesError, match="skull, the face or an eye"):
        modifiers(Attack(12, location=location, situation=("head_only",), ranged=NEAR))


@pytest.mark.parametrize(("count", "value"), [(1, -4), (2, -8), (3, -12)])
def test_v3_behind_other_characters(count, value):
    assert parts_of(Attack(12, behind_characters=count, ranged=NEAR)) == {
        "behind_characters": value}


def test_v3_situations_add_up():
    assert parts_of(Attack(12, situation=("light_cover", "half_body"), ranged=NEAR)) == {
        "light_cover": -2, "half_body": -3}


@pytest.mark.parametrize("attack", [Attack(12, situation=("light_cover",)),
                                    Attack(12, behind_characters=1)])
def test_v3_is_for_ranged_attacks_only(attack):
    """Issue #24 item 7: a melee attack with light cover got −2."""
    with pytest.raises(RulesError, match="ranged attack"):
        modifiers(attack)


# -- V2 -----------------------------------------------------------------------------------------

@pytest.mark.parametrize(("shots", "bonus"), [
    (1, 0), (2, 0), (4, 0), (5, 1), (8, 1), (9, 2), (12, 2), (13, 3), (16, 3), (17, 4),
    (24, 4), (25, 5), (49, 5), (50, 6), (99, 6), (100, 7), (199, 7), (200, 8), (399, 8),
    (400, 9), (800, 10),
])
def test_v2_rapid_fire_bonus(shots, bonus):
    assert v.rapid_fire_bonus(shots) == bonus
    assert parts_of(Attack(12, shots=shots)) == ({"rapid_fire": bonus} if bonus else {})


# -- GM -----------------------------------------------------------------------------------------

def test_gm_modifier_is_its_own_part():
    mods = modifiers(Attack(12, other=-3))
    assert [p.to_dict() for p in mods.parts] == [{"rule": "GM", "what": "other", "value": -3}]
    assert mods.effective == 9


# -- B348 criticals ------------------------------------------------------------------------------

@pytest.mark.parametrize(("roll", "effective", "expected"), [
    (3, 3, "hit"), (4, 1, "hit"), (4, 20, "hit"),
    (5, 14, None), (5, 15, "hit"), (6, 15, None), (6, 16, "hit"),
    (18, 25, "miss"), (17, 15, "miss"), (17, 16, None), (17, 20, None),
    (16, 6, "miss"), (16, 7, None), (13, 3, "miss"), (10, 10, None),
])
def test_b348_criticals(roll, effective, expected):
    assert critical(roll, effective) == expected


@pytest.mark.parametrize(("skill", "roll", "hit", "crit"), [
    (2, 4, True, "hit"),      # a critical hit needs no skill
    (20, 17, False, None),    # 17 misses even at skill 20
    (14, 17, False, "miss"),
    (25, 18, False, "miss"),
    (10, 10, True, None), (10, 11, False, None),
])
def test_b348_hit_and_miss(skill, roll, hit, crit):
    out = roll_attack(Attack(skill), roll)
    assert (out.hit, out.critical) == (hit, crit)
    assert out.hits == (1 if hit else 0)


# -- G2 miss by one --------------------------------------------------------------------------------

@pytest.mark.parametrize(("location", "torso"), [
    ("eye_left", True), ("skull", True), ("face", True), ("neck", True), ("vitals", True),
    ("groin", True), ("arm_right", False), ("hand_left", False), ("leg_left", False),
    ("torso", False), ("random", False),
])
def test_g2_miss_by_one_hits_the_torso(location, torso):
    skill = 14
    attack = Attack(skill, location=location)
    eff = modifiers(attack).effective
    out = roll_attack(attack, eff + 1)
    assert out.margin == -1
    assert out.hit is torso
    assert out.location == ("torso" if torso else location)
    assert out.hits == (1 if torso else 0)
    if torso:
        assert any(line.rule == "G2" for line in out.explain)
    by_two = roll_attack(attack, eff + 2)
    assert not by_two.hit and by_two.location == location


def test_g2_not_after_a_critical_miss():
    # effective 17 (skull −7 from 24): 18 misses by one but is a critical miss
    out = roll_attack(Attack(24, location="skull"), 18)
    assert out.critical == "miss" and not out.hit and out.location == "skull"


def test_g2_on_an_octopod_brain():
    out = roll_attack(Attack(17, body="octopod", location="brain"), 11)
    assert out.hit and out.location == "torso"


# -- rapid fire hits ------------------------------------------------------------------------------

@pytest.mark.parametrize(("margin", "shots", "recoil", "hits"), [
    (0, 10, 2, 1), (1, 10, 2, 1), (2, 10, 2, 2), (11, 10, 2, 6), (30, 10, 2, 10),
    (5, 3, 1, 3), (4, 1, 1, 1), (9, 5, None, 1), (-1, 5, 2, 1),
])
def test_v2_hits_with_recoil(margin, shots, recoil, hits):
    assert hits_from(margin, shots, recoil) == hits


def test_contract_example_three():
    out = roll_attack(Attack(15, ranged=Ranged(8, elevation_m=16), shots=10, recoil=2), 9)
    assert out.to_dict() == {
        "parts": [{"rule": "V1", "what": "range_point_blank", "value": 3},
                  {"rule": "V2", "what": "rapid_fire", "value": 2}],
        "modifier": 5, "effective_skill": 20, "defense_modifier": -2, "roll": 9,
        "margin": 11, "hit": True, "critical": None, "location": "torso", "hits": 6,
        "defense_allowed": True}
    rules = [line.rule for line in out.explain]
    assert rules.count("V1") >= 3 and rules.count("V2") == 2


def test_a_missing_roll_comes_from_the_dice():
    a = roll_attack(Attack(12), dice=Dice(7))
    b = roll_attack(Attack(12), dice=Dice(7))
    assert a == b and 3 <= a.roll <= 18
    with pytest.raises(RulesError):
        roll_attack(Attack(12))


@pytest.mark.parametrize("attack", [
    Attack(12.5), Attack(True), Attack(-1), Attack(101), Attack(12, location="tail"),
    Attack(12, body="dragon"), Attack(12, situation=("hiding",)),
    Attack(12, situation=("prone", "prone")), Attack(12, shots=0), Attack(12, recoil=0),
    Attack(12, behind_characters=-1), Attack(12, other=1.5),
    Attack(12, ranged=Ranged(-1)), Attack(12, ranged=Ranged(math.nan)),
    Attack(12, ranged=Ranged(5, size="XS")), Attack(12, ranged=Ranged(5, posture="lying")),
    Attack(12, ranged=Ranged(5, moving=True, bulk=2)),
    Attack(12, ranged=Ranged(5, target_speed_mps=math.inf)),
], ids=lambda a: repr(a)[:60])
def test_bad_attacks_are_refused_with_a_message(attack):
    with pytest.raises(RulesError) as err:
        roll_attack(attack, 10)
    assert str(err.value)


# -- properties ------------------------------------------------------------------------------------

ranges = st.floats(min_value=0, max_value=5000, allow_nan=False)
ranged_panels = st.builds(
    Ranged, range_m=ranges, size=st.sampled_from(list(v.SIZES)),
    nearsighted=st.booleans(), target_speed_mps=st.floats(0, 1000),
    clothes_on_fire=st.booleans(), posture=st.sampled_from(list(v.POSTURES)),
    step_and_fire=st.booleans(), moving=st.booleans(),
    bulk=st.one_of(st.none(), st.integers(-10, 0)), elevation_m=st.floats(-60, 60),
    gunfire_within_1m=st.booleans(), poor_visibility=st.booleans(),
    survival_skill=st.booleans())
attacks = st.builds(
    Attack, skill=st.integers(0, 30),
    location=st.sampled_from(["torso", "skull", "vitals", "arm_left", "eye_right", "random"]),
    ranged=st.one_of(st.none(), ranged_panels),
    situation=st.lists(st.sampled_from(list(v.SITUATIONS)), unique=True).map(tuple),
    behind_characters=st.integers(0, 3), shots=st.integers(1, 300),
    recoil=st.one_of(st.none(), st.integers(1, 5)), other=st.integers(-10, 10)).map(
    lambda a: _lawful(a))


def _lawful(a: Attack) -> Attack:
    """V3 only with a ranged attack; "only the head shows" only aimed at the head."""
    import dataclasses

    if a.ranged is None:
        return dataclasses.replace(a, situation=(), behind_characters=0)
    if a.location not in ("skull", "eye_right"):
        return dataclasses.replace(a, situation=tuple(x for x in a.situation
                                                      if x != "head_only"))
    return a


@given(a=ranges, b=ranges, nearsighted=st.booleans(), elevation=st.floats(-60, 60))
def test_property_range_bands_are_monotone_in_distance(a, b, nearsighted, elevation):
    near, far = sorted((a, b))

    def value(d):
        return sum(val for what, val in v.v1(Ranged(d, nearsighted=nearsighted,
                                                     elevation_m=elevation)).parts
                   if what.startswith("range_"))

    assert value(far) <= value(near)


@given(attack=attacks, roll=st.integers(3, 18), simplified=st.booleans())
def test_property_effective_skill_is_skill_plus_the_parts(attack, roll, simplified):
    out = roll_attack(attack, roll, simplified_ranged=simplified)
    assert out.modifier == sum(p.value for p in out.parts)
    assert out.effective_skill == attack.skill + out.modifier
    assert out.margin == out.effective_skill - roll
    assert all(p.value != 0 for p in out.parts)
    assert 0 <= out.hits <= attack.shots
    assert (out.hits > 0) == out.hit
    if out.hit and out.location != attack.location:
        assert out.location == "torso" and out.margin == -1


@given(shots=st.integers(1, 5000), more=st.integers(0, 5000))
def test_property_rapid_fire_bonus_grows_with_shots(shots, more):
    assert 0 <= v.rapid_fire_bonus(shots) <= v.rapid_fire_bonus(shots + more)


# -- the headless interface ------------------------------------------------------------------------

def run_cli(*requests: str) -> tuple[list[dict], int]:
    out = io.StringIO()
    status = tohit_stream(list(requests), out, seed=1)
    return [json.loads(line) for line in out.getvalue().splitlines()], status


def test_cli_answers_every_line_and_goes_on_after_bad_ones():
    answers, status = run_cli(
        '{"skill": 14, "location": "skull", "roll": 7}',
        "not json",
        '{"skill": 14, "ranged": {}}',
        '{"skill": 14, "ranged": {"range_m": 20, "moving_bulk": "heavy"}}',
        '{"skill": 14, "colour": "red"}',
        '{"skill": 14, "options": {"simplified_ranged": "yes"}}',
        '{"location": "torso"}',
        '{"skill": 14, "roll": 2}',
        '{"skill": 13, "location": "vitals", "roll": 11, "ranged": {"range_m": 25}}',
    )
    assert status == 1
    assert len(answers) == 9
    assert answers[0]["hit"] is True and answers[0]["effective_skill"] == 7
    assert answers[0]["explain"][1] == "[G1] Aimed at Skull: -7."
    for bad in answers[1:8]:
        assert set(bad) <= {"error", "code"} and bad["error"]
    assert "range_m" in answers[2]["error"]
    assert "moving_bulk" in answers[3]["error"]
    assert "colour" in answers[4]["error"]
    assert "simplified_ranged" in answers[5]["error"]
    assert "skill" in answers[6]["error"]
    assert answers[8]["parts"][1] == {"rule": "V1", "what": "range_normal", "value": -2}


def test_cli_rolls_and_echoes_a_missing_roll_and_exits_0():
    answers, status = run_cli('{"skill": 12, "ranged": {"range_m": 3, "moving_bulk": null},'
                              ' "options": {"simplified_ranged": true}}')
    assert status == 0
    assert 3 <= answers[0]["roll"] <= 18
    assert answers[0]["parts"] == [{"rule": "V1", "what": "moving_fire", "value": -5}]


def test_cli_option_off():
    answers, _ = run_cli('{"skill": 12, "roll": 10, "ranged": {"range_m": 300, "elevation_m": 20},'
                         ' "options": {"simplified_ranged": false}}')
    # W3 instead of V1: 300 m is B550's 300 yd line (SM +13) → −13; no elevation defense
    assert answers[0]["parts"] == [{"rule": "W3", "what": "speed_range", "value": -13}]
    assert answers[0]["defense_modifier"] == 0


def test_cli_v3_readings_of_the_contract():
    """Issue #24 items 7 and 8 through ``python -m tracker tohit``."""
    answers, status = run_cli(
        '{"skill": 12, "situation": ["light_cover"], "roll": 10}',
        '{"skill": 12, "behind_characters": 1, "roll": 10}',
        '{"skill": 14, "location": "torso", "situation": ["head_only"], '
        '"ranged": {"range_m": 5}, "roll": 10}',
        '{"skill": 14, "location": "skull", "situation": ["head_only"], '
        '"ranged": {"range_m": 5}, "roll": 7}',
    )
    assert status == 1
    assert "ranged" in answers[0]["error"] and "ranged" in answers[1]["error"]
    assert "skull" in answers[2]["error"]
    assert answers[3]["parts"] == [{"rule": "G1", "what": "skull", "value": -7}]
    assert answers[3]["effective_skill"] == 7 and answers[3]["hit"] is True
