"""The sharing server against a hostile device on the same network (contract serve.md,
"Holding against the network"): which ``Host`` names are answered, how many connections are
held, and what a malformed request may cost in the log.

:class:`Connections` wraps the protocol factory of the aiohttp server and decides, as each
connection is accepted (:mod:`.accept`), whether it is held: it is counted against its address
until one of its requests shows the valid token; over :data:`PER_ADDRESS` such connections
from one address, or over the total limit, a new one is closed at once (its file descriptor
freed before any byte is read), so a flood from one device never keeps the others from being
served nor takes the app's open files. A share of the total is kept for players who showed
the token.
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
#: the server holds at most this share of the process's open-file limit (the rest is the
#: app's: a Save, the journal, the library, Qt)
FILES_SHARE = 4
#: open files always kept free for the rest of the app: a connection accepted when the
#: process already holds this close to its limit is closed at once
FILES_KEPT = 128
#: seconds a connection has to send a whole request head (and between two requests)
HEAD_TIMEOUT = 10.0
#: addresses remembered as having shown the valid token (a bound, not an expected count)
KNOWN_ADDRESSES = 1024


def file_limit() -> int | None:
    """The process's soft open-file limit (None: no such limit)."""
    try:
        import resource
    except ImportError:  # Windows: no such limit per process
        return None
    soft, _hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    return None if soft == resource.RLIM_INFINITY else soft


def total_limit() -> int:
    """:data:`TOTAL`, or a quarter of the open-file limit where that is lower (never under
    :data:`PER_ADDRESS`)."""
    soft = file_limit()
    if soft is None:
        return TOTAL
    return max(PER_ADDRESS, min(TOTAL, soft // FILES_SHARE))


def files_left(fileno: int) -> bool:
    """Whether a socket numbered ``fileno`` leaves the app its reserve of open files. The
    system gives a new file the lowest free number, so every number below it is in use: a
    high number means the process holds that many files (cheaper than counting them)."""
    soft = file_limit()
    return soft is None or fileno < soft - FILES_KEPT


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
    """One connection: admitted when it was accepted (counted from then on), then handed
    to aiohttp's own protocol."""

    def __init__(self, owner: Connections, address: str) -> None:
        self.owner = owner
        self.inner: asyncio.Protocol | None = None
        self.transport: asyncio.Transport | None = None
        self.address = address
        self.trusted = False

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.transport = transport
        if not self.owner.made(self):  # pushed out meanwhile by a fairer claim
            transport.abort()
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
    """The connections of one server (used on its loop only), admitted as they are
    accepted.

    A connection counts against its address until one of its requests shows the valid
    token (at most ``per_address`` such at once). Those that have not shown it may fill at
    most ``total - reserve``: the reserve is for players, i.e. connections that showed the
    token and new ones from addresses that did. When the untrusted share is full, a new
    connection pushes out the oldest of the address holding the most (if that address holds
    more than the newcomer's by two or more), so half-open connections spread over many
    addresses never lock a player's device out. No address holds more than half the total,
    even with the token (a device that keeps opening connections and asking with it)."""

    def __init__(self, factory: Callable[[], asyncio.Protocol], *,
                 per_address: int = PER_ADDRESS, total: int | None = None) -> None:
        self.factory = factory
        self.per_address = per_address
        self.total = total_limit() if total is None else total
        self._held: set[_Guarded] = set()
        #: per address, every connection it holds (with the token or not)
        self._holds: Counter[str] = Counter()
        self._by_transport: dict[asyncio.BaseTransport, _Guarded] = {}
        #: per address, its connections that have not shown the token, oldest first
        self._pending: dict[str, list[_Guarded]] = {}
        self._untrusted = 0
        self._known: dict[str, None] = {}  # insertion-ordered: the oldest forgotten first
        #: connections closed at once since the start (over a limit)
        self.refused = 0
        #: connections pushed out to make room for a fairer claim
        self.evicted = 0

    @property
    def one_address(self) -> int:
        """The most one address may hold: half the total (never fewer than its untrusted
        share, :attr:`per_address`)."""
        return max(self.per_address, self.total // 2)

    @property
    def reserve(self) -> int:
        """Room kept for connections that showed (or whose address showed) the token."""
        return max(1, self.total // 4)

    def admit(self, address: str) -> _Guarded | None:
        """The protocol of a connection just accepted from ``address``, counted from now;
        None: close it at once (over a limit)."""
        mine = len(self._pending.get(address, ()))
        if (mine >= self.per_address or self._holds[address] >= self.one_address
                or not self._room(address, mine)):
            self.refused += 1
            return None
        conn = _Guarded(self, address)
        self._held.add(conn)
        self._holds[address] += 1
        self._pending.setdefault(address, []).append(conn)
        self._untrusted += 1
        return conn

    def _room(self, address: str, mine: int) -> bool:
        """Whether one more untrusted connection from ``address`` fits, after pushing out
        another address's oldest if that is fair."""
        full = len(self._held) >= self.total
        share_full = self._untrusted >= self.total - self.reserve
        if not full and (not share_full or address in self._known):
            return True
        victim = self._victim(address, mine)
        if victim is None:
            return False
        self.evicted += 1
        self._forget(victim)
        if victim.transport is not None:  # else it is closed as soon as it is made
            victim.transport.abort()
        return True

    def _victim(self, address: str, mine: int) -> _Guarded | None:
        """The oldest connection of the address holding the most untrusted ones, if it
        holds at least two more than ``address``."""
        best: _Guarded | None = None
        most = mine + 1
        for addr, conns in self._pending.items():
            if addr != address and len(conns) > most:
                best, most = conns[0], len(conns)
        return best

    def made(self, conn: _Guarded) -> bool:
        """``conn``'s transport exists; False when it was pushed out before."""
        if conn not in self._held:
            return False
        assert conn.transport is not None
        self._by_transport[conn.transport] = conn
        return True

    def release(self, conn: _Guarded) -> None:
        """``conn`` is gone (closed, or never made): it no longer counts."""
        self._forget(conn)

    def _forget(self, conn: _Guarded) -> None:
        if conn not in self._held:
            return
        self._held.discard(conn)
        self._holds[conn.address] -= 1
        if self._holds[conn.address] <= 0:
            del self._holds[conn.address]
        if conn.transport is not None:
            self._by_transport.pop(conn.transport, None)
        if not conn.trusted:
            self._drop(conn)

    def trust(self, transport: asyncio.BaseTransport | None) -> None:
        """A request on ``transport`` showed the valid token: it no longer counts against
        its address, and the address's next connections may use the reserve."""
        conn = self._by_transport.get(transport) if transport is not None else None
        if conn is None or conn.trusted:
            return
        conn.trusted = True
        self._drop(conn)
        self._known.pop(conn.address, None)
        self._known[conn.address] = None
        if len(self._known) > KNOWN_ADDRESSES:
            del self._known[next(iter(self._known))]

    def forget_known(self) -> None:
        """A new link: no address is a player's until it shows the new token."""
        self._known.clear()

    def _drop(self, conn: _Guarded) -> None:
        conns = self._pending.get(conn.address)
        if conns is None or conn not in conns:
            return
        conns.remove(conn)
        self._untrusted -= 1
        if not conns:
            del self._pending[conn.address]

    def untrusted(self, address: str) -> int:
        return len(self._pending.get(address, ()))

    @property
    def count(self) -> int:
        return len(self._held)


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
