"""Play-test defects about what one turn-order position holds (C5, C9, C12, R10, R14), replayed
through ``python -m tracker session`` on the roster of ``test_clocks_waking_and_san_flows``.

Round 1's order: Aoki@start, Priest@start, Ishii, Aoki, CultB, CultA, Ueda, Priest, Aoki@half.
A position is one action (R7 "X's action", R14 "an action in any of its positions"): closing
in spends it (C12), first aid takes it (R14), and a handgun's round-start and DEX÷2 slots are
positions of their own (C12, R14). A refused request changes nothing."""

from __future__ import annotations

import json

import pytest

from tests.model.coc.test_clocks_waking_and_san_flows import (
    NEXT,
    REVOLVER,
    ROSTER,
    STATE,
    aid,
    attack,
    turn,
    who,
)
from tests.session_script import run


def _unchanged(before, refused, after):
    """``refused`` is an error answer and the state after it is the one before it."""
    assert "error" in refused and "ok" not in refused
    assert after["state"] == before["state"]


def _to_aoki_at_dex():
    return ROSTER + [{"op": "start_combat"}, NEXT, NEXT, NEXT]


# -- defect 1: closing in, then firing from the same position --------------------------------
def test_defect_closing_in_then_firing_in_the_same_position_is_refused():
    """C12: closing in spends the turn, so Aoki's shot at his DEX after closing in there is
    refused (the keeper saw it accepted); his DEX÷2 shot is another position (C12, R14)."""
    answers = run(_to_aoki_at_dex() + [
        {"op": "close_in", "name": "Aoki", "target": "CultA"},
        attack("Aoki", "CultA", ".38", 30, [6]),
        STATE,
        NEXT, NEXT, NEXT, NEXT, NEXT,                                # Aoki@half
        attack("Aoki", "CultA", ".38", 30, [6]),
    ], errors=True)
    closed, refused, after = answers[-9], answers[-8], answers[-7]
    assert turn(closed) == (1, "Aoki", None)
    _unchanged(closed, refused, after)
    assert "closed in" in refused["error"] and "C12" in refused["error"]
    assert turn(answers[-2]) == (1, "Aoki", "half")
    half = answers[-1]
    assert "error" not in half and half["outcome"]["value"] == 50   # point-blank next round
    assert who(half, "CultA")["hp"] == 5


def test_defect_no_closing_in_after_a_shot_in_the_same_position():
    """C12, R14: the other way round, a shot took the position's action: no closing in in
    it. A melee attack after closing in is refused too (the turn is spent, C12)."""
    answers = run(_to_aoki_at_dex() + [
        attack("Aoki", "CultA", ".38", 80),                          # a miss
        STATE,
        {"op": "close_in", "name": "Aoki", "target": "CultA"},
        STATE,
    ], errors=True)
    _unchanged(answers[-3], answers[-2], answers[-1])
    assert "R14" in answers[-2]["error"]
    gun = {**REVOLVER, "shots": 1}
    ueda = run(ROSTER + [
        {"op": "edit", "name": "Ueda", "sheet": {"weapons": [gun]}},
        {"op": "start_combat"},
        {"op": "close_in", "name": "Ueda", "target": "CultB"},      # odd, but a keeper may
        STATE,
        attack("Ueda", "CultB", "fist", 30, [2]),
        STATE,
    ], errors=True)
    _unchanged(ueda[-3], ueda[-2], ueda[-1])
    assert "closed in" in ueda[-2]["error"] and "C12" in ueda[-2]["error"]


# -- defect 2: first aid after an attack in the same position --------------------------------
def test_defect_first_aid_after_an_attack_in_the_same_position_is_refused():
    """R14: first aid is an action taken in a position; Ishii's punch took his, so his first
    aid right after it is refused (the keeper saw it accepted). In round 2 he may."""
    answers = run(ROSTER + [
        {"op": "start_combat"},
        {"op": "damage", "target": "Ueda", "amount": 3},
        NEXT, NEXT,                                                   # Ishii
        attack("Ishii", "CultB", "Fist", 90),                         # a miss
        aid("Ishii", "Ueda", 0, 10, [2]),
        STATE,
        NEXT, NEXT, NEXT, NEXT, NEXT, NEXT, NEXT,                     # round 2, Aoki@start
        NEXT, NEXT,                                                   # Ishii
        aid("Ishii", "Ueda", 0, 10, [2]),
    ], errors=True)
    punched, refused, after = answers[-13], answers[-12], answers[-11]
    _unchanged(punched, refused, after)
    assert "R14" in refused["error"] and "Ishii" in refused["error"]
    assert who(after, "Ueda")["wounds"] == [{"amount": 3, "treated": False,
                                             "source": "normal"}]
    assert turn(answers[-2]) == (2, "Ishii", None)
    assert "error" not in answers[-1] and who(answers[-1], "Ueda")["hp"] == 10


def test_defect_no_attack_after_first_aid_in_the_same_position():
    """R14 the other way round; a handgun's round-start shot is a position of its own, so
    Aoki may still give first aid at his DEX (C12)."""
    answers = run(ROSTER + [
        {"op": "start_combat"},
        {"op": "damage", "target": "Ueda", "amount": 3},
        {"op": "damage", "target": "Ishii", "amount": 2},
        attack("Aoki", "CultA", ".38", 80),                           # Aoki@start: a miss
        NEXT, NEXT, NEXT,                                             # Aoki at DEX
        aid("Aoki", "Ueda", 0, 10, [2]),
        STATE,
        attack("Aoki", "CultA", ".38", 30, [6]),
        aid("Aoki", "Ishii", 0, 10, [2]),
        STATE,
    ], errors=True)
    assert turn(answers[-5]) == (1, "Aoki", None)
    assert "error" not in answers[-5] and who(answers[-5], "Ueda")["hp"] == 10
    _unchanged(answers[-4], answers[-3], answers[-1])
    assert "R14" in answers[-3]["error"]
    assert "error" in answers[-2] and "R14" in answers[-2]["error"]


