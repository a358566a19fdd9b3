"""Import characters from GURPS Character Sheet (GCS) files, version 5 (``.gcs``, JSON).

Pure and Qt-free: a file in, a :class:`GcsCharacter` out (the stats a GURPS sheet needs plus
warnings about everything the importer could not take over), or a :class:`GcsError`.

What is read (GCS's own computed values, never recomputed):

* ``attributes[].calc.value`` of ``hp``, ``fp``, ``ht``, ``dx`` and ``basic_speed``;
* ``settings.body_type``: the 18 standard GCS body types become the bundled plans; any other
  table becomes a custom plan object (see :mod:`.bodyplan`) built from the file's own rows;
* ``settings.body_type.locations[].calc.dr.all``: DR per location, less the natural DR the
  resolver adds by itself (the skull's +2 would otherwise count twice);
* enabled traits (disabled traits and everything in a disabled container are skipped):
  Injury Tolerance kinds, High/Low Pain Threshold, Extra Arm(s), Extra Legs, Extra Head.

Everything the rules would use but the importer cannot read is a warning, never a guess.
Messages are keys with arguments (English templates in :data:`MESSAGES`), so the UI can
translate them; :meth:`Message.text` renders the English.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from typing import Any, NamedTuple

from ..errors import TrackerError
from .bodyplan import MAX_LOCATIONS, BodyPlan, body_plan
from .resolver import expand_traits
from .sheet import GurpsSheet

GCS_VERSION = 5
#: files larger than this are refused before reading (portraits make real files ~100 KB)
MAX_BYTES = 20 * 1024 * 1024

#: key -> English template. Warnings say what was not taken over; notes go to the
#: combatant's notes. The UI translates these (context "GcsImport").
MESSAGES: dict[str, str] = {
    # errors
    "err.missing": "The file does not exist.",
    "err.unreadable": "The file cannot be read ({reason}).",
    "err.too_large": "The file is too large ({size} MB): a GCS character file is far smaller.",
    "err.not_text": "Not a GCS character file: it is not text.",
    "err.not_json": "Not a GCS character file: not valid JSON ({detail}).",
    "err.not_character": "Not a GCS character file: {detail}.",
    "err.version": "GCS file version {version} cannot be read: only version 5 (GCS 5.x) can. "
                   "Open the file in a current GCS and save it again.",
    "err.no_hp": "The file gives no HP (attributes: hp, calc.value).",
    "err.bad_hp": "The file gives HP {value}: a combatant needs at least 1 HP.",
    "err.too_many": "The body type has {count} hit locations: at most {limit} can be used.",
    "err.unexpected": "The file holds something the importer cannot read ({detail}).",
    # warnings
    "warn.no_name_title": "The file gives no name: called “{name}” after its title.",
    "warn.no_name_file": "The file gives no name: called “{name}” after the file.",
    "warn.no_fp": "The file gives no FP: FP are taken as HT ({ht}).",
    "warn.stat_missing": "The file gives no {stat}: {value} is used.",
    "warn.speed_missing": "The file gives no Basic Speed: {value} is used.",
    "warn.current": "{stat} {current} of {maximum}, as the file has it.",
    "warn.no_body": "The file has no body type: the humanoid plan is used.",
    "warn.body_custom": "Body type “{body}” is not one of GCS's standard body types: it "
                        "becomes a body plan of its own.",
    "warn.body_differs": "Body type “{body}” is not GCS's standard table of that name: it "
                         "becomes a body plan of its own.",
    "warn.body_renamed": "Body type “{body}” has the table of GCS's “{standard}”: that "
                         "built-in plan is used.",
    "warn.kind_limb": "Taken as limbs (from their ids): {locations}.",
    "warn.kind_extremity": "Taken as extremities (from their ids): {locations}.",
    "warn.kind_eye": "Taken as eyes (from their ids): {locations}.",
    "warn.kind_named": "Taken as the standard location their id names (skull, face, neck, "
                       "torso, vitals, groin): {locations}.",
    "warn.kind_torso": "Taken as torso-like (no limb, extremity or eye in the id): "
                       "{locations}.",
    "warn.kind_inherited": "Sub-locations taken as the kind of the location they belong to: "
                           "{locations}.",
    "warn.table_gap": "The file's hit-location table leaves the 3d rolls {rolls} empty: they "
                      "hit {location}.",
    "warn.table_over": "The file's hit-location table runs past 18: {locations} can only be "
                       "aimed at.",
    "warn.table_roll": "The file's hit-location table is rolled with {roll}, not 3d: random "
                       "hits all go to {location}.",
    "warn.subtable": "The second roll under {location} ({roll}) cannot be used: its parts can "
                     "only be aimed at.",
    "warn.subtable_deep": "The table under {location} has a table of its own, which is not "
                           "read: hits there count as {location}.",
    "warn.penalty": "{location}: the file's hit penalty {file} differs from the standard "
                    "{plan}; the standard one is used.",
    "warn.dr_typed": "DR against particular damage types is not applied (see the notes): "
                     "{list}.",
    "warn.dr_conflict": "{location}: the file gives DR {used} and {other}; {used} is used.",
    "warn.dr_below_bonus": "{location}: the file's DR {file} is below the natural DR {bonus} "
                           "the tracker adds; DR 0 is stored.",
    "warn.dr_missing": "The file gives no DR for {locations}: DR 0.",
    "warn.it_notes": "Injury Tolerance kinds read from the trait's notes: {kinds}.",
    "warn.it_none": "“{trait}” names no Injury Tolerance kind the tracker knows.",
    "warn.it_unknown": "Injury Tolerance “{kind}” is not applied by the tracker.",
    "warn.trait_unused": "“{trait}” changes wounding, shock or survival, and the tracker does "
                         "not apply it.",
    "warn.arms": "Extra Arms: {count} arms in all; the body plan shows {shown}.",
    "warn.legs": "Extra Legs: {count} legs in all; the body plan shows {shown}.",
    "warn.legs_unread": "“{trait}”: the number of legs cannot be read; legs are as the body "
                        "plan.",
    "warn.heads": "Extra Head: {count} heads with a brain; the silhouette shows one.",
    "warn.heads_brainless": "“{trait}”: brainless extra heads are not counted.",
    "warn.both_pain": "Both High and Low Pain Threshold are taken: check the file.",
    # notes
    "note.source": "Imported from GCS: {file}",
    "note.dr_typed": "DR by damage type (not applied): {list}",
}


class Message(NamedTuple):
    """A warning or note: a key of :data:`MESSAGES` and its arguments."""

    key: str
    args: Mapping[str, Any] = {}

    def text(self, template: str | None = None) -> str:
        tpl = template if template is not None else MESSAGES.get(self.key, self.key)
        try:
            return tpl.format(**self.args)
        except (KeyError, IndexError, ValueError):
            return f"{self.key} {dict(self.args)}"


class GcsError(TrackerError):
    """A file that cannot be imported; ``message`` is the English text of ``key``."""

    def __init__(self, key: str, **args: Any) -> None:
        self.key = key
        super().__init__(key.removeprefix("err."), Message(key, args).text(), **args)

    @property
    def msg(self) -> Message:
        return Message(self.key, self.args_)


# ----------------------------------------------------------------------------------------------
# Standard body types: table signatures (location id and 3d slots, in table order)
# ----------------------------------------------------------------------------------------------
_HUMANOID = "eye:0 skull:2 face:1 leg:2 arm:1 torso:2 groin:1 arm:1 leg:2 hand:1 foot:1 neck:2 vitals:0"
STANDARD_BODIES: dict[str, tuple[str, str]] = {
    "Humanoid": ("humanoid", _HUMANOID),
    "Humanoid (Low-Tech)": ("humanoid_low_tech", "eye:0 skull:2 face:1 leg:2 arm:1 torso:2 "
                            "abdomen:1 groin:0 arm:1 leg:2 hand:1 foot:1 neck:2 vitals:0"),
    "Arachnoid": ("arachnoid", "eye:0 brain:2 neck:1 face:1 leg:2 torso:3 groin:1 leg:2 leg:2 "
                               "leg:2 vitals:0"),
    "Avian": ("avian", "eye:0 skull:2 face:1 neck:1 wing:2 torso:3 groin:1 leg:2 foot:2 tail:2 "
                       "vitals:0"),
    "Cancroid": ("cancroid", "eye:0 skull:2 face:1 neck:1 arm:2 torso:4 leg:4 foot:2 vitals:0"),
    "Centaur": ("centaur", "eye:0 skull:2 neck:1 face:1 leg:2 torso:3 groin:1 leg:2 arm:2 "
                           "hand:2 vitals:0"),
    "Hexapod": ("hexapod", "eye:0 skull:2 neck:1 face:1 leg:2 torso:2 leg:1 groin:1 leg:2 "
                           "foot:2 leg:2 vitals:0"),
    "Hexapod, Winged": ("hexapod_winged", "eye:0 skull:2 neck:1 face:1 leg:2 torso:2 leg:1 "
                                          "wing:1 leg:2 leg:2 foot:2 vitals:0"),
    "Ichthyoid": ("ichthyoid", "eye:0 skull:2 face:1 fin:1 torso:6 fin:4 tail:2 vitals:0"),
    "Octopod": ("octopod", "eye:0 brain:2 face:1 neck:1 arm:2 torso:4 arm:2 arm:2 arm:2 "
                           "vitals:0"),
    "Quadruped": ("quadruped", "eye:0 skull:2 face:1 neck:1 leg:2 torso:3 groin:1 leg:2 foot:2 "
                               "tail:2 vitals:0"),
    "Quadruped, Winged": ("quadruped_winged", "eye:0 skull:2 face:1 neck:1 leg:2 torso:3 "
                                              "wing:1 leg:2 foot:2 tail:2 vitals:0"),
    "Scorpion": ("scorpion", "eye:0 skull:2 face:1 neck:1 arm:2 torso:3 tail:1 leg:4 foot:2 "
                             "vitals:0"),
    "Serpentoid": ("serpentoid", "eye:0 skull:2 face:1 neck:3 torso:8 tail:2 vitals:0"),
    "Snakemen": ("snakemen", "eye:0 skull:2 face:1 neck:1 arm:2 torso:4 arm:2 torso:2 hand:2 "
                             "vitals:0"),
    "Squid": ("squid", "eye:0 brain:2 face:1 neck:1 arm:2 torso:4 hand:4 torso:2 vitals:0"),
    "Vermiform": ("vermiform", "eye:0 skull:2 face:1 neck:3 torso:10 vitals:0"),
    "Vermiform, Winged": ("vermiform_winged", "eye:0 skull:2 face:1 neck:3 torso:6 wing:4 "
                                              "vitals:0"),
}
_BY_NAME = {name.casefold(): name for name in STANDARD_BODIES}
_BY_SIGNATURE = {sig: name for name, (_, sig) in STANDARD_BODIES.items()}

# ----------------------------------------------------------------------------------------------
# Traits
# ----------------------------------------------------------------------------------------------
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
class _Traits:
    kinds: list[str] = field(default_factory=list)  # trait ids (IT, pain thresholds)
    it_names: set[str] = field(default_factory=set)  # GCS IT kinds, lower case
    extra_arms: int = 0
    legs: int | None = None  # total legs, when Extra Legs says
    extra_heads: int = 0
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


def _read_traits(traits: Any) -> _Traits:
    out = _Traits()
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
        elif low.startswith("extra leg"):
            _extra_legs(t, name, out)
        elif low.startswith("extra head"):
            n = _levels(t) or next(iter(_numbers(name)), 1)
            mods = [_name(m).casefold() for m in _enabled(t.get("modifiers"))]
            if any("extraneous" in m or "brainless" in m for m in mods):
                out.warnings.append(Message("warn.heads_brainless", {"trait": name}))
            else:
                out.extra_heads += n
        elif any(low.startswith(u) for u in UNUSED_TRAITS):
            out.warnings.append(Message("warn.trait_unused", {"trait": name}))
    if "high_pain_threshold" in out.kinds and "low_pain_threshold" in out.kinds:
        out.warnings.append(Message("warn.both_pain"))
    return out


def _injury_tolerance(t: Mapping[str, Any], name: str, out: _Traits) -> None:
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


def _extra_legs(t: Mapping[str, Any], name: str, out: _Traits) -> None:
    texts = [name] + [_name(m) for m in _enabled(t.get("modifiers"))]
    counts = [n for text in texts for n in _numbers(_replaced(text, t.get("replacements")))]
    counts = [n for n in counts if n >= 3]
    if len(set(counts)) == 1:
        out.legs = max(out.legs or 0, counts[0])
    else:
        out.warnings.append(Message("warn.legs_unread", {"trait": name}))


# ----------------------------------------------------------------------------------------------
# Body types
# ----------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Row:
    """One GCS hit-location row, and where it went in the tracker's plan."""

    gcs_id: str
    name: str
    dr: int
    typed_dr: tuple[tuple[str, int], ...]
    hit_penalty: int
    dr_bonus: int
    slots: int
    depth: int  # 0 = the 3d table, 1 = a second roll under a location
    locations: tuple[str, ...] = ()


