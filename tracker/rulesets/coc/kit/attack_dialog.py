"""The CoC attack dialog: attacker, weapon, martial-arts combination and knockout (offered only
where the rules allow them), the d100 typed or rolled and its outcome class at once, the
defender's answer (dodge with this round's value, parry if still allowed, cover by an
investigator who has not acted, or none), the damage formula as the rules make it, typed or
rolled, and a preview with its explain trace before Apply.

The preview is :func:`~tracker.rulesets.coc.rules.actions.attack_plan.preview_attack`: a
roll left empty is rolled with a copy of the encounter's dice, so the preview shows what Apply
will roll; the attack's own d100 only once it is in its field (R20: knockout, martial arts, a technique and
surprise are declared before it, and are fixed once it is there). Apply is one undoable
command; after a critical dodge the dialog offers the dodger's counterattack (C4, R18)."""

from __future__ import annotations

import dataclasses
import html
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QStandardItemModel
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
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from tracker.model.dice import Dice
from tracker.model.errors import RulesError, TrackerError
from tracker.model.input_text import ascii_forms
from tracker.rulesets.coc.rules import state as coc_state
from tracker.rulesets.coc.rules.actions.arms import (
    COMBINE_SKILLS,
    skill_value,
    weapon_of,
    weapons_of,
)
from tracker.rulesets.coc.rules.actions.attack import attack
from tracker.rulesets.coc.rules.actions.attack_plan import damage_trace, may_defend, preview_attack
from tracker.rulesets.coc.rules.actions.attack_request import AttackOutcome, AttackRequest, Defense
from tracker.rulesets.coc.rules.actions.counter import counter_refusal
from tracker.rulesets.coc.rules.actions.defend import (
    cover_refusal_before_roll,
    dodge_refusal_before_roll,
    parry_refusal_before_roll,
)
from tracker.rulesets.coc.rules.actions.techniques import technique_check
from tracker.rulesets.coc.rules.actions.turn import can_act
from tracker.rulesets.coc.rules.attack import DamageFormula
from tracker.rulesets.coc.rules.defense import next_dodge_value
from tracker.rulesets.coc.rules.martial import COMBINE_KINDS, FEINT, TECHNIQUES, combine_refusal
from tracker.rulesets.coc.rules.weapons import FIREARM, KNOCKOUT_CLASSES, Weapon
from tracker.ui.document import EncounterDocument
from tracker.ui.forms import accept_cancel, labelled_row
from tracker.ui.paste_rolls import accept_pasted_rolls
from tracker.ui.typography import list_sep
from tracker.ui.user_text import plain

from . import texts as coc_texts
from .d100 import D100SpinBox
from .paste_attack import take_attack_pastes
from .texts import coc_name

if TYPE_CHECKING:
    from tracker.model.combatant import Combatant

_ERROR_STYLE = "color: #b00020;"
OUTCOME_COLOURS = {"critical": "#1b5e20", "special": "#2e7d32", "success": "#388e3c",
                   "failure": "#8d6e63", "fumble": "#b71c1c"}


