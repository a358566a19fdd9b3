"""The roll line as one undoable action: a command rolled with the encounter's dice, its
result logged in BCDice's text (a secret roll as a hidden line, for the GM only)."""

from __future__ import annotations

from collections.abc import Callable

from ..dice import Dice
from ..encounter import Action, Encounter
from .faces import RollResult

#: the game system's roller: ``roller(line, dice)``; RulesError when it cannot answer
Roller = Callable[[str, Dice], RollResult]


def roll_line(enc: Encounter, line: str, roller: Roller, who: str | None = None) -> Action:
    """Roll ``line`` (a command and its comment) with ``enc``'s dice and log the answer;
    nothing changes when the roller refuses it. The action's result is the RollResult."""
    line = line.strip()

    def run() -> RollResult:
        result = roller(line, enc.dice)
        enc.add_log("bcdice", who, hidden=result.secret, line=line, text=result.text)
        return result

    return enc.perform("bcdice", [], run)
