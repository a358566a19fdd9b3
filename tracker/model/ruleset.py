"""The seam between the tracker and a ruleset.

The tracker core (encounter, turns, undo, files, views) knows no game system. It talks to the
encounter's ruleset through :class:`Ruleset`, and to the optional rule modules the encounter
enabled through :class:`RuleModule`. Rulesets are found by entry point (:mod:`.plugins`): the
registry below knows them by the manifests installed and loads each one's rules on first use.
"""

from __future__ import annotations

import dataclasses
import importlib
from collections.abc import Callable, Iterator, Mapping, MutableMapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from . import plugins
from .bars import hp_band
from .errors import RulesError
from .options import Option

if TYPE_CHECKING:
    from .calendar import Calendar
    from .checks import PendingCheck
    from .combatant import Combatant, Condition
    from .dice import Dice
    from .log import LogEntry
    from .validation import Checker

#: the words the players may see for a combatant's HP (``Ruleset.public_band``), worst last
PUBLIC_BANDS = ("unhurt", "wounded", "badly_wounded", "collapsing", "down", "dead")


@dataclass(frozen=True, slots=True)
class Track:
    """A number the views show as a bar: HP and FP in GURPS, HP, MP and SAN in CoC."""

    id: str  # "hp", "fp", "mp", "san"
    current: int
    maximum: int
    #: what the GM sees at a glance: "ok", "hurt", "low", "out" (colours the bar)
    state: str = "ok"
    #: where the bar is full when that is not the maximum (CoC SAN: its starting value)
    full: int | None = None


@dataclass(frozen=True, slots=True)
class CheckSpec:
    """How a pending check is rolled: the checks dock and the CLI ask this, not the sheet."""

    dice: str  # "3d6" (GURPS success roll) or "1d100" (percentile)
    target: int
    lowest: int  # the smallest and largest result the GM may type
    highest: int
    #: the attribute or skill rolled against, as a text key ("HT", "CON×5", …)
    against: str = ""
    #: explain lines the dock may show under the check (modifiers and their sources)
    parts: tuple[Any, ...] = ()
    #: the roll is an amount (CoC's 1d3 SAN lost), not a success roll: ``target`` is unused
    amount: bool = False


@dataclass(frozen=True, slots=True)
class ModuleInfo:
    """What a rule module declares about itself."""

    id: str  # "gurps.moon"
    version: int
    label: str  # English; the UI translates it in the context "Options"
    options: tuple[Option, ...] = ()
    rules: tuple[str, ...] = ()
    #: ids this module had before: a file that enables one of them opens with this module
    #: (its version, options, state and the combatants' data moved over)
    replaces: tuple[str, ...] = ()


class EncounterLike(Protocol):
    """The encounter as the seam hands it to a ruleset and its modules: the state they read and
    change (:class:`~tracker.model.encounter.Encounter` is the one). The encounter finds its
    ruleset here by id, so this module names it by this protocol, not by importing it; a
    ruleset's own code annotates its hooks with ``Encounter`` itself."""

    ruleset_id: str
    combatants: dict[str, Combatant]
    order: list[str]
    round: int
    in_combat: bool
    calendar: Calendar
    timers: list[Any]
    checks: list[PendingCheck]
    log: list[LogEntry]
    options: dict[str, Any]
    state: dict[str, Any]
    modules: dict[str, dict[str, Any]]
    dice: Dice

    def add_log(self, key: str, combatant: str | None = None, explain: Any = (),
                hidden: bool = False, **args: Any) -> LogEntry: ...


