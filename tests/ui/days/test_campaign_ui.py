"""The campaign rules (V4–V8) in the GM window: the World dock rolls and sets the world, meals
are marked from the detail panel, a cut offers the infection roll with its modifiers in the
checks dock, heat rolls are resolved there, infected wounds show in the recovery dock, and the
players' screen shows the moon and the weather but never an infection."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QLabel

from tracker.model import operations as ops
from tracker.model import words as words_mod
from tracker.rulesets.gurps.kit import campaign_text
from tracker.rulesets.gurps.kit.campaign_dialogs import (
    ExposureDialog,
    InfectionProfileDialog,
    InfectionRollDialog,
)
from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.rulesets.gurps.rules.modules import operations as mops
from tracker.rulesets.gurps.rules.modules import texts as model_texts
from tracker.rulesets.gurps.rules.modules.climate_module import MODULE as CLIMATE
from tracker.rulesets.gurps.rules.modules.hunger_module import MODULE as HUNGER
from tracker.rulesets.gurps.rules.modules.infection_module import MODULE as INFECTION
from tracker.rulesets.gurps.rules.resolver import Hit
from tracker.rulesets.gurps.rules.ruleset import GURPS
from tracker.ui import i18n, options_text
from tracker.ui.document import EncounterDocument
from tracker.ui.log_text import render_entry, render_explain
from tracker.ui.main_window import MainWindow
from tracker.ui.player_view import PlayerView

AIKO, BRAM = "c1", "c2"  # the demo's PCs; Aiko has DR 4 on the torso, none on the arms


def _window(qtbot, tmp_path, preset: bool = True) -> MainWindow:
    enc = demo_encounter()
    if preset:
        ops.set_modules(enc, GURPS.presets["vampire_hunter"][1])
    doc = EncounterDocument(enc)
    w = MainWindow(doc, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    w.show()
    qtbot.waitExposed(w)
    return w


@pytest.fixture
def window(qtbot, tmp_path):
    i18n.install("en")
    w = _window(qtbot, tmp_path)
    yield w
    w.doc.undo_stack.setClean()
    w.close()
    w.deleteLater()


def world(w):
    return w.kit_widget("world")


def section(w):
    """The campaign section (once built; before that, the place it will go)."""
    slot = w.detail.sections[0]
    return slot.section if slot.section is not None else slot


# -- the World dock -------------------------------------------------------------------------
def test_world_dock_rolls_the_session_and_undo_takes_it_back(window):
    panel = world(window)
    assert panel.moon_label.text() == "Not rolled yet"
    panel.roll_world({"moon": 6, "weather": 1, "season": 2, "temperature": [2, 2, 2]})
    assert panel.moon_label.text() == "Phase 6 — full moon, waning"
    assert "Bestial" in panel.werewolf_label.text()
    assert "an animal at night" in panel.werewolf_label.text()
    assert panel.weather_label.text() == "cloudless"
    assert panel.temp_label.text() == "9 °C, winter — no heat or cold rolls"
    window.doc.undo_stack.undo()
    assert panel.moon_label.text() == "Not rolled yet"
    assert panel.temp_label.text() == "Not rolled yet"


def test_world_dock_sets_moon_weather_and_temperature_with_its_buttons(window):
    panel = world(window)
    panel.phase_spin.setValue(3)
    panel.waxing_box.setChecked(False)
    panel.moon_set.click()
    assert window.doc.encounter.modules["gurps.moon"]["state"] == {"phase": 3, "waxing": False}
    panel.weather_combo.setCurrentIndex(panel.weather_combo.findData("overcast"))
    panel.weather_set.click()
    assert panel.weather_label.text() == "overcast"
    panel.rainy_box.setChecked(True)
    panel.weather_set.click()
    assert "rainy season" in panel.weather_label.text()
    panel.celsius_spin.setValue(27)
    panel.season_combo.setCurrentIndex(panel.season_combo.findData("summer"))
    panel.temp_set.click()
    assert CLIMATE.climate(window.doc.encounter).celsius == 27
    assert "heat rolls due" in panel.temp_label.text()
    assert window.doc.undo_stack.count() == 4
    panel.day_button.click()  # new day: weather and temperature re-rolled, the season stays
    assert CLIMATE.climate(window.doc.encounter).season == "summer"
    texts = [window.doc.undo_stack.text(i) for i in range(window.doc.undo_stack.count())]
    assert texts == ["Set the moon", "Set the weather", "Set the weather",
                     "Set the temperature", "New day"]


def test_world_dock_turns_the_rules_on_and_hides_what_is_off(qtbot, tmp_path):
    i18n.install("en")
    w = _window(qtbot, tmp_path, preset=False)
    try:
        panel = world(w)
        assert panel.off_label.isVisible() and panel.enable_button.isVisible()
        assert not section(w).isVisible()
        # neither the section nor the dock's rule parts are built for a plain encounter
        assert w.detail.sections[0].section is None and not panel.rules_built
        panel.enable_button.click()
        assert set(w.doc.encounter.modules) == set(GURPS.presets["vampire_hunter"][1])
        assert panel.moon_box.isVisible() and not panel.off_label.isVisible()
        w.select(AIKO)
        assert section(w).isVisible()
        w.doc.run("off", ops.set_modules, {"gurps.moon": None})
        assert not panel.moon_box.isVisible() and panel.weather_box.isVisible()
        assert not section(w).werewolf_row.isVisible()
    finally:
        w.doc.undo_stack.setClean()
        w.close()


def test_players_see_moon_and_weather_by_default_and_the_GM_can_hide_them(window, qtbot):
    panel = world(window)
    panel.roll_world({"moon": 1, "weather": 4, "season": 1, "temperature": [1, 2, 3]})
    pv = PlayerView(window.doc)
    qtbot.addWidget(pv)
    text = pv.world_label.text()
    assert "Moon: new moon, waxing" in text and "Weather: thin clouds" in text
    assert "21 °C, summer" in text
    panel.public_checks["public_moon"].setChecked(False)
    assert "Moon" not in pv.world_label.text() and "Weather" in pv.world_label.text()
    panel.public_checks["public_weather"].setChecked(False)
    panel.public_checks["public_temperature"].setChecked(False)
    assert not pv.world_label.isVisibleTo(pv)
    window.doc.undo_stack.undo()
    assert "21 °C" in pv.world_label.text()


def test_the_players_screen_never_shows_an_infection(window, qtbot):
    doc = window.doc
    # summer, 15 + 1 + 2 + 1 = 19 °C: no heat (at 30 °C the 30 hours, with no FP back while
    # the heat lasts, V8 reading, would leave Bram collapsing and very tired on the screen)
    world(window).roll_world({"moon": 6, "weather": 2, "season": 1, "temperature": [1, 2, 1]})
    doc.run("hit", ops.apply_hit, AIKO, Hit(3, "cut", "arm_right"))
    chk = next(k for k in doc.encounter.checks if k.source == "gurps.infection")
    doc.run("loc", mops.set_infection_modifiers, chk.id, location_roll=5)
    doc.run("roll", ops.resolve_check, chk.id, 18)
    doc.run("time", ops.advance_time, 30)  # fever, festering face
    assert INFECTION.infections(doc.encounter.combatants[AIKO]).wounds[0].stage == "fever"
    pv = PlayerView(doc)
    qtbot.addWidget(pv)
    shown = " ".join(lab.text() for lab in pv.findChildren(QLabel))
    for word in ("nfect", "fever", "Face", "Appearance", "stunned", "Heat", "meal", "FP"):
        assert word not in shown, word
    # a half-werewolf's looks only where the GM allows it, per combatant
    window.select(BRAM)
    section(window).werewolf.setChecked(True)
    assert "Half-werewolf" not in " ".join(lab.text() for lab in pv.findChildren(QLabel))
    section(window).werewolf_public.setChecked(True)
    # the full moon of the roll has waned to 5 after the 30 hours: no longer Bestial
    assert pv.cards[BRAM].cond_label.text() == "Half-werewolf: reaction −4"


# -- meals (V6) -----------------------------------------------------------------------------
def test_meals_are_marked_from_the_detail_panel_and_the_world_dock(window):
    doc = window.doc
    window.select(AIKO)
    sec = section(window)
    doc.run("time", ops.advance_time, 24)
    assert sec.meals_label.text().startswith("Meals to mark: 3")
    assert world(window).meals_label.text() == "Meals to mark: 6"
    sec.missed_button.click()
    aiko = doc.encounter.combatants[AIKO]
    assert aiko.sheet.fp == 11
    assert "missed in a row: 1" in sec.meals_label.text()
    assert "hunger holds 1 FP, 0 HP" in sec.meals_label.text()
    sec.ate_button.click()
    assert HUNGER.hunger(doc.encounter, doc.encounter.combatants[AIKO]).due == (2,)
    world(window).ate_button.click()
    assert world(window).meals_label.text() == "Meals to mark: 0"
    assert not world(window).ate_button.isEnabled()
    assert doc.undo_stack.text(doc.undo_stack.count() - 1) == "Everyone ate"
    doc.undo_stack.undo()
    assert world(window).meals_label.text() == "Meals to mark: 4"
    line = next(e for e in doc.encounter.log if e.key == "meal_missed")
    assert render_entry(line, doc.encounter) == (
        "Aiko missed a meal (V6): day 1, FP 12 → 11, HP 12 → 12.")
    assert render_explain(line, doc.encounter)[0] == "[V6] Missed meal (1 in a row): 1 FP."


# -- infection (V7) -------------------------------------------------------------------------
def test_a_cut_offers_the_infection_roll_with_its_modifiers(window, qtbot):
    doc = window.doc
    checks = window.checks_view
    doc.run("hit", ops.apply_hit, AIKO, Hit(3, "cut", "arm_right"))
    (chk,) = [k for k in doc.encounter.checks if k.source == "gurps.infection"]
    assert chk.id in checks.option_buttons and chk.id in checks.roll_buttons
    assert any("infection · HT 12" in lab.text() for lab in checks.findChildren(QLabel))
    checks.option_buttons[chk.id].click()
    dlg = window.findChild(InfectionRollDialog)
    assert dlg is not None and dlg.isVisible()
    assert "HT 12 +0 = 12" in dlg.preview.text()
    dlg.disinfected.setChecked(True)
    dlg.skill.setValue(15)
    dlg.kit.setChecked(True)
    dlg.place.setCurrentIndex(dlg.place.findData("filth"))
    assert dlg.preview.text().startswith("HT 12 +4 = 16")
    assert "[V7] Filth or a filthy foe: -3." in dlg.preview.text()
    dlg.location_roll.setValue(4)
    dlg.accept()
    chk = next(k for k in doc.encounter.checks if k.source == "gurps.infection")
    assert chk.modifier == 4 and chk.data["location_roll"] == 4
    assert any("infection · HT 12 +4 = 16" in lab.text()
               for lab in checks.findChildren(QLabel))
    checks.enter(chk.id, 17)  # fails: the wound festers at the skull
    assert INFECTION.infections(doc.encounter.combatants[AIKO]).wounds[0].location == "skull"
    recovery = window.kit_widget("recovery")
    rows = recovery.infections
    assert rows.isVisibleTo(recovery) and rows.table.rowCount() == 1
    cells = [rows.table.item(0, c).text() for c in range(5)]
    assert cells[:3] == ["Aiko", "Skull", "incubating"] and cells[3] == "fever in 24 h"
    doc.run("time", ops.advance_time, 24)
    cells = [rows.table.item(0, c).text() for c in range(5)]
    assert cells[2] == "fever"
    assert cells[4] == "HT −1 · −2 to all rolls · physically stunned"
    window.select(AIKO)
    assert "Skull" in section(window).infection_label.text()
    assert "HT for rolls: 11 (of 12)" in section(window).infection_label.text()
    rows.table.selectRow(0)
    rows.cure_selected("spell")
    assert rows.table.item(0, 2).text() == "cured"
    assert not rows.cure_button.isEnabled()
    log = doc.encounter.log[-1]
    assert render_entry(log, doc.encounter) == "Aiko: the infected Skull is cured (a spell) (V7)."
    doc.undo_stack.undo()
    assert rows.table.item(0, 2).text() == "fever"


def test_infection_and_heat_details_dialogs_save_one_undo_step_each(window):
    doc = window.doc
    dlg = InfectionProfileDialog(doc, AIKO, window)
    dlg.st.setValue(13)
    dlg.dominant.setCurrentIndex(dlg.dominant.findData("left"))
    dlg.accept()
    assert doc.encounter.combatants[AIKO].ext["gurps.infection"] == {
        "wounds": [], "st": 13, "dominant": "left"}
    dlg = ExposureDialog(doc, AIKO, window)
    dlg.flags["fat"].setChecked(True)
    dlg.armor_dr.setValue(3)
    dlg.encumbrance.setValue(2)
    dlg.gear.setCurrentIndex(dlg.gear.findData("combat_suit"))
    dlg.survival_cold.setValue(14)
    dlg.accept()
    s = CLIMATE.exposure(doc.encounter.combatants[AIKO])
    assert (s.fat, s.armor_dr, s.encumbrance, s.gear, s.survival_cold) == (
        True, 3, 2, "combat_suit", 14)
    window.select(AIKO)
    assert section(window).exposure_label.text() == (
        "Heat and cold: fat, DR 3, encumbrance 2, Combat suit, Survival (cold) 14")
    assert doc.undo_stack.count() == 2
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    assert "gurps.infection" not in doc.encounter.combatants[AIKO].ext


# -- heat and cold (V8) ---------------------------------------------------------------------
def test_a_heat_roll_in_the_checks_dock_and_rolling_them_all(window):
    doc = window.doc
    panel = world(window)
    panel.celsius_spin.setValue(33)
    panel.season_combo.setCurrentIndex(panel.season_combo.findData("summer"))
    panel.temp_set.click()
    recovery = window.kit_widget("recovery")
    recovery.unit.setCurrentIndex(recovery.unit.findData(1))
    recovery.amount.setValue(30)
    recovery.advance_button.click()
    text = recovery.calendar_label.text()
    assert "8:30" in text and "08:30" not in text  # as the window's header writes the time
    heat = [k for k in doc.encounter.checks if k.kind == "heat"]
    assert {k.combatant for k in heat} == {AIKO, BRAM}
    checks = window.checks_view
    aiko_heat = next(k for k in heat if k.combatant == AIKO)
    assert aiko_heat.id not in checks.option_buttons  # rolled as it is
    assert any("heat · HT 12 −1 = 11" in lab.text() for lab in checks.findChildren(QLabel))
    checks.enter(aiko_heat.id, 15)
    assert doc.encounter.combatants[AIKO].sheet.fp == 11
    entry = doc.encounter.log[-1]
    assert render_entry(entry, doc.encounter) == (
        "Aiko: Heat roll (V8) 3d 15 vs 11 — failure: FP 12 → 11, HP 12 → 12.")
    assert "Pending: 1" in panel.exposure_label.text()
    panel.roll_all_button.click()
    assert not [k for k in doc.encounter.checks if k.source == "gurps.climate"]
    assert not panel.roll_all_button.isEnabled()


def test_the_world_dock_names_the_ids_of_its_modules():
    from tracker.rulesets.gurps.kit.world_panel import WORLD_MODULES
    from tracker.rulesets.gurps.rules.modules.moon_module import MODULE as MOON
    from tracker.rulesets.gurps.rules.modules.weather_module import MODULE as WEATHER

    assert WORLD_MODULES == tuple(m.info.id for m in (MOON, WEATHER, HUNGER, CLIMATE))


def test_per_investigation_action_from_the_world_dock(window):
    doc = window.doc
    doc.run("opt", ops.set_option, "period", "action")
    panel = world(window)
    assert panel.action_button.isVisible() and not panel.action_button.isEnabled()
    panel.set_temperature(-4, "winter")
    panel.action_button.click()
    cold = [k for k in doc.encounter.checks if k.kind == "cold"]
    assert len(cold) == 2
    assert "per investigation action" in panel.exposure_label.text()


# -- texts ----------------------------------------------------------------------------------
def test_the_names_blocks_repeat_the_models_names():
    # the moon's direction, the weathers and the seasons are named by the words file (one
    # source with the page): the catalogue's block holds the rest, the file those
    en_page = words_mod.words("gurps", "en").page
    in_file = {k: v for table in campaign_text.PAGE_TABLES.values()
               for k, v in en_page[table].items()}
    assert not set(campaign_text.NAMES) & set(in_file)
    assert {**campaign_text.NAMES, **in_file} == model_texts.NAMES
    assert campaign_text.EVENTS == model_texts.EVENT_NAMES
    # the modules' labels and options come to lupdate through tracker/ui/options_text.py
    declared = options_text.declared_texts()
    for m in GURPS.modules.values():
        assert m.info.label in declared
        assert all(o.label in declared for o in m.info.options)


def test_the_world_in_japanese(qtbot, tmp_path):
    assert i18n.install("ja")
    try:
        w = _window(qtbot, tmp_path)
        panel = world(w)
        panel.roll_world({"moon": 6, "weather": 1, "season": 1, "temperature": [3, 3, 3]})
        assert panel.moon_box.title() == "月齢（V4）"
        assert panel.moon_label.text() == "月齢6 — 満月、欠けていく"
        assert panel.weather_label.text() == "雲一つない快晴"
        assert panel.temp_label.text().startswith("24 °C、夏季")
        entry = next(e for e in w.doc.encounter.log if e.key == "weather_rolled")
        assert render_entry(entry, w.doc.encounter) == "天気（V5）：雲一つない快晴。"
        assert render_explain(entry, w.doc.encounter) == ["[V5] 天気：1Dの出目1 → 雲一つない快晴。"]
        w.doc.undo_stack.setClean()
        w.close()
    finally:
        i18n.install("en")



def test_the_lazy_views_name_the_modules_by_their_ids():
    """The recovery dock and the detail panel know the V4–V8 modules by id so that a plain
    encounter does not load them; the ids are the modules' own."""
    from tracker.rulesets.gurps.kit import campaign_section, campaign_slot, infection_view
    from tracker.rulesets.gurps.rules.modules import infection_module

    assert infection_view.ID == infection_module.ID
    assert campaign_slot.SECTION_MODULE_IDS == campaign_section.SECTION_MODULES
