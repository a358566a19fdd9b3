"""The odds of a hit before it is rolled (contracts/odds.md), shown in the hit dialog.

The dialog hands over what it knows (the target, the hit as entered so far with its damage
still a dice expression, the options); the panel works the exact odds out a moment after the
GM stops typing (one timer, restarted by every keystroke), so typing never waits for it. A
request too large to answer within a frame says so instead of freezing the dialog.
"""

from __future__ import annotations

import html
from collections import OrderedDict
from dataclasses import dataclass

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QGroupBox, QLabel, QVBoxLayout, QWidget

from tracker.model.dice import parse_dice
from tracker.model.errors import TrackerError
from tracker.rulesets.gurps.rules.bodyplan import BodyPlan
from tracker.rulesets.gurps.rules.odds import Odds, odds
from tracker.rulesets.gurps.rules.resolver import Hit, Options, Target
from tracker.ui.user_text import plain

from . import texts as et

#: ms after the last change before the odds are worked out
DELAY_MS = 120
#: resolves one answer may take while the GM waits (6d on the largest plan is about 700;
#: 2000 is about 30 ms)
MAX_WORK = 2000
#: where a random hit lands: the most likely places, the rest summed up
TOP_LOCATIONS = 6
_CACHE_SIZE = 64


@dataclass(frozen=True)
class OddsRequest:
    target: Target
    hit: Hit
    damage: str
    options: Options
    plan: BodyPlan
    #: added to every damage total after the roll (All-Out Attack (Strong), RULES M)
    bonus: int = 0

    def key(self) -> str:
        return repr((self.target, self.hit, self.damage, self.options, self.plan.key,
                     self.bonus))


def percent(p: float) -> str:
    """0.3746 → "37.5%"; never "0%" or "100%" for what may or may not happen."""
    if p <= 0:
        return "0%"
    if p >= 1:
        return "100%"
    if p < 0.001:
        return "<0.1%"
    if p > 0.999:
        return ">99.9%"
    return f"{p * 100:.1f}%"


class OddsPanel(QGroupBox):
    """"Odds before the roll": what this hit is likely to do."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Odds before the roll"))
        self.setObjectName("OddsPanel")
        self.label = QLabel()
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        #: where a random hit lands: its own label, so the long line wraps on its own
        self.places_label = plain(QLabel())  # location names (a GCS plan's own)
        self.places_label.setWordWrap(True)
        self.places_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout = QVBoxLayout(self)
        layout.addWidget(self.label)
        layout.addWidget(self.places_label)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(DELAY_MS)
        self._timer.timeout.connect(self.refresh)
        self._pending: OddsRequest | None = None
        self._shown_key: str | None = None
        self._cache: OrderedDict[str, Odds | str] = OrderedDict()
        #: the odds now shown (None while there are none)
        self.odds: Odds | None = None
        self._hint(self.tr("Type the damage to see the odds."))

    # -- input --------------------------------------------------------------------------------
    def show_for(self, request: OddsRequest | None) -> None:
        """Work out the odds of ``request`` shortly (None: nothing to show)."""
        if request is None:
            self._timer.stop()
            self._pending = None
            self._shown_key = None
            self.odds = None
            self._hint(self.tr("Type the damage to see the odds."))
            return
        if request.key() == self._shown_key:
            return
        self._pending = request
        self._timer.start()

    def refresh(self) -> None:
        """Work out and show the pending request now (the timer calls this)."""
        self._timer.stop()
        req, self._pending = self._pending, None
        if req is None:
            return
        key = req.key()
        self._shown_key = key
        result = self._cache.get(key)
        if result is None:
            result = self._compute(req)
            self._cache[key] = result
            if len(self._cache) > _CACHE_SIZE:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(key)
        if isinstance(result, str):
            self.odds = None
            self._hint(result)
        else:
            self.odds = result
            self._show(result, req)

    def _compute(self, req: OddsRequest) -> Odds | str:
        try:
            expr = parse_dice(req.damage)
        except TrackerError:
            return self.tr("The odds need a number or dice like 2d+1.")
        totals = expr.count * (expr.sides - 1) + 1
        places = len(req.plan.locations) if req.hit.location == "random" else 1
        if totals * places > MAX_WORK:
            return self.tr("Too many dice to work the odds out while you type.")
        try:
            return odds(req.target, req.hit, req.damage, req.options, req.bonus)
        except TrackerError as exc:
            return et.error_text(exc, req.plan)

    # -- output -------------------------------------------------------------------------------
    def _hint(self, text: str) -> None:
        self.label.setWordWrap(True)  # a sentence: wrap it (the table of odds is not wrapped)
        self.label.setText("<i>" + html.escape(text) + "</i>")
        self.places_label.setText("")
        self.places_label.hide()

    def rows(self, o: Odds) -> list[tuple[str, str]]:
        """(what, chance) in the order shown."""
        p = o.p
        return [
            (self.tr("Injures"), percent(p["injury"])),
            (self.tr("Cripples"), percent(p["crippled"])),
            (self.tr("Dismembers"), percent(p["dismembered"])),
            (self.tr("Major wound"), percent(p["major_wound"])),
            (self.tr("Knockdown check"), percent(p["knockdown"])),
            (self.tr("Roll to stay conscious"), percent(p["collapse"])),
            (self.tr("Death check"), percent(p["death_check"])),
            (self.tr("Kills"), percent(p["dead"])),
        ]

    def _show(self, o: Odds, req: OddsRequest) -> None:
        cells = []
        for what, chance in self.rows(o):
            grey = " style='color:#777'" if chance == "0%" else ""
            cells.append(f"<tr{grey}><td>{html.escape(what)}&nbsp;&nbsp;</td>"
                         f"<td align='right'><b>{html.escape(chance)}</b></td></tr>")
        injuries = sorted(o.injury_dist)
        cells.append("<tr><td colspan='2'>" + html.escape(
            self.tr("Injury: {0} on average ({1}–{2})").format(
                f"{o.injury_mean:.1f}", injuries[0], injuries[-1])) + "</td></tr>")
        out = ["<table cellspacing='0'>" + "".join(cells) + "</table>"]
        self.label.setWordWrap(False)
        self.label.setText("<br>".join(out))
        self.places_label.setText(self.tr("Lands on: {0}").format(
            self._places(o.locations, req.plan)) if o.locations else "")
        self.places_label.setVisible(bool(o.locations))

    def _places(self, locations: dict[str, float], plan: BodyPlan) -> str:
        ranked = sorted(locations.items(), key=lambda kv: (-kv[1], kv[0]))
        shown = [self.tr("{0} {1}").format(et.location_name(loc, plan), percent(p))
                 for loc, p in ranked[:TOP_LOCATIONS]]
        rest = sum(p for _loc, p in ranked[TOP_LOCATIONS:])
        if rest > 0:
            shown.append(self.tr("elsewhere {0}").format(percent(rest)))
        text = shown[0]
        for more in shown[1:]:
            text = self.tr("{0}, {1}").format(text, more)
        return text

