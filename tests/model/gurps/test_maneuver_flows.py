"""RULES M (maneuvers and posture) and G10 in the attack roll, through ``session`` as a GM
would run them (contracts/maneuvers.md). Every number is worked out by hand from RULES M,
G9/G10, V1/V3 in the comment beside it.

Ranged shots without V1 are at 2 m (these encounters have no vampire-hunter module): B550's
speed/range table (W3) gives 0 up to 2 yd, so only the maneuvers' parts count.

The table: Aiko (DX 12, Dodge 9, Parry 10, Basic Speed 6: acts first) and Brute (DX 11,
Dodge 8, Parry 9, Basic Speed 5)."""

from __future__ import annotations

import pytest

from tests.session_script import combatant
from tracker.model import files
from tracker.model.session import Session


def ok(s: Session, req: dict) -> dict:
    ans, good = s.answer(req)
    assert good, ans
    return ans


def refused(s: Session, req: dict) -> str:
    before = files.dumps_encounter(s.enc)
    ans, good = s.answer(req)
    assert not good, ans
    assert files.dumps_encounter(s.enc) == before  # a refusal changes nothing
    return ans["error"]


def table(*modules: str, **postures: str) -> Session:
    s = Session(seed=3)
    ok(s, {"op": "new", "ruleset": "gurps", **({"modules": list(modules)} if modules else {})})
    ok(s, {"op": "add", "name": "Aiko", "side": "pc", "sheet": {
        "max_hp": 12, "ht": 12, "dx": 12, "dodge": 9, "parry": 10, "basic_speed": 6.0}})
    ok(s, {"op": "add", "name": "Brute", "side": "enemy", "sheet": {
        "max_hp": 14, "ht": 11, "dx": 11, "dodge": 8, "parry": 9, "basic_speed": 5.0}})
    for name, posture in postures.items():  # out of combat: the GM sets the table
        ok(s, {"op": "posture", "name": name, "posture": posture})
    ok(s, {"op": "start_combat"})
    return s


def attack(s: Session, attacker: str, target: str, **kw) -> dict:
    req = {"op": "attack", "attacker": attacker, "target": target, "skill": 14,
           "location": "torso", "roll": 10, "damage": 0, "type": "cr", **kw}
    return ok(s, req)


def state_of(s: Session, name: str) -> dict:
    return combatant(ok(s, {"op": "state"}), name)


def parts(ans: dict) -> list[tuple[str, str, int]]:
    return [(p["rule"], p["what"], p["value"]) for p in ans["tohit"]["parts"]]


# -- the maneuvers ---------------------------------------------------------------------------
def test_all_out_attack_determined_then_no_defense_until_the_attackers_next_turn():
    s = table()
    ok(s, {"op": "maneuver", "name": "Aiko", "maneuver": "all_out_attack",
           "option": "determined"})
    ans = attack(s, "Aiko", "Brute", skill=13, roll=14, defense={"kind": "dodge", "roll": 5})
    # 13 + 4 (AoA Determined, melee) = 17; 14 hits; Brute dodges 8, rolls 5: stopped
    assert ans["tohit"]["effective_skill"] == 17
    assert parts(ans) == [("M", "all_out_attack_determined", 4)]
    assert ans["defense"] == {"kind": "dodge", "target": 8, "roll": 5, "success": True,
                              "stopped": 1}
    ok(s, {"op": "next_turn"})
    assert state_of(s, "Aiko")["maneuver"]["id"] == "all_out_attack"  # lasts to its next turn
    ans = attack(s, "Brute", "Aiko", skill=12, roll=10, damage=5,
                 defense={"kind": "dodge", "roll": 3})
    # Aiko made an All-Out Attack: no defense; 5 cr to the torso, DR 0: 5 injury, HP 12 → 7
    assert ans["defense"]["kind"] == "none" and "All-Out Attack" in ans["defense"]["why"]
    assert ans["tohit"]["defense_allowed"] is False
    assert state_of(s, "Aiko")["hp"] == 7
    ok(s, {"op": "next_turn"})
    assert state_of(s, "Aiko")["maneuver"] is None  # ended at the start of her next turn


def test_all_out_attack_determined_ranged_is_plus_one():
    s = table()
    ok(s, {"op": "maneuver", "name": "Aiko", "maneuver": "all_out_attack",
           "option": "determined"})
    ans = attack(s, "Aiko", "Brute", skill=12, ranged={"range_m": 2})
    # V1 is off in a plain encounter: 12 + 1 (AoA Determined, ranged) = 13
    assert ans["tohit"]["effective_skill"] == 13


