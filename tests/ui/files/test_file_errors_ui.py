"""File errors as the GM reads them: in the UI language (Japanese first), naming the file,
shown as plain text; the model's English message stays what the command-line tools print."""

import errno
import json
from pathlib import Path

import pytest
import tracker.resources
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QMessageBox

from tracker.model import operations as ops
from tracker.model.files import FileError, dumps_encounter, load_encounter
from tracker.model.journal import Journal
from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.rulesets.gurps.rules.resolver import Hit
from tracker.ui import files_controller as fc
from tracker.ui import i18n
from tracker.ui.document import EncounterDocument
from tracker.ui.file_errors import file_error_text
from tracker.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture(autouse=True)
def catalogue(monkeypatch):
    """The catalogues of this checkout (an editable install may map ``tracker.resources`` to
    another checkout's folder, whose .qm lacks strings added here)."""
    monkeypatch.setattr(tracker.resources, "_HERE", ROOT / "resources")
    yield
    i18n.install("en")


@pytest.fixture
def window(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    w = MainWindow(EncounterDocument(demo_encounter()), settings)
    yield w
    w.doc.undo_stack.setClean()
    w.close()
    w.deleteLater()


@pytest.fixture
def boxes(monkeypatch):
    shown = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box) or 0)
    return shown


def _doc(**changes):
    doc = json.loads(dumps_encounter(demo_encounter()))
    doc.update(changes.pop("top", {}))
    doc["encounter"].update(changes)
    return doc


def _write(tmp_path, name, content):
    path = tmp_path / name
    path.write_bytes(content if isinstance(content, bytes) else json.dumps(content).encode())
    return path


def _too_big(tmp_path):
    path = tmp_path / "huge.ctenc"
    with open(path, "wb") as f:  # sparse: takes no disk space
        f.truncate(21 * 1024 * 1024)
    return path


#: name -> (make the file, what the Japanese message says, what the English one says)
OPEN_CASES = {
    "missing": (lambda t: t / "gone.ctenc", ["ファイルがありません"],
                ["the file does not exist"]),
    "not_json": (lambda t: _write(t, "notes.ctenc", b"{not json"),
                 ["JSONとして正しくありません", "1行2列目"],
                 ["it is not valid JSON (line 1, column 2"]),
    "empty": (lambda t: _write(t, "empty.ctenc", b""), ["ファイルが空です"],
              ["the file is empty"]),
    "newer": (lambda t: _write(t, "future.ctenc", _doc(top={"format_version": 9})),
              ["新しいバージョンのトラッカー", "形式9", "形式2まで"],
              ["newer version of the tracker (file format 9; this version reads up to 2)"]),
    "unknown_ruleset": (lambda t: _write(t, "d20.ctenc", _doc(ruleset="d20")),
                        ["ルール「d20」", "扱えません", "GURPS 第4版、クトゥルフ神話TRPG"],
                        ["uses the rules \u201cd20\u201d", "GURPS 4th edition, Call of Cthulhu"]),
    "too_big": (_too_big, ["ファイルが大きすぎます", "21.0 MB", "20.0 MB"],
                ["too large (21.0 MB; an encounter file may be at most 20.0 MB)"]),
    "bad_values": (lambda t: _write(t, "broken.ctenc", _doc(turn=-1, round=0, name=3, order=5,
                                                            log=7)),
                   ["ファイルの内容に問題があります", "encounter.name", "…ほか2件の問題"],
                   ["the file's content has problems:", "encounter.name", "…and 2 more problems"]),
    "folder": (lambda t: t, ["ファイルではなくフォルダーです"], ["it is a folder, not a file"]),
}


@pytest.mark.parametrize("case", sorted(OPEN_CASES))
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_file_that_cannot_be_opened_is_said_so_in_the_ui_language(window, tmp_path, boxes,
                                                                      case, lang):
    make, ja, en = OPEN_CASES[case]
    path = make(tmp_path)
    assert i18n.install(lang)
    before = window.doc.encounter.to_dict()
    assert window.files.open_reporting(str(path), window) is False
    assert len(boxes) == 1
    box = boxes[0]
    text = box.text()
    assert f"{path}" in text  # names the file
    for needle in (ja if lang == "ja" else en):
        assert needle in text, text
    if lang == "ja":
        assert box.windowTitle() == "開けません"
        assert f"「{path}」を開けません：" in text and "Cannot open" not in text
    else:
        assert text.startswith(f"Cannot open \u201c{path}\u201d: ")
    assert window.doc.encounter.to_dict() == before  # nothing changed


