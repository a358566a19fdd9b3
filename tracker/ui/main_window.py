"""The GM's window: roster, cards, the selected combatant, and docks around them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QSettings, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QMainWindow,
    QMenu,
    QMessageBox,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ..model.encounter import Change
from . import (
    actions,
    character_import,
    player_screens,
    roster_layout,
    screen_fit,
    tab_order,
    turn_view,
    window_docks,
    window_files,
    window_place,
)
from .appinfo import app_name
from .bar_delegate import BarDelegate
from .cards import CardGrid
from .detail_panel import DetailPanel
from .document import EncounterDocument
from .elided_label import ElidedLabel
from .files_controller import FilesController
from .kit import kit_for
from .lazy_widget import LazyWidget
from .roster_model import IdRole, RosterModel
from .user_text import plain_box
from .window_actions import (
    ACTIONS,
    CONTEXT_MENU,
    MENUS,
    SUBMENUS,
    TOOLBAR,
    TOOLBAR_STYLE,
    TOOLBAR_TITLE,
)
from .window_commands import WindowCommands

#: kept for callers that took it from here
__all__ = ["LazyWidget", "MainWindow"]


class MainWindow(QMainWindow):
    languageRequested = Signal(str)
    #: the selected combatant changed (its id, or None)
    selectionChanged = Signal(object)
    #: the window has begun painting its first frame (once)
    firstPaint = Signal()

    def __init__(self, doc: EncounterDocument, settings: QSettings | None = None,
                 files: FilesController | None = None) -> None:
        super().__init__()
        self._painted = False
        self.doc = doc
        self.settings = settings
        self.files = files if files is not None else FilesController(doc, settings, None, self)
        self.files.pathChanged.connect(self._update_title)
        self.files.recentChanged.connect(self._fill_recent)
        self.setObjectName("MainWindow")
        # every dialog opened over the window fits the screen (issue 43)
        screen_fit.watch(self)
        self.selected: str | None = None
        #: the selection follows the turn (the GM's preference, Combat menu)
        self.follow_turn = turn_view.follows(settings)
        self.dialog = None  # the dialog opened last (hit entry, stats)
        self.player_view = None
        #: the page on the players' devices (tracker.ui.share.Sharing), once the GM opened it
        self.sharing = None

        # -- central: roster + cards | selected combatant ---------------------------------
        self._build_roster(doc)
        self._build_panes(doc)

        # -- docks ------------------------------------------------------------------------
        self.docks = window_docks.make_docks(self)
        #: the ruleset's own docks (GURPS: recovery timers), rebuilt when the ruleset changes
        self.kit = None
        self.kit_docks: dict[str, QDockWidget] = {}
        #: the ruleset's entries of the window's menus (:meth:`_make_kit_actions`)
        self.kit_acts: dict[str, QAction] = {}

        #: what the action table runs (tracker/ui/window_commands.py)
        self.commands = WindowCommands(self)
        self._make_actions()
        from .group_actions import GroupActions

        self.group = GroupActions(self)
        self._follow_kit()
        from .library_window import install as install_library

        # after the ruleset's docks: tabbed into a settled right-hand area
        self.library = install_library(self)
        self.docks["log"].raise_()

        # -- wiring -----------------------------------------------------------------------
        self.roster.selectionModel().currentRowChanged.connect(
            lambda cur, _prev: self.select(cur.data(IdRole)))
        self.cards.selected.connect(self.select)
        self.cards.menuRequested.connect(self._combatant_menu)
        self.cards.locationClicked.connect(self.open_hit)
        self.cards.smallPartClicked.connect(self.show_on_large_figure)
        # the eyes: shown to the players or hidden, a click toggles it (one undo step)
        from . import hidden_eye

        self.roster_eyes = hidden_eye.RosterEyes(self.roster, doc)
        self.cards.eyeClicked.connect(lambda cid: hidden_eye.toggle(self.doc, cid))
        self.detail.hitRequested.connect(self.open_hit)
        self.detail.editRequested.connect(self._edit)
        doc.changed.connect(self._on_changed)
        from .turn_clock import gm_clock

        self.turn_clock = gm_clock(self)
        doc.failed.connect(self.show_error)
        doc.undo_stack.cleanChanged.connect(self._update_title)
        self._on_changed(Change(None, True))
        first = doc.encounter.current
        self.select(first.id if first else None)
        window_place.place_first(self)
        # the fight first: the log and its tabs take a strip at the bottom (again once shown:
        # a fifth of the window, 6 lines on a laptop, more on a large monitor)
        self.resizeDocks([self.docks["log"]], [150], Qt.Orientation.Vertical)
        #: the docks are where the GM left them (restored settings)
        self.docks_restored = window_place.restore(self, settings)

    def _build_roster(self, doc: EncounterDocument) -> None:
        """The turn order's table: its model, columns, menus and the files dropped on it."""
        self.roster_model = RosterModel(doc, self)
        self.roster = roster_layout.make_roster(self.roster_model)
        self.roster_model.moved.connect(self.select)
        self._bar_delegate = BarDelegate(self.roster)
        self._layout_roster()
        self.roster_model.modelReset.connect(self._layout_roster)
        roster_layout.refit_on_change(self.roster)
        self.roster.doubleClicked.connect(lambda idx: self._edit(idx.data(IdRole)))
        self.roster.installEventFilter(self)
        self.roster.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.roster.customContextMenuRequested.connect(self._roster_menu)
        from .file_drop import FileDropFilter

        # a viewport made here: asked for Qt's own, PySide would first load every QWidget
        # class to tell its type (≈ 3 ms of the start)
        viewport = QWidget()
        self.roster.setViewport(viewport)
        FileDropFilter(viewport, lambda: character_import.suffixes(self)).filesDropped.connect(
            self.import_characters)

    def _build_panes(self, doc: EncounterDocument) -> None:
        """The central area: the turn line and roster over the cards | the selected one's
        panel, in their splitters."""
        self.cards = CardGrid(doc)
        self.detail = DetailPanel(doc)
        # elided rather than widening the window (a long name's turn, issue 43)
        self.turn_label = ElidedLabel()
        self.turn_label.setObjectName("turnLabel")
        # no padding above and below, nor spacing under it: in Japanese (Noto CJK's taller
        # lines) those 4 px were the 12th roster row's at 1366×728 (issue 43)
        self.turn_label.setStyleSheet("font-size: 15px; font-weight: bold; padding: 0 4px;")

        self.left_split = left = QSplitter(Qt.Orientation.Vertical)
        top = QWidget()
        tl = QVBoxLayout(top)
        tl.setContentsMargins(0, 0, 0, 0)
        tl.setSpacing(0)
        tl.addWidget(self.turn_label)
        tl.addWidget(self.roster)
        left.addWidget(top)
        left.addWidget(self.cards)
        # the turn order has priority over the cards (issue 34): the roster shows every row
        # (at least ROSTER_ROWS, scrolling beyond), the cards take what is left
        left.setCollapsible(0, False)
        left.setStretchFactor(0, 0)
        left.setStretchFactor(1, 1)
        left.installEventFilter(self)
        for sig in (self.roster_model.modelReset, self.roster_model.rowsInserted,
                    self.roster_model.rowsRemoved):
            sig.connect(self._give_roster_room)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(left)
        # the panel scrolls rather than making the window taller than a 1280×800 screen
        self.detail_scroll = QScrollArea()
        self.detail_scroll.setWidget(self.detail)
        self.detail_scroll.setWidgetResizable(True)
        self.detail_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.detail_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.splitter.addWidget(self.detail_scroll)
        self.splitter.setSizes([760, 340])
        self.setCentralWidget(self.splitter)
        # there from the start: the first message (a refused roll) must not move everything up
        self.statusBar()

    def _layout_roster(self) -> None:
        roster_layout.layout_columns(self.roster, self._bar_delegate)

    def title_width(self, col: int) -> int:
        """The width column ``col`` needs for its title whole (the header's own margins)."""
        return roster_layout.title_width(self.roster, col)

    def _follow_kit(self) -> None:
        """Give the window the docks of the encounter's ruleset (once, and again after a new
        encounter of another ruleset replaced it)."""
        kit = kit_for(self.doc.encounter)
        if kit is self.kit:
            return
        self.kit_docks = window_docks.replace_kit_docks(self, kit)
        self.kit = kit
        self._make_kit_actions(kit)
        self._tab_body = None  # the Tab order made again (tab_order.keep) with its docks
        self._fill_view_menu()
        self.refresh_actions()
        tips = kit.tips()
        for key, act in (("start", self.act_start), ("end", self.act_end)):
            act.setStatusTip(tips.get(key, ""))
            act.setToolTip(tips.get(key, act.text().replace("&", "")))

    def kit_widget(self, key: str) -> QWidget:
        """The widget of one of the ruleset's docks (e.g. "recovery"), built if it was not."""
        return window_docks.dock_body(self.kit_docks[key])

    @property
    def plot_view(self) -> QWidget:
        return self.plot_dock_body.ensure()

    # -- actions ----------------------------------------------------------------------------
    def _make_actions(self) -> None:
        """The actions, menus and toolbar of the table (tracker/ui/window_actions.py); each
        action is also the window's attribute ``act_<id>``."""
        self.acts = actions.build(ACTIONS, self, self, {actions.WINDOW: lambda: self,
                                                          actions.SELECTED: lambda: self.selected})
        for key, a in self.acts.items():
            setattr(self, f"act_{key}", a)
        self.lang_actions = {k: self.acts[f"language_{k}"] for k in ("ja", "en")}
        self.theme_actions = {k: self.acts[f"theme_{k}"] for k in ("system", "light", "dark")}
        tb = self.addToolBar(QCoreApplication.translate("MainWindow", TOOLBAR_TITLE))
        tb.setObjectName("mainToolbar")
        tb.setStyleSheet(TOOLBAR_STYLE)
        tb.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for key in TOOLBAR:
            tb.addSeparator() if key is None else tb.addAction(self.acts[key])
        mb = self.menuBar()
        self.menus = {key: mb.addMenu(QCoreApplication.translate("MainWindow", title))
                      for key, title in MENUS.items()}
        self.file_menu, self.view_menu, self.help_menu = (self.menus[k]
                                                          for k in ("file", "view", "help"))
        for key, title in SUBMENUS.items():
            parent = self.menus["file"] if key in ("recent", "demo") else self
            self.menus[key] = QMenu(QCoreApplication.translate("MainWindow", title), parent)
        self.recent_menu, self.demo_menu = self.menus["recent"], self.menus["demo"]
        self.lang_menu, self.theme_menu = self.menus["language"], self.menus["theme"]
        self._fill_recent()
        #: ruleset id -> File → Open demo → that ruleset's bundled demo encounter
        self.demo_actions = window_files.add_demos(self)
        for key in ("file", "edit", "combat", "language", "theme", "help"):
            self._fill_menu(key)
        self._fill_view_menu()

    def _make_kit_actions(self, kit) -> None:
        """The ruleset's entries of the window's menus (its kit's context-menu entries that
        name a menu), each also ``act_<id>``; those of the ruleset before are taken out."""
        for key, a in self.kit_acts.items():
            delattr(self, f"act_{key}")
            a.deleteLater()
        specs = [s for s in kit.context_menu if s.menu]
        self.kit_acts = actions.build(specs, kit, self, {
            actions.WINDOW: lambda: self, actions.SELECTED: lambda: self.selected})
        for key, a in self.kit_acts.items():
            setattr(self, f"act_{key}", a)
        for key in {s.menu for s in specs} | {"combat"}:
            self.menus[key].clear()
            self._fill_menu(key)

    def _fill_menu(self, key: str) -> None:
        actions.fill_menu(self.menus[key], ACTIONS, self.acts, key, {
            "kit": lambda m: [m.addAction(a) for a in self.kit_acts.values()],
            "recent": lambda m: m.addMenu(self.recent_menu),
            "demo": lambda m: m.addMenu(self.demo_menu),
            "docks": lambda m: [m.addAction(d.toggleViewAction())
                                for d in [*self.docks.values(), *self.kit_docks.values()]],
            "language": lambda m: m.addMenu(self.lang_menu),
            "theme": lambda m: m.addMenu(self.theme_menu),
        })

    def _fill_view_menu(self) -> None:
        """The player view, a toggle per dock (the ruleset's too) and the language."""
        self.view_menu.clear()
        self._fill_menu("view")

    def refresh_actions(self) -> None:
        """Each action enabled as the table says of the window now."""
        actions.refresh(ACTIONS, self.acts, self)
        if self.kit is not None:
            actions.refresh([s for s in self.kit.context_menu if s.menu], self.kit_acts, self)

    # -- slots ------------------------------------------------------------------------------
    def select(self, cid: str | None) -> None:
        if cid is not None and cid not in self.doc.encounter.combatants:
            cid = None
        changed = cid != self.selected
        self.selected = cid
        self.detail.show_combatant(cid)
        # the pane scrolls down, never sideways: it is never narrower than its widest row
        self.detail_scroll.setMinimumWidth(
            self.detail.minimumSizeHint().width()
            + self.detail_scroll.verticalScrollBar().sizeHint().width())
        self.cards.set_chosen(cid)
        row = self.roster_model.row_of(cid) if cid else -1
        if row >= 0 and self.roster.currentIndex().row() != row:
            self.roster.selectRow(row)
        self.refresh_actions()
        if changed:
            self.selectionChanged.emit(cid)

    def _give_roster_room(self, *_args) -> None:
        # above the roster: the turn label and the spacing under it
        left = self.left_split
        above = self.turn_label.sizeHint().height() + left.widget(0).layout().spacing()
        roster_layout.give_room(self.roster, left, above, self.cards.least_height())

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Resize and obj is getattr(self, "left_split", None):
            # after the splitter has taken its new size (the filter runs before it does)
            from PySide6.QtCore import QTimer

            QTimer.singleShot(0, self, self._give_roster_room)
        if event.type() == QEvent.Type.Resize and obj is getattr(self, "roster", None):
            # the Name column's share of the new width (after the roster has taken it)
            from PySide6.QtCore import QTimer

            QTimer.singleShot(0, self, lambda: roster_layout.fit_names(self.roster))
        # Enter on the selected row opens the ruleset's hit entry on it, as a click on its
        # figure does (CoC: the attack on that target)
        if (obj is self.roster and event.type() == QEvent.Type.KeyPress
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
                and event.modifiers() == Qt.KeyboardModifier.NoModifier and self.selected):
            self.open_hit(self.selected, "")
            return True
        if (obj is self.roster and event.type() == QEvent.Type.KeyPress
                and event.matches(QKeySequence.StandardKey.Paste)):
            character_import.paste_characters(self)
            return True
        return super().eventFilter(obj, event)

    def open_demo(self, ruleset_id: str) -> None:
        """Replace the encounter with a ruleset's bundled demo (asks to save first)."""
        window_files.open_demo(self, ruleset_id)

    def open_player_view(self) -> None:
        """Open (or raise) the second window for the players' screen."""
        player_screens.open_player_view(self)

    def open_share(self) -> None:
        """The sharing dialog (sharing itself goes on when the dialog is closed)."""
        player_screens.open_share(self)

    def open_hit(self, cid: str | None, location: str = "") -> None:
        """The ruleset's hit entry on ``cid`` (GURPS: the hit dialog at that location)."""
        if not cid:
            return
        self.select(cid)
        self.kit.open_hit(self, cid, location)

    def show_on_large_figure(self, cid: str, location: str) -> None:
        """A part too small on a card to click surely: the combatant is selected and the part
        is shown on the large figure of the detail pane (Enter or a click there opens the
        hit entry)."""
        self.select(cid)
        figure = self.detail.silhouette
        if hasattr(figure, "set_focused_location"):
            figure.set_focused_location(location)
        figure.setFocus(Qt.FocusReason.MouseFocusReason)
        self.statusBar().showMessage(self.tr(
            "That part is small on the card: click it on the large figure, or press Enter"),
            6000)

    def open_attack(self, cid: str | None) -> None:
        """The ruleset's attack roll on ``cid`` (GURPS: the optional roll before the hit;
        clicking a part skips it)."""
        if not cid:
            return
        self.select(cid)
        self.kit.open_attack(self, cid)

    def open_dialog(self, dlg) -> None:
        """Window-modal but not blocking: the GM window keeps repainting behind it."""
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.dialog = dlg
        dlg.open()

    def _edit(self, cid: str | None) -> None:
        if cid:
            self.kit.open_edit(self, cid)

    def _add(self) -> None:
        self.kit.open_add(self)

    def import_characters(self, paths: list[str] | None = None) -> None:
        """The import preview of character files the ruleset's kit takes, chosen in a file
        dialog when not given."""
        character_import.import_characters(self, paths)

    def _roster_menu(self, pos) -> None:
        idx = self.roster.indexAt(pos)
        cid = idx.data(IdRole) if idx.isValid() else None
        self._combatant_menu(cid, self.roster.viewport().mapToGlobal(pos))

    def _combatant_menu(self, cid: str | None, where) -> None:
        """The context menu of a roster row or a card (``where``: global position)."""
        menu = QMenu(self)
        group = self.group.selected_ids()
        if cid and len(group) > 1 and cid in group:  # acts on everyone selected
            for a in self.group.menu.actions():
                menu.addAction(a)
            menu.addSeparator()
        elif cid:
            self.select(cid)
            for key in CONTEXT_MENU:
                menu.addAction(self.acts[key])
            own = actions.build(self.kit.context_menu, self.kit, menu, {
                actions.WINDOW: lambda: self, actions.SELECTED: lambda: cid})
            library = self.library.context_actions(cid)
            if own or library:
                menu.addSeparator()
            for a in own.values():
                # its access key is the window menu's: the context menu's own keys come first
                a.setText(a.text().replace("&&", "\0").replace("&", "").replace("\0", "&&"))
                menu.addAction(a)
            for text, slot in library:
                menu.addAction(text).triggered.connect(lambda _=False, f=slot: f())
            menu.addSeparator()
        menu.addAction(self.act_add)
        menu.addAction(self.act_import)
        self.context_menu = menu
        menu.popup(where)

    def focus_roll_line(self) -> None:
        dock = self.docks["log"]
        dock.show()
        dock.raise_()
        self.log_view.roll_line.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.log_view.roll_line.selectAll()

    def toggle_follow_turn(self) -> None:
        turn_view.set_follow(self, not self.follow_turn)

    def set_theme(self, choice: str) -> None:
        """View → Theme: the system's, light or dark; kept for the next start."""
        from . import theme

        theme.apply(choice)
        if self.settings is not None:
            self.settings.setValue(theme.SETTING, theme.current())
        self.theme_actions[theme.current()].setChecked(True)
        # the roster's and the cards' side colours follow the palette
        self.roster_model.layoutChanged.emit()
        self.cards.refresh_all()

    def show_error(self, message: str, title: str | None = None) -> None:
        self.statusBar().showMessage(message, 8000)
        box = plain_box(QMessageBox(QMessageBox.Icon.Warning, title or self.tr("Not possible"),
                                    message, QMessageBox.StandardButton.Ok, self))
        box.setObjectName("errorBox")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    def _on_changed(self, change: Change) -> None:
        if change.ids is None:
            self._follow_kit()
        enc = self.doc.encounter
        cur = enc.current
        if cur is None:
            self.turn_label.setText(self.tr("No combatants — add one to start."))
        elif enc.in_combat:
            # an extra turn of a combatant's (a CoC handgun slot) says which one it is
            slot = (enc.position or "").partition("@")[2]
            who = self.kit.slot_label(cur, slot) if slot and self.kit else cur.name
            self.turn_label.setText(self.tr("Round {0} — {1}'s turn").format(enc.round, who))
        elif not enc.ruleset.keeps_calendar:  # CoC: no game calendar
            self.turn_label.setText(self.tr("Out of combat"))
        else:
            self.turn_label.setText(self.tr("Out of combat — day {0}, {1}")
                                    .format(enc.calendar.day, enc.calendar.clock()))
        if self.selected not in enc.combatants:
            self.select(cur.id if cur else None)
        turn_view.follow(self)
        tab_order.keep(self)
        self.refresh_actions()
        self._update_title()

    def _fill_recent(self) -> None:
        window_files.fill_recent(self)

    def _new(self) -> None:
        window_files.ask_new(self)

    def _update_title(self, *_args) -> None:
        name = (self.files.display_name() or self.doc.encounter.name
                or self.tr("Untitled encounter"))
        try:
            dirty = "" if self.doc.undo_stack.isClean() else " *"
        except RuntimeError:  # the stack is being torn down with the document
            return
        self.setWindowTitle(self.tr("{0}{1} — {2}").format(name, dirty, app_name()))

    # -- place and settings -----------------------------------------------------------------
    def save_settings(self) -> None:
        window_place.save(self, self.settings)

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        if not self._painted:
            from PySide6.QtCore import QTimer

            QTimer.singleShot(0, self, lambda: window_place.keep_on_screen(
                self, self.docks["log"], self.docks_restored))

    def paintEvent(self, event) -> None:  # noqa: N802
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            self.firstPaint.emit()

    def closeEvent(self, event) -> None:  # noqa: N802
        if not self.files.maybe_save(self):
            event.ignore()
            return
        self.save_settings()
        self.library.close()
        player_screens.close(self)
        super().closeEvent(event)
