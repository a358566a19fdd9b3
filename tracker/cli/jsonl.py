"""The one JSON-lines loop of the headless commands (no Qt, nothing of a ruleset).

One answer line per request line, in order, flushed at once. A line is parsed here, once, with
the limits every command needs (no NaN or Infinity, no number longer than a number can
meaningfully be, no line too long to hold), then handed to the command's ``answer`` as a JSON
value. Whatever goes wrong inside one request is answered as ``{"error": ...}`` and the loop
goes on; the exit status says whether any request failed. Every answer is valid UTF-8 (a lone
surrogate a request smuggled in is written escaped) and quotes at most :data:`QUOTE` characters
of a bad value.
"""

from __future__ import annotations

import json
import math
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import IO, Any

from ..model.dice import Dice
from ..model.errors import TrackerError
from ..model.request import BIG, QUOTE, Request, RequestError, quote

__all__ = ["BIG", "MAX_LINE", "QUOTE", "DiceCommand", "FilesCommand", "Request", "RequestError",
           "answer_line", "dumps", "parse", "path_option", "quote", "run_jsonl", "seed_argument", "serve",
           "usage_text"]

#: a request line longer than this (in characters) is refused before it is parsed
MAX_LINE = 1 << 20
#: digits of a JSON integer: no request has a use for more (the largest seeds have 20)
MAX_DIGITS = 30
#: the longest error message: what a command's own message quotes beyond this is cut
MAX_ERROR = 300

Answer = Callable[[Any], dict[str, Any]]


def _int(text: str) -> int:
    digits = len(text.lstrip("-"))
    if digits > MAX_DIGITS:
        raise RequestError(f"a number with {digits} digits is too long "
                           f"(at most {MAX_DIGITS})")
    return int(text)


def _float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise RequestError(f"the number {text[:QUOTE]} is out of range")
    return value


def _constant(name: str) -> Any:
    raise RequestError(f"{name} is not a number a request may give")


def parse(line: str) -> Any:
    """One request line as a JSON value, or :class:`RequestError` saying why not."""
    line = line.rstrip("\r\n")  # a request is one line: its end is not part of the JSON
    if len(line) > MAX_LINE:
        raise RequestError(f"the request is {len(line)} characters long "
                           f"(at most {MAX_LINE})")
    try:
        return json.loads(line, parse_int=_int, parse_float=_float,
                          parse_constant=_constant)
    except json.JSONDecodeError as exc:
        # one line each: a line number would only mislead (it is not the input's line)
        raise RequestError(f"not valid JSON: {exc.msg} at column {exc.colno}") from None
    except RecursionError:
        raise RequestError("not valid JSON: nested too deeply") from None


def _short(message: str) -> str:
    return message if len(message) <= MAX_ERROR else message[: MAX_ERROR - 1] + "…"


def answer_line(line: str, answer: Answer) -> tuple[dict[str, Any], bool]:
    """``(answer, ok)`` for one request line; never raises for anything the line holds."""
    try:
        return answer(parse(line)), True
    except RequestError as exc:
        return {"error": _short(str(exc))}, False
    except TrackerError as exc:
        return {"error": _short(str(exc)), "code": exc.code}, False
    except RecursionError:
        return {"error": "the request is nested too deeply"}, False
    except MemoryError:
        return {"error": "the request needs more memory than it may have"}, False
    except Exception as exc:  # noqa: BLE001 — one bad line must not end the loop
        return {"error": f"the request could not be answered ({type(exc).__name__}: "
                         f"{str(exc)[:QUOTE]})"}, False


_LINE_BREAKS = {0x85: "\\u0085", 0x2028: "\\u2028", 0x2029: "\\u2029"}


def dumps(obj: Any) -> str:
    """One answer line: JSON as UTF-8 text, escaped where the text is not valid UTF-8."""
    text = json.dumps(obj, ensure_ascii=False)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate from the request, echoed
        text = json.dumps(obj, ensure_ascii=True)
    # characters a line reader takes for the end of a line (str.splitlines, JavaScript)
    # stay escaped, as JSON allows: one answer is always one line
    return text.translate(_LINE_BREAKS)


