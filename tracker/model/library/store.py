"""The library database: opened only when it is one of ours and sound, migrated from older
schemas, written one transaction at a time.

Promises (``contracts/library.md``): WAL journal, so a crash mid-write (even ``kill -9``)
loses nothing committed; every write in ``BEGIN IMMEDIATE … COMMIT``, so two processes on
one file queue for the write lock (the busy timeout) instead of failing; a file that is not
an SQLite database, is another program's, is corrupt or is newer than this app is refused
with the reason and never written to (it is checked from its header and with
``PRAGMA quick_check`` before anything that writes)."""

from __future__ import annotations

import json
import os
import sqlite3
import urllib.parse
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from typing import Any

from . import search
from .entry import DamagedRow, Entry, check_name, check_notes, check_sheet, check_tags, check_text
from .errors import LibraryError
from .reading import reading

#: the schema this app writes; older ones migrate (MIGRATIONS), newer ones are refused
SCHEMA_VERSION = 3
#: ``PRAGMA application_id``: "CTLB", so another program's SQLite file is told apart
APPLICATION_ID = 0x43544C42
#: how long a write waits for another process's transaction (seconds)
BUSY_SECONDS = 30.0
_MAGIC = b"SQLite format 3\x00"

_SCHEMA_1 = """
CREATE TABLE entries (
    id INTEGER PRIMARY KEY,
    uid TEXT NOT NULL UNIQUE,
    ruleset TEXT NOT NULL,
    name TEXT NOT NULL,
    sheet TEXT NOT NULL,
    tags TEXT NOT NULL DEFAULT '[]',
    notes TEXT NOT NULL DEFAULT '',
    persistent INTEGER NOT NULL DEFAULT 0,
    source TEXT,
    state TEXT,
    updated TEXT NOT NULL
);
CREATE INDEX entries_by_ruleset ON entries (ruleset, name);
CREATE VIRTUAL TABLE entries_text USING fts5 (name, tags, notes, tokenize = 'trigram');
"""
#: version 1 searched the wide rows themselves (each with its sheet: 80 ms to scan 10,000);
#: version 2 keeps what a search reads in narrow rows: the folded text and the filters of each
#: entry, and one row per tag, so a scan or a tag filter over 10,000 entries takes a few ms
_TO_2 = """
CREATE TABLE entry_tags (
    entry INTEGER NOT NULL REFERENCES entries (id) ON DELETE CASCADE,
    tag TEXT NOT NULL,
    folded TEXT NOT NULL,
    PRIMARY KEY (entry, tag)
);
CREATE INDEX entry_tags_by_tag ON entry_tags (folded);
CREATE TABLE entry_search (
    entry INTEGER PRIMARY KEY REFERENCES entries (id) ON DELETE CASCADE,
    ruleset TEXT NOT NULL,
    persistent INTEGER NOT NULL,
    name TEXT NOT NULL,
    folded TEXT NOT NULL
);
"""
#: version 3: ids are never given again (AUTOINCREMENT). Plain INTEGER PRIMARY KEY takes the
#: largest id + 1, so removing the last entry handed its id to the next one added, and a
#: backup, a note or a session that named the old one found another. SQLite cannot add
#: AUTOINCREMENT to a table: the rows move to a new one (foreign keys off meanwhile, see
#: _migrate), which starts counting after the largest id it holds
_TO_3 = """
CREATE TABLE entries_3 (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    uid TEXT NOT NULL UNIQUE,
    ruleset TEXT NOT NULL,
    name TEXT NOT NULL,
    sheet TEXT NOT NULL,
    tags TEXT NOT NULL DEFAULT '[]',
    notes TEXT NOT NULL DEFAULT '',
    persistent INTEGER NOT NULL DEFAULT 0,
    source TEXT,
    state TEXT,
    updated TEXT NOT NULL
);
INSERT INTO entries_3 (id, uid, ruleset, name, sheet, tags, notes, persistent, source, state,
                       updated)
    SELECT id, uid, ruleset, name, sheet, tags, notes, persistent, source, state, updated
    FROM entries;
DROP TABLE entries;
ALTER TABLE entries_3 RENAME TO entries;
CREATE INDEX entries_by_ruleset ON entries (ruleset, name);
"""
MIGRATIONS = {0: _SCHEMA_1, 1: _TO_2, 2: _TO_3}


