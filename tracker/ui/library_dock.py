"""The Library dock: search as you type (Japanese and English, names, tags and notes),
filter by rules, tag and the party, add the chosen entries to the encounter (×N) or drag
them onto the roster. What the dock does with the library is the controller's
(:mod:`tracker.ui.library_window`); this is the widget."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QMimeData, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..model.errors import TrackerError
from .user_text import plain

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMenu

    from ..model.library import Entry, Library


class Controller(Protocol):
    """What the dock asks of the window's library controller
    (:class:`tracker.ui.library_window.LibraryController`, which builds the dock)."""

    menu: QMenu
    doc: Any
    #: why no library is open, in the UI language
    problem: str | None

    @property
    def lib(self) -> Library | None: ...

    def error_text(self, exc: Exception) -> str:
        """A refusal of the library in the UI language."""
        ...

#: what a drag of entries carries: their ids in the library open now
MIME = "application/x-combat-tracker-library"
#: the most entries the list shows at once (the count says how many match in all)
SHOWN = 200
#: a pause in typing before the search runs (a search takes a few ms even over 10,000)
TYPING_MS = 120
IdRole = Qt.ItemDataRole.UserRole


def entry_ids(mime: QMimeData) -> list[int]:
    """The entry ids a drag from the dock carries ([] for anything else)."""
    if not mime.hasFormat(MIME):
        return []
    try:
        ids = json.loads(bytes(mime.data(MIME)).decode())
    except (ValueError, UnicodeDecodeError):
        return []
    return [i for i in ids if type(i) is int] if type(ids) is list else []


def _rules_label(rid: str) -> str:
    """A ruleset's name in the UI language; its id when this installation lacks it."""
    from ..model.ruleset import get_ruleset
    from .options_text import ruleset_label

    try:
        return ruleset_label(get_ruleset(rid))
    except TrackerError:
        return rid


