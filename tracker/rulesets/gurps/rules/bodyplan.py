"""Body plans: hit locations and the random hit-location table of one body type (G1, G8, G13).

Plans are data: the bundled ones in ``tracker/rulesets/gurps/bodyplans/*.json``, named by their id, and
custom plans (a creature's own table, e.g. imported from GCS) given as an object of the same
shape wherever a plan id is accepted. This module validates and indexes both.
"""

from __future__ import annotations

import json
import re
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from tracker.model.validation import Said, got

from ..data import folder as data_folder
from .errors import BodyPlanError

KINDS = frozenset(
    {"eye", "skull", "face", "neck", "torso", "vitals", "groin", "limb", "extremity"}
)
#: Anatomical role of a location: drives crippling effects (G6) and limb counts.
PARTS = frozenset(
    {
        "eye", "skull", "brain", "face", "neck", "torso", "vitals", "groin",
        "arm", "leg", "hand", "foot", "wing", "tail", "fin", "striker", "head",
    }
)


@dataclass(frozen=True, slots=True)
class Location:
    """One hit location of a body plan: its id, kind and body part, names, hit and chinks
    penalties, extra DR, and its side and place among its kind."""

    id: str
    kind: str
    part: str
    name_en: str
    name_ja: str
    hit_penalty: int
    chinks_penalty: int
    dr_bonus: int = 0
    side: str | None = None
    index: int | None = None
    #: The location this one hangs from (a hand from its arm): lost with it.
    attached_to: str | None = None

    @property
    def is_limb(self) -> bool:
        return self.kind == "limb"

    @property
    def is_extremity(self) -> bool:
        return self.kind == "extremity"

    def name(self, lang: str = "en") -> str:
        return self.name_ja if lang == "ja" else self.name_en


@dataclass(frozen=True, slots=True)
class SubRoll:
    """A second roll that picks one of several locations (which hand, which leg, ...)."""

    dice: int  # sides of the die rolled once (6 = 1d)
    #: faces[i] is the location id for a result of i + 1
    faces: tuple[str, ...]

    def pick(self, result: int) -> str:
        if not 1 <= result <= self.dice:
            raise BodyPlanError(
                "subroll_range", f"sub-roll must be 1..{self.dice}, got {result}"
            )
        return self.faces[result - 1]


@dataclass(frozen=True, slots=True)
class TableEntry:
    """A row of a plan's random-location table: the 3d range and the location it gives (or
    the further roll that decides it)."""

    low: int
    high: int
    location: str | None = None
    subroll: SubRoll | None = None


