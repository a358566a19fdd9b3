"""PUBLIC as the text the server sends: the projection of an encounter, as JSON."""

from __future__ import annotations

import json

from ..model.encounter import Encounter
from ..model.public import PublicView, project


def view_text(view: PublicView) -> str:
    """One line of JSON (no newline inside: it is one Server-Sent Events data line)."""
    return json.dumps(view.to_json(), ensure_ascii=False, separators=(",", ":"))


def state_text(enc: Encounter) -> str:
    """PUBLIC of ``enc`` as it stands (:func:`view_text` of its projection)."""
    return view_text(project(enc))
