"""W4 bleeding (B420, with First Aid B424) and W5 knockback (B378), optional rule modules,
through ``python -m tracker session``: several turns, Advance time in one step and in
pieces, undo across it, save and reopen. Every number is worked out from docs/rules.md W4/W5
in the comment beside it.

The table: Aiko (HP 12, HT 12, DX 12, Basic Speed 6: acts first) and Brute (HP 14, ST 14,
DX 11, Basic Speed 5)."""

from __future__ import annotations

import pytest

from tests.model.gurps.test_weapons import ok, refused, sheet_of
from tests.session_script import combatant
from tracker.model.session import Session
from tracker.rulesets.gurps.rules.bleeding import Bleeding, bleed_roll
from tracker.rulesets.gurps.rules.knockback import knockback

MODULES = ["gurps.bleeding", "gurps.knockback"]


def table(modules=MODULES) -> Session:
    s = Session(seed=4)
    ok(s, {"op": "new", "ruleset": "gurps", "modules": modules})
    ok(s, {"op": "add", "name": "Aiko", "side": "pc", "sheet": {
        "max_hp": 12, "ht": 12, "dx": 12, "basic_speed": 6.0}})
    ok(s, {"op": "add", "name": "Brute", "side": "enemy", "sheet": {
        "max_hp": 14, "st": 14, "ht": 11, "dx": 11, "basic_speed": 5.0}})
    return s


def hp(s: Session, name: str) -> int:
    return combatant(ok(s, {"op": "state"}), name)["hp"]


def checks(s: Session, kind: str) -> list[dict]:
    return [k for k in ok(s, {"op": "state"})["state"]["checks"] if k["kind"] == kind]


def bleeding(s: Session, name: str) -> dict | None:
    c = next(c for c in s.enc.combatants.values() if c.name == name)
    return c.ext.get("gurps.bleeding")


# -- the rules ---------------------------------------------------------------------------------
@pytest.mark.parametrize("roll, hp_lost, stops, streak", [
    (3, 0, True, 0),     # 3 always a critical success: it stops
    (11, 0, False, 2),   # 11 ≤ 12 − 1: a success, the second in a row
    (12, 1, False, 0),   # 12 > 11: a failure, 1 HP, the streak starts over
    (17, 3, False, 0),   # 17 against 11 (≤ 15): a critical failure, 3 HP
])
def test_one_bleeding_roll(roll, hp_lost, stops, streak):
    state = Bleeding(injury=9, streak=1)  # 9 HP of bleeding wounds: −1 (one full 5)
    r = bleed_roll(12, state, roll)
    assert (r.target, r.hp, r.stops, r.streak) == (11, hp_lost, stops, streak)


def test_the_third_success_in_a_row_stops_it():
    assert bleed_roll(12, Bleeding(injury=4, streak=2), 12).stops  # 12 ≤ 12: third success


@pytest.mark.parametrize("damage, dtype, pen, st, yards", [
    (25, "cr", 20, 14, 2),   # 25 ÷ (14 − 2 = 12) = 2 full yards
    (11, "cr", 5, 14, 0),    # 11 < 12: no yard
    (12, "cut", 0, 14, 1),   # cutting that DR stopped pushes: 12 ÷ 12 = 1
    (12, "cut", 3, 14, 0),   # cutting that got through does not
    (3, "cr", 3, 2, 3),      # ST 2: ST − 2 is at least 1, so 3 yards
    (30, "imp", 0, 14, 0),   # impaling never pushes
])
def test_knockback_yards(damage, dtype, pen, st, yards):
    k = knockback(damage, dtype, pen, st)
    assert (k.yards if k else 0) == yards
    if k:
        assert k.modifier == -(yards - 1)


# -- bleeding through session ------------------------------------------------------------------
def test_bleeding_in_the_fight_then_on_the_calendar(tmp_path):
    s = table()
    ok(s, {"op": "start_combat"})  # round 1, Aiko's turn
    ok(s, {"op": "hit", "target": "Aiko", "location": "torso", "damage": 4, "type": "cut"})
    # 4 cut × 1.5 = 6 injury: HP 12 → 6; 6 HP of bleeding wounds: −1 (one full 5)
    assert hp(s, "Aiko") == 6 and bleeding(s, "Aiko")["due_round"] == 61  # 60 rounds on
    for _ in range(2 * 59):  # two turns a round: rounds 1 → 60
        ok(s, {"op": "next_turn"})
    assert s.enc.round == 60 and not checks(s, "bleeding")
    ok(s, {"op": "next_turn"})
    ok(s, {"op": "next_turn"})  # round 61 begins: the fight's first minute is over
    owed = checks(s, "bleeding")
    assert [k["target"] for k in owed] == [11]  # HT 12 − 1
    ok(s, {"op": "check", "who": "Aiko", "kind": "bleeding", "roll": 12})
    assert hp(s, "Aiko") == 5  # 12 > 11: 1 HP lost
    assert bleeding(s, "Aiko")["due_round"] == 121
    ok(s, {"op": "end_combat"})
    # the count goes on in minutes: the next roll one minute after the fight (08:01)
    assert [k["kind"] for k in checks(s, "bleeding")] == ["bleeding"]
    path = tmp_path / "bleeding.ctenc"
    ok(s, {"op": "save", "file": str(path)})

    # one step: three minutes; 08:01 rolls 10 (success, 1 in a row), 08:02 rolls 17 (a
    # critical failure against 11: 3 HP); 08:03's roll is owed at the end, left to the GM
    ok(s, {"op": "advance", "minutes": 3, "rolls": [10, 17]})
    one_step = _state(s.enc)
    assert hp(s, "Aiko") == 2 and bleeding(s, "Aiko")["streak"] == 0
    assert len(checks(s, "bleeding")) == 1
    ok(s, {"op": "undo"})  # back before the advance, as saved
    assert hp(s, "Aiko") == 5 and bleeding(s, "Aiko")["streak"] == 0

    t = Session(seed=4)  # the same three minutes in pieces, from the saved file
    ok(t, {"op": "open", "file": str(path)})
    for rolls in ([], [10], [17]):  # each piece rolls what fell due before its end
        ok(t, {"op": "advance", "minutes": 1, "rolls": rolls})
    assert _state(t.enc) == one_step

    ok(t, {"op": "advance", "minutes": 1, "rolls": [3]})  # 08:03: a critical success
    assert bleeding(t, "Aiko") is None and not checks(t, "bleeding") and hp(t, "Aiko") == 2
    ok(t, {"op": "advance", "minutes": 10})  # nothing bleeds any more
    assert hp(t, "Aiko") == 2


