"""Import from GURPS Character Sheet files (issue #10): the 20 reference files against every
value of ``expected.jsonl``, the 18 standard body types, custom plans, traits, hand-damaged
copies, and a round trip through an encounter file.

The reference files are real GCS files (``tests/data/gcs``, see its README for the license);
``expected.jsonl`` holds the values an importer must produce, read from each file's stored
computed fields: they are the facts checked here, so nothing below recomputes them.
"""

from __future__ import annotations

import copy
import json
import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tracker.model import operations as ops
from tracker.model.encounter import Encounter
from tracker.model.files import dumps_encounter, loads_encounter
from tracker.rulesets.gurps.commands.resolve import parse_request, resolve_stream
from tracker.rulesets.gurps.rules.bodyplan import body_plan, plan_problems
from tracker.rulesets.gurps.rules.gcs import (
    MESSAGES,
    STANDARD_BODIES,
    GcsCharacter,
    GcsError,
    character_from_data,
    import_file,
    import_files,
    infer_kind,
    natural_dr,
)
from tracker.rulesets.gurps.rules.resolver import Hit, expand_traits, resolve

DATA = Path(__file__).resolve().parents[2] / "data" / "gcs"
EXPECTED = {e["file"]: e for e in map(json.loads, (DATA / "expected.jsonl").read_text(
    encoding="utf-8").splitlines())}
FILES = sorted(EXPECTED)


