"""The keeper's play-test (issue #19) in the window: d100 fields read "00" as 100 (R16), the
death clock shows on the one row that holds it (R13), the attack dialog's defenses."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tracker.model import operations as ops
from tracker.rulesets.coc.kit.attack_dialog import AttackDialog
from tracker.rulesets.coc.kit.d100 import D100SpinBox
from tracker.rulesets.coc.kit.small_dialogs import AidDialog
from tracker.rulesets.coc.rules.actions.damage import Damage
from tracker.rulesets.coc.rules.demo import demo_encounter
from tracker.ui.document import EncounterDocument


def type_into(spin, text: str) -> None:
    le = spin.lineEdit()
    le.selectAll()
    le.del_()
    for ch in text:
        spin.keyPressEvent(_key(ch))
    QApplication.processEvents()


def _key(ch: str):
    from PySide6.QtGui import QKeyEvent

    return QKeyEvent(QKeyEvent.Type.KeyPress, 0, Qt.KeyboardModifier.NoModifier, ch)


@pytest.mark.parametrize(("text", "value"), [("00", 100), ("100", 100), ("05", 5), ("42", 42)])
def test_a_d100_field_reads_00_as_100(qapp, text, value):
    """R16."""
    spin = D100SpinBox()
    type_into(spin, text)
    assert spin.value() == value and spin.roll() == value and spin.problem() == ""


def test_a_d100_field_refuses_0_with_a_message(qapp):
    spin = D100SpinBox()
    type_into(spin, "0")
    assert spin.roll() is None
    assert "0" in spin.problem() and "00" in spin.problem()


def test_the_checks_dock_field_reads_00_as_100(qapp):
    spin = D100SpinBox(empty_rolls=False)
    type_into(spin, "00")
    assert spin.value() == 100


@pytest.fixture
def doc(qapp):
    enc = demo_encounter()
    return EncounterDocument(enc)


def test_the_attack_dialog_uses_a_typed_00(doc):
    """Item 6: the log shows 100 (a fumble), not the app's own roll."""
    enc = doc.encounter
    n = {c.name: c.id for c in enc.combatants.values()}
    dlg = AttackDialog(doc, n["Cultist"], n["Eleanor Price"])
    type_into(dlg.roll_spin, "00")
    assert dlg.outcome is not None and dlg.outcome.attack.roll == 100
    assert dlg.outcome.attack.outcome == "fumble"
    type_into(dlg.roll_spin, "0")
    assert dlg.outcome is None and "00" in dlg.message_label.text()
    assert not dlg.apply_button.isEnabled()


def test_bullets_offer_neither_dodge_nor_parry_and_knockout_is_locked_after_the_roll(doc):
    """Items 10 and 16."""
    enc = doc.encounter
    n = {c.name: c.id for c in enc.combatants.values()}
    dlg = AttackDialog(doc, n["Cultist"], n["Eleanor Price"])  # the .32 revolver
    assert not dlg.def_dodge.isEnabled() and not dlg.def_parry.isEnabled()
    # R33: her round-start place holds a revolver shot only; her fist is at DEX
    doc.run("", ops.next_turn)
    doc.run("", ops.next_turn)
    assert enc.position == n["Eleanor Price"]
    dlg = AttackDialog(doc, n["Cultist"], n["Eleanor Price"])
    dlg.weapon_combo.setCurrentIndex(dlg.weapon_combo.findData("fist"))
    assert dlg.def_dodge.isEnabled() and dlg.knockout_check.isEnabled()
    y = dlg.damage_edit.mapTo(dlg, dlg.damage_edit.rect().topLeft()).y()
    dlg.knockout_check.setChecked(True)
    assert dlg.damage_edit.mapTo(dlg, dlg.damage_edit.rect().topLeft()).y() == y
    dlg.roll_spin.setValue(30)
    assert not dlg.knockout_check.isEnabled() and dlg.knockout_check.isChecked()
    # C7: while a knockout may still be declared, the app's own roll is not shown
    dlg.roll_spin.setValue(0)
    dlg.knockout_check.setChecked(False)
    assert dlg.knockout_check.isEnabled() and "d100" not in dlg.explain_view.toPlainText()
    assert "C7" in dlg.summary_label.text() and dlg.apply_button.isEnabled()


def test_cover_after_a_failed_dodge_in_the_dialog(doc):
    """R15: the dodge fails; Ruth, who has not acted, covers Tom."""
    enc = doc.encounter
    n = {c.name: c.id for c in enc.combatants.values()}
    tom, ruth, ghoul = n["Tom Okafor"], n["Dr. Ruth Klein"], n["Ghoul"]
    dlg = AttackDialog(doc, tom, ghoul)
    dlg.roll_spin.setValue(10)
    dlg.def_dodge.setChecked(True)
    dlg.def_roll_spin.setValue(90)
    dlg.cover_combo.setCurrentIndex(dlg.cover_combo.findData(ruth))
    dlg.dodge_cover_check.setChecked(True)
    dlg.cover_roll_spin.setValue(20)
    dlg.damage_edit.setText("4 2")
    out = dlg.outcome
    assert out is not None, dlg.message_label.text()
    assert out.dodge.outcome == "failure" and out.cover.allowed
    assert out.damage[tom] == 0 and out.damage[ruth] > 0
    assert dlg.apply()
    assert ruth in enc.state["round"]["acted"]


