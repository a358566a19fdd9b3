"""Start-up of the bundle beside ``python -m tracker``: time from process start to the GM
window shown (demo encounter, offscreen), medians of interleaved runs.

    python packaging/build.py          # once: dist/combat-tracker/
    python packaging/bench_start.py [--runs N] [--bundle PATH]

Target: the bundle within 1.5× of ``python -m tracker``. Both are started as a user starts
them, with fresh settings and data folders, and report through the app's own
``COMBAT_TRACKER_QUIT_WHEN_SHOWN`` hook (it prints the moment the window's first frame is on
screen, then the moment the demo is painted in it, and quits cleanly), so the same code path
is timed in both; this compares the second moment, the window with its demo.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from build import executable  # noqa: E402


def start_time(command: list[str]) -> float:
    """Seconds from starting ``command`` to its window shown."""
    with tempfile.TemporaryDirectory() as home:
        # as on a user's machine, modules load from cached bytecode
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env.update(QT_QPA_PLATFORM="offscreen", LANG="en_US.UTF-8", LC_ALL="en_US.UTF-8",
                   LANGUAGE="en", HOME=home, XDG_CONFIG_HOME=home, XDG_DATA_HOME=home,
                   COMBAT_TRACKER_QUIT_WHEN_SHOWN="1")
        t0 = time.time()
        res = subprocess.run(command, capture_output=True, text=True, env=env, cwd=home,
                             timeout=120)
        shown = [line for line in res.stdout.splitlines() if line.startswith("ready ")]
        if res.returncode != 0 or not shown:
            raise RuntimeError(f"{command[0]} did not show its window:\n{res.stderr}")
        return float(shown[-1].split()[1]) - t0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--bundle", type=Path, default=executable())
    args = parser.parse_args(argv)
    if not args.bundle.is_file():
        print(f"no bundle at {args.bundle}: build it with python packaging/build.py",
              file=sys.stderr)
        return 2
    python = [sys.executable, "-m", "tracker"]
    bundle = [str(args.bundle)]
    start_time(python)  # warm the bytecode and the disk cache
    start_time(bundle)
    py, bu = [], []
    for _ in range(args.runs):  # interleaved: a busy moment weighs on both alike
        py.append(start_time(python))
        bu.append(start_time(bundle))
    py_t, bu_t = statistics.median(py), statistics.median(bu)
    print(f"start to window shown: python -m tracker  {py_t * 1000:7.1f} ms")
    print(f"start to window shown: bundle             {bu_t * 1000:7.1f} ms"
          f"   (ratio {bu_t / py_t:.2f}×, target ≤ 1.5×: {'OK' if bu_t <= 1.5 * py_t else 'MISSED'})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
