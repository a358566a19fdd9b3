"""Seats: one player's device acting for one combatant, the GM approving
(``contracts/seats.md``). Qt-free and free of the network: the page server hands each post
to :meth:`SeatBook.submit` (on its own thread), the GM's side (the window, the headless
session) lists, accepts and refuses through the same book.

Nothing a seat sends changes the encounter: a request waits here until the GM accepts it,
and then runs as the session requests the GM would have typed
(:mod:`tracker.model.session.seat_ops`). What a seat may do at a moment (its turn, the checks
it owes, a defense prompt, the names it may use) is a :class:`~.seat_requests.Context`
computed on the GM's side from the players' projection after each change, so the server's
thread never reads the encounter."""

from __future__ import annotations

import secrets
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .errors import TrackerError
from .options import SEATS_AUTO_ACCEPT
from .seat_requests import Context, NotNow, read

#: at most this many requests per seat within :data:`RATE_WINDOW` seconds
RATE_COUNT = 5
RATE_WINDOW = 10.0
#: at most this many requests of one seat waiting for the GM
MAX_PENDING = 20
#: a seat's requests kept for its page (the oldest settled ones go first)
MAX_KEPT = 50
STATUSES = ("pending", "accepted", "refused", "dropped", "undone")


def auto_accepted(options: dict[str, Any], req: SeatRequest) -> bool:
    """The encounter's option accepts ``req`` without the GM: a roll the app makes for an
    owed check or an asked defense (never a declaration, never dice the player typed)."""
    return (options.get(SEATS_AUTO_ACCEPT) is True and req.type in ("check", "defense")
            and req.body.get("roll") is None)


def new_seat_token() -> str:
    """A seat's token: 144 random bits (the contract asks for 128 at least)."""
    return secrets.token_urlsafe(18)


class SeatRefused(TrackerError):
    """A post the book refuses: ``code`` names it for the page's words (``bad_request``,
    ``not_now``, ``rate``, ``full``, ``forbidden``), ``status`` is the HTTP answer."""

    def __init__(self, code: str, message: str, status: int) -> None:
        super().__init__(code, message)
        self.code = code
        self.status = status


@dataclass
class Seat:
    token: str
    #: the combatant's id
    combatant: str


@dataclass
class SeatRequest:
    """One request of a seat, as sent, and where it stands."""

    id: str
    seat: str
    body: dict[str, Any]
    at: float
    status: str = "pending"
    reason: str = ""
    result: Any = None
    #: the undo step its Accept pushed (to tell "undone" from "accepted")
    step: Any = field(default=None, repr=False)

    @property
    def type(self) -> str:
        return str(self.body.get("type"))

    def for_seat(self) -> dict[str, Any]:
        return {"id": self.id, "type": self.type, "status": self.status,
                "reason": self.reason, "result": self.result}


@dataclass
class Prompt:
    """The GM asked a seat's combatant to defend: the attack waiting for its answer."""

    attack: dict[str, Any]
    #: the attacker as players see it
    attacker: str
    choices: tuple[str, ...]


