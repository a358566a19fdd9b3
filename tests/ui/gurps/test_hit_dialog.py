"""The hit dialog (live preview, dice, keyboard, undo) and explain_text (model keys as text)."""

from __future__ import annotations

import string
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtWidgets import QDialog

from tracker.model import operations
from tracker.model.dice import Dice
from tracker.model.explain import ExplainLine
from tracker.model.words import words
from tracker.rulesets.gurps.kit import texts as et
from tracker.rulesets.gurps.kit.hit_dialog import RANDOM, HitDialog
from tracker.rulesets.gurps.kit.texts import TEMPLATES  # GURPS and its campaign modules
from tracker.rulesets.gurps.rules.bodyplan import body_plan
from tracker.rulesets.gurps.rules.damage import DAMAGE_TYPES
from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.rulesets.gurps.rules.resolver import TRAITS, Hit
from tracker.rulesets.gurps.rules.ruleset import GURPS
from tracker.rulesets.gurps.rules.sheet import PART_STATUSES, GurpsSheet
from tracker.rulesets.gurps.rules.texts import EFFECTS
from tracker.ui import i18n
from tracker.ui.document import EncounterDocument
from tracker.ui.explain_text import CONDITION_NAMES as CORE_CONDITIONS
from tracker.ui.explain_text import condition_name
from tracker.ui.kit import kit_for_id


@pytest.fixture
def doc(qtbot):
    enc = demo_encounter()
    operations.add_combatant(enc, "Target", "enemy", GurpsSheet(max_hp=10, ht=10),
                             mid_fight=False)
    return EncounterDocument(enc)


def _cid(doc: EncounterDocument, name: str = "Target") -> str:
    return next(c.id for c in doc.encounter.combatants.values() if c.name == name)


def _dialog(qtbot, doc, name="Target", location=None, seed=1) -> HitDialog:
    dlg = HitDialog(doc, _cid(doc, name), location, dice=Dice(seed))
    qtbot.addWidget(dlg)
    return dlg


def _set_type(dlg: HitDialog, dtype: str) -> None:
    dlg.type_combo.setCurrentIndex(dlg.type_combo.findData(dtype))


def _set_location(dlg: HitDialog, loc: str) -> None:
    idx = dlg.location_combo.findData(loc)
    assert idx >= 0, loc
    dlg.location_combo.setCurrentIndex(idx)


# -- hit dialog --------------------------------------------------------------------------------


def test_cut_arm_preview_cripples_and_severs(qtbot, doc):
    dlg = _dialog(qtbot, doc, location="arm_right")
    assert dlg.location_combo.currentData() == "arm_right"
    dlg.damage_edit.setText("9")
    _set_type(dlg, "cut")
    o = dlg.preview_outcome()
    assert o is not None
    assert o.injury == 6 and o.crippled and o.dismemberment == "severed"
    assert dlg.hit() == Hit(9, "cut", "arm_right")
    assert dlg.apply_button.isEnabled()
    summary = dlg.summary_label.text()
    assert "Right arm" in summary and "severed" in summary
    trace = dlg.explain_view.toPlainText()
    assert "[G6]" in trace and "Right arm is severed" in trace
    assert dlg.message_label.text() == ""


def test_apply_pushes_one_command_and_undo_restores(qtbot, doc):
    cid = _cid(doc)
    dlg = _dialog(qtbot, doc, location="arm_right")
    dlg.damage_edit.setText("9")
    _set_type(dlg, "cut")
    before = doc.undo_stack.count()
    dlg.apply_button.click()
    assert dlg.result() == QDialog.DialogCode.Accepted
    assert doc.undo_stack.count() == before + 1
    assert doc.undo_stack.undoText() == "Hit Target"
    sheet = doc.encounter.get(cid).sheet
    assert sheet.hp == 4 and sheet.status_of("arm_right") == "severed"
    assert dlg.applied is not None and dlg.applied.injury == 6
    assert doc.remembered[HitDialog.TYPE] == "cut"  # for the next hit on this encounter
    assert _dialog(qtbot, doc).type_combo.currentData() == "cut"
    other = EncounterDocument(doc.encounter)  # another window's: its own memory, from cr
    assert _dialog(qtbot, other).type_combo.currentData() == "cr"
    doc.undo_stack.undo()
    sheet = doc.encounter.get(cid).sheet
    assert sheet.hp == 10 and sheet.status_of("arm_right") == "ok"


