"""Before Qt loads, the app says which system library is missing (and how to install it), or
that there is no display, and exits 1: never Qt's abort naming the wrong library."""

import os
import subprocess
import sys

import pytest

from tracker import syslibs

XCB = [so for so, _ in syslibs.XCB_LIBS]
GUI = [so for so, _ in syslibs.GUI_LIBS]


def loader(*missing):
    """A fake loader that finds every library except ``missing``; it records what was asked."""
    asked = []

    def loads(soname):
        asked.append(soname)
        return soname not in missing

    loads.asked = asked
    return loads


# (environment, missing libraries, expected: None = starts, "no display", or the soname named)
CASES = [
    ({"DISPLAY": ":0"}, (), None),
    ({"DISPLAY": ":0"}, ("libxcb-icccm.so.4",), "libxcb-icccm.so.4"),
    ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "xcb"}, ("libxcb-cursor.so.0",), "libxcb-cursor.so.0"),
    ({"DISPLAY": ":0"}, ("libxkbcommon-x11.so.0",), "libxkbcommon-x11.so.0"),
    # every platform loads QtGui, and QtGui links these
    ({"DISPLAY": ":0"}, ("libEGL.so.1",), "libEGL.so.1"),
    ({"QT_QPA_PLATFORM": "offscreen"}, ("libfontconfig.so.1",), "libfontconfig.so.1"),
    # no display server needed, so no xcb library either
    ({"QT_QPA_PLATFORM": "offscreen"}, ("libxcb-icccm.so.4",), None),
    ({"QT_QPA_PLATFORM": "offscreen:fontengine=freetype"}, ("libxcb-icccm.so.4",), None),
    ({"QT_QPA_PLATFORM": "minimal"}, (), None),
    ({"QT_QPA_PLATFORM": "vnc"}, (), None),
    # no display at all
    ({}, (), "no display"),
    ({"QT_QPA_PLATFORM": "xcb"}, (), "no display"),
    ({"XDG_SESSION_TYPE": "x11"}, (), "no display"),
    # Wayland first when the session is one; Qt falls back to xcb, so do we
    ({"WAYLAND_DISPLAY": "wayland-0"}, ("libxcb-icccm.so.4",), None),
    ({"WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0"}, ("libwayland-cursor.so.0",), None),
    ({"WAYLAND_DISPLAY": "wayland-0"}, ("libwayland-client.so.0",), "libwayland-client.so.0"),
    ({"WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0"},
     ("libwayland-client.so.0", "libxcb-icccm.so.4"), "libwayland-client.so.0"),
    ({"XDG_SESSION_TYPE": "wayland", "DISPLAY": ":0"}, ("libxcb-icccm.so.4",), "libxcb-icccm.so.4"),
    ({"QT_QPA_PLATFORM": "wayland;xcb", "WAYLAND_DISPLAY": "w"}, ("libxcb-icccm.so.4",), None),
]


@pytest.mark.parametrize(("env", "missing", "expected"), CASES)
def test_what_stops_qt(env, missing, expected):
    message = syslibs.problem(env, "linux", loader(*missing), lambda display: True)
    if expected is None:
        assert message is None
    elif expected == "no display":
        assert message is not None and "no display" in message and "\n" not in message
    else:
        assert message is not None and expected in message
        package = dict(syslibs.GUI_LIBS + syslibs.XCB_LIBS + syslibs.WAYLAND_LIBS)[expected]
        assert f"    sudo apt install {package}\n" in message
        assert message.startswith("Combat Tracker cannot start:")


def test_every_missing_library_is_named_with_one_install_line():
    missing = ("libxcb-icccm.so.4", "libxcb-keysyms.so.1")
    message = syslibs.problem({"DISPLAY": ":0"}, "linux", loader(*missing), lambda d: True)
    assert "libxcb-icccm.so.4 (package libxcb-icccm4)" in message
    assert "libxcb-keysyms.so.1 (package libxcb-keysyms1)" in message
    assert "    sudo apt install libxcb-icccm4 libxcb-keysyms1\n" in message


