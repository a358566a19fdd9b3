"""The ruleset seam: the registry, options and modules declared as data, exact undo of hooks
(touch), format 2 with its migration, and refusals naming unknown rulesets and modules."""

from __future__ import annotations

import json

import pytest

from tracker.model import files
from tracker.model import operations as ops
from tracker.model.encounter import Encounter
from tracker.model.errors import RulesError
from tracker.model.operations import History
from tracker.model.options import Option
from tracker.model.ruleset import BaseModule, ModuleInfo, get_ruleset, ruleset_for
from tracker.rulesets.gurps.rules import ruleset as gurps_ruleset
from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.rulesets.gurps.rules.modules import ranged
from tracker.rulesets.gurps.rules.resolver import Hit


def state(enc: Encounter) -> dict:
    return json.loads(files.dumps_encounter(enc))


# -- the registry -------------------------------------------------------------------------------
def test_the_registry_loads_gurps_and_names_unknown_rulesets():
    assert get_ruleset("gurps") is gurps_ruleset.GURPS
    assert ruleset_for(Encounter()) is gurps_ruleset.GURPS
    with pytest.raises(RulesError) as err:
        get_ruleset("d20")
    assert err.value.code == "unknown_ruleset" and "'d20'" in str(err.value)


def test_a_ruleset_declares_what_the_core_needs():
    rs = gurps_ruleset.GURPS
    assert rs.track_ids == ("hp", "fp")
    c = demo_encounter().combatants["c1"]
    assert [t.id for t in rs.tracks(c)] == list(rs.track_ids)
    assert {o.id for o in rs.options} == {"blunt_trauma"}
    assert ranged.ID in rs.modules and rs.modules[ranged.ID].info.options == ranged.OPTIONS


# -- new encounters, options and modules -------------------------------------------------------
def test_a_new_encounter_has_its_rules_and_is_out_of_combat():
    enc = ops.new_encounter("gurps", "Crypt", {"blunt_trauma": True},
                            {ranged.ID: {"simplified_ranged": False}})
    assert (enc.name, enc.ruleset_id, enc.in_combat) == ("Crypt", "gurps", False)
    assert enc.options == {"blunt_trauma": True}
    assert enc.modules == {ranged.ID: {"version": 1, "options": {"simplified_ranged": False},
                                       "state": {}}}
    back = files.loads_encounter(files.dumps_encounter(enc))
    assert back.modules == enc.modules and back.options == enc.options


@pytest.mark.parametrize(("options", "modules", "needle"), [
    ({"blunt_truma": True}, {}, "blunt_truma"),  # a typo is refused, not ignored
    ({"blunt_trauma": 1}, {}, "true or false"),
    ({}, {"gurps.moonx": {}}, "gurps.moonx"),
    ({}, {ranged.ID: {"simplified_ranged": "yes"}}, "simplified_ranged"),
])
def test_bad_options_and_unknown_modules_are_refused_by_name(options, modules, needle):
    with pytest.raises(RulesError) as err:
        ops.new_encounter("gurps", "", options, modules)
    assert needle in str(err.value)


def test_configure_is_one_undoable_step_and_logs_each_change():
    enc = demo_encounter()
    h = History(enc)
    before = state(enc)
    h.push(ops.configure(enc, {"blunt_trauma": True}, {ranged.ID: {}}))
    assert enc.options["blunt_trauma"] is True and ranged.ID in enc.modules
    keys = [e.key for e in enc.log[-2:]]
    assert keys == ["option", "module_on"]
    h.undo()
    assert state(enc) == before
    h.redo()
    h.push(ops.configure(enc, {}, {ranged.ID: None}))
    assert ranged.ID not in enc.modules and enc.log[-1].key == "module_off"


# -- exact undo: touch ----------------------------------------------------------------------------
class _Blesser(BaseModule):
    """A test module whose round start changes every combatant (as CoC's wake rolls do)."""

    info = ModuleInfo("gurps.test_blessing", 1, "Blessing", (
        Option("bonus", "int", 1, "Bonus", minimum=0, maximum=5),))

    def __init__(self, touch: bool = True) -> None:
        self.touch = touch

    def start_round(self, enc: Encounter) -> None:
        for c in enc.ordered():
            if self.touch:
                enc.touch(c.id)
            c.notes += "+"

    def validate_ext(self, v, ext, path):  # noqa: ANN001
        v.int_(ext, path, 0, 100)


@pytest.fixture
def blessing(monkeypatch):
    mod = _Blesser()
    monkeypatch.setitem(gurps_ruleset.GURPS.modules, mod.info.id, mod)
    return mod


def _to_next_round(enc: Encounter, h: History) -> None:
    start = enc.round
    while enc.round == start:
        h.push(ops.next_turn(enc))


def test_a_round_start_hook_that_touches_is_undone_exactly(blessing):
    enc = demo_encounter()
    h = History(enc)
    h.push(ops.set_modules(enc, {blessing.info.id: {}}))
    before = state(enc)
    _to_next_round(enc, h)
    assert all(c.notes.endswith("+") for c in enc.ordered())
    while h.done and h.done[-1].label == "next_turn":
        h.undo()
    assert state(enc) == before


