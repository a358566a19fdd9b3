"""A library entry and how it is checked: the sheet by its own ruleset, as files are."""

from __future__ import annotations

import json
from typing import Any

from ..errors import TrackerError
from ..ruleset import get_ruleset
from ..sheet_keys import sheet_from_keys
from .errors import LibraryError

MAX_NAME = 200
MAX_NOTES = 100_000
MAX_TAGS = 50
MAX_TAG = 60


class Entry:
    """``contracts/library.md`` ENTRY, and the uid that links a persistent character's
    combatants to it across libraries and backups. The sheet and the state of an entry read
    from the database stay JSON text until asked for: a search shows names, not sheets."""

    __slots__ = ("id", "uid", "ruleset", "name", "_sheet", "tags", "notes", "persistent",
                 "source", "_state", "updated")

    def __init__(self, id: int, uid: str, ruleset: str, name: str, sheet: Any,  # noqa: A002
                 tags: list[str] | None = None, notes: str = "", persistent: bool = False,
                 source: dict[str, Any] | None = None, state: Any = None,
                 updated: str = "") -> None:
        self.id, self.uid, self.ruleset, self.name = id, uid, ruleset, name
        self._sheet, self._state = sheet, state  # objects, or their JSON text
        self.tags = list(tags or [])
        self.notes, self.persistent, self.source, self.updated = notes, persistent, source, updated

    @property
    def sheet(self) -> dict[str, Any]:
        if isinstance(self._sheet, str):
            self._sheet = json.loads(self._sheet)
        return self._sheet

    @sheet.setter
    def sheet(self, value: dict[str, Any]) -> None:
        self._sheet = value

    @property
    def state(self) -> dict[str, Any] | None:
        if isinstance(self._state, str):
            self._state = json.loads(self._state)
        return self._state

    @state.setter
    def state(self, value: dict[str, Any] | None) -> None:
        self._state = value

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "ruleset": self.ruleset, "name": self.name,
                "sheet": self.sheet, "tags": list(self.tags), "notes": self.notes,
                "persistent": self.persistent, "source": self.source, "state": self.state,
                "updated": self.updated}

    def __repr__(self) -> str:
        return f"Entry({self.id}, {self.ruleset!r}, {self.name!r})"

    @classmethod
    def from_row(cls, row: Any) -> Entry:
        return cls(row["id"], row["uid"], row["ruleset"], row["name"], row["sheet"],
                   json.loads(row["tags"]), row["notes"], bool(row["persistent"]),
                   _json(row["source"]), row["state"], row["updated"])


def _json(text: str | None) -> Any:
    return None if text is None else json.loads(text)


def check_name(name: Any) -> str:
    if type(name) is not str or not name.strip():
        raise LibraryError("bad_entry", "'name': an entry needs a name")
    if len(name) > MAX_NAME:
        raise LibraryError("bad_entry", f"'name': at most {MAX_NAME} characters")
    return name.strip()


def check_tags(tags: Any) -> list[str]:
    if tags is None:
        return []
    if type(tags) is not list or any(type(t) is not str for t in tags):
        raise LibraryError("bad_entry", "'tags' must be a list of words")
    out: list[str] = []
    for t in (t.strip() for t in tags):
        if len(t) > MAX_TAG:
            raise LibraryError("bad_entry", f"'tags': a tag of at most {MAX_TAG} characters, "
                                            f"got {len(t)}")
        if t and t not in out:
            out.append(t)
    if len(out) > MAX_TAGS:
        raise LibraryError("bad_entry", f"'tags': at most {MAX_TAGS} tags")
    return out


def check_notes(notes: Any) -> str:
    if notes is None:
        return ""
    if type(notes) is not str or len(notes) > MAX_NOTES:
        raise LibraryError("bad_entry", f"'notes' must be text of at most {MAX_NOTES} "
                                        "characters")
    return notes


def check_sheet(ruleset: str, sheet: Any, path: str = "sheet") -> dict[str, Any]:
    """The file format's sheet of ``ruleset`` with the sheet's defaults for absent keys, or
    the ruleset's refusal naming its path (``sheet.max_hp: …``)."""
    try:
        rs = get_ruleset(ruleset)
        return sheet_from_keys(rs, {} if sheet is None else sheet, path).to_dict()
    except TrackerError as exc:
        raise LibraryError("bad_entry", str(exc)) from None
