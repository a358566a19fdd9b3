"""Older encounter files, step by step to the current format (Qt-free).

``MIGRATIONS[n]`` turns a format-n document into a format-(n+1) one; after the format, the
enabled rule modules upgrade their own state (``RuleModule.migrate``). A file from a newer
version, or one that names a ruleset or module this version does not know, is refused with a
message naming it (the validator does that)."""

from __future__ import annotations

import copy
import re
from collections.abc import Callable
from typing import Any

from ..errors import TrackerError
from ..options import renamed
from ..ruleset import get_ruleset, legacy_ruleset
from ..validation import Problem, desc, got, tname
from .format import APP_ID, FORMAT_VERSION

#: format-0 combatants kept their stats at the combatant level
_SHEET_FIELDS = ("max_hp", "max_fp", "ht", "dx", "basic_speed", "body", "dr", "traits",
                 "arms", "legs", "medical_tl", "hp", "fp", "parts")
_CID = re.compile(r"^c(\d{1,9})$")


def _max_int(items: Any, key: str) -> int:
    best = 0
    if isinstance(items, list):
        for x in items:
            v = x.get(key) if isinstance(x, dict) else None
            if type(v) is int and v > best:
                best = v
    return best


def _migrate_0_to_1(doc: dict[str, Any]) -> dict[str, Any]:
    """Format 0 (``"version": 0``): flat stats on each combatant; no visibility, pending
    checks, counters or dice state. Anything odd is left for the validator to report."""
    enc = doc.get("encounter")
    if isinstance(enc, dict):
        enc = dict(enc)
        combatants = enc.get("combatants", [])
        if isinstance(combatants, list):
            new = []
            top = 0
            for c in combatants:
                if isinstance(c, dict):
                    c = dict(c)
                    sheet = {k: c.pop(k) for k in _SHEET_FIELDS if k in c}
                    sheet.setdefault("dr", 0)
                    sheet.setdefault("traits", [])
                    sheet.setdefault("parts", {})
                    for k in ("arms", "legs", "medical_tl"):
                        sheet.setdefault(k, None)
                    if "hp" not in sheet and "max_hp" in sheet:
                        sheet["hp"] = sheet["max_hp"]
                    if "fp" not in sheet and "max_fp" in sheet:
                        sheet["fp"] = sheet["max_fp"]
                    c["sheet"] = sheet
                    pc = c.get("side") == "pc"
                    c.setdefault("visibility", {"shown": True, "hp": "exact" if pc else "band",
                                                "alias": ""})
                    c.setdefault("conditions", [])
                    c.setdefault("notes", "")
                    c.setdefault("initiative_roll", 0)
                    m = _CID.match(c["id"]) if isinstance(c.get("id"), str) else None
                    if m:
                        top = max(top, int(m.group(1)))
                new.append(c)
            enc["combatants"] = new
        else:
            top = 0
        enc.setdefault("checks", [])
        enc.setdefault("options", {})
        # Encounters were in combat unless ended (the old default): a format-0 save without
        # the field holds a fight in progress. Format 1 always writes it.
        enc.setdefault("in_combat", True)
        enc.setdefault("counters", {
            "combatant": top, "timer": _max_int(enc.get("timers"), "id"),
            "check": _max_int(enc.get("checks"), "id"), "log": _max_int(enc.get("log"), "seq"),
        })
    out = {k: v for k, v in doc.items() if k != "version"}
    out["format_version"] = 1
    out.setdefault("app", APP_ID)
    out["encounter"] = enc
    return out


def _migrate_1_to_2(doc: dict[str, Any]) -> dict[str, Any]:
    """Format 1 knew one ruleset and no rule modules: format 2 names the ruleset (the one whose
    manifest claims the files of before, ``legacy_files``) with its version and carries the
    modules' options and state (none in a format-1 file)."""
    out = dict(doc)
    enc = doc.get("encounter")
    if isinstance(enc, dict):
        enc = dict(enc)
        enc.setdefault("ruleset", legacy_ruleset())
        enc.setdefault("ruleset_version", 1)
        enc.setdefault("modules", {})
        enc.setdefault("state", {})
        out["encounter"] = enc
    out["format_version"] = 2
    return out


#: MIGRATIONS[n] turns a format-n document into a format-(n+1) one.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {
    0: _migrate_0_to_1, 1: _migrate_1_to_2}


def upgrade(data: dict[str, Any], version: int) -> tuple[dict[str, Any] | None, list[Problem]]:
    """A copy of ``data`` (format ``version``) in the current format, with every enabled
    module's state upgraded to the module's version: (document, problems)."""
    try:
        if version < FORMAT_VERSION:
            data = copy.deepcopy(data)
            while version < FORMAT_VERSION:
                data = MIGRATIONS[version](data)
                version += 1
    except (KeyError, TypeError, ValueError, AttributeError, RecursionError) as exc:
        return None, [Problem("", f"cannot upgrade this format-{version} file "
                                  f"({type(exc).__name__}: {exc})", "cannot_upgrade")]
    return _upgrade_modules(data)


