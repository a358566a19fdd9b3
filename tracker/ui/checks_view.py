"""Pending checks dock: the rolls the fight asks for (GURPS: HT on 3d for knockdown, stun
recovery, collapse, death; CoC: CON×5 on d100 to wake or against shock), each with "Roll"
(the app rolls) or the GM's own result; a check that is not a roll (a CoC death whose clock
ran out) has one "Confirm" button."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QSize, Qt
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QScrollArea,
    QSpinBox,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..model import operations
from ..model.checks import PendingCheck
from ..model.encounter import Change
from .document import EncounterDocument
from .explain_text import namer_for, render_lines
from .kit import BaseKit, Kit, kit_for
from .log_text import check_name
from .user_text import plain, plain_tip

MINUS = "\u2212"


def target_text(base: int, modifier: int, target: int, against: str,
                dice: str = "3d6", kit: Kit | None = None) -> str:
    """"HT 12 −10 = 2" (or "HT 12" without a modifier); for a check that is not a roll,
    what the GM decides ("confirm the death")."""
    label = (kit or BaseKit()).against_label(against)
    if not dice or dice not in DICE_NAMES:  # no roll, or dice rolled for a sum (CoC 1d3)
        return label
    if modifier == 0:
        return f"{label} {base}"
    sign = "+" if modifier > 0 else MINUS
    return f"{label} {base} {sign}{abs(modifier)} = {target}"


#: a check's dice as players say them (context "ChecksView"): GURPS "3d", percentile "d100"
DICE_NAMES = {
    "3d6": QT_TRANSLATE_NOOP("ChecksView", "3d"),
    "1d100": QT_TRANSLATE_NOOP("ChecksView", "d100"),
}


def dice_text(dice: str) -> str:
    return QCoreApplication.translate("ChecksView", DICE_NAMES.get(dice, dice))


#: the list's margins and the space between a row's buttons
_BODY_MARGINS = (4, 4, 4, 4)
_BODY_SPACING = 6


class ChecksView(QWidget):
    """The pending checks dock's widget. It lists the first :attr:`MAX_ROWS` checks in turn
    order and says how many more wait: a campaign hour can bring a heat roll for each of
    1,500 combatants, and building (and reading) a row for each after every action cost
    seconds; they are rolled from the World dock all at once."""

    MAX_ROWS = 100

    def __init__(self, doc: EncounterDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.doc = doc
        #: check id -> (the seat's name, called once resolved): opened by a seat's request
        self.seat_checks: dict[int, tuple[str, Callable[[], None]]] = {}
        self.roll_buttons: dict[int, QToolButton] = {}
        self.spins: dict[int, QSpinBox] = {}
        self.enter_buttons: dict[int, QToolButton] = {}
        #: "Modifiers…" of the checks whose modifiers the GM sets in a dialog (the kit's)
        self.option_buttons: dict[int, QToolButton] = {}
        #: checks that are not rolls (a CoC death to confirm): one button each
        self.confirm_buttons: dict[int, QToolButton] = {}
        self._signature: tuple | None = None
        self._one_check: QSize | None = None

        #: always in sight above the list: every roll that is due, oldest first
        self.roll_all_button = QToolButton(self)
        self.roll_all_button.clicked.connect(self.roll_all)
        self.empty_label = QLabel(self)
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_label.setEnabled(False)
        self.area = QScrollArea(self)
        self.area.setWidgetResizable(True)
        self.area.setFrameShape(QScrollArea.Shape.NoFrame)
        # the rows wrap to the dock's width: data arriving never widens the dock (issue #24)
        self.area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._body: QWidget | None = None
        lay = QVBoxLayout(self)
        lay.setContentsMargins(2, 2, 2, 2)
        self.more_label = plain(QLabel(self))
        self.more_label.setWordWrap(True)
        self.more_label.setVisible(False)
        lay.addWidget(self.roll_all_button, 0, Qt.AlignmentFlag.AlignLeft)
        lay.addWidget(self.empty_label, 1)
        lay.addWidget(self.area, 1)
        lay.addWidget(self.more_label)

        doc.changed.connect(self._on_changed)
        doc.reset.connect(self._on_changed)
        self.retranslate()

    # -- texts --------------------------------------------------------------------------------
    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        """The same whatever the checks: the window's layout does not move when they come."""
        return QSize(256, 120).expandedTo(self.minimumSizeHint())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        """Room for "Roll them all" and one whole check with its buttons, in the language's
        own texts and glyphs (Japanese ones are taller and its buttons wider): a check's row
        is never cut, whatever the checks (the rest scroll)."""
        if self._one_check is None:
            self._one_check = self._measure_one_check()
        one = self._one_check
        m = self.layout().contentsMargins()
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        return QSize(max(180, one.width() + bar + m.left() + m.right()),
                     max(60, self.roll_all_button.sizeHint().height()
                         + self.layout().spacing() + one.height() + m.top() + m.bottom()))

    def _measure_one_check(self) -> QSize:
        """The size a check's rows take (its two lines of text, its Roll, result, Enter and
        Modifiers… row), built as :meth:`_rebuild` builds them."""
        body = QWidget()
        grid = QGridLayout(body)
        grid.setContentsMargins(*_BODY_MARGINS)
        grid.setHorizontalSpacing(_BODY_SPACING)
        label = QLabel(f"<b>{_esc(self.tr('Roll them all'))}</b><br>"
                       f"{_esc(self.tr('No checks pending'))}", body)
        grid.addWidget(label, 0, 0, 1, 5)
        spin = BaseKit().roll_spin("3d6", body)
        spin.setRange(2, 18)
        spin.setSpecialValueText("—")
        for col, text in enumerate((self.tr("Roll"), None, self.tr("Enter"),
                                    self.tr("Modifiers…"))):
            w = spin if text is None else QToolButton(body)
            if text is not None:
                w.setText(text)
            grid.addWidget(w, 1, col)
        size = grid.minimumSize()
        body.deleteLater()
        return size

    def retranslate(self) -> None:
        self._one_check = None  # measured again in the new language
        self.updateGeometry()
        self.empty_label.setText(self.tr("No checks pending"))
        self.roll_all_button.setText(self.tr("Roll them all"))
        self.roll_all_button.setToolTip(self.tr("Let the app roll every check that is due, "
                                                "oldest first (one undo step)"))
        self._signature = None
        self._on_changed()

    def changeEvent(self, e: QEvent) -> None:
        if e.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(e)

    def kind_text(self, chk: PendingCheck) -> str:
        text = check_name(chk.kind, kit_for(self.doc.encounter))
        if chk.kind == "death" and chk.threshold:
            text += f" ({MINUS}{chk.threshold}×HP)"
        return text

    # -- building -----------------------------------------------------------------------------
    def checks(self) -> list[PendingCheck]:
        """The pending checks shown: in the turn order from the combatant whose turn it is
        (the order the fight runs in), each combatant's in the order they arose."""
        enc = self.doc.encounter
        pos = {cid: i for i, cid in enumerate(enc.order)}
        n = max(len(enc.order), 1)
        start = enc.turn if enc.in_combat else 0
        return sorted((c for c in enc.checks if c.combatant in enc.combatants),
                      key=lambda c: ((pos.get(c.combatant, n) - start) % n, c.id))

    def _on_changed(self, _change: Change | None = None) -> None:
        enc = self.doc.encounter
        rows = []
        kit = kit_for(enc)
        self._dice = {}
        now = enc.calendar.total_minutes
        # repeated rolls of one combatant on the calendar: one row, the oldest first
        # (grouped in one pass: 1,500 pending checks compared pairwise took a second)
        groups: dict[tuple, list[PendingCheck]] = {}
        ordered: list[list[PendingCheck]] = []
        for k in self.checks():
            key = ((k.combatant, k.kind, k.source, k.modifier) if _at(k) is not None
                   else ("", k.id))
            group = groups.get(key)
            if group is None:
                group = groups[key] = []
                ordered.append(group)
            group.append(k)
        more = sum(len(g) for g in ordered[self.MAX_ROWS:])
        self.more_label.setVisible(more > 0)
        if more > 0:
            self.more_label.setText(self.tr("… and %n more check(s), listed as their turns "
                                            "come.", None, more))
        for group in ordered[:self.MAX_ROWS]:
            chk = min(group, key=lambda k: (_at(k) or 0, k.id))  # its buttons roll the oldest
            spec = operations.check_spec(enc, chk)
            self._dice[chk.id] = spec.dice
            base = spec.target - chk.modifier
            parts = "\n".join(render_lines(
                spec.parts, namer_for(kit, enc.combatants.get(chk.combatant))))
            at = _at(chk)
            waiting = at is not None and at > now
            rows.append((chk.id, enc.combatants[chk.combatant].name, self.kind_text(chk),
                         target_text(base, chk.modifier, spec.target, spec.against,
                                     spec.dice, kit),
                         dice_text(spec.dice) if spec.dice else "", spec.lowest, spec.highest,
                         parts,
                         kit.check_dialog(chk) is not None,
                         _when(enc, [_at(k) for k in group]), len(group), waiting))
        sig = tuple(rows)
        self.roll_all_button.setEnabled(operations.any_rollable(enc))
        if sig == self._signature:
            return
        self._signature = sig
        self._rebuild(rows)

    def _rebuild(self, rows: list[tuple]) -> None:
        old_values = {cid: s.value() for cid, s in self.spins.items()}
        dice_of = getattr(self, "_dice", {})
        self.roll_buttons.clear()
        self.spins.clear()
        self.enter_buttons.clear()
        self.option_buttons.clear()
        self.confirm_buttons.clear()
        body = QWidget()
        grid = QGridLayout(body)
        grid.setContentsMargins(*_BODY_MARGINS)
        grid.setHorizontalSpacing(_BODY_SPACING)
        r = 0
        for (check_id, name, kind, target, dice, lo, hi, parts, options, when, count,
             waiting) in rows:
            # "Kaede · 13:00–14:30" over "heat ×4 · HT 11": who and when, then what
            head = f"<b>{_esc(name)}</b>" + (f" · {_esc(when)}" if when else "")
            kind = f"{kind} ×{count}" if count > 1 else kind
            what = QLabel(f"{head}<br>{_esc(kind)} · {_esc(target)}", body)
            what.setWordWrap(True)
            grid.addWidget(what, r, 0, 1, 5)
            r += 1
            if waiting:  # on the calendar, not yet: time must pass (Advance time)
                what.setEnabled(False)
                what.setToolTip(self.tr("Due at the time shown: advance time to get there"))
                continue
            if not dice:  # not a roll: the GM confirms what the rules say happened
                confirm = QToolButton(body)
                confirm.setText(self.tr("Confirm"))
                confirm.setToolTip(self.tr("Confirm what the rules say (Undo takes it back)"))
                confirm.clicked.connect(lambda _=False, i=check_id: self.confirm(i))
                grid.addWidget(confirm, r, 0, 1, 3, Qt.AlignmentFlag.AlignLeft)
                self.confirm_buttons[check_id] = confirm
                r += 1
                continue
            tip = self.tr("Target number: roll this or less on {0}").format(dice)
            what.setToolTip(plain_tip(tip + ("\n\n" + parts if parts else "")))
            roll = QToolButton(body)
            roll.setText(self.tr("Roll"))
            roll.setToolTip(self.tr("Let the app roll {0}").format(dice))
            roll.clicked.connect(lambda _=False, i=check_id: self.roll(i))
            spin = kit_for(self.doc.encounter).roll_spin(dice_of[check_id], body)
            # empty ("—") until the GM types a result: Enter never submits a number nobody
            # rolled
            spin.setRange(lo - 1, hi)
            spin.setSpecialValueText("—")
            spin.setValue(old_values.get(check_id, lo - 1))
            spin.setToolTip(self.tr("The {0} result you rolled").format(dice))
            enter = QToolButton(body)
            enter.setText(self.tr("Enter"))
            enter.setToolTip(self.tr("Use the result you rolled"))
            enter.setEnabled(spin.value() >= lo)
            spin.valueChanged.connect(lambda v, b=enter, low=lo: b.setEnabled(v >= low))
            enter.clicked.connect(lambda _=False, i=check_id, s=spin, low=lo:
                                  s.value() >= low and self.enter(i, s.value()))
            for col, w in enumerate((roll, spin, enter)):
                grid.addWidget(w, r, col)
            if options:
                more = QToolButton(body)
                more.setText(self.tr("Modifiers…"))
                more.setToolTip(self.tr("Set what modifies this roll before you make it"))
                more.clicked.connect(lambda _=False, i=check_id: self.open_options(i))
                grid.addWidget(more, r, 3)
                self.option_buttons[check_id] = more
            self.roll_buttons[check_id] = roll
            self.spins[check_id] = spin
            self.enter_buttons[check_id] = enter
            r += 1
        grid.setColumnStretch(4, 1)
        grid.setRowStretch(r, 1)
        self.area.setWidget(body)  # deletes the previous body
        self._body = body
        self.empty_label.setVisible(not rows)
        self.area.setVisible(bool(rows))

    # -- actions ------------------------------------------------------------------------------
    def _label(self, check_id: int) -> Callable[[], str]:
        chk = next((c for c in self.doc.encounter.checks if c.id == check_id), None)
        if chk is None:
            return lambda: QCoreApplication.translate("ChecksView", "Check")
        name, kind = self.doc.encounter.combatants[chk.combatant].name, chk.kind
        kit = kit_for(self.doc.encounter)
        return lambda: QCoreApplication.translate("ChecksView", "%1: %2 roll").replace(
            "%1", name).replace("%2", check_name(kind, kit))

    def confirm(self, check_id: int) -> Any:
        """Resolve a check that is not a roll (one undo step)."""
        return self._resolve(check_id)

    def _resolve(self, check_id: int, *roll: int) -> Any:
        """Resolve check ``check_id`` (one undo step); a check a seat's request was opened
        for here (Players' requests → Edit) is logged from that seat's device, and its
        request told."""
        via = self.seat_checks.pop(check_id, None)
        result = self.doc.run_from(via[0] if via is not None else None, self._label(check_id),
                                   operations.resolve_check, check_id, *roll)
        if via is not None:
            via[1]()
        return result

    def open_options(self, check_id: int) -> None:
        """The kit's dialog for the modifiers of check ``check_id``."""
        chk = next((c for c in self.doc.encounter.checks if c.id == check_id), None)
        opener = None if chk is None else kit_for(self.doc.encounter).check_dialog(chk)
        if opener is not None:
            opener(self, self.doc, check_id)

    def roll(self, check_id: int) -> Any:
        """Resolve a check with the app's dice (one undo step)."""
        return self._resolve(check_id)

    def roll_all(self) -> Any:
        """"Roll them all": every check that is due, oldest first (one undo step)."""
        return self.doc.run(lambda: QCoreApplication.translate("ChecksView", "Roll them all"),
                            operations.roll_all_due)

    def enter(self, check_id: int, roll: int) -> Any:
        """Resolve a check with the GM's 3d result (one undo step)."""
        return self._resolve(check_id, int(roll))


def _at(chk: PendingCheck) -> int | None:
    at = chk.data.get("at")
    return at if isinstance(at, int) and not isinstance(at, bool) else None


def _clock(enc: Any, minute: int) -> str:
    """"13:00" on the calendar's day, "day 3, 13:00" on another."""
    day, rest = divmod(minute, 24 * 60)
    text = f"{rest // 60}:{rest % 60:02d}"
    if day + 1 != enc.calendar.day:
        text = QCoreApplication.translate("ChecksView", "day %1, %2").replace(
            "%1", str(day + 1)).replace("%2", text)
    return text


def _when(enc: Any, times: list[int | None]) -> str:
    """When a row's rolls fall due: "13:00", or "13:00–14:30" for several."""
    known = [t for t in times if t is not None]
    if not known:
        return ""
    first, last = _clock(enc, min(known)), _clock(enc, max(known))
    return first if first == last else f"{first}–{last}"


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
