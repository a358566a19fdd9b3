"""W1 in the sheet editor: a GM adding a foe by hand types its weapons (and the ST,
Acrobatics and Judo knockback uses, W5); the model's validation of a saved weapon checks each,
a bad value is named and nothing typed is lost; OK is one undo step; the dialogs fit a
1366×728 screen with their buttons in view."""

from __future__ import annotations

import pytest

from tracker.model import operations
from tracker.model.encounter import Encounter
from tracker.rulesets.gurps.kit.combatant_dialog import CombatantDialog
from tracker.rulesets.gurps.kit.weapon_editor import WeaponDialog
from tracker.rulesets.gurps.rules.sheet import GurpsSheet
from tracker.rulesets.gurps.rules.weapons import Weapon
from tracker.ui import i18n
from tracker.ui.document import EncounterDocument

AXE = Weapon(name="Axe", usage="Swung", damage="2d+2", type="cut", skill=12, reach="1",
             parry=9, parry_flags="U", st="12")


@pytest.fixture(autouse=True)
def _english(qapp):
    i18n.install("en")
    yield
    i18n.install("en")


@pytest.fixture
def doc(qtbot):
    enc = Encounter(name="Hand-made")
    operations.add_combatant(enc, "Bandit", "enemy", GurpsSheet(max_hp=12))
    return EncounterDocument(enc)


def bandit(doc):
    return next(c for c in doc.encounter.combatants.values() if c.name == "Bandit")


def editor(qtbot, doc) -> CombatantDialog:
    dlg = CombatantDialog.for_edit(doc, bandit(doc).id)
    qtbot.addWidget(dlg)
    return dlg


def fill(dlg: WeaponDialog, **values: str) -> None:
    for key, text in values.items():
        if key == "type":
            dlg.type_combo.setCurrentIndex(0 if text is None else dlg.type_combo.findData(text))
        elif key == "kind":
            dlg.kind_combo.setCurrentIndex(dlg.kind_combo.findData(text))
        elif key in dlg.numbers:
            dlg.numbers[key].setText(text)
        elif key in dlg.texts:
            dlg.texts[key].setText(text)
        else:
            {"name": dlg.name_edit, "damage": dlg.damage_edit,
             "parry": dlg.parry_edit}[key].setText(text)


def typing(**values: str):
    """An editor run that types ``values`` and presses OK (as the GM would)."""
    def run(dlg: WeaponDialog) -> bool:
        fill(dlg, **values)
        dlg._ok()
        return dlg.result() == 1
    return run


def test_a_weapon_typed_in_the_editor_is_saved_in_one_undo_step(qtbot, doc):
    dlg = editor(qtbot, doc)
    dlg.weapon_list.run_editor = typing(name="Axe", usage="Swung", damage="2d+2",
                                        type="cut", skill="12", reach="1", parry="9U",
                                        st="12")
    dlg.weapon_list.add()
    dlg.weapon_list.run_editor = typing(name="Crossbow", usage="Shoot", kind="ranged",
                                        damage="1d+4", type="imp", skill="13", acc="4",
                                        range="20/25", rof="1", shots="1(4)", bulk="-6",
                                        st="7")
    dlg.weapon_list.add()
    assert dlg.weapon_list.table.rowCount() == 2
    dlg._ok()
    sheet = bandit(doc).sheet
    assert sheet.weapons[0] == AXE
    bow = sheet.weapons[1]
    assert (bow.label, bow.kind, bow.damage_text, bow.acc, bow.range, bow.shots, bow.bulk) == (
        "Crossbow (Shoot)", "ranged", "1d+4 imp", 4, "20/25", "1(4)", -6)
    doc.undo_stack.undo()  # one step takes both away
    assert bandit(doc).sheet.weapons == []


def test_editing_and_removing_a_weapon(qtbot, doc):
    operations.edit_combatant(doc.encounter, bandit(doc).id,
                              sheet={"weapons": [AXE.to_dict(),
                                                 {"name": "Knife", "damage": "1d-1",
                                                  "type": "imp", "skill": 11}]})
    dlg = editor(qtbot, doc)
    dlg.weapon_list.table.selectRow(0)
    dlg.weapon_list.run_editor = typing(damage="2d+3")
    dlg.weapon_list.edit_selected()
    dlg.weapon_list.table.selectRow(1)
    dlg.weapon_list.remove_selected()
    dlg._ok()
    weapons = bandit(doc).sheet.weapons
    assert [w.label for w in weapons] == ["Axe (Swung)"]
    # the edit kept what was not typed: skill 12, parry 9U
    assert (weapons[0].damage, weapons[0].skill, weapons[0].parry,
            weapons[0].parry_flags) == ("2d+3", 12, 9, "U")
    doc.undo_stack.undo()
    assert [w.label for w in bandit(doc).sheet.weapons] == ["Axe (Swung)", "Knife"]


