"""Files the validator accepts can be shown (issue #23, 4): every field a view formats is
type-checked, and the validator itself never raises on a wrong type."""

from __future__ import annotations

import json

import pytest

from tracker.model import operations as ops
from tracker.model.explain import TEMPLATES, ExplainLine, args_problem, numeric_args
from tracker.model.files import FileError, dumps_encounter, loads_encounter, validate_document
from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.rulesets.gurps.rules.resolver import Hit
from tracker.rulesets.gurps.rules.ruleset import GurpsRuleset


def _campaign_doc() -> dict:
    enc = demo_encounter()
    ops.set_modules(enc, GurpsRuleset.presets["vampire_hunter"][1])
    ops.apply_hit(enc, enc.order[0], Hit(3, "cut", "arm_right"))
    from tracker.rulesets.gurps.rules.modules.climate_module import MODULE as CLIMATE  # noqa: F401

    return json.loads(dumps_encounter(enc))


def test_hunger_due_with_text_is_a_clean_problem():
    doc = _campaign_doc()
    c = doc["encounter"]["combatants"][0]
    c.setdefault("ext", {})["gurps.hunger"] = {"day": 1, "eaten": 0, "missed": 0,
                                               "missed_in_row": 0, "fp_lost": 0, "hp_lost": 0,
                                               "due": ["x", 2]}
    problems = validate_document(doc)  # no TypeError
    assert any(p.path.endswith('["gurps.hunger"].due[0]') for p in problems), problems
    with pytest.raises(FileError):
        loads_encounter(json.dumps(doc))


def _with_climate_check(modifier) -> dict:
    doc = _campaign_doc()
    e = doc["encounter"]
    cid = e["combatants"][0]["id"]
    e["checks"].append({"id": 99, "combatant": cid, "kind": "heat", "modifier": -1,
                        "threshold": 0, "source": "gurps.climate",
                        "data": {"at": 0, "roll_allowed": True, "explain": [
                            {"key": "climate.modifier", "rule": "V8",
                             "args": {"modifier": modifier}}]}})
    e["counters"]["check"] = max(e["counters"]["check"], 99)
    return doc


def test_an_explain_modifier_of_null_is_refused():
    key = "climate.modifier"
    if key not in TEMPLATES or not numeric_args(key):
        key = next(k for k in TEMPLATES if dict(numeric_args(k)).get("modifier"))
    doc = _with_climate_check(None)
    doc["encounter"]["checks"][-1]["data"]["explain"][0]["key"] = key
    problems = validate_document(doc)
    assert any(".data.explain[0].args" in p.path for p in problems), problems
    doc["encounter"]["checks"][-1]["data"]["explain"][0]["args"]["modifier"] = -2
    assert not [p for p in validate_document(doc) if ".data.explain" in p.path]


def test_every_numeric_template_argument_is_checked():
    """Each argument a template formats as a number: a text in its place is refused by
    args_problem, and rendering such a line never raises."""
    checked = 0
    for key in list(TEMPLATES):
        for arg, _kind in numeric_args(key):
            assert args_problem(key, {arg: "x"}) is not None
            assert args_problem(key, {arg: None}) is not None
            ExplainLine(key, "R", {arg: None}).render()  # shown raw, no TypeError
            checked += 1
    assert checked > 10


def test_a_log_explain_line_with_a_wrong_type_is_refused():
    enc = demo_encounter()
    ops.apply_hit(enc, enc.order[1], Hit(9, "cut", "torso"))
    doc = json.loads(dumps_encounter(enc))
    key = next(k for k in TEMPLATES if numeric_args(k))
    arg = numeric_args(key)[0][0]
    entry = next(e for e in doc["encounter"]["log"] if e.get("explain"))
    entry["explain"].append({"key": key, "rule": "V8", "args": {arg: 3}})
    assert validate_document(doc) == []
    entry["explain"][-1]["args"][arg] = "seven"
    n = len(entry["explain"]) - 1
    assert any(p.path.endswith(f".explain[{n}].args") for p in validate_document(doc))