def test_the_package_of_two_libraries_is_installed_once():
    message = syslibs.problem({"QT_QPA_PLATFORM": "offscreen"}, "linux",
                              loader("libglib-2.0.so.0", "libgthread-2.0.so.0"))
    assert message.count("libglib2.0-0") == 3  # twice named, once in the install line
    assert "sudo apt install libglib2.0-0\n" in message


def test_the_checked_libraries_are_those_qt_links():
    """Every library of the lists is asked for when the app will use xcb, and only the GUI ones
    when it draws offscreen."""
    loads = loader()
    assert syslibs.problem({"DISPLAY": ":0"}, "linux", loads, lambda d: True) is None
    assert loads.asked == GUI + XCB
    loads = loader()
    assert syslibs.problem({"QT_QPA_PLATFORM": "offscreen"}, "linux", loads) is None
    assert loads.asked == GUI


def test_the_lists_match_what_pyside6_links():
    """The sonames named are those the installed PySide6's Qt libraries and xcb plugin ask
    for (where readelf is present): a new Qt that needs another library fails here."""
    import shutil
    from pathlib import Path

    import PySide6

    if not sys.platform.startswith("linux") or shutil.which("readelf") is None:
        pytest.skip("needs Linux and readelf (binutils)")
    qt = Path(PySide6.__file__).parent / "Qt"
    files = [qt / "lib" / "libQt6Core.so.6", qt / "lib" / "libQt6Gui.so.6",
             qt / "lib" / "libQt6DBus.so.6", qt / "lib" / "libQt6Widgets.so.6",
             qt / "lib" / "libQt6XcbQpa.so.6", qt / "plugins" / "platforms" / "libqxcb.so"]
    needed = set()
    for f in files:
        out = subprocess.run(["readelf", "-d", str(f)], capture_output=True, text=True,
                             check=True).stdout
        needed |= {line.split("[", 1)[1].rstrip("]") for line in out.splitlines()
                   if "(NEEDED)" in line}
    base = {"libc.so.6", "libm.so.6", "libstdc++.so.6", "libgcc_s.so.1", "libz.so.1",
            "libzstd.so.1", "ld-linux-x86-64.so.2", "ld-linux-aarch64.so.1", "libpthread.so.0",
            "libdl.so.2", "librt.so.1"}
    system = {n for n in needed if not n.startswith(("libQt6", "libicu"))} - base
    assert system == set(GUI) | set(XCB)


def test_japanese_locale_gets_the_message_in_japanese():
    env = {"DISPLAY": ":0", "LANG": "ja_JP.UTF-8"}
    message = syslibs.problem(env, "linux", loader("libxcb-cursor.so.0"), lambda d: True)
    assert message.startswith("戦闘トラッカーを起動できません")
    assert "libxcb-cursor.so.0（パッケージ libxcb-cursor0）" in message
    assert "    sudo apt install libxcb-cursor0\n" in message
    assert "ディスプレイがありません" in syslibs.problem({"LANG": "ja_JP.UTF-8"}, "linux", loader())


@pytest.mark.parametrize(("env", "expected"), [
    ({"DISPLAY": ":5"}, "the X display :5 (DISPLAY) does not answer"),
    ({"DISPLAY": ":5", "QT_QPA_PLATFORM": "offscreen"}, None),
    # Wayland answers: X is never asked
    ({"DISPLAY": ":5", "WAYLAND_DISPLAY": "wayland-0"}, None),
    ({"DISPLAY": ":5", "LANG": "ja_JP.UTF-8"}, "X ディスプレイ :5（DISPLAY）に接続できません"),
])
def test_an_x_display_that_does_not_answer_is_named(env, expected):
    asked = []

    def x_answers(display):
        asked.append(display)
        return False

    message = syslibs.problem(env, "linux", loader(), x_answers)
    if expected is None:
        assert message is None and asked == []
    else:
        assert expected in message and "\n" not in message and asked == [":5"]


def test_the_real_x_connection_is_refused_without_a_server(tmp_path):
    if not sys.platform.startswith("linux") or os.path.exists("/tmp/.X11-unix/X987"):
        pytest.skip("needs Linux and no X server on :987")
    assert syslibs._x_answers(":987") is False


@pytest.mark.parametrize("platform", ["win32", "darwin"])
def test_windows_and_macos_need_nothing(platform):
    assert syslibs.problem({}, platform, loader(*GUI, *XCB)) is None


