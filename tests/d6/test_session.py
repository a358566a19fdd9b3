"""The d6 game through ``python -m tracker session``: the core's ops, its own hit, checks,
undo, save and open."""

from __future__ import annotations

from tests.session_script import combatant, holds, run


def test_a_d6_fight_as_a_session_script(tmp_path):
    path = str(tmp_path / "d6.ctenc")
    answers = run([
        {"op": "new", "ruleset": "d6"},
        {"op": "add", "name": "Hero", "side": "pc", "sheet": {"max_hp": 12, "armor": 1}},
        {"op": "add", "name": "Rat", "sheet": {"max_hp": 4}},
        {"op": "start_combat"},
        {"op": "hit", "target": "Rat", "damage": 6},
        {"op": "check", "who": "Rat", "kind": "stay_up", "roll": 5},
        {"op": "next_turn"},
        {"op": "save", "file": path},
        {"op": "undo"},
        {"op": "undo"},
        {"op": "state"},
        {"op": "open", "file": path},
    ])
    assert holds(answers[4], {"outcome": {"injury": 6, "hp_after": -2, "stay_up_check": True}})
    assert answers[4]["state"]["checks"] == [{"who": "Rat", "kind": "stay_up", "target": 3}]
    rat = combatant(answers[5], "Rat")
    assert rat["conditions"] == ["unconscious"] and rat["hp"] == -2
    assert holds(answers[6], {"state": {"ruleset": "d6", "round": 2, "turn": "Hero"}})
    assert combatant(answers[10], "Rat")["hp"] == -2 and answers[10]["state"]["checks"]
    back = combatant(answers[11], "Rat")
    assert back["conditions"] == ["unconscious"] and answers[11]["state"]["round"] == 2


def test_a_bad_d6_request_changes_nothing():
    answers = run([
        {"op": "new", "ruleset": "d6"},
        {"op": "add", "name": "Rat", "sheet": {"max_hp": 4}},
        {"op": "hit", "target": "Rat", "damage": -3},
        {"op": "add", "name": "Ghost", "sheet": {"max_hp": 0}},
        {"op": "state"},
    ], errors=True)
    assert "error" in answers[2] and "error" in answers[3]
    assert [c["name"] for c in answers[4]["state"]["combatants"]] == ["Rat"]
    assert combatant(answers[4], "Rat")["hp"] == 4
