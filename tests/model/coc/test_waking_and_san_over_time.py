"""A keeper's evening replayed through ``python -m tracker session``: three investigators, a
cultist with a .38 and a knife, a ghoul; two fights with time advanced between and after
them, undo across End combat and Advance time, save and reopen. Each test names the flow it
checks; the defects this play-test found are the ones about time going on after a fight."""

from __future__ import annotations

import pytest

from tests.session_script import combatant, run

REVOLVER = {"name": ".38", "skill": "handgun", "damage": "1d10", "class": "firearm",
            "db": False, "shots": 3}
KNIFE = {"name": "Knife", "skill": "knife", "damage": "1d4+2", "class": "edged",
         "small": True, "durability": 15}
CLAWS = {"name": "Claws", "skill": "claw", "damage": "1d6", "class": "edged"}
TABLE = [
    {"op": "new", "ruleset": "coc"},
    {"op": "add", "name": "Tanaka", "side": "pc",
     "sheet": {"dex": 16, "con": 12, "siz": 12, "int": 10,
               "skills": {"dodge": 40, "handgun": 60, "first_aid": 40}, "weapons": [REVOLVER]}},
    {"op": "add", "name": "Sato", "side": "pc",
     "sheet": {"dex": 11, "con": 10, "siz": 8, "skills": {"dodge": 50, "first_aid": 60,
                                                          "fist": 70}}},
    {"op": "add", "name": "Mori", "side": "pc",
     "sheet": {"dex": 9, "con": 13, "siz": 13, "skills": {"dodge": 30, "first_aid": 70}}},
    {"op": "add", "name": "Cultist", "sheet": {"dex": 13, "str": 12, "siz": 12,
                                               "skills": {"handgun": 45, "knife": 50},
                                               "weapons": [REVOLVER, KNIFE]}},
    {"op": "add", "name": "Ghoul", "sheet": {"kind": "mythos", "dex": 17, "str": 16,
                                             "siz": 13, "con": 13,
                                             "skills": {"claw": 60, "dodge": 26},
                                             "weapons": [CLAWS]}},
]
NEXT = {"op": "next_turn"}
# round 1 by position: Tanaka@start, Cultist@start, Ghoul, Tanaka, Cultist, Sato, Mori,
# Tanaka@half, Cultist@half (9 positions)
FIGHT = [
    {"op": "start_combat"},
    NEXT,                                                      # Cultist's round-start shot
    {"op": "attack", "attacker": "Cultist", "target": "Sato", "weapon": ".38", "roll": 10,
     "dice": {"w": [7], "db": []}},                            # Sato 9 → 2: unconscious
    NEXT,                                                      # Ghoul
    {"op": "attack", "attacker": "Ghoul", "target": "Mori", "weapon": "Claws", "roll": 10,
     "dice": {"w": [6], "db": [4]}},                           # Mori 13 → 3: shock
    {"op": "check", "who": "Mori", "kind": "shock", "roll": 90},   # fails: unconscious
    NEXT,                                                      # Tanaka at DEX (R33)
    {"op": "attack", "attacker": "Tanaka", "target": "Ghoul", "weapon": "fist", "roll": 99},
    NEXT,                                                      # Cultist
    NEXT,                                                      # Sato (skipped), Mori (skipped)
    {"op": "end_combat"},
]
I_END = len(TABLE) + len(FIGHT) - 1


@pytest.fixture(scope="module")
def evening(tmp_path_factory):
    path = tmp_path_factory.mktemp("coc") / "evening.json"
    answers = run(TABLE + FIGHT + [
        {"op": "check", "who": "Mori", "kind": "wake", "roll": 80},      # fails: still out
        {"op": "advance", "minutes": 10},                                 # a new roll for him
        {"op": "check", "who": "Mori", "kind": "wake", "roll": 20},      # wakes at HP 3
        # R30: Sato at HP 2 owes no roll out of combat; the keeper wakes her by hand
        {"op": "condition", "name": "Sato", "condition": "unconscious", "on": False},
        {"op": "advance", "minutes": 10},                                 # no SAN lost (R30)
        {"op": "undo"}, {"op": "undo"}, {"op": "undo"}, {"op": "undo"}, {"op": "undo"},
        {"op": "redo"}, {"op": "redo"}, {"op": "redo"}, {"op": "redo"}, {"op": "redo"},
        {"op": "save", "file": str(path)},
    ], seed=11)
    # the next fight, from the saved evening: Tanaka fell (his fist fumbled) in round 1 of
    # the first fight; he gets up in round 1 of this one
    reopened = run([{"op": "state"}, {"op": "start_combat"},
                    {"op": "get_up", "name": "Tanaka"}], file=str(path))
    return {"a": answers, "reopened": reopened}


def test_the_fight_leaves_two_investigators_unconscious_and_one_prone(evening):
    ended = evening["a"][I_END]
    assert combatant(ended, "Sato")["hp"] == 2
    assert combatant(ended, "Mori")["hp"] == 3
    for name in ("Sato", "Mori"):
        assert combatant(ended, name)["conditions"] == ["unconscious"]
    assert combatant(ended, "Tanaka")["conditions"] == ["prone"]
    assert ended["state"]["in_combat"] is False


