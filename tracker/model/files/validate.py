"""Validation of an encounter document (Qt-free): every problem with its JSON path.

The core checks its own fields; the encounter's ruleset checks its sheets, timers and state,
each rule module its options, state and per-combatant data, all through one
:class:`~tracker.model.validation.Checker`. Older formats are upgraded first (``migrate``)."""

from __future__ import annotations

import math
import re
from typing import Any

from ..combatant import HP_POLICIES, SIDES, TRACK_POLICIES
from ..encounter import Encounter, combatant_of
from ..errors import TrackerError
from ..explain import args_problem, numeric_args
from ..options import Option, encounter_options, option_problems
from ..ruleset import Ruleset, get_ruleset, known_rulesets
from ..validation import (
    FREE_DEPTH,
    MAX_DEPTH,
    MAX_INT,
    MISSING,
    SCALARS,
    Checker,
    Problem,
    TooMany,
    desc,
    got,
    key_path,
)
from .format import APP_ID, FORMAT_VERSION, OLD_APP_IDS
from .format import invalid as _invalid
from .migrate import document_version, upgrade

_CID = re.compile(r"^c(\d{1,9})$")
_TOP_KEYS = frozenset({"format_version", "app", "encounter"})
_ENC_KEYS = frozenset({"name", "ruleset", "ruleset_version", "options", "modules", "state",
                       "combatants", "order", "round", "turn", "in_combat", "calendar",
                       "timers", "checks", "log", "dice", "counters"})
#: encounter fields that are written only when set
_ENC_OPTIONAL = frozenset({"turns_back", "public"})
_COMBATANT_KEYS = frozenset({"id", "name", "side", "sheet", "conditions", "visibility",
                             "notes", "initiative_roll"})
#: module data, and the library entry of a persistent character (written only when set)
_COMBATANT_OPTIONAL = frozenset({"ext", "library"})
_MODULE_KEYS = frozenset({"version", "options", "state"})
_CONDITION_KEYS = frozenset({"name", "rounds", "value", "fresh"})
#: condition fields written only when set: the last round whose turn end counted it, and
#: what caused it
_CONDITION_OPTIONAL = frozenset({"ticked_to", "cause", "public"})
_VISIBILITY_KEYS = frozenset({"shown", "hp", "alias"})
_VISIBILITY_OPTIONAL = frozenset({"tracks"})
_CALENDAR_KEYS = frozenset({"day", "hour"})
#: written only when not 0
_CALENDAR_OPTIONAL = frozenset({"minute"})
_CHECK_KEYS = frozenset({"id", "combatant", "kind", "modifier", "threshold"})
_CHECK_OPTIONAL = frozenset({"source", "data"})
_LOG_KEYS = frozenset({"seq", "round", "key", "args", "combatant"})
_LOG_OPTIONAL = frozenset({"explain", "hidden"})
_LOG_ALL = _LOG_KEYS | _LOG_OPTIONAL
_EXPLAIN_KEYS = frozenset({"key", "rule", "args"})
_DICE_KEYS = frozenset({"seed"})
_DICE_OPTIONAL = frozenset({"state"})
_COUNTER_KEYS = frozenset({"combatant", "timer", "check", "log"})


