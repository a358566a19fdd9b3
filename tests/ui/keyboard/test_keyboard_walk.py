"""The GM window by keyboard alone (issue 43): Tab leaves the roster, visits the selected
combatant's pane, then the docks (the Checks dock first), then the log and its roll line; a
figure is one stop (arrows inside); F6 goes to the checks, Ctrl+Shift+R rolls the first one,
Ctrl+Alt+R rolls them all."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tracker.model import operations as ops
from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.rulesets.gurps.rules.resolver import Hit


def _fight_with_checks(n: int):
    """The demo with checks due: a 12-point cut to the torso of ``n`` combatants, a major
    wound for each (over half their HP: a knockdown check, RULES B420)."""
    enc = demo_encounter()
    for cid in enc.order[:n]:
        ops.apply_hit(enc, cid, Hit(12, "cut", "torso"))
    return enc


def _inside(w, root) -> bool:
    return w is root or root.isAncestorOf(w)


def test_a_tab_walk_reaches_the_checks_and_rolls_one(open_window):
    enc = _fight_with_checks(1)
    w = open_window(enc)
    view = w.checks_view
    assert view.roll_buttons
    w.roster.setFocus()
    QApplication.processEvents()
    walk = []
    for _ in range(60):  # far more than the window's stops
        f = QApplication.focusWidget()
        walk.append(f)
        if f in view.roll_buttons.values():
            break
        QTest.keyClick(f, Qt.Key.Key_Tab)
    else:
        raise AssertionError("Tab never reached the Checks dock")
    # the roster once (Tab left it), then the pane, then the checks
    assert walk[0] is w.roster and walk[1] is not w.roster
    detail = [i for i, x in enumerate(walk) if _inside(x, w.detail)]
    assert detail and detail[0] == 1
    # the large figure is one stop
    assert sum(1 for x in walk if x is w.detail.silhouette) == 1
    # on: the log, its roll line after its buttons
    rest = []
    f = walk[-1]
    for _ in range(20):
        QTest.keyClick(f, Qt.Key.Key_Tab)
        f = QApplication.focusWidget()
        rest.append(f)
        if f is w.log_view.roll_line:
            break
    assert w.log_view.roll_line in rest
    # Space on the Roll button rolls it: one undo step, the check gone from the dock
    roll = walk[-1]
    due = len(view.roll_buttons)
    before = w.doc.undo_stack.count()
    QTest.keyClick(roll, Qt.Key.Key_Space)
    assert w.doc.undo_stack.count() == before + 1
    assert len(view.roll_buttons) == due - 1


def test_the_checks_keys(open_window):
    enc = _fight_with_checks(3)
    w = open_window(enc)
    view = w.checks_view
    assert len(view.roll_buttons) >= 3
    assert [w.acts[k].shortcut().toString() for k in ("checks", "roll_check", "roll_all")] \
        == ["F6", "Ctrl+Shift+R", "Ctrl+Alt+R"]
    due = len(view.roll_buttons)
    w.act_checks.trigger()  # F6: the keyboard on the first check's Roll
    assert w.focusWidget() is next(iter(view.roll_buttons.values()))
    stack = w.doc.undo_stack
    before = stack.count()
    w.act_roll_check.trigger()  # the first one rolled, two left
    assert len(view.roll_buttons) == due - 1 and stack.count() == before + 1
    w.act_roll_all.trigger()  # the rest, one undo step
    assert view.roll_buttons == {} and stack.count() == before + 2
    assert not w.act_roll_all.isEnabled() and not w.act_roll_check.isEnabled()


def test_enter_on_a_row_then_typing_enters_the_hit(open_window, qtbot):
    """Enter on a roster row opens the hit entry with the keyboard in its damage field (the
    dialog's body once came after its buttons: it opened on Cancel and the typed 9 went
    nowhere): the 9 typed at once is in it."""
    from PySide6.QtCore import QTimer

    enc = demo_encounter()
    w = open_window(enc)
    w.roster.setFocus()
    QTest.keyClick(w.roster, Qt.Key.Key_Down)
    cid = w.group.selected_ids()[0]
    seen = {}

    def type_it():
        dlg = QApplication.activeModalWidget()
        seen["focus"] = QApplication.focusWidget() is getattr(dlg, "damage_edit", None)
        QTest.keyClicks(QApplication.focusWidget(), "9")
        seen["text"] = dlg.damage_edit.text()
        dlg.reject()

    QTimer.singleShot(200, type_it)
    QTest.keyClick(w.roster, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "text" in seen, timeout=5000)
    assert seen == {"focus": True, "text": "9"}, (seen, cid)
