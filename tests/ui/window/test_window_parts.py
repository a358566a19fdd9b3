"""A kit's own parts of the GM window (Kit.window_parts): the window puts each in a toolbar
named for it, Selected → Hit all selected… starts the part that offers a hit, Tab reaches it,
and a document of another ruleset brings its kit's parts instead. GURPS's quick-hit line is
one such part; the generic window names no ruleset's feature."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QLineEdit, QToolBar

from tracker.rulesets.coc.kit.kit import CocKit
from tracker.rulesets.coc.rules.demo import demo_encounter as coc_demo
from tracker.rulesets.gurps.kit.quick_hit_bar import QuickHitBar
from tracker.rulesets.gurps.rules.demo import demo_encounter as gurps_demo
from tracker.ui import tab_order
from tracker.ui.kit import WindowPart

ROOT = Path(__file__).resolve().parents[3]


def _bars(w) -> list[str]:
    return sorted(b.objectName() for b in w.findChildren(QToolBar)
                  if b.objectName().startswith("toolbar_") and b.parent() is w
                  and not b.isHidden())


def test_gurps_quick_hit_line_is_its_kits_part_in_a_toolbar(open_window):
    w = open_window(gurps_demo())
    bar = w.group.toolbars["toolbar_quick_hit"]
    assert bar.windowTitle() == "Quick hit"
    part = w.group.part("toolbar_quick_hit")
    assert isinstance(part, QuickHitBar) and part.parent() is bar
    assert w.group.hitter().widget is part
    w.select(next(iter(w.doc.encounter.combatants)))
    assert w.group.act_hit.isEnabled()
    w.group.act_hit.trigger()
    assert part.edit.text()  # the line starts on the one selected
    assert part.edit in tab_order.chain(w)


def test_a_kit_without_parts_adds_no_toolbar_and_no_hit(open_window):
    w = open_window(coc_demo())
    assert w.group.parts == [] and w.group.toolbars == {}
    assert w.group.part("toolbar_quick_hit") is None
    w.select(next(iter(w.doc.encounter.combatants)))
    assert not w.group.act_hit.isEnabled()
    w.group.hit_selected()  # nothing offers a hit: nothing happens


def test_any_kit_may_add_a_part_and_a_new_document_replaces_them(open_window, monkeypatch):
    hits: list[list[str]] = []

    def parts(self, doc, selected):
        edit = QLineEdit()
        edit.setObjectName("keeper_line")
        return [WindowPart("toolbar_keeper_line", edit, lambda: "Keeper's line",
                           hit_selected=lambda: hits.append(selected()))]

    monkeypatch.setattr(CocKit, "window_parts", parts)
    w = open_window(coc_demo())
    bar = w.group.toolbars["toolbar_keeper_line"]
    assert bar.windowTitle() == "Keeper's line"
    assert "toolbar_keeper_line" in _bars(w)
    first = next(iter(w.doc.encounter.combatants))
    w.select(first)
    assert w.group.act_hit.isEnabled()
    w.group.act_hit.trigger()
    assert hits == [[first]]
    assert w.group.part("toolbar_keeper_line") in tab_order.chain(w)
    # a GURPS document: its kit's parts come, the CoC kit's go
    w.doc.set_encounter(gurps_demo())
    assert set(w.group.toolbars) == {"toolbar_quick_hit"}
    assert "toolbar_keeper_line" not in _bars(w)
    w.doc.set_encounter(coc_demo())
    assert set(w.group.toolbars) == {"toolbar_keeper_line"}
    assert "toolbar_quick_hit" not in _bars(w)


def test_the_generic_window_names_no_quick_hit():
    for rel in ("tracker/ui/kit.py", "tracker/ui/group_actions.py", "tracker/ui/tab_order.py"):
        code = (ROOT / rel).read_text(encoding="utf-8")
        assert "quick_hit" not in code and "QuickHit" not in code, rel


def test_the_parts_title_is_the_kits_words_in_japanese(open_window, japanese):
    w = open_window(gurps_demo(lang="ja"))
    assert w.group.toolbars["toolbar_quick_hit"].windowTitle() == "クイック命中"
    assert "選択した全員に同じ命中を入力" in w.group.act_hit.toolTip()
