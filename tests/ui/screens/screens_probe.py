"""Run in a child process on one screen (Qt's offscreen platform with a screen of a given
size, or a real X server under Xvfb): the GM window at its first start in Japanese and in
English, on a GURPS and a CoC fight, and what of it does not fit. Prints one JSON line.

``python -m tests.ui.screens.screens_probe SETTINGS [save W H X Y]``: with ``save`` the window is
then moved and resized to W×H at X,Y and its settings saved (how a GM leaves it)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from PySide6.QtCore import QPoint, QRect, QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QLabel,
    QWidget,
)


def rect(r) -> list[int]:
    return [r.x(), r.y(), r.width(), r.height()]


def fight(rules: str, lang: str, extra: int):
    """The ruleset's demo fight started, with ``extra`` more combatants (copies)."""
    from tracker.model import operations as ops
    from tracker.model.ruleset import get_ruleset

    enc = get_ruleset(rules).demo_encounter(lang)
    first = next(iter(enc.combatants))
    for _ in range(extra):
        ops.duplicate_combatant(enc, first)
    ops.start_combat(enc)
    return enc


def shown_whole(widget: QWidget) -> bool:
    """A label or button whose text is drawn whole in the space it has."""
    if isinstance(widget, QLabel):
        if not widget.text():
            return True
        if widget.wordWrap():
            return widget.heightForWidth(widget.width()) <= widget.height() + 1
        return widget.sizeHint().width() <= widget.width() + 1
    hint = widget.sizeHint()
    if widget.hasHeightForWidth():
        return widget.heightForWidth(widget.width()) <= widget.height() + 1
    return hint.width() <= widget.width() + 1


def cut_texts(root: QWidget) -> list[str]:
    """The visible labels and buttons under ``root`` whose text is cut."""
    out = []
    for w in root.findChildren(QWidget):
        if not isinstance(w, (QLabel, QAbstractButton)) or not w.isVisibleTo(root):
            continue
        if isinstance(w, QLabel) and isinstance(w.parent(), QAbstractButton):
            continue  # a wrapping button's own label: the button is measured
        if not w.isVisible() or w.width() <= 0:
            continue
        if not shown_whole(w):
            text = w.text() if hasattr(w, "text") else ""
            out.append(f"{type(w).__name__}:{text[:60]}")
    return out


def measure(w) -> dict:
    from tracker.ui.roster_model import IdRole  # noqa: F401

    r = w.roster
    view = r.viewport().rect()
    rows = w.roster_model.rowCount()
    whole = sum(1 for row in range(rows)
                if view.contains(r.visualRect(w.roster_model.index(row, 0))))
    header = r.horizontalHeader()
    cut_titles = [str(w.roster_model.headerData(c, Qt.Orientation.Horizontal))
                  for c in range(header.count())
                  if header.sectionSize(c) < w.title_width(c)
                  or header.sectionViewportPosition(c) + header.sectionSize(c)
                  > header.viewport().width()]
    detail = w.detail_scroll
    right = [d for d in w.findChildren(QWidget) if d.objectName().startswith("dock_")
             and d.isVisible()]
    cut = cut_texts(w.detail) + [t for d in right for t in cut_texts(d)]
    if w.detail.minimumSizeHint().width() > detail.viewport().width():
        cut.append(f"detail pane {w.detail.minimumSizeHint().width()} > "
                   f"{detail.viewport().width()}")
    return {"frame": rect(w.frameGeometry()), "rows": rows, "whole_rows": whole,
            "elided_names": elided_names(w), "english": english_in(w),
            "cut_titles": cut_titles, "cut": cut, "cards_scale": w.cards.scale,
            "log_height": w.docks["log"].height(), "whole_cards": whole_cards(w),
            **walk_turns(w)}


def english_in(w) -> list[str]:
    """In the Japanese UI, the window's visible texts with English words (issue 43)."""
    from tests.ui.english_words import english_texts
    from tracker.ui import i18n

    if i18n.language() != "ja":
        return []
    return english_texts(w, {c.name for c in w.doc.encounter.combatants.values()})


def elided_names(w) -> list[str]:
    """The Name cells whose text Qt elides: the text in bold (as the acting row's), the eye
    and the style's margins (the focus frame's, each side of the icon and of the text)
    wider than the column."""
    from PySide6.QtGui import QFont, QFontMetrics
    from PySide6.QtWidgets import QStyle

    m, r = w.roster_model, w.roster
    col = m.column_of("name")
    font = QFont(r.font())
    font.setBold(True)
    fm = QFontMetrics(font)
    margin = r.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, r) + 1
    width = r.horizontalHeader().sectionSize(col)
    out = []
    for row in range(m.rowCount()):
        text = str(m.index(row, col).data())
        if fm.horizontalAdvance(text) + r.iconSize().width() + 4 * margin > width:
            out.append(text)
    return out


def whole_cards(w) -> int:
    """How many cards are drawn whole in the cards' area."""
    view = w.cards.viewport()
    return sum(1 for card in w.cards.cards.values() if card.isVisible() and view.rect().contains(
        QRect(card.mapTo(view, QPoint(0, 0)), card.size())))


