"""A CoC combatant's figure: a clickable body (a human, or a hunched Mythos creature) whose
drawing shows its state — lying when prone or down, greyed when unconscious, struck through
when dead, red-edged while dying — and its HP as a fill (only when the viewer may see HP).

CoC has no hit locations: clicking anywhere on the figure, or Enter/Space while it has the
focus, emits ``locationClicked("")`` (the GM window opens the attack on that combatant)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPaintEvent,
    QPen,
    QTransform,
)
from PySide6.QtWidgets import QWidget


@dataclass(frozen=True, slots=True)
class FigureState:
    kind: str = "human"  # human | mythos
    prone: bool = False
    unconscious: bool = False
    dying: bool = False
    dead: bool = False
    #: current HP / max HP, or None when the viewer may not know it
    hp_fraction: float | None = None
    #: how full the HP are (``tracker.model.bars.bar_level``), None when the viewer may not
    #: know it
    hp_level: str | None = None


def _limb(path: QPainterPath, points: list[tuple[float, float]], width: float) -> QPainterPath:
    line = QPainterPath(QPointF(*points[0]))
    for p in points[1:]:
        line.lineTo(QPointF(*p))
    stroker = QPainterPathStroker()
    stroker.setWidth(width)
    stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
    stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return path.united(stroker.createStroke(line))


def body_path(kind: str) -> QPainterPath:
    """The figure standing, in a 100 × 200 box (head at the top)."""
    p = QPainterPath()
    if kind == "mythos":  # hunched, long arms, clawed hands, a low heavy head
        p.addEllipse(QRectF(22, 22, 34, 30))
        p = _limb(p, [(44, 52), (56, 96), (58, 124)], 30)
        p = _limb(p, [(44, 60), (22, 100), (14, 142)], 11)
        p = _limb(p, [(56, 62), (78, 100), (86, 142)], 11)
        for x, d in ((14, -1), (86, 1)):
            for k in (-6, 0, 6):
                p = _limb(p, [(x, 142), (x + d * 2 + k, 156)], 3.5)
        p = _limb(p, [(52, 122), (40, 160), (30, 196)], 15)
        p = _limb(p, [(62, 122), (70, 160), (80, 196)], 15)
        return p.simplified()
    p.addEllipse(QRectF(36, 4, 28, 32))
    p.addRoundedRect(QRectF(30, 40, 40, 70), 10, 10)
    p = _limb(p, [(34, 48), (20, 86), (16, 120)], 11)
    p = _limb(p, [(66, 48), (80, 86), (84, 120)], 11)
    p = _limb(p, [(42, 104), (40, 150), (38, 194)], 15)
    p = _limb(p, [(58, 104), (60, 150), (62, 194)], 15)
    return p.simplified()


_PATHS: dict[str, QPainterPath] = {}


def _path(kind: str) -> QPainterPath:
    if kind not in _PATHS:
        _PATHS[kind] = body_path(kind)
    return _PATHS[kind]


#: the body's fill per HP level (the model's bar_level decides the level; the players' page
#: colours its CoC figure the same), a deeper green at full HP, a grey-blue when HP are unknown
HP_FILL = {"collapsing": "#c62828", "badly_wounded": "#ef6c00", "wounded": "#f9a825",
           "unhurt": "#66bb6a"}
FULL_FILL, UNKNOWN_FILL = "#43a047", "#8fa3b8"


def hp_colour(level: str | None, full: bool = False) -> QColor:
    if level is None:
        return QColor(UNKNOWN_FILL)
    return QColor(FULL_FILL if full and level == "unhurt" else HP_FILL[level])


class CocFigure(QWidget):
    """The figure of one combatant (see the module docstring)."""

    locationClicked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._state: FigureState | None = None
        self._compact = False
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setMinimumSize(40, 60)

    # -- the figure protocol ------------------------------------------------------------------
    def set_compact(self, compact: bool) -> None:
        self._compact = compact
        self.update()

    def set_state(self, state: FigureState | None) -> None:
        if state != self._state:
            self._state = state
            self.update()

    def state(self) -> FigureState | None:
        return self._state

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(120, 200)

    # -- drawing ------------------------------------------------------------------------------
    def _transform(self) -> QTransform:
        """Box 100 × 200 into the widget; lying: turned a quarter, feet to the right."""
        s = self._state
        lying = s is not None and (s.prone or s.unconscious or s.dead)
        w, h = self.width(), self.height()
        margin = 4 if self._compact else 10
        bw, bh = (200.0, 100.0) if lying else (100.0, 200.0)
        scale = min((w - 2 * margin) / bw, (h - 2 * margin) / bh)
        t = QTransform()
        t.translate(w / 2, h / 2 if not lying else h - margin - bh * scale / 2)
        t.scale(scale, scale)
        if lying:
            t.rotate(90)
        t.translate(-50, -100)
        return t

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self._state
        if s is None:
            p.end()
            return
        t = self._transform()
        path = t.map(_path(s.kind))
        fill = hp_colour(s.hp_level, s.hp_fraction is not None and s.hp_fraction >= 1)
        if s.unconscious or s.dead:
            fill = QColor("#9e9e9e") if not s.dead else QColor("#616161")
        outline = QColor("#c62828") if s.dying and not s.dead else QColor("#37474f")
        p.setPen(QPen(outline, 3 if s.dying and not s.dead else 1.5))
        p.setBrush(fill)
        p.drawPath(path)
        if s.hp_fraction is not None and 0 < s.hp_fraction < 1 and not s.dead:
            # the part of the body "emptied" by the damage taken, from the head down
            box = path.boundingRect()
            lost = QRectF(box)
            if s.prone or s.unconscious:
                lost.setWidth(box.width() * (1 - s.hp_fraction))
            else:
                lost.setHeight(box.height() * (1 - s.hp_fraction))
            clip = QPainterPath()
            clip.addRect(lost)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(255, 255, 255, 150))
            p.drawPath(path.intersected(clip))
        if s.dead:
            box = path.boundingRect().adjusted(-4, -4, 4, 4)
            p.setPen(QPen(QColor("#b71c1c"), max(3.0, box.height() / 12),
                          Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            p.drawLine(box.topLeft(), box.bottomRight())
            p.drawLine(box.bottomLeft(), box.topRight())
        if self.hasFocus():
            pen = QPen(self.palette().highlight().color(), 2, Qt.PenStyle.DashLine)
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), 6, 6)
        p.end()

    # -- input ----------------------------------------------------------------------------------
    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(
                event.position().toPoint()) and self._state is not None:
            self.locationClicked.emit("")
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) \
                and self._state is not None:
            self.locationClicked.emit("")
            event.accept()
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event) -> None:  # noqa: ANN001, N802
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event) -> None:  # noqa: ANN001, N802
        self.update()
        super().focusOutEvent(event)
