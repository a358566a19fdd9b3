"""Time after the wounds, as session scripts (``python -m tracker session``): hourly waking
rolls and a coma below −HP (G14), no infection roll without blood (V7), and a hot day advanced
in one step or in pieces with no FP back while exposed (V8) — issue #24 items 1, 4 and 5,
replayed from outside exactly as the window runs them."""

from __future__ import annotations

from tests.session_script import combatant, run

NEW = {"op": "new", "ruleset": "gurps"}


def test_1_hourly_waking_then_a_coma_below_minus_hp():
    answers = run([
        NEW,
        {"op": "add", "name": "Orc", "sheet": {"max_hp": 10, "ht": 10}},
        {"op": "add", "name": "Ogre", "sheet": {"max_hp": 10, "ht": 10}},
        {"op": "hit", "target": "Orc", "location": "torso", "damage": 10, "type": "cr"},
        {"op": "edit", "name": "Ogre", "sheet": {"hp": -12}},
        {"op": "check", "who": "Ogre", "kind": "death", "roll": 3},
        {"op": "condition", "name": "Orc", "condition": "unconscious", "on": True},
        {"op": "condition", "name": "Ogre", "condition": "unconscious", "on": True},
        {"op": "state"},
        # 9:00 Orc fails (13), 10:00 Orc wakes (9), 20:00 Ogre fails (14): a coma
        {"op": "advance", "hours": 13, "rolls": [13, 9, 14]},
        {"op": "advance", "days": 5},
    ], seed=2)
    pending = answers[8]["state"]["checks"]
    assert [(k["who"], k["kind"]) for k in pending] == [("Orc", "wake"), ("Ogre", "wake")]
    after = answers[9]
    assert after["rolls"][:3] == [13, 9, 14]
    assert "unconscious" not in combatant(after, "Orc")["conditions"]
    assert {"unconscious", "coma"} <= set(combatant(after, "Ogre")["conditions"])
    assert not [k for k in after["state"]["checks"] if k["who"] == "Ogre"]
    assert {"unconscious", "coma"} <= set(combatant(answers[10], "Ogre")["conditions"])


def test_4_no_blood_owes_no_infection_roll():
    answers = run([
        {"op": "new", "ruleset": "gurps", "preset": "vampire_hunter"},
        {"op": "add", "name": "Ghoul", "side": "ally", "sheet": {"traits": ["unliving"]}},
        {"op": "add", "name": "Aiko", "side": "pc", "sheet": {}},
        {"op": "hit", "target": "Ghoul", "location": "torso", "damage": 5, "type": "cut"},
        {"op": "hit", "target": "Aiko", "location": "torso", "damage": 5, "type": "cut"},
    ], seed=1)
    kinds = [(k["who"], k["kind"]) for k in answers[-1]["state"]["checks"]]
    assert ("Aiko", "infection") in kinds and ("Ghoul", "infection") not in kinds


def test_5_a_hot_day_in_one_step_equals_pieces_and_gives_no_fp_back():
    hot = [{"op": "new", "ruleset": "gurps", "preset": "vampire_hunter"},
           {"op": "add", "name": "Kaede", "side": "pc", "sheet": {"max_hp": 11, "ht": 11}},
           {"op": "add", "name": "Ren", "side": "pc", "sheet": {"max_hp": 10, "ht": 9}},
           {"op": "world", "celsius": 32, "season": "summer"}]
    one = run(hot + [{"op": "advance", "hours": 24}], seed=8)
    rolls = list(one[-1]["rolls"])
    script = list(hot)
    for hours in (14, 2, 8):  # the play-test's pieces, each with the rolls it uses
        used = run(script + [{"op": "advance", "hours": hours, "rolls": rolls}],
                   seed=8)[-1]["rolls"]
        assert used == rolls[:len(used)]
        script.append({"op": "advance", "hours": hours, "rolls": rolls[:len(used)]})
        rolls = rolls[len(used):]
    pieces = run(script, seed=8)
    assert pieces[-1]["state"] == one[-1]["state"]
    # V8 reading: exposure is no rest: at 32 °C (≥ 25) no FP comes back between the pieces
    fp = [[c["tracks"]["fp"][0] for c in a["state"]["combatants"]] for a in pieces[4:]]
    assert all(b <= a for before, after in zip(fp, fp[1:], strict=False)
               for a, b in zip(before, after, strict=True))
