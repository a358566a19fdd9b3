"""Screenshots of a CoC fight: the GM window, the attack dialog, the sheet editor, first aid
and the players' view — tools/shot_coc.py OUTDIR [ja|en]; the window at the size it opens
at on the screen it runs on (see tools/shot_window.py for a given screen under Xvfb)"""

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from tracker.model import operations as ops  # noqa: E402
from tracker.rulesets.coc.rules.actions.attack import attack  # noqa: E402
from tracker.rulesets.coc.rules.actions.attack_request import AttackRequest, Defense  # noqa: E402
from tracker.rulesets.coc.rules.actions.secret import secret  # noqa: E402
from tracker.rulesets.coc.rules.demo import demo_encounter  # noqa: E402
from tracker.ui.app import TrackerApp  # noqa: E402


def main() -> None:
    out = sys.argv[1]
    lang = sys.argv[2] if len(sys.argv) > 2 else "en"
    app = QApplication([])
    s = QSettings("/tmp/shot_coc_settings.ini", QSettings.Format.IniFormat)
    s.clear()
    s.setValue("language", lang)
    t = TrackerApp(app, s)
    t.files.new(demo_encounter(lang=lang))
    doc = t.doc
    enc = doc.encounter
    ids = [c.id for c in enc.ordered()]  # reporter, cultist, ghoul, doctor, docker
    rep, cult, ghoul, doc_, dock = ids
    doc.run("attack", attack, AttackRequest(rep, cult, "w0", roll=9, w_faces=(6,)))
    doc.run("next", ops.next_turn)
    doc.run("attack", attack, AttackRequest(cult, dock, "w0", roll=30, w_faces=(8,),
                                            defense=Defense("cover", 40, by=doc_)))
    doc.run("next", ops.next_turn)
    doc.run("attack", attack, AttackRequest(rep, ghoul, "fist", roll=99))
    doc.run("next", ops.next_turn)
    doc.run("attack", attack, AttackRequest(cult, dock, "w0", roll=3, w_faces=(10, 10)))
    doc.run("next", ops.next_turn)
    doc.run("attack", attack, AttackRequest(ghoul, rep, "w0", roll=20, w_faces=(3,),
                                            db_faces=(2,),
                                            defense=Defense("dodge", 80)))
    doc.run("secret", secret, rep, "psychology", None, 40)
    w = t.window
    w.select(dock)
    w.show()
    for _ in range(5):
        app.processEvents()
    w.grab().save(f"{out}/window_{lang}.png")
    while not [k for k in enc.checks if k.kind == "death"]:
        doc.run("next", ops.next_turn)
    w.select(dock)
    for _ in range(5):
        app.processEvents()
    w.grab().save(f"{out}/confirm_{lang}.png")
    from tracker.ui.plot_view import PlotView

    plot = PlotView(doc)
    plot.resize(900, 420)
    plot.show()
    plot.set_reference(dock)
    for _ in range(5):
        app.processEvents()
    plot.grab().save(f"{out}/plot_{lang}.png")
    plot.close()
    w.open_hit(ghoul, "")
    dlg = w.dialog
    dlg.roll_spin.setValue(23)
    dlg.def_dodge.setChecked(True)
    dlg.def_roll_spin.setValue(50)
    for _ in range(5):
        app.processEvents()
    dlg.grab().save(f"{out}/attack_{lang}.png")
    dlg.reject()
    w.kit.open_edit(w, cult)
    for _ in range(5):
        app.processEvents()
    w.dialog.grab().save(f"{out}/sheet_{lang}.png")
    w.dialog.reject()
    from tracker.rulesets.coc.kit.small_dialogs import AidDialog

    aid = AidDialog(doc, rep, w)
    aid.show()
    for _ in range(3):
        app.processEvents()
    aid.grab().save(f"{out}/aid_{lang}.png")
    aid.reject()
    doc.run("vis", ops.set_visibility, rep, tracks={"san": "exact"})
    w.open_player_view()
    pv = w.player_view
    pv.resize(1280, 720)
    for _ in range(5):
        app.processEvents()
    pv.grab().save(f"{out}/player_{lang}.png")
    doc.undo_stack.setClean()


if __name__ == "__main__":
    main()
