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
from collections.abc import Callable, Iterable
from typing import IO, Any

from ..model.errors import TrackerError

#: a request line longer than this (in characters) is refused before it is parsed
MAX_LINE = 1 << 20
#: digits of a JSON integer: no request has a use for more (the largest seeds have 20)
MAX_DIGITS = 30
#: characters of a bad value an error message quotes
QUOTE = 100
#: the longest error message: what a command's own message quotes beyond this is cut
MAX_ERROR = 300
#: the whole numbers a request may give where a command sets no tighter bounds
BIG = 1_000_000

Answer = Callable[[Any], dict[str, Any]]


class RequestError(ValueError):
    """Valid JSON that is not a valid request: answered with ``{"error": message}``."""


def quote(value: Any, limit: int = QUOTE) -> str:
    """``value`` as JSON for an error message, cut to ``limit`` characters."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError, RecursionError):
        text = repr(type(value).__name__)
    return text if len(text) <= limit else text[: limit - 1] + "…"


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


def dumps(obj: Any) -> str:
    """One answer line: JSON as UTF-8 text, escaped where the text is not valid UTF-8."""
    text = json.dumps(obj, ensure_ascii=False)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate from the request, echoed
        text = json.dumps(obj, ensure_ascii=True)
    return text


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


class Request:
    """Typed access to one request object. Every key read is remembered, so :meth:`done`
    names the keys nobody asked for; every message names the key by its path."""

    def __init__(self, data: Any, path: str = "") -> None:
        if not isinstance(data, dict):
            raise RequestError(f"'{path}' must be an object" if path
                               else "a request must be a JSON object")
        self.data, self.path, self.seen = data, path, set()

    def name(self, key: str) -> str:
        return f"{self.path}.{key}" if self.path else key

    def has(self, key: str) -> bool:
        self.seen.add(key)
        return key in self.data and self.data[key] is not None

    def raw(self, key: str, required: bool = False) -> Any:
        """The value as it is (None when absent and not required)."""
        self.seen.add(key)
        if key not in self.data or self.data[key] is None:
            if required:
                raise RequestError(f"'{self.name(key)}' is required")
            return None
        return self.data[key]

    def _bad(self, key: str, what: str, value: Any) -> RequestError:
        return RequestError(f"'{self.name(key)}' must be {what}, got {quote(value)}")

    def int_(self, key: str, default: int | None = None, lo: int = -BIG, hi: int = BIG,
             required: bool = False) -> Any:
        v = self.raw(key, required and default is None)
        if v is None:
            return default
        if type(v) is not int:
            raise self._bad(key, "a whole number", v)
        if not lo <= v <= hi:
            raise RequestError(f"'{self.name(key)}' must be from {lo} to {hi}, got {v}")
        return v

    def number(self, key: str, default: float | None = None, lo: float = -BIG,
               hi: float = BIG, required: bool = False) -> Any:
        v = self.raw(key, required and default is None)
        if v is None:
            return default
        if type(v) not in (int, float):
            raise self._bad(key, "a number", v)
        if not lo <= v <= hi:
            raise RequestError(f"'{self.name(key)}' must be from {lo} to {hi}, got {v}")
        return v

    def bool_(self, key: str, default: bool | None = None) -> Any:
        v = self.raw(key, default is None)
        if v is None:
            return default
        if type(v) is not bool:
            raise self._bad(key, "true or false", v)
        return v

    def str_(self, key: str, default: str | None = None, required: bool = False) -> Any:
        v = self.raw(key, required)
        if v is None:
            return default
        if type(v) is not str:
            raise self._bad(key, "text", v)
        return v

    def choice(self, key: str, choices: Iterable[str], default: str | None = None,
               required: bool = False) -> Any:
        choices = tuple(choices)
        v = self.str_(key, default, required)
        if v is not None and v not in choices:
            raise self._bad(key, f"one of {', '.join(choices)}", v)
        return v

    def expr(self, key: str, default: str | None = None, required: bool = False) -> Any:
        """A dice expression as text, or a whole number (taken as its text)."""
        v = self.raw(key, required and default is None)
        if v is None:
            return default
        if type(v) is int:
            return str(v)
        if type(v) is not str:
            raise self._bad(key, "a dice expression like 1d6+1d4 or a number", v)
        return v

    def obj(self, key: str, required: bool = True) -> Request | None:
        v = self.raw(key, required)
        return None if v is None else Request(v, self.name(key))

    def list_(self, key: str, item: Callable[[Any], bool], what: str,
              required: bool = False) -> list[Any] | None:
        v = self.raw(key, required)
        if v is None:
            return None
        if type(v) is not list or not all(item(x) for x in v):
            raise self._bad(key, f"a list of {what}", v)
        return v

    def faces(self, key: str) -> list[int] | None:
        return self.list_(key, lambda x: type(x) is int, "die faces (whole numbers)")

    def done(self) -> None:
        unknown = sorted(set(self.data) - self.seen)
        if unknown:
            raise RequestError(f"unknown key '{self.name(unknown[0])[:QUOTE]}'")
