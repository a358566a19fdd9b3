"""Call of Cthulhu's words that its words files hold (``words_{lang}.json``,
:mod:`tracker.model.words`), for its dialogs and docks in the UI language: the track names,
the slot turns' names and the seat forms' words are the file's, the same words the players'
page and the players' window show. They are not in the Qt catalogue too (a test keeps it so:
tests/ui/language/test_one_source_per_word.py)."""

from __future__ import annotations

from typing import Any

from tracker.model.words import Words


def coc_words() -> Words:
    """The CoC words file in the UI language."""
    from tracker.model.words import words
    from tracker.ui.i18n import language

    return words("coc", language())


def page_word(*path: str) -> str:
    """A ``page`` word by its path ("seat", "close_in"); the last key when it is missing."""
    found: Any = coc_words().page
    for key in path:
        found = found.get(key, {}) if isinstance(found, dict) else {}
    return found if isinstance(found, str) else path[-1]


def track_word(track: str) -> str:
    """A track's name ("hp" -> 耐久力)."""
    return coc_words().tracks.get(track, track.upper())