def _run_app(env_extra, tmp_path):
    env = {k: v for k, v in os.environ.items()
           if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY", "XDG_SESSION_TYPE")}
    env.update(HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path), XDG_DATA_HOME=str(tmp_path),
               LANG="C.UTF-8", LANGUAGE="en", **env_extra)
    return subprocess.run([sys.executable, "-m", "tracker"], capture_output=True, text=True,
                          env=env, cwd=tmp_path, timeout=60)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the check is for Linux")
def test_a_library_the_loader_cannot_open_stops_the_real_start(tmp_path):
    """For real: an unloadable libxcb-cursor.so.0 ahead of the system's on LD_LIBRARY_PATH
    (Qt's loader meets it first too). Without the check Qt aborts ("could not load the Qt
    platform plugin"); with it the app names the library and the apt line and exits 1."""
    fake = tmp_path / "lib"
    fake.mkdir()
    (fake / "libxcb-cursor.so.0").write_bytes(b"")
    res = _run_app({"DISPLAY": ":99", "LD_LIBRARY_PATH": str(fake)}, tmp_path)
    assert res.returncode == 1, res.stderr
    assert "libxcb-cursor.so.0 (package libxcb-cursor0)" in res.stderr
    assert "sudo apt install " in res.stderr and "libxcb-cursor0" in res.stderr
    assert "qt.qpa" not in res.stderr and "Traceback" not in res.stderr
    assert not (tmp_path / "gurps-combat-tracker").exists()  # stopped before anything else


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the check is for Linux")
def test_a_missing_gui_library_is_named_even_offscreen(tmp_path):
    """Without the check, ``import PySide6.QtGui`` would fail with an ImportError traceback."""
    fake = tmp_path / "lib"
    fake.mkdir()
    (fake / "libEGL.so.1").write_bytes(b"")
    res = _run_app({"QT_QPA_PLATFORM": "offscreen", "LD_LIBRARY_PATH": str(fake)}, tmp_path)
    assert res.returncode == 1, res.stderr
    assert "libEGL.so.1 (package libegl1)" in res.stderr
    assert "    sudo apt install libegl1\n" in res.stderr
    assert "Traceback" not in res.stderr


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the check is for Linux")
def test_a_display_without_a_server_is_said_in_one_line(tmp_path):
    """Qt would abort with "could not connect to display", then blame xcb-cursor0."""
    if os.path.exists("/tmp/.X11-unix/X987"):
        pytest.skip("an X server runs on :987")
    res = _run_app({"DISPLAY": ":987"}, tmp_path)
    assert res.returncode == 1
    assert res.stderr.strip().splitlines() == [
        "Combat Tracker cannot start: the X display :987 (DISPLAY) does not answer; start it "
        "from a desktop session or check DISPLAY."]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the check is for Linux")
def test_no_display_is_said_in_one_line(tmp_path):
    res = _run_app({}, tmp_path)
    assert res.returncode == 1
    assert res.stderr.strip().splitlines() == [
        "Combat Tracker cannot start: no display (neither DISPLAY nor WAYLAND_DISPLAY is set);"
        " start it from a desktop session."]


def test_headless_commands_need_no_display(tmp_path):
    res = subprocess.run([sys.executable, "-m", "tracker", "resolve"], input=
                         '{"target": {"hp": 10}, "damage": 3}\n', capture_output=True, text=True,
                         env={k: v for k, v in os.environ.items()
                              if k not in ("QT_QPA_PLATFORM", "DISPLAY")}, timeout=60)
    assert res.returncode == 0 and '"hp_after": 7' in res.stdout


def test_the_guide_install_line_brings_every_library_checked():
    from pathlib import Path

    readme = (Path(__file__).resolve().parent.parent / "docs" / "guide.en.md").read_text(
        encoding="utf-8")
    line = next(x for x in readme.splitlines() if x.strip().startswith("sudo apt install libegl1"))
    packages = line.split("sudo apt install", 1)[1].split()
    assert sorted(packages) == sorted({pkg for _, pkg in syslibs.GUI_LIBS + syslibs.XCB_LIBS})
    wayland = " ".join(pkg for _, pkg in syslibs.WAYLAND_LIBS)
    assert f"add `{wayland}`" in readme
