"""The optional turn timer (issue 43), with an injected clock: real time per turn for the GM,
the players' reading that no hidden turn moves, averages per combatant; it changes nothing in
the encounter, so nothing in the file or the undo history."""

from __future__ import annotations

import pytest

from tracker.model import files
from tracker.model import operations as ops
from tracker.model.errors import RulesError
from tracker.model.operations import History
from tracker.model.turn_timer import TurnTimer, clock_text, timer_on
from tracker.rulesets.gurps.rules.sheet import GurpsSheet


class Clock:
    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


def fight(hidden: bool = False):
    """A (speed 7), B (speed 6, hidden when asked), C (speed 5): A, B, C in turn order."""
    enc = ops.new_encounter("gurps", "timer")
    ids = []
    for name, speed in (("A", 7.0), ("B", 6.0), ("C", 5.0)):
        ids.append(ops.add_combatant(enc, name, "enemy", GurpsSheet(basic_speed=speed),
                                     mid_fight=False).result)
    if hidden:
        ops.set_visibility(enc, ids[1], shown=False)
    return enc, ids


def test_the_option_is_off_by_default_and_is_an_ordinary_option():
    enc, _ = fight()
    assert not timer_on(enc)
    history = History(enc)
    history.push(ops.set_option(enc, "turn_timer", True))
    assert timer_on(enc)
    back = files.loads_encounter(files.dumps_encounter(enc))
    assert timer_on(back)
    history.undo()
    assert not timer_on(enc)
    with pytest.raises(RulesError):
        ops.set_option(enc, "turn_timer", "yes")


def test_elapsed_and_averages_per_combatant():
    enc, (a, b, c) = fight()
    clock = Clock()
    timer = TurnTimer(clock)
    timer.observe(enc)
    assert timer.elapsed() is None  # out of combat
    ops.start_combat(enc)  # A's turn
    timer.observe(enc)
    clock.t += 30
    assert timer.elapsed() == 30
    for step in (12, 6):  # A 30 s, B 12 s, C 6 s
        ops.next_turn(enc)
        timer.observe(enc)
        clock.t += step
    ops.next_turn(enc)  # round 2: A again, 10 s so far
    timer.observe(enc)
    clock.t += 10
    assert timer.elapsed() == 10
    # A: (30 + 10) / 2 = 20 s over 2 turns; B 12 s; C 6 s
    assert timer.averages(enc) == {a: (20.0, 2), b: (12.0, 1), c: (6.0, 1)}


def test_a_turn_gone_back_to_counts_once_and_the_encounter_is_untouched():
    enc, (a, b, _c) = fight()
    clock = Clock()
    timer = TurnTimer(clock)
    ops.start_combat(enc)
    timer.observe(enc)
    clock.t += 20  # A 20 s
    history = History(enc)
    history.push(ops.next_turn(enc))
    timer.observe(enc)
    clock.t += 5  # B 5 s, then the GM steps back to A's turn
    history.undo()
    saved = files.dumps_encounter(enc)
    timer.observe(enc)
    clock.t += 4  # A 4 s more in the same turn: 24 s in one turn
    assert timer.elapsed() == 4
    assert timer.averages(enc) == {a: (24.0, 1), b: (5.0, 1)}
    # watching changed nothing in the encounter (its file is the same) and made no action
    assert files.dumps_encounter(enc) == saved
    assert history.done == [] and len(history.undone) == 1  # only the GM's Next turn


def test_the_players_reading_ignores_hidden_turns():
    enc, (a, b, c) = fight(hidden=True)
    clock = Clock()
    timer = TurnTimer(clock)
    ops.start_combat(enc)  # A (visible)
    timer.observe(enc)
    clock.t += 8
    ops.next_turn(enc)  # B, hidden: the players are still shown A's turn
    timer.observe(enc)
    assert timer.elapsed() == 0 and timer.public_elapsed() == 8
    clock.t += 15
    # the players' timer goes on from A's start as if A still acted: 8 + 15 = 23 s, nothing
    # in it starts, stops or resets when the hidden turn begins
    assert timer.public_elapsed() == 23
    ops.next_turn(enc)  # C, visible: the players' timer starts again
    timer.observe(enc)
    clock.t += 3
    assert timer.public_elapsed() == 3 and timer.elapsed() == 3
    # the players' export lists visible combatants only: A 8 s, C 3 s (B's 15 s are not told)
    assert timer.averages(enc, visible_only=True) == {a: (8.0, 1), c: (3.0, 1)}
    assert timer.averages(enc)[b] == (15.0, 1)


@pytest.mark.parametrize(("seconds", "text"), [(0, "0:00"), (7.9, "0:07"), (102, "1:42"),
                                               (720, "12:00"), (-3, "0:00")])
def test_clock_text(seconds, text):
    assert clock_text(seconds) == text
