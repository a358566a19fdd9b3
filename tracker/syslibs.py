"""Before Qt loads: can it open a window here? (Linux: the system libraries it needs, a display.)

PySide6's wheels bring Qt itself but not the system libraries it links against. When one of
those is missing, Qt aborts with a message that names the wrong library ("xcb-cursor0 is
needed" whatever is missing) or Python fails to import QtGui. :func:`problem` finds out first,
with the loader itself (``ctypes.CDLL`` by soname searches exactly where Qt's loader will,
bundled libraries and ``LD_LIBRARY_PATH`` included), and says which library is missing and
the ``apt install`` line that brings it. Pure Python and no Qt import: it runs before Qt loads.

The lists were read off PySide6 6.11's ``libQt6Gui``/``libQt6DBus`` (every platform) and
``plugins/platforms/libqxcb.so`` with ``libQt6XcbQpa`` (X11) and ``libqwayland.so``
(Wayland): ``readelf -d … | grep NEEDED``, less what every Linux has (libc, libstdc++, zlib).
"""

from __future__ import annotations

import ctypes
import os
import sys
from collections.abc import Callable, Mapping

# (soname, Debian/Ubuntu package); each list in the order the README's apt line gives them
GUI_LIBS = (
    ("libEGL.so.1", "libegl1"),
    ("libGL.so.1", "libgl1"),
    ("libfontconfig.so.1", "libfontconfig1"),
    ("libfreetype.so.6", "libfreetype6"),
    ("libxkbcommon.so.0", "libxkbcommon0"),
    ("libX11.so.6", "libx11-6"),
    ("libglib-2.0.so.0", "libglib2.0-0"),
    ("libgthread-2.0.so.0", "libglib2.0-0"),
    ("libdbus-1.so.3", "libdbus-1-3"),
)
XCB_LIBS = (
    ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0"),
    ("libxcb-cursor.so.0", "libxcb-cursor0"),
    ("libxcb-icccm.so.4", "libxcb-icccm4"),
    ("libxcb-image.so.0", "libxcb-image0"),
    ("libxcb-keysyms.so.1", "libxcb-keysyms1"),
    ("libxcb-randr.so.0", "libxcb-randr0"),
    ("libxcb-render-util.so.0", "libxcb-render-util0"),
    ("libxcb-render.so.0", "libxcb-render0"),
    ("libxcb-shape.so.0", "libxcb-shape0"),
    ("libxcb-shm.so.0", "libxcb-shm0"),
    ("libxcb-sync.so.1", "libxcb-sync1"),
    ("libxcb-util.so.1", "libxcb-util1"),
    ("libxcb-xfixes.so.0", "libxcb-xfixes0"),
    ("libxcb-xkb.so.1", "libxcb-xkb1"),
    ("libxcb.so.1", "libxcb1"),
    ("libX11-xcb.so.1", "libx11-xcb1"),
)
WAYLAND_LIBS = (
    ("libwayland-client.so.0", "libwayland-client0"),
    ("libwayland-cursor.so.0", "libwayland-cursor0"),
)
#: the platform plugins that draw on a display server; every other one (offscreen, minimal,
#: vnc, linuxfb, eglfs …) needs none
_DISPLAY_PLATFORMS = {"xcb", "wayland", "wayland-egl", "wayland-brcm"}


def _loads(soname: str) -> bool:
    try:
        ctypes.CDLL(soname)
    except OSError:
        return False
    return True


def _x_answers(display: str) -> bool:
    """Whether the X server of ``display`` accepts a connection (through libxcb, as Qt's
    plugin connects: a dead or forbidden DISPLAY makes Qt abort too)."""
    try:
        xcb = ctypes.CDLL("libxcb.so.1")
    except OSError:
        return True  # reported as a missing library instead
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.c_void_p]
    xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
    xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]
    conn = xcb.xcb_connect(display.encode(), None)  # never NULL: an error object at worst
    try:
        return xcb.xcb_connection_has_error(conn) == 0
    finally:
        xcb.xcb_disconnect(conn)


def _wayland_display(env: Mapping[str, str]) -> bool:
    if env.get("WAYLAND_DISPLAY"):
        return True
    runtime = env.get("XDG_RUNTIME_DIR")  # Qt connects to wayland-0 there when unset
    return bool(runtime) and os.path.exists(os.path.join(runtime, "wayland-0"))


def platforms(env: Mapping[str, str]) -> list[str]:
    """The platform plugins Qt will try, in order (as Qt 6 chooses them on Linux)."""
    value = env.get("QT_QPA_PLATFORM", "")
    if value:
        return [p.split(":", 1)[0].strip() for p in value.split(";") if p.strip()]
    if env.get("WAYLAND_DISPLAY") or env.get("XDG_SESSION_TYPE") == "wayland":
        return ["wayland", "xcb"]
    return ["xcb"]


