"""After "previous turn" the GM's "next turn" replays the turns already played (their start
effects happened once) up to the furthest turn reached, then plays on. A change meanwhile in
who takes turns — one going down, a CoC handgun slot closing, one joining ahead, one removed
— leaves the replay ending at the same turn: one who can no longer act is passed over as the
next round would pass it, one who joined before that turn is in the order as if it had been
there, and the round start is neither replayed nor skipped (tracker/model/replay.py). Flows
through ``python -m tracker session``, undo included."""

from __future__ import annotations

from tests.session_script import run

NEXT, BACK, UNDO = {"op": "next_turn"}, {"op": "previous_turn"}, {"op": "undo"}


def turn(answer):
    return answer["state"]["round"], answer["state"]["turn"], answer["state"]["slot"]


def owed(answer, kind):
    """Who owes a roll of ``kind``, one entry per pending check (R34: they pile up)."""
    return [k["who"] for k in answer["state"]["checks"] if k["kind"] == kind]


# -- GURPS --------------------------------------------------------------------------------------
def gurps_trio(*more):
    """Aiko (Basic Speed 7), Brute (6), Cato (5): the order Aiko, Brute, Cato. Aiko is at 0 HP
    (10 HP, hit for 10: 10 - 10 = 0), so each turn of hers that *starts* owes the G11 roll
    to stay conscious ("collapse"): a replayed turn owes none."""
    return [
        {"op": "new", "ruleset": "gurps"},
        {"op": "add", "name": "Aiko", "side": "pc", "sheet": {"max_hp": 10, "basic_speed": 7.0}},
        {"op": "add", "name": "Brute", "sheet": {"max_hp": 12, "basic_speed": 6.0}},
        *more,
        {"op": "add", "name": "Cato", "side": "pc", "sheet": {"max_hp": 10, "basic_speed": 5.0}},
        {"op": "hit", "target": "Aiko", "location": "torso", "damage": 10, "type": "cr"},
        {"op": "start_combat"},
    ]


def test_gurps_one_going_down_during_the_replay_is_passed_over_and_round_2_begins():
    """To Cato's turn, back twice to Aiko (Brute's and Cato's turns to replay); Brute goes
    down. Next turn replays Cato's (Brute passed over), the next begins round 2: Aiko's new
    turn owes her second collapse roll. (Before: the replay still counted two turns, and
    round 2 opened as a replay: no roll.) Undone, the replay is Brute's and Cato's again."""
    lines = [*gurps_trio(), NEXT, NEXT, BACK, BACK,
             {"op": "condition", "name": "Brute", "condition": "unconscious"},
             NEXT, NEXT,
             UNDO, UNDO, UNDO, NEXT, NEXT, NEXT]
    a = run(lines)
    s = len(gurps_trio())  # the first answer after start_combat
    assert turn(a[s - 1]) == (1, "Aiko", None) and owed(a[s - 1], "collapse") == ["Aiko"]
    assert turn(a[s + 1]) == (1, "Cato", None)
    assert turn(a[s + 3]) == (1, "Aiko", None)
    assert turn(a[s + 5]) == (1, "Cato", None)  # a replay: Brute passed over, nothing owed
    assert owed(a[s + 5], "collapse") == ["Aiko"]
    assert turn(a[s + 6]) == (2, "Aiko", None)  # a new round, a new turn of hers
    assert owed(a[s + 6], "collapse") == ["Aiko", "Aiko"]
    # undo the two turns and Brute's fall: back at Aiko's replayed turn of round 1
    assert turn(a[s + 9]) == (1, "Aiko", None) and owed(a[s + 9], "collapse") == ["Aiko"]
    assert turn(a[s + 10]) == (1, "Brute", None)
    assert turn(a[s + 11]) == (1, "Cato", None) and owed(a[s + 11], "collapse") == ["Aiko"]
    assert turn(a[s + 12]) == (2, "Aiko", None)
    assert owed(a[s + 12], "collapse") == ["Aiko", "Aiko"]


