"""The seats' routes on the sharing server (``contracts/seats.md``): a seat posts its
requests and reads its private stream; nothing it sends changes the encounter (the GM's
side accepts, :mod:`tracker.model.seats`).

``POST /api/seat/request`` needs ``X-Seat: SEAT`` of an open seat (else 403 and nothing
else), ``Content-Type: application/json`` (415) and a declared length of at most 2 KiB
(413, 411 without one): all refused before the body is read. ``GET /api/seat/events?s=SEAT``
is the seat's Server-Sent Events stream, one ``data: VIEW`` at once and one per change;
when the seat is revoked it gets ``event: revoked`` and ends. Every path still needs the
page's ``?t=TOKEN`` and a right ``Host`` (the server's guard, before these)."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from functools import cache
from typing import Any

from aiohttp import web

from ..model.seats import SeatBook, SeatRefused
from .page import _read
from .server import KEEPALIVE_S, _event, _refused, page_language

#: the largest post of a seat
MAX_POST = 2 * 1024
#: event streams one seat may hold at once (a phone and a reload), and all seats together
MAX_SEAT_STREAMS = 4
MAX_ALL_SEAT_STREAMS = 64
_HEADERS = {"Cache-Control": "no-store", "Referrer-Policy": "no-referrer",
            "X-Content-Type-Options": "nosniff"}


@cache
def _words(lang: str) -> dict[str, str]:
    labels = json.loads(_read("labels.json"))
    return dict((labels.get(lang) or labels["en"]).get("seat", {}))


def error_text(code: str, message: str, lang: str) -> str:
    """A refusal in the page's language (the English message when no word is known)."""
    return _words(lang).get(f"error_{code}", message)


