"""What the players' screen may show of the campaign world: the moon, the weather and the
temperature where the GM allows (each on by default), a half-werewolf's looks where the GM
allows it for that combatant, and never an infection, a meal or a heat roll."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...model.combatant import Combatant
from ...model.encounter import Encounter
from ...model.gurps.modules.climate_module import MODULE as CLIMATE
from ...model.gurps.modules.climate_module import PUBLIC as PUBLIC_TEMPERATURE
from ...model.gurps.modules.moon_module import MODULE as MOON
from ...model.gurps.modules.moon_module import PUBLIC as PUBLIC_MOON
from ...model.gurps.modules.shared import option
from ...model.gurps.modules.weather_module import MODULE as WEATHER
from ...model.gurps.modules.weather_module import PUBLIC as PUBLIC_WEATHER
from . import campaign_text as ct
from .campaign_section import werewolf_effects

translate = QCoreApplication.translate


def header(enc: Encounter) -> str:
    """"Moon: full moon · Weather: clear · 31 °C, summer" ("" when nothing may be shown)."""
    parts = []
    m = MOON.moon(enc) if MOON.info.id in enc.modules else None
    if m is not None and option(enc, MOON.info.id, PUBLIC_MOON):
        direction = ct.name("direction", "waxing" if m.waxing else "waning")
        parts.append(translate("PlayerView", "Moon: %1, %2").replace(
            "%1", ct.phase_name(m.phase)).replace("%2", direction))
    w = WEATHER.weather(enc)
    if w is not None and w.weather is not None and option(enc, WEATHER.info.id,
                                                          PUBLIC_WEATHER):
        parts.append(translate("PlayerView", "Weather: %1").replace(
            "%1", ct.weather_name(w.weather)))
    if CLIMATE.info.id in enc.modules and option(enc, CLIMATE.info.id, PUBLIC_TEMPERATURE):
        t = CLIMATE.climate(enc)
        if t.celsius is not None and t.season is not None:
            parts.append(translate("PlayerView", "%1, %2").replace(
                "%1", ct.celsius_text(t.celsius)).replace("%2", ct.season_name(t.season)))
    return "  ·  ".join(parts)


def notes(c: Combatant, enc: Encounter) -> list[str]:
    """A half-werewolf's looks under the moon, when the GM lets the players see them."""
    if MOON.info.id not in enc.modules or not MOON.traits(c).public:
        return []
    fx = werewolf_effects(enc, c)
    return [translate("PlayerView", "Half-werewolf: %1").replace("%1", fx)] if fx else []
