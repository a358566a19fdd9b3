"""A session's seats: the book of seats and requests, with the feed of their private views,
sent to the page server (when the session shares) after every request."""

from __future__ import annotations

import json
from typing import Any

from ..seat_view import SeatFeed
from ..seats import SeatBook


def view_text(view: dict[str, Any]) -> str:
    """One line of JSON (one Server-Sent Events data line)."""
    return json.dumps(view, ensure_ascii=False, separators=(",", ":"))


class SeatsOfSession(SeatBook):
    def __init__(self, session: Any) -> None:  # the engine's Session (it imports this)
        super().__init__()
        self.session = session
        self.feed = SeatFeed()

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
