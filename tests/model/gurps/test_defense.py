"""The active defense (B374–B377), rapid fire against a dodge (B375), and the exchange as one
undoable action; the sheet's defense fields, the file format and the GCS import."""

from __future__ import annotations

from pathlib import Path

import pytest

from tracker.model.errors import RulesError
from tracker.model.files import dumps_encounter, loads_encounter
from tracker.rulesets.gurps.rules import operations as gurps_ops
from tracker.rulesets.gurps.rules.defense import NONE, Defense, defend, effective
from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.rulesets.gurps.rules.gcs import import_file
from tracker.rulesets.gurps.rules.resolver import Hit
from tracker.rulesets.gurps.rules.sheet import GurpsSheet
from tracker.rulesets.gurps.rules.tohit import Attack

GCS = Path(__file__).resolve().parents[2] / "data" / "gcs"
AIKO, BRAM, WOLF = "c1", "c2", "c3"


@pytest.mark.parametrize(("defense", "expected"), [
    (Defense("dodge", 9), 9),
    (Defense("dodge", 9, retreat=True), 12),
    (Defense("parry", 10, retreat=True), 11),
    (Defense("block", 10, retreat=True), 11),
    (Defense("dodge", 9, stunned=True), 5),
    (Defense("dodge", 9, prone=True), 6),
    (Defense("dodge", 9, attack_modifier=-2, other=1), 8),
    (Defense("parry", 12, retreat=True, stunned=True, prone=True, attack_modifier=-1), 5),
])
def test_effective_defense(defense, expected):
    assert effective(defense)[0] == expected


def test_the_roll_decides_with_3_4_and_17_18_fixed():
    d = Defense("dodge", 10)
    assert defend(d, 1, 10).success and not defend(d, 1, 11).success
    assert defend(Defense("dodge", 0), 1, 4).success  # 3-4 always succeed
    assert not defend(Defense("dodge", 30), 1, 17).success  # 17-18 always fail
    r = defend(d, 1, 7)
    assert (r.stopped, r.through, r.margin) == (1, 0, 3)


def test_b375_a_dodge_stops_one_plus_its_margin_of_a_burst():
    r = defend(Defense("dodge", 10), 9, 7)  # margin 3: stops 4 of 9
    assert (r.stopped, r.through) == (4, 5)
    assert defend(Defense("dodge", 10), 3, 4).stopped == 3  # never more than landed
    assert defend(Defense("parry", 12), 9, 5).stopped == 1  # a parry stops one
    miss = defend(Defense("dodge", 10), 9, 12)
    assert (miss.stopped, miss.through) == (0, 9)
    none = defend(Defense(NONE), 9)
    assert (none.stopped, none.through, none.roll) == (0, 9, None)


@pytest.mark.parametrize("bad", [Defense("duck", 9), Defense("dodge", -1),
                                 Defense("dodge", True), Defense("dodge", 9, other=1000)])
def test_bad_defenses_are_refused(bad):
    with pytest.raises(RulesError):
        defend(bad, 1, 10)


def test_bad_rolls_are_refused():
    with pytest.raises(RulesError):
        defend(Defense("dodge", 9), 1, 19)
    with pytest.raises(RulesError):
        defend(Defense("dodge", 9), 1)  # no roll and no dice


def _burst_exchange(enc, hits_through, defense_roll=7, **kw):
    attack = Attack(14, shots=9, recoil=1)
    hits = [Hit(5, "pi", "random", roll=r, subroll=s)
            for r, s in [(10, None), (4, None), (12, None), (6, None), (9, None)][:hits_through]]
    return gurps_ops.apply_hits(enc, WOLF, hits, attacker=AIKO, attack=attack, roll=9,
                                defense=Defense("dodge", 10), defense_roll=defense_roll, **kw)


def test_a_burst_against_a_dodge_is_one_action_and_undoes_in_one_step():
    enc = demo_encounter()
    before = enc.to_dict()
    action = _burst_exchange(enc, 4)  # 14 + 2 (rapid fire) − 9 = margin 7: 8 hits; dodge stops 4
    keys = [e.key for e in enc.log[-6:]]
    assert keys == ["attack_burst", "defense", "hit", "hit", "hit", "hit"]
    entry = next(e for e in enc.log if e.key == "defense")
    assert (entry.args["stopped"], entry.args["through"]) == (4, 4)
    wolf = enc.combatants[WOLF]
    assert wolf.sheet.hp < before["combatants"][2]["sheet"]["hp"]
    action.undo(enc)
    assert enc.to_dict() == before


