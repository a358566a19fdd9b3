"""The sharing server keeps the contract (../shared/contracts/serve.md): the token on every
path, 404/405, nothing a request sends changes anything, 8 KiB, 64 streams, the end event."""

from __future__ import annotations

import http.client
import json
import socket
import threading
import time
import urllib.error
import urllib.request

import pytest

from tracker.model import operations as ops
from tracker.model.plugins import manifests
from tracker.model.public import project
from tracker.rulesets.gurps.rules.resolver import Hit
from tracker.web.server import MAX_STREAMS, page_language

from .conftest import TOKEN


def status(url: str, method: str = "GET", data: bytes | None = None,
           headers: dict[str, str] | None = None) -> int:
    req = urllib.request.Request(url, data=data, method=method, headers=headers or {})
    try:
        with urllib.request.urlopen(req, timeout=10) as r:
            return r.status
    except urllib.error.HTTPError as e:
        return e.code


def get(url: str) -> tuple[int, dict[str, str], bytes]:
    with urllib.request.urlopen(url, timeout=10) as r:
        return r.status, dict(r.headers), r.read()


class Stream:
    """One Server-Sent Events connection read line by line on a raw socket."""

    def __init__(self, port: int, token: str = TOKEN) -> None:
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=10)
        self.sock.sendall(f"GET /api/events?t={token} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
                          "Accept: text/event-stream\r\n\r\n".encode())
        self.file = self.sock.makefile("rb")
        self.status = int(self.file.readline().split()[1])
        self.headers = {}
        while (line := self.file.readline().strip()):
            k, _, v = line.decode().partition(":")
            self.headers[k.lower()] = v.strip()

    def event(self) -> tuple[str, str]:
        """(event name, data) of the next event; chunked framing lines are skipped."""
        name, data = "message", None
        while True:
            line = self.file.readline()
            if not line:
                raise EOFError
            text = line.decode().rstrip("\r\n")
            if text.startswith("event: "):
                name = text[7:]
            elif text.startswith("data: "):
                data = text[6:]
            elif text == "" and data is not None:
                return name, data

    def close(self) -> None:
        self.file.close()
        self.sock.close()


# -- the token --------------------------------------------------------------------------------
@pytest.mark.parametrize("path", ["/", "/api/state", "/api/events", "/nope", "/api/state/x"])
@pytest.mark.parametrize("token", [None, "", "wrong", TOKEN[:-1], TOKEN + "x"])
def test_without_the_token_every_path_is_403(shared, path, token):
    assert status(shared.url(path, token=token)) == 403
    assert status(shared.url(path, token=token), "POST", b"{}") == 403
    assert status(shared.url(path, token=token), "DELETE") == 403


def test_the_403_tells_nothing(shared):
    try:
        urllib.request.urlopen(shared.url("/api/state", token="bad"), timeout=10)
    except urllib.error.HTTPError as e:
        body = e.read().decode()
    assert "Aiko" not in body and "ruleset" not in body and len(body) < 40


@pytest.mark.parametrize(("lang", "accept", "words"), [
    ("ja", None, "このリンクはもう使えません。GMの画面のコードをもう一度読み取ってください。"),
    (None, "en-US,en;q=0.9", "This link is no longer valid. Scan the code on the GM's screen "
                             "again."),
])
def test_a_page_opened_with_a_wrong_link_says_so_in_its_language(shared, lang, accept, words):
    query = {"lang": lang} if lang else {}
    req = urllib.request.Request(shared.url("/", token="old-token-0123456789", **query),
                                 headers={"Accept-Language": accept} if accept else {})
    with pytest.raises(urllib.error.HTTPError) as err:
        urllib.request.urlopen(req, timeout=10)
    assert err.value.code == 403
    html = err.value.read().decode()
    assert words.replace("'", "&#x27;") in html or words in html
    assert "Aiko" not in html and "<script" not in html and "ruleset" not in html
    assert err.value.headers["Content-Security-Policy"].startswith("default-src 'none'")


# -- paths and methods ---------------------------------------------------------------------------
def test_other_paths_are_404_and_other_methods_405(shared):
    for path in ("/x", "/api", "/api/state/", "/index.html", "/api/events/1", "/../etc/passwd"):
        assert status(shared.url(path)) == 404, path
    for method in ("POST", "PUT", "DELETE", "PATCH"):
        for path in ("/", "/api/state", "/api/events"):
            assert status(shared.url(path), method, b"" if method != "DELETE" else None) == 405
    assert status(shared.url("/api/events"), "HEAD") == 405  # a stream has no head
    assert status(shared.url("/api/state"), "HEAD") == 200


def test_nothing_a_request_sends_changes_the_state(shared):
    before = get(shared.url("/api/state"))[2]
    hostile = json.dumps({"combatants": [], "hp": 0}).encode()
    for method in ("POST", "PUT", "PATCH", "DELETE"):
        status(shared.url("/api/state"), method, hostile if method != "DELETE" else None)
    status(shared.url("/api/state", hp="0", name="x"))
    assert get(shared.url("/api/state"))[2] == before


def test_the_state_is_the_projection_and_follows_a_publish(shared):
    code, headers, body = get(shared.url("/api/state"))
    assert code == 200 and headers["Content-Type"].startswith("application/json")
    assert headers["Cache-Control"] == "no-store"
    assert json.loads(body) == project(shared.enc).to_json()
    wolf = next(c.id for c in shared.enc.ordered() if c.name == "Dire wolf")
    ops.apply_hit(shared.enc, wolf, Hit(8, "cut", "torso"))
    shared.publish()
    deadline = time.monotonic() + 5
    while json.loads(get(shared.url("/api/state"))[2]) != project(shared.enc).to_json():
        assert time.monotonic() < deadline
        time.sleep(0.02)


