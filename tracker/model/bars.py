"""How full a track bar is: the one threshold rule the projection (public.py) and the GM's
roster share. A module of its own so that the GM window draws its bars without loading the
whole projection at start."""

from __future__ import annotations


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
