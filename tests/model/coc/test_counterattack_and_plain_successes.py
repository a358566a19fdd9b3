"""Issue 29, the Call of Cthulhu items, replayed through ``python -m tracker session``: the
counterattack of a critical dodge (C4, R18) and specials outside an attack or a defense
(C2, R19). Every number is worked out in a comment from RULES.md."""

from __future__ import annotations

import json

from tests.model.coc.test_clocks_waking_and_san_flows import NEXT, ROSTER, aid, attack, check, who
from tests.session_script import run


def _ok(answer):
    assert "error" not in answer, answer.get("error")
    return answer


def _log(path):
    """The saved encounter's log entries as (key, args)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    return [(e["key"], e.get("args", {})) for e in data["encounter"]["log"]]


# -- item 11: R19, specials count in combat only ----------------------------------------------
#: Kato: SAN 72, CON 12 (CON×5 60), first aid 60, fist 50
KATO = {"op": "add", "name": "Kato", "side": "pc",
        "sheet": {"dex": 11, "con": 12, "siz": 12, "str": 11, "pow": 15, "int": 13,
                  "san": 72, "skills": {"dodge": 22, "first_aid": 60, "fist": 50}}}


def test_r19_a_special_san_first_aid_or_con_roll_is_a_plain_success(tmp_path):
    """C0: special = success and roll ≤ floor(value/5). SAN 72: 10 ≤ 14 would be special;
    first aid 60: 10 ≤ 12; CON×5 60 (shock): 10 ≤ 12. R19: each is a plain "success" in the
    answer and the log; the attack roll 10 against fist 50 (10 ≤ 10) stays special (C2)."""
    file = tmp_path / "kato.json"
    answers = run(ROSTER + [
        KATO,
        # out of combat: SAN 72, roll 10, loss 0/1d3 → a success loses 0: SAN stays 72
        {"op": "san_check", "name": "Kato", "loss": "0/1d3", "roll": 10},
        {"op": "damage", "target": "Ueda", "amount": 3},                    # Ueda 11 → 8
        # first aid 60, roll 10: a success heals 1d3 = 2 of the 3-point wound: 8 → 10
        aid("Kato", "Ueda", 0, 10, [2]),
        {"op": "start_combat"},
        # in combat too: a SAN roll is no attack and no defense; 0/1d3 again, SAN 72
        {"op": "san_check", "name": "Kato", "loss": "0/1d3", "roll": 10},
        # a 6-point wound on HP 12 (6 ≥ 12/2): shock, CON×5 = 60, rolled 10
        {"op": "damage", "target": "Kato", "amount": 6},
        check("Kato", "shock", 10),
        # the attack roll 10 against fist 50 (10 ≤ floor(50/5) = 10): special (C2)
        attack("Kato", "CultA", "fist", 10, [2]),
        {"op": "save", "file": str(file)},
    ])
    assert answers[8]["outcome"]["outcome"] == "success"
    assert who(answers[8], "Kato")["tracks"]["san"] == [72, 99]        # max SAN 99 − Mythos 0
    assert answers[10]["outcome"]["outcome"] == "success"
    assert who(answers[10], "Ueda")["hp"] == 10
    assert answers[12]["outcome"]["outcome"] == "success"
    assert "unconscious" not in who(answers[14], "Kato")["conditions"]
    assert answers[15]["outcome"]["outcome"] == "special"
    outcomes = [(key, args.get("outcome")) for key, args in _log(file)
                if key in ("coc.san_check", "coc.aid", "coc.check_roll", "coc.attack")]
    assert outcomes == [("coc.san_check", "success"), ("coc.aid", "success"),
                        ("coc.san_check", "success"), ("coc.check_roll", "success"),
                        ("coc.attack", "special")]


def test_r19_a_wake_roll_is_a_plain_success(tmp_path):
    """C8/R6: Ueda (CON 10) at HP 2 is unconscious; at round 2's start her wake roll CON×5
    = 50 is rolled 10 (10 ≤ floor(50/5) = 10 would be special): a plain success, she wakes
    and, still at HP 2, owes 1d3 SAN."""
    file = tmp_path / "ueda.json"
    answers = run(ROSTER + [
        {"op": "start_combat"},
        {"op": "damage", "target": "Ueda", "amount": 9},                    # 11 → 2: down
        NEXT, NEXT, NEXT, NEXT, NEXT, NEXT, NEXT, NEXT, NEXT,              # round 2
        check("Ueda", "wake", 10),
        {"op": "save", "file": str(file)},
    ])
    assert "unconscious" in who(answers[8], "Ueda")["conditions"]
    woke = answers[-2]
    assert "unconscious" not in who(woke, "Ueda")["conditions"]
    assert [k["kind"] for k in woke["state"]["checks"] if k["who"] == "Ueda"] == ["san_loss"]
    assert [args["outcome"] for key, args in _log(file)
            if key == "coc.check_roll"] == ["success"]


# -- item 9: C4 and R18, the counterattack of a critical dodge ---------------------------------
#: round 1: Aoki@start, Priest@start, Ishii, Aoki, CultB, CultA, Ueda, Priest, Aoki@half
COUNTER_NIGHT = ROSTER + [
    {"op": "start_combat"},                                            # 7 Aoki@start
    {"op": "damage", "target": "Aoki", "amount": 3},                   # 8 Aoki 12 → 9
    NEXT, NEXT,                                                        # 9, 10 Ishii
    # 11 first aid 30, rolled 10 (≤ 30): heals 1d3 = 2, Aoki 9 → 11; Ishii has acted (R14)
    aid("Ishii", "Aoki", 0, 10, [2]),
    NEXT, NEXT,                                                        # 12, 13 CultB
    # 14 club 50 rolled 20: a hit; Ishii's dodge 40 rolled 2 (≤ 5): critical, evaded
    attack("CultB", "Ishii", "Club", 20, [4], defense={"kind": "dodge", "roll": 2}),
    # 15 a plain attack is Ishii's own action: his position is spent on first aid
    attack("Ishii", "CultB", "Fist", 30, [3]),
    # 16 the counter strikes the attacker whose attack was dodged, nobody else
    attack("Ishii", "CultA", "Fist", 30, [3], counter=True),
    # 17 the counter: fist 70 rolled 30 (30 > floor(70/5) = 14: a plain success), 1d3 = 3;
    # CultB's dodge 24 rolled 50 fails: CultB 11 → 8
    attack("Ishii", "CultB", "Fist", 30, [3], counter=True, defense={"kind": "dodge",
                                                                      "roll": 50}),
    # 18 one counter a critical dodge
    attack("Ishii", "CultB", "Fist", 30, [3], counter=True),
    {"op": "undo"},                                                    # 19 the counter undone
    # 20 taken again after the undo: the same 3 damage, CultB's dodge (its first, 24) again
    attack("Ishii", "CultB", "Fist", 30, [3], counter=True, defense={"kind": "dodge",
                                                                      "roll": 50}),
    NEXT,                                                              # 21 CultA
    # 22 CultA's knife 45 rolled 30 hits Aoki; dodge 28 rolled 3: critical
    attack("CultA", "Aoki", "Knife", 30, [2], defense={"kind": "dodge", "roll": 3}),
    # 23 a counter is a melee attack: not with the revolver
    attack("Aoki", "CultA", ".38", 30, [5], counter=True),
    # 24 bare hands: fist 50 (the 6th-edition base) rolled 40, 1d3 = 1: CultA 11 → 10
    attack("Aoki", "CultA", "fist", 40, [1], counter=True),
    NEXT,                                                              # 25 Ueda
    # 26 Ishii's grant is long gone: the turn moved and other things happened
    attack("Ishii", "CultB", "Fist", 30, [3], counter=True),
]


def test_r18_a_critical_dodge_grants_one_counter_outside_the_turn_order():
    answers = run(COUNTER_NIGHT, errors=True)
    assert answers[14]["outcome"]["defense"]["counter_chance"] is True
    assert who(answers[14], "Ishii")["acted"] is True                   # the first aid
    assert "R14" in answers[15]["error"]
    assert "no counterattack against CultA" in answers[16]["error"]
    counter = _ok(answers[17])
    assert counter["outcome"]["outcome"] == "success" and who(counter, "CultB")["hp"] == 8
    assert counter["outcome"]["defense"]["evaded"] is False
    assert counter["outcome"]["explain"][0].startswith("[R18]")
    assert counter["state"]["turn"] == "CultB"                          # the turn stays
    assert "already counterattacked" in answers[18]["error"]
    assert _ok(answers[19])["state"] == answers[14]["state"]
    assert _ok(answers[20])["state"] == counter["state"]
    assert "melee" in answers[23]["error"]
    assert who(_ok(answers[24]), "CultA")["hp"] == 10
    assert answers[25]["state"]["turn"] == "Ueda"
    assert "no counterattack" in answers[26]["error"]


def test_r18_the_counter_is_logged_as_a_counterattack(tmp_path):
    file = tmp_path / "night.json"
    run(COUNTER_NIGHT[:15] + [COUNTER_NIGHT[17], {"op": "save", "file": str(file)}])
    entries = [(key, args) for key, args in _log(file) if key in ("coc.attack", "coc.counter")]
    assert [(k, a["name"], a["target"], a["roll"], a["value"], a["outcome"])
            for k, a in entries] == [("coc.attack", "CultB", "Ishii", 20, 50, "success"),
                                     ("coc.counter", "Ishii", "CultB", 30, 70, "success")]
