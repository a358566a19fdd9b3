"""Every row of ../shared/contracts/campaign.md (RULES V4, V5, V7, V8), through the same entry
the headless command uses. Each case id starts with the rule it checks; the expected answers
are worked out by hand from RULES.md and the contract's readings."""

from __future__ import annotations

import pytest

from tracker.rulesets.gurps.commands.campaign import answer


def cases(op, rows):
    return [pytest.param(dict(op=op, **req), want, id=cid) for cid, req, want in rows]


MOON_NEXT = cases("moon_next", [
    ("V4-new-grows", {"phase": 1, "waxing": True}, {"phase": 2, "waxing": True}),
    ("V4-new-always-grows", {"phase": 1, "waxing": False}, {"phase": 2, "waxing": True}),
    ("V4-new-needs-no-direction", {"phase": 1}, {"phase": 2, "waxing": True}),
    ("V4-2-up", {"phase": 2, "waxing": True}, {"phase": 3, "waxing": True}),
    ("V4-4-up", {"phase": 4, "waxing": True}, {"phase": 5, "waxing": True}),
    ("V4-5-up-to-full", {"phase": 5, "waxing": True}, {"phase": 6, "waxing": False}),
    ("V4-full-shrinks", {"phase": 6, "waxing": False}, {"phase": 5, "waxing": False}),
    ("V4-full-always-shrinks", {"phase": 6, "waxing": True}, {"phase": 5, "waxing": False}),
    ("V4-5-down", {"phase": 5, "waxing": False}, {"phase": 4, "waxing": False}),
    ("V4-3-down", {"phase": 3, "waxing": False}, {"phase": 2, "waxing": False}),
    ("V4-2-down-to-new", {"phase": 2, "waxing": False}, {"phase": 1, "waxing": True}),
])

MOON_EFFECTS = cases("moon_effects", [
    ("V4-new-day", {"phase": 1, "night": False}, {"reaction": 0, "bestial": False, "animal": False}),
    ("V4-new-night", {"phase": 1, "night": True}, {"reaction": 0, "bestial": False, "animal": False}),
    ("V4-2", {"phase": 2, "night": False}, {"reaction": -1, "bestial": False, "animal": False}),
    ("V4-3-night", {"phase": 3, "night": True}, {"reaction": -1, "bestial": False, "animal": False}),
    ("V4-4", {"phase": 4, "night": False}, {"reaction": -4, "bestial": False, "animal": False}),
    ("V4-5-night", {"phase": 5, "night": True}, {"reaction": -4, "bestial": False, "animal": False}),
    ("V4-full-by-day", {"phase": 6, "night": False}, {"reaction": -4, "bestial": True, "animal": False}),
    ("V4-full-night-animal", {"phase": 6, "night": True}, {"reaction": None, "bestial": True, "animal": True}),
    ("V4-night-defaults-to-day", {"phase": 6}, {"reaction": -4, "bestial": True, "animal": False}),
])

WEATHER = cases("weather", [
    ("V5-1-cloudless", {"roll": 1, "rainy_season": False}, {"weather": "cloudless"}),
    ("V5-2-clear", {"roll": 2, "rainy_season": False}, {"weather": "clear"}),
    ("V5-3-clear", {"roll": 3}, {"weather": "clear"}),
    ("V5-4-thin-clouds", {"roll": 4}, {"weather": "thin_clouds"}),
    ("V5-5-overcast", {"roll": 5}, {"weather": "overcast"}),
    ("V5-6-rain", {"roll": 6}, {"weather": "rain"}),
    ("V5-rainy-season-beats-the-roll", {"roll": 1, "rainy_season": True}, {"weather": "rain"}),
    ("V5-rainy-season-needs-no-roll", {"rainy_season": True}, {"weather": "rain"}),
])

