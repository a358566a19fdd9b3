"""Vector outlines of every body plan, one clickable path per hit location.

Shapes live in a fixed logical box (:data:`BOX`, 100 wide x 140 tall); a widget scales the
box to its own size keeping the aspect ratio. :func:`shapes_for` returns the paths in paint
order (back to front): a point belongs to the *last* path that contains it.

Conventions:

* front views (humanoids, avian, octopod, ...): the figure faces the viewer, so its right
  side is on the viewer's LEFT;
* side views (quadrupeds, centaur, ichthyoid): the animal faces the viewer's right, so its
  right side is the near one; far-side (left) limbs are drawn behind, shifted a little;
* top views (hexapods, cancroid, scorpion, arachnoid): head up, right side on the viewer's
  left as in the front views (the creature is seen from the front-above); numbered parts
  run 1-4 down the viewer's left side and 5-8 down the right side (octopod and squid arms
  1-8 from the viewer's left to right).

Small parts (eyes, vitals) are painted last so they stay clickable on top of the face or
torso. Only Qt GUI value types are used here (no widgets); results are cached per plan, and
the drawn plans' finished figures are read from a generated file (see :func:`store_bytes`).
"""

from __future__ import annotations

import math
import struct
import zlib
from collections.abc import Callable, Iterable, Sequence
from functools import cache
from pathlib import Path

from PySide6.QtCore import QByteArray, QDataStream, QIODevice, QPointF, QRectF, Qt
from PySide6.QtGui import QPainterPath, QPainterPathStroker, QPolygonF, QTransform

#: The logical box every plan is drawn in (figures are centred and scaled to fill it).
BOX = QRectF(0.0, 0.0, 100.0, 140.0)
#: Empty border kept inside :data:`BOX` so outlines are never clipped.
MARGIN = 2.5

Pt = tuple[float, float]
Shapes = list[tuple[str, QPainterPath]]


# -- primitives ---------------------------------------------------------------------------


def _ellipse(cx: float, cy: float, rx: float, ry: float | None = None) -> QPainterPath:
    p = QPainterPath()
    p.addEllipse(QPointF(cx, cy), rx, rx if ry is None else ry)
    return p


def _rrect(x: float, y: float, w: float, h: float, r: float) -> QPainterPath:
    p = QPainterPath()
    p.addRoundedRect(QRectF(x, y, w, h), r, r)
    return p


def _poly(*pts: Pt) -> QPainterPath:
    p = QPainterPath()
    p.addPolygon(QPolygonF([QPointF(x, y) for x, y in pts]))
    p.closeSubpath()
    return p


def _spline(pts: Sequence[Pt], closed: bool = False) -> QPainterPath:
    """A smooth Catmull-Rom curve through ``pts`` (as cubic Béziers)."""
    n = len(pts)
    p = QPainterPath(QPointF(*pts[0]))
    if n == 2 and not closed:
        p.lineTo(QPointF(*pts[1]))
        return p

    def at(i: int) -> Pt:
        if closed:
            return pts[i % n]
        return pts[min(max(i, 0), n - 1)]

    for i in range(n if closed else n - 1):
        p0, p1, p2, p3 = at(i - 1), at(i), at(i + 1), at(i + 2)
        c1 = (p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6)
        c2 = (p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6)
        p.cubicTo(QPointF(*c1), QPointF(*c2), QPointF(*p2))
    if closed:
        p.closeSubpath()
    return p


def _blob(*pts: Pt) -> QPainterPath:
    """A closed smooth outline through ``pts``."""
    return _spline(pts, closed=True)


def _stroke(path: QPainterPath, width: float, round_caps: bool = True) -> QPainterPath:
    s = QPainterPathStroker()
    s.setWidth(width)
    s.setCapStyle(Qt.PenCapStyle.RoundCap if round_caps else Qt.PenCapStyle.FlatCap)
    s.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    out = s.createStroke(path)
    out.setFillRule(Qt.FillRule.WindingFill)
    return out.simplified()


def _limb(pts: Sequence[Pt], width: float) -> QPainterPath:
    """A round-ended capsule along a polyline (joints stay visible as bends)."""
    p = QPainterPath(QPointF(*pts[0]))
    for pt in pts[1:]:
        p.lineTo(QPointF(*pt))
    return _stroke(p, width)


def _taper(
    pts: Sequence[Pt],
    w0: float,
    w1: float,
    *,
    caps: tuple[bool, bool] = (True, True),
    samples: int = 48,
    profile: Callable[[float], float] | None = None,
) -> QPainterPath:
    """A smooth tube along a spline through ``pts``, ``w0`` wide at the start, ``w1`` at
    the end (``profile`` maps 0..1 along the curve to 0..1 between them)."""
    curve = _spline(pts)
    ps = [curve.pointAtPercent(i / samples) for i in range(samples + 1)]
    left: list[QPointF] = []
    right: list[QPointF] = []
    for i, pt in enumerate(ps):
        a = ps[max(i - 1, 0)]
        b = ps[min(i + 1, samples)]
        dx, dy = b.x() - a.x(), b.y() - a.y()
        ln = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / ln, dx / ln
        t = i / samples
        f = profile(t) if profile else t
        w = (w0 + (w1 - w0) * f) / 2
        left.append(QPointF(pt.x() + nx * w, pt.y() + ny * w))
        right.append(QPointF(pt.x() - nx * w, pt.y() - ny * w))
    out = QPainterPath()
    out.addPolygon(QPolygonF(left + right[::-1]))
    out.closeSubpath()
    if caps[0] and w0 > 0.4:
        out = out.united(_ellipse(ps[0].x(), ps[0].y(), w0 / 2))
    if caps[1] and w1 > 0.4:
        out = out.united(_ellipse(ps[-1].x(), ps[-1].y(), w1 / 2))
    return out.simplified()


def _union(*paths: QPainterPath) -> QPainterPath:
    out = QPainterPath()
    out.setFillRule(Qt.FillRule.WindingFill)
    for p in paths:
        out = out.united(p)
    return out.simplified()


_MIRROR = QTransform(-1, 0, 0, 1, BOX.width(), 0)


def _mirror(path: QPainterPath) -> QPainterPath:
    """Reflect across the vertical centre line of :data:`BOX` (x -> 100 - x)."""
    return _MIRROR.map(path)


def _pair(shapes: Shapes, base: str, right: QPainterPath) -> None:
    """Add ``base_right`` (as drawn, on the viewer's left) and its mirror ``base_left``."""
    shapes.append((f"{base}_right", right))
    shapes.append((f"{base}_left", _mirror(right)))


