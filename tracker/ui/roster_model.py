"""The roster: a table-model adapter over the encounter's combatants in turn order."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, QObject, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QIcon, QPainter, QPixmap

from ..model.combatant import Combatant
from ..model.encounter import Change
from . import i18n
from .document import EncounterDocument
from .explain_text import condition_name, side_name, status_name

__all__ = ["side_name", "condition_label"]

COL_NAME, COL_SIDE, COL_HP, COL_FP, COL_STATUS, COL_PARTS = range(6)
#: custom role: (current, max) for the HP/FP bar delegate
BarRole = Qt.ItemDataRole.UserRole + 1
#: custom role: the combatant id of the row
IdRole = Qt.ItemDataRole.UserRole + 2

SIDE_COLOURS = {"pc": "#2e7d32", "ally": "#1565c0", "enemy": "#c62828", "neutral": "#6d6d6d"}


def condition_label(name: str, value: int = 0) -> str:
    text = condition_name(name)
    return f"{text} {value:+d}" if name == "shock" and value else text


def statuses(c: Combatant) -> list[tuple[str, int]]:
    """Stored conditions plus the ones that follow from HP and FP (G11)."""
    s = c.sheet
    out: list[tuple[str, int]] = []
    hp = s.hp if s.hp is not None else s.max_hp
    fp = s.fp if s.fp is not None else s.max_fp
    dead = "dead" in c.conditions or "destroyed" in c.conditions
    if not dead:
        if hp <= 0:
            out.append(("collapsing", 0))
        elif 3 * hp < s.max_hp:
            out.append(("reeling", 0))
        if 3 * fp < s.max_fp:
            out.append(("tired", 0))
    for cond in c.conditions.values():
        out.append((cond.name, cond.value))
    return out


def status_text(c: Combatant) -> str:
    parts = []
    for name, value in statuses(c):
        label = condition_label(name, value)
        cond = c.conditions.get(name)
        if cond is not None and cond.rounds is not None:
            label += " " + QCoreApplication.translate("Roster", "({0} rd)").format(cond.rounds)
        parts.append(label)
    return ", ".join(parts)


def parts_text(c: Combatant) -> str:
    plan = c.sheet.plan
    lang = i18n.language()
    out = []
    for loc_id, part in c.sheet.parts.items():
        if part.status != "ok" and loc_id in plan.by_id:
            out.append(f"{plan.by_id[loc_id].name(lang)} ({status_name(part.status)})")
    return ", ".join(out)


#: status -> (badge colour, letter): a glanceable icon beside the condition text
STATUS_BADGES = {
    "shock": ("#f0a020", "!"), "stunned": ("#a050d0", "@"), "prone": ("#3080c0", "_"),
    "reeling": ("#e07030", "~"), "collapsing": ("#c03030", "v"), "tired": ("#808080", "z"),
    "unconscious": ("#404090", "Z"), "dead": ("#202020", "+"), "destroyed": ("#000000", "x"),
}
_icon_cache: dict[tuple[str, ...], QIcon] = {}


def status_icon(names: tuple[str, ...]) -> QIcon | None:
    names = tuple(n for n in names if n in STATUS_BADGES)[:6]
    if not names:
        return None
    icon = _icon_cache.get(names)
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
            colour, letter = STATUS_BADGES[n]
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(colour))
            p.drawEllipse(i * size + 1, 1, size - 2, size - 2)
            p.setPen(QColor("white"))
            p.drawText(i * size, 0, size, size, Qt.AlignmentFlag.AlignCenter, letter)
        p.end()
        icon = _icon_cache[names] = QIcon(pm)
    return icon


class RosterModel(QAbstractTableModel):
    def __init__(self, doc: EncounterDocument, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.doc = doc
        self._rows: list[str] = list(doc.encounter.order)
        self._current = self._current_id()
        doc.changed.connect(self._on_changed)

    def _current_id(self) -> str | None:
        enc = self.doc.encounter
        cur = enc.current
        return cur.id if cur is not None and enc.in_combat else None  # no turns out of combat

    # -- change propagation -----------------------------------------------------------------
    def _on_changed(self, change: Change) -> None:
        enc = self.doc.encounter
        old_current, self._current = self._current, self._current_id()
        if change.structure or change.ids is None or self._rows != enc.order:
            self.beginResetModel()
            self._rows = list(enc.order)
            self.endResetModel()
            return
        # rows that changed, and the rows the current-turn highlight left and reached
        for cid in set(change.ids) | {old_current, self._current}:
            if cid in enc.combatants and cid in self._rows:
                row = self._rows.index(cid)
                self.dataChanged.emit(self.index(row, 0), self.index(row, COL_PARTS))

    # -- model interface --------------------------------------------------------------------
    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 6

    def combatant_at(self, row: int) -> Combatant | None:
        if 0 <= row < len(self._rows):
            return self.doc.encounter.combatants.get(self._rows[row])
        return None

    def row_of(self, cid: str) -> int:
        return self._rows.index(cid) if cid in self._rows else -1

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Vertical:
            return str(section + 1)
        return [
            self.tr("Name"), self.tr("Side"), self.tr("HP"), self.tr("FP"),
            self.tr("Conditions"), self.tr("Crippled / lost"),
        ][section]

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        c = self.combatant_at(index.row())
        if c is None:
            return None
        col = index.column()
        s = c.sheet
        is_current = c.id == self._current
        if role == IdRole:
            return c.id
        if role == Qt.ItemDataRole.DisplayRole:
            if col == COL_NAME:
                return ("▶ " if is_current else "") + c.name
            if col == COL_SIDE:
                return side_name(c.side)
            if col == COL_HP:
                return f"{s.hp}/{s.max_hp}"
            if col == COL_FP:
                return f"{s.fp}/{s.max_fp}"
            if col == COL_STATUS:
                return status_text(c)
            if col == COL_PARTS:
                return parts_text(c)
        if role == Qt.ItemDataRole.DecorationRole and col == COL_STATUS:
            return status_icon(tuple(name for name, _v in statuses(c)))
        if role == BarRole:
            if col == COL_HP:
                return (s.hp, s.max_hp)
            if col == COL_FP:
                return (s.fp, s.max_fp)
        if role == Qt.ItemDataRole.ToolTipRole:
            if col == COL_STATUS:
                return status_text(c) or None
            if col == COL_PARTS:
                return parts_text(c) or None
            if col == COL_HP:
                return self.tr("HP {0} of {1}").format(s.hp, s.max_hp)
        if role == Qt.ItemDataRole.FontRole and is_current:
            f = QFont()
            f.setBold(True)
            return f
        if role == Qt.ItemDataRole.BackgroundRole and is_current:
            return QBrush(QColor(255, 236, 160))
        if role == Qt.ItemDataRole.ForegroundRole:
            if is_current:
                return QBrush(QColor(20, 20, 20))
            if c.is_out:
                return QBrush(QColor(140, 140, 140))
            if col == COL_SIDE:
                return QBrush(QColor(SIDE_COLOURS.get(c.side, "#000")))
        if role == Qt.ItemDataRole.TextAlignmentRole and col in (COL_HP, COL_FP):
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def flags(self, index: QModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
