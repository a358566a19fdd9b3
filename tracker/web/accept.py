"""Accepting connections ourselves, so a reconnect storm never takes the app's open files.

asyncio's own server accepts up to its backlog (1,024) connections in one wake-up and makes a
transport for each before the protocol can refuse it; a refused one is closed only on the
next turn of the loop. One device reconnecting as fast as it can then holds a thousand file
descriptors at a time, the process reaches its open-file limit, File → Save fails with "Too
many open files", and asyncio logs a traceback for every accept that fails.

Here the listening socket is read by hand: at most :data:`BATCH` connections a wake-up, each
admitted or refused by :class:`~.guard.Connections` the moment it is accepted, and a refused
one closed there and then (never more than one file over the server's budget, and only for
that instant). A socket whose number says the process is near its open-file limit is closed
the same way, and an accept the system refuses for want of files pauses accepting for a
moment (the others wait in the system's queue) with one short log line, no traceback.
"""

from __future__ import annotations

import asyncio
import errno
import logging
import socket

from . import guard

#: connections accepted in one wake-up at most (the loop serves the others in between)
BATCH = 64
#: seconds accepting pauses after the system refused an accept for want of resources
PAUSE_S = 0.1
#: accept errors that mean "no resources now": wait, then try again
_OUT_OF_FILES = frozenset({errno.EMFILE, errno.ENFILE, errno.ENOBUFS, errno.ENOMEM})


def listening_socket(host: str | None, port: int, backlog: int) -> socket.socket:
    """A non-blocking TCP socket listening on ``host:port`` (all interfaces for "" or
    None); raises OSError when it cannot."""
    family, _type, _proto, _name, address = socket.getaddrinfo(
        host or None, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)[0]
    sock = socket.create_server(address[:2], family=family, backlog=backlog)
    sock.setblocking(False)
    return sock


class Acceptor:
    """Accepts on ``sock`` for ``connections`` on the running loop until :meth:`close`."""

    def __init__(self, sock: socket.socket, connections: guard.Connections,
                 log: logging.Logger) -> None:
        self.sock = sock
        self.connections = connections
        self.log = log
        self._loop = asyncio.get_running_loop()
        self._tasks: set[asyncio.Task] = set()
        self._closed = False
        self._loop.add_reader(sock.fileno(), self._ready)

    def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        self._loop.remove_reader(self.sock.fileno())
        self.sock.close()

    def _ready(self) -> None:
        for _ in range(BATCH):
            try:
                conn, peer = self.sock.accept()
            except (BlockingIOError, InterruptedError):
                return
            except OSError as exc:
                if exc.errno in _OUT_OF_FILES:
                    self._pause(exc)
                    return
                continue  # the peer gave up before it was accepted (ECONNABORTED …)
            self._take(conn, str(peer[0]) if peer else "")

    def _take(self, conn: socket.socket, address: str) -> None:
        if guard.files_left(conn.fileno()):
            protocol = self.connections.admit(address)
        else:  # the app's reserve of open files comes first
            protocol = None
            self.connections.refused += 1
        if protocol is None:
            conn.close()  # now, not on the loop's next turn
            return
        conn.setblocking(False)
        task = self._loop.create_task(self._made(conn, protocol))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _made(self, conn: socket.socket, protocol: guard._Guarded) -> None:
        try:
            await self._loop.connect_accepted_socket(lambda: protocol, sock=conn)
        except OSError:  # reset before its transport was made: it is gone
            conn.close()
            self.connections.release(protocol)

    def _pause(self, exc: OSError) -> None:
        """The system has no file for the next connection: stop accepting for a moment."""
        self.log.warning("sharing: cannot accept a connection now (%s); waiting %.1f s",
                         exc.strerror or exc, PAUSE_S)
        self._loop.remove_reader(self.sock.fileno())
        self._loop.call_later(PAUSE_S, self._resume)

    def _resume(self) -> None:
        if not self._closed:
            self._loop.add_reader(self.sock.fileno(), self._ready)
