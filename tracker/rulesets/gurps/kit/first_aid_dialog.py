"""First Aid on a bleeding combatant (W4, B424): the healer's skill, the 3d roll (rolled here
or typed) and the HP the bandaging gives back; OK runs the model's ``first_aid`` as one undo
step. The model decides (a success stops the bleeding); the dialog only asks."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QFormLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from tracker.model.dice import Dice
from tracker.rulesets.gurps.rules import bleeding
from tracker.rulesets.gurps.rules.modules import bleeding_module
from tracker.ui.document import EncounterDocument
from tracker.ui.forms import accept_cancel, labelled_row
from tracker.ui.spinboxes import SpinBox

_ERROR_STYLE = "color: #b00020;"


class FirstAidDialog(QDialog):
    def __init__(self, doc: EncounterDocument, cid: str, parent=None,
                 dice: Dice | None = None) -> None:
        super().__init__(parent)
        self.doc, self.cid = doc, cid
        self.dice = dice if dice is not None else Dice()
        self.setObjectName("FirstAidDialog")
        c = doc.encounter.combatants[cid]
        self.setWindowTitle(self.tr("First Aid — {0}").format(c.name))
        self.skill_spin = SpinBox()
        self.skill_spin.setRange(0, 50)
        self.skill_spin.setValue(10)
        self.skill_spin.setToolTip(self.tr("The healer's First Aid skill"))
        self.roll_spin = SpinBox()
        self.roll_spin.setRange(2, 18)
        self.roll_spin.setSpecialValueText("—")
        self.roll_button = QPushButton(self.tr("&Roll 3d"))
        self.roll_button.setAutoDefault(False)
        self.hp_spin = SpinBox()
        self.hp_spin.setRange(0, 100)
        self.hp_spin.setValue(bleeding.BANDAGE_HP)
        self.hp_spin.setToolTip(self.tr("HP a success gives back: 1 for bandaging, or your "
                                        "roll on the First Aid table (B424)"))
        self.message_label = QLabel()
        self.message_label.setWordWrap(True)
        form = QFormLayout()
        labelled_row(form, self.tr("First Aid &skill:"), self.skill_spin)
        row = QHBoxLayout()
        row.addWidget(self.roll_spin)
        row.addWidget(self.roll_button)
        labelled_row(form, self.tr("&3d roll:"), row, self.roll_spin)
        labelled_row(form, self.tr("&HP back on a success:"), self.hp_spin)
        buttons, self.ok_button, self.cancel_button = accept_cancel(self.tr("&OK"),
                                                                    self.tr("Cancel"))
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(self.message_label)
        lay.addWidget(buttons)
        self.roll_button.clicked.connect(self.roll)
        self.roll_spin.valueChanged.connect(self._update)
        self.ok_button.clicked.connect(self._apply)
        self.cancel_button.clicked.connect(self.reject)
        self._update()

    def roll(self) -> int:
        value = self.dice.roll(3)
        self.roll_spin.setValue(value)
        return value

    def _problem(self) -> str | None:
        enc = self.doc.encounter
        if bleeding.ID not in enc.modules:
            return self.tr("Bleeding (W4) is not on in this encounter: turn it on in Rules "
                           "and options.")
        if self.cid not in enc.combatants:
            return self.tr("This combatant is no longer in the encounter.")
        if self.roll_spin.value() < 3:
            return self.tr("Roll 3d or type the roll.")
        return None

    def _update(self) -> None:
        problem = self._problem()
        self.message_label.setText(problem or "")
        self.message_label.setStyleSheet(_ERROR_STYLE if problem else "")
        self.ok_button.setEnabled(problem is None)

    def _apply(self) -> None:
        if self._problem() is not None:
            return
        c = self.doc.encounter.combatants[self.cid]
        done = self.doc.run(lambda: self.tr("First Aid on {0}").format(c.name),
                            bleeding_module.first_aid, self.cid, self.skill_spin.value(),
                            self.roll_spin.value(), self.hp_spin.value())
        if done is not None:
            self.accept()
