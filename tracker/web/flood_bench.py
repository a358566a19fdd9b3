"""``python -m tracker.web.flood_bench [--connections N] [--samples K]``: a player's latency
while a hostile device floods the sharing server (issue 35; target: under 1 s with 1,000
half-open connections from another address).

The server runs as ``python -m tracker serve`` in its own process, at Linux's usual open-file
limit of 1024, on 127.0.0.1; the flood comes from 127.0.0.2 (Linux answers the whole 127.0.0.0/8 on
the loopback): N connections opened at once, each sending half a request head it never
finishes, and held (the issue's flood). Meanwhile a player on 127.0.0.1 asks for the state
K times; the figures printed are its latencies."""

from __future__ import annotations

import argparse
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

HALF_HEAD = b"GET /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\n"
TARGET_S = 1.0
USUAL_FILES = 1024


def _raise_file_limit(wanted: int) -> int:
    """This process's soft open-file limit, raised toward ``wanted`` as far as the hard
    limit lets it (the flood's own sockets)."""
    try:
        import resource
    except ImportError:
        return wanted
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    want = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
    if want > soft:
        resource.setrlimit(resource.RLIMIT_NOFILE, (want, hard))
        soft = want
    return soft


class Flood:
    """``n`` half-open connections from ``source``, held until :meth:`stop`."""

    def __init__(self, port: int, n: int, source: str) -> None:
        self.port, self.n, self.source = port, n, source
        self.socks: list[socket.socket] = []
        self.opened = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="flood", daemon=True)

    def _open(self) -> socket.socket | None:
        try:
            s = socket.create_connection(("127.0.0.1", self.port), timeout=2,
                                         source_address=(self.source, 0))
            s.sendall(HALF_HEAD)
        except OSError:
            return None
        s.setblocking(False)
        self.opened += 1
        return s

    def _run(self) -> None:
        while len(self.socks) < self.n and not self._stop.is_set():
            s = self._open()
            if s is not None:
                self.socks.append(s)

    def still_open(self) -> int:
        """How many the server has not closed."""
        n = 0
        for s in self.socks:
            try:
                n += s.recv(1) != b""
            except BlockingIOError:
                n += 1
            except OSError:
                pass
        return n

    def start(self, timeout: float = 60) -> None:
        self._thread.start()
        deadline = time.monotonic() + timeout
        while self.opened < self.n and time.monotonic() < deadline:
            time.sleep(0.05)

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(10)
        for s in self.socks:
            s.close()


def _usual_file_limit() -> None:
    """In the server's process: the soft open-file limit most Linux desktops start with."""
    import resource

    _soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    limit = USUAL_FILES if hard == resource.RLIM_INFINITY else min(USUAL_FILES, hard)
    resource.setrlimit(resource.RLIMIT_NOFILE, (limit, hard))


def _latency(url: str) -> float:
    t0 = time.perf_counter()
    with urllib.request.urlopen(url, timeout=30) as r:
        r.read()
    return time.perf_counter() - t0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m tracker.web.flood_bench")
    p.add_argument("--connections", type=int, default=1000)
    p.add_argument("--samples", type=int, default=20)
    args = p.parse_args(argv)
    _raise_file_limit(args.connections + 256)
    from ..model.files import save_encounter
    from ..model.ruleset import default_ruleset, get_ruleset

    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "demo.ctenc")
        # the default ruleset's demo (the first found): the bench names no ruleset
        save_encounter(get_ruleset(default_ruleset()).demo_encounter(), path)
        server = subprocess.Popen(
            [sys.executable, "-m", "tracker", "serve", path, "--host", "127.0.0.1", "--port",
             "0"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
            preexec_fn=_usual_file_limit if os.name == "posix" else None)
        try:
            assert server.stdout is not None
            url = server.stdout.readline().strip()
            port = int(url.split(":")[2].split("/")[0])
            state = url.replace("/?t=", "/api/state?t=")
            quiet = [_latency(state) for _ in range(5)]
            flood = Flood(port, args.connections, "127.0.0.2")
            flood.start()
            try:
                held = [_latency(state) for _ in range(args.samples)]
                kept = flood.still_open()
            finally:
                flood.stop()
        finally:
            server.terminate()
            server.wait(15)
    worst = max(held)
    print(f"player latency without a flood: median {statistics.median(quiet) * 1000:.1f} ms")
    print(f"player latency while 127.0.0.2 holds {args.connections} half-open connections "
          f"(the server kept {kept} of them open): median {statistics.median(held) * 1000:.1f} ms, "
          f"worst {worst * 1000:.1f} ms of {args.samples} requests "
          f"(target under {TARGET_S:.0f} s: {'met' if worst < TARGET_S else 'NOT met'})")
    return 0 if worst < TARGET_S else 1


if __name__ == "__main__":
    sys.exit(main())
