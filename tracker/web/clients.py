"""Event-stream clients for the load test and the benchmark: ``n`` Server-Sent Events
connections on their own asyncio loop in a thread, each recording what it received and when
(``time.perf_counter``). They connect a few at a time, as phones do: the server holds at most
16 connections at once from one address that have not yet shown the token."""

from __future__ import annotations

import asyncio
import threading
import time

import aiohttp

#: connections being opened at once (each counts against the address until it is answered)
CONNECTING = 8


class Clients:
    def __init__(self, url: str, n: int) -> None:
        self.url = url
        self.n = n
        #: per client: (event id, data, arrival time)
        self.received: list[list[tuple[int, str, float]]] = [[] for _ in range(n)]
        self.statuses: list[int] = []
        self._ready = threading.Event()
        self._loop = asyncio.new_event_loop()
        self._stop: asyncio.Event | None = None
        self._opening: asyncio.Semaphore | None = None
        self._thread = threading.Thread(target=self._run, name="sse-clients", daemon=True)

    def __enter__(self) -> Clients:
        self._thread.start()
        if not self._ready.wait(30):
            raise TimeoutError("the clients did not connect")
        return self

    def __exit__(self, *exc) -> None:
        if self._stop is not None:
            self._loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(10)

    def wait_for(self, count: int, timeout: float = 10.0) -> bool:
        """Until every client holds ``count`` events (False on timeout)."""
        deadline = time.monotonic() + timeout
        while min(len(r) for r in self.received) < count:
            if time.monotonic() > deadline:
                return False
            time.sleep(0.001)
        return True

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        self._loop.run_until_complete(self._main())
        self._loop.close()

    async def _main(self) -> None:
        self._stop = asyncio.Event()
        connected = asyncio.Semaphore(0)
        timeout = aiohttp.ClientTimeout(total=None, sock_read=None)
        self._opening = asyncio.Semaphore(CONNECTING)
        connector = aiohttp.TCPConnector(limit=0)
        async with aiohttp.ClientSession(timeout=timeout, connector=connector) as session:
            tasks = [asyncio.create_task(self._client(session, i, connected))
                     for i in range(self.n)]
            for _ in range(self.n):
                await connected.acquire()
            self._ready.set()
            await self._stop.wait()
            for t in tasks:
                t.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)

    async def _client(self, session: aiohttp.ClientSession, i: int,
                      connected: asyncio.Semaphore) -> None:
        out = self.received[i]
        opening = False
        try:
            assert self._opening is not None
            await self._opening.acquire()
            opening = True
            async with session.get(self.url) as resp:
                self._opening.release()  # answered: the token was shown
                opening = False
                self.statuses.append(resp.status)
                seq, data = -1, None
                first = True
                async for raw in resp.content:
                    line = raw.decode().rstrip("\r\n")
                    if line.startswith("id: "):
                        seq = int(line[4:])
                    elif line.startswith("data: "):
                        data = line[6:]
                    elif line == "" and data is not None:
                        out.append((seq, data, time.perf_counter()))
                        data = None
                        if first:
                            first = False
                            connected.release()
        finally:
            if opening:
                self._opening.release()
            if not out:
                connected.release()
