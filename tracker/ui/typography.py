"""Line breaks that keep a label with its number: Qt breaks Japanese text between any two
characters ("基本速/度 6.25", "INT/13"), so each "label value" item of a stats line is kept
whole and the line breaks only between items."""

from __future__ import annotations

from . import i18n

_UNBROKEN = "<span style='white-space:nowrap'>{0}</span>"
#: what separates the items of a stats line (the kits' texts)
ITEM_SEP = " · "


def unbroken(html: str) -> str:
    """``html`` (rich text) never broken across lines."""
    return _UNBROKEN.format(html)


def keep_items(html: str) -> str:
    """Each " · " item of each ``<br>`` line of ``html`` kept whole (an item that already
    keeps its own parts together, a list, is left as it is)."""
    return "<br>".join(
        ITEM_SEP.join(p if "white-space" in p else unbroken(p) for p in line.split(ITEM_SEP))
        for line in html.split("<br>"))


def list_sep() -> str:
    """Between the items of a list in running text: 、 in Japanese, a comma in English."""
    return "、" if i18n.language() == "ja" else ", "
