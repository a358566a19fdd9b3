"""The hit dialog: the GM enters one hit on one combatant, sees what it will do, applies it.

Everything shown before Apply is a pure preview (``ruleset.preview``); Apply is one undoable
command through :meth:`EncounterDocument.run`. Dice rolled here (damage dice, the random
location roll) use a dialog-local :class:`~tracker.model.dice.Dice`, never the encounter's:
the hit that is applied carries the rolled numbers explicitly, so the model logs them and
undo/redo stay exact.
"""

from __future__ import annotations

import html
import math
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from tracker.model import operations
from tracker.model.combatant import Combatant
from tracker.model.dice import Dice, DiceExpr, parse_dice
from tracker.model.errors import RulesError, TrackerError
from tracker.model.input_text import formula
from tracker.model.ruleset import ruleset_for
from tracker.rulesets.gurps.rules import maneuvers
from tracker.rulesets.gurps.rules.bodyplan import BodyPlan
from tracker.rulesets.gurps.rules.combat_effects import combat_effects, gone
from tracker.rulesets.gurps.rules.damage import (
    DAMAGE_TYPES,
    EYE_TYPES,
    VITALS_TYPES,
    WOUND_PENALTY,  # G2: targeting the Wound
)
from tracker.rulesets.gurps.rules.resolver import Hit, Outcome, targetable
from tracker.rulesets.gurps.rules.ruleset import hit_target
from tracker.rulesets.gurps.rules.weapon_attack import damage_floor
from tracker.ui import i18n
from tracker.ui.document import EncounterDocument
from tracker.ui.forms import accept_cancel, labelled_row
from tracker.ui.paste_rolls import TAKE_TOTAL, accept_pasted_rolls
from tracker.ui.spinboxes import SpinBox
from tracker.ui.typography import paren
from tracker.ui.user_text import esc, plain

from . import texts as et
from .hit_defense import HitDefense
from .odds_panel import OddsPanel, OddsRequest

RANDOM = "random"
#: armor divisors offered in the (editable) divisor combo
DIVISORS = ("1", "2", "3", "5", "10", "0.5", "0.2", "0.1")
_ERROR_STYLE = "color: #b00020;"
_EFFECT_ROW = "<div style='margin-left:14px'><i>{}</i></div>"
_FIELD_ERROR_STYLE = "QLineEdit { border: 2px solid #d32f2f; background: #fdecea; }"


def _signed(n: int) -> str:
    return f"{n:+d}" if n else "0"


@dataclass(frozen=True, slots=True)
class _Roll:
    """A damage roll made in this dialog: the text it was made for and its result."""

    text: str
    expr: DiceExpr
    total: int
    faces: tuple[int, ...]


#: location kind -> the only damage types that can target it (G2)
_TYPES_FOR = {"eye": EYE_TYPES, "vitals": VITALS_TYPES}


