"""Issue 44 section 3 in the GM window: the defense dialog and the attack dialog take the
same numbers as the session (tests/model/gurps/test_defects_of_the_fifth_play_test.py)."""

from __future__ import annotations

from tracker.model import operations as ops
from tracker.model.gurps import maneuver_ops as mo
from tracker.ui.document import EncounterDocument
from tracker.ui.gurps.attack_dialog import AttackDialog


def fight(**brute) -> tuple[EncounterDocument, str, str]:
    enc = ops.new_encounter("gurps")
    ops.add_combatant(enc, "Aiko", "pc", enc.ruleset.new_sheet(dx=12, dodge=9, basic_speed=6.0))
    ops.add_combatant(enc, "Brute", "enemy", enc.ruleset.new_sheet(
        dx=11, dodge=8, max_hp=12, **brute))
    ops.start_combat(enc)
    ids = {c.name: c.id for c in enc.combatants.values()}
    return EncounterDocument(enc), ids["Aiko"], ids["Brute"]


# -- D1 (G11, R25) ---------------------------------------------------------------------------
def test_the_defense_dialog_halves_a_reeling_dodge(qtbot):
    from PySide6.QtWidgets import QWidget

    from tracker.ui.gurps.hit_defense import HitDefense

    doc, _aiko, brute = fight(hp=3)
    parent = QWidget()
    qtbot.addWidget(parent)
    step = HitDefense(doc, brute, parent)
    step.open()
    # HP 3 of 12 (9 < 12): reeling, Dodge ⌈8 / 2⌉ = 4 (gave 8)
    assert "<b>4</b>" in step.dialog.effective_label.text()
    assert "Dodge halved, 8 → 4" in step.dialog.explain_view.toPlainText()
    step.dialog.reject()


def test_the_defense_dialog_halves_then_takes_stunned_and_lying(qtbot):
    from PySide6.QtWidgets import QWidget

    from tracker.ui.gurps.hit_defense import HitDefense

    doc, _aiko, brute = fight(hp=3)
    mo.set_posture(doc.encounter, brute, "lying")
    ops.set_condition(doc.encounter, brute, "stunned")
    parent = QWidget()
    qtbot.addWidget(parent)
    step = HitDefense(doc, brute, parent)
    step.open()
    # ⌈8 / 2⌉ − 4 (stunned) − 3 (lying) = −3 (gave 1)
    assert "<b>-3</b>" in step.dialog.effective_label.text()
    step.dialog.reject()


def test_the_attack_dialog_gives_the_chance_of_a_halved_dodge(qtbot):
    doc, aiko, brute = fight(fp=3, max_fp=12)
    dlg = AttackDialog(doc, brute, attacker=aiko)
    qtbot.addWidget(dlg)
    # FP 3 of 12: very tired, Dodge ⌈8 / 2⌉ = 4: 3d rolls 3–4 are 1 + 3 = 4 of 216 = 1.9 %
    text = dlg.chance_label.text()
    assert "Dodge 4" in text and "1.9" in text