def test_the_unconscious_keep_their_waking_roll_after_end_combat(evening):
    """Out of combat: End combat used to drop every CON×5 wake roll, so an investigator
    knocked out by shock at HP 3 stayed unconscious for ever (days later too). Sato, at HP 2,
    owes none: C8's waking runs on combat rounds only (R30)."""
    ended = evening["a"][I_END]
    wake = sorted((k["who"], k["target"]) for k in ended["state"]["checks"]
                  if k["kind"] == "wake")
    assert wake == [("Mori", 65)]                                 # CON 13 × 5


def test_a_failed_waking_roll_comes_again_when_time_passes(evening):
    a = evening["a"]
    failed, later = a[I_END + 1], a[I_END + 2]
    assert "unconscious" in combatant(failed, "Mori")["conditions"]
    assert not any(k["who"] == "Mori" for k in failed["state"]["checks"])
    assert later["state"]["time"] == {"day": 1, "hour": 8, "minute": 10}
    assert [k["who"] for k in later["state"]["checks"] if k["kind"] == "wake"] == ["Mori"]
    woke = a[I_END + 3]
    assert combatant(woke, "Mori")["conditions"] == []
    assert combatant(woke, "Mori")["tracks"]["san"] == [50, 99]  # HP 3: no SAN lost
    sato = a[I_END + 5]
    assert combatant(sato, "Sato")["conditions"] == [] and combatant(sato, "Sato")["hp"] == 2
    assert combatant(sato, "Sato")["tracks"]["san"][0] == 50      # awake at HP 2: R30
    assert sato["state"]["checks"] == []


def test_undo_and_redo_across_the_waking_and_the_time(evening):
    a = evening["a"]
    assert a[I_END + 10]["state"] == a[I_END]["state"]
    assert a[I_END + 15]["state"] == a[I_END + 5]["state"]


def test_a_new_fight_counts_its_rounds_anew(evening):
    """C3 in the next fight: Tanaka fell in round 1 of the first fight; getting up in round 1
    of the second was refused ("fell this round: possible from the next round")."""
    state, started, up = evening["reopened"]
    assert state["state"] == evening["a"][I_END + 15]["state"]
    assert started["state"]["round"] == 1
    assert "prone" not in combatant(up, "Tanaka")["conditions"]
    assert combatant(up, "Tanaka")["acted"] is True


def test_one_unconscious_since_an_earlier_fight_rolls_to_wake_in_round_1():
    answers = run(TABLE + FIGHT[:6] + [NEXT] * 20 + [
        {"op": "end_combat"},
        {"op": "check", "who": "Mori", "kind": "wake", "roll": 90},   # fails
        {"op": "check", "who": "Sato", "kind": "wake", "roll": 90},
        {"op": "start_combat"},
    ], seed=2)
    started = answers[-1]
    assert started["state"]["round"] == 1
    assert sorted(k["who"] for k in started["state"]["checks"] if k["kind"] == "wake") \
        == ["Mori", "Sato"]


def test_the_dying_get_no_waking_roll_and_the_healed_to_3_wake():
    """R30: Sato, brought to 0 by a 10 (9 − 10, HP kept at 0), first-aided after the fight
    by 2 stays out at HP 2 owing no roll, five minutes later too; first aid of 3 (the wound
    is 10) brings her to HP 3 and she wakes (R6)."""
    def evening(faces):
        return run(TABLE + [
            {"op": "start_combat"}, NEXT,
            {"op": "attack", "attacker": "Cultist", "target": "Sato", "weapon": ".38",
             "roll": 10, "dice": {"w": [10], "db": []}},           # Sato 9 → 0: dying
            {"op": "end_combat"},
            {"op": "first_aid", "healer": "Mori", "patient": "Sato", "wound": 0, "roll": 10,
             "dice": faces},
            {"op": "advance", "minutes": 5},
        ], seed=3)
    ended, aided, later = evening([2])[-3:]
    assert [k["kind"] for k in ended["state"]["checks"] if k["who"] == "Sato"] == ["death"]
    assert combatant(aided, "Sato")["hp"] == 2
    assert combatant(aided, "Sato")["conditions"] == ["unconscious"]
    assert aided["state"]["checks"] == [] and later["state"]["checks"] == []
    assert combatant(later, "Sato")["conditions"] == ["unconscious"]
    healed = evening([3])[-2]
    assert combatant(healed, "Sato")["hp"] == 3 and combatant(healed, "Sato")["conditions"] == []


def test_san_lost_hours_apart_is_not_lost_within_one_hour():
    """A fifth of the hour's SAN lost "within one game hour" is indefinite insanity: two
    losses three hours apart (Advance time between) used to add up as if in one hour."""
    check = {"op": "san_check", "name": "Tanaka", "loss": "1/1d10", "roll": 90,
             "idea_roll": 90}
    apart = run(TABLE + [{**check, "dice": [6]}, {"op": "advance", "hours": 3},
                         {**check, "dice": [5]}], seed=1)
    assert apart[-1]["outcome"]["loss"] == 5
    assert combatant(apart[-1], "Tanaka")["tracks"]["san"][0] == 39
    assert apart[-1]["outcome"]["indefinite"] is False
    # within the hour (40 minutes apart) they do add up: 11 of 50
    close = run(TABLE + [{**check, "dice": [6]}, {"op": "advance", "minutes": 40},
                         {**check, "dice": [5]}], seed=1)
    assert close[-1]["outcome"]["indefinite"] is True
    assert "indefinite_insanity" in combatant(close[-1], "Tanaka")["conditions"]
