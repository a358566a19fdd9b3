"""Percentile rolls (C0): outcome classes, the resistance table and where rolls come from.

Every rule function takes its d100 roll and its dice faces as plain values when the GM rolled
at the table, or rolls them with the injected :class:`~tracker.model.dice.Dice` when not.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tracker.model.dice import Dice, DiceSum
from tracker.model.errors import RulesError
from tracker.model.explain import ExplainLine
from tracker.model.input_text import ascii_forms, typed_roll

CRITICAL, SPECIAL, SUCCESS, FAILURE, FUMBLE = "critical", "special", "success", "failure", "fumble"
OUTCOMES = (CRITICAL, SPECIAL, SUCCESS, FAILURE, FUMBLE)
#: outcomes that count as a success (an attack that hits, a dodge that works …)
SUCCESSES = frozenset({CRITICAL, SPECIAL, SUCCESS})
AUTO_SUCCESS, AUTO_FAILURE = "auto_success", "auto_failure"


@dataclass(frozen=True, slots=True)
class Options:
    """Encounter options of the CoC rules (C0, R7)."""

    #: 5: criticals 01–05 and fumbles 96–00 (default); 1: only 01 and 00
    critical: int = 5
    #: shock: a wound of half the current HP or more calls for CON×5 (C0)
    shock: bool = True
    #: NPCs and monsters at HP 0 keep a death clock like investigators instead of dying (R7)
    npc_clock: bool = False
    #: game seconds a round lasts: Advance time counts rounds down at this rate (R31)
    seconds_per_round: int = 10

    def __post_init__(self) -> None:
        if self.critical not in (1, 5):
            raise RulesError("bad_option", f"critical must be 5 or 1, got {self.critical!r}")


DEFAULT_OPTIONS = Options()

#: ``line_new(ExplainLine, (key, rule, args))`` builds a line without the NamedTuple's
#: Python-level constructor: the hot paths (attack, defense, damage) build several per call
line_new = tuple.__new__


def classify(roll: int, value: int, critical: int = 5) -> str:
    """The outcome class of a d100 ``roll`` against ``value`` (C0)."""
    if roll <= value and roll != 100:
        if roll <= critical:
            return CRITICAL
        if roll <= (value // 5 if value >= 5 else 1):
            return SPECIAL
        return SUCCESS
    if roll >= (96 if critical == 5 else 100):
        return FUMBLE
    return FAILURE


def classify_plain(roll: int, value: int, critical: int = 5) -> str:
    """The outcome class of a roll outside an attack or a defense (a SAN roll, first aid, a
    CON×5, a secret skill roll): specials count in combat only (C2, R19), so a special is a
    plain success here."""
    outcome = classify(roll, value, critical)
    return SUCCESS if outcome == SPECIAL else outcome


def check_line(what: str, roll: int, value: int, outcome: str) -> ExplainLine:
    return line_new(ExplainLine, ("coc.check", "C0", {"what": what, "roll": roll,
                                                      "value": value, "outcome": outcome}))


def resistance_target(active: int, passive: int) -> int:
    """The resistance table (C0): 50 + 5 × (active − passive)."""
    return 50 + 5 * (active - passive)


def resistance_outcome(target: int, roll: int | None) -> str:
    """success/failure of a resistance roll, or automatic at ≥ 100 / ≤ 0 (then no roll)."""
    if target >= 100:
        return AUTO_SUCCESS
    if target <= 0:
        return AUTO_FAILURE
    assert roll is not None
    return SUCCESS if roll <= target and roll != 100 else FAILURE


def resistance_line(active: int, passive: int, target: int, outcome: str) -> ExplainLine:
    return ExplainLine("coc.resist", "C0", {"active": active, "passive": passive,
                                           "target": target, "outcome": outcome})


def d100(roll: int | None, dice: Dice | None) -> int:
    """The given roll (checked) or a fresh one."""
    if roll is None:
        if dice is None:
            raise RulesError("no_roll", "a d100 roll is needed: give the roll or dice to roll")
        return dice.d100()
    if type(roll) is not int or not 1 <= roll <= 100:
        raise RulesError("bad_roll", f"a d100 roll is a whole number from 1 to 100, got {roll!r}")
    return roll


def roll_sum(expr: DiceSum, faces: Sequence[int] | None, dice: Dice | None,
             what: str = "dice") -> tuple[int, tuple[int, ...]]:
    """Total and faces of ``expr``: from the given faces (checked) or rolled."""
    if faces is not None:
        return expr.total(faces, what), tuple(faces)
    if not expr.terms:
        return expr.modifier, ()
    if dice is None:
        raise RulesError("no_roll", f"{what}: faces for {expr} are needed, or dice to roll")
    total, rolled = dice.roll_sum(expr)
    return total, tuple(rolled)


def parse_d100(text: str) -> int | None:
    """A d100 as the keeper types it (R16): "00" and "100" are 100, "05" is 5, "0" is
    refused; empty means "roll it" (None). Full-width digits are read as ASCII. RulesError
    for anything else. The one reading of typed percentile dice every d100 field shares."""
    t = ascii_forms(text).strip()
    if not t:
        return None
    value = typed_roll(t, 1, 100) if len(t) <= 3 else None
    if value is None or not 1 <= value <= 100:
        raise RulesError("bad_roll", f"a d100 roll is 1–100 (00 = 100), got {t[:20]!r}")
    return value
