"""The selected combatant: a large silhouette, its numbers, wounds and conditions."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..model import operations as ops
from ..model.encounter import Change
from ..model.quick_change import typed_change
from .document import EncounterDocument
from .explain_text import condition_id, condition_name
from .kit import kit_for
from .roster_model import condition_label, side_name
from .spinboxes import SpinBox
from .typography import keep_items
from .user_text import esc, plain
from .visibility_panel import VisibilityPanel

#: the large figure's least height (px)
LARGE_FIGURE_HEIGHT = 320

class DetailPanel(QWidget):
    hitRequested = Signal(str, str)  # combatant id, location id ('' = choose in dialog)
    editRequested = Signal(str)

    def __init__(self, doc: EncounterDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.cid: str | None = None
        outer = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.title.setWordWrap(True)
        outer.addWidget(self.title)
        # everything under the title is for a combatant: with none selected the panel says
        # so and shows nothing else (an empty figure, empty lists and greyed buttons say
        # nothing more; the window's first frame has that much less to lay out and paint)
        self.body = QWidget()
        outer.addWidget(self.body, 1)
        outer.addStretch(0)  # the title stays at the top while the body is hidden
        self._lay = QVBoxLayout(self.body)
        self._lay.setContentsMargins(0, 0, 0, 0)
        self._built = False  # the body's widgets are made for the first combatant shown
        self.kit = kit_for(doc.encounter)
        doc.changed.connect(self._on_changed)
        self.show_combatant(None)

    #: what the body holds: asking for one of them makes the body (tests, the window)
    _BODY = frozenset({"silhouette", "hint", "stats", "parts", "conditions", "add_cond",
                       "rounds", "remove_cond", "sections", "_sections_at", "visibility",
                       "hit_button", "edit_button", "quick_change"})

    def __getattr__(self, name: str):
        if name in DetailPanel._BODY and not self.__dict__.get("_built", True):
            self._build_body()
            return getattr(self, name)
        raise AttributeError(name)

    def _build_body(self) -> None:
        self._built = True
        lay = self._lay
        #: the ruleset's figure (a silhouette in GURPS), replaced when the ruleset changes
        self.silhouette = self._make_figure()
        lay.addWidget(self.silhouette, 3)
        self.hint = plain(QLabel())
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet("color: palette(placeholder-text)")
        lay.addWidget(self.hint)
        # the kit's stats are rich text (lines, bold) with any user text escaped (BaseKit)
        self.stats = QLabel()
        self.stats.setTextFormat(Qt.TextFormat.RichText)
        self.stats.setWordWrap(True)
        self.stats.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lay.addWidget(self.stats)

        lay.addWidget(QLabel(self.tr("<b>Wounds</b>")))
        self.parts = QListWidget()
        self.parts.setMaximumHeight(110)
        lay.addWidget(self.parts)

        lay.addWidget(QLabel(self.tr("<b>Conditions</b>")))
        self.conditions = QListWidget()
        self.conditions.setMaximumHeight(100)
        lay.addWidget(self.conditions)
        row = QHBoxLayout()
        self.add_cond = QPushButton(self.tr("Add condition…"))
        self.rounds = SpinBox()
        self.rounds.setRange(0, 999)
        self.rounds.setSpecialValueText(self.tr("no countdown"))
        self._round_suffix()
        self.rounds.valueChanged.connect(self._round_suffix)
        self.rounds.setToolTip(self.tr("Rounds until the condition ends by itself"))
        self.remove_cond = QPushButton(self.tr("Remove"))
        # two lines: the three side by side made the pane wider than a 1366×768 screen gives
        # it, and the splitter moved when the first combatant arrived
        row.addWidget(self.add_cond, 1)
        lay.addLayout(row)
        row = QHBoxLayout()
        row.addWidget(self.rounds, 1)
        row.addWidget(self.remove_cond)
        lay.addLayout(row)

        #: the kit's own sections (the GURPS campaign conditions), rebuilt with the kit
        self.sections: list[QWidget] = []
        self._sections_at = lay.count()
        self._make_sections()

        self.visibility = VisibilityPanel(self.doc)
        lay.addWidget(self.visibility)

        buttons = QHBoxLayout()
        self.hit_button = QPushButton(self.tr("H&it…"))
        self.edit_button = QPushButton(self.tr("E&dit…"))
        buttons.addWidget(self.hit_button)
        buttons.addWidget(self.edit_button)
        lay.addLayout(buttons)
        lay.addLayout(self._quick_change_row())

        self.hit_button.clicked.connect(lambda: self.cid and self.hitRequested.emit(self.cid, ""))
        self.edit_button.clicked.connect(lambda: self.cid and self.editRequested.emit(self.cid))
        self.add_cond.clicked.connect(self._add_condition)
        self.remove_cond.clicked.connect(self._remove_condition)
        self._set_hint()
        self.visibility.show_combatant(self.cid)
        for section in self.sections:
            section.show_combatant(self.cid)

    def _quick_change_row(self) -> QHBoxLayout:
        """The quick damage/heal entry (issue 43): "-5" or "5" hurts, "+3" or "h3" heals the
        primary track, Enter applies it as one undo step."""
        row = QHBoxLayout()
        self.quick_change = QLineEdit()
        self.quick_change.setPlaceholderText(self.tr("-5 / +3"))
        self.quick_change.setToolTip(self.tr(
            "Damage (-5 or 5) or healing (+3 or h3) to HP, as Edit stats or the ruleset's "
            "plain damage would apply it; Enter applies it"))
        label = QLabel(self.tr("Dama&ge/heal:"))
        label.setBuddy(self.quick_change)
        row.addWidget(label)
        row.addWidget(self.quick_change, 1)
        self.quick_change.returnPressed.connect(self._apply_quick_change)
        return row

    def _apply_quick_change(self) -> None:
        text = self.quick_change.text()
        if self.cid is None or not text.strip():
            return
        done = self.doc.undo_stack.index()
        self.doc.run(lambda: QCoreApplication.translate("DetailPanel", "Damage/heal"),
                     typed_change, self.cid, text)
        if self.doc.undo_stack.index() > done:  # refused: the text stays to be corrected
            self.quick_change.clear()

    def _make_figure(self):
        fig = self.kit.figure()
        # tall enough that its smallest parts (an eye) are 12 px targets (issue 43: 10.7 px
        # at 280 px; 12 × 280 / 10.7 ≈ 314)
        fig.setMinimumSize(220, LARGE_FIGURE_HEIGHT)
        fig.locationClicked.connect(
            lambda loc: self.cid and self.hitRequested.emit(self.cid, loc))
        return fig

    def _make_sections(self) -> None:
        for i, section in enumerate(self.kit.detail_sections(self.doc)):
            self._lay.insertWidget(self._sections_at + i, section)
            self.sections.append(section)

    def _follow_kit(self) -> None:
        """A new encounter of another ruleset: its figure and sections replace the old."""
        kit = kit_for(self.doc.encounter)
        if kit is self.kit:
            return
        self.kit = kit
        if not self._built:  # the body will be made with this kit's figure and sections
            return
        old, self.silhouette = self.silhouette, self._make_figure()
        self._lay.replaceWidget(old, self.silhouette)
        old.hide()
        old.deleteLater()
        for section in self.sections:
            self._lay.removeWidget(section)
            section.hide()
            section.deleteLater()
        self.sections = []
        self._make_sections()
        for section in self.sections:
            section.show_combatant(self.cid)
        self._set_hint()

    def _set_hint(self) -> None:
        """What clicking the figure does, as the ruleset's kit says (GURPS: a hit there)."""
        self.hint.setText(self.kit.tips().get("figure")
                          or self.tr("Click a body part to enter a hit there."))

    def _round_suffix(self, *_args) -> None:
        """" round" or " rounds" after the number (Qt's plural forms)."""
        self.rounds.setSuffix(self.tr(" round(s)", None, max(self.rounds.value(), 1)))

    def show_combatant(self, cid: str | None) -> None:
        self.cid = cid if cid in self.doc.encounter.combatants else None
        if self._built:
            self.visibility.show_combatant(self.cid)
            for section in self.sections:
                section.show_combatant(self.cid)
        self.refresh()

    def _on_changed(self, change: Change) -> None:
        if change.ids is None:
            self._follow_kit()
        if self.cid not in self.doc.encounter.combatants:
            self.cid = None
            self.refresh()
        elif change.ids is None or self.cid in change.ids or change.structure:
            self.refresh()

    def refresh(self) -> None:
        enabled = self.cid is not None
        if not enabled and not self._built:
            self.body.setVisible(False)
            self.title.setText(self.tr("<i>No combatant selected</i>"))
            return
        for w in (self.hit_button, self.edit_button, self.add_cond, self.remove_cond,
                  self.rounds, self.quick_change):
            w.setEnabled(enabled)
        self.parts.clear()
        self.conditions.clear()
        self.body.setVisible(enabled)
        if self.cid is None:
            self.title.setText(self.tr("<i>No combatant selected</i>"))
            self.stats.clear()
            self.kit.show_on_figure(self.silhouette, None, self.doc.encounter)
            return
        enc = self.doc.encounter
        c = enc.combatants[self.cid]
        kit = self.kit
        self.title.setText(f"<h3>{esc(c.name)} <small>({esc(side_name(c.side))} · "
                           f"{esc(kit.detail_title(c))})</small></h3>")
        kit.show_on_figure(self.silhouette, c, enc)
        self.stats.setText(keep_items(kit.detail_stats(c)))
        for line in kit.wound_lines(c, enc):
            self.parts.addItem(line)
        for name, value in self.doc.encounter.ruleset.statuses(c):
            item = QListWidgetItem(condition_label(name, value, self.kit))
            cond = c.conditions.get(name)
            if cond is not None and cond.rounds is not None:
                item.setText(item.text() + " "
                             + self.tr("(%n round(s) left)", None, cond.rounds))
            item.setData(Qt.ItemDataRole.UserRole, name if cond is not None else None)
            self.conditions.addItem(item)

    def _add_condition(self) -> None:
        if self.cid is None:
            return
        # the built-in ones the rules act on, or any condition of the GM's own
        offered = [condition_name(c, self.kit) for c in self.kit.settable_conditions()]
        text, ok = QInputDialog.getItem(
            self, self.tr("Add condition"),
            self.tr("Condition (e.g. grappled, blinded, on fire):"), offered, 0, True)
        if ok and text.strip():
            rounds = self.rounds.value() or None
            self.doc.run(lambda: QCoreApplication.translate("DetailPanel", "Add condition"),
                         ops.set_condition, self.cid,
                         condition_id(text, self.kit.settable_conditions(), self.kit), True, rounds)

    def _remove_condition(self) -> None:
        item = self.conditions.currentItem()
        if self.cid is None or item is None:
            return
        name = item.data(Qt.ItemDataRole.UserRole)
        if name:
            self.doc.run(lambda: QCoreApplication.translate("DetailPanel", "Remove condition"),
                         ops.set_condition, self.cid, name, False)
