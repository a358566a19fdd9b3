"""What the GM window's table of actions runs (:mod:`tracker.ui.window_actions`): each command
one model operation wrapped in one undo step, or a dialog that ends in one.

Their texts keep the context "MainWindow" of the window's tr() strings they were, so their
Japanese stayed where it was.

Kept apart from :class:`~tracker.ui.main_window.MainWindow` so the window holds its widgets
and wiring only; a command reads the window it serves and never keeps state of its own."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox

from ..model import operations as ops


class WindowCommands:
    """The window's commands (``window.commands``), named by the action table."""

    def __init__(self, window: Any) -> None:
        # the GM window (not imported: the window imports this module)
        self.window = window

    @property
    def _doc(self):
        return self.window.doc

    # -- Edit -------------------------------------------------------------------------------
    def duplicate(self) -> None:
        w = self.window
        if w.selected:
            cid = self._doc.run(lambda: QCoreApplication.translate("MainWindow", "Duplicate"),
                                ops.duplicate_combatant, w.selected)
            if cid:
                w.select(cid)

    def remove(self) -> None:
        w = self.window
        if w.selected:
            name = self._doc.encounter.combatants[w.selected].name
            self._doc.run(lambda: QCoreApplication.translate("MainWindow", "Remove {0}")
                          .format(name), ops.remove_combatant, w.selected)

    def move(self, delta: int) -> None:
        w = self.window
        if w.selected:
            idx = self._doc.encounter.order.index(w.selected)
            self._doc.run(lambda: QCoreApplication.translate("MainWindow", "Reorder"),
                          ops.move_combatant, w.selected, idx + delta)
            w.select(w.selected)

    # -- Combat -----------------------------------------------------------------------------
    def focus_checks(self) -> None:
        """The Checks dock shown, the keyboard on its first button (Roll of the first check,
        else Roll them all)."""
        w = self.window
        dock = w.docks["checks"]
        dock.show()
        dock.raise_()
        view = w.checks_view
        first = next(iter(view.roll_buttons.values()), None) or view.roll_all_button
        first.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def roll_first_check(self) -> None:
        """The app rolls the first check the dock lists (one undo step)."""
        view = self.window.checks_view
        first = next(iter(view.roll_buttons), None)
        if first is not None:
            view.roll(first)

    def roll_all_checks(self) -> None:
        self.window.checks_view.roll_all()

    def next_turn(self) -> None:
        self._doc.run(lambda: QCoreApplication.translate("MainWindow", "Next turn"),
                      ops.next_turn)

    def prev_turn(self) -> None:
        self._doc.run(lambda: QCoreApplication.translate("MainWindow", "Previous turn"),
                      ops.previous_turn)

    def start_combat(self) -> None:
        self._doc.run(lambda: QCoreApplication.translate("MainWindow", "Start combat"),
                      ops.start_combat)

    def end_combat(self) -> None:
        # the ruleset's own end (GURPS asks about the fight's recovery, CoC about its clock)
        self.window.kit.end_combat(self.window)

    def advance_time(self) -> None:
        from .advance_dialog import AdvanceDialog

        dlg = AdvanceDialog(self._doc, self.window)
        dlg.accepted.connect(dlg.advance)
        self.window.open_dialog(dlg)

    def rules(self) -> None:
        from .options_dialog import RulesDialog

        dlg = RulesDialog(self._doc.encounter, self.window)
        dlg.accepted.connect(lambda: self.configure(*dlg.changes()))
        self.window.open_dialog(dlg)

    def configure(self, options: dict, modules: dict) -> None:
        if options or modules:  # an OK that changes nothing is no step of the history
            self._doc.run(lambda: QCoreApplication.translate("MainWindow", "Rules and options"),
                          ops.configure, options, modules)

    # -- File -------------------------------------------------------------------------------
    def export_log(self) -> None:
        from .log_export import ask_export

        ask_export(self.window)

    def archive_log(self) -> None:
        from .log_export import ask_archive

        ask_archive(self.window)

    # -- Help -------------------------------------------------------------------------------
    def shortcuts(self) -> None:
        """Every key of the window's actions, read from them (so a menu item another part
        adds is listed with its key, in the UI language)."""
        from .shortcuts_dialog import ShortcutsDialog

        self.window.open_dialog(ShortcutsDialog(self.window))

    def about(self) -> None:
        from .kit import legal_notices

        QMessageBox.about(self.window,
                          QCoreApplication.translate("MainWindow", "About Combat Tracker"),
                          QCoreApplication.translate(
                              "MainWindow", "A combat tracker for tabletop RPG game masters.")
                          + "".join("\n\n" + note for note in legal_notices() if note))
