"""The GM window as a GM uses it: click a part, enter a hit, see every view follow, undo."""

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QAbstractItemModelTester

from tracker.model import operations as ops
from tracker.rulesets.gurps.kit.hit_dialog import HitDialog
from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.rulesets.gurps.rules.resolver import Hit
from tracker.rulesets.gurps.rules.sheet import GurpsSheet
from tracker.ui import i18n
from tracker.ui.document import EncounterDocument
from tracker.ui.main_window import MainWindow
from tracker.ui.roster_model import COL_HP, COL_PARTS, COL_STATUS


@pytest.fixture
def window(qtbot, tmp_path):
    i18n.install("en")
    doc = EncounterDocument(demo_encounter())
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    w = MainWindow(doc, settings)
    w.show()
    qtbot.waitExposed(w)
    yield w
    # pytest-qt's own close would come before this and stop at the unsaved-changes prompt
    w.doc.undo_stack.setClean()
    w.close()
    w.deleteLater()


def _by_name(w, name):
    return next(c for c in w.doc.encounter.combatants.values() if c.name == name)


def _pixel(widget, loc):
    img = widget.grab().toImage()
    p = widget.location_center(loc).toPoint()
    return QColor(img.pixel(p))


def test_roster_model_is_a_valid_item_model(window, qtbot):
    tester = QAbstractItemModelTester(
        window.roster_model, QAbstractItemModelTester.FailureReportingMode.Fatal)
    window.doc.run("hit", ops.apply_hit, window.doc.encounter.order[1], Hit(5, "cr", "torso"))
    window.doc.run("dup", ops.duplicate_combatant, window.doc.encounter.order[0])
    window.doc.undo_stack.undo()
    assert tester is not None
    assert window.roster_model.rowCount() == len(window.doc.encounter.order)


def test_clicking_each_humanoid_part_opens_the_entry_for_it(window, qtbot):
    aiko = _by_name(window, "Aiko")
    window.select(aiko.id)
    sil = window.detail.silhouette
    for loc in aiko.sheet.plan.by_id:
        qtbot.mouseClick(sil, Qt.MouseButton.LeftButton, pos=sil.location_center(loc).toPoint())
        dlg = window.dialog
        assert isinstance(dlg, HitDialog), loc
        # crushing cannot hit the vitals: the entry takes the torso around them (issue 24
        # item 14); every other part opens as clicked
        assert dlg.location_combo.currentData() == ("torso" if loc == "vitals" else loc), loc
        dlg.reject()


def test_card_click_opens_entry_for_that_combatant(window, qtbot):
    wolf = _by_name(window, "Dire wolf")
    card = window.cards.cards[wolf.id]
    sil = card.silhouette
    qtbot.mouseClick(sil, Qt.MouseButton.LeftButton,
                     pos=sil.location_center("leg_fore_left").toPoint())
    assert isinstance(window.dialog, HitDialog)
    assert window.dialog.location_combo.currentData() == "leg_fore_left"
    assert window.selected == wolf.id


def test_hit_updates_roster_silhouette_log_and_undo_restores(window, qtbot):
    bram = _by_name(window, "Bram")
    window.select(bram.id)
    sil = window.detail.silhouette
    row = window.roster_model.row_of(bram.id)
    colour_before = _pixel(sil, "arm_left")
    log_before = window.log_view.model().rowCount() if hasattr(window.log_view, "model") else None
    state_before = window.doc.encounter.to_dict()

    window.open_hit(bram.id, "arm_left")
    dlg = window.dialog
    dlg.damage_edit.setText("14")
    idx = dlg.type_combo.findData("cut")
    dlg.type_combo.setCurrentIndex(idx)
    assert dlg.apply_button.isEnabled()
    qtbot.mouseClick(dlg.apply_button, Qt.MouseButton.LeftButton)

    hp = window.roster_model.index(row, COL_HP).data()
    assert hp == "7/15"  # 14 - DR 3 = 11 × 1.5 = 16 → capped at 8 (HP 15 arm)
    parts = window.roster_model.index(row, COL_PARTS).data()
    assert "severed" in parts
    assert _pixel(sil, "arm_left") != colour_before
    if log_before is not None:
        assert window.log_view.model().rowCount() > log_before
    assert window.doc.undo_stack.count() == 1

    window.doc.undo_stack.undo()
    assert window.doc.encounter.to_dict() == state_before
    assert window.roster_model.index(row, COL_HP).data() == "15/15"
    assert window.roster_model.index(row, COL_PARTS).data() == ""
    assert _pixel(sil, "arm_left") == colour_before


def test_crippling_hit_shows_part_and_condition(window, qtbot):
    wolf = _by_name(window, "Dire wolf")
    window.doc.run("hit", ops.apply_hit, wolf.id, Hit(5, "cr", "leg_hind_left"))  # 4 injury: over HP/4 (G6, 4 legs)
    row = window.roster_model.row_of(wolf.id)
    assert "crippled" in window.roster_model.index(row, COL_PARTS).data()
    status = window.roster_model.index(row, COL_STATUS).data()
    assert "Shock" in status


def test_next_turn_clears_shock(window, qtbot):
    enc = window.doc.encounter
    first = enc.current
    second = enc.ordered()[1]
    window.doc.run("hit", ops.apply_hit, second.id, Hit(8, "cr", "torso"))
    assert enc.combatants[second.id].has("shock")
    window.act_next.trigger()
    assert enc.current.id == second.id
    window.act_next.trigger()
    assert not enc.combatants[second.id].has("shock")
    assert "Round 1" in window.turn_label.text() and first is not None


def test_turn_label_and_current_highlight_follow_turns(window):
    enc = window.doc.encounter
    window.act_next.trigger()
    assert enc.current.name in window.turn_label.text()
    row = window.roster_model.row_of(enc.current.id)
    assert window.roster_model.index(row, 0).data().startswith("▶")


