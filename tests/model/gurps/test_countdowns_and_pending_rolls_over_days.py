"""A GM's sessions replayed through ``python -m tracker session``: a plain GURPS fight and a
vampire hunters' hot day with an infected wound, then days advanced in one step and in
pieces, undo across them, save and reopen."""

from __future__ import annotations

import pytest

from tests.session_script import combatant, run

# -- a countdown the GM set runs on while time is advanced --------------------------------------
PLAIN = [
    {"op": "new", "ruleset": "gurps"},
    {"op": "add", "name": "Aiko", "side": "pc", "sheet": {"max_hp": 12, "ht": 12,
                                                         "basic_speed": 6.5}},
    {"op": "add", "name": "Brute", "sheet": {"max_hp": 14, "ht": 10, "basic_speed": 5}},
]


def test_a_countdown_runs_out_while_time_is_advanced():
    """A condition set for N rounds (one second each, B362) used to stay for ever once the
    fight was over: an hour later Aiko was still "Blessed (90 rounds)"."""
    answers = run(PLAIN + [
        {"op": "start_combat"},
        {"op": "condition", "name": "Aiko", "condition": "Blessed", "on": True, "rounds": 90},
        {"op": "next_turn"},
        {"op": "end_combat"},
        {"op": "advance", "minutes": 1},
        {"op": "advance", "minutes": 1},
        {"op": "undo"},
    ])
    after_one, after_two, undone = answers[-3:]
    assert "Blessed" in combatant(after_one, "Aiko")["conditions"]   # 89 - 60 rounds left
    assert combatant(after_two, "Aiko")["conditions"] == []
    assert undone["state"] == after_one["state"]
    # two minutes at once: the same
    once = run(PLAIN + [
        {"op": "start_combat"},
        {"op": "condition", "name": "Aiko", "condition": "Blessed", "on": True, "rounds": 90},
        {"op": "next_turn"}, {"op": "end_combat"}, {"op": "advance", "minutes": 2}])
    assert once[-1]["state"] == after_two["state"]


def test_a_countdown_runs_on_when_time_is_advanced_in_a_fight():
    answers = run(PLAIN + [
        {"op": "start_combat"},
        {"op": "condition", "name": "Brute", "condition": "Grappled", "on": True, "rounds": 30},
        {"op": "advance", "minutes": 1},
        {"op": "next_turn"}, {"op": "next_turn"},
    ])
    assert all(combatant(a, "Brute")["conditions"] == [] for a in answers[-3:])
    assert answers[-1]["state"]["in_combat"] is True


# -- vampire hunters: a hot day, a ghoul's cut, the fever, two days -----------------------------
HOT = [
    {"op": "new", "ruleset": "gurps", "preset": "vampire_hunter"},
    {"op": "add", "name": "Kaede", "side": "pc",
     "sheet": {"max_hp": 11, "ht": 11, "max_fp": 11, "basic_speed": 6}},
    {"op": "add", "name": "Ghoul", "sheet": {"max_hp": 12, "ht": 10, "basic_speed": 5}},
    {"op": "world", "moon": {"phase": 3, "waxing": True}, "weather": "cloudless",
     "celsius": 31, "season": "summer"},
    {"op": "start_combat"},
    {"op": "next_turn"},
    {"op": "hit", "target": "Kaede", "location": "arm_right", "damage": 4, "type": "cut"},
    {"op": "check", "who": "Kaede", "kind": "knockdown", "roll": 10},
    {"op": "check", "who": "Kaede", "kind": "infection", "roll": 16},
    {"op": "next_turn"},
    {"op": "end_combat", "rolls": {"Kaede": {"arm_right": 9}}},
]
STEPS = {
    "halves": [{"minutes": 30}] * 96,
    "uneven": [{"hours": 5}, {"hours": 19}, {"days": 1}],
    "days": [{"hours": 24}, {"hours": 24}],
}


@pytest.fixture(scope="module")
def hot_days(tmp_path_factory):
    path = tmp_path_factory.mktemp("hot") / "days.json"
    one = run(HOT + [{"op": "advance", "days": 2}, {"op": "undo"}, {"op": "redo"},
                     {"op": "save", "file": str(path)}], seed=2)
    pieces = {k: run(HOT + [{"op": "advance", **s} for s in steps], seed=2)
              for k, steps in STEPS.items()}
    reopened = run([{"op": "state"}], file=str(path))
    return {"one": one, "pieces": pieces, "reopened": reopened}


def test_the_fight_on_a_hot_day(hot_days):
    ended = hot_days["one"][len(HOT) - 1]
    kaede = combatant(ended, "Kaede")
    assert kaede["hp"] == 5 and kaede["crippled"] == ["arm_right"]
    # V8: a hot day adds 1 FP to the cost of every fight, for both sides
    assert kaede["tracks"]["fp"] == [10, 11]
    assert combatant(ended, "Ghoul")["tracks"]["fp"] == [9, 10]
    assert ended["state"]["timers"] == [{"who": "Kaede", "what": "arm_right",
                                         "kind": "temporary", "minutes_left": None}]


