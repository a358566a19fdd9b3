"""Issue 29 item 8 (GURPS, minor): "1 get through" in the defense step, the World dock's
weather box cutting "rain, snow or thunderstorm", and the Checks dock cutting a check's row
of buttons (in Japanese: its last row and its 振る button)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QSettings
from PySide6.QtWidgets import QComboBox

from tracker.model import operations as ops
from tracker.model.dice import Dice
from tracker.rulesets.gurps.kit.attack_dialog import AttackDialog
from tracker.rulesets.gurps.kit.campaign_text import weather_name
from tracker.rulesets.gurps.rules.defense_texts import LOG_TEMPLATES as DEFENSE_LOG
from tracker.rulesets.gurps.rules.defense_texts import TEMPLATES as DEFENSE_EXPLAIN
from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.rulesets.gurps.rules.modules import operations as mops
from tracker.rulesets.gurps.rules.resolver import Hit
from tracker.rulesets.gurps.rules.ruleset import GURPS
from tracker.ui import i18n
from tracker.ui.checks_view import ChecksView
from tracker.ui.document import EncounterDocument
from tracker.ui.main_window import MainWindow

WOLF = "c3"  # the demo's Dire wolf


@pytest.fixture
def english(qapp):
    i18n.install("en")
    yield


def test_one_hit_through_a_failed_parry_reads_as_english(qtbot, english):
    """One shot hits (10 ≤ skill 12); Parry 11, rolled 16: failed, the 1 hit gets through."""
    doc = EncounterDocument(demo_encounter())
    dlg = AttackDialog(doc, WOLF, None, dice=Dice(3))
    qtbot.addWidget(dlg)
    dlg.skill_spin.setValue(12)
    dlg.roll_spin.setValue(10)
    assert dlg.defense_check.isChecked()  # a new document's dialog defends by default
    dlg.apply_button.click()
    defense = dlg.defense_dialog
    defense.kind_radios["parry"].setChecked(True)
    defense.base_spin.setValue(11)
    defense.roll_spin.setValue(16)
    text = defense.result_label.text()
    assert text == "Failed: 1 hit(s) got through."
    assert "get through" not in text
    for template in (*DEFENSE_EXPLAIN.values(), *DEFENSE_LOG.values()):
        assert "get through" not in template  # "1 get through" in the log and explain too
    defense.reject()
    dlg.reject()


def _window(qtbot, tmp_path, lang: str) -> MainWindow:
    enc = demo_encounter(lang=lang)
    ops.set_modules(enc, GURPS.presets["vampire_hunter"][1])
    mops.set_weather(enc, "rain")
    doc = EncounterDocument(enc)
    w = MainWindow(doc, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    w.resize(1366, 768)  # the play-test's screen
    w.show()
    qtbot.waitExposed(w)
    return w


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_weather_box_shows_the_whole_sky(qtbot, tmp_path, lang, request):
    if lang == "ja":
        request.getfixturevalue("japanese")
    else:
        i18n.install("en")
    w = _window(qtbot, tmp_path, lang)
    try:
        combo = w.kit_widget("world").weather_combo
        assert combo.currentData() == "rain"
        # what "rain, snow or thunderstorm" (雨、雪、雷雨) needs, in a combo of its own
        probe = QComboBox()
        probe.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        probe.addItem(weather_name("rain"))
        assert combo.width() >= probe.sizeHint().width()
        probe.deleteLater()
    finally:
        w.doc.undo_stack.setClean()
        w.close()


def _inside(widget, area) -> bool:
    """``widget`` lies wholly within the scroll area's viewport (not cut)."""
    view = area.viewport()
    top_left = widget.mapTo(view, QPoint(0, 0))
    return (top_left.x() >= 0 and top_left.y() >= 0
            and top_left.x() + widget.width() <= view.width()
            and top_left.y() + widget.height() <= view.height())


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_checks_dock_at_its_smallest_shows_a_whole_check(qtbot, lang, request):
    """Squeezed to its minimum size, the dock still shows the first check whole: its two
    lines and its Roll (振る), result, Enter and Modifiers… buttons; the others scroll."""
    if lang == "ja":
        request.getfixturevalue("japanese")
    else:
        i18n.install("en")
    enc = demo_encounter(lang=lang)
    ops.set_modules(enc, GURPS.presets["vampire_hunter"][1])
    pcs = [c.id for c in enc.ordered() if c.side == "pc"]
    for cid in pcs:  # a cut on each: two infection rolls with their Modifiers… buttons
        ops.apply_hit(enc, cid, Hit(3, "cut", "arm_right"))
    view = ChecksView(EncounterDocument(enc))
    qtbot.addWidget(view)
    view.resize(view.minimumSizeHint())
    view.show()
    qtbot.waitExposed(view)
    first = next(iter(view.roll_buttons))
    for buttons in (view.roll_buttons, view.spins, view.enter_buttons, view.option_buttons):
        assert _inside(buttons[first], view.area), type(buttons[first]).__name__


def test_the_hit_preview_names_where_a_g12_hit_landed_and_counts(qtbot, english):
    """Item 7: No Vitals, 4 imp aimed at the vitals (to hit −3): counts as torso, ×2 = 8."""
    from tracker.rulesets.gurps.kit.hit_dialog import HitDialog
    from tracker.rulesets.gurps.rules.sheet import GurpsSheet

    enc = demo_encounter()
    ops.add_combatant(enc, "Golem", "enemy", GurpsSheet(max_hp=30, traits=["no_vitals"]),
                      mid_fight=False)
    cid = next(c.id for c in enc.ordered() if c.name == "Golem")
    dlg = HitDialog(EncounterDocument(enc), cid, "torso", dice=Dice(3))
    qtbot.addWidget(dlg)
    dlg.type_combo.setCurrentIndex(dlg.type_combo.findData("imp"))
    dlg.location_combo.setCurrentIndex(dlg.location_combo.findData("vitals"))
    dlg.damage_edit.setText("4")
    summary = dlg.summary_label.text()
    assert "Location: <b>Vitals</b> (counts as Torso; to hit -3)" in summary
    assert "Injury <b>8</b>" in summary
