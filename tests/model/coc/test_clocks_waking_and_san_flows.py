"""A keeper's whole CoC evening replayed through ``python -m tracker session`` (C0–C13,
R1–R16): a six-combatant fight over six rounds, a second fight in the same encounter, undo
and redo across rounds, End combat and Advance time, save and reopen mid-fight, and hostile
input. Each flow runs once in a module-scoped fixture; the defects it found have a test of
their own below."""

from __future__ import annotations

import pytest

from tests.session_script import combatant, run

REVOLVER = {"name": ".38", "skill": "handgun", "damage": "1d10", "class": "firearm",
            "db": False, "shots": 3}
DERRINGER = {"name": "Derringer", "skill": "handgun", "damage": "1d6", "class": "firearm",
             "db": False, "shots": 2}
FIST = {"name": "Fist", "skill": "fist", "damage": "1d3", "class": "unarmed"}
KNIFE = {"name": "Knife", "skill": "knife", "damage": "1d4+2", "class": "edged", "small": True,
         "durability": 15}
CLUB = {"name": "Club", "skill": "club", "damage": "1d6", "class": "blunt", "durability": 20}
#: HP: Aoki 12, Ishii 12, Ueda 11, CultA 11, CultB 11, Priest 16. DEX 14/14 (Ishii first: fist
#: 70 > handgun 50), 12/12 (CultB first: club 50 > knife 45), 10, 8. Order of round 1:
#: Aoki@start, Priest@start, Ishii, Aoki, CultB, CultA, Ueda, Priest, Aoki@half (7).
ROSTER = [
    {"op": "new", "ruleset": "coc"},
    {"op": "add", "name": "Aoki", "side": "pc",
     "sheet": {"dex": 14, "con": 12, "siz": 12, "str": 12, "pow": 12,
               "skills": {"dodge": 28, "handgun": 50, "first_aid": 50}, "weapons": [REVOLVER]}},
    {"op": "add", "name": "Ishii", "side": "pc",
     "sheet": {"dex": 14, "con": 14, "siz": 10, "str": 13, "pow": 11,
               "skills": {"dodge": 40, "fist": 70, "kick": 50, "martial_arts": 60,
                          "first_aid": 30}, "weapons": [FIST]}},
    {"op": "add", "name": "Ueda", "side": "pc",
     "sheet": {"dex": 10, "con": 10, "siz": 11, "str": 10, "pow": 13,
               "skills": {"dodge": 20, "first_aid": 60, "fist": 50}}},
    {"op": "add", "name": "CultA", "sheet": {"dex": 12, "con": 10, "siz": 12, "str": 12,
                                             "skills": {"knife": 45, "dodge": 24},
                                             "weapons": [KNIFE]}},
    {"op": "add", "name": "CultB", "sheet": {"dex": 12, "con": 10, "siz": 12, "str": 12,
                                             "skills": {"club": 50, "dodge": 24},
                                             "weapons": [CLUB]}},
    {"op": "add", "name": "Priest", "sheet": {"dex": 8, "con": 16, "siz": 16, "str": 12,
                                              "skills": {"handgun": 40, "dodge": 16},
                                              "weapons": [DERRINGER]}},
]
NEXT = {"op": "next_turn"}
STATE = {"op": "state"}


def at(answers, i):
    return answers[i]["state"]


def who(answer, name):
    return combatant(answer, name)


def turn(answer):
    st = answer["state"]
    return st["round"], st["turn"], st["slot"]


def script(steps):
    """(requests, {label: index}) from steps that are requests or (label, request)."""
    lines, labels = [], {}
    for step in steps:
        if isinstance(step, tuple):
            labels[step[0]] = len(lines)
            step = step[1]
        lines.append(step)
    return lines, labels


def attack(attacker, target, weapon, roll, w=None, db=None, **more):
    req = {"op": "attack", "attacker": attacker, "target": target, "weapon": weapon,
           "roll": roll, **more}
    if w is not None:
        req["dice"] = {"w": w, "db": db or []}
    return req


def check(name, kind, roll=None):
    req = {"op": "check", "who": name, "kind": kind}
    if roll is not None:
        req["roll"] = roll
    return req


def aid(healer, patient, wound, roll, dice=None):
    req = {"op": "first_aid", "healer": healer, "patient": patient, "wound": wound,
           "roll": roll}
    if dice is not None:
        req["dice"] = dice
    return req


