"""Explain traces: one line per rules step, as a key with arguments.

The model never pre-formats prose. A line is (key, args, rule id); the UI looks the key's
English template up here and passes it through Qt's translator, the CLI renders it in English.
"""

from __future__ import annotations

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
        except (KeyError, IndexError, ValueError):
            text = f"{self.key} {self.args}"
        return f"[{self.rule}] {text}" if self.rule else text

    def to_dict(self) -> dict[str, Any]:
        return {"key": self.key, "rule": self.rule, "args": dict(self.args)}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> ExplainLine:
        return cls(str(data["key"]), str(data.get("rule", "")), dict(data.get("args", {})))
