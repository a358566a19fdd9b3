"""A library entry and how it is checked: the sheet by its own ruleset, as files are."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from ..errors import TrackerError
from ..ruleset import get_ruleset
from ..sheet_keys import sheet_from_keys
from .errors import LibraryError

MAX_NAME = 200
MAX_NOTES = 100_000
MAX_TAGS = 50
MAX_TAG = 60


@dataclass
class Entry:
    """``contracts/library.md`` ENTRY, and the uid that links a persistent character's
    combatants to it across libraries and backups."""

    id: int
    uid: str
    ruleset: str
    name: str
    sheet: dict[str, Any]
    tags: list[str] = field(default_factory=list)
    notes: str = ""
    persistent: bool = False
    source: dict[str, Any] | None = None
    state: dict[str, Any] | None = None
    updated: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "ruleset": self.ruleset, "name": self.name,
                "sheet": self.sheet, "tags": list(self.tags), "notes": self.notes,
                "persistent": self.persistent, "source": self.source, "state": self.state,
                "updated": self.updated}

    @classmethod
    def from_row(cls, row: Any) -> Entry:
        return cls(row["id"], row["uid"], row["ruleset"], row["name"], json.loads(row["sheet"]),
                   json.loads(row["tags"]), row["notes"], bool(row["persistent"]),
                   _json(row["source"]), _json(row["state"]), row["updated"])


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