# -- flow 1: six combatants, six rounds, End combat, Advance time ------------------------------
FIGHT1 = ROSTER + [
    ("r1", {"op": "start_combat"}),
    # R1 Aoki@start: 6 → CultA 11→5, shock (6×2 ≥ 11): CON×5 50, rolled 30
    ("r1_aoki_start", attack("Aoki", "CultA", ".38", 30, [6])),
    check("CultA", "shock", 30),
    NEXT,
    # Priest@start: 5 → Ueda 11→6 (no shock: 10 < 11)
    ("r1_priest_start", attack("Priest", "Ueda", "Derringer", 20, [5])),
    NEXT,
    # Ishii: MA fist, knockout declared; 2d3 = 5 vs HP 11 → resistance 20, typed 44: fails
    ("r1_ishii_ko", attack("Ishii", "CultB", "Fist", 15, [3, 2], combine={"skill": "ma"},
                           knockout=True, knockout_roll=44,
                           defense={"kind": "dodge", "roll": 90})),
    NEXT,
    # Aoki at DEX: shot 2 of 3: 4 → CultA 5→1, unconscious (C8)
    ("r1_aoki", attack("Aoki", "CultA", ".38", 45, [4])),
    NEXT,
    # CultB: club 6 at Ishii; the dodge fails (50 > 40), Ueda covers and fails (60 > 50):
    # Ueda takes 3 (6→3, shock 50), Ishii 3 (12→9)
    ("r1_cover", attack("CultB", "Ishii", "Club", 20, [6],
                        defense={"kind": "dodge", "roll": 50,
                                 "cover": {"by": "Ueda", "roll": 60}})),
    check("Ueda", "shock", 40),
    ("r1_ueda", NEXT),                            # CultA is out: Ueda's own position
    ("r1_ueda_attacks", attack("Ueda", "CultB", "fist", 10, [1])),
    ("r1_ueda_aids", aid("Ueda", "Ishii", 0, 10, [2])),
    NEXT,
    ("r1_priest", attack("Priest", "Aoki", "Derringer", 10, [2])),   # 2 → Aoki 12→10
    NEXT,
    # Aoki@half: critical (05): 2d10 = 3, not dodgeable → CultB 6→3, shock
    ("r1_aoki_half", attack("Aoki", "CultB", ".38", 5, [1, 2])),
    ("r2", NEXT),
    check("CultB", "shock", 80),                  # fails: unconscious at HP 3
    ("r2_wake_fails", check("CultA", "wake", 80)),
    ("r2_rapid", {"op": "rapid_fire", "name": "Aoki"}),
    ("r2_priest_start", NEXT),
    # 3 → Ueda 3→0: dying, the clock runs to Priest@start of round 3
    ("r2_ueda_down", attack("Priest", "Ueda", "Derringer", 10, [3])),
    NEXT,
    # Ishii: first aid 30, rolled 20: 1d3 = 2 → Ueda 0→2, her clock stops (the clock's
    # deadline is Aoki@start of round 3 once the Priest dies, a place that holds a shot only,
    # R33: round 2 is the time to save her)
    ("r2_saved", aid("Ishii", "Ueda", 2, 20, [2])),
    ("r2_aoki", NEXT),
    # rapid fire (R8): shots at 50, 55, 60: 10 → Priest 16→6, 6 → Priest dies at once (an
    # NPC at 0, R7); 3 → CultB 3→0 dies
    ("r2_shot1", attack("Aoki", "Priest", ".38", 49, [10])),
    ("r2_priest_dies", attack("Aoki", "Priest", ".38", 54, [6])),
    ("r2_shot3", attack("Aoki", "CultB", ".38", 59, [3])),
    ("r3", NEXT),                                 # no Aoki@half this round (rapid fire)
    # R33: Aoki's round-start place holds a shot only: his first aid is refused
    ("r3_slot_aid", aid("Aoki", "Ishii", 0, 20, [2])),
    NEXT,
    ("r3_ishii_aid", aid("Ishii", "Ishii", 0, 25, [3])),           # Ishii 9→12
    NEXT, NEXT,                                                     # Aoki, Aoki@half
    check("CultA", "wake", 90),
    ("r4", NEXT),
    ("r4_wake", check("CultA", "wake", 30)),
    ("r4_san", check("CultA", "san_loss", 1)),
    ("r4_ueda_wakes", check("Ueda", "wake", 40)),
    ("r4_ueda_san", check("Ueda", "san_loss", 2)),
    attack("Aoki", "CultA", ".38", 70),
    NEXT, NEXT, ("r4_culta", NEXT),
    # CultA's dynamite: the keeper enters the damage; Aoki and Ishii both at 0, both clocks
    # run to CultA's action of round 5
    ("r4_boom_aoki", {"op": "damage", "target": "Aoki", "amount": 10}),
    ("r4_boom_ishii", {"op": "damage", "target": "Ishii", "amount": 12}),
    ("r4_ueda", NEXT),
    ("r4_aid_aoki", aid("Ueda", "Aoki", 1, 30, [1])),                # Aoki 0→1: saved
    # R14: that first aid took Ueda's action: none for Ishii in this position
    ("r4_aid_ishii", aid("Ueda", "Ishii", 1, 90)),
    ("r5", NEXT),
    check("Aoki", "wake", 90),
    check("CultA", "san_loss", 3),
    check("Ueda", "san_loss", 1),
    # Ueda's action of round 5, typed before CultA's ends: it fails, the wound is used up
    ("r5_aid_ishii", aid("Ueda", "Ishii", 1, 90)),
    ("r5_again", aid("Ueda", "Ishii", 1, 10, [3])),
    attack("CultA", "Ueda", "Knife", 30, defense={"kind": "dodge", "roll": 10}),
    ("r5_out", NEXT),                              # CultA's action ends: Ishii's clock ran out
    ("r5_late", aid("Ueda", "Ishii", 1, 10, [3])),
    ("r6", NEXT),
    check("Aoki", "wake", 95),
    check("Ueda", "san_loss", 2),
    check("CultA", "san_loss", 2),
    ("r6_confirm", check("Ishii", "death")),
    NEXT,
    ("r6_last", attack("Ueda", "CultA", "fist", 20, [3])),
    ("end", {"op": "end_combat"}),
    ("no_wake", check("Aoki", "wake", 96)),
    ("ten_minutes", {"op": "advance", "minutes": 10}),
    ("woken", {"op": "condition", "name": "Aoki", "condition": "unconscious", "on": False}),
    ("two_hours", {"op": "advance", "hours": 2}),
    ("a_day", {"op": "advance", "days": 1}),
]


