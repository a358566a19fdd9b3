"""One table from a ruleset id to its Qt kit: the widgets and dialogs only that ruleset has.

The GM window, the roster, the cards, the detail panel, the checks dock and the player view are
generic: they ask the encounter's ruleset (Qt-free) for numbers and statuses, and the kit for
everything drawn or edited in the ruleset's own way (the figure a GM clicks, the hit or attack
dialog, the sheet editor, the end of combat, the ruleset's docks). As napari's table from layer
type to its controls, the kit is looked up by id and loaded on first use."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from ..model import plugins
from .actions import ActionSpec

if TYPE_CHECKING:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QWidget

    from ..model.combatant import Combatant
    from ..model.encounter import Encounter
    from ..model.words import Words

#: the GM window's document (tracker.ui.document.EncounterDocument) a kit's docks, sections
#: and dialogs are given; not imported, for the document asks the kit for its words
EncounterDocument = Any


@dataclass(frozen=True)
class Column:
    """A roster column of the ruleset's own (after name, side, tracks and conditions)."""

    key: str
    header: Callable[[], str]  # translated on every call
    #: the cell's text: ``text(c)``, or ``text(c, enc)`` when ``with_encounter``
    text: Callable[..., str]
    #: in pixels; None: it stretches with the conditions column
    width: int | None = None
    #: the text depends on more than the combatant (a CoC death clock held by another)
    with_encounter: bool = False
    #: the text depends on the row's turn-order position too: ``text(c, enc, position)``
    #: (a CoC death clock is held by one of a gunman's rows)
    with_position: bool = False
    #: the cell's tooltip when it says more than the cell (the CoC death clock's whole
    #: lines), called as ``text``; None: the cell's text
    tip: Callable[..., str] | None = None

    def cell(self, c: Combatant, enc: Encounter, position: str | None = None) -> str:
        return self._call(self.text, c, enc, position)

    def tip_text(self, c: Combatant, enc: Encounter, position: str | None = None) -> str:
        return self._call(self.tip or self.text, c, enc, position)

    def _call(self, fn: Callable[..., str], c: Combatant, enc: Encounter,
              position: str | None) -> str:
        if self.with_position:
            return fn(c, enc, position)
        return fn(c, enc) if self.with_encounter else fn(c)


@dataclass(frozen=True)
class Dock:
    """A dock widget of the ruleset's own (the GURPS recovery timers, the campaign world…)."""

    key: str
    title: Callable[[], str]
    make: Callable[[EncounterDocument], QWidget]
    area: Qt.DockWidgetArea
    #: tabbed with the log at the bottom, or stacked on the right
    tab_with: str | None = "log"


class Figure(Protocol):
    """The clickable body of a combatant (a QWidget): emits ``locationClicked(str)`` with a
    part id ("" for the whole figure where the ruleset has no parts)."""

    def set_compact(self, compact: bool) -> None: ...


