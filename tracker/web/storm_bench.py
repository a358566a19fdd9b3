"""``python -m tracker.web.storm_bench [--seconds S] [--workers W]``: a player's latency and
the GM's saves while the sharing server is in a reconnect storm (issue 39, H1 and M4; targets:
a player with the token served in under 1 s, no save failed, no traceback printed).

The GM's side runs in its own process at Linux's usual open-file limit of 1024, as the GM
window does: the sharing server on 127.0.0.1 and a Save every 50 ms (the same atomic write as
File → Save), its stderr kept to count tracebacks. Two storms over the loopback, one after the
other (Linux answers the whole 127.0.0.0/8):

- one address: 127.0.0.2 reconnects as fast as ``W`` connections at once can (each sends a
  page's request for the event stream, with the token every other time, and hangs up at once);
- 20 addresses × 16 half-open: 127.0.0.10 … 127.0.0.29 each hold 16 connections that sent
  half a request head, opening a new one whenever the server closes one;

and then the worst moment of such a storm made on purpose (POSIX): ``--burst`` connections
(1,000: the listening queue holds 1,024) queued in the system while the GM's process is stopped, found at one wake-up.

Meanwhile a player on 127.0.0.1 asks for the state now and then with the token. Each storm
lasts at most ``S`` seconds and tries at most :data:`MAX_TRIES` connections."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from dataclasses import dataclass, field

from .flood_bench import HALF_HEAD, USUAL_FILES, _raise_file_limit

TARGET_S = 1.0
#: connections one storm tries at most (whatever its duration)
MAX_TRIES = 200_000
#: the 20 addresses of the half-open storm and what each holds
SPREAD = [f"127.0.0.{i}" for i in range(10, 30)]
HELD = 16
#: the player's requests in a storm at least (however slowly the storm starts)
PLAYER_SAMPLES = 3
#: seconds between two of the GM's saves
SAVE_EVERY = 0.05


# -- the GM's process --------------------------------------------------------------------------
def _gm(folder: str, files: int) -> int:
    """The GM app's side at an open-file limit of ``files``: the server, and a save every
    50 ms until stdin closes; prints the URL first and ``saves OK FAILED refused N`` last."""
    if os.name == "posix":
        import resource

        _soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        limit = files if hard == resource.RLIM_INFINITY else min(files, hard)
        resource.setrlimit(resource.RLIMIT_NOFILE, (limit, hard))
    from ..model.files import FileError, save_encounter
    from ..model.ruleset import default_ruleset, get_ruleset
    from .page import page_html, refused_html
    from .server import ShareServer
    from .state import state_text

    enc = get_ruleset(default_ruleset()).demo_encounter()  # the core names no ruleset
    server = ShareServer(page_html, state_text(enc), host="127.0.0.1", port=0,
                         refused=refused_html)
    server.start()
    print(server.url, flush=True)
    done = threading.Event()
    threading.Thread(target=lambda: (sys.stdin.read(), done.set()), daemon=True).start()
    ok = failed = 0
    path = os.path.join(folder, "gm.ctenc")
    while not done.wait(SAVE_EVERY):
        try:
            save_encounter(enc, path)
            ok += 1
        except (FileError, OSError) as exc:
            failed += 1
            print(f"save failed: {exc}", file=sys.stderr, flush=True)
    refused = server.connections.refused if server.connections is not None else 0
    server.stop()
    print(f"saves {ok} {failed} refused {refused}", flush=True)
    return 0


# -- the storms ----------------------------------------------------------------------------------
@dataclass
class Storm:
    """What one storm did."""

    tried: int = 0
    not_connected: int = 0
    latencies: list[float] = field(default_factory=list)
    player_failures: int = 0


async def _connect(port: int, source: str):
    return await asyncio.open_connection("127.0.0.1", port, local_addr=(source, 0))


async def _reconnecting(port: int, heads: list[bytes], stop: float, storm: Storm) -> None:
    """One of the device's connections: open, send a head, hang up; again."""
    while time.monotonic() < stop and storm.tried < MAX_TRIES:
        head = heads[storm.tried % len(heads)]
        storm.tried += 1
        try:
            _r, w = await _connect(port, "127.0.0.2")
        except OSError:
            storm.not_connected += 1
            await asyncio.sleep(0.001)
            continue
        w.write(head)
        w.transport.abort()


async def _holding(port: int, source: str, stop: float, storm: Storm) -> None:
    """One half-open connection of an address: held until the server closes it, then
    opened again."""
    while time.monotonic() < stop and storm.tried < MAX_TRIES:
        storm.tried += 1
        try:
            r, w = await _connect(port, source)
        except OSError:
            storm.not_connected += 1
            await asyncio.sleep(0.01)
            continue
        w.write(HALF_HEAD)
        with contextlib.suppress(OSError, TimeoutError):
            await asyncio.wait_for(r.read(1), max(0.01, stop - time.monotonic()))
        w.transport.abort()


def _player(state_url: str, stop: float, storm: Storm, every: float = 0.1) -> None:
    """The player: the state with the token now and then, until ``stop`` and at least
    :data:`PLAYER_SAMPLES` times."""
    time.sleep(0.3)  # the storm first: the player comes into it
    while time.monotonic() < stop or len(storm.latencies) + storm.player_failures < \
            PLAYER_SAMPLES:
        t0 = time.perf_counter()
        try:
            with urllib.request.urlopen(state_url, timeout=10) as r:
                r.read()
            storm.latencies.append(time.perf_counter() - t0)
        except OSError:
            storm.player_failures += 1
        time.sleep(every)


