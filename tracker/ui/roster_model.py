"""The roster: a table-model adapter over the encounter's combatants in turn order."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QByteArray,
    QCoreApplication,
    QMimeData,
    QModelIndex,
    QObject,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPixmap

from ..model.combatant import Combatant
from ..model.encounter import SLOT_SEP, Change, combatant_of
from ..model.ruleset import Ruleset
from .document import EncounterDocument
from .explain_text import condition_label, side_name
from .hidden_eye import eye_icon, eye_tip
from .kit import Kit, kit_for, kit_for_id
from .theme import side_colour
from .typography import list_sep, paren
from .user_text import plain_tip

__all__ = ["side_name", "condition_label"]

#: columns: name, side, the ruleset's tracks (bars), conditions, then the kit's own; in a
#: GURPS encounter that is name, side, HP, FP, conditions, crippled/lost (these constants)
COL_NAME, COL_SIDE, COL_HP, COL_FP, COL_STATUS, COL_PARTS = range(6)
#: custom role: (current, max) for the HP/FP bar delegate
BarRole = Qt.ItemDataRole.UserRole + 1
#: custom role: the combatant id of the row
IdRole = Qt.ItemDataRole.UserRole + 2

# The roles as plain names: :meth:`RosterModel.data` runs for every cell and role of each
# repaint, and reading a member of a PySide6 enum costs as much as the rest of the call.
_R = Qt.ItemDataRole
_DISPLAY, _DECORATION, _TOOLTIP, _FONT, _BACKGROUND, _FOREGROUND, _ALIGNMENT = (
    _R.DisplayRole, _R.DecorationRole, _R.ToolTipRole, _R.FontRole, _R.BackgroundRole,
    _R.ForegroundRole, _R.TextAlignmentRole)
_CENTER = int(Qt.AlignmentFlag.AlignCenter)
#: the roles :meth:`RosterModel.data` answers
_ROLES = frozenset({_DISPLAY, _DECORATION, _TOOLTIP, _FONT, _BACKGROUND, _FOREGROUND,
                    _ALIGNMENT, BarRole, IdRole})
#: the roles that show a track's numbers (the others need not compute them)
_TRACK_ROLES = frozenset({_DISPLAY, _TOOLTIP, BarRole})

SIDE_COLOURS = {"pc": "#2e7d32", "ally": "#1565c0", "enemy": "#c62828", "neutral": "#6d6d6d"}


def status_text(c: Combatant, rs: Ruleset) -> str:
    parts = []
    kit = kit_for_id(rs.id)
    for name, value in rs.statuses(c):
        label = condition_label(name, value, kit)
        cond = c.conditions.get(name)
        if cond is not None and cond.rounds is not None:
            label += paren(QCoreApplication.translate("Roster", "{0} rd").format(cond.rounds))
        parts.append(label)
    return list_sep().join(parts)


#: the core's conditions -> (badge colour, letter): a glanceable icon beside the condition
#: text; a ruleset's own badges are in its words file (:attr:`Words.badges`)
CORE_BADGES = {
    "unconscious": ("#404090", "Z"), "dead": ("#202020", "+"), "destroyed": ("#000000", "x"),
}
_icon_cache: dict[tuple[str, ...], QIcon] = {}


_badges: dict[str, dict[str, tuple[str, str]]] = {}


def badges(kit: Kit) -> dict[str, tuple[str, str]]:
    """Condition id -> (colour, letter) of the core's and the ruleset's conditions (the same
    in every language: the English words file's)."""
    found = _badges.get(kit.ruleset_id)
    if found is None:
        found = _badges[kit.ruleset_id] = {**CORE_BADGES, **kit.words().badges}
    return found


def status_icon(names: tuple[str, ...], kit: Kit) -> QIcon | None:
    known = badges(kit)
    names = tuple(n for n in names if n in known)[:6]
    if not names:
        return None
    key = (kit.ruleset_id, *names)
    icon = _icon_cache.get(key)
    if icon is None:
        size = 14
        pm = QPixmap(size * len(names), size)
        pm.fill(Qt.GlobalColor.transparent)
        p = QPainter(pm)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = p.font()
        font.setPixelSize(10)
        font.setBold(True)
        p.setFont(font)
        for i, n in enumerate(names):
            colour, letter = known[n]
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(colour))
            p.drawEllipse(i * size + 1, 1, size - 2, size - 2)
            p.setPen(QColor("white"))
            p.drawText(i * size, 0, size, size, Qt.AlignmentFlag.AlignCenter, letter)
        p.end()
        icon = _icon_cache[key] = QIcon(pm)
    return icon


#: what a dragged roster row carries: its turn-order position
ROW_MIME = "application/x-combat-tracker-position"


