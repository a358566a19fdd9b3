"""The data files of the page on the players' devices (``resources/web/``), made from the
app's own drawings and translations so that the page draws the same silhouettes and says the
same words as the players' window:

* ``figures.json``: what each ruleset's figure script draws from, by ruleset id, as its kit
  makes it (``web_figures``): GURPS, every bundled body plan's silhouette as SVG paths; CoC,
  its figures (human, Mythos creature);
* ``labels.json``: :func:`tracker.ui.web_labels.labels` in Japanese and English: the page's
  generic words (a ruleset's own are in its words files, merged in when the page is served).

``python tools/make_web_assets.py`` writes them; a test checks they are current."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from PySide6.QtGui import QPainterPath

WEB_DIR = Path(__file__).resolve().parent.parent.parent / "resources" / "web"


def svg_path(path: QPainterPath) -> str:
    """``path`` as SVG path data (one decimal: the box is 100 units wide)."""
    out: list[str] = []
    n = path.elementCount()
    i = 0

    def pt(e) -> str:
        return f"{round(e.x, 1):g} {round(e.y, 1):g}"

    while i < n:
        e = path.elementAt(i)
        if e.isMoveTo():
            out.append("M" + pt(e))
            i += 1
        elif e.isLineTo():
            out.append("L" + pt(e))
            i += 1
        else:  # a cubic: this element and the two data elements after it
            out.append("C" + " ".join(pt(path.elementAt(i + k)) for k in range(3)))
            i += 3
    return "".join(out)


def rule_of(path: QPainterPath) -> str:
    from PySide6.QtCore import Qt

    return "evenodd" if path.fillRule() == Qt.FillRule.OddEvenFill else "nonzero"


def figures() -> dict[str, Any]:
    """Every bundled ruleset's figure data, from its kit (:meth:`BaseKit.web_figures`)."""
    from ..model.plugins import bundled
    from .kit import kit_for_id

    out: dict[str, Any] = {}
    for rid in bundled():
        data = kit_for_id(rid).web_figures()
        if data is not None:
            out[rid] = data
    return out


def write(out: Path = WEB_DIR) -> None:
    from .web_labels import all_labels

    out.mkdir(parents=True, exist_ok=True)
    for name, data in (("figures.json", figures()), ("labels.json", all_labels())):
        (out / name).write_text(json.dumps(data, ensure_ascii=False, sort_keys=True,
                                           separators=(",", ":")) + "\n", encoding="utf-8")
