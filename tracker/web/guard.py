"""The sharing server against a hostile device on the same network (contract serve.md,
"Holding against the network"): which ``Host`` names are answered, how many connections are
held, and what a malformed request may cost in the log.

:class:`Connections` wraps the protocol factory of the aiohttp server: every accepted
connection is counted against its address until one of its requests shows the valid token;
over :data:`PER_ADDRESS` such connections from one address, or over the total limit, a new
one is closed at once (its file descriptor freed before any byte is read), so a flood from one
device never keeps the others from being served nor takes the app's open files.
"""

from __future__ import annotations

import asyncio
import ipaddress
import logging
import time
from collections import Counter
from collections.abc import Callable

#: connections at once from one address that have not yet shown the valid token
PER_ADDRESS = 16
#: connections at once in all (lowered to stay well below the process's open-file limit)
TOTAL = 256
#: open files kept free for the rest of the app (saving, the journal, Qt)
FILES_KEPT = 128
#: seconds a connection has to send a whole request head (and between two requests)
HEAD_TIMEOUT = 10.0


def total_limit() -> int:
    """:data:`TOTAL`, or fewer where the open-file limit is low."""
    try:
        import resource
    except ImportError:  # Windows: no such limit per process
        return TOTAL
    soft, _hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft == resource.RLIM_INFINITY:
        return TOTAL
    return max(PER_ADDRESS, min(TOTAL, soft - FILES_KEPT))


def host_names(host: str, port: int, addresses: list[str]) -> frozenset[str]:
    """The ``Host`` header values answered for a server on ``host:port``: the address (and,
    listening on all interfaces, each of ``addresses``), with or without the port, and
    ``localhost`` for a loopback address."""
    names: set[str] = set()
    for addr in addresses if host in ("0.0.0.0", "::", "") else [host]:
        try:
            ip = ipaddress.ip_address(addr)
        except ValueError:
            continue
        shown = f"[{ip}]" if ip.version == 6 else str(ip)
        names.update((shown, f"{shown}:{port}"))
        if ip.is_loopback:
            names.update(("localhost", f"localhost:{port}"))
    return frozenset(names)


class _Guarded(asyncio.Protocol):
    """One connection: counted, then handed to aiohttp's own protocol."""

    def __init__(self, owner: Connections) -> None:
        self.owner = owner
        self.inner: asyncio.Protocol | None = None
        self.transport: asyncio.Transport | None = None
        self.address = ""
        self.trusted = False

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.transport = transport
        peer = transport.get_extra_info("peername")
        self.address = str(peer[0]) if peer else ""
        if not self.owner.admit(self):
            transport.abort()  # nothing read, nothing answered: the descriptor goes now
            return
        self.inner = self.owner.factory()
        self.inner.connection_made(transport)

    def connection_lost(self, exc: Exception | None) -> None:
        self.owner.release(self)
        if self.inner is not None:
            self.inner.connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        if self.inner is not None:
            self.inner.data_received(data)

    def eof_received(self) -> bool | None:
        return self.inner.eof_received() if self.inner is not None else None

    def pause_writing(self) -> None:
        if self.inner is not None:
            self.inner.pause_writing()

    def resume_writing(self) -> None:
        if self.inner is not None:
            self.inner.resume_writing()


class Connections:
    """The connections of one server (used on its loop only)."""

    def __init__(self, factory: Callable[[], asyncio.Protocol], *,
                 per_address: int = PER_ADDRESS, total: int | None = None) -> None:
        self.factory = factory
        self.per_address = per_address
        self.total = total_limit() if total is None else total
        self._open: dict[asyncio.Transport, _Guarded] = {}
        self._untrusted: Counter[str] = Counter()
        #: connections closed at once since the start (over a limit)
        self.refused = 0

    def protocol(self) -> asyncio.Protocol:
        return _Guarded(self)

    def admit(self, conn: _Guarded) -> bool:
        if len(self._open) >= self.total or self._untrusted[conn.address] >= self.per_address:
            self.refused += 1
            return False
        assert conn.transport is not None
        self._open[conn.transport] = conn
        self._untrusted[conn.address] += 1
        return True

    def release(self, conn: _Guarded) -> None:
        if conn.transport is None or self._open.pop(conn.transport, None) is None:
            return
        if not conn.trusted:
            self._drop(conn.address)

    def trust(self, transport: asyncio.BaseTransport | None) -> None:
        """A request on ``transport`` showed the valid token: it no longer counts against
        its address."""
        conn = self._open.get(transport) if transport is not None else None  # type: ignore[arg-type]
        if conn is not None and not conn.trusted:
            conn.trusted = True
            self._drop(conn.address)

    def _drop(self, address: str) -> None:
        self._untrusted[address] -= 1
        if self._untrusted[address] <= 0:
            del self._untrusted[address]

    def untrusted(self, address: str) -> int:
        return self._untrusted[address]

    @property
    def count(self) -> int:
        return len(self._open)


class ShortLines(logging.Filter):
    """What aiohttp logs of a malformed request: one short line (its first line, without
    the traceback), at most one per ``every`` seconds; the others are counted and the count
    said with the next line let through."""

    def __init__(self, every: float = 10.0, width: int = 160) -> None:
        super().__init__()
        self.every = every
        self.width = width
        self._last = float("-inf")
        self._held = 0

    def reset(self) -> None:
        """The next line goes through."""
        self._last, self._held = float("-inf"), 0

    def filter(self, record: logging.LogRecord) -> bool:
        now = time.monotonic()
        if now - self._last < self.every:
            self._held += 1
            return False
        self._last = now
        text = record.getMessage()
        if record.exc_info and record.exc_info[1] is not None:
            text = f"{text}: {type(record.exc_info[1]).__name__}: {record.exc_info[1]}"
        text = " ".join(text.split())[: self.width]
        if self._held:
            text += f" (and {self._held} more since)"
            self._held = 0
        record.msg, record.args = text, None
        record.exc_info = record.exc_text = record.stack_info = None
        return True


def short_logger(name: str = "tracker.web.server") -> logging.Logger:
    """The logger the server's connections write to (one :class:`ShortLines` filter)."""
    log = logging.getLogger(name)
    if not any(isinstance(f, ShortLines) for f in log.filters):
        log.addFilter(ShortLines())
    return log
