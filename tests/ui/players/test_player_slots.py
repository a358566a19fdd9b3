"""An extra turn of someone's (a CoC handgun's round-start or DEX÷2 shot, C12/R3) is told as
such to the players: the projection carries the slot's kind, and the players' window and the
page name it ("Now: C — round-start shot"), never reading "Now: C, Next: C" and never giving a
foe's DEX away."""

from __future__ import annotations

import json

import pytest

from tests.model.coc.test_table import ids, table, to
from tracker.model import operations as ops
from tracker.model.public import project
from tracker.ui import i18n
from tracker.ui.document import EncounterDocument
from tracker.ui.player_view import PlayerView


@pytest.fixture
def fight():
    """Order: C@start, A, C, B, D, C@half (C is the cultist with the revolver, DEX 13)."""
    enc, h = table()
    return enc, h, ids(enc)


def test_the_projection_names_the_slot_of_the_turn_shown(fight):
    enc, h, n = fight
    assert enc.position == f"{n['C']}@start"
    view = project(enc)
    assert view.now.name == "C" and view.now_slot == "start"
    assert json.loads(json.dumps(view.to_json()))["now_slot"] == "start"
    to(enc, h, n["A"])
    assert project(enc).now_slot == "" and project(enc).to_json()["now_slot"] is None
    to(enc, h, n["C"])  # C's own turn
    assert project(enc).now.name == "C" and project(enc).now_slot == ""
    to(enc, h, f"{n['C']}@half")
    assert project(enc).now_slot == "half"


def test_a_hidden_shooters_slot_shows_no_slot(fight):
    enc, h, n = fight
    h.push(ops.set_visibility(enc, n["C"], shown=False))
    view = project(enc)
    # nobody visible has played yet in this fight: the first visible one to come, A, as if C
    # did not exist (issue 35), and no slot that would tell of one
    assert view.now.name == "A" and view.now_slot == ""
    to(enc, h, f"{n['C']}@half")  # the last visible one who took a turn: D, his own turn
    view = project(enc)
    assert view.now.name == "D" and view.now_slot == ""


def test_out_of_combat_no_slot(fight):
    enc, h, _n = fight
    h.push(ops.end_combat(enc))
    assert project(enc).now_slot == "" and project(enc).now is None


@pytest.mark.parametrize(("lang", "start", "half"), [
    ("en", "Now: C — round-start shot", "Now: C — shot at DEX÷2"),
    ("ja", "C — ラウンド開始時の射撃", "C — DEX÷2の射撃"),
])
def test_the_players_window_says_whose_extra_shot_it_is(qtbot, fight, lang, start, half):
    enc, _h, n = fight
    i18n.install(lang)
    try:
        doc = EncounterDocument(enc)
        view = PlayerView(doc)
        qtbot.addWidget(view)
        now = view.findChild(type(view.now_label), "now")
        assert start in now.text()
        assert "13" not in now.text() and "6.5" not in now.text()  # DEX stays the GM's
        for _ in range(5):  # A, C, B, D, then C@half
            doc.run("Next turn", ops.next_turn)
        assert doc.encounter.position == f"{n['C']}@half"
        assert half in now.text() and "6.5" not in now.text()
        doc.run("Next turn", ops.next_turn)  # round 2 starts with C's shot again
        assert start in now.text()
        doc.undo_stack.undo()
        assert half in now.text()
    finally:
        i18n.install("en")


def test_the_page_has_the_slot_words_in_both_languages():
    from tracker.web.page import _parts, ruleset_words

    labels = _parts()[3]  # the page's generic words, with each ruleset's words file over them
    words = {lang: ruleset_words(lang, labels[lang]) for lang in ("en", "ja")}
    assert words["en"]["rulesets"]["coc"]["slots"] == {
        "start": "{0} — round-start shot", "half": "{0} — shot at DEX÷2",
        "own": "{0} — own turn"}
    assert words["ja"]["rulesets"]["coc"]["slots"]["own"] == "{0} — 本来の手番"
    assert words["ja"]["rulesets"]["coc"]["slots"]["start"] == "{0} — ラウンド開始時の射撃"
    assert words["en"]["rulesets"]["gurps"].get("slots", {}) == {}  # no extra turns there
    # page.js words the "Now:" line with them (the page is one self-contained file)
    from tracker.web.page import _read

    script = _read("page.js")
    assert "state.now_slot" in script and ".slots" in script



@pytest.mark.parametrize(("lang", "next_text"), [
    ("en", "Next: A  ›  C — own turn  ›  B"),
    ("ja", "次：A  ›  C — 本来の手番  ›  B"),
])
def test_next_says_the_shooters_own_turn_after_his_shot(qtbot, fight, lang, next_text):
    """Now: C — round-start shot; C's own turn later in Next is labelled as such (issue 34:
    "Next: C" read as the same turn twice); on C's own turn Next has no label."""
    enc, _h, n = fight
    i18n.install(lang)
    try:
        doc = EncounterDocument(enc)
        view = PlayerView(doc)
        qtbot.addWidget(view)
        assert view.next_label.text() == next_text
        doc.run("Next turn", ops.next_turn)  # A's turn: no extra shot is Now
        assert "—" not in view.next_label.text()
    finally:
        i18n.install("en")

def test_next_names_anothers_extra_shots(qtbot, fight):
    """Issue 43: at D's turn the next turns are C's DEX÷2 shot, then round 2's round-start
    shot of C, then A (the order C@start, A, C, B, D, C@half); Next used to skip the shots
    and read "A, C, B"."""
    enc, h, n = fight
    to(enc, h, n["D"])
    view = project(enc)
    assert view.upcoming == ("C", "C", "A")
    assert view.upcoming_slots == ("half", "start", "")
    assert view.to_json()["upcoming_slots"] == ["half", "start", ""]
    doc = EncounterDocument(enc)
    pv = PlayerView(doc)
    qtbot.addWidget(pv)
    assert pv.next_label.text() == (
        "Next: C — shot at DEX÷2  ›  C — round-start shot  ›  A")
    # a hidden shooter's shots stay out of Next, as his own turn does
    h.push(ops.set_visibility(enc, n["C"], shown=False))
    view = project(enc)
    assert "C" not in view.upcoming and set(view.upcoming_slots) == {""}
