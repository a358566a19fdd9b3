"""The players' screen: a second window for a TV or projector.

It observes the same :class:`EncounterDocument` as the GM window (never a copy), so every
change, undo and redo shows up at once. What it shows is :func:`tracker.model.public.project`
of the encounter and nothing else (the rules of what players may see live there, shared with
the page on the players' own devices); this module only words and draws it. No tooltip, no
accessible text tells more than the card shows: the figure gets the redacted sheet and never
shows its tooltip.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSettings, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QColor,
    QFont,
    QFontMetrics,
    QGuiApplication,
    QKeySequence,
    QPainter,
    QPalette,
    QScreen,
)
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGraphicsOpacityEffect,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMenu,
    QScrollArea,
    QSizePolicy,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from ..model.combatant import Combatant, Condition, Visibility
from ..model.encounter import Change
from ..model.public import PublicCombatant, PublicView
from ..model.public_feed import feed_for
from ..model.ruleset import Ruleset
from .appinfo import app_name
from .document import EncounterDocument
from .kit import Kit, kit_for
from .roster_model import condition_label, side_name

SCALE_MIN, SCALE_MAX, SCALE_STEP, SCALE_DEFAULT = 75, 300, 25, 100
THEMES = ("dark", "light")
#: "Now:" while nobody the players may see has acted yet in this fight
NO_TURN = "—"


#: colours per theme; the dark theme is the high-contrast default for a TV across the table
PALETTES: dict[str, dict[str, str]] = {
    "dark": {
        "bg": "#000000", "card": "#161616", "card_out": "#0c0c0c", "text": "#ffffff",
        "dim": "#bdbdbd", "out_text": "#8a8a8a", "border": "#4a4a4a", "current": "#ffd400",
        "header": "#101010", "bar_bg": "#3a3a3a", "toolbar": "#262626",
        "pc": "#5fe35f", "ally": "#6cb6ff", "enemy": "#ff6161", "neutral": "#d0d0d0",
        "unhurt": "#5fe35f", "wounded": "#ffd84a", "badly_wounded": "#ff9a3c",
        "collapsing": "#ff5a5a", "down": "#ff7ad9", "dead": "#a8a8a8",
        "cond": "#ffe066", "cond_bg": "#2b2300",
    },
    "light": {
        "bg": "#dadada", "card": "#ffffff", "card_out": "#d0d0d0", "text": "#000000",
        "dim": "#333333", "out_text": "#5a5a5a", "border": "#9a9a9a", "current": "#d98e00",
        "header": "#e8e8e8", "bar_bg": "#c8c8c8", "toolbar": "#d4d4d4",
        "pc": "#146c14", "ally": "#0b47a6", "enemy": "#b40000", "neutral": "#444444",
        "unhurt": "#146c14", "wounded": "#7a5c00", "badly_wounded": "#b34700",
        "collapsing": "#b40000", "down": "#8a0070", "dead": "#555555",
        "cond": "#5a3d00", "cond_bg": "#ffe9a8",
    },
}


# -- what the players may know: tracker.model.public decides, this only words it ----------


def hp_band(c: Combatant, rs: Ruleset) -> str:
    """The players' word for HP, as the ruleset bands it (GURPS: dead, down, collapsing,
    badly_wounded, wounded, unhurt)."""
    return rs.public_band(c)


def band_label(band: str) -> str:
    return {
        "unhurt": QCoreApplication.translate("PlayerView", "unhurt"),
        "wounded": QCoreApplication.translate("PlayerView", "wounded"),
        "badly_wounded": QCoreApplication.translate("PlayerView", "badly wounded"),
        "collapsing": QCoreApplication.translate("PlayerView", "collapsing"),
        "down": QCoreApplication.translate("PlayerView", "down"),
        "dead": QCoreApplication.translate("PlayerView", "dead"),
    }[band]


def band_word(band: str) -> str:
    """A band as it stands alone on a card, capitalised (the window and the page alike:
    issue 43, "unhurt" here and "Unhurt" there)."""
    word = band_label(band)
    return word[:1].upper() + word[1:]


def hp_text(p: PublicCombatant, kit: Kit) -> str:
    """The primary track's line for the players ("" when the GM hides it); ``kit`` names
    the track as the ruleset does (CoC: 耐久力 in Japanese; another ruleset: its words)."""
    if p.hp_policy == "exact":
        return f"{kit.track_label(p.primary)} {p.hp}/{p.max_hp}"
    if p.hp_policy == "band" and p.band is not None:
        return band_word(p.band)
    return ""


def tracks_text(p: PublicCombatant, kit: Kit) -> str:
    """The other tracks the GM shows ("SAN 45/60"), one line each ("" for none)."""
    return "\n".join(f"{kit.track_label(t)} {cur}/{mx}" for t, cur, mx in p.tracks)


def conditions_text(p: PublicCombatant, kit: Kit | None = None) -> list[str]:
    values = dict(p.values)
    # then those the GM typed and chose to show, as typed (nothing to translate)
    return [condition_label(name, values.get(name, 0), kit) for name in p.conditions] + list(
        p.typed)


def stand_in(p: PublicCombatant) -> Combatant:
    """A combatant holding only what the players may know of one (the redacted sheet and
    the ruleset's conditions), for the kit's figure and the ruleset's notes."""
    return Combatant(p.key, p.name, p.side, p.sheet,
                     {n: Condition(n) for n in p.figure_conditions},
                     Visibility(hp=p.hp_policy))


# -- widgets --------------------------------------------------------------------------------


#: an empty header line that keeps its height (a no-break space)
_BLANK = "\u00a0"

class _Muffle(QObject):
    """Swallows tooltip, what's-this and hover events of the widget it is installed on."""

    BLOCKED = frozenset({
        QEvent.Type.ToolTip, QEvent.Type.WhatsThis, QEvent.Type.QueryWhatsThis,
        QEvent.Type.HoverEnter, QEvent.Type.HoverMove, QEvent.Type.HoverLeave,
        QEvent.Type.MouseMove, QEvent.Type.StatusTip, QEvent.Type.Enter,
        QEvent.Type.MouseButtonPress, QEvent.Type.KeyPress, QEvent.Type.FocusIn,
    })

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
        return event.type() in self.BLOCKED


class HpBar(QWidget):
    """A plain bar for exact HP (no text, no tooltip)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._frac = 1.0
        self._fg = QColor("#5fe35f")
        self._bg = QColor("#3a3a3a")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_value(self, frac: float, fg: str, bg: str) -> None:
        self._frac = max(0.0, min(1.0, frac))
        self._fg, self._bg = QColor(fg), QColor(bg)
        self.update()

    def paintEvent(self, event) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(Qt.PenStyle.NoPen)
        r = self.rect()
        rad = r.height() / 2
        p.setBrush(self._bg)
        p.drawRoundedRect(r, rad, rad)
        if self._frac > 0:
            w = max(int(r.width() * self._frac), r.height())
            p.setBrush(self._fg)
            p.drawRoundedRect(r.adjusted(0, 0, w - r.width(), 0), rad, rad)
        p.end()


#: cards built in one go; a larger encounter's others follow, a batch per event-loop turn
CARDS_AT_ONCE = 100
#: a card's size at metrics factor 1 (content is laid out to fit it)
CARD_W, CARD_H = 200, 270
#: how much larger than the chosen scale card contents may grow to fill free space
CARD_GROW = 1.7


class PlayerCard(QFrame):
    """One visible combatant; its fonts follow the size the grid gives it."""

    def __init__(self, cid: str, kit: Kit, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cid = cid
        self.kit = kit
        self.setObjectName("playerCard")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        lay = QVBoxLayout(self)
        self._lay = lay
        self.strip = QFrame()
        self.strip.setObjectName("sideStrip")
        self.name_label = QLabel()
        self.name_label.setObjectName("name")
        self.side_label = QLabel()
        self.side_label.setObjectName("side")
        self.silhouette = kit.figure()
        self.silhouette.set_compact(True)
        self.silhouette.setSizePolicy(QSizePolicy.Policy.Expanding,
                                      QSizePolicy.Policy.Expanding)
        # The GM silhouette's tooltip tells accumulated injury: the players' one is mute
        # and ignores mouse and keyboard altogether.
        self.silhouette.setMouseTracking(False)
        self.silhouette.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.silhouette.setAttribute(Qt.WidgetAttribute.WA_Hover, False)
        self.silhouette.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._muffle = _Muffle(self)
        self.silhouette.installEventFilter(self._muffle)
        self._fade = QGraphicsOpacityEffect(self.silhouette)
        self._fade.setOpacity(1.0)
        self._fade.setEnabled(False)
        self.silhouette.setGraphicsEffect(self._fade)
        self.hp_label = QLabel()
        self.hp_label.setObjectName("hp")
        self.hp_bar = HpBar()
        #: the tracks besides HP the GM shows (CoC: SAN of an investigator)
        self.tracks_label = QLabel()
        self.tracks_label.setObjectName("tracks")
        self.cond_label = QLabel()
        self.cond_label.setObjectName("conditions")
        for lab in (self.name_label, self.side_label, self.hp_label, self.tracks_label,
                    self.cond_label):
            lab.setTextFormat(Qt.TextFormat.PlainText)
            lab.setAlignment(Qt.AlignmentFlag.AlignCenter)
        for lab in (self.name_label, self.hp_label, self.cond_label):
            lab.setWordWrap(True)
        lay.addWidget(self.strip)
        lay.addWidget(self.name_label)
        lay.addWidget(self.side_label)
        lay.addWidget(self.silhouette, 1)
        lay.addWidget(self.hp_label)
        lay.addWidget(self.hp_bar)
        lay.addWidget(self.tracks_label)
        lay.addWidget(self.cond_label)
        self._style = ""
        self._k = 1.0
        self._width = CARD_W
        self._colours: dict[str, str] = PALETTES["dark"]
        self._state: dict[str, object] = {}
        self._public: PublicCombatant | None = None
        self._current = False

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        # The grid decides a card's height (all cards of a row alike); wrapped labels inside
        # must not make the cards taller than the screen.
        return False

    def update_from(self, p: PublicCombatant, current: bool, colours: dict[str, str],
                    force: bool = False) -> None:
        """Show ``p`` (what the players may know of a combatant); nothing to do when neither
        it nor the theme changed since the last call."""
        if not force and (p, current, colours) == (self._public, self._current,
                                                     self._colours):
            return
        self._public, self._current = p, current
        name = p.name
        self.name_label.setText(name)
        self.side_label.setText(side_name(p.side))
        hp = hp_text(p, self.kit)
        self.hp_label.setText(hp)
        self.hp_label.setVisible(bool(hp))
        band = p.band or "unhurt"
        if p.hp_policy == "exact":
            mx = p.max_hp or 1
            cur = p.hp or 0
            fg = colours[p.level or "unhurt"]
            self.hp_bar.set_value(cur / mx, fg, colours["bar_bg"])
            hp_colour = colours["text"] if band not in ("dead", "down") else colours[band]
        else:
            hp_colour = colours[band]
        self.hp_bar.setVisible(p.hp_policy == "exact")
        others = tracks_text(p, self.kit)
        self.tracks_label.setText(others)
        self.tracks_label.setVisible(bool(others))
        conds = conditions_text(p, self.kit) + (list(self.kit.public_notes(p.notes)) if p.notes else [])
        self.cond_label.setText("  ·  ".join(conds))
        self.cond_label.setVisible(bool(conds))
        who = stand_in(p)
        self.kit.show_on_figure(self.silhouette, who, None, public=True)
        self.silhouette.setToolTip("")
        self.silhouette.setAccessibleName(QCoreApplication.translate("PlayerView", "Wounds"))
        self.silhouette.setAccessibleDescription(self.kit.parts_text(who))
        self._fade.setEnabled(p.out)
        self._fade.setOpacity(0.4 if p.out else 1.0)
        self.setAccessibleName(name)
        self.setAccessibleDescription(", ".join(x for x in (hp, others, *conds) if x))
        self._colours = colours
        self._state = {"side": p.side, "out": p.out, "current": current,
                       "hp_colour": hp_colour}
        self._restyle()

    def set_metrics(self, k: float, width: int) -> None:
        """Font and spacing factor ``k`` for a card ``width`` pixels wide."""
        if (k, width) != (self._k, self._width):
            self._k, self._width = k, width
            self._restyle()

    def _fit_px(self, text: str, px: int, avail: int) -> int:
        """The font size <= ``px`` at which ``text`` fits ``avail`` pixels on one line; if
        that would be below 60 % of ``px``, 60 % (the label then wraps between words)."""
        if not text or avail <= 0:
            return px
        f = QFont(self.font())
        f.setBold(True)
        f.setPixelSize(px)
        need = QFontMetrics(f).horizontalAdvance(text)
        if need <= avail:
            return px
        return max(round(px * 0.6), int(px * avail / need))

    def _restyle(self) -> None:
        if not self._state:
            return
        colours, st, k = self._colours, self._state, self._k
        out, current = bool(st["out"]), bool(st["current"])
        text = colours["out_text"] if out else colours["text"]
        bw = max(2, round((6 if current else 2) * k))
        pad = round(6 * k)
        inner = self._width - 2 * (pad + bw) - 4
        self._lay.setContentsMargins(pad, pad, pad, pad)
        self._lay.setSpacing(round(3 * k))
        self.strip.setFixedHeight(max(4, round(8 * k)))
        self.hp_bar.setFixedHeight(max(6, round(12 * k)))
        self.silhouette.setMinimumSize(round(50 * k), round(60 * k))
        name_px = self._fit_px(self.name_label.text(), round(26 * k), inner)
        hp_px = self._fit_px(self.hp_label.text(), round(30 * k), inner)
        cond_px = self._fit_px(self.cond_label.text(), round(18 * k), inner - round(6 * k))
        style = f"""
            QFrame#playerCard {{
                background: {colours['card_out'] if out else colours['card']};
                border: {bw}px solid {colours['current'] if current else colours['border']};
                border-radius: {round(12 * k)}px;
            }}
            QFrame#sideStrip {{
                background: {colours.get(str(st['side']), colours['neutral'])};
                border: none; border-radius: {max(2, round(4 * k))}px;
            }}
            QLabel {{ background: transparent; border: none; }}
            QLabel#name {{ color: {text}; font-size: {name_px}px; font-weight: bold; }}
            QLabel#side {{ color: {colours['dim'] if not out else text};
                           font-size: {round(14 * k)}px; }}
            QLabel#hp {{ color: {st['hp_colour']}; font-size: {hp_px}px;
                         font-weight: bold; }}
            QLabel#tracks {{ color: {text}; font-size: {round(18 * k)}px; }}
            QLabel#conditions {{ color: {colours['cond']}; background: {colours['cond_bg']};
                                 border-radius: {round(6 * k)}px; padding: {round(3 * k)}px;
                                 font-size: {cond_px}px; font-weight: bold; }}
        """
        if style != self._style:
            self._style = style
            self.setStyleSheet(style)


class PlayerView(QWidget):
    """The players' window. ``settings`` (optional) keeps screen, scale and theme."""

    def __init__(self, doc: EncounterDocument, settings: QSettings | None = None) -> None:
        super().__init__(None, Qt.WindowType.Window)
        self.doc = doc
        self.settings = settings
        self.setObjectName("PlayerView")
        self.setWindowTitle(self.tr("Players' view — {0}").format(app_name()))
        self.theme = "dark"
        self.scale = SCALE_DEFAULT
        self.cards: dict[str, PlayerCard] = {}
        self._visible: list[str] = []
        self._layout_key: tuple | None = None
        self._metrics = 1.0
        self._controls_before_full: bool | None = None
        self._building = False
        #: the view drawn (the encounter's one feed decides what players see and when)
        self._view: PublicView | None = None

        root = QVBoxLayout(self)
        root.setContentsMargins(0, 0, 0, 0)
        root.setSpacing(0)
        self._make_actions()
        self.toolbar = self._make_toolbar()
        root.addWidget(self.toolbar)
        self._name_actions()

        self.header = QFrame()
        self.header.setObjectName("header")
        hl = QVBoxLayout(self.header)
        self._header_layout = hl
        top = QHBoxLayout()
        self.round_label = QLabel()
        self.round_label.setObjectName("round")
        self.now_label = QLabel()
        self.now_label.setObjectName("now")
        self.now_label.setWordWrap(True)
        self.next_label = QLabel()
        self.next_label.setObjectName("next")
        self.next_label.setWordWrap(True)
        for lab in (self.round_label, self.now_label, self.next_label):
            lab.setTextFormat(Qt.TextFormat.PlainText)
        top.addWidget(self.round_label)
        top.addSpacing(24)
        top.addWidget(self.now_label, 1)
        # the optional turn timer: the turn the players are shown, styled as the round
        self.turn_clock_label = QLabel()
        self.turn_clock_label.setObjectName("turnClock")
        top.addWidget(self.turn_clock_label)
        hl.addLayout(top)
        hl.addWidget(self.next_label)
        #: what the ruleset lets the players know of the world (the moon, the weather)
        self.world_label = QLabel()
        self.world_label.setObjectName("world")
        self.world_label.setTextFormat(Qt.TextFormat.PlainText)
        self.world_label.setWordWrap(True)
        hl.addWidget(self.world_label)
        root.addWidget(self.header)

        self.scroll = QScrollArea()
        self.scroll.setObjectName("cardsArea")
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setWidgetResizable(True)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.grid_host = QWidget()
        self.grid_host.setObjectName("gridHost")
        self.grid = QGridLayout(self.grid_host)
        self.empty_label = QLabel(self.tr("Waiting for the fight…"), self.grid_host)
        self.empty_label.setObjectName("empty")
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.scroll.setWidget(self.grid_host)
        root.addWidget(self.scroll, 1)

        self._screen_remembered = False
        self._load_settings()
        self._apply_theme()
        doc.changed.connect(self._on_changed)
        doc.reset.connect(self._on_reset)
        from .turn_clock import players_clock

        self.turn_clock = players_clock(doc, self.turn_clock_label)
        app = QGuiApplication.instance()
        app.screenAdded.connect(self._fill_screens)
        app.screenRemoved.connect(self._fill_screens)
        self.resize(1280, 720)
        self.refresh()

    # -- controls ---------------------------------------------------------------------------
    def _action(self, text: str, slot, shortcuts=(), checkable: bool = False) -> QAction:
        a = QAction(text, self)
        a.setCheckable(checkable)
        keys: list[QKeySequence] = []
        for k in shortcuts:
            for seq in (QKeySequence.keyBindings(k) if isinstance(k, QKeySequence.StandardKey)
                        else [QKeySequence(k)]):
                if not seq.isEmpty() and seq not in keys:
                    keys.append(seq)
        if keys:
            a.setShortcuts(keys)
        a.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        a.triggered.connect(slot)
        self.addAction(a)  # shortcuts work while the toolbar is hidden
        return a

    def _make_actions(self) -> None:
        self.act_full = self._action(self.tr("Full screen"), self.toggle_full_screen,
                                     ["F11"], checkable=True)
        self.act_leave_full = self._action(self.tr("Leave full screen"),
                                           lambda: self.set_full_screen(False), ["Esc"])
        self.act_zoom_in = self._action(self.tr("Larger"), self.zoom_in,
                                        [QKeySequence.StandardKey.ZoomIn, "Ctrl++", "Ctrl+="])
        self.act_zoom_out = self._action(self.tr("Smaller"), self.zoom_out,
                                         [QKeySequence.StandardKey.ZoomOut, "Ctrl+-"])
        self.act_zoom_reset = self._action(self.tr("Normal size"), self.reset_zoom, ["Ctrl+0"])
        self.act_controls = self._action(self.tr("Show controls"),
                                         lambda on: self.set_controls_visible(on),
                                         ["Ctrl+T"], checkable=True)
        self.act_controls.setChecked(True)
        self.theme_group = QActionGroup(self)
        self.theme_actions: dict[str, QAction] = {}
        for key in THEMES:
            a = QAction(self.theme_group)
            a.setCheckable(True)
            a.triggered.connect(lambda _=False, k=key: self.set_theme(k))
            self.theme_actions[key] = a

    def _theme_names(self) -> dict[str, str]:
        return {"dark": self.tr("Dark (high contrast)"), "light": self.tr("Light")}

    def _name_actions(self) -> None:
        """The texts of the actions and of the bar (again after a language switch)."""
        for act, text in ((self.act_full, self.tr("Full screen")),
                          (self.act_leave_full, self.tr("Leave full screen")),
                          (self.act_zoom_in, self.tr("Larger")),
                          (self.act_zoom_out, self.tr("Smaller")),
                          (self.act_zoom_reset, self.tr("Normal size")),
                          (self.act_controls, self.tr("Show controls")),
                          (self.act_hide_controls, self.tr("Hide controls"))):
            act.setText(text)
        self.act_hide_controls.setToolTip(
            self.tr("Hide this bar (right-click the window or press Ctrl+T to get it back)"))
        names = self._theme_names()
        for key, a in self.theme_actions.items():
            a.setText(names[key])
        for i in range(self.theme_combo.count()):
            self.theme_combo.setItemText(i, names[self.theme_combo.itemData(i)])
        self.screen_caption.setText(self.tr("Screen:"))
        self.theme_caption.setText(self.tr("Theme:"))

    def _make_toolbar(self) -> QToolBar:
        tb = QToolBar()
        tb.setObjectName("playerToolbar")
        tb.setMovable(False)
        self.screen_caption = QLabel()
        tb.addWidget(self.screen_caption)
        self.screen_combo = QComboBox()
        self.screen_combo.setObjectName("screenCombo")
        self.screen_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.screen_combo.activated.connect(lambda i: self.move_to_screen(i))
        tb.addWidget(self.screen_combo)
        tb.addAction(self.act_full)
        tb.addSeparator()
        self.theme_caption = QLabel()
        tb.addWidget(self.theme_caption)
        self.theme_combo = QComboBox()
        self.theme_combo.setObjectName("themeCombo")
        self.theme_combo.addItem("", "dark")
        self.theme_combo.addItem("", "light")
        self.theme_combo.activated.connect(
            lambda i: self.set_theme(self.theme_combo.itemData(i)))
        tb.addWidget(self.theme_combo)
        tb.addSeparator()
        tb.addAction(self.act_zoom_out)
        self.scale_label = QLabel()
        self.scale_label.setObjectName("scaleLabel")
        self.scale_label.setMinimumWidth(48)
        self.scale_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        tb.addWidget(self.scale_label)
        tb.addAction(self.act_zoom_in)
        spacer = QWidget()
        spacer.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        tb.addWidget(spacer)
        self.act_hide_controls = QAction(self)
        self.act_hide_controls.triggered.connect(lambda: self.set_controls_visible(False))
        tb.addAction(self.act_hide_controls)
        self._fill_screens()
        return tb

    def _fill_screens(self, *_args) -> None:
        combo = self.screen_combo
        combo.blockSignals(True)
        combo.clear()
        for i, scr in enumerate(QGuiApplication.screens()):
            geo = scr.geometry()
            combo.addItem(self.tr("{0}: {1} ({2}×{3})").format(
                i + 1, scr.name() or self.tr("Screen"), geo.width(), geo.height()), scr.name())
        cur = self.screen()
        if cur is not None:
            idx = combo.findData(cur.name())
            if idx >= 0:
                combo.setCurrentIndex(idx)
        combo.blockSignals(False)

    def contextMenuEvent(self, event) -> None:  # noqa: N802
        menu = QMenu(self)
        screens = menu.addMenu(self.tr("Screen"))
        for i, scr in enumerate(QGuiApplication.screens()):
            a = screens.addAction(self.screen_combo.itemText(i) or scr.name())
            a.setCheckable(True)
            a.setChecked(scr is self.screen())
            a.triggered.connect(lambda _=False, s=scr: self.move_to_screen(s))
        menu.addAction(self.act_full)
        themes = menu.addMenu(self.tr("Theme"))
        for a in self.theme_actions.values():
            themes.addAction(a)
        menu.addSeparator()
        menu.addAction(self.act_zoom_in)
        menu.addAction(self.act_zoom_out)
        menu.addAction(self.act_zoom_reset)
        menu.addSeparator()
        menu.addAction(self.act_controls)
        menu.exec(event.globalPos())

    def set_controls_visible(self, on: bool) -> None:
        self.toolbar.setVisible(on)
        self.act_controls.setChecked(on)

    # -- screen and full screen -------------------------------------------------------------
    def move_to_screen(self, screen: QScreen | int | str) -> bool:
        """Move the window to ``screen`` (a QScreen, its index or its name); remember it."""
        screens = QGuiApplication.screens()
        if isinstance(screen, int):
            target = screens[screen] if 0 <= screen < len(screens) else None
        elif isinstance(screen, str):
            target = next((s for s in screens if s.name() == screen), None)
        else:
            target = screen if screen in screens else None
        if target is None:
            return False
        full = self.isFullScreen()
        if full:
            self.showNormal()
        self.setScreen(target)
        avail = target.availableGeometry()
        size = self.size().boundedTo(avail.size())
        self.setGeometry(avail.x() + (avail.width() - size.width()) // 2,
                         avail.y() + (avail.height() - size.height()) // 2,
                         size.width(), size.height())
        if full:
            self.showFullScreen()
        idx = self.screen_combo.findData(target.name())
        if idx >= 0:
            self.screen_combo.setCurrentIndex(idx)
        if self.settings is not None:
            self.settings.setValue("player/screen", target.name())
        return True

    def place_away_from(self, screen: QScreen | None) -> bool:
        """First opening with no remembered screen: go to a screen other than ``screen`` (the
        GM's) if there is one, since that is what a second screen is for."""
        if self._screen_remembered or screen is None:
            return False
        other = next((s for s in QGuiApplication.screens() if s is not screen), None)
        return other is not None and self.move_to_screen(other)

    def set_full_screen(self, on: bool) -> None:
        if on == self.isFullScreen():
            self.act_full.setChecked(on)
            return
        if on:
            self._controls_before_full = self.toolbar.isVisibleTo(self)
            self.set_controls_visible(False)
            self.showFullScreen()
        else:
            self.showNormal()
            if self._controls_before_full is not None:
                self.set_controls_visible(self._controls_before_full)
                self._controls_before_full = None
        self.act_full.setChecked(on)

    def toggle_full_screen(self) -> None:
        self.set_full_screen(not self.isFullScreen())

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.WindowStateChange:
            self.act_full.setChecked(self.isFullScreen())
        elif event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- theme and scale --------------------------------------------------------------------
    def set_theme(self, theme: str) -> None:
        if theme not in THEMES:
            return
        self.theme = theme
        if self.settings is not None:
            self.settings.setValue("player/theme", theme)
        self._apply_theme()
        self.refresh()

    def set_scale(self, percent: int) -> None:
        """Font and card scale in percent (75-300)."""
        percent = max(SCALE_MIN, min(SCALE_MAX, int(round(percent))))
        self.scale = percent
        if self.settings is not None:
            self.settings.setValue("player/scale", percent)
        self._apply_theme()
        self.refresh()

    def zoom_in(self) -> None:
        self.set_scale(self.scale + SCALE_STEP)

    def zoom_out(self) -> None:
        self.set_scale(self.scale - SCALE_STEP)

    def reset_zoom(self) -> None:
        self.set_scale(SCALE_DEFAULT)

    def _load_settings(self) -> None:
        s = self.settings
        if s is None:
            return
        theme = str(s.value("player/theme", "dark") or "dark")
        self.theme = theme if theme in THEMES else "dark"
        try:
            scale = int(float(s.value("player/scale", SCALE_DEFAULT)))
        except (TypeError, ValueError, OverflowError):  # a hand-edited settings file
            scale = SCALE_DEFAULT
        self.scale = max(SCALE_MIN, min(SCALE_MAX, scale))
        name = str(s.value("player/screen", "") or "")
        target = next((x for x in QGuiApplication.screens() if x.name() == name), None)
        self._screen_remembered = target is not None
        if target is not None:
            self.setScreen(target)
            avail = target.availableGeometry()
            self.move(avail.topLeft())
            idx = self.screen_combo.findData(name)
            if idx >= 0:
                self.screen_combo.setCurrentIndex(idx)

    @property
    def colours(self) -> dict[str, str]:
        return PALETTES[self.theme]

    def metrics(self) -> float:
        """Size factor for fonts and minimum card size: the chosen scale times how much
        larger than 1280x720 the window is (so a full-screen TV gets big type)."""
        size = self.size()
        auto = min(size.width() / 1280, size.height() / 720)
        return self.scale / 100 * max(1.0, min(3.0, auto))

    def _apply_theme(self) -> None:
        self.header.setMinimumHeight(0)
        c = self.colours
        f = self.metrics()
        self._metrics = f
        pal = self.palette()
        pal.setColor(QPalette.ColorRole.Window, QColor(c["bg"]))
        pal.setColor(QPalette.ColorRole.WindowText, QColor(c["text"]))
        self.setPalette(pal)
        self.setAutoFillBackground(True)
        self.setStyleSheet(f"""
            QWidget#PlayerView, QScrollArea#cardsArea, QWidget#gridHost {{
                background: {c['bg']};
            }}
            QFrame#header {{ background: {c['header']}; border-bottom: 2px solid {c['border']}; }}
            QLabel#round, QLabel#turnClock {{ color: {c['dim']}; font-size: {round(28 * f)}px; font-weight: bold; }}
            QLabel#now {{ color: {c['current']}; font-size: {round(40 * f)}px;
                          font-weight: bold; }}
            QLabel#next {{ color: {c['text']}; font-size: {round(24 * f)}px; }}
            QLabel#world {{ color: {c['dim']}; font-size: {round(20 * f)}px; }}
            QLabel#empty {{ color: {c['dim']}; font-size: {round(34 * f)}px; }}
            QToolBar#playerToolbar {{ background: {c['toolbar']}; border: none;
                                      border-bottom: 1px solid {c['border']}; spacing: 6px;
                                      padding: 2px; }}
            QToolBar#playerToolbar QLabel, QToolBar#playerToolbar QToolButton {{
                color: {c['text']}; }}
            QToolBar#playerToolbar QToolButton:disabled {{ color: {c['out_text']}; }}
        """)
        m = round(8 * f)
        self._header_layout.setContentsMargins(m * 2, m, m * 2, m)
        self._header_layout.setSpacing(round(2 * f))
        self.grid.setContentsMargins(m, m, m, m)
        self.grid.setSpacing(m)
        self.scale_label.setText(f"{self.scale}%")
        self.act_zoom_in.setEnabled(self.scale < SCALE_MAX)
        self.act_zoom_out.setEnabled(self.scale > SCALE_MIN)
        self.theme_actions[self.theme].setChecked(True)
        self.theme_combo.setCurrentIndex(max(0, self.theme_combo.findData(self.theme)))
        self._layout_key = None  # sizes changed: lay the cards out again
        self._hold_header()

    # -- rendering --------------------------------------------------------------------------
    def _on_changed(self, change: Change) -> None:
        self.refresh(force=False)

    def _on_reset(self) -> None:
        self.refresh()

    def public(self) -> PublicView:
        """What the players are shown now: the encounter's feed (the page on their devices
        shows the same, :func:`~tracker.model.public_feed.feed_for`)."""
        view = feed_for(self.doc.encounter).view
        assert view is not None  # a feed always has a view
        return view

    def refresh(self, force: bool = True) -> None:
        """Render everything again from the players' view of the document: only the cards
        whose public state changed are redrawn. A change the players do not see (a hidden
        turn, an action on a hidden combatant) draws nothing unless ``force``."""
        view = self.public()
        if view is self._view and not force:
            return
        self._view = view
        self._update_header(view)
        ids = {p.key for p in view.combatants}
        kit = kit_for(self.doc.encounter)
        for cid in list(self.cards):
            # gone, hidden or of another ruleset's encounter: no trace of it may stay
            if cid not in ids or self.cards[cid].kit is not kit:
                card = self.cards.pop(cid)
                self.grid.removeWidget(card)
                card.hide()
                card.setParent(None)
                card.deleteLater()
        self._show_cards(view, kit)

    def _show_cards(self, view: PublicView, kit: Kit) -> None:
        cur = view.now.key if view.now is not None else None
        colours = self.colours
        built = 0
        for p in view.combatants:
            card = self.cards.get(p.key)
            if card is None:
                if built >= CARDS_AT_ONCE:
                    continue  # built by _build_more, a batch per turn of the event loop
                card = PlayerCard(p.key, kit, self.grid_host)
                self.cards[p.key] = card
                built += 1
            card.update_from(p, p.key == cur, colours)
        shown = [p.key for p in view.combatants if p.key in self.cards]
        self._visible = shown  # the layout key holds it: a change lays the cards out again
        self._relayout()
        if len(shown) < len(view.combatants) and not self._building:
            self._building = True
            QTimer.singleShot(0, self._build_more)

    def _build_more(self) -> None:
        """Cards beyond the first :data:`CARDS_AT_ONCE`: a huge encounter's window opens at
        once and fills in while the event loop stays free."""
        self._building = False
        if self._view is not None:
            self._show_cards(self._view, kit_for(self.doc.encounter))

    def _update_header(self, view: PublicView) -> None:
        self._fill_header(view)
        self._hold_header()

    def _hold_header(self) -> None:
        """The header never shrinks back (a fight ending, a short "Next" line, Latin blanks
        lower than Japanese names): the cards below keep their place. A new theme or window
        size measures it anew."""
        width = self.width()  # the header spans the window (also mid-resize)
        if not self.isVisible() or width < 100:
            return  # not laid out yet: measured when shown
        need = self.header.heightForWidth(width)
        if need < 0:
            need = self.header.sizeHint().height()
        if need > self.header.minimumHeight():
            self.header.setMinimumHeight(need)

    def _fill_header(self, view: PublicView) -> None:
        world = kit_for(self.doc.encounter).public_header(view.world) if view.world else ""
        self.world_label.setText(world)
        self.world_label.setVisible(bool(world))
        # the lines stay, blank, out of combat and when nobody is next: the cards below keep
        # their place when a fight starts or ends
        self.now_label.setText(_BLANK)
        self.next_label.setText(_BLANK)
        if not view.in_combat:
            self.round_label.setText(self.tr("Out of combat"))
            return
        self.round_label.setText(self.tr("Round {0}").format(view.round))
        if not view.combatants:  # nobody in the fight the players can see
            return
        now = NO_TURN if view.now is None else view.now.name
        kit = kit_for(self.doc.encounter)
        slots = view.upcoming_slots or ("",) * len(view.upcoming)
        # another's extra shot in Next says which (issue 43: they were left out)
        upcoming = [kit.public_slot_label(n, slot) if slot else n
                    for n, slot in zip(view.upcoming, slots, strict=False)]
        if view.now_slot:  # an extra shot, not its own turn (never set without a name)
            now = kit.public_slot_label(now, view.now_slot)
            # and that combatant's own turn in Next says so, not the same name twice
            upcoming = [kit.public_slot_label(n, "own") if n == view.now.name and not slot
                        else u for n, slot, u in zip(view.upcoming, slots, upcoming,
                                                      strict=False)]
        self.now_label.setText(self.tr("Now: {0}").format(now))
        if upcoming:
            self.next_label.setText(self.tr("Next: {0}").format("  ›  ".join(upcoming)))

    def retranslate(self) -> None:
        """Every text of the window again in the current language (bar, title, header,
        cards)."""
        self.setWindowTitle(self.tr("Players' view — {0}").format(app_name()))
        self._name_actions()
        self.empty_label.setText(self.tr("Waiting for the fight…"))
        self._fill_screens()
        self._view = self.public()
        self._update_header(self._view)
        cur = self._view.now.key if self._view.now is not None else None
        for p in self._view.combatants:
            card = self.cards.get(p.key)
            if card is not None:
                card.update_from(p, p.key == cur, self.colours, force=True)
        self._layout_key = None
        self._relayout()

    def _grid_area(self) -> tuple[int, int]:
        vp = self.scroll.viewport().size()
        m = self.grid.contentsMargins()
        return (max(1, vp.width() - m.left() - m.right()),
                max(1, vp.height() - m.top() - m.bottom()))

    def _best_columns(self, n: int, f: float) -> int:
        """The column count that gives the largest cards (no narrower than the minimum)."""
        width, height = self._grid_area()
        sp = self.grid.spacing()
        best, best_score = 1, -1.0
        for cols in range(1, n + 1):
            rows = math.ceil(n / cols)
            cw = (width - sp * (cols - 1)) / cols
            ch = (height - sp * (rows - 1)) / rows
            if cw < CARD_W * f and cols > 1:
                break
            score = min(cw / CARD_W, max(ch, CARD_H * f) / CARD_H)
            if score >= best_score - 1e-6:  # on a tie more columns: less to scroll
                best, best_score = cols, score
        return best

    def _relayout(self) -> None:
        n = len(self._visible)
        self.empty_label.setVisible(n == 0)
        if n == 0:
            if self.grid.indexOf(self.empty_label) < 0:
                self.grid.addWidget(self.empty_label, 0, 0)
            return
        f = self.metrics()
        if abs(f - self._metrics) > 1e-6:
            self._apply_theme()  # the header follows the window size too
        cols = self._best_columns(n, f)
        rows = math.ceil(n / cols)
        width, height = self._grid_area()
        sp = self.grid.spacing()
        cw = max(CARD_W * f, (width - sp * (cols - 1)) / cols)
        ch = max(CARD_H * f, (height - sp * (rows - 1)) / rows)
        # contents grow with the card, up to CARD_GROW times the chosen size
        k = max(f, min(cw / CARD_W, ch / CARD_H, CARD_GROW * f))
        key = (tuple(self._visible), cols, round(k, 3), round(cw))
        old = self._layout_key
        if key != old:
            self._layout_key = key
            # more cards after the same ones, same sizes (a huge encounter filling in):
            # only the new cards are placed
            start = len(old[0]) if (old is not None and old[1:] == key[1:]
                                    and key[0][:len(old[0])] == old[0]) else 0
            if start == 0:
                while self.grid.count():
                    self.grid.takeAt(0)
                for i in range(self.grid.columnCount()):
                    self.grid.setColumnStretch(i, 0)
                for i in range(self.grid.rowCount()):
                    self.grid.setRowStretch(i, 0)
            for i in range(start, len(self._visible)):
                cid = self._visible[i]
                card = self.cards[cid]
                card.setMinimumSize(round(CARD_W * f), round(CARD_H * f))
                # no wider than the fonts need; as tall as a slim card may be (big silhouette)
                max_w = round(CARD_W * k * 1.35)
                card.setMaximumSize(max_w, round(max(CARD_H * k * 1.2, min(cw, max_w) * 2.1)))
                self.grid.addWidget(card, i // cols, i % cols)
                card.show()
            for col in range(cols):
                self.grid.setColumnStretch(col, 1)
            for row in range(rows):
                self.grid.setRowStretch(row, 1)
            for cid in self._visible[start:] if start else self._visible:
                self.cards[cid].set_metrics(k, int(min(cw, CARD_W * k * 1.35)))

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.header.setMinimumHeight(0)  # wrapped anew at the new width
            self._hold_header()
        self._relayout()

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        self._fill_screens()
        self._layout_key = None
        self._hold_header()
        self._relayout()
