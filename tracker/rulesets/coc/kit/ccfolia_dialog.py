"""Investigators from CCFolia pieces (files or the clipboard): a preview of what will be
added, with the importer's warnings, then one undoable import.

Pieces that cannot be read are listed with the reason and never stop the others (a file may
hold several); a weapon whose skill the importer could not find gets a skill and a class field
in the 注意 column, a gun whose shots a round the piece does not give a shots field. Nothing is added until the keeper presses the add button, and then every
checked character joins in one :func:`~tracker.model.operations.add_combatants` (names
already taken are numbered)."""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tracker.model import operations as ops
from tracker.model.combatant import SIDES
from tracker.model.errors import TrackerError
from tracker.model.files import read_text
from tracker.rulesets.coc.rules.ccfolia import (
    MAX_CAPACITY,
    WARNINGS,
    Piece,
    link_weapon,
    make_piece,
    read_pieces,
)
from tracker.rulesets.coc.rules.ccfolia_lines import default_class
from tracker.rulesets.coc.rules.firearms import MAX_SHOTS
from tracker.rulesets.coc.rules.weapons import FIREARM, WEAPON_CLASSES
from tracker.ui.document import EncounterDocument
from tracker.ui.explain_text import side_name
from tracker.ui.file_errors import file_error_text
from tracker.ui.user_text import plain

from .page_words import track_word
from .texts import coc_name

_CONTEXT = "CcfoliaImport"
COL_NAME, COL_SIDE, COL_HP, COL_SAN, COL_SKILLS, COL_WARN = range(6)
# -- strings for pyside6-lupdate (the importer's warnings, translated by key) -----------------
_WARNING_SOURCES = (
    QT_TRANSLATE_NOOP("CcfoliaImport", "HP max {value} differs from {derived} = (CON {con} + SIZ {siz}) ÷ 2 rounded up: kept as an override"),  # noqa: E501
    QT_TRANSLATE_NOOP("CcfoliaImport", "MP max {value} differs from {derived} = POW: kept as an override"),  # noqa: E501
    QT_TRANSLATE_NOOP("CcfoliaImport", "SAN max {value} differs from {derived} = 99 − {mythos} (Cthulhu Mythos): kept as an override"),  # noqa: E501
    QT_TRANSLATE_NOOP("CcfoliaImport", "DB {value} differs from {derived} (STR+SIZ = {total}): kept as an override"),  # noqa: E501
    QT_TRANSLATE_NOOP("CcfoliaImport", "{value} is not a 6th-edition skill: kept as a skill of its own"),  # noqa: E501
    QT_TRANSLATE_NOOP("CcfoliaImport", "{value} does not say its style: read as {skill} (a guess: check it in the sheet editor)"),  # noqa: E501
    QT_TRANSLATE_NOOP("CcfoliaImport", "{value}: a {{…}} in it names no param or status of the piece: skipped"),  # noqa: E501
    QT_TRANSLATE_NOOP("CcfoliaImport", "{value}: the skill this weapon is rolled with is not known: set its skill and class (until then: no skill, blunt)"),  # noqa: E501
    QT_TRANSLATE_NOOP("CcfoliaImport", "{value}: the piece does not say how many shots a round it fires or how many rounds it holds: set them here (until then: 1 a round, rounds not counted; a gun of 2 or more gets its round-start place, C12)"),  # noqa: E501
    QT_TRANSLATE_NOOP("CcfoliaImport", "{value}: a damage line of no weapon: skipped"),
    QT_TRANSLATE_NOOP("CcfoliaImport", "{value}: not a damage expression ({reason}): skipped"),
    QT_TRANSLATE_NOOP("CcfoliaImport", "7th-edition piece: characteristics divided by 5 to the 6th-edition scale ({value})"),  # noqa: E501
    QT_TRANSLATE_NOOP("CcfoliaImport", "7th-edition piece: HP, MP and DB recomputed on the 6th-edition scale: HP max {hp} (the piece: {piece_hp}), MP max {mp} (the piece: {piece_mp}), DB {db} (the piece: {piece_db}); damage taken is kept"),  # noqa: E501
)
# the skills a weapon is rolled with, offered first in the 注意 column's skill field
WEAPON_SKILLS = ("fist", "kick", "grapple", "headbutt", "martial_arts", "throw", "knife", "club",
                 "axe", "handgun", "rifle", "shotgun", "smg", "machine_gun")
