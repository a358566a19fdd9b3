"""The sharing server: an aiohttp application on its own asyncio loop in a thread, so the Qt
event loop (or the headless command) never waits for the network.

Every request must carry ``?t=TOKEN`` (the random token of this sharing): without it, or with
a wrong one, 403 and nothing else, whatever the path or method. Then ``GET /`` (the page),
``GET /api/state`` (PUBLIC as JSON) and ``GET /api/events`` (Server-Sent Events: one
``data: PUBLIC`` at once and one per change the players may see); any other path 404, any
other method 405. Requests over 8 KiB are refused (413, or 400 for an oversized request
line or header); at most 64 event streams at once (the 65th: 503). Nothing a request sends
reaches the encounter: the server only ever reads the last published text.

Against a hostile device (:mod:`.guard`): only the ``Host`` names of the address listened on
are answered (421 otherwise: no DNS rebinding); a request head must arrive within 10 s; at
most 16 connections at once per address before a valid token, 256 in all (a quarter of them
kept for players who showed the token), refused as they are accepted (:mod:`.accept`); a refused request
is answered and its connection closed without reading its body; a malformed one costs one
short, rate-limited log line.
"""

from __future__ import annotations

import asyncio
import hmac
import secrets
import threading
from collections.abc import Callable
from dataclasses import dataclass

from aiohttp import web

from . import guard
from .accept import Acceptor, listening_socket
from .net import ALL_INTERFACES, addresses, lan_address

#: the largest request accepted, line, headers and body alike
MAX_REQUEST = 8 * 1024
MAX_STREAMS = 64
#: an event stream's backlog of updates not yet sent; a client that falls this far behind is
#: dropped (its page reconnects and starts again from the current state)
MAX_BACKLOG = 1024
#: a comment line this often keeps phones' and proxies' idle connections open
KEEPALIVE_S = 15.0
#: connections the system may queue before they are accepted: room for a flood's worth, so
#: a player's connection is not dropped while one device keeps reconnecting (they wait in
#: the system, holding none of the app's files; :mod:`.accept` takes them a few at a time)
BACKLOG = 1024
ROUTES = {"/": "page", "/api/state": "state", "/api/events": "events"}


def new_token() -> str:
    """A fresh random token (new for every start of sharing)."""
    return secrets.token_urlsafe(18)


@dataclass(eq=False)  # each stream is itself (hashed by identity)
class _Stream:
    queue: asyncio.Queue


