"""A library entry and how it is checked: the sheet by its own ruleset, as files are."""

from __future__ import annotations

import json
import math
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
        """The entry of a database row; :class:`DamagedRow` naming the column when the row
        is not what this app writes (a damage ``PRAGMA quick_check`` does not see: SQLite
        keeps any value in any column)."""
        if type(row["id"]) is not int:
            raise DamagedRow("id", "not a whole number")
        tags = _json(row, "tags", list)
        if any(type(t) is not str for t in tags):
            raise DamagedRow("tags", "not a list of words")
        return cls(row["id"], _text(row, "uid"), _text(row, "ruleset"), _text(row, "name"),
                   _json(row, "sheet", dict), tags, _text(row, "notes"),
                   bool(row["persistent"]), _json(row, "source", dict, null=True),
                   _json(row, "state", dict, null=True), _text(row, "updated"))


class DamagedRow(ValueError):
    """A database row this app did not write: the column and what is wrong with it."""

    def __init__(self, column: str, why: str) -> None:
        super().__init__(f"{column}: {why}")
        self.column = column


def _text(row: Any, column: str) -> str:
    value = row[column]
    if type(value) is not str:
        raise DamagedRow(column, "not text")
    return value


def _json(row: Any, column: str, kind: type, null: bool = False) -> Any:
    """The JSON ``kind`` (an object or a list) the column holds as text."""
    text = row[column]
    if text is None and null:
        return None
    try:
        value = json.loads(text, parse_constant=_not_finite, parse_float=_finite)
    except _NotFinite:
        raise DamagedRow(column, "a number that is not finite") from None
    except (TypeError, ValueError, RecursionError):
        raise DamagedRow(column, "not JSON text") from None
    if type(value) is not kind:
        raise DamagedRow(column, f"not a JSON {'object' if kind is dict else 'list'}")
    return value


class _NotFinite(Exception):
    pass


def _not_finite(_name: str) -> Any:
    raise _NotFinite


def _finite(text: str) -> float:
    """A number of a row: ``1e999`` (infinity) would be taken into an encounter that then
    cannot be saved."""
    value = float(text)
    if not math.isfinite(value):
        raise _NotFinite
    return value


def check_text(value: Any, where: str, code: str = "bad_entry") -> None:
    """Refuse a NUL character or a lone surrogate anywhere in ``value`` (text, or the keys
    and texts of a JSON value): SQLite's full-text search stops at a NUL, and a lone
    surrogate cannot be written as UTF-8 at all."""
    todo: list[tuple[Any, str]] = [(value, where)]
    for v, path in todo:  # the list grows as it is walked
        if isinstance(v, dict):
            todo.extend((k, path) for k in v)
            todo.extend((x, f"{path}.{k}") for k, x in v.items())
        elif isinstance(v, list):
            todo.extend((x, f"{path}[{i}]") for i, x in enumerate(v))
        elif isinstance(v, str):
            _plain(v, path, code)


def _plain(text: str, path: str, code: str) -> None:
    if "\x00" in text:
        raise LibraryError(code, f"'{path}': a NUL character (U+0000) cannot be stored or "
                                 "searched for")
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise LibraryError(code, f"'{path}': a lone surrogate (U+{ord(text[exc.start]):04X}) "
                                 "is not text") from None


def check_name(name: Any) -> str:
    if type(name) is not str or not name.strip():
        raise LibraryError("bad_entry", "'name': an entry needs a name")
    if len(name) > MAX_NAME:
        raise LibraryError("bad_entry", f"'name': at most {MAX_NAME} characters")
    check_text(name, "name")
    return name.strip()


def check_tags(tags: Any) -> list[str]:
    if tags is None:
        return []
    if type(tags) is not list or any(type(t) is not str for t in tags):
        raise LibraryError("bad_entry", "'tags' must be a list of words")
    check_text(tags, "tags")
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
    check_text(notes, "notes")
    return notes


def check_sheet(ruleset: str, sheet: Any, path: str = "sheet") -> dict[str, Any]:
    """The file format's sheet of ``ruleset`` with the sheet's defaults for absent keys, or
    the ruleset's refusal naming its path (``sheet.max_hp: …``)."""
    check_text(sheet, path)
    try:
        rs = get_ruleset(ruleset)
        return sheet_from_keys(rs, {} if sheet is None else sheet, path).to_dict()
    except TrackerError as exc:
        raise LibraryError("bad_entry", str(exc)) from None
