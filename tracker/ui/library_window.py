"""The library in the GM window: the Library dock, File → Library, "Save to library" on a
combatant, drops of entries on the roster, and the offer to write the party's state back
after End combat and File → Save. The library itself is Qt-free
(:mod:`tracker.model.library`); the database opens when first needed, so the window's start
does not wait for it."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import QDockWidget, QFileDialog, QMainWindow, QMenu, QMessageBox

from ..model.errors import TrackerError
from . import actions, i18n
from .actions import ActionSpec
from .kit import kit_for
from .lazy_widget import LazyWidget
from .typography import list_sep
from .user_text import plain_box

if TYPE_CHECKING:
    from ..model.library import Library

SETTING = "library/path"
#: the model's notes on taking an entry (tracker.model.library.party.NOTES), for lupdate
_NOTES = {
    "module_left": QT_TRANSLATE_NOOP("LibraryController", "{name}: the data of the rule module '{module}' stays behind (this encounter does not use it)"),  # noqa: E501
    "check_left": QT_TRANSLATE_NOOP("LibraryController", "{name}: the {check} roll owed under the rule module '{module}' stays behind (this encounter does not use it)"),  # noqa: E501
    "calendar_behind": QT_TRANSLATE_NOOP("LibraryController", "{name}: this encounter's calendar (day {day}, {clock}) is before the time its state was saved (day {saved_day}, {saved_clock}): no time ran for its timers"),  # noqa: E501
}



def _spec(key: str, text: str, handler: str, section: int, **more) -> ActionSpec:
    return ActionSpec(key, text, handler, menu="library", section=section,
                      context="LibraryController", **more)


#: File → Library, in order (the window's table shape: tracker/ui/actions.py)
ACTIONS = (
    _spec("library_show", QT_TRANSLATE_NOOP("LibraryController", "&Show the library"),
          "show_dock", 0, shortcut="Ctrl+Shift+L",
          tip=QT_TRANSLATE_NOOP("LibraryController", "Show the Library dock and search it")),
    _spec("library_import_files",
          QT_TRANSLATE_NOOP("LibraryController", "Import character &files…"), "import_files", 1),
    _spec("library_import_folder", QT_TRANSLATE_NOOP("LibraryController", "Import a f&older…"),
          "import_folder", 1),
    _spec("library_import_encounter",
          QT_TRANSLATE_NOOP("LibraryController", "Import &every combatant of an encounter…"),
          "import_encounter", 1),
    _spec("library_export", QT_TRANSLATE_NOOP("LibraryController", "E&xport the library…"),
          "export", 2),
    _spec("library_restore", QT_TRANSLATE_NOOP("LibraryController", "&Restore a backup…"),
          "import_backup", 2),
    _spec("library_open", QT_TRANSLATE_NOOP("LibraryController", "Open &another library…"),
          "ask_open", 3),
    _spec("library_open_default",
          QT_TRANSLATE_NOOP("LibraryController", "Open the &default library"), "open_default", 3),
)


def _note_text(note) -> str:
    key, args = note
    return QCoreApplication.translate("LibraryController", _NOTES[key]).format(**args)


class LibraryController(QObject):
    """The window's library: which file is open (or why none is), and what the GM does
    with it."""

    def __init__(self, window: QMainWindow) -> None:
        """``window``: the GM window (tracker.ui.main_window, which installs the library:
        not imported here)."""
        super().__init__(window)
        self.window = window
        self.doc = window.doc
        self._lib: Library | None = None
        self._tried = False
        #: why no library is open (a refused file), in the UI language
        self.problem: str | None = None
        self.widget = None
        self._box: QMessageBox | None = None  # the question about the party, while open
        self.menu = QMenu(window)
        self.menu.setObjectName("libraryMenu")
        self._fill_menu()
        self.dock = QDockWidget(self.tr("Library"), window)
        self.dock.setObjectName("dock_library")
        self.body = LazyWidget(self._make_widget)
        self.dock.setWidget(self.body)
        # a tab of the log: a second group of tabbed docks would leave a stray tab bar
        # drawn over the roster (Qt 6.11), and the strip at the bottom is wide enough
        window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.dock)
        window.tabifyDockWidget(window.docks["log"], self.dock)
        window.docks["log"].raise_()
        # built when the GM first shows it
        self.dock.visibilityChanged.connect(lambda visible: visible and self.body.ensure())
        window.docks["library"] = self.dock
        self._in_combat = self.doc.encounter.in_combat
        self._steps = self.doc.undo_stack.index()
        self._opened = False
        self.doc.reset.connect(self._on_reset)
        self.doc.changed.connect(self._on_changed)
        window.files.saved.connect(lambda _path: self.offer_party(after_save=True))
        self._drops = _EntryDrop(window.roster.viewport(), self)

    # -- the file -------------------------------------------------------------------------------
    @property
    def lib(self) -> Library | None:
        if self._lib is None and not self._tried:
            self._tried = True
            self.open(self.path(), quiet=True)
        return self._lib

    def path(self) -> str:
        from ..model.library import default_path

        s = self.window.settings
        chosen = s.value(SETTING) if s is not None else None
        return str(chosen) if chosen else default_path()

    def open(self, path: str, quiet: bool = False) -> bool:
        """Open the library ``path`` instead of the one open now; a file it refuses stays as
        it is, and the reason is shown."""
        from ..model.library import open_library

        try:
            lib = open_library(path)
        except TrackerError as exc:
            self.problem = library_error_text(exc)
            if not quiet:
                self.window.show_error(self.problem, self.tr("Library not opened"))
            self._refresh()
            return False
        if self._lib is not None:
            self._lib.close()
        self._lib, self.problem, self._tried = lib, None, True
        if self.window.settings is not None:
            self.window.settings.setValue(SETTING, lib.path)
        self.dock.setToolTip(lib.path)
        if lib.read_only:  # sound, but its disk or folder cannot be written
            self.window.statusBar().showMessage(self.tr(
                "The library {0} is read-only: it was opened for reading only (searches work; "
                "changes cannot be kept).").format(lib.path), 15000)
        self._refresh(filters=True)
        return True

    def error_text(self, exc: Exception) -> str:
        """A refusal of the library in the UI language (for the dock)."""
        if isinstance(exc, TrackerError):
            return library_error_text(exc)
        return str(exc)

    def close(self) -> None:
        """The window closes (or is rebuilt in another language): an open question about
        the party goes with it, then the file."""
        if self._box is not None:
            self._box.close()
        if self._lib is not None:
            self._lib.close()
            self._lib = None

    def _make_widget(self):
        from .library_dock import LibraryDock

        self.widget = LibraryDock(self)
        self.widget.addRequested.connect(self.take)
        self.widget.refresh()
        return self.widget

    def _refresh(self, filters: bool = False) -> None:
        if self.widget is not None:
            if filters:
                self.widget.refresh_filters()
            self.widget.refresh()

    def _fill_menu(self) -> None:
        m = self.menu
        m.clear()
        m.setTitle(self.tr("&Library"))
        self.acts = actions.build(ACTIONS, self, m)
        actions.fill_menu(m, ACTIONS, self.acts, "library")

    def show_dock(self) -> None:
        """The Library dock in front, its search field ready to type into."""
        self.dock.show()
        self.dock.raise_()
        self.body.ensure()
        search = getattr(self.widget, "query", None)
        if search is not None:
            search.setFocus(Qt.FocusReason.ShortcutFocusReason)
            search.selectAll()

    # -- into the encounter ---------------------------------------------------------------------
    def take(self, ids: list[int], count: int = 1) -> list[str]:
        """Add the entries ``ids`` (× ``count``) to the encounter, one undo step each."""
        from ..model.library.party import take

        lib = self.lib
        if lib is None:
            self.window.show_error(self.problem or self.tr("No library is open."))
            return []
        made: list[str] = []
        notes: list[str] = []
        for eid in ids:
            try:
                entry = lib.get(eid)
                action, said = take(self.doc.encounter, entry, count)
            except TrackerError as exc:
                self.window.show_error(library_error_text(exc))
                continue
            notes += [_note_text(n) for n in said]
            name = entry.name
            cids = self.doc.run(lambda n=name, k=count: _added_text(n, k),
                                lambda _enc, a=action: a)
            made += cids or []
        if made:
            self.window.select(made[0])
        if notes:
            self.window.statusBar().showMessage(" ".join(notes), 12000)
        return made

    def save_combatant(self, cid: str, persistent: bool = False) -> None:
        """"Save to library": a new entry (a persistent character when asked), or the state
        of the combatant's own persistent entry."""
        from ..model import operations as ops
        from ..model.library.party import save

        lib = self.lib
        if lib is None:
            self.window.show_error(self.problem or self.tr("No library is open."))
            return
        name = self.doc.encounter.combatants[cid].name
        try:
            entry, own = save(lib, self.doc.encounter, cid, None, persistent)
        except TrackerError as exc:
            self.window.show_error(library_error_text(exc))
            return
        self.doc.run(lambda: QCoreApplication.translate(
            "LibraryController", "Save {0} to the library").format(name),
                     ops.saved_to_library, [cid], {cid: entry.uid} if own else {})
        self.window.statusBar().showMessage(self.tr("{0} is in the library.").format(name), 6000)
        self._refresh(filters=True)

    def context_actions(self, cid: str) -> list[tuple[str, Any]]:
        c = self.doc.encounter.combatants.get(cid)
        if c is None:
            return []
        if c.library:
            return [(self.tr("Write state to the library"), lambda: self.save_combatant(cid))]
        out = [(self.tr("Save to library"), lambda: self.save_combatant(cid))]
        if c.side in ("pc", "ally"):
            out.append((self.tr("Save to library as a persistent character"),
                        lambda: self.save_combatant(cid, True)))
        return out

    # -- the party's state ----------------------------------------------------------------------
    def _on_reset(self) -> None:
        # a new encounter (File → Open): the change an action makes is heard before its
        # undo step is pushed, so the step index lags one behind; -1 lets the very first
        # action (End combat) count as done, not undone
        self._opened = True

    def _on_changed(self, _change) -> None:
        enc = self.doc.encounter
        if self._opened:
            self._opened = False
            self._in_combat, self._steps = enc.in_combat, -1
            return
        steps = self.doc.undo_stack.index()
        ended = self._in_combat and not enc.in_combat and steps > self._steps
        self._in_combat, self._steps = enc.in_combat, steps
        if ended:  # End combat was done (not an undo of Start combat)
            self.offer_party()

    def party(self) -> list[tuple[str, Any]]:
        from ..model.library.party import party

        lib = self.lib if self._lib is not None or any(
            c.library for c in self.doc.encounter.combatants.values()) else None
        return party(self.doc.encounter, lib) if lib is not None else []

    def offer_party(self, after_save: bool = False) -> QMessageBox | None:
        """Ask whether to write the party's state back to the library (nobody to ask about:
        no question)."""
        members = self.party()
        if not members:
            return None
        names = list_sep().join(self.doc.encounter.combatants[cid].name for cid, _e in members)
        text = (self.tr("The encounter is saved. Write the party's state to the library too?")
                if after_save else self.tr("The fight is over. Write the party's state to the "
                                      "library?"))
        box = plain_box(QMessageBox(QMessageBox.Icon.Question, self.tr("The party's state"),
                                    text + "\n\n" + names,
                                    QMessageBox.StandardButton.Yes
                                    | QMessageBox.StandardButton.No, self.window))
        box.setObjectName("partyBox")
        box.setInformativeText(kit_for(self.doc.encounter).party_state_text())
        box.button(QMessageBox.StandardButton.Yes).setText(self.tr("&Write back"))
        box.button(QMessageBox.StandardButton.No).setText(self.tr("&Not now"))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        yes = QMessageBox.StandardButton.Yes
        box.finished.connect(lambda result: self._answered(result == yes))
        box.open()
        self._box = box
        return box

    def _answered(self, write: bool) -> None:
        self._box = None
        if write and self._lib is not None:
            self.write_party()

    def write_party(self) -> int:
        """Write every persistent character's state back (the encounter does not change:
        nothing to undo, nothing to save again)."""
        from ..model.library.party import save

        members = self.party()
        for cid, _entry in members:
            try:
                save(self.lib, self.doc.encounter, cid)
            except TrackerError as exc:
                self.window.show_error(library_error_text(exc))
                return 0
        self.window.statusBar().showMessage(
            self.tr("The state of %n character(s) is in the library.", None, len(members)), 6000)
        self._refresh()
        return len(members)

    # -- files ----------------------------------------------------------------------------------
    def _import(self, path: str) -> None:
        from ..model.library.files import import_path

        lib = self.lib
        if lib is None:
            self.window.show_error(self.problem or self.tr("No library is open."))
            return
        try:
            entries, warnings = import_path(lib, path)
        except TrackerError as exc:
            self.window.show_error(library_error_text(exc), self.tr("Not imported"))
            return
        self._refresh(filters=True)
        text = self.tr("%n entry(s) imported into the library.", None, len(entries))
        if warnings:
            box = plain_box(QMessageBox(QMessageBox.Icon.Information, self.tr("Imported"), text,
                                        QMessageBox.StandardButton.Ok, self.window))
            box.setObjectName("libraryImportBox")
            box.setDetailedText("\n".join(warnings))
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.open()
        self.window.statusBar().showMessage(text, 8000)

    def import_paths(self, paths: list[str]) -> None:
        for p in paths:
            self._import(p)

    def import_files(self) -> None:
        from ..model.library.files import suffixes

        every = " ".join("*" + s for s in suffixes())
        paths, _ = QFileDialog.getOpenFileNames(
            self.window, self.tr("Import into the library"), "",
            ";;".join([self.tr("Character files ({0})").format(every), self.tr("All files (*)")]))
        self.import_paths(paths)

    def import_folder(self) -> None:
        path = QFileDialog.getExistingDirectory(self.window, self.tr("Import a folder into the "
                                                                "library"))
        if path:
            self._import(path)

    def import_encounter(self) -> None:
        path = self.window.files.path
        if not path:
            path, _ = QFileDialog.getOpenFileName(self.window, self.tr("Import an encounter into "
                                                                  "the library"), "",
                                                  self.tr("Encounters (*.ctenc)"))
        if path:
            self._import(path)

    def import_backup(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self.window, self.tr("Restore a library backup"), "",
                                              self.tr("Library backups (*.json)"))
        if path:
            self._import(path)

    def export(self) -> None:
        from ..model.library.files import export

        lib = self.lib
        if lib is None:
            self.window.show_error(self.problem or self.tr("No library is open."))
            return
        path, _ = QFileDialog.getSaveFileName(self.window, self.tr("Export the library"),
                                              "library-backup.json", self.tr("Library backups (*.json)"))
        if not path:
            return
        try:
            n = export(lib, path)
        except TrackerError as exc:
            self.window.show_error(library_error_text(exc))
            return
        self.window.statusBar().showMessage(self.tr("%n entry(s) exported.", None, n), 8000)

    def ask_open(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self.window, self.tr("Open or start a library"), os.path.dirname(self.path()),
            self.tr("Libraries (*.sqlite3)"), options=QFileDialog.Option.DontConfirmOverwrite)
        if path:
            self.open(path)

    def open_default(self) -> None:
        from ..model.library import default_path

        self.open(default_path())


