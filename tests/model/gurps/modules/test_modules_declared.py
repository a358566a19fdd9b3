"""Each module declares its id, version and options; every explain line it writes has an
English template and cites a V rule, and every template is used."""

from __future__ import annotations

from tracker.model.explain import ExplainLine
from tracker.model.options import Option, defaults, option_problems
from tracker.rulesets.gurps.rules.modules import climate, hunger, infection, moon, weather
from tracker.rulesets.gurps.rules.modules.fields import Scripted
from tracker.rulesets.gurps.rules.modules.texts import (
    NAMED_ARGS,
    NAMES,
    TEMPLATES,
    english_name,
    render,
)

#: the pure rule modules of the campaign, by id
MODULES = {m.ID: m for m in (moon, weather, hunger, infection, climate)}


def test_every_module_declares_id_version_options():
    assert set(MODULES) == {"gurps.moon", "gurps.weather", "gurps.hunger", "gurps.infection",
                            "gurps.climate"}
    for mid, mod in MODULES.items():
        assert mod.ID == mid and mod.VERSION == 1
        assert all(isinstance(o, Option) for o in mod.OPTIONS)
        assert len({o.id for o in mod.OPTIONS}) == len(mod.OPTIONS)
        assert option_problems(mod.OPTIONS, defaults(mod.OPTIONS)) == []
        assert all(o.rules and all(r.startswith("V") for r in o.rules) for o in mod.OPTIONS)


def test_options_refuse_bad_values():
    assert option_problems(climate.OPTIONS, {"temperature_dice": 6}) == [
        ("options.temperature_dice", "must be at most 5")]
    assert option_problems(climate.OPTIONS, {"period": "hourly"})[0][0] == "options.period"
    assert option_problems(infection.OPTIONS, {"ordinary_ht_per_day": -1})


def every_line():
    """Explain lines from every branch of every rule."""
    out = []
    for p in range(1, 7):
        for w in (True, False):
            out += moon.moon_next(p, w).explain
            out += moon.moon_effects(p, w).explain
    out += moon.moon_start(4, False).explain
    out += moon.moon_after_midnights(moon.MoonState(2, True), 5).explain
    for r in range(1, 7):
        out += weather.weather(r).explain
    out += weather.weather(None, True).explain
    out += climate.temperature(1, [3, 3, 3]).explain
    for c in (20, 26, 36):
        out += climate.heat_check(c, albino=True, armor_dr=2, encumbrance=1).explain
    for c in (8, 2, -7):
        out += climate.cold_check(c, "armor_jacket", "summer").explain
    for c, w, day, prot in ((20, "rain", False, True), (34, "clear", True, False)):
        out += climate.albino_sun(c, w, day, prot).explain
    out += climate.exposure_result("heat", 10, 12, 3).explain
    out += climate.exposure_result("cold", 10, 12, 1).explain
    out += climate.albino_sun_result(10, 8, Scripted([])).explain
    out += climate.albino_sun_result(10, None, Scripted([3])).explain
    out += climate.fight_fp(30).explain
    s = hunger.HungerState()
    for day in (1, 1, 1, 2):
        step = hunger.miss_meal(s, day)
        s, out = step.state, out + list(step.explain)
    for _ in range(3):
        step = hunger.eat_meal(s, 3)
        s, out = step.state, out + list(step.explain)
    out += infection.infection_check(10, 12, "filth", True, 20, True, 13).explain
    out += infection.infection_check(10, 9, treater_skill=12, sterilize=True).explain
    out += infection.infection_check(10, 9).explain
    out += infection.infection_check(10, 11).explain
    out += infection.infection_check(10, 11, penalty=-4).explain  # festering (V7)
    for roll, side, female in ((7, 2, False), (18, None, True), (9, None, False)):
        out += infection.infection_location(roll, side, "right", female).explain
    for loc, ht, crippled, rolls in (("skull", 10, False, [7, 1, 2, 3, 4, 5, 6]),
                                     ("vitals", 9, False, [7]), ("groin", 9, False, [7]),
                                     ("face", 10, True, [7, 3]),
                                     ("hand_left", 10, True, [7, 18])):
        step = infection.advance_infection(infection.start_infection(loc, 0), 7 * 1440, ht,
                                           Scripted(rolls), crippled=crippled)
        out += [line for e in step.events for line in e.explain]
        out += [line for e in infection.cure(step.state, 9000, "gm").events for line in e.explain]
    # written by the heat-and-cold module in an encounter when an infection runs (tested in
    # test_module_hooks.py)
    out.append(ExplainLine("exposure.infection", "V7", {"modifier": -2}))
    return out


def test_every_line_has_a_template_and_a_V_rule_and_every_template_is_used():
    lines = every_line()
    keys = {line.key for line in lines}
    assert keys - set(TEMPLATES) == set()
    assert set(TEMPLATES) - keys == set()
    for line in lines:
        assert line.rule in ("V4", "V5", "V6", "V7", "V8"), line
        text = render(line)
        assert "{" not in text and not text.startswith(f"[{line.rule}] {line.key}"), text


def test_named_arguments_have_names():
    for line in every_line():
        for arg, value in line.args.items():
            if arg in NAMED_ARGS and arg != "location":
                name = "summer_clothes" if (arg, value) == ("clothes", "summer") else value
                assert name in NAMES, (line.key, arg, value)
    assert english_name("location", "arm_left") == "Left arm"
