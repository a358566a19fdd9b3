"""The refusal of a long Advance time in the heat (V8, tracker.rulesets.gurps.rules.modules.climate_module
.MAX_ADVANCE_ROLLS) reaches the GM in the window's language, with the numbers."""

from __future__ import annotations

import pytest

from tracker.model.errors import RulesError
from tracker.rulesets.gurps.kit import texts
from tracker.ui import i18n


@pytest.mark.parametrize(("lang", "days", "want"), [
    ("en", 52, "Advance at most 52 days at a time in this weather."),
    ("en", 1, "Advance a day at a time in this weather."),
    ("ja", 52, "この天候では一度に最大52日まで時間を進めてください。"),
])
def test_the_refusal_says_how_far_to_go(lang, days, want):
    err = RulesError("advance_rolls", "english", celsius=35, exposed=2, rolls=35040, days=days)
    i18n.install(lang)
    try:
        text = texts.error_text(err)
    finally:
        i18n.install("en")
    assert text.endswith(want) and "35" in text and "35040" in text


def test_the_window_shows_it_and_changes_nothing(open_window):
    from tracker.model import operations as ops
    from tracker.rulesets.gurps.rules.demo import demo_encounter
    from tracker.rulesets.gurps.rules.modules import operations as mops
    from tracker.rulesets.gurps.rules.ruleset import GurpsRuleset

    enc = demo_encounter()
    ops.set_modules(enc, GurpsRuleset.presets["vampire_hunter"][1])
    mops.set_temperature(enc, 35, "summer")
    ops.end_combat(enc)
    win = open_window(enc)
    shown = []
    win.doc.failed.connect(shown.append)
    count = win.doc.undo_stack.count()
    assert win.doc.run("Advance time", ops.advance_time, 24 * 365) is None
    assert win.doc.undo_stack.count() == count and enc.calendar.day == 1
    assert shown and "Advance at most 52 days" in shown[0]


@pytest.mark.parametrize(("lang", "want"), [
    ("en", "While a disease runs its course (V7), advance at most 366 days at a time."),
    ("ja", "病気が進行している間（V7）は、一度に最大366日まで時間を進めてください。"),
])
def test_the_disease_limit_in_the_window_language(lang, want):
    i18n.install(lang)
    try:
        text = texts.error_text(RulesError("advance_disease", "english", days=366))
    finally:
        i18n.install("en")
    assert text == want
