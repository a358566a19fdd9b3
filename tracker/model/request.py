"""Reading one request of a headless command or session: typed keys, and a clear message
naming any key that is unknown, missing or of the wrong type, quoting little of a bad value.
Qt-free and shared: the JSON-lines loop of ``tracker.cli`` and the headless session read
requests with it."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from typing import Any

from .errors import TrackerError

#: characters of a bad value an error message quotes
QUOTE = 100
#: the whole numbers a request may give where the reader sets no tighter bounds
BIG = 1_000_000


class RequestError(TrackerError):
    """Valid JSON that is not a valid request: answered with ``{"error": message}``."""

    def __init__(self, message: str) -> None:
        super().__init__("bad_request", message)


def quote(value: Any, limit: int = QUOTE) -> str:
    """``value`` as JSON for an error message, cut to ``limit`` characters."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError, RecursionError):
        text = repr(type(value).__name__)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def is_int(x: Any) -> bool:
    return type(x) is int


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
        """Whether the request gives ``key`` (not null); it counts as read."""
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

    def get(self, key: str, required: bool = False) -> Any:
        return self.raw(key, required)

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

    def num(self, key: str, required: bool = False) -> Any:
        return self.number(key, None, required=required)

    def dict_(self, key: str, required: bool = False) -> Any:
        v = self.raw(key, required)
        if v is not None and type(v) is not dict:
            raise self._bad(key, "an object", v)
        return v

    def bool_(self, key: str, default: bool | None = None, required: bool = False) -> Any:
        v = self.raw(key, required)
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

    def obj(self, key: str, required: bool = False) -> Request | None:
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
