"""A defense chosen on the defender's phone, filled into the GURPS defense dialog
(:mod:`tracker.ui.seat_ask`): the kind, retreat and the dice the player typed, or the
dialog's own roll (the app's dice, never the phone's)."""

from __future__ import annotations

from typing import Any

from tracker.rulesets.gurps.rules.defense import NONE


def fill(dlg: Any, body: dict[str, Any]) -> None:
    kind = body.get("kind")
    radio = dlg.kind_radios.get(kind)
    if radio is None or not radio.isEnabled():
        return
    radio.setChecked(True)
    if kind == NONE:
        return
    dlg.retreat_check.setChecked(bool(body.get("retreat")))
    weapon = body.get("with")  # W1: the weapon the player parries or blocks with
    if weapon and dlg.with_combo.findData(weapon) >= 0:
        dlg.with_combo.setCurrentIndex(dlg.with_combo.findData(weapon))
    roll = body.get("roll")
    typed = int(roll) if isinstance(roll, int) or (isinstance(roll, str) and roll.isdigit()) \
        else None
    if typed is not None and 3 <= typed <= 18:
        dlg.roll_spin.setValue(typed)
    else:
        dlg.roll()
