"""Import characters from GURPS Character Sheet (GCS) files, version 5 (``.gcs``, JSON).

The entry point; body types are read in :mod:`.gcs_body`, traits in :mod:`.gcs_traits`,
messages live in :mod:`.gcs_messages`.

Pure and Qt-free: a file in, a :class:`GcsCharacter` out (the stats a GURPS sheet needs plus
warnings about everything the importer could not take over), or a :class:`GcsError`.

What is read (GCS's own computed values, never recomputed):

* ``attributes[].calc.value`` of ``hp``, ``fp``, ``ht``, ``dx`` and ``basic_speed``;
* ``settings.body_type``: the 18 standard GCS body types become the bundled plans; any other
  table becomes a custom plan object (see :mod:`.bodyplan`) built from the file's own rows;
* ``settings.body_type.locations[].calc.dr.all``: DR per location, less the natural DR the
  resolver adds by itself (the skull's +2 would otherwise count twice);
* enabled traits (disabled traits and everything in a disabled container are skipped):
  Injury Tolerance kinds, High/Low Pain Threshold, Extra Arm(s), Extra Legs, Extra Head;
* Dodge, and the best Parry and Block of what the character carries (:mod:`.gcs_defenses`);
* every melee and ranged weapon it carries, with GCS's computed skill, damage, parry …
  (:mod:`.gcs_weapons`, W1).

Everything the rules would use but the importer cannot read is a warning, never a guess.
Messages are keys with arguments (English templates in :data:`MESSAGES`), so the UI can
translate them; :meth:`Message.text` renders the English.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from tracker.model.errors import TrackerError
from tracker.model.regular_file import NotReadable, read_regular
from tracker.model.validation import Checker, TooMany

from .bodyplan import BodyPlan, body_plan
from .gcs_body import STANDARD_BODIES, Row, body_of, dr_of, infer_kind, natural_dr
from .gcs_defenses import read_defenses
from .gcs_messages import MESSAGES, GcsError, Message
from .gcs_traits import read_traits
from .gcs_weapons import read_weapons, skill_level
from .resolver import expand_traits
from .sheet import MAX_EXTRA_ATTACKS, GurpsSheet
from .validate import validate_sheet
from .weapons import Weapon

GCS_VERSION = 5
#: files larger than this are refused before reading (portraits make real files ~100 KB)
MAX_BYTES = 20 * 1024 * 1024
#: arms, legs and heads an encounter file holds (see gurps.validate.validate_sheet)
MAX_LIMBS = 1000

# ----------------------------------------------------------------------------------------------
# The character
# ----------------------------------------------------------------------------------------------
@dataclass
class GcsCharacter:
    file: str
    name: str | None  # as the file gives it (None: no name in the file)
    display_name: str  # the name to use: the file's, else its title or file name
    hp: int
    fp: int | None
    ht: int
    dx: int
    basic_speed: float
    body: str | dict[str, Any]
    body_type: str  # GCS's name of it
    dr: dict[str, int]
    traits: list[str]
    arms: int | None
    legs: int | None
    heads: int
    current_hp: int | None = None
    current_fp: int | None = None
    rows: list[Row] = field(default_factory=list)
    #: Injury Tolerance kinds as GCS spells them (lower case, "homogeneous")
    injury_tolerance: list[str] = field(default_factory=list)
    warnings: list[Message] = field(default_factory=list)
    notes: list[Message] = field(default_factory=list)
    portrait: str | None = None  # base64 image data, as in the file
    #: active defenses (B374–B376); None where the file gives none
    dodge: int | None = None
    parry: int | None = None
    block: int | None = None
    #: Extra Attack levels (B53, RULES M)
    extra_attacks: int = 0
    #: every melee and ranged attack mode it carries (W1)
    weapons: list[Weapon] = field(default_factory=list)
    #: Size Modifier (profile SM; W3)
    size_modifier: int = 0
    #: W5: ST, and the Acrobatics and Judo levels (None: not in the file)
    st: int | None = None
    acrobatics: int | None = None
    judo: int | None = None

    @property
    def plan(self) -> BodyPlan:
        return body_plan(self.body)

    @property
    def extra_arms(self) -> int:
        return 0 if self.arms is None else self.arms - 2

    @property
    def extra_legs(self) -> int:
        return 0 if self.legs is None else self.legs - 2

    def target(self) -> dict[str, Any]:
        """A ``python -m tracker resolve`` target, as it is."""
        out: dict[str, Any] = {"hp": self.hp, "fp": self.fp, "ht": self.ht, "body": self.body,
                               "dr": dict(self.dr), "traits": list(self.traits),
                               "arms": self.arms, "legs": self.legs, "heads": self.heads}
        if self.current_hp is not None:
            out["current_hp"] = self.current_hp
        if self.current_fp is not None:
            out["current_fp"] = self.current_fp
        return out

    def sheet(self) -> GurpsSheet:
        max_fp = self.fp if self.fp is not None else self.ht
        return GurpsSheet(
            max_hp=self.hp, max_fp=max_fp, ht=self.ht, dx=self.dx,
            basic_speed=self.basic_speed, body=self.body, dr=dict(self.dr),
            traits=list(self.traits), arms=self.arms, legs=self.legs, heads=self.heads,
            hp=self.current_hp, fp=self.current_fp,
            dodge=self.dodge, parry=self.parry, block=self.block,
            extra_attacks=self.extra_attacks, weapons=list(self.weapons),
            size_modifier=self.size_modifier, st=self.st, acrobatics=self.acrobatics,
            judo=self.judo,
        )

    def to_line(self) -> dict[str, Any]:
        """The ``import-gcs`` output line: the weapons it read follow the keys earlier
        readers know (``target`` stays a resolve target as it is)."""
        return {"file": self.file, "name": self.name, "dx": self.dx,
                "basic_speed": self.basic_speed, "target": self.target(),
                "warnings": [w.text() for w in self.warnings],
                "weapons": [w.to_dict() for w in self.weapons]}


def _attributes(data: Mapping[str, Any]) -> dict[str, Mapping[str, Any]]:
    out: dict[str, Mapping[str, Any]] = {}
    attrs = data.get("attributes")
    for a in attrs if isinstance(attrs, list) else []:
        if isinstance(a, dict) and isinstance(a.get("attr_id"), str):
            calc = a.get("calc")
            out.setdefault(a["attr_id"], calc if isinstance(calc, dict) else {})
    return out


def _number(calc: Mapping[str, Any] | None, key: str = "value") -> float | None:
    v = calc.get(key) if calc else None
    if isinstance(v, bool) or not isinstance(v, int | float) or v != v or abs(v) > 1e9:
        return None
    return v


def character_from_data(data: Any, file: str = "") -> GcsCharacter:
    """Import parsed GCS JSON. Raises :class:`GcsError` for what is not a usable character."""
    if not isinstance(data, dict):
        raise GcsError("err.not_character", detail="the JSON text is not an object")
    version = data.get("version")
    if version is None or "attributes" not in data and "traits" not in data:
        raise GcsError("err.not_character", detail="it has no version, attributes or traits")
    if version != GCS_VERSION or isinstance(version, bool):
        raise GcsError("err.version", version=json.dumps(version)[:20])
    warnings: list[Message] = []
    attrs = _attributes(data)
    hp = _number(attrs.get("hp"))
    if hp is None:
        raise GcsError("err.no_hp")
    if hp < 1 or hp != int(hp):
        raise GcsError("err.bad_hp", value=hp)
    hp = int(hp)

    def stat(attr: str, label: str, default: int, lo: int = 1) -> int:
        v = _number(attrs.get(attr))
        if v is None or v < lo:
            warnings.append(Message("warn.stat_missing", {"stat": label, "value": default}))
            return default
        return int(v)

    ht = stat("ht", "HT", 10)
    dx = stat("dx", "DX", 10)
    speed = _number(attrs.get("basic_speed"))
    if speed is None or not 0 <= speed <= 1000:
        warnings.append(Message("warn.speed_missing", {"value": 5.0}))
        speed = 5.0
    fp_v = _number(attrs.get("fp"))
    fp = int(fp_v) if fp_v is not None and fp_v >= 1 else None
    if fp is None:
        warnings.append(Message("warn.no_fp", {"ht": ht}))

    def current(attr: str, label: str, maximum: int | None) -> int | None:
        cur = _number(attrs.get(attr), "current")
        if maximum is None or cur is None or int(cur) == maximum:
            return None
        warnings.append(Message("warn.current", {"stat": label, "current": int(cur),
                                                 "maximum": maximum}))
        return int(cur)

    cur_hp = current("hp", "HP", hp)
    cur_fp = current("fp", "FP", fp)

    profile = data.get("profile") if isinstance(data.get("profile"), dict) else {}
    name = profile.get("name") if isinstance(profile.get("name"), str) else None
    name = name.strip()[:200] if name and name.strip() else None
    display = name
    if display is None:
        title = profile.get("title")
        if isinstance(title, str) and title.strip():
            display, key = title.strip()[:200], "warn.no_name_title"
        else:
            stem = os.path.splitext(os.path.basename(file))[0] or "GCS"
            display, key = stem.replace("_", " ").strip() or "GCS", "warn.no_name_file"
        warnings.append(Message(key, {"name": display}))

    tr = read_traits(data.get("traits"))
    traits = list(tr.kinds)
    if isinstance(profile.get("gender"), str) and profile["gender"].strip().casefold() == "male":
        traits.append("male")
    built = body_of(data.get("settings"), warnings)
    plan = built.plan
    warnings.extend(tr.warnings)

    arms = _bounded(2 + tr.extra_arms if tr.extra_arms else None, "Extra Arms", 0, warnings)
    legs = _bounded(tr.legs, "Extra Legs", 0, warnings)
    for count, part, key in ((arms, "arm", "warn.arms"), (legs, "leg", "warn.legs")):
        shown = plan.part_counts.get(part, 0)
        if count is not None and count != shown:
            warnings.append(Message(key, {"count": count, "shown": shown}))
    heads = _bounded(1 + tr.extra_heads, "Extra Head", 1, warnings)
    extra_attacks = min(tr.extra_attacks, MAX_EXTRA_ATTACKS)
    if extra_attacks != tr.extra_attacks:
        warnings.append(Message("warn.clamped", {"trait": "Extra Attack",
                                                 "value": tr.extra_attacks,
                                                 "used": extra_attacks}))
    if heads > 1:
        warnings.append(Message("warn.heads", {"count": heads}))

    dr, notes = dr_of(built, expand_traits(frozenset(traits)), warnings)
    notes.insert(0, Message("note.source", {"file": os.path.basename(file) or file}))
    portrait = profile.get("portrait")
    dodge, parry, block = read_defenses(data)
    character = GcsCharacter(
        file=file, name=name, display_name=display, hp=hp, fp=fp, ht=ht, dx=dx,
        basic_speed=float(speed), body=built.body, body_type=built.name,
        dr=dr, traits=traits, arms=arms, legs=legs, heads=heads, current_hp=cur_hp,
        current_fp=cur_fp, rows=built.rows, injury_tolerance=sorted(tr.it_names),
        warnings=warnings, notes=notes,
        portrait=portrait if isinstance(portrait, str) and portrait else None,
        dodge=dodge, parry=parry, block=block, extra_attacks=extra_attacks,
        weapons=read_weapons(data), size_modifier=_size_modifier(profile),
        st=_st(attrs), acrobatics=skill_level(data, "acrobatics"),
        judo=skill_level(data, "judo"),
    )
    _check_sheet(character)
    return character


def _st(attrs: Mapping[str, Mapping[str, Any]]) -> int | None:
    """ST (W5 knockback), GCS's computed value; None when absent or odd."""
    st = _number(attrs.get("st"))
    return int(st) if st is not None and 0 <= st <= 1000 else None