TEMPERATURE = cases("temperature", [
    ("V8-odd-summer", {"season_roll": 1, "dice": [1, 2, 3]}, {"season": "summer", "celsius": 21}),
    ("V8-5-summer", {"season_roll": 5, "dice": [6, 6, 6]}, {"season": "summer", "celsius": 33}),
    ("V8-even-winter", {"season_roll": 2, "dice": [6, 6, 6]}, {"season": "winter", "celsius": -3}),
    ("V8-6-winter", {"season_roll": 6, "dice": [1, 1, 1]}, {"season": "winter", "celsius": 12}),
    ("V8-4d-hotter", {"season_roll": 3, "dice": [5, 5, 5, 5]}, {"season": "summer", "celsius": 35}),
    ("V8-5d-colder", {"season_roll": 4, "dice": [6, 6, 6, 6, 6]}, {"season": "winter", "celsius": -15}),
])

HEAT = cases("heat_check", [
    ("V8-24-no-heat", {"celsius": 24}, {"applies": False, "modifier": 0}),
    ("V8-24.9-no-heat", {"celsius": 24.9}, {"applies": False, "modifier": 0}),
    ("V8-25-heat", {"celsius": 25}, {"applies": True, "modifier": 0}),
    ("V8-30-no-extra", {"celsius": 30}, {"applies": True, "modifier": 0}),
    ("V8-32-no-extra", {"celsius": 32.9}, {"applies": True, "modifier": 0}),
    ("V8-33-minus-1", {"celsius": 33}, {"applies": True, "modifier": -1}),
    ("V8-35.9-minus-1", {"celsius": 35.9}, {"applies": True, "modifier": -1}),
    ("V8-36-minus-2", {"celsius": 36}, {"applies": True, "modifier": -2}),
    ("V8-39-minus-3", {"celsius": 39}, {"applies": True, "modifier": -3}),
    ("V8-armor-alone-is-no-trait", {"celsius": 26, "armor_dr": 5, "encumbrance": 3},
     {"applies": True, "modifier": 0}),
    ("V8-overweight-lower-is-encumbrance",
     {"celsius": 26, "overweight": True, "armor_dr": 3, "encumbrance": 1},
     {"applies": True, "modifier": -1}),
    ("V8-heavy-armor-lower-is-dr",
     {"celsius": 26, "heavy_armor": True, "armor_dr": 2, "encumbrance": 4},
     {"applies": True, "modifier": -2}),
    ("V8-albino-without-armor", {"celsius": 26, "albino": True, "armor_dr": 0, "encumbrance": 2},
     {"applies": True, "modifier": 0}),
    ("V8-fat-and-36", {"celsius": 36, "fat": True, "armor_dr": 3, "encumbrance": 2},
     {"applies": True, "modifier": -4}),
    ("V8-traits-count-once", {"celsius": 30, "fat": True, "overweight": True, "albino": True,
                              "heavy_armor": True, "armor_dr": 3, "encumbrance": 3},
     {"applies": True, "modifier": -3}),
])

COLD = cases("cold_check", [
    ("V8-6-no-cold", {"celsius": 6}, {"applies": False, "modifier": 0}),
    ("V8-5.1-no-cold", {"celsius": 5.1}, {"applies": False, "modifier": 0}),
    ("V8-5-cold", {"celsius": 5}, {"applies": True, "modifier": 0}),
    ("V8-0-no-extra", {"celsius": 0}, {"applies": True, "modifier": 0}),
    ("V8-minus2-no-extra", {"celsius": -2.9}, {"applies": True, "modifier": 0}),
    ("V8-minus3-minus-1", {"celsius": -3}, {"applies": True, "modifier": -1}),
    ("V8-minus5.9-minus-1", {"celsius": -5.9}, {"applies": True, "modifier": -1}),
    ("V8-minus6-minus-2", {"celsius": -6}, {"applies": True, "modifier": -2}),
    ("V8-armor-jacket", {"celsius": 4, "gear": "armor_jacket"}, {"applies": True, "modifier": 1}),
    ("V8-combat-suit", {"celsius": 4, "gear": "combat_suit", "clothes": None},
     {"applies": True, "modifier": 2}),
    ("V8-warm-clothes", {"celsius": 4, "clothes": "warm"}, {"applies": True, "modifier": 5}),
    ("V8-summer-clothes", {"celsius": 4, "gear": None, "clothes": "summer"},
     {"applies": True, "modifier": -5}),
    ("V8-all-together", {"celsius": -9, "gear": "combat_suit", "clothes": "warm"},
     {"applies": True, "modifier": 4}),
])