def test_the_model_keeps_its_english_message_for_the_command_line(tmp_path):
    path = _write(tmp_path, "future.ctenc", _doc(top={"format_version": 9}))
    i18n.install("ja")
    with pytest.raises(FileError) as info:
        load_encounter(path)
    assert str(info.value) == (f"Cannot open '{path}': format_version: was written by a newer "
                               "version (format 9); this version reads up to 2")
    assert info.value.args_["version"] == 9 and info.value.args_["supported"] == 2


@pytest.mark.parametrize(("lang", "needles"), [
    ("ja", ["遭遇は保存されていません", "に保存できませんでした：フォルダーがありません。",
            "前のファイルは変わっていません"]),
    ("en", ["The encounter was NOT saved", ": the folder does not exist. The previous file is "
            "unchanged."]),
])
def test_saving_into_a_missing_folder_is_said_so_in_the_ui_language(window, tmp_path, boxes,
                                                                    lang, needles):
    target = tmp_path / "no such folder" / "fight.ctenc"
    window.doc.run("hit", ops.apply_hit, "c3", Hit(3, "cr", "torso"))
    assert i18n.install(lang)
    assert window.files._save_reporting(str(target), window) is False
    text = boxes[0].text()
    assert str(target) in text
    for needle in needles:
        assert needle in text, text
    assert window.files.dirty and not target.parent.exists()


def test_a_file_name_that_looks_like_markup_is_shown_literally(window, tmp_path, boxes):
    path = tmp_path / "<b>boss</b>.ctenc"
    assert i18n.install("ja")
    window.files.open_reporting(str(path), window)
    assert boxes[0].textFormat() == Qt.TextFormat.PlainText
    assert f"「{path}」" in boxes[0].text()


def test_a_failed_autosave_says_why_in_the_ui_language(qtbot, tmp_path):
    blocker = tmp_path / "a file"
    blocker.write_text("x", encoding="utf-8")
    doc = EncounterDocument(demo_encounter())
    failed = []
    doc.failed.connect(failed.append)
    assert i18n.install("ja")
    doc.set_journal(Journal(blocker / "journal"))  # a folder inside a file cannot be made
    doc.run("hit", ops.apply_hit, "c3", Hit(3, "cr", "torso"))
    assert len(failed) == 1
    assert failed[0].startswith("自動保存に失敗しました。")
    assert "復旧用の記録「" in failed[0] and str(blocker) in failed[0]
    assert "Could not" not in failed[0]


def test_an_unreadable_recovery_journal_is_described_in_the_ui_language(qtbot, tmp_path,
                                                                         boxes):
    crashed = tmp_path / "recovery" / "abc123"
    crashed.mkdir(parents=True)
    (crashed / "recovery.json").write_text("{not json", encoding="utf-8")
    assert i18n.install("ja")
    assert fc.offer_recovery(None, tmp_path / "recovery") is None
    assert boxes[0].objectName() == "unreadableJournalBox"
    detail = boxes[0].detailedText()
    assert "recovery.json」を開けません：JSONとして正しくありません" in detail


def test_an_unreadable_ccfolia_piece_file_is_named_in_the_ui_language(qtbot, tmp_path,
                                                                       monkeypatch):
    from tracker.rulesets.coc.kit import ccfolia_dialog

    opened = []
    monkeypatch.setattr(ccfolia_dialog, "_open", lambda w, sources, unreadable=(): opened.append(
        list(unreadable)))
    assert i18n.install("ja")
    ccfolia_dialog.open_piece_files(None, [str(tmp_path / "piece.json")])
    assert opened == [[("piece.json",
                        f"「{tmp_path / 'piece.json'}」を開けません：ファイルがありません。")]]