def _translate(path: QPainterPath, dx: float, dy: float) -> QPainterPath:
    return path.translated(dx, dy)


# -- shared parts -------------------------------------------------------------------------


def _head(cx: float, cy: float, r: float, skull: str = "skull") -> Shapes:
    """A front-facing head: the skull (cranium) with the face over its lower part and two
    eyes on the face. Right eye on the viewer's left."""
    er = r * 0.25
    ey = cy + r * 0.2
    return [
        (skull, _ellipse(cx, cy, r, r * 1.1)),
        ("face", _ellipse(cx, cy + r * 0.38, r * 0.8, r * 0.78)),
        ("eye_right", _ellipse(cx - r * 0.37, ey, er)),
        ("eye_left", _ellipse(cx + r * 0.37, ey, er)),
    ]


def _animal_head(cx: float, cy: float, r: float) -> Shapes:
    """A front-facing beast head with ears (part of the skull) and a muzzle (the face)."""
    ear = _poly((cx - r * 0.95, cy - r * 0.2), (cx - r * 1.05, cy - r * 1.35),
                (cx - r * 0.25, cy - r * 0.8))
    skull = _union(_ellipse(cx, cy, r, r * 0.95), ear, _mirror_about(ear, cx))
    face = _blob((cx - r * 0.62, cy + r * 0.05), (cx, cy - r * 0.1), (cx + r * 0.62, cy + r * 0.05),
                 (cx + r * 0.5, cy + r * 0.95), (cx, cy + r * 1.35), (cx - r * 0.5, cy + r * 0.95))
    er = r * 0.24
    return [
        ("skull", skull),
        ("face", face),
        ("eye_right", _ellipse(cx - r * 0.5, cy - r * 0.22, er)),
        ("eye_left", _ellipse(cx + r * 0.5, cy - r * 0.22, er)),
    ]


def _mirror_about(path: QPainterPath, cx: float) -> QPainterPath:
    return QTransform(-1, 0, 0, 1, 2 * cx, 0).map(path)


def _feather(anchor: Pt, angle: float, length: float, width: float) -> QPainterPath:
    """One long feather (a pointed oval) hanging from ``anchor`` at ``angle`` degrees
    (0 = pointing right, 90 = pointing down)."""
    f = QPainterPath(QPointF(0, 0))
    f.cubicTo(QPointF(length * 0.3, -width * 0.62), QPointF(length * 0.85, -width * 0.5),
              QPointF(length, 0))
    f.cubicTo(QPointF(length * 0.85, width * 0.5), QPointF(length * 0.3, width * 0.62),
              QPointF(0, 0))
    f.closeSubpath()
    t = QTransform()
    t.translate(*anchor)
    t.rotate(angle)
    return t.map(f)


def _feather_wing(root: Pt, wrist: Pt, tip_angle: float, low_angle: float, n: int,
                  long: float, short: float, width: float = 7.0) -> QPainterPath:
    """A spread bird wing: a covert (the arm, ``root`` to ``wrist``) with ``n`` flight
    feathers fanning from the wrist (``tip_angle``, longest) back towards the root
    (``low_angle``, shortest)."""
    rx, ry = root
    wx, wy = wrist
    covert = _taper([root, ((rx + wx) / 2, (ry + wy) / 2 - 3), wrist], 13, 7)
    parts = [covert]
    fill: list[Pt] = [root, wrist]
    for i in range(n):
        f = i / (n - 1)
        ax = wx + (rx - wx) * f * 0.62
        ay = wy + (ry - wy) * f * 0.62
        ang = tip_angle + (low_angle - tip_angle) * f
        ln = long + (short - long) * f
        parts.append(_feather((ax, ay), ang, ln, width))
        a = math.radians(ang)
        fill.append((ax + math.cos(a) * ln * 0.72, ay + math.sin(a) * ln * 0.72))
    fill.append(root)
    parts.append(_poly(*fill))
    return _union(*parts)


def _bat_wing(root: Pt, root2: Pt, tip: Pt, fingers: Sequence[Pt]) -> QPainterPath:
    """A membrane wing: from ``root`` along the leading edge to ``tip``, then scalloped
    between finger tips and back to ``root2`` on the body."""
    p = QPainterPath(QPointF(*root))
    p.quadTo(QPointF((root[0] + tip[0]) / 2, min(root[1], tip[1]) - 6), QPointF(*tip))
    prev = tip
    for f in list(fingers) + [root2]:
        mx, my = (prev[0] + f[0]) / 2, (prev[1] + f[1]) / 2
        # membrane sags towards the body
        cx = mx + (root[0] - mx) * 0.22
        cy = my + (root[1] - my) * 0.22
        p.quadTo(QPointF(cx, cy), QPointF(*f))
        prev = f
    p.closeSubpath()
    return p.simplified()


# -- humanoid front view ------------------------------------------------------------------


def _humanoid_torso() -> QPainterPath:
    p = QPainterPath(QPointF(38, 32))
    p.lineTo(62, 32)
    p.cubicTo(68, 32, 70, 35, 70, 41)
    p.cubicTo(68, 50, 63, 57, 62.5, 72)
    p.lineTo(37.5, 72)
    p.cubicTo(37, 57, 32, 50, 30, 41)
    p.cubicTo(30, 35, 32, 32, 38, 32)
    p.closeSubpath()
    return p


def _humanoid_upper(vitals_y: float = 46.0) -> dict[str, QPainterPath]:
    """Head, neck, torso, vitals, arms and hands of a standing humanoid (front view)."""
    out = {k: v for k, v in _head(50, 16, 10)}
    out["neck"] = _rrect(44.5, 24, 11, 11, 2)
    out["torso"] = _humanoid_torso()
    out["vitals"] = _blob((44, vitals_y - 4), (50, vitals_y - 5.5), (56, vitals_y - 4),
                          (56.5, vitals_y + 3), (50, vitals_y + 6.5), (43.5, vitals_y + 3))
    out["arm_right"] = _limb([(33, 38), (26.5, 55), (23.5, 71)], 8.5)
    out["hand_right"] = _blob((19.5, 73), (23.5, 72), (27.5, 74), (27, 80), (23, 84), (19, 80))
    return out


def _humanoid_legs(shapes: Shapes) -> None:
    leg = _limb([(44, 76), (42.5, 100), (41.5, 121)], 11)
    foot = _blob((36, 124), (42, 121), (46.5, 124), (46, 130), (38, 131.5), (33, 129.5))
    shapes.append(("leg_right", leg))
    shapes.append(("leg_left", _mirror(leg)))
    shapes.append(("foot_right", foot))
    shapes.append(("foot_left", _mirror(foot)))


