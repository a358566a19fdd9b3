"""Selected → Add a condition… (Ctrl+K): the condition for everyone selected and, optionally,
the rounds it lasts (issue 43: Ctrl+K took no duration; the detail pane's countdown did)."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QFormLayout, QVBoxLayout, QWidget

from .forms import accept_cancel, labelled_row
from .spinboxes import SpinBox


class ConditionDialog(QDialog):
    """The condition's name (one offered, or typed) and its countdown (0: none)."""

    def __init__(self, offered: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("conditionDialog")
        self.setWindowTitle(self.tr("Add a condition"))
        self.name_combo = QComboBox()
        self.name_combo.setEditable(True)
        self.name_combo.addItems(offered)
        self.rounds_spin = SpinBox()
        self.rounds_spin.setRange(0, 999)
        self.rounds_spin.setSpecialValueText(self.tr("no countdown"))
        self.rounds_spin.setToolTip(self.tr("Rounds until the condition ends by itself"))
        form = QFormLayout()
        labelled_row(form, self.tr("&Condition for everyone selected:"), self.name_combo)
        labelled_row(form, self.tr("&Lasts (rounds):"), self.rounds_spin)
        # a condition the GM types reaches the players only when asked (issue 43); the
        # ruleset's own follow the players' view's rules whatever this says
        self.public_check = QCheckBox(self.tr("&Show to players"))
        self.public_check.setToolTip(self.tr(
            "Players see a condition you typed yourself, as typed; the rules' own conditions "
            "show as the players' view always shows them"))
        form.addRow(self.public_check)
        box, _ok, cancel = accept_cancel(self.tr("&Add"), self.tr("Cancel"))
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(box)

    def condition(self) -> str:
        return self.name_combo.currentText().strip()

    def public(self) -> bool:
        """Whether the players are shown it (a condition of the GM's own)."""
        return self.public_check.isChecked()

    def rounds(self) -> int | None:
        """The rounds it lasts; None: until taken off."""
        return self.rounds_spin.value() or None
