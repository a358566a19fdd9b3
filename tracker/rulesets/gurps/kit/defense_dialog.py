"""The defense step (B374–B377): after an attack roll hits, the defender's active defense.

Dodge, Parry or Block from the sheet (the GM may change the number), retreat, stunned and
prone (taken from the defender's conditions), the attack's own modifier to the defense (V1
elevation, deceptive attack) and the GM's; "no defense" for a critical hit, an unaware target
or the GM's choice. The 3d is rolled here or typed. Everything before OK is a pure preview
(``defense.defend``); OK hands the defense and its roll back to the attack, which applies
attack, defense and the hits that got through as ONE undoable command.
"""

from __future__ import annotations

import html
from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from tracker.model.dice import Dice
from tracker.model.errors import TrackerError
from tracker.rulesets.gurps.rules import weapon_attack as wa
from tracker.rulesets.gurps.rules.defense import (
    KINDS,
    NONE,
    RETREAT,
    Defense,
    DefenseResult,
    defend,
    effective,
)
from tracker.rulesets.gurps.rules.sheet import GurpsSheet
from tracker.rulesets.gurps.rules.sheet_defense import sheet_defense
from tracker.ui.forms import accept_cancel, labelled_row
from tracker.ui.spinboxes import SpinBox
from tracker.ui.typography import paren

from . import texts as et
from .second_defense import SecondDefensePanel

_OK_STYLE = "color: #1b5e20; font-size: 15px; font-weight: bold;"
_BAD_STYLE = "color: #b00020; font-size: 15px; font-weight: bold;"


