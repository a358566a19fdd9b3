"""Rolls typed as the online table types them (BCDice's commands) and results pasted from it.

Ruleset-free: arithmetic (:mod:`.arith`), the faces a command takes and its result
(:mod:`.faces`), BCDice's common commands (:mod:`.common`: dice sums, ``nBx``, ``nRx``,
``nUx``, ``C(…)``, ``choice``, ``D66``, repetition), and reading a pasted result
(:mod:`.paste`). The percentile checks of BCDice's Call of Cthulhu system, judged by the rules
core's outcome classes, are in :mod:`tracker.rulesets.coc.rules.bcdice`.
"""

from .faces import MAX_DICE, MAX_LENGTH, MAX_ROLLS, MAX_SIDES, Faces, RollResult
from .paste import Pasted, read_paste
from .sums import SumCommand, parse_sum

__all__ = ["MAX_DICE", "MAX_LENGTH", "MAX_ROLLS", "MAX_SIDES", "Faces", "Pasted", "RollResult",
           "SumCommand", "parse_sum", "read_paste"]
