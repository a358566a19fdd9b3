"""The words of the problems only Call of Cthulhu's checks find, by code (a file's, a sheet's)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

#: a file or sheet problem this ruleset's own checks find (its code) -> its words in the
#: "FileErrors" context and the problem's values in {0}, {1}… ("got": the wrong value as the
#: file holds it): tracker.ui.file_errors words it through :attr:`Kit.problem_words`
PROBLEM_WORDS: dict[str, tuple[str, tuple[str, ...]]] = {
    "below_zero": (QT_TRANSLATE_NOOP("FileErrors", "{0} could come out below 0"), ("got",)),
    "bad_skill_id": (QT_TRANSLATE_NOOP("FileErrors", "a skill id is made of lower-case ASCII "
                                                     "letters, digits and _"), ()),
    "bad_skill_names": (QT_TRANSLATE_NOOP("FileErrors", "skill names must be texts of at most "
                                                        "{0} characters"), ("limit",)),
    "bad_piece": (QT_TRANSLATE_NOOP("FileErrors", "what the CCFolia piece brought is "
                                                  "damaged"), ()),
    "bad_san_lost": (QT_TRANSLATE_NOOP("FileErrors", "a SAN loss record is damaged"), ()),
    "rounds_without_capacity": (QT_TRANSLATE_NOOP("FileErrors", "rounds are loaded, but the "
                                                                "gun has no capacity"), ()),
    "not_dice": (QT_TRANSLATE_NOOP("FileErrors", "must be a dice expression such as 1d6+1, "
                                                 "but is {0}"), ("got",)),
    "not_bonus": (QT_TRANSLATE_NOOP("FileErrors", "must be a damage bonus such as +1d4, -1d3 "
                                                  "or 0, but is {0}"), ("got",)),
}
