"""G10: shock ends after the victim's next turn; an Advance time made
mid-fight (a minute or more) has taken that turn, so the shock is gone, logged, and undo
brings it back. It stayed on through any length of time. (Stun ends by its own rolls over
the time: tests/model/gurps/test_stun_ends_with_time.py.)"""

from __future__ import annotations

from tests.session_script import combatant, run

FIGHT = [
    {"op": "new", "ruleset": "gurps"},
    {"op": "add", "name": "Brute", "sheet": {"max_hp": 30, "ht": 10}},
    {"op": "add", "name": "Aiko", "side": "pc", "sheet": {"max_hp": 12, "ht": 12}},
    {"op": "start_combat"},
    {"op": "hit", "target": "Brute", "location": "torso", "damage": 6, "type": "cr"},
]


def test_a_minute_of_time_ends_shock_and_undo_brings_it_back():
    answers = run([*FIGHT, {"op": "advance", "minutes": 1}, {"op": "undo"}], seed=2)
    hit, advanced, undone = answers[-3], answers[-2], answers[-1]
    assert "shock" in combatant(hit, "Brute")["conditions"]
    assert "shock" not in combatant(advanced, "Brute")["conditions"]
    assert "shock" in combatant(undone, "Brute")["conditions"]

