"""Play-test defect: a dodge the rules forbid (R4 bullets and a spent dodge value, R1 a
critical, C13 a surprise that hits, C3 prone) landed the damage with the reason only in the
explain trace. It is refused now, as a forbidden parry is (code ``dodge_refused``, the rule
in the message), nothing changes, and the keeper answers otherwise.

Kept as it was: a dodge with a cover declared after it (R15). R1 says a critical "can be
covered" and R15 forbids the cover only after a fumbled dodge, so a forbidden dodge followed
by a cover is answered by that cover (refused only when that cover cannot be tried either).
A missed attack makes a dodge pointless, not forbidden:
no refusal. The stateless ``coc dodge`` op keeps answering ``allowed`` false (contracts/coc.md).

Round 1's order (``test_clocks_waking_and_san_flows``): Aoki@start, Priest@start, Ishii, Aoki,
CultB, CultA, Ueda, Priest, Aoki@half."""

from __future__ import annotations

import json

import pytest

from tests.model.coc.test_clocks_waking_and_san_flows import NEXT, ROSTER, STATE, attack, who
from tests.model.coc.test_table import hit, ids, table, text, to
from tests.session_script import run
from tracker.model.combatant import Condition
from tracker.model.errors import RulesError
from tracker.rulesets.coc.rules.actions.attack import attack as coc_attack
from tracker.rulesets.coc.rules.actions.attack_request import AttackRequest, Defense
from tracker.rulesets.coc.rules.actions.defend import dodge_refusal_before_roll


def _unchanged(before, refused, after):
    """``refused`` is an error answer and the state after it is the one before it."""
    assert "error" in refused and "ok" not in refused
    assert after["state"] == before["state"]


def _at_cultb():
    return ROSTER + [{"op": "start_combat"}, NEXT, NEXT, NEXT, NEXT, STATE]      # CultB


def test_defect_a_dodge_of_a_bullet_is_refused_and_changes_nothing():
    """R4: bullets cannot be dodged. Aoki's round-start shot at CultA with a dodge: refused;
    the keeper takes it without a defence."""
    answers = run(ROSTER + [
        {"op": "start_combat"}, STATE,
        attack("Aoki", "CultA", ".38", 30, [6], defense={"kind": "dodge", "roll": 5}),
        STATE,
        attack("Aoki", "CultA", ".38", 30, [6]),
    ], errors=True)
    before, refused, after = answers[-4], answers[-3], answers[-2]
    _unchanged(before, refused, after)
    assert "CultA cannot dodge this attack" in refused["error"]
    assert "R4" in refused["error"] and "Bullets" in refused["error"]
    assert who(after, "CultA")["hp"] == 11 and who(after, "Aoki")["acted"] is False
    assert who(answers[-1], "CultA")["hp"] == 5


def test_defect_a_dodge_of_a_critical_is_refused_but_a_cover_after_it_comes():
    """R1: a critical cannot be dodged (known only once rolled): refused. R1 "it can be
    covered" and R15: with Ueda's cover declared after the dodge, the cover answers it."""
    answers = run(_at_cultb() + [
        attack("CultB", "Ishii", "Club", 3, [3, 2], defense={"kind": "dodge", "roll": 5}),
        STATE,
        attack("CultB", "Ishii", "Club", 3, [3, 2],
               defense={"kind": "dodge", "roll": 5, "cover": {"by": "Ueda", "roll": 10}}),
    ], errors=True)
    before, refused, after = answers[-4], answers[-3], answers[-2]
    _unchanged(before, refused, after)
    assert "Ishii cannot dodge this attack" in refused["error"] and "R1" in refused["error"]
    out = answers[-1]["outcome"]
    assert out["outcome"] == "critical" and out["defense"]["allowed"] is False
    assert out["defense"]["cover"]["allowed"] is True
    assert out["damage_to"] == {"Ishii": 0, "Ueda": 5}
    assert who(answers[-1], "Ishii")["hp"] == 12 and who(answers[-1], "Ueda")["hp"] == 6


def test_defect_a_dodge_of_a_surprise_hit_is_refused_a_missed_one_is_not():
    """C13: a surprise attack that hits cannot be dodged: refused. One that misses leaves
    nothing to dodge: pointless, not forbidden, so it is accepted."""
    answers = run(_at_cultb() + [
        attack("CultB", "Ueda", "Club", 20, [3], surprise=True,
               defense={"kind": "dodge", "roll": 5}),
        STATE,
        attack("CultB", "Ueda", "Club", 90, surprise=True, defense={"kind": "dodge", "roll": 5}),
    ], errors=True)
    before, refused, after = answers[-4], answers[-3], answers[-2]
    _unchanged(before, refused, after)
    assert "Ueda cannot dodge this attack" in refused["error"] and "C13" in refused["error"]
    missed = answers[-1]
    assert "error" not in missed and missed["outcome"]["hit"] is False
    assert who(missed, "Ueda")["hp"] == 11


