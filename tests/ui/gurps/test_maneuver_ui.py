"""RULES M in the GM window: the maneuver dialog (roster menu, Ctrl+M), the icons and words
in the roster and on the cards, the attack dialog's M and G10 parts and its defense step,
and the players' screens (window and page data)."""

from __future__ import annotations

from tracker.model import operations as ops
from tracker.model.encounter import Encounter
from tracker.model.public import project
from tracker.model.words import words
from tracker.rulesets.gurps.kit.attack_dialog import AttackDialog
from tracker.rulesets.gurps.kit.maneuver_dialog import ManeuverDialog
from tracker.rulesets.gurps.kit.public_world import note_texts
from tracker.rulesets.gurps.rules import maneuver_ops as mo
from tracker.ui import i18n
from tracker.ui.document import EncounterDocument
from tracker.ui.kit import kit_for
from tracker.ui.roster_model import status_icon, status_text


def fight() -> tuple[EncounterDocument, str, str]:
    enc = ops.new_encounter("gurps")
    ops.add_combatant(enc, "Aiko", "pc", enc.ruleset.new_sheet(dx=12, dodge=9, basic_speed=6.0))
    ops.add_combatant(enc, "Brute", "enemy", enc.ruleset.new_sheet(dx=11, dodge=8))
    ops.start_combat(enc)
    aiko = next(c.id for c in enc.combatants.values() if c.name == "Aiko")
    brute = next(c.id for c in enc.combatants.values() if c.name == "Brute")
    return EncounterDocument(enc), aiko, brute


def test_the_dialog_chooses_all_out_attack_determined_as_one_undo_step(qtbot):
    doc, aiko, _brute = fight()
    dlg = ManeuverDialog(doc, aiko)
    qtbot.addWidget(dlg)
    dlg.maneuver_combo.setCurrentIndex(dlg.maneuver_combo.findData("all_out_attack"))
    assert dlg.option_combo.isVisibleTo(dlg) and not dlg.target_combo.isVisibleTo(dlg)
    dlg.option_combo.setCurrentIndex(dlg.option_combo.findData("determined"))
    dlg.accept()
    sheet = doc.encounter.combatants[aiko].sheet
    assert sheet.maneuver["id"] == "all_out_attack" and sheet.maneuver["option"] == "determined"
    doc.undo_stack.undo()
    assert doc.encounter.combatants[aiko].sheet.maneuver is None


def test_the_dialog_shows_the_refusal_of_the_stunned(qtbot):
    doc, aiko, _brute = fight()
    ops.set_condition(doc.encounter, aiko, "stunned")
    dlg = ManeuverDialog(doc, aiko)
    qtbot.addWidget(dlg)
    dlg.maneuver_combo.setCurrentIndex(dlg.maneuver_combo.findData("attack"))
    dlg.accept()
    assert "Do Nothing" in dlg.message_label.text()
    assert doc.encounter.combatants[aiko].sheet.maneuver is None


def test_out_of_its_turn_the_dialog_only_sets_the_posture(qtbot):
    doc, _aiko, brute = fight()
    dlg = ManeuverDialog(doc, brute)
    qtbot.addWidget(dlg)
    assert not dlg.maneuver_combo.isVisibleTo(dlg) and dlg.posture_combo.isVisibleTo(dlg)
    dlg.posture_combo.setCurrentIndex(dlg.posture_combo.findData("kneeling"))
    dlg.accept()
    assert doc.encounter.combatants[brute].sheet.posture == "kneeling"


def test_roster_and_cards_show_maneuver_and_posture_as_icons_and_words():
    doc, aiko, brute = fight()
    enc = doc.encounter
    mo.set_maneuver(enc, aiko, "all_out_defense", "increased_dodge")
    mo.set_posture(enc, brute, "kneeling")
    rs = enc.ruleset
    assert status_text(enc.combatants[aiko], rs) == "All-Out Defense"
    assert status_text(enc.combatants[brute], rs) == "Kneeling"
    names = tuple(n for n, _v in rs.statuses(enc.combatants[aiko]))
    assert status_icon(names, kit_for(enc)) is not None


def test_the_attack_dialog_lists_the_maneuver_and_g10_parts(qtbot):
    doc, aiko, brute = fight()
    enc = doc.encounter
    mo.set_maneuver(enc, aiko, "all_out_attack", "determined")
    dlg = AttackDialog(doc, brute, attacker=aiko)
    qtbot.addWidget(dlg)
    dlg.skill_spin.setValue(13)
    dlg.roll_spin.setValue(14)
    # 13 + 4 (All-Out Attack, Determined) = 17
    assert dlg.result().effective_skill == 17
    assert "All-Out Attack (Determined)" in dlg.modifiers_label.text()


def test_the_attack_dialog_refuses_a_stunned_attacker(qtbot):
    doc, aiko, brute = fight()
    ops.set_condition(doc.encounter, aiko, "stunned")
    dlg = AttackDialog(doc, brute, attacker=aiko)
    qtbot.addWidget(dlg)
    dlg.roll_spin.setValue(10)
    assert "stunned" in dlg.message_label.text() and not dlg.apply_button.isEnabled()


