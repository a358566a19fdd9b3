"""Application start: translations, settings, the demo encounter and the GM window."""

from __future__ import annotations

import gc
import os
import signal
import sys
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, QSocketNotifier, QTimer
from PySide6.QtWidgets import QApplication

from ..model.encounter import Encounter
from ..model.ruleset import get_ruleset
from . import i18n
from .appinfo import APP_ID, DESKTOP_ID, ORG, app_icon, app_name, app_settings
from .document import EncounterDocument
from .files_controller import FilesController, SessionJournal, offer_recovery, recovery_root
from .main_window import MainWindow

# set to 1, the app prints ``shown <epoch seconds>`` once its window's first frame is on
# screen and ``ready <epoch seconds>`` once the demo (or the file) is painted in it, and quits
# cleanly: how the bench and packaging/bench_start.py time a start, bundled or not
QUIT_WHEN_SHOWN = "COMBAT_TRACKER_QUIT_WHEN_SHOWN"


class TrackerApp:
    """Owns the document and the GM window; rebuilds the window when the language changes."""

    def __init__(self, app: QApplication, settings: QSettings | None = None,
                 path: str | None = None, recovery: Path | None = None) -> None:
        """``recovery``: the folder for crash-recovery journals (None: no autosave)."""
        self.app = app
        self.settings = settings if settings is not None else app_settings()
        lang = str(self.settings.value("language", "") or i18n.system_language())
        i18n.install(lang)
        from . import theme

        theme.apply(str(self.settings.value(theme.SETTING, "system") or "system"))
        app.setWindowIcon(app_icon())  # every window, dialog and message box shows it
        app.setApplicationDisplayName(app_name())
        # The window shows first and the demo comes right after (issue #18): until then the
        # window holds an empty encounter of the demo's rules, so the same kit, docks and
        # columns are up, and nothing in the window moves when the demo arrives.
        self.doc = EncounterDocument(Encounter())
        restored = offer_recovery(None, recovery) if recovery is not None else None
        self.recovery = recovery
        self.session = None
        self.files = FilesController(self.doc, self.settings, None)
        #: the demo is still to come (nothing restored or opened in its place)
        self.demo_due = restored is None
        refused = None
        if restored is None and path:  # before the window: it is made for the file's rules
            from ..model.files import FileError

            try:
                self.files.open_path(path)
                self.demo_due = False
            except FileError as exc:
                refused = exc
        self.window: MainWindow | None = None
        #: why autosave is off, to say once the window is there
        self.autosave_off: str | None = None
        if restored is not None:  # journaled at once: its own session now
            self._start_autosave()
            self.files.restore(*restored)  # restored work is not saved in a file yet
        self.window = self._make_window()
        if self.autosave_off is not None:
            self._say_autosave_off()
        if refused is not None:
            self.files.report_open_error(refused, self.window)
        #: called once the window's first frame is on screen, before the demo comes
        self.when_shown: list[Callable[[], None]] = []
        # the next turn of the event loop after the first paint began: the frame is done;
        # at the latest after a second (a window started minimised paints nothing)
        self.window.firstPaint.connect(lambda: QTimer.singleShot(0, self._first_frame_done))
        QTimer.singleShot(1000, self.window, self._first_frame_done)  # not once it is gone
        app.aboutToQuit.connect(self._finish)

    def _first_frame_done(self) -> None:
        calls, self.when_shown = self.when_shown, []
        for call in calls:
            call()
        self._start_autosave()  # before the demo, so that the journal starts with it
        self.show_demo()

    def _start_autosave(self) -> None:
        """This session's recovery folder and journal (after the first frame: nothing can
        be done before it, and the folder and its lock take a few ms of the start)."""
        if self.recovery is None or self.session is not None:
            return
        recovery, self.recovery = self.recovery, None
        try:
            self.session = SessionJournal(recovery)
        except OSError as exc:  # a read-only or full profile must not stop the fight
            from .file_errors import os_reason

            why = os_reason({"os_errno": exc.errno, "os_reason": exc.strerror or exc})
            self.autosave_off = QCoreApplication.translate(
                "TrackerApp", "Autosave is off: the recovery folder could not be created "
                "({0}). Save the encounter to a file from time to time.").format(why)
            if self.window is not None:
                self._say_autosave_off()
            return
        self.files.set_session(self.session)

    def _say_autosave_off(self) -> None:
        self.window.show_error(self.autosave_off, QCoreApplication.translate(
            "TrackerApp", "Autosave is off"))

    def show_demo(self) -> None:
        """Open the demo encounter in place of the empty one the window started with, unless
        the GM has already begun something else there."""
        if not self.demo_due:
            return
        self.demo_due = False
        if self.files.path is not None or self.doc.undo_stack.count() or self.doc.encounter.order:
            return
        rules = get_ruleset(self.doc.encounter.ruleset_id)
        self.files.new(rules.demo_encounter(i18n.language()))

    def _finish(self) -> None:
        if self.session is not None:
            self.session.finish()
            self.session = None

    def finish_interrupted(self) -> None:
        """After Ctrl+C in the terminal: a clean exit without the unsaved-changes question
        (as the GM asked to stop): the window keeps its place, the journal is closed, so the
        next start offers nothing to restore."""
        self.window.save_settings()
        self._finish()

    def _make_window(self) -> MainWindow:
        w = MainWindow(self.doc, self.settings, self.files)
        w.languageRequested.connect(self.switch_language)
        return w

    def switch_language(self, lang: str) -> None:
        if lang == i18n.language():
            return
        if not i18n.install(lang):
            self.window.show_error(QCoreApplication.translate("TrackerApp", "The translation could not be loaded."))
            return
        self.settings.setValue("language", lang)
        self.app.setApplicationDisplayName(app_name())
        self.doc.retranslate_history()
        old = self.window
        selected = old.selected
        old.save_settings()
        old.library.close()  # the new window opens it again
        self.window = self._make_window()
        self.window.select(selected)
        self.window.player_view, old.player_view = old.player_view, None
        self.window.sharing, old.sharing = old.sharing, None
        self.window.show()
        old.hide()
        old.deleteLater()


