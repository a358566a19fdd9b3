"""The SAN check as one action, and the game hour its losses count in (indefinite insanity)."""

from __future__ import annotations

from typing import Any

from ...encounter import Action, Encounter
from .. import harm
from ..checks import d100
from ..injury import DEAD
from ..sanity import SanResult, parse_san_loss
from ..sanity import san_check as resolve_san
from .turn import refuse


def san_hour(enc: Encounter, cid: str, new_hour: bool = False) -> dict[str, Any] | None:
    """The game hour ``cid``'s next SAN check counts in (``start``, ``lost``, ``at``), or
    None when that check begins a new one: none yet, the keeper says so, or the calendar
    has moved an hour or more since it began (Advance time between the checks)."""
    hour = enc.state.get("sanity", {}).get(cid)
    now = enc.calendar.total_minutes
    if new_hour or hour is None or now - hour.get("at", now) >= 60:
        return None
    return hour


def san_check(enc: Encounter, cid: str, loss: str, *, roll: int | None = None,
              faces: tuple[int, ...] | None = None, idea_roll: int | None = None,
              duration: int | None = None, new_hour: bool = False) -> Action:
    """A SAN check as one action, in or out of combat: ``loss`` "0/1d6"; 5+ lost → the idea
    roll, whose success marks temporary insanity (``duration``: rounds the keeper sets, None:
    until removed); a fifth of the SAN the game hour began with lost within it marks
    indefinite insanity. ``new_hour``: a new game hour begins with this check."""
    c = enc.get(cid)
    expr = parse_san_loss(loss)
    if c.has(DEAD):
        raise refuse("dead_target", f"{c.name} is dead", name=c.name)
    if c.sheet.max_san <= 0:
        raise refuse("no_san", f"{c.name} has no SAN", name=c.name)
    for r in (roll, idea_roll):
        if r is not None:
            d100(r, None)
    if duration is not None and (type(duration) is not int or not 1 <= duration <= 9999):
        raise refuse("bad_duration", f"a duration is 1–9999 rounds, got {duration!r}")

    def run() -> SanResult:
        hours = enc.state.setdefault("sanity", {})
        san = c.sheet.san or 0
        now = enc.calendar.total_minutes
        hour = san_hour(enc, cid, new_hour) or {"start": san, "lost": 0, "at": now}
        res = resolve_san(san, c.sheet.stat("int"), expr, roll=roll, faces=faces,
                          idea_roll=idea_roll, dice=enc.dice, hour_start=hour["start"],
                          hour_lost=hour["lost"], options=harm.options(enc))
        hours[cid] = {"start": hour["start"], "lost": res.hour_lost,
                      "at": hour.get("at", now)}
        enc.touch(cid)
        c.sheet.san = res.san_after
        enc.add_log("coc.san_check", cid, res.explain, name=c.name, roll=res.roll,
                    value=san, outcome=res.outcome, expr=res.expression, loss=res.loss,
                    san_before=san, san_after=res.san_after)
        if res.temporary and harm.set_cond(enc, c, harm.TEMPORARY_INSANITY):
            c.conditions[harm.TEMPORARY_INSANITY].rounds = duration
        if res.indefinite:
            harm.set_cond(enc, c, harm.INDEFINITE_INSANITY)
        return res

    return enc.perform("san_check", [cid], run)
