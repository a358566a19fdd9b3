"""Issues 35 and 39 (contract serve.md, "What players may infer"): adding hidden combatants
anywhere in the turn order, playing their turns and acting on them during those turns, and
playing the same visible actions gives the players the same sequence of PUBLIC states (so
the same number of events), the same output of `serve FILE` for a save at any moment, and
the same players' log: a hidden turn, a hidden action and a hidden round change nothing they
receive (``now``, ``next``, ``upcoming``, ``round`` as at the last visible turn)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tracker.model import files
from tracker.model import operations as ops
from tracker.model.log_export import player_entries
from tracker.model.public import project
from tracker.model.public_feed import PublicFeed, feed_for
from tracker.web.state import saved_text, view_text

from .hidden_turns import Table, build, play, tables

#: CI: both rulesets together well under a minute on one core
EXAMPLES = settings(max_examples=80, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


def shown_sequence(table: Table, with_hidden: bool) -> list[dict]:
    """Every view the players are shown, in order, as the encounter's feed hands them out;
    after each change, a save of the encounter is read back as ``serve FILE`` reads it and
    must publish exactly the view shown (M2)."""
    return received(table, with_hidden)[0]


def received(table: Table, with_hidden: bool) -> tuple[list[dict], list[tuple]]:
    """(the views shown, the players' log at the end as (key, round, args))."""
    enc = build(table, with_hidden)
    feed = feed_for(enc)
    out: list[dict] = [feed.view.to_json()]  # what a screen opened before the fight shows

    def run(op, *args):
        op(*args)
        view = feed.view
        if view.to_json() != out[-1]:
            out.append(view.to_json())
        # the feed projects only the combatants a change touched: the same as afresh
        assert feed._latest == project(enc)
        if not with_hidden:  # without hidden combatants the feed holds nothing back
            assert view == project(enc)
        saved = files.loads_encounter(files.dumps_encounter(enc))
        assert saved_text(saved) == view_text(view)

    play(table, with_hidden, run, enc)
    log = [(e.key, e.round, tuple(sorted(e.args.items()))) for e in player_entries(enc)]
    return out, log


@pytest.mark.parametrize("ruleset", ["gurps", "coc"])
@EXAMPLES
@given(data=st.data())
def test_hidden_combatants_change_nothing_the_players_receive(ruleset, data):
    """The page's events (and the player window's states), what `serve FILE` publishes of a
    save at any moment, and the players' log: the same with and without the hidden parts
    (GM actions on hidden combatants during their turns, hidden ones removed and duplicated,
    PCs named like a hidden one, handgun slots, rounds nobody visible can act in)."""
    table = data.draw(tables(ruleset))
    views, log = received(table, True)
    views_bare, log_bare = received(table, False)
    assert views == views_bare
    # rounds only hidden combatants acted in add no round and no turn to the players' log
    # (what the rules did to visible ones meanwhile, a countdown, may follow)
    assert log[:len(log_bare)] == log_bare
    assert not [e for e in log[len(log_bare):] if e[0] in ("round", "turn")]


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


def test_a_pc_joining_below_a_dex_half_shot_joins_after_it_at_both_tables():
    """Hypothesis seed 20220 (coc): the joiner went before V0's DEX÷2 shot without the hidden
    H0 and after it with H0, so the players' Next told them a hidden combatant was there.
    Ranks (top 2×3+3 = 9): V0 DEX 9 with a revolver, V1 7, V2 5, H0 9−2×3+1 = 4, the joiner
    2. V0's DEX÷2 shot acts at 9/2 = 4.5 (R3: the .5 is kept), before any DEX below 4.5."""
    table = Table("coc", (("pc", "exact"),) * 3, (3,), (("next",), ("join", 0)),
                  guns=(True, False, False))
    views = shown_sequence(table, True)
    assert views == shown_sequence(table, False)
    # the joiner (GM name "H0 2", alias "H0") is shown; after V0's own turn come V1 (7),
    # V2 (5) and V0's shot at 4.5, the joiner (2) only after them
    assert [p["name"] for p in views[-1]["combatants"]] == ["V0", "V1", "V2", "H0"]
    assert (views[-1]["upcoming"], views[-1]["upcoming_slots"]) == (
        ["V1", "V2", "V0"], ["", "", "half"])
    enc = build(table, False)
    play(table, False, lambda op, *args: op(*args), enc)
    # without H0: the round-start shot, 9, 7, 5, the shot at 4.5, the joiner at 2
    assert enc.order == ["c1@start", "c1", "c2", "c3", "c1@half", "c4"]


def test_the_round_line_comes_before_a_passed_turns_end_at_both_tables():
    """Hypothesis seed 42 (gurps): V0 is knocked out with shock on; as round 2 begins its
    turn is passed over (it takes none) and its shock runs out. Without the hidden H0, who
    stands first in the order, that happened on the way into round 2 and was logged before
    the round's line; with H0 the round began on H0's turn and the shock went after it. The
    players' log must read alike: the round line first, then the shock's end."""
    table = Table("gurps", (("pc", "exact"),) * 2, (0,),
                  (("next",), ("down", 0, True), ("hit", 0, 3), ("next",)))
    log_with, log_without = received(table, True)[1], received(table, False)[1]
    assert log_with == log_without
    keys = [key for key, _rnd, _args in log_without]
    assert keys.index("round", keys.index("round") + 1) < keys.index("condition_off")


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
