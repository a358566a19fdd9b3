"""File menu behaviour: new, open, save, save as, recent files, unsaved-changes prompts,
and the crash-recovery journal of this session."""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QLockFile,
    QObject,
    QSettings,
    QStandardPaths,
    Qt,
    Signal,
)
from PySide6.QtWidgets import QMessageBox, QWidget

from ..model.encounter import Encounter
from . import i18n
from .appinfo import OLD_APP_NAMES, OLD_ORGS, ORG
from .document import EncounterDocument
from .user_text import message

# the file and journal code (model.files, model.journal) and the file dialog load with the
# first file or action, not with the window
if TYPE_CHECKING:
    from PySide6.QtWidgets import QFileDialog

    from ..model.files import FileError

# encounter files' own extension (JSON inside; the desktop knows it by this, see
# packaging/linux/); any .json still opens and saves
ENCOUNTER_SUFFIX = ".ctenc"
FILE_FILTER = QT_TRANSLATE_NOOP("FilesController", "Encounter (*.ctenc *.json);;All files (*)")
MAX_RECENT = 8
#: a recovery folder that could not be read is renamed with this prefix and kept (never
#: deleted: it may hold the only copy of a fight), and no longer offered
UNREADABLE_PREFIX = "unreadable-"


def recovery_root() -> Path:
    """The folder of the recovery journals, ``<app data>/recovery``. Sessions left in the
    folder of an older application name (``…/Combat Tracker/recovery``) move into it."""
    from ..model.library.place import data_folder

    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    if not base:
        return Path(os.path.expanduser("~/.combat-tracker")) / "recovery"
    data_folder()  # the data folder of the old organisation name moves here first
    root = Path(base) / "recovery"
    for org in (ORG, *OLD_ORGS):
        for old in OLD_APP_NAMES:
            adopt_sessions(Path(base).parent.parent / org / old / "recovery", root)
    return root


def adopt_sessions(old_root: Path, root: Path) -> None:
    """Move the session folders of ``old_root`` into ``root`` (except one that a running
    older copy still holds), then remove what is left empty of the old folders."""
    if old_root == root or not old_root.is_dir():
        return
    try:
        root.mkdir(parents=True, exist_ok=True)
        for d in old_root.iterdir():
            if not d.is_dir():
                continue
            lock = QLockFile(str(d / "session.lock"))
            lock.setStaleLockTime(0)
            if not lock.tryLock(0):
                continue
            lock.unlock()
            target = root / d.name
            if not target.exists():
                d.rename(target)
        old_root.rmdir()
        old_root.parent.rmdir()
    except OSError:  # unreadable, still in use or not empty: the rest waits for the next start
        pass


class SessionJournal:
    """This session's own recovery folder (locked, so two running copies never share one)."""

    def __init__(self, root: Path) -> None:
        self.root = root
        # a random name, as uuid4 gives, without loading uuid (and platform) at start-up
        self.directory = root / os.urandom(16).hex()
        self.directory.mkdir(parents=True, exist_ok=True)
        self.lock = QLockFile(str(self.directory / "session.lock"))
        self.lock.setStaleLockTime(0)
        self.lock.tryLock(0)
        from ..model.journal import Journal

        self.journal = Journal(self.directory)

    @staticmethod
    def abandoned(root: Path) -> list[Path]:
        """Folders of earlier sessions that ended without a clean exit (newest first)."""
        if not root.is_dir():
            return []
        found = []
        for d in root.iterdir():
            if not d.is_dir() or d.name.startswith(UNREADABLE_PREFIX):
                continue
            lock = QLockFile(str(d / "session.lock"))
            lock.setStaleLockTime(0)
            if not lock.tryLock(0):
                continue  # another running copy owns it
            lock.unlock()
            if (d / "recovery.json").exists():
                found.append(d)
            else:
                _remove_tree(d)
        return sorted(found, key=lambda p: (p / "recovery.json").stat().st_mtime, reverse=True)

    def finish(self) -> None:
        """Clean exit: nothing left to recover."""
        self.journal.clear()
        self.lock.unlock()
        _remove_tree(self.directory)


