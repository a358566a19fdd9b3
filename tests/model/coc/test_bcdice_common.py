"""BCDice's common commands: every case of BCDice's own test data for them (tests/data/bcdice,
BSD-3-Clause) gives BCDice's text, secrecy and outcome for its input and dice, on the Cthulhu
system's settings; and the limits, repetitions and refusals around them."""

from __future__ import annotations

import time

import pytest

from tests.bcdice_data import cases, check_case
from tracker.model.dice import Dice
from tracker.model.errors import RulesError
from tracker.rulesets.coc.rules.bcdice import SAME_SETTINGS, roll
from tracker.rulesets.coc.rules.checks import CRITICAL, FAILURE, FUMBLE, SUCCESSES

FILES = ("None", "dummyBot", "AddDice", "calc", "choice", "Repeat", "D66Dice", "UpperDice")
ALL = [(name, i, case) for name in FILES for i, case in enumerate(cases(name))]
#: a case holds for the Cthulhu system when its game system has the Cthulhu system's settings
CASES = [c for c in ALL if c[2]["game_system"] in SAME_SETTINGS]


def test_every_case_of_the_eight_files_is_for_the_cthulhu_settings():
    # 151 + 19 + 14 + 43 + 35 + 12 + 9 + 19 = 302 cases, the count reported to the issue
    assert len(ALL) == 302 and len(CASES) == 302


@pytest.mark.parametrize("case", [c for _, _, c in CASES],
                         ids=[f"{name}:{i + 1}:{c['input']}"[:80] for name, i, c in CASES])
def test_bcdice_common_case(case):
    result = check_case(case, roll)
    if result is None:
        return
    # the outcome class says what BCDice's flags say
    assert (result.outcome in SUCCESSES) == case.get("success", False)
    assert (result.outcome in (FAILURE, FUMBLE)) == case.get("failure", False)
    assert (result.outcome == CRITICAL) == case.get("critical", False)
    assert (result.outcome == FUMBLE) == case.get("fumble", False)


# -- the dice limit: BCDice rolls no more than 200 dice at once, and 10000 in a command ------
class NoDice(Dice):
    def die(self, sides=6):
        raise AssertionError("rolled")

    d100 = die


@pytest.mark.parametrize(("command", "text"), [
    ("500D6", "(500D6) ＞ 0"),
    ("(1000*10)D6", "(10000D6) ＞ 0"),
    ("600D6+600D6", "(600D6+600D6) ＞ 0[]+0[] ＞ 0"),  # two rolls of none: 0 + 0
    ("1D100000", "(1D100000) ＞ 0"),  # a die past 10000 sides shows 0, unrolled
    ("2D0", "(2D0) ＞ 0[0,0] ＞ 0"),
    ("300B6>=4", "(300B6>=4) ＞  ＞ 成功数0"),
    ("201D6KH3", "(201D6KH3) ＞ 0[] ＞ 0"),
])
def test_past_bcdice_s_limit_no_die_is_rolled_as_bcdice_writes_it(command, text):
    result = roll(command, NoDice(0))
    assert (result.text, result.rolls) == (text, ())


@pytest.mark.parametrize("command", ["100000000D6", "20000D66", "x100 200D6", "10001U6[6]"])
def test_more_than_10000_dice_in_one_command_is_refused_by_name(command):
    start = time.monotonic()
    with pytest.raises(RulesError) as err:
        roll(command, Dice(5))
    assert err.value.code == "too_many_dice" and "10000" in str(err.value)
    assert time.monotonic() - start < 5


def test_a_reroll_that_never_stops_is_cut_at_bcdice_s_limit():
    # 1R2[>=2] rerolls every 2: BCDice stops after 10000 rolls of the pool, 2 + 2 + … + 2;
    # no target, so no success is counted
    result = roll("1R2[2]", faces=[2] * 10000)
    assert len(result.rolls) == 10000 and result.text.count(" + ") == 9999
    assert result.text.startswith("(1R2[>=2]) ＞ 2 + 2") and result.text.endswith(" ＞ 成功数0")


# -- repetition ------------------------------------------------------------------------------
def test_a_repeated_check_gives_each_roll_and_its_outcome():
    result = roll("x2 CCB<=50 【目星】", faces=[23, 98])
    # 23 <= 50: 成功; 98 >= 96 on CCB: 致命的失敗
    assert result.text == ("#1\n(1D100<=50) ＞ 23 ＞ 成功\n\n"
                           "#2\n(1D100<=50) ＞ 98 ＞ 致命的失敗")
    assert result.rolls == (23, 98) and result.outcome is None
    assert [(r.rolls, r.outcome) for r in result.results] == [((23,), "success"),
                                                              ((98,), "fumble")]
    answer = result.to_dict()
    assert [r["outcome"] for r in answer["results"]] == ["success", "fumble"]


