"""Screenshots of the campaign rules (V4–V8) in the GM window: the World dock, the detail
panel's campaign section, the infected wounds in the recovery dock, the infection roll dialog
and the players' screen header.

    python tools/shot_world.py OUTDIR [ja|en]

Writes OUTDIR/world_<lang>.png, detail_<lang>.png, recovery_<lang>.png,
infection_<lang>.png and player_<lang>.png."""

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from tracker.model import operations as ops  # noqa: E402
from tracker.rulesets.gurps.kit.campaign_dialogs import InfectionRollDialog  # noqa: E402
from tracker.rulesets.gurps.rules.demo import demo_encounter  # noqa: E402
from tracker.rulesets.gurps.rules.modules import operations as mops  # noqa: E402
from tracker.rulesets.gurps.rules.resolver import Hit  # noqa: E402
from tracker.rulesets.gurps.rules.ruleset import GURPS  # noqa: E402
from tracker.ui import i18n  # noqa: E402
from tracker.ui.document import EncounterDocument  # noqa: E402
from tracker.ui.main_window import MainWindow  # noqa: E402
from tracker.ui.player_view import PlayerView  # noqa: E402


def scene(lang: str) -> EncounterDocument:
    enc = demo_encounter(lang=lang)
    ops.set_modules(enc, GURPS.presets["vampire_hunter"][1])
    mops.roll_world(enc, rolls={"moon": 6, "weather": 2, "season": 1,
                                "temperature": [5, 6, 4]})
    pcs = [c.id for c in enc.ordered() if c.side == "pc"]
    mops.set_half_werewolf(enc, pcs[1], True, True)
    # Survival at 18 and 20 keeps them alive through 39 hours of heat with no FP back (V8)
    mops.set_exposure(enc, pcs[0], heavy_armor=True, armor_dr=3, encumbrance=2,
                      survival_heat=20)
    mops.set_exposure(enc, pcs[1], survival_heat=18)
    ops.apply_hit(enc, pcs[0], Hit(3, "cut", "arm_right"))
    chk = next(k for k in enc.checks if k.source == "gurps.infection")
    mops.set_infection_modifiers(enc, chk.id, location_roll=4)
    ops.resolve_check(enc, chk.id, 17)
    ops.end_combat(enc)
    for _ in range(3):
        ops.advance_time(enc, 13)
    ops.advance_time(enc, minutes=20)
    mops.mark_meal(enc, pcs[0], False)
    ops.apply_hit(enc, pcs[1], Hit(6, "imp", "torso"))
    return EncounterDocument(enc)


def main() -> None:
    out = sys.argv[1]
    lang = sys.argv[2] if len(sys.argv) > 2 else "en"
    app = QApplication([])
    i18n.install(lang)
    doc = scene(lang)
    s = QSettings("/tmp/shot_world.ini", QSettings.Format.IniFormat)
    s.clear()
    w = MainWindow(doc, s)
    w.resize(1500, 1000)
    w.show()
    pcs = [c.id for c in doc.encounter.ordered() if c.side == "pc"]
    w.select(pcs[0])
    for _ in range(5):
        app.processEvents()
    world = w.kit_widget("world")
    world.resize(420, 700)
    world.grab().save(f"{out}/world_{lang}.png")
    w.detail.resize(420, 1000)
    w.detail.grab().save(f"{out}/detail_{lang}.png")
    rec = w.kit_widget("recovery")
    rec.resize(900, 360)
    rec.grab().save(f"{out}/recovery_{lang}.png")
    chk = next(k for k in doc.encounter.checks if k.source == "gurps.infection")
    dlg = InfectionRollDialog(doc, chk.id, w)
    dlg.show()
    app.processEvents()
    dlg.grab().save(f"{out}/infection_{lang}.png")
    w.select(pcs[1])
    pv = PlayerView(doc)
    pv.resize(1280, 720)
    pv.show()
    for _ in range(5):
        app.processEvents()
    pv.grab().save(f"{out}/player_{lang}.png")
    w.checks_view.grab().save(f"{out}/checks_{lang}.png")
    w.grab().save(f"{out}/window_{lang}.png")
    doc.undo_stack.setClean()


if __name__ == "__main__":
    main()
