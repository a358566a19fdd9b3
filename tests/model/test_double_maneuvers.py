"""RULES M's two "Double" options and the number of attacks a turn, through ``session`` as a
GM would run them (contracts/maneuvers.md): All-Out Defense (Double) allows a second,
different defense after a failed first one against the same attack; All-Out Attack (Double)
allows two attacks, Attack, Move and Attack and the other All-Out Attacks one, plus the
sheet's Extra Attack. Every number is worked out by hand in the comment beside it.

The table: Aiko (HP 12, HT 12, DX 12, Dodge 9, Parry 10, Basic Speed 6: acts first) and
Brute (HP 14, HT 11, DX 11, Dodge 8, Parry 9, Basic Speed 5).
Shots are at 2 m: with V1 off, B550's speed/range table (W3) gives 0 up to 2 yd."""

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


def table(aiko_extra: int = 0) -> Session:
    s = Session(seed=3)
    ok(s, {"op": "new", "ruleset": "gurps"})
    ok(s, {"op": "add", "name": "Aiko", "side": "pc", "sheet": {
        "max_hp": 12, "ht": 12, "dx": 12, "dodge": 9, "parry": 10, "basic_speed": 6.0,
        **({"extra_attacks": aiko_extra} if aiko_extra else {})}})
    ok(s, {"op": "add", "name": "Brute", "side": "enemy", "sheet": {
        "max_hp": 14, "ht": 11, "dx": 11, "dodge": 8, "parry": 9, "basic_speed": 5.0}})
    ok(s, {"op": "start_combat"})
    return s


def strike(attacker: str, target: str, **kw) -> dict:
    return {"op": "attack", "attacker": attacker, "target": target, "skill": 14,
            "location": "torso", "roll": 10, "damage": 0, "type": "cr", **kw}


def hp(s: Session, name: str) -> int:
    return combatant(ok(s, {"op": "state"}), name)["hp"]


def maneuver_of(enc, name: str) -> dict:
    """The maneuver record on the sheet (what files and undo carry)."""
    return next(c for c in enc.combatants.values() if c.name == name).sheet.maneuver


def aiko_defends_all_out(s: Session, option: str = "double") -> None:
    """Aiko's turn: All-Out Defense with ``option``; then it is Brute's turn."""
    ok(s, {"op": "maneuver", "name": "Aiko", "maneuver": "all_out_defense", "option": option})
    ok(s, {"op": "next_turn"})


# -- All-Out Defense (Double) ---------------------------------------------------------------
def test_a_failed_parry_then_a_dodge_that_succeeds_stops_the_hit():
    s = table()
    aiko_defends_all_out(s)
    ans = ok(s, strike("Brute", "Aiko", skill=12, roll=10, damage=5, defense={
        "kind": "parry", "roll": 15, "then": {"kind": "dodge", "roll": 8}}))
    # Brute 12 rolls 10: a hit. Parry 10 (Double adds no +2), 15 fails; then Dodge 9, 8
    # succeeds by 1: the one hit still coming is stopped; Aiko keeps her 12 HP
    assert ans["defense"] == {"kind": "parry", "target": 10, "roll": 15, "success": False,
                              "stopped": 0, "then": {"kind": "dodge", "target": 9, "roll": 8,
                                                     "success": True, "stopped": 1}}
    assert ans["outcomes"] == []
    assert hp(s, "Aiko") == 12
    second = s.enc.log[-1]
    assert second.key == "defense_second"
    assert second.args["first"] == "parry" and second.args["defense"] == "dodge"
    assert second.explain[0].key == "def.second" and second.explain[0].rule == "M"


def test_both_defenses_fail_and_the_hit_lands_with_its_damage():
    s = table()
    aiko_defends_all_out(s)
    ans = ok(s, strike("Brute", "Aiko", skill=12, roll=10, damage=5, defense={
        "kind": "parry", "roll": 15, "then": {"kind": "dodge", "roll": 12}}))
    # Parry 10 rolls 15, Dodge 9 rolls 12: both fail. 5 crushing to the torso, DR 0: ×1 =
    # 5 injury; HP 12 → 7 (not over HP/2 = 6: no major wound)
    assert ans["defense"]["success"] is False and ans["defense"]["then"]["success"] is False
    assert len(ans["outcomes"]) == 1 and ans["outcomes"][0]["injury"] == 5
    assert hp(s, "Aiko") == 7


