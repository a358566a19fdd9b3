"""What the GM does with the campaign rule modules, each as one undoable action: roll or set
the world (moon, weather, temperature), mark meals, mark a half-werewolf, set the infection
roll's modifiers, cure an infection, an investigation action for heat and cold, a
combatant's heat-and-cold and infection details, and rolling every pending campaign check
at once. Each refuses with a clear message when its module is off."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tracker.model.encounter import Action, Encounter
from tracker.model.errors import RulesError

from . import climate, moon, shared, weather
from .climate_module import MODULE as CLIMATE
from .fields import Scripted, need_bool, need_celsius, need_choice, need_int
from .hunger_module import MODULE as HUNGER
from .infection_module import MODULE as INFECTION
from .moon_module import MODULE as MOON
from .weather_module import MODULE as WEATHER

_LABELS = {MOON.info.id: "moon phase", WEATHER.info.id: "weather",
           HUNGER.info.id: "hunger", INFECTION.info.id: "infection",
           CLIMATE.info.id: "heat and cold"}


def _need(enc: Encounter, mid: str) -> None:
    if mid not in enc.modules:
        raise RulesError("module_off", f"the {_LABELS[mid]} rules ({mid}) are not on in this "
                                       "encounter", module=mid)


def _dice(enc: Encounter, given: list[int] | None) -> Scripted:
    return Scripted(given or [], enc.dice)


# -- the world ---------------------------------------------------------------------------------
def roll_world(enc: Encounter, waxing: bool = True,
               rolls: dict[str, Any] | None = None) -> Action:
    """The start of a game session: the moon (1d), the weather (1d; rain in the rainy
    season) and the season (1d) with its temperature (3d, or the dice the option asks), for
    the modules that are on. ``rolls``: what the GM rolled at the table, by "moon",
    "weather", "season" (1d each) and "temperature" (the faces); the rest is rolled."""
    on = [m for m in (MOON.info.id, WEATHER.info.id, CLIMATE.info.id) if m in enc.modules]
    if not on:
        raise RulesError("module_off", "none of the moon, weather or temperature rules is on "
                                       "in this encounter")
    need_bool(waxing, "waxing")
    rolls = dict(rolls or {})
    unknown = set(rolls) - {"moon", "weather", "season", "temperature"}
    if unknown:
        raise RulesError("unknown_field", f"unknown roll '{sorted(unknown)[0]}' (known: moon, "
                                          "weather, season, temperature)")

    def run() -> dict[str, Any]:
        out: dict[str, Any] = {}
        if MOON.info.id in enc.modules:
            given = rolls.get("moon")
            step = moon.roll_moon(_dice(enc, None if given is None else [given]), waxing)
            enc.modules[MOON.info.id]["state"] = step.state.to_dict()
            enc.add_log("moon_rolled", None, step.explain, phase=step.phase,
                        direction=moon.direction_word(step.waxing))
            out["moon"] = step.state
        if WEATHER.info.id in enc.modules:
            out["weather"] = _roll_weather(enc, rolls.get("weather"))
        if CLIMATE.info.id in enc.modules:
            given = [rolls["season"]] if rolls.get("season") is not None else []
            out["temperature"] = _roll_temperature(enc, given + list(rolls.get("temperature")
                                                                    or []), None)
        return out

    return enc.perform("roll_world", [], run)


def _roll_weather(enc: Encounter, given: int | None) -> weather.WeatherResult:
    st = WEATHER.weather(enc)
    assert st is not None
    res = weather.roll_weather(_dice(enc, None if given is None else [given]), st.rainy_season)
    enc.modules[WEATHER.info.id]["state"] = replace(st, weather=res.weather).to_dict()
    enc.add_log("weather_rolled", None, res.explain, weather=res.weather)
    return res


def _roll_temperature(enc: Encounter, given: list[int], season: str | None
                      ) -> climate.Temperature:
    n = shared.option(enc, CLIMATE.info.id, climate.OPTIONS[0])
    res = climate.roll_temperature(_dice(enc, given), n, season)
    enc.modules[CLIMATE.info.id]["state"] = climate.ClimateState(res.season,
                                                                 res.celsius).to_dict()
    enc.add_log("temperature_rolled", None, res.explain, celsius=res.celsius,
                season=res.season)
    return res


def new_day(enc: Encounter, rolls: dict[str, Any] | None = None) -> Action:
    """Re-roll the weather and the temperature (in the season already rolled) for a new day
    or a new investigation action. ``rolls``: "weather" (1d) and "temperature" (faces)."""
    on = [m for m in (WEATHER.info.id, CLIMATE.info.id) if m in enc.modules]
    if not on:
        raise RulesError("module_off", "neither the weather nor the temperature rules are on "
                                       "in this encounter")
    rolls = dict(rolls or {})
    unknown = set(rolls) - {"weather", "temperature"}
    if unknown:
        raise RulesError("unknown_field", f"unknown roll '{sorted(unknown)[0]}' (known: "
                                          "weather, temperature)")

    def run() -> dict[str, Any]:
        out: dict[str, Any] = {}
        if WEATHER.info.id in enc.modules:
            out["weather"] = _roll_weather(enc, rolls.get("weather"))
        if CLIMATE.info.id in enc.modules:
            out["temperature"] = _roll_temperature(enc, list(rolls.get("temperature") or []),
                                                   CLIMATE.climate(enc).season)
        return out

    return enc.perform("new_day", [], run)


def set_moon(enc: Encounter, phase: int, waxing: bool = True) -> Action:
    """The GM sets the moon (V4 lets the GM adjust it)."""
    _need(enc, MOON.info.id)
    need_int(phase, "phase", moon.NEW, moon.FULL)
    need_bool(waxing, "waxing")
    new = moon.MoonState(phase, waxing)

    def run() -> None:
        enc.modules[MOON.info.id]["state"] = new.to_dict()
        enc.add_log("moon_set", None, phase=new.phase, direction=moon.direction_word(new.waxing))

    return enc.perform("set_moon", [], run)


def set_weather(enc: Encounter, sky: str | None = None,
                rainy_season: bool | None = None) -> Action:
    """The GM sets today's weather and/or the rainy season (then it rains)."""
    _need(enc, WEATHER.info.id)
    if sky is not None:
        need_choice(sky, "weather", weather.WEATHERS)
    if rainy_season is not None:
        need_bool(rainy_season, "rainy_season")
    st = WEATHER.weather(enc)
    assert st is not None
    new = replace(st, weather=sky if sky is not None else st.weather,
                  rainy_season=st.rainy_season if rainy_season is None else rainy_season)
    if new.rainy_season and sky is None:
        new = replace(new, weather="rain")

    def run() -> None:
        enc.modules[WEATHER.info.id]["state"] = new.to_dict()
        if new.weather is not None:
            enc.add_log("weather_set", None, weather=new.weather)

    return enc.perform("set_weather", [], run)