def _remove_tree(d: Path) -> None:
    for f in d.glob("*"):
        try:
            f.unlink()
        except OSError:
            pass
    try:
        d.rmdir()
    except OSError:
        pass


class FilesController(QObject):
    """Owns the encounter's file name and the journal; the window asks it what to do."""

    pathChanged = Signal()
    recentChanged = Signal()
    #: the encounter was written to this file (File → Save, Save As)
    saved = Signal(str)

    def __init__(self, doc: EncounterDocument, settings: QSettings | None,
                 journal: SessionJournal | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.settings = settings
        self.session = journal
        self.path: str | None = None
        #: (mtime, size) of ``path`` when this program last read or wrote it
        self.stamp: tuple[int, int] | None = None
        if journal is not None:
            doc.set_journal(journal.journal)

    def set_session(self, journal: SessionJournal) -> None:
        """Autosave from now on into ``journal`` (made after the window's first frame:
        nothing can be done before it)."""
        self.session = journal
        self.doc.set_journal(journal.journal, source=self.path)

    # -- state ------------------------------------------------------------------------------
    @property
    def dirty(self) -> bool:
        return not self.doc.undo_stack.isClean()

    def display_name(self) -> str:
        return Path(self.path).name if self.path else ""

    def recent_files(self) -> list[str]:
        if self.settings is None:
            return []
        value = self.settings.value("files/recent", [])
        if isinstance(value, str):
            value = [value]
        return [str(v) for v in (value or [])]

    def _remember(self, path: str) -> None:
        if self.settings is None:
            return
        items = [p for p in self.recent_files() if p != path]
        self.settings.setValue("files/recent", [path, *items][:MAX_RECENT])
        self.recentChanged.emit()

    def _set(self, enc: Encounter, path: str | None) -> None:
        self.doc.set_encounter(enc, source=path)
        self.path = path
        self.stamp = None
        self.doc.undo_stack.setClean()
        self.pathChanged.emit()

    # -- actions (return True when done) ------------------------------------------------------
    def new(self, enc: Encounter | None = None) -> None:
        self._set(enc or Encounter(), None)

    def restore(self, enc: Encounter, source: str | None, actions: int) -> None:
        """Continue a session restored after a crash: not saved, and journaled at once."""
        self.doc.set_encounter(enc, source=source, unsaved_actions=max(1, actions))
        self.path = source
        self.doc.undo_stack.resetClean()
        self.pathChanged.emit()

    def open_path(self, path: str) -> None:
        """Raises FileError; the open encounter is untouched then."""
        from ..model.files import file_stamp, load_encounter

        stamp = file_stamp(path)
        enc = load_encounter(path)
        self._set(enc, os.path.abspath(path))
        self.stamp = stamp
        self._remember(os.path.abspath(path))

    def save_to(self, path: str) -> None:
        """Raises FileError; the encounter stays open and dirty then."""
        from ..model.files import file_stamp, save_encounter

        save_encounter(self.doc.encounter, path)
        self.path = os.path.abspath(path)
        self.stamp = file_stamp(self.path)
        self.doc.undo_stack.setClean()
        # the recovery journal names this file from now on: a crash after more actions
        # restores them with the window titled by it (issue #19 item 18)
        self.doc.journal_source(self.path)
        self._remember(self.path)
        self.pathChanged.emit()
        self.saved.emit(self.path)

    # -- dialog-driven flows ------------------------------------------------------------------
    def ask_open(self, parent: QWidget) -> bool:
        if not self.maybe_save(parent):
            return False
        from PySide6.QtWidgets import QFileDialog  # loads with the first file dialog

        path, _ = QFileDialog.getOpenFileName(parent, self.tr("Open encounter"),
                                              self._start_dir(), self.tr(FILE_FILTER),
                                              **dialog_options())
        return bool(path) and self.open_reporting(path, parent)

    def open_reporting(self, path: str, parent: QWidget) -> bool:
        from ..model.files import FileError

        try:
            self.open_path(path)
        except FileError as exc:
            self.report_open_error(exc, parent)
            return False
        return True

    def report_open_error(self, exc: FileError, parent: QWidget) -> None:
        from .file_errors import file_error_text

        message(parent, QMessageBox.Icon.Warning, self.tr("Cannot open"), file_error_text(exc))

    def save(self, parent: QWidget) -> bool:
        if self.path is None:
            return self.save_as(parent)
        if self.changed_elsewhere():
            answer = message(
                parent, QMessageBox.Icon.Warning, self.tr("File changed"),
                self.tr("\u201c{0}\u201d was changed by another program (or another window of "
                        "the tracker) since it was opened or saved here. Saving replaces "
                        "those changes.").format(self.path),
                QMessageBox.StandardButton.Save | QMessageBox.StandardButton.SaveAll
                | QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Cancel,
                name="changedBox", texts={
                    QMessageBox.StandardButton.Save: self.tr("&Overwrite"),
                    QMessageBox.StandardButton.SaveAll: self.tr("Save &As…")})
            if answer == QMessageBox.StandardButton.SaveAll:
                return self.save_as(parent)
            if answer != QMessageBox.StandardButton.Save:
                return False
        return self._save_reporting(self.path, parent)

    def changed_elsewhere(self) -> bool:
        """The file was written by someone else since this program opened or saved it (a
        file that is gone now is not: saving just writes it again)."""
        if self.path is None or self.stamp is None:
            return False
        from ..model.files import file_stamp

        now = file_stamp(self.path)
        return now is not None and now != self.stamp

    def save_as(self, parent: QWidget) -> bool:
        suggested = self.path or os.path.join(self._start_dir(), suggested_file_name(
            self.doc.encounter.name))
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getSaveFileName(parent, self.tr("Save encounter"), suggested,
                                              self.tr(FILE_FILTER), **dialog_options())
        return bool(path) and self._save_reporting(path, parent)

    def _save_reporting(self, path: str, parent: QWidget) -> bool:
        from ..model.files import FileError

        try:
            self.save_to(path)
        except FileError as exc:
            text = self.tr("The encounter was NOT saved and is still open.") + "\n\n"
            if "size" in exc.args_:
                text += self.tr("The file would be {0:.1f} MB, more than the {1:.0f} MB a file "
                                "may hold to be opened again. The previous file is "
                                "unchanged.").format(exc.args_["size"] / 2 ** 20,
                                                      exc.args_["limit"] / 2 ** 20)
            else:
                from .file_errors import file_error_text

                text += file_error_text(exc)
            if "size" in exc.args_ and self.doc.encounter.log:  # a long campaign's log
                text += "\n\n" + self.tr(
                    "The combat log holds %n entry(s): File → Archive the log… writes it to a "
                    "file and empties it, which makes the encounter smaller.", None,
                    len(self.doc.encounter.log))
            message(parent, QMessageBox.Icon.Critical, self.tr("Not saved"), text)
            return False
        return True

    def maybe_save(self, parent: QWidget) -> bool:
        """Before closing or replacing: save, discard or cancel. True = go ahead."""
        if not self.dirty:
            return True
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Unsaved changes"),
                          self.tr("The encounter has changes that are not saved."),
                          QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                          | QMessageBox.StandardButton.Cancel, parent)
        box.setObjectName("unsavedBox")
        box.setDefaultButton(QMessageBox.StandardButton.Save)
        answer = box.exec()
        if answer == QMessageBox.StandardButton.Save:
            return self.save(parent)
        return answer == QMessageBox.StandardButton.Discard

    def _start_dir(self) -> str:
        if self.path:
            return os.path.dirname(self.path)
        recent = self.recent_files()
        if recent:
            return os.path.dirname(recent[0])
        docs = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        # never the working directory: documents, else home
        return docs or os.path.expanduser("~")


