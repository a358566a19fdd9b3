"""The roll line as one undoable action: a command rolled with the encounter's dice, its
result logged in BCDice's text with its outcome class (a secret roll as a hidden line, for
the GM only); a repeated command logs each of its results as BCDice numbers them (#1, #2 …)."""

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
        each = result.results or (result,)
        for i, one in enumerate(each, 1):
            args = {"line": f"{line} #{i}" if result.results else line, "text": one.text}
            if one.outcome is not None:
                args["outcome"] = one.outcome
            enc.add_log("bcdice", who, explain=one.explain, hidden=result.secret, **args)
        return result

    return enc.perform("bcdice", [], run)
