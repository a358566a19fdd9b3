"""CCFolia pieces: the contract's example imports as it says, bad pieces are refused whole
with the reason, and a combatant exported as a piece imports back to the same numbers."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from tracker.model import files
from tracker.model.errors import RulesError
from tracker.model.files.schema import encounter_schema
from tracker.rulesets.coc.commands.export_ccfolia import main as export_main
from tracker.rulesets.coc.commands.import_ccfolia import main as import_main
from tracker.rulesets.coc.rules.ccfolia import make_piece, read_piece
from tracker.rulesets.coc.rules.ccfolia_lines import skill_id
from tracker.rulesets.coc.rules.demo import demo_encounter
from tracker.rulesets.coc.rules.names import ALL_SKILLS

#: the steering repo's shared folder lies beside the project (as CI lays it)
CONTRACT = Path(__file__).resolve().parents[4] / "shared" / "contracts" / "ccfolia.md"
EXAMPLE = {"kind": "character", "data": {
    "name": "佐藤 記者",
    "status": [{"label": "HP", "value": 13, "max": 13}, {"label": "MP", "value": "12", "max": "12"},
               {"label": "SAN", "value": 60, "max": 99}],
    "params": [{"label": k, "value": v} for k, v in (
        ("STR", "13"), ("CON", "12"), ("POW", "12"), ("DEX", "14"), ("APP", "10"),
        ("SIZ", "13"), ("INT", "15"), ("EDU", "16"), ("DB", "+1d4"))],
    "commands": "CCB<=75 【目星】\nCCB<={SAN} 【SANチェック】\nCCB<=70 【こぶし（パンチ）】\n"
                "1d3+{DB} 【こぶし ダメージ】\nCCB<=58 【回避】"}}


def piece(**data) -> str:
    d = json.loads(json.dumps(EXAMPLE))
    d["data"].update(data)
    return json.dumps(d, ensure_ascii=False)


def test_the_contract_example_imports_as_the_contract_says():
    if CONTRACT.exists():  # the example is the contract's own text
        text = CONTRACT.read_text(encoding="utf-8").split("```text\n", 1)[1].split("\n```")[0]
        assert json.loads(text) == EXAMPLE
    p = read_piece(json.dumps(EXAMPLE, ensure_ascii=False))
    s = p.sheet
    assert p.name == "佐藤 記者" and p.warnings == []
    assert (s.stat("str"), s.stat("con"), s.stat("siz"), s.stat("dex"), s.stat("pow")) == (
        13, 12, 13, 14, 12)
    assert (s.hp, s.mp, s.san) == (13, 12, 60)
    assert (s.skills["spot_hidden"], s.skills["fist"], s.skills["dodge"]) == (75, 70, 58)
    (w,) = s.weapons
    assert (w.name, w.damage, w.db, w.skill, w.cls) == ("こぶし", "1d3", True, "fist", "unarmed")
    assert "SAN" not in json.dumps(s.skills)  # the SAN check is no skill


def test_overrides_own_skills_and_aliases_come_with_warnings():
    p = read_piece(piece(
        status=[{"label": "耐久力", "value": 10, "max": 15}, {"label": "正気度", "value": 40,
                                                                "max": 80}],
        params=[{"label": "筋力", "value": 13}, {"label": "体格", "value": "13"},
                {"label": "DB", "value": "+1d6"}],
        commands="CCB<=40 【図書館】\nCC<=35 【ドイツ語会話】\n1D100<=20 【運転（自動車）】\n"
                 "CCB<=60 【アイデア】\nCCB<={INT}*5 【知識】\n1d10 【拳銃 ダメージ】\n"
                 "CCB<=30 【芸術（絵画）】\nCCB<=50 【かいひ】"))
    s = p.sheet
    assert (s.max_hp, s.hp, s.max_san, s.san, s.db) == (15, 10, 80, 40, "+1d6")
    assert [k for k, _ in p.notes] == ["own_skill", "gun_shots", "hp_max", "san_max", "db"]
    assert "ドイツ語会話" in p.warnings[0] and "拳銃: the piece does not say how many shots" in \
        p.warnings[1]
    del p.notes[:2]
    # the number each maximum was expected to be: CON 10 (not given) + SIZ 13 → 23 ÷ 2 → 12;
    # SAN 99 − 0 (no Cthulhu Mythos line) = 99; DB of STR 13 + SIZ 13 = 26 → +1d4 (C0)
    assert p.warnings == [
        "HP max 15 differs from 12 = (CON 10 + SIZ 13) ÷ 2 rounded up: kept as an override",
        "SAN max 80 differs from 99 = 99 − 0 (Cthulhu Mythos): kept as an override",
        "DB +1d6 differs from +1d4 (STR+SIZ = 26): kept as an override"]
    assert (s.skills["library_use"], s.skills["drive_auto"], s.skills["art"],
            s.skills["dodge"]) == (40, 20, 30, 50)
    (own,) = [k for k in s.skills if k not in ALL_SKILLS]
    assert own.isascii() and s.skills[own] == 35 and s.skill_names == {own: "ドイツ語会話"}
    assert not any(k for k in s.skill_names.values() if k in ("アイデア", "知識"))
    (gun,) = s.weapons
    assert (gun.name, gun.damage, gun.db, gun.skill, gun.cls) == ("拳銃", "1d10", False,
                                                                  "handgun", "firearm")


@pytest.mark.parametrize(("text", "needle"), [
    ("", "empty"), ("{not json", "not JSON"), ('{"kind": "item", "data": {}}', "not a CCFolia"),
    ('[1, 2]', "not a CCFolia"), (piece(name=""), "no name"),
    (piece(params=[{"label": "STR", "value": "強い"}]), "STR is not a number"),
    (piece(status=[{"label": "HP", "value": "x", "max": 13}]), "HP is not a number"),
    (piece(status=[{"label": "HP", "value": 20, "max": 13}]), "hp"),
    (piece(params="STR 13"), "'params' must be a list"),
    (piece(commands=["CCB<=50"]), "'commands' must be text"),
    (piece(commands="CCB<=5000 【目星】"), "0 to 999"),
])
def test_a_bad_piece_is_refused_with_the_reason(text, needle):
    with pytest.raises(RulesError) as err:
        read_piece(text)
    assert needle in str(err.value)


def test_skill_names_map_to_ids():
    assert skill_id("こぶし（パンチ）") == "fist" == skill_id("こぶし")
    assert skill_id("回避") == "dodge" == skill_id("かいひ")
    assert skill_id("ほかの言語（英語）") == "other_language"
    assert skill_id("クトゥルフ神話") == "cthulhu_mythos"
    assert skill_id("ドイツ語会話") is None


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_every_combatant_exported_imports_back_as_it_was(lang):
    for c in demo_encounter(lang=lang).ordered():
        back = read_piece(json.dumps(make_piece(c.name, c.sheet, lang=lang),
                                     ensure_ascii=False)).sheet
        assert back.skills == {**back.skills, **c.sheet.skills}, c.name
        assert (back.hp, back.max_hp, back.mp, back.san, back.db) == (
            c.sheet.hp, c.sheet.max_hp, c.sheet.mp, c.sheet.san, c.sheet.db), c.name
        # skill, class, DB, shots, capacity and rounds, small, durability, magic: all of it
        assert [w.to_dict() for w in back.weapons] == [w.to_dict() for w in c.sheet.weapons]


def test_a_weapon_with_every_detail_the_keeper_sets_comes_back_as_it_was():
    from tracker.rulesets.coc.rules.sheet import new_sheet
    from tracker.rulesets.coc.rules.weapons import Weapon

    s = new_sheet(str=13, siz=14, dex=12)  # STR+SIZ 27 → DB +1d4 (C0)
    s.skills.update({"handgun": 55, "own_1": 60})
    s.skill_names = {"own_1": "日本刀"}
    s.weapons = [
        Weapon("1d10+2", "firearm", db=False, skill="handgun", name="M1911", shots=3,
               rounds=4, capacity=7, durability=12),
        Weapon("1d10", "edged", skill="own_1", name="村正", durability=20, magic=True),
        Weapon("1d4", "impaling", db=False, skill="", name="吹き矢", small=True),
        Weapon("1d3-1d4", "blunt", db=False, skill="club", name="Sap"),
    ]
    for lang in ("ja", "en"):
        piece = make_piece("試験", s, lang=lang)
        back = read_piece(json.dumps(piece, ensure_ascii=False))
        assert [w.to_dict() for w in back.sheet.weapons] == [w.to_dict() for w in s.weapons]
        assert back.sheet.skill_names == {"own_1": "日本刀"} and back.sheet.skills["own_1"] == 60
    lines = make_piece("試験", s, lang="ja")["data"]["commands"].splitlines()
    # lines CCFolia shows well: an attack line on the skill's param, the damage with its words
    assert "CCB<={拳銃} 【M1911】" in lines and "CCB<={日本刀} 【村正】" in lines
    assert "1d10+2 【M1911 ダメージ】 銃器 発射数:3 装弾数:4/7 耐久値:12" in lines
    assert "1d10+{DB} 【村正 ダメージ】 刃物 耐久値:20 魔術的" in lines
    assert "1d4 【吹き矢 ダメージ】 刺突 小型 技能なし" in lines
    params = make_piece("試験", s, lang="ja")["data"]["params"]
    assert {"label": "拳銃", "value": "55"} in params and {"label": "日本刀", "value": "60"} in params


def test_the_commands_import_and_export(tmp_path):
    good, bad = tmp_path / "sato.json", tmp_path / "bad.json"
    good.write_text(json.dumps(EXAMPLE, ensure_ascii=False), encoding="utf-8")
    bad.write_text("{", encoding="utf-8")
    out = io.StringIO()
    status = import_main([str(good), str(bad), str(tmp_path / "none.json")], out=out)
    lines = [json.loads(x) for x in out.getvalue().splitlines()]
    assert status == 1 and lines[0]["name"] == "佐藤 記者" and lines[0]["sheet"]["skills"]["fist"] == 70
    assert "not JSON" in lines[1]["error"] and lines[2]["error"]
    enc_path = tmp_path / "coc.ctenc"
    files.save_encounter(demo_encounter(lang="ja"), enc_path)
    out, err = io.StringIO(), io.StringIO()
    assert export_main([str(enc_path), "グール"], out=out, err=err) == 0
    (ghoul,) = [json.loads(x) for x in out.getvalue().splitlines()]
    assert ghoul["kind"] == "character" and ghoul["data"]["name"] == "グール"
    assert "1d6+{DB} 【かぎ爪 ダメージ】" in ghoul["data"]["commands"]
    assert export_main([str(enc_path), "nobody"], out=io.StringIO(), err=err) == 1
    assert "nobody" in err.getvalue()
    out = io.StringIO()
    assert export_main([str(enc_path)], out=out, err=err) == 0
    assert len(out.getvalue().splitlines()) == 5


def test_an_imported_piece_saves_loads_and_matches_the_schema(tmp_path):
    from tracker.model import operations as ops

    jsonschema = pytest.importorskip("jsonschema")
    enc = demo_encounter(lang="ja")
    p = read_piece(piece(commands="CCB<=35 【ドイツ語会話】\nCCB<=40 【図書館】"))
    ops.add_combatants(enc, [{"name": p.name, "side": "pc", "sheet": p.sheet}])
    path = tmp_path / "f.ctenc"
    files.save_encounter(enc, path)
    doc = json.loads(path.read_text(encoding="utf-8"))
    schema = encounter_schema()
    errors = list(jsonschema.Draft202012Validator(schema).iter_errors(doc))
    assert errors == [], [e.message for e in errors[:3]]
    back = next(c for c in files.load_encounter(path).combatants.values() if c.name == p.name)
    assert back.sheet.skill_names == p.sheet.skill_names and back.sheet.skills["library_use"] == 40


def test_a_number_of_4301_digits_refuses_that_piece_and_the_next_file_is_read(tmp_path):
    """Python converts no integer of more than 4,300 digits (its default limit): the importer
    reads no number of more than 30 digits (no piece holds one) and refuses the piece holding
    one with the reason, naming its file; the next file imports."""
    huge = "9" * 4301
    big, good = tmp_path / "huge.json", tmp_path / "sato.json"
    big.write_text(piece().replace('"value": 13', f'"value": {huge}', 1), encoding="utf-8")
    assert huge in big.read_text(encoding="utf-8")
    good.write_text(json.dumps(EXAMPLE, ensure_ascii=False), encoding="utf-8")
    with pytest.raises(RulesError) as err:
        read_piece(big.read_text(encoding="utf-8"))
    assert err.value.code == "number_too_long" and str(err.value) == (
        "a number of 4301 digits (at most 30)")
    out = io.StringIO()
    assert import_main([str(big), str(good)], out=out) == 1
    lines = [json.loads(x) for x in out.getvalue().splitlines()]
    assert lines[0]["file"] == str(big) and "a number of 4301 digits" in lines[0]["error"]
    assert lines[1]["name"] == "佐藤 記者"
    # 30 digits are read (then refused as no value a sheet can hold), not as too long
    with pytest.raises(RulesError) as err:
        read_piece(piece().replace('"value": 13', f'"value": {"9" * 30}', 1))
    assert err.value.code != "number_too_long"
