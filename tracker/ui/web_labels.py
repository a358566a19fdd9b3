"""The generic words of the page on the players' devices, taken from the app's own
translations so that the page and the players' window say the same thing in the same language
(a ruleset's own words are in its words files: :func:`tracker.web.page.ruleset_words`).

The page chooses its language by the browser's, not the app's, so both languages are written
once into ``resources/web/labels.json`` by ``python tools/make_web_assets.py`` (a test checks
the file is current)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from ..model.ruleset import PUBLIC_BANDS
from . import i18n
from .appinfo import app_name
from .explain_text import CONDITION_NAMES, condition_name, side_name
from .player_view import band_word
from .seat_labels import seat_labels

SIDES = ("pc", "ally", "enemy", "neutral")


def _ui() -> dict[str, str]:
    return {
        "title": QCoreApplication.translate("PlayerView", "Players' view — {0}").replace("{0}", app_name()),
        "round": QCoreApplication.translate("PlayerView", "Round {0}"),
        "now": QCoreApplication.translate("PlayerView", "Now: {0}"),
        "next": QCoreApplication.translate("PlayerView", "Next: {0}"),
        "out_of_combat": QCoreApplication.translate("PlayerView", "Out of combat"),
        "waiting": QCoreApplication.translate("PlayerView", "Waiting for the fight…"),
        "dark": QCoreApplication.translate("PlayerView", "Dark (high contrast)"),
        "light": QCoreApplication.translate("PlayerView", "Light"),
        "stopped": QCoreApplication.translate("WebPage", "The GM stopped sharing."),
        "reconnecting": QCoreApplication.translate("WebPage", "Connection lost — reconnecting…"),
        "invalid_link": QCoreApplication.translate(
            "WebPage", "This link is no longer valid. Scan the code on the GM's screen again."),
        "crippled": QCoreApplication.translate("WebPage", "Crippled: {0}"),
        "lost": QCoreApplication.translate("WebPage", "Lost: {0}"),
        "theme": QCoreApplication.translate("WebPage", "Theme"),
        "turn": QCoreApplication.translate("TurnClock", "Turn {0}"),
    }


def labels() -> dict[str, Any]:
    """Every generic word the page shows, in the language installed now: a ruleset's own
    (its tracks, conditions, checks, figure, slot and seat words) are in its words file, which
    the page gets as a plugin's (:func:`tracker.web.page.ruleset_words`)."""
    return {"lang": i18n.language(), "ui": _ui(),
            # a band stands alone on a card: capitalised as the page's other labels
            "bands": {b: band_word(b) for b in PUBLIC_BANDS},
            "sides": {s: side_name(s) for s in SIDES},
            "conditions": {c: condition_name(c) for c in sorted(CONDITION_NAMES)},
            "seat": seat_labels()}


def all_labels() -> dict[str, dict[str, Any]]:
    """:func:`labels` in every language (the current one is installed again after)."""
    current = i18n.language()
    try:
        out = {}
        for lang in i18n.LANGUAGES:
            i18n.install(lang)
            out[lang] = labels()
        return out
    finally:
        i18n.install(current)
