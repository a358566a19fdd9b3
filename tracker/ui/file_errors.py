"""File errors in the UI language.

The model's :class:`~tracker.model.files.FileError` (encounter files, the recovery journal, any
file read with ``read_text``) says in English what went wrong, for the command-line tools; its
``code`` and structured args let the UI say it again in the GM's language, and so do a bad
file's problems (each with its code and values; the JSON path, the file's own names, stays as
it is). The OS's own words for a failure the tracker does not name itself stay as technical
detail under a translated headline. An error this module does not know is shown as the model
words it.
"""

from __future__ import annotations

import errno
import functools
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject

from ..model.errors import TrackerError

#: problems listed under a headline; the rest are counted
SHOWN_PROBLEMS = 3

#: (code, the error's ``kind`` or ``cause``) -> (message, the values of {0}, {1}…). "file" is
#: the file's name as given; "os" the OS's reason; "size_mb", "limit_mb" the sizes in MB;
#: "rules" and "module" what the rules are called here.
_TEXTS: dict[tuple[str, str | None], tuple[str, tuple[str, ...]]] = {
    ("file_missing", None): (QT_TRANSLATE_NOOP(
        "FileErrors", "Cannot open \u201c{0}\u201d: the file does not exist."), ("file",)),
    ("file_unreadable", "folder"): (QT_TRANSLATE_NOOP(
        "FileErrors", "Cannot open \u201c{0}\u201d: it is a folder, not a file."), ("file",)),
    ("file_unreadable", "not_regular"): (QT_TRANSLATE_NOOP(
        "FileErrors", "Cannot open \u201c{0}\u201d: it is not a regular file (a pipe, a device "
        "or a socket)."), ("file",)),
    ("file_unreadable", "os"): (QT_TRANSLATE_NOOP(
        "FileErrors", "Cannot open \u201c{0}\u201d: it cannot be read ({1})."), ("file", "os")),
    ("file_too_large", None): (QT_TRANSLATE_NOOP(
        "FileErrors", "Cannot open \u201c{0}\u201d: the file is too large ({1:.1f} MB; an "
        "encounter file may be at most {2:.1f} MB)."), ("file", "size_mb", "limit_mb")),
    ("file_too_large", "growing"): (QT_TRANSLATE_NOOP(
        "FileErrors", "Cannot open \u201c{0}\u201d: the file is too large (an encounter file "
        "may be at most {1:.1f} MB)."), ("file", "limit_mb")),
    ("file_not_utf8", None): (QT_TRANSLATE_NOOP(
        "FileErrors", "Cannot open \u201c{0}\u201d: the file is not UTF-8 text (a bad byte on "
        "line {1})."), ("file", "line")),
    ("file_not_json", "empty"): (QT_TRANSLATE_NOOP(
        "FileErrors", "Cannot open \u201c{0}\u201d: the file is empty."), ("file",)),
    ("file_not_json", "truncated"): (QT_TRANSLATE_NOOP(
        "FileErrors", "Cannot open \u201c{0}\u201d: the file ends too early (line {1}, column "
        "{2}): it is truncated or damaged."), ("file", "line", "column")),
    ("file_not_json", "syntax"): (QT_TRANSLATE_NOOP(
        "FileErrors", "Cannot open \u201c{0}\u201d: it is not valid JSON (line {1}, column "
        "{2}: {3})."), ("file", "line", "column", "detail")),
    ("file_not_json", "constant"): (QT_TRANSLATE_NOOP(
        "FileErrors", "Cannot open \u201c{0}\u201d: the file holds {1}, which JSON does not "
        "allow."), ("file", "constant")),
    ("file_not_json", "value"): (QT_TRANSLATE_NOOP(
        "FileErrors", "Cannot open \u201c{0}\u201d: it is not valid JSON ({1})."),
        ("file", "detail")),
    ("file_too_deep", None): (QT_TRANSLATE_NOOP(
        "FileErrors", "Cannot open \u201c{0}\u201d: its JSON is nested too deeply (more than "
        "{1} levels)."), ("file", "depth")),
    ("file_duplicate_key", None): (QT_TRANSLATE_NOOP(
        "FileErrors", "Cannot open \u201c{0}\u201d: {1}: this key appears twice in its object "
        "(which one counts is not clear)."), ("file", "path")),
    ("file_newer", "format_newer"): (QT_TRANSLATE_NOOP(
        "FileErrors", "Cannot open \u201c{0}\u201d: it was written by a newer version of the "
        "tracker (file format {1}; this version reads up to {2}). Open it with a newer "
        "version of the tracker."), ("file", "version", "supported")),
    ("file_invalid", "not_encounter"): (QT_TRANSLATE_NOOP(
        "FileErrors", "Cannot open \u201c{0}\u201d: it is not an encounter file of this "
        "program, or it is damaged."), ("file",)),
    ("file_invalid", "other_app"): (QT_TRANSLATE_NOOP(
        "FileErrors", "Cannot open \u201c{0}\u201d: it was written by another program ({1})."),
        ("file", "app")),
    ("file_invalid", "unknown_ruleset"): (QT_TRANSLATE_NOOP(
        "FileErrors", "Cannot open \u201c{0}\u201d: its encounter uses the rules \u201c{1}\u201d, "
        "which this version does not know (it knows {2})."), ("file", "ruleset", "known")),
    ("file_invalid", "ruleset_newer"): (QT_TRANSLATE_NOOP(
        "FileErrors", "Cannot open \u201c{0}\u201d: it was written for a newer version of the "
        "{1} rules (version {2}; this version knows up to {3}). Open it with a newer version "
        "of the tracker."), ("file", "rules", "version", "supported")),
    ("file_invalid", "unknown_module"): (QT_TRANSLATE_NOOP(
        "FileErrors", "Cannot open \u201c{0}\u201d: its encounter uses the optional rules "
        "\u201c{1}\u201d, which this version does not know."), ("file", "module")),
    ("file_invalid", "module_newer"): (QT_TRANSLATE_NOOP(
        "FileErrors", "Cannot open \u201c{0}\u201d: it was written for a newer version of the "
        "optional rules \u201c{1}\u201d (version {2}; this version knows up to {3}). Open it "
        "with a newer version of the tracker."), ("file", "module", "version", "supported")),
    ("file_invalid", None): (QT_TRANSLATE_NOOP(
        "FileErrors", "Cannot open \u201c{0}\u201d: the file's content has problems:"),
        ("file",)),
    ("file_write", "os"): (QT_TRANSLATE_NOOP(
        "FileErrors", "Could not save \u201c{0}\u201d: {1}. The previous file is unchanged."),
        ("file", "os")),
    ("file_write", "value"): (QT_TRANSLATE_NOOP(
        "FileErrors", "Could not save \u201c{0}\u201d: the encounter holds a value that cannot "
        "be written ({1})."), ("file", "detail")),
    ("file_refused", "size"): (QT_TRANSLATE_NOOP(
        "FileErrors", "Could not save \u201c{0}\u201d: the file would be {1:.1f} MB, more than "
        "the {2:.0f} MB a file may hold to be opened again. The previous file is unchanged."),
        ("file", "size_mb", "limit_mb")),
    ("file_refused", "invalid"): (QT_TRANSLATE_NOOP(
        "FileErrors", "Could not save \u201c{0}\u201d: the encounter holds values a file may "
        "not hold, so it would not open again. The previous file is unchanged. The values:"),
        ("file",)),
    ("journal_write", None): (QT_TRANSLATE_NOOP(
        "FileErrors", "Could not write the recovery journal \u201c{0}\u201d: {1}."),
        ("file", "os")),
    ("journal_refused", None): (QT_TRANSLATE_NOOP(
        "FileErrors", "The recovery journal stopped at the last action it could restore: the "
        "encounter now holds values a file may not hold:"), ()),
    ("journal_invalid", None): (QT_TRANSLATE_NOOP(
        "FileErrors", "Cannot recover from \u201c{0}\u201d: it is not a recovery journal of "
        "this version."), ("file",)),
}
#: messages that list the error's problems under them
_LISTED = frozenset({("file_invalid", None), ("file_refused", "invalid"),
                     ("journal_refused", None)})
