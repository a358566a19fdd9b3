"""Seats and privacy (``contracts/seats.md``): a seat's private view is the players'
projection plus its own combatant, so adding hidden combatants anywhere in the order and
playing the same visible actions gives every seat the same sequence of views, as it gives
the public stream the same sequence of PUBLIC states (tests/model/test_hidden_turns.py); and
no seat's own numbers reach another seat or the public stream, nor a hidden name any seat."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tracker.model.public import display_name
from tracker.model.public_feed import PublicFeed
from tracker.model.seat_view import SeatFeed
from tracker.model.seats import SeatBook

from .hidden_turns import Table, build, play, tables


def sequences(table: Table, with_hidden: bool) -> tuple[list, dict[str, list]]:
    """The public states and every seat's views (by its combatant), each as sent: a
    view only when it changed."""
    enc = build(table, with_hidden)
    book = SeatBook()
    for i in range(len(table.visible)):  # every visible combatant has a seat
        book.open(f"c{i + 1}")
    public, feed, seats = [], PublicFeed(), SeatFeed()
    sent: dict[str, list] = {f"c{i + 1}": [] for i in range(len(table.visible))}

    def look() -> None:
        view = feed.update(enc)
        if view is not None:
            public.append(view.to_json())
        for token, seat_view in seats.update(enc, book).items():
            mine = sent[book.seats[token].combatant]
            if not mine or mine[-1] != seat_view:
                mine.append(seat_view)

    def run(op, *args):
        op(*args)
        look()

    look()
    play(table, with_hidden, run, enc)
    if with_hidden:
        _nothing_leaks(public, sent, book, enc)
    return public, sent


def _nothing_leaks(public: list, sent: dict[str, list], book: SeatBook, enc) -> None:
    tokens = list(book.seats)
    # a visible one may be shown under the same name as a hidden one (M3: "Ghoul" joins beside
    # a hidden Ghoul and players see "Ghoul"): that name tells nothing
    seen = {display_name(c) for c in enc.combatants.values() if c.visibility.shown}
    hidden = [c.name for c in enc.combatants.values()
              if not c.visibility.shown and c.name not in seen]
    text = json.dumps(public)
    assert not any(t in text for t in tokens) and '"own"' not in text
    for cid, views in sent.items():
        name = enc.combatants[cid].name
        for v in views:
            assert v["seat"]["name"] == name     # its own combatant, nobody else's
            vt = json.dumps(v)
            assert not any(t in vt for t in tokens)
            assert not any(f'"{h}"' in vt for h in hidden)
            assert all(n != name for n in v["targets"])


@pytest.mark.parametrize("ruleset", ["gurps", "coc"])
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_hidden_combatants_change_nothing_any_seat_sees(ruleset, data):
    table = data.draw(tables(ruleset))
    assert sequences(table, True) == sequences(table, False)


def test_a_seat_sees_its_own_exact_numbers_others_only_as_players_do():
    # V0 (HP band) and V1 (HP hidden) both seated: each sees its own HP exact, the other's
    # only as the projection shows it
    table = Table("gurps", (("pc", "band"), ("pc", "hidden")), (1,), (("hit", 0, 4),))
    _public, sent = sequences(table, True)
    v0, v1 = sent["c1"][-1], sent["c2"][-1]
    # GURPS cr ×1 on the torso: 4 injury, HP 30 − 4 = 26
    assert (v0["seat"]["own"]["hp"], v0["seat"]["own"]["max_hp"]) == (26, 30)
    assert (v1["seat"]["own"]["hp"], v1["seat"]["own"]["max_hp"]) == (30, 30)
    assert v0["targets"] == ["V1"] and v1["targets"] == ["V0"]


def test_shock_running_out_on_a_hidden_turn_reaches_the_seat_with_the_next_turn():
    """G10: V0, hit for 3 on its own turn, keeps its shock (HP 30 ≥ 20: −1 per full 30/10 = 3
    injury, so −1) through
    its next turn; it ends as the turn passes to the hidden H0. The seat of V0 sees it go
    with V1's turn, as without H0 (not while H0 acts: that would count a hidden turn)."""
    hits = (("hit", 0, 3), ("next",), ("next",), ("next",), ("next",))
    table = Table("gurps", (("pc", "band"), ("pc", "exact")), (1,), hits)
    _public, sent = sequences(table, True)
    seen = [(v["turn"], v["seat"]["own"]["values"].get("shock")) for v in sent["c1"]]
    # before the fight; V0's turn; hit; V1's turn; V0's round-2 turn; V1's (shock gone,
    # not before); V0's round-3 turn
    assert seen == [(False, None), (True, None), (True, -1), (False, -1), (True, -1),
                    (False, None), (True, None)]
    assert sequences(table, False) == sequences(table, True)


def test_a_seat_is_offered_its_own_weapons_only():
    """W1 on a seat: the attack form and the defense's "with" list are its own sheet's
    weapons; another seat's, a hidden combatant's and a visible foe's never reach it, and
    the public stream carries no weapon at all."""
    from tracker.model import operations as ops
    from tracker.model.public_feed import PublicFeed
    from tracker.rulesets.gurps.rules.sheet import GurpsSheet
    from tracker.rulesets.gurps.rules.weapons import Weapon

    enc = ops.new_encounter("gurps", "t")
    arms = {"V0": [Weapon("Broadsword", usage="Swung", parry=9), Weapon("Buckler", block=10)],
            "V1": [Weapon("Spear", usage="Thrust", parry=8)],
            "Foe": [Weapon("Axe", usage="Swung", parry=7)],
            "Hidden": [Weapon("Poisoned Kris", parry=6)]}
    for name, weapons in arms.items():
        ops.add_combatant(enc, name, "pc" if name.startswith("V") else "enemy",
                          GurpsSheet(max_hp=10, weapons=weapons), mid_fight=False)
    ops.set_visibility(enc, "c4", shown=False)
    book = SeatBook()
    book.open("c1")
    book.open("c2")
    views = {book.seats[t].combatant: v for t, v in SeatFeed().update(enc, book).items()}
    own0, own1 = views["c1"]["seat"]["own"], views["c2"]["seat"]["own"]
    assert own0["weapons"] == ["Broadsword (Swung)", "Buckler"]
    assert own0["defend_with"] == {"parry": ["Broadsword (Swung)"], "block": ["Buckler"]}
    assert own1["weapons"] == ["Spear (Thrust)"]
    assert own1["defend_with"] == {"parry": ["Spear (Thrust)"], "block": []}
    for cid, other in (("c1", ("Spear", "Axe", "Kris")), ("c2", ("Broadsword", "Buckler",
                                                                  "Axe", "Kris"))):
        text = json.dumps(views[cid])
        assert not any(w in text for w in other), (cid, other)
    public = json.dumps(PublicFeed().update(enc).to_json())
    assert not any(w in public for w in ("Broadsword", "Buckler", "Spear", "Axe", "Kris"))
