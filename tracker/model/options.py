"""Options declared as data: one declaration feeds the options dialog, the file validator and
the docs (as qutebrowser's configdata does).

A ruleset and each of its optional rule modules declare a tuple of :class:`Option`. Values live
in the encounter (``Encounter.options`` for the ruleset, per module for modules); nothing else
restates an option's type, default or label."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

OPTION_TYPES = ("bool", "int", "choice")


@dataclass(frozen=True, slots=True)
class Option:
    """A campaign option a ruleset or rule module offers: its id, type, default, label and the
    rule ids it switches."""

    id: str
    type: str  # one of OPTION_TYPES
    default: Any
    #: English label; the UI translates it in the context "Options"
    label: str
    #: rule ids the option switches or tunes, e.g. ("V1",)
    rules: tuple[str, ...] = ()
    #: for "choice": the allowed values (ids) and their English names, in the same order
    choices: tuple[Any, ...] = ()
    choice_labels: tuple[str, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    #: English one-line help, translated like the label
    help: str = ""
    #: ids this option had before (a file that still says one of them opens with its value
    #: under this id), as qutebrowser keeps its renamed settings
    renamed_from: tuple[str, ...] = ()

    def problem(self, value: Any) -> str | None:
        """Why ``value`` is not a valid value of this option, or None."""
        if self.type == "bool":
            return None if isinstance(value, bool) else "must be true or false"
        if self.type == "int":
            if isinstance(value, bool) or not isinstance(value, int):
                return "must be a whole number"
            if self.minimum is not None and value < self.minimum:
                return f"must be at least {self.minimum}"
            if self.maximum is not None and value > self.maximum:
                return f"must be at most {self.maximum}"
            return None
        if self.type == "choice":
            if value in self.choices:
                return None
            return "must be one of " + ", ".join(str(c) for c in self.choices)
        return f"has an unknown option type '{self.type}'"


#: the core's own option: seats' owed rolls accepted without the GM (``contracts/seats.md``)
SEATS_AUTO_ACCEPT = "seats_auto_accept"
#: options every encounter has, whatever its ruleset: kept with the ruleset's in
#: ``Encounter.options`` (saved in the file, validated, absent = default)
CORE_OPTIONS: tuple[Option, ...] = (
    Option(SEATS_AUTO_ACCEPT, "bool", False, "Accept owed rolls from seats automatically",
           help="Checks and defenses the app rolls for a player's phone; never "
                "declarations, never dice a player typed"),
    Option("turn_timer", "bool", False, "Turn timer",
           help="Shows how many seconds of real time the current turn has taken, on the GM's "
                "window and the players' screens, and each combatant's average turn in the "
                "log export. Game time never runs by it."),
)


def encounter_options(ruleset_options: Iterable[Option]) -> tuple[Option, ...]:
    """What ``Encounter.options`` may hold: the ruleset's options and the core's."""
    return (*ruleset_options, *CORE_OPTIONS)


def renamed(options: Iterable[Option], values: Mapping[str, Any]) -> dict[str, Any] | None:
    """``values`` with every old id (``Option.renamed_from``) under its option's id now, or
    None when nothing was renamed; the id of now wins where a file has both."""
    out: dict[str, Any] | None = None
    for o in options:
        for old in o.renamed_from:
            if old in values:
                out = dict(values) if out is None else out
                value = out.pop(old)
                out.setdefault(o.id, value)
    return out


def defaults(options: Iterable[Option]) -> dict[str, Any]:
    return {o.id: o.default for o in options}


def option_problems(options: Iterable[Option], values: Mapping[str, Any],
                    path: str = "options") -> list[tuple[str, str]]:
    """(json path, message) for every unknown option and every bad value."""
    known = {o.id: o for o in options}
    out: list[tuple[str, str]] = []
    for key, value in values.items():
        opt = known.get(key)
        if opt is None:
            out.append((f"{path}.{key}", "unknown option (known: "
                        + (", ".join(sorted(known)) or "none") + ")"))
            continue
        why = opt.problem(value)
        if why:
            out.append((f"{path}.{key}", why))
    return out


def resolved(options: Iterable[Option], values: Mapping[str, Any]) -> dict[str, Any]:
    """Every declared option with its value: the stored one, else the default."""
    return {o.id: values.get(o.id, o.default) for o in options}

