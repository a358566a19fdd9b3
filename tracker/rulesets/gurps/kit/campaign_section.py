"""The detail panel's campaign section for the selected combatant: half-werewolf (V4), meals
(V6), heat and cold (V8) and infected wounds (V7), each while its rule module is on."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tracker.model.combatant import Combatant
from tracker.model.encounter import Encounter
from tracker.rulesets.gurps.rules.modules import operations as mops
from tracker.rulesets.gurps.rules.modules.climate_module import MODULE as CLIMATE
from tracker.rulesets.gurps.rules.modules.hunger_module import MODULE as HUNGER
from tracker.rulesets.gurps.rules.modules.infection_module import MODULE as INFECTION
from tracker.rulesets.gurps.rules.modules.moon_module import MODULE as MOON
from tracker.ui.document import EncounterDocument
from tracker.ui.typography import list_sep
from tracker.ui.user_text import plain

from . import campaign_text as ct
from .infection_view import course_text, effects_text, stage_text
from .texts import combatant_location_name as location_name

translate = QCoreApplication.translate
SECTION_MODULES = (MOON.info.id, HUNGER.info.id, INFECTION.info.id, CLIMATE.info.id)


def werewolf_effects(enc: Encounter, c: Combatant) -> str:
    """What the moon does to ``c`` now ("" when nothing: not a half-werewolf, no moon)."""
    fx = MOON.effects(enc, c)
    if fx is None:
        return ""
    return ct.werewolf_text(fx.animal, fx.reaction, fx.bestial)


def join(items: list[str]) -> str:
    """"a, b, c" in the UI language's way of listing ("a、b、c")."""
    return list_sep().join(items)


def exposure_summary(c: Combatant) -> str:
    s = CLIMATE.exposure(c)
    out: list[str] = []
    for key, text in (("overweight", translate("CampaignSection", "overweight")),
                      ("fat", translate("CampaignSection", "fat")),
                      ("albino", translate("CampaignSection", "albino")),
                      ("heavy_armor", translate("CampaignSection", "heavy armor"))):
        if getattr(s, key):
            out.append(text)
    if s.armor_dr or s.encumbrance:
        out.append(translate("CampaignSection", "DR %1, encumbrance %2").replace(
            "%1", str(s.armor_dr)).replace("%2", str(s.encumbrance)))
    if s.gear:
        out.append(ct.name("gear", s.gear))
    if s.clothes:
        out.append(ct.name("clothes", s.clothes))
    if s.albino and not s.sun_protected:
        out.append(translate("CampaignSection", "unprotected in the sun"))
    if s.survival_heat is not None:
        out.append(translate("CampaignSection", "Survival (heat) %1").replace(
            "%1", str(s.survival_heat)))
    if s.survival_cold is not None:
        out.append(translate("CampaignSection", "Survival (cold) %1").replace(
            "%1", str(s.survival_cold)))
    return join(out) or translate("CampaignSection", "nothing special")


