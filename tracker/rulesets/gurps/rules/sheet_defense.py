"""The active defense a sheet gives before any modifier: its Dodge, Parry or Block, and the
default Dodge when the sheet names none (B374: Basic Speed, dropping fractions, + 3), and
whether G11 halves that Dodge (:func:`dodge_halved`, R25).

docs/rules.md has no id of its own for the default: it is the GURPS reading. Encumbrance is
not on the sheet. G11's halving below HP/3 or FP/3 ("reeling", "very tired") is applied by
the defense itself (``Defense.halved``, set from the encounter by
``maneuver_ops.defense_in_context``), like stunned, posture, retreat and the rest
(``defense.effective``). The defense dialog and the headless session's ``attack`` both start
from :func:`sheet_defense`, so the same sheet defends with the same number in both."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .sheet import GurpsSheet

#: B374: Dodge = Basic Speed (fractions dropped) + 3
DODGE_OVER_SPEED = 3


def default_dodge(sheet: GurpsSheet) -> int:
    """The Dodge of a sheet that gives none (B374)."""
    return int(sheet.basic_speed) + DODGE_OVER_SPEED


def dodge_halved(sheet: GurpsSheet) -> bool:
    """G11 (R25): reeling (HP below a third of its maximum, 0 and below included) or very
    tired (FP below a third) halves Dodge."""
    from tracker.model.tracks import current

    return 3 * current(sheet, "hp") < sheet.max_hp or 3 * current(sheet, "fp") < sheet.max_fp


def sheet_defense(sheet: GurpsSheet, kind: str) -> int | None:
    """The sheet's ``kind`` ("dodge", "parry", "block"); a Dodge not given is
    :func:`default_dodge`; a Parry or Block not given is None (the sheet has none)."""
    value = getattr(sheet, kind)
    if value is None and kind == "dodge":
        return default_dodge(sheet)
    return value