# Qt's translations are not loaded yet: the two languages of the app, chosen by the locale
_TEXTS = {
    "en": {
        "missing": "Combat Tracker cannot start: {what} needs {names}, which {verb} not "
                   "installed.\nOn Debian or Ubuntu install {pronoun} with:\n"
                   "    sudo apt install {packages}\n"
                   "(README.md, \"System libraries\", lists what other systems need.)",
        "name": "{so} (package {pkg})", "sep": ", ",
        "qt": "Qt", "xcb": "Qt's X11 (xcb) platform plugin",
        "wayland": "Qt's Wayland platform plugin",
        "no_display": "Combat Tracker cannot start: no display (neither DISPLAY nor "
                      "WAYLAND_DISPLAY is set); start it from a desktop session.",
        "no_answer": "Combat Tracker cannot start: the X display {display} (DISPLAY) does not "
                     "answer; start it from a desktop session or check DISPLAY.",
    },
    "ja": {
        "missing": "戦闘トラッカーを起動できません：{what}に必要な {names}がインストールされて"
                   "いません。\nDebian・Ubuntu では次のコマンドでインストールできます：\n"
                   "    sudo apt install {packages}\n"
                   "（ほかのシステムで必要なものは README.md の「System libraries」にあります。）",
        "name": "{so}（パッケージ {pkg}）", "sep": "、",
        "qt": "Qt", "xcb": "Qt の X11（xcb）プラットフォームプラグイン",
        "wayland": "Qt の Wayland プラットフォームプラグイン",
        "no_display": "戦闘トラッカーを起動できません：ディスプレイがありません（DISPLAY も "
                      "WAYLAND_DISPLAY も設定されていません）。デスクトップのセッションから"
                      "起動してください。",
        "no_answer": "戦闘トラッカーを起動できません：X ディスプレイ {display}（DISPLAY）に"
                     "接続できません。デスクトップのセッションから起動するか、DISPLAY を確認して"
                     "ください。",
    },
}


def _language(env: Mapping[str, str]) -> str:
    for key in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(key, "")
        if value:
            return "ja" if value.split(":")[0].startswith("ja") else "en"
    return "en"


def _missing_message(texts: Mapping[str, str], missing: list[tuple[str, str]],
                     what: str) -> str:
    packages = " ".join(dict.fromkeys(pkg for _, pkg in missing))
    names = texts["sep"].join(texts["name"].format(so=so, pkg=pkg) for so, pkg in missing)
    one = len(missing) == 1
    return texts["missing"].format(what=texts[what], names=names, packages=packages,
                                   verb="is" if one else "are", pronoun="it" if one else "them")


def problem(env: Mapping[str, str] | None = None, platform: str | None = None,
            loads: Callable[[str], bool] = _loads,
            x_answers: Callable[[str], bool] = _x_answers) -> str | None:
    """What stops Qt from starting the GUI here, as a message for the terminal; None if
    nothing does. ``loads(soname)`` tells whether the loader finds a library,
    ``x_answers(display)`` whether an X server accepts a connection."""
    env = os.environ if env is None else env
    platform = sys.platform if platform is None else platform
    if not platform.startswith("linux"):
        return None  # PySide6's wheels for Windows and macOS bring everything Qt needs
    texts = _TEXTS[_language(env)]
    missing = [lib for lib in GUI_LIBS if not loads(lib[0])]
    if missing:
        return _missing_message(texts, missing, "qt")
    first_problem = None  # Qt tries the next platform when one fails; so do we
    for name in platforms(env):
        if name not in _DISPLAY_PLATFORMS:
            return None  # offscreen, vnc …: no display server, nothing more to load
        if name.startswith("wayland"):
            if not _wayland_display(env):
                continue
            missing = [lib for lib in WAYLAND_LIBS if not loads(lib[0])]
            what = "wayland"
        else:
            if not env.get("DISPLAY"):
                continue
            missing = [lib for lib in XCB_LIBS if not loads(lib[0])]
            what = "xcb"
            if not missing and not x_answers(env["DISPLAY"]):
                first_problem = first_problem or texts["no_answer"].format(
                    display=env["DISPLAY"])
                continue
        if not missing:
            return None
        first_problem = first_problem or _missing_message(texts, missing, what)
    return first_problem or texts["no_display"]


def check_or_exit() -> None:
    """Print the problem and exit 1 if Qt cannot start its GUI here."""
    message = problem()
    if message is None:
        return
    try:
        sys.stderr.write(message + "\n")
    except UnicodeEncodeError:  # a terminal that cannot show Japanese gets the English text
        sys.stderr.write(problem({**os.environ, "LANGUAGE": "en"}) + "\n")
    sys.stderr.flush()
    raise SystemExit(1)
