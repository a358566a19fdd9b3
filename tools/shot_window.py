"""Screenshot of the GM window with the demo encounter after a few hits: tools/shot_window.py OUT.png [ja|en]"""

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from tracker.model import operations as ops  # noqa: E402
from tracker.model.gurps.resolver import Hit  # noqa: E402
from tracker.ui.app import TrackerApp  # noqa: E402


def main() -> None:
    out = sys.argv[1]
    lang = sys.argv[2] if len(sys.argv) > 2 else "en"
    app = QApplication([])
    s = QSettings("/tmp/shot_settings.ini", QSettings.Format.IniFormat)
    s.clear()
    s.setValue("language", lang)
    t = TrackerApp(app, s)
    doc = t.doc
    enc = doc.encounter
    from tracker.model.demo import NAMES

    by_name = {c.name: c.id for c in enc.combatants.values()}
    # the demo's names are in the UI language: look them up by their English name
    ids = {en: by_name[local] for en, local in zip(NAMES["en"][1:], NAMES[lang][1:], strict=True)}
    doc.run("hit", ops.apply_hit, ids["Dire wolf"], Hit(7, "cut", "leg_fore_right"))
    doc.run("hit", ops.apply_hit, ids["Bram"], Hit(6, "imp", "torso"))
    doc.run("hit", ops.apply_hit, ids["Bog octopus"], Hit(12, "cut", "arm_3"))
    doc.run("next", ops.next_turn)
    t.window.select(ids["Dire wolf"])
    t.window.resize(1400, 900)
    t.window.show()
    for _ in range(5):
        app.processEvents()
    t.window.grab().save(out)


if __name__ == "__main__":
    main()
