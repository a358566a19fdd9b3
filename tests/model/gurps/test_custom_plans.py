"""Custom body plans (objects in a sheet's ``body`` or resolve's ``target.body``) and the
``no_blood`` trait: validation with JSON paths, resolving on them (G2, G4, G6, G13), the
encounter file and its schema."""

from __future__ import annotations

import copy
import json
from io import StringIO

import pytest

from tracker.model import operations as ops
from tracker.model.dice import Dice
from tracker.model.encounter import Encounter
from tracker.model.errors import BodyPlanError
from tracker.model.files import (
    FileError,
    dumps_encounter,
    encounter_document,
    loads_encounter,
    validate_document,
)
from tracker.model.files.schema import encounter_schema
from tracker.rulesets.gurps.commands.resolve import resolve_line, resolve_stream
from tracker.rulesets.gurps.rules.bodyplan import body_plan, plan_problems
from tracker.rulesets.gurps.rules.resolver import TRAITS, Hit, Target, expand_traits, resolve
from tracker.rulesets.gurps.rules.sheet import GurpsSheet


def blob_plan() -> dict:
    """A small plan of one's own: a torso, a skull with natural DR, a pair of pseudopods
    with a claw on the right one, and a numbered eye stalk; 3-18 covered once."""
    return {
        "id": "blob",
        "name": {"en": "Blob", "ja": "ブロブ"},
        "locations": [
            {"id": "skull", "kind": "skull", "name": {"en": "Skull"}, "hit_penalty": -7,
             "dr_bonus": 2},
            {"id": "torso", "kind": "torso", "name": {"en": "Torso"}, "hit_penalty": 0},
            {"id": "pod_right", "kind": "limb", "part": "arm", "side": "right",
             "name": {"en": "Right pod"}, "hit_penalty": -2},
            {"id": "pod_left", "kind": "limb", "part": "arm", "side": "left",
             "name": {"en": "Left pod"}, "hit_penalty": -2},
            {"id": "claw", "kind": "extremity", "part": "hand", "attached_to": "pod_right",
             "name": {"en": "Claw"}, "hit_penalty": -4},
            {"id": "eye_1", "kind": "eye", "index": 1, "name": {"en": "Eye 1"},
             "hit_penalty": -9},
        ],
        "table": [
            {"roll": [3, 4], "location": "skull"},
            {"roll": [5, 12], "location": "torso"},
            {"roll": [13, 14], "subroll": {"dice": 6, "options": [
                {"roll": [1, 3], "location": "pod_right"}, {"roll": [4, 6], "location": "pod_left"}]}},
            {"roll": [15, 18], "location": "claw"},
        ],
    }


def test_a_good_plan_has_no_problems_and_builds():
    data = blob_plan()
    assert plan_problems(data) == []
    plan = body_plan(data)
    assert plan.is_custom and plan.id == "blob" and plan.name("ja") == "ブロブ"
    assert plan.by_id["torso"].chinks_penalty == -8 and plan.by_id["claw"].chinks_penalty == -10
    assert plan.by_id["eye_1"].part == "eye"  # default part: the kind's own
    assert plan.attached("pod_right") == ["claw"]
    assert body_plan(data) is plan  # cached for this object
    assert body_plan(copy.deepcopy(data)) is plan  # and for equal content


def test_plans_with_the_same_id_but_other_content_are_told_apart():
    a, b = blob_plan(), blob_plan()
    b["locations"][1]["hit_penalty"] = -1
    assert body_plan(a).key != body_plan(b).key and body_plan(a).id == body_plan(b).id


def _set(path: str, value):
    def change(d):
        node, parts = d, path.replace("]", "").replace("[", ".").split(".")
        for p in parts[:-1]:
            node = node[int(p)] if p.isdigit() else node[p]
        last = parts[-1]
        if value is KeyError:
            del node[int(last) if last.isdigit() else last]
        elif last.isdigit():
            node[int(last)] = value
        else:
            node[last] = value
    return change


