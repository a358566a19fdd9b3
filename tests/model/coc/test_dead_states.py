"""C10, R7: death ends the states of the living. A dead combatant is no longer dying (the
clock is over), unconscious or knocked out; the roster showed an NPC killed outright as
"dead, dying, unconscious". Lying down and a dropped gun stay (they are facts of the body)."""

from __future__ import annotations

from tests.session_script import combatant, run

NPC = {"dex": 10, "con": 10, "siz": 10, "str": 10, "pow": 10}
PC = {"dex": 14, "con": 10, "siz": 10, "str": 10, "pow": 10}
START = [
    {"op": "new", "ruleset": "coc"},
    {"op": "add", "name": "Cultist", "side": "enemy", "sheet": NPC},
    {"op": "add", "name": "Ann", "side": "pc", "sheet": PC},
    {"op": "start_combat"},
]


def test_an_npc_at_0_hp_is_dead_and_nothing_else_and_undo_brings_it_back():
    answers = run(START + [
        {"op": "damage", "target": "Cultist", "amount": 9},      # HP 1: unconscious (C8)
        {"op": "damage", "target": "Cultist", "amount": 5},      # HP 0: dies at once (R7)
        {"op": "undo"},
    ])
    assert combatant(answers[4], "Cultist")["conditions"] == ["unconscious"]
    dead = combatant(answers[5], "Cultist")
    assert dead["hp"] == 0 and dead["conditions"] == ["dead"]
    assert answers[5]["state"]["checks"] == []  # no waking roll left for the dead
    assert combatant(answers[6], "Cultist")["conditions"] == ["unconscious"]


def test_an_npc_killed_outright_is_not_first_said_to_fall_unconscious(tmp_path):
    path = tmp_path / "after.ctenc"
    run(START + [
        {"op": "damage", "target": "Cultist", "amount": 20},
        {"op": "save", "file": str(path)},
    ])
    import json

    log = json.loads(path.read_text(encoding="utf-8"))["encounter"]["log"]
    said = [(e["key"], e["args"].get("condition")) for e in log if e.get("combatant") == "c1"]
    assert said[-3:] == [("coc.hurt", None), ("condition_on", "dead"), ("coc.death", None)]


def test_an_investigator_whose_clock_ran_out_is_dead_not_dying():
    """Ann drops to 0 on the cultist's action in round 1 (R7: her clock runs out at the end
    of his action in round 2); confirmed, she is dead, and the prone she fell into stays."""
    answers = run(START + [
        {"op": "next_turn"},                                     # the cultist's position
        {"op": "condition", "name": "Ann", "condition": "prone", "on": True},
        {"op": "damage", "target": "Ann", "amount": 10},         # HP 0: dying, the clock runs
        {"op": "next_turn"}, {"op": "next_turn"}, {"op": "next_turn"},
        {"op": "state"},
    ])
    dying = combatant(answers[6], "Ann")
    assert dying["hp"] == 0 and dying["conditions"] == ["dying", "prone", "unconscious"]
    assert dying["death_clock"] is not None
    out = answers[-1]["state"]
    assert [k["kind"] for k in out["checks"] if k["who"] == "Ann"] == ["death"]
    confirmed = run(START + [
        {"op": "next_turn"},
        {"op": "condition", "name": "Ann", "condition": "prone", "on": True},
        {"op": "damage", "target": "Ann", "amount": 10},
        {"op": "next_turn"}, {"op": "next_turn"}, {"op": "next_turn"},
        {"op": "check", "who": "Ann", "kind": "death"},
    ])
    ann = combatant(confirmed[-1], "Ann")
    assert ann["conditions"] == ["dead", "prone"] and ann["death_clock"] is None
