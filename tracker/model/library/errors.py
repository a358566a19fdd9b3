"""The library's refusals: a code the UI translates, the file, and an English sentence."""

from __future__ import annotations

from typing import Any

from ..errors import TrackerError


class LibraryError(TrackerError):
    """A library that cannot be opened or a request it refuses. Codes: ``not_sqlite``,
    ``corrupt``, ``newer``, ``other_app``, ``unreadable``, ``unwritable``, ``read_only``,
    ``no_entry``, ``bad_entry``, ``bad_query``, ``wrong_ruleset``, ``in_encounter``,
    ``bad_file``."""

    def __init__(self, code: str, message: str, **args: Any) -> None:
        super().__init__(code, message, **args)
