"""Crash recovery: a journal that makes every completed action durable before it returns.

A running session keeps two files in its recovery folder:

``recovery.json``
    the *base*: ``{"recovery": 1, "epoch": E, "seq": S, "source": F, "document": {...}}``
    where ``document`` is a complete encounter file (format 1) and ``S`` counts the actions
    recorded so far. It is always replaced atomically.
``recovery.log``
    one line per action recorded after the base, ``"<seq> <crc32> <delta JSON>\\n"``: the
    changes from the previous state (encounter fields that changed, combatants added, changed
    or removed, log entries dropped and added). ``seq`` continues from the base's ``S`` one by
    one and the CRC-32 covers the base's epoch, the seq and the JSON, so a torn line (a crash
    in the middle of a write), a damaged line or a line left over from an older base is
    recognised: recovery stops before it.

:meth:`Journal.record` appends the line, flushes and fsyncs it before returning. Every
``compact_records`` records or ``compact_bytes`` of log it writes a new base (new epoch)
and empties the log, so recovery never has to replay much. :func:`recover` rebuilds the
state after the last complete line.
"""

from __future__ import annotations

import json
import os
import zlib
from collections.abc import Collection
from dataclasses import dataclass
from typing import Any

from .encounter import Encounter
from .files import (
    APP_ID,
    FORMAT_VERSION,
    MAX_FILE_BYTES,
    FileError,
    Problem,
    atomic_write,
    document_to_encounter,
    fsync_directory,
    gc_paused,
    os_args,
    parse_json,
    read_text,
    validate_document,
)
from .files.validate import change_problems, sheet_problems

BASE_NAME = "recovery.json"
LOG_NAME = "recovery.log"
RECOVERY_VERSION = 1
#: the base may be larger than a saved file (it is written by this program only)
_MAX_BASE_BYTES = 4 * MAX_FILE_BYTES
_MISSING: Any = object()
_JSON = json.JSONEncoder(ensure_ascii=True, allow_nan=False, separators=(",", ":"))


def _crc(epoch: str, seq: int, payload: bytes) -> int:
    return zlib.crc32(payload, zlib.crc32(f"{epoch}:{seq}:".encode("ascii")))


# ----------------------------------------------------------------------------------------------
# Deltas between two Encounter.to_dict() states
# ----------------------------------------------------------------------------------------------
def make_delta(prev: dict[str, Any], cur: dict[str, Any]) -> dict[str, Any]:
    """What turns ``prev`` into ``cur`` (both ``Encounter.to_dict()``); {} when equal."""
    delta: dict[str, Any] = {}
    changed = {k: v for k, v in cur.items()
               if k not in ("combatants", "log") and prev.get(k, _MISSING) != v}
    gone = [k for k in prev if k not in cur]
    if changed:
        delta["set"] = changed
    if gone:
        delta["unset"] = gone
    p_list, c_list = prev["combatants"], cur["combatants"]
    p_by_id = {c["id"]: c for c in p_list}
    ids = [c["id"] for c in c_list]
    if ids != [c["id"] for c in p_list]:
        delta["ids"] = ids
    put = {}
    for c in c_list:
        p = p_by_id.get(c["id"])
        if p is not c and p != c:  # a combatant taken over from ``prev`` is the same object
            put[c["id"]] = c
    if put:
        delta["put"] = put
    p_log, c_log = prev["log"], cur["log"]
    n = min(len(p_log), len(c_log))
    if c_log[:n] == p_log[:n]:
        keep = n
    else:
        keep = next(i for i in range(n) if c_log[i] != p_log[i])
    if keep != len(p_log) or keep != len(c_log):
        delta["log"] = [keep, c_log[keep:]]
    return delta


