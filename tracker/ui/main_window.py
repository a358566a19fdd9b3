"""The GM's window: roster, cards, the selected combatant, and docks around them."""

from __future__ import annotations

import os

from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QEvent,
    QObject,
    QSettings,
    Qt,
    Signal,
)
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QHeaderView,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QScrollArea,
    QSplitter,
    QTableView,
    QUndoView,
    QVBoxLayout,
    QWidget,
)

from ..model import operations as ops
from ..model.encounter import Change
from ..model.errors import TrackerError
from . import i18n
from .appinfo import app_name
from .bar_delegate import BarDelegate
from .cards import CardGrid
from .checks_view import ChecksView
from .detail_panel import DetailPanel
from .document import EncounterDocument
from .files_controller import FilesController
from .kit import kit_for, legal_notices
from .log_view import LogView
from .roster_model import IdRole, RosterModel
from .user_text import plain, plain_box, plain_tip

#: the roster rows always in view, however short the screen (a 1366×768 laptop included)
ROSTER_ROWS = 10
#: a roster title's margins and frame beside its text (Fusion and the desktop styles)
TITLE_PADDING = 14
#: the height the cards keep below a long roster before the roster scrolls
CARDS_LEAST = 130


class LazyWidget(QWidget):
    """Builds its content the first time it is shown."""

    def __init__(self, factory, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._factory = factory
        self.content: QWidget | None = None
        QVBoxLayout(self).setContentsMargins(0, 0, 0, 0)

    def ensure(self) -> QWidget:
        if self.content is None:
            self.content = self._factory()
            self.layout().addWidget(self.content)
        return self.content



class _StackAction(QAction):
    """Undo or Redo with a fixed label; what it would undo is in its tooltip."""

    def __init__(self, text: str, template: str, parent: QObject) -> None:
        super().__init__(text, parent)
        self._plain = text.replace("&", "")
        self._template = template

    def show_text(self, what: str) -> None:
        tip = self._template.format(self._plain, what) if what else self._plain
        self.setToolTip(plain_tip(tip))  # "Undo: Hit <a name>": user text
        self.setStatusTip(tip)


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
        self.selected: str | None = None
        self.dialog = None  # the dialog opened last (hit entry, stats)
        self.player_view = None
        #: the page on the players' devices (tracker.ui.share.Sharing), once the GM opened it
        self.sharing = None

        # -- central: roster + cards | selected combatant ---------------------------------
        self.roster_model = RosterModel(doc, self)
        self.roster = QTableView()
        self.roster.setObjectName("roster")
        self.roster.setModel(self.roster_model)
        self.roster.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        # several with Ctrl/Shift-click: what the Selected menu acts on (group_actions)
        self.roster.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.roster.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        # drag a row to another place in the turn order (ties settled the GM's way), as
        # Ctrl+Up/Down does: one undo step
        self.roster.setDragEnabled(True)
        self.roster.setAcceptDrops(True)
        self.roster.setDropIndicatorShown(True)
        self.roster.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.roster.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.roster.setDragDropOverwriteMode(False)
        self.roster_model.moved.connect(self.select)
        self._bar_delegate = BarDelegate(self.roster)
        self._layout_roster()
        self.roster_model.modelReset.connect(self._layout_roster)
        rows = self.roster.verticalHeader()
        rows.setDefaultSectionSize(26)
        # the row numbers' column as wide from the start as one digit needs: the titles and
        # cells must not shift right when the first combatant arrives (the demo, a file)
        rows.setMinimumWidth(rows.fontMetrics().horizontalAdvance("9") + 5)
        # whole rows are selected, so every title would be highlighted (bold): a bold title
        # no longer fits its column ("Death clock" at 1280×800)
        self.roster.horizontalHeader().setHighlightSections(False)
        self.roster.doubleClicked.connect(lambda idx: self._edit(idx.data(IdRole)))
        self.roster.installEventFilter(self)
        self.roster.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.roster.customContextMenuRequested.connect(self._roster_menu)
        from .file_drop import FileDropFilter

        # a viewport made here: asked for Qt's own, PySide would first load every QWidget
        # class to tell its type (≈ 3 ms of the start)
        viewport = QWidget()
        self.roster.setViewport(viewport)
        FileDropFilter(viewport, self._import_suffixes).filesDropped.connect(
            self.import_characters)

        self.cards = CardGrid(doc)
        self.detail = DetailPanel(doc)
        self.turn_label = plain(QLabel())
        self.turn_label.setObjectName("turnLabel")
        self.turn_label.setStyleSheet("font-size: 15px; font-weight: bold; padding: 4px;")

        self.left_split = left = QSplitter(Qt.Orientation.Vertical)
        top = QWidget()
        tl = QVBoxLayout(top)
        tl.setContentsMargins(0, 0, 0, 0)
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

        # -- docks ------------------------------------------------------------------------
        self.log_view = LogView(doc)
        # pyqtgraph (and numpy) load only when the plot is first shown: faster start-up
        self.plot_dock_body = LazyWidget(self._make_plot_view)
        self.checks_view = ChecksView(doc)
        self.undo_view = QUndoView(doc.undo_stack)
        self.undo_view.setEmptyLabel(self.tr("<start>"))
        self.docks = {}
        for key, title, widget, area in (
            ("checks", self.tr("Checks"), self.checks_view, Qt.DockWidgetArea.RightDockWidgetArea),
            ("log", self.tr("Combat log"), self.log_view, Qt.DockWidgetArea.BottomDockWidgetArea),
            ("plot", self.tr("HP plot"), self.plot_dock_body, Qt.DockWidgetArea.BottomDockWidgetArea),
            ("history", self.tr("History"), self.undo_view, Qt.DockWidgetArea.BottomDockWidgetArea),
        ):
            dock = QDockWidget(title, self)
            dock.setObjectName(f"dock_{key}")
            dock.setWidget(widget)
            self.addDockWidget(area, dock)
            self.docks[key] = dock
        self.docks["plot"].visibilityChanged.connect(
            lambda visible: visible and self.plot_dock_body.ensure())
        self.tabifyDockWidget(self.docks["log"], self.docks["plot"])
        # a tab of the log: the roster keeps the width for all its columns (issue #24)
        self.tabifyDockWidget(self.docks["log"], self.docks["history"])
        #: the ruleset's own docks (GURPS: recovery timers), rebuilt when the ruleset changes
        self.kit = None
        self.kit_docks: dict[str, QDockWidget] = {}

        self._make_actions()
        self._make_menus()
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
        self.detail.hitRequested.connect(self.open_hit)
        self.detail.editRequested.connect(self._edit)
        doc.changed.connect(self._on_changed)
        doc.failed.connect(self.show_error)
        doc.undo_stack.cleanChanged.connect(self._update_title)
        self._on_changed(Change(None, True))
        first = doc.encounter.current
        self.select(first.id if first else None)
        self._place_first()
        # the fight first: the log and its tabs take a strip at the bottom (again once shown:
        # a fifth of the window, 6 lines on a laptop, more on a large monitor)
        self.resizeDocks([self.docks["log"]], [150], Qt.Orientation.Vertical)
        #: the docks are where the GM left them (restored settings)
        self.docks_restored = False
        self._restore_settings()

    def _layout_roster(self) -> None:
        """Bars for the ruleset's tracks; fixed widths (ResizeToContents would measure every
        row on every change); the conditions and the kit's columns share the rest."""
        m = self.roster_model
        header = self.roster.horizontalHeader()
        for col in range(m.columnCount()):
            self.roster.setItemDelegateForColumn(col, None)
        tracks = m.track_columns()
        # a ruleset with many columns (CoC: three tracks, DEX, death clock, this round)
        # still shows them all at 1280×800: narrower fixed columns, the rest stretch
        many = len(tracks) > 2
        header.resizeSection(m.column_of("name"), 120 if many else 170)
        header.resizeSection(m.column_of("side"), 58 if many else 100)
        for col in tracks:
            self.roster.setItemDelegateForColumn(col, self._bar_delegate)
            header.resizeSection(col, 66 if many else 85)
        header.setSectionResizeMode(m.column_of("status"), QHeaderView.ResizeMode.Stretch)
        for col in range(m.column_of("status") + 1, m.columnCount()):
            width = m.kit_column_width(col)
            if width is None:
                header.setSectionResizeMode(col, QHeaderView.ResizeMode.Stretch)
            else:  # the kit's own width (a narrow DEX column)
                header.setSectionResizeMode(col, QHeaderView.ResizeMode.Interactive)
                header.resizeSection(col, width)
        # no title cut, in any language: a fixed column as wide as its title needs, and the
        # roster never narrower than every title whole (the docks beside it give way)
        least = self.roster.verticalHeader().sizeHint().width() + 2 * self.roster.frameWidth() \
            + self.roster.verticalScrollBar().sizeHint().width()
        for col in range(m.columnCount()):
            need = self.title_width(col)
            if header.sectionResizeMode(col) != QHeaderView.ResizeMode.Stretch:
                header.resizeSection(col, max(header.sectionSize(col), need))
                need = header.sectionSize(col)
            least += need
        self.roster.setMinimumWidth(least)

    def title_width(self, col: int) -> int:
        """The width column ``col`` needs for its title whole (the header's own margins)."""
        header = self.roster.horizontalHeader()
        text = str(self.roster_model.headerData(col, Qt.Orientation.Horizontal) or "")
        return header.fontMetrics().horizontalAdvance(text) + TITLE_PADDING

    def _follow_kit(self) -> None:
        """Give the window the docks of the encounter's ruleset (once, and again after a new
        encounter of another ruleset replaced it)."""
        kit = kit_for(self.doc.encounter)
        if kit is self.kit:
            return
        for dock in self.kit_docks.values():
            self.removeDockWidget(dock)
            dock.deleteLater()
        self.kit_docks = {}
        self.kit = kit
        for spec in kit.docks():
            dock = QDockWidget(spec.title(), self)
            dock.setObjectName(f"dock_{spec.key}")
            tabbed = spec.tab_with in self.docks
            if tabbed:  # a tab behind the log: built when the GM first opens it
                body = LazyWidget(lambda make=spec.make: make(self.doc))
                dock.visibilityChanged.connect(lambda visible, b=body: visible and b.ensure())
                dock.setWidget(body)
            else:
                dock.setWidget(spec.make(self.doc))
            self.addDockWidget(spec.area, dock)
            if tabbed:
                self.tabifyDockWidget(self.docks[spec.tab_with], dock)
            self.kit_docks[spec.key] = dock
        self._fill_view_menu()
        self.act_import.setEnabled(kit.can_import)
        tips = kit.tips()
        for key, act in (("start", self.act_start), ("end", self.act_end)):
            act.setStatusTip(tips.get(key, ""))
            act.setToolTip(tips.get(key, act.text().replace("&", "")))

    def kit_widget(self, key: str) -> QWidget:
        """The widget of one of the ruleset's docks (e.g. "recovery"), built if it was not."""
        body = self.kit_docks[key].widget()
        return body.ensure() if isinstance(body, LazyWidget) else body

    @property
    def recovery_view(self) -> QWidget:
        """The GURPS recovery timers dock's widget."""
        return self.kit_widget("recovery")

    def _make_plot_view(self) -> QWidget:
        from .plot_view import PlotView

        return PlotView(self.doc)

    @property
    def plot_view(self) -> QWidget:
        return self.plot_dock_body.ensure()

    # -- actions ----------------------------------------------------------------------------
    def _advance_time(self) -> None:
        from .advance_dialog import AdvanceDialog

        dlg = AdvanceDialog(self.doc, self)
        dlg.accepted.connect(dlg.advance)
        self.open_dialog(dlg)

    def _action(self, text: str, slot, shortcut=None, tip: str = "") -> QAction:
        a = QAction(text, self)
        if shortcut is not None:
            a.setShortcut(QKeySequence(shortcut))
        if tip:
            a.setStatusTip(tip)
            a.setToolTip(tip)
        a.triggered.connect(slot)
        return a

    def _stack_action(self, text: str, slot, can_changed, text_changed, can: bool,
                      now: str) -> QAction:
        a = _StackAction(text, self.tr("{0}: {1}"), self)
        a.triggered.connect(slot)
        # bound to the action: the connections go with it when the window is rebuilt
        can_changed.connect(a.setEnabled)
        text_changed.connect(a.show_text)
        a.setEnabled(can)
        a.show_text(now)
        return a

    def _make_actions(self) -> None:
        st = self.doc.undo_stack
        # fixed labels (the toolbar must not move): the action's own text is in the tooltip
        self.act_undo = self._stack_action(self.tr("&Undo"), st.undo, st.canUndoChanged,
                                           st.undoTextChanged, st.canUndo(), st.undoText())
        self.act_undo.setShortcut(QKeySequence.StandardKey.Undo)
        self.act_redo = self._stack_action(self.tr("&Redo"), st.redo, st.canRedoChanged,
                                           st.redoTextChanged, st.canRedo(), st.redoText())
        # both common redo keys everywhere; a key the platform already binds must not be
        # added twice, or Qt finds the shortcut ambiguous and the key does nothing
        redo_keys = [*QKeySequence.keyBindings(QKeySequence.StandardKey.Redo),
                     QKeySequence("Ctrl+Y"), QKeySequence("Ctrl+Shift+Z")]
        self.act_redo.setShortcuts(
            [QKeySequence(k) for k in dict.fromkeys(k.toString() for k in redo_keys)])
        self.act_add = self._action(self.tr("Add &combatant…"), self._add, "Ctrl+Shift+A",
                                    self.tr("Add a combatant"))
        self.act_duplicate = self._action(self.tr("&Duplicate"), self._duplicate, "Ctrl+D",
                                          self.tr("Duplicate the selected combatant"))
        self.act_remove = self._action(self.tr("Re&move"), self._remove,
                                       QKeySequence.StandardKey.Delete,
                                       self.tr("Remove the selected combatant"))
        self.act_edit = self._action(self.tr("&Edit stats…"), lambda: self._edit(self.selected),
                                     "Ctrl+E", self.tr("Edit the selected combatant's stats"))
        self.act_hit = self._action(self.tr("Enter &hit…"), lambda: self.open_hit(self.selected, ""),
                                    "Ctrl+H", self.tr("Enter a hit on the selected combatant"))
        self.act_attack = self._action(
            self.tr("&Attack roll…"), lambda: self.open_attack(self.selected), "Ctrl+R",
            self.tr("Roll an attack on the selected combatant, then enter where it hit"))
        self.act_maneuver = self._action(
            self.tr("&Maneuver and posture…"), lambda: self.open_maneuver(self.selected),
            "Ctrl+M", self.tr("Choose the selected combatant's maneuver or set its posture"))
        self.act_up = self._action(self.tr("Move earl&ier"), lambda: self._move(-1), "Ctrl+Up",
                                   self.tr("Move earlier in the turn order"))
        self.act_down = self._action(self.tr("Move &later"), lambda: self._move(1), "Ctrl+Down",
                                     self.tr("Move later in the turn order"))
        self.act_next = self._action(self.tr("&Next turn"), self._next_turn, "F8",
                                     self.tr("End this turn and start the next one"))
        self.act_prev = self._action(self.tr("&Previous turn"), self._prev_turn, "Shift+F8",
                                     self.tr("Go back one turn"))
        # beside F8's turns: a fight's start and end are turn keys too
        self.act_start = self._action(self.tr("&Start combat"), self._start_combat, "Ctrl+F8")
        self.act_end = self._action(self.tr("&End combat"), self._end_combat, "Ctrl+Shift+F8")
        self.act_advance = self._action(self.tr("Ad&vance time…"), self._advance_time, "Ctrl+T",
                                        self.tr("Let time pass on the calendar: minutes, "
                                                "hours or days"))
        self.act_player = self._action(self.tr("&Player view"), self.open_player_view, "F10",
                                       self.tr("Open the players' screen"))
        self.act_share = self._action(self.tr("S&hare with players' devices…"),
                                      self.open_share, "Ctrl+F10",
                                      self.tr("Show the players' screen on their phones and "
                                              "tablets over the local network"))
        self.act_new = self._action(self.tr("&New…"), self._new, QKeySequence.StandardKey.New,
                                    self.tr("Start an empty encounter: choose its rules"))
        self.act_rules = self._action(self.tr("R&ules and options…"), self._rules, None,
                                      self.tr("The optional rules of this encounter"))
        self.act_open = self._action(self.tr("&Open…"), lambda: self.files.ask_open(self),
                                     QKeySequence.StandardKey.Open)
        self.act_save = self._action(self.tr("&Save"), lambda: self.files.save(self),
                                     QKeySequence.StandardKey.Save)
        self.act_save_as = self._action(self.tr("Save &As…"), lambda: self.files.save_as(self),
                                        QKeySequence.StandardKey.SaveAs)
        self.act_import = self._action(self.tr("&Import characters…"), self.import_characters,
                                       "Ctrl+I", self.tr("Add characters from the character "
                                                         "files of this encounter's rules"))
        self.act_quit = self._action(self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit)
        self.act_export_log = self._action(
            self.tr("E&xport log…"), self._export_log, None,
            self.tr("Save the combat log as a chat-log page or text, the GM's or the players' "
                    "version"))
        self.act_archive_log = self._action(
            self.tr("Ar&chive the log…"), self._archive_log, None,
            self.tr("Write the combat log to a file, then empty it (undo brings it back): a "
                    "long campaign's log keeps the encounter file small enough to save"))
        self.act_roll_line = self._action(self.tr("&Roll line"), self.focus_roll_line, "Ctrl+L",
                                          self.tr("Type a BCDice command to roll (CCB<=60, "
                                                  "2D6+1…)"))
        #: ruleset id -> File → Open demo → that ruleset's bundled demo encounter
        self.demo_actions: dict[str, QAction] = {}
        self.act_about = self._action(self.tr("&About"), self._about)
        self.act_keys = self._action(self.tr("&Keyboard shortcuts"), self.show_shortcuts,
                                     QKeySequence.StandardKey.HelpContents,
                                     self.tr("Every keyboard shortcut of this window"))

        tb = self.addToolBar(self.tr("Main"))
        tb.setObjectName("mainToolbar")
        tb.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for a in (self.act_undo, self.act_redo, None, self.act_add, self.act_duplicate,
                  self.act_remove, self.act_edit, None, self.act_attack, self.act_hit, None,
                  self.act_prev, self.act_next, None, self.act_start, self.act_end):
            if a is None:
                tb.addSeparator()
            else:
                tb.addAction(a)

    def _make_menus(self) -> None:
        mb = self.menuBar()
        self.file_menu = mb.addMenu(self.tr("&File"))
        for a in (self.act_new, self.act_open):
            self.file_menu.addAction(a)
        self.recent_menu = self.file_menu.addMenu(self.tr("Open &Recent"))
        self._fill_recent()
        self.demo_menu = self.file_menu.addMenu(self.tr("Open &demo"))
        # named as the menu opens: a ruleset's name loads it, and the start loads only the
        # one of the encounter shown
        self.demo_menu.aboutToShow.connect(self._name_demos)
        from ..model.ruleset import known_rulesets

        for rid in known_rulesets():
            a = self.demo_menu.addAction(rid)
            a.setStatusTip(self.tr("Open the bundled demo fight of these rules"))
            a.triggered.connect(lambda _=False, r=rid: self.open_demo(r))
            self.demo_actions[rid] = a
        for a in (self.act_save, self.act_save_as, None, self.act_import, self.act_export_log,
                  self.act_archive_log, None, self.act_quit):
            self.file_menu.addSeparator() if a is None else self.file_menu.addAction(a)
        m = mb.addMenu(self.tr("&Edit"))
        for a in (self.act_undo, self.act_redo, None, self.act_add, self.act_duplicate,
                  self.act_remove, self.act_edit, None, self.act_up, self.act_down):
            m.addSeparator() if a is None else m.addAction(a)
        m = mb.addMenu(self.tr("&Combat"))
        for a in (self.act_attack, self.act_hit, self.act_maneuver, self.act_roll_line, None,
                  self.act_next,
                  self.act_prev, None,
                  self.act_start, self.act_end, self.act_advance, None, self.act_rules):
            m.addSeparator() if a is None else m.addAction(a)
        self.view_menu = mb.addMenu(self.tr("&View"))
        self.lang_menu = QMenu(self.tr("&Language"), self)
        group = QActionGroup(self)
        self.lang_actions = {}
        for code, label in (("ja", "日本語"), ("en", "English")):
            a = QAction(label, self, checkable=True)
            a.setChecked(i18n.language() == code)
            a.triggered.connect(lambda _=False, c=code: self.languageRequested.emit(c))
            group.addAction(a)
            self.lang_menu.addAction(a)
            self.lang_actions[code] = a
        from . import theme

        self.theme_menu = QMenu(self.tr("&Theme"), self)
        group = QActionGroup(self)
        self.theme_actions = {}
        for key, label in (("system", self.tr("&System")), ("light", self.tr("&Light")),
                           ("dark", self.tr("&Dark"))):
            a = QAction(label, self, checkable=True)
            a.setChecked(theme.current() == key)
            a.triggered.connect(lambda _=False, k=key: self.set_theme(k))
            group.addAction(a)
            self.theme_menu.addAction(a)
            self.theme_actions[key] = a
        self._fill_view_menu()
        self.help_menu = m = mb.addMenu(self.tr("&Help"))
        m.addAction(self.act_keys)
        m.addSeparator()
        m.addAction(self.act_about)

    def _fill_view_menu(self) -> None:
        """The player view, a toggle per dock (the ruleset's too) and the language."""
        menu = self.view_menu
        menu.clear()
        menu.addAction(self.act_player)
        menu.addAction(self.act_share)
        menu.addSeparator()
        for dock in [*self.docks.values(), *self.kit_docks.values()]:
            menu.addAction(dock.toggleViewAction())
        menu.addSeparator()
        menu.addMenu(self.lang_menu)
        menu.addMenu(self.theme_menu)

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
        has = cid is not None
        for a in (self.act_duplicate, self.act_remove, self.act_edit, self.act_hit, self.act_up,
                  self.act_down, self.act_attack):
            a.setEnabled(has)
        self.act_maneuver.setEnabled(has and self.kit.has_maneuvers)
        if changed:
            self.selectionChanged.emit(cid)

    def _roster_height(self, rows: int) -> int:
        """The roster's height that shows ``rows`` rows whole (title row and frame included)."""
        r = self.roster
        bar = r.horizontalScrollBar()
        return (r.horizontalHeader().sizeHint().height() + 2 * r.frameWidth()
                + rows * r.verticalHeader().defaultSectionSize()
                + (bar.sizeHint().height() if bar.isVisible() else 0))

    def _give_roster_room(self, *_args) -> None:
        """Every roster row in view, at least :data:`ROSTER_ROWS` of them however short the
        screen; the cards below take the rest (they scale down, then scroll)."""
        rows = self.roster_model.rowCount()
        least = self._roster_height(max(1, min(rows, ROSTER_ROWS)))
        self.roster.setMinimumHeight(least)
        left = self.left_split
        total = sum(left.sizes())
        if total <= 0:
            return
        # above the roster: the turn label and the spacing under it
        above = self.turn_label.sizeHint().height() + left.widget(0).layout().spacing()
        want = above + self._roster_height(max(rows, 1))
        top = max(min(want, total - CARDS_LEAST), least + above)
        left.setSizes([top, max(0, total - top)])

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Resize and obj is getattr(self, "left_split", None):
            # after the splitter has taken its new size (the filter runs before it does)
            from PySide6.QtCore import QTimer

            QTimer.singleShot(0, self, self._give_roster_room)
        # Enter on the selected row opens the ruleset's hit entry on it, as a click on its
        # figure does (CoC: the attack on that target)
        if (obj is self.roster and event.type() == QEvent.Type.KeyPress
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
                and event.modifiers() == Qt.KeyboardModifier.NoModifier and self.selected):
            self.open_hit(self.selected, "")
            return True
        if (obj is self.roster and event.type() == QEvent.Type.KeyPress
                and event.matches(QKeySequence.StandardKey.Paste)):
            self.paste_characters()
            return True
        return super().eventFilter(obj, event)

    def _name_demos(self) -> None:
        """Each demo by its ruleset's name; a ruleset this installation cannot load has none."""
        from ..model.ruleset import available_rulesets, get_ruleset
        from .options_text import ruleset_label

        available = available_rulesets()
        for rid, a in self.demo_actions.items():
            a.setVisible(rid in available)
            if rid in available:
                a.setText(ruleset_label(get_ruleset(rid)))

    def open_demo(self, ruleset_id: str) -> None:
        """Replace the encounter with a ruleset's bundled demo (asks to save first)."""
        from ..model.ruleset import get_ruleset

        if self.files.maybe_save(self):
            self.files.new(get_ruleset(ruleset_id).demo_encounter(i18n.language()))

    def open_player_view(self) -> None:
        """Open (or raise) the second window for the players' screen."""
        from .player_view import PlayerView

        fill = False
        if self.player_view is None:
            self.player_view = PlayerView(self.doc, self.settings)
            # a second screen (a TV, a projector) is what the players' window is for: fill it
            fill = self.player_view.place_away_from(self.screen())
        self.player_view.show()
        if fill:
            self.player_view.set_full_screen(True)
        self.player_view.raise_()

    def open_share(self) -> None:
        """The sharing dialog (sharing itself goes on when the dialog is closed)."""
        from .share import ShareDialog, Sharing

        if self.sharing is None:
            self.sharing = Sharing(self.doc, settings=self.settings,
                                   path=lambda: self.files.path)
        dlg = ShareDialog(self.sharing, self.settings, self)
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dlg.show()  # modeless: the fight goes on while it is open
        self.share_dialog = dlg

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

    def open_maneuver(self, cid: str | None) -> None:
        """The ruleset's maneuver and posture of ``cid`` (GURPS, RULES M)."""
        if cid and self.kit.has_maneuvers:
            self.select(cid)
            self.kit.open_maneuver(self, cid)

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
        """The import preview of character files the ruleset's kit takes (GURPS: GCS files,
        CoC: CCFolia pieces), chosen in a file dialog when not given."""
        from PySide6.QtWidgets import QFileDialog

        from .kit import importers

        own = importers(self.kit)
        if not own:
            self.show_error(self.tr("This encounter's rules import no character files."))
            return
        if not paths:
            kinds = [f"{imp.label()} ({' '.join('*' + x for x in imp.suffixes)})" for imp in own]
            every = " ".join("*" + x for imp in own for x in imp.suffixes)
            paths, _ = QFileDialog.getOpenFileNames(
                self, self.tr("Import characters"), "",
                ";;".join([self.tr("Character files ({0})").format(every), *kinds,
                           self.tr("All files (*)")]))
        rest = list(paths or [])
        for imp in own:
            mine = [p for p in rest if p.lower().endswith(imp.suffixes)]
            rest = [p for p in rest if p not in mine]
            if mine:
                imp.open(self, mine)
        if rest:
            self.show_error(self.tr("Not imported: {0} — this encounter's rules take {1}.").format(
                ", ".join(os.path.basename(p) for p in rest),
                ", ".join(f"{imp.label()} ({' '.join(imp.suffixes)})" for imp in own)))

    def _import_suffixes(self) -> tuple[str, ...]:
        from .kit import importers

        return tuple(x for imp in importers(self.kit) for x in imp.suffixes) if self.kit else ()

    def paste_characters(self) -> bool:
        """Ctrl+V on the roster: the import preview of a character on the clipboard."""
        from PySide6.QtGui import QGuiApplication

        from .kit import importers

        text = QGuiApplication.clipboard().text()
        for imp in importers(self.kit):
            if imp.paste is not None and text.strip() and imp.paste(self, text):
                return True
        self.show_error(self.tr("The clipboard holds no character these rules can import."))
        return False

    def _roster_menu(self, pos) -> None:
        idx = self.roster.indexAt(pos)
        cid = idx.data(IdRole) if idx.isValid() else None
        self._combatant_menu(cid, self.roster.viewport().mapToGlobal(pos))

    def _combatant_menu(self, cid: str | None, where) -> None:
        """The context menu of a roster row or a card (``where``: global position)."""
        from .kit import context_actions

        menu = QMenu(self)
        group = self.group.selected_ids()
        if cid and len(group) > 1 and cid in group:  # acts on everyone selected
            for a in self.group.menu.actions():
                menu.addAction(a)
            menu.addSeparator()
        elif cid:
            self.select(cid)
            for a in (self.act_edit, self.act_attack, self.act_hit, self.act_duplicate,
                      self.act_remove):
                menu.addAction(a)
            extra = context_actions(self.kit, self, cid) + self.library.context_actions(cid)
            if extra:
                menu.addSeparator()
            for text, slot in extra:
                menu.addAction(text).triggered.connect(lambda _=False, f=slot: f())
            menu.addSeparator()
        menu.addAction(self.act_add)
        menu.addAction(self.act_import)
        self.context_menu = menu
        menu.popup(where)

    def _export_log(self) -> None:
        from .log_export import ask_export

        ask_export(self)

    def _archive_log(self) -> None:
        from .log_export import ask_archive

        ask_archive(self)

    def focus_roll_line(self) -> None:
        dock = self.docks["log"]
        dock.show()
        dock.raise_()
        self.log_view.roll_line.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.log_view.roll_line.selectAll()

    def _duplicate(self) -> None:
        if self.selected:
            cid = self.doc.run(lambda: QCoreApplication.translate("MainWindow", "Duplicate"), ops.duplicate_combatant, self.selected)
            if cid:
                self.select(cid)

    def _remove(self) -> None:
        if self.selected:
            name = self.doc.encounter.combatants[self.selected].name
            self.doc.run(lambda: QCoreApplication.translate("MainWindow", "Remove {0}").format(name), ops.remove_combatant, self.selected)

    def _move(self, delta: int) -> None:
        if self.selected:
            idx = self.doc.encounter.order.index(self.selected)
            self.doc.run(lambda: QCoreApplication.translate("MainWindow", "Reorder"), ops.move_combatant, self.selected, idx + delta)
            self.select(self.selected)

    def _next_turn(self) -> None:
        self.doc.run(lambda: QCoreApplication.translate("MainWindow", "Next turn"), ops.next_turn)

    def _prev_turn(self) -> None:
        self.doc.run(lambda: QCoreApplication.translate("MainWindow", "Previous turn"), ops.previous_turn)

    def _start_combat(self) -> None:
        self.doc.run(lambda: QCoreApplication.translate("MainWindow", "Start combat"), ops.start_combat)

    def _end_combat(self) -> None:
        self.kit.end_combat(self)

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

    def show_shortcuts(self) -> None:
        """Help → Keyboard shortcuts: every key of the window's actions, read from them (so a
        menu item another part adds is listed with its key, in the UI language)."""
        from .shortcuts_dialog import ShortcutsDialog

        self.open_dialog(ShortcutsDialog(self))

    def _about(self) -> None:
        QMessageBox.about(self, self.tr("About Combat Tracker"),
                          self.tr("A combat tracker for tabletop RPG game masters.")
                          + "".join("\n\n" + note for note in legal_notices() if note))

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
        # turns exist in a fight only (menu, toolbar and F8/Shift+F8 share these actions)
        self.act_next.setEnabled(enc.in_combat and bool(enc.order))
        self.act_prev.setEnabled(ops.can_step_back(enc))
        # a fight is started once and ended once: neither resets the other by a stray click
        self.act_start.setEnabled(not enc.in_combat and bool(enc.order))  # nobody: no fight
        self.act_end.setEnabled(enc.in_combat)
        self._update_title()

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        recent = self.files.recent_files()
        for path in recent:
            a = self.recent_menu.addAction(path)
            a.triggered.connect(lambda _=False, p=path: self._open_recent(p))
        self.recent_menu.setEnabled(bool(recent))

    def _open_recent(self, path: str) -> None:
        if self.files.maybe_save(self):
            self.files.open_reporting(path, self)

    def _new(self) -> None:
        if not self.files.maybe_save(self):
            return
        from .options_dialog import RulesDialog

        dlg = RulesDialog(None, self)
        dlg.accepted.connect(lambda: self._new_from(dlg))
        self.open_dialog(dlg)

    def _new_from(self, dlg) -> None:
        try:
            enc = dlg.new_encounter()
        except TrackerError as exc:
            self.show_error(str(exc))
            return
        self.files.new(enc)

    def _configure(self, options: dict, modules: dict) -> None:
        if options or modules:  # an OK that changes nothing is no step of the history
            self.doc.run(lambda: QCoreApplication.translate("MainWindow", "Rules and options"),
                         ops.configure, options, modules)

    def _rules(self) -> None:
        from .options_dialog import RulesDialog

        dlg = RulesDialog(self.doc.encounter, self)
        dlg.accepted.connect(lambda: self._configure(*dlg.changes()))
        self.open_dialog(dlg)

    def _update_title(self, *_args) -> None:
        name = (self.files.display_name() or self.doc.encounter.name
                or self.tr("Untitled encounter"))
        try:
            dirty = "" if self.doc.undo_stack.isClean() else " *"
        except RuntimeError:  # the stack is being torn down with the document
            return
        self.setWindowTitle(self.tr("{0}{1} — {2}").format(name, dirty, app_name()))

    # -- place and settings -----------------------------------------------------------------
    def _place_first(self) -> None:
        """The size of the screen's available area (a 1366×768 laptop: all of it; a
        1920×1080 monitor: most of it), not one fixed size too tall for a laptop. The window
        manager's frame is taken off once it is known (:meth:`_keep_on_screen`)."""
        from PySide6.QtGui import QGuiApplication

        from .screen_fit import first_geometry

        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is not None:
            self.setGeometry(first_geometry(screen.availableGeometry()))

    def _restore_settings(self) -> None:
        """The geometry and docks of the last session, where they still fit a screen (the
        frame it had is remembered with them): a window left on a 1080p monitor opens on the
        laptop alone at the laptop's size, its docks as at a first start."""
        from PySide6.QtCore import QRect

        from .screen_fit import screen_holding

        if self.settings is None:
            return
        geo = self.settings.value("window/geometry")
        state = self.settings.value("window/state")
        frame = self.settings.value("window/frame")
        if not (isinstance(geo, QByteArray) and isinstance(frame, QRect)
                and screen_holding(frame) is not None):
            return
        self.restoreGeometry(geo)
        if isinstance(state, QByteArray):
            self.docks_restored = self.restoreState(state)

    def save_settings(self) -> None:
        if self.settings is None:
            return
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.setValue("window/state", self.saveState())
        self.settings.setValue("window/frame", self.frameGeometry())

    def _keep_on_screen(self) -> None:
        """Once shown, the frame (title bar included) inside the available area: a window
        manager's decorations or a restored position must not push the log and the roll
        line below the screen's edge."""
        from .screen_fit import fit_inside

        if not self.docks_restored:
            self.resizeDocks([self.docks["log"]], [max(150, self.height() // 5)],
                             Qt.Orientation.Vertical)
        screen = self.screen()
        if screen is None or self.windowState() & (Qt.WindowState.WindowMaximized
                                                   | Qt.WindowState.WindowFullScreen):
            return
        avail, frame, inner = screen.availableGeometry(), self.frameGeometry(), self.geometry()
        if avail.contains(frame):
            return
        fit = fit_inside(frame, avail)
        self.setGeometry(fit.x() + inner.x() - frame.x(), fit.y() + inner.y() - frame.y(),
                         fit.width() - (frame.width() - inner.width()),
                         fit.height() - (frame.height() - inner.height()))

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        if not self._painted:
            from PySide6.QtCore import QTimer

            QTimer.singleShot(0, self, self._keep_on_screen)

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
        if self.player_view is not None:
            self.player_view.close()
        if self.sharing is not None:
            self.sharing.stop()
        super().closeEvent(event)
