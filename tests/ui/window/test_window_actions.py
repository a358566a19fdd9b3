"""The GM window's actions as one table (tracker/ui/window_actions.py): the menus, toolbar and
context menu are built from it in its order, each action runs its command as one undo step,
and each is enabled exactly when the table says."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint

from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.ui import actions
from tracker.ui.document import EncounterDocument
from tracker.ui.main_window import MainWindow
from tracker.ui.window_actions import ACTIONS, CONTEXT_MENU, MENUS, SUBMENUS, TOOLBAR

SPECS = [s for s in ACTIONS if isinstance(s, actions.ActionSpec)]
#: the actions that act on the selected combatant (maneuver: the GURPS kit's, in the Combat
#: menu from its context-menu entry)
ON_SELECTED = ("duplicate", "remove", "edit", "up", "down", "attack", "hit", "maneuver")


@pytest.fixture
def window(qtbot):
    w = MainWindow(EncounterDocument(demo_encounter(lang="en")))
    yield w
    # closed here, after the test's steps are marked saved (qtbot would close it first and
    # meet the unsaved-changes question)
    w.doc.undo_stack.setClean()
    w.close()
    w.deleteLater()


def _table_ids(menu) -> list[str]:
    return [a.objectName()[4:] for a in menu.actions() if a.objectName().startswith("act_")]


def test_the_table_is_consistent():
    ids = [s.id for s in ACTIONS]
    assert len(ids) == len(set(ids))
    assert {s.menu for s in ACTIONS} <= set(MENUS) | set(SUBMENUS)
    assert set(TOOLBAR) - {None} <= set(ids) and set(CONTEXT_MENU) <= set(ids)
    # every action is somewhere the GM can reach it
    assert all(s.menu for s in SPECS)


def test_every_handler_is_a_command_of_the_window(window):
    for spec in SPECS:
        assert callable(actions.handler(window, spec)), spec.id
        assert getattr(window, f"act_{spec.id}") is window.acts[spec.id]
    # the window holds widgets and wiring; what the edit and combat actions do is its
    # commands' (tracker/ui/window_commands.py)
    for key in ("duplicate", "remove", "up", "next", "prev", "start", "end", "advance",
                "rules", "export_log", "archive_log", "keys", "about"):
        spec = next(s for s in SPECS if s.id == key)
        assert spec.handler.startswith("commands."), key


@pytest.mark.parametrize("key", ["file", "edit", "combat", "view", "help", "language",
                                 "theme"])
def test_each_menu_lists_the_table_in_order(window, key):
    want = [s.id for s in SPECS if s.menu == key]
    got = [i for i in _table_ids(window.menus[key]) if i in window.acts]
    assert got == want


def test_the_menus_keep_their_sections(window):
    # Combat: attack, hit, maneuver, roll line | next, previous | start, end, advance | rules
    items = window.menus["combat"].actions()
    groups, group = [], []
    for a in items:
        if a.isSeparator():
            groups.append(group)
            group = []
        else:
            group.append(a.objectName()[4:])
    groups.append(group)
    assert groups == [["attack", "hit", "maneuver", "roll_line"], ["next", "prev", "follow_turn"],
                      ["checks", "roll_check", "roll_all"],
                      ["start", "end", "advance"], ["rules"]]


def test_the_toolbar_follows_the_table(window):
    from PySide6.QtWidgets import QToolBar

    tb = window.findChild(QToolBar, "mainToolbar")
    got = [None if a.isSeparator() else a.objectName()[4:] for a in tb.actions()]
    assert got == list(TOOLBAR)


def test_actions_on_the_selected_are_enabled_only_with_a_selection(window):
    window.select(None)
    act = {**window.acts, **window.kit_acts}
    assert [k for k in ON_SELECTED if act[k].isEnabled()] == []
    first = window.doc.encounter.order[0]
    window.select(first)
    assert [k for k in ON_SELECTED if not act[k].isEnabled()] == []


def test_duplicate_remove_and_reorder_are_one_undo_step_each(window):
    enc, stack = window.doc.encounter, window.doc.undo_stack
    first = enc.order[0]
    n, steps = len(enc.combatants), stack.count()
    window.select(first)
    window.act_duplicate.trigger()
    copy = window.selected
    assert copy != first and len(enc.combatants) == n + 1
    assert stack.count() == steps + 1 and stack.undoText() == "Duplicate"
    window.select(first)
    window.act_down.trigger()
    assert enc.order.index(first) == 1 and window.selected == first
    assert stack.undoText() == "Reorder"
    name = enc.combatants[first].name
    window.act_remove.trigger()
    assert first not in enc.combatants and stack.count() == steps + 3
    assert stack.undoText() == f"Remove {name}"
    for _ in range(3):
        stack.undo()
    assert len(enc.combatants) == n and enc.order[0] == first


def test_turn_and_fight_actions(window):
    enc, stack = window.doc.encounter, window.doc.undo_stack
    assert enc.in_combat and not window.act_start.isEnabled()
    window.act_next.trigger()
    assert enc.turn == 1 and stack.undoText() == "Next turn"
    window.act_prev.trigger()
    assert enc.turn == 0 and stack.undoText() == "Previous turn"
    window.act_end.trigger()  # GURPS: the recovery dock's end of the fight
    assert not enc.in_combat
    assert window.act_start.isEnabled() and not window.act_end.isEnabled()
    assert not window.act_next.isEnabled()
    window.act_start.trigger()
    assert enc.in_combat and stack.undoText() == "Start combat"


def test_rules_dialog_without_a_change_adds_no_step(window):
    stack = window.doc.undo_stack
    steps = stack.count()
    window.act_rules.trigger()
    window.dialog.accept()
    assert stack.count() == steps
    window.commands.configure({}, {"gurps.moon": {}})
    assert stack.count() == steps + 1 and stack.undoText() == "Rules and options"
    assert window.doc.encounter.modules.get("gurps.moon") is not None


def test_the_context_menu_begins_with_the_table(window):
    cid = window.doc.encounter.order[1]
    window._combatant_menu(cid, QPoint(0, 0))
    menu = window.context_menu
    assert _table_ids(menu)[:len(CONTEXT_MENU)] == list(CONTEXT_MENU)
    assert window.selected == cid
    # then the ruleset's own entries, and adding someone at the end
    assert menu.actions()[-1] is window.act_import
    menu.close()


def test_the_table_speaks_japanese(qtbot, japanese):
    w = MainWindow(EncounterDocument(demo_encounter(lang="ja")))
    qtbot.addWidget(w)
    w.doc.undo_stack.setClean()
    # each language is named in its own words (language_*): the rest is Japanese
    untranslated = [s.id for s in SPECS if not s.id.startswith("language_")
                    and w.acts[s.id].text() == s.text]
    assert untranslated == []
    assert w.act_duplicate.text() != "&Duplicate" and w.menus["combat"].title() != "&Combat"


def test_a_rulesets_menu_entries_come_and_go_with_its_encounter(window):
    """GURPS's Maneuver and posture… (Ctrl+M) is its kit's context-menu entry that names the
    Combat menu: the window's table knows no maneuver, and a CoC encounter has none."""
    assert "maneuver" not in {s.id for s in SPECS}
    assert _table_ids(window.menus["combat"])[:3] == ["attack", "hit", "maneuver"]
    assert window.act_maneuver.shortcut().toString() == "Ctrl+M"
    window.demo_actions["coc"].trigger()
    assert "maneuver" not in _table_ids(window.menus["combat"])
    assert not hasattr(window, "act_maneuver") and window.kit_acts == {}
    window.demo_actions["gurps"].trigger()
    assert "maneuver" in _table_ids(window.menus["combat"])
