"""The GM window's CoC controls after a handgun's round-start fumble (C3, C12, R14): the Keeper
dock picks the gun up at the shooter's DEX (a free position), the attack dialog then refuses a
shot in that spent position with the reason, and offers the DEX÷2 shot (2 of 3) at its
value; closing in with the gun on the floor is refused in the window's language."""

from __future__ import annotations

import pytest

from tests.model.coc.test_table import ids, table
from tracker.model import operations as ops
from tracker.rulesets.coc.kit.attack_dialog import AttackDialog
from tracker.rulesets.coc.kit.keeper_panel import KeeperPanel
from tracker.rulesets.coc.rules.actions.attack import attack
from tracker.rulesets.coc.rules.actions.attack_request import AttackRequest
from tracker.rulesets.coc.rules.actions.guns import break_away, close_in, declare_rapid_fire
from tracker.ui.document import EncounterDocument


@pytest.fixture
def doc(qapp):
    """A (PC, DEX 15), B (PC, DEX 12), C (cultist, DEX 13, revolver, 3 shots), D (club);
    order C@start, A, C, B, D, C@half."""
    enc, _h = table()
    return EncounterDocument(enc)


def _advance(doc: EncounterDocument, position: str) -> None:
    for _ in range(20):
        if doc.encounter.position == position:
            return
        doc.run("", ops.next_turn)
    raise AssertionError(f"never reached {position}")


def test_a_shooter_picks_up_at_his_dex_and_fires_at_dex_half(doc):
    enc = doc.encounter
    n = ids(enc)
    c = enc.combatants[n["C"]]
    failed: list[str] = []
    doc.failed.connect(failed.append)
    doc.run("", attack, AttackRequest(n["C"], n["A"], "w0", roll=99))    # fumble at start
    assert c.has("weapon_dropped")
    _advance(doc, n["C"])
    panel = KeeperPanel(doc)
    panel.show_combatant(n["C"])
    assert not panel.buttons["close_in"].isEnabled()     # C3: not with the gun on the floor
    doc.run("", close_in, n["C"], n["A"])
    assert failed == ["C dropped the weapon (C3): bare hands only."]
    assert not c.has("closed_in")
    assert panel.buttons["pick_up"].isEnabled()
    panel.buttons["pick_up"].click()
    assert len(failed) == 1 and not panel.buttons["pick_up"].isEnabled()
    assert panel.buttons["close_in"].isEnabled()
    assert not c.has("weapon_dropped")
    dlg = AttackDialog(doc, n["A"], n["C"])
    dlg.weapon_combo.setCurrentIndex(dlg.weapon_combo.findData("w0"))
    dlg.roll_spin.setValue(30)
    assert dlg.outcome is None and not dlg.apply_button.isEnabled()
    assert dlg.message_label.text() == ("C has already picked up the weapon at this turn-order "
                                        "position: its action is spent (R14).")
    _advance(doc, f"{n['C']}@half")
    dlg = AttackDialog(doc, n["A"], n["C"])
    dlg.weapon_combo.setCurrentIndex(dlg.weapon_combo.findData("w0"))
    dlg.roll_spin.setValue(1)
    assert dlg.outcome is not None and dlg.apply_button.isEnabled()
    skill = c.sheet.skill("handgun")
    assert dlg.outcome.value == skill and dlg.value_label.text() == f"against {skill}%"
    assert any(x.key == "coc.gun.shot_n" and x.args == {"n": 2, "max": 3}
               for x in dlg.outcome.attack_lines)


def _value_offered(doc: EncounterDocument, target: str, attacker: str) -> int:
    """The value the attack dialog offers for the attacker's gun (a miss rolled: 99 fumbles,
    so 95)."""
    dlg = AttackDialog(doc, target, attacker)
    dlg.weapon_combo.setCurrentIndex(dlg.weapon_combo.findData("w0"))
    dlg.roll_spin.setValue(95)
    assert dlg.outcome is not None and dlg.apply_button.isEnabled(), dlg.message_label.text()
    assert dlg.value_label.text() == f"against {dlg.outcome.value}%"
    return dlg.outcome.value


