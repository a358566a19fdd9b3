"""Encounter files: save, load, validate and upgrade (Qt-free).

A file is UTF-8 JSON::

    {"format_version": 1, "app": "gurps-combat-tracker", "encounter": {...}}

where ``encounter`` is :meth:`Encounter.to_dict` (see ``docs/file-format.md`` and
``resources/encounter.schema.json``). Only the ``json`` module reads it: no pickle, no eval.

Saving is atomic: the new text goes to a temporary file in the same folder, is flushed and
fsynced, then replaces the old file in one step, so a crash or a full disk never leaves a
half-written file behind. Loading refuses anything doubtful with a :class:`FileError` that
names the file and the problem (with its JSON path, e.g.
``encounter.combatants[2].sheet.max_hp``); :func:`validate_document` lists every problem.
"""

from __future__ import annotations

import contextlib
import copy
import errno
import gc
import json
import math
import os
import re
import stat
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .calendar import TIMER_KINDS
from .combatant import HP_POLICIES, SIDES
from .encounter import Encounter
from .errors import TrackerError
from .gurps.bodyplan import BodyPlan, body_plans, with_brainless_heads
from .gurps.checks import CHECK_KINDS
from .gurps.resolver import TRAITS
from .gurps.sheet import MAX_BRAINLESS_HEADS, PART_STATUSES

FORMAT_VERSION = 1
APP_ID = "gurps-combat-tracker"
#: files larger than this are refused before reading them
MAX_FILE_BYTES = 20 * 1024 * 1024
#: deepest nesting of arrays/objects accepted in a document
MAX_DEPTH = 64
#: validation stops after this many problems
MAX_PROBLEMS = 200
#: whole numbers in a file must lie within ±MAX_INT (the UI's spin boxes are 32-bit)
MAX_INT = 10**9
KNOWN_RULESETS = ("gurps",)
#: G7: medical care tech levels
MAX_TL = 12


# ----------------------------------------------------------------------------------------------
# Errors and problems
# ----------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong with a document: a JSON path (``""`` = the file itself) and why."""

    path: str
    message: str

    def __str__(self) -> str:
        return f"{self.path}: {self.message}" if self.path else self.message


class FileError(TrackerError):
    """A file could not be saved or loaded. ``str()`` names the file and the problem."""

    def __init__(self, code: str, message: str, *, file: str = "",
                 problems: list[Problem] | None = None, **args: Any) -> None:
        super().__init__(code, message, file=file, **args)
        self.file = file
        self.problems: list[Problem] = list(problems or [])


def _fail(code: str, name: str, problem: str, verb: str = "Cannot open") -> FileError:
    return FileError(code, f"{verb} '{name}': {problem}", file=name,
                     problems=[Problem("", problem)])


def _invalid(name: str, problems: list[Problem]) -> FileError:
    shown = "; ".join(str(p) for p in problems[:3])
    more = len(problems) - 3
    if more > 0:
        shown += f" (and {more} more problem{'s' if more > 1 else ''})"
    newer = next((p for p in problems if p.path == "format_version"
                  and "newer version" in p.message), None)
    code = "file_newer" if newer else "file_invalid"
    return FileError(code, f"Cannot open '{name}': {shown}", file=name, problems=problems)


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


