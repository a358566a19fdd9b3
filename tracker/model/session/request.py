"""Reading one session request: typed keys, and a clear message naming any key that is
unknown, missing or of the wrong type (the request then changes nothing)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from ..errors import TrackerError


class RequestError(TrackerError):
    """A request that is not a valid request: answered with ``{"error": message}``."""

    def __init__(self, message: str) -> None:
        super().__init__("bad_request", message)


def _show(v: Any) -> str:
    text = json.dumps(v, ensure_ascii=False)
    return text if len(text) <= 40 else text[:39] + "…"


class Req:
    """A request object (or a nested object of one) whose keys are read once each;
    :meth:`done` then names any key nobody read."""

    def __init__(self, data: Any, path: str = "") -> None:
        if type(data) is not dict:
            raise RequestError(f"'{path}' must be an object" if path
                               else "a request must be a JSON object")
        self.data, self.path, self.seen = data, path, set()

    def name(self, key: str) -> str:
        return f"{self.path}.{key}" if self.path else key

    def has(self, key: str) -> bool:
        return key in self.data

    def get(self, key: str, required: bool = False) -> Any:
        self.seen.add(key)
        if key not in self.data or self.data[key] is None:
            if required:
                raise RequestError(f"'{self.name(key)}' is required")
            return None
        return self.data[key]

    def _typed(self, key: str, ok: Callable[[Any], bool], what: str, default: Any,
               required: bool) -> Any:
        v = self.get(key, required)
        if v is None:
            return default
        if not ok(v):
            raise RequestError(f"'{self.name(key)}' must be {what}, got {_show(v)}")
        return v

    def int_(self, key: str, default: int | None = None, required: bool = False,
             lo: int | None = None, hi: int | None = None) -> Any:
        v = self._typed(key, lambda x: type(x) is int, "a whole number", default, required)
        if v is not None and ((lo is not None and v < lo) or (hi is not None and v > hi)):
            bounds = (f"{lo}..{hi}" if lo is not None and hi is not None
                      else f"≥ {lo}" if lo is not None else f"≤ {hi}")
            raise RequestError(f"'{self.name(key)}' must be {bounds}, got {v}")
        return v

    def num(self, key: str, required: bool = False) -> Any:
        return self._typed(key, lambda x: type(x) in (int, float), "a number", None, required)

    def bool_(self, key: str, default: bool | None = None, required: bool = False) -> Any:
        return self._typed(key, lambda x: type(x) is bool, "true or false", default, required)

    def str_(self, key: str, default: str | None = None, required: bool = False) -> Any:
        return self._typed(key, lambda x: type(x) is str, "text", default, required)

    def choice(self, key: str, choices: tuple[str, ...], default: str | None = None,
               required: bool = False) -> Any:
        v = self.str_(key, default, required)
        if v is not None and v not in choices:
            raise RequestError(f"'{self.name(key)}' must be one of {', '.join(choices)}, "
                               f"got {_show(v)}")
        return v

    def dict_(self, key: str, required: bool = False) -> Any:
        return self._typed(key, lambda x: type(x) is dict, "an object", None, required)

    def list_(self, key: str, item: Callable[[Any], bool], what: str,
              required: bool = False) -> Any:
        return self._typed(key, lambda x: type(x) is list and all(item(i) for i in x),
                           f"a list of {what}", None, required)

    def obj(self, key: str, required: bool = False) -> Req | None:
        v = self.get(key, required)
        return None if v is None else Req(v, self.name(key))

    def done(self) -> None:
        unknown = sorted(set(self.data) - self.seen)
        if unknown:
            raise RequestError(f"unknown key '{self.name(unknown[0])}'")


def is_int(x: Any) -> bool:
    return type(x) is int
