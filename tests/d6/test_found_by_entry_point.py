"""The d6 game is found the way any pip-installed ruleset is: by its entry point, with its
manifest naming its rules, kit, command, schema, catalogue and web figure."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tracker.model import plugins
from tracker.model.ruleset import available_rulesets, get_ruleset

ROOT = Path(__file__).resolve().parents[2]


def test_the_installed_package_declares_it_and_the_tracker_finds_it():
    assert ("d6", "tracker_d6.manifest:MANIFEST") in plugins.entry_points()
    man = plugins.manifests()["d6"]
    assert man.rules == "tracker_d6.ruleset" and man.kit == "tracker_d6.kit"
    assert "d6" in available_rulesets() and get_ruleset("d6").id == "d6"
    # the bundled ones come first, in their manifests' order (GURPS is the default)
    assert list(plugins.manifests())[:2] == ["gurps", "coc"]


def test_no_file_of_the_tracker_names_it():
    hits = []
    for path in [*(ROOT / "tracker").rglob("*"), *(ROOT / "resources").rglob("*"),
                 ROOT / "pyproject.toml"]:
        if path.is_file() and path.suffix in {".py", ".js", ".json", ".html", ".toml", ".css"}:
            text = path.read_text(encoding="utf-8", errors="replace")
            if "tracker_d6" in text or '"d6"' in text:
                hits.append(str(path.relative_to(ROOT)))
    assert hits == []


def test_its_command_is_offered_and_runs():
    p = subprocess.run([sys.executable, "-m", "tracker", "--help"], capture_output=True,
                       text=True, timeout=60, check=True)
    assert "d6-roll [N]" in p.stdout
    p = subprocess.run([sys.executable, "-m", "tracker", "d6-roll", "4"], capture_output=True,
                       text=True, timeout=60)
    assert p.returncode == 0 and 4 <= int(p.stdout) <= 24
    p = subprocess.run([sys.executable, "-m", "tracker", "d6-roll", "x"], capture_output=True,
                       text=True, timeout=60)
    assert p.returncode == 2 and "N must be a whole number" in p.stderr


def test_a_broken_plugin_is_named_and_stops_nothing(monkeypatch):
    real = plugins.entry_points()
    monkeypatch.setattr(plugins, "entry_points", lambda group=plugins.GROUP: [
        *real, ("ghost", "no_such_module_anywhere:MANIFEST")])
    plugins.rediscover()
    try:
        assert "ghost" not in plugins.manifests() and "d6" in plugins.manifests()
        assert "ModuleNotFoundError" in plugins.BROKEN["ghost"]
        import pytest

        from tracker.model.errors import RulesError

        with pytest.raises(RulesError, match="'ghost' is installed but cannot be loaded"):
            get_ruleset("ghost")
    finally:
        monkeypatch.undo()
        plugins.rediscover()


def test_entry_points_txt_is_read_as_setuptools_writes_it(tmp_path, monkeypatch):
    dist = tmp_path / "Some_Plugin-2.0.dist-info"
    dist.mkdir()
    (dist / "entry_points.txt").write_text(
        "[console_scripts]\nx = y:z\n\n[combat_tracker.rulesets]\n"
        "# a comment\nd20 = some_plugin.manifest:MANIFEST\n", encoding="utf-8")
    older = tmp_path / "other"
    (older / "some_plugin-1.0.dist-info").mkdir(parents=True)
    (older / "some_plugin-1.0.dist-info" / "entry_points.txt").write_text(
        "[combat_tracker.rulesets]\nd20 = old_plugin:MANIFEST\n", encoding="utf-8")
    monkeypatch.setattr(sys, "path", [str(tmp_path), str(older)])
    # the first distribution of a name on sys.path wins, as importlib.metadata has it
    assert plugins.entry_points() == [("d20", "some_plugin.manifest:MANIFEST")]


def test_its_schema_fragment_joins_the_encounter_schema():
    from tracker.model.files.schema import encounter_schema

    schema = encounter_schema()
    assert "d6" in schema["$defs"]["encounter"]["properties"]["ruleset"]["enum"]
    assert schema["$defs"]["d6_sheet"]["properties"]["armor"]["minimum"] == 0
    assert json.dumps(schema).count('"const": "d6"') == 1
