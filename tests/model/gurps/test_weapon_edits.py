"""W1 for a foe made by hand: the session's ``edit`` sets a sheet's weapons (validated as a
file's), and ``python -m tracker import-gcs`` lists the weapons it read.

Numbers from docs/rules.md (G3: cutting ×1.5) and tests/data/gcs/Orc_Sergeant.gcs; the
arithmetic is beside each."""

from __future__ import annotations

import json
from pathlib import Path

from tests.model.gurps.test_weapons import hp, ok, refused
from tracker.model.session import Session

GCS = Path(__file__).resolve().parents[2] / "data" / "gcs"
AXE = {"name": "Axe", "usage": "Swung", "damage": "2d+2", "type": "cut", "skill": 12,
       "reach": "1", "parry": 9, "parry_flags": "U", "st": "12"}


def hand_made() -> Session:
    s = Session(seed=3)
    ok(s, {"op": "new", "ruleset": "gurps"})
    ok(s, {"op": "add", "name": "Bandit", "side": "enemy",
           "sheet": {"max_hp": 12, "basic_speed": 7}})  # acts first
    ok(s, {"op": "add", "name": "Guard", "side": "pc", "sheet": {"max_hp": 12}})
    ok(s, {"op": "start_combat"})
    return s


def test_edit_sets_the_weapons_of_a_hand_made_foe_and_it_attacks_with_them():
    s = hand_made()
    ok(s, {"op": "edit", "name": "Bandit", "sheet": {"weapons": [AXE], "st": 12}})
    ans = ok(s, {"op": "attack", "attacker": "Bandit", "target": "Guard", "weapon": "Axe",
                 "roll": 10, "damage": 4})
    # skill 12 from the weapon, torso +0 → 12; 10 ≤ 12 hits by 2
    assert (ans["tohit"]["effective_skill"], ans["tohit"]["margin"]) == (12, 2)
    # 4 cut − DR 0 = 4 × 1.5 = 6 injury: HP 12 − 6 = 6
    assert hp(s, "Guard") == 6
    ok(s, {"op": "undo"})  # the attack
    ok(s, {"op": "undo"})  # the edit: one step, the foe has no weapon again
    error = refused(s, {"op": "attack", "attacker": "Bandit", "target": "Guard",
                        "weapon": "Axe", "roll": 10, "damage": 4})
    assert "no weapons" in error


def test_a_bad_weapon_in_an_edit_is_refused_with_its_place_and_nothing_changes():
    s = hand_made()
    ok(s, {"op": "edit", "name": "Bandit", "sheet": {"weapons": [AXE]}})
    error = refused(s, {"op": "edit", "name": "Bandit",
                        "sheet": {"weapons": [{**AXE, "damage": "2x"}]}})
    assert "weapons[0].damage" in error
    error = refused(s, {"op": "edit", "name": "Bandit",
                        "sheet": {"weapons": [AXE, {**AXE, "parry": 8}]}})
    assert "weapons[1]" in error  # a second "Axe (Swung)"
    # the axe it had is still there: skill 12, 9 ≤ 12 hits
    assert ok(s, {"op": "attack", "attacker": "Bandit", "target": "Guard", "weapon": "Axe",
                  "roll": 9, "damage": 1})["tohit"]["effective_skill"] == 12


def test_import_gcs_lists_the_weapons_it_read(capsys):
    from tracker.rulesets.gurps.commands.import_gcs import main as cmd_import_gcs

    assert cmd_import_gcs([str(GCS / "Orc_Sergeant.gcs")]) == 0
    line = json.loads(capsys.readouterr().out)
    labels = [f"{w['name']} ({w['usage']})" for w in line["weapons"]]
    assert labels == ["Axe (Swung)", "Shortsword (Swung)", "Shortsword (Thrust)",
                      "Regular Bow (Shoot)", "Medium Shield (Shield Bash)"]
    # the file's calc: the axe 2d+4 cut at skill 14, parry 13U
    assert {k: line["weapons"][0][k] for k in ("damage", "type", "skill", "parry",
                                                "parry_flags")} == {
        "damage": "2d+4", "type": "cut", "skill": 14, "parry": 13, "parry_flags": "U"}
    assert "weapons" not in line["target"]  # the target still goes into resolve as it is


def test_the_demo_carries_weapons_named_in_the_ui_language():
    from tracker.rulesets.gurps.rules.demo import demo_encounter

    def labels(lang: str) -> list[str]:
        return [w.label for c in demo_encounter(lang=lang).combatants.values()
                for w in c.sheet.weapons]

    assert labels("en")[:3] == ["Shortsword (Swung)", "Shortsword (Thrust)", "Axe (Swung)"]
    assert labels("ja")[:3] == ["ショートソード (振り)", "ショートソード (突き)", "斧 (振り)"]
    # every demo weapon is one a file could hold: the demo saves and opens as it is
    from tracker.model import files

    enc = demo_encounter(lang="ja")
    assert files.loads_encounter(files.dumps_encounter(enc)).to_dict() == enc.to_dict()
