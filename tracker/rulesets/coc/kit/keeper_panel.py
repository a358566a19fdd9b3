"""The keeper's dock: the selected combatant's round (dodges used and the next dodge value,
parry, shots, acted, death clock) and the CoC actions on it — attack from it, first aid,
getting up (itself or helped), closing in and breaking away, rapid fire, a secret roll and
damage entered directly. Each action is one undoable command."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tracker.model.encounter import Change
from tracker.rulesets.coc.rules import state as coc_state
from tracker.rulesets.coc.rules.actions.guns import (
    close_in,
    declare_rapid_fire,
    gun_in_hand,
    reload,
)
from tracker.rulesets.coc.rules.actions.recover import get_up, pick_up
from tracker.rulesets.coc.rules.actions.turn import can_act as coc_can_act
from tracker.rulesets.coc.rules.weapons import ready_gun
from tracker.ui.document import EncounterDocument
from tracker.ui.user_text import choose_item, esc, plain

from .page_words import page_word
from .round_lines import clock_lines, round_text


class KeeperPanel(QWidget):
    """Follows the GM window's selection (``selectionChanged``)."""

    def __init__(self, doc: EncounterDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("keeperPanel")
        self.doc = doc
        self.cid: str | None = None
        self._hooked = False
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.title.setWordWrap(True)
        self.status = plain(QLabel())
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.buttons: dict[str, QPushButton] = {}
        grid = QGridLayout()
        specs = (
            ("attack", self.tr("Attack &from here…"), self.attack),
            ("aid", self.tr("First &aid…"), self.first_aid),
            ("get_up", self.tr("&Get up"), self.get_up),
            ("help_up", self.tr("&Help up…"), self.help_up),
            ("close_in", self.tr("&Close in…"), self.close_in),
            ("break_away", self.tr("&Break away…"), self.break_away),
            ("pick_up", self.tr("Pic&k up the weapon"), self.pick_up),
            ("rapid", self.tr("&Rapid fire"), self.rapid_fire),
            ("secret", self.tr("&Secret roll…"), self.secret),
            ("san", self.tr("SA&N check…"), self.san_check),
            ("reload", self.tr("Re&load"), self.reload),
            ("damage", self.tr("&Damage…"), self.damage),
        )
        tips = {
            "attack": self.tr("An attack by this combatant (click a figure to attack it)"),
            "aid": self.tr("First aid or Medicine on one of its wounds (C9)"),
            "get_up": self.tr("It spends its turn getting up (C3)"),
            "help_up": self.tr("Someone spends their turn helping it up (C3)"),
            "close_in": self.tr("Spend the turn closing in on a target: point-blank from the "
                                "next round, no parrying (C12)"),
            "break_away": self.tr("Spend the turn on a DEX contest against the shooter who "
                                  "closed in (C12)"),
            "pick_up": self.tr("It spends its turn picking up the weapon it dropped (C3)"),
            "rapid": self.tr("All of this round's shots at DEX, +5% each after the first "
                             "(R8)"),
            "secret": self.tr("A roll for the keeper's eyes only (C13)"),
            "san": self.tr("A SAN check: loss like 0/1d6, the idea roll, insanity"),
            "reload": self.tr("It spends its action reloading its gun"),
            "damage": self.tr("Damage from a fall, fire or additional damage, entered "
                              "directly"),
        }
        for i, (key, text, slot) in enumerate(specs):
            b = QPushButton(text)
            b.setObjectName(f"keeper_{key}")
            b.setToolTip(tips[key])
            b.clicked.connect(slot)
            grid.addWidget(b, i // 2, i % 2)
            self.buttons[key] = b
        lay = QVBoxLayout(self)
        lay.addWidget(self.title)
        lay.addWidget(self.status)
        lay.addLayout(grid)
        lay.addStretch(1)
        doc.changed.connect(self._on_changed)
        self.refresh()

    # -- following the GM window ----------------------------------------------------------------
    def showEvent(self, event) -> None:  # noqa: N802
        self._hook()
        super().showEvent(event)

    def _hook(self) -> None:
        win = self.window()
        if not self._hooked and hasattr(win, "selectionChanged"):
            win.selectionChanged.connect(self.show_combatant)
            self._hooked = True
            self.show_combatant(getattr(win, "selected", None))

    def show_combatant(self, cid: str | None) -> None:
        self.cid = cid
        self.refresh()

    def _on_changed(self, change: Change) -> None:
        # its combatant's round and clocks change only with actions that name it, a turn
        # or a round (which touch it), a new round (item 7: last round's dodges go), or a
        # new encounter
        enc = self.doc.encounter
        shown = getattr(self, "_shown_round", None)
        if change.ids is None or change.structure or self.cid in change.ids \
                or self.combatant() is None or shown != (enc.round, enc.in_combat):
            self.refresh()

    def combatant(self):
        return self.doc.encounter.combatants.get(self.cid) if self.cid else None

    def refresh(self) -> None:
        c = self.combatant()
        enc = self.doc.encounter
        self._shown_round = (enc.round, enc.in_combat)
        for b in self.buttons.values():
            b.setEnabled(c is not None and enc.ruleset_id == "coc")
        if c is None or enc.ruleset_id != "coc":
            self.title.setText(self.tr("<i>No combatant selected</i>"))
            self.status.clear()
            return
        self.title.setText(f"<b>{esc(c.name)}</b>")
        lines = []
        if enc.in_combat:
            rnd = round_text(c, enc)
            lines.append(self.tr("Round {0}: {1}").format(
                enc.round, rnd or self.tr("nothing yet")))
        lines += clock_lines(c, enc)
        self.status.setText("\n".join(lines))
        able = coc_can_act(c) is None
        prone = c.has("prone")
        # covering spent the turn (C6): no attack of one's own this round
        self.buttons["attack"].setEnabled(able and not prone
                                          and not coc_state.has_covered(enc, c.id))
        self.buttons["get_up"].setEnabled(able and prone)
        self.buttons["help_up"].setEnabled(prone and not c.has("dead"))
        self.buttons["close_in"].setEnabled(able and gun_in_hand(c))
        closed = any(e.get("target") == c.id for e in enc.state.get("closed_in", {}).values())
        self.buttons["break_away"].setEnabled(able and closed)
        self.buttons["pick_up"].setEnabled(able and not prone and c.has("weapon_dropped"))
        self.buttons["rapid"].setEnabled(
            able and enc.in_combat and ready_gun(c) is not None
            and c.id not in coc_state.peek_round(enc)["rapid"]
            and not coc_state.shots(enc, c.id))
        self.buttons["aid"].setEnabled(not c.has("dead") and any(
            w.source == "normal" and not w.treated for w in c.sheet.wounds))
        self.buttons["damage"].setEnabled(not c.has("dead"))
        self.buttons["san"].setEnabled(not c.has("dead") and c.sheet.max_san > 0)
        self.buttons["reload"].setEnabled(able and bool(self._guns(c)))

    # -- actions --------------------------------------------------------------------------------
    def _open(self, dlg) -> None:
        win = self.window()
        if hasattr(win, "open_dialog"):
            win.open_dialog(dlg)
        else:
            dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            dlg.open()

    def _pick(self, title: str, label: str, people: list[Any]) -> str | None:
        if not people:
            return None
        names = [p.name for p in people]
        text, ok = choose_item(self, title, label, names)
        return people[names.index(text)].id if ok and text in names else None

    def _others(self, *, can_act: bool = True) -> list[Any]:
        return [o for o in self.doc.encounter.ordered()
                if o.id != self.cid and (not can_act or coc_can_act(o) is None)]

    def attack(self) -> None:
        c = self.combatant()
        if c is None:
            return
        from .attack_dialog import AttackDialog

        foes = [o for o in self._others(can_act=False) if not o.has("dead")]
        target = next((o.id for o in foes if (o.side == "pc") != (c.side == "pc")),
                      foes[0].id if foes else None)
        if target is not None:
            self._open(AttackDialog(self.doc, target=target, attacker=c.id,
                                    parent=self.window()))

    def first_aid(self) -> None:
        from .small_dialogs import AidDialog

        if self.cid:
            self._open(AidDialog(self.doc, self.cid, self.window()))

    def secret(self) -> None:
        from .small_dialogs import SecretDialog

        if self.cid:
            self._open(SecretDialog(self.doc, self.cid, self.window()))

    def san_check(self) -> None:
        from .san_dialog import SanDialog

        if self.cid:
            self._open(SanDialog(self.doc, self.cid, self.window()))

    @staticmethod
    def _guns(c) -> list[str]:
        """Keys of the guns whose rounds are counted and not full."""
        return [f"w{i}" for i, w in enumerate(c.sheet.weapons)
                if w.capacity is not None and w.rounds != w.capacity]

    def reload(self) -> None:
        c = self.combatant()
        guns = self._guns(c) if c is not None else []
        if not guns:
            return
        key = guns[0]
        if len(guns) > 1:
            names = [c.sheet.weapons[int(k[1:])].name or k for k in guns]
            text, ok = choose_item(self, self.tr("Reload"), self.tr("Which gun?"), names)
            if not ok or text not in names:
                return
            key = guns[names.index(text)]
        name = c.name
        self.doc.run(lambda: QCoreApplication.translate("KeeperPanel", "{0} reloads")
                     .format(name), reload, c.id, key)

    def damage(self) -> None:
        from .small_dialogs import DamageDialog

        if self.cid:
            self._open(DamageDialog(self.doc, self.cid, self.window()))

    def get_up(self) -> None:
        c = self.combatant()
        if c is not None:
            name = c.name
            self.doc.run(lambda: QCoreApplication.translate("KeeperPanel", "{0} gets up")
                         .format(name), get_up, c.id)

    def help_up(self) -> None:
        c = self.combatant()
        if c is None:
            return
        helper = self._pick(self.tr("Help up"), self.tr("Who spends the turn helping {0} "
                                                        "up?").format(c.name), self._others())
        if helper:
            name = c.name
            self.doc.run(lambda: QCoreApplication.translate("KeeperPanel", "{0} gets up")
                         .format(name), get_up, c.id, helper)

    def close_in(self) -> None:
        c = self.combatant()
        if c is None:
            return
        target = self._pick(page_word("seat", "close_in"), self.tr("Whom does {0} close in on?")
                            .format(c.name), self._others(can_act=False))
        if target:
            name = c.name
            self.doc.run(lambda: QCoreApplication.translate("KeeperPanel", "{0} closes in")
                         .format(name), close_in, c.id, target)

    def break_away(self) -> None:
        from .small_dialogs import BreakAwayDialog

        if self.cid:
            self._open(BreakAwayDialog(self.doc, self.cid, self.window()))

    def pick_up(self) -> None:
        c = self.combatant()
        if c is not None:
            name = c.name
            self.doc.run(lambda: QCoreApplication.translate("KeeperPanel",
                                                            "{0} picks up the weapon")
                         .format(name), pick_up, c.id)

    def rapid_fire(self) -> None:
        c = self.combatant()
        if c is not None:
            name = c.name
            self.doc.run(lambda: QCoreApplication.translate("KeeperPanel",
                                                            "{0}: rapid fire").format(name),
                         declare_rapid_fire, c.id)
