"""GURPS success rolls (3d against a target number) and the checks a fight asks for."""

from __future__ import annotations

from dataclasses import dataclass

from tracker.model.checks import PendingCheck  # noqa: F401  (GURPS checks are core PendingChecks)
from tracker.model.errors import RulesError

#: kind -> what a failure does (G9, G11)
CHECK_KINDS = ("knockdown", "stun_recovery", "collapse", "death", "wake")


@dataclass(frozen=True, slots=True)
class RollResult:
    """A 3d roll against a target number: whether it succeeded, and critically."""

    target: int
    roll: int
    success: bool
    critical: bool

    @property
    def margin(self) -> int:
        """Positive = made it by that much; negative = failed by that much."""
        return self.target - self.roll


def success_roll(target: int, roll: int) -> RollResult:
    """Judge a 3d roll against ``target`` with GURPS critical rules."""
    if not 3 <= roll <= 18:
        raise RulesError("roll_range", f"a 3d roll must be 3..18, got {roll}")
    crit_success = roll <= 4 or (roll == 5 and target >= 15) or (roll == 6 and target >= 16)
    crit_failure = roll == 18 or (roll == 17 and target <= 15) or roll - target >= 10
    if crit_success:
        return RollResult(target, roll, True, True)
    if crit_failure:
        return RollResult(target, roll, False, True)
    # B344: 17 always fails, even against 16+ where it is not a critical failure
    return RollResult(target, roll, roll <= target and roll < 17, False)
