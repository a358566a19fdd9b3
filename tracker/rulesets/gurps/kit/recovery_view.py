"""Recovery dock: crippled and lost parts on their way back (G7), the campaign calendar,
"Advance time" and "End combat".

End combat asks, for every crippled part still to be judged, for the GM's 3d HT roll (or
lets the app roll: 0) and for lasting crippling the 1d of months; lost parts need no roll.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tracker.model import operations
from tracker.model.encounter import Change, Encounter
from tracker.model.input_text import ascii_forms
from tracker.rulesets.gurps.rules.recovery import RecoveryTimer
from tracker.ui.document import EncounterDocument
from tracker.ui.spinboxes import SpinBox
from tracker.ui.user_text import plain

from .infection_view import InfectionRows
from .texts import combatant_location_name as location_name
from .texts import timer_kind_name

_Index = QModelIndex | QPersistentModelIndex

TimerRole = Qt.ItemDataRole.UserRole + 1


def _bold(text: str) -> str:
    return "<b>" + text.replace("&", "&amp;").replace("<", "&lt;") + "</b>"


class RecoveryModel(QAbstractTableModel):
    """One row per recovery timer of ``doc.encounter``."""

    COMBATANT, PART, KIND, REMAINING, MEDICAL = range(5)

    def __init__(self, doc: EncounterDocument, parent=None) -> None:
        super().__init__(parent)
        self.doc = doc
        self._rows: list[RecoveryTimer] = list(doc.encounter.timers)
        doc.changed.connect(self._on_changed)
        doc.reset.connect(self.reload)

    def _headers(self) -> tuple[str, ...]:
        return (self.tr("Combatant"), self.tr("Part"), self.tr("Kind"), self.tr("Remaining"),
                self.tr("Medical TL"))

    def reload(self) -> None:
        self.beginResetModel()
        self._rows = list(self.doc.encounter.timers)
        self.endResetModel()

    def _on_changed(self, _change: Change | None = None) -> None:
        # Undo restores fresh timer objects, so compare by content; a handful of rows.
        timers = self.doc.encounter.timers
        if [t.to_dict() for t in timers] != [t.to_dict() for t in self._rows]:
            self.reload()
        elif self._rows:
            self._rows = list(timers)
            # names may have changed (an edit)
            self.dataChanged.emit(self.index(0, 0),
                                  self.index(len(self._rows) - 1, self.MEDICAL))

    def timer(self, row: int) -> RecoveryTimer:
        return self._rows[row]

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 5

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if (orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole
                and 0 <= section < 5):
            return self._headers()[section]
        return None

    def remaining_text(self, t: RecoveryTimer) -> str:
        if t.kind == "lasting" and t.days_left is not None:
            return self.tr("%n day(s)", None, t.days_left)
        if t.kind == "temporary":
            return self.tr("until HP full")
        return "—"

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        t = self._rows[index.row()]
        col = index.column()
        enc = self.doc.encounter
        if role == Qt.ItemDataRole.DisplayRole:
            if col == self.COMBATANT:
                c = enc.combatants.get(t.combatant)
                return c.name if c is not None else t.combatant
            if col == self.PART:
                return location_name(enc, t.combatant, t.location)
            if col == self.KIND:
                return timer_kind_name(t.kind)
            if col == self.REMAINING:
                return self.remaining_text(t)
            if col == self.MEDICAL:
                return "—" if t.medical_tl is None else self.tr("TL%1").replace(
                    "%1", str(t.medical_tl))
            return None
        if role == Qt.ItemDataRole.ToolTipRole:
            parts = []
            if t.roll is not None:
                parts.append(self.tr("HT roll: %1").replace("%1", str(t.roll)))
            if t.months is not None:
                parts.append(self.tr("%n month(s)", None, t.months))
            parts.append(self.tr("Since day %1").replace("%1", str(t.started_day)))
            return "\n".join(parts)
        if role == Qt.ItemDataRole.TextAlignmentRole and col == self.REMAINING:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == TimerRole:
            return t
        return None


def parts_to_judge(enc: Encounter) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """(crippled parts needing an HT roll, lost parts needing none) as (cid, location)."""
    roll: list[tuple[str, str]] = []
    lost: list[tuple[str, str]] = []
    for c in enc.ordered():
        if c.has("dead") or c.has("destroyed"):
            continue  # a corpse gets no G7 roll (end_combat skips it too)
        for loc, part in c.sheet.parts.items():
            if part.status == "ok" or part.duration is not None:
                continue
            (lost if part.status in ("severed", "destroyed") else roll).append((c.id, loc))
    return roll, lost


class EndCombatDialog(QDialog):
    """Each crippled part with a 3d HT roll (0 = roll for me) and 1d months (0 = roll)."""

    def __init__(self, enc: Encounter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("End combat"))
        self.roll_spins: dict[tuple[str, str], QSpinBox] = {}
        self.month_spins: dict[tuple[str, str], QSpinBox] = {}
        to_roll, lost = parts_to_judge(enc)
        lay = QVBoxLayout(self)
        intro = QLabel(self.tr(
            "Each crippled part needs an HT roll: success heals it when HP is full, failure "
            "lasts for months, a critical failure is permanent. Leave 'Roll for me' to let "
            "the app roll."), self)
        intro.setWordWrap(True)
        lay.addWidget(intro)
        grid = QGridLayout()
        grid.addWidget(QLabel(_bold(self.tr("Part")), self), 0, 0)
        grid.addWidget(QLabel(_bold(self.tr("HT roll (3d)")), self), 0, 1)
        grid.addWidget(QLabel(_bold(self.tr("Months if lasting (1d)")), self), 0, 2)
        row = 1
        for cid, loc in to_roll:
            c = enc.combatants[cid]
            text = self.tr("%1: %2 (HT %3)").replace("%1", c.name).replace(
                "%2", location_name(enc, cid, loc)).replace("%3", str(c.sheet.ht))
            grid.addWidget(plain(QLabel(text, self)), row, 0)
            spin = SpinBox(self)
            spin.setRange(2, 18)  # 2 is shown as "Roll for me"
            spin.setSpecialValueText(self.tr("Roll for me"))
            spin.setValue(2)
            spin.setMinimumWidth(spin.fontMetrics().horizontalAdvance(
                spin.specialValueText()) + 48)
            self.roll_spins[(cid, loc)] = spin
            grid.addWidget(spin, row, 1)
            mspin = SpinBox(self)
            mspin.setRange(0, 6)
            mspin.setSpecialValueText(self.tr("Roll for me"))
            mspin.setMinimumWidth(spin.minimumWidth())
            self.month_spins[(cid, loc)] = mspin
            grid.addWidget(mspin, row, 2)
            row += 1
        for cid, loc in lost:
            c = enc.combatants[cid]
            text = self.tr("%1: %2 (HT %3)").replace("%1", c.name).replace(
                "%2", location_name(enc, cid, loc)).replace("%3", str(c.sheet.ht))
            grid.addWidget(plain(QLabel(text, self)), row, 0)
            grid.addWidget(QLabel(self.tr("lost for good: no roll"), self), row, 1, 1, 2)
            row += 1
        lay.addLayout(grid)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("End combat"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)

    def rolls(self) -> dict[tuple[str, str], int]:
        return {k: s.value() for k, s in self.roll_spins.items() if s.value() >= 3}

    def months(self) -> dict[tuple[str, str], int]:
        return {k: s.value() for k, s in self.month_spins.items() if s.value() >= 1}


class RecoveryView(QWidget):
    """The recovery dock's widget: timers, calendar, Advance time and End combat."""

    def __init__(self, doc: EncounterDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.timer_model = RecoveryModel(doc, self)
        self.table = QTableView(self)
        self.table.setModel(self.timer_model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.setAlternatingRowColors(True)
        hh = self.table.horizontalHeader()
        hh.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        hh.setStretchLastSection(True)
        self.empty_label = QLabel(self)
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_label.setEnabled(False)

        self.calendar_label = QLabel(self)
        self.amount = SpinBox(self)
        self.amount.setRange(1, 9999)
        self.amount.setValue(1)
        self.unit = QComboBox(self)
        self.advance_button = QPushButton(self)
        self.advance_button.clicked.connect(self._advance_clicked)
        self.end_button = QPushButton(self)
        self.end_button.clicked.connect(lambda: self.end_combat())

        #: the GM's own 3d results for the checks the time makes due, in their order
        self.rolls_edit = QLineEdit(self)
        self.rolls_edit.setClearButtonEnabled(True)
        self.rolls_edit.setMaximumWidth(160)
        self.advance_label = QLabel(self)
        top = QHBoxLayout()
        top.addWidget(self.calendar_label, 1)
        top.addWidget(self.end_button)
        time_row = QHBoxLayout()
        time_row.addStretch(1)
        time_row.addWidget(self.advance_label)
        time_row.addWidget(self.amount)
        time_row.addWidget(self.unit)
        time_row.addWidget(self.rolls_edit)
        time_row.addWidget(self.advance_button)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(2, 2, 2, 2)
        lay.addLayout(top)
        lay.addWidget(self.table, 1)
        lay.addWidget(self.empty_label, 1)
        #: infected wounds (V7) beside the crippled parts, when that rule module is on
        self.infections = InfectionRows(doc, self)
        lay.addWidget(self.infections, 1)
        lay.addLayout(time_row)

        doc.changed.connect(self._update)
        doc.reset.connect(self._update)
        self.retranslate()

    def model(self) -> RecoveryModel:
        """The timers table's model."""
        return self.timer_model

    # -- texts --------------------------------------------------------------------------------
    def retranslate(self) -> None:
        unit = self.unit.currentIndex()
        self.unit.clear()
        self.unit.addItem(self.tr("minutes"), 1)
        self.unit.addItem(self.tr("hours"), 60)
        self.unit.addItem(self.tr("days"), 24 * 60)
        self.unit.setCurrentIndex(unit if unit >= 0 else 1)
        self.advance_label.setText(self.tr("Let time pass:"))
        self.advance_button.setText(self.tr("Advance time"))
        self.advance_button.setToolTip(self.tr(
            "Let time pass: rest restores FP, each day brings a natural recovery roll and "
            "counts down lasting crippling"))
        self.rolls_edit.setPlaceholderText(self.tr("your rolls (optional)"))
        self.rolls_edit.setToolTip(self.tr(
            "The 3d results you roll at the table for the checks that fall due (heat, "
            "cold, waking…), in the order of their time, e.g. \"12 9 14\"; the app rolls "
            "the rest"))
        self.end_button.setText(self.tr("End combat…"))
        self.end_button.setToolTip(self.tr(
            "End the fight: one HT roll per crippled part decides how long it lasts"))
        self.empty_label.setText(self.tr("No crippled or lost parts"))
        self.timer_model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, 4)
        self._update()

    def changeEvent(self, e: QEvent) -> None:
        if e.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(e)

    def _update(self, _change: Change | None = None) -> None:
        enc = self.doc.encounter
        cal = enc.calendar
        self.calendar_label.setText(_bold(self.tr("Day %1, %2").replace(
            "%1", str(cal.day)).replace("%2", cal.clock())))
        self.end_button.setEnabled(enc.in_combat)
        has_rows = self.timer_model.rowCount() > 0
        self.table.setVisible(has_rows)
        self.empty_label.setVisible(not has_rows)

    # -- actions ------------------------------------------------------------------------------
    def advance_time(self, amount: int, unit_minutes: int = 60,
                     rolls: list[int] | None = None) -> Any:
        """Advance the calendar by ``amount`` × ``unit_minutes`` minutes (one undo step);
        ``rolls``: the GM's results for the checks that fall due, in order."""
        total = int(amount) * int(unit_minutes)
        hours, minutes = divmod(total, 60)
        return self.doc.run(lambda: QCoreApplication.translate("RecoveryView", "Advance time"), operations.advance_time,
                            hours, minutes=minutes, check_rolls=rolls)

    def _advance_clicked(self) -> None:
        text = ascii_forms(self.rolls_edit.text()).replace(",", " ").split()
        bad = next((t for t in text if not (t.isdigit() and 3 <= int(t) <= 18)), None)
        if bad is not None:
            self.doc.failed.emit(self.tr("“%1” is not a 3d roll (3 to 18): type your rolls "
                                         "as whole numbers, e.g. 12 9 14.").replace("%1", bad))
            return
        if self.advance_time(self.amount.value(), self.unit.currentData() or 60,
                             [int(t) for t in text] or None) is not None:
            self.rolls_edit.clear()

    def end_combat(self, rolls: dict[tuple[str, str], int] | None = None,
                   months: dict[tuple[str, str], int] | None = None,
                   ask: bool = True) -> Any:
        """End combat. With ``ask`` and crippled parts to judge, the GM may enter the rolls
        first (cancel = nothing happens); given ``rolls``/``months`` are used as they are."""
        enc = self.doc.encounter
        if ask and rolls is None and months is None and parts_to_judge(enc)[0]:
            dlg = EndCombatDialog(enc, self)
            if dlg.exec() != QDialog.DialogCode.Accepted:
                return None
            rolls, months = dlg.rolls(), dlg.months()
        return self.doc.run(lambda: QCoreApplication.translate("RecoveryView", "End combat"), operations.end_combat,
                            rolls=rolls or None, months=months or None)
