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

if TYPE_CHECKING:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QWidget

    from ..model.combatant import Combatant
    from ..model.encounter import Encounter
    from .document import EncounterDocument


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

    def cell(self, c: Combatant, enc: Encounter, position: str | None = None) -> str:
        if self.with_position:
            return self.text(c, enc, position)
        return self.text(c, enc) if self.with_encounter else self.text(c)


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

    def public_header(self, enc: Encounter) -> str:
        """A line of plain text for the top of the players' screen ("" for none)."""
        ...

    def public_notes(self, c: Combatant, enc: Encounter) -> list[str]:
        """Words the players' screen may add under a combatant's conditions."""
        ...

    def log_args(self, key: str, args: dict[str, Any]) -> dict[str, Any]:
        """A log line's arguments with the ruleset's own ids as words (the log asks it)."""
        ...


#: ruleset id -> the module that provides its kit (its attribute ``KIT``)
PROVIDERS: dict[str, str] = {
    "gurps": "tracker.ui.gurps.kit",
    "coc": "tracker.ui.coc.kit",
}
_LOADED: dict[str, Kit] = {}


def kit_for_id(rid: str) -> Kit:
    kit = _LOADED.get(rid)
    if kit is None:
        kit = _LOADED[rid] = importlib.import_module(PROVIDERS[rid]).KIT
    return kit


def kit_for(enc: Encounter) -> Kit:
    return kit_for_id(enc.ruleset_id)


def detail_sections(kit: Kit, doc: EncounterDocument) -> list[QWidget]:
    fn = getattr(kit, "detail_sections", None)
    return list(fn(doc)) if fn is not None else []


def check_dialog(kit: Kit, chk: Any) -> Callable[[QWidget, EncounterDocument, int], None] | None:
    fn = getattr(kit, "check_dialog", None)
    return fn(chk) if fn is not None else None


def public_header(kit: Kit, enc: Encounter) -> str:
    fn = getattr(kit, "public_header", None)
    return fn(enc) if fn is not None else ""


def public_notes(kit: Kit, c: Combatant, enc: Encounter) -> list[str]:
    fn = getattr(kit, "public_notes", None)
    return list(fn(c, enc)) if fn is not None else []
