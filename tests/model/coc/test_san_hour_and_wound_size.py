"""R35 and R36 through ``python -m tracker session``: the SAN lost within one game hour is
counted over game time, C8's 1d3 included, and follows an investigator through the library
into the next encounter; a wound is the HP it took, and first aid heals at most that."""

from __future__ import annotations

import io
import json

from tests.session_script import combatant, run
from tracker.cli.session import main

NEXT = {"op": "next_turn"}
#: 朝倉: POW 10 → SAN 50, a fifth of it 10 (C0); INT 10 → idea 50; CON 10, SIZ 10 → HP 10
ASAKURA = {"op": "add", "name": "朝倉", "side": "pc",
           "sheet": {"pow": 10, "int": 10, "con": 10, "siz": 10, "dex": 12}}
CULTIST = {"op": "add", "name": "教団員",
           "sheet": {"dex": 8, "str": 10, "siz": 10, "skills": {"knife": 50},
                     "weapons": [{"name": "ナイフ", "skill": "knife", "damage": "1d4+2",
                                  "class": "edged"}]}}


def san_check(loss_face, roll=90, idea=90):
    """A failed SAN check (90 > SAN) of 1/1d10 whose 1d10 is ``loss_face``; the idea roll
    fails (90 > 50), so no temporary insanity."""
    return {"op": "san_check", "name": "朝倉", "loss": "1/1d10", "roll": roll,
            "dice": [loss_face], "idea_roll": idea}


def with_library(lines, path):
    out, err = io.StringIO(), io.StringIO()
    status = main(["--seed", "3", "--library", str(path)], out=out, err=err,
                  inp=[json.dumps(x, ensure_ascii=False) + "\n" for x in lines])
    answers = [json.loads(x) for x in out.getvalue().splitlines()]
    assert status == 0, [a for a in answers if "error" in a]
    return answers


def test_the_hours_losses_follow_the_investigator_into_the_next_encounter(tmp_path):
    """R35: 6 lost in the first encounter (50 → 44), written to the library; in the next
    encounter 20 minutes later 4 more: 6 + 4 = 10 of the hour's 50, a fifth: indefinite
    insanity. An hour and a minute later the same 4 are only 4 of 44 (no insanity)."""
    def evening(minutes):
        return with_library([
            {"op": "new", "ruleset": "coc"}, ASAKURA, san_check(6),
            {"op": "to_library", "name": "朝倉", "persistent": True},
            {"op": "new", "ruleset": "coc"},
            {"op": "from_library", "name": "朝倉"},
            {"op": "advance", "minutes": minutes},
            san_check(4),
        ], tmp_path / f"lib{minutes}.sqlite3")
    close = evening(20)
    assert combatant(close[2], "朝倉")["tracks"]["san"][0] == 44
    assert combatant(close[5], "朝倉")["tracks"]["san"][0] == 44
    last = close[-1]
    assert combatant(last, "朝倉")["tracks"]["san"][0] == 40
    assert last["outcome"]["indefinite"] is True
    assert "indefinite_insanity" in combatant(last, "朝倉")["conditions"]
    later = evening(61)[-1]
    assert later["outcome"]["indefinite"] is False
    assert combatant(later, "朝倉")["conditions"] == []


def test_c8s_1d3_counts_toward_the_hour():
    """R35: a SAN check costs 8 (50 → 42); then 朝倉 falls to HP 2 (10 − 8), wakes in round 2
    (CON×5 = 50, rolled 10) and loses 1d3 = 2: 8 + 2 = 10 of 50 in the hour: indefinite."""
    answers = run([
        {"op": "new", "ruleset": "coc"}, ASAKURA, CULTIST, san_check(8),
        {"op": "start_combat"},
        {"op": "damage", "target": "朝倉", "amount": 8},
        NEXT, NEXT,                                                   # round 2
        {"op": "check", "who": "朝倉", "kind": "wake", "roll": 10},
        {"op": "check", "who": "朝倉", "kind": "san_loss", "roll": 2},
    ])
    assert combatant(answers[3], "朝倉")["tracks"]["san"][0] == 42
    last = combatant(answers[-1], "朝倉")
    assert last["tracks"]["san"][0] == 40 and "indefinite_insanity" in last["conditions"]


def test_a_wound_is_the_hp_it_took():
    """R36: armor 2 against the knife's 1d4+2 (50, rolled 20: a plain success, so armor
    counts, C2) rolled 4 + 2 = 6: the wound is 6 − 2 = 4, and
    first aid's 1d3 = 3 heals 3 of it (10 − 4 + 3 = 9). A wound of 2 (HP 7) first-aided
    with 3 heals 2 (HP 9)."""
    answers = run([
        {"op": "new", "ruleset": "coc"}, ASAKURA, CULTIST,
        {"op": "edit", "name": "朝倉", "sheet": {"armor": 2}},
        {"op": "start_combat"},
        {"op": "attack", "attacker": "教団員", "target": "朝倉", "weapon": "ナイフ",
         "roll": 20, "dice": {"w": [4], "db": []}},
        {"op": "end_combat"},
        {"op": "first_aid", "healer": "教団員", "patient": "朝倉", "wound": 0, "roll": 10,
         "dice": [3]},
        {"op": "damage", "target": "朝倉", "amount": 2},
        {"op": "first_aid", "healer": "教団員", "patient": "朝倉", "wound": 1, "roll": 10,
         "dice": [3]},
    ])
    hit, aided, hurt, aided2 = answers[5], answers[7], answers[8], answers[9]
    assert combatant(hit, "朝倉")["wounds"] == [{"amount": 4, "treated": False,
                                                "source": "normal"}]
    assert combatant(aided, "朝倉")["hp"] == 9
    assert combatant(hurt, "朝倉")["wounds"][1]["amount"] == 2
    assert aided2["outcome"]["healed"] == 2 and combatant(aided2, "朝倉")["hp"] == 9
