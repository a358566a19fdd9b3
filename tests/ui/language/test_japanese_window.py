"""A walk of the Japanese GM window for English the GM can see (issue 43), on a GURPS and a
CoC fight after the common actions (turns, a copy, reordering, a removal, a roll of the roll
line, hits that leave checks pending): the menus at every depth with their tips, the toolbars'
tips, every dock shown (the checks, the library, the log, the history of the undo steps…),
every widget's tooltip and placeholder, the roster's context menu, the refusals the status bar
shows, and the players' window. The same walk in English finds the English it reads."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QGuiApplication

from tests.ui.english_words import english, english_texts, menu_texts
from tests.ui.screens.screens_probe import fight
from tracker.model import operations as ops
from tracker.ui import i18n
from tracker.ui.document import EncounterDocument
from tracker.ui.main_window import MainWindow
from tracker.ui.roll_line import RollLine


def _hurt(w, rules: str) -> None:
    """Hits that leave checks pending (GURPS: death and knockdown; CoC: shock)."""
    ids = list(w.doc.encounter.combatants)
    if rules == "gurps":
        from tracker.rulesets.gurps.rules.resolver import Hit

        w.doc.run("命中", ops.apply_hit, ids[1], Hit(30, "cr", "skull"))
        w.doc.run("命中", ops.apply_hit, ids[2], Hit(25, "cut", "torso"))
    else:
        from tracker.rulesets.coc.rules.actions.damage import Damage

        w.doc.run("命中", ops.apply_hit, ids[1], Damage(9))
    assert w.doc.encounter.checks


def _play(w, qapp) -> list[str]:
    """The common actions, through the window's own actions and roll line; what the status
    bar said meanwhile."""
    said: list[str] = []
    w.statusBar().messageChanged.connect(said.append)
    w.doc.failed.connect(said.append)
    for name in ("next", "duplicate", "up", "down", "next", "prev", "remove", "roll_check"):
        action = getattr(w, f"act_{name}")
        if action.isEnabled():
            action.trigger()
            qapp.processEvents()
    line = w.findChild(RollLine)
    for typed in ("2d6", "xyz", "2d6＞7"):  # a roll, a bad command, a paste without result
        line.setText(typed)
        line.submit()
    _hurt(w, w.doc.encounter.ruleset.id)
    for dock in w.docks.values():
        dock.show()
    qapp.processEvents()
    return said


def _context_menu(w) -> list[str]:
    """A roster row's context menu (the window's, the ruleset's and the library's entries)."""
    cid = next(iter(w.doc.encounter.combatants))
    w._combatant_menu(cid, w.roster.viewport().mapToGlobal(w.roster.rect().center()))
    menu = w.context_menu
    texts = [t for a in menu.actions() for t in menu_texts(a)]
    menu.close()
    assert len(menu.actions()) > 5
    return texts


def _walk(w, qapp) -> dict[str, list[str]]:
    said = _play(w, qapp)
    # the combatants' names, the bad command quoted as typed and the screens' own names
    # (the players' window lists them)
    names = ({c.name for c in w.doc.encounter.combatants.values()} | {"xyz"}
             | {s.name() for s in QGuiApplication.screens()})
    w.open_player_view()
    qapp.processEvents()
    return {"window": english_texts(w, names),
            "docks": [t for d in w.docks.values() for t in english_texts(d, names)],
            "context menu": [t for t in _context_menu(w) if english(t, names)],
            "status": [t for t in said if english(t, names)],
            "players": english_texts(w.player_view, names)}


@pytest.fixture
def window(qapp, tmp_path):
    made = []

    def make(rules: str, lang: str) -> MainWindow:
        s = QSettings(str(tmp_path / f"{rules}{lang}.ini"), QSettings.Format.IniFormat)
        w = MainWindow(EncounterDocument(fight(rules, lang, 1)), s)
        w.show()  # closed below, its changes dropped (not by qtbot: it would ask to save)
        made.append(w)
        return w

    yield make
    for w in made:
        if w.player_view is not None:
            w.player_view.close()
        w.doc.undo_stack.setClean()
        w.close()
        w.deleteLater()


@pytest.mark.parametrize("rules", ["gurps", "coc"])
def test_the_japanese_window_shows_no_english(japanese, window, qapp, rules):
    found = _walk(window(rules, "ja"), qapp)
    assert found == {k: [] for k in found}, found


@pytest.mark.parametrize("rules", ["gurps", "coc"])
def test_the_walk_reads_every_place(window, qapp, rules):
    """In English the same walk finds English everywhere it looks: it reads those places."""
    assert i18n.install("en")
    found = _walk(window(rules, "en"), qapp)
    assert all(found[k] for k in ("window", "docks", "context menu", "status", "players")), \
        {k: v[:3] for k, v in found.items()}
    texts = " ".join(found["window"])
    # a submenu's entries (View → Theme), a toolbar's tip and a widget's tooltip
    assert "Theme" in texts and "whoever" in texts and "Undo" in texts, texts[:2000]


def test_the_about_box_speaks_japanese(japanese, window, monkeypatch):
    """Help → About: the tracker's words and the rules' notices; only the publishers' and
    the games' own names stay in Latin letters."""
    from PySide6.QtWidgets import QMessageBox

    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "about", lambda _parent, title, text: shown.extend(
        [title, text]))
    window("gurps", "ja").act_about.trigger()
    assert len(shown) == 2 and "GURPS" in shown[1] and "Chaosium" in shown[1], shown
    owners = {"Steve Jackson Games", "Chaosium", "Inc.", "Call of Cthulhu"}
    assert [english(t, owners) for t in shown] == [[], []], shown
