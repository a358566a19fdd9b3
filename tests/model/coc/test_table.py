"""Call of Cthulhu at the table: the ruleset's hooks and the keeper's actions across rounds.
Every action is one undoable step (undo restores the file text exactly), and every action
checks that it touched every combatant it changed (conftest: verify_snapshots)."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tracker.model import files
from tracker.model import operations as ops
from tracker.model.encounter import Encounter
from tracker.model.errors import RulesError
from tracker.model.files.schema import encounter_schema
from tracker.model.operations import History
from tracker.model.ruleset import get_ruleset
from tracker.rulesets.coc.rules.actions.aid import first_aid
from tracker.rulesets.coc.rules.actions.attack import attack
from tracker.rulesets.coc.rules.actions.attack_plan import preview_attack
from tracker.rulesets.coc.rules.actions.attack_request import AttackRequest, Defense
from tracker.rulesets.coc.rules.actions.damage import Damage
from tracker.rulesets.coc.rules.actions.guns import break_away, close_in, declare_rapid_fire
from tracker.rulesets.coc.rules.actions.recover import get_up
from tracker.rulesets.coc.rules.actions.secret import secret
from tracker.rulesets.coc.rules.demo import demo_encounter
from tracker.rulesets.coc.rules.ruleset import COC
from tracker.rulesets.coc.rules.sheet import new_sheet
from tracker.rulesets.coc.rules.weapons import Weapon

REVOLVER = Weapon("1d10", "firearm", db=False, skill="handgun", name="Revolver", shots=3)
KNIFE = Weapon("1d4+2", "edged", small=True, skill="knife", name="Knife", durability=10)
CLUB = Weapon("1d6", "blunt", skill="club", name="Club", durability=20)


def sheet(dex: int, *, con: int = 10, siz: int = 10, weapons=(), armor=0, kind="human",
          **skills: int):
    s = new_sheet(kind, str=10, con=con, siz=siz, dex=dex, pow=12)
    assert s.skills is not None
    s.skills.update({"dodge": 60, "fist": 50, "first_aid": 60, "handgun": 50, "knife": 50,
                     "club": 50})
    s.skills.update(skills)
    s.weapons = list(weapons)
    s.armor = armor
    return s


def table(options: dict | None = None) -> tuple[Encounter, History]:
    """A (PC, DEX 15), B (PC, DEX 12, knife), C (cultist, DEX 13, revolver), D (enemy,
    DEX 8, club); all HP 10, DB 0. Order: C@start, A, C, B, D, C@half (6.5)."""
    enc = ops.new_encounter("coc", "table", options or {})
    for name, side, s in (("A", "pc", sheet(15)), ("B", "pc", sheet(12, weapons=[KNIFE])),
                          ("C", "enemy", sheet(13, weapons=[REVOLVER])),
                          ("D", "enemy", sheet(8, weapons=[CLUB]))):
        ops.add_combatant(enc, name, side, s, mid_fight=False)
    ops.start_combat(enc)
    return enc, History(enc)


def ids(enc: Encounter) -> dict[str, str]:
    return {c.name: c.id for c in enc.combatants.values()}


def to(enc: Encounter, h: History, position: str, round_: int | None = None) -> None:
    for _ in range(60):
        if enc.position == position and (round_ is None or enc.round == round_):
            return
        h.push(ops.next_turn(enc))
    raise AssertionError(f"never reached {position} (at {enc.position}, round {enc.round})")


def text(enc: Encounter) -> str:
    return files.dumps_encounter(enc)


def hit(h, enc, attacker, target, weapon, roll=10, faces=(5,), **kw):
    return h.push(attack(enc, AttackRequest(attacker, target, weapon, roll=roll,
                                            w_faces=faces, **kw))).result


def keys(enc: Encounter, since: int = 0) -> list[str]:
    return [e.key for e in enc.log[since:]]


# -- the seam ----------------------------------------------------------------------------------


def test_the_registry_gives_the_coc_ruleset_and_its_declarations():
    assert get_ruleset("coc") is COC
    assert COC.track_ids == ("hp", "mp", "san")
    assert {o.id: o.default for o in COC.options} == {"critical": 5, "shock": True,
                                                      "npc_clock": False,
                                                      "seconds_per_round": 10}  # R31
    crit = next(o for o in COC.options if o.id == "critical")
    assert crit.choices == (5, 1) and len(crit.choice_labels) == 2
    assert {"prone", "weapon_dropped", "unconscious", "knocked_out", "dying", "dead",
            "closed_in"} <= set(COC.conditions)
    enc, _h = table()
    c = enc.combatants["c1"]
    assert [t.id for t in COC.tracks(c)] == ["hp", "mp", "san"]
    assert [(t.current, t.maximum) for t in COC.tracks(c)] == [(10, 10), (12, 12), (60, 99)]


def test_the_turn_order_is_dex_with_handgun_slots_at_round_start_and_half_dex():
    """C0, C12, R3: round-start shots first; DEX÷2 = 6.5 after DEX 8."""
    enc, _h = table()
    n = ids(enc)
    a, b, c, d = n["A"], n["B"], n["C"], n["D"]
    assert enc.order == [f"{c}@start", a, c, b, d, f"{c}@half"]
    assert enc.position == f"{c}@start" and enc.round == 1


def test_half_dex_keeps_the_half_for_ordering():
    """R3: a DEX÷2 of 6.5 acts after 7 and before 6."""
    enc = ops.new_encounter("coc", "halves")
    for name, dex, w in (("Gun", 13, [REVOLVER]), ("Seven", 7, []), ("Six", 6, [])):
        ops.add_combatant(enc, name, "enemy", sheet(dex, weapons=w), mid_fight=False)
    ops.start_combat(enc)
    names = [enc.combatants[p.split("@")[0]].name + ("@" + p.split("@")[1] if "@" in p else "")
             for p in enc.order]
    assert names == ["Gun@start", "Gun", "Seven", "Gun@half", "Six"]


def test_the_keepers_hand_made_order_survives_a_new_round():
    enc, h = table()
    n = ids(enc)
    h.push(ops.move_combatant(enc, n["D"], 1))  # D acts before A from now on
    to(enc, h, f"{n['C']}@start", 2)
    own = [p for p in enc.order if "@" not in p]
    assert own[0] == n["D"] and own[1] == n["A"]


def test_a_multi_shot_gun_gets_its_slots_only_while_ready():
    """C3, R8: prone or with the weapon dropped the slots are passed over; rapid fire puts
    every shot at DEX."""
    enc, h = table()
    n = ids(enc)
    c = n["C"]
    assert COC.slot_active(enc, f"{c}@start")
    h.push(ops.set_condition(enc, c, "weapon_dropped"))
    assert not COC.slot_active(enc, f"{c}@half")
    h.undo()
    h.push(declare_rapid_fire(enc, c))
    assert not COC.slot_active(enc, f"{c}@half")
    assert enc.log[-1].key == "coc.rapid"
    to(enc, h, c)
    values = []
    for _k in range(3):
        out = hit(h, enc, c, n["A"], "w0", roll=90, faces=(1,))
        values.append(out.value)
    assert values == [50, 55, 60]  # R8: +5% per shot after the first
    with pytest.raises(RulesError, match="no shots left"):
        attack(enc, AttackRequest(c, n["A"], "w0", roll=90))
    to(enc, h, n["D"])
    assert enc.order[-1] == f"{c}@half"
    h.push(ops.next_turn(enc))  # the DEX÷2 slot is passed over: next round
    assert enc.round == 2 and enc.position == f"{c}@start"


# -- dodge, parry, cover -------------------------------------------------------------------------


def test_dodge_decays_60_30_20_and_resets_each_round():
    """C4, R4: 1st Dodge, 2nd half, then the previous value −10; a new round starts over."""
    enc, h = table()
    n = ids(enc)
    to(enc, h, n["A"])
    for expected in (60, 30, 20):
        out = hit(h, enc, n["A"], n["D"], "fist", faces=(1,),
                  defense=Defense("dodge", roll=90))
        assert out.dodge.target == expected and not out.dodge.evaded
    assert enc.state["round"]["dodges"][n["D"]] == [60, 30, 20]
    to(enc, h, n["A"], 2)
    out = hit(h, enc, n["A"], n["D"], "fist", faces=(1,), defense=Defense("dodge", roll=5))
    assert out.dodge.target == 60 and out.dodge.evaded and out.damage[n["D"]] == 0


def test_bullets_cannot_be_dodged():
    """R4."""
    enc, h = table()
    n = ids(enc)
    before = text(enc)
    with pytest.raises(RulesError, match=r"A cannot dodge this attack: \[R4\]") as refused:
        hit(h, enc, n["C"], n["A"], "w0", faces=(4,), defense=Defense("dodge", roll=5))
    assert refused.value.code == "dodge_refused"
    assert refused.value.args_["reason"] == "coc.dodge.bullet"
    assert text(enc) == before and enc.state["round"]["dodges"] == {}


def test_parry_once_a_round_and_the_item_takes_the_damage():
    """C5, R10: once a round, costs no action; a successful parry with an item takes the
    full damage off its durability."""
    enc, h = table()
    n = ids(enc)
    to(enc, h, n["D"])
    out = hit(h, enc, n["D"], n["B"], "w0", faces=(4,), defense=Defense("parry", 10, "w0"))
    assert out.parry.parried and out.damage[n["B"]] == 0
    assert enc.combatants[n["B"]].sheet.weapons[0].durability == 6
    assert keys(enc)[-3:] == ["coc.attack", "coc.defense", "coc.durability"] or \
        "coc.durability" in keys(enc)[-4:]
    before, log_len = text(enc), len(enc.log)
    with pytest.raises(RulesError, match=r"B cannot parry .*\[C5\]") as refused:
        hit(h, enc, n["D"], n["B"], "w0", faces=(4,), defense=Defense("parry", 10, "w0"))
    assert refused.value.code == "parry_refused"
    assert refused.value.args_["reason"] == "coc.parry.once"
    assert text(enc) == before and len(enc.log) == log_len  # refused: nothing changed
    out = hit(h, enc, n["D"], n["B"], "w0", faces=(4,))
    assert out.parry is None and out.damage[n["B"]] == 4
    to(enc, h, n["D"], 2)
    out = hit(h, enc, n["D"], n["B"], "w0", faces=(1,), defense=Defense("parry", 10, "w0"))
    assert out.parry.allowed and out.parry.parried


def test_cover_only_by_an_investigator_who_has_not_acted():
    """C6, R9: a PC who has not acted this round covers and spends the turn; an enemy or
    someone who acted cannot: refused (cover_refused)."""
    enc, h = table()
    n = ids(enc)
    # C's round-start shot at A: B has not acted yet
    with pytest.raises(RulesError):
        attack(enc, AttackRequest(n["C"], n["A"], "w0", roll=10,
                                  defense=Defense("cover", 30, by=n["A"])))
    with pytest.raises(RulesError, match=r"\[R9\]") as refused:  # investigators only
        preview_attack(enc, AttackRequest(n["C"], n["A"], "w0", roll=10, w_faces=(8,),
                                          defense=Defense("cover", 30, by=n["D"])))
    assert refused.value.code == "cover_refused"
    out = hit(h, enc, n["C"], n["A"], "w0", faces=(8,), defense=Defense("cover", 30, by=n["B"]))
    assert out.cover.allowed and out.cover.outcome == "success"
    assert out.damage == {n["A"]: 0, n["B"]: 8}
    assert enc.combatants[n["B"]].sheet.hp == 2 and enc.combatants[n["B"]].has("unconscious")
    assert n["B"] in enc.state["round"]["acted"]
    to(enc, h, n["C"])  # A has acted now
    with pytest.raises(RulesError) as refused:
        preview_attack(enc, AttackRequest(n["C"], n["B"], "w0", roll=10, w_faces=(3,),
                                          defense=Defense("cover", 30, by=n["A"])))
    assert refused.value.code == "cover_refused"
    assert refused.value.args_["reason"] == "coc.cover.acted"


def test_a_failed_cover_splits_the_damage_and_armor_counts_for_each():
    """R9: failure — the coverer takes the smaller half; each side's armor still counts."""
    enc, h = table()
    n = ids(enc)
    enc.combatants[n["B"]].sheet.armor = 1
    out = hit(h, enc, n["C"], n["A"], "w0", roll=30, faces=(7,),
              defense=Defense("cover", 70, by=n["B"]))
    assert out.cover.outcome == "failure"
    assert out.damage == {n["A"]: 4, n["B"]: 2}  # 7 → 3 and 4; B's armor 1: 3 → 2
    assert "coc.cover.armor" in [x.key for x in out.defense_lines]


