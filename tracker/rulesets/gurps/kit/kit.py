"""The GURPS kit: silhouettes, the hit dialog, the stats dialog, G7 at the end of combat and
the recovery timers dock (see :mod:`tracker.ui.kit`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt

from tracker.model.tracks import current
from tracker.rulesets.gurps.rules.ruleset import GURPS
from tracker.ui import i18n
from tracker.ui.actions import SELECTED, WINDOW, ActionSpec
from tracker.ui.bar_delegate import bar_colour
from tracker.ui.kit import BaseKit, Column, Dock, Importer, WindowPart
from tracker.ui.typography import list_sep, paren, unbroken
from tracker.ui.user_text import esc

from . import texts
from .texts import SETTABLE_CONDITIONS, status_name, timer_kind_name

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from tracker.model.combatant import Combatant
    from tracker.model.encounter import Encounter
    from tracker.ui.document import EncounterDocument


#: the sheet's active defenses as the detail panel names them (context "GurpsKit")
_DEFENSE_NAMES = (QT_TRANSLATE_NOOP("GurpsKit", "Dodge {0}"),
                  QT_TRANSLATE_NOOP("GurpsKit", "Parry {0}"),
                  QT_TRANSLATE_NOOP("GurpsKit", "Block {0}"))


def _recovery_view(doc: EncounterDocument) -> QWidget:
    from .recovery_view import RecoveryView

    return RecoveryView(doc)


def _world_panel(doc: EncounterDocument) -> QWidget:
    from .world_panel import WorldPanel

    return WorldPanel(doc)


def _open_infection_roll(parent: QWidget, doc: EncounterDocument, check_id: int) -> None:
    from .campaign_dialogs import InfectionRollDialog

    dlg = InfectionRollDialog(doc, check_id, parent.window())
    dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dlg.open()


class GurpsKit(BaseKit):
    ruleset_id = "gurps"

    # -- numbers and words ------------------------------------------------------------------
    @staticmethod
    def card_numbers(c: Combatant) -> str:
        s = c.sheet
        col = bar_colour(current(s, "hp"), s.max_hp).name()
        return QCoreApplication.translate("GurpsKit", "HP <b style='color:{0}'>{1}</b>/{2} · FP {3}/{4}").format(
            col, s.hp, s.max_hp, s.fp, s.max_fp)

    @staticmethod
    def detail_title(c: Combatant) -> str:
        return c.sheet.plan.name(i18n.language())

    @staticmethod
    def detail_stats(c: Combatant) -> str:
        s = c.sheet
        plan = s.plan
        lang = i18n.language()
        dr = (str(s.dr) if isinstance(s.dr, int) else
              list_sep().join(unbroken(f"{esc(plan.by_id[k].name(lang))} {v}")
                              for k, v in s.dr.items() if k in plan.by_id) or "0")
        text = QCoreApplication.translate(
            "GurpsKit", "HP {0}/{1} · FP {2}/{3} · HT {4} · DX {5} · Basic Speed {6}<br>DR {7}"
        ).format(s.hp, s.max_hp, s.fp, s.max_fp, s.ht, s.dx, s.basic_speed, dr)
        defenses = [QCoreApplication.translate("GurpsKit", name).format(value)
                    for name, value in (("Dodge {0}", s.dodge), ("Parry {0}", s.parry),
                                        ("Block {0}", s.block)) if value is not None]
        return text + (" · " + " · ".join(defenses) if defenses else "")

    @staticmethod
    def wound_lines(c: Combatant, enc: Encounter) -> list[str]:
        s = c.sheet
        plan = s.plan
        lang = i18n.language()
        out = []
        for loc_id, part in s.parts.items():
            if loc_id not in plan.by_id:
                continue
            where = plan.by_id[loc_id].name(lang)
            if part.status != "ok":
                text = QCoreApplication.translate("GurpsKit", "{0}: {1} injury, {2}").format(where, part.injury,
                                                         status_name(part.status))
            else:  # hurt, still working: the injury says it all
                text = QCoreApplication.translate("GurpsKit", "{0}: {1} injury").format(where, part.injury)
            if part.duration:
                text += paren(timer_kind_name(part.duration))
            out.append(text)
        return out

    @staticmethod
    def parts_text(c: Combatant) -> str:
        plan = c.sheet.plan
        lang = i18n.language()
        return list_sep().join(f"{plan.by_id[loc_id].name(lang)}{paren(status_name(part.status))}"
                               for loc_id, part in c.sheet.parts.items()
                               if part.status != "ok" and loc_id in plan.by_id)

    @staticmethod
    def slot_label(c: Combatant, slot: str) -> str:
        """GURPS adds no extra turns; a slot in a file is shown as it is."""
        return c.name + paren(slot)

    def columns(self) -> list[Column]:
        return [Column("parts", lambda: QCoreApplication.translate("GurpsKit", "Crippled / lost"), self.parts_text)]

    @staticmethod
    def docks() -> list[Dock]:
        return [Dock("recovery", lambda: QCoreApplication.translate("GurpsKit", "Recovery timers"), _recovery_view,
                     Qt.DockWidgetArea.BottomDockWidgetArea),
                Dock("world", lambda: QCoreApplication.translate("GurpsKit", "World"),
                     _world_panel, Qt.DockWidgetArea.RightDockWidgetArea, tab_with=None)]

    @staticmethod
    def plot_references(c: Combatant | None) -> list[tuple[str, float]]:
        """HP/3 (reeling), 0 (collapsing) and −1×HP (death checks begin), G11."""
        m = c.sheet.max_hp if c is not None else 0
        return [(QCoreApplication.translate("GurpsKit", "HP/3"), m / 3), ("0", 0.0),
                (QCoreApplication.translate("GurpsKit", "−1×HP"), float(-m))]

    # -- the campaign rules (V4–V8) ---------------------------------------------------------
    @staticmethod
    def detail_sections(doc: EncounterDocument) -> list[QWidget]:
        from .campaign_slot import CampaignSlot

        return [CampaignSlot(doc)]

    @staticmethod
    def check_dialog(chk: Any) -> Any:
        """The infection roll's modifiers are set in a dialog (V7)."""
        if chk.source == "gurps.infection" and chk.kind == "infection":
            return _open_infection_roll
        return None

    @staticmethod
    def party_state_text() -> str:
        return QCoreApplication.translate("LibraryController", "HP and the other tracks, wounds, "
                                          "crippled and lost parts, the posture (kept: one "
                                          "lying stays lying), the rolls still owed, and "
                                          "recovery timers with today's date")

    @staticmethod
    def legal_notice() -> str:
        return QCoreApplication.translate("GurpsKit", "GURPS is a trademark of Steve Jackson Games, and its rules and art are copyrighted by Steve Jackson Games. All rights are reserved by Steve Jackson Games. This is an unofficial, free fan tool, not endorsed by Steve Jackson Games.")  # noqa: E501

    def web_figures(self) -> dict[str, Any]:
        """Every bundled body plan's silhouette as SVG paths (one per location, in the
        silhouette's 100 × 140 box, back to front), its locations' names and what each hangs
        from."""
        from tracker.rulesets.gurps.rules.bodyplan import body_plans
        from tracker.ui.web_assets import rule_of, svg_path

        from .silhouette_shapes import shapes_for

        plans: dict[str, Any] = {}
        for pid, plan in sorted(body_plans().items()):
            plans[pid] = {
                "name": {"en": plan.name_en, "ja": plan.name_ja},
                "shapes": [[loc, svg_path(p), rule_of(p)] for loc, p in shapes_for(plan)],
                "names": {loc.id: {"en": loc.name_en, "ja": loc.name_ja}
                          for loc in plan.locations},
                "attached": {loc.id: loc.attached_to for loc in plan.locations
                             if loc.attached_to},
            }
        return plans

    @staticmethod
    def public_header(world: dict[str, Any]) -> str:
        from .public_world import header

        return header(world)

    @staticmethod
    def public_notes(notes: tuple[dict[str, Any], ...]) -> list[str]:
        from .public_world import note_texts

        return note_texts(notes)

    # -- words (tracker/rulesets/gurps/kit/texts.py) --------------------------------------------------
    def condition_label(self, condition: str, value: int = 0) -> str:
        """As its words file names it; shock shows its size ("Shock −2")."""
        text = super().condition_label(condition, value)
        return f"{text} {value:+d}" if condition == "shock" and value else text

    @staticmethod
    def log_args(key: str, args: dict[str, Any], c: Combatant | None = None) -> dict[str, Any]:
        """Locations, damage types, attack and defense results and the campaign modules'
        ids (V4–V8) among a log line's arguments as words."""
        return texts.log_args(key, args, c)

    @staticmethod
    def explain_name(arg: str, value: Any, c: Combatant | None = None) -> Any:
        return texts.name_of(texts.plan_of(c))(arg, value)

    @staticmethod
    def error_text(exc: Exception, c: Combatant | None = None) -> str:
        return texts.error_text(exc, texts.plan_of(c))  # type: ignore[arg-type]

    @staticmethod
    def window_parts(doc: EncounterDocument, selected: Any) -> list[WindowPart]:
        """The quick-hit line over the selection in a toolbar of its own; Selected → Hit all
        selected… starts it on everyone selected."""
        from .quick_hit_bar import QuickHitBar

        bar = QuickHitBar(doc, selected)
        return [WindowPart("toolbar_quick_hit", bar,
                           lambda: QCoreApplication.translate("GurpsKit", "Quick hit"),
                           hit_selected=bar.start_on_selected)]

    @staticmethod
    def settable_conditions() -> tuple[str, ...]:
        return SETTABLE_CONDITIONS

    @staticmethod
    def importers() -> list[Importer]:
        return [Importer((".gcs",), lambda: QCoreApplication.translate(
            "GurpsKit", "GURPS Character Sheet files"), _open_gcs_import)]

    @staticmethod
    def tips() -> dict[str, str]:
        return {"start": QCoreApplication.translate("GurpsKit", "Sort by Basic Speed and start at round 1"),
                "end": QCoreApplication.translate("GurpsKit", "Roll crippling durations (G7) and stop the fight")}

    # -- the figure -------------------------------------------------------------------------
    @staticmethod
    def figure() -> QWidget:
        from .silhouette import SilhouetteWidget

        return SilhouetteWidget()

    @staticmethod
    def show_on_figure(fig: Any, c: Combatant | None, enc: Encounter,
                       public: bool = False) -> None:
        if c is None:
            fig.set_sheet(None)
        else:
            fig.set_sheet(GURPS.public_sheet(c) if public else c.sheet)

    # -- dialogs and flows ------------------------------------------------------------------
    @staticmethod
    def open_maneuver(window: Any, cid: str) -> None:
        """The maneuver and posture of ``cid`` (RULES M)."""
        from .maneuver_dialog import ManeuverDialog

        window.open_dialog(ManeuverDialog(window.doc, cid, window))

    @staticmethod
    def open_first_aid(window: Any, cid: str) -> None:
        """First Aid on ``cid``: stops its bleeding (W4, B424)."""
        from .first_aid_dialog import FirstAidDialog

        window.open_dialog(FirstAidDialog(window.doc, cid, window))

    declaration_keys = ("maneuver", "posture")

    def edit_declaration(self, window: Any, cid: str, body: dict[str, Any],
                         target: str | None) -> Any:
        """A seat's maneuver or posture declaration in the maneuver entry, filled in."""
        self.open_maneuver(window, cid)
        dlg = window.dialog
        _choose(dlg.maneuver_combo, body.get("maneuver") or (
            "change_posture" if "posture" in body else None))
        _choose(dlg.option_combo, body.get("option"))
        _choose(dlg.target_combo, target)
        _choose(dlg.posture_combo, body.get("posture"))
        return dlg

    def edit_defense(self, window: Any, cid: str, attack: dict[str, Any],
                     body: dict[str, Any]) -> Any:
        """A seat's defense in the usual defense step: the attack dialog on ``cid`` with
        the attack the GM asked about (attacker, weapon, skill, location, the 3d already
        rolled), applied up to its defense step, that step filled with the player's
        choice. The GM checks it and applies it (or changes it) there."""
        from .attack_dialog import AttackDialog
        from .seat_defense import fill

        enc = window.doc.encounter
        attacker = next((c.id for c in enc.combatants.values()
                         if c.name == attack.get("attacker")), None)
        dlg = AttackDialog(window.doc, cid, attack.get("location"), window, attacker=attacker)
        window.open_dialog(dlg)
        if attack.get("weapon") is None:
            dlg.weapon_combo.setCurrentIndex(0)  # none: the skill as asked
        _choose(dlg.weapon_combo, attack.get("weapon"))
        if type(attack.get("skill")) is int:
            dlg.skill_spin.setValue(attack["skill"])
        dlg.defense_check.setChecked(True)
        dlg.roll_spin.setValue(int(attack["roll"]))  # the roll made when the GM asked
        dlg.apply_button.click()
        if dlg.defense_dialog is not None:
            fill(dlg.defense_dialog, body)
        return dlg

    bench = "tracker.rulesets.gurps.kit.bench"
    # also Combat → Maneuver and posture… (Ctrl+M) of the window, on the selected combatant
    context_menu = (ActionSpec(
        "maneuver", QT_TRANSLATE_NOOP("GurpsKit", "&Maneuver and posture…"), "open_maneuver",
        args=(WINDOW, SELECTED), shortcut="Ctrl+M", menu="combat",
        tip=QT_TRANSLATE_NOOP("GurpsKit", "Choose the selected combatant's maneuver or set its posture"),  # noqa: E501
        enabled_when=lambda w: w.selected is not None, context="GurpsKit"),
        ActionSpec("first_aid", QT_TRANSLATE_NOOP("GurpsKit", "First Aid…"),
                   "open_first_aid", args=(WINDOW, SELECTED), context="GurpsKit"))

    @staticmethod
    def open_hit(window: Any, cid: str, location: str) -> None:
        from .hit_dialog import HitDialog  # loaded on first use: faster start-up

        window.open_dialog(HitDialog(window.doc, cid, location or None, window))

    @staticmethod
    def open_attack(window: Any, cid: str) -> None:
        from .attack_dialog import AttackDialog  # loaded on first use

        window.open_dialog(AttackDialog(window.doc, cid, None, window))

    @staticmethod
    def open_add(window: Any) -> None:
        from .combatant_dialog import CombatantDialog

        dlg = CombatantDialog.for_new(window.doc, window)
        dlg.accepted.connect(lambda: dlg.result_id and window.select(dlg.result_id))
        window.open_dialog(dlg)

    @staticmethod
    def open_edit(window: Any, cid: str) -> None:
        from .combatant_dialog import CombatantDialog

        window.open_dialog(CombatantDialog.for_edit(window.doc, cid, window))

    @staticmethod
    def end_combat(window: Any) -> None:
        # the recovery dock's flow: the GM may enter the G7 rolls or let the app roll
        window.kit_widget("recovery").end_combat()


def _open_gcs_import(window: Any, paths: list[str]) -> None:
    """The import preview of GCS files; the first new combatant is selected after it."""
    from .import_dialog import ImportDialog

    dlg = ImportDialog(window.doc, paths, window)
    dlg.accepted.connect(lambda: dlg.result_ids and window.select(dlg.result_ids[0]))
    window.open_dialog(dlg)


KIT = GurpsKit()


def _choose(combo: Any, data: Any) -> None:
    """Choose the item of ``combo`` whose data is ``data`` (nothing when there is none)."""
    if combo is not None and data and combo.findData(data) >= 0:
        combo.setCurrentIndex(combo.findData(data))