def test_more_hits_than_got_through_are_refused_and_nothing_changes():
    enc = demo_encounter()
    before = enc.to_dict()
    with pytest.raises(RulesError) as err:
        _burst_exchange(enc, 5, defense_roll=3)  # a 3: dodge stops 1 + 7 = 8 of 8
    assert err.value.code == "too_many_hits"
    assert enc.to_dict() == before


def test_a_critical_hit_allows_no_defense_but_logs_the_critical_table_line():
    enc = demo_encounter()
    with pytest.raises(RulesError) as err:
        gurps_ops.apply_hits(enc, WOLF, [], attacker=AIKO, attack=Attack(12), roll=3,
                             defense=Defense("dodge", 10), defense_roll=5)
    assert err.value.code == "no_defense"
    gurps_ops.apply_hits(enc, WOLF, [Hit(6, "cut", "torso")], attacker=AIKO,
                         attack=Attack(12), roll=3, defense=Defense(NONE),
                         critical_note=(11, "  <b>double damage</b> "))
    keys = [e.key for e in enc.log[-4:]]
    assert keys == ["attack", "critical_table", "defense_none", "hit"]
    note = next(e for e in enc.log if e.key == "critical_table")
    assert note.args["text"] == "<b>double damage</b>" and note.args["roll"] == 11


@pytest.mark.parametrize("note", [(2, "x"), (10, "x" * 501), (10, 5), (True, "x")])
def test_bad_critical_notes_are_refused(note):
    enc = demo_encounter()
    with pytest.raises(RulesError):
        gurps_ops.apply_hits(enc, WOLF, [], attacker=AIKO, attack=Attack(12), roll=3,
                             critical_note=note)


def test_sheet_defenses_round_trip_and_are_validated():
    sheet = GurpsSheet(dodge=9, parry=11)
    d = sheet.to_dict()
    assert d["dodge"] == 9 and d["parry"] == 11 and "block" not in d
    assert GurpsSheet.from_dict(d).parry == 11
    assert "dodge" not in GurpsSheet().to_dict()
    with pytest.raises(RulesError):
        GurpsSheet(block=101).validate()
    enc = demo_encounter()
    enc.combatants[WOLF].sheet.dodge = 9
    again = loads_encounter(dumps_encounter(enc))
    assert again.combatants[WOLF].sheet.dodge == 9


def test_a_file_with_a_bad_defense_is_refused():
    import json

    enc = demo_encounter()
    data = json.loads(dumps_encounter(enc))
    data["encounter"]["combatants"][2]["sheet"]["parry"] = "eleven"
    with pytest.raises(Exception) as err:
        loads_encounter(json.dumps(data))
    assert "parry" in str(err.value)


@pytest.mark.parametrize(("file", "dodge", "parry", "block"), [
    ("Orc_Sergeant.gcs", 12, 13, 13),
    ("Aboleth.gcs", 9, 8, None),
    ("Gelatinous_Cube.gcs", 8, None, None),
])
def test_gcs_import_reads_the_defenses(file, dodge, parry, block):
    c = import_file(str(GCS / file))
    assert (c.dodge, c.parry, c.block) == (dodge, parry, block)
    sheet = c.sheet()
    assert (sheet.dodge, sheet.parry, sheet.block) == (dodge, parry, block)


def test_a_defense_without_an_attack_roll_is_against_one_hit():
    enc = demo_encounter()
    before = enc.to_dict()
    gurps_ops.apply_hits(enc, WOLF, [], defense=Defense("dodge", 10), defense_roll=6)
    assert [e.key for e in enc.log[-1:]] == ["defense"]
    assert enc.log[-1].args["stopped"] == 1 and enc.combatants[WOLF].sheet.hp == 14
    enc2 = demo_encounter()
    action = gurps_ops.apply_hits(enc2, WOLF, [Hit(6, "cut", "torso")],
                                  defense=Defense("dodge", 10), defense_roll=14)
    assert [e.key for e in enc2.log[-2:]] == ["defense", "hit"]
    action.undo(enc2)
    assert enc2.to_dict() == before
    with pytest.raises(RulesError) as err:  # the dodge stopped it: no hit to enter
        gurps_ops.apply_hits(demo_encounter(), WOLF, [Hit(6)], defense=Defense("dodge", 10),
                             defense_roll=6)
    assert err.value.code == "too_many_hits"
    with pytest.raises(RulesError):
        gurps_ops.apply_hits(demo_encounter(), WOLF, [Hit(6), Hit(6)],
                             defense=Defense("dodge", 10), defense_roll=14)
    with pytest.raises(RulesError):
        gurps_ops.apply_hits(demo_encounter(), WOLF, [], critical_note=(10, "x"))
