"""The combat log: what happened, as translatable keys with arguments."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .explain import ExplainLine


@dataclass(slots=True)
class LogEntry:
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


#: key -> English template for log lines (translated by the UI in context "Log").
LOG_TEMPLATES: dict[str, str] = {
    "hit": "{name}: {damage} {type} to {location} → {injury} injury (HP {hp_before} → {hp_after}).",
    "hit_fat": "{name}: {damage} fatigue damage → FP {fp_before} → {fp_after}.",
    "hit_fat_hp": "{name}: {damage} fatigue damage → FP {fp_before} → {fp_after}, "
                  "HP {hp_before} → {hp_after}.",
    "turn": "Round {round}: {name}'s turn.",
    "round": "Round {round} begins.",
    "check": "{name}: {check} roll {roll} vs {target} — {result}.",
    "condition_on": "{name}: {condition}.",
    "condition_off": "{name}: {condition} ends.",
    "added": "{name} joins the fight.",
    "removed": "{name} leaves the fight.",
    "edited": "{name}: stats changed.",
    "end_combat": "Combat ends.",
    "duration": "{name}: {location} — G7 roll {roll} vs HT {target}: {kind}.",
    "dismembered": "{name}: {location} is lost for good (no roll).",
    "time": "Time passes: {hours} h (day {day}, {hour}:00).",
    "heal": "{name}: natural recovery roll {roll} vs HT {target}: HP {before} → {after}.",
    "recovered": "{name}: {location} has recovered.",
    "dice": "{name}: rolled {expr} = {total} ({faces}).",
    "check_lapsed": "{name}: the {check} roll of an earlier turn was not made; this turn's "
                    "roll replaces it.",
    "no_combat_effects": "{name}: out of combat — no shock and no knockdown roll.",
    "death_check_owed": "{name}: HP {hp}/{max_hp} reaches −{n}×HP: HT roll or die.",
    "death_check_dropped": "{name}: HP {hp}/{max_hp} is above −{n}×HP: that death check no "
                           "longer applies.",
    "collapse_dropped": "{name}: HP {hp}/{max_hp} is above 0: no roll to stay conscious.",
}
