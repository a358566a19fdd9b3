"""A session's seats: the book of seats and requests, with the feed of their private views,
sent to the page server (when the session shares) after every request."""

from __future__ import annotations

import json
from typing import Any

from ..seat_view import SeatFeed
from ..seats import SeatBook, SeatRequest, auto_accepted

#: how long a phone's post waits for the GM's request being answered before its owed roll
#: is left for the GM (a request that never ends must not hold the page server)
AUTO_WAIT_S = 2.0


def view_text(view: dict[str, Any]) -> str:
    """One line of JSON (one Server-Sent Events data line)."""
    return json.dumps(view, ensure_ascii=False, separators=(",", ":"))


class SeatsOfSession(SeatBook):
    def __init__(self, session: Any) -> None:  # the engine's Session (it imports this)
        super().__init__()
        self.session = session
        self.feed = SeatFeed()
        self.on_request = self._auto

    def _auto(self, req: SeatRequest) -> None:
        """On the page server's thread, after a post is stored: the encounter's option
        accepts an owed roll the app makes at once, as the GM's ``accept`` would (its own
        undo step, its log lines from that seat), between the GM's own requests."""
        s = self.session
        if not auto_accepted(s.enc.options, req) or not s.lock.acquire(timeout=AUTO_WAIT_S):
            return
        try:
            if req.status == "pending":
                s.answer({"op": "accept", "id": req.id})
        finally:
            s.lock.release()

    def clear(self) -> None:
        """Another encounter: every seat of the old one is closed."""
        for token in list(self.seats):
            self.revoke(token)
        self.feed.reset()

    def changed(self) -> None:
        """After a request: undone steps marked, every seat's view worked out again and
        sent, the players' page given the new PUBLIC."""
        s = self.session
        if not self.seats and not self.requests and s.sharing is None:
            return  # nobody to tell: a session without seats pays nothing for them
        self.mark_undone(lambda step: any(a is step for a in s.history.done))
        views = self.feed.update(s.enc, self)
        server = s.sharing
        if server is None:
            return
        server.publish_encounter(s.enc)
        for token, view in views.items():
            server.publish_seat(token, view_text(view))