# ----------------------------------------------------------------------------------------------
# Writing
# ----------------------------------------------------------------------------------------------
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
                        f"that cannot be written ({exc})", file=name) from exc


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

    Raises OSError; the temporary file is removed and ``path`` is untouched on failure."""
    path = os.fspath(path)
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


def save_document(doc: dict[str, Any], path: str | os.PathLike[str]) -> None:
    name = os.fspath(path)
    with gc_paused():
        data = _document_bytes(doc, name)
    try:
        atomic_write(name, data)
    except OSError as exc:
        raise FileError("file_write", f"Could not save '{name}': {_reason(exc)}. "
                        "The previous file is unchanged.", file=name) from exc


def save_encounter(enc: Encounter, path: str | os.PathLike[str]) -> None:
    """Save atomically; raises :class:`FileError` (previous file untouched) on failure."""
    with gc_paused():
        doc = encounter_document(enc)
    save_document(doc, path)


# ----------------------------------------------------------------------------------------------
# Reading
# ----------------------------------------------------------------------------------------------
def _mb(n: int) -> str:
    return f"{n / (1024 * 1024):.1f} MB"


def read_text(path: str | os.PathLike[str], limit: int = MAX_FILE_BYTES) -> str:
    """The text of a file, refusing missing, odd, huge and non-UTF-8 files."""
    name = os.fspath(path)
    try:
        st = os.stat(name)
    except FileNotFoundError:
        raise _fail("file_missing", name, "the file does not exist") from None
    except OSError as exc:
        raise _fail("file_unreadable", name, f"cannot read it ({_reason(exc)})") from exc
    if stat.S_ISDIR(st.st_mode):
        raise _fail("file_unreadable", name, "it is a folder, not a file")
    if not stat.S_ISREG(st.st_mode):
        raise _fail("file_unreadable", name, "it is not a regular file")
    if st.st_size > limit:
        raise _fail("file_too_large", name, f"the file is too large ({_mb(st.st_size)}; "
                    f"an encounter file may be at most {_mb(limit)})")
    try:
        with open(name, "rb") as f:
            raw = f.read(limit + 1)
    except OSError as exc:
        raise _fail("file_unreadable", name, f"cannot read it ({_reason(exc)})") from exc
    if len(raw) > limit:
        raise _fail("file_too_large", name,
                    f"the file is too large (an encounter file may be at most {_mb(limit)})")
    return decode_bytes(raw, name)


def decode_bytes(raw: bytes, name: str) -> str:
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        raise _fail("file_not_utf8", name, f"the file is not UTF-8 text (bad byte "
                    f"0x{raw[exc.start]:02x} at byte {exc.start}, line {line})") from None


class _BadConstant(ValueError):
    pass


def _no_constant(name: str) -> Any:
    raise _BadConstant(name)


def parse_json(text: str, name: str) -> Any:
    """``json.loads`` with every failure turned into a FileError naming the spot."""
    try:
        return json.loads(text, parse_constant=_no_constant)
    except _BadConstant as exc:
        raise _fail("file_not_json", name, f"the file holds {exc}, which JSON does not "
                    "allow") from None
    except json.JSONDecodeError as exc:
        if not text.strip():
            problem = "the file is empty"
        elif exc.pos >= len(text.rstrip()):
            problem = (f"the JSON text ends too early at line {exc.lineno} column "
                       f"{exc.colno}: the file is truncated or damaged")
        else:
            problem = f"not valid JSON: {exc.msg} at line {exc.lineno} column {exc.colno}"
        raise _fail("file_not_json", name, problem) from None
    except RecursionError:
        raise _fail("file_too_deep", name, f"the JSON is nested too deeply (more than "
                    f"{MAX_DEPTH} levels)") from None
    except ValueError as exc:  # e.g. a number with more than 4300 digits
        raise _fail("file_not_json", name, f"not valid JSON: {exc}") from None


def loads_encounter(text: str, name: str = "<string>") -> Encounter:
    """Build an encounter from file text; raises :class:`FileError` on any problem."""
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


#: Set to False by tests to prove the validator alone catches every bad document.
_BACKSTOP = True


def document_to_encounter(data: Any, name: str = "<string>") -> Encounter:
    """Upgrade, validate and build. Raises FileError listing the problems."""
    doc, problems = prepare_document(data)
    if problems or doc is None:
        raise _invalid(name, problems)
    try:
        enc = Encounter.from_dict(doc["encounter"])
        problems = _sheet_problems(enc, doc["encounter"])
    except (TrackerError, KeyError, TypeError, ValueError, AttributeError, IndexError,
            OverflowError, RecursionError) as exc:
        if not _BACKSTOP:
            raise
        problems = [Problem("encounter", f"cannot be read ({type(exc).__name__}: {exc})")]
    if problems:
        raise _invalid(name, problems)
    return enc


def _sheet_problems(enc: Encounter, d: dict[str, Any]) -> list[Problem]:
    """Run the rules' own sheet validation on every combatant."""
    index = {c["id"]: i for i, c in enumerate(d["combatants"])}
    out = []
    for cid, c in enc.combatants.items():
        try:
            c.sheet.validate()
        except TrackerError as exc:
            path = f"encounter.combatants[{index.get(cid, '?')}].sheet"
            fld = exc.args_.get("field")
            out.append(Problem(f"{path}.{fld}" if fld else path, exc.message))
    return out


# ----------------------------------------------------------------------------------------------
# Versions and migrations
# ----------------------------------------------------------------------------------------------
#: format-0 combatants kept their stats at the combatant level
_SHEET_FIELDS = ("max_hp", "max_fp", "ht", "dx", "basic_speed", "body", "dr", "traits",
                 "arms", "legs", "medical_tl", "hp", "fp", "parts")
_CID = re.compile(r"^c(\d{1,9})$")


def _max_int(items: Any, key: str) -> int:
    best = 0
    if isinstance(items, list):
        for x in items:
            v = x.get(key) if isinstance(x, dict) else None
            if type(v) is int and v > best:
                best = v
    return best


