#!/usr/bin/env bash
# The system packages the app and its tests use on Debian or Ubuntu: the libraries PySide6's Qt
# and its X11 plugin link (the list of tracker/syslibs.py), Japanese fonts for the screenshots,
# python3-venv (the README installs into a virtual environment: Debian 12 and Ubuntu 23.04+
# refuse pip in the system's Python), the validators the desktop-file tests run, Xvfb for the
# tests of the GM window on a real X server, and Chromium with its driver for the test that
# opens the players' page in a real browser.
# Run as root (or with sudo); elsewhere it says what it would install and changes nothing.
# --app: only what the app itself needs (the Qt libraries and the fonts), not the test tools.
set -u
packages=(
  libegl1 libgl1 libfontconfig1 libfreetype6 libxkbcommon0 libx11-6 libglib2.0-0 libdbus-1-3
  libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0
  libxcb-render-util0 libxcb-render0 libxcb-shape0 libxcb-shm0 libxcb-sync1 libxcb-util1
  libxcb-xfixes0 libxcb-xkb1 libxcb1 libx11-xcb1
  fonts-noto-cjk python3-venv
)
if [ "${1:-}" != "--app" ]; then
  packages+=(chromium chromium-driver desktop-file-utils appstream libxml2-utils xvfb xauth)
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "system_deps: no apt-get here; install the equivalents of: ${packages[*]}" >&2
  exit 0
fi
missing=()
for p in "${packages[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -eq 0 ]; then
  run=()
elif sudo -n true 2>/dev/null; then
  run=(sudo -n)
else
  echo "system_deps: not root; install them with: sudo apt install ${missing[*]}" >&2
  exit 0
fi
export DEBIAN_FRONTEND=noninteractive
"${run[@]}" apt-get update -qq >/dev/null && \
  "${run[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null || \
  echo "system_deps: apt-get could not install: ${missing[*]}" >&2
exit 0
