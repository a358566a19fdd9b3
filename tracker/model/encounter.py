"""The encounter: combatants, turn order, round, campaign calendar, timers, checks and log.

Every change goes through :meth:`Encounter.perform`, which records a before/after snapshot of
what the change may touch: the combatants it names, every combatant a rule hook
:meth:`~Encounter.touch` calls while it runs, and all encounter-wide state (order, round, options,
module state, calendar, timers, checks, log, dice). Undo and redo restore those snapshots, so an undone hit gives back
exactly the HP, part states, conditions, timers, log and dice state it took. Observers register
with :meth:`Encounter.subscribe` and get a :class:`Change` after every change.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from . import replay
from .calendar import Calendar
from .checks import PendingCheck
from .combatant import Combatant
from .dice import Dice
from .errors import RulesError
from .log import LogEntry

# a turn-order position is a combatant id, or "<id>@<slot>" (positions.py); most of the
# tracker imports both names from here
from .positions import SLOT_SEP, combatant_of
from .ruleset import Ruleset, default_ruleset, get_ruleset


def plain_copy(value: Any) -> Any:
    """A deep copy of plain JSON data (dicts, lists, scalars): what ``copy.deepcopy`` gives,
    several times faster (every action snapshots the options, modules and state twice, and
    the recovery journal writes them after it)."""
    t = type(value)
    if t is dict:
        return {k: plain_copy(v) for k, v in value.items()}
    if t is list:
        return [plain_copy(v) for v in value]
    return value if t in _SCALARS else copy.deepcopy(value)


_SCALARS = frozenset({str, int, float, bool, type(None), tuple})


@dataclass(frozen=True, slots=True)
class Change:
    """What changed. ``ids`` None means "anything may have changed"."""

    ids: frozenset[str] | None
    structure: bool = False  # combatants added, removed or reordered


@dataclass(slots=True)
class Snapshot:
    """What an action may change, as it was: the touched combatants (as plain data), the turn
    order, the round and turn, and the encounter-wide state; undo puts it back."""

    combatants: dict[str, dict[str, Any] | None]  # id -> data (None = absent); None key set = all
    all_combatants: bool
    order: list[str]
    round: int
    turn: int
    turns_back: int
    in_combat: bool
    calendar: dict[str, Any]
    timers: list[dict[str, Any]]
    checks: list[dict[str, Any]]
    log_len: int
    log_tail: list[LogEntry]
    dice_state: object
    counters: dict[str, int]
    options: dict[str, Any]
    modules: dict[str, Any]
    state: dict[str, Any]


@dataclass(slots=True)
class Action:
    """One completed change: undo/redo restore its snapshots (a Qt-free command)."""

    label: str
    before: Snapshot
    after: Snapshot
    ids: frozenset[str] | None
    structure: bool
    result: Any = None

    def undo(self, enc: Encounter) -> None:
        enc.restore(self.before, self.ids, self.structure)

    def redo(self, enc: Encounter) -> None:
        enc.restore(self.after, self.ids, self.structure)


@dataclass
class Encounter:
    """One fight and its aftermath: the combatants in turn order, the round and turn, game
    time, pending checks, the log, the dice and the ruleset with its options."""

    name: str = ""
    ruleset_id: str = field(default_factory=default_ruleset)
    combatants: dict[str, Combatant] = field(default_factory=dict)
    order: list[str] = field(default_factory=list)
    round: int = 1
    turn: int = 0  # index into order
    #: how far the furthest turn reached lies ahead after "previous turn", in positions of
    #: the order (taken or passed over); until "next turn" has caught up again it replays
    #: turns without their start effects (nothing ticks twice). Kept by :mod:`.replay`
    turns_back: int = 0
    #: a new encounter is set up out of combat; "Start combat" sorts the order and begins
    in_combat: bool = False
    calendar: Calendar = field(default_factory=Calendar)
    #: the ruleset's recovery timers (G7 in GURPS)
    timers: list[Any] = field(default_factory=list)
    checks: list[PendingCheck] = field(default_factory=list)
    log: list[LogEntry] = field(default_factory=list)
    #: the ruleset's options (declared by the ruleset; absent = default)
    options: dict[str, Any] = field(default_factory=dict)
    #: the ruleset's own encounter-wide state (plain JSON data; e.g. CoC death clocks)
    state: dict[str, Any] = field(default_factory=dict)
    #: enabled rule modules, in hook order: id -> {"version", "options", "state"}
    modules: dict[str, dict[str, Any]] = field(default_factory=dict)
    dice: Dice = field(default_factory=Dice)
    counters: dict[str, int] = field(
        default_factory=lambda: {"combatant": 0, "timer": 0, "check": 0, "log": 0}
    )
    _observers: list[Callable[[Change], None]] = field(default_factory=list, repr=False)
    #: the players' feed following this encounter (public_feed.feed_for), None until asked
    public_feed: Any = field(default=None, repr=False, compare=False)
    #: what the players were shown when the file was saved, if it differed from the
    #: projection (a save during a hidden turn): ``serve FILE`` publishes it as it is
    published: dict[str, Any] | None = field(default=None, repr=False, compare=False)
    #: while an action runs: the ids it may change and their state before (see touch)
    _txn: dict[str, Any] | None = field(default=None, repr=False)
    #: check id -> the plain data last made of that check: handed out again while the check
    #: is unchanged, so snapshots and journal states share it (1,500 pending checks were
    #: copied twice per action: 0.2 s and 3 MB each)
    _check_data: dict[int, dict[str, Any]] = field(default_factory=dict, repr=False,
                                                   compare=False)
    #: the last checks list and dice state handed out (see check_dicts)
    _shared: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)
    #: while a player's request runs (accepted by the GM): the seat's name, which every
    #: log line it writes carries as ``via`` ("from Aiko's device")
    log_via: str | None = field(default=None, repr=False, compare=False)

    #: tests set this: every action then checks that it changed nothing its snapshot misses
    verify_snapshots = False

    @property
    def ruleset(self) -> Ruleset:
        return get_ruleset(self.ruleset_id)

    # -- observers --------------------------------------------------------------------------
    def subscribe(self, fn: Callable[[Change], None], first: bool = False) -> None:
        """``first``: ``fn`` hears of each change before the observers already there (the
        players' feed, which those observers read)."""
        if first:
            self._observers.insert(0, fn)
        else:
            self._observers.append(fn)

    def unsubscribe(self, fn: Callable[[Change], None]) -> None:
        if fn in self._observers:
            self._observers.remove(fn)

    def notify(self, change: Change) -> None:
        for fn in list(self._observers):
            fn(change)

    # -- queries ----------------------------------------------------------------------------
    def get(self, cid: str) -> Combatant:
        try:
            return self.combatants[cid]
        except KeyError:
            raise RulesError("unknown_combatant", f"no combatant '{cid}'", id=cid) from None

    def ordered(self) -> list[Combatant]:
        """Every combatant in the turn order once (at its own action, not its extra slots)."""
        return [self.combatants[p] for p in self.order if SLOT_SEP not in p]

    @property
    def position(self) -> str | None:
        """The turn-order position whose turn it is (a combatant id, or a slot of one)."""
        if not self.order:
            return None
        return self.order[min(self.turn, len(self.order) - 1)]

    @property
    def current(self) -> Combatant | None:
        pos = self.position
        return None if pos is None else self.combatants[combatant_of(pos)]

    def count_turn_end(self, cond: Any) -> bool:
        """Whether the end of its bearer's turn now counts for ``cond`` (a countdown, GURPS
        shock), marking it counted: each turn's end counts once, also when the turn is
        replayed after "previous turn" (``Condition.ticked_to``)."""
        if cond.ticked_to is None:
            if self.turns_back > 0:  # from before ticks were kept: it counted on the first pass
                return False
        elif cond.ticked_to >= self.round:
            return False  # this turn's end already counted it
        cond.ticked_to = self.round
        return True

    def tick_mark(self, cid: str) -> int | None:
        """``Condition.ticked_to`` for a condition that begins now on ``cid``: the round
        before this one if ``cid``'s turn in this round is still to end (or is going on),
        else this round. None out of combat (no turns to count)."""
        if not self.in_combat or cid not in self.order:
            return None
        return self.round - 1 if self.order.index(cid) >= self.turn else self.round

    def next_id(self, kind: str) -> int:
        self.counters[kind] = self.counters.get(kind, 0) + 1
        return self.counters[kind]

    @contextmanager
    def lines_from(self, via: str | None) -> Iterator[None]:
        """Within it, every log line written says it came from ``via``'s device (a seat's
        request the GM accepted or applied through its own dialog: ``contracts/seats.md``);
        ``None`` leaves the lines as they would be. The one way the window and the headless
        session mark a seat's lines (the session's ``accept``, the window's
        :meth:`~tracker.ui.document.EncounterDocument.run_from`)."""
        before = self.log_via
        if via is not None:
            self.log_via = via
        try:
            yield
        finally:
            self.log_via = before

    def add_log(self, key: str, combatant: str | None = None, explain=(), hidden=False,
                **args: Any) -> LogEntry:
        if self.log_via is not None:
            args["via"] = self.log_via
        entry = LogEntry(self.next_id("log"), self.round, key, args, combatant,
                         tuple(explain), hidden)
        self.log.append(entry)
        return entry

    # -- transactions -----------------------------------------------------------------------
    def snapshot(self, ids: Iterable[str] | None, since: int | None = None) -> Snapshot:
        if ids is None:
            data = {cid: c.to_dict() for cid, c in self.combatants.items()}
        else:
            data = {cid: (self.combatants[cid].to_dict() if cid in self.combatants else None)
                    for cid in ids}
        return Snapshot(
            combatants=data, all_combatants=ids is None,
            order=self._shared_copy("order", self.order),
            round=self.round, turn=self.turn, turns_back=self.turns_back,
            in_combat=self.in_combat,
            calendar=self.calendar.to_dict(), timers=[t.to_dict() for t in self.timers],
            checks=self.check_dicts(),
            log_len=len(self.log) if since is None else since,
            log_tail=[] if since is None else list(self.log[since:]),
            dice_state=self._dice_state(), counters=dict(self.counters),
            options=plain_copy(self.options), modules=plain_copy(self.modules),
            state=plain_copy(self.state),
        )

    def check_dicts(self) -> list[dict[str, Any]]:
        """Every pending check as plain data; an unchanged check gives the same dict as last
        time (shared: never change one)."""
        last = self._check_data
        now: dict[int, dict[str, Any]] = {}
        out = []
        for c in self.checks:
            d = last.get(c.id)
            if d is None or not c.matches(d):
                d = c.to_dict()
            now[c.id] = d
            out.append(d)
        self._check_data = now
        prev = self._shared.get("checks")
        if prev is not None and len(prev) == len(out) and all(
                a is b for a, b in zip(prev, out, strict=True)):
            return prev  # the very same list as last time (never changed: see Snapshot)
        self._shared["checks"] = out
        return out

    def _shared_copy(self, key: str, items: list[Any]) -> list[Any]:
        """A copy of ``items`` for a snapshot: the last copy handed out when still equal
        (the turn order of 2,000 combatants is 16 KB a snapshot otherwise)."""
        prev = self._shared.get(key)
        if prev is not None and prev == items:
            return prev
        copy = self._shared[key] = list(items)
        return copy

    def _dice_state(self) -> object:
        """The dice state; the same object as last time while the dice were not rolled
        (a state is 625 numbers, and every snapshot holds one)."""
        state = self.dice.getstate()
        prev = self._shared.get("dice")
        if prev is not None and prev == state:
            return prev
        self._shared["dice"] = state
        return state

    def restore(self, snap: Snapshot, ids: frozenset[str] | None = None,
                structure: bool = True) -> None:
        rs = self.ruleset
        read = rs.sheet_from_dict
        if snap.all_combatants:
            self.combatants = {cid: Combatant.from_dict(d, read)
                               for cid, d in snap.combatants.items() if d is not None}
        else:
            for cid, d in snap.combatants.items():
                if d is None:
                    self.combatants.pop(cid, None)
                else:
                    self.combatants[cid] = Combatant.from_dict(d, read)
        self.order = list(snap.order)
        self.round, self.turn, self.in_combat = snap.round, snap.turn, snap.in_combat
        self.turns_back = snap.turns_back
        self.calendar = Calendar.from_dict(snap.calendar)
        self.timers = [rs.timer_from_dict(t) for t in snap.timers]
        self.checks = [PendingCheck.from_dict(c) for c in snap.checks]
        del self.log[snap.log_len:]
        self.log.extend(snap.log_tail)
        self.dice.setstate(snap.dice_state)
        self.counters = dict(snap.counters)
        self.options = plain_copy(snap.options)
        self.modules = plain_copy(snap.modules)
        self.state = plain_copy(snap.state)
        self.notify(Change(None if snap.all_combatants else ids, structure))

    def touch(self, cid: str) -> None:
        """Say that the running action is about to change combatant ``cid``.

        Rule hooks call this before they change a combatant the action did not name (a
        round start waking everyone, a death clock running out on another's turn), so that
        its state before the change is in the action's snapshot and undo restores it."""
        txn = self._txn
        if txn is None or txn["ids"] is None or cid in txn["ids"]:
            return
        c = self.combatants.get(cid)
        txn["before"][cid] = c.to_dict() if c is not None else None
        txn["ids"].add(cid)

    def perform(self, label: str, ids: Iterable[str] | None, fn: Callable[[], Any],
                structure: bool = False, cuts_log: bool = False) -> Action:
        """Run ``fn`` as one undoable change touching the combatants ``ids`` (None = all)
        and any a rule hook :meth:`touch`-es. An action only adds to the log unless
        ``cuts_log``: then its snapshots hold the whole log, so undo puts back what it cut.

        If ``fn`` raises, everything is put back as it was and the error propagates."""
        if self._txn is not None:
            raise RuntimeError(f"action '{label}' started inside another action")
        id_set = None if ids is None else set(ids)
        before = self.snapshot(id_set, since=0 if cuts_log else None)
        whole = ({cid: c.to_dict() for cid, c in self.combatants.items()}
                 if self.verify_snapshots and id_set is not None else None)
        self._txn = {"ids": id_set, "before": before.combatants,
                     "frontier": replay.mark(self, before.order)}
        try:
            result = fn()
            # whatever the action did to who takes turns, "next turn" replays up to the
            # same turn as before it (see replay)
            replay.recount(self)
        except Exception:
            self._txn = None
            self.restore(before, None if id_set is None else frozenset(id_set), structure)
            raise
        finally:
            self._txn = None
        frozen = None if id_set is None else frozenset(id_set)
        after = self.snapshot(frozen, since=before.log_len)
        if whole is not None:
            self._verify(whole, frozen)
        self.notify(Change(frozen, structure))
        return Action(label, before, after, frozen, structure, result)

    def _verify(self, whole: dict[str, Any], ids: frozenset[str] | None) -> None:
        """Raise if a combatant outside ``ids`` changed (its change could not be undone)."""
        now = {cid: c.to_dict() for cid, c in self.combatants.items()}
        for cid in set(whole) | set(now):
            if (ids is None or cid not in ids) and whole.get(cid) != now.get(cid):
                raise AssertionError(f"an action changed combatant '{cid}' without touching "
                                     "it: undo would not restore it")

    # -- serialisation ----------------------------------------------------------------------
    def to_dict(self, reuse: Mapping[str, Any] | None = None,
                changed: Collection[str] | None = None) -> dict[str, Any]:
        """The encounter as plain data. ``reuse`` with ``changed``: an earlier ``to_dict()`` of
        this encounter, from before an action that changed at most the combatants
        ``changed``; its other combatants and the log entries still in the log (by their
        number: an action only adds or cuts off entries) are taken as they are. The
        recovery journal writes a state after every action, and an action changes a few
        combatants and adds a few log lines."""
        in_order = set(self.order)
        old: Mapping[str, Any] = {}
        if reuse is not None and changed is not None:
            old = {d["id"]: d for d in reuse["combatants"]}
            changed = set(changed)

        def combatant(c: Combatant) -> dict[str, Any]:
            d = old.get(c.id) if old and c.id not in changed else None  # type: ignore[operator]
            return d if d is not None else c.to_dict()

        d = {
            "name": self.name,
            "ruleset": self.ruleset_id,
            "ruleset_version": self.ruleset.version,
            "options": plain_copy(self.options),
            "modules": plain_copy(self.modules),
            "state": plain_copy(self.state),
            "combatants": [combatant(c) for c in self.ordered()]
            + [combatant(c) for cid, c in self.combatants.items() if cid not in in_order],
            "order": list(self.order),
            "round": self.round,
            "turn": self.turn,
            "in_combat": self.in_combat,
            "calendar": self.calendar.to_dict(),
            "timers": [t.to_dict() for t in self.timers],
            "checks": list(self.check_dicts()),  # a list of its own; the dicts are shared
            "log": self._log_dicts(reuse["log"] if old else None),
            "dice": self._dice_to_dict(),
            "counters": dict(self.counters),
        }
        if self.turns_back:  # written only when set: most files never step back
            d["turns_back"] = self.turns_back
        held = self.public_feed.held() if self.public_feed is not None else None
        if held is not None:  # written only during a hidden turn (see public_feed)
            d["public"] = held
        return d

    def _log_dicts(self, old: list[dict[str, Any]] | None) -> list[dict[str, Any]]:
        """The log as data; entries that ``old`` (an earlier state's log) already holds, as
        told by their numbers, are taken from it (entries are only added or cut off)."""
        log = self.log
        if not old:
            return [e.to_dict() for e in log]
        n = min(len(old), len(log))
        if n and old[n - 1]["seq"] == log[n - 1].seq:
            keep = n  # the usual case: lines were added (or none cut)
        else:
            keep = 0
            while keep < n and old[keep]["seq"] == log[keep].seq:
                keep += 1
        return old[:keep] + [e.to_dict() for e in log[keep:]]

    def _dice_to_dict(self) -> dict[str, Any]:
        # The exact generator state (random.Random.getstate(): version, 625 ints, gauss_next)
        # so rolls continue identically after a load.
        version, internal, gauss = self.dice.getstate()  # type: ignore[misc]
        return {"seed": self.dice.seed, "state": [version, list(internal), gauss]}

    @staticmethod
    def _dice_from_dict(d: dict[str, Any]) -> Dice:
        dice = Dice(d.get("seed"))
        state = d.get("state")
        if state is not None:
            version, internal, gauss = state
            dice.setstate((int(version), tuple(int(x) for x in internal),
                           None if gauss is None else float(gauss)))
        return dice

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Encounter:
        rs = get_ruleset(str(d.get("ruleset", default_ruleset())))
        combatants = [Combatant.from_dict(c, rs.sheet_from_dict) for c in d.get("combatants", [])]
        enc = cls(
            name=str(d.get("name", "")),
            ruleset_id=rs.id,
            combatants={c.id: c for c in combatants},
            order=[str(x) for x in d.get("order", [c.id for c in combatants])],
            round=int(d.get("round", 1)),
            turn=int(d.get("turn", 0)),
            turns_back=int(d.get("turns_back", 0)),
            # format 1 always writes it; only a migrated format-0 file may lack it (a fight
            # that was saved in progress: see files._migrate_0_to_1)
            in_combat=bool(d.get("in_combat", True)),
            calendar=Calendar.from_dict(d.get("calendar", {})),
            timers=[rs.timer_from_dict(t) for t in d.get("timers", [])],
            checks=[PendingCheck.from_dict(c) for c in d.get("checks", [])],
            log=[LogEntry.from_dict(e) for e in d.get("log", [])],
            options=plain_copy(dict(d.get("options", {}))),
            modules=plain_copy(dict(d.get("modules", {}))),
            state=plain_copy(dict(d.get("state", {}))),
            dice=cls._dice_from_dict(d.get("dice", {})),
        )
        enc.counters.update({k: int(v) for k, v in d.get("counters", {}).items()})
        if isinstance(d.get("public"), dict):
            enc.published = d["public"]
        for pos in enc.order:
            if combatant_of(pos) not in enc.combatants:
                raise RulesError("bad_value", f"turn order names unknown combatant '{pos}'")
        return enc
