"""What an encounter file is (its format version and program id) and how a refused one is
reported (:class:`FileError`): the part of the files package every other part uses, so that
``io``, ``migrate`` and ``validate`` import it and not each other in a circle."""

from __future__ import annotations

from typing import Any

from ..errors import TrackerError
from ..validation import Problem

FORMAT_VERSION = 2
APP_ID = "combat-tracker"
#: the program id files were written with before the rename (when the app named one ruleset):
#: read as this program's; a file saved again says :data:`APP_ID`
OLD_APP_IDS = ("gurps-combat-tracker",)


class FileError(TrackerError):
    """A file could not be saved or loaded. ``str()`` names the file and the problem.

    For a UI that words it in its own language: ``code``, ``file``, ``problems`` and
    ``args_``, which holds ``kind`` where one code covers several cases, the OS's
    ``os_errno`` and ``os_reason`` (its strerror) after an OS error, and the numbers and
    names the English message quotes (sizes, versions, a ruleset or module id)."""

    def __init__(self, code: str, message: str, *, file: str = "",
                 problems: list[Problem] | None = None, **args: Any) -> None:
        super().__init__(code, message, file=file, **args)
        self.file = file
        self.problems: list[Problem] = list(problems or [])


def fail(code: str, name: str, problem: str, verb: str = "Cannot open",
          **args: Any) -> FileError:
    return FileError(code, f"{verb} '{name}': {problem}", file=name,
                     problems=[Problem("", problem)], **args)


#: problems that say the whole file is not for this version or program (the UI names that
#: rather than a list of paths), the most telling first; the FileError's ``cause``
_CAUSES = ("format_newer", "not_encounter", "other_app", "unknown_ruleset", "ruleset_newer",
           "unknown_module", "module_newer")


def invalid(name: str, problems: list[Problem]) -> FileError:
    shown = "; ".join(str(p) for p in problems[:3])
    more = len(problems) - 3
    if more > 0:
        shown += f" (and {more} more problem{'s' if more > 1 else ''})"
    causes = [p for p in problems if p.code in _CAUSES]
    cause = min(causes, key=lambda p: _CAUSES.index(p.code)) if causes else None
    code = "file_newer" if cause is not None and cause.code == "format_newer" else \
        "file_invalid"
    args = {"cause": cause.code, **cause.args} if cause is not None else {}
    return FileError(code, f"Cannot open '{name}': {shown}", file=name, problems=problems,
                     **args)
