"""The wound-boxes game's Qt kit: how a hit, an add and an edit are entered. Its words — the
dialogs' too — come from its words files (``self.words()``), in the UI language."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QInputDialog

from tracker.model import operations as ops
from tracker.ui.kit import BaseKit

from .ruleset import WoundsHit, WoundsSheet


class WoundsKit(BaseKit):
    ruleset_id = "wounds"

    def _ui(self, key: str) -> str:
        return self.words().ui.get(key, key)

    def detail_stats(self, c: Any) -> str:
        return self._ui("toughness").format(c.sheet.toughness)

    def open_hit(self, window: Any, cid: str, location: str) -> None:
        damage, ok = QInputDialog.getInt(window, self._ui("hit"), self._ui("damage"), 1, 0, 100)
        if ok:
            window.doc.run(self._ui("hit"), ops.apply_hit, cid, WoundsHit(damage))

    def open_add(self, window: Any) -> None:
        name, ok = QInputDialog.getText(window, self._ui("add"), self._ui("name"))
        if ok and name.strip():
            window.doc.run(self._ui("add"), ops.add_combatant, name, "enemy", WoundsSheet())

    def open_edit(self, window: Any, cid: str) -> None:
        c = window.doc.encounter.get(cid)
        boxes, ok = QInputDialog.getInt(window, self._ui("edit"), self._ui("boxes"),
                                        c.sheet.boxes, 1, 10)
        if ok:
            window.doc.run(self._ui("edit"), ops.edit_combatant, cid, sheet={"boxes": boxes})


KIT = WoundsKit()
