"""G8 extra heads: a head with a brain takes at most 2×HP/heads from one attack to that head
or its neck; other locations are not capped by it."""

import json

import pytest

from tracker.model.errors import RulesError
from tracker.model.files import dumps_encounter, loads_encounter
from tracker.rulesets.gurps.rules.resolver import Hit, Target, resolve
from tracker.rulesets.gurps.rules.sheet import GurpsSheet


@pytest.mark.parametrize("loc,damage,heads,expected", [
    ("skull", 10, 3, 8),      # G8: 2×12/3 = 8 (uncapped 32)
    ("neck", 10, 3, 8),       # G8: the neck of a head too (cr ×1.5 → 15)
    ("face", 10, 2, 10),      # G8: 2×12/2 = 12 is above 10: no cap
    ("eye_left", 3, 4, 6),    # G8: 2×12/4 = 6 (eye ×4 → 12)
    ("torso", 20, 3, 20),     # G8: the torso is not a head
    ("skull", 10, 1, 32),     # one head: the ordinary skull ×4
])
def test_g8_extra_head_cap(loc, damage, heads, expected):
    dtype = "imp" if loc.startswith("eye") else "cr"
    out = resolve(Target(max_hp=12, heads=heads), Hit(damage, dtype, loc))
    assert out.injury == expected
    assert (any(line.key == "head.cap" for line in out.explain)) == (expected < out.injury_uncapped)


def test_g8_heads_must_be_positive():
    with pytest.raises(RulesError):
        resolve(Target(max_hp=12, heads=0), Hit(5, "cr", "skull"))
    with pytest.raises(RulesError):
        GurpsSheet(heads=0).validate()


def test_heads_travel_through_files_and_default_to_one():
    from tracker.model import operations as ops
    from tracker.model.encounter import Encounter

    enc = Encounter()
    ops.add_combatant(enc, "Hydra", "enemy", GurpsSheet(max_hp=30, heads=5), mid_fight=False)
    again = loads_encounter(dumps_encounter(enc))
    assert next(iter(again.combatants.values())).sheet.heads == 5
    data = GurpsSheet().to_dict()
    del data["heads"]
    assert GurpsSheet.from_dict(data).heads == 1


# -- brainless extra heads (G8, issue #15 item 14) -------------------------------------------


def test_brainless_heads_are_written_only_when_set_and_round_trip():
    from tracker.model import operations as ops
    from tracker.model.encounter import Encounter

    assert "brainless_heads" not in GurpsSheet().to_dict()  # files stay as they were
    enc = Encounter()
    cid = ops.add_combatant(enc, "Ettin", "enemy", GurpsSheet(max_hp=20, brainless_heads=2,
                                                             dr={"head_extra_2": 2})).result
    ops.start_combat(enc)
    ops.apply_hit(enc, cid, Hit(9, "cr", "head_extra_1"))
    text = dumps_encounter(enc)
    assert '"brainless_heads": 2' in text
    again = loads_encounter(text)
    sheet = again.get(cid).sheet
    assert sheet.brainless_heads == 2 and sheet.parts["head_extra_1"].status == "crippled"
    assert [loc.id for loc in sheet.plan.locations][-2:] == ["head_extra_1", "head_extra_2"]


@pytest.mark.parametrize(("value", "problem"), [
    (9, "brainless_heads: must be at most 8"), (-1, "brainless_heads: must be at least 0"),
    ("2", "brainless_heads: must be a whole number"),
])
def test_bad_brainless_heads_in_a_file_are_named(value, problem):
    from tracker.model.files import FileError
    from tracker.rulesets.gurps.rules.demo import demo_encounter

    doc = json.loads(dumps_encounter(demo_encounter()))
    doc["encounter"]["combatants"][0]["sheet"]["brainless_heads"] = value
    with pytest.raises(FileError) as err:
        loads_encounter(json.dumps(doc))
    assert problem in str(err.value)


def test_a_wound_on_a_head_the_sheet_does_not_have_is_refused():
    from tracker.model.files import FileError
    from tracker.rulesets.gurps.rules.demo import demo_encounter

    doc = json.loads(dumps_encounter(demo_encounter()))
    sheet = doc["encounter"]["combatants"][0]["sheet"]
    sheet["brainless_heads"] = 1
    sheet["parts"]["head_extra_2"] = {"injury": 1, "status": "ok", "effect": None,
                                      "duration": None}
    with pytest.raises(FileError) as err:
        loads_encounter(json.dumps(doc))
    assert "parts.head_extra_2: unknown location" in str(err.value)
    sheet["brainless_heads"] = 2
    assert loads_encounter(json.dumps(doc)).ordered()[0].sheet.brainless_heads == 2


def test_fewer_brainless_heads_take_their_wounds_dr_and_timers_along_one_undo_step():
    from tracker.model import operations as ops
    from tracker.model.encounter import Encounter

    enc = Encounter(in_combat=True)
    h = ops.History(enc)
    cid = h.push(ops.add_combatant(enc, "Hydra", "enemy", GurpsSheet(
        max_hp=12, brainless_heads=3, dr={"torso": 2, "head_extra_3": 4}))).result
    h.push(ops.apply_hit(enc, cid, Hit(9, "cr", "head_extra_3")))  # DR 4: 5 → capped 3
    h.push(ops.apply_hit(enc, cid, Hit(3, "cr", "head_extra_1")))
    h.push(ops.end_combat(enc, rolls={(cid, "head_extra_3"): 10, (cid, "head_extra_1"): 10}))
    assert {t.location for t in enc.timers} == {"head_extra_1", "head_extra_3"}
    before = enc.to_dict()
    h.push(ops.edit_combatant(enc, cid, sheet={"brainless_heads": 2}))
    s = enc.get(cid).sheet
    assert set(s.parts) == {"head_extra_1"} and s.dr == {"torso": 2}
    assert {t.location for t in enc.timers} == {"head_extra_1"}
    h.undo()
    assert enc.to_dict() == before