class Kit(Protocol):
    ruleset_id: str
    #: whether a hit is entered apart from the attack roll (GURPS: where it landed); False
    #: where the attack dialog enters it too (Call of Cthulhu): no Enter hit action
    hit_entry: bool

    #: the ruleset's entries of a combatant's context menu: the kit's handlers, called
    #: with the window and the combatant (``args=(WINDOW, SELECTED)``); an entry that names
    #: a ``menu`` ("combat") is in that menu of the window too, with its keys (GURPS:
    #: Maneuver and posture…, Ctrl+M)
    context_menu: tuple[ActionSpec, ...]
    #: the module of the ruleset's own figures in the GM-window benchmark ("" for none)
    bench: str

    def importers(self) -> list[Importer]: ...
    def can_import(self) -> bool: ...
    def plot_references(self, c: Combatant | None) -> list[tuple[str, float]]: ...
    def web_labels(self) -> dict[str, Any]: ...

    def legal_notice(self) -> str:
        """The ruleset's trademark notice for the About box, translated ("" for none)."""
        ...

    def party_state_text(self) -> str:
        """What writing the party back to the library keeps, in the ruleset's words, for
        the question after End combat."""
        ...

    def against_label(self, against: str) -> str:
        """What a check is rolled against (``CheckSpec.against``: "HT", "CON×5", …) in the
        UI language."""
        ...

    def roll_spin(self, dice: str, parent: QWidget) -> QWidget:
        """The Checks dock's field for a typed roll of ``dice``."""
        ...

    def words(self) -> Words:
        """The ruleset's words file in the UI language (:mod:`tracker.model.words`)."""
        ...

    def track_label(self, track_id: str) -> str: ...
    def figure(self) -> QWidget: ...
    def show_on_figure(self, fig: QWidget, c: Combatant | None, enc: Encounter,
                       public: bool = False) -> None: ...
    def card_numbers(self, c: Combatant) -> str: ...
    def detail_title(self, c: Combatant) -> str: ...
    def detail_stats(self, c: Combatant) -> str: ...
    def wound_lines(self, c: Combatant, enc: Encounter) -> list[str]: ...
    def parts_text(self, c: Combatant) -> str: ...
    def slot_label(self, c: Combatant, slot: str) -> str: ...
    def slot_tag(self, slot: str) -> str:
        """A slot in a few characters, put before the name on its roster row ("DEX÷2")."""
        ...
    declaration_keys: tuple[str, ...]
    def declaration_target(self, body: dict[str, Any]) -> str | None: ...
    def edit_declaration(self, window: Any, cid: str, body: dict[str, Any],
                         target: str | None) -> Any: ...
    def edit_defense(self, window: Any, cid: str, attack: dict[str, Any],
                     body: dict[str, Any]) -> Any: ...
    def public_slot_label(self, name: str, slot: str) -> str: ...
    def columns(self) -> list[Column]: ...
    def docks(self) -> list[Dock]: ...
    def settable_conditions(self) -> tuple[str, ...]: ...
    def open_hit(self, window: Any, cid: str, location: str) -> None: ...
    def open_attack(self, window: Any, cid: str) -> None: ...
    def open_add(self, window: Any) -> None: ...
    def open_edit(self, window: Any, cid: str) -> None: ...
    def end_combat(self, window: Any) -> None: ...
    def tips(self) -> dict[str, str]: ...

    # -- optional: a kit without them has none (see the functions below) ---------------------
    def detail_sections(self, doc: EncounterDocument) -> list[QWidget]:
        """Extra sections of the detail panel, each a QWidget with ``show_combatant(cid)``
        that keeps itself up to date (and hidden when it has nothing to show)."""
        ...

    def check_dialog(self, chk: Any) -> Callable[[QWidget, EncounterDocument, int], None] | None:
        """For a pending check whose modifiers the GM sets in a dialog: a function opening it
        (parent, document, check id); None for a check rolled as it is."""
        ...

    def web_figures(self) -> Any:
        """The data the ruleset's figure script on the players' page draws from (made from
        the kit's own drawings into ``figures.json``); None for none."""
        ...

    def public_header(self, world: dict[str, Any]) -> str:
        """The ruleset's public world (``PublicView.world``) as a line of plain text for the
        top of the players' screen ("" for none)."""
        ...

    def public_notes(self, notes: tuple[dict[str, Any], ...]) -> list[str]:
        """A public combatant's notes (``PublicCombatant.notes``) as words under its
        conditions."""
        ...

    def log_args(self, key: str, args: dict[str, Any],
                 c: Combatant | None = None) -> dict[str, Any]:
        """A log line's arguments with the ruleset's own ids as words (the log asks it);
        ``c`` is the combatant the line is about (None: nobody, or gone)."""
        ...

    # -- the ruleset's words (tracker/ui/explain_text.py and log_text.py ask for them) -------
    #: the ruleset's condition ids -> English names (context "Condition")
    condition_names: dict[str, str]
    #: the ruleset's check kinds -> English names (context "Log")
    check_names: dict[str, str]

    def condition_label(self, condition: str, value: int = 0) -> str: ...

    def explain_name(self, arg: str, value: Any, c: Combatant | None = None) -> Any:
        """An id among an explain line's arguments as its display name (``c``: whose line)."""
        ...

    def error_text(self, exc: Exception, c: Combatant | None = None) -> str:
        """A refusal of this ruleset's encounter as a sentence in the UI language."""
        ...

    def window_parts(self, doc: EncounterDocument,
                     selected: Callable[[], list[str]]) -> list[WindowPart]:
        """Widgets of the kit's own the GM window holds, each at its place (GURPS's quick-hit
        line in a toolbar); ``selected()``: everyone selected, in turn order. Made anew when
        a document is opened (tracker/ui/group_actions.py)."""
        ...


