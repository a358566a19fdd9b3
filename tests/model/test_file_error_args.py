"""A FileError carries, besides its English message, what a UI needs to word it in its own
language: the code, the file, a ``kind`` where one code covers several cases, the OS's errno
and reason, and the numbers and ids the message quotes."""

from __future__ import annotations

import errno
import json

import pytest

from tracker.model import files
from tracker.model.files import FileError, load_encounter, save_encounter
from tracker.model.journal import Journal
from tracker.model.ruleset import known_rulesets
from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.rulesets.gurps.rules.modules import ranged


def _doc(**changes):
    doc = json.loads(files.dumps_encounter(demo_encounter()))
    doc.update(changes.pop("top", {}))
    doc["encounter"].update(changes)
    return doc


def _error(tmp_path, content) -> FileError:
    path = tmp_path / "x.ctenc"
    path.write_bytes(content if isinstance(content, bytes) else json.dumps(content).encode())
    with pytest.raises(FileError) as info:
        load_encounter(path)
    assert info.value.file == str(path) and str(path) in str(info.value)
    return info.value


@pytest.mark.parametrize(("content", "code", "args"), [
    (b"", "file_not_json", {"kind": "empty"}),
    (b'{"a": [1,', "file_not_json", {"kind": "truncated", "line": 1, "column": 10}),
    (b"{oops}", "file_not_json", {"kind": "syntax", "line": 1, "column": 2}),
    (b'{"a": Infinity}', "file_not_json", {"kind": "constant", "constant": "Infinity"}),
    (b"\n\xff", "file_not_utf8", {"byte": 0xff, "offset": 1, "line": 2}),
    (b"[" * 100_000 + b"]" * 100_000, "file_too_deep", {"depth": files.MAX_DEPTH}),
    (b'{"a": {"b": 1, "b": 2}}', "file_duplicate_key", {"path": "a.b", "key": "b"}),
    ([1, 2], "file_invalid", {"cause": "not_encounter"}),
    ({}, "file_invalid", {"cause": "not_encounter"}),
    (_doc(top={"format_version": 7}), "file_newer",
     {"cause": "format_newer", "version": 7, "supported": files.FORMAT_VERSION}),
    (_doc(top={"app": "excel"}), "file_invalid", {"cause": "other_app", "app": '"excel"'}),
    (_doc(ruleset="d20"), "file_invalid",
     {"cause": "unknown_ruleset", "ruleset": "d20", "known": list(known_rulesets())}),
    (_doc(ruleset_version=9), "file_invalid",
     {"cause": "ruleset_newer", "ruleset": "gurps", "version": 9, "supported": 1}),
    (_doc(modules={"gurps.x": {"version": 1, "options": {}, "state": {}}}), "file_invalid",
     {"cause": "unknown_module", "module": "gurps.x", "ruleset": "gurps"}),
    (_doc(modules={ranged.ID: {"version": 5, "options": {}, "state": {}}}), "file_invalid",
     {"cause": "module_newer", "module": ranged.ID, "ruleset": "gurps", "version": 5}),
], ids=lambda v: v if isinstance(v, str) else None)
def test_a_refused_file_carries_what_its_message_quotes(tmp_path, content, code, args):
    err = _error(tmp_path, content)
    assert err.code == code
    assert {k: err.args_.get(k) for k in args} == args


def test_a_file_with_plain_problems_has_no_cause_but_lists_them(tmp_path):
    err = _error(tmp_path, _doc(turn=-1, round=0))
    assert err.code == "file_invalid" and "cause" not in err.args_
    assert [p.path for p in err.problems] == ["encounter.round", "encounter.turn"]


def test_file_level_refusals_say_which_case(tmp_path):
    with pytest.raises(FileError) as info:
        load_encounter(tmp_path)
    assert info.value.code == "file_unreadable" and info.value.args_["kind"] == "folder"
    big = tmp_path / "big.ctenc"
    with open(big, "wb") as f:
        f.truncate(files.MAX_FILE_BYTES + 1)
    with pytest.raises(FileError) as info:
        load_encounter(big)
    assert info.value.args_ == {"file": str(big), "size": files.MAX_FILE_BYTES + 1,
                                "limit": files.MAX_FILE_BYTES}


def test_an_os_refusal_carries_the_errno_and_the_os_words(tmp_path):
    path = tmp_path / "no folder" / "x.ctenc"
    with pytest.raises(FileError) as info:
        save_encounter(demo_encounter(), path)
    err = info.value
    assert err.code == "file_write" and err.args_["kind"] == "os"
    assert err.args_["os_errno"] == errno.ENOENT and err.args_["os_reason"]
    assert str(err) == (f"Could not save '{path}': the folder does not exist. The previous "
                        "file is unchanged.")


def test_a_journal_that_cannot_be_written_says_why(tmp_path):
    blocker = tmp_path / "a file"
    blocker.write_text("x", encoding="utf-8")
    j = Journal(blocker / "journal")
    with pytest.raises(FileError) as info:
        j.start(demo_encounter(), actions=1)
    assert info.value.code == "journal_write"
    assert info.value.args_["os_errno"] in (errno.ENOTDIR, errno.EEXIST)
    assert info.value.args_["os_reason"]
