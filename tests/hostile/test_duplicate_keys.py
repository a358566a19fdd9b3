"""Duplicate keys in a file are refused with their JSON path (issue #23, 9)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tracker.model.files import FileError, dumps_encounter, load_encounter, loads_encounter
from tracker.rulesets.gurps.rules.demo import demo_encounter

TEXT = dumps_encounter(demo_encounter())


def _with(old: str, new: str) -> str:
    assert old in TEXT
    return TEXT.replace(old, new, 1)


@pytest.mark.parametrize("text, path", [
    (_with('"format_version": 2', '"format_version": 2, "format_version": 2'), "format_version"),
    (_with('"round": ', '"round": 3, "round": '), "encounter.round"),
    (_with('"name": "', '"name": "A", "name": "'), "encounter.name"),
])
def test_duplicate_keys_are_refused_with_their_path(text, path):
    with pytest.raises(FileError) as info:
        loads_encounter(text, "dup.ctenc")
    assert info.value.code == "file_duplicate_key"
    assert [p.path for p in info.value.problems] == [path]
    assert "dup.ctenc" in str(info.value) and path in str(info.value)


def test_a_duplicate_deep_in_a_combatant_is_named():
    doc = json.loads(TEXT)
    doc["encounter"]["combatants"][2]["sheet"]["ht"] = "@HT@"
    text = json.dumps(doc).replace('"ht": "@HT@"', '"ht": 11, "ht": 12')
    with pytest.raises(FileError) as info:
        loads_encounter(text, "dup.ctenc")
    assert info.value.problems[0].path == "encounter.combatants[2].sheet.ht"


def test_check_names_the_duplicate(tmp_path):
    path = tmp_path / "dup.ctenc"
    path.write_text(_with('"round": ', '"round": 3, "round": '), encoding="utf-8")
    with pytest.raises(FileError):
        load_encounter(path)
    p = subprocess.run([sys.executable, "-m", "tracker", "check", str(path)],
                       capture_output=True, text=True, timeout=60)
    assert p.returncode != 0
    assert "encounter.round" in p.stdout + p.stderr


def test_same_key_in_different_objects_is_fine():
    assert loads_encounter(TEXT, "ok.ctenc").name == demo_encounter().name
