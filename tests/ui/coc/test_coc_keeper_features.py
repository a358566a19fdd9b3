"""What a keeper misses (issue #19) in the window: the SAN check dialog, Reload, picking a
weapon up, breaking away with a typed roll, techniques in the attack dialog, and the sheet's
special armor, ammunition and a creature's skills."""

from __future__ import annotations

import re

import pytest

from tracker.model import operations as ops
from tracker.rulesets.coc.kit.attack_dialog import AttackDialog
from tracker.rulesets.coc.kit.keeper_panel import KeeperPanel
from tracker.rulesets.coc.kit.san_dialog import SanDialog
from tracker.rulesets.coc.kit.sheet_dialog import SheetDialog
from tracker.rulesets.coc.kit.small_dialogs import BreakAwayDialog
from tracker.rulesets.coc.rules.actions.attack import attack
from tracker.rulesets.coc.rules.actions.attack_request import AttackRequest, Defense
from tracker.rulesets.coc.rules.actions.guns import close_in
from tracker.rulesets.coc.rules.demo import demo_encounter
from tracker.rulesets.coc.rules.weapons import Weapon
from tracker.ui.document import EncounterDocument


@pytest.fixture
def doc(qapp):
    return EncounterDocument(demo_encounter())


def ids(doc):
    return {c.name: c.id for c in doc.encounter.combatants.values()}


def test_the_san_dialog_previews_and_applies_one_check(doc):
    n = ids(doc)
    ele = n["Eleanor Price"]
    dlg = SanDialog(doc, ele)
    dlg.loss_edit.setText("1/1d10")
    dlg.roll_spin.setValue(90)
    dlg.loss_faces.setText("7")
    dlg.idea_spin.setValue(10)
    dlg.duration_spin.setValue(4)
    assert "temporary insanity" in dlg.preview.toPlainText()
    dlg.loss_edit.setText("1d6")
    ok = dlg.buttons.button(dlg.buttons.StandardButton.Ok)
    assert not ok.isEnabled() and dlg.message.text()
    dlg.loss_edit.setText("1/1d10")
    assert ok.isEnabled()
    dlg.apply()
    c = doc.encounter.combatants[ele]
    assert c.sheet.san == 70 - 7 and c.has("temporary_insanity")
    assert c.conditions["temporary_insanity"].rounds == 4
    from tracker.ui.plot_view import series

    _hp, san = series(doc.encounter)
    assert san[ele][-1][1] == 63  # SAN on the plot
    doc.undo_stack.undo()
    assert doc.encounter.combatants[ele].sheet.san == 70


def test_the_keeper_panel_reloads_picks_up_and_opens_the_san_check(doc):
    n = ids(doc)
    enc = doc.encounter
    cult = n["Cultist"]
    c = enc.combatants[cult]
    c.sheet.weapons[0] = c.sheet.weapons[0].replace(capacity=6, rounds=6)
    panel = KeeperPanel(doc)
    panel.show_combatant(cult)
    assert not panel.buttons["reload"].isEnabled()
    doc.run("", attack, AttackRequest(cult, n["Eleanor Price"], "w0", roll=99))
    assert enc.combatants[cult].sheet.weapons[0].rounds == 5
    assert panel.buttons["pick_up"].isEnabled()  # a fumbled shot dropped the revolver

    def to_cultist(round_: int) -> None:
        while enc.position != cult or enc.round < round_:
            doc.run("", ops.next_turn)

    to_cultist(2)
    panel.buttons["pick_up"].click()
    assert not enc.combatants[cult].has("weapon_dropped")
    to_cultist(3)
    assert panel.buttons["reload"].isEnabled()
    panel.buttons["reload"].click()
    assert enc.combatants[cult].sheet.weapons[0].rounds == 6
    assert panel.buttons["san"].isEnabled()
    panel.show_combatant(n["Ghoul"])
    assert not panel.buttons["san"].isEnabled()  # a creature without SAN


