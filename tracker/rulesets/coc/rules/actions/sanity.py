"""The SAN check as one action, and the game hour its losses count in (indefinite insanity)."""

from __future__ import annotations

from typing import Any

from tracker.model.combatant import Combatant
from tracker.model.encounter import Action, Encounter

from .. import harm
from ..checks import d100
from ..injury import DEAD
from ..sanity import SanResult, parse_san_loss
from ..sanity import san_check as resolve_san
from ..sheet import MAX_SAN_LOST
from .turn import refuse

#: minutes in the game hour a fifth of SAN may be lost in (indefinite insanity, C0)
HOUR = 60


def game_minute(enc: Encounter) -> int:
    """The game minute now: the calendar's, and in a fight the rounds gone by at the
    encounter's round length (R31, R35)."""
    now = enc.calendar.total_minutes
    if enc.in_combat and enc.round > 1:
        now += (enc.round - 1) * harm.options(enc).seconds_per_round // 60
    return now


def san_hour(enc: Encounter, cid: str, new_hour: bool = False) -> dict[str, Any] | None:
    """The game hour ``cid``'s next SAN loss counts in (``start``: the SAN before its first
    loss, ``lost``, ``at``: the minute of that loss), or None when none was lost in the last
    game hour or the keeper says a new one begins (R35: the losses the sheet keeps with
    their game minute, from this and earlier encounters, C8's 1d3 included)."""
    if new_hour:
        return None
    now = game_minute(enc)
    recent = [x for x in enc.get(cid).sheet.san_lost if now - x["at"] < HOUR]
    if not recent:
        return None
    return {"start": recent[0]["san"], "lost": sum(x["loss"] for x in recent),
            "at": recent[0]["at"]}


def record_san_loss(enc: Encounter, c: Combatant, loss: int, before: int,
                    new_hour: bool = False) -> None:
    """Keep ``loss`` (SAN ``before`` → ``before - loss``) with its game minute on the sheet
    (R35); losses older than an hour count no more and go."""
    now = game_minute(enc)
    kept = [] if new_hour else [x for x in c.sheet.san_lost if now - x["at"] < HOUR]
    if loss > 0:
        kept.append({"at": now, "loss": loss, "san": before})
    c.sheet.san_lost = kept[-MAX_SAN_LOST:]


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
        san = c.sheet.san or 0
        hour = san_hour(enc, cid, new_hour) or {"start": san, "lost": 0}
        res = resolve_san(san, c.sheet.stat("int"), expr, roll=roll, faces=faces,
                          idea_roll=idea_roll, dice=enc.dice, hour_start=hour["start"],
                          hour_lost=hour["lost"], options=harm.options(enc))
        enc.touch(cid)
        enc.state.get("sanity", {}).pop(cid, None)  # an older file's hour: the sheet keeps it
        record_san_loss(enc, c, res.loss, san, new_hour)
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
