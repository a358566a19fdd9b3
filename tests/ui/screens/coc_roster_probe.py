"""Run in a child process on one screen (see tests/ui/screens/test_screens.py): the CoC keeper's
window in Japanese on a 12-combatant fight with handguns, death clocks and conditions, and
every roster cell whose text is cut (issue 42). Prints one JSON line.

``python -m tests.ui.screens.coc_roster_probe SETTINGS [PNG]``: with PNG, a screenshot of the window
on the first turn is saved there (to look at)."""

from __future__ import annotations

import copy
import json
import sys
from pathlib import Path

from PySide6.QtCore import QSettings, QSize
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QStyle, QStyleOptionViewItem

#: the keeper's seven more at the table, each (name, side, the demo combatant whose sheet it
#: copies): long names in kana and kanji, four more handguns (each brings two slot rows)
MORE = [("ハーヴェイ・ウォルターズ", "pc", "朝倉 美咲"),
        ("神宮寺 龍之介", "pc", "朝倉 美咲"),
        ("エリザベス・ブラックウッド", "pc", "白石 玲子"),
        ("教団の司祭アブドゥル", "enemy", "教団員"),
        ("覆面の教団員", "enemy", "教団員"),
        ("グール（年老いた）", "enemy", "グール"),
        ("深きもの", "enemy", "グール")]


def fight():
    """The CoC demo in Japanese (5 combatants) and :data:`MORE`: 12 combatants; round 1,
    three investigators at HP 0 (each a death clock, held by a handgun's slot row), a shot
    dodged in vain and conditions on others."""
    from tracker.model import operations as ops
    from tracker.rulesets.coc.rules.actions.attack import attack
    from tracker.rulesets.coc.rules.actions.attack_request import AttackRequest, Defense
    from tracker.rulesets.coc.rules.actions.damage import Damage
    from tracker.rulesets.coc.rules.demo import demo_encounter

    enc = demo_encounter(lang="ja")
    by_name = {c.name: c for c in enc.combatants.values()}
    for name, side, like in MORE:
        ops.add_combatant(enc, name, side, copy.deepcopy(by_name[like].sheet),
                          mid_fight=False)
    ops.start_combat(enc)
    ids = {c.name: c.id for c in enc.combatants.values()}
    # HP 0 in combat: a death clock each (C10), their names in the holders' rows too
    for name in ("エリザベス・ブラックウッド", "黒田 剛", "神宮寺 龍之介"):
        ops.apply_hit(enc, ids[name], Damage(enc.combatants[ids[name]].sheet.hp))
    # this round's bookkeeping in its column: the round-start shot (R14), 3 damage, and a
    # claw dodged in vain (35 %, rolled 90)
    attack(enc, AttackRequest(ids["朝倉 美咲"], ids["覆面の教団員"], "w0", roll=30,
                              w_faces=(3,)))
    attack(enc, AttackRequest(ids["深きもの"], ids["白石 玲子"], "w0", roll=20,
                              w_faces=(2,), db_faces=(2,), defense=Defense("dodge", 90)))
    for name, cond in (("ハーヴェイ・ウォルターズ", "prone"),
                       ("ハーヴェイ・ウォルターズ", "weapon_dropped"),
                       ("教団の司祭アブドゥル", "prone"), ("グール", "weapon_dropped")):
        ops.set_condition(enc, ids[name], cond)
    return enc


def needed(view, index, bars) -> int:
    """The width ``index``'s text needs whole, as the view draws it: its font (bold on the
    acting row), its icon, the style's margins (the delegate's size hint) — or, in a bar,
    the number on the bar inset 3 px each side (BarDelegate)."""
    delegate = view.itemDelegateForIndex(index)
    if delegate is bars and index.data(bars_role()):
        fm = QFontMetrics(view.font())
        return fm.horizontalAdvance(str(index.data())) + 6
    option = QStyleOptionViewItem()
    option.initFrom(view)
    option.font = QFont(view.font())
    # the icon as the view draws it: its own size, else the style's small icons' (16 px)
    side = view.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize, None, view)
    option.decorationSize = view.iconSize() if view.iconSize().isValid() else QSize(side, side)
    return delegate.sizeHint(option, index).width()


def bars_role():
    from tracker.ui.roster_model import BarRole

    return BarRole


def cut_cells(w) -> list[str]:
    """Every roster cell whose text needs more than its cell (its column less the grid
    line), and the columns beyond the roster's right edge."""
    view, m = w.roster, w.roster_model
    header = view.horizontalHeader()
    bars = view.itemDelegateForColumn(m.track_columns()[0])
    out = []
    for col in range(m.columnCount()):
        right = header.sectionViewportPosition(col) + header.sectionSize(col) \
            > view.viewport().width()
        for row in range(m.rowCount()):
            index = m.index(row, col)
            if not str(index.data() or ""):
                continue
            # the cell's own rect: its column less the grid line
            width = view.visualRect(index).width()
            need = needed(view, index, bars)
            if need > width or right:
                out.append(f"{m.headerData(col, 1)}: {index.data()} ({need} > {width})")
    return out


def walk(w, frames: list[list[int]] | None = None) -> list[str]:
    """The cut cells on every turn of the round (each row bold once, as it acts); the
    window's frame (x, y, width, height) on each turn into ``frames``."""
    cut: list[str] = []
    for _ in range(len(w.doc.encounter.order)):
        QApplication.processEvents()
        cut += [c for c in cut_cells(w) if c not in cut]
        if frames is not None:
            f = w.frameGeometry()
            frames.append([f.x(), f.y(), f.width(), f.height()])
        w.act_next.trigger()
    return cut


def main() -> None:
    app = QApplication([])
    from tracker.ui import i18n

    here = Path(__file__).resolve().parents[3]
    i18n.data_folder = lambda *parts: here.joinpath("resources", *parts)
    i18n.install("ja")
    from tracker.ui.document import EncounterDocument
    from tracker.ui.main_window import MainWindow

    w = MainWindow(EncounterDocument(fight()), QSettings(sys.argv[1], QSettings.Format.IniFormat))
    w.show()
    QTest.qWaitForWindowExposed(w)
    QTest.qWait(50)
    app.processEvents()
    if len(sys.argv) > 2:
        w.grab().save(sys.argv[2])
    m = w.roster_model
    frames: list[list[int]] = []
    out = {"avail": [app.primaryScreen().availableGeometry().width(),
                     app.primaryScreen().availableGeometry().height()],
           "frame": [w.frameGeometry().width(), w.frameGeometry().height()],
           "rows": m.rowCount(), "slots": sum(1 for r in range(m.rowCount()) if m.slot_at(r)),
           "clocks": len(w.doc.encounter.state.get("clocks", [])),
           "cells": [str(m.index(r, c).data() or "") for r in range(m.rowCount())
                     for c in range(m.columnCount())],
           # the round walked last: its end runs the clocks out (round 2's first shot)
           "cut": walk(w, frames), "frames": frames}
    w.doc.undo_stack.setClean()
    w.close()
    print(json.dumps(out, ensure_ascii=False))


if __name__ == "__main__":
    main()
