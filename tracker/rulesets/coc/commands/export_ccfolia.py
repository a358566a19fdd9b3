"""``python -m tracker export-ccfolia ENCOUNTER [NAME...]``: CCFolia pieces of a Call of
Cthulhu encounter's combatants (all, or those named), one JSON line each (contracts/
ccfolia.md). Exits 1 when the file cannot be read, is not CoC, or a name is not found."""

from __future__ import annotations

import sys
from typing import IO

from tracker.cli.jsonl import dumps
from tracker.model.errors import TrackerError
from tracker.model.files import load_encounter
from tracker.rulesets.coc.rules.ccfolia import make_piece

USAGE = "usage: {prog} export-ccfolia ENCOUNTER [NAME...]\n"


def main(argv: list[str], prog: str = "python -m tracker", out: IO[str] | None = None,
         err: IO[str] | None = None) -> int:
    out = out or sys.stdout
    err = err or sys.stderr
    if not argv or argv[0] in ("-h", "--help"):
        (out if argv else err).write(USAGE.format(prog=prog))
        return 0 if argv else 2
    path, names = argv[0], argv[1:]
    try:
        enc = load_encounter(path)
    except TrackerError as exc:
        err.write(f"{prog} export-ccfolia: {exc}\n")
        return 1
    if enc.ruleset_id != "coc":
        err.write(f"{prog} export-ccfolia: {path} is not a Call of Cthulhu encounter\n")
        return 1
    people = enc.ordered()
    missing = [n for n in names if not any(c.name == n for c in people)]
    if missing:
        err.write(f"{prog} export-ccfolia: no combatant named '{missing[0]}' in {path}\n")
        return 1
    for c in people:
        if not names or c.name in names:
            out.write(dumps(make_piece(c.name, c.sheet, c.notes)) + "\n")
    out.flush()
    return 0