def _groin() -> QPainterPath:
    return _blob((38.5, 70.5), (50, 71), (61.5, 70.5), (60.5, 77), (53, 85), (47, 85),
                 (39.5, 77))


def _head_neck_torso_order(u: dict[str, QPainterPath], shapes: Shapes, *, extra: Iterable[
        tuple[str, QPainterPath]] = ()) -> None:
    shapes.append(("arm_right", u["arm_right"]))
    shapes.append(("arm_left", _mirror(u["arm_right"])))
    shapes.append(("neck", u["neck"]))
    shapes.append(("torso", u["torso"]))
    shapes.extend(extra)
    shapes.append(("hand_right", u["hand_right"]))
    shapes.append(("hand_left", _mirror(u["hand_right"])))
    for k in ("skull", "face", "eye_right", "eye_left", "vitals"):
        shapes.append((k, u[k]))


def _humanoid(wings: bool = False, low_tech: bool = False) -> Shapes:
    shapes: Shapes = []
    if wings:
        w = _feather_wing((40, 42), (22, 14), 232, 118, 6, 25, 15)
        shapes.append(("wing_right", w))
        shapes.append(("wing_left", _mirror(w)))
    _humanoid_legs(shapes)
    u = _humanoid_upper(vitals_y=45 if low_tech else 47)
    extra: list[tuple[str, QPainterPath]] = [("groin", _groin())]
    if low_tech:
        band = QPainterPath()
        band.addRect(QRectF(0, 57, 100, 20))
        extra.insert(0, ("abdomen", u["torso"].intersected(band).simplified()))
    _head_neck_torso_order(u, shapes, extra=extra)
    return shapes


def _fish_tailed() -> Shapes:
    shapes: Shapes = []
    u = _humanoid_upper()
    tail_body = _taper([(50, 76), (54, 96), (47, 114), (50, 126)], 24, 6,
                       profile=lambda t: t ** 0.8)
    fluke = _blob((50, 123), (60, 127), (69, 137), (58, 135), (50, 131), (42, 135),
                  (31, 137), (40, 127))
    shapes.append(("tail", _union(tail_body, fluke)))
    hips = _blob((37.5, 68), (50, 69), (62.5, 68), (62, 78), (50, 83), (38, 78))
    _head_neck_torso_order(u, shapes, extra=[("groin", hips)])
    return shapes


def _snakemen() -> Shapes:
    shapes: Shapes = []
    u = _humanoid_upper()
    coil = _taper([(50, 66), (56, 90), (44, 110), (30, 124), (46, 134), (74, 131), (86, 122)],
                  25, 3, profile=lambda t: t ** 1.3)
    u["torso"] = _union(u["torso"], coil)
    _head_neck_torso_order(u, shapes)
    return shapes


# -- avian (heraldic front view) ----------------------------------------------------------


def _avian() -> Shapes:
    shapes: Shapes = []
    wing = _feather_wing((42, 52), (18, 20), 228, 105, 7, 30, 18, width=8)
    tail = _blob((45, 86), (55, 86), (60, 112), (56, 121), (50, 117), (44, 121), (40, 112))
    leg = _limb([(43, 84), (37, 100), (35, 110)], 6)
    toe = _union(_limb([(35, 111), (27, 119)], 3.4), _limb([(35, 111), (34, 123)], 3.4),
                 _limb([(35, 111), (42, 120)], 3.4), _ellipse(35, 112, 3.6))
    shapes += [("wing_right", wing), ("wing_left", _mirror(wing)), ("tail", tail)]
    _pair(shapes, "leg", leg)
    shapes.append(("neck", _rrect(41, 28, 18, 20, 7)))
    shapes.append(("torso", _blob((50, 42), (62, 47), (64, 66), (57, 86), (43, 86), (36, 66),
                                  (38, 47))))
    shapes.append(("groin", _ellipse(50, 86, 7, 5)))
    _pair(shapes, "foot", toe)
    head = _head(50, 21, 12)
    beak = _blob((43.5, 27), (50, 25), (56.5, 27), (54, 35), (50, 43), (46, 35))
    head[1] = ("face", _union(head[1][1], beak))
    shapes += head
    shapes.append(("vitals", _ellipse(50, 60, 6.5, 7.5)))
    return shapes


# -- side-view beasts ---------------------------------------------------------------------


def _horse_body(x0: float, x1: float, top: float, bottom: float) -> QPainterPath:
    """A quadruped barrel seen from the side, rump at ``x0``, chest at ``x1``."""
    mid = (top + bottom) / 2
    return _blob((x0 + 2, mid - 2), (x0 + 8, top + 1), ((x0 + x1) / 2, top + 3),
                 (x1 - 6, top), (x1, mid - 1), (x1 - 4, bottom - 2), ((x0 + x1) / 2, bottom),
                 (x0 + 6, bottom - 2))


def _legs_side(shapes_back: Shapes, shapes_front: Shapes, prefix: str, fore: Sequence[Pt],
               hind: Sequence[Pt], width: float, far_dx: float, far_dy: float,
               mids: Sequence[Sequence[Pt]] = ()) -> None:
    """Near (right) legs into ``shapes_front``, far (left) legs shifted into ``shapes_back``;
    each leg ends in a hoof/paw."""
    groups = [("fore", fore), ("hind", hind)] + [("mid", m) for m in mids]
    for which, pts in groups:
        leg = _limb(pts, width)
        fx, fy = pts[-1]
        foot = _rrect(fx - width * 0.62, fy - 1, width * 1.55, width * 0.78, width * 0.3)
        for side, target, dx, dy in (("left", shapes_back, far_dx, far_dy),
                                     ("right", shapes_front, 0, 0)):
            target.append((f"{prefix}_{which}_{side}", _translate(leg, dx, dy)))
            target.append((f"foot_{which}_{side}", _translate(foot, dx, dy)))


