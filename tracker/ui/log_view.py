"""The combat log dock: every log entry, newest at the bottom, filterable by combatant.

Each entry is one row (▸ marks entries with an explain trace). The trace shows as the row's
tooltip and in the details pane below the list ("Details", a double-click or Enter on a row):
the selected entry's, else the latest hit's. Rows have one height, so the list stays quick
with thousands of entries. The Copy button and Ctrl+C copy the entries now visible (after the
filter) as plain text, explain lines included. Entries the GM keeps from the players
(``hidden``) carry a marker.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QAction, QBrush, QFont, QGuiApplication, QKeySequence, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QListView,
    QPlainTextEdit,
    QSplitter,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..model.encounter import Change
from ..model.log import LogEntry, fight_flags, round_tag
from .document import EncounterDocument
from .log_text import entry_plain_text, render_entry, render_explain
from .user_text import plain_tip

EntryRole = Qt.ItemDataRole.UserRole + 1
CombatantRole = Qt.ItemDataRole.UserRole + 2
HiddenRole = Qt.ItemDataRole.UserRole + 3

_Index = QModelIndex | QPersistentModelIndex


class LogModel(QAbstractListModel):
    """A list model over ``doc.encounter.log``, one row per entry.

    The log only ever grows at the end (a new action) or loses its tail (undo), so a change
    is turned into row inserts/removals by comparing lengths; anything else resets. Lines are
    rendered when first shown and cached."""

    def __init__(self, doc: EncounterDocument, parent=None) -> None:
        super().__init__(parent)
        self.doc = doc
        self._rows: list[LogEntry] = list(doc.encounter.log)
        self._text: list[str | None] = [None] * len(self._rows)
        #: whether each row was logged in a fight ("R3") or between fights ("—")
        self._fight, self._fighting = fight_flags(self._rows)
        self.hidden_marker = "[hidden] "
        doc.changed.connect(self._on_changed)
        doc.reset.connect(self.reload)

    # -- sync with the log --------------------------------------------------------------------
    def reload(self) -> None:
        self.beginResetModel()
        self._rows = list(self.doc.encounter.log)
        self._text = [None] * len(self._rows)
        self._fight, self._fighting = fight_flags(self._rows)
        self.endResetModel()

    def _on_changed(self, _change: Change | None = None) -> None:
        log = self.doc.encounter.log
        old, new = len(self._rows), len(log)
        keep = min(old, new)
        if keep and self._rows[keep - 1] is not log[keep - 1]:
            self.reload()  # not a plain append or truncation
            return
        if new < old:
            self.beginRemoveRows(QModelIndex(), new, old - 1)
            del self._rows[new:]
            del self._text[new:]
            del self._fight[new:]
            self._fighting = bool(self._fight) and self._fight[-1] \
                and self._rows[-1].key != "end_combat"
            self.endRemoveRows()
        elif new > old:
            self.beginInsertRows(QModelIndex(), old, new - 1)
            self._rows.extend(log[old:])
            self._text.extend([None] * (new - old))
            flags, self._fighting = fight_flags(log[old:], self._fighting)
            self._fight.extend(flags)
            self.endInsertRows()

    def retranslate(self, hidden_marker: str | None = None) -> None:
        """Render every line again (the language changed)."""
        if hidden_marker is not None:
            self.hidden_marker = hidden_marker
        self._text = [None] * len(self._rows)
        if self._rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._rows) - 1, 0))

    # -- texts --------------------------------------------------------------------------------
    def entry(self, row: int) -> LogEntry:
        return self._rows[row]

    def tag(self, row: int) -> str:
        """"R3" for a row logged in a fight, "—" for one between fights."""
        return round_tag(self._rows[row], self._fight[row])

    def line(self, row: int) -> str:
        """The entry's line as shown: "R3  text" (with the hidden marker)."""
        text = self._text[row]
        if text is None:
            e = self._rows[row]
            marker = self.hidden_marker if e.hidden else ""
            text = f"{self.tag(row)}  {marker}{render_entry(e, self.doc.encounter)}"
            self._text[row] = text
        return text

    def explain_lines(self, row: int) -> list[str]:
        return render_explain(self._rows[row], self.doc.encounter)

    # -- model --------------------------------------------------------------------------------
    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        row = index.row()
        if not index.isValid() or not 0 <= row < len(self._rows):
            return None
        e = self._rows[row]
        if role == Qt.ItemDataRole.DisplayRole:
            return ("▸ " if e.explain else "   ") + self.line(row)
        if role == Qt.ItemDataRole.ToolTipRole:
            return plain_tip("\n".join([self.line(row)] + self.explain_lines(row)))
        if role == Qt.ItemDataRole.FontRole and (e.hidden or e.key in ("round",
                                                                       "end_combat")):
            f = QFont()
            f.setItalic(e.hidden)
            f.setBold(not e.hidden)
            return f
        if role == Qt.ItemDataRole.ForegroundRole and e.hidden:
            return QBrush(QGuiApplication.palette().color(QPalette.ColorRole.PlaceholderText))
        if role == EntryRole:
            return e
        if role == CombatantRole:
            return e.combatant
        if role == HiddenRole:
            return e.hidden
        return None


