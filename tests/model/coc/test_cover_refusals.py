"""Play-test defect: a cover the rules forbid (C6/R14 a coverer who has acted this round, C3 a
prone coverer, R9 a coverer who is no investigator) landed the damage with the reason only in
the explain trace. It is refused now, as a forbidden parry or dodge is (code
``cover_refused``, the rule in the message), nothing changes, and the keeper answers otherwise.

Kept as it was (R15, C4): a dodge that simply fails is still covered; after a fumbled dodge
the cover the keeper declared "if the dodge fails" does not come (the fumble is known only
once rolled, and C4 forbids that cover, not the declaration). A conditional cover by someone
who may not cover at all (acted, prone, no investigator) is refused when it would be tried
(the dodge failed), as the cover declared on its own is; a dodge that succeeds or an attack
that misses needs no cover: pointless, not forbidden, accepted. The stateless ``coc cover``
op keeps answering ``allowed`` false (contracts/coc.md).

C11 feint: "uses up the defence" — the target's defence. A dodge or parry the rules forbid
(C3, C5, R4, R10) is no defence the target has, so a working feint cannot use it up: declaring
it is refused as against any attack, and nothing is spent.

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
from tracker.rulesets.coc.rules.actions.defend import cover_refusal_before_roll


def _unchanged(before, refused, after):
    """``refused`` is an error answer and the state after it is the one before it."""
    assert "error" in refused and "ok" not in refused
    assert after["state"] == before["state"]


def _cover(by, roll=10):
    return {"kind": "cover", "by": by, "roll": roll}


def _aoki_shot():
    """Aoki fires at CultA at round start: he has acted this round (R14)."""
    return attack("Aoki", "CultA", ".38", 30, [6])


def test_defect_a_cover_by_someone_who_has_acted_is_refused():
    """C6, R14: Aoki shot at round start; the Priest's shot at Ishii with Aoki covering is
    refused and changes nothing; Ueda, who has not acted, covers it."""
    answers = run(ROSTER + [
        {"op": "start_combat"}, _aoki_shot(), NEXT, STATE,                   # Priest@start
        attack("Priest", "Ishii", "Derringer", 20, [3], defense=_cover("Aoki")),
        STATE,
        attack("Priest", "Ishii", "Derringer", 20, [3], defense=_cover("Ueda")),
    ], errors=True)
    before, refused, after = answers[-4], answers[-3], answers[-2]
    _unchanged(before, refused, after)
    assert "Aoki cannot cover this attack" in refused["error"] and "C6" in refused["error"]
    assert who(after, "Ishii")["hp"] == 12 and who(after, "Priest")["acted"] is False
    covered = answers[-1]
    assert covered["outcome"]["damage_to"] == {"Ishii": 0, "Ueda": 3}
    assert who(covered, "Ueda")["hp"] == 8 and who(covered, "Ueda")["acted"] is True


def test_defect_a_prone_investigator_cannot_cover():
    """C3: Ueda fumbles a dodge of CultB's club and falls prone (a dodge is no action, R4):
    CultA's knife at Ishii with Ueda covering is refused; without the cover it lands."""
    answers = run(ROSTER + [
        {"op": "start_combat"}, NEXT, NEXT, NEXT, NEXT,                      # CultB
        attack("CultB", "Ueda", "Club", 20, [2], defense={"kind": "dodge", "roll": 99}),
        NEXT, STATE,                                                          # CultA
        attack("CultA", "Ishii", "Knife", 20, [1], defense=_cover("Ueda")),
        STATE,
        attack("CultA", "Ishii", "Knife", 20, [1]),
    ], errors=True)
    before, refused, after = answers[-4], answers[-3], answers[-2]
    assert "prone" in who(before, "Ueda")["conditions"] and who(before, "Ueda")["acted"] is False
    _unchanged(before, refused, after)
    assert "Ueda cannot cover this attack" in refused["error"] and "C3" in refused["error"]
    assert who(answers[-1], "Ishii")["hp"] == 9


