"""Who is hidden from the players, at a glance (issue 43): an eye on every roster row and card,
open while the combatant is shown on the players' screens, struck through while hidden; a
click on it shows or hides the combatant (one undo step, the model's ``set_visibility``, as
the detail pane's "Shown to players" box does)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap

from ..model import operations as ops

#: the eye's size in the roster and on a card (px); its click target is at least 12 px
SIZE = 16
_icons: dict[bool, QIcon] = {}


def _eye_path(size: float) -> QPainterPath:
    """An eye's outline: two arcs meeting at the corners."""
    path = QPainterPath()
    mid = size / 2
    path.moveTo(1, mid)
    path.quadTo(mid, mid - size * 0.55, size - 1, mid)
    path.quadTo(mid, mid + size * 0.55, 1, mid)
    return path


def eye_icon(shown: bool) -> QIcon:
    """The open eye (shown to the players) or the struck-through one (hidden), drawn once."""
    icon = _icons.get(shown)
    if icon is None:
        pm = QPixmap(SIZE * 2, SIZE * 2)  # drawn at twice the size: sharp on a 150 % screen
        pm.setDevicePixelRatio(2.0)
        pm.fill(Qt.GlobalColor.transparent)
        p = QPainter(pm)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = QColor("#5a6b7d") if shown else QColor("#b03a2e")
        p.setPen(QPen(colour, 1.4))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(_eye_path(SIZE))
        p.setBrush(colour)
        p.drawEllipse(QPointF(SIZE / 2, SIZE / 2), SIZE * 0.17, SIZE * 0.17)
        if not shown:
            p.setPen(QPen(colour, 1.8))
            p.drawLine(QPointF(2, SIZE - 2), QPointF(SIZE - 2, 2))
        p.end()
        icon = _icons[shown] = QIcon(pm)
    return icon


def eye_tip(shown: bool) -> str:
    if shown:
        return QCoreApplication.translate("HiddenEye", "Shown to players: click to hide")
    return QCoreApplication.translate("HiddenEye", "Hidden from players: click to show")


def toggle(doc, cid: str | None) -> None:
    """Show a hidden combatant to the players, or hide a shown one (one undo step)."""
    c = doc.encounter.combatants.get(cid) if cid else None
    if c is None:
        return
    on = not c.visibility.shown
    text = ((lambda: QCoreApplication.translate("VisibilityPanel", "Show to players")) if on
            else (lambda: QCoreApplication.translate("VisibilityPanel", "Hide from players")))
    doc.run(text, ops.set_visibility, c.id, shown=on)


def in_roster_eye(cell: QRectF, x: float) -> bool:
    """Whether a click at ``x`` in a name cell ``cell`` is on its eye (the decoration at the
    cell's left, with the style's margin around it)."""
    return cell.left() <= x <= cell.left() + SIZE + 8


class RosterEyes(QObject):
    """A click on the eye of a roster row shows or hides that combatant (the row is not
    selected nor dragged by it)."""

    def __init__(self, roster, doc) -> None:
        super().__init__(roster)
        self.roster, self.doc = roster, doc
        roster.viewport().installEventFilter(self)

    def eye_at(self, pos) -> str | None:
        """The combatant whose eye is at ``pos`` (viewport coordinates), if any."""
        model = self.roster.model()
        index = self.roster.indexAt(pos)
        if not index.isValid() or index.column() != model.column_of("name") \
                or model.slot_at(index.row()):
            return None
        if not in_roster_eye(QRectF(self.roster.visualRect(index)), pos.x()):
            return None
        c = model.combatant_at(index.row())
        return c.id if c is not None else None

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.MouseButtonPress \
                and event.button() == Qt.MouseButton.LeftButton \
                and event.modifiers() == Qt.KeyboardModifier.NoModifier:
            cid = self.eye_at(event.position().toPoint())
            if cid is not None:
                toggle(self.doc, cid)
                return True
        return False
