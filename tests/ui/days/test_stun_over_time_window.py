"""G14 stun over an Advance time in the GM window: the GM types the rolls into the recovery
dock and advances a minute; the roster and the detail panel no longer show the Brute stunned,
the log has one line for it (in Japanese too), and undo shows him stunned again with his
roll pending."""

from __future__ import annotations

from tracker.model import operations as ops
from tracker.rulesets.gurps.rules.resolver import Hit
from tracker.rulesets.gurps.rules.sheet import GurpsSheet
from tracker.ui import i18n
from tracker.ui.log_text import render_entry


def _stunned_brute():
    """Aiko hits the Brute (HP 20, HT 11) in the torso for 11 crushing: a major wound; his
    knockdown roll 13 fails by 2: stunned and prone. His turn: the stun roll is owed."""
    enc = ops.new_encounter("gurps")
    ops.add_combatant(enc, "Aiko", "pc", GurpsSheet(max_hp=12, ht=12, basic_speed=6))
    ops.add_combatant(enc, "Brute", "enemy", GurpsSheet(max_hp=20, ht=11, basic_speed=5))
    ops.start_combat(enc)
    brute = next(c.id for c in enc.ordered() if c.name == "Brute")
    ops.apply_hit(enc, brute, Hit(11, "cr", "torso"))
    knock = next(k for k in enc.checks if k.kind == "knockdown")
    ops.resolve_check(enc, knock.id, 13)
    ops.next_turn(enc)
    return enc, brute


def _shown(w, cid):
    """What the roster's condition column and the detail panel's list show for ``cid``."""
    model = w.roster_model
    cell = model.index(model.row_of(cid), model.column_of("status")).data()
    items = [w.detail.conditions.item(i).text() for i in range(w.detail.conditions.count())]
    return cell, items


def test_the_advance_ends_the_stun_on_screen_and_undo_brings_it_back(open_window, qtbot):
    enc, brute = _stunned_brute()
    w = open_window(enc)
    w.select(brute)
    cell, items = _shown(w, brute)
    assert "Stunned" in cell and "Stunned" in items
    assert [k.kind for k in enc.checks if k.combatant == brute] == ["stun_recovery"]

    view = w.kit_widget("recovery")
    view.unit.setCurrentIndex(view.unit.findData(1))  # minutes
    view.amount.setValue(1)
    view.rolls_edit.setText("14 12 11")  # 11 ≤ HT 11 at second 3
    view.advance_button.click()

    enc = w.doc.encounter
    cell, items = _shown(w, brute)
    assert "Stunned" not in cell and "Stunned" not in items
    assert "Prone" in cell and "Prone" in items
    assert [k for k in enc.checks if k.combatant == brute] == []
    line = next(e for e in enc.log if e.key == "stun_ends")
    assert line.args == {"name": "Brute", "second": 3, "rolls": 3, "roll": 11, "target": 11}
    assert render_entry(line, enc) == ("Brute: stun ends at second 3 of the time advanced — "
                                       "HT roll 11 vs 11 succeeded (3 rolls, one a second).")
    # the log line's Japanese is the GURPS words file's (words_ja.json of this tree)
    assert i18n.install("ja")
    try:
        assert render_entry(line, enc) == ("Brute：進めた時間の3秒目に朦朧が終了 — 生命力判定 "
                                           "出目11（目標値11）成功（1秒に1回、計3回の判定）。")
    finally:
        i18n.install("en")

    w.doc.undo_stack.undo()
    cell, items = _shown(w, brute)
    assert "Stunned" in cell and "Stunned" in items
    assert [k.kind for k in w.doc.encounter.checks if k.combatant == brute] == ["stun_recovery"]
