"""What a CoC encounter remembers between actions, as plain JSON in ``Encounter.state``:

* ``round``: this round's bookkeeping, reset at every round start: the dodge values used
  by each defender (C4, R4), who parried (C5, R10), who acted or spent the turn (cover C6,
  R9), shots fired and rapid fire declared (C12, R8), and ``spent``: turn-order position ->
  the action taken in it (one action a position, C12, R14); ``n`` is the round it belongs to;
* ``clocks``: the running death clocks (C10, R7), each with the positions that were before
  its holder when it started (nearest first), so a removed holder can pass it on;
* ``closed_in``: shooter id -> the target it closed in on, the round it did, and the round
  from which a failed break-away frees the target (C12);
* ``sanity``: combatant id -> the SAN its current game hour began with, the SAN lost in
  it (indefinite insanity at a fifth) and the calendar minute it began (``at``);
* ``counter``: the counterattack a critical dodge grants (C4, R18): the dodger (``by``),
  the attacker it may strike (``against``), and the log number (``log``) and turn-order
  position (``at``) it was granted at: it must be taken at once, before anything else is
  logged or the turn moves; ``used`` once taken (one counter a critical dodge).

Conditions keep the round they began in ``Condition.value`` (prone: get up from the next
round; unconscious: roll to wake from the next round)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tracker.model.encounter import combatant_of
from tracker.model.validation import MISSING, Checker, key_path

if TYPE_CHECKING:
    from tracker.model.encounter import Encounter

ROUND_KEYS = ("n", "dodges", "parried", "acted", "shots", "rapid")
#: ids who covered someone this round: covering spent their turn (C6); absent in files from
#: before it was kept
ROUND_OPTIONAL = ("covered", "spent")
#: what a position's action was spent on (``spent``): R14's list of acting, shots apart
SPENDS = ("attack", "shot", "first_aid", "close_in", "break_away", "get_up", "pick_up",
          "reload")
_ID_LISTS = ("parried", "acted", "rapid", "covered")
STATE_KEYS = frozenset({"round", "clocks", "closed_in", "sanity", "counter"})
COUNTER_KEYS = frozenset({"by", "against", "log", "at", "used"})
SANITY_KEYS = frozenset({"start", "lost"})
#: ``at``: the calendar minute the hour began (absent in files from before it was kept)
SANITY_OPTIONAL = frozenset({"at"})
CLOCK_KEYS = frozenset({"victim", "round", "after", "before"})
CLOSED_KEYS = frozenset({"target", "round"})
CLOSED_OPTIONAL = frozenset({"until"})


def fresh_round(n: int) -> dict[str, Any]:
    return {"n": n, "dodges": {}, "parried": [], "acted": [], "shots": {}, "rapid": [],
            "covered": [], "spent": {}}


def round_state(enc: Encounter) -> dict[str, Any]:
    """This round's bookkeeping (made fresh when missing or left from another round)."""
    rs = enc.state.get("round")
    if rs is None or rs.get("n") != enc.round:
        rs = enc.state["round"] = fresh_round(enc.round)
    return rs


def peek_round(enc: Encounter) -> dict[str, Any]:
    """This round's bookkeeping without writing anything (previews)."""
    rs = enc.state.get("round")
    return rs if rs is not None and rs.get("n") == enc.round else fresh_round(enc.round)


def round_ids(rnd: dict[str, Any]) -> set[str]:
    """Everyone a round's bookkeeping mentions."""
    out: set[str] = set()
    for key in _ID_LISTS:
        out.update(rnd.get(key, []))
    for key in ("dodges", "shots"):
        out.update(rnd.get(key, {}))
    out.update(combatant_of(pos) for pos in rnd.get("spent", {}))
    return out


def mark(enc: Encounter, key: str, cid: str) -> None:
    """Add ``cid`` to one of this round's lists ("acted", "parried", "rapid", "covered");
    out of combat there is no round to keep."""
    if not enc.in_combat:
        return
    lst = round_state(enc).setdefault(key, [])
    if cid not in lst:
        lst.append(cid)


def has_acted(enc: Encounter, cid: str) -> bool:
    return cid in peek_round(enc)["acted"]


