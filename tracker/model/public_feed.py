"""What the players are shown from one change of the encounter to the next.

:func:`~tracker.model.public.project` keeps the turn, the round and the next names at the
last visible turn while a hidden combatant acts. What the rules do as a turn passes to a
hidden combatant still changes visible ones (GURPS: the shock of the one whose turn just
ended runs out, G10; CoC: last round's places close as a hidden one opens the round); shown
at once, that would be a change with nobody new to act, and players could count the hidden
turns. So a step onto a hidden turn (next or previous turn, undo or redo of one) shows
nothing new: the players see its effects with the next visible turn, as they would if the
hidden combatants did not exist, or with the GM's next action that is not a turn step.

A players' screen feeds every change of its encounter to :meth:`PublicFeed.update` and
draws (or sends) only the views it returns; it is Qt-free, for the players' window and the
page alike.
"""

from __future__ import annotations

from .encounter import Encounter
from .public import PublicView, project


def _place(enc: Encounter) -> tuple[bool, int, str | None]:
    """Where the fight stands: in combat, the round, the position that has the turn."""
    return (enc.in_combat, enc.round, enc.position if enc.in_combat else None)


class PublicFeed:
    """The view the players are shown, one change at a time."""

    def __init__(self) -> None:
        #: the view shown now (None before the first update)
        self.view: PublicView | None = None
        self._place: tuple[bool, int, str | None] | None = None

    def reset(self) -> None:
        """Another encounter (File → Open, New): shown from scratch at the next update."""
        self.view = None
        self._place = None

    def update(self, enc: Encounter) -> PublicView | None:
        """The view to show after a change of ``enc``; None when players see nothing new."""
        place, before = _place(enc), self._place
        self._place = place
        cur = enc.current
        stepped_onto_hidden = (
            self.view is not None and before is not None and before[0] and place[0]
            and place != before and cur is not None and not cur.visibility.shown)
        if stepped_onto_hidden:
            return None
        view = project(enc)
        if view == self.view:
            return None
        self.view = view
        return view
