"""GCS importer: body types. The 18 standard GCS tables become the bundled plans; any other
becomes a custom plan object built from the file's own rows. DR per location is mapped onto
the plan's locations here too."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Any

from .bodyplan import MAX_LOCATIONS, BodyPlan, body_plan
from .gcs_messages import GcsError, Message

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


def _rows(table: Any, subs: dict[int, tuple[str, list[int]]], warnings: list[Message],
          depth: int = 0, out: list[Row] | None = None) -> list[Row]:
    """The body type's rows in table order (a row's second-roll rows follow it, and ``subs``
    maps the row to their roll and indexes; a third level is not read, with a warning)."""
    out = [] if out is None else out
    locations = table.get("locations") if isinstance(table, dict) else None
    for raw in locations if isinstance(locations, list) else []:  # null or junk: no rows
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
        if not (isinstance(sub, dict) and sub.get("locations")):
            continue
        if depth:
            warnings.append(Message("warn.subtable_deep", {"location": name}))
        else:
            first = len(out)
            _rows(sub, subs, warnings, 1, out)
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
class Built:
    body: str | dict[str, Any]
    plan: BodyPlan
    rows: list[Row]
    name: str = ""  # GCS's name of the body type


def _builtin_body(plan_id: str, rows: list[Row], warnings: list[Message]) -> Built:
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
    return Built(plan_id, plan, mapped)


def _custom_body(name: str, rows: list[Row], subs: dict[int, tuple[str, list[int]]],
                 roll: str, warnings: list[Message]) -> Built:
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
    return Built(obj, body_plan(obj), rows)


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


def body_of(settings: Any, warnings: list[Message]) -> Built:
    """The plan of a character's ``settings.body_type`` and its rows mapped onto it."""
    bt = settings.get("body_type") if isinstance(settings, dict) else None
    subs: dict[int, tuple[str, list[int]]] = {}
    rows = _rows(bt, subs, warnings)
    if not rows:
        warnings.append(Message("warn.no_body"))
        return _builtin_body("humanoid", [], warnings)
    name = bt.get("name") if isinstance(bt.get("name"), str) and bt["name"].strip() else "Body"
    name = name.strip()[:80]
    built = _match_body(name, rows, subs, str(bt.get("roll", "3d")), warnings)
    built.name = name
    return built


def _match_body(name: str, rows: list[Row], subs: dict[int, tuple[str, list[int]]], roll: str,
                warnings: list[Message]) -> Built:
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


def natural_dr(plan: BodyPlan, location_id: str, traits: Iterable[str]) -> int:
    """The DR the resolver adds by itself at a location for most hits (G4/G5: the skull's,
    or a brain's, unless No Brain makes it count as the face)."""
    loc = plan.by_id[location_id]
    if loc.kind == "skull" and "no_brain" not in traits:
        return loc.dr_bonus
    return 0


def dr_of(built: Built, traits: frozenset[str], warnings: list[Message]
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