def test_full_width_input_is_read_as_typed(qtbot, doc):
    """A Japanese GM with the input method on types full-width digits and signs."""
    dlg = _dialog(qtbot, doc, location="torso")
    dlg.damage_edit.setText("１２")
    _set_type(dlg, "cr")
    dlg.divisor_combo.setCurrentText("０．５")
    assert dlg.hit() == Hit(12, "cr", "torso", armor_divisor=0.5)
    assert dlg.apply_button.isEnabled() and dlg.message_label.text() == ""


def test_cancel_changes_nothing(qtbot, doc):
    cid = _cid(doc)
    dlg = _dialog(qtbot, doc)
    dlg.damage_edit.setText("9")
    dlg.cancel_button.click()
    assert dlg.result() == QDialog.DialogCode.Rejected
    assert doc.undo_stack.count() == 0
    assert doc.encounter.get(cid).sheet.hp == 10


def test_dice_expression_rolls_and_shows_faces(qtbot, doc):
    dlg = _dialog(qtbot, doc, seed=42)
    dlg.damage_edit.setText("2d+1")
    assert dlg.hit() is None and not dlg.apply_button.isEnabled()
    assert "Roll" in dlg.message_label.text()
    assert "Roll" not in dlg.summary_label.text()  # the hint once, not twice (issue 34)
    assert dlg.roll_button.isEnabled()
    dlg.roll_button.click()
    total, faces = Dice(42).roll_expr("2d+1")
    shown = dlg.dice_label.text()
    assert f"[{faces[0]} + {faces[1]}]" in shown and shown.endswith(f"= {total}")
    assert dlg.hit().damage == total
    assert dlg.apply_button.isEnabled()
    assert "dice seed 42" in dlg.explain_view.toPlainText()
    # editing the expression forgets the roll
    dlg.damage_edit.setText("3d-1")
    assert dlg.hit() is None and dlg.dice_label.text() == ""


def test_invalid_damage_disables_apply(qtbot, doc):
    dlg = _dialog(qtbot, doc)
    dlg.damage_edit.setText("2x")
    assert dlg.hit() is None
    assert not dlg.apply_button.isEnabled()
    assert "2x" in dlg.message_label.text()
    assert dlg.damage_edit.styleSheet()  # turned red
    assert not dlg.roll_button.isEnabled()
    dlg.damage_edit.setText("7")
    assert dlg.apply_button.isEnabled() and not dlg.damage_edit.styleSheet()


def test_crushing_at_an_eye_is_refused(qtbot, doc):
    dlg = _dialog(qtbot, doc, location="eye_right")
    dlg.damage_edit.setText("5")
    _set_type(dlg, "cr")
    assert dlg.preview_outcome() is None
    assert not dlg.apply_button.isEnabled()
    msg = dlg.message_label.text()
    assert "crushing" in msg and "Right eye" in msg
    _set_type(dlg, "imp")
    assert dlg.apply_button.isEnabled() and dlg.message_label.text() == ""
    dlg.behind_check.setChecked(True)
    assert not dlg.apply_button.isEnabled()
    assert "front" in dlg.message_label.text()


def test_bad_divisor_disables_apply(qtbot, doc):
    dlg = _dialog(qtbot, doc)
    dlg.damage_edit.setText("5")
    dlg.divisor_combo.setCurrentText("0")
    assert not dlg.apply_button.isEnabled() and "divisor" in dlg.message_label.text()
    dlg.divisor_combo.setCurrentText("0.5")
    assert dlg.hit().armor_divisor == 0.5 and dlg.apply_button.isEnabled()
    dlg.divisor_combo.setCurrentText("2")
    assert dlg.hit().armor_divisor == 2


