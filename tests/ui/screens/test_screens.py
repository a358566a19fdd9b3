"""The GM window on the GM's real screens (issue 34): a 1366×768 laptop and a 1920×1080
monitor, in Japanese and English, GURPS and CoC, on Qt's offscreen platform and on a real X
server (Xvfb). Each screen is a child process (tests/ui/screens/screens_probe.py): the screens are
fixed when the QApplication starts."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
SIZES = [(1366, 768), (1366, 728), (1920, 1080)]


def _screen_config(tmp_path: Path, width: int, height: int) -> str:
    path = tmp_path / f"screen_{width}x{height}.json"
    path.write_text(json.dumps({
        "synchronousWindowSystemEvents": False, "windowFrameMargins": False,
        "screens": [{"name": "s", "x": 0, "y": 0, "width": width, "height": height,
                     "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    return str(path)


def _probe(args: list[str], platform: str, prefix: list[str] | None = None, *,
           module: str = "tests.ui.screens.screens_probe", env: dict | None = None) -> dict:
    env = dict(os.environ, QT_QPA_PLATFORM=platform, PYTHONPATH=str(ROOT), **(env or {}))
    res = subprocess.run([*(prefix or []), sys.executable, "-m", module, *args], env=env,
                         cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert res.returncode == 0, res.stderr[-3000:]
    return json.loads(res.stdout.strip().splitlines()[-1])


def _offscreen(tmp_path, width, height, *args) -> dict:
    cfg = _screen_config(tmp_path, width, height)
    return _probe([str(tmp_path / "s.ini"), *args], f"offscreen:configfile={cfg}")


def _xvfb_prefix(width: int, height: int) -> list[str]:
    """The command that runs a probe under a real X server of that size; the test is skipped
    only where none can start."""
    if shutil.which("xvfb-run") is None:
        pytest.skip("no xvfb-run here (tools/system_deps.sh installs xvfb)")
    env = dict(os.environ, QT_QPA_PLATFORM="xcb")
    check = subprocess.run(["xvfb-run", "-a", "-s", f"-screen 0 {width}x{height}x24", "true"],
                           env=env, capture_output=True, text=True, timeout=60)
    if check.returncode != 0:
        pytest.skip(f"no X server could be started: {check.stderr.strip()[:200]}")
    return ["xvfb-run", "-a", "-s", f"-screen 0 {width}x{height}x24"]


def _xvfb(tmp_path, width, height, scale: str = "1") -> dict:
    """The probe under a real X server of that size (at Qt's scale factor ``scale``)."""
    return _probe([str(tmp_path / "s.ini")], "xcb", _xvfb_prefix(width, height),
                  env={"QT_SCALE_FACTOR": scale})


def _check_fits(out: dict, width: int, height: int) -> None:
    ax, ay, aw, ah = out["avail"]
    assert (aw, ah) == (width, height)
    assert len(out["runs"]) == 8  # ja/en × GURPS/CoC × a short and a long roster
    for name, run in out["runs"].items():
        x, y, w, h = run["frame"]
        # the whole window on the screen: the log and the roll line are not below its edge
        assert ax <= x and ay <= y and x + w <= ax + aw and y + h <= ay + ah, name
        # every roster row in view up to 12 rows (a 1366×768 laptop, also under a 40 px
        # taskbar: 1366×728, and 1920×1080 at 150 %: 1280×720 logical, in Japanese too,
        # whose menus and toolbars are taller; issue 43); beyond, 12 at least (the roster
        # scrolls to the turn)
        least = 12
        assert run["whole_rows"] >= min(run["rows"], least), name
        if run["rows"] <= least:
            assert run["whole_rows"] == run["rows"], name
        # and at least one whole card below it
        assert run["whole_cards"] >= 1, name
        # a round of F8: the acting row and card always in view, the acting combatant
        # selected; with the GM's preference off, the selection stays
        assert run["turn_out_of_view"] == [], name
        assert run["card_out_of_view"] == [], name
        assert run["turn_unselected"] == [], name
        assert run["follow_off_moved"] == [], name
        assert run["cut_titles"] == [], name  # no roster title cut ("]不能・]")
        assert run["cut"] == [], name  # no detail value, World or Keeper button cut
        assert run["english"] == [], name  # in Japanese, no English word on the window
    if width >= 1920:
        # no name cut in the roster: the Name column sized to them (issue 43: 120 px beside
        # an empty Conditions column, CoC's "↳ ハーヴェイ・ウ…")
        for name, run in out["runs"].items():
            assert run["elided_names"] == [], name
        # a large screen is used: more than the old fixed 1280×860, and the 12-row
        # rosters whole (GURPS 5 + 7 copies = 12 rows)
        for name in ("ja/gurps/7", "en/gurps/7"):
            run = out["runs"][name]
            assert run["whole_rows"] == run["rows"] == 12, name
        x, y, w, h = out["runs"]["en/gurps/0"]["frame"]
        assert w > 1280 and h > 860
        # the cards grow into the room left (5 cards, scale > 1)
        assert out["runs"]["en/gurps/0"]["cards_scale"] > 1


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_window_fits_offscreen(tmp_path, size):
    _check_fits(_offscreen(tmp_path, *size), *size)


#: the real X server's screens: a laptop (also less a 40 px taskbar), a 1080p monitor (also
#: at 150 %: 1280×720 logical) and a 1440p one
XVFB = [(1366, 768, "1"), (1366, 728, "1"), (1920, 1080, "1"), (1920, 1080, "1.5"),
        (2560, 1440, "1")]


@pytest.mark.parametrize("screen", XVFB, ids=[f"{w}x{h}@{s}" for w, h, s in XVFB])
def test_the_window_fits_under_xvfb(tmp_path, screen):
    width, height, scale = screen
    _check_fits(_xvfb(tmp_path, width, height, scale),
                round(width / float(scale)), round(height / float(scale)))


def test_the_geometry_comes_back_where_it_fits(tmp_path):
    # the GM leaves the window at 1500×900 at (100, 50) on a 1920×1080 monitor, the log
    # dock at 333 px
    big = _offscreen(tmp_path, 1920, 1080, "save", "1500", "900", "100", "50")
    assert big["saved"] == [100, 50, 1500, 900]
    # on the monitor again: exactly where it was left, the log as tall as it was
    again = _offscreen(tmp_path, 1920, 1080, "check")
    assert again["restored"] == [100, 50, 1500, 900]
    assert again["restored_log"] == big["saved_log"]
    # on the laptop alone it does not fit: the laptop's size, the docks as at a first start
    small = _offscreen(tmp_path, 1366, 768, "check")
    x, y, w, h = small["restored"]
    assert x >= 0 and y >= 0 and x + w <= 1366 and y + h <= 768
    assert small["restored_log"] != big["saved_log"]


def _check_long_names(out: dict) -> None:
    """However long the names, the window stays within the screen's available geometry: a
    name is elided in its cell rather than widening the window (issue 43)."""
    ax, ay, aw, ah = out["avail"]
    assert len(out["long"]) == 4  # ja/en × CoC/GURPS
    for name, run in out["long"].items():
        assert set(run["names"]) == {26}, name
        x, y, w, h = run["frame"]
        assert ax <= x and x + w <= ax + aw and ay <= y and y + h <= ay + ah, (name, run)
        assert run["least"] <= aw, (name, run)
        # the Japanese names do not fit beside the rest at 1366 px: they are elided (the
        # window kept its width); the English ones do
        if name.startswith("ja/"):
            assert run["elided_names"], (name, run)


@pytest.mark.parametrize("size", [(1366, 728), (1366, 768)], ids=["1366x728", "1366x768"])
def test_long_names_never_widen_the_window_offscreen(tmp_path, size):
    _check_long_names(_offscreen(tmp_path, *size, "long"))


def test_long_names_never_widen_the_window_under_xvfb(tmp_path):
    _check_long_names(_probe([str(tmp_path / "s.ini"), "long"], "xcb",
                             _xvfb_prefix(1366, 728)))
