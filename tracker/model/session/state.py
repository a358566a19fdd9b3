"""STATE: what a session answers about its encounter (``contracts/session.md``). The keys
every ruleset has are built here; the ruleset's session module adds its own per combatant
(``combatant_state``) and its timers (``timers``)."""

from __future__ import annotations

from typing import Any

from ..combatant import Combatant
from ..encounter import SLOT_SEP, Encounter, combatant_of
from ..operations import check_spec
from .extension import extension


def encounter_state(enc: Encounter) -> dict[str, Any]:
    ext = extension(enc)
    pos = enc.position if enc.in_combat else None
    cal = enc.calendar
    in_order = set(enc.order)
    people = enc.ordered() + [c for cid, c in enc.combatants.items() if cid not in in_order]
    return {
        "ruleset": enc.ruleset_id,
        "in_combat": enc.in_combat,
        "round": enc.round,
        "turn": None if pos is None else enc.combatants[combatant_of(pos)].name,
        "slot": pos.split(SLOT_SEP, 1)[1] if pos is not None and SLOT_SEP in pos else None,
        "time": {"day": cal.day, "hour": cal.hour, "minute": cal.minute},
        "combatants": [_combatant(enc, c, ext) for c in people],
        "checks": [_check(enc, k) for k in enc.checks],
        "timers": ext.timers(enc),
    }


def _combatant(enc: Encounter, c: Combatant, ext: Any) -> dict[str, Any]:
    # "hp"/"max_hp" are the primary track's numbers (HP in GURPS and CoC; another ruleset's
    # may be wound boxes), the keys kept for the contract; every other track under "tracks"
    primary = enc.ruleset.primary_track
    tracks = {t.id: t for t in enc.ruleset.tracks(c)}
    hp = tracks.get(primary) or next(iter(tracks.values()))
    return {
        "name": c.name, "side": c.side, "hp": hp.current, "max_hp": hp.maximum,
        "tracks": {tid: [t.current, t.maximum] for tid, t in tracks.items() if tid != hp.id},
        "conditions": sorted(c.conditions),
        **ext.combatant_state(enc, c),
    }


def _check(enc: Encounter, k: Any) -> dict[str, Any]:
    spec = check_spec(enc, k)
    return {"who": enc.combatants[k.combatant].name, "kind": k.kind,
            "target": spec.target if spec.dice and not spec.amount else None}
