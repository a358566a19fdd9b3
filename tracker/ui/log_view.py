"""The combat log dock: every log entry, newest at the bottom, filterable by combatant.

Hit entries carry an explain trace: it shows as the tooltip, and double-clicking (or Enter on)
an entry expands it in place. "Details" expands every entry. The Copy button and Ctrl+C copy
the entries now visible (after the filter) as plain text, explain lines included.
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
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..model.encounter import Change
from ..model.log import LogEntry
from .document import EncounterDocument
from .log_text import entry_plain_text, render_entry, render_explain

EntryRole = Qt.ItemDataRole.UserRole + 1
CombatantRole = Qt.ItemDataRole.UserRole + 2
HiddenRole = Qt.ItemDataRole.UserRole + 3

_Index = QModelIndex | QPersistentModelIndex


class LogModel(QAbstractListModel):
    """A list model over ``doc.encounter.log``.

    The log only ever grows at the end (a new action) or loses its tail (undo), so a change
    is turned into row inserts/removals by comparing lengths; anything else resets."""

    def __init__(self, doc: EncounterDocument, parent=None) -> None:
        super().__init__(parent)
        self.doc = doc
        self._rows: list[LogEntry] = list(doc.encounter.log)
        self._text: list[str | None] = [None] * len(self._rows)
        self._expanded: dict[int, LogEntry] = {}  # id(entry) -> entry (kept alive)
        self.expand_all = False
        self.hidden_marker = "[hidden] "
        doc.changed.connect(self._on_changed)
        doc.reset.connect(self.reload)

    # -- sync with the log --------------------------------------------------------------------
    def reload(self) -> None:
        self.beginResetModel()
        self._rows = list(self.doc.encounter.log)
        self._text = [None] * len(self._rows)
        self._expanded.clear()
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
            for e in self._rows[new:]:
                self._expanded.pop(id(e), None)
            del self._rows[new:]
            del self._text[new:]
            self.endRemoveRows()
        elif new > old:
            self.beginInsertRows(QModelIndex(), old, new - 1)
            self._rows.extend(log[old:])
            self._text.extend([None] * (new - old))
            self.endInsertRows()

    def retranslate(self, hidden_marker: str | None = None) -> None:
        """Render every line again (the language changed)."""
        if hidden_marker is not None:
            self.hidden_marker = hidden_marker
        self._text = [None] * len(self._rows)
        if self._rows:
            self.dataChanged.emit(self.index(0), self.index(len(self._rows) - 1))

    # -- expansion ----------------------------------------------------------------------------
    def entry(self, row: int) -> LogEntry:
        return self._rows[row]

    def is_expanded(self, row: int) -> bool:
        e = self._rows[row]
        return bool(e.explain) and (self.expand_all or id(e) in self._expanded)

    def toggle_expanded(self, row: int) -> None:
        e = self._rows[row]
        if not e.explain:
            return
        if id(e) in self._expanded:
            del self._expanded[id(e)]
        else:
            self._expanded[id(e)] = e
        idx = self.index(row)
        self.dataChanged.emit(idx, idx)

    def set_expand_all(self, on: bool) -> None:
        self.expand_all = on
        if self._rows:
            self.dataChanged.emit(self.index(0), self.index(len(self._rows) - 1))

    # -- model --------------------------------------------------------------------------------
    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def line(self, row: int) -> str:
        text = self._text[row]
        if text is None:
            e = self._rows[row]
            marker = self.hidden_marker if e.hidden else ""
            text = f"R{e.round}  {marker}{render_entry(e, self.doc.encounter)}"
            self._text[row] = text
        return text

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = index.row()
        e = self._rows[row]
        if role == Qt.ItemDataRole.DisplayRole:
            text = self.line(row)
            if not e.explain:
                return "   " + text
            if self.is_expanded(row):
                lines = render_explain(e, self.doc.encounter)
                return "\n".join(["▾ " + text] + ["        " + s for s in lines])
            return "▸ " + text
        if role == Qt.ItemDataRole.ToolTipRole:
            if e.explain:
                return "\n".join(render_explain(e, self.doc.encounter))
            return None
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
        if self._cid is None:
            return True
        src = self.sourceModel()
        assert isinstance(src, LogModel)
        return src.entry(source_row).combatant == self._cid


class _LogList(QListView):
    """A list that claims Ctrl+C for itself when it has the focus."""

    def __init__(self, on_copy, on_toggle, parent=None) -> None:
        super().__init__(parent)
        self._on_copy = on_copy
        self._on_toggle = on_toggle

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
                self._on_toggle(idx)
                e.accept()
                return
        super().keyPressEvent(e)


class LogView(QWidget):
    """The log dock's widget."""

    def __init__(self, doc: EncounterDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.model = LogModel(doc, self)
        self.proxy = CombatantFilter(self)
        self.proxy.setSourceModel(self.model)

        self.filter_combo = QComboBox(self)
        self.filter_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.filter_combo.setMinimumContentsLength(12)
        self.details_button = QToolButton(self)
        self.details_button.setCheckable(True)
        self.details_button.toggled.connect(self.model.set_expand_all)
        self.copy_action = QAction(self)
        self.copy_action.triggered.connect(self.copy_visible)
        self.copy_button = QToolButton(self)
        self.copy_button.setDefaultAction(self.copy_action)

        self.list = _LogList(self.copy_visible, self._toggle, self)
        self.list.setModel(self.proxy)
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setAlternatingRowColors(True)
        self.list.setLayoutMode(QListView.LayoutMode.Batched)
        self.list.setBatchSize(200)
        self.list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.list.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.list.doubleClicked.connect(self._toggle)

        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.filter_combo, 1)
        top.addWidget(self.details_button)
        top.addWidget(self.copy_button)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(2, 2, 2, 2)
        lay.addLayout(top)
        lay.addWidget(self.list, 1)

        self._combatants: tuple[tuple[str, str], ...] = ()
        # Follow new entries while the GM is at the bottom; stay put after scrolling up.
        self._stick = True
        bar = self.list.verticalScrollBar()
        bar.valueChanged.connect(self._scrolled)
        bar.rangeChanged.connect(self._range_changed)
        self.filter_combo.currentIndexChanged.connect(self._filter_changed)
        doc.changed.connect(self._on_changed)
        doc.reset.connect(self._on_changed)

        self.retranslate()

    # -- texts --------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.details_button.setText(self.tr("Details"))
        self.details_button.setToolTip(self.tr("Show the rules steps of every hit"))
        self.copy_action.setText(self.tr("Copy"))
        self.copy_action.setToolTip(self.tr("Copy the entries shown to the clipboard"))
        self.filter_combo.setToolTip(self.tr("Show the entries of one combatant"))
        self.list.setToolTip("")
        self.model.retranslate(self.tr("[hidden] "))
        self._combatants = ()
        self._rebuild_filter()

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
            self.proxy.set_combatant(None)

    def set_filter(self, cid: str | None) -> None:
        """Show only ``cid``'s entries (None = all)."""
        pos = self.filter_combo.findData(cid) if cid is not None else 0
        if pos < 0:
            raise KeyError(cid)
        self.filter_combo.setCurrentIndex(pos)
        self.proxy.set_combatant(cid)

    def _filter_changed(self, pos: int) -> None:
        self._stick = True
        self.proxy.set_combatant(self.filter_combo.itemData(pos) if pos >= 0 else None)

    # -- scrolling ----------------------------------------------------------------------------
    def _scrolled(self, value: int) -> None:
        self._stick = value >= self.list.verticalScrollBar().maximum() - 2

    def _range_changed(self, _lo: int, hi: int) -> None:
        # The list lays rows out in batches: the range grows in steps after an insert.
        if self._stick:
            self.list.verticalScrollBar().setValue(hi)

    def _toggle(self, index: QModelIndex) -> None:
        self.model.toggle_expanded(self.proxy.mapToSource(index).row())

    # -- copy ---------------------------------------------------------------------------------
    def visible_entries(self) -> list[LogEntry]:
        """The entries the filter lets through, oldest first."""
        return [self.model.entry(self.proxy.mapToSource(self.proxy.index(r, 0)).row())
                for r in range(self.proxy.rowCount())]

    def visible_text(self) -> str:
        marker = self.tr("[hidden] ")
        enc = self.doc.encounter
        return "\n".join(entry_plain_text(e, enc, True, marker if e.hidden else "")
                         for e in self.visible_entries())

    def copy_visible(self) -> None:
        QGuiApplication.clipboard().setText(self.visible_text())
