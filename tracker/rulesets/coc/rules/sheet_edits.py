"""A CoC sheet made, checked and edited behind the ruleset seam: a new sheet of a kind of
being, an edited one that keeps the damage taken, an unhurt copy, and a keeper's healing by
editing the sheet, which stops a death clock as first aid does (R7)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from tracker.model.errors import RulesError
from tracker.model.tracks import current

from . import harm
from .sheet import HUMAN, SHEET_KEYS, CocSheet
from .sheet import coded_problems as sheet_problems
from .sheet import new_sheet as _new_sheet

if TYPE_CHECKING:
    from tracker.model.combatant import Combatant
    from tracker.model.encounter import Encounter
    from tracker.model.validation import Checker


def new_sheet(**kw: Any) -> CocSheet:
    """A sheet of ``kind`` (a human unless given) with the characteristics given."""
    kind = kw.pop("kind", HUMAN)
    return _new_sheet(kind, **kw)


def sheet_from_dict(d: Mapping[str, Any]) -> CocSheet:
    return CocSheet.from_dict(d)


def validate_sheet(v: Checker, d: Any, path: str) -> None:
    for where, what, code, args in sheet_problems(d, path):
        v.bad(where, what, code, **args)


def edit_sheet(sheet: CocSheet, changes: Mapping[str, Any]) -> CocSheet:
    """``sheet`` with ``changes`` (keys of its JSON form). HP and MP keep the damage taken
    when their maximum changes; SAN stays, within its new maximum."""
    data = sheet.to_dict()
    unknown = set(changes) - SHEET_KEYS  # "special" is written only when set
    if unknown:
        raise RulesError("unknown_field", f"unknown stat '{sorted(unknown)[0]}'")
    lost_hp = sheet.max_hp - current(sheet, "hp")
    lost_mp = sheet.max_mp - current(sheet, "mp")
    data.update(changes)
    edited = CocSheet.from_dict({**data, "hp": None, "mp": None, "san": None})
    edited.hp = changes["hp"] if "hp" in changes else max(0, edited.max_hp - lost_hp)
    edited.mp = changes["mp"] if "mp" in changes else max(0, edited.max_mp - lost_mp)
    edited.san = changes["san"] if "san" in changes else min(sheet.san or 0, edited.max_san)
    return edited


def fresh_sheet(sheet: CocSheet) -> CocSheet:
    """An unhurt copy: full HP and MP, starting SAN, no wounds, no SAN lost lately."""
    fresh = sheet.copy()
    fresh.san_lost = []
    fresh.hp, fresh.mp = fresh.max_hp, fresh.max_mp
    fresh.san = min(fresh.stat("pow") * 5, fresh.max_san)
    fresh.wounds = []
    return fresh


def sheet_edited(enc: Encounter, before: Combatant, after: Combatant) -> None:
    """A keeper who heals by editing the sheet stops the clock as first aid does."""
    harm.heal(enc, after, before.sheet.hp or 0)
