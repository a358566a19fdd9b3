"""A GURPS sheet edited by the GM (the damage and wounds it keeps) and the unhurt copy a
duplicate joins with. Loaded with the first edit or duplicate, with the sheet itself."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import fields
from typing import Any

from tracker.model.errors import RulesError
from tracker.model.tracks import current

from .bodyplan import brainless_head_location
from .sheet import GurpsSheet


def edit_sheet(sheet: GurpsSheet, changes: Mapping[str, Any]) -> GurpsSheet:
    """``sheet`` with ``changes`` (only the stats to change). HP and FP keep the damage
    taken when their maximum changes; a new body plan takes the old wounds along, fewer
    brainless heads the wounds and DR of the lost ones."""
    data = sheet.to_dict()
    unknown = set(changes) - {f.name for f in fields(GurpsSheet)}
    if unknown:
        raise RulesError("unknown_field", f"unknown stat '{sorted(unknown)[0]}'")
    lost_hp = sheet.max_hp - current(sheet, "hp")
    lost_fp = sheet.max_fp - current(sheet, "fp")
    data.update(changes)
    if "hp" not in changes:
        data["hp"] = data["max_hp"] - lost_hp
    if "fp" not in changes:
        data["fp"] = data["max_fp"] - lost_fp
    if data["body"] != sheet.body:
        data["parts"] = {}
        if isinstance(data["dr"], dict) and "dr" not in changes:
            data["dr"] = {}
    new = GurpsSheet.from_dict(data)
    _drop_gone_heads(new)
    return new


def fresh_sheet(sheet: GurpsSheet) -> GurpsSheet:
    """An unhurt copy (a duplicate joins with full HP and FP and no wounds, standing, with
    no maneuver of its own yet)."""
    fresh = sheet.copy()
    fresh.hp, fresh.fp, fresh.parts = fresh.max_hp, fresh.max_fp, {}
    fresh.posture, fresh.maneuver, fresh.focus = "standing", None, None
    fresh.rest_from = None
    return fresh


def _drop_gone_heads(sheet: GurpsSheet) -> None:
    """Wounds and DR of brainless heads the sheet no longer has (any other unknown location
    is left for validation to name)."""
    n = sheet.brainless_heads if isinstance(sheet.brainless_heads, int) else 0

    def gone(loc_id: str) -> bool:
        head = brainless_head_location(loc_id)
        return head is not None and head.index is not None and head.index > n

    sheet.parts = {k: p for k, p in sheet.parts.items() if not gone(k)}
    if isinstance(sheet.dr, dict):
        sheet.dr = {k: v for k, v in sheet.dr.items() if not gone(k)}
