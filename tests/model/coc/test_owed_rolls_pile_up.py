"""R34 through ``python -m tracker session``: every roll the rules owe is its own pending
check; a new one never replaces one not yet rolled, and each is logged when rolled."""

from __future__ import annotations

from tests.session_script import combatant, run

NEXT = {"op": "next_turn"}
#: Kato: CON 10, SIZ 10 → HP 10; POW 10 → SAN 50. Mori: CON 12, SIZ 12 → HP 12 (CON×5 60).
#: Cultist DEX 8. Order: Kato (DEX 12), Mori (DEX 11), Cultist.
TABLE = [
    {"op": "new", "ruleset": "coc"},
    {"op": "add", "name": "Kato", "side": "pc",
     "sheet": {"dex": 12, "con": 10, "siz": 10, "pow": 10}},
    {"op": "add", "name": "Mori", "side": "pc",
     "sheet": {"dex": 11, "con": 12, "siz": 12, "pow": 10}},
    {"op": "add", "name": "Cultist", "sheet": {"dex": 8, "con": 10, "siz": 10}},
]


def owed(answer, name):
    return [k["kind"] for k in answer["state"]["checks"] if k["who"] == name]


def test_round_2s_san_loss_unrolled_is_still_owed_in_round_3():
    """C8, R6, R34: Kato 10 − 8 = 2, unconscious in round 1. Round 2: CON×5 = 50, rolled 10:
    awake at HP 2, 1d3 SAN owed. Not rolled; round 3 starts: another 1d3 (awake at HP 2).
    Both owed: 2 + 2 → SAN 50 − 2 − 2 = 46 (the defect left 48)."""
    answers = run(TABLE + [
        {"op": "start_combat"},
        {"op": "damage", "target": "Kato", "amount": 8},
        NEXT, NEXT, NEXT,                                            # round 2
        {"op": "check", "who": "Kato", "kind": "wake", "roll": 10},
        NEXT, NEXT, NEXT,                                            # round 3
        {"op": "check", "who": "Kato", "kind": "san_loss", "roll": 2},
        {"op": "check", "who": "Kato", "kind": "san_loss", "roll": 2},
    ])
    woke, r3, first, second = answers[-6], answers[-3], answers[-2], answers[-1]
    assert combatant(woke, "Kato")["conditions"] == [] and owed(woke, "Kato") == ["san_loss"]
    assert r3["state"]["round"] == 3 and owed(r3, "Kato") == ["san_loss", "san_loss"]
    assert combatant(first, "Kato")["tracks"]["san"][0] == 48
    assert owed(first, "Kato") == ["san_loss"]
    assert combatant(second, "Kato")["tracks"]["san"][0] == 46 and owed(second, "Kato") == []


def test_round_2s_wake_roll_unrolled_is_owed_beside_round_3s():
    """R34: Kato out at HP 2; round 2's CON×5 is not rolled before round 3: two are owed.
    The first rolled fails (90 > 50), the second wakes her (10); the 1d3 is owed then."""
    answers = run(TABLE + [
        {"op": "start_combat"},
        {"op": "damage", "target": "Kato", "amount": 8},
        NEXT, NEXT, NEXT, NEXT, NEXT, NEXT,                          # round 3
        {"op": "check", "who": "Kato", "kind": "wake", "roll": 90},
        {"op": "check", "who": "Kato", "kind": "wake", "roll": 10},
    ])
    r3, failed, woke = answers[-3:]
    assert owed(r3, "Kato") == ["wake", "wake"]
    assert owed(failed, "Kato") == ["wake"]
    assert "unconscious" in combatant(failed, "Kato")["conditions"]
    assert combatant(woke, "Kato")["conditions"] == [] and owed(woke, "Kato") == ["san_loss"]


def test_two_shock_wounds_leave_two_con_checks():
    """C0 shock, R34: Mori HP 12 takes 6 (6 ≥ 12/2: CON×5 owed, HP 6), then 3 (3 ≥ 6/2:
    another, HP 3). Two CON×5 (60) owed; 30 passes, 70 fails: unconscious."""
    answers = run(TABLE + [
        {"op": "start_combat"},
        {"op": "damage", "target": "Mori", "amount": 6},
        {"op": "damage", "target": "Mori", "amount": 3},
        {"op": "check", "who": "Mori", "kind": "shock", "roll": 30},
        {"op": "check", "who": "Mori", "kind": "shock", "roll": 70},
    ])
    second, passed, failed = answers[-3:]
    assert combatant(second, "Mori")["hp"] == 3
    assert second["state"]["checks"] == [{"who": "Mori", "kind": "shock", "target": 60}] * 2
    assert owed(passed, "Mori") == ["shock"]
    assert combatant(passed, "Mori")["conditions"] == []
    assert owed(failed, "Mori") == [] and combatant(failed, "Mori")["conditions"] == [
        "unconscious"]


def test_r6_one_who_wakes_first_in_dex_order_acts_this_round():
    """R6: Kato (DEX 12, first) falls to HP 2 in round 1; round 2 passes over her row to Mori.
    Her CON×5 (50) rolled 10 wakes her: the turn goes back to her, and on to Mori and the
    Cultist after her. Undo puts the turn back on Mori."""
    answers = run(TABLE + [
        {"op": "start_combat"},
        {"op": "damage", "target": "Kato", "amount": 8},
        NEXT, NEXT, NEXT,                                            # round 2: Mori
        {"op": "check", "who": "Kato", "kind": "wake", "roll": 10},
        NEXT, NEXT, NEXT,
        {"op": "undo"}, {"op": "undo"}, {"op": "undo"}, {"op": "undo"},
    ])
    def at(a):
        return a["state"]["round"], a["state"]["turn"]
    assert at(answers[-9]) == (2, "Mori")
    assert at(answers[-8]) == (2, "Kato")
    assert [at(a) for a in answers[-7:-4]] == [(2, "Mori"), (2, "Cultist"), (3, "Kato")]
    assert at(answers[-1]) == (2, "Mori") and owed(answers[-1], "Kato") == ["wake"]


def test_r6_once_someone_acted_the_turn_stays():
    """R6: Mori attacks before Kato's CON×5 is rolled: the turn stays with Mori."""
    answers = run(TABLE + [
        {"op": "add", "name": "Bat", "sheet": {"dex": 5}},
        {"op": "edit", "name": "Mori", "sheet": {"skills": {"fist": 50}}},
        {"op": "start_combat"},
        {"op": "damage", "target": "Kato", "amount": 8},
        NEXT, NEXT, NEXT, NEXT,                                      # round 2: Mori
        {"op": "attack", "attacker": "Mori", "target": "Bat", "weapon": "fist", "roll": 90},
        {"op": "check", "who": "Kato", "kind": "wake", "roll": 10},
    ])
    assert answers[-1]["state"]["round"] == 2 and answers[-1]["state"]["turn"] == "Mori"
    assert combatant(answers[-1], "Kato")["conditions"] == []
