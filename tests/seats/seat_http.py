"""A player's phone over loopback HTTP: posts a seat's requests and reads its private
stream (raw sockets through http.client, as a browser would send them)."""

from __future__ import annotations

import http.client
import json
import socket
import threading
import time
from typing import Any
from urllib.parse import parse_qs, urlsplit


class Phone:
    """One seat's device: the seat link's address, token and seat."""

    def __init__(self, link: str) -> None:
        parts = urlsplit(link)
        q = parse_qs(parts.query)
        self.host, self.port = parts.hostname or "", parts.port or 80
        self.token, self.seat = q["t"][0], q["s"][0]
        self.views: list[dict[str, Any]] = []
        self.events: list[str] = []
        self._thread: threading.Thread | None = None
        self._conn: http.client.HTTPConnection | None = None

    def post(self, body: Any, *, seat: str | None = None, content_type: str = "application/json",
             raw: bytes | None = None, lang: str = "en") -> tuple[int, dict[str, Any]]:
        data = raw if raw is not None else json.dumps(body).encode()
        conn = http.client.HTTPConnection(self.host, self.port, timeout=10)
        headers = {"Content-Type": content_type, "Host": f"{self.host}:{self.port}"}
        if seat is not False:
            headers["X-Seat"] = self.seat if seat is None else seat
        try:
            conn.request("POST", f"/api/seat/request?t={self.token}&lang={lang}", data, headers)
            resp = conn.getresponse()
            text = resp.read().decode()
        finally:
            conn.close()
        try:
            return resp.status, json.loads(text)
        except ValueError:
            return resp.status, {"text": text}

    def listen(self, seat: str | None = None) -> int:
        """Open the private stream; its views are collected in :attr:`views`."""
        conn = http.client.HTTPConnection(self.host, self.port, timeout=30)
        conn.request("GET", f"/api/seat/events?t={self.token}&s={seat or self.seat}",
                     headers={"Host": f"{self.host}:{self.port}"})
        resp = conn.getresponse()
        if resp.status != 200:
            resp.read()
            conn.close()
            return resp.status
        self._conn = conn
        self._thread = threading.Thread(target=self._read, args=(resp,), daemon=True)
        self._thread.start()
        return 200

    def _read(self, resp: Any) -> None:
        event = "message"
        try:
            for raw in resp:
                line = raw.decode().rstrip("\r\n")
                if line.startswith("event: "):
                    event = line[7:]
                elif line.startswith("data: "):
                    if event == "message":
                        self.views.append(json.loads(line[6:]))
                    else:
                        self.events.append(event)
                    event = "message"
        except (OSError, ValueError, AttributeError):  # closed under the reader
            pass

    def wait(self, test, timeout: float = 10.0) -> dict[str, Any]:
        """The first view (from the newest back) that passes ``test``."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for v in reversed(list(self.views)):
                if test(v):
                    return v
            time.sleep(0.005)
        raise AssertionError(f"no such view; last: {self.views[-1:]}")

    def close(self) -> None:
        conn, self._conn = self._conn, None
        if conn is not None and conn.sock is not None:
            try:  # wakes the reader at once (close alone waits for the next keep-alive)
                conn.sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            conn.close()
