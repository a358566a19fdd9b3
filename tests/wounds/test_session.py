"""The wound-boxes game through ``python -m tracker session``: a ruleset without an "hp" track
(the core once failed with KeyError 'hp')."""

from __future__ import annotations

from tests.session_script import combatant, holds, run


def test_a_fight_without_hp(tmp_path):
    path = str(tmp_path / "w.ctenc")
    answers = run([
        {"op": "new", "ruleset": "wounds"},
        {"op": "add", "name": "Oni", "sheet": {"toughness": 5, "boxes": 2}},
        {"op": "start_combat"},
        {"op": "hit", "target": "Oni", "damage": 4},
        {"op": "hit", "target": "Oni", "damage": 17},
        {"op": "check", "who": "Oni", "kind": "vigor", "roll": 2},
        {"op": "save", "file": path},
        {"op": "undo"},
        {"op": "open", "file": path},
    ])
    # "hp"/"max_hp": the primary track's numbers (boxes left / boxes); grit under "tracks"
    assert combatant(answers[1], "Oni") | {} == {
        "name": "Oni", "side": "enemy", "hp": 2, "max_hp": 2, "tracks": {"grit": [3, 3]},
        "conditions": []}
    # 4 < Toughness 5: nothing
    assert holds(answers[3], {"outcome": {"marked": 0, "shaken": False}})
    # 17 − 5 = 12 over → 12 // 4 = 3 boxes, more than 2: bleeding out, a vigor roll owed
    assert holds(answers[4], {"outcome": {"marked": 3, "bleeding_out": True}})
    assert answers[4]["state"]["checks"] == [{"who": "Oni", "kind": "vigor", "target": 3}]
    assert combatant(answers[4], "Oni")["hp"] == 0
    # vigor 2 ≤ 3 holds on: unconscious, no longer bleeding out
    assert combatant(answers[5], "Oni")["conditions"] == ["shaken", "unconscious"]
    assert combatant(answers[7], "Oni")["conditions"] == ["bleeding_out", "shaken"]
    assert combatant(answers[8], "Oni")["conditions"] == ["shaken", "unconscious"]