async def _storm(make, state_url: str, stop: float, storm: Storm) -> None:
    """Run the storm's coroutines (``make()``) with the player beside them."""
    player = threading.Thread(target=_player, args=(state_url, stop, storm), daemon=True)
    player.start()
    tasks = [asyncio.create_task(c) for c in make()]
    await asyncio.gather(*tasks, return_exceptions=True)
    await asyncio.to_thread(player.join, 60)


def one_address(url: str, seconds: float, workers: int) -> Storm:
    """127.0.0.2 reconnecting as fast as ``workers`` connections at once can."""
    port, token = _port(url), url.split("?t=")[1]
    heads = [f"GET /api/events?t={token} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode(),
             b"GET /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"]
    storm = Storm()

    async def run() -> None:
        stop = time.monotonic() + seconds
        await _storm(lambda: [_reconnecting(port, heads, stop, storm) for _ in range(workers)],
                     _state_url(url), stop, storm)

    asyncio.run(run())
    return storm


def many_addresses(url: str, seconds: float, addresses: list[str] = SPREAD,
                   held: int = HELD) -> Storm:
    """Each of ``addresses`` holding ``held`` half-open connections."""
    port = _port(url)
    storm = Storm()

    async def run() -> None:
        stop = time.monotonic() + seconds
        await _storm(lambda: [_holding(port, a, stop, storm) for a in addresses
                              for _ in range(held)], _state_url(url), stop, storm)

    asyncio.run(run())
    return storm


def burst(url: str, pid: int, n: int, source: str = "127.0.0.2") -> Storm:
    """The worst wake-up of a storm, made on purpose: the GM's process is stopped
    (SIGSTOP) while ``n`` connections from ``source`` complete in the system's queue, each
    with a page's request, then it goes on (SIGCONT) and finds them all at once. Then the
    player asks for the state :data:`PLAYER_SAMPLES` times."""
    port, token = _port(url), url.split("?t=")[1]
    head = f"GET /api/events?t={token} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode()
    storm = Storm()
    socks: list[socket.socket] = []
    os.kill(pid, signal.SIGSTOP)
    try:
        for _ in range(n):
            storm.tried += 1
            try:
                s = socket.create_connection(("127.0.0.1", port), timeout=0.5,
                                             source_address=(source, 0))
                s.sendall(head)
                socks.append(s)
            except OSError:
                storm.not_connected += 1
    finally:
        os.kill(pid, signal.SIGCONT)
    try:
        _player(_state_url(url), 0.0, storm, every=0.05)
    finally:
        for s in socks:
            s.close()
    return storm


def _port(url: str) -> int:
    return int(url.split(":")[2].split("/")[0])


def _state_url(url: str) -> str:
    return url.replace("/?t=", "/api/state?t=")


@dataclass
class GmRun:
    """The GM's process after the storms."""

    saves: int
    failed: int
    refused: int
    stderr: str

    @property
    def tracebacks(self) -> int:
        return self.stderr.count("Traceback")


@contextlib.contextmanager
def gm_process(files: int = USUAL_FILES):
    """The GM's process at an open-file limit of ``files``; yields (its URL, its process id,
    a list that gets its :class:`GmRun` once it ended)."""
    result: list[GmRun] = []
    with tempfile.TemporaryDirectory() as tmp:
        proc = subprocess.Popen([sys.executable, "-m", "tracker.web.storm_bench", "--gm", tmp,
                                 "--files", str(files)],
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True)
        try:
            assert proc.stdout is not None
            url = proc.stdout.readline().strip()
            if not url.startswith("http://"):
                raise RuntimeError(f"the GM's process did not start: {proc.stderr.read()}")
            yield url, proc.pid, result
        finally:
            out, err = proc.communicate(timeout=60)
        words = (out.strip().splitlines() or [""])[-1].split()
        ok, failed, refused = (int(words[i]) for i in (1, 2, 4))
        result.append(GmRun(ok, failed, refused, err))


def _line(name: str, storm: Storm) -> str:
    lat = storm.latencies
    worst = max(lat) if lat else float("inf")
    met = bool(lat) and worst < TARGET_S and not storm.player_failures
    return (f"{name}: {storm.tried} connections tried ({storm.not_connected} not connected); "
            f"player served {len(lat)} times, {storm.player_failures} failed, median "
            f"{(statistics.median(lat) if lat else 0) * 1000:.1f} ms, worst "
            f"{worst * 1000:.1f} ms (target under {TARGET_S:.0f} s: "
            f"{'met' if met else 'NOT met'})")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m tracker.web.storm_bench")
    p.add_argument("--seconds", type=float, default=5.0)
    p.add_argument("--workers", type=int, default=2000)
    p.add_argument("--burst", type=int, default=1000)
    p.add_argument("--gm", help=argparse.SUPPRESS)
    p.add_argument("--files", type=int, default=USUAL_FILES, help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.gm:
        return _gm(args.gm, args.files)
    _raise_file_limit(max(args.workers, args.burst) + len(SPREAD) * HELD + 256)
    storms = []
    with gm_process() as (url, pid, gm):
        storms.append(("one address reconnecting", one_address(url, args.seconds,
                                                               args.workers)))
        storms.append((f"{len(SPREAD)} addresses × {HELD} half-open",
                       many_addresses(url, args.seconds)))
        if hasattr(signal, "SIGSTOP"):
            storms.append((f"{args.burst} connections queued at one wake-up",
                           burst(url, pid, args.burst)))
    run = gm[0]
    for name, storm in storms:
        print(_line(name, storm))
    print(f"GM: {run.saves} saves, {run.failed} failed; {run.refused} connections refused by "
          f"the server; {run.tracebacks} tracebacks printed")
    good = all(s.latencies and max(s.latencies) < TARGET_S and not s.player_failures
               for _name, s in storms)
    return 0 if good and run.failed == 0 and run.tracebacks == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
