"""Import characters from GCS files: a preview of what will be added, then one undoable
command.

The preview lists every character with its side (the GM may change it, and the name),
its body plan and HP, and, for the selected one, the importer's warnings, its silhouette
and its portrait. Files that cannot be read are listed with the reason; they never stop the
others. Nothing is added until the GM presses the add button; then every checked character
joins the encounter in one :func:`~tracker.model.operations.add_combatants` (one undo).
"""

from __future__ import annotations

import base64
import binascii
import os
from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tracker.model import operations as ops
from tracker.model.combatant import SIDES
from tracker.rulesets.gurps.rules.gcs import MESSAGES, GcsCharacter, GcsError, Message, import_files
from tracker.ui import i18n
from tracker.ui.document import EncounterDocument
from tracker.ui.user_text import plain, plain_tip

from . import texts as et
from .page_words import track_word
from .silhouette import SilhouetteWidget

COL_NAME, COL_SIDE, COL_BODY, COL_HP, COL_WARN = range(5)
_CONTEXT = "GcsImport"


def message_text(msg: Message) -> str:
    """An importer message in the current language."""
    src = MESSAGES.get(msg.key)
    if src is None:
        return msg.text()
    return msg.text(QCoreApplication.translate(_CONTEXT, src))


class ImportDialog(QDialog):
    """The preview of an import of ``paths``; OK adds the checked characters."""

    def __init__(self, doc: EncounterDocument, paths: Sequence[str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.setObjectName("ImportDialog")
        self.setWindowTitle(self.tr("Import characters from GCS"))
        self.setSizeGripEnabled(True)
        results = import_files(list(paths))
        self.characters: list[GcsCharacter] = [r for r in results if isinstance(r, GcsCharacter)]
        self.failures: list[tuple[str, GcsError]] = [
            (p, r) for p, r in zip(paths, results, strict=True) if isinstance(r, GcsError)]
        # the new combatants' ids after a successful import
        self.result_ids: list[str] = []
        self._build()
        self._fill()

    # -- construction -------------------------------------------------------------------------
    def _build(self) -> None:
        self.summary = plain(QLabel())
        self.summary.setWordWrap(True)
        self.table = QTableWidget(0, 5)
        self.table.setObjectName("importTable")
        self.table.setHorizontalHeaderLabels([
            self.tr("Name"), self.tr("Side"), self.tr("Body plan"), track_word("hp"),
            self.tr("Warnings")])
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                                   | QAbstractItemView.EditTrigger.EditKeyPressed
                                   | QAbstractItemView.EditTrigger.SelectedClicked)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(COL_NAME, QHeaderView.ResizeMode.Stretch)
        for col in (COL_SIDE, COL_BODY, COL_HP, COL_WARN):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        self.table.currentCellChanged.connect(lambda row, *_: self._show_details(row))
        self.table.itemChanged.connect(lambda _item: self._update_ok())

        self.warnings = QListWidget()
        self.warnings.setObjectName("importWarnings")
        self.warnings.setWordWrap(True)
        self.warnings_label = plain(QLabel())
        self.warnings_label.setBuddy(self.warnings)
        self.silhouette = SilhouetteWidget()
        self.silhouette.setMinimumSize(120, 168)
        self.portrait = QLabel()
        self.portrait.setFixedSize(80, 80)
        self.portrait.setAlignment(Qt.AlignmentFlag.AlignCenter)
        details = QWidget()
        dl = QHBoxLayout(details)
        dl.setContentsMargins(0, 0, 0, 0)
        words = QVBoxLayout()
        words.addWidget(self.warnings_label)
        words.addWidget(self.warnings, 1)
        dl.addLayout(words, 3)
        dl.addWidget(self.portrait, 0, Qt.AlignmentFlag.AlignTop)
        dl.addWidget(self.silhouette, 2)

        self.errors_label = QLabel(self.tr("These files cannot be imported:"))
        self.errors = QListWidget()
        self.errors.setObjectName("importErrors")
        self.errors.setWordWrap(True)
        self.errors.setMaximumHeight(64)
        self.errors_label.setBuddy(self.errors)

        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.table)
        split.addWidget(details)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)

        self.all_pc = QPushButton(self.tr("All &PCs"))
        self.all_pc.clicked.connect(lambda: self._set_all_sides("pc"))
        self.all_enemy = QPushButton(self.tr("All &enemies"))
        self.all_enemy.clicked.connect(lambda: self._set_all_sides("enemy"))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = self.buttons.addButton(self.tr("&Add"),
                                                QDialogButtonBox.ButtonRole.AcceptRole)
        self.ok_button.setObjectName("importOk")
        self.buttons.accepted.connect(self._ok)
        self.buttons.rejected.connect(self.reject)
        bottom = QHBoxLayout()
        bottom.addWidget(self.all_pc)
        bottom.addWidget(self.all_enemy)
        bottom.addStretch(1)
        bottom.addWidget(self.buttons)

        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(split, 1)
        layout.addWidget(self.errors_label)
        layout.addWidget(self.errors)
        layout.addLayout(bottom)
        self.resize(860, 680)

    def _fill(self) -> None:
        lang = i18n.language()
        self.table.blockSignals(True)
        self.table.setRowCount(len(self.characters))
        self.side_combos: list[QComboBox] = []
        for row, c in enumerate(self.characters):
            name = QTableWidgetItem(c.display_name)
            name.setFlags(name.flags() | Qt.ItemFlag.ItemIsUserCheckable
                          | Qt.ItemFlag.ItemIsEditable)
            name.setCheckState(Qt.CheckState.Checked)
            name.setToolTip(plain_tip(os.path.basename(c.file)))
            self.table.setItem(row, COL_NAME, name)
            combo = QComboBox()
            for side in SIDES:
                combo.addItem(et.side_name(side), side)
            combo.setCurrentIndex(combo.findData("enemy"))
            combo.setAccessibleName(self.tr("Side of {0}").format(c.display_name))
            self.table.setCellWidget(row, COL_SIDE, combo)
            self.side_combos.append(combo)
            plan = c.plan
            body = plan.name(lang)
            if plan.is_custom:
                body = self.tr("{0} (its own plan)").format(body)
            self._cell(row, COL_BODY, body)
            self._cell(row, COL_HP, str(c.hp), Qt.AlignmentFlag.AlignRight)
            self._cell(row, COL_WARN, str(len(c.warnings)) if c.warnings else "—",
                       Qt.AlignmentFlag.AlignRight)
        self.table.blockSignals(False)
        for path, err in self.failures:
            item = QListWidgetItem(f"{os.path.basename(path)}: {message_text(err.msg)}")
            item.setToolTip(plain_tip(path))
            self.errors.addItem(item)
        self.errors.setVisible(bool(self.failures))
        self.errors_label.setVisible(bool(self.failures))
        self.summary.setText(self._summary())
        if self.characters:
            self.table.setCurrentCell(0, COL_NAME)
        self._show_details(0 if self.characters else -1)
        self._update_ok()

    def _cell(self, row: int, col: int, text: str,
              align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft) -> None:
        item = QTableWidgetItem(text)
        item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
        item.setTextAlignment(align | Qt.AlignmentFlag.AlignVCenter)
        self.table.setItem(row, col, item)

    def _summary(self) -> str:
        n, bad = len(self.characters), len(self.failures)
        text = (self.tr("1 character read.") if n == 1 else
                self.tr("{0} characters read.").format(n))
        if n:
            text += " " + self.tr("Check each one's side and body plan, and uncheck the ones "
                                  "not to add. Nothing is added until you press Add.")
        if bad:
            text += " " + (self.tr("1 file cannot be imported (listed below).") if bad == 1
                           else self.tr("{0} files cannot be imported (listed below).")
                           .format(bad))
        return text

    # -- state --------------------------------------------------------------------------------
    def chosen(self) -> list[int]:
        """Rows whose character will be added (checked)."""
        return [r for r in range(self.table.rowCount())
                if self.table.item(r, COL_NAME).checkState() == Qt.CheckState.Checked]

    def side_of(self, row: int) -> str:
        return self.side_combos[row].currentData()

    def set_side(self, row: int, side: str) -> None:
        self.side_combos[row].setCurrentIndex(self.side_combos[row].findData(side))

    def _set_all_sides(self, side: str) -> None:
        for row in range(len(self.side_combos)):
            self.set_side(row, side)

    def name_of(self, row: int) -> str:
        text = self.table.item(row, COL_NAME).text().strip()
        return text or self.characters[row].display_name

    def entries(self) -> list[dict]:
        """What :func:`add_combatants` gets for the checked rows."""
        out = []
        for row in self.chosen():
            c = self.characters[row]
            notes = "\n".join(message_text(m) for m in c.notes)
            out.append({"name": self.name_of(row), "side": self.side_of(row),
                        "sheet": c.sheet(), "notes": notes})
        return out

    def _update_ok(self) -> None:
        n = len(self.chosen())
        self.ok_button.setEnabled(n > 0)
        self.ok_button.setText(self.tr("&Add 1 character") if n == 1 else
                               self.tr("&Add {0} characters").format(n) if n else
                               self.tr("&Add"))

    def _show_details(self, row: int) -> None:
        self.warnings.clear()
        if not 0 <= row < len(self.characters):
            self.warnings_label.setText("")
            self.silhouette.set_sheet(None)
            self.portrait.clear()
            return
        c = self.characters[row]
        self.warnings_label.setText(self.tr("Warnings for {0}:").format(c.display_name)
                                    if c.warnings else self.tr("No warnings for {0}.")
                                    .format(c.display_name))
        for msg in c.warnings:
            self.warnings.addItem(message_text(msg))
        self.silhouette.set_sheet(c.sheet())
        self.portrait.setPixmap(_portrait(c.portrait, self.portrait.width()))

    # -- OK -----------------------------------------------------------------------------------
    def _ok(self) -> None:
        entries = self.entries()
        if not entries:
            return
        count = len(entries)
        result = self.doc.run(lambda: QCoreApplication.translate(
                                  "ImportDialog", "Import {0} characters").format(count),
                              ops.add_combatants, entries)
        if result is None:  # refused: the document said why; nothing was added
            return
        self.result_ids = list(result)
        self.accept()


