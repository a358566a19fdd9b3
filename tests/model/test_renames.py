"""Renamed options and modules keep old files opening (Option.renamed_from, a module's
replaces), and a ruleset upgrades its own data by ruleset_version (Ruleset.migrate)."""

from __future__ import annotations

import dataclasses
import json

import pytest

from tracker.model import operations as ops
from tracker.model.files import loads_encounter
from tracker.model.files.io import dumps_encounter
from tracker.model.ruleset import get_ruleset


@pytest.fixture
def gurps():
    return get_ruleset("gurps")


def _doc(enc) -> dict:
    return json.loads(dumps_encounter(enc))


def test_an_option_saved_under_its_old_id_opens_under_the_new(gurps, monkeypatch):
    doc = _doc(ops.new_encounter("gurps", "old"))
    doc["encounter"]["options"] = {"flexible_blunt": True}  # its id in an older version
    (opt,) = [o for o in gurps.options if o.id == "blunt_trauma"]
    monkeypatch.setattr(type(gurps), "options", tuple(
        dataclasses.replace(o, renamed_from=("flexible_blunt",)) if o is opt else o
        for o in gurps.options))
    enc = loads_encounter(json.dumps(doc))
    assert enc.options["blunt_trauma"] is True
    # and without the declaration the old id is refused by name, as before
    monkeypatch.undo()
    with pytest.raises(Exception, match="flexible_blunt"):
        loads_encounter(json.dumps(doc))


def test_a_module_saved_under_its_old_id_opens_as_the_module_that_replaces_it(gurps,
                                                                               monkeypatch):
    enc = ops.new_encounter("gurps", "moon", modules={"gurps.moon": {}})
    ops.add_combatant(enc, "Kai", "pc", gurps.new_sheet(max_hp=10))
    doc = _doc(enc)
    e = doc["encounter"]
    e["modules"] = {"gurps.lunar": e["modules"]["gurps.moon"]}
    moon = gurps.modules["gurps.moon"]
    monkeypatch.setattr(moon, "info", dataclasses.replace(moon.info, replaces=("gurps.lunar",)))
    back = loads_encounter(json.dumps(doc))
    assert list(back.modules) == ["gurps.moon"]


def test_a_ruleset_upgrades_its_own_data_one_version_at_a_time(monkeypatch):
    rs = get_ruleset("d6")
    doc = _doc(rs.demo_encounter())
    doc["encounter"]["ruleset_version"] = 1
    for c in doc["encounter"]["combatants"]:
        c["sheet"]["hit_points"] = c["sheet"].pop("max_hp")  # what version 1 called it
    steps = []

    def migrate(self, encounter, from_version):
        steps.append(from_version)
        if from_version == 1:
            for c in encounter["combatants"]:
                c["sheet"]["max_hp"] = c["sheet"].pop("hit_points")
        return encounter

    monkeypatch.setattr(type(rs), "version", 3)
    monkeypatch.setattr(type(rs), "migrate", migrate)
    enc = loads_encounter(json.dumps(doc))
    assert steps == [1, 2]
    assert [c.sheet.max_hp for c in enc.combatants.values()] == [12, 4]
    assert enc.to_dict()["ruleset_version"] == 3
