"""The quick damage/heal entry: "-5", "5" or "+3", "h3" typed on the selected combatant.

No rules of its own: damage is the ruleset's plain damage when it has one (CoC's keeper-
entered damage, the same hit the Damage dialog lands) and otherwise the GM's HP edit (GURPS's
Edit stats: G11 thresholds judged again, no shock or major wound since nothing hit a
location); healing is always the HP edit, so what follows (waking, a stopped death clock) is
what Edit stats does. One operation, so one undo step."""

from __future__ import annotations

import unicodedata

from .encounter import Action, Encounter
from .errors import RulesError
from .operations import apply_hit, edit_combatant
from .ruleset import primary_track, ruleset_for

#: what starts a heal besides "+": h, H and the Japanese for healing (NFKC folded)
HEAL_MARKS = ("+", "h", "回復")


def parse_change(text: str) -> int:
    """The change typed: negative for damage ("-5", "5"), positive for healing ("+3", "h3",
    "回復3"). Full-width digits and signs count. RulesError ``quick_change`` otherwise."""
    t = unicodedata.normalize("NFKC", text or "").strip().lower().replace(" ", "")
    t = t.replace("−", "-")
    sign = -1
    for mark in HEAL_MARKS:
        if t.startswith(mark):
            sign, t = 1, t[len(mark):]
            break
    else:
        t = t.removeprefix("-")
    if not t.isdigit() or int(t) == 0:
        raise RulesError("quick_change", f"type damage like -5 or 5, or healing like +3 or h3, "
                                         f"not '{text}'", text=text)
    return sign * int(t)


def quick_change(enc: Encounter, cid: str, change: int) -> Action:
    """``change`` points of the primary track lost (negative) or healed (positive) by
    ``cid``, through the operation the GM would otherwise use for it (module doc). A heal
    stops at the track's maximum."""
    rs = ruleset_for(enc)
    c = enc.get(cid)
    track = primary_track(rs, c)
    if change < 0:
        hit = rs.plain_damage(-change)
        if hit is not None:
            return apply_hit(enc, cid, hit)
        return edit_combatant(enc, cid, sheet={track.id: track.current + change})
    if track.current >= track.maximum:
        raise RulesError("quick_change_full", f"{c.name} is already at full {track.id}",
                         name=c.name)
    return edit_combatant(enc, cid, sheet={track.id: min(track.maximum, track.current + change)})


def typed_change(enc: Encounter, cid: str, text: str) -> Action:
    """The entry as typed: :func:`parse_change` then :func:`quick_change` (the window's)."""
    return quick_change(enc, cid, parse_change(text))
