"""Every change a GM can make to an encounter, each as one undoable :class:`Action`.

The UI wraps each of these in one QUndoCommand; tests and the headless interface call them
directly."""

from __future__ import annotations

import re
from dataclasses import fields
from typing import Any

from .combatant import SIDES, Combatant, Condition, Visibility
from .encounter import Action, Encounter
from .errors import RulesError
from .gurps.bodyplan import brainless_head_location
from .gurps.resolver import Hit
from .gurps.sheet import GurpsSheet
from .input_text import ascii_forms
from .ruleset import ruleset_for

#: "Goblin 2", "オーク　3", "ゴブリン2", "ゴブリン２": a name, a separator, a number
_NUMBERED = re.compile(r"^(?P<stem>.*?)(?P<sep>[ \u3000]*)(?P<num>[0-9\uff10-\uff19]+)$")
_WIDE_DIGITS = str.maketrans("0123456789", "\uff10\uff11\uff12\uff13\uff14\uff15\uff16\uff17\uff18\uff19")


def unique_name(enc: Encounter, name: str) -> str:
    """"Goblin" -> "Goblin 2" (or the next free number). A numbered name is numbered on in
    its own style: "ゴブリン２" -> "ゴブリン３". Names that differ only in full-width forms
    count as the same name."""
    name = name.strip()
    taken = {ascii_forms(c.name.strip()) for c in enc.combatants.values()}
    if ascii_forms(name) not in taken:
        return name
    m = _NUMBERED.match(name)
    # without a space only after a Japanese word: "C2" is a name, not "C" number 2
    if m and m["stem"].strip() and (m["sep"] or not m["stem"][-1].isascii()):
        stem, sep, wide = m["stem"], m["sep"], not m["num"].isascii()
    else:
        stem, sep, wide = name, " ", False
    n = 2
    while True:
        number = str(n).translate(_WIDE_DIGITS) if wide else str(n)
        candidate = f"{stem}{sep}{number}"
        if ascii_forms(candidate) not in taken:
            return candidate
        n += 1


def name_taken(enc: Encounter, name: str, by_other_than: str | None = None) -> bool:
    """Another combatant is called ``name`` already (full-width forms count as the same)."""
    key = ascii_forms(name.strip())
    return any(ascii_forms(c.name.strip()) == key for cid, c in enc.combatants.items()
               if cid != by_other_than)


def fight_in_progress(enc: Encounter) -> bool:
    """In combat and past its first turn: someone joining now joins a fight in progress."""
    return can_step_back(enc)


def _validate(c: Combatant) -> None:
    if not c.name.strip():
        raise RulesError("empty_name", "a combatant needs a name", field="name")
    if c.side not in SIDES:
        raise RulesError("bad_value", f"unknown side '{c.side}'", field="side")
    c.sheet.validate()


def add_combatant(enc: Encounter, name: str, side: str = "enemy",
                  sheet: GurpsSheet | None = None, mid_fight: bool | None = None,
                  notes: str = "", visibility: Visibility | None = None) -> Action:
    """A name already taken gets the next free number ("Goblin" -> "Goblin 2"). One rule
    for the players' view: anyone but a PC who joins a fight in progress (``mid_fight``
    None: the encounter's own state says) is hidden until the GM reveals it."""
    sheet = sheet or GurpsSheet()
    cid = f"c{enc.counters.get('combatant', 0) + 1}"
    c = Combatant(cid, name.strip(), side, sheet, notes=notes)
    _validate(c)
    c.name = unique_name(enc, c.name)
    if mid_fight is None:
        mid_fight = fight_in_progress(enc)
    if visibility is not None:
        c.visibility = Visibility.from_dict(visibility.to_dict())
    elif side != "pc":
        c.visibility = Visibility(shown=True, hp="band")
    if side != "pc" and mid_fight:
        c.visibility.shown = False

    def run() -> str:
        enc.next_id("combatant")
        c.initiative_roll = enc.dice.roll(1)
        enc.combatants[cid] = c
        ruleset_for(enc).place(enc, cid)
        enc.add_log("added", cid, name=c.name)
        return cid

    return enc.perform("add", [cid], run, structure=True)


def duplicate_combatant(enc: Encounter, cid: str) -> Action:
    src = enc.get(cid)
    sheet = GurpsSheet.from_dict(src.sheet.to_dict())
    sheet.hp, sheet.fp, sheet.parts = sheet.max_hp, sheet.max_fp, {}
    return add_combatant(enc, src.name, src.side, sheet, notes=src.notes,
                         visibility=src.visibility)


