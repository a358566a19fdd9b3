"""Every combatant at a glance: a grid of small cards, each with its silhouette."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QLayout,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..model.combatant import Combatant
from ..model.encounter import Change, Encounter
from .document import EncounterDocument
from .hidden_eye import SIZE as EYE
from .hidden_eye import eye_icon, eye_tip
from .kit import Kit, kit_for
from .roster_model import SIDE_COLOURS, side_name, status_icon, status_text
from .theme import side_colour
from .typography import paren
from .user_text import esc, plain, plain_tip


class FlowLayout(QLayout):
    """Lays items out left to right, wrapping to the next line."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 6) -> None:
        super().__init__(parent)
        self._items = []
        self.setSpacing(spacing)
        #: the rectangle the items were last placed in (None: place them again). Qt asks
        #: for the geometry once per child shown: with 2,000 cards, placing all of them
        #: each time took 15 s.
        self._placed: QRect | None = None

    def addItem(self, item) -> None:  # noqa: N802
        self._items.append(item)
        self._placed = None

    def invalidate(self) -> None:
        self._placed = None
        super().invalidate()

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, i: int):  # noqa: N802
        return self._items[i] if 0 <= i < len(self._items) else None

    def takeAt(self, i: int):  # noqa: N802
        self._placed = None
        return self._items.pop(i) if 0 <= i < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return self._do_layout(QRect(0, 0, width, 0), True)

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802
        super().setGeometry(rect)
        if rect != self._placed:
            self._do_layout(rect, False)
            self._placed = QRect(rect)

    def sizeHint(self) -> QSize:  # noqa: N802
        return self.minimumSize()

    def minimumSize(self) -> QSize:  # noqa: N802
        size = QSize()
        for item in self._items:
            size = size.expandedTo(item.minimumSize())
        m = self.contentsMargins()
        return size + QSize(m.left() + m.right(), m.top() + m.bottom())

    def _do_layout(self, rect: QRect, test: bool) -> int:
        m = self.contentsMargins()
        r = rect.adjusted(m.left(), m.top(), -m.right(), -m.bottom())
        x, y, line = r.x(), r.y(), 0
        sp = self.spacing()
        for item in self._items:
            hint = item.sizeHint()
            if x + hint.width() > r.right() and line > 0:
                x = r.x()
                y += line + sp
                line = 0
            if not test:
                item.setGeometry(QRect(QPoint(x, y), hint))
            x += hint.width() + sp
            line = max(line, hint.height())
        return y + line - rect.y() + m.bottom()


#: a card's figure at scale 1, and the height its name, numbers and conditions take
FIGURE = QSize(140, 150)
TEXT_HEIGHT = 100
#: the scales the grid chooses from: the cards give way to the roster (down to SMALLEST)
#: and fill a large screen (up to LARGEST) rather than sit small above an empty area
SMALLEST, LARGEST, STEP = 0.35, 1.6, 0.05
#: the smallest part of a card's figure a click takes as meant (px)
MIN_TARGET = 12
#: the narrowest a card gets (in scale): below it only the figure shrinks, not the text's room
NARROWEST = 0.8


def card_size(scale: float) -> QSize:
    """A card's size; never narrower than its numbers need ("HP 12/12 · FP 12/12")."""
    return QSize(round((FIGURE.width() + 10) * max(scale, NARROWEST)),
                 TEXT_HEIGHT + round(FIGURE.height() * scale))