def _added_text(name: str, count: int) -> str:
    """The undo history's words for entries taken from the library."""
    if count > 1:
        return QCoreApplication.translate("LibraryController", "Add {0} ×{1} from the "
                                          "library").format(name, count)
    return QCoreApplication.translate("LibraryController", "Add {0} from the library").format(name)


class _EntryDrop(QObject):
    """Entries dragged from the dock onto the roster join the encounter."""

    def __init__(self, widget, controller: LibraryController) -> None:
        super().__init__(widget)
        self.controller = controller
        widget.setAcceptDrops(True)
        widget.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        kind = event.type()
        if kind in (QEvent.Type.DragEnter, QEvent.Type.DragMove, QEvent.Type.Drop):
            # the dock's module only with a drag: every paint of the roster passes here
            from .library_dock import entry_ids

            ids = entry_ids(event.mimeData())
            if ids:
                event.acceptProposedAction()
                if kind == QEvent.Type.Drop:
                    w = self.controller.widget
                    self.controller.take(ids, w.times.value() if w is not None else 1)
                return True
        return super().eventFilter(obj, event)


def library_error_text(exc: TrackerError) -> str:
    """A refusal of the library in the UI language (the path and the reason)."""
    path = exc.args_.get("file", "")
    known = {
        "not_sqlite": QCoreApplication.translate("LibraryController", "{0} is not a library (not an SQLite database). It was left as it "
                         "is."),
        "other_app": QCoreApplication.translate("LibraryController", "{0} is another program's database, not a library. It was left as it "
                        "is."),
        "corrupt": QCoreApplication.translate("LibraryController", "The library {0} is damaged. It was left as it is: keep it for a "
                      "repair, and open another library or restore a backup."),
        "newer": QCoreApplication.translate("LibraryController", "The library {0} was written by a newer version of the app. It was left "
                    "as it is: update the app to use it."),
        "unreadable": QCoreApplication.translate("LibraryController", "The library {0} could not be opened."),
        "unwritable": QCoreApplication.translate("LibraryController", "The library {0} could not be written: nothing of this change was kept."),
        "read_only": QCoreApplication.translate("LibraryController", "The library {0} is read-only (its disk or folder cannot be written): nothing was changed."),
    }
    a = exc.args_
    if exc.code in known and path:
        # SQLite's own words, or which entry is damaged
        details = exc.code in ("corrupt", "unreadable", "unwritable", "read_only")
        return known[exc.code].format(path) + (f"\n\n{exc}" if details else "")
    if exc.code == "wrong_ruleset":
        return QCoreApplication.translate("LibraryController", "{0} is an entry of other rules ({1}) than this encounter's ({2}).").format(
            a.get("name", ""), _rules_name(a.get("ruleset", "")), _rules_name(a.get("encounter", "")))
    if exc.code == "no_entry":  # taken away meanwhile (another window, a library reopened)
        return QCoreApplication.translate("LibraryController", "{0} is no longer in the library.").format(
            a.get("name") or a.get("id", ""))
    if exc.code == "in_encounter":
        return QCoreApplication.translate("LibraryController", "{0} is in this encounter already (as {1}): a persistent character joins once.").format(
            a.get("name", ""), a.get("here", ""))
    if exc.code in _REFUSALS and i18n.language() != "en":  # the English UI: the model's words
        from ..model.library import entry

        return QCoreApplication.translate("LibraryController", _REFUSALS[exc.code]).format(
            a.get("file", ""), entry.MAX_NAME, entry.MAX_TAGS, entry.MAX_TAG, entry.MAX_NOTES)
    return QCoreApplication.translate("LibraryController", "The library refused it: {0}").format(exc)


#: the library's refusals of a value, by code, in a language other than English (issue 43:
#: they came out in English); {0} the file, {1}… the limits of an entry
_REFUSALS = {
    "bad_query": QT_TRANSLATE_NOOP(
        "LibraryController", "The search holds a character the library cannot search for "
        "(a NUL or a broken character)."),
    "bad_entry": QT_TRANSLATE_NOOP(
        "LibraryController", "The library refused the entry: one of its values is not "
        "allowed (a name of at most {1} characters, at most {2} tags of at most {3} "
        "characters, notes of at most {4} characters, no NUL character)."),
    "bad_file": QT_TRANSLATE_NOOP(
        "LibraryController", "\u201c{0}\u201d cannot be taken into the library: it is neither a "
        "library backup nor a file of characters it imports, or an entry in it holds a value "
        "an entry may not hold."),
}


def _rules_name(rid: str) -> str:
    from .library_dock import _rules_label

    return _rules_label(rid)


def install(window: QMainWindow) -> LibraryController:
    """Give the window its library: the dock (a tab of the log), File → Library."""
    lib = LibraryController(window)
    window.file_menu.insertMenu(window.act_import, lib.menu)
    window._fill_view_menu()  # its toggle with the other docks'
    return lib
