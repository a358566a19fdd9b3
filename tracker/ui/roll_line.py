"""The roll line above the log: a BCDice command typed as at the online table (``CCB<=60
【こぶし】``, ``RES(12-10)``, ``2D6+1``, ``S1D100``, ``4D6KH3``, ``choice[A,B]``, ``x3 CCB<=50``
…) is rolled with the encounter's dice as one undoable step and logged in BCDice's text, a
check with its outcome class (C0) in the row's trace, each result of a repetition on its own
row; a secret roll is logged for the GM only. Up and Down walk through the lines rolled
before."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import QLineEdit, QWidget

from ..model.dice import Dice
from ..model.errors import RulesError
from .document import EncounterDocument
from .kit import kit_for
from .roll_text import roll_error_text

MAX_HISTORY = 200


class RollLine(QLineEdit):
    #: a command was rolled: its RollResult
    rolled = Signal(object)

    def __init__(self, doc: EncounterDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rollLine")
        self.doc = doc
        self.history: list[str] = []
        #: the combatant chosen in the window, whose sheet fills {SAN}, {STR} … (set by it)
        self.selected: Callable[[], str | None] = lambda: None
        #: the seat whose roll request the line was filled with (Players' requests → Edit):
        #: its next roll is logged from that seat's device
        self.seat_via: str | None = None
        self._pos = 0  # == len(history): the line being typed
        self._typed = ""
        self.setClearButtonEnabled(True)
        self.returnPressed.connect(self.submit)
        doc.reset.connect(self.retranslate)  # another encounter may be another ruleset's
        self.retranslate()

    def retranslate(self) -> None:
        # the examples are the ruleset's own (its words file's ui.roll_examples): a GURPS GM
        # rolls 3d6, a keeper CCB<=60
        examples = kit_for(self.doc.encounter).words().ui.get("roll_examples") or "2D6+1, S1D100"
        self.setPlaceholderText(self.tr("Roll: {0} (Ctrl+L)").format(examples))
        self.setToolTip(self.tr("A BCDice command (CCB<=60, 2D6+1, 4D6KH3, 3B6>=4, 2R6[5], "
                                "C(10/2), choice[A,B], D66, x3 CCB<=50 …), rolled with the "
                                "encounter's dice and logged as BCDice writes it, with the "
                                "outcome class; S in front: a secret roll (GM only). "
                                "Up/Down: earlier lines."))
        self.setAccessibleName(self.tr("Roll line"))

    def changeEvent(self, e: QEvent) -> None:
        if e.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(e)

    def submit(self) -> object | None:
        """Roll the line; on a bad command say why and keep the text to fix."""
        line = self.text().strip()
        if not line:
            return None
        # the encounter's ruleset gives the syntax (its BCDice game system); the commands are
        # loaded with the first roll, not with the window
        import importlib

        from ..model.rolls.operation import roll_line

        module = importlib.import_module(self.doc.encounter.ruleset.roller)
        if "＞" in line:  # a result rolled elsewhere (CCFolia, BCDice): read, not rolled
            return self._pasted(line, module)
        try:  # a dry roll names a bad command before anything changes
            command = self._filled(line, module)
            module.roll(command, Dice(0))
        except RulesError as exc:
            self.doc.failed.emit(roll_error_text(exc, line))
            return None
        via, self.seat_via = self.seat_via, None  # a seat's roll request the GM edited
        result = self.doc.run_from(
            via, lambda: QCoreApplication.translate("RollLine", "Roll {0}").format(command),
            roll_line, command, module.roll)
        if result is None:
            return None
        self._done(line)
        self.rolled.emit(result)
        return result

    def _filled(self, line: str, module: Any) -> str:
        """Palette references ({SAN}, {STR}, {回避}) filled from the chosen combatant's sheet,
        where the ruleset's roller knows them; RulesError when one names nothing."""
        fill = getattr(module, "fill_refs", None)
        if fill is None or "{" not in line:
            return line
        cid = self.selected()
        c = self.doc.encounter.combatants.get(cid) if cid else None
        if c is None:
            raise RulesError("no_sheet", "choose a combatant whose sheet fills the {…} "
                                         "references")
        return fill(line, c.sheet, c.name)

    def _pasted(self, line: str, module: Any) -> object | None:
        from ..model.rolls import read_paste
        from ..model.rolls.operation import paste_line

        try:  # said in the roll line's words before anything changes
            read_paste(line)
        except RulesError as exc:
            self.doc.failed.emit(roll_error_text(exc, line))
            return None
        result = self.doc.run(
            lambda: QCoreApplication.translate("RollLine", "Pasted result {0}").format(
                line[:40]), paste_line, line, getattr(module, "outcome_of", None))
        if result is None:
            return None
        self._done(line)
        return result

    def _done(self, line: str) -> None:
        if not self.history or self.history[-1] != line:
            self.history.append(line)
            del self.history[:-MAX_HISTORY]
        self._pos, self._typed = len(self.history), ""
        self.clear()

    def keyPressEvent(self, e) -> None:
        if e.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down) and self.history:
            if self._pos == len(self.history):
                self._typed = self.text()
            step = -1 if e.key() == Qt.Key.Key_Up else 1
            self._pos = max(0, min(len(self.history), self._pos + step))
            self.setText(self.history[self._pos] if self._pos < len(self.history)
                         else self._typed)
            e.accept()
            return
        super().keyPressEvent(e)
