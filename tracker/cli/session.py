"""``python -m tracker session [--seed N] [FILE]``: a whole encounter driven by JSON lines
(``contracts/session.md``); the engine is Qt-free in :mod:`tracker.model.session`."""

from __future__ import annotations

import sys
from collections.abc import Iterable
from typing import IO, Any

from ..model.errors import TrackerError
from ..model.session import Session
from .jsonl import RequestError, path_option, seed_argument, serve


def session_usage(prog: str) -> str:
    return (f"usage: {prog} session [--seed N] [--library PATH] [FILE]\n"
            "Reads GM actions as JSON lines on stdin (on an empty encounter of the default "
            "ruleset, or the "
            "encounter FILE) and writes one answer with the encounter's state per line.\n"
            "  --seed N          seed for the encounter's dice\n"
            "  --library PATH    the library from_library and to_library use\n"
            "  -h, --help        show this help\n")


def _split(argv: list[str]) -> tuple[list[str], list[str]]:
    """(the options with their values, the other words)."""
    options, words = [], []
    args = list(argv)
    while args:
        a = args.pop(0)
        if a == "--seed" and args:
            options += [a, args.pop(0)]
        elif a.startswith("-") and a != "-":
            options.append(a)
        else:
            words.append(a)
    return options, words


def answerer(session: Session):
    def answer(data: Any) -> dict[str, Any]:
        result, ok = session.answer(data)
        if not ok:  # the loop counts it as failed and writes the message as the answer
            raise RequestError(result["error"])
        return result

    return answer


def main(argv: list[str], prog: str = "python -m tracker", out: IO[str] | None = None,
         err: IO[str] | None = None, inp: Iterable[str] | None = None) -> int:
    out, err = out or sys.stdout, err or sys.stderr
    usage = session_usage(prog)
    library, argv, status = path_option(argv, "--library", prog, "session", usage, out, err)
    if status is not None:
        return status
    options, words = _split(argv)
    seed, status = seed_argument(options, prog, "session", usage, out, err)
    if status is not None:
        return status
    if len(words) > 1:
        err.write(f"{prog} session: one encounter FILE at most, got {len(words)}\n{usage}")
        return 2
    encounter = None
    if words:
        from ..model.files import load_encounter

        try:
            encounter = load_encounter(words[0])
        except TrackerError as exc:
            err.write(f"{prog} session: {exc}\n")
            return 2
    session = Session(encounter, seed)
    if library is not None:
        from ..model.library import open_library

        try:
            session.library = open_library(library)
        except TrackerError as exc:
            err.write(f"{prog} session: {exc}\n")
            return 2
        if session.library.read_only:
            from .library import READ_ONLY

            err.write(f"{prog} session: {session.library.path}: {READ_ONLY}\n")
    try:
        return serve(sys.stdin if inp is None else inp, out, answerer(session))
    finally:
        if session.library is not None:
            session.library.close()
