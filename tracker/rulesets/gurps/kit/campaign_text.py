"""The campaign modules' ids as words in the UI language (context "Names"): moon phases,
weathers, seasons, what an infection did, and the other ids their log and explain lines
carry. The model keeps the English names (``tracker.rulesets.gurps.rules.modules.texts``); the blocks
below repeat them inside QT_TRANSLATE_NOOP for lupdate (a test keeps them equal), but for the
names the words file has (the moon's phases and direction, the weathers, the seasons, the
half-werewolf's looks: its ``page`` words, shared with the players' screens and the page)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from tracker.rulesets.gurps.rules.modules.texts import LOG_NAMED_ARGS, NAMED_ARGS

from .page_words import page_word, page_words

#: modules/texts.NAMES but those in the words file (:data:`PAGE_TABLES`), for lupdate
NAMES: dict[str, str] = {
    "unknown": QT_TRANSLATE_NOOP("Names", "weather unknown"),
    "armor_jacket": QT_TRANSLATE_NOOP("Names", "Armor jacket"),
    "combat_suit": QT_TRANSLATE_NOOP("Names", "Combat suit"),
    "warm": QT_TRANSLATE_NOOP("Names", "Warm clothes"),
    "summer_clothes": QT_TRANSLATE_NOOP("Names", "Summer clothes"),
    "normal": QT_TRANSLATE_NOOP("Names", "Ordinary place"),
    "special": QT_TRANSLATE_NOOP("Names", "A place of special infections"),
    "filth": QT_TRANSLATE_NOOP("Names", "Filth or a filthy foe"),
    "heat": QT_TRANSLATE_NOOP("Names", "Heat"),
    "cold": QT_TRANSLATE_NOOP("Names", "Cold"),
    "albino_sun": QT_TRANSLATE_NOOP("Names", "Albino in the sun"),
    "spell": QT_TRANSLATE_NOOP("Names", "a spell"),
    "hospital": QT_TRANSLATE_NOOP("Names", "the hunters' hospital"),
    "gm": QT_TRANSLATE_NOOP("Names", "by the GM"),
    "success": QT_TRANSLATE_NOOP("Names", "success"),
    "failure": QT_TRANSLATE_NOOP("Names", "failure"),
    "critical_success": QT_TRANSLATE_NOOP("Names", "critical success"),
    "critical_failure": QT_TRANSLATE_NOOP("Names", "critical failure"),
    "day": QT_TRANSLATE_NOOP("Names", "by day"),
    "night": QT_TRANSLATE_NOOP("Names", "at night"),
    "incubating": QT_TRANSLATE_NOOP("Names", "incubating"),
    "fever": QT_TRANSLATE_NOOP("Names", "fever"),
    "festering": QT_TRANSLATE_NOOP("Names", "festering"),
    "cured": QT_TRANSLATE_NOOP("Names", "cured"),
}

#: modules/texts.EVENT_NAMES, for lupdate
EVENTS: dict[str, str] = {
    "fever": QT_TRANSLATE_NOOP("Names", "fever"),
    "festering": QT_TRANSLATE_NOOP("Names", "the wound festers"),
    "daily": QT_TRANSLATE_NOOP("Names", "a day of the disease"),
    "stunned": QT_TRANSLATE_NOOP("Names", "physically stunned"),
    "appearance": QT_TRANSLATE_NOOP("Names", "Appearance one level lower"),
    "impotent": QT_TRANSLATE_NOOP("Names", "impotence"),
    "iq_lost": QT_TRANSLATE_NOOP("Names", "1 IQ lost for good"),
    "st_lost": QT_TRANSLATE_NOOP("Names", "1 ST lost for good"),
    "part_kept": QT_TRANSLATE_NOOP("Names", "the part will heal"),
    "part_lost": QT_TRANSLATE_NOOP("Names", "the part is lost for good"),
    "cured": QT_TRANSLATE_NOOP("Names", "cured"),
    "ht_zero": QT_TRANSLATE_NOOP("Names", "HT 0 — the GM decides"),
}

#: the arguments whose ids the words file names (``page.directions`` …: the moon's direction,
#: the weather, the season), one source for the window, the players' screens and the page
PAGE_TABLES: dict[str, str] = {"direction": "directions", "weather": "weathers",
                               "season": "seasons"}

#: the clothes id "summer" clashes with the season; its name has its own key
_CLOTHES = {"summer": "summer_clothes"}


def _tr(text: str) -> str:
    return QCoreApplication.translate("Names", text)


def name(arg: str, value: Any) -> Any:
    """An id among the campaign lines' arguments as a word (other values as they are)."""
    if not isinstance(value, str):
        return value
    if arg == "event":
        return _tr(EVENTS.get(value, value)) if value in EVENTS else value
    table = PAGE_TABLES.get(arg)
    if table is not None and value in page_words().get(table, {}):
        return page_word(table, value)
    if arg == "clothes":
        value = _CLOTHES.get(value, value)
    src = NAMES.get(value)
    return _tr(src) if src is not None else value


def is_named(arg: str, log: bool = False) -> bool:
    """Whether a campaign line's argument holds an id :func:`name` translates."""
    return arg in (LOG_NAMED_ARGS if log else NAMED_ARGS) and arg != "location"


def signed(n: int) -> str:
    """A modifier with its sign: "+3", "+0", "−3" (a true minus sign)."""
    return f"\u2212{-n}" if n < 0 else f"+{n}"


def phase_name(phase: int) -> str:
    """The moon's phase 1–6 as the seed names it (V4)."""
    return page_word("phases", phase)


def page_text(key: str, *values: str) -> str:
    """A page template of the words file (``reaction``, ``temperature`` …), ``%1`` … filled."""
    text = str(page_words().get(key, key))
    for i, value in enumerate(values, 1):
        text = text.replace(f"%{i}", value)
    return text


def werewolf_text(animal: bool, reaction: int | None, bestial: bool) -> str:
    """What the moon does to a half-werewolf (V4): "reaction −2 · Bestial" as the page says it."""
    parts = [page_text("animal") if animal else page_text("reaction", signed(reaction or 0))]
    if bestial:
        parts.append(page_text("bestial"))
    return " · ".join(parts)


def weather_name(weather: str | None) -> str:
    return name("weather", weather or "unknown")


def season_name(season: str) -> str:
    return name("season", season)


def celsius_text(celsius: float | int) -> str:
    """"31 °C" (a fraction only where the GM typed one)."""
    value = int(celsius) if float(celsius).is_integer() else celsius
    return f"{value} °C"


def explain_name(arg: str, value: str) -> str | None:
    """The campaign's name of ``value``; None for an id it does not know (another ruleset's
    "kind", such as a CoC budo_grapple, is named by that ruleset's namer)."""
    if not is_named(arg):
        return None
    named = name(arg, value)
    return None if named == value else named

