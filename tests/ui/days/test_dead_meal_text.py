"""The refusal to mark a corpse's meal (V6) reaches the GM in the window's language."""

from __future__ import annotations

from tracker.model.errors import RulesError
from tracker.rulesets.gurps.kit import texts
from tracker.ui import i18n


def test_the_refusal_names_the_dead():
    """(The Japanese text is in this branch's .ts/.qm; the editable install loads the .qm of
    /work/main, so a "ja" case here would pass only once merged.)"""
    i18n.install("en")
    text = texts.error_text(RulesError("dead_meal", "english", name="Ren"))
    assert text == "Ren is dead: the dead eat no meals."
