"""Where a command's dice come from, and what one roll answers.

A command either rolls the encounter's :class:`~tracker.model.dice.Dice` or takes the faces
the table rolled, in the order BCDice rolls them; either way the faces it used come back in
:attr:`RollResult.rolls`. BCDice's own limits hold: more than 200 dice at once roll none
(``(500D6) ＞ 0``), a die of more than 10000 sides (or none) shows 0 without a roll, and a
command rolling more than 10000 dice in all is refused before the die past the limit."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..dice import Dice
from ..errors import RulesError
from ..explain import ExplainLine

#: BCDice's limits: dice rolled at once, sides of a die, dice in one command
MAX_DICE = 200
MAX_SIDES = 10000
MAX_ROLLS = 10000
#: characters of one command line (a choice of 100 items, a comment)
MAX_LENGTH = 1000


class Faces:
    """The faces a command takes: ``given`` ones (checked against each die as it is rolled)
    or fresh ones from ``dice``."""

    def __init__(self, given: Sequence[Any] | None = None, dice: Dice | None = None) -> None:
        if given is not None and not isinstance(given, list | tuple):
            raise RulesError("bad_faces", "'dice' must be a list of die faces")
        self.given = None if given is None else list(given)
        self.dice = dice
        self.rolled: list[int] = []

    def roll(self, sides: int) -> int:
        """One die; 0 without rolling for a die BCDice does not roll (no sides, too many)."""
        if sides <= 0 or sides > MAX_SIDES:
            return 0
        if len(self.rolled) >= MAX_ROLLS:
            raise RulesError("too_many_dice", f"a command rolls at most {MAX_ROLLS} dice in all")
        if self.given is None:
            if self.dice is None:
                raise RulesError("no_roll", "dice to roll or the faces rolled are needed")
            face = self.dice.d100() if sides == 100 else self.dice.die(sides)
        else:
            i = len(self.rolled)
            if i >= len(self.given):
                n = len(self.given)
                raise RulesError("bad_faces", f"the command rolls more dice than the {n} "
                                              f"{'face' if n == 1 else 'faces'} given")
            face = self.given[i]
            if type(face) is not int or not 1 <= face <= sides:
                raise RulesError("bad_faces", f"dice[{i}]: {face!r} is not a face of a d{sides}")
        self.rolled.append(face)
        return face

    def roll_many(self, times: int, sides: int) -> list[int]:
        """``times`` dice at once: none for more than :data:`MAX_DICE` (or none asked)."""
        if len(self.rolled) + times > MAX_ROLLS:
            raise RulesError("too_many_dice", f"a command rolls at most {MAX_ROLLS} dice in all")
        if times <= 0 or times > MAX_DICE:
            return []
        return [self.roll(sides) for _ in range(times)]

    def finish(self) -> None:
        """Refuse faces given beyond those the command rolled (a wrong paste or command)."""
        if self.given is not None and len(self.given) > len(self.rolled):
            n, k = len(self.given), len(self.rolled)
            raise RulesError("bad_faces", f"{n} {'face' if n == 1 else 'faces'} given, the "
                                          f"command rolls {k} {'die' if k == 1 else 'dice'}")


@dataclass(frozen=True, slots=True)
class RollResult:
    """One command rolled: BCDice's text and what it means."""

    text: str
    rolls: tuple[int, ...]
    secret: bool = False
    #: the outcome class (C0) of a percentile check; "success"/"failure" of a compared sum
    outcome: str | None = None
    #: CBR: the class against each of the two values
    outcomes: tuple[str, ...] | None = None
    #: the sum of a dice sum (None for a check)
    total: int | None = None
    #: CC(n): the roll reached the malfunction number
    malfunction: bool = False
    #: the command as read (comment dropped)
    command: str = ""
    #: the value (or values) rolled against, when there is one
    target: int | None = None
    #: a repeated command (``x3 CCB<=50``): each roll's own result, in order
    results: tuple[RollResult, ...] | None = None
    #: the game system's reading of the roll (a check's outcome class), for the log
    explain: tuple[ExplainLine, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"text": self.text, "outcome": self.outcome,
                             "rolls": list(self.rolls), "secret": self.secret}
        if self.outcomes is not None:
            d["outcomes"] = list(self.outcomes)
        if self.total is not None:
            d["total"] = self.total
        if self.malfunction:
            d["malfunction"] = True
        if self.results is not None:
            d["results"] = [r.to_dict() for r in self.results]
        return d


def refuse_long(text: str) -> None:
    if len(text) > MAX_LENGTH:
        raise RulesError("too_long", f"a command is at most {MAX_LENGTH} characters")


def plain(text: str, rolls: list[int], secret: bool, command: str = "") -> RollResult:
    """A result with no outcome (a count of successes, a choice, a table roll)."""
    return RollResult(text, tuple(rolls), secret, command=command)
