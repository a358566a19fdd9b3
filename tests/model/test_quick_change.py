"""The quick damage/heal entry (issue 43): the text it reads, and that each ruleset's
consequences are those of the operation the GM would otherwise use (one undo step)."""

from __future__ import annotations

import pytest

from tracker.model import operations as ops
from tracker.model.errors import RulesError
from tracker.model.operations import History
from tracker.model.quick_change import parse_change, quick_change
from tracker.rulesets.coc.rules.sheet import new_sheet
from tracker.rulesets.gurps.rules.sheet import GurpsSheet


@pytest.mark.parametrize(("text", "want"), [
    ("-5", -5), ("5", -5), ("+3", 3), ("h3", 3), ("H 3", 3), ("＋３", 3), ("−4", -4),
    ("回復2", 2),
])
def test_the_text_read(text, want):
    assert parse_change(text) == want


@pytest.mark.parametrize("text", ["", "abc", "+", "-0", "5d", "+-3"])
def test_bad_text_is_refused_with_a_code(text):
    with pytest.raises(RulesError) as e:
        parse_change(text)
    assert e.value.code == "quick_change"


def gurps_fight():
    enc = ops.new_encounter("gurps", "quick")
    cid = ops.add_combatant(enc, "Orc", "enemy", GurpsSheet(max_hp=10), mid_fight=False).result
    ops.start_combat(enc)
    return enc, cid


def test_gurps_damage_is_the_hp_edit_with_its_g11_thresholds():
    enc, cid = gurps_fight()
    history = History(enc)
    # 10 HP − 21 = −11: past −1×HP (−10), not −2×HP (−20), so one death check (G11, n=1);
    # no shock or major wound (nothing hit a location: the Edit stats path)
    history.push(quick_change(enc, cid, -21))
    c = enc.combatants[cid]
    assert c.sheet.hp == -11
    assert [(k.kind, k.threshold) for k in enc.checks if k.combatant == cid] == [("death", 1)]
    assert not c.has("dead") and not c.has("shock")
    # the same as the Edit stats operation would have done
    twin, tid = gurps_fight()
    ops.edit_combatant(twin, tid, sheet={"hp": -11})
    assert ([(k.kind, k.threshold) for k in twin.checks]
            == [(k.kind, k.threshold) for k in enc.checks])
    # healed 12: −11 + 12 = 1, above −1×HP again, so the death check is dropped (G11)
    history.push(quick_change(enc, cid, 12))
    c = enc.combatants[cid]  # the edit puts an edited copy in its place
    assert c.sheet.hp == 1 and not [k for k in enc.checks if k.kind == "death"]
    history.undo()
    assert enc.combatants[cid].sheet.hp == -11  # one undo step per entry
    history.undo()
    assert enc.combatants[cid].sheet.hp == 10


def test_gurps_five_times_hp_below_zero_is_death():
    enc, cid = gurps_fight()
    quick_change(enc, cid, -50)  # 10 − 50 = −40 = −4×HP: death checks, not yet dead (G11)
    assert not enc.combatants[cid].has("dead")
    quick_change(enc, cid, -10)  # −40 − 10 = −50 = −5×HP: dead (G11)
    assert enc.combatants[cid].has("dead")


def test_a_heal_stops_at_the_maximum_and_full_is_refused():
    enc, cid = gurps_fight()
    quick_change(enc, cid, -3)  # 10 − 3 = 7
    quick_change(enc, cid, 9)  # 7 + 9 = 16, capped at max HP 10
    assert enc.combatants[cid].sheet.hp == 10
    with pytest.raises(RulesError) as e:
        quick_change(enc, cid, 1)
    assert e.value.code == "quick_change_full"


def coc_fight():
    enc = ops.new_encounter("coc", "quick")
    # HP = ceil((CON 12 + SIZ 12) / 2) = 12
    cid = ops.add_combatant(enc, "朝倉", "pc", new_sheet(dex=12, con=12, siz=12),
                            mid_fight=False).result
    ops.start_combat(enc)
    return enc, cid


def test_coc_damage_is_the_keepers_entered_damage_hp_2_unconscious_then_healed_awake():
    enc, cid = coc_fight()
    history = History(enc)
    # 12 − 10 = 2: HP ≤ 2 is unconscious (C8/R6); 10 is at least half of 12, which would
    # owe a shock roll (CON×5), but one already unconscious rolls none
    history.push(quick_change(enc, cid, -10))
    c = enc.combatants[cid]
    assert c.sheet.hp == 2 and c.has("unconscious")
    assert [w.amount for w in c.sheet.wounds] == [10]  # a wound first aid can treat (C9)
    assert not [k for k in enc.checks if k.kind == "shock"]
    # healed 1: 2 + 1 = 3, raised from ≤ 2 to 3+: awake again (R6)
    history.push(quick_change(enc, cid, 1))
    assert enc.combatants[cid].sheet.hp == 3 and not enc.combatants[cid].has("unconscious")
    history.undo()
    assert enc.combatants[cid].sheet.hp == 2 and enc.combatants[cid].has("unconscious")
    history.undo()
    assert enc.combatants[cid].sheet.hp == 12 and not enc.combatants[cid].has("unconscious")


def test_coc_half_the_hp_in_one_blow_owes_the_shock_roll():
    enc, cid = coc_fight()
    # 6 is at least half of 12 (C shock, on by default): CON×5 owed; 12 − 6 = 6, awake
    quick_change(enc, cid, -6)
    assert enc.combatants[cid].sheet.hp == 6
    assert [k.kind for k in enc.checks if k.combatant == cid] == ["shock"]
