"""What a keeper misses (issue #19): 武道 techniques and grappling in the attack, SAN checks,
monsters' special armor, ammunition. Each is one undoable action."""

from __future__ import annotations

import pytest

from tracker.model import files
from tracker.model import operations as ops
from tracker.model.errors import RulesError
from tracker.model.files import FileError
from tracker.model.operations import History
from tracker.rulesets.coc.rules.actions.arms import weapon_of
from tracker.rulesets.coc.rules.actions.attack import attack
from tracker.rulesets.coc.rules.actions.attack_plan import plan_attack
from tracker.rulesets.coc.rules.actions.attack_request import AttackRequest, Defense
from tracker.rulesets.coc.rules.actions.counter import counter_refusal
from tracker.rulesets.coc.rules.actions.damage import Damage
from tracker.rulesets.coc.rules.actions.guns import declare_rapid_fire, reload
from tracker.rulesets.coc.rules.actions.sanity import san_check as coc_san_check
from tracker.rulesets.coc.rules.actions.techniques import technique_check
from tracker.rulesets.coc.rules.attack import damage_formula
from tracker.rulesets.coc.rules.sanity import parse_san_loss, san_check
from tracker.rulesets.coc.rules.sheet import CocSheet, new_sheet
from tracker.rulesets.coc.rules.special import special_damage
from tracker.rulesets.coc.rules.weapons import Weapon

from .test_table import hit, ids, sheet

REVOLVER6 = Weapon("1d10", "firearm", db=False, skill="handgun", name="Revolver", shots=3,
                   capacity=6, rounds=2)
SPEAR = Weapon("1d8+1", "impaling", skill="spear", name="Spear")


def arena(*, monster_special=(), attacker_skills=None, target_kind="human", target=None,
          at_dex=True):
    """K (PC, DEX 15, 武道 80 both, fist/kick/grapple/headbutt 80, revolver with 2 of 6
    rounds, spear), T (enemy, DEX 10) and H (PC, DEX 9). The turn is K's at DEX (its
    round-start place holds a revolver shot only, R33), or at round start."""
    enc = ops.new_encounter("coc", "arena")
    k = sheet(15, weapons=[REVOLVER6, SPEAR], spear=60,
              **(attacker_skills or {"budo_strike": 80, "budo_grapple": 80, "fist": 80,
                                     "kick": 80, "grapple": 80, "headbutt": 80}))
    t = target or sheet(10, kind=target_kind)
    t.special = list(monster_special)
    for name, side, s in (("K", "pc", k), ("T", "enemy", t), ("H", "pc", sheet(9))):
        ops.add_combatant(enc, name, side, s, mid_fight=False)
    ops.start_combat(enc)
    if at_dex:
        ops.next_turn(enc)
    return enc, History(enc)


# -- special armor -------------------------------------------------------------------------------


@pytest.mark.parametrize(("flags", "weapon", "rolled", "want"), [
    (["firearms_half"], Weapon("1d10", "firearm"), 9, 4),
    (["firearms_half"], Weapon("1d6", "blunt"), 5, 5),
    (["impaling_min"], Weapon("1d8+1", "impaling"), 7, 2),
    (["impaling_min"], Weapon("1d8+1", "edged"), 7, 7),
    (["magic_only"], Weapon("1d6", "blunt"), 5, 0),
    (["magic_only"], Weapon("1d6", "blunt", magic=True), 5, 5),
])
def test_special_armor_in_the_damage_step(flags, weapon, rolled, want):
    got, lines = special_damage(flags, weapon, rolled, damage_formula(weapon.damage, "0"))
    assert got == want and bool(lines) == (got != rolled)


def test_a_ghoul_takes_half_of_a_bullet_then_its_armor():
    enc, h = arena(monster_special=["firearms_half"])
    n = ids(enc)
    enc.combatants[n["T"]].sheet.armor = 1
    out = hit(h, enc, n["K"], n["T"], "w0", roll=30, faces=(9,))
    assert out.damage[n["T"]] == 3  # 9 → 4 (half, rounded down) → 3 after armor 1
    assert "coc.special.firearms_half" in [x.key for e in enc.log for x in e.explain]


def test_immune_to_ordinary_weapons_and_flags_round_trip():
    enc, h = arena(monster_special=["magic_only", "impaling_min"])
    n = ids(enc)
    out = hit(h, enc, n["K"], n["T"], "w1", roll=30, faces=(8,))
    assert out.damage[n["T"]] == 0
    again = files.loads_encounter(files.dumps_encounter(enc))
    assert again.combatants[n["T"]].sheet.special == ["magic_only", "impaling_min"]
    with pytest.raises(RulesError, match="special"):
        CocSheet.from_dict({**new_sheet().to_dict(), "special": ["bulletproof"]})


