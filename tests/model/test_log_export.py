"""The log as a file: the GM's version holds everything; the players' version holds nothing
the player view would hide (hidden combatants, secret rolls, real names behind aliases, GM
conditions, stats, explain traces, HP other than as the GM shows it)."""

from __future__ import annotations

import html
import json
import re

import pytest

from tracker.model import operations as ops
from tracker.model.log import LOG_TEMPLATES
from tracker.model.log_export import (
    PUBLIC_KEYS,
    export_html,
    export_text,
    gm_entries,
    player_entries,
    public_status,
)
from tracker.model.rolls.operation import roll_line
from tracker.rulesets.coc.rules.bcdice import roll
from tracker.rulesets.coc.rules.demo import demo_encounter as coc_demo
from tracker.rulesets.gurps.rules.demo import demo_encounter as gurps_demo
from tracker.rulesets.gurps.rules.resolver import Hit


def render(e):
    """English, as the model keeps it (the UI renders in its language)."""
    text = LOG_TEMPLATES.get(e.key, e.key)
    try:
        text = text.format(**e.args)
    except (KeyError, IndexError, ValueError):
        text = " ".join([e.key, *map(str, e.args.values())])
    return text, [x.render() for x in e.explain]


def fought(enc):
    """A fight with everything the players must not read in its log."""
    ids = {c.name: c.id for c in enc.combatants.values()}
    if not enc.in_combat:
        ops.start_combat(enc)
    ops.next_turn(enc)
    ops.add_combatant(enc, "Shadow Lurker", "enemy")  # joins mid-fight: hidden
    lurker = next(c.id for c in enc.combatants.values() if c.name == "Shadow Lurker")
    assert not enc.combatants[lurker].visibility.shown
    foe = next(c for c in enc.ordered() if c.side != "pc" and c.id != lurker)
    ops.set_visibility(enc, foe.id, alias="the stranger")
    ops.set_condition(enc, foe.id, "secretly charmed")  # a GM-typed condition
    ops.set_condition(enc, lurker, "prone")
    roll_line(enc, "CCB<=60 【こぶし】 open roll", roll)
    roll_line(enc, "SCCB<=50 【目星】 secret roll", roll)
    roll_line(enc, "1D100<=40 Shadow Lurker sneaks", roll)
    for _ in range(2 * len(enc.order) + 1):
        ops.next_turn(enc)
    return enc, ids, lurker, foe


@pytest.mark.parametrize("make", [lambda: coc_demo(lang="en"), gurps_demo])
def test_the_players_version_holds_nothing_the_player_view_hides(make):
    enc, _ids, lurker, foe = fought(make())
    if enc.ruleset_id == "gurps":
        ops.apply_hit(enc, foe.id, Hit(6, "cr", "torso"))  # a hit: GM-only with its numbers
    entries = player_entries(enc)
    status = [json.dumps(p.to_json(), ensure_ascii=False) for p in public_status(enc)]
    for text, esc in ((export_text("Fight", entries, render, status), str),
                      (export_html("Fight", entries, render, status), html.escape)):
        assert "Shadow Lurker" not in text
        assert foe.name not in text and "the stranger" in text
        assert "secret roll" not in text and "目星" not in text
        assert "secretly charmed" not in text
        assert "open roll" in text and esc("(1D100<=60) ＞ ") in text
    assert all(e.key in PUBLIC_KEYS and not e.hidden and not e.explain for e in entries)
    assert all(e.combatant != lurker for e in entries)
    # HP as the GM shows it: numbers only under the exact policy
    for p in public_status(enc):
        c = enc.combatants[p.key]
        assert (p.hp is not None) == (c.visibility.hp == "exact")
    # the GM's version has it all
    gm = export_text("Fight", gm_entries(enc), render)
    assert "secret roll" in gm and "Shadow Lurker" in gm and "secretly charmed" in gm


def test_names_inside_roll_lines_are_aliased_and_a_hidden_name_drops_the_line():
    enc, _ids, lurker, foe = fought(coc_demo(lang="en"))
    roll_line(enc, f"CC<=50 {foe.name} swings", roll)
    text = export_text("Fight", player_entries(enc), render)
    assert "the stranger swings" in text and "Shadow Lurker sneaks" not in text


def test_the_html_escapes_every_text():
    enc = coc_demo(lang="en")
    cid = next(iter(enc.combatants))
    ops.edit_combatant(enc, cid, name="<b>Bold</b> & co")
    roll_line(enc, "CC<=50 <script>alert(1)</script>", roll)
    page = export_html("<Fight>", gm_entries(enc), render)
    assert "<script>" not in page and "&lt;script&gt;" in page
    assert "<b>Bold</b>" not in page and "&lt;Fight&gt;" in page
    assert re.search(r'<div class="entry roll">', page)


def test_explain_traces_fold_under_their_line_in_the_gms_version():
    enc = gurps_demo()
    cid = next(iter(enc.combatants))
    ops.apply_hit(enc, cid, Hit(6, "cr", "torso"))
    page = export_html("Fight", gm_entries(enc), render)
    assert "<details>" in page
    assert "<details>" not in export_html("Fight", player_entries(enc), render)