def _upgrade_modules(data: dict[str, Any]) -> tuple[dict[str, Any] | None, list[Problem]]:
    """The ruleset's own data and every module's state at their versions of now, and what was
    renamed under its name of now (``Option.renamed_from``, ``ModuleInfo.replaces``); the
    validator reports unknown rulesets, unknown modules and newer versions."""
    enc = data.get("encounter")
    if type(enc) is not dict:
        return data, []
    try:
        rs = get_ruleset(enc.get("ruleset")) if type(enc.get("ruleset")) is str else None
    except TrackerError:
        return data, []
    if rs is None:
        return data, []
    copy_of: list[dict[str, Any]] = []

    def mine() -> dict[str, Any]:  # the document, copied before its first change
        if not copy_of:
            copy_of.append(copy.deepcopy(data))
        return copy_of[0]["encounter"]

    problem = _upgrade_ruleset_data(rs, enc, mine)
    if problem is None:
        enc = copy_of[0]["encounter"] if copy_of else enc
        problem = _rename_modules(rs, enc, mine)
    if problem is None:
        enc = copy_of[0]["encounter"] if copy_of else enc
        problem = _upgrade_module_states(rs, enc, mine)
    if problem is not None:
        return None, [problem]
    return (copy_of[0] if copy_of else data), []


def _upgrade_ruleset_data(rs: Any, enc: dict[str, Any], mine: Callable[[], dict[str, Any]]
                          ) -> Problem | None:
    v = enc.get("ruleset_version")
    if type(v) is int and 1 <= v < rs.version:
        e = mine()
        try:
            while e["ruleset_version"] < rs.version:
                step = e["ruleset_version"]
                upgraded = rs.migrate(e, step)
                if upgraded is not e:
                    e.clear()
                    e.update(upgraded)
                e["ruleset_version"] = step + 1
        except (KeyError, TypeError, ValueError, AttributeError, TrackerError) as exc:
            return Problem("encounter.ruleset_version", f"cannot upgrade this file's "
                           f"{rs.id} data from version {v} ({exc})", "cannot_upgrade")
    opts = enc.get("options")
    if type(opts) is dict and (moved := renamed(rs.options, opts)) is not None:
        mine()["options"] = moved
    return None


def _rename_modules(rs: Any, enc: dict[str, Any], mine: Callable[[], dict[str, Any]]
                    ) -> Problem | None:
    mods = enc.get("modules")
    if type(mods) is not dict:
        return None
    for mid in list(mods):
        if mid in rs.modules:
            continue
        new = next((m for m in rs.modules
                    if mid in rs.modules[m].info.replaces and m not in mods), None)
        if new is None:
            continue
        e = mine()
        e["modules"] = {new if k == mid else k: v for k, v in e["modules"].items()}
        for c in e.get("combatants") or ():
            ext = c.get("ext") if type(c) is dict else None
            if type(ext) is dict and mid in ext and new not in ext:
                c["ext"] = {new if k == mid else k: v for k, v in ext.items()}
        mods = e["modules"]
    for mid, entry in mods.items():
        mod = rs.modules.get(mid)
        opts = entry.get("options") if type(entry) is dict else None
        if mod is not None and type(opts) is dict and \
                (moved := renamed(mod.info.options, opts)) is not None:
            mine()["modules"][mid]["options"] = moved
    return None


def _upgrade_module_states(rs: Any, enc: dict[str, Any], mine: Callable[[], dict[str, Any]]
                           ) -> Problem | None:
    mods = enc.get("modules")
    if type(mods) is not dict:
        return None
    for mid, entry in mods.items():
        mod = rs.modules.get(mid)
        if mod is None or type(entry) is not dict:
            continue
        v = entry.get("version")
        if type(v) is not int or v >= mod.info.version:
            continue
        entry = mine()["modules"][mid]
        try:
            while entry["version"] < mod.info.version:
                entry["state"] = mod.migrate(entry.get("state", {}), entry["version"])
                entry["version"] += 1
        except (KeyError, TypeError, ValueError, AttributeError, TrackerError) as exc:
            return Problem(f"encounter.modules.{mid}", f"cannot upgrade the state of "
                           f"rule module '{mid}' from version {v} ({exc})", "cannot_upgrade")
    return None


def document_version(data: Any) -> tuple[int | None, list[Problem]]:
    if type(data) is not dict:
        return None, [Problem("", f"the file does not hold an encounter (expected a JSON "
                                  f"object at the top, got {tname(data)})", "not_encounter")]
    if "format_version" in data:
        v = data["format_version"]
        if type(v) is not int or v < 0:
            return None, [Problem("format_version",
                                  f"must be a whole number of 0 or more, got {desc(v)}",
                                  "too_small" if type(v) is int else "not_type",
                                  {"lo": 0, "expected": "int", **got(v)})]
    elif data.get("version") == 0 and type(data.get("version")) is int:
        v = 0  # format 0 called it "version"
    else:
        return None, [Problem("format_version", "missing: this is not an encounter file of "
                                                "this program, or it is damaged",
                              "not_encounter")]
    if v > FORMAT_VERSION:
        return None, [Problem("format_version", f"was written by a newer version (format "
                                                f"{v}); this version reads up to "
                                                f"{FORMAT_VERSION}", "format_newer",
                              {"version": v, "supported": FORMAT_VERSION})]
    return v, []