# -- ammunition ----------------------------------------------------------------------------------


def test_shots_spend_rounds_and_an_empty_gun_is_refused_until_reloaded():
    enc, h = arena(at_dex=False)
    n = ids(enc)
    k = enc.combatants[n["K"]]
    h.push(declare_rapid_fire(enc, n["K"]))  # R8: both shots in one position
    hit(h, enc, n["K"], n["T"], "w0", roll=90)
    assert k.sheet.weapons[0].rounds == 1
    hit(h, enc, n["K"], n["T"], "w0", roll=90)
    assert k.sheet.weapons[0].rounds == 0
    with pytest.raises(RulesError, match="empty") as err:
        attack(enc, AttackRequest(n["K"], n["T"], "w0", roll=10))
    assert err.value.code == "no_ammo"
    h.undo()
    assert enc.combatants[n["K"]].sheet.weapons[0].rounds == 1
    h.redo()
    h.push(ops.next_turn(enc))
    h.push(ops.next_turn(enc))  # round 2, the round-start slot
    while enc.position != n["K"]:
        h.push(ops.next_turn(enc))
    h.push(reload(enc, n["K"], "w0"))
    k = enc.combatants[n["K"]]
    assert k.sheet.weapons[0].rounds == 6 and n["K"] in enc.state["round"]["acted"]
    assert enc.log[-1].key == "coc.reload"
    with pytest.raises(RulesError):
        reload(enc, n["K"], "w0")  # full (and it acted)
    with pytest.raises(RulesError):
        reload(enc, n["K"], "w1")  # a spear has no rounds
    again = files.loads_encounter(files.dumps_encounter(enc))
    assert again.combatants[n["K"]].sheet.weapons[0].rounds == 6


def test_rounds_above_capacity_are_refused_by_the_file_check():
    d = new_sheet().to_dict()
    d["weapons"] = [{**REVOLVER6.to_dict(), "rounds": 7}]
    with pytest.raises(RulesError, match="rounds"):
        CocSheet.from_dict(d)


# -- grappling and techniques --------------------------------------------------------------------


def test_a_grapple_holds_and_knocks_out_only_when_declared():
    """C7: grappling holds; declared knockout by grappling rolls 1d6+DB for the resistance."""
    enc, h = arena()
    n = ids(enc)
    out = hit(h, enc, n["K"], n["T"], "grapple", roll=30)
    assert out.damage[n["T"]] == 0 and enc.combatants[n["T"]].has("grappled")
    out = hit(h, enc, n["K"], n["T"], "grapple", roll=30, faces=(6,), knockout=True,
              knockout_roll=10)
    assert out.knockout is not None and out.knockout.allowed
    assert out.damage[n["T"]] == 2 and enc.combatants[n["T"]].has("unconscious")


def test_a_dodged_grapple_does_not_hold():
    enc, h = arena()
    n = ids(enc)
    out = hit(h, enc, n["K"], n["T"], "grapple", roll=30, defense=Defense("dodge", 5))
    assert out.dodge.evaded and not enc.combatants[n["T"]].has("grappled")


def test_salto_throws_prone_and_knocks_out_on_a_failed_con_roll():
    """C11: grapple and 武道 (grappling) 60%+: 1d6+DB, prone, CON×5 or knocked out."""
    enc, h = arena()
    n = ids(enc)
    out = hit(h, enc, n["K"], n["T"], "grapple", roll=30, faces=(4,), technique="salto",
              tech_roll=90)
    t = enc.combatants[n["T"]]
    assert out.attack.formula == "1d6" and out.damage[n["T"]] == 4
    assert t.has("prone") and t.has("unconscious") and t.has("knocked_out")


def test_salto_is_refused_without_60_percent_or_against_a_big_creature():
    enc, h = arena(attacker_skills={"grapple": 80, "budo_grapple": 50})
    n = ids(enc)
    with pytest.raises(RulesError) as err:
        plan_attack(enc, AttackRequest(n["K"], n["T"], "grapple", roll=30,
                                       technique="salto"), enc.dice)
    assert err.value.code == "bad_technique"
    enc, h = arena(target=sheet(10, kind="mythos", siz=25))
    n = ids(enc)
    chk = technique_check(enc.combatants[n["K"]], enc.combatants[n["T"]],
                          weapon_of(enc.combatants[n["K"]], "grapple"), "salto",
                          humanoid=True)
    assert not chk.allowed
    with pytest.raises(RulesError):  # Salto with the fist
        plan_attack(enc, AttackRequest(n["K"], n["T"], "fist", roll=30,
                                       technique="salto"), enc.dice)


