"""The attack roll in an encounter: apply_hits (the attack and every hit of a burst as ONE
undoable action), the attacker's remembered weapon skill, set_option (V1 on/off) and how both
are saved, validated and described by the schema."""

from __future__ import annotations

import json

import pytest

from tracker.model import files
from tracker.model import operations as ops
from tracker.model.errors import RulesError
from tracker.model.files.schema import encounter_schema
from tracker.model.operations import History
from tracker.rulesets.gurps.rules import operations as gurps_ops
from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.rulesets.gurps.rules.modules import ranged
from tracker.rulesets.gurps.rules.modules.ranged import Ranged
from tracker.rulesets.gurps.rules.resolver import Hit
from tracker.rulesets.gurps.rules.tohit import Attack

AIKO, BRAM, WOLF = "c1", "c2", "c3"


def state(enc) -> dict:
    return json.loads(files.dumps_encounter(enc))


def test_a_burst_is_one_action_and_undo_restores_everything():
    enc = demo_encounter()
    before = state(enc)
    history = History(enc)
    attack = Attack(16, ranged=Ranged(5), shots=10, recoil=1)  # eff 16, roll 6: crit, 10 hits
    hits = [Hit(4, "pi", "torso")] * 10
    action = history.push(gurps_ops.apply_hits(enc, WOLF, hits, [("1d+1", [3])] * 10,
                                         attacker=AIKO, attack=attack, roll=6))
    assert len(action.result) == 10
    wolf = enc.combatants[WOLF].sheet
    assert wolf.hp == 14 - 10 * 3  # DR 1: 3 injury per hit
    keys = [e.key for e in enc.log[len(before["encounter"]["log"]):]]
    assert keys[0] == "attack_burst" and keys.count("hit") == 10 and keys.count("dice") == 10
    entry = enc.log[len(before["encounter"]["log"])]
    assert entry.args["result"] == "critical_hit" and entry.args["hits"] == 10
    assert entry.args["skill"] == 16 and entry.args["roll"] == 6
    assert {line.rule for line in entry.explain} >= {"V1", "V2", "B348"}
    assert enc.combatants[AIKO].sheet.weapon_skill == 16
    assert history.undo()
    assert state(enc) == before
    assert history.redo()
    assert enc.combatants[WOLF].sheet.hp == wolf.hp


def test_a_miss_is_logged_and_remembers_the_skill():
    enc = demo_encounter()
    gurps_ops.apply_hits(enc, WOLF, [], attacker=BRAM, attack=Attack(11, location="skull"), roll=9)
    entry = enc.log[-1]
    assert entry.key == "attack" and entry.args["result"] == "miss"
    assert entry.args["effective"] == 4 and entry.combatant == WOLF
    assert enc.combatants[BRAM].sheet.weapon_skill == 11
    assert enc.combatants[WOLF].sheet.hp == 14


def test_g2_torso_result_is_logged():
    enc = demo_encounter()
    gurps_ops.apply_hits(enc, WOLF, [Hit(5, "cr", "torso")], attacker=AIKO,
                   attack=Attack(14, location="skull"), roll=8)
    entry = next(e for e in enc.log if e.key == "attack")
    assert entry.args["result"] == "torso" and entry.args["location"] == "torso"
    assert any(line.rule == "G2" for line in entry.explain)


def test_the_target_body_decides_the_location_penalty():
    enc = demo_encounter()
    # the octopus has a brain (−7), no skull; the request's own body is overridden
    gurps_ops.apply_hits(enc, "c5", [], attacker=AIKO, attack=Attack(14, location="brain"), roll=3)
    assert enc.log[-1].args["effective"] == 7
    with pytest.raises(RulesError):
        gurps_ops.apply_hits(enc, "c5", [], attacker=AIKO, attack=Attack(14, location="skull"), roll=3)


def vampire_hunter_demo():
    """The demo with the vampire-hunter ranged module enabled (V1 on, its default)."""
    enc = demo_encounter()
    ops.set_modules(enc, {ranged.ID: {}})
    return enc


