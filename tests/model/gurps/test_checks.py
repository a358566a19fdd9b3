"""GURPS success rolls (B344, B348): the automatic results at both ends of 3d."""

from __future__ import annotations

import pytest

from tracker.rulesets.gurps.rules.checks import success_roll


@pytest.mark.parametrize("target,roll,success,critical", [
    (1, 3, True, True),     # 3-4 always succeed
    (1, 4, True, True),
    (15, 5, True, True),    # 5 is critical at 15+
    (14, 5, True, False),
    (16, 6, True, True),
    (15, 16, False, False),
    (15, 17, False, True),  # 17 is a critical failure at 15 or less
    (16, 17, False, False),  # ... and an ordinary failure above: never a success
    (20, 17, False, False),
    (25, 18, False, True),  # 18 always critically fails
    (5, 15, False, True),   # failed by 10
])
def test_success_roll_ends(target, roll, success, critical):
    r = success_roll(target, roll)
    assert (r.success, r.critical) == (success, critical)