def test_tackle_knocks_back_and_a_wall_adds_1d4():
    enc, h = arena()
    n = ids(enc)
    out = hit(h, enc, n["K"], n["T"], "headbutt", roll=30, faces=(3, 2), technique="tackle",
              wall=True, tech_roll=90, tech_roll2=10)
    t = enc.combatants[n["T"]]
    assert out.attack.formula == "1d4+1d4" and out.damage[n["T"]] == 5
    assert t.has("prone") and not t.has("unconscious")


def test_rush_needs_the_combined_roll_and_feint_spends_the_defense():
    enc, h = arena()
    n = ids(enc)
    out = hit(h, enc, n["K"], n["T"], "fist", roll=30, faces=(2, 1), technique="rush",
              combine="budo_strike")
    assert "coc.tech.rush" in [x.key for x in out.attack_lines]
    out = hit(h, enc, n["K"], n["T"], "kick", roll=95, faces=(3,),
              technique="feint", defense=Defense("dodge"))
    assert out.attack.hit and out.damage[n["T"]] == 3
    assert enc.state["round"]["dodges"][n["T"]] == [60]  # the dodge was used up unrolled


def test_a_feint_seen_through_misses_and_spends_nothing():
    enc, h = arena(target=sheet(10, budo_strike=70))
    n = ids(enc)
    out = hit(h, enc, n["K"], n["T"], "kick", roll=10, technique="feint", tech_roll=5,
              defense=Defense("parry", with_="fist"))
    assert not out.attack.hit and out.feint.seen_through
    assert n["T"] not in enc.state["round"]["parried"]


# -- SAN checks ----------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["0/1d6", "1/1d4+1", "1d3/1d10", "０／１ｄ６"])
def test_san_loss_expressions(text):
    assert parse_san_loss(text).failure.maximum >= 1


@pytest.mark.parametrize("text", ["1d6", "0/", "a/b", "0/1d6/2", "0/-1d6"])
def test_bad_san_loss_expressions(text):
    with pytest.raises(RulesError):
        parse_san_loss(text)


def test_san_check_pure_rules():
    loss = parse_san_loss("1/1d10")
    ok = san_check(60, 12, loss, roll=30)
    assert (ok.outcome, ok.loss, ok.san_after, ok.idea_target) == ("success", 1, 59, None)
    bad = san_check(60, 12, loss, roll=70, faces=[7], idea_roll=50)
    assert bad.loss == 7 and bad.idea_target == 60 and bad.temporary
    assert not bad.indefinite  # 7 < 60 / 5 = 12
    repressed = san_check(60, 12, loss, roll=70, faces=[7], idea_roll=90)
    assert not repressed.temporary
    hour = san_check(53, 12, loss, roll=70, faces=[5], idea_roll=90, hour_start=60,
                     hour_lost=7)
    assert hour.hour_lost == 12 and hour.indefinite


def test_a_san_check_in_combat_marks_insanity_and_the_plot_follows():
    enc, h = arena()
    n = ids(enc)
    k = enc.combatants[n["K"]]
    h.push(coc_san_check(enc, n["K"], "0/1d6", roll=90, faces=(6,), idea_roll=10,
                        duration=5))
    k = enc.combatants[n["K"]]
    assert k.sheet.san == 54 and k.has("temporary_insanity")
    assert k.conditions["temporary_insanity"].rounds == 5
    entry = next(e for e in enc.log if e.key == "coc.san_check")
    assert entry.args["san_before"] == 60 and entry.args["san_after"] == 54
    h.push(coc_san_check(enc, n["K"], "1/1d10", roll=90, faces=(6,), idea_roll=90))
    k = enc.combatants[n["K"]]
    assert k.sheet.san == 48 and k.has("indefinite_insanity")  # 12 of 60 in the hour
    h.undo()
    h.undo()
    assert enc.combatants[n["K"]].sheet.san == 60 and not enc.state.get("sanity")
    with pytest.raises(RulesError):
        coc_san_check(enc, n["K"], "0/1d6", roll=0)
    with pytest.raises(RulesError):
        coc_san_check(enc, n["K"], "zero")


