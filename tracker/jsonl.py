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
