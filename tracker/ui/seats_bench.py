"""Seats' round trip with 8 phones at once (``contracts/seats.md``, target: both under 100 ms):

    python -m tracker.ui.seats_bench

the GM window shares on loopback, 8 characters each have a seat and a phone (an event
stream and posts over loopback HTTP, each in its own thread). All 8 post a roll at once; the
figure is the time from a post leaving its phone to the Players' requests dock listing it.
Then the GM accepts each in turn; the figure is the time from Accept to that phone's stream
bringing the accepted result."""

from __future__ import annotations

import http.client
import json
import os
import statistics
import sys
import tempfile
import threading
import time
from urllib.parse import parse_qs, urlsplit

SEATS = 8


class _Phone:
    def __init__(self, link: str) -> None:
        parts = urlsplit(link)
        q = parse_qs(parts.query)
        self.host, self.port = parts.hostname or "", parts.port or 80
        self.token, self.seat = q["t"][0], q["s"][0]
        #: request id -> when the stream first showed it accepted
        self.accepted: dict[str, float] = {}
        self.sent: dict[str, float] = {}
        self.ready = threading.Event()
        self._conn = http.client.HTTPConnection(self.host, self.port, timeout=30)
        self._conn.request("GET", f"/api/seat/events?t={self.token}&s={self.seat}",
                           headers={"Host": f"{self.host}:{self.port}"})
        resp = self._conn.getresponse()
        threading.Thread(target=self._read, args=(resp,), daemon=True).start()

    def _read(self, resp) -> None:
        try:
            for raw in resp:
                line = raw.decode().rstrip("\r\n")
                if not line.startswith("data: "):
                    continue
                now = time.perf_counter()
                view = json.loads(line[6:])
                if "seat" in view:
                    self.ready.set()
                for r in view.get("requests", []):
                    if r["status"] == "accepted":
                        self.accepted.setdefault(r["id"], now)
        except (OSError, ValueError, AttributeError):
            pass

    def post(self, rid: str) -> None:
        conn = http.client.HTTPConnection(self.host, self.port, timeout=10)
        body = json.dumps({"id": rid, "type": "roll", "command": "3d"}).encode()
        self.sent[rid] = time.perf_counter()
        conn.request("POST", f"/api/seat/request?t={self.token}", body,
                     {"Content-Type": "application/json", "X-Seat": self.seat,
                      "Host": f"{self.host}:{self.port}"})
        conn.getresponse().read()
        conn.close()


def _ms(values: list[float]) -> str:
    return (f"median {statistics.median(values) * 1000:.1f} ms, "
            f"max {max(values) * 1000:.1f} ms")


def run() -> tuple[list[float], list[float]]:
    """(request → dock, Accept → phone) in seconds, one per seat."""
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from ..model import operations as ops
    from ..model.ruleset import default_ruleset
    from ..model.sheet_keys import sheet_from_keys
    from .document import EncounterDocument
    from .main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    enc = ops.new_encounter(default_ruleset(), "bench")
    for i in range(SEATS):  # the default ruleset's sheet as the file format's defaults make it
        ops.add_combatant(enc, f"PC{i}", "pc", sheet_from_keys(enc.ruleset, {}, "sheet"),
                          mid_fight=False)
    ops.start_combat(enc)
    # a settings file of its own, thrown away: QSettings saves by replacing its file, so the
    # null device as its file would be replaced by a plain file (as root: for everyone)
    scratch = tempfile.mkdtemp(prefix="seats-bench-")
    settings = QSettings(os.path.join(scratch, "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(EncounterDocument(enc), settings)
    window.show()
    window.open_share()
    dlg = window.share_dialog
    dlg.host_combo.setCurrentIndex(dlg.host_combo.findData("127.0.0.1"))
    dlg.port_spin.setValue(0 if dlg.port_spin.minimum() == 0 else _free_port())
    dlg.start_button.click()
    seats = window.seats
    phones = [_Phone(seats.seat_url(seats.open_seat(c.id))) for c in enc.ordered()]
    for p in phones:
        while not p.ready.is_set():
            app.processEvents()
    settle = time.perf_counter() + 0.5  # the window painted and idle, as at the table
    while time.perf_counter() < settle:
        _spin(app)
    shown: dict[str, float] = {}
    dock = window.requests_dock

    def listed() -> None:
        now = time.perf_counter()
        for r in seats.book.pending():
            shown.setdefault(r.id, now)

    seats.requestsChanged.connect(listed)
    posts = [threading.Thread(target=p.post, args=(f"r{i}",)) for i, p in enumerate(phones)]
    for t in posts:
        t.start()
    while len(shown) < SEATS:
        _spin(app)
    for t in posts:
        t.join()
    to_dock = [shown[f"r{i}"] - p.sent[f"r{i}"] for i, p in enumerate(phones)]
    to_phone = []
    for i, p in enumerate(phones):
        req = next(r for r in seats.book.pending() if r.id == f"r{i}")
        dock.refresh()
        start = time.perf_counter()
        seats.accept(req)
        while f"r{i}" not in p.accepted:
            _spin(app)
        to_phone.append(p.accepted[f"r{i}"] - start)
    window.doc.undo_stack.setClean()
    window.sharing.stop()
    window.close()
    return to_dock, to_phone


def _spin(app) -> None:
    """The GUI thread's events, leaving the interpreter to the server's and the phones'
    threads between rounds (a busy loop would hold it, as no real window does)."""
    app.processEvents()
    time.sleep(0.0002)


def _free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def main() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    to_dock, to_phone = run()
    print(f"{SEATS} seats at once, a request → the GM's dock lists it: {_ms(to_dock)} "
          "(target < 100 ms)")
    print(f"Accept → the phone's stream shows the result: {_ms(to_phone)} (target < 100 ms)")


if __name__ == "__main__":
    main()