class CampaignSection(QWidget):
    """One combatant's campaign conditions, with the GM's controls."""

    def __init__(self, doc: EncounterDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.cid: str | None = None
        self.setObjectName("campaignSection")
        self.title = QLabel()
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 4, 0, 0)
        lay.addWidget(self.title)
        grid = QGridLayout()
        grid.setContentsMargins(0, 0, 0, 0)
        lay.addLayout(grid)

        self.werewolf = QCheckBox()
        self.werewolf.toggled.connect(lambda on: self.set_werewolf(on=on))
        self.werewolf_public = QCheckBox()
        self.werewolf_public.toggled.connect(lambda on: self.set_werewolf(public=on))
        self.werewolf_label = plain(QLabel())
        self.werewolf_label.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(self.werewolf)
        row.addWidget(self.werewolf_public)
        row.addStretch(1)
        self.werewolf_row = QWidget()
        wl = QVBoxLayout(self.werewolf_row)
        wl.setContentsMargins(0, 0, 0, 0)
        wl.addLayout(row)
        wl.addWidget(self.werewolf_label)
        grid.addWidget(self.werewolf_row, 0, 0, 1, 3)

        self.meals_label = plain(QLabel())
        self.meals_label.setWordWrap(True)
        self.ate_button = QPushButton()
        self.ate_button.clicked.connect(lambda: self.mark_meal(True))
        self.missed_button = QPushButton()
        self.missed_button.clicked.connect(lambda: self.mark_meal(False))
        grid.addWidget(self.meals_label, 1, 0)
        grid.addWidget(self.ate_button, 1, 1)
        grid.addWidget(self.missed_button, 1, 2)

        self.exposure_label = plain(QLabel())
        self.exposure_label.setWordWrap(True)
        self.exposure_button = QPushButton()
        self.exposure_button.clicked.connect(self.open_exposure)
        grid.addWidget(self.exposure_label, 2, 0, 1, 2)
        grid.addWidget(self.exposure_button, 2, 2)

        self.infection_label = QLabel()
        self.infection_label.setWordWrap(True)
        self.infection_label.setTextFormat(Qt.TextFormat.RichText)
        self.infection_button = QPushButton()
        self.infection_button.clicked.connect(self.open_infection)
        grid.addWidget(self.infection_label, 3, 0, 1, 2)
        grid.addWidget(self.infection_button, 3, 2)
        grid.setColumnStretch(0, 1)
        self.dialog: QWidget | None = None

        # encounter-wide changes (the moon, a module turned off) bear on the combatant too
        doc.changed.connect(self.refresh)
        doc.reset.connect(self.refresh)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText("<b>" + self.tr("Campaign") + "</b>")
        self.werewolf.setText(self.tr("Half-werewolf"))
        self.werewolf_public.setText(self.tr("Players see the moon's effects"))
        self.ate_button.setText(self.tr("Ate"))
        self.ate_button.setToolTip(self.tr("The oldest meal to mark (or today's next) was "
                                           "eaten"))
        self.missed_button.setText(self.tr("Missed"))
        self.missed_button.setToolTip(self.tr("The oldest meal to mark (or today's next) was "
                                              "missed: 1 FP, from the fourth in a row 1 HP "
                                              "too"))
        self.exposure_button.setText(self.tr("Heat and cold…"))
        self.infection_button.setText(self.tr("Infection…"))
        self.infection_button.setToolTip(self.tr("No Blood, ST, dominant hand, Rapid "
                                                 "Healing"))
        self.refresh()

    def changeEvent(self, e: QEvent) -> None:
        if e.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(e)

    def show_combatant(self, cid: str | None) -> None:
        self.cid = cid
        self.refresh()

    def refresh(self, *_args: Any) -> None:
        enc = self.doc.encounter
        c = enc.combatants.get(self.cid) if self.cid else None
        on = {m: m in enc.modules for m in SECTION_MODULES}
        self.setVisible(c is not None and any(on.values()))
        if c is None:
            return
        self.werewolf_row.setVisible(on[MOON.info.id])
        for w in (self.meals_label, self.ate_button, self.missed_button):
            w.setVisible(on[HUNGER.info.id])
        for w in (self.exposure_label, self.exposure_button):
            w.setVisible(on[CLIMATE.info.id])
        for w in (self.infection_label, self.infection_button):
            w.setVisible(on[INFECTION.info.id])
        if on[MOON.info.id]:
            traits = MOON.traits(c)
            for box, value in ((self.werewolf, traits.half_werewolf),
                               (self.werewolf_public, traits.public)):
                box.blockSignals(True)
                box.setChecked(value)
                box.blockSignals(False)
            self.werewolf_public.setEnabled(traits.half_werewolf)
            fx = werewolf_effects(enc, c)
            self.werewolf_label.setText(fx)
            self.werewolf_label.setVisible(bool(fx))
        if on[HUNGER.info.id]:
            s = HUNGER.hunger(enc, c)
            parts = [self.tr("Meals to mark: %1").replace("%1", str(len(s.due)))]
            if s.missed_in_row:
                parts.append(self.tr("missed in a row: %1").replace(
                    "%1", str(s.missed_in_row)))
            if s.fp_lost or s.hp_lost:
                parts.append(self.tr("hunger holds %1 FP, %2 HP").replace(
                    "%1", str(s.fp_lost)).replace("%2", str(s.hp_lost)))
            self.meals_label.setText(" · ".join(parts))
        if on[CLIMATE.info.id]:
            self.exposure_label.setText(self.tr("Heat and cold: %1").replace(
                "%1", exposure_summary(c)))
        if on[INFECTION.info.id]:
            self.infection_label.setText(self._infection_text(enc, c))

    def _infection_text(self, enc: Encounter, c: Combatant) -> str:
        inf = INFECTION.infections(c)
        lines = []
        for w in inf.wounds:
            where = location_name(enc, c.id, w.where)
            detail = " · ".join(x for x in (stage_text(w), course_text(w), effects_text(w))
                                if x)
            lines.append(self.tr("%1: %2").replace("%1", f"<b>{_esc(where)}</b>").replace(
                "%2", _esc(detail)))
        if not lines:
            lines.append(_esc(self.tr("No infected wounds")))
        if inf.no_blood:
            lines.append(_esc(self.tr("No Blood: no infection roll")))
        if inf.ht_lost:
            lines.append(_esc(self.tr("HT for rolls: %1 (of %2)").replace(
                "%1", str(c.sheet.ht - inf.ht_lost)).replace("%2", str(c.sheet.ht))))
        return "<br>".join(lines)

    # -- actions ------------------------------------------------------------------------------
    def _name(self) -> str:
        return self.doc.encounter.combatants[self.cid].name if self.cid else ""

    def set_werewolf(self, on: bool | None = None, public: bool | None = None) -> Any:
        if self.cid is None:
            return None
        name = self._name()
        return self.doc.run(
            lambda: QCoreApplication.translate("CampaignSection", "Half-werewolf: {0}").format(
                name), mops.set_half_werewolf, self.cid, on, public)

    def mark_meal(self, ate: bool) -> Any:
        if self.cid is None:
            return None
        name = self._name()

        def text() -> str:
            if ate:
                return QCoreApplication.translate("CampaignSection", "{0} ate").format(name)
            return QCoreApplication.translate("CampaignSection", "{0} missed a meal").format(
                name)

        return self.doc.run(text, mops.mark_meal, self.cid, ate)

    def open_exposure(self) -> None:
        from .campaign_dialogs import ExposureDialog

        if self.cid is not None:
            self._open(ExposureDialog(self.doc, self.cid, self.window()))

    def open_infection(self) -> None:
        from .campaign_dialogs import InfectionProfileDialog

        if self.cid is not None:
            self._open(InfectionProfileDialog(self.doc, self.cid, self.window()))

    def _open(self, dlg: QWidget) -> None:
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.dialog = dlg
        dlg.open()


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
