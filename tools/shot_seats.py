"""Screenshots of seats in the GM window (the guides' "Players act from their phones"): the
Players' requests dock with a phone's requests waiting, and the Seats dialog.

    python tools/shot_seats.py OUTDIR [ja|en]

Writes OUTDIR/requests_dock_<lang>.png and seats_dialog_<lang>.png. The seat page's own
pictures come from tests/web/test_seat_page.py (TRACKER_SHOTS=OUTDIR)."""

import http.client
import json
import os
import sys
import tempfile
import time
from urllib.parse import parse_qs, urlsplit

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from tracker.rulesets.gurps.rules.demo import demo_encounter  # noqa: E402
from tracker.ui import i18n  # noqa: E402
from tracker.ui.document import EncounterDocument  # noqa: E402
from tracker.ui.main_window import MainWindow  # noqa: E402
from tracker.ui.seats_dialog import open_seats  # noqa: E402


def post(link: str, body: dict) -> None:
    parts = urlsplit(link)
    q = parse_qs(parts.query)
    conn = http.client.HTTPConnection(parts.hostname, parts.port, timeout=10)
    conn.request("POST", f"/api/seat/request?t={q['t'][0]}", json.dumps(body).encode(),
                 {"Content-Type": "application/json", "X-Seat": q["s"][0],
                  "Host": f"{parts.hostname}:{parts.port}"})
    conn.getresponse().read()
    conn.close()


def main(out: str, lang: str) -> None:
    app = QApplication.instance() or QApplication([])
    i18n.install(lang)
    enc = demo_encounter(lang=lang)
    from tracker.model import operations as ops

    ops.start_combat(enc)
    w = MainWindow(EncounterDocument(enc), QSettings(os.path.join(tempfile.mkdtemp(), "s.ini"), QSettings.Format.IniFormat))
    w.resize(1366, 768)
    w.show()
    w.open_share()
    dlg = w.share_dialog
    dlg.host_combo.setCurrentIndex(dlg.host_combo.findData("127.0.0.1"))
    dlg.start_button.click()
    pcs = [c for c in enc.ordered() if c.side == "pc"]
    foe = next(c for c in enc.ordered() if c.side != "pc")
    first = w.seats.seat_url(w.seats.open_seat(pcs[0].id))
    second = w.seats.seat_url(w.seats.open_seat(pcs[1].id))
    post(first, {"id": "a", "type": "declare", "maneuver": "attack",
                 "attack": {"target": foe.name, "location": "torso"}})
    post(second, {"id": "b", "type": "roll", "command": "3d", "secret": False})
    deadline = time.monotonic() + 5
    while len(w.seats.book.pending()) < 2 and time.monotonic() < deadline:
        app.processEvents()
    dock = w.docks["requests"]
    dock.setFloating(True)
    dock.show()
    dock.resize(640, 240)
    w.requests_dock.list.setColumnWidth(1, 440)
    app.processEvents()
    dock.grab().save(os.path.join(out, f"requests_dock_{lang}.png"))
    seats = open_seats(w)
    seats.resize(760, 520)
    app.processEvents()
    seats.grab().save(os.path.join(out, f"seats_dialog_{lang}.png"))
    w.doc.undo_stack.setClean()
    w.sharing.stop()
    w.close()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else "en")
