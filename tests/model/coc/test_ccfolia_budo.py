"""武道 from real CCFolia pieces (C11): every spelling exporters and keepers use lands on
武道（組技系） or 武道（立技系）, a guess is warned about, and SAN rolls and characteristic rolls
of the palette never become skills (tests/data/ccfolia/, see its README)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.model.coc.test_ccfolia_pieces import piece
from tracker.rulesets.coc.rules.ccfolia import read_piece

DATA = Path(__file__).resolve().parents[2] / "data" / "ccfolia"


@pytest.mark.parametrize("label", [
    "武道（組技系）", "武道(組技系)", "武道（組み技系）", "武道(組み技系)", "武道：組技系", "武道:組技系",
    "武道・組技系", "武道 組技系", "武道／組技系", "武道（組み技）", "武道【組技系】", "武道〔組技系〕",
    "武道（投げ技系）", "ＢＵＤＯ（ｇｒａｐｐｌｉｎｇ）"])
def test_every_spelling_of_the_grappling_style(label):
    p = read_piece(piece(f"CCB<=65 【{label}】"))
    assert p.sheet.skills["budo_grapple"] == 65
    assert p.sheet.skills["budo_strike"] == 1 and p.notes == []   # the other at its base 1
    assert p.sheet.skill_names == {}


@pytest.mark.parametrize("label", [
    "武道（立技系）", "武道(立技系)", "武道（立ち技系）", "武道：立技系", "武道:立ち技系", "武道・立技系",
    "武道（打撃系）", "武道［立技系］"])
def test_every_spelling_of_the_striking_style(label):
    p = read_piece(piece(f"CCB<=55 【{label}】"))
    assert p.sheet.skills["budo_strike"] == 55
    assert p.sheet.skills["budo_grapple"] == 1 and p.notes == []
    assert p.sheet.skill_names == {}


@pytest.mark.parametrize(("label", "skill", "name"), [
    ("武道（柔道）", "budo_grapple", "武道（組技系）"), ("武道(合気道)", "budo_grapple", "武道（組技系）"),
    ("武道：柔術", "budo_grapple", "武道（組技系）"), ("武道（相撲）", "budo_grapple", "武道（組技系）"),
    ("柔道", "budo_grapple", "武道（組技系）"), ("武道（空手）", "budo_strike", "武道（立技系）"),
    ("武道(ボクシング)", "budo_strike", "武道（立技系）"), ("空手", "budo_strike", "武道（立技系）"),
    ("武道", "budo_strike", "武道（立技系）")])
def test_a_named_art_or_a_bare_budo_is_a_guess_with_a_warning(label, skill, name):
    p = read_piece(piece(f"CCB<=60 【{label}】"))
    assert p.sheet.skills[skill] == 60 and p.sheet.skill_names == {}
    assert p.notes == [("budo_guess", {"value": label, "skill": name})]
    assert label in p.warnings[0] and name in p.warnings[0]


@pytest.mark.parametrize("label", [
    "SAN値チェック", "ＳＡＮ値チェック", "SANc", "SANチェック", "正気度ロール", "正気度チェック", "SAN判定",
    "アイデア", "アイデアロール", "幸運", "幸運ロール", "知識", "知識ロール"])
def test_palette_lines_that_are_no_skill_never_become_skills(label):
    """Written with a number or with {SAN}/{INT}*5: neither is a skill of the sheet."""
    p = read_piece(piece(f"CCB<=50 【{label}】\nCCB<={{POW}}*5 【{label}】\nCCB<=70 【目星】"))
    plain = read_piece(piece("CCB<=70 【目星】"))
    assert p.sheet.skills == plain.sheet.skills and p.sheet.skills["spot_hidden"] == 70
    assert p.sheet.skill_names == {} and p.notes == []


def test_the_judokas_piece_from_the_character_keeper():
    """キャラクター保管所: 武道（柔道） is read as 武道（組技系） 60 with a warning, not as the striking
    style (the defect left 武道（組技系） at its base 1); SAN値チェック, アイデア, 幸運, 知識 and the
    ×5 lines are no skills; 法律 is a 6th-edition skill."""
    p = read_piece((DATA / "charasheet_6th_judoka_budo.json").read_text(encoding="utf-8"))
    assert p.sheet.skills["budo_grapple"] == 60 and p.sheet.skills["grapple"] == 75
    assert p.sheet.skills["budo_strike"] == 1 and p.sheet.skills["law"] == 30
    assert p.sheet.skill_names == {}
    assert ("budo_guess", {"value": "武道（柔道）", "skill": "武道（組技系）"}) in p.notes
    assert not [n for n in p.notes if n[0] == "own_skill"]


def test_the_karatekas_piece_from_iachara():
    """いあきゃら: the seed's 「武道：立技系」 (a colon, no brackets) at 65 and 「武道(組み技系)」 at 30
    both land on their skills without a guess; SANc and the …ロール lines are no skills."""
    p = read_piece((DATA / "iachara_6th_karateka_budo.json").read_text(encoding="utf-8"))
    assert (p.sheet.skills["budo_strike"], p.sheet.skills["budo_grapple"]) == (65, 30)
    assert p.sheet.skill_names == {}
    assert p.notes == []


def test_an_exported_piece_keeps_the_url_the_palette_lines_and_the_edition():
    """An investigator exported again keeps what came in: the sheet URL (externalUrl), the
    palette lines that are no skill (SAN値チェック, アイデア, 幸運, 知識, ×5 rolls) with no second
    SAN line of the tracker's, and a 7th-edition piece's own params, so it reads back the same
    (STR 45 → 9 again, HP recomputed with the damage taken kept: 7 of 10 → 8 of 11 → 8 of 11)."""
    import json

    from tracker.rulesets.coc.rules.ccfolia import make_piece

    p = read_piece((DATA / "charasheet_6th_judoka_budo.json").read_text(encoding="utf-8"))
    out = make_piece(p.name, p.sheet)["data"]
    assert out["externalUrl"] == ("https://charasheet.vampire-blood.net/"
                                  "m5a4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d")
    lines = out["commands"].splitlines()
    for kept in ("1d100<={SAN} 【SAN値チェック】", "CCB<={INT}*5 【アイデア】", "CCB<={POW}*5 【幸運】",
                 "CCB<={EDU}*5 【知識】", "CCB<={STR}*5 【STR × 5】"):
        assert kept in lines
    assert "CCB<={SAN} 【正気度ロール】" not in lines
    again = read_piece(json.dumps({"kind": "character", "data": out}, ensure_ascii=False))
    assert again.sheet.to_dict() == p.sheet.to_dict()

    data = json.loads((DATA / "iachara_7th_student.json").read_text(encoding="utf-8"))
    data["data"]["status"][0].update(value=7)                      # HP 7 of 10
    seventh = read_piece(json.dumps(data, ensure_ascii=False))
    assert (seventh.sheet.hp, seventh.sheet.max_hp) == (8, 11)      # 11 − (10 − 7)
    out = make_piece(seventh.name, seventh.sheet)["data"]
    assert {"label": "STR", "value": "45"} in out["params"]
    assert {"label": "MOV", "value": "8"} in out["params"]
    back = read_piece(json.dumps({"kind": "character", "data": out}, ensure_ascii=False))
    assert [k for k, _ in back.notes][:2] == ["seventh", "seventh_pools"]
    assert back.sheet.to_dict() == seventh.sheet.to_dict()
