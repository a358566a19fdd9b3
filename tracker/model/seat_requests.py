"""What a seat may send (``contracts/seats.md``): the shape of each request type, read with the
one request reader, and its translation into the session requests the GM would have typed.

A request from a player is one more way into the same model operations: each type becomes
one or more ordinary session requests (``roll``, ``check``, the ruleset's ``maneuver``,
``posture``, ``attack`` …) that :mod:`tracker.model.session.seat_ops` runs when the GM
accepts. The ruleset's part (what a declaration and a defense hold) is its
``seat_actions`` module, beside its session module; a ruleset without one takes rolls and
checks from seats only. Targets are named as players see them (aliases) and resolved here
through the seat's context, so a hidden combatant is never a valid name."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .input_text import typed_roll
from .request import Request, RequestError
from .ruleset import get_ruleset

#: the request types and when each is allowed (checked against the seat's context)
TYPES = ("roll", "check", "defense", "declare")
#: the longest client-made id and dice command a seat may send
MAX_ID = 64
MAX_COMMAND = 100


class NotNow(RequestError):
    """The request is well formed but not possible now (not the seat's turn, no such check
    owed, no prompt, a name players cannot see). Its message never says which."""

    def __init__(self) -> None:
        super().__init__("not possible now")


@dataclass
class Context:
    """What a seat may do at the moment, computed on the GM's side after each change from
    the players' projection (never from hidden state): read by the server's thread."""

    turn: bool = False
    #: the check kinds its combatant owes
    owed: tuple[str, ...] = ()
    #: the defense choices when the GM asked it to defend (None: not asked)
    prompt: tuple[str, ...] | None = None
    #: the names players see -> the real names the session knows
    names: dict[str, str] = field(default_factory=dict)
    #: the seat's combatant's real name
    own: str = ""


def seat_actions(ruleset_id: str) -> Any | None:
    """The ruleset's ``seat_actions`` module (next to its session module), or None."""
    provider = get_ruleset(ruleset_id).session_provider
    try:
        return importlib.import_module(provider.rsplit(".", 1)[0] + ".seat_actions")
    except ModuleNotFoundError:
        return None


def typed(r: Request, key: str, lowest: int, highest: int) -> int | None:
    """A roll the player typed (a number, or text as the GM's fields read it), or None."""
    v = r.raw(key)
    if v is None:
        return None
    value = typed_roll(v, lowest, highest) if isinstance(v, str) else (
        v if type(v) is int else None)
    if value is None or not lowest <= value <= highest:
        raise RequestError(f"'{r.name(key)}' must be a roll {lowest}..{highest}")
    return value


def resolver(ctx: Context) -> Callable[[str, str], str]:
    """Players' names -> real names; a name players cannot see is "not possible now"."""
    def real(name: str, _what: str) -> str:
        found = ctx.names.get(name.strip())
        if found is None:
            raise NotNow()
        return found

    return real


def read(body: Any, ruleset_id: str, ctx: Context) -> dict[str, Any]:
    """The request checked against its shape and the seat's context: the body as stored
    (``id``, ``type`` and its own keys). Raises RequestError (NotNow when out of turn)."""
    r = Request(body)
    rid = r.str_("id", required=True)
    if not rid.strip() or len(rid) > MAX_ID:
        raise RequestError(f"'id' must be 1..{MAX_ID} characters")
    kind = r.choice("type", TYPES, required=True)
    _READERS[kind](r, ruleset_id, ctx)
    r.done()
    return dict(body)


def _read_roll(r: Request, rid: str, ctx: Context) -> None:
    command = r.str_("command", required=True)
    if not command.strip() or len(command) > MAX_COMMAND:
        raise RequestError(f"'command' must be a dice command of 1..{MAX_COMMAND} characters")
    r.bool_("secret", False)
    roller = importlib.import_module(get_ruleset(rid).roller)
    from .dice import Dice
    from .errors import RulesError

    try:  # a dry roll names a bad command now, not when the GM accepts
        roller.roll(command.strip(), Dice(0))
    except RulesError as exc:
        raise RequestError(str(exc)) from None


def _read_check(r: Request, rid: str, ctx: Context) -> None:
    kind = r.str_("kind", required=True)
    r.raw("roll")  # its range is the check's: read when the GM accepts
    if kind not in ctx.owed:
        raise NotNow()


def _read_defense(r: Request, rid: str, ctx: Context) -> None:
    if ctx.prompt is None:
        raise NotNow()
    actions = seat_actions(rid)
    if actions is None:
        raise NotNow()
    actions.defense(r, resolver(ctx))
    if r.get("kind") not in ctx.prompt:
        raise NotNow()


def _read_declare(r: Request, rid: str, ctx: Context) -> None:
    actions = seat_actions(rid)
    if actions is None or not ctx.turn:
        raise NotNow()
    if not actions.declare(r, ctx.own, resolver(ctx)):
        raise RequestError("nothing declared")


_READERS: dict[str, Callable[[Request, str, Context], None]] = {
    "roll": _read_roll, "check": _read_check, "defense": _read_defense,
    "declare": _read_declare}


def session_requests(body: dict[str, Any], ruleset_id: str, ctx: Context) -> list[dict]:
    """The session requests the GM would have typed for ``body`` (read again against the
    context of now: a turn may have passed since it was sent)."""
    r = Request(body)
    r.str_("id")
    kind = r.choice("type", TYPES, required=True)
    own = ctx.own
    if kind == "roll":
        command = r.str_("command", required=True).strip()
        secret = r.bool_("secret", False)
        return [{"op": "roll", "who": own, "command": command, "secret": secret}]
    if kind == "check":
        out = {"op": "check", "who": own, "kind": r.str_("kind", required=True)}
        if r.raw("roll") is not None:
            out["roll"] = r.raw("roll")
        if out["kind"] not in ctx.owed:
            raise NotNow()
        return [out]
    actions = seat_actions(ruleset_id)
    if actions is None:
        raise NotNow()
    if kind == "defense":
        if ctx.prompt is None:
            raise NotNow()
        return [{"defense": actions.defense(r, resolver(ctx))}]
    if not ctx.turn:
        raise NotNow()
    return actions.declare(r, own, resolver(ctx))
