"""Crash recovery: the journal makes every completed action durable, and survives SIGKILL."""

from __future__ import annotations

import errno
import importlib.util
import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tracker.model import journal as journal_mod
from tracker.model import operations as ops
from tracker.model.files import FileError
from tracker.model.journal import (
    BASE_NAME,
    LOG_NAME,
    Journal,
    apply_delta,
    has_recovery,
    make_delta,
    recover,
    recover_details,
)
from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.rulesets.gurps.rules.resolver import Hit

ROOT = Path(__file__).resolve().parents[2]
DRIVER = ROOT / "tests" / "data" / "journal_driver.py"

_spec = importlib.util.spec_from_file_location("journal_driver", DRIVER)
assert _spec and _spec.loader
driver = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(driver)
state_hash = driver.state_hash


class Replay:
    """The driver's script run in-process: the expected state hash after each step."""

    def __init__(self) -> None:
        self.enc = demo_encounter()
        self.history = ops.History(self.enc)
        self.hashes = [state_hash(self.enc)]

    def upto(self, n: int) -> list[str]:
        while len(self.hashes) <= n:
            driver.step(self.enc, self.history, len(self.hashes))
            self.hashes.append(state_hash(self.enc))
        return self.hashes


@pytest.fixture(scope="module")
def replay() -> Replay:
    return Replay()


# ----------------------------------------------------------------------------------------------
# In-process behaviour
# ----------------------------------------------------------------------------------------------
def test_every_record_is_recoverable(tmp_path, replay):
    """After each record, recovery gives exactly the current state (through compactions,
    undo, redo, removals and arrivals)."""
    enc = demo_encounter()
    history = ops.History(enc)
    j = Journal(tmp_path, compact_records=9)
    j.start(enc)
    assert state_hash(recover(tmp_path)) == replay.upto(0)[0]
    for i in range(1, 161):
        driver.step(enc, history, i)
        j.record(enc)
        got = recover_details(tmp_path)
        assert got is not None and not got.damaged
        assert state_hash(got.encounter) == replay.upto(i)[i], f"step {i}"
    assert got.actions == j.seq > 100


def test_nothing_to_recover(tmp_path):
    assert recover(tmp_path) is None
    assert recover(tmp_path / "never-created") is None
    assert not has_recovery(tmp_path)


def test_clear_and_record_after_clear(tmp_path):
    enc = demo_encounter()
    j = Journal(tmp_path)
    j.start(enc, source="/games/ford.json")
    ops.apply_hit(enc, "c1", Hit(5, "cr", "torso"))
    j.record(enc)
    got = recover_details(tmp_path)
    assert got.source == "/games/ford.json" and got.actions == 1
    j.clear()  # the GM saved
    assert recover(tmp_path) is None and not has_recovery(tmp_path)
    ops.next_turn(enc)
    j.record(enc)  # starts a new journal on its own
    assert state_hash(recover(tmp_path)) == state_hash(enc)


def test_unchanged_state_writes_nothing(tmp_path):
    enc = demo_encounter()
    j = Journal(tmp_path)
    j.start(enc)
    j.record(enc)
    assert (tmp_path / LOG_NAME).read_bytes() == b""


def test_torn_last_line_is_ignored(tmp_path):
    enc = demo_encounter()
    j = Journal(tmp_path)
    j.start(enc)
    ops.apply_hit(enc, "c1", Hit(5, "cr", "torso"))
    j.record(enc)
    good = state_hash(enc)
    ops.apply_hit(enc, "c2", Hit(7, "cut", "arm_left"))
    j.record(enc)
    j.close()
    log = tmp_path / LOG_NAME
    data = log.read_bytes()
    last = data.rindex(b"\n", 0, len(data) - 1) + 1
    for cut in (last + 1, last + 20, len(data) - 1):  # a crash in mid-write
        log.write_bytes(data[:cut])
        got = recover_details(tmp_path)
        assert state_hash(got.encounter) == good and not got.damaged


