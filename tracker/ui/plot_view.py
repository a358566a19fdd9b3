"""Two tracks of every combatant over the rounds of the encounter, read from the log: HP and
FP in GURPS, HP and SAN in Call of Cthulhu (the ruleset's ``plot_track_ids``).

The series are computed without Qt in one pass over the log (:func:`series`), so the plot stays
quick with hundreds of combatants and thousands of log entries. The first track is drawn
solid, the second dashed, in one stable colour per combatant; the reference lines of the
combatant picked in the combo box (GURPS: HP/3, 0 and −1×HP; CoC: HP 2 and 0, from the kit's
``plot_references``) are drawn across the plot.
"""

from __future__ import annotations

import math
import re
import zlib
from collections.abc import Sequence

import pyqtgraph as pg
from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QColor, QPalette, QPen
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..model.encounter import Change, Encounter
from .document import EncounterDocument
from .kit import kit_for
from .user_text import esc

Point = tuple[int, int]

# -- Qt-free series ---------------------------------------------------------------------------


def plot_tracks(enc: Encounter) -> tuple[str, str]:
    """The two tracks the plot draws: the ruleset's ``plot_track_ids`` (CoC: HP and SAN),
    else its first two (GURPS: HP and FP)."""
    rs = enc.ruleset
    ids = tuple(rs.plot_track_ids)
    return (ids + ("", ""))[0], (ids + ("", ""))[1]


def series(enc: Encounter) -> tuple[dict[str, list[Point]], dict[str, list[Point]]]:
    """The series of the two plotted tracks (:func:`plot_tracks`) of every combatant, in one
    pass over the log.

    Each series is a list of ``(round, value)``: the first point is the value the combatant
    started with (in the round it joined, else round 1); each later point is the value after
    a change during that round (an entry with ``<track>_before``/``<track>_after``
    arguments, or others the ruleset's words file renames to them, and the amounts its
    explain lines take off (its ``plot`` words); several in one round give several points
    with the same round). A last
    point with the current value is added when the value changed without a log entry saying
    so (an edit, rest after time passes)."""
    present = enc.combatants
    first, second = plot_tracks(enc)
    events = {first: {cid: [] for cid in present}, second: {cid: [] for cid in present}}
    hp_ev, fp_ev = events[first], events.get(second, {cid: [] for cid in present})
    words = kit_for(enc).words()  # the ruleset's entries that say a change in their own way
    losses = words.plot_losses
    joined: dict[str, int] = {}
    for e in enc.log:
        cid = e.combatant
        if cid not in present:
            continue
        a = e.args
        renamed = words.plot_renames.get(e.key)
        if renamed:
            a = {renamed.get(k, k): v for k, v in a.items()}
        for tid, ev in ((first, hp_ev), (second, fp_ev)):
            if f"{tid}_after" in a:
                ev[cid].append((e.round, a.get(f"{tid}_before"), a[f"{tid}_after"]))
        for line in e.explain if losses else ():  # an amount a trace says was taken off
            loss = losses.get(line.key)  # (GURPS: FP below 0 costs HP)
            if loss is not None and loss[0] in events and f"{loss[0]}_after" not in a:
                events[loss[0]][cid].append((e.round, None, -int(line.args.get(loss[1], 0))))
        if e.key == "added" and cid not in joined:
            joined[cid] = e.round
    hp: dict[str, list[Point]] = {}
    fp: dict[str, list[Point]] = {}
    rs = enc.ruleset
    for cid, c in present.items():
        start = joined.get(cid, 1)
        tracks = {t.id: t for t in rs.tracks(c)}
        for out, events, tid in ((hp, hp_ev, first), (fp, fp_ev, second)):
            t = tracks.get(tid)
            if t is None:
                out[cid] = []
                continue
            # a track that does not start full (CoC SAN) starts where it was before its
            # first change, or where it is now
            begin = t.maximum
            if tid in rs.plot_from_current:
                first_before = events[cid][0][1] if events[cid] else None
                begin = first_before if first_before is not None else t.current
            out[cid] = _points(start, events[cid], t.current, begin, enc.round)
    return hp, fp


def _points(start: int, events: list[tuple[int, int | None, int]], current: int,
            maximum: int, now: int) -> list[Point]:
    if not events:
        pts = [(start, maximum)]
        if current != maximum:
            pts.append((max(now, start), current))
        return pts
    first_before = events[0][1]
    pts = [(start, maximum if first_before is None else first_before)]
    last = pts[0][1]
    for rnd, before, after in events:
        if before is None:  # a relative change: 'after' holds minus the loss
            after = last + after
        elif before != last:  # changed between entries (an edit): show the jump
            pts.append((rnd, before))
        pts.append((rnd, after))
        last = after
    if current != last:
        pts.append((max(now, pts[-1][0]), current))
    return pts


def hp_series(enc: Encounter) -> dict[str, list[Point]]:
    """cid -> [(round, HP)] (see :func:`series`)."""
    return series(enc)[0]


