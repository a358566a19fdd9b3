"""R11–R16 as the keeper's play-test of issue #19 found them (R11 amended): passing a
handgun's slot is not acting, a failed first aid uses the wound up, no healing once the death
clock ran out, the clock moves at once when its holder dies, cover after a plain failed dodge,
and a typed "00" is 100. Each test fails without its fix."""

from __future__ import annotations

import pytest

from tracker.model import operations as ops
from tracker.model.errors import RulesError
from tracker.model.operations import History
from tracker.rulesets.coc.rules.actions.aid import first_aid
from tracker.rulesets.coc.rules.actions.attack_plan import preview_attack
from tracker.rulesets.coc.rules.actions.attack_request import AttackRequest, Defense
from tracker.rulesets.coc.rules.actions.damage import Damage
from tracker.rulesets.coc.rules.checks import parse_d100

from .test_table import KNIFE, REVOLVER, hit, ids, sheet, table, to


def gun_table():
    """E (enemy, DEX 16, knife), G (PC, DEX 14, revolver), P (PC, DEX 10). Order:
    G@start, E, G, P, G@half (7)."""
    enc = ops.new_encounter("coc", "guns")
    for name, side, s in (("E", "enemy", sheet(16, weapons=[KNIFE])),
                          ("G", "pc", sheet(14, weapons=[REVOLVER])),
                          ("P", "pc", sheet(10))):
        ops.add_combatant(enc, name, side, s, mid_fight=False)
    ops.start_combat(enc)
    return enc, History(enc)


# -- 1. R14: passing a handgun's slot is not acting --------------------------------------------


def test_passing_the_round_start_slot_leaves_the_gunman_free_to_cover():
    """R14 — G passes its round-start shot; on E's action G still covers P."""
    enc, h = gun_table()
    n = ids(enc)
    assert enc.position == f"{n['G']}@start"
    h.push(ops.next_turn(enc))  # the round-start shot left unused
    assert enc.position == n["E"]
    assert n["G"] not in enc.state["round"]["acted"]
    out = hit(h, enc, n["E"], n["P"], "w0", roll=10, faces=(4,),
              defense=Defense("cover", 20, by=n["G"]))
    assert out.cover.allowed and out.damage == {n["P"]: 0, n["G"]: 6}


def test_a_shot_at_round_start_is_acting():
    """R14 — a shot in any position is acting: no cover later in the round (refused, C6)."""
    enc, h = gun_table()
    n = ids(enc)
    hit(h, enc, n["G"], n["E"], "w0", roll=90, faces=(3,))
    assert n["G"] in enc.state["round"]["acted"]
    h.push(ops.next_turn(enc))
    with pytest.raises(RulesError, match=r"G cannot cover this attack: \[C6\]") as refused:
        hit(h, enc, n["E"], n["P"], "w0", roll=10, faces=(4,),
            defense=Defense("cover", 20, by=n["G"]))
    assert refused.value.code == "cover_refused"
    out = hit(h, enc, n["E"], n["P"], "w0", roll=10, faces=(4,))
    assert out.cover is None and out.damage == {n["P"]: 6}


# -- 2. R11: a failed first aid uses the wound up -------------------------------------------------


def test_a_failed_first_aid_uses_up_the_wound():
    """R11 — roll 50 fails (skill 40); the same wound cannot be tried again with 10."""
    enc, h = table()
    n = ids(enc)
    enc.combatants[n["A"]].sheet.skills["first_aid"] = 40
    h.push(ops.apply_hit(enc, n["B"], Damage(5)))
    res = h.push(first_aid(enc, n["A"], n["B"], 0, roll=50)).result
    assert res.outcome == "failure" and res.wound_treated
    assert enc.combatants[n["B"]].sheet.wounds[0].treated
    with pytest.raises(RulesError, match="had its first aid"):
        first_aid(enc, n["A"], n["B"], 0, roll=10)
    assert enc.combatants[n["B"]].sheet.hp == 5


@pytest.mark.parametrize("roll", [50, 99])  # failed and fumbled
def test_the_coc_command_answers_wound_treated_on_a_failure(roll):
    import json

    from tracker.model.dice import Dice
    from tracker.rulesets.coc.commands.requests import answer

    out, ok = answer(json.dumps({"op": "first_aid", "skill": 40, "roll": roll,
                                 "wound": {"amount": 4, "source": "normal", "treated": False},
                                 "patient": {"hp": 2, "max_hp": 10}}), Dice(1))
    assert ok and out["allowed"] and out["healed"] == 0
    assert out["wound_treated"] is True


# -- 3. R12: no healing once the clock ran out -----------------------------------------------------


def _dropped_b():
    """B dropped to HP 0 on D's action in round 1; its clock runs out after D in round 2."""
    enc, h = table()
    n = ids(enc)
    to(enc, h, n["D"])
    hit(h, enc, n["D"], n["B"], "w0", faces=(6,))
    hit(h, enc, n["D"], n["B"], "w0", faces=(6,))
    return enc, h, n


def test_first_aid_is_refused_once_the_clock_ran_out():
    """R12 — the clock ran out: first aid is refused and the confirmation makes B dead at 0."""
    enc, h, n = _dropped_b()
    to(enc, h, n["D"], 2)
    h.push(ops.next_turn(enc))
    death = [k for k in enc.checks if k.kind == "death"]
    assert [k.combatant for k in death] == [n["B"]]
    with pytest.raises(RulesError, match="run out") as err:
        first_aid(enc, n["A"], n["B"], 0, roll=10, faces=(2,))
    assert err.value.code == "clock_ran_out"
    b = enc.combatants[n["B"]]
    assert b.sheet.hp == 0
    h.push(ops.resolve_check(enc, death[0].id))
    assert b.has("dead") and b.sheet.hp == 0


