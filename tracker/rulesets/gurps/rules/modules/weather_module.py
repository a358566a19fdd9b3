"""V5 in an encounter: today's weather as world state (rolled or set by the GM, re-rolled on
request: the seed lets it change with every investigation action)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tracker.model.options import Option
from tracker.model.ruleset import BaseModule, ModuleInfo

from . import weather
from .fields import report
from .weather import ID, WeatherState

if TYPE_CHECKING:
    from tracker.model.encounter import Encounter
    from tracker.model.validation import Checker

PUBLIC = Option("public_weather", "bool", True, "The players' screen shows the weather",
                rules=("V5",))
OPTIONS = (*weather.OPTIONS, PUBLIC)


class WeatherModule(BaseModule):
    info = ModuleInfo(ID, weather.VERSION, "Vampire hunters: weather", OPTIONS, rules=("V5",))

    def default_state(self) -> dict[str, Any]:
        return WeatherState().to_dict()

    def validate_state(self, v: Checker, state: dict[str, Any], path: str) -> None:
        report(v, WeatherState.problems(state, path))

    @staticmethod
    def weather(enc: Encounter) -> WeatherState | None:
        """Today's weather (its ``weather`` is None until rolled or set); None when the
        module is off."""
        entry = enc.modules.get(ID)
        return None if entry is None else WeatherState.from_dict(entry.get("state", {}))


MODULE = WeatherModule()
