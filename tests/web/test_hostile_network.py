"""Issue 35 item 2 (contract serve.md, "Holding against the network"), over the loopback
only, with a second loopback address (127.0.0.2) as the hostile device: Host names, the
request-head timeout, the connection limits, short log lines, refusal before the body."""

from __future__ import annotations

import logging
import socket
import time
import urllib.request

import pytest

from tracker.web import guard
from tracker.web.server import ShareServer

from .conftest import TOKEN

ATTACKER = "127.0.0.2"


def raw(port: int, head: bytes, source: str = "127.0.0.1", timeout: float = 5) -> socket.socket:
    s = socket.create_connection(("127.0.0.1", port), timeout=timeout,
                                 source_address=(source, 0))
    if head:
        s.sendall(head)
    return s


def answer(s: socket.socket) -> bytes:
    """Everything the server sends until it closes the connection."""
    out = b""
    try:
        while chunk := s.recv(65536):
            out += chunk
    except (ConnectionResetError, TimeoutError):
        pass
    return out


def closed_by_server(s: socket.socket, within: float) -> bool:
    s.settimeout(within)
    try:
        return s.recv(1) == b""
    except ConnectionResetError:
        return True
    except TimeoutError:
        return False


def player_latency(port: int) -> float:
    t0 = time.perf_counter()
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/state?t={TOKEN}", timeout=5) as r:
        assert r.status == 200
        r.read()
    return time.perf_counter() - t0


def get(port: int, host: str | None, path: str = f"/api/state?t={TOKEN}") -> bytes:
    head = f"GET {path} HTTP/1.1\r\n" + (f"Host: {host}\r\n" if host is not None else "")
    s = raw(port, (head + "Connection: close\r\n\r\n").encode())
    try:
        return answer(s)
    finally:
        s.close()


# -- Host -----------------------------------------------------------------------------------
def test_only_the_names_the_server_was_started_for_are_answered(shared):
    port = shared.server.port
    for host in ("127.0.0.1", f"127.0.0.1:{port}", "localhost", f"LOCALHOST:{port}"):
        assert get(port, host).startswith(b"HTTP/1.1 200"), host
    # a page of another site whose name now points here (DNS rebinding), or an empty name:
    # 421 and nothing else, with the right token too (no Host at all: aiohttp's own 400)
    for host in ("evil.example", f"evil.example:{port}", "127.0.0.2", f"127.0.0.1:{port + 1}",
                 "", None):
        reply = get(port, host)
        assert reply.split(b" ")[1] == (b"421" if host is not None else b"400"), (host, reply)
        assert b"ruleset" not in reply and b"Aiko" not in reply and len(reply) < 400


def test_the_names_of_each_address_listened_on():
    names = guard.host_names("192.168.1.20", 8765, [])
    assert names == {"192.168.1.20", "192.168.1.20:8765"}
    assert guard.host_names("::1", 80, []) == {"[::1]", "[::1]:80", "localhost", "localhost:80"}
    every = guard.host_names("0.0.0.0", 8765, ["192.168.1.20", "10.0.0.5", "127.0.0.1"])
    assert {"192.168.1.20:8765", "10.0.0.5", "localhost:8765"} <= every
    assert "0.0.0.0" not in every


# -- the request head -------------------------------------------------------------------------
def test_an_unfinished_head_is_closed_after_the_head_timeout(shared):
    assert ShareServer(lambda lang: "", "{}").head_timeout == guard.HEAD_TIMEOUT == 10.0
    quick = ShareServer(lambda lang: "", "{}", host="127.0.0.1", port=0, token=TOKEN,
                        head_timeout=1.0)
    quick.start()
    try:
        slow = raw(quick.port, b"GET /api/state?t=" + TOKEN.encode(), source=ATTACKER)
        t0 = time.monotonic()
        slow.sendall(b" HTTP/1.1\r\n")  # a byte now and then does not keep it open
        assert closed_by_server(slow, 4)
        assert 0.8 < time.monotonic() - t0 < 3.5
        slow.close()
        idle = raw(quick.port, b"", source=ATTACKER)  # nothing sent at all
        assert closed_by_server(idle, 4)
        idle.close()
        assert quick.connections.count == 0
    finally:
        quick.stop()


