"""Issue #15: a GM's play-test, replayed through the real window.

Each test clicks what the GM clicked (menu actions, silhouettes, dialogs, the checks dock, the
player view) across several turns and rounds, and checks what the GM and the players see."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QToolBar

from tracker.model import operations as ops
from tracker.rulesets.gurps.kit.combatant_dialog import CombatantDialog
from tracker.rulesets.gurps.kit.hit_dialog import HitDialog
from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.rulesets.gurps.rules.sheet import GurpsSheet
from tracker.ui import i18n
from tracker.ui.document import EncounterDocument
from tracker.ui.main_window import MainWindow


@pytest.fixture
def window(qtbot, tmp_path):
    i18n.install("en")
    doc = EncounterDocument(demo_encounter())
    w = MainWindow(doc, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.doc.undo_stack.setClean()  # no unsaved-changes prompt on close
    if w.player_view is not None:
        w.player_view.close()
    w.close()
    w.deleteLater()


def _by_name(w: MainWindow, name: str):
    return next(c for c in w.doc.encounter.combatants.values() if c.name == name)


def _click_part(qtbot, w: MainWindow, cid: str, loc: str) -> HitDialog:
    """Click ``loc`` on the selected combatant's large silhouette: the hit entry opens."""
    w.select(cid)
    sil = w.detail.silhouette
    qtbot.mouseClick(sil, Qt.MouseButton.LeftButton, pos=sil.location_center(loc).toPoint())
    dlg = w.dialog
    assert isinstance(dlg, HitDialog) and dlg.location_combo.currentData() == loc
    return dlg


def _enter_hit(qtbot, w, cid, loc, damage, dtype="cr", divisor="1", apply=True) -> HitDialog:
    dlg = _click_part(qtbot, w, cid, loc)
    dlg.damage_edit.setText(str(damage))
    dlg.type_combo.setCurrentIndex(dlg.type_combo.findData(dtype))
    dlg.divisor_combo.setCurrentText(divisor)
    if apply:
        assert dlg.apply_button.isEnabled(), dlg.message_label.text()
        qtbot.mouseClick(dlg.apply_button, Qt.MouseButton.LeftButton)
    return dlg


def _add(w: MainWindow, name: str, side: str = "enemy", **stats) -> str:
    """Edit → Add combatant…, fill the dialog, OK. Returns the new combatant's id."""
    w.act_add.trigger()
    dlg = w.dialog
    assert isinstance(dlg, CombatantDialog) and not dlg.editing
    dlg.name_edit.setText(name)
    dlg.side_combo.setCurrentIndex(dlg.side_combo.findData(side))
    spins = {"max_hp": dlg.max_hp_spin, "ht": dlg.ht_spin, "dx": dlg.dx_spin,
             "basic_speed": dlg.speed_spin, "brainless_heads": getattr(dlg, "brainless_spin",
                                                                        None)}
    for key, value in stats.items():
        spins[key].setValue(value)
    dlg.ok_button.click()
    assert dlg.result_id, dlg.message_label.text()
    return dlg.result_id


# -- 1, 2: rule corrections in the hit preview ----------------------------------------------


def test_1_shock_with_20_plus_hp_in_the_preview_and_on_apply(window, qtbot):
    """G10: HP 29, 2 injury → −1; HP 39, 15 injury → −4 (k = HP/10 rounded down)."""
    troll = window.doc.run("add", ops.add_combatant, "Troll", "enemy",
                           GurpsSheet(max_hp=29), mid_fight=False)
    dlg = _enter_hit(qtbot, window, troll, "torso", 2, apply=False)
    assert dlg.preview_outcome().shock == -1
    assert "Shock -1 to DX and IQ" in dlg.summary_label.text()
    assert "−1 per full 2 injury" in dlg.explain_view.toPlainText()
    qtbot.mouseClick(dlg.apply_button, Qt.MouseButton.LeftButton)
    assert window.doc.encounter.get(troll).conditions["shock"].value == -1

    ogre = window.doc.run("add", ops.add_combatant, "Ogre", "enemy",
                          GurpsSheet(max_hp=39), mid_fight=False)
    dlg = _enter_hit(qtbot, window, ogre, "torso", 15)
    assert window.doc.encounter.get(ogre).conditions["shock"].value == -4