def remove_combatant(enc: Encounter, cid: str) -> Action:
    c = enc.get(cid)
    rs = ruleset_for(enc)
    # Removing the one whose turn it is (fled, killed off) passes the turn on: the next one
    # who takes turns starts theirs, in the next round if the removed one was last.
    after = (_neighbour(enc, rs, 1) if enc.in_combat and enc.current is not None
             and enc.current.id == cid else None)
    heir = enc.order[after[1]] if after is not None else None
    if heir == cid:  # nobody else takes turns
        heir = None

    def run() -> None:
        current = enc.current.id if enc.current else None
        idx = enc.order.index(cid)
        enc.order.remove(cid)
        del enc.combatants[cid]
        # its checks and recovery timers leave with it (undo brings them back)
        enc.checks[:] = [k for k in enc.checks if k.combatant != cid]
        enc.timers[:] = [t for t in enc.timers if t.combatant != cid]
        enc.add_log("removed", None, name=c.name)
        if heir is not None:
            if after[0] > enc.round:
                enc.round += 1
                enc.add_log("round", round=enc.round)
            enc.turn = enc.order.index(heir)
            nxt = enc.combatants[heir]
            enc.add_log("turn", heir, round=enc.round, name=nxt.name)
            if enc.turns_back:  # a turn already played: nothing ticks twice
                enc.turns_back -= 1
            else:
                rs.start_turn(enc, nxt)
        elif current == cid:
            enc.turn = idx % len(enc.order) if enc.order else 0
        elif current is not None:
            enc.turn = enc.order.index(current)

    return enc.perform("remove", [cid] + ([heir] if heir else []), run, structure=True)


def move_combatant(enc: Encounter, cid: str, new_index: int) -> Action:
    enc.get(cid)

    def run() -> None:
        current = enc.current.id if enc.current else None
        enc.order.remove(cid)
        enc.order.insert(max(0, min(new_index, len(enc.order))), cid)
        if current is not None:
            enc.turn = enc.order.index(current)

    return enc.perform("move", [], run, structure=True)


def edit_combatant(enc: Encounter, cid: str, *, name: str | None = None,
                   side: str | None = None, notes: str | None = None,
                   sheet: dict[str, Any] | None = None) -> Action:
    """Change identity and stats. ``sheet`` holds only the stats to change; HP/FP keep the
    damage taken when the maximum changes."""
    c = enc.get(cid)
    trial = c.copy()
    if name is not None:
        trial.name = name.strip()
        if (trial.name and ascii_forms(trial.name) != ascii_forms(c.name.strip())
                and name_taken(enc, trial.name, by_other_than=cid)):
            # two combatants of one name cannot be told apart in the checks, log and dialogs
            raise RulesError("name_taken", f"another combatant is already called "
                                           f"'{trial.name}'", field="name", name=trial.name)
    if side is not None:
        trial.side = side
    if notes is not None:
        trial.notes = notes
    if sheet:
        data = trial.sheet.to_dict()
        unknown = set(sheet) - {f.name for f in fields(GurpsSheet)}
        if unknown:
            raise RulesError("unknown_field", f"unknown stat '{sorted(unknown)[0]}'")
        lost_hp = c.sheet.max_hp - (c.sheet.hp or 0)
        lost_fp = c.sheet.max_fp - (c.sheet.fp or 0)
        data.update(sheet)
        if "hp" not in sheet:
            data["hp"] = data["max_hp"] - lost_hp
        if "fp" not in sheet:
            data["fp"] = data["max_fp"] - lost_fp
        if data["body"] != c.sheet.body:
            data["parts"] = {}
            if isinstance(data["dr"], dict) and "dr" not in sheet:
                data["dr"] = {}
        trial.sheet = GurpsSheet.from_dict(data)
        _drop_gone_locations(trial.sheet)
    _validate(trial)

    rs = ruleset_for(enc)
    new_body = trial.sheet.body != c.sheet.body
    gone = set(c.sheet.plan.by_id) - set(trial.sheet.plan.by_id) if not new_body else set()
    hp_changed = (trial.sheet.hp, trial.sheet.max_hp) != (c.sheet.hp, c.sheet.max_hp)

    def run() -> None:
        enc.combatants[cid] = trial
        if new_body:  # its wounds are gone with the old locations: so are their timers
            enc.timers[:] = [t for t in enc.timers if t.combatant != cid]
        elif gone:  # fewer brainless heads: the lost ones take their timers along
            enc.timers[:] = [t for t in enc.timers
                             if t.combatant != cid or t.location not in gone]
        if rs.order_key(trial) != rs.order_key(c):  # only a change of speed or DX moves it
            rs.place(enc, cid)
        enc.add_log("edited", cid, name=trial.name)
        # what followed from the old numbers and wounds is judged again, in this same action
        rs.wounds_changed(enc, trial)
        if hp_changed:
            rs.hp_edited(enc, trial, c.sheet.hp, c.sheet.max_hp)

    return enc.perform("edit", [cid], run, structure=True)