#: the OS failures the tracker names itself (the others as the OS words them)
_OS_REASONS = {
    errno.ENOSPC: QT_TRANSLATE_NOOP("FileErrors", "the disk is full"),
    errno.EDQUOT: QT_TRANSLATE_NOOP("FileErrors", "the disk quota is exceeded"),
    errno.EACCES: QT_TRANSLATE_NOOP("FileErrors", "permission denied"),
    errno.EPERM: QT_TRANSLATE_NOOP("FileErrors", "permission denied"),
    errno.EROFS: QT_TRANSLATE_NOOP("FileErrors", "the disk is read-only"),
    errno.ENOENT: QT_TRANSLATE_NOOP("FileErrors", "the folder does not exist"),
    errno.ENOTDIR: QT_TRANSLATE_NOOP("FileErrors", "the folder does not exist"),
    errno.EISDIR: QT_TRANSLATE_NOOP("FileErrors", "it is a folder"),
    errno.ENAMETOOLONG: QT_TRANSLATE_NOOP("FileErrors", "the name is too long"),
}
#: two names of a list (Japanese joins them with 、)
QT_TRANSLATE_NOOP("FileErrors", "{0}, {1}")


def _tr(text: str) -> str:
    return QCoreApplication.translate("FileErrors", text)


class FileErrorText(QObject):
    """A QObject for its ``self.tr``: lupdate takes plural forms (``%n``) only from there."""

    def more(self, n: int) -> str:
        return self.tr("…and %n more problem(s)", None, n)