def fp_series(enc: Encounter) -> dict[str, list[Point]]:
    """cid -> [(round, FP)] (see :func:`series`)."""
    return series(enc)[1]


def step_xy(points: Sequence[Point], x_end: float) -> tuple[list[float], list[float]]:
    """Points as a step line: the value holds until a change; the changes of one round are
    spread evenly inside it (round r covers x in [r, r+1)); the line runs on to ``x_end``."""
    if not points:
        return [], []
    x0, y = points[0]
    xs: list[float] = [float(x0)]
    ys: list[float] = [float(y)]
    changes = points[1:]
    i = 0
    while i < len(changes):
        rnd = changes[i][0]
        j = i
        while j < len(changes) and changes[j][0] == rnd:
            j += 1
        m = j - i
        for k in range(m):
            x = rnd + (k + 1) / (m + 1)
            xs.extend((x, x))
            ys.extend((ys[-1], float(changes[i + k][1])))
        i = j
    if x_end > xs[-1]:
        xs.append(float(x_end))
        ys.append(ys[-1])
    return xs, ys


_NUM = re.compile(r"(\d+)$")
_GOLDEN = 0.618033988749895


#: the first ten colours: well apart from each other (Tableau 10)
_PALETTE = ("#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f",
            "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac")


def color_index(cid: str) -> int:
    """A stable number per combatant id: "c7" -> 7 (ids are never reused), else a hash."""
    m = _NUM.search(cid)
    return int(m.group(1)) if m else zlib.crc32(cid.encode())


def hue_of(cid: str) -> float:
    """A stable hue in [0, 1) per combatant id, spread by the golden ratio."""
    return (0.02 + color_index(cid) * _GOLDEN) % 1.0


# -- the widget -------------------------------------------------------------------------------


def color_of(cid: str) -> QColor:
    """The combatant's colour: the same in every redraw and session."""
    n = color_index(cid)
    if 1 <= n <= len(_PALETTE):
        return QColor(_PALETTE[n - 1])
    return QColor.fromHsvF(hue_of(cid), 0.7, 0.8)


class RoundAxis(pg.AxisItem):
    """Round numbers: ticks on whole rounds only."""

    def tickSpacing(self, minVal, maxVal, size):  # noqa: N802 (pyqtgraph API)
        levels = super().tickSpacing(minVal, maxVal, size)
        out = [(max(1.0, spacing), offset) for spacing, offset in levels]
        return list(dict.fromkeys(out))


