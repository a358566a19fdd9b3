"""GURPS's words that its words files hold (``words_{lang}.json``, :mod:`tracker.model.words`),
for its dialogs and docks in the UI language: the names of maneuvers, options, postures, moon
phases, weathers, seasons and defenses are the file's ``page`` words, the same words the
players' page and the players' window show. They are not in the Qt catalogue too (a test keeps
it so: tests/ui/language/test_one_source_per_word.py)."""

from __future__ import annotations

from typing import Any

from tracker.ui.kit import page_word as _page_word
from tracker.ui.kit import ui_words


def page_words() -> dict[str, Any]:
    """The GURPS words file's ``page`` words in the UI language."""
    return ui_words("gurps").page


def page_word(table: str, key: Any) -> str:
    """``key``'s name in the page words' ``table`` ("maneuvers", "postures" …); an unknown
    key as it is."""
    return _page_word("gurps", table, str(key))


def track_word(track: str) -> str:
    """A track's name in the words file ("hp" -> HP)."""
    return ui_words("gurps").tracks.get(track, track.upper())


def seat_word(key: str) -> str:
    """A word of the seat forms (``page.seat``: "maneuver", "posture" …)."""
    return _page_word("gurps", "seat", key)


def defense_word(kind: str) -> str:
    """An active defense ("dodge", "parry", "block") as the seat form names it."""
    return _page_word("gurps", "seat", "defenses", kind)
