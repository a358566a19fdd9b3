"""No menu has two items with one accelerator (issue 29 item 13), in every language and for
both rulesets: with two, Alt+letter in an open menu only moves between them (Japanese had
名前を付けて保存(&A) beside ログを保管して空にする(&A) in File, and やり直す(&R) in Edit with
手番を前へ(&R) in Combat, where the toolbar's Alt keys reach both)."""

from __future__ import annotations

import re
from collections import defaultdict
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QMenu

from tracker.rulesets.coc.rules.demo import demo_encounter as coc_demo
from tracker.rulesets.gurps.rules.demo import demo_encounter as gurps_demo
from tracker.ui import i18n
from tracker.ui.document import EncounterDocument
from tracker.ui.main_window import MainWindow

#: "&Save", "名前を付けて保存(&A)…": the letter after a single "&"
MNEMONIC = re.compile(r"(?<!&)&([^&\s])")
DEMOS = {"gurps": gurps_demo, "coc": coc_demo}


@pytest.fixture(params=i18n.LANGUAGES)
def lang(request, monkeypatch, qapp):
    """The UI in each language, from this checkout's catalogues."""
    root = Path(__file__).resolve().parents[3]
    monkeypatch.setattr(i18n, "data_folder", lambda *parts: root.joinpath("resources", *parts))
    assert i18n.install(request.param)
    yield request.param
    i18n.install("en")


@pytest.fixture(params=sorted(DEMOS))
def window(request, qtbot, lang):
    w = MainWindow(EncounterDocument(DEMOS[request.param](lang=lang)))
    qtbot.addWidget(w)
    w.show()
    yield w
    w.doc.undo_stack.setClean()
    w.close()


def clashes(menu: QMenu) -> dict[str, list[str]]:
    """Accelerator letter -> the texts of ``menu``'s items that use it, for letters used by
    more than one of its visible items (a submenu is an item by its title)."""
    menu.aboutToShow.emit()  # some menus name their items as they open
    seen: dict[str, list[str]] = defaultdict(list)
    for a in menu.actions():
        if a.isSeparator() or not a.isVisible():
            continue
        for letter in MNEMONIC.findall(a.text()):
            seen[letter.lower()].append(a.text())
    return {k: v for k, v in seen.items() if len(v) > 1}


def menus(root: QMenu) -> list[QMenu]:
    """``root`` and every submenu under it."""
    out = [root]
    for a in root.actions():
        if a.menu() is not None:
            out += menus(a.menu())
    return out


def every_menu(w: MainWindow) -> list[QMenu]:
    found = [m for a in w.menuBar().actions() if a.menu() is not None for m in menus(a.menu())]
    w.select(w.doc.encounter.order[0])
    rect = w.roster.visualRect(w.roster.model().index(0, 0))
    w._roster_menu(rect.center() if rect.isValid() else QPoint(1, 1))
    found.append(w.context_menu)
    # and every other menu the window holds (a dock's button menu, the Selected menu …)
    return found + [m for m in w.findChildren(QMenu) if m not in found]


def test_no_menu_has_two_items_with_one_accelerator(window):
    found = every_menu(window)
    assert len(found) >= 8  # File, Open Recent, Open demo, Edit, Combat, …, the roster's
    problems = {m.title() or "(context menu)": c for m in found if (c := clashes(m))}
    window.context_menu.close()
    assert problems == {}


def test_the_menu_bar_has_no_two_titles_with_one_accelerator(window):
    seen: dict[str, list[str]] = defaultdict(list)
    for a in window.menuBar().actions():
        for letter in MNEMONIC.findall(a.text()):
            seen[letter.lower()].append(a.text())
    assert {k: v for k, v in seen.items() if len(v) > 1} == {}


def test_the_check_sees_a_clash(qapp):
    menu = QMenu()
    menu.addAction("名前を付けて保存(&A)…")
    menu.addAction("ログを保管して空にする(&A)…")
    menu.addAction("&&Literal")
    assert clashes(menu) == {"a": ["名前を付けて保存(&A)…", "ログを保管して空にする(&A)…"]}
