"""The optional turn timer (issue 43): how long each turn takes in real (wall-clock) time.

It only watches: it never changes the encounter, is no operation (nothing to undo) and is not
saved with it. Game time never runs by it. The clock is injected (``clock``: seconds, e.g.
``time.monotonic``), so tests step it by hand.

Two readings: the GM's, of the turn the encounter is at; and the players', of the turn the
players are shown (:func:`tracker.model.public.shown_position`). While a hidden combatant
acts the players are still shown the last visible turn, so their reading keeps that turn's
start: no hidden turn starts, stops or resets it, and nothing the players get changes when
one begins (as the feed sends nothing then)."""

from __future__ import annotations

from collections.abc import Callable

from .encounter import Encounter, combatant_of
from .public import shown_position

#: a turn: (round, position in the order, position id)
TurnKey = tuple[int, int, str]


def timer_on(enc: Encounter) -> bool:
    """Whether the encounter's GM turned the timer on (the core option ``turn_timer``)."""
    return bool(enc.options.get("turn_timer", False))


class TurnTimer:
    """Real time per turn, fed by :meth:`observe` after every change of the encounter."""

    def __init__(self, clock: Callable[[], float]) -> None:
        self.clock = clock
        self._turn: TurnKey | None = None
        self._began = 0.0
        #: seconds spent in each turn so far (a turn left and come back to, by Previous turn
        #: or Undo, adds to its own total, so it counts once in the averages)
        self._spent: dict[TurnKey, float] = {}
        self._public: tuple[int, int] | None = None
        self._public_began = 0.0

    def reset(self) -> None:
        """Another encounter (File → Open, New): nothing measured yet."""
        self.__init__(self.clock)  # type: ignore[misc]

    def observe(self, enc: Encounter) -> None:
        now = self.clock()
        turn = _turn_of(enc)
        if turn != self._turn:
            self._close(now)
            self._turn, self._began = turn, now
        public = shown_position(enc)
        if public != self._public:
            self._public, self._public_began = public, now

    def _close(self, now: float) -> None:
        if self._turn is not None:
            self._spent[self._turn] = self._spent.get(self._turn, 0.0) + now - self._began

    def elapsed(self) -> float | None:
        """Seconds the current turn has taken (None out of combat)."""
        return None if self._turn is None else self.clock() - self._began

    def public_elapsed(self) -> float | None:
        """Seconds since the turn the players are shown began (None: none is shown)."""
        return None if self._public is None else self.clock() - self._public_began

    def averages(self, enc: Encounter, visible_only: bool = False) -> dict[str, tuple[float, int]]:
        """Combatant id -> (average seconds per turn, turns), the current turn counted as
        far as it went, in the order; ``visible_only``: combatants the players see only."""
        spent = dict(self._spent)
        if self._turn is not None:
            spent[self._turn] = spent.get(self._turn, 0.0) + self.clock() - self._began
        totals: dict[str, list[float]] = {}
        for (_round, _index, position), seconds in spent.items():
            totals.setdefault(combatant_of(position), []).append(seconds)
        out = {}
        for c in enc.ordered():
            if c.id in totals and (c.visibility.shown or not visible_only):
                times = totals[c.id]
                out[c.id] = (sum(times) / len(times), len(times))
        return out


def _turn_of(enc: Encounter) -> TurnKey | None:
    pos = enc.position
    if not enc.in_combat or pos is None:
        return None
    return (enc.round, enc.turn, pos)


def clock_text(seconds: float) -> str:
    """m:ss (whole seconds, rounded down): 0:07, 1:42, 12:00."""
    s = max(0, int(seconds))
    return f"{s // 60}:{s % 60:02d}"