def test_healing_while_the_clock_runs_stops_it():
    """R12 — before the deadline first aid saves B and no confirmation is left."""
    enc, h, n = _dropped_b()
    h.push(first_aid(enc, n["A"], n["B"], 0, roll=10, faces=(2,)))
    to(enc, h, n["D"], 2)
    h.push(ops.next_turn(enc))
    b = enc.combatants[n["B"]]
    assert not [k for k in enc.checks if k.kind == "death"]
    assert b.sheet.hp == 2 and not b.has("dying") and not b.has("dead")


# -- 4. R13: the clock moves at once when its holder dies -----------------------------------------


def test_a_dead_holder_passes_the_clock_at_once_and_it_shows_on_one_position():
    """R13 — C (round-start shot) drops A; C is killed: the clock names the living one before
    C's position at once; with nobody before, it ran out with round 1."""
    enc, h = table()
    n = ids(enc)
    to(enc, h, n["C"])  # C's own action (the order: C@start, A, C, B, D, C@half)
    hit(h, enc, n["C"], n["B"], "w0", faces=(10,))  # B: 10 → 0
    clock = enc.state["clocks"][0]
    assert clock["after"] == n["C"]
    h.push(ops.apply_hit(enc, n["C"], Damage(20)))
    assert enc.combatants[n["C"]].has("dead")
    assert [k["after"] for k in enc.state["clocks"]] == [n["A"]]
    passed = [e for e in enc.log if e.key == "coc.clock_passed"]
    assert passed and passed[-1].args["holder"] == "A"


def test_with_nobody_alive_before_the_holder_the_clock_has_run_out():
    """R7, R13: C@start dropped B in round 1 and dies in round 2 before anyone before it can
    hold the clock: the deadline was the end of round 1, so it has run out."""
    enc, h = table()
    n = ids(enc)
    hit(h, enc, n["C"], n["B"], "w0", faces=(10,))  # at C@start, the first position
    assert enc.state["clocks"][0]["after"] == f"{n['C']}@start"
    to(enc, h, n["A"], 2)
    h.push(ops.apply_hit(enc, n["C"], Damage(20)))
    assert enc.state["clocks"] == []
    assert [k.combatant for k in enc.checks if k.kind == "death"] == [n["B"]]


# -- 5. R15: cover after a plain failed dodge ----------------------------------------------------


def test_a_bullet_cannot_be_dodged_but_the_cover_after_it_comes():
    """R4, R15: the dodge is not possible against a bullet; B, who has not acted, covers."""
    enc, h = table()
    n = ids(enc)
    to(enc, h, n["C"])  # A acted; B has not
    out = hit(h, enc, n["C"], n["A"], "w0", roll=10, faces=(6,),
              defense=Defense("dodge", 70, cover_by=n["B"], cover_roll=20))
    assert out.dodge.allowed is False  # bullets cannot be dodged (R4): cover still comes
    assert out.cover.allowed and out.damage == {n["A"]: 0, n["B"]: 6}
    assert n["B"] in enc.state["round"]["acted"]
    assert [e.args["defense"] for e in enc.log if e.key in ("coc.defense",
                                                             "coc.defense_refused")] \
        == ["dodge", "cover"]


def test_a_failed_melee_dodge_then_cover_and_a_fumbled_dodge_forbids_it():
    """R15 — C4: D's club at B; B's dodge 70 fails (cover by A, who has not acted);
    a fumbled dodge forbids the cover and its damage is fumble damage (R11)."""
    enc, h = table()
    n = ids(enc)
    h.push(ops.move_combatant(enc, n["D"], 0))  # D acts first among the own rows
    to(enc, h, n["D"])
    assert n["A"] not in enc.state["round"]["acted"]
    out = preview_attack(enc, AttackRequest(
        n["D"], n["B"], "w0", roll=10, w_faces=(5,),
        defense=Defense("dodge", 70, cover_by=n["A"], cover_roll=20)))
    assert out.dodge.outcome == "failure" and out.cover.allowed
    assert out.damage == {n["B"]: 0, n["A"]: 5}
    out = hit(h, enc, n["D"], n["B"], "w0", roll=10, faces=(5,),
              defense=Defense("dodge", 99, cover_by=n["A"], cover_roll=20))
    assert out.dodge.outcome == "fumble" and not out.cover.allowed
    b = enc.combatants[n["B"]]
    assert out.damage[n["B"]] == 5 and b.has("prone")
    assert b.sheet.wounds[-1].source == "fumble"  # item 17
    assert n["A"] not in enc.state["round"]["acted"]


# -- 6. R16: a typed "00" is 100 ------------------------------------------------------------------


@pytest.mark.parametrize(("text", "value"), [("00", 100), ("100", 100), ("05", 5), ("5", 5),
                                             ("０５", 5), ("", None), (" 42 ", 42)])
def test_a_typed_d100(text, value):
    """R16 — "00" is 100."""
    assert parse_d100(text) == value


@pytest.mark.parametrize("text", ["0", "000", "101", "-3", "x", "1.5", "²"])
def test_a_typed_d100_refused(text):
    with pytest.raises(RulesError):
        parse_d100(text)


def test_a_100_attack_roll_is_a_fumble_not_the_apps_roll():
    enc, h = table()
    n = ids(enc)
    out = hit(h, enc, n["C"], n["A"], "w0", roll=parse_d100("00"), faces=(5,))
    assert out.attack.roll == 100 and out.attack.outcome == "fumble"
