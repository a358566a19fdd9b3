"""GM controls for what the players' screen shows of one combatant."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..model import operations as ops
from ..model.combatant import HP_POLICIES, Combatant
from ..model.encounter import Change
from .document import EncounterDocument


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
        self.hp_combo.setToolTip(self.tr(
            "Exact: \"HP 7/12\". Band: one word such as \"wounded\". Hidden: no HP at all."))
        form.addRow(self.tr("HP display:"), self.hp_combo)

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
        self.doc.run(lambda: QCoreApplication.translate("VisibilityPanel", "Change HP display"), ops.set_visibility, c.id, hp=policy)

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

    def _refresh(self) -> None:
        c = self.combatant()
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
