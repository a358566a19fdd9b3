"""Body plans: hit locations and the random hit-location table of one body type (G1, G8, G13).

Plans are data (``resources/bodyplans/*.json``); this module validates and indexes them.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Any

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
    low: int
    high: int
    location: str | None = None
    subroll: SubRoll | None = None


@dataclass(frozen=True)
class BodyPlan:
    id: str
    name_en: str
    name_ja: str
    locations: tuple[Location, ...]
    table: tuple[TableEntry, ...]
    #: brainless extra heads added to the bundled plan (see :func:`with_brainless_heads`)
    brainless_heads: int = 0
    by_id: dict[str, Location] = field(init=False, repr=False, compare=False)
    #: index 3..18 -> entry
    by_roll: tuple[TableEntry | None, ...] = field(init=False, repr=False, compare=False)
    part_counts: dict[str, int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "by_id", {loc.id: loc for loc in self.locations})
        by_roll: list[TableEntry | None] = [None] * 19
        for entry in self.table:
            for r in range(entry.low, entry.high + 1):
                by_roll[r] = entry
        object.__setattr__(self, "by_roll", tuple(by_roll))
        counts: dict[str, int] = {}
        for loc in self.locations:
            counts[loc.part] = counts.get(loc.part, 0) + 1
        object.__setattr__(self, "part_counts", counts)

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


def plan_from_dict(data: dict[str, Any]) -> BodyPlan:
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
    if "torso" not in known:
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
    return resources.files("tracker.resources").joinpath("bodyplans")


@cache
def body_plans() -> dict[str, BodyPlan]:
    """Every bundled body plan, by id, in a stable order (humanoid first)."""
    ids = sorted(e.name[:-5] for e in _plan_dir().iterdir() if e.name.endswith(".json"))
    plans = {pid: _load_plan(pid) for pid in ids}
    return dict(sorted(plans.items(), key=lambda kv: (kv[0] != "humanoid", kv[0])))


_PLAN_ID = re.compile(r"[a-z0-9_]+")


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


def body_plan(plan_id: str, brainless_heads: int = 0) -> BodyPlan:
    """A bundled plan, with ``brainless_heads`` extra heads as locations of its own."""
    if not isinstance(plan_id, str) or not _PLAN_ID.fullmatch(plan_id):
        raise BodyPlanError("unknown_body", f"unknown body plan '{plan_id}'", body=plan_id)
    plan = _load_plan(plan_id)
    return with_brainless_heads(plan, brainless_heads) if brainless_heads else plan


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


@cache
def with_brainless_heads(plan: BodyPlan, count: int) -> BodyPlan:
    """``plan`` with ``count`` brainless extra heads added as aimed-only locations."""
    if count <= 0:
        return plan
    heads = tuple(brainless_head(n) for n in range(1, count + 1))
    return BodyPlan(plan.id, plan.name_en, plan.name_ja, plan.locations + heads, plan.table,
                    count)
