"""Explain traces: one line per rules step, as a key with arguments.

The model never pre-formats prose. A line is (key, args, rule id); the UI looks the key's
English template up here and passes it through Qt's translator, the CLI renders it in English.
"""

from __future__ import annotations

import string
from collections.abc import Callable, Iterable, Mapping
from types import MappingProxyType
from typing import Any, NamedTuple

#: every loaded ruleset's explain templates: key -> English template (str.format with the
#: line's args). A ruleset registers its own when its texts module loads; the UI translates
#: them in the "Explain" context. Keep templates free of computed text.
TEMPLATES: dict[str, str] = {}

#: argument names holding ids that a renderer turns into display names (rulesets add theirs)
NAMED_ARGS: set[str] = set()

def register(templates: Mapping[str, str], named_args: Iterable[str] = ()) -> None:
    """Make a ruleset's explain templates known (keys must not clash with another's)."""
    for key, text in templates.items():
        if TEMPLATES.get(key, text) != text:
            raise ValueError(f"explain key '{key}' is registered twice with different texts")
    TEMPLATES.update(templates)
    NAMED_ARGS.update(named_args)


#: template key -> ((argument, "int" | "number"), ...): the arguments a template formats as
#: numbers (``{modifier:+d}``), which a saved line must hold as numbers
_NUMERIC: dict[str, tuple[tuple[str, str], ...]] = {}
_INT_TYPES = frozenset("bcdoxXn")
_NUMBER_TYPES = frozenset("eEfFgG%")


def numeric_args(key: str) -> tuple[tuple[str, str], ...]:
    found = _NUMERIC.get(key)
    if found is None:
        out: list[tuple[str, str]] = []
        try:
            for _text, name, spec, conversion in string.Formatter().parse(TEMPLATES.get(key, "")):
                if not name or conversion or not spec:
                    continue
                arg = name.split(".", 1)[0].split("[", 1)[0]
                if spec[-1] in _INT_TYPES:
                    out.append((arg, "int"))
                elif spec[-1] in _NUMBER_TYPES:
                    out.append((arg, "number"))
        except ValueError:  # a template Python cannot parse shows the raw line anyway
            pass
        found = tuple(out)
        if key in TEMPLATES:  # an unknown key may be registered later (its ruleset loads)
            _NUMERIC[key] = found
    return found


def args_problem(key: str, args: Mapping[str, Any]) -> str | None:
    """Why the template of ``key`` cannot show these ``args`` (an argument it formats as a
    number holds something else), or None. Saved explain lines are checked with it so that
    a file the validator accepts can always be shown."""
    for arg, kind in numeric_args(key):
        if arg not in args:
            continue
        v = args[arg]
        if kind == "int" and type(v) not in (int, bool):
            return f"argument '{arg}' must be a whole number for '{key}'"
        if kind == "number" and type(v) not in (int, float, bool):
            return f"argument '{arg}' must be a number for '{key}'"
    return None


class ExplainLine(NamedTuple):
    """A tuple: cheap to build, and the resolver builds about a dozen per hit."""

    key: str
    rule: str
    args: Mapping[str, Any] = MappingProxyType({})

    def render(
        self,
        template: str | None = None,
        name_of: Callable[[str, str], str] | None = None,
    ) -> str:
        """Format the line. ``name_of(arg_name, value)`` turns ids (locations, effects, types)
        into display names; without it ids are shown as they are."""
        tpl = template if template is not None else TEMPLATES.get(self.key, self.key)
        args = self.args
        if name_of is not None:
            args = {k: name_of(k, v) if k in NAMED_ARGS else v for k, v in args.items()}
        try:
            text = tpl.format(**args)
        except (KeyError, IndexError, ValueError, TypeError, AttributeError):
            text = f"{self.key} {self.args}"
        return f"[{self.rule}] {text}" if self.rule else text

    def to_dict(self) -> dict[str, Any]:
        return {"key": self.key, "rule": self.rule, "args": dict(self.args)}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> ExplainLine:
        return cls(str(data["key"]), str(data.get("rule", "")), dict(data.get("args", {})))