@dataclass(frozen=True)
class BodyPlan:
    """A GURPS body plan: its locations and random-location table, bundled (by id) or custom."""

    id: str
    name_en: str
    name_ja: str
    locations: tuple[Location, ...]
    table: tuple[TableEntry, ...]
    #: a custom plan's object as given (what a sheet saves); None for a bundled plan
    source: Mapping[str, Any] | None = field(default=None, repr=False, compare=False)
    #: tells plans apart in caches: the id of a bundled plan; id and content hash of a
    #: custom one (two creatures' "ooze" plans may differ)
    key: str = field(default="", compare=False)
    #: brainless extra heads added to the bundled plan (see :func:`with_brainless_heads`)
    brainless_heads: int = 0
    by_id: dict[str, Location] = field(init=False, repr=False, compare=False)
    #: index 3..18 -> entry
    by_roll: tuple[TableEntry | None, ...] = field(init=False, repr=False, compare=False)
    part_counts: dict[str, int] = field(init=False, repr=False, compare=False)
    #: where a random hit on a missing part goes (G2): the torso, or a custom plan's main
    #: body location when it has no location called torso
    torso_id: str = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not self.key:
            object.__setattr__(self, "key", self.id)
        object.__setattr__(self, "by_id", {loc.id: loc for loc in self.locations})
        by_roll: list[TableEntry | None] = [None] * 19
        for entry in self.table:
            for r in range(entry.low, entry.high + 1):
                by_roll[r] = entry
        object.__setattr__(self, "by_roll", tuple(by_roll))
        counts: dict[str, int] = {}
        by_id = self.by_id
        for loc in self.locations:
            # a piece of a part (a custom plan's knee of a leg) is not one more of them
            parent = by_id.get(loc.attached_to) if loc.attached_to else None
            if parent is None or parent.part != loc.part:
                counts[loc.part] = counts.get(loc.part, 0) + 1
        object.__setattr__(self, "part_counts", counts)
        object.__setattr__(self, "torso_id", self._main_location())

    def _main_location(self) -> str:
        if "torso" in self.by_id:
            return "torso"
        torsos = [loc.id for loc in self.locations if loc.kind == "torso"]
        if torsos:
            return torsos[0]
        rolls: dict[str, int] = {}
        for entry in self.table:
            if entry.location is not None:
                rolls[entry.location] = rolls.get(entry.location, 0) + entry.high - entry.low + 1
        return max(rolls, key=rolls.__getitem__) if rolls else self.locations[0].id

    @property
    def is_custom(self) -> bool:
        return self.source is not None

    def name(self, lang: str = "en") -> str:
        return self.name_ja if lang == "ja" else self.name_en

    def location(self, location_id: str) -> Location:
        try:
            return self.by_id[location_id]
        except KeyError:
            raise BodyPlanError(
                "unknown_location",
                f"body plan '{self.id}' has no location '{location_id}'",
                location=location_id,
                body=self.id,
            ) from None

    def entry_for_roll(self, roll: int) -> TableEntry:
        if not 3 <= roll <= 18:
            raise BodyPlanError("roll_range", f"a 3d roll must be 3..18, got {roll}")
        entry = self.by_roll[roll]
        assert entry is not None  # validated at load
        return entry

    def attached(self, location_id: str) -> list[str]:
        """Locations lost together with ``location_id`` (a hand with its arm), transitively."""
        out: list[str] = []
        frontier = [location_id]
        while frontier:
            parent = frontier.pop()
            for loc in self.locations:
                if loc.attached_to == parent:
                    out.append(loc.id)
                    frontier.append(loc.id)
        return out


def _require(data: dict[str, Any], key: str, typ: type | tuple[type, ...], where: str) -> Any:
    if key not in data:
        raise BodyPlanError("plan_invalid", f"{where}: missing '{key}'")
    value = data[key]
    if not isinstance(value, typ) or isinstance(value, bool) and typ is int:
        raise BodyPlanError("plan_invalid", f"{where}: '{key}' has the wrong type")
    return value


def _range(value: Any, where: str) -> tuple[int, int]:
    if (
        not isinstance(value, list)
        or len(value) not in (1, 2)
        or not all(isinstance(v, int) for v in value)
    ):
        raise BodyPlanError("plan_invalid", f"{where}: roll must be [n] or [low, high]")
    return (value[0], value[-1])


