"""Screenshot of the GM window at 1366×768 with the Library dock shown on a small library:
tools/shot_library.py OUT.png [ja|en] [QUERY]"""

import os
import sys
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from tracker.model.library import open_library  # noqa: E402
from tracker.model.ruleset import get_ruleset  # noqa: E402
from tracker.ui import i18n  # noqa: E402


def main() -> None:
    out = sys.argv[1]
    lang = sys.argv[2] if len(sys.argv) > 2 else "en"
    query = sys.argv[3] if len(sys.argv) > 3 else ""
    app = QApplication([])
    i18n.install(lang)
    folder = tempfile.mkdtemp()
    path = os.path.join(folder, "library.sqlite3")
    with open_library(path) as lib:
        lib.add("gurps", "Ghoul", {"max_hp": 14}, ["undead"], "Smells of the grave")
        lib.add("gurps", "グール", {"max_hp": 12}, ["アンデッド"])
        lib.add("gurps", "Aiko", {"max_hp": 11}, ["party"], persistent=True)
        lib.add("coc", "吸血鬼の花嫁", {}, ["ボス"], "古城の地下")
    settings = QSettings(os.path.join(folder, "shot.ini"), QSettings.Format.IniFormat)
    settings.setValue("library/path", path)
    from tracker.ui.document import EncounterDocument
    from tracker.ui.main_window import MainWindow

    w = MainWindow(EncounterDocument(get_ruleset("gurps").demo_encounter(lang)), settings)
    w.resize(1366, 768)
    w.show()
    w.library.dock.raise_()
    w.library.body.ensure()
    w.library.widget.query.setText(query)
    w.library.widget.refresh()
    for _ in range(10):
        app.processEvents()
    w.grab().save(out)
    w.doc.undo_stack.setClean()
    w.close()
    w.library.close()


if __name__ == "__main__":
    main()