_REASONS = {
    "not_json": QT_TRANSLATE_NOOP("CcfoliaImport", "not JSON"),
    "not_character": QT_TRANSLATE_NOOP("CcfoliaImport", "not a CCFolia character piece"),
    "no_name": QT_TRANSLATE_NOOP("CcfoliaImport", "the character has no name"),
    "number_too_long": QT_TRANSLATE_NOOP("CcfoliaImport", "a number has more than {limit} digits"),
}


def _gun_fields(cls: QComboBox, fields: tuple[QSpinBox, ...]) -> None:
    """A gun's shots and rounds are asked only of a firearm."""
    for f in fields:
        f.setEnabled(cls.currentData() == FIREARM)


def warning_text(key: str, args: dict[str, Any]) -> str:
    return QCoreApplication.translate(_CONTEXT, WARNINGS[key]).format(**args)


def reason_text(err: TrackerError) -> str:
    """Why a piece was refused, in the UI language (the importer's detail where it has one)."""
    if err.code in _REASONS:
        head = QCoreApplication.translate(_CONTEXT, _REASONS[err.code])
        if err.code == "number_too_long":
            return head.format(limit=f"{err.args_['limit']:,}")
        return head if err.code != "not_json" else f"{head} ({err})"
    return str(err)


def read_sources(sources: Sequence[tuple[str, str]]) -> tuple[list[Piece], list[tuple[str, str]]]:
    """The pieces of ``sources`` ((where, text) pairs; a text may hold several) and the
    (where, reason) of the bad ones."""
    pieces: list[Piece] = []
    bad: list[tuple[str, str]] = []
    for where, text in sources:
        try:
            found = read_pieces(text)
        except TrackerError as exc:
            bad.append((where, reason_text(exc)))
            continue
        for p in found:
            if isinstance(p, TrackerError):
                bad.append((where, reason_text(p)))
            else:
                pieces.append(p)
    return pieces, bad