def os_reason(args: dict[str, Any]) -> str:
    """Why the OS refused: in the UI language where the tracker names the reason, else as
    the OS words it."""
    known = _OS_REASONS.get(args.get("os_errno"))  # type: ignore[arg-type]
    return _tr(known) if known else str(args["os_reason"])


#: a file problem's code -> (its words, the args in {0}, {1}…). "got" is the wrong value as
#: the file holds it (or its kind); "known" the values allowed, listed
_PROBLEMS: dict[str, tuple[str, tuple[str, ...]]] = {
    "missing_field": (QT_TRANSLATE_NOOP("FileErrors", "the field \u201c{0}\u201d is missing"),
                      ("field",)),
    "unknown_field": (QT_TRANSLATE_NOOP("FileErrors", "a field this version does not know"),
                      ()),
    "too_small": (QT_TRANSLATE_NOOP("FileErrors", "must be at least {0}, but is {1}"),
                  ("lo", "got")),
    "too_large": (QT_TRANSLATE_NOOP("FileErrors", "must be at most {0}, but is {1}"),
                  ("hi", "got")),
    "out_of_range": (QT_TRANSLATE_NOOP("FileErrors", "must be from {0} to {1}, but is {2}"),
                     ("lo", "hi", "got")),
    "above_max": (QT_TRANSLATE_NOOP("FileErrors", "must be at most its maximum ({0}), but is "
                                                  "{1}"), ("hi", "got")),
    "empty": (QT_TRANSLATE_NOOP("FileErrors", "must not be empty"), ()),
    "unknown_choice": (QT_TRANSLATE_NOOP("FileErrors", "{0} is not one of the values allowed "
                                                       "here ({1})"), ("got", "known")),
    "too_deep": (QT_TRANSLATE_NOOP("FileErrors", "is nested too deeply (at most {0} levels)"),
                 ("depth",)),
    "too_many": (QT_TRANSLATE_NOOP("FileErrors", "too many problems: only the first {0} are "
                                                 "listed"), ("limit",)),
    "too_long": (QT_TRANSLATE_NOOP("FileErrors", "may hold at most {0} entries"), ("limit",)),
    "must_equal": (QT_TRANSLATE_NOOP("FileErrors", "must be {0}, but is {1}"),
                   ("expected", "got")),
    "duplicate_id": (QT_TRANSLATE_NOOP("FileErrors", "the id {0} is used twice"), ("id",)),
    "listed_twice": (QT_TRANSLATE_NOOP("FileErrors", "{0} is listed twice"), ("id",)),
    "unknown_combatant": (QT_TRANSLATE_NOOP("FileErrors", "names a combatant who is not in "
                                                          "the encounter ({0})"), ("id",)),
    "turn_out_of_range": (QT_TRANSLATE_NOOP("FileErrors", "turn {0} is past the end of the "
                                                          "turn order ({1} turns)"),
                          ("turn", "length")),
    "counter_behind": (QT_TRANSLATE_NOOP("FileErrors", "is {0}, but {1} is already in use"),
                       ("value", "used")),
    "not_increasing": (QT_TRANSLATE_NOOP("FileErrors", "log entries must be numbered upward "
                                                       "({0} follows {1})"), ("seq", "last")),
    "unknown_option": (QT_TRANSLATE_NOOP("FileErrors", "an option this version does not know "
                                                       "({0})"), ("known",)),
    "bad_option": (QT_TRANSLATE_NOOP("FileErrors", "a value this option does not take"), ()),
    "module_not_used": (QT_TRANSLATE_NOOP("FileErrors", "belongs to optional rules this "
                                                        "encounter does not use ({0})"),
                        ("module",)),
    "bad_explain_args": (QT_TRANSLATE_NOOP("FileErrors", "the values of a log explanation do "
                                                         "not fit its text"), ()),
    "bad_dice_state": (QT_TRANSLATE_NOOP("FileErrors", "the saved state of the dice is "
                                                       "damaged"), ()),
    "unreadable": (QT_TRANSLATE_NOOP("FileErrors", "the encounter cannot be read"), ()),
    "sheet_error": (QT_TRANSLATE_NOOP("FileErrors", "the sheet's values do not fit together"),
                    ()),
    "cannot_upgrade": (QT_TRANSLATE_NOOP("FileErrors", "the data of an older version cannot "
                                                       "be brought up to date"), ()),
    "not_finite": (QT_TRANSLATE_NOOP("FileErrors", "the number {0} is too large"), ("got",)),
    "no_data_here": (QT_TRANSLATE_NOOP("FileErrors", "these rules keep no data here"), ()),
    "bad_module_data": (QT_TRANSLATE_NOOP("FileErrors", "a value the optional rules do not "
                                                        "take"), ()),
    "bad_weapon": (QT_TRANSLATE_NOOP("FileErrors", "a value a weapon does not take"), ()),
}
#: (what a value must be, or null as well) -> its words: {0} what it is
_NOT_TYPE = {
    ("object", False): QT_TRANSLATE_NOOP("FileErrors", "must be an object, but is {0}"),
    ("list", False): QT_TRANSLATE_NOOP("FileErrors", "must be a list, but is {0}"),
    ("int", False): QT_TRANSLATE_NOOP("FileErrors", "must be a whole number, but is {0}"),
    ("int", True): QT_TRANSLATE_NOOP("FileErrors", "must be a whole number or null, but is "
                                                   "{0}"),
    ("number", False): QT_TRANSLATE_NOOP("FileErrors", "must be a number, but is {0}"),
    ("text", False): QT_TRANSLATE_NOOP("FileErrors", "must be text, but is {0}"),
    ("text", True): QT_TRANSLATE_NOOP("FileErrors", "must be text or null, but is {0}"),
    ("bool", False): QT_TRANSLATE_NOOP("FileErrors", "must be true or false, but is {0}"),
}
#: the kinds of a wrong value that is described rather than quoted (``got_kind``)
_KINDS = {
    "object": QT_TRANSLATE_NOOP("FileErrors", "an object"),
    "list": QT_TRANSLATE_NOOP("FileErrors", "a list"),
    "other": QT_TRANSLATE_NOOP("FileErrors", "a value of another kind"),
}
#: a problem without a code the UI knows (its English words are for the command line)
_UNKNOWN_PROBLEM = QT_TRANSLATE_NOOP("FileErrors", "this value is not valid here")


