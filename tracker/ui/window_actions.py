"""The GM window's actions, menus and toolbar as one table (:mod:`tracker.ui.actions` builds
it): every key, accelerator and menu place the window has, and when each action can be used.

The texts keep the translation context "MainWindow" they had as the window's ``tr()``
strings, so their Japanese stayed where it was."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtGui import QKeySequence

from ..model import operations as ops
from .actions import SELECTED, WINDOW, ActionSpec, Place

Std = QKeySequence.StandardKey


# -- when an action can be used (of the window) -----------------------------------------------
def someone_selected(w: Any) -> bool:
    return w.selected is not None


def has_hit_entry(w: Any) -> bool:
    """Entering a hit apart from the attack roll is a ruleset's own (GURPS hit locations);
    where the attack dialog enters the hit too (Call of Cthulhu) the action is not shown."""
    return w.kit is None or w.kit.hit_entry


def has_turns(w: Any) -> bool:
    # turns exist in a fight only (menu, toolbar and F8/Shift+F8 share these actions)
    enc = w.doc.encounter
    return enc.in_combat and bool(enc.order)


def can_step_back(w: Any) -> bool:
    return ops.can_step_back(w.doc.encounter)


def can_start(w: Any) -> bool:
    # a fight is started once and ended once: neither resets the other by a stray click;
    # nobody: no fight
    enc = w.doc.encounter
    return not enc.in_combat and bool(enc.order)


def in_combat(w: Any) -> bool:
    return w.doc.encounter.in_combat


def can_roll_check(w: Any) -> bool:
    return ops.any_rollable(w.doc.encounter)


def can_import(w: Any) -> bool:
    return w.kit is not None and w.kit.can_import


def _language(code: str):
    def checked(_w: Any) -> bool:
        from . import i18n

        return i18n.language() == code
    return checked


def _theme(key: str):
    def checked(_w: Any) -> bool:
        from . import theme

        return theme.current() == key
    return checked


#: the menu bar, in order: key -> title (the Selected menu and File → Library are their
#: parts' own: tracker/ui/group_actions.py, tracker/ui/library_window.py)
MENUS: dict[str, str] = {
    "file": QT_TRANSLATE_NOOP("MainWindow", "&File"),
    "edit": QT_TRANSLATE_NOOP("MainWindow", "&Edit"),
    "combat": QT_TRANSLATE_NOOP("MainWindow", "&Combat"),
    "view": QT_TRANSLATE_NOOP("MainWindow", "&View"),
    "help": QT_TRANSLATE_NOOP("MainWindow", "&Help"),
}
#: submenus: key -> title
SUBMENUS: dict[str, str] = {
    "recent": QT_TRANSLATE_NOOP("MainWindow", "Open &Recent"),
    "demo": QT_TRANSLATE_NOOP("MainWindow", "Open &demo"),
    "language": QT_TRANSLATE_NOOP("MainWindow", "&Language"),
    "theme": QT_TRANSLATE_NOOP("MainWindow", "&Theme"),
}
TOOLBAR_TITLE = QT_TRANSLATE_NOOP("MainWindow", "Main")
#: the window's toolbars (the main one and the kit's lines, as the quick hit) keep 1 px round
#: their buttons, not the style's 4: at 1920×1080 at 150 % (1280×720 logical) in Japanese
#: those 6 px under the two toolbars were the 12th roster row's (issue 43)
TOOLBAR_STYLE = "QToolBar { padding: 1px; }"

_S = SELECTED
ACTIONS: tuple[ActionSpec | Place, ...] = (
    # -- File -----------------------------------------------------------------------------
    ActionSpec("new", QT_TRANSLATE_NOOP("MainWindow", "&New…"), "_new", shortcut=Std.New,
               tip=QT_TRANSLATE_NOOP("MainWindow", "Start an empty encounter: choose its rules"),
               menu="file"),
    ActionSpec("open", QT_TRANSLATE_NOOP("MainWindow", "&Open…"), "files.ask_open",
               args=(WINDOW,), shortcut=Std.Open, menu="file"),
    Place("recent", "file"),
    Place("demo", "file"),
    ActionSpec("save", QT_TRANSLATE_NOOP("MainWindow", "&Save"), "files.save", args=(WINDOW,),
               shortcut=Std.Save, menu="file"),
    ActionSpec("save_as", QT_TRANSLATE_NOOP("MainWindow", "Save &As…"), "files.save_as",
               args=(WINDOW,), shortcut=Std.SaveAs, menu="file"),
    # (File → Library comes first in this section: tracker/ui/library_window.py)
    ActionSpec("import", QT_TRANSLATE_NOOP("MainWindow", "&Import characters…"),
               "import_characters", shortcut="Ctrl+I",
               tip=QT_TRANSLATE_NOOP("MainWindow", "Add characters from the character files of this encounter's rules"),  # noqa: E501
               menu="file", section=1, enabled_when=can_import),
    ActionSpec("export_log", QT_TRANSLATE_NOOP("MainWindow", "E&xport log…"),
               "commands.export_log",
               tip=QT_TRANSLATE_NOOP("MainWindow", "Save the combat log as a chat-log page or text, the GM's or the players' version"),  # noqa: E501
               menu="file", section=1),
    ActionSpec("archive_log", QT_TRANSLATE_NOOP("MainWindow", "Ar&chive the log…"),
               "commands.archive_log",
               tip=QT_TRANSLATE_NOOP("MainWindow", "Write the combat log to a file, then empty it (undo brings it back): a long campaign's log keeps the encounter file small enough to save"),  # noqa: E501
               menu="file", section=1),
    ActionSpec("quit", QT_TRANSLATE_NOOP("MainWindow", "&Quit"), "close", shortcut=Std.Quit,
               menu="file", section=2),
    # -- Edit -----------------------------------------------------------------------------
    # fixed labels (the toolbar must not move): the action's own text is in the tooltip
    ActionSpec("undo", QT_TRANSLATE_NOOP("MainWindow", "&Undo"), "doc.undo_stack.undo",
               shortcut=Std.Undo, stack="undo", menu="edit"),
    # both common redo keys everywhere, the platform's own once
    ActionSpec("redo", QT_TRANSLATE_NOOP("MainWindow", "&Redo"), "doc.undo_stack.redo",
               shortcut=(Std.Redo, "Ctrl+Y", "Ctrl+Shift+Z"), stack="redo", menu="edit"),
    ActionSpec("add", QT_TRANSLATE_NOOP("MainWindow", "Add &combatant…"), "_add",
               shortcut="Ctrl+Shift+A", tip=QT_TRANSLATE_NOOP("MainWindow", "Add a combatant"),
               menu="edit", section=1),
    ActionSpec("duplicate", QT_TRANSLATE_NOOP("MainWindow", "&Duplicate"), "commands.duplicate",
               shortcut="Ctrl+D",
               tip=QT_TRANSLATE_NOOP("MainWindow", "Duplicate the selected combatant"),
               menu="edit", section=1, enabled_when=someone_selected),
    ActionSpec("remove", QT_TRANSLATE_NOOP("MainWindow", "Re&move"), "commands.remove",
               shortcut=Std.Delete,
               tip=QT_TRANSLATE_NOOP("MainWindow", "Remove the selected combatant"),
               menu="edit", section=1, enabled_when=someone_selected),
    ActionSpec("edit", QT_TRANSLATE_NOOP("MainWindow", "&Edit stats…"), "_edit", args=(_S,),
               shortcut="Ctrl+E",
               tip=QT_TRANSLATE_NOOP("MainWindow", "Edit the selected combatant's stats"),
               menu="edit", section=1, enabled_when=someone_selected),
    ActionSpec("up", QT_TRANSLATE_NOOP("MainWindow", "Move earl&ier"), "commands.move", args=(-1,),
               shortcut="Ctrl+Up",
               tip=QT_TRANSLATE_NOOP("MainWindow", "Move earlier in the turn order"),
               menu="edit", section=2, enabled_when=someone_selected),
    ActionSpec("down", QT_TRANSLATE_NOOP("MainWindow", "Move &later"), "commands.move", args=(1,),
               shortcut="Ctrl+Down",
               tip=QT_TRANSLATE_NOOP("MainWindow", "Move later in the turn order"),
               menu="edit", section=2, enabled_when=someone_selected),
    # -- Combat ---------------------------------------------------------------------------
    ActionSpec("attack", QT_TRANSLATE_NOOP("MainWindow", "&Attack roll…"), "open_attack",
               args=(_S,), shortcut="Ctrl+R",
               tip=QT_TRANSLATE_NOOP("MainWindow", "Roll an attack on the selected combatant and enter what it does"),  # noqa: E501
               menu="combat", enabled_when=someone_selected),
    ActionSpec("hit", QT_TRANSLATE_NOOP("MainWindow", "Enter &hit…"), "open_hit",
               args=(_S, ""), shortcut="Ctrl+H",
               tip=QT_TRANSLATE_NOOP("MainWindow", "Enter a hit on the selected combatant"),
               menu="combat", enabled_when=someone_selected, shown_when=has_hit_entry),
    # the ruleset's own entries of this menu (its kit's context_menu entries that name it:
    # GURPS, Maneuver and posture…)
    Place("kit", "combat"),
    ActionSpec("roll_line", QT_TRANSLATE_NOOP("MainWindow", "&Roll line"), "focus_roll_line",
               shortcut="Ctrl+L",
               tip=QT_TRANSLATE_NOOP("MainWindow", "Type a BCDice command to roll (CCB<=60, 2D6+1…)"),  # noqa: E501
               menu="combat"),
    ActionSpec("next", QT_TRANSLATE_NOOP("MainWindow", "&Next turn"), "commands.next_turn",
               shortcut="F8",
               tip=QT_TRANSLATE_NOOP("MainWindow", "End this turn and start the next one"),
               menu="combat", section=1, enabled_when=has_turns),
    ActionSpec("prev", QT_TRANSLATE_NOOP("MainWindow", "&Previous turn"), "commands.prev_turn",
               shortcut="Shift+F8", tip=QT_TRANSLATE_NOOP("MainWindow", "Go back one turn"),
               menu="combat", section=1, enabled_when=can_step_back),
    # the GM's preference: off, a new turn only scrolls the acting row and card into view
    ActionSpec("follow_turn", QT_TRANSLATE_NOOP("MainWindow", "Select &whoever acts"),
               "toggle_follow_turn",
               tip=QT_TRANSLATE_NOOP("MainWindow", "When the turn passes, select the combatant whose turn it is"),  # noqa: E501
               menu="combat", section=1, checkable=True, checked_when=lambda w: w.follow_turn),
    # the Checks dock by keyboard (issue 43): go there, roll its first check, roll them all
    ActionSpec("checks", QT_TRANSLATE_NOOP("MainWindow", "Go to the &checks"),
               "commands.focus_checks", shortcut="F6",
               tip=QT_TRANSLATE_NOOP("MainWindow", "Show the Checks dock and put the keyboard on its first check"),  # noqa: E501
               menu="combat", section=2),
    ActionSpec("roll_check", QT_TRANSLATE_NOOP("MainWindow", "R&oll the first check"),
               "commands.roll_first_check", shortcut="Ctrl+Shift+R",
               tip=QT_TRANSLATE_NOOP("MainWindow", "Let the app roll the first check that is due"),
               menu="combat", section=2, enabled_when=can_roll_check),
    ActionSpec("roll_all", QT_TRANSLATE_NOOP("MainWindow", "Roll them a&ll"),
               "commands.roll_all_checks", shortcut="Ctrl+Alt+R",
               tip=QT_TRANSLATE_NOOP("MainWindow", "Let the app roll every check that is due, oldest first"),  # noqa: E501
               menu="combat", section=2, enabled_when=can_roll_check),
    # beside F8's turns: a fight's start and end are turn keys too (their tips are the kit's)
    ActionSpec("start", QT_TRANSLATE_NOOP("MainWindow", "&Start combat"), "commands.start_combat",
               shortcut="Ctrl+F8", menu="combat", section=3, enabled_when=can_start),
    ActionSpec("end", QT_TRANSLATE_NOOP("MainWindow", "&End combat"), "commands.end_combat",
               shortcut="Ctrl+Shift+F8", menu="combat", section=3, enabled_when=in_combat),
    ActionSpec("advance", QT_TRANSLATE_NOOP("MainWindow", "Ad&vance time…"),
               "commands.advance_time",
               shortcut="Ctrl+T",
               tip=QT_TRANSLATE_NOOP("MainWindow", "Let time pass on the calendar: minutes, hours or days"),  # noqa: E501
               menu="combat", section=3),
    ActionSpec("rules", QT_TRANSLATE_NOOP("MainWindow", "R&ules and options…"), "commands.rules",
               tip=QT_TRANSLATE_NOOP("MainWindow", "The optional rules of this encounter"),
               menu="combat", section=4),
    # -- View -----------------------------------------------------------------------------
    ActionSpec("player", QT_TRANSLATE_NOOP("MainWindow", "&Player view"), "open_player_view",
               shortcut="F10", tip=QT_TRANSLATE_NOOP("MainWindow", "Open the players' screen"),
               menu="view"),
    ActionSpec("share", QT_TRANSLATE_NOOP("MainWindow", "S&hare with players' devices…"),
               "open_share", shortcut="Ctrl+F10",
               tip=QT_TRANSLATE_NOOP("MainWindow", "Show the players' screen on their phones and tablets over the local network"),  # noqa: E501
               menu="view"),
    Place("docks", "view", section=1),
    Place("language", "view", section=2),
    Place("theme", "view", section=2),
    # each language by its own name, in every language: not marked for translation
    ActionSpec("language_ja", "日本語", "languageRequested.emit", args=("ja",),
               menu="language", checkable=True, checked_when=_language("ja"), group="language"),
    ActionSpec("language_en", "English", "languageRequested.emit", args=("en",),
               menu="language", checkable=True, checked_when=_language("en"), group="language"),
    ActionSpec("theme_system", QT_TRANSLATE_NOOP("MainWindow", "&System"), "set_theme",
               args=("system",), menu="theme", checkable=True, checked_when=_theme("system"),
               group="theme"),
    ActionSpec("theme_light", QT_TRANSLATE_NOOP("MainWindow", "&Light"), "set_theme",
               args=("light",), menu="theme", checkable=True, checked_when=_theme("light"),
               group="theme"),
    ActionSpec("theme_dark", QT_TRANSLATE_NOOP("MainWindow", "&Dark"), "set_theme",
               args=("dark",), menu="theme", checkable=True, checked_when=_theme("dark"),
               group="theme"),
    # -- Help -----------------------------------------------------------------------------
    ActionSpec("keys", QT_TRANSLATE_NOOP("MainWindow", "&Keyboard shortcuts"), "commands.shortcuts",
               shortcut=Std.HelpContents,
               tip=QT_TRANSLATE_NOOP("MainWindow", "Every keyboard shortcut of this window"),
               menu="help"),
    ActionSpec("about", QT_TRANSLATE_NOOP("MainWindow", "&About"), "commands.about", menu="help",
               section=1),
)

#: the main toolbar, in order (None: a separator)
TOOLBAR: tuple[str | None, ...] = (
    "undo", "redo", None, "add", "duplicate", "remove", "edit", None, "attack", "hit", None,
    "prev", "next", None, "start", "end")
#: a combatant's context menu, before the ruleset's and the library's own entries
CONTEXT_MENU: tuple[str, ...] = ("edit", "attack", "hit", "duplicate", "remove")
