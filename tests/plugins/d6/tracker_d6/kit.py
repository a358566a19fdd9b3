"""The d6 game's Qt kit: only what the generic BaseKit cannot know — its words (its own
catalogue, ``d6_<lang>.qm``, which the tracker loads through the manifest), how a hit is entered
(a damage number), and how a combatant is added or edited (HP and armor)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QInputDialog

from tracker.model import operations as ops
from tracker.ui.kit import BaseKit

from .ruleset import D6Hit, D6Sheet

#: the ruleset's name where rulesets are listed (File → New), in the context the tracker
#: translates ruleset labels in
_LABEL = QT_TRANSLATE_NOOP("Options", "d6 hit points")




class D6Kit(BaseKit):
    ruleset_id = "d6"

    def track_label(self, track_id: str) -> str:
        return {"hp": QCoreApplication.translate("D6Kit", "HP")}.get(track_id, track_id)

    def detail_stats(self, c: Any) -> str:
        return QCoreApplication.translate("D6Kit", "HP %1/%2 · armor %3").replace("%1", str(c.sheet.current)).replace(
            "%2", str(c.sheet.max_hp)).replace("%3", str(c.sheet.armor))

    def open_hit(self, window: Any, cid: str, location: str) -> None:
        damage, ok = QInputDialog.getInt(window, QCoreApplication.translate("D6Kit", "Hit"),
                                         QCoreApplication.translate("D6Kit", "Damage"), 1, 0,
                                         1000)
        if ok:
            window.doc.run(QCoreApplication.translate("D6Kit", "Hit"), ops.apply_hit, cid, D6Hit(damage))

    def open_add(self, window: Any) -> None:
        name, ok = QInputDialog.getText(window, QCoreApplication.translate("D6Kit", "Add"), QCoreApplication.translate("D6Kit", "Name"))
        if ok and name.strip():
            window.doc.run(QCoreApplication.translate("D6Kit", "Add"), ops.add_combatant, name, "enemy", D6Sheet())

    def open_edit(self, window: Any, cid: str) -> None:
        c = window.doc.encounter.get(cid)
        hp, ok = QInputDialog.getInt(window, QCoreApplication.translate("D6Kit", "Edit"), QCoreApplication.translate("D6Kit", "Max HP"), c.sheet.max_hp, 1, 1000)
        if ok:
            window.doc.run(QCoreApplication.translate("D6Kit", "Edit"), ops.edit_combatant, cid, sheet={"max_hp": hp})


KIT = D6Kit()