def plan_from_dict(data: Mapping[str, Any], *, require_torso: bool = True) -> BodyPlan:
    pid = _require(data, "id", str, "plan")
    where = f"body plan '{pid}'"
    names = _require(data, "name", dict, where)
    locations: list[Location] = []
    for i, raw in enumerate(_require(data, "locations", list, where)):
        lw = f"{where} location #{i}"
        kind = _require(raw, "kind", str, lw)
        part = _require(raw, "part", str, lw)
        if kind not in KINDS:
            raise BodyPlanError("plan_invalid", f"{lw}: unknown kind '{kind}'")
        if part not in PARTS:
            raise BodyPlanError("plan_invalid", f"{lw}: unknown part '{part}'")
        lname = _require(raw, "name", dict, lw)
        locations.append(
            Location(
                id=_require(raw, "id", str, lw),
                kind=kind,
                part=part,
                name_en=lname.get("en", raw["id"]),
                name_ja=lname.get("ja", lname.get("en", raw["id"])),
                hit_penalty=_require(raw, "hit_penalty", int, lw),
                chinks_penalty=_require(raw, "chinks_penalty", int, lw),
                dr_bonus=raw.get("dr_bonus", 0),
                side=raw.get("side"),
                index=raw.get("index"),
                attached_to=raw.get("attached_to"),
            )
        )
    ids = [loc.id for loc in locations]
    if len(set(ids)) != len(ids):
        raise BodyPlanError("plan_invalid", f"{where}: duplicate location ids")
    known = set(ids)
    for loc in locations:
        if loc.attached_to is not None and loc.attached_to not in known:
            raise BodyPlanError("plan_invalid", f"{where}: {loc.id} attached to unknown part")
    if require_torso and "torso" not in known:
        raise BodyPlanError("plan_invalid", f"{where}: every plan needs a 'torso'")

    table: list[TableEntry] = []
    covered: list[int] = []
    for i, raw in enumerate(_require(data, "table", list, where)):
        tw = f"{where} table row #{i}"
        low, high = _range(raw.get("roll"), tw)
        sub = None
        target = raw.get("location")
        if "subroll" in raw:
            sraw = raw["subroll"]
            dice = _require(sraw, "dice", int, tw)
            faces: list[str | None] = [None] * dice
            for opt in _require(sraw, "options", list, tw):
                slo, shi = _range(opt.get("roll"), tw)
                for r in range(slo, shi + 1):
                    if not 1 <= r <= dice or faces[r - 1] is not None:
                        raise BodyPlanError("plan_invalid", f"{tw}: bad sub-roll face {r}")
                    faces[r - 1] = opt.get("location")
            if any(f is None or f not in known for f in faces):
                raise BodyPlanError("plan_invalid", f"{tw}: sub-roll does not cover 1..{dice}")
            sub = SubRoll(dice, tuple(f for f in faces if f is not None))
        elif target not in known:
            raise BodyPlanError("plan_invalid", f"{tw}: unknown location '{target}'")
        table.append(TableEntry(low, high, target if sub is None else None, sub))
        covered.extend(range(low, high + 1))
    if sorted(covered) != list(range(3, 19)):
        raise BodyPlanError("plan_invalid", f"{where}: table must cover 3..18 exactly once")
    return BodyPlan(
        id=pid,
        name_en=names.get("en", pid),
        name_ja=names.get("ja", names.get("en", pid)),
        locations=tuple(locations),
        table=tuple(table),
    )


def _plan_dir():
    return data_folder("bodyplans")


@cache
def body_plans() -> dict[str, BodyPlan]:
    """Every bundled body plan, by id, in a stable order (humanoid first)."""
    plans = {pid: _load_plan(pid) for pid in sorted(builtin_plan_ids())}
    return dict(sorted(plans.items(), key=lambda kv: (kv[0] != "humanoid", kv[0])))


_PLAN_ID = re.compile(r"[a-z0-9_]+")
#: bundled plans loaded so far, by id
_BUNDLED: dict[str, BodyPlan] = {}


@cache
def _load_plan(plan_id: str) -> BodyPlan:
    # One plan per file named for its id: a start-up that shows five plans reads five files.
    entry = _plan_dir().joinpath(f"{plan_id}.json")
    if not entry.is_file():
        raise BodyPlanError("unknown_body", f"unknown body plan '{plan_id}'", body=plan_id)
    plan = plan_from_dict(json.loads(entry.read_text(encoding="utf-8")))
    if plan.id != plan_id:
        raise BodyPlanError("plan_invalid", f"{entry.name}: id '{plan.id}' does not match the file name")
    return plan


def body_plan(plan: str | Mapping[str, Any] | BodyPlan, brainless_heads: int = 0) -> BodyPlan:
    """The plan a sheet or target names: a bundled plan's id, or a custom plan object; with
    ``brainless_heads`` extra heads as locations of their own (G8)."""
    found = _BUNDLED.get(plan) if type(plan) is str else None  # the hot path: a known id
    if found is not None:
        pass
    elif type(plan) is str and _PLAN_ID.fullmatch(plan):
        found = _BUNDLED[plan] = _load_plan(plan)
    elif isinstance(plan, BodyPlan):
        found = plan
    elif isinstance(plan, Mapping):
        found = custom_plan(plan)
    else:
        raise BodyPlanError("unknown_body", f"unknown body plan '{plan}'", body=str(plan))
    return with_brainless_heads(found, brainless_heads) if brainless_heads else found


@cache
def builtin_plan_ids() -> frozenset[str]:
    return frozenset(e.name[:-5] for e in _plan_dir().iterdir() if e.name.endswith(".json"))