def now() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def _header(path: str) -> tuple[int, int] | None:
    """(user_version, application_id) from the file's header; None for a new, empty file.
    Refuses what is no SQLite database without opening it with SQLite."""
    try:
        with open(path, "rb") as f:
            head = f.read(100)
    except FileNotFoundError:
        return None
    except IsADirectoryError:
        raise LibraryError("unreadable", f"{path}: is a folder, not a library",
                           file=path) from None
    except OSError as exc:
        raise LibraryError("unreadable", f"{path}: cannot be read ({exc.strerror})",
                           file=path) from None
    if not head:
        return None
    if len(head) < 100 or not head.startswith(_MAGIC):
        raise LibraryError("not_sqlite", f"{path}: not a library (it is not an SQLite "
                                         "database); the file was left as it is", file=path)
    return int.from_bytes(head[60:64], "big"), int.from_bytes(head[68:72], "big")


def _refuse_version(path: str, version: int, app: int) -> None:
    if app not in (0, APPLICATION_ID):
        raise LibraryError("other_app", f"{path}: an SQLite database of another program, "
                                        "not a library; the file was left as it is", file=path)
    if version > SCHEMA_VERSION:
        raise LibraryError("newer", f"{path}: written by a newer version of the app (library "
                                    f"schema {version}; this version knows up to "
                                    f"{SCHEMA_VERSION}); the file was left as it is",
                           file=path, version=version, supported=SCHEMA_VERSION)


def open_library(path: str, create: bool = True) -> Library:
    return Library(path, create)


def _writable(path: str) -> bool:
    """Whether this process may write the library and the files SQLite keeps beside it (its
    write-ahead log): a read-only mount or folder says no."""
    return os.access(os.path.dirname(path), os.W_OK) and os.access(path, os.W_OK)


def _read_only_uri(path: str) -> str:
    """The URI that opens ``path`` for reading only, on a disk nobody writes: SQLite then
    needs no lock file and no shared-memory file beside it (which it could not make)."""
    return "file:" + urllib.parse.quote(path) + "?mode=ro&immutable=1"