def _quadruped(wings: bool = False, groin: bool = True) -> Shapes:
    back: Shapes = []
    front: Shapes = []
    _legs_side(back, front, "leg", fore=[(70, 88), (71, 106), (70, 124)],
               hind=[(29, 86), (23, 105), (27, 124)], width=8, far_dx=-6.5, far_dy=-2.5)
    shapes: Shapes = []
    if wings:
        far_wing = _feather_wing((58, 64), (60, 22), 262, 190, 6, 24, 14)
        near_wing = _feather_wing((48, 66), (36, 22), 250, 178, 7, 27, 15)
        shapes.append(("wing_left", far_wing))
    shapes += back
    tail = _union(_taper([(20, 68), (11, 76), (8, 92), (11, 106)], 5.5, 2.5),
                  _blob((11, 100), (15, 106), (12, 114), (7, 108)))
    shapes.append(("tail", tail))
    shapes.append(("neck", _taper([(66, 76), (74, 62), (79, 50)], 20, 13, caps=(False, True))))
    shapes.append(("torso", _horse_body(18, 80, 62, 94)))
    if groin:
        shapes.append(("groin", _ellipse(38, 93, 5.5, 4)))
    shapes += front
    if wings:
        shapes.append(("wing_right", near_wing))
    shapes += _animal_head(80, 40, 11)
    shapes.append(("vitals", _ellipse(66, 78, 6.5, 6)))
    return shapes


def _centaur() -> Shapes:
    back: Shapes = []
    front: Shapes = []
    _legs_side(back, front, "leg", fore=[(70, 100), (71, 117), (70, 132)],
               hind=[(25, 98), (19, 115), (23, 132)], width=7.5, far_dx=-6.5, far_dy=-2.5)
    horse = _horse_body(14, 78, 80, 106)
    tail = _taper([(15, 84), (7, 92), (5, 108), (8, 118)], 6, 3)
    human = _blob((54, 50), (66, 45), (78, 50), (77, 63), (75, 84), (57, 84), (55, 63))
    u_head = _head(66, 30, 8.5)
    shapes: Shapes = back
    arm_r = _limb([(58, 51), (52.5, 66), (49, 78)], 7)
    shapes += [("arm_right", arm_r), ("arm_left", _mirror_about(arm_r, 66))]
    shapes.append(("neck", _rrect(62, 35, 8, 13, 2)))
    shapes.append(("torso", _union(horse, tail, human)))
    shapes.append(("groin", _ellipse(34, 106, 5, 3.8)))
    shapes += front
    shapes.append(("hand_right", _ellipse(48, 83, 4.2, 5)))
    shapes.append(("hand_left", _ellipse(84, 83, 4.2, 5)))
    shapes += u_head
    shapes.append(("vitals", _ellipse(66, 61, 5.5, 6)))
    return shapes


def _ichthyoid() -> Shapes:
    shapes: Shapes = []
    shapes.append(("fin_left", _blob((60, 86), (68, 90), (58, 106), (50, 106))))
    shapes.append(("fin_dorsal", _blob((38, 52), (46, 36), (58, 28), (62, 36), (64, 52))))
    tail_fin = _blob((28, 66), (14, 52), (4, 42), (9, 60), (13, 70), (9, 82), (4, 100),
                     (14, 90), (28, 76))
    peduncle = _taper([(36, 71), (20, 71)], 16, 9, caps=(False, False))
    shapes.append(("tail", _union(tail_fin, peduncle)))
    body = _blob((24, 71), (40, 56), (62, 48), (82, 52), (95, 66), (90, 80), (70, 90),
                 (44, 88))
    shapes.append(("torso", body))
    skull = body.intersected(_ellipse(96, 68, 24, 30)).simplified()
    shapes.append(("skull", skull))
    shapes.append(("face", _blob((86, 68), (91, 63), (96, 66.5), (93, 76), (86, 80), (82, 74))))
    shapes.append(("fin_right", _blob((70, 74), (66, 78), (52, 90), (56, 94), (70, 84))))
    shapes.append(("eye_left", _ellipse(85, 51.5, 2.8)))
    shapes.append(("eye_right", _ellipse(81, 61, 3.4)))
    shapes.append(("vitals", _ellipse(57, 70, 6.5, 6)))
    return shapes


# -- top-view many-legged creatures -------------------------------------------------------


def _hexapod(wings: bool = False, groin: bool = True) -> Shapes:
    shapes: Shapes = []
    if wings:  # spread like a dragonfly's: the legs fold away from them
        legs = {
            "fore": [(40, 47), (25, 36), (19, 20)],
            "mid": [(37, 68), (19, 72), (10, 86)],
            "hind": [(40, 86), (23, 100), (19, 118)],
        }
    else:
        legs = {
            "fore": [(40, 50), (22, 42), (15, 27)],
            "mid": [(37, 68), (18, 66), (9, 79)],
            "hind": [(40, 86), (22, 96), (17, 114)],
        }
    tips = {k: v[-1] for k, v in legs.items()}
    feet = {k: _ellipse(x + (-1.5 if k == "fore" else -1), y + (-2.5 if k == "fore" else 2.5),
                        3.4, 4.2) for k, (x, y) in tips.items()}
    for which, pts in legs.items():
        _pair(shapes, f"leg_{which}", _limb(pts, 6))
    if wings:
        w = _blob((45, 47), (34, 44), (18, 43), (5, 46), (3, 51), (10, 56), (26, 57), (40, 57),
                  (45, 54))
        shapes += [("wing_right", w), ("wing_left", _mirror(w))]
    shapes.append(("neck", _rrect(43, 26, 14, 16, 5)))
    shapes.append(("torso", _blob((50, 38), (63, 46), (67, 70), (62, 94), (50, 101), (38, 94),
                                  (33, 70), (37, 46))))
    if groin:
        shapes.append(("groin", _ellipse(50, 104, 8, 7)))
    for which, f in feet.items():
        _pair(shapes, f"foot_{which}", f)
    shapes += _animal_head(50, 18, 10)
    shapes.append(("vitals", _ellipse(50, 64, 7, 8)))
    return shapes


def _cancroid() -> Shapes:
    shapes: Shapes = []
    knees = [(16, 60), (10, 78), (10, 96), (17, 112)]
    bases = [(32, 72), (30, 80), (31, 89), (35, 97)]
    tips = [(6, 72), (3, 92), (5, 110), (14, 128)]
    for i, (b, k, t) in enumerate(zip(bases, knees, tips, strict=True)):
        leg = _limb([b, k], 5.5)
        foot = _taper([k, t], 4.8, 1.2)
        shapes.append((f"leg_{i + 1}", leg))
        shapes.append((f"leg_{i + 5}", _mirror(leg)))
        shapes.append((f"foot_{i + 1}", foot))
        shapes.append((f"foot_{i + 5}", _mirror(foot)))
    # claws: upper arm + forearm + pincer (two fingers with a gap)
    pincer = _union(_blob((12, 34), (18, 18), (26, 10), (25, 20), (21, 32), (20, 40)),
                    _blob((12, 40), (8, 26), (10, 14), (15, 22), (17, 40)))
    arm = _union(_limb([(34, 64), (20, 56), (16, 42)], 7), pincer)
    _pair(shapes, "arm", arm)
    shapes.append(("neck", _rrect(39, 50, 22, 10, 4)))
    shapes.append(("torso", _blob((50, 56), (72, 60), (80, 78), (72, 98), (50, 104), (28, 98),
                                  (20, 78), (28, 60))))
    stalk = _limb([(44, 44), (41, 30)], 3)
    shapes.append(("skull", _ellipse(50, 45, 11, 7)))
    shapes.append(("face", _ellipse(50, 50.5, 7, 4)))
    er = _union(stalk, _ellipse(41, 28, 3.6))
    shapes.append(("eye_right", er))
    shapes.append(("eye_left", _mirror(er)))
    shapes.append(("vitals", _ellipse(50, 78, 8, 8)))
    return shapes