# ----------------------------------------------------------------------------------------------
# Custom plans: objects of the bundled files' shape, checked field by field
# ----------------------------------------------------------------------------------------------
#: a custom plan holds at most this many locations (and sub-roll faces)
MAX_LOCATIONS = 100
MAX_TEXT = 80
SIDES = ("right", "left")
_PLAN_KEYS = frozenset({"id", "name", "locations", "table"})
_PLAN_OPTIONAL = frozenset({"format_version"})
_LOC_KEYS = frozenset({"id", "kind", "name", "hit_penalty"})
_LOC_OPTIONAL = frozenset({"part", "chinks_penalty", "dr_bonus", "side", "index", "attached_to"})
_NAME_KEYS = frozenset({"en", "ja"})
#: words in a limb's or extremity's id that name its part (checked in this order)
_PART_WORDS = (("hand", "hand"), ("foot", "foot"), ("leg", "leg"), ("wing", "wing"),
               ("tail", "tail"), ("fin", "fin"), ("striker", "striker"))
Problems = list[tuple[str, str]]


def default_part(kind: str, location_id: str) -> str:
    """The anatomical part of a location whose object does not say (G6 effects and limb
    counts follow it): the kind itself for head and body kinds, else read from the id."""
    if kind not in ("limb", "extremity"):
        return kind
    for word, part in _PART_WORDS:
        if word in location_id:
            return part
    return "arm" if kind == "limb" else "hand"


def _where(path: str, key: str | int) -> str:
    if isinstance(key, int):
        return f"{path}[{key}]"
    return f"{path}.{key}" if path else key


def _what(v: Any) -> str:
    return {dict: "an object", list: "a list", str: "text", bool: "true/false",
            type(None): "null"}.get(type(v), "a number")


def _keys(obj: Any, path: str, required: frozenset[str], optional: frozenset[str],
          out: Problems) -> bool:
    if not isinstance(obj, Mapping):
        out.append(Said(path, f"must be an object, got {_what(obj)}", "not_type",
                        expected="object", **got(obj)))
        return False
    for k in sorted(required - obj.keys()):
        out.append(Said(path, f"missing field '{k}'", "missing_field", field=k))
    for k in sorted(set(obj) - required - optional, key=str):
        out.append(Said(_where(path, str(k)), "unknown field", "unknown_field", field=str(k)))
    return True


def _among(v: Any, names: Collection[str]) -> bool:
    """``v`` is one of ``names`` (an object or a list is none of them: asked of a set
    or a dict, it would raise instead of being refused)."""
    return type(v) is str and v in names


def _int(v: Any, path: str, lo: int, hi: int, out: Problems) -> bool:
    if type(v) is not int:
        out.append(Said(path, f"must be a whole number, got {_what(v)}", "not_type",
                        expected="int", **got(v)))
        return False
    if not lo <= v <= hi:
        out.append(Said(path, f"must be between {lo} and {hi}, got {v}", "out_of_range",
                        lo=lo, hi=hi, **got(v)))
        return False
    return True


def _ident(v: Any, path: str, out: Problems) -> bool:
    if type(v) is not str or not _PLAN_ID.fullmatch(v) or len(v) > 40:
        out.append(Said(path, "must be an id of 1-40 characters a-z, 0-9 and _", "bad_plan_id",
                        **got(v)))
        return False
    return True


def _names(v: Any, path: str, out: Problems) -> None:
    if not _keys(v, path, frozenset({"en"}), _NAME_KEYS - {"en"}, out):
        return
    for lang in sorted(_NAME_KEYS & v.keys()):
        text = v[lang]
        if type(text) is not str or not text.strip() or len(text) > MAX_TEXT:
            out.append(Said(_where(path, lang), f"must be a name of 1-{MAX_TEXT} characters",
                            "bad_plan_name", limit=MAX_TEXT))


def _roll(v: Any, path: str, lo: int, hi: int, out: Problems) -> range | None:
    if (type(v) is not list or len(v) not in (1, 2)
            or not all(type(x) is int and lo <= x <= hi for x in v) or v[0] > v[-1]):
        out.append(Said(path, f"must be [n] or [low, high] with {lo} ≤ low ≤ high ≤ {hi}",
                        "bad_plan_roll", lo=lo, hi=hi))
        return None
    return range(v[0], v[-1] + 1)


