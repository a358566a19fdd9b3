"""``python -m tracker check FILE...``: validate encounter files without a window.

Prints ``FILE: OK`` or one ``FILE: PATH: MESSAGE`` line per problem; exits 0 when every file
is valid, 1 otherwise, 2 on a usage error."""

from __future__ import annotations

import sys
from typing import IO

from ..model.files import check_file, problem_lines

USAGE = "usage: {prog} check FILE...\n"


def main(argv: list[str], prog: str = "python -m tracker", out: IO[str] | None = None,
         err: IO[str] | None = None) -> int:
    out = out or sys.stdout
    err = err or sys.stderr
    if not argv or argv[0] in ("-h", "--help"):
        (out if argv else err).write(USAGE.format(prog=prog))
        return 0 if argv else 2
    ok = True
    for name in argv:
        problems = check_file(name)
        ok = ok and not problems
        for line in problem_lines(name, problems):
            out.write(line + "\n")
        out.flush()
    return 0 if ok else 1

