"""How a name is read: the hiragana of its kanji, so that the library finds 教団員 by
きょうだん (a keeper types the reading before converting it). Computed with pykakasi, loaded
only for a name that has kanji (its dictionary takes a second or two to load); without it a
name is found by its own letters only."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

#: CJK ideographs (and the iteration mark 々): a name with none reads as it is written
_KANJI = re.compile(r"[\u3005\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")


@lru_cache(maxsize=1)
def _converter() -> Any:
    try:
        import pykakasi
    except ImportError:
        return None
    return pykakasi.kakasi()


def reading(name: str) -> str:
    """The name in hiragana ("教団員" → "きょうだんいん"), "" when it has no kanji or nothing
    can read it."""
    if not _KANJI.search(name):
        return ""
    kakasi = _converter()
    if kakasi is None:
        return ""
    return "".join(part.get("hira", "") for part in kakasi.convert(name))
