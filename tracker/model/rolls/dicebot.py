"""BCDice's base system ("DiceBot"): the common commands alone, for a ruleset that brings no
commands of its own (``Ruleset.roller`` names this module by default)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..dice import Dice
from ..errors import RulesError
from ..input_text import ascii_forms
from .common import roll_common
from .faces import Faces, RollResult, refuse_long


def _system(text: str, faces: Faces) -> RollResult | None:
    return roll_common(text.strip(), faces, _system)


def roll(text: str, dice: Dice | None = None, faces: Sequence[Any] | None = None) -> RollResult:
    """Roll the common BCDice command ``text`` with ``dice`` (or read it with ``faces``);
    RulesError (code ``not_a_command``) when BCDice's base system would not answer it."""
    if not isinstance(text, str) or not text.strip():
        raise RulesError("not_a_command", "the command is empty")
    line = text.strip()
    refuse_long(line)
    given = Faces(faces, dice)
    result = _system(line, given)
    if result is None:
        command = ascii_forms(line).split(None, 1)[0]
        raise RulesError("not_a_command", f"'{command}' is not a dice command (like 2D6+1, "
                                          "3B6>=4, 4D6KH3 or choice[A,B])")
    given.finish()
    return result