def test_the_players_see_maneuver_and_posture_in_both_languages(qapp):
    doc, aiko, brute = fight()
    enc = doc.encounter
    mo.set_maneuver(enc, aiko, "all_out_attack", "determined")
    mo.set_posture(enc, brute, "kneeling")
    view = project(enc)
    notes = {p.name: p.notes for p in view.combatants}
    assert notes["Aiko"] == ({"stance": {"maneuver": "all_out_attack", "option": "determined",
                                         "posture": "standing"}},)
    data = Encounter.from_dict(enc.to_dict())  # survives the file
    assert project(data).to_json()["combatants"][1]["notes"][0]["stance"]["posture"] == \
        "kneeling"
    assert note_texts(notes["Aiko"]) == ["All-Out Attack (Determined)"]
    try:
        i18n.install("ja")
        assert note_texts(notes["Aiko"]) == ["全力攻撃（命中重視）"]
        assert note_texts(notes["Brute"]) == ["膝つき"]
        assert words("gurps", "ja").page["maneuvers"]["all_out_defense"] == "全力防御"
    finally:
        i18n.install("en")


def test_the_attack_dialog_gives_the_chance_of_the_targets_best_defense(qtbot):
    doc, aiko, brute = fight()
    mo.set_posture(doc.encounter, brute, "kneeling")
    dlg = AttackDialog(doc, brute, attacker=aiko)
    qtbot.addWidget(dlg)
    # Brute's Dodge 8, kneeling −2 = 6: 3d rolls 3–6 are 1 + 3 + 6 + 10 = 20 of 216 = 9.3 %
    text = dlg.chance_label.text()
    assert "Dodge 6" in text and "9.3" in text


def test_after_its_all_out_attack_the_target_has_no_defense_in_the_dialog(qtbot):
    doc, aiko, brute = fight()
    mo.set_maneuver(doc.encounter, aiko, "all_out_attack", "determined")
    ops.next_turn(doc.encounter)
    dlg = AttackDialog(doc, aiko, attacker=brute)
    qtbot.addWidget(dlg)
    assert "no active defense" in dlg.chance_label.text()
    assert "no active defense" in dlg.defense_label.text()


def _open_dialog(w) -> ManeuverDialog:
    dlg = w.findChild(ManeuverDialog)
    assert dlg is not None
    return dlg


def test_the_roster_menu_the_card_menu_and_ctrl_m_open_the_maneuver_dialog(qtbot,
                                                                          open_window):
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QKeySequence

    from tracker.ui.roster_model import IdRole

    doc, aiko, _brute = fight()
    w = open_window(doc.encounter)
    row = next(r for r in range(w.roster_model.rowCount())
               if w.roster_model.index(r, 0).data(IdRole) == aiko)
    w._roster_menu(w.roster.visualRect(w.roster_model.index(row, 0)).center())
    (entry,) = [a for a in w.context_menu.actions() if a.text() == "Maneuver and posture…"]
    w.context_menu.close()
    entry.trigger()
    dlg = _open_dialog(w)
    assert dlg.cid == aiko
    dlg.reject()
    w.cards.cards[aiko].menuRequested.emit(aiko, QPoint(10, 10))  # a right-click on the card
    assert any(a.text() == "Maneuver and posture…" for a in w.context_menu.actions())
    w.context_menu.close()
    assert w.act_maneuver.shortcut() == QKeySequence("Ctrl+M")
    w.select(aiko)
    w.act_maneuver.trigger()
    dlg = w.findChildren(ManeuverDialog)[-1]
    dlg.maneuver_combo.setCurrentIndex(dlg.maneuver_combo.findData("all_out_defense"))
    dlg.option_combo.setCurrentIndex(dlg.option_combo.findData("increased_parry"))
    dlg.accept()
    assert w.doc.encounter.combatants[aiko].sheet.maneuver["option"] == "increased_parry"
    assert "All-Out Defense" in w.cards.cards[aiko].badges.toolTip()


def test_all_out_attack_strong_through_the_window_adds_two_on_apply(qtbot):
    doc, aiko, brute = fight()
    mo.set_maneuver(doc.encounter, aiko, "all_out_attack", "strong")
    dlg = AttackDialog(doc, brute, attacker=aiko)
    qtbot.addWidget(dlg)
    dlg.skill_spin.setValue(13)
    dlg.roll_spin.setValue(10)
    dlg.defense_check.setChecked(False)
    dlg.apply_button.click()
    hit = dlg.sequence.current
    qtbot.addWidget(hit)
    assert "Strong" in hit.windowTitle()
    hit.damage_edit.setText("6")
    hit.apply_button.click()
    # 6 + 2 (Strong) = 8 crushing to the torso, DR 0: 8 injury; HP 10 → 2; one undo step
    assert doc.encounter.combatants[brute].sheet.hp == 2
    doc.undo_stack.undo()
    assert doc.encounter.combatants[brute].sheet.hp == 10
