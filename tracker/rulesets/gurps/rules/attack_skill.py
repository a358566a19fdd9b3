"""The weapon skill an attack starts from when none is given: the skill this combatant last
attacked with (every attack remembers it on the sheet, ``GurpsSheet.weapon_skill``), else its
DX — the sheets carry no weapons, so DX stands in until the GM types the weapon's skill.

docs/rules.md has no id for it: it is the tracker's starting number, not a GURPS default (a
weapon's real default, DX−4 and the like, is the GM's to type). The attack dialog fills its
skill with :func:`attack_skill`, and the headless session's ``attack`` uses it when the
request gives no ``skill``, so both start from the same number."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .sheet import GurpsSheet


def attack_skill(sheet: GurpsSheet) -> int:
    """The remembered weapon skill of ``sheet``, else its DX."""
    return sheet.weapon_skill if sheet.weapon_skill is not None else sheet.dx