class _Validator(Checker):
    def __init__(self) -> None:
        super().__init__()
        #: the encounter's ruleset once known (None: unknown, its parts are not checked)
        self.rs: Ruleset | None = None
        self.enabled: dict[str, Any] = {}
        #: when checking a change only: the ids of the combatants not handed over (they were
        #: checked before), and the number of the log entry before the first one handed over
        self.known_ids: frozenset[str] = frozenset()
        self.log_last = 0

    # -- the document -----------------------------------------------------------------------
    def document(self, data: Any) -> None:
        if not self.obj(data, "", _TOP_KEYS):
            return
        v = data.get("format_version", MISSING)
        if v is not MISSING and (type(v) is not int or v != FORMAT_VERSION):
            self.bad("format_version", f"must be {FORMAT_VERSION}, got {desc(v)}", "must_equal",
                     expected=FORMAT_VERSION, **got(v))
        app = data.get("app", MISSING)
        if app is not MISSING and app != APP_ID and app not in OLD_APP_IDS:
            self.bad("app", f"this file was written by another program ({desc(app)}), "
                            f"not {APP_ID}", "other_app", app=desc(app))
        if "encounter" in data:
            self.encounter(data["encounter"], "encounter")

    def encounter(self, e: Any, path: str) -> None:
        if not self.obj(e, path, _ENC_KEYS, _ENC_OPTIONAL):
            return
        g = e.get
        self.str_(g("name", MISSING), f"{path}.name")
        self.rs = rs = self.ruleset(g("ruleset", MISSING), g("ruleset_version", MISSING), path)
        self.options(g("options", MISSING), f"{path}.options",
                     encounter_options(rs.options) if rs is not None else None)
        self.modules(g("modules", MISSING), f"{path}.modules")
        state = g("state", MISSING)
        if self.free_obj(state, f"{path}.state", MAX_DEPTH - 2) and rs is not None:
            rs.validate_state(self, state, f"{path}.state")

        ids: dict[str, int] = {}  # combatant id -> index
        top_cid = 0
        combatants = g("combatants", MISSING)
        if self.list_(combatants, f"{path}.combatants"):
            for i, c in enumerate(combatants):
                cp = f"{path}.combatants[{i}]"
                cid = self.combatant(c, cp)
                if cid is None:
                    continue
                if cid in ids:
                    self.bad(f"{cp}.id", f"duplicate combatant id {desc(cid)} (also "
                                         f"combatants[{ids[cid]}])", "duplicate_id",
                             what="combatant", id=desc(cid), other=ids[cid])
                    continue
                ids[cid] = i
                m = _CID.match(cid)
                if m:
                    top_cid = max(top_cid, int(m.group(1)))
        for cid in self.known_ids:
            ids.setdefault(cid, -1)

        order = g("order", MISSING)
        order_len = None
        if self.list_(order, f"{path}.order"):
            order_len = len(order)
            seen: set[str] = set()
            for i, cid in enumerate(order):
                op = f"{path}.order[{i}]"
                if not self.str_(cid, op):
                    continue
                if cid in seen:
                    self.bad(op, f"names combatant {desc(cid)} twice", "listed_twice", id=desc(cid))
                elif type(combatants) is list and combatant_of(cid) not in ids:
                    self.bad(op, f"names an unknown combatant {desc(cid)}", "unknown_combatant",
                             id=desc(cid))
                seen.add(cid)
        self.int_(g("round", MISSING), f"{path}.round", 1)
        turn = g("turn", MISSING)
        if self.int_(turn, f"{path}.turn", 0) and order_len is not None:
            if turn >= max(order_len, 1):
                self.bad(f"{path}.turn", f"is out of range: turn {turn} of a turn order of "
                                         f"{order_len}", "turn_out_of_range", turn=turn,
                         length=order_len)
        self.bool_(g("in_combat", MISSING), f"{path}.in_combat")
        if "turns_back" in e:
            self.int_(e["turns_back"], f"{path}.turns_back", 0)
        if "public" in e:  # the players' view at the save (public_feed): any object
            self.obj(e["public"], f"{path}.public", frozenset(), None)

        cal = g("calendar", MISSING)
        if cal is not MISSING and self.obj(cal, f"{path}.calendar", _CALENDAR_KEYS,
                                           _CALENDAR_OPTIONAL):
            self.int_(cal.get("day", MISSING), f"{path}.calendar.day", 1)
            self.int_(cal.get("hour", MISSING), f"{path}.calendar.hour", 0, 23)
            self.int_(cal.get("minute", MISSING), f"{path}.calendar.minute", 0, 59)

        top_timer = self.timers(g("timers", MISSING), f"{path}.timers")
        top_check = self.checks(g("checks", MISSING), f"{path}.checks",
                                ids if type(combatants) is list else None)
        top_log = self.log(g("log", MISSING), f"{path}.log")
        self.dice(g("dice", MISSING), f"{path}.dice")

        counters = g("counters", MISSING)
        if counters is not MISSING and self.obj(counters, f"{path}.counters", _COUNTER_KEYS,
                                                 None):
            for k, n in counters.items():
                if k not in _COUNTER_KEYS:
                    self.int_(n, key_path(f"{path}.counters", k), 0)
            for k, used, what in (("combatant", top_cid, "combatant id"),
                                  ("timer", top_timer, "timer id"),
                                  ("check", top_check, "check id"),
                                  ("log", top_log, "log entry number")):
                cp = f"{path}.counters.{k}"
                if self.int_(counters.get(k, MISSING), cp, 0) and counters[k] < used:
                    self.bad(cp, f"is {counters[k]} but {what} {used} is already in use",
                             "counter_behind", counter=k, value=counters[k], used=used)

    # -- ruleset, options and modules ---------------------------------------------------------
    def ruleset(self, rid: Any, version: Any, path: str) -> Ruleset | None:
        if rid is MISSING:
            return None
        if type(rid) is not str or rid not in known_rulesets():
            self.bad(f"{path}.ruleset", f"unknown ruleset {desc(rid)}: this version knows "
                                        f"{', '.join(known_rulesets())}", "unknown_ruleset",
                     ruleset=rid if type(rid) is str else desc(rid),
                     known=list(known_rulesets()))
            return None
        rs = get_ruleset(rid)
        if self.int_(version, f"{path}.ruleset_version", 1) and version > rs.version:
            self.bad(f"{path}.ruleset_version",
                     f"the file was written for version {version} of the ruleset '{rid}'; "
                     f"this version knows up to {rs.version}", "ruleset_newer", ruleset=rid,
                     version=version, supported=rs.version)
            return None
        return rs

    def options(self, opts: Any, path: str, declared: tuple[Option, ...] | None) -> None:
        if self.free_obj(opts, path, MAX_DEPTH - 2) and declared is not None:
            ids = sorted(o.id for o in declared)
            for key, value in opts.items():  # one at a time: the code says which problem
                code = "bad_option" if key in ids else "unknown_option"
                for p, why in option_problems(declared, {key: value}, path):
                    self.bad(p, why, code, known=ids)

    def modules(self, mods: Any, path: str) -> None:
        if not self.dict_(mods, path, "{module id: {version, options, state}}"):
            return
        rs = self.rs
        for mid, entry in mods.items():
            mp = key_path(path, mid)
            mod = rs.modules.get(mid) if rs is not None else None
            if rs is not None and mod is None:
                self.bad(mp, f"unknown rule module {desc(mid)} for the ruleset '{rs.id}' "
                             f"(known: {', '.join(rs.modules) or 'none'})", "unknown_module",
                         module=mid, ruleset=rs.id)
                continue
            if not self.obj(entry, mp, _MODULE_KEYS):
                continue
            version = entry.get("version", MISSING)
            if self.int_(version, f"{mp}.version", 1) and mod is not None \
                    and version > mod.info.version:
                self.bad(f"{mp}.version", f"the file was written for version {version} of "
                                          f"the rule module '{mid}'; this version knows up "
                                          f"to {mod.info.version}", "module_newer",
                         module=mid, ruleset=rs.id, version=version,
                         supported=mod.info.version)
                continue
            self.options(entry.get("options", MISSING), f"{mp}.options",
                         mod.info.options if mod is not None else None)
            state = entry.get("state", MISSING)
            if self.free_obj(state, f"{mp}.state", FREE_DEPTH - 2) and mod is not None:
                mod.validate_state(self, state, f"{mp}.state")
            if mod is not None:
                self.enabled[mid] = mod

    def ext(self, ext: Any, path: str) -> None:
        """Per-combatant data of rule modules: only enabled modules may keep any."""
        if not self.dict_(ext, path, "{module id: data}"):
            return
        for mid, data in ext.items():
            ep = key_path(path, mid)
            mod = self.enabled.get(mid)
            if mod is None:
                if self.rs is not None:
                    self.bad(ep, f"data of rule module {desc(mid)}, which this encounter "
                                 "does not use", "module_not_used", module=mid)
                continue
            self.free(data, ep, FREE_DEPTH - 4)
            mod.validate_ext(self, data, ep)

    def _check_kinds(self, source: Any, path: str) -> tuple[str, ...] | None:
        if self.rs is None:
            return None
        if source is None:
            return self.rs.check_kinds
        mod = self.enabled.get(source) if type(source) is str else None
        if mod is None:
            self.bad(path, f"names {desc(source)}, which is not a rule module of this "
                           "encounter", "module_not_used", module=desc(source))
            return None
        return mod.check_kinds

    # -- parts of the encounter --------------------------------------------------------------
    def combatant(self, c: Any, path: str) -> str | None:
        if not self.obj(c, path, _COMBATANT_KEYS, _COMBATANT_OPTIONAL):
            return None
        g = c.get
        cid = g("id", MISSING)
        if not self.str_(cid, f"{path}.id", nonempty=True):
            cid = None
        self.str_(g("name", MISSING), f"{path}.name", nonempty=True)
        self.choice(g("side", MISSING), f"{path}.side", SIDES, "side")
        sheet = g("sheet", MISSING)
        if sheet is not MISSING and self.rs is not None:
            self.rs.validate_sheet(self, sheet, f"{path}.sheet")
        conds = g("conditions", MISSING)
        if self.list_(conds, f"{path}.conditions"):
            names: set[str] = set()
            for i, cond in enumerate(conds):
                cp = f"{path}.conditions[{i}]"
                if not self.obj(cond, cp, _CONDITION_KEYS, _CONDITION_OPTIONAL):
                    continue
                if "ticked_to" in cond:
                    self.int_(cond["ticked_to"], f"{cp}.ticked_to", 0)
                if "public" in cond:  # shown to the players (absent: hidden)
                    self.bool_(cond["public"], f"{cp}.public")
                if "cause" in cond:  # the ruleset's id of what caused it (a GURPS location)
                    self.str_(cond["cause"], f"{cp}.cause", nonempty=True)
                name = cond.get("name", MISSING)
                if self.str_(name, f"{cp}.name", nonempty=True):
                    if name in names:
                        self.bad(f"{cp}.name", f"condition {desc(name)} is listed twice",
                                 "listed_twice", id=desc(name))
                    names.add(name)
                self.int_(cond.get("rounds", MISSING), f"{cp}.rounds", 1, null=True)
                self.int_(cond.get("value", MISSING), f"{cp}.value")
                self.bool_(cond.get("fresh", MISSING), f"{cp}.fresh")
        vis = g("visibility", MISSING)
        if vis is not MISSING and self.obj(vis, f"{path}.visibility", _VISIBILITY_KEYS,
                                           _VISIBILITY_OPTIONAL):
            self.bool_(vis.get("shown", MISSING), f"{path}.visibility.shown")
            self.choice(vis.get("hp", MISSING), f"{path}.visibility.hp", HP_POLICIES,
                        "HP visibility")
            self.str_(vis.get("alias", MISSING), f"{path}.visibility.alias")
            self.track_policies(vis.get("tracks", MISSING), f"{path}.visibility.tracks")
        self.str_(g("notes", MISSING), f"{path}.notes")
        self.int_(g("initiative_roll", MISSING), f"{path}.initiative_roll", 0)
        self.ext(g("ext", MISSING), f"{path}.ext")
        if "library" in c:
            self.str_(c["library"], f"{path}.library", nonempty=True)
        return cid

    def track_policies(self, tracks: Any, path: str) -> None:
        """The player view's policy per track other than HP (optional)."""
        if not self.dict_(tracks, path, "{track id: policy}"):
            return
        known = tuple(t for t in self.rs.track_ids if t != self.rs.primary_track) \
            if self.rs else None
        for tid, policy in tracks.items():
            tp = key_path(path, tid)
            if known is not None and tid not in known:
                self.bad(tp, f"unknown track {desc(tid)} (known: {', '.join(known)})",
                         "unknown_choice", what="track", known=list(known), **got(tid))
                continue
            self.choice(policy, tp, TRACK_POLICIES, "track visibility")

    def _unique_id(self, v: Any, path: str, what: str, seen: set[int], top: int) -> int:
        """A positive id not used before in this list; returns the highest id so far."""
        if not self.int_(v, path, 1):
            return top
        if v in seen:
            self.bad(path, f"duplicate {what} id {v}", "duplicate_id", what=what, id=v)
        seen.add(v)
        return max(top, v)

    def timers(self, timers: Any, path: str) -> int:
        """The ruleset's recovery timers; returns the highest timer id."""
        top = 0
        if not self.list_(timers, path):
            return top
        seen: set[int] = set()
        for i, t in enumerate(timers):
            tp = f"{path}[{i}]"
            if not self.dict_(t, tp):
                continue
            top = self._unique_id(t.get("id", MISSING), f"{tp}.id", "timer", seen, top)
            self.str_(t.get("combatant", MISSING), f"{tp}.combatant", nonempty=True)
            if self.rs is not None:
                self.rs.validate_timer(self, t, tp)
        return top

    def checks(self, checks: Any, path: str, ids: dict[str, int] | None) -> int:
        top = 0
        if not self.list_(checks, path):
            return top
        seen: set[int] = set()
        for i, k in enumerate(checks):
            kp = f"{path}[{i}]"
            if not self.obj(k, kp, _CHECK_KEYS, _CHECK_OPTIONAL):
                continue
            g = k.get
            top = self._unique_id(g("id", MISSING), f"{kp}.id", "check", seen, top)
            cid = g("combatant", MISSING)
            if self.str_(cid, f"{kp}.combatant") and ids is not None and cid not in ids:
                self.bad(f"{kp}.combatant", f"names an unknown combatant {desc(cid)}",
                         "unknown_combatant", id=desc(cid))
            src = g("source", None)
            kinds = self._check_kinds(src, f"{kp}.source")
            if kinds is not None:
                self.choice(g("kind", MISSING), f"{kp}.kind", kinds, "check kind")
            # a rule module may check the data of its own checks
            hook = getattr(self.enabled.get(src), "validate_check", None) \
                if type(src) is str else None
            if hook is not None:
                hook(self, k, kp)
            self.free_obj(g("data", MISSING), f"{kp}.data", FREE_DEPTH - 2)
            self.int_(g("modifier", MISSING), f"{kp}.modifier")
            self.int_(g("threshold", MISSING), f"{kp}.threshold", 0)
        return top

    def log(self, log: Any, path: str) -> int:
        """The log is the bulk of a big file: a fast path accepts a good entry, the slow
        path says what is wrong with a bad one."""
        if not self.list_(log, path):
            return 0
        last = self.log_last
        only_scalars = SCALARS.issuperset
        for i, e in enumerate(log):
            if (type(e) is dict and _LOG_KEYS <= e.keys() <= _LOG_ALL
                    and type(seq := e["seq"]) is int and last < seq <= MAX_INT
                    and type(r := e["round"]) is int and 0 <= r <= MAX_INT
                    and type(e["key"]) is str
                    and type(args := e["args"]) is dict
                    and only_scalars(map(type, args.values()))
                    and (type(cid := e["combatant"]) is str or cid is None)
                    and type(e.get("hidden", False)) is bool
                    and self._explain_ok(e.get("explain", ()))):
                last = seq
                continue
            last = self.log_entry(e, f"{path}[{i}]", last)
        return last

    @staticmethod
    def _explain_ok(lines: Any) -> bool:
        if type(lines) not in (list, tuple):
            return False
        only_scalars = SCALARS.issuperset
        for x in lines:
            if not (type(x) is dict and x.keys() == _EXPLAIN_KEYS and type(k := x["key"]) is str
                    and type(x["rule"]) is str and type(a := x["args"]) is dict
                    and only_scalars(map(type, a.values()))
                    and (not numeric_args(k) or args_problem(k, a) is None)):
                return False
        return True

    def log_entry(self, e: Any, path: str, last: int) -> int:
        if not self.obj(e, path, _LOG_KEYS, _LOG_OPTIONAL):
            return last
        g = e.get
        seq = g("seq", MISSING)
        if self.int_(seq, f"{path}.seq", 1):
            if seq <= last:
                self.bad(f"{path}.seq", f"log entries must be numbered in increasing order "
                                        f"({seq} follows {last})", "not_increasing",
                         seq=seq, last=last)
            else:
                last = seq
        self.int_(g("round", MISSING), f"{path}.round", 0)
        self.str_(g("key", MISSING), f"{path}.key")
        self.free_obj(g("args", MISSING), f"{path}.args")
        self.str_(g("combatant", MISSING), f"{path}.combatant", null=True)
        self.bool_(g("hidden", MISSING), f"{path}.hidden")
        lines = g("explain", MISSING)
        if self.list_(lines, f"{path}.explain"):
            for j, x in enumerate(lines):
                self.explain_line(x, f"{path}.explain[{j}]")
        return last

    def dice(self, d: Any, path: str) -> None:
        if d is MISSING or not self.obj(d, path, _DICE_KEYS, _DICE_OPTIONAL):
            return
        seed = d.get("seed", MISSING)
        if seed is not MISSING and type(seed) is not int:
            self.bad(f"{path}.seed", f"must be a whole number, got {desc(seed)}", "not_type",
                     expected="int", **got(seed))
        state = d.get("state", MISSING)
        if state is MISSING or state is None:
            return
        sp = f"{path}.state"
        if type(state) is not list or len(state) != 3:
            self.bad(sp, "must be a list [version, [625 whole numbers], gauss] "
                         "(random.Random.getstate())", "bad_dice_state")
            return
        version, internal, gauss = state
        if version != 3 or type(version) is not int:
            self.bad(f"{sp}[0]", f"unknown random generator state version {desc(version)} "
                                 "(known: 3)", "bad_dice_state")
        if type(internal) is not list or len(internal) != 625:
            self.bad(f"{sp}[1]", "must be a list of 625 whole numbers", "bad_dice_state")
        else:
            for j, x in enumerate(internal):
                if type(x) is not int or not 0 <= x < 2**32:
                    self.bad(f"{sp}[1][{j}]", f"must be a whole number 0..2^32-1, got "
                                              f"{desc(x)}", "bad_dice_state")
                    break
            else:
                if internal[-1] > 624:
                    self.bad(f"{sp}[1][624]", f"the position must be 0..624, got "
                                              f"{internal[-1]}", "bad_dice_state")
        if gauss is not None and (type(gauss) is not float or not math.isfinite(gauss)):
            self.bad(f"{sp}[2]", f"must be a number or null, got {desc(gauss)}",
                     "bad_dice_state")




