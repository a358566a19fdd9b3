"""Reading a file the user named, safely: only a regular file, only up to a size limit.

A FIFO, a device or a folder named as a file must be refused, not read: opening a FIFO
blocks until a writer comes (forever), and ``/dev/zero`` never ends. The file is opened
without blocking and checked with ``fstat`` on the open descriptor, so what is checked is
what is read (no window for a swap between a ``stat`` and the ``open``)."""

from __future__ import annotations

import errno
import os
import stat

_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_BINARY = getattr(os, "O_BINARY", 0)


class NotReadable(Exception):
    """Why a file was not read. ``code``: ``missing``, ``folder``, ``not_regular``,
    ``too_large`` (``size`` in bytes, when known) or ``os_error`` (``reason``)."""

    def __init__(self, code: str, reason: str = "", size: int | None = None,
                 os_error: OSError | None = None) -> None:
        super().__init__(code, reason)
        self.code = code
        self.reason = reason
        self.size = size
        self.os_error = os_error


def _open_fd(name: str) -> int:
    return os.open(name, os.O_RDONLY | _NONBLOCK | _BINARY)


def read_regular(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of the regular file ``path`` (symlinks followed), at most ``limit`` of them;
    raises :class:`NotReadable` otherwise."""
    name = os.fspath(path)
    try:
        if stat.S_ISDIR(os.stat(name).st_mode):  # Windows cannot open a folder at all
            raise NotReadable("folder")
        fd = _open_fd(name)
    except FileNotFoundError:
        raise NotReadable("missing") from None
    except OSError as exc:
        if exc.errno == errno.ENXIO:  # a socket, or a FIFO on some systems
            raise NotReadable("not_regular") from None
        raise NotReadable("os_error", exc.strerror or type(exc).__name__,
                          os_error=exc) from None
    try:
        st = os.fstat(fd)
        if stat.S_ISDIR(st.st_mode):
            raise NotReadable("folder")
        if not stat.S_ISREG(st.st_mode):
            raise NotReadable("not_regular")
        if st.st_size > limit:
            raise NotReadable("too_large", size=st.st_size)
        chunks = []
        total = 0
        while total <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > limit:  # it grew while being read
            raise NotReadable("too_large")
        return b"".join(chunks)
    except OSError as exc:
        raise NotReadable("os_error", exc.strerror or type(exc).__name__,
                          os_error=exc) from None
    finally:
        os.close(fd)