def _size_modifier(profile: Mapping[str, Any]) -> int:
    """The profile's SM (W3), within what a sheet holds; 0 when not given."""
    sm = profile.get("SM")
    return sm if type(sm) is int and -30 <= sm <= 30 else 0


def _bounded(count: int | None, trait: str, lo: int, warnings: list[Message]) -> int | None:
    """A count of limbs or heads within what an encounter file holds (a file with Extra Arms
    at level 1,000,000 imported, but its save was refused), with a warning when clamped."""
    if count is None or lo <= count <= MAX_LIMBS:
        return count
    used = min(max(count, lo), MAX_LIMBS)
    warnings.append(Message("warn.clamped", {"trait": trait, "value": count, "used": used}))
    return used


def _check_sheet(character: GcsCharacter) -> None:
    """The sheet an import makes must be one the encounter file accepts: what clamping did
    not catch is refused here, never saved into a file that would not open again."""
    checker = Checker(max_problems=5)
    try:
        validate_sheet(checker, character.sheet().to_dict(), "sheet")
    except TooMany:
        pass
    if checker.problems:
        raise GcsError("err.invalid", detail=str(checker.problems[0])[:200])


# ----------------------------------------------------------------------------------------------
# Files
# ----------------------------------------------------------------------------------------------
def read_data(path: str) -> Any:
    """The parsed JSON of a file, refusing missing, odd (FIFO, device), huge, binary and
    non-JSON files."""
    try:
        raw = read_regular(path, MAX_BYTES)
    except NotReadable as exc:
        if exc.code == "missing":
            raise GcsError("err.missing") from None
        if exc.code == "folder":
            raise GcsError("err.unreadable", reason="it is a folder") from None
        if exc.code == "not_regular":
            raise GcsError("err.not_regular") from None
        if exc.code == "too_large":
            size = exc.size if exc.size is not None else MAX_BYTES + 1
            raise GcsError("err.too_large", size=f"{size / 1024 / 1024:.1f}") from None
        raise GcsError("err.unreadable", reason=exc.reason) from None
    if b"\x00" in raw[:8192]:
        raise GcsError("err.not_text")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise GcsError("err.not_text") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise GcsError("err.not_json", detail=f"line {exc.lineno}, column {exc.colno}") from None
    except RecursionError:
        raise GcsError("err.too_deep") from None
    except ValueError as exc:  # e.g. an integer of more than 4,300 digits
        raise GcsError("err.not_json", detail=str(exc)[:120]) from None


