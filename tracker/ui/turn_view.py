"""The turn in view (issue 43): when the turn passes, the acting combatant's roster row and
card are scrolled into view, and (unless the GM turned it off) the combatant is selected, so
that the detail pane, Enter and the keys act on whoever acts."""

from __future__ import annotations

from typing import Any

#: the GM's preference (QSettings key): select the acting combatant when the turn passes
FOLLOW_SETTING = "follow_turn"


def follows(settings) -> bool:
    """Whether the selection follows the turn (on unless the GM turned it off)."""
    if settings is None:
        return True
    return str(settings.value(FOLLOW_SETTING, "true")).lower() not in ("false", "0")


def where(enc) -> tuple[int, str] | None:
    """The turn as a place in the fight (round, position); None out of combat."""
    if not enc.in_combat or enc.current is None:
        return None
    return (enc.round, enc.position or enc.current.id)


def follow(window: Any) -> None:
    """Bring the turn into view if it moved since the last call."""
    enc = window.doc.encounter
    at = where(enc)
    if at == getattr(window, "_turn_at", None):
        return
    window._turn_at = at
    if at is None:
        return
    cid = enc.current.id
    if window.follow_turn and window.selected != cid:
        window.select(cid)
    show(window, at[1], cid)


def show(window: Any, position: str, cid: str) -> None:
    """Scroll the roster to ``position``'s row and the cards to ``cid``'s card."""
    row = window.roster_model.row_of_position(position)
    if row >= 0:
        window.roster.scrollTo(window.roster_model.index(row, 0))
    card = window.cards.cards.get(cid)
    if card is not None:
        window.cards.ensureWidgetVisible(card, 0, 0)


def set_follow(window: Any, on: bool) -> None:
    """Combat → Select the acting combatant: on or off, kept for the next start."""
    window.follow_turn = bool(on)
    if window.settings is not None:
        window.settings.setValue(FOLLOW_SETTING, window.follow_turn)