def prepare_document(data: Any) -> tuple[dict[str, Any] | None, list[Problem]]:
    """Upgrade to the current format and validate: (document, problems)."""
    version, problems = document_version(data)
    if version is None:
        return None, problems
    data, problems = upgrade(data, version)
    if data is None:
        return None, problems
    v = _Validator()
    try:
        v.document(data)
    except TooMany:
        pass
    return (data if not v.problems else None), v.problems


_PART_PATH = re.compile(r"^encounter\.(combatants|log)\[(\d+)\]")


def change_problems(encounter: dict[str, Any], combatants: list[dict[str, Any]],
                    all_ids: frozenset[str], log_from: int,
                    positions: list[int] | None = None,
                    unchanged: frozenset[str] = frozenset()) -> list[Problem]:
    """The problems of an encounter (``Encounter.to_dict()``) of which only ``combatants``
    and the log from index ``log_from`` on changed since it was last found valid: the rest
    of the encounter is checked in full, those combatants and log entries only (the others
    count as known). Cheap enough to run after every action of a big fight. ``positions``:
    where each of ``combatants`` stands in the encounter (for the paths); ``unchanged``:
    lists of the encounter ("checks", "timers") known to be as they were when last checked,
    which are not checked again (1,500 pending checks cost 12 ms an action)."""
    v = _Validator()
    v.known_ids = all_ids
    log = encounter.get("log")
    if type(log) is list and 0 < log_from <= len(log) and type(log[log_from - 1]) is dict:
        last = log[log_from - 1].get("seq")
        v.log_last = last if type(last) is int else 0
    part = {**encounter, "combatants": combatants,
            "log": log[log_from:] if type(log) is list else log}
    for key in unchanged & {"checks", "timers"}:
        part[key] = []
    try:
        v.encounter(part, "encounter")
    except TooMany:
        pass

    def real(m: re.Match[str]) -> str:
        i = int(m.group(2))
        if m.group(1) == "log":
            i += max(log_from, 0)
        elif positions is not None and i < len(positions):
            i = positions[i]
        return f"encounter.{m.group(1)}[{i}]"

    return [Problem(_PART_PATH.sub(real, p.path), p.message, p.code, p.args)
            for p in v.problems]


