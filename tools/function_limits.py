"""Per-function limits in ``tracker/``: no function more complex than 25 (McCabe, as ruff's
C901 counts it) or longer than 120 lines.

Usage: python tools/function_limits.py [PATH ...]   (default: tracker)

The per-file baseline (tools/complexity_baseline.py) lets a file keep functions above the
everyday limit of 12 while they wait to be split; this check is the hard ceiling no function
passes, baseline or not. It exits 1 and names each function over a limit, and also names an
``ALLOWED`` entry that is no longer over (the list only shrinks).
"""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MAX_COMPLEXITY = 25
MAX_LINES = 120

# Functions allowed over a limit while they wait to be split (issue 40 item 5 emptied it; keep
# it empty). Keys are "path::Qualified.name".
ALLOWED: frozenset[str] = frozenset()

_RUFF_LINE = re.compile(r"^(?P<path>[^:]+):(?P<line>\d+):\d+: C901 `(?P<name>[^`]+)` is too "
                        r"complex \((?P<n>\d+) > \d+\)")


@dataclass(frozen=True)
class Excess:
    """One function over a limit: where it is and what it measures."""

    key: str  # "path::Qualified.name"
    line: int
    what: str  # "complexity 30 > 25" or "140 lines > 120"


def _functions(tree: ast.AST) -> list[tuple[str, ast.FunctionDef | ast.AsyncFunctionDef]]:
    """Every function with its qualified name (Class.method, outer.inner)."""
    found: list[tuple[str, ast.FunctionDef | ast.AsyncFunctionDef]] = []

    def walk(node: ast.AST, prefix: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                name = prefix + child.name
                found.append((name, child))
                walk(child, name + ".")
            elif isinstance(child, ast.ClassDef):
                walk(child, prefix + child.name + ".")
            else:
                walk(child, prefix)

    walk(tree, "")
    return found


def _rel(path: Path) -> str:
    path = path.resolve()
    try:
        return path.relative_to(ROOT).as_posix()
    except ValueError:
        return path.as_posix()


def too_long(files: list[Path]) -> list[Excess]:
    """Functions longer than MAX_LINES, from the ``def`` line to their last line."""
    out = []
    for path in files:
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for name, node in _functions(tree):
            lines = (node.end_lineno or node.lineno) - node.lineno + 1
            if lines > MAX_LINES:
                out.append(Excess(f"{_rel(path)}::{name}", node.lineno,
                                  f"{lines} lines > {MAX_LINES}"))
    return out


def too_complex(files: list[Path]) -> list[Excess]:
    """Functions above MAX_COMPLEXITY, measured by ruff's C901 (the measure the everyday limit
    of 12 uses), named with their qualified names from the same file's syntax tree."""
    if not files:
        return []
    out = subprocess.run(
        [sys.executable, "-m", "ruff", "check", "--select", "C901", "--output-format",
         "concise", "--no-cache", "--isolated", "--config",
         f"lint.mccabe.max-complexity={MAX_COMPLEXITY}", *map(str, files)],
        cwd=ROOT, capture_output=True, text=True).stdout
    by_line: dict[tuple[str, int], str] = {}
    for path in files:
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for name, node in _functions(tree):
            by_line[(_rel(path), node.lineno)] = name
    found = []
    for row in out.splitlines():
        m = _RUFF_LINE.match(row.strip())
        if not m:
            continue
        rel, line = _rel(ROOT / m["path"]), int(m["line"])
        name = by_line.get((rel, line), m["name"])
        found.append(Excess(f"{rel}::{name}", line,
                            f"complexity {m['n']} > {MAX_COMPLEXITY}"))
    return found


def python_files(paths: list[Path]) -> list[Path]:
    files: list[Path] = []
    for p in paths:
        files.extend(sorted(p.rglob("*.py")) if p.is_dir() else [p])
    return files


def check(paths: list[Path], allowed: frozenset[str] = ALLOWED) -> list[str]:
    """The problems, one line each: functions over a limit that are not allowed, and allowed
    functions that no longer exceed anything (their line must go)."""
    files = python_files(paths)
    excesses = too_complex(files) + too_long(files)
    problems = [f"{e.key} (line {e.line}): {e.what}" for e in excesses if e.key not in allowed]
    over = {e.key for e in excesses}
    scanned = {_rel(f) for f in files}
    problems += [f"{key}: within the limits now; remove it from ALLOWED in "
                 "tools/function_limits.py" for key in sorted(allowed)
                 if key.split("::", 1)[0] in scanned and key not in over]
    return problems


def main(argv: list[str]) -> int:
    paths = [Path(a) for a in argv] or [ROOT / "tracker"]
    problems = check([p if p.is_absolute() else ROOT / p for p in paths])
    for line in problems:
        print(line)
    if problems:
        print(f"functions must stay within complexity {MAX_COMPLEXITY} and {MAX_LINES} lines: "
              "split them into smaller functions named for what they do")
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