class ShareServer:
    """Serve ``page(lang)`` and the published PUBLIC JSON text on ``host:port``.

    ``page`` returns the page's HTML for a language ("ja" or "en"); it is called on the
    server's thread. :meth:`publish` may be called from any thread."""

    def __init__(self, page: Callable[[str], str], state: str, *, host: str = "127.0.0.1",
                 port: int = 0, token: str | None = None,
                 head_timeout: float = guard.HEAD_TIMEOUT,
                 refused: Callable[[str], str] | None = None) -> None:
        self._page = page
        #: the page for a browser whose link's token is not (or no longer) valid
        self._refused = refused
        self._state = state
        self._seq = 0
        self.host = host
        self.port = port
        self.token = token or new_token()
        self._streams: set[_Stream] = set()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._runner: web.AppRunner | None = None
        self._acceptor: Acceptor | None = None
        self._thread: threading.Thread | None = None
        self._started = threading.Event()
        self._error: BaseException | None = None
        self._stopping = False
        self.head_timeout = head_timeout
        #: the connections held (counted per address until they show the token)
        self.connections: guard.Connections | None = None
        self._hosts: frozenset[str] = frozenset()

    # -- life -------------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive() and not self._stopping

    @property
    def url(self) -> str:
        """The address to give the players (listening on all interfaces: the LAN one)."""
        host = lan_address() if self.host in (ALL_INTERFACES, "") else self.host
        host = f"[{host}]" if ":" in host else host
        return f"http://{host}:{self.port}/?t={self.token}"

    def start(self, timeout: float = 10.0) -> None:
        """Listen; raises OSError (address in use, no such address) when it cannot."""
        self._thread = threading.Thread(target=self._run, name="share-server", daemon=True)
        self._thread.start()
        if not self._started.wait(timeout):
            raise OSError("the sharing server did not start")
        if self._error is not None:
            self._thread.join(timeout)
            raise self._error

    def set_token(self, token: str) -> None:
        """A new link: ``token`` is the only one answered from now on, and the pages that
        came with the old one lose their streams at once (reconnecting, they learn that
        their link is no longer valid)."""
        self.token = token
        self.drop_streams()

    def drop_streams(self) -> None:
        """End every event stream without the end event, as a lost connection would (the
        pages reconnect by themselves)."""
        loop = self._loop
        if loop is not None and not self._stopping:
            loop.call_soon_threadsafe(self._drop_all)

    def _drop_all(self) -> None:
        if self.connections is not None:
            self.connections.forget_known()
        for s in list(self._streams):
            self._streams.discard(s)
            s.queue.put_nowait(None)

    def stop(self, timeout: float = 5.0) -> None:
        """Tell every page that sharing ended, close the streams, stop listening."""
        loop, thread = self._loop, self._thread
        if loop is None or thread is None or self._stopping:
            return
        self._stopping = True
        try:
            fut = asyncio.run_coroutine_threadsafe(self._shutdown(), loop)
            fut.result(timeout)
        except Exception:  # noqa: BLE001 - the loop is gone already: nothing left to close
            pass
        thread.join(timeout)

    def publish(self, state: str) -> None:
        """The new PUBLIC text; every stream gets it (nothing is sent when it did not
        change)."""
        loop = self._loop
        if loop is None or self._stopping:
            self._state = state
            return
        try:
            loop.call_soon_threadsafe(self._broadcast, state)
        except RuntimeError:  # the loop closed between the check and the call
            pass

    @property
    def stream_count(self) -> int:
        return len(self._streams)

    @property
    def revision(self) -> int:
        """How many changes were sent to the streams since the start."""
        return self._seq

    # -- the loop's side -------------------------------------------------------------------
    def _run(self) -> None:
        # a selector loop on every system (Windows' default proactor loop cannot watch the
        # listening socket that :mod:`.accept` reads by hand)
        loop = asyncio.SelectorEventLoop()
        asyncio.set_event_loop(loop)
        try:
            loop.run_until_complete(self._listen())
        except BaseException as e:  # noqa: BLE001 - reported to start()
            self._error = e
            self._started.set()
            loop.close()
            return
        self._loop = loop
        self._started.set()
        try:
            loop.run_forever()
        finally:
            loop.run_until_complete(loop.shutdown_asyncgens())
            loop.close()

    async def _listen(self) -> None:
        app = web.Application(client_max_size=MAX_REQUEST, middlewares=[self._guard],
                              handler_args={"max_line_size": MAX_REQUEST,
                                            "max_field_size": MAX_REQUEST})
        app.router.add_route("*", "/{tail:.*}", self._dispatch)
        # handler_cancellation: a phone that went away frees its stream at once, not at the
        # next write. keepalive_timeout: aiohttp closes a connection that has no whole
        # request head this long after it opened or after its last answer. lingering_time
        # 0: a body left unread (a refused request's) is never read, the connection closes.
        runner = web.AppRunner(app, access_log=None, shutdown_timeout=1.0,
                               handler_cancellation=True, keepalive_timeout=self.head_timeout,
                               lingering_time=0, logger=guard.short_logger())
        await runner.setup()
        assert runner.server is not None
        self.connections = guard.Connections(runner.server)
        try:
            sock = listening_socket(self.host, self.port, BACKLOG)
        except BaseException:
            await runner.cleanup()
            raise
        self._acceptor = Acceptor(sock, self.connections, guard.short_logger())
        self._runner = runner
        self.port = sock.getsockname()[1]
        self._hosts = guard.host_names(self.host, self.port, addresses() + ["127.0.0.1"])

    async def _shutdown(self) -> None:
        for s in list(self._streams):
            s.queue.put_nowait(None)  # "the GM stopped sharing", then the stream ends
        await asyncio.sleep(0.05)
        if self._acceptor is not None:
            self._acceptor.close()
        if self._runner is not None:
            await self._runner.cleanup()
        asyncio.get_running_loop().call_soon(asyncio.get_running_loop().stop)

    def _broadcast(self, state: str) -> None:
        if state == self._state:
            return
        self._state = state
        self._seq += 1
        for s in list(self._streams):
            if s.queue.qsize() >= MAX_BACKLOG:
                self._streams.discard(s)
                s.queue.put_nowait(None)
                continue
            s.queue.put_nowait((self._seq, state))

    # -- requests --------------------------------------------------------------------------
    @web.middleware
    async def _guard(self, request: web.Request, handler):
        host = request.headers.get("Host", "").strip().lower()
        if host not in self._hosts:  # another site's name (DNS rebinding), or none
            return _refused(421, "421: Misdirected Request\n")
        given = request.query.get("t", "")
        if not hmac.compare_digest(given.encode(), self.token.encode()):
            if request.path == "/" and request.method == "GET" and self._refused is not None:
                return self._refused_page(request)
            return _refused(403, "403: Forbidden\n")
        if self.connections is not None:
            self.connections.trust(request.transport)
        if request.content_length is not None and request.content_length > MAX_REQUEST:
            return _refused(413, "413: Request too large\n")
        return await handler(request)

    async def _dispatch(self, request: web.Request) -> web.StreamResponse:
        route = ROUTES.get(request.path)
        if route is None:
            return _refused(404, "404: Not Found\n")
        allowed = ("GET",) if route == "events" else ("GET", "HEAD")
        if request.method not in allowed:
            return _refused(405, "405: Method Not Allowed\n", Allow=", ".join(allowed))
        if request.can_read_body:  # a GET with a body: refused rather than read
            return _refused(413, "413: Request too large\n")
        if route == "page":
            return self._page_response(request)
        if route == "state":
            return web.Response(text=self._state, content_type="application/json",
                                headers=_PRIVATE)
        return await self._events(request)

    def _refused_page(self, request: web.Request) -> web.Response:
        """403 with a few words in the browser's language: this link is no longer valid,
        scan the code again (nothing of the encounter)."""
        assert self._refused is not None
        lang = page_language(request.query.get("lang"), request.headers.get("Accept-Language"))
        resp = web.Response(status=403, text=self._refused(lang), content_type="text/html",
                            headers={**_PRIVATE, "Content-Security-Policy": (
                                "default-src 'none'; base-uri 'none'; form-action 'none'; "
                                "frame-ancestors 'none'")})
        resp.force_close()
        return resp

    def _page_response(self, request: web.Request) -> web.Response:
        lang = page_language(request.query.get("lang"), request.headers.get("Accept-Language"))
        nonce = secrets.token_urlsafe(12)
        html = self._page(lang).replace("{{nonce}}", nonce)
        headers = dict(_PRIVATE)
        headers["Content-Security-Policy"] = (
            f"default-src 'none'; script-src 'nonce-{nonce}'; style-src 'nonce-{nonce}'; "
            "connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; "
            "frame-ancestors 'none'")
        resp = web.Response(text=html, content_type="text/html", headers=headers)
        resp.enable_compression()  # 150 kB of silhouettes and words: a third of it gzipped
        return resp

    async def _events(self, request: web.Request) -> web.StreamResponse:
        if len(self._streams) >= MAX_STREAMS:
            return _refused(503, "503: Too many viewers\n", **{"Retry-After": "10"})
        stream = _Stream(asyncio.Queue())
        self._streams.add(stream)
        try:
            resp = web.StreamResponse(headers={**_PRIVATE, "Content-Type": "text/event-stream",
                                               "X-Accel-Buffering": "no"})
            await resp.prepare(request)
            # a dropped connection (Wi-Fi, a phone waking up) is tried again after 2 s
            await resp.write(b"retry: 2000\n" + _event(self._seq, self._state))
            while True:
                try:
                    item = await asyncio.wait_for(stream.queue.get(), KEEPALIVE_S)
                except TimeoutError:
                    await resp.write(b": keep-alive\n\n")
                    continue
                if item is None:
                    if self._stopping:
                        await resp.write(b"event: end\ndata: {}\n\n")
                    resp.force_close()  # the connection goes with the stream
                    break
                await resp.write(_event(*item))
            return resp
        except ConnectionResetError:  # the page went away (or the server is closing)
            return web.Response(status=499)
        finally:
            self._streams.discard(stream)


