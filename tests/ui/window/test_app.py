"""Start-up and switching language at the table: nothing of the fight is lost."""

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from tracker.model import operations as ops
from tracker.rulesets.gurps.rules.resolver import Hit
from tracker.ui import i18n
from tracker.ui.app import TrackerApp

from ..starting import shown_with_demo


def test_switching_language_keeps_the_fight_and_the_history(qtbot, tmp_path):
    s = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    s.setValue("language", "en")
    app = shown_with_demo(qtbot, TrackerApp(QApplication.instance(), s))
    try:
        assert app.window.menuBar().actions()[0].text() == "&File"
        cid = app.doc.encounter.order[1]
        app.doc.run("hit", ops.apply_hit, cid, Hit(8, "cut", "torso"))
        app.window.select(cid)
        app.window.open_player_view()
        app.window.act_next.trigger()  # as the GM does it: the history names it in words
        stack = app.doc.undo_stack
        assert [stack.text(i) for i in range(stack.count())] == ["hit", "Next turn"]
        state = app.doc.encounter.to_dict()

        app.window.lang_actions["ja"].trigger()
        assert i18n.language() == "ja" and s.value("language") == "ja"
        assert "ファイル" in app.window.menuBar().actions()[0].text()
        assert app.doc.encounter.to_dict() == state
        assert stack.count() == 2 and app.window.selected == cid
        # the history follows the language (a fixed text stays as it was given)
        assert [stack.text(i) for i in range(stack.count())] == ["hit", "次の手番"]
        assert app.window.undo_view.model().index(2, 0).data() == "次の手番"
        assert app.window.player_view is not None and app.window.player_view.isVisible()
        stack.undo()
        stack.undo()
        assert app.doc.encounter.combatants[cid].sheet.hp == app.doc.encounter.combatants[
            cid].sheet.max_hp
    finally:
        i18n.install("en")
        app.doc.undo_stack.setClean()
        if app.window.player_view is not None:
            app.window.player_view.close()
        app.window.close()


def test_demo_starts_in_japanese_for_japanese_gms(qtbot, tmp_path):
    s = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    s.setValue("language", "ja")
    app = shown_with_demo(qtbot, TrackerApp(QApplication.instance(), s))
    try:
        names = [c.name for c in app.doc.encounter.ordered()]
        assert "アイコ" in names and "ダイアウルフ" in names
        assert "ラウンド" in app.window.turn_label.text()
    finally:
        i18n.install("en")
        app.window.close()