def has_covered(enc: Encounter, cid: str) -> bool:
    """``cid`` covered someone this round: its turn is spent (C6)."""
    return cid in peek_round(enc).get("covered", [])


def spend(enc: Encounter, position: str | None, kind: str) -> None:
    """The action at turn-order ``position`` is taken (the first one taken there is kept);
    out of combat there are no positions."""
    if enc.in_combat and position is not None:
        round_state(enc).setdefault("spent", {}).setdefault(position, kind)


def spent(enc: Encounter, position: str | None) -> str | None:
    """What the action at ``position`` was spent on this round (None: it is free)."""
    if not enc.in_combat or position is None:
        return None
    return peek_round(enc).get("spent", {}).get(position)


def grant_counter(enc: Encounter, by: str, against: str) -> None:
    """A critical dodge of ``by`` against ``against``'s attack grants a counterattack now
    (R18): call it last in the action, once everything it logs is logged."""
    enc.state["counter"] = {"by": by, "against": against, "log": enc.counters.get("log", 0),
                            "at": enc.position if enc.in_combat else None, "used": False}


def counter_grant(enc: Encounter) -> dict[str, Any] | None:
    """The counterattack granted by the last action, while nothing else has happened since
    (R18: taken at once); None when there is none (a used one is still returned)."""
    grant = enc.state.get("counter")
    if grant is None or grant["log"] != enc.counters.get("log", 0) \
            or grant["at"] != (enc.position if enc.in_combat else None):
        return None
    if grant["by"] not in enc.combatants or grant["against"] not in enc.combatants:
        return None
    return grant


def use_counter(enc: Encounter) -> None:
    """The counterattack is taken: no second one from the same critical dodge (R18)."""
    grant = enc.state.get("counter")
    if grant is not None:
        grant["used"] = True
        grant["log"] = enc.counters.get("log", 0)


def dodges(enc: Encounter, cid: str) -> list[int]:
    return list(peek_round(enc)["dodges"].get(cid, []))


def shots(enc: Encounter, cid: str) -> int:
    return int(peek_round(enc)["shots"].get(cid, 0))


def clocks(enc: Encounter) -> list[dict[str, Any]]:
    return enc.state.setdefault("clocks", [])


def closed_in(enc: Encounter) -> dict[str, Any]:
    return enc.state.setdefault("closed_in", {})


def forget(enc: Encounter, cid: str) -> None:
    """Drop ``cid`` from this round's lists and the closing in (it left the encounter)."""
    rs = enc.state.get("round")
    if rs is not None:
        for key in _ID_LISTS:
            if cid in rs.get(key, []):
                rs[key].remove(cid)
        for key in ("dodges", "shots"):
            rs.get(key, {}).pop(cid, None)
        spent_ = rs.get("spent", {})
        for pos in [p for p in spent_ if combatant_of(p) == cid]:
            del spent_[pos]
    enc.state.get("sanity", {}).pop(cid, None)
    grant = enc.state.get("counter")
    if grant is not None and cid in (grant["by"], grant["against"]):
        del enc.state["counter"]
    closed = enc.state.get("closed_in", {})
    closed.pop(cid, None)
    for shooter in [s for s, e in closed.items() if e.get("target") == cid]:
        del closed[shooter]


# -- validation ---------------------------------------------------------------------------------


def validate_state(v: Checker, state: dict[str, Any], path: str) -> None:
    """Every problem of a saved CoC ``Encounter.state``, each part by its own function."""
    for key in state:
        if key not in STATE_KEYS:
            v.bad(key_path(path, key), "unknown field", "unknown_field", field=key)
    rnd = state.get("round", MISSING)
    if rnd is not MISSING and v.obj(rnd, f"{path}.round", frozenset(ROUND_KEYS),
                                    frozenset(ROUND_OPTIONAL)):
        _validate_round(v, rnd, f"{path}.round")
    _validate_clocks(v, state.get("clocks", MISSING), f"{path}.clocks")
    _validate_sanity(v, state.get("sanity", MISSING), f"{path}.sanity")
    grant = state.get("counter", MISSING)
    if grant is not MISSING and v.obj(grant, f"{path}.counter", COUNTER_KEYS):
        _validate_counter(v, grant, f"{path}.counter")
    _validate_closed_in(v, state.get("closed_in", MISSING), f"{path}.closed_in")