@dataclass(frozen=True)
class Importer:
    """Character files (and pasted text) a kit can import: File → Import characters…, a drop
    on the roster, Ctrl+V on the roster."""

    suffixes: tuple[str, ...]  # (".gcs",)
    label: Callable[[], str]  # the file dialog's name for them, translated on every call
    #: ``open(window, paths)``: the import preview of these files
    open: Callable[[Any, list[str]], None]
    #: ``paste(window, text)``: the preview of pasted text; False when the text is not for it
    paste: Callable[[Any, str], bool] | None = None


#: where a :class:`WindowPart` may stand: a toolbar line of its own under the window's toolbars
PART_PLACES = ("toolbar",)


@dataclass(frozen=True)
class WindowPart:
    """A widget a kit adds to the GM window (:meth:`Kit.window_parts`). The window puts it at
    its place and names it; it knows nothing else of it."""

    #: the object name of what holds it (``toolbar_`` and a name of the kit's): the window
    #: and its tests find it by this
    name: str
    widget: QWidget
    #: what the window calls it (a toolbar's name in its context menu), translated on every
    #: call
    title: Callable[[], str]
    place: str = "toolbar"  # one of PART_PLACES
    #: Selected → Hit all selected… starts a hit on everyone selected here (None: this part
    #: offers none; the entry is enabled while a part offers one)
    hit_selected: Callable[[], None] | None = None


def importers(kit: Kit) -> list[Importer]:
    return list(kit.importers())