# -- knockout, shock, waking and SAN ----------------------------------------------------------


def test_a_declared_knockout_deals_a_third_and_knocks_out():
    """C7, R5: damage after armor against HP before on the resistance table; a win deals a
    third and knocks out; waking is rolled from the next round without SAN loss at HP 3+."""
    enc, h = table()
    n = ids(enc)
    to(enc, h, n["D"])
    out = hit(h, enc, n["D"], n["A"], "w0", faces=(6,), knockout=True, knockout_roll=10)
    assert out.knockout.outcome == "success" and out.damage[n["A"]] == 2
    a = enc.combatants[n["A"]]
    assert a.sheet.hp == 8 and a.has("unconscious") and a.has("knocked_out")
    assert not [k for k in enc.checks if k.kind == "wake"]
    to(enc, h, f"{n['C']}@start", 2)
    wake = [k for k in enc.checks if k.kind == "wake" and k.combatant == n["A"]]
    assert len(wake) == 1
    spec = ops.check_spec(enc, wake[0])
    assert (spec.dice, spec.target, spec.against) == ("1d100", 50, "CON×5")
    san = a.sheet.san
    h.push(ops.resolve_check(enc, wake[0].id, 10))
    assert not a.has("unconscious") and not a.has("knocked_out") and a.sheet.san == san