def _portrait(data: str | None, size: int) -> QPixmap:
    """The file's embedded portrait, scaled to ``size`` (an empty pixmap when there is none
    or it cannot be decoded)."""
    pix = QPixmap()
    if data:
        try:
            pix.loadFromData(base64.b64decode(data, validate=False))
        except (binascii.Error, ValueError):
            pix = QPixmap()
    if pix.isNull():
        return QPixmap()
    return pix.scaled(size, size, Qt.AspectRatioMode.KeepAspectRatio,
                      Qt.TransformationMode.SmoothTransformation)


def noop_block() -> str:
    """The source of the lupdate block below: ``python -m tracker.rulesets.gurps.kit.import_dialog``
    prints it; paste it over the block when the importer's messages change (a test checks
    that they agree)."""
    return i18n.noop_block(__name__, ("_MESSAGE_SOURCES", _CONTEXT, MESSAGES.values()))


BLOCK_BEGIN = i18n.block_begin(__name__)
BLOCK_END = i18n.BLOCK_END

# --- BEGIN GENERATED lupdate block (python -m tracker.rulesets.gurps.kit.import_dialog) ---
_MESSAGE_SOURCES = (
    QT_TRANSLATE_NOOP("GcsImport", "The file does not exist."),
    QT_TRANSLATE_NOOP("GcsImport", "The file cannot be read ({reason})."),
    QT_TRANSLATE_NOOP("GcsImport", "Not a regular file (a pipe, a device or a socket): it is not read."),
    QT_TRANSLATE_NOOP("GcsImport", "The file is too large ({size} MB): a GCS character file is far smaller."),
    QT_TRANSLATE_NOOP("GcsImport", "Not a GCS character file: it is not text."),
    QT_TRANSLATE_NOOP("GcsImport", "Not a GCS character file: not valid JSON ({detail})."),
    QT_TRANSLATE_NOOP("GcsImport", "Not a GCS character file: its JSON is nested too deeply."),
    QT_TRANSLATE_NOOP("GcsImport", "Not a GCS character file: {detail}."),
    QT_TRANSLATE_NOOP("GcsImport", "GCS file version {version} cannot be read: only version 5 (GCS 5.x) can. Open the file in a current GCS and save it again."),
    QT_TRANSLATE_NOOP("GcsImport", "The file gives no HP (attributes: hp, calc.value)."),
    QT_TRANSLATE_NOOP("GcsImport", "The file gives HP {value}: a combatant needs at least 1 HP."),
    QT_TRANSLATE_NOOP("GcsImport", "The body type has {count} hit locations: at most {limit} can be used."),
    QT_TRANSLATE_NOOP("GcsImport", "The imported values are out of range for an encounter ({detail})."),
    QT_TRANSLATE_NOOP("GcsImport", "The file holds something the importer cannot read ({detail})."),
    QT_TRANSLATE_NOOP("GcsImport", "The file gives no name: called “{name}” after its title."),
    QT_TRANSLATE_NOOP("GcsImport", "The file gives no name: called “{name}” after the file."),
    QT_TRANSLATE_NOOP("GcsImport", "The file gives no FP: FP are taken as HT ({ht})."),
    QT_TRANSLATE_NOOP("GcsImport", "The file gives no {stat}: {value} is used."),
    QT_TRANSLATE_NOOP("GcsImport", "The file gives no Basic Speed: {value} is used."),
    QT_TRANSLATE_NOOP("GcsImport", "{stat} {current} of {maximum}, as the file has it."),
    QT_TRANSLATE_NOOP("GcsImport", "The file has no body type: the humanoid plan is used."),
    QT_TRANSLATE_NOOP("GcsImport", "Body type “{body}” is not one of GCS's standard body types: it becomes a body plan of its own."),
    QT_TRANSLATE_NOOP("GcsImport", "Body type “{body}” is not GCS's standard table of that name: it becomes a body plan of its own."),
    QT_TRANSLATE_NOOP("GcsImport", "Body type “{body}” has the table of GCS's “{standard}”: that built-in plan is used."),
    QT_TRANSLATE_NOOP("GcsImport", "Taken as limbs (from their ids): {locations}."),
    QT_TRANSLATE_NOOP("GcsImport", "Taken as extremities (from their ids): {locations}."),
    QT_TRANSLATE_NOOP("GcsImport", "Taken as eyes (from their ids): {locations}."),
    QT_TRANSLATE_NOOP("GcsImport", "Taken as the standard location their id names (skull, face, neck, torso, vitals, groin): {locations}."),
    QT_TRANSLATE_NOOP("GcsImport", "Taken as torso-like (no limb, extremity or eye in the id): {locations}."),
    QT_TRANSLATE_NOOP("GcsImport", "Sub-locations taken as the kind of the location they belong to: {locations}."),
    QT_TRANSLATE_NOOP("GcsImport", "The file's hit-location table leaves the 3d rolls {rolls} empty: they hit {location}."),
    QT_TRANSLATE_NOOP("GcsImport", "The file's hit-location table runs past 18: {locations} can only be aimed at."),
    QT_TRANSLATE_NOOP("GcsImport", "The file's hit-location table is rolled with {roll}, not 3d: random hits all go to {location}."),
    QT_TRANSLATE_NOOP("GcsImport", "The second roll under {location} ({roll}) cannot be used: its parts can only be aimed at."),
    QT_TRANSLATE_NOOP("GcsImport", "The table under {location} has a table of its own, which is not read: hits there count as {location}."),
    QT_TRANSLATE_NOOP("GcsImport", "{location}: the file's hit penalty {file} differs from the standard {plan}; the standard one is used."),
    QT_TRANSLATE_NOOP("GcsImport", "DR against particular damage types is not applied (see the notes): {list}."),
    QT_TRANSLATE_NOOP("GcsImport", "{location}: the file gives DR {used} and {other}; {used} is used."),
    QT_TRANSLATE_NOOP("GcsImport", "{location}: the file's DR {file} is below the natural DR {bonus} the tracker adds; DR 0 is stored."),
    QT_TRANSLATE_NOOP("GcsImport", "The file gives no DR for {locations}: DR 0."),
    QT_TRANSLATE_NOOP("GcsImport", "Injury Tolerance kinds read from the trait's notes: {kinds}."),
    QT_TRANSLATE_NOOP("GcsImport", "“{trait}” names no Injury Tolerance kind the tracker knows."),
    QT_TRANSLATE_NOOP("GcsImport", "Injury Tolerance “{kind}” is not applied by the tracker."),
    QT_TRANSLATE_NOOP("GcsImport", "“{trait}” changes wounding, shock or survival, and the tracker does not apply it."),
    QT_TRANSLATE_NOOP("GcsImport", "“{trait}” is not applied by the tracker: the combatant heals by rest and natural recovery as anyone does (the GM edits HP by hand)."),
    QT_TRANSLATE_NOOP("GcsImport", "Extra Arms: {count} arms in all; the body plan shows {shown}."),
    QT_TRANSLATE_NOOP("GcsImport", "Extra Legs: {count} legs in all; the body plan shows {shown}."),
    QT_TRANSLATE_NOOP("GcsImport", "“{trait}”: the number of legs cannot be read; legs are as the body plan."),
    QT_TRANSLATE_NOOP("GcsImport", "Extra Head: {count} heads with a brain; the silhouette shows one."),
    QT_TRANSLATE_NOOP("GcsImport", "“{trait}”: brainless extra heads are not counted."),
    QT_TRANSLATE_NOOP("GcsImport", "{trait}: {value} is out of range; {used} is used."),
    QT_TRANSLATE_NOOP("GcsImport", "Both High and Low Pain Threshold are taken: check the file."),
    QT_TRANSLATE_NOOP("GcsImport", "Imported from GCS: {file}"),
    QT_TRANSLATE_NOOP("GcsImport", "DR by damage type (not applied): {list}"),
)
# --- END GENERATED lupdate block ---


if __name__ == "__main__":
    print(noop_block(), end="")
