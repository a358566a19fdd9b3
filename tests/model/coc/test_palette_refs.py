"""The roll line's palette references and pasted results (contracts/ccfolia.md, roll.md):
{X} is the value labelled X on the investigator's sheet; a result rolled elsewhere is logged
as it reads, nothing rolled again."""

from __future__ import annotations

import pytest

from tracker.model import operations as ops
from tracker.model.errors import RulesError
from tracker.model.rolls.operation import paste_line
from tracker.rulesets.coc.rules.bcdice import outcome_of
from tracker.rulesets.coc.rules.palette import fill_refs
from tracker.rulesets.coc.rules.sheet import new_sheet


def sheet():
    """STR 13, SIZ 13 (DB +1d4: 26), DEX 14 (回避 28 = DEX×2), POW 12 (SAN 60), 目星 75."""
    s = new_sheet(str=13, con=12, siz=13, dex=14, pow=12)
    s.skills["spot_hidden"] = 75
    return s


@pytest.mark.parametrize(("line", "want"), [
    ("CCB<={SAN} SANチェック", "CCB<=60 SANチェック"),
    ("CCB<={STR}*5 【STR × 5】", "CCB<=13*5 【STR × 5】"),
    ("CCB<={回避}", "CCB<=28"), ("CCB<={目星} 【目星】", "CCB<=75 【目星】"),
    ("CCB<={ｓｐｏｔ ｈｉｄｄｅｎ}", "CCB<=75"), ("1d3+{DB}", "1d3++1d4"),
    ("CCB<={こぶし}", "CCB<=50"), ("RES({POW}-10)", "RES(12-10)"),
])
def test_references_are_filled_from_the_sheet(line, want):
    assert fill_refs(line, sheet(), "佐藤") == want


def test_a_reference_that_names_nothing_is_refused_with_its_name():
    with pytest.raises(RulesError) as err:
        fill_refs("CCB<={水泳2}", sheet(), "佐藤")
    assert err.value.code == "unknown_ref" and "水泳2" in err.value.message


def test_a_pasted_result_is_logged_as_it_reads_and_nothing_is_rolled():
    enc = ops.new_encounter("coc")
    before = enc.dice.getstate()
    paste_line(enc, "[main] 佐藤 : CCB<=60 【こぶし】 (1D100<=60) ＞ 97 ＞ 致命的失敗", outcome_of)
    entry = enc.log[-1]
    assert entry.key == "bcdice" and entry.args == {
        "line": "CCB<=60 【こぶし】", "text": "(1D100<=60) ＞ 97 ＞ 致命的失敗",
        "outcome": "fumble"}
    assert enc.dice.getstate() == before
    with pytest.raises(RulesError):
        paste_line(enc, "no result here", outcome_of)


def test_the_roll_line_in_a_session():
    """The session's roll_line: {SAN} from 佐藤's sheet (POW 12 → SAN 60); a pasted result
    line is logged as it reads (97 against 60: 致命的失敗, a fumble), nothing rolled; a
    reference without ``who`` or naming nothing is refused."""
    from tests.session_script import run

    answers = run([
        {"op": "new", "ruleset": "coc"},
        {"op": "add", "name": "佐藤", "side": "pc", "sheet": {"pow": 12, "dex": 14}},
        {"op": "roll_line", "line": "CCB<={SAN} 【SANチェック】", "who": "佐藤"},
        {"op": "roll_line", "line": "佐藤 : CCB<=60 【こぶし】 (1D100<=60) ＞ 97 ＞ 致命的失敗"},
        {"op": "roll_line", "line": "CCB<={SAN}"},
        {"op": "roll_line", "line": "CCB<={水泳2}", "who": "佐藤"},
    ], seed=3, errors=True)
    assert answers[2]["line"] == "CCB<=60 【SANチェック】"
    assert answers[2]["text"].startswith("(1D100<=60) ＞ ")
    assert answers[3] == {"ok": True, "state": answers[3]["state"], "pasted": True,
                          "rolls": [97]}
    assert "'who'" in answers[4]["error"] and "水泳2" in answers[5]["error"]
