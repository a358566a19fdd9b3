"""The sheet editor's weapons (W1): a foe made by hand gets its weapons typed here, checked
by the model's own validation of a saved weapon (``validate_weapon``), so a weapon typed in
the window is one a file could hold and the session's ``edit`` would take.

:class:`WeaponList` is the list with Add / Edit / Remove in the combatant dialog (it changes
nothing in the encounter: the dialog's OK saves the list in its one edit);
:class:`WeaponDialog` edits one weapon, its body scrolled so it fits a small screen."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tracker.rulesets.gurps.rules.damage import DAMAGE_TYPES
from tracker.rulesets.gurps.rules.weapons import MAX_TEXT, MELEE, RANGED, Weapon, validate_weapon
from tracker.ui.forms import accept_cancel
from tracker.ui.spinboxes import DoubleSpinBox
from tracker.ui.user_text import plain

from .texts import weapon_damage_text

_ERROR_STYLE = "color: #b00020;"
#: optional whole numbers of a weapon, typed as text ("" = the weapon has none)
_NUMBERS = ("skill", "block", "acc", "bulk", "recoil")
#: text statistics kept as the sheet writes them ("240/320", "1(2)", "C,1")
_TEXTS = ("usage", "reach", "range", "rof", "shots", "st")
#: a parry as GCS writes it: "13", "13U", "11F", "0F"
_PARRY = re.compile(r"^\s*(-?\d{1,3})\s*([UuFf]{0,2})\s*$")


class WeaponDialog(QDialog):
    """Add (``weapon`` None) or edit one weapon; ``others`` are the sheet's other weapons
    (a label may appear once). After ``exec()`` accepted, :meth:`weapon` is the result."""

    def __init__(self, others: list[Weapon], weapon: Weapon | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("WeaponDialog")
        self._others = [w.label for w in others]
        self.setWindowTitle(self.tr("Edit weapon") if weapon else self.tr("New weapon"))
        self._build()
        if weapon is not None:
            self._load(weapon)
        self._validate()

    def _line(self, tip: str = "") -> QLineEdit:
        edit = QLineEdit()
        edit.setMaxLength(MAX_TEXT)
        edit.setToolTip(tip)
        edit.textChanged.connect(self._validate)
        return edit

    def _build(self) -> None:
        self.name_edit = self._line()
        self.name_edit.setPlaceholderText(self.tr("e.g. Broadsword"))
        self.usage_edit = self._line(self.tr("The attack mode: Swung, Thrust, Shoot…"))
        self.kind_combo = QComboBox()
        self.kind_combo.addItem(self.tr("Melee"), MELEE)
        self.kind_combo.addItem(self.tr("Ranged"), RANGED)
        self.damage_edit = self._line(self.tr("The damage dice: 2d+1, 1d-2 or a number; empty "
                                         "for no damage the tracker rolls"))
        self.type_combo = QComboBox()
        self.type_combo.addItem("—", None)
        for t in DAMAGE_TYPES:
            self.type_combo.addItem(t, t)
        self.type_combo.currentIndexChanged.connect(self._validate)
        self.divisor_spin = DoubleSpinBox()
        self.divisor_spin.setRange(0.01, 100)
        self.divisor_spin.setDecimals(2)
        self.divisor_spin.setValue(1)
        self.divisor_spin.setToolTip(self.tr("Armor divisor: 1 for none, 0.5 for a (0.5)"))
        self.numbers = {k: self._line(self.tr("A whole number; empty for none")) for k in _NUMBERS}
        self.parry_edit = self._line(self.tr("Parry as the sheet writes it: 9, 9U (unbalanced) or "
                                        "9F (fencing); empty if it cannot parry"))
        self.texts = {k: self._line() for k in _TEXTS if k != "usage"}
        self.texts["usage"] = self.usage_edit
        self.message_label = plain(QLabel())
        self.message_label.setWordWrap(True)
        self.message_label.setStyleSheet(_ERROR_STYLE)
        self.button_box, self.ok_button, self.cancel_button = accept_cancel(
            self.tr("&OK"), self.tr("Cancel"))
        self.ok_button.clicked.connect(self._ok)
        self.cancel_button.clicked.connect(self.reject)
        self._lay_out()

    def _lay_out(self) -> None:
        damage_row = QHBoxLayout()
        damage_row.addWidget(self.damage_edit, 2)
        damage_row.addWidget(self.type_combo, 1)
        damage_row.addWidget(QLabel(self.tr("armor divisor:")))
        damage_row.addWidget(self.divisor_spin, 1)
        form = QFormLayout()
        rows: list[tuple[str, Any]] = [
            (self.tr("&Name:"), self.name_edit), (self.tr("&Usage:"), self.usage_edit),
            (self.tr("&Kind:"), self.kind_combo), (self.tr("&Damage:"), damage_row),
            (self.tr("&Skill:"), self.numbers["skill"]), (self.tr("&Reach:"), self.texts["reach"]),
            (self.tr("&Parry:"), self.parry_edit), (self.tr("&Block:"), self.numbers["block"]),
            (self.tr("&Acc:"), self.numbers["acc"]), (self.tr("Ran&ge:"), self.texts["range"]),
            (self.tr("Ro&F:"), self.texts["rof"]), (self.tr("S&hots:"), self.texts["shots"]),
            (self.tr("Bu&lk:"), self.numbers["bulk"]), (self.tr("Re&coil:"), self.numbers["recoil"]),
            (self.tr("S&T:"), self.texts["st"]),
        ]
        for text, field in rows:
            label = QLabel(text)
            label.setBuddy(self.damage_edit if field is damage_row else field)
            form.addRow(label, field)
        body = QWidget()
        body.setLayout(form)
        scroll = QScrollArea()  # the buttons stay in view on a short screen
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(body)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keyboard opens on the first field
        self.scroll = scroll
        outer = QVBoxLayout(self)
        outer.addWidget(scroll, 1)
        outer.addWidget(self.message_label)
        outer.addWidget(self.button_box)

    def _load(self, w: Weapon) -> None:
        self.name_edit.setText(w.name)
        self.kind_combo.setCurrentIndex(max(0, self.kind_combo.findData(w.kind)))
        self.damage_edit.setText(w.damage or "")
        self.type_combo.setCurrentIndex(max(0, self.type_combo.findData(w.type)))
        self.divisor_spin.setValue(float(w.armor_divisor))
        for key, edit in self.numbers.items():
            value = getattr(w, key)
            edit.setText("" if value is None else str(value))
        self.parry_edit.setText("" if w.parry is None else f"{w.parry}{w.parry_flags}")
        for key, edit in self.texts.items():
            edit.setText(getattr(w, key) or "")

    # -- the result -----------------------------------------------------------------------
    def _field_names(self) -> dict[str, str]:
        return {"name": self.tr("Name"), "usage": self.tr("Usage"), "damage": self.tr("Damage"),
                "skill": self.tr("Skill"), "reach": self.tr("Reach"), "parry": self.tr("Parry"),
                "block": self.tr("Block"), "acc": self.tr("Acc"), "range": self.tr("Range"),
                "rof": self.tr("RoF"), "shots": self.tr("Shots"), "bulk": self.tr("Bulk"),
                "recoil": self.tr("Recoil"), "st": self.tr("ST"), "armor_divisor": self.tr("Armor divisor"),
                "type": self.tr("Damage type"), "kind": self.tr("Kind")}

    def data(self) -> tuple[dict[str, Any], str | None]:
        """The weapon as a sheet saves it, and the first field that is no number where one
        is needed (its key), before the model's validation."""
        d: dict[str, Any] = {"name": self.name_edit.text().strip(),
                             "kind": self.kind_combo.currentData() or MELEE}
        bad: str | None = None
        for key, edit in self.numbers.items():
            text = edit.text().strip().replace("−", "-")
            if text:
                if re.fullmatch(r"[+-]?\d{1,4}", text) is None:
                    bad = bad or key
                    continue
                d[key] = int(text)
        parry = self.parry_edit.text().strip().replace("−", "-")
        if parry:
            m = _PARRY.match(parry)
            if m is None:
                bad = bad or "parry"
            else:
                d["parry"] = int(m.group(1))
                if m.group(2):
                    d["parry_flags"] = m.group(2).upper()
        for key, edit in self.texts.items():
            if edit.text().strip():
                d[key] = edit.text().strip()
        damage = self.damage_edit.text().strip().replace("−", "-")
        if damage:
            d["damage"] = damage
        if self.type_combo.currentData() is not None:
            d["type"] = self.type_combo.currentData()
        if abs(self.divisor_spin.value() - 1) > 1e-9:
            d["armor_divisor"] = round(self.divisor_spin.value(), 2)
        return d, bad

    def problem(self) -> str | None:
        """What keeps OK disabled, as a translated sentence; None when the weapon is good."""
        d, bad = self.data()
        names = self._field_names()
        if bad is not None:
            return self.tr("{0} must be a whole number (or empty).").format(names[bad])
        problems: list[str] = []
        validate_weapon(d, "w",
                        lambda path, *_, **__: problems.append(path.split(".")[-1]))
        if problems:
            return self._problem_text(problems[0], names)
        if "damage" in d and "type" not in d:
            return self.tr("Choose the damage type of the damage dice.")
        label = Weapon.from_dict(d).label
        if label.casefold() in (o.casefold() for o in self._others):
            return self.tr("The sheet already has a weapon called {0}.").format(label)
        return None

    def _problem_text(self, key: str, names: dict[str, str]) -> str:
        if key == "name":
            return self.tr("Enter the weapon's name.")
        if key == "damage":
            return self.tr("Damage: enter dice such as 2d+1 or 1d-2, or a number.")
        if key == "armor_divisor":
            return self.tr("The armor divisor must be over 0 and at most 100.")
        if key in _NUMBERS or key == "parry":
            return self.tr("{0} must be a whole number from −100 to 100.").format(names[key])
        return self.tr("{0}: at most {1} characters.").format(names.get(key, key), MAX_TEXT)

    def weapon(self) -> Weapon:
        return Weapon.from_dict(self.data()[0])

    def _validate(self) -> None:
        if not hasattr(self, "ok_button"):
            return  # still being built
        problem = self.problem()
        self.message_label.setText(problem or "")
        self.ok_button.setEnabled(problem is None)

    def _ok(self) -> None:
        self._validate()
        if self.ok_button.isEnabled():
            self.accept()


