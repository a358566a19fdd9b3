"""A GURPS combatant's weapons as its sheet carries them (read from a GCS file, or typed),
and what an attack or a defense takes from one (docs/rules.md W1).

A :class:`Weapon` is one line of a character sheet's weapon table: a melee or ranged
attack mode with its name and usage, its damage (dice, type, armor divisor), the skill level
GCS computed, and the statistics of B268–B279 (reach, Parry, Block, Acc, Range, RoF, Shots,
Bulk, Recoil, ST). Statistics the rules here use are numbers; the others are kept as the
sheet writes them (a range "240/320", shots "1(2)"), shown, never worked with.

Pure and Qt-free. The session's ``attack``, the attack and defense dialogs and ``odds`` all
find a weapon with :func:`find_weapon` and read it through the helpers below, so one sheet
attacks and parries with the same numbers everywhere."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, fields
from typing import Any

from tracker.model.errors import RulesError
from tracker.model.validation import got

from .damage import DAMAGE_TYPES

MELEE, RANGED = "melee", "ranged"
KINDS = (MELEE, RANGED)
#: the most weapons a sheet carries (a GCS character with every natural attack has ~10)
MAX_WEAPONS = 200
#: the longest text a weapon's field holds
MAX_TEXT = 200
#: B376: a parry with a weapon already used to parry this turn: −4 for each earlier parry
REPEATED_PARRY = -4
#: B376/B404: a fencing weapon (GCS marks its parry "F") loses only −2 a repeated parry
REPEATED_PARRY_FENCING = -2
#: B357 (Feverish Defense): +2 to one active defense roll, for 1 FP
FEVERISH_BONUS = 2
FEVERISH_FP = 1

_INT_FIELDS = ("skill", "parry", "block", "acc", "bulk", "recoil")
_TEXT_FIELDS = ("name", "usage", "damage", "reach", "range", "rof", "shots", "st",
                "parry_flags")


@dataclass(frozen=True, slots=True)
class Weapon:
    """One attack mode of a weapon (B268–B279), as a character sheet lists it."""

    name: str
    kind: str = MELEE
    usage: str | None = None
    #: the damage dice ("2d+4", "1d-2", "6"); None: the weapon does no damage the tracker
    #: rolls (an affliction, a sense)
    damage: str | None = None
    #: a resolver damage type (G3); None with no damage
    type: str | None = None
    armor_divisor: float = 1
    #: the attacker's effective skill with it before modifiers (GCS's computed level)
    skill: int | None = None
    reach: str | None = None
    #: the parry it gives (None: it cannot parry) and GCS's marks: "U" unbalanced, "F" fencing
    parry: int | None = None
    parry_flags: str = ""
    block: int | None = None
    acc: int | None = None
    range: str | None = None
    rof: str | None = None
    shots: str | None = None
    bulk: int | None = None
    recoil: int | None = None
    st: str | None = None

    @property
    def label(self) -> str:
        """The name a request or a combo names it by: "Axe (Swung)", or the bare name."""
        return f"{self.name} ({self.usage})" if self.usage else self.name

    @property
    def ranged(self) -> bool:
        return self.kind == RANGED

    @property
    def fencing(self) -> bool:
        return "F" in self.parry_flags

    @property
    def damage_text(self) -> str | None:
        """"2d+4 cut", "3d(2) pi+": the damage as a sheet writes it."""
        if self.damage is None:
            return None
        div = "" if self.armor_divisor == 1 else f"({_number_text(self.armor_divisor)})"
        return f"{self.damage}{div} {self.type}" if self.type else self.damage + div

    @property
    def max_shots(self) -> int | None:
        """The most shots one attack fires (RoF "3" → 3, "3x9" → 27); None: not given."""
        return rof_shots(self.rof)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name, "kind": self.kind}
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name in out or value is None or value == "" or (
                    f.name == "armor_divisor" and value == 1):
                continue  # written only when set: most weapons use few of the columns
            out[f.name] = value
        return out

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> Weapon:
        known = {f.name for f in fields(cls)}
        return cls(**{k: v for k, v in d.items() if k in known})


def _number_text(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else str(x)


def rof_shots(rof: str | None) -> int | None:
    """The shots of a RoF as a sheet writes it: "3" → 3, "3x9" or "3×9" → 27, "1" → 1."""
    if not rof:
        return None
    m = re.match(r"^\s*(\d{1,6})(?:\s*[x×]\s*(\d{1,6}))?", rof)
    if m is None:
        return None
    return int(m.group(1)) * int(m.group(2) or 1)


_DAMAGE = re.compile(
    r"^\s*(?P<dice>\d{1,4}\s*d(?:\s*[+-]\s*\d{1,4})?|[+-]?\d{1,6})?"
    r"\s*(?:\((?P<div>\d{1,4}(?:\.\d{1,3})?)\))?\s*(?P<type>[A-Za-z+\-]+)?")


def parse_damage(text: str | None) -> tuple[str | None, str | None, float]:
    """("2d+4", "cut", 1) from GCS's "2d+4 cut"; armor divisors as "3d(2) pi" or
    "1d+2 (5) cut". Damage that is no roll of a known type ("Blinds", a bare "cr") gives
    (None, None, 1): the tracker has nothing to roll for it."""
    m = _DAMAGE.match(text or "")
    if m is None or m.group("dice") is None:
        return None, None, 1
    kind = (m.group("type") or "").lower()
    if kind not in DAMAGE_TYPES:
        return None, None, 1
    dice = re.sub(r"\s+", "", m.group("dice"))
    div = float(m.group("div")) if m.group("div") else 1.0
    return dice, kind, int(div) if div.is_integer() else div


def unique_labels(weapons: Iterable[Weapon]) -> list[Weapon]:
    """The weapons, a repeated label numbered ("Bite", "Bite #2") so each is found by it;
    exact repeats (GCS lists a trait's attack once per copy) are dropped."""
    out: list[Weapon] = []
    seen: dict[str, int] = {}
    for w in weapons:
        if w in out:
            continue
        n = seen.get(w.label, 0) + 1
        seen[w.label] = n
        if n > 1:
            w = Weapon(**{**{f.name: getattr(w, f.name) for f in fields(w)},
                          "usage": f"{w.usage} #{n}" if w.usage else None,
                          "name": w.name if w.usage else f"{w.name} #{n}"})
        out.append(w)
    return out


def find_weapon(weapons: Iterable[Weapon], name: str) -> Weapon:
    """The weapon a request names: by its label ("Axe (Swung)"), or by its bare name when
    only one weapon has it. RulesError listing the labels otherwise."""
    weapons = list(weapons)
    folded = name.strip().casefold()
    for w in weapons:
        if w.label.casefold() == folded:
            return w
    named = [w for w in weapons if w.name.casefold() == folded]
    if len(named) == 1:
        return named[0]
    if not weapons:
        raise RulesError("no_weapon", f"no weapon '{name}': this sheet carries no weapons")
    which = "; ".join(w.label for w in weapons[:30])
    if named:
        raise RulesError("no_weapon", f"'{name}' names {len(named)} weapons: give one of "
                         f"{which}")
    raise RulesError("no_weapon", f"no weapon '{name}' on this sheet (it has: {which})")


def best_block(weapons: Iterable[Weapon]) -> Weapon | None:
    return max((w for w in weapons if w.block is not None), key=lambda w: w.block,
               default=None)


def repeated_parry_penalty(weapon: Weapon, earlier: int) -> int:
    """B376: the modifier of a parry with ``weapon`` after ``earlier`` parries with it since
    the defender's last turn (0 for the first; −4 each after, −2 with a fencing weapon)."""
    step = REPEATED_PARRY_FENCING if weapon.fencing else REPEATED_PARRY
    return step * max(0, earlier)


def validate_weapon(d: Any, path: str, bad: Any) -> None:
    """Every problem of one saved weapon (``Weapon.to_dict``), through ``bad(path, text,
    code, **values)``: its path, its English words, its problem code and values (for a UI
    that words it in its own language)."""
    if not isinstance(d, dict):
        bad(path, "must be an object (a weapon)", "not_type", expected="object", **got(d))
        return
    known = {f.name for f in fields(Weapon)}
    for key in d:
        if key not in known:
            bad(f"{path}.{key}", "unknown key", "unknown_field", field=str(key))
    for key in _TEXT_FIELDS:
        v = d.get(key)
        if (v is None and key != "name") or (isinstance(v, str) and len(v) <= MAX_TEXT
                                              and (v.strip() or key != "name")):
            continue
        bad(f"{path}.{key}", f"must be text of at most {MAX_TEXT} characters"
            + (" (not empty)" if key == "name" else ""),
            "weapon_name" if key == "name" else "weapon_text", limit=MAX_TEXT)
    if d.get("kind", MELEE) not in KINDS:
        bad(f"{path}.kind", f"must be one of {', '.join(KINDS)}", "unknown_choice",
            known=list(KINDS), **got(d.get("kind")))
    for key in _INT_FIELDS:
        v = d.get(key)
        if v is not None and (type(v) is not int or not -100 <= v <= 100):
            bad(f"{path}.{key}", "must be a whole number from -100 to 100", "out_of_range",
                lo=-100, hi=100, **got(v))
    _validate_damage(d, path, bad)


def _validate_damage(d: Mapping[str, Any], path: str, bad: Any) -> None:
    from tracker.model.dice import parse_dice

    dtype, dice = d.get("type"), d.get("damage")
    if dtype is not None and dtype not in DAMAGE_TYPES:
        bad(f"{path}.type", f"unknown damage type (known: {' '.join(DAMAGE_TYPES)})",
            "unknown_choice", known=list(DAMAGE_TYPES), **got(dtype))
    if dice is not None:
        try:
            parse_dice(dice) if isinstance(dice, str) else None
        except RulesError as exc:
            bad(f"{path}.damage", exc.message, "weapon_dice", **got(dice))
    div = d.get("armor_divisor", 1)
    if isinstance(div, bool) or not isinstance(div, int | float) or not 0 < div <= 100:
        bad(f"{path}.armor_divisor", "must be a number over 0 and at most 100",
            "armor_divisor", **got(div))


def request_with_weapon(req: dict[str, Any]) -> dict[str, Any]:
    """A ``resolve``/``odds`` request whose ``weapon`` (a weapon as a sheet saves it, or a
    sheet's damage text such as "2d+4 cut") gives the ``damage``, ``type`` and
    ``armor_divisor`` the request leaves out (W1)."""
    out = {k: v for k, v in req.items() if k != "weapon"}
    raw = req["weapon"]
    if isinstance(raw, str):
        dice, dtype, div = parse_damage(raw)
        raw = {"name": "weapon", "damage": dice, "type": dtype, "armor_divisor": div}
    problems: list[str] = []
    validate_weapon(raw, "weapon",
                    lambda path, text, *_, **__: problems.append(f"'{path}': {text}"))
    if problems:
        raise RulesError("bad_value", problems[0], field="weapon")
    weapon = Weapon.from_dict(raw)
    if weapon.damage is None:
        raise RulesError("no_damage", f"'weapon': {weapon.label} gives no damage dice of a "
                         "known type", field="weapon")
    out.setdefault("damage", weapon.damage)
    out.setdefault("type", weapon.type)
    if weapon.armor_divisor != 1:
        out.setdefault("armor_divisor", weapon.armor_divisor)
    return out