def test_defect_only_an_investigator_may_cover():
    """R9: CultA stepping in front of Ishii's fist meant for CultB is refused."""
    answers = run(ROSTER + [
        {"op": "start_combat"}, NEXT, NEXT, STATE,                            # Ishii
        attack("Ishii", "CultB", "Fist", 20, [2], defense=_cover("CultA")),
        STATE,
    ], errors=True)
    _unchanged(answers[-3], answers[-2], answers[-1])
    assert "CultA cannot cover this attack" in answers[-2]["error"]
    assert "R9" in answers[-2]["error"]


def test_a_failed_dodge_is_covered_a_forbidden_conditional_cover_is_refused():
    """R15: Ishii's dodge fails (90 against 40, no fumble): Aoki, who has acted, cannot cover
    it: refused; Ueda can, and does."""
    club = lambda by: attack("CultB", "Ishii", "Club", 20, [3], defense={  # noqa: E731
        "kind": "dodge", "roll": 90, "cover": {"by": by, "roll": 10}})
    answers = run(ROSTER + [
        {"op": "start_combat"}, _aoki_shot(), NEXT, NEXT, NEXT, NEXT, STATE,  # CultB
        club("Aoki"), STATE, club("Ueda"),
    ], errors=True)
    _unchanged(answers[-4], answers[-3], answers[-2])
    assert "Aoki cannot cover this attack" in answers[-3]["error"]
    assert "C6" in answers[-3]["error"]
    out = answers[-1]["outcome"]
    assert out["defense"]["outcome"] == "failure" and out["defense"]["cover"]["allowed"] is True
    assert out["damage_to"] == {"Ishii": 0, "Ueda": 3}


def test_after_a_fumbled_dodge_the_declared_cover_simply_does_not_come():
    """C4, R15: a fumbled dodge cannot be covered; known only once rolled, so the cover the
    keeper declared after the dodge does not come and the damage lands (as before)."""
    answers = run(ROSTER + [
        {"op": "start_combat"}, NEXT, NEXT, NEXT, NEXT,                      # CultB
        attack("CultB", "Ishii", "Club", 20, [3], defense={
            "kind": "dodge", "roll": 99, "cover": {"by": "Ueda", "roll": 10}}),
    ])
    out = answers[-1]["outcome"]
    assert out["defense"]["outcome"] == "fumble" and out["defense"]["cover"]["allowed"] is False
    assert out["damage_to"] == {"Ishii": 3}
    assert "prone" in who(answers[-1], "Ishii")["conditions"]
    assert who(answers[-1], "Ueda")["acted"] is False and who(answers[-1], "Ueda")["hp"] == 11


def test_a_cover_that_is_not_needed_is_not_refused():
    """A dodge that succeeds, or an attack that misses, leaves nothing to cover: a forbidden
    cover declared with it is pointless, not forbidden (as a dodge of a miss)."""
    answers = run(ROSTER + [
        {"op": "start_combat"}, _aoki_shot(), NEXT, NEXT, NEXT, NEXT,        # CultB
        attack("CultB", "Ishii", "Club", 20, [3], defense={
            "kind": "dodge", "roll": 5, "cover": {"by": "Aoki", "roll": 10}}),
        attack("CultB", "Ueda", "Club", 90, defense=_cover("Aoki")),
    ])
    assert answers[-2]["outcome"]["defense"]["evaded"] is True
    assert answers[-1]["outcome"]["hit"] is False
    assert who(answers[-1], "Ishii")["hp"] == 12 and who(answers[-1], "Ueda")["hp"] == 11


def test_the_coc_cover_op_still_answers_allowed_false():
    """The stateless ``coc`` rules op reports a forbidden cover as ``allowed`` false."""
    from tracker.model.dice import Dice
    from tracker.rulesets.coc.commands.requests import answer

    for more in ({"acted": True, "pc": True}, {"acted": False, "pc": False}):
        req = {"op": "cover", "dex": 12, "roll": 10, "damage": 7, **more}
        got, ok = answer(json.dumps(req), Dice(1))
        assert ok and got["allowed"] is False and got["covered_damage"] == 7


