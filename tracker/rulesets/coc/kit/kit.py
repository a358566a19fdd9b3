"""The Call of Cthulhu kit (see :mod:`tracker.ui.kit`): the figure, the numbers and words of
the roster, cards and detail panel, the keeper's dock, and the sheet editor, attack dialog and
end of combat."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt

from tracker.model.bars import bar_level
from tracker.model.errors import TrackerError
from tracker.model.tracks import current
from tracker.rulesets.coc.rules.injury import DEAD, DYING, UNCONSCIOUS
from tracker.rulesets.coc.rules.sheet import CHARACTERISTICS, MYTHOS
from tracker.ui.actions import SELECTED, WINDOW, ActionSpec
from tracker.ui.bar_delegate import bar_colour
from tracker.ui.kit import BaseKit, Column, Dock, Importer
from tracker.ui.typography import unbroken

from . import round_lines, texts
from .figure import FigureState

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from tracker.model.combatant import Combatant
    from tracker.model.encounter import Encounter
    from tracker.ui.document import EncounterDocument


def _keeper_panel(doc: EncounterDocument) -> QWidget:
    from .keeper_panel import KeeperPanel

    return KeeperPanel(doc)


class CocKit(BaseKit):
    ruleset_id = "coc"

    # -- characters from the online table (CCFolia pieces) ---------------------------------
    @staticmethod
    def importers() -> list[Importer]:
        from .ccfolia_dialog import open_piece_files, paste_piece

        return [Importer((".json", ".jsonl"), lambda: QCoreApplication.translate(
            "CocKit", "CCFolia pieces"), open_piece_files, paste_piece)]

    bench = "tracker.rulesets.coc.kit.bench"
    #: the attack dialog enters the hit: no Enter hit beside the attack roll
    hit_entry = False
    context_menu = (ActionSpec("ccfolia_copy", QT_TRANSLATE_NOOP("CocKit", "Copy as CCFolia piece"),
                               "copy_piece", args=(WINDOW, SELECTED), context="CocKit"),)

    @staticmethod
    def copy_piece(window: Any, cid: str) -> None:
        from .ccfolia_dialog import copy_piece

        copy_piece(window, cid)

    # -- numbers and words ------------------------------------------------------------------
    @staticmethod
    def card_numbers(c: Combatant) -> str:
        s = c.sheet
        col = bar_colour(current(s, "hp"), s.max_hp).name()
        if c.side != "pc":  # a foe's SAN means nothing at the table
            return QCoreApplication.translate("CocKit", "HP <b style='color:{0}'>{1}</b>/{2}").format(
                col, s.hp, s.max_hp)
        return QCoreApplication.translate("CocKit", "HP <b style='color:{0}'>{1}</b>/{2} · SAN {3}").format(
            col, s.hp, s.max_hp, s.san)

    @staticmethod
    def detail_title(c: Combatant) -> str:
        if c.sheet.kind == MYTHOS:
            return QCoreApplication.translate("CocKit", "Mythos creature")
        return QCoreApplication.translate("CocKit", "Investigator") if c.side == "pc" else QCoreApplication.translate("CocKit", "Human")

    @staticmethod
    def detail_stats(c: Combatant) -> str:
        s = c.sheet
        chars = " ".join(unbroken(f"{k.upper()} {s.stats.get(k) if s.stats.get(k) is not None else '—'}")
                         for k in CHARACTERISTICS)
        armor = str(s.armor) if s.armor else "0"
        # a creature without SAN: "—", as in the roster (not "SAN 0/0")
        san = f"{s.san}/{s.max_san}" if s.max_san > 0 else "—"
        return QCoreApplication.translate("CocKit", "{0}<br>HP {1}/{2} · MP {3}/{4} · SAN {5}<br>Damage bonus {6} · "
                   "Armor {7} · Dodge {8}").format(
            chars, s.hp, s.max_hp, s.mp, s.max_mp, san, s.db, armor, s.skill("dodge"))

    @staticmethod
    def wound_lines(c: Combatant, enc: Encounter) -> list[str]:
        out = round_lines.clock_lines(c, enc)
        for w in c.sheet.wounds:
            if w.source != "normal":
                out.append(QCoreApplication.translate("CocKit", "{0} HP ({1}: no first aid)").format(
                    w.amount, texts.coc_name(w.source)))
            elif w.treated:
                out.append(QCoreApplication.translate("CocKit", "{0} HP (treated)").format(w.amount))
            else:
                out.append(QCoreApplication.translate("CocKit", "{0} HP").format(w.amount))
        return out

    @staticmethod
    def parts_text(c: Combatant) -> str:
        """CoC has no hit locations: nothing to tell (the players' figure says it all)."""
        return ""

    slot_label = staticmethod(round_lines.slot_label)

    @staticmethod
    def slot_tag(slot: str) -> str:
        # the roster's slot rows begin with it: a narrow Name column cuts the name, not this
        return {"start": QCoreApplication.translate("CocKit", "start"),
                "half": QCoreApplication.translate("CocKit", "DEX÷2")}.get(slot, slot)

    round_text = staticmethod(round_lines.round_text)

    # -- a seat's requests in the usual entries (contracts/seats.md) ------------------------
    declaration_keys = ("get_up", "close_in", "first_aid")

    def declaration_target(self, body: dict[str, Any]) -> str | None:
        """The target of a close in, the patient of a first aid (as players see them)."""
        for key, name in (("close_in", "target"), ("first_aid", "patient")):
            part = body.get(key)
            if isinstance(part, dict) and isinstance(part.get(name), str):
                return str(part[name])
        return None

    def edit_declaration(self, window: Any, cid: str, body: dict[str, Any],
                         target: str | None) -> Any:
        """Get up, close in or first aid, declared by ``cid``'s seat, in its entry filled
        in (the helper, the target, the healer and the wound)."""
        from .small_dialogs import AidDialog, CloseInDialog, GetUpDialog

        if body.get("get_up"):
            dlg: Any = GetUpDialog(window.doc, cid, window)
        elif isinstance(body.get("close_in"), dict):
            dlg = CloseInDialog(window.doc, cid, window)
            _choose(dlg.target_combo, target)
        elif isinstance(body.get("first_aid"), dict) and target is not None:
            dlg = AidDialog(window.doc, target, window)
            _choose(dlg.healer_combo, cid)
            wound = body["first_aid"].get("wound", 0)
            row = next((i for i in range(dlg.wounds.count())
                        if dlg.wounds.item(i).data(Qt.ItemDataRole.UserRole) == wound), -1)
            if row >= 0 and dlg.wounds.item(row).flags() & Qt.ItemFlag.ItemIsEnabled:
                dlg.wounds.setCurrentRow(row)
        else:
            return None
        window.open_dialog(dlg)
        return dlg

    def edit_defense(self, window: Any, cid: str, attack: dict[str, Any],
                     body: dict[str, Any]) -> Any:
        """A seat's defense in the usual attack dialog on ``cid``: the attack the Keeper
        asked about (attacker, weapon, martial arts, knockout, the d100 already rolled,
        typed damage dice), its defender's answer filled with the player's choice."""
        from tracker.rulesets.coc.rules.actions.arms import weapons_of

        from .attack_dialog import AttackDialog
        from .seat_defense import fill

        enc = window.doc.encounter
        att = next((c for c in enc.combatants.values() if c.name == attack.get("attacker")),
                   None)
        if att is None:
            return None
        dlg = AttackDialog(window.doc, cid, att.id, window)
        window.open_dialog(dlg)
        given = attack.get("weapon")
        _choose(dlg.weapon_combo, next((k for k, w in weapons_of(att)
                                        if given in (w.name, w.skill, k)), None))
        combine = attack.get("combine")
        if isinstance(combine, dict):
            _choose(dlg.combine_combo, combine.get("skill"))
        dlg.knockout_check.setChecked(attack.get("knockout") is True)
        roll = attack.get("roll")
        if type(roll) is int:  # the d100 made when the Keeper asked (declarations first)
            dlg.roll_spin.setValue(roll)
        dice = attack.get("dice")
        if isinstance(dice, dict):
            dlg.damage_edit.setText(_damage_text(dlg, dice))
        fill(dlg, body)
        return dlg

    def columns(self) -> list[Column]:
        return [
            Column("dex", lambda: QCoreApplication.translate("CocKit", "DEX"), lambda c: str(c.sheet.stat("dex")), 36),
            Column("clock", lambda: QCoreApplication.translate("CocKit", "Death clock"),
                   round_lines.clock_cell, 84, with_encounter=True, with_position=True,
                   tip=lambda c, enc, pos: "\n".join(round_lines.clock_lines(c, enc, pos))),
            Column("round", lambda: QCoreApplication.translate("CocKit", "This round"), self.round_text, 72,
                   with_encounter=True),
        ]

    @staticmethod
    def docks() -> list[Dock]:
        return [Dock("keeper", lambda: QCoreApplication.translate("CocKit", "Keeper"), _keeper_panel,
                     Qt.DockWidgetArea.RightDockWidgetArea, None)]

    @staticmethod
    def roll_spin(dice: str, parent: QWidget) -> QWidget:
        """The Checks dock's field for a roll: a d100 reads "00" as 100 (R16)."""
        from tracker.ui.spinboxes import SpinBox

        from .d100 import D100SpinBox

        return D100SpinBox(parent, empty_rolls=False) if dice == "1d100" else SpinBox(parent)

    @staticmethod
    def settable_conditions() -> tuple[str, ...]:
        return ("prone", "weapon_dropped", UNCONSCIOUS, DEAD)

    @staticmethod
    def tips() -> dict[str, str]:
        return {"start": QCoreApplication.translate("CocKit", "Sort by DEX (handgun shots at round start and DEX÷2) and start "
                             "at round 1"),
                "end": QCoreApplication.translate("CocKit", "Stop the fight: a dying investigator's death waits for the "
                           "keeper"),
                "figure": QCoreApplication.translate("CocKit", "Click a figure (or press Enter on the selected row) to attack "
                              "that combatant.")}

    # -- words (tracker/rulesets/coc/kit/texts.py) ----------------------------------------------------
    @staticmethod
    def log_args(key: str, args: dict[str, Any], c: Combatant | None = None) -> dict[str, Any]:
        return texts.log_args(key, args)

    @staticmethod
    def explain_name(arg: str, value: Any, c: Combatant | None = None) -> Any:
        return texts.explain_name(arg, value, c)

    @staticmethod
    def error_text(exc: Exception, c: Combatant | None = None) -> str:
        return texts.error_text(exc, c)

    @staticmethod
    def plot_references(c: Combatant | None) -> list[tuple[str, float]]:
        """HP 2 (unconscious at or below, C8) and 0 (dying, C10)."""
        return [(QCoreApplication.translate("CocKit", "HP 2: unconscious"), 2.0), (QCoreApplication.translate("CocKit", "0: dying"), 0.0)]

    # -- the figure -------------------------------------------------------------------------
    @staticmethod
    def figure() -> QWidget:
        from .figure import CocFigure

        return CocFigure()

    @staticmethod
    def figure_state(c: Combatant, public: bool = False) -> FigureState:
        s = c.sheet
        shows_hp = not public or c.visibility.hp == "exact"
        hp = current(s, "hp")
        known = shows_hp and s.max_hp > 0
        return FigureState(kind=s.kind, prone=c.has("prone"),
                           unconscious=c.has(UNCONSCIOUS), dying=c.has(DYING),
                           dead=c.has(DEAD), hp_fraction=max(0, hp) / s.max_hp if known else None,
                           hp_level=bar_level(hp, s.max_hp) if known else None)

    def show_on_figure(self, fig: Any, c: Combatant | None, enc: Encounter,
                       public: bool = False) -> None:
        fig.set_state(None if c is None else self.figure_state(c, public))

    # -- dialogs and flows ------------------------------------------------------------------
    @staticmethod
    def open_hit(window: Any, cid: str, location: str) -> None:
        """Clicking a figure: the attack on that combatant."""
        from tracker.ui.seat_ask import offer_ask

        from .attack_dialog import AttackDialog
        from .seat_defense import fill

        dlg = AttackDialog(window.doc, target=cid, parent=window)
        # a defender with a seat may answer on its phone (contracts/seats.md)
        offer_ask(dlg, cid, window.doc.encounter.current and window.doc.encounter.current.id,
                  lambda body: fill(dlg, body), first=dlg.attack_first)
        window.open_dialog(dlg)

    @classmethod
    def open_attack(cls, window: Any, cid: str) -> None:
        cls.open_hit(window, cid, "")

    @staticmethod
    def open_add(window: Any) -> None:
        from .sheet_dialog import SheetDialog

        dlg = SheetDialog(window.doc, None, window)
        dlg.accepted.connect(lambda: dlg.result_id and window.select(dlg.result_id))
        window.open_dialog(dlg)

    @staticmethod
    def open_edit(window: Any, cid: str) -> None:
        from .sheet_dialog import SheetDialog

        window.open_dialog(SheetDialog(window.doc, cid, window))

    @staticmethod
    def end_combat(window: Any) -> None:
        from tracker.model import operations as ops

        window.doc.run(lambda: QCoreApplication.translate("CocKit", "End combat"),
                       ops.end_combat)

    @staticmethod
    def party_state_text() -> str:
        return QCoreApplication.translate("CocKit", "HP, MP and SAN, wounds and their first "
                                          "aid, lasting conditions, and the SAN lost within "
                                          "the last game hour")

    @staticmethod
    def legal_notice() -> str:
        return QCoreApplication.translate("CocKit", "Call of Cthulhu is a trademark of Chaosium Inc. This is an unofficial, free fan tool, not endorsed by Chaosium; it reproduces none of the rulebook's text.")  # noqa: E501

    def web_figures(self) -> dict[str, str]:
        """The figures (human, Mythos creature) as SVG paths in their 100 × 200 box."""
        from tracker.ui.web_assets import svg_path

        from .figure import body_path

        return {kind: svg_path(body_path(kind)) for kind in ("human", "mythos")}


KIT = CocKit()


def _damage_text(dlg: Any, dice: dict[str, Any]) -> str:
    """The damage dice the GM typed with the attack, as the attack dialog's damage field
    reads them: every face in order, or their total where one number is a total (a
    single die)."""
    w, db = list(dice.get("w", ())), list(dice.get("db", ()))
    formula = dlg.outcome.attack.damage_dice if dlg.outcome is not None else None
    if formula is None or len(w) + len(db) > 1:
        return " ".join(str(f) for f in (*w, *db))
    try:
        return str(formula.weapon.total(w) + formula.db.total(db))
    except (TrackerError, TypeError, ValueError):
        return " ".join(str(f) for f in (*w, *db))


def _choose(combo: Any, data: Any) -> None:
    """Choose the item of ``combo`` whose data is ``data`` (nothing when there is none)."""
    if combo is not None and data is not None and combo.findData(data) >= 0:
        combo.setCurrentIndex(combo.findData(data))
