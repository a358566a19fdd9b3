"""``python -m tracker import-gcs FILE...``: GCS character files as resolve targets, headless.

One JSON line per file, in order: ``{"file", "name", "dx", "basic_speed", "target",
"warnings"}`` where ``target`` is a ``python -m tracker resolve`` target as it is, or
``{"file", "error"}`` for a file that cannot be imported; the others are still read. Exits 0
when every file was imported, 1 if any failed, 2 on a usage error."""

from __future__ import annotations

import sys
from typing import IO

from ..model.gurps.gcs import GcsError, import_file
from .jsonl import dumps

USAGE = "usage: {prog} import-gcs FILE...\n"


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
            line = import_file(name).to_line()
        except GcsError as exc:
            ok = False
            line = {"file": name, "error": str(exc)}
        out.write(dumps(line) + "\n")
        out.flush()
    return 0 if ok else 1