class CombatantFilter(QSortFilterProxyModel):
    """Shows only the entries of one combatant (None = everybody)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._cid: str | None = None

    @property
    def combatant(self) -> str | None:
        return self._cid

    def set_combatant(self, cid: str | None) -> None:
        if cid != self._cid:
            self.beginFilterChange()
            self._cid = cid
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, source_row: int, source_parent: _Index) -> bool:
        if self._cid is None or source_parent.isValid():
            return True
        src = self.sourceModel()
        assert isinstance(src, LogModel)
        return src.entry(source_row).combatant == self._cid


class _LogList(QListView):
    """The log's list: claims Ctrl+C for itself when it has the focus; Enter opens details."""

    def __init__(self, on_copy, on_open, parent=None) -> None:
        super().__init__(parent)
        self._on_copy = on_copy
        self._on_open = on_open

    def event(self, e: QEvent) -> bool:
        if e.type() == QEvent.Type.ShortcutOverride and e.matches(QKeySequence.StandardKey.Copy):
            e.accept()
            return True
        return super().event(e)

    def keyPressEvent(self, e) -> None:
        if e.matches(QKeySequence.StandardKey.Copy):
            self._on_copy()
            e.accept()
            return
        if e.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            idx = self.currentIndex()
            if idx.isValid():
                self._on_open(idx)
                e.accept()
                return
        super().keyPressEvent(e)