@pytest.fixture(scope="module")
def fight1():
    lines, labels = script(FIGHT1)
    answers = run(lines, seed=11, errors=True)
    return lambda label: answers[labels[label]]


def test_fight1_order_slots_and_ties(fight1):
    """C0 ties by the weapon's skill, C12 round-start and DEX÷2 slots, R8 rapid fire."""
    assert turn(fight1("r1")) == (1, "Aoki", "start")
    assert [c["name"] for c in fight1("r1")["state"]["combatants"]] == [
        "Ishii", "Aoki", "CultB", "CultA", "Ueda", "Priest"]
    assert turn(fight1("r1_priest_start")) == (1, "Priest", "start")
    assert turn(fight1("r1_aoki_half")) == (1, "Aoki", "half")
    assert fight1("r1_aoki_half")["outcome"]["formula"] == "2d10"          # C1, R2
    assert who(fight1("r1_aoki_half"), "CultB")["hp"] == 3
    # rapid fire: 50, 55, 60 at DEX; no Aoki@half in round 2
    assert [fight1(k)["outcome"]["value"] for k in ("r2_shot1", "r2_priest_dies",
                                                     "r2_shot3")] == [50, 55, 60]
    assert fight1("r2_shot3")["outcome"]["hit"] is True                   # 59 ≤ 60
    assert turn(fight1("r3")) == (3, "Aoki", "start")


def test_fight1_martial_arts_knockout_and_cover(fight1):
    """C11 doubling, C7/R5 a typed resistance roll, C6/R9/R15 cover after a failed dodge."""
    ko = fight1("r1_ishii_ko")
    assert ko["outcome"]["formula"] == "2d3" and ko["outcome"]["damage"] == 5
    assert ko["outcome"]["knockout"] == {"allowed": True, "res_target": 20, "roll": 44,
                                         "outcome": "failure", "damage": 5, "states": []}
    assert ko["knockout_roll"] == 44
    cover = fight1("r1_cover")["outcome"]
    assert cover["damage_to"] == {"Ishii": 3, "Ueda": 3}
    assert (who(fight1("r1_cover"), "Ishii")["hp"], who(fight1("r1_cover"), "Ueda")["hp"]) \
        == (9, 3)
    assert "C6" in fight1("r1_ueda_attacks")["error"]


def test_fight1_a_victim_of_a_round_start_shot_is_saved_in_the_same_round(fight1):
    """R7, R13, R33: the Priest's round-start shot drops Ueda; her clock runs to the
    Priest's round-start place of round 3, and to Aoki's before it once the Priest dies:
    places that hold a shot only (R33). Ishii saves her in round 2 (still out at HP 2), and
    Aoki's first aid at his round-start place of round 3 is refused."""
    assert who(fight1("r2_ueda_down"), "Ueda")["death_clock"] == {
        "round": 3, "after": "Priest", "slot": "start"}
    saved = fight1("r2_saved")
    assert who(saved, "Ueda")["hp"] == 2 and who(saved, "Ueda")["death_clock"] is None
    assert who(saved, "Ueda")["conditions"] == ["unconscious"]
    assert "dead" in who(fight1("r2_priest_dies"), "Priest")["conditions"]
    assert "R33" in fight1("r3_slot_aid")["error"]


def test_fight1_waking_and_san_loss_at_round_start(fight1):
    """C8, R5, R6: CON×5 from the round after falling; waking at HP ≤ 2 costs 1d3 SAN, and
    so does every later round start while awake at HP ≤ 2."""
    assert fight1("r2")["state"]["checks"][-1] == {"who": "CultA", "kind": "wake",
                                                  "target": 50}
    assert "unconscious" in who(fight1("r2_wake_fails"), "CultA")["conditions"]
    # R34: Ueda's CON×5 of round 3, unrolled, is owed beside round 4's
    assert fight1("r4")["state"]["checks"] == [
        {"who": "Ueda", "kind": "wake", "target": 50},
        {"who": "CultA", "kind": "wake", "target": 50},
        {"who": "Ueda", "kind": "wake", "target": 50}]
    assert who(fight1("r4_ueda_san"), "Ueda")["tracks"]["san"][0] == 63
    assert who(fight1("r4_san"), "CultA")["tracks"]["san"][0] == 49
    assert fight1("r5")["state"]["checks"] == [
        {"who": "Aoki", "kind": "wake", "target": 60},
        {"who": "CultA", "kind": "san_loss", "target": None},
        {"who": "Ueda", "kind": "san_loss", "target": None}]


