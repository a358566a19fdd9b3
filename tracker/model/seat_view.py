"""A seat's private view: the players' projection plus its own combatant's numbers
(``contracts/seats.md``), and the :class:`~.seat_requests.Context` of what it may do now.

Built by extending the one projection (:func:`tracker.model.public.project`, with the seat's
own combatant seen through exact eyes by :func:`~tracker.model.public.project_combatant`),
never from a second reading of the encounter. As the players' feed does
(:mod:`tracker.model.public_feed`), a step onto a hidden combatant's turn shows a seat
nothing new: its turn, its numbers and its owed checks stay as at the last visible turn, so
no seat can count hidden turns either."""

from __future__ import annotations

import copy
from dataclasses import replace
from typing import Any

from .combatant import Combatant
from .encounter import Encounter
from .operations import check_spec
from .public import PublicView, project, project_combatant, turn_seen
from .public_feed import feed_for
from .ruleset import Ruleset, ruleset_for
from .seat_requests import Context, seat_actions
from .seats import SeatBook


def own_eyes(c: Combatant, rs: Ruleset) -> Combatant:
    """``c`` as its own player sees it: HP and every track exact (its player knows its
    own sheet); the name stays the one players see."""
    seen = copy.copy(c)
    tracks = {t.id: "exact" for t in rs.tracks(c) if t.id != "hp"}
    seen.visibility = replace(c.visibility, shown=True, hp="exact", tracks=tracks)
    return seen


def _own(enc: Encounter, c: Combatant, rs: Ruleset) -> dict[str, Any]:
    own = project_combatant(own_eyes(c, rs), enc, rs).to_json()
    checks = []
    for k in enc.checks:
        if k.combatant == c.id:
            spec = check_spec(enc, k)
            checks.append({"kind": k.kind, "dice": spec.dice,
                           "target": spec.target if spec.dice and not spec.amount else None})
    own["checks"] = checks
    actions = seat_actions(enc.ruleset_id)
    own["weapons"] = actions.weapons(c) if actions is not None else []
    defend_with = getattr(actions, "defend_with", None)
    if defend_with is not None:  # its own weapons that parry and block, for "with"
        own["defend_with"] = defend_with(c)
    return own


class SeatFeed:
    """Every seat's view, one change of the encounter at a time, on top of the encounter's
    one players' feed (:func:`~tracker.model.public_feed.feed_for`): the public part is what
    the feed shows, and a seat's own part changes only when the feed shows its combatant
    change (or out of a hidden turn) — a step onto a hidden turn, or a GM action on a hidden
    combatant, tells a seat nothing the table without the hidden ones would not."""

    def __init__(self) -> None:
        self.public: PublicView | None = None
        #: combatant id -> its own part, as last shown
        self._own: dict[str, dict[str, Any]] = {}
        #: combatant key -> how the feed showed it when its own part was last made
        self._seen: dict[str, Any] = {}

    def reset(self) -> None:
        self.public, self._own, self._seen = None, {}, {}

    def update(self, enc: Encounter, book: SeatBook) -> dict[str, dict[str, Any]]:
        """The view of every seat now (seat token -> its private JSON); sets the book's
        contexts from the same data."""
        shown = feed_for(enc).view or project(enc)
        held = enc.in_combat and enc.current is not None and not turn_seen(enc)
        by_key = {p.key: p for p in shown.combatants}
        if not held or self.public is None:
            self._own, self._seen = {}, {}
        self.public = shown
        rs = ruleset_for(enc)
        seats = list(book.seats.values())
        for seat in seats:
            c = enc.combatants.get(seat.combatant)
            if c is None:
                continue
            seen = by_key.get(seat.combatant)
            if seat.combatant not in self._own or self._seen.get(seat.combatant) != seen:
                self._own[seat.combatant] = _own(enc, c, rs)
                self._seen[seat.combatant] = seen
        views, contexts = {}, {}
        for seat in seats:
            own = self._own.get(seat.combatant)
            if own is None or seat.combatant not in enc.combatants:
                continue  # its combatant was removed: it sees the fight only
            ctx = self._context(enc, seat.combatant, own, book.prompts.get(seat.token))
            contexts[seat.token] = ctx
            views[seat.token] = self._view(own, ctx, book, seat.token)
        book.set_contexts(contexts, enc.ruleset_id)
        return views

    def _context(self, enc: Encounter, cid: str, own: dict[str, Any], prompt: Any) -> Context:
        pub = self.public
        assert pub is not None
        names = {p.name: enc.combatants[p.key].name for p in pub.combatants
                 if p.key in enc.combatants}
        c = enc.combatants[cid]
        return Context(turn=pub.in_combat and pub.now is not None and pub.now.key == cid,
                       owed=tuple(k["kind"] for k in own["checks"]),
                       prompt=None if prompt is None else tuple(prompt.choices),
                       names=names, own=c.name)

    def _view(self, own: dict[str, Any], ctx: Context, book: SeatBook,
              token: str) -> dict[str, Any]:
        prompt = book.prompts.get(token)
        return {
            "seat": {"name": own["name"], "own": own},
            "ruleset": self.public.ruleset if self.public else "",
            "turn": ctx.turn,
            "prompt": None if prompt is None else {
                "kind": "defense", "attacker": prompt.attacker, "choices": list(prompt.choices)},
            "targets": [n for n in ctx.names if n != own["name"]],
            "requests": [r.for_seat() for r in book.mine(token)],
        }