def test_the_option_off_is_read_from_the_encounter():
    enc = demo_encounter()
    attack = Attack(12, ranged=Ranged(150))
    gurps_ops.apply_hits(enc, WOLF, [], attacker=AIKO, attack=attack, roll=18)
    # a plain GURPS encounter: no V1, but B550's table (W3): 150 m → the 150 yd line, −11
    assert enc.log[-1].args["modifier"] == -11
    enc = vampire_hunter_demo()
    gurps_ops.apply_hits(enc, WOLF, [], attacker=AIKO, attack=attack, roll=18)
    assert enc.log[-1].args["modifier"] == -8
    ops.set_option(enc, "simplified_ranged", False)
    assert ranged.simplified_ranged(enc) is False
    # the same shot again in Aiko's turn: a second attack, which RULES M allows only out of
    # turn (her Attack maneuver has spent its one attack)
    gurps_ops.apply_hits(enc, WOLF, [], attacker=AIKO, attack=attack, roll=18,
                         out_of_turn=True)
    assert enc.log[-1].args["modifier"] == -11  # W3 instead: the 150 yd line of B550


@pytest.mark.parametrize(("kwargs", "hits", "code"), [
    ({"attacker": AIKO, "attack": Attack(10), "roll": 11}, 1, "too_many_hits"),
    ({"attacker": AIKO, "attack": Attack(16, shots=3, recoil=5), "roll": 10}, 3,
     "too_many_hits"),
    ({"attack": Attack(10), "roll": 5}, 0, "bad_value"),
    ({"attacker": "c99", "attack": Attack(10), "roll": 5}, 0, "unknown_combatant"),
    ({"attacker": AIKO, "attack": Attack(10), "roll": 19}, 0, "out_of_range"),
    ({"attacker": AIKO, "attack": Attack(10, shots=0), "roll": 10}, 0, "out_of_range"),
    ({}, 0, "no_hits"),
], ids=["miss-with-a-hit", "more-hits-than-recoil-allows", "no-attacker", "unknown-attacker",
        "roll-19", "no-shots", "nothing"])
def test_impossible_bursts_are_refused_and_change_nothing(kwargs, hits, code):
    enc = demo_encounter()
    before = state(enc)
    with pytest.raises(RulesError) as err:
        gurps_ops.apply_hits(enc, WOLF, [Hit(3, "cr", "torso")] * hits, **kwargs)
    assert err.value.code == code
    assert state(enc) == before


def test_a_hit_on_a_destroyed_body_rolls_the_whole_burst_back():
    enc = demo_encounter()
    before = state(enc)
    with pytest.raises(RulesError):
        gurps_ops.apply_hits(enc, WOLF, [Hit(500, "cr", "torso"), Hit(3, "cr", "torso")],
                       attacker=AIKO, attack=Attack(16, shots=2, recoil=1), roll=5)
    assert state(enc) == before


def test_a_missing_roll_comes_from_the_encounter_dice_and_undo_restores_them():
    enc = demo_encounter()
    history = History(enc)
    history.push(gurps_ops.apply_hits(enc, WOLF, [], attacker=AIKO, attack=Attack(0), roll=None))
    first = enc.log[-1].args["roll"]
    history.undo()
    history.redo()
    assert enc.log[-1].args["roll"] == first
    assert 3 <= first <= 18


# -- set_option ----------------------------------------------------------------------------------

def test_set_option_is_undoable_and_logged():
    enc = demo_encounter()
    assert ranged.simplified_ranged(enc) is False  # off unless the module is on
    history = History(enc)
    history.push(ops.set_option(enc, "simplified_ranged", True))  # enables the module
    assert enc.modules == {ranged.ID: {"version": 1, "options": {"simplified_ranged": True},
                                       "state": {}}}
    assert enc.log[-1].key == "option" and enc.log[-1].args == {
        "option": "simplified_ranged", "value": True}
    assert ranged.simplified_ranged(enc) is True
    history.push(ops.set_option(enc, "simplified_ranged", False))
    assert ranged.simplified_ranged(enc) is False
    history.undo()
    history.undo()
    assert enc.modules == {} and ranged.simplified_ranged(enc) is False
    history.redo()
    assert enc.modules[ranged.ID]["options"] == {"simplified_ranged": True}