# -- defect 3: a parry the rules do not allow ------------------------------------------------
def _cultb_on_ishii():
    return ROSTER + [{"op": "start_combat"}, NEXT, NEXT, NEXT, NEXT, STATE]    # CultB


def test_defect_a_parry_the_rules_forbid_is_refused_and_changes_nothing():
    """R10, C11: martial arts parry unarmed attacks and small melee weapons only; Ishii's MA
    parry of CultB's club landed the damage with the reason only in the trace. It is refused
    now, and the keeper answers with a dodge instead."""
    answers = run(_cultb_on_ishii() + [
        attack("CultB", "Ishii", "Club", 20, [5], defense={"kind": "parry", "with": "ma",
                                                            "roll": 10}),
        STATE,
        attack("CultB", "Ishii", "Club", 20, [5], defense={"kind": "dodge", "roll": 10}),
    ], errors=True)
    before, refused, after = answers[-4], answers[-3], answers[-2]
    _unchanged(before, refused, after)
    assert "Ishii cannot parry" in refused["error"] and "R10" in refused["error"]
    assert who(after, "Ishii")["hp"] == 12
    dodged = answers[-1]["outcome"]
    assert dodged["defense"]["evaded"] is True and who(answers[-1], "Ishii")["hp"] == 12


def test_defect_a_second_parry_in_a_round_is_refused():
    """C5: one parry a round. Ishii's fist parries CultB's club; CultA's knife after it asks
    for a second parry: refused (the damage landed before), so the keeper takes it without a
    defence."""
    answers = run(_cultb_on_ishii() + [
        attack("CultB", "Ishii", "Club", 20, [5], defense={"kind": "parry", "with": "Fist",
                                                            "roll": 10}),
        NEXT,                                                         # CultA
        STATE,
        attack("CultA", "Ishii", "Knife", 20, [2], defense={"kind": "parry", "with": "Fist",
                                                             "roll": 10}),
        STATE,
        attack("CultA", "Ishii", "Knife", 20, [2]),
    ], errors=True)
    parried = answers[-6]["outcome"]
    assert parried["defense"]["parried"] is True
    assert who(answers[-6], "Ishii")["hp"] == 7                       # bare hands: 5 gets through
    _unchanged(answers[-4], answers[-3], answers[-2])
    assert "C5" in answers[-3]["error"]
    assert who(answers[-1], "Ishii")["hp"] == 3


def test_the_coc_parry_op_still_answers_allowed_false():
    """The stateless ``coc`` rules op reports a refused parry as ``allowed`` false, as it does
    for the dodge, the cover and first aid (contracts/coc.md)."""
    from tracker.model.dice import Dice
    from tracker.rulesets.coc.commands.requests import answer

    req = {"op": "parry", "skill": 60, "with": "ma", "roll": 10,
           "attack": {"outcome": "success", "class": "blunt", "damage": 4, "db": "0"}}
    got, ok = answer(json.dumps(req), Dice(1))
    assert ok and got["allowed"] is False and got["damage_to_defender"] == 4


# -- the round's record of spent positions: files, undo, removal -----------------------------
def test_spent_positions_are_saved_undone_validated_and_forgotten():
    """The round keeps which position's action was spent (``round.spent``, optional in files
    from before it): a save and reopen keeps the refusal, undo frees the position again, a
    bad entry is named by path, and a removed combatant's positions go with it."""
    from tests.model.coc.test_table import ids, table, text, to
    from tracker.model import files
    from tracker.model import operations as ops
    from tracker.model.errors import RulesError
    from tracker.rulesets.coc.rules.actions.attack import attack as coc_attack
    from tracker.rulesets.coc.rules.actions.attack_request import AttackRequest
    from tracker.rulesets.coc.rules.actions.guns import close_in

    enc, h = table()
    n = ids(enc)
    to(enc, h, n["C"])
    h.push(close_in(enc, n["C"], n["B"]))
    assert enc.state["round"]["spent"] == {n["C"]: "close_in"}
    back = files.loads_encounter(text(enc))
    with pytest.raises(RulesError) as refused:
        coc_attack(back, AttackRequest(n["C"], n["B"], "w0", roll=10))
    assert refused.value.code == "position_spent" and refused.value.args_["done"] == "close_in"
    h.undo()
    assert enc.state["round"]["spent"] == {}
    h.push(coc_attack(enc, AttackRequest(n["C"], n["B"], "w0", roll=10, w_faces=(1,))))
    assert enc.state["round"]["spent"] == {n["C"]: "shot"}
    doc = json.loads(text(enc))
    doc["encounter"]["state"]["round"]["spent"] = {n["A"]: "dance"}
    assert "encounter.state.round.spent." + n["A"] in {
        p.path for p in files.validate_document(doc)}
    del doc["encounter"]["state"]["round"]["spent"]
    assert files.validate_document(doc) == []                  # files from before it
    h.push(ops.remove_combatant(enc, n["C"]))
    assert enc.state["round"]["spent"] == {}