def walk_turns(w) -> dict:
    """Every turn of a round (F8): the turns whose row was out of view, or whose combatant was
    not selected, or whose card was out of view."""
    enc = w.doc.encounter
    out = {"turn_out_of_view": [], "turn_unselected": [], "card_out_of_view": []}
    view = w.roster.viewport().rect()
    for _ in range(len(enc.order)):
        w.act_next.trigger()
        QApplication.processEvents()
        pos, cid = enc.position, enc.current.id
        row = w.roster_model.row_of_position(pos)
        if not view.contains(w.roster.visualRect(w.roster_model.index(row, 0))):
            out["turn_out_of_view"].append(pos)
        if w.selected != cid:
            out["turn_unselected"].append(pos)
        card = w.cards.cards[cid]
        if not w.cards.viewport().rect().contains(card.mapTo(w.cards.viewport(), QPoint(0, 0))):
            out["card_out_of_view"].append(pos)
    # the GM's preference off (Combat → Select whoever acts): the selection stays where the
    # GM put it (the first row), the acting row still comes into view
    w.act_follow_turn.trigger()
    first = w.roster_model.combatant_at(0).id
    w.select(first)
    out["follow_off_moved"] = []
    for _ in range(len(enc.order)):
        w.act_next.trigger()
        QApplication.processEvents()
        row = w.roster_model.row_of_position(enc.position)
        if not view.contains(w.roster.visualRect(w.roster_model.index(row, 0))):
            out["turn_out_of_view"].append(enc.position)
        if w.selected != first:
            out["follow_off_moved"].append(enc.position)
    return out


#: 26-character names (issue 43: one widened the window past a 1366 px screen), each
#: combatant's own by the letter it ends with
LONG_NAMES = {"ja": "ハーヴェイ・ウォルターズ・ジュニア・アーカム大学教", "en": "Professor Harvey Walters J"}


def long_names(app, settings_path: str) -> dict:
    """The GM window at its first start on fights whose every combatant has a 26-character
    name, the first one's turn (its row, the turn line and the detail pane show it): its
    frame, its least width and the Name cells Qt elides."""
    from tracker.ui import i18n
    from tracker.ui.document import EncounterDocument
    from tracker.ui.main_window import MainWindow

    runs = {}
    for lang in ("ja", "en"):
        i18n.install(lang)
        for rules in ("coc", "gurps"):
            enc = fight(rules, lang, 0)
            for i, c in enumerate(enc.combatants.values()):
                c.name = LONG_NAMES[lang][:25] + "ABCDEFGHIJKLMNOPQRSTUVWXYZ"[i]
            s = QSettings(f"{settings_path}.long{lang}{rules}", QSettings.Format.IniFormat)
            w = MainWindow(EncounterDocument(enc), s)
            w.show()
            QTest.qWaitForWindowExposed(w)
            QTest.qWait(100)
            app.processEvents()
            runs[f"{lang}/{rules}"] = {
                "frame": rect(w.frameGeometry()), "least": w.minimumSizeHint().width(),
                "elided_names": elided_names(w), "names": [len(c.name) for c in
                                                           enc.combatants.values()],
                "turn": w.turn_label.text()}
            w.doc.undo_stack.setClean()
            w.close()
            w.deleteLater()
            app.processEvents()
    return runs


def main() -> None:
    settings_path = sys.argv[1]
    app = QApplication([])
    from tracker.ui import i18n

    # the catalogue of the checkout under test (a worktree's own, not the one an editable
    # install points at), as tests/ui/conftest.py's ``japanese`` loads it
    here = Path(__file__).resolve().parents[3]
    i18n.data_folder = lambda *parts: here.joinpath("resources", *parts)
    from tracker.ui.document import EncounterDocument
    from tracker.ui.main_window import MainWindow

    screen = app.primaryScreen()
    out = {"avail": rect(screen.availableGeometry()), "runs": {}}
    for lang in ("ja", "en"):
        i18n.install(lang)
        for rules in ("gurps", "coc"):
            # GURPS: 5 demo combatants + 7 copies = 12 rows; CoC: the demo's 9 rows (5
            # combatants, 4 handgun slots), and 18 with 3 copies of its first shooter (each
            # brings its 3 rows: its own and two slots)
            for extra in ((0, 7) if rules == "gurps" else (0, 3)):
                s = QSettings(f"{settings_path}.{lang}{rules}{extra}", QSettings.Format.IniFormat)
                w = MainWindow(EncounterDocument(fight(rules, lang, extra)), s)
                w.show()
                QTest.qWaitForWindowExposed(w)
                QTest.qWait(50)
                app.processEvents()
                out["runs"][f"{lang}/{rules}/{extra}"] = measure(w)
                w.doc.undo_stack.setClean()
                w.close()
                w.deleteLater()
                app.processEvents()
    if sys.argv[2:3] == ["long"]:
        out["long"] = long_names(app, settings_path)
        print(json.dumps(out, ensure_ascii=False))
        return
    if len(sys.argv) > 2:  # "save" or "check": one window from the settings of the last
        i18n.install("en")
        s = QSettings(settings_path, QSettings.Format.IniFormat)
        w = MainWindow(EncounterDocument(fight("gurps", "en", 0)), s)
        w.show()
        QTest.qWaitForWindowExposed(w)
        app.processEvents()
        out["restored"] = rect(w.frameGeometry())
        out["restored_log"] = w.docks["log"].height()
        if sys.argv[2] == "save":
            width, height, x, y = map(int, sys.argv[3:7])
            w.setGeometry(x, y, width, height)
            w.resizeDocks([w.docks["log"]], [333], Qt.Orientation.Vertical)
            QTest.qWait(50)
            app.processEvents()
            out["saved"] = rect(w.frameGeometry())
            out["saved_log"] = w.docks["log"].height()
        w.doc.undo_stack.setClean()
        w.close()
    print(json.dumps(out, ensure_ascii=False))


if __name__ == "__main__":
    main()