def test_against_rapid_fire_the_second_defense_takes_the_hits_still_coming():
    s = table()
    aiko_defends_all_out(s)
    ans = ok(s, strike("Brute", "Aiko", skill=14, roll=6, shots=3, recoil=4,
                       ranged={"range_m": 2}, damage=[3, 4], defense={
                           "kind": "dodge", "roll": 12, "then": {"kind": "parry", "roll": 5}}))
    # 14 rolls 6 (no V1 in a plain encounter, 3 shots: no rapid-fire bonus): margin 8,
    # Recoil 4: 1 + 8 // 4 = 3 hits. Dodge 9 rolls 12: fails, all 3 still coming; Parry 10
    # rolls 5: stops one; 2 land, 3 + 4 crushing to the torso: 7 injury, HP 12 → 5
    assert ans["tohit"]["hits"] == 3
    assert ans["defense"]["stopped"] == 0 and ans["defense"]["then"]["stopped"] == 1
    assert [o["injury"] for o in ans["outcomes"]] == [3, 4]
    assert hp(s, "Aiko") == 5


@pytest.mark.parametrize("option,defense,words", [
    ("increased_dodge", {"kind": "parry", "roll": 15, "then": {"kind": "dodge", "roll": 8}},
     "has not chosen All-Out Defense (Double)"),
    ("double", {"kind": "parry", "roll": 15, "then": {"kind": "parry", "roll": 8}},
     "must be a different one"),
    ("double", {"kind": "parry", "roll": 5, "then": {"kind": "dodge", "roll": 8}},
     "succeeded"),
    ("double", {"kind": "none", "then": {"kind": "dodge", "roll": 8}},
     "made no first defense"),
], ids=["no-double", "same-kind", "first-succeeded", "no-first"])
def test_a_second_defense_the_rules_do_not_allow_is_refused_with_the_rule(option, defense,
                                                                          words):
    s = table()
    aiko_defends_all_out(s, option)
    error = refused(s, strike("Brute", "Aiko", skill=12, roll=10, damage=5, defense=defense))
    assert words in error and "(M)" in error


def test_without_all_out_defense_there_is_no_second_defense():
    s = table()
    ok(s, {"op": "next_turn"})  # Aiko chose nothing; Brute's turn
    error = refused(s, strike("Brute", "Aiko", skill=12, roll=10, damage=5, defense={
        "kind": "parry", "roll": 15, "then": {"kind": "dodge", "roll": 8}}))
    assert "All-Out Defense (Double)" in error and "(M)" in error
    error = refused(s, strike("Brute", "Aiko", skill=12, roll=10, damage=5, defense={
        "kind": "parry", "roll": 15, "then": {"kind": "none"}}))
    assert "'defense.then.kind'" in error


def test_after_an_all_out_attack_no_second_defense_either():
    s = table()
    ok(s, {"op": "maneuver", "name": "Aiko", "maneuver": "all_out_attack",
           "option": "determined"})
    ok(s, {"op": "next_turn"})
    error = refused(s, strike("Brute", "Aiko", skill=12, roll=10, damage=5, defense={
        "kind": "parry", "roll": 15, "then": {"kind": "dodge", "roll": 8}}))
    assert "All-Out Attack" in error and "(M)" in error


def test_the_answer_without_a_second_defense_is_as_before():
    s = table()
    aiko_defends_all_out(s)
    ans = ok(s, strike("Brute", "Aiko", skill=12, roll=10, damage=5,
                       defense={"kind": "parry", "roll": 15}))
    assert ans["defense"] == {"kind": "parry", "target": 10, "roll": 15, "success": False,
                              "stopped": 0}
    assert hp(s, "Aiko") == 7


# -- the number of attacks a turn -------------------------------------------------------------
def test_all_out_attack_double_allows_two_attacks_and_refuses_a_third():
    s = table()
    ok(s, {"op": "maneuver", "name": "Aiko", "maneuver": "all_out_attack", "option": "double"})
    ok(s, strike("Aiko", "Brute"))
    ok(s, strike("Aiko", "Brute"))
    error = refused(s, strike("Aiko", "Brute"))
    assert "2 attack(s) this turn" in error and "allows 2" in error and "(M)" in error


@pytest.mark.parametrize("maneuver,option", [
    (None, None), ("attack", None), ("move_and_attack", None),
    ("all_out_attack", "determined"), ("all_out_attack", "strong")])
def test_one_attack_maneuvers_refuse_a_second(maneuver, option):
    s = table()
    if maneuver is not None:  # none chosen: the attack is the Attack maneuver
        ok(s, {"op": "maneuver", "name": "Aiko", "maneuver": maneuver,
               **({"option": option} if option else {})})
    ok(s, strike("Aiko", "Brute"))
    error = refused(s, strike("Aiko", "Brute"))
    assert "1 attack(s) this turn" in error and "allows 1" in error and "(M)" in error


def test_rapid_fire_is_one_attack():
    s = table()
    ans = ok(s, strike("Aiko", "Brute", skill=14, roll=6, shots=3, recoil=4,
                       ranged={"range_m": 2}, damage=1))
    assert ans["tohit"]["hits"] == 3  # three hits, one roll: one attack
    assert "1 attack(s)" in refused(s, strike("Aiko", "Brute"))