# -- the wording itself --------------------------------------------------------------------------
def test_the_os_reason_is_named_in_the_ui_language_or_left_as_the_os_gives_it():
    i18n.install("ja")
    full = FileError("file_write", "Could not save 'x': the disk is full.", file="x",
                     kind="os", os_errno=errno.ENOSPC, os_reason="No space left on device")
    assert file_error_text(full) == "「x」に保存できませんでした：ディスクがいっぱいです。前のファイルは変わっていません。"
    odd = FileError("file_write", "Could not save 'x': Stale file handle.", file="x",
                    kind="os", os_errno=errno.ESTALE, os_reason="Stale file handle")
    assert file_error_text(odd) == "「x」に保存できませんでした：Stale file handle。前のファイルは変わっていません。"


def test_an_error_it_does_not_know_is_shown_as_the_model_words_it():
    i18n.install("ja")
    assert file_error_text(FileError("file_exotic", "Cannot open 'x': why", file="x")) == \
        "Cannot open 'x': why"
    # a known code without the args it needs (raised by older code, or by a test double)
    assert file_error_text(FileError("file_write", "Cannot save 'x': No space left")) == \
        "Cannot save 'x': No space left"
    assert file_error_text(OSError("plain")) == "plain"


@pytest.mark.parametrize(("count", "en", "ja"), [
    (4, "…and 1 more problem", "…ほか1件の問題"), (9, "…and 6 more problems", "…ほか6件の問題")])
def test_the_problems_beyond_three_are_counted_with_plural_forms(count, en, ja):
    from tracker.model.validation import Problem

    exc = FileError("file_invalid", "Cannot open 'x': …", file="x",
                    problems=[Problem(f"encounter.p{i}", "bad", "empty") for i in range(count)])
    for lang, more, sep, bad in (("en", en, ": ", "must not be empty"),
                                 ("ja", ja, "：", "空にはできません")):
        i18n.install(lang)
        lines = file_error_text(exc).split("\n")
        assert lines[1:4] == [f"\u2022 encounter.p{i}{sep}{bad}" for i in range(3)]
        assert lines[4:] == [more]


def test_a_log_export_into_a_missing_folder_says_why_in_the_ui_language(window, tmp_path,
                                                                         monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    target = tmp_path / "no such folder" / "log.html"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a, **k: (str(target), "")))
    errors = []
    monkeypatch.setattr(window, "show_error", lambda text, *a: errors.append(text))
    assert i18n.install("ja")
    window.act_export_log.trigger()
    assert errors == [f"ログを {target} に書き出せませんでした：フォルダーがありません"]


def _every_case():
    from tracker.ui.file_errors import _TEXTS

    return sorted(_TEXTS, key=lambda k: (k[0], k[1] or ""))


@pytest.mark.parametrize("key", _every_case(), ids=lambda k: f"{k[0]}-{k[1]}")
def test_every_known_case_is_worded_in_both_languages(key):
    """Each message formats with the args the model gives (no fallback to the English of the
    model, no placeholder left), in Japanese with no English words of its own."""
    from tracker.model.validation import Problem

    code, sub = key
    args = dict(os_errno=errno.ENOSPC, os_reason="No space left on device", size=3 * 2 ** 20,
                limit=2 ** 20, line=4, column=7, detail="Expecting value", constant="NaN",
                depth=64, path="encounter.name", key="name", version=9, supported=2,
                app='"excel"', ruleset="gurps", known=["gurps", "coc"], module="gurps.ranged")
    if code in ("file_invalid", "file_newer"):
        args["cause"] = sub
    elif sub is not None and sub != "growing":
        args["kind"] = sub
    if sub == "growing":
        args["size"] = None
    exc = FileError(code, "MODEL TEXT", file="戦闘.ctenc", problems=[Problem("p", "m")],
                    **args)
    for lang in ("en", "ja"):
        assert i18n.install(lang)
        text = file_error_text(exc)
        assert text != "MODEL TEXT" and "{" not in text, (lang, text)
        if not code.startswith("journal_refused"):
            assert "戦闘.ctenc" in text
        if lang == "ja":
            assert not any(w in text for w in ("Cannot", "Could", "file", "disk", "the ")), text


def _ruleset_doc(rules: str, change) -> dict:
    from tracker.model.ruleset import get_ruleset

    doc = json.loads(dumps_encounter(get_ruleset(rules).demo_encounter("en")))
    change(doc["encounter"])
    return doc


