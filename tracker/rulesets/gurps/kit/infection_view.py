"""Infected wounds (V7) in the recovery dock, beside the crippled parts: who, where, how far
the disease has come, what it holds and has taken, and the cure."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tracker.model.encounter import Change, Encounter
from tracker.ui.document import EncounterDocument

from . import campaign_text as ct
from .texts import combatant_location_name as location_name

if TYPE_CHECKING:
    from tracker.rulesets.gurps.rules.modules.infection import InfectionState

translate = QCoreApplication.translate
#: the V7 rule module's id (infection_module.ID): the module itself loads only when it is on
ID = "gurps.infection"


def stage_text(w: InfectionState) -> str:
    return ct.name("stage", w.stage)


def course_text(w: InfectionState) -> str:
    """How far the disease has come and what comes next."""
    from tracker.rulesets.gurps.rules.modules import infection

    if w.stage == "incubating":
        hours = max(1, -(-(infection.ONSET - w.elapsed) // 60))
        return translate("InfectionView", "fever in %1 h").replace("%1", str(hours))
    if w.stage == "cured":
        if w.ht_lost:
            return translate("InfectionView", "cured; HT back in %1 days").replace(
                "%1", str(w.ht_lost))
        return translate("InfectionView", "cured")
    nxt = infection.ONSET + (w.days + 1) * 24 * 60 - w.elapsed
    return translate("InfectionView", "day %1 of the disease; next loss in %2 h").replace(
        "%1", str(w.days + 1)).replace("%2", str(max(1, -(-nxt // 60))))


def effects_text(w: InfectionState) -> str:
    """What the wound holds now and has taken for good."""
    out = []
    if w.ht_lost:
        out.append(translate("InfectionView", "HT %1").replace("%1", ct.signed(-w.ht_lost)))
    if w.fp_kept:
        out.append(translate("InfectionView", "%1 FP held").replace("%1", str(w.fp_kept)))
    if w.roll_penalty:
        out.append(translate("InfectionView", "%1 to all rolls").replace(
            "%1", ct.signed(w.roll_penalty)))
    if w.stunned:
        out.append(translate("InfectionView", "physically stunned"))
    if w.iq_lost:
        out.append(translate("InfectionView", "IQ %1 for good").replace("%1", ct.signed(-w.iq_lost)))
    if w.st_lost:
        out.append(translate("InfectionView", "ST %1 for good").replace("%1", ct.signed(-w.st_lost)))
    if w.impotent:
        out.append(translate("InfectionView", "impotent"))
    if w.appearance:
        out.append(translate("InfectionView", "Appearance %1").replace("%1", ct.signed(w.appearance)))
    if w.part == "lost":
        out.append(translate("InfectionView", "the part is lost for good"))
    elif w.part == "kept":
        out.append(translate("InfectionView", "the part will heal"))
    return " · ".join(out)


def rows(enc: Encounter) -> list[tuple[str, int, InfectionState]]:
    """(combatant id, wound index, wound) of every infected wound, in turn order."""
    if ID not in enc.modules:
        return []
    from tracker.rulesets.gurps.rules.modules.infection_module import MODULE as INFECTION

    # only those with wounds are read (3,000 combatants read after every action: 30 ms)
    return [(c.id, i, w) for c in enc.ordered() if (c.ext.get(ID) or {}).get("wounds")
            for i, w in enumerate(INFECTION.infections(c).wounds)]


class InfectionRows(QWidget):
    """The infected wounds table with its Cure button; hidden while there are none."""

    def __init__(self, doc: EncounterDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.doc = doc
        self._rows: list[tuple[str, int, InfectionState]] = []
        self.title = QLabel(self)
        self.table = QTableWidget(0, 5, self)
        self.table.setObjectName("infections")
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.setAlternatingRowColors(True)
        hh = self.table.horizontalHeader()
        hh.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        hh.setStretchLastSection(True)
        self.cure_button = QPushButton(self)
        self.cure_menu = QMenu(self)
        self.cure_button.setMenu(self.cure_menu)
        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.cure_button)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addLayout(top)
        lay.addWidget(self.table, 1)
        self.table.itemSelectionChanged.connect(self._update_button)
        doc.changed.connect(self.refresh)
        doc.reset.connect(self.refresh)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText("<b>" + self.tr("Infected wounds (V7)") + "</b>")
        self.table.setHorizontalHeaderLabels([
            self.tr("Combatant"), self.tr("Wound"), self.tr("Stage"), self.tr("Course"),
            self.tr("Holds and took")])
        self.cure_button.setText(self.tr("Cure…"))
        self.cure_button.setToolTip(self.tr("End the selected infection: what it took for "
                                            "good stays, the held FP come back with rest"))
        self.cure_menu.clear()
        for how, text in (("spell", self.tr("A Cure spell")),
                          ("hospital", self.tr("The hunters' hospital")),
                          ("gm", self.tr("The GM says so"))):
            act = self.cure_menu.addAction(text)
            act.triggered.connect(lambda _=False, h=how: self.cure_selected(h))
        self.refresh()

    def changeEvent(self, e: QEvent) -> None:
        if e.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(e)

    def refresh(self, _change: Change | None = None) -> None:
        enc = self.doc.encounter
        selected = self.selected()
        self._rows = rows(enc)
        self.table.setRowCount(len(self._rows))
        for r, (cid, _i, w) in enumerate(self._rows):
            c = enc.combatants[cid]
            cells = (c.name, location_name(enc, cid, w.where), stage_text(w),
                     course_text(w), effects_text(w))
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if w.stage == "cured":
                    item.setForeground(self.palette().placeholderText())
                self.table.setItem(r, col, item)
            if (cid, _i) == selected:
                self.table.selectRow(r)
        self.setVisible(bool(self._rows))
        self._update_button()

    def selected(self) -> tuple[str, int] | None:
        row = self.table.currentRow()
        if not 0 <= row < len(self._rows) or not self.table.selectionModel().hasSelection():
            return None
        cid, i, _w = self._rows[row]
        return cid, i

    def _update_button(self) -> None:
        sel = self.selected()
        ok = sel is not None and self._rows[self.table.currentRow()][2].stage != "cured"
        self.cure_button.setEnabled(ok)

    def cure_selected(self, how: str) -> object:
        sel = self.selected()
        if sel is None:
            return None
        cid, index = sel
        name = self.doc.encounter.combatants[cid].name
        return self.doc.run(
            lambda: translate("InfectionView", "Cure {0}").format(name),
            _cure_infection(), cid, index, how)


def _cure_infection():
    from tracker.rulesets.gurps.rules.modules import operations as mops

    return mops.cure_infection
