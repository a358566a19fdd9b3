"""Issue #24 items 12 and 13 through the real window: a combatant added during the fight's
first turn, and what the hit entry says of a one-hit kill and of a hit on a corpse."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QLabel

from tracker.model import operations as ops
from tracker.rulesets.gurps.kit.combatant_dialog import CombatantDialog
from tracker.rulesets.gurps.kit.hit_dialog import HitDialog
from tracker.ui import i18n
from tracker.ui.document import EncounterDocument
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


# -- 10, 14, 15: the layout --------------------------------------------------------------------
@pytest.fixture(params=["en", "ja"])
def demo_window(request, qtbot, tmp_path):
    from tracker.rulesets.gurps.rules.demo import demo_encounter

    i18n.install(request.param)
    doc = EncounterDocument(demo_encounter(lang=request.param))
    w = MainWindow(doc, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.doc.undo_stack.setClean()
    w.close()
    w.deleteLater()
    i18n.install("en")


def _spots(w: MainWindow) -> dict[str, object]:
    """Where the things a GM clicks are, in window coordinates."""
    def at(widget):
        return (widget.mapTo(w, widget.rect().topLeft()).toTuple(), widget.size().toTuple())

    return {"roster": at(w.roster), "silhouette": at(w.detail.silhouette),
            "checks": at(w.docks["checks"]), "detail": at(w.detail),
            "cards": {cid: at(card) for cid, card in w.cards.cards.items()}}


def test_10_nothing_moves_when_the_first_checks_arrive(qtbot, demo_window):
    from PySide6.QtWidgets import QApplication

    from tracker.rulesets.gurps.rules.resolver import Hit

    w = demo_window
    w.resize(1280, 800)
    QApplication.processEvents()
    before = _spots(w)
    enc = w.doc.encounter
    bram = next(c.id for c in enc.combatants.values() if c.name in ("Bram", "ブラム"))
    w.doc.run("hit", ops.apply_hit, bram, Hit(12, "cr", "torso"))  # a knockdown roll
    w.doc.run("hit", ops.apply_hit, bram, Hit(30, "cr", "torso"))  # a death check
    QApplication.processEvents()
    assert len(w.checks_view.checks()) >= 2
    assert _spots(w) == before
    w.checks_view.roll_all()  # and when they go
    QApplication.processEvents()
    assert _spots(w) == before


@pytest.mark.parametrize("size", [(1280, 800), (1600, 1000)])
def test_14_the_hint_never_overlaps_the_figure(qtbot, demo_window, size):
    from PySide6.QtWidgets import QApplication

    from tracker.rulesets.gurps.rules.ruleset import GURPS

    w = demo_window
    # the campaign rules add their sections to the detail panel
    w.doc.run("rules", ops.set_modules, GURPS.presets["vampire_hunter"][1])
    w.resize(*size)
    QApplication.processEvents()
    assert w.size().toTuple() == size  # the window fits the screen it was sized for
    for log_height in (150, 420):  # also with the log dock dragged tall
        w.resizeDocks([w.docks["log"]], [log_height], Qt.Orientation.Vertical)
        QApplication.processEvents()
        sil, hint = w.detail.silhouette, w.detail.hint
        assert hint.isVisible()
        assert not sil.geometry().intersects(hint.geometry())
        assert sil.height() >= sil.minimumSizeHint().height()


def test_15_the_default_layout_shows_every_roster_column_at_1280x800(qtbot, demo_window):
    from PySide6.QtWidgets import QApplication

    w = demo_window
    w.resize(1280, 800)
    QApplication.processEvents()
    assert w.height() <= 800  # the window fits the screen
    roster = w.roster
    assert not roster.horizontalScrollBar().isVisible()
    header = roster.horizontalHeader()
    fm = header.fontMetrics()
    model = roster.model()
    used = sum(header.sectionSize(c) for c in range(model.columnCount()))
    assert used <= roster.viewport().width()
    for col in range(model.columnCount()):
        title = model.headerData(col, Qt.Orientation.Horizontal)
        assert header.sectionSize(col) >= fm.horizontalAdvance(str(title)), title
    # History is a tab of the log, not a column beside the roster
    assert w.docks["history"] in w.tabifiedDockWidgets(w.docks["log"])


def _click(qtbot, w: MainWindow, cid: str, loc: str) -> HitDialog:
    w.select(cid)
    sil = w.detail.silhouette
    qtbot.mouseClick(sil, Qt.MouseButton.LeftButton, pos=sil.location_center(loc).toPoint())
    dlg = w.dialog
    assert isinstance(dlg, HitDialog)
    return dlg


def test_14_an_eye_click_offers_the_last_type_that_can_hit_the_eye(qtbot, window,
                                                                   monkeypatch):
    w = window
    w.doc.remembered[HitDialog.RECENT] = ["cr", "pi+", "cut"]  # the last type is still cr
    orc = _add(w, "Orc")
    dlg = _click(qtbot, w, orc, "eye_left")
    assert dlg.location_combo.currentData() == "eye_left"
    assert dlg.type_combo.currentData() == "pi+"  # the last one used that can hit the eye
    dlg.damage_edit.setText("3")
    assert dlg.apply_button.isEnabled() and dlg.message_label.text() == ""
    dlg.reject()
    w.doc.remembered[HitDialog.RECENT] = []
    dlg = _click(qtbot, w, orc, "eye_left")
    assert dlg.type_combo.currentData() in ("imp", "pi-", "pi", "pi+", "pi++", "tbb")
    dlg.reject()


def test_14_a_vitals_click_with_crushing_goes_to_the_torso_in_one_line(qtbot, window,
                                                                       monkeypatch):
    w = window
    orc = _add(w, "Orc")
    dlg = _click(qtbot, w, orc, "vitals")
    dlg.damage_edit.setText("6")
    assert dlg.type_combo.currentData() == "cr"
    assert dlg.location_combo.currentData() == "torso"
    note = dlg.message_label.text()
    assert "torso" in note and "vitals" in note.lower() and "\n" not in note
    assert dlg.apply_button.isEnabled()  # a note, not an error
    qtbot.mouseClick(dlg.apply_button, Qt.MouseButton.LeftButton)
    assert "torso" in w.doc.encounter.combatants[orc].sheet.parts
    # one who used imp before: the vitals keep the click and take imp
    w.doc.remembered[HitDialog.RECENT] = ["imp"]
    dlg = _click(qtbot, w, orc, "vitals")
    assert (dlg.location_combo.currentData(), dlg.type_combo.currentData()) == ("vitals",
                                                                                "imp")
    dlg.reject()


def test_5_the_GM_types_the_rolls_of_an_advance_in_order(qtbot, window):
    """Issue #24 item 5: a long advance rolls what falls due in order, or takes the GM's."""
    from tracker.rulesets.gurps.rules.modules import operations as mops
    from tracker.rulesets.gurps.rules.ruleset import GURPS

    w = window
    w.doc.run("rules", ops.set_modules, GURPS.presets["vampire_hunter"][1])
    _add(w, "Kaede", "pc")
    w.doc.run("hot", mops.set_temperature, 32, "summer")
    view = w.kit_widget("recovery")
    view.amount.setValue(90)
    view.unit.setCurrentIndex(view.unit.findData(1))
    errors = []
    w.doc.failed.connect(errors.append)
    view.rolls_edit.setText("12 x")
    view.advance_button.click()
    assert errors and "x" in errors[-1]
    assert w.doc.encounter.calendar.to_dict() == {"day": 1, "hour": 8}  # nothing changed
    view.rolls_edit.setText("１８, 3")  # full-width digits and commas as typed
    view.advance_button.click()
    rolls = [e.args["roll"] for e in w.doc.encounter.log if e.key == "exposure_roll"]
    assert rolls == [18, 3] and view.rolls_edit.text() == ""
    # the 9:30 roll waits in the checks dock with its time; Roll them all is in sight
    heat = [k for k in w.checks_view.checks() if k.kind == "heat"]
    assert len(heat) == 1 and w.checks_view.roll_all_button.isEnabled()
    w.checks_view.roll_all_button.click()
    assert not [k for k in w.doc.encounter.checks if k.kind == "heat"]


