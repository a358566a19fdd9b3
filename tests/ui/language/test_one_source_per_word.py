"""One source for each word of a bundled ruleset (issue 40 item 1): a word its words file holds
(``words_ja.json``: maneuvers, postures, moon phases, weathers, seasons, slot turns, seat
words, tracks …) is not translated a second time in its Qt catalogue; its kit reads the words
file. Else the page and the GM window could come to name one thing two ways."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tracker.ui import i18n

RULESETS = Path(__file__).resolve().parents[3] / "tracker" / "rulesets"

#: (ruleset, context, English) still translated in a sheet editor's catalogue context: those
#: dialogs were being changed by another piece of work when the duplicates were removed, so
#: their column headers still say the words file's words through tr(). Remove an entry when
#: its dialog reads the words file (the test fails on an entry that no longer repeats).
SHEET_EDITORS: frozenset[tuple[str, str, str]] = frozenset({
    ("gurps", "WeaponDialog", "Parry"), ("gurps", "WeaponDialog", "Block"),
    ("gurps", "WeaponList", "Weapon"),
    ("coc", "SheetDialog", "HP"), ("coc", "SheetDialog", "MP"), ("coc", "SheetDialog", "SAN"),
})


def _leaves(d: Any, path: tuple[str, ...] = ()) -> Iterator[tuple[tuple[str, ...], str]]:
    if isinstance(d, dict):
        for k, v in d.items():
            yield from _leaves(v, (*path, str(k)))
    elif isinstance(d, str):
        yield path, d


def _at(d: Any, path: tuple[str, ...]) -> Any:
    for key in path:
        d = d.get(key) if isinstance(d, dict) else None
    return d


def word_pairs(folder: Path) -> set[tuple[str, str]]:
    """(English, Japanese) of every word of a ruleset's words files, paired by their place."""
    en = json.loads((folder / "words_en.json").read_text(encoding="utf-8"))
    ja = json.loads((folder / "words_ja.json").read_text(encoding="utf-8"))
    return {(english, japanese) for path, japanese in _leaves(ja)
            if isinstance(english := _at(en, path), str)}


def catalogue(ts: Path) -> Iterator[tuple[str, str, str]]:
    """(context, English, Japanese) of every translated message of a .ts file."""
    for ctx in ET.parse(ts).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            if tr is None or tr.get("type") in ("vanished", "obsolete", "unfinished"):
                continue
            yield name, msg.findtext("source") or "", tr.text or ""


def repeats(rid: str) -> set[tuple[str, str, str]]:
    """(ruleset, context, English) of the catalogue's messages that repeat a words-file word."""
    folder = RULESETS / rid
    pairs = word_pairs(folder)
    return {(rid, ctx, src) for ts in (folder / "translations").glob("*_ja.ts")
            for ctx, src, tr in catalogue(ts) if (src, tr) in pairs}


def bundled() -> list[str]:
    return sorted(p.parent.name for p in RULESETS.glob("*/words_ja.json"))


def test_both_bundled_rulesets_have_words_and_a_japanese_catalogue():
    assert bundled() == ["coc", "gurps"]
    for rid in bundled():
        assert list((RULESETS / rid / "translations").glob("*_ja.ts"))
        assert len(word_pairs(RULESETS / rid)) > 20


@pytest.mark.parametrize("rid", bundled())
def test_no_catalogue_translation_repeats_a_word_of_the_words_file(rid):
    found = repeats(rid)
    extra = found - SHEET_EDITORS
    assert not extra, (f"{rid}'s Qt catalogue translates words its words_ja.json already has "
                       f"(read them from the words file instead): {sorted(extra)}")
    stale = {e for e in SHEET_EDITORS if e[0] == rid} - found
    assert not stale, f"no longer repeated, remove from SHEET_EDITORS: {sorted(stale)}"


