"""Who is hidden from the players, marked on every roster row and card (issue 43): an eye,
open while shown, struck through while hidden; a click on it shows or hides (one undo step)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from tracker.model import operations as ops
from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.ui.hidden_eye import eye_icon

DECORATION = Qt.ItemDataRole.DecorationRole


def _eye_of(w, cid: str):
    m = w.roster_model
    return m.index(m.row_of(cid), m.column_of("name")).data(DECORATION)


def test_a_foe_added_mid_fight_is_marked_hidden_and_a_click_shows_it(open_window):
    enc = demo_encounter()
    ops.start_combat(enc)
    ops.next_turn(enc)  # past the first turn: a fight in progress
    w = open_window(enc)
    # a foe added mid-fight: hidden from the players by default (the encounter's rule)
    w.doc.run("add", ops.add_combatant, "Ghoul", "enemy")
    ghoul = next(c for c in w.doc.encounter.combatants.values() if c.name == "Ghoul")
    assert not ghoul.visibility.shown
    shown = [c for c in w.doc.encounter.combatants.values() if c.visibility.shown]
    assert shown  # the demo's own combatants are shown
    # the roster: the struck eye on the ghoul's row, the open eye on the others'
    assert _eye_of(w, ghoul.id).cacheKey() == eye_icon(False).cacheKey()
    assert all(_eye_of(w, c.id).cacheKey() == eye_icon(True).cacheKey() for c in shown)
    # its card too
    card = w.cards.cards[ghoul.id]
    assert card.eye.isVisible() and card.eye.icon().cacheKey() == eye_icon(False).cacheKey()
    assert "Hidden from players" in card.eye.toolTip()
    # a click on the row's eye (at the name cell's left): shown, one undo step, the row
    # not selected by that click
    w.select(shown[0].id)
    before = w.doc.undo_stack.count()
    m = w.roster_model
    cell = w.roster.visualRect(m.index(m.row_of(ghoul.id), m.column_of("name")))
    QTest.mouseClick(w.roster.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, QPoint(cell.left() + 8, cell.center().y()))
    assert w.doc.encounter.combatants[ghoul.id].visibility.shown
    assert w.doc.undo_stack.count() == before + 1
    assert w.selected == shown[0].id
    assert _eye_of(w, ghoul.id).cacheKey() == eye_icon(True).cacheKey()
    assert w.cards.cards[ghoul.id].eye.icon().cacheKey() == eye_icon(True).cacheKey()
    # a click on the name itself selects the row as before
    QTest.mouseClick(w.roster.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, QPoint(cell.left() + 60, cell.center().y()))
    assert w.selected == ghoul.id
    assert w.doc.encounter.combatants[ghoul.id].visibility.shown
    # the card's eye hides it again; undo brings back the shown state
    QTest.mouseClick(w.cards.cards[ghoul.id].eye, Qt.MouseButton.LeftButton)
    assert not w.doc.encounter.combatants[ghoul.id].visibility.shown
    assert w.doc.undo_stack.count() == before + 2
    w.doc.undo_stack.undo()
    assert w.doc.encounter.combatants[ghoul.id].visibility.shown
