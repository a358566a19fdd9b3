"""R16 for every roll the rules call for: a pending check's roll typed as text in a session is
read as the window reads it — "00" is 100 on percentile dice (CoC's CON×5), full-width digits
are digits, "0" and words are refused and change nothing. The check op refused any text."""

from __future__ import annotations

from tests.model.coc.test_clocks_waking_and_san_flows import ROSTER
from tests.session_script import run


def _shocked(roll):
    """Ueda (HP 11) takes 6 in one blow during a fight: a CON×5 shock roll is owed (C0)."""
    return run(ROSTER + [
        {"op": "start_combat"},
        {"op": "damage", "target": "Ueda", "amount": 6},
        {"op": "check", "who": "Ueda", "kind": "shock", "roll": roll},
    ], errors=True)


def test_00_on_a_d100_check_is_100_and_fails():
    answers = _shocked("00")
    assert answers[-2]["state"]["checks"] == [{"who": "Ueda", "kind": "shock", "target": 50}]
    assert answers[-1]["roll"] == 100
    assert answers[-1]["state"]["checks"] == []
    ueda = next(c for c in answers[-1]["state"]["combatants"] if c["name"] == "Ueda")
    assert "unconscious" in ueda["conditions"]  # 100 against 50: the shock knocks him out


def test_full_width_and_leading_zeros_read_as_digits():
    answers = _shocked("０５")
    assert answers[-1]["roll"] == 5
    ueda = next(c for c in answers[-1]["state"]["combatants"] if c["name"] == "Ueda")
    assert "unconscious" not in ueda["conditions"]


def test_0_and_words_are_refused_and_the_roll_stays_owed():
    for bad in ("0", "ten", "", "12345"):
        answers = _shocked(bad)
        assert "error" in answers[-1], bad
    answers = run(ROSTER + [
        {"op": "start_combat"},
        {"op": "damage", "target": "Ueda", "amount": 6},
        {"op": "check", "who": "Ueda", "kind": "shock", "roll": "0"},
        {"op": "state"},
    ], errors=True)
    assert answers[-1]["state"]["checks"] == [{"who": "Ueda", "kind": "shock", "target": 50}]


def test_a_3d_check_takes_typed_digits_but_not_00():
    base = [{"op": "new", "ruleset": "gurps"},
            {"op": "add", "name": "Brute", "sheet": {"max_hp": 20, "ht": 11}},
            {"op": "start_combat"},
            {"op": "hit", "target": "Brute", "location": "torso", "damage": 12, "type": "cr"}]
    answers = run([*base, {"op": "check", "who": "Brute", "kind": "knockdown",
                           "roll": "１０"}], errors=True)
    assert answers[-1]["roll"] == 10 and "error" not in answers[-1]
    answers = run([*base, {"op": "check", "who": "Brute", "kind": "knockdown",
                           "roll": "00"}], errors=True)
    assert "error" in answers[-1]  # 0 on 3d: no "00 = 100" outside percentile dice
