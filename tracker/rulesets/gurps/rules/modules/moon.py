"""V4 moon phase: 1 (new) … 6 (full), rolled at the start of a session and drifting one step
a day, and what it does to a half-werewolf.

``waxing`` is the direction of the next step: always true at 1 (the moon can only grow),
always false at 6."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tracker.model.errors import RulesError
from tracker.model.explain import ExplainLine
from tracker.model.options import Option

from .fields import (
    DiceSource,
    Fields,
    Problem,
    Saved,
    need_bool,
    need_die,
    need_int,
)

ID = "gurps.moon"
VERSION = 1
OPTIONS = (
    Option("auto_drift", "bool", True, "The moon drifts one step at each midnight",
           rules=("V4",)),
)
NEW, FULL = 1, 6


def _direction(phase: int, waxing: bool) -> bool:
    return phase == NEW if phase in (NEW, FULL) else waxing


def direction_word(waxing: bool) -> str:
    """The log's and explain's word for the way the moon goes."""
    return "waxing" if waxing else "waning"


def _need_waxing(phase: int, waxing: Any) -> bool:
    if waxing is None:
        if phase in (NEW, FULL):
            return phase == NEW
        raise RulesError("need_waxing", f"'waxing' is needed at phase {phase}: is the moon "
                                        "growing (true) or shrinking (false)?")
    return need_bool(waxing, "waxing")


#: the drift is a cycle of 10 days: position 0 is new (growing), 5 full, 9 is 2 shrinking
_CYCLE = 10


def _position(phase: int, grows: bool) -> int:
    return phase - 1 if grows else _CYCLE + 1 - phase


def _at(position: int) -> tuple[int, bool]:
    position %= _CYCLE
    return (position + 1 if position <= 5 else _CYCLE + 1 - position), position < 5


@dataclass(frozen=True, slots=True)
class MoonState(Saved):
    """The module's world state."""

    what = "the moon state"

    phase: int = NEW
    waxing: bool = True

    def __post_init__(self) -> None:
        if self.phase in (NEW, FULL):  # only one way to go from there
            object.__setattr__(self, "waxing", self.phase == NEW)

    @staticmethod
    def problems(d: Any, path: str = "state") -> list[Problem]:
        f = Fields(d, path, ("phase", "waxing"))
        f.int_("phase", NEW, FULL)
        f.bool_("waxing")
        return f.problems


@dataclass(frozen=True, slots=True)
class MoonTraits(Saved):
    """Per combatant: the traits the moon acts on."""

    what = "the moon traits"
    sparse = ("public",)

    half_werewolf: bool = False
    #: the GM lets the players' screen show what the moon does to this combatant
    public: bool = False

    @staticmethod
    def problems(d: Any, path: str = "ext") -> list[Problem]:
        f = Fields(d, path, ("half_werewolf", "public"))
        f.bool_("half_werewolf")
        f.bool_("public")
        return f.problems


@dataclass(frozen=True, slots=True)
class MoonStep:
    phase: int
    waxing: bool
    explain: tuple[ExplainLine, ...]

    @property
    def state(self) -> MoonState:
        return MoonState(self.phase, self.waxing)


def moon_next(phase: int, waxing: bool | None = None) -> MoonStep:
    """The next day's moon: 1→2→…→6→5→…→1 (V4)."""
    need_int(phase, "phase", NEW, FULL)
    nxt, waxes = _at(_position(phase, _direction(phase, _need_waxing(phase, waxing))) + 1)
    return MoonStep(nxt, waxes, (ExplainLine("moon.next", "V4", {
        "before": phase, "after": nxt, "direction": direction_word(waxes)}),))


def moon_start(roll: int, waxing: bool = True) -> MoonStep:
    """The session's moon from 1d; between new and full the roll cannot tell whether the moon
    grows, so the GM says (default: growing)."""
    need_die(roll, "roll")
    waxes = _direction(roll, need_bool(waxing, "waxing"))
    return MoonStep(roll, waxes, (ExplainLine("moon.start", "V4", {
        "roll": roll, "phase": roll, "direction": direction_word(waxes)}),))


def roll_moon(dice: DiceSource, waxing: bool = True) -> MoonStep:
    return moon_start(dice.roll(1), waxing)


def moon_after_midnights(state: MoonState, midnights: int) -> MoonStep:
    """The moon after the calendar crossed ``midnights`` midnights (one step each)."""
    need_int(midnights, "midnights", 0, 10**9)
    phase, waxes = _at(_position(state.phase, _direction(state.phase, state.waxing))
                       + midnights)
    if not midnights:
        return MoonStep(state.phase, _direction(state.phase, state.waxing), ())
    return MoonStep(phase, waxes, (ExplainLine("moon.drift", "V4", {
        "days": midnights, "before": state.phase, "after": phase,
        "direction": direction_word(waxes)}),))


@dataclass(frozen=True, slots=True)
class MoonEffects:
    """What the phase does to a half-werewolf (V4)."""

    #: reaction modifier for the half-werewolf's features; None at full moon by night, when
    #: the character is an animal and no longer shows "features"
    reaction: int | None
    bestial: bool
    animal: bool
    explain: tuple[ExplainLine, ...]


def moon_effects(phase: int, night: bool = False) -> MoonEffects:
    need_int(phase, "phase", NEW, FULL)
    need_bool(night, "night")
    bestial = phase == FULL
    animal = bestial and night
    if animal:
        reaction = None
        lines = [ExplainLine("moon.animal", "V4", {"phase": phase})]
    else:
        reaction = 0 if phase == NEW else -1 if phase <= 3 else -4
        lines = [ExplainLine("moon.reaction", "V4", {"phase": phase, "reaction": reaction})]
    if bestial:
        lines.append(ExplainLine("moon.bestial", "V4", {"phase": phase}))
    return MoonEffects(reaction, bestial, animal, tuple(lines))