class PlotView(QWidget):
    """The HP/FP plot dock's widget."""

    MAX_LEGEND = 40

    def __init__(self, doc: EncounterDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.doc = doc
        pal = self.palette()
        base = pal.color(QPalette.ColorRole.Base)
        text = pal.color(QPalette.ColorRole.Text)
        self.plot = pg.GraphicsLayoutWidget(self)
        self.plot.setBackground(base)
        self.plot_item = self.plot.addPlot(0, 0, axisItems={"bottom": RoundAxis("bottom")})
        self.plot_item.showGrid(x=True, y=True, alpha=0.2)
        self.plot_item.setMenuEnabled(False)
        for name in ("left", "bottom"):
            ax = self.plot_item.getAxis(name)
            ax.setPen(pg.mkPen(text))
            ax.setTextPen(pg.mkPen(text))
        # The legend sits beside the plot, never over the lines.
        self.legend = pg.LegendItem(labelTextColor=text, verSpacing=-4)
        self.legend.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.plot.addItem(self.legend, 0, 1)
        self.plot.ci.layout.setColumnStretchFactor(0, 1)
        self.plot.ci.layout.setAlignment(self.legend, Qt.AlignmentFlag.AlignTop)
        self.ref_label = QLabel(self)
        self.ref_combo = QComboBox(self)
        self.ref_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.ref_combo.currentIndexChanged.connect(lambda _i: self._draw_reference())

        self._ref_lines: list[pg.InfiniteLine] = []
        for _ in range(3):
            line = pg.InfiniteLine(angle=0, movable=False)
            line.setZValue(-10)
            self.plot_item.addItem(line, ignoreBounds=False)
            self._ref_lines.append(line)
        self._ref_texts = [pg.TextItem(anchor=(0, 1)) for _ in range(3)]
        for t in self._ref_texts:
            self.plot_item.addItem(t, ignoreBounds=True)

        self._hp_items: dict[str, pg.PlotDataItem] = {}
        self._fp_items: dict[str, pg.PlotDataItem] = {}
        self._drawn: dict[str, tuple] = {}  # cid -> what its curves show now
        self._legend_roster: tuple[tuple[str, str], ...] = ()
        self._dirty = True
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._refresh_if_dirty)

        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.ref_label)
        top.addWidget(self.ref_combo)
        top.addStretch(1)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(2, 2, 2, 2)
        lay.addLayout(top)
        lay.addWidget(self.plot, 1)

        doc.changed.connect(self._on_changed)
        doc.reset.connect(self._on_changed)
        self.retranslate()
        self.refresh()

    # -- texts --------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.ref_label.setText(self.tr("Reference lines for:"))
        self.plot_item.setLabel("bottom", self.tr("Round"))
        self._label_tracks()
        self._legend_roster = ()
        if not self._dirty:
            self.refresh()

    def changeEvent(self, e: QEvent) -> None:
        if e.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(e)

    # -- updates ------------------------------------------------------------------------------
    def _on_changed(self, _change: Change | None = None) -> None:
        self._dirty = True
        if self.isVisible():
            self._timer.start()

    def showEvent(self, e) -> None:
        super().showEvent(e)
        if self._dirty:
            self._timer.start()

    def _refresh_if_dirty(self) -> None:
        if self._dirty:
            self.refresh()

    def _label_tracks(self) -> None:
        enc = self.doc.encounter
        kit = kit_for(enc)
        first, second = plot_tracks(enc)
        self._tracks = (first, second)
        self.plot_item.setLabel("left", self.tr("{0} (solid) · {1} (dashed)").format(
            kit.track_label(first), kit.track_label(second)))
        self._ref_names = tuple(label for label, _value in kit.plot_references(None))
        self.ref_combo.setToolTip(self.tr("Draw the reference lines for this combatant"))

    def refresh(self) -> None:
        """Recompute the series and redraw now."""
        self._dirty = False
        enc = self.doc.encounter
        if plot_tracks(enc) != getattr(self, "_tracks", None):
            self._label_tracks()
        hp, fp = series(enc)
        roster = tuple((c.id, c.name) for c in enc.ordered())
        x_end = enc.round + 1
        for cid in list(self._hp_items):
            if cid not in enc.combatants:
                self.plot_item.removeItem(self._hp_items.pop(cid))
                self.plot_item.removeItem(self._fp_items.pop(cid))
                self._drawn.pop(cid, None)
        for cid, _name in roster:
            item = self._hp_items.get(cid)
            if item is None:
                color = color_of(cid)
                item = pg.PlotDataItem(pen=pg.mkPen(color, width=2))
                fitem = pg.PlotDataItem(pen=pg.mkPen(color, width=1.5,
                                                     style=Qt.PenStyle.DashLine))
                self.plot_item.addItem(item)
                self.plot_item.addItem(fitem)
                self._hp_items[cid] = item
                self._fp_items[cid] = fitem
            # Redraw only the curves that changed (a hit touches one or two).
            key = (hp[cid], fp[cid], x_end)
            if self._drawn.get(cid) != key:
                self._drawn[cid] = key
                item.setData(*step_xy(hp[cid], x_end))
                self._fp_items[cid].setData(*step_xy(fp[cid], x_end))
        if roster != self._legend_roster:
            self._legend_roster = roster
            self.legend.clear()
            # A legend of more than MAX_LEGEND names would hide the plot: the combo box
            # still names everybody.
            self.legend.setVisible(len(roster) <= self.MAX_LEGEND)
            if len(roster) <= self.MAX_LEGEND:
                self.legend.setColumnCount(max(1, math.ceil(len(roster) / 20)))
                for cid, name in roster:  # pyqtgraph shows a legend label as HTML
                    self.legend.addItem(self._hp_items[cid], esc(name))
            self._rebuild_combo(roster)
        self._draw_reference()

    def _rebuild_combo(self, roster: tuple[tuple[str, str], ...]) -> None:
        combo = self.ref_combo
        current = combo.currentData()
        combo.blockSignals(True)
        combo.clear()
        for cid, name in roster:
            combo.addItem(name, cid)
        pos = combo.findData(current) if current is not None else -1
        combo.setCurrentIndex(pos if pos >= 0 else (0 if roster else -1))
        combo.blockSignals(False)

    def set_reference(self, cid: str) -> None:
        """Draw the reference lines of ``cid``."""
        pos = self.ref_combo.findData(cid)
        if pos < 0:
            raise KeyError(cid)
        self.ref_combo.setCurrentIndex(pos)

    def reference_values(self) -> tuple[float, ...] | None:
        """The reference lines of the combatant picked (the kit's ``plot_references``; GURPS:
        HP/3, 0 and −HP), or None = nobody."""
        c = self.doc.encounter.combatants.get(self.ref_combo.currentData())
        if c is None:
            return None
        refs = kit_for(self.doc.encounter).plot_references(c)
        return tuple(float(value) for _label, value in refs)

    def _draw_reference(self) -> None:
        values = self.reference_values()
        cid = self.ref_combo.currentData()
        color = color_of(cid) if values is not None else QColor(128, 128, 128)
        pen = QPen(color)
        pen.setStyle(Qt.PenStyle.DotLine)
        pen.setWidthF(1.2)
        pen.setCosmetic(True)
        for i, line in enumerate(self._ref_lines):
            label = self._ref_texts[i]
            if values is None or i >= len(values):
                line.hide()
                label.hide()
                continue
            line.setPen(pen)
            line.setPos(values[i])
            line.show()
            label.setText(self._ref_names[i], color=color)
            label.setPos(1, values[i])
            label.show()
