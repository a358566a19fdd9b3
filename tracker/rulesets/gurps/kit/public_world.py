"""The GURPS part of the players' screen in words: the public world (the moon, the weather,
the temperature), the maneuver and posture, and a half-werewolf's looks, from what
:mod:`tracker.rulesets.gurps.rules.public` let through (never the encounter itself). The words
are the ``page`` words of its words files (``words_{lang}.json``, :mod:`tracker.model.words`):
the players' window says what the page (``figure.js``) says, from the same file."""

from __future__ import annotations

from typing import Any

from . import campaign_text as ct


def _page() -> dict[str, Any]:
    from tracker.ui.kit import kit_for_id

    return kit_for_id("gurps").words().page


def _fill(template: str, *values: str) -> str:
    """``%1``, ``%2`` … of a page template filled (as figure.js's ``fmt``)."""
    for i, value in enumerate(values, 1):
        template = template.replace(f"%{i}", value)
    return template


def _named(words: dict[str, Any], table: str, key: Any) -> str:
    return str(words.get(table, {}).get(str(key), key))


def header(world: dict[str, Any]) -> str:
    """"Moon: full moon · Weather: clear · 31 °C, summer" ("" when nothing may be shown)."""
    w = _page()
    parts = []
    m = world.get("moon")
    if m is not None:
        direction = "waxing" if m["waxing"] else "waning"
        parts.append(_fill(w["moon"], _named(w, "phases", m["phase"]),
                           _named(w, "directions", direction)))
    if world.get("weather") is not None:
        parts.append(_fill(w["weather"], _named(w, "weathers", world["weather"])))
    if world.get("celsius") is not None and world.get("season") is not None:
        parts.append(_fill(w["temperature"], ct.celsius_text(world["celsius"]),
                           _named(w, "seasons", world["season"])))
    return "  ·  ".join(parts)


def werewolf_text(fx: dict[str, Any]) -> str:
    w = _page()
    parts = [w["animal"] if fx["animal"] else _fill(w["reaction"], ct.signed(fx["reaction"] or 0))]
    if fx["bestial"]:
        parts.append(w["bestial"])
    return " · ".join(parts)


def stance_text(stance: dict[str, Any]) -> str:
    """"All-Out Attack (Determined) · kneeling" (RULES M) as the page words it."""
    w = _page()
    parts = []
    if stance.get("maneuver"):
        name = _named(w, "maneuvers", stance["maneuver"])
        if stance.get("option"):
            name = w["with_option"].format(name, _named(w, "options", stance["option"]))
        parts.append(name)
    if stance.get("posture") and stance["posture"] != "standing":
        parts.append(_named(w, "postures", stance["posture"]))
    return " · ".join(parts)


def note_texts(notes: tuple[dict[str, Any], ...]) -> list[str]:
    """The maneuver and posture (RULES M), and a half-werewolf's looks under the moon when
    the GM lets the players see them."""
    out = [stance_text(n["stance"]) for n in notes if "stance" in n]
    return out + [_fill(_page()["werewolf"], werewolf_text(n["werewolf"]))
                  for n in notes if "werewolf" in n]
