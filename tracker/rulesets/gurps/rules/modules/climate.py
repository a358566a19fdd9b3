"""V8 heat and cold: the session's season and temperature, the periodic HT (or Survival) rolls
they call for with their modifiers, what a failure costs, the hot day's extra FP per fight, and
the albino's separate roll against the sun."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from tracker.model.errors import RulesError
from tracker.model.explain import ExplainLine
from tracker.model.options import Option

from ..checks import success_roll
from .clock import is_daytime
from .fields import (
    CELSIUS_RANGE,
    DiceSource,
    Fields,
    Problem,
    Saved,
    full_steps,
    need_3d,
    need_bool,
    need_celsius,
    need_choice,
    need_die,
    need_int,
)
from .texts import verdict
from .weather import SUNNY, WEATHERS

ID = "gurps.climate"
VERSION = 1
OPTIONS = (
    Option("temperature_dice", "int", 3, "Dice for the temperature (more: hotter or colder)",
           rules=("V8",), minimum=3, maximum=5),
    Option("period", "choice", "minutes", "Heat and cold checks come",
           rules=("V8",), choices=("minutes", "action"),
           choice_labels=("every 30 minutes of campaign time", "once per investigation action"),
           help="every 30 minutes of campaign time, or once per investigation action"),
    Option("action_fp_1d", "bool", False, "Per investigation action a failure costs 1d FP",
           rules=("V8",)),
)
BASE_CELSIUS = 15
SEASONS = ("summer", "winter")
HEAT_FROM = 25  # °C and above (the seed moves B's 27 °C down for a humid Tokyo)
COLD_AT = 5  # °C and below
PERIOD_MINUTES = 30
GEAR = {"armor_jacket": 1, "combat_suit": 2}
CLOTHES = {"warm": 5, "summer": -5}
#: current FP at which a failure costs HP as well (V8 reading): heat FP ≤ 3, cold FP < 3
_HP_FROM_FP = {"heat": 3, "cold": 2}
KINDS = ("heat", "cold", "albino_sun")
#: the Survival specialties a GM may roll instead of HT
SURVIVAL = {"heat": ("desert", "urban"), "cold": ("arctic", "urban")}


# -- world state ---------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class ClimateState(Saved):
    """The module's world state: the season and today's temperature (None until rolled)."""

    what = "the climate state"

    season: str | None = None
    celsius: float | int | None = None

    @staticmethod
    def problems(d: Any, path: str = "state") -> list[Problem]:
        f = Fields(d, path, ("season", "celsius"))
        f.choice("season", SEASONS, null=True)
        f.num("celsius", *CELSIUS_RANGE, null=True)
        return f.problems


@dataclass(frozen=True, slots=True)
class Temperature:
    season: str
    celsius: int
    explain: tuple[ExplainLine, ...]


def _faces(dice: Any) -> list[int]:
    if not isinstance(dice, list | tuple) or not 3 <= len(dice) <= 5:
        raise RulesError("bad_dice", "'dice' must be the faces of 3 dice (or 4 or 5 when the "
                                     f"GM wants it hotter or colder), got {dice!r}")
    return [need_die(v, "dice") for v in dice]


def temperature_for(season: str, dice: Sequence[int]) -> Temperature:
    """15 °C plus (summer) or minus (winter) the dice: the daily roll within a season."""
    need_choice(season, "season", SEASONS)
    faces = _faces(dice)
    total = sum(faces)
    celsius = BASE_CELSIUS + (total if season == "summer" else -total)
    return Temperature(season, celsius, (ExplainLine("temp.value", "V8", {
        "season": season, "dice": len(faces), "sum": total, "celsius": celsius}),))


def temperature(season_roll: int, dice: Sequence[int]) -> Temperature:
    """The session's season (1d: odd summer, even winter) and temperature (V8)."""
    need_die(season_roll, "season_roll")
    season = "summer" if season_roll % 2 else "winter"
    t = temperature_for(season, dice)
    return replace(t, explain=(ExplainLine("temp.season", "V8", {
        "roll": season_roll, "season": season}),) + t.explain)


