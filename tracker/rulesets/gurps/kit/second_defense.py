"""The second defense of All-Out Defense (Double) in the defense step (RULES M): after a failed
first defense, a different one against the hits still coming. The defense dialog shows this
panel only for a defender that chose that option, and enables it once the first defense has
failed; it offers the kinds left (not the first one), each with the first one's modifiers.
Everything here is a preview (``defense.defend_again``); the attack applies it."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtWidgets import (
    QButtonGroup,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from tracker.model.dice import Dice
from tracker.rulesets.gurps.rules.defense import KINDS, NONE, Defense, DefenseResult, defend_again
from tracker.ui.spinboxes import SpinBox
from tracker.ui.typography import paren

from .page_words import defense_word


class SecondDefensePanel(QGroupBox):
    """Dodge, Parry or Block (those left after the first) and its 3d roll, or none."""

    def __init__(self, values: dict[str, int | None], dice: Dice,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("SecondDefensePanel")
        self.setTitle(self.tr("Second defense (All-Out Defense, Double)"))
        self.values = values
        self.dice = dice
        names = {"dodge": defense_word("dodge"), "parry": defense_word("parry"),
                 "block": defense_word("block"), NONE: self.tr("None")}
        self.group = QButtonGroup(self)
        self.radios: dict[str, QRadioButton] = {}
        row = QHBoxLayout()
        for kind in (*KINDS, NONE):
            value = values.get(kind)
            radio = QRadioButton(names[kind] if kind == NONE else names[kind] + paren(
                "—" if value is None else str(value)))
            self.radios[kind] = radio
            self.group.addButton(radio)
            row.addWidget(radio)
        row.addStretch(1)
        self.roll_spin = SpinBox()
        self.roll_spin.setRange(2, 18)
        self.roll_spin.setSpecialValueText("—")
        self.roll_spin.setToolTip(self.tr("The second defense's 3d roll (3-18): roll here, "
                                          "or type it"))
        self.roll_spin.setAccessibleName(self.tr("Second defense roll"))
        self.roll_button = QPushButton(self.tr("Roll 3d"))
        self.roll_button.setAutoDefault(False)
        self.roll_button.clicked.connect(self.roll)
        roll_row = QHBoxLayout()
        roll_row.addWidget(QLabel(self.tr("3d roll:")))
        roll_row.addWidget(self.roll_spin)
        roll_row.addWidget(self.roll_button)
        roll_row.addStretch(1)
        self.note_label = QLabel()
        self.note_label.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addLayout(roll_row)
        layout.addWidget(self.note_label)
        self.offer(None)

    def offer(self, first: DefenseResult | None) -> None:
        """Enable the panel after a failed first defense (``first``), with the kinds left."""
        open_ = first is not None and first.kind != NONE and not first.success
        for kind, radio in self.radios.items():
            radio.setEnabled(open_ and (kind == NONE or (
                kind != first.kind and self.values.get(kind) is not None)))
        current = self.kind()
        if open_ and (current is None or not self.radios[current].isEnabled()):
            left = next((k for k in KINDS if self.radios[k].isEnabled()), NONE)
            blocked = self.group.blockSignals(True)  # the dialog is updating already
            self.radios[left].setChecked(True)
            self.group.blockSignals(blocked)
        active = open_ and self.kind() not in (None, NONE)
        self.roll_spin.setEnabled(active)
        self.roll_button.setEnabled(active)
        self.note_label.setText("" if open_ else self.tr(
            "After a failed first defense: a different one against the hits still coming."))

    def kind(self) -> str | None:
        return next((k for k, r in self.radios.items() if r.isChecked()), None)

    def roll_value(self) -> int | None:
        return self.roll_spin.value() if self.roll_spin.value() >= 3 else None

    def roll(self) -> int:
        value = self.dice.roll(3)
        self.roll_spin.setValue(value)
        return value

    def defense(self, first: Defense) -> Defense | None:
        """The second defense with the first one's modifiers (None: none chosen)."""
        kind = self.kind()
        if not self.isEnabled() or kind in (None, NONE) or not self.radios[kind].isEnabled():
            return None
        return replace(first, kind=kind, base=self.values[kind])

    def result(self, first: DefenseResult, defense: Defense) -> DefenseResult | None:
        """The second defense worked out (None while its roll is missing)."""
        roll = self.roll_value()
        return None if roll is None else defend_again(first, defense, roll)

    def connect_changes(self, slot: Any) -> None:
        self.group.buttonToggled.connect(slot)
        self.roll_spin.valueChanged.connect(slot)