def test_a_san_check_outside_combat_and_a_new_hour():
    enc = ops.new_encounter("coc", "library")
    ops.add_combatant(enc, "K", "pc", sheet(12), mid_fight=False)
    h = History(enc)
    h.push(coc_san_check(enc, "c1", "1/1d6", roll=90, faces=(6,), idea_roll=90))
    h.push(coc_san_check(enc, "c1", "1/1d6", roll=90, faces=(5,), idea_roll=90,
                        new_hour=True))
    c = enc.combatants["c1"]
    assert c.sheet.san == 49 and not c.has("indefinite_insanity")  # 5 of 54 this hour
    again = files.loads_encounter(files.dumps_encounter(enc))
    # R35: the sheet keeps the hour's losses with their game minute (the new hour's only)
    assert again.combatants["c1"].sheet.san_lost == [
        {"at": enc.calendar.total_minutes, "loss": 5, "san": 54}]


def test_a_mythos_creature_has_no_san_unless_given_one():
    s = new_sheet("mythos", pow=13)
    assert s.max_san == 0 and s.san == 0
    old = {**s.to_dict(), "san": 65, "max_san": None}  # saved before: SAN 65/99
    assert CocSheet.from_dict(old).san == 65
    enc, h = arena(target=sheet(10, kind="mythos"))
    n = ids(enc)
    san = next(t for t in enc.ruleset.tracks(enc.combatants[n["T"]]) if t.id == "san")
    assert (san.current, san.maximum) == (0, 0)  # the views show —
    with pytest.raises(RulesError, match="no SAN"):
        coc_san_check(enc, n["T"], "0/1d6")


# -- the counterattack of a critical dodge (C4, R18) ----------------------------------------------


def test_a_counter_is_granted_by_a_critical_dodge_and_kept_in_the_file():
    """R18 (C4): T's fist 50 rolled 10 hits K; K's dodge 60 rolled 3 (≤ 5): critical. The grant
    survives a save and reopen (the log number and position are the same), K's counter with
    the spear 60 rolled 30 (1d8+1, faces 4: 5) is dodged critically by T (dodge 60, rolled
    2): T may now counter K in turn, K not again."""
    enc, h = arena()
    n = ids(enc)
    hit(h, enc, n["T"], n["K"], "fist", roll=10, faces=(2,), defense=Defense("dodge", 3))
    assert counter_refusal(enc, n["K"], n["T"]) is None
    assert "no counterattack" in counter_refusal(enc, n["H"], n["T"])
    again = files.loads_encounter(files.dumps_encounter(enc))
    assert counter_refusal(again, n["K"], n["T"]) is None
    out = hit(h, enc, n["K"], n["T"], "w1", roll=30, faces=(4,), counter=True,
              defense=Defense("dodge", 2))
    assert out.dodge is not None and out.dodge.counter_chance
    assert counter_refusal(enc, n["T"], n["K"]) is None
    assert "no counterattack" in counter_refusal(enc, n["K"], n["T"])
    h.undo()
    assert counter_refusal(enc, n["K"], n["T"]) is None
    with pytest.raises(RulesError, match="melee"):
        attack(enc, AttackRequest(n["K"], n["T"], "w0", roll=30, counter=True))


def test_a_counter_out_of_combat_and_a_bad_grant_in_a_file():
    """Out of combat there is no turn order: the grant holds until anything is logged."""
    enc, h = arena()
    n = ids(enc)
    h.push(ops.end_combat(enc))
    hit(h, enc, n["T"], n["K"], "fist", roll=10, faces=(2,), defense=Defense("dodge", 3))
    assert counter_refusal(enc, n["K"], n["T"]) is None
    h.push(ops.apply_hit(enc, n["H"], Damage(1)))
    assert "no counterattack" in counter_refusal(enc, n["K"], n["T"])
    d = files.dumps_encounter(enc).replace('"used": false', '"used": "no"')
    with pytest.raises(FileError, match="counter.used"):
        files.loads_encounter(d)


def test_a_grapple_hold_combined_with_budo_logs_no_damage():
    """C7, C11: 組み付き 80 rolled 30 with 武道（組技系）80 (30 passes too), no knockout: the
    target is held; the log says the hold has no damage to double, and neither "damage
    doubled" nor a damage of 0."""
    enc, h = arena()
    n = ids(enc)
    start = len(enc.log)
    out = hit(h, enc, n["K"], n["T"], "grapple", roll=30, combine="budo_grapple")
    assert out.damage[n["T"]] == 0 and enc.combatants[n["T"]].has("grappled")
    keys = [e.key for e in enc.log[start:]]
    lines = [x.key for e in enc.log[start:] for x in e.explain]
    assert "coc.no_damage" not in keys and "condition_on" in keys
    assert "coc.ma.doubled" not in lines and "coc.atk.damage" not in lines
    assert "coc.ma.hold" in lines and "coc.atk.hold" in lines
