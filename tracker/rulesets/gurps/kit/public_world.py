"""The GURPS part of the players' screen in words: the public world (the moon, the weather,
the temperature) and a half-werewolf's looks, from what :mod:`tracker.rulesets.gurps.rules.public`
let through (never the encounter itself)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from . import campaign_text as ct

translate = QCoreApplication.translate


def header(world: dict[str, Any]) -> str:
    """"Moon: full moon · Weather: clear · 31 °C, summer" ("" when nothing may be shown)."""
    parts = []
    m = world.get("moon")
    if m is not None:
        direction = ct.name("direction", "waxing" if m["waxing"] else "waning")
        parts.append(translate("PlayerView", "Moon: %1, %2").replace(
            "%1", ct.phase_name(m["phase"])).replace("%2", direction))
    if world.get("weather") is not None:
        parts.append(translate("PlayerView", "Weather: %1").replace(
            "%1", ct.weather_name(world["weather"])))
    if world.get("celsius") is not None and world.get("season") is not None:
        parts.append(translate("PlayerView", "%1, %2").replace(
            "%1", ct.celsius_text(world["celsius"])).replace(
            "%2", ct.season_name(world["season"])))
    return "  ·  ".join(parts)


def werewolf_text(fx: dict[str, Any]) -> str:
    if fx["animal"]:
        parts = [translate("CampaignSection", "in animal form (full moon, night)")]
    else:
        parts = [translate("CampaignSection", "reaction %1").replace(
            "%1", ct.signed(fx["reaction"] or 0))]
    if fx["bestial"]:
        parts.append(translate("CampaignSection", "Bestial"))
    return " · ".join(parts)


def note_texts(notes: tuple[dict[str, Any], ...]) -> list[str]:
    """The maneuver and posture (RULES M), and a half-werewolf's looks under the moon when
    the GM lets the players see them."""
    from .maneuver_text import stance_text

    out = [stance_text(n["stance"]) for n in notes if "stance" in n]
    return out + [translate("PlayerView", "Half-werewolf: %1").replace(
        "%1", werewolf_text(n["werewolf"])) for n in notes if "werewolf" in n]


def web_labels() -> dict[str, Any]:
    """The words of the GURPS part of the page on the players' devices (see
    :mod:`tracker.ui.web_labels`); ``%1``/``%2`` as in the window's texts."""
    from tracker.rulesets.gurps.rules.modules.climate import SEASONS
    from tracker.rulesets.gurps.rules.modules.weather import WEATHERS

    return {
        "moon": translate("PlayerView", "Moon: %1, %2"),
        "phases": {str(k): ct.phase_name(k) for k in ct.PHASES},
        "directions": {d: ct.name("direction", d) for d in ("waxing", "waning")},
        "weather": translate("PlayerView", "Weather: %1"),
        "weathers": {w: ct.weather_name(w) for w in WEATHERS},
        "temperature": translate("PlayerView", "%1, %2"),
        "seasons": {s: ct.season_name(s) for s in SEASONS},
        "werewolf": translate("PlayerView", "Half-werewolf: %1"),
        "animal": translate("CampaignSection", "in animal form (full moon, night)"),
        "reaction": translate("CampaignSection", "reaction %1"),
        "bestial": translate("CampaignSection", "Bestial"),
        **stance_labels(),
    }


def stance_labels() -> dict[str, Any]:
    """RULES M on the page: maneuver, option and posture names (as the window says them)."""
    from tracker.rulesets.gurps.rules.maneuvers import MANEUVERS, OPTIONS, POSTURES

    from .maneuver_text import maneuver_name, option_short, posture_name

    return {"maneuvers": {mid: maneuver_name(mid) for mid in MANEUVERS},
            "options": {o: option_short(o) for opts in OPTIONS.values() for o in opts},
            "with_option": translate("Maneuver", "{0} ({1})"),
            "postures": {p: posture_name(p) for p in POSTURES}}