def _got(a: dict[str, Any]) -> str:
    kind = a.get("got_kind", "")
    if kind == "big":
        return _tr("a whole number of about {0} digits").format(a.get("digits", "?"))
    if kind in _KINDS:
        return _tr(_KINDS[kind])
    return str(a.get("got", "?"))


QT_TRANSLATE_NOOP("FileErrors", "a whole number of about {0} digits")


def _problem_value(key: str, a: dict[str, Any]) -> Any:
    if key == "got":
        return _got(a)
    if key == "known":
        return functools.reduce(_tr("{0}, {1}").format, (str(k) for k in a["known"])) \
            if a.get("known") else "-"
    return a[key]


def _problem_words(code: str, a: dict[str, Any]) -> str | None:
    """A problem's words in the UI language from its code (None: a code not known here)."""
    if code == "not_type":
        text = _NOT_TYPE.get((a.get("expected", ""), bool(a.get("null"))))
        return _tr(text).format(_got(a)) if text else None
    if code not in _PROBLEMS:
        return _rulesets_words(code, a)
    text, fields = _PROBLEMS[code]
    return _tr(text).format(*(_problem_value(f, a) for f in fields))


def _rulesets_words(code: str, a: dict[str, Any]) -> str | None:
    """The words of a problem a ruleset's own checks find (a body plan's, a weapon's, a
    character piece's …), from its words file (``problems``, its values by name)."""
    import string

    from ..model import plugins
    from ..model.words import words
    from .i18n import language

    for rid in plugins.manifests():
        text = words(rid, language()).problems.get(code)
        if text is not None:
            names = {f for _lit, f, _spec, _conv in string.Formatter().parse(text) if f}
            return text.format(**{f: _problem_value(f, a) for f in names})
    return None


def coded_words(code: str, args: dict[str, Any] | None, english: str) -> str:
    """What is wrong with a value, in the UI language from its problem code and values (a
    file's problem, a sheet an editor refuses): a code without words here gives ``english``
    (the model's words) in the English UI, a plain "not valid" in another."""
    try:
        words = _problem_words(code, args or {}) if code else None
    except (KeyError, TypeError, ValueError, IndexError):  # args an older problem lacks
        words = None
    if words is not None:
        return words
    from .i18n import language

    return english if language() == "en" else _tr(_UNKNOWN_PROBLEM)


