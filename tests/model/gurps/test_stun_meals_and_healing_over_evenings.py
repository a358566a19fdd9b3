"""Two GURPS evenings played as a GM would (``python -m tracker session``): two fights with
End combat between, stun rolled second by second over Advance time, a crippled arm's G7
timer, a death check, days of healing in one step and in pieces, save and reopen mid-evening,
undo across an advance; then vampire hunters at 35 °C with an infected head. Every number is
worked out by hand from RULES.md (3d ≤ target succeeds)."""

from __future__ import annotations

import json

import pytest

from tests.session_script import combatant, run

VAMPIRE = {"op": "new", "ruleset": "gurps", "preset": "vampire_hunter"}


def _checks(answer, who=None):
    return [(k["who"], k["kind"], k["target"]) for k in answer["state"]["checks"]
            if who is None or k["who"] == who]


def _in_pieces(script, pieces, rolls, seed):
    """``script`` then the advances ``pieces``, each given the rolls it uses from ``rolls``."""
    script, rolls = list(script), list(rolls)
    for step in pieces:
        used = run(script + [{"op": "advance", **step, "rolls": rolls}], seed=seed)[-1]["rolls"]
        assert used == rolls[:len(used)]
        script.append({"op": "advance", **step, "rolls": used})
        rolls = rolls[len(used):]
    return run(script, seed=seed)


# -- defects ------------------------------------------------------------------------------------
def test_an_infected_head_shows_stunned_in_the_session_state():
    """V7 "head: always physically stunned": the roster and the players' screen showed the
    stun that follows from the disease, the session's STATE did not (conditions [] from the
    fever on), so a script could not see why her defenses were at −4. Cut arm at 8:00 (2 cut
    ×1.5 = 3 injury), infection roll 14 > HT 12 fails, location 3: the head; the fever comes
    at 8:00 the next day."""
    answers = run([
        VAMPIRE,
        {"op": "add", "name": "Aiko", "side": "pc", "sheet": {"max_hp": 12, "ht": 12,
                                                              "max_fp": 12}},
        {"op": "hit", "target": "Aiko", "location": "arm_right", "damage": 2, "type": "cut"},
        {"op": "advance", "minutes": 1, "rolls": [14, 3]},
        {"op": "advance", "hours": 23, "minutes": 58},     # 7:59: incubating
        {"op": "advance", "minutes": 2},                    # 8:01: the fever has come
        {"op": "start_combat"}, {"op": "end_combat"},       # End combat keeps it
    ], seed=2)
    assert combatant(answers[2], "Aiko")["hp"] == 9
    assert "stunned" not in combatant(answers[4], "Aiko")["conditions"]
    assert combatant(answers[5], "Aiko")["conditions"] == ["stunned"]
    assert combatant(answers[7], "Aiko")["conditions"] == ["stunned"]
    assert _checks(answers[6]) == []   # no recovery roll is owed for it


def test_a_major_wound_out_of_combat_owes_a_knockdown_roll():
    """R21: a major wound out of a fight (a trap) owes the G9 roll; shock has no effect (no
    next turn). A failure by 5 or more knocks out: roll 17 against HT 12 fails by 5."""
    answers = run([
        {"op": "new", "ruleset": "gurps"},
        {"op": "add", "name": "Aiko", "side": "pc", "sheet": {"max_hp": 12, "ht": 12}},
        {"op": "hit", "target": "Aiko", "location": "torso", "damage": 8, "type": "cr"},
        {"op": "check", "who": "Aiko", "kind": "knockdown", "roll": 13},   # fails by 1
    ])
    assert answers[2]["outcome"]["major_wound"] is True      # 8 > 12/2
    assert _checks(answers[2]) == [("Aiko", "knockdown", 12)]  # torso: HT 12, no modifier
    aiko = combatant(answers[2], "Aiko")
    assert aiko["shock"] == 0                                 # no shock out of combat
    stunned = combatant(answers[3], "Aiko")["conditions"]
    assert "stunned" in stunned and "prone" in stunned        # 13 > 12: prone and stunned


