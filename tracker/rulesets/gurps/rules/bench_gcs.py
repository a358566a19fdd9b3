"""GCS import timing: ``python -m tracker.rulesets.gurps.rules.bench_gcs [FILE...]``.

Imports 50 typical character files (the reference files in ``tests/data/gcs``, repeated; or
the files given) and prints the time of the whole batch, the best of a few runs. The target
is under 1 s for the 50, reading included; adding them to an encounter as one action is
timed too."""

from __future__ import annotations

import argparse
import glob
import os
import time

from tracker.model import operations as ops
from tracker.model.encounter import Encounter

from .bodyplan import forget_custom_plans
from .gcs import GcsCharacter, import_files

TARGET_SECONDS = 1.0
DATA = os.path.join(os.path.dirname(__file__), "..", "..", "..", "tests", "data", "gcs")


def batch(paths: list[str], count: int) -> list[str]:
    return [paths[i % len(paths)] for i in range(count)]


def run(paths: list[str]) -> tuple[float, float, int]:
    """(import seconds, add seconds, characters) for one cold pass (plan caches emptied)."""
    forget_custom_plans()
    start = time.perf_counter()
    chars = [c for c in import_files(paths) if isinstance(c, GcsCharacter)]
    imported = time.perf_counter() - start
    enc = Encounter()
    start = time.perf_counter()
    ops.add_combatants(enc, [{"name": c.display_name, "sheet": c.sheet()} for c in chars])
    return imported, time.perf_counter() - start, len(chars)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tracker.rulesets.gurps.rules.bench_gcs",
                                     description=__doc__)
    parser.add_argument("files", nargs="*", help="GCS files (default: tests/data/gcs/*.gcs)")
    parser.add_argument("--count", type=int, default=50, help="files per batch (50)")
    parser.add_argument("--repeat", type=int, default=3, help="timed runs; the best counts")
    args = parser.parse_args(argv)
    paths = args.files or sorted(glob.glob(os.path.join(DATA, "*.gcs")))
    if not paths:
        print(f"no .gcs files given and none in {os.path.normpath(DATA)}")
        return 2
    files = batch(paths, args.count)
    runs = [run(files) for _ in range(max(1, args.repeat))]
    best = min(r[0] for r in runs)
    add = min(r[1] for r in runs)
    print(f"batch: {len(files)} files ({len(paths)} distinct, "
          f"{sum(os.path.getsize(p) for p in files) / 1024:,.0f} KB), {runs[0][2]} imported")
    print(f"import: {best:.3f} s for {len(files)} files ({best / len(files) * 1000:.1f} ms each; "
          f"{'meets' if best < TARGET_SECONDS else 'ABOVE'} the {TARGET_SECONDS:g} s target; "
          "best of " + ", ".join(f"{r[0]:.3f}" for r in runs) + ")")
    print(f"add to an encounter as one action: {add:.3f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
