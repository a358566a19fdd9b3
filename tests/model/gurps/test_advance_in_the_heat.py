"""V8 in a long Advance time: everyone exposed rolls for the heat or cold every half hour, so a
year at 35 °C made some 35,000 rolls a hunter, froze the window for seconds and grew the log
past what a file may hold. An advance of more than a day that would make more than
MAX_ADVANCE_ROLLS rolls is refused before anything happens, saying how far the GM may go at
once; the same span in such pieces gives what one step would."""

from __future__ import annotations

import pytest

from tests.session_script import run
from tracker.model import operations as ops
from tracker.model.errors import RulesError
from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.rulesets.gurps.rules.modules import operations as mops
from tracker.rulesets.gurps.rules.modules.climate_module import MAX_ADVANCE_ROLLS
from tracker.rulesets.gurps.rules.ruleset import GurpsRuleset


def _hot(celsius: int = 35):
    enc = demo_encounter()  # two hunters (Aiko, Bram) are exposed, the beasts are not
    ops.set_modules(enc, GurpsRuleset.presets["vampire_hunter"][1])
    mops.set_temperature(enc, celsius, "summer")
    ops.end_combat(enc)
    return enc


def test_a_year_in_the_heat_is_refused_before_anything_happens():
    enc = _hot()
    before = enc.to_dict()
    with pytest.raises(RulesError) as info:
        ops.advance_time(enc, 24 * 365)
    err = info.value
    assert err.code == "advance_rolls"
    assert err.args_ == {"celsius": 35, "exposed": 2, "rolls": 2 * 48 * 365,
                         "days": MAX_ADVANCE_ROLLS // 96}
    assert "at most 52 day(s)" in str(err)
    assert enc.to_dict() == before


def test_the_longest_allowed_step_goes_and_a_day_always_goes():
    enc = _hot()
    # Survival 20 − 1 (35 °C) = 19: only an 18 fails (1 in 216, some 12 of each hunter's
    # 2,496 rolls); with 100 FP neither comes near FP 3, where failures cost HP: both live
    # through the 52 days and roll every half hour (no FP comes back in the heat, V8 reading)
    for c in enc.ordered():
        if c.side == "pc":
            mops.set_exposure(enc, c.id, survival_heat=20)
            ops.edit_combatant(enc, c.id, sheet={"max_fp": 100, "fp": 100})
    ops.advance_time(enc, 24 * (MAX_ADVANCE_ROLLS // 96))
    rolls = sum(e.key == "exposure_roll" for e in enc.log)
    assert MAX_ADVANCE_ROLLS - 96 < rolls <= MAX_ADVANCE_ROLLS  # a half hour each, two hunters
    crowd = _hot()
    for i in range(120):  # 122 exposed: a day makes 5,856 rolls, more than the limit
        ops.add_combatant(crowd, f"Hunter {i}", "pc", crowd.combatants["c1"].sheet.__class__(),
                          mid_fight=False)
    with pytest.raises(RulesError) as info:  # (asked first: a day in this heat kills some)
        ops.advance_time(crowd, 25)
    assert info.value.args_["days"] == 1
    ops.advance_time(crowd, 24)


def test_mild_weather_and_hours_are_never_limited():
    enc = _hot(celsius=20)
    ops.advance_time(enc, 24 * 400)  # no heat or cold: no rolls at all
    assert not any(e.key == "exposure_roll" for e in enc.log)


def test_a_session_gets_the_refusal_and_goes_on_in_pieces():
    answers = run([
        {"op": "new", "ruleset": "gurps"},
        {"op": "world", "modules": ["gurps.climate"], "celsius": 35, "season": "summer"},
        {"op": "add", "name": "Aiko", "side": "pc", "sheet": {"max_hp": 12, "ht": 12}},
        {"op": "advance", "days": 200},
        {"op": "advance", "days": 100},
        {"op": "advance", "days": 100},
    ], seed=3, errors=True)
    refused = answers[3]
    assert "error" in refused and "at most 104 day(s)" in refused["error"]
    assert all("error" not in a for a in answers[4:])


_INFECTED = [
    {"op": "new", "ruleset": "gurps"},
    {"op": "world", "modules": ["gurps.infection"]},
    {"op": "add", "name": "Aiko", "side": "pc", "sheet": {"max_hp": 12, "ht": 12}},
    {"op": "hit", "target": "Aiko", "location": "torso", "damage": 3, "type": "cut"},
    {"op": "advance", "minutes": 1, "rolls": [18]},  # the infection roll fails: a disease
]


def test_a_disease_keeps_one_advance_within_a_year():
    """V7 keeps time at a half-hour grain while a disease runs (its fevers and daily losses
    in order): 9999 days at once froze the window for most of a minute."""
    answers = run([*_INFECTED, {"op": "advance", "days": 9999},
                   {"op": "advance", "days": 366}], seed=1, errors=True)
    assert "error" in answers[-2] and "at most 366 days" in answers[-2]["error"]
    assert "error" not in answers[-1]


def test_healthy_time_has_no_such_limit():
    answers = run([{"op": "new", "ruleset": "gurps"},
                   {"op": "world", "modules": ["gurps.infection"]},
                   {"op": "add", "name": "Aiko", "side": "pc", "sheet": {"max_hp": 12}},
                   {"op": "advance", "days": 9999}], seed=1, errors=True)
    assert "error" not in answers[-1]
