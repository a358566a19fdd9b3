"""The campaign modules' state in files, the recovery journal and the validator: round trips
keep every module's state, per-combatant data and pending checks; bad data is named by its
JSON path. Calendar minutes in the core: advance by minutes, files, validation."""

from __future__ import annotations

import copy
import json

import pytest

from tracker.model import operations as ops
from tracker.model.calendar import Calendar
from tracker.model.dice import Dice
from tracker.model.encounter import Encounter
from tracker.model.errors import RulesError
from tracker.model.files import (
    dumps_encounter,
    encounter_document,
    load_encounter,
    loads_encounter,
    save_encounter,
    validate_document,
)
from tracker.model.journal import Journal, recover
from tracker.rulesets.gurps.rules.modules import operations as mops
from tracker.rulesets.gurps.rules.resolver import Hit
from tracker.rulesets.gurps.rules.ruleset import GURPS
from tracker.rulesets.gurps.rules.sheet import GurpsSheet


def campaign() -> Encounter:
    """An encounter with every campaign module holding something."""
    enc = Encounter(dice=Dice(11))
    ops.add_combatant(enc, "Aiko", "pc", GurpsSheet(max_hp=12, max_fp=12, ht=12,
                                                    basic_speed=6.0))
    ops.add_combatant(enc, "Ghoul", "enemy", GurpsSheet())
    ops.set_modules(enc, GURPS.presets["vampire_hunter"][1])
    mops.roll_world(enc, rolls={"moon": 3, "weather": 4, "season": 1,
                                "temperature": [5, 5, 5]})  # 30 °C
    mops.set_half_werewolf(enc, "c1", True, True)
    mops.set_exposure(enc, "c1", fat=True, armor_dr=2, encumbrance=1, survival_heat=13)
    ops.apply_hit(enc, "c1", Hit(3, "cut", "torso"))
    chk = next(k for k in enc.checks if k.source == "gurps.infection")
    mops.set_infection_modifiers(enc, chk.id, disinfected=True, location_roll=17)
    ops.resolve_check(enc, chk.id, 18)
    ops.advance_time(enc, 26, minutes=30)  # the heat roll due at the end stays pending
    mops.mark_meal(enc, "c1", False)
    return enc


def test_campaign_state_survives_save_and_load(tmp_path):
    enc = campaign()
    doc = encounter_document(enc)
    assert validate_document(doc) == []
    e = doc["encounter"]
    assert set(e["modules"]) == set(GURPS.presets["vampire_hunter"][1])
    aiko = next(c for c in e["combatants"] if c["name"] == "Aiko")
    assert set(aiko["ext"]) == {"gurps.moon", "gurps.hunger", "gurps.infection",
                                              "gurps.climate"}
    assert e["calendar"] == {"day": 2, "hour": 10, "minute": 30}
    assert any(k.get("source") == "gurps.climate" for k in e["checks"])
    path = tmp_path / "camp.json"
    save_encounter(enc, path)
    back = load_encounter(path)
    assert dumps_encounter(back) == dumps_encounter(enc)
    # the loaded encounter goes on exactly as the original would
    # (half an hour: 30 hours more at 30 °C, with no FP coming back while the heat lasts
    # (V8 reading), kill Aiko, and a corpse has no roll left to make)
    for x in (enc, back):
        ops.advance_time(x, minutes=30)
        mops.roll_module_checks(x)
    assert dumps_encounter(back) == dumps_encounter(enc)


def test_the_journal_recovers_the_campaign_state(tmp_path):
    enc = Encounter(dice=Dice(5))
    j = Journal(tmp_path, compact_records=4)
    j.start(enc)
    steps = [
        lambda: ops.add_combatant(enc, "Aiko", "pc", GurpsSheet(ht=12)),
        lambda: ops.set_modules(enc, GURPS.presets["vampire_hunter"][1]),
        lambda: mops.roll_world(enc),
        lambda: ops.apply_hit(enc, "c1", Hit(2, "imp", "torso")),
        lambda: mops.set_infection_modifiers(enc, enc.checks[-1].id, medical_kit=True),
        lambda: ops.resolve_check(enc, enc.checks[-1].id, 18),
        lambda: ops.advance_time(enc, 4, minutes=30),
        lambda: mops.mark_all_meals(enc),
        lambda: mops.cure_infection(enc, "c1", 0),
    ]
    for step in steps:
        step()
        j.record(enc)
        assert dumps_encounter(recover(tmp_path)) == dumps_encounter(enc)