class RuleModule(Protocol):
    """An optional rule module (the vampire-hunter options, …).

    Its hooks are optional methods, called by the core after the ruleset's own hook, in the
    order the modules are listed in the encounter: ``start_combat(enc)``,
    ``start_round(enc)``, ``start_turn(enc, c)``, ``end_turn(enc, c)``,
    ``after_hit(enc, cid, outcome)``, ``end_combat(enc)``, ``advance_time(enc, start, hours)``
    (the core has moved the calendar from ``start`` by ``hours``, one piece of an advance),
    ``fine_time(enc)`` (true while something of the module falls due at half-hour grain: the
    advance then runs in half hours, else in one piece),
    ``check_spec(enc, chk)`` and ``resolve_check(enc, chk, roll)`` for checks it created.
    State lives in plain JSON data: ``enc.modules[id]["state"]`` and ``c.ext[id]``.
    """

    info: ModuleInfo
    #: kinds of the pending checks it makes (``PendingCheck.source`` = its id)
    check_kinds: tuple[str, ...]

    def default_state(self) -> dict[str, Any]: ...
    def validate_state(self, v: Checker, state: dict[str, Any], path: str) -> None: ...
    def validate_ext(self, v: Checker, ext: Any, path: str) -> None: ...
    def migrate(self, state: dict[str, Any], from_version: int) -> dict[str, Any]: ...


class ModuleHooks(Protocol):
    """The hooks a rule module may have (each optional: the core calls those it finds, after
    the ruleset's own, in the encounter's order of modules). :data:`MODULE_HOOKS` lists them;
    the core asks for no other name (``module_hooks`` refuses one)."""

    def start_combat(self, enc: EncounterLike) -> None: ...
    def start_round(self, enc: EncounterLike) -> None: ...
    def start_turn(self, enc: EncounterLike, c: Combatant) -> None: ...
    def end_turn(self, enc: EncounterLike, c: Combatant) -> None: ...
    def after_hit(self, enc: EncounterLike, cid: str, outcome: Any) -> None: ...
    def end_combat(self, enc: EncounterLike) -> None: ...
    def advance_time(self, enc: EncounterLike, start: Calendar, hours: float) -> None: ...
    def fine_time(self, enc: EncounterLike) -> bool: ...
    def check_spec(self, enc: EncounterLike, chk: PendingCheck) -> CheckSpec: ...
    def resolve_check(self, enc: EncounterLike, chk: PendingCheck, roll: int | None) -> Any: ...

    def check_advance(self, enc: EncounterLike, hours: float) -> None:
        """Refuse an advance of ``hours`` before anything changes (raise a RulesError)."""
        ...

    def next_event(self, enc: EncounterLike, now: Calendar) -> Calendar | None:
        """The next moment after ``now`` at which something of the module falls due."""
        ...

    def combatant_removed(self, enc: EncounterLike, c: Combatant) -> None: ...

    def wounds_changed(self, enc: EncounterLike, c: Combatant) -> None:
        """A wound of ``c`` changed (a roll it makes due may follow)."""
        ...

    def statuses(self, c: Combatant) -> list[tuple[str, int]]:
        """Conditions the module derives for ``c`` (shown beside the ruleset's own)."""
        ...


#: every hook name of :class:`ModuleHooks`
MODULE_HOOKS = frozenset(n for n in ModuleHooks.__dict__ if not n.startswith("_"))


class BaseModule:
    """Defaults for a rule module that keeps no state and makes no checks; modules override
    what they use."""

    info: ModuleInfo
    check_kinds: tuple[str, ...] = ()

    def default_state(self) -> dict[str, Any]:
        return {}

    def validate_state(self, v: Checker, state: dict[str, Any], path: str) -> None:
        for key in state:
            v.bad(f"{path}.{key}", "unknown field", "unknown_field", field=key)

    def validate_ext(self, v: Checker, ext: Any, path: str) -> None:
        v.bad(path, f"the rule module '{self.info.id}' keeps no data per combatant",
              "no_data_here")

    def migrate(self, state: dict[str, Any], from_version: int) -> dict[str, Any]:
        return state


class LazyModules(MutableMapping[str, RuleModule]):
    """A ruleset's table of rule modules, each loaded when first asked for: an encounter
    that uses none of them (most do) does not pay for importing them at start-up.

    ``providers``: module id -> the Python module holding it (its attribute ``MODULE``)."""

    def __init__(self, providers: Mapping[str, str]) -> None:
        self._providers = dict(providers)
        self._loaded: dict[str, RuleModule] = {}

    def __getitem__(self, mid: str) -> RuleModule:
        mod = self._loaded.get(mid)
        if mod is None:
            if mid not in self._providers:
                raise KeyError(mid)
            mod = self._loaded[mid] = importlib.import_module(self._providers[mid]).MODULE
        return mod

    def __setitem__(self, mid: str, mod: RuleModule) -> None:
        self._providers.setdefault(mid, "")
        self._loaded[mid] = mod

    def __delitem__(self, mid: str) -> None:
        del self._providers[mid]
        self._loaded.pop(mid, None)

    def __iter__(self) -> Iterator[str]:
        return iter(self._providers)

    def __len__(self) -> int:
        return len(self._providers)

    def __contains__(self, mid: object) -> bool:
        return mid in self._providers


