"""The session's seats (``contracts/seats.md``): ``share``, ``seat``, ``revoke_seat``,
``requests``, ``accept``, ``refuse``, the roll line's ``roll``, and ``attack`` with
``defense: {"ask": true}``.

``accept`` runs exactly what the GM would have typed: the seat's request becomes ordinary
session requests (:func:`~tracker.model.seat_requests.session_requests`) handled by the same
op tables inside this one request, so the whole of it is one undo step, and every log line
it writes says it came from that seat's device. Keys the GM adds to ``accept`` (what only
he knows: the defense of a foe, the damage) go to the request's attack."""

from __future__ import annotations

import importlib
from typing import Any

from ..errors import TrackerError
from ..public import display_name
from ..rolls.operation import roll_line
from ..seat_requests import Context, NotNow, seat_actions, session_requests
from ..seats import Prompt, SeatBook, SeatRequest
from .core_ops import OPS as CORE_OPS
from .extension import extension
from .handler import Handler, Host
from .request import Req, RequestError

#: keys of ``accept`` that are its own (the rest go to the operation it runs)
_ACCEPT_KEYS = ("op", "id")


def book(s: Host) -> SeatBook:
    return s.seats  # type: ignore[attr-defined, no-any-return]


def _sharing(s: Host) -> Any:
    server = getattr(s, "sharing", None)
    if server is None:
        raise RequestError("not sharing: send 'share' first (the seats' links are the "
                           "page's)")
    return server


def op_share(s: Host, req: Req) -> dict[str, Any]:
    host = req.str_("host", "127.0.0.1")
    port = req.int_("port", 0, lo=0, hi=65535)
    req.done()
    server = getattr(s, "sharing", None)
    if server is None:
        start = getattr(s, "share_with", None)
        if start is None:
            raise RequestError("this session cannot share: no page server is available")
        try:
            server = start(s, host, port)
        except OSError as exc:
            raise RequestError(f"cannot share on {host}:{port}: {exc}") from None
        s.sharing = server  # type: ignore[attr-defined]
    return {"url": server.url, "token": server.token}


def op_seat(s: Host, req: Req) -> dict[str, Any]:
    c = s.combatant(req, "name")
    req.done()
    server = _sharing(s)
    seat = book(s).open(c.id)
    return {"seat": seat.token, "url": f"{server.url}&s={seat.token}"}


def op_revoke_seat(s: Host, req: Req) -> None:
    c = s.combatant(req, "name")
    req.done()
    seat = book(s).seat_of(c.id)
    if seat is None:
        raise RequestError(f"{c.name} has no seat")
    book(s).revoke(seat.token)


def _listed(s: Host, r: SeatRequest) -> dict[str, Any]:
    seat = book(s).seats.get(r.seat)
    c = s.enc.combatants.get(seat.combatant) if seat is not None else None
    body = {k: v for k, v in r.body.items() if k not in ("id", "type")}
    return {"id": r.id, "seat": r.seat, "name": c.name if c is not None else None,
            "type": r.type, **body, "status": r.status, "reason": r.reason}


def op_requests(s: Host, req: Req) -> dict[str, Any]:
    req.done()
    return {"requests": [_listed(s, r) for r in book(s).requests.values()]}


def _pending(s: Host, req: Req) -> SeatRequest:
    rid = req.str_("id", required=True)
    found = book(s).find(rid)
    if found is None:
        raise RequestError(f"no request '{rid}' from a seat")
    if found.status != "pending":
        raise RequestError(f"request '{rid}' is {found.status}, not pending")
    return found


def op_refuse(s: Host, req: Req) -> None:
    found = _pending(s, req)
    reason = req.str_("reason", "")
    req.done()
    book(s).settle(found, "refused", reason[:200])


def handler(s: Host, op: str) -> Handler | None:
    return CORE_OPS.get(op) or SEAT_OPS.get(op) or extension(s.enc).OPS.get(op)


def accept(s: Host, found: SeatRequest, extra: dict[str, Any]) -> dict[str, Any]:
    """Run a pending request as the GM would have (inside the current session request:
    one undo step); the answers of the operations it ran, merged."""
    b = book(s)
    seat = b.seats.get(found.seat)
    if seat is None or seat.combatant not in s.enc.combatants:
        raise RequestError("that seat is gone")
    who = s.enc.combatants[seat.combatant]
    ctx = b.contexts.get(found.seat, Context(own=who.name))
    try:
        steps = session_requests(found.body, s.enc.ruleset_id, ctx)
    except NotNow:
        raise RequestError(f"{who.name}'s request is not possible now (refuse it, or enter "
                           "it yourself)") from None
    if found.type == "defense":
        prompt = b.prompts.get(found.seat)
        if prompt is None:
            raise RequestError(f"{who.name} was not asked to defend")
        steps = [{**prompt.attack, **steps[0]}]
    if extra:
        at = next((i for i, st in enumerate(steps) if st.get("op") == "attack"), len(steps) - 1)
        steps[at] = {**steps[at], **extra}
    answer: dict[str, Any] = {}
    with s.enc.lines_from(who.name):
        for step in steps:
            h = handler(s, step["op"])
            if h is None:
                raise RequestError(f"'{step['op']}' is not an op of this encounter")
            r = Req(step)
            r.str_("op")
            answer.update(h(s, r) or {})
            r.done()
    s.seat_accepted = found  # type: ignore[attr-defined]
    b.settle(found, "accepted", result=seat_result(found, answer))
    return answer