def _scorpion() -> Shapes:
    shapes: Shapes = []
    bases = [(39, 54), (37, 61), (37, 68), (39, 75)]
    knees = [(24, 46), (19, 58), (19, 72), (24, 86)]
    tips = [(12, 50), (7, 66), (8, 84), (15, 100)]
    for i, (b, k, t) in enumerate(zip(bases, knees, tips, strict=True)):
        leg = _limb([b, k], 4.8)
        foot = _taper([k, t], 4.2, 1.2)
        shapes.append((f"leg_{i + 1}", leg))
        shapes.append((f"leg_{i + 5}", _mirror(leg)))
        shapes.append((f"foot_{i + 1}", foot))
        shapes.append((f"foot_{i + 5}", _mirror(foot)))
    pincer = _union(_blob((18, 22), (21, 10), (28, 3), (28, 12), (25, 22), (24, 28)),
                    _blob((16, 28), (12, 16), (14, 6), (19, 14), (21, 28)))
    arm = _union(_limb([(42, 44), (28, 40), (21, 28)], 6.5), pincer)
    _pair(shapes, "arm", arm)
    tail = _union(
        _taper([(50, 84), (52, 104), (58, 120), (72, 126), (82, 116), (80, 102)], 10, 5),
        _blob((80, 104), (76, 96), (80, 88), (86, 92), (85, 100)),
        _taper([(80, 91), (76, 84), (70, 84)], 2.6, 0.6),
    )
    shapes.append(("tail", tail))
    shapes.append(("neck", _rrect(42, 44, 16, 8, 3)))
    shapes.append(("torso", _blob((50, 49), (61, 54), (63, 70), (57, 88), (50, 92), (43, 88),
                                  (37, 70), (39, 54))))
    shapes.append(("skull", _blob((50, 30), (59, 34), (60, 44), (50, 48), (40, 44), (41, 34))))
    shapes.append(("face", _ellipse(50, 30.5, 6.5, 3.8)))
    shapes.append(("eye_right", _ellipse(46, 39, 2.4)))
    shapes.append(("eye_left", _ellipse(54, 39, 2.4)))
    shapes.append(("vitals", _ellipse(50, 68, 6, 7)))
    return shapes


def _arachnoid() -> Shapes:
    shapes: Shapes = []
    legs = [
        [(42, 37), (24, 24), (18, 3)],
        [(40, 41), (16, 30), (4, 48)],
        [(40, 46), (17, 52), (6, 78)],
        [(42, 50), (27, 66), (22, 104)],
    ]
    for i, pts in enumerate(legs):
        leg = _limb(pts, 4.8)
        shapes.append((f"leg_{i + 1}", leg))
        shapes.append((f"leg_{i + 5}", _mirror(leg)))
    shapes.append(("neck", _ellipse(50, 56, 4.5, 5)))
    shapes.append(("torso", _blob((50, 58), (66, 66), (72, 84), (64, 104), (50, 110), (36, 104),
                                  (28, 84), (34, 66))))
    shapes.append(("groin", _ellipse(50, 111, 5.5, 4.5)))
    shapes.append(("brain", _ellipse(50, 43, 12.5, 11.5)))
    shapes.append(("face", _ellipse(50, 33, 8, 5)))
    shapes.append(("eye_right", _ellipse(46, 32.5, 2.5)))
    shapes.append(("eye_left", _ellipse(54, 32.5, 2.5)))
    shapes.append(("vitals", _ellipse(50, 82, 7, 8)))
    return shapes


# -- cephalopods --------------------------------------------------------------------------


def _tentacle(root: Pt, end: Pt, w0: float, w1: float, wave: float = 2.5,
              hook: float = 4.0) -> QPainterPath:
    """A wavy tapering arm from ``root`` to ``end`` whose tip hooks towards the centre."""
    (x0, y0), (x1, y1) = root, end
    ln = math.hypot(x1 - x0, y1 - y0)
    dx, dy = (x1 - x0) / ln, (y1 - y0) / ln
    nx, ny = -dy, dx
    side = 1.0 if x1 < BOX.center().x() else -1.0
    p1 = (x0 + dx * ln * 0.35 + nx * wave * side, y0 + dy * ln * 0.35 + ny * wave * side)
    p2 = (x0 + dx * ln * 0.7 - nx * wave * side, y0 + dy * ln * 0.7 - ny * wave * side)
    # the tip turns ~60 degrees towards the centre line
    a = math.radians(60) * (1 if side > 0 else -1)
    hx = dx * math.cos(a) - dy * math.sin(a)
    hy = dx * math.sin(a) + dy * math.cos(a)
    tip = (x1 + hx * hook, y1 + hy * hook)
    return _taper([root, p1, p2, end, tip], w0, w1)


def _octopod() -> Shapes:
    shapes: Shapes = []
    ends = [(4, 96), (9, 124), (24, 137), (42, 139), (58, 139), (76, 137), (91, 124), (96, 96)]
    roots = [39, 42, 45, 48.5, 51.5, 55, 58, 61]
    order = [0, 7, 1, 6, 2, 5, 3, 4]  # outer arms first so the inner ones overlap them
    arms: dict[int, QPainterPath] = {}
    for i in range(8):
        arms[i] = _tentacle((roots[i], 72), ends[i], 8, 1.8, wave=2.6)
    for i in order:
        shapes.append((f"arm_{i + 1}", arms[i]))
    shapes.append(("torso", _blob((50, 4), (68, 12), (73, 32), (66, 52), (50, 56), (34, 52),
                                  (27, 32), (32, 12))))
    shapes.append(("brain", _ellipse(50, 58, 17, 10)))
    shapes.append(("face", _ellipse(50, 63.5, 10, 5.5)))
    shapes.append(("neck", _ellipse(50, 72, 13, 4.2)))
    shapes.append(("eye_right", _ellipse(40, 56.5, 3.4)))
    shapes.append(("eye_left", _ellipse(60, 56.5, 3.4)))
    shapes.append(("vitals", _ellipse(50, 30, 8, 9)))
    return shapes


