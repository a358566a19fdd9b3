"""Render every body plan's silhouette into one PNG, for looking at the drawings.

Each plan is shown with a few parts hurt: the torso injured, the first limb crippled,
the last limb severed (with whatever hangs from it) and the right eye destroyed.

    QT_QPA_PLATFORM=offscreen python tools/shot_silhouettes.py /tmp/silhouettes.png
    QT_QPA_PLATFORM=offscreen python tools/shot_silhouettes.py /tmp/small.png --width 80 --compact
    QT_QPA_PLATFORM=offscreen python tools/shot_silhouettes.py /tmp/ja.png --lang ja --hover arm_right
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QApplication, QGridLayout, QLabel, QVBoxLayout, QWidget  # noqa: E402

from tracker.rulesets.gurps.kit.silhouette import SilhouetteWidget  # noqa: E402
from tracker.rulesets.gurps.rules.bodyplan import body_plans  # noqa: E402
from tracker.rulesets.gurps.rules.sheet import GurpsSheet, Part  # noqa: E402
from tracker.ui import i18n  # noqa: E402


def demo_sheet(plan_id: str, hurt: bool = True) -> GurpsSheet:
    sheet = GurpsSheet(max_hp=12, body=plan_id)
    if not hurt:
        return sheet
    plan = sheet.plan
    limbs = [loc.id for loc in plan.locations if loc.kind == "limb"]
    sheet.parts["torso"] = Part(injury=4)
    if limbs:
        sheet.parts[limbs[0]] = Part(injury=7, status="crippled")
    if len(limbs) > 1:
        sheet.parts[limbs[-1]] = Part(injury=12, status="severed")
    if len(limbs) > 2:
        sheet.parts[limbs[1]] = Part(injury=2)
    sheet.parts["eye_right"] = Part(injury=2, status="destroyed")
    return sheet


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", help="PNG file to write")
    ap.add_argument("--width", type=int, default=180, help="width of one silhouette (px)")
    ap.add_argument("--columns", type=int, default=5)
    ap.add_argument("--compact", action="store_true", help="compact (card) mode")
    ap.add_argument("--unhurt", action="store_true", help="no wounds")
    ap.add_argument("--lang", choices=("en", "ja"), default="en")
    ap.add_argument("--hover", default=None, help="location id to show hovered")
    ap.add_argument("--only", default="", help="comma-separated plan ids (default: all)")
    args = ap.parse_args(argv)

    app = QApplication.instance() or QApplication(sys.argv[:1])
    i18n.install(args.lang)
    root = QWidget()
    root.setStyleSheet("background: white;")
    grid = QGridLayout(root)
    grid.setSpacing(10)
    h = round(args.width * 1.4)
    wanted = [x for x in args.only.split(",") if x]
    plans = [p for p in body_plans().values() if not wanted or p.id in wanted]
    for n, plan in enumerate(plans):
        cell = QWidget()
        lay = QVBoxLayout(cell)
        lay.setContentsMargins(2, 2, 2, 2)
        lay.setSpacing(2)
        label = QLabel(f"{plan.name(args.lang)}\n{plan.id}")
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = label.font()
        font.setPixelSize(11 if args.width >= 120 else 9)
        label.setFont(font)
        sil = SilhouetteWidget(compact=args.compact)
        sil.set_sheet(demo_sheet(plan.id, hurt=not args.unhurt))
        sil.setFixedSize(args.width, h)
        if args.hover and args.hover in plan.by_id:
            sil._set_hover(args.hover)  # noqa: SLF001 - a screenshot aid
        lay.addWidget(sil, 0, Qt.AlignmentFlag.AlignHCenter)
        lay.addWidget(label)
        grid.addWidget(cell, n // args.columns, n % args.columns)
    root.adjustSize()
    img = root.grab()
    if not img.save(args.out):
        print(f"could not write {args.out}", file=sys.stderr)
        return 1
    print(f"wrote {args.out} ({img.width()}x{img.height()})")
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