class EntryTable(QTableWidget):
    """The matching entries; a drag carries the selected ones' ids."""

    def __init__(self) -> None:
        super().__init__(0, 3)
        self.setObjectName("libraryEntries")
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setDragEnabled(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.verticalHeader().hide()
        self.verticalHeader().setDefaultSectionSize(24)
        header = self.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        header.setHighlightSections(False)

    def selected_ids(self) -> list[int]:
        rows = sorted({i.row() for i in self.selectedIndexes()})
        return [self.item(r, 0).data(IdRole) for r in rows]

    def mimeData(self, items) -> QMimeData:  # noqa: N802
        mime = QMimeData()
        mime.setData(MIME, json.dumps(self.selected_ids()).encode())
        return mime

    def mimeTypes(self) -> list[str]:  # noqa: N802
        return [MIME]


class LibraryDock(QWidget):
    """The dock's content. ``addRequested(ids, count)``: add those entries (× count)."""

    addRequested = Signal(list, int)

    def __init__(self, controller: Controller) -> None:
        super().__init__()
        self.setObjectName("libraryDock")
        self.controller = controller
        # the search and its buttons beside the list: the dock is a strip at the bottom
        outer = QHBoxLayout(self)
        outer.setContentsMargins(4, 2, 4, 2)
        side = QWidget()
        side.setMaximumWidth(360)
        lay = QVBoxLayout(side)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(3)
        self.query = QLineEdit()
        self.query.setObjectName("librarySearch")
        self.query.setClearButtonEnabled(True)
        lay.addWidget(self.query)
        filters = QHBoxLayout()
        self.ruleset = QComboBox()
        self.ruleset.setObjectName("libraryRuleset")
        self.tag = QComboBox()
        self.tag.setObjectName("libraryTag")
        self.party = QCheckBox()
        self.party.setObjectName("libraryParty")
        for w in (self.ruleset, self.tag, self.party):
            filters.addWidget(w)
        filters.setStretch(0, 1)
        filters.setStretch(1, 1)
        lay.addLayout(filters)
        self.table = EntryTable()
        # a double-click adds one of that entry, whatever the ×N box says (issue 43)
        self.table.doubleClicked.connect(self._add_one)
        self.table.itemSelectionChanged.connect(self._enable)
        self.count_label = plain(QLabel())
        self.count_label.setObjectName("libraryCount")
        self.count_label.setWordWrap(True)
        lay.addWidget(self.count_label)
        row = QHBoxLayout()
        self.times = QSpinBox()
        self.times.setObjectName("libraryTimes")
        self.times.setRange(1, 20)
        self.add_button = QPushButton()
        self.add_button.setObjectName("libraryAdd")
        self.add_button.clicked.connect(self._add)
        self.more = QToolButton()
        self.more.setObjectName("libraryMore")
        self.more.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.more.setMenu(controller.menu)
        row.addWidget(self.times)
        row.addWidget(self.add_button, 1)
        row.addWidget(self.more)
        lay.addLayout(row)
        lay.addStretch(1)
        outer.addWidget(side)
        outer.addWidget(self.table, 1)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(TYPING_MS)
        self._timer.timeout.connect(self.refresh)
        self.query.textChanged.connect(lambda _t: self._timer.start())
        self.query.returnPressed.connect(self.refresh)
        self.ruleset.currentIndexChanged.connect(lambda _i: self.refresh())
        self.tag.currentIndexChanged.connect(lambda _i: self.refresh())
        self.party.toggled.connect(lambda _on: self.refresh())
        self.retranslate()
        self.refresh_filters()

    def retranslate(self) -> None:
        self.query.setPlaceholderText(self.tr("Search names, tags and notes…"))
        self.query.setToolTip(self.tr("Any part of a name, a tag or a note, in Japanese or "
                                      "English; several words must all match"))
        self.party.setText(self.tr("Party"))
        self.party.setToolTip(self.tr("Only persistent characters (the party)"))
        self.table.setHorizontalHeaderLabels([self.tr("Name"), self.tr("Rules"),
                                              self.tr("Tags")])
        self.times.setPrefix("×")
        self.times.setToolTip(self.tr("How many to add: more than one are numbered "
                                      "(Ghoul 1, Ghoul 2)"))
        self.add_button.setText(self.tr("Add to encounter"))
        self.add_button.setToolTip(self.tr("Add the chosen entries to the encounter (or drag "
                                           "them onto the roster)"))
        self.more.setText(self.tr("Library"))
        self.refresh_filters()

    # -- filters and results --------------------------------------------------------------------
    def refresh_filters(self) -> None:
        """The rules and tags offered: those the library holds, and the encounter's rules
        (kept as chosen). Only those rulesets load: their names are their own."""
        lib = self.controller.lib
        rulesets = dict.fromkeys([self.controller.doc.encounter.ruleset_id,
                                  *(lib.rulesets() if lib else [])])
        for combo, values, every in (
            (self.ruleset, [(r, _rules_label(r)) for r in rulesets], self.tr("All rules")),
            (self.tag, [(t, t) for t in (lib.tags() if lib else [])], self.tr("All tags")),
        ):
            chosen = combo.currentData()
            combo.blockSignals(True)
            combo.clear()
            combo.addItem(every, None)
            for value, label in values:
                combo.addItem(label, value)
            at = combo.findData(chosen)
            combo.setCurrentIndex(max(at, 0))
            combo.blockSignals(False)

    def filters(self) -> dict:
        return {"query": self.query.text(), "ruleset": self.ruleset.currentData(),
                "tags": [self.tag.currentData()] if self.tag.currentData() else [],
                "persistent": True if self.party.isChecked() else None}

    def refresh(self) -> None:
        self._timer.stop()
        lib = self.controller.lib
        if lib is None:
            self._show([], 0)
            return
        try:
            found, total = lib.search(limit=SHOWN, **self.filters())
        except TrackerError as exc:  # a NUL typed into the search, a damaged entry
            self._show([], 0)
            self.count_label.setText(self.controller.error_text(exc))
            return
        self._show(found, total)

    def _show(self, found: list[Entry], total: int) -> None:
        t = self.table
        header = t.horizontalHeader()
        # sized once the rows are in: fitting the column to each item as it arrives made
        # 200 rows take 0.3 s
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Fixed)
        t.setUpdatesEnabled(False)
        t.setRowCount(len(found))
        for row, e in enumerate(found):
            name = QTableWidgetItem(("★ " if e.persistent else "") + e.name)
            name.setData(IdRole, e.id)
            if e.notes:
                name.setToolTip(e.notes[:400])
            t.setItem(row, 0, name)
            t.setItem(row, 1, QTableWidgetItem(_rules_label(e.ruleset)))
            t.setItem(row, 2, QTableWidgetItem(", ".join(e.tags)))
        t.setUpdatesEnabled(True)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        lib = self.controller.lib
        if lib is None:
            self.count_label.setText(self.controller.problem or self.tr("No library open."))
        elif len(found) < total:
            self.count_label.setText(self.tr("{0} of {1} entries shown").format(len(found), total))
        else:
            self.count_label.setText(self.tr("%n entry(s)", None, total))
        self._enable()

    def _enable(self) -> None:
        self.add_button.setEnabled(bool(self.table.selected_ids()))

    def _add_one(self, index) -> None:
        eid = self.table.item(index.row(), 0).data(IdRole) if index.isValid() else None
        if eid is not None:
            self.addRequested.emit([eid], 1)

    def _add(self) -> None:
        ids = self.table.selected_ids()
        if ids:
            self.addRequested.emit(ids, self.times.value())
