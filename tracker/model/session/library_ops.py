"""The session's library ops (``contracts/library.md``): entries into the encounter, a
combatant back into the library. The library is the session's ``--library`` file."""

from __future__ import annotations

from typing import Any

from ..library import Library
from ..library.party import note_text, save, take
from .handler import Handler, Host
from .request import Req, RequestError


def _library(s: Host) -> Library:
    if s.library is None:
        raise RequestError("no library: start the session with --library PATH")
    return s.library


def op_from_library(s: Host, req: Req) -> dict[str, Any]:
    lib = _library(s)
    eid, name = req.int_("id"), req.str_("name")
    count = req.int_("count", 1, lo=1, hi=100)
    side = req.choice("side", ("pc", "ally", "enemy", "neutral"))
    if (eid is None) == (name is None):
        raise RequestError("give the entry's 'id' or its 'name'")
    entry = lib.get(eid) if eid is not None else lib.named(name, s.enc.ruleset_id)
    req.done()
    action, notes = take(s.enc, entry, count, side)
    cids = s.run(lambda enc: action)
    return {"names": [s.enc.combatants[cid].name for cid in cids],
            "warnings": [note_text(n) for n in notes]}


def op_to_library(s: Host, req: Req) -> dict[str, Any]:
    from .. import operations as ops

    lib = _library(s)
    c = s.combatant(req, "name")
    tags = req.list_("tags", lambda x: type(x) is str, "words (text)")
    persistent = req.bool_("persistent", False)
    req.done()
    entry, own = save(lib, s.enc, c.id, tags, persistent)
    s.run(ops.saved_to_library, [c.id], {c.id: entry.uid} if own else {})
    return {"entry": entry.to_dict()}


OPS: dict[str, Handler] = {"from_library": op_from_library, "to_library": op_to_library}
