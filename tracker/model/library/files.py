"""Files into the library and the library into a file.

``import_path``: a ruleset's character file (the suffixes its ``character_files`` name: GCS
files, CCFolia pieces), an encounter (each combatant, as prepared: its fresh sheet), a backup
this library wrote, or a folder of any of them; all entries of one import in one
transaction. ``export``: every entry as one JSON document, a backup a user keeps."""

from __future__ import annotations

import json
import os
import uuid
from typing import Any

from ..errors import TrackerError
from ..files import APP_ID, atomic_write, load_encounter, parse_json, read_text
from ..files.format import OLD_APP_IDS
from ..ruleset import available_rulesets, get_ruleset, read_characters
from .entry import Entry, check_name, check_notes, check_sheet, check_tags
from .errors import LibraryError
from .store import Library, now

ENCOUNTER_SUFFIX = ".ctenc"
#: the backup's ``format``; its version is checked on import
BACKUP_FORMAT, BACKUP_VERSION = "library", 1
MAX_BACKUP = 200 * 1024 * 1024


def readers() -> dict[str, list[tuple[str, str]]]:
    """suffix -> [(ruleset id, reader)] of every ruleset this installation has."""
    out: dict[str, list[tuple[str, str]]] = {}
    for rid in available_rulesets():
        for suffix, provider in get_ruleset(rid).character_files.items():
            out.setdefault(suffix.lower(), []).append((rid, provider))
    return out


def suffixes() -> tuple[str, ...]:
    return (ENCOUNTER_SUFFIX, *readers())


def _is_backup(data: Any) -> bool:
    return (type(data) is dict and data.get("app") in (APP_ID, *OLD_APP_IDS)
            and data.get("format") == BACKUP_FORMAT)


def _backup_entries(lib: Library, data: dict[str, Any], path: str,
                    warnings: list[str]) -> list[Entry]:
    version = data.get("version")
    if type(version) is not int or version > BACKUP_VERSION:
        raise LibraryError("bad_file", f"{path}: a library backup of version {version!r}; "
                                       f"this version reads up to {BACKUP_VERSION}", file=path)
    items = data.get("entries")
    if type(items) is not list:
        raise LibraryError("bad_file", f"{path}: 'entries' must be a list", file=path)
    out = []
    for i, d in enumerate(items):
        where = f"{path}: entries[{i}]"
        try:
            if type(d) is not dict or type(d.get("ruleset")) is not str:
                raise LibraryError("bad_entry", "not an entry")
            uid = d.get("uid")
            if type(uid) is not str or not uid:
                raise LibraryError("bad_entry", "'uid' missing")
            if lib.by_uid(uid) is not None or any(e.uid == uid for e in out):
                warnings.append(f"{where}: '{d.get('name')}' is in the library already: kept "
                                "as it is there")
                continue
            for key in ("source", "state"):
                if d.get(key) is not None and type(d[key]) is not dict:
                    raise LibraryError("bad_entry", f"'{key}' must be an object or null")
            out.append(Entry(0, uid, d["ruleset"], check_name(d.get("name")),
                             check_sheet(d["ruleset"], d.get("sheet")), check_tags(d.get("tags")),
                             check_notes(d.get("notes")), bool(d.get("persistent")),
                             d.get("source"), d.get("state"), str(d.get("updated") or now())))
        except TrackerError as exc:
            raise LibraryError("bad_file", f"{where}: {exc}", file=path) from None
    return out


def _encounter_entries(path: str, tags: list[str]) -> list[Entry]:
    enc = load_encounter(path)
    rs = enc.ruleset
    return [Entry(0, _uid(), enc.ruleset_id, c.name, rs.fresh_sheet(c.sheet.copy()).to_dict(),
                  list(tags), c.notes, False,
                  {"kind": "encounter", "file": os.path.basename(path), "encounter": enc.name})
            for c in enc.ordered()]


def _uid() -> str:
    return uuid.uuid4().hex


def _character_entries(path: str, tags: list[str], warnings: list[str]) -> list[Entry]:
    suffix = os.path.splitext(path)[1].lower()
    found = readers().get(suffix)
    if not found:
        raise LibraryError("bad_file", f"{path}: not a file the library imports (it takes "
                                       f"{', '.join(suffixes())} and folders)", file=path)
    problems = []
    for rid, provider in found:
        try:
            chars = read_characters(provider, path)
        except TrackerError as exc:
            problems.append(str(exc))
            continue
        out = []
        for ch in chars:
            out.append(Entry(0, _uid(), rid, check_name(ch.name),
                             check_sheet(rid, ch.sheet.to_dict()), list(tags), ch.notes, False,
                             {"kind": ch.kind, "file": os.path.basename(path)}))
            warnings.extend(f"{os.path.basename(path)}: {w}" for w in ch.warnings)
        return out
    raise LibraryError("bad_file", f"{path}: {'; '.join(problems)}", file=path)


def _file_entries(lib: Library, path: str, tags: list[str], warnings: list[str]) -> list[Entry]:
    if path.lower().endswith(ENCOUNTER_SUFFIX):
        return _encounter_entries(path, tags)
    if path.lower().endswith(".json"):
        try:
            data = parse_json(read_text(path, MAX_BACKUP), path)
        except TrackerError:
            data = None  # the ruleset's reader says what is wrong with it
        if _is_backup(data):
            return _backup_entries(lib, data, path, warnings)
    return _character_entries(path, tags, warnings)


def import_path(lib: Library, path: Any, tags: Any = None) -> tuple[list[Entry], list[str]]:
    """(the new entries, warnings). A folder imports every file in it (and below) that the
    library takes; a file in it that fails is a warning, the others are still imported. A
    single file that fails is refused with the reason, nothing imported."""
    if type(path) is not str or not path:
        raise LibraryError("bad_file", "'file' must be the path of a file or folder")
    tags = check_tags(tags)
    warnings: list[str] = []
    if os.path.isdir(path):
        entries: list[Entry] = []
        known = suffixes()
        for folder, dirs, names in os.walk(path):
            dirs.sort()
            for name in sorted(names):
                if not name.lower().endswith(known):
                    continue
                full = os.path.join(folder, name)
                try:
                    entries += _file_entries(lib, full, tags, warnings)
                except TrackerError as exc:
                    warnings.append(f"{os.path.relpath(full, path)}: not imported: {exc}")
        if not entries and not warnings:
            warnings.append(f"{path}: no file the library takes ({', '.join(known)})")
    else:
        entries = _file_entries(lib, path, tags, warnings)
    return (lib.add_many(entries) if entries else []), warnings


def backup(lib: Library) -> dict[str, Any]:
    return {"app": APP_ID, "format": BACKUP_FORMAT, "version": BACKUP_VERSION,
            "entries": [{**e.to_dict(), "uid": e.uid} for e in lib.all()]}


def export(lib: Library, path: Any) -> int:
    """Write every entry to ``path`` (atomically: a crash leaves the old file or the new
    one); the number of entries."""
    if type(path) is not str or not path:
        raise LibraryError("bad_file", "'file' must be the path of the backup to write")
    doc = backup(lib)
    try:
        atomic_write(path, (json.dumps(doc, ensure_ascii=False, indent=1) + "\n").encode())
    except OSError as exc:
        raise LibraryError("bad_file", f"{path}: cannot be written ({exc.strerror})",
                           file=path) from None
    return len(doc["entries"])
