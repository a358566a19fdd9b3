"""The roll line as one undoable action: a command rolled with the encounter's dice, its
result logged in BCDice's text with its outcome class (a secret roll as a hidden line, for
the GM only); a repeated command logs each of its results as BCDice numbers them (#1, #2 …)."""

from __future__ import annotations

from collections.abc import Callable

from ..dice import Dice
from ..encounter import Action, Encounter
from .faces import RollResult
from .paste import Pasted, read_paste

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


def paste_line(enc: Encounter, text: str, outcome_of: Callable[[Pasted], str | None] | None,
               who: str | None = None) -> Action:
    """A result rolled elsewhere (a CCFolia or BCDice result line pasted into the roll line)
    logged as it reads, nothing rolled again: its command and BCDice's answer, with the
    outcome class the game system reads from its words. RulesError when it holds no result."""
    pasted = read_paste(text)
    plain = " ".join(text.split())
    cut = plain.find("(") if pasted.command else -1
    line = pasted.command or pasted.expr
    answer = plain[cut:].strip() if cut >= 0 else plain

    def run() -> Pasted:
        args = {"line": line + (f" 【{pasted.label}】" if pasted.label else ""),
                "text": answer}
        outcome = outcome_of(pasted) if outcome_of is not None else None
        if outcome is not None:
            args["outcome"] = outcome
        enc.add_log("bcdice", who, **args)
        return pasted

    return enc.perform("bcdice", [], run)