def faces_for(formula: DamageFormula, text: str) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The weapon and DB faces for what the keeper typed: every face in order ("7 4 2"), or
    one total ("13", spread over the dice). RulesError when they cannot be a roll of it."""
    numbers = [int(x) for x in ascii_forms(text).replace(",", " ").split()]
    w_sides, db_sides = formula.weapon.sides, formula.db.sides
    count = len(w_sides) + len(db_sides)
    if len(numbers) == count and count > 1:
        w = tuple(numbers[:len(w_sides)])
        d = tuple(numbers[len(w_sides):])
        formula.weapon.check_faces(w, "damage")
        formula.db.check_faces(d, "damage")
        return w, d
    if len(numbers) != 1:
        raise RulesError("faces_count", f"{formula.text} needs {count} faces or one total",
                         formula=formula.text, count=count)
    total = numbers[0]
    low = formula.weapon.minimum + formula.db.minimum
    high = formula.weapon.maximum + formula.db.maximum
    if not low <= total <= high:
        raise RulesError("faces_range", f"{formula.text} rolls {low}–{high}, not {total}",
                         formula=formula.text, low=low, high=high, total=total)
    extra = total - low
    out = []
    for expr in (formula.weapon, formula.db):
        faces = []
        for n, sides in expr.terms:
            for _ in range(abs(n)):
                step = min(extra, sides - 1)
                extra -= step
                faces.append(1 + step if n > 0 else sides - step)
        out.append(tuple(faces))
    return out[0], out[1]


class AttackDialog(QDialog):
    """One attack on ``target`` (the combatant clicked); Apply is one undoable command."""

    def __init__(self, doc: EncounterDocument, target: str, attacker: str | None = None,
                 parent: QWidget | None = None, *, dice: Dice | None = None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.setObjectName("CocAttackDialog")
        self.dice = dice if dice is not None else Dice()
        self.outcome: AttackOutcome | None = None
        self.request: AttackRequest | None = None
        self.applied: AttackOutcome | None = None
        #: (dodger, attacker) of the counterattack offered after a critical dodge (R18)
        self._counter_pair: tuple[str, str] = ("", "")
        self._applying = False
        self._building = True
        self._build()
        self._fill_people(target, attacker)
        self._building = False
        doc.changed.connect(self._on_doc_changed)
        self._on_attacker()
        self.roll_spin.setFocus(Qt.FocusReason.OtherFocusReason)

    # -- construction -------------------------------------------------------------------------
    def _spin(self, tip: str) -> D100SpinBox:
        spin = D100SpinBox()
        spin.setToolTip(tip)
        spin.valueChanged.connect(self.update_preview)
        spin.lineEdit().textEdited.connect(self.update_preview)
        return spin

    def _roll_button(self, spin: D100SpinBox) -> QPushButton:
        b = QPushButton(self.tr("Roll"))
        b.setAutoDefault(False)
        b.setToolTip(self.tr("Roll d100 here (or type your own roll)"))
        b.clicked.connect(lambda: spin.setValue(self.dice.d100()))
        return b

    def _build(self) -> None:
        self._make_declarations()
        self._make_rolls()
        self._make_damage_and_preview()
        box = self._make_buttons()
        self._arrange(self._declarations_form(), self._defense_box(), self._after_form(), box)
        self._connect()

    def _make_declarations(self) -> None:
        """The attacker, target and weapon, and what is declared before the d100."""
        self.attacker_combo = QComboBox()
        self.target_combo = QComboBox()
        self.weapon_combo = QComboBox()
        self.combine_combo = QComboBox()
        self.combine_combo.setToolTip(self.tr("Martial arts or 武道 rolled together with an "
                                              "unarmed attack: success doubles its dice (C11)"))
        self.hands_check = QCheckBox(self.tr("Hands and feet free"))
        self.hands_check.setChecked(True)
        self.knockout_check = QCheckBox(self.tr("Declare a &knockout (C7)"))
        self.knockout_check.setToolTip(self.tr("Fist, kick, grapple, head-butt or a blunt "
                                               "weapon; declared before the roll"))
        self.technique_combo = QComboBox()
        self.technique_combo.setToolTip(self.tr("A 武道 technique (C11): only those the "
                                                "attacker may use here are offered"))
        self.humanoid_check = QCheckBox(self.tr("Two-legged humanoid"))
        self.humanoid_check.setToolTip(self.tr("Salto throws a human, or a two-legged "
                                               "humanoid creature of SIZ 18 or less"))
        self.tech_roll_spin = self._spin("")
        self.tech_roll2_spin = self._spin("")
        self.wall_combo = QComboBox()
        for text, data in ((self.tr("no wall behind"), False),
                           (self.tr("a hard wall within 3 m"), True),
                           (self.tr("unclear: a special roll decides"), None)):
            self.wall_combo.addItem(text, data)
        self.height_edit = QLineEdit()
        self.height_edit.setPlaceholderText(self.tr("falling: 1d6"))
        self.height_edit.setToolTip(self.tr("Salto from a height adds falling damage"))
        self.surprise_check = QCheckBox(self.tr("&Surprise attack (C13)"))
        self.surprise_check.setToolTip(self.tr("The keeper's secret roll let the surprise "
                                               "through: a hit cannot be dodged"))
        self.counter_check = QCheckBox(self.tr("Counterattack after a critical dodge (R18)"))
        self.counter_check.setToolTip(self.tr("Outside the turn order: it spends no action, "
                                              "and is allowed after acting"))

    def _make_rolls(self) -> None:
        """The d100 fields with their Roll buttons and the defender's answer."""
        self.roll_spin = self._spin(self.tr("The attack's d100 (— : the app rolls it)"))
        # a typed critical can be neither dodged nor parried (R1): the defenses follow it
        self.roll_spin.valueChanged.connect(self._on_roll)
        take_attack_pastes(self)
        self.roll_button = self._roll_button(self.roll_spin)
        self.value_label = plain(QLabel())

        self.defense_group = QButtonGroup(self)
        self.def_none = QRadioButton(self.tr("&None"))
        self.def_dodge = QRadioButton(self.tr("&Dodge"))
        self.def_parry = QRadioButton(self.tr("&Parry with"))
        self.def_cover = QRadioButton(self.tr("&Cover by"))
        for i, b in enumerate((self.def_none, self.def_dodge, self.def_parry, self.def_cover)):
            self.defense_group.addButton(b, i)
        self.def_none.setChecked(True)
        self.parry_combo = QComboBox()
        self.cover_combo = QComboBox()
        self.dodge_label = plain(QLabel())
        self.def_roll_spin = self._spin(self.tr("The defense's d100 (— : the app rolls it)"))
        self.def_roll_button = self._roll_button(self.def_roll_spin)
        self.dodge_cover_check = QCheckBox(self.tr("If the dodge fails, the one chosen under "
                                                   "Cover by covers (R15)"))
        self.cover_roll_spin = self._spin(self.tr("The cover's DEX×5 d100 after a failed "
                                                  "dodge (— : the app rolls it)"))
        self.cover_roll_button = self._roll_button(self.cover_roll_spin)
        self.ko_roll_spin = self._spin(self.tr("The knockout's resistance roll (— : the app "
                                               "rolls it)"))
        self.ko_roll_button = self._roll_button(self.ko_roll_spin)

    def _make_damage_and_preview(self) -> None:
        """The damage field and the preview's summary and trace."""
        self.damage_edit = QLineEdit()
        self.damage_edit.setClearButtonEnabled(True)
        accept_pasted_rolls(self.damage_edit)
        self.damage_edit.setPlaceholderText(self.tr("faces (7 4 2) or a total; empty: the app "
                                                    "rolls"))
        self.damage_button = QPushButton(self.tr("R&oll damage"))
        self.damage_button.setAutoDefault(False)
        self.formula_label = plain(QLabel())

        self.summary_label = QLabel()
        self.summary_label.setTextFormat(Qt.TextFormat.RichText)
        self.summary_label.setWordWrap(True)
        self.summary_label.setMinimumWidth(320)
        self.summary_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.explain_view = QPlainTextEdit()
        self.explain_view.setReadOnly(True)
        self.explain_view.setTabChangesFocus(True)
        self.explain_view.setMinimumSize(380, 200)
        self.explain_view.setAccessibleName(self.tr("How the attack is resolved"))
        self.message_label = plain(QLabel())
        self.message_label.setWordWrap(True)

    def _make_buttons(self) -> QDialogButtonBox:
        """Apply, Cancel and the counterattack offered after a critical dodge."""
        box, self.apply_button, self.cancel_button = accept_cancel(
            self.tr("&Apply"), self.tr("Cancel"))
        # offered once an attack was dodged critically (C4, R18)
        self.counter_button = QPushButton(self.tr("Counte&rattack"))
        self.counter_button.setAutoDefault(False)
        box.addButton(self.counter_button, box.ButtonRole.ActionRole)
        self.counter_button.setVisible(False)  # (after addButton, which shows it)
        return box

    def _declarations_form(self) -> QFormLayout:
        """The declarations and the attack's d100, a labelled row each."""
        form = QFormLayout()
        labelled_row(form, self.tr("A&ttacker:"), self.attacker_combo)
        labelled_row(form, self.tr("Tar&get:"), self.target_combo)
        labelled_row(form, self.tr("&Weapon:"), self.weapon_combo)
        combine_row = QHBoxLayout()
        combine_row.addWidget(self.combine_combo, 1)
        combine_row.addWidget(self.hands_check)
        labelled_row(form, self.tr("Co&mbined with:"), combine_row, self.combine_combo)
        form.addRow("", self.knockout_check)
        tech_row = QHBoxLayout()
        tech_row.addWidget(self.technique_combo, 1)
        tech_row.addWidget(self.humanoid_check)
        labelled_row(form, self.tr("Tec&hnique:"), tech_row, self.technique_combo)
        rolls_row = QHBoxLayout()
        rolls_row.addWidget(self.tech_roll_spin)
        rolls_row.addWidget(self.tech_roll2_spin)
        rolls_row.addWidget(self.wall_combo, 1)
        rolls_row.addWidget(self.height_edit, 1)
        self.tech_rolls_label = labelled_row(form, self.tr("Technique rolls:"), rolls_row,
                                             self.tech_roll_spin)
        form.addRow("", self.surprise_check)
        form.addRow("", self.counter_check)
        roll_row = QHBoxLayout()
        roll_row.addWidget(self.roll_spin)
        roll_row.addWidget(self.roll_button)
        roll_row.addWidget(self.value_label, 1)
        labelled_row(form, self.tr("d&100:"), roll_row, self.roll_spin)
        return form

    def _defense_box(self) -> QGroupBox:
        """The defender's answer with its rolls."""
        defense = QGroupBox(self.tr("The defender's answer"))
        grid = QGridLayout(defense)
        grid.addWidget(self.def_none, 0, 0)
        grid.addWidget(self.def_dodge, 1, 0)
        grid.addWidget(self.dodge_label, 1, 1)
        grid.addWidget(self.def_parry, 2, 0)
        grid.addWidget(self.parry_combo, 2, 1)
        grid.addWidget(self.def_cover, 3, 0)
        grid.addWidget(self.cover_combo, 3, 1)
        def_roll = QHBoxLayout()
        def_roll.addWidget(self.def_roll_spin)
        def_roll.addWidget(self.def_roll_button)
        def_roll.addStretch(1)
        label = QLabel(self.tr("Defense d100:"))
        label.setBuddy(self.def_roll_spin)
        grid.addWidget(label, 4, 0)
        grid.addLayout(def_roll, 4, 1)
        grid.addWidget(self.dodge_cover_check, 5, 0, 1, 2)
        cover_roll = QHBoxLayout()
        cover_roll.addWidget(self.cover_roll_spin)
        cover_roll.addWidget(self.cover_roll_button)
        cover_roll.addStretch(1)
        self.cover_roll_label = QLabel(self.tr("Cover d100:"))
        self.cover_roll_label.setBuddy(self.cover_roll_spin)
        grid.addWidget(self.cover_roll_label, 6, 0)
        grid.addLayout(cover_roll, 6, 1)
        return defense

    def _after_form(self) -> QFormLayout:
        """What follows the defense: the knockout's roll and the damage."""
        after = QFormLayout()
        ko_row = QHBoxLayout()
        ko_row.addWidget(self.ko_roll_spin)
        ko_row.addWidget(self.ko_roll_button)
        ko_row.addStretch(1)
        self.ko_label = labelled_row(after, self.tr("Knockout roll:"), ko_row, self.ko_roll_spin)
        dmg_row = QHBoxLayout()
        dmg_row.addWidget(self.damage_edit, 1)
        dmg_row.addWidget(self.damage_button)
        labelled_row(after, self.tr("Damage:"), dmg_row, self.damage_edit)
        after.addRow("", self.formula_label)
        return after

    def _arrange(self, form: QFormLayout, defense: QGroupBox, after: QFormLayout,
                 box: QDialogButtonBox) -> None:
        """The declarations, defense and damage left of the preview, the buttons below."""
        left = QVBoxLayout()
        left.addLayout(form)
        left.addWidget(defense)
        left.addLayout(after)
        left.addStretch(1)
        preview = QGroupBox(self.tr("Preview"))
        right = QVBoxLayout(preview)
        right.addWidget(self.summary_label)
        right.addWidget(QLabel(self.tr("Step by step:")))
        right.addWidget(self.explain_view, 1)
        columns = QHBoxLayout()
        lw = QWidget()
        lw.setLayout(left)
        left.setContentsMargins(0, 0, 0, 0)
        columns.addWidget(lw, 0)
        columns.addWidget(preview, 1)
        outer = QVBoxLayout(self)
        outer.addLayout(columns, 1)
        outer.addWidget(self.message_label)
        outer.addWidget(box)

    def _connect(self) -> None:
        """Every field redraws the preview; the buttons act."""
        self.attacker_combo.currentIndexChanged.connect(self._on_attacker)
        self.target_combo.currentIndexChanged.connect(self._on_target)
        self.weapon_combo.currentIndexChanged.connect(self._on_weapon)
        for w in (self.combine_combo, self.parry_combo, self.cover_combo, self.wall_combo,
                  self.technique_combo):
            w.currentIndexChanged.connect(self.update_preview)
        self.height_edit.textChanged.connect(self.update_preview)
        for w in (self.knockout_check, self.humanoid_check):
            w.toggled.connect(self._fill_techniques)
        for w in (self.hands_check, self.knockout_check, self.surprise_check,
                  self.dodge_cover_check, self.humanoid_check, self.counter_check):
            w.toggled.connect(self.update_preview)
        self.counter_button.clicked.connect(self.start_counter)
        #: the tooltips of the declarations, shown while they may still be changed
        self._tips = {w: w.toolTip() for w in (self.combine_combo, self.hands_check,
                                               self.technique_combo, self.surprise_check,
                                               self.counter_check)}
        self.surprise_check.toggled.connect(self._on_surprise)
        self.defense_group.idToggled.connect(lambda _i, on: on and self.update_preview())
        self.damage_edit.textChanged.connect(self.update_preview)
        self.damage_button.clicked.connect(self.roll_damage)
        self.apply_button.clicked.connect(self.apply)
        self.cancel_button.clicked.connect(self.reject)
        self.resize(960, 600)

    # -- choices ------------------------------------------------------------------------------
    def _fill_people(self, target: str, attacker: str | None) -> None:
        enc = self.doc.encounter
        people = enc.ordered()
        for combo in (self.attacker_combo, self.target_combo):
            combo.blockSignals(True)
            combo.clear()
            for c in people:
                combo.addItem(c.name, c.id)
            combo.blockSignals(False)
        self.target_combo.setCurrentIndex(max(0, self.target_combo.findData(target)))
        if attacker is None:
            cur = enc.current
            attacker = cur.id if cur is not None and cur.id != target else None
        if attacker is None:
            attacker = next((c.id for c in people if c.id != target
                             and can_act(c) is None), target)
        self.attacker_combo.setCurrentIndex(max(0, self.attacker_combo.findData(attacker)))
        c = enc.combatants.get(target)
        self.setWindowTitle(self.tr("Attack on {0}").format(c.name if c else target))

    def attacker(self):
        return self.doc.encounter.combatants.get(self.attacker_combo.currentData())

    def target(self):
        return self.doc.encounter.combatants.get(self.target_combo.currentData())

    def _on_attacker(self) -> None:
        att = self.attacker()
        _refill(self.weapon_combo, [] if att is None else [
            (self.tr("{0} — {1}%, {2}").format(_weapon_name(key, w), skill_value(att, w),
                                               w.damage) + self._weapon_state(w), key)
            for key, w in weapons_of(att)])
        self._on_weapon()

    def _weapon_state(self, w: Weapon) -> str:
        """Rounds left, or why the weapon cannot be used (broken)."""
        if w.cls != "unarmed" and w.durability == 0:
            return " " + self.tr("(broken)")
        if w.capacity is not None:
            return " " + self.tr("({0}/{1} rounds)").format(w.rounds, w.capacity)
        return ""

    def _on_target(self) -> None:
        tgt = self.target()
        if tgt is not None:
            self.setWindowTitle(self.tr("Attack on {0}").format(tgt.name))
        self._fill_defenses()
        self._fill_techniques()
        self.update_preview()

    def _on_roll(self) -> None:
        if not self._building:
            self._fill_defenses()

    def _on_surprise(self) -> None:
        """C13: a declared surprise attack that hits cannot be dodged: the dodge goes."""
        if not self._building:
            self._fill_defenses()
            self.update_preview()

    def _weapon(self):
        att = self.attacker()
        key = self.weapon_combo.currentData()
        if att is None or key is None:
            return None
        try:
            return weapon_of(att, key)
        except TrackerError:
            return None

    def _on_weapon(self) -> None:
        att, w = self.attacker(), self._weapon()
        combo = self.combine_combo
        items: list[tuple[str, Any]] = [(self.tr("(nothing)"), None)]
        if att is not None and w is not None:
            items += [_combined(att, kind) for kind in COMBINE_KINDS
                      if combine_refusal(kind, w.cls, w.skill) is None]
        _refill(combo, items)
        combo.setEnabled(combo.count() > 1)
        self.hands_check.setEnabled(combo.count() > 1)
        can_ko = w is not None and w.cls in KNOCKOUT_CLASSES
        self.knockout_check.setEnabled(can_ko)
        if not can_ko:
            self.knockout_check.setChecked(False)
        self._fill_defenses()
        self._fill_techniques()
        self.update_preview()

    def _fill_techniques(self) -> None:
        """The 武道 techniques the attacker may use with this weapon on this target (C11)."""
        att, tgt, w = self.attacker(), self.target(), self._weapon()
        items: list[tuple[str, Any]] = [(self.tr("(none)"), None)]
        if att is not None and tgt is not None and w is not None and w.cls == "unarmed":
            for tech in TECHNIQUES:
                chk = technique_check(att, tgt, w, tech,
                                      knockout=self.knockout_check.isChecked(),
                                      humanoid=self.humanoid_check.isChecked())
                if chk.allowed:
                    items.append((coc_name(tech), tech))
        _refill(self.technique_combo, items)
        self.technique_combo.setEnabled(len(items) > 1)
        self.humanoid_check.setEnabled(tgt is not None and tgt.sheet.kind != "human")

    def _technique_widgets(self) -> None:
        """Enable the rolls the chosen technique takes, with tooltips saying which."""
        tech = self.technique_combo.currentData()
        tips = {"salto": (self.tr("The target's CON×5 against being knocked out "
                                  "(— : the app rolls it)"), ""),
                "tackle": (self.tr("The target's DEX×5 against falling (— : the app rolls "
                                   "it)"),
                           self.tr("Then its CON×5 against being knocked out (— : the app "
                                   "rolls it)")),
                "feint": (self.tr("The target's 武道 (striking) or MA roll to see through "
                                  "the feint (— : the app rolls it)"), "")}
        first, second = tips.get(tech, ("", ""))
        self.tech_roll_spin.setEnabled(bool(first))
        self.tech_roll_spin.setToolTip(first)
        self.tech_roll2_spin.setEnabled(bool(second))
        self.tech_roll2_spin.setToolTip(second)
        self.tech_rolls_label.setEnabled(bool(first))
        self.wall_combo.setEnabled(tech == "tackle")
        self.height_edit.setEnabled(tech == "salto")

    def _fill_defenses(self) -> None:
        enc = self.doc.encounter
        tgt, att = self.target(), self.attacker()
        parry = self.parry_combo
        parries: list[tuple[str, Any]] = []
        if tgt is not None:
            parries += [(f"{_weapon_name(key, pw)} {skill_value(tgt, pw)}%", key)
                        for key, pw in weapons_of(tgt)
                        if pw.cls != FIREARM and pw.durability != 0]
            parries += [_combined(tgt, kind) for kind in COMBINE_KINDS
                        if tgt.sheet.skill(COMBINE_SKILLS[kind]) > 1]
        _refill(parry, parries)
        refused = self._refuse_parries()
        cover = self.cover_combo
        covers: list[tuple[str, Any]] = []
        for c in enc.ordered():
            if tgt is not None and att is not None and c.id not in (tgt.id, att.id) \
                    and c.side == "pc" and c.side == tgt.side and can_act(c) is None:
                acted = coc_state.has_acted(enc, c.id)
                label = (self.tr("{0} (DEX×5 {1}; has acted)") if acted
                         else self.tr("{0} (DEX×5 {1})")).format(c.name,
                                                                 c.sheet.stat("dex") * 5)
                covers.append((label, c.id))
        _refill(cover, covers)
        no_cover = self._refuse_covers()
        w = self._weapon()
        bullets = w is not None and w.cls == FIREARM  # R4, R10: nothing to dodge or parry
        no_dodge = self._dodge_refusal()
        self.def_dodge.setEnabled(not bullets and not no_dodge)
        self.dodge_label.setEnabled(self.def_dodge.isEnabled())
        self.def_parry.setEnabled(parry.count() > len(refused) and not bullets)
        can_cover = cover.count() > len(no_cover)
        self.def_cover.setEnabled(can_cover)
        self.def_cover.setToolTip(no_cover[0] if no_cover and not can_cover else "")
        self.cover_combo.setEnabled(cover.count() > 0)
        self.dodge_cover_check.setEnabled(can_cover and self.def_dodge.isEnabled())
        if not self.dodge_cover_check.isEnabled():
            self.dodge_cover_check.setChecked(False)
        checked = self.defense_group.checkedButton()
        if checked is not None and not checked.isEnabled():
            self.def_none.setChecked(True)
        tip = self.tr("Bullets can be neither dodged nor parried (R4, R10)") if bullets else ""
        self.def_dodge.setToolTip(tip or no_dodge)
        self.def_parry.setToolTip(tip or (refused[0] if refused and parry.count() == len(
            refused) else ""))
        if tgt is not None:
            dodge = tgt.sheet.skill("dodge")
            tries = coc_state.dodges(enc, tgt.id)
            nxt = next_dodge_value(dodge, tries)
            self.dodge_label.setText(
                self.tr("{0}% (dodge {1} this round)").format(nxt, len(tries) + 1)
                if tries else self.tr("{0}%").format(dodge))

    def _dodge_refusal(self) -> str:
        """Why the model refuses the target's dodge before the roll (R4, C3, C13), in the UI
        language; empty when it may be tried (a critical is known only once rolled)."""
        enc, tgt, att = self.doc.encounter, self.target(), self.attacker()
        key = self.weapon_combo.currentData()
        if tgt is None or att is None or key is None:
            return ""
        try:
            why = dodge_refusal_before_roll(enc, att.id, tgt.id, key,
                                            surprise=self.surprise_check.isChecked(),
                                            roll=self.roll_spin.roll())
        except TrackerError:
            return ""  # the preview names what is wrong with the request
        return coc_texts.render_line(why) if why is not None else ""

    def _refuse_parries(self) -> list[str]:
        """Grey out the parries the model refuses before the roll (C3, C5, C12, R10), each
        with its reason as tooltip, and move the choice off them; the reasons, in order."""
        enc, tgt, att = self.doc.encounter, self.target(), self.attacker()
        key = self.weapon_combo.currentData()
        if tgt is None or att is None or key is None:
            return self._grey_out(self.parry_combo, lambda _data: None)
        roll = self.roll_spin.roll()
        return self._grey_out(self.parry_combo, lambda data: parry_refusal_before_roll(
            enc, att.id, tgt.id, key, data, roll))

    def _refuse_covers(self) -> list[str]:
        """Grey out the coverers the model refuses before the roll (C6/R14 has acted, C3
        prone), each with its reason as tooltip; the reasons, in order. A fumbled dodge
        (C4) is known only once rolled: the declared cover then does not come."""
        enc, tgt, att = self.doc.encounter, self.target(), self.attacker()
        if tgt is None or att is None:
            return self._grey_out(self.cover_combo, lambda _data: None)
        return self._grey_out(self.cover_combo, lambda data: cover_refusal_before_roll(
            enc, att.id, tgt.id, data))

    @staticmethod
    def _grey_out(combo: QComboBox, refusal: Callable[[Any], Any]) -> list[str]:
        """Disable the entries of ``combo`` that ``refusal`` (the model's answer for an
        entry's data) refuses, with the reason as tooltip, and move the choice off them."""
        model = combo.model()
        reasons: list[str] = []
        for i in range(combo.count()):
            try:
                why = refusal(combo.itemData(i))
            except TrackerError:
                why = None  # the preview names what is wrong with the request
            item = model.item(i) if isinstance(model, QStandardItemModel) else None
            text = coc_texts.render_line(why) if why is not None else ""
            if item is not None:
                item.setEnabled(why is None)
                item.setToolTip(text)
            if why is not None:
                reasons.append(text)
        current = combo.currentIndex()
        if isinstance(model, QStandardItemModel) and current >= 0 \
                and not model.item(current).isEnabled():
            free = next((i for i in range(combo.count()) if model.item(i).isEnabled()), None)
            if free is not None:
                combo.blockSignals(True)
                combo.setCurrentIndex(free)
                combo.blockSignals(False)
        return reasons

    # -- the request --------------------------------------------------------------------------
    def _defense(self) -> Defense:
        roll = self.def_roll_spin.roll()
        which = self.defense_group.checkedId()
        if which == 1:
            by = self.cover_combo.currentData() if self.dodge_cover_check.isChecked() else None
            return Defense("dodge", roll, cover_by=by or "",
                           cover_roll=self.cover_roll_spin.roll() if by else None)
        if which == 2 and self.parry_combo.currentData():
            return Defense("parry", roll, with_=self.parry_combo.currentData())
        if which == 3 and self.cover_combo.currentData():
            return Defense("cover", roll, by=self.cover_combo.currentData())
        return Defense()

    def _base_request(self) -> AttackRequest | None:
        att, tgt = self.attacker(), self.target()
        key = self.weapon_combo.currentData()
        w = self._weapon()
        if att is None or tgt is None or key is None:
            return None
        return AttackRequest(
            att.id, tgt.id, key, combine=self.combine_combo.currentData(),
            hands_free=self.hands_check.isChecked(),
            knockout=self.knockout_check.isChecked() and w is not None
            and w.cls in KNOCKOUT_CLASSES,
            surprise=self.surprise_check.isChecked(), roll=self.roll_spin.roll(),
            defense=self._defense(), knockout_roll=self.ko_roll_spin.roll(),
            technique=self.technique_combo.currentData(),
            tech_roll=self.tech_roll_spin.roll(), tech_roll2=self.tech_roll2_spin.roll(),
            wall=self.wall_combo.currentData(),
            height=ascii_forms(self.height_edit.text()).strip(),
            humanoid=self.humanoid_check.isChecked(),
            counter=self.counter_check.isChecked() and self.counter_check.isEnabled())

    def roll_damage(self) -> None:
        """Roll the damage the rules make of the attack with the dialog's dice."""
        formula = self.outcome.attack.damage_dice if self.outcome is not None else None
        if formula is None:
            return
        _t, w = self.dice.roll_sum(formula.weapon)
        _t, d = self.dice.roll_sum(formula.db)
        self.damage_edit.setText(" ".join(map(str, (*w, *d))))

    def update_preview(self) -> None:
        if self._building or self.applied is not None:
            return  # (applied: the dialog shows that attack while it offers the counter)
        self.outcome = self.request = None
        self.apply_button.setEnabled(False)
        self.message_label.clear()
        self.message_label.setStyleSheet("")
        self._technique_widgets()
        self._lock_declarations()
        self._offer_counter_check()
        req = self._base_request()
        if req is None:
            self._show_error("")
            return
        att = self.attacker()
        is_ko = req.knockout
        # the row stays where it is (the damage field must not move): only enabled
        for widget in (self.ko_label, self.ko_roll_spin, self.ko_roll_button):
            widget.setEnabled(is_ko)
        after_dodge = self.def_dodge.isChecked() and self.dodge_cover_check.isChecked()
        for widget in (self.cover_roll_label, self.cover_roll_spin, self.cover_roll_button):
            widget.setEnabled(after_dodge)
        problem = next((sp.problem() for sp in self.findChildren(D100SpinBox)
                        if sp.isEnabled() and sp.problem()), "")
        if problem:
            self._show_error(problem)
            return
        enc = self.doc.encounter
        text = self.damage_edit.text().strip()
        if req.roll is None and text:
            # the damage dice depend on the roll (a critical doubles them), which is unseen
            self._show_error(self.tr("Type the d100 (or press Roll) before the damage: the "
                                     "damage dice depend on it (R20)."))
            return
        try:
            out = preview_attack(enc, req)
            formula = out.attack.damage_dice
            if formula is not None and text:
                wf, df = faces_for(formula, text)
                req = dataclasses.replace(req, w_faces=wf, db_faces=df)
                out = preview_attack(enc, req)
        except (RulesError, ValueError) as exc:
            msg = coc_texts.error_text(exc) if isinstance(exc, TrackerError) else \
                self.tr("Not a number: type the dice faces or a total.")
            self._show_error(msg)
            return
        self.outcome, self.request = out, req
        self.value_label.setText(self.tr("against {0}%").format(out.value))
        self.apply_button.setEnabled(att is not None)
        hidden = req.roll is None
        self.damage_button.setEnabled(not hidden and formula is not None)
        if hidden:
            # R20 (C7): knockout, martial arts, a technique and surprise come before the
            # roll: the app's d100 and all that follows from it stay unseen until it is in
            # its field (Apply rolls it; typing it or Roll shows it and fixes them)
            self.formula_label.setText(self.tr("Damage: known once the d100 is rolled"))
            self.summary_label.setText(html.escape(self.tr(
                "The d100 is rolled on Apply, or type it or press Roll: declare a knockout "
                "(C7), martial arts, a technique or surprise first (R20).")))
            self.explain_view.clear()
            return
        formula = out.attack.damage_dice
        self.formula_label.setText(
            self.tr("Formula: {0}").format(formula.text) if formula is not None
            else self.tr("No damage: the attack missed"))
        self.summary_label.setText(self._summary(out, req))
        lines = list(out.attack_lines) + list(out.defense_lines)
        for cid in out.damage:
            lines += damage_trace(enc, out, cid)
        self.explain_view.setPlainText("\n".join(coc_texts.render_line(x) for x in lines))
        if req.roll is None or (out.attack.hit and req.w_faces is None):
            self.message_label.setText(self.tr("Rolls left empty are rolled by the app as "
                                               "shown."))

    def attack_first(self) -> str | None:
        """Before the defender's phone is asked (:mod:`tracker.ui.seat_ask`): the attack's
        d100, unless typed, rolled with the encounter's dice into its field, as the
        headless ``attack`` asking rolls it; why there is nothing to ask (the attack cannot
        be made, or missed: Apply makes it), or None when the hit can be answered."""
        if self.roll_spin.roll() is None and self.technique_combo.currentData() != FEINT:
            self.roll_spin.setValue(self.doc.encounter.dice.d100())
        self.update_preview()
        out = self.outcome
        if out is None:
            return self.tr("Nothing to ask: the attack cannot be made")
        if not may_defend(out):
            return self.tr("Missed: nothing to ask (Apply it)")
        return None

    def _show_error(self, msg: str) -> None:
        """``msg`` in red and nothing of a preview: every label that described the last
        request is cleared (a paste may have changed attacker and weapon since)."""
        self.message_label.setText(msg)
        self.message_label.setStyleSheet(_ERROR_STYLE)
        for label in (self.summary_label, self.value_label, self.formula_label):
            label.clear()
        self.explain_view.clear()
        self.damage_button.setEnabled(False)

    def _lock_declarations(self) -> None:
        """C7, R20: knockout, martial arts, a technique and surprise are declared before
        the attack roll; once the roll is typed or rolled here they are fixed."""
        w = self._weapon()
        can_ko = w is not None and w.cls in KNOCKOUT_CLASSES
        rolled = self.roll_spin.value() > 0
        self.knockout_check.setEnabled(can_ko and not rolled)
        self.knockout_check.setToolTip(
            self.tr("Declared before the roll (C7): clear the d100 to change it") if rolled
            else self.tr("Fist, kick, grapple, head-butt or a blunt weapon; declared before "
                         "the roll"))
        fixed = self.tr("Declared before the roll (R20): clear the d100 to change it")
        for widget, can in ((self.combine_combo, self.combine_combo.count() > 1),
                            (self.hands_check, self.combine_combo.count() > 1),
                            (self.technique_combo, self.technique_combo.count() > 1),
                            (self.surprise_check, True)):
            widget.setEnabled(can and not rolled)
            widget.setToolTip(fixed if rolled and can else self._tips[widget])

    def _offer_counter_check(self) -> None:
        """C4, R18: the counterattack is offered for the dodger against the attacker right
        after its critical dodge, and for nobody else."""
        enc, att, tgt = self.doc.encounter, self.attacker(), self.target()
        ok = att is not None and tgt is not None and att.id != tgt.id \
            and counter_refusal(enc, att.id, tgt.id) is None
        self.counter_check.setEnabled(ok)
        if not ok and self.counter_check.isChecked():
            self.counter_check.blockSignals(True)
            self.counter_check.setChecked(False)
            self.counter_check.blockSignals(False)
        self.counter_check.setToolTip(self._tips[self.counter_check] if ok else self.tr(
            "Only right after a critical dodge, by the dodger against that attacker (R18)"))

    def _summary(self, out: AttackOutcome, req: AttackRequest) -> str:
        enc = self.doc.encounter
        res = out.attack
        colour = OUTCOME_COLOURS.get(res.outcome, "#000")
        rows = [f"<span style='font-size:17px; color:{colour}'><b>"
                f"{html.escape(coc_name(res.outcome))}</b></span> "
                + html.escape(self.tr("(d100 {0} against {1}%)").format(res.roll, out.value))]
        answers = [(out.dodge or out.parry, req.defense.kind)]
        if out.cover is not None:
            answers.append((out.cover, "cover"))
        for defense, kind in answers:
            if defense is None:
                continue
            if defense.allowed:
                rows.append(html.escape(self.tr("{0}: d100 {1} against {2}% → {3}").format(
                    coc_name(kind), defense.roll, defense.target, coc_name(defense.outcome))))
            else:
                rows.append(html.escape(self.tr("{0} is not possible").format(coc_name(kind))))
        if res.hit:
            rows.append(html.escape(self.tr("Damage {0}: rolled {1}").format(res.formula,
                                                                            res.rolled)))
        for cid, dmg in out.damage.items():
            c = enc.combatants[cid]
            r = out.results.get(cid)
            line = self.tr("{0}: {1} damage, HP {2} → {3}").format(
                c.name, dmg, r.hp_before if r else c.sheet.hp, r.hp if r else c.sheet.hp)
            states = [coc_name(s) for s in (r.states if r else ())]
            if out.knockout is not None and cid == req.target and out.knockout.states:
                states.append(coc_name("unconscious"))
            if r is not None and r.death_clock is not None:
                states.append(self.tr("death clock"))
            if r is not None and r.shock_check is not None:
                states.append(self.tr("shock roll CON×5"))
            if states:
                line += " · " + list_sep().join(dict.fromkeys(states))
            rows.append("<b>" + html.escape(line) + "</b>")
        for state in res.attacker_states:
            rows.append(html.escape(self.tr("{0}: {1}").format(self.attacker().name,
                                                               coc_name(state))))
        return "<br>".join(rows)

    # -- apply ----------------------------------------------------------------------------------
    def apply(self) -> bool:
        if self.request is None or self.applied is not None:
            return False
        att, tgt = self.attacker(), self.target()
        a_name, t_name = att.name, tgt.name
        counter = self.request.counter
        self._applying = True  # the dialog keeps showing what is applied
        result = self.doc.run(lambda: (QCoreApplication.translate(
            "AttackDialog", "{0} counterattacks {1}") if counter else QCoreApplication.translate(
            "AttackDialog", "{0} attacks {1}")).format(a_name, t_name), attack, self.request)
        self._applying = False
        if result is None:
            return False
        self.applied = result
        if not self._offer_counter(att.id, tgt.id, result):
            self.accept()
        return True

    def _offer_counter(self, attacker: str, target: str, out: AttackOutcome) -> bool:
        """C4, R18: after a critical dodge the dialog stays open and offers the dodger's
        counterattack (the keeper may close it instead); False when there is none."""
        if out.dodge is None or not out.dodge.counter_chance \
                or counter_refusal(self.doc.encounter, target, attacker) is not None:
            return False
        enc = self.doc.encounter
        self._counter_pair = (target, attacker)
        self.apply_button.setEnabled(False)
        self.counter_button.setVisible(True)
        self.counter_button.setDefault(True)
        self.counter_button.setFocus(Qt.FocusReason.OtherFocusReason)
        self.cancel_button.setText(self.tr("Close"))
        self.message_label.setStyleSheet("")
        self.message_label.setText(self.tr(
            "Critical dodge: {0} may counterattack {1} at once, outside the turn order "
            "(R18).").format(enc.get(target).name, enc.get(attacker).name))
        return True

    def start_counter(self) -> None:
        """The dialog becomes the dodger's counterattack on the attacker: a melee attack of
        its own, every roll and declaration empty again."""
        by, against = self._counter_pair
        self.applied = None
        self.counter_button.setVisible(False)
        self.counter_button.setDefault(False)
        self.apply_button.setDefault(True)
        self.cancel_button.setText(self.tr("Cancel"))
        self._building = True
        for combo, cid in ((self.attacker_combo, by), (self.target_combo, against)):
            combo.setCurrentIndex(max(0, combo.findData(cid)))
        for spin in self.findChildren(D100SpinBox):
            spin.setValue(0)
        self.damage_edit.clear()
        self.height_edit.clear()
        for box in (self.knockout_check, self.surprise_check, self.dodge_cover_check):
            box.setChecked(False)
        self.def_none.setChecked(True)
        self.counter_check.setChecked(True)
        self._building = False
        self._on_attacker()
        melee = next((i for i in range(self.weapon_combo.count()) if weapon_of(
            self.attacker(), self.weapon_combo.itemData(i)).cls != FIREARM), None)
        if melee is not None:
            self.weapon_combo.setCurrentIndex(melee)
        self._on_target()
        self.setWindowTitle(self.tr("Counterattack on {0}").format(self.target().name))
        self.roll_spin.setFocus(Qt.FocusReason.OtherFocusReason)

    def _on_doc_changed(self, _change) -> None:
        if not self.isVisible() or self.applied is not None or self._applying:
            return
        if self.attacker() is None or self.target() is None:
            self.reject()
            return
        self._fill_defenses()
        self.update_preview()


def _refill(combo: QComboBox, items: list[tuple[str, Any]]) -> None:
    """Replace ``combo``'s (text, data) items without signals, keeping its choice when it is
    still offered (else the first)."""
    wanted = combo.currentData()
    combo.blockSignals(True)
    combo.clear()
    for text, data in items:
        combo.addItem(text, data)
    combo.setCurrentIndex(max(0, combo.findData(wanted)))
    combo.blockSignals(False)


def _combined(c: Combatant, kind: str) -> tuple[str, str]:
    """A martial-arts kind as a choice: its skill's name and ``c``'s value."""
    sid = COMBINE_SKILLS[kind]
    return f"{coc_name(sid)} {c.sheet.skill(sid)}%", kind


def _weapon_name(key: str, w: Weapon) -> str:
    """The sheet's name of the weapon, else its skill in the UI language, else its key."""
    return w.name or (coc_name(w.skill) if w.skill else key)


__all__ = ["AttackDialog", "faces_for"]
