"""GURPS's and CoC's display vocabulary is data they ship (issue 40 item 1): their words_en.json
and words_ja.json, read through the path a plugin's words take (tracker/model/words.py,
``kit.words()``). Each test changes one label in a words file and sees the view show it, so
the label cannot come from anywhere else (a Qt catalogue, a table in the kit)."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from tracker.model import operations as ops
from tracker.model import plugins
from tracker.model import words as words_mod
from tracker.model.public import project_combatant
from tracker.model.ruleset import get_ruleset
from tracker.ui import i18n
from tracker.ui.checks_view import target_text
from tracker.ui.explain_text import condition_id, condition_label
from tracker.ui.kit import kit_for_id
from tracker.ui.log_text import check_name, render_entry
from tracker.ui.player_view import conditions_text, hp_text, tracks_text
from tracker.ui.roster_model import status_text


@pytest.fixture
def patch_words(monkeypatch):
    """``patch(rid, lang, section, key, value)``: the ruleset's words file in ``lang`` read
    with ``section[key]`` replaced (a condition's label: ``{"label": value}``)."""
    changes: dict[str, list[tuple[str, str, object]]] = {}
    real = plugins.read_resource

    def read(ref: str) -> str | None:
        text = real(ref)
        if text is None or ref not in changes:
            return text
        data = json.loads(text)
        for section, key, value in changes[ref]:
            data.setdefault(section, {})[key] = value
        return json.dumps(data)

    def patch(rid: str, lang: str, section: str, key: str, value: object) -> None:
        man = plugins.manifest(rid)
        assert man is not None and man.words
        changes.setdefault(man.words.replace("{lang}", lang), []).append((section, key, value))
        words_mod.forget()

    monkeypatch.setattr(plugins, "read_resource", read)
    yield patch
    monkeypatch.undo()
    words_mod.forget()


@pytest.fixture(params=["en", "ja"])
def lang(request, qapp):
    i18n.install(request.param)
    yield request.param
    i18n.install("en")


def _first_pc(enc):
    return next(c for c in enc.combatants.values() if c.side == "pc")


def test_each_bundled_ruleset_ships_its_words_in_both_languages():
    for rid in ("gurps", "coc"):
        en, ja = words_mod.raw(rid, "en"), words_mod.words(rid, "ja")
        assert en["primary"] == "hp" and en["tracks"] and en["conditions"]
        assert ja.tracks["hp"] and ja.conditions
        assert rid not in words_mod.PROBLEMS  # both files read as valid
    # the Japanese terms as they were in the catalogues (the seeds' words)
    assert words_mod.words("coc", "ja").tracks == {"hp": "耐久力", "mp": "MP", "san": "正気度"}
    assert words_mod.words("gurps", "ja").conditions["stunned"] == "朦朧"
    assert words_mod.words("gurps", "ja").conditions["maneuver.all_out_defense"] == "全力防御"
    assert words_mod.words("gurps", "ja").against["HT"] == "生命力"
    assert words_mod.words("coc", "ja").conditions["dying"] == "瀕死"


@pytest.mark.parametrize("rid, track", [("gurps", "fp"), ("coc", "san")])
def test_a_track_is_named_by_the_words_file(patch_words, lang, rid, track):
    patch_words(rid, lang, "tracks", track, f"<{track} {lang}>")
    kit = kit_for_id(rid)
    assert kit.track_label(track) == f"<{track} {lang}>"
    rs = get_ruleset(rid)
    enc = rs.demo_encounter()
    pc = _first_pc(enc)
    pc.visibility = replace(pc.visibility, tracks={track: "exact"})
    public = project_combatant(pc, enc, rs)
    assert f"<{track} {lang}> " in tracks_text(public, kit)  # the player window


def test_the_primary_track_is_named_by_the_words_file(patch_words, lang):
    patch_words("coc", lang, "tracks", "hp", "<hp>")
    rs = get_ruleset("coc")
    enc = rs.demo_encounter()
    pc = _first_pc(enc)
    pc.visibility = replace(pc.visibility, hp="exact")
    assert hp_text(project_combatant(pc, enc, rs), kit_for_id("coc")).startswith("<hp> ")


@pytest.mark.parametrize("rid, condition", [("gurps", "stunned"), ("coc", "grappled")])
def test_a_condition_is_named_by_the_words_file(patch_words, lang, rid, condition):
    patch_words(rid, lang, "conditions", condition, {"label": f"<{condition}>"})
    rs = get_ruleset(rid)
    enc = rs.demo_encounter()
    pc = _first_pc(enc)
    ops.set_condition(enc, pc.id, condition)
    kit = kit_for_id(rid)
    assert f"<{condition}>" in status_text(enc.get(pc.id), rs)  # the GM window's roster
    public = project_combatant(enc.get(pc.id), enc, rs)
    assert f"<{condition}>" in conditions_text(public, kit)  # the player window
    # a GM typing the name finds the condition
    assert condition_id(f"<{condition}>", rs.conditions, kit) == condition


def test_gurps_shock_keeps_its_size_and_maneuvers_are_conditions(patch_words, lang):
    patch_words("gurps", lang, "conditions", "shock", {"label": "<shock>"})
    patch_words("gurps", lang, "conditions", "maneuver.aim", {"label": "<aim>"})
    kit = kit_for_id("gurps")
    assert condition_label("shock", -2, kit) == "<shock> -2"
    assert condition_label("maneuver.aim", 0, kit) == "<aim>"


@pytest.mark.parametrize("rid, against", [("gurps", "HT"), ("coc", "confirm the death")])
def test_what_a_check_is_rolled_against_is_named_by_the_words_file(patch_words, lang, rid,
                                                                   against):
    patch_words(rid, lang, "against", against, "<against>")
    assert target_text(12, -2, 10, against, "3d6", kit_for_id(rid)).startswith("<against>")


def test_japanese_as_today(qapp):
    i18n.install("ja")
    try:
        gurps, coc = kit_for_id("gurps"), kit_for_id("coc")
        assert condition_label("shock", -3, gurps) == "ショック -3"
        assert condition_label("posture.kneeling", 0, gurps) == "膝つき"
        assert coc.track_label("san") == "正気度"
        assert target_text(50, 0, 50, "SAN loss", "1d3", coc) == "SAN減少"
        assert condition_label("dead", 0, coc) == "死亡"  # the core's, from its catalogue
    finally:
        i18n.install("en")


def _page_words(lang: str) -> dict:
    """What the players' page is given: labels.json's generic words with every ruleset's
    words file over them."""
    from tracker.web.page import _parts, ruleset_words

    labels = _parts()[3]
    return ruleset_words(lang, labels[lang])


@pytest.mark.parametrize("rid, kind", [("gurps", "knockdown"), ("coc", "san_loss")])
def test_a_check_is_named_by_the_words_file(patch_words, lang, rid, kind):
    patch_words(rid, lang, "checks", kind, "<check>")
    assert check_name(kind, kit_for_id(rid)) == "<check>"  # the Checks dock and the log
    assert _page_words(lang)["seat"]["check_names"][rid][kind] == "<check>"  # a seat's page


def test_check_names_in_japanese_as_today(qapp):
    i18n.install("ja")
    try:
        assert check_name("knockdown", kit_for_id("gurps")) == "転倒判定"
        assert check_name("san_loss", kit_for_id("coc")) == "SAN減少（1d3）"
    finally:
        i18n.install("en")
    assert _page_words("ja")["seat"]["check_names"]["gurps"]["stun_recovery"] == \
        "朦朧からの回復判定"


def test_labels_json_holds_no_bundled_check_names():
    labels = json.loads(
        (Path(__file__).resolve().parents[3] / "resources/web/labels.json").read_text("utf-8"))
    for lang in ("en", "ja"):
        assert "check_names" not in labels[lang]["seat"]


@pytest.mark.parametrize("rid, key, args", [
    ("gurps", "hit", {"name": "A", "damage": 3, "type": "cr", "location": "torso",
                      "injury": 3, "hp_before": 10, "hp_after": 7}),
    ("coc", "coc.damage", {"name": "A", "damage": 3, "hp_before": 10, "hp_after": 7}),
])
def test_a_log_line_is_worded_by_the_words_file(patch_words, lang, rid, key, args):
    patch_words(rid, lang, "log", key, "<{name} {hp_before}→{hp_after}>")
    enc = get_ruleset(rid).demo_encounter()
    entry = enc.add_log(key, _first_pc(enc).id, **args)
    assert render_entry(entry, enc) == "<A 10→7>"


def test_log_lines_in_japanese_as_today(qapp):
    i18n.install("ja")
    try:
        enc = get_ruleset("coc").demo_encounter()
        entry = enc.add_log("coc.damage", _first_pc(enc).id, name="朝倉", damage=3,
                            hp_before=10, hp_after=7)
        assert render_entry(entry, enc) == "朝倉：3ダメージ、耐久力 10 → 7。"
        enc = get_ruleset("gurps").demo_encounter()
        entry = enc.add_log("wakes", _first_pc(enc).id, name="愛子")
        assert render_entry(entry, enc) == words_mod.words("gurps", "ja").log["wakes"].format(
            name="愛子") != "愛子 wakes up (G14)."
    finally:
        i18n.install("en")


def test_every_log_template_of_the_rules_is_in_the_english_words_file():
    from tracker.rulesets.coc.rules.texts import LOG_TEMPLATES as COC
    from tracker.rulesets.gurps.rules.modules.texts import LOG_TEMPLATES as CAMPAIGN
    from tracker.rulesets.gurps.rules.texts import LOG_TEMPLATES as GURPS

    assert words_mod.raw("gurps")["log"] == {**GURPS, **CAMPAIGN}
    assert words_mod.raw("coc")["log"] == COC


def test_a_slot_word_is_the_words_files_on_the_page_and_in_the_player_window(patch_words,
                                                                            lang):
    from tracker.web.page import page_html

    half = "{0} <half " + lang + ">"
    slots = dict(words_mod.raw("coc", lang)["page"]["slots"], half=half)
    patch_words("coc", lang, "page", "slots", slots)
    assert kit_for_id("coc").public_slot_label("A", "half") == f"A <half {lang}>"
    assert _page_words(lang)["rulesets"]["coc"]["slots"]["half"] == half
    page_html.cache_clear()
    try:
        assert half in page_html(lang).replace("\\u003c", "<")
    finally:
        page_html.cache_clear()


def test_a_figure_word_is_the_words_files_on_the_page_and_in_the_player_window(patch_words,
                                                                              lang):
    from tracker.rulesets.gurps.kit.public_world import header, note_texts

    page = words_mod.raw("gurps", lang)["page"]
    patch_words("gurps", lang, "page", "maneuvers", dict(page["maneuvers"], aim="<aim>"))
    patch_words("gurps", lang, "page", "weathers", dict(page["weathers"], rain="<rain>"))
    assert _page_words(lang)["rulesets"]["gurps"]["maneuvers"]["aim"] == "<aim>"
    assert note_texts(({"stance": {"maneuver": "aim", "posture": "standing"}},)) == ["<aim>"]
    assert "<rain>" in header({"weather": "rain"})


def test_the_players_see_gurps_words_in_japanese_as_today(qapp):
    from tracker.rulesets.gurps.kit.public_world import header, note_texts

    i18n.install("ja")
    try:
        assert note_texts(({"stance": {"maneuver": "all_out_attack", "option": "determined",
                                       "posture": "kneeling"}},)) == ["全力攻撃（命中重視） · 膝つき"]
        assert header({"moon": {"phase": 6, "waxing": False}, "weather": "clear",
                       "celsius": 31, "season": "summer"}) == \
            "月齢：満月、欠けていく  ·  天気：晴れ  ·  31 °C、夏季"
        assert note_texts(({"werewolf": {"animal": False, "reaction": -2, "bestial": True}},)) \
            == ["半人狼：反応判定\u22122 · 獣性"]
    finally:
        i18n.install("en")
    words = _page_words("ja")
    assert words["rulesets"]["coc"]["seat"]["get_up"] == "起き上がる"
    assert words["rulesets"]["gurps"]["seat"]["maneuver"] == "行動"
    assert words["rulesets"]["coc"]["tracks"]["hp"] == "耐久力"
    assert words["conditions"]["coma"] == "昏睡" and words["conditions"]["dead"] == "死亡"


def _tool():
    import importlib.util

    path = Path(__file__).resolve().parents[3] / "tools" / "update_translations.py"
    spec = importlib.util.spec_from_file_location("_update_translations_words", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_japanese_words_files_translate_every_english_word(capsys):
    tool = _tool()
    assert {rid for rid, _ in tool.words_files()} >= {"gurps", "coc"}
    assert tool.check_words(["ja"]) == 0, capsys.readouterr().out
    # an English word the Japanese file lacks is reported as a .ts's unfinished message is
    en = words_mod.raw("gurps", "en")
    ja = json.loads(json.dumps(words_mod.raw("gurps", "ja")))
    assert tool.untranslated_words(en, ja) == []
    del ja["conditions"]["stunned"]["label"]
    del ja["page"]["phases"]["6"]
    ja["log"].pop("wakes")
    assert tool.untranslated_words(en, ja) == [
        "conditions.stunned.label", "log.wakes", "page.phases.6"]
    # badges, the primary track and the plot's series are the same in every language
    assert not any(p.startswith(("plot", "primary")) or "badge" in p
                   for p in tool.word_paths(en))


def test_the_check_fails_on_a_missing_japanese_word(tmp_path, monkeypatch, capsys):
    tool = _tool()
    en = tmp_path / "words_en.json"
    en.write_text(json.dumps({"tracks": {"hp": "HP", "fp": "FP"}}), "utf-8")
    (tmp_path / "words_ja.json").write_text(json.dumps({"tracks": {"hp": "HP"}}), "utf-8")
    monkeypatch.setattr(tool, "ROOT", tmp_path)
    monkeypatch.setattr(tool, "words_files", lambda: [("x", tmp_path / "words_{lang}.json")])
    assert tool.check_words(["en", "ja"]) == 1
    assert "untranslated: tracks.fp" in capsys.readouterr().out