class SeatRoutes:
    """The seats of one sharing server. ``publish`` may be called from any thread."""

    def __init__(self, book: SeatBook) -> None:
        self.book = book
        self.loop: asyncio.AbstractEventLoop | None = None
        #: seat token -> its last view (JSON text), and its streams' queues
        self._views: dict[str, str] = {}
        self._streams: dict[str, set[asyncio.Queue]] = {}
        self._seq = 0
        book.on_revoke = self.end_seat

    # -- from the GM's side ---------------------------------------------------------------
    def publish(self, token: str, text: str) -> None:
        self._soon(self._send, token, text)

    def end_seat(self, token: str) -> None:
        self._soon(self._end, token)

    def _soon(self, fn: Callable[..., None], *args: Any) -> None:
        loop = self.loop
        if loop is None:
            if fn == self._send:
                self._views[args[0]] = args[1]
            return
        try:
            loop.call_soon_threadsafe(fn, *args)
        except RuntimeError:  # the loop closed between the check and the call
            pass

    def _send(self, token: str, text: str) -> None:
        if self._views.get(token) == text:
            return
        self._views[token] = text
        self._seq += 1
        for q in self._streams.get(token, ()):
            q.put_nowait((self._seq, text))

    def _end(self, token: str, why: str = "revoked") -> None:
        self._views.pop(token, None)
        for q in self._streams.pop(token, set()):
            q.put_nowait(why)

    def close_all(self) -> None:
        """Sharing stops: every seat's stream ends with ``event: end``."""
        for token in list(self._streams):
            self._soon(self._end, token, "end")

    # -- requests -------------------------------------------------------------------------
    async def handle(self, request: web.Request) -> web.StreamResponse:
        self.loop = asyncio.get_running_loop()
        lang = page_language(request.query.get("lang"), request.headers.get("Accept-Language"))
        if request.path == "/api/seat/request":
            if request.method != "POST":
                return _refused(405, "405: Method Not Allowed\n", Allow="POST")
            return await self._post(request, lang)
        if request.path == "/api/seat/events":
            if request.method != "GET":
                return _refused(405, "405: Method Not Allowed\n", Allow="GET")
            return await self._events(request)
        return _refused(404, "404: Not Found\n")

    async def _post(self, request: web.Request, lang: str) -> web.StreamResponse:
        token = request.headers.get("X-Seat", "")
        if not token or not self.book.known(token):
            return _refused(403, "403: Forbidden\n")
        if request.content_type != "application/json":
            return _answer(415, {"error": error_text(
                "content_type", "requests must be JSON (Content-Type: application/json)",
                lang)})
        if request.content_length is None:
            return _answer(411, {"error": error_text("too_large", "a request needs its "
                                                     "length, 2 KiB at most", lang)})
        if request.content_length > MAX_POST:
            return _answer(413, {"error": error_text("too_large", "2 KiB at most", lang)})
        try:
            body = json.loads(await request.read())
        except (ValueError, RecursionError):
            return _answer(400, {"error": error_text("bad_request", "not valid JSON", lang)})
        try:
            req = self.book.submit(token, body)
        except SeatRefused as exc:
            if exc.status == 403:
                return _refused(403, "403: Forbidden\n")
            return _answer(exc.status, {"error": error_text(exc.code, str(exc), lang)})
        self._requests_changed(token)
        return _answer(202, {"id": req.id, "status": req.status})

    def _requests_changed(self, token: str) -> None:
        """The seat's page shows its new request at once (the rest of its view as it was)."""
        text = self._views.get(token)
        if text is None:
            return
        view = json.loads(text)
        view["requests"] = [r.for_seat() for r in self.book.mine(token)]
        self._send(token, json.dumps(view, ensure_ascii=False, separators=(",", ":")))

    async def _events(self, request: web.Request) -> web.StreamResponse:
        token = request.query.get("s", "")
        if not token or not self.book.known(token):
            return _refused(403, "403: Forbidden\n")
        mine = self._streams.setdefault(token, set())
        if len(mine) >= MAX_SEAT_STREAMS or sum(map(len, self._streams.values())) \
                >= MAX_ALL_SEAT_STREAMS:
            return _refused(503, "503: Too many viewers\n", **{"Retry-After": "10"})
        queue: asyncio.Queue = asyncio.Queue()
        mine.add(queue)
        try:
            resp = web.StreamResponse(headers={**_HEADERS, "Content-Type": "text/event-stream",
                                               "X-Accel-Buffering": "no"})
            await resp.prepare(request)
            await resp.write(b"retry: 2000\n" + _event(self._seq, self._views.get(token, "{}")))
            while True:
                try:
                    item = await asyncio.wait_for(queue.get(), KEEPALIVE_S)
                except TimeoutError:
                    await resp.write(b": keep-alive\n\n")
                    continue
                if isinstance(item, str):  # "revoked", or "end" when sharing stops
                    await resp.write(f"event: {item}\ndata: {{}}\n\n".encode())
                    resp.force_close()
                    break
                await resp.write(_event(*item))
            return resp
        except ConnectionResetError:
            return web.Response(status=499)
        finally:
            self._streams.get(token, set()).discard(queue)


def _answer(status: int, data: dict[str, Any]) -> web.Response:
    """A JSON answer; a refusal closes the connection (a body left is never read)."""
    resp = web.json_response(data, status=status, headers=_HEADERS)
    if status >= 400:
        resp.force_close()
    return resp


class SessionSharing:
    """The page server of a headless session that shares (its ``share`` op): the players'
    page with the seats' routes; the session sends it PUBLIC and each seat's view."""

    def __init__(self, book: SeatBook, enc: Any, host: str, port: int) -> None:
        from ..model.public_feed import PublicFeed
        from .page import page_html, refused_html
        from .server import ShareServer
        from .state import view_text

        self._view_text = view_text
        self.feed = PublicFeed()
        first = self.feed.update(enc)
        assert first is not None
        self.server = ShareServer(page_html, view_text(first), host=host, port=port,
                                  refused=refused_html)
        self.routes = SeatRoutes(book)
        self.server.seat_routes = self.routes  # type: ignore[assignment]
        self.server.start()
        self.routes.loop = self.server._loop

    @property
    def url(self) -> str:
        return self.server.url

    @property
    def token(self) -> str:
        return self.server.token

    def publish_encounter(self, enc: Any) -> None:
        view = self.feed.update(enc)
        if view is not None:
            self.server.publish(self._view_text(view))

    def publish_seat(self, token: str, text: str) -> None:
        self.routes.publish(token, text)

    def stop(self) -> None:
        self.routes.close_all()
        self.server.stop()


def share_session(session: Any, host: str, port: int) -> SessionSharing:
    """``Session.share_with``: start the page server for ``session``."""
    return SessionSharing(session.seats, session.enc, host, port)