def test_5_repeated_rolls_are_one_row_with_their_times(qtbot, window):
    """A file from before time ran in order holds four heat rolls of one hunter: the dock
    shows one row "Kaede · 13:00–14:30 / heat ×4" whose buttons roll the oldest."""
    from tracker.model.files import dumps_encounter, loads_encounter
    from tracker.rulesets.gurps.rules.modules.climate import DueCheck
    from tracker.rulesets.gurps.rules.modules.climate_module import MODULE as CLIMATE
    from tracker.rulesets.gurps.rules.ruleset import GURPS

    w = window
    w.doc.run("rules", ops.set_modules, GURPS.presets["vampire_hunter"][1])
    kaede = _add(w, "Kaede", "pc")
    enc = loads_encounter(dumps_encounter(w.doc.encounter))
    enc.calendar.advance_minutes(7 * 60)  # 15:00
    for at in (13 * 60, 13 * 60 + 30, 14 * 60, 14 * 60 + 30):
        CLIMATE._add(enc, enc.combatants[kaede], DueCheck("heat", at, 0, True, ()))
    w.doc.set_encounter(loads_encounter(dumps_encounter(enc)))
    view = w.checks_view
    assert len(view.roll_buttons) == 1
    label = next(lab.text() for lab in view._body.findChildren(QLabel)
                 if "Kaede" in lab.text())
    assert "13:00–14:30" in label and "×4" in label
    oldest = min(k.id for k in w.doc.encounter.checks)
    assert list(view.roll_buttons) == [oldest]
    view.roll_buttons[oldest].click()
    label = next(lab.text() for lab in view._body.findChildren(QLabel)
                 if "Kaede" in lab.text())
    assert "13:30–14:30" in label and "×3" in label


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_15_a_coc_roster_shows_every_column_at_1280x800_too(qtbot, tmp_path, lang):
    """Call of Cthulhu has three tracks, DEX, the death clock and this round's actions: the
    roster still shows every column and its title without a horizontal scroll bar."""
    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QApplication

    from tracker.model.ruleset import get_ruleset
    from tracker.ui.document import EncounterDocument

    i18n.install(lang)
    try:
        doc = EncounterDocument(get_ruleset("coc").demo_encounter(lang=lang))
        w = MainWindow(doc, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
        qtbot.addWidget(w)
        w.resize(1280, 800)
        w.show()
        QApplication.processEvents()
        roster = w.roster
        assert not roster.horizontalScrollBar().isVisible()
        header, model = roster.horizontalHeader(), roster.model()
        font = header.font()
        font.setBold(header.highlightSections())  # a highlighted title is drawn bold
        fm = QFontMetrics(font)
        for col in range(model.columnCount()):
            title = str(model.headerData(col, Qt.Orientation.Horizontal))
            assert header.sectionSize(col) >= fm.horizontalAdvance(title) + 4, title
        w.doc.undo_stack.setClean()
        w.close()
    finally:
        i18n.install("en")