def serve(lines: Iterable[str], out: IO[str], answer: Answer) -> int:
    """Write the answer for every line that is not blank, flushed at once; 0 when every
    answer was good, else 1."""
    ok = True
    for raw in lines:
        if not raw.strip():
            continue
        result, good = answer_line(raw, answer)
        ok = ok and good
        out.write(dumps(result) + "\n")
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
            if value is None or len(value) > MAX_DIGITS:
                raise ValueError
            seed = int(value)
        except ValueError:
            problem = (f"--seed needs a whole number, got '{value[:QUOTE]}'"
                       if value is not None
                       else "--seed needs a number" if a == "--seed"
                       else f"unknown argument '{a[:QUOTE]}'")
            err.write(f"{prog} {command}: {problem}\n{usage}")
            return None, 2
    return seed, None


def path_option(argv: list[str], flag: str, prog: str, command: str, text: str,
                out: IO[str], err: IO[str]) -> tuple[str | None, list[str], int | None]:
    """``flag PATH`` / ``flag=PATH`` out of ``argv``: (the path or None, the other
    arguments, None) or (None, [], exit status) once the help or the problem is written."""
    path, rest = None, []
    args = list(argv)
    while args:
        a = args.pop(0)
        if a in ("-h", "--help"):
            out.write(text)
            return None, [], 0
        if a == flag or a.startswith(flag + "="):
            value = args.pop(0) if a == flag and args else a.partition("=")[2]
            if not value:
                err.write(f"{prog} {command}: {flag} needs a path\n{text}")
                return None, [], 2
            path = value
        else:
            rest.append(a)
    return path, rest, None


def usage_text(prog: str, command: str, what: str, seed: str | None = None) -> str:
    """The usage of a JSON-lines command that takes ``--seed`` (``seed`` says what for)."""
    text = (f"usage: {prog} {command}{' [--seed N]' if seed else ''}\n{what}\n")
    if seed:
        text += f"  --seed N    {seed}\n"
    return text + "  -h, --help  show this help\n"


def run_jsonl(argv: list[str], prog: str, command: str, usage: str,
              make_answer: Callable[[int | None], Answer],
              out: IO[str], err: IO[str], inp: Iterable[str]) -> int:
    """A JSON-lines command: its arguments (``--seed``), then the loop. Exit status 0, 1 if a
    request failed, 2 for bad arguments (usage on stderr, stdin untouched)."""
    seed, status = seed_argument(argv, prog, command, usage, out, err)
    if status is not None:
        return status
    return serve(inp, out, make_answer(seed))


@dataclass(frozen=True)
class DiceCommand:
    """A JSON-lines command whose answers roll with one :class:`Dice` per run (``--seed``):
    its usage, its loop over any lines, and its ``main``."""

    name: str
    what: str  # the usage's line saying what it reads and writes
    seed_help: str  # what ``--seed`` seeds
    answer: Callable[[Any, Dice], dict[str, Any]]

    def usage(self, prog: str) -> str:
        return usage_text(prog, self.name, self.what, seed=self.seed_help)

    def stream(self, lines: Iterable[str], out: IO[str], seed: int | None = None) -> int:
        dice = Dice(seed)
        return serve(lines, out, lambda req: self.answer(req, dice))

    def main(self, argv: list[str], prog: str = "python -m tracker",
             out: IO[str] | None = None, err: IO[str] | None = None,
             inp: Iterable[str] | None = None) -> int:
        return run_jsonl(argv, prog, self.name, self.usage(prog), self._answerer,
                         out or sys.stdout, err or sys.stderr, sys.stdin if inp is None else inp)

    def _answerer(self, seed: int | None) -> Answer:
        dice = Dice(seed)
        return lambda req: self.answer(req, dice)


@dataclass(frozen=True)
class FilesCommand:
    """A command over FILE arguments: one result per file, in order; the exit status is 1
    if any file failed, 2 without a file (usage on stderr)."""

    name: str
    #: one file -> (the lines to write, whether it went well)
    each: Callable[[str], tuple[list[str], bool]]

    def main(self, argv: list[str], prog: str = "python -m tracker",
             out: IO[str] | None = None, err: IO[str] | None = None) -> int:
        out, err = out or sys.stdout, err or sys.stderr
        if not argv or argv[0] in ("-h", "--help"):
            (out if argv else err).write(f"usage: {prog} {self.name} FILE...\n")
            return 0 if argv else 2
        ok = True
        for name in argv:
            lines, good = self.each(name)
            ok = ok and good
            for line in lines:
                out.write(line + "\n")
            out.flush()
        return 0 if ok else 1
