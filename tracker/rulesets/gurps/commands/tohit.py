"""``python -m tracker tohit``: the GURPS attack roll, headless (contracts/tohit.md)."""

from __future__ import annotations

from typing import Any

from tracker.cli.jsonl import DiceCommand
from tracker.model.dice import Dice
from tracker.rulesets.gurps.rules.tohit import roll_attack
from tracker.rulesets.gurps.rules.tohit_request import parse_request

from .resolve import _english_names


def answer(req: Any, dice: Dice) -> dict[str, Any]:
    attack, roll, simplified = parse_request(req)
    result = roll_attack(attack, roll, dice, simplified)
    out = result.to_dict()
    name_of = _english_names(attack.body)
    out["explain"] = [x.render(name_of=name_of) for x in result.explain]
    return out


COMMAND = DiceCommand(
    "tohit", "Reads one JSON attack-roll request per line on stdin and writes one JSON answer "
    "per line on stdout.", "seed for the rolls a request does not give", answer)
main, tohit_stream, tohit_usage = COMMAND.main, COMMAND.stream, COMMAND.usage
