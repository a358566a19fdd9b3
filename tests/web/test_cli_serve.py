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

from tracker.model import operations as ops
from tracker.model.files import load_encounter, save_encounter
from tracker.model.gurps.demo import demo_encounter
from tracker.model.gurps.resolver import Hit
from tracker.model.public import project

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