def _drop_gone_locations(sheet: GurpsSheet) -> None:
    """Wounds and DR of brainless heads the sheet no longer has (any other unknown location
    is left for validation to name)."""
    n = sheet.brainless_heads if isinstance(sheet.brainless_heads, int) else 0

    def gone(loc_id: str) -> bool:
        head = brainless_head_location(loc_id)
        return head is not None and head.index is not None and head.index > n

    sheet.parts = {k: p for k, p in sheet.parts.items() if not gone(k)}
    if isinstance(sheet.dr, dict):
        sheet.dr = {k: v for k, v in sheet.dr.items() if not gone(k)}


def apply_hit(enc: Encounter, cid: str, hit: Hit,
              damage_roll: tuple[str, list[int]] | None = None) -> Action:
    """``damage_roll``: the dice expression and faces the damage was rolled with at the
    table or in the dialog, logged with the hit so every roll is in the log."""
    c = enc.get(cid)

    def run():
        if damage_roll is not None:
            expr, faces = damage_roll
            enc.add_log("dice", cid, name=c.name, expr=expr, total=hit.damage,
                        faces=" ".join(map(str, faces)))
        return ruleset_for(enc).apply_hit(enc, cid, hit)

    return enc.perform("hit", [cid], run)


def resolve_check(enc: Encounter, check_id: int, roll: int | None = None) -> Action:
    chk = next((c for c in enc.checks if c.id == check_id), None)
    if chk is None:
        raise RulesError("unknown_check", f"no pending check #{check_id}")
    return enc.perform("check", [chk.combatant],
                       lambda: ruleset_for(enc).resolve_check(enc, check_id, roll))


def set_condition(enc: Encounter, cid: str, name: str, on: bool = True,
                  rounds: int | None = None) -> Action:
    c = enc.get(cid)
    name = name.strip()
    if not name:
        raise RulesError("empty_name", "a condition needs a name")
    if rounds is not None and rounds < 1:
        raise RulesError("too_small", "a countdown must be at least 1 round")

    def run() -> None:
        if on:
            c.conditions[name] = Condition(
                name, rounds, ticked_to=enc.tick_mark(cid) if rounds is not None else None)
            enc.add_log("condition_on", cid, name=c.name, condition=name)
        elif c.conditions.pop(name, None) is not None:
            enc.add_log("condition_off", cid, name=c.name, condition=name)
        ruleset_for(enc).conditions_changed(enc, c)

    return enc.perform("condition", [cid], run)


def set_visibility(enc: Encounter, cid: str, *, shown: bool | None = None,
                   hp: str | None = None, alias: str | None = None) -> Action:
    c = enc.get(cid)
    new = Visibility.from_dict({**c.visibility.to_dict(), **{k: v for k, v in
                               {"shown": shown, "hp": hp, "alias": alias}.items()
                               if v is not None}})

    def run() -> None:
        c.visibility = new

    return enc.perform("visibility", [cid], run)


def _require_combat(enc: Encounter) -> None:
    if not enc.order:
        raise RulesError("empty", "there is nobody in the turn order")
    if not enc.in_combat:
        raise RulesError("not_in_combat", "there are no turns out of combat: start combat first")


