"""Line breaks that keep a label with its number: Qt breaks Japanese text between any two
characters ("基本速/度 6.25", "INT/13"), so each "label value" item of a stats line is kept
whole and the line breaks only between items."""

from __future__ import annotations

import re

from . import i18n

#: what separates the items of a stats line (the kits' texts)
ITEM_SEP = " · "
#: a tag, an entity or one character of rich text
_PIECES = re.compile(r"<[^>]*>|&#?\w+;|.", re.S)
#: U+2060 WORD JOINER: no line break here (Qt's rich text ignores CSS white-space on a span)
_JOIN = "\u2060"


def unbroken(html: str) -> str:
    """``html`` (rich text) never broken across lines: no-break spaces, and a word joiner
    between two characters of its text (tags and entities left whole)."""
    out: list[str] = []
    for piece in _PIECES.findall(html):
        if piece.startswith("<"):
            out.append(piece)
            continue
        if out and not out[-1].startswith("<"):
            out.append(_JOIN)
        out.append("\u00a0" if piece == " " else piece)
    return "".join(out)


def keep_items(html: str) -> str:
    """Each " · " item of each ``<br>`` line of ``html`` kept whole (an item that already
    keeps its own parts together, a list, is left as it is)."""
    return "<br>".join(
        ITEM_SEP.join(p if _JOIN in p or "\u00a0" in p else unbroken(p)
                      for p in line.split(ITEM_SEP))
        for line in html.split("<br>"))


def list_sep() -> str:
    """Between the items of a list in running text: 、 in Japanese, a comma in English."""
    return "、" if i18n.language() == "ja" else ", "


def paren(text: str) -> str:
    """``text`` in brackets after a word: full-width in Japanese (右前脚（切断）), a space and
    ASCII brackets in English ("right foreleg (cut off)")."""
    return f"（{text}）" if i18n.language() == "ja" else f" ({text})"