@pytest.mark.parametrize("change,path,words", [
    (_set("id", "humanoid"), "id", "bundled plan"),
    (_set("id", "Blob!"), "id", "must be an id"),
    (_set("name", "Blob"), "name", "must be an object"),
    (_set("extra", 1), "extra", "unknown field"),
    (_set("locations", []), "locations", "1-100"),
    (_set("locations[0].kind", "paw"), "locations[0].kind", "unknown kind"),
    (_set("locations[0].part", "paw"), "locations[0].part", "unknown part"),
    (_set("locations[1].id", "skull"), "locations[1].id", "used twice"),
    (_set("locations[1].hit_penalty", "0"), "locations[1].hit_penalty", "whole number"),
    (_set("locations[1].hit_penalty", -99), "locations[1].hit_penalty", "between"),
    (_set("locations[2].side", "up"), "locations[2].side", "right"),
    (_set("locations[4].attached_to", "tail"), "locations[4].attached_to", "unknown location"),
    (_set("locations[2].attached_to", "claw"), "locations[2].attached_to", "hangs from itself"),
    (_set("locations[1].name", {"ja": "x"}), "locations[1].name", "missing field 'en'"),
    (_set("locations[1].hit_penalty", KeyError), "locations[1]", "missing field 'hit_penalty'"),
    (_set("table[1].roll", [5, 13]), "table[2].roll", "also on row 1"),
    (_set("table[3].roll", [15, 17]), "table", "does not cover the 3d roll 18"),
    (_set("table[1].location", "tail"), "table[1].location", "unknown location"),
    (_set("table[0].subroll", {"dice": 6, "options": []}), "table[0]", "either"),
    (_set("table[2].subroll.options[1].roll", [4, 5]), "table[2].subroll.options", "every face"),
    (_set("table[2].subroll.dice", 1), "table[2].subroll.dice", "between"),
    (_set("table[2].subroll.options[0].roll", [1, 9]), "table[2].subroll.options[0].roll", "≤ 6"),
])
def test_problems_name_their_json_path(change, path, words):
    data = blob_plan()
    change(data)
    problems = plan_problems(data)
    assert any(p == path and words in m for p, m in problems), problems
    with pytest.raises(BodyPlanError):
        body_plan(data)


@pytest.mark.parametrize("junk", [None, [], "blob", 3, {"id": "x"}])
def test_junk_is_a_problem_not_a_crash(junk):
    assert plan_problems(junk)


# -- resolving on a custom plan ------------------------------------------------------------
def test_random_table_of_a_custom_plan():  # G13
    target = Target(max_hp=12, body=blob_plan())
    seen = {}
    for roll in range(3, 19):
        for sub in range(1, 7):
            out = resolve(target, Hit(1, "cr", "random", roll=roll, subroll=sub))
            seen.setdefault(roll, set()).add(out.location)
    assert seen[3] == {"skull"} and seen[12] == {"torso"} and seen[18] == {"claw"}
    assert seen[13] == {"pod_right", "pod_left"}


def test_skull_natural_dr_and_limb_crippling_on_a_custom_plan():  # G4, G5, G6
    target = Target(max_hp=12, body=blob_plan(), dr={"skull": 1, "pod_left": 2})
    skull = resolve(target, Hit(10, "cr", "skull"))
    assert skull.effective_dr == 3 and skull.multiplier == 4
    pod = resolve(target, Hit(20, "cut", "pod_left"))
    assert pod.effective_dr == 2 and pod.cripple_minimum == 7  # two pods: HP/2 = 6, over 6
    assert pod.injury == 7 and pod.dismemberment == "severed"


def test_a_severed_pod_takes_its_claw_and_random_hits_go_to_the_torso():  # G2
    target = Target(max_hp=12, body=blob_plan(), missing=frozenset({"pod_right"}))
    out = resolve(target, Hit(3, "cr", "random", roll=16))
    assert out.location == "torso"


def test_a_plan_without_a_torso_sends_missing_hits_to_its_main_location():  # G2
    data = blob_plan()
    data["locations"][1]["id"] = "mass"
    data["table"][1]["location"] = "mass"
    plan = body_plan(data)
    assert plan.torso_id == "mass"
    target = Target(max_hp=12, body=data, missing=frozenset({"pod_right"}))
    assert resolve(target, Hit(3, "cr", "random", roll=16)).location == "mass"