def test_extra_attack_adds_its_levels():
    s = table(aiko_extra=1)
    ok(s, strike("Aiko", "Brute"))
    ok(s, strike("Aiko", "Brute"))
    error = refused(s, strike("Aiko", "Brute"))
    assert "Extra Attack 1 allows 2" in error
    s = table(aiko_extra=1)
    ok(s, {"op": "maneuver", "name": "Aiko", "maneuver": "all_out_attack", "option": "double"})
    for _ in range(3):  # 2 (Double) + 1 (Extra Attack)
        ok(s, strike("Aiko", "Brute"))
    assert "allows 3" in refused(s, strike("Aiko", "Brute"))


def test_extra_attack_through_edit_and_refused_out_of_range():
    s = table()
    ok(s, strike("Aiko", "Brute"))
    refused(s, strike("Aiko", "Brute"))
    ok(s, {"op": "edit", "name": "Aiko", "sheet": {"extra_attacks": 1}})
    ok(s, strike("Aiko", "Brute"))
    assert "extra_attacks" in refused(s, {"op": "edit", "name": "Aiko",
                                          "sheet": {"extra_attacks": -1}})


def test_the_next_turn_resets_the_count_and_out_of_turn_attacks_do_not_count():
    s = table()
    ok(s, strike("Aiko", "Brute"))
    ok(s, {"op": "next_turn"})  # Brute's turn
    ok(s, strike("Aiko", "Brute", out_of_turn=True))  # a Wait's attack: not counted
    ok(s, strike("Aiko", "Brute", out_of_turn=True))
    ok(s, strike("Brute", "Aiko"))
    ok(s, {"op": "next_turn"})  # Aiko's turn of round 2: a fresh count
    ok(s, strike("Aiko", "Brute"))
    assert "1 attack(s)" in refused(s, strike("Aiko", "Brute"))
    ok(s, strike("Aiko", "Brute", out_of_turn=True))  # a counter the GM allows


def test_undo_takes_the_attack_back_with_its_count():
    s = table()
    ok(s, {"op": "maneuver", "name": "Aiko", "maneuver": "all_out_attack", "option": "double"})
    ok(s, strike("Aiko", "Brute"))
    ok(s, strike("Aiko", "Brute"))
    assert maneuver_of(s.enc, "Aiko")["attacks"] == 2
    ok(s, {"op": "undo"})
    ok(s, strike("Aiko", "Brute"))  # the second attack again
    refused(s, strike("Aiko", "Brute"))
    ok(s, {"op": "undo"})
    ok(s, {"op": "undo"})
    ok(s, {"op": "redo"})
    ok(s, strike("Aiko", "Brute"))
    refused(s, strike("Aiko", "Brute"))


def test_save_and_reopen_mid_turn_keep_the_count(tmp_path):
    s = table()
    ok(s, strike("Aiko", "Brute"))
    path = tmp_path / "mid-turn.json"
    ok(s, {"op": "save", "file": str(path)})
    saved = maneuver_of(files.load_encounter(str(path)), "Aiko")
    assert saved["id"] == "attack" and saved["attacks"] == 1
    s = Session(seed=3)
    ok(s, {"op": "open", "file": str(path)})
    error = refused(s, strike("Aiko", "Brute"))
    assert "1 attack(s) this turn" in error


# -- Extra Attack from a GCS file -------------------------------------------------------------
def test_the_gcs_importer_reads_extra_attack_levels():
    import json
    from pathlib import Path

    from tracker.rulesets.gurps.rules.gcs import character_from_data

    data = json.loads((Path(__file__).resolve().parent.parent / "data" / "gcs" / "Strix.gcs")
                      .read_text(encoding="utf-8"))
    data["traits"] = [{"name": "Extra Attack", "levels": 2},
                      {"name": "Extra Attack", "levels": 5, "disabled": True}]
    c = character_from_data(data, "x.gcs")
    assert c.extra_attacks == 2 and c.sheet().extra_attacks == 2
    data["traits"] = [{"name": "Extra Attack", "levels": 50}]
    c = character_from_data(data, "x.gcs")
    assert c.sheet().extra_attacks == 20 and "warn.clamped" in [w.key for w in c.warnings]
    data["traits"] = []
    assert character_from_data(data, "x.gcs").sheet().to_dict().get("extra_attacks") is None
    kraken = json.loads((Path(__file__).resolve().parent.parent / "data" / "gcs" /
                         "Kraken.gcs").read_text(encoding="utf-8"))
    assert character_from_data(kraken, "Kraken.gcs").extra_attacks == 1  # "Extra Attack" 1


def test_a_second_defense_without_the_option_is_refused_even_when_the_attack_misses():
    s = table()
    ok(s, {"op": "next_turn"})
    error = refused(s, strike("Brute", "Aiko", skill=12, roll=16, defense={
        "kind": "parry", "roll": 15, "then": {"kind": "dodge", "roll": 8}}))
    assert "has not chosen All-Out Defense (Double)" in error