def test_the_check_sees_a_repeated_word(tmp_path):
    """The check itself: a catalogue message with a words-file word's English and Japanese
    is found (and one with another Japanese word is not)."""
    folder = tmp_path / "toy"
    (folder / "translations").mkdir(parents=True)
    (folder / "words_en.json").write_text(json.dumps(
        {"page": {"maneuvers": {"aim": "Aim"}, "seat": {"defenses": {"dodge": "Dodge"}}}}))
    (folder / "words_ja.json").write_text(json.dumps(
        {"page": {"maneuvers": {"aim": "狙い"}, "seat": {"defenses": {"dodge": "回避"}}}},
        ensure_ascii=False), encoding="utf-8")
    (folder / "translations" / "toy_ja.ts").write_text(
        '<?xml version="1.0" encoding="utf-8"?><TS version="2.1" language="ja_JP">'
        "<context><name>Maneuver</name>"
        "<message><source>Aim</source><translation>狙い</translation></message>"
        "<message><source>Dodge</source><translation>よけ</translation></message>"
        "</context></TS>", encoding="utf-8")
    pairs = word_pairs(folder)
    found = [(c, s) for c, s, t in catalogue(folder / "translations" / "toy_ja.ts")
             if (s, t) in pairs]
    assert found == [("Maneuver", "Aim")]


@pytest.fixture
def japanese(qapp):
    i18n.install("ja")
    yield
    i18n.install("en")


def test_the_gm_windows_gurps_words_in_japanese_as_before(japanese):
    """The terms the GURPS catalogue gave before the words moved, now from the words file."""
    from tracker.rulesets.gurps.kit import campaign_text as ct
    from tracker.rulesets.gurps.kit import maneuver_text as mt
    from tracker.rulesets.gurps.kit import texts

    assert mt.maneuver_name("all_out_attack", "determined") == "全力攻撃（命中重視）"
    assert mt.maneuver_name("move_and_attack") == "移動攻撃"
    assert mt.option_name("double") == "2回"
    assert mt.option_name("determined") != "命中重視"  # the long name stays the catalogue's
    assert mt.posture_name("lying") == "伏せ"
    assert mt.part_name("all_out_attack_determined") == "全力攻撃（命中重視）"
    assert mt.part_name("target_posture_kneeling") == "目標が膝つき姿勢"
    assert [ct.phase_name(p) for p in (1, 3, 6)] == ["新月", "三日月〜半月", "満月"]
    assert ct.weather_name("rain") == "雨、雪、雷雨"
    assert ct.weather_name(None) == "天気不明"
    assert ct.season_name("winter") == "冬季"
    assert ct.name("direction", "waning") == "欠けていく"
    assert ct.name("clothes", "summer") != "夏季"  # summer clothes are not the season
    assert ct.werewolf_text(False, -2, True) == "反応判定\u22122 · 獣性"
    assert [texts.defense_name(k) for k in ("dodge", "parry", "block", "success")] == \
        ["よけ", "受け", "止め", "成功"]


def test_the_gm_windows_coc_words_in_japanese_as_before(japanese):
    from tracker.rulesets.coc.kit import page_words

    assert page_words.page_word("slots", "start").format("A") == "A — ラウンド開始時の射撃"
    assert page_words.page_word("seat", "close_in") == "接近"
    assert page_words.track_word("san") == "正気度"


def test_the_kits_name_things_by_the_words_file(monkeypatch, qapp):
    """Each name function reads the words file: a changed file changes what the GM sees."""
    from dataclasses import replace

    from tracker.model import words as words_mod
    from tracker.rulesets.coc.kit import page_words as coc_words
    from tracker.rulesets.gurps.kit import campaign_text as ct
    from tracker.rulesets.gurps.kit import maneuver_text as mt
    from tracker.rulesets.gurps.kit import texts

    real = words_mod.words

    def changed(rid: str, lang: str = "en") -> words_mod.Words:
        w = real(rid, lang)
        page = {k: ({kk: f"<{vv}>" for kk, vv in v.items()} if isinstance(v, dict) else v)
                for k, v in w.page.items()}
        page["seat"] = dict(w.page["seat"], defenses={"parry": "<parry>"},
                            close_in="<close>", maneuver="<maneuver>")
        return replace(w, page=page, tracks={**w.tracks, "hp": "<hp>"})

    monkeypatch.setattr(words_mod, "words", changed)
    assert mt.maneuver_name("aim") == "<Aim>"
    assert mt.posture_name("kneeling") == "<kneeling>"
    assert mt.part_name("evaluate") == "<Evaluate>"
    assert ct.phase_name(6) == "<full moon>"
    assert ct.weather_name("clear") == "<clear>"
    assert ct.season_name("summer") == "<summer>"
    assert texts.defense_name("parry") == "<parry>"
    assert coc_words.page_word("seat", "close_in") == "<close>"
    assert coc_words.page_word("slots", "start") == "<{0} — round-start shot>"
    assert coc_words.track_word("hp") == "<hp>"