def roll_temperature(dice: DiceSource, count: int = 3, season: str | None = None) -> Temperature:
    """Start of a session (season is None: 1d for it) or the daily re-roll in a season."""
    need_int(count, "temperature_dice", 3, 5)
    if season is None:
        season_roll = dice.roll(1)
        return temperature(season_roll, [dice.roll(1) for _ in range(count)])
    return temperature_for(season, [dice.roll(1) for _ in range(count)])


# -- the checks ----------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class ExposureCheck:
    """Whether the temperature calls for the periodic roll, and its modifier to HT (or to
    Survival)."""

    kind: str  # heat | cold
    applies: bool
    modifier: int
    explain: tuple[ExplainLine, ...]


def heat_check(celsius: float, overweight: bool = False, fat: bool = False,
               albino: bool = False, heavy_armor: bool = False, armor_dr: int = 0,
               encumbrance: int = 0) -> ExposureCheck:
    need_celsius(celsius)
    flags = {"overweight": overweight, "fat": fat, "albino": albino, "heavy_armor": heavy_armor}
    for key, v in flags.items():
        need_bool(v, key)
    need_int(armor_dr, "armor_dr", 0, 100)
    need_int(encumbrance, "encumbrance", 0, 4)
    applies = celsius >= HEAT_FROM
    lines = [ExplainLine("heat.applies" if applies else "heat.none", "V8",
                         {"celsius": celsius, "from": HEAT_FROM})]
    modifier = 0
    burdened = [k for k, v in flags.items() if v]
    if burdened:
        penalty = min(armor_dr, encumbrance)
        modifier -= penalty
        lines.append(ExplainLine("heat.burden", "V8", {
            "armor_dr": armor_dr, "encumbrance": encumbrance, "modifier": -penalty}))
    steps = full_steps(celsius - 30, 3)
    if steps:
        modifier -= steps
        lines.append(ExplainLine("heat.over30", "V8", {"celsius": celsius,
                                                       "modifier": -steps}))
    return ExposureCheck("heat", applies, modifier, tuple(lines))


def cold_check(celsius: float, gear: str | None = None,
               clothes: str | None = None) -> ExposureCheck:
    need_celsius(celsius)
    need_choice(gear, "gear", tuple(GEAR), null=True)
    need_choice(clothes, "clothes", tuple(CLOTHES), null=True)
    applies = celsius <= COLD_AT
    lines = [ExplainLine("cold.applies" if applies else "cold.none", "V8",
                         {"celsius": celsius, "at": COLD_AT})]
    modifier = 0
    steps = full_steps(-celsius, 3)
    if steps:
        modifier -= steps
        lines.append(ExplainLine("cold.below0", "V8", {"celsius": celsius,
                                                       "modifier": -steps}))
    if gear is not None:
        modifier += GEAR[gear]
        lines.append(ExplainLine("cold.gear", "V8", {"gear": gear, "modifier": GEAR[gear]}))
    if clothes is not None:
        modifier += CLOTHES[clothes]
        lines.append(ExplainLine("cold.clothes", "V8", {"clothes": clothes,
                                                        "modifier": CLOTHES[clothes]}))
    return ExposureCheck("cold", applies, modifier, tuple(lines))


@dataclass(frozen=True, slots=True)
class AlbinoSun:
    """The albino's separate HT roll against strong sun (V8)."""

    applies: bool
    #: False when the character goes out without protection: no roll, the worst happens
    roll_allowed: bool
    modifier: int
    explain: tuple[ExplainLine, ...]


def albino_sun(celsius: float, weather: str | None, daytime: bool,
               protected: bool = True) -> AlbinoSun:
    need_celsius(celsius)
    need_choice(weather, "weather", WEATHERS, null=True)
    need_bool(daytime, "daytime")
    need_bool(protected, "protected")
    applies = celsius >= HEAT_FROM and weather in SUNNY and daytime
    if not applies:
        return AlbinoSun(False, True, 0, (ExplainLine("albino.none", "V8", {
            "celsius": celsius, "weather": weather or "unknown",
            "time": "day" if daytime else "night"}),))
    modifier = -2 * full_steps(celsius - 30, 3)
    lines = [ExplainLine("albino.applies", "V8", {"celsius": celsius, "weather": weather})]
    if modifier:
        lines.append(ExplainLine("albino.over30", "V8", {"celsius": celsius,
                                                         "modifier": modifier}))
    if not protected:
        lines.append(ExplainLine("albino.unprotected", "V8", {}))
    return AlbinoSun(True, protected, modifier, tuple(lines))


