"""``python -m tracker import-ccfolia FILE...``: investigators from CCFolia pieces, headless
(contracts/ccfolia.md). One JSON line per piece, in order: ``{"file", "name", "sheet",
"warnings"}`` or ``{"file", "error"}``; ``-`` reads standard input (the clipboard). Exits 0
when every piece was read, 1 if any failed, 2 on a usage error."""

from __future__ import annotations

import sys
from typing import IO

from ..model.coc.ccfolia import read_piece_file
from ..model.errors import TrackerError
from .jsonl import dumps

USAGE = "usage: {prog} import-ccfolia FILE...   (- reads standard input)\n"


def main(argv: list[str], prog: str = "python -m tracker", out: IO[str] | None = None,
         err: IO[str] | None = None) -> int:
    out = out or sys.stdout
    err = err or sys.stderr
    if not argv or argv[0] in ("-h", "--help"):
        (out if argv else err).write(USAGE.format(prog=prog))
        return 0 if argv else 2
    ok = True
    for name in argv:
        try:
            line = read_piece_file(name).to_line(name)
        except TrackerError as exc:
            ok = False
            line = {"file": name, "error": str(exc)}
        out.write(dumps(line) + "\n")
        out.flush()
    return 0 if ok else 1
