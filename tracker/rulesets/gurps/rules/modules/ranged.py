"""The vampire-hunter campaign's ranged rules (seed 003): simplified ranged modifiers (V1),
rapid fire (V2) and the target's situation (V3), as tables and band look-ups.

The attack roll itself (``tracker.rulesets.gurps.rules.tohit``) asks this module for the modifiers;
whether V1 applies in an encounter is read in one place, :func:`simplified_ranged`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tracker.model.explain import ExplainLine
from tracker.model.options import Option
from tracker.model.ruleset import BaseModule, ModuleInfo

from . import shared

if TYPE_CHECKING:
    from tracker.model.encounter import Encounter

ID = "gurps.ranged"
VERSION = 1
OPTIONS = (
    Option("simplified_ranged", "bool", True, "Simplified ranged modifiers (V1)",
           rules=("V1",)),
)
_SIMPLIFIED = OPTIONS[0]


class RangedModule(BaseModule):
    """V1–V3 as a rule module of a GURPS encounter: the attack roll applies V1 where the
    encounter enables this module (a vampire-hunter encounter does) and its option is on."""

    info = ModuleInfo(ID, VERSION, "Vampire hunters: simplified ranged modifiers and rapid fire",
                      OPTIONS, rules=("V1", "V2", "V3"))


MODULE = RangedModule()


def simplified_ranged(enc: Encounter) -> bool:
    """Whether V1 applies in ``enc``: the module is enabled and its option on (default on).
    The one reader of the option."""
    return shared.enabled(enc, ID) and shared.option(enc, ID, _SIMPLIFIED)


# -- V1 ----------------------------------------------------------------------------------------

#: target size -> modifier
SIZES: dict[str, int] = {"SS": -8, "S": -4, "M": 0, "L": 2, "LL": 4, "XL": 6, "XXL": 9}

#: (band id, farthest distance in metres that still counts, modifier), nearest first; the
#: last band has no limit. 31–49 m belong to "far": the seed's table starts it at 50 m and
#: leaves that gap (RULES V-readings).
RANGE_BANDS: tuple[tuple[str, float | None, int], ...] = (
    ("point_blank", 1, 3),
    ("near", 10, 0),
    ("normal", 30, -2),
    ("far", 99, -5),
    ("very_far", 199, -8),
    ("extremely_far", 1199, -12),
    ("beyond", None, -15),
)

#: (band id, lowest speed in m/s, modifier), slowest first. "fast" starts just above 10 m/s
#: (the seed's "11+" leaves no gap for fractions).
SPEED_BANDS: tuple[tuple[str, float, int], ...] = (
    ("normal", 0, 0),
    ("fast", 10, -2),
    ("very_fast", 30, -5),
    ("extremely_fast", 50, -8),
    ("tremendously_fast", 200, -12),
    ("absurdly_fast", 500, -15),
)

#: the shooter's posture -> modifier
POSTURES: dict[str, int] = {
    "standing": 0, "prone": -4, "prone_braced": -2,
    "crouching": -2, "kneeling": -2, "sitting": -2,
}
STEP_AND_FIRE = -1
#: moving and firing with a weapon that lists no Bulk
NO_BULK = -5
CLOTHES_ON_FIRE = -2
GUNFIRE_WITHIN_1M = -4
POOR_VISIBILITY = -2
#: metres of elevation that shift the range band by one (down: nearer, up: farther)
ELEVATION_SHIFT_M = 5
#: metres from which the target's active defense changes, and per how many metres more
ELEVATION_DEFENSE_M = 10
ELEVATION_DEFENSE_STEP_M = 5


@dataclass(frozen=True, slots=True)
class Ranged:
    """The ranged panel: everything V1 asks about one shot."""

    range_m: float
    size: str = "M"
    nearsighted: bool = False
    target_speed_mps: float = 0
    clothes_on_fire: bool = False
    posture: str = "standing"
    step_and_fire: bool = False
    #: shooting while moving; the weapon's Bulk (None: none listed, counts as NO_BULK)
    moving: bool = False
    bulk: int | None = None
    #: + shooting down from above the target, − shooting up
    elevation_m: float = 0
    gunfire_within_1m: bool = False
    poor_visibility: bool = False
    #: the Survival skill for the terrain cancels poor visibility
    survival_skill: bool = False
    #: W3 (B550, with V1 off): the target's Size Modifier; None: its sheet's
    target_sm: int | None = None


def range_band_index(range_m: float) -> int:
    for i, (_band, limit, _mod) in enumerate(RANGE_BANDS):
        if limit is None or range_m <= limit:
            return i
    return len(RANGE_BANDS) - 1


def speed_band(speed_mps: float) -> tuple[str, int]:
    band = SPEED_BANDS[0]
    for entry in SPEED_BANDS[1:]:
        # "fast" is anything over 10 m/s; the faster bands start at their number
        if speed_mps > entry[1] if entry[0] == "fast" else speed_mps >= entry[1]:
            band = entry
    return band[0], band[2]


def elevation_defense(elevation_m: float) -> int:
    """The target's active defense modifier when shot at from ``elevation_m`` (V1)."""
    height = abs(elevation_m)
    if height < ELEVATION_DEFENSE_M:
        return 0
    steps = 1 + int((height - ELEVATION_DEFENSE_M) // ELEVATION_DEFENSE_STEP_M)
    return -steps if elevation_m > 0 else steps


@dataclass(frozen=True, slots=True)
class V1Result:
    #: (what, value) of every non-zero modifier
    parts: tuple[tuple[str, int], ...]
    defense: int
    explain: tuple[ExplainLine, ...]


def v1(r: Ranged) -> V1Result:
    """The simplified ranged modifiers of one shot."""
    parts: list[tuple[str, int]] = []
    lines: list[ExplainLine] = []

    def add(what: str, value: int, key: str, **args: Any) -> None:
        if value:
            parts.append((what, value))
        lines.append(ExplainLine(key, "V1", {**args, "value": value}))

    if SIZES[r.size]:
        add(f"size_{r.size.lower()}", SIZES[r.size], "tohit.size", size=r.size)
    index = range_band_index(r.range_m)
    shift = 0
    if r.nearsighted:
        shift += 1
        lines.append(ExplainLine("tohit.band_nearsighted", "V1", {}))
    if r.elevation_m >= ELEVATION_SHIFT_M:
        shift -= 1
        lines.append(ExplainLine("tohit.band_down", "V1", {"elevation": _num(r.elevation_m)}))
    elif r.elevation_m <= -ELEVATION_SHIFT_M:
        shift += 1
        lines.append(ExplainLine("tohit.band_up", "V1", {"elevation": _num(-r.elevation_m)}))
    index = max(0, min(len(RANGE_BANDS) - 1, index + shift))
    band, _limit, mod = RANGE_BANDS[index]
    add(f"range_{band}", mod, f"tohit.range_{band}", range=_num(r.range_m))
    speed, mod = speed_band(r.target_speed_mps)
    if r.target_speed_mps:
        add(f"speed_{speed}", mod, f"tohit.speed_{speed}", speed=_num(r.target_speed_mps))
    if r.clothes_on_fire:
        add("clothes_on_fire", CLOTHES_ON_FIRE, "tohit.clothes_on_fire")
    if r.posture != "standing":
        add(f"posture_{r.posture}", POSTURES[r.posture], f"tohit.posture_{r.posture}")
    if r.step_and_fire:
        add("step_and_fire", STEP_AND_FIRE, "tohit.step_and_fire")
    if r.moving:
        if r.bulk is None:
            add("moving_fire", NO_BULK, "tohit.moving_no_bulk")
        else:
            add("moving_fire", r.bulk, "tohit.moving_bulk", bulk=r.bulk)
    if r.gunfire_within_1m:
        add("gunfire_within_1m", GUNFIRE_WITHIN_1M, "tohit.gunfire_within_1m")
    if r.poor_visibility and r.survival_skill:
        lines.append(ExplainLine("tohit.poor_visibility_survival", "V1", {}))
    elif r.poor_visibility:
        add("poor_visibility", POOR_VISIBILITY, "tohit.poor_visibility")
    defense = elevation_defense(r.elevation_m)
    if defense:
        lines.append(ExplainLine("tohit.defense", "V1",
                                 {"elevation": _num(r.elevation_m), "value": defense}))
    return V1Result(tuple(parts), defense, tuple(lines))


def _num(x: float) -> int | float:
    """A distance as it reads best: 25, not 25.0."""
    return int(x) if float(x).is_integer() else x


# -- V2 ----------------------------------------------------------------------------------------

#: (fewest shots, bonus) up to 50–99; from 100 shots +1 per doubling
RAPID_FIRE: tuple[tuple[int, int], ...] = (
    (2, 0), (5, 1), (9, 2), (13, 3), (17, 4), (25, 5), (50, 6),
)


def rapid_fire_bonus(shots: int) -> int:
    """V2: the to-hit bonus for ``shots`` shots in one attack (0 for a single shot)."""
    if shots < 2:
        return 0
    bonus = 0
    for least, value in RAPID_FIRE:
        if shots >= least:
            bonus = value
    limit = 100
    while shots >= limit:
        bonus += 1
        limit *= 2
    return bonus


# -- V3 ----------------------------------------------------------------------------------------

#: the target's situation -> modifier
SITUATIONS: dict[str, int] = {
    "light_cover": -2,
    "head_only": -5,
    "head_and_shoulders": -4,
    "half_body": -3,
    "prone": -4,
    "crouching": -2,
    "prone_minimal_cover_head": -5,
    "prone_behind_cover": -7,
}
#: per character standing between the shooter and the target
BEHIND_CHARACTER = -4