def test_knockout_only_with_fist_kick_grapple_head_butt_or_blunt():
    """C7."""
    enc, _h = table()
    n = ids(enc)
    with pytest.raises(RulesError, match="knock out"):
        attack(enc, AttackRequest(n["B"], n["D"], "w0", roll=10, knockout=True))


def test_unconscious_at_hp_2_wakes_from_the_next_round_and_loses_san():
    """C8, R6: HP ≤ 2 → unconscious; from the next round CON×5 each round start, waking
    costs 1d3 SAN, and every later round start awake at HP ≤ 2 another 1d3."""
    enc, h = table()
    n = ids(enc)
    a = enc.combatants[n["A"]]
    hit(h, enc, n["C"], n["A"], "w0", faces=(8,))
    assert a.sheet.hp == 2 and a.has("unconscious") and not a.has("dying")
    assert not COC.takes_turn(a)
    assert [k.kind for k in enc.checks if k.combatant == n["A"]] == []
    to(enc, h, f"{n['C']}@start", 2)
    wake = next(k for k in enc.checks if k.kind == "wake")
    san = a.sheet.san
    h.push(ops.resolve_check(enc, wake.id, 99))  # still out
    assert a.has("unconscious") and a.sheet.san == san
    to(enc, h, f"{n['C']}@start", 3)
    wake = next(k for k in enc.checks if k.kind == "wake")
    h.push(ops.resolve_check(enc, wake.id, 10))
    assert not a.has("unconscious") and a.sheet.san == san
    # R16: the 1d3 is a roll of its own that the keeper may type
    loss = next(k for k in enc.checks if k.kind == "san_loss")
    assert ops.check_spec(enc, loss).dice == "1d3"
    with pytest.raises(RulesError, match="1d3"):
        ops.resolve_check(enc, loss.id, 4)
    a = enc.combatants[n["A"]]  # the refused action restored the combatant
    h.push(ops.resolve_check(enc, loss.id, 2))
    assert a.sheet.san == san - 2 and enc.log[-1].key == "coc.san"
    assert [x.key for x in enc.log[-1].explain] == ["coc.rs.woke_low", "coc.rs.san"]
    san = a.sheet.san
    to(enc, h, f"{n['C']}@start", 4)
    loss = next(k for k in enc.checks if k.kind == "san_loss")
    h.push(ops.resolve_check(enc, loss.id))  # rolled by the app
    lost = [e for e in enc.log if e.key == "coc.san" and e.round == 4]
    assert len(lost) == 1 and 1 <= san - a.sheet.san <= 3
    assert [x.key for x in lost[0].explain] == ["coc.rs.awake_low", "coc.rs.san"]


