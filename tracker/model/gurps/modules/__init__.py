"""Optional rule modules of the GURPS vampire-hunter campaign (RULES V4–V8), Qt-free.

Each module declares ``ID``, ``VERSION`` and ``OPTIONS`` and holds its pure rules, its state
dataclasses (``to_dict``/``from_dict``/``problems``) and the pure steps its hooks call."""

from __future__ import annotations

from . import climate, hunger, infection, moon, weather

MODULES = {m.ID: m for m in (moon, weather, hunger, infection, climate)}
