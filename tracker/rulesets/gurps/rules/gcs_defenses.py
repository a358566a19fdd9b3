"""Active defenses from a GCS file (B374–B376): GCS's own computed values, never recomputed.

* Dodge: ``calc.dodge[0]``, the Dodge without encumbrance (GCS lists one per level);
* Parry and Block: the best ``calc.parry`` / ``calc.block`` of the weapons of equipped
  equipment and enabled traits ("13U", "12F" read as 13 and 12; "No" and "-" skipped)."""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import Any

_LEADING = re.compile(r"^\s*(\d{1,3})")
#: nesting deeper than this in a file is not followed (containers of containers …)
_MAX_DEPTH = 32


def _value(v: Any) -> int | None:
    if isinstance(v, bool):
        return None
    if isinstance(v, int):
        return v if 0 <= v <= 100 else None
    if isinstance(v, str):
        m = _LEADING.match(v)
        if m and int(m.group(1)) <= 100:
            return int(m.group(1))
    return None


def _weapons(items: Any, depth: int = 0) -> Iterator[Mapping[str, Any]]:
    if not isinstance(items, list) or depth > _MAX_DEPTH:
        return
    for item in items:
        if not isinstance(item, dict):
            continue
        if item.get("equipped") is False or item.get("disabled") is True:
            continue  # what the character does not carry (or a switched-off trait)
        weapons = item.get("weapons")
        for w in weapons if isinstance(weapons, list) else []:
            if isinstance(w, dict) and isinstance(w.get("calc"), dict):
                yield w["calc"]
        yield from _weapons(item.get("children"), depth + 1)


def read_defenses(data: Mapping[str, Any]) -> tuple[int | None, int | None, int | None]:
    """(dodge, parry, block); None for one the file does not give."""
    calc = data.get("calc") if isinstance(data.get("calc"), dict) else {}
    dodges = calc.get("dodge")
    dodge = _value(dodges[0]) if isinstance(dodges, list) and dodges else _value(dodges)
    parry = block = None
    for key in ("equipment", "traits"):
        for w in _weapons(data.get(key)):
            p, b = _value(w.get("parry")), _value(w.get("block"))
            # a parry or block of 0 is GCS's "this weapon cannot" for a non-melee weapon
            if p and (parry is None or p > parry):
                parry = p
            if b and (block is None or b > block):
                block = b
    return dodge, parry, block
