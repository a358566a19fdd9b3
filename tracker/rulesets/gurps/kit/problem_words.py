"""The words of the problems only GURPS's checks find, by code (a file's, a sheet's)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

#: a file or sheet problem this ruleset's own checks find (its code) -> its words in the
#: "FileErrors" context and the problem's values in {0}, {1}… ("got": the wrong value as the
#: file holds it): tracker.ui.file_errors words it through :attr:`Kit.problem_words`
PROBLEM_WORDS: dict[str, tuple[str, tuple[str, ...]]] = {
    "unknown_location": (QT_TRANSLATE_NOOP("FileErrors", "{0} is not a location of the body "
                                                         "plan \u201c{1}\u201d"),
                         ("got", "plan")),
    "not_dr": (QT_TRANSLATE_NOOP("FileErrors", "must be a whole number or a DR per location, "
                                               "but is {0}"), ("got",)),
    "no_option": (QT_TRANSLATE_NOOP("FileErrors", "this maneuver takes no option"), ()),
    "bad_body_plan": (QT_TRANSLATE_NOOP("FileErrors", "the custom body plan is damaged"), ()),
    "bad_plan_id": (QT_TRANSLATE_NOOP("FileErrors", "must be an id of 1 to 40 characters a-z, "
                                                    "0-9 and _, but is {0}"), ("got",)),
    "bad_plan_name": (QT_TRANSLATE_NOOP("FileErrors", "must be a name of 1 to {0} characters"),
                      ("limit",)),
    "bad_plan_roll": (QT_TRANSLATE_NOOP("FileErrors", "must be [n] or [low, high] with {0} \u2264 "
                                                      "low \u2264 high \u2264 {1}"), ("lo", "hi")),
    "bundled_plan_id": (QT_TRANSLATE_NOOP("FileErrors", "\u201c{0}\u201d is the id of a bundled "
                                                        "body plan: a custom plan needs its own"),
                        ("id",)),
    "bad_plan_locations": (QT_TRANSLATE_NOOP("FileErrors", "must be a list of 1 to {0} "
                                                           "locations"), ("limit",)),
    "unknown_plan_location": (QT_TRANSLATE_NOOP("FileErrors", "names a location the body plan "
                                                              "does not have ({0})"), ("got",)),
    "plan_loop": (QT_TRANSLATE_NOOP("FileErrors", "the location \u201c{0}\u201d hangs from "
                                                  "itself through \u201c{1}\u201d"),
                  ("id", "via")),
    "bad_plan_table": (QT_TRANSLATE_NOOP("FileErrors", "must be a list of 1 to 16 rows covering "
                                                       "the 3d rolls 3 to 18"), ()),
    "roll_twice": (QT_TRANSLATE_NOOP("FileErrors", "the roll {0} is also on row {1}"),
                   ("roll", "row")),
    "location_or_subroll": (QT_TRANSLATE_NOOP("FileErrors", "needs either a location or a "
                                                            "second roll"), ()),
    "rolls_uncovered": (QT_TRANSLATE_NOOP("FileErrors", "does not cover the 3d rolls {0}"),
                        ("known",)),
    "bad_subroll": (QT_TRANSLATE_NOOP("FileErrors", "must be a list of rolls with their "
                                                    "locations"), ()),
    "face_twice": (QT_TRANSLATE_NOOP("FileErrors", "the face {0} is listed twice"), ("face",)),
    "faces_uncovered": (QT_TRANSLATE_NOOP("FileErrors", "must cover every face from 1 to {0}"),
                        ("hi",)),
    "weapon_name": (QT_TRANSLATE_NOOP("FileErrors", "the weapon's name must be text of 1 to {0} "
                                                    "characters"), ("limit",)),
    "weapon_text": (QT_TRANSLATE_NOOP("FileErrors", "must be text of at most {0} characters"),
                    ("limit",)),
    "weapon_dice": (QT_TRANSLATE_NOOP("FileErrors", "must be damage dice such as 2d+1 or 1d-2, "
                                                    "or a number, but is {0}"), ("got",)),
    "armor_divisor": (QT_TRANSLATE_NOOP("FileErrors", "must be an armor divisor over 0 and at "
                                                      "most 100, but is {0}"), ("got",)),
    "days_go_back": (QT_TRANSLATE_NOOP("FileErrors", "the days must not go back (day {0} "
                                                     "follows day {1})"), ("day", "last")),
    "day_before_count": (QT_TRANSLATE_NOOP("FileErrors", "day {0} is before the day being "
                                                         "counted ({1})"), ("day", "counted")),
    "too_many_meals": (QT_TRANSLATE_NOOP("FileErrors", "more than {0} meals counted on one day"),
                       ("limit",)),
    "incubating_with_fever": (QT_TRANSLATE_NOOP("FileErrors", "the infection is still "
                                                              "incubating, but the fever has "
                                                              "come (24 hours or more, days or "
                                                              "HT lost)"), ()),
    "cured_at_without_cure": (QT_TRANSLATE_NOOP("FileErrors", "is set when, and only when, the "
                                                              "infection is cured"), ()),
    "bad_infection_modifiers": (QT_TRANSLATE_NOOP("FileErrors", "the modifiers of the infection "
                                                                "roll are not valid"), ()),
    "not_location_ids": (QT_TRANSLATE_NOOP("FileErrors", "must be a list of location ids"), ()),
}