def _int_or(v: Any, default: int) -> int:
    return int(v) if isinstance(v, int | float) and not isinstance(v, bool) else default


def _rows(table: Any, depth: int = 0, out: list[Row] | None = None,
          subs: dict[int, tuple[str, list[int]]] | None = None,
          warnings: list[Message] | None = None) -> list[Row]:
    """The body type's rows in table order (a row's second-roll rows follow it; a third
    level is not read, with a warning)."""
    out = [] if out is None else out
    for raw in table.get("locations", []) if isinstance(table, dict) else []:
        if not isinstance(raw, dict):
            continue
        gid = raw.get("id")
        if not isinstance(gid, str) or not gid.strip():
            continue
        calc = raw.get("calc") if isinstance(raw.get("calc"), dict) else {}
        dr = calc.get("dr") if isinstance(calc.get("dr"), dict) else {}
        typed = tuple((str(k), _int_or(v, 0)) for k, v in dr.items()
                      if k != "all" and _int_or(v, 0))
        name = next((raw[k].strip() for k in ("choice_name", "table_name")
                     if isinstance(raw.get(k), str) and raw[k].strip()), gid)
        out.append(Row(gid.strip(), name, max(0, _int_or(dr.get("all"), 0)), typed,
                       _int_or(raw.get("hit_penalty"), 0), max(0, _int_or(raw.get("dr_bonus"), 0)),
                       max(0, _int_or(raw.get("slots"), 0)), depth))
        sub = raw.get("sub_table")
        if depth and isinstance(sub, dict) and sub.get("locations") and warnings is not None:
            warnings.append(Message("warn.subtable_deep", {"location": name}))
        elif depth == 0 and isinstance(sub, dict) and sub.get("locations"):
            first = len(out)
            _rows(sub, depth + 1, out, None, warnings)
            if subs is not None:
                subs[first - 1] = (str(sub.get("roll", "")), list(range(first, len(out))))
    return out


