"""The attack roll (命中判定): an optional step before the hit dialog.

The GM picks the attacker (their weapon skill is remembered), melee or ranged, the ranged
panel (V1), the target's situation (V3), shots and Recoil (V2); every modifier and the
effective skill are shown as they change. The dialog rolls 3d, or takes the GM's own roll.
A miss is logged as it is; a hit opens the hit dialog on the location where it landed (the
torso after a miss by one, G2), once per hit of a burst, and the attack with all its hits is
applied as ONE undoable command (``operations.apply_hits``).

Everything before Apply is a pure preview (``tohit.roll_attack``). The hit dialogs of a burst
work on a scratch copy of the encounter, so each one previews the hit on the target as the
earlier hits of the same burst left it; only the finished burst touches the real encounter.
"""

from __future__ import annotations

import html
from dataclasses import dataclass, replace

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
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

from tracker.model import operations
from tracker.model.dice import Dice
from tracker.model.encounter import Encounter
from tracker.model.errors import TrackerError
from tracker.rulesets.gurps.rules import maneuver_ops, maneuvers
from tracker.rulesets.gurps.rules import operations as gurps_ops
from tracker.rulesets.gurps.rules import weapon_attack as wa
from tracker.rulesets.gurps.rules.attack_skill import attack_skill
from tracker.rulesets.gurps.rules.bodyplan import BodyPlan
from tracker.rulesets.gurps.rules.defense import KINDS, Defense, effective, success_chance
from tracker.rulesets.gurps.rules.hit_chance import hit_chance
from tracker.rulesets.gurps.rules.modules import ranged as v
from tracker.rulesets.gurps.rules.resolver import Hit
from tracker.rulesets.gurps.rules.ruleset import GURPS
from tracker.rulesets.gurps.rules.tohit import (
    HEAD_KINDS,
    MAX_BEHIND,
    MAX_RECOIL,
    MAX_SHOTS,
    OTHER_RANGE,
    RANDOM,
    SKILL_RANGE,
    Attack,
    Modifiers,
    ToHit,
    modifiers,
    roll_attack,
)
from tracker.rulesets.gurps.rules.weapons import Weapon
from tracker.ui import i18n
from tracker.ui.document import EncounterDocument
from tracker.ui.forms import accept_cancel, labelled_row
from tracker.ui.spinboxes import DoubleSpinBox, SpinBox
from tracker.ui.user_text import plain

from . import maneuver_text
from . import texts as et

_ERROR_STYLE = "color: #b00020;"
#: the sheet's active defenses by name (context "GurpsKit", as the detail panel says them)
_DEFENSE_NAMES = ("Dodge {0}", "Parry {0}", "Block {0}")
_HIT_STYLE = "color: #1b5e20; font-size: 16px; font-weight: bold;"
_MISS_STYLE = "color: #b00020; font-size: 16px; font-weight: bold;"

#: V1 target sizes with their English names (context "AttackDialog")
SIZE_NAMES: dict[str, str] = {
    "SS": QT_TRANSLATE_NOOP("AttackDialog", "SS — very small"),
    "S": QT_TRANSLATE_NOOP("AttackDialog", "S — small"),
    "M": QT_TRANSLATE_NOOP("AttackDialog", "M — human-sized"),
    "L": QT_TRANSLATE_NOOP("AttackDialog", "L — large"),
    "LL": QT_TRANSLATE_NOOP("AttackDialog", "LL — very large"),
    "XL": QT_TRANSLATE_NOOP("AttackDialog", "XL — huge"),
    "XXL": QT_TRANSLATE_NOOP("AttackDialog", "XXL — enormous"),
}
#: the shooter's posture (V1)
#: (standing, crouching, kneeling and sitting are RULES M's postures: their names are the
#: words file's, :func:`.maneuver_text.posture_name`)
POSTURE_NAMES: dict[str, str | None] = {
    "standing": None,
    "prone": QT_TRANSLATE_NOOP("AttackDialog", "prone"),
    "prone_braced": QT_TRANSLATE_NOOP("AttackDialog", "prone, braced crossbow or rifle"),
    "crouching": None,
    "kneeling": None,
    "sitting": None,
}
#: the target's situation (V3), in the seed's order
SITUATION_NAMES: dict[str, str] = {
    "light_cover": QT_TRANSLATE_NOOP("AttackDialog", "Behind light cover (bushes)"),
    "head_only": QT_TRANSLATE_NOOP("AttackDialog", "Only the head shows"),
    "head_and_shoulders": QT_TRANSLATE_NOOP("AttackDialog", "Head and shoulders show"),
    "half_body": QT_TRANSLATE_NOOP("AttackDialog", "Half the body shows"),
    "prone": QT_TRANSLATE_NOOP("AttackDialog", "Prone or fallen"),
    "crouching": QT_TRANSLATE_NOOP("AttackDialog", "Crouching, kneeling or sitting"),
    "prone_minimal_cover_head": QT_TRANSLATE_NOOP(
        "AttackDialog", "Prone behind minimal cover, head shows"),
    "prone_behind_cover": QT_TRANSLATE_NOOP("AttackDialog", "Prone behind cover, barely visible"),
}
#: the option's label, translated where options are shown (context "Options")
_OPTION_LABELS = (QT_TRANSLATE_NOOP("Options", "Simplified ranged modifiers (V1)"),)


def _tr(text: str) -> str:
    return QCoreApplication.translate("AttackDialog", text)


def _signed(n: int) -> str:
    return f"{n:+d}" if n else "0"