_INF = {"environment": "normal", "disinfected": False, "treater_skill": None,
        "medical_kit": False, "st": 10, "sterilize": False, "ht": 10, "roll": 10}


def inf(**kw):
    return {**_INF, **kw}


INFECTION = cases("infection_check", [
    ("V7-contract-example", inf(environment="filth", disinfected=True, treater_skill=15, st=12,
                                ht=11, roll=14),
     {"immune": False, "modifier": 3, "target": 14, "infected": False, "onset_hours": None}),
    ("V7-plain-success", inf(), {"immune": False, "modifier": 0, "target": 10, "infected": False,
                                 "onset_hours": None}),
    ("V7-plain-failure", inf(roll=11), {"immune": False, "modifier": 0, "target": 10,
                                        "infected": True, "onset_hours": 24}),
    ("V7-special-place", inf(environment="special", roll=9),
     {"modifier": -2, "target": 8, "infected": True}),
    ("V7-filth", inf(environment="filth", roll=7), {"modifier": -3, "target": 7, "infected": False}),
    ("V7-disinfected", inf(disinfected=True), {"modifier": 3, "target": 13}),
    ("V7-skill-11-nothing", inf(disinfected=True, treater_skill=11), {"modifier": 3}),
    ("V7-skill-12", inf(disinfected=True, treater_skill=12), {"modifier": 4}),
    ("V7-skill-14", inf(disinfected=True, treater_skill=14), {"modifier": 4}),
    ("V7-skill-15", inf(disinfected=True, treater_skill=15), {"modifier": 5}),
    ("V7-skill-19", inf(disinfected=True, treater_skill=19), {"modifier": 5}),
    ("V7-skill-20-alternative-not-sum", inf(disinfected=True, treater_skill=20), {"modifier": 7}),
    ("V7-skill-needs-disinfecting", inf(treater_skill=20), {"modifier": 0}),
    ("V7-kit", inf(medical_kit=True), {"modifier": 2, "target": 12}),
    ("V7-st-11", inf(st=11), {"modifier": 0}),
    ("V7-st-12", inf(st=12), {"modifier": 1}),
    ("V7-st-13", inf(st=13), {"modifier": 2}),
    ("V7-st-20", inf(st=20), {"modifier": 2}),
    ("V7-everything", inf(environment="special", disinfected=True, treater_skill=20,
                          medical_kit=True, st=13, roll=18),
     {"modifier": 9, "target": 19, "infected": True, "onset_hours": 24}),
    ("V7-B344-17-fails-at-19", inf(ht=14, disinfected=True, medical_kit=True, roll=17),
     {"target": 19, "infected": True}),
    ("V7-B344-18-fails", inf(ht=16, disinfected=True, roll=18), {"target": 19, "infected": True}),
    ("V7-B344-4-succeeds", inf(ht=6, environment="filth", roll=4),
     {"target": 3, "infected": False}),
    ("V7-B344-3-succeeds", inf(ht=3, environment="filth", roll=3),
     {"target": 0, "infected": False}),
    ("V7-B344-5-fails-at-3", inf(ht=6, environment="filth", roll=5),
     {"target": 3, "infected": True}),
    ("V7-sterilize", inf(sterilize=True, roll=18, environment="filth"),
     {"immune": True, "modifier": -3, "target": 7, "infected": False, "onset_hours": None}),
    ("V7-sterilize-needs-no-roll", {"ht": 10, "sterilize": True},
     {"immune": True, "infected": False, "onset_hours": None}),
])