def _signature(rows: list[Row]) -> str:
    return " ".join(f"{r.gcs_id}:{r.slots}" for r in rows if r.depth == 0)


def _roll_sets(rows: list[Row]) -> list[range]:
    """3d results of each top-level row, from its slots in table order (starting at 3)."""
    out, at = [], 3
    for r in rows:
        if r.depth:
            out.append(range(0))
            continue
        out.append(range(at, min(at + r.slots, 19)))
        at += r.slots
    return out


#: GCS location ids that name a standard location of the rules (kind, part)
_NAMED = {"skull": ("skull", "skull"), "brain": ("skull", "brain"), "face": ("face", "face"),
          "neck": ("neck", "neck"), "vitals": ("vitals", "vitals"),
          "groin": ("groin", "groin"), "torso": ("torso", "torso")}
#: words in an id (checked in this order): kind and part
_WORDS = (("eye", "eye", "eye"), ("hand", "extremity", "hand"), ("foot", "extremity", "foot"),
          ("feet", "extremity", "foot"), ("tentacle", "limb", "arm"), ("arm", "limb", "arm"),
          ("leg", "limb", "leg"), ("wing", "limb", "wing"), ("tail", "limb", "tail"),
          ("fin", "limb", "fin"), ("neck", "neck", "neck"), ("skull", "skull", "skull"),
          ("vitals", "vitals", "vitals"), ("groin", "groin", "groin"), ("face", "face", "face"))