def _migrate_0_to_1(doc: dict[str, Any]) -> dict[str, Any]:
    """Format 0 (``"version": 0``): flat stats on each combatant; no visibility, pending
    checks, counters or dice state. Anything odd is left for the validator to report."""
    enc = doc.get("encounter")
    if isinstance(enc, dict):
        enc = dict(enc)
        combatants = enc.get("combatants", [])
        if isinstance(combatants, list):
            new = []
            top = 0
            for c in combatants:
                if isinstance(c, dict):
                    c = dict(c)
                    sheet = {k: c.pop(k) for k in _SHEET_FIELDS if k in c}
                    sheet.setdefault("dr", 0)
                    sheet.setdefault("traits", [])
                    sheet.setdefault("parts", {})
                    for k in ("arms", "legs", "medical_tl"):
                        sheet.setdefault(k, None)
                    if "hp" not in sheet and "max_hp" in sheet:
                        sheet["hp"] = sheet["max_hp"]
                    if "fp" not in sheet and "max_fp" in sheet:
                        sheet["fp"] = sheet["max_fp"]
                    c["sheet"] = sheet
                    pc = c.get("side") == "pc"
                    c.setdefault("visibility", {"shown": True, "hp": "exact" if pc else "band",
                                                "alias": ""})
                    c.setdefault("conditions", [])
                    c.setdefault("notes", "")
                    c.setdefault("initiative_roll", 0)
                    m = _CID.match(c["id"]) if isinstance(c.get("id"), str) else None
                    if m:
                        top = max(top, int(m.group(1)))
                new.append(c)
            enc["combatants"] = new
        else:
            top = 0
        enc.setdefault("checks", [])
        enc.setdefault("options", {})
        # Encounters were in combat unless ended (the old default): a format-0 save without
        # the field holds a fight in progress. Format 1 always writes it.
        enc.setdefault("in_combat", True)
        enc.setdefault("counters", {
            "combatant": top, "timer": _max_int(enc.get("timers"), "id"),
            "check": _max_int(enc.get("checks"), "id"), "log": _max_int(enc.get("log"), "seq"),
        })
    out = {k: v for k, v in doc.items() if k != "version"}
    out["format_version"] = 1
    out.setdefault("app", APP_ID)
    out["encounter"] = enc
    return out


#: MIGRATIONS[n] turns a format-n document into a format-(n+1) one.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {0: _migrate_0_to_1}


def document_version(data: Any) -> tuple[int | None, list[Problem]]:
    if type(data) is not dict:
        return None, [Problem("", f"the file does not hold an encounter (expected a JSON "
                                  f"object at the top, got {_tname(data)})")]
    if "format_version" in data:
        v = data["format_version"]
        if type(v) is not int or v < 0:
            return None, [Problem("format_version",
                                  f"must be a whole number of 0 or more, got {_desc(v)}")]
    elif data.get("version") == 0 and type(data.get("version")) is int:
        v = 0  # format 0 called it "version"
    else:
        return None, [Problem("format_version", "missing: this is not an encounter file of "
                                                "this program, or it is damaged")]
    if v > FORMAT_VERSION:
        return None, [Problem("format_version", f"was written by a newer version (format "
                                                f"{v}); this version reads up to "
                                                f"{FORMAT_VERSION}")]
    return v, []


def prepare_document(data: Any) -> tuple[dict[str, Any] | None, list[Problem]]:
    """Upgrade to the current format and validate: (document, problems)."""
    version, problems = document_version(data)
    if version is None:
        return None, problems
    if version < FORMAT_VERSION:
        try:
            data = copy.deepcopy(data)
            while version < FORMAT_VERSION:
                data = MIGRATIONS[version](data)
                version += 1
        except (KeyError, TypeError, ValueError, AttributeError, RecursionError) as exc:
            return None, [Problem("", f"cannot upgrade this format-{version} file "
                                      f"({type(exc).__name__}: {exc})")]
    v = _Validator()
    try:
        v.document(data)
    except _TooMany:
        pass
    return (data if not v.problems else None), v.problems


# ----------------------------------------------------------------------------------------------
# Validation of a format-1 document
# ----------------------------------------------------------------------------------------------
_MISSING: Any = object()
_IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
_SCALARS = frozenset({str, int, float, bool, type(None)})


class _TooMany(Exception):
    pass


def _tname(v: Any) -> str:
    return {dict: "an object", list: "a list", str: "text", int: "a whole number",
            float: "a number", bool: "true/false", type(None): "null"}.get(type(v),
                                                                           type(v).__name__)


def _desc(v: Any) -> str:
    if v is None:
        return "null"
    if type(v) is bool:
        return "true" if v else "false"
    if type(v) is str:
        s = json.dumps(v[:40], ensure_ascii=False)
        return s if len(v) <= 40 else s[:-1] + '…"'
    if type(v) in (int, float):
        s = repr(v)
        return s if len(s) <= 40 else s[:37] + "…"
    return _tname(v)


def _key(path: str, key: str) -> str:
    if _IDENT.match(key):
        return f"{path}.{key}" if path else key
    return f"{path}[{json.dumps(key[:60], ensure_ascii=False)}]"


def _depth(value: Any, limit: int) -> bool:
    """True when ``value`` nests no deeper than ``limit`` levels (iterative)."""
    stack = [(value, 1)]
    while stack:
        v, d = stack.pop()
        t = type(v)
        if t is dict:
            if d > limit:
                return False
            stack.extend((x, d + 1) for x in v.values() if type(x) in (dict, list))
        elif t is list:
            if d > limit:
                return False
            stack.extend((x, d + 1) for x in v if type(x) in (dict, list))
    return True