def test_damaged_line_stops_recovery_there(tmp_path):
    enc = demo_encounter()
    j = Journal(tmp_path)
    j.start(enc)
    hashes = []
    for i in range(4):
        ops.apply_hit(enc, "c2", Hit(3 + i, "cr", "torso"))
        j.record(enc)
        hashes.append(state_hash(enc))
    j.close()
    log = tmp_path / LOG_NAME
    lines = log.read_bytes().splitlines(keepends=True)
    flipped = bytearray(lines[2])
    flipped[-10] ^= 0x01  # one bit of rot in the third record
    log.write_bytes(b"".join(lines[:2] + [bytes(flipped)] + lines[3:]))
    got = recover_details(tmp_path)
    assert state_hash(got.encounter) == hashes[1] and got.damaged and got.actions == 2


def test_lines_of_an_older_base_are_not_replayed(tmp_path):
    """A crash between writing a new base and emptying the log leaves old lines behind."""
    enc = demo_encounter()
    j = Journal(tmp_path)
    j.start(enc)
    ops.apply_hit(enc, "c2", Hit(6, "cr", "torso"))
    j.record(enc)
    stale = (tmp_path / LOG_NAME).read_bytes()
    j.start(enc)  # new base
    (tmp_path / LOG_NAME).write_bytes(stale)
    assert state_hash(recover(tmp_path)) == state_hash(enc)


def test_in_place_change_of_a_log_entry_is_recorded(tmp_path):
    enc = demo_encounter()
    j = Journal(tmp_path)
    j.start(enc)
    ops.apply_hit(enc, "c2", Hit(6, "cr", "torso"))
    j.record(enc)
    enc.log[-1].args["damage"] = 99
    enc.log[-1].hidden = True
    j.record(enc)
    assert state_hash(recover(tmp_path)) == state_hash(enc)


def test_failed_write_raises_and_next_record_starts_over(tmp_path, monkeypatch):
    enc = demo_encounter()
    j = Journal(tmp_path)
    j.start(enc)
    ops.apply_hit(enc, "c2", Hit(6, "cr", "torso"))
    j.record(enc)

    def disk_full(_fd):
        raise OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr(journal_mod.os, "fsync", disk_full)
    ops.next_turn(enc)
    with pytest.raises(FileError, match="recovery"):
        j.record(enc)
    monkeypatch.undo()
    ops.apply_hit(enc, "c1", Hit(4, "cut", "torso"))
    j.record(enc)
    assert state_hash(recover(tmp_path)) == state_hash(enc)


def test_lazy_start_writes_nothing_until_the_first_action(tmp_path):
    enc = demo_encounter()
    j = Journal(tmp_path)
    j.start_lazily(source="/games/ford.json")
    assert recover_details(tmp_path) is None  # an idle session leaves nothing to offer
    ops.apply_hit(enc, "c2", Hit(6, "cr", "torso"))
    j.record(enc)
    got = recover_details(tmp_path)
    assert got.actions == 1 and got.source == "/games/ford.json"
    assert state_hash(got.encounter) == state_hash(enc)
    ops.next_turn(enc)
    j.record(enc)
    got = recover_details(tmp_path)
    assert got.actions == 2 and state_hash(got.encounter) == state_hash(enc)


def test_lazy_start_removes_the_journal_of_the_previous_encounter(tmp_path):
    enc = demo_encounter()
    j = Journal(tmp_path)
    j.start(enc)
    ops.apply_hit(enc, "c2", Hit(6, "cr", "torso"))
    j.record(enc)
    j.start_lazily()  # another encounter was opened: the old state must not be offered
    assert recover_details(tmp_path) is None


def test_an_action_after_a_save_is_counted(tmp_path):
    """After a save the journal is cleared; the next action starts a base that counts it,
    so a crash right after it is still offered for recovery."""
    enc = demo_encounter()
    j = Journal(tmp_path)
    j.start(enc)
    ops.apply_hit(enc, "c2", Hit(6, "cr", "torso"))
    j.record(enc)
    j.clear()
    ops.apply_hit(enc, "c1", Hit(4, "cut", "torso"))
    j.record(enc)
    got = recover_details(tmp_path)
    assert got.actions == 1 and state_hash(got.encounter) == state_hash(enc)


def test_start_with_restored_actions_is_offered_again(tmp_path):
    enc = demo_encounter()
    Journal(tmp_path).start(enc, actions=4)
    got = recover_details(tmp_path)
    assert got.actions == 4 and state_hash(got.encounter) == state_hash(enc)