class DefenseDialog(QDialog):
    """The defense of ``defender`` against an attack that landed ``hits`` hits."""

    def __init__(self, sheet: GurpsSheet, defender_name: str, attacker_name: str, hits: int,
                 *, attack_modifier: int = 0, critical_hit: bool = False,
                 stunned: bool = False, prone: bool = False, dice: Dice | None = None,
                 parent: QWidget | None = None, context=None, double: bool = False) -> None:
        super().__init__(parent)
        #: what the encounter adds to the defense entered (RULES M: the posture, All-Out
        #: Defense, a feint; ``maneuver_ops.defense_in_context``), None: nothing
        self.context = context
        self.setObjectName("DefenseDialog")
        self.sheet = sheet
        self.hits = hits
        self.critical_hit = critical_hit
        self.dice = dice if dice is not None else Dice()
        self._result: DefenseResult | None = None
        #: All-Out Defense (Double, RULES M): the second defense after a failed first one
        self._second: DefenseResult | None = None
        self._building = True
        self.setWindowTitle(self.tr("Defense of {0}").format(defender_name))
        self._make_header(defender_name, attacker_name, hits)
        kinds_box = self._kinds_box(sheet)
        self._make_modifiers(stunned, prone, attack_modifier)
        self._make_roll()
        buttons, self.ok_button, self.cancel_button = accept_cancel(
            self.tr("O&K"), self.tr("Cancel"))
        #: ``double``: the defender chose All-Out Defense (Double) (RULES M)
        self.second_panel = SecondDefensePanel(
            {k: sheet_defense(sheet, k) for k in KINDS}, self.dice) if double else None
        self._arrange(kinds_box, self._values_form(), buttons)
        self._connect()
        self._first_choice(sheet, critical_hit)
        self._building = False
        self._on_kind()
        self.resize(700, 420)

    # -- construction -------------------------------------------------------------------------
    def _make_header(self, defender_name: str, attacker_name: str, hits: int) -> None:
        """Who hits whom, and how many times."""
        self.header_label = QLabel()
        self.header_label.setTextFormat(Qt.TextFormat.RichText)
        self.header_label.setWordWrap(True)
        if not attacker_name:  # a hit entered without an attack roll
            head = self.tr("A hit on {0}").format(defender_name)
        elif hits == 1:
            head = self.tr("{0} hits {1}").format(attacker_name, defender_name)
        else:
            head = self.tr("{0} hits {1} {2} times").format(attacker_name, defender_name, hits)
        self.header_label.setText("<b>" + html.escape(head) + "</b>")

    def _kinds_box(self, sheet: GurpsSheet) -> QGroupBox:
        """Dodge, parry, block (with the sheet's values) or no defense; the value, the weapon
        that parries or blocks and Feverish Defense."""
        self.kind_group = QButtonGroup(self)
        self.kind_radios: dict[str, QRadioButton] = {}
        names = {"dodge": self.tr("&Dodge"), "parry": self.tr("&Parry"),
                 "block": self.tr("&Block"), NONE: self.tr("&No defense")}
        kinds_box = QGroupBox(self.tr("Active defense"))
        kinds_layout = QVBoxLayout(kinds_box)
        for kind in (*KINDS, NONE):
            value = sheet_defense(sheet, kind) if kind != NONE else None
            radio = QRadioButton(names[kind] if kind == NONE else names[kind] + paren(
                "—" if value is None else str(value)))
            if kind != NONE:
                radio.setToolTip(self.tr("From the sheet: {0}").format(value)
                                 if value is not None else self.tr("Not on the sheet"))
            self.kind_radios[kind] = radio
            self.kind_group.addButton(radio)
            kinds_layout.addWidget(radio)
        self.base_spin = SpinBox()
        self.base_spin.setRange(0, 100)
        self.base_spin.setToolTip(self.tr("The defense as on the sheet; change it if it differs"))
        self.none_label = QLabel()
        self.none_label.setWordWrap(True)
        #: W1: the defender's weapon for a parry or block (its best first)
        self.with_combo = QComboBox()
        self.with_combo.setToolTip(self.tr("The weapon that parries or blocks: a second "
                                           "parry with it this turn is −4 (fencing −2)"))
        self.feverish_check = QCheckBox(self.tr("&Feverish Defense (+2, 1 FP)"))
        return kinds_box

    def _make_modifiers(self, stunned: bool, prone: bool, attack_modifier: int) -> None:
        """Retreat, stunned, prone and the three modifiers to the defense."""
        self.retreat_check = QCheckBox(self.tr("&Retreat"))
        self.stunned_check = QCheckBox(self.tr("&Stunned (−4)"))
        self.prone_check = QCheckBox(self.tr("Pr&one (−3)"))
        self.stunned_check.setChecked(stunned)
        self.prone_check.setChecked(prone)
        self.attack_spin = SpinBox()
        self.attack_spin.setRange(-100, 100)
        self.attack_spin.setValue(attack_modifier)
        self.attack_spin.setToolTip(self.tr("The attack's modifier to the defense (V1 elevation)"))
        self.deceptive_spin = SpinBox()
        self.deceptive_spin.setRange(0, 50)
        self.deceptive_spin.setToolTip(self.tr("Deceptive attack: −1 to the defense per −2 the "
                                               "attacker took to skill"))
        self.other_spin = SpinBox()
        self.other_spin.setRange(-100, 100)
        self.other_spin.setToolTip(self.tr("Any further modifier the GM adds"))

    def _make_roll(self) -> None:
        """The 3d roll, what it needs, the result and its explanation."""
        self.roll_spin = SpinBox()
        self.roll_spin.setRange(2, 18)
        self.roll_spin.setSpecialValueText("—")
        self.roll_spin.setToolTip(self.tr("The defense's 3d roll (3-18): roll here, or type it"))
        self.roll_button = QPushButton(self.tr("Ro&ll 3d"))
        self.roll_button.setAutoDefault(False)
        self.effective_label = QLabel()
        self.effective_label.setTextFormat(Qt.TextFormat.RichText)
        self.result_label = QLabel()
        self.result_label.setWordWrap(True)
        self.explain_view = QPlainTextEdit()
        self.explain_view.setReadOnly(True)
        self.explain_view.setTabChangesFocus(True)
        self.explain_view.setMinimumSize(320, 110)
        self.explain_view.setAccessibleName(self.tr("How the defense is worked out"))

    def _values_form(self) -> QFormLayout:
        """The weapon, the value, the modifiers and the roll, a labelled row each."""
        form = QFormLayout()
        labelled_row(form, self.tr("&With:"), self.with_combo)
        labelled_row(form, self.tr("Defense &value:"), self.base_spin)
        checks = QGridLayout()
        checks.addWidget(self.retreat_check, 0, 0)
        checks.addWidget(self.stunned_check, 0, 1)
        checks.addWidget(self.prone_check, 1, 0)
        checks.addWidget(self.feverish_check, 1, 1)
        form.addRow(checks)
        labelled_row(form, self.tr("&Attack's modifier:"), self.attack_spin)
        labelled_row(form, self.tr("D&eceptive attack:"), self.deceptive_spin)
        labelled_row(form, self.tr("&GM's modifier:"), self.other_spin)
        roll_row = QHBoxLayout()
        roll_row.addWidget(self.roll_spin)
        roll_row.addWidget(self.roll_button)
        roll_row.addStretch(1)
        labelled_row(form, self.tr("&3d roll:"), roll_row, self.roll_spin)
        return form

    def _arrange(self, kinds_box: QGroupBox, form: QFormLayout,
                 buttons: QDialogButtonBox) -> None:
        """The kinds left, the values and the result right, the header above."""
        left = QVBoxLayout()
        left.addWidget(kinds_box)
        left.addWidget(self.none_label)
        left.addStretch(1)
        right = QVBoxLayout()
        right.addLayout(form)
        right.addWidget(self.effective_label)
        right.addWidget(self.result_label)
        if self.second_panel is not None:
            right.addWidget(self.second_panel)
            self.second_panel.connect_changes(self._update)
        right.addWidget(self.explain_view, 1)
        columns = QHBoxLayout()
        columns.addLayout(left)
        columns.addLayout(right, 1)
        outer = QVBoxLayout(self)
        outer.addWidget(self.header_label)
        outer.addLayout(columns, 1)
        outer.addWidget(buttons)

    def _connect(self) -> None:
        """Every choice and value redraws the result; the buttons act."""
        self.kind_group.buttonToggled.connect(self._on_kind)
        for spin in (self.base_spin, self.attack_spin, self.deceptive_spin, self.other_spin,
                     self.roll_spin):
            spin.valueChanged.connect(self._update)
        for box in (self.retreat_check, self.stunned_check, self.prone_check,
                    self.feverish_check):
            box.toggled.connect(self._update)
        self.with_combo.currentIndexChanged.connect(self._on_with)
        self.roll_button.clicked.connect(self.roll)
        self.ok_button.clicked.connect(self.accept)
        self.cancel_button.clicked.connect(self.reject)

    def _first_choice(self, sheet: GurpsSheet, critical_hit: bool) -> None:
        """The first defense the sheet has; none against a critical hit (B348/B556)."""
        first = NONE if critical_hit else next(
            (k for k in KINDS if getattr(sheet, k) is not None), "dodge")
        self.kind_radios[first].setChecked(True)
        if critical_hit:  # B348/B556: no active defense against a critical hit
            for kind in KINDS:
                self.kind_radios[kind].setEnabled(False)
            self.none_label.setText(self.tr("A critical hit: no active defense."))

    # -- reading ------------------------------------------------------------------------------
    def kind(self) -> str:
        return next(k for k, r in self.kind_radios.items() if r.isChecked())

    def defense(self) -> Defense:
        d = Defense(
            self.kind(), self.base_spin.value(), retreat=self.retreat_check.isChecked(),
            stunned=self.stunned_check.isChecked(), prone=self.prone_check.isChecked(),
            attack_modifier=self.attack_spin.value() - self.deceptive_spin.value(),
            other=self.other_spin.value(), feverish=self.feverish_check.isChecked())
        weapon = self._weapon()
        if weapon is not None and d.kind in ("parry", "block"):  # W1: its repeated parries
            d = replace(wa.weapon_defense(self.sheet, d, weapon), base=d.base)
        return self.context(d) if self.context is not None and d.kind != "none" else d

    def _weapon(self):
        label = self.with_combo.currentData()
        return next((w for w in self.sheet.weapons if w.label == label), None)

    def _fill_with(self, kind: str) -> None:
        """W1: the sheet's weapons that can ``kind``, its best first chosen."""
        combo = self.with_combo
        blocked = combo.blockSignals(True)
        combo.clear()
        best = wa.defense_weapon(self.sheet, kind, None) if kind in ("parry", "block") \
            else None
        for w in self.sheet.weapons if best is not None else ():
            value = getattr(w, kind)
            if value is not None:
                combo.addItem(f"{w.label} ({value})", w.label)
        combo.setCurrentIndex(max(combo.findData(best.label), 0) if best else -1)
        combo.setEnabled(combo.count() > 0)
        combo.blockSignals(blocked)

    def _on_with(self, *_args: object) -> None:
        weapon, kind = self._weapon(), self.kind()
        if weapon is not None and getattr(weapon, kind, None) is not None:
            blocked = self.base_spin.blockSignals(True)
            self.base_spin.setValue(getattr(weapon, kind))
            self.base_spin.blockSignals(blocked)
        self._update()

    def defense_roll(self) -> int | None:
        return self.roll_spin.value() if self.roll_spin.value() >= 3 else None

    def result(self) -> DefenseResult | None:
        """The worked-out defense (None while a roll is missing)."""
        return self._result

    def second_defense(self) -> Defense | None:
        """All-Out Defense (Double): the second defense chosen after a failed first one."""
        if self.second_panel is None or self._result is None:
            return None
        return self.second_panel.defense(self.defense())

    def second_defense_roll(self) -> int | None:
        return self.second_panel.roll_value() if self.second_defense() is not None else None

    def through(self) -> int | None:
        """The hits that get through both defenses (None while a roll is missing)."""
        last = self._second or self._result
        return last.through if last is not None else None

    def roll(self) -> int:
        value = self.dice.roll(3)
        self.roll_spin.setValue(value)
        return value

    # -- reacting -----------------------------------------------------------------------------
    def _on_kind(self, *_args: object) -> None:
        if self._building:
            return
        kind = self.kind()
        active = kind != NONE
        for w in (self.base_spin, self.retreat_check, self.stunned_check, self.prone_check,
                  self.attack_spin, self.deceptive_spin, self.other_spin, self.roll_spin,
                  self.roll_button):
            w.setEnabled(active)
        self.feverish_check.setEnabled(active)
        self._fill_with(kind)
        if active:
            value = sheet_defense(self.sheet, kind)
            weapon = self._weapon()
            if weapon is not None:  # W1: the weapon's own Parry or Block
                value = getattr(weapon, kind)
            blocked = self.base_spin.blockSignals(True)
            self.base_spin.setValue(value if value is not None else 0)
            self.base_spin.blockSignals(blocked)
            self.retreat_check.setText(self.tr("&Retreat ({0:+d})").format(RETREAT[kind]))
        self._update()

    def _update(self) -> None:
        if self._building:
            return
        self._result = None
        kind = self.kind()
        problem = None
        try:
            if kind == NONE:
                self._result = defend(self.defense(), self.hits)
                self.effective_label.setText("")
            else:
                eff, lines = effective(self.defense())
                self.effective_label.setText(self.tr("Effective defense: <b>{0}</b>").format(eff))
                if self.defense_roll() is not None:
                    self._result = defend(self.defense(), self.hits, self.defense_roll())
                else:
                    self.explain_view.setPlainText("\n".join(et.render_lines(lines)))
        except TrackerError as exc:
            problem = et.error_text(exc)
        r = self._result
        if r is not None:
            self.explain_view.setPlainText("\n".join(et.render_lines(r.explain)))
            if kind == NONE:
                text, style = self.tr("No defense: {0} hit(s) got through.").format(
                    r.through), _BAD_STYLE
            elif r.success:
                text, style = self.tr("Defended: {0} hit(s) stopped, {1} got through.").format(
                    r.stopped, r.through), _OK_STYLE if r.through == 0 else _BAD_STYLE
            else:
                text, style = self.tr("Failed: {0} hit(s) got through.").format(
                    r.through), _BAD_STYLE
            self.result_label.setText(text)
            self.result_label.setStyleSheet(style)
        else:
            self.result_label.setText(problem or self.tr("Roll 3d or type the roll."))
            self.result_label.setStyleSheet("")
        self.ok_button.setEnabled(self._update_second(r))

    def _update_second(self, first: DefenseResult | None) -> bool:
        """All-Out Defense (Double): the second defense after a failed first one, shown
        below the first; False while a roll is missing."""
        self._second = None
        if self.second_panel is not None:
            self.second_panel.offer(first)
        if first is None or self.second_panel is None:
            return first is not None
        second = self.second_defense()
        if second is None:
            return True
        try:
            self._second = self.second_panel.result(first, second)
        except TrackerError as exc:
            self.result_label.setText(et.error_text(exc))
            return False
        d = self._second
        if d is None:
            self.result_label.setText(self.result_label.text() + "\n" + self.tr(
                "Roll the second defense."))
            return False
        self.explain_view.setPlainText("\n".join(et.render_lines(first.explain + d.explain)))
        text = (self.tr("Second defense: {0} hit(s) stopped, {1} got through.").format(
            d.stopped, d.through) if d.success else
            self.tr("Second defense failed: {0} hit(s) got through.").format(d.through))
        self.result_label.setText(self.result_label.text() + "\n" + text)
        self.result_label.setStyleSheet(_OK_STYLE if d.through == 0 else _BAD_STYLE)
        return True