def test_fight1_two_down_in_one_action_and_a_clock_that_runs_out(fight1):
    """C10, R7, R11, R12: both clocks run to CultA's action of round 5; Aoki is saved, the
    failed first aid uses Ishii's wound up, and the clock runs out at CultA's action."""
    for name in ("Aoki", "Ishii"):
        assert who(fight1("r4_boom_ishii"), name)["death_clock"] == {
            "round": 5, "after": "CultA", "slot": None}
    assert who(fight1("r4_aid_aoki"), "Aoki")["death_clock"] is None
    assert "R14" in fight1("r4_aid_ishii")["error"]
    assert fight1("r5_aid_ishii")["outcome"]["outcome"] == "failure"
    assert "C9" in fight1("r5_again")["error"]
    # the downed ones' positions pass: round 5 starts at CultA's action
    assert turn(fight1("r5")) == (5, "CultA", None)
    assert who(fight1("r5"), "Ishii")["death_clock"]["after"] == "CultA"
    out = fight1("r5_out")
    assert {"who": "Ishii", "kind": "death", "target": None} in out["state"]["checks"]
    assert "R12" in fight1("r5_late")["error"]
    assert "dead" in who(fight1("r6_confirm"), "Ishii")["conditions"]


def test_fight1_after_the_fight_nothing_more_is_owed_per_round(fight1):
    """R30: C8's CON×5 and 1d3 SAN run on combat rounds only. Aoki, out at HP 1 when the
    fight ends, owes no roll to wake and stays out as time passes; woken by the keeper, still
    at HP 1, he loses no SAN over the hours; nothing of the fight's rounds is left."""
    end = fight1("end")["state"]
    assert end["in_combat"] is False and end["turn"] is None
    assert end["checks"] == []
    assert all(c["acted"] is False and c["death_clock"] is None for c in end["combatants"])
    assert "no pending wake check" in fight1("no_wake")["error"]
    later = fight1("ten_minutes")
    assert later["state"]["checks"] == [] and who(later, "Aoki")["hp"] == 1
    assert who(later, "Aoki")["conditions"] == ["unconscious"]
    san = who(fight1("woken"), "Aoki")["tracks"]["san"]
    assert who(fight1("woken"), "Aoki")["conditions"] == []
    for label in ("two_hours", "a_day"):
        assert fight1(label)["state"]["checks"] == []
        assert who(fight1(label), "Aoki")["tracks"]["san"] == san


# -- defects the flows found (one test each) ---------------------------------------------------
def _covered_round():
    """Round 1 up to CultB's club on Ishii, which Ueda covers (DEX×5 50, roll 60: failure)."""
    return ROSTER + [
        {"op": "start_combat"}, NEXT, NEXT, NEXT, NEXT,                   # CultB
        attack("CultB", "Ishii", "Club", 20, [6], defense={"kind": "cover", "by": "Ueda",
                                                            "roll": 60}),
    ]


def test_defect_a_coverer_gives_no_first_aid_in_the_same_round():
    """C6, R14: covering spent Ueda's turn; the keeper saw her first aid accepted after it."""
    answers = run(_covered_round() + [aid("Ueda", "Ishii", 0, 10, [2])], errors=True)
    assert who(answers[-2], "Ueda")["acted"] is True
    assert "error" in answers[-1] and "C6" in answers[-1]["error"]


def test_defect_a_coverer_does_not_close_in_or_break_away_in_the_same_round():
    """C6, C12, R14: closing in and breaking away spend a turn; a coverer has none left."""
    gun = {**REVOLVER, "shots": 1}
    answers = run(ROSTER + [
        {"op": "edit", "name": "Ueda", "sheet": {"weapons": [gun]}},
        {"op": "start_combat"},
        NEXT, NEXT, NEXT,                                            # Aoki at DEX (R33)
        {"op": "close_in", "name": "Aoki", "target": "Ishii"},      # odd, but a keeper may
        NEXT,
        attack("CultB", "Aoki", "Club", 20, [2], defense={"kind": "cover", "by": "Ueda",
                                                           "roll": 10}),
        {"op": "close_in", "name": "Ueda", "target": "CultB"},
        {"op": "break_away", "name": "Ishii", "roll": 10},
    ], errors=True)
    assert "C6" in answers[-2]["error"]
    assert "error" not in answers[-1]                            # Ishii did not cover


def test_defect_the_damage_op_names_the_clocks_victim_and_holder():
    """R7, R13: the answer to damage entered directly named the clock by ids (c3, c2)."""
    answers = run(ROSTER + [{"op": "start_combat"}, NEXT, NEXT,
                            {"op": "damage", "target": "Ueda", "amount": 11}])
    out = answers[-1]["outcome"]
    assert out["death_clock"] == {"victim": "Ueda", "round": 2, "after": "Ishii",
                                  "slot": None}
    assert any("Ueda dies at the end of Ishii's action in round 2" in x
               for x in out["explain"])


