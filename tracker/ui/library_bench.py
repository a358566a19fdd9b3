"""Benchmark of the library in the window: ``python -m tracker.ui.library_bench [--entries N]``.

Prints the library's search times over N entries (10,000 by default; see
:mod:`tracker.model.library.bench`), then the Library dock's open time in the GM window on
that library (the first show: opening the file with its integrity check, building the dock,
the first list) and the time from a typed query to the list redrawn. Figures for people to
read; nothing is asserted."""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time


def dock_times(path: str, repeat: int = 5) -> tuple[float, float]:
    """(ms to open the dock the first time, median ms from a query to the list shown)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from ..model import operations as ops
    from ..model.ruleset import default_ruleset
    from .document import EncounterDocument
    from .main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    folder = os.path.dirname(path)
    settings = QSettings(os.path.join(folder, "bench.ini"), QSettings.Format.IniFormat)
    settings.setValue("library/path", path)
    w = MainWindow(EncounterDocument(ops.new_encounter(default_ruleset())), settings)
    w.resize(1366, 768)
    w.show()
    app.processEvents()
    start = time.perf_counter()
    w.library.dock.raise_()
    w.library.body.ensure()
    app.processEvents()
    opened = (time.perf_counter() - start) * 1000
    typed = []
    for i in range(repeat):
        start = time.perf_counter()
        w.library.widget.query.setText("吸血" if i % 2 else "ghoul")
        w.library.widget.refresh()
        app.processEvents()
        typed.append((time.perf_counter() - start) * 1000)
    w.doc.undo_stack.setClean()
    w.close()
    w.library.close()
    return opened, statistics.median(typed)


def main(argv: list[str] | None = None) -> int:
    from ..model.library.bench import build, report

    ap = argparse.ArgumentParser(prog="python -m tracker.ui.library_bench")
    ap.add_argument("--entries", type=int, default=10_000)
    ap.add_argument("--repeat", type=int, default=20)
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        path = build(folder, args.entries)
        report(path, args.repeat)
        opened, typed = dock_times(path)
        print(f"Library dock: {opened:.0f} ms to open the first time, {typed:.0f} ms from a "
              f"query to the list shown ({args.entries} entries)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
