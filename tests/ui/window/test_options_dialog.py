"""File → New asks the rules; Combat → Rules and options… changes them as one undo step. The
form is built from the declarations (one declaration: dialog, validator, docs)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QCheckBox, QDialogButtonBox

from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.rulesets.gurps.rules.modules import ranged
from tracker.ui import i18n, options_text
from tracker.ui.document import EncounterDocument
from tracker.ui.main_window import MainWindow
from tracker.ui.options_dialog import RulesDialog


@pytest.fixture(autouse=True)
def _english(qapp):
    i18n.install("en")
    yield
    i18n.install("en")


@pytest.fixture
def window(qtbot):
    w = MainWindow(EncounterDocument(demo_encounter()))
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.doc.undo_stack.setClean()


def test_the_lupdate_block_lists_every_declared_text():
    from tracker.rulesets.coc.kit import texts as coc_words
    from tracker.rulesets.gurps.kit import texts as gurps_words

    # each kit's lupdate block holds its own ruleset's words (in its own catalogue)
    assert list(gurps_words._OPTION_SOURCES) == options_text.declared_texts("gurps")
    assert list(coc_words._OPTION_SOURCES) == options_text.declared_texts("coc")
    assert "Simplified ranged modifiers (V1)" in options_text.declared_texts()
    # the core's own options, in the tracker's catalogue
    assert list(options_text.CORE_OPTION_SOURCES) == options_text.core_texts()


def test_the_form_is_built_from_the_declarations(qtbot):
    dlg = RulesDialog(None)
    qtbot.addWidget(dlg)
    assert dlg.ruleset_combo.currentData() == "gurps"
    assert set(dlg.module_boxes) == set(dlg.ruleset.modules)
    assert isinstance(dlg.rules_form.widgets["blunt_trauma"], QCheckBox)
    box = dlg.module_boxes[ranged.ID]
    assert not box.isChecked()
    # the preset switches the campaign's modules on
    dlg.preset_combo.setCurrentIndex(dlg.preset_combo.findData("vampire_hunter"))
    dlg.preset_combo.activated.emit(dlg.preset_combo.currentIndex())
    assert box.isChecked()
    dlg.module_forms[ranged.ID].widgets["simplified_ranged"].setChecked(False)
    dlg.rules_form.widgets["blunt_trauma"].setChecked(True)
    dlg.name_edit.setText("  Crypt ")
    enc = dlg.new_encounter()
    assert (enc.name, enc.in_combat, enc.options) == ("Crypt", False, {"blunt_trauma": True})
    assert enc.modules[ranged.ID]["options"] == {"simplified_ranged": False}


def test_file_new_replaces_the_encounter_with_the_chosen_rules(qtbot, window):
    window.doc.undo_stack.setClean()
    window._new()
    dlg = window.dialog
    assert isinstance(dlg, RulesDialog) and dlg.windowTitle() == "New encounter"
    dlg.module_boxes[ranged.ID].setChecked(True)
    dlg.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
    enc = window.doc.encounter
    assert enc.combatants == {} and not enc.in_combat and ranged.ID in enc.modules
    assert window.roster_model.rowCount() == 0
    assert "recovery" in window.kit_docks  # the GURPS kit's dock is there


def test_rules_and_options_change_the_encounter_in_one_undo_step(qtbot, window):
    enc = window.doc.encounter
    before = window.doc.undo_stack.count()
    window.act_rules.trigger()
    dlg = window.dialog
    assert dlg.windowTitle() == "Rules and options" and not dlg.ruleset_combo.isEnabled()
    dlg.module_boxes[ranged.ID].setChecked(True)
    dlg.rules_form.widgets["blunt_trauma"].setChecked(True)
    dlg.accept()
    assert window.doc.undo_stack.count() == before + 1
    assert enc.options["blunt_trauma"] is True and ranged.ID in enc.modules
    window.doc.undo_stack.undo()
    assert enc.modules == {} and "blunt_trauma" not in enc.options
    # an OK that changes nothing adds no step
    window.act_rules.trigger()
    window.dialog.accept()
    assert window.doc.undo_stack.count() == before + 1


def test_the_dialog_in_japanese_names_the_rules(qtbot):
    i18n.install("ja")
    dlg = RulesDialog(None)
    qtbot.addWidget(dlg)
    assert dlg.windowTitle() != "New encounter"
    assert dlg.ruleset_combo.currentText() != "GURPS 4th edition"
    assert dlg.module_boxes[ranged.ID].title() != ranged.MODULE.info.label



def test_the_turn_timer_is_an_encounter_option_off_by_default(qtbot):
    """Issue 43: the turn timer, whatever the rules, in its own box; a new encounter without
    it keeps its file as before; switched on, and off again, it is a change of the options."""
    from tracker.model import operations as ops

    new = RulesDialog(None)
    qtbot.addWidget(new)
    assert not new.core_form.widgets["turn_timer"].isChecked()
    assert "turn_timer" not in new.new_encounter().options
    enc = demo_encounter()
    dlg = RulesDialog(enc)
    qtbot.addWidget(dlg)
    dlg.core_form.widgets["turn_timer"].setChecked(True)
    assert dlg.changes() == ({"turn_timer": True}, {})
    ops.configure(enc, *dlg.changes())
    again = RulesDialog(enc)
    qtbot.addWidget(again)
    assert again.core_form.widgets["turn_timer"].isChecked()
    again.core_form.widgets["turn_timer"].setChecked(False)
    assert again.changes() == ({"turn_timer": False}, {})