def install_excepthook(tracker: TrackerApp) -> None:
    """A bug must not take the fight with it: report it and keep running (the journal
    already holds the last completed action)."""
    import traceback

    def hook(exc_type, exc, tb) -> None:
        traceback.print_exception(exc_type, exc, tb)
        try:
            tracker.window.show_error(QCoreApplication.translate(
                "TrackerApp", "Something went wrong: {0}. The encounter is safe; save it to a "
                "file if this happens again.").format(exc))
        except Exception:  # noqa: BLE001 - never let the reporter raise
            pass

    sys.excepthook = hook


class Interrupt:
    """Ctrl+C (SIGINT) quits the app cleanly instead of being ignored until Qt returns.

    Python runs a signal handler only when the interpreter gets control, and Qt's event loop
    keeps it in C++ while idle; the handler's wake-up byte on a socket pair (``set_wakeup_fd``)
    wakes the loop through a socket notifier, so Python runs the handler at once. The handler
    only leaves the event loops; the app is finished after ``exec()`` returns, never in the
    middle of whatever Python code the signal interrupted."""

    def __init__(self, app: QApplication) -> None:
        self.app = app
        self.requested = False
        self._old_handler = signal.signal(signal.SIGINT, self._handle)
        # Windows wakes only through a socket; elsewhere a pipe does (and spares loading
        # socket at start-up)
        if sys.platform == "win32":
            import socket

            self._sockets = socket.socketpair()
            for s in self._sockets:
                s.setblocking(False)
            read_fd, write_fd = (s.fileno() for s in self._sockets)
        else:
            self._sockets = None
            self._pipe = read_fd, write_fd = os.pipe()
            for fd in self._pipe:
                os.set_blocking(fd, False)
        try:
            self._old_fd = signal.set_wakeup_fd(write_fd)
        except ValueError:  # not the main thread: nothing to wake
            self._old_fd = None
        self._notifier = QSocketNotifier(read_fd, QSocketNotifier.Type.Read)
        self._notifier.activated.connect(self._drain)

    def _drain(self, *_args) -> None:
        try:
            if self._sockets is not None:
                while self._sockets[0].recv(64):
                    pass
            else:
                while os.read(self._pipe[0], 64):
                    pass
        except OSError:  # nothing more to read (BlockingIOError) or closed
            pass

    def _handle(self, _signum, _frame) -> None:
        self.requested = True
        self.app.exit(0)

    def restore(self) -> None:
        self._notifier.setEnabled(False)
        if self._old_fd is not None:
            signal.set_wakeup_fd(self._old_fd)
        signal.signal(signal.SIGINT, self._old_handler)
        if self._sockets is not None:
            for s in self._sockets:
                s.close()
        else:
            for fd in self._pipe:
                os.close(fd)


def _collect_again() -> None:
    """Collection was off for the start (tracker/__main__.py). On again after the first
    frame, with what the start made set aside first: it all lives as long as the app, and
    walking it now would only delay the first click; later, when nobody waits, it becomes
    collectable again (a window replaced by a language switch must not stay behind)."""
    gc.freeze()
    gc.enable()
    QTimer.singleShot(5000, gc.unfreeze)


def _report_when_shown(tracker: TrackerApp) -> None:
    """Print ``shown <epoch seconds>`` once the window's first frame is on screen, then
    ``ready <epoch seconds>`` once the encounter it starts with is painted in it, and quit."""
    app = tracker.app

    def ready() -> None:
        app.processEvents()
        print(f"ready {time.time()}", flush=True)
        app.exit(0)

    def shown() -> None:
        print(f"shown {time.time()}", flush=True)
        QTimer.singleShot(0, ready)  # after the demo, which comes right after this

    tracker.when_shown.append(shown)


def run(argv: list[str], path: str | None = None) -> int:
    """``argv`` goes to Qt (its options); ``path``: the encounter file to open."""
    app = QApplication.instance() or QApplication([sys.argv[0], *argv])
    app.setOrganizationName(ORG)
    app.setApplicationName(APP_ID)
    app.setDesktopFileName(DESKTOP_ID)  # Wayland finds the desktop entry (and icon) by it
    interrupt = Interrupt(app)
    try:
        tracker = TrackerApp(app, path=path, recovery=recovery_root())
        install_excepthook(tracker)
        code = 0
        if not interrupt.requested:  # Ctrl+C may come while the restore question is open
            tracker.window.show()
            # the next turn of the loop after the first frame: the demo is in by then
            tracker.when_shown.append(lambda: QTimer.singleShot(0, _collect_again))
            if os.environ.get(QUIT_WHEN_SHOWN) == "1":
                _report_when_shown(tracker)
            code = app.exec()
        if interrupt.requested:
            tracker.finish_interrupted()
            return 0
        return code
    finally:
        interrupt.restore()