def test_an_unrolled_wake_check_is_still_owed_at_the_next_round_start():
    """R34: round 2's CON×5 not rolled before round 3 starts is owed beside round 3's; each
    roll is logged, in the order the keeper makes them."""
    enc, h = table()
    n = ids(enc)
    hit(h, enc, n["C"], n["A"], "w0", faces=(8,))  # A 10 → 2: unconscious (C8)
    to(enc, h, f"{n['C']}@start", 3)
    wakes = [k for k in enc.checks if k.kind == "wake"]
    assert len(wakes) == 2 and "check_lapsed" not in keys(enc)
    h.push(ops.resolve_check(enc, wakes[1].id, 99))  # round 3's first: CON 10 ×5 = 50, fails
    h.push(ops.resolve_check(enc, wakes[0].id, 10))  # then round 2's: wakes
    rolls = [e.args["roll"] for e in enc.log if e.key == "coc.check_roll"]
    assert rolls == [99, 10] and not enc.combatants[n["A"]].has("unconscious")
    assert [k.kind for k in enc.checks] == ["san_loss"]  # woke at HP 2: 1d3 SAN (R6)


@pytest.mark.parametrize(("shock", "expected"), [(True, ["shock"]), (False, [])])
def test_shock_after_a_wound_of_half_the_hp_is_an_option(shock, expected):
    """C0: a wound of half the HP before it or more calls for CON×5 (option, on by
    default); failing it knocks the victim unconscious."""
    enc, h = table({"shock": shock})
    n = ids(enc)
    hit(h, enc, n["C"], n["A"], "w0", faces=(5,))
    assert [k.kind for k in enc.checks] == expected
    if shock:
        h.push(ops.resolve_check(enc, enc.checks[0].id, 90))
        assert enc.combatants[n["A"]].has("unconscious")


# -- the death clock -------------------------------------------------------------------------------


def test_the_death_clock_runs_out_after_the_same_position_one_cycle_later():
    """C10, R7: B dropped to 0 on D's action in round 1 dies at the end of D's action in
    round 2 — not earlier — once the keeper confirms."""
    enc, h = table()
    n = ids(enc)
    to(enc, h, n["D"])
    hit(h, enc, n["D"], n["B"], "w0", faces=(6,))
    hit(h, enc, n["D"], n["B"], "w0", faces=(6,))
    b = enc.combatants[n["B"]]
    assert b.sheet.hp == 0 and b.has("dying") and b.has("unconscious")
    assert enc.state["clocks"] == [{"victim": n["B"], "round": 2, "after": n["D"],
                                    "before": [n["B"], n["C"], n["A"], f"{n['C']}@start"]}]
    to(enc, h, n["D"], 2)
    assert not [k for k in enc.checks if k.kind == "death"]
    h.push(ops.next_turn(enc))  # D's action in round 2 ends
    death = [k for k in enc.checks if k.kind == "death"]
    assert len(death) == 1 and death[0].combatant == n["B"]
    assert ops.check_spec(enc, death[0]).dice == ""  # a confirmation, not a roll
    assert enc.state["clocks"] == []
    assert "coc.clock_out" in keys(enc)
    h.push(ops.resolve_check(enc, death[0].id))
    assert b.has("dead") and enc.log[-1].key == "coc.death"