class HitDialog(QDialog):
    """Enter a hit on ``combatant_id``; Apply resolves it as one undoable command."""

    #: the keys of what the document remembers for the next hit
    #: (EncounterDocument.remembered): the damage type and divisor (the GM usually deals the
    #: same kind of damage again), and the types applied lately, newest first (the eye takes
    #: the last one that can hit it)
    TYPE = "gurps.hit.type"
    DIVISOR = "gurps.hit.divisor"
    RECENT = "gurps.hit.recent_types"

    def __init__(
        self,
        doc: EncounterDocument,
        combatant_id: str,
        location: str | None = None,
        parent: QWidget | None = None,
        *,
        dice: Dice | None = None,
    ) -> None:
        super().__init__(parent)
        self.doc = doc
        self.cid = combatant_id
        #: dialog-local dice for damage and random-location rolls (seed shown in the trace)
        self.dice = dice if dice is not None else Dice()
        self._rolled: _Roll | None = None
        #: (3d roll, sub-roll) last rolled by the Random button
        self._local_location: tuple[int, int | None] | None = None
        self._outcome: Outcome | None = None
        self._hit: Hit | None = None
        self._failure: str | None = None
        #: the Outcome of the applied hit, once Apply succeeded
        self.applied: Outcome | None = None
        #: RULES M: the hit of an All-Out Attack (Strong); the attack's Apply adds the bonus,
        #: the preview and the odds show it (:meth:`set_strong`)
        self.strong = False
        #: the dice of the attacker's weapon (W1): typed damage of a Strong hit counts them
        self._strong_dice: int | None = None
        self._building = True

        self.setObjectName("HitDialog")
        self.setSizeGripEnabled(True)
        self._build()
        #: the location the GM chose (kept when the combo is refilled after a model change)
        self._chosen = location or "torso"
        self._fill_locations(self._chosen)
        #: one line saying the hit went to the part around the one clicked (or None)
        self._note: str | None = None
        self._fit_type(location)
        self._building = False

        doc.changed.connect(self._on_doc_changed)
        doc.failed.connect(self._on_failed)
        self.damage_edit.installEventFilter(self)
        self.divisor_combo.lineEdit().installEventFilter(self)
        self._update()
        self.damage_edit.setFocus(Qt.FocusReason.OtherFocusReason)

    # -- construction -------------------------------------------------------------------------
    def _combatant(self) -> Combatant | None:
        return self.doc.encounter.combatants.get(self.cid)

    def _plan(self) -> BodyPlan | None:
        c = self._combatant()
        return c.sheet.plan if c is not None else None

    def _build(self) -> None:
        c = self._combatant()
        name = c.name if c else self.cid
        self.setWindowTitle(self.tr("Hit on {0}").format(name))

        self.header_label = QLabel()
        self.header_label.setTextFormat(Qt.TextFormat.RichText)

        self._build_damage_fields()
        self._build_location_fields()
        self._build_options()
        self._build_preview_and_buttons()
        self._lay_out()
        self._chain_tabs()
        self._connect_signals()

        self.resize(880, 680)  # room for the odds panel above the trace

    def _build_damage_fields(self) -> None:
        """The damage with its Roll button, the type and the armor divisor."""
        # damage
        self.damage_edit = QLineEdit()
        self.damage_edit.setPlaceholderText(self.tr("e.g. 9 or 2d+1"))
        self.damage_edit.setToolTip(
            self.tr("Basic damage: a number, or a dice expression (2d+1, 3d-1, 1d6) to roll"))
        self.damage_edit.setClearButtonEnabled(True)
        accept_pasted_rolls(self.damage_edit, TAKE_TOTAL)
        self.roll_button = QPushButton(self.tr("R&oll"))
        self.roll_button.setToolTip(self.tr("Roll the dice expression (Enter in the field)"))
        self.roll_button.setAutoDefault(False)
        self.dice_label = plain(QLabel())
        self.dice_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        # type and divisor
        self.type_combo = QComboBox()
        for t in DAMAGE_TYPES:
            self.type_combo.addItem(et.damage_type_name(t), t)
        idx = self.type_combo.findData(self.doc.remembered.get(self.TYPE, "cr"))
        self.type_combo.setCurrentIndex(max(idx, 0))

        self.divisor_combo = QComboBox()
        self.divisor_combo.setEditable(True)
        self.divisor_combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.divisor_combo.addItems(DIVISORS)
        self.divisor_combo.setCurrentText(self.doc.remembered.get(self.DIVISOR, "1"))
        self.divisor_combo.setToolTip(
            self.tr("Armor divisor: 2 halves DR; 0.5 doubles it (DR 0 counts as 1)"))

    def _build_location_fields(self) -> None:
        """The location, the random-location button and the 3d roll with its sub-roll."""
        # location
        self.location_combo = QComboBox()
        self.location_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.location_combo.setMinimumContentsLength(16)
        self.random_button = QPushButton(self.tr("Ra&ndom location"))
        self.random_button.setToolTip(self.tr("Roll 3d (and the sub-roll) for a random location"))
        self.random_button.setAutoDefault(False)
        self.roll_spin = SpinBox()
        self.roll_spin.setRange(2, 18)
        self.roll_spin.setSpecialValueText("—")
        self.roll_spin.setToolTip(self.tr("The 3d roll on the hit-location table (3-18)"))
        self.subroll_spin = SpinBox()
        self.subroll_spin.setRange(0, 6)
        self.subroll_spin.setSpecialValueText("—")
        self.subroll_spin.setToolTip(
            self.tr("The second roll that picks one of several locations (which hand, which leg)"))
        self.random_label = plain(QLabel())

    def _build_options(self) -> None:
        """The hit's options: chinks, explosive, the Wound, from behind."""
        # options
        self.chinks_check = QCheckBox(self.tr("&Chinks in armor"))
        self.explosive_check = QCheckBox(self.tr("&Explosive"))
        self.wound_check = QCheckBox(self.tr("Targeting the &Wound"))
        self.wound_check.setToolTip(
            self.tr("Aiming at the Wounded disadvantage: -7 to hit, 1.5× injury"))
        self.behind_check = QCheckBox(self.tr("From &behind"))

    def _build_preview_and_buttons(self) -> None:
        """The summary, the step-by-step trace, the message line and the buttons with the defense step."""
        # preview
        self.summary_label = QLabel()
        self.summary_label.setTextFormat(Qt.TextFormat.RichText)
        self.summary_label.setWordWrap(True)
        self.summary_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.summary_label.setMinimumWidth(300)
        self.summary_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.explain_view = QPlainTextEdit()
        self.explain_view.setReadOnly(True)
        self.explain_view.setTabChangesFocus(True)
        self.explain_view.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse
            | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.explain_view.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.explain_view.setMinimumSize(380, 180)
        self.explain_view.setAccessibleName(self.tr("How the hit is resolved"))

        self.message_label = plain(QLabel())
        self.message_label.setWordWrap(True)
        self.message_label.setMinimumHeight(self.fontMetrics().lineSpacing() * 2)
        self.message_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)

        self.button_box, self.apply_button, self.cancel_button = accept_cancel(
            self.tr("&Apply"), self.tr("Cancel"))
        #: the defense step for a hit entered without an attack roll (hit_defense.py)
        self.defense = HitDefense(self.doc, self.cid, self)
        self.button_box.addButton(self.defense.button, QDialogButtonBox.ButtonRole.ActionRole)
        self.defense.stopped.connect(self.accept)

    def _lay_out(self) -> None:
        """The entry fields and options on the left, the preview on the right."""
        # -- layout
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        damage_row = QHBoxLayout()
        damage_row.addWidget(self.damage_edit, 1)
        damage_row.addWidget(self.roll_button)
        labelled_row(form, self.tr("&Damage:"), damage_row, self.damage_edit)
        form.addRow("", self.dice_label)
        labelled_row(form, self.tr("&Type:"), self.type_combo)
        labelled_row(form, self.tr("Armor di&visor:"), self.divisor_combo)
        loc_row = QHBoxLayout()
        loc_row.addWidget(self.location_combo, 1)
        loc_row.addWidget(self.random_button)
        labelled_row(form, self.tr("&Location:"), loc_row, self.location_combo)
        rolls_row = QHBoxLayout()
        rolls_row.addWidget(self.roll_spin)
        sub_label = QLabel(self.tr("&Sub-roll:"))
        sub_label.setBuddy(self.subroll_spin)
        rolls_row.addWidget(sub_label)
        rolls_row.addWidget(self.subroll_spin)
        rolls_row.addStretch(1)
        labelled_row(form, self.tr("&3d roll:"), rolls_row, self.roll_spin)
        form.addRow("", self.random_label)

        options = QGroupBox(self.tr("Options"))
        grid = QGridLayout(options)
        grid.addWidget(self.chinks_check, 0, 0)
        grid.addWidget(self.explosive_check, 0, 1)
        grid.addWidget(self.wound_check, 1, 0)
        grid.addWidget(self.behind_check, 1, 1)

        left = QVBoxLayout()
        left.addLayout(form)
        left.addSpacing(6)
        left.addWidget(options)
        left.addStretch(1)

        preview = QGroupBox(self.tr("Preview"))
        right = QVBoxLayout(preview)
        right.addWidget(self.summary_label)
        self.odds_panel = OddsPanel()
        right.addWidget(self.odds_panel)
        explain_label = QLabel(self.tr("Step by step:"))
        right.addWidget(explain_label)
        right.addWidget(self.explain_view, 1)

        columns = QHBoxLayout()
        left_widget = QWidget()
        left_widget.setLayout(left)
        left_widget.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        left.setContentsMargins(0, 0, 0, 0)
        columns.addWidget(left_widget, 0)
        columns.addWidget(preview, 1)

        outer = QVBoxLayout(self)
        outer.addWidget(self.header_label)
        outer.addLayout(columns, 1)
        outer.addWidget(self.message_label)
        outer.addWidget(self.defense.label)
        outer.addWidget(self.button_box)

    def _chain_tabs(self) -> None:
        """Tab order: entry fields first, then the options, the trace, the buttons."""
        # -- tab order: entry fields first, then the options, the trace, the buttons
        chain = [self.damage_edit, self.roll_button, self.type_combo, self.divisor_combo,
                 self.location_combo, self.random_button, self.roll_spin, self.subroll_spin,
                 self.chinks_check, self.explosive_check, self.wound_check, self.behind_check,
                 self.apply_button, self.cancel_button, self.explain_view]
        for a, b in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(a, b)

    def _connect_signals(self) -> None:
        """Every field updates the preview; the buttons roll, apply or cancel."""
        # -- signals
        self.damage_edit.textChanged.connect(self._on_damage_text)
        self.roll_button.clicked.connect(self.roll_damage)
        self.type_combo.currentIndexChanged.connect(self._on_type_changed)
        self.divisor_combo.currentTextChanged.connect(self._update)
        self.location_combo.currentIndexChanged.connect(self._on_location_changed)
        self.random_button.clicked.connect(self.roll_location)
        self.roll_spin.valueChanged.connect(self._update)
        self.subroll_spin.valueChanged.connect(self._update)
        for box in (self.chinks_check, self.explosive_check, self.wound_check,
                    self.behind_check):
            box.toggled.connect(self._update)
        self.apply_button.clicked.connect(self._apply)
        self.cancel_button.clicked.connect(self.reject)


    def _offered_locations(self) -> list[str]:
        """Location ids the GM may aim at: not missing (severed) and not ruled out by traits."""
        c = self._combatant()
        return [] if c is None else targetable(c.sheet.target())

    def _fill_locations(self, wanted: str | None) -> None:
        plan = self._plan()
        combo = self.location_combo
        combo.blockSignals(True)
        combo.clear()
        combo.addItem(self.tr("Random (3d roll)"), RANDOM)
        if plan is not None:
            lang = i18n.language()
            for loc_id in self._offered_locations():
                loc = plan.by_id[loc_id]
                combo.addItem(loc.name(lang) + paren(_signed(loc.hit_penalty)), loc_id)
        idx = combo.findData(wanted) if wanted else -1
        if idx < 0:
            idx = combo.findData("torso")
        combo.setCurrentIndex(max(idx, 0))
        combo.blockSignals(False)

    # -- reading the entry --------------------------------------------------------------------
    def _damage(self) -> tuple[int | None, str | None, bool]:
        """(damage, problem, problem is an error)."""
        text = self.damage_edit.text().strip()
        if not text:
            return None, self.tr("Enter the damage: a number, or dice like 2d+1."), False
        try:
            expr = parse_dice(text)
        except RulesError:
            return None, self.tr(
                "“{0}” is not a number or a dice expression like 2d+1, 3d-1 or 1d6."
            ).format(text), True
        if expr.count == 0:
            return max(0, expr.modifier), None, False
        if self._rolled is not None and self._rolled.text == text:
            return self._rolled.total, None, False
        return None, self.tr("Press Roll (or Enter) to roll {0}.").format(str(expr)), False

    def _divisor(self) -> int | float | None:
        text = formula(self.divisor_combo.currentText()).replace(",", ".")
        try:
            value = float(text)
        except ValueError:
            return None
        if not math.isfinite(value) or value <= 0:
            return None
        return int(value) if value.is_integer() else value

    def _type(self) -> str:
        return self.type_combo.currentData() or "cr"

    def _location(self) -> tuple[str, int | None, int | None, str | None]:
        """(location, roll, subroll, problem)."""
        loc = self.location_combo.currentData() or "torso"
        if loc != RANDOM:
            return loc, None, None, None
        roll = self.roll_spin.value()
        if roll < 3:
            return loc, None, None, self.tr(
                "Enter the 3d roll for the random location, or press Random location.")
        sub = self.subroll_spin.value() if self.subroll_spin.isEnabled() else None
        if sub == 0:
            return loc, roll, None, self.tr("Enter the sub-roll (1-{0}).").format(
                self.subroll_spin.maximum())
        return loc, roll, sub, None

    def _problem(self) -> tuple[Hit | None, str | None, bool]:
        damage, problem, is_error = self._damage()
        if damage is None:
            return None, problem, is_error
        divisor = self._divisor()
        if divisor is None:
            return None, self.tr("The armor divisor must be a number above 0 (e.g. 2 or 0.5)."), True
        dtype = self._type()
        if dtype == "fat":
            loc, roll, sub = "torso", None, None
        else:
            loc, roll, sub, problem = self._location()
            if problem:
                return None, problem, False
        hit = Hit(
            damage=damage, type=dtype, location=loc, roll=roll, subroll=sub,
            armor_divisor=divisor, chinks=self.chinks_check.isChecked(),
            explosive=self.explosive_check.isChecked(),
            targeting_wound=self.wound_check.isChecked(),
            from_behind=self.behind_check.isChecked(),
        )
        return hit, None, False

    def hit(self) -> Hit | None:
        """The hit as currently entered, or None while something is missing or invalid."""
        return self._problem()[0]

    def set_strong(self, on: bool, weapon_dice: int | None = None) -> None:
        """The hit is an All-Out Attack (Strong)'s (M): preview and odds with its bonus
        (``weapon_dice``: the dice of the attacker's weapon, W1, for typed damage)."""
        self.strong = on
        self._strong_dice = weapon_dice
        self._update()

    def _rolled_dice(self) -> tuple[str, list[int]] | None:
        """The damage dice rolled here for the text in the field (None: typed)."""
        if self._rolled is not None and self._rolled.text == self.damage_edit.text().strip():
            return str(self._rolled.expr), list(self._rolled.faces)
        return None

    def preview_outcome(self) -> Outcome | None:
        """The previewed outcome of :meth:`hit`, or None if it cannot be resolved."""
        return self._outcome

    def use_weapon(self, weapon) -> None:
        """W1: the weapon's damage dice, type and armor divisor, rolled at once (the GM
        may still type over any of them)."""
        if weapon.damage is None:
            return
        idx = self.type_combo.findData(weapon.type)
        if idx >= 0:
            self.type_combo.setCurrentIndex(idx)
        self.divisor_combo.setCurrentText(f"{weapon.armor_divisor:g}")
        self.damage_edit.setText(weapon.damage)
        if self.roll_damage() and self._rolled is not None:
            # W1 (B378): a weapon's roll does at least 1, or 0 crushing, as in the session
            floor = damage_floor(weapon.type)
            if self._rolled.total < floor:
                self._rolled = _Roll(self._rolled.text, self._rolled.expr, floor,
                                     self._rolled.faces)
                self._update()

    # -- rolling ------------------------------------------------------------------------------
    def roll_damage(self) -> bool:
        """Roll the damage dice expression with the dialog's dice. False if nothing to roll."""
        text = self.damage_edit.text().strip()
        try:
            expr = parse_dice(text)
        except RulesError:
            self._update()
            return False
        if expr.count == 0:
            return False
        total, faces = self.dice.roll_expr(expr)
        self._rolled = _Roll(text, expr, total, tuple(faces))
        self._update()
        return True

    def _dice_text(self, r: _Roll) -> str:
        faces = " + ".join(str(f) for f in r.faces)
        mod = ""
        if r.expr.modifier:
            sign = "+" if r.expr.modifier > 0 else "−"
            mod = f" {sign} {abs(r.expr.modifier)}"
        return f"{r.expr}: [{faces}]{mod} = {r.total}"

    def roll_location(self) -> None:
        """Roll 3d (and the table row's sub-roll) for a random location."""
        plan = self._plan()
        if plan is None:
            return
        roll = self.dice.roll(3)
        entry = plan.entry_for_roll(roll)
        sub = self.dice.die(entry.subroll.dice) if entry.subroll is not None else None
        self._local_location = (roll, sub)
        self._building = True
        self.location_combo.setCurrentIndex(self.location_combo.findData(RANDOM))
        self.roll_spin.setValue(roll)
        self._sync_subroll()
        if sub is not None:
            self.subroll_spin.setValue(sub)
        self._building = False
        self._update()

    def _sync_subroll(self) -> None:
        """Enable the sub-roll box when the current 3d roll's table row needs one."""
        plan = self._plan()
        random = self.location_combo.currentData() == RANDOM and self._type() != "fat"
        sides = None
        if plan is not None and random and self.roll_spin.value() >= 3:
            entry = plan.entry_for_roll(self.roll_spin.value())
            if entry.subroll is not None:
                sides = entry.subroll.dice
        blocked = self.subroll_spin.blockSignals(True)
        if sides is None:
            self.subroll_spin.setValue(0)
            self.subroll_spin.setEnabled(False)
        else:
            self.subroll_spin.setMaximum(sides)
            self.subroll_spin.setEnabled(True)
        self.subroll_spin.blockSignals(blocked)

    def _location_roll_text(self) -> str:
        plan = self._plan()
        if plan is None or self.location_combo.currentData() != RANDOM:
            return ""
        roll = self.roll_spin.value()
        if roll < 3:
            return ""
        entry = plan.entry_for_roll(roll)
        if entry.subroll is None:
            return self.tr("3d: {0} → {1}").format(roll, et.location_name(entry.location, plan))
        first = self.tr("3d: {0} → sub-roll 1d{1}").format(roll, entry.subroll.dice)
        sub = self.subroll_spin.value()
        if sub < 1:
            return first
        return first + ": " + self.tr("{0} → {1}").format(
            sub, et.location_name(entry.subroll.pick(sub), plan))

    # -- reacting -----------------------------------------------------------------------------
    def _on_damage_text(self, text: str) -> None:
        if self._rolled is not None and self._rolled.text != text.strip():
            self._rolled = None
        self._update()

    def _fit_type(self, clicked: str | None) -> None:
        """A click on a part the remembered type cannot hit (cr on an eye): offer the last
        type used that can; failing that, the vitals give way to the torso around them (said
        in one line), an eye to the first type that can hit it."""
        plan = self._plan()
        if not clicked or plan is None or clicked not in plan.by_id:
            return
        allowed = _TYPES_FOR.get(plan.by_id[clicked].kind)
        if allowed is None or self._type() in allowed:
            return
        fit = next((t for t in self.doc.remembered.get(self.RECENT, ()) if t in allowed), None)
        if fit is None and plan.by_id[clicked].kind == "vitals" and "torso" in plan.by_id:
            self._around(clicked)
            return
        if fit is None:
            fit = next(t for t in DAMAGE_TYPES if t in allowed)
        self.type_combo.setCurrentIndex(self.type_combo.findData(fit))

    def _around(self, clicked: str) -> None:
        """The type cannot hit the clicked vitals: the hit goes to the torso around them."""
        plan = self._plan()
        assert plan is not None
        blocked = self.location_combo.blockSignals(True)
        self.location_combo.setCurrentIndex(self.location_combo.findData("torso"))
        self.location_combo.blockSignals(blocked)
        self._chosen = "torso"
        self._note = self.tr("{0} cannot hit the {1}: entered on the torso around it.").format(
            et.damage_type_long_name(self._type()), et.location_name(clicked, plan))

    def _on_type_changed(self) -> None:
        self._note = None
        self._update()

    def _on_location_changed(self) -> None:
        self._note = None
        self._chosen = self.location_combo.currentData() or self._chosen
        if self.location_combo.currentData() != RANDOM:
            self._local_location = None
        self._update()

    def _on_doc_changed(self, _change: object = None) -> None:
        self._building = True
        self._fill_locations(self._chosen)
        self._building = False
        self._update()

    def _on_failed(self, message: str) -> None:
        self._failure = message

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and \
                event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and \
                not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            if obj is self.damage_edit:
                text = self.damage_edit.text().strip()
                needs_roll = False
                try:
                    needs_roll = parse_dice(text).count > 0 and (
                        self._rolled is None or self._rolled.text != text)
                except RulesError:
                    pass
                if needs_roll:
                    self.roll_damage()
                    return True
            # Enter anywhere in the entry fields applies when the hit is valid.
            if self.apply_button.isEnabled():
                self.apply_button.click()
            return True
        return super().eventFilter(obj, event)

    def _update(self) -> None:
        if self._building:
            return
        c = self._combatant()
        plan = self._plan()
        # header
        if c is not None:
            s = c.sheet
            self.header_label.setText(self.tr(
                "<b>{name}</b> — HP {hp}/{max_hp} · FP {fp}/{max_fp} · {plan}").format(
                name=html.escape(c.name), hp=s.hp,
                max_hp=s.max_hp, fp=s.fp, max_fp=s.max_fp, plan=esc(et.plan_name(s.body))))
        # location widgets
        fat = self._type() == "fat"
        random = self.location_combo.currentData() == RANDOM
        self.location_combo.setEnabled(not fat)
        self.random_button.setEnabled(not fat and c is not None)
        self.roll_spin.setEnabled(not fat and random)
        self._sync_subroll()
        self.random_label.setText("" if fat else self._location_roll_text())
        # damage field
        _damage, _p, damage_error = self._damage()
        try:
            self.roll_button.setEnabled(parse_dice(self.damage_edit.text()).count > 0)
        except RulesError:
            self.roll_button.setEnabled(False)
        self.damage_edit.setStyleSheet(_FIELD_ERROR_STYLE if damage_error else "")
        if self._rolled is not None and self._rolled.text == self.damage_edit.text().strip():
            self.dice_label.setText(self._dice_text(self._rolled))
        else:
            self.dice_label.setText("")
        self.divisor_combo.lineEdit().setStyleSheet(
            "" if self._divisor() is not None else _FIELD_ERROR_STYLE)

        hit, problem, is_error = self._problem()
        self._hit = hit
        self._outcome = None
        if c is None:
            hit, problem, is_error = None, self.tr(
                "This combatant is no longer in the encounter."), True
        elif c.has("destroyed"):
            hit, problem, is_error = None, self.tr(
                "{0}'s body is destroyed: it cannot be hit.").format(c.name), True
        if hit is not None and self.strong:  # what Apply will land (M)
            hit = maneuvers.strong_hit(hit, self._rolled_dice(), self._strong_dice)
        if hit is not None:
            try:
                self._outcome = ruleset_for(self.doc.encounter).preview(
                    self.doc.encounter, self.cid, hit)
            except TrackerError as exc:
                problem, is_error = et.error_text(exc, plan), True
        if problem is None and self._note:
            problem, is_error = self._note, False
        self._show_message(problem, is_error)
        self.apply_button.setEnabled(self._outcome is not None)
        # the problem or hint is said once, under the entry: the preview waits for the hit
        self._show_preview(hit, self._outcome, plan)
        self.odds_panel.show_for(self._odds_request())

    def _odds_request(self) -> OddsRequest | None:
        """The hit as typed so far, its damage still dice, for the odds panel."""
        c = self._combatant()
        text = self.damage_edit.text().strip()
        divisor = self._divisor()
        if c is None or c.has("destroyed") or not text or divisor is None:
            return None
        dtype = self._type()
        loc, roll, sub = self.location_combo.currentData() or "torso", None, None
        if loc == RANDOM and self.roll_spin.value() >= 3:  # a roll typed: only that roll
            roll = self.roll_spin.value()
            sub = self.subroll_spin.value() if self.subroll_spin.value() >= 1 else None
        hit = Hit(0, dtype, "torso" if dtype == "fat" else loc, roll, sub, divisor,
                  self.chinks_check.isChecked(), self.explosive_check.isChecked(),
                  self.wound_check.isChecked(), self.behind_check.isChecked())
        bonus = 0
        if self.strong:  # the odds of what Apply will land (M)
            try:
                bonus = maneuvers.strong_dice_bonus(parse_dice(text), self._strong_dice)
            except RulesError:
                pass  # the panel says the text is not dice
        rs = ruleset_for(self.doc.encounter)
        return OddsRequest(hit_target(c), hit, text, rs.hit_options(self.doc.encounter),
                           c.sheet.plan, bonus)

    def _show_message(self, text: str | None, is_error: bool) -> None:
        self.message_label.setText(text or "")
        self.message_label.setStyleSheet(_ERROR_STYLE if is_error else "")

    # -- preview ------------------------------------------------------------------------------
    def _to_hit_text(self, hit: Hit, plan: BodyPlan) -> str:
        if hit.location == RANDOM or hit.type == "fat" or hit.location not in plan.by_id:
            return ""
        loc = plan.by_id[hit.location]
        penalty = loc.chinks_penalty if hit.chinks else loc.hit_penalty
        if hit.targeting_wound:
            penalty += WOUND_PENALTY
        return self.tr("to hit {0}").format(_signed(penalty))

    def _show_preview(self, hit: Hit | None, o: Outcome | None, plan: BodyPlan | None,
                      problem: str | None = None) -> None:
        if hit is None or o is None or plan is None:
            text = problem or self.tr("Enter the hit to see what it does.")
            self.summary_label.setText("<i>" + html.escape(text) + "</i>")
            self.explain_view.setPlainText("")
            return
        rows: list[str] = []
        bad = "<span style='color:#b00020'><b>{0}</b></span>"
        # honest (G11): a corpse has no wound effects to come, and one killed by this very
        # hit rolls for nothing (no death check, no knockdown, no roll to stay conscious)
        c = self._combatant()
        is_gone = (o.dead or o.destroyed) if c is None else gone(c, o)
        if o.type == "fat":
            rows.append(self.tr("Fatigue damage: FP {0} → <b>{1}</b>").format(
                o.fp_before, o.fp_after))
            if o.hp_after != o.hp_before:
                rows.append(self.tr("HP {0} → <b>{1}</b>").format(o.hp_before, o.hp_after))
        else:
            where = et.location_name(o.location or "torso", plan)
            extra = self._to_hit_text(hit, plan)
            if o.roll is not None:
                extra = self.tr("3d {0}").format(o.roll)
                if o.subroll is not None:
                    extra += ", " + self.tr("sub-roll {0}").format(o.subroll)
            if o.aimed is not None and o.aimed != o.location:  # G12: where it landed
                extra = self.tr("counts as {0}").format(where) + (f"; {extra}" if extra
                                                                    else "")
                where = et.location_name(o.aimed, plan)
            rows.append(self.tr("Location: <b>{0}</b>").format(esc(where))
                        + (f" ({esc(extra)})" if extra else ""))
            if o.injury:
                text = self.tr("Injury <b>{0}</b>").format(o.injury)
                if o.injury_uncapped != o.injury:
                    text += " " + self.tr("({0} before the cap)").format(o.injury_uncapped)
                rows.append(text)
            else:
                rows.append(self.tr("No injury (DR {0} stops {1} damage)").format(
                    o.effective_dr, o.damage))
            rows.append(self.tr("HP {0} → <b>{1}</b>").format(o.hp_before, o.hp_after))
            if o.dismemberment:
                rows.append(bad.format(esc(self.tr("{0} {1}").format(
                    where, et.status_name(o.dismemberment)))))
            elif o.crippled:
                rows.append(bad.format(esc(self.tr("{0} {1}").format(
                    where, et.status_name("crippled")))))
            for _loc, effect in o.effects:
                rows.append(_EFFECT_ROW.format(html.escape(et.effect_text(effect))))
            if o.blinded_eyes:
                rows.append(bad.format(esc(self.tr("Blinded: {0}").format(", ".join(
                    et.location_name(e, plan) for e in o.blinded_eyes)))))
            if o.major_wound and not is_gone:
                rows.append(self.tr("<b>Major wound</b>"))
            acts = combat_effects(o, self.doc.encounter.in_combat, is_gone)  # as Apply does
            if acts.knockdown:
                rows.append(self.tr("Knockdown and stun: HT roll at {0}").format(
                    f"{o.knockdown_check:+d}"))
            if acts.shock:
                rows.append(self.tr("Shock {0} to DX and IQ").format(o.shock))
            if acts.out_of_combat:
                rows.append(self.tr("Out of combat: no shock"))
        if o.reeling and not is_gone:
            rows.append(self.tr("Reeling: half Move and Dodge"))
        if o.collapse_check and not is_gone:
            rows.append(self.tr("HT roll each turn to stay conscious"))
        if o.death_checks and not is_gone:
            rows.append(bad.format(self.tr("Death checks: {0}").format(o.death_checks)))
        if o.destroyed:
            rows.append(bad.format(self.tr("Body destroyed")))
        elif o.dead:
            rows.append(bad.format(self.tr("Dead")))
        self.summary_label.setText("".join(
            r if r.startswith("<div") else f"<div>{r}</div>" for r in rows))

        lines: list[str] = []
        seed = self.dice.seed
        if self._rolled is not None and self._rolled.text == self.damage_edit.text().strip():
            lines.append(self.tr("Damage rolled here (dice seed {0}): {1}").format(
                seed, self._dice_text(self._rolled)))
        if (self._local_location is not None and hit.location == RANDOM
                and (hit.roll, hit.subroll) == self._local_location):
            rolled = str(hit.roll) if hit.subroll is None else f"{hit.roll}, {hit.subroll}"
            lines.append(self.tr("Location rolled here (dice seed {0}): {1}").format(
                seed, rolled))
        lines += et.render_lines(o.explain, plan)
        self.explain_view.setPlainText("\n".join(lines))

    # -- applying -----------------------------------------------------------------------------
    def _apply(self) -> None:
        self._update()
        hit = self._hit
        c = self._combatant()
        if hit is None or self._outcome is None or c is None:
            return
        self._failure = None
        rolled = self._rolled_dice()  # the hit as entered: the attack adds Strong's bonus (M)
        name = c.name
        if self.defense.pending is not None:  # the defense failed: one command with it
            result = self.defense.apply(hit, rolled, name)
        else:
            result = self.doc.run(
                lambda: QCoreApplication.translate("HitDialog", "Hit {0}").format(name),
                operations.apply_hit, self.cid, hit, rolled)
        if result is None:
            self._show_message(self._failure or self.tr("The hit could not be applied."), True)
            return
        self.applied = result
        memory = self.doc.remembered
        memory[self.TYPE] = hit.type
        memory[self.RECENT] = [hit.type, *(t for t in memory.get(self.RECENT, ())
                                           if t != hit.type)][:8]
        memory[self.DIVISOR] = self.divisor_combo.currentText().strip() or "1"
        self.accept()

    def done(self, result: int) -> None:  # noqa: D401 (Qt override)
        try:
            self.doc.changed.disconnect(self._on_doc_changed)
            self.doc.failed.disconnect(self._on_failed)
        except (RuntimeError, TypeError):
            pass
        super().done(result)
