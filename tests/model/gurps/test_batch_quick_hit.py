"""Many targets at once (issue 22): batches are ONE undoable action that changes everything or
nothing; the quick-hit line reads names, damage, type and location."""

from __future__ import annotations

import pytest

from tracker.model import operations
from tracker.model.batch import condition_each, hit_each, remove_each, visibility_each
from tracker.model.dice import Dice
from tracker.model.errors import RulesError
from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.rulesets.gurps.rules.quick_hit import location_for, parse_quick_hit, plan_hits
from tracker.rulesets.gurps.rules.resolver import Hit
from tracker.rulesets.gurps.rules.sheet import GurpsSheet


@pytest.fixture
def horde():
    enc = demo_encounter()
    for _ in range(4):
        operations.add_combatant(enc, "Orc", "enemy", GurpsSheet(max_hp=12, dr=1),
                                 mid_fight=False)
    orcs = [c.id for c in enc.combatants.values() if c.name.startswith("Orc")]
    return enc, orcs


def test_one_hit_on_a_horde_is_one_action_and_undoes_at_once(horde):
    enc, orcs = horde
    before = enc.to_dict()
    action = hit_each(enc, [(cid, Hit(7, "cut", "torso"), None) for cid in orcs])
    assert all(enc.combatants[cid].sheet.hp == 12 - 9 for cid in orcs)  # (7 - 1) × 1.5
    assert len(action.result) == 4
    action.undo(enc)
    assert enc.to_dict() == before
    action.redo(enc)
    assert all(enc.combatants[cid].sheet.hp == 3 for cid in orcs)


def test_a_refused_step_undoes_the_steps_before_it(horde):
    enc, orcs = horde
    before = enc.to_dict()
    hits = [(cid, Hit(7, "cut", "torso"), None) for cid in orcs]
    hits.insert(2, (orcs[0], Hit(5, "cr", "eye_left"), None))  # crushing at an eye: refused
    with pytest.raises(RulesError):
        hit_each(enc, hits)
    assert enc.to_dict() == before
    with pytest.raises(RulesError):
        hit_each(enc, [(orcs[0], Hit(5), None), ("nobody", Hit(5), None)])
    assert enc.to_dict() == before
    with pytest.raises(RulesError):
        hit_each(enc, [])


def test_conditions_visibility_and_removal_over_many(horde):
    enc, orcs = horde
    before = enc.to_dict()
    a = condition_each(enc, orcs[:3], "stunned")
    assert [enc.combatants[c].has("stunned") for c in orcs] == [True, True, True, False]
    b = condition_each(enc, orcs, "stunned", on=False)  # the fourth never had it: skipped
    assert len(b.actions) == 3 and not any(enc.combatants[c].has("stunned") for c in orcs)
    with pytest.raises(RulesError):
        condition_each(enc, orcs, "stunned", on=False)
    c = visibility_each(enc, orcs, shown=False)
    assert not any(enc.combatants[x].visibility.shown for x in orcs)
    d = remove_each(enc, orcs)
    assert not set(orcs) & set(enc.combatants)
    for action in (d, c, b, a):
        action.undo(enc)
    assert enc.to_dict() == before


def test_removing_the_one_whose_turn_it_is_with_others(horde):
    enc, orcs = horde
    operations.start_combat(enc)
    first = enc.current.id
    d = remove_each(enc, [first, orcs[0]])
    assert enc.current is not None and enc.current.id not in (first, orcs[0])
    d.undo(enc)
    assert enc.current.id == first


@pytest.mark.parametrize(("line", "names", "damage", "dtype", "location"), [
    ("Orc 2d+1 cut torso", ["Orc"], "2d+1", "cut", "torso"),
    ("Orc 2 8", ["Orc 2"], "8", "cr", ""),
    ("Orc 2 2d imp random", ["Orc 2"], "2d", "imp", "random"),
    ("Orc, Orc 3 3d-1 pi+ right arm", ["Orc", "Orc 3"], "3d-1", "pi+", "right arm"),
    ("ｏｒｃ ２ ２ｄ＋１ cut", ["Orc 2"], "2d+1", "cut", ""),
    ("dire WOLF 1d", ["Dire wolf"], "1d", "cr", ""),
])
def test_quick_hit_lines(horde, line, names, damage, dtype, location):
    enc, _orcs = horde
    q = parse_quick_hit(enc, line)
    assert [enc.combatants[c].name for c in q.targets] == names
    assert (str(q.damage), q.type, q.location) == (damage, dtype, location)


def test_damage_types_in_the_gms_language(horde):
    enc, _ = horde
    q = parse_quick_hit(enc, "Orc ２ｄ 切り 右腕", type_words={"切り": "cut", "叩き": "cr"})
    assert (q.type, q.location) == ("cut", "右腕")
    q = parse_quick_hit(enc, "Orc 2d crushing", type_words={"crushing": "cr"})
    assert (q.type, q.location) == ("cr", "")


def test_all_selected(horde):
    enc, orcs = horde
    q = parse_quick_hit(enc, "all-selected 8 cr", selected=orcs[1:3])
    assert q.targets == tuple(orcs[1:3]) and str(q.damage) == "8"
    with pytest.raises(RulesError):
        parse_quick_hit(enc, "all-selected 8 cr", selected=[])


@pytest.mark.parametrize("line", ["", "Orc", "Nobody 2d", "2d", "Orc, Nobody 2d"])
def test_bad_quick_hit_lines(horde, line):
    enc, _ = horde
    with pytest.raises(RulesError) as err:
        parse_quick_hit(enc, line)
    assert err.value.code == "quick_hit"


def test_locations_by_id_and_name(horde):
    enc, orcs = horde
    assert location_for(enc, orcs[0], "arm_right") == "arm_right"
    assert location_for(enc, orcs[0], "Right Arm") == "arm_right"
    assert location_for(enc, orcs[0], "右腕") == "arm_right"
    assert location_for(enc, orcs[0], "ランダム") == "random"
    with pytest.raises(RulesError):
        location_for(enc, orcs[0], "tentacle")


def test_plan_rolls_damage_and_location_per_target(horde):
    enc, orcs = horde
    q = parse_quick_hit(enc, "all-selected 3d cut random", selected=orcs)
    hits = plan_hits(enc, q, Dice(7))
    assert [cid for cid, _h, _r in hits] == orcs
    assert all(h.location == "random" and 3 <= h.roll <= 18 for _c, h, _r in hits)
    assert all(r[0] == "3d" and sum(r[1]) == h.damage for _c, h, r in hits)
    assert len({(h.damage, h.roll) for _c, h, _r in hits}) > 1  # rolled for each
    same = plan_hits(enc, q, Dice(7), one_roll=True)
    assert len({h.damage for _c, h, _r in same}) == 1
    fixed = plan_hits(enc, parse_quick_hit(enc, "Orc 8 cr", selected=[]), Dice(1))
    assert fixed == [(orcs[0], Hit(8, "cr", "torso"), None)]
    action = hit_each(enc, hits)
    assert len(action.actions) == 4