def infer_kind(gcs_id: str) -> tuple[str, str, str]:
    """(kind, part, how) of a GCS location from its id; how is "named" (a standard id),
    "word" (a limb, extremity or eye word in it) or "torso" (nothing known: torso-like)."""
    low = gcs_id.casefold()
    if low in _NAMED:
        return (*_NAMED[low], "named")
    for word, kind, part in _WORDS:
        if word in low:
            return kind, part, "word" if kind in ("limb", "extremity", "eye") else "named"
    return "torso", "torso", "torso"


_SIDE = re.compile(r"^(right|left)", re.IGNORECASE)


def _slug(text: str, limit: int = 30) -> str:
    s = re.sub(r"[^a-z0-9]+", "_", text.casefold()).strip("_")[:limit].strip("_")
    return s or "part"


def _dice_faces(roll: str) -> int | None:
    m = re.fullmatch(r"\s*1d(\d*)\s*", roll or "")
    if not m:
        return None
    return int(m.group(1) or 6)


@dataclass
class _Built:
    body: str | dict[str, Any]
    plan: BodyPlan
    rows: list[Row]
    name: str = ""  # GCS's name of the body type


def _builtin_body(plan_id: str, rows: list[Row], warnings: list[Message]) -> _Built:
    plan = body_plan(plan_id)
    rolls = _roll_sets(rows)
    mapped: list[Row] = []
    for row, rset in zip(rows, rolls, strict=True):
        targets: list[str] = []
        for r in rset:  # a rolled row: the plan's locations on those rolls (table order)
            entry = plan.by_roll[r]
            ids = entry.subroll.faces if entry.subroll else (entry.location,)
            targets += [i for i in ids if i not in targets]
        if not rset:  # aimed only (eyes, vitals): the plan's locations of that part
            targets = [loc.id for loc in plan.locations
                       if loc.part == row.gcs_id or (loc.kind == row.gcs_id)]
        mapped.append(replace(row, locations=tuple(targets)))
        for lid in targets:
            std = plan.by_id[lid].hit_penalty
            if row.hit_penalty and row.hit_penalty != std:
                warnings.append(Message("warn.penalty", {"location": row.name,
                                                         "file": row.hit_penalty, "plan": std}))
                break
    return _Built(plan_id, plan, mapped)