@dataclass(frozen=True, slots=True)
class ExposureResult:
    """A periodic roll's outcome as changes to the combatant (negative = lost)."""

    success: bool
    fp: int
    hp: int
    explain: tuple[ExplainLine, ...]


def exposure_result(kind: str, target: int, roll: int, fp: int,
                    dice: DiceSource | None = None, fp_1d: bool = False) -> ExposureResult:
    """A heat or cold roll: a failure costs 1 FP (1d with ``fp_1d``, the per-action option)
    and 1 HP as well once the current ``fp`` is low (V8 reading)."""
    need_choice(kind, "kind", ("heat", "cold"))
    need_int(target, "target", -100, 100)
    need_3d(roll, "roll")
    need_int(fp, "fp", -10**6, 10**6)
    result = success_roll(target, roll)
    lines = [ExplainLine("exposure.roll", "V8", {"kind": kind, "roll": roll, "target": target,
                                                 "result": verdict(result)})]
    if result.success:
        return ExposureResult(True, 0, 0, tuple(lines))
    lost = 1
    if fp_1d:
        if dice is None:
            raise RulesError("need_roll", "a 1d roll for the FP lost is needed")
        lost = need_die(dice.roll(1), "the 1d FP roll")
    lines.append(ExplainLine("exposure.fp", "V8", {"kind": kind, "fp": lost}))
    hp = 0
    if fp <= _HP_FROM_FP[kind]:
        hp = 1
        lines.append(ExplainLine("exposure.hp_" + kind, "V8", {"fp": fp}))
    return ExposureResult(False, -lost, -hp, tuple(lines))


def albino_sun_result(target: int, roll: int | None, dice: DiceSource) -> ExposureResult:
    """Success 1 HP, failure 1d HP; ``roll`` None: no roll allowed (unprotected), 1d HP."""
    need_int(target, "target", -100, 100)
    lines: list[ExplainLine] = []
    if roll is not None:
        need_3d(roll, "roll")
        result = success_roll(target, roll)
        success = result.success
        lines.append(ExplainLine("exposure.roll", "V8", {
            "kind": "albino_sun", "roll": roll, "target": target, "result": verdict(result)}))
    else:
        success = False
        lines.append(ExplainLine("albino.no_roll", "V8", {}))
    hp = 1 if success else need_die(dice.roll(1), "the 1d HP roll")
    lines.append(ExplainLine("albino.hp", "V8", {"hp": hp}))
    return ExposureResult(success, 0, -hp, tuple(lines))


@dataclass(frozen=True, slots=True)
class FightCost:
    fp: int
    explain: tuple[ExplainLine, ...]


def calls_for_checks(celsius: float | None) -> bool:
    """The temperature makes heat or cold rolls due (from 25 °C, at 5 °C or below)."""
    return celsius is not None and (celsius >= HEAT_FROM or celsius <= COLD_AT)


def fight_fp(celsius: float | None) -> FightCost:
    """On a hot day every fight costs 1 FP more at its end (V8 reading: from 25 °C)."""
    if celsius is None or need_celsius(celsius) < HEAT_FROM:
        return FightCost(0, ())
    return FightCost(-1, (ExplainLine("heat.fight", "V8", {"celsius": celsius}),))


# -- per combatant -------------------------------------------------------------------------
_PROFILE_BOOLS = ("overweight", "fat", "albino", "heavy_armor", "sun_protected")