@dataclass(frozen=True, slots=True)
class ImportedCharacter:
    """One character read from a ruleset's character file (a GCS file, a CCFolia piece), as
    the library keeps it: a name, the ruleset's sheet, notes, and what the reader could not
    take over (English sentences)."""

    name: str
    sheet: Any
    #: what kind of file it came from ("gcs", "ccfolia"): the library entry's source
    kind: str
    notes: str = ""
    warnings: tuple[str, ...] = ()


def read_characters(provider: str, path: str) -> list[ImportedCharacter]:
    """The characters of ``path`` by the reader ``provider`` ("module:function", a value of
    ``Ruleset.character_files``), loaded on first use."""
    module, _, name = provider.partition(":")
    return list(getattr(importlib.import_module(module), name)(path))


class SheetRules(Protocol):
    """What a combatant's sheet is: made, read, checked, edited and reset."""

    def new_sheet(self, **kw: Any) -> Any: ...
    def sheet_from_dict(self, d: Mapping[str, Any]) -> Any: ...
    def validate_sheet(self, v: Checker, d: Any, path: str) -> None: ...
    def edit_sheet(self, sheet: Any, changes: Mapping[str, Any]) -> Any: ...
    def fresh_sheet(self, sheet: Any) -> Any: ...


class ViewRules(Protocol):
    """The numbers and words the views show (the GM's and, through the public projection,
    the players')."""

    #: condition ids the rules set and clear themselves (the UI names them)
    conditions: tuple[str, ...]
    #: ids of the tracks every combatant shows (what ``tracks`` returns, in order)
    track_ids: tuple[str, ...]
    #: the track that stands for how hurt a combatant is (GURPS and CoC: "hp"): the HP policy
    #: of the players' views, the big number and the bands go by it (:func:`primary_track`)
    primary_track: str
    #: track id -> what the players see of it unless the GM says otherwise
    #: ("exact", "band" or "hidden"; absent: hidden)
    track_visibility: Mapping[str, str]
    #: log keys of the rolls made openly at the table (an attack, a defense, a check), which
    #: the players' log holds as an online table's log does, and the arguments they carry
    public_log_keys: frozenset[str]
    public_log_args: frozenset[str]
    #: the two tracks the plot draws, and those of them that start where they are (not full)
    plot_track_ids: tuple[str, ...]
    plot_from_current: tuple[str, ...]
    #: whether the encounter has a campaign calendar the GM advances (CoC's has none)
    keeps_calendar: bool
    #: conditions that follow from the exact numbers (GURPS reeling): the players see them
    #: only where the GM shows the exact numbers
    number_conditions: frozenset[str]
    #: conditions the players' band word already tells (dead, down …): shown with exact
    #: numbers only
    band_conditions: frozenset[str]

    def tracks(self, c: Combatant) -> list[Track]: ...
    def statuses(self, c: Combatant) -> list[tuple[str, int]]: ...
    def public_band(self, c: Combatant) -> str:
        """One of :data:`PUBLIC_BANDS`."""
        ...

    def public_sheet(self, c: Combatant) -> Any: ...

    def public_figure(self, c: Combatant) -> Mapping[str, Any]:
        """What the players' figure may show, as data for every players' screen (GURPS: the
        body plan, crippled and lost parts; see :mod:`tracker.model.public`)."""
        ...

    def public_notes(self, c: Combatant, enc: EncounterLike) -> list[dict[str, Any]]:
        """What else the players may know of ``c`` (a half-werewolf's looks), as data."""
        ...

    def public_world(self, enc: EncounterLike) -> Mapping[str, Any]:
        """What the players may know of the world (GURPS: the moon, the weather)."""
        ...


