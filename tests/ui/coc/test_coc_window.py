"""Call of Cthulhu in the real GM window: File → New and the demo, the figure and Enter opening
the attack, a scripted fight through every C-rule with the dialogs, the checks dock and the
keeper's dock, undo to the start and redo, save and load mid-fight, and the players' view
showing nothing the keeper keeps to themselves."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QDialog

from tracker.model import files
from tracker.model import operations as ops
from tracker.model.explain import ExplainLine
from tracker.model.ruleset import available_rulesets
from tracker.rulesets.coc.kit import texts as ui_texts
from tracker.rulesets.coc.kit.attack_dialog import AttackDialog, faces_for
from tracker.rulesets.coc.kit.figure import CocFigure, FigureState
from tracker.rulesets.coc.kit.sheet_dialog import SheetDialog
from tracker.rulesets.coc.kit.small_dialogs import AidDialog, DamageDialog, SecretDialog
from tracker.rulesets.coc.rules import texts as coc_texts
from tracker.rulesets.coc.rules.actions.damage import Damage
from tracker.rulesets.coc.rules.actions.recover import get_up
from tracker.rulesets.coc.rules.actions.secret import secret as secret_roll
from tracker.rulesets.coc.rules.demo import demo_encounter
from tracker.ui import i18n
from tracker.ui.document import EncounterDocument
from tracker.ui.main_window import MainWindow
from tracker.ui.options_dialog import RulesDialog
from tracker.ui.player_view import PlayerView
from tracker.ui.plot_view import series

ROOT = Path(__file__).resolve().parents[3]
TS = ROOT / "tracker" / "rulesets" / "coc" / "translations" / "coc_ja.ts"  # its own catalogue


@pytest.fixture
def window(qtbot, tmp_path):
    i18n.install("en")
    doc = EncounterDocument(demo_encounter(lang="en"))
    w = MainWindow(doc, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    w.resize(1400, 900)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.doc.undo_stack.setClean()
    if w.player_view is not None:
        w.player_view.close()
    w.close()
    w.deleteLater()


def names(w) -> dict[str, str]:
    return {c.name: c.id for c in w.doc.encounter.combatants.values()}


def text(w) -> str:
    return files.dumps_encounter(w.doc.encounter)


# -- texts ------------------------------------------------------------------------------------


def test_the_lupdate_block_lists_every_coc_template():
    source = Path(ui_texts.__file__).read_text(encoding="utf-8")
    start = source.rindex(ui_texts.BLOCK_BEGIN)
    end = source.rindex(ui_texts.BLOCK_END) + len(ui_texts.BLOCK_END) + 1
    assert source[start:end] == ui_texts.noop_block(), \
        "run python -m tracker.rulesets.coc.kit.texts and paste the block"


def test_every_coc_template_has_a_japanese_translation():
    import xml.etree.ElementTree as ET

    have = {}
    for ctx in ET.parse(TS).getroot().iter("context"):
        for m in ctx.iter("message"):
            t = m.find("translation")
            if t.get("type") is None:
                have[(ctx.findtext("name"), m.findtext("source"))] = "".join(t.itertext())
    for key, src in list(coc_texts.TEMPLATES.items()):
        assert ("Explain", src) in have, key
    # its log lines are in its words files (tracker/model/words.py)
    from tracker.model.words import raw, words

    assert raw("coc", "en")["log"] == coc_texts.LOG_TEMPLATES
    ja = words("coc", "ja").log
    assert all(ja[key] != src for key, src in coc_texts.LOG_TEMPLATES.items())


def test_explain_and_log_speak_japanese_coc_terms(qapp):
    assert i18n.install("ja")
    try:
        from tracker.rulesets.coc.kit.texts import render_line
        from tracker.ui.log_text import render_entry

        line = ExplainLine("coc.check", "C0", {"what": "dodge", "roll": 3, "value": 60,
                                                "outcome": "critical"})
        assert render_line(line) == "[C0] 回避：d100 3、成功率60 → クリティカル。"
        line = ExplainLine("coc.atk.fumble_prone", "C3")
        assert "ファンブル" in render_line(line) and "転倒" in render_line(line)
        enc = demo_encounter(lang="ja")
        e = enc.add_log("coc.defense", "c1", name="朝倉", defense="parry", roll=5, value=40,
                        outcome="special")
        assert render_entry(e, enc) == "朝倉：受け流し d100 5、成功率40 — スペシャル。"
        e = enc.add_log("coc.defense", "c1", name="朝倉", defense="cover", roll=99, value=40,
                        outcome="fumble")
        assert "かばう" in render_entry(e, enc) and "ファンブル" in render_entry(e, enc)
    finally:
        i18n.install("en")


def test_typed_damage_faces_or_a_total():
    from tracker.rulesets.coc.rules.attack import damage_formula

    f = damage_formula("1d6", "+1d4", critical=True)
    assert faces_for(f, "3 4 2") == ((3, 4), (2,))
    w, d = faces_for(f, "11")
    assert sum(w) + sum(d) == 11 and len(w) == 2 and len(d) == 1
    f = damage_formula("1d3", "-1d4")
    w, d = faces_for(f, "0")
    assert w[0] - d[0] == 0
    with pytest.raises(Exception, match="needs|rolls"):
        faces_for(f, "9")


# -- new encounters, the demo, the figure ---------------------------------------------------


def test_file_new_asks_the_rules_and_offers_the_coc_options(qtbot):
    dlg = RulesDialog(None)
    qtbot.addWidget(dlg)
    dlg.ruleset_combo.setCurrentIndex(dlg.ruleset_combo.findData("coc"))
    assert set(dlg.rules_form.widgets) == {"critical", "shock", "npc_clock",
                                           "seconds_per_round"}
    dlg.rules_form.widgets["critical"].setCurrentIndex(
        dlg.rules_form.widgets["critical"].findData(1))
    dlg.rules_form.widgets["npc_clock"].setChecked(True)
    enc = dlg.new_encounter()
    assert enc.ruleset_id == "coc" and enc.options == {"critical": 1, "shock": True,
                                                        "npc_clock": True,
                                                        "seconds_per_round": 10}


def test_the_coc_demo_opens_from_the_file_menu_with_its_own_columns_and_dock(qtbot, tmp_path):
    from tracker.rulesets.gurps.rules.demo import demo_encounter as gurps_demo

    i18n.install("en")
    doc = EncounterDocument(gurps_demo())
    w = MainWindow(doc, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    w.show()
    qtbot.waitExposed(w)
    try:
        # one demo per ruleset installed (the bundled two and the test plugin)
        assert "recovery" in w.kit_docks and set(w.demo_actions) == set(available_rulesets())
        w.demo_actions["coc"].trigger()
        enc = w.doc.encounter
        assert enc.ruleset_id == "coc" and "Ghoul" in {c.name for c in enc.combatants.values()}
        assert "keeper" in w.kit_docks and "recovery" not in w.kit_docks
        headers = [w.roster_model.headerData(i, Qt.Orientation.Horizontal)
                   for i in range(w.roster_model.columnCount())]
        assert headers[:5] == ["Name", "Side", "HP", "MP", "SAN"]
        assert {"DEX", "Death clock", "This round"} <= set(headers)
        rows = [w.roster_model.index(r, 0).data() for r in range(w.roster_model.rowCount())]
        # a slot row says which shot first, in a few characters (issue 43)
        assert any(r.startswith(("↳ start: ", "▶ ↳ start: ")) for r in rows)
        assert any(r.startswith("↳ DEX÷2: ") for r in rows)
        assert w.act_import.isEnabled()  # CCFolia pieces
        assert isinstance(w.detail.silhouette, CocFigure)
        # no GURPS words: no maneuvers and postures, no hit entry beside the attack roll
        # (the attack dialog enters the hit), the plot named by CoC's HP word
        def combat_menu():
            menu = next(a.menu() for a in w.menuBar().actions() if a.text() == "&Combat")
            menu.aboutToShow.emit()
            return [a.text() for a in menu.actions() if a.isVisible()]

        assert not any("Maneuver" in t for t in combat_menu())
        assert not w.acts["hit"].isVisible() and "Enter &hit…" not in combat_menu()
        assert "where it hit" not in w.acts["attack"].toolTip()
        assert w.docks["plot"].windowTitle() == "HP plot"
        w.demo_actions["gurps"].trigger()
        assert w.acts["hit"].isVisible() and "Enter &hit…" in combat_menu()
    finally:
        w.doc.undo_stack.setClean()
        w.close()


def test_clicking_a_figure_or_enter_opens_the_attack_on_that_target(window, qtbot):
    n = names(window)
    ghoul = n["Ghoul"]
    card = window.cards.cards[ghoul]
    qtbot.mouseClick(card.silhouette, Qt.MouseButton.LeftButton,
                     pos=card.silhouette.rect().center())
    dlg = window.dialog
    assert isinstance(dlg, AttackDialog) and dlg.target_combo.currentData() == ghoul
    assert dlg.attacker_combo.currentData() == window.doc.encounter.current.id
    dlg.reject()
    window.select(n["Cultist"])
    window.roster.setFocus()
    qtbot.keyClick(window.roster, Qt.Key.Key_Return)
    assert isinstance(window.dialog, AttackDialog)
    assert window.dialog.target_combo.currentData() == n["Cultist"]
    window.dialog.reject()


def _painted_box(fig: CocFigure) -> tuple[int, int]:
    img = fig.grab().toImage()
    bg = QColor(img.pixel(0, 0))
    xs, ys = [], []
    for y in range(0, img.height(), 2):
        for x in range(0, img.width(), 2):
            if QColor(img.pixel(x, y)) != bg:
                xs.append(x)
                ys.append(y)
    return max(xs) - min(xs), max(ys) - min(ys)


def test_the_figure_stands_lies_greys_and_is_struck_through(qtbot):
    fig = CocFigure()
    qtbot.addWidget(fig)
    fig.resize(160, 160)
    fig.set_state(FigureState(hp_fraction=1.0))
    w, h = _painted_box(fig)
    assert h > w  # standing
    fig.set_state(FigureState(prone=True, hp_fraction=1.0))
    w, h = _painted_box(fig)
    assert w > h  # lying
    fig.set_state(FigureState(unconscious=True, hp_fraction=0.2))
    img = fig.grab().toImage()
    grey = [QColor(img.pixel(x, y)) for x in range(0, 160, 3) for y in range(0, 160, 3)]
    assert any(c.saturation() < 20 and 100 < c.value() < 200 for c in grey)
    fig.set_state(FigureState(dead=True))
    img = fig.grab().toImage()
    reds = [QColor(img.pixel(x, y)) for x in range(0, 160, 2) for y in range(0, 160, 2)]
    assert any(c.red() > 150 and c.green() < 60 and c.blue() < 60 for c in reds)
    hits = []
    fig.locationClicked.connect(hits.append)
    fig.setFocus()
    qtbot.keyClick(fig, Qt.Key.Key_Return)
    qtbot.mouseClick(fig, Qt.MouseButton.LeftButton, pos=fig.rect().center())
    assert hits == ["", ""]


# -- the scripted fight ------------------------------------------------------------------------


def attack(w, qtbot, target: str, *, attacker: str | None = None, weapon: str = "w0",
           roll: int, defense: str = "none", with_: str | None = None,
           def_roll: int = 0, faces: str = "", combine: str | None = None,
           knockout: bool = False, ko_roll: int = 0, surprise: bool = False) -> AttackDialog:
    w.open_hit(target, "")
    dlg = w.dialog
    assert isinstance(dlg, AttackDialog)
    if attacker is not None:
        dlg.attacker_combo.setCurrentIndex(dlg.attacker_combo.findData(attacker))
    dlg.weapon_combo.setCurrentIndex(dlg.weapon_combo.findData(weapon))
    if combine is not None:
        dlg.combine_combo.setCurrentIndex(dlg.combine_combo.findData(combine))
    dlg.knockout_check.setChecked(knockout)
    dlg.surprise_check.setChecked(surprise)
    dlg.roll_spin.setValue(roll)
    {"none": dlg.def_none, "dodge": dlg.def_dodge, "parry": dlg.def_parry,
     "cover": dlg.def_cover}[defense].setChecked(True)
    if defense == "parry":
        dlg.parry_combo.setCurrentIndex(dlg.parry_combo.findData(with_))
    if defense == "cover":
        dlg.cover_combo.setCurrentIndex(dlg.cover_combo.findData(with_))
    dlg.def_roll_spin.setValue(def_roll)
    dlg.ko_roll_spin.setValue(ko_roll)
    dlg.damage_edit.setText(faces)
    assert dlg.outcome is not None, dlg.message_label.text()
    trace = dlg.explain_view.toPlainText()
    assert trace and re.search(r"\[(C\d+|R\d+)\]", trace)
    steps = w.doc.undo_stack.count()
    qtbot.mouseClick(dlg.apply_button, Qt.MouseButton.LeftButton)
    assert w.doc.undo_stack.count() == steps + 1, dlg.message_label.text()
    assert dlg.result() == QDialog.DialogCode.Accepted
    return dlg


def next_turn(w, to: str | None = None) -> None:
    w.act_next.trigger()
    if to is not None:
        assert w.doc.encounter.position == to, (w.doc.encounter.position, to)


def check(w, cid: str, kind: str, roll: int | None = None) -> None:
    chk = next(k for k in w.doc.encounter.checks if k.combatant == cid and k.kind == kind)
    view = w.checks_view
    if roll is None:
        view.confirm_buttons[chk.id].click()
    else:
        view.spins[chk.id].setValue(roll)
        view.enter_buttons[chk.id].click()
    assert chk.id not in {k.id for k in w.doc.encounter.checks}


def keeper(w, key: str) -> None:
    panel = w.kit_widget("keeper")
    button = panel.buttons[key]
    assert button.isEnabled(), key
    button.click()


def test_a_scripted_fight_through_every_rule_undo_redo_save_and_load(window, qtbot, tmp_path,
                                                                     monkeypatch):
    w = window
    enc = w.doc.encounter
    n = names(w)
    ele, tom, ruth, cult, ghoul = (n["Eleanor Price"], n["Tom Okafor"], n["Dr. Ruth Klein"],
                                   n["Cultist"], n["Ghoul"])
    start = text(w)
    get = enc.combatants.__getitem__
    assert enc.position == f"{ele}@start"  # C12: round-start shots first

    # C0, C2, C12: Eleanor's round-start shot, a special success; the shock roll (C0)
    dlg = attack(w, qtbot, cult, roll=9, faces="6")
    assert dlg.applied.attack.outcome == "special" and get(cult).sheet.hp == 6
    check(w, cult, "shock", 10)
    assert not get(cult).has("unconscious")
    # C6, R9: Ruth, who has not acted, covers Tom from the cultist's round-start shot
    next_turn(w, f"{cult}@start")
    attack(w, qtbot, tom, roll=30, defense="cover", with_=ruth, def_roll=40, faces="8")
    assert get(ruth).sheet.hp == 4 and get(tom).sheet.hp == 15
    check(w, ruth, "shock", 20)
    # C3: Eleanor fumbles a punch and falls prone; her DEX÷2 shot is passed over
    next_turn(w, ele)
    attack(w, qtbot, ghoul, weapon="fist", roll=99)
    assert get(ele).has("prone")
    # C3, C4: the cultist's knife; Eleanor is prone and cannot dodge: the dialog greys the
    # dodge out with the reason, she takes it without a defence
    next_turn(w, cult)
    dlg = attack(w, qtbot, ele, weapon="w1", roll=20, faces="3")
    assert dlg.applied.dodge is None and get(ele).sheet.hp == 9
    w.open_hit(ele, "")
    w.dialog.weapon_combo.setCurrentIndex(w.dialog.weapon_combo.findData("w1"))
    assert not w.dialog.def_dodge.isEnabled() and "[C3]" in w.dialog.def_dodge.toolTip()
    w.dialog.reject()
    # C4: the ghoul's claws, Tom dodges and fails; C1/R1/R2 a critical bite later
    next_turn(w, ghoul)
    dlg = attack(w, qtbot, tom, roll=25, defense="dodge", def_roll=90, faces="2 1")
    assert dlg.applied.dodge.target == 30 and get(tom).sheet.hp == 12
    # Ruth spent her turn covering
    next_turn(w, ruth)
    # C5, C7, C11, R10: Tom's martial-arts punch with a declared knockout; a weapon cannot
    # parry an attack combined with martial arts
    next_turn(w, tom)
    # parry an attack combined with martial arts: the dialog shows the refusal, Apply is
    # off, nothing is done; the keeper answers with no defence instead
    steps = w.doc.undo_stack.count()
    with pytest.raises(AssertionError, match=r"Ghoul cannot parry this attack: \[C11\]"):
        attack(w, qtbot, ghoul, weapon="fist", combine="ma", roll=8, defense="parry",
               with_="w0", def_roll=10, faces="3 3 4", knockout=True, ko_roll=10)
    assert not w.dialog.apply_button.isEnabled() and w.doc.undo_stack.count() == steps
    w.dialog.reject()
    dlg = attack(w, qtbot, ghoul, weapon="fist", combine="ma", roll=8, faces="3 3 4",
                 knockout=True, ko_roll=10)
    assert dlg.applied.attack.ma_applied and dlg.applied.parry is None
    assert get(ghoul).has("knocked_out") and get(ghoul).sheet.hp == 10
    # C1, C10, R7: the cultist's DEX÷2 shot, a critical, drops Ruth to 0: her death clock
    next_turn(w, f"{cult}@half")
    dlg = attack(w, qtbot, ruth, roll=3, faces="10 9")
    assert dlg.applied.attack.outcome == "critical" and get(ruth).has("dying")
    assert enc.state["clocks"][0] == {"victim": ruth, "round": 2, "after": f"{cult}@half",
                                      "before": [f"{ele}@half", tom, ruth, ghoul, cult, ele,
                                                 f"{cult}@start", f"{ele}@start"]}
    assert "☠" in w.roster_model.data(w.roster_model.index(
        w.roster_model.row_of(ruth), w.roster_model.column_of("kit", "clock")))
    # round 2: C8 the knocked-out ghoul rolls to wake; Eleanor's slot is passed over (prone)
    next_turn(w)
    assert enc.round == 2 and enc.position == f"{cult}@start"
    check(w, ghoul, "wake", 90)
    assert get(ghoul).has("unconscious")
    # C3: Eleanor gets up on her turn
    next_turn(w, ele)
    w.select(ele)
    keeper(w, "get_up")
    assert not get(ele).has("prone")
    # C13: a secret Psychology roll and a surprise shot
    keeper(w, "secret")
    sdlg = w.dialog
    assert isinstance(sdlg, SecretDialog)
    sdlg.skill_combo.setCurrentIndex(sdlg.skill_combo.findData("psychology"))
    sdlg.roll_spin.setValue(12)
    sdlg.buttons.accepted.emit()
    assert enc.log[-1].hidden and enc.log[-1].key == "coc.secret"
    # C9, R11: Ruth is dying; Eleanor gives first aid with the dialog
    w.select(ruth)
    keeper(w, "aid")
    adlg = w.dialog
    assert isinstance(adlg, AidDialog)
    adlg.healer_combo.setCurrentIndex(adlg.healer_combo.findData(ele))
    adlg.skill_combo.setCurrentIndex(0)
    adlg.roll_spin.setValue(90)  # fails: the clock keeps running
    adlg.buttons.accepted.emit()
    assert get(ruth).sheet.hp == 0 and enc.state["clocks"]
    # R11: additional damage to the ghoul is no wound first aid could treat
    w.select(ghoul)
    keeper(w, "damage")
    ddlg = w.dialog
    assert isinstance(ddlg, DamageDialog)
    ddlg.amount_spin.setValue(2)
    ddlg.source_combo.setCurrentIndex(ddlg.source_combo.findData("extra"))
    ddlg.buttons.accepted.emit()
    assert get(ghoul).sheet.wounds[-1].source == "extra"
    # C12: the cultist closes in on Tom (keeper dock) at DEX: its round-start place holds a
    # shot only (R33)
    next_turn(w, cult)
    w.select(cult)
    monkeypatch.setattr("tracker.rulesets.coc.kit.keeper_panel.KeeperPanel._pick",
                        lambda self, title, label, people: tom)
    keeper(w, "close_in")
    assert get(cult).has("closed_in")
    # mid-fight: save, load, and the file is the same fight
    path = tmp_path / "mid.ctenc"
    files.save_encounter(w.doc.encounter, path)
    mid = text(w)
    assert files.dumps_encounter(files.load_encounter(path)) == mid
    # C10: nobody heals Ruth: after the cultist's DEX÷2 shot of round 2 the keeper confirms
    for _ in range(10):
        if enc.position == f"{cult}@half":
            break
        next_turn(w)
    assert not [k for k in enc.checks if k.kind == "death"]
    next_turn(w)
    check(w, ruth, "death")
    assert get(ruth).has("dead")
    end = text(w)
    # undo every step back to the start, and redo them all
    stack = w.doc.undo_stack
    while stack.canUndo():
        stack.undo()
    assert text(w) == start
    while stack.canRedo():
        stack.redo()
    assert text(w) == end
    # the file saved mid-fight opens as it was
    w.files.open_path(str(path))
    assert text(w) == mid and w.doc.encounter.ruleset_id == "coc"


def test_undo_to_the_start_and_redo_through_the_window(window, qtbot):
    w = window
    n = names(w)
    start = text(w)
    attack(w, qtbot, n["Cultist"], roll=9, faces="6")
    next_turn(w)
    attack(w, qtbot, n["Tom Okafor"], roll=3, faces="10 10")
    next_turn(w)
    attack(w, qtbot, n["Ghoul"], weapon="fist", roll=99)
    w.select(n["Tom Okafor"])
    keeper(w, "aid")
    w.dialog.roll_spin.setValue(5)
    w.dialog.heal_spin.setValue(3)
    w.dialog.buttons.accepted.emit()
    end = text(w)
    stack = w.doc.undo_stack
    steps = stack.count()
    while stack.canUndo():
        stack.undo()
    assert text(w) == start
    while stack.canRedo():
        stack.redo()
    assert text(w) == end and stack.count() == steps


def test_the_sheet_editor_adds_a_combatant_with_base_skills_and_keeps_damage(window, qtbot):
    w = window
    w.kit.open_add(w)
    dlg = w.dialog
    assert isinstance(dlg, SheetDialog)
    dlg.name_edit.setText("Deep One")
    dlg.kind_combo.setCurrentIndex(dlg.kind_combo.findData("mythos"))
    dlg.stat_spins["con"].setValue(14)
    dlg.stat_spins["siz"].setValue(16)
    dlg.stat_spins["dex"].setValue(10)
    assert dlg.max_spins["hp"].value() == 15 and dlg.cur_spins["hp"].value() == 15
    assert dlg.skill_spins["dodge"].value() == 20  # Dodge follows DEX×2
    # issue #19 item 12: a creature gets no human base skills and no SAN
    assert set(dlg.skill_spins) == {"dodge"} and dlg.max_spins["san"].value() == 0
    dlg.kind_combo.setCurrentIndex(dlg.kind_combo.findData("human"))
    assert dlg.skill_spins["fist"].value() == 50 and dlg.skill_spins["first_aid"].value() == 30
    assert dlg.skill_spins["medicine"].value() == 5
    dlg.kind_combo.setCurrentIndex(dlg.kind_combo.findData("mythos"))
    dlg._add_weapon({"name": "Claw", "skill": "", "damage": "1d6", "class": "edged"})
    dlg.armor_edit.setText("1")
    dlg.buttons.accepted.emit()
    deep = next(c for c in w.doc.encounter.combatants.values() if c.name == "Deep One")
    assert deep.sheet.kind == "mythos" and deep.sheet.max_hp == 15 and deep.sheet.armor == 1
    assert deep.sheet.weapons[0].name == "Claw"
    w.doc.run("hurt", ops.apply_hit, deep.id,
              Damage(5))
    w.kit.open_edit(w, deep.id)
    dlg = w.dialog
    dlg.stat_spins["con"].setValue(18)  # HP max 17: the 5 damage taken stays taken
    dlg.buttons.accepted.emit()
    now = w.doc.encounter.combatants[deep.id].sheet
    assert (now.max_hp, now.hp) == (17, 12)
    w.kit.open_edit(w, deep.id)
    dlg = w.dialog
    dlg.db_edit.setText("+x")
    assert not dlg.buttons.button(dlg.buttons.StandardButton.Ok).isEnabled()
    assert dlg.message_label.text().startswith("Check Damage bonus:")
    dlg.reject()


def test_the_plot_follows_hp_and_san(window, qtbot):
    w = window
    n = names(w)
    enc = w.doc.encounter
    ele = n["Eleanor Price"]
    attack(w, qtbot, ele, attacker=n["Cultist"], roll=30, faces="10")  # HP 12 → 2: out
    while enc.round == 1:
        next_turn(w)
    check(w, ele, "wake", 5)  # wakes at HP 2: 1d3 SAN (C8, R6), typed in the dock (R16)
    check(w, ele, "san_loss", 2)
    san_now = enc.combatants[ele].sheet.san
    assert san_now == 68
    hp, san = series(enc)
    assert hp[ele] == [(1, 12), (1, 2)]
    assert san[ele] == [(1, 70), (2, san_now)]
    view = w.plot_view  # built on first use
    view.refresh()
    assert "SAN" in view.plot_item.getAxis("left").labelText
    view.set_reference(ele)
    assert view.reference_values() == (2.0, 0.0)


# -- the players' view ---------------------------------------------------------------------------


def test_the_players_view_of_a_coc_fight_leaks_nothing(window, qtbot):
    from tests.ui.players.test_player_view import all_text, card_text

    w = window
    n = names(w)
    ele, ghoul, cult = n["Eleanor Price"], n["Ghoul"], n["Cultist"]
    attack(w, qtbot, cult, roll=30, faces="5")
    w.doc.run("edit", ops.edit_combatant, cult, notes="KEEPER ONLY NOTE")
    w.doc.run("secret", secret_roll, ele, "psychology", 50, 12)
    pv = PlayerView(w.doc)
    qtbot.addWidget(pv)
    pv.resize(1280, 720)
    pv.show()
    qtbot.waitExposed(pv)
    t = all_text(pv)
    for secret in ("KEEPER ONLY NOTE", "Psychology", "psychology", "STR", "CON ", "Dodge",
                   "Revolver", "revolver", "Claws", "Damage bonus", "Armor", "MP ", "SAN",
                   "Death clock", "☠", "d100"):
        assert secret not in t, secret
    # HP: PCs exact, foes one band word: the cultist's 7 of 12 stays secret
    assert "HP 12/12" in t
    cc = card_text(pv, cult)
    assert "Wounded" in cc and not re.search(r"(?<!\d)(7|12)(?!\d)", cc)
    # SAN is hidden by default; the keeper may show it per investigator
    w.doc.run("vis", ops.set_visibility, ele, tracks={"san": "exact"})
    assert "SAN 70/99" in card_text(pv, ele)
    assert "SAN" not in card_text(pv, n["Tom Okafor"])
    # whose turn it is, and conditions as words
    w.doc.run("prone", ops.set_condition, ghoul, "prone")
    assert "Prone" in card_text(pv, ghoul)
    assert pv.now_label.text().startswith("Now:")


def test_a_refused_keeper_action_says_why_and_changes_nothing(window, qtbot):
    w = window
    n = names(w)
    errors = []
    w.doc.failed.connect(errors.append)
    before = text(w)
    w.doc.run("x", get_up, n["Ghoul"])
    assert errors and "not prone" in errors[0] and text(w) == before


def test_refusals_are_translated(qapp):
    from tracker.model.errors import RulesError
    from tracker.rulesets.coc.kit.texts import error_text
    from tracker.rulesets.coc.rules.actions.recover import get_up

    enc = demo_encounter(lang="ja")
    ghoul = next(c.id for c in enc.combatants.values() if c.name == "グール")
    assert i18n.install("ja")
    try:
        with pytest.raises(RulesError) as err:
            get_up(enc, ghoul)
        assert error_text(err.value) == "グールは転倒していない。"
    finally:
        i18n.install("en")
    assert error_text(err.value) == "グール is not prone."


def test_the_added_combatant_is_selected_by_the_id_the_action_returned(window, qtbot):
    w = window
    w.kit.open_add(w)
    dlg = w.dialog
    dlg.name_edit.setText("Byakhee")
    dlg.buttons.accepted.emit()
    new = next(c for c in w.doc.encounter.combatants.values() if c.name == "Byakhee")
    assert dlg.result_id == new.id and w.selected == new.id
    w.kit.open_add(w)
    dlg = w.dialog
    dlg.name_edit.setText("")  # refused: nothing added, nothing selected anew
    dlg.buttons.accepted.emit()
    assert dlg.result_id is None and w.selected == new.id
    dlg.reject()
