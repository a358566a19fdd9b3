"""Add or edit a CoC combatant: name, side, kind of being, characteristics, the derived HP,
MP, SAN and damage bonus (shown, and overridable), armor, skills with the 6th-edition base
values filled in, weapons, notes. OK runs one operation (``add_combatant`` or
``edit_combatant``): one undoable command."""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tracker.model import operations
from tracker.model.combatant import SIDES
from tracker.model.errors import TrackerError
from tracker.model.input_text import ascii_forms
from tracker.rulesets.coc.rules.names import SKILLS
from tracker.rulesets.coc.rules.sheet import (
    CHARACTERISTICS,
    FIREARMS_HALF,
    HUMAN,
    IMPALING_MIN,
    KINDS,
    MAGIC_ONLY,
    MAX_SAN,
    MYTHOS,
    CocSheet,
)
from tracker.rulesets.coc.rules.weapons import WEAPON_CLASSES
from tracker.ui.document import EncounterDocument
from tracker.ui.explain_text import side_name
from tracker.ui.file_errors import coded_words
from tracker.ui.forms import labelled_row
from tracker.ui.spinboxes import SpinBox
from tracker.ui.user_text import plain

from .texts import coc_name

_ERROR_STYLE = "color: #b00020;"
#: characteristics a being may lack (a monster's APP, INT or EDU): "—"
_OPTIONAL = ("app", "int", "edu")
_W_COLS = ("name", "skill", "damage", "class", "db", "small", "durability", "shots",
           "rounds", "capacity", "magic")