class TurnRules(Protocol):
    """The turn order and who takes a turn."""

    def order_key(self, c: Combatant) -> Any: ...
    def sort_order(self, enc: EncounterLike) -> None: ...
    def place(self, enc: EncounterLike, cid: str) -> None: ...
    def takes_turn(self, c: Combatant) -> bool: ...
    def slot_active(self, enc: EncounterLike, position: str) -> bool: ...


class HookRules(Protocol):
    """What the rules do as the fight and the calendar go on (all run inside
    ``Encounter.perform``)."""

    def start_combat(self, enc: EncounterLike) -> None: ...
    def start_round(self, enc: EncounterLike) -> None: ...
    def start_turn(self, enc: EncounterLike, c: Combatant) -> None: ...
    def end_turn(self, enc: EncounterLike, c: Combatant) -> None: ...
    def turn_skipped(self, enc: EncounterLike, c: Combatant) -> None: ...
    def condition_expired(self, enc: EncounterLike, c: Combatant, cond: Condition) -> None: ...
    def conditions_changed(self, enc: EncounterLike, c: Combatant) -> None: ...
    def combatant_removed(self, enc: EncounterLike, c: Combatant) -> None: ...
    def sheet_edited(self, enc: EncounterLike, before: Combatant, after: Combatant) -> None: ...
    def end_combat(self, enc: EncounterLike, **kw: Any) -> Any: ...
    def advance_time(self, enc: EncounterLike, start: Calendar, hours: float, **kw: Any) -> Any: ...
    def fine_time(self, enc: EncounterLike) -> bool: ...


class HitRules(Protocol):
    """A hit, previewed and applied."""

    def preview(self, enc: EncounterLike, cid: str, hit: Any) -> Any: ...
    def apply_hit(self, enc: EncounterLike, cid: str, hit: Any) -> Any: ...
    def plain_damage(self, amount: int) -> Any: ...


class CheckRules(Protocol):
    """The rolls the rules ask for (pending checks)."""

    check_kinds: tuple[str, ...]

    def check_spec(self, enc: EncounterLike, chk: PendingCheck) -> CheckSpec: ...
    def resolve_check(self, enc: EncounterLike, chk: PendingCheck, roll: int | None) -> Any: ...


class TimerRules(Protocol):
    """Timers on the campaign calendar (GURPS: G7 recovery) and the ruleset's own state."""

    timer_kinds: tuple[str, ...]

    def timer_from_dict(self, d: Mapping[str, Any]) -> Any: ...
    def validate_timer(self, v: Checker, d: dict[str, Any], path: str) -> None: ...
    def validate_state(self, v: Checker, state: dict[str, Any], path: str) -> None: ...


class Ruleset(SheetRules, ViewRules, TurnRules, HookRules, HitRules, CheckRules, TimerRules,
              Protocol):
    """A game system, as the core sees it: the small protocols above, and who it is."""

    id: str
    version: int
    #: English name; the UI translates it
    label: str
    options: tuple[Option, ...]
    #: the optional modules this ruleset offers, by id
    modules: Mapping[str, RuleModule]
    #: preset id -> (English label, {module id: its options}) offered by File → New
    presets: Mapping[str, tuple[str, dict[str, dict[str, Any]]]]
    #: the Python module of its part of a headless session (``OPS``, ``combatant_state``,
    #: ``timers``, ``end_combat_rolls``: see :mod:`tracker.model.session.engine`)
    session_provider: str
    #: seconds of game time a round lasts (a condition set for N rounds runs N of them)
    seconds_per_round: int | None
    #: hooks the ruleset asks its own modules for, beyond :class:`ModuleHooks`
    module_hook_names: frozenset[str]
    #: the module whose ``roll(text, dice)`` rolls the roll line's commands (the ruleset's
    #: BCDice game system)
    roller: str

    #: character files it reads into the library: suffix (".gcs") -> "module:function", a
    #: function of a path returning :class:`ImportedCharacter` s (see :func:`read_characters`)
    character_files: Mapping[str, str]
    # its log and explain templates it registers itself (``log.register``, ``explain.register``)

    def demo_encounter(self, lang: str = "en") -> EncounterLike: ...

    def migrate(self, encounter: dict[str, Any], from_version: int) -> dict[str, Any]:
        """The ruleset's own data of a file's ``encounter`` (options, state, sheets, timers)
        written by its version ``from_version``, one version up; the files call it until the
        file is at :attr:`version`."""
        ...

    def time_away(self, enc: EncounterLike, c: Combatant, since: Calendar) -> None:
        """``c`` joins ``enc`` from the library with the state (and timers, already in
        ``enc.timers``) it had at ``since``; the campaign time from then to ``enc.calendar``
        ran while it was away: the ruleset counts it against its timers."""
        ...