def _custom_body(name: str, rows: list[Row], subs: dict[int, tuple[str, list[int]]],
                 roll: str, warnings: list[Message]) -> _Built:
    """A plan object of the file's own rows: one location per row (repeated limb ids become
    right/left or numbered), second-roll rows as parts of their location."""
    if len(rows) > MAX_LOCATIONS:
        raise GcsError("err.too_many", count=len(rows), limit=MAX_LOCATIONS)
    kinds: list[tuple[str, str, str]] = []
    parent_of: dict[int, int] = {p: top for top, (_, kids) in subs.items() for p in kids}
    for i, row in enumerate(rows):
        kind, part, how = infer_kind(row.gcs_id)
        if row.depth and how == "torso":
            pk, pp, _ = kinds[parent_of[i]]
            kind, part, how = pk, pp, "inherited"
        kinds.append((kind, part, how))

    # ids: repeated GCS ids become separate locations, except repeated torso-like rows of
    # one table with the same penalty (one torso that the table lists twice)
    ids: list[str] = []
    names: list[tuple[str, str]] = []
    seen: dict[tuple[str, int | None, int], int] = {}
    alias: dict[int, int] = {}
    groups: dict[str, list[int]] = {}
    for i, row in enumerate(rows):
        kind = kinds[i][0]
        key = (row.gcs_id, parent_of.get(i), row.hit_penalty)
        if kind not in ("limb", "extremity", "eye") and key in seen and row.depth == 0:
            alias[i] = seen[key]
            continue
        seen.setdefault(key, i)
        groups.setdefault(_slug(row.gcs_id), []).append(i)
    index_of: dict[int, int] = {}
    taken: set[str] = set()
    order = [i for i in range(len(rows)) if i not in alias]
    for i in order:
        row = rows[i]
        base = _slug(row.gcs_id)
        same = groups[base]
        en, ja = row.name, japanese_name(row.name)
        known = ja != row.name  # a standard name: Japanese words, joined the Japanese way
        if len(same) == 2 and kinds[i][0] in ("limb", "extremity", "eye") and not row.depth:
            side = ("right", "left")[same.index(i)]
            lid = f"{base}_{side}"
            mark = "右" if side == "right" else "左"
            en, ja = f"{row.name} ({side})", f"{mark}{ja}" if known else f"{row.name}（{mark}）"
        elif len(same) > 1:
            number = same.index(i) + 1
            lid = f"{base}_{number}"
            parent = parent_of.get(i)
            if row.depth and parent is not None and parent in index_of:
                en = f"{row.name} ({rows[parent].name})"
                ja = f"{ja}（{names[index_of[parent]][1]}）"
            else:
                en, ja = f"{row.name} {number}", f"{ja}{number}" if known else f"{ja} {number}"
        else:
            lid = base
        n = 2
        while lid in taken:  # "arm_right" given in the file and made from two "arm"s
            lid, n = f"{base}_{n}", n + 1
        taken.add(lid)
        index_of[i] = len(ids)
        ids.append(lid)
        names.append((en, ja))
        rows[i] = replace(row, locations=(lid,))
    for i, j in alias.items():
        rows[i] = replace(rows[i], locations=rows[j].locations)

    locations: list[dict[str, Any]] = []
    for i in order:
        row, (kind, part, _) = rows[i], kinds[i]
        loc: dict[str, Any] = {"id": ids[index_of[i]], "kind": kind, "part": part,
                               "name": _name_object(*names[index_of[i]]),
                               "hit_penalty": max(-20, min(10, row.hit_penalty)),
                               "chinks_penalty": -8 if kind == "torso" else -10}
        if kind == "skull" and row.dr_bonus:
            loc["dr_bonus"] = min(row.dr_bonus, 100)
        lid = loc["id"]
        if lid.endswith(("_right", "_left")):
            loc["side"] = lid.rsplit("_", 1)[1]
        elif kind in ("limb", "extremity", "eye") and _SIDE.match(row.gcs_id):
            loc["side"] = _SIDE.match(row.gcs_id).group(1).lower()  # "rightarm", "LeftLeg"
        elif rows[i].depth == 0 and len(groups[_slug(row.gcs_id)]) > 1:
            loc["index"] = groups[_slug(row.gcs_id)].index(i) + 1
        if i in parent_of:
            loc["attached_to"] = rows[parent_of[i]].locations[0]
        locations.append(loc)
    _kind_warnings({i: names[index_of[i]][0] for i in order}, kinds, warnings)

    main = _main_location(rows, kinds)
    table = _custom_table(rows, subs, roll, main, warnings)
    obj = {"id": "gcs_" + _slug(name), "name": {"en": name[:80]}, "locations": locations,
           "table": table}
    return _Built(obj, body_plan(obj), rows)


