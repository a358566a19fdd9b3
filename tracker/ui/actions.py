"""Actions from a table: a declarative list of :class:`ActionSpec` made into QActions by one
function, for the GM window (:mod:`tracker.ui.window_actions`), its parts (the Selected menu,
the library) and a ruleset's kit (its entries of a combatant's context menu) alike.

A spec's text is an English source string marked with ``QT_TRANSLATE_NOOP`` in the spec's
translation context, translated when the action is built (the window is rebuilt on a language
switch); its handler is named, not held, so a table is plain data that names no widget."""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence

from .user_text import plain_tip

#: one key, or several (a platform's standard keys with others beside them)
Key = str | QKeySequence.StandardKey
Keys = Key | tuple[Key, ...] | None


class Arg(enum.Enum):
    """An argument of a handler known only when the action is triggered."""

    #: the GM window
    WINDOW = "window"
    #: the combatant the action is about (the selected one; a context menu's own)
    SELECTED = "selected"


WINDOW, SELECTED = Arg.WINDOW, Arg.SELECTED

#: the QAction property that keeps an action out of Help → Keyboard shortcuts
UNLISTED = "unlistedShortcut"


@dataclass(frozen=True)
class ActionSpec:
    """One action: what it says, its keys, where it sits and what it does."""

    id: str
    #: the English source, marked with ``QT_TRANSLATE_NOOP(context, …)``
    text: str
    #: the owner's method that runs it, by name; a dotted name reaches a part of the owner
    #: ("files.save", "doc.undo_stack.undo")
    handler: str
    #: its arguments: values, or :class:`Arg` filled in when it is triggered
    args: tuple[Any, ...] = ()
    shortcut: Keys = None
    #: status and tool tip (a source string of the context as well)
    tip: str = ""
    #: the menu it is listed in (a key of the table's menus; "" for none)
    menu: str = ""
    #: its group in that menu: a separator comes between groups
    section: int = 0
    #: whether it can be used now (of the owner); None: always
    enabled_when: Callable[[Any], bool] | None = None
    #: whether it is there at all (of the owner: a ruleset without it hides it); None: always
    shown_when: Callable[[Any], bool] | None = None
    checkable: bool = False
    #: for a checkable action: whether it is checked (of the owner), read when it is built
    checked_when: Callable[[Any], bool] | None = None
    #: checkable actions of one exclusive group share a name
    group: str = ""
    #: whether Help → Keyboard shortcuts lists its keys
    listed: bool = True
    #: a freedesktop icon name (QIcon.fromTheme); "" for none
    icon: str = ""
    #: "undo" or "redo": the action follows the owner's ``doc.undo_stack``
    stack: str = ""
    #: the translation context of its text and tip
    context: str = "MainWindow"

    def label(self) -> str:
        return QCoreApplication.translate(self.context, self.text)

    def tip_text(self) -> str:
        return QCoreApplication.translate(self.context, self.tip) if self.tip else ""


@dataclass(frozen=True)
class Place:
    """A place in a menu that its owner fills (a submenu, the docks' toggles), between the
    actions of the table."""

    id: str
    menu: str
    section: int = 0


class StackAction(QAction):
    """Undo or Redo with a fixed label (the toolbar must not move); what it would undo is in
    its tooltip."""

    def __init__(self, text: str, template: str, parent: QObject) -> None:
        super().__init__(text, parent)
        self._plain = text.replace("&", "")
        self._template = template

    def show_text(self, what: str) -> None:
        tip = self._template.format(self._plain, what) if what else self._plain
        self.setToolTip(plain_tip(tip))  # "Undo: Hit <a name>": user text
        self.setStatusTip(tip)


def key_sequences(keys: Keys) -> list[QKeySequence]:
    """The key sequences of a spec: one key as it is; several with a standard key's every
    platform binding, none twice (a key bound twice is ambiguous to Qt and does nothing)."""
    if keys is None:
        return []
    if not isinstance(keys, tuple):
        one = QKeySequence(keys)  # a standard key the platform lacks is none
        return [] if one.isEmpty() else [one]
    found: list[QKeySequence] = []
    for key in keys:
        if isinstance(key, QKeySequence.StandardKey):
            found += QKeySequence.keyBindings(key)
        else:
            found.append(QKeySequence(key))
    return [QKeySequence(k) for k in dict.fromkeys(k.toString() for k in found)]


