"""PUBLIC as the text the server sends: the projection of an encounter, as JSON."""

from __future__ import annotations

import json

from ..model.encounter import Encounter
from ..model.public import project


def state_text(enc: Encounter) -> str:
    """One line of JSON (no newline inside: it is one Server-Sent Events data line)."""
    return json.dumps(project(enc).to_json(), ensure_ascii=False, separators=(",", ":"))
