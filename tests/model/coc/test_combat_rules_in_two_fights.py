"""Every rule of seed 004 in two fights of one evening, replayed through ``python -m tracker
session`` as a keeper plays them: three investigators, a cultist with a .38 and a knife, a
ghoul. Each number was checked by hand against RULES.md (C0–C13, R1–R16)."""

from __future__ import annotations

import pytest

from tests.session_script import combatant, run

REVOLVER = {"name": ".38", "skill": "handgun", "damage": "1d10", "class": "firearm",
            "db": False, "shots": 3}
KNIFE = {"name": "Knife", "skill": "knife", "damage": "1d4+2", "class": "edged",
         "small": True, "durability": 15}
CLAWS = {"name": "Claws", "skill": "claw", "damage": "1d6", "class": "edged"}
BAT = {"name": "Bat", "skill": "club", "damage": "1d8", "class": "blunt", "durability": 20}
TABLE = [
    {"op": "new", "ruleset": "coc"},
    {"op": "add", "name": "Tanaka", "side": "pc",                     # HP 12, DB 0, DEX×5 80
     "sheet": {"dex": 16, "con": 12, "siz": 12,
               "skills": {"dodge": 40, "handgun": 60, "first_aid": 40}, "weapons": [REVOLVER]}},
    {"op": "add", "name": "Sato", "side": "pc",                       # HP 9, DB 0, DEX×5 55
     "sheet": {"dex": 11, "con": 10, "siz": 8, "str": 14,
               "skills": {"dodge": 50, "first_aid": 60, "fist": 70, "martial_arts": 65}}},
    {"op": "add", "name": "Mori", "side": "pc",                       # HP 13, DB 0, DEX×5 45
     "sheet": {"dex": 9, "con": 13, "siz": 13,
               "skills": {"dodge": 30, "first_aid": 70, "club": 55}, "weapons": [BAT]}},
    {"op": "add", "name": "Cultist",                                  # HP 11, armor 1
     "sheet": {"dex": 13, "str": 12, "siz": 12, "armor": 1,
               "skills": {"handgun": 45, "knife": 50, "dodge": 26},
               "weapons": [REVOLVER, KNIFE]}},
    {"op": "add", "name": "Ghoul",                                    # HP 13, DB +1d4
     "sheet": {"kind": "mythos", "dex": 17, "str": 16, "siz": 13, "con": 13,
               "skills": {"claw": 60, "dodge": 26}, "weapons": [CLAWS]}},
]
N = {"op": "next_turn"}
# round 1: Tanaka@start, Cultist@start, Ghoul, Tanaka, Cultist, Sato, Mori, Tanaka@half,
# Cultist@half
FIRST = [
    {"op": "start_combat"},                                                         # 0
    {"op": "attack", "attacker": "Tanaka", "target": "Cultist", "weapon": ".38", "roll": 3,
     "dice": {"w": [4, 3], "db": []}},                                              # 1 C1
    N,
    {"op": "attack", "attacker": "Cultist", "target": "Sato", "weapon": ".38", "roll": 9,
     "dice": {"w": [5], "db": []}},                                                 # 3 C2, R4
    N,
    *[{"op": "attack", "attacker": "Ghoul", "target": "Mori", "weapon": "Claws", "roll": 40,
       "dice": {"w": [4], "db": [2]}, "defense": {"kind": "dodge", "roll": r}}
      for r in (20, 14, 6)],                                                        # 5-7 C4
    {"op": "check", "who": "Cultist", "kind": "shock", "roll": 90},                 # 8 C0
    {"op": "check", "who": "Sato", "kind": "shock", "roll": 30},
    N,                                                                              # Tanaka
    {"op": "close_in", "name": "Tanaka", "target": "Ghoul"},                        # 11 C12
    N,                                                                              # Sato
    {"op": "attack", "attacker": "Sato", "target": "Ghoul", "weapon": "fist", "roll": 20,
     "combine": {"skill": "ma"}, "dice": {"w": [2, 3], "db": []}},                  # 13 C11
    N,                                                                              # Mori
    {"op": "attack", "attacker": "Mori", "target": "Ghoul", "weapon": "Bat", "roll": 20,
     "knockout": True, "dice": {"w": [6], "db": []}},                               # 15 C7
    N, N,                                                                           # round 2
    {"op": "attack", "attacker": "Tanaka", "target": "Ghoul", "weapon": ".38", "roll": 70,
     "dice": {"w": [1], "db": []}},                                                 # 18 C12
    {"op": "check", "who": "Ghoul", "kind": "wake", "roll": 10},                    # 19 R5
    N,                                                                              # Ghoul
    {"op": "attack", "attacker": "Ghoul", "target": "Sato", "weapon": "Claws", "roll": 5,
     "dice": {"w": [3, 4], "db": [2]},
     "defense": {"kind": "cover", "by": "Mori", "roll": 30}},                       # 21 R1, C6
    N,                                                                              # Tanaka
    {"op": "first_aid", "healer": "Tanaka", "patient": "Mori", "wound": 1, "roll": 20,
     "dice": [2]},                                                                  # 23 C9
    {"op": "first_aid", "healer": "Sato", "patient": "Mori", "wound": 1, "roll": 20,
     "dice": [2]},                                                                  # 24 refused
    {"op": "end_combat"},                                                           # 25
]


