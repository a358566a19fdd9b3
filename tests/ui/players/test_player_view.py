"""The players' screen shows what the GM allows and nothing else; the GM's visibility panel
changes it with one undoable command per action."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QSettings, Qt
from PySide6.QtGui import QAction, QGuiApplication, QHelpEvent, QMouseEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QTextEdit,
    QToolTip,
    QWidget,
)

from tracker.model import operations as ops
from tracker.rulesets.gurps.kit.silhouette import SilhouetteWidget
from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.rulesets.gurps.rules.resolver import Hit
from tracker.rulesets.gurps.rules.sheet import GurpsSheet
from tracker.ui.document import EncounterDocument
from tracker.ui.player_view import PlayerView, hp_band
from tracker.ui.visibility_panel import VisibilityPanel

SECRET = "Secret Lich"
NOTE = "GM ONLY NOTE"
ALIAS = "Grim Shadow"


# -- fixtures -------------------------------------------------------------------------------


@pytest.fixture
def doc() -> EncounterDocument:
    d = EncounterDocument(demo_encounter())
    enc = d.encounter
    wolf = next(c.id for c in enc.ordered() if c.name == "Dire wolf")
    d.run("Hit", ops.apply_hit, wolf, Hit(8, "cut", "torso"))  # 14 -> 4: badly wounded
    lich = d.run("Add", ops.add_combatant, SECRET, "enemy", GurpsSheet(max_hp=37, dr=7),
                 mid_fight=True)  # joins the fight: hidden
    d.run("Edit", ops.edit_combatant, lich, notes=NOTE)
    d.run("Hit", ops.apply_hit, lich, Hit(21, "cr", "torso"))  # DR 7: 14 injury -> 23/37
    c = enc.get(lich)
    assert (c.sheet.hp, c.sheet.max_hp, c.visibility.shown, c.visibility.hp) == (
        23, 37, False, "band")
    assert hp_band(c, enc.ruleset) == "wounded"
    d.lich = lich  # type: ignore[attr-defined]
    d.wolf = wolf  # type: ignore[attr-defined]
    d.aiko = next(c.id for c in enc.ordered() if c.name == "Aiko")  # type: ignore[attr-defined]
    return d


@pytest.fixture
def view(qtbot, doc) -> PlayerView:
    v = PlayerView(doc)
    qtbot.addWidget(v)
    v.resize(1280, 720)
    v.show()
    qtbot.waitExposed(v)
    return v


# -- helpers --------------------------------------------------------------------------------


def _widget_texts(w: QWidget) -> list[str]:
    out = [w.windowTitle(), w.toolTip(), w.accessibleName(), w.accessibleDescription(),
           w.statusTip(), w.whatsThis(), w.windowIconText()]
    if isinstance(w, QLabel):
        out.append(w.text())
    if isinstance(w, QAbstractButton):
        out.append(w.text())
    if isinstance(w, QLineEdit):
        out += [w.text(), w.placeholderText()]
    if isinstance(w, QTextEdit | QPlainTextEdit):
        out.append(w.toPlainText())
    if isinstance(w, QComboBox):
        out += [w.itemText(i) for i in range(w.count())]
        out += [str(w.itemData(i, Qt.ItemDataRole.ToolTipRole) or "") for i in range(w.count())]
    if isinstance(w, QAbstractItemView) and w.model() is not None:
        m = w.model()
        stack = [m.index(-1, -1)]
        while stack:
            parent = stack.pop()
            for r in range(m.rowCount(parent)):
                for col in range(m.columnCount(parent)):
                    idx = m.index(r, col, parent)
                    for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole,
                                 Qt.ItemDataRole.StatusTipRole,
                                 Qt.ItemDataRole.WhatsThisRole,
                                 Qt.ItemDataRole.AccessibleTextRole,
                                 Qt.ItemDataRole.AccessibleDescriptionRole):
                        out.append(str(idx.data(role) or ""))
                    if col == 0:
                        stack.append(idx)
    return out


def _silhouette_tips(s: SilhouetteWidget) -> list[str]:
    """Hover every part of a silhouette (mouse move + tooltip event) and collect what it
    would show."""
    out = [s.toolTip(), s.accessibleName(), s.accessibleDescription()]
    for loc in s.location_ids():
        pos = s.location_center(loc)
        glob = s.mapToGlobal(pos.toPoint())
        move = QMouseEvent(QEvent.Type.MouseMove, pos, QPointF(glob), Qt.MouseButton.NoButton,
                           Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(s, move)
        QApplication.sendEvent(s, QHelpEvent(QEvent.Type.ToolTip, pos.toPoint(), glob))
        out += [s.toolTip(), s.accessibleDescription()]
        if QToolTip.isVisible():
            out.append(QToolTip.text())
        assert s.hovered_location() is None, "the players' silhouette must not react to hover"
    QToolTip.hideText()
    return out


def all_text(v: PlayerView) -> str:
    """Every text the player window could show or expose."""
    texts = _widget_texts(v)
    for w in v.findChildren(QWidget):
        texts += _widget_texts(w)
        if isinstance(w, SilhouetteWidget):
            texts += _silhouette_tips(w)
    for a in v.findChildren(QAction) + v.actions():
        texts += [a.text(), a.toolTip(), a.statusTip(), a.whatsThis(), a.iconText()]
    return "\n".join(t for t in texts if t)


def card_text(v: PlayerView, cid: str) -> str:
    card = v.cards[cid]
    texts = _widget_texts(card)
    for w in card.findChildren(QWidget):
        texts += _widget_texts(w)
    return "\n".join(t for t in texts if t)


def _has_number(text: str, n: int) -> bool:
    return re.search(rf"(?<!\d){n}(?!\d)", text) is not None


def assert_no_gm_data(text: str) -> None:
    assert NOTE not in text
    assert re.search(r"\bDR\b", text) is None
    assert "Damage Resistance" not in text
    assert "FP" not in text.split()  # no fatigue, no stats
    for stat in ("HT ", "DX ", "Basic Speed", "Injury", "Hit penalty", "Chinks"):
        assert stat not in text


def assert_lich_invisible(text: str) -> None:
    assert SECRET not in text and "Lich" not in text
    assert ALIAS not in text
    assert not _has_number(text, 23)
    assert not _has_number(text, 37)


def set_vis(doc, **kw) -> None:
    n = doc.undo_stack.count()
    doc.run("Visibility", ops.set_visibility, doc.lich, **kw)
    assert doc.undo_stack.count() == n + 1


def make_current(doc, cid: str) -> None:
    for _ in range(20):
        if doc.encounter.current.id == cid:
            return
        doc.run("Next turn", ops.next_turn)
    raise AssertionError("never got the turn")


# -- what is shown --------------------------------------------------------------------------


def test_hidden_enemy_leaves_no_trace(view, doc):
    text = all_text(view)
    assert_lich_invisible(text)
    assert_no_gm_data(text)
    assert doc.lich not in view.cards
    # visible data is there: PCs exact, enemies one band word
    assert "HP 12/12" in text and "HP 15/15" in text
    assert "Badly wounded" in card_text(view, doc.wolf)
    assert not _has_number(card_text(view, doc.wolf), 14)  # the wolf's max HP stays secret
    assert not _has_number(card_text(view, doc.wolf), 4)
    names = {view.cards[c].name_label.text() for c in view.cards}
    assert names == {"Aiko", "Bram", "Dire wolf", "Centaur archer", "Bog octopus"}


@pytest.mark.parametrize("policy", ["exact", "band", "hidden"])
@pytest.mark.parametrize("shown", [True, False])
@pytest.mark.parametrize("alias", ["", ALIAS])
def test_policies(view, doc, policy, shown, alias):
    doc.run("Visibility", ops.set_visibility, doc.lich, shown=shown, hp=policy, alias=alias)
    text = all_text(view)
    assert_no_gm_data(text)
    assert "HP 12/12" in text  # the PCs stay exact
    if not shown:
        assert_lich_invisible(text)
        assert doc.lich not in view.cards
        return
    card = card_text(view, doc.lich)
    if alias:
        assert ALIAS in text and ALIAS in card
        assert SECRET not in text and "Lich" not in text
    else:
        assert SECRET in card
    if policy == "exact":
        assert "HP 23/37" in card
    else:
        assert not _has_number(text, 23) and not _has_number(text, 37)
    if policy == "band":
        assert "Wounded" in card and "Badly" not in card
    if policy == "hidden":
        for word in ("HP", "unhurt", "wounded", "collapsing", "down", "dead"):
            assert word not in card and word.capitalize() not in card
        assert not view.cards[doc.lich].hp_label.isVisibleTo(view)
    # shock is a condition the players see, but its number only under the exact policy
    assert "Shock" in card
    assert ("Shock -4" in card) == (policy == "exact")  # G10: 14 injury, k = 3


def test_hidden_combatants_turn_shows_no_name(view, doc):
    set_vis(doc, alias=ALIAS)  # still hidden: the alias must not show either
    make_current(doc, doc.lich)
    text = all_text(view)
    assert_lich_invisible(text)
    # issue #15 item 10: no sign that an unseen foe acts now — the turn stays with the last
    # visible one who acted (and its card stays marked)
    before = doc.encounter.ordered()[doc.encounter.order.index(doc.lich) - 1]
    assert view.now_label.text() == f"Now: {before.name}"
    assert view.cards[before.id]._state["current"]
    set_vis(doc, shown=True)
    assert ALIAS in view.now_label.text()
    assert SECRET not in all_text(view)


def test_next_turns_list_only_visible_combatants(view, doc):
    enc = doc.encounter
    before_lich = enc.order[enc.order.index(doc.lich) - 1]
    make_current(doc, before_lich)
    assert "Lich" not in view.next_label.text()
    assert view.next_label.text().startswith("Next:")
    set_vis(doc, shown=True)
    assert "Next: Secret Lich" in view.next_label.text()


def test_band_words(view, doc):
    words = []
    for hp, extra in ((37, None), (23, None), (12, None), (0, None), (-5, None),
                      (5, "unconscious"), (-40, "dead")):
        doc.run("Edit", ops.edit_combatant, doc.lich, sheet={"hp": hp})
        if extra:
            doc.run("Condition", ops.set_condition, doc.lich, extra)
        set_vis(doc, shown=True, hp="band")
        words.append(view.cards[doc.lich].hp_label.text())
        assert_no_gm_data(all_text(view))
    # capitalised as the page writes them (issue 43)
    assert words == ["Unhurt", "Wounded", "Badly wounded", "Collapsing", "Collapsing",
                     "Down", "Dead"]


def test_notes_custom_conditions_and_log_are_not_shown(view, doc):
    set_vis(doc, shown=True)
    doc.run("Condition", ops.set_condition, doc.lich, "secretly charmed")
    doc.run("Condition", ops.set_condition, doc.lich, "stunned")
    doc.run("Dice", ops.roll_dice, "3d6", doc.lich)
    doc.encounter.log[-1].hidden = True
    text = all_text(view)
    assert "charmed" not in text
    assert "Stunned" in card_text(view, doc.lich)
    assert "3d6" not in text
    assert_no_gm_data(text)


# -- live updates ---------------------------------------------------------------------------


def test_updates_live_and_after_undo(view, doc):
    aiko = doc.aiko
    assert "HP 12/12" in card_text(view, aiko)
    doc.run("Hit", ops.apply_hit, aiko, Hit(5, "cr", "skull"))  # DR 2, x4: 12 injury
    hp = doc.encounter.get(aiko).sheet.hp
    assert hp < 12
    assert f"HP {hp}/12" in card_text(view, aiko)
    assert "HP 12/12" not in card_text(view, aiko)
    doc.undo_stack.undo()
    assert "HP 12/12" in card_text(view, aiko)
    doc.undo_stack.redo()
    assert f"HP {hp}/12" in card_text(view, aiko)

    # band policy follows hits too, still without numbers
    set_vis(doc, shown=True)
    doc.run("Hit", ops.apply_hit, doc.lich, Hit(30, "cr", "torso"))  # 23 -> 0
    assert view.cards[doc.lich].hp_label.text() == "Collapsing"
    doc.undo_stack.undo()
    assert view.cards[doc.lich].hp_label.text() == "Wounded"
    doc.undo_stack.undo()  # the reveal itself
    assert doc.lich not in view.cards
    assert_lich_invisible(all_text(view))


def test_severed_part_reaches_the_silhouette_without_numbers(view, doc):
    octo = next(c.id for c in doc.encounter.ordered() if c.name == "Bog octopus")
    doc.run("Hit", ops.apply_hit, octo, Hit(30, "cut", "arm_4"))
    sil = view.cards[octo].silhouette
    assert sil.location_state("arm_4") == "severed"
    assert sil.sheet().dr == 0 and sil.sheet().part("arm_4").injury == 0  # redacted
    assert_no_gm_data(all_text(view))


def test_reset_to_a_new_encounter(view, doc):
    doc.set_encounter(demo_encounter())
    assert set(view.cards) == set(doc.encounter.order)
    assert_lich_invisible(all_text(view))


# -- the GM's panel -------------------------------------------------------------------------


def test_reveal_with_the_checkbox_is_one_command(qtbot, view, doc):
    panel = VisibilityPanel(doc)
    qtbot.addWidget(panel)
    panel.show()
    qtbot.waitExposed(panel)
    panel.show_combatant(doc.lich)
    assert not panel.shown_check.isChecked()
    assert panel.hp_combo.currentData() == "band"
    count = doc.undo_stack.count()
    box = panel.shown_check
    # click the indicator (a check box only reacts on its box and label)
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    assert doc.undo_stack.count() == count + 1
    assert doc.encounter.get(doc.lich).visibility.shown
    assert SECRET in card_text(view, doc.lich)
    assert "Wounded" in card_text(view, doc.lich)
    doc.undo_stack.undo()  # the panel follows the model without making commands
    assert doc.undo_stack.count() == count + 1 and doc.undo_stack.index() == count
    assert not panel.shown_check.isChecked()
    assert doc.lich not in view.cards


def test_panel_hp_alias_and_reveal(qtbot, view, doc):
    panel = VisibilityPanel(doc)
    qtbot.addWidget(panel)
    panel.show()
    panel.show_combatant(doc.lich)
    # an empty alias means the real name, and the empty field says which
    assert panel.alias_edit.placeholderText() == doc.encounter.get(doc.lich).name
    stack = doc.undo_stack
    n = stack.count()

    panel.hp_combo.setCurrentIndex(panel.hp_combo.findData("exact"))
    assert stack.count() == n + 1
    assert doc.encounter.get(doc.lich).visibility.hp == "exact"

    panel.alias_edit.setFocus()
    panel.alias_edit.setText(ALIAS)
    panel.alias_edit.editingFinished.emit()
    assert stack.count() == n + 2
    assert doc.encounter.get(doc.lich).visibility.alias == ALIAS
    panel.alias_edit.editingFinished.emit()  # unchanged: no command
    assert stack.count() == n + 2

    panel.shown_check.click()
    assert stack.count() == n + 3
    card = card_text(view, doc.lich)
    assert ALIAS in card and "HP 23/37" in card and SECRET not in all_text(view)

    assert panel.reveal_button.isEnabled()
    panel.reveal_button.click()  # real name now
    assert stack.count() == n + 4
    assert SECRET in card_text(view, doc.lich)
    assert not panel.reveal_button.isEnabled()

    stack.undo()
    assert panel.alias_edit.text() == ALIAS
    stack.undo()
    stack.undo()
    assert panel.alias_edit.text() == ""
    stack.undo()
    assert panel.hp_combo.currentData() == "band"
    assert stack.count() == n + 4  # the panel's refreshes pushed nothing

    panel.show_combatant(None)
    assert not panel.shown_check.isEnabled()
    assert panel.alias_edit.placeholderText() == ""
    panel.show_combatant(doc.aiko)
    assert panel.shown_check.isChecked() and panel.hp_combo.currentData() == "exact"


def test_panel_forgets_a_removed_combatant(qtbot, doc):
    panel = VisibilityPanel(doc)
    qtbot.addWidget(panel)
    panel.show_combatant(doc.lich)
    doc.run("Remove", ops.remove_combatant, doc.lich)
    assert not panel.shown_check.isEnabled()
    doc.undo_stack.undo()
    assert panel.shown_check.isEnabled()


# -- controls and settings ------------------------------------------------------------------


def test_theme_scale_screen_persist(qtbot, tmp_path, doc):
    path = str(tmp_path / "player.ini")
    settings = QSettings(path, QSettings.Format.IniFormat)
    v = PlayerView(doc, settings)
    qtbot.addWidget(v)
    assert v.theme == "dark" and v.scale == 100
    for odd in ("inf", "nan", ["1", "2"]):
        settings.setValue("player/scale", odd)
        w = PlayerView(doc, settings)
        qtbot.addWidget(w)
        assert w.scale == 100, odd
    v.set_theme("light")
    v.set_scale(150)
    v.act_zoom_in.trigger()
    assert v.scale == 175
    screen = QGuiApplication.screens()[0]
    assert v.move_to_screen(0)
    settings.sync()

    again = QSettings(path, QSettings.Format.IniFormat)
    assert again.value("player/theme") == "light"
    assert int(again.value("player/scale")) == 175
    assert again.value("player/screen") == screen.name()
    v2 = PlayerView(doc, again)
    qtbot.addWidget(v2)
    assert v2.theme == "light" and v2.scale == 175
    assert v2.theme_combo.currentData() == "light"

    v2.set_scale(1000)
    assert v2.scale == 300 and not v2.act_zoom_in.isEnabled()
    v2.set_scale(10)
    assert v2.scale == 75 and not v2.act_zoom_out.isEnabled()
    v2.reset_zoom()
    assert v2.scale == 100


def test_bad_settings_fall_back(qtbot, tmp_path, doc):
    settings = QSettings(str(tmp_path / "bad.ini"), QSettings.Format.IniFormat)
    settings.setValue("player/theme", "neon")
    settings.setValue("player/scale", "huge")
    settings.setValue("player/screen", "no such screen")
    v = PlayerView(doc, settings)
    qtbot.addWidget(v)
    assert v.theme == "dark" and v.scale == 100
    for odd in ("inf", "nan", ["1", "2"]):
        settings.setValue("player/scale", odd)
        w = PlayerView(doc, settings)
        qtbot.addWidget(w)
        assert w.scale == 100, odd


def test_keyboard_shortcuts(qtbot, view):
    shortcuts = {a.text(): [k.toString() for k in a.shortcuts()] for a in view.actions()}
    assert "F11" in shortcuts["Full screen"]
    assert "Esc" in shortcuts["Leave full screen"]
    assert "Ctrl++" in shortcuts["Larger"] and "Ctrl+-" in shortcuts["Smaller"]
    view.activateWindow()
    qtbot.keyClick(view, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    assert view.scale == 125
    qtbot.keyClick(view, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert view.scale == 100

    view.act_full.trigger()
    assert view.isFullScreen() and not view.toolbar.isVisibleTo(view)
    view.act_leave_full.trigger()
    assert not view.isFullScreen() and view.toolbar.isVisibleTo(view)
    view.set_controls_visible(False)
    assert not view.toolbar.isVisibleTo(view) and not view.act_controls.isChecked()
    view.act_controls.trigger()
    assert view.toolbar.isVisibleTo(view)


def test_view_is_an_observer_not_a_copy(view, doc):
    # the same encounter object, and every visible combatant has exactly one card
    assert view.doc is doc
    visible = [c.id for c in doc.encounter.ordered() if c.visibility.shown]
    assert list(view.cards) == visible or set(view.cards) == set(visible)
    geo = view.cards[visible[0]].geometry()
    assert geo.width() > 150 and geo.height() > 250