class BaseKit:
    """The defaults of a :class:`Kit`: a ruleset's kit subclasses it and draws or edits what
    is its own. With nothing overridden a ruleset still gets a figure (a plain card with its
    HP), its tracks by id, its conditions to set, and no docks, columns, sections, importers
    or dialogs of its own (the hit and add entries must be given: they are the ruleset's)."""

    ruleset_id: str = ""
    hit_entry: bool = True
    context_menu: tuple[ActionSpec, ...] = ()
    #: the module of the ruleset's own figures in the GM-window benchmark (tracker.ui.bench):
    #: ``report()``, and ``heavy_report()`` for heavy input; "" for none
    bench: str = ""

    def importers(self) -> list[Importer]:
        """Character files (and pasted text) File → Import characters… and the roster take."""
        return []

    @property
    def can_import(self) -> bool:
        """Whether File → Import characters… has anything for this ruleset."""
        return bool(self.importers())

    def words(self) -> Words:
        from ..model.words import EMPTY

        # a bare BaseKit() (a caller without a kit) has no ruleset and no words
        return ui_words(self.ruleset_id) if self.ruleset_id else EMPTY

    def track_label(self, track_id: str) -> str:
        """As its words file names the track, else the id in capitals."""
        return self.words().tracks.get(track_id) or track_id.upper()

    @staticmethod
    def party_state_text() -> str:
        from PySide6.QtCore import QCoreApplication

        return QCoreApplication.translate("LibraryController", "HP and the other tracks, wounds "
                                          "and lasting conditions")

    def figure(self) -> QWidget:
        from .plain_figure import PlainFigure

        return PlainFigure()

    def show_on_figure(self, fig: Any, c: Combatant | None, enc: Encounter,
                       public: bool = False) -> None:
        if c is None:
            fig.show_text("")
            return
        from ..model.ruleset import primary_track, ruleset_for_id

        # enc: None on the players' screens
        hp = primary_track(ruleset_for_id(self.ruleset_id), c)
        shown = not public or c.visibility.hp == "exact"
        fig.show_text(f"{self.track_label(hp.id)} {hp.current}/{hp.maximum}" if shown else "")

    def card_numbers(self, c: Combatant) -> str:
        """Rich text: user text in it must be escaped (numbers only here)."""
        from ..model.ruleset import ruleset_for_id

        return " · ".join(f"{self.track_label(t.id)} {t.current}/{t.maximum}"
                          for t in ruleset_for_id(self.ruleset_id).tracks(c))

    def detail_title(self, c: Combatant) -> str:
        return c.name

    def detail_stats(self, c: Combatant) -> str:
        """Rich text (``<br>`` between lines): user text in it must be escaped."""
        return ""

    def wound_lines(self, c: Combatant, enc: Encounter) -> list[str]:
        return []

    def parts_text(self, c: Combatant) -> str:
        return ""

    def slot_label(self, c: Combatant, slot: str) -> str:
        return slot

    def slot_tag(self, slot: str) -> str:
        return slot

    #: the keys of a seat's ``declare`` request (other than ``attack``) that
    #: :meth:`edit_declaration` opens an entry for (contracts/seats.md)
    declaration_keys: tuple[str, ...] = ()

    def declaration_target(self, body: dict[str, Any]) -> str | None:
        """The combatant a seat's declaration ``body`` names, as players see it (its
        ``target``), for :meth:`edit_declaration`; None: none."""
        target = body.get("target")
        return target if isinstance(target, str) else None

    def edit_declaration(self, window: Any, cid: str, body: dict[str, Any],
                         target: str | None) -> Any:
        """Open the ruleset's entry for a seat's declaration on ``cid`` filled from ``body``
        (``target``: the combatant id :meth:`declaration_target` names), and return that
        dialog; None: none."""
        return None

    def edit_defense(self, window: Any, cid: str, attack: dict[str, Any],
                     body: dict[str, Any]) -> Any:
        """Open the ruleset's usual defense entry for ``attack`` (the session's ``attack``
        request whose defender ``cid``'s seat was asked, its roll already made) filled in
        with the seat's defense ``body``, and return the dialog whose acceptance applies
        it (one undo step); None: none."""
        return None

    def public_slot_label(self, name: str, slot: str) -> str:
        """The players' "Now:" name for a slot's turn (:attr:`PublicView.now_slot`): by the
        ``slots`` of its words file's page words (a slot's kind -> a template with {0} for the
        name they see), the same words as on the page."""
        return self.words().page.get("slots", {}).get(slot, "{0}").format(name)

    def columns(self) -> list[Column]:
        return []

    def docks(self) -> list[Dock]:
        return []

    def settable_conditions(self) -> tuple[str, ...]:
        from ..model.ruleset import ruleset_for_id

        return tuple(ruleset_for_id(self.ruleset_id).conditions)

    def open_attack(self, window: Any, cid: str) -> None:
        self.open_hit(window, cid, "")

    def open_hit(self, window: Any, cid: str, location: str) -> None:
        raise NotImplementedError

    def open_add(self, window: Any) -> None:
        raise NotImplementedError

    def open_edit(self, window: Any, cid: str) -> None:
        raise NotImplementedError

    def end_combat(self, window: Any) -> None:
        from PySide6.QtCore import QCoreApplication

        from ..model import operations as ops

        window.doc.run(lambda: QCoreApplication.translate("Kit", "End combat"), ops.end_combat)

    def tips(self) -> dict[str, str]:
        return {}

    def detail_sections(self, doc: EncounterDocument) -> list[QWidget]:
        return []

    def check_dialog(self, chk: Any) -> Callable[[QWidget, EncounterDocument, int], None] | None:
        return None

    def web_figures(self) -> Any:
        return None

    def legal_notice(self) -> str:
        return ""

    def against_label(self, against: str) -> str:
        # as its words file names it, else as the ruleset wrote it
        from PySide6.QtCore import QCoreApplication

        named = self.words().against.get(against)
        if named:
            return named
        return QCoreApplication.translate("ChecksView", against) if against else ""

    def roll_spin(self, dice: str, parent: QWidget) -> QWidget:
        from .spinboxes import SpinBox

        return SpinBox(parent)

    def public_header(self, world: dict[str, Any]) -> str:
        return ""

    def public_notes(self, notes: tuple[dict[str, Any], ...]) -> list[str]:
        return []

    def web_labels(self) -> dict[str, Any]:
        """The ruleset's words on the page on the players' devices: its words file's page
        words, its track names and which one is primary (as tracker.web.page gives them)."""
        from ..model.ruleset import ruleset_for_id

        rs = ruleset_for_id(self.ruleset_id)
        return {**self.words().page, "tracks": {t: self.track_label(t) for t in rs.track_ids},
                "primary": rs.primary_track}

    def window_parts(self, doc: EncounterDocument,
                     selected: Callable[[], list[str]]) -> list[WindowPart]:
        return []

    def log_args(self, key: str, args: dict[str, Any],
                 c: Combatant | None = None) -> dict[str, Any]:
        return args

    # -- words ------------------------------------------------------------------------------
    #: the ruleset's conditions -> English names (context "Condition"); the core's
    #: (unconscious, dead, destroyed) are named without it
    condition_names: dict[str, str] = {}
    #: the ruleset's check kinds -> English names (context "Log")
    check_names: dict[str, str] = {}

    def condition_label(self, condition: str, value: int = 0) -> str:
        """A condition as the roster, the detail panel and the players' screens list it."""
        from .explain_text import condition_name

        return condition_name(condition, self)

    def explain_name(self, arg: str, value: Any, c: Combatant | None = None) -> Any:
        """An id among an explain line's arguments as its display name; ``c`` is the
        combatant the line is about (None: nobody, or gone)."""
        return value

    def error_text(self, exc: Exception, c: Combatant | None = None) -> str:
        """A refusal in this ruleset's encounter as a sentence: the core's are known."""
        from .explain_text import core_error_text

        return core_error_text(exc) or str(exc)  # type: ignore[arg-type]

    def plot_references(self, c: Combatant | None) -> list[tuple[str, float]]:
        """Lines across the plot (label, value) for ``c`` (labels only when None)."""
        return [("0", 0.0)]