class SeatBook:
    """The seats of one encounter, their requests and what each may do now. Thread-safe:
    :meth:`submit` runs on the server's thread, everything else on the GM's."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._lock = threading.RLock()
        self.clock = clock
        self.seats: dict[str, Seat] = {}
        self.requests: dict[tuple[str, str], SeatRequest] = {}
        self.contexts: dict[str, Context] = {}
        self.prompts: dict[str, Prompt] = {}
        self._sent: dict[str, deque[float]] = {}
        self.ruleset_id = ""
        #: called (on the submitting thread) after a new request is stored
        self.on_request: Callable[[SeatRequest], None] | None = None
        #: a seat was revoked: its token (the server ends its streams)
        self.on_revoke: Callable[[str], None] | None = None

    # -- seats ------------------------------------------------------------------------------
    def open(self, combatant: str, token: str | None = None) -> Seat:
        """The seat of ``combatant`` (the one it has, else a new one; ``token``: a kept one)."""
        with self._lock:
            for seat in self.seats.values():
                if seat.combatant == combatant:
                    return seat
            seat = Seat(token or new_seat_token(), combatant)
            self.seats[seat.token] = seat
            return seat

    def seat_of(self, combatant: str) -> Seat | None:
        with self._lock:
            return next((s for s in self.seats.values() if s.combatant == combatant), None)

    def revoke(self, token: str) -> bool:
        """Close a seat: its pending requests are dropped, its streams end (on_revoke)."""
        with self._lock:
            if self.seats.pop(token, None) is None:
                return False
            for r in self.requests.values():
                if r.seat == token and r.status == "pending":
                    r.status = "dropped"
            self.contexts.pop(token, None)
            self.prompts = {t: p for t, p in self.prompts.items() if t != token}
            self._sent.pop(token, None)
        if self.on_revoke is not None:
            self.on_revoke(token)
        return True

    def known(self, token: str) -> bool:
        with self._lock:
            return token in self.seats

    # -- posts ------------------------------------------------------------------------------
    def submit(self, token: str, body: Any) -> SeatRequest:
        """Store a seat's request (raises :class:`SeatRefused`). The same id twice is the
        same request: answered again as it stands, counted once."""
        with self._lock:
            if token not in self.seats:
                raise SeatRefused("forbidden", "no such seat", 403)
            rid = body.get("id") if isinstance(body, dict) else None
            if isinstance(rid, str) and (token, rid) in self.requests:
                return self.requests[(token, rid)]
            self._rate(token)
            if sum(1 for r in self.requests.values()
                   if r.seat == token and r.status == "pending") >= MAX_PENDING:
                raise SeatRefused("full", f"{MAX_PENDING} requests are waiting for the GM", 429)
            ctx = self.contexts.get(token, Context())
            try:
                stored = read(body, self.ruleset_id, ctx)
            except NotNow:
                raise SeatRefused("not_now", "not possible now", 409) from None
            except TrackerError as exc:
                raise SeatRefused("bad_request", str(exc), 400) from None
            req = SeatRequest(stored["id"], token, stored, self.clock())
            self.requests[(token, req.id)] = req
            self._trim(token)
        if self.on_request is not None:
            self.on_request(req)
        return req

    def _rate(self, token: str) -> None:
        now = self.clock()
        sent = self._sent.setdefault(token, deque())
        while sent and now - sent[0] >= RATE_WINDOW:
            sent.popleft()
        if len(sent) >= RATE_COUNT:
            raise SeatRefused("rate", f"at most {RATE_COUNT} requests in {RATE_WINDOW:g} s",
                              429)
        sent.append(now)

    def _trim(self, token: str) -> None:
        mine = [k for k, r in self.requests.items() if r.seat == token]
        for key in mine[:max(0, len(mine) - MAX_KEPT)]:
            if self.requests[key].status != "pending":
                del self.requests[key]

    # -- the GM's side ----------------------------------------------------------------------
    def pending(self) -> list[SeatRequest]:
        with self._lock:
            return [r for r in self.requests.values() if r.status == "pending"]

    def find(self, rid: str) -> SeatRequest | None:
        """A request by its id (ids are the seats' own: the first pending one of that id)."""
        with self._lock:
            found = [r for r in self.requests.values() if r.id == rid]
            return next((r for r in found if r.status == "pending"), found[0] if found else None)

    def settle(self, req: SeatRequest, status: str, reason: str = "", result: Any = None,
               step: Any = None) -> None:
        with self._lock:
            req.status, req.reason, req.result, req.step = status, reason, result, step
            if status == "accepted" and req.type == "defense":
                self.prompts.pop(req.seat, None)

    def mine(self, token: str) -> list[SeatRequest]:
        with self._lock:
            return [r for r in self.requests.values() if r.seat == token]

    def set_contexts(self, contexts: dict[str, Context], ruleset_id: str) -> None:
        with self._lock:
            self.contexts = {t: c for t, c in contexts.items() if t in self.seats}
            self.ruleset_id = ruleset_id

    def mark_undone(self, is_done: Callable[[Any], bool]) -> bool:
        """Accepted requests whose step was undone show "undone" (and back on redo); True
        when any changed."""
        changed = False
        with self._lock:
            for r in self.requests.values():
                if r.step is None or r.status not in ("accepted", "undone"):
                    continue
                status = "accepted" if is_done(r.step) else "undone"
                changed |= status != r.status
                r.status = status
        return changed