def test_defect_the_knockout_roll_and_rolled_armor_are_typed():
    """R16, C7, R5: the knockout's resistance roll and the armor's dice are typed as the
    dialog allows (the session rolled them, whatever the keeper had rolled at the table)."""
    answers = run(ROSTER + [
        {"op": "edit", "name": "CultB", "sheet": {"armor": "1d2"}},
        {"op": "start_combat"}, NEXT, NEXT,
        # 2d3 = 6, armor 1 → 5 against HP 11: resistance 20; typed 15 wins: 5 // 3 = 1
        {"op": "attack", "attacker": "Ishii", "target": "CultB", "weapon": "Fist", "roll": 15,
         "combine": {"skill": "ma"}, "knockout": True, "knockout_roll": 15,
         "dice": {"w": [3, 3], "db": [], "armor": [1]}},
        {"op": "attack", "attacker": "Ishii", "target": "CultB", "weapon": "Fist", "roll": 15,
         "knockout_roll": 15},
    ], errors=True, seed=5)
    ko = answers[-2]
    assert ko["outcome"]["armor"] == 1 and ko["dice"]["armor"] == [1]
    assert ko["outcome"]["knockout"]["roll"] == 15
    assert ko["outcome"]["knockout"]["outcome"] == "success"
    cult = who(ko, "CultB")
    assert cult["hp"] == 10 and {"unconscious", "knocked_out"} <= set(cult["conditions"])
    assert "knockout" in answers[-1]["error"]


def test_defect_no_shock_roll_is_left_for_one_who_fell_unconscious():
    """C0 shock: 'CON×5 or fall unconscious'. Ueda (6 → 3, shock owed) drops to 0 before the
    roll: the keeper was still asked for it, in this fight and the next."""
    answers = run(ROSTER + [
        {"op": "start_combat"},
        {"op": "damage", "target": "Ueda", "amount": 5},
        {"op": "damage", "target": "Ueda", "amount": 3},
        {"op": "damage", "target": "Ueda", "amount": 3},
        {"op": "damage", "target": "Aoki", "amount": 6},
        {"op": "condition", "name": "Aoki", "condition": "unconscious"},
    ])
    assert answers[-4]["state"]["checks"] == [{"who": "Ueda", "kind": "shock", "target": 50}]
    assert answers[-3]["state"]["checks"] == []
    assert answers[-2]["state"]["checks"] == [{"who": "Aoki", "kind": "shock", "target": 60}]
    assert answers[-1]["state"]["checks"] == []


def test_defect_a_d100_typed_as_the_keeper_types_it():
    """R16: "00" is 100 and "05" is 5 in a session as in every d100 field; "0" is refused.
    The session refused "00" as not a whole number."""
    answers = run(ROSTER + [
        {"op": "start_combat"},
        {"op": "damage", "target": "Ueda", "amount": 4},
        attack("Aoki", "CultA", ".38", "00"),  # Aoki@start: a shot
        NEXT, NEXT, NEXT,                      # Aoki at DEX
        aid("Aoki", "Ueda", 0, "0"),
        aid("Aoki", "Ueda", 0, "05", [2]),
    ], errors=True)
    assert "error" in answers[-2] and "00 = 100" in answers[-2]["error"]
    assert answers[-1]["roll"] == 5 and answers[-1]["outcome"]["outcome"] == "critical"
    assert who(answers[-1], "Ueda")["hp"] == 9                  # 11 − 4 + 2
    assert answers[-6]["roll"] == 100 and answers[-6]["outcome"]["outcome"] == "fumble"


def test_defect_a_dying_investigator_is_not_saved_a_day_later():
    """C10 out of combat, R12: Ueda fell to 0 outside a fight; a day later (everyone able to
    give first aid has long acted) the keeper saw first aid bring her back."""
    answers = run(ROSTER + [
        {"op": "damage", "target": "Ueda", "amount": 11},
        aid("Aoki", "Ueda", 0, 10, [2]),
        {"op": "undo"},
        {"op": "advance", "minutes": 10},
        aid("Aoki", "Ueda", 0, 10, [2]),
        {"op": "edit", "name": "Ueda", "sheet": {"hp": 5}},
        check("Ueda", "death"),
    ], errors=True)
    assert who(answers[-6], "Ueda")["hp"] == 2                      # in time: saved
    assert answers[-4]["state"]["checks"] == [{"who": "Ueda", "kind": "death",
                                               "target": None}]
    assert "error" in answers[-3] and "R12" in answers[-3]["error"]
    assert answers[-2]["state"]["checks"] == answers[-4]["state"]["checks"]
    assert "dead" in who(answers[-1], "Ueda")["conditions"]


def test_defect_removing_the_first_holder_does_not_kill_at_once():
    """R7, R13: Aoki's round-start shot (the first position) drops Ueda; the keeper removes
    Aoki in round 1. Nobody alive is before that position, so the clock runs out with the
    last action of round 1, as when the holder dies; the keeper saw the death at once, and
    first aid later in round 1 refused (R12)."""
    answers = run(ROSTER + [
        {"op": "start_combat"},
        {"op": "damage", "target": "Ueda", "amount": 11},
        NEXT,                                                         # Priest@start
        {"op": "remove", "name": "Aoki"},
        NEXT, NEXT, NEXT, NEXT,                                       # … Priest at DEX 8
        aid("Ishii", "Ueda", 0, 90),
        NEXT,                                                         # round 2
    ], errors=True)
    removed = answers[-7]
    assert removed["state"]["checks"] == []
    assert who(removed, "Ueda")["death_clock"] == {"round": 1, "after": "Priest",
                                                  "slot": None}
    assert turn(answers[-3]) == (1, "Priest", None)
    assert answers[-2]["outcome"]["outcome"] == "failure"           # allowed, and used up
    assert answers[-1]["state"]["checks"] == [{"who": "Ueda", "kind": "death",
                                               "target": None}]


