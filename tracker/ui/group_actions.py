"""Many combatants at once: the selection of several (Ctrl/Shift-click in the roster and on
the cards) and the Selected menu that acts on all of them, each as ONE undoable command
(:mod:`tracker.model.batch`): add or remove a condition, reveal or hide, remove, and — where
a part of the kit's window offers it (GURPS's quick-hit line) — a hit on them all. It also
places the kit's own window parts (:meth:`tracker.ui.kit.Kit.window_parts`).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QItemSelectionModel, QObject, Qt
from PySide6.QtWidgets import QInputDialog, QToolBar, QWidget

from . import actions
from .actions import ActionSpec
from .explain_text import condition_id, condition_name
from .kit import WindowPart, kit_for
from .roster_model import IdRole
from .window_actions import TOOLBAR_STYLE


def _anyone(group: GroupActions) -> bool:
    return bool(group.shown_ids)


def _can_hit(group: GroupActions) -> bool:
    return bool(group.shown_ids) and group.hitter() is not None


#: the Selected menu, in order (the window's table shape: tracker/ui/actions.py)
ACTIONS = (
    ActionSpec("group_hit", QT_TRANSLATE_NOOP("GroupActions", "&Hit all selected…"),
               "hit_selected", shortcut="Ctrl+Shift+H",
               tip=QT_TRANSLATE_NOOP("GroupActions", "One hit on everyone selected, as one undo step"),
               menu="selected", enabled_when=_can_hit, context="GroupActions"),
    ActionSpec("group_condition_on", QT_TRANSLATE_NOOP("GroupActions", "&Add a condition…"),
               "_ask_condition_on", shortcut="Ctrl+K",
               tip=QT_TRANSLATE_NOOP("GroupActions", "Give everyone selected a condition, as one undo step"),  # noqa: E501
               menu="selected", section=1, enabled_when=_anyone, context="GroupActions"),
    ActionSpec("group_condition_off", QT_TRANSLATE_NOOP("GroupActions", "&Take a condition off…"),
               "_ask_condition_off",
               tip=QT_TRANSLATE_NOOP("GroupActions", "Take a condition off everyone selected, as one undo step"),  # noqa: E501
               menu="selected", section=1, enabled_when=_anyone, context="GroupActions"),
    ActionSpec("group_reveal", QT_TRANSLATE_NOOP("GroupActions", "&Reveal to the players"),
               "set_shown", args=(True,),
               tip=QT_TRANSLATE_NOOP("GroupActions", "Show everyone selected in the player view"),
               menu="selected", section=2, enabled_when=_anyone, context="GroupActions"),
    ActionSpec("group_hide", QT_TRANSLATE_NOOP("GroupActions", "Hi&de from the players"),
               "set_shown", args=(False,),
               tip=QT_TRANSLATE_NOOP("GroupActions", "Hide everyone selected from the player view"),  # noqa: E501
               menu="selected", section=2, enabled_when=_anyone, context="GroupActions"),
    ActionSpec("group_remove", QT_TRANSLATE_NOOP("GroupActions", "Re&move all selected"),
               "remove",
               tip=QT_TRANSLATE_NOOP("GroupActions", "Remove everyone selected, as one undo step"),
               menu="selected", section=3, enabled_when=_anyone, context="GroupActions"),
)


class GroupActions(QObject):
    """Installed on the main window: the Selected menu, the card grid's Ctrl/Shift-click and
    the kit's window parts."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.doc = window.doc
        w = window
        #: everyone selected when the selection last changed (what the actions are enabled for)
        self.shown_ids: list[str] = []
        self.acts = actions.build(ACTIONS, self, w)
        for key, a in self.acts.items():
            setattr(self, f"act_{key.removeprefix('group_')}", a)
            w.addAction(a)
        self.menu = w.menuBar().addMenu(self.tr("&Selected"))
        w.menuBar().insertMenu(w.view_menu.menuAction(), self.menu)
        actions.fill_menu(self.menu, ACTIONS, self.acts, "selected")

        #: the kit's own parts of the window, and the toolbars that hold them (by name)
        self.parts: list[WindowPart] = []
        self.toolbars: dict[str, QToolBar] = {}
        self._make_parts()
        w.cards.extended.connect(self.extend)
        w.cards.selected.connect(self.only)
        w.roster.selectionModel().selectionChanged.connect(self._on_selection)
        w.roster_model.modelReset.connect(self._on_selection)
        w.selectionChanged.connect(self._on_selection)
        self.doc.reset.connect(self._make_parts)
        self._on_selection()

    # -- the selection ------------------------------------------------------------------------
    def selected_ids(self) -> list[str]:
        """Everyone selected, in turn order (the one chosen alone when the roster has no
        selection)."""
        rows = sorted(i.row() for i in self.window.roster.selectionModel().selectedRows())
        ids = [self.window.roster_model.index(r, 0).data(IdRole) for r in rows]
        ids = [cid for cid in ids if cid in self.doc.encounter.combatants]
        if not ids and self.window.selected:
            ids = [self.window.selected]
        return ids

    def extend(self, cid: str, as_range: bool) -> None:
        """A card Ctrl-clicked (add or take away that one) or Shift-clicked (the range from
        the one chosen to it), as the roster does with its rows."""
        w = self.window
        row = w.roster_model.row_of(cid)
        if row < 0:
            return
        model = w.roster.selectionModel()
        flags = QItemSelectionModel.SelectionFlag
        if as_range and w.selected is not None and w.roster_model.row_of(w.selected) >= 0:
            a, b = sorted((w.roster_model.row_of(w.selected), row))
            for r in range(a, b + 1):
                model.select(w.roster_model.index(r, 0), flags.Select | flags.Rows)
        else:
            model.select(w.roster_model.index(row, 0), flags.Toggle | flags.Rows)
        self._on_selection()

    def only(self, cid: str) -> None:
        """A plain click on a card: that one alone (as a plain click on a roster row)."""
        row = self.window.roster_model.row_of(cid)
        if row >= 0:
            flags = QItemSelectionModel.SelectionFlag
            self.window.roster.selectionModel().select(
                self.window.roster_model.index(row, 0), flags.ClearAndSelect | flags.Rows)

    def _on_selection(self, *_args: object) -> None:
        self.shown_ids = ids = self.selected_ids()
        self.window.cards.set_group(frozenset(ids) if len(ids) > 1 else frozenset())
        actions.refresh(ACTIONS, self.acts, self)

    # -- acting on all of them ----------------------------------------------------------------
    def _names(self, ids: list[str]) -> str:
        enc = self.doc.encounter
        names = [enc.combatants[c].name for c in ids]
        if len(names) == 1:
            return names[0]
        return QCoreApplication.translate("GroupActions", "{0} combatants").format(len(names))

    def add_condition(self, name: str, on: bool = True, rounds: int | None = None,
                      public: bool = False) -> bool:
        ids = self.selected_ids()
        if not ids or not name.strip():
            return False
        kit = kit_for(self.doc.encounter)
        cond = condition_id(name, kit.settable_conditions(), kit)
        who = self._names(ids)

        def text() -> str:
            if on:
                return QCoreApplication.translate("GroupActions", "{0}: {1}").format(
                    who, condition_name(cond, kit))
            return QCoreApplication.translate("GroupActions", "{0}: {1} ends").format(
                who, condition_name(cond, kit))

        from ..model import batch  # the group operations load with the first one

        return self.doc.run(text, batch.condition_each, ids, cond, on, rounds,
                            public) is not None

    def _ask_condition_on(self) -> None:
        from .condition_dialog import ConditionDialog

        kit = kit_for(self.doc.encounter)
        dlg = ConditionDialog([condition_name(c, kit) for c in kit.settable_conditions()],
                              self.window)
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dlg.accepted.connect(lambda: self.add_condition(dlg.condition(), True, dlg.rounds(),
                                                        dlg.public()))
        self.condition_dialog = dlg
        dlg.open()

    def _ask_condition_off(self) -> None:
        enc = self.doc.encounter
        kit = kit_for(enc)
        held = sorted({name for cid in self.selected_ids()
                       for name in enc.combatants[cid].conditions})
        if not held:
            self.window.show_error(self.tr("Nobody selected has a condition."))
            return
        text, ok = QInputDialog.getItem(
            self.window, self.tr("Take a condition off"),
            self.tr("Condition to take off everyone selected:"),
            [condition_name(c, kit) for c in held], 0, False)
        if ok:
            by_name = {condition_name(c, kit): c for c in held}
            self.add_condition(by_name.get(text, text), False)

    def set_shown(self, shown: bool) -> bool:
        ids = self.selected_ids()
        if not ids:
            return False
        who = self._names(ids)

        def text() -> str:
            if shown:
                return QCoreApplication.translate("GroupActions", "Reveal {0}").format(who)
            return QCoreApplication.translate("GroupActions", "Hide {0}").format(who)

        from ..model import batch

        return self.doc.run(text, batch.visibility_each, ids, shown) is not None

    def remove(self) -> bool:
        ids = self.selected_ids()
        if not ids:
            return False
        who = self._names(ids)
        from ..model import batch

        ok = self.doc.run(
            lambda: QCoreApplication.translate("GroupActions", "Remove {0}").format(who),
            batch.remove_each,
                          ids) is not None
        if ok:
            self.window.roster.clearSelection()
            first = self.doc.encounter.current
            self.window.select(first.id if first else None)
        return ok

    # -- the kit's window parts ---------------------------------------------------------------
    def _make_parts(self) -> None:
        """The kit's parts of the window, each at its place (anew for each document: its
        ruleset may differ)."""
        for bar in self.toolbars.values():
            self.window.removeToolBar(bar)
            bar.deleteLater()
        self.toolbars = {}
        self.parts = kit_for(self.doc.encounter).window_parts(self.doc, self.selected_ids)
        for part in self.parts:
            if part.place != "toolbar":
                raise ValueError(f"a window part's place is a toolbar, not {part.place!r}")
            bar = QToolBar(part.title(), self.window)
            bar.setObjectName(part.name)
            bar.setStyleSheet(TOOLBAR_STYLE)
            bar.addWidget(part.widget)
            self.window.addToolBarBreak(Qt.ToolBarArea.TopToolBarArea)
            self.window.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
            self.toolbars[part.name] = bar
        if hasattr(self, "act_hit"):
            self._on_selection()

    def part(self, name: str) -> QWidget | None:
        """The widget of the kit's part named ``name`` (None: the kit has none)."""
        return next((p.widget for p in self.parts if p.name == name), None)

    def hitter(self) -> WindowPart | None:
        """The part that hits everyone selected (None: no part offers it)."""
        return next((p for p in self.parts if p.hit_selected is not None), None)

    def hit_selected(self) -> None:
        """Start a hit on everyone selected, in the part that offers one."""
        part = self.hitter()
        if part is not None and part.hit_selected is not None:
            part.hit_selected()
