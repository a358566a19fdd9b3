"""``python -m tracker serve FILE [--host H] [--port P] [--token T]``: the players' page for
a saved encounter without a window.

Prints the page's URL on its first line, then follows the file: each new save of it appears
on the players' devices. A save that cannot be read (half written, invalid) is reported on
stderr and the page keeps the last good state. SIGINT (Ctrl+C) and SIGTERM stop it cleanly,
also when it was started as a background job (which ignores SIGINT by default): every page
gets the end event (the GM stopped sharing) and the command exits 0."""

from __future__ import annotations

import argparse
import os
import signal
import sys
import threading
import time
from typing import IO

from ..model.errors import TrackerError
from ..model.files import load_encounter
from ..web.net import DEFAULT_PORT, lan_address
from ..web.page import page_html, refused_html
from ..web.server import ShareServer
from ..web.state import saved_text

#: how often the file is looked at
POLL_S = 0.25


def _parser(prog: str) -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog=f"{prog} serve", description=(
        "Serve the players' view of a saved encounter on the local network."))
    p.add_argument("file", metavar="FILE")
    p.add_argument("--host", default=None, help="address to listen on (default: the LAN "
                   "address; 0.0.0.0 for all interfaces)")
    p.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"(default {DEFAULT_PORT};"
                   " 0: any free port)")
    p.add_argument("--token", default=None, help="the access token (default: a new random"
                   " one)")
    return p


def _stamp(path: str) -> tuple[int, int] | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return (st.st_mtime_ns, st.st_size)


def _load(path: str, err: IO[str]) -> str | None:
    try:
        return saved_text(load_encounter(path))
    except (OSError, ValueError, TrackerError) as e:
        err.write(f"{path}: {e}\n")
        err.flush()
        return None


def main(argv: list[str], prog: str = "python -m tracker", out: IO[str] | None = None,
         err: IO[str] | None = None, *, stop_after: float | None = None) -> int:
    out = out or sys.stdout
    err = err or sys.stderr
    parser = _parser(prog)
    try:
        args = parser.parse_args(argv)
    except SystemExit as e:
        return int(e.code or 0)
    if not 0 <= args.port <= 65535:
        err.write(f"{prog} serve: --port must be 0-65535, not {args.port}\n")
        return 2
    if args.token is not None and (len(args.token) < 8 or not args.token.isascii()
                                   or not args.token.replace("-", "").replace("_", "").isalnum()):
        err.write(f"{prog} serve: --token needs 8 or more letters, digits, '-' or '_'\n")
        return 2
    stamp = _stamp(args.file)
    state = _load(args.file, err)
    if state is None:
        return 1
    server = ShareServer(page_html, state, host=args.host or lan_address(), port=args.port,
                         token=args.token, refused=refused_html)
    try:
        server.start()
    except OSError as e:
        err.write(f"{prog} serve: cannot listen on {args.host or lan_address()}:{args.port}:"
                  f" {e.strerror or e}\n")
        return 1
    out.write(server.url + "\n")
    out.flush()
    started = time.monotonic()
    stop = threading.Event()
    restore = _on_stop_signals(stop)
    try:
        while stop_after is None or time.monotonic() - started < stop_after:
            if stop.wait(POLL_S):
                break
            now = _stamp(args.file)
            if now is not None and now != stamp:
                stamp = now
                text = _load(args.file, err)
                if text is not None:
                    server.publish(text)
    except KeyboardInterrupt:
        pass
    finally:
        server.stop()
        restore()
    return 0


def _on_stop_signals(stop: threading.Event):
    """SIGINT and SIGTERM set ``stop`` (installed whatever the inherited disposition: a
    background job starts with SIGINT ignored). Only on the main thread, where Python lets
    handlers be set; returns what puts the old handlers back."""
    if threading.current_thread() is not threading.main_thread():
        return lambda: None
    wanted = [signal.SIGINT, signal.SIGTERM]
    old = {sig: signal.signal(sig, lambda _sig, _frame: stop.set()) for sig in wanted}

    def restore() -> None:
        for sig, handler in old.items():
            signal.signal(sig, handler)

    return restore
