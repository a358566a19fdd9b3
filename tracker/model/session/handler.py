"""What an op of a session is: a handler of one request, given the session that runs it.

The ops see the session through :class:`Host` (the engine's :class:`~.engine.Session` is the
one), so that the engine imports its op tables and no table imports the engine."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, Protocol

from .request import Req

if TYPE_CHECKING:
    from ..combatant import Combatant
    from ..encounter import Action, Encounter
    from ..operations import History
    from .recorder import Recorder


class Host(Protocol):
    """The session an op runs in: its encounter, undo history, dice and library, and what an
    op calls on it."""

    enc: Encounter
    history: History
    #: the encounter's dice while the request runs (None between requests)
    dice: Recorder | None
    #: the library ``from_library`` and ``to_library`` use (``--library``); None: none
    library: Any

    def replace(self, enc: Encounter) -> None: ...
    def run(self, op: Callable[..., Action], *args: Any, **kwargs: Any) -> Any: ...
    def given_rolls(self, rolls: Iterable[int]) -> None: ...
    def combatant(self, req: Req, key: str) -> Combatant: ...
    def named(self, name: str, what: str) -> Combatant: ...


Handler = Callable[[Host, Req], dict[str, Any] | None]
