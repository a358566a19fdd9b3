"""V5 weather: 1d, or rain all through the rainy season."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tracker.model.errors import RulesError
from tracker.model.explain import ExplainLine
from tracker.model.options import Option

from .fields import DiceSource, Fields, Problem, Saved, need_bool, need_die

ID = "gurps.weather"
VERSION = 1
OPTIONS: tuple[Option, ...] = ()
#: by 1d: 1 cloudless, 2-3 clear, 4 thin clouds, 5 overcast, 6 rain (snow, thunderstorm)
WEATHERS = ("cloudless", "clear", "thin_clouds", "overcast", "rain")
_BY_ROLL = {1: "cloudless", 2: "clear", 3: "clear", 4: "thin_clouds", 5: "overcast", 6: "rain"}
#: weathers in which the sun (or the moon) shows
SKY_VISIBLE = frozenset({"cloudless", "clear", "thin_clouds"})
#: weathers of strong sunlight, for the albino (V8)
SUNNY = frozenset({"cloudless", "clear"})


@dataclass(frozen=True, slots=True)
class WeatherState(Saved):
    """The module's world state: today's weather (None until rolled or set)."""

    what = "the weather state"

    weather: str | None = None
    rainy_season: bool = False

    @staticmethod
    def problems(d: Any, path: str = "state") -> list[Problem]:
        f = Fields(d, path, ("weather", "rainy_season"))
        f.choice("weather", WEATHERS, null=True)
        f.bool_("rainy_season")
        return f.problems


@dataclass(frozen=True, slots=True)
class WeatherResult:
    weather: str
    explain: tuple[ExplainLine, ...]


def weather(roll: int | None = None, rainy_season: bool = False) -> WeatherResult:
    """Today's weather from 1d (V5); the rainy season needs no roll."""
    if need_bool(rainy_season, "rainy_season"):
        return WeatherResult("rain", (ExplainLine("weather.rainy_season", "V5", {}),))
    if roll is None:
        raise RulesError("need_roll", "'roll' (1d) is needed outside the rainy season")
    need_die(roll, "roll")
    w = _BY_ROLL[roll]
    return WeatherResult(w, (ExplainLine("weather.roll", "V5", {"roll": roll, "weather": w}),))


def roll_weather(dice: DiceSource, rainy_season: bool = False) -> WeatherResult:
    """At the start of a session, each day, or each investigation action (the seed allows)."""
    return weather(None if rainy_season else dice.roll(1), rainy_season)