def test_a_major_wound_out_of_combat_failed_by_5_knocks_out():
    answers = run([
        {"op": "new", "ruleset": "gurps"},
        {"op": "add", "name": "Aiko", "side": "pc", "sheet": {"max_hp": 12, "ht": 12}},
        {"op": "hit", "target": "Aiko", "location": "torso", "damage": 8, "type": "cr"},
        {"op": "check", "who": "Aiko", "kind": "knockdown", "roll": 17},   # fails by 5
    ])
    assert "unconscious" in combatant(answers[-1], "Aiko")["conditions"]


def test_end_combat_ends_the_stun_without_a_roll_and_says_so():
    """R22: End combat ends every stun without a roll (a stun outlasting the fight is over in
    its first seconds out of it), and the log says so; no roll is made for it afterwards."""
    from tracker.model.session.engine import Session

    s = Session(seed=5)
    for req in HUNTERS:
        answer, good = s.answer(req)
        assert good, answer
    assert "stunned" in combatant(s.answer({"op": "state"})[0], "Ghoul")["conditions"]
    ended, good = s.answer({"op": "end_combat", "rolls": {"Ren": {"arm_left": 9}}})
    assert good, ended
    assert "stunned" not in combatant(ended, "Ghoul")["conditions"]
    ghoul = next(c.id for c in s.enc.combatants.values() if c.name == "Ghoul")
    ren = next(c.id for c in s.enc.combatants.values() if c.name == "Ren")
    # said once for each of the stunned: Ren (knocked out, stunned too) and the Ghoul
    assert [e.combatant for e in s.enc.log if e.key == "stun_ended"] == [ren, ghoul]
    later, _good = s.answer({"op": "advance", "minutes": 1, "rolls": [13, 10]})
    assert later["rolls"] == []              # nothing was rolled for a stun


def test_a_corpse_eats_no_meal():
    """V6: "everyone missed a meal" passed over the dead Ren, yet marking his own meal missed
    was taken: a corpse lost 1 FP to hunger (10 → 9). It is refused and changes nothing;
    the living Aiko's mark still goes."""
    answers = run([
        VAMPIRE,
        {"op": "add", "name": "Aiko", "side": "pc", "sheet": {"max_hp": 12, "ht": 12,
                                                              "max_fp": 12}},
        {"op": "add", "name": "Ren", "side": "pc", "sheet": {"max_hp": 10, "ht": 10,
                                                             "max_fp": 10}},
        {"op": "edit", "name": "Ren", "sheet": {"hp": -50}},           # −5×HP: dead
        {"op": "advance", "hours": 5},                                  # 12:00 due
        {"op": "meal", "name": "Ren", "ate": False},
        {"op": "meal", "name": "Ren", "ate": True},
        {"op": "meal", "name": "Aiko", "ate": False},
    ], seed=3, errors=True)
    assert "dead" in combatant(answers[3], "Ren")["conditions"]
    assert "error" in answers[5] and "error" in answers[6]
    assert "dead" in answers[5]["error"]
    assert combatant(answers[7], "Ren")["tracks"]["fp"] == [10, 10]
    assert combatant(answers[7], "Aiko")["tracks"]["fp"] == [11, 12]


