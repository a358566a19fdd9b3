"""Every change a GM can make to an encounter, each as one undoable :class:`Action`.

The UI wraps each of these in one QUndoCommand; tests and the headless interface call them
directly."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from . import replay, timeline
from .calendar import Calendar
from .combatant import SIDES, Combatant, Condition, Visibility
from .encounter import SLOT_SEP, Action, Encounter, combatant_of
from .errors import RulesError
from .input_text import ascii_forms
from .options import Option, encounter_options, option_problems
from .ruleset import get_ruleset, module_for, module_hooks, ruleset_for, run_hook
from .timeline import (  # noqa: F401
    any_rollable,
    due_checks,
    roll_due_checks,
    rollable_checks,
)

#: "Goblin 2", "オーク　3", "ゴブリン2", "ゴブリン２": a name, a separator, a number
_NUMBERED = re.compile(r"^(?P<stem>.*?)(?P<sep>[ \u3000]*)(?P<num>[0-9\uff10-\uff19]+)$")
_WIDE_DIGITS = str.maketrans("0123456789", "\uff10\uff11\uff12\uff13\uff14\uff15\uff16\uff17\uff18\uff19")


def unique_name(enc: Encounter, name: str) -> str:
    """"Goblin" -> "Goblin 2" (or the next free number). A numbered name is numbered on in
    its own style: "ゴブリン２" -> "ゴブリン３". Names that differ only in full-width forms
    count as the same name."""
    return numbered(name, {ascii_forms(c.name.strip()) for c in enc.combatants.values()})


def numbered(name: str, taken: set[str]) -> str:
    """``name``, or it numbered on, so that it is none of ``taken`` (names in ASCII forms)."""
    name = name.strip()
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


def name_newcomer(enc: Encounter, c: Combatant, wanted: str, shown_as: str = "") -> None:
    """Give ``c`` (not yet in the encounter) its name: ``wanted``, numbered among every
    combatant (the GM's names are unique). One the players see is numbered again among the
    names *they* see (``shown_as``: the alias it should have, if any): where a hidden
    namesake made the GM's number ("Ghoul 2" beside a hidden "Ghoul"), the players see
    their own ("Ghoul") as its alias, so no number counts a combatant they cannot see."""
    c.name = unique_name(enc, wanted)
    if not c.visibility.shown:
        return
    seen = {ascii_forms((o.visibility.alias.strip() or o.name).strip())
            for o in enc.combatants.values() if o.visibility.shown}
    public = numbered(shown_as.strip() or wanted, seen)
    c.visibility.alias = "" if public == c.name else public


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
                  sheet: Any = None, mid_fight: bool | None = None,
                  notes: str = "", visibility: Visibility | None = None) -> Action:
    """``sheet``: a sheet of the encounter's ruleset (None: the ruleset's default)."""
    c = _new_combatant(enc, name, side, sheet, mid_fight, notes, visibility)
    cid = f"c{enc.counters.get('combatant', 0) + 1}"
    return enc.perform("add", [cid], lambda: _insert(enc, c), structure=True)


def add_combatants(enc: Encounter, entries: list[dict[str, Any]]) -> Action:
    """Add several combatants as ONE undoable action (an import): each is added exactly as
    :func:`add_combatant` adds one (validation, visibility, place in the turn order), under
    a name not yet taken ("Goblin" -> "Goblin 2"). ``entries``: mappings with ``name``,
    ``side`` (default enemy), ``sheet`` (a sheet of the encounter's ruleset) and ``notes``
    (optional). The action's result is the new ids. Nothing is added if any entry is bad."""
    if not entries:
        raise RulesError("empty", "nothing to add")
    made = [_new_combatant(enc, str(e["name"]), e.get("side", "enemy"), e["sheet"].copy(),
                           None, e.get("notes", ""), None) for e in entries]
    first = enc.counters.get("combatant", 0) + 1
    cids = [f"c{first + i}" for i in range(len(made))]

    def run() -> list[str]:
        for c, e in zip(made, entries, strict=True):
            name_newcomer(enc, c, str(e["name"]))  # also unique among this batch
            _insert(enc, c)
        return cids

    return enc.perform("import", cids, run, structure=True)


def add_made(enc: Encounter, made: list[Combatant],
             joined: Callable[[Encounter, Combatant], None] | None = None,
             label: str = "library", keep_visibility: bool = False) -> Action:
    """Add combatants made elsewhere (taken from the library) as ONE undoable action, each
    placed and shown to the players as :func:`add_combatant` does it (``keep_visibility``:
    what the players saw of a character brought back stays as the GM chose it), under a name
    not yet taken; ``joined(enc, c)`` runs inside the action once ``c`` has its id (its
    timers join then). The action's result is the new ids; nothing is added if any
    combatant is bad."""
    if not made:
        raise RulesError("empty", "nothing to add")
    for c in made:
        _validate(c)
        _players_see(enc, c, c.visibility if keep_visibility else None, None)
    first = enc.counters.get("combatant", 0) + 1
    cids = [f"c{first + i}" for i in range(len(made))]
    wanted = [(c.name, c.visibility.alias) for c in made]

    def run() -> list[str]:
        for c, (name, alias) in zip(made, wanted, strict=True):
            name_newcomer(enc, c, name, alias)
            _insert(enc, c)
            if joined is not None:
                joined(enc, c)
        return cids

    return enc.perform(label, cids, run, structure=True)


def saved_to_library(enc: Encounter, cids: list[str], link: dict[str, str]) -> Action:
    """The combatants ``cids`` were written to the library (one log line each); those in
    ``link`` (id -> entry uid) are from now on that persistent entry's character. One undo
    step: undo takes the line and the link back, never what the database holds."""
    for cid in cids:
        enc.get(cid)

    def run() -> None:
        for cid in cids:
            c = enc.combatants[cid]
            if cid in link:
                c.library = link[cid]
            enc.add_log("library_saved", cid, name=c.name)

    return enc.perform("library_saved", cids, run)


def _new_combatant(enc: Encounter, name: str, side: str, sheet: Any, mid_fight: bool | None,
                   notes: str, visibility: Visibility | None) -> Combatant:
    """A validated combatant, not yet in the encounter (its id is given when it joins)."""
    sheet = sheet if sheet is not None else ruleset_for(enc).new_sheet()
    c = Combatant("", name.strip(), side, sheet, notes=notes)
    _validate(c)
    _players_see(enc, c, visibility, mid_fight)
    name_newcomer(enc, c, name, c.visibility.alias)
    return c


def _players_see(enc: Encounter, c: Combatant, visibility: Visibility | None,
                 mid_fight: bool | None) -> None:
    """One rule for the players' view of someone joining: ``visibility`` if given (a copy of
    another's), else HP as a band for anyone but a PC; anyone but a PC who joins a fight in
    progress is hidden until the GM reveals it (``mid_fight`` None: the encounter says)."""
    if mid_fight is None:
        mid_fight = fight_in_progress(enc)
    if visibility is not None:
        c.visibility = Visibility.from_dict(visibility.to_dict())
    elif c.side != "pc":
        c.visibility = Visibility(shown=True, hp="band")
    if c.side != "pc" and mid_fight:
        c.visibility.shown = False


def _insert(enc: Encounter, c: Combatant) -> str:
    """Inside an action: ``c`` joins under the next id and takes its place in the order."""
    c.id = f"c{enc.next_id('combatant')}"
    c.initiative_roll = enc.dice.roll(1)
    enc.combatants[c.id] = c
    ruleset_for(enc).place(enc, c.id)
    if enc.in_combat and enc.current is not None and enc.current.id != c.id:
        _after_current(enc, c.id)
    enc.add_log("added", c.id, name=c.name)
    return c.id


def _after_current(enc: Encounter, cid: str) -> None:
    """One who joins a running fight acts after the turn going on: a position the rules gave
    it before (or at) the current one moves to right after it, so that no turn that never
    happened lies behind the current one ("previous turn" has nothing to go back to)."""
    ahead = [p for p in enc.order[:enc.turn + 1] if combatant_of(p) == cid]
    if not ahead:
        return
    current = enc.order[enc.turn]
    for p in ahead:
        enc.order.remove(p)
    at = enc.order.index(current) + 1
    enc.order[at:at] = ahead
    enc.turn = enc.order.index(current)


def duplicate_combatant(enc: Encounter, cid: str) -> Action:
    src = enc.get(cid)
    sheet = ruleset_for(enc).fresh_sheet(src.sheet)
    return add_combatant(enc, src.name, src.side, sheet, notes=src.notes,
                         visibility=src.visibility)


def remove_combatant(enc: Encounter, cid: str) -> Action:
    c = enc.get(cid)
    rs = ruleset_for(enc)
    # Removing the one whose turn it is (fled, killed off) passes the turn on: the next one
    # who takes turns starts theirs, in the next round if the removed one was last.
    after = (_neighbour(enc, rs, 1, skip=cid) if enc.in_combat and enc.current is not None
             and enc.current.id == cid else None)
    heir = enc.order[after[1]] if after is not None else None
    rnd_before = enc.round

    def run() -> None:
        current = enc.position
        idx = enc.order.index(current) if current is not None else 0
        enc.order[:] = [p for p in enc.order if combatant_of(p) != cid]
        del enc.combatants[cid]
        # its checks and recovery timers leave with it (undo brings them back)
        enc.checks[:] = [k for k in enc.checks if k.combatant != cid]
        enc.timers[:] = [t for t in enc.timers if t.combatant != cid]
        # a hidden one leaves in secret (the players' log never names it); one shown under
        # an alias is named by the alias there (its entry outlives its visibility)
        alias = c.visibility.alias.strip()
        enc.add_log("removed", None, hidden=not c.visibility.shown, name=c.name,
                    **({"alias": alias} if alias and c.visibility.shown else {}))
        run_hook(enc, "combatant_removed", c)
        if heir is not None:
            _pass_to_heir(enc, rs, after[0], heir, rnd_before)
        elif current is not None and combatant_of(current) == cid:
            enc.turn = min(idx, len(enc.order) - 1) if enc.order else 0
        elif current is not None:
            enc.turn = enc.order.index(current)

    heir_id = combatant_of(heir) if heir is not None else None
    return enc.perform("remove", [cid] + ([heir_id] if heir_id else []), run, structure=True)


def _pass_to_heir(enc: Encounter, rs: Any, rnd: int, heir: str, rnd_before: int) -> None:
    """Inside removing the one whose turn it was: the turn goes to ``heir`` in round ``rnd``;
    a turn already played (after "previous turn") is replayed, nothing ticking twice, and
    a round that already began does not begin again (see replay)."""
    turn = enc.order.index(heir)
    again = replay.played(enc, rnd, turn)
    fresh = rnd > rnd_before and not replay.started(enc, rnd)
    enc.round = rnd
    if fresh:
        enc.add_log("round", round=rnd)
    enc.turn = turn
    log_turn(enc)
    if not again:
        if fresh:
            _start_round(enc, rs)
        replay.reached(enc)
        run_hook(enc, "start_turn", enc.current)


def move_combatant(enc: Encounter, cid: str, new_index: int) -> Action:
    """Move ``cid``'s own turn-order position to ``new_index``."""
    enc.get(cid)

    def run() -> None:
        current = enc.position
        enc.order.remove(cid)
        enc.order.insert(max(0, min(new_index, len(enc.order))), cid)
        if current is not None:
            enc.turn = enc.order.index(current)

    return enc.perform("move", [], run, structure=True)


def edit_combatant(enc: Encounter, cid: str, *, name: str | None = None,
                   side: str | None = None, notes: str | None = None,
                   sheet: dict[str, Any] | None = None) -> Action:
    """Change identity and stats. ``sheet`` holds only the stats to change; the ruleset
    decides what follows (GURPS: HP/FP keep the damage taken when the maximum changes)."""
    c = enc.get(cid)
    rs = ruleset_for(enc)
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
        trial.sheet = rs.edit_sheet(c.sheet, sheet)
    _validate(trial)

    def run() -> None:
        enc.combatants[cid] = trial
        if rs.order_key(trial) != rs.order_key(c):  # only a change of speed or DX moves it
            rs.place(enc, cid)
        enc.add_log("edited", cid, name=trial.name)
        # what followed from the old numbers and wounds is judged again, in this same action
        rs.sheet_edited(enc, c, trial)

    return enc.perform("edit", [cid], run, structure=True)


def apply_hit(enc: Encounter, cid: str, hit: Any,
              damage_roll: tuple[str, list[int]] | None = None) -> Action:
    """``hit``: the ruleset's hit (a GURPS :class:`Hit`). ``damage_roll``: the dice
    expression and faces the damage was rolled with at the table or in the dialog, logged
    with the hit so every roll is in the log."""
    enc.get(cid)
    return enc.perform("hit", [cid], lambda: land_hit(enc, cid, hit, damage_roll))


def land_hit(enc: Encounter, cid: str, hit: Any,
             damage_roll: tuple[str, list[int]] | None = None) -> Any:
    """Inside an action: log the damage roll, let the ruleset apply ``hit``, then the
    modules' ``after_hit`` hooks; the ruleset's outcome."""
    if damage_roll is not None:
        expr, faces = damage_roll
        enc.add_log("dice", cid, name=enc.combatants[cid].name, expr=expr, total=hit.damage,
                    faces=" ".join(map(str, faces)))
    outcome = ruleset_for(enc).apply_hit(enc, cid, hit)
    for after_hit in module_hooks(enc, "after_hit"):
        after_hit(enc, cid, outcome)
    return outcome


def resolve_check(enc: Encounter, check_id: int, roll: int | None = None) -> Action:
    chk = next((c for c in enc.checks if c.id == check_id), None)
    if chk is None:
        raise RulesError("unknown_check", f"no pending check #{check_id}")
    owner = check_owner(enc, chk)
    return enc.perform("check", [chk.combatant],
                       lambda: owner.resolve_check(enc, chk, roll))


def check_owner(enc: Encounter, chk: Any) -> Any:
    """The ruleset, or the rule module that made the check."""
    if chk.source is None:
        return ruleset_for(enc)
    return module_for(enc.ruleset_id, chk.source)


def check_spec(enc: Encounter, chk: Any) -> Any:
    """How ``chk`` is rolled (dice, target): asked of whoever made it."""
    return check_owner(enc, chk).check_spec(enc, chk)


def set_condition(enc: Encounter, cid: str, name: str, on: bool = True,
                  rounds: int | None = None, public: bool = False) -> Action:
    """``public``: the GM shows the condition to the players (a typed one:
    :func:`tracker.model.public.typed_conditions`)."""
    c = enc.get(cid)
    name = name.strip()
    if not name:
        raise RulesError("empty_name", "a condition needs a name")
    if rounds is not None and rounds < 1:
        raise RulesError("too_small", "a countdown must be at least 1 round")

    def run() -> None:
        if on:
            c.conditions[name] = Condition(
                name, rounds, ticked_to=enc.tick_mark(cid) if rounds is not None else None,
                public=public)
            enc.add_log("condition_on", cid, name=c.name, condition=name)
        elif c.conditions.pop(name, None) is not None:
            enc.add_log("condition_off", cid, name=c.name, condition=name)
        ruleset_for(enc).conditions_changed(enc, c)

    return enc.perform("condition", [cid], run)


def set_visibility(enc: Encounter, cid: str, *, shown: bool | None = None,
                   hp: str | None = None, alias: str | None = None,
                   tracks: dict[str, str | None] | None = None) -> Action:
    """``tracks``: the player view's policy per track other than HP (track id -> exact,
    hidden, or None for the ruleset's default)."""
    c = enc.get(cid)
    data = {**c.visibility.to_dict(), **{k: v for k, v in
            {"shown": shown, "hp": hp, "alias": alias}.items() if v is not None}}
    if tracks:
        rs = ruleset_for(enc)
        known, primary = rs.track_ids, rs.primary_track
        merged = dict(c.visibility.tracks)
        for tid, policy in tracks.items():
            if tid not in known or tid == primary:
                others = ", ".join(t for t in known if t != primary)
                raise RulesError("bad_value", f"no track '{tid}' besides the primary track "
                                              f"'{primary}' to show or hide (known: {others})")
            if policy is None:
                merged.pop(tid, None)
            else:
                merged[tid] = policy
        data["tracks"] = merged
    new = Visibility.from_dict(data)

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
            _end_turn(enc, cur)
        rnd, turn = _neighbour(enc, rs, 1)  # type: ignore[misc]  # never None going on
        # a turn already played (after "previous turn"): its start effects happened once;
        # a round that already began (its start before the furthest turn) begins no more
        again = replay.played(enc, rnd, turn)
        new_round = rnd > enc.round and not replay.started(enc, rnd)
        announced = _skipped(enc, rs, (rnd, turn), new_round)
        enc.round, enc.turn = rnd, turn
        if new_round and not announced:
            enc.add_log("round", round=rnd)
        if new_round:
            _start_round(enc, rs)
        nxt = log_turn(enc)
        if not again:
            replay.reached(enc)
            run_hook(enc, "start_turn", nxt)

    # The combatant whose turn ends and the one whose turn starts change; rule hooks touch
    # any other they change (a round start may touch everyone).
    ids = [enc.current.id] if enc.current else []
    ahead = _neighbour(enc, rs, 1)
    if ahead is not None:
        ids.append(combatant_of(enc.order[ahead[1]]))
    return enc.perform("next_turn", list(dict.fromkeys(ids)), run)


def log_turn(enc: Encounter) -> Combatant:
    """The log line of the turn that begins at the current position; a slot (a CoC
    handgun's extra shot) is named, so that which places were played can be read back (the
    players' view looks back for the last visible one, public.shown_position)."""
    pos, c = enc.position, enc.current
    assert pos is not None and c is not None
    slot = pos.partition(SLOT_SEP)[2]
    enc.add_log("turn", c.id, round=enc.round, name=c.name, **({"slot": slot} if slot else {}))
    return c


def _skipped(enc: Encounter, rs: Any, to: tuple[int, int] | None,
             new_round: bool = False) -> bool:
    """The positions passed over on the way to ``to`` belong to those who take no turn now:
    the ruleset hears of each (GURPS: their shock runs out). With ``new_round``, the new
    round's line is logged where the way crosses into it, before what its passed positions
    bring: the players' log then reads alike whether or not a hidden combatant's turn stood
    first in that round (issue 39). True when that line was logged."""
    if to is None or not enc.order:
        return False
    n = len(enc.order)
    rnd, turn = enc.round, enc.turn
    announced = False
    for _ in range(n):
        turn += 1
        if turn >= n:
            turn, rnd = 0, rnd + 1
        if (rnd, turn) == to:
            return announced
        if new_round and rnd == to[0] and not announced:
            _announce_round(enc, rnd)
            announced = True
        # the passed position's own round: its end counts once in that round (a position of
        # the next round passes before the new round begins)
        current_round, enc.round = enc.round, rnd
        try:
            c = enc.combatants[combatant_of(enc.order[turn])]
            rs.turn_skipped(enc, c)
            # a condition set for N rounds runs out with the rounds, also for one who takes
            # no turn now (as shock does, G14): a knocked-out brute's 2-round blindness ends
            # (a slot merely unused, CoC, counts nothing: its bearer's own turn does)
            if not rs.takes_turn(c):
                _count_rounds(enc, c)
        finally:
            enc.round = current_round
    return announced


def _announce_round(enc: Encounter, rnd: int) -> None:
    """The round line of ``rnd``, logged as of that round."""
    current_round, enc.round = enc.round, rnd
    try:
        enc.add_log("round", round=rnd)
    finally:
        enc.round = current_round


def _start_round(enc: Encounter, rs: Any) -> None:
    """The round-start hooks. A ruleset may rebuild the turn order for the new round (CoC
    handgun slots) or make positions active again (a slot passed over last round): the
    turn goes to the first position that takes a turn in the new round."""
    run_hook(enc, "start_round")
    # with nobody able to act (everyone down) the round still starts at its first position:
    # the order may have lost places (slots of the fallen), so the old index may be past it
    enc.turn = next((i for i, p in enumerate(enc.order) if _takes_turn(enc, rs, p)), 0)


_takes_turn = replay.takes_turn_at


def _end_turn(enc: Encounter, c: Combatant) -> None:
    """The rules' end of ``c``'s turn, then its countdowns (conditions set for N rounds)."""
    run_hook(enc, "end_turn", c)
    _count_rounds(enc, c)


def _count_rounds(enc: Encounter, c: Combatant) -> None:
    """The end of ``c``'s turn position counts once a round for its countdowns."""
    rs = ruleset_for(enc)
    for cond in list(c.conditions.values()):
        if cond.rounds is None:
            continue
        enc.touch(c.id)  # its tick changes, whether or not the condition runs out
        if enc.count_turn_end(cond):
            cond.rounds -= 1
            if cond.rounds <= 0 and c.conditions.pop(cond.name, None) is not None:
                enc.add_log("condition_off", c.id, name=c.name, condition=cond.name)
                rs.condition_expired(enc, c, cond)


def previous_turn(enc: Encounter) -> Action:
    _require_combat(enc)
    if not can_step_back(enc):
        raise RulesError("first_turn", "this is the first turn of the fight")

    def run() -> None:
        # the furthest turn stays where it was: the action's end counts the turns back to it
        _step(enc, ruleset_for(enc), -1)

    return enc.perform("previous_turn", [], run)


def can_step_back(enc: Encounter) -> bool:
    """True in a fight past its first turn (for "previous turn")."""
    return (enc.in_combat and bool(enc.order)
            and _neighbour(enc, ruleset_for(enc), -1) is not None)


def _step(enc: Encounter, rs: Any, direction: int) -> None:
    pos = _neighbour(enc, rs, direction)
    if pos is not None:
        enc.round, enc.turn = pos


_neighbour = replay.neighbour


def start_combat(enc: Encounter) -> Action:
    """Round 1: the ruleset sorts the order; the first who takes turns starts its turn."""
    if not enc.order:
        raise RulesError("empty", "there is nobody to fight: add combatants first")

    def run() -> None:
        rs = ruleset_for(enc)
        enc.in_combat, enc.round, enc.turn = True, 1, 0
        run_hook(enc, "start_combat")
        enc.turns_back = 0
        for c in enc.combatants.values():  # rounds count anew: so do the ticks
            for cond in c.conditions.values():
                cond.ticked_to = None
        _start_round(enc, rs)
        first = next((i for i, p in enumerate(enc.order) if _takes_turn(enc, rs, p)), None)
        if first is not None:
            enc.turn = first
        replay.reached(enc)  # a new fight: nothing of an earlier one is replayed
        if first is not None:
            c = log_turn(enc)
            run_hook(enc, "start_turn", c)

    return enc.perform("start_combat", None, run, structure=True)


def end_combat(enc: Encounter, **rolls: Any) -> Action:
    """``rolls``: what the GM rolled at the table for the ruleset's end of combat (GURPS:
    ``rolls`` and ``months`` of G7); anything not given is rolled."""
    def run() -> Any:
        result = ruleset_for(enc).end_combat(enc, **rolls)
        for hook in module_hooks(enc, "end_combat"):
            hook(enc)
        enc.in_combat = False
        return result

    return enc.perform("end_combat", None, run)


def advance_time(enc: Encounter, hours: int = 0, *, minutes: int = 0,
                 check_rolls: list[int] | None = None, **rolls: Any) -> Action:
    """Move the campaign calendar ``hours`` and ``minutes`` forward in the order of game time
    ("Time runs in order"): in pieces ending on each half hour and at each event's own minute
    (a fever, a heat roll, a waking: :func:`timeline.next_event`) the ruleset and the modules
    catch up (rest, recovery, heat and cold, meals, infections, waking), and every check on
    the calendar that falls due before the end is rolled at its own time, before time goes
    on: first the ones already due, then each as it comes. Those due at the very end stay
    pending for the GM's own dice (a next advance rolls them first), except waking that
    needs no roll. ``check_rolls``: the GM's 3d results for those
    checks, used in order (when they run out the dice roll; left-over ones are ignored).
    ``rolls``: the ruleset's own (GURPS: ``heal_rolls``). The hooks get the calendar as it
    was at the piece's start and its span in hours; ``enc.calendar`` shows the piece's end.
    The action's result: the ruleset's results added up (GURPS: days of recovery)."""
    for what, n in (("hours", hours), ("minutes", minutes)):
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise RulesError("bad_number", f"time to advance must be a whole number of {what}"
                                           " ≥ 0, and more than 0 in all")
    span = hours * 60 + minutes
    if span <= 0:
        raise RulesError("bad_number", "time to advance must be a whole number of hours > 0")
    given = timeline.check_rolls(check_rolls)
    for refuse in module_hooks(enc, "check_advance"):  # before anything is done
        refuse(enc, span)

    def run() -> Any:
        import copy

        cal = enc.calendar
        end = cal.total_minutes + span
        after = Calendar.from_dict(cal.to_dict())
        after.advance_minutes(span)
        timeline.log_time(enc, span, after)
        own = copy.deepcopy(rolls)  # the ruleset uses its rolls up piece by piece
        queue = list(given)
        first_log = len(enc.log)
        # the pieces share the queue: a roll the rules make each second (a stun) takes the
        # GM's next roll in game-time order as the checks on the calendar do
        whole = timeline.Advance(cal.total_minutes, first_log, queue)
        timeline.roll_due_checks(enc, queue, end)
        result: Any = 0
        while cal.total_minutes < end:
            t = cal.total_minutes
            if timeline.fine_time(enc):
                stop = (t // timeline.PIECE_MINUTES + 1) * timeline.PIECE_MINUTES
                event = timeline.next_event(enc, t)  # also ends a piece: time in order
                step = min(end, stop if event is None else min(stop, event)) - t
            else:  # nothing at half-hour grain: the hooks take the rest in one piece
                step = min(end - t, timeline.COARSE_MINUTES)
            start = Calendar.from_dict(cal.to_dict())
            cal.advance_minutes(step)
            _count_down(enc, step)
            as_hours: int | float = step // 60 if step % 60 == 0 else step / 60
            got = ruleset_for(enc).advance_time(enc, start, as_hours, advance=whole, **own)
            result += got or 0
            for hook in module_hooks(enc, "advance_time"):
                hook(enc, start, as_hours)
            timeline.roll_due_checks(enc, queue, end)
        timeline.merge_counts(enc, first_log)
        return result

    return enc.perform("advance_time", None, run)


def _count_down(enc: Encounter, minutes: int) -> None:
    """Conditions set for N rounds run on while time is advanced, in or out of combat (a
    stun for 3 rounds is over an hour later): by the rounds the minutes hold, a round lasting
    the ruleset's ``seconds_per_round``, or the encounter's option of that id when the
    ruleset offers one (a CoC round, R31)."""
    rs = ruleset_for(enc)
    per_round = getattr(rs, "seconds_per_round", None)
    declared = next((o for o in rs.options if o.id == "seconds_per_round"), None)
    if declared is not None:
        per_round = enc.options.get(declared.id, declared.default)
    if not per_round:
        return
    passed = minutes * 60 // per_round
    for c in enc.ordered():
        for cond in [x for x in c.conditions.values() if x.rounds is not None]:
            enc.touch(c.id)
            cond.rounds = max(0, cond.rounds - passed)
            if cond.rounds == 0 and c.conditions.pop(cond.name, None) is not None:
                enc.add_log("condition_off", c.id, name=c.name, condition=cond.name)
                rs.condition_expired(enc, c, cond)


def roll_all_due(enc: Encounter) -> Action:
    """"Roll them all" (the checks dock): every roll that is due, as one action; a roll that
    makes another due (an hourly waking) leaves that one for later."""
    first = timeline.rollable_checks(enc)
    if not first:
        raise RulesError("nothing_due", "no roll is due now")

    def run() -> int:
        count = 0
        for chk in first:
            if chk in enc.checks:  # an earlier result may have dropped it (death)
                enc.touch(chk.combatant)
                timeline.owner(enc, chk).resolve_check(enc, chk, None)
                count += 1
        return count

    return enc.perform("roll_all", None, run)


def new_encounter(ruleset_id: str, name: str = "", options: dict[str, Any] | None = None,
                  modules: dict[str, dict[str, Any]] | None = None) -> Encounter:
    """An empty encounter of a ruleset with these options and enabled modules (each with its
    options; its state starts from the module's default). Not an action: nothing to undo."""
    rs = get_ruleset(ruleset_id)
    options = dict(options or {})
    modules = modules or {}
    _refuse_bad_options(rs, options, modules)
    # out of combat until the GM starts the fight (which sorts the order)
    enc = Encounter(name=name, ruleset_id=rs.id, options=options, in_combat=False)
    for mid, opts in modules.items():
        mod = module_for(rs.id, mid)
        enc.modules[mid] = {"version": mod.info.version, "options": dict(opts or {}),
                            "state": mod.default_state()}
    return enc


def _refuse_bad_options(rs: Any, options: dict[str, Any],
                        modules: dict[str, dict[str, Any] | None]) -> None:
    """RulesError for an unknown module, else for the first unknown option or bad value of
    the ruleset (``options``), then of each module (``{module id: options or None}``)."""
    owners = [("", encounter_options(rs.options), options)] + [
        (f"{mid}: ", module_for(rs.id, mid).info.options, opts or {})
        for mid, opts in modules.items()]
    for owner, declared, values in owners:
        bad = option_problems(declared, values)
        if bad:
            path, why = bad[0]
            raise RulesError("bad_option", f"{owner}{path.split('.', 1)[-1]}: {why}")


def configure(enc: Encounter, options: dict[str, Any],
              modules: dict[str, dict[str, Any] | None]) -> Action:
    """The options dialog's OK: ruleset options and module choices as ONE undoable change
    (``modules`` as for :func:`set_modules`)."""
    _refuse_bad_options(ruleset_for(enc), options, modules)

    def run() -> None:
        for key, value in options.items():
            if enc.options.get(key, _UNSET) != value:
                enc.options[key] = value
                enc.add_log("option", None, option=key, value=value)
        _set_modules(enc, modules)

    return enc.perform("options", [], run)


_UNSET = object()


def set_modules(enc: Encounter, modules: dict[str, dict[str, Any] | None]) -> Action:
    """Enable (with options), retune or disable rule modules: ``{module id: options or
    None}``; None disables the module and drops its state. A newly enabled module starts
    from its default state; modules keep the order in which they were enabled."""
    _refuse_bad_options(ruleset_for(enc), {}, modules)

    def run() -> None:
        _set_modules(enc, modules)

    return enc.perform("modules", [], run)


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


def _set_modules(enc: Encounter, modules: dict[str, dict[str, Any] | None]) -> None:
    rs = ruleset_for(enc)
    for mid, opts in modules.items():
        if opts is None:
            if enc.modules.pop(mid, None) is not None:
                enc.add_log("module_off", None, module=mid)
            for c in enc.combatants.values():
                if mid in c.ext:
                    enc.touch(c.id)
                    del c.ext[mid]
            continue
        entry = enc.modules.get(mid)
        if entry is None:
            mod = module_for(rs.id, mid)
            entry = enc.modules[mid] = {"version": mod.info.version, "options": {},
                                        "state": mod.default_state()}
            enc.add_log("module_on", None, module=mid)
        for key, value in opts.items():
            if entry["options"].get(key, _UNSET) != value:
                entry["options"][key] = value
                enc.add_log("option", None, option=key, value=value)


def declared_options(enc: Encounter) -> tuple[Option, ...]:
    """Every option the encounter's ruleset and the modules it offers declare."""
    rs = ruleset_for(enc)
    return encounter_options(rs.options) + tuple(
        o for m in rs.modules.values() for o in m.info.options)


def set_option(enc: Encounter, key: str, value: Any) -> Action:
    """Set one option as one undoable change: an option of the ruleset, or of one of its rule
    modules (which is enabled with it if it was not)."""
    rs = ruleset_for(enc)
    opt = next((o for o in encounter_options(rs.options) if o.id == key), None)
    owner = None
    if opt is None:
        for mod in rs.modules.values():
            opt = next((o for o in mod.info.options if o.id == key), None)
            if opt is not None:
                owner = mod
                break
    if opt is None:
        raise RulesError("unknown_option", f"unknown option '{key}' (known: "
                         + ", ".join(o.id for o in declared_options(enc)) + ")", option=key)
    why = opt.problem(value)
    if why:
        raise RulesError("bad_value", f"option '{key}' {why}", option=key)

    def run() -> None:
        if owner is None:
            enc.options[key] = value
            enc.add_log("option", None, option=key, value=value)
        else:
            _set_modules(enc, {owner.info.id: {key: value}})

    return enc.perform("option", [], run)


def clear_log(enc: Encounter) -> Action:
    """Empty the combat log as one undoable change (the GM archived it first: a long campaign's
    log would otherwise grow past what a file may hold); undo puts every entry back. The
    action's result: how many entries went."""
    if not enc.log:
        raise RulesError("log_empty", "the log is already empty")
    count = len(enc.log)
    return enc.perform("clear_log", [], lambda: (enc.log.clear(), count)[1], cuts_log=True)
