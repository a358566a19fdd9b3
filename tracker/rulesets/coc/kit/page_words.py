"""Call of Cthulhu's words that its words files hold (``words_{lang}.json``,
:mod:`tracker.model.words`), for its dialogs and docks in the UI language: the track names,
the slot turns' names and the seat forms' words are the file's, the same words the players'
page and the players' window show. They are not in the Qt catalogue too (a test keeps it so:
tests/ui/language/test_one_source_per_word.py)."""

from __future__ import annotations

from tracker.model.words import Words
from tracker.ui.kit import page_word as _page_word
from tracker.ui.kit import ui_words


def coc_words() -> Words:
    """The CoC words file in the UI language."""
    return ui_words("coc")


def page_word(*path: str) -> str:
    """A ``page`` word by its path ("seat", "close_in"); the last key when it is missing."""
    return _page_word("coc", *path)


def track_word(track: str) -> str:
    """A track's name ("hp" -> 耐久力)."""
    return coc_words().tracks.get(track, track.upper())
