"""The PyInstaller one-folder bundle (packaging/): it builds with the one documented command and
its program runs on its own: headless commands, the GUI offscreen, the library check."""

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))
from build import executable  # noqa: E402

pytestmark = [
    pytest.mark.skipif(not sys.platform.startswith("linux"),
                       reason="the bundle is built and run by this test on Linux only"),
    pytest.mark.slow,
    pytest.mark.timeout(1800),  # the first test waits for the build (about 2 minutes here)
]


@pytest.fixture(scope="module")
def bundle(tmp_path_factory):
    pytest.importorskip("PyInstaller", reason="PyInstaller is not installed, so the bundle "
                        "cannot be built: pip install -e \".[test]\" brings it")
    out = tmp_path_factory.mktemp("bundle")
    t0 = time.monotonic()
    res = subprocess.run([sys.executable, str(ROOT / "packaging" / "build.py"),
                          "--dist", str(out / "dist"), "--work", str(out / "work")],
                         capture_output=True, text=True, timeout=1500,
                         env={k: v for k, v in os.environ.items()
                              if k != "PYTHONDONTWRITEBYTECODE"})
    took = time.monotonic() - t0
    assert res.returncode == 0, res.stdout[-3000:] + res.stderr[-5000:]
    # read by people (pytest -rA or -s): how long the bundle takes to build here
    print(f"bundle built in {took:.0f} s")
    return executable(out / "dist")


def _run(exe, *args, stdin=None, **env_extra):
    home = exe.parent.parent / "home"
    home.mkdir(exist_ok=True)
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("PYTHON", "QT_", "DISPLAY", "WAYLAND"))}
    env.update(HOME=str(home), XDG_CONFIG_HOME=str(home), XDG_DATA_HOME=str(home),
               LANG="C.UTF-8", LANGUAGE="en")
    env.update(env_extra)
    # started from a folder far from the checkout, as a user would
    return subprocess.run([str(exe), *map(str, args)], input=stdin, capture_output=True,
                          text=True, env=env, cwd=home, timeout=120)


def test_check_accepts_a_demo_file_and_rejects_a_broken_one(bundle, tmp_path):
    from tracker.model.files import save_encounter
    from tracker.rulesets.gurps.rules.demo import demo_encounter

    demo = tmp_path / "demo.ctenc"
    save_encounter(demo_encounter(lang="ja"), demo)
    res = _run(bundle, "check", demo)
    assert (res.returncode, res.stdout.strip()) == (0, f"{demo}: OK"), res.stderr
    broken = tmp_path / "broken.json"
    broken.write_text(demo.read_text(encoding="utf-8").replace('"max_hp": 12', '"max_hp": 0'),
                      encoding="utf-8")
    res = _run(bundle, "check", broken)
    assert res.returncode == 1 and "max_hp" in res.stdout


def test_resolve_answers_a_request(bundle):
    res = _run(bundle, "resolve", stdin='{"target": {"hp": 10}, "location": "arm_right", '
                                        '"damage": 9, "type": "cut"}\n')
    assert res.returncode == 0, res.stderr
    out = json.loads(res.stdout)
    assert (out["injury"], out["crippled"], out["hp_after"]) == (6, True, 4)  # G6 cap
    assert out["explain"][0].startswith("[G")


def test_the_gui_starts_offscreen_in_japanese(bundle):
    """Translations, body plans and icons are found inside the bundle: the window is shown."""
    res = _run(bundle, QT_QPA_PLATFORM="offscreen", LANG="ja_JP.UTF-8", LANGUAGE="ja",
               COMBAT_TRACKER_QUIT_WHEN_SHOWN="1")
    assert res.returncode == 0 and res.stdout.startswith("shown "), res.stderr
    internal = bundle.parent / "_internal" / "tracker" / "resources"
    for rel in ("encounter.schema.json", "translations/tracker_ja.qm",
                "icons/combat-tracker-16.png", "icons/combat-tracker.svg"):
        assert (internal / rel).is_file(), rel
    gurps = internal.parent / "rulesets" / "gurps"  # GURPS's own data, in its package
    for rel in ("bodyplans/humanoid.json", "silhouette_shapes.bin", "translations/gurps_ja.qm"):
        assert (gurps / rel).is_file(), rel


def test_the_bundle_checks_the_system_libraries_too(bundle, tmp_path):
    """PyInstaller copies the X libraries it finds on the build machine into the bundle, which
    then searches its own folder first: the library is broken there and on the system."""
    fake = tmp_path / "lib"
    fake.mkdir()
    (fake / "libxcb-icccm.so.4").write_bytes(b"")
    bundled = bundle.parent / "_internal" / "libxcb-icccm.so.4"
    kept = bundled.with_suffix(".kept")
    if bundled.exists():
        bundled.rename(kept)
        bundled.write_bytes(b"")
    try:
        res = _run(bundle, DISPLAY=":99", LD_LIBRARY_PATH=str(fake))
    finally:
        if kept.exists():
            kept.replace(bundled)
    assert res.returncode == 1, res.stderr
    assert "libxcb-icccm.so.4 (package libxcb-icccm4)" in res.stderr and "qt.qpa" not in res.stderr
    res = _run(bundle)
    assert res.returncode == 1 and "no display" in res.stderr
    if not os.path.exists("/tmp/.X11-unix/X987"):
        res = _run(bundle, DISPLAY=":987")
        assert res.returncode == 1 and "does not answer" in res.stderr, res.stderr


def test_the_desktop_integration_travels_with_the_bundle(bundle, tmp_path):
    data = tmp_path / "share"
    res = subprocess.run(["sh", str(bundle.parent / "install-desktop.sh")], capture_output=True,
                         text=True, env=dict(os.environ, XDG_DATA_HOME=str(data)), timeout=60)
    assert res.returncode == 0, res.stderr
    entry = (data / "applications" / "io.github.combat_tracker.CombatTracker.desktop")
    assert f"Exec={bundle} %f\n" in entry.read_text(encoding="utf-8")
    assert (data / "icons" / "hicolor" / "48x48" / "apps"
            / "io.github.combat_tracker.CombatTracker.png").is_file()


def test_the_bundle_finds_its_rulesets_by_entry_point_and_composes_the_schema(bundle):
    res = _run(bundle, "schema")
    assert res.returncode == 0, res.stderr
    schema = json.loads(res.stdout)
    # the bundle carries the tracker's own metadata, not the test plugin's
    assert schema["$defs"]["encounter"]["properties"]["ruleset"]["enum"] == ["gurps", "coc"]
    assert {"gurps_sheet", "coc_sheet"} <= set(schema["$defs"])