# -- the model's answer before the roll (what the attack dialog greys out) -------------------
def test_a_cover_refused_before_the_roll_names_its_rule():
    """C6 acted, C3 prone, R9 no investigator; B, standing and not acted: nothing."""
    enc, h = table()
    n = ids(enc)
    before = cover_refusal_before_roll
    assert before(enc, n["D"], n["A"], n["B"]) is None
    enc.combatants[n["B"]].conditions["prone"] = Condition("prone")
    assert before(enc, n["D"], n["A"], n["B"]).rule == "C3"
    del enc.combatants[n["B"]].conditions["prone"]
    assert before(enc, n["A"], n["D"], n["C"]).rule == "R9"
    to(enc, h, n["B"])
    hit(h, enc, n["B"], n["D"], "w0", roll=95)                         # a miss: B has acted
    why = before(enc, n["D"], n["A"], n["B"])
    assert why.rule == "C6" and why.key == "coc.cover.acted"


def test_a_refused_cover_changes_nothing_and_says_why():
    """The refusal's code, its reason key and line; file text and log stay as they were."""
    enc, h = table()
    n = ids(enc)
    to(enc, h, n["B"])
    hit(h, enc, n["B"], n["D"], "w0", roll=95)
    to(enc, h, n["D"])
    before, log_len = text(enc), len(enc.log)
    with pytest.raises(RulesError, match=r"B cannot cover this attack: \[C6\]") as refused:
        coc_attack(enc, AttackRequest(n["D"], n["A"], "w0", roll=10, w_faces=(3,),
                                     defense=Defense("cover", 10, by=n["B"])))
    assert refused.value.code == "cover_refused"
    assert refused.value.args_["reason"] == "coc.cover.acted"
    assert refused.value.args_["name"] == "B"
    assert text(enc) == before and len(enc.log) == log_len


# -- C11 feint: it uses up a defence the target has, not one the rules forbid ----------------
def _feinter():
    """B feints with its fist (武道 striking 60, C11) at D, who has no 武道/MA."""
    enc, h = table()
    n = ids(enc)
    enc.combatants[n["B"]].sheet.skills.update({"budo_strike": 60, "fist": 60})
    return enc, h, n


def _feint(enc, n, defense):
    return coc_attack(enc, AttackRequest(n["B"], n["D"], "fist", technique="feint",
                                        w_faces=(2,), defense=defense))


def test_a_feint_does_not_use_up_a_second_parry():
    """C5: D parried A's fist this round; B's feint with D's parry is refused (nothing
    spent, nothing logged); with D's dodge it uses up that dodge (60) and the fist hits."""
    enc, h, n = _feinter()
    to(enc, h, n["A"])
    out = hit(h, enc, n["A"], n["D"], "fist", faces=(1,), defense=Defense("parry", 10, "w0"))
    assert out.parry.parried
    to(enc, h, n["B"])
    before, log_len = text(enc), len(enc.log)
    with pytest.raises(RulesError, match=r"D cannot parry this attack: \[C5\]") as refused:
        _feint(enc, n, Defense("parry", None, "w0"))
    assert refused.value.code == "parry_refused"
    assert text(enc) == before and len(enc.log) == log_len
    out = h.push(_feint(enc, n, Defense("dodge"))).result
    assert out.feint.defense_spent and out.damage[n["D"]] == 2
    assert enc.state["round"]["dodges"][n["D"]] == [60]


def test_a_feint_does_not_use_up_a_dodge_a_prone_target_cannot_make():
    """C3: a prone D cannot dodge: a feint with D's dodge is refused; without a defence the
    feint's second attack hits."""
    enc, h, n = _feinter()
    enc.combatants[n["D"]].conditions["prone"] = Condition("prone")
    to(enc, h, n["B"])
    before = text(enc)
    with pytest.raises(RulesError, match=r"D cannot dodge this attack: \[C3\]") as refused:
        _feint(enc, n, Defense("dodge"))
    assert refused.value.code == "dodge_refused" and text(enc) == before
    out = h.push(_feint(enc, n, Defense())).result
    assert out.damage[n["D"]] == 2 and n["D"] not in enc.state["round"]["dodges"]