def test_random_location_fills_rolls_and_previews(qtbot, doc):
    plan = body_plan("humanoid")
    dlg = _dialog(qtbot, doc, seed=3)
    dlg.damage_edit.setText("4")
    seen_subroll = False
    for _ in range(40):
        dlg.random_button.click()
        assert dlg.location_combo.currentData() == RANDOM
        hit = dlg.hit()
        assert hit is not None and hit.location == RANDOM
        assert 3 <= hit.roll <= 18 == dlg.roll_spin.maximum()
        entry = plan.entry_for_roll(hit.roll)
        if entry.subroll is not None:
            seen_subroll = True
            assert dlg.subroll_spin.isEnabled()
            assert 1 <= hit.subroll <= entry.subroll.dice
        else:
            assert hit.subroll is None and not dlg.subroll_spin.isEnabled()
        o = dlg.preview_outcome()
        assert o is not None and o.location in plan.by_id and o.roll == hit.roll
        assert "3d:" in dlg.random_label.text()
        assert dlg.apply_button.isEnabled()
    assert seen_subroll


def test_random_location_typed_physical_roll(qtbot, doc):
    dlg = _dialog(qtbot, doc)
    dlg.damage_edit.setText("4")
    _set_location(dlg, RANDOM)
    assert dlg.hit() is None  # no roll yet
    dlg.roll_spin.setValue(15)  # hand: needs the side
    assert dlg.hit() is None and dlg.subroll_spin.isEnabled()
    dlg.subroll_spin.setValue(5)
    assert dlg.preview_outcome().location == "hand_left"
    assert "Left hand" in dlg.random_label.text()
    dlg.apply_button.click()
    entry = doc.encounter.log[-1]
    assert entry.key == "hit" and entry.args["location"] == "hand_left"


def test_keyboard_only_enter_applies(qtbot, doc):
    cid = _cid(doc)
    dlg = _dialog(qtbot, doc, location="torso")
    dlg.show()
    qtbot.waitExposed(dlg)
    assert dlg.damage_edit.hasFocus() or dlg.focusWidget() is dlg.damage_edit
    qtbot.keyClicks(dlg.damage_edit, "3")
    qtbot.keyClick(dlg.damage_edit, Qt.Key.Key_Return)
    assert dlg.result() == QDialog.DialogCode.Accepted
    assert doc.undo_stack.count() == 1
    assert doc.encounter.get(cid).sheet.hp == 7


def test_keyboard_enter_rolls_an_expression_first(qtbot, doc):
    dlg = _dialog(qtbot, doc, location="torso", seed=9)
    qtbot.keyClicks(dlg.damage_edit, "1d+2")
    qtbot.keyClick(dlg.damage_edit, Qt.Key.Key_Enter)
    assert doc.undo_stack.count() == 0 and dlg.result() != QDialog.DialogCode.Accepted
    assert dlg.hit() is not None and dlg.dice_label.text()
    qtbot.keyClick(dlg.damage_edit, Qt.Key.Key_Return)
    assert doc.undo_stack.count() == 1


@pytest.mark.parametrize("field", ["location_combo", "divisor_combo", "chinks_check"])
def test_enter_in_other_fields_applies(qtbot, doc, field):
    dlg = _dialog(qtbot, doc, location="torso")
    dlg.show()
    qtbot.waitExposed(dlg)
    qtbot.keyClicks(dlg.damage_edit, "2")
    widget = getattr(dlg, field)
    widget.setFocus()
    target = widget.lineEdit() if field == "divisor_combo" else widget
    qtbot.keyClick(target, Qt.Key.Key_Return)
    assert doc.undo_stack.count() == 1
    assert dlg.result() == QDialog.DialogCode.Accepted


def test_escape_cancels(qtbot, doc):
    dlg = _dialog(qtbot, doc)
    dlg.show()
    qtbot.waitExposed(dlg)
    qtbot.keyClicks(dlg.damage_edit, "2")
    qtbot.keyClick(dlg.damage_edit, Qt.Key.Key_Escape)
    assert dlg.result() == QDialog.DialogCode.Rejected and not dlg.isVisible()
    assert doc.undo_stack.count() == 0