def test_the_dialog_offers_point_blank_then_the_plain_value_and_rapid_fire(doc):
    """C12, R8 across rounds: closed in at DEX in round 1, C's round-start shot of round 2 is
    point-blank (×2); A breaks away (DEX contest 60, 10 wins), C's DEX shot is back at the
    skill; in round 3 rapid fire offers skill, +5, +10 at DEX, the Keeper dock's Rapid fire
    is off once a shot is fired."""
    enc = doc.encounter
    n = ids(enc)
    c = enc.combatants[n["C"]]
    skill = c.sheet.skill("handgun")
    _advance(doc, n["C"])
    doc.run("", close_in, n["C"], n["A"])
    _advance(doc, f"{n['C']}@half")
    assert _value_offered(doc, n["A"], n["C"]) == skill          # point-blank from round 2
    _advance(doc, f"{n['C']}@start")
    assert enc.round == 2
    assert _value_offered(doc, n["A"], n["C"]) == 2 * skill
    _advance(doc, n["A"])
    doc.run("", break_away, n["A"], 10)
    assert not c.has("closed_in")
    _advance(doc, n["C"])
    assert _value_offered(doc, n["A"], n["C"]) == skill
    _advance(doc, f"{n['C']}@start")
    assert enc.round == 3
    panel = KeeperPanel(doc)
    panel.show_combatant(n["C"])
    panel.buttons["rapid"].click()
    _advance(doc, n["C"])
    values = []
    for _ in range(3):
        dlg = AttackDialog(doc, n["A"], n["C"])
        dlg.weapon_combo.setCurrentIndex(dlg.weapon_combo.findData("w0"))
        dlg.roll_spin.setValue(95)
        values.append(dlg.outcome.value)
        assert dlg.apply()
        panel.show_combatant(n["C"])
        assert not panel.buttons["rapid"].isEnabled()
    assert values == [skill, min(skill + 5, 2 * skill), min(skill + 10, 2 * skill)]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_second_shot_in_one_slot_is_refused_in_the_dialog(doc, lang, request):
    """C12, R8: one shot at round start; the dialog's preview says why, in the UI language,
    and Apply is off; with rapid fire declared at DEX the second shot there is offered."""
    if lang == "ja":
        request.getfixturevalue("japanese")
    enc = doc.encounter
    n = ids(enc)
    doc.run("", attack, AttackRequest(n["C"], n["A"], "w0", roll=95))   # C@start
    dlg = AttackDialog(doc, n["A"], n["C"])
    dlg.weapon_combo.setCurrentIndex(dlg.weapon_combo.findData("w0"))
    dlg.roll_spin.setValue(95)
    assert dlg.outcome is None and not dlg.apply_button.isEnabled()
    assert dlg.message_label.text() == {
        "en": "C has already fired at this turn-order position: a gun fires once a position "
              "unless rapid fire is declared (C12, R8).",
        "ja": "Cは行動順のこの位置ですでに発砲した：連射を宣言しない限り、銃は1つの位置で1回だけ"
              "発砲できる（C12、R8）。"}[lang]
    _advance(doc, f"{n['C']}@half")
    _advance(doc, f"{n['C']}@start")                 # round 2
    _advance(doc, n["C"])
    assert enc.round == 2
    doc.run("", declare_rapid_fire, n["C"])
    doc.run("", attack, AttackRequest(n["C"], n["A"], "w0", roll=95))
    dlg = AttackDialog(doc, n["A"], n["C"])
    dlg.weapon_combo.setCurrentIndex(dlg.weapon_combo.findData("w0"))
    dlg.roll_spin.setValue(95)
    assert dlg.outcome is not None and dlg.apply_button.isEnabled(), dlg.message_label.text()