class BaseRuleset:
    """The defaults of a :class:`Ruleset`: a ruleset subclasses it and gives its sheet, its
    hits and its demo; everything else works without it (no options, modules, presets,
    timers or checks of its own, no extra turns, hooks that do nothing, an order by name)."""

    id: str
    version: int = 1
    label: str
    options: tuple[Option, ...] = ()
    modules: Mapping[str, RuleModule] = {}
    presets: Mapping[str, tuple[str, dict[str, dict[str, Any]]]] = {}
    session_provider: str = "tracker.model.session.generic"
    character_files: Mapping[str, str] = {}
    conditions: tuple[str, ...] = ()
    track_ids: tuple[str, ...] = ("hp",)
    track_visibility: Mapping[str, str] = {}
    public_log_keys: frozenset[str] = frozenset()
    public_log_args: frozenset[str] = frozenset()
    plot_from_current: tuple[str, ...] = ()
    check_kinds: tuple[str, ...] = ()
    timer_kinds: tuple[str, ...] = ()
    #: game seconds in one round, by which Advance time counts down conditions set for N
    #: rounds; None: the ruleset's rounds have no length on the calendar (none count)
    seconds_per_round: int | None = None
    keeps_calendar: bool = True
    number_conditions: frozenset[str] = frozenset()
    band_conditions: frozenset[str] = frozenset({"dead", "unconscious"})
    module_hook_names: frozenset[str] = frozenset()
    roller: str = "tracker.model.rolls.dicebot"

    @property
    def primary_track(self) -> str:
        """The track its words file names primary, else the first of :attr:`track_ids`."""
        from .words import words

        named = words(self.id).primary
        return named if named in self.track_ids else self.track_ids[0]

    @property
    def plot_track_ids(self) -> tuple[str, ...]:
        """The plot's series: those its words file names, else the first two tracks."""
        from .words import words

        named = tuple(t for t in words(self.id).plot if t in self.track_ids)
        return named or self.track_ids[:2]

    # -- sheets: every ruleset has its own ------------------------------------------------------
    def new_sheet(self, **kw: Any) -> Any:
        raise NotImplementedError

    def sheet_from_dict(self, d: Mapping[str, Any]) -> Any:
        raise NotImplementedError

    def validate_sheet(self, v: Checker, d: Any, path: str) -> None:
        raise NotImplementedError

    def edit_sheet(self, sheet: Any, changes: Mapping[str, Any]) -> Any:
        return dataclasses.replace(sheet, **changes)

    def fresh_sheet(self, sheet: Any) -> Any:
        return sheet

    # -- views ------------------------------------------------------------------------------
    def tracks(self, c: Combatant) -> list[Track]:
        raise NotImplementedError

    def statuses(self, c: Combatant) -> list[tuple[str, int]]:
        return []

    def public_band(self, c: Combatant) -> str:
        """One of :data:`PUBLIC_BANDS`, from the primary track and the conditions."""
        hp = primary_track(self, c)
        if c.has("dead") or c.has("destroyed"):
            return "dead"
        if c.is_out:
            return "down"
        return hp_band(hp.current, hp.maximum)

    def public_sheet(self, c: Combatant) -> Any:
        return c.sheet

    def public_figure(self, c: Combatant) -> Mapping[str, Any]:
        return {}

    def public_notes(self, c: Combatant, enc: EncounterLike) -> list[dict[str, Any]]:
        return []

    def public_world(self, enc: EncounterLike) -> Mapping[str, Any]:
        return {}

    # -- turn order -------------------------------------------------------------------------
    def order_key(self, c: Combatant) -> Any:
        return c.name

    def sort_order(self, enc: EncounterLike) -> None:
        enc.order.sort(key=lambda pos: self.order_key(enc.combatants[pos]))

    def place(self, enc: EncounterLike, cid: str) -> None:
        enc.order.append(cid)

    def takes_turn(self, c: Combatant) -> bool:
        return not c.has("dead")

    def slot_active(self, enc: EncounterLike, position: str) -> bool:
        return True

    # -- hooks ------------------------------------------------------------------------------
    def start_combat(self, enc: EncounterLike) -> None:
        """The core has set round 1; the order is sorted for the fight."""
        self.sort_order(enc)
        enc.add_log("round", round=1)

    def start_round(self, enc: EncounterLike) -> None:
        pass

    def start_turn(self, enc: EncounterLike, c: Combatant) -> None:
        pass

    def end_turn(self, enc: EncounterLike, c: Combatant) -> None:
        pass

    def turn_skipped(self, enc: EncounterLike, c: Combatant) -> None:
        """``c`` takes no turn now and its turn position was passed over."""

    def condition_expired(self, enc: EncounterLike, c: Combatant, cond: Condition) -> None:
        pass

    def conditions_changed(self, enc: EncounterLike, c: Combatant) -> None:
        pass

    def combatant_removed(self, enc: EncounterLike, c: Combatant) -> None:
        pass

    def sheet_edited(self, enc: EncounterLike, before: Combatant, after: Combatant) -> None:
        pass

    def end_combat(self, enc: EncounterLike, **kw: Any) -> Any:
        """The core then leaves combat; nothing of the rules ends with the fight."""
        enc.add_log("end_combat")
        return None

    def advance_time(self, enc: EncounterLike, start: Calendar, hours: float, **kw: Any) -> Any:
        return None

    def fine_time(self, enc: EncounterLike) -> bool:
        """Whether time must run in half hours (and at each event's minute) for the rules
        themselves now, as a module's ``fine_time``: not by default."""
        return False

    # -- hits and checks --------------------------------------------------------------------
    def preview(self, enc: EncounterLike, cid: str, hit: Any) -> Any:
        raise NotImplementedError

    def apply_hit(self, enc: EncounterLike, cid: str, hit: Any) -> Any:
        raise NotImplementedError

    def plain_damage(self, amount: int) -> Any:
        """The hit :meth:`apply_hit` takes for ``amount`` points of the primary track lost
        with no location or attack (the quick damage entry), or None when the ruleset has
        none and the GM's HP edit is that loss (:mod:`tracker.model.quick_change`)."""
        return None

    def check_spec(self, enc: EncounterLike, chk: PendingCheck) -> CheckSpec:
        raise RulesError("unknown_check", f"the ruleset '{self.id}' makes no '{chk.kind}' "
                         "checks", kind=chk.kind)

    def resolve_check(self, enc: EncounterLike, chk: PendingCheck, roll: int | None = None) -> Any:
        raise RulesError("unknown_check", f"the ruleset '{self.id}' makes no '{chk.kind}' "
                         "checks", kind=chk.kind)

    # -- timers and state -------------------------------------------------------------------
    def timer_from_dict(self, d: Mapping[str, Any]) -> Any:
        raise RulesError("bad_value", f"the ruleset '{self.id}' keeps no timers")

    def validate_timer(self, v: Checker, d: dict[str, Any], path: str) -> None:
        v.bad(path, f"the ruleset '{self.id}' keeps no timers", "no_data_here")

    def validate_state(self, v: Checker, state: dict[str, Any], path: str) -> None:
        for key in state:
            v.bad(f"{path}.{key}", "unknown field", "unknown_field", field=key)

    def demo_encounter(self, lang: str = "en") -> EncounterLike:
        raise NotImplementedError

    def migrate(self, encounter: dict[str, Any], from_version: int) -> dict[str, Any]:
        return encounter

    def time_away(self, enc: EncounterLike, c: Combatant, since: Calendar) -> None:
        """No timers of its own: nothing runs while a combatant is away."""


