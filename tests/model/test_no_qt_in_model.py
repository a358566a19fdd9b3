"""The model layer (tracker/model) and each bundled ruleset's rules (tracker/rulesets/<id>/rules)
stay free of Qt: they must run headless, in the CLI and tests."""

from __future__ import annotations

import ast
import pkgutil
import subprocess
import sys
from pathlib import Path

import tracker.model
import tracker.rulesets

MODEL_DIR = Path(tracker.model.__file__).resolve().parent
RULESETS_DIR = Path(tracker.rulesets.__file__).resolve().parent
SRC_ROOT = MODEL_DIR.parent.parent
FORBIDDEN = ("PySide6", "shiboken6", "pyqtgraph", "PyQt")


def _forbidden(name: str | None) -> bool:
    if not name:
        return False
    top = name.split(".")[0]
    return any(top == f or top.startswith(f) for f in FORBIDDEN)  # PyQt5, PyQt6, ...


def _model_files() -> list[Path]:
    """The core model and every bundled ruleset's rules and commands (the Qt-free parts)."""
    files = sorted(MODEL_DIR.rglob("*.py"))
    for part in ("rules", "commands"):
        files += sorted(RULESETS_DIR.glob(f"*/{part}/**/*.py"))
    assert files, MODEL_DIR
    assert any(p.parent.name == "rules" for p in files), RULESETS_DIR
    return files


def test_model_sources_do_not_import_qt():
    offenders = []
    for path in _model_files():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            names: list[str | None] = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                names = [node.module]
            elif (isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(
                    node.func, "id", None)) in ("import_module", "__import__")
                  and node.args and isinstance(node.args[0], ast.Constant)):
                names = [node.args[0].value]
            for name in names:
                if _forbidden(name):
                    offenders.append(f"{path.relative_to(SRC_ROOT)}:{node.lineno} {name}")
    assert not offenders, "Qt imported in the model: " + ", ".join(offenders)


def test_the_checker_sees_forbidden_names():
    assert _forbidden("PySide6.QtCore") and _forbidden("PyQt5") and _forbidden("pyqtgraph")
    assert _forbidden("shiboken6") and not _forbidden("tracker.model") and not _forbidden(None)


def _model_modules() -> list[str]:
    names = ["tracker.model"]
    for info in pkgutil.walk_packages(tracker.model.__path__, "tracker.model."):
        names.append(info.name)
    for info in pkgutil.walk_packages(tracker.rulesets.__path__, "tracker.rulesets."):
        if ".kit" not in info.name:  # a ruleset's kit is its Qt part
            names.append(info.name)
    return names


def test_importing_every_model_module_loads_no_qt():
    modules = _model_modules()
    assert "tracker.rulesets.gurps.rules.resolver" in modules
    code = (
        "import importlib, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        "from tracker.rulesets.gurps.rules.bodyplan import body_plans\n"
        "body_plans()\n"
        f"bad = sorted(m for m in sys.modules if m.split('.')[0].startswith({FORBIDDEN!r}))\n"
        "print(','.join(bad))\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120)
    assert proc.returncode == 0, proc.stderr
    loaded = proc.stdout.strip()
    assert loaded == "", f"Qt modules loaded by tracker.model: {loaded}"
    assert "PySide6" not in loaded


# -- the ruleset seam: the core knows no ruleset ----------------------------------------------
def _core_files() -> list[Path]:
    """The core model: everything under tracker/model (the rulesets are in tracker/rulesets)."""
    return [p for p in _model_files() if MODEL_DIR in p.parents]


def _imported(path: Path) -> list[tuple[int, str]]:
    """(line, absolute module name) of every import in ``path``, relative ones resolved."""
    rel = path.relative_to(SRC_ROOT).with_suffix("")
    package = list(rel.parts[:-1]) if rel.name != "__init__" else list(rel.parts[:-1])
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out += [(node.lineno, a.name) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[:len(package) - node.level + 1]
                name = ".".join(base + ([node.module] if node.module else []))
            else:
                name = node.module or ""
            out.append((node.lineno, name))
            out += [(node.lineno, f"{name}.{a.name}") for a in node.names]
        elif (isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(
                node.func, "id", None)) in ("import_module", "__import__")
              and node.args and isinstance(node.args[0], ast.Constant)):
            out.append((node.lineno, str(node.args[0].value)))
    return out


def test_the_core_model_imports_no_ruleset():
    offenders = []
    for path in _core_files():
        for line, name in _imported(path):
            if name == "tracker.rulesets" or name.startswith("tracker.rulesets."):
                offenders.append(f"{path.relative_to(MODEL_DIR)}:{line} {name}")
    assert not offenders, "the core model imports a ruleset: " + ", ".join(offenders)


def test_the_ruleset_checker_sees_relative_imports(tmp_path):
    core = _core_files()
    assert any(p.name == "operations.py" for p in core)
    assert not any("gurps" in p.parts or "rulesets" in p.parts for p in core)
    names = [n for _l, n in _imported(RULESETS_DIR / "gurps" / "rules" / "ruleset.py")]
    assert "tracker.model.ruleset" in names and "tracker.rulesets.gurps.rules.texts" in names
