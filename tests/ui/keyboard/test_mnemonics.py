"""Keyboard use: no two Alt+letter mnemonics in one window collide, in either language.

Two labels, buttons or menu titles with the same letter make Alt+letter ambiguous: Qt then only
moves the focus between them, so the GM's keystroke does not do what its label promises.
"""

from __future__ import annotations

import re
from collections import defaultdict

import pytest
from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QMainWindow, QToolButton, QWidget

from tracker.model import operations as ops
from tracker.rulesets.gurps.kit.combatant_dialog import CombatantDialog
from tracker.rulesets.gurps.kit.hit_dialog import HitDialog
from tracker.rulesets.gurps.kit.recovery_view import EndCombatDialog
from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.rulesets.gurps.rules.resolver import Hit
from tracker.ui import i18n
from tracker.ui.document import EncounterDocument
from tracker.ui.main_window import MainWindow
from tracker.ui.player_view import PlayerView

MNEMONIC = re.compile(r"(?<!&)&([0-9A-Za-z])")


def clashes(top: QWidget) -> dict[str, list[str]]:
    """Mnemonic letter -> the texts that use it, for letters used more than once."""
    seen: dict[str, list[str]] = defaultdict(list)
    texts = []
    for w in top.findChildren(QWidget):
        if not w.isVisibleTo(top) or isinstance(w, QToolButton):  # tool buttons take none
            continue
        if isinstance(w, QLabel) and w.buddy() is not None:
            texts.append(w.text())
        elif isinstance(w, QAbstractButton):
            texts.append(w.text())
        elif isinstance(w, QGroupBox) and w.isCheckable():
            texts.append(w.title())
    if isinstance(top, QMainWindow):
        texts += [a.text() for a in top.menuBar().actions()]
    for text in texts:
        for letter in MNEMONIC.findall(text):
            seen[letter.lower()].append(text)
    return {k: v for k, v in seen.items() if len(v) > 1}


@pytest.fixture(params=["en", "ja"])
def lang(request, qapp):
    assert i18n.install(request.param)
    yield request.param
    i18n.install("en")


@pytest.fixture
def window(qtbot, lang):
    enc = demo_encounter(lang=lang)
    ops.apply_hit(enc, enc.order[2], Hit(7, "cut", "leg_fore_right"))  # a part to judge
    w = MainWindow(EncounterDocument(enc))
    w.show()
    yield w
    w.doc.undo_stack.setClean()
    w.close()
    w.deleteLater()


def test_main_window(window):
    assert clashes(window) == {}


@pytest.mark.parametrize("make", [
    lambda w: CombatantDialog.for_new(w.doc, w),
    lambda w: CombatantDialog.for_edit(w.doc, w.doc.encounter.order[3], w),
    lambda w: HitDialog(w.doc, w.doc.encounter.order[0], "torso", w),
    lambda w: EndCombatDialog(w.doc.encounter, w),
    lambda w: PlayerView(w.doc),
], ids=["add", "edit", "hit", "end-combat", "player-view"])
def test_dialogs_and_player_view(qtbot, window, make):
    top = make(window)
    qtbot.addWidget(top)
    top.show()
    if isinstance(top, (CombatantDialog, HitDialog)):  # the check does see their mnemonics
        assert any(MNEMONIC.search(w.text()) for w in top.findChildren(QLabel))
    assert clashes(top) == {}
    top.close()