def test_two_days_in_one_step_and_in_pieces_roll_the_same_dice_in_the_same_order(hot_days):
    """Time runs in order: with the same seed the dice are asked for the same rolls in the
    same order (rest, heat, the fever's onset, the natural recovery after 24 hours of rest)."""
    one = hot_days["one"][len(HOT)]
    for name, answers in hot_days["pieces"].items():
        rolls = [r for a in answers[len(HOT):] for r in a["rolls"]]
        assert rolls == one["rolls"], name
        assert answers[-1]["state"] == one["state"], name


def test_two_days_later(hot_days):
    after = hot_days["one"][len(HOT)]["state"]
    assert after["time"] == {"day": 3, "hour": 8, "minute": 0}
    kaede = next(c for c in after["combatants"] if c["name"] == "Kaede")
    # the arm is still crippled and still shows its injury
    assert kaede["crippled"] == ["arm_right"] and kaede["injured"] == {"arm_right": 6}
    # V8 reading: no FP come back while 31 °C still calls for the heat rolls, 96 of them in
    # two days against HT 11 (less the fever's −2): from FP 3 each failure costs 1 HP too,
    # below 0 FP 1 HP more (G11): the heat kills her, and a corpse rolls for nothing
    assert "dead" in kaede["conditions"] and kaede["tracks"]["fp"][0] < 0
    assert not any(k["who"] == "Kaede" for k in after["checks"])
    one = hot_days["one"]
    assert one[len(HOT) + 1]["state"] == one[len(HOT) - 1]["state"]   # undo
    assert one[len(HOT) + 2]["state"] == after                          # redo
    assert hot_days["reopened"][0]["state"] == after


# -- a harder evening: 34 °C, two PCs down, an infected cut, a lasting crippled leg -------------
HARD = [
    {"op": "new", "ruleset": "gurps", "preset": "vampire_hunter"},
    {"op": "add", "name": "Kaede", "side": "pc",
     "sheet": {"max_hp": 11, "ht": 11, "max_fp": 11, "basic_speed": 6}},
    {"op": "add", "name": "Jun", "side": "pc",
     "sheet": {"max_hp": 12, "ht": 10, "max_fp": 10, "basic_speed": 5.5}},
    {"op": "add", "name": "Ghoul", "sheet": {"max_hp": 12, "ht": 10, "basic_speed": 5}},
    {"op": "world", "moon": {"phase": 5, "waxing": False}, "weather": "clear", "celsius": 34,
     "season": "summer"},
    {"op": "start_combat"},
    {"op": "hit", "target": "Ghoul", "location": "torso", "damage": 20, "type": "cr"},
    {"op": "next_turn"},
    {"op": "hit", "target": "Jun", "location": "leg_left", "damage": 6, "type": "cut"},
    {"op": "check", "who": "Jun", "kind": "knockdown", "roll": 16},
    {"op": "check", "who": "Jun", "kind": "infection", "roll": 15},
    {"op": "next_turn"},
    {"op": "hit", "target": "Kaede", "location": "torso", "damage": 12, "type": "cr"},
    {"op": "check", "who": "Kaede", "kind": "knockdown", "roll": 17},   # out, at HP −1
    {"op": "next_turn"}, {"op": "next_turn"},
    {"op": "end_combat", "rolls": {"Jun": {"leg_left": 14}}},            # lasting
]


@pytest.mark.parametrize("steps", [
    [{"minutes": 7}, {"minutes": 53}, {"days": 1, "hours": 3}, {"hours": 20}, {"minutes": 1},
     {"days": 1, "hours": 23, "minutes": 59}],
    [{"hours": 1}] * 24 + [{"days": 3}],
], ids=["odd", "hours"])
def test_four_hard_days_at_once_and_in_odd_pieces(steps):
    """Hourly waking below 0 HP, heat every half hour at 34 °C, a fever's onset and its
    daily losses, recovery rolls after each 24 hours of rest (R17): the same dice in the
    same order either way."""
    one = run(HARD + [{"op": "advance", "days": 4}], seed=9)
    pieces = run(HARD + [{"op": "advance", **s} for s in steps], seed=9)
    assert [r for a in pieces[len(HARD):] for r in a["rolls"]] == one[-1]["rolls"]
    assert pieces[-1]["state"] == one[-1]["state"]
    after = one[-1]["state"]
    assert after["time"] == {"day": 5, "hour": 8, "minute": 0}
    # V8 reading: four days at 34 °C with no FP coming back while the heat lasts, each
    # failure from FP 3 costing HP as well: both hunters die of it; a corpse keeps no G7
    # timer (Jun's lasting leg)
    assert all("dead" in combatant(one[-1], n)["conditions"] for n in ("Kaede", "Jun"))
    assert after["timers"] == []


