"""The library: combatants that outlive an encounter, in one SQLite file per user (Qt-free).

``store`` opens, checks, migrates and writes the database (WAL, one transaction a write, a
busy timeout between processes); ``entry`` is what an entry holds and how it is checked (the
sheet by its ruleset, through the seam: no ruleset is named here); ``search`` folds text so
that Japanese and English substrings match; ``files`` imports character files, encounters
and backups and exports the whole library; ``party`` takes entries into an encounter and
writes a persistent character's state back. ``contracts/library.md`` is the headless side.
"""

from __future__ import annotations

from .entry import Entry
from .errors import LibraryError
from .place import DEFAULT_NAME, default_path
from .store import SCHEMA_VERSION, Library, open_library

__all__ = ["DEFAULT_NAME", "SCHEMA_VERSION", "Entry", "Library", "LibraryError",
           "default_path", "open_library"]