def handler(owner: Any, spec: ActionSpec) -> Callable[..., Any]:
    fn = owner
    for name in spec.handler.split("."):
        fn = getattr(fn, name)
    return fn


def _stack_action(spec: ActionSpec, owner: Any, parent: QObject) -> StackAction:
    stack = owner.doc.undo_stack
    template = QCoreApplication.translate("MainWindow", "{0}: {1}")
    a = StackAction(spec.label(), template, parent)
    can, text = (("canUndoChanged", "undoTextChanged") if spec.stack == "undo"
                 else ("canRedoChanged", "redoTextChanged"))
    # bound to the action: the connections go with it when the window is rebuilt
    getattr(stack, can).connect(a.setEnabled)
    getattr(stack, text).connect(a.show_text)
    a.setEnabled(stack.canUndo() if spec.stack == "undo" else stack.canRedo())
    a.show_text(stack.undoText() if spec.stack == "undo" else stack.redoText())
    return a


def build(specs: Iterable[ActionSpec | Place], owner: Any, parent: QObject,
          args: Mapping[Arg, Callable[[], Any]] | None = None) -> dict[str, QAction]:
    """QActions for ``specs`` (by id), children of ``parent``, running ``owner``'s handlers;
    ``args`` gives each :class:`Arg` its value when an action is triggered."""
    from PySide6.QtGui import QIcon

    made: dict[str, QAction] = {}
    groups: dict[str, QActionGroup] = {}
    for spec in specs:
        if isinstance(spec, Place):
            continue
        a = _stack_action(spec, owner, parent) if spec.stack else QAction(spec.label(), parent)
        a.setObjectName(f"act_{spec.id}")
        keys = key_sequences(spec.shortcut)
        if keys:
            a.setShortcuts(keys)
        if not spec.listed:
            a.setProperty(UNLISTED, True)
        if spec.tip:
            a.setStatusTip(spec.tip_text())
            a.setToolTip(spec.tip_text())
        if spec.icon:
            a.setIcon(QIcon.fromTheme(spec.icon))
        if spec.checkable:
            a.setCheckable(True)
            if spec.checked_when is not None:
                a.setChecked(spec.checked_when(owner))
        if spec.group:
            if spec.group not in groups:
                groups[spec.group] = QActionGroup(parent)
            groups[spec.group].addAction(a)
        fn = handler(owner, spec)
        a.triggered.connect(lambda _=False, f=fn, s=spec: f(*_values(s.args, args)))
        made[spec.id] = a
    return made


def _values(given: tuple[Any, ...], args: Mapping[Arg, Callable[[], Any]] | None) -> list[Any]:
    return [args[v]() if isinstance(v, Arg) and args else v for v in given]


def refresh(specs: Iterable[ActionSpec | Place], actions: Mapping[str, QAction], owner: Any) -> None:
    """Each action enabled as its spec's ``enabled_when`` says of ``owner`` now, and there
    as its ``shown_when`` says (a ruleset's words and actions only)."""
    for spec in specs:
        if isinstance(spec, ActionSpec) and spec.enabled_when is not None:
            actions[spec.id].setEnabled(bool(spec.enabled_when(owner)))
        if isinstance(spec, ActionSpec) and spec.shown_when is not None:
            actions[spec.id].setVisible(bool(spec.shown_when(owner)))


def fill_menu(menu: Any, specs: Iterable[ActionSpec | Place], actions: Mapping[str, QAction],
              key: str, places: Mapping[str, Callable[[Any], None]] | None = None) -> None:
    """Put the actions of menu ``key`` into ``menu`` in table order, a separator between
    sections; each :class:`Place` is filled by its function in ``places``."""
    section = None
    for spec in specs:
        if spec.menu != key:
            continue
        if section is not None and spec.section != section:
            menu.addSeparator()
        section = spec.section
        if isinstance(spec, Place):
            if places and spec.id in places:
                places[spec.id](menu)
        else:
            menu.addAction(actions[spec.id])