def problem_text(problem: Any) -> str:
    """One problem of a file as the GM reads it: its JSON path (the file's own names) and
    what is wrong (:func:`coded_words`)."""
    code, args = getattr(problem, "code", ""), getattr(problem, "args", {}) or {}
    path = getattr(problem, "path", "")
    words = coded_words(code, args, getattr(problem, "message", str(problem)))
    return _tr("{0}: {1}").format(path, words) if path else words


QT_TRANSLATE_NOOP("FileErrors", "{0}: {1}")


def problem_list(problems: list[Any]) -> str:
    """The first problems, one a line, and how many more there are."""
    lines = [f"\u2022 {problem_text(p)}" for p in problems[:SHOWN_PROBLEMS]]
    if len(problems) > SHOWN_PROBLEMS:
        lines.append(FileErrorText().more(len(problems) - SHOWN_PROBLEMS))
    return "\n".join(lines)


def _rules_name(rid: str) -> str:
    from ..model.ruleset import get_ruleset
    from .options_text import ruleset_label

    try:
        return ruleset_label(get_ruleset(rid))
    except TrackerError:
        return rid


def _module_name(rid: str, mid: str) -> str:
    from ..model.ruleset import get_ruleset
    from .options_text import tr

    try:
        mod = get_ruleset(rid).modules.get(mid)
    except TrackerError:
        mod = None
    return tr(mod.info.label) if mod is not None else mid


#: the reasons Python's JSON reader gives (``json.JSONDecodeError.msg``), in words the UI
#: translates (issue 43: "Expecting value" in the Japanese UI)
_JSON_REASONS = {
    "Expecting value": QT_TRANSLATE_NOOP("FileErrors", "a value was expected"),
    "Expecting ',' delimiter": QT_TRANSLATE_NOOP("FileErrors", "a comma was expected"),
    "Expecting ':' delimiter": QT_TRANSLATE_NOOP("FileErrors", "a colon was expected"),
    "Expecting property name enclosed in double quotes": QT_TRANSLATE_NOOP(
        "FileErrors", "a key in double quotes was expected"),
    "Unterminated string starting at": QT_TRANSLATE_NOOP(
        "FileErrors", "a string is not closed"),
    "Invalid control character at": QT_TRANSLATE_NOOP(
        "FileErrors", "a control character inside a string"),
    "Extra data": QT_TRANSLATE_NOOP("FileErrors", "more text after the end of the data"),
    "Invalid \\escape": QT_TRANSLATE_NOOP("FileErrors", "an invalid escape"),
    "Invalid \\uXXXX escape": QT_TRANSLATE_NOOP("FileErrors", "an invalid \\u escape"),
}


def json_reason(detail: str) -> str:
    """Python's reason for a JSON syntax error in the UI language where it is known."""
    known = _JSON_REASONS.get(detail)
    return _tr(known) if known else detail


def _value(key: str, name: str, a: dict[str, Any]) -> Any:
    if key == "file":
        return name
    if key == "detail" and a.get("kind") == "syntax":
        return json_reason(str(a["detail"]))
    if key == "os":
        return os_reason(a)
    if key.endswith("_mb"):
        return a[key[:-3]] / (1024 * 1024)
    if key == "rules":
        return _rules_name(a["ruleset"])
    if key == "known":
        return functools.reduce(_tr("{0}, {1}").format,
                                (_rules_name(r) for r in a["known"]))
    if key == "module" and "version" in a:  # a module this version knows (a newer file's)
        return _module_name(a.get("ruleset", ""), a["module"])
    return a[key]


def _which(exc: TrackerError) -> tuple[str, str | None]:
    a = exc.args_
    if exc.code == "file_too_large":
        return exc.code, None if a.get("size") is not None else "growing"
    if exc.code in ("file_invalid", "file_newer"):
        return exc.code, a.get("cause")
    return exc.code, a.get("kind")


def file_error_text(exc: BaseException) -> str:
    """The message of a file error in the UI language (the model's English one for an error
    or a case this module does not know)."""
    if not isinstance(exc, TrackerError):
        return str(exc)
    key = _which(exc)
    if key not in _TEXTS:
        return str(exc)
    text, fields = _TEXTS[key]
    name = getattr(exc, "file", "") or exc.args_.get("file", "")
    try:
        out = _tr(text).format(*(_value(f, name, exc.args_) for f in fields))
    except (KeyError, TypeError, ValueError, IndexError):  # args an older error lacks
        return str(exc)
    problems = list(getattr(exc, "problems", None) or [])
    if key in _LISTED and problems:
        out += "\n" + problem_list(problems)
    return out
