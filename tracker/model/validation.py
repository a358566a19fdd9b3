"""Checking plain JSON data: problems with their JSON paths.

The file validator, the rulesets (their sheets and timers) and the rule modules (their options
and state) all report through one :class:`Checker`, so a file's problems come out in one list
with paths such as ``encounter.combatants[2].sheet.max_hp``."""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass, field
from typing import Any

from .explain import args_problem

#: validation stops after this many problems
MAX_PROBLEMS = 200
#: deepest nesting of arrays/objects accepted in a document
MAX_DEPTH = 64
#: whole numbers in a file must lie within ±MAX_INT (the UI's spin boxes are 32-bit)
MAX_INT = 10**9
#: free-form values (log arguments, options) start this deep in a document
FREE_DEPTH = MAX_DEPTH - 6
EMPTY: frozenset[str] = frozenset()
_EXPLAIN_KEYS = frozenset({"key", "rule", "args"})


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong with a document: a JSON path (``""`` = the file itself) and why."""

    path: str
    message: str
    #: what kind of problem, for a UI that words it in its own language ("" = only the
    #: English message says); ``args`` its values. Neither counts in comparisons.
    code: str = field(default="", compare=False, repr=False)
    args: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)

    def __str__(self) -> str:
        return f"{self.path}: {self.message}" if self.path else self.message


class Said(tuple):
    """A (JSON path, English words) pair, as the rulesets' own checks (a custom body plan's,
    a weapon's, a rule module's data) list their problems, that also carries its problem
    code and values (:attr:`Problem.code`, :attr:`Problem.args`): it unpacks and compares
    as the pair."""

    code: str
    args: dict[str, Any]

    def __new__(cls, path: str, message: str, code: str = "", **args: Any) -> Said:
        self = super().__new__(cls, (path, message))
        self.code, self.args = code, args
        return self

    def moved(self, path: str) -> Said:
        """The same problem at another path (the object's own, in a larger document)."""
        return Said(path, self[1], self.code, **self.args)


def report_said(v: Checker, problems: list[Any], code: str) -> None:
    """Problems listed as pairs into the checker ``v``, each with its own code and values
    where it carries them (:class:`Said`), else ``code``."""
    for p in problems:
        v.bad(p[0], p[1], getattr(p, "code", "") or code, **getattr(p, "args", {}))


MISSING: Any = object()
_IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
SCALARS = frozenset({str, int, float, bool, type(None)})


class TooMany(Exception):
    pass


def tname(v: Any) -> str:
    return {dict: "an object", list: "a list", str: "text", int: "a whole number",
            float: "a number", bool: "true/false", type(None): "null"}.get(type(v),
                                                                           type(v).__name__)


def desc(v: Any) -> str:
    if v is None:
        return "null"
    if type(v) is bool:
        return "true" if v else "false"
    if type(v) is str:
        s = json.dumps(v[:40], ensure_ascii=False)
        return s if len(v) <= 40 else s[:-1] + '…"'
    if type(v) is int and v.bit_length() > 128:  # repr() refuses beyond 4,300 digits
        return f"a whole number of about {int(v.bit_length() * math.log10(2)) + 1:,} digits"
    if type(v) in (int, float):
        s = repr(v)
        return s if len(s) <= 40 else s[:37] + "…"
    return tname(v)


def got(v: Any) -> dict[str, Any]:
    """A wrong value for a problem's ``args``: ``got`` as the file holds it (text quoted,
    numbers, true/false/null) and ``got_kind``, the kind of value where ``got`` describes it
    rather than quoting it (``object``, ``list``, ``big``: a whole number of ``digits``
    digits); "" when ``got`` quotes it."""
    out: dict[str, Any] = {"got": desc(v), "got_kind": ""}
    if type(v) is dict:
        out["got_kind"] = "object"
    elif type(v) is list:
        out["got_kind"] = "list"
    elif type(v) is int and v.bit_length() > 128:
        out.update(got_kind="big", digits=int(v.bit_length() * math.log10(2)) + 1)
    elif type(v) not in SCALARS:
        out["got_kind"] = "other"
    return out


def key_path(path: str, key: str) -> str:
    if _IDENT.match(key):
        return f"{path}.{key}" if path else key
    return f"{path}[{json.dumps(key[:60], ensure_ascii=False)}]"


def depth_ok(value: Any, limit: int) -> bool:
    """True when ``value`` nests no deeper than ``limit`` levels (iterative)."""
    stack = [(value, 1)]
    while stack:
        v, d = stack.pop()
        t = type(v)
        if t is dict:
            if d > limit:
                return False
            stack.extend((x, d + 1) for x in v.values() if type(x) in (dict, list))
        elif t is list:
            if d > limit:
                return False
            stack.extend((x, d + 1) for x in v if type(x) in (dict, list))
    return True


class Checker:
    """Collects the problems of a document: every check method records what is wrong at a
    JSON path and returns whether the value passed, so callers can go deeper only into
    sound parts. Rulesets and rule modules validate their own data with it."""

    def __init__(self, max_problems: int = MAX_PROBLEMS) -> None:
        self.problems: list[Problem] = []
        self.max_problems = max_problems

    # -- reporting --------------------------------------------------------------------------
    def bad(self, path: str, message: str, code: str = "", **args: Any) -> None:
        if len(self.problems) >= self.max_problems:
            self.problems.append(Problem("", f"too many problems: only the first "
                                             f"{self.max_problems} are listed", "too_many",
                                         {"limit": self.max_problems}))
            raise TooMany
        self.problems.append(Problem(path, message, code, args))

    # -- shapes -----------------------------------------------------------------------------
    def obj(self, v: Any, path: str, required: frozenset[str],
            optional: frozenset[str] | None = EMPTY) -> bool:
        """An object with these keys (``optional=None``: any other keys allowed)."""
        if type(v) is not dict:
            self.bad(path, f"must be an object, got {desc(v)}", "not_type", expected="object",
                     **got(v))
            return False
        keys = v.keys()
        if not required <= keys:
            for k in sorted(required - keys):
                self.bad(path, f"missing field '{k}'", "missing_field", field=k)
        extra = keys - required - optional if optional is not None else ()
        if extra:
            for k in sorted(extra):
                self.bad(key_path(path, k), "unknown field", "unknown_field", field=k)
        return True

    def list_(self, v: Any, path: str) -> bool:
        if v is MISSING:
            return False
        if type(v) is not list:
            self.bad(path, f"must be a list, got {desc(v)}", "not_type", expected="list", **got(v))
            return False
        return True

    def int_(self, v: Any, path: str, lo: int = -MAX_INT, hi: int = MAX_INT,
             null: bool = False) -> bool:
        if v is MISSING or (null and v is None):
            return False
        if type(v) is not int:
            self.bad(path, f"must be a whole number{' or null' if null else ''}, got {desc(v)}",
                     "not_type", expected="int", null=null, **got(v))
            return False
        if v < lo:
            self.bad(path, f"must be at least {lo}, got {v}", "too_small", lo=lo, **got(v))
            return False
        if v > hi:
            self.bad(path, f"must be at most {hi}, got {desc(v)}", "too_large", hi=hi, **got(v))
            return False
        return True

    def num(self, v: Any, path: str, lo: float, hi: float) -> None:
        if v is MISSING:
            return
        if type(v) not in (int, float) or (type(v) is float and not math.isfinite(v)):
            self.bad(path, f"must be a number, got {desc(v)}", "not_type", expected="number",
                     **got(v))
        elif not lo <= v <= hi:
            self.bad(path, f"must be between {lo} and {hi}, got {desc(v)}", "out_of_range",
                     lo=lo, hi=hi, **got(v))

    def str_(self, v: Any, path: str, null: bool = False, nonempty: bool = False) -> bool:
        if v is MISSING or (null and v is None):
            return False
        if type(v) is not str:
            self.bad(path, f"must be text{' or null' if null else ''}, got {desc(v)}",
                     "not_type", expected="text", null=null, **got(v))
            return False
        if nonempty and not v.strip():
            self.bad(path, "must not be empty", "empty")
            return False
        return True

    def bool_(self, v: Any, path: str) -> None:
        if v is not MISSING and type(v) is not bool:
            self.bad(path, f"must be true or false, got {desc(v)}", "not_type", expected="bool",
                     **got(v))

    def choice(self, v: Any, path: str, choices: tuple[str, ...], what: str,
               null: bool = False) -> bool:
        if v is MISSING or (null and v is None):
            return False
        if type(v) is not str or v not in choices:
            self.bad(path, f"unknown {what} {desc(v)} (known: {', '.join(choices)}"
                           f"{', or null' if null else ''})", "unknown_choice", what=what,
                     known=list(choices), null=null, **got(v))
            return False
        return True

    def dict_(self, v: Any, path: str, shape: str = "") -> bool:
        """An object of any keys (``shape`` tells its form in the message, e.g.
        ``{module id: data}``)."""
        if v is MISSING:
            return False
        if type(v) is not dict:
            self.bad(path, f"must be an object{' ' + shape if shape else ''}, got {desc(v)}",
                     "not_type", expected="object", **got(v))
            return False
        return True

    def free_obj(self, v: Any, path: str, depth: int = FREE_DEPTH) -> bool:
        """An object of free-form JSON (state, options, arguments): True when it is one, so
        its owner may check it further; only its nesting is limited here."""
        if not self.dict_(v, path):
            return False
        self.free(v, path, depth)
        return True

    def explain_line(self, x: Any, xp: str) -> None:
        """A saved explain line {key, rule, args}; the arguments its template shows as
        numbers must be numbers (else the log or the checks dock could not show it)."""
        if not self.obj(x, xp, _EXPLAIN_KEYS):
            return
        key = x.get("key", MISSING)
        self.str_(key, f"{xp}.key")
        self.str_(x.get("rule", MISSING), f"{xp}.rule")
        args = x.get("args", MISSING)
        if self.free_obj(args, f"{xp}.args", FREE_DEPTH - 2) and type(key) is str:
            why = args_problem(key, args)
            if why:
                self.bad(f"{xp}.args", why, "bad_explain_args", detail=why)

    def free(self, v: Any, path: str, depth: int = FREE_DEPTH) -> None:
        """Free-form JSON (log arguments, options): only the nesting is limited."""
        if not depth_ok(v, depth):
            self.bad(path, f"is nested too deeply (the document may nest at most {MAX_DEPTH} "
                           "levels)", "too_deep", depth=MAX_DEPTH)