def apply_delta(state: dict[str, Any], delta: dict[str, Any]) -> dict[str, Any]:
    """``state`` (an ``Encounter.to_dict()``) with ``delta`` applied (a new dict)."""
    out = dict(state)
    for k in delta.get("unset", ()):
        out.pop(k, None)
    out.update(delta.get("set", {}))
    if "ids" in delta or "put" in delta:
        by_id = {c["id"]: c for c in state["combatants"]}
        by_id.update(delta.get("put", {}))
        ids = delta.get("ids") or [c["id"] for c in state["combatants"]]
        out["combatants"] = [by_id[cid] for cid in ids]
    if "log" in delta:
        keep, added = delta["log"]
        out["log"] = state["log"][:keep] + added
    return out


def _own_log(cur_log: list[dict[str, Any]], prev_log: list[dict[str, Any]],
             keep: int) -> list[dict[str, Any]]:
    """The log dicts to compare the next state with: the first ``keep`` are already our own
    copies, the rest are copied (``LogEntry.to_dict`` hands out the entry's own ``args``, so
    without a copy an in-place change of an entry would go unnoticed)."""
    own = prev_log[:keep]
    own.extend(json.loads(_JSON.encode(cur_log[keep:])))
    return own


# ----------------------------------------------------------------------------------------------
# The journal
# ----------------------------------------------------------------------------------------------
class Journal:
    """The recovery journal of one running session, kept in ``directory``."""

    def __init__(self, directory: str | os.PathLike[str], *, compact_records: int = 500,
                 compact_bytes: int = 4 * 1024 * 1024) -> None:
        self.directory = os.fspath(directory)
        self.base_path = os.path.join(self.directory, BASE_NAME)
        self.log_path = os.path.join(self.directory, LOG_NAME)
        self.compact_records = compact_records
        self.compact_bytes = compact_bytes
        self.source: str | None = None
        self._fh: Any = None
        self._epoch = ""
        self._seq = 0  # actions recorded since start()
        self._since_base = 0
        self._log_bytes = 0
        self._prev: dict[str, Any] | None = None

    @property
    def active(self) -> bool:
        return self._fh is not None

    @property
    def seq(self) -> int:
        """How many actions were recorded since :meth:`start`."""
        return self._seq

    # -- writing -------------------------------------------------------------------------------
    def start(self, enc: Encounter, source: str | os.PathLike[str] | None = None,
              actions: int = 0) -> None:
        """Begin a session: write ``enc`` as the base and empty the log.

        ``source`` is the file the session edits (shown when offering recovery); ``actions``
        counts unsaved actions ``enc`` already holds (a restored session), so that it is
        offered again if the tracker stops before the next action."""
        self.source = None if source is None else os.fspath(source)
        self._seq = actions
        self._rebase(enc)

    def start_lazily(self, source: str | os.PathLike[str] | None = None) -> None:
        """Begin a session whose base is written by the first :meth:`record`.

        Until an action is done there is nothing to recover, so a start (or a newly opened
        file) does not wait for a synced write. A journal of an earlier encounter in this
        folder is removed at once: it must never be offered in place of this one."""
        self._close()
        self._prev = None
        self.source = None if source is None else os.fspath(source)
        self._seq = 0
        if any(os.path.exists(os.path.join(self.directory, n)) for n in (BASE_NAME, LOG_NAME)):
            clear(self.directory)

    def record(self, enc: Encounter, changed: Collection[str] | None = None) -> None:
        """Make the current state of ``enc`` durable (call after every completed action,
        undo and redo). ``changed``: the combatants the change may have touched (None: any);
        the others are taken from the state recorded last. Raises :class:`FileError` when
        the disk refuses; the next call then starts over with a fresh base."""
        if self._fh is None or self._prev is None:
            self._seq += 1  # the count goes on: the new base carries it and this action
            self._rebase(enc)
            return
        with gc_paused():
            cur = enc.to_dict(reuse=self._prev, changed=changed)
            delta = make_delta(self._prev, cur)
            if not delta:
                return
            self._refuse_invalid(enc, cur, delta)
            payload = _JSON.encode(delta).encode("ascii")
        seq = self._seq + 1
        line = b"%d %08x %s\n" % (seq, _crc(self._epoch, seq, payload), payload)
        try:
            self._fh.write(line)
            self._fh.flush()
            os.fsync(self._fh.fileno())
        except OSError as exc:
            self._close()  # a torn line may be in the file: the next record rebases
            raise FileError("journal_write", f"Could not write the recovery journal "
                            f"'{self.log_path}': {exc.strerror or exc}", file=self.log_path,
                            **os_args(exc)) from exc
        self._seq = seq
        self._since_base += 1
        self._log_bytes += len(line)
        if "log" in delta:
            cur["log"] = _own_log(cur["log"], self._prev["log"], delta["log"][0])
        else:
            cur["log"] = self._prev["log"]
        self._prev = cur
        if self._since_base >= self.compact_records or self._log_bytes >= self.compact_bytes:
            self._rebase(enc, cur)

    def _refuse_invalid(self, enc: Encounter, cur: dict[str, Any],
                        delta: dict[str, Any]) -> None:
        """A state the loader would refuse is never journaled (recovery could not read it):
        the journal stops at the last good state and says why; the next record starts a
        new base once the state is good again. Only what changed is checked."""
        put = delta.get("put", {})
        where = {c["id"]: i for i, c in enumerate(cur["combatants"])}
        keep = delta["log"][0] if "log" in delta else len(cur["log"])
        same = frozenset() if "ids" in delta else frozenset(
            k for k in ("checks", "timers") if k not in delta.get("set", ()))
        problems = change_problems(cur, list(put.values()), frozenset(where), keep,
                                   [where[k] for k in put], same)
        if not problems:
            problems = sheet_problems(enc, cur, put)
        if problems:
            self._close()
            self._prev = None
            self._refused(problems)

    def _refused(self, problems: list[Problem]) -> None:
        shown = "; ".join(str(p) for p in problems[:3])
        raise FileError("journal_refused", f"The recovery journal stopped at the last action "
                        f"it could restore: the encounter now holds values a file may not "
                        f"hold ({shown})", file=self.log_path, problems=problems)

    def _rebase(self, enc: Encounter, state: dict[str, Any] | None = None) -> None:
        self._close()
        with gc_paused():
            if state is None:
                state = enc.to_dict()
                state["log"] = _own_log(state["log"], [], 0)
            document = {"format_version": FORMAT_VERSION, "app": APP_ID, "encounter": state}
            problems = validate_document(document) or sheet_problems(enc, state)
        if problems:
            self._prev = None
            self._refused(problems)
        try:
            os.makedirs(self.directory, exist_ok=True)
            with gc_paused():
                epoch = os.urandom(8).hex()
                base = {"recovery": RECOVERY_VERSION, "epoch": epoch, "seq": self._seq,
                        "source": self.source, "document": document}
                data = _JSON.encode(base).encode("ascii")
            atomic_write(self.base_path, data)
            # Lines of the old epoch no longer match: emptying the log is only tidiness.
            fh = open(self.log_path, "wb")
            try:
                os.fsync(fh.fileno())
            except OSError:
                fh.close()
                raise
        except (OSError, ValueError) as exc:
            args = os_args(exc) if isinstance(exc, OSError) else {"os_errno": None,
                                                                  "os_reason": str(exc)}
            raise FileError("journal_write", f"Could not write the recovery journal in "
                            f"'{self.directory}': {getattr(exc, 'strerror', None) or exc}",
                            file=self.base_path, **args) from exc
        self._fh = fh
        self._epoch = epoch
        self._since_base = 0
        self._log_bytes = 0
        self._prev = state

    # -- ending --------------------------------------------------------------------------------
    def _close(self) -> None:
        if self._fh is not None:
            try:
                self._fh.close()
            except OSError:
                pass
            self._fh = None

    def close(self) -> None:
        """Stop writing but keep the files (as a crash would)."""
        self._close()
        self._prev = None

    def clear(self) -> None:
        """Remove the journal (clean exit, or the encounter was just saved). A later
        :meth:`record` starts a new one."""
        self.close()
        self._seq = 0
        clear(self.directory)


