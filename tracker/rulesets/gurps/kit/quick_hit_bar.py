"""The quick-hit line (GURPS): ``Goblin 2d+1 cut torso``, ``all-selected 8 cr``; Enter
applies, after the usual preview, as ONE undoable command over every target.

The line is read by :mod:`tracker.rulesets.gurps.rules.quick_hit`. Its dice (damage, random locations)
are rolled once per line as typed, with the bar's own :class:`~tracker.model.dice.Dice`, and
shown in the preview; Enter applies exactly those numbers (they are logged with the hits).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSizePolicy,
    QWidget,
)

from tracker.model.dice import Dice
from tracker.model.errors import TrackerError
from tracker.model.ruleset import ruleset_for
from tracker.ui.document import EncounterDocument
from tracker.ui.user_text import esc

from . import texts as et

if TYPE_CHECKING:  # the parser loads with the first line typed, not with the window
    from tracker.rulesets.gurps.rules.quick_hit import QuickHit

_ERROR_STYLE = "color: #b00020;"


def _type_words() -> dict[str, str]:
    """The damage types' names in the UI's language (切り → cut) as the line may type them."""
    from tracker.rulesets.gurps.rules.damage import DAMAGE_TYPES

    return {et.damage_type_long_name(t): t for t in DAMAGE_TYPES}


class QuickHitBar(QWidget):
    def __init__(self, doc: EncounterDocument, selected: Callable[[], list[str]],
                 parent: QWidget | None = None, *, dice: Dice | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("QuickHitBar")
        self.doc = doc
        self.selected = selected
        self.dice = dice if dice is not None else Dice()
        #: the hits planned for the line as it is now (None while it cannot be applied)
        self.planned: list | None = None
        self._hits: list | None = None
        self._planned_for: tuple[str, bool, tuple[str, ...]] | None = None
        self._failure: str | None = None

        self.label = QLabel(self.tr("&Quick hit:"))
        self.edit = QLineEdit()
        self.label.setBuddy(self.edit)
        self.edit.setPlaceholderText(self.tr("Goblin 2d+1 cut torso · all-selected 8 cr"))
        self.edit.setToolTip(self.tr(
            "Who (a name, names with commas, or all-selected), the damage, then the type and "
            "the location if not crushing to the torso; Enter applies"))
        self.edit.setClearButtonEnabled(True)
        self.edit.setMinimumWidth(280)
        self.one_roll_check = QCheckBox(self.tr("One roll for all"))
        self.one_roll_check.setToolTip(self.tr("Roll the damage once for every target "
                                               "(otherwise each target gets its own roll)"))
        self.preview = QLabel()
        self.preview.setTextFormat(Qt.TextFormat.RichText)
        self.preview.setMinimumWidth(360)
        # a long line is cut at the window's edge (the tooltip has it all), never widens it
        self.preview.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(4, 0, 4, 0)
        lay.addWidget(self.label)
        lay.addWidget(self.edit, 2)
        lay.addWidget(self.one_roll_check)
        lay.addWidget(self.preview, 3)
        self.edit.textChanged.connect(self.update_preview)
        self.edit.returnPressed.connect(self.apply)
        self.one_roll_check.toggled.connect(self.update_preview)
        doc.changed.connect(self.update_preview)
        doc.failed.connect(self._on_failed)

    def start_on_selected(self) -> None:
        # the word the line reads for "everyone selected", in the UI's language (選択中)
        self.edit.setText(self.tr("all-selected") + " ")
        self.edit.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def _on_failed(self, message: str) -> None:
        self._failure = message

    # -- preview ------------------------------------------------------------------------------
    def update_preview(self, *_args: object) -> None:
        text = self.edit.text().strip()
        self.planned = None
        if not text:
            self._planned_for = None
            self.preview.setText("")
            self.preview.setToolTip("")
            return
        from tracker.rulesets.gurps.rules.quick_hit import parse_quick_hit, plan_hits

        enc = self.doc.encounter
        try:
            quick = parse_quick_hit(enc, text, self.selected(), type_words=_type_words())
            key = (text, self.one_roll_check.isChecked(), quick.targets)
            if key != self._planned_for or self._hits is None:
                self._hits = plan_hits(enc, quick, self.dice,
                                       one_roll=self.one_roll_check.isChecked())
                self._planned_for = key
            rows = self._rows(quick, self._hits)
        except TrackerError as exc:
            self._hits = None
            self._planned_for = None
            self._show_problem(et.error_text(exc))
            return
        self.planned = self._hits
        self.preview.setStyleSheet("")
        # one line in the toolbar, every target in full in the tooltip
        self.preview.setText(" · ".join(short for short, _full in rows))
        # escaped rows in rich text (a <p> makes it rich even for one row without a tag)
        self.preview.setToolTip("<p>" + "<br>".join(full for _short, full in rows) + "</p>")

    def _rows(self, quick: QuickHit, hits: list) -> list[str]:
        enc = self.doc.encounter
        rs = ruleset_for(enc)
        rows = []
        for cid, hit, _roll in hits:
            c = enc.combatants[cid]
            o = rs.preview(enc, cid, hit)  # refuses what Apply would refuse
            where = et.location_name(o.location, c.sheet.plan) if o.location else ""
            short = esc(QCoreApplication.translate(
                "QuickHitBar", "{name} {where} −{injury} → HP {after}").format(
                name=c.name, where=where, injury=o.injury, after=o.hp_after))
            full = esc(QCoreApplication.translate(
                "QuickHitBar", "{name}: {damage} {type} → {where}, injury {injury}, "
                "HP {before} → {after}").format(
                name=c.name, damage=hit.damage, type=et.damage_type_short(hit.type),
                where=where, injury=o.injury, before=o.hp_before, after=o.hp_after))
            rows.append((short, full))
        return rows

    def _show_problem(self, text: str) -> None:
        self.preview.setStyleSheet(_ERROR_STYLE)
        self.preview.setToolTip("")
        self.preview.setText(esc(text))

    # -- apply --------------------------------------------------------------------------------
    def apply(self) -> bool:
        """Apply the previewed hits as one command; False (and why, in the preview) if not."""
        self.update_preview()
        hits = self.planned
        if not hits:
            return False
        enc = self.doc.encounter
        names = [enc.combatants[cid].name for cid, _h, _r in hits]
        who = names[0] if len(names) == 1 else QCoreApplication.translate(
            "QuickHitBar", "{0} combatants").format(len(names))
        self._failure = None
        from tracker.model import batch  # the group operations load with the first one

        result = self.doc.run(
            lambda: QCoreApplication.translate("QuickHitBar", "Quick hit on {0}").format(who),
            batch.hit_each, hits)
        if result is None:
            self._show_problem(self._failure or self.tr("The hit could not be applied."))
            return False
        self._planned_for = None
        self._hits = None
        self.edit.clear()
        return True
