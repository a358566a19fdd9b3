"""A clickable body silhouette: one shape per hit location, coloured by its wound state.

The shapes come from :mod:`tracker.ui.silhouette_shapes` (logical box :data:`BOX`); the
widget scales them to fit its size. Mouse: hover highlights a part and its tooltip names
it with its penalties and state; a left click on a part that is not missing emits
:attr:`SilhouetteWidget.locationClicked`. Keyboard: Tab / Shift+Tab step through the parts
(focus leaves the widget after the last one), the arrow keys move to the nearest part in
that direction, Home/End jump to the first/last part, Enter or Space "clicks" the focused
part.
"""

from __future__ import annotations

import math
from collections import deque
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QTransform,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from tracker.ui import i18n
from tracker.ui.user_text import plain_tip

# the drawings (silhouette_shapes) and the model load with the first sheet shown, not with
# the window: an empty figure draws nothing
if TYPE_CHECKING:
    from tracker.rulesets.gurps.rules.bodyplan import BodyPlan
    from tracker.rulesets.gurps.rules.sheet import GurpsSheet

# -- colours ------------------------------------------------------------------------------
_OK_FILL = QColor("#cdd7e5")
_OUTLINE = QColor("#4a5568")
_INJURED_LOW = QColor("#f5d84a")  # a scratch
_INJURED_HIGH = QColor("#f08a24")  # at the crippling threshold
_CRIPPLED_FILL = QColor("#d93a34")
_CRIPPLED_HATCH = QColor("#6e0f0c")
_DESTROYED_FILL = QColor("#2a0b0b")
_DESTROYED_HATCH = QColor("#b3261e")
_MISSING_OUTLINE = QColor(74, 85, 104, 150)
_HOVER_OUTLINE = QColor("#1565c0")
_HOVER_TINT = QColor(255, 255, 255, 70)
_LABEL = QColor("#1f2733")

#: States a location can be drawn in (see :meth:`SilhouetteWidget.location_state`).
STATES = ("ok", "injured", "crippled", "destroyed", "severed", "missing")


def _mix(a: QColor, b: QColor, f: float) -> QColor:
    f = min(max(f, 0.0), 1.0)
    return QColor(
        round(a.red() + (b.red() - a.red()) * f),
        round(a.green() + (b.green() - a.green()) * f),
        round(a.blue() + (b.blue() - a.blue()) * f),
    )


def _signed(v: int) -> str:
    return f"{v:+d}" if v > 0 else str(v)


#: (plan id, brainless heads) -> location id -> a well-inside clickable point in BOX coordinates
_CENTERS: dict[tuple[str, int], dict[str, QPointF]] = {}


def _clickable_point(shapes: list[tuple[str, QPainterPath]], index: int, grid: int = 28
                     ) -> QPointF:
    """A point of ``shapes[index]`` whose topmost shape is that one, as far as possible
    from anything else (sampled on a grid; the deepest cell of the visible region)."""
    loc_path = shapes[index][1]
    r = loc_path.boundingRect()
    above = [p for _, p in shapes[index + 1:] if p.boundingRect().intersects(r)]
    step = max(r.width(), r.height()) / grid
    nx = max(int(math.ceil(r.width() / step)), 1)
    ny = max(int(math.ceil(r.height() / step)), 1)
    inside: list[list[bool]] = []
    for j in range(ny):
        row = []
        for i in range(nx):
            pt = QPointF(r.left() + (i + 0.5) * step, r.top() + (j + 0.5) * step)
            row.append(loc_path.contains(pt) and not any(p.contains(pt) for p in above))
        inside.append(row)
    # multi-source BFS from every outside cell (and the border) -> clearance per cell
    dist = [[0 if not inside[j][i] else -1 for i in range(nx)] for j in range(ny)]
    queue: deque[tuple[int, int]] = deque()
    for j in range(ny):
        for i in range(nx):
            if dist[j][i] == 0:
                queue.append((i, j))
            elif i in (0, nx - 1) or j in (0, ny - 1):
                dist[j][i] = 1
                queue.append((i, j))
    while queue:
        i, j = queue.popleft()
        for di, dj in ((1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)):
            a, b = i + di, j + dj
            if 0 <= a < nx and 0 <= b < ny and dist[b][a] < 0:
                dist[b][a] = dist[j][i] + 1
                queue.append((a, b))
    best: tuple[int, float] | None = None
    best_pt = QPointF(r.center())
    cx, cy = r.center().x(), r.center().y()
    for j in range(ny):
        for i in range(nx):
            if not inside[j][i]:
                continue
            pt = QPointF(r.left() + (i + 0.5) * step, r.top() + (j + 0.5) * step)
            key = (dist[j][i], -math.hypot(pt.x() - cx, pt.y() - cy))
            if best is None or key > best:
                best, best_pt = key, pt
    if best is None and grid < 200:  # a sliver thinner than the grid: look closer
        return _clickable_point(shapes, index, grid * 3)
    return best_pt