# -- sizes ----------------------------------------------------------------------------------------
def test_requests_over_8_kib_are_refused(shared):
    big = b"x" * 9000
    assert status(shared.url("/api/state"), "POST", big) == 413
    assert status(shared.url("/api/state"), "GET", big) == 413
    assert status(shared.url("/api/state", pad="y" * 9000)) in (400, 414)
    assert status(shared.url("/api/state"), headers={"X-Pad": "y" * 9000}) in (400, 431)
    assert status(shared.url("/api/state")) == 200  # still serving


# -- the page ---------------------------------------------------------------------------------------
def test_the_page_is_self_contained_and_chooses_its_language(shared):
    code, headers, body = get(shared.url("/", lang="ja"))
    html = body.decode()
    assert code == 200 and headers["Content-Type"].startswith("text/html")
    assert '<html lang="ja">' in html and "第{0}ラウンド" in html
    csp = headers["Content-Security-Policy"]
    assert "default-src 'none'" in csp and "connect-src 'self'" in csp
    nonce = csp.split("'nonce-")[1].split("'")[0]
    from tracker.web.page import figure_scripts

    # the style, two data blocks, the figures' registry and each ruleset's figure script, the
    # page's script
    assert html.count(f'nonce="{nonce}"') == 4 + len(figure_scripts())
    assert len(figure_scripts()) == 1 + len(manifests())
    for external in ("http://", "https://", "//cdn", "src=\"/"):
        assert external not in html.replace("http://www.w3.org/2000/svg", ""), external
    req = urllib.request.Request(shared.url("/"), headers={"Accept-Language": "en-GB,ja;q=0.5"})
    with urllib.request.urlopen(req, timeout=10) as r:
        assert '<html lang="en">' in r.read().decode()
    assert "Aiko" not in html  # the page holds no encounter data: that comes with the state


@pytest.mark.parametrize(("forced", "accept", "lang"), [
    ("en", "ja", "en"), ("ja", "en", "ja"), (None, "en-US,en;q=0.9", "en"),
    (None, "fr-FR,en;q=0.8,ja;q=0.9", "ja"), (None, None, "ja"), ("xx", "de", "ja"),
    (None, "ja;q=0.2, en;q=0.3", "en"), (None, "en;q=bad,ja", "ja"),
])
def test_page_language(forced, accept, lang):
    assert page_language(forced, accept) == lang


# -- event streams ------------------------------------------------------------------------------------
def test_a_stream_gets_the_state_at_once_then_each_change_and_the_end(shared):
    s = Stream(shared.server.port)
    try:
        assert s.status == 200 and s.headers["content-type"] == "text/event-stream"
        assert json.loads(s.event()[1]) == project(shared.enc).to_json()
        wolf = next(c.id for c in shared.enc.ordered() if c.name == "Dire wolf")
        ops.apply_hit(shared.enc, wolf, Hit(8, "cut", "torso"))
        expected = shared.publish()
        shared.publish()  # unchanged: not sent again
        ops.next_turn(shared.enc)
        second = shared.publish()
        assert s.event()[1] == expected and s.event()[1] == second
        shared.server.stop()
        assert s.event() == ("end", "{}")
    finally:
        s.close()


def test_the_65th_stream_is_refused_with_503(shared):
    streams = [Stream(shared.server.port) for _ in range(MAX_STREAMS)]
    try:
        for s in streams:
            assert s.status == 200
            s.event()
        extra = Stream(shared.server.port)
        assert extra.status == 503
        extra.close()
        assert status(shared.url("/api/state")) == 200  # the rest still works
        streams.pop().close()
        deadline = time.monotonic() + 5
        while shared.server.stream_count >= MAX_STREAMS:  # a viewer left: room for one
            assert time.monotonic() < deadline
            time.sleep(0.02)
        again = Stream(shared.server.port)
        assert again.status == 200
        streams.append(again)
    finally:
        for s in streams:
            s.close()


def test_stop_frees_the_port_and_a_restart_has_a_new_token(shared):
    from tracker.web.page import page_html
    from tracker.web.server import ShareServer
    from tracker.web.state import state_text

    port = shared.server.port
    shared.server.stop()
    with pytest.raises(OSError):
        socket.create_connection(("127.0.0.1", port), timeout=2).close()
    a = ShareServer(page_html, state_text(shared.enc), host="127.0.0.1", port=port)
    b_token = ShareServer(page_html, "{}").token
    a.start()
    try:
        assert a.token != TOKEN and a.token != b_token and len(a.token) >= 20
        assert status(shared.url("/api/state")) == 403  # the old token is no longer good
    finally:
        a.stop()


def test_a_taken_port_is_an_error_not_a_hang(shared):
    from tracker.web.server import ShareServer

    other = ShareServer(lambda lang: "", "{}", host="127.0.0.1", port=shared.server.port)
    t0 = time.monotonic()
    with pytest.raises(OSError):
        other.start()
    assert time.monotonic() - t0 < 5 and not other.running
    conn = http.client.HTTPConnection("127.0.0.1", shared.server.port, timeout=5)
    conn.request("GET", f"/api/state?t={TOKEN}")
    assert conn.getresponse().status == 200
    conn.close()
    assert threading.active_count() < 50


def test_listening_everywhere_gives_the_lan_address():
    from tracker.web.net import lan_address
    from tracker.web.server import ShareServer

    s = ShareServer(lambda lang: "", "{}", host="0.0.0.0", port=0)
    s.start()
    try:
        assert s.url.startswith(f"http://{lan_address()}:{s.port}/?t=")
        assert status(f"http://127.0.0.1:{s.port}/api/state?t={s.token}") == 200
    finally:
        s.stop()
