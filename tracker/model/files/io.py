"""Encounter files on disk: atomic writes, careful reads (Qt-free).

A file is UTF-8 JSON::

    {"format_version": 2, "app": "combat-tracker", "encounter": {...}}

where ``encounter`` is :meth:`Encounter.to_dict` (see ``docs/file-format.md`` and
``resources/encounter.schema.json``). Only the ``json`` module reads it: no pickle, no eval.

Saving is atomic: the new text goes to a temporary file in the same folder, is flushed and
fsynced, then replaces the old file in one step, so a crash or a full disk never leaves a
half-written file behind. Loading refuses anything doubtful with a :class:`FileError` that
names the file and the problem.
"""

from __future__ import annotations

import contextlib
import errno
import gc
import json
import math
import os
import stat
from typing import TYPE_CHECKING, Any

from ..regular_file import NotReadable, read_regular
from ..validation import MAX_DEPTH, Problem, key_path
from .format import APP_ID, FORMAT_VERSION, FileError
from .format import fail as _fail

if TYPE_CHECKING:
    from ..encounter import Encounter

#: files larger than this are refused before reading them
MAX_FILE_BYTES = 20 * 1024 * 1024

@contextlib.contextmanager
def gc_paused():
    """Pause the cyclic garbage collector while building or parsing a big document.

    Parsing creates hundreds of thousands of objects, none of them garbage; each would-be
    collection scans them all again (this alone tripled load times)."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


_COMPACT = json.JSONEncoder(ensure_ascii=False, allow_nan=False, separators=(", ", ": "))
_COMPACT_ASCII = json.JSONEncoder(ensure_ascii=True, allow_nan=False, separators=(", ", ": "))
#: encounter lists written one element per line (readable and diff-friendly)
_ONE_PER_LINE = frozenset({"combatants", "timers", "checks", "log"})


def encounter_document(enc: Encounter) -> dict[str, Any]:
    """The whole file content as plain data."""
    return {"format_version": FORMAT_VERSION, "app": APP_ID, "encounter": enc.to_dict()}


def dumps_document(doc: dict[str, Any], *, ascii_only: bool = False) -> str:
    """JSON text of a document: one line per combatant, timer, check and log entry."""
    enc_json = (_COMPACT_ASCII if ascii_only else _COMPACT).encode
    out = ["{\n"]
    top = list(doc.items())
    for i, (key, value) in enumerate(top):
        out.append(f"  {enc_json(key)}: ")
        if key == "encounter" and type(value) is dict:
            out.append("{\n")
            items = list(value.items())
            for j, (k, v) in enumerate(items):
                out.append(f"    {enc_json(k)}: ")
                if k in _ONE_PER_LINE and type(v) is list and v:
                    out.append("[\n      ")
                    out.append(",\n      ".join(map(enc_json, v)))
                    out.append("\n    ]")
                else:
                    out.append(enc_json(v))
                out.append(",\n" if j < len(items) - 1 else "\n")
            out.append("  }")
        else:
            out.append(enc_json(value))
        out.append(",\n" if i < len(top) - 1 else "\n")
    out.append("}\n")
    return "".join(out)


def _document_bytes(doc: dict[str, Any], name: str) -> bytes:
    try:
        text = dumps_document(doc)
        try:
            return text.encode("utf-8")
        except UnicodeEncodeError:  # a lone surrogate in some text: escape everything
            return dumps_document(doc, ascii_only=True).encode("ascii")
    except (ValueError, TypeError, RecursionError) as exc:
        raise FileError("file_write", f"Could not save '{name}': the encounter holds a value "
                        f"that cannot be written ({exc})", file=name, kind="value",
                        detail=str(exc)) from exc


def dumps_encounter(enc: Encounter) -> str:
    """The file text of ``enc`` (what :func:`save_encounter` writes)."""
    with gc_paused():
        return _document_bytes(encounter_document(enc), "<string>").decode("utf-8")


_OS_REASONS = {
    errno.ENOSPC: "the disk is full",
    errno.EDQUOT: "the disk quota is exceeded",
    errno.EACCES: "permission denied",
    errno.EPERM: "permission denied",
    errno.EROFS: "the disk is read-only",
    errno.ENOENT: "the folder does not exist",
    errno.ENOTDIR: "the folder does not exist",
    errno.EISDIR: "it is a folder",
    errno.ENAMETOOLONG: "the name is too long",
}


def _reason(exc: OSError) -> str:
    return _OS_REASONS.get(exc.errno or 0) or exc.strerror or str(exc) or type(exc).__name__


def os_args(exc: OSError) -> dict[str, Any]:
    """The ``os_errno`` and ``os_reason`` (the OS's own words) of a FileError after ``exc``."""
    return {"os_errno": exc.errno, "os_reason": exc.strerror or str(exc) or type(exc).__name__}


def fsync_directory(directory: str) -> None:
    """Make a rename in ``directory`` durable (best effort: not every platform can)."""
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def atomic_write(path: str | os.PathLike[str], data: bytes) -> None:
    """Write ``data`` to ``path`` so that ``path`` holds either the old or the new bytes.

    Raises OSError; the temporary file is removed and ``path`` is untouched on failure.
    A symbolic link is written through: its target gets the new bytes, the link stays."""
    path = os.fspath(path)
    if os.path.islink(path):
        path = os.path.realpath(path)
    directory = os.path.dirname(os.path.abspath(path))
    tmp = os.path.join(directory, f".{os.path.basename(path)}.{os.getpid()}."
                                  f"{os.urandom(4).hex()}.tmp")
    mode = 0o666
    try:
        mode = stat.S_IMODE(os.stat(path).st_mode)
    except OSError:
        pass
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), mode)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    fsync_directory(directory)


