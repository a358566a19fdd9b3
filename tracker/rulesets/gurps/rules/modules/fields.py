"""Checks shared by the campaign modules: arguments of the pure rules (a bad one raises
RulesError with a sentence naming the argument) and the fields of saved states (every bad
field is a (json path, message) problem)."""

from __future__ import annotations

import dataclasses
import json
import math
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol, Self

from tracker.model.errors import RulesError
from tracker.model.validation import Said, got, report_said

if TYPE_CHECKING:
    from tracker.model.validation import Checker

Problem = tuple[str, str]
#: temperatures a GM may set; the rolls give -15..45 (15 ± 3d to 5d), the rest is fiat
CELSIUS_RANGE = (-100, 100)


class DiceSource(Protocol):
    """What the rules need from dice: ``tracker.model.dice.Dice`` or :class:`Scripted`."""

    def roll(self, count: int = 3, sides: int = 6) -> int: ...


class Scripted:
    """Dice that give the totals they were handed, in order (the rolls a GM typed, or a
    test's fixed dice), then fall back to ``fallback`` (or refuse when there is none)."""

    def __init__(self, totals: Iterable[int], fallback: DiceSource | None = None) -> None:
        self.totals = list(totals)
        self.fallback = fallback

    def roll(self, count: int = 3, sides: int = 6) -> int:
        if not self.totals:
            if self.fallback is None:
                raise RulesError("no_roll", f"a {count}d roll is needed and none was given")
            return self.fallback.roll(count, sides)
        total = self.totals.pop(0)
        return need_int(total, f"the {count}d roll", count, count * sides)


