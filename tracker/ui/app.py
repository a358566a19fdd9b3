"""Application start: translations, settings, the demo encounter and the GM window."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QApplication

from ..model.demo import demo_encounter
from . import i18n
from .document import EncounterDocument
from .files_controller import FilesController, SessionJournal, offer_recovery, recovery_root
from .main_window import MainWindow

ORG, APP = "gurps-combat-tracker", "Combat Tracker"


class TrackerApp:
    """Owns the document and the GM window; rebuilds the window when the language changes."""

    def __init__(self, app: QApplication, settings: QSettings | None = None,
                 path: str | None = None, recovery: Path | None = None) -> None:
        """``recovery``: the folder for crash-recovery journals (None: no autosave)."""
        self.app = app
        self.settings = settings if settings is not None else QSettings(ORG, APP)
        lang = str(self.settings.value("language", "") or i18n.system_language())
        i18n.install(lang)
        self.doc = EncounterDocument(demo_encounter(lang=i18n.language()))
        restored = offer_recovery(None, recovery) if recovery is not None else None
        self.session = None
        no_autosave = None
        if recovery is not None:
            try:
                self.session = SessionJournal(recovery)
            except OSError as exc:  # a read-only or full profile must not stop the fight
                no_autosave = QCoreApplication.translate(
                    "TrackerApp", "Autosave is off: the recovery folder could not be created "
                    "({0}). Save the encounter to a file from time to time.").format(
                        exc.strerror or exc)
        self.files = FilesController(self.doc, self.settings, self.session)
        self.window = self._make_window()
        if no_autosave is not None:
            self.window.show_error(no_autosave, QCoreApplication.translate(
                "TrackerApp", "Autosave is off"))
        if restored is not None:
            self.files.restore(*restored)  # restored work is not saved in a file yet
            self.window._update_title()
        elif path:
            self.files.open_reporting(path, self.window)
        app.aboutToQuit.connect(self._finish)

    def _finish(self) -> None:
        if self.session is not None:
            self.session.finish()
            self.session = None

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
        self.doc.retranslate_history()
        old = self.window
        selected = old.selected
        old.save_settings()
        self.window = self._make_window()
        self.window.select(selected)
        self.window.player_view, old.player_view = old.player_view, None
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


def run(argv: list[str], path: str | None = None) -> int:
    """``argv`` goes to Qt (its options); ``path``: the encounter file to open."""
    app = QApplication.instance() or QApplication([sys.argv[0], *argv])
    app.setOrganizationName(ORG)
    app.setApplicationName(APP)
    tracker = TrackerApp(app, path=path, recovery=recovery_root())
    install_excepthook(tracker)
    tracker.window.show()
    return app.exec()