# -- evening 1: two fights, End combat between, days of healing -----------------------------------
PARTY = [
    {"op": "new", "ruleset": "gurps"},
    {"op": "add", "name": "Aiko", "side": "pc",
     "sheet": {"max_hp": 12, "ht": 12, "basic_speed": 6.5, "max_fp": 12}},
    {"op": "add", "name": "Kaede", "side": "pc",
     "sheet": {"max_hp": 11, "ht": 11, "basic_speed": 6, "max_fp": 11}},
    {"op": "add", "name": "Bandit", "sheet": {"max_hp": 10, "ht": 10, "basic_speed": 5.5}},
    {"op": "add", "name": "Ogre", "sheet": {"max_hp": 20, "ht": 11, "basic_speed": 5}},
]
FIGHT_1 = [
    {"op": "start_combat"},                                                        # Aiko
    # 7 cut ×1.5 = 10 to an arm (HP 10: over 5), capped at 6 (< 12: not severed): HP 4
    {"op": "hit", "target": "Bandit", "location": "arm_right", "damage": 7, "type": "cut"},
    {"op": "check", "who": "Bandit", "kind": "knockdown", "roll": 12},  # HT 10: by 2, stunned
    {"op": "next_turn"},                                                           # Kaede
    {"op": "hit", "target": "Ogre", "location": "torso", "damage": 12, "type": "cr"},  # 12 > 10
    {"op": "check", "who": "Ogre", "kind": "knockdown", "roll": 10},   # HT 11: stands
    {"op": "next_turn"},                        # Bandit: his stun_recovery roll is owed
    {"op": "next_turn"},                                                           # Ogre
    # skull: DR 2, 2 × 4 = 8 > 6: knockdown at HT 12 − 10 = 2; 9 fails by 7: unconscious
    {"op": "hit", "target": "Aiko", "location": "skull", "damage": 4, "type": "cr"},
    {"op": "check", "who": "Aiko", "kind": "knockdown", "roll": 9},
    # a minute: the Bandit's owed roll 13, then 12 fail, 10 ≤ 10 ends his stun (second 3);
    # Aiko, out cold, rolls nothing; the shocks end (G10)
    {"op": "advance", "minutes": 1, "rolls": [13, 12, 10]},
    {"op": "end_combat", "rolls": {"Bandit": {"arm_right": 11}}},   # 11 > 10: lasting
    {"op": "advance", "minutes": 14},           # 8:15: Aiko (4 HP) wakes, 15 min after 8:00
]
FIGHT_2 = [
    {"op": "start_combat"},
    {"op": "next_turn"}, {"op": "next_turn"}, {"op": "next_turn"},                 # Ogre
    # 30 cr to the torso: HP 11 → −19, −1×HP crossed: a death roll; a major wound too
    {"op": "hit", "target": "Kaede", "location": "torso", "damage": 30, "type": "cr"},
    {"op": "check", "who": "Kaede", "kind": "knockdown", "roll": 8},
    {"op": "check", "who": "Kaede", "kind": "death", "roll": 11},     # 11 ≤ 11: lives
    # neck: cut ×2 = 6 > 5, a major wound; HP 4 → −2; 10 ≤ 10 stands
    {"op": "hit", "target": "Bandit", "location": "neck", "damage": 3, "type": "cut"},
    {"op": "check", "who": "Bandit", "kind": "knockdown", "roll": 10},
    {"op": "next_turn"}, {"op": "next_turn"},                              # 2: Kaede
    # G11 at −19: HT 11 − 1 (one full HP below 0) = 10; 13 fails: out, at ≤ −1×HP
    {"op": "check", "who": "Kaede", "kind": "collapse", "roll": 13},
    {"op": "end_combat"},
]
EVENING = PARTY + FIGHT_1 + FIGHT_2
N1 = len(PARTY) + len(FIGHT_1)
HALF_DAY = {"op": "advance", "hours": 12, "rolls": [9]}
#: 20:15 Kaede's roll after 12 hours (9 ≤ 11 wakes), then the midnights of days 2, 3, 4: one
#: natural recovery roll each for Aiko, Kaede, the Bandit and the Ogre, in that order
DAYS = {"op": "advance", "days": 3, "rolls": [9] + [9, 9, 9, 9] + [9, 12, 9, 9] + [9] * 4}


@pytest.fixture(scope="module")
def evening(tmp_path_factory):
    path = tmp_path_factory.mktemp("playg2") / "mid.json"
    mid = len(PARTY) + len(FIGHT_1)
    one = run(EVENING[:mid] + [{"op": "save", "file": str(path)}] + EVENING[mid:]
              + [HALF_DAY, {"op": "undo"}, DAYS, {"op": "undo"}, {"op": "redo"}], seed=3)
    reopened = run(FIGHT_2 + [DAYS], file=str(path))
    days = _in_pieces(EVENING, [{"days": 1}] * 3, DAYS["rolls"], 3)
    hours = _in_pieces(EVENING, [{"hours": 5}, {"minutes": 7 * 60 + 1}, {"minutes": 4 * 60 - 1},
                                 {"hours": 24}, {"hours": 24}, {"hours": 8}],
                       DAYS["rolls"], 3)
    return {"one": one, "reopened": reopened, "days": days, "hours": hours}