def _got(v: Any) -> str:
    """The value as the JSON a request would hold."""
    try:
        text = json.dumps(v, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(v)
    return text if len(text) <= 40 else text[:39] + "…"


def need_int(value: Any, what: str, lo: int, hi: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise RulesError("bad_number", f"'{what}' must be a whole number, got {_got(value)}")
    if not lo <= value <= hi:
        raise RulesError("bad_number", f"'{what}' must be {lo}..{hi}, got {value}")
    return value


def need_die(value: Any, what: str) -> int:
    return need_int(value, what, 1, 6)


def need_3d(value: Any, what: str) -> int:
    return need_int(value, what, 3, 18)


def need_bool(value: Any, what: str) -> bool:
    if not isinstance(value, bool):
        raise RulesError("bad_flag", f"'{what}' must be true or false, got {_got(value)}")
    return value


def need_celsius(value: Any, what: str = "celsius") -> float | int:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise RulesError("bad_number", f"'{what}' must be a number of °C, got {_got(value)}")
    lo, hi = CELSIUS_RANGE
    if not lo <= value <= hi:
        raise RulesError("bad_number", f"'{what}' must be {lo}..{hi} °C, got {value}")
    return value


def need_choice(value: Any, what: str, choices: Sequence[Any], null: bool = False) -> Any:
    if value is None and null:
        return None
    if value not in choices or isinstance(value, bool) != isinstance(choices[0], bool):
        known = ", ".join(str(c) for c in choices) + (", or null" if null else "")
        raise RulesError("bad_choice", f"'{what}' must be one of {known}, got {_got(value)}")
    return value


def full_steps(amount: float, step: int) -> int:
    """Whole steps of ``step`` in ``amount`` (0 for none or a negative amount)."""
    return max(0, math.floor(amount / step))


class Fields:
    """The fields of one saved object: collects (json path, message) problems."""

    def __init__(self, d: Any, path: str, known: Iterable[str]) -> None:
        self.path = path
        self.problems: list[Problem] = []
        self.is_object = isinstance(d, dict)
        self.d: Mapping[str, Any] = d if isinstance(d, dict) else {}
        if not self.is_object:
            self.bad(path, "must be an object", "not_type", expected="object", **got(d))
            return
        known = set(known)
        for key in sorted(set(d) - known, key=str):
            self.bad(f"{path}.{key}", "unknown field (known: " + ", ".join(sorted(known)) + ")",
                     "unknown_field", field=str(key))

    def bad(self, path: str, message: str, code: str = "bad_module_data", **args: Any) -> None:
        """A problem at ``path``: its English words, its code and values (:class:`Said`)."""
        self.problems.append(Said(path, message, code, **args))

    def _value(self, key: str) -> tuple[bool, Any]:
        return key in self.d, self.d.get(key)

    def int_(self, key: str, lo: int, hi: int, null: bool = False) -> None:
        present, v = self._value(key)
        if not present or (null and v is None):
            return
        if isinstance(v, bool) or not isinstance(v, int):
            self.bad(f"{self.path}.{key}", "must be a whole number" + (" or null" if null else ""),
                     "not_type", expected="int", null=null, **got(v))
        elif not lo <= v <= hi:
            self.bad(f"{self.path}.{key}", f"must be {lo}..{hi}, got {v}", "out_of_range",
                     lo=lo, hi=hi, **got(v))

    def num(self, key: str, lo: float, hi: float, null: bool = False) -> None:
        present, v = self._value(key)
        if not present or (null and v is None):
            return
        if isinstance(v, bool) or not isinstance(v, int | float) or not math.isfinite(v):
            self.bad(f"{self.path}.{key}", "must be a number" + (" or null" if null else ""),
                     "not_type", expected="number", **got(v))
        elif not lo <= v <= hi:
            self.bad(f"{self.path}.{key}", f"must be {lo}..{hi}, got {v}", "out_of_range",
                     lo=lo, hi=hi, **got(v))

    def bool_(self, key: str) -> None:
        present, v = self._value(key)
        if present and not isinstance(v, bool):
            self.bad(f"{self.path}.{key}", "must be true or false", "not_type", expected="bool",
                     **got(v))

    def choice(self, key: str, choices: Sequence[str], null: bool = False) -> None:
        present, v = self._value(key)
        if not present or (null and v is None):
            return
        if not isinstance(v, str) or v not in choices:
            self.bad(f"{self.path}.{key}", "must be one of " + ", ".join(choices)
                     + (", or null" if null else ""), "unknown_choice", known=list(choices),
                     **got(v))

    def required(self, *keys: str) -> None:
        for key in keys:
            if self.is_object and key not in self.d:
                self.bad(self.path, f"missing field '{key}'", "missing_field", field=key)


def report(v: Checker, problems: list[Problem]) -> None:
    """A state's problems into the file checker (a module's ``validate_*`` hooks)."""
    report_said(v, problems, "bad_module_data")


def raise_problems(problems: list[Problem], what: str) -> None:
    """from_dict on a state that does not validate: one error naming every problem."""
    if problems:
        listed = "; ".join(f"{p or what}: {m}" for p, m in problems[:5])
        raise RulesError("bad_state", f"{what} cannot be read: {listed}")


class Saved:
    """``to_dict``/``from_dict`` of a state dataclass whose fields are plain JSON values. The
    class names itself (``what``) and validates with ``problems(d, path)``."""

    __slots__ = ()
    what = "the state"
    #: fields written only when they differ from their default (added after files of the
    #: same version were written, or rarely set); lists are kept as tuples
    sparse: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for f in dataclasses.fields(self):  # type: ignore[arg-type]
            v = getattr(self, f.name)
            if f.name in self.sparse and v == f.default:
                continue
            out[f.name] = list(v) if isinstance(v, tuple) else v
        return out

    @classmethod
    def from_dict(cls, d: Any) -> Self:
        raise_problems(cls.problems(d), cls.what)
        return cls(**{k: tuple(v) if isinstance(v, list) else v for k, v in d.items()})

    @staticmethod
    def problems(d: Any, path: str = "state") -> list[Problem]:
        raise NotImplementedError
