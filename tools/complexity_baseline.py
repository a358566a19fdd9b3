"""Write the complexity baseline: the files whose functions are more complex than
``[tool.ruff.lint.mccabe] max-complexity`` today, as C901 ``per-file-ignores`` in pyproject.toml.

Usage: python tools/complexity_baseline.py [--check]

A new file, or a file not in the baseline, must keep its functions under the limit (ruff, in
.ci/run); the baseline only shrinks: split a function, run this again, and commit the shorter
list. ``--check`` changes nothing and exits 1 if the baseline lists a file that no longer needs it.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BEGIN = "# --- BEGIN complexity baseline (python tools/complexity_baseline.py) ---"
END = "# --- END complexity baseline ---"


def over_limit() -> list[str]:
    out = subprocess.run(
        [sys.executable, "-m", "ruff", "check", "--select", "C901", "--output-format",
         "concise", "--no-cache", "--isolated", "--config", _limit_option(), "."],
        cwd=ROOT, capture_output=True, text=True).stdout
    return sorted({line.split(":", 1)[0].replace("\\", "/") for line in out.splitlines()
                   if " C901 " in line})


def _limit_option() -> str:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    m = re.search(r"max-complexity\s*=\s*(\d+)", text)
    return f"lint.mccabe.max-complexity={m.group(1) if m else 12}"


def block(files: list[str]) -> str:
    rows = "".join(f'"{f}" = ["C901"]\n' for f in files)
    return f"{BEGIN}\n{rows}{END}"


def main(argv: list[str]) -> int:
    path = ROOT / "pyproject.toml"
    text = path.read_text(encoding="utf-8")
    if BEGIN not in text or END not in text:
        print("pyproject.toml has no complexity baseline block", file=sys.stderr)
        return 2
    head, rest = text.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    new = head + block(over_limit()) + tail
    if "--check" in argv:
        if new != text:
            print("the complexity baseline is not current: python tools/complexity_baseline.py")
            return 1
        return 0
    path.write_text(new, encoding="utf-8")
    print(f"{len(over_limit())} files in the complexity baseline")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
