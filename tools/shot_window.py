"""Screenshot of the GM window with the demo encounter after a few hits, at the size it opens
at on the screen it runs on: tools/shot_window.py OUT.png [ja|en]. On a given screen:
``xvfb-run -a -s "-screen 0 1366x768x24" env QT_QPA_PLATFORM=xcb python tools/shot_window.py``
(the docs' screenshots are made so)."""

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from tracker.model import operations as ops  # noqa: E402
from tracker.rulesets.gurps.rules.resolver import Hit  # noqa: E402
from tracker.ui.app import TrackerApp  # noqa: E402


def main() -> None:
    out = sys.argv[1]
    lang = sys.argv[2] if len(sys.argv) > 2 else "en"
    app = QApplication([])
    s = QSettings("/tmp/shot_settings.ini", QSettings.Format.IniFormat)
    s.clear()
    s.setValue("language", lang)
    t = TrackerApp(app, s)
    t.show_demo()  # now, not after the first frame: the hits below are on it
    doc = t.doc
    enc = doc.encounter
    from tracker.rulesets.gurps.rules.demo import NAMES

    by_name = {c.name: c.id for c in enc.combatants.values()}
    # the demo's names are in the UI language: look them up by their English name
    ids = {en: by_name[local] for en, local in zip(NAMES["en"][1:], NAMES[lang][1:], strict=True)}
    def hit(en_name: str, h: Hit) -> None:  # labelled as the hit dialog labels it
        name = enc.combatants[ids[en_name]].name
        doc.run(lambda: QCoreApplication.translate("HitDialog", "Hit {0}").format(name),
                ops.apply_hit, ids[en_name], h)

    hit("Dire wolf", Hit(7, "cut", "leg_fore_right"))
    hit("Bram", Hit(6, "imp", "torso"))
    hit("Bog octopus", Hit(12, "cut", "arm_3"))
    t.window.act_next.trigger()
    t.window.select(ids["Dire wolf"])
    t.window.show()
    for _ in range(5):
        app.processEvents()
    t.window.grab().save(out)


if __name__ == "__main__":
    main()
