"""The layers of ``[tool.importlinter]`` in pyproject.toml (entry → shell and headless commands
→ model core; each bundled ruleset in tracker/rulesets/<id>/ a package of its own, its rules and
commands Qt-free, the rulesets independent of each other and named by no core module), checked
with import-linter, so a leak fails with the import named."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _lint(root: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(root)}
    return subprocess.run([sys.executable, "-c", "from importlinter.cli import lint_imports_command;"
                           "lint_imports_command()", "--config", str(root / "pyproject.toml"),
                           "--no-cache"],
                          cwd=root, env=env, capture_output=True, text=True, timeout=240)


def test_the_import_contracts_are_kept():
    res = _lint(ROOT)
    assert res.returncode == 0, res.stdout + res.stderr
    assert "BROKEN" not in res.stdout and "KEPT" in res.stdout


def test_a_leak_is_named(tmp_path):
    """The check bites: a GURPS import in the CoC kit and Qt in the model are both reported."""
    copy = tmp_path / "src"
    shutil.copytree(ROOT / "tracker", copy / "tracker",
                    ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", copy / "pyproject.toml")
    with open(copy / "tracker" / "rulesets" / "coc" / "kit" / "figure.py", "a",
              encoding="utf-8") as f:
        f.write("\nfrom ...gurps.kit import silhouette  # noqa\n")
    with open(copy / "tracker" / "model" / "dice.py", "a", encoding="utf-8") as f:
        f.write("\nimport PySide6  # noqa\n")
    # a ruleset's rules stay Qt-free and use no kit; the core model names no ruleset
    with open(copy / "tracker" / "rulesets" / "gurps" / "rules" / "texts.py", "a",
              encoding="utf-8") as f:
        f.write("\nimport pyqtgraph  # noqa\nfrom ..kit import silhouette  # noqa\n")
    with open(copy / "tracker" / "model" / "options.py", "a", encoding="utf-8") as f:
        f.write("\nfrom ..rulesets.coc.rules import names  # noqa\n")
    res = _lint(copy)
    assert res.returncode == 1, res.stdout + res.stderr
    assert "tracker.rulesets.coc.kit.figure -> tracker.rulesets.gurps.kit.silhouette" in res.stdout
    assert "tracker.model.dice -> PySide6" in res.stdout
    assert "tracker.rulesets.gurps.rules.texts -> pyqtgraph" in res.stdout
    assert "tracker.rulesets.gurps.rules.texts -> tracker.rulesets.gurps.kit.silhouette" in res.stdout
    assert "tracker.model.options -> tracker.rulesets.coc.rules.names" in res.stdout


def test_the_generic_text_modules_name_no_ruleset(tmp_path):
    """Each kit owns its words: a ruleset's import in the generic explain or log text is
    reported (tracker/ui/explain_text.py, log_text.py and document.py reach the ruleset's
    words through its kit)."""
    copy = tmp_path / "src"
    shutil.copytree(ROOT / "tracker", copy / "tracker",
                    ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", copy / "pyproject.toml")
    with open(copy / "tracker" / "ui" / "explain_text.py", "a", encoding="utf-8") as f:
        f.write("\nfrom ..rulesets.gurps.rules import bodyplan  # noqa\n")
    with open(copy / "tracker" / "ui" / "log_text.py", "a", encoding="utf-8") as f:
        f.write("\nfrom ..rulesets.coc.kit import texts  # noqa\n")
    res = _lint(copy)
    assert res.returncode == 1, res.stdout + res.stderr
    assert "tracker.ui.explain_text -> tracker.rulesets.gurps.rules.bodyplan" in res.stdout
    assert "tracker.ui.log_text -> tracker.rulesets.coc.kit.texts" in res.stdout
