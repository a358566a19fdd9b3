"""BCDice's common commands, tried in BCDice's order after the game system's own: sums
(:mod:`.sums`), ``nBx``, ``C(…)``, ``choice``, ``D66``, repetition, ``nRx``, ``nUx``. Choice
items keep what was typed; the other commands read full-width forms as ASCII."""

from __future__ import annotations

from ..input_text import ascii_forms
from .barabara import roll_barabara
from .calc import roll_calc
from .choice import roll_choice
from .d66 import roll_d66
from .faces import Faces, RollResult
from .repeat import SystemRoll, roll_repeat
from .reroll import roll_reroll
from .sums import parse_sum
from .upper import roll_upper


def roll_common(text: str, faces: Faces, system: SystemRoll) -> RollResult | None:
    """The first common command that answers ``text`` (the line as typed, trimmed), or None;
    ``system`` rolls a repeated command as the game system does."""
    plain = ascii_forms(text)
    found = parse_sum(plain)
    if found is not None:
        return found.roll(faces)
    return (roll_barabara(plain, faces) or roll_calc(plain) or roll_choice(text, faces)
            or roll_d66(plain, faces) or roll_repeat(text, faces, system)
            or roll_reroll(plain, faces) or roll_upper(plain, faces))
