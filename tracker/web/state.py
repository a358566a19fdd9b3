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


def saved_text(enc: Encounter) -> str:
    """PUBLIC of an encounter read from a file: what the players were shown when it was
    saved (written in the file during a hidden turn, see public_feed), else as it stands.
    ``serve FILE`` publishes only what the window's sharing would have published."""
    if enc.published is not None:
        return json.dumps(enc.published, ensure_ascii=False, separators=(",", ":"))
    return state_text(enc)
