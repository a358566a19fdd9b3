"""Paints HP/FP cells as a bar with the number on it."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QRect, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem

from ..model.bars import bar_level
from .roster_model import BarRole

#: a bar's colour per fill level (tracker.model.bars.bar_level decides the level)
BAR_COLOURS = {"collapsing": QColor(120, 20, 20), "badly_wounded": QColor(220, 80, 40),
               "wounded": QColor(230, 180, 40), "unhurt": QColor(80, 170, 80)}


def bar_colour(current: int, maximum: int) -> QColor:
    return QColor(BAR_COLOURS[bar_level(current, maximum)])


class BarDelegate(QStyledItemDelegate):
    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex) -> None:
        value = index.data(BarRole)
        if not value:
            super().paint(painter, option, index)
            return
        current, maximum = value
        painter.save()
        if option.state & QStyle.StateFlag.State_Selected:
            painter.fillRect(option.rect, option.palette.highlight())
        r = option.rect.adjusted(3, 4, -3, -4)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(225, 225, 225))
        painter.drawRoundedRect(r, 3, 3)
        frac = max(0.0, min(1.0, current / maximum)) if maximum else 0.0
        if frac > 0:
            painter.setBrush(bar_colour(current, maximum))
            painter.drawRoundedRect(QRect(r.x(), r.y(), int(r.width() * frac), r.height()), 3, 3)
        elif current < 0:
            painter.setBrush(bar_colour(current, maximum))
            painter.drawRoundedRect(QRect(r.x(), r.y(), 4, r.height()), 2, 2)
        painter.setPen(QColor(10, 10, 10))
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, index.data(Qt.ItemDataRole.DisplayRole))
        painter.restore()
