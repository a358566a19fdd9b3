"""The combat log: what happened, as translatable keys with arguments."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from .explain import ExplainLine


@dataclass(slots=True)
class LogEntry:
    """One line of the combat log: a text key and its arguments (each kit words it), the
    round, whom it concerns and the explain trace of the rules that made it."""

    seq: int
    round: int
    key: str
    args: dict[str, Any] = field(default_factory=dict)
    combatant: str | None = None
    explain: tuple[ExplainLine, ...] = ()
    #: a roll the GM wants to keep from the players
    hidden: bool = False

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"seq": self.seq, "round": self.round, "key": self.key,
                             "args": self.args, "combatant": self.combatant}
        if self.explain:
            d["explain"] = [line.to_dict() for line in self.explain]
        if self.hidden:
            d["hidden"] = True
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> LogEntry:
        return cls(int(d["seq"]), int(d.get("round", 0)), str(d["key"]),
                   dict(d.get("args", {})), d.get("combatant"),
                   tuple(ExplainLine.from_dict(x) for x in d.get("explain", [])),
                   bool(d.get("hidden", False)))


#: log keys of the core (turns, combatants, conditions, time) -> English templates; the UI
#: translates them in the context "Log"
CORE_TEMPLATES: dict[str, str] = {
    "turn": "Round {round}: {name}'s turn.",
    "round": "Round {round} begins.",
    "check": "{name}: {check} roll {roll} vs {target} — {result}.",
    "condition_on": "{name}: {condition}.",
    "condition_off": "{name}: {condition} ends.",
    "added": "{name} joins the fight.",
    "removed": "{name} leaves the fight.",
    "library_saved": "{name}: saved to the library.",
    "edited": "{name}: stats changed.",
    "end_combat": "Combat ends.",
    "time": "Time passes: {hours} h (day {day}, {hour}:00).",
    "time_min": "Time passes: {hours} h {minutes} min (day {day}, {clock}).",
    "time_days": "Time passes: {days} d {hours} h {minutes} min (day {day}, {clock}).",
    "dice": "{name}: rolled {expr} = {total} ({faces}).",
    "check_lapsed": "{name}: the {check} roll of an earlier turn was not made; this turn's "
                    "roll replaces it.",
    "option": "Option {option}: {value}.",
    "module_on": "Rules on: {module}.",
    "module_off": "Rules off: {module}.",
    # a roll line typed as at the online table: the line and BCDice's answer, as it is
    "bcdice": "{line} {text}",
}

#: every log key known: the core's and those of the rulesets loaded so far
LOG_TEMPLATES: dict[str, str] = dict(CORE_TEMPLATES)


def register(templates: dict[str, str]) -> None:
    """Make a ruleset's (or module's) log keys known (keys must not clash)."""
    for key, text in templates.items():
        if LOG_TEMPLATES.get(key, text) != text:
            raise ValueError(f"log key '{key}' is registered twice with different texts")
    LOG_TEMPLATES.update(templates)


#: what stands before an entry logged between fights instead of its round ("R3")
OUT_OF_FIGHT = "—"


def fight_flags(entries: Iterable[LogEntry], fighting: bool = False) -> tuple[list[bool], bool]:
    """Whether each entry was logged in a fight — from a round's start through End combat —
    and whether a fight goes on after the last one. Entries between fights (adding
    combatants, campaign time days later) belong to no round: a heat roll two days after a
    fight is not "R2"."""
    flags = []
    for e in entries:
        if e.key == "round":
            fighting = True
        flags.append(fighting)
        if e.key == "end_combat":
            fighting = False
    return flags, fighting


def round_tag(entry: LogEntry, in_fight: bool) -> str:
    """"R3" for an entry of a fight, :data:`OUT_OF_FIGHT` for one between fights."""
    return f"R{entry.round}" if in_fight else OUT_OF_FIGHT
