"""The keeper's secret rolls (C13): logged hidden from the players."""

from __future__ import annotations

from typing import Any

from tracker.model.encounter import Action, Encounter

from .. import harm
from ..checks import d100
from ..secret import psychology, secret_roll
from .turn import refuse


def secret(enc: Encounter, cid: str, what: str, value: int | None = None,
           roll: int | None = None) -> Action:
    """C13: a roll the keeper makes in secret for ``cid`` (a skill id such as psychology,
    listen, spot_hidden; ``value`` overrides the sheet's). Logged hidden from the players."""
    c = enc.get(cid)
    if value is None:
        value = c.sheet.skill(what)
    if type(value) is not int or not 0 <= value <= 999:
        raise refuse("bad_value", f"a skill value is a whole number 0–999, got {value!r}")
    if roll is not None:
        d100(roll, None)

    def run() -> Any:
        opts = harm.options(enc)
        if what == "psychology":
            res = psychology(value, roll=roll, dice=enc.dice, options=opts)
        else:
            res = secret_roll(what, value, roll=roll, dice=enc.dice, options=opts)
        enc.add_log("coc.secret", cid, res.explain, hidden=True, name=c.name, what=what,
                    roll=res.roll, value=value, outcome=res.outcome)
        return res

    return enc.perform("secret", [], run)
