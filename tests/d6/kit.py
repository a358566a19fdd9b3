"""The d6 game's Qt kit: only what the generic BaseKit cannot know — its words, how a hit is
entered (a damage number), and how a combatant is added or edited (HP and armor)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QInputDialog

from tracker.model import operations as ops
from tracker.ui.kit import BaseKit

from .ruleset import D6Hit, D6Sheet


class D6Kit(BaseKit):
    ruleset_id = "d6"

    def track_label(self, track_id: str) -> str:
        return {"hp": "HP"}.get(track_id, track_id)

    def detail_stats(self, c: Any) -> str:
        return f"HP {c.sheet.current}/{c.sheet.max_hp} · armor {c.sheet.armor}"

    def open_hit(self, window: Any, cid: str, location: str) -> None:
        damage, ok = QInputDialog.getInt(window, "Hit", "Damage", 1, 0, 1000)
        if ok:
            window.doc.run("Hit", ops.apply_hit, cid, D6Hit(damage))

    def open_add(self, window: Any) -> None:
        name, ok = QInputDialog.getText(window, "Add", "Name")
        if ok and name.strip():
            window.doc.run("Add", ops.add_combatant, name, "enemy", D6Sheet())

    def open_edit(self, window: Any, cid: str) -> None:
        c = window.doc.encounter.get(cid)
        hp, ok = QInputDialog.getInt(window, "Edit", "Max HP", c.sheet.max_hp, 1, 1000)
        if ok:
            window.doc.run("Edit", ops.edit_combatant, cid, sheet={"max_hp": hp})


KIT = D6Kit()
