"""Rewrite every generated lupdate block (``# --- BEGIN GENERATED lupdate block (python -m M)``)
under tracker/ with what its module's ``noop_block()`` gives now: after templates, messages or
declared options change. Usage: python tools/splice_noop_blocks.py [--check]"""

from __future__ import annotations

import importlib
import os
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BEGIN = re.compile(r"# --- BEGIN GENERATED lupdate block \(python -m ([\w.]+)\) ---\n")
END = "# --- END GENERATED lupdate block ---\n"


def main(argv: list[str]) -> int:
    stale = []
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT))
    for path in sorted((ROOT / "tracker").rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        m = BEGIN.search(text)
        if m is None:
            continue
        start, end = m.start(), text.index(END, m.end()) + len(END)
        fresh = importlib.import_module(m.group(1)).noop_block()
        if text[start:end] != fresh:
            stale.append(str(path.relative_to(ROOT)))
            if "--check" not in argv:
                path.write_text(text[:start] + fresh + text[end:], encoding="utf-8")
    for name in stale:
        print(("stale: " if "--check" in argv else "rewrote: ") + name)
    return 1 if stale and "--check" in argv else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