# -- how many connections -----------------------------------------------------------------------
def test_a_flood_from_one_address_is_held_to_16_and_others_are_served(shared):
    port = shared.server.port
    flood = [raw(port, b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n", source=ATTACKER)
             for _ in range(60)]
    try:
        deadline = time.monotonic() + 5
        while shared.server.connections.refused < 60 - guard.PER_ADDRESS:
            assert time.monotonic() < deadline
            time.sleep(0.02)
        assert shared.server.connections.untrusted(ATTACKER) == guard.PER_ADDRESS == 16
        # the ones over the limit were closed at once, unanswered
        over = [s for s in flood if closed_by_server(s, 0.05)]
        assert len(over) == 60 - 16
        assert player_latency(port) < 1.0  # another device is served meanwhile
    finally:
        for s in flood:
            s.close()


def test_streams_with_the_token_count_only_against_the_stream_limit(shared):
    from .test_server import Stream

    streams = []
    try:
        for _ in range(24):  # more than 16 from one address: each showed the token
            s = Stream.__new__(Stream)
            s.sock = raw(shared.server.port, f"GET /api/events?t={TOKEN} HTTP/1.1\r\nHost: "
                         f"127.0.0.1\r\n\r\n".encode(), source=ATTACKER, timeout=10)
            s.file = s.sock.makefile("rb")
            assert b" 200 " in s.file.readline()
            streams.append(s)
        assert shared.server.stream_count == 24
        assert shared.server.connections.untrusted(ATTACKER) == 0
    finally:
        for s in streams:
            s.close()


def test_at_most_the_total_in_all(shared):
    conns = shared.server.connections
    conns.total = 20  # the limit the open-file limit would set, made small for the test
    socks = []
    try:
        for source in ("127.0.0.2", "127.0.0.3"):
            socks += [raw(shared.server.port, b"GET", source=source) for _ in range(12)]
        deadline = time.monotonic() + 5
        while conns.count + conns.refused + conns.evicted < 24:
            assert time.monotonic() < deadline
            time.sleep(0.02)
        # a quarter of 20 (5) is kept for players: 15 for connections without the token.
        # 127.0.0.2 takes 12; 127.0.0.3's first 3 fill the 15; each next one pushes out
        # 127.0.0.2's oldest while 127.0.0.2 holds two more than 127.0.0.3: 12/3 → 11/4 →
        # 10/5 → 9/6 → 8/7 (4 pushed out), then 8 is not 7 + 2: its last 5 are refused
        assert conns.reserve == 5 and conns.count == 15
        assert (conns.untrusted("127.0.0.2"), conns.untrusted("127.0.0.3")) == (8, 7)
        assert conns.evicted == 4 and conns.refused == 5
    finally:
        for s in socks:
            s.close()


@pytest.mark.parametrize(("soft", "total"), [(1024, 256), (300, 75), (40, 16), (65536, 256)])
def test_the_total_stays_well_below_the_open_file_limit(monkeypatch, soft, total):
    import resource

    monkeypatch.setattr(resource, "getrlimit", lambda which: (soft, 1 << 20))
    # a quarter of the limit, at most 256: 1024 // 4 = 256; 300 // 4 = 75; 40 // 4 = 10,
    # raised to 16 (one address's share); 65536 // 4 is over 256: 256
    assert guard.total_limit() == total


@pytest.mark.parametrize(("soft", "fileno", "left"), [(1024, 895, True), (1024, 896, False),
                                                      (256, 127, True), (256, 128, False)])
def test_a_socket_numbered_near_the_limit_leaves_no_reserve(monkeypatch, soft, fileno, left):
    import resource

    monkeypatch.setattr(resource, "getrlimit", lambda which: (soft, 1 << 20))
    # every number below a new file's is in use: 1024 - 128 kept = 896 files in use at most
    # for a connection to be held (fileno 895: 895 in use); 256 - 128 = 128
    assert guard.files_left(fileno) is left


# -- what a request costs ---------------------------------------------------------------------
def test_malformed_requests_cost_one_short_line(shared, caplog):
    caplog.set_level(logging.DEBUG, logger="tracker.web.server")
    for f in guard.short_logger().filters:
        f.reset()  # what earlier tests logged is not this test's
    for i in range(200):
        reply = get(shared.server.port, None, path=f"/\x00bad{i} nonsense")
        assert reply.split(b" ")[1] == b"400", reply[:40]
    for _ in range(50):
        s = raw(shared.server.port, b"\x16\x03\x01 not http at all\r\n\r\n")
        answer(s)
        s.close()
    lines = [r for r in caplog.records if r.name.startswith(("tracker.web", "aiohttp"))
             and r.levelno >= logging.INFO]
    assert 1 <= len(lines) <= 2  # one line, rate-limited
    for r in lines:
        text = r.getMessage()
        assert r.exc_info is None and "\n" not in text and len(text) <= 200
        assert "Traceback" not in caplog.text


def test_a_refused_request_is_refused_before_its_body_is_read(shared):
    port = shared.server.port
    for head in (
        f"POST /api/state?t={TOKEN} HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        "Transfer-Encoding: chunked\r\n\r\n",                               # 405
        "PUT /api/state HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 200000000\r\n\r\n",
        f"GET /api/state?t={TOKEN} HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        "Transfer-Encoding: chunked\r\n\r\n",                               # 413
    ):
        s = raw(port, head.encode())
        s.settimeout(3)
        t0 = time.monotonic()
        reply = s.recv(4096)  # the answer comes before a byte of the body is sent
        assert reply.split(b" ")[1] in (b"405", b"403", b"413"), reply[:40]
        assert b"Connection: close" in reply or b"connection: close" in reply.lower()
        sent = 0
        chunk = b"10000\r\n" + b"x" * 65536 + b"\r\n"
        try:
            while sent < 200_000_000 and time.monotonic() - t0 < 5:
                s.sendall(chunk)
                sent += len(chunk)
        except (BrokenPipeError, ConnectionResetError):
            pass
        # the server closed the connection: far less than the 200 MB went
        assert sent < 20_000_000 and time.monotonic() - t0 < 5, sent
        s.close()
    assert player_latency(port) < 1.0