def load(name: str) -> dict:
    return json.loads((DATA / name).read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def imported() -> dict[str, GcsCharacter]:
    return {name: import_file(str(DATA / name)) for name in FILES}


def keys(c: GcsCharacter) -> list[str]:
    return [w.key for w in c.warnings]


# ----------------------------------------------------------------------------------------------
# The reference files: every value of expected.jsonl
# ----------------------------------------------------------------------------------------------
def test_twenty_reference_files():
    assert len(FILES) == 20 and all((DATA / f).is_file() for f in FILES)


@pytest.mark.parametrize("name", FILES)
def test_stats_as_gcs_computed_them(imported, name):
    c, e = imported[name], EXPECTED[name]
    assert (c.name, c.hp, c.fp, c.ht, c.dx, c.basic_speed, c.body_type) == (
        e["name"], e["hp"], e["fp"], e["ht"], e["dx"], e["basic_speed"], e["body_type"])


@pytest.mark.parametrize("name", FILES)
def test_traits_as_the_file_has_them(imported, name):
    c, e = imported[name], EXPECTED[name]
    assert c.injury_tolerance == e["injury_tolerance"]
    assert ("high_pain_threshold" in c.traits) == e["high_pain_threshold"]
    assert ("low_pain_threshold" in c.traits) == e["low_pain_threshold"]
    assert c.extra_arms == e["extra_arms"] and c.extra_legs == e["extra_legs"]
    # the resolver's arms/legs are totals, None when the file adds none
    assert c.arms == (2 + e["extra_arms"] if e["extra_arms"] else None)
    assert c.legs == (2 + e["extra_legs"] if e["extra_legs"] else None)
    it_ids = {"no blood": "no_blood", "no brain": "no_brain", "no eyes": "no_eyes",
              "no head": "no_head", "no neck": "no_neck", "no vitals": "no_vitals",
              "homogeneous": "homogeneous", "diffuse": "diffuse", "unliving": "unliving"}
    assert {it_ids[k] for k in e["injury_tolerance"]} <= set(c.traits)


@pytest.mark.parametrize("name", FILES)
def test_dr_per_gcs_location(imported, name):
    """Every GCS location's DR: the sheet's DR at each location the row became, plus the
    natural DR the resolver adds there, is the file's calc.dr.all (G5: no double skull)."""
    c, e = imported[name], EXPECTED[name]
    first = {}
    for row in c.rows:
        first.setdefault(row.gcs_id, row)
    assert {k: r.dr for k, r in first.items()} == e["locations"]
    traits = expand_traits(frozenset(c.traits))
    plan = c.plan
    for row in c.rows:
        assert row.locations, f"{row.gcs_id} went nowhere"
        for lid in row.locations:
            if c.rows.index(row) == min(i for i, r in enumerate(c.rows) if lid in r.locations):
                assert c.dr[lid] + natural_dr(plan, lid, traits) == row.dr, (row.gcs_id, lid)
    assert set(c.dr) == {loc.id for loc in plan.locations}


@pytest.mark.parametrize("name", FILES)
def test_target_resolves_as_it_is(imported, name):
    c = imported[name]
    target, _, _ = parse_request({"target": c.target(), "location": "random", "damage": 9,
                                  "roll": 10, "subroll": 1})
    out = resolve(target, Hit(9, "cut", "random", roll=10, subroll=1))
    assert out.location in c.plan.by_id


def test_skull_dr_counts_once(imported):
    """C31R07: the file's skull DR 55 holds GCS's natural +2; the resolver adds it again
    itself, so the sheet keeps 53 and a hit sees 55 (G4, G5)."""
    c = imported["C31R07.gcs"]
    assert c.dr["skull"] == 53 and c.dr["torso"] == 53
    target, _, _ = parse_request({"target": c.target(), "location": "skull", "damage": 60})
    assert resolve(target, Hit(60, "cr", "skull")).effective_dr == 55


def test_no_brain_keeps_the_whole_skull_dr(imported):
    """Horrid Skull has No Brain: the resolver adds no skull DR (G12), so all of GCS's DR 2
    is stored and a hit still sees 2."""
    c = imported["Horrid_Skull.gcs"]
    assert "no_brain" in c.traits and c.dr == {"skull": 2}
    target, _, _ = parse_request({"target": c.target(), "location": "skull", "damage": 5})
    assert resolve(target, Hit(5, "cr", "skull")).effective_dr == 2


def test_repeated_ids_map_in_table_order():
    """GCS lists leg, arm, arm, leg: the first of each is the right one (G1: 6-7 right leg,
    8 right arm, 12 left arm, 13-14 left leg)."""
    data = load("Watcher_at_the_Edge_of_Time.gcs")
    dr = {"leg": iter([3, 7]), "arm": iter([1, 4])}
    for loc in data["settings"]["body_type"]["locations"]:
        if loc["id"] in dr:
            loc["calc"]["dr"]["all"] = next(dr[loc["id"]])
    c = character_from_data(data, "x.gcs")
    assert c.body == "humanoid"
    assert (c.dr["leg_right"], c.dr["leg_left"], c.dr["arm_right"], c.dr["arm_left"]) == (
        3, 7, 1, 4)


def test_typed_dr_goes_to_the_notes_with_a_warning(imported):
    c = imported["Orc_Sergeant.gcs"]
    assert "warn.dr_typed" in keys(c)
    note = next(n for n in c.notes if n.key == "note.dr_typed")
    assert "crushing -2" in note.text() and "Skull" in note.text()
    assert c.dr["skull"] == 4  # 'all' only; crushing -2 is not applied


def test_names_and_sides_of_nameless_files(imported):
    assert imported["Orc_Sergeant.gcs"].display_name == "Orc Sergeant"  # its title
    assert "warn.no_name_title" in keys(imported["Orc_Sergeant.gcs"])
    assert imported["bc_base_sheet.gcs"].display_name == "bc base sheet"  # the file name
    assert "warn.no_name_file" in keys(imported["bc_base_sheet.gcs"])
    assert "male" in imported["Orc_Sergeant.gcs"].traits  # profile gender


def test_no_fp_is_ht_with_a_warning(imported):
    c = imported["Aberrant_Head.gcs"]
    assert c.fp is None and c.target()["fp"] is None and c.sheet().max_fp == c.ht == 10
    assert "warn.no_fp" in keys(c)


# ----------------------------------------------------------------------------------------------
# Body types
# ----------------------------------------------------------------------------------------------
BUILTIN = {"Big_Beetle.gcs": "hexapod", "C31R07.gcs": "humanoid", "Couatl.gcs": "vermiform_winged",
           "Dreugh__Land.gcs": "centaur", "Giant_Spider.gcs": "arachnoid",
           "King_Kolbakr.gcs": "humanoid", "Kraken.gcs": "squid", "Orc_Sergeant.gcs": "humanoid",
           "Pegasus.gcs": "quadruped_winged", "Strix.gcs": "avian", "Triger.gcs": "quadruped",
           "Watcher_at_the_Edge_of_Time.gcs": "humanoid"}


@pytest.mark.parametrize("name", FILES)
def test_standard_types_are_builtin_plans_others_their_own(imported, name):
    c = imported[name]
    if name in BUILTIN:
        assert c.body == BUILTIN[name]
    else:  # Head, Ichthyoid with tentacles, Elemental body, Beholder, Ooze, Skull, Blob, ...
        assert isinstance(c.body, dict) and plan_problems(c.body) == []
        assert c.body["id"].startswith("gcs_") and c.plan.is_custom
        assert {"warn.body_custom", "warn.body_differs"} & set(keys(c))


def _standard_file(name: str) -> dict:
    """A minimal GCS character whose body type is the standard ``name``, every row with a
    DR of its own (10, 11, 12, ... in table order)."""
    _, sig = STANDARD_BODIES[name]
    locations = []
    for i, item in enumerate(sig.split()):
        gid, slots = item.split(":")
        locations.append({"id": gid, "slots": int(slots), "calc": {"dr": {"all": 10 + i}}})
    return {"version": 5, "profile": {"name": name},
            "attributes": [{"attr_id": "hp", "calc": {"value": 12}},
                           {"attr_id": "ht", "calc": {"value": 11}}],
            "settings": {"body_type": {"name": name, "roll": "3d", "locations": locations}},
            "traits": []}


@pytest.mark.parametrize("name", sorted(STANDARD_BODIES))
def test_each_standard_body_type_covers_its_builtin_plan(name):
    """All 18: the built-in plan, and every one of its locations gets the DR of a GCS row
    (rolled rows by their 3d rolls, aimed-only rows by their part)."""
    plan_id, _ = STANDARD_BODIES[name]
    c = character_from_data(_standard_file(name), "x.gcs")
    assert c.body == plan_id and "warn.dr_missing" not in keys(c)
    plan = body_plan(plan_id)
    traits = expand_traits(frozenset(c.traits))
    for row in c.rows:
        for lid in row.locations:
            assert c.dr[lid] + natural_dr(plan, lid, traits) in (row.dr, *(
                r.dr for r in c.rows if lid in r.locations))
    eyes = [loc.id for loc in plan.locations if loc.kind == "eye"]
    assert all(c.dr[e] == 10 for e in eyes), "the eye row (first, DR 10) covers both eyes"


def test_standard_signatures_are_distinct():
    sigs = [sig for _, sig in STANDARD_BODIES.values()]
    assert len(set(sigs)) == len(sigs) == 18


def test_a_renamed_standard_table_uses_the_builtin_plan():
    data = _standard_file("Quadruped")
    data["settings"]["body_type"]["name"] = "Wolf"
    c = character_from_data(data, "x.gcs")
    assert c.body == "quadruped" and "warn.body_renamed" in keys(c)


@pytest.mark.parametrize("gcs_id,kind,part", [
    ("arm", "limb", "arm"), ("leg", "limb", "leg"), ("wing", "limb", "wing"),
    ("tail", "limb", "tail"), ("fin", "limb", "fin"), ("tentacle", "limb", "arm"),
    ("hand", "extremity", "hand"), ("foot", "extremity", "foot"), ("eye", "eye", "eye"),
    ("skull", "skull", "skull"), ("brain", "skull", "brain"), ("vitals", "vitals", "vitals"),
    ("body", "torso", "torso"), ("pseudopod", "torso", "torso"), ("rightarm", "limb", "arm"),
])
def test_kinds_inferred_from_ids(gcs_id, kind, part):
    assert infer_kind(gcs_id)[:2] == (kind, part)


def test_custom_plan_fills_the_table_gap_and_says_so(imported):
    c = imported["Cacodemon.gcs"]  # Beholder: torso on 3-4 only
    plan = c.plan
    assert [plan.entry_for_roll(r).location for r in range(3, 19)] == ["torso"] * 16
    gap = next(w for w in c.warnings if w.key == "warn.table_gap")
    assert gap.args["rolls"] == "5-18"
    assert [loc.kind for loc in plan.locations] == ["eye", "torso", "vitals"]


def test_custom_plan_keeps_pairs_and_limbs(imported):
    c = imported["Aboleth.gcs"]  # "Ichthyoid" with tentacles instead of fins
    plan = c.plan
    assert plan.by_id["tentacle_right"].side == "right"
    assert plan.by_id["tentacle_left"].kind == "limb"
    assert plan.entry_for_roll(6).location == "tentacle_right"
    assert plan.entry_for_roll(14).location == "tentacle_left"
    assert plan.by_id["skull"].dr_bonus == 2 and c.dr["skull"] == 3
    limbs = next(w for w in c.warnings if w.key == "warn.kind_limb")
    assert "Tentacle" in limbs.args["locations"] and "Tail" in limbs.args["locations"]


def test_custom_plan_without_torso_uses_its_body(imported):
    plan = imported["Angry_Sands.gcs"].plan  # one location, "body"
    assert plan.torso_id == "body"
    assert all(plan.entry_for_roll(r).location == "body" for r in range(3, 19))
    assert plan.by_id["body"].kind == "torso"


def test_sub_tables_are_second_rolls_of_their_location(imported):
    c = imported["bc_base_sheet.gcs"]
    plan = c.plan
    chest = plan.entry_for_roll(9)
    assert chest.subroll is not None and chest.subroll.pick(1) == "vitals_1"
    assert plan.by_id["vitals_1"].attached_to == "chest"
    assert plan.by_id["rightshin"].kind == "limb" and plan.by_id["rightshin"].part == "leg"
    assert plan.by_id["rightleg"].side == "right" and plan.by_id["leftarm"].side == "left"
    # a knee is part of its leg, not a third leg: thresholds stay those of two legs (G6)
    assert plan.part_counts["leg"] == 2 and plan.part_counts["arm"] == 2
    assert c.dr["vitals_1"] == 1 and c.dr["skull"] == 0  # GCS skull 2 = the natural +2


def test_a_third_level_table_is_not_read_and_says_so():
    data = load("bc_base_sheet.gcs")
    face = data["settings"]["body_type"]["locations"][1]
    jaw = face["sub_table"]["locations"][0]
    jaw["sub_table"] = {"roll": "1d", "locations": [{"id": "tooth", "slots": 6}]}
    c = character_from_data(data, "x.gcs")
    assert "tooth" not in c.plan.by_id and "jaw" in c.plan.by_id
    assert any(w.key == "warn.subtable_deep" and w.args["location"] == "Jaw" for w in c.warnings)


def test_custom_plans_are_cached():
    a = import_file(str(DATA / "Reek.gcs"))
    b = import_file(str(DATA / "Reek.gcs"))
    assert a.body == b.body and a.body is not b.body
    assert body_plan(a.body) is body_plan(b.body)  # one plan for equal objects
    assert body_plan(a.body) is body_plan(a.body)


# ----------------------------------------------------------------------------------------------
# Traits read from the file
# ----------------------------------------------------------------------------------------------
def _with_traits(traits: list) -> GcsCharacter:
    data = load("Strix.gcs")
    data["traits"] = traits
    return character_from_data(data, "x.gcs")


def test_disabled_traits_and_containers_are_skipped():
    c = _with_traits([
        {"name": "High Pain Threshold", "disabled": True},
        {"name": "Form", "container_type": "ancestry", "disabled": True,
         "children": [{"name": "Extra Legs (6 legs)"}, {"name": "Unliving"}]},
        {"name": "Meta", "container_type": "meta_trait",
         "children": [{"name": "Low Pain Threshold"}, {"name": "Extra Legs (4 legs)"}]},
    ])
    assert c.traits == ["low_pain_threshold"] and c.legs == 4


def test_injury_tolerance_every_way_gcs_writes_it():
    c = _with_traits([
        {"name": "Injury Tolerance", "modifiers": [
            {"name": "Homogenous"}, {"name": "No Eyes", "disabled": True}, {"name": "No Neck"}]},
        {"name": "Injury Tolerance (Unliving)"},
        {"name": "No Blood"},
        {"name": "Injury Tolerance", "local_notes": "No Brain (skull hits count as face)"},
    ])
    assert set(c.traits) == {"homogeneous", "no_neck", "unliving", "no_blood", "no_brain"}
    assert c.injury_tolerance == ["homogeneous", "no blood", "no brain", "no neck", "unliving"]
    assert "warn.it_notes" in keys(c)


def test_unknown_or_unread_traits_are_warnings_not_guesses():
    c = _with_traits([
        {"name": "Injury Tolerance (Damage Reduction)", "levels": 2},
        {"name": "Injury Tolerance"},
        {"name": "Hard to Kill", "levels": 3},
        {"name": "Extra Legs", "modifiers": [{"name": "@3 or 4@"}]},
        {"name": "Extra Head", "levels": 1, "modifiers": [{"name": "Extraneous"}]},
    ])
    assert c.traits == [] and c.legs is None and c.heads == 1
    assert {"warn.it_unknown", "warn.it_none", "warn.trait_unused", "warn.legs_unread",
            "warn.heads_brainless"} <= set(keys(c))


def test_extra_limbs_and_heads():
    c = _with_traits([
        {"name": "Extra Arm", "levels": 2}, {"name": "Extra Arms", "levels": 1},
        {"name": "Extra Legs", "replacements": {"7+": "8"}, "modifiers": [{"name": "@7+@"}]},
        {"name": "Extra Head", "levels": 2},
    ])
    assert (c.arms, c.legs, c.heads) == (5, 8, 3)
    assert {"warn.arms", "warn.legs", "warn.heads"} <= set(keys(c))


# ----------------------------------------------------------------------------------------------
# Files that cannot be imported, and damaged ones that still can
# ----------------------------------------------------------------------------------------------
def _write(tmp_path: Path, data, name: str = "bad.gcs") -> str:
    p = tmp_path / name
    if isinstance(data, bytes):
        p.write_bytes(data)
    else:
        p.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return str(p)


def _strix_without(*path) -> dict:
    data = load("Strix.gcs")
    node = data
    for k in path[:-1]:
        node = node[k]
    del node[path[-1]]
    return data


@pytest.mark.parametrize("case,content,key", [
    ("not json", "{ this is not json", "err.not_json"),
    ("empty", "", "err.not_json"),
    ("binary", bytes(range(256)) * 4, "err.not_text"),
    ("latin-1", "{\"name\": \"caf\xe9\"}".encode("latin-1"), "err.not_text"),
    ("a list", [1, 2], "err.not_character"),
    ("an encounter file", {"format_version": 1, "encounter": {}}, "err.not_character"),
    ("version 4", {**load("Strix.gcs"), "version": 4}, "err.version"),
    ("version text", {**load("Strix.gcs"), "version": "5"}, "err.version"),
    ("no hp", {**load("Strix.gcs"), "attributes": []}, "err.no_hp"),
    ("hp zero", {**load("Strix.gcs"), "attributes": [{"attr_id": "hp", "calc": {"value": 0}}]},
     "err.bad_hp"),
    ("hp text", {**load("Strix.gcs"), "attributes": [{"attr_id": "hp", "calc": {"value": "9"}}]},
     "err.no_hp"),
])
def test_refused_files_say_why(tmp_path, case, content, key):
    with pytest.raises(GcsError) as err:
        import_file(_write(tmp_path, content))
    assert err.value.key == key, case
    assert err.value.msg.text() == str(err.value) and str(err.value)


def test_missing_folder_and_huge_files(tmp_path):
    with pytest.raises(GcsError, match="does not exist"):
        import_file(str(tmp_path / "nope.gcs"))
    with pytest.raises(GcsError) as err:
        import_file(str(tmp_path))
    assert err.value.key == "err.unreadable"
    junk = tmp_path / "junk.gcs"
    with open(junk, "wb") as f:  # 50 MB, sparse: refused by its size before reading
        f.truncate(50 * 1024 * 1024)
    with pytest.raises(GcsError) as err:
        import_file(str(junk))
    assert err.value.key == "err.too_large"


@pytest.mark.parametrize("damage", [
    ("settings",), ("settings", "body_type"), ("settings", "body_type", "locations"),
    ("profile",), ("traits",),
])
def test_damaged_parts_fall_back_with_warnings(tmp_path, damage):
    c = import_file(_write(tmp_path, _strix_without(*damage)))
    assert c.hp == 5
    if damage[0] == "settings":
        assert c.body == "humanoid" and "warn.no_body" in keys(c)


def test_damaged_values_are_read_around(tmp_path):
    data = load("Kraken.gcs")
    locs = data["settings"]["body_type"]["locations"]
    locs[1]["calc"] = "oops"  # brain: no DR -> 0
    locs[2]["slots"] = "two"  # face: no slots -> aimed only... table no longer standard
    locs.append(["not", "a", "location"])
    data["attributes"] = [a for a in data["attributes"] if a["attr_id"] != "dx"]
    data["traits"].append({"name": 7, "modifiers": "no"})
    c = import_file(_write(tmp_path, data))
    assert c.dx == 10 and "warn.stat_missing" in keys(c)
    assert isinstance(c.body, dict) and plan_problems(c.body) == []


def test_import_files_goes_on_after_a_bad_file(tmp_path):
    bad = _write(tmp_path, "nope")
    out = import_files([str(DATA / "Strix.gcs"), bad, str(DATA / "Reek.gcs")])
    assert [type(x).__name__ for x in out] == ["GcsCharacter", "GcsError", "GcsCharacter"]


def _json_values():
    return st.recursive(st.none() | st.booleans() | st.integers(-10**6, 10**6)
                        | st.floats(allow_nan=False) | st.text(max_size=8),
                        lambda kids: st.lists(kids, max_size=3)
                        | st.dictionaries(st.text(max_size=6), kids, max_size=3), max_leaves=6)


def _nodes(value, path=()):
    yield path
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _nodes(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _nodes(v, (*path, i))


_FUZZ_BASE = {n: load(n) for n in ("Kraken.gcs", "bc_base_sheet.gcs", "Cacodemon.gcs")}
for _d in _FUZZ_BASE.values():
    _d["profile"].pop("portrait", None)
    for _t in _d.get("traits", []):
        _t.pop("description", None)
_FUZZ_PATHS = {n: [p for p in _nodes(d) if p] for n, d in _FUZZ_BASE.items()}


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(name=st.sampled_from(sorted(_FUZZ_BASE)), picks=st.lists(st.integers(0, 10**6),
       min_size=1, max_size=4), values=st.lists(_json_values(), min_size=4, max_size=4))
def test_any_damage_is_a_clear_refusal_or_a_usable_character(name, picks, values):
    """Replace random parts of a real file with random JSON: the importer refuses with a
    GcsError or gives a character whose target resolve accepts and whose sheet validates."""
    data = copy.deepcopy(_FUZZ_BASE[name])
    paths = _FUZZ_PATHS[name]
    for pick, value in zip(picks, values, strict=False):
        path = paths[pick % len(paths)]
        node = data
        try:
            for k in path[:-1]:
                node = node[k]
            node[path[-1]] = value
        except (KeyError, IndexError, TypeError):
            continue
    try:
        c = character_from_data(data, "fuzz.gcs")
    except GcsError:
        return
    c.sheet().validate()
    assert plan_problems(c.body) == [] if isinstance(c.body, dict) else True
    target, _, _ = parse_request({"target": c.target(), "damage": 3, "location": "random",
                                  "roll": 10, "subroll": 1})
    resolve(target, Hit(3, "cr", "random", roll=10, subroll=1))


# ----------------------------------------------------------------------------------------------
# Round trip: import -> encounter file -> open -> the same combatants
# ----------------------------------------------------------------------------------------------
def test_round_trip_through_an_encounter_file(tmp_path, imported):
    enc = Encounter()
    chars = [imported[n] for n in FILES]
    action = ops.add_combatants(enc, [{"name": c.display_name, "side": "enemy",
                                       "sheet": c.sheet()} for c in chars])
    assert len(action.result) == 20
    path = tmp_path / "fight.json"
    path.write_text(dumps_encounter(enc), encoding="utf-8")
    again = loads_encounter(path.read_text(encoding="utf-8"), str(path))
    assert again.to_dict() == enc.to_dict()
    for c in chars:  # the custom plans came back whole, and resolve the same
        got = next(x for x in again.combatants.values() if x.name == c.display_name)
        assert got.sheet.body == c.body and got.sheet.dr == c.dr
        assert got.sheet.plan.by_id.keys() == c.plan.by_id.keys()


def test_custom_plans_survive_undo_duplicate_and_copy(imported):
    enc = Encounter()
    c = imported["Gelatinous_Cube.gcs"]
    cid = ops.add_combatants(enc, [{"name": c.display_name, "sheet": c.sheet()}]).result[0]
    hit = ops.apply_hit(enc, cid, Hit(30, "cut", "torso"))
    assert enc.get(cid).sheet.hp == 147 - 45  # G12 homogeneous: cut keeps x1.5
    hit.undo(enc)
    assert enc.get(cid).sheet.body == c.body and enc.get(cid).sheet.hp == 147
    dup = ops.duplicate_combatant(enc, cid).result
    assert enc.get(dup).sheet.body == c.body and enc.get(dup).name == "Gelatinous Cube 2"
    assert enc.get(cid).copy().sheet.plan is enc.get(cid).sheet.plan


# ----------------------------------------------------------------------------------------------
# One action for the whole import
# ----------------------------------------------------------------------------------------------
def test_add_combatants_is_one_action_with_numbered_names(imported):
    enc = Encounter()
    ops.add_combatant(enc, "Strix")
    before = enc.to_dict()
    seen = []
    enc.subscribe(seen.append)
    strix = imported["Strix.gcs"]
    action = ops.add_combatants(enc, [{"name": "Strix", "sheet": strix.sheet()},
                                      {"name": "Strix", "side": "pc", "sheet": strix.sheet()}])
    assert len(seen) == 1, "one change announced for the whole import"
    assert [enc.get(i).name for i in action.result] == ["Strix 2", "Strix 3"]
    assert enc.get(action.result[1]).side == "pc"
    assert enc.get(action.result[0]).visibility.hp == "band"  # as Add gives enemies
    action.undo(enc)
    assert enc.to_dict() == before
    action.redo(enc)
    assert len(enc.combatants) == 3


def test_add_combatants_adds_nothing_if_one_is_bad(imported):
    enc = Encounter()
    bad = imported["Strix.gcs"].sheet()
    bad.max_hp = 0
    with pytest.raises(Exception):  # noqa: B017 - the model's own error type
        ops.add_combatants(enc, [{"name": "A", "sheet": imported["Reek.gcs"].sheet()},
                                 {"name": "B", "sheet": bad}])
    assert enc.combatants == {} and enc.log == []


def test_mid_fight_imports_stay_hidden_like_added_enemies(imported):
    enc = Encounter()
    ops.add_combatant(enc, "PC", "pc")
    ops.start_combat(enc)
    ops.next_turn(enc)
    ops.next_turn(enc)  # round 2
    cid = ops.add_combatants(enc, [{"name": "Reek", "sheet": imported["Reek.gcs"].sheet()}]
                             ).result[0]
    assert enc.get(cid).visibility.shown is False


# ----------------------------------------------------------------------------------------------
# python -m tracker import-gcs
# ----------------------------------------------------------------------------------------------
def test_import_gcs_command_lines(tmp_path, capsys, imported):
    from tracker.rulesets.gurps.commands.import_gcs import main as cmd_import_gcs

    bad = _write(tmp_path, {**load("Strix.gcs"), "version": 3})
    files = [str(DATA / n) for n in FILES]
    assert cmd_import_gcs([files[0], bad, *files[1:]]) == 1
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert len(lines) == 21
    assert lines[1] == {"file": bad, "error": str(GcsError("err.version", version="3"))}
    good = [x for x in lines if "error" not in x]
    for line, name in zip(good, FILES, strict=True):
        assert list(line) == ["file", "name", "dx", "basic_speed", "target", "warnings",
                              "weapons"]
        # W1: the weapons it read, as the sheet saves them
        assert line["weapons"] == [w.to_dict() for w in imported[name].weapons]
        assert line["name"] == EXPECTED[name]["name"] and line["dx"] == EXPECTED[name]["dx"]
        assert {"hp", "fp", "ht", "body", "dr", "traits", "arms", "legs", "heads"} <= set(
            line["target"])
        assert all(isinstance(w, str) for w in line["warnings"])
    # every target goes into resolve as it is
    requests = [json.dumps({"target": x["target"], "location": "random", "damage": 10,
                            "seed": 7}) for x in good]
    from io import StringIO

    out = StringIO()
    assert resolve_stream(requests, out) == 0
    assert all("error" not in json.loads(x) for x in out.getvalue().splitlines())


def test_import_gcs_usage(capsys):
    from tracker.rulesets.gurps.commands.import_gcs import main as cmd_import_gcs

    assert cmd_import_gcs([]) == 2 and "usage" in capsys.readouterr().err
    assert cmd_import_gcs(["--help"]) == 0


def test_import_gcs_pipes_into_resolve():
    """The shell pipeline the README shows: import-gcs | (wrap each target) | resolve."""
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[3]
    env = {**os.environ, "PYTHONPATH": str(root)}
    files = [str(DATA / n) for n in ("Cacodemon.gcs", "Kraken.gcs", "bc_base_sheet.gcs")]
    imp = subprocess.run([sys.executable, "-m", "tracker", "import-gcs", *files],
                         capture_output=True, text=True, env=env, timeout=60, check=True)
    wrap = "".join(json.dumps({"target": json.loads(x)["target"], "location": "random",
                               "damage": 12, "seed": 1}) + "\n" for x in imp.stdout.splitlines())
    res = subprocess.run([sys.executable, "-m", "tracker", "resolve"], input=wrap,
                         capture_output=True, text=True, env=env, timeout=60)
    assert res.returncode == 0, res.stdout
    assert len(res.stdout.splitlines()) == 3


def test_messages_render_without_missing_arguments(imported):
    for c in imported.values():
        for m in (*c.warnings, *c.notes):
            assert m.key in MESSAGES and "{" not in m.text(), m


@pytest.mark.parametrize("value", [None, "arm", 7, {"id": "torso"}])
def test_a_body_type_whose_locations_are_not_a_list_is_read_without_a_crash(value):
    """Found by the damage fuzz test: ``"locations": null`` raised a TypeError."""
    data = copy.deepcopy(_FUZZ_BASE["Kraken.gcs"])
    data["settings"]["body_type"]["locations"] = value
    try:
        c = character_from_data(data, "kraken.gcs")
    except GcsError:
        return
    c.sheet().validate()
