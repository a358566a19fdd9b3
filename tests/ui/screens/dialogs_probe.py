"""Run in a child process on one screen (the screen's size, its taskbar and Qt's scale factor
are fixed when the QApplication starts): every dialog of the GM window opened over a GURPS and
a CoC fight, in Japanese and in English, and what of it lies outside the screen's available
area, and which access keys (Alt+letter) it uses twice. Prints one JSON line.

``python -m tests.ui.screens.dialogs_probe``; the screen comes from the environment (Qt's offscreen
platform with a configured screen, or a real X server)."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

from PySide6.QtCore import QRect, QSettings
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialog, QDialogButtonBox

from tests.ui.english_words import english_texts
from tests.ui.keyboard.test_mnemonics import clashes
from tests.ui.screens.screens_probe import fight

ROOT = Path(__file__).resolve().parents[3]


def _gurps(w) -> dict:
    from tracker.rulesets.gurps.kit.attack_dialog import AttackDialog
    from tracker.rulesets.gurps.kit.campaign_dialogs import ExposureDialog, InfectionProfileDialog
    from tracker.rulesets.gurps.kit.combatant_dialog import CombatantDialog
    from tracker.rulesets.gurps.kit.defense_dialog import DefenseDialog
    from tracker.rulesets.gurps.kit.first_aid_dialog import FirstAidDialog
    from tracker.rulesets.gurps.kit.hit_dialog import HitDialog
    from tracker.rulesets.gurps.kit.import_dialog import ImportDialog
    from tracker.rulesets.gurps.kit.maneuver_dialog import ManeuverDialog
    from tracker.rulesets.gurps.kit.recovery_view import EndCombatDialog
    from tracker.rulesets.gurps.kit.weapon_editor import WeaponDialog
    from tracker.ui.advance_dialog import AdvanceDialog
    from tracker.ui.condition_dialog import ConditionDialog
    from tracker.ui.explain_text import condition_name
    from tracker.ui.options_dialog import RulesDialog
    from tracker.ui.shortcuts_dialog import ShortcutsDialog

    enc = w.doc.encounter
    first, third = list(enc.combatants)[0], list(enc.combatants)[2]
    c = enc.combatants[third]
    gcs = sorted((ROOT / "tests" / "data" / "gcs").glob("*.gcs"))[:3]
    return {
        "new-file": lambda: RulesDialog(None, w),
        "rules": lambda: RulesDialog(enc, w),
        "add": lambda: CombatantDialog.for_new(w.doc, w),
        "edit": lambda: CombatantDialog.for_edit(w.doc, third, w),
        "hit": lambda: HitDialog(w.doc, third, "torso", w),
        "attack": lambda: AttackDialog(w.doc, third, None, w, attacker=first),
        "defense": lambda: DefenseDialog(c.sheet, c.name, "", 1, parent=w),
        "maneuver": lambda: ManeuverDialog(w.doc, first, w),
        "first-aid": lambda: FirstAidDialog(w.doc, third, w),
        "weapon": lambda: WeaponDialog(list(enc.combatants[first].sheet.weapons), None, w),
        "advance": lambda: AdvanceDialog(w.doc, w),
        "end-combat": lambda: EndCombatDialog(enc, w),
        "exposure": lambda: ExposureDialog(w.doc, third, w),
        "infection-profile": lambda: InfectionProfileDialog(w.doc, third, w),
        "import": lambda: ImportDialog(w.doc, [str(p) for p in gcs], w),
        "shortcuts": lambda: ShortcutsDialog(w),
        "condition": lambda: ConditionDialog(
            [condition_name(c, w.kit) for c in w.kit.settable_conditions()], w),
    }


def _coc(w) -> dict:
    from tracker.rulesets.coc.kit.attack_dialog import AttackDialog
    from tracker.rulesets.coc.kit.ccfolia_dialog import PieceImportDialog
    from tracker.rulesets.coc.kit.san_dialog import SanDialog
    from tracker.rulesets.coc.kit.sheet_dialog import SheetDialog
    from tracker.rulesets.coc.kit.small_dialogs import (
        AidDialog,
        BreakAwayDialog,
        CloseInDialog,
        DamageDialog,
        GetUpDialog,
        SecretDialog,
    )
    from tracker.ui.seats_dialog import SeatsDialog
    from tracker.ui.share import ShareDialog, Sharing

    enc = w.doc.encounter
    first, second = list(enc.combatants)[:2]
    piece = ROOT / "tests" / "data" / "ccfolia" / "charasheet_6th_reporter.json"
    return {
        "coc-attack": lambda: AttackDialog(w.doc, target=second, attacker=first, parent=w),
        "coc-sheet-new": lambda: SheetDialog(w.doc, None, w),
        "coc-sheet": lambda: SheetDialog(w.doc, first, w),
        "coc-san": lambda: SanDialog(w.doc, first, w),
        "coc-aid": lambda: AidDialog(w.doc, first, w),
        "coc-secret": lambda: SecretDialog(w.doc, first, w),
        "coc-damage": lambda: DamageDialog(w.doc, first, w),
        "coc-break-away": lambda: BreakAwayDialog(w.doc, first, w),
        "coc-get-up": lambda: GetUpDialog(w.doc, first, w),
        "coc-close-in": lambda: CloseInDialog(w.doc, first, w),
        "coc-ccfolia": lambda: PieceImportDialog(
            w.doc, [(piece.name, piece.read_text(encoding="utf-8"))], w),
        "share": lambda: ShareDialog(Sharing(w.doc, w), None, w),
        "seats": lambda: SeatsDialog(w.seats, w),
    }


def outside(dlg: QDialog, avail: QRect) -> list[str]:
    """The dialog's frame and its buttons where they are not inside ``avail``."""
    out = []
    if not avail.contains(dlg.frameGeometry()):
        out.append(f"frame {dlg.frameGeometry().getRect()}")
    boxes = dlg.findChildren(QDialogButtonBox)
    buttons = [b for box in boxes for b in box.findChildren(QAbstractButton)]
    for b in buttons:
        if not b.isVisibleTo(dlg):
            continue
        r = QRect(b.mapToGlobal(b.rect().topLeft()), b.size())
        if not avail.contains(r):
            out.append(f"{b.text()} {r.getRect()}")
    return out