def refuse_invalid(problems: list[Problem], name: str, what: str = "the file") -> None:
    """Raise the FileError of a save that would write what this program cannot open again
    (nothing is written then)."""
    if not problems:
        return
    shown = "; ".join(str(p) for p in problems[:3])
    more = len(problems) - 3
    if more > 0:
        shown += f" (and {more} more)"
    raise FileError("file_refused", f"Could not save '{name}': the encounter holds values "
                    f"{what} may not hold, so it would not open again: {shown}. The previous "
                    "file is unchanged.", file=name, problems=problems, kind="invalid")


def save_document(doc: dict[str, Any], path: str | os.PathLike[str]) -> None:
    """Validate ``doc`` and write it atomically; raises :class:`FileError` (nothing written)
    for a document the loader would refuse (invalid, or over the size limit) or a disk
    error."""
    from .validate import validate_document

    name = os.fspath(path)
    with gc_paused():
        refuse_invalid(validate_document(doc), name)
        data = _document_bytes(doc, name)
    if len(data) > MAX_FILE_BYTES:
        raise FileError("file_refused", f"Could not save '{name}': the file would be "
                        f"{_mb(len(data))}, more than the {_mb(MAX_FILE_BYTES)} a file may "
                        "hold to be opened again. The previous file is unchanged.", file=name,
                        kind="size", size=len(data), limit=MAX_FILE_BYTES)
    try:
        atomic_write(name, data)
    except OSError as exc:
        raise FileError("file_write", f"Could not save '{name}': {_reason(exc)}. "
                        "The previous file is unchanged.", file=name, kind="os",
                        **os_args(exc)) from exc


def save_encounter(enc: Encounter, path: str | os.PathLike[str]) -> None:
    """Save atomically; raises :class:`FileError` (previous file untouched) on failure,
    including an encounter the loader would refuse."""
    from .validate import sheet_problems

    with gc_paused():
        doc = encounter_document(enc)
    refuse_invalid(sheet_problems(enc, doc["encounter"]), os.fspath(path))
    save_document(doc, path)


