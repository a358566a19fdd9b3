"""The CoC sheet editor's error line in the GM's language (issue 43): it names the field and
says what is wrong from the problem's code, as a bad file's problems are worded, never the
model's English detail ("damage bonus 'xx' is not a dice expression…")."""

from __future__ import annotations

import pytest

from tests.ui.english_words import english
from tracker.rulesets.coc.kit.sheet_dialog import SheetDialog
from tracker.rulesets.coc.rules.demo import demo_encounter
from tracker.ui.document import EncounterDocument


def _dialog(qtbot) -> SheetDialog:
    doc = EncounterDocument(demo_encounter("ja"))
    dlg = SheetDialog(doc, next(iter(doc.encounter.combatants)))
    qtbot.addWidget(dlg)
    return dlg


def _message(dlg: SheetDialog) -> str:
    from PySide6.QtWidgets import QDialogButtonBox

    assert not dlg.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    return dlg.message_label.text()


@pytest.mark.parametrize(("edit", "typed", "said"), [
    ("db_edit", "xx", "ダメージ・ボーナス"),
    ("armor_edit", "1d3-5", "0未満"),
    ("armor_edit", "many", "ダイス"),
])
def test_a_bad_value_is_said_in_japanese(qtbot, japanese, edit, typed, said):
    dlg = _dialog(qtbot)
    getattr(dlg, edit).setText(typed)
    text = _message(dlg)
    assert said in text, text
    # no English word but what the GM typed
    assert english(text, {typed}) == [], text
    # the value typed is quoted in the sentence, not left out
    assert typed in text, text


def test_a_bad_weapon_damage_is_said_in_japanese(qtbot, japanese):
    dlg = _dialog(qtbot)
    dlg._add_weapon(None)
    row = dlg.weapons.rowCount() - 1
    dlg.weapons.cellWidget(row, 2).setText("d")
    text = _message(dlg)
    assert f"武器{row + 1}" in text.replace(" ", ""), text
    assert english(text, set()) == [], text


def test_the_english_ui_words_it_in_english(qtbot):
    dlg = _dialog(qtbot)
    dlg.db_edit.setText("xx")
    text = _message(dlg)
    assert "Damage bonus" in text and "xx" in text, text
    assert "damage bonus such as +1d4" in text, text
