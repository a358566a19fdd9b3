"""Time passing for CoC beyond the fight's rounds (C10, R12, R35): the combat rules keep no
game calendar, but whoever is still unconscious gets its CON×5 to wake again, a dying
investigator's clock out of combat runs out, and a library character's SAN losses keep
their game minutes."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tracker.model.calendar import Calendar
from tracker.model.combatant import Combatant
from tracker.model.explain import ExplainLine

from . import harm
from .fight import offer_waking
from .injury import DEAD

if TYPE_CHECKING:
    from tracker.model.encounter import Encounter


def advance_time(enc: Encounter, start: Calendar, hours: int, **_rolls: Any) -> int:
    """The CoC combat rules keep nothing on the calendar; but the rounds go on out of
    combat, so whoever is still unconscious gets its CON×5 to wake again, and a dying
    investigator's clock out of combat has run out (C10: by then everyone able to give
    first aid has taken an action), so no healing saves them any more (R12)."""
    for chk in [k for k in enc.checks if k.kind == "death" and k.data.get("outside")]:
        c = enc.combatants.get(chk.combatant)
        if c is None or c.has(DEAD):
            continue
        enc.touch(c.id)
        harm.add_check(enc, c.id, "death", clock="time")
        enc.add_log("coc.clock_out", c.id, (
            ExplainLine("coc.clock.out", "C10", {"victim": c.name}),
            ExplainLine("coc.clock.confirm", "C10")), name=c.name)
    offer_waking(enc)
    return 0


def time_away(enc: Encounter, c: Combatant, since: Calendar) -> None:
    """A library character's SAN losses keep their game minutes (R35): an encounter an hour
    or more later counts none of them toward the hour. One whose calendar is before the
    saved time counts no time as passed: the losses are as recent as when they were
    saved."""
    shift = enc.calendar.total_minutes - since.total_minutes
    if shift < 0:
        for x in c.sheet.san_lost:
            x["at"] += shift