class AttackDialog(QDialog):
    """The attack roll on ``target_id``; Apply logs it and, on a hit, enters the hit(s)."""

    #: the keys of what the document remembers for the next attack roll
    #: (EncounterDocument.remembered): a ranged attack (the GM usually rolls the same kind
    #: again), and whether a hit goes to the defense step first
    RANGED = "gurps.attack.ranged"
    DEFENSE_STEP = "gurps.attack.defense_step"

    def __init__(self, doc: EncounterDocument, target_id: str, location: str | None = None,
                 parent: QWidget | None = None, *, attacker: str | None = None,
                 dice: Dice | None = None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.cid = target_id
        #: dialog-local dice for the 3d roll: the roll is logged with the attack
        self.dice = dice if dice is not None else Dice()
        self._result: ToHit | None = None
        self._mods: Modifiers | None = None
        self._failure: str | None = None
        #: while Apply commits: the dialog closes on success, and its own attack must not
        #: turn its preview into "one attack too many" (RULES M) first
        self._committing = False
        #: the hit entry of a burst that Apply started (None on a miss)
        self.sequence: HitSequence | None = None
        #: the defense step open over this dialog, if any
        self.defense_dialog = None
        self._building = True
        self.setObjectName("AttackDialog")
        self.setSizeGripEnabled(True)
        self._build()
        self._fill_attackers(attacker)
        self._fill_locations(location or "torso")
        self._sync_option()
        self._building = False
        doc.changed.connect(self._on_doc_changed)
        doc.failed.connect(self._on_failed)
        self._update()
        self.skill_spin.setFocus(Qt.FocusReason.OtherFocusReason)

    # -- construction -------------------------------------------------------------------------
    def _target(self):
        return self.doc.encounter.combatants.get(self.cid)

    def _plan(self) -> BodyPlan | None:
        c = self._target()
        return c.sheet.plan if c is not None else None

    def _build(self) -> None:
        c = self._target()
        self.setWindowTitle(self.tr("Attack roll on {0}").format(c.name if c else self.cid))
        self.header_label = QLabel()
        self.header_label.setTextFormat(Qt.TextFormat.RichText)

        form = self._build_attack_fields()
        situation = self._build_situation()
        self._build_ranged_panel()
        self._build_roll_fields()
        roll_box = self._lay_out_roll_box()

        buttons, self.apply_button, self.cancel_button = accept_cancel(
            self.tr("&Apply"), self.tr("Cancel"))

        left = QVBoxLayout()
        left.addLayout(form)
        left.addWidget(situation)
        left.addStretch(1)
        middle = QVBoxLayout()
        middle.addWidget(self.ranged_box)
        middle.addStretch(1)
        columns = QHBoxLayout()
        columns.addLayout(left, 0)
        columns.addLayout(middle, 0)
        columns.addWidget(roll_box, 1)
        outer = QVBoxLayout(self)
        outer.addWidget(self.header_label)
        outer.addLayout(columns, 1)
        outer.addWidget(self.message_label)
        outer.addWidget(buttons)

        self._connect_signals()
        self.resize(1120, 660)

    def _build_attack_fields(self) -> QFormLayout:
        """The attack: attacker, weapon, skill, location, melee or ranged, shots and Recoil, the GM's modifier, chinks and the Wound (G2, V2)."""
        # -- the attack
        self.attacker_combo = QComboBox()
        #: W1: the attacker's weapons from its sheet (skill, kind, Recoil, Bulk, damage)
        self.weapon_combo = QComboBox()
        self.weapon_combo.setToolTip(self.tr("A weapon of the attacker's sheet: its skill, "
                                             "Recoil and Bulk fill the entry, its damage is "
                                             "rolled for each hit"))
        self.skill_spin = SpinBox()
        self.skill_spin.setRange(*SKILL_RANGE)
        self.skill_spin.setToolTip(self.tr("The attacker's skill with this weapon; remembered "
                                           "for their next attack roll"))
        self.location_combo = QComboBox()
        self.location_combo.setMinimumContentsLength(14)
        self.location_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.melee_radio = QRadioButton(self.tr("&Melee"))
        self.ranged_radio = QRadioButton(self.tr("Ran&ged"))
        self.mode_group = QButtonGroup(self)
        self.mode_group.addButton(self.melee_radio)
        self.mode_group.addButton(self.ranged_radio)
        (self.ranged_radio if self.doc.remembered.get(self.RANGED, False)
         else self.melee_radio).setChecked(True)
        self.shots_spin = SpinBox()
        self.shots_spin.setRange(1, MAX_SHOTS)
        self.shots_spin.setToolTip(self.tr("Shots fired in this attack (rapid fire, V2)"))
        self.recoil_spin = SpinBox()
        self.recoil_spin.setRange(0, MAX_RECOIL)
        self.recoil_spin.setSpecialValueText("—")
        self.recoil_spin.setToolTip(self.tr("The weapon's Recoil: one more hit per full Recoil "
                                            "of margin (— = one hit)"))
        self.other_spin = SpinBox()
        self.other_spin.setRange(*OTHER_RANGE)
        self.other_spin.setToolTip(self.tr("Any further modifier the GM adds"))
        # G2 (R26): aimed in the roll itself; the hits then have the same flags
        self.chinks_check = QCheckBox(self.tr("C&hinks in armor"))
        self.chinks_check.setToolTip(self.tr("The chinks penalty replaces the location's "
                                             "(torso −8, elsewhere −10); a hit halves DR"))
        self.wound_check = QCheckBox(self.tr("Targeting the Wou&nd"))
        self.wound_check.setToolTip(self.tr("Aiming at the Wounded disadvantage: −7 more to "
                                            "hit, 1.5× injury"))

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        labelled_row(form, self.tr("Attac&ker:"), self.attacker_combo)
        labelled_row(form, self.tr("&Weapon:"), self.weapon_combo)
        labelled_row(form, self.tr("Weapon &skill:"), self.skill_spin)
        labelled_row(form, self.tr("&Location:"), self.location_combo)
        aim_row = QHBoxLayout()
        aim_row.addWidget(self.chinks_check)
        aim_row.addWidget(self.wound_check)
        aim_row.addStretch(1)
        form.addRow(aim_row)
        mode_row = QHBoxLayout()
        mode_row.addWidget(self.melee_radio)
        mode_row.addWidget(self.ranged_radio)
        mode_row.addStretch(1)
        form.addRow(self.tr("Attack:"), mode_row)
        fire_row = QHBoxLayout()
        fire_row.addWidget(self.shots_spin)
        recoil_label = QLabel(self.tr("Re&coil:"))
        recoil_label.setBuddy(self.recoil_spin)
        fire_row.addWidget(recoil_label)
        fire_row.addWidget(self.recoil_spin)
        fire_row.addStretch(1)
        labelled_row(form, self.tr("Sh&ots:"), fire_row, self.shots_spin)
        labelled_row(form, self.tr("&Extra modifier (GM):"), self.other_spin)
        return form

    def _build_situation(self) -> QGroupBox:
        """The target's situation (V3): its checks and the characters in the way."""
        # -- the target's situation (V3)
        situation = self.situation_box = QGroupBox(self.tr("Target's situation (V3)"))
        grid = QGridLayout(situation)
        self.situation_checks: dict[str, QCheckBox] = {}
        for i, (sid, name) in enumerate(SITUATION_NAMES.items()):
            box = QCheckBox(_tr(name))
            box.setToolTip(f"{v.SITUATIONS[sid]:+d}")
            self.situation_checks[sid] = box
            grid.addWidget(box, i, 0, 1, 2)
        self.behind_spin = SpinBox()
        self.behind_spin.setRange(0, MAX_BEHIND)
        self.behind_spin.setToolTip(self.tr("Characters between the attacker and the target: "
                                            "-4 each"))
        behind_label = QLabel(self.tr("Characters &in the way:"))
        behind_label.setBuddy(self.behind_spin)
        row = len(SITUATION_NAMES)
        grid.addWidget(behind_label, row, 0)
        grid.addWidget(self.behind_spin, row, 1)
        return situation

    def _build_ranged_panel(self) -> None:
        """The ranged panel (V1): size, distance, speed, posture, elevation, Bulk and the shooter's conditions."""
        # -- the ranged panel (V1)
        self.ranged_box = QGroupBox(self.tr("Ranged (V1)"))
        self.option_check = QCheckBox(QCoreApplication.translate("Options", _OPTION_LABELS[0]))
        self.option_check.setToolTip(self.tr("An option of this encounter, saved with it: "
                                             "off, add the range and the rest as the GM's "
                                             "modifier"))
        self.size_combo = QComboBox()
        for size, name in SIZE_NAMES.items():
            self.size_combo.addItem(f"{_tr(name)} ({_signed(v.SIZES[size])})", size)
        self.size_combo.setCurrentIndex(self.size_combo.findData("M"))
        self.range_spin = DoubleSpinBox()
        self.range_spin.setRange(0, 100_000)
        self.range_spin.setDecimals(1)
        self.range_spin.setValue(10)
        self.range_spin.setToolTip(self.tr("Distance to the target in metres"))
        self.speed_spin = DoubleSpinBox()
        self.speed_spin.setRange(0, 100_000)
        self.speed_spin.setDecimals(1)
        self.speed_spin.setToolTip(self.tr("The target's speed in metres per second"))
        self.posture_combo = QComboBox()
        for posture, name in POSTURE_NAMES.items():
            text = _tr(name) if name else maneuver_text.posture_name(posture)
            self.posture_combo.addItem(f"{text} ({_signed(v.POSTURES[posture])})", posture)
        self.elevation_spin = DoubleSpinBox()
        self.elevation_spin.setRange(-100_000, 100_000)
        self.elevation_spin.setDecimals(1)
        self.elevation_spin.setToolTip(self.tr("Height of the shooter above the target: + "
                                               "shooting down, − shooting up"))
        self.nearsighted_check = QCheckBox(self.tr("Nearsighted"))
        self.fire_check = QCheckBox(self.tr("Clothes on fire"))
        self.step_check = QCheckBox(self.tr("Step and fire"))
        self.gunfire_check = QCheckBox(self.tr("Gunfire within 1 m"))
        self.visibility_check = QCheckBox(self.tr("Poor visibility (woods…)"))
        self.survival_check = QCheckBox(self.tr("Has the Survival skill for it"))
        self.moving_check = QCheckBox(self.tr("Moving and firing"))
        self.bulk_spin = SpinBox()
        self.bulk_spin.setRange(-11, 0)
        self.bulk_spin.setSpecialValueText(self.tr("none listed (-5)"))
        self.bulk_spin.setValue(-11)
        self.bulk_spin.setToolTip(self.tr("The weapon's Bulk"))

        rform = QFormLayout()
        rform.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        rform.addRow(self.option_check)
        labelled_row(rform, self.tr("Si&ze:"), self.size_combo)
        labelled_row(rform, self.tr("&Distance (m):"), self.range_spin)
        labelled_row(rform, self.tr("Target s&peed (m/s):"), self.speed_spin)
        labelled_row(rform, self.tr("Pos&ture:"), self.posture_combo)
        labelled_row(rform, self.tr("Ele&vation (m):"), self.elevation_spin)
        moving_row = QHBoxLayout()
        moving_row.addWidget(self.moving_check)
        bulk_label = QLabel(self.tr("B&ulk:"))
        bulk_label.setBuddy(self.bulk_spin)
        moving_row.addWidget(bulk_label)
        moving_row.addWidget(self.bulk_spin, 1)
        rform.addRow(moving_row)
        checks = QGridLayout()
        for i, box in enumerate((self.nearsighted_check, self.fire_check, self.step_check,
                                 self.gunfire_check, self.visibility_check,
                                 self.survival_check)):
            checks.addWidget(box, i // 2, i % 2)
        rform.addRow(checks)
        self.ranged_box.setLayout(rform)

    def _build_roll_fields(self) -> None:
        """The roll and its result: modifiers, the chance, the 3d roll, the defense step, the critical table, the trace."""
        # -- roll and result
        self.modifiers_label = QLabel()
        self.modifiers_label.setTextFormat(Qt.TextFormat.RichText)
        self.modifiers_label.setWordWrap(True)
        self.modifiers_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.modifiers_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.effective_label = QLabel()
        self.effective_label.setTextFormat(Qt.TextFormat.RichText)
        self.defense_label = plain(QLabel())
        self.defense_label.setWordWrap(True)
        #: the chance to hit before the roll (3d ≤ effective skill, B348 criticals)
        self.chance_label = QLabel()
        self.chance_label.setWordWrap(True)
        self.roll_button = QPushButton(self.tr("&Roll 3d"))
        self.roll_button.setAutoDefault(False)
        self.roll_spin = SpinBox()
        self.roll_spin.setRange(2, 18)
        self.roll_spin.setSpecialValueText("—")
        self.roll_spin.setToolTip(self.tr("The 3d roll (3-18): roll here, or type the GM's roll"))
        self.result_label = QLabel()
        self.result_label.setWordWrap(True)
        self.result_label.setTextFormat(Qt.TextFormat.RichText)
        self.defense_check = QCheckBox(self.tr("The target de&fends after a hit"))
        self.defense_check.setToolTip(self.tr("Dodge, Parry or Block before the hits are "
                                              "entered (B374–B377)"))
        self.defense_check.setChecked(self.doc.remembered.get(self.DEFENSE_STEP, True))
        # B556/B557: the table's roll and the GM's own line (the tables' text is not ours)
        self.critical_box = QGroupBox(self.tr("Critical table"))
        self.critical_spin = SpinBox()
        self.critical_spin.setRange(2, 18)
        self.critical_spin.setSpecialValueText("—")
        self.critical_spin.setToolTip(self.tr("The 3d roll on the critical hit or miss table"))
        self.critical_button = QPushButton(self.tr("Roll ta&ble"))
        self.critical_button.setAutoDefault(False)
        self.critical_edit = QLineEdit()
        self.critical_edit.setMaxLength(gurps_ops.MAX_NOTE)
        self.critical_edit.setPlaceholderText(self.tr("What the table says, for the log"))
        critical_row = QHBoxLayout()
        critical_row.addWidget(self.critical_spin)
        critical_row.addWidget(self.critical_button)
        critical_row.addWidget(self.critical_edit, 1)
        self.critical_box.setLayout(critical_row)
        self.critical_box.setVisible(False)
        self.explain_view = QPlainTextEdit()
        self.explain_view.setReadOnly(True)
        self.explain_view.setTabChangesFocus(True)
        self.explain_view.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.explain_view.setMinimumSize(340, 150)
        self.explain_view.setAccessibleName(self.tr("How the attack roll is worked out"))
        self.message_label = plain(QLabel())
        self.message_label.setWordWrap(True)

    def _lay_out_roll_box(self) -> QGroupBox:
        """The attack roll's box: modifiers, the chance, the roll row, the result, the trace."""
        roll_box = QGroupBox(self.tr("Attack roll"))
        right = QVBoxLayout(roll_box)
        right.addWidget(QLabel(self.tr("Modifiers:")))
        right.addWidget(self.modifiers_label)
        right.addWidget(self.effective_label)
        right.addWidget(self.chance_label)
        right.addWidget(self.defense_label)
        roll_row = QHBoxLayout()
        roll_label = QLabel(self.tr("&3d roll:"))
        roll_label.setBuddy(self.roll_spin)
        roll_row.addWidget(roll_label)
        roll_row.addWidget(self.roll_spin)
        roll_row.addWidget(self.roll_button)
        roll_row.addStretch(1)
        right.addLayout(roll_row)
        right.addWidget(self.result_label)
        right.addWidget(self.critical_box)
        right.addWidget(self.defense_check)
        right.addWidget(QLabel(self.tr("Step by step:")))
        right.addWidget(self.explain_view, 1)
        return roll_box

    def _connect_signals(self) -> None:
        """Every field updates the entry; the buttons roll, apply or cancel."""
        # -- signals
        self.attacker_combo.currentIndexChanged.connect(self._on_attacker_changed)
        self.weapon_combo.currentIndexChanged.connect(self._on_weapon_changed)
        for spin in (self.skill_spin, self.shots_spin, self.recoil_spin, self.other_spin,
                     self.behind_spin, self.bulk_spin, self.roll_spin):
            spin.valueChanged.connect(self._update)
        for spin in (self.range_spin, self.speed_spin, self.elevation_spin):
            spin.valueChanged.connect(self._update)
        for combo in (self.location_combo, self.size_combo, self.posture_combo):
            combo.currentIndexChanged.connect(self._update)
        for box in (*self.situation_checks.values(), self.nearsighted_check, self.fire_check,
                    self.step_check, self.gunfire_check, self.visibility_check,
                    self.survival_check, self.moving_check, self.melee_radio,
                    self.chinks_check, self.wound_check):
            box.toggled.connect(self._update)
        self.option_check.toggled.connect(self._on_option_toggled)
        self.roll_button.clicked.connect(self.roll)
        self.critical_button.clicked.connect(self.roll_critical_table)
        self.apply_button.clicked.connect(self._apply)
        self.cancel_button.clicked.connect(self.reject)

    def _fill_attackers(self, wanted: str | None) -> None:
        enc = self.doc.encounter
        if wanted is None:  # the one whose turn it is, unless that is the target
            cur = enc.current
            wanted = cur.id if cur is not None and cur.id != self.cid else None
        if wanted is None:
            wanted = next((c.id for c in enc.ordered() if c.id != self.cid), self.cid)
        combo = self.attacker_combo
        combo.blockSignals(True)
        combo.clear()
        for c in enc.ordered():
            combo.addItem(c.name, c.id)
        combo.setCurrentIndex(max(combo.findData(wanted), 0))
        combo.blockSignals(False)
        self._skill_for_attacker()

    def _skill_for_attacker(self) -> None:
        c = self.doc.encounter.combatants.get(self.attacker_combo.currentData())
        if c is not None:
            self.skill_spin.setValue(attack_skill(c.sheet))
        self._fill_weapons(c)

    def _fill_weapons(self, c) -> None:
        """W1: the attacker's weapons; the first one with a skill is chosen."""
        combo = self.weapon_combo
        blocked = combo.blockSignals(True)
        combo.clear()
        combo.addItem(self.tr("(none: type the skill)"), None)
        for w in c.sheet.weapons if c is not None else ():
            text = w.label + (f" — {et.weapon_damage_text(w)}" if w.damage_text else "")
            combo.addItem(text + (f" ({w.skill})" if w.skill is not None else ""), w.label)
        first = next((i + 1 for i, w in enumerate(c.sheet.weapons if c is not None else ())
                      if w.skill is not None), 0)
        combo.setCurrentIndex(first)
        combo.blockSignals(blocked)
        self._weapon_fills()

    def weapon(self):
        """The chosen weapon of the attacker's sheet, or None."""
        c = self.doc.encounter.combatants.get(self.attacker_combo.currentData())
        label = self.weapon_combo.currentData()
        if c is None or label is None:
            return None
        return next((w for w in c.sheet.weapons if w.label == label), None)

    def _weapon_fills(self) -> None:
        """What the weapon gives the entry (W1); the GM may still change any of it."""
        w = self.weapon()
        if w is None:
            return
        if w.skill is not None:
            self.skill_spin.setValue(w.skill)
        (self.ranged_radio if w.ranged else self.melee_radio).setChecked(True)
        self.recoil_spin.setValue(w.recoil or 0)
        if w.bulk is not None and self.bulk_spin.minimum() <= w.bulk <= 0:
            self.bulk_spin.setValue(w.bulk)

    def _on_weapon_changed(self) -> None:
        self._weapon_fills()
        self._update()

    def _fill_locations(self, wanted: str) -> None:
        plan = self._plan()
        combo = self.location_combo
        combo.blockSignals(True)
        combo.clear()
        combo.addItem(self.tr("Random (rolled with the hit)"), RANDOM)
        if plan is not None:
            c = self._target()
            gone = c.sheet.missing() if c is not None else frozenset()
            lang = i18n.language()
            for loc in plan.locations:
                if loc.id not in gone:
                    combo.addItem(f"{loc.name(lang)} ({_signed(loc.hit_penalty)})", loc.id)
        idx = combo.findData(wanted)
        combo.setCurrentIndex(idx if idx >= 0 else max(combo.findData("torso"), 0))
        combo.blockSignals(False)

    def _sync_option(self) -> None:
        blocked = self.option_check.blockSignals(True)
        self.option_check.setChecked(v.simplified_ranged(self.doc.encounter))
        self.option_check.blockSignals(blocked)

    # -- reading the entry --------------------------------------------------------------------
    def attack(self) -> Attack:
        """The attack as entered (validated by the model when it is worked out)."""
        c = self._target()
        ranged = None
        if self.ranged_radio.isChecked():
            no_bulk = self.bulk_spin.value() == self.bulk_spin.minimum()
            ranged = v.Ranged(
                range_m=self.range_spin.value(), size=self.size_combo.currentData(),
                nearsighted=self.nearsighted_check.isChecked(),
                target_speed_mps=self.speed_spin.value(),
                clothes_on_fire=self.fire_check.isChecked(),
                posture=self.posture_combo.currentData(),
                step_and_fire=self.step_check.isChecked(),
                moving=self.moving_check.isChecked(),
                bulk=None if no_bulk else self.bulk_spin.value(),
                elevation_m=self.elevation_spin.value(),
                gunfire_within_1m=self.gunfire_check.isChecked(),
                poor_visibility=self.visibility_check.isChecked(),
                survival_skill=self.survival_check.isChecked(),
            )
        return Attack(
            skill=self.skill_spin.value(), body=c.sheet.body if c else "humanoid",
            location=self.location_combo.currentData() or "torso", ranged=ranged,
            # V3 is a table of the ranged attack: a melee attack gets none of it
            situation=tuple(sid for sid, box in self.situation_checks.items()
                            if box.isChecked() and ranged is not None),
            behind_characters=self.behind_spin.value() if ranged is not None else 0,
            shots=self.shots_spin.value(),
            recoil=self.recoil_spin.value() or None, other=self.other_spin.value(),
            chinks=self.chinks_check.isChecked(), targeting_wound=self.wound_check.isChecked(),
        )

    def attacker_id(self) -> str | None:
        return self.attacker_combo.currentData()

    def _in_context(self, attack: Attack) -> Attack:
        """The attack as the model makes it (RULES M, G10): the attacker's maneuver and
        shock, both postures, an Aim or Evaluate on this target (the preview shows them)."""
        enc = self.doc.encounter
        shooter, c = enc.combatants.get(self.attacker_id() or ""), self._target()
        if shooter is None or c is None:
            return attack
        return maneuver_ops.attack_in_context(enc, shooter, c, attack)

    def result(self) -> ToHit | None:
        """The worked-out attack roll, or None while there is no roll (or it cannot be)."""
        return self._result

    def roll(self) -> int:
        """Roll 3d with the dialog's dice and show the result."""
        value = self.dice.roll(3)
        self.roll_spin.setValue(value)
        return value

    def roll_critical_table(self) -> int:
        """Roll 3d for the critical hit or miss table."""
        value = self.dice.roll(3)
        self.critical_spin.setValue(value)
        return value

    def critical_note(self) -> tuple[int, str] | None:
        """(table roll, the GM's line) once a critical result has its table roll."""
        res = self._result
        if res is None or res.critical is None or self.critical_spin.value() < 3:
            return None
        return self.critical_spin.value(), self.critical_edit.text().strip()

    # -- reacting -----------------------------------------------------------------------------
    def _on_attacker_changed(self) -> None:
        self._skill_for_attacker()
        self._update()

    def _on_option_toggled(self, on: bool) -> None:
        label = QCoreApplication.translate("Options", _OPTION_LABELS[0])
        self.doc.run(lambda: QCoreApplication.translate("AttackDialog", "Option: {0}").format(
            label), operations.set_option, v.OPTIONS[0].id, on)
        self._sync_option()  # the model may have refused

    def _on_doc_changed(self, _change: object = None) -> None:
        if self._committing:
            return
        self._building = True
        self._fill_locations(self.location_combo.currentData() or "torso")
        self._sync_option()
        self._building = False
        self._update()

    def _on_failed(self, message: str) -> None:
        self._failure = message

    def _update(self) -> None:
        if self._building:
            return
        c = self._target()
        plan = self._plan()
        ranged = self.ranged_radio.isChecked()
        simplified = v.simplified_ranged(self.doc.encounter)
        self.ranged_box.setEnabled(ranged)
        self.situation_box.setEnabled(ranged)
        self._aim_at_head()
        # W3: with V1 off, range and speed still count (B550's table)
        for w in (self.size_combo, self.posture_combo, self.elevation_spin, self.nearsighted_check, self.fire_check,
                  self.step_check, self.gunfire_check, self.visibility_check,
                  self.survival_check, self.moving_check):
            w.setEnabled(simplified)
        self.bulk_spin.setEnabled(simplified and self.moving_check.isChecked())
        if c is not None:
            s = c.sheet
            self.header_label.setText(self.tr(
                "<b>{name}</b> — HP {hp}/{max_hp} · {plan}").format(
                name=html.escape(c.name), hp=s.hp, max_hp=s.max_hp,
                plan=html.escape(et.plan_name(s.body))))
        self._mods, self._result = None, None
        self._chance = None
        problem = None
        if c is None:
            problem = self.tr("This combatant is no longer in the encounter.")
        elif self.attacker_id() is None:
            problem = self.tr("Choose who attacks.")
        else:
            attack = self._in_context(self.attack())
            roll = self.roll_spin.value() if self.roll_spin.value() >= 3 else None
            attacker = self.doc.encounter.combatants.get(self.attacker_id())
            if attacker is not None and GURPS.stunned(attacker):  # G9, M
                problem = self.tr("{0} is stunned: the stunned can only Do Nothing and make "
                                  "no attack.").format(attacker.name)
            count = (maneuver_ops.attack_count(self.doc.encounter, attacker)
                     if attacker is not None and problem is None else None)
            if count is not None and count[0] >= count[1]:  # M: one attack too many
                problem = self.tr("{0} has made {1} attack(s) this turn: its maneuver allows "
                                  "{2} (M).").format(attacker.name, count[0], count[1])
            try:
                self._mods = modifiers(attack, simplified)
                self._chance = hit_chance(attack, simplified)
                if roll is not None:
                    self._result = roll_attack(attack, roll, None, simplified)
            except TrackerError as exc:
                problem = et.error_text(exc, plan)
            if problem is not None:
                self._result = None
            if problem is None and attack.shots > 1 and attack.recoil is None:
                # without Recoil rapid fire would silently hit once (V2)
                problem = self.tr("Rapid fire: enter the weapon's Recoil; it decides how "
                                  "many of the shots hit.")
                self._result = None
        self._show(plan)
        critical = self._result is not None and self._result.critical is not None
        self.critical_box.setVisible(critical)
        if critical:
            self.critical_box.setTitle(
                self.tr("Critical hit table (B556)") if self._result.critical == "hit"
                else self.tr("Critical miss table (B557)"))
        self.defense_check.setEnabled(self._result is None or self._result.hit)
        self.message_label.setText(problem or "")
        self.message_label.setStyleSheet(_ERROR_STYLE if problem else "")
        self.apply_button.setEnabled(self._result is not None)
        if self._result is not None and self._result.hit:
            self.apply_button.setText(self.tr("&Apply and enter the hit…")
                                      if self._result.hits == 1 else
                                      self.tr("&Apply and enter {0} hits…").format(
                                          self._result.hits))
        else:
            self.apply_button.setText(self.tr("&Apply"))

    def _aim_at_head(self) -> None:
        """"Only the head shows" (V3 reading): the shot aims at the skull, the face or an eye
        with that location's own penalty; other locations are off while it is ticked."""
        only_head = (self.situation_checks["head_only"].isChecked()
                     and self.ranged_radio.isChecked())
        plan, combo = self._plan(), self.location_combo
        model = combo.model()
        head = set()
        for i in range(combo.count()):
            loc = combo.itemData(i)
            is_head = (plan is not None and loc in plan.by_id
                       and plan.by_id[loc].kind in HEAD_KINDS)
            if is_head:
                head.add(loc)
            item = model.item(i) if hasattr(model, "item") else None
            if item is not None:
                item.setEnabled(not only_head or is_head)
        if only_head and combo.currentData() not in head and head:
            blocked = combo.blockSignals(True)
            want = "skull" if "skull" in head else sorted(head)[0]
            combo.setCurrentIndex(combo.findData(want))
            combo.blockSignals(blocked)

    def _show(self, plan: BodyPlan | None) -> None:
        mods, res = self._mods, self._result
        if mods is None:
            for label in (self.modifiers_label, self.effective_label, self.defense_label,
                          self.chance_label, self.result_label):
                label.setText("")
            self.explain_view.setPlainText("")
            return
        rows = [f"<tr><td>{html.escape(self._part_rule(p.rule), quote=False)}&nbsp;</td>"
                f"<td>{html.escape(self._part_name(p.rule, p.what, plan), quote=False)}</td>"
                f"<td align='right'>&nbsp;<b>{p.value:+d}</b></td></tr>" for p in mods.parts]
        self.modifiers_label.setText(
            "<table>" + "".join(rows) + "</table>" if rows else
            "<i>" + html.escape(self.tr("none")) + "</i>")
        self.effective_label.setText(self.tr("Effective skill: <b>{0}</b> ({1} {2})").format(
            mods.effective, mods.skill, f"{mods.total:+d}"))
        notes = [self.tr("Defender: active defense {0} (V1, elevation)").format(
            f"{mods.defense:+d}")] if mods.defense else []
        if not mods.defense_allowed:
            notes.append(self.tr("Defender: no active defense after its All-Out Attack (M)"))
        elif mods.defense_stance:
            notes.append(self.tr("Defender: active defense {0} from its posture, All-Out "
                                 "Defense or a feint (M)").format(f"{mods.defense_stance:+d}"))
        self.defense_label.setText("<br>".join(html.escape(n) for n in notes))
        self.chance_label.setText(self._chance_text())
        lines = list(res.explain if res is not None else mods.explain)
        self.explain_view.setPlainText("\n".join(et.render_lines(lines, plan)))
        if res is None:
            self.result_label.setText("<i>" + html.escape(
                self.tr("Roll 3d or type the roll.")) + "</i>")
            return
        self.result_label.setText(self._result_html(res, plan))

    def _chance_text(self) -> str:
        c = self._chance
        if c is None:
            return ""
        from .odds_panel import percent

        text = self.tr("Chance to hit: {0} (critical hit {1}, critical miss {2})").format(
            percent(c.hit), percent(c.critical_hit), percent(c.critical_miss))
        if c.torso:
            text += " " + self.tr("— {0} of it on the torso (a miss by 1)").format(
                percent(c.torso))
        if self.shots_spin.value() > 1:
            text += " " + self.tr("— {0} hits on average").format(f"{c.mean_hits:.1f}")
        defense = self._defense_odds()
        return text + ("<br>" + html.escape(defense) if defense else "")

    def _defense_odds(self) -> str:
        """The target's best active defense against this attack as the model works it out
        (RULES M: its posture, All-Out Defense, a feint; stunned), and its chance."""
        from .odds_panel import percent

        enc, c = self.doc.encounter, self._target()
        shooter = enc.combatants.get(self.attacker_id() or "")
        if c is None or shooter is None or self._mods is None:
            return ""
        if maneuver_ops.no_defense_reason(enc, c) is not None:
            return self.tr("The target has no active defense (its All-Out Attack).")
        best = None
        for kind, label in zip(KINDS, _DEFENSE_NAMES, strict=True):
            base = getattr(c.sheet, kind)
            if base is None:
                continue
            d = Defense(kind, base, stunned=GURPS.stunned(c),
                        attack_modifier=self._mods.defense)
            # W2: the weapon it would parry or block with, and its parries this turn
            d = wa.weapon_defense(c.sheet, d, wa.defense_weapon(c.sheet, kind, None))
            d = maneuver_ops.defense_in_context(enc, c, shooter, d)
            p = success_chance(d)
            if best is None or p > best[0]:
                best = (p, QCoreApplication.translate("GurpsKit", label).format(
                    effective(d)[0]))
        if best is None:
            return ""
        return self.tr("Its best defense ({0}) succeeds {1}.").format(best[1], percent(best[0]))

    def _result_html(self, res: ToHit, plan: BodyPlan | None) -> str:
        if res.critical == "hit":
            head = self.tr("Critical hit!")
        elif res.critical == "miss":
            head = self.tr("Critical miss!")
        elif res.torso_by_one:
            head = self.tr("Missed by 1: hits the torso (G2)")
        elif res.hit:
            head = self.tr("Hit (by {0})").format(res.margin)
        else:
            head = self.tr("Miss (by {0})").format(-res.margin)
        style = _HIT_STYLE if res.hit else _MISS_STYLE
        out = [f"<div style='{style}'>{html.escape(head)}</div>"]
        if res.hit:
            where = (self.tr("a random location") if res.location == RANDOM
                     else et.location_name(res.location, plan))
            out.append(html.escape(self.tr("Lands on: {0}").format(where)))
            if self.shots_spin.value() > 1:
                out.append(html.escape(self.tr("{0} of {1} shots hit").format(
                    res.hits, self.shots_spin.value())))
        return "<br>".join(out)

    @staticmethod
    def _part_rule(rule: str) -> str:
        return _tr("GM") if rule == "GM" else rule

    def _part_name(self, rule: str, what: str, plan: BodyPlan | None) -> str:
        """A modifier's id as words: its explain template's subject."""
        if rule == "G1":
            return et.location_name(what, plan)
        if rule == "V3" and what in SITUATION_NAMES:
            return _tr(SITUATION_NAMES[what])
        if rule in ("M", "G10"):
            return maneuver_text.part_name(what) or what
        return _tr(PART_NAMES.get(what, what))

    # -- applying -----------------------------------------------------------------------------
    def _apply(self) -> None:
        self._update()
        res, c = self._result, self._target()
        attacker = self.attacker_id()
        if res is None or c is None or attacker is None:
            return
        attack = self.attack()
        self.doc.remembered[self.RANGED] = attack.ranged is not None
        burst = _Burst(self.cid, attacker, attack, res.roll, res.hits, res.location,
                       self.doc.encounter.combatants[attacker].name, c.name,
                       critical_note=self.critical_note(), weapon=self.weapon(),
                       via=self.doc.encounter.log_via)  # a seat's request edited here
        if not res.hit:
            self._commit_without_hits(burst)
            return
        self.doc.remembered[self.DEFENSE_STEP] = self.defense_check.isChecked()
        if self.defense_check.isChecked():
            self._defend(burst, res)
            return
        self._enter_hits(burst)

    def _commit_without_hits(self, burst: _Burst) -> None:
        self._failure = None
        self._committing = True
        try:
            done = burst.commit(self.doc, [], []) is not None
        finally:
            self._committing = False
        if not done:
            self.message_label.setText(self._failure or self.tr("Not possible."))
            self.message_label.setStyleSheet(_ERROR_STYLE)
            return
        self.accept()

    def _enter_hits(self, burst: _Burst) -> None:
        self.sequence = HitSequence(self.doc, burst, self.parentWidget())
        self.accept()
        self.sequence.start()

    def _defend(self, burst: _Burst, res: ToHit) -> None:
        """The defense step; this dialog stays open under it (Cancel there comes back)."""
        from .defense_dialog import DefenseDialog

        c = self._target()
        mods = self._mods
        enc = self.doc.encounter
        why = maneuver_ops.no_defense_reason(enc, c)
        if why is not None:  # after its All-Out Attack the target has none (M)
            burst = replace(burst, defense=Defense("none"))
            self._enter_hits(burst)
            return
        if self.defense_dialog is not None:  # a defense the GM cancelled: a fresh one
            self.defense_dialog.deleteLater()
        shooter = enc.combatants.get(burst.attacker)
        dlg = DefenseDialog(
            c.sheet, c.name, burst.attacker_name, res.hits,
            attack_modifier=mods.defense if mods is not None else 0,
            critical_hit=res.critical == "hit", stunned=GURPS.stunned(c),
            prone=c.has("prone"), dice=self.dice, parent=self,
            context=lambda d: maneuver_ops.defense_in_context(enc, c, shooter, d),
            double=maneuver_ops.second_defense_allowed(enc, c))
        dlg.accepted.connect(lambda: self._after_defense(burst, dlg))
        from tracker.ui.seat_ask import offer_ask  # a defender with a seat may answer on its phone

        from .seat_defense import fill

        if gurps_ops.may_defend(enc, c.id, res):  # as the headless ask: not after a critical hit
            offer_ask(dlg, c.id, burst.attacker, lambda body: fill(dlg, body))
        self.defense_dialog = dlg
        dlg.open()

    def _after_defense(self, burst: _Burst, dlg) -> None:
        result = dlg.result()
        if result is None:
            return
        burst = replace(burst, hits=dlg.through(), defense=dlg.defense(),
                        defense_roll=dlg.defense_roll(), second_defense=dlg.second_defense(),
                        second_defense_roll=dlg.second_defense_roll(),
                        # the defense a seat answered (Ask): the attack is its request too
                        via=self.doc.encounter.log_via or burst.via)
        self.defense_dialog = None
        if burst.hits == 0:
            self._commit_without_hits(burst)
        else:
            self._enter_hits(burst)

    def done(self, result: int) -> None:  # noqa: D401 (Qt override)
        try:
            self.doc.changed.disconnect(self._on_doc_changed)
            self.doc.failed.disconnect(self._on_failed)
        except (RuntimeError, TypeError):
            pass
        super().done(result)


#: V1/V2/GM modifier ids as words (context "AttackDialog")
PART_NAMES: dict[str, str] = {
    "size_ss": QT_TRANSLATE_NOOP("AttackDialog", "size SS"),
    "size_s": QT_TRANSLATE_NOOP("AttackDialog", "size S"),
    "size_l": QT_TRANSLATE_NOOP("AttackDialog", "size L"),
    "size_ll": QT_TRANSLATE_NOOP("AttackDialog", "size LL"),
    "size_xl": QT_TRANSLATE_NOOP("AttackDialog", "size XL"),
    "size_xxl": QT_TRANSLATE_NOOP("AttackDialog", "size XXL"),
    "range_point_blank": QT_TRANSLATE_NOOP("AttackDialog", "range: point-blank (1 m)"),
    "range_near": QT_TRANSLATE_NOOP("AttackDialog", "range: near (up to 10 m)"),
    "range_normal": QT_TRANSLATE_NOOP("AttackDialog", "range: normal (up to 30 m)"),
    "range_far": QT_TRANSLATE_NOOP("AttackDialog", "range: far (31 m+)"),
    "range_very_far": QT_TRANSLATE_NOOP("AttackDialog", "range: very far (100 m+)"),
    "range_extremely_far": QT_TRANSLATE_NOOP("AttackDialog", "range: extremely far (200 m+)"),
    "range_beyond": QT_TRANSLATE_NOOP("AttackDialog", "range: beyond (1200 m+)"),
    "speed_fast": QT_TRANSLATE_NOOP("AttackDialog", "target speed: fast (11 m/s+)"),
    "speed_very_fast": QT_TRANSLATE_NOOP("AttackDialog", "target speed: very fast (30 m/s+)"),
    "speed_extremely_fast": QT_TRANSLATE_NOOP("AttackDialog",
                                              "target speed: extremely fast (50 m/s+)"),
    "speed_tremendously_fast": QT_TRANSLATE_NOOP("AttackDialog",
                                                 "target speed: tremendously fast (200 m/s+)"),
    "speed_absurdly_fast": QT_TRANSLATE_NOOP("AttackDialog",
                                             "target speed: absurdly fast (500 m/s+)"),
    "clothes_on_fire": QT_TRANSLATE_NOOP("AttackDialog", "clothes on fire"),
    "posture_prone": QT_TRANSLATE_NOOP("AttackDialog", "shooting prone"),
    "posture_prone_braced": QT_TRANSLATE_NOOP("AttackDialog", "shooting prone, braced"),
    "posture_crouching": QT_TRANSLATE_NOOP("AttackDialog", "shooting crouching"),
    "posture_kneeling": QT_TRANSLATE_NOOP("AttackDialog", "shooting kneeling"),
    "posture_sitting": QT_TRANSLATE_NOOP("AttackDialog", "shooting sitting"),
    "step_and_fire": QT_TRANSLATE_NOOP("AttackDialog", "step and fire"),
    "moving_fire": QT_TRANSLATE_NOOP("AttackDialog", "moving and firing (Bulk)"),
    "gunfire_within_1m": QT_TRANSLATE_NOOP("AttackDialog", "gunfire within 1 m"),
    "poor_visibility": QT_TRANSLATE_NOOP("AttackDialog", "poor visibility"),
    "behind_characters": QT_TRANSLATE_NOOP("AttackDialog", "characters in the way"),
    "rapid_fire": QT_TRANSLATE_NOOP("AttackDialog", "rapid fire"),
    "other": QT_TRANSLATE_NOOP("AttackDialog", "GM's modifier"),
    "chinks": QT_TRANSLATE_NOOP("AttackDialog", "chinks in armor"),
    "wound": QT_TRANSLATE_NOOP("AttackDialog", "the Wound"),
    "size_modifier": QT_TRANSLATE_NOOP("AttackDialog", "the target's Size Modifier (B550)"),
    "speed_range": QT_TRANSLATE_NOOP("AttackDialog", "speed and range (B550)"),
    "GM": QT_TRANSLATE_NOOP("AttackDialog", "GM"),
}


@dataclass(frozen=True, slots=True)
class _Burst:
    """One attack that Apply commits: who, the attack, the roll and where it landed."""

    target: str
    attacker: str
    attack: Attack
    roll: int
    hits: int
    location: str
    attacker_name: str
    target_name: str
    #: the target's active defense (None: no defense step) and its 3d roll
    defense: Defense | None = None
    defense_roll: int | None = None
    #: All-Out Defense (Double, RULES M): the second defense after a failed first one
    second_defense: Defense | None = None
    second_defense_roll: int | None = None
    #: (3d, the GM's line) from a critical table
    critical_note: tuple[int, str] | None = None
    #: W1: the attacker's weapon of its sheet (its damage is rolled for each hit)
    weapon: Weapon | None = None
    #: the seat whose request this attack or its defense is (``contracts/seats.md``): every
    #: line the commit logs says it came from that device, also when the hits are entered
    #: after the dialog (and its seat's Edit or Ask) closed
    via: str | None = None

    def commit(self, doc: EncounterDocument, hits: list[Hit],
               rolls: list[tuple[str, list[int]] | None]):
        a, t = self.attacker_name, self.target_name
        return doc.run_from(
            self.via,
            lambda: QCoreApplication.translate("AttackDialog", "Attack {0} → {1}").format(a, t),
            gurps_ops.apply_hits, self.target, hits, rolls, attacker=self.attacker,
            attack=self.attack, roll=self.roll, defense=self.defense,
            defense_roll=self.defense_roll, second_defense=self.second_defense,
            second_defense_roll=self.second_defense_roll, critical_note=self.critical_note,
            weapon=self.weapon)


class _ScratchDocument(EncounterDocument):
    """A copy of the encounter for the hit dialogs of one burst: what they apply is kept
    here, and only collected for the real encounter."""

    def __init__(self, encounter: Encounter, parent: QObject | None = None) -> None:
        super().__init__(encounter, parent)
        self.entered: list[tuple[Hit, tuple[str, list[int]] | None]] = []

    def run(self, text, op, *args, **kwargs):
        result = super().run(text, op, *args, **kwargs)
        if result is not None and op is operations.apply_hit:
            hit = args[1]
            rolled = args[2] if len(args) > 2 else kwargs.get("damage_roll")
            self.entered.append((hit, rolled))
        return result


class HitSequence(QObject):
    """Opens the hit dialog once per hit of an attack, then commits the attack with every hit
    entered as one command. Cancelling a hit dialog ends the burst early: the attack and the
    hits entered so far are still applied (Undo takes them back in one step)."""

    #: the burst was committed (True) or the model refused it (False)
    finished = Signal(bool)

    def __init__(self, doc: EncounterDocument, burst: _Burst,
                 parent_widget: QWidget | None = None) -> None:
        super().__init__(parent_widget)
        self.doc = doc
        self.burst = burst
        self.parent_widget = parent_widget
        self.scratch = _ScratchDocument(Encounter.from_dict(doc.encounter.to_dict()), self)
        # the hit dialogs remember their damage type for the real document's next hit
        self.scratch.remembered = doc.remembered
        #: the hit dialog open now
        self.current = None
        self.done = False

    def start(self) -> None:
        self._next()

    def _next(self) -> None:
        from .hit_dialog import HitDialog

        n = len(self.scratch.entered)
        if n >= self.burst.hits:
            self._commit()
            return
        dlg = HitDialog(self.scratch, self.burst.target, self.burst.location,
                        self.parent_widget)
        if self.burst.hits > 1:
            dlg.setWindowTitle(QCoreApplication.translate(
                "AttackDialog", "Hit {0} of {1} on {2}").format(
                n + 1, self.burst.hits, self.burst.target_name))
        shooter = self.doc.encounter.combatants.get(self.burst.attacker)
        if (shooter is not None and self.burst.attack.ranged is None
                and self.doc.encounter.in_combat and maneuvers.maneuver_id(shooter)
                == "all_out_attack" and maneuvers.option_of(shooter) == "strong"):
            # RULES M: Apply adds Strong's damage to what is entered here (and logs it)
            dlg.setWindowTitle(dlg.windowTitle() + " — " + QCoreApplication.translate(
                "AttackDialog", "All-Out Attack (Strong): +2 damage, or +1 a die, is added "
                "on Apply"))
            # the preview and the odds show what Apply lands (a weapon's typed damage: W1)
            dlg.set_strong(True, wa.dice_count(self.burst.weapon))
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        if self.burst.location == RANDOM:  # every hit of a burst lands where it lands
            dlg.roll_location()
        # G2 (R26): the hits have the chinks and Wound the roll paid for (not a torso hit
        # after a miss by one); the model applies them so, the preview shows them
        aimed = self.burst.location == self.burst.attack.location
        for box, on in ((dlg.chinks_check, self.burst.attack.chinks),
                        (dlg.wound_check, self.burst.attack.targeting_wound)):
            box.setChecked(on and aimed)
            box.setEnabled(False)
        dlg.defense.button.hide()  # the burst had its defense step before the hits
        if self.burst.weapon is not None:  # W1: the weapon's damage, rolled
            dlg.use_weapon(self.burst.weapon)
        dlg.accepted.connect(self._next)
        dlg.rejected.connect(self._commit)
        self.current = dlg
        dlg.open()

    def _commit(self) -> None:
        if self.done:
            return
        self.done = True
        self.current = None
        hits = [h for h, _r in self.scratch.entered]
        rolls = [r for _h, r in self.scratch.entered]
        ok = self.burst.commit(self.doc, hits, rolls) is not None
        self.finished.emit(ok)
