"""Issue 31 part 3: each GURPS dialog shows the number the model (and so the headless session)
uses for the same encounter, and both equal the rule's number worked out by hand here. A
dialog that went back to a rule of its own and drifted from the model fails one of these.

The table: Aiko (DX 12, Dodge 9, Basic Speed 6: acts first) and Brute (max HP 10, HT 10,
DX 11, no Dodge on the sheet, Basic Speed 5.75)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor

from tracker.model import operations as ops
from tracker.model.bars import bar_level
from tracker.model.dice import Dice
from tracker.model.public import project
from tracker.model.session import Session
from tracker.rulesets.coc.kit.figure import FULL_FILL, HP_FILL, hp_colour
from tracker.rulesets.coc.kit.kit import CocKit
from tracker.rulesets.coc.rules.sheet import CocSheet
from tracker.rulesets.gurps.kit.attack_dialog import AttackDialog
from tracker.rulesets.gurps.kit.combatant_dialog import CombatantDialog
from tracker.rulesets.gurps.kit.defense_dialog import DefenseDialog
from tracker.rulesets.gurps.kit.hit_dialog import HitDialog
from tracker.rulesets.gurps.kit.kit import GurpsKit
from tracker.rulesets.gurps.rules.sheet import GurpsSheet
from tracker.ui import i18n
from tracker.ui.bar_delegate import BAR_COLOURS, bar_colour
from tracker.ui.document import EncounterDocument


@pytest.fixture(autouse=True)
def _english(qapp):
    i18n.install("en")
    yield


def ok(s: Session, req: dict) -> dict:
    ans, good = s.answer(req)
    assert good, ans
    return ans


def table(in_combat: bool = True) -> Session:
    s = Session(seed=3)
    ok(s, {"op": "new", "ruleset": "gurps"})
    ok(s, {"op": "add", "name": "Aiko", "side": "pc", "sheet": {
        "max_hp": 12, "ht": 12, "dx": 12, "dodge": 9, "basic_speed": 6.0}})
    ok(s, {"op": "add", "name": "Brute", "side": "enemy", "sheet": {
        "max_hp": 10, "ht": 10, "dx": 11, "basic_speed": 5.75}})
    if in_combat:
        ok(s, {"op": "start_combat"})
    return s


def cid(s: Session, name: str) -> str:
    return next(c.id for c in s.enc.combatants.values() if c.name == name)


def brute_of(state: dict) -> dict:
    return next(c for c in state["combatants"] if c["name"] == "Brute")


def test_the_defense_dialog_and_the_session_dodge_alike_without_a_dodge_on_the_sheet(qtbot):
    s = table()
    dlg = DefenseDialog(s.enc.get(cid(s, "Brute")).sheet, "Brute", "Aiko", 1, dice=Dice(1))
    qtbot.addWidget(dlg)
    assert dlg.kind() == "dodge"
    ans = ok(s, {"op": "attack", "attacker": "Aiko", "target": "Brute", "skill": 14,
                 "location": "torso", "roll": 10, "defense": {"kind": "dodge", "roll": 9},
                 "damage": 0, "type": "cr"})
    # B374: Basic Speed 5.75 → 5, + 3 = 8, in the dialog and in the session
    assert dlg.base_spin.value() == ans["defense"]["target"] == 8
    assert not ans["defense"]["success"]  # 9 > 8


def test_the_attack_dialog_and_the_session_start_from_the_same_skill(qtbot):
    s = table()
    doc = EncounterDocument(s.enc)
    dlg = AttackDialog(doc, cid(s, "Brute"), None, dice=Dice(3))
    qtbot.addWidget(dlg)
    assert dlg.attacker_id() == cid(s, "Aiko")  # her turn
    ans = ok(s, {"op": "attack", "attacker": "Aiko", "target": "Brute", "location": "torso",
                 "roll": 18, "damage": 0, "type": "cr"})
    # no weapon skill remembered: DX 12 in both
    assert dlg.skill_spin.value() == ans["tohit"]["effective_skill"] == 12
    for _ in range(2):
        ok(s, {"op": "next_turn"})
    ok(s, {"op": "attack", "attacker": "Aiko", "target": "Brute", "skill": 16,
           "location": "torso", "roll": 18, "damage": 0, "type": "cr"})
    again = AttackDialog(doc, cid(s, "Brute"), None, dice=Dice(3))
    qtbot.addWidget(again)
    for _ in range(2):
        ok(s, {"op": "next_turn"})
    ans = ok(s, {"op": "attack", "attacker": "Aiko", "target": "Brute", "location": "torso",
                 "roll": 18, "damage": 0, "type": "cr"})
    assert again.skill_spin.value() == ans["tohit"]["effective_skill"] == 16  # remembered


@pytest.mark.parametrize("in_combat", [True, False])
def test_the_hit_dialog_previews_shock_and_knockdown_as_the_session_applies_them(
        qtbot, in_combat):
    s = table(in_combat)
    doc = EncounterDocument(s.enc)
    dlg = HitDialog(doc, cid(s, "Brute"), "torso", dice=Dice(1))
    qtbot.addWidget(dlg)
    dlg.damage_edit.setText("6")
    dlg.type_combo.setCurrentIndex(dlg.type_combo.findData("cr"))
    summary = dlg.summary_label.text()
    ok(s, {"op": "hit", "target": "Brute", "location": "torso", "damage": 6, "type": "cr"})
    brute = brute_of(ok(s, {"op": "state"})["state"])
    knockdown = [k for k in s.enc.checks if k.kind == "knockdown"]
    # 6 crushing on the torso of HP 10: injury 6 > HP/2, a major wound (knockdown at HT+0),
    # shock −4 (6 HP lost, at most −4) — on the fight's turns only (G9, G10)
    if in_combat:
        assert "Shock -4 to DX and IQ" in summary and brute["shock"] == -4
        assert "Knockdown and stun: HT roll at +0" in summary and len(knockdown) == 1
        assert "Out of combat" not in summary
    else:  # R21: the knockdown roll is owed out of a fight too; shock has no next turn
        assert "Shock -4" not in summary and brute["shock"] == 0
        assert "Knockdown and stun: HT roll at +0" in summary and len(knockdown) == 1
        assert "Out of combat: no shock" in summary
        assert s.enc.log[-1].key == "no_shock_out_of_combat"


def test_the_stats_dialog_keeps_the_damage_taken_as_the_sessions_edit(qtbot):
    s = table()
    ok(s, {"op": "hit", "target": "Aiko", "location": "torso", "damage": 5, "type": "cr"})
    ok(s, {"op": "hit", "target": "Aiko", "damage": 3, "type": "fat"})
    doc = EncounterDocument(s.enc)
    dlg = CombatantDialog.for_edit(doc, cid(s, "Aiko"))
    qtbot.addWidget(dlg)
    dlg.max_hp_spin.setValue(15)
    dlg.max_fp_spin.setValue(10)
    shown = (dlg.hp_spin.value(), dlg.fp_spin.value())
    ok(s, {"op": "edit", "name": "Aiko", "sheet": {"max_hp": 15, "max_fp": 10}})
    aiko = next(c for c in ok(s, {"op": "state"})["state"]["combatants"]
                if c["name"] == "Aiko")
    # HP 12 − 5 = 7 (5 lost): 15 − 5 = 10; FP 12 − 3 = 9 (3 lost): 10 − 3 = 7
    assert shown == (aiko["hp"], aiko["tracks"]["fp"][0]) == (10, 7)


def test_a_track_not_stored_shows_its_maximum_in_the_dialog_and_the_state(qtbot):
    s = table()
    sheet = s.enc.get(cid(s, "Aiko")).sheet
    sheet.hp = sheet.fp = None
    dlg = CombatantDialog.for_edit(EncounterDocument(s.enc), cid(s, "Aiko"))
    qtbot.addWidget(dlg)
    aiko = next(c for c in ok(s, {"op": "state"})["state"]["combatants"]
                if c["name"] == "Aiko")
    assert (dlg.hp_spin.value(), dlg.fp_spin.value()) == (aiko["hp"], aiko["tracks"]["fp"][0])
    assert aiko["hp"] == 12 and aiko["tracks"]["fp"] == [10, 10]
    # nothing lost: a max HP of 15 gives 15 HP, in the dialog and in the ruleset's edit
    # (the session refuses to edit a sheet stored without HP: the file form requires them)
    dlg.max_hp_spin.setValue(15)
    assert dlg.hp_spin.value() == s.enc.ruleset.edit_sheet(sheet, {"max_hp": 15}).hp == 15


def test_roster_figure_and_players_colour_by_the_models_bar_level(qtbot):
    """Max HP 12: 0 or less collapsing, under 4 badly wounded, under 8 wounded, else unhurt —
    the roster's bar, the CoC figure and the players' projection all say the same."""
    by_hand = {0: "collapsing", 1: "badly_wounded", 3: "badly_wounded", 4: "wounded",
               7: "wounded", 8: "unhurt", 12: "unhurt"}
    enc = ops.new_encounter("coc")
    ops.add_combatant(enc, "Aiko", "pc", CocSheet(stats={
        "str": 10, "con": 12, "siz": 12, "dex": 10, "app": 10, "pow": 10, "int": 10,
        "edu": 10}))
    c = next(iter(enc.combatants.values()))
    assert c.sheet.max_hp == 12
    for hp, level in by_hand.items():
        assert bar_level(hp, 12) == level
        assert bar_colour(hp, 12) == BAR_COLOURS[level]
        c.sheet.hp = hp
        fig = CocKit.figure_state(c)
        assert fig.hp_level == level
        want = FULL_FILL if hp == 12 else HP_FILL[level]
        assert hp_colour(fig.hp_level, fig.hp_fraction >= 1) == QColor(want)
        assert next(p for p in project(enc).combatants).level == level
    c.visibility.hp = "hidden"
    hidden = CocKit.figure_state(c, public=True)
    assert hidden.hp_level is None and hidden.hp_fraction is None


def test_the_gurps_card_colours_hp_by_the_same_level(qtbot):
    enc = ops.new_encounter("gurps")
    ops.add_combatant(enc, "Aiko", "pc", GurpsSheet(max_hp=12))
    c = next(iter(enc.combatants.values()))
    for hp, level in ((3, "badly_wounded"), (4, "wounded"), (8, "unhurt")):  # by hand
        c.sheet.hp = hp
        assert next(p for p in project(enc).combatants).level == level
        assert f"color:{BAR_COLOURS[level].name()}'>{hp}</b>/12" in GurpsKit.card_numbers(c)
