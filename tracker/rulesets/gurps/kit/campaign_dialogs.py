"""Dialogs of the campaign rules: the infection roll's modifiers (V7), and what about a
combatant bears on the infection and on the heat and cold rolls (V7, V8). Each saves with one
undoable action; a refused value is shown and nothing changes."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from tracker.model.errors import RulesError
from tracker.rulesets.gurps.rules.modules import climate, infection
from tracker.rulesets.gurps.rules.modules import operations as mops
from tracker.rulesets.gurps.rules.modules.climate_module import MODULE as CLIMATE
from tracker.rulesets.gurps.rules.modules.infection_module import MODULE as INFECTION
from tracker.ui.document import EncounterDocument
from tracker.ui.spinboxes import SpinBox

from . import campaign_text as ct
from .texts import combatant_location_name as location_name
from .texts import error_text, render_lines

translate = QCoreApplication.translate


def _buttons(dlg: QDialog) -> QDialogButtonBox:
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                           | QDialogButtonBox.StandardButton.Cancel, dlg)
    box.accepted.connect(dlg.accept)
    box.rejected.connect(dlg.reject)
    return box


def _roll_spin(parent: QWidget, lo: int, hi: int) -> SpinBox:
    """A roll the GM may type; its lowest value minus one reads "Roll for me"."""
    spin = SpinBox(parent)
    spin.setRange(lo - 1, hi)
    spin.setSpecialValueText(translate("CampaignDialogs", "Roll for me"))
    spin.setValue(lo - 1)
    return spin


class _Saving(QDialog):
    """Accept runs the dialog's action; a refusal shows its message and keeps it open."""

    def __init__(self, doc: EncounterDocument, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.error = QLabel(self)
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020")
        self.error.hide()

    def save(self) -> Any:
        raise NotImplementedError

    def accept(self) -> None:
        try:
            self.save()
        except RulesError as exc:
            self.error.setText(error_text(exc))
            self.error.show()
            return
        super().accept()


class InfectionRollDialog(_Saving):
    """The modifiers of a pending infection roll as checkboxes (V7), with the target they
    make; OK saves them (one undo step), the roll itself is made in the checks dock."""

    def __init__(self, doc: EncounterDocument, check_id: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(doc, parent)
        self.check_id = check_id
        enc = doc.encounter
        chk = next(k for k in enc.checks if k.id == check_id)
        c = enc.combatants[chk.combatant]
        m = INFECTION.modifiers(chk)
        self.setWindowTitle(self.tr("Infection roll — %1").replace("%1", c.name))
        self.place = QComboBox(self)
        for env, mod in infection.ENVIRONMENTS.items():
            text = ct.name("environment", env)
            self.place.addItem(f"{text} ({ct.signed(mod)})" if mod else text, env)
        self.place.setCurrentIndex(max(0, self.place.findData(m["environment"])))
        self.disinfected = QCheckBox(self.tr("The wound was disinfected (+3)"), self)
        self.disinfected.setChecked(m["disinfected"])
        self.skill = SpinBox(self)
        self.skill.setRange(0, 30)
        self.skill.setSpecialValueText(self.tr("none"))
        self.skill.setValue(m["treater_skill"] or 0)
        self.kit = QCheckBox(self.tr("A medical kit (+2)"), self)
        self.kit.setChecked(m["medical_kit"])
        self.st = SpinBox(self)
        self.st.setRange(1, 100)
        self.st.setValue(m["st"])
        self.sterilize = QCheckBox(self.tr("The Sterilize spell: no infection"), self)
        self.sterilize.setChecked(m["sterilize"])
        self.location_roll = _roll_spin(self, 3, 18)
        self.side_roll = _roll_spin(self, 1, 6)
        if chk.data.get("location_roll") is not None:
            self.location_roll.setValue(chk.data["location_roll"])
        if chk.data.get("side_roll") is not None:
            self.side_roll.setValue(chk.data["side_roll"])
        self.preview = QLabel(self)
        self.preview.setObjectName("infectionPreview")
        self.preview.setTextFormat(Qt.TextFormat.PlainText)
        self.preview.setWordWrap(True)

        form = QFormLayout()
        form.addRow(self.tr("Where the wound was taken:"), self.place)
        form.addRow(self.disinfected)
        form.addRow(self.tr("First Aid or Physician of whoever disinfected:"), self.skill)
        form.addRow(self.kit)
        form.addRow(self.tr("ST of the wounded:"), self.st)
        form.addRow(self.sterilize)
        form.addRow(self.tr("Where it festers, if infected (3d):"), self.location_roll)
        form.addRow(self.tr("Side, for 7 and 15–16 (1d):"), self.side_roll)
        lay = QVBoxLayout(self)
        wounds = [location_name(enc, c.id, w) for w in chk.data.get("wounds", [])]
        intro = QLabel(self.tr("Bleeding wounds: %1. Set what applies, then roll in the "
                               "Checks dock.").replace("%1", ", ".join(map(str, wounds))), self)
        intro.setWordWrap(True)
        lay.addWidget(intro)
        lay.addLayout(form)
        lay.addWidget(self.preview)
        lay.addWidget(self.error)
        lay.addWidget(_buttons(self))
        self.place.currentIndexChanged.connect(self.update_preview)
        for box in (self.disinfected, self.kit, self.sterilize):
            box.toggled.connect(self.update_preview)
        for spin in (self.skill, self.st):
            spin.valueChanged.connect(self.update_preview)
        self.update_preview()

    def changes(self) -> dict[str, Any]:
        loc = self.location_roll.value()
        side = self.side_roll.value()
        return {"environment": self.place.currentData(),
                "disinfected": self.disinfected.isChecked(),
                "treater_skill": self.skill.value() or None,
                "medical_kit": self.kit.isChecked(), "st": self.st.value(),
                "sterilize": self.sterilize.isChecked(),
                "location_roll": loc if loc >= 3 else None,
                "side_roll": side if side >= 1 else None}

    def update_preview(self) -> None:
        enc = self.doc.encounter
        chk = next((k for k in enc.checks if k.id == self.check_id), None)
        if chk is None:
            return
        trial = type(chk).from_dict(chk.to_dict())
        trial.data.update(self.changes())
        try:
            res = INFECTION.check_result(enc, trial)
        except RulesError as exc:
            self.preview.setText(error_text(exc))
            return
        lines = [x for x in res.explain if x.key not in ("inf.roll", "inf.infected")]
        ht = INFECTION.effective_ht(enc.combatants[chk.combatant])
        head = (self.tr("Sterilized: no roll, no infection.") if res.immune else
                self.tr("HT %1 %2 = %3: roll this or less on 3d.").replace(
                    "%1", str(ht)).replace("%2", ct.signed(res.modifier)).replace(
                    "%3", str(res.target)))
        self.preview.setText("\n".join([head, *render_lines(lines)]))

    def save(self) -> Any:
        enc = self.doc.encounter
        chk = next(k for k in enc.checks if k.id == self.check_id)
        INFECTION.set_modifiers(enc, type(chk).from_dict(chk.to_dict()), self.changes())
        return self.doc.run(
            lambda: QCoreApplication.translate("CampaignDialogs", "Infection roll modifiers"),
            mops.set_infection_modifiers, self.check_id, **self.changes())


class ExposureDialog(_Saving):
    """What about a combatant bears on the heat, cold and sun rolls (V8)."""

    def __init__(self, doc: EncounterDocument, cid: str, parent: QWidget | None = None) -> None:
        super().__init__(doc, parent)
        self.cid = cid
        c = doc.encounter.combatants[cid]
        s = CLIMATE.exposure(c)
        self.setWindowTitle(self.tr("Heat and cold — %1").replace("%1", c.name))
        self.flags: dict[str, QCheckBox] = {}
        for key, text in (("overweight", self.tr("Overweight")), ("fat", self.tr("Fat")),
                          ("albino", self.tr("Albino")),
                          ("heavy_armor", self.tr("Heavy armor")),
                          ("sun_protected", self.tr("Fully protected against the sun"))):
            box = QCheckBox(text, self)
            box.setChecked(getattr(s, key))
            self.flags[key] = box
        self.armor_dr = SpinBox(self)
        self.armor_dr.setRange(0, 100)
        self.armor_dr.setValue(s.armor_dr)
        self.encumbrance = SpinBox(self)
        self.encumbrance.setRange(0, 4)
        self.encumbrance.setValue(s.encumbrance)
        self.gear = QComboBox(self)
        self.gear.addItem(self.tr("none"), None)
        for g, mod in climate.GEAR.items():
            self.gear.addItem(f"{ct.name('gear', g)} ({ct.signed(mod)})", g)
        self.gear.setCurrentIndex(max(0, self.gear.findData(s.gear)))
        self.clothes = QComboBox(self)
        self.clothes.addItem(self.tr("ordinary"), None)
        for k, mod in climate.CLOTHES.items():
            self.clothes.addItem(f"{ct.name('clothes', k)} ({ct.signed(mod)})", k)
        self.clothes.setCurrentIndex(max(0, self.clothes.findData(s.clothes)))
        self.survival_heat = SpinBox(self)
        self.survival_cold = SpinBox(self)
        for spin, value in ((self.survival_heat, s.survival_heat),
                            (self.survival_cold, s.survival_cold)):
            spin.setRange(0, 50)
            spin.setSpecialValueText(self.tr("none"))
            spin.setValue(value or 0)
        form = QFormLayout()
        for key in ("overweight", "fat", "albino", "heavy_armor"):
            form.addRow(self.flags[key])
        form.addRow(self.tr("Armor DR:"), self.armor_dr)
        form.addRow(self.tr("Encumbrance level:"), self.encumbrance)
        form.addRow(self.tr("Against the cold:"), self.gear)
        form.addRow(self.tr("Clothes:"), self.clothes)
        form.addRow(self.flags["sun_protected"])
        form.addRow(self.tr("Survival (desert or urban):"), self.survival_heat)
        form.addRow(self.tr("Survival (arctic or urban):"), self.survival_cold)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(self.error)
        lay.addWidget(_buttons(self))

    def changes(self) -> dict[str, Any]:
        out: dict[str, Any] = {k: b.isChecked() for k, b in self.flags.items()}
        out.update(armor_dr=self.armor_dr.value(), encumbrance=self.encumbrance.value(),
                   gear=self.gear.currentData(), clothes=self.clothes.currentData(),
                   survival_heat=self.survival_heat.value() or None,
                   survival_cold=self.survival_cold.value() or None)
        return out

    def save(self) -> Any:
        c = self.doc.encounter.combatants[self.cid]
        climate.ExposureState.from_dict({**CLIMATE.exposure(c).to_dict(), **self.changes()})
        name = self.doc.encounter.combatants[self.cid].name
        return self.doc.run(
            lambda: QCoreApplication.translate("CampaignDialogs", "Heat and cold: {0}").format(
                name), mops.set_exposure, self.cid, **self.changes())


class InfectionProfileDialog(_Saving):
    """What about a combatant bears on infection (V7): No Blood, ST, the dominant hand,
    female (the table's 18), Rapid Healing."""

    def __init__(self, doc: EncounterDocument, cid: str, parent: QWidget | None = None) -> None:
        super().__init__(doc, parent)
        self.cid = cid
        c = doc.encounter.combatants[cid]
        inf = INFECTION.infections(c)
        self.setWindowTitle(self.tr("Infection — %1").replace("%1", c.name))
        self.no_blood = QCheckBox(self.tr("No Blood: no infection roll"), self)
        self.no_blood.setChecked(inf.no_blood)
        self.st = SpinBox(self)
        self.st.setRange(1, 100)
        self.st.setValue(inf.st)
        self.dominant = QComboBox(self)
        self.dominant.addItem(self.tr("right"), "right")
        self.dominant.addItem(self.tr("left"), "left")
        self.dominant.setCurrentIndex(self.dominant.findData(inf.dominant))
        self.female = QCheckBox(self.tr("Female (an 18 on the table is the face)"), self)
        self.female.setChecked(inf.female)
        self.rapid = QCheckBox(self.tr("Rapid Healing (+5 to keep a crippled part)"), self)
        self.rapid.setChecked(inf.rapid_healing)
        form = QFormLayout()
        form.addRow(self.no_blood)
        form.addRow(self.tr("ST:"), self.st)
        form.addRow(self.tr("Dominant hand:"), self.dominant)
        form.addRow(self.female)
        form.addRow(self.rapid)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(self.error)
        lay.addWidget(_buttons(self))

    def changes(self) -> dict[str, Any]:
        return {"no_blood": self.no_blood.isChecked(), "st": self.st.value(),
                "dominant": self.dominant.currentData(), "female": self.female.isChecked(),
                "rapid_healing": self.rapid.isChecked()}

    def save(self) -> Any:
        c = self.doc.encounter.combatants[self.cid]
        infection.Infections.from_dict({**INFECTION.infections(c).to_dict(), **self.changes()})
        name = c.name
        return self.doc.run(
            lambda: QCoreApplication.translate("CampaignDialogs", "Infection: {0}").format(name),
            mops.set_infection_profile, self.cid, **self.changes())