def test_defect_a_creature_without_san_owes_no_san_loss():
    """C8, R6: the 1d3 SAN is lost by those who have SAN; the keeper was asked to roll it for
    a ghoul (SAN 0/0) that woke at HP 2 and again at every round start after."""
    claws = {"name": "Claws", "skill": "claw", "damage": "1d6", "class": "edged"}
    answers = run(ROSTER[:2] + [
        {"op": "add", "name": "Ghoul", "sheet": {"kind": "mythos", "dex": 13, "con": 13,
                                                 "siz": 13, "weapons": [claws]}},
        {"op": "add", "name": "Mad", "sheet": {"dex": 5, "con": 10, "san": 0}},
        {"op": "start_combat"},
        {"op": "damage", "target": "Ghoul", "amount": 11},
        {"op": "damage", "target": "Mad", "amount": 8},
        NEXT, NEXT, NEXT, NEXT,                                      # round 2
        check("Ghoul", "wake", 10), check("Mad", "wake", 10),
        NEXT, NEXT, NEXT, NEXT, NEXT,                                # round 3
    ])
    assert who(answers[-7], "Ghoul")["conditions"] == []
    assert answers[-6]["state"]["checks"] == [{"who": "Mad", "kind": "san_loss",
                                               "target": None}]
    assert turn(answers[-1])[0] == 3
    # R34: round 2's 1d3 (woke at HP 2), unrolled, and round 3's (awake at HP 2) are both owed
    assert answers[-1]["state"]["checks"] == [{"who": "Mad", "kind": "san_loss",
                                               "target": None}] * 2


def test_defect_a_surprise_attack_in_a_session():
    """C13: the attack dialog's surprise attack could not be replayed in a session (the key
    was refused); a surprise that hits cannot be dodged."""
    answers = run(ROSTER + [
        {"op": "start_combat"}, NEXT, NEXT, NEXT, NEXT,                 # CultB
        attack("CultB", "Ueda", "Club", 20, [3], surprise=True,
               defense={"kind": "dodge", "roll": 5}),
        attack("CultB", "Ueda", "Club", 20, [3], surprise=True),
    ], errors=True)
    # the dodge is refused (C13), nothing changes; the keeper takes it without a defence
    assert "Ueda cannot dodge" in answers[-2]["error"] and "C13" in answers[-2]["error"]
    out = answers[-1]["outcome"]
    assert out["undodgeable"] is True and out["defense"] is None
    assert who(answers[-1], "Ueda")["hp"] == 8


def test_defect_a_prone_investigator_gives_no_first_aid_and_does_not_break_away():
    """C3: prone, no action of any kind until someone spends a turn to get them up; the
    keeper saw Ishii, prone after a fumbled kick, give first aid and break away."""
    answers = run(ROSTER + [
        {"op": "start_combat"}, NEXT, NEXT,                                  # Ishii
        attack("Ishii", "CultB", "kick", 99),                               # fumble: prone
        {"op": "damage", "target": "Ueda", "amount": 3},
        aid("Ishii", "Ueda", 0, 10, [2]),
        NEXT, {"op": "close_in", "name": "Aoki", "target": "Ishii"},
        {"op": "break_away", "name": "Ishii", "roll": 10},
        NEXT, NEXT, NEXT, NEXT, NEXT, NEXT,                                  # round 2
        {"op": "get_up", "name": "Ishii"},
        STATE,
    ], errors=True)
    assert "prone" in who(answers[-14], "Ishii")["conditions"]
    assert "error" in answers[-12] and "C3" in answers[-12]["error"]
    assert "error" in answers[-9] and "C3" in answers[-9]["error"]
    assert turn(answers[-3])[0] == 2 and "error" not in answers[-2]
    assert who(answers[-1], "Ishii")["conditions"] == []


def test_r30_out_of_combat_c8_owes_nothing_per_round():
    """R30: Ueda (HP 11) takes 9 in round 1: HP 2, unconscious (C8). After End combat no
    CON×5 or 1d3 SAN is owed and ten minutes change nothing; the keeper wakes her by hand:
    awake at HP 2, an hour later she has lost no SAN (POW 13 → SAN 65 throughout). Her
    second investigator at HP 2, healed by 1 to HP 3 after the fight, wakes (R6)."""
    answers = run(ROSTER + [
        {"op": "start_combat"},
        {"op": "damage", "target": "Ueda", "amount": 9},             # 11 − 9 = 2
        {"op": "damage", "target": "Aoki", "amount": 10},            # 12 − 10 = 2
        {"op": "end_combat"},
        {"op": "advance", "minutes": 10},
        {"op": "condition", "name": "Ueda", "condition": "unconscious", "on": False},
        {"op": "advance", "hours": 1},
        aid("Ishii", "Aoki", 0, 10, [1]),                            # 2 + 1 = 3
    ])
    ended, later, woken, hour, healed = answers[-5:]
    for a in (ended, later):
        assert a["state"]["checks"] == []
        assert who(a, "Ueda")["conditions"] == ["unconscious"]
    assert who(woken, "Ueda")["conditions"] == []
    assert hour["state"]["checks"] == [] and who(hour, "Ueda")["tracks"]["san"][0] == 65
    assert who(healed, "Aoki")["hp"] == 3 and who(healed, "Aoki")["conditions"] == []