def test_unreadable_base_is_a_file_error(tmp_path):
    (tmp_path / BASE_NAME).write_text('{"recovery": 1, "epoch": "x"', encoding="utf-8")
    with pytest.raises(FileError, match=BASE_NAME):
        recover(tmp_path)
    (tmp_path / BASE_NAME).write_text("[]", encoding="utf-8")
    with pytest.raises(FileError, match="not a recovery journal"):
        recover(tmp_path)


def test_delta_round_trip():
    enc = demo_encounter()
    history = ops.History(enc)
    prev = json.loads(json.dumps(enc.to_dict()))
    for i in range(1, 120):
        driver.step(enc, history, i)
        cur = json.loads(json.dumps(enc.to_dict()))
        delta = json.loads(json.dumps(make_delta(prev, cur)))
        assert apply_delta(prev, delta) == cur
        prev = cur
    assert make_delta(cur, cur) == {}


def test_record_is_cheap_for_a_big_log(tmp_path):
    """A record writes what changed, not the whole fight."""
    enc = demo_encounter()
    for _ in range(300):
        ops.roll_dice(enc, "3d")
    j = Journal(tmp_path)
    j.start(enc)
    ops.next_turn(enc)
    j.record(enc)
    line = (tmp_path / LOG_NAME).read_bytes()
    assert len(line) < 12_000 < (tmp_path / BASE_NAME).stat().st_size


# ----------------------------------------------------------------------------------------------
# The hard requirement: SIGKILL at random moments loses nothing that was reported done
# ----------------------------------------------------------------------------------------------
def _done_lines(out: bytes) -> list[tuple[int, str]]:
    done = []
    for line in out.split(b"\n")[:-1]:  # only complete lines
        parts = line.decode().split()
        if len(parts) == 3 and parts[0] == "DONE":
            done.append((int(parts[1]), parts[2]))
    return done


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_sigkill_at_random_moments_loses_nothing(tmp_path, replay):
    rng = random.Random(int(os.environ.get("JOURNAL_KILL_SEED", "0")) or None)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    delays = [0.0, 0.05] + [rng.uniform(0.1, 1.5) for _ in range(5)]
    deadline = time.monotonic() + 17
    for run, delay in enumerate(delays):
        if time.monotonic() > deadline:
            break
        directory = tmp_path / f"run{run}"
        compact = rng.choice([3, 10, 25, 1000])
        proc = subprocess.Popen([sys.executable, str(DRIVER), str(directory), "100000",
                                 str(compact)], stdout=subprocess.PIPE, cwd=ROOT, env=env)
        try:
            if run > 0:  # run 0 is killed at once, even before the journal starts
                first = proc.stdout.readline()
                assert first.startswith(b"DONE 0 "), first
            else:
                first = b""
            time.sleep(delay)
            os.kill(proc.pid, signal.SIGKILL)
            rest = proc.stdout.read()
        finally:
            proc.kill()
            proc.wait()
        assert proc.returncode == -signal.SIGKILL
        done = _done_lines(first + rest)
        last = done[-1][0] if done else -1
        expected = replay.upto(last + 1)
        for n, h in done[-3:]:
            assert h == expected[n], f"driver and replay differ at step {n}"
        got = recover(directory)
        if got is None:
            assert last == -1, f"run {run}: nothing recovered after DONE {last}"
            continue
        h = state_hash(got)
        assert h in (expected[max(last, 0)], expected[last + 1]), (
            f"run {run} (delay {delay:.2f}s, compact {compact}): recovered state is neither "
            f"step {last} nor step {last + 1}")


def test_an_optional_field_that_comes_and_goes_is_recovered(tmp_path):
    """``turns_back`` is written only while the pointer is stepped back: the journal records
    it appearing and disappearing."""
    enc = demo_encounter()
    j = Journal(tmp_path)
    j.start(enc)
    for op in (ops.next_turn, ops.previous_turn, ops.next_turn):
        op(enc)
        j.record(enc)
        got = recover(tmp_path)
        assert got.turns_back == enc.turns_back and state_hash(got) == state_hash(enc)
