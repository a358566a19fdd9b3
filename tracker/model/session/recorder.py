"""The encounter's dice while one request of a session runs (:class:`Recorder`)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..dice import Dice


class Recorder:
    """The encounter's dice while one request runs: every roll it makes is noted (to echo
    what the app rolled), and 3d totals the request gave are served first, in order."""

    def __init__(self, real: Dice, given: Iterable[int] = ()) -> None:
        self._real = real
        self.given = list(given)
        self.rolled: list[tuple[int, int, int]] = []  # (count, sides, total)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._real, name)

    def roll(self, count: int = 3, sides: int = 6) -> int:
        if count == 3 and sides == 6 and self.given:
            total = self.given.pop(0)
        else:
            total = self._real.roll(count, sides)
        self.rolled.append((count, sides, total))
        return total

    def d100(self) -> int:
        total = self._real.d100()
        self.rolled.append((1, 100, total))
        return total

    def totals(self, count: int, sides: int) -> list[int]:
        return [t for c, s, t in self.rolled if (c, s) == (count, sides)]