def test_breaking_away_with_a_typed_roll(doc):
    n = ids(doc)
    ele, cult = n["Eleanor Price"], n["Cultist"]
    while doc.encounter.position != cult:  # R33: closing in is done at DEX
        doc.run("", ops.next_turn)
    doc.run("", close_in, cult, ele)
    dlg = BreakAwayDialog(doc, ele)
    dlg.roll_spin.setValue(3)
    dlg.apply()
    brk = next(e for e in doc.encounter.log if e.key == "coc.break_away")
    assert brk.args["outcome"] == "success"


def test_the_attack_dialog_offers_only_allowed_techniques_and_grapples(doc):
    n = ids(doc)
    enc = doc.encounter
    tom, cult = n["Tom Okafor"], n["Cultist"]
    enc.combatants[tom].sheet.skills.update({"budo_grapple": 70, "grapple": 70})
    dlg = AttackDialog(doc, cult, tom)
    dlg.weapon_combo.setCurrentIndex(dlg.weapon_combo.findData("grapple"))
    techs = [dlg.technique_combo.itemData(i) for i in range(dlg.technique_combo.count())]
    assert techs == [None, "salto"]
    dlg.technique_combo.setCurrentIndex(1)
    dlg.roll_spin.setValue(20)
    dlg.tech_roll_spin.setValue(99)
    dlg.damage_edit.setText("3 2")
    assert dlg.outcome is not None, dlg.message_label.text()
    assert dlg.outcome.technique is not None
    assert dlg.apply()
    assert enc.combatants[cult].has("prone") and enc.combatants[cult].has("unconscious")
    dlg = AttackDialog(doc, cult, tom)
    dlg.weapon_combo.setCurrentIndex(dlg.weapon_combo.findData("fist"))
    assert dlg.technique_combo.count() == 1  # 武道 (striking) is below 60%


def test_the_sheet_dialog_keeps_special_armor_ammunition_and_creature_skills(doc):
    n = ids(doc)
    enc = doc.encounter
    ghoul = n["Ghoul"]
    dlg = SheetDialog(doc, ghoul)
    dlg.special_checks["firearms_half"].setChecked(True)
    labels = [dlg.weapons.cellWidget(0, 1).itemText(i)
              for i in range(dlg.weapons.cellWidget(0, 1).count())]
    assert "Claw" in labels and "Bite" in labels  # the sheet's own skills, named
    dlg.apply()
    assert enc.combatants[ghoul].sheet.special == ["firearms_half"]
    cult = n["Cultist"]
    dlg = SheetDialog(doc, cult)
    dlg.weapons.cellWidget(0, 9).setValue(6)  # capacity: the rounds start full
    dlg.apply()
    assert enc.combatants[cult].sheet.weapons[0].rounds == 6


def test_a_new_firearm_unticks_the_damage_bonus_and_a_new_creature_has_no_human_skills(doc):
    dlg = SheetDialog(doc, None)
    dlg._add_weapon(None)
    cls, db = dlg.weapons.cellWidget(0, 3), dlg.weapons.cellWidget(0, 4)
    assert db.isChecked()
    cls.setCurrentIndex(cls.findData("firearm"))
    assert not db.isChecked()
    dlg.kind_combo.setCurrentIndex(dlg.kind_combo.findData("mythos"))
    assert set(dlg.skill_spins) == {"dodge"}
    assert dlg.max_spins["san"].value() == 0 and dlg.cur_spins["san"].value() == 0
    assert Weapon.from_dict(dlg.sheet_dict()["weapons"][0]).db is False


def test_editing_a_creature_lists_only_its_own_skills(doc):
    """Item 12: the ghoul has Dodge, Claw and Bite, not a human's base skills."""
    dlg = SheetDialog(doc, ids(doc)["Ghoul"])
    assert set(dlg.skill_spins) == {"dodge", "claw", "bite"}


