"""The session ops every ruleset has, one small function each (``contracts/session.md``).
Each reads its keys, then performs the model operation the window's menu or dock runs."""

from __future__ import annotations

from typing import Any

from .. import operations as ops
from ..combatant import HP_POLICIES, TRACK_POLICIES
from ..files import load_encounter, save_encounter
from ..input_text import typed_roll
from ..quick_change import parse_change, quick_change
from ..ruleset import get_ruleset, known_rulesets
from ..sheet_keys import refuse_bad_sheet, sheet_from_keys
from .extension import extension
from .handler import Handler, Host
from .request import Req, RequestError, is_int


def sheet_from_request(s: Host, given: Any, path: str) -> Any:
    """A sheet of the encounter's ruleset from the file format's keys ``given``
    (:func:`~tracker.model.sheet_keys.sheet_from_keys`)."""
    return sheet_from_keys(s.enc.ruleset, given, path)


def op_new(s: Host, req: Req) -> None:
    rid = req.choice("ruleset", known_rulesets(), required=True)
    rs = get_ruleset(rid)
    modules: dict[str, Any] = {}
    preset = req.str_("preset")
    if preset is not None:
        presets = getattr(rs, "presets", {})
        if preset not in presets:
            raise RequestError(f"'preset': {rid} has no preset '{preset}' (known: "
                               f"{', '.join(presets) or 'none'})")
        modules.update({mid: dict(o) for mid, o in presets[preset][1].items()})
    raw = req.get("modules")
    if type(raw) is list and all(type(m) is str for m in raw):
        modules.update({mid: modules.get(mid, {}) for mid in raw})
    elif type(raw) is dict:
        for mid, opts in raw.items():
            if opts is not None and type(opts) is not dict:
                raise RequestError(f"'modules.{mid}' must be an object of options")
            modules[mid] = opts or {}
    elif raw is not None:
        raise RequestError("'modules' must be a list of module ids or an object "
                           "{module id: options}")
    options = req.dict_("options") or {}
    req.done()
    s.replace(ops.new_encounter(rid, "", options, modules))


def op_open(s: Host, req: Req) -> None:
    path = req.str_("file", required=True)
    req.done()
    s.replace(load_encounter(path))


def op_save(s: Host, req: Req) -> dict[str, Any]:
    path = req.str_("file", required=True)
    req.done()
    save_encounter(s.enc, path)
    return {"file": path}


def op_add(s: Host, req: Req) -> dict[str, Any]:
    name = req.str_("name", required=True)
    side = req.str_("side", "enemy")
    raw = req.get("sheet")
    sheet = sheet_from_request(s, {} if raw is None else raw, "sheet")
    cid = s.run(ops.add_combatant, name, side, sheet)
    return {"name": s.enc.combatants[cid].name}


def op_edit(s: Host, req: Req) -> None:
    c = s.combatant(req, "name")
    changes = req.dict_("sheet")
    rename = req.str_("rename")
    side = req.str_("side")
    if changes:
        refuse_bad_sheet(s.enc.ruleset, {**c.sheet.to_dict(), **changes}, "sheet")
    if not changes and rename is None and side is None:
        raise RequestError("nothing to edit: give 'sheet', 'rename' or 'side'")
    s.run(ops.edit_combatant, c.id, name=rename, side=side, sheet=changes or None)


def op_remove(s: Host, req: Req) -> None:
    s.run(ops.remove_combatant, s.combatant(req, "name").id)


def op_duplicate(s: Host, req: Req) -> dict[str, Any]:
    cid = s.run(ops.duplicate_combatant, s.combatant(req, "name").id)
    return {"name": s.enc.combatants[cid].name}


def op_start_combat(s: Host, req: Req) -> None:
    s.run(ops.start_combat)


def op_next_turn(s: Host, req: Req) -> None:
    s.run(ops.next_turn)


def op_previous_turn(s: Host, req: Req) -> None:
    s.run(ops.previous_turn)


def op_end_combat(s: Host, req: Req) -> dict[str, Any]:
    if not s.enc.in_combat:
        raise RequestError("there is no fight to end: start combat first")
    kwargs, echo = extension(s.enc).end_combat_rolls(s, req.get("rolls"))
    return echo(s.run(ops.end_combat, **kwargs))


#: the longest Advance time the window offers (9999 days)
_MOST_MINUTES = 9999 * 1440