def test_all_out_attack_strong_adds_two_to_the_melee_damage():
    s = table()
    ok(s, {"op": "maneuver", "name": "Aiko", "maneuver": "all_out_attack", "option": "strong"})
    attack(s, "Aiko", "Brute", skill=13, roll=10, damage=6, type="cut")
    # 6 + 2 (Strong) = 8 cutting to the torso, DR 0: ×1.5 = 12 injury; HP 14 → 2
    assert state_of(s, "Brute")["hp"] == 2


def test_move_and_attack_melee_is_minus_four_and_at_most_nine_and_forbids_retreat():
    s = table()
    ok(s, {"op": "maneuver", "name": "Aiko", "maneuver": "move_and_attack"})
    ans = attack(s, "Aiko", "Brute", skill=16, roll=9)
    # 16 − 4 = 12, held at 9 by −3 more
    assert parts(ans) == [("M", "move_and_attack", -4), ("M", "move_and_attack_cap", -3)]
    assert ans["tohit"]["effective_skill"] == 9 and ans["tohit"]["hit"] is True
    ok(s, {"op": "next_turn"})
    error = refused(s, {"op": "attack", "attacker": "Brute", "target": "Aiko", "skill": 12,
                        "roll": 10, "damage": 3, "defense": {"kind": "dodge", "roll": 9,
                                                             "retreat": True}})
    assert "retreat" in error and "(M)" in error
    ans = attack(s, "Brute", "Aiko", skill=12, roll=10, damage=0,
                 defense={"kind": "dodge", "roll": 9})
    assert ans["defense"]["target"] == 9  # the defense itself is normal


def test_move_and_attack_ranged_is_minus_two_or_the_bulk():
    s = table()
    ok(s, {"op": "maneuver", "name": "Aiko", "maneuver": "move_and_attack"})
    ans = attack(s, "Aiko", "Brute", skill=12, ranged={"range_m": 2})
    assert ans["tohit"]["effective_skill"] == 10  # 12 − 2 (no Bulk given), V1 off
    s = table()
    ok(s, {"op": "maneuver", "name": "Aiko", "maneuver": "move_and_attack"})
    ans = attack(s, "Aiko", "Brute", skill=12, ranged={"range_m": 2, "moving_bulk": -4})
    assert ans["tohit"]["effective_skill"] == 8  # Bulk −4 is worse than −2: 12 − 4


@pytest.mark.parametrize("option,kind,roll,target,success", [
    ("increased_dodge", "dodge", 11, 11, True),   # Dodge 9 + 2 = 11, roll 11 succeeds
    ("increased_parry", "dodge", 10, 9, False),   # Parry is increased, Dodge stays 9
    ("increased_parry", "parry", 12, 12, True),   # Parry 10 + 2 = 12
])
def test_all_out_defense_adds_two_to_the_defense_it_increases(option, kind, roll, target,
                                                              success):
    s = table()
    ok(s, {"op": "maneuver", "name": "Aiko", "maneuver": "all_out_defense", "option": option})
    assert "makes no attack" in refused(s, {"op": "attack", "attacker": "Aiko",
                                            "target": "Brute", "skill": 12, "damage": 1})
    ok(s, {"op": "next_turn"})
    ans = attack(s, "Brute", "Aiko", skill=12, roll=10, damage=4,
                 defense={"kind": kind, "roll": roll})
    assert ans["defense"]["target"] == target and ans["defense"]["success"] is success


def _round_again(s: Session) -> None:
    ok(s, {"op": "next_turn"})  # Brute's turn
    ok(s, {"op": "maneuver", "name": "Brute", "maneuver": "do_nothing"})
    ok(s, {"op": "next_turn"})  # Aiko's turn of the next round


