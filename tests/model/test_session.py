"""The headless session engine (contracts/session.md): every op of both rulesets over the
window's operations, one undo step per request, refusals that change nothing."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.session_script import combatant, holds, run, run_status
from tracker.model import files
from tracker.model.session import Session

ROOT = Path(__file__).resolve().parents[2]
#: the steering repo's shared folder lies beside the project (as CI lays it)
CONTRACTS = Path(__file__).resolve().parents[3] / "shared" / "tools" / "check_contracts.py"


def ok(s: Session, req: dict) -> dict:
    ans, good = s.answer(req)
    assert good, ans
    return ans


def who(ans: dict, name: str) -> dict:
    return combatant(ans, name)


def dump(s: Session) -> str:
    return files.dumps_encounter(s.enc)


# -- GURPS --------------------------------------------------------------------------------------
def gurps(seed: int = 7) -> Session:
    s = Session(seed=seed)
    ok(s, {"op": "new", "ruleset": "gurps"})
    ok(s, {"op": "add", "name": "Orc", "side": "enemy",
           "sheet": {"max_hp": 12, "ht": 11, "basic_speed": 6.0}})
    ok(s, {"op": "add", "name": "Aiko", "side": "pc", "sheet": {"max_hp": 10, "max_fp": 11}})
    return s


def test_add_takes_the_sheet_defaults_and_numbers_a_taken_name():
    s = gurps()
    orc = who(ok(s, {"op": "state"}), "Orc")
    assert holds(orc, {"hp": 12, "max_hp": 12, "tracks": {"fp": [10, 10]}, "side": "enemy",
                       "conditions": [], "shock": 0, "crippled": [], "lost": [],
                       "injured": {}})
    ans = ok(s, {"op": "add", "name": "Orc", "sheet": {}})
    assert ans["name"] == "Orc 2"
    assert who(ans, "Aiko")["tracks"] == {"fp": [11, 11]}


def test_edit_keeps_the_damage_taken_renames_and_duplicate_joins_unhurt():
    s = gurps()
    ok(s, {"op": "hit", "target": "Orc", "location": "torso", "damage": 5, "type": "cr"})
    ans = ok(s, {"op": "edit", "name": "Orc", "sheet": {"max_hp": 15}, "rename": "Big Orc"})
    assert holds(who(ans, "Big Orc"), {"hp": 10, "max_hp": 15})
    ans = ok(s, {"op": "duplicate", "name": "Big Orc"})
    assert ans["name"] == "Big Orc 2" and who(ans, "Big Orc 2")["hp"] == 15
    ans = ok(s, {"op": "remove", "name": "Big Orc 2"})
    assert [c["name"] for c in ans["state"]["combatants"]] == ["Big Orc", "Aiko"]


def test_turns_go_round_and_back():
    s = gurps()
    ans = ok(s, {"op": "start_combat"})
    assert holds(ans["state"], {"in_combat": True, "round": 1, "turn": "Orc", "slot": None})
    ans = ok(s, {"op": "next_turn"})
    assert (ans["state"]["round"], ans["state"]["turn"]) == (1, "Aiko")
    ans = ok(s, {"op": "next_turn"})
    assert (ans["state"]["round"], ans["state"]["turn"]) == (2, "Orc")
    ans = ok(s, {"op": "previous_turn"})
    assert (ans["state"]["round"], ans["state"]["turn"]) == (1, "Aiko")


def test_hit_answers_as_resolve_and_echoes_a_rolled_location():
    s = gurps()
    ok(s, {"op": "start_combat"})
    ans = ok(s, {"op": "hit", "target": "Orc", "location": "random", "damage": 4, "type": "cut"})
    out = ans["outcome"]
    assert 3 <= out["roll"] <= 18 and out["location"]
    assert (ans["roll"], ans["subroll"]) == (out["roll"], out["subroll"])
    assert out["explain"] and all(isinstance(x, str) for x in out["explain"])
    again = gurps()
    ok(again, {"op": "start_combat"})
    typed = ok(again, {"op": "hit", "target": "Orc", "location": "random", "damage": 4,
                       "type": "cut", "roll": out["roll"], "subroll": out["subroll"]})
    assert typed["outcome"]["location"] == out["location"]
    assert typed["state"]["combatants"] == ans["state"]["combatants"]


def test_a_crippled_arm_gets_its_g7_roll_at_end_combat_typed_or_rolled():
    s = gurps()
    ok(s, {"op": "start_combat"})
    ans = ok(s, {"op": "hit", "target": "Aiko", "location": "arm_right", "damage": 6,
                 "type": "cut"})
    assert who(ans, "Aiko")["crippled"] == ["arm_right"]
    ans = ok(s, {"op": "end_combat", "rolls": {"Aiko": {"arm_right": 8}}})
    assert ans["rolls"] == {"Aiko": {"arm_right": 8}}
    assert holds(ans["state"], {"in_combat": False, "turn": None,
                                "timers": [{"who": "Aiko", "what": "arm_right",
                                            "kind": "temporary", "minutes_left": None}]})
    ok(s, {"op": "undo"})
    ans = ok(s, {"op": "end_combat"})
    assert 3 <= ans["rolls"]["Aiko"]["arm_right"] <= 18


def test_end_combat_refuses_rolls_for_a_part_that_is_not_crippled():
    s = gurps()
    ok(s, {"op": "start_combat"})
    before = dump(s)
    ans, good = s.answer({"op": "end_combat", "rolls": {"Aiko": {"arm_left": 9}}})
    assert not good and "arm_left" in ans["error"] and dump(s) == before


def test_advance_uses_the_typed_rolls_in_order_and_echoes_them():
    s = gurps()
    ok(s, {"op": "hit", "target": "Orc", "location": "torso", "damage": 6})
    ans = ok(s, {"op": "advance", "days": 3, "rolls": [11, 18, 3, 10]})
    assert ans["rolls"] == [11, 18, 3]  # one natural recovery roll a day; one left over
    assert who(ans, "Orc")["hp"] == 6 + 2  # HT 11: 11 and 3 succeed, 18 fails
    assert ans["state"]["time"] == {"day": 4, "hour": 8, "minute": 0}
    ans = ok(s, {"op": "advance", "hours": 1, "minutes": 30})
    assert ans["state"]["time"] == {"day": 4, "hour": 9, "minute": 30} and ans["rolls"] == []


def test_advance_without_rolls_echoes_what_the_dice_rolled():
    s = gurps()
    ok(s, {"op": "hit", "target": "Orc", "location": "torso", "damage": 6})
    ans = ok(s, {"op": "advance", "days": 2})
    assert len(ans["rolls"]) == 2
    replay = gurps(seed=99)
    ok(replay, {"op": "hit", "target": "Orc", "location": "torso", "damage": 6})
    again = ok(replay, {"op": "advance", "days": 2, "rolls": ans["rolls"]})
    assert again["state"]["combatants"] == ans["state"]["combatants"]


def test_check_resolves_the_first_pending_of_its_kind_and_echoes_a_rolled_one():
    s = gurps()
    ok(s, {"op": "start_combat"})
    ans = ok(s, {"op": "hit", "target": "Orc", "location": "torso", "damage": 7})
    assert ans["state"]["checks"] == [{"who": "Orc", "kind": "knockdown", "target": 11}]
    ans = ok(s, {"op": "check", "who": "Orc"})
    assert ans["kind"] == "knockdown" and 3 <= ans["roll"] <= 18
    assert ans["state"]["checks"] == []
    ans, good = s.answer({"op": "check", "who": "Orc"})
    assert not good and "no pending check" in ans["error"]


def test_check_refuses_a_roll_the_dice_cannot_show():
    s = gurps()
    ok(s, {"op": "start_combat"})
    ok(s, {"op": "hit", "target": "Orc", "location": "torso", "damage": 7})
    ans, good = s.answer({"op": "check", "who": "Orc", "kind": "knockdown", "roll": 19})
    assert not good and "3..18" in ans["error"]


def test_quick_damage_and_heal_as_the_window_types_them():
    s = gurps()
    ans = ok(s, {"op": "quick", "name": "Orc", "change": "-5"})
    assert ans["change"] == -5 and who(ans, "Orc")["hp"] == 7  # 12 − 5
    ans = ok(s, {"op": "quick", "name": "Orc", "change": "h3"})
    assert who(ans, "Orc")["hp"] == 10  # 7 + 3
    ans = ok(s, {"op": "undo"})
    assert who(ans, "Orc")["hp"] == 7  # one undo step
    bad, good = s.answer({"op": "quick", "name": "Orc", "change": "lots"})
    assert not good and "lots" in json.dumps(bad, ensure_ascii=False)


def test_condition_on_off_and_for_rounds():
    s = gurps()
    ok(s, {"op": "start_combat"})
    ans = ok(s, {"op": "condition", "name": "Aiko", "condition": "grappled", "rounds": 1})
    assert who(ans, "Aiko")["conditions"] == ["grappled"]
    ans = ok(s, {"op": "condition", "name": "Orc", "condition": "prone"})
    ans = ok(s, {"op": "condition", "name": "Orc", "condition": "prone", "on": False})
    assert who(ans, "Orc")["conditions"] == []
    ok(s, {"op": "next_turn"})
    ans = ok(s, {"op": "next_turn"})  # Aiko's turn ended: the one round is over
    assert who(ans, "Aiko")["conditions"] == []


def test_world_sets_modules_moon_weather_and_temperature_as_one_undo_step():
    s = gurps()
    before = ok(s, {"op": "state"})
    enc_before = s.enc.to_dict()
    ok(s, {"op": "world", "modules": ["gurps.moon", "gurps.weather", "gurps.climate"],
           "moon": {"phase": 3, "waxing": False}, "weather": "overcast",
           "rainy_season": False, "celsius": 32, "season": "summer"})
    assert s.enc.modules["gurps.climate"]["state"]["celsius"] == 32
    assert s.enc.modules["gurps.moon"]["state"]["phase"] == 3
    assert s.enc.modules["gurps.weather"]["state"]["weather"] == "overcast"
    ans = ok(s, {"op": "undo"})
    assert ans["state"] == before["state"] and s.enc.modules == enc_before["modules"]
    ok(s, {"op": "redo"})
    assert s.enc.modules["gurps.climate"]["state"]["celsius"] == 32


def test_world_refuses_a_setting_of_a_module_that_is_off_and_changes_nothing():
    s = gurps()
    before = dump(s)
    ans, good = s.answer({"op": "world", "modules": ["gurps.moon"], "celsius": 30,
                          "season": "summer"})
    assert not good and "gurps.climate" in ans["error"]
    assert dump(s) == before


def test_meal_marks_a_due_meal_eaten_or_missed():
    s = gurps()
    ok(s, {"op": "world", "modules": {"gurps.hunger": {}}})
    ok(s, {"op": "advance", "hours": 16})  # breakfast, lunch and dinner time pass
    ans = ok(s, {"op": "meal", "name": "Aiko", "ate": False})
    assert who(ans, "Aiko")["tracks"]["fp"] == [10, 11]  # V6: a missed meal costs 1 FP
    ok(s, {"op": "meal", "name": "all", "ate": True})
    ans, good = s.answer({"op": "meal", "name": "all", "ate": True})
    assert not good and "no meals are due" in ans["error"]


def test_new_with_a_preset_options_and_modules():
    s = Session(seed=1)
    ok(s, {"op": "new", "ruleset": "gurps", "preset": "vampire_hunter",
           "options": {"blunt_trauma": True}})
    assert "gurps.infection" in s.enc.modules and s.enc.options == {"blunt_trauma": True}
    ans, good = s.answer({"op": "new", "ruleset": "gurps", "preset": "zombies"})
    assert not good and "vampire_hunter" in ans["error"]
    assert "gurps.infection" in s.enc.modules


# -- Call of Cthulhu ----------------------------------------------------------------------------
KNIFE = {"name": "Knife", "skill": "knife", "damage": "1d4", "class": "impaling", "db": True,
         "small": True, "durability": 15, "shots": 1}
GUN = {"name": "Revolver", "skill": "handgun", "damage": "1d10", "class": "firearm",
       "db": False, "small": False, "durability": None, "shots": 3}


def coc(seed: int = 5) -> Session:
    s = Session(seed=seed)
    ok(s, {"op": "new", "ruleset": "coc"})
    ok(s, {"op": "add", "name": "Aiko", "side": "pc",
           "sheet": {"dex": 15, "con": 12, "siz": 12, "skills": {"dodge": 40, "knife": 50,
                                                                 "handgun": 60,
                                                                 "first_aid": 60},
                     "weapons": [KNIFE, GUN]}})
    ok(s, {"op": "add", "name": "Ken", "side": "pc", "sheet": {"dex": 12}})
    ok(s, {"op": "add", "name": "Cultist", "side": "enemy",
           "sheet": {"dex": 9, "str": 13, "siz": 13, "weapons": [KNIFE]}})
    return s


def test_coc_state_keys_and_turns():
    s = coc()
    ans = ok(s, {"op": "start_combat"})
    assert ans["state"]["turn"] == "Aiko"
    assert holds(who(ans, "Aiko"), {"hp": 12, "max_hp": 12, "tracks": {"mp": [10, 10],
                                                                       "san": [50, 99]},
                                    "wounds": [], "acted": False, "death_clock": None})
    assert "shock" not in who(ans, "Aiko")


def test_coc_attack_with_a_dodge_echoes_the_rolls_it_made():
    s = coc()
    ok(s, {"op": "start_combat"})
    ans = ok(s, {"op": "attack", "attacker": "Cultist", "target": "Aiko", "weapon": "Knife",
                 "roll": 10, "defense": {"kind": "dodge", "roll": 90},
                 "dice": {"w": [3], "db": [2]}})
    out = ans["outcome"]
    assert holds(out, {"hit": True, "damage": 5, "roll": 10,
                       "defense": {"kind": "dodge", "roll": 90, "evaded": False},
                       "damage_to": {"Aiko": 5}})
    assert holds(who(ans, "Aiko"), {"hp": 7, "wounds": [{"amount": 5, "treated": False,
                                                         "source": "normal"}]})
    ok(s, {"op": "next_turn"})  # Aiko at DEX: her round-start place is a shot (R33)
    rolled = ok(s, {"op": "attack", "attacker": "Aiko", "target": "Cultist",
                    "weapon": "knife"})
    assert 1 <= rolled["roll"] <= 100 and rolled["outcome"]["roll"] == rolled["roll"]
    assert ans["defense"] == {"roll": 90}


def test_coc_parry_and_cover_name_the_defender_and_the_weapon():
    s = coc()
    ok(s, {"op": "start_combat"})
    ans = ok(s, {"op": "attack", "attacker": "Cultist", "target": "Aiko", "weapon": "Knife",
                 "roll": 20, "defense": {"kind": "parry", "with": "Knife", "roll": 10},
                 "dice": {"w": [2], "db": [1]}})
    assert ans["outcome"]["defense"]["kind"] == "parry"
    assert ans["outcome"]["defense"]["parried"] is True
    ans = ok(s, {"op": "attack", "attacker": "Cultist", "target": "Aiko", "weapon": "Knife",
                 "roll": 20, "defense": {"kind": "cover", "by": "Ken", "roll": 5},
                 "dice": {"w": [4], "db": [4]}})
    assert ans["outcome"]["defense"]["kind"] == "cover"
    assert set(ans["outcome"]["damage_to"]) <= {"Aiko", "Ken"}
    assert who(ans, "Ken")["acted"] is True
    bad, good = s.answer({"op": "attack", "attacker": "Cultist", "target": "Aiko",
                          "weapon": "Knife", "defense": {"kind": "parry", "with": "Axe"}})
    assert not good and "Axe" in bad["error"]


def test_coc_damage_first_aid_and_the_wound_list():
    s = coc()
    ok(s, {"op": "start_combat"})
    ok(s, {"op": "next_turn"})  # Aiko at DEX: her round-start place is a shot (R33)
    ans = ok(s, {"op": "damage", "target": "Ken", "amount": 4})
    assert who(ans, "Ken")["wounds"] == [{"amount": 4, "treated": False, "source": "normal"}]
    ok(s, {"op": "damage", "target": "Ken", "amount": 1, "source": "fumble"})
    ans = ok(s, {"op": "first_aid", "healer": "Aiko", "patient": "Ken", "wound": 0, "roll": 10,
                 "dice": [3]})
    assert ans["roll"] == 10 and ans["dice"] == [3]
    assert who(ans, "Ken")["wounds"][0]["treated"] is True
    assert who(ans, "Aiko")["acted"] is True
    bad, good = s.answer({"op": "first_aid", "healer": "Ken", "patient": "Ken", "wound": 1})
    assert not good and "R11" in bad["error"]


def test_coc_get_up_close_in_break_away_and_rapid_fire():
    s = coc()
    ok(s, {"op": "start_combat"})
    ok(s, {"op": "condition", "name": "Ken", "condition": "prone"})
    ans = ok(s, {"op": "rapid_fire", "name": "Aiko"})
    ok(s, {"op": "next_turn"})  # Aiko at DEX: her round-start place is a shot (R33)
    ans = ok(s, {"op": "close_in", "name": "Aiko", "target": "Cultist"})
    assert "closed_in" in who(ans, "Aiko")["conditions"]
    ans = ok(s, {"op": "break_away", "name": "Cultist", "roll": 1})
    assert ans["roll"] == 1 and ans["outcome"]["free_from"] == "this_round"
    assert "closed_in" not in who(ans, "Aiko")["conditions"]
    bad, good = s.answer({"op": "get_up", "name": "Ken"})
    assert not good and "C3" in bad["error"]  # fell this round: from the next round
    for _ in range(4):  # Ken, the Cultist (Aiko@half: none under rapid fire), Aiko@start
        ans = ok(s, {"op": "next_turn"})
    assert (ans["state"]["round"], ans["state"]["turn"], ans["state"]["slot"]) == (
        2, "Aiko", None)
    ans = ok(s, {"op": "get_up", "name": "Ken", "helper": "Aiko"})
    assert "prone" not in who(ans, "Ken")["conditions"]


def test_coc_a_dying_investigator_shows_the_death_clock_and_the_confirmation():
    s = coc()
    ok(s, {"op": "start_combat"})
    ans = ok(s, {"op": "damage", "target": "Ken", "amount": 10})
    clock = who(ans, "Ken")["death_clock"]
    assert clock is not None and clock["round"] == 2 and clock["after"] == "Aiko"
    ans = ok(s, {"op": "end_combat"})
    assert {"who": "Ken", "kind": "death", "target": None} in ans["state"]["checks"]
    bad, good = s.answer({"op": "check", "who": "Ken", "kind": "death", "roll": 5})
    assert not good and "confirmation" in bad["error"]
    ans = ok(s, {"op": "check", "who": "Ken", "kind": "death"})
    assert "dead" in who(ans, "Ken")["conditions"] and ans["roll"] is None


def test_coc_handgun_slots_show_in_turn_and_slot():
    s = coc()
    ans = ok(s, {"op": "start_combat"})
    slots = []
    for _ in range(6):
        slots.append((ans["state"]["turn"], ans["state"]["slot"]))
        ans = ok(s, {"op": "next_turn"})
    assert ("Aiko", "start") in slots or ("Aiko", "half") in slots


def test_coc_end_combat_refuses_g7_rolls():
    s = coc()
    ok(s, {"op": "start_combat"})
    bad, good = s.answer({"op": "end_combat", "rolls": {"Aiko": {"arm_right": 9}}})
    assert not good and "rolls nothing" in bad["error"]


def test_ops_of_the_other_ruleset_are_named_as_such():
    s = coc()
    bad, good = s.answer({"op": "hit", "target": "Aiko", "damage": 3})
    assert not good and "gurps" in bad["error"]
    g = gurps()
    bad, good = g.answer({"op": "get_up", "name": "Aiko"})
    assert not good and "coc" in bad["error"]


# -- undo, redo, files ------------------------------------------------------------------------
def test_undo_and_redo_walk_many_actions_including_end_combat_and_advance():
    s = gurps(seed=3)
    script = [
        {"op": "start_combat"},
        {"op": "hit", "target": "Orc", "location": "leg_left", "damage": 8, "type": "cut"},
        {"op": "next_turn"},
        {"op": "hit", "target": "Aiko", "location": "torso", "damage": 4},
        {"op": "next_turn"},
        {"op": "condition", "name": "Aiko", "condition": "grappled"},
        {"op": "end_combat", "rolls": {"Orc": {"leg_left": 14}}},
        {"op": "advance", "days": 5, "rolls": [9, 9, 9, 9, 9, 9, 9, 9, 9, 9]},
        {"op": "advance", "hours": 3},
    ]
    dumps = [dump(s)]
    for req in script:
        ok(s, req)
        dumps.append(dump(s))
    for i in range(len(script), 0, -1):
        ok(s, {"op": "undo"})
        assert dump(s) == dumps[i - 1], f"undo of {script[i - 1]['op']}"
    ok(s, {"op": "undo"})
    ans = ok(s, {"op": "undo"})  # the two adds
    assert ans["state"]["combatants"] == []
    bad, good = s.answer({"op": "undo"})
    assert not good and good is False and "nothing to undo" in bad["error"]
    ok(s, {"op": "redo"})
    ok(s, {"op": "redo"})
    for i in range(1, len(script) + 1):
        ok(s, {"op": "redo"})
        assert dump(s) == dumps[i], f"redo of {script[i - 1]['op']}"
    bad, good = s.answer({"op": "redo"})
    assert not good and "nothing to redo" in bad["error"]


def test_a_new_request_after_undo_drops_the_redo():
    s = gurps()
    ok(s, {"op": "start_combat"})
    ok(s, {"op": "undo"})
    ok(s, {"op": "condition", "name": "Orc", "condition": "prone"})
    bad, good = s.answer({"op": "redo"})
    assert not good


def test_save_then_open_gives_back_the_same_state_and_history_restarts(tmp_path):
    s = gurps()
    ok(s, {"op": "start_combat"})
    ok(s, {"op": "hit", "target": "Orc", "location": "arm_left", "damage": 7, "type": "cut"})
    path = tmp_path / "fight.json"
    saved = ok(s, {"op": "save", "file": str(path)})
    assert saved["file"] == str(path) and path.exists()
    ok(s, {"op": "next_turn"})
    ans = ok(s, {"op": "open", "file": str(path)})
    assert ans["state"] == saved["state"]
    bad, good = s.answer({"op": "undo"})
    assert not good  # a freshly opened file has no history
    other = Session(files.load_encounter(path))
    assert ok(other, {"op": "state"})["state"] == saved["state"]


def test_open_a_missing_file_changes_nothing(tmp_path):
    s = gurps()
    before = dump(s)
    bad, good = s.answer({"op": "open", "file": str(tmp_path / "nope.json")})
    assert not good and "nope.json" in bad["error"] and dump(s) == before
    ok(s, {"op": "undo"})  # the history survived the refusal


@pytest.mark.parametrize("req", [
    {"op": "add", "name": "Orc 3", "sheet": {"max_hp": "many"}},
    {"op": "add", "name": "", "sheet": {}},
    {"op": "add", "name": "X", "side": "villain"},
    {"op": "add", "name": "X", "sheet": {"hp": 5, "wings": 2}},
    {"op": "edit", "name": "Orc", "sheet": {"ht": "x"}},
    {"op": "edit", "name": "Orc", "rename": "Aiko"},
    {"op": "hit", "target": "Orc", "location": "tentacle", "damage": 5},
    {"op": "hit", "target": "Orc", "damage": 5, "typo": 1},
    {"op": "hit", "target": "Nobody", "damage": 5},
    {"op": "next_turn"},
    {"op": "previous_turn"},
    {"op": "end_combat"},
    {"op": "advance"},
    {"op": "advance", "hours": -1},
    {"op": "advance", "hours": 1, "rolls": [2]},
    {"op": "advance", "days": 10000},
    {"op": "condition", "name": "Orc", "condition": "x", "rounds": 0},
    {"op": "meal", "name": "Orc"},
    {"op": "world", "moon": {"phase": 9}},
    {"op": "fly"},
    {"noop": 1},
    [1, 2],
    {"op": "new", "ruleset": "d20"},
    {"op": "new", "ruleset": "gurps", "options": {"blunt_truma": True}},
])
def test_a_bad_request_changes_nothing_and_the_session_goes_on(req):
    s = gurps()
    ok(s, {"op": "hit", "target": "Orc", "location": "torso", "damage": 3})
    before, state = dump(s), ok(s, {"op": "state"})["state"]
    ans, good = s.answer(req)
    assert not good and set(ans) == {"error"} and ans["error"]
    assert dump(s) == before and ok(s, {"op": "state"})["state"] == state
    ok(s, {"op": "undo"})
    assert who(ok(s, {"op": "state"}), "Orc")["hp"] == 12


def test_a_failing_world_request_undoes_the_parts_it_had_done():
    s = gurps()
    before = dump(s)
    bad, good = s.answer({"op": "world", "modules": ["gurps.weather"], "weather": "snow"})
    assert not good and dump(s) == before and "gurps.weather" not in s.enc.modules


# -- the command ------------------------------------------------------------------------------
def test_the_command_runs_a_script_with_a_seed_and_exits_1_after_a_failure():
    lines = [{"op": "new", "ruleset": "gurps"},
             {"op": "add", "name": "A", "sheet": {"max_hp": 10}},
             {"op": "hit", "target": "A", "location": "random", "damage": 3},
             "not json", {"op": "state"}]
    one, status = run_status(lines, seed=11)
    two, _ = run_status(lines, seed=11)
    assert status == 1 and one == two and "error" in one[3] and one[4]["ok"] is True
    _, status = run_status(lines[:3], seed=11)
    assert status == 0


def test_the_command_starts_from_a_file(tmp_path):
    path = tmp_path / "start.json"
    run([{"op": "new", "ruleset": "coc"}, {"op": "add", "name": "Aiko", "side": "pc"},
         {"op": "save", "file": str(path)}])
    ans = run([{"op": "state"}], file=str(path))
    assert ans[0]["state"]["ruleset"] == "coc" and who(ans[0], "Aiko")["side"] == "pc"


def test_the_command_refuses_a_bad_file_and_extra_words(tmp_path):
    import io

    from tracker.cli.session import main

    err = io.StringIO()
    assert main([str(tmp_path / "none.json")], out=io.StringIO(), err=err, inp=[]) == 2
    assert "none.json" in err.getvalue()
    assert main(["a", "b"], out=io.StringIO(), err=io.StringIO(), inp=[]) == 2
    assert main(["--sed", "3"], out=io.StringIO(), err=io.StringIO(), inp=[]) == 2


def test_the_contract_example_passes():
    if not CONTRACTS.exists():
        pytest.skip("the shared contracts are not on this machine")
    p = subprocess.run([sys.executable, str(CONTRACTS)], cwd=ROOT, capture_output=True,
                       text=True, timeout=300)
    assert "session.md: 2 examples checked" in p.stdout, p.stdout + p.stderr
    assert "session.md example" not in p.stdout, p.stdout


def test_the_help_names_the_file_and_the_seed():
    import io

    from tracker.cli.session import main

    out = io.StringIO()
    assert main(["--help"], out=out, err=io.StringIO(), inp=[]) == 0
    assert "session [--seed N]" in out.getvalue() and "FILE" in out.getvalue()


def test_every_answer_is_json_with_the_state():
    ans = run([{"op": "new", "ruleset": "coc"}, {"op": "state"}])
    assert all(a["ok"] is True and set(a["state"]) == {
        "ruleset", "in_combat", "round", "turn", "slot", "time", "combatants", "checks",
        "timers"} for a in ans)
    json.dumps(ans)


def test_start_combat_needs_someone_to_fight():
    """An empty encounter cannot start a fight (Next turn would have nobody to give the turn
    to): a clear refusal that changes nothing."""
    s = Session()
    ok(s, {"op": "new", "ruleset": "coc"})
    ans, good = s.answer({"op": "start_combat"})
    assert not good and "add combatants first" in ans["error"]
    assert ok(s, {"op": "state"})["state"]["in_combat"] is False