def _squid() -> Shapes:
    shapes: Shapes = []
    tent = _union(_taper([(45, 78), (30, 100), (22, 120), (20, 128)], 3.6, 2.6),
                  _blob((20, 124), (25, 128), (22, 138), (15, 136), (15, 128)))
    shapes.append(("tentacle_1", tent))
    shapes.append(("tentacle_2", _mirror(tent)))
    ends = [(18, 102), (27, 112), (37, 118), (46, 121), (54, 121), (63, 118), (73, 112), (82, 102)]
    roots = [41, 43.5, 46, 48.8, 51.2, 54, 56.5, 59]
    order = [0, 7, 1, 6, 2, 5, 3, 4]
    for i in order:
        rx = roots[i]
        ex, ey = ends[i]
        shapes.append((f"arm_{i + 1}", _tentacle((rx, 76), (ex, ey), 6.5, 1.6, wave=1.5,
                                                 hook=3.0)))
    fins = _blob((50, 3), (72, 18), (62, 28), (50, 24), (38, 28), (28, 18))
    mantle = _blob((50, 4), (60, 18), (62, 40), (58, 56), (50, 58), (42, 56), (38, 40),
                   (40, 18))
    shapes.append(("torso", _union(fins, mantle)))
    shapes.append(("neck", _ellipse(50, 58, 10, 3.6)))
    shapes.append(("brain", _ellipse(50, 66, 13, 8)))
    shapes.append(("face", _ellipse(50, 72, 8.5, 4.5)))
    shapes.append(("eye_right", _ellipse(40.5, 65, 3.8)))
    shapes.append(("eye_left", _ellipse(59.5, 65, 3.8)))
    shapes.append(("vitals", _ellipse(50, 38, 6, 8)))
    return shapes


# -- serpents -----------------------------------------------------------------------------


def _snake_head(cx: float, cy: float, r: float) -> Shapes:
    """A serpent's head seen from the front: broad flat cranium over a narrow snout."""
    skull = _blob((cx - r * 1.05, cy - r * 0.1), (cx - r * 0.6, cy - r * 0.75), (cx, cy - r * 0.9),
                  (cx + r * 0.6, cy - r * 0.75), (cx + r * 1.05, cy - r * 0.1),
                  (cx + r * 0.7, cy + r * 0.55), (cx, cy + r * 0.75), (cx - r * 0.7, cy + r * 0.55))
    face = _blob((cx - r * 0.42, cy + r * 0.3), (cx, cy + r * 0.2), (cx + r * 0.42, cy + r * 0.3),
                 (cx + r * 0.36, cy + r * 0.78), (cx, cy + r * 0.98), (cx - r * 0.36, cy + r * 0.78))
    er = r * 0.24
    return [
        ("skull", skull),
        ("face", face),
        ("eye_right", _ellipse(cx - r * 0.62, cy - r * 0.12, er)),
        ("eye_left", _ellipse(cx + r * 0.62, cy - r * 0.12, er)),
    ]


def _vermiform(wings: bool = False) -> Shapes:
    shapes: Shapes = []
    if wings:
        w = _bat_wing((44, 50), (42, 62), (4, 20), [(6, 38), (12, 52), (22, 62), (32, 66)])
        shapes += [("wing_right", w), ("wing_left", _mirror(w))]
    body = _taper([(50, 34), (38, 58), (62, 84), (40, 108), (52, 130)], 21, 11,
                  profile=lambda t: t ** 1.5)
    shapes.append(("torso", body))
    shapes.append(("neck", _rrect(41.5, 26, 17, 15, 6)))
    shapes += _head(50, 18, 11)
    shapes.append(("vitals", _ellipse(42, 57, 6, 6.5)))
    return shapes


def _serpentoid() -> Shapes:
    shapes: Shapes = []
    tail = _taper([(78, 124), (92, 118), (95, 104), (88, 96)], 9, 1.5)
    shapes.append(("tail", tail))
    coil = _union(_ellipse(50, 122, 32, 12), _ellipse(50, 110, 24, 9.5))
    rise = _taper([(50, 110), (60, 88), (44, 66), (50, 48)], 18, 14)
    shapes.append(("torso", _union(coil, rise)))
    hood = _blob((50, 24), (64, 30), (69, 42), (61, 53), (50, 56), (39, 53), (31, 42),
                 (36, 30))
    shapes.append(("neck", hood))
    shapes += _snake_head(50, 22, 12.5)
    shapes.append(("vitals", _ellipse(55, 82, 5.5, 6.5)))
    return shapes


# -- registry -----------------------------------------------------------------------------

_BUILDERS: dict[str, Callable[[], Shapes]] = {
    "humanoid": _humanoid,
    "humanoid_low_tech": lambda: _humanoid(low_tech=True),
    "winged_humanoid": lambda: _humanoid(wings=True),
    "fish_tailed_humanoid": _fish_tailed,
    "snakemen": _snakemen,
    "avian": _avian,
    "quadruped": _quadruped,
    "quadruped_winged": lambda: _quadruped(wings=True, groin=False),
    "centaur": _centaur,
    "ichthyoid": _ichthyoid,
    "hexapod": _hexapod,
    "hexapod_winged": lambda: _hexapod(wings=True, groin=False),
    "cancroid": _cancroid,
    "scorpion": _scorpion,
    "arachnoid": _arachnoid,
    "octopod": _octopod,
    "squid": _squid,
    "vermiform": _vermiform,
    "vermiform_winged": lambda: _vermiform(wings=True),
    "serpentoid": _serpentoid,
}


def _fit(shapes: Shapes) -> Shapes:
    """Scale and centre the figure so it fills :data:`BOX` (less :data:`MARGIN`)."""
    bounds = QRectF()
    for _, p in shapes:
        bounds = bounds.united(p.boundingRect())
    inner = BOX.adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN)
    s = min(inner.width() / bounds.width(), inner.height() / bounds.height())
    t = QTransform()
    t.translate(inner.center().x(), inner.center().y())
    t.scale(s, s)
    t.translate(-bounds.center().x(), -bounds.center().y())
    return [(k, t.map(p)) for k, p in shapes]


