"""A combatant: identity, side, conditions and player-view visibility around a ruleset's sheet.

The sheet (stats and wounds) belongs to the encounter's ruleset; the core only stores it, copies
it and hands it back to the ruleset. ``ext`` holds per-combatant state of rule modules (plain
JSON data by module id)."""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .errors import RulesError

SIDES = ("pc", "ally", "enemy", "neutral")
HP_POLICIES = ("exact", "band", "hidden")
#: what the player view shows of a track other than HP (MP, SAN, FP): its numbers or nothing
TRACK_POLICIES = ("exact", "hidden")

#: conditions that take a combatant out of the fight in every ruleset
OUT_CONDITIONS = ("dead", "destroyed", "unconscious")


@dataclass(slots=True)
class Condition:
    """A condition on a combatant (stunned, prone, shock …), with the rounds it has left and
    the number it carries."""

    name: str
    #: rounds left before it ends by itself; None = until removed
    rounds: int | None = None
    #: a number attached to it (shock: the penalty, e.g. -3)
    value: int = 0
    #: shock taken during the victim's own turn lasts through its next turn
    fresh: bool = False
    #: the last round whose end of its bearer's turn has counted it down (shock, countdowns):
    #: going forward again after "previous turn" counts each turn's end once. None: not yet
    #: placed in a fight (counts at the next end of its bearer's turn that is not a replay)
    ticked_to: int | None = None
    #: the wounded location whose crippling caused it (a leg's "prone"): it goes with the wound
    cause: str | None = None
    #: the GM chose to show this condition to the players (one they typed: the ruleset's own
    #: follow the players' projection's rules whatever this says)
    public: bool = False

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"name": self.name, "rounds": self.rounds, "value": self.value,
                             "fresh": self.fresh}
        if self.ticked_to is not None:  # written only when set: files stay as they were
            d["ticked_to"] = self.ticked_to
        if self.cause is not None:
            d["cause"] = self.cause
        if self.public:  # written only when set: a file without it is hidden as before
            d["public"] = True
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Condition:
        rounds = d.get("rounds")
        ticked = d.get("ticked_to")
        cause = d.get("cause")
        return cls(str(d["name"]), None if rounds is None else int(rounds),
                   int(d.get("value", 0)), bool(d.get("fresh", False)),
                   None if ticked is None else int(ticked), None if cause is None else str(cause),
                   bool(d.get("public", False)))


@dataclass(slots=True)
class Visibility:
    """What the player view may show of this combatant (GM's choice)."""

    shown: bool = True
    hp: str = "exact"  # exact | band | hidden
    alias: str = ""
    #: the GM's choice per other track (track id -> exact | hidden); a track not named here
    #: follows the ruleset's default (CoC: SAN and MP hidden)
    tracks: dict[str, str] = field(default_factory=dict)

    def track(self, track_id: str, default: str = "hidden") -> str:
        return self.tracks.get(track_id, default)

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"shown": self.shown, "hp": self.hp, "alias": self.alias}
        if self.tracks:  # written only when the GM chose something for a track
            d["tracks"] = dict(self.tracks)
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Visibility:
        hp = d.get("hp", "exact")
        if hp not in HP_POLICIES:
            raise RulesError("bad_value", f"unknown HP visibility '{hp}'")
        tracks = {str(k): str(v) for k, v in dict(d.get("tracks", {})).items()}
        for tid, policy in tracks.items():
            if policy not in TRACK_POLICIES:
                raise RulesError("bad_value", f"unknown visibility '{policy}' of track '{tid}'")
        return cls(bool(d.get("shown", True)), hp, str(d.get("alias", "")), tracks)


@dataclass(slots=True)
class Combatant:
    """Someone in the fight: name, side, the ruleset's sheet, conditions, what the players may
    see of it, and notes."""

    id: str
    name: str
    side: str = "enemy"
    sheet: Any = None
    conditions: dict[str, Condition] = field(default_factory=dict)
    visibility: Visibility = field(default_factory=Visibility)
    notes: str = ""
    #: tie-break roll for turn order, rolled once when the combatant joins
    initiative_roll: int = 0
    #: rule modules' state of this combatant: module id -> plain JSON data
    ext: dict[str, Any] = field(default_factory=dict)
    #: the library entry (its uid) whose persistent character this is; "" for none
    library: str = ""

    def has(self, condition: str) -> bool:
        return condition in self.conditions

    @property
    def is_out(self) -> bool:
        """Takes no turns: dead, destroyed or unconscious."""
        return any(c in self.conditions for c in OUT_CONDITIONS)

    def to_dict(self) -> dict[str, Any]:
        d = {
            "id": self.id, "name": self.name, "side": self.side,
            "sheet": self.sheet.to_dict(),
            "conditions": [c.to_dict() for c in self.conditions.values()],
            "visibility": self.visibility.to_dict(), "notes": self.notes,
            "initiative_roll": self.initiative_roll,
        }
        if self.ext:  # written only when a module keeps something here
            d["ext"] = copy.deepcopy(self.ext)
        if self.library:  # written only for a persistent character of the library
            d["library"] = self.library
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any],
                  sheet_from_dict: Callable[[dict[str, Any]], Any]) -> Combatant:
        """``sheet_from_dict``: the ruleset's sheet reader."""
        side = d.get("side", "enemy")
        if side not in SIDES:
            raise RulesError("bad_value", f"unknown side '{side}' (known: {', '.join(SIDES)})")
        conds = [Condition.from_dict(c) for c in d.get("conditions", [])]
        return cls(
            id=str(d["id"]), name=str(d["name"]), side=side,
            sheet=sheet_from_dict(d.get("sheet", {})),
            conditions={c.name: c for c in conds},
            visibility=Visibility.from_dict(d.get("visibility", {})),
            notes=str(d.get("notes", "")), initiative_roll=int(d.get("initiative_roll", 0)),
            ext=copy.deepcopy(dict(d.get("ext", {}))), library=str(d.get("library", "")),
        )

    def copy(self) -> Combatant:
        return Combatant.from_dict(self.to_dict(), type(self.sheet).from_dict)