#: Japanese names of the usual GCS location names (the words of the bundled plans)
_JA_NAMES = {
    "skull": "頭蓋骨", "brain": "脳", "face": "顔", "neck": "首", "torso": "胴体",
    "vitals": "重要器官", "groin": "鼠径部", "eye": "目", "eyes": "目", "arm": "腕",
    "arms": "腕", "leg": "脚", "legs": "脚", "hand": "手", "hands": "手", "foot": "足",
    "feet": "足", "wing": "翼", "wings": "翼", "tail": "尾", "fin": "ひれ", "fins": "ひれ",
    "tentacle": "触手", "tentacles": "触手", "chest": "胸部", "abdomen": "腹部", "body": "体",
}


def japanese_name(name: str) -> str:
    """A GCS location name in Japanese when it is one of the usual ones, else as it is."""
    return _JA_NAMES.get(name.strip().casefold(), name)


def _name_object(en: str, ja: str) -> dict[str, str]:
    """A location's names (``ja`` only when it differs: most GCS names stay English)."""
    return {"en": en[:80]} if ja == en else {"en": en[:80], "ja": ja[:80]}


def _kind_warnings(names: dict[int, str], kinds: list[tuple[str, str, str]],
                   warnings: list[Message]) -> None:
    """Say how each location's kind was decided, a list per way."""
    lists: dict[str, list[str]] = {}
    for i, name in names.items():
        kind, _, how = kinds[i]
        key = {"word": kind, "named": "named", "torso": "torso", "inherited": "inherited"}[how]
        lists.setdefault(key, []).append(name)
    for key in ("limb", "extremity", "eye", "named", "torso", "inherited"):
        if key in lists:
            warnings.append(Message(f"warn.kind_{key}", {"locations": ", ".join(lists[key])}))


def _main_location(rows: list[Row], kinds: list[tuple[str, str, str]]) -> str:
    """Where rolls the file leaves empty go: the torso, else the torso-like location with
    the most slots, else the row with the most slots."""
    top = [i for i, r in enumerate(rows) if r.depth == 0]
    for i in top:
        if rows[i].locations[0] == "torso":
            return "torso"
    torso_like = [i for i in top if kinds[i][0] == "torso"]
    pool = torso_like or top
    best = max(pool, key=lambda i: rows[i].slots)
    return rows[best].locations[0]