def test_2_fractional_divisor_against_dr_0_in_the_preview_and_log(window, qtbot):
    """G5: 20 cr with (0.5) against DR 0 penetrates 19: DR 0 becomes 1, not 2."""
    octopus = _by_name(window, "Bog octopus")  # DR 0
    dlg = _enter_hit(qtbot, window, octopus.id, "torso", 20, divisor="0.5", apply=False)
    o = dlg.preview_outcome()
    assert (o.effective_dr, o.penetrating) == (1, 19)
    trace = dlg.explain_view.toPlainText()
    assert "DR is at least 1: 0 → 1" in trace
    assert "Penetrating damage 20 − 1 = 19" in trace
    qtbot.mouseClick(dlg.apply_button, Qt.MouseButton.LeftButton)
    hit = [e for e in window.doc.encounter.log if e.key == "hit"][-1]
    assert hit.args["injury"] == 19
    assert any(line.key == "dr.fractional_minimum" for line in hit.explain)


# -- 3, 4: a fight starts with Start combat and ends with End combat --------------------------


def _press(qtbot, w: MainWindow, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    w.activateWindow()
    QTest.keyClick(w, key, modifier)


def test_3_new_encounter_is_out_of_combat_until_start_combat(window, qtbot):
    window.act_new.trigger()  # File → New (nothing unsaved: no prompt) asks the rules
    window.dialog.accept()
    enc = window.doc.encounter
    assert not enc.in_combat and enc.order == []
    goblin = _add(window, "Goblin", basic_speed=5)
    elf = _add(window, "Elf", "pc", basic_speed=7)
    goblin2 = _add(window, "Goblin", basic_speed=5)
    hero = _add(window, "Hero", "pc", basic_speed=6)
    enc = window.doc.encounter
    # setting up: nobody holds a turn, Start combat is offered (menu and toolbar), no turns
    assert not enc.in_combat
    assert "Out of combat" in window.turn_label.text() and "turn" not in window.turn_label.text()
    assert window.act_start.isEnabled() and not window.act_end.isEnabled()
    assert not window.act_next.isEnabled() and not window.act_prev.isEnabled()
    assert window.act_start in window.findChild(QToolBar, "mainToolbar").actions()
    assert not any(window.roster_model.index(r, 0).data().startswith("▶")
                   for r in range(window.roster_model.rowCount()))
    _press(qtbot, window, Qt.Key.Key_F8)
    assert not enc.in_combat and enc.round == 1

    window.act_start.trigger()
    enc = window.doc.encounter
    assert enc.in_combat and enc.order[:2] == [elf, hero]
    assert set(enc.order[2:]) == {goblin, goblin2}
    assert window.turn_label.text() == "Round 1 — Elf's turn"
    assert not window.act_start.isEnabled() and window.act_end.isEnabled()
    row = window.roster_model.row_of(elf)
    assert window.roster_model.index(row, 0).data().startswith("▶")
    seen = [enc.current.id]
    for _ in range(4):
        _press(qtbot, window, Qt.Key.Key_F8)
        seen.append(enc.current.id)
    assert seen[:4] == enc.order and seen[4] == elf and enc.round == 2  # all act in round 1
    _press(qtbot, window, Qt.Key.Key_F8, Qt.KeyboardModifier.ShiftModifier)
    assert enc.current.id == enc.order[-1] and enc.round == 1


def _end_combat(window, monkeypatch, rolls=None):
    from tracker.rulesets.gurps.kit import recovery_view

    seen = []

    def fake_exec(dlg):
        seen.append(dlg)
        return recovery_view.QDialog.DialogCode.Accepted

    monkeypatch.setattr(recovery_view.EndCombatDialog, "exec", fake_exec)
    if rolls is not None:
        monkeypatch.setattr(recovery_view.EndCombatDialog, "rolls", lambda dlg: rolls)
    window.act_end.trigger()
    assert not window.doc.encounter.in_combat
    return seen


def test_4_no_turns_after_end_combat(window, qtbot, monkeypatch):
    enc = window.doc.encounter
    bram = _by_name(window, "Bram")
    wolf = _by_name(window, "Dire wolf")
    # in the fight: Bram drops to HP -1 and owes a stay-conscious roll on his turns
    _enter_hit(qtbot, window, bram.id, "torso", 19)  # DR 3: 16 injury, HP 15 → -1
    while enc.current.id != bram.id:
        _press(qtbot, window, Qt.Key.Key_F8)
    assert [k.kind for k in enc.checks if k.combatant == bram.id].count("collapse") == 1
    for chk in list(enc.checks):
        window.checks_view.enter(chk.id, 10)
    _end_combat(window, monkeypatch)
    state = enc.round, enc.turn, list(enc.checks)
    # Next and Previous turn are gone: menu, toolbar and keys
    assert not window.act_next.isEnabled() and not window.act_prev.isEnabled()
    _press(qtbot, window, Qt.Key.Key_F8)
    _press(qtbot, window, Qt.Key.Key_F8, Qt.KeyboardModifier.ShiftModifier)
    assert (enc.round, enc.turn, enc.checks) == state
    assert "Out of combat" in window.turn_label.text()
    # a hit after the fight: wounds, death checks and the knockdown roll (R21), but no shock
    dlg = _enter_hit(qtbot, window, wolf.id, "torso", 12, apply=False)
    assert dlg.preview_outcome().shock and dlg.preview_outcome().knockdown_check is not None
    summary = dlg.summary_label.text()  # the preview says what Apply will do
    assert "Out of combat: no shock" in summary
    assert "Shock " not in summary and "Knockdown and stun" in summary
    qtbot.mouseClick(dlg.apply_button, Qt.MouseButton.LeftButton)
    wolf = enc.get(wolf.id)
    assert wolf.sheet.hp == 3 and not wolf.has("shock")
    assert [k.kind for k in enc.checks if k.combatant == wolf.id] == ["knockdown"]
    assert enc.log[-1].key == "no_shock_out_of_combat"
    assert "out of combat — no shock" in window.log_view.visible_text()
    # and the next fight has turns again, starting with the fastest
    window.act_start.trigger()
    assert window.act_next.isEnabled() and enc.round == 1 and enc.turn == 0


# -- 5, 6: stepping back and forward; the unconscious ------------------------------------------


def _status(w: MainWindow, cid: str) -> str:
    from tracker.ui.roster_model import COL_STATUS

    return w.roster_model.index(w.roster_model.row_of(cid), COL_STATUS).data() or ""


def _f8_until(qtbot, w, rnd: int, cid: str) -> None:
    enc = w.doc.encounter
    for _ in range(50):
        if (enc.round, enc.current.id) == (rnd, cid):
            return
        _press(qtbot, w, Qt.Key.Key_F8)
    raise AssertionError("never reached that turn")


def test_5_shock_entered_after_previous_turn_lasts_one_turn(window, qtbot):
    """Step back to the Wolf's turn, hit the Wolf, go forward: the shock ends with the
    Wolf's next turn, as it would have without the step back."""
    enc = window.doc.encounter
    wolf = _by_name(window, "Dire wolf").id
    _f8_until(qtbot, window, 2, enc.order[0])  # round 1 is over
    while enc.current.id != wolf:
        _press(qtbot, window, Qt.Key.Key_F8, Qt.KeyboardModifier.ShiftModifier)
    assert enc.round == 1 and enc.turns_back > 0
    _enter_hit(qtbot, window, wolf, "torso", 5)  # DR 1: 4 injury, shock −4
    assert "Shock" in _status(window, wolf)
    _f8_until(qtbot, window, 2, wolf)  # replayed turns, then round 2 up to the Wolf
    assert "Shock" in _status(window, wolf)  # it lasts through the Wolf's next turn ...
    _press(qtbot, window, Qt.Key.Key_F8)
    assert "Shock" not in _status(window, wolf)  # ... and no longer
    assert not enc.get(wolf).has("shock")
    # the whole way back is one undo step per click, and undo brings the shock back
    window.act_undo.trigger()
    assert enc.get(wolf).has("shock") and enc.current.id == wolf


def test_6_unconscious_are_skipped_and_their_checks_wait_in_turn_order(window, qtbot):
    from tracker.ui.player_view import PlayerView

    enc = window.doc.encounter
    centaur = _by_name(window, "Centaur archer").id
    wolf = _by_name(window, "Dire wolf").id
    octopus = _by_name(window, "Bog octopus").id
    bram = _by_name(window, "Bram").id
    window.open_player_view()
    pv = window.player_view
    assert isinstance(pv, PlayerView)
    # Aiko's turn: the centaur goes down to HP −23 (a death check) and fails its knockdown
    _enter_hit(qtbot, window, centaur, "torso", 45)  # DR 2: 43 injury
    knock = next(k for k in enc.checks if k.combatant == centaur and k.kind == "knockdown")
    window.checks_view.enter(knock.id, 18)  # critical failure: unconscious
    assert enc.get(centaur).has("unconscious")
    # its waking waits on the calendar (G14, issue #24)
    assert [k.kind for k in enc.checks if k.combatant == centaur] == ["death", "wake"]
    assert pv.next_label.text() == "Next: Dire wolf  ›  Bog octopus  ›  Bram"
    _press(qtbot, window, Qt.Key.Key_F8)
    assert enc.current.id == wolf and pv.now_label.text() == "Now: Dire wolf"
    # the wolf bites Bram, then the octopus: the dock lists the rolls as the turns run
    _enter_hit(qtbot, window, bram, "torso", 20)
    _enter_hit(qtbot, window, octopus, "torso", 12)
    shown = [enc.combatants[k.combatant].name for k in window.checks_view.checks()]
    assert list(dict.fromkeys(shown)) == ["Bog octopus", "Bram", "Centaur archer"]
    assert list(window.checks_view.roll_buttons) == [k.id for k in window.checks_view.checks()
                                                     if k.kind != "wake"]
    for _ in range(3):
        _press(qtbot, window, Qt.Key.Key_F8)
    assert enc.current.name == "Aiko" and enc.round == 2
    _press(qtbot, window, Qt.Key.Key_F8)
    assert enc.current.id == wolf  # the centaur's place is passed over
    assert [k.kind for k in enc.checks if k.combatant == centaur] == ["death", "wake"]
    assert "Centaur" not in pv.next_label.text() and "Centaur" not in pv.now_label.text()


# -- 7, 8, 9, 10: who is who, and what the players see ----------------------------------------


def _player_names(pv) -> set[str]:
    return {card.name_label.text() for card in pv.cards.values()}


def test_7_duplicate_mid_fight_is_hidden_like_an_added_enemy(window, qtbot):
    enc = window.doc.encounter
    window.open_player_view()
    pv = window.player_view
    wolf = _by_name(window, "Dire wolf").id
    _press(qtbot, window, Qt.Key.Key_F8)  # the fight is under way
    window.select(wolf)
    QTest.keyClick(window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)  # Duplicate
    copy = window.selected
    assert copy != wolf and enc.get(copy).name == "Dire wolf 2"
    assert not enc.get(copy).visibility.shown and copy not in pv.cards
    added = _add(window, "Dire wolf")  # Add follows the same rule (and numbers the name)
    assert enc.get(added).name == "Dire wolf 3" and added not in pv.cards
    window.detail.visibility.show_combatant(copy)
    window.detail.visibility.reveal_button.click()  # the GM reveals one
    assert copy in pv.cards and "Dire wolf 2" in _player_names(pv)


def test_8_enemy_added_before_anyone_acts_in_a_second_fight_is_shown(window, qtbot,
                                                                        monkeypatch):
    enc = window.doc.encounter
    window.open_player_view()
    pv = window.player_view
    _enter_hit(qtbot, window, _by_name(window, "Dire wolf").id, "torso", 6)
    _press(qtbot, window, Qt.Key.Key_F8)
    _end_combat(window, monkeypatch)
    window.act_start.trigger()  # round 1 of the second fight; the log holds old hits
    assert enc.round == 1 and any(e.key == "hit" for e in enc.log)
    bandit = _add(window, "Bandit")
    assert enc.get(bandit).visibility.shown and bandit in pv.cards
    _press(qtbot, window, Qt.Key.Key_F8)
    late = _add(window, "Bandit")  # after the first turn: joins a fight in progress
    assert not enc.get(late).visibility.shown and late not in pv.cards


def test_9_names_are_told_apart_everywhere(window, qtbot, monkeypatch):
    from tracker.rulesets.gurps.kit.recovery_view import EndCombatDialog

    enc = window.doc.encounter
    g1 = _add(window, "Goblin", max_hp=10)
    window.act_add.trigger()
    dlg = window.dialog
    dlg.name_edit.setText("Goblin")
    assert "Goblin 2" in dlg.note_label.text()  # said before OK
    dlg.ok_button.click()
    g2 = dlg.result_id
    assert enc.get(g2).name == "Goblin 2"
    assert window.doc.undo_stack.undoText() == "Add Goblin 2"
    for cid in (g1, g2):  # both lose a leg: a knockdown check each, a G7 roll each
        _enter_hit(qtbot, window, cid, "leg_right", 9)
    names = [enc.combatants[k.combatant].name for k in window.checks_view.checks()]
    assert sorted(names) == ["Goblin", "Goblin 2"]
    combo = window.log_view.filter_combo
    items = [combo.itemText(i) for i in range(combo.count())]
    assert "Goblin" in items and "Goblin 2" in items
    window.log_view.set_filter(g2)
    assert all("Goblin 2" in line for line in window.log_view.visible_text().splitlines()
               if "Goblin" in line)
    labels = EndCombatDialog(enc, window).findChildren(QLabel)
    texts = [lb.text() for lb in labels]
    assert "Goblin: Right leg (HT 10)" in texts and "Goblin 2: Right leg (HT 10)" in texts
    # the GM may rename, but not to a name another combatant has
    window._edit(g2)
    dlg = window.dialog
    dlg.name_edit.setText("Ｇｏｂｌｉｎ")  # full width is the same name
    assert not dlg.ok_button.isEnabled()
    assert "already called Ｇｏｂｌｉｎ" in dlg.message_label.text()
    dlg.name_edit.setText("Goblin chief")
    assert dlg.ok_button.isEnabled()
    dlg.ok_button.click()
    assert enc.get(g2).name == "Goblin chief"


def test_9_japanese_numbering_keeps_the_gms_width(window, qtbot):
    i18n.install("ja")
    try:
        window.act_new.trigger()
        window.dialog.accept()
        first = _add(window, "ゴブリン２")
        second = _add(window, "ゴブリン２")
        enc = window.doc.encounter
        assert [enc.get(first).name, enc.get(second).name] == ["ゴブリン２", "ゴブリン３"]
    finally:
        i18n.install("en")


def test_10_player_view_does_not_show_a_hidden_combatants_turn(window, qtbot, monkeypatch):
    enc = window.doc.encounter
    window.open_player_view()
    pv = window.player_view
    octopus = _by_name(window, "Bog octopus").id
    wolf = _by_name(window, "Dire wolf").id
    window.select(octopus)
    window.detail.visibility.shown_check.setChecked(False)  # the GM hides the octopus
    _f8_until(qtbot, window, 1, octopus)
    assert pv.now_label.text() == "Now: Dire wolf"  # the turn stays with the last visible one
    assert pv.cards[wolf]._state["current"]
    assert "octopus" not in (pv.now_label.text() + pv.next_label.text()).lower()
    # a hidden one acting first in a new fight: the players see the first visible one to
    # come, as they would if the scout were not there (issue 35); its turn changes nothing
    _end_combat(window, monkeypatch)
    scout = _add(window, "Scout", basic_speed=9)
    window.select(scout)
    window.detail.visibility.shown_check.setChecked(False)
    window.act_start.trigger()
    assert enc.current.id == scout
    first = next(c for c in enc.ordered() if c.id != scout and c.visibility.shown)
    assert pv.now_label.text() == f"Now: {first.name}"
    assert [cid for cid, card in pv.cards.items() if card._state["current"]] == [first.id]
    header = (pv.round_label.text(), pv.now_label.text(), pv.next_label.text())
    window.act_next.trigger()  # the first visible one's own turn: what they already see
    assert enc.current.id == first.id
    assert (pv.round_label.text(), pv.now_label.text(), pv.next_label.text()) == header


# -- 11, 12, 13: the dead, stat edits, wounds that go ------------------------------------------


def test_11_end_combat_asks_nothing_for_the_dead(window, qtbot, monkeypatch):
    enc = window.doc.encounter
    bram = _by_name(window, "Bram").id
    aiko = _by_name(window, "Aiko").id
    _enter_hit(qtbot, window, bram, "leg_right", 11)  # DR 3: 8 injury, crippled
    _enter_hit(qtbot, window, aiko, "arm_left", 8)  # crippled (HP 12: over 6)
    _enter_hit(qtbot, window, bram, "torso", 95)  # HP 7 → −78: beyond −5×HP, dead
    assert enc.get(bram).has("dead")
    wounds = enc.get(bram).sheet.to_dict()["parts"]
    seen = _end_combat(window, monkeypatch, rolls={(aiko, "arm_left"): 10})
    dlg = seen[0]
    assert list(dlg.roll_spins) == [(aiko, "arm_left")]
    assert all("Bram" not in lb.text() for lb in dlg.findChildren(QLabel))
    assert [(t.combatant, t.kind) for t in enc.timers] == [(aiko, "temporary")]
    model = window.kit_widget("recovery").model()
    assert [model.index(r, 0).data() for r in range(model.rowCount())] == ["Aiko"]
    assert enc.get(bram).sheet.to_dict()["parts"] == wounds


def _edit(window, cid, **values):
    """Double-click the roster row, change the fields, OK."""
    from tracker.ui.roster_model import COL_NAME

    idx = window.roster_model.index(window.roster_model.row_of(cid), COL_NAME)
    window.roster.doubleClicked.emit(idx)
    dlg = window.dialog
    assert isinstance(dlg, CombatantDialog) and dlg.editing
    spins = {"max_hp": dlg.max_hp_spin, "hp": dlg.hp_spin,
             "brainless_heads": getattr(dlg, "brainless_spin", None)}
    for key, value in values.items():
        if key == "body":
            dlg.body_combo.setCurrentIndex(dlg.body_combo.findData(value))
        else:
            spins[key].setValue(value)
    assert dlg.ok_button.isEnabled(), dlg.message_label.text()
    dlg.ok_button.click()
    return dlg


def test_12_editing_max_hp_judges_g11_again_in_one_undo_step(window, qtbot):
    enc = window.doc.encounter
    centaur = _by_name(window, "Centaur archer").id

    def death_checks():
        return sorted(k.threshold for k in enc.checks if k.combatant == centaur
                      and k.kind == "death")

    _edit(window, centaur, max_hp=10, hp=-12)  # the GM types the numbers from the sheet
    assert death_checks() == [1]
    assert "reaches −1×HP" in window.log_view.visible_text()
    at_minus_12 = enc.to_dict()
    undo_steps = window.doc.undo_stack.count()

    _edit(window, centaur, max_hp=20)  # the damage taken stays: HP −2/20
    assert enc.get(centaur).sheet.hp == -2 and death_checks() == []
    assert "is above −1×HP: that death check no longer applies" in \
        window.log_view.visible_text()
    assert window.doc.undo_stack.count() == undo_steps + 1
    window.act_undo.trigger()
    assert enc.to_dict() == at_minus_12

    _edit(window, centaur, max_hp=2)  # HP −20/2: −10×HP
    c = enc.get(centaur)
    assert c.sheet.hp == -20 and c.has("dead") and c.has("destroyed")
    assert [k for k in enc.checks if k.combatant == centaur] == []
    window.act_undo.trigger()
    assert enc.to_dict() == at_minus_12
    window.act_redo.trigger()
    assert enc.get(centaur).has("destroyed")


def test_13_a_new_body_plan_takes_the_fall_of_the_lost_leg_with_it(window, qtbot):
    enc = window.doc.encounter
    bram = _by_name(window, "Bram").id
    _enter_hit(qtbot, window, bram, "leg_right", 11)  # crippled leg: falls
    assert "Prone" in _status(window, bram)
    before = enc.to_dict()
    _edit(window, bram, body="centaur")
    assert "Prone" not in _status(window, bram) and enc.get(bram).sheet.parts == {}
    assert "Bram: Prone ends." in window.log_view.visible_text()
    window.act_undo.trigger()
    assert enc.to_dict() == before and "Prone" in _status(window, bram)


# -- 14: brainless extra heads -----------------------------------------------------------------


def test_14_brainless_heads_are_parts_of_the_silhouette_crippled_as_extremities(window, qtbot):
    enc = window.doc.encounter
    window.act_add.trigger()
    dlg = window.dialog
    dlg.name_edit.setText("Hydra")
    dlg.max_hp_spin.setValue(12)
    assert "HP/3" in dlg.brainless_note.text()  # before any: the formula they would get
    dlg.brainless_spin.setValue(2)
    assert dlg.brainless_note.text() == "Extremities: crippled by injury over HP/3 = 4."
    dlg.brainless_spin.setValue(3)
    assert dlg.brainless_note.text() == "Extremities: crippled by injury over HP/(1.5×3) = 2.67."
    dlg.dr_per_location_check.setChecked(True)
    assert dlg.dr_spin_for("head_extra_3") is not None  # DR may differ per head
    dlg.ok_button.click()
    hydra = dlg.result_id
    assert enc.get(hydra).sheet.brainless_heads == 3
    window.select(hydra)
    sil = window.detail.silhouette
    assert sil.location_ids()[-3:] == ["head_extra_1", "head_extra_2", "head_extra_3"]
    for n in (1, 2, 3):  # each head is a part of its own: a click opens the entry for it
        dlg = _click_part(qtbot, window, hydra, f"head_extra_{n}")
        dlg.reject()
    dlg = _enter_hit(qtbot, window, hydra, "head_extra_2", 4, apply=False)
    trace = dlg.explain_view.toPlainText()
    assert "[G8] A brainless extra head is an extremity: crippled by injury over " \
           "HP/(1.5×3)." in trace
    assert "Brainless head 2 is crippled by injury over 2.67 (at least 3)" in trace
    qtbot.mouseClick(dlg.apply_button, Qt.MouseButton.LeftButton)
    assert enc.get(hydra).sheet.status_of("head_extra_2") == "crippled"
    assert sil.location_state("head_extra_2") == "crippled"
    assert "Brainless head 2 (crippled)" in window.roster_model.index(
        window.roster_model.row_of(hydra), 5).data()
    window.open_player_view()  # the players see the heads and the crippled one
    public = window.player_view.cards[hydra].silhouette
    assert public.location_ids()[-3:] == ["head_extra_1", "head_extra_2", "head_extra_3"]
    assert public.location_state("head_extra_2") == "crippled"
    # one head fewer: the third goes, the wounded second stays
    _edit(window, hydra, brainless_heads=2)
    assert sil.location_ids()[-2:] == ["head_extra_1", "head_extra_2"]
    assert enc.get(hydra).sheet.status_of("head_extra_2") == "crippled"


def test_14_stats_dialog_in_japanese_names_the_formula(window, qtbot):
    i18n.install("ja")
    try:
        dlg = CombatantDialog.for_new(window.doc, window)
        qtbot.addWidget(dlg)
        dlg.max_hp_spin.setValue(12)
        dlg.brainless_spin.setValue(4)
        assert "HP/(1.5×4)" in dlg.brainless_note.text() and "2" in dlg.brainless_note.text()
        assert "脳" in dlg.brainless_note.text()
        s = GurpsSheet(max_hp=12, brainless_heads=1)
        assert s.plan.by_id["head_extra_1"].name("ja") == "脳のない頭1"
    finally:
        i18n.install("en")


# -- a whole evening at the table ------------------------------------------------------------


def test_a_session_of_two_fights_undone_to_the_start_and_redone(window, qtbot, monkeypatch):
    """New encounter, two fights with steps back and forward, hits, rolls, stat edits and
    a hidden arrival; then Undo to the very start and Redo to the end, through the window's
    own actions. Every view agrees with the model at every step."""
    from tracker.ui.player_view import NO_TURN

    window.act_new.trigger()
    window.dialog.accept()
    start = window.doc.encounter.to_dict()
    enc = window.doc.encounter
    window.open_player_view()
    pv = window.player_view
    knight = _add(window, "Knight", "pc", basic_speed=6, max_hp=14)
    ogre = _add(window, "Ogre", max_hp=25, basic_speed=5)
    imp = _add(window, "Imp", max_hp=6, basic_speed=7)
    window.act_start.trigger()
    assert [enc.get(c).name for c in enc.order] == ["Imp", "Knight", "Ogre"]
    assert pv.now_label.text() == "Now: Imp"

    def views_agree():
        cur = enc.current
        assert window.turn_label.text() == (
            f"Round {enc.round} — {cur.name}'s turn" if enc.in_combat
            else f"Out of combat — day {enc.calendar.day}, {enc.calendar.hour}:00")
        row = window.roster_model.row_of(cur.id)
        marked = window.roster_model.index(row, 0).data().startswith("▶")
        assert marked == enc.in_combat
        assert [k.id for k in window.checks_view.checks()] == list(
            window.checks_view.roll_buttons)
        now = pv.now_label.text()
        if enc.in_combat and cur.visibility.shown:
            assert now == f"Now: {cur.name}"
        elif enc.in_combat:
            assert cur.name not in now and now.startswith("Now:") and now != f"Now: {NO_TURN}"

    views_agree()
    _enter_hit(qtbot, window, ogre, "leg_right", 20, "cut")  # the Imp's turn: leg severed
    assert enc.get(ogre).has("prone") and enc.get(ogre).has("shock")
    for _ in range(3):
        _press(qtbot, window, Qt.Key.Key_F8)
        views_agree()
    assert enc.round == 2 and enc.current.id == imp
    _press(qtbot, window, Qt.Key.Key_F8, Qt.KeyboardModifier.ShiftModifier)  # back to Ogre
    views_agree()
    _enter_hit(qtbot, window, knight, "torso", 16)  # the Ogre's blow, entered late: HP -2
    _press(qtbot, window, Qt.Key.Key_F8)
    _press(qtbot, window, Qt.Key.Key_F8)  # the Knight's round-2 turn: shock ends after it
    assert enc.current.id == knight and enc.get(knight).has("shock")
    assert "collapse" in [k.kind for k in enc.checks if k.combatant == knight]
    views_agree()
    for chk in list(window.checks_view.checks()):
        window.checks_view.enter(chk.id, 9)
    _press(qtbot, window, Qt.Key.Key_F8)
    assert not enc.get(knight).has("shock")
    late = _add(window, "Shade", max_hp=8, basic_speed=8)  # fastest, joins mid-fight: hidden
    assert not enc.get(late).visibility.shown
    _edit(window, knight, max_hp=7)  # 16 damage taken stays: HP −9/7 reaches −1×HP
    assert [k.threshold for k in enc.checks if k.combatant == knight
            and k.kind == "death"] == [1]
    _edit(window, ogre, max_hp=2)  # 13 taken (capped leg): HP −11/2 is beyond −5×HP
    assert enc.get(ogre).has("dead") and not enc.get(ogre).has("destroyed")
    views_agree()
    _end_combat(window, monkeypatch)
    assert not window.act_next.isEnabled()
    views_agree()
    window.act_start.trigger()  # the second fight: the Shade first, unseen; the players see
    # the first visible one to come, as if the Shade were not there (issue 35)
    assert enc.current.id == late and pv.now_label.text() == "Now: Imp"
    views_agree()
    end = enc.to_dict()
    steps = window.doc.undo_stack.count()
    for _ in range(steps):
        window.act_undo.trigger()
    assert enc.to_dict() == start
    for _ in range(steps):
        window.act_redo.trigger()
    assert enc.to_dict() == end
    views_agree()


def test_the_added_combatant_is_selected_by_the_id_the_action_returned(window):
    cid = _add(window, "Bandit")
    assert window.doc.encounter.combatants[cid].name == "Bandit"
    assert window.selected == cid