def test_gurps_the_furthest_turns_one_going_down_ends_the_replay_before_it():
    """To Cato's turn, back twice; Cato goes down. Brute's turn is replayed, then round 2
    begins with Aiko's new turn (her second collapse roll) — not a replay of it."""
    lines = [*gurps_trio(), NEXT, NEXT, BACK, BACK,
             {"op": "condition", "name": "Cato", "condition": "unconscious"}, NEXT, NEXT]
    a = run(lines)
    assert turn(a[-2]) == (1, "Brute", None) and owed(a[-2], "collapse") == ["Aiko"]
    assert turn(a[-1]) == (2, "Aiko", None) and owed(a[-1], "collapse") == ["Aiko", "Aiko"]


def test_gurps_one_joining_ahead_is_replayed_as_if_it_had_been_there():
    """Aiko (7) and Cato (5), Cato also at 0 HP (10 - 10): to Cato's turn, back to Aiko's
    (Cato's turn to replay). Brute (Basic Speed 6) joins between them. Next turn: Brute's
    (in the order as if it had been there: part of the replay), then Cato's replayed (owing
    no second collapse roll), then round 2 with Aiko's new turn (her second roll). (Before:
    the one turn counted was Brute's, and Cato's turn began again, owing a roll.)"""
    roster = [
        {"op": "new", "ruleset": "gurps"},
        {"op": "add", "name": "Aiko", "side": "pc", "sheet": {"max_hp": 10, "basic_speed": 7.0}},
        {"op": "add", "name": "Cato", "side": "pc", "sheet": {"max_hp": 10, "basic_speed": 5.0}},
        {"op": "hit", "target": "Aiko", "location": "torso", "damage": 10, "type": "cr"},
        {"op": "hit", "target": "Cato", "location": "torso", "damage": 10, "type": "cr"},
        {"op": "start_combat"},
    ]
    join = {"op": "add", "name": "Brute", "sheet": {"max_hp": 12, "basic_speed": 6.0}}
    a = run([*roster, NEXT, BACK, join, NEXT, NEXT, NEXT])
    assert owed(a[-6], "collapse") == ["Aiko", "Cato"]  # both turns of round 1 began once
    assert [c["name"] for c in a[-4]["state"]["combatants"]] == ["Aiko", "Brute", "Cato"]
    assert turn(a[-3]) == (1, "Brute", None)
    assert turn(a[-2]) == (1, "Cato", None) and owed(a[-2], "collapse") == ["Aiko", "Cato"]
    assert turn(a[-1]) == (2, "Aiko", None)
    assert owed(a[-1], "collapse") == ["Aiko", "Cato", "Aiko"]


# -- Call of Cthulhu ----------------------------------------------------------------------------
REVOLVER = {"name": ".38", "skill": "handgun", "damage": "1d10", "class": "firearm",
            "db": False, "shots": 3}


def coc_sheet(dex, **more):
    return {"dex": dex, "con": 12, "siz": 12, "str": 12, "pow": 12, **more}


def coc_table():
    """Investigators Aoki (DEX 14, a revolver), Baba (10), Cato (6, unconscious): C12 gives Aoki places at
    the round start and at DEX÷2 = 7, so round 1's order is Aoki@start, Aoki, Baba, Aoki@half
    (7), Cato (6, passed over: out). Each round start owes Cato's CON×5 to wake (C8, R5);
    a replayed round start owes nothing."""
    return [
        {"op": "new", "ruleset": "coc"},
        {"op": "add", "name": "Aoki", "side": "pc",
         "sheet": coc_sheet(14, skills={"handgun": 50}, weapons=[REVOLVER])},
        {"op": "add", "name": "Baba", "side": "pc", "sheet": coc_sheet(10)},
        {"op": "add", "name": "Cato", "side": "pc", "sheet": coc_sheet(6)},
        {"op": "condition", "name": "Cato", "condition": "unconscious"},
        {"op": "start_combat"},
    ]