def op_advance(s: Host, req: Req) -> dict[str, Any]:
    total = (req.int_("days", 0, lo=0) * 1440 + req.int_("hours", 0, lo=0) * 60
             + req.int_("minutes", 0, lo=0))
    if total <= 0:
        raise RequestError("give the time to advance: 'minutes', 'hours' and/or 'days' "
                           "(more than 0 in all)")
    if total > _MOST_MINUTES:
        raise RequestError("at most 9999 days at once (as the window's Advance time)")
    rolls = req.list_("rolls", lambda x: is_int(x) and 3 <= x <= 18, "3d totals (3..18)")
    s.given_rolls(rolls or [])
    s.run(ops.advance_time, total // 60, minutes=total % 60)
    assert s.dice is not None
    return {"rolls": s.dice.totals(3, 6)}


def _typed_roll(text: str, lowest: int, highest: int) -> int:
    """A roll typed as text (R16), read as the window reads it (:func:`typed_roll`)."""
    value = typed_roll(text, lowest, highest)
    if value is None:
        raise RequestError(f"'roll' must be a number {lowest}..{highest}, got {text[:20]!r}")
    return value


def op_check(s: Host, req: Req) -> dict[str, Any]:
    c = s.combatant(req, "who")
    kind = req.str_("kind")
    typed = req.raw("roll")
    enc = s.enc
    chk = next((k for k in enc.checks if k.combatant == c.id
                and (kind is None or k.kind == kind)), None)
    if chk is None:
        mine = [k.kind for k in enc.checks if k.combatant == c.id]
        raise RequestError(f"{c.name} has no pending {kind + ' ' if kind else ''}check"
                           + (f" (pending: {', '.join(mine)})" if mine else ""))
    spec = ops.check_spec(enc, chk)
    roll = (_typed_roll(typed, spec.lowest, spec.highest) if isinstance(typed, str)
            else req.int_("roll"))
    if roll is not None and not spec.dice:
        raise RequestError(f"the {chk.kind} check of {c.name} is a confirmation: it takes "
                           "no roll")
    if roll is not None and not spec.lowest <= roll <= spec.highest:
        raise RequestError(f"'roll' must be {spec.lowest}..{spec.highest} ({spec.dice}), "
                           f"got {roll}")
    s.run(ops.resolve_check, chk.id, roll)
    assert s.dice is not None
    if roll is None and spec.dice and s.dice.rolled:
        roll = s.dice.rolled[0][2]
    return {"kind": chk.kind, "roll": roll}


def op_condition(s: Host, req: Req) -> None:
    c = s.combatant(req, "name")
    name = req.str_("condition", required=True)
    on = req.bool_("on", True)
    rounds = req.int_("rounds", lo=1)
    public = req.bool_("public", False)  # the GM shows it to the players
    s.run(ops.set_condition, c.id, name, on, rounds, public)


def op_quick(s: Host, req: Req) -> dict[str, Any]:
    """The window's quick damage/heal entry: ``change`` as the GM types it ("-5", "5", "+3",
    "h3"), on the primary track of ``name``."""
    c = s.combatant(req, "name")
    change = parse_change(req.str_("change", required=True))
    s.run(quick_change, c.id, change)
    return {"change": change}


def op_visibility(s: Host, req: Req) -> None:
    """What the players see of a combatant, as the window's Players menu sets it: shown or
    hidden, HP exact/band/hidden, an alias ("" for none), tracks {id: exact|hidden|null}."""
    c = s.combatant(req, "name")
    shown = req.bool_("shown")
    hp = req.choice("hp", HP_POLICIES)
    alias = req.str_("alias")
    tracks = req.dict_("tracks")
    for tid, policy in (tracks or {}).items():
        if policy is not None and policy not in TRACK_POLICIES:
            raise RequestError(f"'tracks.{tid}' must be one of {', '.join(TRACK_POLICIES)} "
                               f"or null, got {policy!r}"[:200])
    if shown is None and hp is None and alias is None and not tracks:
        raise RequestError("nothing to change: give 'shown', 'hp', 'alias' or 'tracks'")
    s.run(ops.set_visibility, c.id, shown=shown, hp=hp,
          alias=alias.strip() if alias is not None else None, tracks=tracks)


def op_undo(s: Host, req: Req) -> None:
    req.done()
    if not s.history.undo():
        raise RequestError("nothing to undo")


def op_redo(s: Host, req: Req) -> None:
    req.done()
    if not s.history.redo():
        raise RequestError("nothing to redo")


def op_state(s: Host, req: Req) -> None:
    req.done()


def op_roll_line(s: Host, req: Req) -> dict[str, Any]:
    """The roll line: ``line`` (a dice command of the ruleset's roller) rolled with the
    encounter's dice and logged; ``{X}`` in it filled from ``who``'s sheet where the roller
    knows palette references; a pasted result line (BCDice's ＞ steps) logged as it reads,
    nothing rolled."""
    import importlib

    from ..rolls.operation import paste_line, roll_line

    line = req.str_("line", required=True)
    c = s.combatant(req, "who") if req.get("who") is not None else None
    module = importlib.import_module(s.enc.ruleset.roller)
    if "＞" in line:
        pasted = s.run(paste_line, line, getattr(module, "outcome_of", None))
        return {"pasted": True, "rolls": list(pasted.rolls)}
    fill = getattr(module, "fill_refs", None)
    if fill is not None and "{" in line:
        if c is None:
            raise RequestError("'who': the combatant whose sheet fills the {…} references")
        line = fill(line, c.sheet, c.name)
    result = s.run(roll_line, line, module.roll)
    return {"line": line, "text": result.text, "outcome": result.outcome}


def op_option(s: Host, req: Req) -> None:
    """One option of the encounter (the ruleset's, a module's or the core's, as Combat →
    Rules and options… sets it): one undo step."""
    key = req.str_("option", required=True)
    value = req.get("value")
    if value is None:
        raise RequestError("'value' is required")
    s.run(ops.set_option, key, value)


OPS: dict[str, Handler] = {
    "new": op_new, "open": op_open, "save": op_save, "add": op_add, "edit": op_edit,
    "remove": op_remove, "duplicate": op_duplicate, "start_combat": op_start_combat,
    "next_turn": op_next_turn, "previous_turn": op_previous_turn,
    "end_combat": op_end_combat, "advance": op_advance, "check": op_check,
    "condition": op_condition, "quick": op_quick, "visibility": op_visibility,
    "undo": op_undo, "redo": op_redo, "state": op_state, "roll_line": op_roll_line,
    "option": op_option,
}


def _library_ops() -> dict[str, Handler]:
    from .library_ops import OPS as LIBRARY

    return LIBRARY


OPS.update(_library_ops())