@pytest.fixture(scope="module")
def first():
    answers = run(TABLE + FIRST, seed=5, errors=True)
    return answers[len(TABLE):]


def test_c1_a_critical_shot_rolls_its_dice_twice_through_armor(first):
    hit = first[1]["outcome"]
    assert (hit["outcome"], hit["formula"], hit["damage"]) == ("critical", "2d10", 7)
    assert combatant(first[1], "Cultist")["hp"] == 4            # armor 1 ignored
    assert first[1]["state"]["checks"] == [{"who": "Cultist", "kind": "shock", "target": 50}]


def test_c2_r4_a_special_shot_cannot_be_dodged(first):
    shot = first[3]["outcome"]
    assert shot["outcome"] == "special" and shot["defense"] is None
    assert combatant(first[3], "Sato")["hp"] == 4                # 9 − 5; shock CON×5 50
    # R4: the same shot answered with Sato's dodge is refused and changes nothing
    dodged = dict(FIRST[3], defense={"kind": "dodge", "roll": 10})
    answers = run(TABLE + FIRST[:3] + [{"op": "state"}, dodged, {"op": "state"}], seed=5,
                  errors=True)
    assert "Sato cannot dodge" in answers[-2]["error"] and "R4" in answers[-2]["error"]
    assert answers[-1]["state"] == answers[-3]["state"]


def test_c4_dodges_in_one_round_go_full_half_then_minus_10(first):
    tries = [first[i]["outcome"]["defense"] for i in (5, 6, 7)]
    assert [(d["target"], d["outcome"]) for d in tries] == [
        (30, "success"), (15, "success"), (5, "failure")]
    assert combatant(first[7], "Mori")["hp"] == 13 - 6           # 1d6+1d4: 4 + 2


def test_c0_shock_fails_and_knocks_the_cultist_out(first):
    assert "unconscious" in combatant(first[8], "Cultist")["conditions"]
    assert combatant(first[9], "Sato")["conditions"] == []


def test_c11_martial_arts_double_the_fist_not_the_bonus(first):
    hit = first[13]["outcome"]
    assert (hit["formula"], hit["damage"], hit["value"]) == ("2d3", 5, 70)
    assert combatant(first[13], "Ghoul")["hp"] == 8


def test_c7_r5_a_knockout_with_the_bat(first):
    ko = first[15]["outcome"]["knockout"]
    assert (ko["res_target"], ko["outcome"], ko["damage"]) == (40, "success", 2)  # 6 vs 8
    assert set(combatant(first[15], "Ghoul")["conditions"]) == {"knocked_out", "unconscious"}
    assert {(k["who"], k["target"]) for k in first[17]["state"]["checks"]} == {
        ("Ghoul", 65), ("Cultist", 50)}                          # round 2: CON×5 to wake


def test_c12_point_blank_after_closing_in(first):
    assert first[11]["state"]["turn"] == "Tanaka"
    shot = first[18]["outcome"]
    assert (shot["value"], shot["outcome"]) == (120, "success")  # handgun 60 × 2


def test_r1_c6_r7_a_critical_claw_covered_and_the_clock(first):
    woke = first[19]
    assert combatant(woke, "Ghoul")["conditions"] == []
    hit = first[21]["outcome"]
    assert hit["outcome"] == "critical" and hit["formula"] == "2d6+1d4"
    assert hit["defense"]["target"] == 45 and hit["defense"]["outcome"] == "success"
    assert hit["damage_to"] == {"Sato": 0, "Mori": 9}            # the coverer takes it all
    mori = combatant(first[21], "Mori")
    assert mori["hp"] == 0 and {"dying", "unconscious"} <= set(mori["conditions"])
    assert mori["death_clock"] == {"round": 3, "after": "Ghoul", "slot": None}
    assert mori["acted"] is True                                 # covering spent the turn


def test_c9_first_aid_once_per_wound_stops_the_clock(first):
    aid = first[23]["outcome"]
    assert (aid["healed"], aid["hp"], aid["clock_cleared"]) == (2, 2, True)
    assert combatant(first[23], "Mori")["death_clock"] is None
    assert "C9" in first[24]["error"]


def test_after_the_fight_the_unconscious_keep_their_roll_to_wake(first):
    """The Cultist, out from shock at HP 4, keeps its CON×5 after the fight; Mori, at HP 2,
    stays out until healed to 3+ (R30: C8's waking runs on combat rounds only)."""
    ended = first[25]["state"]
    assert {(k["who"], k["kind"]) for k in ended["checks"]} == {("Cultist", "wake")}