@pytest.mark.parametrize("values, message", [
    ({"damage": "2x"}, "Damage: enter dice such as 2d+1 or 1d-2, or a number."),
    ({"skill": "twelve"}, "Skill must be a whole number (or empty)."),
    ({"parry": "9Q"}, "Parry must be a whole number (or empty)."),
    ({"bulk": "-300"}, "Bulk must be a whole number from −100 to 100."),
    ({"name": " "}, "Enter the weapon's name."),
    ({"usage": "Thrust", "name": "Knife"}, "The sheet already has a weapon called "
                                           "Knife (Thrust)."),
    ({"type": None}, "Choose the damage type of the damage dice."),
])
def test_a_bad_value_is_named_and_nothing_typed_is_lost(qtbot, values, message):
    dlg = WeaponDialog([Weapon(name="Knife", usage="Thrust")], AXE)
    qtbot.addWidget(dlg)
    assert dlg.ok_button.isEnabled()
    fill(dlg, **values)
    assert dlg.message_label.text() == message and not dlg.ok_button.isEnabled()
    dlg._ok()
    assert dlg.result() == 0  # not accepted; every field still holds what was typed
    assert dlg.name_edit.text() == values.get("name", "Axe")
    assert dlg.numbers["skill"].text() == values.get("skill", "12")
    assert dlg.parry_edit.text() == values.get("parry", "9U")


def test_a_bad_value_is_named_in_japanese(qtbot):
    i18n.install("ja")
    dlg = WeaponDialog([], AXE)
    qtbot.addWidget(dlg)
    fill(dlg, damage="2x")
    assert dlg.message_label.text() == "ダメージ：2d+1 や 1d-2 のようなダイス、または数を入力してください。"
    fill(dlg, damage="2d", skill="x")
    assert dlg.message_label.text() == "技能値は整数で入力してください（空欄も可）。"


def test_the_weapon_list_names_the_damage_type_in_japanese(qtbot):
    """「2d+2 cut」 read as a sheet writes it in English, with the Japanese word in Japanese."""
    from tracker.rulesets.gurps.kit.weapon_editor import WeaponList

    i18n.install("ja")
    try:
        weapons = WeaponList([AXE])
        qtbot.addWidget(weapons)
        assert weapons.table.item(0, 1).text() == "2d+2 切り"
    finally:
        i18n.install("en")
    weapons = WeaponList([AXE])
    qtbot.addWidget(weapons)
    assert weapons.table.item(0, 1).text() == "2d+2 cut"


def test_st_acrobatics_and_judo_are_edited_for_knockback(qtbot, doc):
    dlg = editor(qtbot, doc)
    assert dlg.st_spin.value() == -1 and dlg.st_spin.text() == "—"  # not known yet
    dlg.st_spin.setValue(14)
    dlg.acrobatics_spin.setValue(13)
    dlg.judo_spin.setValue(12)
    assert dlg.changes() == {"st": 14, "acrobatics": 13, "judo": 12}
    dlg._ok()
    s = bandit(doc).sheet
    assert (s.st, s.acrobatics, s.judo) == (14, 13, 12)
    dlg = editor(qtbot, doc)
    dlg.judo_spin.setValue(-1)  # back to "not known"
    assert dlg.changes() == {"judo": None}
    dlg._ok()
    assert bandit(doc).sheet.judo is None and bandit(doc).sheet.st == 14


def test_the_dialogs_fit_a_1366_by_728_screen_with_the_buttons_in_view(qtbot, doc):
    many = [Weapon(name=f"Spear {i}", damage="1d+2", type="imp", skill=12, parry=9)
            for i in range(30)]
    operations.edit_combatant(doc.encounter, bandit(doc).id,
                              sheet={"weapons": [w.to_dict() for w in many]})
    dlg = editor(qtbot, doc)
    dlg.dr_per_location_check.setChecked(True)  # the tallest form: the DR table shown
    assert dlg.minimumSizeHint().height() <= 728 and dlg.minimumSizeHint().width() <= 1366
    assert dlg.height() <= 728 and dlg.width() <= 1366
    # the body scrolls; the buttons and the message never do
    assert dlg.scroll.isAncestorOf(dlg.weapon_list) and dlg.scroll.isAncestorOf(dlg.name_edit)
    assert not dlg.scroll.isAncestorOf(dlg.ok_button)
    assert not dlg.scroll.isAncestorOf(dlg.message_label)
    weapon = WeaponDialog([], AXE)
    qtbot.addWidget(weapon)
    assert weapon.minimumSizeHint().height() <= 728
    assert not weapon.scroll.isAncestorOf(weapon.ok_button)