def _custom_table(rows: list[Row], subs: dict[int, tuple[str, list[int]]], roll: str,
                  main: str, warnings: list[Message]) -> list[dict[str, Any]]:
    if roll.strip() not in ("3d", "3d6", ""):
        warnings.append(Message("warn.table_roll", {"roll": roll, "location": main}))
        return [{"roll": [3, 18], "location": main}]
    table: list[dict[str, Any]] = []
    covered: set[int] = set()
    over: list[str] = []
    for i, rset in enumerate(_roll_sets(rows)):
        row = rows[i]
        if row.depth or not row.slots:
            continue
        if not rset:
            over.append(row.name)
            continue
        entry: dict[str, Any] = {"roll": [rset[0], rset[-1]]}
        sub = _subroll(i, rows, subs, warnings)
        if sub is not None:
            entry["subroll"] = sub
        else:
            entry["location"] = row.locations[0]
        table.append(entry)
        covered.update(rset)
    if over:
        warnings.append(Message("warn.table_over", {"locations": ", ".join(over)}))
    gaps = [r for r in range(3, 19) if r not in covered]
    if gaps:
        runs: list[list[int]] = []
        for r in gaps:
            if runs and runs[-1][-1] == r - 1:
                runs[-1].append(r)
            else:
                runs.append([r])
        for run in runs:
            table.append({"roll": [run[0], run[-1]], "location": main})
        text = ", ".join(f"{run[0]}-{run[-1]}" if len(run) > 1 else str(run[0]) for run in runs)
        name = next((r.name for r in rows if r.locations and r.locations[0] == main), main)
        warnings.append(Message("warn.table_gap", {"rolls": text, "location": name}))
    table.sort(key=lambda e: e["roll"][0])
    return table


def _subroll(i: int, rows: list[Row], subs: dict[int, tuple[str, list[int]]],
             warnings: list[Message]) -> dict[str, Any] | None:
    if i not in subs:
        return None
    roll, kids = subs[i]
    dice = _dice_faces(roll)
    slots = [rows[k].slots for k in kids]
    if dice is None or dice > 20 or sum(slots) > dice:
        warnings.append(Message("warn.subtable", {"location": rows[i].name, "roll": roll}))
        return None
    options, at = [], 1
    for k, n in zip(kids, slots, strict=True):
        if n:
            options.append({"roll": [at, at + n - 1], "location": rows[k].locations[0]})
            at += n
    if at <= dice:  # faces the file leaves empty: the location itself
        options.append({"roll": [at, dice], "location": rows[i].locations[0]})
    return {"dice": dice, "options": options}


def _body(settings: Any, warnings: list[Message]) -> _Built:
    bt = settings.get("body_type") if isinstance(settings, dict) else None
    subs: dict[int, tuple[str, list[int]]] = {}
    rows = _rows(bt, subs=subs, warnings=warnings) if isinstance(bt, dict) else []
    if not rows:
        warnings.append(Message("warn.no_body"))
        return _builtin_body("humanoid", [], warnings)
    name = bt.get("name") if isinstance(bt.get("name"), str) and bt["name"].strip() else "Body"
    name = name.strip()[:80]
    built = _match_body(name, rows, subs, str(bt.get("roll", "3d")), warnings)
    built.name = name
    return built


def _match_body(name: str, rows: list[Row], subs: dict[int, tuple[str, list[int]]], roll: str,
                warnings: list[Message]) -> _Built:
    sig = _signature(rows)
    standard = _BY_NAME.get(name.casefold())
    if not subs:
        if standard is not None and STANDARD_BODIES[standard][1] == sig:
            return _builtin_body(STANDARD_BODIES[standard][0], rows, warnings)
        if standard is None and sig in _BY_SIGNATURE:
            other = _BY_SIGNATURE[sig]
            warnings.append(Message("warn.body_renamed", {"body": name, "standard": other}))
            return _builtin_body(STANDARD_BODIES[other][0], rows, warnings)
    warnings.append(Message("warn.body_differs" if standard else "warn.body_custom",
                            {"body": name}))
    return _custom_body(name, rows, subs, roll, warnings)


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
        )

    def to_line(self) -> dict[str, Any]:
        """The ``import-gcs`` output line."""
        return {"file": self.file, "name": self.name, "dx": self.dx,
                "basic_speed": self.basic_speed, "target": self.target(),
                "warnings": [w.text() for w in self.warnings]}


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

    tr = _read_traits(data.get("traits"))
    traits = list(tr.kinds)
    if isinstance(profile.get("gender"), str) and profile["gender"].strip().casefold() == "male":
        traits.append("male")
    built = _body(data.get("settings"), warnings)
    plan = built.plan
    warnings.extend(tr.warnings)

    arms = 2 + tr.extra_arms if tr.extra_arms else None
    legs = tr.legs
    for count, part, key in ((arms, "arm", "warn.arms"), (legs, "leg", "warn.legs")):
        shown = plan.part_counts.get(part, 0)
        if count is not None and count != shown:
            warnings.append(Message(key, {"count": count, "shown": shown}))
    heads = 1 + tr.extra_heads
    if heads > 1:
        warnings.append(Message("warn.heads", {"count": heads}))

    dr, notes = _dr(built, expand_traits(frozenset(traits)), warnings)
    notes.insert(0, Message("note.source", {"file": os.path.basename(file) or file}))
    portrait = profile.get("portrait")
    return GcsCharacter(
        file=file, name=name, display_name=display, hp=hp, fp=fp, ht=ht, dx=dx,
        basic_speed=float(speed), body=built.body, body_type=built.name,
        dr=dr, traits=traits, arms=arms, legs=legs, heads=heads, current_hp=cur_hp,
        current_fp=cur_fp, rows=built.rows, injury_tolerance=sorted(tr.it_names),
        warnings=warnings, notes=notes,
        portrait=portrait if isinstance(portrait, str) and portrait else None,
    )