def plan_problems(data: Any, base: str = "") -> Problems:
    """Every problem of a custom plan object as (JSON path, message); empty when it is a
    usable plan. Paths look like ``locations[2].kind`` below ``base`` (the object's own path,
    e.g. ``encounter.combatants[0].sheet.body``; "" is the object itself)."""
    found = _problems(data)
    if not base:
        return found
    return [p.moved(base if not p[0] else base + p[0] if p[0][0] == "[" else f"{base}.{p[0]}")
            for p in found]


def _problems(data: Any) -> Problems:
    out: Problems = []
    if not _keys(data, "", _PLAN_KEYS, _PLAN_OPTIONAL, out):
        return out
    if "format_version" in data and data["format_version"] != 1:
        out.append(Said("format_version", "must be 1", "must_equal", expected=1,
                        **got(data["format_version"])))
    pid = data.get("id")
    if "id" in data and _ident(pid, "id", out) and pid in builtin_plan_ids():
        out.append(Said("id", f"'{pid}' is a bundled plan's id: a custom plan needs its own",
                        "bundled_plan_id", id=pid))
    if "name" in data:
        _names(data["name"], "name", out)
    locs = data.get("locations")
    ids: dict[str, Any] = {}
    if "locations" in data:
        if type(locs) is not list or not 1 <= len(locs) <= MAX_LOCATIONS:
            out.append(Said("locations", f"must be a list of 1-{MAX_LOCATIONS} locations",
                            "bad_plan_locations", limit=MAX_LOCATIONS))
            locs = []
        for i, loc in enumerate(locs):
            _location(loc, _where("locations", i), ids, out)
    _attachments(ids, out)
    if "table" in data:
        _table(data["table"], ids, out)
    return out


def _location(loc: Any, lp: str, ids: dict[str, Any], out: Problems) -> None:
    if not _keys(loc, lp, _LOC_KEYS, _LOC_OPTIONAL, out):
        return
    lid = loc.get("id")
    if "id" in loc and _ident(lid, _where(lp, "id"), out):
        if lid in ids:
            out.append(Said(_where(lp, "id"), f"location id '{lid}' is used twice",
                            "duplicate_id", id=lid))
        else:
            ids[lid] = loc
    kind = loc.get("kind")
    if "kind" in loc and not _among(kind, KINDS):
        out.append(Said(_where(lp, "kind"), f"unknown kind {json.dumps(kind, default=str)} "
                                            f"(known: {', '.join(sorted(KINDS))})",
                        "unknown_choice", known=sorted(KINDS), **got(kind)))
    if "part" in loc and not _among(loc["part"], PARTS):
        out.append(Said(_where(lp, "part"),
                        f"unknown part {json.dumps(loc['part'], default=str)} "
                        f"(known: {', '.join(sorted(PARTS))})",
                        "unknown_choice", known=sorted(PARTS), **got(loc["part"])))
    if "name" in loc:
        _names(loc["name"], _where(lp, "name"), out)
    if "hit_penalty" in loc:
        _int(loc["hit_penalty"], _where(lp, "hit_penalty"), -20, 10, out)
    if "chinks_penalty" in loc:
        _int(loc["chinks_penalty"], _where(lp, "chinks_penalty"), -20, 10, out)
    if "dr_bonus" in loc:
        _int(loc["dr_bonus"], _where(lp, "dr_bonus"), 0, 100, out)
    if "side" in loc and not _among(loc["side"], SIDES):
        out.append(Said(_where(lp, "side"), "must be \"right\" or \"left\"", "unknown_choice",
                        known=list(SIDES), **got(loc["side"])))
    if "index" in loc:
        _int(loc["index"], _where(lp, "index"), 1, MAX_LOCATIONS, out)
    if "attached_to" in loc and type(loc["attached_to"]) is not str:
        out.append(Said(_where(lp, "attached_to"), "must be a location id", "not_type",
                        expected="text", **got(loc["attached_to"])))