def fitting_scale(n: int, width: int, height: int, spacing: int) -> float:
    """The largest scale at which ``n`` cards fit a ``width``×``height`` area without
    scrolling; where none does, the scale at which one row of them fits its height (the
    grid then scrolls), never below SMALLEST nor above 1."""
    steps = round((LARGEST - SMALLEST) / STEP)
    for i in range(steps, -1, -1):
        scale = round(SMALLEST + i * STEP, 2)
        size = card_size(scale)
        cols = max(1, (width + spacing) // (size.width() + spacing))
        rows = -(-max(n, 1) // cols)
        if rows * (size.height() + spacing) - spacing <= height:
            return scale
    one_row = (height - TEXT_HEIGHT) / FIGURE.height()
    return max(SMALLEST, min(1.0, round(one_row / STEP) * STEP))


def frame_style(current: bool, chosen: bool) -> str:
    """One frame for every card (a card that was current once keeps it): the turn's card
    framed in amber, the chosen one in blue, the others in the palette's thin line, all as
    wide so that nothing in the card moves."""
    if current or chosen:
        colour = "#e0a000" if current else "#3070c0"
        return f"CombatantCard {{ border: 3px solid {colour}; border-radius: 6px; }}"
    return ("CombatantCard { border: 1px solid palette(mid); border-radius: 6px; "
            "margin: 2px; }")


class CombatantCard(QFrame):
    selected = Signal(str)
    #: right-click: the combatant's context menu at this global position
    menuRequested = Signal(str, QPoint)
    locationClicked = Signal(str, str)  # combatant id, location id
    #: a part too small on the card to click surely (combatant id, location id)
    smallPartClicked = Signal(str, str)
    #: the eye (shown to the players / hidden) was clicked
    eyeClicked = Signal(str)
    #: Ctrl-click (False: add or take away this one) or Shift-click (True: the range to it)
    extended = Signal(str, bool)

    def __init__(self, cid: str, kit: Kit, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cid = cid
        self.kit = kit
        self.setFrameShape(QFrame.Shape.StyledPanel)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.setSpacing(2)
        self.name_label = QLabel()
        self.name_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.name_label.setWordWrap(True)
        # room for the eye at the card's top right, the name still centred
        self.name_label.setContentsMargins(EYE - 2, 0, EYE - 2, 0)
        self.hp_label = QLabel()
        self.hp_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hp_label.setWordWrap(True)  # a small card wraps its numbers, never cuts them
        #: the ruleset's figure (a silhouette in GURPS)
        self.silhouette = kit.figure()
        self.silhouette.set_compact(True)
        # a click still takes it; Tab does not stop on every card's figure (the detail
        # pane's large figure is the keyboard's, issue 43)
        self.silhouette.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.scale = 0.0
        self.set_scale(1.0)
        self.status_label = QLabel()
        self.status_label.setWordWrap(True)
        self.status_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.status_label.font()
        font.setPointSizeF(font.pointSizeF() * 0.85)
        self.status_label.setFont(font)
        plain(self.status_label)
        # the kit's numbers are rich text (a coloured HP) and hold no user text (BaseKit)
        self.hp_label.setTextFormat(Qt.TextFormat.RichText)
        #: the conditions, the maneuver and the posture as icons (their names as the tooltip)
        self.badges = QLabel()
        self.badges.setAlignment(Qt.AlignmentFlag.AlignCenter)
        for w in (self.name_label, self.hp_label, self.silhouette, self.badges,
                  self.status_label):
            lay.addWidget(w)
        self.silhouette.locationClicked.connect(lambda loc: self.locationClicked.emit(self.cid, loc))
        # a part under 12 px on the card (an eye, a hand at a small scale) is not taken for a
        # hit there: the click goes to the large figure of the detail pane (issue 34)
        small = getattr(self.silhouette, "smallClicked", None)
        if small is not None:
            self.silhouette.min_target = MIN_TARGET
            small.connect(lambda loc: self.smallPartClicked.emit(self.cid, loc))
        self._current = False
        self._chosen = False
        #: shown to the players or hidden from them; a click toggles it (issue 43)
        self.eye = QToolButton(self)
        self.eye.setObjectName("cardEye")
        self.eye.setAutoRaise(True)
        self.eye.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the card is one stop (keyboard)
        self.eye.setIconSize(QSize(EYE, EYE))
        self.eye.setFixedSize(EYE + 4, EYE + 4)
        self.eye.clicked.connect(lambda: self.eyeClicked.emit(self.cid))
        self._place_eye()

    def _place_eye(self) -> None:
        if hasattr(self, "eye"):
            self.eye.move(self.width() - self.eye.width() - 2, 2)
            self.eye.raise_()

    def set_scale(self, scale: float) -> None:
        """The card at ``scale`` times its normal size (the figure scales, the text keeps its
        size). A fixed size keeps a card's text changes from re-laying out the whole grid."""
        if scale == self.scale:
            return
        self.scale = scale
        self.setFixedSize(card_size(scale))
        self.silhouette.setFixedSize(round(FIGURE.width() * scale),
                                     round(FIGURE.height() * scale))
        self._place_eye()

    def mousePressEvent(self, event) -> None:  # noqa: N802
        mods = event.modifiers()
        if mods & Qt.KeyboardModifier.ShiftModifier:
            self.extended.emit(self.cid, True)
        elif mods & Qt.KeyboardModifier.ControlModifier:
            self.extended.emit(self.cid, False)
        else:
            self.selected.emit(self.cid)
        super().mousePressEvent(event)

    def contextMenuEvent(self, event) -> None:  # noqa: N802
        self.selected.emit(self.cid)
        self.menuRequested.emit(self.cid, event.globalPos())

    def update_from(self, c: Combatant, current: bool, chosen: bool, enc: Encounter) -> None:
        colour = side_colour(SIDE_COLOURS[c.side]).name()
        self.name_label.setText(f"<b>{esc(c.name)}</b><span style='color:{colour}'>"
                                f"{paren(side_name(c.side))}</span>")
        self.hp_label.setText(self.kit.card_numbers(c))
        status = status_text(c, enc.ruleset)
        self.status_label.setText(status)
        icon = status_icon(tuple(name for name, _v in enc.ruleset.statuses(c)), kit_for(enc))
        self.badges.setPixmap(icon.pixmap(icon.availableSizes()[0]) if icon else QPixmap())
        self.badges.setToolTip(plain_tip(status))  # a GM-typed condition is text, never markup
        self.kit.show_on_figure(self.silhouette, c, enc)
        self.setAccessibleName(c.name)
        if self.eye.property("shown") != c.visibility.shown:
            self.eye.setProperty("shown", c.visibility.shown)
            self.eye.setIcon(eye_icon(c.visibility.shown))
            self.eye.setToolTip(eye_tip(c.visibility.shown))
        if (current, chosen) != (self._current, self._chosen) or not self.styleSheet():
            self._current, self._chosen = current, chosen
            self.setStyleSheet(frame_style(current, chosen))


class CardGrid(QScrollArea):
    """Cards for every combatant, in turn order; follows the document."""

    selected = Signal(str)
    locationClicked = Signal(str, str)
    smallPartClicked = Signal(str, str)
    extended = Signal(str, bool)
    menuRequested = Signal(str, QPoint)
    eyeClicked = Signal(str)

    def __init__(self, doc: EncounterDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.setWidgetResizable(True)
        self._inner = QWidget()
        self._flow = FlowLayout(self._inner)
        self._flow.setContentsMargins(4, 4, 4, 4)
        self.setWidget(self._inner)
        self.cards: dict[str, CombatantCard] = {}
        self._order: list[str] = []
        self.chosen: str | None = None
        #: every selected combatant (several with Ctrl/Shift-click), framed like the chosen
        self.group: frozenset[str] = frozenset()
        #: the cards' scale (fitting_scale of the area the grid has)
        self.scale = 1.0
        doc.changed.connect(self._on_changed)
        self._rebuild()

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._fit()

    def least_height(self) -> int:
        """The height that shows one card whole at the smallest scale."""
        m = self._flow.contentsMargins()
        return card_size(SMALLEST).height() + m.top() + m.bottom() + 2 * self.frameWidth()

    def _fit(self) -> None:
        """Scale the cards to the grid's area (the roster above has taken its rows)."""
        m = self._flow.contentsMargins()
        area = self.viewport().size()
        # the vertical scroll bar's width is kept free: cards that fit must not need it
        bar = self.verticalScrollBar()
        width = area.width() - m.left() - m.right() - (
            0 if bar.isVisible() else bar.sizeHint().width())
        scale = fitting_scale(len(self.cards), width, area.height() - m.top() - m.bottom(),
                              self._flow.spacing())
        if scale == self.scale:
            return
        self.scale = scale
        shown = self._inner.isVisible()
        if shown:  # one layout for all the cards, not one per card (see _rebuild)
            self._inner.setVisible(False)
        for card in self.cards.values():
            card.set_scale(scale)
        self._flow.invalidate()
        if shown:
            self._inner.setVisible(True)

    def set_chosen(self, cid: str | None) -> None:
        old, self.chosen = self.chosen, cid
        for x in {old, cid}:
            if x in self.cards:
                self._refresh(x)

    def set_group(self, cids: frozenset[str]) -> None:
        old, self.group = self.group, frozenset(cids)
        for x in old ^ self.group:
            if x in self.cards:
                self._refresh(x)

    def refresh_all(self) -> None:
        """Every card drawn again (the palette changed: the side colours follow it)."""
        for cid in self.cards:
            self._refresh(cid)

    def _on_changed(self, change: Change) -> None:
        enc = self.doc.encounter
        if change.structure or change.ids is None or self._order != [c.id for c in enc.ordered()]:
            self._rebuild()
            return
        cur = enc.current.id if enc.current else None
        for cid in set(change.ids) | {cur} | {c for c, w in self.cards.items() if w._current}:
            if cid in self.cards:
                self._refresh(cid)

    def _refresh(self, cid: str) -> None:
        enc = self.doc.encounter
        c = enc.combatants.get(cid)
        if c is None:
            return
        cur = enc.current.id if enc.current and enc.in_combat else None
        self.cards[cid].update_from(c, cid == cur, cid == self.chosen or cid in self.group, enc)

    def _rebuild(self) -> None:
        enc = self.doc.encounter
        kit = kit_for(enc)
        for cid in list(self.cards):
            if cid not in enc.combatants or self.cards[cid].kit is not kit:
                card = self.cards.pop(cid)
                self._flow.removeWidget(card)
                card.hide()  # out of the layout it would still be drawn until deleted
                card.setParent(None)
                card.deleteLater()
        while self._flow.count():
            self._flow.takeAt(0)
        # Cards shown inside a visible grid lay the whole grid out again one by one (2,000
        # cards: 2,000 layouts, 15 s): the grid is hidden while they are added, laid out once.
        shown = self._inner.isVisible()
        if shown:
            self._inner.setVisible(False)
        for cid in [c.id for c in enc.ordered()]:
            card = self.cards.get(cid)
            if card is None:
                card = CombatantCard(cid, kit, self._inner)
                card.set_scale(self.scale)
                card.selected.connect(self.selected)
                card.extended.connect(self.extended)
                card.menuRequested.connect(self.menuRequested)
                card.locationClicked.connect(self.locationClicked)
                card.smallPartClicked.connect(self.smallPartClicked)
                card.eyeClicked.connect(self.eyeClicked)
                self.cards[cid] = card
            self._flow.addWidget(card)
            card.setVisible(True)  # now, while the grid is hidden: no layout per card
            self._refresh(cid)
        self._order = [c.id for c in enc.ordered()]
        self._flow.invalidate()
        if shown:
            self._inner.setVisible(True)
        self._fit()