@pytest.mark.parametrize(("command", "faces", "text"), [
    ("rep2 RES(12-10)", [13, 70], "#1\n(1d100<=60) ＞ 13 ＞ 成功\n\n#2\n(1d100<=60) ＞ 70 ＞ 失敗"),
    ("repeat2 2D6+1", [3, 4, 6, 6], "#1\n(2D6+1) ＞ 7[3,4]+1 ＞ 8\n\n#2\n(2D6+1) ＞ 12[6,6]+1 ＞ 13"),
    ("x2 choice[A,B]", [2, 1], "#1\n(choice[A,B]) ＞ B\n\n#2\n(choice[A,B]) ＞ A"),
])
def test_any_command_repeats(command, faces, text):
    assert roll(command, faces=faces).text == text


@pytest.mark.parametrize("command", ["x100 rep100 10D100", "X100 REP100 1D6", "Rep2 X2 CC"])
def test_a_repetition_of_a_repetition_is_refused_in_bcdice_s_words(command):
    # BCDice's rule; its own check misses capitals, which would roll 100 × 100 times
    result = roll(command, NoDice(0))
    assert (result.text, result.rolls) == ("Repeatコマンドの重複はできません", ())


# -- secret S on every command ---------------------------------------------------------------
@pytest.mark.parametrize("command", ["2D6", "3B6>=4", "2R6[5]", "4U6[6]", "C(1+2)", "choice[A,B]",
                                     "D66", "x2 1D6", "CCB<=50", "RES(10-10)", "CBR(50,60)",
                                     "4D6KH3", "3D6MAX"])
def test_an_s_in_front_of_any_command_makes_it_secret(command):
    assert roll("S" + command, Dice(3)).secret
    assert roll("s" + command, Dice(3)).secret
    assert not roll(command, Dice(3)).secret


# -- what BCDice does not read ---------------------------------------------------------------
@pytest.mark.parametrize("command", ["4d6k3", "4d6d1", "4D6KH3KL1", "3B", "2R6[3]@3",
                                     "choice", "choice[]", "choice[A]", "C()", "D66X", "x0", "rep 1D6"])
def test_what_bcdice_does_not_read_is_refused_by_name(command):
    with pytest.raises(RulesError) as err:
        roll(command, Dice(1))
    assert err.value.code == "not_a_command"
    assert repr(command.split()[0])[1:-1] in str(err.value)


@pytest.mark.parametrize(("command", "faces", "text"), [
    # keep: 4 dice sorted 1,3,5,6; the 3 highest 3+5+6 = 14
    ("4d6kh3", [5, 1, 6, 3], "(4D6KH3) ＞ 14[1,3,5,6] ＞ 14"),
    # keep the lowest: 1
    ("4d6kl1", [5, 1, 6, 3], "(4D6KL1) ＞ 1[1,3,5,6] ＞ 1"),
    # drop the highest: 1+3+5 = 9; drop the 2 lowest: 5+6 = 11
    ("4d6dh", [5, 1, 6, 3], "(4D6DH1) ＞ 9[1,3,5,6] ＞ 9"),
    ("4d6dl2+1", [5, 1, 6, 3], "(4D6DL2+1) ＞ 11[1,3,5,6]+1 ＞ 12"),
    # 1D66 in a sum: tens 3, units 5, as rolled
    ("1D66", [3, 5], "(1D66) ＞ 35"),
    # C(…) echoes a rounding up as C; 7/2 up is 4; a division by zero in any rounding
    ("C(7/2U)", [], "c(7/2C) ＞ 4"),
    ("C(1/0U)", [], "c(1/0C) ＞ ゼロ除算が発生したため計算できませんでした"),
    # a choice keeps what was typed: a full-width comma does not part items
    ("choice[りんご，みかん,なし]", [1], "(choice[りんご，みかん,なし]) ＞ りんご，みかん"),
    ("choice りんご みかん", [2], "(choice りんご みかん) ＞ みかん"),
    # the D66 of the Cthulhu system leaves the dice as rolled: 6 then 1 is 61
    ("D66", [6, 1], "(D66) ＞ 61"),
])
def test_common_commands_beyond_bcdice_s_own_cases(command, faces, text):
    assert roll(command, faces=faces).text == text


def test_any_command_like_text_is_answered_or_refused_quickly():
    """Random text from the common commands' marks: an answer or a RulesError, never a crash
    or a hang (the slowest single command is bounded by BCDice's limits)."""
    import random

    rnd = random.Random(30)
    alphabet = list("0123456789DdSsCBRUKHLMAXINFchoie()[]<>=!+-*/?,@# ") + [
        "choice", "x2 ", "rep3 ", "repeat2 ", "D66", "MAX", "MIN", "KH", "DL", "CCB<=", "RES("]
    start = time.monotonic()
    for i in range(5000):
        text = "".join(rnd.choice(alphabet) for _ in range(rnd.randint(0, 18)))
        try:
            result = roll(text, Dice(i))
        except RulesError:
            continue
        assert isinstance(result.text, str) and result.text
    assert time.monotonic() - start < 60