def validate_document(data: Any) -> list[Problem]:
    """Every problem of a parsed document (empty list = valid); older formats are upgraded
    first (the paths are then those of the current format)."""
    return prepare_document(data)[1]


#: Set to False by tests to prove the validator alone catches every bad document.
_BACKSTOP = True


def document_to_encounter(data: Any, name: str = "<string>") -> Encounter:
    """Upgrade, validate and build. Raises FileError listing the problems."""
    doc, problems = prepare_document(data)
    if problems or doc is None:
        raise _invalid(name, problems)
    try:
        enc = Encounter.from_dict(doc["encounter"])
        problems = sheet_problems(enc, doc["encounter"])
    except (TrackerError, KeyError, TypeError, ValueError, AttributeError, IndexError,
            OverflowError, RecursionError) as exc:
        if not _BACKSTOP:
            raise
        problems = [Problem("encounter", f"cannot be read ({type(exc).__name__}: {exc})",
                            "unreadable")]
    if problems:
        raise _invalid(name, problems)
    return enc


def sheet_problems(enc: Encounter, d: dict[str, Any],
                   only: Any = None) -> list[Problem]:
    """Run the rules' own sheet validation on every combatant (``only``: on these ids)."""
    index = {c["id"]: i for i, c in enumerate(d["combatants"])}
    out = []
    for cid, c in enc.combatants.items():
        if only is not None and cid not in only:
            continue
        try:
            c.sheet.validate()
        except TrackerError as exc:
            path = f"encounter.combatants[{index.get(cid, '?')}].sheet"
            fld = exc.args_.get("field")
            # the sheet's own words for its first problem where it gives them (a CoC sheet's
            # HP above the maximum its CON and SIZ give), else only that it does not fit
            code = exc.args_.get("problem_code") or "sheet_error"
            args = (dict(exc.args_.get("problem_args") or {}) if code != "sheet_error"
                    else {"error": exc.code, **exc.args_})
            out.append(Problem(f"{path}.{fld}" if fld else path, exc.message, code, args))
    return out


