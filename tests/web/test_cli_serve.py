"""``python -m tracker serve FILE``: URL on the first line, follows the file, stops cleanly;
bad arguments and bad files are named."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from tracker.model import operations as ops
from tracker.model.files import load_encounter, save_encounter
from tracker.model.public import project
from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.rulesets.gurps.rules.resolver import Hit

ROOT = Path(__file__).resolve().parent.parent.parent


def serve(*args: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "tracker", "serve", *args], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env={**os.environ, "PYTHONUNBUFFERED": "1"})


def state(url: str) -> dict:
    base, _, query = url.partition("/?")
    with urllib.request.urlopen(f"{base}/api/state?{query}", timeout=10) as r:
        return json.loads(r.read())


def test_serve_prints_the_url_and_follows_the_file(tmp_path):
    path = tmp_path / "fight.ctenc"
    save_encounter(demo_encounter(), path)
    proc = serve(str(path), "--host", "127.0.0.1", "--port", "0", "--token", "abcdefgh12")
    try:
        url = proc.stdout.readline().strip()
        assert url.startswith("http://127.0.0.1:") and url.endswith("/?t=abcdefgh12")
        assert state(url) == project(load_encounter(path)).to_json()
        enc = load_encounter(path)
        aiko = next(c.id for c in enc.ordered() if c.name == "Aiko")
        ops.apply_hit(enc, aiko, Hit(9, "cr", "torso"))
        save_encounter(enc, path)
        deadline = time.monotonic() + 10
        while state(url)["combatants"][0]["hp"] != 7:
            assert time.monotonic() < deadline
            time.sleep(0.05)
        path.write_text("{ half a save", encoding="utf-8")  # kept: the last good state
        time.sleep(0.6)
        assert state(url)["combatants"][0]["hp"] == 7
        proc.send_signal(signal.SIGINT)
        assert proc.wait(15) == 0
        assert "fight.ctenc" in proc.stderr.read()
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


def test_bad_arguments_and_files_are_named(tmp_path):
    bad = tmp_path / "bad.ctenc"
    bad.write_text("not json", encoding="utf-8")
    for args, code, needle in (
        ([str(tmp_path / "missing.ctenc")], 1, "does not exist"),
        ([str(bad)], 1, "bad.ctenc"),
        ([str(bad), "--port", "70000"], 2, "--port"),
        ([str(bad), "--token", "short"], 2, "--token"),
        ([str(bad), "--token", "has spaces in it"], 2, "--token"),
        ([], 2, "FILE"),
    ):
        proc = serve(*args)
        out, err = proc.communicate(timeout=30)
        assert proc.returncode == code, (args, out, err)
        assert needle in err and out == "", (args, err)


def _end_event_on(url: str, sig: int, proc: subprocess.Popen) -> None:
    """An open page's stream gets the end event when ``sig`` stops the command, which
    exits 0."""
    import socket

    base, _, query = url.partition("/?")
    host, port = base.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=10) as s:
        s.sendall(f"GET /api/events?{query} HTTP/1.1\r\nHost: {host}:{port}\r\n\r\n".encode())
        f = s.makefile("rb")
        assert b" 200 " in f.readline()
        while not f.readline().startswith(b"data: "):
            pass  # the state at once
        proc.send_signal(sig)
        rest = b""
        while line := f.readline():
            rest += line
        assert b"event: end\n" in rest
    assert proc.wait(15) == 0


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
@pytest.mark.parametrize(("sig", "background"), [
    (signal.SIGTERM, False), (signal.SIGINT, True), (signal.SIGTERM, True)])
def test_sigint_and_sigterm_end_every_page_and_exit_0(tmp_path, sig, background):
    """A background job of a shell starts with SIGINT ignored: it must stop all the same."""
    path = tmp_path / "fight.ctenc"
    save_encounter(demo_encounter(), path)
    ignore = (lambda: signal.signal(signal.SIGINT, signal.SIG_IGN)) if background else None
    proc = subprocess.Popen([sys.executable, "-m", "tracker", "serve", str(path), "--host",
                             "127.0.0.1", "--port", "0"], cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, preexec_fn=ignore,
                            env={**os.environ, "PYTHONUNBUFFERED": "1"})
    try:
        _end_event_on(proc.stdout.readline().strip(), sig, proc)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