def _attachments(ids: dict[str, Any], out: Problems) -> None:
    """Every ``attached_to`` names a location, and following them never loops."""
    order = list(ids)
    for lid in order:
        parent = ids[lid].get("attached_to")
        if type(parent) is not str:
            continue
        lp = _where(_where("locations", order.index(lid)), "attached_to")
        if parent not in ids:
            out.append(Said(lp, f"names an unknown location '{parent}'", "unknown_plan_location",
                            **got(parent)))
            continue
        seen = {lid}
        while type(parent) is str and parent in ids:
            if parent in seen:
                out.append(Said(lp, f"'{lid}' hangs from itself through '{parent}'",
                                "plan_loop", id=lid, via=ids[lid]["attached_to"]))
                break
            seen.add(parent)
            parent = ids[parent].get("attached_to")


def _table(table: Any, ids: dict[str, Any], out: Problems) -> None:
    if type(table) is not list or not 1 <= len(table) <= 16:
        out.append(Said("table", "must be a list of 1-16 rows covering the 3d rolls 3-18",
                        "bad_plan_table"))
        return
    covered: dict[int, int] = {}
    for i, row in enumerate(table):
        rp = _where("table", i)
        keys = frozenset({"roll"})
        if not _keys(row, rp, keys, frozenset({"location", "subroll"}), out):
            continue
        rolls = _roll(row.get("roll"), _where(rp, "roll"), 3, 18, out) if "roll" in row else None
        for r in rolls or ():
            if r in covered:
                out.append(Said(_where(rp, "roll"), f"roll {r} is also on row {covered[r]}",
                                "roll_twice", roll=r, row=covered[r]))
            covered.setdefault(r, i)
        if ("location" in row) == ("subroll" in row):
            out.append(Said(rp, "needs either 'location' or 'subroll'", "location_or_subroll"))
        elif "location" in row:
            if not _among(row["location"], ids):
                out.append(Said(_where(rp, "location"), f"names an unknown location "
                                f"{json.dumps(row['location'], default=str)}",
                                "unknown_plan_location", **got(row["location"])))
        else:
            _subroll(row["subroll"], _where(rp, "subroll"), ids, out)
    missing = [r for r in range(3, 19) if r not in covered]
    if missing:
        out.append(Said("table", f"does not cover the 3d roll{'s' if len(missing) > 1 else ''} "
                                 f"{', '.join(map(str, missing))}", "rolls_uncovered",
                        known=missing))


def _subroll(sub: Any, sp: str, ids: dict[str, Any], out: Problems) -> None:
    if not _keys(sub, sp, frozenset({"dice", "options"}), frozenset(), out):
        return
    if not _int(sub.get("dice"), _where(sp, "dice"), 2, 20, out):
        return
    dice = sub["dice"]
    options = sub.get("options")
    if type(options) is not list or not options:
        out.append(Said(_where(sp, "options"), "must be a list of {roll, location}",
                        "bad_subroll"))
        return
    faces: set[int] = set()
    for j, opt in enumerate(options):
        op = _where(_where(sp, "options"), j)
        if not _keys(opt, op, frozenset({"roll", "location"}), frozenset(), out):
            continue
        for r in _roll(opt.get("roll"), _where(op, "roll"), 1, dice, out) or ():
            if r in faces:
                out.append(Said(_where(op, "roll"), f"face {r} is listed twice", "face_twice",
                                face=r))
            faces.add(r)
        if not _among(opt.get("location"), ids):
            out.append(Said(_where(op, "location"), "names an unknown location",
                            "unknown_plan_location", **got(opt.get("location"))))
    if len(faces) != dice:
        out.append(Said(_where(sp, "options"), f"must cover every face 1-{dice}",
                        "faces_uncovered", hi=dice))


#: constructed custom plans: by object identity (a sheet asks for its plan again and again),
#: and by content (the same plan read from a file or an undo snapshot)
_CUSTOM_BY_OBJECT: dict[int, tuple[Mapping[str, Any], BodyPlan]] = {}
_CUSTOM_BY_TEXT: dict[str, BodyPlan] = {}
_CUSTOM_LIMIT = 512


