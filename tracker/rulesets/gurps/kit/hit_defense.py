"""The defense step for a hit entered without an attack roll (a click on the body).

The hit dialog embeds this: a *Defense…* button opens the defense step against one hit. A
defense that stops it is logged (one undo step) and the hit dialog closes with nothing hit;
one that fails is remembered, and Apply then applies the defense and the hit as ONE undoable
command (``gurps.operations.apply_hits``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from tracker.rulesets.gurps.rules import maneuver_ops
from tracker.rulesets.gurps.rules import operations as gurps_ops
from tracker.rulesets.gurps.rules.defense import Defense, DefenseResult
from tracker.rulesets.gurps.rules.resolver import Hit
from tracker.rulesets.gurps.rules.ruleset import GURPS
from tracker.ui.document import EncounterDocument


class HitDefense(QObject):
    #: the defense stopped the hit (it is logged; nothing is left to enter)
    stopped = Signal()

    def __init__(self, doc: EncounterDocument, cid: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.doc = doc
        self.cid = cid
        self.button = QPushButton(self.tr("De&fense…"))
        self.button.setAutoDefault(False)
        self.button.setToolTip(self.tr("The target's active defense against this hit first "
                                       "(Dodge, Parry or Block)"))
        self.button.clicked.connect(self.open)
        self.label = QLabel()
        self.label.setWordWrap(True)
        #: a failed defense, applied with the hit: (defense, its 3d roll, the result)
        self.pending: tuple[Defense, int | None, DefenseResult] | None = None
        self.dialog = None

    def open(self) -> None:
        from .defense_dialog import DefenseDialog

        c = self.doc.encounter.combatants.get(self.cid)
        if c is None:
            return
        if self.dialog is not None:
            self.dialog.deleteLater()
        enc = self.doc.encounter
        dlg = DefenseDialog(c.sheet, c.name, "", 1, stunned=GURPS.stunned(c),
                            prone=c.has("prone"), parent=self.parent(),
                            context=lambda d: maneuver_ops.defense_in_context(enc, c, None, d))
        dlg.accepted.connect(lambda: self._done(dlg))
        self.dialog = dlg
        dlg.open()

    def _done(self, dlg) -> None:
        result = dlg.result()
        if result is None:
            return
        defense, roll = dlg.defense(), dlg.defense_roll()
        if result.through == 0:
            c = self.doc.encounter.combatants[self.cid]
            name = c.name
            done = self.doc.run(
                lambda: QCoreApplication.translate("HitDefense", "{0} defends").format(name),
                gurps_ops.apply_hits, self.cid, [], defense=defense, defense_roll=roll)
            if done is not None:
                self.pending = None
                self.stopped.emit()
            return
        self.pending = (defense, roll, result)
        self.label.setText(self.tr("The defense failed: Apply enters the hit with it."))

    def apply(self, hit: Hit, rolled: tuple[str, list[int]] | None, name: str):
        """Apply the failed defense and ``hit`` as one command (the hit's outcome, or None)."""
        assert self.pending is not None
        defense, roll, _result = self.pending
        done = self.doc.run(
            lambda: QCoreApplication.translate("HitDefense", "Hit {0}").format(name),
            gurps_ops.apply_hits, self.cid, [hit], [rolled], defense=defense,
            defense_roll=roll)
        return None if done is None else done[0]