SECOND = [
    {"op": "start_combat"},
    N, N,                                                   # both round-start shots passed
    *[{"op": "attack", "attacker": "Ghoul", "target": "Mori", "weapon": "Claws", "roll": 30,
       "dice": {"w": [5], "db": [3]}, "defense": {"kind": "parry", "with": "Bat", "roll": 10}}
      ] * 2,                                                # 3, 4: C5 once a round (4 refused)
    {"op": "attack", "attacker": "Ghoul", "target": "Tanaka", "weapon": "Claws", "roll": 30,
     "dice": {"w": [1], "db": [1]}, "defense": {"kind": "cover", "by": "Mori", "roll": 93}},
    N,                                                      # Tanaka
    {"op": "rapid_fire", "name": "Tanaka"},                 # 7: R8
    *[{"op": "attack", "attacker": "Tanaka", "target": "Cultist", "weapon": ".38", "roll": r,
       "dice": {"w": [w], "db": []}} for r, w in ((62, 5), (63, 5), (70, 3), (10, 3))],
    N,                                                      # Cultist
    {"op": "attack", "attacker": "Cultist", "target": "Sato", "weapon": "Knife", "roll": 99},
    N,                                                      # Sato
    {"op": "attack", "attacker": "Sato", "target": "Cultist", "weapon": "fist", "roll": 100},
    {"op": "get_up", "name": "Sato"},                       # 16: not this round
    N, N, N, N,                                             # round 2, Cultist@start
    {"op": "get_up", "name": "Sato"},
]


@pytest.fixture(scope="module")
def second():
    return run(TABLE + SECOND, seed=5, errors=True)[len(TABLE):]


def test_c5_r10_a_parry_with_the_bat_once_a_round(second):
    parried = second[3]["outcome"]
    assert parried["defense"]["allowed"] is True and parried["damage_to"] == {"Mori": 0}
    # the second parry is refused (the keeper answers otherwise); nothing changed
    assert "Mori cannot parry" in second[4]["error"] and "C5" in second[4]["error"]
    assert combatant(second[5], "Mori")["hp"] == 13


def test_r9_a_cover_failed_by_90_or_more_leaves_it_all_to_the_covered(second):
    cover = second[5]["outcome"]
    # Mori (a parry costs no action, C5) covers: DEX×5 45, 93 fails by 90+; covering spends
    # his turn (C6), so Sato still has his own for the fumble below
    assert (cover["defense"]["target"], cover["defense"]["outcome"]) == (45, "failure")
    assert cover["damage_to"] == {"Tanaka": 2, "Mori": 0}
    assert combatant(second[5], "Mori")["acted"] is True


def test_r8_rapid_fire_at_dex_plus_5_a_shot_three_at_most(second):
    shots = [second[i]["outcome"] for i in (8, 9, 10)]
    assert [(s["value"], s["hit"]) for s in shots] == [(60, False), (65, True), (70, True)]
    assert combatant(second[10], "Cultist")["hp"] == 11 - 4 - 2  # armor 1 off each hit
    assert "no shots left" in second[11]["error"]


def test_c3_fumbles_drop_the_knife_and_fell_the_boxer_until_next_round(second):
    assert "weapon_dropped" in combatant(second[13], "Cultist")["conditions"]
    assert "prone" in combatant(second[15], "Sato")["conditions"]
    assert "C3" in second[16]["error"]
    up = second[-1]
    assert up["state"]["round"] == 2 and up["state"]["slot"] == "start"
    assert up["state"]["turn"] == "Cultist"    # the gun still in hand: its slot is played
    assert combatant(up, "Sato")["conditions"] == [] and combatant(up, "Sato")["acted"]


def test_covering_spends_the_turn():
    """C6: an investigator who covers someone spends the turn — at his own position later in
    the round he cannot attack (refused, nothing changes); the next round he can again."""
    from tests.session_script import run

    def sheet(dex: int) -> dict:
        return {"str": 12, "con": 12, "siz": 12, "dex": dex, "pow": 12}

    answers = run([
        {"op": "new", "ruleset": "coc"},
        {"op": "add", "name": "Sato", "side": "pc", "sheet": sheet(8)},
        {"op": "add", "name": "Kato", "side": "pc", "sheet": sheet(9)},
        {"op": "add", "name": "Cultist", "side": "enemy", "sheet": sheet(15)},
        {"op": "start_combat"},
        {"op": "attack", "attacker": "Cultist", "target": "Sato", "weapon": "fist", "roll": 10,
         "defense": {"kind": "cover", "by": "Kato", "roll": 20}, "dice": {"w": [2]}},
        {"op": "next_turn"},
        {"op": "attack", "attacker": "Kato", "target": "Cultist", "weapon": "fist", "roll": 10},
        {"op": "state"},
        {"op": "next_turn"},
        {"op": "next_turn"},
        {"op": "next_turn"},
        {"op": "attack", "attacker": "Kato", "target": "Cultist", "weapon": "fist", "roll": 90},
    ], errors=True)
    assert answers[4]["state"]["turn"] == "Cultist"
    assert "error" not in answers[5], answers[5]
    assert answers[6]["state"]["turn"] == "Kato" and answers[6]["state"]["round"] == 1
    assert "covering spent the turn" in answers[7]["error"]
    assert answers[8]["state"] == answers[6]["state"]  # the refusal changed nothing
    assert answers[11]["state"]["turn"] == "Kato" and answers[11]["state"]["round"] == 2
    assert "error" not in answers[12], answers[12]  # round 2: his turn is his again