def primary_track(rs: ViewRules, c: Combatant) -> Track:
    """``c``'s primary track (:attr:`ViewRules.primary_track`): the core speaks of this one
    where it once took a track called "hp"."""
    tracks = rs.tracks(c)
    return next((t for t in tracks if t.id == rs.primary_track), tracks[0])


# ----------------------------------------------------------------------------------------------
# The registry
# ----------------------------------------------------------------------------------------------
_LOADED: dict[str, Ruleset] = {}


def default_ruleset() -> str:
    """The ruleset of an encounter that names none: the first in the manifests' order."""
    found = known_rulesets()
    if not found:
        raise RulesError("unknown_ruleset", "no ruleset is installed (no entry point in "
                         f"the group '{plugins.GROUP}')", ruleset="")
    return found[0]


def known_rulesets() -> tuple[str, ...]:
    """Every ruleset installed (found by entry point) or offered, in the manifests' order."""
    return tuple(plugins.manifests())


def legacy_ruleset() -> str:
    """The ruleset of files written before encounters named theirs."""
    for rid, man in plugins.manifests().items():
        if man.legacy_files:
            return rid
    return default_ruleset()


def get_ruleset(rid: str) -> Ruleset:
    rs = _LOADED.get(rid)
    if rs is not None:
        return rs
    man = plugins.manifest(rid)
    if man is None:
        broken = plugins.BROKEN.get(rid)
        if broken is not None:
            raise RulesError("unknown_ruleset", f"the ruleset '{rid}' is installed but cannot "
                             f"be loaded ({broken})", ruleset=rid)
        raise RulesError("unknown_ruleset", f"unknown ruleset '{rid}' (known: "
                         + ", ".join(known_rulesets()) + ")", ruleset=rid)
    try:
        rs = importlib.import_module(man.rules).RULESET
    except ImportError as exc:
        raise RulesError("unknown_ruleset", f"the ruleset '{rid}' is not available in this "
                         f"installation ({exc})", ruleset=rid) from exc
    _LOADED[rid] = rs
    return rs


