"""BCDice's own test data (tests/data/bcdice, BSD-3-Clause) for the tests of the roller, the
CLI and the roll line: its cases and dice that give the faces a case rolled."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from tracker.model.dice import Dice
from tracker.model.errors import RulesError
from tracker.model.rolls import RollResult

DATA = Path(__file__).resolve().parent / "data" / "bcdice"


def cases(name: str) -> list[dict]:
    """The cases of ``name``.toml, in order."""
    return tomllib.loads((DATA / f"{name}.toml").read_text(encoding="utf-8"))["test"]


class ScriptedDice(Dice):
    """Dice that give the faces BCDice's test rolled, checking the die of each."""

    def __init__(self, rands: list[dict]) -> None:
        super().__init__(0)
        self.rands = list(rands)

    def die(self, sides: int = 6) -> int:
        assert self.rands, "rolled more dice than BCDice did"
        want = self.rands.pop(0)
        assert want["sides"] == sides, f"rolled a d{sides}, BCDice rolled a d{want['sides']}"
        return want["value"]

    def d100(self) -> int:
        return self.die(100)


def check_case(case: dict, roll) -> RollResult | None:
    """Roll ``case`` with ``roll`` (a game system's roller) and check what BCDice's test
    checks but the flags: its text, its secrecy and the dice it rolls (rolled or given).
    None for a case BCDice does not answer (refused by name)."""
    faces = [r["value"] for r in case.get("rands", [])]
    if case["output"] == "":
        with pytest.raises(RulesError) as err:
            roll(case["input"], faces=faces)
        assert err.value.code == "not_a_command"
        return None
    dice = ScriptedDice(case.get("rands", []))
    result = roll(case["input"], dice)
    assert result.text == case["output"]
    assert not dice.rands, "BCDice rolled more dice"
    assert result.secret == case.get("secret", False)
    assert list(result.rolls) == faces
    # the same faces given instead of rolled give the same answer
    assert roll(case["input"], faces=faces) == result
    return result
