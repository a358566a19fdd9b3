"""GCS importer: the traits the rules use (Injury Tolerance, pain thresholds, extra arms,
legs and heads, Extra Attack), read from a character's enabled traits and modifiers."""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from .gcs_messages import Message

#: Injury Tolerance kinds as GCS spells them -> trait id (None: known but not applied)
IT_KINDS: dict[str, str | None] = {
    "diffuse": "diffuse", "homogenous": "homogeneous", "homogeneous": "homogeneous",
    "no blood": "no_blood", "no brain": "no_brain", "no eyes": "no_eyes",
    "no head": "no_head", "no neck": "no_neck", "no vitals": "no_vitals",
    "unliving": "unliving", "damage reduction": None,
}
#: traits that change wounding, shock, consciousness or survival beyond what is tracked
UNUSED_TRAITS = ("hard to kill", "hard to subdue", "unkillable", "supernatural durability",
                 "regeneration", "regrowth", "fragile", "damage reduction")
_NUMBER_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                 "eight": 8, "nine": 9, "ten": 10, "twelve": 12}
_NUMBER = re.compile(r"\b(\d{1,3}|" + "|".join(_NUMBER_WORDS) + r")\b", re.IGNORECASE)


def _enabled(items: Any) -> Iterator[dict[str, Any]]:
    """Every enabled item of a GCS list (traits or modifiers), containers walked into; a
    disabled item or container hides everything under it."""
    if not isinstance(items, list):
        return
    for item in items:
        if not isinstance(item, dict) or item.get("disabled") is True:
            continue
        yield item
        yield from _enabled(item.get("children"))


def _name(item: Mapping[str, Any]) -> str:
    name = item.get("name")
    return name.strip() if isinstance(name, str) else ""


def _levels(item: Mapping[str, Any]) -> int:
    v = item.get("levels")
    return int(v) if isinstance(v, int | float) and not isinstance(v, bool) and v > 0 else 0


def _replaced(text: str, replacements: Any) -> str:
    """GCS fills ``@placeholder@`` fields from the trait's ``replacements``."""
    if isinstance(replacements, dict):
        for k, v in replacements.items():
            if isinstance(k, str) and isinstance(v, str | int | float):
                text = text.replace(f"@{k}@", str(v))
    return text


def _numbers(text: str) -> list[int]:
    if "@" in text:  # an unfilled placeholder ("@3 or 4@"): the GCS user did not choose
        return []
    return [int(m) if m.isdigit() else _NUMBER_WORDS[m.lower()] for m in _NUMBER.findall(text)]


def _parenthesis(name: str, base: str) -> str | None:
    """``Injury Tolerance (No Blood)`` -> ``No Blood``; also ``Injury Tolerance: X``."""
    rest = name[len(base):].strip()
    if rest.startswith("(") and rest.endswith(")"):
        return rest[1:-1].strip()
    if rest.startswith(":"):
        return rest[1:].strip()
    return None


@dataclass
class ReadTraits:
    kinds: list[str] = field(default_factory=list)  # trait ids (IT, pain thresholds)
    it_names: set[str] = field(default_factory=set)  # GCS IT kinds, lower case
    extra_arms: int = 0
    legs: int | None = None  # total legs, when Extra Legs says
    extra_heads: int = 0
    #: Extra Attack levels (B53): attacks a turn beyond the maneuver's (RULES M)
    extra_attacks: int = 0
    warnings: list[Message] = field(default_factory=list)

    def add(self, trait: str) -> None:
        if trait not in self.kinds:
            self.kinds.append(trait)

    def it_kind(self, spelled: str) -> bool:
        """Take ``spelled`` as an Injury Tolerance kind; False if it names none."""
        key = " ".join(spelled.casefold().split())
        if key not in IT_KINDS:
            return False
        tid = IT_KINDS[key]
        if tid is None:
            self.warnings.append(Message("warn.it_unknown", {"kind": spelled}))
        else:
            self.it_names.add("homogeneous" if key == "homogenous" else key)
            self.add(tid)
        return True


def read_traits(traits: Any) -> ReadTraits:
    """What the rules use from a character's enabled traits, with warnings."""
    out = ReadTraits()
    for t in _enabled(traits):
        if t.get("children") is not None and t.get("container_type"):
            continue  # a container: its children were walked into
        name = _name(t)
        low = name.casefold()
        if low.startswith("injury tolerance"):
            _injury_tolerance(t, name, out)
        elif out.it_kind(name):
            pass
        elif low.startswith("high pain threshold"):
            out.add("high_pain_threshold")
        elif low.startswith("low pain threshold"):
            out.add("low_pain_threshold")
        elif low.startswith("extra arm"):
            n = _levels(t) or next(iter(_numbers(name)), 0)
            out.extra_arms += n
        elif low.startswith("extra attack"):
            out.extra_attacks += _levels(t) or next(iter(_numbers(name)), 1)
        elif low.startswith("extra leg"):
            _extra_legs(t, name, out)
        elif low.startswith("extra head"):
            n = _levels(t) or next(iter(_numbers(name)), 1)
            mods = [_name(m).casefold() for m in _enabled(t.get("modifiers"))]
            if any("extraneous" in m or "brainless" in m for m in mods):
                out.warnings.append(Message("warn.heads_brainless", {"trait": name}))
            else:
                out.extra_heads += n
        elif low.startswith(UNUSED_TRAITS):
            out.warnings.append(Message("warn.trait_unused", {"trait": name}))
        elif low.startswith("unhealing"):  # issue 44 m3: without a word it heals as anyone
            out.warnings.append(Message("warn.unhealing", {"trait": name}))
    if "high_pain_threshold" in out.kinds and "low_pain_threshold" in out.kinds:
        out.warnings.append(Message("warn.both_pain"))
    return out


def _injury_tolerance(t: Mapping[str, Any], name: str, out: ReadTraits) -> None:
    found = False
    inner = _parenthesis(name, name[:len("injury tolerance")])
    if inner:
        for part in re.split(r"[,;/]| and ", inner):
            if part.strip():
                found = out.it_kind(part.strip()) or found
    for m in _enabled(t.get("modifiers")):
        found = out.it_kind(_name(m)) or found
    if found:
        return
    notes = " ".join(str(t.get(k, "")) for k in ("local_notes", "notes")).casefold()
    kinds = [k for k in IT_KINDS if IT_KINDS[k] and re.search(rf"\b{k}\b", notes)]
    if kinds:
        for k in kinds:
            out.it_kind(k)
        out.warnings.append(Message("warn.it_notes", {"kinds": ", ".join(kinds)}))
    else:
        out.warnings.append(Message("warn.it_none", {"trait": name}))


def _extra_legs(t: Mapping[str, Any], name: str, out: ReadTraits) -> None:
    texts = [name] + [_name(m) for m in _enabled(t.get("modifiers"))]
    counts = [n for text in texts for n in _numbers(_replaced(text, t.get("replacements")))]
    counts = [n for n in counts if n >= 3]
    if len(set(counts)) == 1:
        out.legs = max(out.legs or 0, counts[0])
    else:
        out.warnings.append(Message("warn.legs_unread", {"trait": name}))