def test_a_clock_started_by_a_handgun_slot_runs_out_after_that_slot():
    """R7: the same turn-order position one cycle later, also for a round-start shot."""
    enc, h = table()
    n = ids(enc)
    hit(h, enc, n["C"], n["A"], "w0", faces=(10,))
    assert enc.state["clocks"][0]["after"] == f"{n['C']}@start"
    to(enc, h, f"{n['C']}@start", 2)
    assert not [k for k in enc.checks if k.kind == "death"]
    h.push(ops.next_turn(enc))
    assert [k.combatant for k in enc.checks if k.kind == "death"] == [n["A"]]


def test_a_dead_holder_passes_the_deadline_to_the_living_one_before():
    """C10, R7: if the one whose action dropped the victim is dead by then, the end of the
    action of the nearest living combatant before it counts."""
    enc, h = table()
    n = ids(enc)
    to(enc, h, n["D"])
    hit(h, enc, n["D"], n["B"], "w0", faces=(6,))
    hit(h, enc, n["D"], n["B"], "w0", faces=(6,))
    h.push(ops.set_condition(enc, n["D"], "dead"))
    # R13: the deadline moves at once: B (before D) is the victim, so C holds it now
    assert [k["after"] for k in enc.state["clocks"]] == [n["C"]]
    assert "coc.clock_passed" in keys(enc)
    to(enc, h, n["C"], 2)
    assert not [k for k in enc.checks if k.kind == "death"]
    h.push(ops.next_turn(enc))  # C's action ends
    out = [e for e in enc.log if e.key == "coc.clock_out"]
    assert len(out) == 1 and [k.combatant for k in enc.checks if k.kind == "death"] == [n["B"]]


def test_a_holder_who_leaves_passes_the_clock_on():
    enc, h = table()
    n = ids(enc)
    to(enc, h, n["D"])
    hit(h, enc, n["D"], n["B"], "w0", faces=(6,))
    hit(h, enc, n["D"], n["B"], "w0", faces=(6,))
    h.push(ops.remove_combatant(enc, n["D"]))
    assert enc.state["clocks"][0]["after"] == n["C"]  # B itself is skipped
    to(enc, h, n["C"], 2)
    h.push(ops.next_turn(enc))
    assert [k.combatant for k in enc.checks if k.kind == "death"] == [n["B"]]


def test_first_aid_stops_the_clock_and_treats_the_wound_once():
    """C9, R11, R7: 1d3 on one wound, never more than it did; HP 1+ stops the clock; a
    treated wound gets no more first aid; fumble and additional damage are not wounds."""
    enc, h = table()
    n = ids(enc)
    to(enc, h, n["D"])
    hit(h, enc, n["D"], n["B"], "w0", faces=(6,))
    hit(h, enc, n["D"], n["B"], "w0", faces=(6,))
    b = enc.combatants[n["B"]]
    assert [w.amount for w in b.sheet.wounds] == [6, 4]
    res = h.push(first_aid(enc, n["A"], n["B"], 1, roll=20, faces=(3,))).result
    assert res.healed == 3 and b.sheet.hp == 3
    assert enc.state["clocks"] == [] and not b.has("dying") and not b.has("unconscious")
    assert b.sheet.wounds[1].treated
    assert "coc.clock_stopped" in keys(enc)
    with pytest.raises(RulesError, match="had its first aid"):
        first_aid(enc, n["A"], n["B"], 1, roll=20)
    h.push(ops.apply_hit(enc, n["B"], Damage(1, "fumble")))
    with pytest.raises(RulesError, match="not a wound"):
        first_aid(enc, n["A"], n["B"], 2, roll=20)
    to(enc, h, n["D"], 2)
    h.push(ops.next_turn(enc))
    assert not [k for k in enc.checks if k.kind == "death"]


def test_npcs_die_at_once_unless_the_keeper_keeps_their_clock():
    """R7."""
    enc, h = table()
    n = ids(enc)
    to(enc, h, n["A"])
    hit(h, enc, n["A"], n["D"], "fist", faces=(3,))
    enc.combatants[n["D"]].sheet.hp = 1
    hit(h, enc, n["A"], n["D"], "fist", faces=(3,))
    d = enc.combatants[n["D"]]
    assert d.has("dead") and enc.state.get("clocks", []) == []
    assert not COC.takes_turn(d)
    enc, h = table({"npc_clock": True})
    n = ids(enc)
    to(enc, h, n["A"])
    enc.combatants[n["D"]].sheet.hp = 2
    hit(h, enc, n["A"], n["D"], "fist", faces=(3,))
    assert not enc.combatants[n["D"]].has("dead") and enc.state["clocks"][0]["victim"] == n["D"]


def test_end_of_combat_leaves_running_clocks_to_the_keeper():
    """C10: outside combat the keeper decides when everyone able to aid has acted."""
    enc, h = table()
    n = ids(enc)
    hit(h, enc, n["C"], n["A"], "w0", faces=(10,))
    h.push(ops.end_combat(enc))
    assert not enc.in_combat and "@" not in "".join(enc.order)
    death = [k for k in enc.checks if k.kind == "death"]
    assert [k.combatant for k in death] == [n["A"]] and death[0].data == {"outside": True}
    h.push(first_aid(enc, n["B"], n["A"], 0, roll=20, faces=(2,)))
    assert not [k for k in enc.checks if k.kind == "death"]