_LOADED: dict[str, Kit] = {}


def ui_words(rid: str) -> Words:
    """Ruleset ``rid``'s words file in the UI language (:mod:`tracker.model.words`)."""
    from ..model.words import words
    from .i18n import language

    return words(rid, language())


def page_word(rid: str, *path: str) -> str:
    """One of ruleset ``rid``'s ``page`` words in the UI language, by its path ("seat",
    "defenses", "parry"): the words the players' page shows, for the kit's own dialogs too;
    the last key as it is where the file has none."""
    found: Any = ui_words(rid).page
    for key in path:
        found = found.get(key) if isinstance(found, dict) else None
    return found if isinstance(found, str) else path[-1]


def kit_for_id(rid: str) -> Kit:
    """The kit the ruleset's manifest names; a ruleset without one gets the plain BaseKit."""
    kit = _LOADED.get(rid)
    if kit is None:
        man = plugins.manifest(rid)
        if man is None or not man.kit:
            kit = BaseKit()
            kit.ruleset_id = rid  # type: ignore[misc]
        else:
            kit = importlib.import_module(man.kit).KIT
        _LOADED[rid] = kit
    return kit


def legal_notices() -> list[str]:
    """Every installed ruleset's notice (the About box)."""
    return [kit_for_id(rid).legal_notice() for rid in plugins.manifests()]


def kit_for(enc: Encounter) -> Kit:
    return kit_for_id(enc.ruleset_id)

