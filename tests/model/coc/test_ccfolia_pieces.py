"""CCFolia pieces as the exporters write them (tests/data/ccfolia/, see its README): weapons
linked to the skill they are rolled with, ``{X}`` in skill lines, a negative DB written into
a damage line, 7th-edition pieces, pools in params, warnings with the number expected, a
multi-piece import where a bad piece costs nothing else, and every weapon of every piece
surviving export → import unchanged."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from tracker.model.errors import RulesError
from tracker.rulesets.coc.commands.import_ccfolia import main as import_main
from tracker.rulesets.coc.rules.attack import resolve_attack
from tracker.rulesets.coc.rules.ccfolia import link_weapon, make_piece, read_piece, read_pieces
from tracker.rulesets.coc.rules.weapon_list import listed_weapon

DATA = Path(__file__).resolve().parents[2] / "data" / "ccfolia"
CORPUS = sorted(DATA.glob("*.json"))


def piece(commands: str, params=None, status=None, name="試験") -> str:
    """A piece of STR 13, CON 12, SIZ 13, DEX 14, POW 12 (DB +1d4: STR+SIZ 26, C0)."""
    params = params if params is not None else [
        {"label": k, "value": v} for k, v in (("STR", "13"), ("CON", "12"), ("SIZ", "13"),
                                               ("DEX", "14"), ("POW", "12"), ("DB", "+1d4"))]
    return json.dumps({"kind": "character", "data": {
        "name": name, "status": status or [], "params": params, "commands": commands}},
        ensure_ascii=False)


def weapons(p) -> list[tuple]:
    return [(w.name, w.skill, w.cls, w.damage, w.db) for w in p.sheet.weapons]


# -- a damage line finds its skill ----------------------------------------------------------------
def test_a_gun_beside_its_skill_line_of_another_name_is_a_handgun():
    p = read_piece(piece("CCB<=60 【拳銃】\n1d10 【.38リボルバー ダメージ】\nCCB<=45 【ナイフ】\n"
                         "1d4+{DB} 【メス ダメージ】\n1d10+2 【.45 ダメージ】"))
    assert weapons(p) == [(".38リボルバー", "handgun", "firearm", "1d10", False),
                          ("メス", "knife", "edged", "1d4", True),
                          (".45", "handgun", "firearm", "1d10+2", False)]
    assert p.sheet.skill("handgun") == 60
    # no shots a round in the piece: 1, and the keeper is told (C12 slots need 2 or more)
    assert p.notes == [("gun_shots", {"value": ".38リボルバー", "weapon": 0}),
                       ("gun_shots", {"value": ".45", "weapon": 2})]
    assert [w.small for w in p.sheet.weapons] == [False, True, False]  # R10: a knife is small


@pytest.mark.parametrize(("name", "skill", "cls"), [
    ("S&W .38リボルバー", "handgun", "firearm"), ("コルト・オートマチック", "handgun", "firearm"),
    ("デリンジャー", "handgun", "firearm"), ("9mmピストル", "handgun", "firearm"),
    ("猟銃（ライフル）", "rifle", "firearm"), ("散弾銃", "shotgun", "firearm"),
    ("ショットガン", "shotgun", "firearm"), ("トンプソン・サブマシンガン", "smg", "firearm"),
    ("マシンガン", "machine_gun", "firearm"), ("ナイフ", "knife", "edged"),
    ("メス", "knife", "edged"), ("棍棒", "club", "blunt"), ("バール", "club", "blunt"),
    ("手斧", "axe", "edged"), ("日本刀", None, "edged"), (".45 Automatic", "handgun", "firearm"),
    ("Colt Revolver", "handgun", "firearm"), ("Elephant Gun (rifle)", "rifle", "firearm"),
    ("Sawed-off Shotgun", "shotgun", "firearm"), ("Thompson SMG", "smg", "firearm"),
    ("Scalpel", "knife", "edged"), ("Battle Axe", "axe", "edged"), ("Combat knife", "knife", "edged"),
])
def test_the_weapon_list_names_skill_and_class(name, skill, cls):
    assert listed_weapon(name)[:2] == (skill, cls)


def test_words_inside_other_words_are_not_weapons():
    assert listed_weapon("Combat") is None and listed_weapon("Elbow") is None
    assert listed_weapon("謎の触媒") is None


def test_a_weapon_of_the_same_name_as_its_skill_line_uses_it():
    p = read_piece(piece("CCB<=50 【日本刀】\n1d10+{DB} 【日本刀 ダメージ】\n"
                         "CCB<=60 【.45オートマチック】\n1d10+2 【.45オートマチック】"))
    (own,) = p.sheet.skill_names
    # a listed gun's own line at 60 and no 拳銃 line: it is the handgun skill at 60
    assert weapons(p) == [("日本刀", own, "edged", "1d10", True),
                          (".45オートマチック", "handgun", "firearm", "1d10+2", False)]
    assert p.sheet.skill_names == {own: "日本刀"} and p.sheet.skills["handgun"] == 60
    assert [k for k, _ in p.notes] == ["own_skill", "gun_shots"]
    assert p.warnings[0] == "日本刀 is not a 6th-edition skill: kept as a skill of its own"


def test_an_unknown_weapon_asks_for_its_skill_and_class_and_the_keeper_sets_them():
    p = read_piece(piece("CCB<=40 【こぶし（パンチ）】\n1d6+{DB} 【鉄の爪 ダメージ】"))
    assert weapons(p) == [("鉄の爪", "", "blunt", "1d6", True)]
    assert p.notes == [("weapon_skill", {"value": "鉄の爪", "weapon": 0})]
    assert p.unlinked == [0]
    assert "鉄の爪: the skill this weapon is rolled with is not known" in p.warnings[0]
    linked = link_weapon(p, 0, skill="fist", cls="unarmed")
    assert weapons(linked) == [("鉄の爪", "fist", "unarmed", "1d6", True)]
    assert linked.notes == [] and p.sheet.weapons[0].skill == ""  # the preview's copy changes
    for index, bad in ((1, {"skill": "fist"}), (0, {"cls": "sharp"}), (0, {"skill": "no_such"}),
                       (0, {"shots": 0}), (0, {"shots": 4})):
        with pytest.raises(RulesError):
            link_weapon(p, index, **bad)


def test_shots_a_round_written_after_a_gun_are_read_else_the_keeper_sets_them():
    p = read_piece(piece("CCB<=60 【拳銃】\n1d10 【.38リボルバー ダメージ】 1R2回 装弾数6\n"
                         "1d8 【.32オートマチック ダメージ】 攻撃回数3\n1d10+2 【.45 ダメージ】"))
    assert [(w.shots, w.capacity, w.rounds) for w in p.sheet.weapons] == [
        (2, 6, 6), (3, None, None), (1, None, None)]
    assert p.notes == [("gun_shots", {"value": ".45", "weapon": 2})] and p.shots_unknown == [2]
    set_ = link_weapon(p, 2, shots=2)
    assert set_.sheet.weapons[2].shots == 2 and set_.notes == []


# -- skill lines ----------------------------------------------------------------------------------
def test_a_param_in_a_skill_line_is_its_value():
    p = read_piece(piece("CCB<={目星} 【目星】\nCCB<={DEX}*2+5 【回避】\nCCB<={技能値} 【追跡】",
                         params=[{"label": "目星", "value": "70"}, {"label": "DEX", "value": "14"}]))
    # {目星} = 70 (not the base 25); {DEX}*2+5 = 14×2+5 = 33
    assert p.sheet.skills["spot_hidden"] == 70 and p.sheet.skills["dodge"] == 33
    assert p.notes == [("no_value", {"value": "CCB<={技能値} 【追跡】"})]
    assert "track" not in p.sheet.skills and p.sheet.skill("track") == 10  # skipped: base


# -- damage bonus written into a damage line ---------------------------------------------------
def test_a_negative_db_in_a_damage_line_is_the_db_or_clamped_never_refused():
    # STR 6 + SIZ 9 = 15 → DB −1d4 (C0): "1d3-1d4" is the fist with its DB
    low = [{"label": k, "value": v} for k, v in (("STR", "6"), ("SIZ", "9"), ("CON", "9"))]
    p = read_piece(piece("CCB<=50 【こぶし（パンチ）】\n1d3-1d4 【こぶし ダメージ】", params=low))
    assert weapons(p) == [("こぶし", "fist", "unarmed", "1d3", True)] and p.sheet.db == "-1d4"
    # C1 itself cites 2d3-1d3: a DB the piece does not have stays in the damage
    p = read_piece(piece("CCB<=50 【こん棒】\n2d3-1d3 【こん棒 ダメージ】"))
    (w,) = p.sheet.weapons
    assert (w.damage, w.db, w.skill) == ("2d3-1d3", False, "club")
    # rolled 1+1 − 3 = −1 → 0 (C0: damage never goes below 0)
    hit = resolve_attack(50, w, "+1d4", roll=30, w_faces=[1, 1, 3])
    assert (hit.hit, hit.rolled, hit.damage) == (True, 0, 0)


def test_a_db_of_a_plus_or_zero_written_into_the_line_adds_db():
    zero = [{"label": "STR", "value": "10"}, {"label": "SIZ", "value": "10"},
            {"label": "DB", "value": "0"}]  # STR+SIZ 20 → DB 0
    p = read_piece(piece("CCB<=60 【キック】\n1d6+0 【キック ダメージ】\n1d10 【拳銃 ダメージ】",
                         params=zero))
    assert weapons(p) == [("キック", "kick", "unarmed", "1d6", True),
                          ("拳銃", "handgun", "firearm", "1d10", False)]


# -- 7th edition and generic damage lines -----------------------------------------------------
def test_a_7th_edition_piece_reads_on_the_6th_edition_scale():
    p = read_piece((DATA / "iachara_7th_student.json").read_text(encoding="utf-8"))
    s = p.sheet
    # ÷5, halves up: STR 45 → 9, CON 50 → 10, SIZ 55 → 11, DEX 60 → 12, POW 65 → 13
    assert [s.stat(k) for k in ("str", "con", "siz", "dex", "pow")] == [9, 10, 11, 12, 13]
    assert not s.skill_names  # 【STR】 … 【EDU】 are characteristic rolls, no skills
    assert (s.skills["fist"], s.skills["handgun"], s.skills["library_use"]) == (25, 20, 70)
    # the three generic lines are the unarmed attacks of their dice, with DB (0 here)
    assert weapons(p) == [("こぶし（パンチ）", "fist", "unarmed", "1d3", True),
                          ("頭突き", "headbutt", "unarmed", "1d4", True),
                          ("キック", "kick", "unarmed", "1d6", True)]
    # R37: HP 10 of the piece ((50+55)÷10 in the 7th) is recomputed as (10+11)÷2 = 10.5 →
    # 11 (C0), MP 13 = POW 13, DB 9+11 = 20 → 0; no damage taken (10/10): HP 11 of 11
    assert [k for k, _ in p.notes] == ["seventh", "seventh_pools"]
    assert (s.hp, s.max_hp, s.max_hp_override, s.mp, s.max_mp) == (11, 11, None, 13, 13)
    assert p.notes[1][1] == {"hp": 11, "piece_hp": "10/10", "mp": 13, "piece_mp": "13/13",
                             "db": "0", "piece_db": "0"}
    assert "HP max 11 (the piece: 10/10)" in p.warnings[1]


def test_a_7th_edition_piece_keeps_the_damage_taken():
    """R37: HP 7 of 10 (3 taken), MP 9 of 13 (4 spent), DB +1D4 in the piece's own scale.
    6th: HP (10+11)÷2 → 11, less 3 = 8; MP 13 less 4 = 9; DB STR 9 + SIZ 11 = 20 → 0."""
    text = (DATA / "iachara_7th_student.json").read_text(encoding="utf-8")
    data = json.loads(text)
    data["data"]["status"][0].update(value=7)
    data["data"]["status"][1].update(value=9)
    db = next(x for x in data["data"]["params"] if x["label"] == "DB")
    db["value"] = "+1D4"
    p = read_piece(json.dumps(data, ensure_ascii=False))
    s = p.sheet
    assert (s.hp, s.max_hp, s.mp, s.max_mp, s.db, s.db_override) == (8, 11, 9, 13, "0", None)
    assert dict(p.notes)["seventh_pools"] == {"hp": 11, "piece_hp": "7/10", "mp": 13,
                                              "piece_mp": "9/13", "db": "0",
                                              "piece_db": "+1D4"}


def test_a_generic_damage_line_of_no_unarmed_die_is_skipped_with_a_warning():
    p = read_piece(piece("1d3+{DB} 【ダメージ判定】\n1d10+1d4 【ダメージ判定】"))
    assert weapons(p) == [("こぶし（パンチ）", "fist", "unarmed", "1d3", True)]
    assert p.notes == [("generic_damage", {"value": "1d10+1d4 【ダメージ判定】"})]


# -- pools ----------------------------------------------------------------------------------------
def test_san_in_params_and_the_expected_maxima_in_the_warnings():
    p = read_piece(piece("CCB<=12 【クトゥルフ神話】", status=[
        {"label": "HP", "value": 13, "max": 13}, {"label": "SAN", "value": 50, "max": 99}]))
    assert p.sheet.max_san == 99 and p.warnings == [
        "SAN max 99 differs from 87 = 99 − 12 (Cthulhu Mythos): kept as an override"]
    params = [{"label": "POW", "value": "12"}, {"label": "SAN", "value": "40"},
              {"label": "MP", "value": "10"}]
    p = read_piece(piece("", params=params))
    assert (p.sheet.san, p.sheet.mp, p.sheet.max_mp) == (40, 10, 12)


# -- a multi-piece import ---------------------------------------------------------------------
def test_pieces_one_a_line_or_in_a_list_import_and_a_bad_one_says_which():
    text = (DATA / "tracker_export_three_one_bad.jsonl").read_text(encoding="utf-8")
    got = read_pieces(text)
    assert [getattr(p, "name", None) for p in got] == ["朝倉 美咲", None, "黒田 剛"]
    assert str(got[1]) == "line 2 of 3 (壊れた駒): STR is not a number: '強い'"
    good = json.loads(text.splitlines()[0])
    listed = read_pieces(json.dumps([good, {"kind": "item"}, good], ensure_ascii=False))
    assert [getattr(p, "name", None) for p in listed] == ["朝倉 美咲", None, "朝倉 美咲"]
    assert str(listed[1]).startswith("piece 2 of 3: not a CCFolia character piece")


def test_a_number_of_thousands_of_digits_is_one_clear_error_and_the_rest_comes_in(tmp_path):
    huge = "9" * 5000  # Python refuses to read an int of 4,301 digits or more
    bad = tmp_path / "huge.json"
    bad.write_text(piece("CCB<=50 【目星】").replace('"13"', huge, 1), encoding="utf-8")
    with pytest.raises(RulesError, match="a number of 5000 digits"):
        read_piece(bad.read_text(encoding="utf-8"))
    lines = [piece("", name="一人目"), piece("", name="二人目").replace('"13"', huge, 1),
             piece("", name="三人目")]
    many = tmp_path / "many.jsonl"
    many.write_text("\n".join(lines), encoding="utf-8")
    out = io.StringIO()
    status = import_main([str(bad), str(many), str(CORPUS[0])], out=out)
    rows = [json.loads(x) for x in out.getvalue().splitlines()]
    assert status == 1 and len(rows) == 5
    assert "5000 digits" in rows[0]["error"] and "line 2 of 3" in rows[2]["error"]
    assert [r.get("name") for r in rows] == [None, "一人目", None, "三人目", "綾瀬 千尋"]


# -- the corpus -----------------------------------------------------------------------------------
#: file → (name, (hp, max hp, mp, san, max san, db), some skills, weapons, warning keys);
#: the numbers worked out in tests/data/ccfolia/README.md
EXPECTED = {
    "charasheet_6th_doctor_negative_db.json": (
        "綾瀬 千尋", (9, 9, 14, 70, 99, "-1d4"), {"knife": 45, "medicine": 85, "other_language": 60},
        [("こぶし（パンチ）", "fist", "unarmed", "1d3", True),
         ("頭突き", "headbutt", "unarmed", "1d4", True), ("キック", "kick", "unarmed", "1d6", True),
         ("メス", "knife", "edged", "1d4", True)], []),
    "charasheet_6th_hunter_weapons.json": (
        "鬼塚 鉄心", (16, 16, 13, 52, 96, "+1d6"), {"rifle": 70, "shotgun": 55, "axe": 40},
        [(".30-06ライフル", "rifle", "firearm", "2d6+4", False),
         ("12ゲージ散弾銃（10m以内）", "shotgun", "firearm", "4d6", False),
         ("日本刀", "own_1", "edged", "1d10", True), ("木こりの斧", "axe", "edged", "1d8+2", True),
         ("鉄の爪", "", "blunt", "1d6", True), ("こぶし（パンチ）", "fist", "unarmed", "1d3", True),
         ("頭突き", "headbutt", "unarmed", "1d4", True), ("キック", "kick", "unarmed", "1d6", True)],
        ["own_skill", "gun_shots", "weapon_skill", "generic_damage"]),
    "charasheet_6th_judoka_budo.json": (
        "大門 剛", (15, 15, 10, 50, 99, "+1d4"), {"budo_grapple": 60, "grapple": 75, "law": 30},
        [("こぶし（パンチ）", "fist", "unarmed", "1d3", True),
         ("頭突き", "headbutt", "unarmed", "1d4", True), ("キック", "kick", "unarmed", "1d6", True)],
        ["budo_guess"]),
    "charasheet_6th_reporter.json": (
        "早川 透", (12, 12, 11, 55, 99, "+1d4"), {"fist": 70, "spot_hidden": 75, "library_use": 60},
        [("こぶし（パンチ）", "fist", "unarmed", "1d3", True),
         ("頭突き", "headbutt", "unarmed", "1d4", True), ("キック", "kick", "unarmed", "1d6", True)],
        []),
    "generator_6th_npc_cultist.json": (
        "黒衣の教団員", (13, 13, 10, 0, 79, "+1d4"), {"handgun": 55, "knife": 50, "own_1": 60},
        [(".45オートマチック", "own_1", "firearm", "1d10+2", False),
         ("ナイフ", "knife", "edged", "1d4+2", True), ("こぶし（パンチ）", "fist", "unarmed", "1d3", True)],
        ["own_skill", "gun_shots"]),
    "generator_6th_python_bot.json": (
        "ジョン・スミス", (15, 15, 13, 65, 99, "+1d4"), {"handgun": 75, "grapple": 70, "own_1": 40},
        [("こぶし（パンチ）", "fist", "unarmed", "1d3", True),
         ("頭突き", "headbutt", "unarmed", "1d4", True), ("キック", "kick", "unarmed", "1d6", True)],
        ["own_skill"]),
    "generator_en_professor.json": (
        "Prof. Henry Armitage", (11, 11, 17, 68, 84, "0"),
        {"library_use": 90, "cthulhu_mythos": 15, "other_language": 60},
        [(".45 Revolver", "handgun", "firearm", "1d10+2", False),
         ("Fist", "fist", "unarmed", "1d3", True)], ["gun_shots"]),
    "generator_params_pools.json": (
        "佐伯 みのり", (8, 11, 9, 40, 99, "0"), {"dodge": 32, "hide": 60, "art": 35, "craft": 40},
        [("こぶし", "fist", "unarmed", "1d3", True), ("投石", "throw", "blunt", "1d4", False)], []),
    "iachara_6th_detective.json": (
        "九条 蓮", (14, 14, 12, 60, 94, "+1d4"), {"spot_hidden": 70, "listen": 60, "dodge": 50},
        [(".38リボルバー", "handgun", "firearm", "1d10", False),
         ("こぶし", "fist", "unarmed", "1d3", True), ("キック", "kick", "unarmed", "1d6", True)],
        ["gun_shots"]),
    "iachara_6th_karateka_budo.json": (
        "早乙女 環", (11, 11, 13, 65, 99, "0"), {"budo_strike": 65, "budo_grapple": 30, "kick": 70},
        [("キック", "kick", "unarmed", "1d6", True), ("こぶし", "fist", "unarmed", "1d3", True)],
        []),
    "iachara_7th_student.json": (
        "水瀬 ひかり", (11, 11, 13, 65, 99, "0"), {"fist": 25, "occult": 55, "anthropology": 60},
        [("こぶし（パンチ）", "fist", "unarmed", "1d3", True),
         ("頭突き", "headbutt", "unarmed", "1d4", True), ("キック", "kick", "unarmed", "1d6", True)],
        ["seventh", "seventh_pools"]),
    "tracker_export_cultist.json": (
        "教団員", (12, 12, 9, 45, 99, "0"), {"handgun": 45, "knife": 40},
        [(".38リボルバー", "handgun", "firearm", "1d10", False),
         ("ナイフ", "knife", "edged", "1d4+2", True)], []),
}


def test_the_corpus_has_pieces_of_every_origin():
    assert sorted(p.name for p in CORPUS) == sorted(EXPECTED)
    origins = {p.name.split("_")[0] for p in CORPUS}
    assert origins == {"charasheet", "iachara", "generator", "tracker"}
    assert (DATA / "README.md").exists()


@pytest.mark.parametrize("path", CORPUS, ids=lambda p: p.stem)
def test_a_corpus_piece_imports_as_its_readme_works_out(path):
    name, pools, skills, expected, notes = EXPECTED[path.name]
    p = read_piece(path.read_text(encoding="utf-8"))
    s = p.sheet
    assert p.name == name
    assert (s.hp, s.max_hp, s.mp, s.san, s.max_san, s.db) == pools
    assert {k: s.skills[k] for k in skills} == skills
    assert weapons(p) == expected
    assert [k for k, _ in p.notes] == notes


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("path", CORPUS, ids=lambda p: p.stem)
def test_every_weapon_of_a_corpus_piece_survives_export_then_import(path, lang):
    p = read_piece(path.read_text(encoding="utf-8"))
    back = read_piece(json.dumps(make_piece(p.name, p.sheet, p.memo, lang), ensure_ascii=False))
    assert [w.to_dict() for w in back.sheet.weapons] == [w.to_dict() for w in p.sheet.weapons]
    assert back.sheet.skills == p.sheet.skills and back.sheet.skill_names == p.sheet.skill_names
    assert (back.sheet.hp, back.sheet.max_hp, back.sheet.san, back.sheet.db) == (
        p.sheet.hp, p.sheet.max_hp, p.sheet.san, p.sheet.db)


def test_a_skill_line_of_no_number_is_no_skill_and_says_nothing():
    p = read_piece(piece("CCB<=高い 【目星】\nCCB<=(50 【聞き耳】"))
    assert p.notes == [] and "spot_hidden" in p.sheet.skills
    assert p.sheet.skills["spot_hidden"] == 25  # the base value: the line gave none