def _state(enc) -> tuple:
    """What time did to the table: sheets, module data, checks (their ids aside), the clock
    (the log differs: pieces log "time passes" once each)."""
    d = enc.to_dict()
    return (d["combatants"], [{k: v for k, v in c.items() if k != "id"} for c in d["checks"]],
            enc.calendar.total_minutes)


def test_first_aid_stops_the_bleeding_and_bandages_one_hp():
    s = table()
    ok(s, {"op": "hit", "target": "Aiko", "location": "torso", "damage": 8, "type": "imp"})
    # 8 imp × 2 = 16 injury: HP 12 → −4; 16 HP of bleeding wounds: −3 (three full 5s)
    assert hp(s, "Aiko") == -4 and checks(s, "bleeding")[0]["target"] == 9  # 12 − 3
    ok(s, {"op": "first_aid", "name": "Aiko", "skill": 12, "roll": 13})  # 13 > 12 fails
    assert bleeding(s, "Aiko") is not None and hp(s, "Aiko") == -4
    ok(s, {"op": "first_aid", "name": "Aiko", "skill": 12, "roll": 12})
    assert bleeding(s, "Aiko") is None and not checks(s, "bleeding")
    assert hp(s, "Aiko") == -3  # bandaging gives back 1 HP
    ok(s, {"op": "undo"})
    assert bleeding(s, "Aiko") is not None and hp(s, "Aiko") == -4


def test_no_blood_and_burning_do_not_bleed_and_the_module_is_off_by_default():
    s = table()
    ok(s, {"op": "hit", "target": "Aiko", "location": "torso", "damage": 4, "type": "burn"})
    ok(s, {"op": "edit", "name": "Brute", "sheet": {"traits": ["no_blood"]}})
    ok(s, {"op": "hit", "target": "Brute", "location": "torso", "damage": 4, "type": "cut"})
    assert not checks(s, "bleeding")
    off = table(modules=[])
    ok(off, {"op": "hit", "target": "Aiko", "location": "torso", "damage": 4, "type": "cut"})
    assert not checks(off, "bleeding")
    assert "not on" in refused(off, {"op": "first_aid", "name": "Aiko", "skill": 12,
                                     "roll": 10})


# -- knockback through session -----------------------------------------------------------------
def test_knockback_falls_to_lying_and_a_good_roll_stands(tmp_path):
    s = table()
    ok(s, {"op": "start_combat"})
    ok(s, {"op": "hit", "target": "Brute", "location": "torso", "damage": 25, "type": "cr"})
    kb = checks(s, "knockback")
    # 25 ÷ (ST 14 − 2) = 2 yd: DX 11 − 1 = 10
    assert [k["target"] for k in kb] == [10]
    path = tmp_path / "knockback.ctenc"
    ok(s, {"op": "save", "file": str(path)})
    ok(s, {"op": "check", "who": "Brute", "kind": "knockback", "roll": 11})  # 11 > 10
    brute = combatant(ok(s, {"op": "state"}), "Brute")
    assert brute["posture"] == "lying" and "prone" in brute["conditions"]
    ok(s, {"op": "undo"})
    assert combatant(ok(s, {"op": "state"}), "Brute")["posture"] == "standing"
    t = Session(seed=4)
    ok(t, {"op": "open", "file": str(path)})
    ok(t, {"op": "check", "who": "Brute", "kind": "knockback", "roll": 10})  # 10 ≤ 10
    assert combatant(ok(t, {"op": "state"}), "Brute")["posture"] == "standing"
    ok(t, {"op": "hit", "target": "Brute", "location": "torso", "damage": 13, "type": "cr"})
    ok(t, {"op": "end_combat"})  # a roll to stay standing not made is dropped
    assert not checks(t, "knockback")
    assert any(e.key == "fight_roll_unmade" and e.args["check"] == "knockback"
               for e in t.enc.log)


def test_knockback_from_a_gcs_weapon_on_the_orc():
    s = Session(seed=4)
    ok(s, {"op": "new", "ruleset": "gurps", "modules": ["gurps.knockback"]})
    ok(s, {"op": "add", "name": "Kraken", "side": "enemy", "sheet": sheet_of("Kraken.gcs")})
    ok(s, {"op": "add", "name": "Orc", "side": "pc", "sheet": sheet_of("Orc_Sergeant.gcs")})
    ok(s, {"op": "start_combat"})
    while s.enc.current.name != "Kraken":
        ok(s, {"op": "next_turn"})
    ok(s, {"op": "attack", "attacker": "Kraken", "target": "Orc", "weapon":
           "Natural Attacks (Bite)", "roll": 10, "defense": {"kind": "none"}, "damage": 30})
    # Orc_Sergeant.gcs: ST 16, DX 12: 30 ÷ (16 − 2) = 2 yd, DX 12 − 1 = 11
    assert [k["target"] for k in checks(s, "knockback")] == [11]
