"""Issue #24 items 12 and 13 through the real window: a combatant added during the fight's
first turn, and what the hit entry says of a one-hit kill and of a hit on a corpse."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt

from tracker.model import operations as ops
from tracker.ui import i18n
from tracker.ui.document import EncounterDocument
from tracker.ui.gurps.combatant_dialog import CombatantDialog
from tracker.ui.gurps.hit_dialog import HitDialog
from tracker.ui.main_window import MainWindow


@pytest.fixture
def window(qtbot, tmp_path):
    i18n.install("en")
    enc = ops.new_encounter("gurps")
    doc = EncounterDocument(enc)
    w = MainWindow(doc, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.doc.undo_stack.setClean()
    if w.player_view is not None:
        w.player_view.close()
    w.close()
    w.deleteLater()


def _add(w: MainWindow, name: str, side: str = "enemy", **stats) -> str:
    """Edit → Add combatant…, fill the dialog, OK."""
    w.act_add.trigger()
    dlg = w.dialog
    assert isinstance(dlg, CombatantDialog)
    dlg.name_edit.setText(name)
    dlg.side_combo.setCurrentIndex(dlg.side_combo.findData(side))
    spins = {"max_hp": dlg.max_hp_spin, "ht": dlg.ht_spin, "basic_speed": dlg.speed_spin}
    for key, value in stats.items():
        spins[key].setValue(value)
    dlg.ok_button.click()
    assert dlg.result_id, dlg.message_label.text()
    return dlg.result_id


def test_12_a_newcomer_in_the_first_turn_joins_after_it_and_is_shown(window):
    w = window
    hero = _add(w, "Hero", "pc", basic_speed=6)
    _add(w, "Orc", basic_speed=5)
    w.act_start.trigger()
    assert w.doc.encounter.current.id == hero
    fast = _add(w, "Fast Wolf", basic_speed=9)
    enc = w.doc.encounter
    assert enc.current.id == hero  # still the Hero's turn …
    assert enc.order.index(fast) == enc.order.index(hero) + 1  # … and the wolf acts next
    assert not w.act_prev.isEnabled()  # no turn that never happened behind this one
    second = _add(w, "Goblin", basic_speed=4)
    assert enc.combatants[fast].visibility.shown and enc.combatants[second].visibility.shown
    w.act_next.trigger()
    assert enc.current.id == fast
    late = _add(w, "Late Orc", basic_speed=5)
    assert not enc.combatants[late].visibility.shown  # the fight is past its first turn


def _hit_dialog(qtbot, w: MainWindow, cid: str, damage: int) -> HitDialog:
    w.select(cid)
    sil = w.detail.silhouette
    qtbot.mouseClick(sil, Qt.MouseButton.LeftButton,
                     pos=sil.location_center("torso").toPoint())
    dlg = w.dialog
    assert isinstance(dlg, HitDialog)
    dlg.damage_edit.setText(str(damage))
    dlg.type_combo.setCurrentIndex(dlg.type_combo.findData("cr"))
    return dlg


def test_13_a_one_hit_kill_lists_no_death_checks_and_makes_none(qtbot, window):
    w = window
    victim = _add(w, "Victim", max_hp=10)
    _add(w, "Hero", "pc", basic_speed=6)
    w.act_start.trigger()
    dlg = _hit_dialog(qtbot, w, victim, 60)  # 10 → −50
    text = dlg.summary_label.text()
    assert "Dead" in text
    for word in ("Death checks", "Knockdown", "Shock", "Major wound", "stay conscious",
                 "Reeling"):
        assert word not in text, word
    qtbot.mouseClick(dlg.apply_button, Qt.MouseButton.LeftButton)
    enc = w.doc.encounter
    assert enc.combatants[victim].has("dead")
    assert not [k for k in enc.checks if k.combatant == victim]
    assert "shock" not in enc.combatants[victim].conditions


def test_13_a_hit_on_a_corpse_lists_no_wound_effects(qtbot, window):
    w = window
    victim = _add(w, "Victim", max_hp=10)
    _add(w, "Hero", "pc", basic_speed=6)
    w.act_start.trigger()
    w.doc.run("dead", ops.set_condition, victim, "dead")
    dlg = _hit_dialog(qtbot, w, victim, 9)
    text = dlg.summary_label.text()
    assert "Injury" in text
    for word in ("Knockdown", "Shock", "Major wound", "Death checks", "stay conscious"):
        assert word not in text, word
    qtbot.mouseClick(dlg.apply_button, Qt.MouseButton.LeftButton)
    assert "shock" not in w.doc.encounter.combatants[victim].conditions
