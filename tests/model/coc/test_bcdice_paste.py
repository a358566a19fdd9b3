"""Reading results pasted from CCFolia's chat or log: the numbers rolled and what they mean."""

from __future__ import annotations

import pytest

from tracker.model.dice import Dice
from tracker.model.errors import RulesError
from tracker.model.rolls import read_paste
from tracker.rulesets.coc.rules.bcdice import paste_answer, roll


@pytest.mark.parametrize(("text", "want"), [
    ("佐藤 : CCB<=60 【こぶし】 (1D100<=60) ＞ 97 ＞ 致命的失敗",
     {"command": "CCB<=60", "label": "こぶし", "target": 60, "rolls": [97], "outcome": "fumble",
      "speaker": "佐藤"}),
    ("(1D100<=50) ＞ 23 ＞ 成功", {"target": 50, "rolls": [23], "outcome": "success"}),
    ("[main] 佐藤：CC(94)<=98 【拳銃】 (1D100<=98) 故障ナンバー[94] ＞ 99 ＞ 故障",
     {"command": "CC(94)<=98", "label": "拳銃", "target": 98, "rolls": [99],
      "outcome": "failure", "malfunction": True, "speaker": "佐藤"}),
    ("CCB<=60 【こぶし】\n(1D100<=60) ＞ 5 ＞ 決定的成功/スペシャル",
     {"command": "CCB<=60", "label": "こぶし", "target": 60, "rolls": [5], "outcome": "critical"}),
    ("鈴木 : 2D6+1 (2D6+1) ＞ 7[3,4]+1 ＞ 8",
     {"command": "2D6+1", "rolls": [3, 4], "outcome": None, "total": 8, "speaker": "鈴木"}),
    ("(1d100<=70,30) ＞ 31[成功,失敗] ＞ 部分的成功",
     {"target": 70, "rolls": [31], "outcome": "success", "outcomes": ["success", "failure"]}),
    ("(3D6) ＞ 10[3,3,4] ＞ 10", {"rolls": [3, 3, 4], "outcome": None, "total": 10}),
    ("(1D6) ＞ 3", {"rolls": [3], "outcome": None, "total": 3}),
    ("(1d100<=-45) ＞ 自動失敗", {"target": -45, "rolls": [], "outcome": "failure"}),
    ("CCB<=(12*5)-20 (1D100<=40) ＞ 37 ＞ 成功",
     {"command": "CCB<=(12*5)-20", "target": 40, "rolls": [37], "outcome": "success"}),
    ("(2D6>=7) ＞ 7[3,4] ＞ 7 ＞ 成功",
     {"target": 7, "rolls": [3, 4], "outcome": "success", "total": 7}),
    # dice each on its own, and rerolled ones after " + "
    ("(3B6>=4) ＞ 5,2,4 ＞ 成功数2", {"target": 4, "rolls": [5, 2, 4], "outcome": None}),
    ("(2R6[3]>=3) ＞ 3,1 + 2 ＞ 成功数1", {"target": 3, "rolls": [3, 1, 2], "outcome": None}),
])
def test_a_pasted_result_gives_its_numbers(text, want):
    assert paste_answer(text) == want


@pytest.mark.parametrize("command", ["CCB<=60", "CC(94)<=98", "RESB(13-10)", "CBRB(70,30)",
                                     "2D6+1", "1D100", "3d6", "CC", "1D100<=50", "3B6>=4",
                                     "4B10", "2R6>=5", "3R10[9]>=7"])
@pytest.mark.parametrize("seed", range(12))
def test_our_own_text_pasted_back_gives_the_same_rolls(command, seed):
    from tracker.model.dice import Dice

    r = roll(command, Dice(seed))
    back = read_paste(f"GM : {command} {r.text}")
    assert back.rolls == r.rolls and back.command == command
    if r.total is not None and len(r.rolls) > 1:
        assert back.total == r.total


@pytest.mark.parametrize("text", ["", "   ", "hello", "CCB<=60 【こぶし】", "(1D100<=60) 23 成功",
                                  "x" * 5000, "(1D100<=60) ＞ ＞"])
def test_text_without_a_result_is_refused(text):
    with pytest.raises(RulesError) as err:
        read_paste(text)
    assert err.value.code == "no_result"


def test_any_text_is_answered_or_refused_never_crashes():
    """Random command-like and paste-like text: an answer or a RulesError, quickly."""
    import random
    import time

    from tracker.rulesets.coc.rules.ccfolia import read_piece

    rnd = random.Random(20)
    alphabet = "0123456789DdSCBRES()<>=!+-*/?,.URF 【】＞[]:：{}\"" + "あ漢"
    start = time.monotonic()
    for _ in range(4000):
        text = "".join(rnd.choice(alphabet) for _ in range(rnd.randint(0, 40)))
        for fn in (lambda t: roll(t, Dice(1)), read_paste, paste_answer, read_piece):
            try:
                fn(text)
            except RulesError:
                pass
    assert time.monotonic() - start < 60