def test_evening_fight_one(evening):
    one = evening["one"]
    bandit = combatant(one[len(PARTY) + 2], "Bandit")
    assert (bandit["hp"], bandit["crippled"], bandit["shock"]) == (4, ["arm_right"], -4)
    assert bandit["conditions"] == ["prone", "shock", "stunned"]
    assert _checks(one[len(PARTY) + 6], "Bandit") == [("Bandit", "stun_recovery", 10)]
    aiko = combatant(one[len(PARTY) + 9], "Aiko")
    assert aiko["hp"] == 4 and "unconscious" in aiko["conditions"]
    minute = one[len(PARTY) + 10]
    assert minute["rolls"] == [13, 12, 10]
    assert minute["state"]["time"] == {"day": 1, "hour": 8, "minute": 1}
    assert combatant(minute, "Bandit")["conditions"] == ["prone"]
    assert combatant(minute, "Aiko")["conditions"] == ["prone", "stunned", "unconscious"]
    assert all(c["shock"] == 0 for c in minute["state"]["combatants"])
    ended = one[len(PARTY) + 11]
    [timer] = ended["state"]["timers"]
    assert (timer["who"], timer["what"], timer["kind"]) == ("Bandit", "arm_right", "lasting")
    assert timer["minutes_left"] % (30 * 1440) == 0 and 1 <= timer["minutes_left"] // 43200 <= 6
    woke = one[N1]      # the save's answer follows the last advance
    assert woke["state"]["time"] == {"day": 1, "hour": 8, "minute": 15}
    assert combatant(woke, "Aiko")["conditions"] == ["prone"] and _checks(woke) == []


def test_evening_fight_two_and_the_death_check(evening):
    one, base = evening["one"], N1 + 1
    kaede = combatant(one[base + 4], "Kaede")
    assert kaede["hp"] == -19
    assert _checks(one[base + 4], "Kaede") == [("Kaede", "death", 11), ("Kaede", "knockdown", 11)]
    bandit = combatant(one[base + 8], "Bandit")
    assert bandit["hp"] == -2 and bandit["injured"] == {"arm_right": 6, "neck": 6}
    assert _checks(one[base + 10], "Kaede") == [("Kaede", "collapse", 10)]
    out = one[base + 11]
    assert _checks(out) == [("Kaede", "wake", 11)]      # ≤ −1×HP: one roll after 12 hours
    ended = one[base + 12]
    assert [c["shock"] for c in ended["state"]["combatants"]] == [0, 0, 0, 0]
    assert "unconscious" in combatant(ended, "Kaede")["conditions"]


def test_evening_the_half_day_and_undo(evening):
    one, at = evening["one"], len(EVENING) + 1
    half = one[at]
    assert half["state"]["time"] == {"day": 1, "hour": 20, "minute": 15}
    # the roll falls due at 20:15, the advance's last instant: left for the GM, like heat
    assert half["rolls"] == [] and _checks(half) == [("Kaede", "wake", 11)]
    assert one[at + 1]["state"] == one[at - 1]["state"]


def test_evening_three_days_in_one_step_in_pieces_and_after_reopening(evening):
    one, at = evening["one"], len(EVENING) + 3
    days = one[at]
    assert days["rolls"] == DAYS["rolls"]
    assert days["state"]["time"] == {"day": 4, "hour": 8, "minute": 15}
    hp = {c["name"]: c["hp"] for c in days["state"]["combatants"]}
    # Aiko 4 + 3; Kaede −19 + 2 (12 > 11 on day 3); the Bandit −2 + 3; the Ogre 8 + 3
    assert hp == {"Aiko": 7, "Kaede": -17, "Bandit": 1, "Ogre": 11}
    assert "unconscious" not in combatant(days, "Kaede")["conditions"]
    [timer] = days["state"]["timers"]
    ended = one[len(EVENING)]
    assert timer["minutes_left"] == ended["state"]["timers"][0]["minutes_left"] - 3 * 1440
    assert one[at + 1]["state"] == one[at - 1]["state"]
    assert one[at + 2]["state"] == days["state"]
    assert evening["days"][-1]["state"] == days["state"]
    assert evening["hours"][-1]["state"] == days["state"]
    assert evening["reopened"][-1]["state"] == days["state"]


