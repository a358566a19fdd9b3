"""A track's current value (HP and FP in GURPS; HP, MP and SAN in CoC): the one reading of a
sheet's ``hp``/``fp``/``mp``/``san`` for every rule and view.

The sheets type these ``int | None`` because their JSON form may leave them out ("at the
maximum"); a sheet fills them when it is built, but every reader still has to settle None, and
settling it in one place keeps them all on the same number (G11 for GURPS HP/FP, C0 for CoC
HP/MP/SAN: a track nobody has hurt stands at its maximum)."""

from __future__ import annotations

from typing import Any


def current(sheet: Any, track: str) -> int:
    """The current value of ``track`` ("hp", "fp", "mp", "san") on ``sheet``: what the sheet
    stores, else its maximum (``max_<track>``)."""
    value = getattr(sheet, track)
    return value if value is not None else getattr(sheet, f"max_{track}")
