"""G14 stun over an Advance time: a turn is one second (B362), so each second advanced is one
end of the victim's turn and one HT roll (the stun_recovery check) until one succeeds.

Only a victim who takes turns rolls (the unconscious, dead and destroyed take none: their
stun stays, as in the fight; one who wakes during the advance rolls from then on). While
anyone rolls, time runs in pieces that end at every half hour and at each event's minute
(``fine_time``), and each piece makes its rolls first: they and what else falls due at the
piece's end (a waking, a heat roll, a midnight's recovery roll) come in the order of game
time, and one long advance is the same as the same time in pieces. A pending stun_recovery
check stands for the roll of the turn under way: it is the first roll, not one more. The
log gets one line per victim and advance, however many seconds it rolled for."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .checks import success_roll
from .modifiers import ht_target

if TYPE_CHECKING:
    from tracker.model.combatant import Combatant
    from tracker.model.encounter import Encounter
    from tracker.model.timeline import Advance


def _rolls(c: Combatant) -> bool:
    return "stunned" in c.conditions and not c.is_out


def rolling(enc: Encounter) -> list[Combatant]:
    """The stunned who take turns, in turn order (also their order within a second)."""
    return [c for c in enc.ordered() if _rolls(c)]


def any_rolling(enc: Encounter) -> bool:
    """Whether anyone rolls (asked at every piece of an advance: stops at the first)."""
    return any(_rolls(c) for c in enc.combatants.values())


def roll_seconds(enc: Encounter, start: int, end: int, whole: Advance | None) -> list[str]:
    """The rolls of the seconds from calendar minute ``start`` to ``end`` (one piece of
    ``whole``): one a second for each victim, the GM's typed rolls first. The ids of those
    whose stun ended."""
    victims = rolling(enc)
    if not victims or end <= start:  # under a second: no turn has ended
        return []
    began = whole.began if whole is not None else start
    first_log = whole.first_log if whole is not None else len(enc.log)
    for c in victims:
        enc.touch(c.id)
    # a roll left pending is this second's: it is made now, not as one more
    ids = {c.id for c in victims}
    enc.checks[:] = [k for k in enc.checks if not (
        k.kind == "stun_recovery" and k.source is None and k.combatant in ids)]
    made = dict.fromkeys((c.id for c in victims), 0)
    ended: dict[str, tuple[int, int, int]] = {}
    for second in range(start * 60 + 1, end * 60 + 1):
        for c in victims:
            if c.id in ended:
                continue
            target = ht_target(enc, c)
            roll = whole.roll(enc) if whole is not None else enc.dice.roll(3)
            made[c.id] += 1
            if success_roll(target, roll).success:
                ended[c.id] = (second - began * 60, roll, target)
        if len(ended) == len(victims):
            break
    for c in victims:
        _log(enc, c, made[c.id], ended.get(c.id), first_log)
        if c.id in ended:
            c.conditions.pop("stunned", None)
    return list(ended)


def _log(enc: Encounter, c: Combatant, rolls: int, ended: tuple[int, int, int] | None,
         first_log: int) -> None:
    """One line for ``c`` over the whole advance: an earlier piece's line is summed into
    this piece's, which comes where the last roll was made (game-time order)."""
    old = next((e for e in enc.log[first_log:]
                if e.key == "stun_holds" and e.combatant == c.id), None)
    if old is not None:
        rolls += old.args["rolls"]
        enc.log.remove(old)
    if ended is None:
        enc.add_log("stun_holds", c.id, name=c.name, rolls=rolls)
    else:
        second, roll, target = ended
        enc.add_log("stun_ends", c.id, name=c.name, second=second, rolls=rolls, roll=roll,
                    target=target)