# -- evening 2: vampire hunters at 35 °C ------------------------------------------------------------
HUNTERS = [
    VAMPIRE,
    {"op": "add", "name": "Aiko", "side": "pc",
     "sheet": {"max_hp": 12, "ht": 12, "max_fp": 12, "basic_speed": 6.5}},
    {"op": "add", "name": "Ren", "side": "pc",
     "sheet": {"max_hp": 10, "ht": 10, "max_fp": 10, "basic_speed": 6}},
    {"op": "add", "name": "Ghoul", "sheet": {"max_hp": 14, "ht": 11, "basic_speed": 5}},
    {"op": "world", "moon": {"phase": 5, "waxing": True}, "weather": "clear", "celsius": 35,
     "season": "summer"},
    {"op": "start_combat"}, {"op": "next_turn"}, {"op": "next_turn"},              # Ghoul
    # 4 cut ×1.5 = 6 > 5: Ren's arm crippled, HP 4; 15 fails HT 10 by 5: out cold
    {"op": "hit", "target": "Ren", "location": "arm_left", "damage": 4, "type": "cut"},
    {"op": "check", "who": "Ren", "kind": "knockdown", "roll": 15},
    {"op": "next_turn"},                                                      # 2: Aiko
    {"op": "hit", "target": "Ghoul", "location": "torso", "damage": 9, "type": "imp"},  # 18
    {"op": "check", "who": "Ghoul", "kind": "knockdown", "roll": 12},         # stunned, −4
    {"op": "check", "who": "Ren", "kind": "infection", "roll": 8},            # 8 ≤ 10
]
#: three hours in the fight: the Ghoul's stun holds 7 seconds (13 14 15 16 12 13 14 > 11) and
#: ends on the 8th (10); Ren wakes at 8:15 still stunned and 9 ≤ 10 ends it; the heat from
#: 8:00 (35 °C: −1 for 3 °C over 30) at 8:30 … 10:30, Aiko's 11 and Ren's 9, 11:00 left due:
#: Aiko 12 13 9 10 9 (two failures: FP 12 → 10), Ren 11 8 14 11 12 (four: FP 10 → 6); no FP
#: come back while the heat lasts (V8 reading)
STUN_AND_HEAT = [13, 14, 15, 16, 12, 13, 14, 10, 9, 12, 11, 13, 8, 9, 14, 10, 11, 9, 12]
AFTER = [
    {"op": "check", "who": "Aiko", "kind": "heat", "roll": 10},
    {"op": "check", "who": "Ren", "kind": "heat", "roll": 12},                # FP 5
    {"op": "end_combat", "rolls": {"Ren": {"arm_left": 9}}},    # temporary; a hot day: −1 FP
    {"op": "advance", "hours": 1, "rolls": [9, 9]},             # 11:30 heat, both succeed
    {"op": "meal", "name": "Aiko", "ate": True},
    {"op": "meal", "name": "Ren", "ate": False},
    {"op": "advance", "hours": 8, "rolls": [9] * 32},           # 9 ≤ 11 and 9 ≤ 9
    {"op": "meal", "name": "all", "ate": False},
]
DAY = {"op": "advance", "days": 1, "rolls": [9] * 98}


@pytest.fixture(scope="module")
def hunters(tmp_path_factory):
    path = tmp_path_factory.mktemp("playg2") / "hunters.json"
    later = path.with_name("later.json")
    fight = HUNTERS + [{"op": "advance", "hours": 3, "rolls": STUN_AND_HEAT}]
    one = run(fight + AFTER + [{"op": "save", "file": str(path)}, DAY, {"op": "undo"},
                               {"op": "redo"}, {"op": "save", "file": str(later)}], seed=5)
    fight_pieces = {
        str(steps): _in_pieces(HUNTERS, steps, STUN_AND_HEAT, 5)[-1]
        for steps in ([{"minutes": 1}] * 3 + [{"minutes": 177}],
                      [{"minutes": 7}, {"minutes": 8}, {"minutes": 165}],
                      [{"minutes": 30}] * 6)}
    day_pieces = _in_pieces(fight + AFTER, [{"minutes": 30}] * 48, DAY["rolls"], 5)
    reopened = run([DAY], file=str(path))
    moons = [json.loads(f.read_text(encoding="utf-8"))["encounter"]["modules"]["gurps.moon"]
             ["state"] for f in (path, later)]
    return {"one": one, "fight_pieces": fight_pieces, "day_pieces": day_pieces,
            "reopened": reopened, "moons": moons}


