"""Issue 35 item 1 (contract serve.md, "What players may infer"): adding hidden combatants
anywhere in the turn order and playing the same visible actions gives the players the same
sequence of PUBLIC states, and so the same number of events: a hidden turn changes nothing
they see (``now``, ``next``, ``upcoming``, ``round`` as at the last visible turn)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tracker.model import operations as ops
from tracker.model.public import project
from tracker.model.public_feed import PublicFeed

from .hidden_turns import Table, build, play, tables


def shown_sequence(table: Table, with_hidden: bool) -> list[dict]:
    """Every view the players are shown, in order, as the feed hands them out."""
    enc = build(table, with_hidden)
    feed = PublicFeed()
    out: list[dict] = []

    def run(op, *args):
        op(*args)
        view = feed.update(enc)
        if view is not None:
            out.append(view.to_json())
            if not with_hidden:  # without hidden combatants the feed holds nothing back
                assert view == project(enc)

    out.append(feed.update(enc).to_json())  # what a screen opened before the fight shows
    play(table, with_hidden, run, enc)
    return out


@pytest.mark.parametrize("ruleset", ["gurps", "coc"])
@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_hidden_combatants_change_nothing_the_players_see(ruleset, data):
    table = data.draw(tables(ruleset))
    assert shown_sequence(table, True) == shown_sequence(table, False)


def test_a_hidden_turn_between_two_visible_ones():
    """The issue's case: Aiko, a hidden foe, Bram. The foe's turn sends nothing; the round
    it opens shows with Aiko's turn."""
    table = Table("gurps", (("pc", "exact"), ("pc", "exact")), (1, 0), ())
    enc = build(table, True)
    ops.start_combat(enc)
    # order by Basic Speed (H1 8, V0 7, H0 6, V1 5): H1 opens every round
    assert [enc.get(c).name for c in enc.order] == ["H1", "V0", "H0", "V1"]
    feed = PublicFeed()
    first = feed.update(enc)
    # H1 has the turn, nobody visible has played: the first visible one to come, round 1
    assert (first.now.name, first.upcoming, first.round) == ("V0", ("V1",), 1)
    ops.next_turn(enc)  # V0's own turn: what the players already see
    assert feed.update(enc) is None
    ops.next_turn(enc)  # H0: nothing
    assert enc.current.name == "H0" and feed.update(enc) is None
    ops.next_turn(enc)
    v1 = feed.update(enc)
    assert (v1.now.name, v1.upcoming, v1.round) == ("V1", ("V0",), 1)
    ops.next_turn(enc)  # H1 opens round 2: still V1's turn of round 1
    assert (enc.current.name, enc.round) == ("H1", 2) and feed.update(enc) is None
    assert project(enc).round == 1 and project(enc).now.name == "V1"
    ops.next_turn(enc)
    v0 = feed.update(enc)
    assert (v0.now.name, v0.upcoming, v0.round) == ("V0", ("V1",), 2)


def test_shock_running_out_as_the_turn_passes_to_a_hidden_foe_shows_with_the_next_turn():
    """G10: shock ends after the victim's next turn. V0 is hit on its own turn (shock lasts
    through its next one); at the end of its round-2 turn the shock goes as the turn passes
    to the hidden H0: the players see it go with V1's turn, as they would without H0."""
    hits = (("hit", 0, 3), ("next",), ("next",), ("next",), ("next",))
    table = Table("gurps", (("pc", "exact"), ("pc", "exact")), (1,), hits)
    seen = [(v["round"], v["now"], v["combatants"][0]["conditions"])
            for v in shown_sequence(table, True)]
    assert seen == [(None, None, []), (1, "V0", []), (1, "V0", ["shock"]), (1, "V1", ["shock"]),
                    (2, "V0", ["shock"]), (2, "V1", []), (3, "V0", [])]
    assert shown_sequence(table, False) == shown_sequence(table, True)
