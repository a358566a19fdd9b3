"""The d6 game's words through the generic text modules: its kit overrides none of the word
hooks (explain_name, log_args, error_text, condition_names, check_names), so what it shows
comes from the model's templates and the core's names, and no other ruleset's words leak in."""

from __future__ import annotations

from tracker_d6.ruleset import D6Hit

from tracker.model import operations as ops
from tracker.model.errors import RulesError
from tracker.model.ruleset import get_ruleset
from tracker.ui import i18n
from tracker.ui.document import EncounterDocument
from tracker.ui.explain_text import condition_label, condition_name, error_text
from tracker.ui.kit import kit_for
from tracker.ui.log_text import check_name, render_entry, render_explain


def test_log_explain_conditions_and_refusals_use_the_defaults(qtbot):
    i18n.install("en")
    doc = EncounterDocument(get_ruleset("d6").demo_encounter())
    enc = doc.encounter
    kit = kit_for(enc)
    doc.run("Hit", ops.apply_hit, "c2", D6Hit(6))
    hit = enc.log[-1]
    assert render_entry(hit, enc) == "Rat takes 6 damage: HP -2."
    assert render_explain(hit, enc) == ["[D1] Damage 6 − armor 0 = 6.",
                                        "[D2] At -2 HP: a roll to stay up is owed."]
    assert check_name("stay_up", kit) == "stay_up"
    # the core's conditions are named for every ruleset; another ruleset's are not
    assert condition_name("dead", kit) == "Dead"
    assert condition_label("shock", -2, kit) == "shock"  # GURPS's shock size is GURPS's
    failures: list[str] = []
    doc.failed.connect(failures.append)
    chk = enc.checks[0]
    assert doc.run("Roll", ops.resolve_check, chk.id, 9) is None
    # not GURPS's "A 3d roll must be between 3 and 18.": the d6 game's own words
    assert failures == ["a d6 roll must be between 1 and 6"]
    assert doc.run("Add", ops.add_combatant, " ", "enemy") is None
    assert failures[-1] == "A combatant needs a name."  # the core's refusal, translated
    assert error_text(RulesError("odd", "plain"), kit) == "plain"