def set_temperature(enc: Encounter, celsius: float | int, season: str) -> Action:
    """The GM sets the season and the temperature (a midsummer session, a cold snap)."""
    _need(enc, CLIMATE.info.id)
    need_celsius(celsius)
    need_choice(season, "season", climate.SEASONS)

    def run() -> None:
        enc.modules[CLIMATE.info.id]["state"] = climate.ClimateState(season,
                                                                     celsius).to_dict()
        enc.add_log("temperature_set", None, celsius=celsius, season=season)

    return enc.perform("set_temperature", [], run)


# -- per combatant -------------------------------------------------------------------------
def set_half_werewolf(enc: Encounter, cid: str, on: bool | None = None,
                      public: bool | None = None) -> Action:
    """Mark ``cid`` half-werewolf (or not), and whether the players' screen shows what the
    moon does to them."""
    _need(enc, MOON.info.id)
    c = enc.get(cid)
    traits = MOON.traits(c)
    new = replace(traits, half_werewolf=traits.half_werewolf if on is None else need_bool(
        on, "half_werewolf"), public=traits.public if public is None else need_bool(
        public, "public"))

    def run() -> None:
        if new == moon.MoonTraits():
            c.ext.pop(MOON.info.id, None)
        else:
            c.ext[MOON.info.id] = new.to_dict()
        if new.half_werewolf != traits.half_werewolf:
            enc.add_log("werewolf_on" if new.half_werewolf else "werewolf_off", cid,
                        MOON.effects(enc, c).explain if new.half_werewolf and MOON.moon(enc)
                        else (), name=c.name)

    return enc.perform("half_werewolf", [cid], run)


def mark_meal(enc: Encounter, cid: str, ate: bool) -> Action:
    """``cid``'s oldest due meal (or today's next one) was eaten or missed (V6)."""
    _need(enc, HUNGER.info.id)
    c = enc.get(cid)
    need_bool(ate, "ate")
    if not shared.alive(c):  # as "everyone ate" passes over them: hunger is for the living
        raise RulesError("dead_meal", f"{c.name} is dead: the dead eat no meals",
                         name=c.name)
    return enc.perform("meal", [cid], lambda: HUNGER.mark(enc, c, ate))


def mark_all_meals(enc: Encounter, ate: bool = True) -> Action:
    """Every due meal of everyone eaten (or missed): one action for "everyone ate"."""
    _need(enc, HUNGER.info.id)
    need_bool(ate, "ate")
    who = [c for c in enc.ordered() if HUNGER.hunger(enc, c).due]
    if not who:
        raise RulesError("nothing_due", "no meals are due: no meal time has passed since "
                                        "they were last marked")

    def run() -> int:
        n = 0
        for c in who:
            for _ in HUNGER.hunger(enc, c).due:
                HUNGER.mark(enc, c, ate)
                n += 1
        return n

    return enc.perform("meals", [c.id for c in who], run)