_NOT_IN_NAMES = re.compile(r'[\\/:*?"<>|\x00-\x1f]+')


def suggested_file_name(name: str) -> str:
    """A file name for saving an encounter called ``name`` (its own words, Japanese too;
    characters file systems refuse become "_"); "encounter" when it has none."""
    stem = _NOT_IN_NAMES.sub("_", name).strip(" ._")[:80]
    return (stem or "encounter") + ENCOUNTER_SUFFIX


def dialog_options() -> dict[str, QFileDialog.Option]:
    """The file dialog's options: Qt's own dialog when the UI language is not the system's
    (a native dialog speaks the system's language, Qt's follows the tracker's: its catalogue
    is loaded); none otherwise."""
    from PySide6.QtWidgets import QFileDialog

    if i18n.language() != i18n.system_language():
        return {"options": QFileDialog.Option.DontUseNativeDialog}
    return {}


def _keep_unreadable(parent: QWidget | None, folder: Path, exc: Exception) -> None:
    """A journal this version cannot read is kept, renamed so it is not offered again, and
    the GM is told where it is."""
    kept = folder.with_name(UNREADABLE_PREFIX + folder.name)
    try:
        folder.rename(kept)
    except OSError:
        kept = folder
    box = QMessageBox(QMessageBox.Icon.Warning,
                      QCoreApplication.translate("FilesController", "Recovery journal not read"),
                      QCoreApplication.translate(
                          "FilesController", "A recovery journal from an earlier session "
                          "could not be read, so it cannot be restored. It was kept in the "
                          "folder {0}.").format(str(kept)), QMessageBox.StandardButton.Ok,
                      parent)
    box.setObjectName("unreadableJournalBox")
    box.setTextFormat(Qt.TextFormat.PlainText)
    from .file_errors import file_error_text

    box.setDetailedText(file_error_text(exc))
    box.exec()