# -- fumbles, getting up, closing in, secret rolls -------------------------------------------------


def test_a_fumble_unarmed_knocks_the_attacker_prone_and_getting_up_costs_a_turn():
    """C3: prone — no attack until someone spends a turn in a later round to get up."""
    enc, h = table()
    n = ids(enc)
    to(enc, h, n["A"])
    hit(h, enc, n["A"], n["D"], "fist", roll=99)
    h.push(ops.set_condition(enc, n["D"], "prone"))
    a = enc.combatants[n["A"]]
    assert a.has("prone") and a.conditions["prone"].value == 1
    with pytest.raises(RulesError, match="prone"):
        attack(enc, AttackRequest(n["A"], n["D"], "fist", roll=10))
    with pytest.raises(RulesError, match="next round"):
        get_up(enc, n["A"])
    to(enc, h, f"{n['C']}@start", 2)
    h.push(get_up(enc, n["A"], helper=n["B"]))
    assert not a.has("prone") and n["B"] in enc.state["round"]["acted"]
    assert enc.log[-1].key == "coc.get_up"
    with pytest.raises(RulesError, match="getting up"):
        get_up(enc, n["D"], helper=n["B"])
    h.push(get_up(enc, n["D"]))
    assert enc.log[-1].explain[0].key == "coc.get_up.self"


def test_a_fumble_with_a_weapon_drops_it():
    """C3."""
    enc, h = table()
    n = ids(enc)
    to(enc, h, n["D"])
    hit(h, enc, n["D"], n["A"], "w0", roll=98)
    assert enc.combatants[n["D"]].has("weapon_dropped")
    with pytest.raises(RulesError, match="dropped"):
        attack(enc, AttackRequest(n["D"], n["A"], "w0", roll=10))
    hit(h, enc, n["D"], n["A"], "fist", faces=(1,))  # bare hands still work


def test_closing_in_gives_point_blank_from_the_next_round_and_no_parry():
    """C12: closing in spends the turn; point-blank (×2) from the next round; the shooter
    cannot parry; the target may break away on a DEX contest."""
    enc, h = table()
    n = ids(enc)
    to(enc, h, n["C"])
    h.push(close_in(enc, n["C"], n["B"]))
    c = enc.combatants[n["C"]]
    assert c.has("closed_in")
    with pytest.raises(RulesError, match=r"closed in .*\(C12\)") as refused:
        preview_attack(enc, AttackRequest(n["C"], n["B"], "w0", roll=99))
    assert refused.value.code == "position_spent"  # closing in spent C's action at DEX
    to(enc, h, f"{n['C']}@half")
    out = preview_attack(enc, AttackRequest(n["C"], n["B"], "w0", roll=99))
    assert out.value == 50  # the DEX÷2 shot is another position; point-blank: next round
    to(enc, h, f"{n['C']}@start", 2)
    out = hit(h, enc, n["C"], n["B"], "w0", roll=99, faces=(1,))
    assert out.value == 100 and "coc.gun.point_blank" in [x.key for x in out.attack_lines]
    to(enc, h, n["B"], 2)
    with pytest.raises(RulesError, match=r"C cannot parry .*\[C12\]") as refused:
        preview_attack(enc, AttackRequest(n["B"], n["C"], "w0", roll=10, w_faces=(1,),
                                          defense=Defense("parry", 10, "fist")))
    assert refused.value.args_["reason"] == "coc.parry.closed_in"
    h.push(break_away(enc, n["B"], roll=5))
    assert not c.has("closed_in") and enc.state["closed_in"] == {}


def test_secret_rolls_are_logged_for_the_keeper_only():
    """C13."""
    enc, h = table()
    n = ids(enc)
    h.push(secret(enc, n["A"], "psychology", 5, roll=90))
    e = enc.log[-1]
    assert e.hidden and e.key == "coc.secret"
    assert "coc.secret.misleading" in [x.key for x in e.explain]
    assert json.loads(text(enc))["encounter"]["log"][-1]["hidden"] is True


def test_a_surprise_attack_that_hits_cannot_be_dodged():
    """C13."""
    enc, h = table()
    n = ids(enc)
    to(enc, h, n["D"])
    with pytest.raises(RulesError, match=r"A cannot dodge this attack: \[C13\]") as refused:
        hit(h, enc, n["D"], n["A"], "w0", faces=(2,), surprise=True,
            defense=Defense("dodge", roll=5))
    assert refused.value.args_["reason"] == "coc.dodge.surprise"
    out = hit(h, enc, n["D"], n["A"], "w0", faces=(2,), surprise=True)
    assert out.attack.undodgeable and out.damage[n["A"]] == 2