@pytest.mark.parametrize(("key", "value", "code"), [
    ("simplified_ranged", 1, "bad_value"), ("simplified_ranged", "yes", "bad_value"),
    ("moon_phase", True, "unknown_option"),
])
def test_set_option_refuses_bad_keys_and_values(key, value, code):
    enc = demo_encounter()
    with pytest.raises(RulesError) as err:
        ops.set_option(enc, key, value)
    assert err.value.code == code and enc.options == {} and enc.modules == {}


def test_the_module_declares_its_option_as_data():
    assert ranged.ID == "gurps.ranged" and ranged.VERSION == 1
    (opt,) = ranged.OPTIONS
    assert (opt.id, opt.type, opt.default, opt.rules) == ("simplified_ranged", "bool", True,
                                                          ("V1",))


# -- files ----------------------------------------------------------------------------------------

def test_weapon_skill_and_option_are_saved_and_loaded(tmp_path):
    enc = demo_encounter()
    gurps_ops.apply_hits(enc, WOLF, [], attacker=AIKO, attack=Attack(15), roll=17)
    ops.set_option(enc, "simplified_ranged", False)
    path = tmp_path / "f.json"
    files.save_encounter(enc, path)
    doc = json.loads(path.read_text(encoding="utf-8"))["encounter"]
    sheets = {c["id"]: c["sheet"] for c in doc["combatants"]}
    assert sheets[AIKO]["weapon_skill"] == 15
    assert "weapon_skill" not in sheets[BRAM]  # written only when set
    assert doc["modules"][ranged.ID]["options"] == {"simplified_ranged": False}
    back = files.load_encounter(path)
    assert back.combatants[AIKO].sheet.weapon_skill == 15
    assert back.combatants[BRAM].sheet.weapon_skill is None
    assert ranged.simplified_ranged(back) is False


def test_edit_keeps_the_weapon_skill_and_duplicate_copies_it():
    enc = demo_encounter()
    gurps_ops.apply_hits(enc, WOLF, [], attacker=AIKO, attack=Attack(15), roll=17)
    ops.edit_combatant(enc, AIKO, sheet={"dx": 14})
    assert enc.combatants[AIKO].sheet.weapon_skill == 15
    ops.edit_combatant(enc, AIKO, sheet={"weapon_skill": 12})
    assert enc.combatants[AIKO].sheet.weapon_skill == 12
    with pytest.raises(RulesError):
        ops.edit_combatant(enc, AIKO, sheet={"weapon_skill": "twelve"})
    new = ops.duplicate_combatant(enc, AIKO).result
    assert enc.combatants[new].sheet.weapon_skill == 12


@pytest.mark.parametrize(("where", "value", "path"), [
    ("sheet", -1, "encounter.combatants[0].sheet.weapon_skill"),
    ("sheet", 12.5, "encounter.combatants[0].sheet.weapon_skill"),
    ("sheet", None, "encounter.combatants[0].sheet.weapon_skill"),
    ("options", "yes", "encounter.modules[\"gurps.ranged\"].options.simplified_ranged"),
    ("options", 0, "encounter.modules[\"gurps.ranged\"].options.simplified_ranged"),
])
def test_bad_values_are_refused_with_their_path(where, value, path):
    doc = files.encounter_document(vampire_hunter_demo())
    if where == "sheet":
        doc["encounter"]["combatants"][0]["sheet"]["weapon_skill"] = value
    else:
        doc["encounter"]["modules"][ranged.ID]["options"]["simplified_ranged"] = value
    problems = files.validate_document(json.loads(json.dumps(doc)))
    assert [p.path for p in problems] == [path], problems


def test_the_schema_knows_both_fields():
    jsonschema = pytest.importorskip("jsonschema")
    schema = encounter_schema()
    validator = jsonschema.Draft202012Validator(schema)
    enc = demo_encounter()
    gurps_ops.apply_hits(enc, WOLF, [], attacker=AIKO, attack=Attack(15), roll=17)
    ops.set_option(enc, "simplified_ranged", False)
    doc = json.loads(files.dumps_encounter(enc))
    assert list(validator.iter_errors(doc)) == []
    doc["encounter"]["combatants"][0]["sheet"]["weapon_skill"] = "15"
    doc["encounter"]["options"]["blunt_trauma"] = "no"
    assert len(list(validator.iter_errors(doc))) == 2
