"""``python -m tracker roll`` over JSON lines: commands, given faces, pastes and refusals."""

from __future__ import annotations

import io
import json

from tracker.rulesets.coc.commands.roll import main


def run(*requests: object, args: list[str] | None = None) -> tuple[int, list[dict]]:
    out, err = io.StringIO(), io.StringIO()
    lines = [r if isinstance(r, str) else json.dumps(r, ensure_ascii=False) for r in requests]
    status = main(args or [], out=out, err=err, inp=[x + "\n" for x in lines])
    return status, [json.loads(x) for x in out.getvalue().splitlines()]


def test_commands_with_faces_answer_bcdice_text():
    status, answers = run({"command": "CCB<=50", "dice": [23]},
                          {"command": "RES(12-10)", "dice": [13]},
                          {"command": "CC(94)<=98 故障", "dice": [100]},
                          {"command": "SCBR(25,75)", "dice": [30]},
                          {"command": "2D6+1", "dice": [3, 4]})
    assert status == 0
    assert answers[0] == {"text": "(1D100<=50) ＞ 23 ＞ 成功", "outcome": "success",
                          "rolls": [23], "secret": False}
    assert answers[1]["text"] == "(1d100<=60) ＞ 13 ＞ 成功"
    assert answers[2]["text"] == "(1D100<=98) 故障ナンバー[94] ＞ 100 ＞ 致命的失敗/故障"
    assert answers[2]["malfunction"] is True and answers[2]["outcome"] == "fumble"
    assert answers[3]["secret"] is True and answers[3]["outcomes"] == ["failure", "success"]
    assert (answers[4]["total"], answers[4]["outcome"]) == (8, None)


def test_rolled_dice_follow_the_seed_and_are_echoed():
    a = run({"command": "4D6"}, args=["--seed", "9"])[1][0]
    b = run({"command": "4D6"}, args=["--seed", "9"])[1][0]
    assert a == b and len(a["rolls"]) == 4 and a["total"] == sum(a["rolls"])


def test_a_paste_gives_what_was_rolled():
    status, (ans,) = run({"paste": "佐藤 : CCB<=60 【こぶし】 (1D100<=60) ＞ 97 ＞ 致命的失敗"})
    assert status == 0
    assert ans == {"command": "CCB<=60", "label": "こぶし", "target": 60, "rolls": [97],
                   "outcome": "fumble", "speaker": "佐藤"}


def test_bad_requests_are_answered_and_the_loop_goes_on():
    status, answers = run({"command": "100000000D6"}, {"command": "hello"},
                          {"command": "CCB<=50", "dice": [23, 5]}, {"comand": "CC"},
                          "not json", {"paste": 3}, {"command": "CC", "dice": [7]})
    assert status == 1
    assert answers[0]["code"] == "too_many_dice"
    assert answers[1]["code"] == "not_a_command"
    assert "2 faces given" in answers[2]["error"]
    assert "comand" in answers[3]["error"]
    assert "JSON" in answers[4]["error"]
    assert "paste" in answers[5]["error"]
    assert answers[6]["text"] == "(1D100) ＞ 7"


def test_the_common_commands_answer_as_bcdice_does():
    status, answers = run({"command": "x2 CCB<=50", "dice": [23, 98]},
                          {"command": "3B6>=4", "dice": [5, 2, 4]},
                          {"command": "choice[A,B,C]", "dice": [2]},
                          {"command": "C(10/3R)"},
                          {"command": "500D6"})
    assert status == 0
    # 23 <= 50: 成功; 98 on CCB: 致命的失敗 — each result with its own outcome
    assert answers[0]["text"] == ("#1\n(1D100<=50) ＞ 23 ＞ 成功\n\n"
                                  "#2\n(1D100<=50) ＞ 98 ＞ 致命的失敗")
    assert [r["outcome"] for r in answers[0]["results"]] == ["success", "fumble"]
    assert answers[0]["rolls"] == [23, 98] and answers[0]["outcome"] is None
    # 5 and 4 meet >=4: two successes
    assert answers[1]["text"] == "(3B6>=4) ＞ 5,2,4 ＞ 成功数2"
    assert answers[2]["text"] == "(choice[A,B,C]) ＞ B"
    assert answers[3]["text"] == "c(10/3R) ＞ 3"  # 3.33 to the nearest
    assert answers[4] == {"text": "(500D6) ＞ 0", "outcome": None, "rolls": [],
                          "secret": False, "total": 0}
