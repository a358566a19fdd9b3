"""The SAN check (issue #19), in or out of combat: the loss as "success/failure" ("0/1d6"),
the d100 and the loss dice typed or rolled, the idea roll (INT×5) when 5 or more is lost, the
duration of a temporary insanity, and whether a new game hour begins (a fifth of the hour's
starting SAN lost within it: indefinite insanity). A preview shows what OK will do."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from tracker.model.dice import Dice
from tracker.model.errors import TrackerError
from tracker.model.input_text import ascii_forms
from tracker.rulesets.coc.rules import harm as co_harm
from tracker.rulesets.coc.rules.actions.sanity import san_check as coc_san_check
from tracker.rulesets.coc.rules.actions.sanity import san_hour
from tracker.rulesets.coc.rules.checks import SUCCESSES, check_line, classify_plain
from tracker.rulesets.coc.rules.sanity import parse_san_loss, san_check
from tracker.ui.document import EncounterDocument
from tracker.ui.forms import labelled_row
from tracker.ui.spinboxes import SpinBox

from . import texts as coc_texts
from .small_dialogs import _Base, _d100_row


class SanDialog(_Base):
    """One SAN check of ``cid``; OK is one undoable command."""

    def __init__(self, doc: EncounterDocument, cid: str, parent: QWidget | None = None, *,
                 dice: Dice | None = None) -> None:
        super().__init__(doc, cid, parent, dice)
        self.setObjectName("CocSanDialog")
        c = doc.encounter.get(cid)
        self.setWindowTitle(self.tr("SAN check for {0}").format(c.name))
        self.loss_edit = QLineEdit("0/1d6")
        self.loss_edit.setToolTip(self.tr("SAN lost on a success / on a failure, e.g. 0/1d6 "
                                          "or 1/1d10"))
        self.roll_spin, roll_row = _d100_row(self, self.dice,
                                             self.tr("The SAN check's d100 (— : the app "
                                                     "rolls it)"))
        self.loss_faces = QLineEdit()
        self.loss_faces.setPlaceholderText(self.tr("the loss dice's faces; empty: the app "
                                                   "rolls"))
        self.idea_spin, idea_row = _d100_row(self, self.dice,
                                             self.tr("The idea roll (INT×5) when 5 or more "
                                                     "is lost (— : the app rolls it)"))
        self.duration_spin = SpinBox()
        self.duration_spin.setRange(0, 9999)
        self.duration_spin.setSpecialValueText(self.tr("until removed"))
        self.duration_spin.setSuffix(self.tr(" rounds"))
        self.duration_spin.setToolTip(self.tr("How long a temporary insanity lasts; the "
                                              "keeper decides"))
        self.new_hour_check = QCheckBox(self.tr("A new game hour begins"))
        self.new_hour_check.setToolTip(self.tr("Losing a fifth of the SAN the hour began "
                                               "with, within one game hour, means indefinite "
                                               "insanity"))
        self.preview = QPlainTextEdit()
        self.preview.setReadOnly(True)
        self.preview.setMinimumSize(420, 120)
        form = QFormLayout()
        form.addRow(QLabel(self.tr("SAN {0}/{1} · INT×5 {2}").format(
            c.sheet.san, c.sheet.max_san, c.sheet.stat("int") * 5)))
        labelled_row(form, self.tr("&Loss (success/failure):"), self.loss_edit)
        labelled_row(form, self.tr("d&100:"), roll_row, self.roll_spin)
        labelled_row(form, self.tr("Loss &dice:"), self.loss_faces)
        labelled_row(form, self.tr("&Idea d100:"), idea_row, self.idea_spin)
        labelled_row(form, self.tr("Temporary insanity las&ts:"), self.duration_spin)
        form.addRow("", self.new_hour_check)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(self.preview, 1)
        lay.addWidget(self.message)
        lay.addWidget(self.buttons)
        for w in (self.loss_edit, self.loss_faces):
            w.textChanged.connect(self.update_preview)
        for sp in (self.roll_spin, self.idea_spin):
            sp.valueChanged.connect(self.update_preview)
            sp.lineEdit().textEdited.connect(self.update_preview)
        self.new_hour_check.toggled.connect(self.update_preview)
        self.update_preview()

    def _faces(self) -> tuple[int, ...] | None:
        text = ascii_forms(self.loss_faces.text()).replace(",", " ").split()
        return tuple(int(x) for x in text) if text else None

    def _still_to_roll(self, san: int, loss) -> str:
        """R20's spirit: what is typed so far and what OK will roll, none of the app's own
        rolls shown before they are made."""
        roll = self.roll_spin.roll()
        if roll is None:
            return self.tr("Nothing is rolled yet: OK rolls the d100 against SAN {0}, then "
                           "what it calls for.").format(san)
        outcome = classify_plain(roll, san, co_harm.options(self.doc.encounter).critical)
        expr = loss.success if outcome in SUCCESSES else loss.failure
        return "\n".join((coc_texts.render_line(check_line("san_check", roll, san, outcome)),
                          self.tr("The loss ({0}) and an idea roll it may call for are rolled "
                                  "on OK.").format(expr)))

    def update_preview(self) -> None:
        """What OK will do: from what is typed; what the app still has to roll is said, not
        shown (nothing rolled before it is rolled)."""
        enc = self.doc.encounter
        c = enc.combatants.get(self.cid)
        ok = self.buttons.button(self.buttons.StandardButton.Ok)
        self.message.clear()
        if c is None:
            return
        problem = next((sp.problem() for sp in (self.roll_spin, self.idea_spin)
                        if sp.problem()), "")
        try:
            if problem:
                raise ValueError(problem)
            loss = parse_san_loss(self.loss_edit.text())
            hour = san_hour(enc, self.cid, self.new_hour_check.isChecked())
            res = san_check(c.sheet.san or 0, c.sheet.stat("int"), loss,
                            roll=self.roll_spin.roll(), faces=self._faces(),
                            idea_roll=self.idea_spin.roll(), dice=None,
                            hour_start=hour["start"] if hour else None,
                            hour_lost=hour["lost"] if hour else 0)
        except TrackerError as exc:
            if getattr(exc, "code", "") == "no_roll":  # the app rolls the rest on OK
                self.preview.setPlainText(self._still_to_roll(c.sheet.san or 0, loss))
                ok.setEnabled(True)
                return
            self.preview.clear()
            self.message.setText(coc_texts.error_text(exc))
            ok.setEnabled(False)
            return
        except ValueError as exc:
            self.preview.clear()
            self.message.setText(problem or self.tr("Type the loss dice's faces as numbers.")
                                 if exc is not None else "")
            ok.setEnabled(False)
            return
        self.preview.setPlainText("\n".join(coc_texts.render_line(x) for x in res.explain))
        ok.setEnabled(True)

    def apply(self) -> None:
        name = self.doc.encounter.get(self.cid).name
        try:
            faces = self._faces()
        except ValueError:
            return
        self._run(lambda: QCoreApplication.translate("CocDialogs", "SAN check for {0}")
                  .format(name), coc_san_check, self.cid, self.loss_edit.text(),
                  roll=self.roll_spin.roll(), faces=faces, idea_roll=self.idea_spin.roll(),
                  duration=self.duration_spin.value() or None,
                  new_hour=self.new_hour_check.isChecked())


__all__ = ["SanDialog"]
