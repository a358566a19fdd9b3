"""The Qt side of an encounter: one QUndoStack, one signal for every change.

Every user action goes through :meth:`EncounterDocument.run`, which performs one model
operation and pushes it as one QUndoCommand. Widgets never change the model any other way;
they observe :attr:`EncounterDocument.changed`.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from ..model.encounter import Action, Change, Encounter
from ..model.errors import TrackerError
from ..model.public_feed import feed_for
from ..model.turn_timer import TurnTimer

#: an undo-history text: fixed, or made anew in the UI language of the moment (so that the
#: history follows a language switch); a maker captures plain values, never a widget
Text = str | Callable[[], str]


class ActionCommand(QUndoCommand):
    """A model Action on the Qt undo stack. The action is already done when pushed."""

    def __init__(self, doc: EncounterDocument, action: Action, text: Text) -> None:
        super().__init__(text() if callable(text) else text)
        self.doc = doc
        self.action = action
        self._text = text
        self._done = True

    def retranslate(self) -> None:
        if callable(self._text):
            self.setText(self._text())

    def redo(self) -> None:
        if self._done:  # QUndoStack.push calls redo() once: the action has just run
            self._done = False
            return
        self.action.redo(self.doc.encounter)

    def undo(self) -> None:
        self.action.undo(self.doc.encounter)


class EncounterDocument(QObject):
    #: emitted after every change (done, undone, redone, or a new encounter)
    changed = Signal(object)  # Change
    #: a whole new encounter replaced the old one
    reset = Signal()
    #: a user action failed: the message to show (nothing was changed)
    failed = Signal(str)
    #: an action completed (after the model changed): its label and result
    performed = Signal(str, object)

    def __init__(self, encounter: Encounter | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self.undo_stack = QUndoStack(self)
        self.encounter = encounter or Encounter()
        self.encounter.subscribe(self._on_change)
        # the players' feed follows every change, whether or not a players' screen is open:
        # a save carries what they were shown, for `serve FILE` (public_feed)
        feed_for(self.encounter)
        #: what the GM's dialogs remember from their last use (the last attack's kind, whether
        #: a hit goes to the defense step first): this document's, not the process's, so
        #: another window or document starts from the dialogs' defaults
        self.remembered: dict[str, Any] = {}
        #: real time per turn (the optional turn timer): watched here, never in the encounter,
        #: its file or the undo history; tests replace its clock
        self.turn_timer = TurnTimer(time.monotonic)
        self.turn_timer.observe(self.encounter)
        self.journal = None
        self._journal_failed = False

    def set_journal(self, journal, source: str | None = None) -> None:
        """Autosave: every completed change is made durable before views hear of it."""
        self.journal = journal
        self._record(start=True, source=source)

    def journal_source(self, source: str | None) -> None:
        """The encounter was saved as ``source``: the journal starts afresh from it (the file
        holds everything so far) and names it when offering recovery."""
        self._record(start=True, source=source)

    def _record(self, start: bool = False, source: str | None = None, actions: int = 0,
                changed: frozenset[str] | None = None) -> None:
        if self.journal is None:
            return
        from ..model.files import FileError
        from .file_errors import file_error_text

        try:
            if start and actions:
                self.journal.start(self.encounter, source=source, actions=actions)
            elif start:  # nothing to recover until the first action writes the base
                self.journal.start_lazily(source=source)
            else:
                self.journal.record(self.encounter, changed)
            self._journal_failed = False
        except FileError as exc:
            if not self._journal_failed:  # say it once, not on every action
                self._journal_failed = True
                self.failed.emit(self.tr("Autosave failed — save the encounter to a file. {0}")
                                 .format(file_error_text(exc)))

    def _on_change(self, change: Change) -> None:
        self._record(changed=change.ids)
        self.turn_timer.observe(self.encounter)
        self.changed.emit(change)

    def set_encounter(self, encounter: Encounter, source: str | None = None,
                      unsaved_actions: int = 0) -> None:
        """``unsaved_actions``: actions ``encounter`` holds that no file has (a restored
        session); they are journaled at once."""
        self.encounter.unsubscribe(self._on_change)
        self.undo_stack.clear()
        self.encounter = encounter
        encounter.subscribe(self._on_change)
        feed_for(encounter)
        self.turn_timer.reset()
        self.turn_timer.observe(encounter)
        self._record(start=True, source=source, actions=unsaved_actions)
        self.reset.emit()
        self.changed.emit(Change(None, True))

    def error_text(self, exc: TrackerError, args: tuple = ()) -> str:
        """A refusal as the encounter's ruleset words it, about the combatant an action
        names first (its hit locations, say)."""
        from .explain_text import error_text
        from .kit import kit_for

        cid = args[0] if args and isinstance(args[0], str) else None
        c = self.encounter.combatants.get(cid) if cid else None
        return error_text(exc, kit_for(self.encounter), c)

    def retranslate_history(self) -> None:
        """After a language switch: every history entry in the new language."""
        for i in range(self.undo_stack.count()):
            cmd = self.undo_stack.command(i)
            if isinstance(cmd, ActionCommand):
                cmd.retranslate()

    def run_from(self, via: str | None, text: Text, op: Callable[..., Action], *args: Any,
                 **kwargs: Any) -> Any:
        """:meth:`run`, every log line it writes from ``via``'s device (a seat's request the
        GM applies in his own entry, ``contracts/seats.md``; None: the GM's own), as the
        headless session's ``accept`` marks them (:meth:`Encounter.lines_from`)."""
        with self.encounter.lines_from(via):
            return self.run(text, op, *args, **kwargs)

    def lines_from_until_closed(self, via: str | None, dialog: Any) -> None:
        """Every log line written from now until ``dialog`` (modal) has closed, its own step
        included, says it came from ``via``'s device: a seat's request the GM applies in his
        own entry, whose steps come one by one while it is open (:meth:`run_from` marks one
        step)."""
        enc = self.encounter
        enc.log_via = via
        # after the dialog's own step, which its OK runs once ``finished`` is emitted
        dialog.finished.connect(
            lambda _r: QTimer.singleShot(0, lambda: setattr(enc, "log_via", None)))

    def run(self, text: Text, op: Callable[..., Action], *args: Any, **kwargs: Any) -> Any:
        """Perform ``op(encounter, *args, **kwargs)`` as one undoable command.

        Returns the operation's result, or None after emitting :attr:`failed` when the
        operation refused (the encounter is then unchanged)."""
        try:
            action = op(self.encounter, *args, **kwargs)
        except TrackerError as exc:
            self.failed.emit(self.error_text(exc, args))
            return None
        self.undo_stack.push(ActionCommand(self, action, text))
        self.performed.emit(action.label, action.result)
        return action.result
