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


def test_a_temporary_crippling_ends_when_the_gm_heals_the_hp_back():
    """G7: a crippled part judged temporary lasts until the HP are fully recovered. Healed to
    full by the GM (a potion, a spell), the arm was still shown crippled, with its timer,
    until some Advance time; healed in the fight, End combat left it crippled too."""
    answers = run([
        {"op": "new", "ruleset": "gurps"},
        {"op": "add", "name": "Aiko", "side": "pc", "sheet": {"max_hp": 12, "ht": 12}},
        {"op": "add", "name": "Kaede", "side": "pc", "sheet": {"max_hp": 10, "ht": 10}},
        {"op": "start_combat"},
        {"op": "hit", "target": "Aiko", "location": "arm_left", "damage": 8, "type": "cr"},
        {"op": "hit", "target": "Kaede", "location": "leg_right", "damage": 6, "type": "cr"},
        {"op": "edit", "name": "Kaede", "sheet": {"hp": 10}},   # healed within the fight
        {"op": "end_combat", "rolls": {"Aiko": {"arm_left": 9}, "Kaede": {"leg_right": 8}}},
        {"op": "edit", "name": "Aiko", "sheet": {"hp": 12}},
        {"op": "undo"},
    ], seed=4)
    hit = answers[4]
    assert combatant(hit, "Aiko")["hp"] == 5 and combatant(hit, "Aiko")["crippled"] == ["arm_left"]
    ended = answers[7]
    assert combatant(ended, "Aiko")["crippled"] == ["arm_left"]    # 5/12 HP: still crippled
    kaede = combatant(ended, "Kaede")
    assert kaede["crippled"] == [] and kaede["injured"] == {}
    assert [t["who"] for t in ended["state"]["timers"]] == ["Aiko"]
    healed = answers[8]
    aiko = combatant(healed, "Aiko")
    assert aiko["hp"] == 12 and aiko["crippled"] == [] and aiko["injured"] == {}
    assert healed["state"]["timers"] == []
    assert answers[9]["state"] == ended["state"]


def _cured_then(steps, rolls):
    """Aiko's cut torso festers four days, is cured by a spell at 9:00 on day 5, then the
    days in ``steps`` pass with ``rolls`` for the natural recovery rolls of its midnights."""
    from tracker.model.gurps.modules import operations as mops
    from tracker.model.session.engine import Session

    s = Session(seed=21)
    for req in [VAMPIRE,
                {"op": "add", "name": "Aiko", "side": "pc",
                 "sheet": {"max_hp": 12, "ht": 12, "max_fp": 12}},
                {"op": "start_combat"},
                {"op": "hit", "target": "Aiko", "location": "torso", "damage": 4, "type": "cut"},
                {"op": "end_combat"},
                {"op": "advance", "hours": 1, "rolls": [14, 9]},   # infected: the torso
                {"op": "advance", "days": 4}]:
        answer, ok = s.answer(req)
        assert ok, answer
    s.history.push(mops.cure_infection(s.enc, "c1", 0))
    rolls = list(rolls)
    for step in steps:
        answer, ok = s.answer({"op": "advance", **step, "rolls": rolls})
        assert ok, answer
        rolls = rolls[len(answer["rolls"]):]
    heals = [e.args["target"] for e in s.enc.log if e.key == "heal"]
    return answer, heals


def test_the_ht_a_cured_infection_gives_back_counts_on_each_midnight_in_one_step():
    """V7 + G14 + "time runs in order": once cured, the HT the infection took comes back one a
    midnight, and each midnight's recovery roll is against that day's HT. Six days in one
    step rolled all six at the HT of the cure (8): HP 7, where six single days gave HP 10."""
    rolls = [9, 7, 10, 11, 13, 9]
    one, heals_one = _cured_then([{"days": 6}], rolls)
    days, heals_days = _cured_then([{"days": 1}] * 6, rolls)
    assert heals_one[-6:] == heals_days[-6:] == [8, 9, 10, 11, 12, 12]
    assert combatant(one, "Aiko")["hp"] == combatant(days, "Aiko")["hp"] == 10
    assert one["state"] == days["state"]
