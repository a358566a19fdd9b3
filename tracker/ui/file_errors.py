"""File errors in the UI language.

The model's :class:`~tracker.model.files.FileError` (encounter files, the recovery journal, any
file read with ``read_text``) says in English what went wrong, for the command-line tools; its
``code`` and structured args let the UI say it again in the GM's language. The OS's own words
for a failure the tracker does not name itself and a bad file's problems (JSON path: English
detail) stay as technical detail under a translated headline. An error this module does not
know is shown as the model words it.
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


def problem_list(problems: list[Any]) -> str:
    """The first problems, one a line, and how many more there are."""
    lines = [f"\u2022 {p}" for p in problems[:SHOWN_PROBLEMS]]
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
