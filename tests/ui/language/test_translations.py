"""The Japanese translation: complete, crash-free (placeholders, tags, mnemonics) and built.

The .ts is the source of the translation, the .qm the binary the app loads; both are committed
(``python tools/update_translations.py`` regenerates them).
"""

from __future__ import annotations

import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from tracker.rulesets.gurps.rules.texts import EFFECTS
from tracker.rulesets.gurps.rules.texts import EXPLAIN_TEMPLATES as TEMPLATES
from tracker.ui import i18n

from .catalogues import qm_of, ts_files

ROOT = Path(__file__).resolve().parents[3]
#: the tracker's own catalogue and each bundled ruleset's
TS_FILES = ts_files("ja")
TS = TS_FILES[0]
QM = qm_of(TS)

PLACEHOLDER = re.compile(r"\{[^{}]*\}")
QT_ARG = re.compile(r"%L?\d+")
#: tags of Qt's rich-text subset that may appear in the strings ("<start>" is not one)
HTML_TAG = re.compile(
    r"</?(b|i|u|s|br|p|div|span|small|big|h[1-6]|a|em|strong|font|sub|sup|tt|code|pre|"
    r"ul|ol|li|table|tr|td|th|hr|img)\b[^<>]*>", re.IGNORECASE)
#: a Qt mnemonic: "&" before a letter or digit ("&&" is a literal ampersand)
MNEMONIC = re.compile(r"(?<!&)&([0-9A-Za-z])")


def _messages() -> list[tuple[str, str, ET.Element]]:
    return [(ctx.findtext("name") or "", msg.findtext("source") or "", msg)
            for ts in TS_FILES for ctx in ET.parse(ts).getroot().iter("context")
            for msg in ctx.iter("message")]


MESSAGES = _messages()
IDS = [f"{c}|{s[:40]}" for c, s, _m in MESSAGES]


def _translation(msg: ET.Element) -> str:
    """The translation's text; of a plural (``%n``) message its one form (Japanese has one
    plural form, checked below)."""
    tr = msg.find("translation")
    forms = tr.findall("numerusform")
    return "".join(forms[0].itertext()) if forms else "".join(tr.itertext())


@pytest.fixture
def japanese(qapp):
    assert i18n.install("ja")
    yield
    i18n.install("en")


def test_files_exist_and_declare_japanese():
    # the tracker's own, GURPS's and Call of Cthulhu's
    assert len(TS_FILES) == 3
    for ts in TS_FILES:
        assert ts.is_file() and qm_of(ts).is_file()
        assert ET.parse(ts).getroot().get("language") == "ja"
    assert len(MESSAGES) > 1800


def test_qm_loads(japanese):
    assert i18n.language() == "ja"


def test_no_duplicate_messages():
    for ts in TS_FILES:  # within a catalogue (two catalogues may share a core context's word)
        keys = Counter((ctx.findtext("name") or "", m.findtext("source") or "",
                        m.findtext("comment") or "")
                       for ctx in ET.parse(ts).getroot().iter("context")
                       for m in ctx.iter("message"))
        assert [k for k, n in keys.items() if n > 1] == [], ts.name


def test_a_word_in_two_catalogues_reads_the_same_in_both():
    seen: dict[tuple[str, str], str] = {}
    for c, s, m in MESSAGES:
        text = _translation(m)
        assert seen.setdefault((c, s), text) == text, (c, s)


@pytest.mark.parametrize(("context", "source", "msg"), MESSAGES, ids=IDS)
def test_message_is_finished_and_safe(context, source, msg):
    tr = msg.find("translation")
    assert tr is not None
    assert tr.get("type") not in ("unfinished", "obsolete", "vanished"), (context, source)
    text = _translation(msg)
    assert text.strip(), (context, source)
    # placeholders: a lost or renamed one is a KeyError/IndexError at run time
    assert set(PLACEHOLDER.findall(text)) == set(PLACEHOLDER.findall(source)), (context, source)
    assert sorted(QT_ARG.findall(text)) == sorted(QT_ARG.findall(source)), (context, source)
    # the same rich-text tags, opened and closed the same number of times
    def tags(s):
        return Counter(m.group(0).split()[0].rstrip(">").lower() for m in HTML_TAG.finditer(s))
    assert tags(text) == tags(source), (context, source)
    # a mnemonic keeps its letter (Japanese writes it as a "(&X)" suffix)
    src_keys = [k.lower() for k in MNEMONIC.findall(source)]
    assert [k.lower() for k in MNEMONIC.findall(text)] == src_keys, (context, source)
    # spacing that the code relies on (" rounds" is a spin-box suffix, "[hidden] " a prefix)
    assert (text[:1] == " ") == (source[:1] == " "), (context, source)
    assert (text[-1:] == " ") == (source[-1:] == " "), (context, source)