def file_stamp(path: str | os.PathLike[str]) -> tuple[int, int] | None:
    """(modification time in ns, size) of a file, None when there is none: compared before
    saving over it, to notice that another program (or another copy of the tracker) wrote
    it since this one opened or saved it."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    return st.st_mtime_ns, st.st_size


def _mb(n: int) -> str:
    return f"{n / (1024 * 1024):.1f} MB"


def read_text(path: str | os.PathLike[str], limit: int = MAX_FILE_BYTES) -> str:
    """The text of a file, refusing missing, odd (FIFO, device, folder), huge and non-UTF-8
    files."""
    name = os.fspath(path)
    try:
        raw = read_regular(name, limit)
    except NotReadable as exc:
        if exc.code == "missing":
            raise _fail("file_missing", name, "the file does not exist") from None
        if exc.code == "folder":
            raise _fail("file_unreadable", name, "it is a folder, not a file",
                        kind="folder") from None
        if exc.code == "not_regular":
            raise _fail("file_unreadable", name, "it is not a regular file (a pipe, a "
                        "device or a socket)", kind="not_regular") from None
        if exc.code == "too_large":
            size = f"{_mb(exc.size)}; " if exc.size is not None else ""
            raise _fail("file_too_large", name, f"the file is too large ({size}an encounter "
                        f"file may be at most {_mb(limit)})", size=exc.size,
                        limit=limit) from None
        if exc.os_error is not None:
            reason, args = _reason(exc.os_error), os_args(exc.os_error)
        else:
            reason, args = exc.reason, {"os_errno": None, "os_reason": exc.reason}
        raise _fail("file_unreadable", name, f"cannot read it ({reason})", kind="os",
                    **args) from None
    return decode_bytes(raw, name)


def decode_bytes(raw: bytes, name: str) -> str:
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        raise _fail("file_not_utf8", name, f"the file is not UTF-8 text (bad byte "
                    f"0x{raw[exc.start]:02x} at byte {exc.start}, line {line})",
                    byte=raw[exc.start], offset=exc.start, line=line) from None


class _BadConstant(ValueError):
    pass


def _no_constant(name: str) -> Any:
    raise _BadConstant(name)


class _Duplicates(dict):
    """An object that named a key twice (refused once parsing is done: only then is its
    path known). ``keys_twice``: those keys."""

    keys_twice: list[str]


def _walk(value: Any):
    """(node, JSON path) of every value, breadth first."""
    todo: list[tuple[Any, str]] = [(value, "")]
    for node, path in todo:  # the list grows as it is walked
        yield node, path
        if isinstance(node, dict):
            todo.extend((v, key_path(path, k)) for k, v in node.items())
        elif isinstance(node, list):
            todo.extend((v, f"{path}[{i}]") for i, v in enumerate(node))


def _duplicate_path(value: Any) -> tuple[str, str] | None:
    """(JSON path, key) of the first object that names a key twice (breadth first)."""
    for node, path in _walk(value):
        if type(node) is _Duplicates:
            return path, node.keys_twice[0]
    return None


class _Overflow(float):
    """A number written in the file too large for a float (``1e999`` reads as infinity):
    kept with its text until its path is known, then refused."""

    text: str


def _overflow(value: float, text: str) -> _Overflow:
    big = _Overflow(value)
    big.text = text
    return big


def _refuse_overflows(value: Any, name: str) -> None:
    """Every number that overflowed, with its path: such a value would open, then make
    every save fail (JSON cannot write infinity)."""
    problems = [Problem(path, f"the number {node.text} is too large (it is not finite)",
                        "not_finite", {"got": node.text})
                for node, path in _walk(value) if type(node) is _Overflow]
    if problems:
        shown = "; ".join(str(p) for p in problems[:3])
        raise FileError("file_invalid", f"Cannot open '{name}': {shown}", file=name,
                        problems=problems)


def _syntax_failure(exc: json.JSONDecodeError, text: str, name: str) -> FileError:
    where: dict[str, Any] = {"line": exc.lineno, "column": exc.colno}
    if not text.strip():
        problem, where = "the file is empty", {"kind": "empty"}
    elif exc.pos >= len(text.rstrip()):
        problem = (f"the JSON text ends too early at line {exc.lineno} column "
                   f"{exc.colno}: the file is truncated or damaged")
        where["kind"] = "truncated"
    else:
        problem = f"not valid JSON: {exc.msg} at line {exc.lineno} column {exc.colno}"
        where.update(kind="syntax", detail=exc.msg)
    return _fail("file_not_json", name, problem, **where)


def parse_json(text: str, name: str) -> Any:
    """``json.loads`` with every failure turned into a FileError naming the spot. An object
    that names a key twice is refused with its path (JSON leaves it open which one counts;
    json.loads would silently keep the last)."""
    found: list[bool] = []
    overflowed: list[bool] = []

    def read_float(text: str) -> float:
        value = float(text)
        if math.isfinite(value):
            return value
        overflowed.append(True)
        return _overflow(value, text)

    def pairs_to_dict(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        d = dict(pairs)
        if len(d) == len(pairs):
            return d
        seen: set[str] = set()
        dup = _Duplicates(pairs)
        dup.keys_twice = [k for k, _ in pairs if k in seen or seen.add(k)]  # type: ignore[func-returns-value]
        found.append(True)
        return dup

    try:
        value = json.loads(text, parse_constant=_no_constant, object_pairs_hook=pairs_to_dict,
                           parse_float=read_float)
    except _BadConstant as exc:
        raise _fail("file_not_json", name, f"the file holds {exc}, which JSON does not "
                    "allow", kind="constant", constant=str(exc)) from None
    except json.JSONDecodeError as exc:
        raise _syntax_failure(exc, text, name) from None
    except RecursionError:
        raise _fail("file_too_deep", name, f"the JSON is nested too deeply (more than "
                    f"{MAX_DEPTH} levels)", depth=MAX_DEPTH) from None
    except ValueError as exc:  # e.g. a number with more than 4300 digits
        raise _fail("file_not_json", name, f"not valid JSON: {exc}", kind="value",
                    detail=str(exc)) from None
    if overflowed:
        _refuse_overflows(value, name)
    dup = _duplicate_path(value) if found else None
    if dup is not None:
        where = key_path(*dup)
        problem = "this key appears twice in its object (which one counts is not clear)"
        raise FileError("file_duplicate_key", f"Cannot open '{name}': {where}: {problem}",
                        file=name, problems=[Problem(where, problem)], path=where, key=dup[1])
    return value


def loads_encounter(text: str, name: str = "<string>") -> Encounter:
    """Build an encounter from file text; raises :class:`FileError` on any problem."""
    from .validate import document_to_encounter

    with gc_paused():
        return document_to_encounter(parse_json(text, name), name)


def load_encounter(path: str | os.PathLike[str]) -> Encounter:
    """Load an encounter file; raises :class:`FileError` naming the file and the problem."""
    name = os.fspath(path)
    return loads_encounter(read_text(name), name)


def check_file(path: str | os.PathLike[str]) -> list[Problem]:
    """Every problem of a file (empty when it loads fine). Never raises for a bad file."""
    try:
        load_encounter(path)
    except FileError as exc:
        return exc.problems or [Problem("", str(exc))]
    return []