def test_enter_does_nothing_while_invalid(qtbot, doc):
    dlg = _dialog(qtbot, doc)
    qtbot.keyClicks(dlg.damage_edit, "abc")
    qtbot.keyClick(dlg.damage_edit, Qt.Key.Key_Return)
    assert doc.undo_stack.count() == 0 and dlg.result() != QDialog.DialogCode.Accepted


def test_mnemonics_and_tab_order(qtbot, doc):
    dlg = _dialog(qtbot, doc)
    chain = [dlg.damage_edit, dlg.roll_button, dlg.type_combo, dlg.divisor_combo,
             dlg.location_combo, dlg.random_button]
    for a, b in zip(chain, chain[1:], strict=False):
        assert a.nextInFocusChain() is b or b in _focus_successors(a, 3)
    assert "&" in dlg.apply_button.text() and "&" in dlg.random_button.text()


def _focus_successors(widget, n):
    out, w = [], widget
    for _ in range(n):
        w = w.nextInFocusChain()
        out.append(w)
    return out


def test_missing_locations_are_not_offered(qtbot, doc):
    cid = _cid(doc)
    doc.run("sever", operations.apply_hit, cid, Hit(9, "cut", "arm_right"))
    dlg = _dialog(qtbot, doc, location="arm_right")
    offered = {dlg.location_combo.itemData(i) for i in range(dlg.location_combo.count())}
    assert "arm_right" not in offered and "hand_right" not in offered
    assert "arm_left" in offered and RANDOM in offered
    assert dlg.location_combo.currentData() == "torso"


def test_fatigue_ignores_location(qtbot, doc):
    dlg = _dialog(qtbot, doc)
    dlg.damage_edit.setText("3")
    _set_type(dlg, "fat")
    assert not dlg.location_combo.isEnabled() and not dlg.random_button.isEnabled()
    o = dlg.preview_outcome()
    assert o.fp_after == o.fp_before - 3 and o.location is None


def test_last_type_and_divisor_are_remembered(qtbot, doc):
    dlg = _dialog(qtbot, doc)
    dlg.damage_edit.setText("2")
    _set_type(dlg, "imp")
    dlg.divisor_combo.setCurrentText("3")
    dlg.apply_button.click()
    again = _dialog(qtbot, doc)
    assert again.type_combo.currentData() == "imp"
    assert again.divisor_combo.currentText() == "3"


def test_preview_follows_model_changes(qtbot, doc):
    cid = _cid(doc)
    dlg = _dialog(qtbot, doc)
    dlg.damage_edit.setText("3")
    assert dlg.preview_outcome().hp_before == 10
    doc.run("hit", operations.apply_hit, cid, Hit(2, "cr", "torso"))
    assert dlg.preview_outcome().hp_before == 8


# -- explain_text --------------------------------------------------------------------------------

_SAMPLES = {"location": "torso", "as_location": "face", "effect": "arm", "trait": "no_brain",
            "type": "cr", "modifier": -5, "shock": -3}


def _fields(template: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(template) if f}


def test_every_template_renders(qtbot):
    plan = body_plan("humanoid")
    for key, template in TEMPLATES.items():
        args = {f: _SAMPLES.get(f, 3) for f in _fields(template)}
        text = et.render_line(ExplainLine(key, "G1", args), plan)
        assert text.startswith("[G1] ") and "{" not in text, key
        assert key not in text, key  # not the fallback "key {args}"
    text = et.render_line(ExplainLine("effect.part", "G6", {"location": "arm_right",
                                                            "effect": "arm"}), plan)
    assert text == "[G6] Right arm: " + EFFECTS["arm"]
    text = et.render_line(ExplainLine("loc.counts_as", "G12", {
        "trait": "no_brain", "location": "skull", "as_location": "face"}), None)
    assert text == "[G12] No Brain: a hit to Skull counts as Face."