def test_aim_two_turns_braced_then_the_shot_gets_acc_plus_one_plus_braced():
    s = table()
    ok(s, {"op": "maneuver", "name": "Aiko", "maneuver": "aim", "target": "Brute", "acc": 2,
           "braced": True})
    assert state_of(s, "Aiko")["maneuver"]["turns"] == 1
    _round_again(s)
    ok(s, {"op": "maneuver", "name": "Aiko", "maneuver": "aim", "target": "Brute", "acc": 2,
           "braced": True})
    assert state_of(s, "Aiko")["maneuver"] == {"id": "aim", "option": None, "target": "Brute",
                                                "turns": 2}
    _round_again(s)
    ans = attack(s, "Aiko", "Brute", skill=12, ranged={"range_m": 2})
    # Acc 2 + 1 (two turns of aim) + 1 (braced) = +4: 12 + 4 = 16 (V1 off)
    assert parts(ans) == [("M", "aim", 4)] and ans["tohit"]["effective_skill"] == 16
    assert state_of(s, "Aiko")["maneuver"]["id"] == "attack"  # the attack was its maneuver
    _round_again(s)
    ans = attack(s, "Aiko", "Brute", skill=12, ranged={"range_m": 2})
    assert parts(ans) == []  # the aim was spent on the shot


def test_defending_spoils_the_aim():
    s = table()
    ok(s, {"op": "maneuver", "name": "Aiko", "maneuver": "aim", "target": "Brute", "acc": 3})
    ok(s, {"op": "next_turn"})
    attack(s, "Brute", "Aiko", skill=12, roll=10, damage=0, defense={"kind": "dodge",
                                                                    "roll": 4})
    ok(s, {"op": "next_turn"})
    ans = attack(s, "Aiko", "Brute", skill=12, ranged={"range_m": 2})
    assert parts(ans) == [] and ans["tohit"]["effective_skill"] == 12  # no Acc: spoiled


def test_evaluate_gives_plus_one_a_turn_to_the_melee_attack_at_most_three():
    s = table()
    for _ in range(4):  # four turns of Evaluate on Brute
        ok(s, {"op": "maneuver", "name": "Aiko", "maneuver": "evaluate", "target": "Brute"})
        _round_again(s)
    ans = attack(s, "Aiko", "Brute", skill=12)
    assert parts(ans) == [("M", "evaluate", 3)]  # 4 turns, at most +3: 12 + 3 = 15
    assert ans["tohit"]["effective_skill"] == 15
    s = table()
    ok(s, {"op": "maneuver", "name": "Aiko", "maneuver": "evaluate", "target": "Brute"})
    _round_again(s)
    ans = attack(s, "Aiko", "Brute", skill=12, ranged={"range_m": 2})
    assert parts(ans) == []  # Evaluate helps a melee attack only


def test_feint_takes_its_margin_off_the_targets_next_defense_against_the_feinter():
    s = table()
    ok(s, {"op": "maneuver", "name": "Aiko", "maneuver": "feint", "target": "Brute",
           "margin": 3})
    _round_again(s)
    ans = attack(s, "Aiko", "Brute", skill=12, roll=10, damage=4,
                 defense={"kind": "dodge", "roll": 6})
    # Brute's Dodge 8 − 3 (the feint's margin) = 5; 6 fails; 4 cr torso: HP 14 → 10
    assert ans["defense"] == {"kind": "dodge", "target": 5, "roll": 6, "success": False,
                              "stopped": 0}
    assert state_of(s, "Brute")["hp"] == 10


def test_all_out_attack_feint_feints_and_attacks_in_one_turn():
    s = table()
    ok(s, {"op": "maneuver", "name": "Aiko", "maneuver": "all_out_attack", "option": "feint",
           "target": "Brute", "margin": 2})
    ans = attack(s, "Aiko", "Brute", skill=12, roll=10, defense={"kind": "parry", "roll": 8})
    assert ans["defense"]["target"] == 7  # Parry 9 − 2 = 7; 8 fails


@pytest.mark.parametrize("mid", ["do_nothing", "move", "change_posture", "concentrate",
                                 "ready", "wait", "aim", "evaluate", "feint"])
def test_a_maneuver_without_an_attack_refuses_the_attack_on_its_own_turn(mid):
    s = table()
    extra = {"target": "Brute"} if mid in ("aim", "evaluate", "feint") else {}
    if mid == "feint":
        extra["margin"] = 1
    ok(s, {"op": "maneuver", "name": "Aiko", "maneuver": mid, **extra})
    error = refused(s, {"op": "attack", "attacker": "Aiko", "target": "Brute", "skill": 12,
                        "roll": 10, "damage": 2})
    assert mid in error and "no attack" in error