def loc(roll, side=None, dominant="right", female=False):
    req = {"roll": roll, "dominant": dominant, "female": female}
    if side is not None:
        req["side_roll"] = side
    return req


LOCATION = cases("infection_location", [
    ("V7-3-skull", loc(3), {"location": "skull"}),
    ("V7-4-skull", loc(4), {"location": "skull"}),
    ("V7-5-face", loc(5), {"location": "face"}),
    ("V7-6-dominant-arm", loc(6), {"location": "arm_right"}),
    ("V7-6-dominant-arm-left-handed", loc(6, dominant="left"), {"location": "arm_left"}),
    ("V7-7-odd-dominant-hand", loc(7, 3), {"location": "hand_right"}),
    ("V7-7-even-off-hand", loc(7, 6), {"location": "hand_left"}),
    ("V7-7-odd-left-handed", loc(7, 1, "left"), {"location": "hand_left"}),
    ("V7-7-even-left-handed", loc(7, 2, "left"), {"location": "hand_right"}),
    ("V7-8-off-arm", loc(8), {"location": "arm_left"}),
    ("V7-8-off-arm-left-handed", loc(8, dominant="left"), {"location": "arm_right"}),
    ("V7-9-torso", loc(9), {"location": "torso"}),
    ("V7-10-torso", loc(10), {"location": "torso"}),
    ("V7-11-torso", loc(11), {"location": "torso"}),
    ("V7-12-dominant-leg", loc(12), {"location": "leg_right"}),
    ("V7-12-dominant-leg-left-handed", loc(12, dominant="left"), {"location": "leg_left"}),
    ("V7-13-off-leg", loc(13), {"location": "leg_left"}),
    ("V7-14-off-leg-left-handed", loc(14, dominant="left"), {"location": "leg_right"}),
    ("V7-15-odd-right-foot", loc(15, 5), {"location": "foot_right"}),
    ("V7-15-even-left-foot", loc(15, 4), {"location": "foot_left"}),
    ("V7-16-odd-right-foot-whatever-hand", loc(16, 1, "left"), {"location": "foot_right"}),
    ("V7-16-even-left-foot", loc(16, 2), {"location": "foot_left"}),
    ("V7-17-vitals", loc(17), {"location": "vitals"}),
    ("V7-18-groin", loc(18), {"location": "groin"}),
    ("V7-18-woman-face", loc(18, female=True), {"location": "face"}),
    ("V7-side-roll-ignored-elsewhere", loc(9, 6), {"location": "torso"}),
])


@pytest.mark.parametrize("request_, want",
                         MOON_NEXT + MOON_EFFECTS + WEATHER + TEMPERATURE + HEAT + COLD
                         + INFECTION + LOCATION)
def test_contract_row(request_, want):
    got = answer(request_)
    assert {k: got[k] for k in want} == want
    # the answer holds exactly the contract's keys
    assert "error" not in got


@pytest.mark.parametrize("op, keys", [
    ("moon_next", {"phase", "waxing"}),
    ("moon_effects", {"reaction", "bestial", "animal"}),
    ("weather", {"weather"}),
    ("temperature", {"season", "celsius"}),
    ("heat_check", {"applies", "modifier"}),
    ("cold_check", {"applies", "modifier"}),
    ("infection_check", {"immune", "modifier", "target", "infected", "onset_hours"}),
    ("infection_location", {"location"}),
])
def test_answers_hold_exactly_the_contract_keys(op, keys):
    req = next(p.values[0] for p in (MOON_NEXT + MOON_EFFECTS + WEATHER + TEMPERATURE + HEAT
                                     + COLD + INFECTION + LOCATION) if p.values[0]["op"] == op)
    assert set(answer(req)) == keys