def _doc() -> dict:
    return json.loads(dumps_encounter(campaign()))


def _at(doc: dict, path: str):
    node = doc
    for part in path.split("/"):
        node = node[int(part)] if isinstance(node, list) else node[part]
    return node


@pytest.mark.parametrize("where, key, value, path", [
    ("encounter/modules/gurps.moon/state", "phase", 7,
     'encounter.modules["gurps.moon"].state.phase'),
    ("encounter/modules/gurps.moon/state", "waxing", "yes",
     'encounter.modules["gurps.moon"].state.waxing'),
    ("encounter/modules/gurps.weather/state", "weather", "snow",
     'encounter.modules["gurps.weather"].state.weather'),
    ("encounter/modules/gurps.climate/state", "celsius", 400,
     'encounter.modules["gurps.climate"].state.celsius'),
    ("encounter/modules/gurps.climate/state", "season", "spring",
     'encounter.modules["gurps.climate"].state.season'),
    ("encounter/modules/gurps.climate/options", "period", "hourly",
     'encounter.modules["gurps.climate"].options.period'),
    ("encounter/modules/gurps.infection/options", "infect_enemies", 1,
     'encounter.modules["gurps.infection"].options.infect_enemies'),
    ("encounter/combatants/0/ext/gurps.moon", "half_werewolf", "yes",
     'encounter.combatants[0].ext["gurps.moon"].half_werewolf'),
    ("encounter/combatants/0/ext/gurps.hunger", "missed", 5,
     'encounter.combatants[0].ext["gurps.hunger"].missed'),
    ("encounter/combatants/0/ext/gurps.hunger", "due", [3, 1],
     'encounter.combatants[0].ext["gurps.hunger"].due[1]'),
    ("encounter/combatants/0/ext/gurps.climate", "encumbrance", 9,
     'encounter.combatants[0].ext["gurps.climate"].encumbrance'),
    ("encounter/combatants/0/ext/gurps.climate", "survival_cold", "good",
     'encounter.combatants[0].ext["gurps.climate"].survival_cold'),
    ("encounter/combatants/0/ext/gurps.infection", "dominant", "up",
     'encounter.combatants[0].ext["gurps.infection"].dominant'),
    ("encounter/combatants/0/ext/gurps.infection/wounds/0", "stage", "dormant",
     'encounter.combatants[0].ext["gurps.infection"].wounds[0].stage'),
    ("encounter/combatants/0/ext/gurps.infection/wounds/0", "location", "tail",
     'encounter.combatants[0].ext["gurps.infection"].wounds[0].location'),
    ("encounter/calendar", "minute", 60, "encounter.calendar.minute"),
])
def test_bad_module_data_is_named_by_its_path(where, key, value, path):
    doc = _doc()
    _at(doc, where)[key] = value
    problems = validate_document(doc)
    assert any(p.path == path for p in problems), problems
    with pytest.raises(Exception, match="problem|must|unknown"):
        loads_encounter(json.dumps(doc))


def test_data_of_a_module_that_is_off_is_refused():
    doc = _doc()
    del doc["encounter"]["modules"]["gurps.hunger"]
    problems = validate_document(doc)
    assert [p.path for p in problems] == ['encounter.combatants[0].ext["gurps.hunger"]']


def test_a_check_of_a_module_that_is_off_is_refused():
    doc = _doc()
    del doc["encounter"]["modules"]["gurps.climate"]
    for c in doc["encounter"]["combatants"]:
        c.get("ext", {}).pop("gurps.climate", None)
    problems = validate_document(doc)
    assert problems and all(p.path.startswith("encounter.checks[") and
                            p.path.endswith(".source") for p in problems)


def test_disabling_a_module_drops_its_data_and_undo_brings_it_back():
    enc = campaign()
    before = dumps_encounter(enc)
    h = ops.History(enc)
    h.push(ops.set_modules(enc, {"gurps.infection": None}))
    assert all("gurps.infection" not in c.ext for c in enc.combatants.values())
    h.undo()
    assert dumps_encounter(enc) == before


# -- calendar minutes ------------------------------------------------------------------------
def test_calendar_minutes_advance_and_are_written_only_when_set():
    cal = Calendar(1, 23, 50)
    assert cal.advance_minutes(20) == 1 and cal.to_dict() == {"day": 2, "hour": 0,
                                                              "minute": 10}
    assert cal.total_minutes == 24 * 60 + 10
    assert Calendar(3, 8).to_dict() == {"day": 3, "hour": 8}
    assert Calendar.from_dict({"day": 3, "hour": 8}).minute == 0
    assert cal.advance(2) == 0 and cal.clock() == "2:10"


