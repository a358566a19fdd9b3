"""``python -m tracker roll``: BCDice's Cthulhu commands with BCDice's own result text, and
results pasted from CCFolia read back (contracts/roll.md)."""

from __future__ import annotations

import sys
from collections.abc import Iterable
from typing import IO, Any

from ..model.coc.bcdice import paste_answer, roll
from ..model.dice import Dice
from .jsonl import Request, RequestError, run_jsonl, usage_text


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


def _answerer(seed: int | None):
    dice = Dice(seed)
    return lambda req: answer(req, dice)


def roll_usage(prog: str) -> str:
    return usage_text(prog, "roll", "Reads one JSON request per line on stdin ({\"command\": "
                      "\"CCB<=60\"} or {\"paste\": \"...\"}) and writes BCDice's answer as one "
                      "JSON line on stdout.", seed="seed for the dice a request does not give")


def main(argv: list[str], prog: str = "python -m tracker",
         out: IO[str] | None = None, err: IO[str] | None = None,
         inp: Iterable[str] | None = None) -> int:
    return run_jsonl(argv, prog, "roll", roll_usage(prog),
                     _answerer,
                     out or sys.stdout, err or sys.stderr, sys.stdin if inp is None else inp)
