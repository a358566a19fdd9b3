"""Issue 29, the Call of Cthulhu items, replayed through ``python -m tracker session``: the
counterattack of a critical dodge (C4, R18) and specials outside an attack or a defense
(C2, R19). Every number is worked out in a comment from RULES.md."""

from __future__ import annotations

import json

from tests.model.test_coc_flows_playc import NEXT, ROSTER, aid, attack, check, who
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