def test_resolve_cli_takes_a_plan_object_and_says_what_is_wrong():
    ok, good = resolve_line(json.dumps({"target": {"hp": 10, "body": blob_plan()},
                                        "location": "pod_left", "damage": 4}), Dice(1))
    assert good and ok["location"] == "pod_left"
    assert any("Left pod" in line for line in ok["explain"])
    bad = blob_plan()
    bad["locations"][0]["kind"] = "paw"
    err, good = resolve_line(json.dumps({"target": {"hp": 10, "body": bad}, "damage": 4}),
                             Dice(1))
    assert not good and err["error"].startswith("'target.body.locations[0].kind': unknown kind")
    out = StringIO()
    assert resolve_stream([json.dumps({"target": {"hp": 10, "body": [1]}, "damage": 1})],
                          out) == 1


# -- no_blood ------------------------------------------------------------------------------
def test_no_blood_is_known_and_changes_no_wounding():  # G12
    assert "no_blood" in TRAITS
    assert "no_blood" in expand_traits(frozenset({"diffuse"}))
    for dtype in ("cr", "cut", "imp", "pi", "tox"):
        for loc in ("torso", "skull", "arm_left", "vitals"):
            if loc == "vitals" and dtype not in ("imp", "pi"):
                continue
            plain = resolve(Target(max_hp=10), Hit(9, dtype, loc))
            bloodless = resolve(Target(max_hp=10, traits=frozenset({"no_blood"})),
                                Hit(9, dtype, loc))
            assert plain.to_dict() == bloodless.to_dict()


# -- encounter files -------------------------------------------------------------------------
def _encounter_with(body, **sheet) -> Encounter:
    enc = Encounter()
    ops.add_combatant(enc, "Blob", sheet=GurpsSheet(max_hp=14, body=body, **sheet))
    return enc


def test_a_custom_plan_is_saved_with_the_combatant():
    enc = _encounter_with(blob_plan(), dr={"pod_left": 3}, traits=["no_blood"])
    ops.apply_hit(enc, "c1", Hit(9, "cut", "pod_left"))
    again = loads_encounter(dumps_encounter(enc))
    assert again.to_dict() == enc.to_dict()
    assert again.get("c1").sheet.plan.by_id["claw"].attached_to == "pod_right"
    assert again.get("c1").sheet.traits == ["no_blood"]


def _doc_with(change) -> dict:
    doc = json.loads(dumps_encounter(_encounter_with(blob_plan(), dr={"pod_left": 3})))
    change(doc["encounter"]["combatants"][0]["sheet"])
    return doc


@pytest.mark.parametrize("change,path", [
    (lambda s: s["body"]["locations"][0].update(kind="paw"),
     "encounter.combatants[0].sheet.body.locations[0].kind"),
    (lambda s: s["body"].pop("table"), "encounter.combatants[0].sheet.body"),
    (lambda s: s["dr"].update(tail=1), "encounter.combatants[0].sheet.dr.tail"),
    (lambda s: s["parts"].update(tail={"injury": 1, "status": "ok", "effect": None,
                                       "duration": None}),
     "encounter.combatants[0].sheet.parts.tail"),
    (lambda s: s.update(body=7), "encounter.combatants[0].sheet.body"),
])
def test_the_validator_names_the_path_in_the_plan(change, path):
    problems = validate_document(_doc_with(change))
    assert any(p.path == path for p in problems), problems
    with pytest.raises(FileError):
        loads_encounter(json.dumps(_doc_with(change)))


def test_the_schema_takes_plan_objects():
    jsonschema = pytest.importorskip("jsonschema")
    schema = encounter_schema()
    validator = jsonschema.Draft202012Validator(schema)
    doc = encounter_document(_encounter_with(blob_plan(), traits=["no_blood"]))
    assert list(validator.iter_errors(json.loads(json.dumps(doc)))) == []
    bad = _doc_with(lambda s: s["body"]["locations"][0].update(kind="paw"))
    assert list(validator.iter_errors(bad))