_TOP_KEYS = frozenset({"format_version", "app", "encounter"})
_ENC_KEYS = frozenset({"name", "ruleset", "options", "combatants", "order", "round", "turn",
                       "in_combat", "calendar", "timers", "checks", "log", "dice", "counters"})
#: encounter fields added after format 1 was first written: optional, with a default
_ENC_OPTIONAL = frozenset({"turns_back"})
_COMBATANT_KEYS = frozenset({"id", "name", "side", "sheet", "conditions", "visibility",
                             "notes", "initiative_roll"})
_SHEET_KEYS = frozenset(_SHEET_FIELDS)
#: sheet fields added after format 1 was first written: optional, with a default
_SHEET_OPTIONAL = frozenset({"heads", "brainless_heads"})
_PART_KEYS = frozenset({"injury", "status", "effect", "duration"})
_CONDITION_KEYS = frozenset({"name", "rounds", "value", "fresh"})
#: condition fields added after format 1 was first written: optional, written only when set
_CONDITION_OPTIONAL = frozenset({"ticked_to", "cause"})
_VISIBILITY_KEYS = frozenset({"shown", "hp", "alias"})
_CALENDAR_KEYS = frozenset({"day", "hour"})
_TIMER_KEYS = frozenset({"id", "combatant", "location", "kind", "days_left", "months",
                         "medical_tl", "started_day", "roll"})
_CHECK_KEYS = frozenset({"id", "combatant", "kind", "modifier", "threshold"})
_LOG_KEYS = frozenset({"seq", "round", "key", "args", "combatant"})
_LOG_OPTIONAL = frozenset({"explain", "hidden"})
_LOG_ALL = _LOG_KEYS | _LOG_OPTIONAL
_EXPLAIN_KEYS = frozenset({"key", "rule", "args"})
_DICE_KEYS = frozenset({"seed"})
_DICE_OPTIONAL = frozenset({"state"})
_COUNTER_KEYS = frozenset({"combatant", "timer", "check", "log"})
_EMPTY: frozenset[str] = frozenset()
_TRAITS = frozenset(TRAITS)
#: an encounter field's free-form values (log args, options) start this deep in the document
_FREE_DEPTH = MAX_DEPTH - 6


