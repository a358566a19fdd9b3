"""W1: weapons from the GCS sheet, the session's ``attack`` with ``weapon``, the defender's
parry and block from its weapons, repeated parries (B376) and Feverish Defense (B357).

Every number comes from the GCS files in tests/data/gcs (GCS's computed ``calc`` values) and
docs/rules.md W1, M; the arithmetic is in the comment beside it.

- Orc Sergeant (Orc_Sergeant.gcs): HP 18, FP 12; Axe (Swung) skill 14, 2d+4 cut, parry 13U;
  Shortsword (Swung) 14, 2d+2 cut, parry 13; Shortsword (Thrust) 1d+1 imp, parry 13;
  Regular Bow (Shoot) 14, 1d+2 imp, Acc 2, range 240/320, RoF 1, shots 1(2), Bulk −7;
  Medium Shield (Shield Bash) 14, 1d+1 cr, block 13.
- Watcher at the Edge of Time (Watcher_at_the_Edge_of_Time.gcs): HP 12, FP 12;
  Hook-Shaped Shortsword (Swung) skill 18, 1d+2 cut, parry 13.
- Kraken (Kraken.gcs): Natural Attacks (Bite) skill 13, 9d-1 cr."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.session_script import combatant
from tracker.model import files
from tracker.model.session import Session
from tracker.rulesets.gurps.rules.gcs import import_file
from tracker.rulesets.gurps.rules.sheet import GurpsSheet
from tracker.rulesets.gurps.rules.weapons import Weapon, parse_damage

GCS = Path(__file__).resolve().parents[2] / "data" / "gcs"
ORC, WATCHER = "Orc Sergeant", "Watcher at the Edge of Time"


def ok(s: Session, req: dict) -> dict:
    ans, good = s.answer(req)
    assert good, ans
    return ans


def refused(s: Session, req: dict) -> str:
    before = files.dumps_encounter(s.enc)
    ans, good = s.answer(req)
    assert not good, ans
    assert files.dumps_encounter(s.enc) == before
    return ans["error"]


def sheet_of(file: str) -> dict:
    return import_file(str(GCS / file)).sheet().to_dict()


def table(*extra: tuple[str, str, str]) -> Session:
    """The Watcher (Basic Speed 10: acts first) and the Orc Sergeant (6), from their files."""
    s = Session(seed=5)
    ok(s, {"op": "new", "ruleset": "gurps"})
    for name, side, file in (("Watcher", "pc", "Watcher_at_the_Edge_of_Time.gcs"),
                             ("Orc", "enemy", "Orc_Sergeant.gcs"), *extra):
        ok(s, {"op": "add", "name": name, "side": side, "sheet": sheet_of(file)})
    ok(s, {"op": "start_combat"})
    return s


def fp(s: Session, name: str) -> int:
    return combatant(ok(s, {"op": "state"}), name)["tracks"]["fp"][0]


def hp(s: Session, name: str) -> int:
    return combatant(ok(s, {"op": "state"}), name)["hp"]


# -- the importer ------------------------------------------------------------------------------
def test_every_weapon_of_the_orc_sergeant_is_read_from_its_file():
    c = import_file(str(GCS / "Orc_Sergeant.gcs"))
    by = {w.label: w for w in c.weapons}
    assert list(by) == ["Axe (Swung)", "Shortsword (Swung)", "Shortsword (Thrust)",
                        "Regular Bow (Shoot)", "Medium Shield (Shield Bash)"]
    axe = by["Axe (Swung)"]  # calc: level 14, damage "2d+4 cut", parry "13U"; reach 1, ST 11
    assert (axe.kind, axe.skill, axe.damage, axe.type, axe.parry, axe.parry_flags,
            axe.reach, axe.st) == ("melee", 14, "2d+4", "cut", 13, "U", "1", "11")
    bow = by["Regular Bow (Shoot)"]  # accuracy 2, range 240/320, RoF 1, shots 1(2), bulk -7
    assert (bow.kind, bow.skill, bow.damage_text, bow.acc, bow.range, bow.rof, bow.shots,
            bow.bulk, bow.parry) == ("ranged", 14, "1d+2 imp", 2, "240/320", "1", "1(2)",
                                     -7, None)
    shield = by["Medium Shield (Shield Bash)"]  # calc block "13"
    assert (shield.block, shield.damage_text) == (13, "1d+1 cr")


def test_repeated_attacks_of_one_trait_are_read_once_and_recoil_and_acc_come_along():
    c = import_file(str(GCS / "C31R07.gcs"))  # the two Innate Attacks are listed twice
    ranged = [w for w in c.weapons if w.ranged]
    assert [w.label for w in ranged] == ["Innate Attack (Chain Gun)",
                                         "Innate Attack (Plasma Cannon)"]
    # calc damage "15d pi+", accuracy 3, recoil 1, RoF 1
    assert (ranged[0].damage, ranged[0].type, ranged[0].acc, ranged[0].recoil,
            ranged[0].max_shots) == ("15d", "pi+", 3, 1, 1)


@pytest.mark.parametrize("text, parsed", [
    ("2d+4 cut", ("2d+4", "cut", 1)), ("3d(2) pi+", ("3d", "pi+", 2)),
    ("1d+2 (0.5) cr", ("1d+2", "cr", 0.5)), ("1 tox", ("1", "tox", 1)),
    ("Blinds", (None, None, 1)), ("cr", (None, None, 1)),
])
def test_damage_expressions_as_gcs_writes_them(text, parsed):
    assert parse_damage(text) == parsed


def test_a_sheet_keeps_its_weapons_through_a_file_and_an_old_sheet_has_none(tmp_path):
    s = table()
    path = tmp_path / "fight.ctenc"
    ok(s, {"op": "save", "file": str(path)})
    t = Session(seed=1)
    ok(t, {"op": "open", "file": str(path)})
    orc = next(c for c in t.enc.combatants.values() if c.name == "Orc")
    assert [w.label for w in orc.sheet.weapons][0] == "Axe (Swung)"
    assert orc.sheet.weapons == s.enc.combatants[orc.id].sheet.weapons
    old = GurpsSheet.from_dict({"max_hp": 10, "max_fp": 10, "ht": 10, "dx": 10,
                                "basic_speed": 5.0, "body": "humanoid", "dr": 0,
                                "traits": [], "arms": None, "legs": None,
                                "medical_tl": None, "hp": 10, "fp": 10, "parts": {}})
    assert old.weapons == [] and "weapons" not in old.to_dict()


def test_a_bad_weapon_in_a_sheet_is_refused_with_its_path():
    s = Session(seed=1)
    ok(s, {"op": "new", "ruleset": "gurps"})
    bad = {"max_hp": 10, "weapons": [{"name": "Axe", "kind": "thrown", "damage": "2d+x"}]}
    error = refused(s, {"op": "add", "name": "X", "side": "pc", "sheet": bad})
    assert "weapons[0]" in error


# -- the attack --------------------------------------------------------------------------------
def test_a_weapon_attack_takes_skill_and_damage_from_the_sheet():
    s = table()
    ans = ok(s, {"op": "attack", "attacker": "Watcher", "target": "Orc",
                 "weapon": "Hook-Shaped Shortsword", "roll": 10, "damage": 5})
    # Hook-Shaped Shortsword (Swung): skill 18, torso +0 → 18; 10 ≤ 18 hits by 8
    assert (ans["tohit"]["effective_skill"], ans["tohit"]["margin"]) == (18, 8)
    assert ans["tohit"]["explain"][0] == "[W1] With Hook-Shaped Shortsword (Swung): skill 18."
    # 5 cut (the weapon's type) − torso DR 4 (Orc_Sergeant.gcs) = 1 × 1.5 = 1.5 → 1 injury
    assert ans["outcomes"][0]["injury"] == 1
    assert hp(s, "Orc") == 17  # 18 − 1


def test_the_app_rolls_the_weapons_damage_when_none_is_given():
    s = table()
    ok(s, {"op": "attack", "attacker": "Watcher", "target": "Orc", "weapon":
           "Hook-Shaped Shortsword (Swung)", "roll": 10, "location": "skull"})
    dice = [e for e in s.enc.log if e.key == "dice"][-1]
    faces = [int(f) for f in dice.args["faces"].split()]
    # 1d+2: one die, and the total is its face + 2
    assert dice.args["expr"] == "1d+2" and len(faces) == 1
    assert dice.args["total"] == faces[0] + 2


def test_all_out_attack_strong_adds_one_a_die_of_the_weapons_damage():
    s = table(("Kraken", "enemy", "Kraken.gcs"))
    while s.enc.current.name != "Kraken":
        ok(s, {"op": "next_turn"})
    ok(s, {"op": "maneuver", "name": "Kraken", "maneuver": "all_out_attack",
           "option": "strong"})
    ans = ok(s, {"op": "attack", "attacker": "Kraken", "target": "Orc", "weapon":
                 "Natural Attacks (Bite)", "roll": 10, "defense": {"kind": "none"},
                 "damage": 20})
    # 9d-1 cr: Strong adds max(2, 9 dice) = 9: 20 → 29; 29 − torso DR 4 = 25 cr × 1 = 25
    assert ans["outcomes"][0]["injury"] == 25
    strong = [e for e in s.enc.log if e.key == "strong"][-1]
    assert (strong.args["before"], strong.args["after"]) == (20, 29)


def test_a_melee_weapon_refuses_a_ranged_attack_and_a_bow_fires_its_rof():
    s = table()
    assert "melee weapon" in refused(s, {
        "op": "attack", "attacker": "Watcher", "target": "Orc", "weapon":
        "Hook-Shaped Shortsword", "ranged": {"range_m": 10}, "roll": 10, "damage": 1})
    ok(s, {"op": "next_turn"})
    assert "at most 1 shot" in refused(s, {
        "op": "attack", "attacker": "Orc", "target": "Watcher", "weapon": "Regular Bow",
        "ranged": {"range_m": 10}, "shots": 2, "roll": 10, "damage": 1})
    assert "ranged weapon" in refused(s, {
        "op": "attack", "attacker": "Orc", "target": "Watcher", "weapon": "Regular Bow",
        "roll": 10, "damage": 1})
    assert "no weapon 'Spear'" in refused(s, {
        "op": "attack", "attacker": "Orc", "target": "Watcher", "weapon": "Spear",
        "roll": 10, "damage": 1})
    assert "names 2 weapons" in refused(s, {
        "op": "attack", "attacker": "Orc", "target": "Watcher", "weapon": "Shortsword",
        "roll": 10, "damage": 1})


def test_aiming_with_the_bow_adds_its_acc():
    s = table()
    ok(s, {"op": "next_turn"})  # the Orc's turn
    ok(s, {"op": "maneuver", "name": "Orc", "maneuver": "aim", "target": "Watcher"})
    ok(s, {"op": "next_turn"})
    ok(s, {"op": "next_turn"})  # the Orc again: one turn of Aim on the Watcher
    ans = ok(s, {"op": "attack", "attacker": "Orc", "target": "Watcher",
                 "weapon": "Regular Bow (Shoot)", "ranged": {"range_m": 10}, "roll": 10,
                 "defense": {"kind": "none"}, "damage": 1})
    parts = {(p["rule"], p["what"]): p["value"] for p in ans["tohit"]["parts"]}
    # M: Aim 1 turn = the bow's Acc 2 (+0 for the first turn); V1 is off in this encounter
    # (no vampire-hunter module), so W3: 10 m → −4, the Watcher's SM 0
    assert parts[("M", "aim")] == 2 and parts[("W3", "speed_range")] == -4
    assert ans["tohit"]["effective_skill"] == 12  # 14 + 2 − 4


# -- the defense ------------------------------------------------------------------------------
def test_repeated_parries_with_one_weapon_and_feverish_defense():
    s = table()
    swing = {"op": "attack", "attacker": "Watcher", "target": "Orc", "weapon":
             "Hook-Shaped Shortsword", "roll": 10, "out_of_turn": True}
    one = ok(s, {**swing, "out_of_turn": False, "defense": {"kind": "parry", "roll": 12}})
    # the Orc's best parry: Axe (Swung) 13U (the first of its 13s); first parry: no penalty
    assert (one["defense"]["with"], one["defense"]["target"]) == ("Axe (Swung)", 13)
    two = ok(s, {**swing, "defense": {"kind": "parry", "with": "Axe (Swung)", "roll": 9,
                                      "feverish": True}})
    # the second parry with the axe: 13 − 4 + 2 (Feverish) = 11; it costs 1 FP: 12 → 11
    assert two["defense"]["target"] == 11 and two["defense"]["success"]
    assert fp(s, "Orc") == 11
    three = ok(s, {**swing, "defense": {"kind": "parry", "roll": 13}})
    # the best now: the shortsword, fresh at 13 (the axe is at 13 − 8 = 5); 13 ≤ 13
    assert (three["defense"]["with"], three["defense"]["target"],
            three["defense"]["success"]) == ("Shortsword (Swung)", 13, True)
    four = ok(s, {**swing, "defense": {"kind": "parry", "with": "Shortsword (Thrust)",
                                       "roll": 5}})
    # the same shortsword thrusting: one weapon, its second parry: 13 − 4 = 9
    assert four["defense"]["target"] == 9
    five = ok(s, {**swing, "defense": {"kind": "parry", "with": "Axe (Swung)", "roll": 5}})
    assert five["defense"]["target"] == 5  # the axe's third parry: 13 − 4 × 2 = 5
    for _ in range(3):
        ok(s, {"op": "undo"})  # back before the shortsword's parries: the axe parried twice
    again = ok(s, {**swing, "defense": {"kind": "parry", "with": "Axe (Swung)", "roll": 5}})
    assert again["defense"]["target"] == 5  # 13 − 4 × 2
    ok(s, {"op": "next_turn"})  # the Orc's own turn: the count starts afresh
    ok(s, {"op": "next_turn"})
    fresh = ok(s, {**swing, "out_of_turn": False, "defense": {"kind": "parry", "roll": 12}})
    assert (fresh["defense"]["with"], fresh["defense"]["target"]) == ("Axe (Swung)", 13)


def test_the_shield_blocks_and_a_dodge_takes_no_weapon():
    s = table()
    ans = ok(s, {"op": "attack", "attacker": "Watcher", "target": "Orc", "weapon":
                 "Hook-Shaped Shortsword", "roll": 10, "defense": {"kind": "block",
                                                                  "roll": 13}})
    # Medium Shield (Shield Bash): block 13 (calc); 13 ≤ 13 succeeds
    assert (ans["defense"]["with"], ans["defense"]["target"]) == (
        "Medium Shield (Shield Bash)", 13)
    assert "only a parry or a block" in refused(s, {
        "op": "attack", "attacker": "Watcher", "target": "Orc", "weapon":
        "Hook-Shaped Shortsword", "roll": 10, "out_of_turn": True,
        "defense": {"kind": "dodge", "with": "Axe", "roll": 10}})
    assert "cannot block" in refused(s, {
        "op": "attack", "attacker": "Watcher", "target": "Orc", "weapon":
        "Hook-Shaped Shortsword", "roll": 10, "out_of_turn": True,
        "defense": {"kind": "block", "with": "Axe (Swung)", "roll": 10}})


def test_weapon_round_trip_keeps_every_field():
    w = Weapon(name="Rifle", kind="ranged", usage="Shoot", damage="7d", type="pi",
               armor_divisor=2, skill=13, acc=4, range="1000/3000", rof="3", shots="30+1",
               bulk=-5, recoil=2, st="10")
    assert Weapon.from_dict(w.to_dict()) == w
    assert (w.damage_text, w.max_shots) == ("7d(2) pi", 3)


# -- odds --------------------------------------------------------------------------------------
def test_odds_take_the_weapons_damage():
    from tracker.rulesets.gurps.commands.odds import answer

    short = answer({"target": {"hp": 18, "dr": 4}, "weapon": "1d+2 cut", "location": "torso"})
    # 1d+2 = 3..8 less DR 4 = 0,0,1,2,3,4 penetrating, ×1.5 down = 0,0,1,3,4,6
    assert short["p"]["injury"] == pytest.approx(4 / 6)
    assert short["injury"]["mean"] == pytest.approx(14 / 6)
    axe = answer({"target": {"hp": 18, "dr": 4}, "location": "torso", "weapon": {
        "name": "Axe", "kind": "melee", "damage": "2d+4", "type": "cut"}})
    # a major wound is over 18/2 = 9 injury: 1.5 × (2d+4−4) ≥ 10 → 2d ≥ 7: 21 of 36
    assert axe["p"]["major_wound"] == pytest.approx(21 / 36)
    with pytest.raises(Exception, match="no damage dice"):
        answer({"target": {"hp": 18}, "weapon": "Blinds"})


# -- a whole flow through the command, from the library ---------------------------------------
def test_repeated_parries_from_the_library_through_the_command(tmp_path):
    import io
    import json

    from tests.session_script import holds
    from tracker.cli import library as library_cli
    from tracker.cli.session import main as session_main

    db = str(tmp_path / "library.sqlite3")
    lines = [json.dumps({"op": "import", "file": str(GCS / f)}) + "\n"
             for f in ("Orc_Sergeant.gcs", "Watcher_at_the_Edge_of_Time.gcs")]
    assert library_cli.main(["--db", db], out=io.StringIO(), err=io.StringIO(),
                            inp=lines) == 0

    def session(reqs, *files_):
        out = io.StringIO()
        session_main(["--seed", "7", "--library", db, *files_], out=out, err=io.StringIO(),
                     inp=[json.dumps(r) + "\n" for r in reqs])
        answers = [json.loads(x) for x in out.getvalue().splitlines()]
        assert all("error" not in a for a in answers), answers
        return answers

    swing = {"op": "attack", "attacker": WATCHER, "target": ORC,
             "weapon": "Hook-Shaped Shortsword (Swung)", "roll": 10, "out_of_turn": True}
    saved = str(tmp_path / "mid-turn.ctenc")
    a = session([
        {"op": "new", "ruleset": "gurps"},
        {"op": "from_library", "name": ORC, "side": "enemy"},
        {"op": "from_library", "name": WATCHER, "side": "pc"},
        {"op": "start_combat"},  # the Watcher (Basic Speed 10) first
        {**swing, "defense": {"kind": "parry", "roll": 12}},
        {**swing, "defense": {"kind": "parry", "with": "Axe (Swung)", "roll": 9,
                              "feverish": True}},
        {"op": "save", "file": saved},
    ])
    # the library carried the weapons: the axe parries 13, then 13 − 4 + 2 (Feverish) = 11
    assert holds(a[4], {"defense": {"with": "Axe (Swung)", "target": 13}})
    assert holds(a[5], {"defense": {"target": 11}})
    b = session([
        {**swing, "defense": {"kind": "parry", "with": "Axe (Swung)", "roll": 5}},  # saved
        {"op": "end_combat"},
        {"op": "advance", "minutes": 20},
        {"op": "undo"},
        {"op": "advance", "minutes": 10},
        {"op": "advance", "minutes": 10},
    ], saved)
    assert b[0]["defense"]["target"] == 5  # 13 − 4 × 2
    fp_of = [combatant(x, ORC)["tracks"]["fp"][0] for x in b[1:]]
    # Feverish Defense cost 1 FP (12 → 11); rest gives back 1 FP a 10 minutes (G14): 20
    # minutes at once or in two pieces bring it back to 12, and undo takes the step back
    assert fp_of == [11, 12, 11, 12, 12]