def _sheet(enc, **values):
    enc["combatants"][0]["sheet"].update(values)


def _nested(depth: int) -> list:
    value: list = [1]
    for _ in range(depth):
        value = [value]
    return value


def _coc_weapon(enc):
    _sheet(enc, str="a", hp=30, max_hp=10, db="lots", special=["plate"], zap=1)
    enc["combatants"][0]["sheet"]["weapons"][0].update({"class": "laser", "db": "yes"})
    enc["combatants"][1]["sheet"]["wounds"] = [{"source": "q"}, 3]


def _gurps_modules(change) -> dict:
    """The GURPS demo with the vampire hunter's optional rules, its first three combatants
    holding the hunger data of a missed meal, changed by ``change``."""
    from tracker.model.ruleset import get_ruleset
    from tracker.rulesets.gurps.rules.modules import operations as mops

    rs = get_ruleset("gurps")
    enc = rs.demo_encounter("en")
    ops.set_modules(enc, rs.presets["vampire_hunter"][1])
    mops.mark_meal(enc, next(iter(enc.combatants)), False)
    doc = json.loads(dumps_encounter(enc))
    ext = [c.setdefault("ext", {}) for c in doc["encounter"]["combatants"]]
    for other in ext[1:3]:
        other["gurps.hunger"] = dict(ext[0]["gurps.hunger"])
    change(ext)
    return doc


def _hunger(ext):
    ext[0]["gurps.hunger"]["due"] = [6, 5]  # the days go back
    ext[1]["gurps.hunger"].update(day=4, due=[2])  # a meal due before the day counted
    ext[2]["gurps.hunger"].update(eaten=2, missed=2)  # 4 meals a day


#: an infection wound as the rules save it (the module's data on a combatant)
_WOUND = {"location": "torso", "infected_at": 480, "elapsed": 0, "stage": "incubating",
          "days": 0, "ht_lost": 0, "fp_held": 0, "iq_lost": 0, "st_lost": 0, "impotent": False,
          "appearance": 0, "part": None, "cured_at": None}


def _infection(ext):
    # incubating two days after the wound, and cured at a minute while not cured
    ext[0]["gurps.infection"] = {"wounds": [{**_WOUND, "elapsed": 2880, "cured_at": 9}]}
    ext[1]["gurps.infection"] = {"wounds": [dict(_WOUND)], "st": 0}


#: a custom body plan (a combatant's own) with its own problems: a bundled plan's id, a
#: location hanging from itself, a roll on two rows, rolls no row covers
_PLAN = {"id": "humanoid", "name": {"en": "Odd"},
         "locations": [{"id": "a", "kind": "torso", "name": {"en": "A"}, "hit_penalty": 0,
                        "attached_to": "b"},
                       {"id": "b", "kind": "torso", "name": {"en": "B"}, "hit_penalty": 0,
                        "attached_to": "a"}],
         "table": [{"roll": [3, 9], "location": "a"}, {"roll": [9, 10], "location": "b"}]}