def natural_dr(plan: BodyPlan, location_id: str, traits: Iterable[str]) -> int:
    """The DR the resolver adds by itself at a location for most hits (G4/G5: the skull's,
    or a brain's, unless No Brain makes it count as the face)."""
    loc = plan.by_id[location_id]
    if loc.kind == "skull" and "no_brain" not in traits:
        return loc.dr_bonus
    return 0


def _dr(built: _Built, traits: frozenset[str], warnings: list[Message]
        ) -> tuple[dict[str, int], list[Message]]:
    plan = built.plan
    dr: dict[str, int] = {}
    source: dict[str, Row] = {}
    typed: dict[tuple[str, int], list[str]] = {}
    for row in built.rows:
        for lid in row.locations:
            if lid in source:
                if source[lid].dr != row.dr:
                    warnings.append(Message("warn.dr_conflict", {
                        "location": plan.by_id[lid].name_en, "used": source[lid].dr,
                        "other": row.dr}))
                continue
            source[lid] = row
            bonus = natural_dr(plan, lid, traits)
            if row.dr < bonus:
                warnings.append(Message("warn.dr_below_bonus", {
                    "location": plan.by_id[lid].name_en, "file": row.dr, "bonus": bonus}))
            dr[lid] = max(0, row.dr - bonus)
        for dtype, value in row.typed_dr:
            names = typed.setdefault((dtype, value), [])
            if row.name not in names:
                names.append(row.name)
    missing = [loc.name_en for loc in plan.locations if loc.id not in dr]
    if missing and built.rows:
        warnings.append(Message("warn.dr_missing", {"locations": ", ".join(missing)}))
    notes: list[Message] = []
    if typed:
        text = "; ".join(f"{dtype} {value:+d} ({', '.join(names)})"
                         for (dtype, value), names in typed.items())
        warnings.append(Message("warn.dr_typed", {"list": text}))
        notes.append(Message("note.dr_typed", {"list": text}))
    return {loc.id: dr.get(loc.id, 0) for loc in plan.locations}, notes


# ----------------------------------------------------------------------------------------------
# Files
# ----------------------------------------------------------------------------------------------
def read_data(path: str) -> Any:
    """The parsed JSON of a file, refusing missing, huge, binary and non-JSON files."""
    try:
        size = os.stat(path).st_size
        if os.path.isdir(path):
            raise GcsError("err.unreadable", reason="it is a folder")
        if size > MAX_BYTES:
            raise GcsError("err.too_large", size=f"{size / 1024 / 1024:.1f}")
        with open(path, "rb") as f:
            raw = f.read(MAX_BYTES + 1)
    except FileNotFoundError:
        raise GcsError("err.missing") from None
    except OSError as exc:
        raise GcsError("err.unreadable", reason=exc.strerror or type(exc).__name__) from None
    if len(raw) > MAX_BYTES:
        raise GcsError("err.too_large", size=f"{len(raw) / 1024 / 1024:.1f}")
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
    except (RecursionError, ValueError) as exc:
        raise GcsError("err.not_json", detail=type(exc).__name__) from None


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
