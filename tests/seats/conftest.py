"""A headless session that shares, and players' phones over loopback."""

from __future__ import annotations

import pytest

from tracker.model.session import Session
from tracker.web.seats import share_session


class Table:
    """The GM's session (answers checked) and its phones."""

    def __init__(self, seed: int) -> None:
        self.s = Session(seed=seed)
        self.s.share_with = share_session
        self.phones: list = []

    def __call__(self, request: dict) -> dict:
        answer, ok = self.s.answer(request)
        assert ok, (request, answer)
        return answer

    def fails(self, request: dict) -> str:
        answer, ok = self.s.answer(request)
        assert not ok, answer
        return answer["error"]

    def phone(self, name: str):
        from tests.seats.seat_http import Phone

        p = Phone(self({"op": "seat", "name": name})["url"])
        assert p.listen() == 200
        self.phones.append(p)
        return p

    def close(self) -> None:
        for p in self.phones:
            p.close()
        if self.s.sharing is not None:
            self.s.sharing.stop()


@pytest.fixture
def table():
    t = Table(seed=3)
    yield t
    t.close()
