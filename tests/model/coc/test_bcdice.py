"""BCDice compatibility: every case of BCDice's own Cthulhu test data (tests/data/bcdice,
BSD-3-Clause) gives BCDice's text for its input and dice; sums, limits and faces."""

from __future__ import annotations

import pytest

from tests.bcdice_data import cases, check_case
from tracker.model.dice import Dice
from tracker.model.errors import RulesError
from tracker.rulesets.coc.rules.bcdice import roll
from tracker.rulesets.coc.rules.checks import CRITICAL, FUMBLE, SUCCESSES

CASES = [c for c in cases("Cthulhu") if c["game_system"] == "Cthulhu"]


def test_the_reference_holds_every_case():
    assert len(CASES) == 105  # the count reported to the issue


@pytest.mark.parametrize("case", CASES, ids=[f"{i}:{c['input']}" for i, c in enumerate(CASES)])
def test_bcdice_cthulhu_case(case):
    result = check_case(case, roll)
    if result is None:
        return
    # the outcome class agrees with BCDice's flags
    if case.get("success"):
        assert result.outcome in SUCCESSES or (result.outcomes and set(result.outcomes) & SUCCESSES)
    if case.get("failure") and result.outcome is not None:
        assert result.outcome not in SUCCESSES
    if case.get("critical"):
        assert CRITICAL in ((result.outcome,) + (result.outcomes or ()))
    if case.get("fumble"):
        assert FUMBLE in ((result.outcome,) + (result.outcomes or ()))


@pytest.mark.parametrize(("command", "faces", "text", "total"), [
    ("2D6+1", [3, 4], "(2D6+1) ＞ 7[3,4]+1 ＞ 8", 8),
    ("1D6", [2], "(1D6) ＞ 2", 2),
    ("1D20+1", [1], "(1D20+1) ＞ 1[1]+1 ＞ 2", 2),
    ("3d6", [3, 3, 6], "(3D6) ＞ 12[3,3,6] ＞ 12", 12),
    ("3D", [1, 2, 3], "(3D6) ＞ 6[1,2,3] ＞ 6", 6),
    ("1D6+1D4", [5, 2], "(1D6+1D4) ＞ 5[5]+2[2] ＞ 7", 7),
    ("2D6*2*3-1", [2, 3], "(2D6*2*3-1) ＞ 5[2,3]*2*3-1 ＞ 29", 29),
    ("1D6*1D6+2", [2, 3], "(1D6*1D6+2) ＞ 2[2]*3[3]+2 ＞ 8", 8),
    ("2D10/10", [1, 9], "(2D10/10) ＞ 10[1,9]/10 ＞ 1", 1),
    ("2D10/10R", [1, 4], "(2D10/10R) ＞ 5[1,4]/10R ＞ 1", 1),
    ("2D10/10U", [1, 1], "(2D10/10U) ＞ 2[1,1]/10U ＞ 1", 1),
    ("1D1+3/2", [1], "(1D1+3/2) ＞ 1[1]+3/2 ＞ 2", 2),
    ("10D10-10>=10", [1, 1, 3, 4, 4, 4, 4, 7, 7, 10],
     "(10D10-10>=10) ＞ 45[1,1,3,4,4,4,4,7,7,10]-10 ＞ 35 ＞ 成功", 35),
    ("3D6>=?", [3, 3, 3], "(3D6>=?) ＞ 9[3,3,3] ＞ 9", 9),
    ("1D6>=3 comment", [2], "(1D6>=3) ＞ 2 ＞ 失敗", 2),
    ("1d3+1d4", [1, 4], "(1D3+1D4) ＞ 1[1]+4[4] ＞ 5", 5),
    ("１Ｄ１００<=５０", [50], "(1D100<=50) ＞ 50 ＞ 成功", 50),
])
def test_sums_are_written_as_bcdice_writes_them(command, faces, text, total):
    result = roll(command, faces=faces)
    assert (result.text, result.total, list(result.rolls)) == (text, total, faces)


@pytest.mark.parametrize("command", ["S1D100", "s2d6", "SCCB<=50"])
def test_an_s_in_front_makes_any_roll_secret(command):
    assert roll(command, Dice(3)).secret
    assert not roll(command[1:], Dice(3)).secret


@pytest.mark.parametrize("command", ["CCB<=" + "1" * 1000, "choice " + "a " * 600])
def test_a_command_past_the_length_limit_is_refused_before_any_die_is_rolled(command):
    class NoDice(Dice):
        def die(self, sides=6):
            raise AssertionError("rolled")

        d100 = die

    with pytest.raises(RulesError) as err:
        roll(command, NoDice(0))
    assert err.value.code == "too_long" and "1000" in str(err.value)


@pytest.mark.parametrize(("command", "faces", "needle"), [
    ("CCB<=50", [101], "not a face of a d100"),
    ("2D6", [3], "more dice than"),
    ("CCB<=50", [3, 4], "2 faces given"),
    ("2D6", ["3", 4], "not a face"),
])
def test_faces_that_do_not_fit_are_refused(command, faces, needle):
    with pytest.raises(RulesError) as err:
        roll(command, faces=faces)
    assert needle in str(err.value)


@pytest.mark.parametrize("command", ["", "   ", "hello", "CCさくら", "RES18-11", "2D6>", "D66B",
                                     "((((((((((((((((((((((((((((((((1))))))))))))))))))))))))))))))))D6"])
def test_what_bcdice_would_not_answer_is_refused_by_name(command):
    with pytest.raises(RulesError) as err:
        roll(command, Dice(1))
    assert err.value.code == "not_a_command"


def test_rolled_dice_are_echoed_and_come_from_the_dice():
    a, b = roll("CCB<=60", Dice(7)), roll("CCB<=60", Dice(7))
    assert a == b and len(a.rolls) == 1 and 1 <= a.rolls[0] <= 100
    assert a.text == f"(1D100<=60) ＞ {a.rolls[0]} ＞ " + a.text.rsplit(" ＞ ", 1)[1]
    s = roll("4d6+2", Dice(5))
    assert s.total == sum(s.rolls) + 2 and len(s.rolls) == 4


def test_malfunction_and_outcomes():
    r = roll("CCB(98)<=80", faces=[99])
    assert (r.outcome, r.malfunction) == (FUMBLE, True)
    r = roll("CC(94)<=98", faces=[97])
    assert (r.outcome, r.malfunction) == ("failure", True)
    r = roll("CBR(25,1)", faces=[5])
    assert (r.outcome, r.outcomes) == ("special", ("special", "failure"))
    r = roll("CCB<=10", faces=[3])  # a critical outside the special range is not both
    assert r.text == "(1D100<=10) ＞ 3 ＞ 決定的成功" and r.outcome == CRITICAL