#: zones of the generic figure (x0, y0, x1, y1 in BOX units, before :func:`_fit`)
_ZONES = {
    "head": (32.0, 2.0, 68.0, 28.0), "neck": (34.0, 29.0, 66.0, 36.0),
    "core": (30.0, 37.0, 70.0, 96.0),
    "arm_r": (6.0, 37.0, 28.0, 96.0), "arm_l": (72.0, 37.0, 94.0, 96.0),
    "leg_r": (30.0, 98.0, 48.0, 138.0), "leg_l": (52.0, 98.0, 70.0, 138.0),
}
_UPPER = frozenset({"arm", "hand", "wing", "fin", "striker"})


def _zone_of(loc, alternate: list[int]) -> str:
    """Where the generic figure puts a location: head, neck, core, or a side's arm or leg
    column (a right part on the viewer's left; unsided ones alternate)."""
    if loc.kind in ("skull", "face", "eye"):
        return "head"
    if loc.kind == "neck":
        return "neck"
    if loc.kind not in ("limb", "extremity"):
        return "core"
    column = "arm" if loc.part in _UPPER else "leg"
    if loc.side in ("right", "left"):
        side = loc.side[0]
    else:
        alternate[0] += 1
        side = "r" if alternate[0] % 2 else "l"
    return f"{column}_{side}"


