"""R28 (issue 44 D3): the rolls a persistent character still owes go with it to the library
and come due at their game time in the next encounter, through ``python -m tracker session
--library PATH``. Every number is worked out by hand from RULES.md beside it."""

from __future__ import annotations

from tests.library.test_party import run
from tests.session_script import combatant

VAMPIRE = {"op": "new", "ruleset": "gurps", "preset": "vampire_hunter"}


def _owed(answer, who="Aiko"):
    return [k["kind"] for k in answer["state"]["checks"] if k["who"] == who]


#: Aiko (HP 12, HT 12) takes a 4-point cut on the torso in a fight (4 × 1.5 = 6 injury: a
#: bleeding wound, V7): the infection roll is owed; End combat keeps it; she goes back to the
#: library with it
INFECTED = [
    VAMPIRE,
    {"op": "add", "name": "Aiko", "side": "pc", "sheet": {"max_hp": 12, "ht": 12,
                                                          "max_fp": 12}},
    {"op": "start_combat"},
    {"op": "hit", "target": "Aiko", "location": "torso", "damage": 4, "type": "cut"},
    {"op": "end_combat"},
    {"op": "to_library", "name": "Aiko", "persistent": True},
]


def test_an_infection_roll_owed_at_end_combat_travels_and_is_rolled_in_the_next_encounter(
        tmp_path):
    path = tmp_path / "library.sqlite3"
    first = run(INFECTED, path)
    assert _owed(first[4]) == ["infection"]
    back = run([VAMPIRE, {"op": "from_library", "name": "Aiko"},
                # 14 > HT 12: infected; 3d 9 on the V7 table: the torso
                {"op": "advance", "minutes": 1, "rolls": [14, 9]}], path)
    assert _owed(back[1]) == ["infection"]          # it came with her (it was lost before)
    assert back[2]["rolls"] == [14, 9]
    assert _owed(back[2]) == []
    assert combatant(back[2], "Aiko")["hp"] == 6    # 12 − 6, the state came too


#: Aiko (HP 10, HT 10): 8 crushing on the torso (8 > 10/2: a major wound) leaves HP 2; her
#: knockdown roll 17 fails HT 10 by 7 (5 or more): unconscious; at 1 HP or more she wakes 15
#: minutes after End combat (G14), 8:15 on day 1
KNOCKED_OUT = [
    {"op": "new", "ruleset": "gurps"},
    {"op": "add", "name": "Aiko", "side": "pc", "sheet": {"max_hp": 10, "ht": 10}},
    {"op": "start_combat"},
    {"op": "hit", "target": "Aiko", "location": "torso", "damage": 8, "type": "cr"},
    {"op": "check", "who": "Aiko", "kind": "knockdown", "roll": 17},
    {"op": "end_combat"},
    {"op": "to_library", "name": "Aiko", "persistent": True},
]


def test_an_unconscious_pcs_waking_comes_due_at_its_time_in_the_next_encounter(tmp_path):
    path = tmp_path / "library.sqlite3"
    first = run(KNOCKED_OUT, path)
    assert "unconscious" in combatant(first[5], "Aiko")["conditions"]
    assert _owed(first[5]) == ["wake"]
    back = run([{"op": "new", "ruleset": "gurps"}, {"op": "from_library", "name": "Aiko"},
                {"op": "advance", "minutes": 14},                 # 8:14: still out
                {"op": "advance", "minutes": 1}], path)           # 8:15: awake
    assert _owed(back[1]) == ["wake"]
    assert "unconscious" in combatant(back[2], "Aiko")["conditions"]
    assert "unconscious" not in combatant(back[3], "Aiko")["conditions"]


def test_a_waking_whose_time_has_passed_comes_at_once(tmp_path):
    path = tmp_path / "library.sqlite3"
    run(KNOCKED_OUT, path)
    back = run([{"op": "new", "ruleset": "gurps"}, {"op": "advance", "hours": 2},  # 10:00
                {"op": "from_library", "name": "Aiko"},
                {"op": "advance", "minutes": 1}], path)
    assert _owed(back[2]) == ["wake"]
    assert "unconscious" not in combatant(back[3], "Aiko")["conditions"]  # due since 8:15


def test_a_roll_of_a_rule_module_the_next_encounter_does_not_use_stays_behind(tmp_path):
    path = tmp_path / "library.sqlite3"
    run(INFECTED, path)
    back = run([{"op": "new", "ruleset": "gurps"}, {"op": "from_library", "name": "Aiko"}],
               path)
    assert _owed(back[1]) == []
    assert any("infection roll owed under the rule module 'gurps.infection' stays behind" in w
               for w in back[1]["warnings"])


def test_undo_of_taking_the_character_takes_its_owed_rolls_too(tmp_path):
    path = tmp_path / "library.sqlite3"
    run(KNOCKED_OUT, path)
    back = run([{"op": "new", "ruleset": "gurps"}, {"op": "from_library", "name": "Aiko"},
                {"op": "undo"}, {"op": "redo"}], path)
    assert back[2]["state"]["checks"] == [] and back[2]["state"]["combatants"] == []
    assert _owed(back[3]) == ["wake"]


def test_a_g7_roll_owed_for_a_part_crippled_out_of_combat_travels(tmp_path):
    """R28: a part crippled by a trap (no End combat) owes its G7 roll when time next runs;
    written back before any time ran, the roll is made in the next encounter. 6 cut × 1.5 = 9
    on the right arm, capped at 6 (over HP/2 = 5): crippled; G7 roll 9 ≤ HT 10: temporary."""
    path = tmp_path / "library.sqlite3"
    run([{"op": "new", "ruleset": "gurps"},
         {"op": "add", "name": "Aiko", "side": "pc", "sheet": {"max_hp": 10, "ht": 10}},
         {"op": "hit", "target": "Aiko", "location": "arm_right", "damage": 6, "type": "cut"},
         {"op": "check", "who": "Aiko", "kind": "knockdown", "roll": 9},   # R21: stays up
         {"op": "to_library", "name": "Aiko", "persistent": True}], path)
    back = run([{"op": "new", "ruleset": "gurps"}, {"op": "from_library", "name": "Aiko"},
                {"op": "advance", "minutes": 1, "rolls": [9]}], path)
    assert combatant(back[1], "Aiko")["crippled"] == ["arm_right"]
    assert back[1]["state"]["timers"] == []
    assert back[2]["rolls"] == [9]
    (timer,) = back[2]["state"]["timers"]
    assert (timer["what"], timer["kind"]) == ("arm_right", "temporary")
