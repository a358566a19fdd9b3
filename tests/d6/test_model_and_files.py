"""The d6 game through the model core and the files: no generic file names it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from tracker_d6.ruleset import D6Hit, D6Sheet

from tracker.model import operations as ops
from tracker.model.files import check_file, load_encounter, loads_encounter, save_encounter
from tracker.model.files.io import dumps_encounter
from tracker.model.ruleset import available_rulesets, get_ruleset

ROOT = Path(__file__).resolve().parents[2] / "tracker"


def test_no_generic_file_names_the_third_ruleset():
    for path in ROOT.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "tests.d6" not in text and '"d6"' not in text and "'d6'" not in text, path


def test_it_is_offered_while_registered():
    assert "d6" in available_rulesets()


def test_a_fight_hit_check_undo():
    enc = ops.new_encounter("d6", "cellar")
    ops.add_combatant(enc, "Hero", "pc", D6Sheet(12, None, 1))
    ops.add_combatant(enc, "Rat", "enemy", D6Sheet(4, None, 0))
    ops.start_combat(enc)
    hit = ops.apply_hit(enc, "c2", D6Hit(5))
    assert (hit.result.injury, hit.result.hp_after, hit.result.stay_up_check) == (5, -1, True)
    assert [(k.combatant, k.kind) for k in enc.checks] == [("c2", "stay_up")]
    spec = ops.check_spec(enc, enc.checks[0])
    assert (spec.dice, spec.target) == ("1d6", 3)
    chk = ops.resolve_check(enc, enc.checks[0].id, 5)
    assert chk.result == "down" and enc.get("c2").has("unconscious") and not enc.checks
    # the downed rat takes no turn: Hero, then Hero again in round 2
    ops.next_turn(enc)
    assert enc.round == 2 and enc.order[enc.turn] == "c1"
    for action in (chk, hit):
        action.undo(enc)
    assert enc.get("c2").sheet.current == 4 and not enc.get("c2").conditions


def test_armor_and_death():
    enc = ops.new_encounter("d6")
    ops.add_combatant(enc, "Knight", "pc", D6Sheet(5, None, 2))
    out = ops.apply_hit(enc, "c1", D6Hit(12)).result
    assert out.injury == 10 and out.dead and enc.get("c1").has("dead") and not enc.checks


def test_save_open_round_trip(tmp_path):
    enc = get_ruleset("d6").demo_encounter()
    ops.apply_hit(enc, "c2", D6Hit(6))
    path = tmp_path / "d6.ctenc"
    save_encounter(enc, path)
    assert check_file(path) == []
    back = load_encounter(path)
    assert back.ruleset_id == "d6"
    assert dumps_encounter(back) == dumps_encounter(enc)
    assert back.get("c2").sheet == enc.get("c2").sheet


def test_the_validator_asks_the_ruleset(tmp_path):
    doc = json.loads(dumps_encounter(get_ruleset("d6").demo_encounter()))
    doc["encounter"]["combatants"][0]["sheet"]["armor"] = -3
    doc["encounter"]["combatants"][1]["sheet"]["wings"] = 2
    path = tmp_path / "bad.ctenc"
    path.write_text(json.dumps(doc), encoding="utf-8")
    problems = [str(p) for p in check_file(path)]
    assert any("sheet.armor" in p for p in problems), problems
    assert any("sheet.wings" in p and "unknown field" in p for p in problems), problems


def test_a_file_of_an_uninstalled_ruleset_is_refused_by_name(tmp_path, monkeypatch):
    from tracker.model import plugins, ruleset

    text = dumps_encounter(get_ruleset("d6").demo_encounter())
    # as if the d6 package had been uninstalled: its entry point is gone
    found = {rid: m for rid, m in plugins.manifests().items() if rid != "d6"}
    monkeypatch.setattr(plugins, "_FOUND", found)
    monkeypatch.setattr(ruleset, "_LOADED", {})
    with pytest.raises(Exception) as exc:
        loads_encounter(text)
    assert "d6" in str(exc.value)
