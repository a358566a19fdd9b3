"""The library across processes, on a real file: a ``kill -9`` in the middle of a write
loses nothing committed and leaves a library that opens; two processes writing at once both
succeed, the second waiting for the first's transaction (the busy timeout) instead of
failing on the lock. Processes talk through pipes only (no sockets); every wait is bounded."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tracker.model.library import open_library

ROOT = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "PYTHONPATH": str(ROOT)}

#: commits 20 entries one by one, then dies inside an unfinished transaction of many more
CRASHING_WRITER = """
import sys
from tracker.model.library import open_library
lib = open_library(sys.argv[1])
for i in range(20):
    lib.add("gurps", f"Kept {i}", {"max_hp": 10}, ["kept"])
print("committed", flush=True)
with lib.write() as db:
    i = 0
    while True:
        db.execute("INSERT INTO entries (uid, ruleset, name, sheet, updated) "
                   "VALUES (?, 'gurps', ?, '{}', 'now')", (f"lost{i}", f"Lost {i}" * 200))
        i += 1
        if i == 3000:
            print("writing", flush=True)
"""

#: takes the write lock, says so, and commits one entry only when told to
HOLDER = """
import sys
from tracker.model.library import open_library
lib = open_library(sys.argv[1])
with lib.write() as db:
    db.execute("INSERT INTO entries (uid, ruleset, name, sheet, updated) "
               "VALUES ('held', 'gurps', 'Held', '{}', 'now')")
    db.execute("INSERT INTO entries_text (rowid, name, tags, notes) "
               "VALUES (last_insert_rowid(), 'held', '', '')")
    print("holding", flush=True)
    sys.stdin.readline()
print("released", flush=True)
"""


def _python(code: str, *args: str, **kw) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-c", code, *args], env=ENV, text=True,
                            stdout=subprocess.PIPE, stdin=subprocess.PIPE, **kw)


def _library_command(path: Path) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "tracker", "library", "--db", str(path)],
                            env=ENV, text=True, stdout=subprocess.PIPE, stdin=subprocess.PIPE,
                            stderr=subprocess.PIPE)


@pytest.mark.timeout(120)
@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="kill -9 is a POSIX signal")
def test_a_kill_during_a_write_loses_nothing_committed(tmp_path):
    path = tmp_path / "library.sqlite3"
    writer = _python(CRASHING_WRITER, str(path))
    try:
        assert writer.stdout.readline().strip() == "committed"
        assert writer.stdout.readline().strip() == "writing"  # 3,000 rows into the transaction
        os.kill(writer.pid, signal.SIGKILL)
        assert writer.wait(timeout=30) == -signal.SIGKILL
    finally:
        if writer.poll() is None:
            writer.kill()
    with open_library(str(path)) as lib:
        assert lib.db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert lib.count() == 20
        assert sorted(e.name for e in lib.search("kept", limit=50)[0]) == sorted(
            f"Kept {i}" for i in range(20))
        lib.add("gurps", "After the crash", {})  # and it takes new entries
    with open_library(str(path)) as lib:
        assert lib.count() == 21


@pytest.mark.timeout(120)
def test_a_second_process_waits_for_the_first_ones_write(tmp_path):
    path = tmp_path / "library.sqlite3"
    open_library(str(path)).close()
    holder = _python(HOLDER, str(path))
    other = None
    try:
        assert holder.stdout.readline().strip() == "holding"
        other = _library_command(path)
        other.stdin.write(json.dumps({"op": "add", "ruleset": "gurps", "name": "Waiting",
                                      "sheet": {}}) + "\n")
        other.stdin.flush()
        time.sleep(1.0)
        assert other.poll() is None  # still waiting for the lock, not failed on it
        holder.stdin.write("\n")
        holder.stdin.flush()
        assert holder.stdout.readline().strip() == "released"
        out, err = other.communicate("", timeout=60)
        assert other.returncode == 0, err
        assert json.loads(out)["entry"]["name"] == "Waiting"
    finally:
        for p in (holder, other):
            if p is not None and p.poll() is None:
                p.kill()
    with open_library(str(path)) as lib:
        assert sorted(e.name for e in lib.all()) == ["Held", "Waiting"]


@pytest.mark.timeout(180)
def test_two_processes_writing_at_once_both_succeed(tmp_path):
    path = tmp_path / "library.sqlite3"
    open_library(str(path)).close()
    lines = {who: "".join(json.dumps({"op": "add", "ruleset": "gurps", "name": f"{who} {i}",
                                      "sheet": {"max_hp": 10}, "tags": [who]}) + "\n"
                          for i in range(60)) for who in ("left", "right")}
    procs = {who: _library_command(path) for who in lines}
    try:
        for who, p in procs.items():  # both write while the other does
            p.stdin.write(lines[who])
            p.stdin.flush()
        results = {who: p.communicate("", timeout=150) for who, p in procs.items()}
    finally:
        for p in procs.values():
            if p.poll() is None:
                p.kill()
    for who, (out, err) in results.items():
        assert procs[who].returncode == 0, err
        answers = [json.loads(x) for x in out.splitlines()]
        assert len(answers) == 60 and all(a["ok"] for a in answers)
    with open_library(str(path)) as lib:
        assert lib.search("", tags=["left"])[1] == 60
        assert lib.search("", tags=["right"])[1] == 60