def _tiles(zone: str, ids: list[str]) -> Shapes:
    """The zone's locations as tiles in a grid: ellipses on the head, capsules on limbs,
    bands on the body."""
    x0, y0, x1, y1 = _ZONES[zone]
    if zone in ("head", "neck"):
        cols = min(len(ids), 3)
    else:
        cols = 2 if zone == "core" and len(ids) > 6 else 1
    rows = -(-len(ids) // cols)
    w, h = (x1 - x0) / cols, (y1 - y0) / rows
    gap = 0.8
    out: Shapes = []
    for i, lid in enumerate(ids):
        x, y = x0 + (i % cols) * w + gap / 2, y0 + (i // cols) * h + gap / 2
        tw, th = w - gap, h - gap
        if zone == "head":
            out.append((lid, _ellipse(x + tw / 2, y + th / 2, tw / 2, th / 2)))
        elif zone == "core" or zone == "neck":
            out.append((lid, _rrect(x, y, tw, th, min(4.0, tw / 4, th / 4))))
        else:
            out.append((lid, _rrect(x, y, tw, th, min(tw, th) / 2)))
    return out


def _generic(plan) -> Shapes:
    """A plain figure for a plan without a drawing of its own (a custom plan): a head of
    tiles over a neck, the body as bands, arms and legs as columns of capsules, every part
    its own clickable tile (the widget writes the names on them)."""
    zones: dict[str, list[str]] = {}
    zone_of: dict[str, str] = {}
    alternate = [0]
    for loc in plan.locations:
        parent = zone_of.get(loc.attached_to or "")
        # a piece of a limb (a knee of a leg) goes with it
        zone = parent if parent and parent[:3] in ("arm", "leg") else _zone_of(loc, alternate)
        zone_of[loc.id] = zone
        zones.setdefault(zone, []).append(loc.id)
    shapes: Shapes = []
    for zone in _ZONES:
        if zone in zones:
            shapes += _tiles(zone, zones[zone])
    return shapes


def _finish(shapes: Shapes) -> tuple[tuple[str, QPainterPath], ...]:
    shapes = _fit(shapes)
    for _, p in shapes:
        p.setFillRule(Qt.FillRule.WindingFill)
    return tuple(shapes)


_HEAD_KEYS = ("skull", "brain", "face", "eye_right", "eye_left")


def _with_brainless_heads(shapes: Shapes, count: int) -> Shapes:
    """Brainless extra heads (G8) side by side with the head, each on a neck that runs
    behind the body to the head's: head_extra_1 on the viewer's left, 2 on the right, 3 left
    of 1 and so on. They are painted first, so the body stays on top of their necks."""
    from tracker.rulesets.gurps.rules.bodyplan import BRAINLESS_HEAD_ID

    head, figure = QRectF(), QRectF()
    for k, p in shapes:
        figure = figure.united(p.boundingRect())
        if k in _HEAD_KEYS:
            head = head.united(p.boundingRect())
    if head.isEmpty():  # a plan without a head: beside the top of the figure
        head = QRectF(figure.center().x() - 8, figure.top(), 16, 16)
    hr = min(max(head.width(), head.height()) / 2, 0.07 * max(figure.width(), figure.height()))
    r = hr * (0.8 if count <= 4 else 0.6)
    gap = r * 0.25
    cx, cy = head.center().x(), head.center().y()
    body = _union(*(p for k, p in shapes if k not in _HEAD_KEYS))
    extra: Shapes = []
    for i in range(count):
        side = -1 if i % 2 == 0 else 1
        k = i // 2
        x = cx + side * (head.width() / 2 + gap + r + k * (2 * r + gap))
        y = cy - k * r * 0.35  # fanning up, like the heads of a hydra
        neck = QPointF(cx, head.bottom() + r * 0.4)  # from below, as a neck
        for _ in range(12):  # above the body where the head sits inside it (a fish)
            if not body.intersects(_ellipse(x, y, r * 0.9)):
                break
            y -= r * 0.5
            neck = QPointF(cx, cy)  # then out of the head itself, hidden behind it
        stalk = _limb([(x, y), ((x + neck.x()) / 2, neck.y() - r * 0.3), (neck.x(), neck.y())],
                      r * 0.7)
        extra.append((BRAINLESS_HEAD_ID.format(i + 1), _union(_ellipse(x, y, r, r * 1.05),
                                                              stalk)))
    # the outermost first (furthest back), so each nearer head covers the next one's neck
    extra.sort(key=lambda kp: -abs(kp[1].boundingRect().center().x() - cx))
    return extra + shapes


def _build(plan_id: str, brainless_heads: int = 0) -> tuple[tuple[str, QPainterPath], ...]:
    from tracker.rulesets.gurps.rules.bodyplan import (
        body_plan,  # only needed for plans without a drawing
    )

    build = _BUILDERS.get(plan_id)
    shapes = build() if build is not None else _generic(body_plan(plan_id))
    if brainless_heads:
        shapes = _with_brainless_heads(shapes, brainless_heads)
    return _finish(shapes)


@cache
def _cached(plan_id: str, brainless_heads: int = 0) -> tuple[tuple[str, QPainterPath], ...]:
    if not brainless_heads and plan_id in _BUILDERS:
        stored = _stored(plan_id)
        if stored is not None:
            return stored
    return _build(plan_id, brainless_heads)


# -- the stored figures -------------------------------------------------------------------
# Building a drawn plan's figure is milliseconds of Python and path clipping, paid at every
# start (the demo shows four plans), for data that never changes: so the finished figures
# of every drawn plan are stored in tracker/rulesets/gurps/silhouette_shapes.bin (tools/
# make_silhouette_shapes.py writes it) and read from there. The file names the source of
# this module it was made from; missing, damaged, of another format or made from another
# source (a drawing changed since), it is ignored and the figures are built as before.

STORE_NAME = "silhouette_shapes.bin"
_MAGIC = b"TRKSHAPE"
_FORMAT = 1
# magic, format, source length, source CRC-32, plan count, index size; then the index: per
# plan its id (a length byte, ASCII) and _ENTRY; then the payloads
_HEADER = struct.Struct("<8sIIIII")
_ENTRY = struct.Struct("<III")  # a payload's offset, length and CRC-32
_STREAM_VERSION = 20  # QDataStream.Qt_6_0: fixed, so any later Qt writes and reads it alike

_Index = dict[str, tuple[int, int, int]]


@cache
def _store_file():
    from ..data import folder

    return folder(STORE_NAME)


def _source_key() -> tuple[int, int]:
    """Length and CRC-32 of this module's source (line ends normalised, so a CRLF checkout
    is the same source). CRC-32, not SHA-256: noticing an edit needs no more, and hashlib
    would load OpenSSL at start, which costs more than reading every figure."""
    # .py: in the PyInstaller bundle __file__ names the compiled module, and the source
    # travels beside it as data (packaging/tracker.spec) so that the bundle reads the file too
    src = Path(__file__).with_suffix(".py").read_bytes()
    if b"\r" in src:
        src = src.replace(b"\r\n", b"\n")
    return len(src), zlib.crc32(src)


def _payload(shapes: Iterable[tuple[str, QPainterPath]]) -> bytes:
    shapes = list(shapes)
    buf = QByteArray()
    out = QDataStream(buf, QIODevice.OpenModeFlag.WriteOnly)
    out.setVersion(_STREAM_VERSION)
    out.writeInt32(len(shapes))
    for loc_id, path in shapes:
        out.writeQString(loc_id)
        out << path  # every element's type and coordinates as doubles, and the fill rule
    return bytes(buf.data())


def store_bytes() -> bytes:
    """The stored figures' file, freshly built: a header (magic, format, source key, plan
    count, index size), an index (plan id, offset, length and CRC-32 of its payload) and the
    payloads (the location ids and paths of :func:`_build`, in paint order, by QDataStream)."""
    payloads = {pid: _payload(_build(pid)) for pid in _BUILDERS}
    index_size = sum(1 + len(pid) + _ENTRY.size for pid in payloads)
    offset = _HEADER.size + index_size
    index = bytearray()
    for pid, blob in payloads.items():
        name = pid.encode("ascii")
        index += bytes([len(name)]) + name + _ENTRY.pack(offset, len(blob), zlib.crc32(blob))
        offset += len(blob)
    head = _HEADER.pack(_MAGIC, _FORMAT, *_source_key(), len(payloads), len(index))
    return head + bytes(index) + b"".join(payloads.values())


@cache
def _store() -> _Index | None:
    """The stored file's index, read once (its head only: the payloads are read as plans
    are asked for), or None if it is missing, unreadable, of another format or made from
    another source."""
    try:
        with _store_file().open("rb") as f:
            head = f.read(_HEADER.size)
            magic, fmt, size, crc, count, index_size = _HEADER.unpack(head)
            if magic != _MAGIC or fmt != _FORMAT or (size, crc) != _source_key():
                return None
            if index_size > 1 << 16:  # garbled: do not even allocate it
                return None
            table = f.read(index_size)
            file_size = f.seek(0, 2)
        if len(table) != index_size:
            return None
        index: _Index = {}
        pos = 0
        for _ in range(count):
            end = pos + 1 + table[pos]
            offset, length, check = _ENTRY.unpack_from(table, end)
            if offset + length > file_size:  # a cut file (or a garbled index)
                return None
            index[table[pos + 1:end].decode("ascii")] = offset, length, check
            pos = end + _ENTRY.size
        return index
    except (OSError, ValueError, IndexError, struct.error):
        return None


def _stored(plan_id: str) -> tuple[tuple[str, QPainterPath], ...] | None:
    """A drawn plan's finished figure from the stored file, or None (then it is built)."""
    index = _store()
    entry = index.get(plan_id) if index is not None else None
    if entry is None:
        return None
    offset, length, check = entry
    try:
        with _store_file().open("rb") as f:
            f.seek(offset)
            blob = f.read(length)
    except (OSError, ValueError):
        return None
    # the CRC first (it also catches a cut file): QDataStream trusts what it reads (a
    # garbled count loops for ages, a garbled element type makes a path Qt cannot paint)
    if zlib.crc32(blob) != check:
        return None
    buf = QByteArray(blob)
    stream = QDataStream(buf)
    stream.setVersion(_STREAM_VERSION)
    shapes = []
    for _ in range(stream.readInt32()):
        loc_id = stream.readQString()
        path = QPainterPath()
        stream >> path
        shapes.append((loc_id, path))
    if stream.status() != QDataStream.Status.Ok or not stream.atEnd() or not shapes:
        return None
    return tuple(shapes)


#: custom plans' figures by plan key (bounded: a file holds a handful of them)
_CUSTOM: dict[str, tuple[tuple[str, QPainterPath], ...]] = {}


def shapes_for(plan) -> list[tuple[str, QPainterPath]]:
    """``(location id, path)`` for every location of ``plan`` (a BodyPlan or a bundled
    plan's id), back to front, in :data:`BOX` coordinates. A plan without a drawing of its
    own (a custom plan) gets the generic figure; an unknown plan id raises BodyPlanError."""
    if isinstance(plan, str):
        shapes = _cached(plan)
    elif not plan.is_custom:
        shapes = _cached(plan.id, plan.brainless_heads)
    else:
        shapes = _CUSTOM.get(plan.key)
        if shapes is None:
            if len(_CUSTOM) >= 256:
                _CUSTOM.clear()
            shapes = _CUSTOM[plan.key] = _finish(_generic(plan))
    return [(k, QPainterPath(p)) for k, p in shapes]


def has_drawing(plan) -> bool:
    """True if ``plan`` (a BodyPlan or an id) has a real figure, not the generic one."""
    if isinstance(plan, str):
        return plan in _BUILDERS
    return not plan.is_custom and plan.id in _BUILDERS