def test_an_attack_out_of_turn_needs_out_of_turn_and_no_maneuver_means_attack():
    s = table()
    error = refused(s, {"op": "attack", "attacker": "Brute", "target": "Aiko", "skill": 12,
                        "roll": 10, "damage": 2})
    assert "out_of_turn" in error
    attack(s, "Brute", "Aiko", skill=12, out_of_turn=True)  # a Wait the GM allows
    attack(s, "Aiko", "Brute", skill=12)
    assert state_of(s, "Aiko")["maneuver"]["id"] == "attack"


def test_the_stunned_only_do_nothing_cannot_attack_and_defend_at_minus_four():
    s = table()
    ok(s, {"op": "condition", "name": "Aiko", "condition": "stunned"})
    error = refused(s, {"op": "maneuver", "name": "Aiko", "maneuver": "attack"})
    assert "Do Nothing" in error
    error = refused(s, {"op": "attack", "attacker": "Aiko", "target": "Brute", "skill": 12,
                        "roll": 10, "damage": 2})
    assert "stunned" in error
    ok(s, {"op": "maneuver", "name": "Aiko", "maneuver": "do_nothing"})
    ok(s, {"op": "next_turn"})
    ans = attack(s, "Brute", "Aiko", skill=12, roll=10, damage=0,
                 defense={"kind": "dodge", "roll": 5})
    assert ans["defense"]["target"] == 5  # Dodge 9 − 4 (stunned) = 5


def test_the_unconscious_choose_nothing():
    s = table()
    ok(s, {"op": "condition", "name": "Brute", "condition": "unconscious"})
    error = refused(s, {"op": "maneuver", "name": "Brute", "maneuver": "do_nothing"})
    assert "out of the fight" in error


def test_a_maneuver_is_chosen_on_ones_own_turn_and_refused_out_of_combat():
    s = table()
    assert "Aiko's turn" in refused(s, {"op": "maneuver", "name": "Brute",
                                        "maneuver": "attack"})
    ok(s, {"op": "end_combat"})
    assert state_of(s, "Aiko")["maneuver"] is None
    assert "start combat" in refused(s, {"op": "maneuver", "name": "Aiko",
                                         "maneuver": "attack"})


# -- G10 in the attack roll -------------------------------------------------------------------
def test_the_attackers_own_shock_is_a_part_of_its_attack_roll():
    s = table()
    ok(s, {"op": "hit", "target": "Aiko", "damage": 3, "type": "cr", "location": "torso"})
    # 3 injury: shock −3 (HP 12 < 20: −1 per HP), on her own turn: it lasts through the next
    ans = attack(s, "Aiko", "Brute", skill=14)
    assert parts(ans) == [("G10", "shock", -3)] and ans["tohit"]["effective_skill"] == 11


# -- the postures -----------------------------------------------------------------------------
@pytest.mark.parametrize("posture,melee,dodge", [
    ("standing", 14, 9),   # 0 / 0
    ("crouching", 12, 9),  # −2 / 0
    ("kneeling", 12, 7),   # −2 / −2
    ("sitting", 12, 7),    # −2 / −2
    ("crawling", 10, 6),   # −4 / −3
    ("lying", 10, 6),      # −4 / −3
])
def test_posture_changes_the_melee_attack_and_the_defense(posture, melee, dodge):
    s = table(Aiko=posture)
    assert state_of(s, "Aiko")["posture"] == posture
    ans = attack(s, "Aiko", "Brute", skill=14)
    assert ans["tohit"]["effective_skill"] == melee
    ok(s, {"op": "next_turn"})
    ans = attack(s, "Brute", "Aiko", skill=12, roll=10, damage=0,
                 defense={"kind": "dodge", "roll": 3})
    assert ans["defense"]["target"] == dodge


@pytest.mark.parametrize("posture,effective", [
    ("standing", 12), ("crouching", 10), ("kneeling", 10), ("sitting", 10),
    ("crawling", 10), ("lying", 10),  # B551: ranged attacks against them −2
])
def test_ranged_attacks_against_a_low_target_without_v1(posture, effective):
    s = table(Brute=posture)
    ans = attack(s, "Aiko", "Brute", skill=12, ranged={"range_m": 2})
    assert ans["tohit"]["effective_skill"] == effective