def clear(directory: str | os.PathLike[str]) -> None:
    """Remove a recovery journal (e.g. after the GM declined to recover)."""
    directory = os.fspath(directory)
    for name in (BASE_NAME, LOG_NAME):  # base first: a log without a base is nothing
        try:
            os.remove(os.path.join(directory, name))
        except FileNotFoundError:
            pass
        except OSError as exc:
            raise FileError("journal_write", f"Could not remove the recovery journal "
                            f"'{os.path.join(directory, name)}': {exc.strerror or exc}",
                            file=os.path.join(directory, name), **os_args(exc)) from exc
    fsync_directory(directory)


# ----------------------------------------------------------------------------------------------
# Recovery
# ----------------------------------------------------------------------------------------------
@dataclass(slots=True)
class Recovered:
    """What a crashed session's journal gives back: the encounter as after its last complete
    action, the file it was editing, how many actions it recorded, and whether a line was lost."""

    encounter: Encounter
    #: the file the crashed session was editing, if it had one
    source: str | None
    #: actions recorded in that session (since it started or was last saved)
    actions: int
    #: a damaged line was found (anything after it was lost)
    damaged: bool = False


def has_recovery(directory: str | os.PathLike[str]) -> bool:
    return os.path.isfile(os.path.join(os.fspath(directory), BASE_NAME))