def test_a_new_round_redraws_the_keeper_dock_and_the_round_column(doc):
    """Item 7: last round's dodges leave the Keeper dock and the "this round" column."""
    from PySide6.QtCore import Qt

    from tracker.ui.roster_model import RosterModel

    n = ids(doc)
    enc = doc.encounter
    tom = n["Tom Okafor"]
    doc.run("", attack, AttackRequest(n["Ghoul"], tom, "w0", roll=10,
                                      defense=Defense("dodge", 10)))
    panel = KeeperPanel(doc)
    panel.show_combatant(tom)
    assert "30" in panel.status.text()  # dodged 30 this round
    quiet = KeeperPanel(doc)  # someone the round's bookkeeping never named
    quiet.show_combatant(n["Dr. Ruth Klein"])
    assert "Round 1" in quiet.status.text()
    model = RosterModel(doc)
    col = next(i for i in range(model.columnCount())
               if model.headerData(i, Qt.Orientation.Horizontal) == "This round")
    row = model.row_of(tom)
    assert model.data(model.index(row, col))
    seen = []
    model.dataChanged.connect(lambda a, b: seen.append((a.row(), b.row())))
    model.modelReset.connect(lambda: seen.append("reset"))
    while enc.round == 1:
        doc.run("", ops.next_turn)
    assert "30" not in panel.status.text() and "Round 2" in panel.status.text()
    assert "Round 2" in quiet.status.text()
    assert not model.data(model.index(model.row_of(tom), col))
    assert "reset" in seen or any(a <= model.row_of(tom) <= b for a, b in seen
                                  if isinstance(a, int))


def test_reload_asks_which_gun_when_two_are_not_full(doc, monkeypatch):
    """Two guns short of rounds: Reload asks which one (its names shown as plain text) and
    fills only that one."""
    from PySide6.QtWidgets import QInputDialog

    n = ids(doc)
    enc = doc.encounter
    cult = n["Cultist"]
    c = enc.combatants[cult]
    c.sheet.weapons[0] = c.sheet.weapons[0].replace(capacity=6, rounds=2)
    c.sheet.weapons.append(c.sheet.weapons[0].replace(name="<b>Derringer</b>", capacity=2,
                                                      rounds=0))
    panel = KeeperPanel(doc)
    panel.show_combatant(cult)
    while enc.position != cult:
        doc.run("", ops.next_turn)
    asked = []

    def pick_second(dlg):
        asked.append(dlg.comboBoxItems())
        dlg.setTextValue(dlg.comboBoxItems()[1])
        return 1

    monkeypatch.setattr(QInputDialog, "exec", pick_second)
    panel.buttons["reload"].click()
    assert asked == [[".38 revolver", "<b>Derringer</b>"]]
    weapons = enc.combatants[cult].sheet.weapons
    assert (weapons[0].rounds, weapons[-1].rounds) == (2, 2)


def test_the_san_dialog_shows_nothing_rolled_before_it_is_rolled(doc):
    """R20's spirit: with nothing typed the preview names no d100, loss or idea roll of the
    app's; with the d100 typed (90 against SAN 70: a failure) it shows that roll and says the
    loss 1d10 is rolled on OK; OK then rolls it."""
    n = ids(doc)
    ele = n["Eleanor Price"]
    dlg = SanDialog(doc, ele)
    dlg.loss_edit.setText("1/1d10")
    text = dlg.preview.toPlainText()
    assert not re.search(r"d100 \d", text) and "SAN 70" in text and "→" not in text
    dlg.roll_spin.setValue(90)
    text = dlg.preview.toPlainText()
    assert "d100 90" in text and "rolled on OK" in text and "SAN 70 →" not in text
    ok = dlg.buttons.button(dlg.buttons.StandardButton.Ok)
    assert ok.isEnabled()
    dlg.apply()
    assert doc.encounter.combatants[ele].sheet.san < 70
