"""``python -m tracker library [--db PATH]``: the library of combatants over JSON lines
(``contracts/library.md``); the database itself is Qt-free in :mod:`tracker.model.library`.
The default library is the one the window opens (``library.sqlite3`` in the app's data
folder)."""

from __future__ import annotations

import sys
from collections.abc import Iterable
from typing import IO, Any

from ..model.errors import TrackerError
from ..model.library import Library, default_path, open_library
from ..model.library.files import export, import_path
from ..model.ruleset import known_rulesets
from .jsonl import Request, path_option, serve

UPDATABLE = ("name", "sheet", "tags", "notes", "persistent")
#: said on stderr when the library opens for reading only (a read-only disk or folder)
READ_ONLY = ("the library is read-only (its disk or folder cannot be written): opened for "
             "reading only; searches, gets and exports are answered, changes are refused")


def usage(prog: str) -> str:
    return (f"usage: {prog} library [--db PATH]\n"
            "The library of combatants as JSON lines on stdin (add, import, search, get, "
            "update, remove, export), one answer per line.\n"
            f"  --db PATH   the library file (default: {default_path()})\n"
            "  -h, --help  show this help\n")


def _words(req: Request, key: str) -> list[str] | None:
    return req.list_(key, lambda x: type(x) is str, "words (text)")


def answer(lib: Library, data: Any) -> dict[str, Any]:
    req = Request(data)
    op = req.choice("op", ("add", "import", "search", "get", "update", "remove", "export"),
                    required=True)
    if op == "add":
        ruleset = req.choice("ruleset", known_rulesets(), required=True)
        name, sheet = req.raw("name", required=True), req.raw("sheet")
        tags, notes = _words(req, "tags"), req.str_("notes", "")
        persistent = req.bool_("persistent", False)
        req.done()
        return {"ok": True, "entry": lib.add(ruleset, name, sheet, tags, notes,
                                             persistent).to_dict()}
    if op == "import":
        path, tags = req.str_("file", required=True), _words(req, "tags")
        req.done()
        entries, warnings = import_path(lib, path, tags)
        return {"ok": True, "entries": [e.to_dict() for e in entries], "warnings": warnings}
    if op == "search":
        query = req.str_("query", "")
        ruleset = req.str_("ruleset")
        tags, persistent = _words(req, "tags"), req.bool_("persistent")
        limit = req.int_("limit", 100, lo=1, hi=10_000)
        req.done()
        entries, total = lib.search(query, ruleset, tags, persistent, limit)
        return {"ok": True, "entries": [e.to_dict() for e in entries], "total": total}
    if op == "export":
        path = req.str_("file", required=True)
        req.done()
        return {"ok": True, "count": export(lib, path)}
    eid = req.int_("id", required=True)
    if op == "get":
        req.done()
        return {"ok": True, "entry": lib.get(eid).to_dict()}
    if op == "remove":
        req.done()
        lib.remove(eid)
        return {"ok": True}
    changes = {k: req.raw(k) for k in UPDATABLE if req.has(k)}
    if "persistent" in changes:
        changes["persistent"] = req.bool_("persistent")
    req.done()
    if not changes:
        raise TrackerError("bad_entry", f"nothing to update: give any of {', '.join(UPDATABLE)}")
    return {"ok": True, "entry": lib.update(eid, **changes).to_dict()}


def main(argv: list[str], prog: str = "python -m tracker", out: IO[str] | None = None,
         err: IO[str] | None = None, inp: Iterable[str] | None = None) -> int:
    out, err = out or sys.stdout, err or sys.stderr
    text = usage(prog)
    path, rest, status = path_option(argv, "--db", prog, "library", text, out, err)
    if status is not None:
        return status
    if rest:
        err.write(f"{prog} library: unknown argument '{rest[0][:60]}'\n{text}")
        return 2
    try:
        lib = open_library(path or default_path())
    except TrackerError as exc:
        err.write(f"{prog} library: {exc}\n")
        return 2
    if lib.read_only:
        err.write(f"{prog} library: {lib.path}: {READ_ONLY}\n")
    with lib:
        return serve(sys.stdin if inp is None else inp, out, lambda data: answer(lib, data))
