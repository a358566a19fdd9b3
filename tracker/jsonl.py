"""What the headless JSON-lines subcommands share (no Qt, nothing of a ruleset): one answer
line per request line, in order, and the exit status."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from typing import IO, Any


class RequestError(ValueError):
    """Valid JSON that is not a valid request: answered with ``{"error": message}``."""


def serve(lines: Iterable[str], out: IO[str],
          answer: Callable[[str], tuple[dict[str, Any], bool]]) -> int:
    """Write ``answer(line)``'s answer for every line that is not blank, flushed at once;
    0 when every answer was good, else 1."""
    ok = True
    for raw in lines:
        if not raw.strip():
            continue
        result, good = answer(raw)
        ok = ok and good
        out.write(json.dumps(result, ensure_ascii=False) + "\n")
        out.flush()
    return 0 if ok else 1


def seed_argument(argv: list[str], prog: str, command: str, usage: str,
                  out: IO[str], err: IO[str]) -> tuple[int | None, int | None]:
    """A subcommand's only arguments, ``--seed N`` / ``--seed=N`` and ``-h``: ``(seed,
    None)`` to go on, or ``(None, exit status)`` once the help (0) or the problem and the
    usage (2) are written, so a typo never reads stdin."""
    seed = None
    args = list(argv)
    while args:
        a = args.pop(0)
        if a in ("-h", "--help"):
            out.write(usage)
            return None, 0
        value = None
        if a == "--seed" and args:
            value = args.pop(0)
        elif a.startswith("--seed="):
            value = a.partition("=")[2]
        try:
            if value is None:
                raise ValueError
            seed = int(value)
        except ValueError:
            problem = (f"--seed needs a whole number, got '{value}'" if value is not None
                       else "--seed needs a number" if a == "--seed"
                       else f"unknown argument '{a}'")
            err.write(f"{prog} {command}: {problem}\n{usage}")
            return None, 2
    return seed, None