def test_coc_a_handgun_slot_closing_during_the_replay_ends_it_before_the_new_round():
    """To Aoki's DEX÷2 shot, back twice to Aoki's DEX action (Baba's turn and the DEX÷2
    shot to replay). Aoki goes prone: the DEX÷2 place closes (C12: standing only). Next
    turn replays Baba's; the next begins round 2 — its start owes Cato's second wake roll,
    Aoki (prone: no round-start shot) acts at DEX. (Before: two turns were still counted,
    and round 2 opened as a replay: no round start, no roll.)"""
    lines = [*coc_table(), NEXT, NEXT, NEXT, BACK, BACK,
             {"op": "condition", "name": "Aoki", "condition": "prone"}, NEXT, NEXT, UNDO, UNDO]
    a = run(lines)
    assert turn(a[5]) == (1, "Aoki", "start") and owed(a[5], "wake") == ["Cato"]
    assert turn(a[8]) == (1, "Aoki", "half")
    assert turn(a[10]) == (1, "Aoki", None)
    assert turn(a[12]) == (1, "Baba", None) and owed(a[12], "wake") == ["Cato"]
    assert turn(a[13]) == (2, "Aoki", None) and owed(a[13], "wake") == ["Cato", "Cato"]
    # undone (the new round and Baba's replay): Aoki's turn, the same two turns to replay
    assert turn(a[15]) == (1, "Aoki", None) and owed(a[15], "wake") == ["Cato"]
    more = run([*lines, NEXT, NEXT])
    assert turn(more[-2]) == (1, "Baba", None)
    assert turn(more[-1]) == (2, "Aoki", None) and owed(more[-1], "wake") == ["Cato", "Cato"]


def test_coc_one_dying_during_the_replay_is_passed_over_and_round_2_begins():
    """To Aoki's DEX÷2 shot, back twice to Aoki's DEX action (Baba's turn and the DEX÷2
    shot to replay). Baba takes 12 damage: HP (12 + 12) / 2 = 12, 12 - 12 = 0, dying
    (C10: an investigator at 0 HP) and unconscious (C8), a turn he no longer takes. Next turn replays Aoki's DEX÷2 shot (Baba passed
    over), the next begins round 2 — Cato's second wake roll (C8, R5; Baba at 0 HP rolls
    none: no HP to wake with). (Before: the replay still counted Baba's turn, and round 2 opened as a replay.)"""
    lines = [*coc_table(), NEXT, NEXT, NEXT, BACK, BACK,
             {"op": "damage", "target": "Baba", "amount": 12}, NEXT, NEXT]
    a = run(lines)
    assert a[11]["state"]["combatants"][1]["hp"] == 0
    assert {"dying", "unconscious"} <= set(a[11]["state"]["combatants"][1]["conditions"])
    assert turn(a[12]) == (1, "Aoki", "half") and owed(a[12], "wake") == ["Cato"]
    assert turn(a[13]) == (2, "Aoki", "start") and owed(a[13], "wake") == ["Cato", "Cato"]


def test_coc_one_joining_mid_round_acts_after_a_dex_half_shot_above_its_dex():
    """Found by the property test once it played joins freely: Aoki (DEX 14, a revolver:
    shots at the round start and at DEX÷2 = 7) and Baba (DEX 10); Dai (DEX 5) joins during
    Aoki's turn. R3: DEX 5 acts after the DEX÷2 shot at 7, so the turns go Baba, Aoki's
    DEX÷2 shot, Dai. (Before: Dai went in right after Baba's row, ahead of the shot.)"""
    a = run([
        {"op": "new", "ruleset": "coc"},
        {"op": "add", "name": "Aoki", "side": "pc",
         "sheet": coc_sheet(14, skills={"handgun": 50}, weapons=[REVOLVER])},
        {"op": "add", "name": "Baba", "side": "pc", "sheet": coc_sheet(10)},
        {"op": "start_combat"}, NEXT,
        {"op": "add", "name": "Dai", "side": "pc", "sheet": coc_sheet(5)},
        NEXT, NEXT, NEXT, NEXT])
    assert turn(a[4]) == (1, "Aoki", None)
    assert [turn(x) for x in a[6:]] == [(1, "Baba", None), (1, "Aoki", "half"),
                                        (1, "Dai", None), (2, "Aoki", "start")]
