"""Build the one-folder bundle: ``python packaging/build.py`` → ``dist/combat-tracker/``.

1. installs the project from this checkout into ``build/stage/`` exactly as its wheel
   installs it (``pip install --no-deps --target``), so the bundle holds what the wheel holds;
2. runs PyInstaller on ``packaging/tracker.spec`` with that stage on the path;
3. puts the Linux desktop integration beside the program (``install-desktop.sh``, ``desktop/``).

Needs PyInstaller (``pip install -e ".[test]"`` brings it) and the app's dependencies in the
running Python. Prints the build time and the bundle's executable.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
WORK = ROOT / "build"


def executable(dist: Path = DIST) -> Path:
    """The bundle's program (what a desktop entry or a user starts)."""
    name = "combat-tracker.exe" if sys.platform == "win32" else "combat-tracker"
    return dist / "combat-tracker" / name


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=DIST, help="where the bundle goes")
    parser.add_argument("--work", type=Path, default=WORK, help="for the build's own files")
    args = parser.parse_args(argv)
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        print("PyInstaller is not installed: pip install -e \".[test]\" (or pip install "
              "pyinstaller)", file=sys.stderr)
        return 2
    t0 = time.monotonic()
    stage = args.work.resolve() / "stage"
    shutil.rmtree(stage, ignore_errors=True)
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps",
                    "--no-compile", "--target", str(stage), str(ROOT)], check=True)
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean",
                    "--log-level", "WARN", "--distpath", str(args.dist),
                    "--workpath", str(args.work / "pyinstaller"),
                    str(ROOT / "packaging" / "tracker.spec")], check=True,
                   env=dict(os.environ, COMBAT_TRACKER_STAGE=str(stage)))
    # desktop integration travels with the bundle (./install-desktop.sh in its folder)
    bundle = executable(args.dist).parent
    linux = ROOT / "packaging" / "linux"
    (bundle / "desktop").mkdir(exist_ok=True)
    for f in linux.glob("io.github.*"):
        shutil.copy2(f, bundle / "desktop" / f.name)
    shutil.copy2(linux / "install.sh", bundle / "install-desktop.sh")
    print(f"built {executable(args.dist)} in {time.monotonic() - t0:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