class _Validator:
    def __init__(self) -> None:
        self.problems: list[Problem] = []
        self.plans = body_plans()

    # -- reporting --------------------------------------------------------------------------
    def bad(self, path: str, message: str) -> None:
        if len(self.problems) >= MAX_PROBLEMS:
            self.problems.append(Problem("", f"too many problems: only the first "
                                             f"{MAX_PROBLEMS} are listed"))
            raise _TooMany
        self.problems.append(Problem(path, message))

    # -- shapes -----------------------------------------------------------------------------
    def obj(self, v: Any, path: str, required: frozenset[str],
            optional: frozenset[str] | None = _EMPTY) -> bool:
        """An object with these keys (``optional=None``: any other keys allowed)."""
        if type(v) is not dict:
            self.bad(path, f"must be an object, got {_desc(v)}")
            return False
        keys = v.keys()
        if not required <= keys:
            for k in sorted(required - keys):
                self.bad(path, f"missing field '{k}'")
        extra = keys - required - optional if optional is not None else ()
        if extra:
            for k in sorted(extra):
                self.bad(_key(path, k), "unknown field")
        return True

    def list_(self, v: Any, path: str) -> bool:
        if v is _MISSING:
            return False
        if type(v) is not list:
            self.bad(path, f"must be a list, got {_desc(v)}")
            return False
        return True

    def int_(self, v: Any, path: str, lo: int = -MAX_INT, hi: int = MAX_INT,
             null: bool = False) -> bool:
        if v is _MISSING or (null and v is None):
            return False
        if type(v) is not int:
            self.bad(path, f"must be a whole number{' or null' if null else ''}, got {_desc(v)}")
            return False
        if v < lo:
            self.bad(path, f"must be at least {lo}, got {v}")
            return False
        if v > hi:
            self.bad(path, f"must be at most {hi}, got {_desc(v)}")
            return False
        return True

    def num(self, v: Any, path: str, lo: float, hi: float) -> None:
        if v is _MISSING:
            return
        if type(v) not in (int, float) or (type(v) is float and not math.isfinite(v)):
            self.bad(path, f"must be a number, got {_desc(v)}")
        elif not lo <= v <= hi:
            self.bad(path, f"must be between {lo} and {hi}, got {_desc(v)}")

    def str_(self, v: Any, path: str, null: bool = False, nonempty: bool = False) -> bool:
        if v is _MISSING or (null and v is None):
            return False
        if type(v) is not str:
            self.bad(path, f"must be text{' or null' if null else ''}, got {_desc(v)}")
            return False
        if nonempty and not v.strip():
            self.bad(path, "must not be empty")
            return False
        return True

    def bool_(self, v: Any, path: str) -> None:
        if v is not _MISSING and type(v) is not bool:
            self.bad(path, f"must be true or false, got {_desc(v)}")

    def choice(self, v: Any, path: str, choices: tuple[str, ...], what: str,
               null: bool = False) -> bool:
        if v is _MISSING or (null and v is None):
            return False
        if type(v) is not str or v not in choices:
            self.bad(path, f"unknown {what} {_desc(v)} (known: {', '.join(choices)}"
                           f"{', or null' if null else ''})")
            return False
        return True

    def free(self, v: Any, path: str, depth: int = _FREE_DEPTH) -> None:
        """Free-form JSON (log arguments, options): only the nesting is limited."""
        if not _depth(v, depth):
            self.bad(path, f"is nested too deeply (the document may nest at most {MAX_DEPTH} "
                           "levels)")

    # -- the document -----------------------------------------------------------------------
    def document(self, data: Any) -> None:
        if not self.obj(data, "", _TOP_KEYS):
            return
        v = data.get("format_version", _MISSING)
        if v is not _MISSING and (type(v) is not int or v != FORMAT_VERSION):
            self.bad("format_version", f"must be {FORMAT_VERSION}, got {_desc(v)}")
        app = data.get("app", _MISSING)
        if app is not _MISSING and app != APP_ID:
            self.bad("app", f"this file was written by another program ({_desc(app)}), "
                            f"not {APP_ID}")
        if "encounter" in data:
            self.encounter(data["encounter"], "encounter")

    def encounter(self, e: Any, path: str) -> None:
        if not self.obj(e, path, _ENC_KEYS, _ENC_OPTIONAL):
            return
        g = e.get
        self.str_(g("name", _MISSING), f"{path}.name")
        self.choice(g("ruleset", _MISSING), f"{path}.ruleset", KNOWN_RULESETS, "ruleset")
        opts = g("options", _MISSING)
        if opts is not _MISSING:
            if type(opts) is not dict:
                self.bad(f"{path}.options", f"must be an object, got {_desc(opts)}")
            else:
                if "blunt_trauma" in opts:
                    self.bool_(opts["blunt_trauma"], f"{path}.options.blunt_trauma")
                self.free(opts, f"{path}.options", MAX_DEPTH - 2)

        ids: dict[str, int] = {}  # combatant id -> index
        plans: dict[str, BodyPlan | None] = {}
        top_cid = 0
        combatants = g("combatants", _MISSING)
        if self.list_(combatants, f"{path}.combatants"):
            for i, c in enumerate(combatants):
                cp = f"{path}.combatants[{i}]"
                cid, plan = self.combatant(c, cp)
                if cid is None:
                    continue
                if cid in ids:
                    self.bad(f"{cp}.id", f"duplicate combatant id {_desc(cid)} (also "
                                         f"combatants[{ids[cid]}])")
                    continue
                ids[cid] = i
                plans[cid] = plan
                m = _CID.match(cid)
                if m:
                    top_cid = max(top_cid, int(m.group(1)))

        order = g("order", _MISSING)
        order_len = None
        if self.list_(order, f"{path}.order"):
            order_len = len(order)
            seen: set[str] = set()
            for i, cid in enumerate(order):
                op = f"{path}.order[{i}]"
                if not self.str_(cid, op):
                    continue
                if cid in seen:
                    self.bad(op, f"names combatant {_desc(cid)} twice")
                elif type(combatants) is list and cid not in ids:
                    self.bad(op, f"names an unknown combatant {_desc(cid)}")
                seen.add(cid)
        self.int_(g("round", _MISSING), f"{path}.round", 1)
        turn = g("turn", _MISSING)
        if self.int_(turn, f"{path}.turn", 0) and order_len is not None:
            if turn >= max(order_len, 1):
                self.bad(f"{path}.turn", f"is out of range: turn {turn} of a turn order of "
                                         f"{order_len}")
        self.bool_(g("in_combat", _MISSING), f"{path}.in_combat")
        if "turns_back" in e:
            self.int_(e["turns_back"], f"{path}.turns_back", 0)

        cal = g("calendar", _MISSING)
        if cal is not _MISSING and self.obj(cal, f"{path}.calendar", _CALENDAR_KEYS):
            self.int_(cal.get("day", _MISSING), f"{path}.calendar.day", 1)
            self.int_(cal.get("hour", _MISSING), f"{path}.calendar.hour", 0, 23)

        top_timer = self.timers(g("timers", _MISSING), f"{path}.timers")
        top_check = self.checks(g("checks", _MISSING), f"{path}.checks",
                                ids if type(combatants) is list else None)
        top_log = self.log(g("log", _MISSING), f"{path}.log")
        self.dice(g("dice", _MISSING), f"{path}.dice")

        counters = g("counters", _MISSING)
        if counters is not _MISSING and self.obj(counters, f"{path}.counters", _COUNTER_KEYS,
                                                 None):
            for k, n in counters.items():
                if k not in _COUNTER_KEYS:
                    self.int_(n, _key(f"{path}.counters", k), 0)
            for k, used, what in (("combatant", top_cid, "combatant id"),
                                  ("timer", top_timer, "timer id"),
                                  ("check", top_check, "check id"),
                                  ("log", top_log, "log entry number")):
                cp = f"{path}.counters.{k}"
                if self.int_(counters.get(k, _MISSING), cp, 0) and counters[k] < used:
                    self.bad(cp, f"is {counters[k]} but {what} {used} is already in use")

    # -- parts of the encounter --------------------------------------------------------------
    def combatant(self, c: Any, path: str) -> tuple[str | None, BodyPlan | None]:
        if not self.obj(c, path, _COMBATANT_KEYS):
            return None, None
        g = c.get
        cid = g("id", _MISSING)
        if not self.str_(cid, f"{path}.id", nonempty=True):
            cid = None
        self.str_(g("name", _MISSING), f"{path}.name", nonempty=True)
        self.choice(g("side", _MISSING), f"{path}.side", SIDES, "side")
        plan = None
        sheet = g("sheet", _MISSING)
        if sheet is not _MISSING:
            plan = self.sheet(sheet, f"{path}.sheet")
        conds = g("conditions", _MISSING)
        if self.list_(conds, f"{path}.conditions"):
            names: set[str] = set()
            for i, cond in enumerate(conds):
                cp = f"{path}.conditions[{i}]"
                if not self.obj(cond, cp, _CONDITION_KEYS, _CONDITION_OPTIONAL):
                    continue
                name = cond.get("name", _MISSING)
                if self.str_(name, f"{cp}.name", nonempty=True):
                    if name in names:
                        self.bad(f"{cp}.name", f"condition {_desc(name)} is listed twice")
                    names.add(name)
                self.int_(cond.get("rounds", _MISSING), f"{cp}.rounds", 1, null=True)
                self.int_(cond.get("value", _MISSING), f"{cp}.value")
                self.bool_(cond.get("fresh", _MISSING), f"{cp}.fresh")
                if "ticked_to" in cond:
                    self.int_(cond["ticked_to"], f"{cp}.ticked_to", 0)
                cause = cond.get("cause")
                if "cause" in cond and self.str_(cause, f"{cp}.cause", nonempty=True) \
                        and plan is not None and cause not in plan.by_id:
                    self.bad(f"{cp}.cause", f"unknown location {_desc(cause)}: body plan "
                                            f"'{plan.id}' has no such location")
        vis = g("visibility", _MISSING)
        if vis is not _MISSING and self.obj(vis, f"{path}.visibility", _VISIBILITY_KEYS):
            self.bool_(vis.get("shown", _MISSING), f"{path}.visibility.shown")
            self.choice(vis.get("hp", _MISSING), f"{path}.visibility.hp", HP_POLICIES,
                        "HP visibility")
            self.str_(vis.get("alias", _MISSING), f"{path}.visibility.alias")
        self.str_(g("notes", _MISSING), f"{path}.notes")
        self.int_(g("initiative_roll", _MISSING), f"{path}.initiative_roll", 0)
        return cid, plan

    def sheet(self, s: Any, path: str) -> BodyPlan | None:
        if not self.obj(s, path, _SHEET_KEYS, _SHEET_OPTIONAL):
            return None
        g = s.get
        if "heads" in s:
            self.int_(s["heads"], f"{path}.heads", 1, 1000)
        brainless = s.get("brainless_heads", 0)
        if "brainless_heads" in s and not self.int_(brainless, f"{path}.brainless_heads", 0,
                                                    MAX_BRAINLESS_HEADS):
            brainless = 0
        self.int_(g("max_hp", _MISSING), f"{path}.max_hp", 1)
        self.int_(g("max_fp", _MISSING), f"{path}.max_fp", 1)
        self.int_(g("ht", _MISSING), f"{path}.ht", 1)
        self.int_(g("dx", _MISSING), f"{path}.dx", 1)
        self.num(g("basic_speed", _MISSING), f"{path}.basic_speed", 0, 1000)
        self.int_(g("hp", _MISSING), f"{path}.hp")
        self.int_(g("fp", _MISSING), f"{path}.fp")
        self.int_(g("arms", _MISSING), f"{path}.arms", 0, 1000, null=True)
        self.int_(g("legs", _MISSING), f"{path}.legs", 0, 1000, null=True)
        self.int_(g("medical_tl", _MISSING), f"{path}.medical_tl", 0, MAX_TL, null=True)
        plan = None
        body = g("body", _MISSING)
        if self.str_(body, f"{path}.body"):
            plan = self.plans.get(body)
            if plan is None:
                self.bad(f"{path}.body", f"unknown body plan {_desc(body)} (known: "
                                         f"{', '.join(self.plans)})")
            elif brainless:  # their locations (head_extra_1 …) may carry DR and wounds
                plan = with_brainless_heads(plan, brainless)
        dr = g("dr", _MISSING)
        if type(dr) is dict:
            for k, v in dr.items():
                dp = _key(f"{path}.dr", k)
                if plan is not None and k not in plan.by_id:
                    self.bad(dp, f"unknown location {_desc(k)}: body plan '{plan.id}' "
                                 "has no such location")
                self.int_(v, dp, 0)
        elif dr is not _MISSING and type(dr) is not int:
            self.bad(f"{path}.dr", f"must be a whole number or an object {{location: DR}}, "
                                   f"got {_desc(dr)}")
        else:
            self.int_(dr, f"{path}.dr", 0)
        traits = g("traits", _MISSING)
        if self.list_(traits, f"{path}.traits"):
            for i, t in enumerate(traits):
                if type(t) is not str or t not in _TRAITS:
                    self.bad(f"{path}.traits[{i}]", f"unknown trait {_desc(t)} (known: "
                                                    f"{', '.join(TRAITS)})")
        parts = g("parts", _MISSING)
        if parts is not _MISSING:
            if type(parts) is not dict:
                self.bad(f"{path}.parts", f"must be an object {{location: state}}, "
                                          f"got {_desc(parts)}")
            else:
                for k, p in parts.items():
                    pp = _key(f"{path}.parts", k)
                    if plan is not None and k not in plan.by_id:
                        self.bad(pp, f"unknown location {_desc(k)}: body plan '{plan.id}' "
                                     "has no such location")
                    if not self.obj(p, pp, _PART_KEYS):
                        continue
                    self.int_(p.get("injury", _MISSING), f"{pp}.injury", 0)
                    self.choice(p.get("status", _MISSING), f"{pp}.status", PART_STATUSES,
                                "part status")
                    self.str_(p.get("effect", _MISSING), f"{pp}.effect", null=True,
                              nonempty=True)
                    self.choice(p.get("duration", _MISSING), f"{pp}.duration", TIMER_KINDS,
                                "duration", null=True)
        return plan

    def _unique_id(self, v: Any, path: str, what: str, seen: set[int], top: int) -> int:
        """A positive id not used before in this list; returns the highest id so far."""
        if not self.int_(v, path, 1):
            return top
        if v in seen:
            self.bad(path, f"duplicate {what} id {v}")
        seen.add(v)
        return max(top, v)

    def timers(self, timers: Any, path: str) -> int:
        top = 0
        if not self.list_(timers, path):
            return top
        seen: set[int] = set()
        for i, t in enumerate(timers):
            tp = f"{path}[{i}]"
            if not self.obj(t, tp, _TIMER_KEYS):
                continue
            g = t.get
            top = self._unique_id(g("id", _MISSING), f"{tp}.id", "timer", seen, top)
            self.str_(g("combatant", _MISSING), f"{tp}.combatant", nonempty=True)
            self.str_(g("location", _MISSING), f"{tp}.location", nonempty=True)
            self.choice(g("kind", _MISSING), f"{tp}.kind", TIMER_KINDS, "timer kind")
            self.int_(g("days_left", _MISSING), f"{tp}.days_left", 0, null=True)
            self.int_(g("months", _MISSING), f"{tp}.months", 1, null=True)
            self.int_(g("medical_tl", _MISSING), f"{tp}.medical_tl", 0, MAX_TL, null=True)
            self.int_(g("started_day", _MISSING), f"{tp}.started_day", 1)
            self.int_(g("roll", _MISSING), f"{tp}.roll", 3, 18, null=True)
        return top

    def checks(self, checks: Any, path: str, ids: dict[str, int] | None) -> int:
        top = 0
        if not self.list_(checks, path):
            return top
        seen: set[int] = set()
        for i, k in enumerate(checks):
            kp = f"{path}[{i}]"
            if not self.obj(k, kp, _CHECK_KEYS):
                continue
            g = k.get
            top = self._unique_id(g("id", _MISSING), f"{kp}.id", "check", seen, top)
            cid = g("combatant", _MISSING)
            if self.str_(cid, f"{kp}.combatant") and ids is not None and cid not in ids:
                self.bad(f"{kp}.combatant", f"names an unknown combatant {_desc(cid)}")
            self.choice(g("kind", _MISSING), f"{kp}.kind", CHECK_KINDS, "check kind")
            self.int_(g("modifier", _MISSING), f"{kp}.modifier")
            self.int_(g("threshold", _MISSING), f"{kp}.threshold", 0)
        return top

    def log(self, log: Any, path: str) -> int:
        """The log is the bulk of a big file: a fast path accepts a good entry, the slow
        path says what is wrong with a bad one."""
        if not self.list_(log, path):
            return 0
        last = 0
        only_scalars = _SCALARS.issuperset
        for i, e in enumerate(log):
            if (type(e) is dict and _LOG_KEYS <= e.keys() <= _LOG_ALL
                    and type(seq := e["seq"]) is int and last < seq <= MAX_INT
                    and type(r := e["round"]) is int and 0 <= r <= MAX_INT
                    and type(e["key"]) is str
                    and type(args := e["args"]) is dict
                    and only_scalars(map(type, args.values()))
                    and (type(cid := e["combatant"]) is str or cid is None)
                    and type(e.get("hidden", False)) is bool
                    and self._explain_ok(e.get("explain", ()))):
                last = seq
                continue
            last = self.log_entry(e, f"{path}[{i}]", last)
        return last

    @staticmethod
    def _explain_ok(lines: Any) -> bool:
        if type(lines) not in (list, tuple):
            return False
        only_scalars = _SCALARS.issuperset
        for x in lines:
            if not (type(x) is dict and x.keys() == _EXPLAIN_KEYS and type(x["key"]) is str
                    and type(x["rule"]) is str and type(a := x["args"]) is dict
                    and only_scalars(map(type, a.values()))):
                return False
        return True

    def log_entry(self, e: Any, path: str, last: int) -> int:
        if not self.obj(e, path, _LOG_KEYS, _LOG_OPTIONAL):
            return last
        g = e.get
        seq = g("seq", _MISSING)
        if self.int_(seq, f"{path}.seq", 1):
            if seq <= last:
                self.bad(f"{path}.seq", f"log entries must be numbered in increasing order "
                                        f"({seq} follows {last})")
            else:
                last = seq
        self.int_(g("round", _MISSING), f"{path}.round", 0)
        self.str_(g("key", _MISSING), f"{path}.key")
        args = g("args", _MISSING)
        if args is not _MISSING:
            if type(args) is not dict:
                self.bad(f"{path}.args", f"must be an object, got {_desc(args)}")
            else:
                self.free(args, f"{path}.args")
        self.str_(g("combatant", _MISSING), f"{path}.combatant", null=True)
        self.bool_(g("hidden", _MISSING), f"{path}.hidden")
        lines = g("explain", _MISSING)
        if self.list_(lines, f"{path}.explain"):
            for j, x in enumerate(lines):
                xp = f"{path}.explain[{j}]"
                if not self.obj(x, xp, _EXPLAIN_KEYS):
                    continue
                self.str_(x.get("key", _MISSING), f"{xp}.key")
                self.str_(x.get("rule", _MISSING), f"{xp}.rule")
                a = x.get("args", _MISSING)
                if a is not _MISSING:
                    if type(a) is not dict:
                        self.bad(f"{xp}.args", f"must be an object, got {_desc(a)}")
                    else:
                        self.free(a, f"{xp}.args", _FREE_DEPTH - 2)
        return last

    def dice(self, d: Any, path: str) -> None:
        if d is _MISSING or not self.obj(d, path, _DICE_KEYS, _DICE_OPTIONAL):
            return
        seed = d.get("seed", _MISSING)
        if seed is not _MISSING and type(seed) is not int:
            self.bad(f"{path}.seed", f"must be a whole number, got {_desc(seed)}")
        state = d.get("state", _MISSING)
        if state is _MISSING or state is None:
            return
        sp = f"{path}.state"
        if type(state) is not list or len(state) != 3:
            self.bad(sp, "must be a list [version, [625 whole numbers], gauss] "
                         "(random.Random.getstate())")
            return
        version, internal, gauss = state
        if version != 3 or type(version) is not int:
            self.bad(f"{sp}[0]", f"unknown random generator state version {_desc(version)} "
                                 "(known: 3)")
        if type(internal) is not list or len(internal) != 625:
            self.bad(f"{sp}[1]", "must be a list of 625 whole numbers")
        else:
            for j, x in enumerate(internal):
                if type(x) is not int or not 0 <= x < 2**32:
                    self.bad(f"{sp}[1][{j}]", f"must be a whole number 0..2^32-1, got "
                                              f"{_desc(x)}")
                    break
            else:
                if internal[-1] > 624:
                    self.bad(f"{sp}[1][624]", f"the position must be 0..624, got "
                                              f"{internal[-1]}")
        if gauss is not None and (type(gauss) is not float or not math.isfinite(gauss)):
            self.bad(f"{sp}[2]", f"must be a number or null, got {_desc(gauss)}")


def validate_document(data: Any) -> list[Problem]:
    """Every problem of a parsed document (empty list = valid); older formats are upgraded
    first (the paths are then those of the current format)."""
    return prepare_document(data)[1]


def problem_lines(name: str, problems: list[Problem]) -> list[str]:
    """``FILE: PATH: MESSAGE`` lines (``FILE: OK`` when there are none)."""
    if not problems:
        return [f"{name}: OK"]
    return [f"{name}: {p}" for p in problems]


__all__ = [
    "APP_ID", "FORMAT_VERSION", "MAX_DEPTH", "MAX_FILE_BYTES", "MIGRATIONS", "FileError",
    "Problem", "check_file", "problem_lines", "document_to_encounter", "dumps_encounter", "encounter_document",
    "load_encounter", "loads_encounter", "prepare_document", "save_encounter",
    "validate_document",
]