def test_the_clock_shows_on_the_one_row_that_holds_it(doc):
    """R13: the cultist's round-start shot drops Eleanor: only that row shows the clock."""
    from tracker.ui.roster_model import RosterModel

    enc = doc.encounter
    n = {c.name: c.id for c in enc.combatants.values()}
    ele, cult = n["Eleanor Price"], n["Cultist"]
    doc.run("", ops.next_turn)
    assert enc.position == f"{cult}@start"
    doc.run("", ops.apply_hit, ele, Damage(12))  # entered on the cultist's round-start shot
    assert enc.state["clocks"][0]["after"] == f"{cult}@start"
    model = RosterModel(doc)
    col = next(i for i in range(model.columnCount())
               if model.headerData(i, Qt.Orientation.Horizontal) == "Death clock")
    shown = [enc.order[r] for r in range(model.rowCount())
             if model.data(model.index(r, col))]
    assert sorted(shown) == sorted([ele, f"{cult}@start"])


def test_first_aid_dialog_reads_00(doc):
    enc = doc.encounter
    n = {c.name: c.id for c in enc.combatants.values()}
    doc.run("", ops.apply_hit, n["Tom Okafor"], Damage(3))
    dlg = AidDialog(doc, n["Tom Okafor"])
    # Eleanor's round-start place holds a shot only (R33): Ruth gives it
    dlg.healer_combo.setCurrentIndex(dlg.healer_combo.findData(n["Dr. Ruth Klein"]))
    type_into(dlg.roll_spin, "00")
    assert dlg.roll_spin.roll() == 100
    dlg.apply()
    assert [e.args["roll"] for e in enc.log if e.key == "coc.aid"] == [100]


def test_no_raw_ids_in_japanese_explanations(qapp):
    """Item 13: every scenario line renders in Japanese with its ids named (no "ma",
    "budo_strike", "first_aid" …) and no template key left."""
    import re
    from pathlib import Path

    from PySide6.QtCore import QTranslator

    import tracker
    import tracker.rulesets.gurps.kit.campaign_text  # noqa: F401  (the app loads both kits)
    from tests.model.coc.test_texts import _scenario_lines
    from tracker.rulesets.coc.kit import texts as et
    from tracker.rulesets.coc.rules.names import SKILLS, TERMS
    from tracker.ui import i18n

    qm = Path(tracker.__file__).resolve().parent / "rulesets" / "coc" / "translations"
    tr = QTranslator()
    assert tr.load(str(qm / "coc_ja.qm"))
    assert i18n.install("ja")
    qapp.installTranslator(tr)
    ids = {i for i in (*SKILLS, *TERMS) if len(i) > 2 and i.isascii()}
    try:
        for line in _scenario_lines():
            text = et.render_line(line)
            words = set(re.findall(r"[a-z][a-z_0-9]+", text))
            assert not words & ids, text
            assert line.key not in text
    finally:
        qapp.removeTranslator(tr)
        i18n.install("en")


def test_dodge_and_parry_grey_out_for_a_typed_critical_and_an_unconscious_target(doc):
    """R1, C8: the dialog greys out what the rules refuse before the keeper chooses, the
    reason as tooltip: a typed critical (knife 40, rolled 03 ≤ 5) can be neither dodged nor
    parried; back to "—", both are offered again; an unconscious Tom answers nothing."""
    enc = doc.encounter
    n = {c.name: c.id for c in enc.combatants.values()}
    dlg = AttackDialog(doc, n["Tom Okafor"], n["Cultist"])
    dlg.weapon_combo.setCurrentIndex(dlg.weapon_combo.findData("w1"))  # the knife
    assert dlg.def_dodge.isEnabled() and dlg.def_parry.isEnabled()
    type_into(dlg.roll_spin, "03")
    assert not dlg.def_dodge.isEnabled() and "[R1]" in dlg.def_dodge.toolTip()
    assert not dlg.def_parry.isEnabled() and "[R1]" in dlg.def_parry.toolTip()
    type_into(dlg.roll_spin, "30")
    assert dlg.def_dodge.isEnabled() and dlg.def_parry.isEnabled()
    dlg.reject()
    doc.run("", ops.set_condition, n["Tom Okafor"], "unconscious", True)
    dlg = AttackDialog(doc, n["Tom Okafor"], n["Cultist"])
    dlg.weapon_combo.setCurrentIndex(dlg.weapon_combo.findData("w1"))
    assert not dlg.def_dodge.isEnabled() and "[C8]" in dlg.def_dodge.toolTip()
    assert not dlg.def_parry.isEnabled() and "[C8]" in dlg.def_parry.toolTip()