def test_a_hook_that_forgets_touch_is_caught(blessing):
    blessing.touch = False
    enc = demo_encounter()
    ops.set_modules(enc, {blessing.info.id: {}})
    with pytest.raises(AssertionError, match="without touching"):
        for _ in range(len(enc.order) + 1):
            ops.next_turn(enc)


def test_disabling_a_module_drops_its_data_of_every_combatant_and_undo_brings_it(blessing):
    enc = demo_encounter()
    h = History(enc)
    h.push(ops.set_modules(enc, {blessing.info.id: {"bonus": 2}}))
    enc.combatants["c2"].ext[blessing.info.id] = 7  # as a module operation would keep it
    saved = state(enc)
    assert files.loads_encounter(files.dumps_encounter(enc)).combatants["c2"].ext == {
        blessing.info.id: 7}
    h.push(ops.set_modules(enc, {blessing.info.id: None}))
    assert enc.combatants["c2"].ext == {} and blessing.info.id not in enc.modules
    h.undo()
    assert state(enc) == saved


# -- files: format 2, migration and refusals -----------------------------------------------------
def _format_1(enc: Encounter) -> dict:
    doc = files.encounter_document(enc)
    doc = json.loads(json.dumps(doc))
    doc["format_version"] = 1
    for key in ("ruleset_version", "modules", "state"):
        del doc["encounter"][key]
    return doc


def test_a_format_1_file_migrates_to_format_2():
    enc = demo_encounter()
    ops.apply_hit(enc, "c3", Hit(9, "cut", "torso"))
    doc = _format_1(enc)
    assert files.MIGRATIONS[1](json.loads(json.dumps(doc)))["format_version"] == 2
    back = files.document_to_encounter(doc)
    assert back.to_dict() == enc.to_dict()
    assert files.validate_document(doc) == []


@pytest.mark.parametrize(("mutate", "path", "needle"), [
    (lambda e: e.update(ruleset="d20"), "encounter.ruleset", "unknown ruleset \"d20\""),
    (lambda e: e.update(ruleset_version=9), "encounter.ruleset_version", "version 9"),
    (lambda e: e["modules"].update({"gurps.werewolves": {"version": 1, "options": {},
                                                         "state": {}}}),
     'encounter.modules["gurps.werewolves"]', "gurps.werewolves"),
    (lambda e: e["modules"].update({ranged.ID: {"version": 5, "options": {}, "state": {}}}),
     'encounter.modules["gurps.ranged"].version', "version 5"),
    (lambda e: e["options"].update(blunt_trauma="yes"), "encounter.options.blunt_trauma",
     "true or false"),
    (lambda e: e["options"].update(blunt_truma=True), "encounter.options.blunt_truma",
     "unknown option"),
    (lambda e: e["combatants"][0].update(ext={ranged.ID: {}}),
     'encounter.combatants[0].ext["gurps.ranged"]', "not"),
    (lambda e: e["state"].update(clocks=[]), "encounter.state.clocks", "unknown field"),
])
def test_unknown_rulesets_modules_and_bad_options_are_refused_by_name(mutate, path, needle):
    doc = json.loads(files.dumps_encounter(demo_encounter()))
    mutate(doc["encounter"])
    problems = files.validate_document(doc)
    assert problems, "accepted"
    assert problems[0].path == path, problems
    assert needle in problems[0].message
    with pytest.raises(files.FileError) as err:
        files.document_to_encounter(doc, "x.json")
    assert path in str(err.value)


def test_older_module_state_is_migrated_by_its_module(monkeypatch):
    class Old(BaseModule):
        info = ModuleInfo("gurps.test_counter", 2, "Counter")

        def default_state(self):
            return {"count": 0}

        def validate_state(self, v, state, path):  # noqa: ANN001
            v.obj(state, path, frozenset({"count"}))

        def migrate(self, state, from_version):  # noqa: ANN001
            assert from_version == 1
            return {"count": state.pop("n")}

    monkeypatch.setitem(gurps_ruleset.GURPS.modules, "gurps.test_counter", Old())
    doc = json.loads(files.dumps_encounter(demo_encounter()))
    doc["encounter"]["modules"]["gurps.test_counter"] = {"version": 1, "options": {},
                                                         "state": {"n": 4}}
    enc = files.document_to_encounter(doc)
    assert enc.modules["gurps.test_counter"] == {"version": 2, "options": {},
                                                 "state": {"count": 4}}


def test_the_options_page_is_generated_from_the_declarations():
    from pathlib import Path

    from tracker.model.options_doc import page

    doc = Path(__file__).resolve().parents[2] / "docs" / "options.md"
    assert doc.read_text(encoding="utf-8") == page(), (
        "docs/options.md is stale: python -m tracker.model.options_doc > docs/options.md")
    assert "`simplified_ranged`" in page() and "`blunt_trauma`" in page()