class PieceImportDialog(QDialog):
    """The preview of pieces read from ``sources``; Add imports the checked characters."""

    def __init__(self, doc: EncounterDocument, sources: Sequence[tuple[str, str]],
                 parent: QWidget | None = None,
                 unreadable: Sequence[tuple[str, str]] = ()) -> None:
        super().__init__(parent)
        self.doc = doc
        self.setObjectName("PieceImportDialog")
        self.setWindowTitle(self.tr("Import characters from CCFolia pieces"))
        self.setSizeGripEnabled(True)
        self.pieces, self.failures = read_sources(sources)
        self.failures = [*unreadable, *self.failures]
        self.result_ids: list[str] = []
        self.side_combos: list[QComboBox] = []
        # row -> [(weapon index, its skill, class and shots fields or None)]
        self.weapon_fields: dict[int, list[tuple[int, Any, Any, Any]]] = {}

        self.summary = plain(QLabel())
        self.summary.setWordWrap(True)
        self.table = QTableWidget(len(self.pieces), 6)
        self.table.setHorizontalHeaderLabels([self.tr("Name"), self.tr("Side"), track_word("hp"),
                                              track_word("san"), self.tr("Skills"),
                                              self.tr("Warnings")])
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(COL_NAME,
                                                           QHeaderView.ResizeMode.Stretch)
        self.warnings = QListWidget()
        self.warnings.setWordWrap(True)
        self.warnings_label = plain(QLabel())
        self.errors_label = QLabel(self.tr("These cannot be imported:"))
        self.errors = QListWidget()
        self.buttons = QDialogButtonBox()
        self.ok_button = self.buttons.addButton(self.tr("&Add"),
                                                QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self._ok)
        self.buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.summary)
        lay.addWidget(self.table, 2)
        lay.addWidget(self.warnings_label)
        lay.addWidget(self.warnings, 1)
        lay.addWidget(self.errors_label)
        lay.addWidget(self.errors, 1)
        lay.addWidget(self.buttons)
        self._fill()
        self.table.currentCellChanged.connect(lambda row, *_: self._show_warnings(row))
        self.table.itemChanged.connect(lambda _item: self._update_ok())
        self.resize(920 if self.weapon_fields else 760, 520)

    def _fill(self) -> None:
        self.table.blockSignals(True)
        for row, p in enumerate(self.pieces):
            name = QTableWidgetItem(p.name)  # plain text, never HTML
            name.setFlags(name.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            name.setCheckState(Qt.CheckState.Checked)
            self.table.setItem(row, COL_NAME, name)
            combo = QComboBox()
            for side in SIDES:
                combo.addItem(side_name(side), side)
            combo.setCurrentIndex(combo.findData("pc"))
            self.side_combos.append(combo)
            self.table.setCellWidget(row, COL_SIDE, combo)
            s = p.sheet
            for col, text in ((COL_HP, f"{s.hp}/{s.max_hp}"), (COL_SAN, f"{s.san}/{s.max_san}"),
                              (COL_SKILLS, str(len(s.skills or {}))),
                              (COL_WARN, str(len(p.notes)) if p.notes else "")):
                item = QTableWidgetItem(text)
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                self.table.setItem(row, col, item)
            if p.unlinked or p.shots_unknown:  # the count moves into the cell's fields
                self.table.item(row, COL_WARN).setText("")
                self.table.setCellWidget(row, COL_WARN, self._weapon_cell(row, p))
        self.table.blockSignals(False)
        if self.weapon_fields:
            self.table.horizontalHeader().setSectionResizeMode(
                COL_WARN, QHeaderView.ResizeMode.ResizeToContents)
            self.table.resizeRowsToContents()
        for where, reason in self.failures:
            self.errors.addItem(f"{where}: {reason}")
        self.errors_label.setVisible(bool(self.failures))
        self.errors.setVisible(bool(self.failures))
        n, bad = len(self.pieces), len(self.failures)
        text = (self.tr("1 character read.") if n == 1 else
                self.tr("{0} characters read.").format(n))
        if bad:
            text += " " + (self.tr("1 piece cannot be imported (listed below).") if bad == 1
                           else self.tr("{0} pieces cannot be imported (listed below).")
                           .format(bad))
        self.summary.setText(text)
        if self.pieces:
            self.table.setCurrentCell(0, COL_NAME)
        self._show_warnings(0)
        self._update_ok()

    def _weapon_cell(self, row: int, p: Piece) -> QWidget:
        """The 注意 cell of a piece with weapons the keeper is asked about: the count of
        warnings and, for each such weapon, a skill field and a class field (the skill sets
        the class) when its skill is not known, a shots-a-round field when a gun's are not."""
        cell = QWidget()
        lay = QVBoxLayout(cell)
        lay.setContentsMargins(2, 1, 2, 1)
        lay.setSpacing(1)
        lay.addWidget(plain(QLabel(str(len(p.notes)))))
        fields = []
        for index in sorted({*p.unlinked, *p.shots_unknown}):
            w = p.sheet.weapons[index]
            line = QHBoxLayout()
            line.addWidget(plain(QLabel(w.name)))
            skill = cls = shots = capacity = None
            if index in p.unlinked:
                skill, cls = self._skill_field(p), QComboBox()
                cls.setObjectName("weapon_class")
                for c in WEAPON_CLASSES:
                    cls.addItem(coc_name(c), c)
                cls.setCurrentIndex(cls.findData(w.cls))
                skill.currentIndexChanged.connect(
                    lambda _i, s=skill, c=cls: s.currentData() and c.setCurrentIndex(
                        c.findData(default_class(s.currentData(), c.currentData()))))
                line.addWidget(skill, 1)
                line.addWidget(cls)
            if index in p.shots_unknown or index in p.unlinked:
                # a gun the importer could not name (ニューナンブM60): once its class is a
                # firearm, its shots a round and rounds are asked too
                shots = QSpinBox()
                shots.setObjectName("weapon_shots")
                shots.setRange(1, MAX_SHOTS)
                shots.setValue(w.shots)
                shots.setSuffix(self.tr(" a round"))
                shots.setToolTip(self.tr("Shots a round (C12: 2 or more give the round-start "
                                         "place, 3 the DEX÷2 one too)"))
                line.addWidget(shots)
                capacity = self._capacity_field(w)
                line.addWidget(capacity)
                if cls is not None:
                    cls.currentIndexChanged.connect(
                        lambda _i, c=cls, f=(shots, capacity): _gun_fields(c, f))
                    _gun_fields(cls, (shots, capacity))
            lay.addLayout(line)
            fields.append((index, skill, cls, shots, capacity))
        self.weapon_fields[row] = fields
        return cell

    def _capacity_field(self, w: Any) -> QSpinBox:
        """The rounds a gun the piece does not name holds (ニューナンブM60: 5), loaded in
        full; 0 leaves its rounds uncounted."""
        capacity = QSpinBox()
        capacity.setObjectName("weapon_capacity")
        capacity.setRange(0, MAX_CAPACITY)
        capacity.setValue(w.capacity or 0)
        capacity.setSpecialValueText(self.tr("rounds not counted"))
        capacity.setSuffix(self.tr(" rounds"))
        capacity.setToolTip(self.tr("Rounds the gun holds, loaded in full (a shot spends one, "
                                    "C12; 0: not counted)"))
        return capacity

    def _skill_field(self, p: Piece) -> QComboBox:
        skill = QComboBox()
        skill.setObjectName("weapon_skill")
        skill.addItem(self.tr("(no skill)"), "")
        own = [sid for sid in (p.sheet.skills or {}) if sid in p.sheet.skill_names]
        for sid in (*WEAPON_SKILLS, *own):
            label = p.sheet.skill_names.get(sid) or coc_name(sid)
            skill.addItem(f"{label} ({p.sheet.skill(sid)}%)", sid)
        return skill

    def chosen(self) -> list[int]:
        return [r for r in range(len(self.pieces))
                if self.table.item(r, COL_NAME).checkState() == Qt.CheckState.Checked]

    def entries(self) -> list[dict[str, Any]]:
        out = []
        for row in self.chosen():
            p = self.pieces[row]
            for index, skill, cls, shots, capacity in self.weapon_fields.get(row, ()):
                gun = shots is not None and shots.isEnabled()
                p = link_weapon(p, index,
                                skill=skill.currentData() if skill is not None else None,
                                cls=cls.currentData() if cls is not None else None,
                                shots=shots.value() if gun else None,
                                capacity=capacity.value() if gun else None)
            name = self.table.item(row, COL_NAME).text().strip() or p.name
            out.append({"name": name, "side": self.side_combos[row].currentData(),
                        "sheet": p.sheet, "notes": p.memo})
        return out

    def _show_warnings(self, row: int) -> None:
        self.warnings.clear()
        if not 0 <= row < len(self.pieces):
            self.warnings_label.setText("")
            return
        p = self.pieces[row]
        self.warnings_label.setText(self.tr("Warnings for {0}:").format(p.name) if p.notes
                                    else self.tr("No warnings for {0}.").format(p.name))
        for key, args in p.notes:
            self.warnings.addItem(warning_text(key, args))

    def _update_ok(self) -> None:
        n = len(self.chosen())
        self.ok_button.setEnabled(n > 0)
        self.ok_button.setText(self.tr("&Add 1 character") if n == 1 else
                               self.tr("&Add {0} characters").format(n) if n else
                               self.tr("&Add"))

    def _ok(self) -> None:
        entries = self.entries()
        if not entries:
            return
        count = len(entries)
        result = self.doc.run(lambda: QCoreApplication.translate(
            "CcfoliaImport", "Import {0} characters").format(count), ops.add_combatants, entries)
        if result is None:
            return
        self.result_ids = list(result)
        self.accept()


def _open(window: Any, sources: list[tuple[str, str]],
          unreadable: Sequence[tuple[str, str]] = ()) -> None:
    dlg = PieceImportDialog(window.doc, sources, window, unreadable)
    dlg.accepted.connect(lambda: dlg.result_ids and window.select(dlg.result_ids[0]))
    window.open_dialog(dlg)


def open_piece_files(window: Any, paths: list[str]) -> None:
    """File → Import characters… with ``.json`` pieces (``.jsonl``: one a line)."""
    sources, unreadable = [], []
    for path in paths:
        try:
            sources.append((os.path.basename(path), read_text(path)))
        except TrackerError as exc:
            unreadable.append((os.path.basename(path), file_error_text(exc)))
    _open(window, sources, unreadable)


def paste_piece(window: Any, text: str) -> bool:
    """Ctrl+V on the roster: the preview of a piece on the clipboard (False: no piece)."""
    stripped = text.strip()
    if not stripped.startswith(("{", "[")) or '"character"' not in stripped:
        return False
    _open(window, [(QCoreApplication.translate("CcfoliaImport", "clipboard"), stripped)])
    return True


def copy_piece(window: Any, cid: str) -> None:
    """A combatant's context menu: "Copy as CCFolia piece"."""
    c = window.doc.encounter.combatants.get(cid)
    if c is None:
        return
    from tracker.ui import i18n

    piece = make_piece(c.name, c.sheet, c.notes, i18n.language())
    QGuiApplication.clipboard().setText(json.dumps(piece, ensure_ascii=False))
    window.statusBar().showMessage(QCoreApplication.translate(
        "CcfoliaImport", "{0} copied as a CCFolia piece: paste it into CCFolia.").format(c.name), 6000)
