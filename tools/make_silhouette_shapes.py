"""Write ``tracker/rulesets/gurps/silhouette_shapes.bin``: the finished figures of every drawn body plan,
which the app reads instead of building them at each start (tracker/rulesets/gurps/kit/
silhouette_shapes.py). Run it after changing a drawing (tests/ui/gurps/test_silhouette_store.py
fails until then; the app meanwhile ignores the stale file and builds the figures)::

    python tools/make_silhouette_shapes.py           # (re)write the file
    python tools/make_silhouette_shapes.py --check   # change nothing; exit 1 if out of date
    python tools/make_silhouette_shapes.py --time 9  # shapes_for of the demo's four plans,
                                                     # stored vs built, in 9 fresh processes
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# Written beside the sources, not through importlib.resources: an editable install made from
# another checkout would resolve the package there.
OUT = ROOT / "tracker" / "rulesets" / "gurps" / "silhouette_shapes.bin"

# One fresh process: the time of shapes_for for the demo's plans (the module imported and
# Qt loaded first, as in the app). The store is pointed at this checkout's file (or, with
# "none", at no file, so every figure is built as before the store).
_TIMED = r"""
import sys, time
from pathlib import Path
import PySide6.QtGui
from tracker.rulesets.gurps.kit import silhouette_shapes as ss
ss._store_file = lambda: Path(sys.argv[1])
t = time.perf_counter()
for plan_id in ("humanoid", "quadruped", "centaur", "octopod"):
    ss.shapes_for(plan_id)
print((time.perf_counter() - t) * 1e3)
"""


def _time(runs: int) -> None:
    for label, store in (("built", ROOT / "resources" / "no-such-file"), ("stored", OUT)):
        ms = [float(subprocess.run([sys.executable, "-c", _TIMED, str(store)], cwd=ROOT,
                                   capture_output=True, text=True, check=True).stdout)
              for _ in range(runs)]
        print(f"shapes_for x4 demo plans, {label}: median {statistics.median(ms):.2f} ms "
              f"(min {min(ms):.2f}, max {max(ms):.2f}, {runs} fresh processes)")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="exit 1 if the file is out of date")
    ap.add_argument("--time", type=int, metavar="RUNS", help="time loading vs building")
    args = ap.parse_args(argv)
    if args.time:
        _time(args.time)
        return 0
    from tracker.rulesets.gurps.kit.silhouette_shapes import store_bytes

    data = store_bytes()
    current = OUT.read_bytes() if OUT.is_file() else None
    if args.check:
        if current != data:
            print(f"out of date (run python tools/make_silhouette_shapes.py): {OUT}")
            return 1
        return 0
    if current != data:
        OUT.write_bytes(data)
        print(f"wrote {OUT} ({len(data)} bytes)")
    else:
        print(f"up to date: {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
