"""A CoC round where everyone goes down (issue #23 item 2): the next turn is still one of the
order, the encounter saves and opens, and Next turn goes on."""

from __future__ import annotations

import pytest

from tracker.model import files
from tracker.model import operations as ops
from tracker.model.operations import History
from tracker.rulesets.coc.rules.actions.damage import Damage
from tracker.rulesets.coc.rules.demo import demo_encounter

# -- issue #23 item 2: everyone down ---------------------------------------------------------------


@pytest.mark.parametrize("steps", [7, 8])
def test_a_round_where_everyone_goes_down_keeps_a_valid_turn(steps):
    """CoC demo, Next turn ×7 (the DEX÷2 slot) or ×8, 40 damage to all five, Next turn:
    round 2 with a turn inside its (shorter) order; it saves and opens; Next turn works."""
    enc = demo_encounter()
    h = History(enc)
    for _ in range(steps):
        h.push(ops.next_turn(enc))
    for cid in list(enc.combatants):
        h.push(ops.apply_hit(enc, cid, Damage(40)))
    h.push(ops.next_turn(enc))
    assert enc.round == 2 and 0 <= enc.turn < len(enc.order)
    again = files.loads_encounter(files.dumps_encounter(enc))
    assert again.turn == enc.turn and again.order == enc.order
    h.push(ops.next_turn(enc))
    assert 0 <= enc.turn < len(enc.order)