class SheetDialog(QDialog):
    """Add (``cid`` None) or edit a CoC combatant."""

    def __init__(self, doc: EncounterDocument, cid: str | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.cid = cid
        #: the combatant added or edited once OK has run (None until then, or on a refusal)
        self.result_id: str | None = None
        self.setObjectName("CocSheetDialog")
        c = doc.encounter.combatants.get(cid) if cid else None
        self.original: CocSheet = c.sheet.copy() if c is not None else CocSheet()
        self._last_dex = self.original.stat("dex")
        self._build()
        self._load(c)
        self.kind_combo.currentIndexChanged.connect(self._on_kind)
        self.setWindowTitle(self.tr("Edit {0}").format(c.name) if c is not None
                            else self.tr("Add a combatant"))
        self._update()

    # -- construction -----------------------------------------------------------------------
    def _build(self) -> None:
        top = self._identity_form()
        chars, derived = self._characteristics_box(), self._derived_box()
        skills_box, weapons_box = self._skills_box(), self._weapons_box()
        self._make_bottom()
        self._arrange(top, chars, derived, skills_box, weapons_box)

    def _identity_form(self) -> QFormLayout:
        """Name, side and kind of being."""
        self.name_edit = QLineEdit()
        self.side_combo = QComboBox()
        for side in SIDES:
            self.side_combo.addItem(side_name(side), side)
        self.kind_combo = QComboBox()
        for kind in KINDS:
            self.kind_combo.addItem(coc_name(kind), kind)
        top = QFormLayout()
        labelled_row(top, self.tr("&Name:"), self.name_edit)
        labelled_row(top, self.tr("&Side:"), self.side_combo)
        labelled_row(top, self.tr("&Kind:"), self.kind_combo)
        return top

    def _characteristics_box(self) -> QGroupBox:
        """A spin box a characteristic (EDU and the optional ones may be empty)."""
        chars = QGroupBox(self.tr("Characteristics"))
        grid = QGridLayout(chars)
        self.stat_spins: dict[str, SpinBox] = {}
        for i, k in enumerate(CHARACTERISTICS):
            spin = SpinBox()
            spin.setRange(-1 if k in _OPTIONAL else 0, 999)
            if k in _OPTIONAL:
                spin.setSpecialValueText("—")
            spin.setObjectName(f"stat_{k}")
            label = QLabel(k.upper())
            label.setBuddy(spin)
            grid.addWidget(label, i // 4, (i % 4) * 2)
            grid.addWidget(spin, i // 4, (i % 4) * 2 + 1)
            spin.valueChanged.connect(self._on_stats)
            self.stat_spins[k] = spin
        return chars

    def _derived_box(self) -> QGroupBox:
        """HP, MP and SAN, current over maximum (derived unless overridden), then the
        damage bonus, the armor and the special armor."""
        derived = QGroupBox(self.tr("HP, MP, SAN and damage bonus"))
        form = QGridLayout(derived)
        self.cur_spins: dict[str, SpinBox] = {}
        self.max_spins: dict[str, SpinBox] = {}
        self.override_checks: dict[str, QCheckBox] = {}
        for row, (key, label) in enumerate((("hp", self.tr("HP")), ("mp", self.tr("MP")),
                                            ("san", self.tr("SAN")))):
            cur, mx = SpinBox(), SpinBox()
            hi = MAX_SAN if key == "san" else 9999
            cur.setRange(0, hi)
            mx.setRange(1 if key == "hp" else 0, hi)
            cur.setObjectName(f"cur_{key}")
            mx.setObjectName(f"max_{key}")
            check = QCheckBox(self.tr("override"))
            check.setToolTip(self.tr("Set the maximum by hand instead of deriving it"))
            check.toggled.connect(lambda on, m=mx: (m.setEnabled(on), self._on_stats()))
            mx.setEnabled(False)
            lab = QLabel(label)
            lab.setBuddy(cur)
            form.addWidget(lab, row, 0)
            form.addWidget(cur, row, 1)
            form.addWidget(QLabel("/"), row, 2)
            form.addWidget(mx, row, 3)
            form.addWidget(check, row, 4)
            for w in (cur, mx):
                w.valueChanged.connect(self._update)
            self.cur_spins[key], self.max_spins[key] = cur, mx
            self.override_checks[key] = check
        self._armor_rows(form)
        return derived

    def _armor_rows(self, form: QGridLayout) -> None:
        """The damage bonus, the armor and the special armor under the tracks."""
        self.db_edit = QLineEdit()
        self.db_edit.setClearButtonEnabled(True)
        self.db_edit.setToolTip(self.tr("Empty: from STR+SIZ. Or e.g. +1d4, -1d3, +2d6"))
        self.armor_edit = QLineEdit()
        self.armor_edit.setToolTip(self.tr("Armor points: a number, or dice rolled on each "
                                           "hit (1d6)"))
        lab = QLabel(self.tr("&Damage bonus:"))
        lab.setBuddy(self.db_edit)
        form.addWidget(lab, 3, 0)
        form.addWidget(self.db_edit, 3, 1, 1, 4)
        lab = QLabel(self.tr("&Armor:"))
        lab.setBuddy(self.armor_edit)
        form.addWidget(lab, 4, 0)
        form.addWidget(self.armor_edit, 4, 1, 1, 4)
        special = QVBoxLayout()
        self.special_checks: dict[str, QCheckBox] = {}
        for flag, text in ((FIREARMS_HALF, self.tr("firearms do half damage")),
                           (IMPALING_MIN, self.tr("impaling weapons do minimum damage")),
                           (MAGIC_ONLY, self.tr("only magical weapons hurt it"))):
            check = QCheckBox(text)
            check.setObjectName(f"special_{flag}")
            check.toggled.connect(self._update)
            special.addWidget(check)
            self.special_checks[flag] = check
        form.addWidget(QLabel(self.tr("Special armor:")), 5, 0)
        form.addLayout(special, 5, 1, 1, 4)
        for w in (self.db_edit, self.armor_edit, self.name_edit):
            w.textChanged.connect(self._update)

    def _skills_box(self) -> QGroupBox:
        """The skills table with a field to add one."""
        self.skills = QTableWidget(0, 2)
        self.skills.setObjectName("skillsTable")
        self.skills.setHorizontalHeaderLabels([self.tr("Skill"), self.tr("%")])
        self.skills.verticalHeader().setVisible(False)
        self.skills.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.skills.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.skill_spins: dict[str, SpinBox] = {}
        self.new_skill_edit = QLineEdit()
        self.new_skill_edit.setPlaceholderText(self.tr("skill id, e.g. claw"))
        add_skill = QPushButton(self.tr("Add skill"))
        add_skill.setAutoDefault(False)
        add_skill.clicked.connect(self._add_skill)
        skills_box = QGroupBox(self.tr("Skills (6th-edition base values filled in)"))
        sl = QVBoxLayout(skills_box)
        sl.addWidget(self.skills, 1)
        row = QHBoxLayout()
        row.addWidget(self.new_skill_edit, 1)
        row.addWidget(add_skill)
        sl.addLayout(row)
        return skills_box

    def _weapons_box(self) -> QGroupBox:
        """The weapons table with its Add and Remove buttons."""
        self.weapons = QTableWidget(0, len(_W_COLS))
        self.weapons.setObjectName("weaponsTable")
        self.weapons.setHorizontalHeaderLabels([
            self.tr("Name"), self.tr("Skill"), self.tr("Damage"), self.tr("Class"),
            self.tr("DB"), self.tr("Small"), self.tr("Durability"), self.tr("Shots"),
            self.tr("Rounds"), self.tr("Capacity"), self.tr("Magic")])
        self.weapons.verticalHeader().setVisible(False)
        header = self.weapons.horizontalHeader()
        for col, width in enumerate((150, 130, 80, 100, 40, 50, 90, 60, 70, 70, 50)):
            header.resizeSection(col, width)
        header.setStretchLastSection(True)
        add_w = QPushButton(self.tr("Add weapon"))
        del_w = QPushButton(self.tr("Remove weapon"))
        for b in (add_w, del_w):
            b.setAutoDefault(False)
        add_w.clicked.connect(lambda: self._add_weapon(None))
        del_w.clicked.connect(self._remove_weapon)
        weapons_box = QGroupBox(self.tr("Weapons (bare hands need no entry)"))
        wl = QVBoxLayout(weapons_box)
        wl.addWidget(self.weapons, 1)
        row = QHBoxLayout()
        row.addWidget(add_w)
        row.addWidget(del_w)
        row.addStretch(1)
        wl.addLayout(row)
        return weapons_box

    def _make_bottom(self) -> None:
        """Notes, the message line and OK/Cancel."""
        self.notes_edit = QPlainTextEdit()
        self.notes_edit.setMaximumHeight(60)
        self.message_label = plain(QLabel())
        self.message_label.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.apply)
        self.buttons.rejected.connect(self.reject)

    def _arrange(self, top: QFormLayout, chars: QGroupBox, derived: QGroupBox,
                 skills_box: QGroupBox, weapons_box: QGroupBox) -> None:
        """The sheet left, skills and weapons right, the message and buttons below."""
        left = QVBoxLayout()
        left.addLayout(top)
        left.addWidget(chars)
        left.addWidget(derived)
        left.addWidget(QLabel(self.tr("Notes:")))
        left.addWidget(self.notes_edit)
        left.addStretch(1)
        right = QVBoxLayout()
        right.addWidget(skills_box, 2)
        right.addWidget(weapons_box, 1)
        cols = QHBoxLayout()
        cols.addLayout(left, 0)
        cols.addLayout(right, 1)
        outer = QVBoxLayout(self)
        outer.addLayout(cols, 1)
        outer.addWidget(self.message_label)
        outer.addWidget(self.buttons)
        self.resize(1180, 700)

    # -- loading ----------------------------------------------------------------------------
    def _load(self, c) -> None:
        s = self.original
        if c is not None:
            self.name_edit.setText(c.name)
            self.side_combo.setCurrentIndex(self.side_combo.findData(c.side))
            self.notes_edit.setPlainText(c.notes)
        else:
            self.side_combo.setCurrentIndex(self.side_combo.findData("enemy"))
        self.kind_combo.setCurrentIndex(self.kind_combo.findData(s.kind))
        for k, spin in self.stat_spins.items():
            spin.blockSignals(True)
            v = s.stats.get(k)
            spin.setValue(-1 if v is None else v)
            spin.blockSignals(False)
        for key, override in (("hp", s.max_hp_override), ("mp", s.max_mp_override),
                              ("san", s.max_san_override)):
            self.override_checks[key].setChecked(override is not None)
            self.max_spins[key].setValue(getattr(s, f"max_{key}"))
            self.cur_spins[key].setValue(getattr(s, key) or 0)
        self.db_edit.setText(s.db_override or "")
        self.armor_edit.setText(str(s.armor))
        for flag, check in self.special_checks.items():
            check.setChecked(flag in s.special)
        values = dict(s.skills or {})
        # a human has every skill at its base value; a creature only the ones it was given
        listed = [] if s.kind == MYTHOS else list(SKILLS)
        for sid in listed + [k for k in values if k not in listed]:
            self._skill_row(sid, values.get(sid, s.skill(sid)))
        for w in s.weapons:
            self._add_weapon(w.to_dict())
        self._on_stats()

    def _on_kind(self) -> None:
        """A new combatant's skills follow its kind: a human's base values, a Mythos
        creature's Dodge only (its own attacks are added by hand); SAN follows too."""
        if self.cid is None:
            dex = self.stat_spins["dex"].value()
            mythos = self.kind_combo.currentData() == MYTHOS
            kept = {sid: sp.value() for sid, sp in self.skill_spins.items()
                    if sid not in SKILLS}
            base = CocSheet(kind=MYTHOS if mythos else HUMAN,
                            stats={**dict.fromkeys(CHARACTERISTICS, 10), "dex": dex}).skills
            self.skills.setRowCount(0)
            self.skill_spins.clear()
            for sid, value in {**(base or {}), **kept}.items():
                self._skill_row(sid, value)
        self._on_stats()

    def _skill_row(self, sid: str, value: int) -> None:
        r = self.skills.rowCount()
        self.skills.insertRow(r)
        item = QTableWidgetItem(self.original.skill_names.get(sid)
                                or coc_name(sid))  # a creature's claw or bite named too
        item.setData(Qt.ItemDataRole.UserRole, sid)
        item.setFlags(Qt.ItemFlag.ItemIsEnabled)
        self.skills.setItem(r, 0, item)
        spin = SpinBox()
        spin.setRange(0, 999)
        spin.setValue(value)
        spin.setObjectName(f"skill_{sid}")
        spin.valueChanged.connect(self._update)
        self.skills.setCellWidget(r, 1, spin)
        self.skill_spins[sid] = spin

    def _add_skill(self) -> None:
        sid = ascii_forms(self.new_skill_edit.text()).strip().lower().replace(" ", "_")
        if not sid or sid in self.skill_spins:
            return
        self._skill_row(sid, 0)
        self.new_skill_edit.clear()
        for r in range(self.weapons.rowCount()):  # a weapon may use it at once
            combo = self.weapons.cellWidget(r, 1)
            if combo.findData(sid) < 0:
                combo.addItem(coc_name(sid), sid)
        self._update()

    def _add_weapon(self, d: dict[str, Any] | None) -> None:
        d = d or {"name": "", "skill": "", "damage": "1d6", "class": "blunt", "db": True,
                  "small": False, "durability": None, "shots": 1}
        t = self.weapons
        r = t.rowCount()
        t.insertRow(r)
        name = QLineEdit(d.get("name", ""))
        skill = QComboBox()
        skill.setEditable(True)
        skill.addItem("", "")
        for sid in [*SKILLS, *(k for k in self.skill_spins if k not in SKILLS)]:
            skill.addItem(coc_name(sid), sid)
        idx = skill.findData(d.get("skill", ""))
        if idx >= 0:
            skill.setCurrentIndex(idx)
        else:
            skill.setEditText(d.get("skill", ""))
        damage = QLineEdit(d.get("damage", "1d6"))
        cls = QComboBox()
        for c in WEAPON_CLASSES:
            cls.addItem(coc_name(c), c)
        cls.setCurrentIndex(max(0, cls.findData(d.get("class", "unarmed"))))
        db = QCheckBox()
        db.setChecked(bool(d.get("db", True)))
        small = QCheckBox()
        small.setChecked(bool(d.get("small", False)))
        dur = SpinBox()
        dur.setRange(-1, 9999)
        dur.setSpecialValueText("—")
        dur.setValue(-1 if d.get("durability") is None else int(d["durability"]))
        shots = SpinBox()
        shots.setRange(1, 100)
        shots.setValue(int(d.get("shots", 1)))
        rounds, capacity = SpinBox(), SpinBox()
        for spin, key in ((rounds, "rounds"), (capacity, "capacity")):
            spin.setRange(-1, 9999)
            spin.setSpecialValueText("—")
            spin.setValue(-1 if d.get(key) is None else int(d[key]))
        rounds.setToolTip(self.tr("Rounds left in the gun (— : not counted)"))
        capacity.setToolTip(self.tr("Rounds the gun holds (— : ammunition not counted)"))
        magic = QCheckBox()
        magic.setChecked(bool(d.get("magic", False)))
        magic.setToolTip(self.tr("Magical: it hurts beings immune to ordinary weapons"))
        # a gun adds no damage bonus: choosing the class unticks it (the keeper may tick it)
        cls.currentIndexChanged.connect(
            lambda _i, c=cls, b=db: b.setChecked(False) if c.currentData() == "firearm"
            else None)
        for col, w in enumerate((name, skill, damage, cls, db, small, dur, shots, rounds,
                                 capacity, magic)):
            t.setCellWidget(r, col, w)
        name.textChanged.connect(self._update)
        damage.textChanged.connect(self._update)
        skill.currentTextChanged.connect(self._update)
        for w in (cls,):
            w.currentIndexChanged.connect(self._update)
        for w in (db, small, magic):
            w.toggled.connect(self._update)
        for w in (dur, shots, rounds, capacity):
            w.valueChanged.connect(self._update)
        self._update()

    def _remove_weapon(self) -> None:
        r = self.weapons.currentRow()
        if r < 0:
            r = self.weapons.rowCount() - 1
        if r >= 0:
            self.weapons.removeRow(r)
            self._update()

    # -- reading ----------------------------------------------------------------------------
    def _stats(self) -> dict[str, int | None]:
        return {k: (None if k in _OPTIONAL and s.value() < 0 else s.value())
                for k, s in self.stat_spins.items()}

    def _on_stats(self) -> None:
        st = self._stats()
        mythos = self.skill_spins.get("cthulhu_mythos")
        # the maxima as the sheet derives them (C0; SAN 99 − Cthulhu Mythos)
        probe = CocSheet(kind=self.kind_combo.currentData() or HUMAN, stats=st,
                         skills={"cthulhu_mythos": mythos.value() if mythos else 0})
        derived = {"hp": probe.max_hp, "mp": probe.max_mp, "san": probe.max_san}
        pow_ = probe.stat("pow")
        for key, value in derived.items():
            mx = self.max_spins[key]
            if not self.override_checks[key].isChecked():
                old = mx.value()
                mx.setValue(value)
                cur = self.cur_spins[key]
                if self.cid is None and key != "san" and cur.value() == old:
                    cur.setValue(value)  # a new combatant starts unhurt
        if self.cid is None:
            self.cur_spins["san"].setValue(min(pow_ * 5, self.max_spins["san"].value()))
        dex = st["dex"] or 0
        dodge = self.skill_spins.get("dodge")
        if dodge is not None and dodge.value() == self._last_dex * 2:
            dodge.setValue(dex * 2)  # Dodge base DEX×2 follows DEX until set by hand
        self._last_dex = dex
        self.db_edit.setPlaceholderText(self.tr("from STR+SIZ: {0}").format(probe.db))
        self._update()

    def _weapon_dicts(self) -> list[dict[str, Any]]:
        out = []
        t = self.weapons
        for r in range(t.rowCount()):
            w = [t.cellWidget(r, col) for col in range(len(_W_COLS))]
            typed = w[1].currentText()
            idx = w[1].findText(typed)
            skill = (w[1].itemData(idx) if idx >= 0
                     else (ascii_forms(typed).strip().split(" ") or [""])[0].lower())
            out.append({"name": w[0].text().strip(), "skill": skill or "",
                        "damage": ascii_forms(w[2].text()).strip(),
                        "class": w[3].currentData(), "db": w[4].isChecked(),
                        "small": w[5].isChecked(),
                        "durability": None if w[6].value() < 0 else w[6].value(),
                        "shots": w[7].value(), **self._ammo(w[8].value(), w[9].value()),
                        **({"magic": True} if w[10].isChecked() else {})})
        return out

    @staticmethod
    def _ammo(rounds: int, capacity: int) -> dict[str, int]:
        """Counted ammunition: a capacity, and the rounds left (full when not typed)."""
        if capacity < 1:
            return {} if rounds < 0 else {"rounds": rounds}  # the check names the problem
        return {"capacity": capacity, "rounds": capacity if rounds < 0 else rounds}

    def sheet_dict(self) -> dict[str, Any]:
        """The sheet as entered, in its JSON form."""
        armor_text = ascii_forms(self.armor_edit.text()).strip() or "0"
        armor: int | str = int(armor_text) if armor_text.isdigit() else armor_text
        kind = self.kind_combo.currentData() or HUMAN
        return {
            "kind": kind, **self._stats(),
            "hp": self.cur_spins["hp"].value(), "mp": self.cur_spins["mp"].value(),
            "san": self.cur_spins["san"].value(),
            "max_hp": self.max_spins["hp"].value() if self.override_checks["hp"].isChecked()
            else None,
            "max_mp": self.max_spins["mp"].value() if self.override_checks["mp"].isChecked()
            else None,
            "max_san": self.max_spins["san"].value()
            if self.override_checks["san"].isChecked() else None,
            "db": ascii_forms(self.db_edit.text()).strip() or None, "armor": armor,
            "skills": {sid: spin.value() for sid, spin in self.skill_spins.items()},
            "weapons": self._weapon_dicts(),
            "wounds": [w.to_dict() for w in self.original.wounds],
            **({"special": flags} if (flags := [f for f, c in self.special_checks.items()
                                                 if c.isChecked()]) else {}),
            **({"skill_names": {k: v for k, v in self.original.skill_names.items()
                                if k in self.skill_spins}}
               if self.original.skill_names else {}),
        }

    def sheet(self) -> CocSheet:
        """RulesError naming the first problem."""
        s = CocSheet.from_dict(self.sheet_dict())
        s.validate()
        return s

    def _update(self) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        problem = None
        if not self.name_edit.text().strip():
            problem = self.tr("A combatant needs a name.")
        else:
            try:
                self.sheet()
            except TrackerError as exc:
                problem = self._problem_text(exc)
        self.message_label.setText(problem or "")
        self.message_label.setStyleSheet(_ERROR_STYLE if problem else "")
        ok.setEnabled(problem is None)

    def _problem_text(self, exc: TrackerError) -> str:
        """Which field is wrong and what is wrong with it, in the UI language (the words of
        the problem's code, as a file's problem is worded)."""
        problems = exc.args_.get("problems") or []
        field = str(exc.args_.get("field")
                    or (problems[0][0].partition(".")[2] if problems else ""))
        detail = coded_words(exc.args_.get("problem_code", ""), exc.args_.get("problem_args"),
                             exc.args_.get("problem_message") or exc.message)
        m = re.match(r"weapons\[(\d+)\]\.?(\w*)", field)
        if m:
            what = {"damage": self.tr("Damage"), "skill": self.tr("Skill"),
                    "name": self.tr("Name")}.get(m.group(2), "")
            where = self.tr("Weapon {0}").format(int(m.group(1)) + 1)
            where = f"{where} — {what}" if what else where
        else:
            where = {"db": self.tr("Damage bonus"), "armor": self.tr("Armor"),
                     "hp": self.tr("HP"), "mp": self.tr("MP"), "san": self.tr("SAN"),
                     "max_hp": self.tr("HP"), "max_mp": self.tr("MP"),
                     "max_san": self.tr("SAN")}.get(field, field.upper() or "?")
        return self.tr("Check {0}: {1}").format(where, detail)

    # -- OK -----------------------------------------------------------------------------------
    def apply(self) -> None:
        try:
            sheet = self.sheet()
        except TrackerError as exc:
            self.message_label.setText(self._problem_text(exc))
            return
        name = self.name_edit.text().strip()
        side = self.side_combo.currentData()
        notes = self.notes_edit.toPlainText()
        steps = self.doc.undo_stack.count()
        if self.cid is None:
            added = self.doc.run(lambda: QCoreApplication.translate(
                "SheetDialog", "Add {0}").format(name), operations.add_combatant, name, side,
                sheet, notes=notes)
            self.result_id = added if isinstance(added, str) else None  # the action's own id
        else:
            before = self.original.to_dict()
            after = sheet.to_dict()
            changes = {k: v for k, v in after.items() if before.get(k) != v}
            for key in ("hp", "mp", "san"):  # unchanged current values keep the damage taken
                if after.get(key) == before.get(key):
                    changes.pop(key, None)
            self.doc.run(lambda: QCoreApplication.translate(
                "SheetDialog", "Edit {0}").format(name), operations.edit_combatant, self.cid,
                name=name, side=side, notes=notes, sheet=changes or None)
            self.result_id = self.cid
        if self.doc.undo_stack.count() > steps:  # done (a refusal was reported already)
            self.accept()