#: name -> the broken file's bytes: bad JSON, wrong types, rules and versions this version
#: does not know, bad GURPS and CoC sheets, CoC's own state (issue 43)
BROKEN = {
    "json_syntax": b"{not json",
    "json_value": b"[1, ]",
    "json_extra": b'{"a": 1} x',
    "json_truncated": b'{"a": [1, 2',
    "types": _doc(turn="x", round=0, name=3, in_combat="yes", order=5, log=7),
    "missing_and_unknown": _doc(zzz=1, calendar={"day": 0, "hour": 30}, counters=[]),
    "combatant": _doc(combatants=[{"id": "c1", "name": "", "side": "dragons",
                                   "sheet": {}, "conditions": {}, "visibility": 1,
                                   "notes": None}]),
    "big_and_deep": _doc(round=10**200, options={"x": _nested(70)}),
    "unknown_ruleset": _doc(ruleset="d20"),
    "newer": _doc(top={"format_version": 9}),
    "gurps_sheet": _ruleset_doc("gurps", lambda e: _sheet(e, dx="x", ht=-5, traits=["flying"],
                                                          dr={"wing": 1}, weapons=3)),
    "gurps_weapon": _ruleset_doc("gurps", lambda e: _sheet(e, weapons=[
        {"name": "", "kind": "laser", "skill": 500, "type": "zap"}])),
    "gurps_weapon_values": _ruleset_doc("gurps", lambda e: _sheet(e, weapons=[
        {"name": "Odd", "damage": "zz", "type": "cut", "armor_divisor": 0, "reach": "r" * 300}])),
    "gurps_body_plan": _ruleset_doc("gurps", lambda e: _sheet(e, body=_PLAN, dr=0, parts={})),
    "gurps_hunger": _gurps_modules(_hunger),
    "gurps_infection": _gurps_modules(_infection),
    "coc_sheet_conflict": _ruleset_doc("coc", lambda e: _sheet(e, hp=30, max_hp=None)),
    "not_finite": json.dumps(_doc()).replace('"round": 1,', '"round": 1e999,').encode(),
    "format_version": _doc(top={"format_version": -1}),
    "coc_sheet": _ruleset_doc("coc", _coc_weapon),
    "coc_state": _ruleset_doc("coc", lambda e: e.update(state={
        "zzz": 1, "round": {"n": 0, "dodges": [], "parried": "c1", "acted": [""],
                            "shots": {"c1": -1}, "rapid": [], "spent": {"c1#0": "dance"}},
        "clocks": [{"victim": 3}], "counter": {"by": "c1", "against": "c2", "log": -1,
                                               "at": None, "used": "no"}})),
}


def _file_words(problems) -> set[str]:
    """The file's own names in its problems (JSON paths, keys, ids, the values it holds):
    shown as the file has them in every language."""
    out: set[str] = set()
    for p in problems:
        out.add(p.path)
        for key in ("got", "field", "id", "module", "plan", "expected"):
            if key in p.args:
                out.add(str(p.args[key]))
        out.update(str(k) for k in p.args.get("known", []))
    return {w for w in out if w}


@pytest.mark.parametrize("case", sorted(BROKEN))
def test_a_broken_file_is_described_without_english_in_japanese(window, tmp_path, boxes,
                                                                case):
    from tests.ui.english_words import english

    content = BROKEN[case]
    path = _write(tmp_path, f"{case}.ctenc", content)
    with pytest.raises(FileError) as info:
        load_encounter(path)
    problems = info.value.problems
    assert i18n.install("ja")
    assert window.files.open_reporting(str(path), window) is False
    box = boxes[0]
    text = "\n".join((box.windowTitle(), box.text(), box.informativeText(),
                      box.detailedText()))
    plain = text
    for name in sorted(_file_words(problems) | {str(path)}, key=len, reverse=True):
        plain = plain.replace(name, " ")  # the longest first: a path before its parts
    assert english(plain, set()) == [], text
    # every problem shown is worded from its code, none falls back to the plain "not valid"
    assert "ここでは正しくない値です" not in text, text
    shown = [p for p in problems[:3] if p.path]
    if info.value.code == "file_invalid" and not info.value.args_.get("cause"):
        assert shown and all(p.code for p in shown), [(p.path, p.message) for p in problems]
        for p in shown:
            assert f"{p.path}：" in text, text


def test_the_problems_read_as_the_model_checked_them_in_both_languages():
    from tracker.model.validation import Problem
    from tracker.ui.file_errors import problem_text

    p = Problem("encounter.round", "must be at least 1, got 0", "too_small",
                {"lo": 1, "got": "0", "got_kind": ""})
    big = Problem("encounter.round", "…", "too_large",
                  {"hi": 10**9, "got": "…", "got_kind": "big", "digits": 201})
    obj = Problem("encounter.name", "…", "not_type",
                  {"expected": "text", "null": False, "got": "an object", "got_kind": "object"})
    assert i18n.install("ja")
    assert problem_text(p) == "encounter.round：1以上でなければなりませんが、0です"
    assert problem_text(big) == \
        "encounter.round：1000000000以下でなければなりませんが、約201桁の整数です"
    assert problem_text(obj) == "encounter.name：文字列でなければなりませんが、オブジェクトです"
    assert problem_text(Problem("x", "something new")) == "x：ここでは正しくない値です"
    assert i18n.install("en")
    assert problem_text(p) == "encounter.round: must be at least 1, but is 0"
    assert problem_text(Problem("x", "something new")) == "x: something new"