def recover_details(directory: str | os.PathLike[str]) -> Recovered | None:
    """The state after the last complete journal line, or None if there is no journal.

    Raises :class:`FileError` if the base itself is unreadable."""
    directory = os.fspath(directory)
    base_path = os.path.join(directory, BASE_NAME)
    if not os.path.isfile(base_path):
        return None
    with gc_paused():
        base = parse_json(read_text(base_path, _MAX_BASE_BYTES), base_path)
        if (type(base) is not dict or base.get("recovery") != RECOVERY_VERSION
                or type(base.get("epoch")) is not str or type(base.get("seq")) is not int
                or type(base.get("document")) is not dict
                or type(base["document"].get("encounter")) is not dict):
            raise FileError("journal_invalid", f"Cannot recover from '{base_path}': it is "
                            "not a recovery journal of this version", file=base_path)
        epoch, seq = base["epoch"], base["seq"]
        doc = base["document"]
        state = doc["encounter"]
        damaged = False
        try:
            fh = open(os.path.join(directory, LOG_NAME), "rb")
        except OSError:
            fh = None
        if fh is not None:
            with fh:
                for line in fh:
                    nxt = _read_line(line, epoch, seq + 1)
                    if nxt is None:
                        # a torn last line is normal after a crash; a complete line with
                        # the right number that does not check out is damage
                        damaged = line.endswith(b"\n") and line.split(b" ", 1)[0] == (
                            str(seq + 1).encode("ascii"))
                        break
                    try:
                        state = apply_delta(state, nxt)
                    except (KeyError, TypeError, ValueError, IndexError, AttributeError):
                        damaged = True
                        break
                    seq += 1
        enc = document_to_encounter({**doc, "encounter": state}, base_path)
    source = base.get("source")
    return Recovered(enc, source if type(source) is str else None, seq, damaged)


def _read_line(line: bytes, epoch: str, seq: int) -> dict[str, Any] | None:
    """The delta of one complete, intact line numbered ``seq``; None otherwise."""
    if not line.endswith(b"\n"):
        return None  # torn by a crash in mid-write
    parts = line[:-1].split(b" ", 2)
    if len(parts) != 3:
        return None
    try:
        if int(parts[0]) != seq or int(parts[1], 16) != _crc(epoch, seq, parts[2]):
            return None
        delta = json.loads(parts[2])
    except (ValueError, RecursionError):
        return None
    return delta if type(delta) is dict else None


def recover(directory: str | os.PathLike[str]) -> Encounter | None:
    """The encounter as it was after the last recorded action, or None."""
    found = recover_details(directory)
    return None if found is None else found.encounter


__all__ = ["Journal", "Recovered", "apply_delta", "clear", "has_recovery", "make_delta",
           "recover", "recover_details"]
