"""The odds panel of the hit dialog: the exact odds while the GM types, never blocking."""

from __future__ import annotations

import time

import pytest

from tracker.model import operations
from tracker.model.dice import Dice
from tracker.rulesets.gurps.kit.hit_dialog import RANDOM, HitDialog
from tracker.rulesets.gurps.kit.odds_panel import percent
from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.rulesets.gurps.rules.odds import odds
from tracker.rulesets.gurps.rules.resolver import Hit, Options
from tracker.rulesets.gurps.rules.sheet import GurpsSheet
from tracker.ui.document import EncounterDocument


@pytest.fixture
def dlg(qtbot):
    enc = demo_encounter()
    operations.add_combatant(enc, "Target", "enemy", GurpsSheet(max_hp=10, ht=10, dr=1),
                             mid_fight=False)
    doc = EncounterDocument(enc)
    cid = next(c.id for c in enc.combatants.values() if c.name == "Target")
    d = HitDialog(doc, cid, "torso", dice=Dice(3))
    qtbot.addWidget(d)
    yield d


def _type(dlg, dtype):
    dlg.type_combo.setCurrentIndex(dlg.type_combo.findData(dtype))


def test_odds_follow_the_typed_dice_without_a_roll(qtbot, dlg):
    _type(dlg, "cut")
    dlg.damage_edit.setText("2d+1")
    assert dlg.odds_panel.odds is None  # not yet: typing never waits for the odds
    qtbot.waitUntil(lambda: dlg.odds_panel.odds is not None, timeout=2000)
    want = odds(dlg._combatant().sheet.target(), Hit(0, "cut", "torso"), "2d+1", Options())
    assert dlg.odds_panel.odds.p == want.p
    text = dlg.odds_panel.label.text()
    assert "Injures" in text and percent(want.p["major_wound"]) in text
    assert dlg.apply_button.isEnabled() is False  # the dice are not rolled yet


def test_random_location_shows_where_it_lands(qtbot, dlg):
    dlg.location_combo.setCurrentIndex(dlg.location_combo.findData(RANDOM))
    dlg.damage_edit.setText("1d")
    dlg.odds_panel.refresh()
    o = dlg.odds_panel.odds
    assert o is not None and o.locations["torso"] == pytest.approx(52 / 216)
    assert "Lands on:" in dlg.odds_panel.places_label.text()
    assert "Torso 24.1%" in dlg.odds_panel.places_label.text()


def test_each_keystroke_restarts_the_wait(qtbot, dlg):
    _type(dlg, "cut")
    start = time.perf_counter()
    for text in ("1", "1d", "1d+", "1d+2", "3d+2", "30d"):
        dlg.damage_edit.setText(text)
    assert time.perf_counter() - start < 0.5
    qtbot.waitUntil(lambda: dlg.odds_panel.odds is not None, timeout=2000)
    assert sorted(dlg.odds_panel.odds.injury_dist)[-1] == 268  # 30d: (180 - DR 1) × 1.5


def test_bad_entries_say_why(qtbot, dlg):
    dlg.damage_edit.setText("2x")
    dlg.odds_panel.refresh()
    assert dlg.odds_panel.odds is None
    assert "2d+1" in dlg.odds_panel.label.text()
    dlg.damage_edit.setText("900d")
    dlg.odds_panel.refresh()
    assert dlg.odds_panel.odds is None and "Too many dice" in dlg.odds_panel.label.text()
    dlg.damage_edit.setText("")
    assert "Type the damage" in dlg.odds_panel.label.text()


def test_refused_hit_is_named(qtbot, dlg):
    dlg.location_combo.setCurrentIndex(dlg.location_combo.findData("eye_left"))
    _type(dlg, "cr")
    dlg.damage_edit.setText("2d")
    dlg.odds_panel.refresh()
    assert dlg.odds_panel.odds is None
    assert dlg.odds_panel.label.text().strip() != ""


def test_percent():
    assert [percent(x) for x in (0, 1, 0.0004, 0.9996, 0.375)] == [
        "0%", "100%", "<0.1%", ">99.9%", "37.5%"]


def test_an_unconscious_target_shows_no_knockdown_or_stay_conscious_odds(qtbot):
    """Issue 29 item 5: the panel and the preview agree with ``resolve`` for a target that is
    already unconscious. HP 10, DR 1, HP 3 left; 2d+1 cr to the torso: totals 3..13, less DR
    1 = 2..12 injury; a major wound (over 10/2) from 6 injury, i.e. totals 7..13 = 2d 6..12:
    26/36; HP 3 − 3 = 0 or below from injury 3, i.e. totals 4..13 = 2d 3..12: 35/36. Awake
    that is a knockdown check 72.2 % and a roll to stay conscious 97.2 %; unconscious: 0 %
    and 0 %, and the preview promises neither."""
    enc = demo_encounter()
    operations.add_combatant(enc, "Target", "enemy", GurpsSheet(max_hp=10, ht=10, dr=1, hp=3),
                             mid_fight=False)
    cid = next(c.id for c in enc.combatants.values() if c.name == "Target")
    doc = EncounterDocument(enc)
    d = HitDialog(doc, cid, "torso", dice=Dice(3))
    qtbot.addWidget(d)
    d.damage_edit.setText("2d+1")
    d.odds_panel.refresh()
    assert d.odds_panel.odds.p["knockdown"] == pytest.approx(26 / 36)
    assert d.odds_panel.odds.p["collapse"] == pytest.approx(35 / 36)
    d.close()
    operations.set_condition(enc, cid, "unconscious", True)
    d = HitDialog(doc, cid, "torso", dice=Dice(3))
    qtbot.addWidget(d)
    d.damage_edit.setText("2d+1")
    d.odds_panel.refresh()
    p = d.odds_panel.odds.p
    assert p["major_wound"] == pytest.approx(26 / 36)
    assert p["knockdown"] == 0.0 and p["collapse"] == 0.0
    rows = dict(d.odds_panel.rows(d.odds_panel.odds))
    assert rows["Knockdown check"] == "0%" and rows["Roll to stay conscious"] == "0%"
    d.damage_edit.setText("9")  # 9 − 1 = 8 injury: a major wound, HP 3 → −5
    summary = d.summary_label.text()
    assert "Major wound" in summary
    assert "Knockdown" not in summary and "stay conscious" not in summary