class RosterModel(QAbstractTableModel):
    #: a row was dragged to another place (the combatant's id)
    moved = Signal(str)

    def __init__(self, doc: EncounterDocument, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.doc = doc
        self._rows: list[str] = list(doc.encounter.order)
        self._current = self._current_id()
        self._columns = self._make_columns()
        doc.changed.connect(self._on_changed)

    def _make_columns(self) -> list[tuple[str, str]]:
        """(kind, key) per column: ("name"|"side"|"track"|"status"|"kit", id)."""
        enc = self.doc.encounter
        self.kit = kit_for(enc)
        self._kit_columns = {col.key: col for col in self.kit.columns()}
        return ([("name", ""), ("side", "")]
                + [("track", t) for t in enc.ruleset.track_ids] + [("status", "")]
                + [("kit", k) for k in self._kit_columns])

    def column_of(self, kind: str, key: str = "") -> int:
        """The column showing ``kind``/``key``, or -1."""
        try:
            return self._columns.index((kind, key))
        except ValueError:
            return -1

    def kit_column_width(self, col: int) -> int | None:
        """The width a kit column asks for, or None (stretch)."""
        if not 0 <= col < len(self._columns) or self._columns[col][0] != "kit":
            return None
        return self._kit_columns[self._columns[col][1]].width

    def track_columns(self) -> list[int]:
        return [i for i, (kind, _k) in enumerate(self._columns) if kind == "track"]

    @property
    def _rs(self) -> Ruleset:
        return self.doc.encounter.ruleset

    def _current_id(self) -> str | None:
        """The turn-order position whose turn it is (none out of combat)."""
        enc = self.doc.encounter
        return enc.position if enc.in_combat else None

    # -- change propagation -----------------------------------------------------------------
    def _on_changed(self, change: Change) -> None:
        enc = self.doc.encounter
        old_current, self._current = self._current, self._current_id()
        if change.structure or change.ids is None or self._rows != enc.order:
            self.beginResetModel()
            self._rows = list(enc.order)
            if change.ids is None:  # maybe a new encounter of another ruleset
                self._columns = self._make_columns()
            self.endResetModel()
            return
        # rows of the combatants that changed, and the rows the current-turn highlight left
        # and reached
        touched = set(change.ids)
        for row, pos in enumerate(self._rows):
            if combatant_of(pos) in touched or pos in (old_current, self._current):
                self.dataChanged.emit(self.index(row, 0),
                                      self.index(row, len(self._columns) - 1))

    # -- model interface --------------------------------------------------------------------
    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._columns)

    def combatant_at(self, row: int) -> Combatant | None:
        if 0 <= row < len(self._rows):
            return self.doc.encounter.combatants.get(combatant_of(self._rows[row]))
        return None

    def slot_at(self, row: int) -> str:
        """The extra turn a row stands for ("" for a combatant's own row)."""
        pos = self._rows[row] if 0 <= row < len(self._rows) else ""
        return pos.split(SLOT_SEP, 1)[1] if SLOT_SEP in pos else ""

    def row_of(self, cid: str) -> int:
        """The row of ``cid``'s own turn."""
        return self._rows.index(cid) if cid in self._rows else -1

    def row_of_position(self, pos: str | None) -> int:
        """The row of a turn-order position (a combatant's own turn or a slot's)."""
        return self._rows.index(pos) if pos in self._rows else -1

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == _TOOLTIP and orientation == Qt.Orientation.Horizontal:
            return self.headerData(section, orientation)  # whole on hover, whatever the width
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Vertical:
            return str(section + 1)
        if not 0 <= section < len(self._columns):
            return None
        kind, key = self._columns[section]
        if kind == "name":
            return self.tr("Name")
        if kind == "side":
            return self.tr("Side")
        if kind == "track":
            return self.kit.track_label(key)
        if kind == "status":
            return self.tr("Conditions")
        return self._kit_columns[key].header()

    def data(self, index: QModelIndex, role: int = _DISPLAY) -> Any:
        # Qt asks every cell for a dozen roles on each repaint: the ones served here only
        if role not in _ROLES or not index.isValid() \
                or not 0 <= index.column() < len(self._columns):
            return None
        c = self.combatant_at(index.row())
        if c is None:
            return None
        if role == IdRole:
            return c.id
        kind, key = self._columns[index.column()]
        row = index.row()
        track = None
        if kind == "track" and role in _TRACK_ROLES:
            track = next((t for t in self._rs.tracks(c) if t.id == key), None)
        if role == _DISPLAY:
            return self._display(c, row, kind, key, track)
        if role == _TOOLTIP:
            return self._tooltip(c, row, kind, key, track)
        if role == BarRole:
            return (track.current, track.full or track.maximum) \
                if track is not None and track.maximum > 0 else None
        return self._looks(c, row, kind, role)

    def _display(self, c: Combatant, row: int, kind: str, key: str, track: Any) -> Any:
        """A cell's text: the name (or a handgun slot's), the side, current/maximum of a
        track (— for none, as a creature's SAN), the statuses, or a kit column's."""
        if kind == "name":
            mark = "▶ " if self._rows[row] == self._current else ""
            if slot := self.slot_at(row):
                # which shot first, then whose (issue 43: "↳ ハーヴェイ・ウ…" was both)
                return mark + "↳ " + self.tr("{0}: {1}").format(self.kit.slot_tag(slot), c.name)
            return mark + c.name
        if kind == "side":
            return side_name(c.side)
        if kind == "track":
            if track is None or track.maximum <= 0:
                return "—"
            return f"{track.current}/{track.maximum}"
        if kind == "status":
            return status_text(c, self._rs)
        return self._kit_columns[key].cell(c, self.doc.encounter, self._rows[row])

    def _tooltip(self, c: Combatant, row: int, kind: str, key: str, track: Any) -> Any:
        """A cell's tooltip: the whole name or slot in words, the statuses, a kit column's
        tip, or a track's value in words."""
        if kind == "name":  # a long name or slot ("↳ 朝倉 美咲 — round-start shot")
            if slot := self.slot_at(row):  # the slot in words, whole
                return plain_tip(self.kit.slot_label(c, slot))
            return f"{plain_tip(c.name)}\n{eye_tip(c.visibility.shown)}"
        if kind == "status":
            return plain_tip(status_text(c, self._rs)) or None
        if kind == "kit":
            return plain_tip(self._kit_columns[key].tip_text(c, self.doc.encounter,
                                                             self._rows[row])) or None
        if track is not None:
            return self.tr("{0} {1} of {2}").format(self.kit.track_label(key),
                                                    track.current, track.maximum)
        return None

    def _looks(self, c: Combatant, row: int, kind: str, role: int) -> Any:
        """The icons, font, colours and alignment of a cell: the current row bold on
        yellow, the fallen grey, the side in its colour."""
        if role == _DECORATION:
            if kind == "name" and not self.slot_at(row):
                # shown to the players or hidden from them, on the combatant's own row (issue 43)
                return eye_icon(c.visibility.shown)
            if kind == "status":
                return status_icon(tuple(name for name, _v in self._rs.statuses(c)), self.kit)
            return None
        if role == _ALIGNMENT:
            return _CENTER if kind == "track" else None
        is_current = self._rows[row] == self._current
        if role == _FONT:
            return _bold() if is_current else None
        # colours, not brushes: the views take either, and a first QBrush(colour) makes
        # PySide build QGradient's enums (≈ 1.5 ms of the start)
        if role == _BACKGROUND:
            return QColor(255, 236, 160) if is_current else None
        if is_current:  # _FOREGROUND
            return QColor(20, 20, 20)
        if c.is_out:
            return QColor(140, 140, 140)
        if kind == "side":
            return side_colour(SIDE_COLOURS.get(c.side, "#6d6d6d"))
        return None

    def flags(self, index: QModelIndex) -> Qt.ItemFlag:
        if not index.isValid():  # between rows: a dragged row may be dropped there
            return Qt.ItemFlag.ItemIsDropEnabled
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable \
            | Qt.ItemFlag.ItemIsDropEnabled
        # a combatant's own row may be dragged (as Ctrl+Up/Down moves it); a handgun's extra
        # row follows its DEX (C12), it has no place of its own to choose
        if not self.slot_at(index.row()):
            flags |= Qt.ItemFlag.ItemIsDragEnabled
        return flags

    # -- drag a row to another place in the turn order ----------------------------------------
    def supportedDropActions(self) -> Qt.DropAction:  # noqa: N802
        return Qt.DropAction.MoveAction

    def mimeTypes(self) -> list[str]:  # noqa: N802
        return [ROW_MIME]

    def mimeData(self, indexes) -> QMimeData | None:  # noqa: N802
        rows = {i.row() for i in indexes if i.isValid()}
        if len(rows) != 1:  # one combatant at a time, as Ctrl+Up/Down
            return None
        data = QMimeData()
        data.setData(ROW_MIME, QByteArray(self._rows[rows.pop()].encode()))
        return data

    def drop_index(self, data: QMimeData, row: int, parent: QModelIndex) -> tuple[str, int] | None:
        """(the dragged combatant, its new index in the turn order) for a drop before ``row``
        (or on ``parent``'s row), or None when the drop moves nothing."""
        if not data.hasFormat(ROW_MIME):
            return None
        pos = bytes(data.data(ROW_MIME).data()).decode()
        if pos not in self._rows or SLOT_SEP in pos:
            return None
        if row < 0:
            row = parent.row() if parent.isValid() else len(self._rows)
        src = self._rows.index(pos)
        target = row - 1 if row > src else row  # the index once it is out of the order
        return None if target == src else (pos, target)

    def canDropMimeData(self, data, action, row, column, parent) -> bool:  # noqa: N802
        return self.drop_index(data, row, parent) is not None

    def dropMimeData(self, data, action, row, column, parent) -> bool:  # noqa: N802
        move = self.drop_index(data, row, parent)
        if move is None:
            return False
        from ..model import operations as ops

        cid, target = move
        self.doc.run(lambda: QCoreApplication.translate("MainWindow", "Reorder"),
                     ops.move_combatant, cid, target)
        self.moved.emit(cid)
        # the rows come again from the document (a reset): the view must not take the
        # dragged row away itself, as it would after a successful move
        return False


def _bold() -> QFont:
    f = QFont()
    f.setBold(True)
    return f