def available_rulesets() -> tuple[str, ...]:
    """The rulesets this installation can load (all it knows, normally)."""
    out = []
    for rid in known_rulesets():
        try:
            get_ruleset(rid)
        except RulesError:
            continue
        out.append(rid)
    return tuple(out)


def ruleset_for_id(rid: str) -> Ruleset:
    return get_ruleset(rid)


def ruleset_for(enc: EncounterLike) -> Ruleset:
    return get_ruleset(enc.ruleset_id)


def module_for(rid: str, mid: str) -> RuleModule:
    mod = get_ruleset(rid).modules.get(mid)
    if mod is None:
        raise RulesError("unknown_module", f"unknown rule module '{mid}' for ruleset '{rid}'",
                         module=mid)
    return mod


def enabled_modules(enc: EncounterLike) -> Iterator[RuleModule]:
    """The encounter's modules, in the order the encounter lists them."""
    offered = ruleset_for(enc).modules
    for mid in enc.modules:
        mod = offered.get(mid)
        if mod is not None:
            yield mod


def module_hooks(enc: EncounterLike, name: str) -> Iterator[Callable[..., Any]]:
    """Hook ``name`` (one of :data:`MODULE_HOOKS`) of every enabled module that has it, in the
    encounter's order."""
    if name not in MODULE_HOOKS and name not in _RULESET_HOOKS \
            and name not in ruleset_for(enc).module_hook_names:
        raise AttributeError(f"'{name}' is not a declared hook of rule modules (ModuleHooks, "
                             f"or the ruleset's module_hook_names)")
    for mod in enabled_modules(enc):
        fn = getattr(mod, name, None)
        if fn is not None:
            yield fn


#: the ruleset's hooks (:class:`HookRules`) that modules may have too
_RULESET_HOOKS = frozenset(n for n in HookRules.__dict__ if not n.startswith("_"))


def run_hook(enc: EncounterLike, name: str, *args: Any) -> None:
    """Call hook ``name`` on the ruleset, then on every enabled module that has it."""
    getattr(ruleset_for(enc), name)(enc, *args)
    for fn in module_hooks(enc, name):
        fn(enc, *args)