def test_hunters_three_hours_in_the_fight(hunters):
    one, at = hunters["one"], len(HUNTERS)
    assert combatant(one[at - 5], "Ren")["conditions"] == ["prone", "shock", "stunned",
                                                            "unconscious"]
    hours = one[at]
    assert hours["rolls"] == STUN_AND_HEAT
    assert hours["state"]["time"] == {"day": 1, "hour": 11, "minute": 0}
    assert combatant(hours, "Ghoul")["conditions"] == ["prone"]
    assert combatant(hours, "Ren")["conditions"] == ["prone"]
    assert _checks(hours) == [("Aiko", "heat", 11), ("Ren", "heat", 9)]
    for piece in hunters["fight_pieces"].values():
        assert piece["state"] == hours["state"]


def test_hunters_end_combat_meals_and_heat(hunters):
    one, at = hunters["one"], len(HUNTERS) + 1
    fp = lambda a: {c["name"]: c["tracks"]["fp"][0] for c in a["state"]["combatants"]}  # noqa
    assert fp(one[at + 1]) == {"Aiko": 10, "Ren": 5, "Ghoul": 10}
    ended = one[at + 2]
    assert fp(ended) == {"Aiko": 9, "Ren": 4, "Ghoul": 9}
    assert [(t["who"], t["what"], t["kind"]) for t in ended["state"]["timers"]] == [
        ("Ren", "arm_left", "temporary")]
    noon = one[at + 3]
    assert noon["rolls"] == [9, 9] and noon["state"]["time"]["hour"] == 12
    # an hour of rest is 6 FP, but not of what the heat took while it lasts (V8 reading):
    # Aiko keeps 9 (3 to the heat), Ren 4 (6); the Ghoul (it rolls no heat checks) keeps
    # the hot fight's 1 FP as they do (issue 44 m1: it rested it back before)
    assert fp(noon) == {"Aiko": 9, "Ren": 4, "Ghoul": 9}
    assert fp(one[at + 5])["Ren"] == 3                            # lunch missed
    evening = one[at + 6]
    assert evening["rolls"] == [9] * 32      # 12:00 … 19:30, two hunters; 20:00 left
    assert fp(evening) == {"Aiko": 9, "Ren": 3, "Ghoul": 9}       # 8 hours: nothing back
    assert fp(one[at + 7]) == {"Aiko": 8, "Ren": 2, "Ghoul": 9}   # dinner missed by both


def test_hunters_a_day_in_one_step_in_half_hours_and_reopened(hunters):
    one, at = hunters["one"], len(HUNTERS) + 1 + len(AFTER) + 1
    day = one[at]
    # 48 half hours × 2 + Ren's and the Ghoul's recovery rolls at 11:00, 24 hours of rest
    # after End combat (R17)
    assert day["rolls"] == DAY["rolls"]
    assert day["state"]["time"] == {"day": 2, "hour": 20, "minute": 0}
    assert combatant(day, "Ghoul")["hp"] == -3                # 9 ≤ 11: −4 → −3
    assert combatant(day, "Ren")["hp"] == 5                   # 9 ≤ 10: 4 → 5
    # no FP back: the heat holds 6 and hunger 2 of Ren's 10 (V8 reading, V6)
    assert combatant(day, "Ren")["tracks"]["fp"] == [2, 10]
    assert hunters["day_pieces"][-1]["state"] == day["state"]
    assert hunters["reopened"][0]["state"] == day["state"]
    assert one[at + 1]["state"] == one[at - 1]["state"] and one[at + 2]["state"] == day["state"]
    # V4: waxing 5 on day 1, full (6) on day 2
    assert [m["phase"] for m in hunters["moons"]] == [5, 6]