@pytest.mark.parametrize("shooter,target,effective", [
    ("standing", "lying", 6),        # 12 − 2 (20 m, normal) − 4 (V3 prone) = 6
    ("standing", "kneeling", 8),     # 12 − 2 − 2 (V3 crouching, kneeling, sitting) = 8
    ("crouching", "standing", 8),    # 12 − 2 − 2 (V1 shooter crouching) = 8
    ("lying", "standing", 6),        # 12 − 2 − 4 (V1 shooter prone) = 6
    ("kneeling", "crawling", 4),     # 12 − 2 − 2 (V1 kneeling) − 4 (V3 prone) = 4
])
def test_with_v1_the_postures_come_from_the_v1_and_v3_tables(shooter, target, effective):
    s = table("gurps.ranged", Aiko=shooter, Brute=target)
    ans = attack(s, "Aiko", "Brute", skill=12, ranged={"range_m": 20})
    assert ans["tohit"]["effective_skill"] == effective
    assert not any(rule == "M" for rule, _w, _v in parts(ans))  # never B551 on top


def test_a_knockdown_lays_the_victim_down_and_getting_up_takes_two_turns():
    s = table()
    attack(s, "Aiko", "Brute", skill=14, damage=8)
    # 8 cr torso > HP/2 = 7: a major wound, knockdown roll vs HT 11; 13 fails by 2 (not by
    # 5, no critical): stunned, lying
    ok(s, {"op": "check", "who": "Brute", "kind": "knockdown", "roll": 13})
    assert state_of(s, "Brute")["posture"] == "lying"
    ok(s, {"op": "next_turn"})  # Brute's turn: still stunned (its recovery roll pending)
    ok(s, {"op": "check", "who": "Brute", "kind": "stun_recovery", "roll": 5})
    error = refused(s, {"op": "posture", "name": "Brute", "posture": "standing"})
    assert "kneeling or crawling first" in error
    ok(s, {"op": "posture", "name": "Brute", "posture": "kneeling"})
    brute = state_of(s, "Brute")
    assert brute["posture"] == "kneeling" and brute["maneuver"]["id"] == "change_posture"
    assert "prone" not in brute["conditions"]
    assert "one step a turn" in refused(s, {"op": "posture", "name": "Brute",
                                            "posture": "standing"})
    _round_again_for_brute(s)
    ok(s, {"op": "posture", "name": "Brute", "posture": "standing"})
    assert state_of(s, "Brute")["posture"] == "standing"


def _round_again_for_brute(s: Session) -> None:
    ok(s, {"op": "next_turn"})  # Aiko
    ok(s, {"op": "next_turn"})  # Brute


def test_a_crippled_leg_keeps_its_owner_down_on_its_own_turn():
    s = table()
    attack(s, "Aiko", "Brute", skill=14, location="leg_left", damage=8, type="cut")
    # 8 cut to a leg: ×1.5 = 12 > HP/2 = 7: crippled (G6), the leg's owner falls
    ok(s, {"op": "next_turn"})
    assert state_of(s, "Brute")["posture"] == "lying"
    error = refused(s, {"op": "posture", "name": "Brute", "posture": "kneeling"})
    assert "keeps it down" in error


# -- undo, redo, save and reopen mid-turn ------------------------------------------------------
def test_undo_and_redo_of_maneuver_posture_and_attack_are_exact():
    s = table()
    start = files.dumps_encounter(s.enc)
    ok(s, {"op": "maneuver", "name": "Aiko", "maneuver": "all_out_attack",
           "option": "determined"})
    chosen = files.dumps_encounter(s.enc)
    attack(s, "Aiko", "Brute", skill=13, roll=14, damage=5, defense={"kind": "dodge",
                                                                    "roll": 12})
    hit = files.dumps_encounter(s.enc)
    ok(s, {"op": "undo"})
    assert files.dumps_encounter(s.enc) == chosen  # the whole exchange is one step
    ok(s, {"op": "undo"})
    assert files.dumps_encounter(s.enc) == start
    ok(s, {"op": "redo"})
    ok(s, {"op": "redo"})
    assert files.dumps_encounter(s.enc) == hit


