"""Whole GURPS sessions played as a GM would (``python -m tracker session``), and one test for
each defect in flows over time they showed: the numbers worked out by hand from RULES.md."""

from __future__ import annotations

from tests.session_script import combatant, run

VAMPIRE = {"op": "new", "ruleset": "gurps", "preset": "vampire_hunter"}


def _checks(answer, who):
    return [(k["kind"], k["target"]) for k in answer["state"]["checks"] if k["who"] == who]


# -- defects ------------------------------------------------------------------------------------
def test_hunger_dropping_the_unconscious_to_0_hp_makes_waking_an_hourly_roll():
    """G14 + V6: knocked out at 1 HP she would wake 15 minutes later without a roll; a missed
    meal that takes her to 0 HP makes it an HT roll each hour (the loss was judged from the
    HP before it, so she woke at 8:15 regardless)."""
    answers = run([
        VAMPIRE,
        {"op": "add", "name": "Aiko", "side": "pc", "sheet": {"max_hp": 12, "ht": 12,
                                                              "max_fp": 12}},
        {"op": "edit", "name": "Aiko", "sheet": {"hp": 1, "fp": 1}},
        {"op": "condition", "name": "Aiko", "condition": "unconscious", "on": True},
        {"op": "meal", "name": "Aiko", "ate": False},   # FP 0
        {"op": "meal", "name": "Aiko", "ate": False},   # FP -1: 1 HP too (G11), HP 0
        {"op": "advance", "minutes": 20},
    ], seed=3)
    assert _checks(answers[3], "Aiko") == [("wake", None)]
    at_zero = answers[5]
    assert combatant(at_zero, "Aiko")["hp"] == 0
    assert _checks(at_zero, "Aiko") == [("wake", 12)]
    later = answers[6]
    assert "unconscious" in combatant(later, "Aiko")["conditions"]
    assert later["rolls"] == []  # 8:20: the first hourly roll is at 9:00
