"""GM controls for what the players' screen shows of one combatant."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..model import operations as ops
from ..model.combatant import HP_POLICIES, TRACK_POLICIES, Combatant
from ..model.encounter import Change
from .document import EncounterDocument
from .kit import kit_for


class VisibilityPanel(QWidget):
    """Shown to players / HP display / alias / Reveal for the combatant given to
    :meth:`show_combatant`. Every user change is one undoable command."""

    def __init__(self, doc: EncounterDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.cid: str | None = None
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)

        self.shown_check = QCheckBox(self.tr("Shown to players"))
        self.shown_check.setToolTip(
            self.tr("Show this combatant on the players' screen"))
        lay.addWidget(self.shown_check)

        form = QFormLayout()
        form.setContentsMargins(0, 0, 0, 0)
        self.hp_combo = QComboBox()
        for key, text in zip(HP_POLICIES, (self.tr("Exact"), self.tr("Band (one word)"),
                                           self.tr("Hidden")), strict=True):
            self.hp_combo.addItem(text, key)
        self.hp_label = QLabel()  # the ruleset's primary track by name (_name_primary)
        form.addRow(self.hp_label, self.hp_combo)
        self._form = form
        #: track id -> the combo of a track other than HP (CoC: MP, SAN), per the ruleset
        self.track_combos: dict[str, QComboBox] = {}
        self._track_rows: list[str] = []

        row = QHBoxLayout()
        self.alias_edit = QLineEdit()
        self.alias_edit.setClearButtonEnabled(True)
        self.alias_edit.setToolTip(
            self.tr("The name the players see (empty: the real name)"))
        row.addWidget(self.alias_edit, 1)
        self.reveal_button = QPushButton(self.tr("Reveal"))
        self.reveal_button.setToolTip(
            self.tr("Show this combatant to the players under its real name"))
        row.addWidget(self.reveal_button)
        form.addRow(self.tr("Alias:"), row)
        lay.addLayout(form)

        self.shown_check.toggled.connect(self._on_shown)
        self.hp_combo.currentIndexChanged.connect(self._on_hp)
        self.alias_edit.editingFinished.connect(self._on_alias)
        self.reveal_button.clicked.connect(self.reveal)
        doc.changed.connect(self._on_changed)
        doc.reset.connect(self._refresh)
        self._refresh()

    # -- public -----------------------------------------------------------------------------
    def show_combatant(self, cid: str | None) -> None:
        self.cid = cid
        self._refresh()

    def combatant(self) -> Combatant | None:
        if self.cid is None:
            return None
        return self.doc.encounter.combatants.get(self.cid)

    def reveal(self) -> None:
        """Show the combatant under its real name (one command)."""
        c = self.combatant()
        if c is None or (c.visibility.shown and not c.visibility.alias):
            return
        self.doc.run(lambda: QCoreApplication.translate("VisibilityPanel", "Reveal to players"), ops.set_visibility, c.id,
                     shown=True, alias="")

    # -- user changes -----------------------------------------------------------------------
    def _on_shown(self, on: bool) -> None:
        c = self.combatant()
        if c is None or c.visibility.shown == on:
            return
        text = ((lambda: QCoreApplication.translate("VisibilityPanel", "Show to players")) if on
                else (lambda: QCoreApplication.translate("VisibilityPanel", "Hide from players")))
        self.doc.run(text, ops.set_visibility, c.id, shown=on)

    def _on_hp(self, index: int) -> None:
        c = self.combatant()
        policy = self.hp_combo.itemData(index)
        if c is None or policy is None or c.visibility.hp == policy:
            return
        track = self._primary_name()
        self.doc.run(lambda: QCoreApplication.translate("VisibilityPanel", "Change {0} display").format(track),
                     ops.set_visibility, c.id, hp=policy)

    def _on_alias(self) -> None:
        c = self.combatant()
        alias = self.alias_edit.text().strip()
        if c is None or c.visibility.alias == alias:
            return
        text = ((lambda: QCoreApplication.translate("VisibilityPanel", "Set alias")) if alias
                else (lambda: QCoreApplication.translate("VisibilityPanel", "Clear alias")))
        self.doc.run(text, ops.set_visibility, c.id, alias=alias)

    # -- model changes ----------------------------------------------------------------------
    def _on_changed(self, change: Change) -> None:
        if change.ids is None or change.structure or (self.cid in change.ids):
            self._refresh()

    def _primary_name(self) -> str:
        """The name of the ruleset's primary track (HP in GURPS, 耐久力 in CoC's Japanese)."""
        enc = self.doc.encounter
        return kit_for(enc).track_label(enc.ruleset.primary_track)

    def _name_primary(self) -> None:
        track = self._primary_name()
        self.hp_label.setText(self.tr("{0} display:").format(track))
        self.hp_combo.setToolTip(self.tr(
            "Exact: \"{0} 7/12\". Band: one word such as \"wounded\". Hidden: none of it.")
            .format(track))

    def _build_tracks(self) -> None:
        """One combo per track besides HP of the encounter's ruleset (rebuilt when a new
        encounter of another ruleset arrives)."""
        enc = self.doc.encounter
        self._name_primary()
        wanted = [t for t in enc.ruleset.track_ids if t != enc.ruleset.primary_track]
        if wanted == self._track_rows:
            return
        for tid in self._track_rows:
            self._form.removeRow(self.track_combos.pop(tid))
        self._track_rows = wanted
        kit = kit_for(enc)
        for tid in wanted:
            combo = QComboBox()
            combo.setObjectName(f"track_{tid}")
            for key, text in zip(TRACK_POLICIES, (self.tr("Shown"), self.tr("Hidden")),
                                 strict=True):
                combo.addItem(text, key)
            label = kit.track_label(tid)
            combo.setToolTip(self.tr("Whether the players' screen shows {0}").format(label))
            combo.currentIndexChanged.connect(lambda i, t=tid: self._on_track(t, i))
            self.track_combos[tid] = combo
            self._form.addRow(self.tr("{0} display:").format(label), combo)

    def _on_track(self, tid: str, index: int) -> None:
        c = self.combatant()
        combo = self.track_combos.get(tid)
        policy = combo.itemData(index) if combo is not None else None
        if c is None or policy is None:
            return
        default = self.doc.encounter.ruleset.track_visibility.get(tid,
                                                                                  "hidden")
        if c.visibility.track(tid, default) == policy:
            return
        label = kit_for(self.doc.encounter).track_label(tid)
        self.doc.run(lambda: QCoreApplication.translate("VisibilityPanel",
                                                        "Change {0} display").format(label),
                     ops.set_visibility, c.id,
                     tracks={tid: None if policy == default else policy})

    def _refresh(self) -> None:
        self._build_tracks()
        c = self.combatant()
        rs = self.doc.encounter.ruleset
        for tid, combo in self.track_combos.items():
            combo.blockSignals(True)
            combo.setEnabled(c is not None)
            if c is None:
                combo.setCurrentIndex(-1)
            else:
                default = rs.track_visibility.get(tid, "hidden")
                combo.setCurrentIndex(combo.findData(c.visibility.track(tid, default)))
            combo.blockSignals(False)
        widgets = (self.shown_check, self.hp_combo, self.alias_edit, self.reveal_button)
        for w in widgets:
            w.blockSignals(True)
        try:
            for w in widgets:
                w.setEnabled(c is not None)
            if c is None:
                self.shown_check.setChecked(False)
                self.hp_combo.setCurrentIndex(-1)
                self.alias_edit.clear()
                self.alias_edit.setPlaceholderText("")
                return
            v = c.visibility
            # an empty alias means the real name: the field shows that, greyed, until typed in
            self.alias_edit.setPlaceholderText(c.name)
            self.shown_check.setChecked(v.shown)
            self.hp_combo.setCurrentIndex(self.hp_combo.findData(v.hp))
            editing = self.alias_edit.hasFocus() and self.alias_edit.isModified()
            if not editing and self.alias_edit.text() != v.alias:
                self.alias_edit.setText(v.alias)
                self.alias_edit.setModified(False)
            self.reveal_button.setEnabled(not v.shown or bool(v.alias))
        finally:
            for w in widgets:
                w.blockSignals(False)

    def keyPressEvent(self, event) -> None:  # noqa: N802
        # Esc in the alias field puts the model's alias back instead of closing anything.
        if event.key() == Qt.Key.Key_Escape and self.alias_edit.hasFocus():
            c = self.combatant()
            self.alias_edit.setText(c.visibility.alias if c else "")
            self.alias_edit.setModified(False)
            return
        super().keyPressEvent(event)
