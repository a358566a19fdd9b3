"""The turn order and the dead in a fight, as session scripts (``python -m tracker session``):
a faster newcomer joins after the current turn and is shown, and a one-hit kill or a hit on a
corpse leaves no rolls and no shock — issue #24 items 12 and 13, replayed from outside exactly
as the window runs them."""

from __future__ import annotations

from tests.session_script import combatant, holds, run

NEW = {"op": "new", "ruleset": "gurps"}


def test_12_a_faster_newcomer_joins_after_the_current_turn_and_is_shown():
    answers = run([
        NEW,
        {"op": "add", "name": "Hero", "side": "pc", "sheet": {"basic_speed": 6}},
        {"op": "add", "name": "Orc", "sheet": {"basic_speed": 5}},
        {"op": "start_combat"},
        {"op": "add", "name": "Wolf", "sheet": {"basic_speed": 9}},
        {"op": "previous_turn"},
        {"op": "next_turn"},
    ], errors=True)
    assert holds(answers[4], {"ok": True, "state": {"turn": "Hero"}})
    assert "error" in answers[5]  # no turn that never happened behind the Hero's
    assert holds(answers[6], {"ok": True, "state": {"turn": "Wolf"}})


def test_13_a_one_hit_kill_and_a_hit_on_a_corpse_leave_no_rolls_and_no_shock():
    answers = run([
        NEW,
        {"op": "add", "name": "Hero", "side": "pc", "sheet": {"basic_speed": 6}},
        {"op": "add", "name": "Victim", "sheet": {"max_hp": 10}},
        {"op": "start_combat"},
        {"op": "hit", "target": "Victim", "location": "torso", "damage": 60, "type": "cr"},
        {"op": "hit", "target": "Victim", "location": "skull", "damage": 5, "type": "cr"},
    ], seed=1)
    for answer in answers[4:]:
        victim = combatant(answer, "Victim")
        assert "dead" in victim["conditions"] and victim["shock"] == 0
        assert not [k for k in answer["state"]["checks"] if k["who"] == "Victim"]
