"""Where the detail panel's campaign section goes: the section (and the V4–V8 rule modules it
needs) is built the first time an encounter has one of them on, not at start-up: most
encounters never do."""

from __future__ import annotations

from PySide6.QtWidgets import QVBoxLayout, QWidget

from tracker.ui.document import EncounterDocument

#: the rule modules the section shows (campaign_section.SECTION_MODULES, by id)
SECTION_MODULE_IDS = ("gurps.moon", "gurps.hunger", "gurps.infection", "gurps.climate")


class CampaignSlot(QWidget):
    def __init__(self, doc: EncounterDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.section: QWidget | None = None
        self._cid: str | None = None
        QVBoxLayout(self).setContentsMargins(0, 0, 0, 0)
        doc.changed.connect(self._build_if_wanted)
        self._build_if_wanted()

    def _build_if_wanted(self, *_args: object) -> None:
        if self.section is not None:
            return
        if not any(mid in self.doc.encounter.modules for mid in SECTION_MODULE_IDS):
            self.hide()
            return
        from .campaign_section import CampaignSection

        self.section = CampaignSection(self.doc)
        self.layout().addWidget(self.section)
        self.show()
        self.section.show_combatant(self._cid)

    def show_combatant(self, cid: str | None) -> None:
        self._cid = cid
        if self.section is not None:
            self.section.show_combatant(cid)
