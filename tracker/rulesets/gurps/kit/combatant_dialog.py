"""Add or edit a combatant: identity, GURPS stats, body plan, DR, traits and notes.

The dialog never touches the model itself: OK runs one operation through
:meth:`EncounterDocument.run` (``add_combatant`` or ``edit_combatant``), so adding or editing is
one undoable command. Use :meth:`CombatantDialog.for_new` or :meth:`CombatantDialog.for_edit`.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QScrollArea,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tracker.model import operations
from tracker.model.combatant import SIDES
from tracker.model.errors import TrackerError
from tracker.model.ruleset import ruleset_for
from tracker.model.tracks import current
from tracker.rulesets.gurps.rules.bodyplan import BodyPlan, body_plan, body_plans
from tracker.rulesets.gurps.rules.crippling import threshold
from tracker.rulesets.gurps.rules.resolver import TRAITS
from tracker.rulesets.gurps.rules.sheet import (
    DEFENSES,
    MAX_BRAINLESS_HEADS,
    MAX_EXTRA_ATTACKS,
    GurpsSheet,
)
from tracker.ui import i18n
from tracker.ui.document import EncounterDocument
from tracker.ui.forms import accept_cancel, labelled_row
from tracker.ui.spinboxes import DoubleSpinBox, SpinBox
from tracker.ui.user_text import plain

from . import texts as et
from .weapon_editor import WeaponList

_ERROR_STYLE = "color: #b00020;"
#: stats compared to decide what an edit changes (``edit_combatant(sheet=...)``)
_STATS = ("max_hp", "max_fp", "ht", "dx", "basic_speed", "body", "dr", "traits", "heads",
          "brainless_heads", "arms", "legs", "medical_tl", "dodge", "parry", "block",
          "extra_attacks", "size_modifier", "weapons", "st", "acrobatics", "judo")
#: W5 stats a sheet may leave out (None: not known), edited as "—" at -1
_OPTIONAL = ("st", "acrobatics", "judo")


#: the body combo's data for the combatant's own (custom) plan
_CUSTOM = "\x00custom"


class CombatantDialog(QDialog):
    """Add (``cid`` None) or edit a combatant. Prefer :meth:`for_new` / :meth:`for_edit`."""

    @classmethod
    def for_new(cls, doc: EncounterDocument, parent: QWidget | None = None) -> CombatantDialog:
        return cls(doc, None, parent)

    @classmethod
    def for_edit(cls, doc: EncounterDocument, cid: str,
                 parent: QWidget | None = None) -> CombatantDialog:
        return cls(doc, cid, parent)

    def __init__(self, doc: EncounterDocument, cid: str | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.cid = cid
        self.original = doc.encounter.get(cid).copy() if cid is not None else None
        #: per-location DR as entered (kept while the check box is off)
        self._dr_values: dict[str, int] = {}
        self._dropped: list[str] = []
        self._hp_touched = False
        self._fp_touched = False
        self._loading = True
        #: the new combatant's id (add) or the edited id, after a successful OK
        self.result_id: str | None = None
        self.setObjectName("CombatantDialog")
        self.setSizeGripEnabled(True)
        self._build()
        self._load()
        self._loading = False
        self._validate()
        self.name_edit.setFocus(Qt.FocusReason.OtherFocusReason)

    @property
    def editing(self) -> bool:
        return self.cid is not None

    # -- construction -------------------------------------------------------------------------
    def _spin(self, lo: int, hi: int, value: int) -> QSpinBox:
        box = SpinBox()
        box.setRange(lo, hi)
        box.setValue(value)
        box.setAccelerated(True)
        return box

    def _defense_spin(self, tip: str) -> QSpinBox:
        box = self._spin(-1, 100, -1)
        box.setSpecialValueText("—")
        box.setToolTip(tip)
        return box

    def _build(self) -> None:
        if self.editing:
            assert self.original is not None
            self.setWindowTitle(self.tr("Edit {0}").format(self.original.name))
        else:
            self.setWindowTitle(self.tr("New combatant"))

        self._build_attribute_fields()
        self._build_body_fields()
        self._build_defense_fields()
        self._build_dr_and_traits()
        self._build_notes_and_buttons()
        stats = self._lay_out_stats()
        right = self._lay_out_dr_and_traits()

        columns = QHBoxLayout()
        columns.addWidget(stats, 0)
        columns.addLayout(right, 1)

        notes_label = QLabel(self.tr("Not&es:"))
        notes_label.setBuddy(self.notes_edit)

        # the body scrolls, the message and the buttons stay in view (a 1366×768 laptop)
        body = QWidget()
        body_layout = QVBoxLayout(body)
        body_layout.setContentsMargins(0, 0, 0, 0)
        body_layout.addLayout(columns, 1)
        body_layout.addWidget(notes_label)
        body_layout.addWidget(self.notes_edit)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.scroll.setWidget(body)
        self.scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keyboard opens on the name
        outer = QVBoxLayout(self)
        outer.addWidget(self.scroll, 1)
        outer.addWidget(self.note_label)
        outer.addWidget(self.message_label)
        outer.addWidget(self.button_box)

        self._chain_tabs()
        self._connect_signals()

        self.resize(*_first_size())

    def _build_attribute_fields(self) -> None:
        """Name, side, HP and FP (max and current), HT, DX and Basic Speed."""
        self.name_edit = QLineEdit()
        self.name_edit.setPlaceholderText(self.tr("e.g. Goblin"))
        self.side_combo = QComboBox()
        for side in SIDES:
            self.side_combo.addItem(et.side_name(side), side)
        self.side_combo.setCurrentIndex(self.side_combo.findData("enemy"))

        self.max_hp_spin = self._spin(0, 9999, 10)
        self.max_fp_spin = self._spin(0, 9999, 10)
        self.hp_spin = self._spin(-99999, 9999, 10)
        self.hp_spin.setToolTip(self.tr("Current HP (negative when below zero)"))
        self.fp_spin = self._spin(-99999, 9999, 10)
        self.fp_spin.setToolTip(self.tr("Current FP"))
        self.ht_spin = self._spin(0, 99, 10)
        self.dx_spin = self._spin(0, 99, 10)
        self.speed_spin = DoubleSpinBox()
        self.speed_spin.setRange(0, 99)
        self.speed_spin.setDecimals(2)
        self.speed_spin.setSingleStep(0.25)
        self.speed_spin.setValue(5.0)
        self.speed_spin.setToolTip(self.tr("Basic Speed, in steps of 0.25"))

    def _build_body_fields(self) -> None:
        """The body plan (the combatant's own plan first), arms, legs, heads and medical care."""
        self.body_combo = QComboBox()
        lang = i18n.language()
        plans = sorted(body_plans().values(), key=lambda p: (p.id != "humanoid", p.name(lang)))
        for plan in plans:
            self.body_combo.addItem(plan.name(lang), plan.id)
        #: the combatant's own plan (imported), kept as the object its sheet holds
        self._custom_body = None
        if self.original is not None and not isinstance(self.original.sheet.body, str):
            self._custom_body = self.original.sheet.body
            name = self.original.sheet.plan.name(lang)
            self.body_combo.insertItem(0, self.tr("{0} (its own plan)").format(name), _CUSTOM)
        self.arms_spin = self._spin(-1, 99, -1)
        self.arms_spin.setSpecialValueText(self.tr("as the body plan"))
        self.legs_spin = self._spin(-1, 99, -1)
        self.legs_spin.setSpecialValueText(self.tr("as the body plan"))
        self.heads_spin = self._spin(1, 9, 1)
        self.heads_spin.setToolTip(self.tr("Heads with a brain (Extra Head): each takes at most "
                                           "2×HP/heads from one attack"))
        self.brainless_spin = self._spin(0, MAX_BRAINLESS_HEADS, 0)
        self.brainless_spin.setToolTip(self.tr(
            "Brainless extra heads (G8): each is a part of its own on the silhouette and an "
            "extremity, crippled by the extremity formula"))
        self.brainless_note = plain(QLabel())
        self.brainless_note.setWordWrap(True)
        self.brainless_note.setStyleSheet("color: #505860;")  # a note, quieter than a field
        # a form row does not grow with a wrapped label: room for two lines (Japanese wraps)
        self.brainless_note.setMinimumHeight(self.fontMetrics().lineSpacing() * 2 + 4)
        self.medical_spin = self._spin(-1, 12, -1)
        self.medical_spin.setSpecialValueText(self.tr("none"))
        self.medical_spin.setPrefix(self.tr("TL"))
        self.medical_spin.setToolTip(
            self.tr("Tech level of the medical care this combatant gets (shortens lasting "
                    "crippling)"))

    def _build_defense_fields(self) -> None:
        """Active defenses, Extra Attacks, Size Modifier and the imported weapons."""
        # active defenses (B374–B376): "—" for one the combatant does not have
        self.dodge_spin = self._defense_spin(self.tr("Dodge (B374): the defense step offers it"))
        self.parry_spin = self._defense_spin(
            self.tr("The best Parry (B376): the defense step offers it"))
        self.block_spin = self._defense_spin(self.tr("Block (B375): the defense step offers it"))

        self.extra_attacks_spin = self._spin(0, MAX_EXTRA_ATTACKS, 0)
        self.extra_attacks_spin.setToolTip(self.tr(
            "Extra Attack levels (B53): attacks a turn beyond what the maneuver allows (M)"))

        #: W3: Size Modifier (B19), for ranged attacks with V1 off (B550)
        self.sm_spin = self._spin(-30, 30, 0)
        self.sm_spin.setToolTip(self.tr("Size Modifier (B19): a ranged attack on this "
                                        "combatant adds it when the simplified ranged "
                                        "modifiers are off (B550)"))
        #: W1: the sheet's weapons (imported, or typed here for a foe made by hand)
        self.weapon_list = WeaponList(
            self.original.sheet.weapons if self.original is not None else [])
        #: W5: ST and the Acrobatics and Judo levels knockback uses ("—": not known)
        self.st_spin = self._defense_spin(self.tr("ST: knockback moves this combatant one "
                                                  "yard for each ST − 2 of basic damage"))
        self.st_spin.setMaximum(1000)
        self.acrobatics_spin = self._defense_spin(self.tr(
            "Acrobatics: knockback's roll to stay standing takes the best of DX, Acrobatics "
            "and Judo"))
        self.judo_spin = self._defense_spin(self.tr(
            "Judo: knockback's roll to stay standing takes the best of DX, Acrobatics and "
            "Judo"))

    def _build_dr_and_traits(self) -> None:
        """DR, one for every location or one per location, and the trait checks."""
        # DR
        self.dr_spin = self._spin(0, 999, 0)
        self.dr_spin.setToolTip(self.tr("DR on every location (armor does not cover the eyes)"))
        self.dr_per_location_check = QCheckBox(self.tr("DR per &location"))
        self.dr_table = QTableWidget(0, 2)
        self.dr_table.setHorizontalHeaderLabels([self.tr("Location"), self.tr("DR")])
        self.dr_table.verticalHeader().setVisible(False)
        self.dr_table.horizontalHeader().setSectionResizeMode(
            0, QHeaderView.ResizeMode.Stretch)
        self.dr_table.horizontalHeader().setSectionResizeMode(
            1, QHeaderView.ResizeMode.ResizeToContents)
        self.dr_table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.dr_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.dr_table.setTabKeyNavigation(False)
        self.dr_table.setMinimumHeight(180)
        self.dr_table.setVisible(False)

        # traits
        self.trait_checks: dict[str, QCheckBox] = {}
        for t in TRAITS:
            self.trait_checks[t] = QCheckBox(et.trait_name(t))

    def _build_notes_and_buttons(self) -> None:
        """The notes, the message and note lines, OK and Cancel."""
        self.notes_edit = QPlainTextEdit()
        self.notes_edit.setTabChangesFocus(True)
        self.notes_edit.setPlaceholderText(self.tr("Anything the GM wants to remember"))
        self.notes_edit.setFixedHeight(self.fontMetrics().lineSpacing() * 4 + 12)

        self.message_label = plain(QLabel())
        self.message_label.setWordWrap(True)
        self.message_label.setStyleSheet(_ERROR_STYLE)
        self.message_label.setMinimumHeight(self.fontMetrics().lineSpacing() + 4)
        self.note_label = plain(QLabel())
        self.note_label.setWordWrap(True)

        self.button_box, self.ok_button, self.cancel_button = accept_cancel(
            self.tr("&OK"), self.tr("Cancel"))

    def _lay_out_stats(self) -> QGroupBox:
        """The form of the combatant's numbers in its group box."""
        # -- layout
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)

        def row(text: str, field: QWidget | QHBoxLayout) -> QLabel:
            return labelled_row(form, text, field)

        row(self.tr("&Name:"), self.name_edit)
        row(self.tr("S&ide:"), self.side_combo)
        hp_row = QHBoxLayout()
        hp_row.addWidget(self.max_hp_spin, 1)
        self._hp_label = QLabel(self.tr("c&urrent:"))
        self._hp_label.setBuddy(self.hp_spin)
        hp_row.addWidget(self._hp_label)
        hp_row.addWidget(self.hp_spin, 1)
        self.max_hp_label = QLabel(self.tr("Max &HP:"))
        self.max_hp_label.setBuddy(self.max_hp_spin)
        form.addRow(self.max_hp_label, hp_row)
        fp_row = QHBoxLayout()
        fp_row.addWidget(self.max_fp_spin, 1)
        self._fp_label = QLabel(self.tr("cu&rrent:"))
        self._fp_label.setBuddy(self.fp_spin)
        fp_row.addWidget(self._fp_label)
        fp_row.addWidget(self.fp_spin, 1)
        fp_label = QLabel(self.tr("Max &FP:"))
        fp_label.setBuddy(self.max_fp_spin)
        form.addRow(fp_label, fp_row)
        row(self.tr("H&T:"), self.ht_spin)
        row(self.tr("D&X:"), self.dx_spin)
        row(self.tr("Basic S&peed:"), self.speed_spin)
        row(self.tr("&Body plan:"), self.body_combo)
        row(self.tr("&Arms:"), self.arms_spin)
        row(self.tr("Le&gs:"), self.legs_spin)
        row(self.tr("Head&s with a brain:"), self.heads_spin)
        row(self.tr("Heads &without a brain:"), self.brainless_spin)
        form.addRow(self.brainless_note)  # which crippling formula they use (G8)
        row(self.tr("&Medical care:"), self.medical_spin)
        defense_row = QHBoxLayout()
        defense_row.addWidget(self.dodge_spin, 1)
        for text, spin in ((self.tr("Parr&y:"), self.parry_spin),
                           (self.tr("Bloc&k:"), self.block_spin)):
            label = QLabel(text)
            label.setBuddy(spin)
            defense_row.addWidget(label)
            defense_row.addWidget(spin, 1)
        dodge_label = QLabel(self.tr("Acti&ve defenses — Dodge:"))
        dodge_label.setBuddy(self.dodge_spin)
        form.addRow(dodge_label, defense_row)
        row(self.tr("Extra atta&cks:"), self.extra_attacks_spin)
        row(self.tr("Si&ze Modifier:"), self.sm_spin)
        knock_row = QHBoxLayout()
        knock_row.addWidget(self.st_spin, 1)
        for text, spin in ((self.tr("Acrobatics:"), self.acrobatics_spin),
                           (self.tr("&Judo:"), self.judo_spin)):
            label = QLabel(text)
            label.setBuddy(spin)
            knock_row.addWidget(label)
            knock_row.addWidget(spin, 1)
        st_label = QLabel(self.tr("Knockback — ST:"))
        st_label.setBuddy(self.st_spin)
        form.addRow(st_label, knock_row)
        for w in (self.hp_spin, self.fp_spin, self._hp_label, self._fp_label):
            w.setVisible(self.editing)

        stats = QGroupBox(self.tr("Combatant"))
        stats.setLayout(form)
        return stats

    def _lay_out_dr_and_traits(self) -> QVBoxLayout:
        """DR and traits in the right-hand column (kept: the body plan changes its table)."""
        dr_box = QGroupBox(self.tr("Damage Resistance"))
        dr_layout = QVBoxLayout(dr_box)
        dr_row = QHBoxLayout()
        dr_label = QLabel(self.tr("&DR:"))
        dr_label.setBuddy(self.dr_spin)
        dr_row.addWidget(dr_label)
        dr_row.addWidget(self.dr_spin)
        dr_row.addSpacing(12)
        dr_row.addWidget(self.dr_per_location_check)
        dr_row.addStretch(1)
        dr_layout.addLayout(dr_row)
        dr_layout.addWidget(self.dr_table, 1)

        traits_box = QGroupBox(self.tr("Traits"))
        grid = QGridLayout(traits_box)
        for i, t in enumerate(TRAITS):
            grid.addWidget(self.trait_checks[t], i // 2, i % 2)

        weapons_box = QGroupBox(self.tr("Weapons"))
        QVBoxLayout(weapons_box).addWidget(self.weapon_list)

        right = QVBoxLayout()
        right.addWidget(dr_box)
        right.addWidget(traits_box)
        right.addWidget(weapons_box)
        right.addStretch(1)
        self._right = right
        self._dr_box = dr_box
        return right

    def _chain_tabs(self) -> None:
        """Tab order: the form top to bottom, DR, traits, notes, the buttons."""
        chain: list[QWidget] = [
            self.name_edit, self.side_combo, self.max_hp_spin, self.hp_spin, self.max_fp_spin,
            self.fp_spin, self.ht_spin, self.dx_spin, self.speed_spin, self.body_combo,
            self.arms_spin, self.legs_spin, self.heads_spin, self.brainless_spin,
            self.medical_spin, self.dodge_spin, self.parry_spin, self.block_spin,
            self.extra_attacks_spin, self.sm_spin, self.st_spin, self.acrobatics_spin,
            self.judo_spin, self.dr_spin, self.dr_per_location_check, self.dr_table,
            *(self.trait_checks[t] for t in TRAITS),
            self.weapon_list.table, self.weapon_list.add_button,
            self.weapon_list.edit_button, self.weapon_list.remove_button,
            self.notes_edit, self.ok_button, self.cancel_button,
        ]
        for a, b in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(a, b)

    def _connect_signals(self) -> None:
        """Every field checks the entry; pools, heads, body plan and DR mode keep their linked fields right."""
        # -- signals
        self.name_edit.textChanged.connect(self._validate)
        self.side_combo.currentIndexChanged.connect(self._validate)
        self.max_hp_spin.valueChanged.connect(self._on_max_hp)
        self.max_fp_spin.valueChanged.connect(self._on_max_fp)
        self.hp_spin.valueChanged.connect(self._on_hp)
        self.fp_spin.valueChanged.connect(self._on_fp)
        for box in (self.ht_spin, self.dx_spin, self.arms_spin, self.legs_spin,
                    self.heads_spin, self.medical_spin, self.dr_spin, self.dodge_spin,
                    self.parry_spin, self.block_spin, self.extra_attacks_spin,
                    self.sm_spin, self.st_spin, self.acrobatics_spin, self.judo_spin):
            box.valueChanged.connect(self._validate)
        self.weapon_list.changed.connect(self._validate)
        self.brainless_spin.valueChanged.connect(self._on_brainless)
        self.speed_spin.valueChanged.connect(self._validate)
        self.body_combo.currentIndexChanged.connect(self._on_body_changed)
        self.dr_per_location_check.toggled.connect(self._on_dr_mode)
        for box in self.trait_checks.values():
            box.toggled.connect(self._validate)
        self.ok_button.clicked.connect(self._ok)
        self.cancel_button.clicked.connect(self.reject)


    def _load(self) -> None:
        c = self.original
        self._update_brainless_note()
        if c is None:
            self._fill_dr_table(self._plan())
            return
        s = c.sheet
        self.name_edit.setText(c.name)
        self.side_combo.setCurrentIndex(max(0, self.side_combo.findData(c.side)))
        self.max_hp_spin.setValue(s.max_hp)
        self.max_fp_spin.setValue(s.max_fp)
        self.hp_spin.setValue(current(s, "hp"))
        self.fp_spin.setValue(current(s, "fp"))
        self.ht_spin.setValue(s.ht)
        self.dx_spin.setValue(s.dx)
        self.speed_spin.setValue(float(s.basic_speed))
        body = _CUSTOM if self._custom_body is not None else s.body
        self.body_combo.setCurrentIndex(max(0, self.body_combo.findData(body)))
        self.arms_spin.setValue(-1 if s.arms is None else s.arms)
        self.legs_spin.setValue(-1 if s.legs is None else s.legs)
        self.heads_spin.setValue(s.heads)
        self.brainless_spin.setValue(s.brainless_heads)
        self.medical_spin.setValue(-1 if s.medical_tl is None else s.medical_tl)
        for spin, value in ((self.dodge_spin, s.dodge), (self.parry_spin, s.parry),
                            (self.block_spin, s.block)):
            spin.setValue(-1 if value is None else value)
        self.extra_attacks_spin.setValue(s.extra_attacks)
        self.sm_spin.setValue(s.size_modifier)
        for name in _OPTIONAL:
            value = getattr(s, name)
            getattr(self, f"{name}_spin").setValue(-1 if value is None else value)
        for t, box in self.trait_checks.items():
            box.setChecked(t in s.traits)
        self.notes_edit.setPlainText(c.notes)
        if isinstance(s.dr, dict):
            self._dr_values = dict(s.dr)
            self.dr_spin.setValue(s.dr.get("torso", 0))
            self._fill_dr_table(s.plan)
            self.dr_per_location_check.setChecked(True)
        else:
            self.dr_spin.setValue(s.dr)
            self._fill_dr_table(s.plan)

    # -- DR -----------------------------------------------------------------------------------
    def _body(self) -> Any:
        data = self.body_combo.currentData() or "humanoid"
        return self._custom_body if data == _CUSTOM else data

    def _plan(self) -> BodyPlan:
        """The body plan with the brainless heads entered (their DR can be set too)."""
        return body_plan(self._body(), self.brainless_spin.value())

    def _on_brainless(self) -> None:
        self._update_brainless_note()
        if not self._loading:
            self._fill_dr_table(self._plan())
        self._validate()

    def _update_brainless_note(self) -> None:
        """Say which crippling formula the brainless heads use (G8: the extremity one)."""
        n, hp = self.brainless_spin.value(), max(self.max_hp_spin.value(), 1)
        if n == 0:
            text = self.tr("Each would be an extremity: crippled over HP/3, or HP/(1.5×N) "
                           "with 3 or more.")
        else:
            thr = threshold(hp, "extremity", n)
            assert thr is not None
            value = f"{float(thr):.2f}".rstrip("0").rstrip(".")
            formula = "HP/3" if n < 3 else f"HP/(1.5×{n})"
            text = self.tr("Extremities: crippled by injury over {0} = {1}.").format(
                formula, value)
        self.brainless_note.setText(text)

    def _fill_dr_table(self, plan: BodyPlan) -> None:
        lang = i18n.language()
        self.dr_table.setRowCount(len(plan.locations))
        self._dr_spins: dict[str, QSpinBox] = {}
        for r, loc in enumerate(plan.locations):
            item = QTableWidgetItem(loc.name(lang))
            item.setData(Qt.ItemDataRole.UserRole, loc.id)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.dr_table.setItem(r, 0, item)
            box = self._spin(0, 999, self._dr_values.get(loc.id, 0))
            box.setAccessibleName(self.tr("DR of {0}").format(loc.name(lang)))
            box.setFrame(False)
            box.valueChanged.connect(lambda v, k=loc.id: self._on_dr_cell(k, v))
            self.dr_table.setCellWidget(r, 1, box)
            self._dr_spins[loc.id] = box
        self.dr_table.resizeRowsToContents()

    def dr_spin_for(self, location_id: str) -> QSpinBox | None:
        """The DR spin box of one location in the per-location table (for tests and tools)."""
        return self._dr_spins.get(location_id)

    def _on_dr_cell(self, loc_id: str, value: int) -> None:
        self._dr_values[loc_id] = value
        self._validate()

    def _on_dr_mode(self, on: bool) -> None:
        if on and not self._dr_values and not self._loading:
            # start from the single value; armor does not cover the eyes (G4)
            plan = self._plan()
            self._dr_values = {loc.id: (0 if loc.kind == "eye" else self.dr_spin.value())
                               for loc in plan.locations}
            self._fill_dr_table(plan)
        self.dr_table.setVisible(on)
        self.dr_spin.setEnabled(not on)
        # the table takes the spare height; without it the boxes stay at the top
        self._right.setStretchFactor(self._dr_box, 1 if on else 0)
        self._right.setStretch(self._right.count() - 1, 0 if on else 1)
        self._validate()

    def _on_body_changed(self) -> None:
        plan = self._plan()
        dropped = [k for k, v in self._dr_values.items() if k not in plan.by_id and v]
        self._dr_values = {k: v for k, v in self._dr_values.items() if k in plan.by_id}
        self._dropped = dropped
        self._fill_dr_table(plan)
        self._validate()

    def dr_value(self) -> int | dict[str, int]:
        """The DR as the sheet stores it: one number, or location id -> DR."""
        if not self.dr_per_location_check.isChecked():
            return self.dr_spin.value()
        plan = self._plan()
        old = self.original.sheet.dr if self.original is not None else None
        old_keys = set(old) if isinstance(old, dict) else set()
        return {loc.id: self._dr_values.get(loc.id, 0) for loc in plan.locations
                if self._dr_values.get(loc.id, 0) or loc.id in old_keys}

    # -- HP / FP ------------------------------------------------------------------------------
    def _on_max_hp(self, value: int) -> None:
        self._update_brainless_note()
        if self.editing and not self._hp_touched and not self._loading:
            self._set_quietly(self.hp_spin, self._kept("hp", value))
        self._validate()

    def _on_max_fp(self, value: int) -> None:
        if self.editing and not self._fp_touched and not self._loading:
            self._set_quietly(self.fp_spin, self._kept("fp", value))
        self._validate()

    def _kept(self, track: str, maximum: int) -> int:
        """``track`` (HP or FP) once its maximum is ``maximum``, as the edit itself will make
        it: the model's one rule (the ruleset's ``edit_sheet`` keeps the damage taken)."""
        assert self.original is not None
        edited = ruleset_for(self.doc.encounter).edit_sheet(self.original.sheet,
                                                            {f"max_{track}": maximum})
        return current(edited, track)

    def _on_hp(self) -> None:
        if not self._loading:
            self._hp_touched = True
        self._validate()

    def _on_fp(self) -> None:
        if not self._loading:
            self._fp_touched = True
        self._validate()

    @staticmethod
    def _set_quietly(box: QSpinBox, value: int) -> None:
        blocked = box.blockSignals(True)
        box.setValue(value)
        box.blockSignals(blocked)

    # -- the result ---------------------------------------------------------------------------
    def name(self) -> str:
        return self.name_edit.text().strip()

    def side(self) -> str:
        return self.side_combo.currentData() or "enemy"

    def notes(self) -> str:
        return self.notes_edit.toPlainText()

    def sheet(self) -> GurpsSheet:
        """A sheet from the fields (not validated; see :meth:`problem`)."""
        base = self.original.sheet.copy() if self.original is not None else GurpsSheet()
        body = self._body()
        if self.original is not None and body != self.original.sheet.body:
            base.parts = {}
        base.max_hp = self.max_hp_spin.value()
        base.max_fp = self.max_fp_spin.value()
        base.ht = self.ht_spin.value()
        base.dx = self.dx_spin.value()
        base.basic_speed = round(self.speed_spin.value(), 2)
        base.body = body
        base.dr = self.dr_value()
        base.traits = [t for t in TRAITS if self.trait_checks[t].isChecked()]
        base.arms = None if self.arms_spin.value() < 0 else self.arms_spin.value()
        base.legs = None if self.legs_spin.value() < 0 else self.legs_spin.value()
        base.heads = self.heads_spin.value()
        base.brainless_heads = self.brainless_spin.value()
        if self.original is not None:  # a head taken away takes its wounds along
            ids = self._plan().by_id
            base.parts = {k: p for k, p in base.parts.items() if k in ids}
        base.medical_tl = None if self.medical_spin.value() < 0 else self.medical_spin.value()
        base.dodge, base.parry, base.block = (
            None if spin.value() < 0 else spin.value()
            for spin in (self.dodge_spin, self.parry_spin, self.block_spin))
        base.extra_attacks = self.extra_attacks_spin.value()
        base.size_modifier = self.sm_spin.value()
        base.weapons = list(self.weapon_list.weapons)
        for name in _OPTIONAL:
            value = getattr(self, f"{name}_spin").value()
            setattr(base, name, None if value < 0 else value)
        if self.editing:
            base.hp = self.hp_spin.value()
            base.fp = self.fp_spin.value()
        else:
            base.hp, base.fp = base.max_hp, base.max_fp
        return base

    def problem(self) -> str | None:
        """What keeps OK disabled, as a sentence; None when everything is valid."""
        if not self.name():
            return self.tr("Enter a name.")
        if (self.editing and self.original is not None and self.name() != self.original.name
                and operations.name_taken(self.doc.encounter, self.name(), self.cid)):
            return self.tr("Another combatant is already called {0}.").format(self.name())
        if self.max_hp_spin.value() < 1:
            return self.tr("Max HP must be at least 1.")
        if self.max_fp_spin.value() < 1:
            return self.tr("Max FP must be at least 1.")
        if self.ht_spin.value() < 1:
            return self.tr("HT must be at least 1.")
        if self.dx_spin.value() < 1:
            return self.tr("DX must be at least 1.")
        speed = self.speed_spin.value()
        if abs(speed * 4 - round(speed * 4)) > 1e-6:
            return self.tr("Basic Speed goes in steps of 0.25 (e.g. 5.25).")
        try:
            self.sheet().validate()
        except TrackerError as exc:
            return et.error_text(exc, self._plan())
        return None

    def changes(self) -> dict[str, Any]:
        """For an edit: the stats that differ from the combatant's (``edit_combatant(sheet=)``)."""
        if self.original is None:
            return self.sheet().to_dict()
        old = self.original.sheet.to_dict()
        new = self.sheet().to_dict()
        out: dict[str, Any] = {}
        for key in _STATS:
            # brainless_heads and the defenses are stored only when set (a defense of 0 is not
            # the same as none)
            default = (None if key in DEFENSES or key in _OPTIONAL
                       else [] if key == "weapons" else 0)
            a, b = old.get(key, default), new.get(key, default)
            if key == "traits":
                if set(a) != set(b):
                    out[key] = b
            elif a != b:
                out[key] = b
        if "body" in out and isinstance(new["dr"], dict):
            out["dr"] = new["dr"]
        if self._hp_touched and new["hp"] != old["hp"]:
            out["hp"] = new["hp"]
        if self._fp_touched and new["fp"] != old["fp"]:
            out["fp"] = new["fp"]
        return out

    def _validate(self) -> None:
        if self._loading:
            return
        problem = self.problem()
        self.message_label.setText(problem or "")
        self.ok_button.setEnabled(problem is None)
        notes: list[str] = []
        if not self.editing and self.name() and operations.name_taken(self.doc.encounter,
                                                                      self.name()):
            notes.append(self.tr("{0} is taken: this one joins as {1}.").format(
                self.name(), operations.unique_name(self.doc.encounter, self.name())))
        if self._dropped:
            plan = body_plan(self._body())
            names = ", ".join(et.location_name(k) for k in self._dropped)
            notes.append(self.tr("DR dropped for {0}: the {1} body plan has no such location.")
                         .format(names, plan.name(i18n.language())))
        if (self.original is not None and self._body() != self.original.sheet.body
                and self.original.sheet.parts):
            notes.append(self.tr("Changing the body plan clears the wounds of every location "
                                 "and their recovery timers."))
        posture = self._posture_note()
        if posture:
            notes.append(posture)
        self.note_label.setText("\n".join(notes))
        self.note_label.setVisible(bool(notes))

    def _posture_note(self) -> str | None:
        """RULES M (issue 44 m2): a posture other than standing is not edited here and is
        kept as it is: after End combat, and in the library's state of a party member."""
        from tracker.rulesets.gurps.rules.maneuvers import posture_of

        from .maneuver_text import posture_name

        if self.original is None or posture_of(self.original) == "standing":
            return None
        return self.tr("{0} is {1}: the posture is kept (also after the fight and in the "
                       "library); Change Posture changes it.").format(
            self.original.name, posture_name(posture_of(self.original)))

    # -- OK -----------------------------------------------------------------------------------
    def _ok(self) -> None:
        self._validate()
        if not self.ok_button.isEnabled():
            return
        failures: list[str] = []

        def on_failed(message: str) -> None:
            failures.append(message)

        self.doc.failed.connect(on_failed)
        name = self.name()
        if self.original is None:
            name = operations.unique_name(self.doc.encounter, name)
        try:
            if self.original is None:
                result = self.doc.run(lambda: QCoreApplication.translate(
                                          "CombatantDialog", "Add {0}").format(name),
                                      operations.add_combatant, self.name(), self.side(),
                                      self.sheet(), notes=self.notes())
            else:
                assert self.cid is not None
                kwargs: dict[str, Any] = {}
                if self.name() != self.original.name:
                    kwargs["name"] = self.name()
                if self.side() != self.original.side:
                    kwargs["side"] = self.side()
                if self.notes() != self.original.notes:
                    kwargs["notes"] = self.notes()
                stats = self.changes()
                if stats:
                    kwargs["sheet"] = stats
                if not kwargs:  # nothing changed: no command
                    self.result_id = self.cid
                    self.accept()
                    return
                result = self.doc.run(lambda: QCoreApplication.translate(
                                          "CombatantDialog", "Edit {0}").format(name),
                                      operations.edit_combatant, self.cid, **kwargs)
        finally:
            self.doc.failed.disconnect(on_failed)
        if failures:
            self.message_label.setText(failures[-1])
            return
        self.result_id = result if isinstance(result, str) else self.cid
        self.accept()


def _first_size() -> tuple[int, int]:
    """The dialog's first size: room for the form, never taller than the screen's free area
    (its body scrolls there)."""
    from PySide6.QtGui import QGuiApplication

    screen = QGuiApplication.primaryScreen()
    height = 680
    if screen is not None:
        height = min(height, screen.availableGeometry().height() - 40)
    return 900, max(height, 300)
