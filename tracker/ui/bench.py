"""GM-window benchmark: prints figures, judges ratios measured in the same run.

    python -m tracker.ui.bench            (or --heavy: the heavy-input figures below)

1. each installed ruleset's own figures, from the bench module its kit names
   (``BaseKit.bench``; found through the rulesets' entry points, as the window finds them),
   built on :func:`views_latency`: a hit or an attack until every view is updated at 2 and
   200 combatants (targets ≤ 10 ms at 200 and ≤ 1.5× the 2-combatant figure), the players'
   window over 2,000 combatants, an update at 50 devices of the players' page;
2. time from process start to the GM window shown, started as ``python -m tracker`` starts
   it, beside a bare PySide6 window and a minimal real main window (table, menu, docks)
   started the same way; target ≤ 1.5× the minimal window (issue #18: what the tracker adds
   to what any real PySide6 main window pays); and to the demo encounter painted in it,
   which the app builds right after its first frame.

``--heavy`` (issue #23): the rulesets' heavy input, through :func:`open_time` and
:func:`next_turn_costs` (File → Open of a 2,000-combatant file and of a log near the 20 MB
file limit, targets ≤ 3 s; Next turn with 1,500 checks pending, target ≤ 50 ms an action,
with the memory each action keeps).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# Each script prints the wall-clock time at which its window has been shown and painted;
# the parent subtracts the time it started the process (so interpreter start counts, exit not).
_BARE = r"""
import time
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
w = QMainWindow(); w.resize(1280, 860); w.show(); app.processEvents()
print(time.time())
"""
# What any real Qt main window pays on top of the bare one, with none of the tracker in it:
# a table over an item model, a menu action with a standard shortcut, three docks, and a
# style flag read as a delegate does. PySide6 builds the Python enums of a Qt class (the Qt
# namespace alone has 93) the first time the class is used; the bare window uses none.
_FLOOR = r"""
import time
from PySide6.QtCore import QAbstractTableModel, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QDockWidget, QLabel, QMainWindow, QStyle, QTableView
app = QApplication([])
class M(QAbstractTableModel):
    def rowCount(self, parent=None): return 5
    def columnCount(self, parent=None): return 6
    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        return "12/12" if role == Qt.ItemDataRole.DisplayRole else None
w = QMainWindow(); view = QTableView(); model = M(); view.setModel(model); w.setCentralWidget(view)
undo = QAction("Undo", w); undo.setShortcut(QKeySequence.StandardKey.Undo)
w.menuBar().addMenu("Edit").addAction(undo)
for name in ("Log", "Checks", "History"):
    dock = QDockWidget(name); dock.setWidget(QLabel(name))
    w.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
