"""English templates of the campaign modules' explain lines and names of their ids. The UI
translates both (contexts "Explain" and "Names"); the model never formats prose itself."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tracker.model import explain, log
from tracker.model.explain import ExplainLine

from .. import texts as _gurps_texts  # noqa: F401  (GURPS registers its log keys first)
from ..checks import RollResult

TEMPLATES: dict[str, str] = {
    # V4
    "moon.start": "Moon: 1d rolled {roll} → phase {phase}, {direction}.",
    "moon.next": "The moon drifts a day: phase {before} → {after}, {direction}.",
    "moon.drift": "{days} days pass: moon phase {before} → {after}, {direction}.",
    "moon.reaction": "Half-werewolf at phase {phase}: reaction {reaction:+d}.",
    "moon.animal": "Full moon by night: the half-werewolf has turned into an animal.",
    "moon.bestial": "Full moon: Bestial for the whole day.",
    # V5
    "weather.roll": "Weather: 1d rolled {roll} → {weather}.",
    "weather.rainy_season": "Rainy season: rain.",
    # V8
    "temp.season": "Season: 1d rolled {roll} → {season}.",
    "temp.value": "Temperature: 15 °C, {season}: {dice}d = {sum} → {celsius} °C.",
    "heat.applies": "{celsius} °C is {from} °C or more: heat rolls are due.",
    "heat.none": "{celsius} °C is below {from} °C: no heat rolls.",
    "heat.burden": "Overweight, fat, albino or heavy armor: minus the lower of DR {armor_dr} "
                   "and encumbrance {encumbrance} ({modifier:+d}).",
    "heat.over30": "{celsius} °C: −1 per full 3 °C over 30 °C ({modifier:+d}).",
    "heat.fight": "Hot day ({celsius} °C): the fight costs 1 FP more.",
    "cold.applies": "{celsius} °C is {at} °C or less: cold rolls are due.",
    "cold.none": "{celsius} °C is above {at} °C: no cold rolls.",
    "cold.below0": "{celsius} °C: −1 per full 3 °C below 0 °C ({modifier:+d}).",
    "cold.gear": "{gear}: {modifier:+d}.",
    "cold.clothes": "{clothes}: {modifier:+d}.",
    "albino.applies": "Albino in the sun ({celsius} °C, {weather}): HT roll, 1 HP lost even "
                      "on a success, 1d on a failure.",
    "albino.none": "No sun roll for the albino ({celsius} °C, {weather}, {time}).",
    "albino.over30": "{celsius} °C: −2 per full 3 °C over 30 °C ({modifier:+d}).",
    "albino.unprotected": "Out in the sun without protection: no roll.",
    "albino.no_roll": "No roll allowed: as a failure.",
    "albino.hp": "The sun costs {hp} HP.",
    "exposure.roll": "{kind}: 3d rolled {roll} against {target}: {result}.",
    "exposure.fp": "{kind}: the failure costs {fp} FP.",
    "exposure.hp_heat": "FP {fp} is 3 or less: the heat costs 1 HP as well.",
    "exposure.hp_cold": "FP {fp} is below 3: the cold costs 1 HP as well.",
    "exposure.infection": "A running infection: {modifier:+d} to all rolls.",
    # V6
    "hunger.missed": "Missed meal ({row} in a row): {fp} FP.",
    "hunger.hp": "Missed meal {row} in a row (from the {from}th): 1 HP as well.",
    "hunger.ate": "Meal eaten ({eaten} of {of} today).",
    "hunger.restored": "A full day of meals: hunger gives back {fp} FP and {hp} HP.",
    # V7
    "inf.environment": "{environment}: {modifier:+d}.",
    "inf.disinfected": "Wound disinfected: {modifier:+d}.",
    "inf.skill": "First Aid/Physician {skill} of whoever disinfected: {modifier:+d}.",
    "inf.skill_not_disinfected": "Skill {skill} does not count: the wound was not disinfected.",
    "inf.kit": "Medical kit: {modifier:+d}.",
    "inf.st": "ST {st}: {modifier:+d}.",
    "inf.running": "A running infection: {modifier:+d} to all rolls.",
    "inf.sterilize": "Sterilize: the wound cannot be infected.",
    "inf.roll": "Infection: HT roll 3d {roll} against {target}: {result}.",
    "inf.infected": "The wound is infected: fever in {hours} hours.",
    "inf.location": "Infected wound: 3d rolled {roll} → {location}.",
    "inf.side": "Side: 1d rolled {side_roll} → {location}.",
    "inf.female": "18 on a woman: the face.",
    "inf.fever": "Fever: {fp} FP at once, 1 HT lost, {penalty:+d} to all rolls.",
    "inf.stunned": "Infected head wound: physically stunned while it lasts.",
    "inf.appearance": "Infected face: Appearance one level lower.",
    "inf.festering": "{ht_lost} HT lost: the wound festers, {penalty:+d} to all rolls.",
    "inf.daily": "Day {day} of the disease ({location}): {ht} HT and {fp} FP lost.",
    "inf.vitals_penalty": "Infected vitals, day {day}: 2 more each day, {penalty:+d} to all "
                          "rolls in all.",
    "inf.iq_lost": "HT {ht}: the infected head costs 1 IQ for good.",
    "inf.ht_zero": "HT 0: the infection ({location}) takes no more HT — the GM decides (R24).",
    "inf.st_lost": "HT {ht}: the infected vitals cost 1 ST for good.",
    "inf.impotent": "{ht_lost} HT lost (a third of HT is {third}): impotence.",
    "inf.part_roll": "Crippled {location}: HT {ht}, {penalty:+d} for the disease, "
                     "{bonus:+d} Rapid Healing = {target}; 3d rolled {roll}: {result}.",
    "inf.part_kept": "{location} will heal.",
    "inf.part_lost": "{location} is lost for good: necrosis, only Regeneration restores it.",
    "inf.cured": "Cured ({how}): the disease ends.",
}

#: the modules' log keys -> English templates; each names the rule it follows
LOG_TEMPLATES: dict[str, str] = {
    "moon_rolled": "Moon (V4): phase {phase}, {direction}.",
    "moon_set": "The GM sets the moon (V4): phase {phase}, {direction}.",
    "moon_drift": "The moon drifts (V4): phase {before} → {after}, {direction}.",
    "werewolf_on": "{name} is a half-werewolf (V4).",
    "werewolf_off": "{name} is no longer a half-werewolf (V4).",
    "werewolf_animal": "{name} turns into an animal under the full moon (V4).",
    "werewolf_human": "{name} is human again (V4).",
    "weather_rolled": "Weather (V5): {weather}.",
    "weather_set": "The GM sets the weather (V5): {weather}.",
    "temperature_rolled": "Temperature (V8): {celsius} °C, {season}.",
    "temperature_set": "The GM sets the temperature (V8): {celsius} °C, {season}.",
    "meals_due": "Meal times passed (V6): {count} meal(s) to mark eaten or missed.",
    "meal_eaten": "{name} ate (V6): day {day}, meal {eaten} of 3.",
    "meal_missed": "{name} missed a meal (V6): day {day}, FP {fp_before} → {fp_after}, "
                   "HP {hp_before} → {hp_after}.",
    "meals_restored": "{name}: a full day of meals gives back what hunger took (V6): "
                      "FP {fp_before} → {fp_after}, HP {hp_before} → {hp_after}.",
    "infection_due": "{name}: a bleeding wound ({location}) — infection roll due (V7).",
    "infection_modifiers": "{name}: infection roll modifiers set to {modifier:+d} (V7).",
    "infection_roll": "{name}: infection roll (V7) 3d {roll} vs {target} — {result}.",
    "infection_immune": "{name}: Sterilize — the wound cannot be infected (V7).",
    "infection_caught": "{name}: the wound is infected ({location}); fever in 24 hours (V7).",
    "infection_event": "{name}: infected {location} — {event} (V7).",
    "infection_loss": "{name}: infected {location} — {event} (V7): FP {fp_before} → "
                      "{fp_after}, HT {ht_before} → {ht_after}.",
    "part_loss_roll": "{name}: crippled {location} under infection (V7) — 3d {roll} vs "
                      "{target}: {event}.",
    "infection_cured": "{name}: the infected {location} is cured ({how}) (V7).",
    "infection_ht_back": "{name}: the cured infection gives back 1 HT (V7): HT {ht_before} → "
                         "{ht_after}.",
    "infection_profile": "{name}: infection details changed (V7).",
    "exposure_due": "Heat and cold (V8): {count} roll(s) due.",
    "exposure_roll": "{name}: {kind} roll (V8) 3d {roll} vs {target} — {result}: FP "
                     "{fp_before} → {fp_after}, HP {hp_before} → {hp_after}.",
    "albino_roll": "{name}: albino in the sun (V8) — HP {hp_before} → {hp_after}.",
    "exposure_profile": "{name}: heat and cold details changed (V8).",
    "investigation": "Investigation action (V8): {count} heat or cold roll(s) due.",
    "infection_ht_zero_decided": "{name}: HT 0 from the infection — the GM has decided "
                                 "(V7, R24).",
    "hot_fight": "{name}: a hot day — the fight costs 1 FP more (V8): FP {fp_before} → "
                 "{fp_after}, HP {hp_before} → {hp_after}.",
}

#: what an infection did (InfectionEvent.kind) -> English words, for the log's {event}
EVENT_NAMES: dict[str, str] = {
    "fever": "fever", "festering": "the wound festers", "daily": "a day of the disease",
    "stunned": "physically stunned", "appearance": "Appearance one level lower",
    "impotent": "impotence", "iq_lost": "1 IQ lost for good",
    "st_lost": "1 ST lost for good", "part_kept": "the part will heal",
    "part_lost": "the part is lost for good", "cured": "cured",
    "ht_zero": "HT 0 — the GM decides",
}

#: id → English name, for the arguments in NAMED_ARGS
NAMES: dict[str, str] = {
    "waxing": "waxing", "waning": "waning",
    "cloudless": "cloudless", "clear": "clear", "thin_clouds": "thin clouds",
    "overcast": "overcast", "rain": "rain, snow or thunderstorm", "unknown": "weather unknown",
    "summer": "summer", "winter": "winter",
    "armor_jacket": "Armor jacket", "combat_suit": "Combat suit",
    "warm": "Warm clothes", "summer_clothes": "Summer clothes",
    "normal": "Ordinary place", "special": "A place of special infections",
    "filth": "Filth or a filthy foe",
    "heat": "Heat", "cold": "Cold", "albino_sun": "Albino in the sun",
    "spell": "a spell", "hospital": "the hunters' hospital", "gm": "by the GM",
    "success": "success", "failure": "failure", "critical_success": "critical success",
    "critical_failure": "critical failure",
    "day": "by day", "night": "at night",
    "incubating": "incubating", "fever": "fever", "festering": "festering", "cured": "cured",
}
#: the clothes id "summer" clashes with the season; its name has its own key
_CLOTHES = {"summer": "summer_clothes"}
NAMED_ARGS = frozenset({"direction", "weather", "season", "gear", "clothes", "environment",
                        "kind", "how", "result", "time", "location"})


def verdict(result: RollResult) -> str:
    if result.critical:
        return "critical_success" if result.success else "critical_failure"
    return "success" if result.success else "failure"


def english_name(arg: str, value: Any) -> str:
    if arg == "location":
        from ..bodyplan import body_plan

        loc = body_plan("humanoid").by_id.get(value)
        return loc.name_en if loc else str(value)
    if arg == "clothes":
        value = _CLOTHES.get(value, value)
    return NAMES.get(value, str(value)) if isinstance(value, str) else str(value)


def render(line: ExplainLine, name_of: Callable[[str, Any], str] = english_name) -> str:
    """One line in English (the UI passes its translated template and names instead)."""
    args = {k: name_of(k, v) if k in NAMED_ARGS else v for k, v in line.args.items()}
    return ExplainLine(line.key, line.rule, args).render(TEMPLATES.get(line.key, line.key))


#: log arguments of the modules' keys that hold ids to name
LOG_NAMED_ARGS = frozenset({"direction", "weather", "season", "kind", "result", "how",
                            "event"})

log.register(LOG_TEMPLATES)
explain.register(TEMPLATES, NAMED_ARGS)
