"""``python -m tracker serve FILE`` stays read-only (``contracts/seats.md``): nobody is there
to approve, so its server has no seat routes — a seat's post and stream are 404 like any
unknown path, and nothing reaches the encounter."""

from __future__ import annotations

import http.client

from tracker.model.operations import new_encounter
from tracker.web.page import page_html
from tracker.web.server import ShareServer
from tracker.web.state import state_text


def test_the_read_only_server_answers_no_seat_path():
    server = ShareServer(page_html, state_text(new_encounter("gurps")), host="127.0.0.1",
                         port=0)
    server.start()
    try:
        host = f"127.0.0.1:{server.port}"
        for method, path in (("POST", "/api/seat/request"), ("GET", "/api/seat/events")):
            conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=5)
            conn.request(method, f"{path}?t={server.token}&s=x", b"{}" if method == "POST"
                         else None, {"Host": host, "X-Seat": "x",
                                     "Content-Type": "application/json"})
            resp = conn.getresponse()
            assert resp.status == 404, (method, path, resp.status)
            resp.read()
            conn.close()
    finally:
        server.stop()
