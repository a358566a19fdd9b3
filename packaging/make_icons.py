"""Render the application icon from its SVG source into every format the desktops use.

    python packaging/make_icons.py           # write the PNGs, the .ico and the .icns
    python packaging/make_icons.py --check   # change nothing; exit 1 if a file is missing
                                             # or no longer matches the SVG

Writes beside the source, ``resources/icons/``:

- ``combat-tracker-<N>.png`` for N in 16, 24, 32, 48, 64, 128, 256, 512 (freedesktop hicolor
  sizes; the app loads them into its window icon);
- ``combat-tracker.ico`` (Windows: 16–256, PNG-compressed entries, readable since Vista);
- ``combat-tracker.icns`` (macOS: 16–512 and the @2x variants, PNG-compressed entries).

The generated files are committed, so a fresh machine (and the wheel) needs none of this. Qt's
SVG renderer does the drawing (PySide6 is already a dependency); ICO and ICNS are simple
containers of PNGs, written here with ``struct``.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

ICONS = Path(__file__).resolve().parent.parent / "resources" / "icons"
SOURCE = ICONS / "combat-tracker.svg"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types holding PNG data, by pixel size (macOS 10.7+)
ICNS_TYPES = ((b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256),
              (b"ic09", 512), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256), (b"ic14", 512))
#: mean per-channel difference (0–255) a re-render may show before --check calls it stale
#: (anti-aliasing differs a little between Qt versions)
TOLERANCE = 2.0


def png_path(size: int) -> Path:
    return ICONS / f"combat-tracker-{size}.png"


def render(size: int):
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        raise SystemExit(f"{SOURCE}: not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return image


def png_bytes(image) -> bytes:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buf, "PNG")
    buf.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    sizes = [s for s in ICO_SIZES if s in pngs]
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for s in sizes:
        data = pngs[s]
        # width/height 0 means 256; 32 bits per pixel
        entries += struct.pack("<BBBBHHII", s % 256, s % 256, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[s])) + pngs[s]
                    for kind, s in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def difference(a, b) -> float:
    """Mean absolute difference per channel of two same-sized images (inf if sizes differ)."""
    from PySide6.QtGui import QImage

    if a.size() != b.size():
        return float("inf")
    a = a.convertToFormat(QImage.Format.Format_RGBA8888)
    b = b.convertToFormat(QImage.Format.Format_RGBA8888)
    da, db = bytes(a.constBits()), bytes(b.constBits())
    return sum(abs(x - y) for x, y in zip(da, db, strict=True)) / len(da)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="change nothing; exit 1 if a generated file is missing or stale")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication, QImage

    _app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 - QImage/QSvg need it
    images = {s: render(s) for s in PNG_SIZES}
    pngs = {s: png_bytes(img) for s, img in images.items()}
    if args.check:
        stale = []
        for s, img in images.items():
            committed = QImage(str(png_path(s)))
            if committed.isNull() or difference(committed, img) > TOLERANCE:
                stale.append(png_path(s).name)
        for name, build in (("combat-tracker.ico", ico_bytes), ("combat-tracker.icns", icns_bytes)):
            path = ICONS / name
            committed_pngs = {s: png_path(s).read_bytes() for s in PNG_SIZES
                              if png_path(s).is_file()}
            if not path.is_file() or path.read_bytes() != build(committed_pngs):
                stale.append(name)
        if stale:
            print("out of date (run python packaging/make_icons.py): " + ", ".join(stale))
            return 1
        print(f"icons up to date ({len(PNG_SIZES)} PNG sizes, .ico, .icns)")
        return 0
    for s, data in pngs.items():
        png_path(s).write_bytes(data)
    (ICONS / "combat-tracker.ico").write_bytes(ico_bytes(pngs))
    (ICONS / "combat-tracker.icns").write_bytes(icns_bytes(pngs))
    print(f"wrote {len(pngs)} PNGs, combat-tracker.ico and combat-tracker.icns to {ICONS}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
