"""The GURPS part of the players' screen in words: the public world (the moon, the weather,
the temperature), the maneuver and posture, and a half-werewolf's looks, from what
:mod:`tracker.rulesets.gurps.rules.public` let through (never the encounter itself). The words
are the ``page`` words of its words files (``words_{lang}.json``, :mod:`tracker.model.words`):
the players' window says what the page (``figure.js``) says, from the same file."""

from __future__ import annotations

from typing import Any

from . import campaign_text as ct
from .maneuver_text import stance_text
from .page_words import page_word


def header(world: dict[str, Any]) -> str:
    """"Moon: full moon · Weather: clear · 31 °C, summer" ("" when nothing may be shown)."""
    parts = []
    m = world.get("moon")
    if m is not None:
        direction = "waxing" if m["waxing"] else "waning"
        parts.append(ct.page_text("moon", page_word("phases", m["phase"]),
                                  page_word("directions", direction)))
    if world.get("weather") is not None:
        parts.append(ct.page_text("weather", page_word("weathers", world["weather"])))
    if world.get("celsius") is not None and world.get("season") is not None:
        parts.append(ct.page_text("temperature", ct.celsius_text(world["celsius"]),
                                  page_word("seasons", world["season"])))
    return "  ·  ".join(parts)


def werewolf_text(fx: dict[str, Any]) -> str:
    return ct.werewolf_text(fx["animal"], fx["reaction"], fx["bestial"])


def note_texts(notes: tuple[dict[str, Any], ...]) -> list[str]:
    """The maneuver and posture (RULES M), and a half-werewolf's looks under the moon when
    the GM lets the players see them."""
    out = [stance_text(n["stance"]) for n in notes if "stance" in n]
    return out + [ct.page_text("werewolf", werewolf_text(n["werewolf"]))
                  for n in notes if "werewolf" in n]