# -- flow 2: a second fight after End combat, undo/redo, save and reopen mid-fight -------------
def fight2_lines(save_to):
    return ROSTER + [
        {"op": "start_combat"},
        attack("Aoki", "CultA", ".38", 30, [2]),                   # Aoki@start: shot 1
        NEXT, NEXT, NEXT,                                          # Aoki at DEX
        ("f1_close", {"op": "close_in", "name": "Aoki", "target": "CultA"}),
        NEXT,                                                      # CultB
        ("f1_cover", attack("CultB", "Ishii", "Club", 20, [4],
                            defense={"kind": "cover", "by": "Ueda", "roll": 10})),
        ("f1_drop", {"op": "damage", "target": "Ishii", "amount": 12}),
        ("f1_end", {"op": "end_combat"}),
        ("f1_undo_end", {"op": "undo"}),
        ("f1_redo_end", {"op": "redo"}),
        ("f1_saved", aid("Aoki", "Ishii", 0, 10, [2])),            # out of combat: in time
        ("f1_advance", {"op": "advance", "minutes": 5}),
        ("f1_undo_advance", {"op": "undo"}),
        ("f1_redo_advance", {"op": "redo"}),
        ("f2", {"op": "start_combat"}),
        ("f2_shot", attack("Aoki", "CultA", ".38", 30, [1])),
        NEXT, NEXT, NEXT,                                          # Ishii is out: Aoki
        ("f2_shot2", attack("Aoki", "CultA", ".38", 30, [1])),
        NEXT,                                                      # CultB
        ("f2_cover_again", attack("CultB", "Ishii", "Club", 20, [2],
                                  defense={"kind": "cover", "by": "Ueda", "roll": 10})),
        ("f2_culta", NEXT),
        ("f2_aoki_down", {"op": "damage", "target": "Aoki", "amount": 12}),
        ("f2_save", {"op": "save", "file": save_to}),
        ("f2_open", {"op": "open", "file": save_to}),
        ("f2_next", NEXT),                                         # Ueda
        ("f2_r2", NEXT),                                           # Priest; Aoki@half passes
        NEXT, NEXT, NEXT,                                          # Priest@start, Ishii?, …
        ("f2_undo", {"op": "undo"}),
        ("f2_redo", {"op": "redo"}),
    ]


@pytest.fixture(scope="module")
def fight2(tmp_path_factory):
    lines, labels = script(fight2_lines(str(tmp_path_factory.mktemp("f2") / "mid.json")))
    answers = run(lines, seed=13, errors=True)
    return lambda label: answers[labels[label]]


def test_fight2_end_combat_and_its_undo_keep_the_clock_and_the_closing_in(fight2):
    """C10 outside combat, C12: End combat turns the clock into a death to confirm and ends
    the closing in; undo brings both back as they were, redo ends them again."""
    assert who(fight2("f1_drop"), "Ishii")["death_clock"] == {"round": 2, "after": "CultB",
                                                             "slot": None}
    end = fight2("f1_end")["state"]
    assert end["checks"] == [{"who": "Ishii", "kind": "death", "target": None}]
    assert "closed_in" not in who(fight2("f1_end"), "Aoki")["conditions"]
    back = fight2("f1_undo_end")
    assert back["state"]["in_combat"] is True and turn(back) == (1, "CultB", None)
    assert who(back, "Ishii")["death_clock"] == {"round": 2, "after": "CultB", "slot": None}
    assert "closed_in" in who(back, "Aoki")["conditions"]
    assert who(back, "Ueda")["acted"] is True
    assert fight2("f1_redo_end")["state"] == fight2("f1_end")["state"]
    assert fight2("f1_undo_advance")["state"] == fight2("f1_saved")["state"]
    assert fight2("f1_redo_advance")["state"] == fight2("f1_advance")["state"]
    assert fight2("f1_advance")["state"]["time"] != fight2("f1_saved")["state"]["time"]


def test_fight2_first_aid_after_the_fight_drops_the_death_to_confirm(fight2):
    """C10, R12: out of combat the clock has not run out until the keeper confirms."""
    saved = fight2("f1_saved")
    assert who(saved, "Ishii")["hp"] == 2
    # R30: at HP 2 after the fight Ishii stays out, owing no CON×5, until healed to 3+
    assert saved["state"]["checks"] == []
    assert who(saved, "Ishii")["conditions"] == ["unconscious"]


def test_fight2_nothing_of_the_first_fights_round_is_left(fight2):
    """A new fight: no one has acted or covered, the gun has its three shots and its slots,
    no clock or closing in is left; the wake roll owed is round 1's."""
    st = fight2("f2")
    assert turn(st) == (1, "Aoki", "start")
    assert all(c["acted"] is False and c["death_clock"] is None for c in st["state"]["combatants"])
    assert st["state"]["checks"] == [{"who": "Ishii", "kind": "wake", "target": 70}]
    assert fight2("f2_shot")["outcome"]["value"] == 50              # not point-blank (C12)
    assert "error" not in fight2("f2_shot2")
    cover = fight2("f2_cover_again")["outcome"]
    assert cover["defense"]["allowed"] is True and cover["damage_to"] == {"Ishii": 0,
                                                                          "Ueda": 2}