_PRIVATE = {"Cache-Control": "no-store", "Referrer-Policy": "no-referrer",
            "X-Content-Type-Options": "nosniff"}


def _refused(status: int, text: str, **headers: str) -> web.Response:
    """A refusal, and the connection closes after it: a body sent with the request is never
    read (the server runs with no lingering time)."""
    resp = web.Response(status=status, text=text, headers=headers)
    resp.force_close()
    return resp


def _event(seq: int, state: str) -> bytes:
    return f"id: {seq}\ndata: {state}\n\n".encode()


def page_language(forced: str | None, accept: str | None) -> str:
    """"ja" or "en": ``?lang=`` when it names one, else the browser's first preference of
    the two (Accept-Language), else Japanese — the app's first language."""
    if forced in ("ja", "en"):
        return forced
    best_key: tuple[float, int] | None = None
    best = "ja"
    for i, item in enumerate((accept or "").split(",")):
        tag, _, params = item.strip().partition(";")
        primary = tag.strip().lower().split("-")[0]
        if primary not in ("ja", "en"):
            continue
        q = 1.0
        if params.strip().startswith("q="):
            try:
                q = float(params.strip()[2:])
            except ValueError:
                q = 0.0
        if best_key is None or (q, -i) > best_key:
            best_key, best = (q, -i), primary
    return best
