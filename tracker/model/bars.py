"""How full a track bar is: the one threshold rule (G11's HP/3 for the worst band) every bar,
figure and word of the tracker reads — the GM's roster, the figures of both rulesets, the
players' window and page (through the public projection), the track states and the players'
HP bands. A module of its own so that the GM window draws its bars without loading the whole
projection at start."""

from __future__ import annotations

#: the levels of :func:`bar_level`, best first
LEVELS = ("unhurt", "wounded", "badly_wounded", "collapsing")


def bar_level(current: int, maximum: int) -> str:
    """How full a track bar is, as the colour of a bar tells it: the one threshold rule for
    every bar (GM roster and players' screens): ``collapsing`` at 0 or less, ``badly_wounded``
    under a third, ``wounded`` under two thirds, else ``unhurt``."""
    if current <= 0:
        return "collapsing"
    if 3 * current < maximum:
        return "badly_wounded"
    if 3 * current < 2 * maximum:
        return "wounded"
    return "unhurt"


def track_state(current: int, maximum: int) -> str:
    """A track's state at a glance (``Track.state``): ``out`` and ``low`` where the bar is
    collapsing and badly wounded, else ``ok`` when full and ``hurt`` when not."""
    level = bar_level(current, maximum)
    if level == "collapsing":
        return "out"
    if level == "badly_wounded":
        return "low"
    return "ok" if current >= maximum else "hurt"


def hp_band(current: int, maximum: int) -> str:
    """The players' HP word while alive and up (``Ruleset.public_band``): the bar's two worst
    levels as they are, else ``wounded`` for any HP lost and ``unhurt`` at full HP."""
    level = bar_level(current, maximum)
    if level in ("collapsing", "badly_wounded"):
        return level
    return "wounded" if current < maximum else "unhurt"
