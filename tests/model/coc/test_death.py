"""The death clock over one turn-order cycle (C10, R7) and the order positions it counts
(handgun round-start and DEX÷2 slots, R3)."""

from __future__ import annotations

import pytest

from tracker.model.errors import RulesError
from tracker.rulesets.coc.rules.death import (
    DeathClock,
    clock_holder,
    end_action,
    outside_combat_clock_out,
)
from tracker.rulesets.coc.rules.turns import order_key, position_key, turn_order

ORDER = ["A", "B", "C", "D", "E"]
CLOCK = DeathClock("A", 3, "C")  # A dropped on C's action in round 2

CASES = [
    # rule, round, actor, order, dead, hp, deaths, still running
    ("C10", 3, "C", ORDER, [], {"A": 0}, ["A"], []),
    ("C10", 3, "B", ORDER, [], {"A": 0}, [], [CLOCK]),
    ("C10", 2, "E", ORDER, [], {"A": 0}, [], [CLOCK]),
    ("C10", 3, "D", ORDER, [], {"A": 0}, ["A"], []),  # a missed call still ends it
    ("R7", 3, "B", ORDER, ["C"], {"A": 0}, ["A"], []),  # the contract example
    ("R7", 3, "A", ORDER, ["C"], {"A": 0}, [], [CLOCK]),
    ("R7", 3, "A", ORDER, ["C", "B"], {"A": 0}, ["A"], []),  # ran out with round 2
    ("R7", 2, "E", ["A", "C", "D", "E"], ["C"], {"A": 0}, ["A"], []),  # only the victim before C
    ("R7", 3, "C", ORDER, [], {"A": 1}, [], []),  # healed: stopped
    ("C10", 3, "C", ORDER, [], {}, ["A"], []),  # HP not given: still 0
    ("C10", 3, "C", ORDER, ["A"], {"A": 0}, [], []),  # already dead: dropped
    ("C10", 3, "B", ["C@start", "A", "B", "C", "B@half"], [], {"A": 0}, [], [CLOCK]),
    ("C10", 3, "C", ["C@start", "A", "B", "C", "B@half"], [], {"A": 0}, ["A"], []),
]


SLOT_CLOCK = DeathClock("A", 3, "C@half")


@pytest.mark.parametrize(("actor", "deaths"), [
    pytest.param("C", [], id="R7 a DEX/2 shot's clock waits for that slot"),
    pytest.param("C@half", ["A"], id="R7 and runs out at its end"),
])
def test_slot_clock(actor, deaths):
    r = end_action(3, actor, ["C@start", "A", "B", "C", "C@half"], frozenset(), [SLOT_CLOCK],
                   {"A": 0})
    assert list(r.deaths) == deaths
    if deaths:
        assert "R7" in {line.rule for line in r.explain}


@pytest.mark.parametrize(("rule", "round_", "actor", "order", "dead", "hp", "deaths", "running"),
                         CASES, ids=[f"{c[0]} #{i}" for i, c in enumerate(CASES)])
def test_end_action_table(rule, round_, actor, order, dead, hp, deaths, running):
    r = end_action(round_, actor, order, frozenset(dead), [CLOCK], hp)
    assert list(r.deaths) == deaths
    assert list(r.clocks) == running
    if deaths:
        assert rule in {line.rule for line in r.explain}


@pytest.mark.parametrize(("clock", "order", "dead", "holder"), [
    pytest.param(CLOCK, ORDER, [], "C", id="C10 the one whose action did it"),
    pytest.param(CLOCK, ORDER, ["C"], "B", id="R7 dead holder passes to the one before"),
    pytest.param(CLOCK, ORDER, ["C", "B"], None, id="R7 nobody alive before but the victim"),
    pytest.param(DeathClock("B", 3, "D"), ORDER, ["D", "C"], "A", id="R7 skips every dead"),
    pytest.param(DeathClock("A", 3, "C@start"), ["C@start", "A", "B", "C"], [], "C@start",
                 id="R7 a round-start shot is a position"),
    pytest.param(DeathClock("A", 3, "C@half"), ["B", "A", "C", "C@half"], ["C"], "B",
                 id="R7 dead shooter's DEX/2 slot passes back past the victim"),
    pytest.param(DeathClock("A", 3, "C@start"), ["C@start", "A", "C"], ["C"], None,
                 id="R7 dead shooter's round-start slot: ran out in the round before"),
])
def test_clock_holder(clock, order, dead, holder):
    assert clock_holder(clock, order, frozenset(dead)) == holder


def test_unknown_positions_are_errors():
    with pytest.raises(RulesError):
        end_action(3, "Z", ORDER, frozenset(), [CLOCK], {})
    with pytest.raises(RulesError):
        end_action(3, "A", ORDER, frozenset(), [DeathClock("A", 3, "Q")], {})


@pytest.mark.parametrize(("entries", "order"), [
    pytest.param([("A", 12, ()), ("B", 7, ("start", "half")), ("C", 13, ())],
                 ["B@start", "C", "A", "B", "B@half"], id="R3 round-start first, 3.5 last"),
    pytest.param([("A", 6, ()), ("B", 13, ("half",)), ("C", 7, ())],
                 ["B", "C", "B@half", "A"], id="R3 6.5 after 7, before 6"),
    pytest.param([("A", 10, ()), ("B", 10, ())], ["A", "B"], id="C0 ties keep the GM's order"),
])
def test_turn_order(entries, order):
    assert turn_order(entries) == order


def test_position_key():
    assert position_key("C") == "C" and position_key("C", "half") == "C@half"
    with pytest.raises(RulesError):
        position_key("C", "noon")


@pytest.mark.parametrize(("able", "acted", "out"), [
    pytest.param({"B", "C"}, {"B"}, False, id="C10 outside combat: not everyone has acted"),
    pytest.param({"B", "C"}, {"B", "C", "D"}, True, id="C10 outside combat: everyone acted"),
])
def test_outside_combat_clock(able, acted, out):
    assert outside_combat_clock_out(able, acted) is out


def test_order_key_tie_break():
    # C0: DEX highest first; ties by the higher weapon skill, then the lower d100
    entries = {"A": order_key(12, 40, 50), "B": order_key(12, 60, 90), "C": order_key(14),
               "D": order_key(12, 40, 10)}
    assert sorted(entries, key=entries.get) == ["C", "B", "D", "A"]
