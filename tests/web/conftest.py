"""A sharing server over a demo encounter on the loopback, for the web tests."""

from __future__ import annotations

import pytest

from tracker.rulesets.gurps.rules.demo import demo_encounter
from tracker.web.page import page_html, refused_html
from tracker.web.server import ShareServer
from tracker.web.state import state_text

TOKEN = "test-token-0123456789"


class Shared:
    def __init__(self) -> None:
        self.enc = demo_encounter()
        self.server = ShareServer(page_html, state_text(self.enc), host="127.0.0.1", port=0,
                                  token=TOKEN, refused=refused_html)

    def publish(self) -> str:
        text = state_text(self.enc)
        self.server.publish(text)
        return text

    def url(self, path: str = "/", token: str | None = TOKEN, **query: str) -> str:
        q = dict(query)
        if token is not None:
            q["t"] = token
        from urllib.parse import urlencode

        return f"http://127.0.0.1:{self.server.port}{path}" + (f"?{urlencode(q)}" if q else "")


@pytest.fixture
def shared():
    s = Shared()
    s.server.start()
    yield s
    s.server.stop()