def set_infection_modifiers(enc: Encounter, check_id: int, **changes: Any) -> Action:
    """The GM's modifiers of a pending infection roll: ``environment``, ``disinfected``,
    ``treater_skill``, ``medical_kit``, ``st``, ``sterilize``, and the rolls for the location
    table (``location_roll``, ``side_roll``; None: the app rolls)."""
    _need(enc, INFECTION.info.id)
    chk = next((k for k in enc.checks if k.id == check_id), None)
    if chk is None or chk.source != INFECTION.info.id or chk.kind != "infection":
        raise RulesError("unknown_check", f"no pending infection roll #{check_id}")
    trial = type(chk).from_dict(chk.to_dict())
    INFECTION.set_modifiers(enc, trial, changes)  # refuses before anything changes
    c = enc.get(chk.combatant)

    def run() -> int:
        live = next(k for k in enc.checks if k.id == check_id)
        modifier = INFECTION.set_modifiers(enc, live, changes)
        enc.add_log("infection_modifiers", c.id, name=c.name, modifier=modifier)
        return modifier

    return enc.perform("infection_modifiers", [c.id], run)


def set_infection_profile(enc: Encounter, cid: str, **changes: Any) -> Action:
    """What about ``cid`` bears on infection: ``no_blood``, ``st``, ``dominant``, ``female``,
    ``rapid_healing``."""
    _need(enc, INFECTION.info.id)
    c = enc.get(cid)
    inf = INFECTION.infections(c)
    known = ("no_blood", "st", "dominant", "female", "rapid_healing")
    unknown = set(changes) - set(known)
    if unknown:
        raise RulesError("unknown_field", f"unknown infection detail '{sorted(unknown)[0]}' "
                                          f"(known: {', '.join(known)})")
    d = {**inf.to_dict(), **changes}
    new = type(inf).from_dict(d)  # refuses bad values with the field named

    def run() -> None:
        if new.to_dict() == {"wounds": []}:
            c.ext.pop(INFECTION.info.id, None)
        else:
            c.ext[INFECTION.info.id] = new.to_dict()
        enc.add_log("infection_profile", cid, name=c.name)

    return enc.perform("infection_profile", [cid], run)


def cure_infection(enc: Encounter, cid: str, index: int, how: str = "spell") -> Action:
    """A Cure spell, the hunters' hospital, or the GM's word ends infection ``index``."""
    _need(enc, INFECTION.info.id)
    c = enc.get(cid)
    return enc.perform("cure", [cid], lambda: INFECTION.cure(enc, c, index, how))


def set_exposure(enc: Encounter, cid: str, **changes: Any) -> Action:
    """What about ``cid`` bears on the heat and cold rolls: ``overweight``, ``fat``,
    ``albino``, ``heavy_armor``, ``armor_dr``, ``encumbrance``, ``gear``, ``clothes``,
    ``sun_protected``, ``survival_heat``, ``survival_cold``."""
    _need(enc, CLIMATE.info.id)
    c = enc.get(cid)
    old = CLIMATE.exposure(c)
    if "minutes" in changes:
        raise RulesError("unknown_field", "the minutes since the last roll are the "
                                          "calendar's to count")
    new = climate.ExposureState.from_dict({**old.to_dict(), **changes})

    def run() -> None:
        c.ext[CLIMATE.info.id] = new.to_dict()
        enc.add_log("exposure_profile", cid, name=c.name)

    return enc.perform("exposure_profile", [cid], run)


def investigation_action(enc: Encounter) -> Action:
    """One investigation action (V8 per action instead of every 30 minutes): the heat,
    cold and albino rolls the temperature calls for, for everyone exposed."""
    _need(enc, CLIMATE.info.id)
    if CLIMATE.climate(enc).celsius is None:
        raise RulesError("no_temperature", "roll or set the temperature first")
    return enc.perform("investigation", None, lambda: CLIMATE.investigation(enc))


def roll_module_checks(enc: Encounter, source: str = CLIMATE.info.id) -> Action:
    """Let the app roll every pending check of rule module ``source`` (a long hot afternoon
    makes many), oldest first, as one action."""
    owners = {CLIMATE.info.id: CLIMATE, INFECTION.info.id: INFECTION}
    if source not in owners:
        raise RulesError("bad_choice", f"'source' must be one of {', '.join(owners)}")
    _need(enc, source)
    ids = [k.id for k in enc.checks if k.source == source]
    if not ids:
        raise RulesError("nothing_due", "no rolls of these rules are pending")
    owner = owners[source]

    def run() -> int:
        n = 0
        for check_id in ids:
            chk = next((k for k in enc.checks if k.id == check_id), None)
            if chk is not None and chk.combatant in enc.combatants:
                owner.resolve_check(enc, chk, None)
                n += 1
        return n

    return enc.perform("roll_checks", None, run)
