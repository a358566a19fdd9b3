"""The keeper's smaller CoC dialogs: first aid on one wound (C9, R11), a secret roll (C13),
damage entered directly (a fall, fire, additional damage), and getting up (C3) and closing in
(C12) as a seat declared them. Each OK is one undoable command."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tracker.model import operations as ops
from tracker.model.dice import Dice
from tracker.rulesets.coc.rules.actions.aid import first_aid
from tracker.rulesets.coc.rules.actions.damage import Damage
from tracker.rulesets.coc.rules.actions.guns import break_away, close_in
from tracker.rulesets.coc.rules.actions.recover import get_up
from tracker.rulesets.coc.rules.actions.secret import secret
from tracker.rulesets.coc.rules.actions.turn import can_act
from tracker.rulesets.coc.rules.injury import WOUND_SOURCES
from tracker.rulesets.coc.rules.names import SKILLS
from tracker.ui.document import EncounterDocument
from tracker.ui.forms import labelled_row
from tracker.ui.spinboxes import SpinBox
from tracker.ui.user_text import plain

from .d100 import D100SpinBox
from .texts import coc_name

#: the skills a keeper most often rolls in secret (C13), first in the list
SECRET_FIRST = ("psychology", "listen", "spot_hidden", "sneak", "hide", "conceal")


def _d100_row(dialog: QDialog, dice: Dice, tip: str) -> tuple[D100SpinBox, QHBoxLayout]:
    spin = D100SpinBox()
    spin.setToolTip(tip)
    button = QPushButton(QCoreApplication.translate("CocDialogs", "Roll"))
    button.setAutoDefault(False)
    button.clicked.connect(lambda: spin.setValue(dice.d100()))
    row = QHBoxLayout()
    row.addWidget(spin)
    row.addWidget(button)
    row.addStretch(1)
    return spin, row


class _Base(QDialog):
    def __init__(self, doc: EncounterDocument, cid: str, parent: QWidget | None,
                 dice: Dice | None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.cid = cid
        self.dice = dice if dice is not None else Dice()
        self.message = plain(QLabel())
        self.message.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.apply)
        self.buttons.rejected.connect(self.reject)

    def _run(self, text, op, *args, **kw) -> bool:
        problem = next((sp.problem() for sp in self.findChildren(D100SpinBox) if sp.problem()),
                       "")
        if problem:  # R16: "0" is no roll; nothing is done
            self.message.setText(problem)
            return False
        # the stack's index, not its count: after an Undo a new step replaces the undone
        # one and the count stays the same
        steps = self.doc.undo_stack.index()
        self.doc.run(text, op, *args, **kw)
        if self.doc.undo_stack.index() > steps:
            self.accept()
            return True
        return False

    def apply(self) -> None:  # pragma: no cover - each dialog has its own
        raise NotImplementedError


class AidDialog(_Base):
    """First aid or Medicine on one untreated wound of ``cid`` (fumble and additional-damage
    wounds are listed greyed out: they are not treatable, R11)."""

    def __init__(self, doc: EncounterDocument, cid: str, parent: QWidget | None = None, *,
                 dice: Dice | None = None) -> None:
        super().__init__(doc, cid, parent, dice)
        self.setObjectName("CocAidDialog")
        enc = doc.encounter
        patient = enc.get(cid)
        self.setWindowTitle(self.tr("First aid for {0}").format(patient.name))
        self.healer_combo = QComboBox()
        for c in enc.ordered():
            if can_act(c) is None:
                self.healer_combo.addItem(c.name, c.id)
        # the one whose turn it is, if it is on the patient's side; else a friend who can act
        friends = [c.id for c in enc.ordered() if can_act(c) is None
                   and (c.side == "enemy") == (patient.side == "enemy")]
        cur = enc.current
        pick = cur.id if cur is not None and cur.id in friends else next(
            (f for f in friends if f != cid), friends[0] if friends else None)
        if pick is not None:
            self.healer_combo.setCurrentIndex(max(0, self.healer_combo.findData(pick)))
        self.skill_combo = QComboBox()
        self.wounds = QListWidget()
        self.wounds.setObjectName("woundList")
        for i, w in enumerate(patient.sheet.wounds):
            if w.source != "normal":
                text = self.tr("{0} HP — {1}: not a wound first aid can treat").format(
                    w.amount, coc_name(w.source))
            elif w.treated:
                text = self.tr("{0} HP — treated").format(w.amount)
            else:
                text = self.tr("{0} HP — untreated").format(w.amount)
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, i)
            if w.source != "normal" or w.treated:
                item.setFlags(Qt.ItemFlag.NoItemFlags)  # greyed: cannot be chosen
            self.wounds.addItem(item)
        first = next((i for i in range(self.wounds.count())
                      if self.wounds.item(i).flags() & Qt.ItemFlag.ItemIsEnabled), None)
        if first is not None:
            self.wounds.setCurrentRow(first)
        self.roll_spin, roll_row = _d100_row(self, self.dice,
                                            self.tr("The d100 (— : the app rolls it)"))
        self.heal_spin = SpinBox()
        self.heal_spin.setRange(0, 3)
        self.heal_spin.setSpecialValueText("—")
        self.heal_spin.setToolTip(self.tr("The 1d3 healed (— : the app rolls it)"))
        form = QFormLayout()
        labelled_row(form, self.tr("&Who treats:"), self.healer_combo)
        labelled_row(form, self.tr("&Skill:"), self.skill_combo)
        labelled_row(form, self.tr("d&100:"), roll_row, self.roll_spin)
        labelled_row(form, self.tr("1d&3 healed:"), self.heal_spin)
        lay = QVBoxLayout(self)
        lay.addWidget(QLabel(self.tr("Wounds (one first aid each, C9):")))
        lay.addWidget(self.wounds, 1)
        lay.addLayout(form)
        lay.addWidget(self.message)
        lay.addWidget(self.buttons)
        self.healer_combo.currentIndexChanged.connect(self._fill_skills)
        self.wounds.currentRowChanged.connect(self._check)
        self._fill_skills()
        self.resize(460, 360)

    def _fill_skills(self) -> None:
        healer = self.doc.encounter.combatants.get(self.healer_combo.currentData())
        self.skill_combo.clear()
        if healer is not None:
            for sid in ("first_aid", "medicine"):
                self.skill_combo.addItem(f"{coc_name(sid)} {healer.sheet.skill(sid)}%", sid)
        self._check()

    def _check(self) -> None:
        item = self.wounds.currentItem()
        ok = item is not None and bool(item.flags() & Qt.ItemFlag.ItemIsEnabled) \
            and self.healer_combo.count() > 0
        self.message.setText("" if ok else self.tr("No untreated wound to treat."))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)

    def apply(self) -> None:
        item = self.wounds.currentItem()
        if item is None:
            return
        heal = self.heal_spin.value()
        healer = self.healer_combo.currentData()
        name = self.doc.encounter.get(self.cid).name
        self._run(lambda: QCoreApplication.translate("CocDialogs", "First aid for {0}").format(
            name), first_aid, healer, self.cid, item.data(Qt.ItemDataRole.UserRole),
            skill=self.skill_combo.currentData(), roll=self.roll_spin.roll(),
            faces=(heal,) if heal else None)


class SecretDialog(_Base):
    """A roll the keeper makes in secret for ``cid`` (C13): logged for the keeper only."""

    def __init__(self, doc: EncounterDocument, cid: str, parent: QWidget | None = None, *,
                 dice: Dice | None = None) -> None:
        super().__init__(doc, cid, parent, dice)
        self.setObjectName("CocSecretDialog")
        c = doc.encounter.get(cid)
        self.setWindowTitle(self.tr("Secret roll for {0}").format(c.name))
        self.skill_combo = QComboBox()
        for sid in (*SECRET_FIRST, *(k for k in SKILLS if k not in SECRET_FIRST)):
            self.skill_combo.addItem(coc_name(sid), sid)
        self.value_spin = SpinBox()
        self.value_spin.setRange(0, 999)
        self.value_spin.setSuffix("%")
        self.roll_spin, roll_row = _d100_row(self, self.dice,
                                            self.tr("The d100 (— : the app rolls it)"))
        form = QFormLayout()
        labelled_row(form, self.tr("&Skill:"), self.skill_combo)
        labelled_row(form, self.tr("&Value:"), self.value_spin)
        labelled_row(form, self.tr("d&100:"), roll_row, self.roll_spin)
        hint = QLabel(self.tr("The players never see this roll: it is logged for the keeper "
                              "only (C13)."))
        hint.setWordWrap(True)
        hint.setEnabled(False)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(hint)
        lay.addWidget(self.message)
        lay.addWidget(self.buttons)
        self.skill_combo.currentIndexChanged.connect(self._fill_value)
        self._fill_value()

    def _fill_value(self) -> None:
        c = self.doc.encounter.combatants.get(self.cid)
        sid = self.skill_combo.currentData()
        if c is not None and sid:
            self.value_spin.setValue(c.sheet.skill(sid))

    def apply(self) -> None:
        self._run(lambda: QCoreApplication.translate("CocDialogs", "Secret roll"), secret,
                  self.cid, self.skill_combo.currentData(), self.value_spin.value(),
                  self.roll_spin.roll())


class DamageDialog(_Base):
    """Damage the keeper enters directly (armor already off): a fall, fire, or the extra
    damage of a technique; from a fumble or as additional damage it is no treatable wound."""

    def __init__(self, doc: EncounterDocument, cid: str, parent: QWidget | None = None, *,
                 dice: Dice | None = None) -> None:
        super().__init__(doc, cid, parent, dice)
        self.setObjectName("CocDamageDialog")
        c = doc.encounter.get(cid)
        self.setWindowTitle(self.tr("Damage to {0}").format(c.name))
        self.amount_spin = SpinBox()
        self.amount_spin.setRange(0, 9999)
        self.source_combo = QComboBox()
        labels = {"normal": self.tr("a wound (first aid may treat it)"),
                  "fumble": self.tr("from a fumble (not treatable)"),
                  "extra": self.tr("additional damage (not treatable)")}
        for src in WOUND_SOURCES:
            self.source_combo.addItem(labels[src], src)
        form = QFormLayout()
        labelled_row(form, self.tr("&Damage:"), self.amount_spin)
        labelled_row(form, self.tr("&Kind:"), self.source_combo)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(self.message)
        lay.addWidget(self.buttons)

    def apply(self) -> None:
        name = self.doc.encounter.get(self.cid).name
        self._run(lambda: QCoreApplication.translate("CocDialogs", "Damage to {0}").format(name),
                  ops.apply_hit, self.cid, Damage(self.amount_spin.value(),
                                                  self.source_combo.currentData()))


class BreakAwayDialog(_Base):
    """C12: ``cid`` spends the turn on a DEX contest against the shooter who closed in; the
    d100 typed or rolled (R16)."""

    def __init__(self, doc: EncounterDocument, cid: str, parent: QWidget | None = None, *,
                 dice: Dice | None = None) -> None:
        super().__init__(doc, cid, parent, dice)
        self.setObjectName("CocBreakAwayDialog")
        enc = doc.encounter
        c = enc.get(cid)
        self.setWindowTitle(self.tr("{0} breaks away").format(c.name))
        shooter = next((enc.combatants[s] for s, e in enc.state.get("closed_in", {}).items()
                        if e.get("target") == cid and s in enc.combatants), None)
        self.roll_spin, roll_row = _d100_row(self, self.dice,
                                             self.tr("The DEX contest's d100 (— : the app "
                                                     "rolls it)"))
        form = QFormLayout()
        if shooter is not None:
            from tracker.rulesets.coc.rules.checks import resistance_target

            target = resistance_target(c.sheet.stat("dex"), shooter.sheet.stat("dex"))
            form.addRow(QLabel(self.tr("DEX {0} against {1}'s DEX {2}: {3}%").format(
                c.sheet.stat("dex"), shooter.name, shooter.sheet.stat("dex"),
                max(0, min(100, target)))))
        labelled_row(form, self.tr("d&100:"), roll_row, self.roll_spin)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(self.message)
        lay.addWidget(self.buttons)
        self.setMinimumWidth(340)

    def apply(self) -> None:
        name = self.doc.encounter.get(self.cid).name
        self._run(lambda: QCoreApplication.translate("KeeperPanel", "{0} breaks away")
                  .format(name), break_away, self.cid, self.roll_spin.roll())


class GetUpDialog(_Base):
    """C3: ``cid`` gets up, spending the turn, or another who can act spends theirs
    helping it up (the Keeper dock's Get up and Help up in one entry)."""

    def __init__(self, doc: EncounterDocument, cid: str, parent: QWidget | None = None, *,
                 dice: Dice | None = None) -> None:
        super().__init__(doc, cid, parent, dice)
        self.setObjectName("CocGetUpDialog")
        enc = doc.encounter
        c = enc.get(cid)
        self.setWindowTitle(self.tr("{0} gets up").format(c.name))
        self.helper_combo = QComboBox()
        self.helper_combo.addItem(self.tr("(nobody: spends its own turn)"), None)
        for o in enc.ordered():
            if o.id != cid and can_act(o) is None:
                self.helper_combo.addItem(o.name, o.id)
        form = QFormLayout()
        labelled_row(form, self.tr("&Helped up by:"), self.helper_combo)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(self.message)
        lay.addWidget(self.buttons)
        self.setMinimumWidth(340)

    def apply(self) -> None:
        name = self.doc.encounter.get(self.cid).name
        self._run(lambda: QCoreApplication.translate("KeeperPanel", "{0} gets up")
                  .format(name), get_up, self.cid, self.helper_combo.currentData())


class CloseInDialog(_Base):
    """C12: ``cid`` spends the turn closing in on a target (point-blank from the next
    round)."""

    def __init__(self, doc: EncounterDocument, cid: str, parent: QWidget | None = None, *,
                 dice: Dice | None = None) -> None:
        super().__init__(doc, cid, parent, dice)
        self.setObjectName("CocCloseInDialog")
        enc = doc.encounter
        c = enc.get(cid)
        self.setWindowTitle(self.tr("{0} closes in").format(c.name))
        self.target_combo = QComboBox()
        for o in enc.ordered():
            if o.id != cid:
                self.target_combo.addItem(o.name, o.id)
        form = QFormLayout()
        labelled_row(form, self.tr("&On:"), self.target_combo)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(self.message)
        lay.addWidget(self.buttons)
        self.setMinimumWidth(340)

    def apply(self) -> None:
        name = self.doc.encounter.get(self.cid).name
        self._run(lambda: QCoreApplication.translate("KeeperPanel", "{0} closes in")
                  .format(name), close_in, self.cid, self.target_combo.currentData())