@pytest.mark.parametrize(("context", "source", "msg"),
                         [m for m in MESSAGES if PLACEHOLDER.search(m[1])],
                         ids=[i for i, m in zip(IDS, MESSAGES, strict=True)
                              if PLACEHOLDER.search(m[1])])
def test_translation_formats_like_the_source(context, source, msg):
    """Whatever arguments format the English template also format the Japanese one."""
    names = {p[1:-1].split(":")[0].split("!")[0] for p in PLACEHOLDER.findall(source)}
    positional = [n for n in names if n.isdigit()]
    args = [1] * (max(map(int, positional)) + 1 if positional else 0)
    kwargs = {n: 1 for n in names if n and not n.isdigit()}
    try:
        source.format(*args, **kwargs)
    except (KeyError, IndexError, ValueError):
        pytest.skip("not a str.format template")
    assert _translation(msg).format(*args, **kwargs)


def test_every_model_template_and_effect_is_in_the_ts():
    have = {(c, s) for c, s, _m in MESSAGES}
    assert {("Explain", t) for t in TEMPLATES.values()} <= have
    assert {("Effect", t) for t in EFFECTS.values()} <= have


def test_qm_matches_the_ts(japanese):
    """Every message of the .ts comes out of the loaded .qm as written in the .ts."""
    wrong = [(c, s) for c, s, m in MESSAGES
             if QCoreApplication.translate(c, s) != _translation(m)]
    assert wrong == []


def test_sample_keys_translate_to_japanese(japanese):
    from tracker.model.words import words

    tr = QCoreApplication.translate
    crip_cap = tr("Explain", TEMPLATES["crip.cap"])
    assert crip_cap != TEMPLATES["crip.cap"] and "上限" in crip_cap
    assert crip_cap.format(cap=6, before=13) == "四肢・末端への負傷は6が上限：13 → 6。"
    # the rulesets' conditions are in their words files (tracker/model/words.py)
    assert "朦朧" in words("gurps", "ja").conditions["stunned"]
    assert words("coc", "ja").conditions["prone"] == "転倒"
    assert tr("Condition", "Unconscious") == "気絶"
    assert "ファイル" in tr("MainWindow", "&File")
    assert "命中" in tr("MainWindow", "Enter &hit…")
    assert "戦闘" in tr("MainWindow", "Combat log")
    assert tr("RosterModel", "Name") == "名前"
    assert tr("DamageType", "cutting") == "切り"
    assert tr("DamageType", "tight-beam burning") == "収束ビーム焼き"
    assert tr("Trait", "No Brain") == "脳がない"
    assert tr("PartStatus", "severed") == "切断"
    assert tr("Side", "Enemy") == "敵"
    assert "大怪我" in tr("Explain", TEMPLATES["major.crippling"])
    assert "徹甲除数" in tr("Explain", TEMPLATES["dr.divisor"])
    assert "鎧の隙間" in tr("Explain", TEMPLATES["dr.chinks"])


def test_explain_lines_render_in_japanese(japanese):
    from tracker.model.explain import ExplainLine
    from tracker.rulesets.gurps.kit.texts import render_line

    line = ExplainLine("kd.required", "G9", {"modifier": -5})
    assert render_line(line) == "[G9] 転倒と朦朧：生命力判定（-5）。"
    line = ExplainLine("dism.severed", "G6", {"injury": 13, "minimum": 6, "location": "arm_right"})
    text = render_line(line)
    assert text.startswith("[G6] ") and "切断" in text and "arm_right" not in text


def _lrelease() -> str | None:
    found = shutil.which("pyside6-lrelease")
    if found:
        return found
    import PySide6

    candidate = Path(PySide6.__file__).parent / "lrelease"
    return str(candidate) if candidate.is_file() else None


def test_qm_is_built_from_the_current_ts(tmp_path):
    tool = _lrelease()
    if tool is None:
        pytest.skip("pyside6-lrelease is not installed")
    for ts in [*TS_FILES, *ts_files("en")]:
        fresh = tmp_path / "fresh.qm"
        subprocess.run([tool, "-silent", str(ts), "-qm", str(fresh)], check=True,
                       capture_output=True)
        assert fresh.read_bytes() == qm_of(ts).read_bytes(), (
            f"{qm_of(ts).name} is stale: run python tools/update_translations.py")


