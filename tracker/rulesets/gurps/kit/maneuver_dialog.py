"""Choosing a combatant's maneuver and posture (RULES M): the maneuver of its turn with the
All-Out Attack/Defense option, the target of an Aim, Evaluate or Feint, the Aim's Acc and
bracing, the Feint's margin; the posture (Change Posture on its own turn, the GM setting the
table right out of it). The model decides and refuses with the rule; the dialog shows why."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QFormLayout, QLabel, QVBoxLayout

from tracker.rulesets.gurps.rules import maneuver_ops as mo
from tracker.rulesets.gurps.rules import maneuvers as m
from tracker.ui.document import EncounterDocument
from tracker.ui.forms import accept_cancel
from tracker.ui.spinboxes import SpinBox

from . import maneuver_text as mt
from .page_words import seat_word

_ERROR_STYLE = "color: #b00020;"


class ManeuverDialog(QDialog):
    def __init__(self, doc: EncounterDocument, cid: str, parent=None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.cid = cid
        self.setObjectName("ManeuverDialog")
        enc = doc.encounter
        c = enc.combatants[cid]
        self.own_turn = enc.in_combat and enc.current is not None and enc.current.id == cid
        self.setWindowTitle(self.tr("Maneuver and posture — {0}").format(c.name))
        lay = QVBoxLayout(self)
        form = QFormLayout()
        self.maneuver_combo = QComboBox()
        for mid in m.MANEUVERS:
            self.maneuver_combo.addItem(mt.maneuver_name(mid), mid)
        self.option_combo = QComboBox()
        self.target_combo = QComboBox()
        for other in enc.ordered():
            if other.id != cid:
                self.target_combo.addItem(other.name, other.id)
        self.acc_spin = SpinBox()
        self.acc_spin.setRange(0, m.MAX_ACC)
        self.braced_check = QCheckBox(self.tr("&Braced (+1)"))
        self.margin_spin = SpinBox()
        self.margin_spin.setRange(0, m.MAX_MARGIN)
        self.posture_combo = QComboBox()
        for pid in m.POSTURES:
            self.posture_combo.addItem(mt.posture_name(pid), pid)
        self.posture_combo.setCurrentIndex(self.posture_combo.findData(m.posture_of(c)))
        self.rows = {}
        for key, label, w in (
                ("maneuver", self.tr("&Maneuver:"), self.maneuver_combo),
                ("option", self.tr("&Option:"), self.option_combo),
                ("target", self.tr("&Target:"), self.target_combo),
                ("acc", self.tr("Weapon &Acc:"), self.acc_spin),
                ("braced", "", self.braced_check),
                ("margin", self.tr("Feint's ma&rgin:"), self.margin_spin),
                ("posture", self.tr("&Posture:"), self.posture_combo)):
            form.addRow(label, w)
            self.rows[key] = w
        lay.addLayout(form)
        self._form = form
        self.note_label = QLabel()
        self.note_label.setWordWrap(True)
        lay.addWidget(self.note_label)
        self.message_label = QLabel()
        self.message_label.setWordWrap(True)
        self.message_label.setStyleSheet(_ERROR_STYLE)
        lay.addWidget(self.message_label)
        buttons, self.ok_button, cancel = accept_cancel(self.tr("OK"), self.tr("Cancel"))
        self.ok_button.clicked.connect(self.accept)
        cancel.clicked.connect(self.reject)
        lay.addWidget(buttons)
        chosen = m.maneuver_of(c)
        if chosen is not None:
            self.maneuver_combo.setCurrentIndex(self.maneuver_combo.findData(chosen["id"]))
        else:
            self.maneuver_combo.setCurrentIndex(self.maneuver_combo.findData("attack"))
        self.maneuver_combo.currentIndexChanged.connect(self._sync)
        self.option_combo.currentIndexChanged.connect(self._sync)
        self._failure: str | None = None
        doc.failed.connect(self._on_failed)
        self._sync()

    def _on_failed(self, message: str) -> None:
        self._failure = message

    def maneuver(self) -> str:
        return self.maneuver_combo.currentData()

    def _sync(self) -> None:
        mid = self.maneuver()
        keep = self.option_combo.currentData()
        self.option_combo.blockSignals(True)
        self.option_combo.clear()
        for opt in m.OPTIONS.get(mid, ()):
            self.option_combo.addItem(mt.option_name(opt), opt)
        if keep is not None and self.option_combo.findData(keep) >= 0:
            self.option_combo.setCurrentIndex(self.option_combo.findData(keep))
        self.option_combo.blockSignals(False)
        option = self.option_combo.currentData()
        feint = mid == "feint" or (mid == "all_out_attack" and option == "feint")
        shown = {"maneuver": self.own_turn, "option": self.own_turn and bool(m.OPTIONS.get(mid)),
                 "target": self.own_turn and (mid in m.TARGETED or feint),
                 "acc": self.own_turn and mid == "aim", "braced": self.own_turn and mid == "aim",
                 "margin": self.own_turn and feint,
                 "posture": not self.own_turn or mid == "change_posture"}
        for key, w in self.rows.items():
            w.setVisible(shown[key])
            label = self._form.labelForField(w)
            if label is not None:
                label.setVisible(shown[key])
        self.note_label.setText(
            self.tr("A maneuver is chosen at the start of the combatant's own turn; out of it "
                    "the posture is just set (the GM setting the table right).")
            if not self.own_turn else "")
        self.adjustSize()

    def accept(self) -> None:
        self._failure = None
        mid = self.maneuver()
        if not self.own_turn or mid == "change_posture":
            ok = self.doc.run(lambda: seat_word("posture"),
                              mo.set_posture, self.cid, self.posture_combo.currentData())
        else:
            option = self.option_combo.currentData()
            feint = mid == "feint" or (mid == "all_out_attack" and option == "feint")
            targeted = mid in m.TARGETED or feint
            ok = self.doc.run(
                lambda: seat_word("maneuver"),
                mo.set_maneuver, self.cid, mid, option,
                self.target_combo.currentData() if targeted else None,
                self.acc_spin.value() if mid == "aim" else None,
                self.braced_check.isChecked() and mid == "aim",
                self.margin_spin.value() if feint else None)
        if ok is None:
            self.message_label.setText(self._failure or self.tr("Not possible."))
            return
        super().accept()

    def done(self, result: int) -> None:  # noqa: D401 (Qt override)
        try:
            self.doc.failed.disconnect(self._on_failed)
        except (RuntimeError, TypeError):
            pass
        super().done(result)