def test_save_and_reopen_mid_turn_keeps_maneuvers_postures_and_focus(tmp_path):
    s = table(Brute="kneeling")
    ok(s, {"op": "maneuver", "name": "Aiko", "maneuver": "all_out_attack",
           "option": "determined"})
    path = tmp_path / "mid.json"
    saved = ok(s, {"op": "save", "file": str(path)})
    other = Session(seed=3)
    opened = ok(other, {"op": "open", "file": str(path)})
    assert opened["state"] == saved["state"]
    ok(other, {"op": "next_turn"})
    ans = attack(other, "Brute", "Aiko", skill=12, roll=10, damage=2,
                 defense={"kind": "dodge", "roll": 3})
    assert ans["defense"]["kind"] == "none"  # Aiko's All-Out Attack came back with the file
    assert ans["tohit"]["effective_skill"] == 12 - 2  # Brute attacks kneeling: −2
    s2 = table()
    ok(s2, {"op": "maneuver", "name": "Aiko", "maneuver": "aim", "target": "Brute", "acc": 2})
    _round_again(s2)
    ok(s2, {"op": "save", "file": str(path)})
    other = Session(seed=3)
    ok(other, {"op": "open", "file": str(path)})
    ans = attack(other, "Aiko", "Brute", skill=12, ranged={"range_m": 2})
    assert parts(ans) == [("M", "aim", 2)]  # Acc 2 after one turn of aim, kept in the file


# -- tohit and the file ------------------------------------------------------------------------
def test_tohit_takes_the_maneuver_and_postures():
    from tracker.model.dice import Dice
    from tracker.rulesets.gurps.commands.tohit import answer

    out = answer({"skill": 13, "roll": 14, "maneuver": {"id": "all_out_attack",
                                                        "option": "determined"},
                  "posture": "kneeling", "target_posture": "sitting",
                  "target_maneuver": {"id": "all_out_defense", "option": "increased_dodge"}},
                 Dice(1))
    # 13 + 4 (Determined) − 2 (attacking kneeling) = 15; the defender: −2 (sitting) + 2 (AoD)
    assert [(p["rule"], p["what"], p["value"]) for p in out["parts"]] == [
        ("M", "all_out_attack_determined", 4), ("M", "posture_kneeling", -2)]
    assert out["effective_skill"] == 15 and out["defense_modifier"] == 0
    assert out["defense_allowed"] is True
    out = answer({"skill": 12, "roll": 10, "ranged": {"range_m": 5}, "shock": -2,
                  "maneuver": {"id": "aim", "turns": 3, "acc": 2, "braced": True},
                  "target_maneuver": "all_out_attack", "options": {"simplified_ranged": True}},
                 Dice(1))
    # 12 + 0 (near) + 2 (Acc) + 2 (three turns) + 1 (braced) − 2 (shock) = 15; no defense
    assert out["effective_skill"] == 15 and out["defense_allowed"] is False
    assert ("G10", "shock", -2) in [(p["rule"], p["what"], p["value"]) for p in out["parts"]]


def test_a_file_with_an_unknown_posture_or_maneuver_is_refused_with_its_path():
    import json

    s = table(Brute="kneeling")
    ok(s, {"op": "maneuver", "name": "Aiko", "maneuver": "attack"})
    doc = json.loads(files.dumps_encounter(s.enc))
    assert files.validate_document(doc) == []
    sheet = doc["encounter"]["combatants"][1]["sheet"]
    sheet["posture"] = "lying"  # lying down is the prone condition, never stored
    doc["encounter"]["combatants"][0]["sheet"]["maneuver"]["id"] = "dance"
    paths = sorted(p.path for p in files.validate_document(doc))
    assert paths == ["encounter.combatants[0].sheet.maneuver.id",
                     "encounter.combatants[1].sheet.posture"]


def test_the_exchange_lands_where_the_attack_landed_and_needs_damage_only_for_a_hit():
    s = table()
    ans = ok(s, {"op": "attack", "attacker": "Aiko", "target": "Brute", "skill": 14,
                 "location": "vitals", "roll": 16})
    assert ans["tohit"]["hit"] is False and ans["outcomes"] == []  # a miss needs no damage
    error = refused(s, {"op": "attack", "attacker": "Aiko", "target": "Brute", "skill": 14,
                        "roll": 10, "out_of_turn": True})
    assert "give 'damage'" in error
    ans = ok(s, {"op": "attack", "attacker": "Aiko", "target": "Brute", "skill": 14,
                 "location": "vitals", "roll": 12, "damage": 4, "out_of_turn": True})
    # 14 − 3 (vitals) = 11; 12 misses by 1: the torso (G2); 4 cr, DR 0: HP 14 → 10
    assert ans["tohit"]["location"] == "torso"
    assert ans["outcomes"][0]["location"] == "torso" and state_of(s, "Brute")["hp"] == 10