def test_defect_a_prone_investigator_cannot_dodge():
    """C3: Ishii fumbles a kick and falls prone; CultB's club with Ishii's dodge is refused."""
    answers = run(ROSTER + [
        {"op": "start_combat"}, NEXT, NEXT,                                        # Ishii
        attack("Ishii", "CultB", "kick", 99),
        NEXT, NEXT, STATE,                                                         # CultB
        attack("CultB", "Ishii", "Club", 20, [4], defense={"kind": "dodge", "roll": 5}),
        STATE,
        attack("CultB", "Ishii", "Club", 20, [4]),
    ], errors=True)
    assert "prone" in who(answers[-4], "Ishii")["conditions"]
    _unchanged(answers[-4], answers[-3], answers[-2])
    assert "Ishii cannot dodge this attack" in answers[-3]["error"]
    assert "C3" in answers[-3]["error"]
    assert who(answers[-1], "Ishii")["hp"] == 8


def test_defect_a_dodge_at_a_value_of_0_is_refused():
    """R4: Ishii's dodges this round are 40, 20, 10, then 0: the fourth cannot be tried."""
    club = attack("CultB", "Ishii", "Club", 20, [1], defense={"kind": "dodge", "roll": 90})
    answers = run(_at_cultb() + [club, club, club, STATE, club, STATE], errors=True)
    tries = [a["outcome"]["defense"]["target"] for a in answers[-6:-3]]
    assert tries == [40, 20, 10] and who(answers[-3], "Ishii")["hp"] == 9
    _unchanged(answers[-3], answers[-2], answers[-1])
    assert "Ishii cannot dodge this attack" in answers[-2]["error"]
    assert "R4" in answers[-2]["error"] and "0" in answers[-2]["error"]


def test_the_coc_dodge_op_still_answers_allowed_false():
    """The stateless ``coc`` rules op reports a forbidden dodge as ``allowed`` false
    (contracts/coc.md: against a critical, a firearm, or at a value ≤ 0)."""
    from tracker.model.dice import Dice
    from tracker.rulesets.coc.commands.requests import answer

    for attack_, dodge in (({"outcome": "success", "class": "firearm"}, 60),
                           ({"outcome": "critical", "class": "blunt"}, 60),
                           ({"outcome": "success", "class": "blunt"}, 0)):
        req = {"op": "dodge", "dodge": dodge, "tries": [], "attack": attack_, "roll": 10}
        got, ok = answer(json.dumps(req), Dice(1))
        assert ok and got["allowed"] is False and got["tries"] == []


# -- the model's answer before the roll (what the attack dialog greys out) -------------------
def test_a_dodge_refused_before_the_roll_names_its_rule():
    """R4 bullets, C13 a declared surprise, C3 prone, R4 a spent value; a melee attack on a
    standing target: nothing (a critical is known only once rolled)."""
    enc, h = table()
    n = ids(enc)
    before = dodge_refusal_before_roll
    assert before(enc, n["D"], n["A"], "w0") is None
    assert before(enc, n["C"], n["A"], "w0").rule == "R4"                  # the revolver
    assert before(enc, n["D"], n["A"], "w0", surprise=True).rule == "C13"
    enc.combatants[n["A"]].conditions["prone"] = Condition("prone")
    assert before(enc, n["D"], n["A"], "w0").rule == "C3"
    del enc.combatants[n["A"]].conditions["prone"]
    to(enc, h, n["A"])
    for _ in range(3):          # B's dodges: 60, 30, 20, then 10, 0
        hit(h, enc, n["A"], n["B"], "fist", faces=(1,), defense=Defense("dodge", roll=90))
    assert before(enc, n["D"], n["B"], "w0") is None
    hit(h, enc, n["A"], n["B"], "fist", faces=(1,), defense=Defense("dodge", roll=90))
    why = before(enc, n["D"], n["B"], "w0")
    assert why.rule == "R4" and why.key == "coc.dodge.spent" and why.args["value"] == 0


def test_a_refused_dodge_changes_nothing_and_says_why():
    """The refusal's code, its reason key and line; the file text and the log stay as they
    were; the same attack with no defence lands."""
    enc, h = table()
    n = ids(enc)
    to(enc, h, n["D"])
    before, log_len = text(enc), len(enc.log)
    with pytest.raises(RulesError, match=r"A cannot dodge this attack: \[R1\]") as refused:
        coc_attack(enc, AttackRequest(n["D"], n["A"], "w0", roll=2, w_faces=(2, 3),
                                     defense=Defense("dodge", roll=5)))
    assert refused.value.code == "dodge_refused"
    assert refused.value.args_["reason"] == "coc.dodge.critical"
    assert refused.value.args_["name"] == "A"
    assert text(enc) == before and len(enc.log) == log_len
    out = hit(h, enc, n["D"], n["A"], "w0", roll=2, faces=(2, 3))
    assert out.dodge is None and out.damage[n["A"]] == 5


def test_a_forbidden_dodge_whose_cover_cannot_come_either_is_refused():
    """R1 and C6: a critical, and B, named to cover after the dodge, has acted this round:
    neither answer can be tried, so the dodge is refused as without a cover."""
    enc, h = table()
    n = ids(enc)
    to(enc, h, n["B"])
    hit(h, enc, n["B"], n["D"], "w0", roll=95)                        # a miss: B has acted
    to(enc, h, n["D"])
    before = text(enc)
    with pytest.raises(RulesError, match=r"A cannot dodge this attack: \[R1\]") as refused:
        hit(h, enc, n["D"], n["A"], "w0", roll=2, faces=(2, 3),
            defense=Defense("dodge", roll=5, cover_by=n["B"], cover_roll=10))
    assert refused.value.code == "dodge_refused" and text(enc) == before
