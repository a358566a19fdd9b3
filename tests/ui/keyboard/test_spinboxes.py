"""Numbers typed with a Japanese input method on (full-width) are taken by every spin box."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QInputMethodEvent, QKeyEvent
from PySide6.QtWidgets import QApplication, QSpinBox

from tracker.model.input_text import ascii_forms, formula
from tracker.ui.spinboxes import DoubleSpinBox, SpinBox


def keys(widget, text: str) -> None:
    for ch in text:
        QApplication.sendEvent(widget, QKeyEvent(QEvent.Type.KeyPress, 0,
                                                 Qt.KeyboardModifier.NoModifier, ch))


def commit(widget, text: str) -> None:
    """What an input method sends when the GM confirms a composed text."""
    event = QInputMethodEvent()
    event.setCommitString(text)
    QApplication.sendEvent(widget, event)


def shown(qtbot, cls, lo: int, hi: int, **props):
    """A spin box of ``cls`` on screen, its text selected as if the GM tabbed into it."""
    box = cls()
    box.setRange(lo, hi)
    for name, value in props.items():
        getattr(box, "set" + name[0].upper() + name[1:])(value)
    qtbot.addWidget(box)
    box.show()
    box.selectAll()
    return box


def test_text_helpers():
    assert ascii_forms("ＨＰ　１２／１５") == "HP 12/15"
    assert ascii_forms("ケンタウロス") == "ケンタウロス"  # words are left alone
    assert formula(" ３ｄー１ ") == "3d-1" and formula(None) == ""


@pytest.mark.parametrize("send", [keys, commit], ids=["keys", "input-method"])
def test_full_width_digits(qtbot, send):
    box = shown(qtbot, SpinBox, -20, 100)
    send(box, "１２")
    assert box.value() == 12 and box.text() == "12"
    box.selectAll()
    send(box, "－５")
    assert box.value() == -5
    # Qt's own spin box refuses them: this is what the subclass is for
    plain = shown(qtbot, QSpinBox, 0, 100)
    send(plain, "１２")
    assert plain.value() == 0


def test_full_width_decimal(qtbot):
    box = shown(qtbot, DoubleSpinBox, 0, 20, decimals=2)
    keys(box, "５．２５")
    assert box.value() == 5.25


def test_special_text_and_suffix_unchanged(qtbot):
    # a long-vowel mark in a word is not a minus
    box = shown(qtbot, SpinBox, 0, 99, specialValueText="期限なし", suffix=" ラウンドー")
    assert box.text() == "期限なし"
    box.selectAll()
    keys(box, "３")
    assert box.value() == 3 and box.text() == "3 ラウンドー"


def test_every_spin_box_of_the_app_takes_them(qtbot):
    from PySide6.QtWidgets import QAbstractSpinBox

    from tracker.model import operations as ops
    from tracker.rulesets.gurps.kit.combatant_dialog import CombatantDialog
    from tracker.rulesets.gurps.kit.hit_dialog import HitDialog
    from tracker.rulesets.gurps.kit.recovery_view import EndCombatDialog
    from tracker.rulesets.gurps.rules.demo import demo_encounter
    from tracker.rulesets.gurps.rules.resolver import Hit
    from tracker.ui.document import EncounterDocument
    from tracker.ui.main_window import MainWindow

    enc = demo_encounter()
    ops.apply_hit(enc, enc.order[2], Hit(7, "cut", "leg_fore_right"))  # a check, a part
    w = MainWindow(EncounterDocument(enc))
    w.show()
    tops = [w, CombatantDialog.for_edit(w.doc, enc.order[3], w),
            HitDialog(w.doc, enc.order[0], "torso", w), EndCombatDialog(enc, w)]
    try:
        boxes = [b for t in tops for b in t.findChildren(QAbstractSpinBox)]
        assert len(boxes) > 10
        assert [b for b in boxes if not isinstance(b, (SpinBox, DoubleSpinBox))] == []
    finally:
        w.doc.undo_stack.setClean()
        w.close()