selected = QStyle.StateFlag.State_Selected
w.resize(1280, 860); w.show(); app.processEvents()
print(time.time())
"""


# The app exactly as `python -m tracker` starts it (settings, crash-recovery folder, demo);
# the child's settings and data folders are fresh temporary ones, so it starts as on a new
# machine, in English. The app itself reports (COMBAT_TRACKER_QUIT_WHEN_SHOWN) its first
# frame on screen, then the demo painted in it, which comes right after (issue #18).
_APP = r"""
import os, sys
os.environ["COMBAT_TRACKER_QUIT_WHEN_SHOWN"] = "1"
from tracker.__main__ import main  # the system-library check included
sys.exit(main([]))
"""


def views_latency(enc, step, count: int, journal_dir: str | None, between=None) -> float:
    """Median time from ``step(doc, k)`` (one undoable command) until every view of the GM
    window over ``enc`` is updated (events processed), over ``count`` steps; ``between(doc,
    k)``, if given, runs untimed before each step. Every step must be done: a refused one
    (an error box instead of the views updating) stops the bench."""
    from PySide6.QtWidgets import QApplication

    from .document import EncounterDocument
    from .main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    doc = EncounterDocument(enc)
    if journal_dir is not None:  # autosave on, as in the app: every step is made durable
        from ..model.journal import Journal

        doc.set_journal(Journal(journal_dir))
    win = MainWindow(doc)
    win.resize(1280, 860)
    win.show()
    app.processEvents()
    refused: list[str] = []
    doc.failed.connect(refused.append)
    times = []
    for k in range(count):
        if between is not None:
            between(doc, k)
            app.processEvents()
        t0 = time.perf_counter()
        step(doc, k)
        app.processEvents()
        times.append(time.perf_counter() - t0)
        if refused:
            raise RuntimeError(f"bench step {k} was refused: {refused[0]}")
    doc.undo_stack.setClean()  # no unsaved-changes prompt when the bench window closes
    win.close()
    win.deleteLater()
    app.processEvents()
    return statistics.median(times)


def _start_times(script: str, runs: int = 7) -> list[float]:
    """Medians of the times from process start to each moment the script prints (a line
    ending in the epoch seconds), in the order printed."""
    import tempfile

    # As on a user's machine, modules load from cached bytecode (pip compiles it on install;
    # some shells here set PYTHONDONTWRITEBYTECODE, which would time the compiler instead).
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env.update(QT_QPA_PLATFORM="offscreen", LANG="en_US.UTF-8", LC_ALL="en_US.UTF-8",
               LANGUAGE="en")

    def once() -> list[float]:
        with tempfile.TemporaryDirectory() as home:
            env.update(XDG_CONFIG_HOME=home, XDG_DATA_HOME=home, HOME=home)
            t0 = time.time()
            res = subprocess.run([sys.executable, "-c", script], capture_output=True,
                                 text=True, env=env, check=True)
            return [float(line.split()[-1]) - t0 for line in res.stdout.splitlines()
                    if line.strip()]

    once()  # warm the bytecode and the disk cache
    times = [once() for _ in range(runs)]
    return [statistics.median(t[k] for t in times) for k in range(len(times[0]))]


def _start_time(script: str, runs: int = 7) -> float:
    return _start_times(script, runs)[-1]


def rss_mb() -> float:
    """Resident memory of this process in MB (Linux; 0 elsewhere)."""
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 1e6
    except (OSError, ValueError, AttributeError):
        return 0.0


def open_time(path: str) -> float:
    """Seconds from File → Open of ``path`` to the GM window showing it (events processed)."""
    from PySide6.QtWidgets import QApplication

    from ..model.encounter import Encounter
    from .document import EncounterDocument
    from .main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    doc = EncounterDocument(Encounter())
    win = MainWindow(doc)
    win.resize(1280, 860)
    win.show()
    app.processEvents()
    t0 = time.perf_counter()
    win.files.open_path(path)
    app.processEvents()
    elapsed = time.perf_counter() - t0
    doc.undo_stack.setClean()
    win.close()
    win.deleteLater()
    app.processEvents()
    return elapsed


def next_turn_costs(enc, actions: int, journal_dir: str) -> tuple[float, float, float]:
    """Next turn ``actions`` times in the GM window over ``enc`` (autosave on): (median ms
    per Next turn until every view is updated, KB of memory kept per action as tracemalloc
    counts it, RSS growth in MB over all the actions)."""
    import tracemalloc

    from PySide6.QtWidgets import QApplication

    from ..model.journal import Journal
    from .document import EncounterDocument
    from .main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    doc = EncounterDocument(enc)
    doc.set_journal(Journal(journal_dir))
    win = MainWindow(doc)
    win.resize(1280, 860)
    win.show()
    app.processEvents()
    for _ in range(5):  # warm up: caches, the journal's base
        win.commands.next_turn()
        app.processEvents()
    rss0 = rss_mb()
    times = []
    for _ in range(actions):
        t0 = time.perf_counter()
        win.commands.next_turn()
        app.processEvents()
        times.append(time.perf_counter() - t0)
    rss = rss_mb() - rss0
    # then as many again, counting what they keep (tracemalloc slows them: not timed)
    tracemalloc.start()
    m0 = tracemalloc.get_traced_memory()[0]
    for _ in range(actions):
        win.commands.next_turn()
        app.processEvents()
    kept = (tracemalloc.get_traced_memory()[0] - m0) / actions / 1024
    tracemalloc.stop()
    doc.undo_stack.setClean()
    win.close()
    win.deleteLater()
    app.processEvents()
    return statistics.median(times) * 1000, kept, rss


def ruleset_benches() -> list:
    """Each installed ruleset's own figures: the module its kit names (``BaseKit.bench``),
    with ``report()`` and, for ``--heavy``, ``heavy_report()`` where it has heavy input."""
    import importlib

    from ..model import plugins
    from .kit import kit_for_id

    names = [getattr(kit_for_id(rid), "bench", "") for rid in plugins.manifests()]
    return [importlib.import_module(name) for name in names if name]


def heavy() -> int:
    """Heavy but valid input (issue #23), as each ruleset's bench makes it."""
    for bench in ruleset_benches():
        if hasattr(bench, "heavy_report"):
            bench.heavy_report()
    return 0


def main() -> int:
    if "--heavy" in sys.argv[1:]:
        return heavy()
    print("(with the autosave journal written before the views update, as in the app)")
    for bench in ruleset_benches():
        bench.report()
    # interleaved, so that a busy moment of a shared machine weighs on both alike
    bare, floor, app, ready = [], [], [], []
    for _ in range(3):
        bare.append(_start_time(_BARE, runs=3))
        floor.append(_start_time(_FLOOR, runs=3))
        shown, filled = _start_times(_APP, runs=3)
        app.append(shown)
        ready.append(filled)
    bare, floor, app, ready = (statistics.median(x) for x in (bare, floor, app, ready))
    print(f"start to window shown: bare PySide6 window           {bare * 1000:7.1f} ms")
    print(f"start to window shown: minimal table + menu + docks  {floor * 1000:7.1f} ms"
          f"   (ratio {floor / bare:.2f}×: what PySide6 adds before any tracker code)")
    print(f"start to window shown: GM window (as run)            {app * 1000:7.1f} ms"
          f"   (ratio {app / floor:.2f}× the minimal window, target ≤ 1.5×:"
          f" {'OK' if app <= 1.5 * floor else 'MISSED'}; {app / bare:.2f}× the bare one)")
    print(f"start to the demo painted in it                      {ready * 1000:7.1f} ms"
          f"   (ratio {ready / floor:.2f}× the minimal window)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
