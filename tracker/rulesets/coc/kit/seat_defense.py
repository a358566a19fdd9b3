"""A defense chosen on the defender's phone, filled into the Call of Cthulhu attack dialog's
"defender's answer" (:mod:`tracker.ui.seat_ask`): 回避, 受け流し with a weapon, かばう by
another, or none, and the d100 the player typed (none typed: the app rolls it on Apply)."""

from __future__ import annotations

from typing import Any


def fill(dlg: Any, body: dict[str, Any]) -> None:
    radios = {"none": dlg.def_none, "dodge": dlg.def_dodge, "parry": dlg.def_parry,
              "cover": dlg.def_cover}
    radio = radios.get(body.get("kind"))
    if radio is None or not radio.isEnabled():
        return
    radio.setChecked(True)
    _choose(dlg.parry_combo, body.get("with"))
    by = body.get("by")
    if by is not None:
        enc = dlg.doc.encounter
        cid = next((c.id for c in enc.combatants.values() if c.name == by), None)
        _choose(dlg.cover_combo, cid)
    roll = body.get("roll")
    value = int(roll) if isinstance(roll, int) or (isinstance(roll, str) and roll.isdigit()) \
        else 0
    dlg.def_roll_spin.setValue(100 if roll == "00" else value if 1 <= value <= 100 else 0)


def _choose(combo: Any, key: Any) -> None:
    """The entry whose data is ``key`` or whose text starts with it (a weapon's name)."""
    if key is None:
        return
    i = combo.findData(key)
    if i < 0:
        i = next((n for n in range(combo.count()) if combo.itemText(n).startswith(str(key))),
                 -1)
    if i >= 0:
        combo.setCurrentIndex(i)
