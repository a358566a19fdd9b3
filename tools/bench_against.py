"""Start-up and hit → views of this tree beside an earlier commit, measured in one run.

    python tools/bench_against.py REF [--runs N] [--this OTHER]

REF is any commit (say, the one before a refactoring). Its tree is exported to a temporary
folder and both trees are run by this interpreter, interleaved (a busy moment of a loaded
machine weighs on both alike), each in a fresh child process with fresh settings and data
folders, offscreen:

- start-up: process start to the GM window's first frame (``shown``) and to the demo painted
  in it (``ready``), through the app's own ``COMBAT_TRACKER_QUIT_WHEN_SHOWN`` hook;
- hit → views: the median time from one undoable GURPS hit to every view of the GM window
  updated, with 2 and with 200 combatants (40 hits each), through the same public calls in
  both trees (``operations.add_combatant``, ``EncounterDocument.run``, ``MainWindow``).

``--this OTHER`` measures commit OTHER in place of the working tree (say, the two ends of a
range of commits). It prints the medians of both trees and their ratio (this tree ÷ REF); the target of a
refactoring is a ratio of at most 1.0 within the noise the spread of the runs shows.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

_HITS = r"""
import json, statistics, sys, time
from PySide6.QtWidgets import QApplication
from tracker.model import operations as ops
from tracker.model.encounter import Encounter
from tracker.rulesets.gurps.rules.bodyplan import body_plans
from tracker.rulesets.gurps.rules.resolver import Hit
from tracker.rulesets.gurps.rules.sheet import GurpsSheet
from tracker.ui.document import EncounterDocument
from tracker.ui.main_window import MainWindow

app = QApplication([])
out = {}
for n in (2, 200):
    enc = Encounter(name=f"bench {n}", in_combat=True)
    enc.dice.__init__(n)
    plans = list(body_plans())
    for i in range(n):
        ops.add_combatant(enc, f"Foe {i + 1}", "enemy",
                          GurpsSheet(max_hp=10_000, body=plans[i % len(plans)]), mid_fight=False)
    ids = list(enc.order)
    doc = EncounterDocument(enc)
    win = MainWindow(doc)
    win.resize(1280, 860)
    win.show()
    app.processEvents()
    times = []
    for k in range(40):
        t0 = time.perf_counter()
        doc.run("hit", ops.apply_hit, ids[(k * 7) % len(ids)], Hit(3, "cr", "random", roll=10))
        app.processEvents()
        times.append(time.perf_counter() - t0)
    doc.undo_stack.setClean()
    win.close()
    win.deleteLater()
    app.processEvents()
    out[f"hit {n}"] = statistics.median(times)
import tracker
out["tree"] = tracker.__file__
print(json.dumps(out))
"""

_START = r"""
import os, sys
os.environ["COMBAT_TRACKER_QUIT_WHEN_SHOWN"] = "1"
from tracker.__main__ import main
sys.exit(main([]))
"""


def _env(tree: Path, home: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env.update(QT_QPA_PLATFORM="offscreen", LANG="en_US.UTF-8", LC_ALL="en_US.UTF-8",
               LANGUAGE="en", HOME=home, XDG_CONFIG_HOME=home, XDG_DATA_HOME=home,
               PYTHONPATH=str(tree))
    return env


def _run(tree: Path, script: str) -> tuple[float, str]:
    with tempfile.TemporaryDirectory() as home:
        t0 = time.time()
        res = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                             env=_env(tree, home), cwd=home, timeout=300)
    if res.returncode != 0:
        raise RuntimeError(f"the run in {tree} failed:\n{res.stderr[-2000:]}")
    return t0, res.stdout


def start_figures(tree: Path) -> dict[str, float]:
    t0, out = _run(tree, _START)
    moments = dict(line.split()[:2] for line in out.splitlines()
                   if line.startswith(("shown ", "ready ")))
    if "ready" not in moments:
        raise RuntimeError(f"the app in {tree} never reported its window ready")
    figures = {"start: demo painted": float(moments["ready"]) - t0}
    if "shown" in moments:
        figures["start: first frame"] = float(moments["shown"]) - t0
    return figures


def hit_figures(tree: Path) -> dict[str, float]:
    figures = json.loads(_run(tree, _HITS)[1].splitlines()[-1])
    where = Path(figures.pop("tree")).resolve()
    if tree.resolve() not in where.parents:  # an installed copy would shadow the tree
        raise RuntimeError(f"the run meant for {tree} imported {where}")
    return figures


def export(ref: str, into: Path, name: str = "ref") -> Path:
    """REF's tree as files (``git archive``), bytecode compiled as a user's install has it."""
    archive = into / f"{name}.tar"
    subprocess.run(["git", "-C", str(ROOT), "archive", "--format=tar", "-o", str(archive), ref],
                   check=True)
    tree = into / name
    with tarfile.open(archive) as tar:
        tar.extractall(tree, filter="data")
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(tree / "tracker")], check=True)
    return tree


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("ref", help="the commit to compare with (e.g. main~5, a hash)")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--this", metavar="OTHER", help="a commit in place of the working tree")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        this = export(args.this, Path(tmp), "this") if args.this else ROOT
        trees = {"ref": export(args.ref, Path(tmp)), "this": this}
        for tree in trees.values():  # warm the bytecode and the disk cache
            start_figures(tree)
        samples: dict[str, dict[str, list[float]]] = {name: {} for name in trees}
        for _ in range(args.runs):
            for name, tree in trees.items():
                for key, value in {**start_figures(tree), **hit_figures(tree)}.items():
                    samples[name].setdefault(key, []).append(value)
    print(f"{'':24}{args.ref[:12]:>14}{(args.this or 'this tree')[:12]:>14}{'ratio':>9}   spread of this tree")
    for key in samples["this"]:
        ref_t = statistics.median(samples["ref"][key])
        cur = samples["this"][key]
        cur_t = statistics.median(cur)
        spread = (max(cur) - min(cur)) / cur_t
        print(f"{key:24}{ref_t * 1000:11.1f} ms{cur_t * 1000:11.1f} ms{cur_t / ref_t:8.2f}×"
              f"   ±{spread * 50:.0f} %")
    return 0


if __name__ == "__main__":
    sys.exit(main())