def seat_result(found: SeatRequest, answer: dict[str, Any]) -> Any:
    """What the seat is told of its accepted request: its own rolls and whether they
    worked, never the state of another combatant (a secret roll: nothing)."""
    if found.type == "roll":
        return None if answer.get("secret") else {"text": answer.get("text")}
    out: dict[str, Any] = {}
    d = answer.get("defense")
    outcome = answer.get("outcome")
    if isinstance(outcome, dict) and isinstance(outcome.get("defense"), dict):
        d = outcome["defense"]  # as the percentile rulesets answer an attack
    if found.type == "defense":  # its own defense only, not the attack's numbers
        if isinstance(d, dict):
            out.update({k: d[k] for k in ("kind", "roll", "success", "outcome") if k in d})
        return out
    tohit = answer.get("tohit")
    if isinstance(tohit, dict):
        out.update({k: tohit[k] for k in ("roll", "hit") if k in tohit})
    elif isinstance(answer.get("roll"), int):
        out["roll"] = answer["roll"]
    return out


def op_accept(s: Host, req: Req) -> dict[str, Any]:
    found = _pending(s, req)
    extra = {k: req.get(k) for k in list(req.data) if k not in _ACCEPT_KEYS}
    return accept(s, found, extra)


def op_roll(s: Host, req: Req) -> dict[str, Any]:
    """The roll line's operation: a dice command rolled with the encounter's dice and
    logged (secret: for the GM only); ``who`` names whose roll it is."""
    who = req.str_("who")
    c = s.named(who, "who") if who is not None else None
    command = req.str_("command", required=True).strip()
    secret = req.bool_("secret", False)
    req.done()
    line = f"S{command}" if secret and command[:1] not in ("S", "s") else command
    roller = importlib.import_module(s.enc.ruleset.roller).roll
    try:
        result = s.run(roll_line, line, roller, c.id if c is not None else None)
    except TrackerError as exc:
        raise RequestError(f"'command': {exc}") from None
    return {"text": result.text, "outcome": result.outcome, "secret": result.secret,
            "rolls": list(result.rolls)}


def ask_defense(s: Host, req: Req) -> dict[str, Any]:
    """``attack`` with ``defense: {"ask": true}``: the attack roll is made first (as typed,
    else with the encounter's dice), by the ruleset's session (``attack_first``). An attack
    the defender cannot answer (a miss, a critical hit, no defense allowed) is the ``attack``
    at once, answered as ``attack`` answers; a hit that can be defended waits in the book
    with that very roll, and the defender's seat is asked. Its ``defense`` request, accepted,
    completes the same attack (:func:`accept`)."""
    target = s.combatant(req, "target")
    seat = book(s).seat_of(target.id)
    if seat is None:
        raise RequestError(f"'defense.ask': {target.name} has no seat to ask")
    actions = seat_actions(s.enc.ruleset_id)
    if actions is None:
        raise RequestError("'defense.ask': this ruleset's seats cannot defend")
    for key in list(req.data):  # the attack's keys are read by the attack below
        req.get(key)
    attack = Req({k: v for k, v in req.data.items() if k != "defense"})
    attack.str_("op")
    data, defendable = extension(s.enc).attack_first(s, attack)
    attack.done()
    if not defendable:
        return run_attack(s, data)
    attacker = s.named(data["attacker"], "attacker")
    shown = display_name(attacker) if attacker.visibility.shown else ""
    book(s).prompts[seat.token] = Prompt(data, shown, tuple(actions.defense_choices(target)))
    return {"pending": "defense"}


def run_attack(s: Host, data: dict[str, Any]) -> dict[str, Any]:
    """The ruleset's ``attack`` op on ``data`` (every key of it read), its answer."""
    r = Req(data)
    r.str_("op")
    answer = extension(s.enc).OPS["attack"](s, r) or {}
    r.done()
    return answer


def asks(data: Any) -> bool:
    """The request is an ``attack`` that asks the defender's seat."""
    return (isinstance(data, dict) and data.get("op") == "attack"
            and data.get("defense") == {"ask": True})


SEAT_OPS: dict[str, Handler] = {
    "share": op_share, "seat": op_seat, "revoke_seat": op_revoke_seat,
    "requests": op_requests, "accept": op_accept, "refuse": op_refuse, "roll": op_roll,
}
