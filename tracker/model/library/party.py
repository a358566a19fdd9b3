"""Entries into an encounter, and a persistent character's state back into its entry.

A persistent character's state is what it carries from fight to fight: the combatant as the
file format holds it (the sheet with HP and the other tracks, wounds, crippled and lost
parts; its lasting conditions; its rule modules' data), its recovery timers, the rolls it
still owes (R28: a V7 infection roll, its G14 waking … each with its game time, so it comes due
at that time in the next encounter, or at once if the time has passed), and the calendar time
they were taken at. It is checked as a file is (a one-combatant encounter
document of the taking encounter's ruleset and modules), so a state the rules refuse never
joins. The time from the saved calendar to the encounter's ran while it was away: the
ruleset counts it against the timers (``Ruleset.time_away``)."""

from __future__ import annotations

import copy
from typing import Any

from .. import operations as ops
from ..calendar import Calendar
from ..combatant import Combatant
from ..encounter import Action, Encounter
from ..errors import TrackerError
from ..files import document_to_encounter, encounter_document
from ..ruleset import get_ruleset
from .entry import Entry
from .errors import LibraryError
from .store import Library

#: combatant fields that belong to one encounter, not to the character
_LOCAL = ("id", "initiative_roll", "library")
MAX_COUNT = 100
#: what taking an entry tells the GM -> English (the UI translates them, context
#: "LibraryController"; tracker/ui/library_window.py keeps the same texts)
NOTES = {
    "module_left": "{name}: the data of the rule module '{module}' stays behind (this "
                   "encounter does not use it)",
    "check_left": "{name}: the {check} roll owed under the rule module '{module}' stays "
                  "behind (this encounter does not use it)",
    "calendar_behind": "{name}: this encounter's calendar (day {day}, {clock}) is before the "
                       "time its state was saved (day {saved_day}, {saved_clock}): no time "
                       "ran for its timers",
}
Note = tuple[str, dict[str, Any]]


def note_text(note: Note) -> str:
    key, args = note
    return NOTES[key].format(**args)


def capture(enc: Encounter, cid: str) -> dict[str, Any]:
    """The state of combatant ``cid`` to keep in its persistent entry."""
    c = enc.get(cid)
    data = {k: v for k, v in c.to_dict().items() if k not in _LOCAL}
    # conditions counted in rounds belong to the fight; lasting ones go with the character
    data["conditions"] = [{"name": k.name, "rounds": None, "value": k.value, "fresh": False,
                           **({"cause": k.cause} if k.cause else {})}
                          for k in c.conditions.values() if k.rounds is None]
    timers = [{k: v for k, v in t.to_dict().items() if k not in ("id", "combatant")}
              for t in enc.timers if t.combatant == cid]
    out = {"combatant": data, "timers": timers, "calendar": enc.calendar.to_dict()}
    # R28: the rolls it owes go with it (written only when there are any: older states and
    # libraries simply have none)
    checks = [{k: v for k, v in chk.to_dict().items() if k not in ("id", "combatant")}
              for chk in enc.checks if chk.combatant == cid]
    if checks:
        out["checks"] = checks
    return out


def _owed(enc: Encounter, entry: Entry, state: dict[str, Any],
          notes: list[Note]) -> list[Any]:
    """The saved owed rolls ``enc`` can hold: those of a rule module it does not use stay
    behind (with a note), as that module's data does."""
    checks = state.get("checks") or []
    if type(checks) is not list:
        raise LibraryError("bad_entry", f"library entry {entry.id}: 'checks' must be a list")
    kept = []
    for k in checks:
        source = k.get("source") if type(k) is dict else None
        if source is not None and source not in enc.modules:
            notes.append(("check_left", {"name": entry.name, "check": k.get("kind"),
                                         "module": source}))
            continue
        kept.append(k)
    return kept


def _from_state(enc: Encounter, entry: Entry
                ) -> tuple[Combatant, list[Any], list[Any], list[Note]]:
    """The entry's character as it was saved, checked against ``enc``'s rules, with its
    timers, its owed rolls (R28) and what was left behind (data and rolls of rule modules
    ``enc`` does not use)."""
    state = entry.state or {}
    raw = state.get("combatant")
    if type(raw) is not dict:
        raise LibraryError("bad_entry", f"library entry {entry.id}: its state holds no "
                                        "combatant")
    data = copy.deepcopy(raw)
    notes: list[Note] = []
    ext = data.get("ext")
    if type(ext) is dict:
        for mid in [m for m in ext if m not in enc.modules]:
            del ext[mid]
            notes.append(("module_left", {"name": entry.name, "module": mid}))
        if not ext:
            data.pop("ext")
    scratch = ops.new_encounter(enc.ruleset_id)
    scratch.modules = copy.deepcopy(enc.modules)
    doc = encounter_document(scratch)
    timers = state.get("timers") or []
    if type(timers) is not list:
        raise LibraryError("bad_entry", f"library entry {entry.id}: 'timers' must be a list")
    checks = _owed(enc, entry, state, notes)
    e = doc["encounter"]
    e["combatants"] = [{**data, "id": "c1", "initiative_roll": 0}]
    e["order"] = ["c1"]
    e["timers"] = [{**t, "id": i + 1, "combatant": "c1"} if type(t) is dict else t
                   for i, t in enumerate(timers)]
    e["checks"] = [{**k, "id": i + 1, "combatant": "c1"} if type(k) is dict else k
                   for i, k in enumerate(checks)]
    e["counters"] = {**e["counters"], "combatant": 1, "timer": len(timers),
                     "check": len(checks)}
    if "calendar" in state:
        e["calendar"] = state["calendar"]
    try:
        made = document_to_encounter(doc, f"library entry {entry.id} ({entry.name})")
    except TrackerError as exc:
        raise LibraryError("bad_entry", str(exc)) from None
    return made.combatants["c1"], list(made.timers), list(made.checks), notes