class RecoveryPrompt(QObject):
    """The restore question. A QObject for its ``self.tr``: lupdate takes Qt's plural forms
    (``%n``) only from ``self.tr(text, None, n)``."""

    def question(self, name: str, actions: int) -> str:
        return self.tr("The tracker did not close normally. Restore the encounter \u201c{0}\u201d "
                       "as it was after its last action (%n action(s) recorded)?", None,
                       actions).format(name)


def offer_recovery(parent: QWidget | None, root: Path):
    """After a crash: ask whether to restore the newest abandoned session.

    Returns (encounter, source path, actions recorded) to restore, or None."""
    try:
        folders = SessionJournal.abandoned(root)
    except OSError:  # an unreadable recovery folder: nothing can be offered from it
        return None
    if not folders:
        return None
    from ..model.files import FileError
    from ..model.journal import recover_details

    found = None
    for d in folders:
        try:
            details = recover_details(d)
        except (FileError, OSError) as exc:
            _keep_unreadable(parent, d, exc)
            continue
        if details is not None and details.encounter is not None and details.actions > 0:
            found = (d, details)
            break
        _remove_tree(d)  # nothing was done in that session: nothing to offer
    if found is None:
        return None
    folder, details = found
    name = details.source or details.encounter.name or "—"
    answer = message(
        parent, QMessageBox.Icon.Question,
        QCoreApplication.translate("FilesController", "Restore after a crash?"),
        RecoveryPrompt().question(name, details.actions),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.Yes, name="restoreBox")
    # Only the offered session is consumed; older ones are offered at the next start.
    _remove_tree(folder)
    if answer != QMessageBox.StandardButton.Yes:
        return None
    return details.encounter, details.source, details.actions