def next_turn(enc: Encounter) -> Action:
    _require_combat(enc)
    rs = ruleset_for(enc)

    def run() -> None:
        cur = enc.current
        if cur is not None:
            # also when replaying a turn after "previous turn": each condition remembers the
            # rounds whose end counted it, so only what began since then counts now
            rs.end_turn(enc, cur)
        if enc.turns_back:  # a turn already played: its start effects happened once
            enc.turns_back -= 1
            _step(enc, rs, 1)
            nxt = enc.current
            assert nxt is not None
            enc.add_log("turn", nxt.id, round=enc.round, name=nxt.name)
            return
        rnd, turn = _neighbour(enc, rs, 1)  # type: ignore[misc]  # never None going on
        if rnd > enc.round:
            enc.round = rnd
            enc.add_log("round", round=rnd)
        enc.turn = turn
        nxt = enc.current
        assert nxt is not None
        enc.add_log("turn", nxt.id, round=enc.round, name=nxt.name)
        rs.start_turn(enc, nxt)

    # Only the combatant whose turn ends and the one whose turn starts change.
    ids = [enc.current.id] if enc.current else []
    ahead = _neighbour(enc, rs, 1)
    if ahead is not None:
        ids.append(enc.order[ahead[1]])
    return enc.perform("next_turn", list(dict.fromkeys(ids)), run)


def previous_turn(enc: Encounter) -> Action:
    _require_combat(enc)
    if not can_step_back(enc):
        raise RulesError("first_turn", "this is the first turn of the fight")

    def run() -> None:
        _step(enc, ruleset_for(enc), -1)
        enc.turns_back += 1

    return enc.perform("previous_turn", [], run)


def can_step_back(enc: Encounter) -> bool:
    """True in a fight past its first turn (for "previous turn")."""
    return (enc.in_combat and bool(enc.order)
            and _neighbour(enc, ruleset_for(enc), -1) is not None)


def _step(enc: Encounter, rs: Any, direction: int) -> None:
    pos = _neighbour(enc, rs, direction)
    if pos is not None:
        enc.round, enc.turn = pos


def _neighbour(enc: Encounter, rs: Any, direction: int) -> tuple[int, int] | None:
    """(round, turn) of the next (+1) or previous (-1) combatant who takes turns, across
    round boundaries; None before round 1's first turn (or with nobody to move to)."""
    n = len(enc.order)
    rnd, turn = enc.round, enc.turn
    for _ in range(n):
        turn += direction
        if turn >= n:
            turn, rnd = 0, rnd + 1
        elif turn < 0:
            if rnd == 1:
                return None
            turn, rnd = n - 1, rnd - 1
        if rs.takes_turn(enc.combatants[enc.order[turn]]):
            break
    return None if (rnd, turn) == (enc.round, enc.turn) else (rnd, turn)


def start_combat(enc: Encounter) -> Action:
    """Round 1: the ruleset sorts the order; the first who takes turns starts its turn."""
    def run() -> None:
        rs = ruleset_for(enc)
        rs.start_combat(enc)
        enc.turns_back = 0
        for c in enc.combatants.values():  # rounds count anew: so do the ticks
            for cond in c.conditions.values():
                cond.ticked_to = None
        first = next((i for i, cid in enumerate(enc.order)
                      if rs.takes_turn(enc.combatants[cid])), None)
        if first is not None:
            enc.turn = first
            c = enc.combatants[enc.order[first]]
            enc.add_log("turn", c.id, round=enc.round, name=c.name)
            rs.start_turn(enc, c)

    return enc.perform("start_combat", None, run, structure=True)


def end_combat(enc: Encounter, rolls=None, months=None) -> Action:
    return enc.perform("end_combat", None,
                       lambda: ruleset_for(enc).end_combat(enc, rolls, months))


def advance_time(enc: Encounter, hours: int, heal_rolls=None) -> Action:
    return enc.perform("advance_time", None,
                       lambda: ruleset_for(enc).advance_time(enc, hours, heal_rolls))


def roll_dice(enc: Encounter, expr: str, who: str | None = None) -> Action:
    """Roll a dice expression for the GM (e.g. damage) and log it."""
    def run() -> tuple[int, list[int]]:
        total, faces = enc.dice.roll_expr(expr)
        name = enc.get(who).name if who else ""
        enc.add_log("dice", who, name=name, expr=expr, total=total,
                    faces=" ".join(map(str, faces)))
        return total, faces

    return enc.perform("dice", [], run)


class History:
    """A Qt-free undo stack over actions (the UI uses QUndoStack instead)."""

    def __init__(self, enc: Encounter) -> None:
        self.enc = enc
        self.done: list[Action] = []
        self.undone: list[Action] = []

    def push(self, action: Action) -> Action:
        self.done.append(action)
        self.undone.clear()
        return action

    def undo(self) -> bool:
        if not self.done:
            return False
        a = self.done.pop()
        a.undo(self.enc)
        self.undone.append(a)
        return True

    def redo(self) -> bool:
        if not self.undone:
            return False
        a = self.undone.pop()
        a.redo(self.enc)
        self.done.append(a)
        return True

