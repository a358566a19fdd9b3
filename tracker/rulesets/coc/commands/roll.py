"""``python -m tracker roll``: BCDice's Cthulhu commands with BCDice's own result text, and
results pasted from CCFolia read back (contracts/roll.md)."""

from __future__ import annotations

from typing import Any

from tracker.cli.jsonl import DiceCommand, Request, RequestError
from tracker.model.dice import Dice
from tracker.rulesets.coc.rules.bcdice import paste_answer, roll


def answer(data: Any, dice: Dice) -> dict[str, Any]:
    req = Request(data)
    if not req.has("paste") and not req.has("command"):
        req.has("dice")
        req.done()  # a misspelt key is named before the missing one
    if req.has("paste"):
        text = req.str_("paste", required=True)
        req.done()
        return paste_answer(text)
    if not req.has("command"):
        raise RequestError("'command' is required (a BCDice command like CCB<=60), or "
                           "'paste' (a result copied from the table)")
    command = req.str_("command", required=True)
    faces = req.faces("dice")
    req.done()
    return roll(command, dice, faces).to_dict()


COMMAND = DiceCommand(
    "roll", "Reads one JSON request per line on stdin ({\"command\": \"CCB<=60\"} or "
    "{\"paste\": \"...\"}) and writes BCDice's answer as one JSON line on stdout.",
    "seed for the dice a request does not give", answer)
main = COMMAND.main