def test_a_critical_ignores_armor_and_a_martial_arts_kick_doubles_its_dice():
    """C1, C11, R2: MA kick critical → 4d6 (+DB once), armor ignored."""
    enc, h = table()
    n = ids(enc)
    enc.combatants[n["D"]].sheet.armor = 3
    enc.combatants[n["A"]].sheet.skills["martial_arts"] = 60
    enc.combatants[n["A"]].sheet.skills["kick"] = 60
    to(enc, h, n["A"])
    out = preview_attack(enc, AttackRequest(n["A"], n["D"], "kick", combine="ma", roll=2,
                                            w_faces=(1, 1, 1, 1)))
    assert out.attack.formula == "4d6" and out.attack.ignore_armor
    assert out.damage[n["D"]] == 4


def test_direct_damage_from_a_fumble_or_additional_damage_is_not_a_wound():
    """R11."""
    enc, h = table()
    n = ids(enc)
    h.push(ops.apply_hit(enc, n["A"], Damage(3, "extra")))
    a = enc.combatants[n["A"]]
    assert a.sheet.hp == 7 and a.sheet.wounds[0].source == "extra"
    assert enc.log[-1].key == "coc.hurt"


# -- undo, files ---------------------------------------------------------------------------------


def _fight_actions(enc: Encounter):
    n = ids(enc)
    a, b, c, d = n["A"], n["B"], n["C"], n["D"]
    return [
        lambda: attack(enc, AttackRequest(c, a, "w0", roll=10, w_faces=(8,),
                                          defense=Defense("cover", 30, by=b))),
        lambda: secret(enc, a, "listen", 40),
        lambda: ops.next_turn(enc),
        lambda: attack(enc, AttackRequest(a, d, "fist", roll=99)),
        lambda: ops.next_turn(enc),
        lambda: close_in(enc, c, a),
        lambda: ops.next_turn(enc),
        lambda: ops.next_turn(enc),
        lambda: attack(enc, AttackRequest(d, a, "w0", roll=10, w_faces=(6,),
                                          knockout=True, knockout_roll=90)),
        # A is prone since its fumbled fist (C3) and B is out: C is the one who dodges
        lambda: attack(enc, AttackRequest(d, c, "w0", roll=10, w_faces=(6,),
                                          defense=Defense("dodge", roll=90))),
        lambda: ops.next_turn(enc),
        lambda: ops.next_turn(enc),
        lambda: first_aid(enc, d, a, 0, roll=10, faces=(1,)),
        lambda: ops.apply_hit(enc, b, Damage(2, "fumble")),
    ]


def test_every_action_undoes_to_the_exact_file_text():
    enc, h = table()
    for make in _fight_actions(enc):
        before = text(enc)
        action = make()
        after = text(enc)
        action.undo(enc)
        assert text(enc) == before, action.label
        action.redo(enc)
        assert text(enc) == after, action.label
        h.push(action)


def scripted_fight() -> Encounter:
    """A fight through the table's rules (also the scenario behind the explain-text tests):
    cover, a clock on a slot running out, rapid fire, getting up, end of combat."""
    enc, h = table()
    n = ids(enc)
    a, b, c, d = n["A"], n["B"], n["C"], n["D"]
    enc.combatants[a].sheet.armor = 1
    hit(h, enc, c, a, "w0", roll=40, faces=(8,), defense=Defense("cover", 70, by=b))
    h.push(ops.apply_hit(enc, b, Damage(10)))  # in the slot: C12 leaves it no second shot
    to(enc, h, a)
    hit(h, enc, a, d, "fist", roll=99)
    to(enc, h, d)
    hit(h, enc, d, a, "w0", faces=(2,))
    to(enc, h, f"{c}@start", 2)
    h.push(get_up(enc, a))
    h.push(ops.next_turn(enc))  # the slot ends: B's clock runs out
    death = next(k for k in enc.checks if k.kind == "death")
    h.push(ops.resolve_check(enc, death.id))
    to(enc, h, c, 3)
    h.push(declare_rapid_fire(enc, c))
    hit(h, enc, c, d, "w0", roll=90, faces=(1,))
    h.push(ops.set_condition(enc, d, "prone"))
    to(enc, h, c, 4)  # R33: C's round-start place holds a shot only; helping is at DEX
    h.push(get_up(enc, d, helper=c))
    enc.combatants[a].sheet.hp = 0
    enc.state.setdefault("clocks", []).append({"victim": a, "round": 9, "after": c,
                                               "before": []})
    h.push(ops.end_combat(enc))
    return enc


def test_the_scripted_fight_leaves_a_valid_file_that_loads_back():
    enc = scripted_fight()
    t = text(enc)
    back = files.loads_encounter(t)
    assert files.dumps_encounter(back) == t
    assert {"coc.get_up", "coc.rapid", "coc.death", "coc.clock_out"} <= set(keys(enc))