@pytest.mark.parametrize(("rules", "given", "words"), [
    ("coc", {"db": "zz"}, "sheet.db：+1d4、-1d3、0のようなダメージボーナスでなければなりませんが、'zz'です"),
    ("gurps", {"max_hp": 0}, "sheet.max_hp：1以上でなければなりませんが、0です"),
])
def test_a_refused_sheet_is_worded_from_its_code(rules, given, words):
    """A sheet refused outside a file (a library entry's, a player's request) names its first
    problem with the file problems' words, in Japanese too (issue 43)."""
    from tracker.model.errors import RulesError
    from tracker.model.ruleset import get_ruleset
    from tracker.model.sheet_keys import sheet_from_keys
    from tracker.ui.explain_text import error_text

    with pytest.raises(RulesError) as info:
        sheet_from_keys(get_ruleset(rules), given, "sheet")
    assert i18n.install("ja")
    assert error_text(info.value) == words
    assert i18n.install("en")
    assert error_text(info.value).startswith(f"sheet.{next(iter(given))}: must be ")


#: the broken files whose problems had only a general sentence (a custom body plan is
#: damaged, a value a weapon or the optional rules do not take, the sheet's values do not
#: fit): each problem now said with its own words and values (issue 43)
OWN_WORDS = {
    "gurps_weapon": ["武器の名前は1～200文字の文字列でなければなりません",
                     "\"laser\"はここで使える値ではありません（使える値：melee、ranged）",
                     "-100～100でなければなりませんが、500です"],
    "gurps_weapon_values": ["2d+1や1d-2のようなダメージのダイスか数でなければなりませんが、\"zz\"です",
                            "0より大きく100以下の徹甲除数でなければなりませんが、0です",
                            "200文字以内の文字列でなければなりません"],
    "gurps_body_plan": ["「humanoid」は組み込みの体形のIDです",
                        "部位「a」が「b」を経て自分自身につながっています",
                        "部位「b」が「a」を経て自分自身につながっています"],
    "gurps_hunger": ["日付が逆戻りしています（6日目の次が5日目）",
                     "2日目は数えている日（4日目）より前です",
                     "1日に3食より多く数えられています"],
    "gurps_infection": ["感染はまだ潜伏期ですが、発熱しています", "感染が治ったときに限り設定されます",
                        "1～100でなければなりませんが、0です"],
    "coc_sheet_conflict": ["sheet.hp：最大値（12）以下でなければなりませんが、30です"],
}
GENERAL = {"bad_body_plan", "bad_weapon", "bad_module_data", "sheet_error", ""}


@pytest.mark.parametrize("case", sorted(OWN_WORDS))
def test_each_problem_is_said_with_its_own_words(window, tmp_path, boxes, case):
    path = _write(tmp_path, f"{case}.ctenc", BROKEN[case])
    with pytest.raises(FileError) as info:
        load_encounter(path)
    shown = info.value.problems[:3]
    assert not {p.code for p in shown} & GENERAL, [(p.path, p.code) for p in shown]
    assert i18n.install("ja")
    assert window.files.open_reporting(str(path), window) is False
    box = boxes[0]
    text = "\n".join((box.text(), box.informativeText(), box.detailedText()))
    for words in OWN_WORDS[case]:
        assert words in text, text


@pytest.mark.parametrize(("values", "words"), [
    ({"max_hp": 0}, "1以上でなければなりませんが、0です"),
    ({"size_modifier": 99}, "-30～30でなければなりませんが、99です"),
    ({"posture": "lying"}, "\"lying\"はここで使える値ではありません"),
])
def test_a_gurps_sheet_refused_by_its_rules_is_worded_from_its_code(values, words):
    """The GURPS sheet's own refusal (the sheet editor's last check, a file's sheet checked
    after its values) carries its problem's code and values: Japanese, not the model's
    English ("max HP must be at least 1")."""
    from tracker.model.errors import RulesError
    from tracker.rulesets.gurps.kit import texts
    from tracker.rulesets.gurps.rules.sheet import GurpsSheet

    with pytest.raises(RulesError) as info:
        GurpsSheet(**values).validate()
    assert i18n.install("ja")
    assert words in texts.error_text(info.value)