def test_fight2_save_and_reopen_mid_fight_keeps_the_clock_and_the_round(fight2):
    """Saved and reopened during round 1: the clock, the acted marks and the pending wake
    roll are all there, and the fight goes on to round 2 where it left off."""
    saved, opened = fight2("f2_save")["state"], fight2("f2_open")["state"]
    assert opened == saved
    assert who(fight2("f2_open"), "Aoki")["death_clock"] == {"round": 2, "after": "Ueda",
                                                            "slot": None}
    assert turn(fight2("f2_next")) == (1, "Priest", None)
    assert turn(fight2("f2_r2")) == (2, "Priest", "start")
    assert turn(fight2("f2_undo")) == (2, "CultA", None)
    assert turn(fight2("f2_redo")) == (2, "Ueda", None)
    assert who(fight2("f2_redo"), "Aoki")["death_clock"]["after"] == "Ueda"


# -- flow 3: hostile input ---------------------------------------------------------------------
def test_hostile_removals_an_empty_round_and_impossible_rolls():
    """R7: removing a clock's holder mid-round passes the clock to the nearest living position
    before it (never to the victim); removing a victim drops its clock; nobody to fight and
    impossible rolls are refused and change nothing (R16: 0 and 101 refused, "00" and 100
    taken as 100)."""
    answers = run([
        {"op": "new", "ruleset": "coc"}, {"op": "start_combat"}, NEXT,
    ] + ROSTER + [
        {"op": "start_combat"}, NEXT, NEXT,                                  # Ishii
        {"op": "damage", "target": "Ueda", "amount": 11},                     # after Ishii
        NEXT,                                                                # Aoki
        {"op": "damage", "target": "Ishii", "amount": 12},                    # after Aoki
        {"op": "remove", "name": "Aoki"},
        {"op": "remove", "name": "Ueda"},
        attack("CultB", "Ishii", "Club", 0), attack("CultB", "Ishii", "Club", 101),
        attack("CultB", "Ishii", "Club", "00"),
        check("Ishii", "death", 50),
        {"op": "damage", "target": "CultA", "amount": 6},
        check("CultA", "shock", 0), check("CultA", "shock", 100),
        {"op": "state"},
    ], errors=True)
    assert "error" in answers[1] and "error" in answers[2]
    removed = answers[-10]
    assert turn(removed) == (1, "CultB", None)
    assert who(removed, "Ishii")["death_clock"] == {"round": 2, "after": "Priest",
                                                   "slot": "start"}
    assert [c["death_clock"] for c in answers[-9]["state"]["combatants"]
            if c["name"] == "Ishii"] == [{"round": 2, "after": "Priest", "slot": "start"}]
    assert all("error" in a for a in answers[-8:-6])
    assert answers[-6]["roll"] == 100 and answers[-6]["outcome"]["outcome"] == "fumble"
    assert "no pending death check" in answers[-5]["error"]
    assert "error" in answers[-3] and answers[-2]["roll"] == 100
    assert "unconscious" in who(answers[-1], "CultA")["conditions"]
    assert answers[-1]["state"]["checks"] == []


def test_r31_a_three_round_insanity_is_over_an_hour_later():
    """R31: a round lasts 10 s by default: a 3-round temporary insanity (a SAN check's idea
    roll; 95 fails SAN 65, 1d10 = 6 ≥ 5) is still on after End combat and over after an
    hour of Advance time (360 rounds)."""
    answers = run(ROSTER + [
        {"op": "start_combat"},
        {"op": "san_check", "name": "Ueda", "loss": "1/1d10", "roll": 95, "dice": [6],
         "idea_roll": 10, "duration": 3},
        {"op": "end_combat"},
        {"op": "advance", "hours": 1},
    ])
    assert "temporary_insanity" in who(answers[-3], "Ueda")["conditions"]
    assert who(answers[-1], "Ueda")["conditions"] == []


def test_r31_the_length_of_a_round_is_an_encounter_option():
    """R31: with ``seconds_per_round`` 600 (a round of 10 minutes) 20 minutes are 2 of the
    insanity's 3 rounds (still on), 10 more the third (over)."""
    answers = run([{"op": "new", "ruleset": "coc", "options": {"seconds_per_round": 600}}]
                  + ROSTER[1:] + [
        {"op": "san_check", "name": "Ueda", "loss": "1/1d10", "roll": 95, "dice": [6],
         "idea_roll": 10, "duration": 3},
        {"op": "advance", "minutes": 20},
        {"op": "advance", "minutes": 10},
        {"op": "new", "ruleset": "coc", "options": {"seconds_per_round": 0}},
    ], errors=True)
    assert "temporary_insanity" in who(answers[-3], "Ueda")["conditions"]
    assert who(answers[-2], "Ueda")["conditions"] == []
    assert "seconds_per_round" in answers[-1]["error"]