def import_file(path: str) -> GcsCharacter:
    """Import one ``.gcs`` file. Raises :class:`GcsError` naming why it cannot be."""
    data = read_data(path)
    try:
        return character_from_data(data, path)
    except GcsError:
        raise
    except (TrackerError, TypeError, ValueError, KeyError, AttributeError, IndexError,
            RecursionError, OverflowError) as exc:
        # a shape no test foresaw: one file refused with a reason, never a crash
        raise GcsError("err.unexpected", detail=f"{type(exc).__name__}: {exc}"[:200]) from exc


def import_files(paths: Iterable[str]) -> list[GcsCharacter | GcsError]:
    """Each file's character, or the error that stopped it; in order, never raising."""
    out: list[GcsCharacter | GcsError] = []
    for path in paths:
        try:
            out.append(import_file(path))
        except GcsError as exc:
            out.append(exc)
    return out


def read_characters(path: str) -> list[Any]:
    """The library's reader of a ``.gcs`` file (``GurpsRuleset.character_files``)."""
    from tracker.model.ruleset import ImportedCharacter

    c = import_file(path)
    return [ImportedCharacter(c.display_name, c.sheet(), "gcs",
                              warnings=tuple(w.text() for w in c.warnings))]


__all__ = [
    "GCS_VERSION", "MAX_BYTES", "MESSAGES", "STANDARD_BODIES", "GcsCharacter", "GcsError",
    "Message", "Row", "character_from_data", "import_file", "import_files", "infer_kind",
    "natural_dr", "read_characters", "read_data",
]