def test_bad_input_is_reported_not_crashing(window, qtbot):
    wolf = _by_name(window, "Dire wolf")
    before = window.doc.encounter.to_dict()
    result = window.doc.run("hit", ops.apply_hit, wolf.id, Hit(5, "cr", "eye_left"))
    assert result is None
    assert window.doc.encounter.to_dict() == before
    assert "eye" in window.statusBar().currentMessage()


def test_japanese_translation_loads(qtbot, tmp_path):
    assert i18n.install("ja")
    try:
        doc = EncounterDocument(demo_encounter())
        w = MainWindow(doc, QSettings(str(tmp_path / "j.ini"), QSettings.Format.IniFormat))
        qtbot.addWidget(w)
        titles = [a.text() for a in w.menuBar().actions()]
        assert any("ファイル" in t for t in titles)
        assert "命中" in w.act_hit.text()
        assert any("戦闘" in w.docks[k].windowTitle() for k in w.docks)
        header = w.roster_model.headerData(0, Qt.Orientation.Horizontal)
        assert header == "名前"
    finally:
        i18n.install("en")


def test_end_combat_lets_the_gm_enter_the_g7_rolls(window, monkeypatch):
    from tracker.rulesets.gurps.kit import recovery_view

    bram = _by_name(window, "Bram")
    window.doc.run("hit", ops.apply_hit, bram.id, Hit(9, "cut", "leg_left"))  # crippled
    seen = []

    def fake_exec(dlg):
        seen.append(dlg)
        return recovery_view.QDialog.DialogCode.Accepted

    monkeypatch.setattr(recovery_view.EndCombatDialog, "exec", fake_exec)
    monkeypatch.setattr(recovery_view.EndCombatDialog, "rolls",
                        lambda dlg: {(bram.id, "leg_left"): 18})
    monkeypatch.setattr(recovery_view.EndCombatDialog, "months", lambda dlg: {})
    window.act_end.trigger()
    assert seen, "the G7 dialog was not offered"
    timer = window.doc.encounter.timers[0]
    assert (timer.combatant, timer.location, timer.kind) == (bram.id, "leg_left", "permanent")
    assert not window.doc.encounter.in_combat
    # ended once: now only a new fight can be started, and starting it is one click
    assert not window.act_end.isEnabled() and window.act_start.isEnabled()
    window.act_start.trigger()
    assert window.doc.encounter.in_combat and window.doc.encounter.round == 1
    assert window.act_end.isEnabled() and not window.act_start.isEnabled()


@pytest.mark.parametrize("shown_first", [True, False], ids=["shown", "before-show"])
def test_replaced_encounter_leaves_no_stale_cards(qtbot, tmp_path, shown_first):
    """File → New (or a restore before the window shows) must not leave the old cards drawn
    until Qt gets round to deleting them."""
    from tracker.ui.cards import CombatantCard

    w = MainWindow(EncounterDocument(demo_encounter()),
                   QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    try:
        if shown_first:
            w.show()
        w.files.new()
        w.show()
        qtbot.waitExposed(w)
        drawn = [c for c in w.cards.findChildren(CombatantCard) if c.isVisible()]
        assert drawn == [] and w.cards.cards == {}
        w.doc.run("add", ops.add_combatant, "Goblin", "enemy", GurpsSheet())
        qtbot.waitUntil(lambda: [c.cid for c in w.cards.findChildren(CombatantCard)
                                 if c.isVisible()] == list(w.doc.encounter.order))
    finally:
        w.doc.undo_stack.setClean()
        w.close()


def test_detail_panel_lists_wounds_in_words(window):
    bram = _by_name(window, "Bram")
    window.doc.run("hit", ops.apply_hit, bram.id, Hit(6, "imp", "torso"))
    window.doc.run("hit", ops.apply_hit, bram.id, Hit(12, "cr", "arm_left"))
    window.select(bram.id)
    items = [window.detail.parts.item(i).text() for i in range(window.detail.parts.count())]
    assert "Torso: 6 injury" in items  # hurt but working: no status word
    assert "Left arm: 8 injury, crippled" in items


@pytest.mark.parametrize(("lang", "typed", "stored"), [
    ("en", "Stunned", "stunned"), ("en", "PRONE", "prone"), ("en", "grappled", "grappled"),
    ("ja", "朦朧", "stunned"), ("ja", "死亡", "dead"), ("ja", "ｄｅａｄ", "dead"),
    ("ja", "組みつかれ", "組みつかれ"),
])
def test_add_condition_knows_the_built_in_ones_by_name(window, monkeypatch, lang, typed,
                                                        stored):
    """A GM who types a built-in condition's name (in the UI language, English, or as its
    id) gets the built-in one the rules act on; anything else stays the GM's own."""
    from PySide6.QtWidgets import QInputDialog

    offered = []

    def get_item(parent, title, label, items, current, editable):
        offered.extend(items)
        return typed, True

    monkeypatch.setattr(QInputDialog, "getItem", staticmethod(get_item))
    i18n.install(lang)
    try:
        aiko = _by_name(window, "Aiko")
        window.select(aiko.id)
        window.detail._add_condition()
        assert window.doc.encounter.get(aiko.id).has(stored)
        assert len(offered) == 4 and ("朦朧" in offered) == (lang == "ja")
    finally:
        i18n.install("en")


def test_start_combat_is_off_in_an_empty_encounter(open_window):
    from tracker.model import operations as ops

    w = open_window(ops.new_encounter("gurps"))
    assert not w.act_start.isEnabled()
    w.doc.run("add", ops.add_combatant, "Aiko", "pc")
    assert w.act_start.isEnabled()