class LogView(QWidget):
    """The log dock's widget."""

    def __init__(self, doc: EncounterDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.log_model = LogModel(doc, self)
        self.proxy = CombatantFilter(self)
        self.proxy.setSourceModel(self.log_model)

        self.filter_combo = QComboBox(self)
        self.filter_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.filter_combo.setMinimumContentsLength(12)
        self.details_button = QToolButton(self)
        self.details_button.setCheckable(True)
        self.details_button.toggled.connect(self._details_toggled)
        self.copy_action = QAction(self)
        self.copy_action.triggered.connect(self.copy_visible)
        self.copy_button = QToolButton(self)
        self.copy_button.setDefaultAction(self.copy_action)

        self.list = _LogList(self.copy_visible, self._open, self)
        self.list.setModel(self.proxy)
        # One row height for all: layout stays cheap with thousands of entries.
        self.list.setUniformItemSizes(True)
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setAlternatingRowColors(True)
        self.list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.list.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.list.doubleClicked.connect(self._open)
        self.list.selectionModel().currentChanged.connect(self._show_details)

        # the explain trace of the selected entry (or of the latest hit shown) goes under the
        # list, in an editor made when the GM first asks for it (``details``)
        self._details: QPlainTextEdit | None = None
        self.splitter = QSplitter(Qt.Orientation.Vertical, self)
        self.splitter.addWidget(self.list)
        self.splitter.setChildrenCollapsible(False)

        from .roll_line import RollLine

        self.roll_line = RollLine(doc, self)
        # the filter, the roll line and the buttons on one row: a laptop's log keeps its
        # lines in the height the roster and the cards need (issue 43)
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.filter_combo, 1)
        top.addWidget(self.roll_line, 3)
        top.addWidget(self.details_button)
        top.addWidget(self.copy_button)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(2, 2, 2, 2)
        lay.addLayout(top)
        lay.addWidget(self.splitter, 1)

        self._combatants: tuple[tuple[str, str], ...] = ()
        # Follow new entries while the GM is at the bottom; stay put after scrolling up.
        self._stick = True
        bar = self.list.verticalScrollBar()
        bar.valueChanged.connect(self._scrolled)
        bar.rangeChanged.connect(self._range_changed)
        self.proxy.rowsInserted.connect(self._show_details)
        self.proxy.rowsRemoved.connect(self._show_details)
        self.proxy.modelReset.connect(self._show_details)
        self.filter_combo.currentIndexChanged.connect(self._filter_changed)
        doc.changed.connect(self._on_changed)
        doc.reset.connect(self._on_changed)

        self.retranslate()

    def model(self) -> LogModel:
        """Every log entry (unfiltered); the list shows :attr:`proxy` over it."""
        return self.log_model

    # -- texts --------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.details_button.setText(self.tr("Details"))
        self.details_button.setToolTip(self.tr(
            "Show the rules steps of the selected entry (or of the latest hit)"))
        self.copy_action.setText(self.tr("Copy"))
        self.copy_action.setToolTip(self.tr("Copy the entries shown to the clipboard"))
        self.filter_combo.setToolTip(self.tr("Show the entries of one combatant"))
        if self._details is not None:
            self._details.setPlaceholderText(self.tr("No rules steps for this entry"))
        self.log_model.retranslate(self.tr("[hidden] "))
        self._combatants = ()
        self._rebuild_filter()
        self._show_details()

    def changeEvent(self, e: QEvent) -> None:
        if e.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(e)

    # -- filter -------------------------------------------------------------------------------
    def _on_changed(self, _change: Change | None = None) -> None:
        self._rebuild_filter()

    def _rebuild_filter(self) -> None:
        roster = tuple((c.id, c.name) for c in self.doc.encounter.ordered())
        if roster == self._combatants and self.filter_combo.count():
            return
        self._combatants = roster
        current = self.proxy.combatant
        combo = self.filter_combo
        combo.blockSignals(True)
        combo.clear()
        combo.addItem(self.tr("All combatants"), None)
        for cid, name in roster:
            combo.addItem(name, cid)
        pos = combo.findData(current) if current is not None else 0
        combo.setCurrentIndex(max(pos, 0))
        combo.blockSignals(False)
        if pos < 0:
            self._set_proxy_filter(None)

    def set_filter(self, cid: str | None) -> None:
        """Show only ``cid``'s entries (None = all)."""
        pos = self.filter_combo.findData(cid) if cid is not None else 0
        if pos < 0:
            raise KeyError(cid)
        self.filter_combo.setCurrentIndex(pos)
        self._set_proxy_filter(cid)

    def _filter_changed(self, pos: int) -> None:
        self._set_proxy_filter(self.filter_combo.itemData(pos) if pos >= 0 else None)

    def _set_proxy_filter(self, cid: str | None) -> None:
        if cid == self.proxy.combatant:
            return
        self._stick = True
        self.proxy.set_combatant(cid)
        self._show_details()

    # -- details ------------------------------------------------------------------------------
    @property
    def details(self) -> QPlainTextEdit:
        """The rules steps' pane (made the first time it is needed: a text editor is a
        noticeable part of the window's first frame, and most starts never open it)."""
        if self._details is None:
            pane = self._details = QPlainTextEdit(self)
            pane.setReadOnly(True)
            pane.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
            pane.setPlaceholderText(self.tr("No rules steps for this entry"))
            pane.hide()
            self.splitter.addWidget(pane)
            self.splitter.setStretchFactor(0, 3)
            self.splitter.setStretchFactor(1, 2)
        return self._details

    def _details_toggled(self, on: bool) -> None:
        self.details.setVisible(on)
        self._show_details()

    def _open(self, index: QModelIndex) -> None:
        self.list.setCurrentIndex(index)
        self.details_button.setChecked(True)

    def details_entry(self) -> LogEntry | None:
        """The entry whose rules steps the details pane shows: the selected one, else the
        latest visible entry that has some."""
        idx = self.list.currentIndex()
        if idx.isValid():
            return self.log_model.entry(self.proxy.mapToSource(idx).row())
        for r in range(self.proxy.rowCount() - 1, max(-1, self.proxy.rowCount() - 200), -1):
            e = self.log_model.entry(self.proxy.mapToSource(self.proxy.index(r, 0)).row())
            if e.explain:
                return e
        return None

    def _show_details(self, *_args) -> None:
        if not self.details_button.isChecked() and (
                self._details is None or not self._details.isVisible()):
            return
        e = self.details_entry()
        if e is None or not e.explain:
            self.details.setPlainText("")
            return
        enc = self.doc.encounter
        self.details.setPlainText("\n".join([render_entry(e, enc), ""]
                                            + render_explain(e, enc)))

    # -- scrolling ----------------------------------------------------------------------------
    def _scrolled(self, value: int) -> None:
        self._stick = value >= self.list.verticalScrollBar().maximum() - 2

    def _range_changed(self, _lo: int, hi: int) -> None:
        if self._stick:
            self.list.verticalScrollBar().setValue(hi)

    # -- copy ---------------------------------------------------------------------------------
    def visible_entries(self) -> list[LogEntry]:
        """The entries the filter lets through, oldest first."""
        return [self.log_model.entry(self.proxy.mapToSource(self.proxy.index(r, 0)).row())
                for r in range(self.proxy.rowCount())]

    def visible_text(self) -> str:
        marker = self.tr("[hidden] ")
        enc = self.doc.encounter
        rows = [self.proxy.mapToSource(self.proxy.index(r, 0)).row()
                for r in range(self.proxy.rowCount())]
        return "\n".join(entry_plain_text(e, enc, True, marker if e.hidden else "",
                                          self.log_model.tag(row))
                         for e, row in ((self.log_model.entry(row), row) for row in rows))

    def copy_visible(self) -> None:
        QGuiApplication.clipboard().setText(self.visible_text())