def test_lupdate_block_matches_templates_and_effects():
    source = Path(et.__file__).read_text(encoding="utf-8")
    start = source.rindex(et.BLOCK_BEGIN)
    end = source.index(et.BLOCK_END, start) + len(et.BLOCK_END) + 1
    assert source[start:end] == et.noop_block(), \
        "run `python -m tracker.rulesets.gurps.kit.texts` and paste its output over the block"
    assert len(et._EXPLAIN_SOURCES) == len(TEMPLATES)
    assert list(et._EXPLAIN_SOURCES) == list(TEMPLATES.values())
    assert list(et._EFFECT_SOURCES) == list(EFFECTS.values())


def test_names_cover_every_id():
    assert set(et.TRAIT_NAMES) == set(TRAITS)
    assert set(et.DAMAGE_TYPE_NAMES) == set(DAMAGE_TYPES)
    named = set(words("gurps").conditions) | set(CORE_CONDITIONS)  # its words file's, the core's
    assert set(GURPS.conditions) | set(GURPS.number_conditions) <= named
    assert set(et.STATUS_NAMES) == set(PART_STATUSES)
    assert et.damage_type_name("cr") == "cr — crushing"
    assert et.trait_name("high_pain_threshold") == "High Pain Threshold"
    kit = kit_for_id("gurps")
    assert condition_name("stunned", kit) == "Stunned"
    assert condition_name("on fire", kit) == "on fire"  # a GM's own condition stays as typed
    assert et.status_name("severed") == "severed"
    assert et.effect_text("eye") == "One Eye"


class _Upper(QTranslator):
    def translate(self, context, source, disambiguation=None, n=-1):
        if context in ("Explain", "Effect", "Trait"):
            return f"<{context}>" + source
        return None


def test_translation_and_language_are_used(qtbot, monkeypatch):
    app = QCoreApplication.instance()
    tr = _Upper()
    app.installTranslator(tr)
    try:
        line = ExplainLine("effect.part", "G6", {"location": "arm_right", "effect": "arm"})
        monkeypatch.setattr(i18n, "language", lambda: "ja")
        text = et.render_line(line, body_plan("humanoid"))
        assert text == "[G6] <Explain>右腕: <Effect>" + EFFECTS["arm"]
        assert et.trait_name("male") == "<Trait>Male"
    finally:
        app.removeTranslator(tr)


def test_error_text_for_an_eye(qtbot):
    from tracker.model.errors import RulesError

    err = RulesError("type_not_allowed", "cr cannot target an eye", location="eye_left",
                     type="cr")
    text = et.error_text(err, body_plan("humanoid"))
    assert "crushing" in text and "Left eye" in text
    assert et.error_text(RulesError("whatever", "plain message")) == "plain message"


def test_removed_combatant_disables_apply(qtbot, doc):
    cid = _cid(doc)
    dlg = _dialog(qtbot, doc)
    dlg.damage_edit.setText("3")
    assert dlg.apply_button.isEnabled()
    doc.run("remove", operations.remove_combatant, cid)
    assert not dlg.apply_button.isEnabled()
    assert "no longer" in dlg.message_label.text()
    doc.undo_stack.undo()
    assert dlg.apply_button.isEnabled()


def test_rolled_damage_dice_are_logged_with_the_hit(qtbot, doc):
    cid = _cid(doc)
    dlg = _dialog(qtbot, doc, seed=7)
    dlg.damage_edit.setText("2d+1")
    dlg.roll_button.click()
    total, faces = Dice(7).roll_expr("2d+1")
    dlg.apply_button.click()
    keys = [e.key for e in doc.encounter.log]
    assert keys[keys.index("dice") + 1] == "hit"  # the roll, then the hit it made
    entry = doc.encounter.log[keys.index("dice")]
    assert entry.combatant == cid and entry.args["total"] == total
    assert entry.args["faces"] == " ".join(map(str, faces)) and entry.args["expr"] == "2d+1"
    doc.undo_stack.undo()
    assert all(e.key != "dice" for e in doc.encounter.log)