class SilhouetteWidget(QWidget):
    """The body of one combatant, drawn from its body plan and coloured by wound state."""

    #: a part (location id) was clicked, or Enter/Space on the focused part; never for a
    #: missing (severed) part
    locationClicked = Signal(str)
    #: a part smaller on screen than :attr:`min_target` was clicked (a small card's eye):
    #: too small to be sure of it, it is taken to the large figure instead
    smallClicked = Signal(str)
    #: the part under the mouse changed: its location id, '' when the mouse left all parts
    locationHovered = Signal(str)

    def __init__(self, parent: QWidget | None = None, *, compact: bool = False) -> None:
        super().__init__(parent)
        self._sheet: GurpsSheet | None = None
        self._plan: BodyPlan | None = None
        self._shapes: list[tuple[str, QPainterPath]] = []
        self._index: dict[str, int] = {}
        self._visible: dict[str, QPainterPath] = {}  # uncovered part of each shape, lazily
        self._hover: str | None = None
        self._focus_loc: str | None = None
        self._pressed: str | None = None  # part under a left press, until the release
        self._compact = compact
        self._named = False  # a generic figure (custom plan): tiles carry the part names
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

    # -- public API -----------------------------------------------------------------------
    def set_sheet(self, sheet: GurpsSheet | None) -> None:
        """Show ``sheet``'s body plan and wound state (None: an empty widget). Call again
        after the sheet changed to repaint."""
        self._sheet = sheet
        plan = sheet.plan if sheet is not None else None
        if plan is None or self._plan is None or plan.key != self._plan.key:
            self._plan = plan
            self._shapes, self._named = [], False
            if plan is not None:
                from .silhouette_shapes import has_drawing, shapes_for

                self._shapes = shapes_for(plan)
                self._named = not has_drawing(plan)
            self._index = {k: i for i, (k, _) in enumerate(self._shapes)}
            self._visible = {}
            self._set_hover(None)
            self._focus_loc = None
        if self._focus_loc is not None and self._is_missing(self._focus_loc):
            self._focus_loc = None
        self._update_accessible()
        if self._hover is not None:
            self.setToolTip(plain_tip(self.tooltip_text(self._hover)))
        self.update()

    def sheet(self) -> GurpsSheet | None:
        return self._sheet

    def plan(self) -> BodyPlan | None:
        return self._plan

    def set_compact(self, compact: bool) -> None:
        """Compact (small card): thin outlines and no labels. Large view: index numbers on
        numbered limbs."""
        if compact != self._compact:
            self._compact = compact
            self.update()

    def hovered_location(self) -> str | None:
        return self._hover

    def focused_location(self) -> str | None:
        """The part the keyboard focus highlight is on (None when there is none)."""
        return self._focus_loc

    def set_focused_location(self, loc_id: str | None) -> None:
        if loc_id is not None and loc_id not in self._index:
            raise KeyError(loc_id)
        self._focus_loc = loc_id
        self._update_accessible()
        self.update()

    def location_ids(self) -> list[str]:
        """Location ids in the body plan's order (the Tab order)."""
        return [loc.id for loc in self._plan.locations] if self._plan else []

    def location_state(self, loc_id: str) -> str:
        """One of :data:`STATES`: ``missing`` is a part lost with a severed one (a hand of a
        severed arm); ``injured`` is an ``ok`` part with injury."""
        sheet = self._sheet
        if sheet is None:
            return "ok"
        part = sheet.parts.get(loc_id)
        if part is not None and part.status != "ok":
            return part.status
        if loc_id in sheet.missing():
            return "missing"
        if part is not None and part.injury > 0:
            return "injured"
        return "ok"

    def location_at(self, pos: QPointF | QPoint) -> str | None:
        """The topmost part at ``pos`` (widget coordinates), or None."""
        if not self._shapes:
            return None
        inv, ok = self._transform().inverted()
        if not ok:
            return None
        pt = inv.map(QPointF(pos))
        for loc_id, path in reversed(self._shapes):
            if path.contains(pt):
                return loc_id
        return None

    def location_center(self, loc_id: str) -> QPointF:
        """A point (widget coordinates) well inside the visible, clickable part of
        ``loc_id``'s shape: not covered by any shape drawn above it."""
        return self._transform().map(self._logical_center(loc_id))

    def location_rect(self, loc_id: str) -> QRectF:
        """Bounding rectangle of the part's shape in widget coordinates."""
        return self._transform().mapRect(self._shapes[self._index[loc_id]][1].boundingRect())

    def tooltip_text(self, loc_id: str) -> str:
        """Name, hit penalty, chinks-in-armor penalty, injury and state of a part."""
        if self._plan is None:
            return ""
        loc = self._plan.location(loc_id)
        lang = i18n.language()
        bits = [
            self.tr("Hit penalty {0}").format(_signed(loc.hit_penalty)),
            self.tr("Chinks in armor {0}").format(_signed(loc.chinks_penalty)),
        ]
        state = self.location_state(loc_id)
        injury = self._sheet.part(loc_id).injury if self._sheet is not None else 0
        if injury > 0:
            bits.append(self.tr("Injury {0}").format(injury))
        if state == "crippled":
            bits.append(self.tr("Crippled"))
        elif state == "destroyed":
            bits.append(self.tr("Destroyed"))
        elif state == "severed":
            bits.append(self.tr("Severed"))
        elif state == "missing":
            parent = self._severed_ancestor(loc_id)
            bits.append(self.tr("Lost with {0}").format(
                self._plan.location(parent).name(lang) if parent else "?"))
        elif injury == 0:
            bits.append(self.tr("Unhurt"))
        return f"{loc.name(lang)} — " + " / ".join(bits)

    # -- geometry -------------------------------------------------------------------------
    def sizeHint(self) -> QSize:
        return QSize(200, 280)

    def minimumSizeHint(self) -> QSize:
        return QSize(60, 84)

    def _transform(self) -> QTransform:
        """BOX -> widget coordinates: scaled to fit, aspect kept, centred."""
        from .silhouette_shapes import BOX

        w, h = self.width(), self.height()
        s = min(w / BOX.width(), h / BOX.height())
        t = QTransform()
        t.translate((w - BOX.width() * s) / 2, (h - BOX.height() * s) / 2)
        t.scale(s, s)
        t.translate(-BOX.left(), -BOX.top())
        return t

    def _scale(self) -> float:
        from .silhouette_shapes import BOX

        return min(self.width() / BOX.width(), self.height() / BOX.height())

    def _visible_path(self, loc_id: str) -> QPainterPath:
        """The part of ``loc_id``'s shape not covered by shapes drawn above it (BOX)."""
        vis = self._visible.get(loc_id)
        if vis is None:
            i = self._index[loc_id]
            above = QPainterPath()
            for _, p in self._shapes[i + 1:]:
                above = above.united(p)
            vis = self._shapes[i][1].subtracted(above) if not above.isEmpty() \
                else QPainterPath(self._shapes[i][1])
            self._visible[loc_id] = vis
        return vis

    def _logical_center(self, loc_id: str) -> QPointF:
        assert self._plan is not None
        centers = _CENTERS.setdefault(self._plan.key, {})
        c = centers.get(loc_id)
        if c is None:
            c = _clickable_point(self._shapes, self._index[loc_id])
            centers[loc_id] = c
        return QPointF(c)

    # -- state helpers ----------------------------------------------------------------------
    def _is_missing(self, loc_id: str) -> bool:
        return self._sheet is not None and loc_id in self._sheet.missing()

    def _severed_ancestor(self, loc_id: str) -> str | None:
        plan, sheet = self._plan, self._sheet
        if plan is None or sheet is None:
            return None
        cur: str | None = plan.location(loc_id).attached_to
        while cur is not None:
            if sheet.status_of(cur) == "severed":
                return cur
            cur = plan.location(cur).attached_to
        return None

    def _injury_fraction(self, loc_id: str) -> float:
        from tracker.rulesets.gurps.rules.crippling import injury_share

        assert self._sheet is not None
        return injury_share(self._sheet, loc_id)

    def _fill_for(self, loc_id: str, state: str) -> tuple[QColor | None, QBrush | None]:
        if state == "ok":
            return _OK_FILL, None
        if state == "injured":
            return _mix(_INJURED_LOW, _INJURED_HIGH, self._injury_fraction(loc_id)), None
        if state == "crippled":
            return _CRIPPLED_FILL, QBrush(_CRIPPLED_HATCH, Qt.BrushStyle.BDiagPattern)
        if state == "destroyed":
            return _DESTROYED_FILL, QBrush(_DESTROYED_HATCH, Qt.BrushStyle.DiagCrossPattern)
        return None, None  # severed / missing: not drawn

    # -- painting -------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        if not self._shapes:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        t = self._transform()
        scale = self._scale()
        width = 0.8 if self._compact or scale < 1.2 else 1.1
        outline = QPen(_OUTLINE, width)
        outline.setCosmetic(True)
        outline.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        ghost = QPen(_MISSING_OUTLINE, 1.0, Qt.PenStyle.DashLine)
        ghost.setCosmetic(True)
        for loc_id, path in self._shapes:
            state = self.location_state(loc_id)
            fill, hatch = self._fill_for(loc_id, state)
            dev = t.map(path)
            if fill is None:
                p.setPen(ghost)
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawPath(dev)
                continue
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(fill)
            p.drawPath(dev)
            if hatch is not None:
                p.setBrush(hatch)
                p.drawPath(dev)
            if loc_id == self._hover:
                p.setBrush(_HOVER_TINT)
                p.drawPath(dev)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(outline)
            p.drawPath(dev)
        if self._named and not self._compact and scale >= 1.2:
            self._paint_names(p, t, scale)
        elif not self._compact and scale >= 1.4:
            self._paint_labels(p, t, scale)
        if self._hover is not None:
            pen = QPen(_HOVER_OUTLINE, 2.2 if scale >= 1.2 else 1.6)
            pen.setCosmetic(True)
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(t.map(self._visible_path(self._hover)))
        if self._focus_loc is not None and self.hasFocus():
            col = self.palette().highlight().color()
            pen = QPen(col, 2.0, Qt.PenStyle.DashLine)
            pen.setCosmetic(True)
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(t.map(self._visible_path(self._focus_loc)))
        p.end()

    def _paint_labels(self, p: QPainter, t: QTransform, scale: float) -> None:
        """Index numbers on numbered limbs (octopod arms, spider legs, ...) and on brainless
        extra heads."""
        assert self._plan is not None
        font = QFont(self.font())
        font.setPixelSize(max(8, round(scale * 4.2)))
        font.setBold(True)
        p.setFont(font)
        for loc in self._plan.locations:
            if loc.index is None or (loc.kind != "limb" and loc.part != "head"):
                continue
            state = self.location_state(loc.id)
            if state in ("severed", "missing"):
                continue
            c = t.map(self._logical_center(loc.id))
            box = QRectF(c.x() - 12, c.y() - 8, 24, 16)
            p.setPen(QColor("#f4f4f4") if state == "destroyed" else _LABEL)
            p.drawText(box, Qt.AlignmentFlag.AlignCenter, str(loc.index))

    def _paint_names(self, p: QPainter, t: QTransform, scale: float) -> None:
        """Part names on the tiles of a generic figure, shortened to fit."""
        assert self._plan is not None
        lang = i18n.language()
        font = QFont(self.font())
        font.setPixelSize(max(8, min(13, round(scale * 3.6))))
        p.setFont(font)
        metrics = p.fontMetrics()
        for loc in self._plan.locations:
            state = self.location_state(loc.id)
            if state in ("severed", "missing"):
                continue
            box = t.mapRect(self._shapes[self._index[loc.id]][1].boundingRect())
            if box.height() < metrics.height() * 0.8:
                continue
            text = metrics.elidedText(loc.name(lang), Qt.TextElideMode.ElideRight,
                                      int(box.width()) - 4)
            p.setPen(QColor("#f4f4f4") if state in ("destroyed", "crippled") else _LABEL)
            p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)

    # -- mouse ------------------------------------------------------------------------------
    def _set_hover(self, loc_id: str | None) -> None:
        if loc_id == self._hover:
            return
        self._hover = loc_id
        self.setToolTip(plain_tip(self.tooltip_text(loc_id)) if loc_id else "")
        self.locationHovered.emit(loc_id or "")
        self.update()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        loc = self.location_at(event.position())
        if loc != self._hover:
            self._set_hover(loc)
            if QToolTip.isVisible():
                if loc:
                    QToolTip.showText(event.globalPosition().toPoint(), self.toolTip(), self)
                else:
                    QToolTip.hideText()
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self._set_hover(None)
        super().leaveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            loc = self.location_at(event.position())
            self._pressed = loc if loc is not None and not self._is_missing(loc) else None
            if loc is not None:
                event.accept()
                return
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        """A click is a press and a release on the same part (as for a button)."""
        if event.button() == Qt.MouseButton.LeftButton and self._pressed is not None:
            pressed, self._pressed = self._pressed, None
            if self.location_at(event.position()) == pressed and not self._is_missing(pressed):
                self._focus_loc = pressed
                self._update_accessible()
                self.update()
                if self.is_small(pressed):
                    self.smallClicked.emit(pressed)
                else:
                    self.locationClicked.emit(pressed)
            event.accept()
            return
        super().mouseReleaseEvent(event)

    #: the smallest part a click takes as meant (px); 0: every part
    min_target = 0

    def is_small(self, loc_id: str) -> bool:
        """The part is smaller on screen than :attr:`min_target` (12 px on a card): its size
        is that of the square of its box's area (a long thin leg is a fair target, an eye
        or a hand of a few pixels is not)."""
        if not self.min_target:
            return False
        r = self.location_rect(loc_id)
        return (r.width() * r.height()) ** 0.5 < self.min_target

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        """The second press of a double click is not a second click (no double hits)."""
        self._pressed = None
        event.accept()

    # -- keyboard -------------------------------------------------------------------------
    def _nav_order(self) -> list[str]:
        return [k for k in self.location_ids() if not self._is_missing(k)]

    def _move_focus(self, loc_id: str | None) -> None:
        self._focus_loc = loc_id
        self._update_accessible()
        self.update()
        if loc_id is not None and self.isVisible():
            QToolTip.showText(self.mapToGlobal(self.location_center(loc_id).toPoint()),
                              self.tooltip_text(loc_id), self)

    def _step(self, delta: int) -> bool:
        """Move the focus highlight by ``delta`` in Tab order; False at either end."""
        order = self._nav_order()
        if not order:
            return False
        if self._focus_loc not in order:
            self._move_focus(order[0] if delta > 0 else order[-1])
            return True
        i = order.index(self._focus_loc) + delta
        if not 0 <= i < len(order):
            return False
        self._move_focus(order[i])
        return True

    def _step_direction(self, dx: float, dy: float) -> None:
        order = self._nav_order()
        if not order:
            return
        if self._focus_loc not in order:
            self._move_focus("torso" if "torso" in order else order[0])
            return
        here = self._logical_center(self._focus_loc)
        best: tuple[float, str] | None = None
        for k in order:
            if k == self._focus_loc:
                continue
            c = self._logical_center(k)
            vx, vy = c.x() - here.x(), c.y() - here.y()
            along = vx * dx + vy * dy
            if along <= 0.5:
                continue
            perp = abs(vx * dy - vy * dx)
            score = along + 2.0 * perp
            if best is None or score < best[0]:
                best = (score, k)
        if best is not None:
            self._move_focus(best[1])

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        moves = {
            Qt.Key.Key_Left: (-1.0, 0.0), Qt.Key.Key_Right: (1.0, 0.0),
            Qt.Key.Key_Up: (0.0, -1.0), Qt.Key.Key_Down: (0.0, 1.0),
        }
        if not self._shapes:
            super().keyPressEvent(event)
        elif key in moves:
            self._step_direction(*moves[key])
        elif key in (Qt.Key.Key_PageDown, Qt.Key.Key_PageUp):
            # the parts in order, one by one (Tab leaves the figure: one stop of the window's
            # Tab order, issue 43)
            self._step(1 if key == Qt.Key.Key_PageDown else -1)
        elif key == Qt.Key.Key_Home:
            order = self._nav_order()
            if order:
                self._move_focus(order[0])
        elif key == Qt.Key.Key_End:
            order = self._nav_order()
            if order:
                self._move_focus(order[-1])
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            loc = self._focus_loc
            if loc is not None and not self._is_missing(loc):
                self.locationClicked.emit(loc)
        else:
            super().keyPressEvent(event)

    def focusInEvent(self, event) -> None:  # noqa: ANN001 - QFocusEvent
        order = self._nav_order()
        if order and self._focus_loc is None:
            if event.reason() == Qt.FocusReason.TabFocusReason:
                self._focus_loc = order[0]
            elif event.reason() == Qt.FocusReason.BacktabFocusReason:
                self._focus_loc = order[-1]
            self._update_accessible()
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event) -> None:  # noqa: ANN001 - QFocusEvent
        self.update()
        super().focusOutEvent(event)

    # -- misc -----------------------------------------------------------------------------
    def _update_accessible(self) -> None:
        lang = i18n.language()
        self.setAccessibleName(self._plan.name(lang) if self._plan else "")
        self.setAccessibleDescription(
            self.tooltip_text(self._focus_loc) if self._focus_loc and self._plan else "")

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._update_accessible()
            if self._hover is not None:
                self.setToolTip(plain_tip(self.tooltip_text(self._hover)))
        super().changeEvent(event)
