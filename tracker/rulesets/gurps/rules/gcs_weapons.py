"""Weapons from a GCS file (version 5): every melee and ranged attack mode of what the
character carries (equipped equipment), of its enabled traits, skills and spells, with
GCS's own computed values (``calc``: the skill level, the damage with ST added, the parry
and block with skill applied), never recomputed.

GCS marks a melee mode's id with a lower-case "w" and a ranged one with "W"; a mode with
ranged statistics (Acc, range, RoF) and no id is ranged too. Parry "13U" is 13 with GCS's
"U" (unbalanced) mark, "12F" a fencing weapon (its repeated parries cost less, B376);
"No" and "-" are no parry."""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import Any

from .weapons import MAX_TEXT, MAX_WEAPONS, MELEE, RANGED, Weapon, parse_damage, unique_labels

#: nesting deeper than this is not followed (containers of containers …)
_MAX_DEPTH = 32
_LEADING = re.compile(r"^\s*([+-]?\d{1,3})")
_PARRY = re.compile(r"^\s*([+-]?\d{1,3})\s*([A-Za-z]*)")


def _int(v: Any) -> int | None:
    """A whole number from GCS text ("2", "-7", "3+1" → 3), or None."""
    if isinstance(v, bool):
        return None
    if isinstance(v, int):
        return v if -100 <= v <= 100 else None
    if isinstance(v, str):
        m = _LEADING.match(v)
        if m and -100 <= int(m.group(1)) <= 100:
            return int(m.group(1))
    return None


def _text(v: Any) -> str | None:
    if isinstance(v, int | float) and not isinstance(v, bool):
        v = str(v)
    if not isinstance(v, str) or not v.strip():
        return None
    return v.strip()[:MAX_TEXT]


def _defense(v: Any) -> tuple[int | None, str]:
    """(value, marks) of a parry or block: "13U" → (13, "U"); "No", "-" → (None, "")."""
    if isinstance(v, int) and not isinstance(v, bool):
        return (v, "") if 0 < v <= 100 else (None, "")
    m = _PARRY.match(v) if isinstance(v, str) else None
    if m is None or not 0 < int(m.group(1)) <= 100:
        return None, ""
    return int(m.group(1)), m.group(2).upper()[:4]


def _carried(items: Any, depth: int = 0) -> Iterator[tuple[Mapping[str, Any], Mapping[str, Any]]]:
    """(item, weapon) of everything carried or enabled, containers followed."""
    if not isinstance(items, list) or depth > _MAX_DEPTH:
        return
    for item in items:
        if not isinstance(item, dict):
            continue
        if item.get("equipped") is False or item.get("disabled") is True:
            continue  # not carried, or switched off (and everything in it)
        weapons = item.get("weapons")
        for w in weapons if isinstance(weapons, list) else []:
            if isinstance(w, dict):
                yield item, w
        yield from _carried(item.get("children"), depth + 1)


def _item_name(item: Mapping[str, Any]) -> str:
    for key in ("description", "name"):
        text = _text(item.get(key))
        if text:
            return text
    return "?"


def _is_ranged(w: Mapping[str, Any]) -> bool:
    wid = w.get("id")
    if isinstance(wid, str) and wid[:1] in ("w", "W"):
        return wid[0] == "W"
    return any(k in w for k in ("accuracy", "range", "rate_of_fire"))


def weapon_of(item: Mapping[str, Any], w: Mapping[str, Any]) -> Weapon:
    """One attack mode of ``item`` as the sheet carries it."""
    calc = w.get("calc") if isinstance(w.get("calc"), dict) else {}
    dice, dtype, divisor = parse_damage(calc.get("damage") if isinstance(
        calc.get("damage"), str) else None)
    parry, flags = _defense(calc.get("parry"))
    block, _b = _defense(calc.get("block"))
    ranged = _is_ranged(w)
    level = _int(calc.get("level"))
    return Weapon(
        name=_item_name(item), kind=RANGED if ranged else MELEE, usage=_text(w.get("usage")),
        damage=dice, type=dtype, armor_divisor=divisor,
        skill=level if level is not None and level >= 0 else None,
        reach=None if ranged else _text(calc.get("reach") or w.get("reach")),
        parry=None if ranged else parry, parry_flags="" if ranged else flags,
        block=None if ranged else block,
        acc=_int(w.get("accuracy")) if ranged else None,
        range=_text(calc.get("range") or w.get("range")) if ranged else None,
        rof=_text(w.get("rate_of_fire")) if ranged else None,
        shots=_text(w.get("shots")) if ranged else None,
        bulk=_int(w.get("bulk")) if ranged else None,
        recoil=_positive(_int(w.get("recoil"))) if ranged else None,
        st=_text(w.get("strength")),
    )


def _positive(v: int | None) -> int | None:
    return v if v is not None and v >= 1 else None


def read_weapons(data: Mapping[str, Any]) -> list[Weapon]:
    """Every weapon of the file's character, each found by its own label, at most
    ``MAX_WEAPONS``."""
    out: list[Weapon] = []
    for key in ("equipment", "traits", "skills", "spells"):
        for item, w in _carried(data.get(key)):
            out.append(weapon_of(item, w))
            if len(out) >= MAX_WEAPONS:
                return unique_labels(out)
    return unique_labels(out)


def skill_level(data: Mapping[str, Any], name: str) -> int | None:
    """GCS's computed level of the enabled skill ``name`` (its best, any specialization),
    or None: W5's roll to stay standing uses Acrobatics and Judo."""
    best = None
    for item, _w in _skills(data.get("skills")):
        if isinstance(item.get("name"), str) and item["name"].strip().casefold() == name:
            calc = item.get("calc") if isinstance(item.get("calc"), dict) else {}
            level = _int(calc.get("level"))
            if level is not None and level >= 0 and (best is None or level > best):
                best = level
    return best


def _skills(items: Any, depth: int = 0) -> Iterator[tuple[Mapping[str, Any], None]]:
    if not isinstance(items, list) or depth > _MAX_DEPTH:
        return
    for item in items:
        if isinstance(item, dict) and item.get("disabled") is not True:
            yield item, None
            yield from _skills(item.get("children"), depth + 1)