@pytest.mark.parametrize("text", ["(1D6)" + "a[b]" * 25 + "( ＞ 3", "(1D6)" + "[]" * 40 + "x( ＞ 3",
                                  "(" * 1900 + " ＞ 3", "(a)" * 600 + " ＞ 3",
                                  "(1D6) " + "故障ナンバー[1] " * 100 + "( ＞ 1"])
def test_pathological_pastes_are_answered_at_once(text):
    import time

    start = time.monotonic()
    try:
        read_paste(text)
    except RulesError:
        pass
    assert time.monotonic() - start < 1


# -- repeated results and CCFolia's HTML log ----------------------------------------------------
REPEATED = {"command": "x2 CCB<=50", "rolls": [23, 98], "outcome": None,
            "results": [{"target": 50, "rolls": [23], "outcome": "success"},
                        {"target": 50, "rolls": [98], "outcome": "fumble"}],
            "speaker": "佐藤"}


@pytest.mark.parametrize("text", [
    "佐藤 : x2 CCB<=50\n#1\n(1D100<=50) ＞ 23 ＞ 成功\n\n#2\n(1D100<=50) ＞ 98 ＞ 致命的失敗",
    # as CCFolia's log saves it: the lines in one paragraph, with <br> or as written
    '<p style="color:#212121;"><span> [main]</span><span>佐藤</span> : <span>x2 CCB&lt;=50<br>'
    '#1<br>(1D100&lt;=50) ＞ 23 ＞ 成功<br><br>#2<br>(1D100&lt;=50) ＞ 98 ＞ 致命的失敗</span></p>',
    '<p style="color:#212121;">\n  <span> [main]</span>\n  <span>佐藤</span> :\n  <span>\n'
    '    x2 CCB&lt;=50\n#1\n(1D100&lt;=50) ＞ 23 ＞ 成功\n\n#2\n(1D100&lt;=50) ＞ 98 ＞ 致命的失敗\n'
    '  </span>\n</p>',
])
def test_a_repeated_result_gives_each_roll(text):
    # 23 <= 50 succeeds; 98 is in CCB's fumble range 96-100
    assert paste_answer(text) == REPEATED


def test_our_own_repeated_text_pasted_back_gives_each_roll():
    r = roll("x3 CBR(50,60)", faces=[55, 5, 70])
    back = paste_answer(f"GM : x3 CBR(50,60) 【組み合わせ】\n{r.text}")
    assert back["rolls"] == [55, 5, 70] and back["label"] == "組み合わせ"
    # 55: fails 50, meets 60; 5 <= 50//5 = 10 and 60//5 = 12: special twice; 70 fails both
    assert [x["outcomes"] for x in back["results"]] == [["failure", "success"],
                                                        ["special", "special"],
                                                        ["failure", "failure"]]


@pytest.mark.parametrize("html_text", [
    '<p style="color:#888888;"><span> [main]</span><span>佐藤</span> : <span>CCB&lt;=60 【こぶし】 '
    '(1D100&lt;=60) ＞ 97 ＞ 致命的失敗</span></p>',
    '<p style="color:#888888;">\n  <span> [main]</span>\n  <span>佐藤</span> :\n  <span>\n'
    '    CCB&lt;=60 【こぶし】\n(1D100&lt;=60) ＞ 97 ＞ 致命的失敗\n  </span>\n</p>',
    # the paragraph before is another message, not this result's speaker or command
    '<p><span>[main]</span><span>鈴木</span> : <span>いくぞ</span></p>\n'
    '<p><span>[main]</span><span>佐藤</span> : <span>CCB&lt;=60 【こぶし】 (1D100&lt;=60) ＞ 97 ＞ '
    '致命的失敗</span></p>',
])
def test_a_line_of_ccfolia_s_html_log_reads_as_the_plain_line(html_text):
    plain = "[main] 佐藤 : CCB<=60 【こぶし】 (1D100<=60) ＞ 97 ＞ 致命的失敗"
    assert paste_answer(html_text) == paste_answer(plain) == {
        "command": "CCB<=60", "label": "こぶし", "target": 60, "rolls": [97],
        "outcome": "fumble", "speaker": "佐藤"}


def test_a_field_takes_the_first_roll_of_a_repetition():
    from tracker.model.rolls.paste import TAKE_D100, TAKE_TOTAL, pasted_value

    text = "GM : x2 2D6+1\n#1\n(2D6+1) ＞ 7[3,4]+1 ＞ 8\n\n#2\n(2D6+1) ＞ 12[6,6]+1 ＞ 13"
    assert pasted_value(text, TAKE_TOTAL)[0] == "8"  # 3 + 4 + 1
    assert pasted_value(text, TAKE_D100)[0] == "3"