def custom_plan(data: Mapping[str, Any]) -> BodyPlan:
    """The plan of a custom plan object, built once and cached. Raises BodyPlanError naming
    the first problem. The object is treated as immutable once it has been used."""
    hit = _CUSTOM_BY_OBJECT.get(id(data))
    if hit is not None and hit[0] is data:
        return hit[1]
    try:
        text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False,
                          allow_nan=False)
    except (TypeError, ValueError, RecursionError) as exc:
        raise BodyPlanError("plan_invalid", f"body plan object: not plain JSON ({exc})") from None
    plan = _CUSTOM_BY_TEXT.get(text)
    if plan is None:
        problems = plan_problems(data)
        if problems:
            path, message = problems[0]
            raise BodyPlanError("plan_invalid",
                                f"body plan object: {path + ': ' if path else ''}{message}")
        plan = _build_custom(data, text)
        if len(_CUSTOM_BY_TEXT) >= _CUSTOM_LIMIT:
            _CUSTOM_BY_TEXT.clear()
        _CUSTOM_BY_TEXT[text] = plan
    if len(_CUSTOM_BY_OBJECT) >= _CUSTOM_LIMIT:
        _CUSTOM_BY_OBJECT.clear()
    _CUSTOM_BY_OBJECT[id(data)] = (data, plan)  # keeps ``data`` alive: its id stays its own
    return plan


def forget_custom_plans() -> None:
    """Empty the custom plan caches (benchmarks time a cold start with it)."""
    _CUSTOM_BY_OBJECT.clear()
    _CUSTOM_BY_TEXT.clear()


def _build_custom(data: Mapping[str, Any], text: str) -> BodyPlan:
    locations = []
    for raw in data["locations"]:
        loc = dict(raw)
        loc.setdefault("part", default_part(loc["kind"], loc["id"]))
        loc.setdefault("chinks_penalty", -8 if loc["kind"] == "torso" else -10)
        locations.append(loc)
    plan = plan_from_dict({**data, "locations": locations}, require_torso=False)
    import hashlib  # only custom plans need it: not loaded with the bundled ones at start-up

    digest = hashlib.sha1(text.encode("utf-8")).hexdigest()[:12]
    return BodyPlan(plan.id, plan.name_en, plan.name_ja, plan.locations, plan.table,
                    source=data, key=f"{plan.id}#{digest}")


# -- brainless extra heads (G8) -----------------------------------------------------------------

#: location id of the n-th brainless extra head (1-based)
BRAINLESS_HEAD_ID = "head_extra_{0}"
_BRAINLESS_HEAD = re.compile(r"head_extra_([1-9][0-9]*)")
#: aimed like a face (RULES G8 is silent on the penalty); never on the 3d table
BRAINLESS_HEAD_PENALTY = -5


def brainless_head(n: int) -> Location:
    """The n-th brainless extra head: an extremity (G8), crippled and capped as one."""
    return Location(BRAINLESS_HEAD_ID.format(n), "extremity", "head",
                    f"Brainless head {n}", f"脳のない頭{n}", BRAINLESS_HEAD_PENALTY, -10,
                    index=n)


def brainless_head_location(location_id: str) -> Location | None:
    """The location of a brainless-head id whatever the plan (for names in old logs)."""
    m = _BRAINLESS_HEAD.fullmatch(location_id)
    return brainless_head(int(m.group(1))) if m else None


#: plans with brainless heads, by (plan key, count): a key tells plans apart as well as the
#: whole plan does, and hashing the whole plan on every hit cost a third of a resolve
_WITH_HEADS: dict[tuple[str, int], BodyPlan] = {}


def with_brainless_heads(plan: BodyPlan, count: int) -> BodyPlan:
    """``plan`` with ``count`` brainless extra heads added as aimed-only locations."""
    if count <= 0:
        return plan
    found = _WITH_HEADS.get((plan.key, count))
    if found is None:
        heads = tuple(brainless_head(n) for n in range(1, count + 1))
        found = _WITH_HEADS[plan.key, count] = BodyPlan(
            plan.id, plan.name_en, plan.name_ja, plan.locations + heads, plan.table,
            source=plan.source, key=f"{plan.key}+{count}h", brainless_heads=count)
    return found