def test_qt_standard_buttons_follow_the_language(japanese):
    """Qt's own catalogue (shipped with PySide6) is loaded too when it is there."""
    from PySide6.QtCore import QLibraryInfo

    path = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    if not (path / "qtbase_ja.qm").is_file():
        pytest.skip("PySide6 ships no qtbase_ja.qm here")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "キャンセル"


def test_back_to_english_removes_every_translator(qapp):
    assert i18n.install("ja")
    assert i18n.install("en")
    assert QCoreApplication.translate("MainWindow", "&File") == "&File"
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"


def test_every_visible_string_in_the_code_is_translated():
    """A new self.tr() string without a Japanese translation fails here (lupdate dry run)."""
    import sys

    root = Path(__file__).resolve().parents[3]
    if _tool("lupdate") is None:
        pytest.skip("pyside6-lupdate is not installed")
    res = subprocess.run([sys.executable, str(root / "tools" / "update_translations.py"),
                          "--check"], capture_output=True, text=True, cwd=root)
    assert res.returncode == 0, res.stdout + res.stderr


# -- plural forms (%n) --------------------------------------------------------------------------

EN_TS_FILES = ts_files("en")
NUMERUS = [(c, s, m) for c, s, m in MESSAGES if m.get("numerus") == "yes"]


def test_japanese_plural_messages_have_one_form_and_keep_n():
    assert {c for c, _s, _m in NUMERUS} >= {"RecoveryPrompt", "RecoveryModel", "DetailPanel"}
    for context, source, msg in NUMERUS:
        forms = msg.find("translation").findall("numerusform")
        assert len(forms) == 1, (context, source)  # Japanese: one plural form
        assert ("%n" in forms[0].text) == ("%n" in source), (context, source)


def test_english_catalogue_holds_every_plural_message_with_both_forms():
    """English is the source language: its catalogue (lupdate -pluralonly) gives "1 day" and
    "2 days" for "%n day(s)"."""
    en = {}
    for ts in EN_TS_FILES:
        root = ET.parse(ts).getroot()
        assert root.get("language") == "en"
        en.update({(ctx.findtext("name"), m.findtext("source")): m
                   for ctx in root.iter("context") for m in ctx.iter("message")})
    assert set(en) == {(c, s) for c, s, _m in NUMERUS}
    for key, msg in en.items():
        tr = msg.find("translation")
        assert tr.get("type") is None, key
        forms = [f.text or "" for f in tr.findall("numerusform")]
        assert len(forms) == 2 and all(forms), key
        assert ("%n" in forms[0]) == ("%n" in key[1]) == ("%n" in forms[1]), key


@pytest.mark.parametrize(("lang", "one", "two"), [
    ("en", "(1 action recorded)?", "(2 actions recorded)?"),
    ("ja", "（記録された操作：1件）", "（記録された操作：2件）"),
])
def test_restore_prompt_counts_in_both_languages(qapp, lang, one, two):
    from tracker.ui.files_controller import RecoveryPrompt

    assert i18n.install(lang)
    try:
        assert RecoveryPrompt().question("fight.json", 1).endswith(one)
        assert RecoveryPrompt().question("fight.json", 2).endswith(two)
        assert "fight.json" in RecoveryPrompt().question("fight.json", 2)
    finally:
        i18n.install("en")


@pytest.mark.parametrize(("lang", "texts"), [
    ("en", ["1 day", "3 days", "(1 round left)", "(2 rounds left)", " round", " rounds"]),
    ("ja", ["1日", "3日", "（残り1ラウンド）", "（残り2ラウンド）", " ラウンド", " ラウンド"]),
])
def test_counts_in_the_docks_use_plural_forms(qapp, lang, texts):
    tr = QCoreApplication.translate
    assert i18n.install(lang)
    try:
        got = [tr("RecoveryModel", "%n day(s)", None, 1), tr("RecoveryModel", "%n day(s)", None, 3),
               tr("DetailPanel", "(%n round(s) left)", None, 1),
               tr("DetailPanel", "(%n round(s) left)", None, 2),
               tr("DetailPanel", " round(s)", None, 1), tr("DetailPanel", " round(s)", None, 5)]
        assert got == texts
    finally:
        i18n.install("en")


def _tool(name: str) -> str | None:
    """The Qt tool as tools/update_translations.py finds it: on PATH, else inside the PySide6
    package (a venv whose bin folder is not on PATH still has it)."""
    import importlib.util

    path = Path(__file__).resolve().parents[3] / "tools" / "update_translations.py"
    spec = importlib.util.spec_from_file_location("_update_translations", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod.find_tool(name)