def _validate_round(v: Checker, rnd: dict[str, Any], rp: str) -> None:
    """This round's bookkeeping: its number, the id lists, dodges, spent actions, shots."""
    v.int_(rnd.get("n", MISSING), f"{rp}.n", 1)
    for key in _ID_LISTS:
        lst = rnd.get(key, [] if key in ROUND_OPTIONAL else MISSING)
        if v.list_(lst, f"{rp}.{key}"):
            for i, cid in enumerate(lst):
                v.str_(cid, f"{rp}.{key}[{i}]", nonempty=True)
    dodges_ = rnd.get("dodges", MISSING)
    if _obj(v, dodges_, f"{rp}.dodges"):
        for cid, tries in dodges_.items():
            tp = key_path(f"{rp}.dodges", cid)
            if v.list_(tries, tp):
                for i, value in enumerate(tries):
                    v.int_(value, f"{tp}[{i}]", -1000, 1000)
    spent_ = rnd.get("spent", MISSING)
    if _obj(v, spent_, f"{rp}.spent"):
        for pos, kind in spent_.items():
            v.choice(kind, key_path(f"{rp}.spent", pos), SPENDS, "action")
    shots_ = rnd.get("shots", MISSING)
    if _obj(v, shots_, f"{rp}.shots"):
        for cid, n in shots_.items():
            v.int_(n, key_path(f"{rp}.shots", cid), 0, 100)


def _validate_clocks(v: Checker, clock_list: Any, path: str) -> None:
    """The running death clocks (C10)."""
    if not v.list_(clock_list, path):
        return
    for i, clock in enumerate(clock_list):
        cp = f"{path}[{i}]"
        if not v.obj(clock, cp, CLOCK_KEYS):
            continue
        v.str_(clock.get("victim", MISSING), f"{cp}.victim", nonempty=True)
        v.int_(clock.get("round", MISSING), f"{cp}.round", 1)
        v.str_(clock.get("after", MISSING), f"{cp}.after", nonempty=True)
        before = clock.get("before", MISSING)
        if v.list_(before, f"{cp}.before"):
            for j, pos in enumerate(before):
                v.str_(pos, f"{cp}.before[{j}]", nonempty=True)


def _validate_sanity(v: Checker, sanity: Any, path: str) -> None:
    """Each combatant's SAN at the start of the game hour and lost in it."""
    if not _obj(v, sanity, path):
        return
    for cid, entry in sanity.items():
        ep = key_path(path, cid)
        if v.obj(entry, ep, SANITY_KEYS, SANITY_OPTIONAL):
            v.int_(entry.get("start", MISSING), f"{ep}.start", 0, 999)
            v.int_(entry.get("lost", MISSING), f"{ep}.lost", 0, 999)
            if "at" in entry:
                v.int_(entry["at"], f"{ep}.at", 0)


def _validate_counter(v: Checker, grant: dict[str, Any], gp: str) -> None:
    """The counterattack a critical dodge granted (R18)."""
    for key in ("by", "against"):
        v.str_(grant.get(key, MISSING), f"{gp}.{key}", nonempty=True)
    v.int_(grant.get("log", MISSING), f"{gp}.log", 0)
    v.str_(grant.get("at", MISSING), f"{gp}.at", null=True, nonempty=True)
    v.bool_(grant.get("used", MISSING), f"{gp}.used")


def _validate_closed_in(v: Checker, closed: Any, path: str) -> None:
    """Who closed in on whom (C12)."""
    if not _obj(v, closed, path):
        return
    for shooter, entry in closed.items():
        ep = key_path(path, shooter)
        if v.obj(entry, ep, CLOSED_KEYS, CLOSED_OPTIONAL):
            v.str_(entry.get("target", MISSING), f"{ep}.target", nonempty=True)
            v.int_(entry.get("round", MISSING), f"{ep}.round", 1)
            if "until" in entry:
                v.int_(entry["until"], f"{ep}.until", 1)


def _obj(v: Checker, value: Any, path: str) -> bool:
    """An object with any keys, when present."""
    return value is not MISSING and v.obj(value, path, frozenset(), None)