def test_advance_time_by_minutes_logs_and_undoes():
    enc = Encounter()
    ops.add_combatant(enc, "Aiko", "pc", GurpsSheet(max_fp=12))
    enc.combatants["c1"].sheet.fp = 2
    h = ops.History(enc)
    h.push(ops.advance_time(enc, minutes=45))
    assert enc.calendar.to_dict() == {"day": 1, "hour": 8, "minute": 45}
    assert enc.combatants["c1"].sheet.fp == 2 + 4  # 1 FP per 10 minutes of rest
    entry = enc.log[-1]
    assert entry.key == "time_min"
    assert entry.args == {"hours": 0, "minutes": 45, "day": 1, "clock": "8:45"}
    h.push(ops.advance_time(enc, 1, minutes=15))
    assert enc.calendar.to_dict() == {"day": 1, "hour": 10}
    assert enc.log[-1].key == "time_min"  # the calendar had minutes before
    h.push(ops.advance_time(enc, 2))
    assert enc.log[-1].key == "time" and enc.log[-1].args["hour"] == 12
    h.undo()
    h.undo()
    h.undo()
    assert enc.calendar.to_dict() == {"day": 1, "hour": 8}
    for bad in ({"minutes": -5}, {"minutes": 1.5}, {"minutes": True}, {}):
        with pytest.raises(RulesError):
            ops.advance_time(enc, **bad)


def test_files_with_minutes_round_trip_and_old_files_still_read():
    enc = Encounter()
    ops.advance_time(enc, minutes=5)
    doc = encounter_document(enc)
    assert doc["encounter"]["calendar"] == {"day": 1, "hour": 8, "minute": 5}
    assert loads_encounter(dumps_encounter(enc)).calendar.minute == 5
    old = copy.deepcopy(doc)
    del old["encounter"]["calendar"]["minute"]
    assert validate_document(old) == []
    bad = copy.deepcopy(doc)
    bad["encounter"]["calendar"]["minute"] = -1
    assert [p.path for p in validate_document(bad)] == ["encounter.calendar.minute"]


@pytest.mark.parametrize("kind, data, path", [
    ("infection", {"environment": "swamp"}, "encounter.checks[{i}].data"),
    ("infection", {"st": "strong"}, "encounter.checks[{i}].data"),
    ("infection", {"location_roll": 2}, "encounter.checks[{i}].data.location_roll"),
    ("infection", {"wounds": "torso"}, "encounter.checks[{i}].data.wounds"),
    ("part_loss", {}, "encounter.checks[{i}].data"),
    ("part_loss", {"wound": -1}, "encounter.checks[{i}].data.wound"),
    ("heat", {"at": "noon"}, "encounter.checks[{i}].data.at"),
    ("heat", {"roll_allowed": 1}, "encounter.checks[{i}].data.roll_allowed"),
    ("heat", {"explain": [{"rule": "V8"}]}, "encounter.checks[{i}].data.explain[0]"),
    ("heat", {"explain": {}}, "encounter.checks[{i}].data.explain"),
])
def test_bad_data_of_a_module_check_is_named_by_its_path(kind, data, path):
    doc = _doc()
    source = "gurps.infection" if kind in ("infection", "part_loss") else "gurps.climate"
    checks = doc["encounter"]["checks"]
    checks.append({"id": doc["encounter"]["counters"]["check"] + 1, "combatant": "c1",
                   "kind": kind, "modifier": 0, "threshold": 0, "source": source,
                   "data": data})
    doc["encounter"]["counters"]["check"] += 1
    problems = validate_document(doc)
    want = path.format(i=len(checks) - 1)
    assert any(p.path == want for p in problems), problems


def test_a_part_roll_naming_a_wound_that_is_not_there_is_refused_when_rolled():
    enc = campaign()
    from tracker.model.checks import PendingCheck

    enc.checks.append(PendingCheck(99, "c1", "part_loss", 0, 0, "gurps.infection",
                                   {"wound": 7}))
    assert ops.check_spec(enc, enc.checks[-1]).target == 11  # HT 12 less the fever's 1
    with pytest.raises(RulesError, match="no infection #8"):
        ops.resolve_check(enc, 99, 10)
