"""What the players may see of a GURPS combatant's body and of the campaign world (the
ruleset's part of :mod:`tracker.model.public`): the body plan with its crippled and lost
parts; the moon, the weather and the temperature where the GM allows each; a half-werewolf's
looks where the GM allows them for that combatant. Never an infection, a meal or a heat
roll."""

from __future__ import annotations

from typing import Any

from tracker.model.combatant import Combatant
from tracker.model.encounter import Encounter

from .modules.climate_module import MODULE as CLIMATE
from .modules.climate_module import PUBLIC as PUBLIC_TEMPERATURE
from .modules.moon_module import MODULE as MOON
from .modules.moon_module import PUBLIC as PUBLIC_MOON
from .modules.shared import option
from .modules.weather_module import MODULE as WEATHER
from .modules.weather_module import PUBLIC as PUBLIC_WEATHER

#: part states the players see as a part that is gone
LOST = ("severed", "destroyed")


def plan_json(c: Combatant) -> str | dict[str, Any]:
    """The body plan's id, or a custom plan's names and locations (drawn as labelled tiles)."""
    plan = c.sheet.plan
    if not plan.is_custom:
        return plan.id
    return {"id": plan.id, "name": {"en": plan.name_en, "ja": plan.name_ja},
            "locations": [{"id": loc.id, "name": {"en": loc.name_en, "ja": loc.name_ja},
                           "attached_to": loc.attached_to} for loc in plan.locations]}


def figure(c: Combatant) -> dict[str, Any]:
    parts = c.sheet.parts
    out = {"body": plan_json(c),
           "crippled": sorted(k for k, p in parts.items() if p.status == "crippled"),
           "lost": sorted(k for k, p in parts.items() if p.status in LOST)}
    if c.visibility.hp == "exact":  # per-part injury only where players see the exact HP
        from .crippling import injury_share

        out["injured"] = {k: round(min(1.0, injury_share(c.sheet, k)), 2)
                          for k, p in sorted(parts.items()) if p.status == "ok" and p.injury}
    return out


def notes(c: Combatant, enc: Encounter) -> list[dict[str, Any]]:
    """The maneuver and the posture (visible at the table, RULES M), then a half-werewolf's
    looks under the moon when the GM lets the players see them."""
    return stance_notes(c, enc) + _werewolf_notes(c, enc)


def stance_notes(c: Combatant, enc: Encounter) -> list[dict[str, Any]]:
    """RULES M: {"stance": {"maneuver", "option", "posture"}}, while there is something to
    tell (a maneuver chosen in combat, a posture other than standing)."""
    from .maneuvers import public_stance  # with the first combatant, not at start-up

    stance = public_stance(c, enc.in_combat)
    if stance["maneuver"] is None and stance["posture"] == "standing":
        return []
    return [{"stance": stance}]


def _werewolf_notes(c: Combatant, enc: Encounter) -> list[dict[str, Any]]:
    if MOON.info.id not in enc.modules or not MOON.traits(c).public:
        return []
    fx = MOON.effects(enc, c)
    if fx is None:
        return []
    return [{"werewolf": {"animal": fx.animal, "reaction": fx.reaction,
                          "bestial": fx.bestial}}]


def world(enc: Encounter) -> dict[str, Any]:
    out: dict[str, Any] = {}
    m = MOON.moon(enc) if MOON.info.id in enc.modules else None
    if m is not None and option(enc, MOON.info.id, PUBLIC_MOON):
        out["moon"] = {"phase": m.phase, "waxing": m.waxing}
    w = WEATHER.weather(enc)
    if w is not None and w.weather is not None and option(enc, WEATHER.info.id,
                                                          PUBLIC_WEATHER):
        out["weather"] = w.weather
    if CLIMATE.info.id in enc.modules and option(enc, CLIMATE.info.id, PUBLIC_TEMPERATURE):
        t = CLIMATE.climate(enc)
        if t.celsius is not None and t.season is not None:
            out["celsius"] = t.celsius
            out["season"] = t.season
    return out