def test_the_validator_names_bad_coc_state_and_sheets_by_path():
    enc, _h = table()
    doc = json.loads(text(enc))
    e = doc["encounter"]
    e["state"]["round"]["dodges"] = {"c1": ["x"]}
    e["state"]["clocks"] = [{"victim": "c1", "round": 0, "after": "c2"}]
    e["state"]["oops"] = 1
    e["combatants"][0]["sheet"]["dex"] = -3
    e["combatants"][0]["visibility"]["tracks"] = {"san": "band", "fp": "exact"}
    e["checks"] = [{"id": 1, "combatant": "c1", "kind": "knockdown", "modifier": 0,
                    "threshold": 0}]
    e["counters"]["check"] = 1
    paths = {p.path for p in files.validate_document(doc)}
    assert {"encounter.state.round.dodges.c1[0]", "encounter.state.clocks[0]",
            "encounter.state.clocks[0].round", "encounter.state.oops",
            "encounter.combatants[0].sheet.dex", "encounter.combatants[0].visibility.tracks.san",
            "encounter.combatants[0].visibility.tracks.fp", "encounter.checks[0].kind"} <= paths


def test_the_demo_is_a_coc_fight_in_round_1():
    for lang, names in (("en", {"Cultist", "Ghoul"}), ("ja", {"教団員", "グール"})):
        enc = demo_encounter(lang=lang)
        assert enc.ruleset_id == "coc" and enc.in_combat and enc.round == 1
        assert names <= {c.name for c in enc.combatants.values()}
        assert sum(c.side == "pc" for c in enc.combatants.values()) == 3
        assert any(p.endswith("@start") for p in enc.order)
        assert files.dumps_encounter(files.loads_encounter(text(enc))) == text(enc)
    assert get_ruleset("coc").demo_encounter("ja").name == "デモ：ロッジの地下室"


def test_per_track_visibility_is_written_only_when_set():
    enc, h = table()
    n = ids(enc)
    assert "tracks" not in json.loads(text(enc))["encounter"]["combatants"][0]["visibility"]
    h.push(ops.set_visibility(enc, n["A"], tracks={"san": "exact"}))
    assert enc.combatants[n["A"]].visibility.track("san") == "exact"
    with pytest.raises(RulesError, match="no track"):
        ops.set_visibility(enc, n["A"], tracks={"fp": "exact"})
    h.push(ops.set_visibility(enc, n["A"], tracks={"san": None}))
    assert enc.combatants[n["A"]].visibility.tracks == {}


# -- the property: undo all returns the start ------------------------------------------------


_ACTIONS = st.lists(st.tuples(st.integers(0, 9), st.integers(0, 3), st.integers(0, 3),
                              st.integers(1, 100), st.integers(0, 3)), min_size=1, max_size=25)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_ACTIONS)
def test_any_sequence_of_actions_undoes_to_the_start(steps):
    enc, _h0 = table()
    h = History(enc)
    start = text(enc)
    people = [c.id for c in enc.ordered()]
    defenses = [Defense(), Defense("dodge", 50), Defense("parry", 40, "fist"),
                Defense("cover", 30, by=people[1])]
    for kind, i, j, roll, k in steps:
        x, y = people[i], people[j]
        try:
            if kind <= 2:
                w = "w0" if enc.combatants[x].sheet.weapons and k % 2 else "fist"
                action = attack(enc, AttackRequest(x, y, w, roll=roll,
                                                   defense=defenses[k],
                                                   knockout=k == 3 and w == "fist"))
            elif kind <= 4:
                action = ops.next_turn(enc)
            elif kind == 5:
                action = first_aid(enc, x, y, k, roll=roll)
            elif kind == 6:
                action = get_up(enc, x, helper=y if k else None)
            elif kind == 7:
                chk = enc.checks[k % len(enc.checks)] if enc.checks else None
                if chk is None:
                    continue
                action = ops.resolve_check(enc, chk.id, roll)
            elif kind == 8:
                action = declare_rapid_fire(enc, x) if k else close_in(enc, x, y)
            else:
                action = ops.apply_hit(enc, y, Damage(roll % 7, ("normal", "fumble",
                                                                 "extra", "normal")[k]))
        except RulesError:
            continue
        h.push(action)
    mid = text(enc)
    assert files.dumps_encounter(files.loads_encounter(mid)) == mid
    while h.undo():
        pass
    assert text(enc) == start


def test_coc_files_match_the_schema():
    jsonschema = pytest.importorskip("jsonschema")
    schema = encounter_schema()
    validator = jsonschema.Draft202012Validator(schema)
    for enc in (scripted_fight(), demo_encounter(lang="ja")):
        doc = json.loads(text(enc))
        assert [e.message for e in validator.iter_errors(doc)] == []
    doc = json.loads(text(scripted_fight()))
    doc["encounter"]["combatants"][0]["sheet"]["kind"] = "ghost"
    doc["encounter"]["state"]["clocks"] = [{"victim": "c1"}]
    assert len(list(validator.iter_errors(doc))) >= 2


def test_the_crash_journal_recovers_a_coc_fight_after_every_action(tmp_path):
    """Autosave is generic: every completed CoC action is recoverable, exactly."""
    from tracker.model.journal import Journal, recover

    enc, h = table()
    journal = Journal(tmp_path, compact_records=5)
    journal.start(enc)
    for make in _fight_actions(enc):
        h.push(make())
        journal.record(enc)
        back = recover(tmp_path)
        assert back is not None and text(back) == text(enc)
    while h.undo():
        journal.record(enc)
    assert text(recover(tmp_path)) == text(enc)