class Library:
    """One library file, open. Reads see the last committed state; :meth:`write` is one
    transaction. A sound library on a read-only disk or folder opens for reading only
    (:attr:`read_only`); each write is then refused with that reason."""

    def __init__(self, path: str, create: bool = True) -> None:
        self.path = os.path.abspath(path)
        self.read_only = False
        head = _header(self.path)
        if head is None and not create:
            raise LibraryError("unreadable", f"{path}: no such library", file=path)
        if head is not None:
            _refuse_version(path, *head)
        folder = os.path.dirname(self.path)
        if head is None:
            try:
                os.makedirs(folder, exist_ok=True)
            except OSError as exc:
                raise LibraryError("unreadable", f"{path}: cannot make its folder "
                                                 f"({exc.strerror})", file=path) from None
        self.read_only = head is not None and not _writable(self.path)
        try:
            if self.read_only:
                self.db = sqlite3.connect(_read_only_uri(self.path), uri=True,
                                          isolation_level=None)
            else:
                self.db = sqlite3.connect(self.path, timeout=BUSY_SECONDS,
                                          isolation_level=None)
        except sqlite3.Error as exc:
            raise LibraryError("unreadable", f"{path}: cannot be opened ({exc})",
                               file=path) from None
        try:
            self.db.row_factory = sqlite3.Row
            if head is not None:
                self._check_sound(path)
            self.db.execute("PRAGMA foreign_keys = ON")
            if not self.read_only:
                self.db.execute("PRAGMA journal_mode = WAL")
                # a commit is on disk before it returns (WAL's NORMAL may lose the last ones
                # at a power cut; a kill loses nothing either way)
                self.db.execute("PRAGMA synchronous = FULL")
            self._migrate()
        except sqlite3.Error as exc:
            self.db.close()
            raise LibraryError("unreadable", f"{path}: cannot be opened ({exc})",
                               file=path) from None
        except BaseException:
            self.db.close()
            raise

    def _check_sound(self, path: str) -> None:
        """Refuse a corrupt file, or one newer or foreign once its log is read: reads only."""
        try:
            found = [r[0] for r in self.db.execute("PRAGMA quick_check")]
            version = self.db.execute("PRAGMA user_version").fetchone()[0]
            app = self.db.execute("PRAGMA application_id").fetchone()[0]
            tables = self.db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
        except sqlite3.DatabaseError as exc:
            raise LibraryError("corrupt", f"{path}: the library is damaged ({exc}); the file "
                                          "was left as it is", file=path) from None
        if found != ["ok"]:
            raise LibraryError("corrupt", f"{path}: the library is damaged ({found[0][:200]}); "
                                          "the file was left as it is", file=path)
        _refuse_version(path, version, app)
        if app == 0 and tables:
            raise LibraryError("other_app", f"{path}: an SQLite database of another program, "
                                            "not a library; the file was left as it is",
                               file=path)

    def _migrate(self) -> None:
        version = self.db.execute("PRAGMA user_version").fetchone()[0]
        if version == SCHEMA_VERSION:
            return  # nothing to write: opening does not wait for another process's write
        if self.read_only:
            raise LibraryError("read_only", f"{self.path}: the library is read-only and of an "
                                            f"older version (schema {version}): it cannot be "
                                            "brought up to date there; copy it to a folder "
                                            "you may write", file=self.path)
        # moving the entries to their version 3 table drops the old one: with foreign keys
        # on, that would delete every tag and search row (ON DELETE CASCADE). The pragma
        # cannot change inside a transaction, so it is set around it
        self.db.execute("PRAGMA foreign_keys = OFF")
        try:
            self._migrate_from()
        finally:
            self.db.execute("PRAGMA foreign_keys = ON")

    def _migrate_from(self) -> None:
        with self.write() as db:
            version = db.execute("PRAGMA user_version").fetchone()[0]
            for v in range(version, SCHEMA_VERSION):
                for statement in MIGRATIONS[v].split(";"):
                    if statement.strip():
                        db.execute(statement)
                if v == 1:  # version 1's entries get their search and tag rows
                    for row in db.execute("SELECT * FROM entries").fetchall():
                        self._index(db, self._entry(row))
            if version < SCHEMA_VERSION:
                db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
                db.execute(f"PRAGMA application_id = {APPLICATION_ID}")

    def close(self) -> None:
        self.db.close()

    def __enter__(self) -> Library:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    @contextmanager
    def write(self) -> Iterator[sqlite3.Connection]:
        """One transaction: all of it is committed, or (on any error) none of it. What SQLite
        refuses (a full disk, a read-only folder, a lock held past the busy timeout) is a
        :class:`LibraryError` naming the file."""
        if self.read_only:
            raise LibraryError("read_only", f"{self.path}: the library is read-only (opened "
                                            "for reading only); nothing was changed",
                               file=self.path)
        try:
            self.db.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as exc:
            raise self._unwritable(exc) from None
        try:
            yield self.db
            self.db.execute("COMMIT")
        except BaseException as exc:
            if self.db.in_transaction:
                self.db.execute("ROLLBACK")
            if isinstance(exc, sqlite3.Error):
                raise self._unwritable(exc) from None
            raise

    def _unwritable(self, exc: sqlite3.Error) -> LibraryError:
        return LibraryError("unwritable", f"{self.path}: the library could not be written "
                                          f"({exc}); nothing of this change was kept",
                            file=self.path)

    # -- entries ------------------------------------------------------------------------------
    def add(self, ruleset: str, name: Any, sheet: Any, tags: Any = None, notes: Any = "",
            persistent: bool = False, source: dict[str, Any] | None = None,
            state: dict[str, Any] | None = None, uid: str | None = None) -> Entry:
        entry = Entry(0, uid or uuid.uuid4().hex, ruleset, check_name(name),
                      check_sheet(ruleset, sheet), check_tags(tags), check_notes(notes),
                      bool(persistent), source, state, now())
        with self.write() as db:
            self._insert(db, entry)
        return entry

    def add_many(self, entries: list[Entry]) -> list[Entry]:
        """Entries already checked, all in one transaction."""
        with self.write() as db:
            for e in entries:
                self._insert(db, e)
        return entries

    def _insert(self, db: sqlite3.Connection, e: Entry) -> None:
        e.updated = e.updated or now()
        cur = db.execute(
            "INSERT INTO entries (uid, ruleset, name, sheet, tags, notes, persistent, source, "
            "state, updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (e.uid, e.ruleset, e.name, _dump(e.sheet), _dump(e.tags), e.notes, int(e.persistent),
             _dump_or_null(e.source), _dump_or_null(e.state), e.updated))
        e.id = int(cur.lastrowid or 0)
        self._index(db, e)

    def _index(self, db: sqlite3.Connection, e: Entry) -> None:
        name, tags, notes = search.fold(e.name), search.fold(" ".join(e.tags)), search.fold(e.notes)
        # the name's reading is searched with it: きょうだん finds 教団員
        said = search.fold(reading(e.name))
        spoken = f"{name} {said}" if said and said != name else name
        db.execute("DELETE FROM entries_text WHERE rowid = ?", (e.id,))
        db.execute("INSERT INTO entries_text (rowid, name, tags, notes) VALUES (?, ?, ?, ?)",
                   (e.id, spoken, tags, notes))
        db.execute("INSERT OR REPLACE INTO entry_search (entry, ruleset, persistent, name, "
                   "folded) VALUES (?, ?, ?, ?, ?)",
                   (e.id, e.ruleset, int(e.persistent), name, f"{spoken}\n{tags}\n{notes}"))
        self._set_tags(db, e.id, e.tags)

    @staticmethod
    def _set_tags(db: sqlite3.Connection, eid: int, tags: list[str]) -> None:
        db.execute("DELETE FROM entry_tags WHERE entry = ?", (eid,))
        db.executemany("INSERT OR IGNORE INTO entry_tags (entry, tag, folded) VALUES (?, ?, ?)",
                       [(eid, t, search.fold(t)) for t in tags])

    def _entry(self, row: Any) -> Entry:
        """The entry of ``row``, or the refusal of a damaged one naming it."""
        try:
            return Entry.from_row(row)
        except DamagedRow as exc:
            raise LibraryError("corrupt", f"{self.path}: library entry {row['id']} is damaged "
                                          f"({exc}); the file was left as it is",
                               file=self.path, id=row["id"]) from None

    @contextmanager
    def _reading(self) -> Iterator[None]:
        """What SQLite refuses while reading (a damaged index ``PRAGMA quick_check`` does not
        look into, such as the full-text one) as a :class:`LibraryError` naming the file."""
        try:
            yield
        except sqlite3.OperationalError as exc:
            raise LibraryError("unreadable", f"{self.path}: the library could not be read "
                                             f"({exc})", file=self.path) from None
        except sqlite3.DatabaseError as exc:
            raise LibraryError("corrupt", f"{self.path}: the library is damaged ({exc}); the "
                                          "file was left as it is", file=self.path) from None

    def get(self, eid: Any) -> Entry:
        if type(eid) is not int:
            raise LibraryError("bad_entry", "'id' must be the entry's number")
        with self._reading():
            row = self.db.execute("SELECT * FROM entries WHERE id = ?", (eid,)).fetchone()
        if row is None:
            raise LibraryError("no_entry", f"no library entry {eid}", id=eid)
        return self._entry(row)

    def by_uid(self, uid: str) -> Entry | None:
        check_text(uid, "uid")
        with self._reading():
            row = self.db.execute("SELECT * FROM entries WHERE uid = ?", (uid,)).fetchone()
        return None if row is None else self._entry(row)

    def named(self, name: str, prefer: str | None = None) -> Entry:
        """The entry called ``name`` (folded forms count as the same name); of several, one
        of the ruleset ``prefer`` first, then the oldest."""
        check_text(name, "name", "bad_query")
        with self._reading():
            rows = self.db.execute(
                "SELECT e.* FROM entries e JOIN entry_search s ON s.entry = e.id WHERE "
                "s.name = ? ORDER BY e.ruleset = ? DESC, e.id LIMIT 1",
                (search.fold(name.strip()), prefer)).fetchall()
        if not rows:
            raise LibraryError("no_entry", f"no library entry named "
                                           f"{json.dumps(name, ensure_ascii=False)}", name=name)
        return self._entry(rows[0])

    def update(self, eid: Any, **changes: Any) -> Entry:
        """Change any of ``name sheet tags notes persistent state source`` of an entry."""
        with self.write() as db:
            e = self.get(eid)
            if "name" in changes:
                e.name = check_name(changes["name"])
            if "sheet" in changes:
                e.sheet = check_sheet(e.ruleset, changes["sheet"])
            if "tags" in changes:
                e.tags = check_tags(changes["tags"])
            if "notes" in changes:
                e.notes = check_notes(changes["notes"])
            if "persistent" in changes:
                e.persistent = bool(changes["persistent"])
            for key in ("state", "source"):
                if key in changes:
                    setattr(e, key, changes[key])
            e.updated = now()
            db.execute("UPDATE entries SET name = ?, sheet = ?, tags = ?, notes = ?, "
                       "persistent = ?, source = ?, state = ?, updated = ? WHERE id = ?",
                       (e.name, _dump(e.sheet), _dump(e.tags), e.notes, int(e.persistent),
                        _dump_or_null(e.source), _dump_or_null(e.state), e.updated, e.id))
            self._index(db, e)
        return e

    def remove(self, eid: Any) -> None:
        with self.write() as db:
            self.get(eid)
            db.execute("DELETE FROM entries_text WHERE rowid = ?", (eid,))
            db.execute("DELETE FROM entry_search WHERE entry = ?", (eid,))
            db.execute("DELETE FROM entry_tags WHERE entry = ?", (eid,))
            db.execute("DELETE FROM entries WHERE id = ?", (eid,))

    def count(self) -> int:
        with self._reading():
            return int(self.db.execute("SELECT count(*) FROM entries").fetchone()[0])

    def all(self) -> list[Entry]:
        with self._reading():
            rows = self.db.execute("SELECT * FROM entries ORDER BY id").fetchall()
        return [self._entry(r) for r in rows]

    def search(self, query: str = "", ruleset: str | None = None, tags: list[str] | None = None,
               persistent: bool | None = None, limit: int = 100) -> tuple[list[Entry], int]:
        """(the best ``limit`` matches, how many match in all): the narrow search rows are
        ranked and counted, then only the entries shown are read."""
        for value, where in ((query, "query"), (ruleset, "ruleset"), (tags, "tags")):
            check_text(value, where, "bad_query")
        conds, args = search.where(query, ruleset, tags or [], persistent)
        where = (" WHERE " + " AND ".join(conds)) if conds else ""
        order, order_args = search.order(query)
        with self._reading():
            # one pass: the total of all matches rides on each of the rows shown
            found = self.db.execute(
                f"SELECT s.entry, count(*) OVER () FROM entry_search s{where} ORDER BY "
                f"{order} LIMIT ?", [*args, *order_args, limit]).fetchall()
            ids = [r[0] for r in found]
            total = found[0][1] if found else 0
            rows = {r["id"]: r for r in self.db.execute(
                f"SELECT * FROM entries WHERE id IN ({','.join('?' * len(ids))})", ids)}
        missing = next((i for i in ids if i not in rows), None)
        if missing is not None:
            raise LibraryError("corrupt", f"{self.path}: the library's search rows name entry "
                                          f"{missing}, which is not there; the file was left "
                                          "as it is", file=self.path, id=missing)
        return [self._entry(rows[i]) for i in ids], int(total)

    def tags(self) -> list[str]:
        """Every tag in use, once, sorted."""
        with self._reading():
            return [r[0] for r in self.db.execute(
                "SELECT tag FROM entry_tags GROUP BY folded ORDER BY folded")
                if type(r[0]) is str]

    def rulesets(self) -> list[str]:
        with self._reading():
            return [r[0] for r in self.db.execute(
                "SELECT DISTINCT ruleset FROM entries ORDER BY ruleset") if type(r[0]) is str]


def _dump(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _dump_or_null(value: Any) -> str | None:
    return None if value is None else _dump(value)
