"""A headless session: GM actions as request objects in, the encounter's state out.

Each request is performed with the same model operations the GM window runs, and pushed as
one step of a :class:`~tracker.model.operations.History` (the Qt-free twin of the window's
QUndoStack: both only call :meth:`Action.undo` / :meth:`Action.redo`). A request that
performs several operations (the World dock's settings at once) is one step, as a Qt undo
macro would be. A request that fails changes nothing: its own actions are undone first.

Ops live in tables: the core's (:data:`.core_ops.OPS`) and the encounter's ruleset's, found
through the ruleset's ``session_provider`` (a module with ``OPS``, ``combatant_state``,
``timers`` and ``end_combat_rolls``), so the core names no ruleset."""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Iterable
from typing import Any

from ..combatant import Combatant
from ..compound import Compound
from ..dice import Dice
from ..encounter import Action, Encounter
from ..errors import TrackerError
from ..input_text import ascii_forms
from ..operations import History, new_encounter
from ..public_feed import feed_for
from ..ruleset import default_ruleset, known_rulesets
from .core_ops import OPS
from .extension import extension, ruleset_extension
from .handler import Handler
from .recorder import Recorder
from .request import Req, RequestError
from .seat_ops import SEAT_OPS, ask_defense, asks
from .seats import SeatsOfSession
from .state import encounter_state


class Session:
    """One encounter, its undo history and its dice seed, answering requests in order."""

    def __init__(self, encounter: Encounter | None = None, seed: int | None = None) -> None:
        self.seed = seed
        self.enc: Encounter = encounter if encounter is not None else new_encounter(default_ruleset())
        if seed is not None:
            self.enc.dice = Dice(seed)
        self.history = History(self.enc)
        # the players' feed follows every change, as in the window: a save carries what
        # the players were shown (public_feed), for `serve FILE`
        feed_for(self.enc)
        self._actions: list[Action] = []
        self._req: Req | None = None
        self.dice: Recorder | None = None
        #: the library ``from_library`` and ``to_library`` use (``--library``); None: none
        self.library: Any = None
        #: the players' seats (``contracts/seats.md``); their page server once shared
        self.seats = SeatsOfSession(self)
        self.seat_accepted: Any = None
        self.sharing: Any = None
        #: one request at a time: the GM's, or a seat's owed roll the encounter's option
        #: accepts on the page server's thread (``SeatsOfSession``)
        self.lock = threading.RLock()
        #: starts the page server for ``share``: ``share_with(session, host, port)``
        self.share_with: Callable[[Session, str, int], Any] | None = None

    # -- what ops call --------------------------------------------------------------------------
    def replace(self, enc: Encounter) -> None:
        """A whole new encounter (File → New, File → Open): a fresh undo history."""
        if self.seed is not None:
            enc.dice = Dice(self.seed)
        self.enc = enc
        self.history = History(enc)
        self.seats.clear()
        feed_for(enc)

    def run(self, op: Callable[..., Action], *args: Any, **kwargs: Any) -> Any:
        """Perform one model operation as the window's ``EncounterDocument.run`` does; the
        request's keys were all read before anything changes."""
        if self._req is not None:
            self._req.done()
        action = op(self.enc, *args, **kwargs)
        self._actions.append(action)
        return action.result

    def given_rolls(self, rolls: Iterable[int]) -> None:
        """3d totals the request typed, used by the next rolls the app makes."""
        assert self.dice is not None
        self.dice.given = list(rolls)

    def combatant(self, req: Req, key: str) -> Combatant:
        """The combatant a request names under ``key`` (names are unique)."""
        name = req.str_(key, required=True)
        return self.named(name, req.name(key))

    def named(self, name: str, what: str) -> Combatant:
        cs = list(self.enc.combatants.values())
        found = next((c for c in cs if c.name == name), None) or next(
            (c for c in cs if ascii_forms(c.name.strip()) == ascii_forms(name.strip())), None)
        if found is None:
            known = ", ".join(c.name for c in self.enc.ordered()) or "nobody yet"
            raise RequestError(f"'{what}': no combatant named {json.dumps(name, ensure_ascii=False)}"
                               f" (known: {known})")
        return found

    # -- answering ------------------------------------------------------------------------------
    def answer(self, data: Any) -> tuple[dict[str, Any], bool]:
        """One request object -> (answer, ok)."""
        with self.lock:
            return self._answer(data)

    def _answer(self, data: Any) -> tuple[dict[str, Any], bool]:
        enc_before, history_before = self.enc, self.history
        real = self.enc.dice
        self.dice = Recorder(real)
        self.enc.dice = self.dice  # type: ignore[assignment]
        self._actions = []
        try:
            req = Req(data)
            op = req.str_("op", required=True)
            handler: Handler | None = (ask_defense if asks(data) else OPS.get(op)
                                       or SEAT_OPS.get(op) or extension(self.enc).OPS.get(op))
            if handler is None:
                raise RequestError(self._unknown_op(op))
            self._req = req
            extra = handler(self, req) or {}
            req.done()
        except Exception as exc:  # noqa: BLE001 (a bug must not end the session either)
            for action in reversed(self._actions):
                action.undo(enc_before)
            self.enc, self.history = enc_before, history_before
            enc_before.dice = real
            if isinstance(exc, TrackerError):
                return {"error": str(exc)}, False
            return {"error": f"internal error: {type(exc).__name__}: {exc}"}, False
        finally:
            self._req = None
            enc_before.dice = real
            self.dice = None
        if self._actions and self.enc is enc_before:
            acts = self._actions
            step = acts[0] if len(acts) == 1 else Compound("+".join(a.label for a in acts), acts)
            self.history.push(step)  # type: ignore[arg-type]
            if self.seat_accepted is not None:
                self.seat_accepted.step = step
        self.seat_accepted = None
        self._actions = []
        self.seats.changed()
        return {"ok": True, "state": encounter_state(self.enc), **extra}, True

    def _unknown_op(self, op: str) -> str:
        mine = extension(self.enc).OPS
        for rid in known_rulesets():
            if rid == self.enc.ruleset_id:
                continue
            try:
                other = ruleset_extension(rid).OPS
            except TrackerError:
                continue
            if op in other:
                return (f"'{op}' is an op of {rid} encounters; this encounter's ruleset is "
                        f"{self.enc.ruleset_id} (its own ops: {', '.join(mine)})")
        return f"unknown op {json.dumps(op, ensure_ascii=False)} (known: " \
               f"{', '.join([*OPS, *mine])})"


def run_lines(lines: Iterable[str], session: Session) -> Iterable[tuple[dict[str, Any], bool]]:
    """Answers to JSON lines, blank lines skipped."""
    for raw in lines:
        if not raw.strip():
            continue
        try:
            data = json.loads(raw)
        except (json.JSONDecodeError, RecursionError) as exc:
            yield {"error": f"not valid JSON: {exc}"}, False
            continue
        yield session.answer(data)