class WeaponList(QWidget):
    """The sheet's weapons as a table with Add / Edit / Remove; ``changed`` after each."""

    changed = Signal()

    def __init__(self, weapons: list[Weapon], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.weapons = list(weapons)
        #: how a weapon is edited: the dialog, run modally (tests put their own here)
        self.run_editor: Callable[[WeaponDialog], bool] = lambda dlg: bool(dlg.exec())
        self.table = QTableWidget(0, 4)
        self.table.setHorizontalHeaderLabels(
            [self.tr("Weapon"), self.tr("Damage"), self.tr("Skill"), self.tr("Parry/Block")])
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setTabKeyNavigation(False)
        self.table.setMinimumHeight(self.fontMetrics().lineSpacing() * 5)
        self.table.doubleClicked.connect(lambda _i: self.edit_selected())
        self.add_button = QPushButton(self.tr("Add weapon…"))
        self.edit_button = QPushButton(self.tr("Edit weapon…"))
        self.remove_button = QPushButton(self.tr("Remove weapon"))
        self.add_button.clicked.connect(self.add)
        self.edit_button.clicked.connect(self.edit_selected)
        self.remove_button.clicked.connect(self.remove_selected)
        self.table.itemSelectionChanged.connect(self._enable)
        buttons = QHBoxLayout()
        for b in (self.add_button, self.edit_button, self.remove_button):
            b.setAutoDefault(False)  # Enter in the sheet editor is its OK, not Add weapon
            buttons.addWidget(b)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        self._refresh()

    def _refresh(self, select: int | None = None) -> None:
        self.table.setRowCount(len(self.weapons))
        for r, w in enumerate(self.weapons):
            defense = " / ".join(x for x in (
                "" if w.parry is None else f"{w.parry}{w.parry_flags}",
                "" if w.block is None else str(w.block)) if x)
            for col, text in enumerate((w.label, weapon_damage_text(w),
                                        "" if w.skill is None else str(w.skill), defense)):
                item = QTableWidgetItem(text)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
                self.table.setItem(r, col, item)
        self.table.resizeRowsToContents()
        if select is not None and 0 <= select < len(self.weapons):
            self.table.selectRow(select)
        self._enable()

    def _enable(self) -> None:
        chosen = self.selected() is not None
        self.edit_button.setEnabled(chosen)
        self.remove_button.setEnabled(chosen)

    def selected(self) -> int | None:
        rows = self.table.selectionModel().selectedRows()
        return rows[0].row() if rows else None

    def add(self) -> None:
        dlg = WeaponDialog(self.weapons, None, self)
        if self.run_editor(dlg):
            self.weapons.append(dlg.weapon())
            self._refresh(len(self.weapons) - 1)
            self.changed.emit()

    def edit_selected(self) -> None:
        r = self.selected()
        if r is None:
            return
        others = self.weapons[:r] + self.weapons[r + 1:]
        dlg = WeaponDialog(others, self.weapons[r], self)
        if self.run_editor(dlg):
            self.weapons[r] = dlg.weapon()
            self._refresh(r)
            self.changed.emit()

    def remove_selected(self) -> None:
        r = self.selected()
        if r is None:
            return
        del self.weapons[r]
        self._refresh(min(r, len(self.weapons) - 1))
        self.changed.emit()