@dataclass(frozen=True, slots=True)
class ExposureState(Saved):
    """Per combatant: what bears on the checks, and the minutes since the last one."""

    what = "the heat and cold state"
    sparse = ("survival_heat", "survival_cold", "fp_held")

    minutes: int = 0
    overweight: bool = False
    fat: bool = False
    albino: bool = False
    heavy_armor: bool = False
    armor_dr: int = 0
    encumbrance: int = 0
    gear: str | None = None
    clothes: str | None = None
    #: the albino goes out fully protected against the sun (else: no roll allowed)
    sun_protected: bool = True
    #: Survival (desert or urban) and Survival (arctic or urban), rolled instead of HT when
    #: higher; None: not known
    survival_heat: int | None = None
    survival_cold: int | None = None
    #: FP lost to the heat or cold (rolls, a hot day's fights) that rest does not give back
    #: while the temperature still calls for the checks (V8 reading: exposure is no rest)
    fp_held: int = 0

    @staticmethod
    def problems(d: Any, path: str = "ext") -> list[Problem]:
        f = Fields(d, path, ExposureState.__slots__)
        f.int_("minutes", 0, PERIOD_MINUTES - 1)
        for key in _PROFILE_BOOLS:
            f.bool_(key)
        f.int_("armor_dr", 0, 100)
        f.int_("encumbrance", 0, 4)
        f.choice("gear", tuple(GEAR), null=True)
        f.choice("clothes", tuple(CLOTHES), null=True)
        f.int_("survival_heat", 0, 50, null=True)
        f.int_("survival_cold", 0, 50, null=True)
        f.int_("fp_held", 0, 10**6)
        return f.problems

    def roll_against(self, kind: str, ht: int) -> tuple[str, int]:
        """("HT" or "Survival", its value): the better of HT and the Survival specialty the
        seed allows for ``kind`` (the albino's sun roll is always HT)."""
        skill = {"heat": self.survival_heat, "cold": self.survival_cold}.get(kind)
        if skill is not None and skill > ht:
            return "Survival", skill
        return "HT", ht

    def heat(self, celsius: float) -> ExposureCheck:
        return heat_check(celsius, self.overweight, self.fat, self.albino, self.heavy_armor,
                          self.armor_dr, self.encumbrance)

    def cold(self, celsius: float) -> ExposureCheck:
        return cold_check(celsius, self.gear, self.clothes)


@dataclass(frozen=True, slots=True)
class DueCheck:
    """A roll the checks dock should offer: at campaign minute ``at``."""

    kind: str  # one of KINDS
    at: int
    modifier: int
    roll_allowed: bool
    explain: tuple[ExplainLine, ...]


def _checks_at(state: ExposureState, at: int, celsius: float,
               weather: str | None) -> list[DueCheck]:
    out = []
    for check in (state.heat(celsius), state.cold(celsius)):
        if check.applies:
            out.append(DueCheck(check.kind, at, check.modifier, True, check.explain))
    if state.albino:
        sun = albino_sun(celsius, weather, is_daytime(at), state.sun_protected)
        if sun.applies:
            out.append(DueCheck("albino_sun", at, sun.modifier, sun.roll_allowed, sun.explain))
    return out


def checks_due(state: ExposureState, start: int, minutes: int, celsius: float | None,
               weather: str | None = None) -> tuple[ExposureState, list[DueCheck]]:
    """Time advanced by ``minutes`` from campaign minute ``start``: one round of checks per
    full 30 minutes spent in heat or cold (the count restarts while neither applies)."""
    need_int(minutes, "minutes", 0, 10**7)
    if celsius is None or not (state.heat(celsius).applies or state.cold(celsius).applies):
        return replace(state, minutes=0), []
    last = start - state.minutes
    rounds = (state.minutes + minutes) // PERIOD_MINUTES
    due: list[DueCheck] = []
    for k in range(1, rounds + 1):
        due.extend(_checks_at(state, last + k * PERIOD_MINUTES, celsius, weather))
    left = (state.minutes + minutes) % PERIOD_MINUTES
    return replace(state, minutes=left), due


def action_checks(state: ExposureState, at: int, celsius: float | None,
                  weather: str | None = None) -> tuple[ExposureState, list[DueCheck]]:
    """One investigation action instead of 30 minutes (the seed's simpler count)."""
    if celsius is None:
        return replace(state, minutes=0), []
    return replace(state, minutes=0), _checks_at(state, at, celsius, weather)