def _fresh(enc: Encounter, entry: Entry, side: str) -> Combatant:
    rs = enc.ruleset
    try:
        sheet = rs.sheet_from_dict(entry.sheet)
        sheet.validate()
    except (TrackerError, TypeError, ValueError, KeyError, AttributeError) as exc:
        raise LibraryError("bad_entry", f"library entry {entry.id} ({entry.name}): its sheet "
                                        f"cannot be used ({exc})") from None
    return Combatant("", entry.name, side, sheet, notes=entry.notes)


def numbered(enc: Encounter, name: str, count: int) -> list[str]:
    """``count`` names for combatants of one entry: the name itself for one, else numbered
    from the first number not taken ("Ghoul 1", "Ghoul 2")."""
    if count == 1:
        return [name]
    out: list[str] = []
    n = 1
    while len(out) < count:
        candidate = f"{name} {n}"
        if not ops.name_taken(enc, candidate):
            out.append(candidate)
        n += 1
    return out


def take(enc: Encounter, entry: Entry, count: int = 1, side: str | None = None
         ) -> tuple[Action, list[Note]]:
    """Add ``count`` combatants of ``entry`` to ``enc`` as one undoable action: (it, notes
    as keys of :data:`NOTES` with their arguments).
    A persistent character comes once, with its saved state and timers (time away counted)."""
    if entry.ruleset != enc.ruleset_id:
        raise LibraryError("wrong_ruleset", f"'{entry.name}' is an entry of the ruleset "
                                            f"'{entry.ruleset}'; this encounter's ruleset is "
                                            f"'{enc.ruleset_id}'", name=entry.name,
                           ruleset=entry.ruleset, encounter=enc.ruleset_id)
    if type(count) is not int or not 1 <= count <= MAX_COUNT:
        raise LibraryError("bad_entry", f"'count' must be 1..{MAX_COUNT}")
    notes: list[Note] = []
    if entry.persistent:
        if count != 1:
            raise LibraryError("bad_entry", f"'{entry.name}' is a persistent character: one "
                                            "of them joins, not several")
        here = next((c for c in enc.combatants.values() if c.library == entry.uid), None)
        if here is not None:
            raise LibraryError("in_encounter", f"'{entry.name}' is in this encounter already "
                                               f"(as {here.name})", name=entry.name,
                               here=here.name)
        if entry.state is not None:
            c, timers, checks, notes = _from_state(enc, entry)
            if side is not None:
                c.side = side
            since = Calendar.from_dict(entry.state.get("calendar") or {})
            if enc.calendar.total_minutes < since.total_minutes:
                notes.append(("calendar_behind", {
                    "name": entry.name, "day": enc.calendar.day, "clock": enc.calendar.clock(),
                    "saved_day": since.day, "saved_clock": since.clock()}))
            c.library = entry.uid
            return ops.add_made(enc, [c], _joined(timers, checks, since),
                                keep_visibility=True), notes
        made = [_fresh(enc, entry, side or "pc")]
        made[0].library = entry.uid
    else:
        made = []
        for name in numbered(enc, entry.name, count):
            c = _fresh(enc, entry, side or "enemy")
            c.name = name
            made.append(c)
    return ops.add_made(enc, made), notes


def _joined(timers: list[Any], checks: list[Any], since: Calendar):
    def joined(enc: Encounter, c: Combatant) -> None:
        for t in timers:
            t.id = enc.next_id("timer")
            t.combatant = c.id
            enc.timers.append(t)
        for k in checks:  # R28: due at their own game time (at once if it has passed)
            k.id = enc.next_id("check")
            k.combatant = c.id
            enc.checks.append(k)
        get_ruleset(enc.ruleset_id).time_away(enc, c, since)

    return joined


def save(lib: Library, enc: Encounter, cid: str, tags: list[str] | None = None,
         persistent: bool = False) -> tuple[Entry, bool]:
    """Write combatant ``cid`` to the library: (the entry, whether it is the combatant's own
    persistent entry, now or from before). Its own entry gets its state (and its sheet, as
    fresh); anyone else becomes a new entry (with its state when ``persistent``)."""
    c = enc.get(cid)
    rs = enc.ruleset
    fresh = rs.fresh_sheet(c.sheet.copy()).to_dict()
    own = lib.by_uid(c.library) if c.library else None
    if own is not None and own.ruleset == enc.ruleset_id:
        changes: dict[str, Any] = {"state": capture(enc, cid), "sheet": fresh}
        if tags:
            changes["tags"] = list(dict.fromkeys([*own.tags, *tags]))
        return lib.update(own.id, **changes), True
    source = {"kind": "encounter", "encounter": enc.name}
    entry = lib.add(enc.ruleset_id, c.name, fresh, tags or [], c.notes, persistent, source,
                    capture(enc, cid) if persistent else None)
    return entry, persistent


def party(enc: Encounter, lib: Library) -> list[tuple[str, Entry]]:
    """The combatants of ``enc`` that are persistent characters of ``lib``, with their entries
    (End combat and File → Save offer to write their state back)."""
    out = []
    for c in enc.ordered():
        if c.library:
            e = lib.by_uid(c.library)
            if e is not None and e.persistent and e.ruleset == enc.ruleset_id:
                out.append((c.id, e))
    return out