def focus_of(dlg: QDialog) -> str:
    """Where the keyboard is when the dialog opens: "button: <text>" for one of its buttons
    (OK, Cancel …: a GM who types at once types into nothing), else the widget's class."""
    f = dlg.focusWidget()
    if f is None:
        return "nothing"
    if isinstance(f, QAbstractButton) and isinstance(f.parentWidget(), QDialogButtonBox):
        return f"button: {f.text()}"
    return type(f).__name__


def doc_of(dlg):
    """The document a dialog works on (its window's), for the combatants' own names."""
    parent = dlg.parentWidget()
    return getattr(parent.window(), "doc", None) if parent is not None else None


def grow_hit(dlg) -> None:
    """The hit entry after a roll: damage rolled, a random location, its trace at its longest."""
    dlg.damage_edit.setText("6d+3")
    dlg.roll_damage()
    dlg.roll_location()


def open_one(app, dlg: QDialog, name: str) -> dict:
    dlg.show()
    QTest.qWaitForWindowExposed(dlg)
    QTest.qWait(20)
    app.processEvents()
    avail = dlg.screen().availableGeometry()
    from tracker.ui import i18n

    names = {c.name for c in doc_of(dlg).encounter.combatants.values()} if doc_of(dlg) else set()
    out = {"outside": outside(dlg, avail), "clashes": clashes(dlg),
           # (the import preview quotes the files' own words: names, traits, body parts)
           "english": english_texts(dlg, names)
           if i18n.language() == "ja" and name != "import" else [],
           "size": [dlg.width(), dlg.height()],
           "focus": focus_of(dlg),
           "class": f"{type(dlg).__module__}.{type(dlg).__qualname__}"}
    if name == "hit":
        grow_hit(dlg)
        QTest.qWait(20)
        app.processEvents()
        out["outside"] += [f"after a roll: {x}" for x in outside(dlg, avail)]
    dlg.reject()
    dlg.deleteLater()
    app.processEvents()
    return out


def main() -> None:
    app = QApplication([])
    from tracker.ui import i18n

    # the catalogue of the checkout under test (a worktree's own, not the one an editable
    # install points at), as tests/ui/conftest.py's ``japanese`` loads it
    here = Path(__file__).resolve().parents[3]
    i18n.data_folder = lambda *parts: here.joinpath("resources", *parts)
    from tracker.ui.document import EncounterDocument
    from tracker.ui.main_window import MainWindow

    screen = QGuiApplication.primaryScreen()
    out = {"avail": screen.availableGeometry().getRect(), "dialogs": {}}
    folder = tempfile.mkdtemp()
    for lang in ("ja", "en"):
        i18n.install(lang)
        for rules, cases in (("gurps", _gurps), ("coc", _coc)):
            s = QSettings(f"{folder}/{lang}{rules}.ini", QSettings.Format.IniFormat)
            w = MainWindow(EncounterDocument(fight(rules, lang, 0)), s)
            w.show()
            QTest.qWaitForWindowExposed(w)
            for name, make in cases(w).items():
                out["dialogs"][f"{lang}/{name}"] = open_one(app, make(), name)
            w.doc.undo_stack.setClean()
            w.close()
            w.deleteLater()
            app.processEvents()
    print(json.dumps(out, ensure_ascii=False))


if __name__ == "__main__":
    main()