def test_end_combat_says_which_fight_rolls_were_never_made():
    """A brute knocked to −18 HP whose knockdown and stay-conscious rolls were never made:
    End combat drops those rolls (they belong to the fight's turns) and says so in the log,
    naming each; the death check stays pending."""
    from tests.session_script import run

    answers = run([
        {"op": "new", "ruleset": "gurps"},
        {"op": "add", "name": "Brute", "side": "enemy",
         "sheet": {"max_hp": 14, "ht": 10, "body": "humanoid"}},
        {"op": "add", "name": "Hero", "side": "pc", "sheet": {"max_hp": 12}},
        {"op": "start_combat"},
        {"op": "hit", "target": "Brute", "location": "torso", "damage": 32, "type": "cr"},
        {"op": "state"},
        {"op": "end_combat"},
    ])
    before = {k["kind"] for k in answers[5]["state"]["checks"]}
    assert "knockdown" in before and "death" in before
    after = answers[6]["state"]["checks"]
    assert [k["kind"] for k in after] == ["death"]
    from tracker.model.session import Session

    s = Session()
    for req in ({"op": "new", "ruleset": "gurps"},
                {"op": "add", "name": "Brute", "sheet": {"max_hp": 14, "ht": 10}},
                {"op": "start_combat"},
                {"op": "hit", "target": "Brute", "location": "torso", "damage": 32},
                {"op": "end_combat"}):
        s.answer(req)
    unmade = [e for e in s.enc.log if e.key == "fight_roll_unmade"]
    assert {e.args["check"] for e in unmade} == before - {"death"}
    assert all(e.args["name"] == "Brute" for e in unmade)


def test_shock_from_its_own_turn_ends_when_the_next_rounds_position_is_skipped():
    """G10/G14: the Orc is hit in his own turn (the shock lasts through his next turn) and
    knocked out; his round-2 position is skipped (unconscious), and that skip ends the shock
    — not a round later (the skip was counted against the old round's number)."""
    from tests.session_script import combatant, run

    answers = run([
        {"op": "new", "ruleset": "gurps"},
        {"op": "add", "name": "Orc", "side": "enemy", "sheet": {"max_hp": 18, "ht": 11}},
        {"op": "add", "name": "Kaede", "side": "pc", "sheet": {"max_hp": 12, "ht": 12}},
        {"op": "start_combat"},
        {"op": "hit", "target": "Orc", "location": "torso", "damage": 16, "type": "cut"},
        {"op": "check", "who": "Orc", "kind": "knockdown", "roll": 17},
        {"op": "next_turn"},  # Kaede, round 1
        {"op": "next_turn"},  # round 2: the Orc's position is skipped, Kaede again
    ], seed=7)
    assert answers[3]["state"]["turn"] == "Orc"
    assert combatant(answers[6], "Orc")["shock"] == -4  # still his next turn to come
    orc = combatant(answers[7], "Orc")
    assert answers[7]["state"]["round"] == 2 and answers[7]["state"]["turn"] == "Kaede"
    assert "unconscious" in orc["conditions"]
    assert orc["shock"] == 0 and "shock" not in orc["conditions"]


def test_an_infection_roll_left_pending_is_rolled_at_the_wounds_time_when_time_passes():
    """V7 and time in order: the GM advances three days without making the infection roll of
    a bleeding wound; the roll is made at the wound's time (its typed result used), so a
    failure's fever comes 24 h after the wound, inside the advance."""
    from tests.session_script import run

    answers = run([
        {"op": "new", "ruleset": "gurps", "preset": "vampire_hunter"},
        {"op": "add", "name": "Kaede", "side": "pc", "sheet": {"max_hp": 12, "ht": 11}},
        {"op": "hit", "target": "Kaede", "location": "arm_right", "damage": 4, "type": "cut"},
        {"op": "advance", "days": 3, "rolls": [18]},
    ], seed=11)
    assert [k["kind"] for k in answers[2]["state"]["checks"]] == ["infection"]
    assert answers[3]["state"]["checks"] == []
    assert answers[3]["rolls"][0] == 18
    from tracker.model.session import Session

    s = Session(None, 11)
    for req in ({"op": "new", "ruleset": "gurps", "preset": "vampire_hunter"},
                {"op": "add", "name": "Kaede", "side": "pc", "sheet": {"max_hp": 12, "ht": 11}},
                {"op": "hit", "target": "Kaede", "location": "arm_right", "damage": 4,
                 "type": "cut"},
                {"op": "advance", "days": 3, "rolls": [18]}):
        assert s.answer(req)[1]
    keys = [e.key for e in s.enc.log]
    rolled = next(i for i, e in enumerate(s.enc.log) if e.args.get("roll") == 18)
    # caught at the wound's time, the fever's loss the next day: before the advance ended
    assert keys[rolled:rolled + 2] == ["infection_roll", "infection_caught"]
    assert "infection_loss" in keys[rolled:]
